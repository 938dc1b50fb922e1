class traced(torch.nn.Module):
    def forward(self, x_1: "f32[4, 12]", labels_1: "i64[4]"):
        # No stacktrace found for following nodes
        _param_constant0: "f32[12, 12]" = self._param_constant0
        t: "f32[12, 12]" = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
        _param_constant1: "f32[12]" = self._param_constant1
        addmm: "f32[4, 12]" = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = x_1 = t = None
        sigmoid: "f32[4, 12]" = torch.ops.aten.sigmoid.default(addmm);  addmm = None
        detach: "f32[4, 12]" = torch.ops.aten.detach.default(sigmoid);  detach = None
        _param_constant2: "f32[12, 12]" = self._param_constant2
        t_1: "f32[12, 12]" = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
        _param_constant3: "f32[12]" = self._param_constant3
        addmm_1: "f32[4, 12]" = torch.ops.aten.addmm.default(_param_constant3, sigmoid, t_1);  _param_constant3 = sigmoid = t_1 = None
        sigmoid_1: "f32[4, 12]" = torch.ops.aten.sigmoid.default(addmm_1);  addmm_1 = None
        detach_1: "f32[4, 12]" = torch.ops.aten.detach.default(sigmoid_1);  detach_1 = None
        _param_constant4: "f32[12, 12]" = self._param_constant4
        t_2: "f32[12, 12]" = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
        _param_constant5: "f32[12]" = self._param_constant5
        addmm_2: "f32[4, 12]" = torch.ops.aten.addmm.default(_param_constant5, sigmoid_1, t_2);  _param_constant5 = sigmoid_1 = t_2 = None
        sigmoid_2: "f32[4, 12]" = torch.ops.aten.sigmoid.default(addmm_2);  addmm_2 = None
        detach_2: "f32[4, 12]" = torch.ops.aten.detach.default(sigmoid_2);  detach_2 = None
        _param_constant6: "f32[12, 12]" = self._param_constant6
        t_3: "f32[12, 12]" = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
        _param_constant7: "f32[12]" = self._param_constant7
        addmm_3: "f32[4, 12]" = torch.ops.aten.addmm.default(_param_constant7, sigmoid_2, t_3);  _param_constant7 = sigmoid_2 = t_3 = None
        sigmoid_3: "f32[4, 12]" = torch.ops.aten.sigmoid.default(addmm_3);  addmm_3 = None
        detach_3: "f32[4, 12]" = torch.ops.aten.detach.default(sigmoid_3);  detach_3 = None
        _param_constant8: "f32[12, 12]" = self._param_constant8
        t_4: "f32[12, 12]" = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
        _param_constant9: "f32[12]" = self._param_constant9
        addmm_4: "f32[4, 12]" = torch.ops.aten.addmm.default(_param_constant9, sigmoid_3, t_4);  _param_constant9 = sigmoid_3 = t_4 = None
        sigmoid_4: "f32[4, 12]" = torch.ops.aten.sigmoid.default(addmm_4);  addmm_4 = None
        detach_4: "f32[4, 12]" = torch.ops.aten.detach.default(sigmoid_4);  detach_4 = None
        _param_constant10: "f32[12, 12]" = self._param_constant10
        t_5: "f32[12, 12]" = torch.ops.aten.t.default(_param_constant10);  _param_constant10 = None
        _param_constant11: "f32[12]" = self._param_constant11
        addmm_5: "f32[4, 12]" = torch.ops.aten.addmm.default(_param_constant11, sigmoid_4, t_5);  _param_constant11 = sigmoid_4 = t_5 = None
        sigmoid_5: "f32[4, 12]" = torch.ops.aten.sigmoid.default(addmm_5);  addmm_5 = None
        detach_5: "f32[4, 12]" = torch.ops.aten.detach.default(sigmoid_5);  detach_5 = None
        _param_constant12: "f32[12, 12]" = self._param_constant12
        t_6: "f32[12, 12]" = torch.ops.aten.t.default(_param_constant12);  _param_constant12 = None
        _param_constant13: "f32[12]" = self._param_constant13
        addmm_6: "f32[4, 12]" = torch.ops.aten.addmm.default(_param_constant13, sigmoid_5, t_6);  _param_constant13 = sigmoid_5 = t_6 = None
        sigmoid_6: "f32[4, 12]" = torch.ops.aten.sigmoid.default(addmm_6);  addmm_6 = None
        detach_6: "f32[4, 12]" = torch.ops.aten.detach.default(sigmoid_6);  detach_6 = None
        _param_constant14: "f32[12, 12]" = self._param_constant14
        t_7: "f32[12, 12]" = torch.ops.aten.t.default(_param_constant14);  _param_constant14 = None
        _param_constant15: "f32[12]" = self._param_constant15
        addmm_7: "f32[4, 12]" = torch.ops.aten.addmm.default(_param_constant15, sigmoid_6, t_7);  _param_constant15 = sigmoid_6 = t_7 = None
        sigmoid_7: "f32[4, 12]" = torch.ops.aten.sigmoid.default(addmm_7);  addmm_7 = None
        detach_7: "f32[4, 12]" = torch.ops.aten.detach.default(sigmoid_7);  detach_7 = None
        _param_constant16: "f32[4, 12]" = self._param_constant16
        t_8: "f32[12, 4]" = torch.ops.aten.t.default(_param_constant16);  _param_constant16 = None
        _param_constant17: "f32[4]" = self._param_constant17
        addmm_8: "f32[4, 4]" = torch.ops.aten.addmm.default(_param_constant17, sigmoid_7, t_8);  _param_constant17 = sigmoid_7 = t_8 = None
        _log_softmax: "f32[4, 4]" = torch.ops.aten._log_softmax.default(addmm_8, 1, False);  addmm_8 = None
        detach_8: "f32[4, 4]" = torch.ops.aten.detach.default(_log_softmax);  detach_8 = None
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
        getitem: "f32[]" = nll_loss_forward[0]
        getitem_1: "f32[]" = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
        return getitem
