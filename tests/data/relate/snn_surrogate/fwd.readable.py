class traced(torch.nn.Module):
    def forward(self, spikes_1: "f32[8, 2, 12]", labels_1: "i64[2]", count_target_1: "f32[2, 4]"):
        # No stacktrace found for following nodes
        _param_constant0: "f32[16]" = self._param_constant0
        sigmoid: "f32[16]" = torch.ops.aten.sigmoid.default(_param_constant0);  _param_constant0 = None
        detach: "f32[16]" = torch.ops.aten.detach.default(sigmoid);  detach = None
        _param_constant1: "f32[4]" = self._param_constant1
        sigmoid_1: "f32[4]" = torch.ops.aten.sigmoid.default(_param_constant1);  _param_constant1 = None
        detach_1: "f32[4]" = torch.ops.aten.detach.default(sigmoid_1);  detach_1 = None
        new_zeros: "f32[2, 16]" = torch.ops.aten.new_zeros.default(spikes_1, [2, 16], pin_memory = False)
        zeros_like: "f32[2, 16]" = torch.ops.aten.zeros_like.default(new_zeros, pin_memory = False)
        new_zeros_1: "f32[2, 4]" = torch.ops.aten.new_zeros.default(spikes_1, [2, 4], pin_memory = False)
        zeros_like_1: "f32[2, 4]" = torch.ops.aten.zeros_like.default(new_zeros_1, pin_memory = False)
        select: "f32[2, 12]" = torch.ops.aten.select.int(spikes_1, 0, 0)
        _param_constant2: "f32[16, 12]" = self._param_constant2
        t: "f32[12, 16]" = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
        _param_constant3: "f32[16]" = self._param_constant3
        addmm: "f32[2, 16]" = torch.ops.aten.addmm.default(_param_constant3, select, t);  _param_constant3 = select = t = None
        _param_constant4: "f32[16, 16]" = self._param_constant4
        t_1: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
        mm: "f32[2, 16]" = torch.ops.aten.mm.default(zeros_like, t_1);  t_1 = None
        add: "f32[2, 16]" = torch.ops.aten.add.Tensor(addmm, mm);  addmm = mm = None
        mul: "f32[2, 16]" = torch.ops.aten.mul.Tensor(sigmoid, new_zeros);  new_zeros = None
        add_1: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul, add);  mul = add = None
        detach_2: "f32[2, 16]" = torch.ops.aten.detach.default(zeros_like);  zeros_like = None
        mul_1: "f32[2, 16]" = torch.ops.aten.mul.Tensor(detach_2, 1.0);  detach_2 = None
        sub: "f32[2, 16]" = torch.ops.aten.sub.Tensor(add_1, mul_1);  add_1 = mul_1 = None
        sub_1: "f32[2, 16]" = torch.ops.aten.sub.Tensor(sub, 1.0)
        gt: "b8[2, 16]" = torch.ops.aten.gt.Scalar(sub_1, 0);  sub_1 = None
        _to_copy: "f32[2, 16]" = torch.ops.aten._to_copy.default(gt, dtype = torch.float32);  gt = None
        mul_2: "f32[2, 4]" = torch.ops.aten.mul.Tensor(sigmoid_1, new_zeros_1);  new_zeros_1 = None
        _param_constant5: "f32[4, 16]" = self._param_constant5
        t_2: "f32[16, 4]" = torch.ops.aten.t.default(_param_constant5);  _param_constant5 = None
        _param_constant6: "f32[4]" = self._param_constant6
        addmm_1: "f32[2, 4]" = torch.ops.aten.addmm.default(_param_constant6, _to_copy, t_2);  _param_constant6 = t_2 = None
        add_2: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_2, addmm_1);  mul_2 = addmm_1 = None
        detach_3: "f32[2, 4]" = torch.ops.aten.detach.default(zeros_like_1);  zeros_like_1 = None
        mul_3: "f32[2, 4]" = torch.ops.aten.mul.Tensor(detach_3, 1.0);  detach_3 = None
        sub_2: "f32[2, 4]" = torch.ops.aten.sub.Tensor(add_2, mul_3);  add_2 = mul_3 = None
        sub_3: "f32[2, 4]" = torch.ops.aten.sub.Tensor(sub_2, 1.0)
        gt_1: "b8[2, 4]" = torch.ops.aten.gt.Scalar(sub_3, 0);  sub_3 = None
        _to_copy_1: "f32[2, 4]" = torch.ops.aten._to_copy.default(gt_1, dtype = torch.float32);  gt_1 = None
        select_1: "f32[2, 12]" = torch.ops.aten.select.int(spikes_1, 0, 1)
        _param_constant2_1: "f32[16, 12]" = self._param_constant2
        t_3: "f32[12, 16]" = torch.ops.aten.t.default(_param_constant2_1);  _param_constant2_1 = None
        _param_constant3_1: "f32[16]" = self._param_constant3
        addmm_2: "f32[2, 16]" = torch.ops.aten.addmm.default(_param_constant3_1, select_1, t_3);  _param_constant3_1 = select_1 = t_3 = None
        _param_constant4_1: "f32[16, 16]" = self._param_constant4
        t_4: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant4_1);  _param_constant4_1 = None
        mm_1: "f32[2, 16]" = torch.ops.aten.mm.default(_to_copy, t_4);  t_4 = None
        add_3: "f32[2, 16]" = torch.ops.aten.add.Tensor(addmm_2, mm_1);  addmm_2 = mm_1 = None
        mul_4: "f32[2, 16]" = torch.ops.aten.mul.Tensor(sigmoid, sub);  sub = None
        add_4: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_4, add_3);  mul_4 = add_3 = None
        detach_4: "f32[2, 16]" = torch.ops.aten.detach.default(_to_copy)
        mul_5: "f32[2, 16]" = torch.ops.aten.mul.Tensor(detach_4, 1.0);  detach_4 = None
        sub_4: "f32[2, 16]" = torch.ops.aten.sub.Tensor(add_4, mul_5);  add_4 = mul_5 = None
        sub_5: "f32[2, 16]" = torch.ops.aten.sub.Tensor(sub_4, 1.0)
        gt_2: "b8[2, 16]" = torch.ops.aten.gt.Scalar(sub_5, 0);  sub_5 = None
        _to_copy_2: "f32[2, 16]" = torch.ops.aten._to_copy.default(gt_2, dtype = torch.float32);  gt_2 = None
        mul_6: "f32[2, 4]" = torch.ops.aten.mul.Tensor(sigmoid_1, sub_2);  sub_2 = None
        _param_constant5_1: "f32[4, 16]" = self._param_constant5
        t_5: "f32[16, 4]" = torch.ops.aten.t.default(_param_constant5_1);  _param_constant5_1 = None
        _param_constant6_1: "f32[4]" = self._param_constant6
        addmm_3: "f32[2, 4]" = torch.ops.aten.addmm.default(_param_constant6_1, _to_copy_2, t_5);  _param_constant6_1 = t_5 = None
        add_5: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_6, addmm_3);  mul_6 = addmm_3 = None
        detach_5: "f32[2, 4]" = torch.ops.aten.detach.default(_to_copy_1)
        mul_7: "f32[2, 4]" = torch.ops.aten.mul.Tensor(detach_5, 1.0);  detach_5 = None
        sub_6: "f32[2, 4]" = torch.ops.aten.sub.Tensor(add_5, mul_7);  add_5 = mul_7 = None
        sub_7: "f32[2, 4]" = torch.ops.aten.sub.Tensor(sub_6, 1.0)
        gt_3: "b8[2, 4]" = torch.ops.aten.gt.Scalar(sub_7, 0);  sub_7 = None
        _to_copy_3: "f32[2, 4]" = torch.ops.aten._to_copy.default(gt_3, dtype = torch.float32);  gt_3 = None
        select_2: "f32[2, 12]" = torch.ops.aten.select.int(spikes_1, 0, 2)
        _param_constant2_2: "f32[16, 12]" = self._param_constant2
        t_6: "f32[12, 16]" = torch.ops.aten.t.default(_param_constant2_2);  _param_constant2_2 = None
        _param_constant3_2: "f32[16]" = self._param_constant3
        addmm_4: "f32[2, 16]" = torch.ops.aten.addmm.default(_param_constant3_2, select_2, t_6);  _param_constant3_2 = select_2 = t_6 = None
        _param_constant4_2: "f32[16, 16]" = self._param_constant4
        t_7: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant4_2);  _param_constant4_2 = None
        mm_2: "f32[2, 16]" = torch.ops.aten.mm.default(_to_copy_2, t_7);  t_7 = None
        add_6: "f32[2, 16]" = torch.ops.aten.add.Tensor(addmm_4, mm_2);  addmm_4 = mm_2 = None
        mul_8: "f32[2, 16]" = torch.ops.aten.mul.Tensor(sigmoid, sub_4);  sub_4 = None
        add_7: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_8, add_6);  mul_8 = add_6 = None
        detach_6: "f32[2, 16]" = torch.ops.aten.detach.default(_to_copy_2)
        mul_9: "f32[2, 16]" = torch.ops.aten.mul.Tensor(detach_6, 1.0);  detach_6 = None
        sub_8: "f32[2, 16]" = torch.ops.aten.sub.Tensor(add_7, mul_9);  add_7 = mul_9 = None
        sub_9: "f32[2, 16]" = torch.ops.aten.sub.Tensor(sub_8, 1.0)
        gt_4: "b8[2, 16]" = torch.ops.aten.gt.Scalar(sub_9, 0);  sub_9 = None
        _to_copy_4: "f32[2, 16]" = torch.ops.aten._to_copy.default(gt_4, dtype = torch.float32);  gt_4 = None
        mul_10: "f32[2, 4]" = torch.ops.aten.mul.Tensor(sigmoid_1, sub_6);  sub_6 = None
        _param_constant5_2: "f32[4, 16]" = self._param_constant5
        t_8: "f32[16, 4]" = torch.ops.aten.t.default(_param_constant5_2);  _param_constant5_2 = None
        _param_constant6_2: "f32[4]" = self._param_constant6
        addmm_5: "f32[2, 4]" = torch.ops.aten.addmm.default(_param_constant6_2, _to_copy_4, t_8);  _param_constant6_2 = t_8 = None
        add_8: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_10, addmm_5);  mul_10 = addmm_5 = None
        detach_7: "f32[2, 4]" = torch.ops.aten.detach.default(_to_copy_3)
        mul_11: "f32[2, 4]" = torch.ops.aten.mul.Tensor(detach_7, 1.0);  detach_7 = None
        sub_10: "f32[2, 4]" = torch.ops.aten.sub.Tensor(add_8, mul_11);  add_8 = mul_11 = None
        sub_11: "f32[2, 4]" = torch.ops.aten.sub.Tensor(sub_10, 1.0)
        gt_5: "b8[2, 4]" = torch.ops.aten.gt.Scalar(sub_11, 0);  sub_11 = None
        _to_copy_5: "f32[2, 4]" = torch.ops.aten._to_copy.default(gt_5, dtype = torch.float32);  gt_5 = None
        select_3: "f32[2, 12]" = torch.ops.aten.select.int(spikes_1, 0, 3)
        _param_constant2_3: "f32[16, 12]" = self._param_constant2
        t_9: "f32[12, 16]" = torch.ops.aten.t.default(_param_constant2_3);  _param_constant2_3 = None
        _param_constant3_3: "f32[16]" = self._param_constant3
        addmm_6: "f32[2, 16]" = torch.ops.aten.addmm.default(_param_constant3_3, select_3, t_9);  _param_constant3_3 = select_3 = t_9 = None
        _param_constant4_3: "f32[16, 16]" = self._param_constant4
        t_10: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant4_3);  _param_constant4_3 = None
        mm_3: "f32[2, 16]" = torch.ops.aten.mm.default(_to_copy_4, t_10);  t_10 = None
        add_9: "f32[2, 16]" = torch.ops.aten.add.Tensor(addmm_6, mm_3);  addmm_6 = mm_3 = None
        mul_12: "f32[2, 16]" = torch.ops.aten.mul.Tensor(sigmoid, sub_8);  sub_8 = None
        add_10: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_12, add_9);  mul_12 = add_9 = None
        detach_8: "f32[2, 16]" = torch.ops.aten.detach.default(_to_copy_4)
        mul_13: "f32[2, 16]" = torch.ops.aten.mul.Tensor(detach_8, 1.0);  detach_8 = None
        sub_12: "f32[2, 16]" = torch.ops.aten.sub.Tensor(add_10, mul_13);  add_10 = mul_13 = None
        sub_13: "f32[2, 16]" = torch.ops.aten.sub.Tensor(sub_12, 1.0)
        gt_6: "b8[2, 16]" = torch.ops.aten.gt.Scalar(sub_13, 0);  sub_13 = None
        _to_copy_6: "f32[2, 16]" = torch.ops.aten._to_copy.default(gt_6, dtype = torch.float32);  gt_6 = None
        mul_14: "f32[2, 4]" = torch.ops.aten.mul.Tensor(sigmoid_1, sub_10);  sub_10 = None
        _param_constant5_3: "f32[4, 16]" = self._param_constant5
        t_11: "f32[16, 4]" = torch.ops.aten.t.default(_param_constant5_3);  _param_constant5_3 = None
        _param_constant6_3: "f32[4]" = self._param_constant6
        addmm_7: "f32[2, 4]" = torch.ops.aten.addmm.default(_param_constant6_3, _to_copy_6, t_11);  _param_constant6_3 = t_11 = None
        add_11: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_14, addmm_7);  mul_14 = addmm_7 = None
        detach_9: "f32[2, 4]" = torch.ops.aten.detach.default(_to_copy_5)
        mul_15: "f32[2, 4]" = torch.ops.aten.mul.Tensor(detach_9, 1.0);  detach_9 = None
        sub_14: "f32[2, 4]" = torch.ops.aten.sub.Tensor(add_11, mul_15);  add_11 = mul_15 = None
        sub_15: "f32[2, 4]" = torch.ops.aten.sub.Tensor(sub_14, 1.0)
        gt_7: "b8[2, 4]" = torch.ops.aten.gt.Scalar(sub_15, 0);  sub_15 = None
        _to_copy_7: "f32[2, 4]" = torch.ops.aten._to_copy.default(gt_7, dtype = torch.float32);  gt_7 = None
        select_4: "f32[2, 12]" = torch.ops.aten.select.int(spikes_1, 0, 4)
        _param_constant2_4: "f32[16, 12]" = self._param_constant2
        t_12: "f32[12, 16]" = torch.ops.aten.t.default(_param_constant2_4);  _param_constant2_4 = None
        _param_constant3_4: "f32[16]" = self._param_constant3
        addmm_8: "f32[2, 16]" = torch.ops.aten.addmm.default(_param_constant3_4, select_4, t_12);  _param_constant3_4 = select_4 = t_12 = None
        _param_constant4_4: "f32[16, 16]" = self._param_constant4
        t_13: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant4_4);  _param_constant4_4 = None
        mm_4: "f32[2, 16]" = torch.ops.aten.mm.default(_to_copy_6, t_13);  t_13 = None
        add_12: "f32[2, 16]" = torch.ops.aten.add.Tensor(addmm_8, mm_4);  addmm_8 = mm_4 = None
        mul_16: "f32[2, 16]" = torch.ops.aten.mul.Tensor(sigmoid, sub_12);  sub_12 = None
        add_13: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_16, add_12);  mul_16 = add_12 = None
        detach_10: "f32[2, 16]" = torch.ops.aten.detach.default(_to_copy_6)
        mul_17: "f32[2, 16]" = torch.ops.aten.mul.Tensor(detach_10, 1.0);  detach_10 = None
        sub_16: "f32[2, 16]" = torch.ops.aten.sub.Tensor(add_13, mul_17);  add_13 = mul_17 = None
        sub_17: "f32[2, 16]" = torch.ops.aten.sub.Tensor(sub_16, 1.0)
        gt_8: "b8[2, 16]" = torch.ops.aten.gt.Scalar(sub_17, 0);  sub_17 = None
        _to_copy_8: "f32[2, 16]" = torch.ops.aten._to_copy.default(gt_8, dtype = torch.float32);  gt_8 = None
        mul_18: "f32[2, 4]" = torch.ops.aten.mul.Tensor(sigmoid_1, sub_14);  sub_14 = None
        _param_constant5_4: "f32[4, 16]" = self._param_constant5
        t_14: "f32[16, 4]" = torch.ops.aten.t.default(_param_constant5_4);  _param_constant5_4 = None
        _param_constant6_4: "f32[4]" = self._param_constant6
        addmm_9: "f32[2, 4]" = torch.ops.aten.addmm.default(_param_constant6_4, _to_copy_8, t_14);  _param_constant6_4 = t_14 = None
        add_14: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_18, addmm_9);  mul_18 = addmm_9 = None
        detach_11: "f32[2, 4]" = torch.ops.aten.detach.default(_to_copy_7)
        mul_19: "f32[2, 4]" = torch.ops.aten.mul.Tensor(detach_11, 1.0);  detach_11 = None
        sub_18: "f32[2, 4]" = torch.ops.aten.sub.Tensor(add_14, mul_19);  add_14 = mul_19 = None
        sub_19: "f32[2, 4]" = torch.ops.aten.sub.Tensor(sub_18, 1.0)
        gt_9: "b8[2, 4]" = torch.ops.aten.gt.Scalar(sub_19, 0);  sub_19 = None
        _to_copy_9: "f32[2, 4]" = torch.ops.aten._to_copy.default(gt_9, dtype = torch.float32);  gt_9 = None
        select_5: "f32[2, 12]" = torch.ops.aten.select.int(spikes_1, 0, 5)
        _param_constant2_5: "f32[16, 12]" = self._param_constant2
        t_15: "f32[12, 16]" = torch.ops.aten.t.default(_param_constant2_5);  _param_constant2_5 = None
        _param_constant3_5: "f32[16]" = self._param_constant3
        addmm_10: "f32[2, 16]" = torch.ops.aten.addmm.default(_param_constant3_5, select_5, t_15);  _param_constant3_5 = select_5 = t_15 = None
        _param_constant4_5: "f32[16, 16]" = self._param_constant4
        t_16: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant4_5);  _param_constant4_5 = None
        mm_5: "f32[2, 16]" = torch.ops.aten.mm.default(_to_copy_8, t_16);  t_16 = None
        add_15: "f32[2, 16]" = torch.ops.aten.add.Tensor(addmm_10, mm_5);  addmm_10 = mm_5 = None
        mul_20: "f32[2, 16]" = torch.ops.aten.mul.Tensor(sigmoid, sub_16);  sub_16 = None
        add_16: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_20, add_15);  mul_20 = add_15 = None
        detach_12: "f32[2, 16]" = torch.ops.aten.detach.default(_to_copy_8)
        mul_21: "f32[2, 16]" = torch.ops.aten.mul.Tensor(detach_12, 1.0);  detach_12 = None
        sub_20: "f32[2, 16]" = torch.ops.aten.sub.Tensor(add_16, mul_21);  add_16 = mul_21 = None
        sub_21: "f32[2, 16]" = torch.ops.aten.sub.Tensor(sub_20, 1.0)
        gt_10: "b8[2, 16]" = torch.ops.aten.gt.Scalar(sub_21, 0);  sub_21 = None
        _to_copy_10: "f32[2, 16]" = torch.ops.aten._to_copy.default(gt_10, dtype = torch.float32);  gt_10 = None
        mul_22: "f32[2, 4]" = torch.ops.aten.mul.Tensor(sigmoid_1, sub_18);  sub_18 = None
        _param_constant5_5: "f32[4, 16]" = self._param_constant5
        t_17: "f32[16, 4]" = torch.ops.aten.t.default(_param_constant5_5);  _param_constant5_5 = None
        _param_constant6_5: "f32[4]" = self._param_constant6
        addmm_11: "f32[2, 4]" = torch.ops.aten.addmm.default(_param_constant6_5, _to_copy_10, t_17);  _param_constant6_5 = t_17 = None
        add_17: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_22, addmm_11);  mul_22 = addmm_11 = None
        detach_13: "f32[2, 4]" = torch.ops.aten.detach.default(_to_copy_9)
        mul_23: "f32[2, 4]" = torch.ops.aten.mul.Tensor(detach_13, 1.0);  detach_13 = None
        sub_22: "f32[2, 4]" = torch.ops.aten.sub.Tensor(add_17, mul_23);  add_17 = mul_23 = None
        sub_23: "f32[2, 4]" = torch.ops.aten.sub.Tensor(sub_22, 1.0)
        gt_11: "b8[2, 4]" = torch.ops.aten.gt.Scalar(sub_23, 0);  sub_23 = None
        _to_copy_11: "f32[2, 4]" = torch.ops.aten._to_copy.default(gt_11, dtype = torch.float32);  gt_11 = None
        select_6: "f32[2, 12]" = torch.ops.aten.select.int(spikes_1, 0, 6)
        _param_constant2_6: "f32[16, 12]" = self._param_constant2
        t_18: "f32[12, 16]" = torch.ops.aten.t.default(_param_constant2_6);  _param_constant2_6 = None
        _param_constant3_6: "f32[16]" = self._param_constant3
        addmm_12: "f32[2, 16]" = torch.ops.aten.addmm.default(_param_constant3_6, select_6, t_18);  _param_constant3_6 = select_6 = t_18 = None
        _param_constant4_6: "f32[16, 16]" = self._param_constant4
        t_19: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant4_6);  _param_constant4_6 = None
        mm_6: "f32[2, 16]" = torch.ops.aten.mm.default(_to_copy_10, t_19);  t_19 = None
        add_18: "f32[2, 16]" = torch.ops.aten.add.Tensor(addmm_12, mm_6);  addmm_12 = mm_6 = None
        mul_24: "f32[2, 16]" = torch.ops.aten.mul.Tensor(sigmoid, sub_20);  sub_20 = None
        add_19: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_24, add_18);  mul_24 = add_18 = None
        detach_14: "f32[2, 16]" = torch.ops.aten.detach.default(_to_copy_10)
        mul_25: "f32[2, 16]" = torch.ops.aten.mul.Tensor(detach_14, 1.0);  detach_14 = None
        sub_24: "f32[2, 16]" = torch.ops.aten.sub.Tensor(add_19, mul_25);  add_19 = mul_25 = None
        sub_25: "f32[2, 16]" = torch.ops.aten.sub.Tensor(sub_24, 1.0)
        gt_12: "b8[2, 16]" = torch.ops.aten.gt.Scalar(sub_25, 0);  sub_25 = None
        _to_copy_12: "f32[2, 16]" = torch.ops.aten._to_copy.default(gt_12, dtype = torch.float32);  gt_12 = None
        mul_26: "f32[2, 4]" = torch.ops.aten.mul.Tensor(sigmoid_1, sub_22);  sub_22 = None
        _param_constant5_6: "f32[4, 16]" = self._param_constant5
        t_20: "f32[16, 4]" = torch.ops.aten.t.default(_param_constant5_6);  _param_constant5_6 = None
        _param_constant6_6: "f32[4]" = self._param_constant6
        addmm_13: "f32[2, 4]" = torch.ops.aten.addmm.default(_param_constant6_6, _to_copy_12, t_20);  _param_constant6_6 = t_20 = None
        add_20: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_26, addmm_13);  mul_26 = addmm_13 = None
        detach_15: "f32[2, 4]" = torch.ops.aten.detach.default(_to_copy_11)
        mul_27: "f32[2, 4]" = torch.ops.aten.mul.Tensor(detach_15, 1.0);  detach_15 = None
        sub_26: "f32[2, 4]" = torch.ops.aten.sub.Tensor(add_20, mul_27);  add_20 = mul_27 = None
        sub_27: "f32[2, 4]" = torch.ops.aten.sub.Tensor(sub_26, 1.0)
        gt_13: "b8[2, 4]" = torch.ops.aten.gt.Scalar(sub_27, 0);  sub_27 = None
        _to_copy_13: "f32[2, 4]" = torch.ops.aten._to_copy.default(gt_13, dtype = torch.float32);  gt_13 = None
        select_7: "f32[2, 12]" = torch.ops.aten.select.int(spikes_1, 0, 7);  spikes_1 = None
        _param_constant2_7: "f32[16, 12]" = self._param_constant2
        t_21: "f32[12, 16]" = torch.ops.aten.t.default(_param_constant2_7);  _param_constant2_7 = None
        _param_constant3_7: "f32[16]" = self._param_constant3
        addmm_14: "f32[2, 16]" = torch.ops.aten.addmm.default(_param_constant3_7, select_7, t_21);  _param_constant3_7 = select_7 = t_21 = None
        _param_constant4_7: "f32[16, 16]" = self._param_constant4
        t_22: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant4_7);  _param_constant4_7 = None
        mm_7: "f32[2, 16]" = torch.ops.aten.mm.default(_to_copy_12, t_22);  t_22 = None
        add_21: "f32[2, 16]" = torch.ops.aten.add.Tensor(addmm_14, mm_7);  addmm_14 = mm_7 = None
        mul_28: "f32[2, 16]" = torch.ops.aten.mul.Tensor(sigmoid, sub_24);  sigmoid = sub_24 = None
        add_22: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_28, add_21);  mul_28 = add_21 = None
        detach_16: "f32[2, 16]" = torch.ops.aten.detach.default(_to_copy_12)
        mul_29: "f32[2, 16]" = torch.ops.aten.mul.Tensor(detach_16, 1.0);  detach_16 = None
        sub_28: "f32[2, 16]" = torch.ops.aten.sub.Tensor(add_22, mul_29);  add_22 = mul_29 = None
        sub_29: "f32[2, 16]" = torch.ops.aten.sub.Tensor(sub_28, 1.0);  sub_28 = None
        gt_14: "b8[2, 16]" = torch.ops.aten.gt.Scalar(sub_29, 0);  sub_29 = None
        _to_copy_14: "f32[2, 16]" = torch.ops.aten._to_copy.default(gt_14, dtype = torch.float32);  gt_14 = None
        mul_30: "f32[2, 4]" = torch.ops.aten.mul.Tensor(sigmoid_1, sub_26);  sigmoid_1 = sub_26 = None
        _param_constant5_7: "f32[4, 16]" = self._param_constant5
        t_23: "f32[16, 4]" = torch.ops.aten.t.default(_param_constant5_7);  _param_constant5_7 = None
        _param_constant6_7: "f32[4]" = self._param_constant6
        addmm_15: "f32[2, 4]" = torch.ops.aten.addmm.default(_param_constant6_7, _to_copy_14, t_23);  _param_constant6_7 = t_23 = None
        add_23: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_30, addmm_15);  mul_30 = addmm_15 = None
        detach_17: "f32[2, 4]" = torch.ops.aten.detach.default(_to_copy_13)
        mul_31: "f32[2, 4]" = torch.ops.aten.mul.Tensor(detach_17, 1.0);  detach_17 = None
        sub_30: "f32[2, 4]" = torch.ops.aten.sub.Tensor(add_23, mul_31);  add_23 = mul_31 = None
        sub_31: "f32[2, 4]" = torch.ops.aten.sub.Tensor(sub_30, 1.0);  sub_30 = None
        gt_15: "b8[2, 4]" = torch.ops.aten.gt.Scalar(sub_31, 0);  sub_31 = None
        _to_copy_15: "f32[2, 4]" = torch.ops.aten._to_copy.default(gt_15, dtype = torch.float32);  gt_15 = None
        stack: "f32[8, 2, 4]" = torch.ops.aten.stack.default([_to_copy_1, _to_copy_3, _to_copy_5, _to_copy_7, _to_copy_9, _to_copy_11, _to_copy_13, _to_copy_15]);  _to_copy_1 = _to_copy_3 = _to_copy_5 = _to_copy_7 = _to_copy_9 = _to_copy_11 = _to_copy_13 = _to_copy_15 = None
        stack_1: "f32[8, 2, 16]" = torch.ops.aten.stack.default([_to_copy, _to_copy_2, _to_copy_4, _to_copy_6, _to_copy_8, _to_copy_10, _to_copy_12, _to_copy_14]);  _to_copy = _to_copy_2 = _to_copy_4 = _to_copy_6 = _to_copy_8 = _to_copy_10 = _to_copy_12 = _to_copy_14 = None
        select_8: "f32[2, 4]" = torch.ops.aten.select.int(stack, 0, 0)
        _log_softmax: "f32[2, 4]" = torch.ops.aten._log_softmax.default(select_8, 1, False);  select_8 = None
        detach_18: "f32[2, 4]" = torch.ops.aten.detach.default(_log_softmax);  detach_18 = None
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = None
        getitem: "f32[]" = nll_loss_forward[0]
        getitem_1: "f32[]" = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
        add_24: "f32[]" = torch.ops.aten.add.Tensor(getitem, 0);  getitem = None
        select_9: "f32[2, 4]" = torch.ops.aten.select.int(stack, 0, 1)
        _log_softmax_1: "f32[2, 4]" = torch.ops.aten._log_softmax.default(select_9, 1, False);  select_9 = None
        detach_19: "f32[2, 4]" = torch.ops.aten.detach.default(_log_softmax_1);  detach_19 = None
        nll_loss_forward_1 = torch.ops.aten.nll_loss_forward.default(_log_softmax_1, labels_1, None, 1, -100);  _log_softmax_1 = None
        getitem_2: "f32[]" = nll_loss_forward_1[0]
        getitem_3: "f32[]" = nll_loss_forward_1[1];  nll_loss_forward_1 = getitem_3 = None
        add_25: "f32[]" = torch.ops.aten.add.Tensor(add_24, getitem_2);  add_24 = getitem_2 = None
        select_10: "f32[2, 4]" = torch.ops.aten.select.int(stack, 0, 2)
        _log_softmax_2: "f32[2, 4]" = torch.ops.aten._log_softmax.default(select_10, 1, False);  select_10 = None
        detach_20: "f32[2, 4]" = torch.ops.aten.detach.default(_log_softmax_2);  detach_20 = None
        nll_loss_forward_2 = torch.ops.aten.nll_loss_forward.default(_log_softmax_2, labels_1, None, 1, -100);  _log_softmax_2 = None
        getitem_4: "f32[]" = nll_loss_forward_2[0]
        getitem_5: "f32[]" = nll_loss_forward_2[1];  nll_loss_forward_2 = getitem_5 = None
        add_26: "f32[]" = torch.ops.aten.add.Tensor(add_25, getitem_4);  add_25 = getitem_4 = None
        select_11: "f32[2, 4]" = torch.ops.aten.select.int(stack, 0, 3)
        _log_softmax_3: "f32[2, 4]" = torch.ops.aten._log_softmax.default(select_11, 1, False);  select_11 = None
        detach_21: "f32[2, 4]" = torch.ops.aten.detach.default(_log_softmax_3);  detach_21 = None
        nll_loss_forward_3 = torch.ops.aten.nll_loss_forward.default(_log_softmax_3, labels_1, None, 1, -100);  _log_softmax_3 = None
        getitem_6: "f32[]" = nll_loss_forward_3[0]
        getitem_7: "f32[]" = nll_loss_forward_3[1];  nll_loss_forward_3 = getitem_7 = None
        add_27: "f32[]" = torch.ops.aten.add.Tensor(add_26, getitem_6);  add_26 = getitem_6 = None
        select_12: "f32[2, 4]" = torch.ops.aten.select.int(stack, 0, 4)
        _log_softmax_4: "f32[2, 4]" = torch.ops.aten._log_softmax.default(select_12, 1, False);  select_12 = None
        detach_22: "f32[2, 4]" = torch.ops.aten.detach.default(_log_softmax_4);  detach_22 = None
        nll_loss_forward_4 = torch.ops.aten.nll_loss_forward.default(_log_softmax_4, labels_1, None, 1, -100);  _log_softmax_4 = None
        getitem_8: "f32[]" = nll_loss_forward_4[0]
        getitem_9: "f32[]" = nll_loss_forward_4[1];  nll_loss_forward_4 = getitem_9 = None
        add_28: "f32[]" = torch.ops.aten.add.Tensor(add_27, getitem_8);  add_27 = getitem_8 = None
        select_13: "f32[2, 4]" = torch.ops.aten.select.int(stack, 0, 5)
        _log_softmax_5: "f32[2, 4]" = torch.ops.aten._log_softmax.default(select_13, 1, False);  select_13 = None
        detach_23: "f32[2, 4]" = torch.ops.aten.detach.default(_log_softmax_5);  detach_23 = None
        nll_loss_forward_5 = torch.ops.aten.nll_loss_forward.default(_log_softmax_5, labels_1, None, 1, -100);  _log_softmax_5 = None
        getitem_10: "f32[]" = nll_loss_forward_5[0]
        getitem_11: "f32[]" = nll_loss_forward_5[1];  nll_loss_forward_5 = getitem_11 = None
        add_29: "f32[]" = torch.ops.aten.add.Tensor(add_28, getitem_10);  add_28 = getitem_10 = None
        select_14: "f32[2, 4]" = torch.ops.aten.select.int(stack, 0, 6)
        _log_softmax_6: "f32[2, 4]" = torch.ops.aten._log_softmax.default(select_14, 1, False);  select_14 = None
        detach_24: "f32[2, 4]" = torch.ops.aten.detach.default(_log_softmax_6);  detach_24 = None
        nll_loss_forward_6 = torch.ops.aten.nll_loss_forward.default(_log_softmax_6, labels_1, None, 1, -100);  _log_softmax_6 = None
        getitem_12: "f32[]" = nll_loss_forward_6[0]
        getitem_13: "f32[]" = nll_loss_forward_6[1];  nll_loss_forward_6 = getitem_13 = None
        add_30: "f32[]" = torch.ops.aten.add.Tensor(add_29, getitem_12);  add_29 = getitem_12 = None
        select_15: "f32[2, 4]" = torch.ops.aten.select.int(stack, 0, 7)
        _log_softmax_7: "f32[2, 4]" = torch.ops.aten._log_softmax.default(select_15, 1, False);  select_15 = None
        detach_25: "f32[2, 4]" = torch.ops.aten.detach.default(_log_softmax_7);  detach_25 = None
        nll_loss_forward_7 = torch.ops.aten.nll_loss_forward.default(_log_softmax_7, labels_1, None, 1, -100);  _log_softmax_7 = labels_1 = None
        getitem_14: "f32[]" = nll_loss_forward_7[0]
        getitem_15: "f32[]" = nll_loss_forward_7[1];  nll_loss_forward_7 = getitem_15 = None
        add_31: "f32[]" = torch.ops.aten.add.Tensor(add_30, getitem_14);  add_30 = getitem_14 = None
        div: "f32[]" = torch.ops.aten.div.Tensor(add_31, 8);  add_31 = None
        sum_1: "f32[2, 4]" = torch.ops.aten.sum.dim_IntList(stack, [0]);  stack = None
        mse_loss: "f32[]" = torch.ops.aten.mse_loss.default(sum_1, count_target_1);  sum_1 = count_target_1 = None
        mean: "f32[16]" = torch.ops.aten.mean.dim(stack_1, [0, 1]);  stack_1 = None
        sub_32: "f32[16]" = torch.ops.aten.sub.Tensor(mean, 0.2);  mean = None
        pow_1: "f32[16]" = torch.ops.aten.pow.Tensor_Scalar(sub_32, 2);  sub_32 = None
        sum_2: "f32[]" = torch.ops.aten.sum.default(pow_1);  pow_1 = None
        mul_32: "f32[]" = torch.ops.aten.mul.Tensor(mse_loss, 0.05);  mse_loss = None
        add_32: "f32[]" = torch.ops.aten.add.Tensor(div, mul_32);  div = mul_32 = None
        mul_33: "f32[]" = torch.ops.aten.mul.Tensor(sum_2, 0.1);  sum_2 = None
        add_33: "f32[]" = torch.ops.aten.add.Tensor(add_32, mul_33);  add_32 = mul_33 = None
        return add_33
