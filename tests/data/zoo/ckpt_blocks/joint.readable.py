class traced(torch.nn.Module):
    def forward(self, x_1: "f32[4, 8]", labels_1: "i64[4]"):
        # No stacktrace found for following nodes
        _param_constant0: "f32[16, 8]" = self._param_constant0
        t: "f32[8, 16]" = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
        _param_constant1: "f32[16]" = self._param_constant1
        addmm: "f32[4, 16]" = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = t = None
        tanh: "f32[4, 16]" = torch.ops.aten.tanh.default(addmm);  addmm = None
        _param_constant2: "f32[8, 16]" = self._param_constant2
        t_1: "f32[16, 8]" = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
        _param_constant3: "f32[8]" = self._param_constant3
        addmm_1: "f32[4, 8]" = torch.ops.aten.addmm.default(_param_constant3, tanh, t_1);  _param_constant3 = tanh = t_1 = None
        add: "f32[4, 8]" = torch.ops.aten.add.Tensor(x_1, addmm_1);  addmm_1 = None
        _param_constant4: "f32[16, 8]" = self._param_constant4
        t_2: "f32[8, 16]" = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
        _param_constant5: "f32[16]" = self._param_constant5
        addmm_2: "f32[4, 16]" = torch.ops.aten.addmm.default(_param_constant5, add, t_2);  _param_constant5 = t_2 = None
        tanh_1: "f32[4, 16]" = torch.ops.aten.tanh.default(addmm_2);  addmm_2 = None
        _param_constant6: "f32[8, 16]" = self._param_constant6
        t_3: "f32[16, 8]" = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
        _param_constant7: "f32[8]" = self._param_constant7
        addmm_3: "f32[4, 8]" = torch.ops.aten.addmm.default(_param_constant7, tanh_1, t_3);  _param_constant7 = tanh_1 = t_3 = None
        add_1: "f32[4, 8]" = torch.ops.aten.add.Tensor(add, addmm_3);  addmm_3 = None
        _param_constant8: "f32[16, 8]" = self._param_constant8
        t_4: "f32[8, 16]" = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
        _param_constant9: "f32[16]" = self._param_constant9
        addmm_4: "f32[4, 16]" = torch.ops.aten.addmm.default(_param_constant9, add_1, t_4);  _param_constant9 = t_4 = None
        tanh_2: "f32[4, 16]" = torch.ops.aten.tanh.default(addmm_4);  addmm_4 = None
        _param_constant10: "f32[8, 16]" = self._param_constant10
        t_5: "f32[16, 8]" = torch.ops.aten.t.default(_param_constant10);  _param_constant10 = None
        _param_constant11: "f32[8]" = self._param_constant11
        addmm_5: "f32[4, 8]" = torch.ops.aten.addmm.default(_param_constant11, tanh_2, t_5);  _param_constant11 = tanh_2 = t_5 = None
        add_2: "f32[4, 8]" = torch.ops.aten.add.Tensor(add_1, addmm_5);  addmm_5 = None
        _param_constant12: "f32[3, 8]" = self._param_constant12
        t_6: "f32[8, 3]" = torch.ops.aten.t.default(_param_constant12);  _param_constant12 = None
        _param_constant13: "f32[3]" = self._param_constant13
        addmm_6: "f32[4, 3]" = torch.ops.aten.addmm.default(_param_constant13, add_2, t_6);  _param_constant13 = None
        _log_softmax: "f32[4, 3]" = torch.ops.aten._log_softmax.default(addmm_6, 1, False);  addmm_6 = None
        detach: "f32[4, 3]" = torch.ops.aten.detach.default(_log_softmax)
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100)
        getitem: "f32[]" = nll_loss_forward[0]
        getitem_1: "f32[]" = nll_loss_forward[1];  nll_loss_forward = None
        ones_like: "f32[]" = torch.ops.aten.ones_like.default(getitem, pin_memory = False, memory_format = torch.preserve_format)
        nll_loss_backward: "f32[4, 3]" = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, labels_1, None, 1, -100, getitem_1);  ones_like = _log_softmax = labels_1 = getitem_1 = None
        detach_1: "f32[4, 3]" = torch.ops.aten.detach.default(detach);  detach = None
        _log_softmax_backward_data: "f32[4, 3]" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_1, 1, torch.float32);  nll_loss_backward = detach_1 = None
        t_7: "f32[3, 8]" = torch.ops.aten.t.default(t_6);  t_6 = None
        mm: "f32[4, 8]" = torch.ops.aten.mm.default(_log_softmax_backward_data, t_7);  t_7 = None
        t_8: "f32[3, 4]" = torch.ops.aten.t.default(_log_softmax_backward_data)
        mm_1: "f32[3, 8]" = torch.ops.aten.mm.default(t_8, add_2);  t_8 = add_2 = None
        t_9: "f32[8, 3]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
        view: "f32[3]" = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
        t_10: "f32[3, 8]" = torch.ops.aten.t.default(t_9);  t_9 = None
        _param_constant8_1: "f32[16, 8]" = self._param_constant8
        t_11: "f32[8, 16]" = torch.ops.aten.t.default(_param_constant8_1);  _param_constant8_1 = None
        detach_2: "f32[4, 8]" = torch.ops.aten.detach.default(add_1)
        detach_3: "f32[8, 16]" = torch.ops.aten.detach.default(t_11)
        _param_constant9_1: "f32[16]" = self._param_constant9
        addmm_7: "f32[4, 16]" = torch.ops.aten.addmm.default(_param_constant9_1, add_1, t_11);  _param_constant9_1 = add_1 = t_11 = None
        tanh_3: "f32[4, 16]" = torch.ops.aten.tanh.default(addmm_7);  addmm_7 = None
        detach_4: "f32[4, 16]" = torch.ops.aten.detach.default(tanh_3)
        _param_constant10_1: "f32[8, 16]" = self._param_constant10
        t_12: "f32[16, 8]" = torch.ops.aten.t.default(_param_constant10_1);  _param_constant10_1 = None
        detach_5: "f32[4, 16]" = torch.ops.aten.detach.default(tanh_3);  tanh_3 = None
        detach_6: "f32[16, 8]" = torch.ops.aten.detach.default(t_12);  t_12 = None
        detach_7: "f32[4, 16]" = torch.ops.aten.detach.default(detach_5);  detach_5 = None
        detach_8: "f32[16, 8]" = torch.ops.aten.detach.default(detach_6);  detach_6 = None
        t_13: "f32[8, 16]" = torch.ops.aten.t.default(detach_8);  detach_8 = None
        mm_2: "f32[4, 16]" = torch.ops.aten.mm.default(mm, t_13);  t_13 = None
        t_14: "f32[8, 4]" = torch.ops.aten.t.default(mm)
        mm_3: "f32[8, 16]" = torch.ops.aten.mm.default(t_14, detach_7);  t_14 = detach_7 = None
        t_15: "f32[16, 8]" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_2: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mm, [0], True)
        view_1: "f32[8]" = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
        t_16: "f32[8, 16]" = torch.ops.aten.t.default(t_15);  t_15 = None
        detach_9: "f32[4, 16]" = torch.ops.aten.detach.default(detach_4);  detach_4 = None
        tanh_backward: "f32[4, 16]" = torch.ops.aten.tanh_backward.default(mm_2, detach_9);  mm_2 = detach_9 = None
        detach_10: "f32[4, 8]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        detach_11: "f32[8, 16]" = torch.ops.aten.detach.default(detach_3);  detach_3 = None
        t_17: "f32[16, 8]" = torch.ops.aten.t.default(detach_11);  detach_11 = None
        mm_4: "f32[4, 8]" = torch.ops.aten.mm.default(tanh_backward, t_17);  t_17 = None
        t_18: "f32[16, 4]" = torch.ops.aten.t.default(tanh_backward)
        mm_5: "f32[16, 8]" = torch.ops.aten.mm.default(t_18, detach_10);  t_18 = detach_10 = None
        t_19: "f32[8, 16]" = torch.ops.aten.t.default(mm_5);  mm_5 = None
        sum_3: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(tanh_backward, [0], True);  tanh_backward = None
        view_2: "f32[16]" = torch.ops.aten.view.default(sum_3, [16]);  sum_3 = None
        add_3: "f32[4, 8]" = torch.ops.aten.add.Tensor(mm, mm_4);  mm = mm_4 = None
        t_20: "f32[16, 8]" = torch.ops.aten.t.default(t_19);  t_19 = None
        _param_constant4_1: "f32[16, 8]" = self._param_constant4
        t_21: "f32[8, 16]" = torch.ops.aten.t.default(_param_constant4_1);  _param_constant4_1 = None
        detach_12: "f32[4, 8]" = torch.ops.aten.detach.default(add)
        detach_13: "f32[8, 16]" = torch.ops.aten.detach.default(t_21)
        _param_constant5_1: "f32[16]" = self._param_constant5
        addmm_8: "f32[4, 16]" = torch.ops.aten.addmm.default(_param_constant5_1, add, t_21);  _param_constant5_1 = add = t_21 = None
        tanh_4: "f32[4, 16]" = torch.ops.aten.tanh.default(addmm_8);  addmm_8 = None
        detach_14: "f32[4, 16]" = torch.ops.aten.detach.default(tanh_4)
        _param_constant6_1: "f32[8, 16]" = self._param_constant6
        t_22: "f32[16, 8]" = torch.ops.aten.t.default(_param_constant6_1);  _param_constant6_1 = None
        detach_15: "f32[4, 16]" = torch.ops.aten.detach.default(tanh_4);  tanh_4 = None
        detach_16: "f32[16, 8]" = torch.ops.aten.detach.default(t_22);  t_22 = None
        detach_17: "f32[4, 16]" = torch.ops.aten.detach.default(detach_15);  detach_15 = None
        detach_18: "f32[16, 8]" = torch.ops.aten.detach.default(detach_16);  detach_16 = None
        t_23: "f32[8, 16]" = torch.ops.aten.t.default(detach_18);  detach_18 = None
        mm_6: "f32[4, 16]" = torch.ops.aten.mm.default(add_3, t_23);  t_23 = None
        t_24: "f32[8, 4]" = torch.ops.aten.t.default(add_3)
        mm_7: "f32[8, 16]" = torch.ops.aten.mm.default(t_24, detach_17);  t_24 = detach_17 = None
        t_25: "f32[16, 8]" = torch.ops.aten.t.default(mm_7);  mm_7 = None
        sum_4: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(add_3, [0], True)
        view_3: "f32[8]" = torch.ops.aten.view.default(sum_4, [8]);  sum_4 = None
        t_26: "f32[8, 16]" = torch.ops.aten.t.default(t_25);  t_25 = None
        detach_19: "f32[4, 16]" = torch.ops.aten.detach.default(detach_14);  detach_14 = None
        tanh_backward_1: "f32[4, 16]" = torch.ops.aten.tanh_backward.default(mm_6, detach_19);  mm_6 = detach_19 = None
        detach_20: "f32[4, 8]" = torch.ops.aten.detach.default(detach_12);  detach_12 = None
        detach_21: "f32[8, 16]" = torch.ops.aten.detach.default(detach_13);  detach_13 = None
        t_27: "f32[16, 8]" = torch.ops.aten.t.default(detach_21);  detach_21 = None
        mm_8: "f32[4, 8]" = torch.ops.aten.mm.default(tanh_backward_1, t_27);  t_27 = None
        t_28: "f32[16, 4]" = torch.ops.aten.t.default(tanh_backward_1)
        mm_9: "f32[16, 8]" = torch.ops.aten.mm.default(t_28, detach_20);  t_28 = detach_20 = None
        t_29: "f32[8, 16]" = torch.ops.aten.t.default(mm_9);  mm_9 = None
        sum_5: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(tanh_backward_1, [0], True);  tanh_backward_1 = None
        view_4: "f32[16]" = torch.ops.aten.view.default(sum_5, [16]);  sum_5 = None
        add_4: "f32[4, 8]" = torch.ops.aten.add.Tensor(add_3, mm_8);  add_3 = mm_8 = None
        t_30: "f32[16, 8]" = torch.ops.aten.t.default(t_29);  t_29 = None
        _param_constant0_1: "f32[16, 8]" = self._param_constant0
        t_31: "f32[8, 16]" = torch.ops.aten.t.default(_param_constant0_1);  _param_constant0_1 = None
        _param_constant1_1: "f32[16]" = self._param_constant1
        addmm_9: "f32[4, 16]" = torch.ops.aten.addmm.default(_param_constant1_1, x_1, t_31);  _param_constant1_1 = t_31 = None
        tanh_5: "f32[4, 16]" = torch.ops.aten.tanh.default(addmm_9);  addmm_9 = None
        detach_22: "f32[4, 16]" = torch.ops.aten.detach.default(tanh_5)
        _param_constant2_1: "f32[8, 16]" = self._param_constant2
        t_32: "f32[16, 8]" = torch.ops.aten.t.default(_param_constant2_1);  _param_constant2_1 = None
        detach_23: "f32[4, 16]" = torch.ops.aten.detach.default(tanh_5);  tanh_5 = None
        detach_24: "f32[16, 8]" = torch.ops.aten.detach.default(t_32);  t_32 = None
        detach_25: "f32[4, 16]" = torch.ops.aten.detach.default(detach_23);  detach_23 = None
        detach_26: "f32[16, 8]" = torch.ops.aten.detach.default(detach_24);  detach_24 = None
        t_33: "f32[8, 16]" = torch.ops.aten.t.default(detach_26);  detach_26 = None
        mm_10: "f32[4, 16]" = torch.ops.aten.mm.default(add_4, t_33);  t_33 = None
        t_34: "f32[8, 4]" = torch.ops.aten.t.default(add_4)
        mm_11: "f32[8, 16]" = torch.ops.aten.mm.default(t_34, detach_25);  t_34 = detach_25 = None
        t_35: "f32[16, 8]" = torch.ops.aten.t.default(mm_11);  mm_11 = None
        sum_6: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(add_4, [0], True);  add_4 = None
        view_5: "f32[8]" = torch.ops.aten.view.default(sum_6, [8]);  sum_6 = None
        t_36: "f32[8, 16]" = torch.ops.aten.t.default(t_35);  t_35 = None
        detach_27: "f32[4, 16]" = torch.ops.aten.detach.default(detach_22);  detach_22 = None
        tanh_backward_2: "f32[4, 16]" = torch.ops.aten.tanh_backward.default(mm_10, detach_27);  mm_10 = detach_27 = None
        t_37: "f32[16, 4]" = torch.ops.aten.t.default(tanh_backward_2)
        mm_12: "f32[16, 8]" = torch.ops.aten.mm.default(t_37, x_1);  t_37 = x_1 = None
        t_38: "f32[8, 16]" = torch.ops.aten.t.default(mm_12);  mm_12 = None
        sum_7: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(tanh_backward_2, [0], True);  tanh_backward_2 = None
        view_6: "f32[16]" = torch.ops.aten.view.default(sum_7, [16]);  sum_7 = None
        t_39: "f32[16, 8]" = torch.ops.aten.t.default(t_38);  t_38 = None
        return (getitem, t_39, view_6, t_36, view_5, t_30, view_4, t_26, view_3, t_20, view_2, t_16, view_1, t_10, view)
