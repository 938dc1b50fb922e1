class GraphModule(torch.nn.Module):
    def forward(self, primals_6: "f32[16, 16]", primals_7: "f32[4, 16]", sigmoid: "f32[16]", sigmoid_1: "f32[4]", new_zeros: "f32[2, 16]", zeros_like: "f32[2, 16]", new_zeros_1: "f32[2, 4]", select: "f32[2, 12]", sub: "f32[2, 16]", _to_copy: "f32[2, 16]", sub_2: "f32[2, 4]", select_1: "f32[2, 12]", sub_4: "f32[2, 16]", _to_copy_2: "f32[2, 16]", sub_6: "f32[2, 4]", select_2: "f32[2, 12]", sub_8: "f32[2, 16]", _to_copy_4: "f32[2, 16]", sub_10: "f32[2, 4]", select_3: "f32[2, 12]", sub_12: "f32[2, 16]", _to_copy_6: "f32[2, 16]", sub_14: "f32[2, 4]", select_4: "f32[2, 12]", sub_16: "f32[2, 16]", _to_copy_8: "f32[2, 16]", sub_18: "f32[2, 4]", select_5: "f32[2, 12]", sub_20: "f32[2, 16]", _to_copy_10: "f32[2, 16]", sub_22: "f32[2, 4]", select_6: "f32[2, 12]", sub_24: "f32[2, 16]", _to_copy_12: "f32[2, 16]", sub_26: "f32[2, 4]", select_7: "f32[2, 12]", _to_copy_14: "f32[2, 16]", pow_1: "f32[2, 4]", pow_2: "f32[2, 16]", tangents_1: "f32[8, 2, 4]", tangents_2: "f32[8, 2, 16]"):
        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:278 in forward, code: return torch.stack(rec2), torch.stack(rec1)
        select_8: "f32[2, 16]" = torch.ops.aten.select.int(tangents_2, 0, 0)
        select_9: "f32[2, 16]" = torch.ops.aten.select.int(tangents_2, 0, 1)
        select_10: "f32[2, 16]" = torch.ops.aten.select.int(tangents_2, 0, 2)
        select_11: "f32[2, 16]" = torch.ops.aten.select.int(tangents_2, 0, 3)
        select_12: "f32[2, 16]" = torch.ops.aten.select.int(tangents_2, 0, 4)
        select_13: "f32[2, 16]" = torch.ops.aten.select.int(tangents_2, 0, 5)
        select_14: "f32[2, 16]" = torch.ops.aten.select.int(tangents_2, 0, 6)
        select_15: "f32[2, 16]" = torch.ops.aten.select.int(tangents_2, 0, 7);  tangents_2 = None
        select_16: "f32[2, 4]" = torch.ops.aten.select.int(tangents_1, 0, 0)
        select_17: "f32[2, 4]" = torch.ops.aten.select.int(tangents_1, 0, 1)
        select_18: "f32[2, 4]" = torch.ops.aten.select.int(tangents_1, 0, 2)
        select_19: "f32[2, 4]" = torch.ops.aten.select.int(tangents_1, 0, 3)
        select_20: "f32[2, 4]" = torch.ops.aten.select.int(tangents_1, 0, 4)
        select_21: "f32[2, 4]" = torch.ops.aten.select.int(tangents_1, 0, 5)
        select_22: "f32[2, 4]" = torch.ops.aten.select.int(tangents_1, 0, 6)
        select_23: "f32[2, 4]" = torch.ops.aten.select.int(tangents_1, 0, 7);  tangents_1 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:243 in backward, code: return g / (ctx.slope * x.abs() + 1.0) ** 2, None
        div: "f32[2, 4]" = torch.ops.aten.div.Tensor(select_23, pow_1);  select_23 = pow_1 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:274 in forward, code: mem2 = beta2 * mem2 + self.fc2(spk1) - spk2.detach() * self.thr
        t_2: "f32[16, 4]" = torch.ops.aten.t.default(primals_7);  primals_7 = None
        t_24: "f32[4, 16]" = torch.ops.aten.t.default(t_2);  t_2 = None
        mm_8: "f32[2, 16]" = torch.ops.aten.mm.default(div, t_24)
        t_25: "f32[4, 2]" = torch.ops.aten.t.default(div)
        mm_9: "f32[4, 16]" = torch.ops.aten.mm.default(t_25, _to_copy_14);  t_25 = _to_copy_14 = None
        t_26: "f32[16, 4]" = torch.ops.aten.t.default(mm_9);  mm_9 = None
        sum_1: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(div, [0], True)
        view: "f32[4]" = torch.ops.aten.view.default(sum_1, [4]);  sum_1 = None
        add_25: "f32[2, 16]" = torch.ops.aten.add.Tensor(select_15, mm_8);  select_15 = mm_8 = None
        t_27: "f32[4, 16]" = torch.ops.aten.t.default(t_26);  t_26 = None
        mul_33: "f32[2, 4]" = torch.ops.aten.mul.Tensor(div, sigmoid_1)
        mul_34: "f32[2, 4]" = torch.ops.aten.mul.Tensor(div, sub_26);  div = None
        sum_2: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(mul_34, [0], True);  mul_34 = None
        view_1: "f32[4]" = torch.ops.aten.view.default(sum_2, [4]);  sum_2 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:243 in backward, code: return g / (ctx.slope * x.abs() + 1.0) ** 2, None
        div_1: "f32[2, 16]" = torch.ops.aten.div.Tensor(add_25, pow_2);  add_25 = pow_2 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:272 in forward, code: mem1 = beta1 * mem1 + cur1 - spk1.detach() * self.thr
        mul_36: "f32[2, 16]" = torch.ops.aten.mul.Tensor(div_1, sigmoid)
        mul_37: "f32[2, 16]" = torch.ops.aten.mul.Tensor(div_1, sub_24)
        sum_3: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(mul_37, [0], True);  mul_37 = None
        view_2: "f32[16]" = torch.ops.aten.view.default(sum_3, [16]);  sum_3 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:271 in forward, code: cur1 = self.fc1(spikes[t]) + self.rec1(spk1)
        t_28: "f32[16, 2]" = torch.ops.aten.t.default(div_1)
        mm_10: "f32[16, 16]" = torch.ops.aten.mm.default(t_28, _to_copy_12)
        t_29: "f32[16, 16]" = torch.ops.aten.t.default(mm_10);  mm_10 = None
        t_1: "f32[16, 16]" = torch.ops.aten.t.default(primals_6);  primals_6 = None
        t_30: "f32[16, 16]" = torch.ops.aten.t.default(t_1);  t_1 = None
        mm_11: "f32[2, 16]" = torch.ops.aten.mm.default(div_1, t_30)
        add_27: "f32[2, 16]" = torch.ops.aten.add.Tensor(select_14, mm_11);  select_14 = mm_11 = None
        t_31: "f32[16, 16]" = torch.ops.aten.t.default(t_29);  t_29 = None
        mm_12: "f32[16, 12]" = torch.ops.aten.mm.default(t_28, select_7);  t_28 = select_7 = None
        t_33: "f32[12, 16]" = torch.ops.aten.t.default(mm_12);  mm_12 = None
        sum_4: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(div_1, [0], True);  div_1 = None
        view_3: "f32[16]" = torch.ops.aten.view.default(sum_4, [16]);  sum_4 = None
        t_34: "f32[16, 12]" = torch.ops.aten.t.default(t_33);  t_33 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:275 in forward, code: spk2 = SpikeFn.apply(mem2 - self.thr, self.slope)
        sub_27: "f32[2, 4]" = torch.ops.aten.sub.Tensor(sub_26, 1.0);  sub_26 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:243 in backward, code: return g / (ctx.slope * x.abs() + 1.0) ** 2, None
        abs_3: "f32[2, 4]" = torch.ops.aten.abs.default(sub_27);  sub_27 = None
        mul_38: "f32[2, 4]" = torch.ops.aten.mul.Tensor(abs_3, 10.0);  abs_3 = None
        add_28: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_38, 1.0);  mul_38 = None
        pow_3: "f32[2, 4]" = torch.ops.aten.pow.Tensor_Scalar(add_28, 2);  add_28 = None
        div_2: "f32[2, 4]" = torch.ops.aten.div.Tensor(select_22, pow_3);  select_22 = pow_3 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:275 in forward, code: spk2 = SpikeFn.apply(mem2 - self.thr, self.slope)
        add_29: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_33, div_2);  mul_33 = div_2 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:274 in forward, code: mem2 = beta2 * mem2 + self.fc2(spk1) - spk2.detach() * self.thr
        mm_13: "f32[2, 16]" = torch.ops.aten.mm.default(add_29, t_24)
        t_36: "f32[4, 2]" = torch.ops.aten.t.default(add_29)
        mm_14: "f32[4, 16]" = torch.ops.aten.mm.default(t_36, _to_copy_12);  t_36 = _to_copy_12 = None
        t_37: "f32[16, 4]" = torch.ops.aten.t.default(mm_14);  mm_14 = None
        sum_5: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(add_29, [0], True)
        view_4: "f32[4]" = torch.ops.aten.view.default(sum_5, [4]);  sum_5 = None
        add_30: "f32[4]" = torch.ops.aten.add.Tensor(view, view_4);  view = view_4 = None
        add_31: "f32[2, 16]" = torch.ops.aten.add.Tensor(add_27, mm_13);  add_27 = mm_13 = None
        t_38: "f32[4, 16]" = torch.ops.aten.t.default(t_37);  t_37 = None
        add_32: "f32[4, 16]" = torch.ops.aten.add.Tensor(t_27, t_38);  t_27 = t_38 = None
        mul_39: "f32[2, 4]" = torch.ops.aten.mul.Tensor(add_29, sigmoid_1)
        mul_40: "f32[2, 4]" = torch.ops.aten.mul.Tensor(add_29, sub_22);  add_29 = None
        sum_6: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(mul_40, [0], True);  mul_40 = None
        view_5: "f32[4]" = torch.ops.aten.view.default(sum_6, [4]);  sum_6 = None
        add_33: "f32[4]" = torch.ops.aten.add.Tensor(view_1, view_5);  view_1 = view_5 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:273 in forward, code: spk1 = SpikeFn.apply(mem1 - self.thr, self.slope)
        sub_25: "f32[2, 16]" = torch.ops.aten.sub.Tensor(sub_24, 1.0);  sub_24 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:243 in backward, code: return g / (ctx.slope * x.abs() + 1.0) ** 2, None
        abs_4: "f32[2, 16]" = torch.ops.aten.abs.default(sub_25);  sub_25 = None
        mul_41: "f32[2, 16]" = torch.ops.aten.mul.Tensor(abs_4, 10.0);  abs_4 = None
        add_34: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_41, 1.0);  mul_41 = None
        pow_4: "f32[2, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_34, 2);  add_34 = None
        div_3: "f32[2, 16]" = torch.ops.aten.div.Tensor(add_31, pow_4);  add_31 = pow_4 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:273 in forward, code: spk1 = SpikeFn.apply(mem1 - self.thr, self.slope)
        add_35: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_36, div_3);  mul_36 = div_3 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:272 in forward, code: mem1 = beta1 * mem1 + cur1 - spk1.detach() * self.thr
        mul_42: "f32[2, 16]" = torch.ops.aten.mul.Tensor(add_35, sigmoid)
        mul_43: "f32[2, 16]" = torch.ops.aten.mul.Tensor(add_35, sub_20)
        sum_7: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(mul_43, [0], True);  mul_43 = None
        view_6: "f32[16]" = torch.ops.aten.view.default(sum_7, [16]);  sum_7 = None
        add_36: "f32[16]" = torch.ops.aten.add.Tensor(view_2, view_6);  view_2 = view_6 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:271 in forward, code: cur1 = self.fc1(spikes[t]) + self.rec1(spk1)
        t_39: "f32[16, 2]" = torch.ops.aten.t.default(add_35)
        mm_15: "f32[16, 16]" = torch.ops.aten.mm.default(t_39, _to_copy_10)
        t_40: "f32[16, 16]" = torch.ops.aten.t.default(mm_15);  mm_15 = None
        mm_16: "f32[2, 16]" = torch.ops.aten.mm.default(add_35, t_30)
        add_37: "f32[2, 16]" = torch.ops.aten.add.Tensor(select_13, mm_16);  select_13 = mm_16 = None
        t_42: "f32[16, 16]" = torch.ops.aten.t.default(t_40);  t_40 = None
        add_38: "f32[16, 16]" = torch.ops.aten.add.Tensor(t_31, t_42);  t_31 = t_42 = None
        mm_17: "f32[16, 12]" = torch.ops.aten.mm.default(t_39, select_6);  t_39 = select_6 = None
        t_44: "f32[12, 16]" = torch.ops.aten.t.default(mm_17);  mm_17 = None
        sum_8: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(add_35, [0], True);  add_35 = None
        view_7: "f32[16]" = torch.ops.aten.view.default(sum_8, [16]);  sum_8 = None
        add_39: "f32[16]" = torch.ops.aten.add.Tensor(view_3, view_7);  view_3 = view_7 = None
        t_45: "f32[16, 12]" = torch.ops.aten.t.default(t_44);  t_44 = None
        add_40: "f32[16, 12]" = torch.ops.aten.add.Tensor(t_34, t_45);  t_34 = t_45 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:275 in forward, code: spk2 = SpikeFn.apply(mem2 - self.thr, self.slope)
        sub_23: "f32[2, 4]" = torch.ops.aten.sub.Tensor(sub_22, 1.0);  sub_22 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:243 in backward, code: return g / (ctx.slope * x.abs() + 1.0) ** 2, None
        abs_5: "f32[2, 4]" = torch.ops.aten.abs.default(sub_23);  sub_23 = None
        mul_44: "f32[2, 4]" = torch.ops.aten.mul.Tensor(abs_5, 10.0);  abs_5 = None
        add_41: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_44, 1.0);  mul_44 = None
        pow_5: "f32[2, 4]" = torch.ops.aten.pow.Tensor_Scalar(add_41, 2);  add_41 = None
        div_4: "f32[2, 4]" = torch.ops.aten.div.Tensor(select_21, pow_5);  select_21 = pow_5 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:275 in forward, code: spk2 = SpikeFn.apply(mem2 - self.thr, self.slope)
        add_42: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_39, div_4);  mul_39 = div_4 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:274 in forward, code: mem2 = beta2 * mem2 + self.fc2(spk1) - spk2.detach() * self.thr
        mm_18: "f32[2, 16]" = torch.ops.aten.mm.default(add_42, t_24)
        t_47: "f32[4, 2]" = torch.ops.aten.t.default(add_42)
        mm_19: "f32[4, 16]" = torch.ops.aten.mm.default(t_47, _to_copy_10);  t_47 = _to_copy_10 = None
        t_48: "f32[16, 4]" = torch.ops.aten.t.default(mm_19);  mm_19 = None
        sum_9: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(add_42, [0], True)
        view_8: "f32[4]" = torch.ops.aten.view.default(sum_9, [4]);  sum_9 = None
        add_43: "f32[4]" = torch.ops.aten.add.Tensor(add_30, view_8);  add_30 = view_8 = None
        add_44: "f32[2, 16]" = torch.ops.aten.add.Tensor(add_37, mm_18);  add_37 = mm_18 = None
        t_49: "f32[4, 16]" = torch.ops.aten.t.default(t_48);  t_48 = None
        add_45: "f32[4, 16]" = torch.ops.aten.add.Tensor(add_32, t_49);  add_32 = t_49 = None
        mul_45: "f32[2, 4]" = torch.ops.aten.mul.Tensor(add_42, sigmoid_1)
        mul_46: "f32[2, 4]" = torch.ops.aten.mul.Tensor(add_42, sub_18);  add_42 = None
        sum_10: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(mul_46, [0], True);  mul_46 = None
        view_9: "f32[4]" = torch.ops.aten.view.default(sum_10, [4]);  sum_10 = None
        add_46: "f32[4]" = torch.ops.aten.add.Tensor(add_33, view_9);  add_33 = view_9 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:273 in forward, code: spk1 = SpikeFn.apply(mem1 - self.thr, self.slope)
        sub_21: "f32[2, 16]" = torch.ops.aten.sub.Tensor(sub_20, 1.0);  sub_20 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:243 in backward, code: return g / (ctx.slope * x.abs() + 1.0) ** 2, None
        abs_6: "f32[2, 16]" = torch.ops.aten.abs.default(sub_21);  sub_21 = None
        mul_47: "f32[2, 16]" = torch.ops.aten.mul.Tensor(abs_6, 10.0);  abs_6 = None
        add_47: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_47, 1.0);  mul_47 = None
        pow_6: "f32[2, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_47, 2);  add_47 = None
        div_5: "f32[2, 16]" = torch.ops.aten.div.Tensor(add_44, pow_6);  add_44 = pow_6 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:273 in forward, code: spk1 = SpikeFn.apply(mem1 - self.thr, self.slope)
        add_48: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_42, div_5);  mul_42 = div_5 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:272 in forward, code: mem1 = beta1 * mem1 + cur1 - spk1.detach() * self.thr
        mul_48: "f32[2, 16]" = torch.ops.aten.mul.Tensor(add_48, sigmoid)
        mul_49: "f32[2, 16]" = torch.ops.aten.mul.Tensor(add_48, sub_16)
        sum_11: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(mul_49, [0], True);  mul_49 = None
        view_10: "f32[16]" = torch.ops.aten.view.default(sum_11, [16]);  sum_11 = None
        add_49: "f32[16]" = torch.ops.aten.add.Tensor(add_36, view_10);  add_36 = view_10 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:271 in forward, code: cur1 = self.fc1(spikes[t]) + self.rec1(spk1)
        t_50: "f32[16, 2]" = torch.ops.aten.t.default(add_48)
        mm_20: "f32[16, 16]" = torch.ops.aten.mm.default(t_50, _to_copy_8)
        t_51: "f32[16, 16]" = torch.ops.aten.t.default(mm_20);  mm_20 = None
        mm_21: "f32[2, 16]" = torch.ops.aten.mm.default(add_48, t_30)
        add_50: "f32[2, 16]" = torch.ops.aten.add.Tensor(select_12, mm_21);  select_12 = mm_21 = None
        t_53: "f32[16, 16]" = torch.ops.aten.t.default(t_51);  t_51 = None
        add_51: "f32[16, 16]" = torch.ops.aten.add.Tensor(add_38, t_53);  add_38 = t_53 = None
        mm_22: "f32[16, 12]" = torch.ops.aten.mm.default(t_50, select_5);  t_50 = select_5 = None
        t_55: "f32[12, 16]" = torch.ops.aten.t.default(mm_22);  mm_22 = None
        sum_12: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(add_48, [0], True);  add_48 = None
        view_11: "f32[16]" = torch.ops.aten.view.default(sum_12, [16]);  sum_12 = None
        add_52: "f32[16]" = torch.ops.aten.add.Tensor(add_39, view_11);  add_39 = view_11 = None
        t_56: "f32[16, 12]" = torch.ops.aten.t.default(t_55);  t_55 = None
        add_53: "f32[16, 12]" = torch.ops.aten.add.Tensor(add_40, t_56);  add_40 = t_56 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:275 in forward, code: spk2 = SpikeFn.apply(mem2 - self.thr, self.slope)
        sub_19: "f32[2, 4]" = torch.ops.aten.sub.Tensor(sub_18, 1.0);  sub_18 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:243 in backward, code: return g / (ctx.slope * x.abs() + 1.0) ** 2, None
        abs_7: "f32[2, 4]" = torch.ops.aten.abs.default(sub_19);  sub_19 = None
        mul_50: "f32[2, 4]" = torch.ops.aten.mul.Tensor(abs_7, 10.0);  abs_7 = None
        add_54: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_50, 1.0);  mul_50 = None
        pow_7: "f32[2, 4]" = torch.ops.aten.pow.Tensor_Scalar(add_54, 2);  add_54 = None
        div_6: "f32[2, 4]" = torch.ops.aten.div.Tensor(select_20, pow_7);  select_20 = pow_7 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:275 in forward, code: spk2 = SpikeFn.apply(mem2 - self.thr, self.slope)
        add_55: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_45, div_6);  mul_45 = div_6 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:274 in forward, code: mem2 = beta2 * mem2 + self.fc2(spk1) - spk2.detach() * self.thr
        mm_23: "f32[2, 16]" = torch.ops.aten.mm.default(add_55, t_24)
        t_58: "f32[4, 2]" = torch.ops.aten.t.default(add_55)
        mm_24: "f32[4, 16]" = torch.ops.aten.mm.default(t_58, _to_copy_8);  t_58 = _to_copy_8 = None
        t_59: "f32[16, 4]" = torch.ops.aten.t.default(mm_24);  mm_24 = None
        sum_13: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(add_55, [0], True)
        view_12: "f32[4]" = torch.ops.aten.view.default(sum_13, [4]);  sum_13 = None
        add_56: "f32[4]" = torch.ops.aten.add.Tensor(add_43, view_12);  add_43 = view_12 = None
        add_57: "f32[2, 16]" = torch.ops.aten.add.Tensor(add_50, mm_23);  add_50 = mm_23 = None
        t_60: "f32[4, 16]" = torch.ops.aten.t.default(t_59);  t_59 = None
        add_58: "f32[4, 16]" = torch.ops.aten.add.Tensor(add_45, t_60);  add_45 = t_60 = None
        mul_51: "f32[2, 4]" = torch.ops.aten.mul.Tensor(add_55, sigmoid_1)
        mul_52: "f32[2, 4]" = torch.ops.aten.mul.Tensor(add_55, sub_14);  add_55 = None
        sum_14: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(mul_52, [0], True);  mul_52 = None
        view_13: "f32[4]" = torch.ops.aten.view.default(sum_14, [4]);  sum_14 = None
        add_59: "f32[4]" = torch.ops.aten.add.Tensor(add_46, view_13);  add_46 = view_13 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:273 in forward, code: spk1 = SpikeFn.apply(mem1 - self.thr, self.slope)
        sub_17: "f32[2, 16]" = torch.ops.aten.sub.Tensor(sub_16, 1.0);  sub_16 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:243 in backward, code: return g / (ctx.slope * x.abs() + 1.0) ** 2, None
        abs_8: "f32[2, 16]" = torch.ops.aten.abs.default(sub_17);  sub_17 = None
        mul_53: "f32[2, 16]" = torch.ops.aten.mul.Tensor(abs_8, 10.0);  abs_8 = None
        add_60: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_53, 1.0);  mul_53 = None
        pow_8: "f32[2, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_60, 2);  add_60 = None
        div_7: "f32[2, 16]" = torch.ops.aten.div.Tensor(add_57, pow_8);  add_57 = pow_8 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:273 in forward, code: spk1 = SpikeFn.apply(mem1 - self.thr, self.slope)
        add_61: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_48, div_7);  mul_48 = div_7 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:272 in forward, code: mem1 = beta1 * mem1 + cur1 - spk1.detach() * self.thr
        mul_54: "f32[2, 16]" = torch.ops.aten.mul.Tensor(add_61, sigmoid)
        mul_55: "f32[2, 16]" = torch.ops.aten.mul.Tensor(add_61, sub_12)
        sum_15: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(mul_55, [0], True);  mul_55 = None
        view_14: "f32[16]" = torch.ops.aten.view.default(sum_15, [16]);  sum_15 = None
        add_62: "f32[16]" = torch.ops.aten.add.Tensor(add_49, view_14);  add_49 = view_14 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:271 in forward, code: cur1 = self.fc1(spikes[t]) + self.rec1(spk1)
        t_61: "f32[16, 2]" = torch.ops.aten.t.default(add_61)
        mm_25: "f32[16, 16]" = torch.ops.aten.mm.default(t_61, _to_copy_6)
        t_62: "f32[16, 16]" = torch.ops.aten.t.default(mm_25);  mm_25 = None
        mm_26: "f32[2, 16]" = torch.ops.aten.mm.default(add_61, t_30)
        add_63: "f32[2, 16]" = torch.ops.aten.add.Tensor(select_11, mm_26);  select_11 = mm_26 = None
        t_64: "f32[16, 16]" = torch.ops.aten.t.default(t_62);  t_62 = None
        add_64: "f32[16, 16]" = torch.ops.aten.add.Tensor(add_51, t_64);  add_51 = t_64 = None
        mm_27: "f32[16, 12]" = torch.ops.aten.mm.default(t_61, select_4);  t_61 = select_4 = None
        t_66: "f32[12, 16]" = torch.ops.aten.t.default(mm_27);  mm_27 = None
        sum_16: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(add_61, [0], True);  add_61 = None
        view_15: "f32[16]" = torch.ops.aten.view.default(sum_16, [16]);  sum_16 = None
        add_65: "f32[16]" = torch.ops.aten.add.Tensor(add_52, view_15);  add_52 = view_15 = None
        t_67: "f32[16, 12]" = torch.ops.aten.t.default(t_66);  t_66 = None
        add_66: "f32[16, 12]" = torch.ops.aten.add.Tensor(add_53, t_67);  add_53 = t_67 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:275 in forward, code: spk2 = SpikeFn.apply(mem2 - self.thr, self.slope)
        sub_15: "f32[2, 4]" = torch.ops.aten.sub.Tensor(sub_14, 1.0);  sub_14 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:243 in backward, code: return g / (ctx.slope * x.abs() + 1.0) ** 2, None
        abs_9: "f32[2, 4]" = torch.ops.aten.abs.default(sub_15);  sub_15 = None
        mul_56: "f32[2, 4]" = torch.ops.aten.mul.Tensor(abs_9, 10.0);  abs_9 = None
        add_67: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_56, 1.0);  mul_56 = None
        pow_9: "f32[2, 4]" = torch.ops.aten.pow.Tensor_Scalar(add_67, 2);  add_67 = None
        div_8: "f32[2, 4]" = torch.ops.aten.div.Tensor(select_19, pow_9);  select_19 = pow_9 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:275 in forward, code: spk2 = SpikeFn.apply(mem2 - self.thr, self.slope)
        add_68: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_51, div_8);  mul_51 = div_8 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:274 in forward, code: mem2 = beta2 * mem2 + self.fc2(spk1) - spk2.detach() * self.thr
        mm_28: "f32[2, 16]" = torch.ops.aten.mm.default(add_68, t_24)
        t_69: "f32[4, 2]" = torch.ops.aten.t.default(add_68)
        mm_29: "f32[4, 16]" = torch.ops.aten.mm.default(t_69, _to_copy_6);  t_69 = _to_copy_6 = None
        t_70: "f32[16, 4]" = torch.ops.aten.t.default(mm_29);  mm_29 = None
        sum_17: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(add_68, [0], True)
        view_16: "f32[4]" = torch.ops.aten.view.default(sum_17, [4]);  sum_17 = None
        add_69: "f32[4]" = torch.ops.aten.add.Tensor(add_56, view_16);  add_56 = view_16 = None
        add_70: "f32[2, 16]" = torch.ops.aten.add.Tensor(add_63, mm_28);  add_63 = mm_28 = None
        t_71: "f32[4, 16]" = torch.ops.aten.t.default(t_70);  t_70 = None
        add_71: "f32[4, 16]" = torch.ops.aten.add.Tensor(add_58, t_71);  add_58 = t_71 = None
        mul_57: "f32[2, 4]" = torch.ops.aten.mul.Tensor(add_68, sigmoid_1)
        mul_58: "f32[2, 4]" = torch.ops.aten.mul.Tensor(add_68, sub_10);  add_68 = None
        sum_18: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(mul_58, [0], True);  mul_58 = None
        view_17: "f32[4]" = torch.ops.aten.view.default(sum_18, [4]);  sum_18 = None
        add_72: "f32[4]" = torch.ops.aten.add.Tensor(add_59, view_17);  add_59 = view_17 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:273 in forward, code: spk1 = SpikeFn.apply(mem1 - self.thr, self.slope)
        sub_13: "f32[2, 16]" = torch.ops.aten.sub.Tensor(sub_12, 1.0);  sub_12 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:243 in backward, code: return g / (ctx.slope * x.abs() + 1.0) ** 2, None
        abs_10: "f32[2, 16]" = torch.ops.aten.abs.default(sub_13);  sub_13 = None
        mul_59: "f32[2, 16]" = torch.ops.aten.mul.Tensor(abs_10, 10.0);  abs_10 = None
        add_73: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_59, 1.0);  mul_59 = None
        pow_10: "f32[2, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_73, 2);  add_73 = None
        div_9: "f32[2, 16]" = torch.ops.aten.div.Tensor(add_70, pow_10);  add_70 = pow_10 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:273 in forward, code: spk1 = SpikeFn.apply(mem1 - self.thr, self.slope)
        add_74: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_54, div_9);  mul_54 = div_9 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:272 in forward, code: mem1 = beta1 * mem1 + cur1 - spk1.detach() * self.thr
        mul_60: "f32[2, 16]" = torch.ops.aten.mul.Tensor(add_74, sigmoid)
        mul_61: "f32[2, 16]" = torch.ops.aten.mul.Tensor(add_74, sub_8)
        sum_19: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(mul_61, [0], True);  mul_61 = None
        view_18: "f32[16]" = torch.ops.aten.view.default(sum_19, [16]);  sum_19 = None
        add_75: "f32[16]" = torch.ops.aten.add.Tensor(add_62, view_18);  add_62 = view_18 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:271 in forward, code: cur1 = self.fc1(spikes[t]) + self.rec1(spk1)
        t_72: "f32[16, 2]" = torch.ops.aten.t.default(add_74)
        mm_30: "f32[16, 16]" = torch.ops.aten.mm.default(t_72, _to_copy_4)
        t_73: "f32[16, 16]" = torch.ops.aten.t.default(mm_30);  mm_30 = None
        mm_31: "f32[2, 16]" = torch.ops.aten.mm.default(add_74, t_30)
        add_76: "f32[2, 16]" = torch.ops.aten.add.Tensor(select_10, mm_31);  select_10 = mm_31 = None
        t_75: "f32[16, 16]" = torch.ops.aten.t.default(t_73);  t_73 = None
        add_77: "f32[16, 16]" = torch.ops.aten.add.Tensor(add_64, t_75);  add_64 = t_75 = None
        mm_32: "f32[16, 12]" = torch.ops.aten.mm.default(t_72, select_3);  t_72 = select_3 = None
        t_77: "f32[12, 16]" = torch.ops.aten.t.default(mm_32);  mm_32 = None
        sum_20: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(add_74, [0], True);  add_74 = None
        view_19: "f32[16]" = torch.ops.aten.view.default(sum_20, [16]);  sum_20 = None
        add_78: "f32[16]" = torch.ops.aten.add.Tensor(add_65, view_19);  add_65 = view_19 = None
        t_78: "f32[16, 12]" = torch.ops.aten.t.default(t_77);  t_77 = None
        add_79: "f32[16, 12]" = torch.ops.aten.add.Tensor(add_66, t_78);  add_66 = t_78 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:275 in forward, code: spk2 = SpikeFn.apply(mem2 - self.thr, self.slope)
        sub_11: "f32[2, 4]" = torch.ops.aten.sub.Tensor(sub_10, 1.0);  sub_10 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:243 in backward, code: return g / (ctx.slope * x.abs() + 1.0) ** 2, None
        abs_11: "f32[2, 4]" = torch.ops.aten.abs.default(sub_11);  sub_11 = None
        mul_62: "f32[2, 4]" = torch.ops.aten.mul.Tensor(abs_11, 10.0);  abs_11 = None
        add_80: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_62, 1.0);  mul_62 = None
        pow_11: "f32[2, 4]" = torch.ops.aten.pow.Tensor_Scalar(add_80, 2);  add_80 = None
        div_10: "f32[2, 4]" = torch.ops.aten.div.Tensor(select_18, pow_11);  select_18 = pow_11 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:275 in forward, code: spk2 = SpikeFn.apply(mem2 - self.thr, self.slope)
        add_81: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_57, div_10);  mul_57 = div_10 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:274 in forward, code: mem2 = beta2 * mem2 + self.fc2(spk1) - spk2.detach() * self.thr
        mm_33: "f32[2, 16]" = torch.ops.aten.mm.default(add_81, t_24)
        t_80: "f32[4, 2]" = torch.ops.aten.t.default(add_81)
        mm_34: "f32[4, 16]" = torch.ops.aten.mm.default(t_80, _to_copy_4);  t_80 = _to_copy_4 = None
        t_81: "f32[16, 4]" = torch.ops.aten.t.default(mm_34);  mm_34 = None
        sum_21: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(add_81, [0], True)
        view_20: "f32[4]" = torch.ops.aten.view.default(sum_21, [4]);  sum_21 = None
        add_82: "f32[4]" = torch.ops.aten.add.Tensor(add_69, view_20);  add_69 = view_20 = None
        add_83: "f32[2, 16]" = torch.ops.aten.add.Tensor(add_76, mm_33);  add_76 = mm_33 = None
        t_82: "f32[4, 16]" = torch.ops.aten.t.default(t_81);  t_81 = None
        add_84: "f32[4, 16]" = torch.ops.aten.add.Tensor(add_71, t_82);  add_71 = t_82 = None
        mul_63: "f32[2, 4]" = torch.ops.aten.mul.Tensor(add_81, sigmoid_1)
        mul_64: "f32[2, 4]" = torch.ops.aten.mul.Tensor(add_81, sub_6);  add_81 = None
        sum_22: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(mul_64, [0], True);  mul_64 = None
        view_21: "f32[4]" = torch.ops.aten.view.default(sum_22, [4]);  sum_22 = None
        add_85: "f32[4]" = torch.ops.aten.add.Tensor(add_72, view_21);  add_72 = view_21 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:273 in forward, code: spk1 = SpikeFn.apply(mem1 - self.thr, self.slope)
        sub_9: "f32[2, 16]" = torch.ops.aten.sub.Tensor(sub_8, 1.0);  sub_8 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:243 in backward, code: return g / (ctx.slope * x.abs() + 1.0) ** 2, None
        abs_12: "f32[2, 16]" = torch.ops.aten.abs.default(sub_9);  sub_9 = None
        mul_65: "f32[2, 16]" = torch.ops.aten.mul.Tensor(abs_12, 10.0);  abs_12 = None
        add_86: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_65, 1.0);  mul_65 = None
        pow_12: "f32[2, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_86, 2);  add_86 = None
        div_11: "f32[2, 16]" = torch.ops.aten.div.Tensor(add_83, pow_12);  add_83 = pow_12 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:273 in forward, code: spk1 = SpikeFn.apply(mem1 - self.thr, self.slope)
        add_87: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_60, div_11);  mul_60 = div_11 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:272 in forward, code: mem1 = beta1 * mem1 + cur1 - spk1.detach() * self.thr
        mul_66: "f32[2, 16]" = torch.ops.aten.mul.Tensor(add_87, sigmoid)
        mul_67: "f32[2, 16]" = torch.ops.aten.mul.Tensor(add_87, sub_4)
        sum_23: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(mul_67, [0], True);  mul_67 = None
        view_22: "f32[16]" = torch.ops.aten.view.default(sum_23, [16]);  sum_23 = None
        add_88: "f32[16]" = torch.ops.aten.add.Tensor(add_75, view_22);  add_75 = view_22 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:271 in forward, code: cur1 = self.fc1(spikes[t]) + self.rec1(spk1)
        t_83: "f32[16, 2]" = torch.ops.aten.t.default(add_87)
        mm_35: "f32[16, 16]" = torch.ops.aten.mm.default(t_83, _to_copy_2)
        t_84: "f32[16, 16]" = torch.ops.aten.t.default(mm_35);  mm_35 = None
        mm_36: "f32[2, 16]" = torch.ops.aten.mm.default(add_87, t_30)
        add_89: "f32[2, 16]" = torch.ops.aten.add.Tensor(select_9, mm_36);  select_9 = mm_36 = None
        t_86: "f32[16, 16]" = torch.ops.aten.t.default(t_84);  t_84 = None
        add_90: "f32[16, 16]" = torch.ops.aten.add.Tensor(add_77, t_86);  add_77 = t_86 = None
        mm_37: "f32[16, 12]" = torch.ops.aten.mm.default(t_83, select_2);  t_83 = select_2 = None
        t_88: "f32[12, 16]" = torch.ops.aten.t.default(mm_37);  mm_37 = None
        sum_24: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(add_87, [0], True);  add_87 = None
        view_23: "f32[16]" = torch.ops.aten.view.default(sum_24, [16]);  sum_24 = None
        add_91: "f32[16]" = torch.ops.aten.add.Tensor(add_78, view_23);  add_78 = view_23 = None
        t_89: "f32[16, 12]" = torch.ops.aten.t.default(t_88);  t_88 = None
        add_92: "f32[16, 12]" = torch.ops.aten.add.Tensor(add_79, t_89);  add_79 = t_89 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:275 in forward, code: spk2 = SpikeFn.apply(mem2 - self.thr, self.slope)
        sub_7: "f32[2, 4]" = torch.ops.aten.sub.Tensor(sub_6, 1.0);  sub_6 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:243 in backward, code: return g / (ctx.slope * x.abs() + 1.0) ** 2, None
        abs_13: "f32[2, 4]" = torch.ops.aten.abs.default(sub_7);  sub_7 = None
        mul_68: "f32[2, 4]" = torch.ops.aten.mul.Tensor(abs_13, 10.0);  abs_13 = None
        add_93: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_68, 1.0);  mul_68 = None
        pow_13: "f32[2, 4]" = torch.ops.aten.pow.Tensor_Scalar(add_93, 2);  add_93 = None
        div_12: "f32[2, 4]" = torch.ops.aten.div.Tensor(select_17, pow_13);  select_17 = pow_13 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:275 in forward, code: spk2 = SpikeFn.apply(mem2 - self.thr, self.slope)
        add_94: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_63, div_12);  mul_63 = div_12 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:274 in forward, code: mem2 = beta2 * mem2 + self.fc2(spk1) - spk2.detach() * self.thr
        mm_38: "f32[2, 16]" = torch.ops.aten.mm.default(add_94, t_24)
        t_91: "f32[4, 2]" = torch.ops.aten.t.default(add_94)
        mm_39: "f32[4, 16]" = torch.ops.aten.mm.default(t_91, _to_copy_2);  t_91 = _to_copy_2 = None
        t_92: "f32[16, 4]" = torch.ops.aten.t.default(mm_39);  mm_39 = None
        sum_25: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(add_94, [0], True)
        view_24: "f32[4]" = torch.ops.aten.view.default(sum_25, [4]);  sum_25 = None
        add_95: "f32[4]" = torch.ops.aten.add.Tensor(add_82, view_24);  add_82 = view_24 = None
        add_96: "f32[2, 16]" = torch.ops.aten.add.Tensor(add_89, mm_38);  add_89 = mm_38 = None
        t_93: "f32[4, 16]" = torch.ops.aten.t.default(t_92);  t_92 = None
        add_97: "f32[4, 16]" = torch.ops.aten.add.Tensor(add_84, t_93);  add_84 = t_93 = None
        mul_69: "f32[2, 4]" = torch.ops.aten.mul.Tensor(add_94, sigmoid_1)
        mul_70: "f32[2, 4]" = torch.ops.aten.mul.Tensor(add_94, sub_2);  add_94 = None
        sum_26: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(mul_70, [0], True);  mul_70 = None
        view_25: "f32[4]" = torch.ops.aten.view.default(sum_26, [4]);  sum_26 = None
        add_98: "f32[4]" = torch.ops.aten.add.Tensor(add_85, view_25);  add_85 = view_25 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:273 in forward, code: spk1 = SpikeFn.apply(mem1 - self.thr, self.slope)
        sub_5: "f32[2, 16]" = torch.ops.aten.sub.Tensor(sub_4, 1.0);  sub_4 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:243 in backward, code: return g / (ctx.slope * x.abs() + 1.0) ** 2, None
        abs_14: "f32[2, 16]" = torch.ops.aten.abs.default(sub_5);  sub_5 = None
        mul_71: "f32[2, 16]" = torch.ops.aten.mul.Tensor(abs_14, 10.0);  abs_14 = None
        add_99: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_71, 1.0);  mul_71 = None
        pow_14: "f32[2, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_99, 2);  add_99 = None
        div_13: "f32[2, 16]" = torch.ops.aten.div.Tensor(add_96, pow_14);  add_96 = pow_14 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:273 in forward, code: spk1 = SpikeFn.apply(mem1 - self.thr, self.slope)
        add_100: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_66, div_13);  mul_66 = div_13 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:272 in forward, code: mem1 = beta1 * mem1 + cur1 - spk1.detach() * self.thr
        mul_72: "f32[2, 16]" = torch.ops.aten.mul.Tensor(add_100, sigmoid)
        mul_73: "f32[2, 16]" = torch.ops.aten.mul.Tensor(add_100, sub)
        sum_27: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(mul_73, [0], True);  mul_73 = None
        view_26: "f32[16]" = torch.ops.aten.view.default(sum_27, [16]);  sum_27 = None
        add_101: "f32[16]" = torch.ops.aten.add.Tensor(add_88, view_26);  add_88 = view_26 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:271 in forward, code: cur1 = self.fc1(spikes[t]) + self.rec1(spk1)
        t_94: "f32[16, 2]" = torch.ops.aten.t.default(add_100)
        mm_40: "f32[16, 16]" = torch.ops.aten.mm.default(t_94, _to_copy)
        t_95: "f32[16, 16]" = torch.ops.aten.t.default(mm_40);  mm_40 = None
        mm_41: "f32[2, 16]" = torch.ops.aten.mm.default(add_100, t_30);  t_30 = None
        add_102: "f32[2, 16]" = torch.ops.aten.add.Tensor(select_8, mm_41);  select_8 = mm_41 = None
        t_97: "f32[16, 16]" = torch.ops.aten.t.default(t_95);  t_95 = None
        add_103: "f32[16, 16]" = torch.ops.aten.add.Tensor(add_90, t_97);  add_90 = t_97 = None
        mm_42: "f32[16, 12]" = torch.ops.aten.mm.default(t_94, select_1);  t_94 = select_1 = None
        t_99: "f32[12, 16]" = torch.ops.aten.t.default(mm_42);  mm_42 = None
        sum_28: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(add_100, [0], True);  add_100 = None
        view_27: "f32[16]" = torch.ops.aten.view.default(sum_28, [16]);  sum_28 = None
        add_104: "f32[16]" = torch.ops.aten.add.Tensor(add_91, view_27);  add_91 = view_27 = None
        t_100: "f32[16, 12]" = torch.ops.aten.t.default(t_99);  t_99 = None
        add_105: "f32[16, 12]" = torch.ops.aten.add.Tensor(add_92, t_100);  add_92 = t_100 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:275 in forward, code: spk2 = SpikeFn.apply(mem2 - self.thr, self.slope)
        sub_3: "f32[2, 4]" = torch.ops.aten.sub.Tensor(sub_2, 1.0);  sub_2 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:243 in backward, code: return g / (ctx.slope * x.abs() + 1.0) ** 2, None
        abs_15: "f32[2, 4]" = torch.ops.aten.abs.default(sub_3);  sub_3 = None
        mul_74: "f32[2, 4]" = torch.ops.aten.mul.Tensor(abs_15, 10.0);  abs_15 = None
        add_106: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_74, 1.0);  mul_74 = None
        pow_15: "f32[2, 4]" = torch.ops.aten.pow.Tensor_Scalar(add_106, 2);  add_106 = None
        div_14: "f32[2, 4]" = torch.ops.aten.div.Tensor(select_16, pow_15);  select_16 = pow_15 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:275 in forward, code: spk2 = SpikeFn.apply(mem2 - self.thr, self.slope)
        add_107: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul_69, div_14);  mul_69 = div_14 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:274 in forward, code: mem2 = beta2 * mem2 + self.fc2(spk1) - spk2.detach() * self.thr
        mm_43: "f32[2, 16]" = torch.ops.aten.mm.default(add_107, t_24);  t_24 = None
        t_102: "f32[4, 2]" = torch.ops.aten.t.default(add_107)
        mm_44: "f32[4, 16]" = torch.ops.aten.mm.default(t_102, _to_copy);  t_102 = _to_copy = None
        t_103: "f32[16, 4]" = torch.ops.aten.t.default(mm_44);  mm_44 = None
        sum_29: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(add_107, [0], True)
        view_28: "f32[4]" = torch.ops.aten.view.default(sum_29, [4]);  sum_29 = None
        add_108: "f32[4]" = torch.ops.aten.add.Tensor(add_95, view_28);  add_95 = view_28 = None
        add_109: "f32[2, 16]" = torch.ops.aten.add.Tensor(add_102, mm_43);  add_102 = mm_43 = None
        t_104: "f32[4, 16]" = torch.ops.aten.t.default(t_103);  t_103 = None
        add_110: "f32[4, 16]" = torch.ops.aten.add.Tensor(add_97, t_104);  add_97 = t_104 = None
        mul_75: "f32[2, 4]" = torch.ops.aten.mul.Tensor(add_107, new_zeros_1);  add_107 = new_zeros_1 = None
        sum_30: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(mul_75, [0], True);  mul_75 = None
        view_29: "f32[4]" = torch.ops.aten.view.default(sum_30, [4]);  sum_30 = None
        add_111: "f32[4]" = torch.ops.aten.add.Tensor(add_98, view_29);  add_98 = view_29 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:273 in forward, code: spk1 = SpikeFn.apply(mem1 - self.thr, self.slope)
        sub_1: "f32[2, 16]" = torch.ops.aten.sub.Tensor(sub, 1.0);  sub = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:243 in backward, code: return g / (ctx.slope * x.abs() + 1.0) ** 2, None
        abs_16: "f32[2, 16]" = torch.ops.aten.abs.default(sub_1);  sub_1 = None
        mul_76: "f32[2, 16]" = torch.ops.aten.mul.Tensor(abs_16, 10.0);  abs_16 = None
        add_112: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_76, 1.0);  mul_76 = None
        pow_16: "f32[2, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_112, 2);  add_112 = None
        div_15: "f32[2, 16]" = torch.ops.aten.div.Tensor(add_109, pow_16);  add_109 = pow_16 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:273 in forward, code: spk1 = SpikeFn.apply(mem1 - self.thr, self.slope)
        add_113: "f32[2, 16]" = torch.ops.aten.add.Tensor(mul_72, div_15);  mul_72 = div_15 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:272 in forward, code: mem1 = beta1 * mem1 + cur1 - spk1.detach() * self.thr
        mul_77: "f32[2, 16]" = torch.ops.aten.mul.Tensor(add_113, new_zeros);  new_zeros = None
        sum_31: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(mul_77, [0], True);  mul_77 = None
        view_30: "f32[16]" = torch.ops.aten.view.default(sum_31, [16]);  sum_31 = None
        add_114: "f32[16]" = torch.ops.aten.add.Tensor(add_101, view_30);  add_101 = view_30 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:271 in forward, code: cur1 = self.fc1(spikes[t]) + self.rec1(spk1)
        t_105: "f32[16, 2]" = torch.ops.aten.t.default(add_113)
        mm_45: "f32[16, 16]" = torch.ops.aten.mm.default(t_105, zeros_like);  zeros_like = None
        t_106: "f32[16, 16]" = torch.ops.aten.t.default(mm_45);  mm_45 = None
        t_107: "f32[16, 16]" = torch.ops.aten.t.default(t_106);  t_106 = None
        add_115: "f32[16, 16]" = torch.ops.aten.add.Tensor(add_103, t_107);  add_103 = t_107 = None
        mm_46: "f32[16, 12]" = torch.ops.aten.mm.default(t_105, select);  t_105 = select = None
        t_109: "f32[12, 16]" = torch.ops.aten.t.default(mm_46);  mm_46 = None
        sum_32: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(add_113, [0], True);  add_113 = None
        view_31: "f32[16]" = torch.ops.aten.view.default(sum_32, [16]);  sum_32 = None
        add_116: "f32[16]" = torch.ops.aten.add.Tensor(add_104, view_31);  add_104 = view_31 = None
        t_110: "f32[16, 12]" = torch.ops.aten.t.default(t_109);  t_109 = None
        add_117: "f32[16, 12]" = torch.ops.aten.add.Tensor(add_105, t_110);  add_105 = t_110 = None

        # File: /tmp/wt_v51/capture/fxcapture/heldout_relate_v51.py:264 in forward, code: beta1, beta2 = torch.sigmoid(self.beta1_raw), torch.sigmoid(self.beta2_raw)
        detach_1: "f32[4]" = torch.ops.aten.detach.default(sigmoid_1);  sigmoid_1 = None
        detach_18: "f32[4]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        sigmoid_backward: "f32[4]" = torch.ops.aten.sigmoid_backward.default(add_111, detach_18);  add_111 = detach_18 = None
        detach: "f32[16]" = torch.ops.aten.detach.default(sigmoid);  sigmoid = None
        detach_19: "f32[16]" = torch.ops.aten.detach.default(detach);  detach = None
        sigmoid_backward_1: "f32[16]" = torch.ops.aten.sigmoid_backward.default(add_114, detach_19);  add_114 = detach_19 = None
        return (None, sigmoid_backward_1, sigmoid_backward, add_117, add_116, add_115, add_110, add_108)
