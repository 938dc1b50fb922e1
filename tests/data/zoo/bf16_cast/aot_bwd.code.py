


def forward(self, primals_3, primals_4, _to_copy, sigmoid, _to_copy_1, detach_2, tangents_1):
    t_1 = torch.ops.aten.t.default(primals_4);  primals_4 = None
    t_2 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm = torch.ops.aten.mm.default(tangents_1, t_2);  t_2 = None
    t_3 = torch.ops.aten.t.default(tangents_1)
    mm_1 = torch.ops.aten.mm.default(t_3, _to_copy_1);  t_3 = _to_copy_1 = None
    t_4 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
    view = torch.ops.aten.view.default(sum_1, [4]);  sum_1 = None
    t_5 = torch.ops.aten.t.default(t_4);  t_4 = None
    _to_copy_2 = torch.ops.aten._to_copy.default(mm, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'));  mm = None
    threshold_backward = torch.ops.aten.threshold_backward.default(_to_copy_2, detach_2, 0);  _to_copy_2 = detach_2 = None
    mul_1 = torch.ops.aten.mul.Tensor(threshold_backward, _to_copy);  _to_copy = None
    mul_2 = torch.ops.aten.mul.Tensor(threshold_backward, sigmoid);  threshold_backward = None
    detach = torch.ops.aten.detach.default(sigmoid);  sigmoid = None
    detach_3 = torch.ops.aten.detach.default(detach);  detach = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(mul_1, detach_3);  mul_1 = detach_3 = None
    add = torch.ops.aten.add.Tensor(mul_2, sigmoid_backward);  mul_2 = sigmoid_backward = None
    _to_copy_3 = torch.ops.aten._to_copy.default(add, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  add = None
    t_6 = torch.ops.aten.t.default(_to_copy_3)
    mm_2 = torch.ops.aten.mm.default(t_6, primals_3);  t_6 = primals_3 = None
    t_7 = torch.ops.aten.t.default(mm_2);  mm_2 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(_to_copy_3, [0], True);  _to_copy_3 = None
    view_1 = torch.ops.aten.view.default(sum_2, [16]);  sum_2 = None
    t_8 = torch.ops.aten.t.default(t_7);  t_7 = None
    return (t_8, view_1, None, t_5, view)
    