class run_from_loss(torch.nn.Module):
    def forward(self, loss_1: "f32[]"):
        # No stacktrace found for following nodes
        ones_like: "f32[]" = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
        _tensor_constant0: "f32[3, 3]" = self._tensor_constant0
        _tensor_constant1: "i64[3]" = self._tensor_constant1
        _tensor_constant2: "f32[]" = self._tensor_constant2
        nll_loss_backward: "f32[3, 3]" = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
        _tensor_constant3: "f32[3, 3]" = self._tensor_constant3
        detach: "f32[3, 3]" = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
        _log_softmax_backward_data: "f32[3, 3]" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
        _tensor_constant4: "f32[8, 3]" = self._tensor_constant4
        t: "f32[3, 8]" = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
        mm: "f32[3, 8]" = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  _log_softmax_backward_data = t = None
        _tensor_constant5: "f32[3, 8]" = self._tensor_constant5
        _tensor_constant6: "f32[3, 1]" = self._tensor_constant6
        _tensor_constant7: "f32[3, 1]" = self._tensor_constant7
        _param_constant0: "f32[8]" = self._param_constant0
        _param_constant1: "f32[8]" = self._param_constant1
        native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(mm, _tensor_constant5, [8], _tensor_constant6, _tensor_constant7, _param_constant0, _param_constant1, [True, False, False]);  mm = _tensor_constant5 = _tensor_constant6 = _tensor_constant7 = _param_constant0 = _param_constant1 = None
        getitem: "f32[3, 8]" = native_layer_norm_backward[0]
        getitem_1 = native_layer_norm_backward[1];  getitem_1 = None
        getitem_2 = native_layer_norm_backward[2];  native_layer_norm_backward = getitem_2 = None
        unsqueeze: "f32[3, 1, 8]" = torch.ops.aten.unsqueeze.default(getitem, 1);  getitem = None
        expand: "f32[3, 8, 8]" = torch.ops.aten.expand.default(unsqueeze, [3, 8, 8]);  unsqueeze = None
        div: "f32[3, 8, 8]" = torch.ops.aten.div.Scalar(expand, 8);  expand = None
        _tensor_constant8: "f32[3, 8, 16]" = self._tensor_constant8
        glu_backward: "f32[3, 8, 16]" = torch.ops.aten.glu_backward.default(div, _tensor_constant8, -1);  _tensor_constant8 = None
        view: "f32[24, 16]" = torch.ops.aten.view.default(glu_backward, [24, 16]);  glu_backward = None
        _tensor_constant9: "f32[8, 16]" = self._tensor_constant9
        t_1: "f32[16, 8]" = torch.ops.aten.t.default(_tensor_constant9);  _tensor_constant9 = None
        mm_1: "f32[24, 8]" = torch.ops.aten.mm.default(view, t_1);  t_1 = None
        t_2: "f32[16, 24]" = torch.ops.aten.t.default(view);  view = None
        _tensor_constant10: "f32[24, 8]" = self._tensor_constant10
        mm_2: "f32[16, 8]" = torch.ops.aten.mm.default(t_2, _tensor_constant10);  t_2 = _tensor_constant10 = None
        t_3: "f32[8, 16]" = torch.ops.aten.t.default(mm_2);  mm_2 = None
        t_4: "f32[16, 8]" = torch.ops.aten.t.default(t_3);  t_3 = None
        view_1: "f32[3, 8, 8]" = torch.ops.aten.view.default(mm_1, [3, 8, 8]);  mm_1 = None
        _tensor_constant11: "f32[3, 8, 8]" = self._tensor_constant11
        gelu_backward: "f32[3, 8, 8]" = torch.ops.aten.gelu_backward.default(view_1, _tensor_constant11);  view_1 = _tensor_constant11 = None
        _param_constant2: "f32[8]" = self._param_constant2
        mul: "f32[3, 8, 8]" = torch.ops.aten.mul.Tensor(gelu_backward, _param_constant2);  _param_constant2 = None
        select: "f32[3, 8]" = torch.ops.aten.select.int(gelu_backward, 1, 0)
        select_1: "f32[3, 8]" = torch.ops.aten.select.int(gelu_backward, 1, 1)
        select_2: "f32[3, 8]" = torch.ops.aten.select.int(gelu_backward, 1, 2)
        select_3: "f32[3, 8]" = torch.ops.aten.select.int(gelu_backward, 1, 3)
        select_4: "f32[3, 8]" = torch.ops.aten.select.int(gelu_backward, 1, 4)
        select_5: "f32[3, 8]" = torch.ops.aten.select.int(gelu_backward, 1, 5)
        select_6: "f32[3, 8]" = torch.ops.aten.select.int(gelu_backward, 1, 6)
        select_7: "f32[3, 8]" = torch.ops.aten.select.int(gelu_backward, 1, 7);  gelu_backward = None
        neg: "f32[3, 8]" = torch.ops.aten.neg.default(select_7)
        _tensor_constant12: "f32[8, 8]" = self._tensor_constant12
        t_5: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant12);  _tensor_constant12 = None
        mm_3: "f32[3, 8]" = torch.ops.aten.mm.default(neg, t_5);  neg = t_5 = None
        _tensor_constant13: "f32[8, 8]" = self._tensor_constant13
        t_6: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant13);  _tensor_constant13 = None
        mm_4: "f32[3, 8]" = torch.ops.aten.mm.default(select_7, t_6);  select_7 = t_6 = None
        select_backward: "f32[3, 8, 8]" = torch.ops.aten.select_backward.default(mm_3, [3, 8, 8], 1, 7)
        _tensor_constant14: "f32[8]" = self._tensor_constant14
        mul_1: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mm_3, _tensor_constant14);  _tensor_constant14 = None
        _tensor_constant15: "f32[8]" = self._tensor_constant15
        mul_2: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mm_3, _tensor_constant15);  mm_3 = _tensor_constant15 = None
        select_backward_1: "f32[3, 8, 8]" = torch.ops.aten.select_backward.default(mm_4, [3, 8, 8], 1, 7)
        neg_1: "f32[3, 8]" = torch.ops.aten.neg.default(mm_4)
        _tensor_constant14_1: "f32[8]" = self._tensor_constant14
        mul_3: "f32[3, 8]" = torch.ops.aten.mul.Tensor(neg_1, _tensor_constant14_1);  neg_1 = _tensor_constant14_1 = None
        add: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_2, mul_3);  mul_2 = mul_3 = None
        _tensor_constant15_1: "f32[8]" = self._tensor_constant15
        mul_4: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mm_4, _tensor_constant15_1);  mm_4 = _tensor_constant15_1 = None
        add_1: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_1, mul_4);  mul_1 = mul_4 = None
        neg_2: "f32[3, 8]" = torch.ops.aten.neg.default(select_6)
        _tensor_constant16: "f32[8, 8]" = self._tensor_constant16
        t_7: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant16);  _tensor_constant16 = None
        mm_5: "f32[3, 8]" = torch.ops.aten.mm.default(neg_2, t_7);  neg_2 = t_7 = None
        add_2: "f32[3, 8]" = torch.ops.aten.add.Tensor(add, mm_5);  add = mm_5 = None
        _tensor_constant17: "f32[8, 8]" = self._tensor_constant17
        t_8: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant17);  _tensor_constant17 = None
        mm_6: "f32[3, 8]" = torch.ops.aten.mm.default(select_6, t_8);  select_6 = t_8 = None
        add_3: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_1, mm_6);  add_1 = mm_6 = None
        select_backward_2: "f32[3, 8, 8]" = torch.ops.aten.select_backward.default(add_2, [3, 8, 8], 1, 6)
        add_4: "f32[3, 8, 8]" = torch.ops.aten.add.Tensor(select_backward, select_backward_2);  select_backward = select_backward_2 = None
        _tensor_constant14_2: "f32[8]" = self._tensor_constant14
        mul_5: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_2, _tensor_constant14_2);  _tensor_constant14_2 = None
        _tensor_constant15_2: "f32[8]" = self._tensor_constant15
        mul_6: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_2, _tensor_constant15_2);  add_2 = _tensor_constant15_2 = None
        select_backward_3: "f32[3, 8, 8]" = torch.ops.aten.select_backward.default(add_3, [3, 8, 8], 1, 6)
        add_5: "f32[3, 8, 8]" = torch.ops.aten.add.Tensor(select_backward_1, select_backward_3);  select_backward_1 = select_backward_3 = None
        neg_3: "f32[3, 8]" = torch.ops.aten.neg.default(add_3)
        _tensor_constant14_3: "f32[8]" = self._tensor_constant14
        mul_7: "f32[3, 8]" = torch.ops.aten.mul.Tensor(neg_3, _tensor_constant14_3);  neg_3 = _tensor_constant14_3 = None
        add_6: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_6, mul_7);  mul_6 = mul_7 = None
        _tensor_constant15_3: "f32[8]" = self._tensor_constant15
        mul_8: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_3, _tensor_constant15_3);  add_3 = _tensor_constant15_3 = None
        add_7: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_5, mul_8);  mul_5 = mul_8 = None
        neg_4: "f32[3, 8]" = torch.ops.aten.neg.default(select_5)
        _tensor_constant18: "f32[8, 8]" = self._tensor_constant18
        t_9: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant18);  _tensor_constant18 = None
        mm_7: "f32[3, 8]" = torch.ops.aten.mm.default(neg_4, t_9);  neg_4 = t_9 = None
        add_8: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_6, mm_7);  add_6 = mm_7 = None
        _tensor_constant19: "f32[8, 8]" = self._tensor_constant19
        t_10: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant19);  _tensor_constant19 = None
        mm_8: "f32[3, 8]" = torch.ops.aten.mm.default(select_5, t_10);  select_5 = t_10 = None
        add_9: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_7, mm_8);  add_7 = mm_8 = None
        select_backward_4: "f32[3, 8, 8]" = torch.ops.aten.select_backward.default(add_8, [3, 8, 8], 1, 5)
        add_10: "f32[3, 8, 8]" = torch.ops.aten.add.Tensor(add_4, select_backward_4);  add_4 = select_backward_4 = None
        _tensor_constant14_4: "f32[8]" = self._tensor_constant14
        mul_9: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_8, _tensor_constant14_4);  _tensor_constant14_4 = None
        _tensor_constant15_4: "f32[8]" = self._tensor_constant15
        mul_10: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_8, _tensor_constant15_4);  add_8 = _tensor_constant15_4 = None
        select_backward_5: "f32[3, 8, 8]" = torch.ops.aten.select_backward.default(add_9, [3, 8, 8], 1, 5)
        add_11: "f32[3, 8, 8]" = torch.ops.aten.add.Tensor(add_5, select_backward_5);  add_5 = select_backward_5 = None
        neg_5: "f32[3, 8]" = torch.ops.aten.neg.default(add_9)
        _tensor_constant14_5: "f32[8]" = self._tensor_constant14
        mul_11: "f32[3, 8]" = torch.ops.aten.mul.Tensor(neg_5, _tensor_constant14_5);  neg_5 = _tensor_constant14_5 = None
        add_12: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_10, mul_11);  mul_10 = mul_11 = None
        _tensor_constant15_5: "f32[8]" = self._tensor_constant15
        mul_12: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_9, _tensor_constant15_5);  add_9 = _tensor_constant15_5 = None
        add_13: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_9, mul_12);  mul_9 = mul_12 = None
        neg_6: "f32[3, 8]" = torch.ops.aten.neg.default(select_4)
        _tensor_constant20: "f32[8, 8]" = self._tensor_constant20
        t_11: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant20);  _tensor_constant20 = None
        mm_9: "f32[3, 8]" = torch.ops.aten.mm.default(neg_6, t_11);  neg_6 = t_11 = None
        add_14: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_12, mm_9);  add_12 = mm_9 = None
        _tensor_constant21: "f32[8, 8]" = self._tensor_constant21
        t_12: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant21);  _tensor_constant21 = None
        mm_10: "f32[3, 8]" = torch.ops.aten.mm.default(select_4, t_12);  select_4 = t_12 = None
        add_15: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_13, mm_10);  add_13 = mm_10 = None
        select_backward_6: "f32[3, 8, 8]" = torch.ops.aten.select_backward.default(add_14, [3, 8, 8], 1, 4)
        add_16: "f32[3, 8, 8]" = torch.ops.aten.add.Tensor(add_10, select_backward_6);  add_10 = select_backward_6 = None
        _tensor_constant14_6: "f32[8]" = self._tensor_constant14
        mul_13: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_14, _tensor_constant14_6);  _tensor_constant14_6 = None
        _tensor_constant15_6: "f32[8]" = self._tensor_constant15
        mul_14: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_14, _tensor_constant15_6);  add_14 = _tensor_constant15_6 = None
        select_backward_7: "f32[3, 8, 8]" = torch.ops.aten.select_backward.default(add_15, [3, 8, 8], 1, 4)
        add_17: "f32[3, 8, 8]" = torch.ops.aten.add.Tensor(add_11, select_backward_7);  add_11 = select_backward_7 = None
        neg_7: "f32[3, 8]" = torch.ops.aten.neg.default(add_15)
        _tensor_constant14_7: "f32[8]" = self._tensor_constant14
        mul_15: "f32[3, 8]" = torch.ops.aten.mul.Tensor(neg_7, _tensor_constant14_7);  neg_7 = _tensor_constant14_7 = None
        add_18: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_14, mul_15);  mul_14 = mul_15 = None
        _tensor_constant15_7: "f32[8]" = self._tensor_constant15
        mul_16: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_15, _tensor_constant15_7);  add_15 = _tensor_constant15_7 = None
        add_19: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_13, mul_16);  mul_13 = mul_16 = None
        neg_8: "f32[3, 8]" = torch.ops.aten.neg.default(select_3)
        _tensor_constant22: "f32[8, 8]" = self._tensor_constant22
        t_13: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant22);  _tensor_constant22 = None
        mm_11: "f32[3, 8]" = torch.ops.aten.mm.default(neg_8, t_13);  neg_8 = t_13 = None
        add_20: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_18, mm_11);  add_18 = mm_11 = None
        _tensor_constant23: "f32[8, 8]" = self._tensor_constant23
        t_14: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant23);  _tensor_constant23 = None
        mm_12: "f32[3, 8]" = torch.ops.aten.mm.default(select_3, t_14);  select_3 = t_14 = None
        add_21: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_19, mm_12);  add_19 = mm_12 = None
        select_backward_8: "f32[3, 8, 8]" = torch.ops.aten.select_backward.default(add_20, [3, 8, 8], 1, 3)
        add_22: "f32[3, 8, 8]" = torch.ops.aten.add.Tensor(add_16, select_backward_8);  add_16 = select_backward_8 = None
        _tensor_constant14_8: "f32[8]" = self._tensor_constant14
        mul_17: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_20, _tensor_constant14_8);  _tensor_constant14_8 = None
        _tensor_constant15_8: "f32[8]" = self._tensor_constant15
        mul_18: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_20, _tensor_constant15_8);  add_20 = _tensor_constant15_8 = None
        select_backward_9: "f32[3, 8, 8]" = torch.ops.aten.select_backward.default(add_21, [3, 8, 8], 1, 3)
        add_23: "f32[3, 8, 8]" = torch.ops.aten.add.Tensor(add_17, select_backward_9);  add_17 = select_backward_9 = None
        neg_9: "f32[3, 8]" = torch.ops.aten.neg.default(add_21)
        _tensor_constant14_9: "f32[8]" = self._tensor_constant14
        mul_19: "f32[3, 8]" = torch.ops.aten.mul.Tensor(neg_9, _tensor_constant14_9);  neg_9 = _tensor_constant14_9 = None
        add_24: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_18, mul_19);  mul_18 = mul_19 = None
        _tensor_constant15_9: "f32[8]" = self._tensor_constant15
        mul_20: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_21, _tensor_constant15_9);  add_21 = _tensor_constant15_9 = None
        add_25: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_17, mul_20);  mul_17 = mul_20 = None
        neg_10: "f32[3, 8]" = torch.ops.aten.neg.default(select_2)
        _tensor_constant24: "f32[8, 8]" = self._tensor_constant24
        t_15: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant24);  _tensor_constant24 = None
        mm_13: "f32[3, 8]" = torch.ops.aten.mm.default(neg_10, t_15);  neg_10 = t_15 = None
        add_26: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_24, mm_13);  add_24 = mm_13 = None
        _tensor_constant25: "f32[8, 8]" = self._tensor_constant25
        t_16: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant25);  _tensor_constant25 = None
        mm_14: "f32[3, 8]" = torch.ops.aten.mm.default(select_2, t_16);  select_2 = t_16 = None
        add_27: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_25, mm_14);  add_25 = mm_14 = None
        select_backward_10: "f32[3, 8, 8]" = torch.ops.aten.select_backward.default(add_26, [3, 8, 8], 1, 2)
        add_28: "f32[3, 8, 8]" = torch.ops.aten.add.Tensor(add_22, select_backward_10);  add_22 = select_backward_10 = None
        _tensor_constant14_10: "f32[8]" = self._tensor_constant14
        mul_21: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_26, _tensor_constant14_10);  _tensor_constant14_10 = None
        _tensor_constant15_10: "f32[8]" = self._tensor_constant15
        mul_22: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_26, _tensor_constant15_10);  add_26 = _tensor_constant15_10 = None
        select_backward_11: "f32[3, 8, 8]" = torch.ops.aten.select_backward.default(add_27, [3, 8, 8], 1, 2)
        add_29: "f32[3, 8, 8]" = torch.ops.aten.add.Tensor(add_23, select_backward_11);  add_23 = select_backward_11 = None
        neg_11: "f32[3, 8]" = torch.ops.aten.neg.default(add_27)
        _tensor_constant14_11: "f32[8]" = self._tensor_constant14
        mul_23: "f32[3, 8]" = torch.ops.aten.mul.Tensor(neg_11, _tensor_constant14_11);  neg_11 = _tensor_constant14_11 = None
        add_30: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_22, mul_23);  mul_22 = mul_23 = None
        _tensor_constant15_11: "f32[8]" = self._tensor_constant15
        mul_24: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_27, _tensor_constant15_11);  add_27 = _tensor_constant15_11 = None
        add_31: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_21, mul_24);  mul_21 = mul_24 = None
        neg_12: "f32[3, 8]" = torch.ops.aten.neg.default(select_1)
        _tensor_constant26: "f32[8, 8]" = self._tensor_constant26
        t_17: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant26);  _tensor_constant26 = None
        mm_15: "f32[3, 8]" = torch.ops.aten.mm.default(neg_12, t_17);  neg_12 = t_17 = None
        add_32: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_30, mm_15);  add_30 = mm_15 = None
        _tensor_constant27: "f32[8, 8]" = self._tensor_constant27
        t_18: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant27);  _tensor_constant27 = None
        mm_16: "f32[3, 8]" = torch.ops.aten.mm.default(select_1, t_18);  select_1 = t_18 = None
        add_33: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_31, mm_16);  add_31 = mm_16 = None
        select_backward_12: "f32[3, 8, 8]" = torch.ops.aten.select_backward.default(add_32, [3, 8, 8], 1, 1)
        add_34: "f32[3, 8, 8]" = torch.ops.aten.add.Tensor(add_28, select_backward_12);  add_28 = select_backward_12 = None
        _tensor_constant14_12: "f32[8]" = self._tensor_constant14
        mul_25: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_32, _tensor_constant14_12);  _tensor_constant14_12 = None
        _tensor_constant15_12: "f32[8]" = self._tensor_constant15
        mul_26: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_32, _tensor_constant15_12);  add_32 = _tensor_constant15_12 = None
        select_backward_13: "f32[3, 8, 8]" = torch.ops.aten.select_backward.default(add_33, [3, 8, 8], 1, 1)
        add_35: "f32[3, 8, 8]" = torch.ops.aten.add.Tensor(add_29, select_backward_13);  add_29 = select_backward_13 = None
        neg_13: "f32[3, 8]" = torch.ops.aten.neg.default(add_33)
        _tensor_constant14_13: "f32[8]" = self._tensor_constant14
        mul_27: "f32[3, 8]" = torch.ops.aten.mul.Tensor(neg_13, _tensor_constant14_13);  neg_13 = _tensor_constant14_13 = None
        add_36: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_26, mul_27);  mul_26 = mul_27 = None
        _tensor_constant15_13: "f32[8]" = self._tensor_constant15
        mul_28: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_33, _tensor_constant15_13);  add_33 = _tensor_constant15_13 = None
        add_37: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_25, mul_28);  mul_25 = mul_28 = None
        neg_14: "f32[3, 8]" = torch.ops.aten.neg.default(select)
        _tensor_constant28: "f32[8, 8]" = self._tensor_constant28
        t_19: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant28);  _tensor_constant28 = None
        mm_17: "f32[3, 8]" = torch.ops.aten.mm.default(neg_14, t_19);  neg_14 = t_19 = None
        add_38: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_36, mm_17);  add_36 = mm_17 = None
        _tensor_constant29: "f32[8, 8]" = self._tensor_constant29
        t_20: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant29);  _tensor_constant29 = None
        mm_18: "f32[3, 8]" = torch.ops.aten.mm.default(select, t_20);  select = t_20 = None
        add_39: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_37, mm_18);  add_37 = mm_18 = None
        select_backward_14: "f32[3, 8, 8]" = torch.ops.aten.select_backward.default(add_38, [3, 8, 8], 1, 0);  add_38 = None
        add_40: "f32[3, 8, 8]" = torch.ops.aten.add.Tensor(add_34, select_backward_14);  add_34 = select_backward_14 = None
        select_backward_15: "f32[3, 8, 8]" = torch.ops.aten.select_backward.default(add_39, [3, 8, 8], 1, 0);  add_39 = None
        add_41: "f32[3, 8, 8]" = torch.ops.aten.add.Tensor(add_35, select_backward_15);  add_35 = select_backward_15 = None
        _tensor_constant30: "f32[8]" = self._tensor_constant30
        mul_29: "f32[3, 8, 8]" = torch.ops.aten.mul.Tensor(add_40, _tensor_constant30);  add_40 = _tensor_constant30 = None
        view_2: "f32[24, 8]" = torch.ops.aten.view.default(mul_29, [24, 8]);  mul_29 = None
        _tensor_constant31: "f32[8, 8]" = self._tensor_constant31
        t_21: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant31);  _tensor_constant31 = None
        mm_19: "f32[24, 8]" = torch.ops.aten.mm.default(view_2, t_21);  view_2 = t_21 = None
        view_3: "f32[3, 8, 8]" = torch.ops.aten.view.default(mm_19, [3, 8, 8]);  mm_19 = None
        add_42: "f32[3, 8, 8]" = torch.ops.aten.add.Tensor(mul, view_3);  mul = view_3 = None
        _tensor_constant30_1: "f32[8]" = self._tensor_constant30
        mul_30: "f32[3, 8, 8]" = torch.ops.aten.mul.Tensor(add_41, _tensor_constant30_1);  add_41 = _tensor_constant30_1 = None
        view_4: "f32[24, 8]" = torch.ops.aten.view.default(mul_30, [24, 8]);  mul_30 = None
        _tensor_constant32: "f32[8, 8]" = self._tensor_constant32
        t_22: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant32);  _tensor_constant32 = None
        mm_20: "f32[24, 8]" = torch.ops.aten.mm.default(view_4, t_22);  view_4 = t_22 = None
        view_5: "f32[3, 8, 8]" = torch.ops.aten.view.default(mm_20, [3, 8, 8]);  mm_20 = None
        add_43: "f32[3, 8, 8]" = torch.ops.aten.add.Tensor(add_42, view_5);  add_42 = view_5 = None
        _tensor_constant33: "f32[3, 8, 8]" = self._tensor_constant33
        _tensor_constant34: "f32[3, 8, 1]" = self._tensor_constant34
        _tensor_constant35: "f32[3, 8, 1]" = self._tensor_constant35
        _param_constant3: "f32[8]" = self._param_constant3
        _param_constant4: "f32[8]" = self._param_constant4
        native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(add_43, _tensor_constant33, [8], _tensor_constant34, _tensor_constant35, _param_constant3, _param_constant4, [True, False, False]);  add_43 = _tensor_constant33 = _tensor_constant34 = _tensor_constant35 = _param_constant3 = _param_constant4 = None
        getitem_3: "f32[3, 8, 8]" = native_layer_norm_backward_1[0]
        getitem_4 = native_layer_norm_backward_1[1];  getitem_4 = None
        getitem_5 = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = getitem_5 = None
        add_44: "f32[3, 8, 8]" = torch.ops.aten.add.Tensor(div, getitem_3);  div = getitem_3 = None
        _tensor_constant36: "f32[3, 8, 16]" = self._tensor_constant36
        glu_backward_1: "f32[3, 8, 16]" = torch.ops.aten.glu_backward.default(add_44, _tensor_constant36, -1);  add_44 = _tensor_constant36 = None
        view_6: "f32[24, 16]" = torch.ops.aten.view.default(glu_backward_1, [24, 16]);  glu_backward_1 = None
        _tensor_constant37: "f32[8, 16]" = self._tensor_constant37
        t_23: "f32[16, 8]" = torch.ops.aten.t.default(_tensor_constant37);  _tensor_constant37 = None
        mm_21: "f32[24, 8]" = torch.ops.aten.mm.default(view_6, t_23);  view_6 = t_23 = None
        view_7: "f32[3, 8, 8]" = torch.ops.aten.view.default(mm_21, [3, 8, 8]);  mm_21 = None
        _tensor_constant38: "f32[3, 8, 8]" = self._tensor_constant38
        gelu_backward_1: "f32[3, 8, 8]" = torch.ops.aten.gelu_backward.default(view_7, _tensor_constant38);  view_7 = _tensor_constant38 = None
        select_8: "f32[3, 8]" = torch.ops.aten.select.int(gelu_backward_1, 1, 0)
        select_9: "f32[3, 8]" = torch.ops.aten.select.int(gelu_backward_1, 1, 1)
        select_10: "f32[3, 8]" = torch.ops.aten.select.int(gelu_backward_1, 1, 2)
        select_11: "f32[3, 8]" = torch.ops.aten.select.int(gelu_backward_1, 1, 3)
        select_12: "f32[3, 8]" = torch.ops.aten.select.int(gelu_backward_1, 1, 4)
        select_13: "f32[3, 8]" = torch.ops.aten.select.int(gelu_backward_1, 1, 5)
        select_14: "f32[3, 8]" = torch.ops.aten.select.int(gelu_backward_1, 1, 6)
        select_15: "f32[3, 8]" = torch.ops.aten.select.int(gelu_backward_1, 1, 7);  gelu_backward_1 = None
        neg_15: "f32[3, 8]" = torch.ops.aten.neg.default(select_15)
        _tensor_constant39: "f32[8, 8]" = self._tensor_constant39
        t_24: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant39);  _tensor_constant39 = None
        mm_22: "f32[3, 8]" = torch.ops.aten.mm.default(neg_15, t_24);  neg_15 = t_24 = None
        _tensor_constant40: "f32[8, 8]" = self._tensor_constant40
        t_25: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant40);  _tensor_constant40 = None
        mm_23: "f32[3, 8]" = torch.ops.aten.mm.default(select_15, t_25);  select_15 = t_25 = None
        _tensor_constant41: "f32[8]" = self._tensor_constant41
        mul_31: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mm_22, _tensor_constant41);  _tensor_constant41 = None
        _tensor_constant42: "f32[3, 8]" = self._tensor_constant42
        mul_32: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mm_22, _tensor_constant42);  _tensor_constant42 = None
        sum_1: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul_32, [0], True);  mul_32 = None
        view_8: "f32[8]" = torch.ops.aten.view.default(sum_1, [8]);  sum_1 = None
        _tensor_constant43: "f32[8]" = self._tensor_constant43
        mul_33: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mm_22, _tensor_constant43);  _tensor_constant43 = None
        _tensor_constant44: "f32[3, 8]" = self._tensor_constant44
        mul_34: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mm_22, _tensor_constant44);  mm_22 = _tensor_constant44 = None
        sum_2: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul_34, [0], True);  mul_34 = None
        view_9: "f32[8]" = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
        neg_16: "f32[3, 8]" = torch.ops.aten.neg.default(mm_23)
        _tensor_constant41_1: "f32[8]" = self._tensor_constant41
        mul_35: "f32[3, 8]" = torch.ops.aten.mul.Tensor(neg_16, _tensor_constant41_1);  _tensor_constant41_1 = None
        _tensor_constant44_1: "f32[3, 8]" = self._tensor_constant44
        mul_36: "f32[3, 8]" = torch.ops.aten.mul.Tensor(neg_16, _tensor_constant44_1);  neg_16 = _tensor_constant44_1 = None
        sum_3: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul_36, [0], True);  mul_36 = None
        view_10: "f32[8]" = torch.ops.aten.view.default(sum_3, [8]);  sum_3 = None
        add_45: "f32[8]" = torch.ops.aten.add.Tensor(view_8, view_10);  view_8 = view_10 = None
        add_46: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_33, mul_35);  mul_33 = mul_35 = None
        _tensor_constant43_1: "f32[8]" = self._tensor_constant43
        mul_37: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mm_23, _tensor_constant43_1);  _tensor_constant43_1 = None
        _tensor_constant42_1: "f32[3, 8]" = self._tensor_constant42
        mul_38: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mm_23, _tensor_constant42_1);  mm_23 = _tensor_constant42_1 = None
        sum_4: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul_38, [0], True);  mul_38 = None
        view_11: "f32[8]" = torch.ops.aten.view.default(sum_4, [8]);  sum_4 = None
        add_47: "f32[8]" = torch.ops.aten.add.Tensor(view_9, view_11);  view_9 = view_11 = None
        add_48: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_31, mul_37);  mul_31 = mul_37 = None
        neg_17: "f32[3, 8]" = torch.ops.aten.neg.default(select_14)
        _tensor_constant45: "f32[8, 8]" = self._tensor_constant45
        t_26: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant45);  _tensor_constant45 = None
        mm_24: "f32[3, 8]" = torch.ops.aten.mm.default(neg_17, t_26);  neg_17 = t_26 = None
        add_49: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_46, mm_24);  add_46 = mm_24 = None
        _tensor_constant46: "f32[8, 8]" = self._tensor_constant46
        t_27: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant46);  _tensor_constant46 = None
        mm_25: "f32[3, 8]" = torch.ops.aten.mm.default(select_14, t_27);  select_14 = t_27 = None
        add_50: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_48, mm_25);  add_48 = mm_25 = None
        _tensor_constant41_2: "f32[8]" = self._tensor_constant41
        mul_39: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_49, _tensor_constant41_2);  _tensor_constant41_2 = None
        _tensor_constant47: "f32[3, 8]" = self._tensor_constant47
        mul_40: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_49, _tensor_constant47);  _tensor_constant47 = None
        sum_5: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul_40, [0], True);  mul_40 = None
        view_12: "f32[8]" = torch.ops.aten.view.default(sum_5, [8]);  sum_5 = None
        add_51: "f32[8]" = torch.ops.aten.add.Tensor(add_45, view_12);  add_45 = view_12 = None
        _tensor_constant43_2: "f32[8]" = self._tensor_constant43
        mul_41: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_49, _tensor_constant43_2);  _tensor_constant43_2 = None
        _tensor_constant48: "f32[3, 8]" = self._tensor_constant48
        mul_42: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_49, _tensor_constant48);  add_49 = _tensor_constant48 = None
        sum_6: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul_42, [0], True);  mul_42 = None
        view_13: "f32[8]" = torch.ops.aten.view.default(sum_6, [8]);  sum_6 = None
        add_52: "f32[8]" = torch.ops.aten.add.Tensor(add_47, view_13);  add_47 = view_13 = None
        neg_18: "f32[3, 8]" = torch.ops.aten.neg.default(add_50)
        _tensor_constant41_3: "f32[8]" = self._tensor_constant41
        mul_43: "f32[3, 8]" = torch.ops.aten.mul.Tensor(neg_18, _tensor_constant41_3);  _tensor_constant41_3 = None
        _tensor_constant48_1: "f32[3, 8]" = self._tensor_constant48
        mul_44: "f32[3, 8]" = torch.ops.aten.mul.Tensor(neg_18, _tensor_constant48_1);  neg_18 = _tensor_constant48_1 = None
        sum_7: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul_44, [0], True);  mul_44 = None
        view_14: "f32[8]" = torch.ops.aten.view.default(sum_7, [8]);  sum_7 = None
        add_53: "f32[8]" = torch.ops.aten.add.Tensor(add_51, view_14);  add_51 = view_14 = None
        add_54: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_41, mul_43);  mul_41 = mul_43 = None
        _tensor_constant43_3: "f32[8]" = self._tensor_constant43
        mul_45: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_50, _tensor_constant43_3);  _tensor_constant43_3 = None
        _tensor_constant47_1: "f32[3, 8]" = self._tensor_constant47
        mul_46: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_50, _tensor_constant47_1);  add_50 = _tensor_constant47_1 = None
        sum_8: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul_46, [0], True);  mul_46 = None
        view_15: "f32[8]" = torch.ops.aten.view.default(sum_8, [8]);  sum_8 = None
        add_55: "f32[8]" = torch.ops.aten.add.Tensor(add_52, view_15);  add_52 = view_15 = None
        add_56: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_39, mul_45);  mul_39 = mul_45 = None
        neg_19: "f32[3, 8]" = torch.ops.aten.neg.default(select_13)
        _tensor_constant49: "f32[8, 8]" = self._tensor_constant49
        t_28: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant49);  _tensor_constant49 = None
        mm_26: "f32[3, 8]" = torch.ops.aten.mm.default(neg_19, t_28);  neg_19 = t_28 = None
        add_57: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_54, mm_26);  add_54 = mm_26 = None
        _tensor_constant50: "f32[8, 8]" = self._tensor_constant50
        t_29: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant50);  _tensor_constant50 = None
        mm_27: "f32[3, 8]" = torch.ops.aten.mm.default(select_13, t_29);  select_13 = t_29 = None
        add_58: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_56, mm_27);  add_56 = mm_27 = None
        _tensor_constant41_4: "f32[8]" = self._tensor_constant41
        mul_47: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_57, _tensor_constant41_4);  _tensor_constant41_4 = None
        _tensor_constant51: "f32[3, 8]" = self._tensor_constant51
        mul_48: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_57, _tensor_constant51);  _tensor_constant51 = None
        sum_9: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul_48, [0], True);  mul_48 = None
        view_16: "f32[8]" = torch.ops.aten.view.default(sum_9, [8]);  sum_9 = None
        add_59: "f32[8]" = torch.ops.aten.add.Tensor(add_53, view_16);  add_53 = view_16 = None
        _tensor_constant43_4: "f32[8]" = self._tensor_constant43
        mul_49: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_57, _tensor_constant43_4);  _tensor_constant43_4 = None
        _tensor_constant52: "f32[3, 8]" = self._tensor_constant52
        mul_50: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_57, _tensor_constant52);  add_57 = _tensor_constant52 = None
        sum_10: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul_50, [0], True);  mul_50 = None
        view_17: "f32[8]" = torch.ops.aten.view.default(sum_10, [8]);  sum_10 = None
        add_60: "f32[8]" = torch.ops.aten.add.Tensor(add_55, view_17);  add_55 = view_17 = None
        neg_20: "f32[3, 8]" = torch.ops.aten.neg.default(add_58)
        _tensor_constant41_5: "f32[8]" = self._tensor_constant41
        mul_51: "f32[3, 8]" = torch.ops.aten.mul.Tensor(neg_20, _tensor_constant41_5);  _tensor_constant41_5 = None
        _tensor_constant52_1: "f32[3, 8]" = self._tensor_constant52
        mul_52: "f32[3, 8]" = torch.ops.aten.mul.Tensor(neg_20, _tensor_constant52_1);  neg_20 = _tensor_constant52_1 = None
        sum_11: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul_52, [0], True);  mul_52 = None
        view_18: "f32[8]" = torch.ops.aten.view.default(sum_11, [8]);  sum_11 = None
        add_61: "f32[8]" = torch.ops.aten.add.Tensor(add_59, view_18);  add_59 = view_18 = None
        add_62: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_49, mul_51);  mul_49 = mul_51 = None
        _tensor_constant43_5: "f32[8]" = self._tensor_constant43
        mul_53: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_58, _tensor_constant43_5);  _tensor_constant43_5 = None
        _tensor_constant51_1: "f32[3, 8]" = self._tensor_constant51
        mul_54: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_58, _tensor_constant51_1);  add_58 = _tensor_constant51_1 = None
        sum_12: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul_54, [0], True);  mul_54 = None
        view_19: "f32[8]" = torch.ops.aten.view.default(sum_12, [8]);  sum_12 = None
        add_63: "f32[8]" = torch.ops.aten.add.Tensor(add_60, view_19);  add_60 = view_19 = None
        add_64: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_47, mul_53);  mul_47 = mul_53 = None
        neg_21: "f32[3, 8]" = torch.ops.aten.neg.default(select_12)
        _tensor_constant53: "f32[8, 8]" = self._tensor_constant53
        t_30: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant53);  _tensor_constant53 = None
        mm_28: "f32[3, 8]" = torch.ops.aten.mm.default(neg_21, t_30);  neg_21 = t_30 = None
        add_65: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_62, mm_28);  add_62 = mm_28 = None
        _tensor_constant54: "f32[8, 8]" = self._tensor_constant54
        t_31: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant54);  _tensor_constant54 = None
        mm_29: "f32[3, 8]" = torch.ops.aten.mm.default(select_12, t_31);  select_12 = t_31 = None
        add_66: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_64, mm_29);  add_64 = mm_29 = None
        _tensor_constant41_6: "f32[8]" = self._tensor_constant41
        mul_55: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_65, _tensor_constant41_6);  _tensor_constant41_6 = None
        _tensor_constant55: "f32[3, 8]" = self._tensor_constant55
        mul_56: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_65, _tensor_constant55);  _tensor_constant55 = None
        sum_13: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul_56, [0], True);  mul_56 = None
        view_20: "f32[8]" = torch.ops.aten.view.default(sum_13, [8]);  sum_13 = None
        add_67: "f32[8]" = torch.ops.aten.add.Tensor(add_61, view_20);  add_61 = view_20 = None
        _tensor_constant43_6: "f32[8]" = self._tensor_constant43
        mul_57: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_65, _tensor_constant43_6);  _tensor_constant43_6 = None
        _tensor_constant56: "f32[3, 8]" = self._tensor_constant56
        mul_58: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_65, _tensor_constant56);  add_65 = _tensor_constant56 = None
        sum_14: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul_58, [0], True);  mul_58 = None
        view_21: "f32[8]" = torch.ops.aten.view.default(sum_14, [8]);  sum_14 = None
        add_68: "f32[8]" = torch.ops.aten.add.Tensor(add_63, view_21);  add_63 = view_21 = None
        neg_22: "f32[3, 8]" = torch.ops.aten.neg.default(add_66)
        _tensor_constant41_7: "f32[8]" = self._tensor_constant41
        mul_59: "f32[3, 8]" = torch.ops.aten.mul.Tensor(neg_22, _tensor_constant41_7);  _tensor_constant41_7 = None
        _tensor_constant56_1: "f32[3, 8]" = self._tensor_constant56
        mul_60: "f32[3, 8]" = torch.ops.aten.mul.Tensor(neg_22, _tensor_constant56_1);  neg_22 = _tensor_constant56_1 = None
        sum_15: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul_60, [0], True);  mul_60 = None
        view_22: "f32[8]" = torch.ops.aten.view.default(sum_15, [8]);  sum_15 = None
        add_69: "f32[8]" = torch.ops.aten.add.Tensor(add_67, view_22);  add_67 = view_22 = None
        add_70: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_57, mul_59);  mul_57 = mul_59 = None
        _tensor_constant43_7: "f32[8]" = self._tensor_constant43
        mul_61: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_66, _tensor_constant43_7);  _tensor_constant43_7 = None
        _tensor_constant55_1: "f32[3, 8]" = self._tensor_constant55
        mul_62: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_66, _tensor_constant55_1);  add_66 = _tensor_constant55_1 = None
        sum_16: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul_62, [0], True);  mul_62 = None
        view_23: "f32[8]" = torch.ops.aten.view.default(sum_16, [8]);  sum_16 = None
        add_71: "f32[8]" = torch.ops.aten.add.Tensor(add_68, view_23);  add_68 = view_23 = None
        add_72: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_55, mul_61);  mul_55 = mul_61 = None
        neg_23: "f32[3, 8]" = torch.ops.aten.neg.default(select_11)
        _tensor_constant57: "f32[8, 8]" = self._tensor_constant57
        t_32: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant57);  _tensor_constant57 = None
        mm_30: "f32[3, 8]" = torch.ops.aten.mm.default(neg_23, t_32);  neg_23 = t_32 = None
        add_73: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_70, mm_30);  add_70 = mm_30 = None
        _tensor_constant58: "f32[8, 8]" = self._tensor_constant58
        t_33: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant58);  _tensor_constant58 = None
        mm_31: "f32[3, 8]" = torch.ops.aten.mm.default(select_11, t_33);  select_11 = t_33 = None
        add_74: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_72, mm_31);  add_72 = mm_31 = None
        _tensor_constant41_8: "f32[8]" = self._tensor_constant41
        mul_63: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_73, _tensor_constant41_8);  _tensor_constant41_8 = None
        _tensor_constant59: "f32[3, 8]" = self._tensor_constant59
        mul_64: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_73, _tensor_constant59);  _tensor_constant59 = None
        sum_17: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul_64, [0], True);  mul_64 = None
        view_24: "f32[8]" = torch.ops.aten.view.default(sum_17, [8]);  sum_17 = None
        add_75: "f32[8]" = torch.ops.aten.add.Tensor(add_69, view_24);  add_69 = view_24 = None
        _tensor_constant43_8: "f32[8]" = self._tensor_constant43
        mul_65: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_73, _tensor_constant43_8);  _tensor_constant43_8 = None
        _tensor_constant60: "f32[3, 8]" = self._tensor_constant60
        mul_66: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_73, _tensor_constant60);  add_73 = _tensor_constant60 = None
        sum_18: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul_66, [0], True);  mul_66 = None
        view_25: "f32[8]" = torch.ops.aten.view.default(sum_18, [8]);  sum_18 = None
        add_76: "f32[8]" = torch.ops.aten.add.Tensor(add_71, view_25);  add_71 = view_25 = None
        neg_24: "f32[3, 8]" = torch.ops.aten.neg.default(add_74)
        _tensor_constant41_9: "f32[8]" = self._tensor_constant41
        mul_67: "f32[3, 8]" = torch.ops.aten.mul.Tensor(neg_24, _tensor_constant41_9);  _tensor_constant41_9 = None
        _tensor_constant60_1: "f32[3, 8]" = self._tensor_constant60
        mul_68: "f32[3, 8]" = torch.ops.aten.mul.Tensor(neg_24, _tensor_constant60_1);  neg_24 = _tensor_constant60_1 = None
        sum_19: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul_68, [0], True);  mul_68 = None
        view_26: "f32[8]" = torch.ops.aten.view.default(sum_19, [8]);  sum_19 = None
        add_77: "f32[8]" = torch.ops.aten.add.Tensor(add_75, view_26);  add_75 = view_26 = None
        add_78: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_65, mul_67);  mul_65 = mul_67 = None
        _tensor_constant43_9: "f32[8]" = self._tensor_constant43
        mul_69: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_74, _tensor_constant43_9);  _tensor_constant43_9 = None
        _tensor_constant59_1: "f32[3, 8]" = self._tensor_constant59
        mul_70: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_74, _tensor_constant59_1);  add_74 = _tensor_constant59_1 = None
        sum_20: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul_70, [0], True);  mul_70 = None
        view_27: "f32[8]" = torch.ops.aten.view.default(sum_20, [8]);  sum_20 = None
        add_79: "f32[8]" = torch.ops.aten.add.Tensor(add_76, view_27);  add_76 = view_27 = None
        add_80: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_63, mul_69);  mul_63 = mul_69 = None
        neg_25: "f32[3, 8]" = torch.ops.aten.neg.default(select_10)
        _tensor_constant61: "f32[8, 8]" = self._tensor_constant61
        t_34: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant61);  _tensor_constant61 = None
        mm_32: "f32[3, 8]" = torch.ops.aten.mm.default(neg_25, t_34);  neg_25 = t_34 = None
        add_81: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_78, mm_32);  add_78 = mm_32 = None
        _tensor_constant62: "f32[8, 8]" = self._tensor_constant62
        t_35: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant62);  _tensor_constant62 = None
        mm_33: "f32[3, 8]" = torch.ops.aten.mm.default(select_10, t_35);  select_10 = t_35 = None
        add_82: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_80, mm_33);  add_80 = mm_33 = None
        _tensor_constant41_10: "f32[8]" = self._tensor_constant41
        mul_71: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_81, _tensor_constant41_10);  _tensor_constant41_10 = None
        _tensor_constant63: "f32[3, 8]" = self._tensor_constant63
        mul_72: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_81, _tensor_constant63);  _tensor_constant63 = None
        sum_21: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul_72, [0], True);  mul_72 = None
        view_28: "f32[8]" = torch.ops.aten.view.default(sum_21, [8]);  sum_21 = None
        add_83: "f32[8]" = torch.ops.aten.add.Tensor(add_77, view_28);  add_77 = view_28 = None
        _tensor_constant43_10: "f32[8]" = self._tensor_constant43
        mul_73: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_81, _tensor_constant43_10);  _tensor_constant43_10 = None
        _tensor_constant64: "f32[3, 8]" = self._tensor_constant64
        mul_74: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_81, _tensor_constant64);  add_81 = _tensor_constant64 = None
        sum_22: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul_74, [0], True);  mul_74 = None
        view_29: "f32[8]" = torch.ops.aten.view.default(sum_22, [8]);  sum_22 = None
        add_84: "f32[8]" = torch.ops.aten.add.Tensor(add_79, view_29);  add_79 = view_29 = None
        neg_26: "f32[3, 8]" = torch.ops.aten.neg.default(add_82)
        _tensor_constant41_11: "f32[8]" = self._tensor_constant41
        mul_75: "f32[3, 8]" = torch.ops.aten.mul.Tensor(neg_26, _tensor_constant41_11);  _tensor_constant41_11 = None
        _tensor_constant64_1: "f32[3, 8]" = self._tensor_constant64
        mul_76: "f32[3, 8]" = torch.ops.aten.mul.Tensor(neg_26, _tensor_constant64_1);  neg_26 = _tensor_constant64_1 = None
        sum_23: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul_76, [0], True);  mul_76 = None
        view_30: "f32[8]" = torch.ops.aten.view.default(sum_23, [8]);  sum_23 = None
        add_85: "f32[8]" = torch.ops.aten.add.Tensor(add_83, view_30);  add_83 = view_30 = None
        add_86: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_73, mul_75);  mul_73 = mul_75 = None
        _tensor_constant43_11: "f32[8]" = self._tensor_constant43
        mul_77: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_82, _tensor_constant43_11);  _tensor_constant43_11 = None
        _tensor_constant63_1: "f32[3, 8]" = self._tensor_constant63
        mul_78: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_82, _tensor_constant63_1);  add_82 = _tensor_constant63_1 = None
        sum_24: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul_78, [0], True);  mul_78 = None
        view_31: "f32[8]" = torch.ops.aten.view.default(sum_24, [8]);  sum_24 = None
        add_87: "f32[8]" = torch.ops.aten.add.Tensor(add_84, view_31);  add_84 = view_31 = None
        add_88: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_71, mul_77);  mul_71 = mul_77 = None
        neg_27: "f32[3, 8]" = torch.ops.aten.neg.default(select_9)
        _tensor_constant65: "f32[8, 8]" = self._tensor_constant65
        t_36: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant65);  _tensor_constant65 = None
        mm_34: "f32[3, 8]" = torch.ops.aten.mm.default(neg_27, t_36);  neg_27 = t_36 = None
        add_89: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_86, mm_34);  add_86 = mm_34 = None
        _tensor_constant66: "f32[8, 8]" = self._tensor_constant66
        t_37: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant66);  _tensor_constant66 = None
        mm_35: "f32[3, 8]" = torch.ops.aten.mm.default(select_9, t_37);  select_9 = t_37 = None
        add_90: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_88, mm_35);  add_88 = mm_35 = None
        _tensor_constant41_12: "f32[8]" = self._tensor_constant41
        mul_79: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_89, _tensor_constant41_12);  _tensor_constant41_12 = None
        _tensor_constant67: "f32[3, 8]" = self._tensor_constant67
        mul_80: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_89, _tensor_constant67);  _tensor_constant67 = None
        sum_25: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul_80, [0], True);  mul_80 = None
        view_32: "f32[8]" = torch.ops.aten.view.default(sum_25, [8]);  sum_25 = None
        add_91: "f32[8]" = torch.ops.aten.add.Tensor(add_85, view_32);  add_85 = view_32 = None
        _tensor_constant43_12: "f32[8]" = self._tensor_constant43
        mul_81: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_89, _tensor_constant43_12);  _tensor_constant43_12 = None
        _tensor_constant68: "f32[3, 8]" = self._tensor_constant68
        mul_82: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_89, _tensor_constant68);  add_89 = _tensor_constant68 = None
        sum_26: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul_82, [0], True);  mul_82 = None
        view_33: "f32[8]" = torch.ops.aten.view.default(sum_26, [8]);  sum_26 = None
        add_92: "f32[8]" = torch.ops.aten.add.Tensor(add_87, view_33);  add_87 = view_33 = None
        neg_28: "f32[3, 8]" = torch.ops.aten.neg.default(add_90)
        _tensor_constant41_13: "f32[8]" = self._tensor_constant41
        mul_83: "f32[3, 8]" = torch.ops.aten.mul.Tensor(neg_28, _tensor_constant41_13);  _tensor_constant41_13 = None
        _tensor_constant68_1: "f32[3, 8]" = self._tensor_constant68
        mul_84: "f32[3, 8]" = torch.ops.aten.mul.Tensor(neg_28, _tensor_constant68_1);  neg_28 = _tensor_constant68_1 = None
        sum_27: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul_84, [0], True);  mul_84 = None
        view_34: "f32[8]" = torch.ops.aten.view.default(sum_27, [8]);  sum_27 = None
        add_93: "f32[8]" = torch.ops.aten.add.Tensor(add_91, view_34);  add_91 = view_34 = None
        add_94: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_81, mul_83);  mul_81 = mul_83 = None
        _tensor_constant43_13: "f32[8]" = self._tensor_constant43
        mul_85: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_90, _tensor_constant43_13);  _tensor_constant43_13 = None
        _tensor_constant67_1: "f32[3, 8]" = self._tensor_constant67
        mul_86: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_90, _tensor_constant67_1);  add_90 = _tensor_constant67_1 = None
        sum_28: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul_86, [0], True);  mul_86 = None
        view_35: "f32[8]" = torch.ops.aten.view.default(sum_28, [8]);  sum_28 = None
        add_95: "f32[8]" = torch.ops.aten.add.Tensor(add_92, view_35);  add_92 = view_35 = None
        add_96: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_79, mul_85);  mul_79 = mul_85 = None
        neg_29: "f32[3, 8]" = torch.ops.aten.neg.default(select_8)
        _tensor_constant69: "f32[8, 8]" = self._tensor_constant69
        t_38: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant69);  _tensor_constant69 = None
        mm_36: "f32[3, 8]" = torch.ops.aten.mm.default(neg_29, t_38);  neg_29 = t_38 = None
        add_97: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_94, mm_36);  add_94 = mm_36 = None
        _tensor_constant70: "f32[8, 8]" = self._tensor_constant70
        t_39: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant70);  _tensor_constant70 = None
        mm_37: "f32[3, 8]" = torch.ops.aten.mm.default(select_8, t_39);  select_8 = t_39 = None
        add_98: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_96, mm_37);  add_96 = mm_37 = None
        _tensor_constant71: "f32[3, 8]" = self._tensor_constant71
        mul_87: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_97, _tensor_constant71);  _tensor_constant71 = None
        sum_29: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul_87, [0], True);  mul_87 = None
        view_36: "f32[8]" = torch.ops.aten.view.default(sum_29, [8]);  sum_29 = None
        add_99: "f32[8]" = torch.ops.aten.add.Tensor(add_93, view_36);  add_93 = view_36 = None
        _tensor_constant72: "f32[3, 8]" = self._tensor_constant72
        mul_88: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_97, _tensor_constant72);  add_97 = _tensor_constant72 = None
        sum_30: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul_88, [0], True);  mul_88 = None
        view_37: "f32[8]" = torch.ops.aten.view.default(sum_30, [8]);  sum_30 = None
        add_100: "f32[8]" = torch.ops.aten.add.Tensor(add_95, view_37);  add_95 = view_37 = None
        neg_30: "f32[3, 8]" = torch.ops.aten.neg.default(add_98)
        _tensor_constant72_1: "f32[3, 8]" = self._tensor_constant72
        mul_89: "f32[3, 8]" = torch.ops.aten.mul.Tensor(neg_30, _tensor_constant72_1);  neg_30 = _tensor_constant72_1 = None
        sum_31: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul_89, [0], True);  mul_89 = None
        view_38: "f32[8]" = torch.ops.aten.view.default(sum_31, [8]);  sum_31 = None
        add_101: "f32[8]" = torch.ops.aten.add.Tensor(add_99, view_38);  add_99 = view_38 = None
        _tensor_constant71_1: "f32[3, 8]" = self._tensor_constant71
        mul_90: "f32[3, 8]" = torch.ops.aten.mul.Tensor(add_98, _tensor_constant71_1);  add_98 = _tensor_constant71_1 = None
        sum_32: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul_90, [0], True);  mul_90 = None
        view_39: "f32[8]" = torch.ops.aten.view.default(sum_32, [8]);  sum_32 = None
        add_102: "f32[8]" = torch.ops.aten.add.Tensor(add_100, view_39);  add_100 = view_39 = None
        _tensor_constant73: "f32[8]" = self._tensor_constant73
        mul_91: "f32[8]" = torch.ops.aten.mul.Tensor(add_101, _tensor_constant73);  add_101 = _tensor_constant73 = None
        _tensor_constant74: "f32[8]" = self._tensor_constant74
        cos: "f32[8]" = torch.ops.aten.cos.default(_tensor_constant74);  _tensor_constant74 = None
        mul_92: "f32[8]" = torch.ops.aten.mul.Tensor(mul_91, cos);  mul_91 = cos = None
        _tensor_constant73_1: "f32[8]" = self._tensor_constant73
        mul_93: "f32[8]" = torch.ops.aten.mul.Tensor(add_102, _tensor_constant73_1);  add_102 = _tensor_constant73_1 = None
        _tensor_constant74_1: "f32[8]" = self._tensor_constant74
        sin: "f32[8]" = torch.ops.aten.sin.default(_tensor_constant74_1);  _tensor_constant74_1 = None
        neg_31: "f32[8]" = torch.ops.aten.neg.default(sin);  sin = None
        mul_94: "f32[8]" = torch.ops.aten.mul.Tensor(mul_93, neg_31);  mul_93 = neg_31 = None
        add_103: "f32[8]" = torch.ops.aten.add.Tensor(mul_92, mul_94);  mul_92 = mul_94 = None
        _tensor_constant75: "f32[8]" = self._tensor_constant75
        detach_1: "f32[8]" = torch.ops.aten.detach.default(_tensor_constant75);  _tensor_constant75 = None
        mul_95: "f32[8]" = torch.ops.aten.mul.Tensor(add_103, detach_1);  add_103 = detach_1 = None
        return (mul_95, t_4)
