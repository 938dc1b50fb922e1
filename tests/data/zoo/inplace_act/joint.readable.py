class traced(torch.nn.Module):
    def forward(self, x_1: "f32[4, 10]", labels_1: "i64[4]"):
        # No stacktrace found for following nodes
        _param_constant0: "f32[10, 10]" = self._param_constant0
        t: "f32[10, 10]" = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
        _param_constant1: "f32[10]" = self._param_constant1
        addmm: "f32[4, 10]" = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = t = None
        clone: "f32[4, 10]" = torch.ops.aten.clone.default(addmm)
        silu_: "f32[4, 10]" = torch.ops.aten.silu_.default(addmm);  addmm = None
        _param_constant2: "f32[10, 10]" = self._param_constant2
        t_1: "f32[10, 10]" = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
        _param_constant3: "f32[10]" = self._param_constant3
        addmm_1: "f32[4, 10]" = torch.ops.aten.addmm.default(_param_constant3, silu_, t_1);  _param_constant3 = None
        clone_1: "f32[4, 10]" = torch.ops.aten.clone.default(addmm_1)
        hardswish_: "f32[4, 10]" = torch.ops.aten.hardswish_.default(addmm_1);  addmm_1 = None
        _param_constant4: "f32[10, 10]" = self._param_constant4
        t_2: "f32[10, 10]" = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
        _param_constant5: "f32[10]" = self._param_constant5
        addmm_2: "f32[4, 10]" = torch.ops.aten.addmm.default(_param_constant5, hardswish_, t_2);  _param_constant5 = None
        clone_2: "f32[4, 10]" = torch.ops.aten.clone.default(addmm_2)
        hardtanh_: "f32[4, 10]" = torch.ops.aten.hardtanh_.default(addmm_2, 0.0, 6.0);  addmm_2 = None
        _param_constant6: "f32[10, 10]" = self._param_constant6
        t_3: "f32[10, 10]" = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
        _param_constant7: "f32[10]" = self._param_constant7
        addmm_3: "f32[4, 10]" = torch.ops.aten.addmm.default(_param_constant7, hardtanh_, t_3);  _param_constant7 = None
        elu_: "f32[4, 10]" = torch.ops.aten.elu_.default(addmm_3, 1.0);  addmm_3 = None
        detach: "f32[4, 10]" = torch.ops.aten.detach.default(elu_)
        _param_constant8: "f32[3, 10]" = self._param_constant8
        t_4: "f32[10, 3]" = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
        _param_constant9: "f32[3]" = self._param_constant9
        addmm_4: "f32[4, 3]" = torch.ops.aten.addmm.default(_param_constant9, elu_, t_4);  _param_constant9 = None
        _log_softmax: "f32[4, 3]" = torch.ops.aten._log_softmax.default(addmm_4, 1, False);  addmm_4 = None
        detach_1: "f32[4, 3]" = torch.ops.aten.detach.default(_log_softmax)
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100)
        getitem: "f32[]" = nll_loss_forward[0]
        getitem_1: "f32[]" = nll_loss_forward[1];  nll_loss_forward = None
        ones_like: "f32[]" = torch.ops.aten.ones_like.default(getitem, pin_memory = False, memory_format = torch.preserve_format)
        nll_loss_backward: "f32[4, 3]" = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, labels_1, None, 1, -100, getitem_1);  ones_like = _log_softmax = labels_1 = getitem_1 = None
        detach_2: "f32[4, 3]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        _log_softmax_backward_data: "f32[4, 3]" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_2, 1, torch.float32);  nll_loss_backward = detach_2 = None
        t_5: "f32[3, 10]" = torch.ops.aten.t.default(t_4);  t_4 = None
        mm: "f32[4, 10]" = torch.ops.aten.mm.default(_log_softmax_backward_data, t_5);  t_5 = None
        t_6: "f32[3, 4]" = torch.ops.aten.t.default(_log_softmax_backward_data)
        mm_1: "f32[3, 10]" = torch.ops.aten.mm.default(t_6, elu_);  t_6 = elu_ = None
        t_7: "f32[10, 3]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
        view: "f32[3]" = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
        t_8: "f32[3, 10]" = torch.ops.aten.t.default(t_7);  t_7 = None
        detach_3: "f32[4, 10]" = torch.ops.aten.detach.default(detach);  detach = None
        elu_backward: "f32[4, 10]" = torch.ops.aten.elu_backward.default(mm, 1.0, 1, 1, True, detach_3);  mm = detach_3 = None
        t_9: "f32[10, 10]" = torch.ops.aten.t.default(t_3);  t_3 = None
        mm_2: "f32[4, 10]" = torch.ops.aten.mm.default(elu_backward, t_9);  t_9 = None
        t_10: "f32[10, 4]" = torch.ops.aten.t.default(elu_backward)
        mm_3: "f32[10, 10]" = torch.ops.aten.mm.default(t_10, hardtanh_);  t_10 = hardtanh_ = None
        t_11: "f32[10, 10]" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_2: "f32[1, 10]" = torch.ops.aten.sum.dim_IntList(elu_backward, [0], True);  elu_backward = None
        view_1: "f32[10]" = torch.ops.aten.view.default(sum_2, [10]);  sum_2 = None
        t_12: "f32[10, 10]" = torch.ops.aten.t.default(t_11);  t_11 = None
        hardtanh_backward: "f32[4, 10]" = torch.ops.aten.hardtanh_backward.default(mm_2, clone_2, 0.0, 6.0);  mm_2 = clone_2 = None
        t_13: "f32[10, 10]" = torch.ops.aten.t.default(t_2);  t_2 = None
        mm_4: "f32[4, 10]" = torch.ops.aten.mm.default(hardtanh_backward, t_13);  t_13 = None
        t_14: "f32[10, 4]" = torch.ops.aten.t.default(hardtanh_backward)
        mm_5: "f32[10, 10]" = torch.ops.aten.mm.default(t_14, hardswish_);  t_14 = hardswish_ = None
        t_15: "f32[10, 10]" = torch.ops.aten.t.default(mm_5);  mm_5 = None
        sum_3: "f32[1, 10]" = torch.ops.aten.sum.dim_IntList(hardtanh_backward, [0], True);  hardtanh_backward = None
        view_2: "f32[10]" = torch.ops.aten.view.default(sum_3, [10]);  sum_3 = None
        t_16: "f32[10, 10]" = torch.ops.aten.t.default(t_15);  t_15 = None
        hardswish_backward: "f32[4, 10]" = torch.ops.aten.hardswish_backward.default(mm_4, clone_1);  mm_4 = clone_1 = None
        t_17: "f32[10, 10]" = torch.ops.aten.t.default(t_1);  t_1 = None
        mm_6: "f32[4, 10]" = torch.ops.aten.mm.default(hardswish_backward, t_17);  t_17 = None
        t_18: "f32[10, 4]" = torch.ops.aten.t.default(hardswish_backward)
        mm_7: "f32[10, 10]" = torch.ops.aten.mm.default(t_18, silu_);  t_18 = silu_ = None
        t_19: "f32[10, 10]" = torch.ops.aten.t.default(mm_7);  mm_7 = None
        sum_4: "f32[1, 10]" = torch.ops.aten.sum.dim_IntList(hardswish_backward, [0], True);  hardswish_backward = None
        view_3: "f32[10]" = torch.ops.aten.view.default(sum_4, [10]);  sum_4 = None
        t_20: "f32[10, 10]" = torch.ops.aten.t.default(t_19);  t_19 = None
        silu_backward: "f32[4, 10]" = torch.ops.aten.silu_backward.default(mm_6, clone);  mm_6 = clone = None
        t_21: "f32[10, 4]" = torch.ops.aten.t.default(silu_backward)
        mm_8: "f32[10, 10]" = torch.ops.aten.mm.default(t_21, x_1);  t_21 = x_1 = None
        t_22: "f32[10, 10]" = torch.ops.aten.t.default(mm_8);  mm_8 = None
        sum_5: "f32[1, 10]" = torch.ops.aten.sum.dim_IntList(silu_backward, [0], True);  silu_backward = None
        view_4: "f32[10]" = torch.ops.aten.view.default(sum_5, [10]);  sum_5 = None
        t_23: "f32[10, 10]" = torch.ops.aten.t.default(t_22);  t_22 = None
        return (getitem, t_23, view_4, t_20, view_3, t_16, view_2, t_12, view_1, t_8, view)
