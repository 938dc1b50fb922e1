


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10):
    t = torch.ops.aten.t.default(primals_1);  primals_1 = None
    addmm = torch.ops.aten.addmm.default(primals_2, primals_3, t);  primals_2 = t = None
    new_full = torch.ops.aten.new_full.default(addmm, [2, 1], 0.0, pin_memory = False)
    cat = torch.ops.aten.cat.default([addmm, new_full], -1);  new_full = None
    t_1 = torch.ops.aten.t.default(primals_4)
    addmm_1 = torch.ops.aten.addmm.default(primals_5, cat, t_1)
    tanh = torch.ops.aten.tanh.default(addmm_1);  addmm_1 = None
    t_2 = torch.ops.aten.t.default(primals_6)
    addmm_2 = torch.ops.aten.addmm.default(primals_7, tanh, t_2)
    softplus = torch.ops.aten.softplus.default(primals_8)
    mul = torch.ops.aten.mul.Tensor(softplus, addmm)
    sub = torch.ops.aten.sub.Tensor(addmm_2, mul);  addmm_2 = mul = None
    mul_1 = torch.ops.aten.mul.Tensor(sub, 0.16666666666666666)
    add = torch.ops.aten.add.Tensor(addmm, mul_1);  mul_1 = None
    new_full_1 = torch.ops.aten.new_full.default(add, [2, 1], 0.16666666666666666, pin_memory = False)
    cat_1 = torch.ops.aten.cat.default([add, new_full_1], -1);  new_full_1 = None
    addmm_3 = torch.ops.aten.addmm.default(primals_5, cat_1, t_1)
    tanh_1 = torch.ops.aten.tanh.default(addmm_3);  addmm_3 = None
    addmm_4 = torch.ops.aten.addmm.default(primals_7, tanh_1, t_2)
    mul_2 = torch.ops.aten.mul.Tensor(softplus, add)
    sub_1 = torch.ops.aten.sub.Tensor(addmm_4, mul_2);  addmm_4 = mul_2 = None
    mul_3 = torch.ops.aten.mul.Tensor(sub_1, 0.16666666666666666)
    add_1 = torch.ops.aten.add.Tensor(addmm, mul_3);  mul_3 = None
    new_full_2 = torch.ops.aten.new_full.default(add_1, [2, 1], 0.16666666666666666, pin_memory = False)
    cat_2 = torch.ops.aten.cat.default([add_1, new_full_2], -1);  new_full_2 = None
    addmm_5 = torch.ops.aten.addmm.default(primals_5, cat_2, t_1)
    tanh_2 = torch.ops.aten.tanh.default(addmm_5);  addmm_5 = None
    addmm_6 = torch.ops.aten.addmm.default(primals_7, tanh_2, t_2)
    mul_4 = torch.ops.aten.mul.Tensor(softplus, add_1)
    sub_2 = torch.ops.aten.sub.Tensor(addmm_6, mul_4);  addmm_6 = mul_4 = None
    mul_5 = torch.ops.aten.mul.Tensor(sub_2, 0.3333333333333333)
    add_2 = torch.ops.aten.add.Tensor(addmm, mul_5);  mul_5 = None
    new_full_3 = torch.ops.aten.new_full.default(add_2, [2, 1], 0.3333333333333333, pin_memory = False)
    cat_3 = torch.ops.aten.cat.default([add_2, new_full_3], -1);  new_full_3 = None
    addmm_7 = torch.ops.aten.addmm.default(primals_5, cat_3, t_1)
    tanh_3 = torch.ops.aten.tanh.default(addmm_7);  addmm_7 = None
    addmm_8 = torch.ops.aten.addmm.default(primals_7, tanh_3, t_2)
    mul_6 = torch.ops.aten.mul.Tensor(softplus, add_2)
    sub_3 = torch.ops.aten.sub.Tensor(addmm_8, mul_6);  addmm_8 = mul_6 = None
    mul_7 = torch.ops.aten.mul.Tensor(sub_1, 2);  sub_1 = None
    add_3 = torch.ops.aten.add.Tensor(sub, mul_7);  sub = mul_7 = None
    mul_8 = torch.ops.aten.mul.Tensor(sub_2, 2);  sub_2 = None
    add_4 = torch.ops.aten.add.Tensor(add_3, mul_8);  add_3 = mul_8 = None
    add_5 = torch.ops.aten.add.Tensor(add_4, sub_3);  add_4 = sub_3 = None
    mul_9 = torch.ops.aten.mul.Tensor(add_5, 0.05555555555555555);  add_5 = None
    add_6 = torch.ops.aten.add.Tensor(addmm, mul_9);  mul_9 = None
    new_full_4 = torch.ops.aten.new_full.default(add_6, [2, 1], 0.3333333333333333, pin_memory = False)
    cat_4 = torch.ops.aten.cat.default([add_6, new_full_4], -1);  new_full_4 = None
    addmm_9 = torch.ops.aten.addmm.default(primals_5, cat_4, t_1)
    tanh_4 = torch.ops.aten.tanh.default(addmm_9);  addmm_9 = None
    addmm_10 = torch.ops.aten.addmm.default(primals_7, tanh_4, t_2)
    mul_10 = torch.ops.aten.mul.Tensor(softplus, add_6)
    sub_4 = torch.ops.aten.sub.Tensor(addmm_10, mul_10);  addmm_10 = mul_10 = None
    mul_11 = torch.ops.aten.mul.Tensor(sub_4, 0.16666666666666666)
    add_7 = torch.ops.aten.add.Tensor(add_6, mul_11);  mul_11 = None
    new_full_5 = torch.ops.aten.new_full.default(add_7, [2, 1], 0.5, pin_memory = False)
    cat_5 = torch.ops.aten.cat.default([add_7, new_full_5], -1);  new_full_5 = None
    addmm_11 = torch.ops.aten.addmm.default(primals_5, cat_5, t_1)
    tanh_5 = torch.ops.aten.tanh.default(addmm_11);  addmm_11 = None
    addmm_12 = torch.ops.aten.addmm.default(primals_7, tanh_5, t_2)
    mul_12 = torch.ops.aten.mul.Tensor(softplus, add_7)
    sub_5 = torch.ops.aten.sub.Tensor(addmm_12, mul_12);  addmm_12 = mul_12 = None
    mul_13 = torch.ops.aten.mul.Tensor(sub_5, 0.16666666666666666)
    add_8 = torch.ops.aten.add.Tensor(add_6, mul_13);  mul_13 = None
    new_full_6 = torch.ops.aten.new_full.default(add_8, [2, 1], 0.5, pin_memory = False)
    cat_6 = torch.ops.aten.cat.default([add_8, new_full_6], -1);  new_full_6 = None
    addmm_13 = torch.ops.aten.addmm.default(primals_5, cat_6, t_1)
    tanh_6 = torch.ops.aten.tanh.default(addmm_13);  addmm_13 = None
    addmm_14 = torch.ops.aten.addmm.default(primals_7, tanh_6, t_2)
    mul_14 = torch.ops.aten.mul.Tensor(softplus, add_8)
    sub_6 = torch.ops.aten.sub.Tensor(addmm_14, mul_14);  addmm_14 = mul_14 = None
    mul_15 = torch.ops.aten.mul.Tensor(sub_6, 0.3333333333333333)
    add_9 = torch.ops.aten.add.Tensor(add_6, mul_15);  mul_15 = None
    new_full_7 = torch.ops.aten.new_full.default(add_9, [2, 1], 0.6666666666666666, pin_memory = False)
    cat_7 = torch.ops.aten.cat.default([add_9, new_full_7], -1);  new_full_7 = None
    addmm_15 = torch.ops.aten.addmm.default(primals_5, cat_7, t_1)
    tanh_7 = torch.ops.aten.tanh.default(addmm_15);  addmm_15 = None
    addmm_16 = torch.ops.aten.addmm.default(primals_7, tanh_7, t_2)
    mul_16 = torch.ops.aten.mul.Tensor(softplus, add_9)
    sub_7 = torch.ops.aten.sub.Tensor(addmm_16, mul_16);  addmm_16 = mul_16 = None
    mul_17 = torch.ops.aten.mul.Tensor(sub_5, 2);  sub_5 = None
    add_10 = torch.ops.aten.add.Tensor(sub_4, mul_17);  sub_4 = mul_17 = None
    mul_18 = torch.ops.aten.mul.Tensor(sub_6, 2);  sub_6 = None
    add_11 = torch.ops.aten.add.Tensor(add_10, mul_18);  add_10 = mul_18 = None
    add_12 = torch.ops.aten.add.Tensor(add_11, sub_7);  add_11 = sub_7 = None
    mul_19 = torch.ops.aten.mul.Tensor(add_12, 0.05555555555555555);  add_12 = None
    add_13 = torch.ops.aten.add.Tensor(add_6, mul_19);  mul_19 = None
    new_full_8 = torch.ops.aten.new_full.default(add_13, [2, 1], 0.6666666666666666, pin_memory = False)
    cat_8 = torch.ops.aten.cat.default([add_13, new_full_8], -1);  new_full_8 = None
    addmm_17 = torch.ops.aten.addmm.default(primals_5, cat_8, t_1)
    tanh_8 = torch.ops.aten.tanh.default(addmm_17);  addmm_17 = None
    addmm_18 = torch.ops.aten.addmm.default(primals_7, tanh_8, t_2)
    mul_20 = torch.ops.aten.mul.Tensor(softplus, add_13)
    sub_8 = torch.ops.aten.sub.Tensor(addmm_18, mul_20);  addmm_18 = mul_20 = None
    mul_21 = torch.ops.aten.mul.Tensor(sub_8, 0.16666666666666666)
    add_14 = torch.ops.aten.add.Tensor(add_13, mul_21);  mul_21 = None
    new_full_9 = torch.ops.aten.new_full.default(add_14, [2, 1], 0.8333333333333333, pin_memory = False)
    cat_9 = torch.ops.aten.cat.default([add_14, new_full_9], -1);  new_full_9 = None
    addmm_19 = torch.ops.aten.addmm.default(primals_5, cat_9, t_1)
    tanh_9 = torch.ops.aten.tanh.default(addmm_19);  addmm_19 = None
    addmm_20 = torch.ops.aten.addmm.default(primals_7, tanh_9, t_2)
    mul_22 = torch.ops.aten.mul.Tensor(softplus, add_14)
    sub_9 = torch.ops.aten.sub.Tensor(addmm_20, mul_22);  addmm_20 = mul_22 = None
    mul_23 = torch.ops.aten.mul.Tensor(sub_9, 0.16666666666666666)
    add_15 = torch.ops.aten.add.Tensor(add_13, mul_23);  mul_23 = None
    new_full_10 = torch.ops.aten.new_full.default(add_15, [2, 1], 0.8333333333333333, pin_memory = False)
    cat_10 = torch.ops.aten.cat.default([add_15, new_full_10], -1);  new_full_10 = None
    addmm_21 = torch.ops.aten.addmm.default(primals_5, cat_10, t_1)
    tanh_10 = torch.ops.aten.tanh.default(addmm_21);  addmm_21 = None
    addmm_22 = torch.ops.aten.addmm.default(primals_7, tanh_10, t_2)
    mul_24 = torch.ops.aten.mul.Tensor(softplus, add_15)
    sub_10 = torch.ops.aten.sub.Tensor(addmm_22, mul_24);  addmm_22 = mul_24 = None
    mul_25 = torch.ops.aten.mul.Tensor(sub_10, 0.3333333333333333)
    add_16 = torch.ops.aten.add.Tensor(add_13, mul_25);  mul_25 = None
    new_full_11 = torch.ops.aten.new_full.default(add_16, [2, 1], 1.0, pin_memory = False)
    cat_11 = torch.ops.aten.cat.default([add_16, new_full_11], -1);  new_full_11 = None
    addmm_23 = torch.ops.aten.addmm.default(primals_5, cat_11, t_1);  primals_5 = t_1 = None
    tanh_11 = torch.ops.aten.tanh.default(addmm_23);  addmm_23 = None
    addmm_24 = torch.ops.aten.addmm.default(primals_7, tanh_11, t_2);  primals_7 = t_2 = None
    mul_26 = torch.ops.aten.mul.Tensor(softplus, add_16);  softplus = None
    sub_11 = torch.ops.aten.sub.Tensor(addmm_24, mul_26);  addmm_24 = mul_26 = None
    mul_27 = torch.ops.aten.mul.Tensor(sub_9, 2);  sub_9 = None
    add_17 = torch.ops.aten.add.Tensor(sub_8, mul_27);  sub_8 = mul_27 = None
    mul_28 = torch.ops.aten.mul.Tensor(sub_10, 2);  sub_10 = None
    add_18 = torch.ops.aten.add.Tensor(add_17, mul_28);  add_17 = mul_28 = None
    add_19 = torch.ops.aten.add.Tensor(add_18, sub_11);  add_18 = sub_11 = None
    mul_29 = torch.ops.aten.mul.Tensor(add_19, 0.05555555555555555);  add_19 = None
    add_20 = torch.ops.aten.add.Tensor(add_13, mul_29);  mul_29 = None
    t_25 = torch.ops.aten.t.default(primals_9)
    addmm_25 = torch.ops.aten.addmm.default(primals_10, add_20, t_25);  primals_10 = t_25 = None
    return (addmm_25, primals_3, primals_4, primals_6, primals_8, primals_9, addmm, cat, tanh, add, cat_1, tanh_1, add_1, cat_2, tanh_2, add_2, cat_3, tanh_3, add_6, cat_4, tanh_4, add_7, cat_5, tanh_5, add_8, cat_6, tanh_6, add_9, cat_7, tanh_7, add_13, cat_8, tanh_8, add_14, cat_9, tanh_9, add_15, cat_10, tanh_10, add_16, cat_11, tanh_11, add_20)
    