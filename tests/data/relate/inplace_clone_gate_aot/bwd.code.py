


def forward(self, primals_3, primals_4, primals_5, primals_7, primals_9, primals_10, addmm, mul, tanh, sigmoid, addmm_2, add_1, detach_6, logical_and, tangents_1):
    t_3 = torch.ops.aten.t.default(primals_10);  primals_10 = None
    t_4 = torch.ops.aten.t.default(t_3);  t_3 = None
    mm = torch.ops.aten.mm.default(tangents_1, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(tangents_1)
    mm_1 = torch.ops.aten.mm.default(t_5, add_1);  t_5 = add_1 = None
    t_6 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
    view_8 = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(mm, detach_6, 0);  detach_6 = None
    new_empty_strided = torch.ops.aten.new_empty_strided.default(threshold_backward, [2, 6], [6, 1])
    copy_1 = torch.ops.aten.copy.default(new_empty_strided, threshold_backward);  new_empty_strided = threshold_backward = None
    view_11 = torch.ops.aten.view.default(copy_1, [2, 2, 3]);  copy_1 = None
    select_5 = torch.ops.aten.select.int(view_11, 1, 1)
    clone_4 = torch.ops.aten.clone.default(select_5, memory_format = torch.contiguous_format)
    mul_3 = torch.ops.aten.mul.Tensor(clone_4, 0.5);  clone_4 = None
    copy_2 = torch.ops.aten.copy.default(select_5, mul_3);  select_5 = mul_3 = None
    select_scatter_1 = torch.ops.aten.select_scatter.default(view_11, copy_2, 1, 1);  view_11 = copy_2 = None
    view_13 = torch.ops.aten.view.default(select_scatter_1, [2, 6]);  select_scatter_1 = None
    scalar_tensor = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where = torch.ops.aten.where.self(logical_and, view_13, scalar_tensor);  logical_and = view_13 = scalar_tensor = None
    zeros_like = torch.ops.aten.zeros_like.default(where, memory_format = torch.contiguous_format)
    mul_4 = torch.ops.aten.mul.Tensor(where, 0.5)
    add_2 = torch.ops.aten.add.Tensor(zeros_like, where);  zeros_like = where = None
    mul_5 = torch.ops.aten.mul.Tensor(mul_4, sigmoid)
    add = torch.ops.aten.add.Tensor(addmm_2, primals_9);  addmm_2 = primals_9 = None
    mul_6 = torch.ops.aten.mul.Tensor(mul_4, add);  mul_4 = add = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_5, [0], True)
    view_15 = torch.ops.aten.view.default(sum_2, [6]);  sum_2 = None
    t_2 = torch.ops.aten.t.default(primals_7);  primals_7 = None
    t_8 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm_2 = torch.ops.aten.mm.default(mul_5, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(mul_5)
    mm_3 = torch.ops.aten.mm.default(t_9, mul);  t_9 = mul = None
    t_10 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_5, [0], True);  mul_5 = None
    view_16 = torch.ops.aten.view.default(sum_3, [6]);  sum_3 = None
    add_3 = torch.ops.aten.add.Tensor(add_2, mm_2);  add_2 = mm_2 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    detach_9 = torch.ops.aten.detach.default(sigmoid);  sigmoid = None
    detach_10 = torch.ops.aten.detach.default(detach_9);  detach_9 = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(mul_6, detach_10);  mul_6 = detach_10 = None
    t_1 = torch.ops.aten.t.default(primals_5);  primals_5 = None
    t_12 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_4 = torch.ops.aten.mm.default(sigmoid_backward, t_12);  t_12 = None
    t_13 = torch.ops.aten.t.default(sigmoid_backward)
    mm_5 = torch.ops.aten.mm.default(t_13, tanh);  t_13 = None
    t_14 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(sigmoid_backward, [0], True);  sigmoid_backward = None
    view_17 = torch.ops.aten.view.default(sum_4, [6]);  sum_4 = None
    t_15 = torch.ops.aten.t.default(t_14);  t_14 = None
    detach = torch.ops.aten.detach.default(tanh);  tanh = None
    detach_11 = torch.ops.aten.detach.default(detach);  detach = None
    tanh_backward = torch.ops.aten.tanh_backward.default(mm_4, detach_11);  mm_4 = detach_11 = None
    add_4 = torch.ops.aten.add.Tensor(mm, tanh_backward);  mm = tanh_backward = None
    clone = torch.ops.aten.clone.default(addmm);  addmm = None
    clone_1 = torch.ops.aten.clone.default(clone);  clone = None
    mul_7 = torch.ops.aten.mul.Tensor(add_3, clone_1);  clone_1 = None
    mul_8 = torch.ops.aten.mul.Tensor(add_3, primals_4);  add_3 = primals_4 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(mul_7, [0], True);  mul_7 = None
    view_18 = torch.ops.aten.view.default(sum_5, [6]);  sum_5 = None
    add_5 = torch.ops.aten.add.Tensor(add_4, mul_8);  add_4 = mul_8 = None
    t_16 = torch.ops.aten.t.default(add_5)
    mm_6 = torch.ops.aten.mm.default(t_16, primals_3);  t_16 = primals_3 = None
    t_17 = torch.ops.aten.t.default(mm_6);  mm_6 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(add_5, [0], True);  add_5 = None
    view_19 = torch.ops.aten.view.default(sum_6, [6]);  sum_6 = None
    t_18 = torch.ops.aten.t.default(t_17);  t_17 = None
    return (t_18, view_19, None, view_18, t_15, view_17, t_11, view_16, view_15, t_7, view_8)
    