


def forward(self, primals_1, primals_2, primals_6, primals_8, primals_12, primals_14, primals_18, primals_20, primals_24, primals_26, primals_30, primals_32, primals_36, primals_38, primals_42, primals_44, convolution, getitem_1, getitem_2, getitem_3, getitem_4, relu, convolution_1, getitem_6, getitem_7, getitem_8, getitem_9, relu_1, convolution_2, getitem_11, getitem_12, getitem_13, getitem_14, relu_2, convolution_3, getitem_16, getitem_17, getitem_18, getitem_19, relu_3, convolution_4, getitem_21, getitem_22, getitem_23, getitem_24, relu_4, convolution_5, getitem_26, getitem_27, getitem_28, getitem_29, relu_5, convolution_6, getitem_31, getitem_32, getitem_33, getitem_34, view, detach_7, tangents_1):
    t = torch.ops.aten.t.default(primals_44);  primals_44 = None
    t_1 = torch.ops.aten.t.default(t);  t = None
    mm = torch.ops.aten.mm.default(tangents_1, t_1);  t_1 = None
    t_2 = torch.ops.aten.t.default(tangents_1)
    mm_1 = torch.ops.aten.mm.default(t_2, view);  t_2 = view = None
    t_3 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
    view_1 = torch.ops.aten.view.default(sum_1, [5]);  sum_1 = None
    t_4 = torch.ops.aten.t.default(t_3);  t_3 = None
    view_2 = torch.ops.aten.view.default(mm, [2, 4, 1, 1]);  mm = None
    expand = torch.ops.aten.expand.default(view_2, [2, 4, 6, 6]);  view_2 = None
    div = torch.ops.aten.div.Scalar(expand, 36);  expand = None
    threshold_backward = torch.ops.aten.threshold_backward.default(div, detach_7, 0);  div = detach_7 = None
    native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(threshold_backward, convolution_6, primals_42, getitem_33, getitem_34, getitem_31, getitem_32, True, 1e-05, [True, True, True]);  convolution_6 = primals_42 = getitem_33 = getitem_34 = getitem_31 = getitem_32 = None
    getitem_35 = native_batch_norm_backward[0]
    getitem_36 = native_batch_norm_backward[1]
    getitem_37 = native_batch_norm_backward[2];  native_batch_norm_backward = None
    convolution_backward = torch.ops.aten.convolution_backward.default(getitem_35, relu_5, primals_38, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_35 = primals_38 = None
    getitem_38 = convolution_backward[0]
    getitem_39 = convolution_backward[1];  convolution_backward = None
    detach_5 = torch.ops.aten.detach.default(relu_5);  relu_5 = None
    detach_8 = torch.ops.aten.detach.default(detach_5);  detach_5 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(getitem_38, detach_8, 0);  getitem_38 = detach_8 = None
    native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_1, convolution_5, primals_36, getitem_28, getitem_29, getitem_26, getitem_27, True, 1e-05, [True, True, True]);  threshold_backward_1 = convolution_5 = primals_36 = getitem_28 = getitem_29 = getitem_26 = getitem_27 = None
    getitem_41 = native_batch_norm_backward_1[0]
    getitem_42 = native_batch_norm_backward_1[1]
    getitem_43 = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_41, relu_4, primals_32, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_41 = primals_32 = None
    getitem_44 = convolution_backward_1[0]
    getitem_45 = convolution_backward_1[1];  convolution_backward_1 = None
    add_10 = torch.ops.aten.add.Tensor(threshold_backward, getitem_44);  threshold_backward = getitem_44 = None
    detach_4 = torch.ops.aten.detach.default(relu_4);  relu_4 = None
    detach_9 = torch.ops.aten.detach.default(detach_4);  detach_4 = None
    threshold_backward_2 = torch.ops.aten.threshold_backward.default(add_10, detach_9, 0);  add_10 = detach_9 = None
    native_batch_norm_backward_2 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_2, convolution_4, primals_30, getitem_23, getitem_24, getitem_21, getitem_22, True, 1e-05, [True, True, True]);  convolution_4 = primals_30 = getitem_23 = getitem_24 = getitem_21 = getitem_22 = None
    getitem_47 = native_batch_norm_backward_2[0]
    getitem_48 = native_batch_norm_backward_2[1]
    getitem_49 = native_batch_norm_backward_2[2];  native_batch_norm_backward_2 = None
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(getitem_47, relu_3, primals_26, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_47 = primals_26 = None
    getitem_50 = convolution_backward_2[0]
    getitem_51 = convolution_backward_2[1];  convolution_backward_2 = None
    detach_3 = torch.ops.aten.detach.default(relu_3);  relu_3 = None
    detach_10 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    threshold_backward_3 = torch.ops.aten.threshold_backward.default(getitem_50, detach_10, 0);  getitem_50 = detach_10 = None
    native_batch_norm_backward_3 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_3, convolution_3, primals_24, getitem_18, getitem_19, getitem_16, getitem_17, True, 1e-05, [True, True, True]);  threshold_backward_3 = convolution_3 = primals_24 = getitem_18 = getitem_19 = getitem_16 = getitem_17 = None
    getitem_53 = native_batch_norm_backward_3[0]
    getitem_54 = native_batch_norm_backward_3[1]
    getitem_55 = native_batch_norm_backward_3[2];  native_batch_norm_backward_3 = None
    convolution_backward_3 = torch.ops.aten.convolution_backward.default(getitem_53, relu_2, primals_20, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_53 = primals_20 = None
    getitem_56 = convolution_backward_3[0]
    getitem_57 = convolution_backward_3[1];  convolution_backward_3 = None
    add_11 = torch.ops.aten.add.Tensor(threshold_backward_2, getitem_56);  threshold_backward_2 = getitem_56 = None
    detach_2 = torch.ops.aten.detach.default(relu_2);  relu_2 = None
    detach_11 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    threshold_backward_4 = torch.ops.aten.threshold_backward.default(add_11, detach_11, 0);  add_11 = detach_11 = None
    native_batch_norm_backward_4 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_4, convolution_2, primals_18, getitem_13, getitem_14, getitem_11, getitem_12, True, 1e-05, [True, True, True]);  convolution_2 = primals_18 = getitem_13 = getitem_14 = getitem_11 = getitem_12 = None
    getitem_59 = native_batch_norm_backward_4[0]
    getitem_60 = native_batch_norm_backward_4[1]
    getitem_61 = native_batch_norm_backward_4[2];  native_batch_norm_backward_4 = None
    convolution_backward_4 = torch.ops.aten.convolution_backward.default(getitem_59, relu_1, primals_14, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_59 = primals_14 = None
    getitem_62 = convolution_backward_4[0]
    getitem_63 = convolution_backward_4[1];  convolution_backward_4 = None
    detach_1 = torch.ops.aten.detach.default(relu_1);  relu_1 = None
    detach_12 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    threshold_backward_5 = torch.ops.aten.threshold_backward.default(getitem_62, detach_12, 0);  getitem_62 = detach_12 = None
    native_batch_norm_backward_5 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_5, convolution_1, primals_12, getitem_8, getitem_9, getitem_6, getitem_7, True, 1e-05, [True, True, True]);  threshold_backward_5 = convolution_1 = primals_12 = getitem_8 = getitem_9 = getitem_6 = getitem_7 = None
    getitem_65 = native_batch_norm_backward_5[0]
    getitem_66 = native_batch_norm_backward_5[1]
    getitem_67 = native_batch_norm_backward_5[2];  native_batch_norm_backward_5 = None
    convolution_backward_5 = torch.ops.aten.convolution_backward.default(getitem_65, relu, primals_8, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_65 = primals_8 = None
    getitem_68 = convolution_backward_5[0]
    getitem_69 = convolution_backward_5[1];  convolution_backward_5 = None
    add_12 = torch.ops.aten.add.Tensor(threshold_backward_4, getitem_68);  threshold_backward_4 = getitem_68 = None
    detach = torch.ops.aten.detach.default(relu);  relu = None
    detach_13 = torch.ops.aten.detach.default(detach);  detach = None
    threshold_backward_6 = torch.ops.aten.threshold_backward.default(add_12, detach_13, 0);  add_12 = detach_13 = None
    native_batch_norm_backward_6 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_6, convolution, primals_6, getitem_3, getitem_4, getitem_1, getitem_2, True, 1e-05, [True, True, True]);  threshold_backward_6 = convolution = primals_6 = getitem_3 = getitem_4 = getitem_1 = getitem_2 = None
    getitem_71 = native_batch_norm_backward_6[0]
    getitem_72 = native_batch_norm_backward_6[1]
    getitem_73 = native_batch_norm_backward_6[2];  native_batch_norm_backward_6 = None
    convolution_backward_6 = torch.ops.aten.convolution_backward.default(getitem_71, primals_2, primals_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]);  getitem_71 = primals_2 = primals_1 = None
    getitem_75 = convolution_backward_6[1];  convolution_backward_6 = None
    return (getitem_75, None, None, None, None, getitem_72, getitem_73, getitem_69, None, None, None, getitem_66, getitem_67, getitem_63, None, None, None, getitem_60, getitem_61, getitem_57, None, None, None, getitem_54, getitem_55, getitem_51, None, None, None, getitem_48, getitem_49, getitem_45, None, None, None, getitem_42, getitem_43, getitem_39, None, None, None, getitem_36, getitem_37, t_4, view_1)
    