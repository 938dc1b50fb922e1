class run_from_loss(torch.nn.Module):
    def forward(self, loss_1: "f32[]"):
        # No stacktrace found for following nodes
        ones_like: "f32[]" = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
        _tensor_constant0: "f32[16, 64]" = self._tensor_constant0
        _tensor_constant1: "i64[16]" = self._tensor_constant1
        _tensor_constant2: "f32[]" = self._tensor_constant2
        nll_loss_backward: "f32[16, 64]" = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
        _tensor_constant3: "f32[16, 64]" = self._tensor_constant3
        detach: "f32[16, 64]" = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
        _log_softmax_backward_data: "f32[16, 64]" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
        view: "f32[2, 8, 64]" = torch.ops.aten.view.default(_log_softmax_backward_data, [2, 8, 64]);  _log_softmax_backward_data = None
        view_1: "f32[16, 64]" = torch.ops.aten.view.default(view, [16, 64]);  view = None
        _tensor_constant4: "f32[16, 64]" = self._tensor_constant4
        t: "f32[64, 16]" = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
        mm: "f32[16, 16]" = torch.ops.aten.mm.default(view_1, t);  t = None
        t_1: "f32[64, 16]" = torch.ops.aten.t.default(view_1)
        _tensor_constant5: "f32[16, 16]" = self._tensor_constant5
        mm_1: "f32[64, 16]" = torch.ops.aten.mm.default(t_1, _tensor_constant5);  t_1 = _tensor_constant5 = None
        t_2: "f32[16, 64]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(view_1, [0], True);  view_1 = None
        view_2: "f32[64]" = torch.ops.aten.view.default(sum_1, [64]);  sum_1 = None
        t_3: "f32[64, 16]" = torch.ops.aten.t.default(t_2);  t_2 = None
        view_3: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm, [2, 8, 16]);  mm = None
        _tensor_constant6: "f32[2, 8, 16]" = self._tensor_constant6
        _tensor_constant7: "f32[2, 8, 1]" = self._tensor_constant7
        _tensor_constant8: "f32[2, 8, 1]" = self._tensor_constant8
        _param_constant0: "f32[16]" = self._param_constant0
        _param_constant1: "f32[16]" = self._param_constant1
        native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(view_3, _tensor_constant6, [16], _tensor_constant7, _tensor_constant8, _param_constant0, _param_constant1, [True, True, True]);  view_3 = _tensor_constant6 = _tensor_constant7 = _tensor_constant8 = _param_constant0 = _param_constant1 = None
        getitem: "f32[2, 8, 16]" = native_layer_norm_backward[0]
        getitem_1: "f32[16]" = native_layer_norm_backward[1]
        getitem_2: "f32[16]" = native_layer_norm_backward[2];  native_layer_norm_backward = None
        _tensor_constant9: "f32[2, 8, 16]" = self._tensor_constant9
        gelu_backward: "f32[2, 8, 16]" = torch.ops.aten.gelu_backward.default(getitem, _tensor_constant9);  getitem = _tensor_constant9 = None
        view_4: "f32[16, 16]" = torch.ops.aten.view.default(gelu_backward, [16, 16]);  gelu_backward = None
        _tensor_constant10: "f32[16, 16]" = self._tensor_constant10
        t_4: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant10);  _tensor_constant10 = None
        mm_2: "f32[16, 16]" = torch.ops.aten.mm.default(view_4, t_4);  t_4 = None
        t_5: "f32[16, 16]" = torch.ops.aten.t.default(view_4)
        _tensor_constant11: "f32[16, 16]" = self._tensor_constant11
        mm_3: "f32[16, 16]" = torch.ops.aten.mm.default(t_5, _tensor_constant11);  t_5 = _tensor_constant11 = None
        t_6: "f32[16, 16]" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_2: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_4, [0], True);  view_4 = None
        view_5: "f32[16]" = torch.ops.aten.view.default(sum_2, [16]);  sum_2 = None
        t_7: "f32[16, 16]" = torch.ops.aten.t.default(t_6);  t_6 = None
        view_6: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_2, [2, 8, 16]);  mm_2 = None
        _tensor_constant12: "f32[2, 8, 16]" = self._tensor_constant12
        _tensor_constant13: "f32[2, 8, 1]" = self._tensor_constant13
        _tensor_constant14: "f32[2, 8, 1]" = self._tensor_constant14
        _param_constant2: "f32[16]" = self._param_constant2
        _param_constant3: "f32[16]" = self._param_constant3
        native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(view_6, _tensor_constant12, [16], _tensor_constant13, _tensor_constant14, _param_constant2, _param_constant3, [True, True, True]);  view_6 = _tensor_constant12 = _tensor_constant13 = _tensor_constant14 = _param_constant2 = _param_constant3 = None
        getitem_3: "f32[2, 8, 16]" = native_layer_norm_backward_1[0]
        getitem_4: "f32[16]" = native_layer_norm_backward_1[1]
        getitem_5: "f32[16]" = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
        view_7: "f32[16, 16]" = torch.ops.aten.view.default(getitem_3, [16, 16])
        _tensor_constant15: "f32[32, 16]" = self._tensor_constant15
        t_8: "f32[16, 32]" = torch.ops.aten.t.default(_tensor_constant15);  _tensor_constant15 = None
        mm_4: "f32[16, 32]" = torch.ops.aten.mm.default(view_7, t_8);  t_8 = None
        t_9: "f32[16, 16]" = torch.ops.aten.t.default(view_7)
        _tensor_constant16: "f32[16, 32]" = self._tensor_constant16
        mm_5: "f32[16, 32]" = torch.ops.aten.mm.default(t_9, _tensor_constant16);  t_9 = _tensor_constant16 = None
        t_10: "f32[32, 16]" = torch.ops.aten.t.default(mm_5);  mm_5 = None
        sum_3: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_7, [0], True);  view_7 = None
        view_8: "f32[16]" = torch.ops.aten.view.default(sum_3, [16]);  sum_3 = None
        t_11: "f32[16, 32]" = torch.ops.aten.t.default(t_10);  t_10 = None
        view_9: "f32[2, 8, 32]" = torch.ops.aten.view.default(mm_4, [2, 8, 32]);  mm_4 = None
        _tensor_constant17: "f32[2, 8, 32]" = self._tensor_constant17
        gelu_backward_1: "f32[2, 8, 32]" = torch.ops.aten.gelu_backward.default(view_9, _tensor_constant17);  view_9 = _tensor_constant17 = None
        view_10: "f32[16, 32]" = torch.ops.aten.view.default(gelu_backward_1, [16, 32]);  gelu_backward_1 = None
        _tensor_constant18: "f32[16, 32]" = self._tensor_constant18
        t_12: "f32[32, 16]" = torch.ops.aten.t.default(_tensor_constant18);  _tensor_constant18 = None
        mm_6: "f32[16, 16]" = torch.ops.aten.mm.default(view_10, t_12);  t_12 = None
        t_13: "f32[32, 16]" = torch.ops.aten.t.default(view_10)
        _tensor_constant19: "f32[16, 16]" = self._tensor_constant19
        mm_7: "f32[32, 16]" = torch.ops.aten.mm.default(t_13, _tensor_constant19);  t_13 = _tensor_constant19 = None
        t_14: "f32[16, 32]" = torch.ops.aten.t.default(mm_7);  mm_7 = None
        sum_4: "f32[1, 32]" = torch.ops.aten.sum.dim_IntList(view_10, [0], True);  view_10 = None
        view_11: "f32[32]" = torch.ops.aten.view.default(sum_4, [32]);  sum_4 = None
        t_15: "f32[32, 16]" = torch.ops.aten.t.default(t_14);  t_14 = None
        view_12: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_6, [2, 8, 16]);  mm_6 = None
        add: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(getitem_3, view_12);  getitem_3 = view_12 = None
        _tensor_constant20: "f32[2, 8, 16]" = self._tensor_constant20
        _tensor_constant21: "f32[2, 8, 1]" = self._tensor_constant21
        _tensor_constant22: "f32[2, 8, 1]" = self._tensor_constant22
        _param_constant4: "f32[16]" = self._param_constant4
        _param_constant5: "f32[16]" = self._param_constant5
        native_layer_norm_backward_2 = torch.ops.aten.native_layer_norm_backward.default(add, _tensor_constant20, [16], _tensor_constant21, _tensor_constant22, _param_constant4, _param_constant5, [True, True, True]);  add = _tensor_constant20 = _tensor_constant21 = _tensor_constant22 = _param_constant4 = _param_constant5 = None
        getitem_6: "f32[2, 8, 16]" = native_layer_norm_backward_2[0]
        getitem_7: "f32[16]" = native_layer_norm_backward_2[1]
        getitem_8: "f32[16]" = native_layer_norm_backward_2[2];  native_layer_norm_backward_2 = None
        view_13: "f32[16, 16]" = torch.ops.aten.view.default(getitem_6, [16, 16])
        _tensor_constant23: "f32[16, 16]" = self._tensor_constant23
        t_16: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant23);  _tensor_constant23 = None
        mm_8: "f32[16, 16]" = torch.ops.aten.mm.default(view_13, t_16);  t_16 = None
        t_17: "f32[16, 16]" = torch.ops.aten.t.default(view_13)
        _tensor_constant24: "f32[16, 16]" = self._tensor_constant24
        mm_9: "f32[16, 16]" = torch.ops.aten.mm.default(t_17, _tensor_constant24);  t_17 = _tensor_constant24 = None
        t_18: "f32[16, 16]" = torch.ops.aten.t.default(mm_9);  mm_9 = None
        sum_5: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_13, [0], True);  view_13 = None
        view_14: "f32[16]" = torch.ops.aten.view.default(sum_5, [16]);  sum_5 = None
        t_19: "f32[16, 16]" = torch.ops.aten.t.default(t_18);  t_18 = None
        view_15: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_8, [2, 8, 16]);  mm_8 = None
        view_16: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(view_15, [2, 8, 2, 8]);  view_15 = None
        transpose: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_16, 1, 2);  view_16 = None
        clone: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(transpose, memory_format = torch.contiguous_format);  transpose = None
        _unsafe_view: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone, [4, 8, 8]);  clone = None
        _tensor_constant25: "f32[4, 8, 8]" = self._tensor_constant25
        transpose_1: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant25, 1, 2);  _tensor_constant25 = None
        bmm: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(transpose_1, _unsafe_view);  transpose_1 = None
        _tensor_constant26: "f32[4, 8, 8]" = self._tensor_constant26
        transpose_2: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant26, 1, 2);  _tensor_constant26 = None
        bmm_1: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(_unsafe_view, transpose_2);  _unsafe_view = transpose_2 = None
        view_17: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm, [2, 2, 8, 8]);  bmm = None
        view_18: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_1, [2, 2, 8, 8]);  bmm_1 = None
        _tensor_constant27: "f32[2, 2, 8, 8]" = self._tensor_constant27
        detach_1: "f32[2, 2, 8, 8]" = torch.ops.aten.detach.default(_tensor_constant27);  _tensor_constant27 = None
        _softmax_backward_data: "f32[2, 2, 8, 8]" = torch.ops.aten._softmax_backward_data.default(view_18, detach_1, -1, torch.float32);  view_18 = detach_1 = None
        mul: "f32[2, 2, 8, 8]" = torch.ops.aten.mul.Tensor(_softmax_backward_data, 0.3535533905932738);  _softmax_backward_data = None
        view_19: "f32[4, 8, 8]" = torch.ops.aten.view.default(mul, [4, 8, 8]);  mul = None
        _tensor_constant28: "f32[4, 8, 8]" = self._tensor_constant28
        transpose_3: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant28, 1, 2);  _tensor_constant28 = None
        bmm_2: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(transpose_3, view_19);  transpose_3 = None
        _tensor_constant29: "f32[4, 8, 8]" = self._tensor_constant29
        transpose_4: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant29, 1, 2);  _tensor_constant29 = None
        bmm_3: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(view_19, transpose_4);  view_19 = transpose_4 = None
        view_20: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_2, [2, 2, 8, 8]);  bmm_2 = None
        view_21: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_3, [2, 2, 8, 8]);  bmm_3 = None
        transpose_5: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_20, 2, 3);  view_20 = None
        transpose_6: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(view_17, 1, 2);  view_17 = None
        clone_1: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_6, memory_format = torch.contiguous_format);  transpose_6 = None
        _unsafe_view_1: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(clone_1, [2, 8, 16]);  clone_1 = None
        view_22: "f32[16, 16]" = torch.ops.aten.view.default(_unsafe_view_1, [16, 16]);  _unsafe_view_1 = None
        _tensor_constant30: "f32[16, 16]" = self._tensor_constant30
        t_20: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant30);  _tensor_constant30 = None
        mm_10: "f32[16, 16]" = torch.ops.aten.mm.default(view_22, t_20);  t_20 = None
        t_21: "f32[16, 16]" = torch.ops.aten.t.default(view_22)
        _tensor_constant31: "f32[16, 16]" = self._tensor_constant31
        mm_11: "f32[16, 16]" = torch.ops.aten.mm.default(t_21, _tensor_constant31);  t_21 = _tensor_constant31 = None
        t_22: "f32[16, 16]" = torch.ops.aten.t.default(mm_11);  mm_11 = None
        sum_6: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_22, [0], True);  view_22 = None
        view_23: "f32[16]" = torch.ops.aten.view.default(sum_6, [16]);  sum_6 = None
        t_23: "f32[16, 16]" = torch.ops.aten.t.default(t_22);  t_22 = None
        view_24: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_10, [2, 8, 16]);  mm_10 = None
        add_1: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(getitem_6, view_24);  getitem_6 = view_24 = None
        transpose_7: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(transpose_5, 1, 2);  transpose_5 = None
        view_25: "f32[2, 8, 16]" = torch.ops.aten.view.default(transpose_7, [2, 8, 16]);  transpose_7 = None
        clone_2: "f32[2, 8, 16]" = torch.ops.aten.clone.default(view_25, memory_format = torch.contiguous_format);  view_25 = None
        _unsafe_view_2: "f32[16, 16]" = torch.ops.aten._unsafe_view.default(clone_2, [16, 16]);  clone_2 = None
        _tensor_constant32: "f32[16, 16]" = self._tensor_constant32
        t_24: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant32);  _tensor_constant32 = None
        mm_12: "f32[16, 16]" = torch.ops.aten.mm.default(_unsafe_view_2, t_24);  t_24 = None
        t_25: "f32[16, 16]" = torch.ops.aten.t.default(_unsafe_view_2)
        _tensor_constant33: "f32[16, 16]" = self._tensor_constant33
        mm_13: "f32[16, 16]" = torch.ops.aten.mm.default(t_25, _tensor_constant33);  t_25 = _tensor_constant33 = None
        t_26: "f32[16, 16]" = torch.ops.aten.t.default(mm_13);  mm_13 = None
        sum_7: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(_unsafe_view_2, [0], True);  _unsafe_view_2 = None
        view_26: "f32[16]" = torch.ops.aten.view.default(sum_7, [16]);  sum_7 = None
        t_27: "f32[16, 16]" = torch.ops.aten.t.default(t_26);  t_26 = None
        view_27: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_12, [2, 8, 16]);  mm_12 = None
        add_2: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_1, view_27);  add_1 = view_27 = None
        transpose_8: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(view_21, 1, 2);  view_21 = None
        clone_3: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_8, memory_format = torch.contiguous_format);  transpose_8 = None
        _unsafe_view_3: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(clone_3, [2, 8, 16]);  clone_3 = None
        view_28: "f32[16, 16]" = torch.ops.aten.view.default(_unsafe_view_3, [16, 16]);  _unsafe_view_3 = None
        _tensor_constant34: "f32[16, 16]" = self._tensor_constant34
        t_28: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant34);  _tensor_constant34 = None
        mm_14: "f32[16, 16]" = torch.ops.aten.mm.default(view_28, t_28);  t_28 = None
        t_29: "f32[16, 16]" = torch.ops.aten.t.default(view_28)
        _tensor_constant35: "f32[16, 16]" = self._tensor_constant35
        mm_15: "f32[16, 16]" = torch.ops.aten.mm.default(t_29, _tensor_constant35);  t_29 = _tensor_constant35 = None
        t_30: "f32[16, 16]" = torch.ops.aten.t.default(mm_15);  mm_15 = None
        sum_8: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_28, [0], True);  view_28 = None
        view_29: "f32[16]" = torch.ops.aten.view.default(sum_8, [16]);  sum_8 = None
        t_31: "f32[16, 16]" = torch.ops.aten.t.default(t_30);  t_30 = None
        view_30: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_14, [2, 8, 16]);  mm_14 = None
        add_3: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_2, view_30);  add_2 = view_30 = None
        _tensor_constant36: "f32[2, 8, 16]" = self._tensor_constant36
        _tensor_constant37: "f32[2, 8, 1]" = self._tensor_constant37
        _tensor_constant38: "f32[2, 8, 1]" = self._tensor_constant38
        _param_constant6: "f32[16]" = self._param_constant6
        _param_constant7: "f32[16]" = self._param_constant7
        native_layer_norm_backward_3 = torch.ops.aten.native_layer_norm_backward.default(add_3, _tensor_constant36, [16], _tensor_constant37, _tensor_constant38, _param_constant6, _param_constant7, [True, True, True]);  add_3 = _tensor_constant36 = _tensor_constant37 = _tensor_constant38 = _param_constant6 = _param_constant7 = None
        getitem_9: "f32[2, 8, 16]" = native_layer_norm_backward_3[0]
        getitem_10: "f32[16]" = native_layer_norm_backward_3[1]
        getitem_11: "f32[16]" = native_layer_norm_backward_3[2];  native_layer_norm_backward_3 = None
        view_31: "f32[16, 16]" = torch.ops.aten.view.default(getitem_9, [16, 16])
        _tensor_constant39: "f32[32, 16]" = self._tensor_constant39
        t_32: "f32[16, 32]" = torch.ops.aten.t.default(_tensor_constant39);  _tensor_constant39 = None
        mm_16: "f32[16, 32]" = torch.ops.aten.mm.default(view_31, t_32);  t_32 = None
        t_33: "f32[16, 16]" = torch.ops.aten.t.default(view_31)
        _tensor_constant40: "f32[16, 32]" = self._tensor_constant40
        mm_17: "f32[16, 32]" = torch.ops.aten.mm.default(t_33, _tensor_constant40);  t_33 = _tensor_constant40 = None
        t_34: "f32[32, 16]" = torch.ops.aten.t.default(mm_17);  mm_17 = None
        sum_9: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_31, [0], True);  view_31 = None
        view_32: "f32[16]" = torch.ops.aten.view.default(sum_9, [16]);  sum_9 = None
        t_35: "f32[16, 32]" = torch.ops.aten.t.default(t_34);  t_34 = None
        view_33: "f32[2, 8, 32]" = torch.ops.aten.view.default(mm_16, [2, 8, 32]);  mm_16 = None
        _tensor_constant41: "f32[2, 8, 32]" = self._tensor_constant41
        gelu_backward_2: "f32[2, 8, 32]" = torch.ops.aten.gelu_backward.default(view_33, _tensor_constant41);  view_33 = _tensor_constant41 = None
        view_34: "f32[16, 32]" = torch.ops.aten.view.default(gelu_backward_2, [16, 32]);  gelu_backward_2 = None
        _tensor_constant42: "f32[16, 32]" = self._tensor_constant42
        t_36: "f32[32, 16]" = torch.ops.aten.t.default(_tensor_constant42);  _tensor_constant42 = None
        mm_18: "f32[16, 16]" = torch.ops.aten.mm.default(view_34, t_36);  t_36 = None
        t_37: "f32[32, 16]" = torch.ops.aten.t.default(view_34)
        _tensor_constant43: "f32[16, 16]" = self._tensor_constant43
        mm_19: "f32[32, 16]" = torch.ops.aten.mm.default(t_37, _tensor_constant43);  t_37 = _tensor_constant43 = None
        t_38: "f32[16, 32]" = torch.ops.aten.t.default(mm_19);  mm_19 = None
        sum_10: "f32[1, 32]" = torch.ops.aten.sum.dim_IntList(view_34, [0], True);  view_34 = None
        view_35: "f32[32]" = torch.ops.aten.view.default(sum_10, [32]);  sum_10 = None
        t_39: "f32[32, 16]" = torch.ops.aten.t.default(t_38);  t_38 = None
        view_36: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_18, [2, 8, 16]);  mm_18 = None
        add_4: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(getitem_9, view_36);  getitem_9 = view_36 = None
        _tensor_constant44: "f32[2, 8, 16]" = self._tensor_constant44
        _tensor_constant45: "f32[2, 8, 1]" = self._tensor_constant45
        _tensor_constant46: "f32[2, 8, 1]" = self._tensor_constant46
        _param_constant8: "f32[16]" = self._param_constant8
        _param_constant9: "f32[16]" = self._param_constant9
        native_layer_norm_backward_4 = torch.ops.aten.native_layer_norm_backward.default(add_4, _tensor_constant44, [16], _tensor_constant45, _tensor_constant46, _param_constant8, _param_constant9, [True, True, True]);  add_4 = _tensor_constant44 = _tensor_constant45 = _tensor_constant46 = _param_constant8 = _param_constant9 = None
        getitem_12: "f32[2, 8, 16]" = native_layer_norm_backward_4[0]
        getitem_13: "f32[16]" = native_layer_norm_backward_4[1]
        getitem_14: "f32[16]" = native_layer_norm_backward_4[2];  native_layer_norm_backward_4 = None
        view_37: "f32[16, 16]" = torch.ops.aten.view.default(getitem_12, [16, 16])
        _tensor_constant47: "f32[16, 16]" = self._tensor_constant47
        t_40: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant47);  _tensor_constant47 = None
        mm_20: "f32[16, 16]" = torch.ops.aten.mm.default(view_37, t_40);  t_40 = None
        t_41: "f32[16, 16]" = torch.ops.aten.t.default(view_37)
        _tensor_constant48: "f32[16, 16]" = self._tensor_constant48
        mm_21: "f32[16, 16]" = torch.ops.aten.mm.default(t_41, _tensor_constant48);  t_41 = _tensor_constant48 = None
        t_42: "f32[16, 16]" = torch.ops.aten.t.default(mm_21);  mm_21 = None
        sum_11: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_37, [0], True);  view_37 = None
        view_38: "f32[16]" = torch.ops.aten.view.default(sum_11, [16]);  sum_11 = None
        t_43: "f32[16, 16]" = torch.ops.aten.t.default(t_42);  t_42 = None
        view_39: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_20, [2, 8, 16]);  mm_20 = None
        view_40: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(view_39, [2, 8, 2, 8]);  view_39 = None
        transpose_9: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_40, 1, 2);  view_40 = None
        clone_4: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(transpose_9, memory_format = torch.contiguous_format);  transpose_9 = None
        _unsafe_view_4: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone_4, [4, 8, 8]);  clone_4 = None
        _tensor_constant49: "f32[4, 8, 8]" = self._tensor_constant49
        transpose_10: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant49, 1, 2);  _tensor_constant49 = None
        bmm_4: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(transpose_10, _unsafe_view_4);  transpose_10 = None
        _tensor_constant50: "f32[4, 8, 8]" = self._tensor_constant50
        transpose_11: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant50, 1, 2);  _tensor_constant50 = None
        bmm_5: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(_unsafe_view_4, transpose_11);  _unsafe_view_4 = transpose_11 = None
        view_41: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_4, [2, 2, 8, 8]);  bmm_4 = None
        view_42: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_5, [2, 2, 8, 8]);  bmm_5 = None
        _tensor_constant51: "f32[2, 2, 8, 8]" = self._tensor_constant51
        detach_2: "f32[2, 2, 8, 8]" = torch.ops.aten.detach.default(_tensor_constant51);  _tensor_constant51 = None
        _softmax_backward_data_1: "f32[2, 2, 8, 8]" = torch.ops.aten._softmax_backward_data.default(view_42, detach_2, -1, torch.float32);  view_42 = detach_2 = None
        mul_1: "f32[2, 2, 8, 8]" = torch.ops.aten.mul.Tensor(_softmax_backward_data_1, 0.3535533905932738);  _softmax_backward_data_1 = None
        view_43: "f32[4, 8, 8]" = torch.ops.aten.view.default(mul_1, [4, 8, 8]);  mul_1 = None
        _tensor_constant52: "f32[4, 8, 8]" = self._tensor_constant52
        transpose_12: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant52, 1, 2);  _tensor_constant52 = None
        bmm_6: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(transpose_12, view_43);  transpose_12 = None
        _tensor_constant53: "f32[4, 8, 8]" = self._tensor_constant53
        transpose_13: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant53, 1, 2);  _tensor_constant53 = None
        bmm_7: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(view_43, transpose_13);  view_43 = transpose_13 = None
        view_44: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_6, [2, 2, 8, 8]);  bmm_6 = None
        view_45: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_7, [2, 2, 8, 8]);  bmm_7 = None
        transpose_14: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_44, 2, 3);  view_44 = None
        transpose_15: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(view_41, 1, 2);  view_41 = None
        clone_5: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_15, memory_format = torch.contiguous_format);  transpose_15 = None
        _unsafe_view_5: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(clone_5, [2, 8, 16]);  clone_5 = None
        view_46: "f32[16, 16]" = torch.ops.aten.view.default(_unsafe_view_5, [16, 16]);  _unsafe_view_5 = None
        _tensor_constant54: "f32[16, 16]" = self._tensor_constant54
        t_44: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant54);  _tensor_constant54 = None
        mm_22: "f32[16, 16]" = torch.ops.aten.mm.default(view_46, t_44);  t_44 = None
        t_45: "f32[16, 16]" = torch.ops.aten.t.default(view_46)
        _tensor_constant55: "f32[16, 16]" = self._tensor_constant55
        mm_23: "f32[16, 16]" = torch.ops.aten.mm.default(t_45, _tensor_constant55);  t_45 = _tensor_constant55 = None
        t_46: "f32[16, 16]" = torch.ops.aten.t.default(mm_23);  mm_23 = None
        sum_12: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_46, [0], True);  view_46 = None
        view_47: "f32[16]" = torch.ops.aten.view.default(sum_12, [16]);  sum_12 = None
        t_47: "f32[16, 16]" = torch.ops.aten.t.default(t_46);  t_46 = None
        view_48: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_22, [2, 8, 16]);  mm_22 = None
        add_5: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(getitem_12, view_48);  getitem_12 = view_48 = None
        transpose_16: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(transpose_14, 1, 2);  transpose_14 = None
        view_49: "f32[2, 8, 16]" = torch.ops.aten.view.default(transpose_16, [2, 8, 16]);  transpose_16 = None
        clone_6: "f32[2, 8, 16]" = torch.ops.aten.clone.default(view_49, memory_format = torch.contiguous_format);  view_49 = None
        _unsafe_view_6: "f32[16, 16]" = torch.ops.aten._unsafe_view.default(clone_6, [16, 16]);  clone_6 = None
        _tensor_constant56: "f32[16, 16]" = self._tensor_constant56
        t_48: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant56);  _tensor_constant56 = None
        mm_24: "f32[16, 16]" = torch.ops.aten.mm.default(_unsafe_view_6, t_48);  t_48 = None
        t_49: "f32[16, 16]" = torch.ops.aten.t.default(_unsafe_view_6)
        _tensor_constant57: "f32[16, 16]" = self._tensor_constant57
        mm_25: "f32[16, 16]" = torch.ops.aten.mm.default(t_49, _tensor_constant57);  t_49 = _tensor_constant57 = None
        t_50: "f32[16, 16]" = torch.ops.aten.t.default(mm_25);  mm_25 = None
        sum_13: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(_unsafe_view_6, [0], True);  _unsafe_view_6 = None
        view_50: "f32[16]" = torch.ops.aten.view.default(sum_13, [16]);  sum_13 = None
        t_51: "f32[16, 16]" = torch.ops.aten.t.default(t_50);  t_50 = None
        view_51: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_24, [2, 8, 16]);  mm_24 = None
        add_6: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_5, view_51);  add_5 = view_51 = None
        transpose_17: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(view_45, 1, 2);  view_45 = None
        clone_7: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_17, memory_format = torch.contiguous_format);  transpose_17 = None
        _unsafe_view_7: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(clone_7, [2, 8, 16]);  clone_7 = None
        view_52: "f32[16, 16]" = torch.ops.aten.view.default(_unsafe_view_7, [16, 16]);  _unsafe_view_7 = None
        _tensor_constant58: "f32[16, 16]" = self._tensor_constant58
        t_52: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant58);  _tensor_constant58 = None
        mm_26: "f32[16, 16]" = torch.ops.aten.mm.default(view_52, t_52);  t_52 = None
        t_53: "f32[16, 16]" = torch.ops.aten.t.default(view_52)
        _tensor_constant59: "f32[16, 16]" = self._tensor_constant59
        mm_27: "f32[16, 16]" = torch.ops.aten.mm.default(t_53, _tensor_constant59);  t_53 = _tensor_constant59 = None
        t_54: "f32[16, 16]" = torch.ops.aten.t.default(mm_27);  mm_27 = None
        sum_14: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_52, [0], True);  view_52 = None
        view_53: "f32[16]" = torch.ops.aten.view.default(sum_14, [16]);  sum_14 = None
        t_55: "f32[16, 16]" = torch.ops.aten.t.default(t_54);  t_54 = None
        view_54: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_26, [2, 8, 16]);  mm_26 = None
        add_7: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_6, view_54);  add_6 = view_54 = None
        _tensor_constant60: "f32[2, 8, 16]" = self._tensor_constant60
        _tensor_constant61: "f32[2, 8, 1]" = self._tensor_constant61
        _tensor_constant62: "f32[2, 8, 1]" = self._tensor_constant62
        _param_constant10: "f32[16]" = self._param_constant10
        _param_constant11: "f32[16]" = self._param_constant11
        native_layer_norm_backward_5 = torch.ops.aten.native_layer_norm_backward.default(add_7, _tensor_constant60, [16], _tensor_constant61, _tensor_constant62, _param_constant10, _param_constant11, [True, True, True]);  add_7 = _tensor_constant60 = _tensor_constant61 = _tensor_constant62 = _param_constant10 = _param_constant11 = None
        getitem_15: "f32[2, 8, 16]" = native_layer_norm_backward_5[0]
        getitem_16: "f32[16]" = native_layer_norm_backward_5[1]
        getitem_17: "f32[16]" = native_layer_norm_backward_5[2];  native_layer_norm_backward_5 = None
        view_55: "f32[16, 16]" = torch.ops.aten.view.default(getitem_15, [16, 16])
        _tensor_constant63: "f32[32, 16]" = self._tensor_constant63
        t_56: "f32[16, 32]" = torch.ops.aten.t.default(_tensor_constant63);  _tensor_constant63 = None
        mm_28: "f32[16, 32]" = torch.ops.aten.mm.default(view_55, t_56);  t_56 = None
        t_57: "f32[16, 16]" = torch.ops.aten.t.default(view_55)
        _tensor_constant64: "f32[16, 32]" = self._tensor_constant64
        mm_29: "f32[16, 32]" = torch.ops.aten.mm.default(t_57, _tensor_constant64);  t_57 = _tensor_constant64 = None
        t_58: "f32[32, 16]" = torch.ops.aten.t.default(mm_29);  mm_29 = None
        sum_15: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_55, [0], True);  view_55 = None
        view_56: "f32[16]" = torch.ops.aten.view.default(sum_15, [16]);  sum_15 = None
        t_59: "f32[16, 32]" = torch.ops.aten.t.default(t_58);  t_58 = None
        view_57: "f32[2, 8, 32]" = torch.ops.aten.view.default(mm_28, [2, 8, 32]);  mm_28 = None
        _tensor_constant65: "f32[2, 8, 32]" = self._tensor_constant65
        gelu_backward_3: "f32[2, 8, 32]" = torch.ops.aten.gelu_backward.default(view_57, _tensor_constant65);  view_57 = _tensor_constant65 = None
        view_58: "f32[16, 32]" = torch.ops.aten.view.default(gelu_backward_3, [16, 32]);  gelu_backward_3 = None
        _tensor_constant66: "f32[16, 32]" = self._tensor_constant66
        t_60: "f32[32, 16]" = torch.ops.aten.t.default(_tensor_constant66);  _tensor_constant66 = None
        mm_30: "f32[16, 16]" = torch.ops.aten.mm.default(view_58, t_60);  t_60 = None
        t_61: "f32[32, 16]" = torch.ops.aten.t.default(view_58)
        _tensor_constant67: "f32[16, 16]" = self._tensor_constant67
        mm_31: "f32[32, 16]" = torch.ops.aten.mm.default(t_61, _tensor_constant67);  t_61 = _tensor_constant67 = None
        t_62: "f32[16, 32]" = torch.ops.aten.t.default(mm_31);  mm_31 = None
        sum_16: "f32[1, 32]" = torch.ops.aten.sum.dim_IntList(view_58, [0], True);  view_58 = None
        view_59: "f32[32]" = torch.ops.aten.view.default(sum_16, [32]);  sum_16 = None
        t_63: "f32[32, 16]" = torch.ops.aten.t.default(t_62);  t_62 = None
        view_60: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_30, [2, 8, 16]);  mm_30 = None
        add_8: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(getitem_15, view_60);  getitem_15 = view_60 = None
        _tensor_constant68: "f32[2, 8, 16]" = self._tensor_constant68
        _tensor_constant69: "f32[2, 8, 1]" = self._tensor_constant69
        _tensor_constant70: "f32[2, 8, 1]" = self._tensor_constant70
        _param_constant12: "f32[16]" = self._param_constant12
        _param_constant13: "f32[16]" = self._param_constant13
        native_layer_norm_backward_6 = torch.ops.aten.native_layer_norm_backward.default(add_8, _tensor_constant68, [16], _tensor_constant69, _tensor_constant70, _param_constant12, _param_constant13, [True, True, True]);  add_8 = _tensor_constant68 = _tensor_constant69 = _tensor_constant70 = _param_constant12 = _param_constant13 = None
        getitem_18: "f32[2, 8, 16]" = native_layer_norm_backward_6[0]
        getitem_19: "f32[16]" = native_layer_norm_backward_6[1]
        getitem_20: "f32[16]" = native_layer_norm_backward_6[2];  native_layer_norm_backward_6 = None
        view_61: "f32[16, 16]" = torch.ops.aten.view.default(getitem_18, [16, 16])
        _tensor_constant71: "f32[16, 16]" = self._tensor_constant71
        t_64: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant71);  _tensor_constant71 = None
        mm_32: "f32[16, 16]" = torch.ops.aten.mm.default(view_61, t_64);  t_64 = None
        t_65: "f32[16, 16]" = torch.ops.aten.t.default(view_61)
        _tensor_constant72: "f32[16, 16]" = self._tensor_constant72
        mm_33: "f32[16, 16]" = torch.ops.aten.mm.default(t_65, _tensor_constant72);  t_65 = _tensor_constant72 = None
        t_66: "f32[16, 16]" = torch.ops.aten.t.default(mm_33);  mm_33 = None
        sum_17: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_61, [0], True);  view_61 = None
        view_62: "f32[16]" = torch.ops.aten.view.default(sum_17, [16]);  sum_17 = None
        t_67: "f32[16, 16]" = torch.ops.aten.t.default(t_66);  t_66 = None
        view_63: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_32, [2, 8, 16]);  mm_32 = None
        view_64: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(view_63, [2, 8, 2, 8]);  view_63 = None
        transpose_18: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_64, 1, 2);  view_64 = None
        clone_8: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(transpose_18, memory_format = torch.contiguous_format);  transpose_18 = None
        _unsafe_view_8: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone_8, [4, 8, 8]);  clone_8 = None
        _tensor_constant73: "f32[4, 8, 8]" = self._tensor_constant73
        transpose_19: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant73, 1, 2);  _tensor_constant73 = None
        bmm_8: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(transpose_19, _unsafe_view_8);  transpose_19 = None
        _tensor_constant74: "f32[4, 8, 8]" = self._tensor_constant74
        transpose_20: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant74, 1, 2);  _tensor_constant74 = None
        bmm_9: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(_unsafe_view_8, transpose_20);  _unsafe_view_8 = transpose_20 = None
        view_65: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_8, [2, 2, 8, 8]);  bmm_8 = None
        view_66: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_9, [2, 2, 8, 8]);  bmm_9 = None
        _tensor_constant75: "f32[2, 2, 8, 8]" = self._tensor_constant75
        detach_3: "f32[2, 2, 8, 8]" = torch.ops.aten.detach.default(_tensor_constant75);  _tensor_constant75 = None
        _softmax_backward_data_2: "f32[2, 2, 8, 8]" = torch.ops.aten._softmax_backward_data.default(view_66, detach_3, -1, torch.float32);  view_66 = detach_3 = None
        mul_2: "f32[2, 2, 8, 8]" = torch.ops.aten.mul.Tensor(_softmax_backward_data_2, 0.3535533905932738);  _softmax_backward_data_2 = None
        view_67: "f32[4, 8, 8]" = torch.ops.aten.view.default(mul_2, [4, 8, 8]);  mul_2 = None
        _tensor_constant76: "f32[4, 8, 8]" = self._tensor_constant76
        transpose_21: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant76, 1, 2);  _tensor_constant76 = None
        bmm_10: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(transpose_21, view_67);  transpose_21 = None
        _tensor_constant77: "f32[4, 8, 8]" = self._tensor_constant77
        transpose_22: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant77, 1, 2);  _tensor_constant77 = None
        bmm_11: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(view_67, transpose_22);  view_67 = transpose_22 = None
        view_68: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_10, [2, 2, 8, 8]);  bmm_10 = None
        view_69: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_11, [2, 2, 8, 8]);  bmm_11 = None
        transpose_23: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_68, 2, 3);  view_68 = None
        transpose_24: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(view_65, 1, 2);  view_65 = None
        clone_9: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_24, memory_format = torch.contiguous_format);  transpose_24 = None
        _unsafe_view_9: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(clone_9, [2, 8, 16]);  clone_9 = None
        view_70: "f32[16, 16]" = torch.ops.aten.view.default(_unsafe_view_9, [16, 16]);  _unsafe_view_9 = None
        _tensor_constant78: "f32[16, 16]" = self._tensor_constant78
        t_68: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant78);  _tensor_constant78 = None
        mm_34: "f32[16, 16]" = torch.ops.aten.mm.default(view_70, t_68);  t_68 = None
        t_69: "f32[16, 16]" = torch.ops.aten.t.default(view_70)
        _tensor_constant79: "f32[16, 16]" = self._tensor_constant79
        mm_35: "f32[16, 16]" = torch.ops.aten.mm.default(t_69, _tensor_constant79);  t_69 = _tensor_constant79 = None
        t_70: "f32[16, 16]" = torch.ops.aten.t.default(mm_35);  mm_35 = None
        sum_18: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_70, [0], True);  view_70 = None
        view_71: "f32[16]" = torch.ops.aten.view.default(sum_18, [16]);  sum_18 = None
        t_71: "f32[16, 16]" = torch.ops.aten.t.default(t_70);  t_70 = None
        view_72: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_34, [2, 8, 16]);  mm_34 = None
        add_9: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(getitem_18, view_72);  getitem_18 = view_72 = None
        transpose_25: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(transpose_23, 1, 2);  transpose_23 = None
        view_73: "f32[2, 8, 16]" = torch.ops.aten.view.default(transpose_25, [2, 8, 16]);  transpose_25 = None
        clone_10: "f32[2, 8, 16]" = torch.ops.aten.clone.default(view_73, memory_format = torch.contiguous_format);  view_73 = None
        _unsafe_view_10: "f32[16, 16]" = torch.ops.aten._unsafe_view.default(clone_10, [16, 16]);  clone_10 = None
        _tensor_constant80: "f32[16, 16]" = self._tensor_constant80
        t_72: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant80);  _tensor_constant80 = None
        mm_36: "f32[16, 16]" = torch.ops.aten.mm.default(_unsafe_view_10, t_72);  t_72 = None
        t_73: "f32[16, 16]" = torch.ops.aten.t.default(_unsafe_view_10)
        _tensor_constant81: "f32[16, 16]" = self._tensor_constant81
        mm_37: "f32[16, 16]" = torch.ops.aten.mm.default(t_73, _tensor_constant81);  t_73 = _tensor_constant81 = None
        t_74: "f32[16, 16]" = torch.ops.aten.t.default(mm_37);  mm_37 = None
        sum_19: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(_unsafe_view_10, [0], True);  _unsafe_view_10 = None
        view_74: "f32[16]" = torch.ops.aten.view.default(sum_19, [16]);  sum_19 = None
        t_75: "f32[16, 16]" = torch.ops.aten.t.default(t_74);  t_74 = None
        view_75: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_36, [2, 8, 16]);  mm_36 = None
        add_10: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_9, view_75);  add_9 = view_75 = None
        transpose_26: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(view_69, 1, 2);  view_69 = None
        clone_11: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_26, memory_format = torch.contiguous_format);  transpose_26 = None
        _unsafe_view_11: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(clone_11, [2, 8, 16]);  clone_11 = None
        view_76: "f32[16, 16]" = torch.ops.aten.view.default(_unsafe_view_11, [16, 16]);  _unsafe_view_11 = None
        _tensor_constant82: "f32[16, 16]" = self._tensor_constant82
        t_76: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant82);  _tensor_constant82 = None
        mm_38: "f32[16, 16]" = torch.ops.aten.mm.default(view_76, t_76);  t_76 = None
        t_77: "f32[16, 16]" = torch.ops.aten.t.default(view_76)
        _tensor_constant83: "f32[16, 16]" = self._tensor_constant83
        mm_39: "f32[16, 16]" = torch.ops.aten.mm.default(t_77, _tensor_constant83);  t_77 = _tensor_constant83 = None
        t_78: "f32[16, 16]" = torch.ops.aten.t.default(mm_39);  mm_39 = None
        sum_20: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_76, [0], True);  view_76 = None
        view_77: "f32[16]" = torch.ops.aten.view.default(sum_20, [16]);  sum_20 = None
        t_79: "f32[16, 16]" = torch.ops.aten.t.default(t_78);  t_78 = None
        view_78: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_38, [2, 8, 16]);  mm_38 = None
        add_11: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_10, view_78);  add_10 = view_78 = None
        _tensor_constant84: "f32[2, 8, 16]" = self._tensor_constant84
        _tensor_constant85: "f32[2, 8, 1]" = self._tensor_constant85
        _tensor_constant86: "f32[2, 8, 1]" = self._tensor_constant86
        _param_constant14: "f32[16]" = self._param_constant14
        _param_constant15: "f32[16]" = self._param_constant15
        native_layer_norm_backward_7 = torch.ops.aten.native_layer_norm_backward.default(add_11, _tensor_constant84, [16], _tensor_constant85, _tensor_constant86, _param_constant14, _param_constant15, [True, True, True]);  add_11 = _tensor_constant84 = _tensor_constant85 = _tensor_constant86 = _param_constant14 = _param_constant15 = None
        getitem_21: "f32[2, 8, 16]" = native_layer_norm_backward_7[0]
        getitem_22: "f32[16]" = native_layer_norm_backward_7[1]
        getitem_23: "f32[16]" = native_layer_norm_backward_7[2];  native_layer_norm_backward_7 = None
        view_79: "f32[16, 16]" = torch.ops.aten.view.default(getitem_21, [16, 16])
        _tensor_constant87: "f32[32, 16]" = self._tensor_constant87
        t_80: "f32[16, 32]" = torch.ops.aten.t.default(_tensor_constant87);  _tensor_constant87 = None
        mm_40: "f32[16, 32]" = torch.ops.aten.mm.default(view_79, t_80);  t_80 = None
        t_81: "f32[16, 16]" = torch.ops.aten.t.default(view_79)
        _tensor_constant88: "f32[16, 32]" = self._tensor_constant88
        mm_41: "f32[16, 32]" = torch.ops.aten.mm.default(t_81, _tensor_constant88);  t_81 = _tensor_constant88 = None
        t_82: "f32[32, 16]" = torch.ops.aten.t.default(mm_41);  mm_41 = None
        sum_21: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_79, [0], True);  view_79 = None
        view_80: "f32[16]" = torch.ops.aten.view.default(sum_21, [16]);  sum_21 = None
        t_83: "f32[16, 32]" = torch.ops.aten.t.default(t_82);  t_82 = None
        view_81: "f32[2, 8, 32]" = torch.ops.aten.view.default(mm_40, [2, 8, 32]);  mm_40 = None
        _tensor_constant89: "f32[2, 8, 32]" = self._tensor_constant89
        gelu_backward_4: "f32[2, 8, 32]" = torch.ops.aten.gelu_backward.default(view_81, _tensor_constant89);  view_81 = _tensor_constant89 = None
        view_82: "f32[16, 32]" = torch.ops.aten.view.default(gelu_backward_4, [16, 32]);  gelu_backward_4 = None
        _tensor_constant90: "f32[16, 32]" = self._tensor_constant90
        t_84: "f32[32, 16]" = torch.ops.aten.t.default(_tensor_constant90);  _tensor_constant90 = None
        mm_42: "f32[16, 16]" = torch.ops.aten.mm.default(view_82, t_84);  t_84 = None
        t_85: "f32[32, 16]" = torch.ops.aten.t.default(view_82)
        _tensor_constant91: "f32[16, 16]" = self._tensor_constant91
        mm_43: "f32[32, 16]" = torch.ops.aten.mm.default(t_85, _tensor_constant91);  t_85 = _tensor_constant91 = None
        t_86: "f32[16, 32]" = torch.ops.aten.t.default(mm_43);  mm_43 = None
        sum_22: "f32[1, 32]" = torch.ops.aten.sum.dim_IntList(view_82, [0], True);  view_82 = None
        view_83: "f32[32]" = torch.ops.aten.view.default(sum_22, [32]);  sum_22 = None
        t_87: "f32[32, 16]" = torch.ops.aten.t.default(t_86);  t_86 = None
        view_84: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_42, [2, 8, 16]);  mm_42 = None
        add_12: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(getitem_21, view_84);  getitem_21 = view_84 = None
        _tensor_constant92: "f32[2, 8, 16]" = self._tensor_constant92
        _tensor_constant93: "f32[2, 8, 1]" = self._tensor_constant93
        _tensor_constant94: "f32[2, 8, 1]" = self._tensor_constant94
        _param_constant16: "f32[16]" = self._param_constant16
        _param_constant17: "f32[16]" = self._param_constant17
        native_layer_norm_backward_8 = torch.ops.aten.native_layer_norm_backward.default(add_12, _tensor_constant92, [16], _tensor_constant93, _tensor_constant94, _param_constant16, _param_constant17, [True, True, True]);  add_12 = _tensor_constant92 = _tensor_constant93 = _tensor_constant94 = _param_constant16 = _param_constant17 = None
        getitem_24: "f32[2, 8, 16]" = native_layer_norm_backward_8[0]
        getitem_25: "f32[16]" = native_layer_norm_backward_8[1]
        getitem_26: "f32[16]" = native_layer_norm_backward_8[2];  native_layer_norm_backward_8 = None
        view_85: "f32[16, 16]" = torch.ops.aten.view.default(getitem_24, [16, 16])
        _tensor_constant95: "f32[16, 16]" = self._tensor_constant95
        t_88: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant95);  _tensor_constant95 = None
        mm_44: "f32[16, 16]" = torch.ops.aten.mm.default(view_85, t_88);  t_88 = None
        t_89: "f32[16, 16]" = torch.ops.aten.t.default(view_85)
        _tensor_constant96: "f32[16, 16]" = self._tensor_constant96
        mm_45: "f32[16, 16]" = torch.ops.aten.mm.default(t_89, _tensor_constant96);  t_89 = _tensor_constant96 = None
        t_90: "f32[16, 16]" = torch.ops.aten.t.default(mm_45);  mm_45 = None
        sum_23: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_85, [0], True);  view_85 = None
        view_86: "f32[16]" = torch.ops.aten.view.default(sum_23, [16]);  sum_23 = None
        t_91: "f32[16, 16]" = torch.ops.aten.t.default(t_90);  t_90 = None
        view_87: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_44, [2, 8, 16]);  mm_44 = None
        view_88: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(view_87, [2, 8, 2, 8]);  view_87 = None
        transpose_27: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_88, 1, 2);  view_88 = None
        clone_12: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(transpose_27, memory_format = torch.contiguous_format);  transpose_27 = None
        _unsafe_view_12: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone_12, [4, 8, 8]);  clone_12 = None
        _tensor_constant97: "f32[4, 8, 8]" = self._tensor_constant97
        transpose_28: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant97, 1, 2);  _tensor_constant97 = None
        bmm_12: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(transpose_28, _unsafe_view_12);  transpose_28 = None
        _tensor_constant98: "f32[4, 8, 8]" = self._tensor_constant98
        transpose_29: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant98, 1, 2);  _tensor_constant98 = None
        bmm_13: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(_unsafe_view_12, transpose_29);  _unsafe_view_12 = transpose_29 = None
        view_89: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_12, [2, 2, 8, 8]);  bmm_12 = None
        view_90: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_13, [2, 2, 8, 8]);  bmm_13 = None
        _tensor_constant99: "f32[2, 2, 8, 8]" = self._tensor_constant99
        detach_4: "f32[2, 2, 8, 8]" = torch.ops.aten.detach.default(_tensor_constant99);  _tensor_constant99 = None
        _softmax_backward_data_3: "f32[2, 2, 8, 8]" = torch.ops.aten._softmax_backward_data.default(view_90, detach_4, -1, torch.float32);  view_90 = detach_4 = None
        mul_3: "f32[2, 2, 8, 8]" = torch.ops.aten.mul.Tensor(_softmax_backward_data_3, 0.3535533905932738);  _softmax_backward_data_3 = None
        view_91: "f32[4, 8, 8]" = torch.ops.aten.view.default(mul_3, [4, 8, 8]);  mul_3 = None
        _tensor_constant100: "f32[4, 8, 8]" = self._tensor_constant100
        transpose_30: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant100, 1, 2);  _tensor_constant100 = None
        bmm_14: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(transpose_30, view_91);  transpose_30 = None
        _tensor_constant101: "f32[4, 8, 8]" = self._tensor_constant101
        transpose_31: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant101, 1, 2);  _tensor_constant101 = None
        bmm_15: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(view_91, transpose_31);  view_91 = transpose_31 = None
        view_92: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_14, [2, 2, 8, 8]);  bmm_14 = None
        view_93: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_15, [2, 2, 8, 8]);  bmm_15 = None
        transpose_32: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_92, 2, 3);  view_92 = None
        transpose_33: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(view_89, 1, 2);  view_89 = None
        clone_13: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_33, memory_format = torch.contiguous_format);  transpose_33 = None
        _unsafe_view_13: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(clone_13, [2, 8, 16]);  clone_13 = None
        view_94: "f32[16, 16]" = torch.ops.aten.view.default(_unsafe_view_13, [16, 16]);  _unsafe_view_13 = None
        _tensor_constant102: "f32[16, 16]" = self._tensor_constant102
        t_92: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant102);  _tensor_constant102 = None
        mm_46: "f32[16, 16]" = torch.ops.aten.mm.default(view_94, t_92);  t_92 = None
        t_93: "f32[16, 16]" = torch.ops.aten.t.default(view_94)
        _tensor_constant103: "f32[16, 16]" = self._tensor_constant103
        mm_47: "f32[16, 16]" = torch.ops.aten.mm.default(t_93, _tensor_constant103);  t_93 = _tensor_constant103 = None
        t_94: "f32[16, 16]" = torch.ops.aten.t.default(mm_47);  mm_47 = None
        sum_24: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_94, [0], True);  view_94 = None
        view_95: "f32[16]" = torch.ops.aten.view.default(sum_24, [16]);  sum_24 = None
        t_95: "f32[16, 16]" = torch.ops.aten.t.default(t_94);  t_94 = None
        view_96: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_46, [2, 8, 16]);  mm_46 = None
        add_13: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(getitem_24, view_96);  getitem_24 = view_96 = None
        transpose_34: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(transpose_32, 1, 2);  transpose_32 = None
        view_97: "f32[2, 8, 16]" = torch.ops.aten.view.default(transpose_34, [2, 8, 16]);  transpose_34 = None
        clone_14: "f32[2, 8, 16]" = torch.ops.aten.clone.default(view_97, memory_format = torch.contiguous_format);  view_97 = None
        _unsafe_view_14: "f32[16, 16]" = torch.ops.aten._unsafe_view.default(clone_14, [16, 16]);  clone_14 = None
        _tensor_constant104: "f32[16, 16]" = self._tensor_constant104
        t_96: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant104);  _tensor_constant104 = None
        mm_48: "f32[16, 16]" = torch.ops.aten.mm.default(_unsafe_view_14, t_96);  t_96 = None
        t_97: "f32[16, 16]" = torch.ops.aten.t.default(_unsafe_view_14)
        _tensor_constant105: "f32[16, 16]" = self._tensor_constant105
        mm_49: "f32[16, 16]" = torch.ops.aten.mm.default(t_97, _tensor_constant105);  t_97 = _tensor_constant105 = None
        t_98: "f32[16, 16]" = torch.ops.aten.t.default(mm_49);  mm_49 = None
        sum_25: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(_unsafe_view_14, [0], True);  _unsafe_view_14 = None
        view_98: "f32[16]" = torch.ops.aten.view.default(sum_25, [16]);  sum_25 = None
        t_99: "f32[16, 16]" = torch.ops.aten.t.default(t_98);  t_98 = None
        view_99: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_48, [2, 8, 16]);  mm_48 = None
        add_14: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_13, view_99);  add_13 = view_99 = None
        transpose_35: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(view_93, 1, 2);  view_93 = None
        clone_15: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_35, memory_format = torch.contiguous_format);  transpose_35 = None
        _unsafe_view_15: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(clone_15, [2, 8, 16]);  clone_15 = None
        view_100: "f32[16, 16]" = torch.ops.aten.view.default(_unsafe_view_15, [16, 16]);  _unsafe_view_15 = None
        _tensor_constant106: "f32[16, 16]" = self._tensor_constant106
        t_100: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant106);  _tensor_constant106 = None
        mm_50: "f32[16, 16]" = torch.ops.aten.mm.default(view_100, t_100);  t_100 = None
        t_101: "f32[16, 16]" = torch.ops.aten.t.default(view_100)
        _tensor_constant107: "f32[16, 16]" = self._tensor_constant107
        mm_51: "f32[16, 16]" = torch.ops.aten.mm.default(t_101, _tensor_constant107);  t_101 = _tensor_constant107 = None
        t_102: "f32[16, 16]" = torch.ops.aten.t.default(mm_51);  mm_51 = None
        sum_26: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_100, [0], True);  view_100 = None
        view_101: "f32[16]" = torch.ops.aten.view.default(sum_26, [16]);  sum_26 = None
        t_103: "f32[16, 16]" = torch.ops.aten.t.default(t_102);  t_102 = None
        view_102: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_50, [2, 8, 16]);  mm_50 = None
        add_15: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_14, view_102);  add_14 = view_102 = None
        _tensor_constant108: "f32[2, 8, 16]" = self._tensor_constant108
        _tensor_constant109: "f32[2, 8, 1]" = self._tensor_constant109
        _tensor_constant110: "f32[2, 8, 1]" = self._tensor_constant110
        _param_constant18: "f32[16]" = self._param_constant18
        _param_constant19: "f32[16]" = self._param_constant19
        native_layer_norm_backward_9 = torch.ops.aten.native_layer_norm_backward.default(add_15, _tensor_constant108, [16], _tensor_constant109, _tensor_constant110, _param_constant18, _param_constant19, [True, True, True]);  add_15 = _tensor_constant108 = _tensor_constant109 = _tensor_constant110 = _param_constant18 = _param_constant19 = None
        getitem_27: "f32[2, 8, 16]" = native_layer_norm_backward_9[0]
        getitem_28: "f32[16]" = native_layer_norm_backward_9[1]
        getitem_29: "f32[16]" = native_layer_norm_backward_9[2];  native_layer_norm_backward_9 = None
        view_103: "f32[16, 16]" = torch.ops.aten.view.default(getitem_27, [16, 16])
        _tensor_constant111: "f32[32, 16]" = self._tensor_constant111
        t_104: "f32[16, 32]" = torch.ops.aten.t.default(_tensor_constant111);  _tensor_constant111 = None
        mm_52: "f32[16, 32]" = torch.ops.aten.mm.default(view_103, t_104);  t_104 = None
        t_105: "f32[16, 16]" = torch.ops.aten.t.default(view_103)
        _tensor_constant112: "f32[16, 32]" = self._tensor_constant112
        mm_53: "f32[16, 32]" = torch.ops.aten.mm.default(t_105, _tensor_constant112);  t_105 = _tensor_constant112 = None
        t_106: "f32[32, 16]" = torch.ops.aten.t.default(mm_53);  mm_53 = None
        sum_27: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_103, [0], True);  view_103 = None
        view_104: "f32[16]" = torch.ops.aten.view.default(sum_27, [16]);  sum_27 = None
        t_107: "f32[16, 32]" = torch.ops.aten.t.default(t_106);  t_106 = None
        view_105: "f32[2, 8, 32]" = torch.ops.aten.view.default(mm_52, [2, 8, 32]);  mm_52 = None
        _tensor_constant113: "f32[2, 8, 32]" = self._tensor_constant113
        gelu_backward_5: "f32[2, 8, 32]" = torch.ops.aten.gelu_backward.default(view_105, _tensor_constant113);  view_105 = _tensor_constant113 = None
        view_106: "f32[16, 32]" = torch.ops.aten.view.default(gelu_backward_5, [16, 32]);  gelu_backward_5 = None
        _tensor_constant114: "f32[16, 32]" = self._tensor_constant114
        t_108: "f32[32, 16]" = torch.ops.aten.t.default(_tensor_constant114);  _tensor_constant114 = None
        mm_54: "f32[16, 16]" = torch.ops.aten.mm.default(view_106, t_108);  t_108 = None
        t_109: "f32[32, 16]" = torch.ops.aten.t.default(view_106)
        _tensor_constant115: "f32[16, 16]" = self._tensor_constant115
        mm_55: "f32[32, 16]" = torch.ops.aten.mm.default(t_109, _tensor_constant115);  t_109 = _tensor_constant115 = None
        t_110: "f32[16, 32]" = torch.ops.aten.t.default(mm_55);  mm_55 = None
        sum_28: "f32[1, 32]" = torch.ops.aten.sum.dim_IntList(view_106, [0], True);  view_106 = None
        view_107: "f32[32]" = torch.ops.aten.view.default(sum_28, [32]);  sum_28 = None
        t_111: "f32[32, 16]" = torch.ops.aten.t.default(t_110);  t_110 = None
        view_108: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_54, [2, 8, 16]);  mm_54 = None
        add_16: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(getitem_27, view_108);  getitem_27 = view_108 = None
        _tensor_constant116: "f32[2, 8, 16]" = self._tensor_constant116
        _tensor_constant117: "f32[2, 8, 1]" = self._tensor_constant117
        _tensor_constant118: "f32[2, 8, 1]" = self._tensor_constant118
        _param_constant20: "f32[16]" = self._param_constant20
        _param_constant21: "f32[16]" = self._param_constant21
        native_layer_norm_backward_10 = torch.ops.aten.native_layer_norm_backward.default(add_16, _tensor_constant116, [16], _tensor_constant117, _tensor_constant118, _param_constant20, _param_constant21, [True, True, True]);  add_16 = _tensor_constant116 = _tensor_constant117 = _tensor_constant118 = _param_constant20 = _param_constant21 = None
        getitem_30: "f32[2, 8, 16]" = native_layer_norm_backward_10[0]
        getitem_31: "f32[16]" = native_layer_norm_backward_10[1]
        getitem_32: "f32[16]" = native_layer_norm_backward_10[2];  native_layer_norm_backward_10 = None
        view_109: "f32[16, 16]" = torch.ops.aten.view.default(getitem_30, [16, 16])
        _tensor_constant119: "f32[16, 16]" = self._tensor_constant119
        t_112: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant119);  _tensor_constant119 = None
        mm_56: "f32[16, 16]" = torch.ops.aten.mm.default(view_109, t_112);  t_112 = None
        t_113: "f32[16, 16]" = torch.ops.aten.t.default(view_109)
        _tensor_constant120: "f32[16, 16]" = self._tensor_constant120
        mm_57: "f32[16, 16]" = torch.ops.aten.mm.default(t_113, _tensor_constant120);  t_113 = _tensor_constant120 = None
        t_114: "f32[16, 16]" = torch.ops.aten.t.default(mm_57);  mm_57 = None
        sum_29: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_109, [0], True);  view_109 = None
        view_110: "f32[16]" = torch.ops.aten.view.default(sum_29, [16]);  sum_29 = None
        t_115: "f32[16, 16]" = torch.ops.aten.t.default(t_114);  t_114 = None
        view_111: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_56, [2, 8, 16]);  mm_56 = None
        view_112: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(view_111, [2, 8, 2, 8]);  view_111 = None
        transpose_36: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_112, 1, 2);  view_112 = None
        clone_16: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(transpose_36, memory_format = torch.contiguous_format);  transpose_36 = None
        _unsafe_view_16: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone_16, [4, 8, 8]);  clone_16 = None
        _tensor_constant121: "f32[4, 8, 8]" = self._tensor_constant121
        transpose_37: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant121, 1, 2);  _tensor_constant121 = None
        bmm_16: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(transpose_37, _unsafe_view_16);  transpose_37 = None
        _tensor_constant122: "f32[4, 8, 8]" = self._tensor_constant122
        transpose_38: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant122, 1, 2);  _tensor_constant122 = None
        bmm_17: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(_unsafe_view_16, transpose_38);  _unsafe_view_16 = transpose_38 = None
        view_113: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_16, [2, 2, 8, 8]);  bmm_16 = None
        view_114: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_17, [2, 2, 8, 8]);  bmm_17 = None
        _tensor_constant123: "f32[2, 2, 8, 8]" = self._tensor_constant123
        detach_5: "f32[2, 2, 8, 8]" = torch.ops.aten.detach.default(_tensor_constant123);  _tensor_constant123 = None
        _softmax_backward_data_4: "f32[2, 2, 8, 8]" = torch.ops.aten._softmax_backward_data.default(view_114, detach_5, -1, torch.float32);  view_114 = detach_5 = None
        mul_4: "f32[2, 2, 8, 8]" = torch.ops.aten.mul.Tensor(_softmax_backward_data_4, 0.3535533905932738);  _softmax_backward_data_4 = None
        view_115: "f32[4, 8, 8]" = torch.ops.aten.view.default(mul_4, [4, 8, 8]);  mul_4 = None
        _tensor_constant124: "f32[4, 8, 8]" = self._tensor_constant124
        transpose_39: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant124, 1, 2);  _tensor_constant124 = None
        bmm_18: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(transpose_39, view_115);  transpose_39 = None
        _tensor_constant125: "f32[4, 8, 8]" = self._tensor_constant125
        transpose_40: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant125, 1, 2);  _tensor_constant125 = None
        bmm_19: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(view_115, transpose_40);  view_115 = transpose_40 = None
        view_116: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_18, [2, 2, 8, 8]);  bmm_18 = None
        view_117: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_19, [2, 2, 8, 8]);  bmm_19 = None
        transpose_41: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_116, 2, 3);  view_116 = None
        transpose_42: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(view_113, 1, 2);  view_113 = None
        clone_17: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_42, memory_format = torch.contiguous_format);  transpose_42 = None
        _unsafe_view_17: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(clone_17, [2, 8, 16]);  clone_17 = None
        view_118: "f32[16, 16]" = torch.ops.aten.view.default(_unsafe_view_17, [16, 16]);  _unsafe_view_17 = None
        _tensor_constant126: "f32[16, 16]" = self._tensor_constant126
        t_116: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant126);  _tensor_constant126 = None
        mm_58: "f32[16, 16]" = torch.ops.aten.mm.default(view_118, t_116);  t_116 = None
        t_117: "f32[16, 16]" = torch.ops.aten.t.default(view_118)
        _tensor_constant127: "f32[16, 16]" = self._tensor_constant127
        mm_59: "f32[16, 16]" = torch.ops.aten.mm.default(t_117, _tensor_constant127);  t_117 = _tensor_constant127 = None
        t_118: "f32[16, 16]" = torch.ops.aten.t.default(mm_59);  mm_59 = None
        sum_30: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_118, [0], True);  view_118 = None
        view_119: "f32[16]" = torch.ops.aten.view.default(sum_30, [16]);  sum_30 = None
        t_119: "f32[16, 16]" = torch.ops.aten.t.default(t_118);  t_118 = None
        view_120: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_58, [2, 8, 16]);  mm_58 = None
        add_17: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(getitem_30, view_120);  getitem_30 = view_120 = None
        transpose_43: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(transpose_41, 1, 2);  transpose_41 = None
        view_121: "f32[2, 8, 16]" = torch.ops.aten.view.default(transpose_43, [2, 8, 16]);  transpose_43 = None
        clone_18: "f32[2, 8, 16]" = torch.ops.aten.clone.default(view_121, memory_format = torch.contiguous_format);  view_121 = None
        _unsafe_view_18: "f32[16, 16]" = torch.ops.aten._unsafe_view.default(clone_18, [16, 16]);  clone_18 = None
        _tensor_constant128: "f32[16, 16]" = self._tensor_constant128
        t_120: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant128);  _tensor_constant128 = None
        mm_60: "f32[16, 16]" = torch.ops.aten.mm.default(_unsafe_view_18, t_120);  t_120 = None
        t_121: "f32[16, 16]" = torch.ops.aten.t.default(_unsafe_view_18)
        _tensor_constant129: "f32[16, 16]" = self._tensor_constant129
        mm_61: "f32[16, 16]" = torch.ops.aten.mm.default(t_121, _tensor_constant129);  t_121 = _tensor_constant129 = None
        t_122: "f32[16, 16]" = torch.ops.aten.t.default(mm_61);  mm_61 = None
        sum_31: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(_unsafe_view_18, [0], True);  _unsafe_view_18 = None
        view_122: "f32[16]" = torch.ops.aten.view.default(sum_31, [16]);  sum_31 = None
        t_123: "f32[16, 16]" = torch.ops.aten.t.default(t_122);  t_122 = None
        view_123: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_60, [2, 8, 16]);  mm_60 = None
        add_18: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_17, view_123);  add_17 = view_123 = None
        transpose_44: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(view_117, 1, 2);  view_117 = None
        clone_19: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_44, memory_format = torch.contiguous_format);  transpose_44 = None
        _unsafe_view_19: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(clone_19, [2, 8, 16]);  clone_19 = None
        view_124: "f32[16, 16]" = torch.ops.aten.view.default(_unsafe_view_19, [16, 16]);  _unsafe_view_19 = None
        _tensor_constant130: "f32[16, 16]" = self._tensor_constant130
        t_124: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant130);  _tensor_constant130 = None
        mm_62: "f32[16, 16]" = torch.ops.aten.mm.default(view_124, t_124);  t_124 = None
        t_125: "f32[16, 16]" = torch.ops.aten.t.default(view_124)
        _tensor_constant131: "f32[16, 16]" = self._tensor_constant131
        mm_63: "f32[16, 16]" = torch.ops.aten.mm.default(t_125, _tensor_constant131);  t_125 = _tensor_constant131 = None
        t_126: "f32[16, 16]" = torch.ops.aten.t.default(mm_63);  mm_63 = None
        sum_32: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_124, [0], True);  view_124 = None
        view_125: "f32[16]" = torch.ops.aten.view.default(sum_32, [16]);  sum_32 = None
        t_127: "f32[16, 16]" = torch.ops.aten.t.default(t_126);  t_126 = None
        view_126: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_62, [2, 8, 16]);  mm_62 = None
        add_19: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_18, view_126);  add_18 = view_126 = None
        _tensor_constant132: "f32[2, 8, 16]" = self._tensor_constant132
        _tensor_constant133: "f32[2, 8, 1]" = self._tensor_constant133
        _tensor_constant134: "f32[2, 8, 1]" = self._tensor_constant134
        _param_constant22: "f32[16]" = self._param_constant22
        _param_constant23: "f32[16]" = self._param_constant23
        native_layer_norm_backward_11 = torch.ops.aten.native_layer_norm_backward.default(add_19, _tensor_constant132, [16], _tensor_constant133, _tensor_constant134, _param_constant22, _param_constant23, [True, True, True]);  add_19 = _tensor_constant132 = _tensor_constant133 = _tensor_constant134 = _param_constant22 = _param_constant23 = None
        getitem_33: "f32[2, 8, 16]" = native_layer_norm_backward_11[0]
        getitem_34: "f32[16]" = native_layer_norm_backward_11[1]
        getitem_35: "f32[16]" = native_layer_norm_backward_11[2];  native_layer_norm_backward_11 = None
        view_127: "f32[16, 16]" = torch.ops.aten.view.default(getitem_33, [16, 16])
        _tensor_constant135: "f32[32, 16]" = self._tensor_constant135
        t_128: "f32[16, 32]" = torch.ops.aten.t.default(_tensor_constant135);  _tensor_constant135 = None
        mm_64: "f32[16, 32]" = torch.ops.aten.mm.default(view_127, t_128);  t_128 = None
        t_129: "f32[16, 16]" = torch.ops.aten.t.default(view_127)
        _tensor_constant136: "f32[16, 32]" = self._tensor_constant136
        mm_65: "f32[16, 32]" = torch.ops.aten.mm.default(t_129, _tensor_constant136);  t_129 = _tensor_constant136 = None
        t_130: "f32[32, 16]" = torch.ops.aten.t.default(mm_65);  mm_65 = None
        sum_33: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_127, [0], True);  view_127 = None
        view_128: "f32[16]" = torch.ops.aten.view.default(sum_33, [16]);  sum_33 = None
        t_131: "f32[16, 32]" = torch.ops.aten.t.default(t_130);  t_130 = None
        view_129: "f32[2, 8, 32]" = torch.ops.aten.view.default(mm_64, [2, 8, 32]);  mm_64 = None
        _tensor_constant137: "f32[2, 8, 32]" = self._tensor_constant137
        gelu_backward_6: "f32[2, 8, 32]" = torch.ops.aten.gelu_backward.default(view_129, _tensor_constant137);  view_129 = _tensor_constant137 = None
        view_130: "f32[16, 32]" = torch.ops.aten.view.default(gelu_backward_6, [16, 32]);  gelu_backward_6 = None
        _tensor_constant138: "f32[16, 32]" = self._tensor_constant138
        t_132: "f32[32, 16]" = torch.ops.aten.t.default(_tensor_constant138);  _tensor_constant138 = None
        mm_66: "f32[16, 16]" = torch.ops.aten.mm.default(view_130, t_132);  t_132 = None
        t_133: "f32[32, 16]" = torch.ops.aten.t.default(view_130)
        _tensor_constant139: "f32[16, 16]" = self._tensor_constant139
        mm_67: "f32[32, 16]" = torch.ops.aten.mm.default(t_133, _tensor_constant139);  t_133 = _tensor_constant139 = None
        t_134: "f32[16, 32]" = torch.ops.aten.t.default(mm_67);  mm_67 = None
        sum_34: "f32[1, 32]" = torch.ops.aten.sum.dim_IntList(view_130, [0], True);  view_130 = None
        view_131: "f32[32]" = torch.ops.aten.view.default(sum_34, [32]);  sum_34 = None
        t_135: "f32[32, 16]" = torch.ops.aten.t.default(t_134);  t_134 = None
        view_132: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_66, [2, 8, 16]);  mm_66 = None
        add_20: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(getitem_33, view_132);  getitem_33 = view_132 = None
        _tensor_constant140: "f32[2, 8, 16]" = self._tensor_constant140
        _tensor_constant141: "f32[2, 8, 1]" = self._tensor_constant141
        _tensor_constant142: "f32[2, 8, 1]" = self._tensor_constant142
        _param_constant24: "f32[16]" = self._param_constant24
        _param_constant25: "f32[16]" = self._param_constant25
        native_layer_norm_backward_12 = torch.ops.aten.native_layer_norm_backward.default(add_20, _tensor_constant140, [16], _tensor_constant141, _tensor_constant142, _param_constant24, _param_constant25, [True, True, True]);  add_20 = _tensor_constant140 = _tensor_constant141 = _tensor_constant142 = _param_constant24 = _param_constant25 = None
        getitem_36: "f32[2, 8, 16]" = native_layer_norm_backward_12[0]
        getitem_37: "f32[16]" = native_layer_norm_backward_12[1]
        getitem_38: "f32[16]" = native_layer_norm_backward_12[2];  native_layer_norm_backward_12 = None
        view_133: "f32[16, 16]" = torch.ops.aten.view.default(getitem_36, [16, 16])
        _tensor_constant143: "f32[16, 16]" = self._tensor_constant143
        t_136: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant143);  _tensor_constant143 = None
        mm_68: "f32[16, 16]" = torch.ops.aten.mm.default(view_133, t_136);  t_136 = None
        t_137: "f32[16, 16]" = torch.ops.aten.t.default(view_133)
        _tensor_constant144: "f32[16, 16]" = self._tensor_constant144
        mm_69: "f32[16, 16]" = torch.ops.aten.mm.default(t_137, _tensor_constant144);  t_137 = _tensor_constant144 = None
        t_138: "f32[16, 16]" = torch.ops.aten.t.default(mm_69);  mm_69 = None
        sum_35: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_133, [0], True);  view_133 = None
        view_134: "f32[16]" = torch.ops.aten.view.default(sum_35, [16]);  sum_35 = None
        t_139: "f32[16, 16]" = torch.ops.aten.t.default(t_138);  t_138 = None
        view_135: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_68, [2, 8, 16]);  mm_68 = None
        view_136: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(view_135, [2, 8, 2, 8]);  view_135 = None
        transpose_45: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_136, 1, 2);  view_136 = None
        clone_20: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(transpose_45, memory_format = torch.contiguous_format);  transpose_45 = None
        _unsafe_view_20: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone_20, [4, 8, 8]);  clone_20 = None
        _tensor_constant145: "f32[4, 8, 8]" = self._tensor_constant145
        transpose_46: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant145, 1, 2);  _tensor_constant145 = None
        bmm_20: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(transpose_46, _unsafe_view_20);  transpose_46 = None
        _tensor_constant146: "f32[4, 8, 8]" = self._tensor_constant146
        transpose_47: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant146, 1, 2);  _tensor_constant146 = None
        bmm_21: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(_unsafe_view_20, transpose_47);  _unsafe_view_20 = transpose_47 = None
        view_137: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_20, [2, 2, 8, 8]);  bmm_20 = None
        view_138: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_21, [2, 2, 8, 8]);  bmm_21 = None
        _tensor_constant147: "f32[2, 2, 8, 8]" = self._tensor_constant147
        detach_6: "f32[2, 2, 8, 8]" = torch.ops.aten.detach.default(_tensor_constant147);  _tensor_constant147 = None
        _softmax_backward_data_5: "f32[2, 2, 8, 8]" = torch.ops.aten._softmax_backward_data.default(view_138, detach_6, -1, torch.float32);  view_138 = detach_6 = None
        mul_5: "f32[2, 2, 8, 8]" = torch.ops.aten.mul.Tensor(_softmax_backward_data_5, 0.3535533905932738);  _softmax_backward_data_5 = None
        view_139: "f32[4, 8, 8]" = torch.ops.aten.view.default(mul_5, [4, 8, 8]);  mul_5 = None
        _tensor_constant148: "f32[4, 8, 8]" = self._tensor_constant148
        transpose_48: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant148, 1, 2);  _tensor_constant148 = None
        bmm_22: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(transpose_48, view_139);  transpose_48 = None
        _tensor_constant149: "f32[4, 8, 8]" = self._tensor_constant149
        transpose_49: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant149, 1, 2);  _tensor_constant149 = None
        bmm_23: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(view_139, transpose_49);  view_139 = transpose_49 = None
        view_140: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_22, [2, 2, 8, 8]);  bmm_22 = None
        view_141: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_23, [2, 2, 8, 8]);  bmm_23 = None
        transpose_50: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_140, 2, 3);  view_140 = None
        transpose_51: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(view_137, 1, 2);  view_137 = None
        clone_21: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_51, memory_format = torch.contiguous_format);  transpose_51 = None
        _unsafe_view_21: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(clone_21, [2, 8, 16]);  clone_21 = None
        view_142: "f32[16, 16]" = torch.ops.aten.view.default(_unsafe_view_21, [16, 16]);  _unsafe_view_21 = None
        _tensor_constant150: "f32[16, 16]" = self._tensor_constant150
        t_140: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant150);  _tensor_constant150 = None
        mm_70: "f32[16, 16]" = torch.ops.aten.mm.default(view_142, t_140);  t_140 = None
        t_141: "f32[16, 16]" = torch.ops.aten.t.default(view_142)
        _tensor_constant151: "f32[16, 16]" = self._tensor_constant151
        mm_71: "f32[16, 16]" = torch.ops.aten.mm.default(t_141, _tensor_constant151);  t_141 = _tensor_constant151 = None
        t_142: "f32[16, 16]" = torch.ops.aten.t.default(mm_71);  mm_71 = None
        sum_36: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_142, [0], True);  view_142 = None
        view_143: "f32[16]" = torch.ops.aten.view.default(sum_36, [16]);  sum_36 = None
        t_143: "f32[16, 16]" = torch.ops.aten.t.default(t_142);  t_142 = None
        view_144: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_70, [2, 8, 16]);  mm_70 = None
        add_21: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(getitem_36, view_144);  getitem_36 = view_144 = None
        transpose_52: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(transpose_50, 1, 2);  transpose_50 = None
        view_145: "f32[2, 8, 16]" = torch.ops.aten.view.default(transpose_52, [2, 8, 16]);  transpose_52 = None
        clone_22: "f32[2, 8, 16]" = torch.ops.aten.clone.default(view_145, memory_format = torch.contiguous_format);  view_145 = None
        _unsafe_view_22: "f32[16, 16]" = torch.ops.aten._unsafe_view.default(clone_22, [16, 16]);  clone_22 = None
        _tensor_constant152: "f32[16, 16]" = self._tensor_constant152
        t_144: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant152);  _tensor_constant152 = None
        mm_72: "f32[16, 16]" = torch.ops.aten.mm.default(_unsafe_view_22, t_144);  t_144 = None
        t_145: "f32[16, 16]" = torch.ops.aten.t.default(_unsafe_view_22)
        _tensor_constant153: "f32[16, 16]" = self._tensor_constant153
        mm_73: "f32[16, 16]" = torch.ops.aten.mm.default(t_145, _tensor_constant153);  t_145 = _tensor_constant153 = None
        t_146: "f32[16, 16]" = torch.ops.aten.t.default(mm_73);  mm_73 = None
        sum_37: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(_unsafe_view_22, [0], True);  _unsafe_view_22 = None
        view_146: "f32[16]" = torch.ops.aten.view.default(sum_37, [16]);  sum_37 = None
        t_147: "f32[16, 16]" = torch.ops.aten.t.default(t_146);  t_146 = None
        view_147: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_72, [2, 8, 16]);  mm_72 = None
        add_22: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_21, view_147);  add_21 = view_147 = None
        transpose_53: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(view_141, 1, 2);  view_141 = None
        clone_23: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_53, memory_format = torch.contiguous_format);  transpose_53 = None
        _unsafe_view_23: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(clone_23, [2, 8, 16]);  clone_23 = None
        view_148: "f32[16, 16]" = torch.ops.aten.view.default(_unsafe_view_23, [16, 16]);  _unsafe_view_23 = None
        _tensor_constant154: "f32[16, 16]" = self._tensor_constant154
        t_148: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant154);  _tensor_constant154 = None
        mm_74: "f32[16, 16]" = torch.ops.aten.mm.default(view_148, t_148);  t_148 = None
        t_149: "f32[16, 16]" = torch.ops.aten.t.default(view_148)
        _tensor_constant155: "f32[16, 16]" = self._tensor_constant155
        mm_75: "f32[16, 16]" = torch.ops.aten.mm.default(t_149, _tensor_constant155);  t_149 = _tensor_constant155 = None
        t_150: "f32[16, 16]" = torch.ops.aten.t.default(mm_75);  mm_75 = None
        sum_38: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_148, [0], True);  view_148 = None
        view_149: "f32[16]" = torch.ops.aten.view.default(sum_38, [16]);  sum_38 = None
        t_151: "f32[16, 16]" = torch.ops.aten.t.default(t_150);  t_150 = None
        view_150: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_74, [2, 8, 16]);  mm_74 = None
        add_23: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_22, view_150);  add_22 = view_150 = None
        _tensor_constant156: "f32[2, 8, 16]" = self._tensor_constant156
        _tensor_constant157: "f32[2, 8, 1]" = self._tensor_constant157
        _tensor_constant158: "f32[2, 8, 1]" = self._tensor_constant158
        _param_constant26: "f32[16]" = self._param_constant26
        _param_constant27: "f32[16]" = self._param_constant27
        native_layer_norm_backward_13 = torch.ops.aten.native_layer_norm_backward.default(add_23, _tensor_constant156, [16], _tensor_constant157, _tensor_constant158, _param_constant26, _param_constant27, [True, True, True]);  add_23 = _tensor_constant156 = _tensor_constant157 = _tensor_constant158 = _param_constant26 = _param_constant27 = None
        getitem_39: "f32[2, 8, 16]" = native_layer_norm_backward_13[0]
        getitem_40: "f32[16]" = native_layer_norm_backward_13[1]
        getitem_41: "f32[16]" = native_layer_norm_backward_13[2];  native_layer_norm_backward_13 = None
        view_151: "f32[16, 16]" = torch.ops.aten.view.default(getitem_39, [16, 16])
        _tensor_constant159: "f32[32, 16]" = self._tensor_constant159
        t_152: "f32[16, 32]" = torch.ops.aten.t.default(_tensor_constant159);  _tensor_constant159 = None
        mm_76: "f32[16, 32]" = torch.ops.aten.mm.default(view_151, t_152);  t_152 = None
        t_153: "f32[16, 16]" = torch.ops.aten.t.default(view_151)
        _tensor_constant160: "f32[16, 32]" = self._tensor_constant160
        mm_77: "f32[16, 32]" = torch.ops.aten.mm.default(t_153, _tensor_constant160);  t_153 = _tensor_constant160 = None
        t_154: "f32[32, 16]" = torch.ops.aten.t.default(mm_77);  mm_77 = None
        sum_39: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_151, [0], True);  view_151 = None
        view_152: "f32[16]" = torch.ops.aten.view.default(sum_39, [16]);  sum_39 = None
        t_155: "f32[16, 32]" = torch.ops.aten.t.default(t_154);  t_154 = None
        view_153: "f32[2, 8, 32]" = torch.ops.aten.view.default(mm_76, [2, 8, 32]);  mm_76 = None
        _tensor_constant161: "f32[2, 8, 32]" = self._tensor_constant161
        gelu_backward_7: "f32[2, 8, 32]" = torch.ops.aten.gelu_backward.default(view_153, _tensor_constant161);  view_153 = _tensor_constant161 = None
        view_154: "f32[16, 32]" = torch.ops.aten.view.default(gelu_backward_7, [16, 32]);  gelu_backward_7 = None
        _tensor_constant162: "f32[16, 32]" = self._tensor_constant162
        t_156: "f32[32, 16]" = torch.ops.aten.t.default(_tensor_constant162);  _tensor_constant162 = None
        mm_78: "f32[16, 16]" = torch.ops.aten.mm.default(view_154, t_156);  t_156 = None
        t_157: "f32[32, 16]" = torch.ops.aten.t.default(view_154)
        _tensor_constant163: "f32[16, 16]" = self._tensor_constant163
        mm_79: "f32[32, 16]" = torch.ops.aten.mm.default(t_157, _tensor_constant163);  t_157 = _tensor_constant163 = None
        t_158: "f32[16, 32]" = torch.ops.aten.t.default(mm_79);  mm_79 = None
        sum_40: "f32[1, 32]" = torch.ops.aten.sum.dim_IntList(view_154, [0], True);  view_154 = None
        view_155: "f32[32]" = torch.ops.aten.view.default(sum_40, [32]);  sum_40 = None
        t_159: "f32[32, 16]" = torch.ops.aten.t.default(t_158);  t_158 = None
        view_156: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_78, [2, 8, 16]);  mm_78 = None
        add_24: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(getitem_39, view_156);  getitem_39 = view_156 = None
        _tensor_constant164: "f32[2, 8, 16]" = self._tensor_constant164
        _tensor_constant165: "f32[2, 8, 1]" = self._tensor_constant165
        _tensor_constant166: "f32[2, 8, 1]" = self._tensor_constant166
        _param_constant28: "f32[16]" = self._param_constant28
        _param_constant29: "f32[16]" = self._param_constant29
        native_layer_norm_backward_14 = torch.ops.aten.native_layer_norm_backward.default(add_24, _tensor_constant164, [16], _tensor_constant165, _tensor_constant166, _param_constant28, _param_constant29, [True, True, True]);  add_24 = _tensor_constant164 = _tensor_constant165 = _tensor_constant166 = _param_constant28 = _param_constant29 = None
        getitem_42: "f32[2, 8, 16]" = native_layer_norm_backward_14[0]
        getitem_43: "f32[16]" = native_layer_norm_backward_14[1]
        getitem_44: "f32[16]" = native_layer_norm_backward_14[2];  native_layer_norm_backward_14 = None
        view_157: "f32[16, 16]" = torch.ops.aten.view.default(getitem_42, [16, 16])
        _tensor_constant167: "f32[16, 16]" = self._tensor_constant167
        t_160: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant167);  _tensor_constant167 = None
        mm_80: "f32[16, 16]" = torch.ops.aten.mm.default(view_157, t_160);  t_160 = None
        t_161: "f32[16, 16]" = torch.ops.aten.t.default(view_157)
        _tensor_constant168: "f32[16, 16]" = self._tensor_constant168
        mm_81: "f32[16, 16]" = torch.ops.aten.mm.default(t_161, _tensor_constant168);  t_161 = _tensor_constant168 = None
        t_162: "f32[16, 16]" = torch.ops.aten.t.default(mm_81);  mm_81 = None
        sum_41: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_157, [0], True);  view_157 = None
        view_158: "f32[16]" = torch.ops.aten.view.default(sum_41, [16]);  sum_41 = None
        t_163: "f32[16, 16]" = torch.ops.aten.t.default(t_162);  t_162 = None
        view_159: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_80, [2, 8, 16]);  mm_80 = None
        view_160: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(view_159, [2, 8, 2, 8]);  view_159 = None
        transpose_54: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_160, 1, 2);  view_160 = None
        clone_24: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(transpose_54, memory_format = torch.contiguous_format);  transpose_54 = None
        _unsafe_view_24: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone_24, [4, 8, 8]);  clone_24 = None
        _tensor_constant169: "f32[4, 8, 8]" = self._tensor_constant169
        transpose_55: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant169, 1, 2);  _tensor_constant169 = None
        bmm_24: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(transpose_55, _unsafe_view_24);  transpose_55 = None
        _tensor_constant170: "f32[4, 8, 8]" = self._tensor_constant170
        transpose_56: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant170, 1, 2);  _tensor_constant170 = None
        bmm_25: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(_unsafe_view_24, transpose_56);  _unsafe_view_24 = transpose_56 = None
        view_161: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_24, [2, 2, 8, 8]);  bmm_24 = None
        view_162: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_25, [2, 2, 8, 8]);  bmm_25 = None
        _tensor_constant171: "f32[2, 2, 8, 8]" = self._tensor_constant171
        detach_7: "f32[2, 2, 8, 8]" = torch.ops.aten.detach.default(_tensor_constant171);  _tensor_constant171 = None
        _softmax_backward_data_6: "f32[2, 2, 8, 8]" = torch.ops.aten._softmax_backward_data.default(view_162, detach_7, -1, torch.float32);  view_162 = detach_7 = None
        mul_6: "f32[2, 2, 8, 8]" = torch.ops.aten.mul.Tensor(_softmax_backward_data_6, 0.3535533905932738);  _softmax_backward_data_6 = None
        view_163: "f32[4, 8, 8]" = torch.ops.aten.view.default(mul_6, [4, 8, 8]);  mul_6 = None
        _tensor_constant172: "f32[4, 8, 8]" = self._tensor_constant172
        transpose_57: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant172, 1, 2);  _tensor_constant172 = None
        bmm_26: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(transpose_57, view_163);  transpose_57 = None
        _tensor_constant173: "f32[4, 8, 8]" = self._tensor_constant173
        transpose_58: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant173, 1, 2);  _tensor_constant173 = None
        bmm_27: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(view_163, transpose_58);  view_163 = transpose_58 = None
        view_164: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_26, [2, 2, 8, 8]);  bmm_26 = None
        view_165: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_27, [2, 2, 8, 8]);  bmm_27 = None
        transpose_59: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_164, 2, 3);  view_164 = None
        transpose_60: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(view_161, 1, 2);  view_161 = None
        clone_25: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_60, memory_format = torch.contiguous_format);  transpose_60 = None
        _unsafe_view_25: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(clone_25, [2, 8, 16]);  clone_25 = None
        view_166: "f32[16, 16]" = torch.ops.aten.view.default(_unsafe_view_25, [16, 16]);  _unsafe_view_25 = None
        _tensor_constant174: "f32[16, 16]" = self._tensor_constant174
        t_164: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant174);  _tensor_constant174 = None
        mm_82: "f32[16, 16]" = torch.ops.aten.mm.default(view_166, t_164);  t_164 = None
        t_165: "f32[16, 16]" = torch.ops.aten.t.default(view_166)
        _tensor_constant175: "f32[16, 16]" = self._tensor_constant175
        mm_83: "f32[16, 16]" = torch.ops.aten.mm.default(t_165, _tensor_constant175);  t_165 = _tensor_constant175 = None
        t_166: "f32[16, 16]" = torch.ops.aten.t.default(mm_83);  mm_83 = None
        sum_42: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_166, [0], True);  view_166 = None
        view_167: "f32[16]" = torch.ops.aten.view.default(sum_42, [16]);  sum_42 = None
        t_167: "f32[16, 16]" = torch.ops.aten.t.default(t_166);  t_166 = None
        view_168: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_82, [2, 8, 16]);  mm_82 = None
        add_25: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(getitem_42, view_168);  getitem_42 = view_168 = None
        transpose_61: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(transpose_59, 1, 2);  transpose_59 = None
        view_169: "f32[2, 8, 16]" = torch.ops.aten.view.default(transpose_61, [2, 8, 16]);  transpose_61 = None
        clone_26: "f32[2, 8, 16]" = torch.ops.aten.clone.default(view_169, memory_format = torch.contiguous_format);  view_169 = None
        _unsafe_view_26: "f32[16, 16]" = torch.ops.aten._unsafe_view.default(clone_26, [16, 16]);  clone_26 = None
        _tensor_constant176: "f32[16, 16]" = self._tensor_constant176
        t_168: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant176);  _tensor_constant176 = None
        mm_84: "f32[16, 16]" = torch.ops.aten.mm.default(_unsafe_view_26, t_168);  t_168 = None
        t_169: "f32[16, 16]" = torch.ops.aten.t.default(_unsafe_view_26)
        _tensor_constant177: "f32[16, 16]" = self._tensor_constant177
        mm_85: "f32[16, 16]" = torch.ops.aten.mm.default(t_169, _tensor_constant177);  t_169 = _tensor_constant177 = None
        t_170: "f32[16, 16]" = torch.ops.aten.t.default(mm_85);  mm_85 = None
        sum_43: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(_unsafe_view_26, [0], True);  _unsafe_view_26 = None
        view_170: "f32[16]" = torch.ops.aten.view.default(sum_43, [16]);  sum_43 = None
        t_171: "f32[16, 16]" = torch.ops.aten.t.default(t_170);  t_170 = None
        view_171: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_84, [2, 8, 16]);  mm_84 = None
        add_26: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_25, view_171);  add_25 = view_171 = None
        transpose_62: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(view_165, 1, 2);  view_165 = None
        clone_27: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_62, memory_format = torch.contiguous_format);  transpose_62 = None
        _unsafe_view_27: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(clone_27, [2, 8, 16]);  clone_27 = None
        view_172: "f32[16, 16]" = torch.ops.aten.view.default(_unsafe_view_27, [16, 16]);  _unsafe_view_27 = None
        _tensor_constant178: "f32[16, 16]" = self._tensor_constant178
        t_172: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant178);  _tensor_constant178 = None
        mm_86: "f32[16, 16]" = torch.ops.aten.mm.default(view_172, t_172);  t_172 = None
        t_173: "f32[16, 16]" = torch.ops.aten.t.default(view_172)
        _tensor_constant179: "f32[16, 16]" = self._tensor_constant179
        mm_87: "f32[16, 16]" = torch.ops.aten.mm.default(t_173, _tensor_constant179);  t_173 = _tensor_constant179 = None
        t_174: "f32[16, 16]" = torch.ops.aten.t.default(mm_87);  mm_87 = None
        sum_44: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_172, [0], True);  view_172 = None
        view_173: "f32[16]" = torch.ops.aten.view.default(sum_44, [16]);  sum_44 = None
        t_175: "f32[16, 16]" = torch.ops.aten.t.default(t_174);  t_174 = None
        view_174: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_86, [2, 8, 16]);  mm_86 = None
        add_27: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_26, view_174);  add_26 = view_174 = None
        _tensor_constant180: "f32[2, 8, 16]" = self._tensor_constant180
        _tensor_constant181: "f32[2, 8, 1]" = self._tensor_constant181
        _tensor_constant182: "f32[2, 8, 1]" = self._tensor_constant182
        _param_constant30: "f32[16]" = self._param_constant30
        _param_constant31: "f32[16]" = self._param_constant31
        native_layer_norm_backward_15 = torch.ops.aten.native_layer_norm_backward.default(add_27, _tensor_constant180, [16], _tensor_constant181, _tensor_constant182, _param_constant30, _param_constant31, [True, True, True]);  add_27 = _tensor_constant180 = _tensor_constant181 = _tensor_constant182 = _param_constant30 = _param_constant31 = None
        getitem_45: "f32[2, 8, 16]" = native_layer_norm_backward_15[0]
        getitem_46: "f32[16]" = native_layer_norm_backward_15[1]
        getitem_47: "f32[16]" = native_layer_norm_backward_15[2];  native_layer_norm_backward_15 = None
        view_175: "f32[16, 16]" = torch.ops.aten.view.default(getitem_45, [16, 16])
        _tensor_constant183: "f32[32, 16]" = self._tensor_constant183
        t_176: "f32[16, 32]" = torch.ops.aten.t.default(_tensor_constant183);  _tensor_constant183 = None
        mm_88: "f32[16, 32]" = torch.ops.aten.mm.default(view_175, t_176);  t_176 = None
        t_177: "f32[16, 16]" = torch.ops.aten.t.default(view_175)
        _tensor_constant184: "f32[16, 32]" = self._tensor_constant184
        mm_89: "f32[16, 32]" = torch.ops.aten.mm.default(t_177, _tensor_constant184);  t_177 = _tensor_constant184 = None
        t_178: "f32[32, 16]" = torch.ops.aten.t.default(mm_89);  mm_89 = None
        sum_45: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_175, [0], True);  view_175 = None
        view_176: "f32[16]" = torch.ops.aten.view.default(sum_45, [16]);  sum_45 = None
        t_179: "f32[16, 32]" = torch.ops.aten.t.default(t_178);  t_178 = None
        view_177: "f32[2, 8, 32]" = torch.ops.aten.view.default(mm_88, [2, 8, 32]);  mm_88 = None
        _tensor_constant185: "f32[2, 8, 32]" = self._tensor_constant185
        gelu_backward_8: "f32[2, 8, 32]" = torch.ops.aten.gelu_backward.default(view_177, _tensor_constant185);  view_177 = _tensor_constant185 = None
        view_178: "f32[16, 32]" = torch.ops.aten.view.default(gelu_backward_8, [16, 32]);  gelu_backward_8 = None
        _tensor_constant186: "f32[16, 32]" = self._tensor_constant186
        t_180: "f32[32, 16]" = torch.ops.aten.t.default(_tensor_constant186);  _tensor_constant186 = None
        mm_90: "f32[16, 16]" = torch.ops.aten.mm.default(view_178, t_180);  t_180 = None
        t_181: "f32[32, 16]" = torch.ops.aten.t.default(view_178)
        _tensor_constant187: "f32[16, 16]" = self._tensor_constant187
        mm_91: "f32[32, 16]" = torch.ops.aten.mm.default(t_181, _tensor_constant187);  t_181 = _tensor_constant187 = None
        t_182: "f32[16, 32]" = torch.ops.aten.t.default(mm_91);  mm_91 = None
        sum_46: "f32[1, 32]" = torch.ops.aten.sum.dim_IntList(view_178, [0], True);  view_178 = None
        view_179: "f32[32]" = torch.ops.aten.view.default(sum_46, [32]);  sum_46 = None
        t_183: "f32[32, 16]" = torch.ops.aten.t.default(t_182);  t_182 = None
        view_180: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_90, [2, 8, 16]);  mm_90 = None
        add_28: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(getitem_45, view_180);  getitem_45 = view_180 = None
        _tensor_constant188: "f32[2, 8, 16]" = self._tensor_constant188
        _tensor_constant189: "f32[2, 8, 1]" = self._tensor_constant189
        _tensor_constant190: "f32[2, 8, 1]" = self._tensor_constant190
        _param_constant32: "f32[16]" = self._param_constant32
        _param_constant33: "f32[16]" = self._param_constant33
        native_layer_norm_backward_16 = torch.ops.aten.native_layer_norm_backward.default(add_28, _tensor_constant188, [16], _tensor_constant189, _tensor_constant190, _param_constant32, _param_constant33, [True, True, True]);  add_28 = _tensor_constant188 = _tensor_constant189 = _tensor_constant190 = _param_constant32 = _param_constant33 = None
        getitem_48: "f32[2, 8, 16]" = native_layer_norm_backward_16[0]
        getitem_49: "f32[16]" = native_layer_norm_backward_16[1]
        getitem_50: "f32[16]" = native_layer_norm_backward_16[2];  native_layer_norm_backward_16 = None
        view_181: "f32[16, 16]" = torch.ops.aten.view.default(getitem_48, [16, 16])
        _tensor_constant191: "f32[16, 16]" = self._tensor_constant191
        t_184: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant191);  _tensor_constant191 = None
        mm_92: "f32[16, 16]" = torch.ops.aten.mm.default(view_181, t_184);  t_184 = None
        t_185: "f32[16, 16]" = torch.ops.aten.t.default(view_181)
        _tensor_constant192: "f32[16, 16]" = self._tensor_constant192
        mm_93: "f32[16, 16]" = torch.ops.aten.mm.default(t_185, _tensor_constant192);  t_185 = _tensor_constant192 = None
        t_186: "f32[16, 16]" = torch.ops.aten.t.default(mm_93);  mm_93 = None
        sum_47: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_181, [0], True);  view_181 = None
        view_182: "f32[16]" = torch.ops.aten.view.default(sum_47, [16]);  sum_47 = None
        t_187: "f32[16, 16]" = torch.ops.aten.t.default(t_186);  t_186 = None
        view_183: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_92, [2, 8, 16]);  mm_92 = None
        view_184: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(view_183, [2, 8, 2, 8]);  view_183 = None
        transpose_63: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_184, 1, 2);  view_184 = None
        clone_28: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(transpose_63, memory_format = torch.contiguous_format);  transpose_63 = None
        _unsafe_view_28: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone_28, [4, 8, 8]);  clone_28 = None
        _tensor_constant193: "f32[4, 8, 8]" = self._tensor_constant193
        transpose_64: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant193, 1, 2);  _tensor_constant193 = None
        bmm_28: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(transpose_64, _unsafe_view_28);  transpose_64 = None
        _tensor_constant194: "f32[4, 8, 8]" = self._tensor_constant194
        transpose_65: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant194, 1, 2);  _tensor_constant194 = None
        bmm_29: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(_unsafe_view_28, transpose_65);  _unsafe_view_28 = transpose_65 = None
        view_185: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_28, [2, 2, 8, 8]);  bmm_28 = None
        view_186: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_29, [2, 2, 8, 8]);  bmm_29 = None
        _tensor_constant195: "f32[2, 2, 8, 8]" = self._tensor_constant195
        detach_8: "f32[2, 2, 8, 8]" = torch.ops.aten.detach.default(_tensor_constant195);  _tensor_constant195 = None
        _softmax_backward_data_7: "f32[2, 2, 8, 8]" = torch.ops.aten._softmax_backward_data.default(view_186, detach_8, -1, torch.float32);  view_186 = detach_8 = None
        mul_7: "f32[2, 2, 8, 8]" = torch.ops.aten.mul.Tensor(_softmax_backward_data_7, 0.3535533905932738);  _softmax_backward_data_7 = None
        view_187: "f32[4, 8, 8]" = torch.ops.aten.view.default(mul_7, [4, 8, 8]);  mul_7 = None
        _tensor_constant196: "f32[4, 8, 8]" = self._tensor_constant196
        transpose_66: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant196, 1, 2);  _tensor_constant196 = None
        bmm_30: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(transpose_66, view_187);  transpose_66 = None
        _tensor_constant197: "f32[4, 8, 8]" = self._tensor_constant197
        transpose_67: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant197, 1, 2);  _tensor_constant197 = None
        bmm_31: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(view_187, transpose_67);  view_187 = transpose_67 = None
        view_188: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_30, [2, 2, 8, 8]);  bmm_30 = None
        view_189: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_31, [2, 2, 8, 8]);  bmm_31 = None
        transpose_68: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_188, 2, 3);  view_188 = None
        transpose_69: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(view_185, 1, 2);  view_185 = None
        clone_29: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_69, memory_format = torch.contiguous_format);  transpose_69 = None
        _unsafe_view_29: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(clone_29, [2, 8, 16]);  clone_29 = None
        view_190: "f32[16, 16]" = torch.ops.aten.view.default(_unsafe_view_29, [16, 16]);  _unsafe_view_29 = None
        _tensor_constant198: "f32[16, 16]" = self._tensor_constant198
        t_188: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant198);  _tensor_constant198 = None
        mm_94: "f32[16, 16]" = torch.ops.aten.mm.default(view_190, t_188);  t_188 = None
        t_189: "f32[16, 16]" = torch.ops.aten.t.default(view_190)
        _tensor_constant199: "f32[16, 16]" = self._tensor_constant199
        mm_95: "f32[16, 16]" = torch.ops.aten.mm.default(t_189, _tensor_constant199);  t_189 = _tensor_constant199 = None
        t_190: "f32[16, 16]" = torch.ops.aten.t.default(mm_95);  mm_95 = None
        sum_48: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_190, [0], True);  view_190 = None
        view_191: "f32[16]" = torch.ops.aten.view.default(sum_48, [16]);  sum_48 = None
        t_191: "f32[16, 16]" = torch.ops.aten.t.default(t_190);  t_190 = None
        view_192: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_94, [2, 8, 16]);  mm_94 = None
        add_29: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(getitem_48, view_192);  getitem_48 = view_192 = None
        transpose_70: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(transpose_68, 1, 2);  transpose_68 = None
        view_193: "f32[2, 8, 16]" = torch.ops.aten.view.default(transpose_70, [2, 8, 16]);  transpose_70 = None
        clone_30: "f32[2, 8, 16]" = torch.ops.aten.clone.default(view_193, memory_format = torch.contiguous_format);  view_193 = None
        _unsafe_view_30: "f32[16, 16]" = torch.ops.aten._unsafe_view.default(clone_30, [16, 16]);  clone_30 = None
        _tensor_constant200: "f32[16, 16]" = self._tensor_constant200
        t_192: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant200);  _tensor_constant200 = None
        mm_96: "f32[16, 16]" = torch.ops.aten.mm.default(_unsafe_view_30, t_192);  t_192 = None
        t_193: "f32[16, 16]" = torch.ops.aten.t.default(_unsafe_view_30)
        _tensor_constant201: "f32[16, 16]" = self._tensor_constant201
        mm_97: "f32[16, 16]" = torch.ops.aten.mm.default(t_193, _tensor_constant201);  t_193 = _tensor_constant201 = None
        t_194: "f32[16, 16]" = torch.ops.aten.t.default(mm_97);  mm_97 = None
        sum_49: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(_unsafe_view_30, [0], True);  _unsafe_view_30 = None
        view_194: "f32[16]" = torch.ops.aten.view.default(sum_49, [16]);  sum_49 = None
        t_195: "f32[16, 16]" = torch.ops.aten.t.default(t_194);  t_194 = None
        view_195: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_96, [2, 8, 16]);  mm_96 = None
        add_30: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_29, view_195);  add_29 = view_195 = None
        transpose_71: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(view_189, 1, 2);  view_189 = None
        clone_31: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_71, memory_format = torch.contiguous_format);  transpose_71 = None
        _unsafe_view_31: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(clone_31, [2, 8, 16]);  clone_31 = None
        view_196: "f32[16, 16]" = torch.ops.aten.view.default(_unsafe_view_31, [16, 16]);  _unsafe_view_31 = None
        _tensor_constant202: "f32[16, 16]" = self._tensor_constant202
        t_196: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant202);  _tensor_constant202 = None
        mm_98: "f32[16, 16]" = torch.ops.aten.mm.default(view_196, t_196);  t_196 = None
        t_197: "f32[16, 16]" = torch.ops.aten.t.default(view_196)
        _tensor_constant203: "f32[16, 16]" = self._tensor_constant203
        mm_99: "f32[16, 16]" = torch.ops.aten.mm.default(t_197, _tensor_constant203);  t_197 = _tensor_constant203 = None
        t_198: "f32[16, 16]" = torch.ops.aten.t.default(mm_99);  mm_99 = None
        sum_50: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_196, [0], True);  view_196 = None
        view_197: "f32[16]" = torch.ops.aten.view.default(sum_50, [16]);  sum_50 = None
        t_199: "f32[16, 16]" = torch.ops.aten.t.default(t_198);  t_198 = None
        view_198: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_98, [2, 8, 16]);  mm_98 = None
        add_31: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_30, view_198);  add_30 = view_198 = None
        _tensor_constant204: "f32[2, 8, 16]" = self._tensor_constant204
        _tensor_constant205: "f32[2, 8, 1]" = self._tensor_constant205
        _tensor_constant206: "f32[2, 8, 1]" = self._tensor_constant206
        _param_constant34: "f32[16]" = self._param_constant34
        _param_constant35: "f32[16]" = self._param_constant35
        native_layer_norm_backward_17 = torch.ops.aten.native_layer_norm_backward.default(add_31, _tensor_constant204, [16], _tensor_constant205, _tensor_constant206, _param_constant34, _param_constant35, [True, True, True]);  add_31 = _tensor_constant204 = _tensor_constant205 = _tensor_constant206 = _param_constant34 = _param_constant35 = None
        getitem_51: "f32[2, 8, 16]" = native_layer_norm_backward_17[0]
        getitem_52: "f32[16]" = native_layer_norm_backward_17[1]
        getitem_53: "f32[16]" = native_layer_norm_backward_17[2];  native_layer_norm_backward_17 = None
        view_199: "f32[16, 16]" = torch.ops.aten.view.default(getitem_51, [16, 16])
        _tensor_constant207: "f32[32, 16]" = self._tensor_constant207
        t_200: "f32[16, 32]" = torch.ops.aten.t.default(_tensor_constant207);  _tensor_constant207 = None
        mm_100: "f32[16, 32]" = torch.ops.aten.mm.default(view_199, t_200);  t_200 = None
        t_201: "f32[16, 16]" = torch.ops.aten.t.default(view_199)
        _tensor_constant208: "f32[16, 32]" = self._tensor_constant208
        mm_101: "f32[16, 32]" = torch.ops.aten.mm.default(t_201, _tensor_constant208);  t_201 = _tensor_constant208 = None
        t_202: "f32[32, 16]" = torch.ops.aten.t.default(mm_101);  mm_101 = None
        sum_51: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_199, [0], True);  view_199 = None
        view_200: "f32[16]" = torch.ops.aten.view.default(sum_51, [16]);  sum_51 = None
        t_203: "f32[16, 32]" = torch.ops.aten.t.default(t_202);  t_202 = None
        view_201: "f32[2, 8, 32]" = torch.ops.aten.view.default(mm_100, [2, 8, 32]);  mm_100 = None
        _tensor_constant209: "f32[2, 8, 32]" = self._tensor_constant209
        gelu_backward_9: "f32[2, 8, 32]" = torch.ops.aten.gelu_backward.default(view_201, _tensor_constant209);  view_201 = _tensor_constant209 = None
        view_202: "f32[16, 32]" = torch.ops.aten.view.default(gelu_backward_9, [16, 32]);  gelu_backward_9 = None
        _tensor_constant210: "f32[16, 32]" = self._tensor_constant210
        t_204: "f32[32, 16]" = torch.ops.aten.t.default(_tensor_constant210);  _tensor_constant210 = None
        mm_102: "f32[16, 16]" = torch.ops.aten.mm.default(view_202, t_204);  t_204 = None
        t_205: "f32[32, 16]" = torch.ops.aten.t.default(view_202)
        _tensor_constant211: "f32[16, 16]" = self._tensor_constant211
        mm_103: "f32[32, 16]" = torch.ops.aten.mm.default(t_205, _tensor_constant211);  t_205 = _tensor_constant211 = None
        t_206: "f32[16, 32]" = torch.ops.aten.t.default(mm_103);  mm_103 = None
        sum_52: "f32[1, 32]" = torch.ops.aten.sum.dim_IntList(view_202, [0], True);  view_202 = None
        view_203: "f32[32]" = torch.ops.aten.view.default(sum_52, [32]);  sum_52 = None
        t_207: "f32[32, 16]" = torch.ops.aten.t.default(t_206);  t_206 = None
        view_204: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_102, [2, 8, 16]);  mm_102 = None
        add_32: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(getitem_51, view_204);  getitem_51 = view_204 = None
        _tensor_constant212: "f32[2, 8, 16]" = self._tensor_constant212
        _tensor_constant213: "f32[2, 8, 1]" = self._tensor_constant213
        _tensor_constant214: "f32[2, 8, 1]" = self._tensor_constant214
        _param_constant36: "f32[16]" = self._param_constant36
        _param_constant37: "f32[16]" = self._param_constant37
        native_layer_norm_backward_18 = torch.ops.aten.native_layer_norm_backward.default(add_32, _tensor_constant212, [16], _tensor_constant213, _tensor_constant214, _param_constant36, _param_constant37, [True, True, True]);  add_32 = _tensor_constant212 = _tensor_constant213 = _tensor_constant214 = _param_constant36 = _param_constant37 = None
        getitem_54: "f32[2, 8, 16]" = native_layer_norm_backward_18[0]
        getitem_55: "f32[16]" = native_layer_norm_backward_18[1]
        getitem_56: "f32[16]" = native_layer_norm_backward_18[2];  native_layer_norm_backward_18 = None
        view_205: "f32[16, 16]" = torch.ops.aten.view.default(getitem_54, [16, 16])
        _tensor_constant215: "f32[16, 16]" = self._tensor_constant215
        t_208: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant215);  _tensor_constant215 = None
        mm_104: "f32[16, 16]" = torch.ops.aten.mm.default(view_205, t_208);  t_208 = None
        t_209: "f32[16, 16]" = torch.ops.aten.t.default(view_205)
        _tensor_constant216: "f32[16, 16]" = self._tensor_constant216
        mm_105: "f32[16, 16]" = torch.ops.aten.mm.default(t_209, _tensor_constant216);  t_209 = _tensor_constant216 = None
        t_210: "f32[16, 16]" = torch.ops.aten.t.default(mm_105);  mm_105 = None
        sum_53: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_205, [0], True);  view_205 = None
        view_206: "f32[16]" = torch.ops.aten.view.default(sum_53, [16]);  sum_53 = None
        t_211: "f32[16, 16]" = torch.ops.aten.t.default(t_210);  t_210 = None
        view_207: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_104, [2, 8, 16]);  mm_104 = None
        view_208: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(view_207, [2, 8, 2, 8]);  view_207 = None
        transpose_72: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_208, 1, 2);  view_208 = None
        clone_32: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(transpose_72, memory_format = torch.contiguous_format);  transpose_72 = None
        _unsafe_view_32: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone_32, [4, 8, 8]);  clone_32 = None
        _tensor_constant217: "f32[4, 8, 8]" = self._tensor_constant217
        transpose_73: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant217, 1, 2);  _tensor_constant217 = None
        bmm_32: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(transpose_73, _unsafe_view_32);  transpose_73 = None
        _tensor_constant218: "f32[4, 8, 8]" = self._tensor_constant218
        transpose_74: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant218, 1, 2);  _tensor_constant218 = None
        bmm_33: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(_unsafe_view_32, transpose_74);  _unsafe_view_32 = transpose_74 = None
        view_209: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_32, [2, 2, 8, 8]);  bmm_32 = None
        view_210: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_33, [2, 2, 8, 8]);  bmm_33 = None
        _tensor_constant219: "f32[2, 2, 8, 8]" = self._tensor_constant219
        detach_9: "f32[2, 2, 8, 8]" = torch.ops.aten.detach.default(_tensor_constant219);  _tensor_constant219 = None
        _softmax_backward_data_8: "f32[2, 2, 8, 8]" = torch.ops.aten._softmax_backward_data.default(view_210, detach_9, -1, torch.float32);  view_210 = detach_9 = None
        mul_8: "f32[2, 2, 8, 8]" = torch.ops.aten.mul.Tensor(_softmax_backward_data_8, 0.3535533905932738);  _softmax_backward_data_8 = None
        view_211: "f32[4, 8, 8]" = torch.ops.aten.view.default(mul_8, [4, 8, 8]);  mul_8 = None
        _tensor_constant220: "f32[4, 8, 8]" = self._tensor_constant220
        transpose_75: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant220, 1, 2);  _tensor_constant220 = None
        bmm_34: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(transpose_75, view_211);  transpose_75 = None
        _tensor_constant221: "f32[4, 8, 8]" = self._tensor_constant221
        transpose_76: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant221, 1, 2);  _tensor_constant221 = None
        bmm_35: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(view_211, transpose_76);  view_211 = transpose_76 = None
        view_212: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_34, [2, 2, 8, 8]);  bmm_34 = None
        view_213: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_35, [2, 2, 8, 8]);  bmm_35 = None
        transpose_77: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_212, 2, 3);  view_212 = None
        transpose_78: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(view_209, 1, 2);  view_209 = None
        clone_33: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_78, memory_format = torch.contiguous_format);  transpose_78 = None
        _unsafe_view_33: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(clone_33, [2, 8, 16]);  clone_33 = None
        view_214: "f32[16, 16]" = torch.ops.aten.view.default(_unsafe_view_33, [16, 16]);  _unsafe_view_33 = None
        _tensor_constant222: "f32[16, 16]" = self._tensor_constant222
        t_212: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant222);  _tensor_constant222 = None
        mm_106: "f32[16, 16]" = torch.ops.aten.mm.default(view_214, t_212);  t_212 = None
        t_213: "f32[16, 16]" = torch.ops.aten.t.default(view_214)
        _tensor_constant223: "f32[16, 16]" = self._tensor_constant223
        mm_107: "f32[16, 16]" = torch.ops.aten.mm.default(t_213, _tensor_constant223);  t_213 = _tensor_constant223 = None
        t_214: "f32[16, 16]" = torch.ops.aten.t.default(mm_107);  mm_107 = None
        sum_54: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_214, [0], True);  view_214 = None
        view_215: "f32[16]" = torch.ops.aten.view.default(sum_54, [16]);  sum_54 = None
        t_215: "f32[16, 16]" = torch.ops.aten.t.default(t_214);  t_214 = None
        view_216: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_106, [2, 8, 16]);  mm_106 = None
        add_33: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(getitem_54, view_216);  getitem_54 = view_216 = None
        transpose_79: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(transpose_77, 1, 2);  transpose_77 = None
        view_217: "f32[2, 8, 16]" = torch.ops.aten.view.default(transpose_79, [2, 8, 16]);  transpose_79 = None
        clone_34: "f32[2, 8, 16]" = torch.ops.aten.clone.default(view_217, memory_format = torch.contiguous_format);  view_217 = None
        _unsafe_view_34: "f32[16, 16]" = torch.ops.aten._unsafe_view.default(clone_34, [16, 16]);  clone_34 = None
        _tensor_constant224: "f32[16, 16]" = self._tensor_constant224
        t_216: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant224);  _tensor_constant224 = None
        mm_108: "f32[16, 16]" = torch.ops.aten.mm.default(_unsafe_view_34, t_216);  t_216 = None
        t_217: "f32[16, 16]" = torch.ops.aten.t.default(_unsafe_view_34)
        _tensor_constant225: "f32[16, 16]" = self._tensor_constant225
        mm_109: "f32[16, 16]" = torch.ops.aten.mm.default(t_217, _tensor_constant225);  t_217 = _tensor_constant225 = None
        t_218: "f32[16, 16]" = torch.ops.aten.t.default(mm_109);  mm_109 = None
        sum_55: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(_unsafe_view_34, [0], True);  _unsafe_view_34 = None
        view_218: "f32[16]" = torch.ops.aten.view.default(sum_55, [16]);  sum_55 = None
        t_219: "f32[16, 16]" = torch.ops.aten.t.default(t_218);  t_218 = None
        view_219: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_108, [2, 8, 16]);  mm_108 = None
        add_34: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_33, view_219);  add_33 = view_219 = None
        transpose_80: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(view_213, 1, 2);  view_213 = None
        clone_35: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_80, memory_format = torch.contiguous_format);  transpose_80 = None
        _unsafe_view_35: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(clone_35, [2, 8, 16]);  clone_35 = None
        view_220: "f32[16, 16]" = torch.ops.aten.view.default(_unsafe_view_35, [16, 16]);  _unsafe_view_35 = None
        _tensor_constant226: "f32[16, 16]" = self._tensor_constant226
        t_220: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant226);  _tensor_constant226 = None
        mm_110: "f32[16, 16]" = torch.ops.aten.mm.default(view_220, t_220);  t_220 = None
        t_221: "f32[16, 16]" = torch.ops.aten.t.default(view_220)
        _tensor_constant227: "f32[16, 16]" = self._tensor_constant227
        mm_111: "f32[16, 16]" = torch.ops.aten.mm.default(t_221, _tensor_constant227);  t_221 = _tensor_constant227 = None
        t_222: "f32[16, 16]" = torch.ops.aten.t.default(mm_111);  mm_111 = None
        sum_56: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_220, [0], True);  view_220 = None
        view_221: "f32[16]" = torch.ops.aten.view.default(sum_56, [16]);  sum_56 = None
        t_223: "f32[16, 16]" = torch.ops.aten.t.default(t_222);  t_222 = None
        view_222: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_110, [2, 8, 16]);  mm_110 = None
        add_35: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_34, view_222);  add_34 = view_222 = None
        _tensor_constant228: "f32[2, 8, 16]" = self._tensor_constant228
        _tensor_constant229: "f32[2, 8, 1]" = self._tensor_constant229
        _tensor_constant230: "f32[2, 8, 1]" = self._tensor_constant230
        _param_constant38: "f32[16]" = self._param_constant38
        _param_constant39: "f32[16]" = self._param_constant39
        native_layer_norm_backward_19 = torch.ops.aten.native_layer_norm_backward.default(add_35, _tensor_constant228, [16], _tensor_constant229, _tensor_constant230, _param_constant38, _param_constant39, [True, True, True]);  add_35 = _tensor_constant228 = _tensor_constant229 = _tensor_constant230 = _param_constant38 = _param_constant39 = None
        getitem_57: "f32[2, 8, 16]" = native_layer_norm_backward_19[0]
        getitem_58: "f32[16]" = native_layer_norm_backward_19[1]
        getitem_59: "f32[16]" = native_layer_norm_backward_19[2];  native_layer_norm_backward_19 = None
        view_223: "f32[16, 16]" = torch.ops.aten.view.default(getitem_57, [16, 16])
        _tensor_constant231: "f32[32, 16]" = self._tensor_constant231
        t_224: "f32[16, 32]" = torch.ops.aten.t.default(_tensor_constant231);  _tensor_constant231 = None
        mm_112: "f32[16, 32]" = torch.ops.aten.mm.default(view_223, t_224);  t_224 = None
        t_225: "f32[16, 16]" = torch.ops.aten.t.default(view_223)
        _tensor_constant232: "f32[16, 32]" = self._tensor_constant232
        mm_113: "f32[16, 32]" = torch.ops.aten.mm.default(t_225, _tensor_constant232);  t_225 = _tensor_constant232 = None
        t_226: "f32[32, 16]" = torch.ops.aten.t.default(mm_113);  mm_113 = None
        sum_57: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_223, [0], True);  view_223 = None
        view_224: "f32[16]" = torch.ops.aten.view.default(sum_57, [16]);  sum_57 = None
        t_227: "f32[16, 32]" = torch.ops.aten.t.default(t_226);  t_226 = None
        view_225: "f32[2, 8, 32]" = torch.ops.aten.view.default(mm_112, [2, 8, 32]);  mm_112 = None
        _tensor_constant233: "f32[2, 8, 32]" = self._tensor_constant233
        gelu_backward_10: "f32[2, 8, 32]" = torch.ops.aten.gelu_backward.default(view_225, _tensor_constant233);  view_225 = _tensor_constant233 = None
        view_226: "f32[16, 32]" = torch.ops.aten.view.default(gelu_backward_10, [16, 32]);  gelu_backward_10 = None
        _tensor_constant234: "f32[16, 32]" = self._tensor_constant234
        t_228: "f32[32, 16]" = torch.ops.aten.t.default(_tensor_constant234);  _tensor_constant234 = None
        mm_114: "f32[16, 16]" = torch.ops.aten.mm.default(view_226, t_228);  t_228 = None
        t_229: "f32[32, 16]" = torch.ops.aten.t.default(view_226)
        _tensor_constant235: "f32[16, 16]" = self._tensor_constant235
        mm_115: "f32[32, 16]" = torch.ops.aten.mm.default(t_229, _tensor_constant235);  t_229 = _tensor_constant235 = None
        t_230: "f32[16, 32]" = torch.ops.aten.t.default(mm_115);  mm_115 = None
        sum_58: "f32[1, 32]" = torch.ops.aten.sum.dim_IntList(view_226, [0], True);  view_226 = None
        view_227: "f32[32]" = torch.ops.aten.view.default(sum_58, [32]);  sum_58 = None
        t_231: "f32[32, 16]" = torch.ops.aten.t.default(t_230);  t_230 = None
        view_228: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_114, [2, 8, 16]);  mm_114 = None
        add_36: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(getitem_57, view_228);  getitem_57 = view_228 = None
        _tensor_constant236: "f32[2, 8, 16]" = self._tensor_constant236
        _tensor_constant237: "f32[2, 8, 1]" = self._tensor_constant237
        _tensor_constant238: "f32[2, 8, 1]" = self._tensor_constant238
        _param_constant40: "f32[16]" = self._param_constant40
        _param_constant41: "f32[16]" = self._param_constant41
        native_layer_norm_backward_20 = torch.ops.aten.native_layer_norm_backward.default(add_36, _tensor_constant236, [16], _tensor_constant237, _tensor_constant238, _param_constant40, _param_constant41, [True, True, True]);  add_36 = _tensor_constant236 = _tensor_constant237 = _tensor_constant238 = _param_constant40 = _param_constant41 = None
        getitem_60: "f32[2, 8, 16]" = native_layer_norm_backward_20[0]
        getitem_61: "f32[16]" = native_layer_norm_backward_20[1]
        getitem_62: "f32[16]" = native_layer_norm_backward_20[2];  native_layer_norm_backward_20 = None
        view_229: "f32[16, 16]" = torch.ops.aten.view.default(getitem_60, [16, 16])
        _tensor_constant239: "f32[16, 16]" = self._tensor_constant239
        t_232: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant239);  _tensor_constant239 = None
        mm_116: "f32[16, 16]" = torch.ops.aten.mm.default(view_229, t_232);  t_232 = None
        t_233: "f32[16, 16]" = torch.ops.aten.t.default(view_229)
        _tensor_constant240: "f32[16, 16]" = self._tensor_constant240
        mm_117: "f32[16, 16]" = torch.ops.aten.mm.default(t_233, _tensor_constant240);  t_233 = _tensor_constant240 = None
        t_234: "f32[16, 16]" = torch.ops.aten.t.default(mm_117);  mm_117 = None
        sum_59: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_229, [0], True);  view_229 = None
        view_230: "f32[16]" = torch.ops.aten.view.default(sum_59, [16]);  sum_59 = None
        t_235: "f32[16, 16]" = torch.ops.aten.t.default(t_234);  t_234 = None
        view_231: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_116, [2, 8, 16]);  mm_116 = None
        view_232: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(view_231, [2, 8, 2, 8]);  view_231 = None
        transpose_81: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_232, 1, 2);  view_232 = None
        clone_36: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(transpose_81, memory_format = torch.contiguous_format);  transpose_81 = None
        _unsafe_view_36: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone_36, [4, 8, 8]);  clone_36 = None
        _tensor_constant241: "f32[4, 8, 8]" = self._tensor_constant241
        transpose_82: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant241, 1, 2);  _tensor_constant241 = None
        bmm_36: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(transpose_82, _unsafe_view_36);  transpose_82 = None
        _tensor_constant242: "f32[4, 8, 8]" = self._tensor_constant242
        transpose_83: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant242, 1, 2);  _tensor_constant242 = None
        bmm_37: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(_unsafe_view_36, transpose_83);  _unsafe_view_36 = transpose_83 = None
        view_233: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_36, [2, 2, 8, 8]);  bmm_36 = None
        view_234: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_37, [2, 2, 8, 8]);  bmm_37 = None
        _tensor_constant243: "f32[2, 2, 8, 8]" = self._tensor_constant243
        detach_10: "f32[2, 2, 8, 8]" = torch.ops.aten.detach.default(_tensor_constant243);  _tensor_constant243 = None
        _softmax_backward_data_9: "f32[2, 2, 8, 8]" = torch.ops.aten._softmax_backward_data.default(view_234, detach_10, -1, torch.float32);  view_234 = detach_10 = None
        mul_9: "f32[2, 2, 8, 8]" = torch.ops.aten.mul.Tensor(_softmax_backward_data_9, 0.3535533905932738);  _softmax_backward_data_9 = None
        view_235: "f32[4, 8, 8]" = torch.ops.aten.view.default(mul_9, [4, 8, 8]);  mul_9 = None
        _tensor_constant244: "f32[4, 8, 8]" = self._tensor_constant244
        transpose_84: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant244, 1, 2);  _tensor_constant244 = None
        bmm_38: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(transpose_84, view_235);  transpose_84 = None
        _tensor_constant245: "f32[4, 8, 8]" = self._tensor_constant245
        transpose_85: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant245, 1, 2);  _tensor_constant245 = None
        bmm_39: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(view_235, transpose_85);  view_235 = transpose_85 = None
        view_236: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_38, [2, 2, 8, 8]);  bmm_38 = None
        view_237: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_39, [2, 2, 8, 8]);  bmm_39 = None
        transpose_86: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_236, 2, 3);  view_236 = None
        transpose_87: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(view_233, 1, 2);  view_233 = None
        clone_37: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_87, memory_format = torch.contiguous_format);  transpose_87 = None
        _unsafe_view_37: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(clone_37, [2, 8, 16]);  clone_37 = None
        view_238: "f32[16, 16]" = torch.ops.aten.view.default(_unsafe_view_37, [16, 16]);  _unsafe_view_37 = None
        _tensor_constant246: "f32[16, 16]" = self._tensor_constant246
        t_236: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant246);  _tensor_constant246 = None
        mm_118: "f32[16, 16]" = torch.ops.aten.mm.default(view_238, t_236);  t_236 = None
        t_237: "f32[16, 16]" = torch.ops.aten.t.default(view_238)
        _tensor_constant247: "f32[16, 16]" = self._tensor_constant247
        mm_119: "f32[16, 16]" = torch.ops.aten.mm.default(t_237, _tensor_constant247);  t_237 = _tensor_constant247 = None
        t_238: "f32[16, 16]" = torch.ops.aten.t.default(mm_119);  mm_119 = None
        sum_60: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_238, [0], True);  view_238 = None
        view_239: "f32[16]" = torch.ops.aten.view.default(sum_60, [16]);  sum_60 = None
        t_239: "f32[16, 16]" = torch.ops.aten.t.default(t_238);  t_238 = None
        view_240: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_118, [2, 8, 16]);  mm_118 = None
        add_37: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(getitem_60, view_240);  getitem_60 = view_240 = None
        transpose_88: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(transpose_86, 1, 2);  transpose_86 = None
        view_241: "f32[2, 8, 16]" = torch.ops.aten.view.default(transpose_88, [2, 8, 16]);  transpose_88 = None
        clone_38: "f32[2, 8, 16]" = torch.ops.aten.clone.default(view_241, memory_format = torch.contiguous_format);  view_241 = None
        _unsafe_view_38: "f32[16, 16]" = torch.ops.aten._unsafe_view.default(clone_38, [16, 16]);  clone_38 = None
        _tensor_constant248: "f32[16, 16]" = self._tensor_constant248
        t_240: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant248);  _tensor_constant248 = None
        mm_120: "f32[16, 16]" = torch.ops.aten.mm.default(_unsafe_view_38, t_240);  t_240 = None
        t_241: "f32[16, 16]" = torch.ops.aten.t.default(_unsafe_view_38)
        _tensor_constant249: "f32[16, 16]" = self._tensor_constant249
        mm_121: "f32[16, 16]" = torch.ops.aten.mm.default(t_241, _tensor_constant249);  t_241 = _tensor_constant249 = None
        t_242: "f32[16, 16]" = torch.ops.aten.t.default(mm_121);  mm_121 = None
        sum_61: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(_unsafe_view_38, [0], True);  _unsafe_view_38 = None
        view_242: "f32[16]" = torch.ops.aten.view.default(sum_61, [16]);  sum_61 = None
        t_243: "f32[16, 16]" = torch.ops.aten.t.default(t_242);  t_242 = None
        view_243: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_120, [2, 8, 16]);  mm_120 = None
        add_38: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_37, view_243);  add_37 = view_243 = None
        transpose_89: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(view_237, 1, 2);  view_237 = None
        clone_39: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_89, memory_format = torch.contiguous_format);  transpose_89 = None
        _unsafe_view_39: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(clone_39, [2, 8, 16]);  clone_39 = None
        view_244: "f32[16, 16]" = torch.ops.aten.view.default(_unsafe_view_39, [16, 16]);  _unsafe_view_39 = None
        _tensor_constant250: "f32[16, 16]" = self._tensor_constant250
        t_244: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant250);  _tensor_constant250 = None
        mm_122: "f32[16, 16]" = torch.ops.aten.mm.default(view_244, t_244);  t_244 = None
        t_245: "f32[16, 16]" = torch.ops.aten.t.default(view_244)
        _tensor_constant251: "f32[16, 16]" = self._tensor_constant251
        mm_123: "f32[16, 16]" = torch.ops.aten.mm.default(t_245, _tensor_constant251);  t_245 = _tensor_constant251 = None
        t_246: "f32[16, 16]" = torch.ops.aten.t.default(mm_123);  mm_123 = None
        sum_62: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_244, [0], True);  view_244 = None
        view_245: "f32[16]" = torch.ops.aten.view.default(sum_62, [16]);  sum_62 = None
        t_247: "f32[16, 16]" = torch.ops.aten.t.default(t_246);  t_246 = None
        view_246: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_122, [2, 8, 16]);  mm_122 = None
        add_39: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_38, view_246);  add_38 = view_246 = None
        _tensor_constant252: "f32[2, 8, 16]" = self._tensor_constant252
        _tensor_constant253: "f32[2, 8, 1]" = self._tensor_constant253
        _tensor_constant254: "f32[2, 8, 1]" = self._tensor_constant254
        _param_constant42: "f32[16]" = self._param_constant42
        _param_constant43: "f32[16]" = self._param_constant43
        native_layer_norm_backward_21 = torch.ops.aten.native_layer_norm_backward.default(add_39, _tensor_constant252, [16], _tensor_constant253, _tensor_constant254, _param_constant42, _param_constant43, [True, True, True]);  add_39 = _tensor_constant252 = _tensor_constant253 = _tensor_constant254 = _param_constant42 = _param_constant43 = None
        getitem_63: "f32[2, 8, 16]" = native_layer_norm_backward_21[0]
        getitem_64: "f32[16]" = native_layer_norm_backward_21[1]
        getitem_65: "f32[16]" = native_layer_norm_backward_21[2];  native_layer_norm_backward_21 = None
        view_247: "f32[16, 16]" = torch.ops.aten.view.default(getitem_63, [16, 16])
        _tensor_constant255: "f32[32, 16]" = self._tensor_constant255
        t_248: "f32[16, 32]" = torch.ops.aten.t.default(_tensor_constant255);  _tensor_constant255 = None
        mm_124: "f32[16, 32]" = torch.ops.aten.mm.default(view_247, t_248);  t_248 = None
        t_249: "f32[16, 16]" = torch.ops.aten.t.default(view_247)
        _tensor_constant256: "f32[16, 32]" = self._tensor_constant256
        mm_125: "f32[16, 32]" = torch.ops.aten.mm.default(t_249, _tensor_constant256);  t_249 = _tensor_constant256 = None
        t_250: "f32[32, 16]" = torch.ops.aten.t.default(mm_125);  mm_125 = None
        sum_63: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_247, [0], True);  view_247 = None
        view_248: "f32[16]" = torch.ops.aten.view.default(sum_63, [16]);  sum_63 = None
        t_251: "f32[16, 32]" = torch.ops.aten.t.default(t_250);  t_250 = None
        view_249: "f32[2, 8, 32]" = torch.ops.aten.view.default(mm_124, [2, 8, 32]);  mm_124 = None
        _tensor_constant257: "f32[2, 8, 32]" = self._tensor_constant257
        gelu_backward_11: "f32[2, 8, 32]" = torch.ops.aten.gelu_backward.default(view_249, _tensor_constant257);  view_249 = _tensor_constant257 = None
        view_250: "f32[16, 32]" = torch.ops.aten.view.default(gelu_backward_11, [16, 32]);  gelu_backward_11 = None
        _tensor_constant258: "f32[16, 32]" = self._tensor_constant258
        t_252: "f32[32, 16]" = torch.ops.aten.t.default(_tensor_constant258);  _tensor_constant258 = None
        mm_126: "f32[16, 16]" = torch.ops.aten.mm.default(view_250, t_252);  t_252 = None
        t_253: "f32[32, 16]" = torch.ops.aten.t.default(view_250)
        _tensor_constant259: "f32[16, 16]" = self._tensor_constant259
        mm_127: "f32[32, 16]" = torch.ops.aten.mm.default(t_253, _tensor_constant259);  t_253 = _tensor_constant259 = None
        t_254: "f32[16, 32]" = torch.ops.aten.t.default(mm_127);  mm_127 = None
        sum_64: "f32[1, 32]" = torch.ops.aten.sum.dim_IntList(view_250, [0], True);  view_250 = None
        view_251: "f32[32]" = torch.ops.aten.view.default(sum_64, [32]);  sum_64 = None
        t_255: "f32[32, 16]" = torch.ops.aten.t.default(t_254);  t_254 = None
        view_252: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_126, [2, 8, 16]);  mm_126 = None
        add_40: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(getitem_63, view_252);  getitem_63 = view_252 = None
        _tensor_constant260: "f32[2, 8, 16]" = self._tensor_constant260
        _tensor_constant261: "f32[2, 8, 1]" = self._tensor_constant261
        _tensor_constant262: "f32[2, 8, 1]" = self._tensor_constant262
        _param_constant44: "f32[16]" = self._param_constant44
        _param_constant45: "f32[16]" = self._param_constant45
        native_layer_norm_backward_22 = torch.ops.aten.native_layer_norm_backward.default(add_40, _tensor_constant260, [16], _tensor_constant261, _tensor_constant262, _param_constant44, _param_constant45, [True, True, True]);  add_40 = _tensor_constant260 = _tensor_constant261 = _tensor_constant262 = _param_constant44 = _param_constant45 = None
        getitem_66: "f32[2, 8, 16]" = native_layer_norm_backward_22[0]
        getitem_67: "f32[16]" = native_layer_norm_backward_22[1]
        getitem_68: "f32[16]" = native_layer_norm_backward_22[2];  native_layer_norm_backward_22 = None
        view_253: "f32[16, 16]" = torch.ops.aten.view.default(getitem_66, [16, 16])
        _tensor_constant263: "f32[16, 16]" = self._tensor_constant263
        t_256: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant263);  _tensor_constant263 = None
        mm_128: "f32[16, 16]" = torch.ops.aten.mm.default(view_253, t_256);  t_256 = None
        t_257: "f32[16, 16]" = torch.ops.aten.t.default(view_253)
        _tensor_constant264: "f32[16, 16]" = self._tensor_constant264
        mm_129: "f32[16, 16]" = torch.ops.aten.mm.default(t_257, _tensor_constant264);  t_257 = _tensor_constant264 = None
        t_258: "f32[16, 16]" = torch.ops.aten.t.default(mm_129);  mm_129 = None
        sum_65: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_253, [0], True);  view_253 = None
        view_254: "f32[16]" = torch.ops.aten.view.default(sum_65, [16]);  sum_65 = None
        t_259: "f32[16, 16]" = torch.ops.aten.t.default(t_258);  t_258 = None
        view_255: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_128, [2, 8, 16]);  mm_128 = None
        view_256: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(view_255, [2, 8, 2, 8]);  view_255 = None
        transpose_90: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_256, 1, 2);  view_256 = None
        clone_40: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(transpose_90, memory_format = torch.contiguous_format);  transpose_90 = None
        _unsafe_view_40: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone_40, [4, 8, 8]);  clone_40 = None
        _tensor_constant265: "f32[4, 8, 8]" = self._tensor_constant265
        transpose_91: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant265, 1, 2);  _tensor_constant265 = None
        bmm_40: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(transpose_91, _unsafe_view_40);  transpose_91 = None
        _tensor_constant266: "f32[4, 8, 8]" = self._tensor_constant266
        transpose_92: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant266, 1, 2);  _tensor_constant266 = None
        bmm_41: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(_unsafe_view_40, transpose_92);  _unsafe_view_40 = transpose_92 = None
        view_257: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_40, [2, 2, 8, 8]);  bmm_40 = None
        view_258: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_41, [2, 2, 8, 8]);  bmm_41 = None
        _tensor_constant267: "f32[2, 2, 8, 8]" = self._tensor_constant267
        detach_11: "f32[2, 2, 8, 8]" = torch.ops.aten.detach.default(_tensor_constant267);  _tensor_constant267 = None
        _softmax_backward_data_10: "f32[2, 2, 8, 8]" = torch.ops.aten._softmax_backward_data.default(view_258, detach_11, -1, torch.float32);  view_258 = detach_11 = None
        mul_10: "f32[2, 2, 8, 8]" = torch.ops.aten.mul.Tensor(_softmax_backward_data_10, 0.3535533905932738);  _softmax_backward_data_10 = None
        view_259: "f32[4, 8, 8]" = torch.ops.aten.view.default(mul_10, [4, 8, 8]);  mul_10 = None
        _tensor_constant268: "f32[4, 8, 8]" = self._tensor_constant268
        transpose_93: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant268, 1, 2);  _tensor_constant268 = None
        bmm_42: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(transpose_93, view_259);  transpose_93 = None
        _tensor_constant269: "f32[4, 8, 8]" = self._tensor_constant269
        transpose_94: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant269, 1, 2);  _tensor_constant269 = None
        bmm_43: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(view_259, transpose_94);  view_259 = transpose_94 = None
        view_260: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_42, [2, 2, 8, 8]);  bmm_42 = None
        view_261: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_43, [2, 2, 8, 8]);  bmm_43 = None
        transpose_95: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_260, 2, 3);  view_260 = None
        transpose_96: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(view_257, 1, 2);  view_257 = None
        clone_41: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_96, memory_format = torch.contiguous_format);  transpose_96 = None
        _unsafe_view_41: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(clone_41, [2, 8, 16]);  clone_41 = None
        view_262: "f32[16, 16]" = torch.ops.aten.view.default(_unsafe_view_41, [16, 16]);  _unsafe_view_41 = None
        _tensor_constant270: "f32[16, 16]" = self._tensor_constant270
        t_260: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant270);  _tensor_constant270 = None
        mm_130: "f32[16, 16]" = torch.ops.aten.mm.default(view_262, t_260);  t_260 = None
        t_261: "f32[16, 16]" = torch.ops.aten.t.default(view_262)
        _tensor_constant271: "f32[16, 16]" = self._tensor_constant271
        mm_131: "f32[16, 16]" = torch.ops.aten.mm.default(t_261, _tensor_constant271);  t_261 = _tensor_constant271 = None
        t_262: "f32[16, 16]" = torch.ops.aten.t.default(mm_131);  mm_131 = None
        sum_66: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_262, [0], True);  view_262 = None
        view_263: "f32[16]" = torch.ops.aten.view.default(sum_66, [16]);  sum_66 = None
        t_263: "f32[16, 16]" = torch.ops.aten.t.default(t_262);  t_262 = None
        view_264: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_130, [2, 8, 16]);  mm_130 = None
        add_41: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(getitem_66, view_264);  getitem_66 = view_264 = None
        transpose_97: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(transpose_95, 1, 2);  transpose_95 = None
        view_265: "f32[2, 8, 16]" = torch.ops.aten.view.default(transpose_97, [2, 8, 16]);  transpose_97 = None
        clone_42: "f32[2, 8, 16]" = torch.ops.aten.clone.default(view_265, memory_format = torch.contiguous_format);  view_265 = None
        _unsafe_view_42: "f32[16, 16]" = torch.ops.aten._unsafe_view.default(clone_42, [16, 16]);  clone_42 = None
        _tensor_constant272: "f32[16, 16]" = self._tensor_constant272
        t_264: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant272);  _tensor_constant272 = None
        mm_132: "f32[16, 16]" = torch.ops.aten.mm.default(_unsafe_view_42, t_264);  t_264 = None
        t_265: "f32[16, 16]" = torch.ops.aten.t.default(_unsafe_view_42)
        _tensor_constant273: "f32[16, 16]" = self._tensor_constant273
        mm_133: "f32[16, 16]" = torch.ops.aten.mm.default(t_265, _tensor_constant273);  t_265 = _tensor_constant273 = None
        t_266: "f32[16, 16]" = torch.ops.aten.t.default(mm_133);  mm_133 = None
        sum_67: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(_unsafe_view_42, [0], True);  _unsafe_view_42 = None
        view_266: "f32[16]" = torch.ops.aten.view.default(sum_67, [16]);  sum_67 = None
        t_267: "f32[16, 16]" = torch.ops.aten.t.default(t_266);  t_266 = None
        view_267: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_132, [2, 8, 16]);  mm_132 = None
        add_42: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_41, view_267);  add_41 = view_267 = None
        transpose_98: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(view_261, 1, 2);  view_261 = None
        clone_43: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_98, memory_format = torch.contiguous_format);  transpose_98 = None
        _unsafe_view_43: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(clone_43, [2, 8, 16]);  clone_43 = None
        view_268: "f32[16, 16]" = torch.ops.aten.view.default(_unsafe_view_43, [16, 16]);  _unsafe_view_43 = None
        _tensor_constant274: "f32[16, 16]" = self._tensor_constant274
        t_268: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant274);  _tensor_constant274 = None
        mm_134: "f32[16, 16]" = torch.ops.aten.mm.default(view_268, t_268);  t_268 = None
        t_269: "f32[16, 16]" = torch.ops.aten.t.default(view_268)
        _tensor_constant275: "f32[16, 16]" = self._tensor_constant275
        mm_135: "f32[16, 16]" = torch.ops.aten.mm.default(t_269, _tensor_constant275);  t_269 = _tensor_constant275 = None
        t_270: "f32[16, 16]" = torch.ops.aten.t.default(mm_135);  mm_135 = None
        sum_68: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_268, [0], True);  view_268 = None
        view_269: "f32[16]" = torch.ops.aten.view.default(sum_68, [16]);  sum_68 = None
        t_271: "f32[16, 16]" = torch.ops.aten.t.default(t_270);  t_270 = None
        view_270: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_134, [2, 8, 16]);  mm_134 = None
        add_43: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_42, view_270);  add_42 = view_270 = None
        _tensor_constant276: "f32[2, 8, 16]" = self._tensor_constant276
        _tensor_constant277: "f32[2, 8, 1]" = self._tensor_constant277
        _tensor_constant278: "f32[2, 8, 1]" = self._tensor_constant278
        _param_constant46: "f32[16]" = self._param_constant46
        _param_constant47: "f32[16]" = self._param_constant47
        native_layer_norm_backward_23 = torch.ops.aten.native_layer_norm_backward.default(add_43, _tensor_constant276, [16], _tensor_constant277, _tensor_constant278, _param_constant46, _param_constant47, [True, True, True]);  add_43 = _tensor_constant276 = _tensor_constant277 = _tensor_constant278 = _param_constant46 = _param_constant47 = None
        getitem_69: "f32[2, 8, 16]" = native_layer_norm_backward_23[0]
        getitem_70: "f32[16]" = native_layer_norm_backward_23[1]
        getitem_71: "f32[16]" = native_layer_norm_backward_23[2];  native_layer_norm_backward_23 = None
        view_271: "f32[16, 16]" = torch.ops.aten.view.default(getitem_69, [16, 16])
        _tensor_constant279: "f32[32, 16]" = self._tensor_constant279
        t_272: "f32[16, 32]" = torch.ops.aten.t.default(_tensor_constant279);  _tensor_constant279 = None
        mm_136: "f32[16, 32]" = torch.ops.aten.mm.default(view_271, t_272);  t_272 = None
        t_273: "f32[16, 16]" = torch.ops.aten.t.default(view_271)
        _tensor_constant280: "f32[16, 32]" = self._tensor_constant280
        mm_137: "f32[16, 32]" = torch.ops.aten.mm.default(t_273, _tensor_constant280);  t_273 = _tensor_constant280 = None
        t_274: "f32[32, 16]" = torch.ops.aten.t.default(mm_137);  mm_137 = None
        sum_69: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_271, [0], True);  view_271 = None
        view_272: "f32[16]" = torch.ops.aten.view.default(sum_69, [16]);  sum_69 = None
        t_275: "f32[16, 32]" = torch.ops.aten.t.default(t_274);  t_274 = None
        view_273: "f32[2, 8, 32]" = torch.ops.aten.view.default(mm_136, [2, 8, 32]);  mm_136 = None
        _tensor_constant281: "f32[2, 8, 32]" = self._tensor_constant281
        gelu_backward_12: "f32[2, 8, 32]" = torch.ops.aten.gelu_backward.default(view_273, _tensor_constant281);  view_273 = _tensor_constant281 = None
        view_274: "f32[16, 32]" = torch.ops.aten.view.default(gelu_backward_12, [16, 32]);  gelu_backward_12 = None
        _tensor_constant282: "f32[16, 32]" = self._tensor_constant282
        t_276: "f32[32, 16]" = torch.ops.aten.t.default(_tensor_constant282);  _tensor_constant282 = None
        mm_138: "f32[16, 16]" = torch.ops.aten.mm.default(view_274, t_276);  t_276 = None
        t_277: "f32[32, 16]" = torch.ops.aten.t.default(view_274)
        _tensor_constant283: "f32[16, 16]" = self._tensor_constant283
        mm_139: "f32[32, 16]" = torch.ops.aten.mm.default(t_277, _tensor_constant283);  t_277 = _tensor_constant283 = None
        t_278: "f32[16, 32]" = torch.ops.aten.t.default(mm_139);  mm_139 = None
        sum_70: "f32[1, 32]" = torch.ops.aten.sum.dim_IntList(view_274, [0], True);  view_274 = None
        view_275: "f32[32]" = torch.ops.aten.view.default(sum_70, [32]);  sum_70 = None
        t_279: "f32[32, 16]" = torch.ops.aten.t.default(t_278);  t_278 = None
        view_276: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_138, [2, 8, 16]);  mm_138 = None
        add_44: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(getitem_69, view_276);  getitem_69 = view_276 = None
        _tensor_constant284: "f32[2, 8, 16]" = self._tensor_constant284
        _tensor_constant285: "f32[2, 8, 1]" = self._tensor_constant285
        _tensor_constant286: "f32[2, 8, 1]" = self._tensor_constant286
        _param_constant48: "f32[16]" = self._param_constant48
        _param_constant49: "f32[16]" = self._param_constant49
        native_layer_norm_backward_24 = torch.ops.aten.native_layer_norm_backward.default(add_44, _tensor_constant284, [16], _tensor_constant285, _tensor_constant286, _param_constant48, _param_constant49, [True, True, True]);  add_44 = _tensor_constant284 = _tensor_constant285 = _tensor_constant286 = _param_constant48 = _param_constant49 = None
        getitem_72: "f32[2, 8, 16]" = native_layer_norm_backward_24[0]
        getitem_73: "f32[16]" = native_layer_norm_backward_24[1]
        getitem_74: "f32[16]" = native_layer_norm_backward_24[2];  native_layer_norm_backward_24 = None
        view_277: "f32[16, 16]" = torch.ops.aten.view.default(getitem_72, [16, 16])
        _tensor_constant287: "f32[16, 16]" = self._tensor_constant287
        t_280: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant287);  _tensor_constant287 = None
        mm_140: "f32[16, 16]" = torch.ops.aten.mm.default(view_277, t_280);  t_280 = None
        t_281: "f32[16, 16]" = torch.ops.aten.t.default(view_277)
        _tensor_constant288: "f32[16, 16]" = self._tensor_constant288
        mm_141: "f32[16, 16]" = torch.ops.aten.mm.default(t_281, _tensor_constant288);  t_281 = _tensor_constant288 = None
        t_282: "f32[16, 16]" = torch.ops.aten.t.default(mm_141);  mm_141 = None
        sum_71: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_277, [0], True);  view_277 = None
        view_278: "f32[16]" = torch.ops.aten.view.default(sum_71, [16]);  sum_71 = None
        t_283: "f32[16, 16]" = torch.ops.aten.t.default(t_282);  t_282 = None
        view_279: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_140, [2, 8, 16]);  mm_140 = None
        view_280: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(view_279, [2, 8, 2, 8]);  view_279 = None
        transpose_99: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_280, 1, 2);  view_280 = None
        clone_44: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(transpose_99, memory_format = torch.contiguous_format);  transpose_99 = None
        _unsafe_view_44: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone_44, [4, 8, 8]);  clone_44 = None
        _tensor_constant289: "f32[4, 8, 8]" = self._tensor_constant289
        transpose_100: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant289, 1, 2);  _tensor_constant289 = None
        bmm_44: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(transpose_100, _unsafe_view_44);  transpose_100 = None
        _tensor_constant290: "f32[4, 8, 8]" = self._tensor_constant290
        transpose_101: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant290, 1, 2);  _tensor_constant290 = None
        bmm_45: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(_unsafe_view_44, transpose_101);  _unsafe_view_44 = transpose_101 = None
        view_281: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_44, [2, 2, 8, 8]);  bmm_44 = None
        view_282: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_45, [2, 2, 8, 8]);  bmm_45 = None
        _tensor_constant291: "f32[2, 2, 8, 8]" = self._tensor_constant291
        detach_12: "f32[2, 2, 8, 8]" = torch.ops.aten.detach.default(_tensor_constant291);  _tensor_constant291 = None
        _softmax_backward_data_11: "f32[2, 2, 8, 8]" = torch.ops.aten._softmax_backward_data.default(view_282, detach_12, -1, torch.float32);  view_282 = detach_12 = None
        mul_11: "f32[2, 2, 8, 8]" = torch.ops.aten.mul.Tensor(_softmax_backward_data_11, 0.3535533905932738);  _softmax_backward_data_11 = None
        view_283: "f32[4, 8, 8]" = torch.ops.aten.view.default(mul_11, [4, 8, 8]);  mul_11 = None
        _tensor_constant292: "f32[4, 8, 8]" = self._tensor_constant292
        transpose_102: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant292, 1, 2);  _tensor_constant292 = None
        bmm_46: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(transpose_102, view_283);  transpose_102 = None
        _tensor_constant293: "f32[4, 8, 8]" = self._tensor_constant293
        transpose_103: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_tensor_constant293, 1, 2);  _tensor_constant293 = None
        bmm_47: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(view_283, transpose_103);  view_283 = transpose_103 = None
        view_284: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_46, [2, 2, 8, 8]);  bmm_46 = None
        view_285: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_47, [2, 2, 8, 8]);  bmm_47 = None
        transpose_104: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_284, 2, 3);  view_284 = None
        transpose_105: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(view_281, 1, 2);  view_281 = None
        clone_45: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_105, memory_format = torch.contiguous_format);  transpose_105 = None
        _unsafe_view_45: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(clone_45, [2, 8, 16]);  clone_45 = None
        view_286: "f32[16, 16]" = torch.ops.aten.view.default(_unsafe_view_45, [16, 16]);  _unsafe_view_45 = None
        _tensor_constant294: "f32[16, 16]" = self._tensor_constant294
        t_284: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant294);  _tensor_constant294 = None
        mm_142: "f32[16, 16]" = torch.ops.aten.mm.default(view_286, t_284);  t_284 = None
        t_285: "f32[16, 16]" = torch.ops.aten.t.default(view_286)
        _tensor_constant295: "f32[16, 16]" = self._tensor_constant295
        mm_143: "f32[16, 16]" = torch.ops.aten.mm.default(t_285, _tensor_constant295);  t_285 = _tensor_constant295 = None
        t_286: "f32[16, 16]" = torch.ops.aten.t.default(mm_143);  mm_143 = None
        sum_72: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_286, [0], True);  view_286 = None
        view_287: "f32[16]" = torch.ops.aten.view.default(sum_72, [16]);  sum_72 = None
        t_287: "f32[16, 16]" = torch.ops.aten.t.default(t_286);  t_286 = None
        view_288: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_142, [2, 8, 16]);  mm_142 = None
        add_45: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(getitem_72, view_288);  getitem_72 = view_288 = None
        transpose_106: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(transpose_104, 1, 2);  transpose_104 = None
        view_289: "f32[2, 8, 16]" = torch.ops.aten.view.default(transpose_106, [2, 8, 16]);  transpose_106 = None
        clone_46: "f32[2, 8, 16]" = torch.ops.aten.clone.default(view_289, memory_format = torch.contiguous_format);  view_289 = None
        _unsafe_view_46: "f32[16, 16]" = torch.ops.aten._unsafe_view.default(clone_46, [16, 16]);  clone_46 = None
        _tensor_constant296: "f32[16, 16]" = self._tensor_constant296
        t_288: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant296);  _tensor_constant296 = None
        mm_144: "f32[16, 16]" = torch.ops.aten.mm.default(_unsafe_view_46, t_288);  t_288 = None
        t_289: "f32[16, 16]" = torch.ops.aten.t.default(_unsafe_view_46)
        _tensor_constant297: "f32[16, 16]" = self._tensor_constant297
        mm_145: "f32[16, 16]" = torch.ops.aten.mm.default(t_289, _tensor_constant297);  t_289 = _tensor_constant297 = None
        t_290: "f32[16, 16]" = torch.ops.aten.t.default(mm_145);  mm_145 = None
        sum_73: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(_unsafe_view_46, [0], True);  _unsafe_view_46 = None
        view_290: "f32[16]" = torch.ops.aten.view.default(sum_73, [16]);  sum_73 = None
        t_291: "f32[16, 16]" = torch.ops.aten.t.default(t_290);  t_290 = None
        view_291: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_144, [2, 8, 16]);  mm_144 = None
        add_46: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_45, view_291);  add_45 = view_291 = None
        transpose_107: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(view_285, 1, 2);  view_285 = None
        clone_47: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_107, memory_format = torch.contiguous_format);  transpose_107 = None
        _unsafe_view_47: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(clone_47, [2, 8, 16]);  clone_47 = None
        view_292: "f32[16, 16]" = torch.ops.aten.view.default(_unsafe_view_47, [16, 16]);  _unsafe_view_47 = None
        _tensor_constant298: "f32[16, 16]" = self._tensor_constant298
        t_292: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant298);  _tensor_constant298 = None
        mm_146: "f32[16, 16]" = torch.ops.aten.mm.default(view_292, t_292);  t_292 = None
        t_293: "f32[16, 16]" = torch.ops.aten.t.default(view_292)
        _tensor_constant299: "f32[16, 16]" = self._tensor_constant299
        mm_147: "f32[16, 16]" = torch.ops.aten.mm.default(t_293, _tensor_constant299);  t_293 = _tensor_constant299 = None
        t_294: "f32[16, 16]" = torch.ops.aten.t.default(mm_147);  mm_147 = None
        sum_74: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(view_292, [0], True);  view_292 = None
        view_293: "f32[16]" = torch.ops.aten.view.default(sum_74, [16]);  sum_74 = None
        t_295: "f32[16, 16]" = torch.ops.aten.t.default(t_294);  t_294 = None
        view_294: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_146, [2, 8, 16]);  mm_146 = None
        add_47: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_46, view_294);  add_46 = view_294 = None
        _tensor_constant300: "f32[2, 8, 16]" = self._tensor_constant300
        _tensor_constant301: "f32[2, 8, 1]" = self._tensor_constant301
        _tensor_constant302: "f32[2, 8, 1]" = self._tensor_constant302
        _param_constant50: "f32[16]" = self._param_constant50
        _param_constant51: "f32[16]" = self._param_constant51
        native_layer_norm_backward_25 = torch.ops.aten.native_layer_norm_backward.default(add_47, _tensor_constant300, [16], _tensor_constant301, _tensor_constant302, _param_constant50, _param_constant51, [True, True, True]);  add_47 = _tensor_constant300 = _tensor_constant301 = _tensor_constant302 = _param_constant50 = _param_constant51 = None
        getitem_75: "f32[2, 8, 16]" = native_layer_norm_backward_25[0]
        getitem_76: "f32[16]" = native_layer_norm_backward_25[1]
        getitem_77: "f32[16]" = native_layer_norm_backward_25[2];  native_layer_norm_backward_25 = None
        sum_75: "f32[1, 8, 16]" = torch.ops.aten.sum.dim_IntList(getitem_75, [0], True)
        _tensor_constant303: "i64[1, 8]" = self._tensor_constant303
        embedding_dense_backward: "f32[16, 16]" = torch.ops.aten.embedding_dense_backward.default(sum_75, _tensor_constant303, 16, -1, False);  sum_75 = _tensor_constant303 = None
        _tensor_constant304: "i64[2, 8]" = self._tensor_constant304
        embedding_dense_backward_1: "f32[2, 16]" = torch.ops.aten.embedding_dense_backward.default(getitem_75, _tensor_constant304, 2, -1, False);  _tensor_constant304 = None
        _tensor_constant305: "i64[2, 8]" = self._tensor_constant305
        embedding_dense_backward_2: "f32[64, 16]" = torch.ops.aten.embedding_dense_backward.default(getitem_75, _tensor_constant305, 64, 0, False);  getitem_75 = _tensor_constant305 = None
        add_48: "f32[64, 16]" = torch.ops.aten.add.Tensor(t_3, embedding_dense_backward_2);  t_3 = embedding_dense_backward_2 = None
        return (getitem_2, getitem_1, view_5, t_7, view_2, getitem_5, getitem_4, view_8, t_11, view_11, t_15, getitem_8, getitem_7, view_14, t_19, view_23, t_23, view_26, t_27, view_29, t_31, getitem_11, getitem_10, view_32, t_35, view_35, t_39, getitem_14, getitem_13, view_38, t_43, view_47, t_47, view_50, t_51, view_53, t_55, getitem_17, getitem_16, view_56, t_59, view_59, t_63, getitem_20, getitem_19, view_62, t_67, view_71, t_71, view_74, t_75, view_77, t_79, getitem_23, getitem_22, view_80, t_83, view_83, t_87, getitem_26, getitem_25, view_86, t_91, view_95, t_95, view_98, t_99, view_101, t_103, getitem_29, getitem_28, view_104, t_107, view_107, t_111, getitem_32, getitem_31, view_110, t_115, view_119, t_119, view_122, t_123, view_125, t_127, getitem_35, getitem_34, view_128, t_131, view_131, t_135, getitem_38, getitem_37, view_134, t_139, view_143, t_143, view_146, t_147, view_149, t_151, getitem_41, getitem_40, view_152, t_155, view_155, t_159, getitem_44, getitem_43, view_158, t_163, view_167, t_167, view_170, t_171, view_173, t_175, getitem_47, getitem_46, view_176, t_179, view_179, t_183, getitem_50, getitem_49, view_182, t_187, view_191, t_191, view_194, t_195, view_197, t_199, getitem_53, getitem_52, view_200, t_203, view_203, t_207, getitem_56, getitem_55, view_206, t_211, view_215, t_215, view_218, t_219, view_221, t_223, getitem_59, getitem_58, view_224, t_227, view_227, t_231, getitem_62, getitem_61, view_230, t_235, view_239, t_239, view_242, t_243, view_245, t_247, getitem_65, getitem_64, view_248, t_251, view_251, t_255, getitem_68, getitem_67, view_254, t_259, view_263, t_263, view_266, t_267, view_269, t_271, getitem_71, getitem_70, view_272, t_275, view_275, t_279, getitem_74, getitem_73, view_278, t_283, view_287, t_287, view_290, t_291, view_293, t_295, getitem_77, getitem_76, embedding_dense_backward_1, embedding_dense_backward, add_48)
