class traced(torch.nn.Module):
    def forward(self, x_1: "f32[4, 8]", labels_1: "i64[4]"):
        # No stacktrace found for following nodes
        _param_constant0: "f32[8, 8]" = self._param_constant0
        t: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
        _param_constant1: "f32[8]" = self._param_constant1
        addmm: "f32[4, 8]" = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = t = None
        tanh: "f32[4, 8]" = torch.ops.aten.tanh.default(addmm);  addmm = None
        detach: "f32[4, 8]" = torch.ops.aten.detach.default(tanh)
        _param_constant0_1: "f32[8, 8]" = self._param_constant0
        t_1: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant0_1);  _param_constant0_1 = None
        _param_constant1_1: "f32[8]" = self._param_constant1
        addmm_1: "f32[4, 8]" = torch.ops.aten.addmm.default(_param_constant1_1, tanh, t_1);  _param_constant1_1 = None
        tanh_1: "f32[4, 8]" = torch.ops.aten.tanh.default(addmm_1);  addmm_1 = None
        detach_1: "f32[4, 8]" = torch.ops.aten.detach.default(tanh_1)
        _param_constant0_2: "f32[8, 8]" = self._param_constant0
        t_2: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant0_2);  _param_constant0_2 = None
        _param_constant1_2: "f32[8]" = self._param_constant1
        addmm_2: "f32[4, 8]" = torch.ops.aten.addmm.default(_param_constant1_2, tanh_1, t_2);  _param_constant1_2 = None
        tanh_2: "f32[4, 8]" = torch.ops.aten.tanh.default(addmm_2);  addmm_2 = None
        detach_2: "f32[4, 8]" = torch.ops.aten.detach.default(tanh_2)
        _param_constant2: "f32[2, 8]" = self._param_constant2
        t_3: "f32[8, 2]" = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
        _param_constant3: "f32[2]" = self._param_constant3
        addmm_3: "f32[4, 2]" = torch.ops.aten.addmm.default(_param_constant3, tanh_2, t_3);  _param_constant3 = None
        _log_softmax: "f32[4, 2]" = torch.ops.aten._log_softmax.default(addmm_3, 1, False);  addmm_3 = None
        detach_3: "f32[4, 2]" = torch.ops.aten.detach.default(_log_softmax)
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100)
        getitem: "f32[]" = nll_loss_forward[0]
        getitem_1: "f32[]" = nll_loss_forward[1];  nll_loss_forward = None
        ones_like: "f32[]" = torch.ops.aten.ones_like.default(getitem, pin_memory = False, memory_format = torch.preserve_format)
        nll_loss_backward: "f32[4, 2]" = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, labels_1, None, 1, -100, getitem_1);  ones_like = _log_softmax = labels_1 = getitem_1 = None
        detach_4: "f32[4, 2]" = torch.ops.aten.detach.default(detach_3);  detach_3 = None
        _log_softmax_backward_data: "f32[4, 2]" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_4, 1, torch.float32);  nll_loss_backward = detach_4 = None
        t_4: "f32[2, 8]" = torch.ops.aten.t.default(t_3);  t_3 = None
        mm: "f32[4, 8]" = torch.ops.aten.mm.default(_log_softmax_backward_data, t_4);  t_4 = None
        t_5: "f32[2, 4]" = torch.ops.aten.t.default(_log_softmax_backward_data)
        mm_1: "f32[2, 8]" = torch.ops.aten.mm.default(t_5, tanh_2);  t_5 = tanh_2 = None
        t_6: "f32[8, 2]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 2]" = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
        view: "f32[2]" = torch.ops.aten.view.default(sum_1, [2]);  sum_1 = None
        t_7: "f32[2, 8]" = torch.ops.aten.t.default(t_6);  t_6 = None
        detach_5: "f32[4, 8]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        tanh_backward: "f32[4, 8]" = torch.ops.aten.tanh_backward.default(mm, detach_5);  mm = detach_5 = None
        t_8: "f32[8, 8]" = torch.ops.aten.t.default(t_2);  t_2 = None
        mm_2: "f32[4, 8]" = torch.ops.aten.mm.default(tanh_backward, t_8);  t_8 = None
        t_9: "f32[8, 4]" = torch.ops.aten.t.default(tanh_backward)
        mm_3: "f32[8, 8]" = torch.ops.aten.mm.default(t_9, tanh_1);  t_9 = tanh_1 = None
        t_10: "f32[8, 8]" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_2: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(tanh_backward, [0], True);  tanh_backward = None
        view_1: "f32[8]" = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
        t_11: "f32[8, 8]" = torch.ops.aten.t.default(t_10);  t_10 = None
        detach_6: "f32[4, 8]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        tanh_backward_1: "f32[4, 8]" = torch.ops.aten.tanh_backward.default(mm_2, detach_6);  mm_2 = detach_6 = None
        t_12: "f32[8, 8]" = torch.ops.aten.t.default(t_1);  t_1 = None
        mm_4: "f32[4, 8]" = torch.ops.aten.mm.default(tanh_backward_1, t_12);  t_12 = None
        t_13: "f32[8, 4]" = torch.ops.aten.t.default(tanh_backward_1)
        mm_5: "f32[8, 8]" = torch.ops.aten.mm.default(t_13, tanh);  t_13 = tanh = None
        t_14: "f32[8, 8]" = torch.ops.aten.t.default(mm_5);  mm_5 = None
        sum_3: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(tanh_backward_1, [0], True);  tanh_backward_1 = None
        view_2: "f32[8]" = torch.ops.aten.view.default(sum_3, [8]);  sum_3 = None
        add: "f32[8]" = torch.ops.aten.add.Tensor(view_1, view_2);  view_1 = view_2 = None
        t_15: "f32[8, 8]" = torch.ops.aten.t.default(t_14);  t_14 = None
        add_1: "f32[8, 8]" = torch.ops.aten.add.Tensor(t_11, t_15);  t_11 = t_15 = None
        detach_7: "f32[4, 8]" = torch.ops.aten.detach.default(detach);  detach = None
        tanh_backward_2: "f32[4, 8]" = torch.ops.aten.tanh_backward.default(mm_4, detach_7);  mm_4 = detach_7 = None
        t_16: "f32[8, 4]" = torch.ops.aten.t.default(tanh_backward_2)
        mm_6: "f32[8, 8]" = torch.ops.aten.mm.default(t_16, x_1);  t_16 = x_1 = None
        t_17: "f32[8, 8]" = torch.ops.aten.t.default(mm_6);  mm_6 = None
        sum_4: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(tanh_backward_2, [0], True);  tanh_backward_2 = None
        view_3: "f32[8]" = torch.ops.aten.view.default(sum_4, [8]);  sum_4 = None
        add_2: "f32[8]" = torch.ops.aten.add.Tensor(add, view_3);  add = view_3 = None
        t_18: "f32[8, 8]" = torch.ops.aten.t.default(t_17);  t_17 = None
        add_3: "f32[8, 8]" = torch.ops.aten.add.Tensor(add_1, t_18);  add_1 = t_18 = None
        return (getitem, add_3, add_2, t_7, view)
