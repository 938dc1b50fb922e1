


def forward(self, primals_1, primals_3, primals_4, primals_8, primals_11, primals_14, primals_17, primals_20, primals_23, primals_26, primals_29, relu, relu_1, relu_2, relu_3, detach_5, t_12, t_16, t_20, t_24, tangents_1):
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(tangents_1, detach_5, 2, torch.float32);  tangents_1 = detach_5 = None
    neg = torch.ops.aten.neg.default(_log_softmax_backward_data)
    sum_1 = torch.ops.aten.sum.dim_IntList(neg, [1], True);  neg = None
    expand = torch.ops.aten.expand.default(sum_1, [4, 6, 51]);  sum_1 = None
    div = torch.ops.aten.div.Scalar(expand, 6);  expand = None
    sum_2 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [1], True)
    add_27 = torch.ops.aten.add.Tensor(div, _log_softmax_backward_data);  div = _log_softmax_backward_data = None
    view_9 = torch.ops.aten.view.default(add_27, [4, 306]);  add_27 = None
    view_10 = torch.ops.aten.view.default(sum_2, [4, 51]);  sum_2 = None
    mm = torch.ops.aten.mm.default(view_9, t_12);  t_12 = None
    t_13 = torch.ops.aten.t.default(view_9)
    mm_1 = torch.ops.aten.mm.default(t_13, relu_3);  t_13 = None
    t_14 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_9, [0], True);  view_9 = None
    view_11 = torch.ops.aten.view.default(sum_3, [306]);  sum_3 = None
    t_15 = torch.ops.aten.t.default(t_14);  t_14 = None
    mul_24 = torch.ops.aten.mul.Tensor(view_11, primals_29);  primals_29 = None
    mul_25 = torch.ops.aten.mul.Tensor(t_15, primals_26);  primals_26 = None
    detach_3 = torch.ops.aten.detach.default(relu_3);  relu_3 = None
    detach_6 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(mm, detach_6, 0);  mm = detach_6 = None
    mm_2 = torch.ops.aten.mm.default(threshold_backward, t_16);  t_16 = None
    t_17 = torch.ops.aten.t.default(threshold_backward)
    view = torch.ops.aten.view.default(relu_1, [-1, 144])
    mm_3 = torch.ops.aten.mm.default(t_17, view);  t_17 = None
    t_18 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
    view_12 = torch.ops.aten.view.default(sum_4, [32]);  sum_4 = None
    t_19 = torch.ops.aten.t.default(t_18);  t_18 = None
    mul_26 = torch.ops.aten.mul.Tensor(view_12, primals_23);  primals_23 = None
    mul_27 = torch.ops.aten.mul.Tensor(t_19, primals_20);  primals_20 = None
    mm_4 = torch.ops.aten.mm.default(view_10, t_20);  t_20 = None
    t_21 = torch.ops.aten.t.default(view_10)
    mm_5 = torch.ops.aten.mm.default(t_21, relu_2);  t_21 = None
    t_22 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(view_10, [0], True);  view_10 = None
    view_13 = torch.ops.aten.view.default(sum_5, [51]);  sum_5 = None
    t_23 = torch.ops.aten.t.default(t_22);  t_22 = None
    mul_28 = torch.ops.aten.mul.Tensor(view_13, primals_17);  primals_17 = None
    mul_29 = torch.ops.aten.mul.Tensor(t_23, primals_14);  primals_14 = None
    detach_2 = torch.ops.aten.detach.default(relu_2);  relu_2 = None
    detach_7 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(mm_4, detach_7, 0);  mm_4 = detach_7 = None
    mm_6 = torch.ops.aten.mm.default(threshold_backward_1, t_24);  t_24 = None
    t_25 = torch.ops.aten.t.default(threshold_backward_1)
    mm_7 = torch.ops.aten.mm.default(t_25, view);  t_25 = view = None
    t_26 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(threshold_backward_1, [0], True);  threshold_backward_1 = None
    view_14 = torch.ops.aten.view.default(sum_6, [32]);  sum_6 = None
    add_28 = torch.ops.aten.add.Tensor(mm_2, mm_6);  mm_2 = mm_6 = None
    t_27 = torch.ops.aten.t.default(t_26);  t_26 = None
    mul_30 = torch.ops.aten.mul.Tensor(view_14, primals_11);  primals_11 = None
    mul_31 = torch.ops.aten.mul.Tensor(t_27, primals_8);  primals_8 = None
    view_15 = torch.ops.aten.view.default(add_28, [4, 16, 3, 3]);  add_28 = None
    detach_1 = torch.ops.aten.detach.default(relu_1);  relu_1 = None
    detach_8 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    threshold_backward_2 = torch.ops.aten.threshold_backward.default(view_15, detach_8, 0);  view_15 = detach_8 = None
    convolution_backward = torch.ops.aten.convolution_backward.default(threshold_backward_2, relu, primals_4, [16], [5, 5], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  threshold_backward_2 = primals_4 = None
    getitem = convolution_backward[0]
    getitem_1 = convolution_backward[1]
    getitem_2 = convolution_backward[2];  convolution_backward = None
    detach = torch.ops.aten.detach.default(relu);  relu = None
    detach_9 = torch.ops.aten.detach.default(detach);  detach = None
    threshold_backward_3 = torch.ops.aten.threshold_backward.default(getitem, detach_9, 0);  getitem = detach_9 = None
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(threshold_backward_3, primals_3, primals_1, [8], [5, 5], [0, 0], [1, 1], False, [0, 0], 1, [False, True, True]);  threshold_backward_3 = primals_3 = primals_1 = None
    getitem_4 = convolution_backward_1[1]
    getitem_5 = convolution_backward_1[2];  convolution_backward_1 = None
    return (getitem_4, getitem_5, None, getitem_1, getitem_2, t_27, mul_31, None, view_14, mul_30, None, t_23, mul_29, None, view_13, mul_28, None, t_19, mul_27, None, view_12, mul_26, None, t_15, mul_25, None, view_11, mul_24, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None, None)
    