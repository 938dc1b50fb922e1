class traced(torch.nn.Module):
    def forward(self, x_1: "f32[4, 6]", labels_1: "i64[4]"):
        # No stacktrace found for following nodes
        _param_constant0: "f32[8, 6]" = self._param_constant0
        t: "f32[6, 8]" = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
        _param_constant1: "f32[8]" = self._param_constant1
        addmm: "f32[4, 8]" = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = x_1 = t = None
        _param_constant2: "f32[8, 8]" = self._param_constant2
        t_1: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
        _param_constant3: "f32[8]" = self._param_constant3
        addmm_1: "f32[4, 8]" = torch.ops.aten.addmm.default(_param_constant3, addmm, t_1);  _param_constant3 = t_1 = None
        _param_constant4: "f32[8]" = self._param_constant4
        _param_constant5: "f32[8]" = self._param_constant5
        native_layer_norm = torch.ops.aten.native_layer_norm.default(addmm_1, [8], _param_constant4, _param_constant5, 1e-05);  addmm_1 = _param_constant4 = _param_constant5 = None
        getitem: "f32[4, 8]" = native_layer_norm[0]
        getitem_1: "f32[4, 1]" = native_layer_norm[1];  getitem_1 = None
        getitem_2: "f32[4, 1]" = native_layer_norm[2];  native_layer_norm = getitem_2 = None
        gelu: "f32[4, 8]" = torch.ops.aten.gelu.default(getitem);  getitem = None
        add: "f32[4, 8]" = torch.ops.aten.add.Tensor(addmm, gelu);  addmm = gelu = None
        _param_constant2_1: "f32[8, 8]" = self._param_constant2
        t_2: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant2_1);  _param_constant2_1 = None
        _param_constant3_1: "f32[8]" = self._param_constant3
        addmm_2: "f32[4, 8]" = torch.ops.aten.addmm.default(_param_constant3_1, add, t_2);  _param_constant3_1 = t_2 = None
        _param_constant4_1: "f32[8]" = self._param_constant4
        _param_constant5_1: "f32[8]" = self._param_constant5
        native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(addmm_2, [8], _param_constant4_1, _param_constant5_1, 1e-05);  addmm_2 = _param_constant4_1 = _param_constant5_1 = None
        getitem_3: "f32[4, 8]" = native_layer_norm_1[0]
        getitem_4: "f32[4, 1]" = native_layer_norm_1[1];  getitem_4 = None
        getitem_5: "f32[4, 1]" = native_layer_norm_1[2];  native_layer_norm_1 = getitem_5 = None
        gelu_1: "f32[4, 8]" = torch.ops.aten.gelu.default(getitem_3);  getitem_3 = None
        add_1: "f32[4, 8]" = torch.ops.aten.add.Tensor(add, gelu_1);  add = gelu_1 = None
        _param_constant2_2: "f32[8, 8]" = self._param_constant2
        t_3: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant2_2);  _param_constant2_2 = None
        _param_constant3_2: "f32[8]" = self._param_constant3
        addmm_3: "f32[4, 8]" = torch.ops.aten.addmm.default(_param_constant3_2, add_1, t_3);  _param_constant3_2 = t_3 = None
        _param_constant4_2: "f32[8]" = self._param_constant4
        _param_constant5_2: "f32[8]" = self._param_constant5
        native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(addmm_3, [8], _param_constant4_2, _param_constant5_2, 1e-05);  addmm_3 = _param_constant4_2 = _param_constant5_2 = None
        getitem_6: "f32[4, 8]" = native_layer_norm_2[0]
        getitem_7: "f32[4, 1]" = native_layer_norm_2[1];  getitem_7 = None
        getitem_8: "f32[4, 1]" = native_layer_norm_2[2];  native_layer_norm_2 = getitem_8 = None
        gelu_2: "f32[4, 8]" = torch.ops.aten.gelu.default(getitem_6);  getitem_6 = None
        add_2: "f32[4, 8]" = torch.ops.aten.add.Tensor(add_1, gelu_2);  add_1 = gelu_2 = None
        _param_constant2_3: "f32[8, 8]" = self._param_constant2
        t_4: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant2_3);  _param_constant2_3 = None
        _param_constant3_3: "f32[8]" = self._param_constant3
        addmm_4: "f32[4, 8]" = torch.ops.aten.addmm.default(_param_constant3_3, add_2, t_4);  _param_constant3_3 = t_4 = None
        _param_constant4_3: "f32[8]" = self._param_constant4
        _param_constant5_3: "f32[8]" = self._param_constant5
        native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(addmm_4, [8], _param_constant4_3, _param_constant5_3, 1e-05);  addmm_4 = _param_constant4_3 = _param_constant5_3 = None
        getitem_9: "f32[4, 8]" = native_layer_norm_3[0]
        getitem_10: "f32[4, 1]" = native_layer_norm_3[1];  getitem_10 = None
        getitem_11: "f32[4, 1]" = native_layer_norm_3[2];  native_layer_norm_3 = getitem_11 = None
        gelu_3: "f32[4, 8]" = torch.ops.aten.gelu.default(getitem_9);  getitem_9 = None
        add_3: "f32[4, 8]" = torch.ops.aten.add.Tensor(add_2, gelu_3);  add_2 = gelu_3 = None
        _param_constant2_4: "f32[8, 8]" = self._param_constant2
        t_5: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant2_4);  _param_constant2_4 = None
        _param_constant3_4: "f32[8]" = self._param_constant3
        addmm_5: "f32[4, 8]" = torch.ops.aten.addmm.default(_param_constant3_4, add_3, t_5);  _param_constant3_4 = t_5 = None
        _param_constant4_4: "f32[8]" = self._param_constant4
        _param_constant5_4: "f32[8]" = self._param_constant5
        native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(addmm_5, [8], _param_constant4_4, _param_constant5_4, 1e-05);  addmm_5 = _param_constant4_4 = _param_constant5_4 = None
        getitem_12: "f32[4, 8]" = native_layer_norm_4[0]
        getitem_13: "f32[4, 1]" = native_layer_norm_4[1];  getitem_13 = None
        getitem_14: "f32[4, 1]" = native_layer_norm_4[2];  native_layer_norm_4 = getitem_14 = None
        gelu_4: "f32[4, 8]" = torch.ops.aten.gelu.default(getitem_12);  getitem_12 = None
        add_4: "f32[4, 8]" = torch.ops.aten.add.Tensor(add_3, gelu_4);  add_3 = gelu_4 = None
        _param_constant2_5: "f32[8, 8]" = self._param_constant2
        t_6: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant2_5);  _param_constant2_5 = None
        _param_constant3_5: "f32[8]" = self._param_constant3
        addmm_6: "f32[4, 8]" = torch.ops.aten.addmm.default(_param_constant3_5, add_4, t_6);  _param_constant3_5 = t_6 = None
        _param_constant4_5: "f32[8]" = self._param_constant4
        _param_constant5_5: "f32[8]" = self._param_constant5
        native_layer_norm_5 = torch.ops.aten.native_layer_norm.default(addmm_6, [8], _param_constant4_5, _param_constant5_5, 1e-05);  addmm_6 = _param_constant4_5 = _param_constant5_5 = None
        getitem_15: "f32[4, 8]" = native_layer_norm_5[0]
        getitem_16: "f32[4, 1]" = native_layer_norm_5[1];  getitem_16 = None
        getitem_17: "f32[4, 1]" = native_layer_norm_5[2];  native_layer_norm_5 = getitem_17 = None
        gelu_5: "f32[4, 8]" = torch.ops.aten.gelu.default(getitem_15);  getitem_15 = None
        add_5: "f32[4, 8]" = torch.ops.aten.add.Tensor(add_4, gelu_5);  add_4 = gelu_5 = None
        _param_constant2_6: "f32[8, 8]" = self._param_constant2
        t_7: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant2_6);  _param_constant2_6 = None
        _param_constant3_6: "f32[8]" = self._param_constant3
        addmm_7: "f32[4, 8]" = torch.ops.aten.addmm.default(_param_constant3_6, add_5, t_7);  _param_constant3_6 = t_7 = None
        _param_constant4_6: "f32[8]" = self._param_constant4
        _param_constant5_6: "f32[8]" = self._param_constant5
        native_layer_norm_6 = torch.ops.aten.native_layer_norm.default(addmm_7, [8], _param_constant4_6, _param_constant5_6, 1e-05);  addmm_7 = _param_constant4_6 = _param_constant5_6 = None
        getitem_18: "f32[4, 8]" = native_layer_norm_6[0]
        getitem_19: "f32[4, 1]" = native_layer_norm_6[1];  getitem_19 = None
        getitem_20: "f32[4, 1]" = native_layer_norm_6[2];  native_layer_norm_6 = getitem_20 = None
        gelu_6: "f32[4, 8]" = torch.ops.aten.gelu.default(getitem_18);  getitem_18 = None
        add_6: "f32[4, 8]" = torch.ops.aten.add.Tensor(add_5, gelu_6);  add_5 = gelu_6 = None
        _param_constant2_7: "f32[8, 8]" = self._param_constant2
        t_8: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant2_7);  _param_constant2_7 = None
        _param_constant3_7: "f32[8]" = self._param_constant3
        addmm_8: "f32[4, 8]" = torch.ops.aten.addmm.default(_param_constant3_7, add_6, t_8);  _param_constant3_7 = t_8 = None
        _param_constant4_7: "f32[8]" = self._param_constant4
        _param_constant5_7: "f32[8]" = self._param_constant5
        native_layer_norm_7 = torch.ops.aten.native_layer_norm.default(addmm_8, [8], _param_constant4_7, _param_constant5_7, 1e-05);  addmm_8 = _param_constant4_7 = _param_constant5_7 = None
        getitem_21: "f32[4, 8]" = native_layer_norm_7[0]
        getitem_22: "f32[4, 1]" = native_layer_norm_7[1];  getitem_22 = None
        getitem_23: "f32[4, 1]" = native_layer_norm_7[2];  native_layer_norm_7 = getitem_23 = None
        gelu_7: "f32[4, 8]" = torch.ops.aten.gelu.default(getitem_21);  getitem_21 = None
        add_7: "f32[4, 8]" = torch.ops.aten.add.Tensor(add_6, gelu_7);  add_6 = gelu_7 = None
        _param_constant2_8: "f32[8, 8]" = self._param_constant2
        t_9: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant2_8);  _param_constant2_8 = None
        _param_constant3_8: "f32[8]" = self._param_constant3
        addmm_9: "f32[4, 8]" = torch.ops.aten.addmm.default(_param_constant3_8, add_7, t_9);  _param_constant3_8 = t_9 = None
        _param_constant4_8: "f32[8]" = self._param_constant4
        _param_constant5_8: "f32[8]" = self._param_constant5
        native_layer_norm_8 = torch.ops.aten.native_layer_norm.default(addmm_9, [8], _param_constant4_8, _param_constant5_8, 1e-05);  addmm_9 = _param_constant4_8 = _param_constant5_8 = None
        getitem_24: "f32[4, 8]" = native_layer_norm_8[0]
        getitem_25: "f32[4, 1]" = native_layer_norm_8[1];  getitem_25 = None
        getitem_26: "f32[4, 1]" = native_layer_norm_8[2];  native_layer_norm_8 = getitem_26 = None
        gelu_8: "f32[4, 8]" = torch.ops.aten.gelu.default(getitem_24);  getitem_24 = None
        add_8: "f32[4, 8]" = torch.ops.aten.add.Tensor(add_7, gelu_8);  add_7 = gelu_8 = None
        _param_constant2_9: "f32[8, 8]" = self._param_constant2
        t_10: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant2_9);  _param_constant2_9 = None
        _param_constant3_9: "f32[8]" = self._param_constant3
        addmm_10: "f32[4, 8]" = torch.ops.aten.addmm.default(_param_constant3_9, add_8, t_10);  _param_constant3_9 = t_10 = None
        _param_constant4_9: "f32[8]" = self._param_constant4
        _param_constant5_9: "f32[8]" = self._param_constant5
        native_layer_norm_9 = torch.ops.aten.native_layer_norm.default(addmm_10, [8], _param_constant4_9, _param_constant5_9, 1e-05);  addmm_10 = _param_constant4_9 = _param_constant5_9 = None
        getitem_27: "f32[4, 8]" = native_layer_norm_9[0]
        getitem_28: "f32[4, 1]" = native_layer_norm_9[1];  getitem_28 = None
        getitem_29: "f32[4, 1]" = native_layer_norm_9[2];  native_layer_norm_9 = getitem_29 = None
        gelu_9: "f32[4, 8]" = torch.ops.aten.gelu.default(getitem_27);  getitem_27 = None
        add_9: "f32[4, 8]" = torch.ops.aten.add.Tensor(add_8, gelu_9);  add_8 = gelu_9 = None
        _param_constant2_10: "f32[8, 8]" = self._param_constant2
        t_11: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant2_10);  _param_constant2_10 = None
        _param_constant3_10: "f32[8]" = self._param_constant3
        addmm_11: "f32[4, 8]" = torch.ops.aten.addmm.default(_param_constant3_10, add_9, t_11);  _param_constant3_10 = t_11 = None
        _param_constant4_10: "f32[8]" = self._param_constant4
        _param_constant5_10: "f32[8]" = self._param_constant5
        native_layer_norm_10 = torch.ops.aten.native_layer_norm.default(addmm_11, [8], _param_constant4_10, _param_constant5_10, 1e-05);  addmm_11 = _param_constant4_10 = _param_constant5_10 = None
        getitem_30: "f32[4, 8]" = native_layer_norm_10[0]
        getitem_31: "f32[4, 1]" = native_layer_norm_10[1];  getitem_31 = None
        getitem_32: "f32[4, 1]" = native_layer_norm_10[2];  native_layer_norm_10 = getitem_32 = None
        gelu_10: "f32[4, 8]" = torch.ops.aten.gelu.default(getitem_30);  getitem_30 = None
        add_10: "f32[4, 8]" = torch.ops.aten.add.Tensor(add_9, gelu_10);  add_9 = gelu_10 = None
        _param_constant2_11: "f32[8, 8]" = self._param_constant2
        t_12: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant2_11);  _param_constant2_11 = None
        _param_constant3_11: "f32[8]" = self._param_constant3
        addmm_12: "f32[4, 8]" = torch.ops.aten.addmm.default(_param_constant3_11, add_10, t_12);  _param_constant3_11 = t_12 = None
        _param_constant4_11: "f32[8]" = self._param_constant4
        _param_constant5_11: "f32[8]" = self._param_constant5
        native_layer_norm_11 = torch.ops.aten.native_layer_norm.default(addmm_12, [8], _param_constant4_11, _param_constant5_11, 1e-05);  addmm_12 = _param_constant4_11 = _param_constant5_11 = None
        getitem_33: "f32[4, 8]" = native_layer_norm_11[0]
        getitem_34: "f32[4, 1]" = native_layer_norm_11[1];  getitem_34 = None
        getitem_35: "f32[4, 1]" = native_layer_norm_11[2];  native_layer_norm_11 = getitem_35 = None
        gelu_11: "f32[4, 8]" = torch.ops.aten.gelu.default(getitem_33);  getitem_33 = None
        add_11: "f32[4, 8]" = torch.ops.aten.add.Tensor(add_10, gelu_11);  add_10 = gelu_11 = None
        _param_constant6: "f32[3, 8]" = self._param_constant6
        t_13: "f32[8, 3]" = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
        _param_constant7: "f32[3]" = self._param_constant7
        addmm_13: "f32[4, 3]" = torch.ops.aten.addmm.default(_param_constant7, add_11, t_13);  _param_constant7 = add_11 = t_13 = None
        _log_softmax: "f32[4, 3]" = torch.ops.aten._log_softmax.default(addmm_13, 1, False);  addmm_13 = None
        detach: "f32[4, 3]" = torch.ops.aten.detach.default(_log_softmax);  detach = None
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
        getitem_36: "f32[]" = nll_loss_forward[0]
        getitem_37: "f32[]" = nll_loss_forward[1];  nll_loss_forward = getitem_37 = None
        return getitem_36
