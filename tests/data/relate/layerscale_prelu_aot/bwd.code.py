


def forward(self, primals_1, primals_3, primals_4, primals_6, primals_8, primals_9, primals_11, primals_12, convolution, sqrt, add_1, convolution_1, _prelu_kernel, convolution_2, mean_2, tangents_1):
    t = torch.ops.aten.t.default(primals_12);  primals_12 = None
    t_1 = torch.ops.aten.t.default(t);  t = None
    mm = torch.ops.aten.mm.default(tangents_1, t_1);  t_1 = None
    t_2 = torch.ops.aten.t.default(tangents_1)
    mm_1 = torch.ops.aten.mm.default(t_2, mean_2);  t_2 = mean_2 = None
    t_3 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
    view_4 = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
    t_4 = torch.ops.aten.t.default(t_3);  t_3 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(mm, 2);  mm = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(unsqueeze, 3);  unsqueeze = None
    expand = torch.ops.aten.expand.default(unsqueeze_1, [2, 4, 4, 4]);  unsqueeze_1 = None
    div_1 = torch.ops.aten.div.Scalar(expand, 16);  expand = None
    view_3 = torch.ops.aten.view.default(primals_11, [1, -1, 1, 1]);  primals_11 = None
    mul_2 = torch.ops.aten.mul.Tensor(div_1, view_3);  view_3 = None
    mul_3 = torch.ops.aten.mul.Tensor(div_1, convolution_2);  convolution_2 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_3, [0, 2, 3], True);  mul_3 = None
    view_5 = torch.ops.aten.view.default(sum_2, [4]);  sum_2 = None
    convolution_backward = torch.ops.aten.convolution_backward.default(mul_2, _prelu_kernel, primals_9, [4], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  mul_2 = _prelu_kernel = primals_9 = None
    getitem = convolution_backward[0]
    getitem_1 = convolution_backward[1]
    getitem_2 = convolution_backward[2];  convolution_backward = None
    view_2 = torch.ops.aten.view.default(primals_8, [1, 4, 1, 1]);  primals_8 = None
    _prelu_kernel_backward = torch.ops.aten._prelu_kernel_backward.default(getitem, convolution_1, view_2);  getitem = convolution_1 = view_2 = None
    getitem_3 = _prelu_kernel_backward[0]
    getitem_4 = _prelu_kernel_backward[1];  _prelu_kernel_backward = None
    sum_3 = torch.ops.aten.sum.dim_IntList(getitem_4, [0, 2, 3], True);  getitem_4 = None
    view_6 = torch.ops.aten.view.default(sum_3, [4]);  sum_3 = None
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_3, add_1, primals_6, [4], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem_3 = add_1 = primals_6 = None
    getitem_5 = convolution_backward_1[0]
    getitem_6 = convolution_backward_1[1]
    getitem_7 = convolution_backward_1[2];  convolution_backward_1 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(getitem_5, [0, 2, 3], True)
    view_7 = torch.ops.aten.view.default(sum_4, [4]);  sum_4 = None
    mean = torch.ops.aten.mean.dim(convolution, [1], True)
    sub = torch.ops.aten.sub.Tensor(convolution, mean);  convolution = mean = None
    div = torch.ops.aten.div.Tensor(sub, sqrt)
    mul_4 = torch.ops.aten.mul.Tensor(getitem_5, div)
    view = torch.ops.aten.view.default(primals_4, [1, -1, 1, 1]);  primals_4 = None
    mul_5 = torch.ops.aten.mul.Tensor(getitem_5, view);  getitem_5 = view = None
    sum_5 = torch.ops.aten.sum.dim_IntList(mul_4, [0, 2, 3], True);  mul_4 = None
    view_8 = torch.ops.aten.view.default(sum_5, [4]);  sum_5 = None
    div_3 = torch.ops.aten.div.Tensor(div, sqrt);  div = None
    neg = torch.ops.aten.neg.default(mul_5)
    mul_6 = torch.ops.aten.mul.Tensor(neg, div_3);  neg = div_3 = None
    div_4 = torch.ops.aten.div.Tensor(mul_5, sqrt);  mul_5 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(mul_6, [1], True);  mul_6 = None
    detach = torch.ops.aten.detach.default(sqrt);  sqrt = None
    detach_1 = torch.ops.aten.detach.default(detach);  detach = None
    mul_7 = torch.ops.aten.mul.Scalar(detach_1, 2);  detach_1 = None
    div_5 = torch.ops.aten.div.Tensor(sum_6, mul_7);  sum_6 = mul_7 = None
    neg_1 = torch.ops.aten.neg.default(div_4)
    sum_7 = torch.ops.aten.sum.dim_IntList(neg_1, [1], True);  neg_1 = None
    add_3 = torch.ops.aten.add.Tensor(div_1, div_4);  div_1 = div_4 = None
    expand_1 = torch.ops.aten.expand.default(div_5, [2, 4, 4, 4]);  div_5 = None
    div_6 = torch.ops.aten.div.Scalar(expand_1, 4);  expand_1 = None
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(sub, 1.0);  sub = None
    mul_8 = torch.ops.aten.mul.Scalar(pow_2, 2.0);  pow_2 = None
    mul_9 = torch.ops.aten.mul.Tensor(div_6, mul_8);  div_6 = mul_8 = None
    neg_2 = torch.ops.aten.neg.default(mul_9)
    sum_8 = torch.ops.aten.sum.dim_IntList(neg_2, [1], True);  neg_2 = None
    add_4 = torch.ops.aten.add.Tensor(add_3, mul_9);  add_3 = mul_9 = None
    add_5 = torch.ops.aten.add.Tensor(sum_7, sum_8);  sum_7 = sum_8 = None
    expand_2 = torch.ops.aten.expand.default(add_5, [2, 4, 4, 4]);  add_5 = None
    div_7 = torch.ops.aten.div.Scalar(expand_2, 4);  expand_2 = None
    add_6 = torch.ops.aten.add.Tensor(add_4, div_7);  add_4 = div_7 = None
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(add_6, primals_3, primals_1, [4], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, True]);  add_6 = primals_3 = primals_1 = None
    getitem_9 = convolution_backward_2[1]
    getitem_10 = convolution_backward_2[2];  convolution_backward_2 = None
    return (getitem_9, getitem_10, None, view_8, view_7, getitem_6, getitem_7, view_6, getitem_1, getitem_2, view_5, t_4, view_4)
    