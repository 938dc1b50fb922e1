


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45):
    convolution = torch.ops.aten.convolution.default(primals_2, primals_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add = torch.ops.aten.add.Tensor(primals_3, 1);  primals_3 = None
    _native_batch_norm_legit_functional = torch.ops.aten._native_batch_norm_legit_functional.default(convolution, primals_6, primals_7, primals_4, primals_5, True, 0.1, 1e-05);  primals_7 = primals_4 = primals_5 = None
    getitem = _native_batch_norm_legit_functional[0]
    getitem_1 = _native_batch_norm_legit_functional[1]
    getitem_2 = _native_batch_norm_legit_functional[2]
    getitem_3 = _native_batch_norm_legit_functional[3]
    getitem_4 = _native_batch_norm_legit_functional[4];  _native_batch_norm_legit_functional = None
    relu = torch.ops.aten.relu.default(getitem);  getitem = None
    convolution_1 = torch.ops.aten.convolution.default(relu, primals_8, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_1 = torch.ops.aten.add.Tensor(primals_9, 1);  primals_9 = None
    _native_batch_norm_legit_functional_1 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_1, primals_12, primals_13, primals_10, primals_11, True, 0.1, 1e-05);  primals_13 = primals_10 = primals_11 = None
    getitem_5 = _native_batch_norm_legit_functional_1[0]
    getitem_6 = _native_batch_norm_legit_functional_1[1]
    getitem_7 = _native_batch_norm_legit_functional_1[2]
    getitem_8 = _native_batch_norm_legit_functional_1[3]
    getitem_9 = _native_batch_norm_legit_functional_1[4];  _native_batch_norm_legit_functional_1 = None
    relu_1 = torch.ops.aten.relu.default(getitem_5);  getitem_5 = None
    convolution_2 = torch.ops.aten.convolution.default(relu_1, primals_14, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_2 = torch.ops.aten.add.Tensor(primals_15, 1);  primals_15 = None
    _native_batch_norm_legit_functional_2 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_2, primals_18, primals_19, primals_16, primals_17, True, 0.1, 1e-05);  primals_19 = primals_16 = primals_17 = None
    getitem_10 = _native_batch_norm_legit_functional_2[0]
    getitem_11 = _native_batch_norm_legit_functional_2[1]
    getitem_12 = _native_batch_norm_legit_functional_2[2]
    getitem_13 = _native_batch_norm_legit_functional_2[3]
    getitem_14 = _native_batch_norm_legit_functional_2[4];  _native_batch_norm_legit_functional_2 = None
    add_3 = torch.ops.aten.add.Tensor(getitem_10, relu);  getitem_10 = None
    relu_2 = torch.ops.aten.relu.default(add_3);  add_3 = None
    convolution_3 = torch.ops.aten.convolution.default(relu_2, primals_20, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_4 = torch.ops.aten.add.Tensor(primals_21, 1);  primals_21 = None
    _native_batch_norm_legit_functional_3 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_3, primals_24, primals_25, primals_22, primals_23, True, 0.1, 1e-05);  primals_25 = primals_22 = primals_23 = None
    getitem_15 = _native_batch_norm_legit_functional_3[0]
    getitem_16 = _native_batch_norm_legit_functional_3[1]
    getitem_17 = _native_batch_norm_legit_functional_3[2]
    getitem_18 = _native_batch_norm_legit_functional_3[3]
    getitem_19 = _native_batch_norm_legit_functional_3[4];  _native_batch_norm_legit_functional_3 = None
    relu_3 = torch.ops.aten.relu.default(getitem_15);  getitem_15 = None
    convolution_4 = torch.ops.aten.convolution.default(relu_3, primals_26, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_5 = torch.ops.aten.add.Tensor(primals_27, 1);  primals_27 = None
    _native_batch_norm_legit_functional_4 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_4, primals_30, primals_31, primals_28, primals_29, True, 0.1, 1e-05);  primals_31 = primals_28 = primals_29 = None
    getitem_20 = _native_batch_norm_legit_functional_4[0]
    getitem_21 = _native_batch_norm_legit_functional_4[1]
    getitem_22 = _native_batch_norm_legit_functional_4[2]
    getitem_23 = _native_batch_norm_legit_functional_4[3]
    getitem_24 = _native_batch_norm_legit_functional_4[4];  _native_batch_norm_legit_functional_4 = None
    add_6 = torch.ops.aten.add.Tensor(getitem_20, relu_2);  getitem_20 = None
    relu_4 = torch.ops.aten.relu.default(add_6);  add_6 = None
    convolution_5 = torch.ops.aten.convolution.default(relu_4, primals_32, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_7 = torch.ops.aten.add.Tensor(primals_33, 1);  primals_33 = None
    _native_batch_norm_legit_functional_5 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_5, primals_36, primals_37, primals_34, primals_35, True, 0.1, 1e-05);  primals_37 = primals_34 = primals_35 = None
    getitem_25 = _native_batch_norm_legit_functional_5[0]
    getitem_26 = _native_batch_norm_legit_functional_5[1]
    getitem_27 = _native_batch_norm_legit_functional_5[2]
    getitem_28 = _native_batch_norm_legit_functional_5[3]
    getitem_29 = _native_batch_norm_legit_functional_5[4];  _native_batch_norm_legit_functional_5 = None
    relu_5 = torch.ops.aten.relu.default(getitem_25);  getitem_25 = None
    convolution_6 = torch.ops.aten.convolution.default(relu_5, primals_38, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_8 = torch.ops.aten.add.Tensor(primals_39, 1);  primals_39 = None
    _native_batch_norm_legit_functional_6 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_6, primals_42, primals_43, primals_40, primals_41, True, 0.1, 1e-05);  primals_43 = primals_40 = primals_41 = None
    getitem_30 = _native_batch_norm_legit_functional_6[0]
    getitem_31 = _native_batch_norm_legit_functional_6[1]
    getitem_32 = _native_batch_norm_legit_functional_6[2]
    getitem_33 = _native_batch_norm_legit_functional_6[3]
    getitem_34 = _native_batch_norm_legit_functional_6[4];  _native_batch_norm_legit_functional_6 = None
    add_9 = torch.ops.aten.add.Tensor(getitem_30, relu_4);  getitem_30 = None
    relu_6 = torch.ops.aten.relu.default(add_9);  add_9 = None
    detach_6 = torch.ops.aten.detach.default(relu_6)
    mean = torch.ops.aten.mean.dim(relu_6, [-1, -2], True);  relu_6 = None
    view = torch.ops.aten.view.default(mean, [2, 4]);  mean = None
    t = torch.ops.aten.t.default(primals_44)
    addmm = torch.ops.aten.addmm.default(primals_45, view, t);  primals_45 = t = None
    detach_7 = torch.ops.aten.detach.default(detach_6);  detach_6 = None
    return (add, getitem_3, getitem_4, add_1, getitem_8, getitem_9, add_2, getitem_13, getitem_14, add_4, getitem_18, getitem_19, add_5, getitem_23, getitem_24, add_7, getitem_28, getitem_29, add_8, getitem_33, getitem_34, addmm, primals_1, primals_2, primals_6, primals_8, primals_12, primals_14, primals_18, primals_20, primals_24, primals_26, primals_30, primals_32, primals_36, primals_38, primals_42, primals_44, convolution, getitem_1, getitem_2, getitem_3, getitem_4, relu, convolution_1, getitem_6, getitem_7, getitem_8, getitem_9, relu_1, convolution_2, getitem_11, getitem_12, getitem_13, getitem_14, relu_2, convolution_3, getitem_16, getitem_17, getitem_18, getitem_19, relu_3, convolution_4, getitem_21, getitem_22, getitem_23, getitem_24, relu_4, convolution_5, getitem_26, getitem_27, getitem_28, getitem_29, relu_5, convolution_6, getitem_31, getitem_32, getitem_33, getitem_34, view, detach_7)
    