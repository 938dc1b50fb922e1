class traced(torch.nn.Module):
    def forward(self, x_1: "f32[2, 6, 16]", labels_1: "i64[2]"):
        # No stacktrace found for following nodes
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
        _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose, transpose_1, transpose_2, 0.0, True);  transpose = transpose_1 = transpose_2 = None
        getitem_6: "f32[2, 2, 6, 8]" = _scaled_dot_product_flash_attention_for_cpu[0]
        getitem_7: "f32[2, 2, 6]" = _scaled_dot_product_flash_attention_for_cpu[1];  _scaled_dot_product_flash_attention_for_cpu = getitem_7 = None
        detach: "f32[2, 2, 6, 8]" = torch.ops.aten.detach.default(getitem_6);  detach = None
        transpose_3: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(getitem_6, 1, 2);  getitem_6 = None
        view_5: "f32[2, 6, 16]" = torch.ops.aten.view.default(transpose_3, [2, 6, 16]);  transpose_3 = None
        view_6: "f32[12, 16]" = torch.ops.aten.view.default(view_5, [12, 16]);  view_5 = None
        _param_constant4: "f32[16, 16]" = self._param_constant4
        t_1: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
        _param_constant5: "f32[16]" = self._param_constant5
        addmm_1: "f32[12, 16]" = torch.ops.aten.addmm.default(_param_constant5, view_6, t_1);  _param_constant5 = view_6 = t_1 = None
        view_7: "f32[2, 6, 16]" = torch.ops.aten.view.default(addmm_1, [2, 6, 16]);  addmm_1 = None
        add: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(x_1, view_7);  x_1 = view_7 = None
        _param_constant6: "f32[16]" = self._param_constant6
        _param_constant7: "f32[16]" = self._param_constant7
        native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add, [16], _param_constant6, _param_constant7, 1e-05);  _param_constant6 = _param_constant7 = None
        getitem_8: "f32[2, 6, 16]" = native_layer_norm_1[0]
        getitem_9: "f32[2, 6, 1]" = native_layer_norm_1[1];  getitem_9 = None
        getitem_10: "f32[2, 6, 1]" = native_layer_norm_1[2];  native_layer_norm_1 = getitem_10 = None
        view_8: "f32[12, 16]" = torch.ops.aten.view.default(getitem_8, [12, 16]);  getitem_8 = None
        _param_constant8: "f32[48, 16]" = self._param_constant8
        t_2: "f32[16, 48]" = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
        _param_constant9: "f32[48]" = self._param_constant9
        addmm_2: "f32[12, 48]" = torch.ops.aten.addmm.default(_param_constant9, view_8, t_2);  _param_constant9 = view_8 = t_2 = None
        view_9: "f32[2, 6, 48]" = torch.ops.aten.view.default(addmm_2, [2, 6, 48]);  addmm_2 = None
        split_1 = torch.ops.aten.split.Tensor(view_9, 16, -1);  view_9 = None
        getitem_11: "f32[2, 6, 16]" = split_1[0]
        getitem_12: "f32[2, 6, 16]" = split_1[1]
        getitem_13: "f32[2, 6, 16]" = split_1[2];  split_1 = None
        view_10: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(getitem_11, [2, 6, 2, 8]);  getitem_11 = None
        transpose_4: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_10, 1, 2);  view_10 = None
        view_11: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(getitem_12, [2, 6, 2, 8]);  getitem_12 = None
        transpose_5: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_11, 1, 2);  view_11 = None
        view_12: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(getitem_13, [2, 6, 2, 8]);  getitem_13 = None
        transpose_6: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_12, 1, 2);  view_12 = None
        _scaled_dot_product_flash_attention_for_cpu_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose_4, transpose_5, transpose_6, 0.0, True);  transpose_4 = transpose_5 = transpose_6 = None
        getitem_14: "f32[2, 2, 6, 8]" = _scaled_dot_product_flash_attention_for_cpu_1[0]
        getitem_15: "f32[2, 2, 6]" = _scaled_dot_product_flash_attention_for_cpu_1[1];  _scaled_dot_product_flash_attention_for_cpu_1 = getitem_15 = None
        detach_1: "f32[2, 2, 6, 8]" = torch.ops.aten.detach.default(getitem_14);  detach_1 = None
        transpose_7: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(getitem_14, 1, 2);  getitem_14 = None
        view_13: "f32[2, 6, 16]" = torch.ops.aten.view.default(transpose_7, [2, 6, 16]);  transpose_7 = None
        view_14: "f32[12, 16]" = torch.ops.aten.view.default(view_13, [12, 16]);  view_13 = None
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
        getitem_16: "f32[]" = nll_loss_forward[0]
        getitem_17: "f32[]" = nll_loss_forward[1];  nll_loss_forward = getitem_17 = None
        return getitem_16
