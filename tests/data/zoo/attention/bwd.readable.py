class run_from_loss(torch.nn.Module):
    def forward(self, loss_1: "f32[]"):
        # No stacktrace found for following nodes
        ones_like: "f32[]" = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
        _tensor_constant0: "f32[2, 3]" = self._tensor_constant0
        _tensor_constant1: "i64[2]" = self._tensor_constant1
        _tensor_constant2: "f32[]" = self._tensor_constant2
        nll_loss_backward: "f32[2, 3]" = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
        _tensor_constant3: "f32[2, 3]" = self._tensor_constant3
        detach: "f32[2, 3]" = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
        _log_softmax_backward_data: "f32[2, 3]" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
        _tensor_constant4: "f32[16, 3]" = self._tensor_constant4
        t: "f32[3, 16]" = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
        mm: "f32[2, 16]" = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  t = None
        t_1: "f32[3, 2]" = torch.ops.aten.t.default(_log_softmax_backward_data)
        _tensor_constant5: "f32[2, 16]" = self._tensor_constant5
        mm_1: "f32[3, 16]" = torch.ops.aten.mm.default(t_1, _tensor_constant5);  t_1 = _tensor_constant5 = None
        t_2: "f32[16, 3]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
        view: "f32[3]" = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
        t_3: "f32[3, 16]" = torch.ops.aten.t.default(t_2);  t_2 = None
        unsqueeze: "f32[2, 1, 16]" = torch.ops.aten.unsqueeze.default(mm, 1);  mm = None
        expand: "f32[2, 6, 16]" = torch.ops.aten.expand.default(unsqueeze, [2, 6, 16]);  unsqueeze = None
        div: "f32[2, 6, 16]" = torch.ops.aten.div.Scalar(expand, 6);  expand = None
        view_1: "f32[12, 16]" = torch.ops.aten.view.default(div, [12, 16])
        _tensor_constant6: "f32[16, 16]" = self._tensor_constant6
        t_4: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant6);  _tensor_constant6 = None
        mm_2: "f32[12, 16]" = torch.ops.aten.mm.default(view_1, t_4);  t_4 = None
        t_5: "f32[16, 12]" = torch.ops.aten.t.default(view_1)
        _tensor_constant7: "f32[12, 16]" = self._tensor_constant7
        mm_3: "f32[16, 16]" = torch.ops.aten.mm.default(t_5, _tensor_constant7);  t_5 = _tensor_constant7 = None
        t_6: "f32[16, 16]" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_2: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_1, [0], True);  view_1 = None
        view_2: "f32[16]" = torch.ops.aten.view.default(sum_2, [16]);  sum_2 = None
        t_7: "f32[16, 16]" = torch.ops.aten.t.default(t_6);  t_6 = None
        view_3: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_2, [2, 6, 16]);  mm_2 = None
        view_4: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(view_3, [2, 6, 2, 8]);  view_3 = None
        transpose: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_4, 1, 2);  view_4 = None
        clone: "f32[2, 2, 6, 8]" = torch.ops.aten.clone.default(transpose, memory_format = torch.contiguous_format);  transpose = None
        _unsafe_view: "f32[4, 6, 8]" = torch.ops.aten._unsafe_view.default(clone, [4, 6, 8]);  clone = None
        _tensor_constant8: "f32[4, 6, 6]" = self._tensor_constant8
        transpose_1: "f32[4, 6, 6]" = torch.ops.aten.transpose.int(_tensor_constant8, 1, 2);  _tensor_constant8 = None
        bmm: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(transpose_1, _unsafe_view);  transpose_1 = None
        _tensor_constant9: "f32[4, 6, 8]" = self._tensor_constant9
        transpose_2: "f32[4, 8, 6]" = torch.ops.aten.transpose.int(_tensor_constant9, 1, 2);  _tensor_constant9 = None
        bmm_1: "f32[4, 6, 6]" = torch.ops.aten.bmm.default(_unsafe_view, transpose_2);  _unsafe_view = transpose_2 = None
        view_5: "f32[2, 2, 6, 8]" = torch.ops.aten.view.default(bmm, [2, 2, 6, 8]);  bmm = None
        view_6: "f32[2, 2, 6, 6]" = torch.ops.aten.view.default(bmm_1, [2, 2, 6, 6]);  bmm_1 = None
        _tensor_constant10: "f32[2, 2, 6, 6]" = self._tensor_constant10
        detach_1: "f32[2, 2, 6, 6]" = torch.ops.aten.detach.default(_tensor_constant10);  _tensor_constant10 = None
        _softmax_backward_data: "f32[2, 2, 6, 6]" = torch.ops.aten._softmax_backward_data.default(view_6, detach_1, -1, torch.float32);  view_6 = detach_1 = None
        _tensor_constant11: "b8[6, 6]" = self._tensor_constant11
        masked_fill: "f32[2, 2, 6, 6]" = torch.ops.aten.masked_fill.Scalar(_softmax_backward_data, _tensor_constant11, 0);  _softmax_backward_data = _tensor_constant11 = None
        div_1: "f32[2, 2, 6, 6]" = torch.ops.aten.div.Tensor(masked_fill, 2.8284271247461903);  masked_fill = None
        view_7: "f32[4, 6, 6]" = torch.ops.aten.view.default(div_1, [4, 6, 6]);  div_1 = None
        _tensor_constant12: "f32[4, 6, 8]" = self._tensor_constant12
        transpose_3: "f32[4, 8, 6]" = torch.ops.aten.transpose.int(_tensor_constant12, 1, 2);  _tensor_constant12 = None
        bmm_2: "f32[4, 8, 6]" = torch.ops.aten.bmm.default(transpose_3, view_7);  transpose_3 = None
        _tensor_constant13: "f32[4, 8, 6]" = self._tensor_constant13
        transpose_4: "f32[4, 6, 8]" = torch.ops.aten.transpose.int(_tensor_constant13, 1, 2);  _tensor_constant13 = None
        bmm_3: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(view_7, transpose_4);  view_7 = transpose_4 = None
        view_8: "f32[2, 2, 8, 6]" = torch.ops.aten.view.default(bmm_2, [2, 2, 8, 6]);  bmm_2 = None
        view_9: "f32[2, 2, 6, 8]" = torch.ops.aten.view.default(bmm_3, [2, 2, 6, 8]);  bmm_3 = None
        transpose_5: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_8, -2, -1);  view_8 = None
        transpose_6: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(view_5, 1, 2);  view_5 = None
        clone_1: "f32[2, 6, 2, 8]" = torch.ops.aten.clone.default(transpose_6, memory_format = torch.contiguous_format);  transpose_6 = None
        _unsafe_view_1: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(clone_1, [2, 6, 16]);  clone_1 = None
        transpose_7: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(transpose_5, 1, 2);  transpose_5 = None
        view_10: "f32[2, 6, 16]" = torch.ops.aten.view.default(transpose_7, [2, 6, 16]);  transpose_7 = None
        transpose_8: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(view_9, 1, 2);  view_9 = None
        clone_2: "f32[2, 6, 2, 8]" = torch.ops.aten.clone.default(transpose_8, memory_format = torch.contiguous_format);  transpose_8 = None
        _unsafe_view_2: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(clone_2, [2, 6, 16]);  clone_2 = None
        cat: "f32[2, 6, 48]" = torch.ops.aten.cat.default([_unsafe_view_2, view_10, _unsafe_view_1], 2);  _unsafe_view_2 = view_10 = _unsafe_view_1 = None
        view_11: "f32[12, 48]" = torch.ops.aten.view.default(cat, [12, 48]);  cat = None
        _tensor_constant14: "f32[16, 48]" = self._tensor_constant14
        t_8: "f32[48, 16]" = torch.ops.aten.t.default(_tensor_constant14);  _tensor_constant14 = None
        mm_4: "f32[12, 16]" = torch.ops.aten.mm.default(view_11, t_8);  t_8 = None
        t_9: "f32[48, 12]" = torch.ops.aten.t.default(view_11)
        _tensor_constant15: "f32[12, 16]" = self._tensor_constant15
        mm_5: "f32[48, 16]" = torch.ops.aten.mm.default(t_9, _tensor_constant15);  t_9 = _tensor_constant15 = None
        t_10: "f32[16, 48]" = torch.ops.aten.t.default(mm_5);  mm_5 = None
        sum_3: "f32[1, 48]" = torch.ops.aten.sum.dim_IntList(view_11, [0], True);  view_11 = None
        view_12: "f32[48]" = torch.ops.aten.view.default(sum_3, [48]);  sum_3 = None
        t_11: "f32[48, 16]" = torch.ops.aten.t.default(t_10);  t_10 = None
        view_13: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_4, [2, 6, 16]);  mm_4 = None
        _tensor_constant16: "f32[2, 6, 16]" = self._tensor_constant16
        _tensor_constant17: "f32[2, 6, 1]" = self._tensor_constant17
        _tensor_constant18: "f32[2, 6, 1]" = self._tensor_constant18
        _param_constant0: "f32[16]" = self._param_constant0
        _param_constant1: "f32[16]" = self._param_constant1
        native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(view_13, _tensor_constant16, [16], _tensor_constant17, _tensor_constant18, _param_constant0, _param_constant1, [True, True, True]);  view_13 = _tensor_constant16 = _tensor_constant17 = _tensor_constant18 = _param_constant0 = _param_constant1 = None
        getitem: "f32[2, 6, 16]" = native_layer_norm_backward[0]
        getitem_1: "f32[16]" = native_layer_norm_backward[1]
        getitem_2: "f32[16]" = native_layer_norm_backward[2];  native_layer_norm_backward = None
        add: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(div, getitem);  div = getitem = None
        view_14: "f32[12, 16]" = torch.ops.aten.view.default(add, [12, 16]);  add = None
        _tensor_constant19: "f32[16, 16]" = self._tensor_constant19
        t_12: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant19);  _tensor_constant19 = None
        mm_6: "f32[12, 16]" = torch.ops.aten.mm.default(view_14, t_12);  t_12 = None
        t_13: "f32[16, 12]" = torch.ops.aten.t.default(view_14)
        _tensor_constant20: "f32[12, 16]" = self._tensor_constant20
        mm_7: "f32[16, 16]" = torch.ops.aten.mm.default(t_13, _tensor_constant20);  t_13 = _tensor_constant20 = None
        t_14: "f32[16, 16]" = torch.ops.aten.t.default(mm_7);  mm_7 = None
        sum_4: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_14, [0], True);  view_14 = None
        view_15: "f32[16]" = torch.ops.aten.view.default(sum_4, [16]);  sum_4 = None
        t_15: "f32[16, 16]" = torch.ops.aten.t.default(t_14);  t_14 = None
        view_16: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_6, [2, 6, 16]);  mm_6 = None
        view_17: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(view_16, [2, 6, 2, 8]);  view_16 = None
        transpose_9: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_17, 1, 2);  view_17 = None
        clone_3: "f32[2, 2, 6, 8]" = torch.ops.aten.clone.default(transpose_9, memory_format = torch.contiguous_format);  transpose_9 = None
        _unsafe_view_3: "f32[4, 6, 8]" = torch.ops.aten._unsafe_view.default(clone_3, [4, 6, 8]);  clone_3 = None
        _tensor_constant21: "f32[4, 6, 6]" = self._tensor_constant21
        transpose_10: "f32[4, 6, 6]" = torch.ops.aten.transpose.int(_tensor_constant21, 1, 2);  _tensor_constant21 = None
        bmm_4: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(transpose_10, _unsafe_view_3);  transpose_10 = None
        _tensor_constant22: "f32[4, 6, 8]" = self._tensor_constant22
        transpose_11: "f32[4, 8, 6]" = torch.ops.aten.transpose.int(_tensor_constant22, 1, 2);  _tensor_constant22 = None
        bmm_5: "f32[4, 6, 6]" = torch.ops.aten.bmm.default(_unsafe_view_3, transpose_11);  _unsafe_view_3 = transpose_11 = None
        view_18: "f32[2, 2, 6, 8]" = torch.ops.aten.view.default(bmm_4, [2, 2, 6, 8]);  bmm_4 = None
        view_19: "f32[2, 2, 6, 6]" = torch.ops.aten.view.default(bmm_5, [2, 2, 6, 6]);  bmm_5 = None
        _tensor_constant23: "f32[2, 2, 6, 6]" = self._tensor_constant23
        detach_2: "f32[2, 2, 6, 6]" = torch.ops.aten.detach.default(_tensor_constant23);  _tensor_constant23 = None
        _softmax_backward_data_1: "f32[2, 2, 6, 6]" = torch.ops.aten._softmax_backward_data.default(view_19, detach_2, -1, torch.float32);  view_19 = detach_2 = None
        _tensor_constant11_1: "b8[6, 6]" = self._tensor_constant11
        masked_fill_1: "f32[2, 2, 6, 6]" = torch.ops.aten.masked_fill.Scalar(_softmax_backward_data_1, _tensor_constant11_1, 0);  _softmax_backward_data_1 = _tensor_constant11_1 = None
        div_2: "f32[2, 2, 6, 6]" = torch.ops.aten.div.Tensor(masked_fill_1, 2.8284271247461903);  masked_fill_1 = None
        view_20: "f32[4, 6, 6]" = torch.ops.aten.view.default(div_2, [4, 6, 6]);  div_2 = None
        _tensor_constant24: "f32[4, 6, 8]" = self._tensor_constant24
        transpose_12: "f32[4, 8, 6]" = torch.ops.aten.transpose.int(_tensor_constant24, 1, 2);  _tensor_constant24 = None
        bmm_6: "f32[4, 8, 6]" = torch.ops.aten.bmm.default(transpose_12, view_20);  transpose_12 = None
        _tensor_constant25: "f32[4, 8, 6]" = self._tensor_constant25
        transpose_13: "f32[4, 6, 8]" = torch.ops.aten.transpose.int(_tensor_constant25, 1, 2);  _tensor_constant25 = None
        bmm_7: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(view_20, transpose_13);  view_20 = transpose_13 = None
        view_21: "f32[2, 2, 8, 6]" = torch.ops.aten.view.default(bmm_6, [2, 2, 8, 6]);  bmm_6 = None
        view_22: "f32[2, 2, 6, 8]" = torch.ops.aten.view.default(bmm_7, [2, 2, 6, 8]);  bmm_7 = None
        transpose_14: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_21, -2, -1);  view_21 = None
        transpose_15: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(view_18, 1, 2);  view_18 = None
        clone_4: "f32[2, 6, 2, 8]" = torch.ops.aten.clone.default(transpose_15, memory_format = torch.contiguous_format);  transpose_15 = None
        _unsafe_view_4: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(clone_4, [2, 6, 16]);  clone_4 = None
        transpose_16: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(transpose_14, 1, 2);  transpose_14 = None
        view_23: "f32[2, 6, 16]" = torch.ops.aten.view.default(transpose_16, [2, 6, 16]);  transpose_16 = None
        transpose_17: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(view_22, 1, 2);  view_22 = None
        clone_5: "f32[2, 6, 2, 8]" = torch.ops.aten.clone.default(transpose_17, memory_format = torch.contiguous_format);  transpose_17 = None
        _unsafe_view_5: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(clone_5, [2, 6, 16]);  clone_5 = None
        cat_1: "f32[2, 6, 48]" = torch.ops.aten.cat.default([_unsafe_view_5, view_23, _unsafe_view_4], 2);  _unsafe_view_5 = view_23 = _unsafe_view_4 = None
        view_24: "f32[12, 48]" = torch.ops.aten.view.default(cat_1, [12, 48]);  cat_1 = None
        _tensor_constant26: "f32[16, 48]" = self._tensor_constant26
        t_16: "f32[48, 16]" = torch.ops.aten.t.default(_tensor_constant26);  _tensor_constant26 = None
        mm_8: "f32[12, 16]" = torch.ops.aten.mm.default(view_24, t_16);  t_16 = None
        t_17: "f32[48, 12]" = torch.ops.aten.t.default(view_24)
        _tensor_constant27: "f32[12, 16]" = self._tensor_constant27
        mm_9: "f32[48, 16]" = torch.ops.aten.mm.default(t_17, _tensor_constant27);  t_17 = _tensor_constant27 = None
        t_18: "f32[16, 48]" = torch.ops.aten.t.default(mm_9);  mm_9 = None
        sum_5: "f32[1, 48]" = torch.ops.aten.sum.dim_IntList(view_24, [0], True);  view_24 = None
        view_25: "f32[48]" = torch.ops.aten.view.default(sum_5, [48]);  sum_5 = None
        t_19: "f32[48, 16]" = torch.ops.aten.t.default(t_18);  t_18 = None
        view_26: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_8, [2, 6, 16]);  mm_8 = None
        _tensor_constant28: "f32[2, 6, 16]" = self._tensor_constant28
        _tensor_constant29: "f32[2, 6, 1]" = self._tensor_constant29
        _tensor_constant30: "f32[2, 6, 1]" = self._tensor_constant30
        _param_constant2: "f32[16]" = self._param_constant2
        _param_constant3: "f32[16]" = self._param_constant3
        native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(view_26, _tensor_constant28, [16], _tensor_constant29, _tensor_constant30, _param_constant2, _param_constant3, [False, True, True]);  view_26 = _tensor_constant28 = _tensor_constant29 = _tensor_constant30 = _param_constant2 = _param_constant3 = None
        getitem_3 = native_layer_norm_backward_1[0];  getitem_3 = None
        getitem_4: "f32[16]" = native_layer_norm_backward_1[1]
        getitem_5: "f32[16]" = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
        return (t_19, view_25, t_11, view_12, t_15, view_15, t_7, view_2, getitem_4, getitem_5, getitem_1, getitem_2, t_3, view)
