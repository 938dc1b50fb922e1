class traced(torch.nn.Module):
    def forward(self, x_1: "f32[2, 6, 16]", labels_1: "i64[2]"):
        # No stacktrace found for following nodes
        ones: "b8[6, 6]" = torch.ops.aten.ones.default([6, 6], dtype = torch.bool, device = device(type='cpu'), pin_memory = False)
        triu: "b8[6, 6]" = torch.ops.aten.triu.default(ones, 1);  ones = None
        _param_constant0: "f32[16]" = self._param_constant0
        _param_constant1: "f32[16]" = self._param_constant1
        native_layer_norm = torch.ops.aten.native_layer_norm.default(x_1, [16], _param_constant0, _param_constant1, 1e-05);  _param_constant0 = _param_constant1 = None
        getitem: "f32[2, 6, 16]" = native_layer_norm[0]
        getitem_1: "f32[2, 6, 1]" = native_layer_norm[1];  getitem_1 = None
        getitem_2: "f32[2, 6, 1]" = native_layer_norm[2];  native_layer_norm = getitem_2 = None
        view: "f32[12, 16]" = torch.ops.aten.view.default(getitem, [12, 16]);  getitem = None
        _param_constant2: "f32[48, 16]" = self._param_constant2
        t: "f32[16, 48]" = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
        _param_constant3: "f32[48]" = self._param_constant3
        addmm: "f32[12, 48]" = torch.ops.aten.addmm.default(_param_constant3, view, t);  _param_constant3 = view = t = None
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
        bmm: "f32[4, 6, 6]" = torch.ops.aten.bmm.default(_unsafe_view, _unsafe_view_1);  _unsafe_view = _unsafe_view_1 = None
        _unsafe_view_2: "f32[2, 2, 6, 6]" = torch.ops.aten._unsafe_view.default(bmm, [2, 2, 6, 6]);  bmm = None
        div: "f32[2, 2, 6, 6]" = torch.ops.aten.div.Tensor(_unsafe_view_2, 2.8284271247461903);  _unsafe_view_2 = None
        masked_fill: "f32[2, 2, 6, 6]" = torch.ops.aten.masked_fill.Scalar(div, triu, -inf);  div = None
        _softmax: "f32[2, 2, 6, 6]" = torch.ops.aten._softmax.default(masked_fill, -1, False);  masked_fill = None
        detach: "f32[2, 2, 6, 6]" = torch.ops.aten.detach.default(_softmax);  detach = None
        expand_2: "f32[2, 2, 6, 6]" = torch.ops.aten.expand.default(_softmax, [2, 2, 6, 6]);  _softmax = None
        view_5: "f32[4, 6, 6]" = torch.ops.aten.view.default(expand_2, [4, 6, 6]);  expand_2 = None
        expand_3: "f32[2, 2, 6, 8]" = torch.ops.aten.expand.default(transpose_2, [2, 2, 6, 8]);  transpose_2 = None
        clone_2: "f32[2, 2, 6, 8]" = torch.ops.aten.clone.default(expand_3, memory_format = torch.contiguous_format);  expand_3 = None
        _unsafe_view_3: "f32[4, 6, 8]" = torch.ops.aten._unsafe_view.default(clone_2, [4, 6, 8]);  clone_2 = None
        bmm_1: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(view_5, _unsafe_view_3);  view_5 = _unsafe_view_3 = None
        _unsafe_view_4: "f32[2, 2, 6, 8]" = torch.ops.aten._unsafe_view.default(bmm_1, [2, 2, 6, 8]);  bmm_1 = None
        transpose_4: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(_unsafe_view_4, 1, 2);  _unsafe_view_4 = None
        clone_3: "f32[2, 6, 2, 8]" = torch.ops.aten.clone.default(transpose_4, memory_format = torch.contiguous_format);  transpose_4 = None
        _unsafe_view_5: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(clone_3, [2, 6, 16]);  clone_3 = None
        view_6: "f32[12, 16]" = torch.ops.aten.view.default(_unsafe_view_5, [12, 16]);  _unsafe_view_5 = None
        _param_constant4: "f32[16, 16]" = self._param_constant4
        t_1: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
        _param_constant5: "f32[16]" = self._param_constant5
        addmm_1: "f32[12, 16]" = torch.ops.aten.addmm.default(_param_constant5, view_6, t_1);  _param_constant5 = view_6 = t_1 = None
        view_7: "f32[2, 6, 16]" = torch.ops.aten.view.default(addmm_1, [2, 6, 16]);  addmm_1 = None
        add: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(x_1, view_7);  x_1 = view_7 = None
        _param_constant6: "f32[16]" = self._param_constant6
        _param_constant7: "f32[16]" = self._param_constant7
        native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add, [16], _param_constant6, _param_constant7, 1e-05);  _param_constant6 = _param_constant7 = None
        getitem_6: "f32[2, 6, 16]" = native_layer_norm_1[0]
        getitem_7: "f32[2, 6, 1]" = native_layer_norm_1[1];  getitem_7 = None
        getitem_8: "f32[2, 6, 1]" = native_layer_norm_1[2];  native_layer_norm_1 = getitem_8 = None
        view_8: "f32[12, 16]" = torch.ops.aten.view.default(getitem_6, [12, 16]);  getitem_6 = None
        _param_constant8: "f32[48, 16]" = self._param_constant8
        t_2: "f32[16, 48]" = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
        _param_constant9: "f32[48]" = self._param_constant9
        addmm_2: "f32[12, 48]" = torch.ops.aten.addmm.default(_param_constant9, view_8, t_2);  _param_constant9 = view_8 = t_2 = None
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
        bmm_2: "f32[4, 6, 6]" = torch.ops.aten.bmm.default(_unsafe_view_6, _unsafe_view_7);  _unsafe_view_6 = _unsafe_view_7 = None
        _unsafe_view_8: "f32[2, 2, 6, 6]" = torch.ops.aten._unsafe_view.default(bmm_2, [2, 2, 6, 6]);  bmm_2 = None
        div_1: "f32[2, 2, 6, 6]" = torch.ops.aten.div.Tensor(_unsafe_view_8, 2.8284271247461903);  _unsafe_view_8 = None
        masked_fill_1: "f32[2, 2, 6, 6]" = torch.ops.aten.masked_fill.Scalar(div_1, triu, -inf);  div_1 = triu = None
        _softmax_1: "f32[2, 2, 6, 6]" = torch.ops.aten._softmax.default(masked_fill_1, -1, False);  masked_fill_1 = None
        detach_1: "f32[2, 2, 6, 6]" = torch.ops.aten.detach.default(_softmax_1);  detach_1 = None
        expand_6: "f32[2, 2, 6, 6]" = torch.ops.aten.expand.default(_softmax_1, [2, 2, 6, 6]);  _softmax_1 = None
        view_13: "f32[4, 6, 6]" = torch.ops.aten.view.default(expand_6, [4, 6, 6]);  expand_6 = None
        expand_7: "f32[2, 2, 6, 8]" = torch.ops.aten.expand.default(transpose_7, [2, 2, 6, 8]);  transpose_7 = None
        clone_6: "f32[2, 2, 6, 8]" = torch.ops.aten.clone.default(expand_7, memory_format = torch.contiguous_format);  expand_7 = None
        _unsafe_view_9: "f32[4, 6, 8]" = torch.ops.aten._unsafe_view.default(clone_6, [4, 6, 8]);  clone_6 = None
        bmm_3: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(view_13, _unsafe_view_9);  view_13 = _unsafe_view_9 = None
        _unsafe_view_10: "f32[2, 2, 6, 8]" = torch.ops.aten._unsafe_view.default(bmm_3, [2, 2, 6, 8]);  bmm_3 = None
        transpose_9: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(_unsafe_view_10, 1, 2);  _unsafe_view_10 = None
        clone_7: "f32[2, 6, 2, 8]" = torch.ops.aten.clone.default(transpose_9, memory_format = torch.contiguous_format);  transpose_9 = None
        _unsafe_view_11: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(clone_7, [2, 6, 16]);  clone_7 = None
        view_14: "f32[12, 16]" = torch.ops.aten.view.default(_unsafe_view_11, [12, 16]);  _unsafe_view_11 = None
        _param_constant10: "f32[16, 16]" = self._param_constant10
        t_3: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant10);  _param_constant10 = None
        _param_constant11: "f32[16]" = self._param_constant11
        addmm_3: "f32[12, 16]" = torch.ops.aten.addmm.default(_param_constant11, view_14, t_3);  _param_constant11 = view_14 = t_3 = None
        view_15: "f32[2, 6, 16]" = torch.ops.aten.view.default(addmm_3, [2, 6, 16]);  addmm_3 = None
        add_1: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add, view_15);  add = view_15 = None
        mean: "f32[2, 16]" = torch.ops.aten.mean.dim(add_1, [1]);  add_1 = None
        _param_constant12: "f32[3, 16]" = self._param_constant12
        t_4: "f32[16, 3]" = torch.ops.aten.t.default(_param_constant12);  _param_constant12 = None
        _param_constant13: "f32[3]" = self._param_constant13
        addmm_4: "f32[2, 3]" = torch.ops.aten.addmm.default(_param_constant13, mean, t_4);  _param_constant13 = mean = t_4 = None
        _log_softmax: "f32[2, 3]" = torch.ops.aten._log_softmax.default(addmm_4, 1, False);  addmm_4 = None
        detach_2: "f32[2, 3]" = torch.ops.aten.detach.default(_log_softmax);  detach_2 = None
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
        getitem_12: "f32[]" = nll_loss_forward[0]
        getitem_13: "f32[]" = nll_loss_forward[1];  nll_loss_forward = getitem_13 = None
        return getitem_12
