


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, primals_58):
    convolution = torch.ops.aten.convolution.default(primals_3, primals_1, primals_2, [5, 5], [0, 0], [1, 1], False, [0, 0], 1)
    relu = torch.ops.aten.relu.default(convolution);  convolution = None
    convolution_1 = torch.ops.aten.convolution.default(relu, primals_4, primals_5, [5, 5], [0, 0], [1, 1], False, [0, 0], 1)
    relu_1 = torch.ops.aten.relu.default(convolution_1);  convolution_1 = None
    view = torch.ops.aten.view.default(relu_1, [-1, 144])
    mul = torch.ops.aten.mul.Tensor(primals_7, primals_8);  primals_7 = None
    add = torch.ops.aten.add.Tensor(primals_6, mul);  primals_6 = mul = None
    mul_1 = torch.ops.aten.mul.Tensor(primals_10, primals_11);  primals_10 = None
    add_1 = torch.ops.aten.add.Tensor(primals_9, mul_1);  primals_9 = mul_1 = None
    t = torch.ops.aten.t.default(add);  add = None
    addmm = torch.ops.aten.addmm.default(add_1, view, t)
    relu_2 = torch.ops.aten.relu.default(addmm);  addmm = None
    mul_2 = torch.ops.aten.mul.Tensor(primals_13, primals_14);  primals_13 = None
    add_2 = torch.ops.aten.add.Tensor(primals_12, mul_2);  primals_12 = mul_2 = None
    mul_3 = torch.ops.aten.mul.Tensor(primals_16, primals_17);  primals_16 = None
    add_3 = torch.ops.aten.add.Tensor(primals_15, mul_3);  primals_15 = mul_3 = None
    t_1 = torch.ops.aten.t.default(add_2);  add_2 = None
    addmm_1 = torch.ops.aten.addmm.default(add_3, relu_2, t_1)
    mul_4 = torch.ops.aten.mul.Tensor(primals_19, primals_20);  primals_19 = None
    add_4 = torch.ops.aten.add.Tensor(primals_18, mul_4);  primals_18 = mul_4 = None
    mul_5 = torch.ops.aten.mul.Tensor(primals_22, primals_23);  primals_22 = None
    add_5 = torch.ops.aten.add.Tensor(primals_21, mul_5);  primals_21 = mul_5 = None
    t_2 = torch.ops.aten.t.default(add_4);  add_4 = None
    addmm_2 = torch.ops.aten.addmm.default(add_5, view, t_2);  view = None
    relu_3 = torch.ops.aten.relu.default(addmm_2);  addmm_2 = None
    mul_6 = torch.ops.aten.mul.Tensor(primals_25, primals_26);  primals_25 = None
    add_6 = torch.ops.aten.add.Tensor(primals_24, mul_6);  primals_24 = mul_6 = None
    mul_7 = torch.ops.aten.mul.Tensor(primals_28, primals_29);  primals_28 = None
    add_7 = torch.ops.aten.add.Tensor(primals_27, mul_7);  primals_27 = mul_7 = None
    t_3 = torch.ops.aten.t.default(add_6);  add_6 = None
    addmm_3 = torch.ops.aten.addmm.default(add_7, relu_3, t_3)
    view_1 = torch.ops.aten.view.default(addmm_1, [-1, 1, 51]);  addmm_1 = None
    view_2 = torch.ops.aten.view.default(addmm_3, [-1, 6, 51]);  addmm_3 = None
    add_8 = torch.ops.aten.add.Tensor(view_1, view_2);  view_1 = None
    mean = torch.ops.aten.mean.dim(view_2, [1], True);  view_2 = None
    sub = torch.ops.aten.sub.Tensor(add_8, mean);  add_8 = mean = None
    _log_softmax = torch.ops.aten._log_softmax.default(sub, 2, False);  sub = None
    detach_4 = torch.ops.aten.detach.default(_log_softmax)
    convolution_2 = torch.ops.aten.convolution.default(primals_30, primals_1, primals_2, [5, 5], [0, 0], [1, 1], False, [0, 0], 1);  primals_2 = None
    relu_4 = torch.ops.aten.relu.default(convolution_2);  convolution_2 = None
    convolution_3 = torch.ops.aten.convolution.default(relu_4, primals_4, primals_5, [5, 5], [0, 0], [1, 1], False, [0, 0], 1);  relu_4 = primals_5 = None
    relu_5 = torch.ops.aten.relu.default(convolution_3);  convolution_3 = None
    view_3 = torch.ops.aten.view.default(relu_5, [-1, 144]);  relu_5 = None
    addmm_4 = torch.ops.aten.addmm.default(add_1, view_3, t);  add_1 = None
    relu_6 = torch.ops.aten.relu.default(addmm_4);  addmm_4 = None
    addmm_5 = torch.ops.aten.addmm.default(add_3, relu_6, t_1);  add_3 = relu_6 = None
    addmm_6 = torch.ops.aten.addmm.default(add_5, view_3, t_2);  add_5 = view_3 = None
    relu_7 = torch.ops.aten.relu.default(addmm_6);  addmm_6 = None
    addmm_7 = torch.ops.aten.addmm.default(add_7, relu_7, t_3);  add_7 = relu_7 = None
    view_4 = torch.ops.aten.view.default(addmm_5, [-1, 1, 51]);  addmm_5 = None
    view_5 = torch.ops.aten.view.default(addmm_7, [-1, 6, 51]);  addmm_7 = None
    add_17 = torch.ops.aten.add.Tensor(view_4, view_5);  view_4 = None
    mean_1 = torch.ops.aten.mean.dim(view_5, [1], True);  view_5 = None
    sub_1 = torch.ops.aten.sub.Tensor(add_17, mean_1);  add_17 = mean_1 = None
    _softmax = torch.ops.aten._softmax.default(sub_1, 2, False);  sub_1 = None
    convolution_4 = torch.ops.aten.convolution.default(primals_30, primals_31, primals_32, [5, 5], [0, 0], [1, 1], False, [0, 0], 1);  primals_30 = primals_31 = primals_32 = None
    relu_8 = torch.ops.aten.relu.default(convolution_4);  convolution_4 = None
    convolution_5 = torch.ops.aten.convolution.default(relu_8, primals_33, primals_34, [5, 5], [0, 0], [1, 1], False, [0, 0], 1);  relu_8 = primals_33 = primals_34 = None
    relu_9 = torch.ops.aten.relu.default(convolution_5);  convolution_5 = None
    view_6 = torch.ops.aten.view.default(relu_9, [-1, 144]);  relu_9 = None
    mul_16 = torch.ops.aten.mul.Tensor(primals_36, primals_37);  primals_36 = primals_37 = None
    add_18 = torch.ops.aten.add.Tensor(primals_35, mul_16);  primals_35 = mul_16 = None
    mul_17 = torch.ops.aten.mul.Tensor(primals_39, primals_40);  primals_39 = primals_40 = None
    add_19 = torch.ops.aten.add.Tensor(primals_38, mul_17);  primals_38 = mul_17 = None
    t_8 = torch.ops.aten.t.default(add_18);  add_18 = None
    addmm_8 = torch.ops.aten.addmm.default(add_19, view_6, t_8);  add_19 = t_8 = None
    relu_10 = torch.ops.aten.relu.default(addmm_8);  addmm_8 = None
    mul_18 = torch.ops.aten.mul.Tensor(primals_42, primals_43);  primals_42 = primals_43 = None
    add_20 = torch.ops.aten.add.Tensor(primals_41, mul_18);  primals_41 = mul_18 = None
    mul_19 = torch.ops.aten.mul.Tensor(primals_45, primals_46);  primals_45 = primals_46 = None
    add_21 = torch.ops.aten.add.Tensor(primals_44, mul_19);  primals_44 = mul_19 = None
    t_9 = torch.ops.aten.t.default(add_20);  add_20 = None
    addmm_9 = torch.ops.aten.addmm.default(add_21, relu_10, t_9);  add_21 = relu_10 = t_9 = None
    mul_20 = torch.ops.aten.mul.Tensor(primals_48, primals_49);  primals_48 = primals_49 = None
    add_22 = torch.ops.aten.add.Tensor(primals_47, mul_20);  primals_47 = mul_20 = None
    mul_21 = torch.ops.aten.mul.Tensor(primals_51, primals_52);  primals_51 = primals_52 = None
    add_23 = torch.ops.aten.add.Tensor(primals_50, mul_21);  primals_50 = mul_21 = None
    t_10 = torch.ops.aten.t.default(add_22);  add_22 = None
    addmm_10 = torch.ops.aten.addmm.default(add_23, view_6, t_10);  add_23 = view_6 = t_10 = None
    relu_11 = torch.ops.aten.relu.default(addmm_10);  addmm_10 = None
    mul_22 = torch.ops.aten.mul.Tensor(primals_54, primals_55);  primals_54 = primals_55 = None
    add_24 = torch.ops.aten.add.Tensor(primals_53, mul_22);  primals_53 = mul_22 = None
    mul_23 = torch.ops.aten.mul.Tensor(primals_57, primals_58);  primals_57 = primals_58 = None
    add_25 = torch.ops.aten.add.Tensor(primals_56, mul_23);  primals_56 = mul_23 = None
    t_11 = torch.ops.aten.t.default(add_24);  add_24 = None
    addmm_11 = torch.ops.aten.addmm.default(add_25, relu_11, t_11);  add_25 = relu_11 = t_11 = None
    view_7 = torch.ops.aten.view.default(addmm_9, [-1, 1, 51]);  addmm_9 = None
    view_8 = torch.ops.aten.view.default(addmm_11, [-1, 6, 51]);  addmm_11 = None
    add_26 = torch.ops.aten.add.Tensor(view_7, view_8);  view_7 = None
    mean_2 = torch.ops.aten.mean.dim(view_8, [1], True);  view_8 = None
    sub_2 = torch.ops.aten.sub.Tensor(add_26, mean_2);  add_26 = mean_2 = None
    _softmax_1 = torch.ops.aten._softmax.default(sub_2, 2, False);  sub_2 = None
    detach_5 = torch.ops.aten.detach.default(detach_4);  detach_4 = None
    t_12 = torch.ops.aten.t.default(t_3);  t_3 = None
    t_16 = torch.ops.aten.t.default(t_2);  t_2 = None
    t_20 = torch.ops.aten.t.default(t_1);  t_1 = None
    t_24 = torch.ops.aten.t.default(t);  t = None
    return (_log_softmax, _softmax, _softmax_1, primals_1, primals_3, primals_4, primals_8, primals_11, primals_14, primals_17, primals_20, primals_23, primals_26, primals_29, relu, relu_1, relu_2, relu_3, detach_5, t_12, t_16, t_20, t_24)
    