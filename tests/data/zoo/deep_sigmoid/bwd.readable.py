class run_from_loss(torch.nn.Module):
    def forward(self, loss_1: "f32[]"):
        # No stacktrace found for following nodes
        ones_like: "f32[]" = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
        _tensor_constant0: "f32[4, 4]" = self._tensor_constant0
        _tensor_constant1: "i64[4]" = self._tensor_constant1
        _tensor_constant2: "f32[]" = self._tensor_constant2
        nll_loss_backward: "f32[4, 4]" = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
        _tensor_constant3: "f32[4, 4]" = self._tensor_constant3
        detach: "f32[4, 4]" = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
        _log_softmax_backward_data: "f32[4, 4]" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
        _tensor_constant4: "f32[12, 4]" = self._tensor_constant4
        t: "f32[4, 12]" = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
        mm: "f32[4, 12]" = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  t = None
        t_1: "f32[4, 4]" = torch.ops.aten.t.default(_log_softmax_backward_data)
        _tensor_constant5: "f32[4, 12]" = self._tensor_constant5
        mm_1: "f32[4, 12]" = torch.ops.aten.mm.default(t_1, _tensor_constant5);  t_1 = _tensor_constant5 = None
        t_2: "f32[12, 4]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
        view: "f32[4]" = torch.ops.aten.view.default(sum_1, [4]);  sum_1 = None
        t_3: "f32[4, 12]" = torch.ops.aten.t.default(t_2);  t_2 = None
        _tensor_constant6: "f32[4, 12]" = self._tensor_constant6
        detach_1: "f32[4, 12]" = torch.ops.aten.detach.default(_tensor_constant6);  _tensor_constant6 = None
        sigmoid_backward: "f32[4, 12]" = torch.ops.aten.sigmoid_backward.default(mm, detach_1);  mm = detach_1 = None
        _tensor_constant7: "f32[12, 12]" = self._tensor_constant7
        t_4: "f32[12, 12]" = torch.ops.aten.t.default(_tensor_constant7);  _tensor_constant7 = None
        mm_2: "f32[4, 12]" = torch.ops.aten.mm.default(sigmoid_backward, t_4);  t_4 = None
        t_5: "f32[12, 4]" = torch.ops.aten.t.default(sigmoid_backward)
        _tensor_constant8: "f32[4, 12]" = self._tensor_constant8
        mm_3: "f32[12, 12]" = torch.ops.aten.mm.default(t_5, _tensor_constant8);  t_5 = _tensor_constant8 = None
        t_6: "f32[12, 12]" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_2: "f32[1, 12]" = torch.ops.aten.sum.dim_IntList(sigmoid_backward, [0], True);  sigmoid_backward = None
        view_1: "f32[12]" = torch.ops.aten.view.default(sum_2, [12]);  sum_2 = None
        t_7: "f32[12, 12]" = torch.ops.aten.t.default(t_6);  t_6 = None
        _tensor_constant9: "f32[4, 12]" = self._tensor_constant9
        detach_2: "f32[4, 12]" = torch.ops.aten.detach.default(_tensor_constant9);  _tensor_constant9 = None
        sigmoid_backward_1: "f32[4, 12]" = torch.ops.aten.sigmoid_backward.default(mm_2, detach_2);  mm_2 = detach_2 = None
        _tensor_constant10: "f32[12, 12]" = self._tensor_constant10
        t_8: "f32[12, 12]" = torch.ops.aten.t.default(_tensor_constant10);  _tensor_constant10 = None
        mm_4: "f32[4, 12]" = torch.ops.aten.mm.default(sigmoid_backward_1, t_8);  t_8 = None
        t_9: "f32[12, 4]" = torch.ops.aten.t.default(sigmoid_backward_1)
        _tensor_constant11: "f32[4, 12]" = self._tensor_constant11
        mm_5: "f32[12, 12]" = torch.ops.aten.mm.default(t_9, _tensor_constant11);  t_9 = _tensor_constant11 = None
        t_10: "f32[12, 12]" = torch.ops.aten.t.default(mm_5);  mm_5 = None
        sum_3: "f32[1, 12]" = torch.ops.aten.sum.dim_IntList(sigmoid_backward_1, [0], True);  sigmoid_backward_1 = None
        view_2: "f32[12]" = torch.ops.aten.view.default(sum_3, [12]);  sum_3 = None
        t_11: "f32[12, 12]" = torch.ops.aten.t.default(t_10);  t_10 = None
        _tensor_constant12: "f32[4, 12]" = self._tensor_constant12
        detach_3: "f32[4, 12]" = torch.ops.aten.detach.default(_tensor_constant12);  _tensor_constant12 = None
        sigmoid_backward_2: "f32[4, 12]" = torch.ops.aten.sigmoid_backward.default(mm_4, detach_3);  mm_4 = detach_3 = None
        _tensor_constant13: "f32[12, 12]" = self._tensor_constant13
        t_12: "f32[12, 12]" = torch.ops.aten.t.default(_tensor_constant13);  _tensor_constant13 = None
        mm_6: "f32[4, 12]" = torch.ops.aten.mm.default(sigmoid_backward_2, t_12);  t_12 = None
        t_13: "f32[12, 4]" = torch.ops.aten.t.default(sigmoid_backward_2)
        _tensor_constant14: "f32[4, 12]" = self._tensor_constant14
        mm_7: "f32[12, 12]" = torch.ops.aten.mm.default(t_13, _tensor_constant14);  t_13 = _tensor_constant14 = None
        t_14: "f32[12, 12]" = torch.ops.aten.t.default(mm_7);  mm_7 = None
        sum_4: "f32[1, 12]" = torch.ops.aten.sum.dim_IntList(sigmoid_backward_2, [0], True);  sigmoid_backward_2 = None
        view_3: "f32[12]" = torch.ops.aten.view.default(sum_4, [12]);  sum_4 = None
        t_15: "f32[12, 12]" = torch.ops.aten.t.default(t_14);  t_14 = None
        _tensor_constant15: "f32[4, 12]" = self._tensor_constant15
        detach_4: "f32[4, 12]" = torch.ops.aten.detach.default(_tensor_constant15);  _tensor_constant15 = None
        sigmoid_backward_3: "f32[4, 12]" = torch.ops.aten.sigmoid_backward.default(mm_6, detach_4);  mm_6 = detach_4 = None
        _tensor_constant16: "f32[12, 12]" = self._tensor_constant16
        t_16: "f32[12, 12]" = torch.ops.aten.t.default(_tensor_constant16);  _tensor_constant16 = None
        mm_8: "f32[4, 12]" = torch.ops.aten.mm.default(sigmoid_backward_3, t_16);  t_16 = None
        t_17: "f32[12, 4]" = torch.ops.aten.t.default(sigmoid_backward_3)
        _tensor_constant17: "f32[4, 12]" = self._tensor_constant17
        mm_9: "f32[12, 12]" = torch.ops.aten.mm.default(t_17, _tensor_constant17);  t_17 = _tensor_constant17 = None
        t_18: "f32[12, 12]" = torch.ops.aten.t.default(mm_9);  mm_9 = None
        sum_5: "f32[1, 12]" = torch.ops.aten.sum.dim_IntList(sigmoid_backward_3, [0], True);  sigmoid_backward_3 = None
        view_4: "f32[12]" = torch.ops.aten.view.default(sum_5, [12]);  sum_5 = None
        t_19: "f32[12, 12]" = torch.ops.aten.t.default(t_18);  t_18 = None
        _tensor_constant18: "f32[4, 12]" = self._tensor_constant18
        detach_5: "f32[4, 12]" = torch.ops.aten.detach.default(_tensor_constant18);  _tensor_constant18 = None
        sigmoid_backward_4: "f32[4, 12]" = torch.ops.aten.sigmoid_backward.default(mm_8, detach_5);  mm_8 = detach_5 = None
        _tensor_constant19: "f32[12, 12]" = self._tensor_constant19
        t_20: "f32[12, 12]" = torch.ops.aten.t.default(_tensor_constant19);  _tensor_constant19 = None
        mm_10: "f32[4, 12]" = torch.ops.aten.mm.default(sigmoid_backward_4, t_20);  t_20 = None
        t_21: "f32[12, 4]" = torch.ops.aten.t.default(sigmoid_backward_4)
        _tensor_constant20: "f32[4, 12]" = self._tensor_constant20
        mm_11: "f32[12, 12]" = torch.ops.aten.mm.default(t_21, _tensor_constant20);  t_21 = _tensor_constant20 = None
        t_22: "f32[12, 12]" = torch.ops.aten.t.default(mm_11);  mm_11 = None
        sum_6: "f32[1, 12]" = torch.ops.aten.sum.dim_IntList(sigmoid_backward_4, [0], True);  sigmoid_backward_4 = None
        view_5: "f32[12]" = torch.ops.aten.view.default(sum_6, [12]);  sum_6 = None
        t_23: "f32[12, 12]" = torch.ops.aten.t.default(t_22);  t_22 = None
        _tensor_constant21: "f32[4, 12]" = self._tensor_constant21
        detach_6: "f32[4, 12]" = torch.ops.aten.detach.default(_tensor_constant21);  _tensor_constant21 = None
        sigmoid_backward_5: "f32[4, 12]" = torch.ops.aten.sigmoid_backward.default(mm_10, detach_6);  mm_10 = detach_6 = None
        _tensor_constant22: "f32[12, 12]" = self._tensor_constant22
        t_24: "f32[12, 12]" = torch.ops.aten.t.default(_tensor_constant22);  _tensor_constant22 = None
        mm_12: "f32[4, 12]" = torch.ops.aten.mm.default(sigmoid_backward_5, t_24);  t_24 = None
        t_25: "f32[12, 4]" = torch.ops.aten.t.default(sigmoid_backward_5)
        _tensor_constant23: "f32[4, 12]" = self._tensor_constant23
        mm_13: "f32[12, 12]" = torch.ops.aten.mm.default(t_25, _tensor_constant23);  t_25 = _tensor_constant23 = None
        t_26: "f32[12, 12]" = torch.ops.aten.t.default(mm_13);  mm_13 = None
        sum_7: "f32[1, 12]" = torch.ops.aten.sum.dim_IntList(sigmoid_backward_5, [0], True);  sigmoid_backward_5 = None
        view_6: "f32[12]" = torch.ops.aten.view.default(sum_7, [12]);  sum_7 = None
        t_27: "f32[12, 12]" = torch.ops.aten.t.default(t_26);  t_26 = None
        _tensor_constant24: "f32[4, 12]" = self._tensor_constant24
        detach_7: "f32[4, 12]" = torch.ops.aten.detach.default(_tensor_constant24);  _tensor_constant24 = None
        sigmoid_backward_6: "f32[4, 12]" = torch.ops.aten.sigmoid_backward.default(mm_12, detach_7);  mm_12 = detach_7 = None
        _tensor_constant25: "f32[12, 12]" = self._tensor_constant25
        t_28: "f32[12, 12]" = torch.ops.aten.t.default(_tensor_constant25);  _tensor_constant25 = None
        mm_14: "f32[4, 12]" = torch.ops.aten.mm.default(sigmoid_backward_6, t_28);  t_28 = None
        t_29: "f32[12, 4]" = torch.ops.aten.t.default(sigmoid_backward_6)
        _tensor_constant26: "f32[4, 12]" = self._tensor_constant26
        mm_15: "f32[12, 12]" = torch.ops.aten.mm.default(t_29, _tensor_constant26);  t_29 = _tensor_constant26 = None
        t_30: "f32[12, 12]" = torch.ops.aten.t.default(mm_15);  mm_15 = None
        sum_8: "f32[1, 12]" = torch.ops.aten.sum.dim_IntList(sigmoid_backward_6, [0], True);  sigmoid_backward_6 = None
        view_7: "f32[12]" = torch.ops.aten.view.default(sum_8, [12]);  sum_8 = None
        t_31: "f32[12, 12]" = torch.ops.aten.t.default(t_30);  t_30 = None
        _tensor_constant27: "f32[4, 12]" = self._tensor_constant27
        detach_8: "f32[4, 12]" = torch.ops.aten.detach.default(_tensor_constant27);  _tensor_constant27 = None
        sigmoid_backward_7: "f32[4, 12]" = torch.ops.aten.sigmoid_backward.default(mm_14, detach_8);  mm_14 = detach_8 = None
        t_32: "f32[12, 4]" = torch.ops.aten.t.default(sigmoid_backward_7)
        _tensor_constant28: "f32[4, 12]" = self._tensor_constant28
        mm_16: "f32[12, 12]" = torch.ops.aten.mm.default(t_32, _tensor_constant28);  t_32 = _tensor_constant28 = None
        t_33: "f32[12, 12]" = torch.ops.aten.t.default(mm_16);  mm_16 = None
        sum_9: "f32[1, 12]" = torch.ops.aten.sum.dim_IntList(sigmoid_backward_7, [0], True);  sigmoid_backward_7 = None
        view_8: "f32[12]" = torch.ops.aten.view.default(sum_9, [12]);  sum_9 = None
        t_34: "f32[12, 12]" = torch.ops.aten.t.default(t_33);  t_33 = None
        return (t_34, view_8, t_31, view_7, t_27, view_6, t_23, view_5, t_19, view_4, t_15, view_3, t_11, view_2, t_7, view_1, t_3, view)
