class traced(torch.nn.Module):
    def forward(self, x_1: "f32[2, 6, 16]", labels_1: "i64[2]"):
        # No stacktrace found for following nodes
        ones: "b8[6, 6]" = torch.ops.aten.ones.default([6, 6], dtype = torch.bool, device = device(type='cpu'), pin_memory = False)
        triu: "b8[6, 6]" = torch.ops.aten.triu.default(ones, 1);  ones = None
        _param_constant0: "f32[16]" = self._param_constant0
        _param_constant1: "f32[16]" = self._param_constant1
        native_layer_norm = torch.ops.aten.native_layer_norm.default(x_1, [16], _param_constant0, _param_constant1, 1e-05);  _param_constant0 = _param_constant1 = None
        getitem: "f32[2, 6, 16]" = native_layer_norm[0]
        getitem_1: "f32[2, 6, 1]" = native_layer_norm[1]
        getitem_2: "f32[2, 6, 1]" = native_layer_norm[2];  native_layer_norm = None
        view: "f32[12, 16]" = torch.ops.aten.view.default(getitem, [12, 16]);  getitem = None
        _param_constant2: "f32[48, 16]" = self._param_constant2
        t: "f32[16, 48]" = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
        _param_constant3: "f32[48]" = self._param_constant3
        addmm: "f32[12, 48]" = torch.ops.aten.addmm.default(_param_constant3, view, t);  _param_constant3 = None
        view_1: "f32[2, 6, 48]" = torch.ops.aten.view.default(addmm, [2, 6, 48]);  addmm = None
        split = torch.ops.aten.split.Tensor(view_1, 16, -1);  view_1 = None
        getitem_3: "f32[2, 6, 16]" = split[0]
        getitem_4: "f32[2, 6, 16]" = split[1]
        getitem_5: "f32[2, 6, 16]" = split[2];  split = None
        view_2: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(getitem_3, [2, 6, 2, 8]);  getitem_3 = None
        transpose: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_2, 1, 2);  view_2 = None
        view_3: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(getitem_4, [2, 6, 2, 8]);  getitem_4 = None
        transpose_1: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_3, 1, 2);  view_3 = None
        view_4: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(getitem_5, [2, 6, 2, 8]);  getitem_5 = None
        transpose_2: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_4, 1, 2);  view_4 = None
        transpose_3: "f32[2, 2, 8, 6]" = torch.ops.aten.transpose.int(transpose_1, -2, -1);  transpose_1 = None
        expand: "f32[2, 2, 6, 8]" = torch.ops.aten.expand.default(transpose, [2, 2, 6, 8]);  transpose = None
        clone: "f32[2, 2, 6, 8]" = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format);  expand = None
        _unsafe_view: "f32[4, 6, 8]" = torch.ops.aten._unsafe_view.default(clone, [4, 6, 8]);  clone = None
        expand_1: "f32[2, 2, 8, 6]" = torch.ops.aten.expand.default(transpose_3, [2, 2, 8, 6]);  transpose_3 = None
        clone_1: "f32[2, 2, 8, 6]" = torch.ops.aten.clone.default(expand_1, memory_format = torch.contiguous_format);  expand_1 = None
        _unsafe_view_1: "f32[4, 8, 6]" = torch.ops.aten._unsafe_view.default(clone_1, [4, 8, 6]);  clone_1 = None
        bmm: "f32[4, 6, 6]" = torch.ops.aten.bmm.default(_unsafe_view, _unsafe_view_1)
        _unsafe_view_2: "f32[2, 2, 6, 6]" = torch.ops.aten._unsafe_view.default(bmm, [2, 2, 6, 6]);  bmm = None
        div: "f32[2, 2, 6, 6]" = torch.ops.aten.div.Tensor(_unsafe_view_2, 2.8284271247461903);  _unsafe_view_2 = None
        masked_fill: "f32[2, 2, 6, 6]" = torch.ops.aten.masked_fill.Scalar(div, triu, -inf);  div = None
        _softmax: "f32[2, 2, 6, 6]" = torch.ops.aten._softmax.default(masked_fill, -1, False);  masked_fill = None
        detach: "f32[2, 2, 6, 6]" = torch.ops.aten.detach.default(_softmax)
        expand_2: "f32[2, 2, 6, 6]" = torch.ops.aten.expand.default(_softmax, [2, 2, 6, 6]);  _softmax = None
        view_5: "f32[4, 6, 6]" = torch.ops.aten.view.default(expand_2, [4, 6, 6]);  expand_2 = None
        expand_3: "f32[2, 2, 6, 8]" = torch.ops.aten.expand.default(transpose_2, [2, 2, 6, 8]);  transpose_2 = None
        clone_2: "f32[2, 2, 6, 8]" = torch.ops.aten.clone.default(expand_3, memory_format = torch.contiguous_format);  expand_3 = None
        _unsafe_view_3: "f32[4, 6, 8]" = torch.ops.aten._unsafe_view.default(clone_2, [4, 6, 8]);  clone_2 = None
        bmm_1: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(view_5, _unsafe_view_3)
        _unsafe_view_4: "f32[2, 2, 6, 8]" = torch.ops.aten._unsafe_view.default(bmm_1, [2, 2, 6, 8]);  bmm_1 = None
        transpose_4: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(_unsafe_view_4, 1, 2);  _unsafe_view_4 = None
        clone_3: "f32[2, 6, 2, 8]" = torch.ops.aten.clone.default(transpose_4, memory_format = torch.contiguous_format);  transpose_4 = None
        _unsafe_view_5: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(clone_3, [2, 6, 16]);  clone_3 = None
        view_6: "f32[12, 16]" = torch.ops.aten.view.default(_unsafe_view_5, [12, 16]);  _unsafe_view_5 = None
        _param_constant4: "f32[16, 16]" = self._param_constant4
        t_1: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
        _param_constant5: "f32[16]" = self._param_constant5
        addmm_1: "f32[12, 16]" = torch.ops.aten.addmm.default(_param_constant5, view_6, t_1);  _param_constant5 = None
        view_7: "f32[2, 6, 16]" = torch.ops.aten.view.default(addmm_1, [2, 6, 16]);  addmm_1 = None
        add: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(x_1, view_7);  view_7 = None
        _param_constant6: "f32[16]" = self._param_constant6
        _param_constant7: "f32[16]" = self._param_constant7
        native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add, [16], _param_constant6, _param_constant7, 1e-05);  _param_constant6 = _param_constant7 = None
        getitem_6: "f32[2, 6, 16]" = native_layer_norm_1[0]
        getitem_7: "f32[2, 6, 1]" = native_layer_norm_1[1]
        getitem_8: "f32[2, 6, 1]" = native_layer_norm_1[2];  native_layer_norm_1 = None
        view_8: "f32[12, 16]" = torch.ops.aten.view.default(getitem_6, [12, 16]);  getitem_6 = None
        _param_constant8: "f32[48, 16]" = self._param_constant8
        t_2: "f32[16, 48]" = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
        _param_constant9: "f32[48]" = self._param_constant9
        addmm_2: "f32[12, 48]" = torch.ops.aten.addmm.default(_param_constant9, view_8, t_2);  _param_constant9 = None
        view_9: "f32[2, 6, 48]" = torch.ops.aten.view.default(addmm_2, [2, 6, 48]);  addmm_2 = None
        split_1 = torch.ops.aten.split.Tensor(view_9, 16, -1);  view_9 = None
        getitem_9: "f32[2, 6, 16]" = split_1[0]
        getitem_10: "f32[2, 6, 16]" = split_1[1]
        getitem_11: "f32[2, 6, 16]" = split_1[2];  split_1 = None
        view_10: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(getitem_9, [2, 6, 2, 8]);  getitem_9 = None
        transpose_5: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_10, 1, 2);  view_10 = None
        view_11: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(getitem_10, [2, 6, 2, 8]);  getitem_10 = None
        transpose_6: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_11, 1, 2);  view_11 = None
        view_12: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(getitem_11, [2, 6, 2, 8]);  getitem_11 = None
        transpose_7: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_12, 1, 2);  view_12 = None
        transpose_8: "f32[2, 2, 8, 6]" = torch.ops.aten.transpose.int(transpose_6, -2, -1);  transpose_6 = None
        expand_4: "f32[2, 2, 6, 8]" = torch.ops.aten.expand.default(transpose_5, [2, 2, 6, 8]);  transpose_5 = None
        clone_4: "f32[2, 2, 6, 8]" = torch.ops.aten.clone.default(expand_4, memory_format = torch.contiguous_format);  expand_4 = None
        _unsafe_view_6: "f32[4, 6, 8]" = torch.ops.aten._unsafe_view.default(clone_4, [4, 6, 8]);  clone_4 = None
        expand_5: "f32[2, 2, 8, 6]" = torch.ops.aten.expand.default(transpose_8, [2, 2, 8, 6]);  transpose_8 = None
        clone_5: "f32[2, 2, 8, 6]" = torch.ops.aten.clone.default(expand_5, memory_format = torch.contiguous_format);  expand_5 = None
        _unsafe_view_7: "f32[4, 8, 6]" = torch.ops.aten._unsafe_view.default(clone_5, [4, 8, 6]);  clone_5 = None
        bmm_2: "f32[4, 6, 6]" = torch.ops.aten.bmm.default(_unsafe_view_6, _unsafe_view_7)
        _unsafe_view_8: "f32[2, 2, 6, 6]" = torch.ops.aten._unsafe_view.default(bmm_2, [2, 2, 6, 6]);  bmm_2 = None
        div_1: "f32[2, 2, 6, 6]" = torch.ops.aten.div.Tensor(_unsafe_view_8, 2.8284271247461903);  _unsafe_view_8 = None
        masked_fill_1: "f32[2, 2, 6, 6]" = torch.ops.aten.masked_fill.Scalar(div_1, triu, -inf);  div_1 = None
        _softmax_1: "f32[2, 2, 6, 6]" = torch.ops.aten._softmax.default(masked_fill_1, -1, False);  masked_fill_1 = None
        detach_1: "f32[2, 2, 6, 6]" = torch.ops.aten.detach.default(_softmax_1)
        expand_6: "f32[2, 2, 6, 6]" = torch.ops.aten.expand.default(_softmax_1, [2, 2, 6, 6]);  _softmax_1 = None
        view_13: "f32[4, 6, 6]" = torch.ops.aten.view.default(expand_6, [4, 6, 6]);  expand_6 = None
        expand_7: "f32[2, 2, 6, 8]" = torch.ops.aten.expand.default(transpose_7, [2, 2, 6, 8]);  transpose_7 = None
        clone_6: "f32[2, 2, 6, 8]" = torch.ops.aten.clone.default(expand_7, memory_format = torch.contiguous_format);  expand_7 = None
        _unsafe_view_9: "f32[4, 6, 8]" = torch.ops.aten._unsafe_view.default(clone_6, [4, 6, 8]);  clone_6 = None
        bmm_3: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(view_13, _unsafe_view_9)
        _unsafe_view_10: "f32[2, 2, 6, 8]" = torch.ops.aten._unsafe_view.default(bmm_3, [2, 2, 6, 8]);  bmm_3 = None
        transpose_9: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(_unsafe_view_10, 1, 2);  _unsafe_view_10 = None
        clone_7: "f32[2, 6, 2, 8]" = torch.ops.aten.clone.default(transpose_9, memory_format = torch.contiguous_format);  transpose_9 = None
        _unsafe_view_11: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(clone_7, [2, 6, 16]);  clone_7 = None
        view_14: "f32[12, 16]" = torch.ops.aten.view.default(_unsafe_view_11, [12, 16]);  _unsafe_view_11 = None
        _param_constant10: "f32[16, 16]" = self._param_constant10
        t_3: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant10);  _param_constant10 = None
        _param_constant11: "f32[16]" = self._param_constant11
        addmm_3: "f32[12, 16]" = torch.ops.aten.addmm.default(_param_constant11, view_14, t_3);  _param_constant11 = None
        view_15: "f32[2, 6, 16]" = torch.ops.aten.view.default(addmm_3, [2, 6, 16]);  addmm_3 = None
        add_1: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add, view_15);  view_15 = None
        mean: "f32[2, 16]" = torch.ops.aten.mean.dim(add_1, [1]);  add_1 = None
        _param_constant12: "f32[3, 16]" = self._param_constant12
        t_4: "f32[16, 3]" = torch.ops.aten.t.default(_param_constant12);  _param_constant12 = None
        _param_constant13: "f32[3]" = self._param_constant13
        addmm_4: "f32[2, 3]" = torch.ops.aten.addmm.default(_param_constant13, mean, t_4);  _param_constant13 = None
        _log_softmax: "f32[2, 3]" = torch.ops.aten._log_softmax.default(addmm_4, 1, False);  addmm_4 = None
        detach_2: "f32[2, 3]" = torch.ops.aten.detach.default(_log_softmax)
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100)
        getitem_12: "f32[]" = nll_loss_forward[0]
        getitem_13: "f32[]" = nll_loss_forward[1];  nll_loss_forward = None
        ones_like: "f32[]" = torch.ops.aten.ones_like.default(getitem_12, pin_memory = False, memory_format = torch.preserve_format)
        nll_loss_backward: "f32[2, 3]" = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, labels_1, None, 1, -100, getitem_13);  ones_like = _log_softmax = labels_1 = getitem_13 = None
        detach_3: "f32[2, 3]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        _log_softmax_backward_data: "f32[2, 3]" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_3, 1, torch.float32);  nll_loss_backward = detach_3 = None
        t_5: "f32[3, 16]" = torch.ops.aten.t.default(t_4);  t_4 = None
        mm: "f32[2, 16]" = torch.ops.aten.mm.default(_log_softmax_backward_data, t_5);  t_5 = None
        t_6: "f32[3, 2]" = torch.ops.aten.t.default(_log_softmax_backward_data)
        mm_1: "f32[3, 16]" = torch.ops.aten.mm.default(t_6, mean);  t_6 = mean = None
        t_7: "f32[16, 3]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
        view_16: "f32[3]" = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
        t_8: "f32[3, 16]" = torch.ops.aten.t.default(t_7);  t_7 = None
        unsqueeze: "f32[2, 1, 16]" = torch.ops.aten.unsqueeze.default(mm, 1);  mm = None
        expand_8: "f32[2, 6, 16]" = torch.ops.aten.expand.default(unsqueeze, [2, 6, 16]);  unsqueeze = None
        div_2: "f32[2, 6, 16]" = torch.ops.aten.div.Scalar(expand_8, 6);  expand_8 = None
        view_17: "f32[12, 16]" = torch.ops.aten.view.default(div_2, [12, 16])
        t_9: "f32[16, 16]" = torch.ops.aten.t.default(t_3);  t_3 = None
        mm_2: "f32[12, 16]" = torch.ops.aten.mm.default(view_17, t_9);  t_9 = None
        t_10: "f32[16, 12]" = torch.ops.aten.t.default(view_17)
        mm_3: "f32[16, 16]" = torch.ops.aten.mm.default(t_10, view_14);  t_10 = view_14 = None
        t_11: "f32[16, 16]" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_2: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_17, [0], True);  view_17 = None
        view_18: "f32[16]" = torch.ops.aten.view.default(sum_2, [16]);  sum_2 = None
        t_12: "f32[16, 16]" = torch.ops.aten.t.default(t_11);  t_11 = None
        view_19: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_2, [2, 6, 16]);  mm_2 = None
        view_20: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(view_19, [2, 6, 2, 8]);  view_19 = None
        transpose_10: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_20, 1, 2);  view_20 = None
        clone_8: "f32[2, 2, 6, 8]" = torch.ops.aten.clone.default(transpose_10, memory_format = torch.contiguous_format);  transpose_10 = None
        _unsafe_view_12: "f32[4, 6, 8]" = torch.ops.aten._unsafe_view.default(clone_8, [4, 6, 8]);  clone_8 = None
        transpose_11: "f32[4, 6, 6]" = torch.ops.aten.transpose.int(view_13, 1, 2);  view_13 = None
        bmm_4: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(transpose_11, _unsafe_view_12);  transpose_11 = None
        transpose_12: "f32[4, 8, 6]" = torch.ops.aten.transpose.int(_unsafe_view_9, 1, 2);  _unsafe_view_9 = None
        bmm_5: "f32[4, 6, 6]" = torch.ops.aten.bmm.default(_unsafe_view_12, transpose_12);  _unsafe_view_12 = transpose_12 = None
        view_21: "f32[2, 2, 6, 8]" = torch.ops.aten.view.default(bmm_4, [2, 2, 6, 8]);  bmm_4 = None
        view_22: "f32[2, 2, 6, 6]" = torch.ops.aten.view.default(bmm_5, [2, 2, 6, 6]);  bmm_5 = None
        detach_4: "f32[2, 2, 6, 6]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        _softmax_backward_data: "f32[2, 2, 6, 6]" = torch.ops.aten._softmax_backward_data.default(view_22, detach_4, -1, torch.float32);  view_22 = detach_4 = None
        masked_fill_2: "f32[2, 2, 6, 6]" = torch.ops.aten.masked_fill.Scalar(_softmax_backward_data, triu, 0);  _softmax_backward_data = None
        div_3: "f32[2, 2, 6, 6]" = torch.ops.aten.div.Tensor(masked_fill_2, 2.8284271247461903);  masked_fill_2 = None
        view_23: "f32[4, 6, 6]" = torch.ops.aten.view.default(div_3, [4, 6, 6]);  div_3 = None
        transpose_13: "f32[4, 8, 6]" = torch.ops.aten.transpose.int(_unsafe_view_6, 1, 2);  _unsafe_view_6 = None
        bmm_6: "f32[4, 8, 6]" = torch.ops.aten.bmm.default(transpose_13, view_23);  transpose_13 = None
        transpose_14: "f32[4, 6, 8]" = torch.ops.aten.transpose.int(_unsafe_view_7, 1, 2);  _unsafe_view_7 = None
        bmm_7: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(view_23, transpose_14);  view_23 = transpose_14 = None
        view_24: "f32[2, 2, 8, 6]" = torch.ops.aten.view.default(bmm_6, [2, 2, 8, 6]);  bmm_6 = None
        view_25: "f32[2, 2, 6, 8]" = torch.ops.aten.view.default(bmm_7, [2, 2, 6, 8]);  bmm_7 = None
        transpose_15: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_24, -2, -1);  view_24 = None
        transpose_16: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(view_21, 1, 2);  view_21 = None
        clone_9: "f32[2, 6, 2, 8]" = torch.ops.aten.clone.default(transpose_16, memory_format = torch.contiguous_format);  transpose_16 = None
        _unsafe_view_13: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(clone_9, [2, 6, 16]);  clone_9 = None
        transpose_17: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(transpose_15, 1, 2);  transpose_15 = None
        view_26: "f32[2, 6, 16]" = torch.ops.aten.view.default(transpose_17, [2, 6, 16]);  transpose_17 = None
        transpose_18: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(view_25, 1, 2);  view_25 = None
        clone_10: "f32[2, 6, 2, 8]" = torch.ops.aten.clone.default(transpose_18, memory_format = torch.contiguous_format);  transpose_18 = None
        _unsafe_view_14: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(clone_10, [2, 6, 16]);  clone_10 = None
        cat: "f32[2, 6, 48]" = torch.ops.aten.cat.default([_unsafe_view_14, view_26, _unsafe_view_13], 2);  _unsafe_view_14 = view_26 = _unsafe_view_13 = None
        view_27: "f32[12, 48]" = torch.ops.aten.view.default(cat, [12, 48]);  cat = None
        t_13: "f32[48, 16]" = torch.ops.aten.t.default(t_2);  t_2 = None
        mm_4: "f32[12, 16]" = torch.ops.aten.mm.default(view_27, t_13);  t_13 = None
        t_14: "f32[48, 12]" = torch.ops.aten.t.default(view_27)
        mm_5: "f32[48, 16]" = torch.ops.aten.mm.default(t_14, view_8);  t_14 = view_8 = None
        t_15: "f32[16, 48]" = torch.ops.aten.t.default(mm_5);  mm_5 = None
        sum_3: "f32[1, 48]" = torch.ops.aten.sum.dim_IntList(view_27, [0], True);  view_27 = None
        view_28: "f32[48]" = torch.ops.aten.view.default(sum_3, [48]);  sum_3 = None
        t_16: "f32[48, 16]" = torch.ops.aten.t.default(t_15);  t_15 = None
        view_29: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_4, [2, 6, 16]);  mm_4 = None
        _param_constant6_1: "f32[16]" = self._param_constant6
        _param_constant7_1: "f32[16]" = self._param_constant7
        native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(view_29, add, [16], getitem_7, getitem_8, _param_constant6_1, _param_constant7_1, [True, True, True]);  view_29 = add = getitem_7 = getitem_8 = _param_constant6_1 = _param_constant7_1 = None
        getitem_14: "f32[2, 6, 16]" = native_layer_norm_backward[0]
        getitem_15: "f32[16]" = native_layer_norm_backward[1]
        getitem_16: "f32[16]" = native_layer_norm_backward[2];  native_layer_norm_backward = None
        add_2: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(div_2, getitem_14);  div_2 = getitem_14 = None
        view_30: "f32[12, 16]" = torch.ops.aten.view.default(add_2, [12, 16]);  add_2 = None
        t_17: "f32[16, 16]" = torch.ops.aten.t.default(t_1);  t_1 = None
        mm_6: "f32[12, 16]" = torch.ops.aten.mm.default(view_30, t_17);  t_17 = None
        t_18: "f32[16, 12]" = torch.ops.aten.t.default(view_30)
        mm_7: "f32[16, 16]" = torch.ops.aten.mm.default(t_18, view_6);  t_18 = view_6 = None
        t_19: "f32[16, 16]" = torch.ops.aten.t.default(mm_7);  mm_7 = None
        sum_4: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_30, [0], True);  view_30 = None
        view_31: "f32[16]" = torch.ops.aten.view.default(sum_4, [16]);  sum_4 = None
        t_20: "f32[16, 16]" = torch.ops.aten.t.default(t_19);  t_19 = None
        view_32: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_6, [2, 6, 16]);  mm_6 = None
        view_33: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(view_32, [2, 6, 2, 8]);  view_32 = None
        transpose_19: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_33, 1, 2);  view_33 = None
        clone_11: "f32[2, 2, 6, 8]" = torch.ops.aten.clone.default(transpose_19, memory_format = torch.contiguous_format);  transpose_19 = None
        _unsafe_view_15: "f32[4, 6, 8]" = torch.ops.aten._unsafe_view.default(clone_11, [4, 6, 8]);  clone_11 = None
        transpose_20: "f32[4, 6, 6]" = torch.ops.aten.transpose.int(view_5, 1, 2);  view_5 = None
        bmm_8: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(transpose_20, _unsafe_view_15);  transpose_20 = None
        transpose_21: "f32[4, 8, 6]" = torch.ops.aten.transpose.int(_unsafe_view_3, 1, 2);  _unsafe_view_3 = None
        bmm_9: "f32[4, 6, 6]" = torch.ops.aten.bmm.default(_unsafe_view_15, transpose_21);  _unsafe_view_15 = transpose_21 = None
        view_34: "f32[2, 2, 6, 8]" = torch.ops.aten.view.default(bmm_8, [2, 2, 6, 8]);  bmm_8 = None
        view_35: "f32[2, 2, 6, 6]" = torch.ops.aten.view.default(bmm_9, [2, 2, 6, 6]);  bmm_9 = None
        detach_5: "f32[2, 2, 6, 6]" = torch.ops.aten.detach.default(detach);  detach = None
        _softmax_backward_data_1: "f32[2, 2, 6, 6]" = torch.ops.aten._softmax_backward_data.default(view_35, detach_5, -1, torch.float32);  view_35 = detach_5 = None
        masked_fill_3: "f32[2, 2, 6, 6]" = torch.ops.aten.masked_fill.Scalar(_softmax_backward_data_1, triu, 0);  _softmax_backward_data_1 = triu = None
        div_4: "f32[2, 2, 6, 6]" = torch.ops.aten.div.Tensor(masked_fill_3, 2.8284271247461903);  masked_fill_3 = None
        view_36: "f32[4, 6, 6]" = torch.ops.aten.view.default(div_4, [4, 6, 6]);  div_4 = None
        transpose_22: "f32[4, 8, 6]" = torch.ops.aten.transpose.int(_unsafe_view, 1, 2);  _unsafe_view = None
        bmm_10: "f32[4, 8, 6]" = torch.ops.aten.bmm.default(transpose_22, view_36);  transpose_22 = None
        transpose_23: "f32[4, 6, 8]" = torch.ops.aten.transpose.int(_unsafe_view_1, 1, 2);  _unsafe_view_1 = None
        bmm_11: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(view_36, transpose_23);  view_36 = transpose_23 = None
        view_37: "f32[2, 2, 8, 6]" = torch.ops.aten.view.default(bmm_10, [2, 2, 8, 6]);  bmm_10 = None
        view_38: "f32[2, 2, 6, 8]" = torch.ops.aten.view.default(bmm_11, [2, 2, 6, 8]);  bmm_11 = None
        transpose_24: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_37, -2, -1);  view_37 = None
        transpose_25: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(view_34, 1, 2);  view_34 = None
        clone_12: "f32[2, 6, 2, 8]" = torch.ops.aten.clone.default(transpose_25, memory_format = torch.contiguous_format);  transpose_25 = None
        _unsafe_view_16: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(clone_12, [2, 6, 16]);  clone_12 = None
        transpose_26: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(transpose_24, 1, 2);  transpose_24 = None
        view_39: "f32[2, 6, 16]" = torch.ops.aten.view.default(transpose_26, [2, 6, 16]);  transpose_26 = None
        transpose_27: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(view_38, 1, 2);  view_38 = None
        clone_13: "f32[2, 6, 2, 8]" = torch.ops.aten.clone.default(transpose_27, memory_format = torch.contiguous_format);  transpose_27 = None
        _unsafe_view_17: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(clone_13, [2, 6, 16]);  clone_13 = None
        cat_1: "f32[2, 6, 48]" = torch.ops.aten.cat.default([_unsafe_view_17, view_39, _unsafe_view_16], 2);  _unsafe_view_17 = view_39 = _unsafe_view_16 = None
        view_40: "f32[12, 48]" = torch.ops.aten.view.default(cat_1, [12, 48]);  cat_1 = None
        t_21: "f32[48, 16]" = torch.ops.aten.t.default(t);  t = None
        mm_8: "f32[12, 16]" = torch.ops.aten.mm.default(view_40, t_21);  t_21 = None
        t_22: "f32[48, 12]" = torch.ops.aten.t.default(view_40)
        mm_9: "f32[48, 16]" = torch.ops.aten.mm.default(t_22, view);  t_22 = view = None
        t_23: "f32[16, 48]" = torch.ops.aten.t.default(mm_9);  mm_9 = None
        sum_5: "f32[1, 48]" = torch.ops.aten.sum.dim_IntList(view_40, [0], True);  view_40 = None
        view_41: "f32[48]" = torch.ops.aten.view.default(sum_5, [48]);  sum_5 = None
        t_24: "f32[48, 16]" = torch.ops.aten.t.default(t_23);  t_23 = None
        view_42: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_8, [2, 6, 16]);  mm_8 = None
        _param_constant0_1: "f32[16]" = self._param_constant0
        _param_constant1_1: "f32[16]" = self._param_constant1
        native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(view_42, x_1, [16], getitem_1, getitem_2, _param_constant0_1, _param_constant1_1, [False, True, True]);  view_42 = x_1 = getitem_1 = getitem_2 = _param_constant0_1 = _param_constant1_1 = None
        getitem_17 = native_layer_norm_backward_1[0];  getitem_17 = None
        getitem_18: "f32[16]" = native_layer_norm_backward_1[1]
        getitem_19: "f32[16]" = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
        return (getitem_12, t_24, view_41, t_16, view_28, t_20, view_31, t_12, view_18, getitem_18, getitem_19, getitem_15, getitem_16, t_8, view_16)
