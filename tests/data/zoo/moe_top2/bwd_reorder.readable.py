class run_from_loss(torch.nn.Module):
    def forward(self, loss_1: "f32[]"):
        # No stacktrace found for following nodes
        ones_like: "f32[]" = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
        _tensor_constant0: "f32[2, 3]" = self._tensor_constant0
        _tensor_constant1: "i64[2]" = self._tensor_constant1
        _tensor_constant2: "f32[]" = self._tensor_constant2
        nll_loss_backward: "f32[2, 3]" = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
        _tensor_constant3: "f32[2, 3]" = self._tensor_constant3
        detach: "f32[2, 3]" = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
        _log_softmax_backward_data: "f32[2, 3]" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
        _tensor_constant4: "f32[8, 3]" = self._tensor_constant4
        t: "f32[3, 8]" = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
        mm: "f32[2, 8]" = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  t = None
        t_1: "f32[3, 2]" = torch.ops.aten.t.default(_log_softmax_backward_data)
        _tensor_constant5: "f32[2, 8]" = self._tensor_constant5
        mm_1: "f32[3, 8]" = torch.ops.aten.mm.default(t_1, _tensor_constant5);  t_1 = _tensor_constant5 = None
        t_2: "f32[8, 3]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
        view: "f32[3]" = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
        t_3: "f32[3, 8]" = torch.ops.aten.t.default(t_2);  t_2 = None
        unsqueeze: "f32[2, 1, 8]" = torch.ops.aten.unsqueeze.default(mm, 1);  mm = None
        expand: "f32[2, 5, 8]" = torch.ops.aten.expand.default(unsqueeze, [2, 5, 8]);  unsqueeze = None
        div: "f32[2, 5, 8]" = torch.ops.aten.div.Scalar(expand, 5);  expand = None
        view_1: "f32[10, 8]" = torch.ops.aten.view.default(div, [10, 8]);  div = None
        _tensor_constant6: "i64[10]" = self._tensor_constant6
        index_select: "f32[10, 8]" = torch.ops.aten.index_select.default(view_1, 0, _tensor_constant6);  view_1 = _tensor_constant6 = None
        expand_1: "f32[10, 8]" = torch.ops.aten.expand.default(index_select, [10, 8]);  index_select = None
        _tensor_constant7: "f32[10, 1]" = self._tensor_constant7
        mul: "f32[10, 8]" = torch.ops.aten.mul.Tensor(expand_1, _tensor_constant7);  _tensor_constant7 = None
        _tensor_constant8: "f32[10, 8]" = self._tensor_constant8
        mul_1: "f32[10, 8]" = torch.ops.aten.mul.Tensor(expand_1, _tensor_constant8);  _tensor_constant8 = None
        sum_2: "f32[10, 1]" = torch.ops.aten.sum.dim_IntList(mul_1, [1], True);  mul_1 = None
        _tensor_constant9: "f32[16, 8]" = self._tensor_constant9
        t_4: "f32[8, 16]" = torch.ops.aten.t.default(_tensor_constant9);  _tensor_constant9 = None
        mm_2: "f32[10, 16]" = torch.ops.aten.mm.default(mul, t_4);  t_4 = None
        t_5: "f32[8, 10]" = torch.ops.aten.t.default(mul)
        _tensor_constant10: "f32[10, 16]" = self._tensor_constant10
        mm_3: "f32[8, 16]" = torch.ops.aten.mm.default(t_5, _tensor_constant10);  t_5 = _tensor_constant10 = None
        t_6: "f32[16, 8]" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_3: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul, [0], True);  mul = None
        view_2: "f32[8]" = torch.ops.aten.view.default(sum_3, [8]);  sum_3 = None
        t_7: "f32[8, 16]" = torch.ops.aten.t.default(t_6);  t_6 = None
        _tensor_constant11: "f32[10, 16]" = self._tensor_constant11
        gelu_backward: "f32[10, 16]" = torch.ops.aten.gelu_backward.default(mm_2, _tensor_constant11);  mm_2 = _tensor_constant11 = None
        t_8: "f32[16, 10]" = torch.ops.aten.t.default(gelu_backward)
        _tensor_constant12: "f32[10, 8]" = self._tensor_constant12
        mm_4: "f32[16, 8]" = torch.ops.aten.mm.default(t_8, _tensor_constant12);  t_8 = _tensor_constant12 = None
        t_9: "f32[8, 16]" = torch.ops.aten.t.default(mm_4);  mm_4 = None
        sum_4: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(gelu_backward, [0], True);  gelu_backward = None
        view_3: "f32[16]" = torch.ops.aten.view.default(sum_4, [16]);  sum_4 = None
        t_10: "f32[16, 8]" = torch.ops.aten.t.default(t_9);  t_9 = None
        slice_backward: "f32[10, 4]" = torch.ops.aten.slice_backward.default(sum_2, [10, 4], 1, 3, 4, 1);  sum_2 = None
        _tensor_constant13: "f32[10, 1]" = self._tensor_constant13
        mul_2: "f32[10, 8]" = torch.ops.aten.mul.Tensor(expand_1, _tensor_constant13);  _tensor_constant13 = None
        _tensor_constant14: "f32[10, 8]" = self._tensor_constant14
        mul_3: "f32[10, 8]" = torch.ops.aten.mul.Tensor(expand_1, _tensor_constant14);  _tensor_constant14 = None
        sum_5: "f32[10, 1]" = torch.ops.aten.sum.dim_IntList(mul_3, [1], True);  mul_3 = None
        _tensor_constant15: "f32[16, 8]" = self._tensor_constant15
        t_11: "f32[8, 16]" = torch.ops.aten.t.default(_tensor_constant15);  _tensor_constant15 = None
        mm_5: "f32[10, 16]" = torch.ops.aten.mm.default(mul_2, t_11);  t_11 = None
        t_12: "f32[8, 10]" = torch.ops.aten.t.default(mul_2)
        _tensor_constant16: "f32[10, 16]" = self._tensor_constant16
        mm_6: "f32[8, 16]" = torch.ops.aten.mm.default(t_12, _tensor_constant16);  t_12 = _tensor_constant16 = None
        t_13: "f32[16, 8]" = torch.ops.aten.t.default(mm_6);  mm_6 = None
        sum_6: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul_2, [0], True);  mul_2 = None
        view_4: "f32[8]" = torch.ops.aten.view.default(sum_6, [8]);  sum_6 = None
        t_14: "f32[8, 16]" = torch.ops.aten.t.default(t_13);  t_13 = None
        _tensor_constant17: "f32[10, 16]" = self._tensor_constant17
        gelu_backward_1: "f32[10, 16]" = torch.ops.aten.gelu_backward.default(mm_5, _tensor_constant17);  mm_5 = _tensor_constant17 = None
        t_15: "f32[16, 10]" = torch.ops.aten.t.default(gelu_backward_1)
        _tensor_constant12_1: "f32[10, 8]" = self._tensor_constant12
        mm_7: "f32[16, 8]" = torch.ops.aten.mm.default(t_15, _tensor_constant12_1);  t_15 = _tensor_constant12_1 = None
        t_16: "f32[8, 16]" = torch.ops.aten.t.default(mm_7);  mm_7 = None
        sum_7: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(gelu_backward_1, [0], True);  gelu_backward_1 = None
        view_5: "f32[16]" = torch.ops.aten.view.default(sum_7, [16]);  sum_7 = None
        t_17: "f32[16, 8]" = torch.ops.aten.t.default(t_16);  t_16 = None
        slice_backward_1: "f32[10, 4]" = torch.ops.aten.slice_backward.default(sum_5, [10, 4], 1, 2, 3, 1);  sum_5 = None
        add: "f32[10, 4]" = torch.ops.aten.add.Tensor(slice_backward, slice_backward_1);  slice_backward = slice_backward_1 = None
        _tensor_constant18: "f32[10, 1]" = self._tensor_constant18
        mul_4: "f32[10, 8]" = torch.ops.aten.mul.Tensor(expand_1, _tensor_constant18);  _tensor_constant18 = None
        _tensor_constant19: "f32[10, 8]" = self._tensor_constant19
        mul_5: "f32[10, 8]" = torch.ops.aten.mul.Tensor(expand_1, _tensor_constant19);  _tensor_constant19 = None
        sum_8: "f32[10, 1]" = torch.ops.aten.sum.dim_IntList(mul_5, [1], True);  mul_5 = None
        _tensor_constant20: "f32[16, 8]" = self._tensor_constant20
        t_18: "f32[8, 16]" = torch.ops.aten.t.default(_tensor_constant20);  _tensor_constant20 = None
        mm_8: "f32[10, 16]" = torch.ops.aten.mm.default(mul_4, t_18);  t_18 = None
        t_19: "f32[8, 10]" = torch.ops.aten.t.default(mul_4)
        _tensor_constant21: "f32[10, 16]" = self._tensor_constant21
        mm_9: "f32[8, 16]" = torch.ops.aten.mm.default(t_19, _tensor_constant21);  t_19 = _tensor_constant21 = None
        t_20: "f32[16, 8]" = torch.ops.aten.t.default(mm_9);  mm_9 = None
        sum_9: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul_4, [0], True);  mul_4 = None
        view_6: "f32[8]" = torch.ops.aten.view.default(sum_9, [8]);  sum_9 = None
        t_21: "f32[8, 16]" = torch.ops.aten.t.default(t_20);  t_20 = None
        _tensor_constant22: "f32[10, 16]" = self._tensor_constant22
        gelu_backward_2: "f32[10, 16]" = torch.ops.aten.gelu_backward.default(mm_8, _tensor_constant22);  mm_8 = _tensor_constant22 = None
        t_22: "f32[16, 10]" = torch.ops.aten.t.default(gelu_backward_2)
        _tensor_constant12_2: "f32[10, 8]" = self._tensor_constant12
        mm_10: "f32[16, 8]" = torch.ops.aten.mm.default(t_22, _tensor_constant12_2);  t_22 = _tensor_constant12_2 = None
        t_23: "f32[8, 16]" = torch.ops.aten.t.default(mm_10);  mm_10 = None
        sum_10: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(gelu_backward_2, [0], True);  gelu_backward_2 = None
        view_7: "f32[16]" = torch.ops.aten.view.default(sum_10, [16]);  sum_10 = None
        t_24: "f32[16, 8]" = torch.ops.aten.t.default(t_23);  t_23 = None
        slice_backward_2: "f32[10, 4]" = torch.ops.aten.slice_backward.default(sum_8, [10, 4], 1, 1, 2, 1);  sum_8 = None
        add_1: "f32[10, 4]" = torch.ops.aten.add.Tensor(add, slice_backward_2);  add = slice_backward_2 = None
        _tensor_constant23: "f32[10, 1]" = self._tensor_constant23
        mul_6: "f32[10, 8]" = torch.ops.aten.mul.Tensor(expand_1, _tensor_constant23);  _tensor_constant23 = None
        _tensor_constant24: "f32[10, 8]" = self._tensor_constant24
        mul_7: "f32[10, 8]" = torch.ops.aten.mul.Tensor(expand_1, _tensor_constant24);  expand_1 = _tensor_constant24 = None
        sum_11: "f32[10, 1]" = torch.ops.aten.sum.dim_IntList(mul_7, [1], True);  mul_7 = None
        _tensor_constant25: "f32[16, 8]" = self._tensor_constant25
        t_25: "f32[8, 16]" = torch.ops.aten.t.default(_tensor_constant25);  _tensor_constant25 = None
        mm_11: "f32[10, 16]" = torch.ops.aten.mm.default(mul_6, t_25);  t_25 = None
        t_26: "f32[8, 10]" = torch.ops.aten.t.default(mul_6)
        _tensor_constant26: "f32[10, 16]" = self._tensor_constant26
        mm_12: "f32[8, 16]" = torch.ops.aten.mm.default(t_26, _tensor_constant26);  t_26 = _tensor_constant26 = None
        t_27: "f32[16, 8]" = torch.ops.aten.t.default(mm_12);  mm_12 = None
        sum_12: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul_6, [0], True);  mul_6 = None
        view_8: "f32[8]" = torch.ops.aten.view.default(sum_12, [8]);  sum_12 = None
        t_28: "f32[8, 16]" = torch.ops.aten.t.default(t_27);  t_27 = None
        _tensor_constant27: "f32[10, 16]" = self._tensor_constant27
        gelu_backward_3: "f32[10, 16]" = torch.ops.aten.gelu_backward.default(mm_11, _tensor_constant27);  mm_11 = _tensor_constant27 = None
        t_29: "f32[16, 10]" = torch.ops.aten.t.default(gelu_backward_3)
        _tensor_constant12_3: "f32[10, 8]" = self._tensor_constant12
        mm_13: "f32[16, 8]" = torch.ops.aten.mm.default(t_29, _tensor_constant12_3);  t_29 = _tensor_constant12_3 = None
        t_30: "f32[8, 16]" = torch.ops.aten.t.default(mm_13);  mm_13 = None
        sum_13: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(gelu_backward_3, [0], True);  gelu_backward_3 = None
        view_9: "f32[16]" = torch.ops.aten.view.default(sum_13, [16]);  sum_13 = None
        t_31: "f32[16, 8]" = torch.ops.aten.t.default(t_30);  t_30 = None
        slice_backward_3: "f32[10, 4]" = torch.ops.aten.slice_backward.default(sum_11, [10, 4], 1, 0, 1, 1);  sum_11 = None
        add_2: "f32[10, 4]" = torch.ops.aten.add.Tensor(add_1, slice_backward_3);  add_1 = slice_backward_3 = None
        new_zeros: "f32[10, 4]" = torch.ops.aten.new_zeros.default(add_2, [10, 4], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        _tensor_constant6_1: "i64[10]" = self._tensor_constant6
        index_put: "f32[10, 4]" = torch.ops.aten.index_put.default(new_zeros, [_tensor_constant6_1], add_2, True);  new_zeros = _tensor_constant6_1 = add_2 = None
        _tensor_constant28: "i64[10, 2]" = self._tensor_constant28
        gather: "f32[10, 2]" = torch.ops.aten.gather.default(index_put, 1, _tensor_constant28);  index_put = _tensor_constant28 = None
        _tensor_constant29: "f32[10, 2]" = self._tensor_constant29
        _tensor_constant30: "f32[10, 1]" = self._tensor_constant30
        div_1: "f32[10, 2]" = torch.ops.aten.div.Tensor(_tensor_constant29, _tensor_constant30);  _tensor_constant29 = _tensor_constant30 = None
        _tensor_constant30_1: "f32[10, 1]" = self._tensor_constant30
        div_2: "f32[10, 2]" = torch.ops.aten.div.Tensor(div_1, _tensor_constant30_1);  div_1 = _tensor_constant30_1 = None
        neg: "f32[10, 2]" = torch.ops.aten.neg.default(gather)
        mul_8: "f32[10, 2]" = torch.ops.aten.mul.Tensor(neg, div_2);  neg = div_2 = None
        _tensor_constant30_2: "f32[10, 1]" = self._tensor_constant30
        div_3: "f32[10, 2]" = torch.ops.aten.div.Tensor(gather, _tensor_constant30_2);  gather = _tensor_constant30_2 = None
        sum_14: "f32[10, 1]" = torch.ops.aten.sum.dim_IntList(mul_8, [1], True);  mul_8 = None
        expand_2: "f32[10, 2]" = torch.ops.aten.expand.default(sum_14, [10, 2]);  sum_14 = None
        add_3: "f32[10, 2]" = torch.ops.aten.add.Tensor(div_3, expand_2);  div_3 = expand_2 = None
        new_zeros_1: "f32[10, 4]" = torch.ops.aten.new_zeros.default(add_3, [10, 4])
        _tensor_constant28_1: "i64[10, 2]" = self._tensor_constant28
        scatter: "f32[10, 4]" = torch.ops.aten.scatter.src(new_zeros_1, -1, _tensor_constant28_1, add_3);  new_zeros_1 = _tensor_constant28_1 = add_3 = None
        _tensor_constant31: "f32[10, 4]" = self._tensor_constant31
        detach_1: "f32[10, 4]" = torch.ops.aten.detach.default(_tensor_constant31);  _tensor_constant31 = None
        _softmax_backward_data: "f32[10, 4]" = torch.ops.aten._softmax_backward_data.default(scatter, detach_1, -1, torch.float32);  scatter = detach_1 = None
        t_32: "f32[4, 10]" = torch.ops.aten.t.default(_softmax_backward_data)
        _tensor_constant32: "f32[10, 8]" = self._tensor_constant32
        mm_14: "f32[4, 8]" = torch.ops.aten.mm.default(t_32, _tensor_constant32);  t_32 = _tensor_constant32 = None
        t_33: "f32[8, 4]" = torch.ops.aten.t.default(mm_14);  mm_14 = None
        sum_15: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(_softmax_backward_data, [0], True);  _softmax_backward_data = None
        view_10: "f32[4]" = torch.ops.aten.view.default(sum_15, [4]);  sum_15 = None
        t_34: "f32[4, 8]" = torch.ops.aten.t.default(t_33);  t_33 = None
        return (view, t_3, view_2, t_7, view_3, t_10, view_4, t_14, view_5, t_17, view_6, t_21, view_7, t_24, view_8, t_28, view_9, t_31, view_10, t_34)
