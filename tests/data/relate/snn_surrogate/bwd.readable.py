class run_from_loss(torch.nn.Module):
    def forward(self, loss_1: "f32[]"):
        # No stacktrace found for following nodes
        ones_like: "f32[]" = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
        mul: "f32[]" = torch.ops.aten.mul.Tensor(ones_like, 0.1)
        mul_1: "f32[]" = torch.ops.aten.mul.Tensor(ones_like, 0.05)
        expand: "f32[16]" = torch.ops.aten.expand.default(mul, [16]);  mul = None
        _tensor_constant0: "f32[16]" = self._tensor_constant0
        pow_1: "f32[16]" = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant0, 1.0);  _tensor_constant0 = None
        mul_2: "f32[16]" = torch.ops.aten.mul.Scalar(pow_1, 2.0);  pow_1 = None
        mul_3: "f32[16]" = torch.ops.aten.mul.Tensor(expand, mul_2);  expand = mul_2 = None
        unsqueeze: "f32[1, 16]" = torch.ops.aten.unsqueeze.default(mul_3, 0);  mul_3 = None
        unsqueeze_1: "f32[1, 1, 16]" = torch.ops.aten.unsqueeze.default(unsqueeze, 1);  unsqueeze = None
        expand_1: "f32[8, 2, 16]" = torch.ops.aten.expand.default(unsqueeze_1, [8, 2, 16]);  unsqueeze_1 = None
        div: "f32[8, 2, 16]" = torch.ops.aten.div.Scalar(expand_1, 16);  expand_1 = None
        _tensor_constant1: "f32[2, 4]" = self._tensor_constant1
        _tensor_constant2: "f32[2, 4]" = self._tensor_constant2
        mse_loss_backward: "f32[2, 4]" = torch.ops.aten.mse_loss_backward.default(mul_1, _tensor_constant1, _tensor_constant2, 1);  mul_1 = _tensor_constant1 = _tensor_constant2 = None
        unsqueeze_2: "f32[1, 2, 4]" = torch.ops.aten.unsqueeze.default(mse_loss_backward, 0);  mse_loss_backward = None
        expand_2: "f32[8, 2, 4]" = torch.ops.aten.expand.default(unsqueeze_2, [8, 2, 4]);  unsqueeze_2 = None
        div_1: "f32[]" = torch.ops.aten.div.Tensor(ones_like, 8);  ones_like = None
        _tensor_constant3: "f32[2, 4]" = self._tensor_constant3
        _tensor_constant4: "i64[2]" = self._tensor_constant4
        _tensor_constant5: "f32[]" = self._tensor_constant5
        nll_loss_backward: "f32[2, 4]" = torch.ops.aten.nll_loss_backward.default(div_1, _tensor_constant3, _tensor_constant4, None, 1, -100, _tensor_constant5);  _tensor_constant3 = _tensor_constant4 = _tensor_constant5 = None
        _tensor_constant6: "f32[2, 4]" = self._tensor_constant6
        detach: "f32[2, 4]" = torch.ops.aten.detach.default(_tensor_constant6);  _tensor_constant6 = None
        _log_softmax_backward_data: "f32[2, 4]" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
        select_backward: "f32[8, 2, 4]" = torch.ops.aten.select_backward.default(_log_softmax_backward_data, [8, 2, 4], 0, 7);  _log_softmax_backward_data = None
        add: "f32[8, 2, 4]" = torch.ops.aten.add.Tensor(expand_2, select_backward);  expand_2 = select_backward = None
        _tensor_constant7: "f32[2, 4]" = self._tensor_constant7
        _tensor_constant4_1: "i64[2]" = self._tensor_constant4
        _tensor_constant8: "f32[]" = self._tensor_constant8
        nll_loss_backward_1: "f32[2, 4]" = torch.ops.aten.nll_loss_backward.default(div_1, _tensor_constant7, _tensor_constant4_1, None, 1, -100, _tensor_constant8);  _tensor_constant7 = _tensor_constant4_1 = _tensor_constant8 = None
        _tensor_constant9: "f32[2, 4]" = self._tensor_constant9
        detach_1: "f32[2, 4]" = torch.ops.aten.detach.default(_tensor_constant9);  _tensor_constant9 = None
        _log_softmax_backward_data_1: "f32[2, 4]" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward_1, detach_1, 1, torch.float32);  nll_loss_backward_1 = detach_1 = None
        select_backward_1: "f32[8, 2, 4]" = torch.ops.aten.select_backward.default(_log_softmax_backward_data_1, [8, 2, 4], 0, 6);  _log_softmax_backward_data_1 = None
        add_1: "f32[8, 2, 4]" = torch.ops.aten.add.Tensor(add, select_backward_1);  add = select_backward_1 = None
        _tensor_constant10: "f32[2, 4]" = self._tensor_constant10
        _tensor_constant4_2: "i64[2]" = self._tensor_constant4
        _tensor_constant11: "f32[]" = self._tensor_constant11
        nll_loss_backward_2: "f32[2, 4]" = torch.ops.aten.nll_loss_backward.default(div_1, _tensor_constant10, _tensor_constant4_2, None, 1, -100, _tensor_constant11);  _tensor_constant10 = _tensor_constant4_2 = _tensor_constant11 = None
        _tensor_constant12: "f32[2, 4]" = self._tensor_constant12
        detach_2: "f32[2, 4]" = torch.ops.aten.detach.default(_tensor_constant12);  _tensor_constant12 = None
        _log_softmax_backward_data_2: "f32[2, 4]" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward_2, detach_2, 1, torch.float32);  nll_loss_backward_2 = detach_2 = None
        select_backward_2: "f32[8, 2, 4]" = torch.ops.aten.select_backward.default(_log_softmax_backward_data_2, [8, 2, 4], 0, 5);  _log_softmax_backward_data_2 = None
        add_2: "f32[8, 2, 4]" = torch.ops.aten.add.Tensor(add_1, select_backward_2);  add_1 = select_backward_2 = None
        _tensor_constant13: "f32[2, 4]" = self._tensor_constant13
        _tensor_constant4_3: "i64[2]" = self._tensor_constant4
        _tensor_constant14: "f32[]" = self._tensor_constant14
        nll_loss_backward_3: "f32[2, 4]" = torch.ops.aten.nll_loss_backward.default(div_1, _tensor_constant13, _tensor_constant4_3, None, 1, -100, _tensor_constant14);  _tensor_constant13 = _tensor_constant4_3 = _tensor_constant14 = None
        _tensor_constant15: "f32[2, 4]" = self._tensor_constant15
        detach_3: "f32[2, 4]" = torch.ops.aten.detach.default(_tensor_constant15);  _tensor_constant15 = None
        _log_softmax_backward_data_3: "f32[2, 4]" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward_3, detach_3, 1, torch.float32);  nll_loss_backward_3 = detach_3 = None
        select_backward_3: "f32[8, 2, 4]" = torch.ops.aten.select_backward.default(_log_softmax_backward_data_3, [8, 2, 4], 0, 4);  _log_softmax_backward_data_3 = None
        add_3: "f32[8, 2, 4]" = torch.ops.aten.add.Tensor(add_2, select_backward_3);  add_2 = select_backward_3 = None
        _tensor_constant16: "f32[2, 4]" = self._tensor_constant16
        _tensor_constant4_4: "i64[2]" = self._tensor_constant4
        _tensor_constant17: "f32[]" = self._tensor_constant17
        nll_loss_backward_4: "f32[2, 4]" = torch.ops.aten.nll_loss_backward.default(div_1, _tensor_constant16, _tensor_constant4_4, None, 1, -100, _tensor_constant17);  _tensor_constant16 = _tensor_constant4_4 = _tensor_constant17 = None
        _tensor_constant18: "f32[2, 4]" = self._tensor_constant18
        detach_4: "f32[2, 4]" = torch.ops.aten.detach.default(_tensor_constant18);  _tensor_constant18 = None
        _log_softmax_backward_data_4: "f32[2, 4]" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward_4, detach_4, 1, torch.float32);  nll_loss_backward_4 = detach_4 = None
        select_backward_4: "f32[8, 2, 4]" = torch.ops.aten.select_backward.default(_log_softmax_backward_data_4, [8, 2, 4], 0, 3);  _log_softmax_backward_data_4 = None
        add_4: "f32[8, 2, 4]" = torch.ops.aten.add.Tensor(add_3, select_backward_4);  add_3 = select_backward_4 = None
        _tensor_constant19: "f32[2, 4]" = self._tensor_constant19
        _tensor_constant4_5: "i64[2]" = self._tensor_constant4
        _tensor_constant20: "f32[]" = self._tensor_constant20
        nll_loss_backward_5: "f32[2, 4]" = torch.ops.aten.nll_loss_backward.default(div_1, _tensor_constant19, _tensor_constant4_5, None, 1, -100, _tensor_constant20);  _tensor_constant19 = _tensor_constant4_5 = _tensor_constant20 = None
        _tensor_constant21: "f32[2, 4]" = self._tensor_constant21
        detach_5: "f32[2, 4]" = torch.ops.aten.detach.default(_tensor_constant21);  _tensor_constant21 = None
        _log_softmax_backward_data_5: "f32[2, 4]" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward_5, detach_5, 1, torch.float32);  nll_loss_backward_5 = detach_5 = None
        select_backward_5: "f32[8, 2, 4]" = torch.ops.aten.select_backward.default(_log_softmax_backward_data_5, [8, 2, 4], 0, 2);  _log_softmax_backward_data_5 = None
        add_5: "f32[8, 2, 4]" = torch.ops.aten.add.Tensor(add_4, select_backward_5);  add_4 = select_backward_5 = None
        _tensor_constant22: "f32[2, 4]" = self._tensor_constant22
        _tensor_constant4_6: "i64[2]" = self._tensor_constant4
        _tensor_constant23: "f32[]" = self._tensor_constant23
        nll_loss_backward_6: "f32[2, 4]" = torch.ops.aten.nll_loss_backward.default(div_1, _tensor_constant22, _tensor_constant4_6, None, 1, -100, _tensor_constant23);  _tensor_constant22 = _tensor_constant4_6 = _tensor_constant23 = None
        _tensor_constant24: "f32[2, 4]" = self._tensor_constant24
        detach_6: "f32[2, 4]" = torch.ops.aten.detach.default(_tensor_constant24);  _tensor_constant24 = None
        _log_softmax_backward_data_6: "f32[2, 4]" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward_6, detach_6, 1, torch.float32);  nll_loss_backward_6 = detach_6 = None
        select_backward_6: "f32[8, 2, 4]" = torch.ops.aten.select_backward.default(_log_softmax_backward_data_6, [8, 2, 4], 0, 1);  _log_softmax_backward_data_6 = None
        add_6: "f32[8, 2, 4]" = torch.ops.aten.add.Tensor(add_5, select_backward_6);  add_5 = select_backward_6 = None
        _tensor_constant25: "f32[2, 4]" = self._tensor_constant25
        _tensor_constant4_7: "i64[2]" = self._tensor_constant4
        _tensor_constant26: "f32[]" = self._tensor_constant26
        nll_loss_backward_7: "f32[2, 4]" = torch.ops.aten.nll_loss_backward.default(div_1, _tensor_constant25, _tensor_constant4_7, None, 1, -100, _tensor_constant26);  div_1 = _tensor_constant25 = _tensor_constant4_7 = _tensor_constant26 = None
        _tensor_constant27: "f32[2, 4]" = self._tensor_constant27
        detach_7: "f32[2, 4]" = torch.ops.aten.detach.default(_tensor_constant27);  _tensor_constant27 = None
        _log_softmax_backward_data_7: "f32[2, 4]" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward_7, detach_7, 1, torch.float32);  nll_loss_backward_7 = detach_7 = None
        select_backward_7: "f32[8, 2, 4]" = torch.ops.aten.select_backward.default(_log_softmax_backward_data_7, [8, 2, 4], 0, 0);  _log_softmax_backward_data_7 = None
        add_7: "f32[8, 2, 4]" = torch.ops.aten.add.Tensor(add_6, select_backward_7);  add_6 = select_backward_7 = None
        select: "f32[2, 16]" = torch.ops.aten.select.int(div, 0, 0)
        select_1: "f32[2, 16]" = torch.ops.aten.select.int(div, 0, 1)
        select_2: "f32[2, 16]" = torch.ops.aten.select.int(div, 0, 2)
        select_3: "f32[2, 16]" = torch.ops.aten.select.int(div, 0, 3)
        select_4: "f32[2, 16]" = torch.ops.aten.select.int(div, 0, 4)
        select_5: "f32[2, 16]" = torch.ops.aten.select.int(div, 0, 5)
        select_6: "f32[2, 16]" = torch.ops.aten.select.int(div, 0, 6)
        select_7: "f32[2, 16]" = torch.ops.aten.select.int(div, 0, 7);  div = None
        select_8: "f32[2, 4]" = torch.ops.aten.select.int(add_7, 0, 0)
        select_9: "f32[2, 4]" = torch.ops.aten.select.int(add_7, 0, 1)
        select_10: "f32[2, 4]" = torch.ops.aten.select.int(add_7, 0, 2)
        select_11: "f32[2, 4]" = torch.ops.aten.select.int(add_7, 0, 3)
        select_12: "f32[2, 4]" = torch.ops.aten.select.int(add_7, 0, 4)
        select_13: "f32[2, 4]" = torch.ops.aten.select.int(add_7, 0, 5)
        select_14: "f32[2, 4]" = torch.ops.aten.select.int(add_7, 0, 6)
        select_15: "f32[2, 4]" = torch.ops.aten.select.int(add_7, 0, 7);  add_7 = None
        _tensor_constant28: "f32[2, 4]" = self._tensor_constant28
        abs_1: "f32[2, 4]" = torch.ops.aten.abs.default(_tensor_constant28);  _tensor_constant28 = None
        mul_4: "f32[2, 4]" = torch.ops.aten.mul.Tensor(abs_1, 10.0);  abs_1 = None
        add_8: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_4, 1.0);  mul_4 = None
        pow_2: "f32[2, 4]" = torch.ops.aten.pow.Tensor_Scalar(add_8, 2);  add_8 = None
        div_2: "f32[2, 4]" = torch.ops.aten.div.Tensor(select_15, pow_2);  select_15 = pow_2 = None
        _tensor_constant29: "f32[16, 4]" = self._tensor_constant29
        t: "f32[4, 16]" = torch.ops.aten.t.default(_tensor_constant29);  _tensor_constant29 = None
        mm: "f32[2, 16]" = torch.ops.aten.mm.default(div_2, t);  t = None
        t_1: "f32[4, 2]" = torch.ops.aten.t.default(div_2)
        _tensor_constant30: "f32[2, 16]" = self._tensor_constant30
        mm_1: "f32[4, 16]" = torch.ops.aten.mm.default(t_1, _tensor_constant30);  t_1 = _tensor_constant30 = None
        t_2: "f32[16, 4]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(div_2, [0], True)
        view: "f32[4]" = torch.ops.aten.view.default(sum_1, [4]);  sum_1 = None
        add_9: "f32[2, 16]" = torch.ops.aten.add.Tensor(select_7, mm);  select_7 = mm = None
        t_3: "f32[4, 16]" = torch.ops.aten.t.default(t_2);  t_2 = None
        _tensor_constant31: "f32[4]" = self._tensor_constant31
        mul_5: "f32[2, 4]" = torch.ops.aten.mul.Tensor(div_2, _tensor_constant31);  _tensor_constant31 = None
        _tensor_constant32: "f32[2, 4]" = self._tensor_constant32
        mul_6: "f32[2, 4]" = torch.ops.aten.mul.Tensor(div_2, _tensor_constant32);  div_2 = _tensor_constant32 = None
        sum_2: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(mul_6, [0], True);  mul_6 = None
        view_1: "f32[4]" = torch.ops.aten.view.default(sum_2, [4]);  sum_2 = None
        _tensor_constant33: "f32[2, 16]" = self._tensor_constant33
        abs_2: "f32[2, 16]" = torch.ops.aten.abs.default(_tensor_constant33);  _tensor_constant33 = None
        mul_7: "f32[2, 16]" = torch.ops.aten.mul.Tensor(abs_2, 10.0);  abs_2 = None
        add_10: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_7, 1.0);  mul_7 = None
        pow_3: "f32[2, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_10, 2);  add_10 = None
        div_3: "f32[2, 16]" = torch.ops.aten.div.Tensor(add_9, pow_3);  add_9 = pow_3 = None
        _tensor_constant34: "f32[16]" = self._tensor_constant34
        mul_8: "f32[2, 16]" = torch.ops.aten.mul.Tensor(div_3, _tensor_constant34);  _tensor_constant34 = None
        _tensor_constant35: "f32[2, 16]" = self._tensor_constant35
        mul_9: "f32[2, 16]" = torch.ops.aten.mul.Tensor(div_3, _tensor_constant35);  _tensor_constant35 = None
        sum_3: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(mul_9, [0], True);  mul_9 = None
        view_2: "f32[16]" = torch.ops.aten.view.default(sum_3, [16]);  sum_3 = None
        t_4: "f32[16, 2]" = torch.ops.aten.t.default(div_3)
        _tensor_constant36: "f32[2, 16]" = self._tensor_constant36
        mm_2: "f32[16, 16]" = torch.ops.aten.mm.default(t_4, _tensor_constant36);  t_4 = _tensor_constant36 = None
        t_5: "f32[16, 16]" = torch.ops.aten.t.default(mm_2);  mm_2 = None
        _tensor_constant37: "f32[16, 16]" = self._tensor_constant37
        t_6: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant37);  _tensor_constant37 = None
        mm_3: "f32[2, 16]" = torch.ops.aten.mm.default(div_3, t_6);  t_6 = None
        add_11: "f32[2, 16]" = torch.ops.aten.add.Tensor(select_6, mm_3);  select_6 = mm_3 = None
        t_7: "f32[16, 16]" = torch.ops.aten.t.default(t_5);  t_5 = None
        t_8: "f32[16, 2]" = torch.ops.aten.t.default(div_3)
        _tensor_constant38: "f32[2, 12]" = self._tensor_constant38
        mm_4: "f32[16, 12]" = torch.ops.aten.mm.default(t_8, _tensor_constant38);  t_8 = _tensor_constant38 = None
        t_9: "f32[12, 16]" = torch.ops.aten.t.default(mm_4);  mm_4 = None
        sum_4: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(div_3, [0], True);  div_3 = None
        view_3: "f32[16]" = torch.ops.aten.view.default(sum_4, [16]);  sum_4 = None
        t_10: "f32[16, 12]" = torch.ops.aten.t.default(t_9);  t_9 = None
        _tensor_constant39: "f32[2, 4]" = self._tensor_constant39
        abs_3: "f32[2, 4]" = torch.ops.aten.abs.default(_tensor_constant39);  _tensor_constant39 = None
        mul_10: "f32[2, 4]" = torch.ops.aten.mul.Tensor(abs_3, 10.0);  abs_3 = None
        add_12: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_10, 1.0);  mul_10 = None
        pow_4: "f32[2, 4]" = torch.ops.aten.pow.Tensor_Scalar(add_12, 2);  add_12 = None
        div_4: "f32[2, 4]" = torch.ops.aten.div.Tensor(select_14, pow_4);  select_14 = pow_4 = None
        add_13: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_5, div_4);  mul_5 = div_4 = None
        _tensor_constant40: "f32[16, 4]" = self._tensor_constant40
        t_11: "f32[4, 16]" = torch.ops.aten.t.default(_tensor_constant40);  _tensor_constant40 = None
        mm_5: "f32[2, 16]" = torch.ops.aten.mm.default(add_13, t_11);  t_11 = None
        t_12: "f32[4, 2]" = torch.ops.aten.t.default(add_13)
        _tensor_constant36_1: "f32[2, 16]" = self._tensor_constant36
        mm_6: "f32[4, 16]" = torch.ops.aten.mm.default(t_12, _tensor_constant36_1);  t_12 = _tensor_constant36_1 = None
        t_13: "f32[16, 4]" = torch.ops.aten.t.default(mm_6);  mm_6 = None
        sum_5: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(add_13, [0], True)
        view_4: "f32[4]" = torch.ops.aten.view.default(sum_5, [4]);  sum_5 = None
        add_14: "f32[4]" = torch.ops.aten.add.Tensor(view, view_4);  view = view_4 = None
        add_15: "f32[2, 16]" = torch.ops.aten.add.Tensor(add_11, mm_5);  add_11 = mm_5 = None
        t_14: "f32[4, 16]" = torch.ops.aten.t.default(t_13);  t_13 = None
        add_16: "f32[4, 16]" = torch.ops.aten.add.Tensor(t_3, t_14);  t_3 = t_14 = None
        _tensor_constant31_1: "f32[4]" = self._tensor_constant31
        mul_11: "f32[2, 4]" = torch.ops.aten.mul.Tensor(add_13, _tensor_constant31_1);  _tensor_constant31_1 = None
        _tensor_constant41: "f32[2, 4]" = self._tensor_constant41
        mul_12: "f32[2, 4]" = torch.ops.aten.mul.Tensor(add_13, _tensor_constant41);  add_13 = _tensor_constant41 = None
        sum_6: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(mul_12, [0], True);  mul_12 = None
        view_5: "f32[4]" = torch.ops.aten.view.default(sum_6, [4]);  sum_6 = None
        add_17: "f32[4]" = torch.ops.aten.add.Tensor(view_1, view_5);  view_1 = view_5 = None
        _tensor_constant42: "f32[2, 16]" = self._tensor_constant42
        abs_4: "f32[2, 16]" = torch.ops.aten.abs.default(_tensor_constant42);  _tensor_constant42 = None
        mul_13: "f32[2, 16]" = torch.ops.aten.mul.Tensor(abs_4, 10.0);  abs_4 = None
        add_18: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_13, 1.0);  mul_13 = None
        pow_5: "f32[2, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_18, 2);  add_18 = None
        div_5: "f32[2, 16]" = torch.ops.aten.div.Tensor(add_15, pow_5);  add_15 = pow_5 = None
        add_19: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_8, div_5);  mul_8 = div_5 = None
        _tensor_constant34_1: "f32[16]" = self._tensor_constant34
        mul_14: "f32[2, 16]" = torch.ops.aten.mul.Tensor(add_19, _tensor_constant34_1);  _tensor_constant34_1 = None
        _tensor_constant43: "f32[2, 16]" = self._tensor_constant43
        mul_15: "f32[2, 16]" = torch.ops.aten.mul.Tensor(add_19, _tensor_constant43);  _tensor_constant43 = None
        sum_7: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(mul_15, [0], True);  mul_15 = None
        view_6: "f32[16]" = torch.ops.aten.view.default(sum_7, [16]);  sum_7 = None
        add_20: "f32[16]" = torch.ops.aten.add.Tensor(view_2, view_6);  view_2 = view_6 = None
        t_15: "f32[16, 2]" = torch.ops.aten.t.default(add_19)
        _tensor_constant44: "f32[2, 16]" = self._tensor_constant44
        mm_7: "f32[16, 16]" = torch.ops.aten.mm.default(t_15, _tensor_constant44);  t_15 = _tensor_constant44 = None
        t_16: "f32[16, 16]" = torch.ops.aten.t.default(mm_7);  mm_7 = None
        _tensor_constant45: "f32[16, 16]" = self._tensor_constant45
        t_17: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant45);  _tensor_constant45 = None
        mm_8: "f32[2, 16]" = torch.ops.aten.mm.default(add_19, t_17);  t_17 = None
        add_21: "f32[2, 16]" = torch.ops.aten.add.Tensor(select_5, mm_8);  select_5 = mm_8 = None
        t_18: "f32[16, 16]" = torch.ops.aten.t.default(t_16);  t_16 = None
        add_22: "f32[16, 16]" = torch.ops.aten.add.Tensor(t_7, t_18);  t_7 = t_18 = None
        t_19: "f32[16, 2]" = torch.ops.aten.t.default(add_19)
        _tensor_constant46: "f32[2, 12]" = self._tensor_constant46
        mm_9: "f32[16, 12]" = torch.ops.aten.mm.default(t_19, _tensor_constant46);  t_19 = _tensor_constant46 = None
        t_20: "f32[12, 16]" = torch.ops.aten.t.default(mm_9);  mm_9 = None
        sum_8: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(add_19, [0], True);  add_19 = None
        view_7: "f32[16]" = torch.ops.aten.view.default(sum_8, [16]);  sum_8 = None
        add_23: "f32[16]" = torch.ops.aten.add.Tensor(view_3, view_7);  view_3 = view_7 = None
        t_21: "f32[16, 12]" = torch.ops.aten.t.default(t_20);  t_20 = None
        add_24: "f32[16, 12]" = torch.ops.aten.add.Tensor(t_10, t_21);  t_10 = t_21 = None
        _tensor_constant47: "f32[2, 4]" = self._tensor_constant47
        abs_5: "f32[2, 4]" = torch.ops.aten.abs.default(_tensor_constant47);  _tensor_constant47 = None
        mul_16: "f32[2, 4]" = torch.ops.aten.mul.Tensor(abs_5, 10.0);  abs_5 = None
        add_25: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_16, 1.0);  mul_16 = None
        pow_6: "f32[2, 4]" = torch.ops.aten.pow.Tensor_Scalar(add_25, 2);  add_25 = None
        div_6: "f32[2, 4]" = torch.ops.aten.div.Tensor(select_13, pow_6);  select_13 = pow_6 = None
        add_26: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_11, div_6);  mul_11 = div_6 = None
        _tensor_constant48: "f32[16, 4]" = self._tensor_constant48
        t_22: "f32[4, 16]" = torch.ops.aten.t.default(_tensor_constant48);  _tensor_constant48 = None
        mm_10: "f32[2, 16]" = torch.ops.aten.mm.default(add_26, t_22);  t_22 = None
        t_23: "f32[4, 2]" = torch.ops.aten.t.default(add_26)
        _tensor_constant44_1: "f32[2, 16]" = self._tensor_constant44
        mm_11: "f32[4, 16]" = torch.ops.aten.mm.default(t_23, _tensor_constant44_1);  t_23 = _tensor_constant44_1 = None
        t_24: "f32[16, 4]" = torch.ops.aten.t.default(mm_11);  mm_11 = None
        sum_9: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(add_26, [0], True)
        view_8: "f32[4]" = torch.ops.aten.view.default(sum_9, [4]);  sum_9 = None
        add_27: "f32[4]" = torch.ops.aten.add.Tensor(add_14, view_8);  add_14 = view_8 = None
        add_28: "f32[2, 16]" = torch.ops.aten.add.Tensor(add_21, mm_10);  add_21 = mm_10 = None
        t_25: "f32[4, 16]" = torch.ops.aten.t.default(t_24);  t_24 = None
        add_29: "f32[4, 16]" = torch.ops.aten.add.Tensor(add_16, t_25);  add_16 = t_25 = None
        _tensor_constant31_2: "f32[4]" = self._tensor_constant31
        mul_17: "f32[2, 4]" = torch.ops.aten.mul.Tensor(add_26, _tensor_constant31_2);  _tensor_constant31_2 = None
        _tensor_constant49: "f32[2, 4]" = self._tensor_constant49
        mul_18: "f32[2, 4]" = torch.ops.aten.mul.Tensor(add_26, _tensor_constant49);  add_26 = _tensor_constant49 = None
        sum_10: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(mul_18, [0], True);  mul_18 = None
        view_9: "f32[4]" = torch.ops.aten.view.default(sum_10, [4]);  sum_10 = None
        add_30: "f32[4]" = torch.ops.aten.add.Tensor(add_17, view_9);  add_17 = view_9 = None
        _tensor_constant50: "f32[2, 16]" = self._tensor_constant50
        abs_6: "f32[2, 16]" = torch.ops.aten.abs.default(_tensor_constant50);  _tensor_constant50 = None
        mul_19: "f32[2, 16]" = torch.ops.aten.mul.Tensor(abs_6, 10.0);  abs_6 = None
        add_31: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_19, 1.0);  mul_19 = None
        pow_7: "f32[2, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_31, 2);  add_31 = None
        div_7: "f32[2, 16]" = torch.ops.aten.div.Tensor(add_28, pow_7);  add_28 = pow_7 = None
        add_32: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_14, div_7);  mul_14 = div_7 = None
        _tensor_constant34_2: "f32[16]" = self._tensor_constant34
        mul_20: "f32[2, 16]" = torch.ops.aten.mul.Tensor(add_32, _tensor_constant34_2);  _tensor_constant34_2 = None
        _tensor_constant51: "f32[2, 16]" = self._tensor_constant51
        mul_21: "f32[2, 16]" = torch.ops.aten.mul.Tensor(add_32, _tensor_constant51);  _tensor_constant51 = None
        sum_11: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(mul_21, [0], True);  mul_21 = None
        view_10: "f32[16]" = torch.ops.aten.view.default(sum_11, [16]);  sum_11 = None
        add_33: "f32[16]" = torch.ops.aten.add.Tensor(add_20, view_10);  add_20 = view_10 = None
        t_26: "f32[16, 2]" = torch.ops.aten.t.default(add_32)
        _tensor_constant52: "f32[2, 16]" = self._tensor_constant52
        mm_12: "f32[16, 16]" = torch.ops.aten.mm.default(t_26, _tensor_constant52);  t_26 = _tensor_constant52 = None
        t_27: "f32[16, 16]" = torch.ops.aten.t.default(mm_12);  mm_12 = None
        _tensor_constant53: "f32[16, 16]" = self._tensor_constant53
        t_28: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant53);  _tensor_constant53 = None
        mm_13: "f32[2, 16]" = torch.ops.aten.mm.default(add_32, t_28);  t_28 = None
        add_34: "f32[2, 16]" = torch.ops.aten.add.Tensor(select_4, mm_13);  select_4 = mm_13 = None
        t_29: "f32[16, 16]" = torch.ops.aten.t.default(t_27);  t_27 = None
        add_35: "f32[16, 16]" = torch.ops.aten.add.Tensor(add_22, t_29);  add_22 = t_29 = None
        t_30: "f32[16, 2]" = torch.ops.aten.t.default(add_32)
        _tensor_constant54: "f32[2, 12]" = self._tensor_constant54
        mm_14: "f32[16, 12]" = torch.ops.aten.mm.default(t_30, _tensor_constant54);  t_30 = _tensor_constant54 = None
        t_31: "f32[12, 16]" = torch.ops.aten.t.default(mm_14);  mm_14 = None
        sum_12: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(add_32, [0], True);  add_32 = None
        view_11: "f32[16]" = torch.ops.aten.view.default(sum_12, [16]);  sum_12 = None
        add_36: "f32[16]" = torch.ops.aten.add.Tensor(add_23, view_11);  add_23 = view_11 = None
        t_32: "f32[16, 12]" = torch.ops.aten.t.default(t_31);  t_31 = None
        add_37: "f32[16, 12]" = torch.ops.aten.add.Tensor(add_24, t_32);  add_24 = t_32 = None
        _tensor_constant55: "f32[2, 4]" = self._tensor_constant55
        abs_7: "f32[2, 4]" = torch.ops.aten.abs.default(_tensor_constant55);  _tensor_constant55 = None
        mul_22: "f32[2, 4]" = torch.ops.aten.mul.Tensor(abs_7, 10.0);  abs_7 = None
        add_38: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_22, 1.0);  mul_22 = None
        pow_8: "f32[2, 4]" = torch.ops.aten.pow.Tensor_Scalar(add_38, 2);  add_38 = None
        div_8: "f32[2, 4]" = torch.ops.aten.div.Tensor(select_12, pow_8);  select_12 = pow_8 = None
        add_39: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_17, div_8);  mul_17 = div_8 = None
        _tensor_constant56: "f32[16, 4]" = self._tensor_constant56
        t_33: "f32[4, 16]" = torch.ops.aten.t.default(_tensor_constant56);  _tensor_constant56 = None
        mm_15: "f32[2, 16]" = torch.ops.aten.mm.default(add_39, t_33);  t_33 = None
        t_34: "f32[4, 2]" = torch.ops.aten.t.default(add_39)
        _tensor_constant52_1: "f32[2, 16]" = self._tensor_constant52
        mm_16: "f32[4, 16]" = torch.ops.aten.mm.default(t_34, _tensor_constant52_1);  t_34 = _tensor_constant52_1 = None
        t_35: "f32[16, 4]" = torch.ops.aten.t.default(mm_16);  mm_16 = None
        sum_13: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(add_39, [0], True)
        view_12: "f32[4]" = torch.ops.aten.view.default(sum_13, [4]);  sum_13 = None
        add_40: "f32[4]" = torch.ops.aten.add.Tensor(add_27, view_12);  add_27 = view_12 = None
        add_41: "f32[2, 16]" = torch.ops.aten.add.Tensor(add_34, mm_15);  add_34 = mm_15 = None
        t_36: "f32[4, 16]" = torch.ops.aten.t.default(t_35);  t_35 = None
        add_42: "f32[4, 16]" = torch.ops.aten.add.Tensor(add_29, t_36);  add_29 = t_36 = None
        _tensor_constant31_3: "f32[4]" = self._tensor_constant31
        mul_23: "f32[2, 4]" = torch.ops.aten.mul.Tensor(add_39, _tensor_constant31_3);  _tensor_constant31_3 = None
        _tensor_constant57: "f32[2, 4]" = self._tensor_constant57
        mul_24: "f32[2, 4]" = torch.ops.aten.mul.Tensor(add_39, _tensor_constant57);  add_39 = _tensor_constant57 = None
        sum_14: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(mul_24, [0], True);  mul_24 = None
        view_13: "f32[4]" = torch.ops.aten.view.default(sum_14, [4]);  sum_14 = None
        add_43: "f32[4]" = torch.ops.aten.add.Tensor(add_30, view_13);  add_30 = view_13 = None
        _tensor_constant58: "f32[2, 16]" = self._tensor_constant58
        abs_8: "f32[2, 16]" = torch.ops.aten.abs.default(_tensor_constant58);  _tensor_constant58 = None
        mul_25: "f32[2, 16]" = torch.ops.aten.mul.Tensor(abs_8, 10.0);  abs_8 = None
        add_44: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_25, 1.0);  mul_25 = None
        pow_9: "f32[2, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_44, 2);  add_44 = None
        div_9: "f32[2, 16]" = torch.ops.aten.div.Tensor(add_41, pow_9);  add_41 = pow_9 = None
        add_45: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_20, div_9);  mul_20 = div_9 = None
        _tensor_constant34_3: "f32[16]" = self._tensor_constant34
        mul_26: "f32[2, 16]" = torch.ops.aten.mul.Tensor(add_45, _tensor_constant34_3);  _tensor_constant34_3 = None
        _tensor_constant59: "f32[2, 16]" = self._tensor_constant59
        mul_27: "f32[2, 16]" = torch.ops.aten.mul.Tensor(add_45, _tensor_constant59);  _tensor_constant59 = None
        sum_15: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(mul_27, [0], True);  mul_27 = None
        view_14: "f32[16]" = torch.ops.aten.view.default(sum_15, [16]);  sum_15 = None
        add_46: "f32[16]" = torch.ops.aten.add.Tensor(add_33, view_14);  add_33 = view_14 = None
        t_37: "f32[16, 2]" = torch.ops.aten.t.default(add_45)
        _tensor_constant60: "f32[2, 16]" = self._tensor_constant60
        mm_17: "f32[16, 16]" = torch.ops.aten.mm.default(t_37, _tensor_constant60);  t_37 = _tensor_constant60 = None
        t_38: "f32[16, 16]" = torch.ops.aten.t.default(mm_17);  mm_17 = None
        _tensor_constant61: "f32[16, 16]" = self._tensor_constant61
        t_39: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant61);  _tensor_constant61 = None
        mm_18: "f32[2, 16]" = torch.ops.aten.mm.default(add_45, t_39);  t_39 = None
        add_47: "f32[2, 16]" = torch.ops.aten.add.Tensor(select_3, mm_18);  select_3 = mm_18 = None
        t_40: "f32[16, 16]" = torch.ops.aten.t.default(t_38);  t_38 = None
        add_48: "f32[16, 16]" = torch.ops.aten.add.Tensor(add_35, t_40);  add_35 = t_40 = None
        t_41: "f32[16, 2]" = torch.ops.aten.t.default(add_45)
        _tensor_constant62: "f32[2, 12]" = self._tensor_constant62
        mm_19: "f32[16, 12]" = torch.ops.aten.mm.default(t_41, _tensor_constant62);  t_41 = _tensor_constant62 = None
        t_42: "f32[12, 16]" = torch.ops.aten.t.default(mm_19);  mm_19 = None
        sum_16: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(add_45, [0], True);  add_45 = None
        view_15: "f32[16]" = torch.ops.aten.view.default(sum_16, [16]);  sum_16 = None
        add_49: "f32[16]" = torch.ops.aten.add.Tensor(add_36, view_15);  add_36 = view_15 = None
        t_43: "f32[16, 12]" = torch.ops.aten.t.default(t_42);  t_42 = None
        add_50: "f32[16, 12]" = torch.ops.aten.add.Tensor(add_37, t_43);  add_37 = t_43 = None
        _tensor_constant63: "f32[2, 4]" = self._tensor_constant63
        abs_9: "f32[2, 4]" = torch.ops.aten.abs.default(_tensor_constant63);  _tensor_constant63 = None
        mul_28: "f32[2, 4]" = torch.ops.aten.mul.Tensor(abs_9, 10.0);  abs_9 = None
        add_51: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_28, 1.0);  mul_28 = None
        pow_10: "f32[2, 4]" = torch.ops.aten.pow.Tensor_Scalar(add_51, 2);  add_51 = None
        div_10: "f32[2, 4]" = torch.ops.aten.div.Tensor(select_11, pow_10);  select_11 = pow_10 = None
        add_52: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_23, div_10);  mul_23 = div_10 = None
        _tensor_constant64: "f32[16, 4]" = self._tensor_constant64
        t_44: "f32[4, 16]" = torch.ops.aten.t.default(_tensor_constant64);  _tensor_constant64 = None
        mm_20: "f32[2, 16]" = torch.ops.aten.mm.default(add_52, t_44);  t_44 = None
        t_45: "f32[4, 2]" = torch.ops.aten.t.default(add_52)
        _tensor_constant60_1: "f32[2, 16]" = self._tensor_constant60
        mm_21: "f32[4, 16]" = torch.ops.aten.mm.default(t_45, _tensor_constant60_1);  t_45 = _tensor_constant60_1 = None
        t_46: "f32[16, 4]" = torch.ops.aten.t.default(mm_21);  mm_21 = None
        sum_17: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(add_52, [0], True)
        view_16: "f32[4]" = torch.ops.aten.view.default(sum_17, [4]);  sum_17 = None
        add_53: "f32[4]" = torch.ops.aten.add.Tensor(add_40, view_16);  add_40 = view_16 = None
        add_54: "f32[2, 16]" = torch.ops.aten.add.Tensor(add_47, mm_20);  add_47 = mm_20 = None
        t_47: "f32[4, 16]" = torch.ops.aten.t.default(t_46);  t_46 = None
        add_55: "f32[4, 16]" = torch.ops.aten.add.Tensor(add_42, t_47);  add_42 = t_47 = None
        _tensor_constant31_4: "f32[4]" = self._tensor_constant31
        mul_29: "f32[2, 4]" = torch.ops.aten.mul.Tensor(add_52, _tensor_constant31_4);  _tensor_constant31_4 = None
        _tensor_constant65: "f32[2, 4]" = self._tensor_constant65
        mul_30: "f32[2, 4]" = torch.ops.aten.mul.Tensor(add_52, _tensor_constant65);  add_52 = _tensor_constant65 = None
        sum_18: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(mul_30, [0], True);  mul_30 = None
        view_17: "f32[4]" = torch.ops.aten.view.default(sum_18, [4]);  sum_18 = None
        add_56: "f32[4]" = torch.ops.aten.add.Tensor(add_43, view_17);  add_43 = view_17 = None
        _tensor_constant66: "f32[2, 16]" = self._tensor_constant66
        abs_10: "f32[2, 16]" = torch.ops.aten.abs.default(_tensor_constant66);  _tensor_constant66 = None
        mul_31: "f32[2, 16]" = torch.ops.aten.mul.Tensor(abs_10, 10.0);  abs_10 = None
        add_57: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_31, 1.0);  mul_31 = None
        pow_11: "f32[2, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_57, 2);  add_57 = None
        div_11: "f32[2, 16]" = torch.ops.aten.div.Tensor(add_54, pow_11);  add_54 = pow_11 = None
        add_58: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_26, div_11);  mul_26 = div_11 = None
        _tensor_constant34_4: "f32[16]" = self._tensor_constant34
        mul_32: "f32[2, 16]" = torch.ops.aten.mul.Tensor(add_58, _tensor_constant34_4);  _tensor_constant34_4 = None
        _tensor_constant67: "f32[2, 16]" = self._tensor_constant67
        mul_33: "f32[2, 16]" = torch.ops.aten.mul.Tensor(add_58, _tensor_constant67);  _tensor_constant67 = None
        sum_19: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(mul_33, [0], True);  mul_33 = None
        view_18: "f32[16]" = torch.ops.aten.view.default(sum_19, [16]);  sum_19 = None
        add_59: "f32[16]" = torch.ops.aten.add.Tensor(add_46, view_18);  add_46 = view_18 = None
        t_48: "f32[16, 2]" = torch.ops.aten.t.default(add_58)
        _tensor_constant68: "f32[2, 16]" = self._tensor_constant68
        mm_22: "f32[16, 16]" = torch.ops.aten.mm.default(t_48, _tensor_constant68);  t_48 = _tensor_constant68 = None
        t_49: "f32[16, 16]" = torch.ops.aten.t.default(mm_22);  mm_22 = None
        _tensor_constant69: "f32[16, 16]" = self._tensor_constant69
        t_50: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant69);  _tensor_constant69 = None
        mm_23: "f32[2, 16]" = torch.ops.aten.mm.default(add_58, t_50);  t_50 = None
        add_60: "f32[2, 16]" = torch.ops.aten.add.Tensor(select_2, mm_23);  select_2 = mm_23 = None
        t_51: "f32[16, 16]" = torch.ops.aten.t.default(t_49);  t_49 = None
        add_61: "f32[16, 16]" = torch.ops.aten.add.Tensor(add_48, t_51);  add_48 = t_51 = None
        t_52: "f32[16, 2]" = torch.ops.aten.t.default(add_58)
        _tensor_constant70: "f32[2, 12]" = self._tensor_constant70
        mm_24: "f32[16, 12]" = torch.ops.aten.mm.default(t_52, _tensor_constant70);  t_52 = _tensor_constant70 = None
        t_53: "f32[12, 16]" = torch.ops.aten.t.default(mm_24);  mm_24 = None
        sum_20: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(add_58, [0], True);  add_58 = None
        view_19: "f32[16]" = torch.ops.aten.view.default(sum_20, [16]);  sum_20 = None
        add_62: "f32[16]" = torch.ops.aten.add.Tensor(add_49, view_19);  add_49 = view_19 = None
        t_54: "f32[16, 12]" = torch.ops.aten.t.default(t_53);  t_53 = None
        add_63: "f32[16, 12]" = torch.ops.aten.add.Tensor(add_50, t_54);  add_50 = t_54 = None
        _tensor_constant71: "f32[2, 4]" = self._tensor_constant71
        abs_11: "f32[2, 4]" = torch.ops.aten.abs.default(_tensor_constant71);  _tensor_constant71 = None
        mul_34: "f32[2, 4]" = torch.ops.aten.mul.Tensor(abs_11, 10.0);  abs_11 = None
        add_64: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_34, 1.0);  mul_34 = None
        pow_12: "f32[2, 4]" = torch.ops.aten.pow.Tensor_Scalar(add_64, 2);  add_64 = None
        div_12: "f32[2, 4]" = torch.ops.aten.div.Tensor(select_10, pow_12);  select_10 = pow_12 = None
        add_65: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_29, div_12);  mul_29 = div_12 = None
        _tensor_constant72: "f32[16, 4]" = self._tensor_constant72
        t_55: "f32[4, 16]" = torch.ops.aten.t.default(_tensor_constant72);  _tensor_constant72 = None
        mm_25: "f32[2, 16]" = torch.ops.aten.mm.default(add_65, t_55);  t_55 = None
        t_56: "f32[4, 2]" = torch.ops.aten.t.default(add_65)
        _tensor_constant68_1: "f32[2, 16]" = self._tensor_constant68
        mm_26: "f32[4, 16]" = torch.ops.aten.mm.default(t_56, _tensor_constant68_1);  t_56 = _tensor_constant68_1 = None
        t_57: "f32[16, 4]" = torch.ops.aten.t.default(mm_26);  mm_26 = None
        sum_21: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(add_65, [0], True)
        view_20: "f32[4]" = torch.ops.aten.view.default(sum_21, [4]);  sum_21 = None
        add_66: "f32[4]" = torch.ops.aten.add.Tensor(add_53, view_20);  add_53 = view_20 = None
        add_67: "f32[2, 16]" = torch.ops.aten.add.Tensor(add_60, mm_25);  add_60 = mm_25 = None
        t_58: "f32[4, 16]" = torch.ops.aten.t.default(t_57);  t_57 = None
        add_68: "f32[4, 16]" = torch.ops.aten.add.Tensor(add_55, t_58);  add_55 = t_58 = None
        _tensor_constant31_5: "f32[4]" = self._tensor_constant31
        mul_35: "f32[2, 4]" = torch.ops.aten.mul.Tensor(add_65, _tensor_constant31_5);  _tensor_constant31_5 = None
        _tensor_constant73: "f32[2, 4]" = self._tensor_constant73
        mul_36: "f32[2, 4]" = torch.ops.aten.mul.Tensor(add_65, _tensor_constant73);  add_65 = _tensor_constant73 = None
        sum_22: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(mul_36, [0], True);  mul_36 = None
        view_21: "f32[4]" = torch.ops.aten.view.default(sum_22, [4]);  sum_22 = None
        add_69: "f32[4]" = torch.ops.aten.add.Tensor(add_56, view_21);  add_56 = view_21 = None
        _tensor_constant74: "f32[2, 16]" = self._tensor_constant74
        abs_12: "f32[2, 16]" = torch.ops.aten.abs.default(_tensor_constant74);  _tensor_constant74 = None
        mul_37: "f32[2, 16]" = torch.ops.aten.mul.Tensor(abs_12, 10.0);  abs_12 = None
        add_70: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_37, 1.0);  mul_37 = None
        pow_13: "f32[2, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_70, 2);  add_70 = None
        div_13: "f32[2, 16]" = torch.ops.aten.div.Tensor(add_67, pow_13);  add_67 = pow_13 = None
        add_71: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_32, div_13);  mul_32 = div_13 = None
        _tensor_constant34_5: "f32[16]" = self._tensor_constant34
        mul_38: "f32[2, 16]" = torch.ops.aten.mul.Tensor(add_71, _tensor_constant34_5);  _tensor_constant34_5 = None
        _tensor_constant75: "f32[2, 16]" = self._tensor_constant75
        mul_39: "f32[2, 16]" = torch.ops.aten.mul.Tensor(add_71, _tensor_constant75);  _tensor_constant75 = None
        sum_23: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(mul_39, [0], True);  mul_39 = None
        view_22: "f32[16]" = torch.ops.aten.view.default(sum_23, [16]);  sum_23 = None
        add_72: "f32[16]" = torch.ops.aten.add.Tensor(add_59, view_22);  add_59 = view_22 = None
        t_59: "f32[16, 2]" = torch.ops.aten.t.default(add_71)
        _tensor_constant76: "f32[2, 16]" = self._tensor_constant76
        mm_27: "f32[16, 16]" = torch.ops.aten.mm.default(t_59, _tensor_constant76);  t_59 = _tensor_constant76 = None
        t_60: "f32[16, 16]" = torch.ops.aten.t.default(mm_27);  mm_27 = None
        _tensor_constant77: "f32[16, 16]" = self._tensor_constant77
        t_61: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant77);  _tensor_constant77 = None
        mm_28: "f32[2, 16]" = torch.ops.aten.mm.default(add_71, t_61);  t_61 = None
        add_73: "f32[2, 16]" = torch.ops.aten.add.Tensor(select_1, mm_28);  select_1 = mm_28 = None
        t_62: "f32[16, 16]" = torch.ops.aten.t.default(t_60);  t_60 = None
        add_74: "f32[16, 16]" = torch.ops.aten.add.Tensor(add_61, t_62);  add_61 = t_62 = None
        t_63: "f32[16, 2]" = torch.ops.aten.t.default(add_71)
        _tensor_constant78: "f32[2, 12]" = self._tensor_constant78
        mm_29: "f32[16, 12]" = torch.ops.aten.mm.default(t_63, _tensor_constant78);  t_63 = _tensor_constant78 = None
        t_64: "f32[12, 16]" = torch.ops.aten.t.default(mm_29);  mm_29 = None
        sum_24: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(add_71, [0], True);  add_71 = None
        view_23: "f32[16]" = torch.ops.aten.view.default(sum_24, [16]);  sum_24 = None
        add_75: "f32[16]" = torch.ops.aten.add.Tensor(add_62, view_23);  add_62 = view_23 = None
        t_65: "f32[16, 12]" = torch.ops.aten.t.default(t_64);  t_64 = None
        add_76: "f32[16, 12]" = torch.ops.aten.add.Tensor(add_63, t_65);  add_63 = t_65 = None
        _tensor_constant79: "f32[2, 4]" = self._tensor_constant79
        abs_13: "f32[2, 4]" = torch.ops.aten.abs.default(_tensor_constant79);  _tensor_constant79 = None
        mul_40: "f32[2, 4]" = torch.ops.aten.mul.Tensor(abs_13, 10.0);  abs_13 = None
        add_77: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_40, 1.0);  mul_40 = None
        pow_14: "f32[2, 4]" = torch.ops.aten.pow.Tensor_Scalar(add_77, 2);  add_77 = None
        div_14: "f32[2, 4]" = torch.ops.aten.div.Tensor(select_9, pow_14);  select_9 = pow_14 = None
        add_78: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_35, div_14);  mul_35 = div_14 = None
        _tensor_constant80: "f32[16, 4]" = self._tensor_constant80
        t_66: "f32[4, 16]" = torch.ops.aten.t.default(_tensor_constant80);  _tensor_constant80 = None
        mm_30: "f32[2, 16]" = torch.ops.aten.mm.default(add_78, t_66);  t_66 = None
        t_67: "f32[4, 2]" = torch.ops.aten.t.default(add_78)
        _tensor_constant76_1: "f32[2, 16]" = self._tensor_constant76
        mm_31: "f32[4, 16]" = torch.ops.aten.mm.default(t_67, _tensor_constant76_1);  t_67 = _tensor_constant76_1 = None
        t_68: "f32[16, 4]" = torch.ops.aten.t.default(mm_31);  mm_31 = None
        sum_25: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(add_78, [0], True)
        view_24: "f32[4]" = torch.ops.aten.view.default(sum_25, [4]);  sum_25 = None
        add_79: "f32[4]" = torch.ops.aten.add.Tensor(add_66, view_24);  add_66 = view_24 = None
        add_80: "f32[2, 16]" = torch.ops.aten.add.Tensor(add_73, mm_30);  add_73 = mm_30 = None
        t_69: "f32[4, 16]" = torch.ops.aten.t.default(t_68);  t_68 = None
        add_81: "f32[4, 16]" = torch.ops.aten.add.Tensor(add_68, t_69);  add_68 = t_69 = None
        _tensor_constant31_6: "f32[4]" = self._tensor_constant31
        mul_41: "f32[2, 4]" = torch.ops.aten.mul.Tensor(add_78, _tensor_constant31_6);  _tensor_constant31_6 = None
        _tensor_constant81: "f32[2, 4]" = self._tensor_constant81
        mul_42: "f32[2, 4]" = torch.ops.aten.mul.Tensor(add_78, _tensor_constant81);  add_78 = _tensor_constant81 = None
        sum_26: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(mul_42, [0], True);  mul_42 = None
        view_25: "f32[4]" = torch.ops.aten.view.default(sum_26, [4]);  sum_26 = None
        add_82: "f32[4]" = torch.ops.aten.add.Tensor(add_69, view_25);  add_69 = view_25 = None
        _tensor_constant82: "f32[2, 16]" = self._tensor_constant82
        abs_14: "f32[2, 16]" = torch.ops.aten.abs.default(_tensor_constant82);  _tensor_constant82 = None
        mul_43: "f32[2, 16]" = torch.ops.aten.mul.Tensor(abs_14, 10.0);  abs_14 = None
        add_83: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_43, 1.0);  mul_43 = None
        pow_15: "f32[2, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_83, 2);  add_83 = None
        div_15: "f32[2, 16]" = torch.ops.aten.div.Tensor(add_80, pow_15);  add_80 = pow_15 = None
        add_84: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_38, div_15);  mul_38 = div_15 = None
        _tensor_constant34_6: "f32[16]" = self._tensor_constant34
        mul_44: "f32[2, 16]" = torch.ops.aten.mul.Tensor(add_84, _tensor_constant34_6);  _tensor_constant34_6 = None
        _tensor_constant83: "f32[2, 16]" = self._tensor_constant83
        mul_45: "f32[2, 16]" = torch.ops.aten.mul.Tensor(add_84, _tensor_constant83);  _tensor_constant83 = None
        sum_27: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(mul_45, [0], True);  mul_45 = None
        view_26: "f32[16]" = torch.ops.aten.view.default(sum_27, [16]);  sum_27 = None
        add_85: "f32[16]" = torch.ops.aten.add.Tensor(add_72, view_26);  add_72 = view_26 = None
        t_70: "f32[16, 2]" = torch.ops.aten.t.default(add_84)
        _tensor_constant84: "f32[2, 16]" = self._tensor_constant84
        mm_32: "f32[16, 16]" = torch.ops.aten.mm.default(t_70, _tensor_constant84);  t_70 = _tensor_constant84 = None
        t_71: "f32[16, 16]" = torch.ops.aten.t.default(mm_32);  mm_32 = None
        _tensor_constant85: "f32[16, 16]" = self._tensor_constant85
        t_72: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant85);  _tensor_constant85 = None
        mm_33: "f32[2, 16]" = torch.ops.aten.mm.default(add_84, t_72);  t_72 = None
        add_86: "f32[2, 16]" = torch.ops.aten.add.Tensor(select, mm_33);  select = mm_33 = None
        t_73: "f32[16, 16]" = torch.ops.aten.t.default(t_71);  t_71 = None
        add_87: "f32[16, 16]" = torch.ops.aten.add.Tensor(add_74, t_73);  add_74 = t_73 = None
        t_74: "f32[16, 2]" = torch.ops.aten.t.default(add_84)
        _tensor_constant86: "f32[2, 12]" = self._tensor_constant86
        mm_34: "f32[16, 12]" = torch.ops.aten.mm.default(t_74, _tensor_constant86);  t_74 = _tensor_constant86 = None
        t_75: "f32[12, 16]" = torch.ops.aten.t.default(mm_34);  mm_34 = None
        sum_28: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(add_84, [0], True);  add_84 = None
        view_27: "f32[16]" = torch.ops.aten.view.default(sum_28, [16]);  sum_28 = None
        add_88: "f32[16]" = torch.ops.aten.add.Tensor(add_75, view_27);  add_75 = view_27 = None
        t_76: "f32[16, 12]" = torch.ops.aten.t.default(t_75);  t_75 = None
        add_89: "f32[16, 12]" = torch.ops.aten.add.Tensor(add_76, t_76);  add_76 = t_76 = None
        _tensor_constant87: "f32[2, 4]" = self._tensor_constant87
        abs_15: "f32[2, 4]" = torch.ops.aten.abs.default(_tensor_constant87);  _tensor_constant87 = None
        mul_46: "f32[2, 4]" = torch.ops.aten.mul.Tensor(abs_15, 10.0);  abs_15 = None
        add_90: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_46, 1.0);  mul_46 = None
        pow_16: "f32[2, 4]" = torch.ops.aten.pow.Tensor_Scalar(add_90, 2);  add_90 = None
        div_16: "f32[2, 4]" = torch.ops.aten.div.Tensor(select_8, pow_16);  select_8 = pow_16 = None
        add_91: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_41, div_16);  mul_41 = div_16 = None
        _tensor_constant88: "f32[16, 4]" = self._tensor_constant88
        t_77: "f32[4, 16]" = torch.ops.aten.t.default(_tensor_constant88);  _tensor_constant88 = None
        mm_35: "f32[2, 16]" = torch.ops.aten.mm.default(add_91, t_77);  t_77 = None
        t_78: "f32[4, 2]" = torch.ops.aten.t.default(add_91)
        _tensor_constant84_1: "f32[2, 16]" = self._tensor_constant84
        mm_36: "f32[4, 16]" = torch.ops.aten.mm.default(t_78, _tensor_constant84_1);  t_78 = _tensor_constant84_1 = None
        t_79: "f32[16, 4]" = torch.ops.aten.t.default(mm_36);  mm_36 = None
        sum_29: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(add_91, [0], True)
        view_28: "f32[4]" = torch.ops.aten.view.default(sum_29, [4]);  sum_29 = None
        add_92: "f32[4]" = torch.ops.aten.add.Tensor(add_79, view_28);  add_79 = view_28 = None
        add_93: "f32[2, 16]" = torch.ops.aten.add.Tensor(add_86, mm_35);  add_86 = mm_35 = None
        t_80: "f32[4, 16]" = torch.ops.aten.t.default(t_79);  t_79 = None
        add_94: "f32[4, 16]" = torch.ops.aten.add.Tensor(add_81, t_80);  add_81 = t_80 = None
        _tensor_constant89: "f32[2, 4]" = self._tensor_constant89
        mul_47: "f32[2, 4]" = torch.ops.aten.mul.Tensor(add_91, _tensor_constant89);  add_91 = _tensor_constant89 = None
        sum_30: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(mul_47, [0], True);  mul_47 = None
        view_29: "f32[4]" = torch.ops.aten.view.default(sum_30, [4]);  sum_30 = None
        add_95: "f32[4]" = torch.ops.aten.add.Tensor(add_82, view_29);  add_82 = view_29 = None
        _tensor_constant90: "f32[2, 16]" = self._tensor_constant90
        abs_16: "f32[2, 16]" = torch.ops.aten.abs.default(_tensor_constant90);  _tensor_constant90 = None
        mul_48: "f32[2, 16]" = torch.ops.aten.mul.Tensor(abs_16, 10.0);  abs_16 = None
        add_96: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_48, 1.0);  mul_48 = None
        pow_17: "f32[2, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_96, 2);  add_96 = None
        div_17: "f32[2, 16]" = torch.ops.aten.div.Tensor(add_93, pow_17);  add_93 = pow_17 = None
        add_97: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_44, div_17);  mul_44 = div_17 = None
        _tensor_constant91: "f32[2, 16]" = self._tensor_constant91
        mul_49: "f32[2, 16]" = torch.ops.aten.mul.Tensor(add_97, _tensor_constant91);  _tensor_constant91 = None
        sum_31: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(mul_49, [0], True);  mul_49 = None
        view_30: "f32[16]" = torch.ops.aten.view.default(sum_31, [16]);  sum_31 = None
        add_98: "f32[16]" = torch.ops.aten.add.Tensor(add_85, view_30);  add_85 = view_30 = None
        t_81: "f32[16, 2]" = torch.ops.aten.t.default(add_97)
        _tensor_constant92: "f32[2, 16]" = self._tensor_constant92
        mm_37: "f32[16, 16]" = torch.ops.aten.mm.default(t_81, _tensor_constant92);  t_81 = _tensor_constant92 = None
        t_82: "f32[16, 16]" = torch.ops.aten.t.default(mm_37);  mm_37 = None
        t_83: "f32[16, 16]" = torch.ops.aten.t.default(t_82);  t_82 = None
        add_99: "f32[16, 16]" = torch.ops.aten.add.Tensor(add_87, t_83);  add_87 = t_83 = None
        t_84: "f32[16, 2]" = torch.ops.aten.t.default(add_97)
        _tensor_constant93: "f32[2, 12]" = self._tensor_constant93
        mm_38: "f32[16, 12]" = torch.ops.aten.mm.default(t_84, _tensor_constant93);  t_84 = _tensor_constant93 = None
        t_85: "f32[12, 16]" = torch.ops.aten.t.default(mm_38);  mm_38 = None
        sum_32: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(add_97, [0], True);  add_97 = None
        view_31: "f32[16]" = torch.ops.aten.view.default(sum_32, [16]);  sum_32 = None
        add_100: "f32[16]" = torch.ops.aten.add.Tensor(add_88, view_31);  add_88 = view_31 = None
        t_86: "f32[16, 12]" = torch.ops.aten.t.default(t_85);  t_85 = None
        add_101: "f32[16, 12]" = torch.ops.aten.add.Tensor(add_89, t_86);  add_89 = t_86 = None
        _tensor_constant94: "f32[4]" = self._tensor_constant94
        detach_8: "f32[4]" = torch.ops.aten.detach.default(_tensor_constant94);  _tensor_constant94 = None
        sigmoid_backward: "f32[4]" = torch.ops.aten.sigmoid_backward.default(add_95, detach_8);  add_95 = detach_8 = None
        _tensor_constant95: "f32[16]" = self._tensor_constant95
        detach_9: "f32[16]" = torch.ops.aten.detach.default(_tensor_constant95);  _tensor_constant95 = None
        sigmoid_backward_1: "f32[16]" = torch.ops.aten.sigmoid_backward.default(add_98, detach_9);  add_98 = detach_9 = None
        return (sigmoid_backward_1, sigmoid_backward, add_101, add_100, add_99, add_94, add_92)
