class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[8, 2, 12]", primals_2: "f32[16]", primals_3: "f32[4]", primals_4: "f32[16, 12]", primals_5: "f32[16]", primals_6: "f32[16, 16]", primals_7: "f32[4, 16]", primals_8: "f32[4]"):
        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:264 in forward, code: beta1, beta2 = torch.sigmoid(self.beta1_raw), torch.sigmoid(self.beta2_raw)
        sigmoid: "f32[16]" = torch.ops.aten.sigmoid.default(primals_2);  primals_2 = None
        sigmoid_1: "f32[4]" = torch.ops.aten.sigmoid.default(primals_3);  primals_3 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:265 in forward, code: mem1 = spikes.new_zeros(B, self.fc1.out_features)
        new_zeros: "f32[2, 16]" = torch.ops.aten.new_zeros.default(primals_1, [2, 16], pin_memory = False)

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:266 in forward, code: spk1 = torch.zeros_like(mem1)
        zeros_like: "f32[2, 16]" = torch.ops.aten.zeros_like.default(new_zeros, pin_memory = False)

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:267 in forward, code: mem2 = spikes.new_zeros(B, self.fc2.out_features)
        new_zeros_1: "f32[2, 4]" = torch.ops.aten.new_zeros.default(primals_1, [2, 4], pin_memory = False)

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:268 in forward, code: spk2 = torch.zeros_like(mem2)
        zeros_like_1: "f32[2, 4]" = torch.ops.aten.zeros_like.default(new_zeros_1, pin_memory = False)

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:271 in forward, code: cur1 = self.fc1(spikes[t]) + self.rec1(spk1)
        select: "f32[2, 12]" = torch.ops.aten.select.int(primals_1, 0, 0)
        t: "f32[12, 16]" = torch.ops.aten.t.default(primals_4);  primals_4 = None
        addmm: "f32[2, 16]" = torch.ops.aten.addmm.default(primals_5, select, t)
        t_1: "f32[16, 16]" = torch.ops.aten.t.default(primals_6)
        mm: "f32[2, 16]" = torch.ops.aten.mm.default(zeros_like, t_1)
        add: "f32[2, 16]" = torch.ops.aten.add.Tensor(addmm, mm);  addmm = mm = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:272 in forward, code: mem1 = beta1 * mem1 + cur1 - spk1.detach() * self.thr
        mul: "f32[2, 16]" = torch.ops.aten.mul.Tensor(sigmoid, new_zeros)
        add_1: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul, add);  mul = add = None
        detach_2: "f32[2, 16]" = torch.ops.aten.detach.default(zeros_like)
        mul_1: "f32[2, 16]" = torch.ops.aten.mul.Tensor(detach_2, 1.0);  detach_2 = None
        sub: "f32[2, 16]" = torch.ops.aten.sub.Tensor(add_1, mul_1);  add_1 = mul_1 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:273 in forward, code: spk1 = SpikeFn.apply(mem1 - self.thr, self.slope)
        sub_1: "f32[2, 16]" = torch.ops.aten.sub.Tensor(sub, 1.0)

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:238 in forward, code: return (x > 0).to(x.dtype)
        gt: "b8[2, 16]" = torch.ops.aten.gt.Scalar(sub_1, 0);  sub_1 = None
        _to_copy: "f32[2, 16]" = torch.ops.aten._to_copy.default(gt, dtype = torch.float32);  gt = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:274 in forward, code: mem2 = beta2 * mem2 + self.fc2(spk1) - spk2.detach() * self.thr
        mul_2: "f32[2, 4]" = torch.ops.aten.mul.Tensor(sigmoid_1, new_zeros_1)
        t_2: "f32[16, 4]" = torch.ops.aten.t.default(primals_7)
        addmm_1: "f32[2, 4]" = torch.ops.aten.addmm.default(primals_8, _to_copy, t_2)
        add_2: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_2, addmm_1);  mul_2 = addmm_1 = None
        detach_3: "f32[2, 4]" = torch.ops.aten.detach.default(zeros_like_1);  zeros_like_1 = None
        mul_3: "f32[2, 4]" = torch.ops.aten.mul.Tensor(detach_3, 1.0);  detach_3 = None
        sub_2: "f32[2, 4]" = torch.ops.aten.sub.Tensor(add_2, mul_3);  add_2 = mul_3 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:275 in forward, code: spk2 = SpikeFn.apply(mem2 - self.thr, self.slope)
        sub_3: "f32[2, 4]" = torch.ops.aten.sub.Tensor(sub_2, 1.0)

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:238 in forward, code: return (x > 0).to(x.dtype)
        gt_1: "b8[2, 4]" = torch.ops.aten.gt.Scalar(sub_3, 0);  sub_3 = None
        _to_copy_1: "f32[2, 4]" = torch.ops.aten._to_copy.default(gt_1, dtype = torch.float32);  gt_1 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:271 in forward, code: cur1 = self.fc1(spikes[t]) + self.rec1(spk1)
        select_1: "f32[2, 12]" = torch.ops.aten.select.int(primals_1, 0, 1)
        addmm_2: "f32[2, 16]" = torch.ops.aten.addmm.default(primals_5, select_1, t)
        mm_1: "f32[2, 16]" = torch.ops.aten.mm.default(_to_copy, t_1)
        add_3: "f32[2, 16]" = torch.ops.aten.add.Tensor(addmm_2, mm_1);  addmm_2 = mm_1 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:272 in forward, code: mem1 = beta1 * mem1 + cur1 - spk1.detach() * self.thr
        mul_4: "f32[2, 16]" = torch.ops.aten.mul.Tensor(sigmoid, sub)
        add_4: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_4, add_3);  mul_4 = add_3 = None
        detach_4: "f32[2, 16]" = torch.ops.aten.detach.default(_to_copy)
        mul_5: "f32[2, 16]" = torch.ops.aten.mul.Tensor(detach_4, 1.0);  detach_4 = None
        sub_4: "f32[2, 16]" = torch.ops.aten.sub.Tensor(add_4, mul_5);  add_4 = mul_5 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:273 in forward, code: spk1 = SpikeFn.apply(mem1 - self.thr, self.slope)
        sub_5: "f32[2, 16]" = torch.ops.aten.sub.Tensor(sub_4, 1.0)

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:238 in forward, code: return (x > 0).to(x.dtype)
        gt_2: "b8[2, 16]" = torch.ops.aten.gt.Scalar(sub_5, 0);  sub_5 = None
        _to_copy_2: "f32[2, 16]" = torch.ops.aten._to_copy.default(gt_2, dtype = torch.float32);  gt_2 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:274 in forward, code: mem2 = beta2 * mem2 + self.fc2(spk1) - spk2.detach() * self.thr
        mul_6: "f32[2, 4]" = torch.ops.aten.mul.Tensor(sigmoid_1, sub_2)
        addmm_3: "f32[2, 4]" = torch.ops.aten.addmm.default(primals_8, _to_copy_2, t_2)
        add_5: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_6, addmm_3);  mul_6 = addmm_3 = None
        detach_5: "f32[2, 4]" = torch.ops.aten.detach.default(_to_copy_1)
        mul_7: "f32[2, 4]" = torch.ops.aten.mul.Tensor(detach_5, 1.0);  detach_5 = None
        sub_6: "f32[2, 4]" = torch.ops.aten.sub.Tensor(add_5, mul_7);  add_5 = mul_7 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:275 in forward, code: spk2 = SpikeFn.apply(mem2 - self.thr, self.slope)
        sub_7: "f32[2, 4]" = torch.ops.aten.sub.Tensor(sub_6, 1.0)

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:238 in forward, code: return (x > 0).to(x.dtype)
        gt_3: "b8[2, 4]" = torch.ops.aten.gt.Scalar(sub_7, 0);  sub_7 = None
        _to_copy_3: "f32[2, 4]" = torch.ops.aten._to_copy.default(gt_3, dtype = torch.float32);  gt_3 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:271 in forward, code: cur1 = self.fc1(spikes[t]) + self.rec1(spk1)
        select_2: "f32[2, 12]" = torch.ops.aten.select.int(primals_1, 0, 2)
        addmm_4: "f32[2, 16]" = torch.ops.aten.addmm.default(primals_5, select_2, t)
        mm_2: "f32[2, 16]" = torch.ops.aten.mm.default(_to_copy_2, t_1)
        add_6: "f32[2, 16]" = torch.ops.aten.add.Tensor(addmm_4, mm_2);  addmm_4 = mm_2 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:272 in forward, code: mem1 = beta1 * mem1 + cur1 - spk1.detach() * self.thr
        mul_8: "f32[2, 16]" = torch.ops.aten.mul.Tensor(sigmoid, sub_4)
        add_7: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_8, add_6);  mul_8 = add_6 = None
        detach_6: "f32[2, 16]" = torch.ops.aten.detach.default(_to_copy_2)
        mul_9: "f32[2, 16]" = torch.ops.aten.mul.Tensor(detach_6, 1.0);  detach_6 = None
        sub_8: "f32[2, 16]" = torch.ops.aten.sub.Tensor(add_7, mul_9);  add_7 = mul_9 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:273 in forward, code: spk1 = SpikeFn.apply(mem1 - self.thr, self.slope)
        sub_9: "f32[2, 16]" = torch.ops.aten.sub.Tensor(sub_8, 1.0)

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:238 in forward, code: return (x > 0).to(x.dtype)
        gt_4: "b8[2, 16]" = torch.ops.aten.gt.Scalar(sub_9, 0);  sub_9 = None
        _to_copy_4: "f32[2, 16]" = torch.ops.aten._to_copy.default(gt_4, dtype = torch.float32);  gt_4 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:274 in forward, code: mem2 = beta2 * mem2 + self.fc2(spk1) - spk2.detach() * self.thr
        mul_10: "f32[2, 4]" = torch.ops.aten.mul.Tensor(sigmoid_1, sub_6)
        addmm_5: "f32[2, 4]" = torch.ops.aten.addmm.default(primals_8, _to_copy_4, t_2)
        add_8: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_10, addmm_5);  mul_10 = addmm_5 = None
        detach_7: "f32[2, 4]" = torch.ops.aten.detach.default(_to_copy_3)
        mul_11: "f32[2, 4]" = torch.ops.aten.mul.Tensor(detach_7, 1.0);  detach_7 = None
        sub_10: "f32[2, 4]" = torch.ops.aten.sub.Tensor(add_8, mul_11);  add_8 = mul_11 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:275 in forward, code: spk2 = SpikeFn.apply(mem2 - self.thr, self.slope)
        sub_11: "f32[2, 4]" = torch.ops.aten.sub.Tensor(sub_10, 1.0)

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:238 in forward, code: return (x > 0).to(x.dtype)
        gt_5: "b8[2, 4]" = torch.ops.aten.gt.Scalar(sub_11, 0);  sub_11 = None
        _to_copy_5: "f32[2, 4]" = torch.ops.aten._to_copy.default(gt_5, dtype = torch.float32);  gt_5 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:271 in forward, code: cur1 = self.fc1(spikes[t]) + self.rec1(spk1)
        select_3: "f32[2, 12]" = torch.ops.aten.select.int(primals_1, 0, 3)
        addmm_6: "f32[2, 16]" = torch.ops.aten.addmm.default(primals_5, select_3, t)
        mm_3: "f32[2, 16]" = torch.ops.aten.mm.default(_to_copy_4, t_1)
        add_9: "f32[2, 16]" = torch.ops.aten.add.Tensor(addmm_6, mm_3);  addmm_6 = mm_3 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:272 in forward, code: mem1 = beta1 * mem1 + cur1 - spk1.detach() * self.thr
        mul_12: "f32[2, 16]" = torch.ops.aten.mul.Tensor(sigmoid, sub_8)
        add_10: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_12, add_9);  mul_12 = add_9 = None
        detach_8: "f32[2, 16]" = torch.ops.aten.detach.default(_to_copy_4)
        mul_13: "f32[2, 16]" = torch.ops.aten.mul.Tensor(detach_8, 1.0);  detach_8 = None
        sub_12: "f32[2, 16]" = torch.ops.aten.sub.Tensor(add_10, mul_13);  add_10 = mul_13 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:273 in forward, code: spk1 = SpikeFn.apply(mem1 - self.thr, self.slope)
        sub_13: "f32[2, 16]" = torch.ops.aten.sub.Tensor(sub_12, 1.0)

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:238 in forward, code: return (x > 0).to(x.dtype)
        gt_6: "b8[2, 16]" = torch.ops.aten.gt.Scalar(sub_13, 0);  sub_13 = None
        _to_copy_6: "f32[2, 16]" = torch.ops.aten._to_copy.default(gt_6, dtype = torch.float32);  gt_6 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:274 in forward, code: mem2 = beta2 * mem2 + self.fc2(spk1) - spk2.detach() * self.thr
        mul_14: "f32[2, 4]" = torch.ops.aten.mul.Tensor(sigmoid_1, sub_10)
        addmm_7: "f32[2, 4]" = torch.ops.aten.addmm.default(primals_8, _to_copy_6, t_2)
        add_11: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_14, addmm_7);  mul_14 = addmm_7 = None
        detach_9: "f32[2, 4]" = torch.ops.aten.detach.default(_to_copy_5)
        mul_15: "f32[2, 4]" = torch.ops.aten.mul.Tensor(detach_9, 1.0);  detach_9 = None
        sub_14: "f32[2, 4]" = torch.ops.aten.sub.Tensor(add_11, mul_15);  add_11 = mul_15 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:275 in forward, code: spk2 = SpikeFn.apply(mem2 - self.thr, self.slope)
        sub_15: "f32[2, 4]" = torch.ops.aten.sub.Tensor(sub_14, 1.0)

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:238 in forward, code: return (x > 0).to(x.dtype)
        gt_7: "b8[2, 4]" = torch.ops.aten.gt.Scalar(sub_15, 0);  sub_15 = None
        _to_copy_7: "f32[2, 4]" = torch.ops.aten._to_copy.default(gt_7, dtype = torch.float32);  gt_7 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:271 in forward, code: cur1 = self.fc1(spikes[t]) + self.rec1(spk1)
        select_4: "f32[2, 12]" = torch.ops.aten.select.int(primals_1, 0, 4)
        addmm_8: "f32[2, 16]" = torch.ops.aten.addmm.default(primals_5, select_4, t)
        mm_4: "f32[2, 16]" = torch.ops.aten.mm.default(_to_copy_6, t_1)
        add_12: "f32[2, 16]" = torch.ops.aten.add.Tensor(addmm_8, mm_4);  addmm_8 = mm_4 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:272 in forward, code: mem1 = beta1 * mem1 + cur1 - spk1.detach() * self.thr
        mul_16: "f32[2, 16]" = torch.ops.aten.mul.Tensor(sigmoid, sub_12)
        add_13: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_16, add_12);  mul_16 = add_12 = None
        detach_10: "f32[2, 16]" = torch.ops.aten.detach.default(_to_copy_6)
        mul_17: "f32[2, 16]" = torch.ops.aten.mul.Tensor(detach_10, 1.0);  detach_10 = None
        sub_16: "f32[2, 16]" = torch.ops.aten.sub.Tensor(add_13, mul_17);  add_13 = mul_17 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:273 in forward, code: spk1 = SpikeFn.apply(mem1 - self.thr, self.slope)
        sub_17: "f32[2, 16]" = torch.ops.aten.sub.Tensor(sub_16, 1.0)

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:238 in forward, code: return (x > 0).to(x.dtype)
        gt_8: "b8[2, 16]" = torch.ops.aten.gt.Scalar(sub_17, 0);  sub_17 = None
        _to_copy_8: "f32[2, 16]" = torch.ops.aten._to_copy.default(gt_8, dtype = torch.float32);  gt_8 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:274 in forward, code: mem2 = beta2 * mem2 + self.fc2(spk1) - spk2.detach() * self.thr
        mul_18: "f32[2, 4]" = torch.ops.aten.mul.Tensor(sigmoid_1, sub_14)
        addmm_9: "f32[2, 4]" = torch.ops.aten.addmm.default(primals_8, _to_copy_8, t_2)
        add_14: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_18, addmm_9);  mul_18 = addmm_9 = None
        detach_11: "f32[2, 4]" = torch.ops.aten.detach.default(_to_copy_7)
        mul_19: "f32[2, 4]" = torch.ops.aten.mul.Tensor(detach_11, 1.0);  detach_11 = None
        sub_18: "f32[2, 4]" = torch.ops.aten.sub.Tensor(add_14, mul_19);  add_14 = mul_19 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:275 in forward, code: spk2 = SpikeFn.apply(mem2 - self.thr, self.slope)
        sub_19: "f32[2, 4]" = torch.ops.aten.sub.Tensor(sub_18, 1.0)

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:238 in forward, code: return (x > 0).to(x.dtype)
        gt_9: "b8[2, 4]" = torch.ops.aten.gt.Scalar(sub_19, 0);  sub_19 = None
        _to_copy_9: "f32[2, 4]" = torch.ops.aten._to_copy.default(gt_9, dtype = torch.float32);  gt_9 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:271 in forward, code: cur1 = self.fc1(spikes[t]) + self.rec1(spk1)
        select_5: "f32[2, 12]" = torch.ops.aten.select.int(primals_1, 0, 5)
        addmm_10: "f32[2, 16]" = torch.ops.aten.addmm.default(primals_5, select_5, t)
        mm_5: "f32[2, 16]" = torch.ops.aten.mm.default(_to_copy_8, t_1)
        add_15: "f32[2, 16]" = torch.ops.aten.add.Tensor(addmm_10, mm_5);  addmm_10 = mm_5 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:272 in forward, code: mem1 = beta1 * mem1 + cur1 - spk1.detach() * self.thr
        mul_20: "f32[2, 16]" = torch.ops.aten.mul.Tensor(sigmoid, sub_16)
        add_16: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_20, add_15);  mul_20 = add_15 = None
        detach_12: "f32[2, 16]" = torch.ops.aten.detach.default(_to_copy_8)
        mul_21: "f32[2, 16]" = torch.ops.aten.mul.Tensor(detach_12, 1.0);  detach_12 = None
        sub_20: "f32[2, 16]" = torch.ops.aten.sub.Tensor(add_16, mul_21);  add_16 = mul_21 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:273 in forward, code: spk1 = SpikeFn.apply(mem1 - self.thr, self.slope)
        sub_21: "f32[2, 16]" = torch.ops.aten.sub.Tensor(sub_20, 1.0)

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:238 in forward, code: return (x > 0).to(x.dtype)
        gt_10: "b8[2, 16]" = torch.ops.aten.gt.Scalar(sub_21, 0);  sub_21 = None
        _to_copy_10: "f32[2, 16]" = torch.ops.aten._to_copy.default(gt_10, dtype = torch.float32);  gt_10 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:274 in forward, code: mem2 = beta2 * mem2 + self.fc2(spk1) - spk2.detach() * self.thr
        mul_22: "f32[2, 4]" = torch.ops.aten.mul.Tensor(sigmoid_1, sub_18)
        addmm_11: "f32[2, 4]" = torch.ops.aten.addmm.default(primals_8, _to_copy_10, t_2)
        add_17: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_22, addmm_11);  mul_22 = addmm_11 = None
        detach_13: "f32[2, 4]" = torch.ops.aten.detach.default(_to_copy_9)
        mul_23: "f32[2, 4]" = torch.ops.aten.mul.Tensor(detach_13, 1.0);  detach_13 = None
        sub_22: "f32[2, 4]" = torch.ops.aten.sub.Tensor(add_17, mul_23);  add_17 = mul_23 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:275 in forward, code: spk2 = SpikeFn.apply(mem2 - self.thr, self.slope)
        sub_23: "f32[2, 4]" = torch.ops.aten.sub.Tensor(sub_22, 1.0)

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:238 in forward, code: return (x > 0).to(x.dtype)
        gt_11: "b8[2, 4]" = torch.ops.aten.gt.Scalar(sub_23, 0);  sub_23 = None
        _to_copy_11: "f32[2, 4]" = torch.ops.aten._to_copy.default(gt_11, dtype = torch.float32);  gt_11 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:271 in forward, code: cur1 = self.fc1(spikes[t]) + self.rec1(spk1)
        select_6: "f32[2, 12]" = torch.ops.aten.select.int(primals_1, 0, 6)
        addmm_12: "f32[2, 16]" = torch.ops.aten.addmm.default(primals_5, select_6, t)
        mm_6: "f32[2, 16]" = torch.ops.aten.mm.default(_to_copy_10, t_1)
        add_18: "f32[2, 16]" = torch.ops.aten.add.Tensor(addmm_12, mm_6);  addmm_12 = mm_6 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:272 in forward, code: mem1 = beta1 * mem1 + cur1 - spk1.detach() * self.thr
        mul_24: "f32[2, 16]" = torch.ops.aten.mul.Tensor(sigmoid, sub_20)
        add_19: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_24, add_18);  mul_24 = add_18 = None
        detach_14: "f32[2, 16]" = torch.ops.aten.detach.default(_to_copy_10)
        mul_25: "f32[2, 16]" = torch.ops.aten.mul.Tensor(detach_14, 1.0);  detach_14 = None
        sub_24: "f32[2, 16]" = torch.ops.aten.sub.Tensor(add_19, mul_25);  add_19 = mul_25 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:273 in forward, code: spk1 = SpikeFn.apply(mem1 - self.thr, self.slope)
        sub_25: "f32[2, 16]" = torch.ops.aten.sub.Tensor(sub_24, 1.0)

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:238 in forward, code: return (x > 0).to(x.dtype)
        gt_12: "b8[2, 16]" = torch.ops.aten.gt.Scalar(sub_25, 0);  sub_25 = None
        _to_copy_12: "f32[2, 16]" = torch.ops.aten._to_copy.default(gt_12, dtype = torch.float32);  gt_12 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:274 in forward, code: mem2 = beta2 * mem2 + self.fc2(spk1) - spk2.detach() * self.thr
        mul_26: "f32[2, 4]" = torch.ops.aten.mul.Tensor(sigmoid_1, sub_22)
        addmm_13: "f32[2, 4]" = torch.ops.aten.addmm.default(primals_8, _to_copy_12, t_2)
        add_20: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_26, addmm_13);  mul_26 = addmm_13 = None
        detach_15: "f32[2, 4]" = torch.ops.aten.detach.default(_to_copy_11)
        mul_27: "f32[2, 4]" = torch.ops.aten.mul.Tensor(detach_15, 1.0);  detach_15 = None
        sub_26: "f32[2, 4]" = torch.ops.aten.sub.Tensor(add_20, mul_27);  add_20 = mul_27 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:275 in forward, code: spk2 = SpikeFn.apply(mem2 - self.thr, self.slope)
        sub_27: "f32[2, 4]" = torch.ops.aten.sub.Tensor(sub_26, 1.0)

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:238 in forward, code: return (x > 0).to(x.dtype)
        gt_13: "b8[2, 4]" = torch.ops.aten.gt.Scalar(sub_27, 0);  sub_27 = None
        _to_copy_13: "f32[2, 4]" = torch.ops.aten._to_copy.default(gt_13, dtype = torch.float32);  gt_13 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:271 in forward, code: cur1 = self.fc1(spikes[t]) + self.rec1(spk1)
        select_7: "f32[2, 12]" = torch.ops.aten.select.int(primals_1, 0, 7);  primals_1 = None
        addmm_14: "f32[2, 16]" = torch.ops.aten.addmm.default(primals_5, select_7, t);  primals_5 = t = None
        mm_7: "f32[2, 16]" = torch.ops.aten.mm.default(_to_copy_12, t_1);  t_1 = None
        add_21: "f32[2, 16]" = torch.ops.aten.add.Tensor(addmm_14, mm_7);  addmm_14 = mm_7 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:272 in forward, code: mem1 = beta1 * mem1 + cur1 - spk1.detach() * self.thr
        mul_28: "f32[2, 16]" = torch.ops.aten.mul.Tensor(sigmoid, sub_24)
        add_22: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_28, add_21);  mul_28 = add_21 = None
        detach_16: "f32[2, 16]" = torch.ops.aten.detach.default(_to_copy_12)
        mul_29: "f32[2, 16]" = torch.ops.aten.mul.Tensor(detach_16, 1.0);  detach_16 = None
        sub_28: "f32[2, 16]" = torch.ops.aten.sub.Tensor(add_22, mul_29);  add_22 = mul_29 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:273 in forward, code: spk1 = SpikeFn.apply(mem1 - self.thr, self.slope)
        sub_29: "f32[2, 16]" = torch.ops.aten.sub.Tensor(sub_28, 1.0);  sub_28 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:238 in forward, code: return (x > 0).to(x.dtype)
        gt_14: "b8[2, 16]" = torch.ops.aten.gt.Scalar(sub_29, 0)
        _to_copy_14: "f32[2, 16]" = torch.ops.aten._to_copy.default(gt_14, dtype = torch.float32);  gt_14 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:274 in forward, code: mem2 = beta2 * mem2 + self.fc2(spk1) - spk2.detach() * self.thr
        mul_30: "f32[2, 4]" = torch.ops.aten.mul.Tensor(sigmoid_1, sub_26)
        addmm_15: "f32[2, 4]" = torch.ops.aten.addmm.default(primals_8, _to_copy_14, t_2);  primals_8 = t_2 = None
        add_23: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_30, addmm_15);  mul_30 = addmm_15 = None
        detach_17: "f32[2, 4]" = torch.ops.aten.detach.default(_to_copy_13)
        mul_31: "f32[2, 4]" = torch.ops.aten.mul.Tensor(detach_17, 1.0);  detach_17 = None
        sub_30: "f32[2, 4]" = torch.ops.aten.sub.Tensor(add_23, mul_31);  add_23 = mul_31 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:275 in forward, code: spk2 = SpikeFn.apply(mem2 - self.thr, self.slope)
        sub_31: "f32[2, 4]" = torch.ops.aten.sub.Tensor(sub_30, 1.0);  sub_30 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:238 in forward, code: return (x > 0).to(x.dtype)
        gt_15: "b8[2, 4]" = torch.ops.aten.gt.Scalar(sub_31, 0)
        _to_copy_15: "f32[2, 4]" = torch.ops.aten._to_copy.default(gt_15, dtype = torch.float32);  gt_15 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:278 in forward, code: return torch.stack(rec2), torch.stack(rec1)
        stack: "f32[8, 2, 4]" = torch.ops.aten.stack.default([_to_copy_1, _to_copy_3, _to_copy_5, _to_copy_7, _to_copy_9, _to_copy_11, _to_copy_13, _to_copy_15]);  _to_copy_1 = _to_copy_3 = _to_copy_5 = _to_copy_7 = _to_copy_9 = _to_copy_11 = _to_copy_13 = _to_copy_15 = None
        stack_1: "f32[8, 2, 16]" = torch.ops.aten.stack.default([_to_copy, _to_copy_2, _to_copy_4, _to_copy_6, _to_copy_8, _to_copy_10, _to_copy_12, _to_copy_14])

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:243 in backward, code: return g / (ctx.slope * x.abs() + 1.0) ** 2, None
        abs_1: "f32[2, 4]" = torch.ops.aten.abs.default(sub_31);  sub_31 = None
        mul_32: "f32[2, 4]" = torch.ops.aten.mul.Tensor(abs_1, 10.0);  abs_1 = None
        add_24: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_32, 1.0);  mul_32 = None
        pow_1: "f32[2, 4]" = torch.ops.aten.pow.Tensor_Scalar(add_24, 2);  add_24 = None
        abs_2: "f32[2, 16]" = torch.ops.aten.abs.default(sub_29);  sub_29 = None
        mul_35: "f32[2, 16]" = torch.ops.aten.mul.Tensor(abs_2, 10.0);  abs_2 = None
        add_26: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_35, 1.0);  mul_35 = None
        pow_2: "f32[2, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_26, 2);  add_26 = None
        return (stack, stack_1, primals_6, primals_7, sigmoid, sigmoid_1, new_zeros, zeros_like, new_zeros_1, select, sub, _to_copy, sub_2, select_1, sub_4, _to_copy_2, sub_6, select_2, sub_8, _to_copy_4, sub_10, select_3, sub_12, _to_copy_6, sub_14, select_4, sub_16, _to_copy_8, sub_18, select_5, sub_20, _to_copy_10, sub_22, select_6, sub_24, _to_copy_12, sub_26, select_7, _to_copy_14, pow_1, pow_2)
