class traced(torch.nn.Module):
    def forward(self, pixel_values_1: "f32[2, 3, 16, 16]", labels_1: "i64[2]"):
        # No stacktrace found for following nodes
        _param_constant0: "f32[16, 3, 8, 8]" = self._param_constant0
        _param_constant1: "f32[16]" = self._param_constant1
        convolution: "f32[2, 16, 2, 2]" = torch.ops.aten.convolution.default(pixel_values_1, _param_constant0, _param_constant1, [8, 8], [0, 0], [1, 1], False, [0, 0], 1);  pixel_values_1 = _param_constant0 = _param_constant1 = None
        view: "f32[2, 16, 4]" = torch.ops.aten.view.default(convolution, [2, 16, 4]);  convolution = None
        transpose: "f32[2, 4, 16]" = torch.ops.aten.transpose.int(view, 1, 2);  view = None
        _param_constant2: "f32[1, 1, 16]" = self._param_constant2
        expand: "f32[2, 1, 16]" = torch.ops.aten.expand.default(_param_constant2, [2, -1, -1]);  _param_constant2 = None
        cat: "f32[2, 5, 16]" = torch.ops.aten.cat.default([expand, transpose], 1);  expand = transpose = None
        _param_constant3: "f32[1, 5, 16]" = self._param_constant3
        add: "f32[2, 5, 16]" = torch.ops.aten.add.Tensor(cat, _param_constant3);  cat = _param_constant3 = None
        _param_constant4: "f32[16]" = self._param_constant4
        _param_constant5: "f32[16]" = self._param_constant5
        native_layer_norm = torch.ops.aten.native_layer_norm.default(add, [16], _param_constant4, _param_constant5, 1e-12);  _param_constant4 = _param_constant5 = None
        getitem: "f32[2, 5, 16]" = native_layer_norm[0]
        getitem_1: "f32[2, 5, 1]" = native_layer_norm[1];  getitem_1 = None
        getitem_2: "f32[2, 5, 1]" = native_layer_norm[2];  native_layer_norm = getitem_2 = None
        view_1: "f32[10, 16]" = torch.ops.aten.view.default(getitem, [10, 16])
        _param_constant6: "f32[16, 16]" = self._param_constant6
        t: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
        _param_constant7: "f32[16]" = self._param_constant7
        addmm: "f32[10, 16]" = torch.ops.aten.addmm.default(_param_constant7, view_1, t);  _param_constant7 = view_1 = t = None
        view_2: "f32[2, 5, 16]" = torch.ops.aten.view.default(addmm, [2, 5, 16]);  addmm = None
        view_3: "f32[2, 5, 2, 8]" = torch.ops.aten.view.default(view_2, [2, 5, -1, 8]);  view_2 = None
        transpose_1: "f32[2, 2, 5, 8]" = torch.ops.aten.transpose.int(view_3, 1, 2);  view_3 = None
        view_4: "f32[10, 16]" = torch.ops.aten.view.default(getitem, [10, 16])
        _param_constant8: "f32[16, 16]" = self._param_constant8
        t_1: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
        _param_constant9: "f32[16]" = self._param_constant9
        addmm_1: "f32[10, 16]" = torch.ops.aten.addmm.default(_param_constant9, view_4, t_1);  _param_constant9 = view_4 = t_1 = None
        view_5: "f32[2, 5, 16]" = torch.ops.aten.view.default(addmm_1, [2, 5, 16]);  addmm_1 = None
        view_6: "f32[2, 5, 2, 8]" = torch.ops.aten.view.default(view_5, [2, 5, -1, 8]);  view_5 = None
        transpose_2: "f32[2, 2, 5, 8]" = torch.ops.aten.transpose.int(view_6, 1, 2);  view_6 = None
        view_7: "f32[10, 16]" = torch.ops.aten.view.default(getitem, [10, 16]);  getitem = None
        _param_constant10: "f32[16, 16]" = self._param_constant10
        t_2: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant10);  _param_constant10 = None
        _param_constant11: "f32[16]" = self._param_constant11
        addmm_2: "f32[10, 16]" = torch.ops.aten.addmm.default(_param_constant11, view_7, t_2);  _param_constant11 = view_7 = t_2 = None
        view_8: "f32[2, 5, 16]" = torch.ops.aten.view.default(addmm_2, [2, 5, 16]);  addmm_2 = None
        view_9: "f32[2, 5, 2, 8]" = torch.ops.aten.view.default(view_8, [2, 5, -1, 8]);  view_8 = None
        transpose_3: "f32[2, 2, 5, 8]" = torch.ops.aten.transpose.int(view_9, 1, 2);  view_9 = None
        transpose_4: "f32[2, 2, 8, 5]" = torch.ops.aten.transpose.int(transpose_2, 2, 3);  transpose_2 = None
        expand_1: "f32[2, 2, 5, 8]" = torch.ops.aten.expand.default(transpose_1, [2, 2, 5, 8]);  transpose_1 = None
        clone: "f32[2, 2, 5, 8]" = torch.ops.aten.clone.default(expand_1, memory_format = torch.contiguous_format);  expand_1 = None
        _unsafe_view: "f32[4, 5, 8]" = torch.ops.aten._unsafe_view.default(clone, [4, 5, 8]);  clone = None
        expand_2: "f32[2, 2, 8, 5]" = torch.ops.aten.expand.default(transpose_4, [2, 2, 8, 5]);  transpose_4 = None
        clone_1: "f32[2, 2, 8, 5]" = torch.ops.aten.clone.default(expand_2, memory_format = torch.contiguous_format);  expand_2 = None
        _unsafe_view_1: "f32[4, 8, 5]" = torch.ops.aten._unsafe_view.default(clone_1, [4, 8, 5]);  clone_1 = None
        bmm: "f32[4, 5, 5]" = torch.ops.aten.bmm.default(_unsafe_view, _unsafe_view_1);  _unsafe_view = _unsafe_view_1 = None
        _unsafe_view_2: "f32[2, 2, 5, 5]" = torch.ops.aten._unsafe_view.default(bmm, [2, 2, 5, 5]);  bmm = None
        mul: "f32[2, 2, 5, 5]" = torch.ops.aten.mul.Tensor(_unsafe_view_2, 0.3535533905932738);  _unsafe_view_2 = None
        _softmax: "f32[2, 2, 5, 5]" = torch.ops.aten._softmax.default(mul, -1, False);  mul = None
        detach: "f32[2, 2, 5, 5]" = torch.ops.aten.detach.default(_softmax);  detach = None
        expand_3: "f32[2, 2, 5, 5]" = torch.ops.aten.expand.default(_softmax, [2, 2, 5, 5]);  _softmax = None
        view_10: "f32[4, 5, 5]" = torch.ops.aten.view.default(expand_3, [4, 5, 5]);  expand_3 = None
        expand_4: "f32[2, 2, 5, 8]" = torch.ops.aten.expand.default(transpose_3, [2, 2, 5, 8]);  transpose_3 = None
        clone_2: "f32[2, 2, 5, 8]" = torch.ops.aten.clone.default(expand_4, memory_format = torch.contiguous_format);  expand_4 = None
        _unsafe_view_3: "f32[4, 5, 8]" = torch.ops.aten._unsafe_view.default(clone_2, [4, 5, 8]);  clone_2 = None
        bmm_1: "f32[4, 5, 8]" = torch.ops.aten.bmm.default(view_10, _unsafe_view_3);  view_10 = _unsafe_view_3 = None
        _unsafe_view_4: "f32[2, 2, 5, 8]" = torch.ops.aten._unsafe_view.default(bmm_1, [2, 2, 5, 8]);  bmm_1 = None
        transpose_5: "f32[2, 5, 2, 8]" = torch.ops.aten.transpose.int(_unsafe_view_4, 1, 2);  _unsafe_view_4 = None
        clone_3: "f32[2, 5, 2, 8]" = torch.ops.aten.clone.default(transpose_5, memory_format = torch.contiguous_format);  transpose_5 = None
        view_11: "f32[2, 5, 16]" = torch.ops.aten.view.default(clone_3, [2, 5, -1]);  clone_3 = None
        view_12: "f32[10, 16]" = torch.ops.aten.view.default(view_11, [10, 16]);  view_11 = None
        _param_constant12: "f32[16, 16]" = self._param_constant12
        t_3: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant12);  _param_constant12 = None
        _param_constant13: "f32[16]" = self._param_constant13
        addmm_3: "f32[10, 16]" = torch.ops.aten.addmm.default(_param_constant13, view_12, t_3);  _param_constant13 = view_12 = t_3 = None
        view_13: "f32[2, 5, 16]" = torch.ops.aten.view.default(addmm_3, [2, 5, 16]);  addmm_3 = None
        add_1: "f32[2, 5, 16]" = torch.ops.aten.add.Tensor(view_13, add);  view_13 = add = None
        _param_constant14: "f32[16]" = self._param_constant14
        _param_constant15: "f32[16]" = self._param_constant15
        native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add_1, [16], _param_constant14, _param_constant15, 1e-12);  _param_constant14 = _param_constant15 = None
        getitem_3: "f32[2, 5, 16]" = native_layer_norm_1[0]
        getitem_4: "f32[2, 5, 1]" = native_layer_norm_1[1];  getitem_4 = None
        getitem_5: "f32[2, 5, 1]" = native_layer_norm_1[2];  native_layer_norm_1 = getitem_5 = None
        view_14: "f32[10, 16]" = torch.ops.aten.view.default(getitem_3, [10, 16]);  getitem_3 = None
        _param_constant16: "f32[32, 16]" = self._param_constant16
        t_4: "f32[16, 32]" = torch.ops.aten.t.default(_param_constant16);  _param_constant16 = None
        _param_constant17: "f32[32]" = self._param_constant17
        addmm_4: "f32[10, 32]" = torch.ops.aten.addmm.default(_param_constant17, view_14, t_4);  _param_constant17 = view_14 = t_4 = None
        view_15: "f32[2, 5, 32]" = torch.ops.aten.view.default(addmm_4, [2, 5, 32]);  addmm_4 = None
        gelu: "f32[2, 5, 32]" = torch.ops.aten.gelu.default(view_15);  view_15 = None
        view_16: "f32[10, 32]" = torch.ops.aten.view.default(gelu, [10, 32]);  gelu = None
        _param_constant18: "f32[16, 32]" = self._param_constant18
        t_5: "f32[32, 16]" = torch.ops.aten.t.default(_param_constant18);  _param_constant18 = None
        _param_constant19: "f32[16]" = self._param_constant19
        addmm_5: "f32[10, 16]" = torch.ops.aten.addmm.default(_param_constant19, view_16, t_5);  _param_constant19 = view_16 = t_5 = None
        view_17: "f32[2, 5, 16]" = torch.ops.aten.view.default(addmm_5, [2, 5, 16]);  addmm_5 = None
        add_2: "f32[2, 5, 16]" = torch.ops.aten.add.Tensor(view_17, add_1);  view_17 = add_1 = None
        _param_constant20: "f32[16]" = self._param_constant20
        _param_constant21: "f32[16]" = self._param_constant21
        native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_2, [16], _param_constant20, _param_constant21, 1e-12);  _param_constant20 = _param_constant21 = None
        getitem_6: "f32[2, 5, 16]" = native_layer_norm_2[0]
        getitem_7: "f32[2, 5, 1]" = native_layer_norm_2[1];  getitem_7 = None
        getitem_8: "f32[2, 5, 1]" = native_layer_norm_2[2];  native_layer_norm_2 = getitem_8 = None
        view_18: "f32[10, 16]" = torch.ops.aten.view.default(getitem_6, [10, 16])
        _param_constant22: "f32[16, 16]" = self._param_constant22
        t_6: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant22);  _param_constant22 = None
        _param_constant23: "f32[16]" = self._param_constant23
        addmm_6: "f32[10, 16]" = torch.ops.aten.addmm.default(_param_constant23, view_18, t_6);  _param_constant23 = view_18 = t_6 = None
        view_19: "f32[2, 5, 16]" = torch.ops.aten.view.default(addmm_6, [2, 5, 16]);  addmm_6 = None
        view_20: "f32[2, 5, 2, 8]" = torch.ops.aten.view.default(view_19, [2, 5, -1, 8]);  view_19 = None
        transpose_6: "f32[2, 2, 5, 8]" = torch.ops.aten.transpose.int(view_20, 1, 2);  view_20 = None
        view_21: "f32[10, 16]" = torch.ops.aten.view.default(getitem_6, [10, 16])
        _param_constant24: "f32[16, 16]" = self._param_constant24
        t_7: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant24);  _param_constant24 = None
        _param_constant25: "f32[16]" = self._param_constant25
        addmm_7: "f32[10, 16]" = torch.ops.aten.addmm.default(_param_constant25, view_21, t_7);  _param_constant25 = view_21 = t_7 = None
        view_22: "f32[2, 5, 16]" = torch.ops.aten.view.default(addmm_7, [2, 5, 16]);  addmm_7 = None
        view_23: "f32[2, 5, 2, 8]" = torch.ops.aten.view.default(view_22, [2, 5, -1, 8]);  view_22 = None
        transpose_7: "f32[2, 2, 5, 8]" = torch.ops.aten.transpose.int(view_23, 1, 2);  view_23 = None
        view_24: "f32[10, 16]" = torch.ops.aten.view.default(getitem_6, [10, 16]);  getitem_6 = None
        _param_constant26: "f32[16, 16]" = self._param_constant26
        t_8: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant26);  _param_constant26 = None
        _param_constant27: "f32[16]" = self._param_constant27
        addmm_8: "f32[10, 16]" = torch.ops.aten.addmm.default(_param_constant27, view_24, t_8);  _param_constant27 = view_24 = t_8 = None
        view_25: "f32[2, 5, 16]" = torch.ops.aten.view.default(addmm_8, [2, 5, 16]);  addmm_8 = None
        view_26: "f32[2, 5, 2, 8]" = torch.ops.aten.view.default(view_25, [2, 5, -1, 8]);  view_25 = None
        transpose_8: "f32[2, 2, 5, 8]" = torch.ops.aten.transpose.int(view_26, 1, 2);  view_26 = None
        transpose_9: "f32[2, 2, 8, 5]" = torch.ops.aten.transpose.int(transpose_7, 2, 3);  transpose_7 = None
        expand_5: "f32[2, 2, 5, 8]" = torch.ops.aten.expand.default(transpose_6, [2, 2, 5, 8]);  transpose_6 = None
        clone_4: "f32[2, 2, 5, 8]" = torch.ops.aten.clone.default(expand_5, memory_format = torch.contiguous_format);  expand_5 = None
        _unsafe_view_5: "f32[4, 5, 8]" = torch.ops.aten._unsafe_view.default(clone_4, [4, 5, 8]);  clone_4 = None
        expand_6: "f32[2, 2, 8, 5]" = torch.ops.aten.expand.default(transpose_9, [2, 2, 8, 5]);  transpose_9 = None
        clone_5: "f32[2, 2, 8, 5]" = torch.ops.aten.clone.default(expand_6, memory_format = torch.contiguous_format);  expand_6 = None
        _unsafe_view_6: "f32[4, 8, 5]" = torch.ops.aten._unsafe_view.default(clone_5, [4, 8, 5]);  clone_5 = None
        bmm_2: "f32[4, 5, 5]" = torch.ops.aten.bmm.default(_unsafe_view_5, _unsafe_view_6);  _unsafe_view_5 = _unsafe_view_6 = None
        _unsafe_view_7: "f32[2, 2, 5, 5]" = torch.ops.aten._unsafe_view.default(bmm_2, [2, 2, 5, 5]);  bmm_2 = None
        mul_1: "f32[2, 2, 5, 5]" = torch.ops.aten.mul.Tensor(_unsafe_view_7, 0.3535533905932738);  _unsafe_view_7 = None
        _softmax_1: "f32[2, 2, 5, 5]" = torch.ops.aten._softmax.default(mul_1, -1, False);  mul_1 = None
        detach_1: "f32[2, 2, 5, 5]" = torch.ops.aten.detach.default(_softmax_1);  detach_1 = None
        expand_7: "f32[2, 2, 5, 5]" = torch.ops.aten.expand.default(_softmax_1, [2, 2, 5, 5]);  _softmax_1 = None
        view_27: "f32[4, 5, 5]" = torch.ops.aten.view.default(expand_7, [4, 5, 5]);  expand_7 = None
        expand_8: "f32[2, 2, 5, 8]" = torch.ops.aten.expand.default(transpose_8, [2, 2, 5, 8]);  transpose_8 = None
        clone_6: "f32[2, 2, 5, 8]" = torch.ops.aten.clone.default(expand_8, memory_format = torch.contiguous_format);  expand_8 = None
        _unsafe_view_8: "f32[4, 5, 8]" = torch.ops.aten._unsafe_view.default(clone_6, [4, 5, 8]);  clone_6 = None
        bmm_3: "f32[4, 5, 8]" = torch.ops.aten.bmm.default(view_27, _unsafe_view_8);  view_27 = _unsafe_view_8 = None
        _unsafe_view_9: "f32[2, 2, 5, 8]" = torch.ops.aten._unsafe_view.default(bmm_3, [2, 2, 5, 8]);  bmm_3 = None
        transpose_10: "f32[2, 5, 2, 8]" = torch.ops.aten.transpose.int(_unsafe_view_9, 1, 2);  _unsafe_view_9 = None
        clone_7: "f32[2, 5, 2, 8]" = torch.ops.aten.clone.default(transpose_10, memory_format = torch.contiguous_format);  transpose_10 = None
        view_28: "f32[2, 5, 16]" = torch.ops.aten.view.default(clone_7, [2, 5, -1]);  clone_7 = None
        view_29: "f32[10, 16]" = torch.ops.aten.view.default(view_28, [10, 16]);  view_28 = None
        _param_constant28: "f32[16, 16]" = self._param_constant28
        t_9: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant28);  _param_constant28 = None
        _param_constant29: "f32[16]" = self._param_constant29
        addmm_9: "f32[10, 16]" = torch.ops.aten.addmm.default(_param_constant29, view_29, t_9);  _param_constant29 = view_29 = t_9 = None
        view_30: "f32[2, 5, 16]" = torch.ops.aten.view.default(addmm_9, [2, 5, 16]);  addmm_9 = None
        add_3: "f32[2, 5, 16]" = torch.ops.aten.add.Tensor(view_30, add_2);  view_30 = add_2 = None
        _param_constant30: "f32[16]" = self._param_constant30
        _param_constant31: "f32[16]" = self._param_constant31
        native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(add_3, [16], _param_constant30, _param_constant31, 1e-12);  _param_constant30 = _param_constant31 = None
        getitem_9: "f32[2, 5, 16]" = native_layer_norm_3[0]
        getitem_10: "f32[2, 5, 1]" = native_layer_norm_3[1];  getitem_10 = None
        getitem_11: "f32[2, 5, 1]" = native_layer_norm_3[2];  native_layer_norm_3 = getitem_11 = None
        view_31: "f32[10, 16]" = torch.ops.aten.view.default(getitem_9, [10, 16]);  getitem_9 = None
        _param_constant32: "f32[32, 16]" = self._param_constant32
        t_10: "f32[16, 32]" = torch.ops.aten.t.default(_param_constant32);  _param_constant32 = None
        _param_constant33: "f32[32]" = self._param_constant33
        addmm_10: "f32[10, 32]" = torch.ops.aten.addmm.default(_param_constant33, view_31, t_10);  _param_constant33 = view_31 = t_10 = None
        view_32: "f32[2, 5, 32]" = torch.ops.aten.view.default(addmm_10, [2, 5, 32]);  addmm_10 = None
        gelu_1: "f32[2, 5, 32]" = torch.ops.aten.gelu.default(view_32);  view_32 = None
        view_33: "f32[10, 32]" = torch.ops.aten.view.default(gelu_1, [10, 32]);  gelu_1 = None
        _param_constant34: "f32[16, 32]" = self._param_constant34
        t_11: "f32[32, 16]" = torch.ops.aten.t.default(_param_constant34);  _param_constant34 = None
        _param_constant35: "f32[16]" = self._param_constant35
        addmm_11: "f32[10, 16]" = torch.ops.aten.addmm.default(_param_constant35, view_33, t_11);  _param_constant35 = view_33 = t_11 = None
        view_34: "f32[2, 5, 16]" = torch.ops.aten.view.default(addmm_11, [2, 5, 16]);  addmm_11 = None
        add_4: "f32[2, 5, 16]" = torch.ops.aten.add.Tensor(view_34, add_3);  view_34 = add_3 = None
        _param_constant36: "f32[16]" = self._param_constant36
        _param_constant37: "f32[16]" = self._param_constant37
        native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(add_4, [16], _param_constant36, _param_constant37, 1e-12);  add_4 = _param_constant36 = _param_constant37 = None
        getitem_12: "f32[2, 5, 16]" = native_layer_norm_4[0]
        getitem_13: "f32[2, 5, 1]" = native_layer_norm_4[1];  getitem_13 = None
        getitem_14: "f32[2, 5, 1]" = native_layer_norm_4[2];  native_layer_norm_4 = getitem_14 = None
        select: "f32[2, 16]" = torch.ops.aten.select.int(getitem_12, 1, 0);  getitem_12 = None
        _param_constant38: "f32[3, 16]" = self._param_constant38
        t_12: "f32[16, 3]" = torch.ops.aten.t.default(_param_constant38);  _param_constant38 = None
        _param_constant39: "f32[3]" = self._param_constant39
        addmm_12: "f32[2, 3]" = torch.ops.aten.addmm.default(_param_constant39, select, t_12);  _param_constant39 = select = t_12 = None
        _log_softmax: "f32[2, 3]" = torch.ops.aten._log_softmax.default(addmm_12, 1, False);  addmm_12 = None
        detach_2: "f32[2, 3]" = torch.ops.aten.detach.default(_log_softmax);  detach_2 = None
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
        getitem_15: "f32[]" = nll_loss_forward[0]
        getitem_16: "f32[]" = nll_loss_forward[1];  nll_loss_forward = getitem_16 = None
        return getitem_15
