class traced(torch.nn.Module):
    def forward(self, sparse_1: "i64[4, 3]", dense_1: "f32[4, 2]", y_1: "f32[4, 2]"):
        # No stacktrace found for following nodes
        slice_1: "i64[4, 1]" = torch.ops.aten.slice.Tensor(sparse_1, 1, 0, 1)
        _param_constant0: "f32[6, 4]" = self._param_constant0
        embedding: "f32[4, 1, 4]" = torch.ops.aten.embedding.default(_param_constant0, slice_1);  _param_constant0 = slice_1 = None
        slice_2: "i64[4, 1]" = torch.ops.aten.slice.Tensor(sparse_1, 1, 1, 2)
        _param_constant1: "f32[5, 4]" = self._param_constant1
        embedding_1: "f32[4, 1, 4]" = torch.ops.aten.embedding.default(_param_constant1, slice_2);  _param_constant1 = slice_2 = None
        slice_3: "i64[4, 1]" = torch.ops.aten.slice.Tensor(sparse_1, 1, 2, 3);  sparse_1 = None
        _param_constant2: "f32[7, 4]" = self._param_constant2
        embedding_2: "f32[4, 1, 4]" = torch.ops.aten.embedding.default(_param_constant2, slice_3);  _param_constant2 = slice_3 = None
        cat: "f32[4, 1, 12]" = torch.ops.aten.cat.default([embedding, embedding_1, embedding_2], -1);  embedding = embedding_1 = embedding_2 = None
        view: "f32[4, 12]" = torch.ops.aten.view.default(cat, [4, 12]);  cat = None
        cat_1: "f32[4, 14]" = torch.ops.aten.cat.default([view, dense_1], -1);  view = dense_1 = None
        _param_constant3: "f32[8, 14]" = self._param_constant3
        t: "f32[14, 8]" = torch.ops.aten.t.default(_param_constant3);  _param_constant3 = None
        _param_constant4: "f32[8]" = self._param_constant4
        addmm: "f32[4, 8]" = torch.ops.aten.addmm.default(_param_constant4, cat_1, t);  _param_constant4 = t = None
        relu_: "f32[4, 8]" = torch.ops.aten.relu_.default(addmm);  addmm = None
        detach: "f32[4, 8]" = torch.ops.aten.detach.default(relu_);  detach = None
        _param_constant5: "f32[8, 8]" = self._param_constant5
        t_1: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant5);  _param_constant5 = None
        _param_constant6: "f32[8]" = self._param_constant6
        addmm_1: "f32[4, 8]" = torch.ops.aten.addmm.default(_param_constant6, relu_, t_1);  _param_constant6 = relu_ = t_1 = None
        relu__1: "f32[4, 8]" = torch.ops.aten.relu_.default(addmm_1);  addmm_1 = None
        detach_1: "f32[4, 8]" = torch.ops.aten.detach.default(relu__1);  detach_1 = None
        _param_constant7: "f32[8, 14]" = self._param_constant7
        t_2: "f32[14, 8]" = torch.ops.aten.t.default(_param_constant7);  _param_constant7 = None
        _param_constant8: "f32[8]" = self._param_constant8
        addmm_2: "f32[4, 8]" = torch.ops.aten.addmm.default(_param_constant8, cat_1, t_2);  _param_constant8 = t_2 = None
        relu__2: "f32[4, 8]" = torch.ops.aten.relu_.default(addmm_2);  addmm_2 = None
        detach_2: "f32[4, 8]" = torch.ops.aten.detach.default(relu__2);  detach_2 = None
        _param_constant9: "f32[8, 8]" = self._param_constant9
        t_3: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant9);  _param_constant9 = None
        _param_constant10: "f32[8]" = self._param_constant10
        addmm_3: "f32[4, 8]" = torch.ops.aten.addmm.default(_param_constant10, relu__2, t_3);  _param_constant10 = relu__2 = t_3 = None
        relu__3: "f32[4, 8]" = torch.ops.aten.relu_.default(addmm_3);  addmm_3 = None
        detach_3: "f32[4, 8]" = torch.ops.aten.detach.default(relu__3);  detach_3 = None
        _param_constant11: "f32[8, 14]" = self._param_constant11
        t_4: "f32[14, 8]" = torch.ops.aten.t.default(_param_constant11);  _param_constant11 = None
        _param_constant12: "f32[8]" = self._param_constant12
        addmm_4: "f32[4, 8]" = torch.ops.aten.addmm.default(_param_constant12, cat_1, t_4);  _param_constant12 = t_4 = None
        relu__4: "f32[4, 8]" = torch.ops.aten.relu_.default(addmm_4);  addmm_4 = None
        detach_4: "f32[4, 8]" = torch.ops.aten.detach.default(relu__4);  detach_4 = None
        _param_constant13: "f32[8, 8]" = self._param_constant13
        t_5: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant13);  _param_constant13 = None
        _param_constant14: "f32[8]" = self._param_constant14
        addmm_5: "f32[4, 8]" = torch.ops.aten.addmm.default(_param_constant14, relu__4, t_5);  _param_constant14 = relu__4 = t_5 = None
        relu__5: "f32[4, 8]" = torch.ops.aten.relu_.default(addmm_5);  addmm_5 = None
        detach_5: "f32[4, 8]" = torch.ops.aten.detach.default(relu__5);  detach_5 = None
        stack: "f32[4, 3, 8]" = torch.ops.aten.stack.default([relu__1, relu__3, relu__5], 1);  relu__1 = relu__3 = relu__5 = None
        _param_constant15: "f32[4, 14]" = self._param_constant15
        t_6: "f32[14, 4]" = torch.ops.aten.t.default(_param_constant15);  _param_constant15 = None
        _param_constant16: "f32[4]" = self._param_constant16
        addmm_6: "f32[4, 4]" = torch.ops.aten.addmm.default(_param_constant16, cat_1, t_6);  _param_constant16 = t_6 = None
        relu__6: "f32[4, 4]" = torch.ops.aten.relu_.default(addmm_6);  addmm_6 = None
        detach_6: "f32[4, 4]" = torch.ops.aten.detach.default(relu__6);  detach_6 = None
        _param_constant17: "f32[3, 4]" = self._param_constant17
        t_7: "f32[4, 3]" = torch.ops.aten.t.default(_param_constant17);  _param_constant17 = None
        mm: "f32[4, 3]" = torch.ops.aten.mm.default(relu__6, t_7);  relu__6 = t_7 = None
        _softmax: "f32[4, 3]" = torch.ops.aten._softmax.default(mm, 1, False);  mm = None
        detach_7: "f32[4, 3]" = torch.ops.aten.detach.default(_softmax);  detach_7 = None
        unsqueeze: "f32[4, 1, 3]" = torch.ops.aten.unsqueeze.default(_softmax, 1);  _softmax = None
        expand: "f32[4, 1, 3]" = torch.ops.aten.expand.default(unsqueeze, [4, 1, 3]);  unsqueeze = None
        view_1: "f32[4, 1, 3]" = torch.ops.aten.view.default(expand, [4, 1, 3]);  expand = None
        expand_1: "f32[4, 3, 8]" = torch.ops.aten.expand.default(stack, [4, 3, 8])
        view_2: "f32[4, 3, 8]" = torch.ops.aten.view.default(expand_1, [4, 3, 8]);  expand_1 = None
        bmm: "f32[4, 1, 8]" = torch.ops.aten.bmm.default(view_1, view_2);  view_1 = view_2 = None
        _unsafe_view: "f32[4, 1, 8]" = torch.ops.aten._unsafe_view.default(bmm, [4, 1, 8]);  bmm = None
        squeeze: "f32[4, 8]" = torch.ops.aten.squeeze.default(_unsafe_view);  _unsafe_view = None
        _param_constant18: "f32[4, 14]" = self._param_constant18
        t_8: "f32[14, 4]" = torch.ops.aten.t.default(_param_constant18);  _param_constant18 = None
        _param_constant19: "f32[4]" = self._param_constant19
        addmm_7: "f32[4, 4]" = torch.ops.aten.addmm.default(_param_constant19, cat_1, t_8);  _param_constant19 = cat_1 = t_8 = None
        relu__7: "f32[4, 4]" = torch.ops.aten.relu_.default(addmm_7);  addmm_7 = None
        detach_8: "f32[4, 4]" = torch.ops.aten.detach.default(relu__7);  detach_8 = None
        _param_constant20: "f32[3, 4]" = self._param_constant20
        t_9: "f32[4, 3]" = torch.ops.aten.t.default(_param_constant20);  _param_constant20 = None
        mm_1: "f32[4, 3]" = torch.ops.aten.mm.default(relu__7, t_9);  relu__7 = t_9 = None
        _softmax_1: "f32[4, 3]" = torch.ops.aten._softmax.default(mm_1, 1, False);  mm_1 = None
        detach_9: "f32[4, 3]" = torch.ops.aten.detach.default(_softmax_1);  detach_9 = None
        unsqueeze_1: "f32[4, 1, 3]" = torch.ops.aten.unsqueeze.default(_softmax_1, 1);  _softmax_1 = None
        expand_2: "f32[4, 1, 3]" = torch.ops.aten.expand.default(unsqueeze_1, [4, 1, 3]);  unsqueeze_1 = None
        view_3: "f32[4, 1, 3]" = torch.ops.aten.view.default(expand_2, [4, 1, 3]);  expand_2 = None
        expand_3: "f32[4, 3, 8]" = torch.ops.aten.expand.default(stack, [4, 3, 8]);  stack = None
        view_4: "f32[4, 3, 8]" = torch.ops.aten.view.default(expand_3, [4, 3, 8]);  expand_3 = None
        bmm_1: "f32[4, 1, 8]" = torch.ops.aten.bmm.default(view_3, view_4);  view_3 = view_4 = None
        _unsafe_view_1: "f32[4, 1, 8]" = torch.ops.aten._unsafe_view.default(bmm_1, [4, 1, 8]);  bmm_1 = None
        squeeze_1: "f32[4, 8]" = torch.ops.aten.squeeze.default(_unsafe_view_1);  _unsafe_view_1 = None
        _param_constant21: "f32[4, 8]" = self._param_constant21
        t_10: "f32[8, 4]" = torch.ops.aten.t.default(_param_constant21);  _param_constant21 = None
        _param_constant22: "f32[4]" = self._param_constant22
        addmm_8: "f32[4, 4]" = torch.ops.aten.addmm.default(_param_constant22, squeeze, t_10);  _param_constant22 = squeeze = t_10 = None
        relu__8: "f32[4, 4]" = torch.ops.aten.relu_.default(addmm_8);  addmm_8 = None
        detach_10: "f32[4, 4]" = torch.ops.aten.detach.default(relu__8);  detach_10 = None
        _param_constant23: "f32[1, 4]" = self._param_constant23
        t_11: "f32[4, 1]" = torch.ops.aten.t.default(_param_constant23);  _param_constant23 = None
        mm_2: "f32[4, 1]" = torch.ops.aten.mm.default(relu__8, t_11);  relu__8 = t_11 = None
        _param_constant24: "f32[1]" = self._param_constant24
        add: "f32[4, 1]" = torch.ops.aten.add.Tensor(mm_2, _param_constant24);  mm_2 = _param_constant24 = None
        sigmoid: "f32[4, 1]" = torch.ops.aten.sigmoid.default(add);  add = None
        detach_11: "f32[4, 1]" = torch.ops.aten.detach.default(sigmoid);  detach_11 = None
        _param_constant25: "f32[4, 8]" = self._param_constant25
        t_12: "f32[8, 4]" = torch.ops.aten.t.default(_param_constant25);  _param_constant25 = None
        _param_constant26: "f32[4]" = self._param_constant26
        addmm_9: "f32[4, 4]" = torch.ops.aten.addmm.default(_param_constant26, squeeze_1, t_12);  _param_constant26 = squeeze_1 = t_12 = None
        relu__9: "f32[4, 4]" = torch.ops.aten.relu_.default(addmm_9);  addmm_9 = None
        detach_12: "f32[4, 4]" = torch.ops.aten.detach.default(relu__9);  detach_12 = None
        _param_constant27: "f32[1, 4]" = self._param_constant27
        t_13: "f32[4, 1]" = torch.ops.aten.t.default(_param_constant27);  _param_constant27 = None
        mm_3: "f32[4, 1]" = torch.ops.aten.mm.default(relu__9, t_13);  relu__9 = t_13 = None
        _param_constant28: "f32[1]" = self._param_constant28
        add_1: "f32[4, 1]" = torch.ops.aten.add.Tensor(mm_3, _param_constant28);  mm_3 = _param_constant28 = None
        cat_2: "f32[4, 2]" = torch.ops.aten.cat.default([sigmoid, add_1], -1);  sigmoid = add_1 = None
        select: "f32[4]" = torch.ops.aten.select.int(cat_2, 1, 0)
        select_1: "f32[4]" = torch.ops.aten.select.int(y_1, 1, 0)
        binary_cross_entropy: "f32[]" = torch.ops.aten.binary_cross_entropy.default(select, select_1);  select = select_1 = None
        select_2: "f32[4]" = torch.ops.aten.select.int(cat_2, 1, 1);  cat_2 = None
        select_3: "f32[4]" = torch.ops.aten.select.int(y_1, 1, 1);  y_1 = None
        mse_loss: "f32[]" = torch.ops.aten.mse_loss.default(select_2, select_3);  select_2 = select_3 = None
        add_2: "f32[]" = torch.ops.aten.add.Tensor(binary_cross_entropy, mse_loss);  binary_cross_entropy = mse_loss = None
        return add_2
