class traced(torch.nn.Module):
    def forward(self, x_1: "f32[2, 5, 8]", labels_1: "i64[2]"):
        # No stacktrace found for following nodes
        view: "f32[10, 8]" = torch.ops.aten.view.default(x_1, [10, 8]);  x_1 = None
        _param_constant0: "f32[4, 8]" = self._param_constant0
        t: "f32[8, 4]" = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
        _param_constant1: "f32[4]" = self._param_constant1
        addmm: "f32[10, 4]" = torch.ops.aten.addmm.default(_param_constant1, view, t);  _param_constant1 = t = None
        _softmax: "f32[10, 4]" = torch.ops.aten._softmax.default(addmm, -1, False);  addmm = None
        detach: "f32[10, 4]" = torch.ops.aten.detach.default(_softmax);  detach = None
        topk = torch.ops.aten.topk.default(_softmax, 2)
        getitem: "f32[10, 2]" = topk[0]
        getitem_1: "i64[10, 2]" = topk[1];  topk = None
        zeros_like: "f32[10, 4]" = torch.ops.aten.zeros_like.default(_softmax, pin_memory = False);  _softmax = None
        sum_1: "f32[10, 1]" = torch.ops.aten.sum.dim_IntList(getitem, [-1], True)
        div: "f32[10, 2]" = torch.ops.aten.div.Tensor(getitem, sum_1);  getitem = sum_1 = None
        scatter: "f32[10, 4]" = torch.ops.aten.scatter.src(zeros_like, 1, getitem_1, div);  zeros_like = div = None
        select: "i64[10]" = torch.ops.aten.select.int(getitem_1, 1, 0);  getitem_1 = None
        sort = torch.ops.aten.sort.default(select);  select = None
        getitem_2: "i64[10]" = sort[0];  getitem_2 = None
        getitem_3: "i64[10]" = sort[1];  sort = None
        index: "f32[10, 8]" = torch.ops.aten.index.Tensor(view, [getitem_3])
        index_1: "f32[10, 4]" = torch.ops.aten.index.Tensor(scatter, [getitem_3]);  scatter = None
        slice_1: "f32[10, 1]" = torch.ops.aten.slice.Tensor(index_1, 1, 0, 1)
        _param_constant2: "f32[16, 8]" = self._param_constant2
        t_1: "f32[8, 16]" = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
        _param_constant3: "f32[16]" = self._param_constant3
        addmm_1: "f32[10, 16]" = torch.ops.aten.addmm.default(_param_constant3, index, t_1);  _param_constant3 = t_1 = None
        gelu: "f32[10, 16]" = torch.ops.aten.gelu.default(addmm_1);  addmm_1 = None
        _param_constant4: "f32[8, 16]" = self._param_constant4
        t_2: "f32[16, 8]" = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
        _param_constant5: "f32[8]" = self._param_constant5
        addmm_2: "f32[10, 8]" = torch.ops.aten.addmm.default(_param_constant5, gelu, t_2);  _param_constant5 = gelu = t_2 = None
        mul: "f32[10, 8]" = torch.ops.aten.mul.Tensor(slice_1, addmm_2);  slice_1 = addmm_2 = None
        add: "f32[10, 8]" = torch.ops.aten.add.Tensor(mul, 0);  mul = None
        slice_2: "f32[10, 1]" = torch.ops.aten.slice.Tensor(index_1, 1, 1, 2)
        _param_constant6: "f32[16, 8]" = self._param_constant6
        t_3: "f32[8, 16]" = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
        _param_constant7: "f32[16]" = self._param_constant7
        addmm_3: "f32[10, 16]" = torch.ops.aten.addmm.default(_param_constant7, index, t_3);  _param_constant7 = t_3 = None
        gelu_1: "f32[10, 16]" = torch.ops.aten.gelu.default(addmm_3);  addmm_3 = None
        _param_constant8: "f32[8, 16]" = self._param_constant8
        t_4: "f32[16, 8]" = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
        _param_constant9: "f32[8]" = self._param_constant9
        addmm_4: "f32[10, 8]" = torch.ops.aten.addmm.default(_param_constant9, gelu_1, t_4);  _param_constant9 = gelu_1 = t_4 = None
        mul_1: "f32[10, 8]" = torch.ops.aten.mul.Tensor(slice_2, addmm_4);  slice_2 = addmm_4 = None
        add_1: "f32[10, 8]" = torch.ops.aten.add.Tensor(add, mul_1);  add = mul_1 = None
        slice_3: "f32[10, 1]" = torch.ops.aten.slice.Tensor(index_1, 1, 2, 3)
        _param_constant10: "f32[16, 8]" = self._param_constant10
        t_5: "f32[8, 16]" = torch.ops.aten.t.default(_param_constant10);  _param_constant10 = None
        _param_constant11: "f32[16]" = self._param_constant11
        addmm_5: "f32[10, 16]" = torch.ops.aten.addmm.default(_param_constant11, index, t_5);  _param_constant11 = t_5 = None
        gelu_2: "f32[10, 16]" = torch.ops.aten.gelu.default(addmm_5);  addmm_5 = None
        _param_constant12: "f32[8, 16]" = self._param_constant12
        t_6: "f32[16, 8]" = torch.ops.aten.t.default(_param_constant12);  _param_constant12 = None
        _param_constant13: "f32[8]" = self._param_constant13
        addmm_6: "f32[10, 8]" = torch.ops.aten.addmm.default(_param_constant13, gelu_2, t_6);  _param_constant13 = gelu_2 = t_6 = None
        mul_2: "f32[10, 8]" = torch.ops.aten.mul.Tensor(slice_3, addmm_6);  slice_3 = addmm_6 = None
        add_2: "f32[10, 8]" = torch.ops.aten.add.Tensor(add_1, mul_2);  add_1 = mul_2 = None
        slice_4: "f32[10, 1]" = torch.ops.aten.slice.Tensor(index_1, 1, 3, 4);  index_1 = None
        _param_constant14: "f32[16, 8]" = self._param_constant14
        t_7: "f32[8, 16]" = torch.ops.aten.t.default(_param_constant14);  _param_constant14 = None
        _param_constant15: "f32[16]" = self._param_constant15
        addmm_7: "f32[10, 16]" = torch.ops.aten.addmm.default(_param_constant15, index, t_7);  _param_constant15 = index = t_7 = None
        gelu_3: "f32[10, 16]" = torch.ops.aten.gelu.default(addmm_7);  addmm_7 = None
        _param_constant16: "f32[8, 16]" = self._param_constant16
        t_8: "f32[16, 8]" = torch.ops.aten.t.default(_param_constant16);  _param_constant16 = None
        _param_constant17: "f32[8]" = self._param_constant17
        addmm_8: "f32[10, 8]" = torch.ops.aten.addmm.default(_param_constant17, gelu_3, t_8);  _param_constant17 = gelu_3 = t_8 = None
        mul_3: "f32[10, 8]" = torch.ops.aten.mul.Tensor(slice_4, addmm_8);  slice_4 = addmm_8 = None
        add_3: "f32[10, 8]" = torch.ops.aten.add.Tensor(add_2, mul_3);  add_2 = mul_3 = None
        zeros_like_1: "f32[10, 8]" = torch.ops.aten.zeros_like.default(view, pin_memory = False)
        index_add: "f32[10, 8]" = torch.ops.aten.index_add.default(zeros_like_1, 0, getitem_3, add_3);  zeros_like_1 = getitem_3 = add_3 = None
        add_4: "f32[10, 8]" = torch.ops.aten.add.Tensor(view, index_add);  view = index_add = None
        view_1: "f32[2, 5, 8]" = torch.ops.aten.view.default(add_4, [2, 5, 8]);  add_4 = None
        mean: "f32[2, 8]" = torch.ops.aten.mean.dim(view_1, [1]);  view_1 = None
        _param_constant18: "f32[3, 8]" = self._param_constant18
        t_9: "f32[8, 3]" = torch.ops.aten.t.default(_param_constant18);  _param_constant18 = None
        _param_constant19: "f32[3]" = self._param_constant19
        addmm_9: "f32[2, 3]" = torch.ops.aten.addmm.default(_param_constant19, mean, t_9);  _param_constant19 = mean = t_9 = None
        _log_softmax: "f32[2, 3]" = torch.ops.aten._log_softmax.default(addmm_9, 1, False);  addmm_9 = None
        detach_1: "f32[2, 3]" = torch.ops.aten.detach.default(_log_softmax);  detach_1 = None
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
        getitem_4: "f32[]" = nll_loss_forward[0]
        getitem_5: "f32[]" = nll_loss_forward[1];  nll_loss_forward = getitem_5 = None
        return getitem_4
