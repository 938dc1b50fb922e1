


def forward(self, primals_2, primals_3, primals_5, primals_7, primals_8, view, tanh, addmm_1, eq, remainder, remainder_1, getitem_2, getitem_3, _softmax, cat, detach_6, tangents_1, tangents_2):
    t_2 = torch.ops.aten.t.default(primals_8);  primals_8 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm = torch.ops.aten.mm.default(tangents_2, t_3);  t_3 = None
    t_4 = torch.ops.aten.t.default(tangents_2)
    mm_1 = torch.ops.aten.mm.default(t_4, cat);  t_4 = cat = None
    t_5 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(tangents_2, [0], True);  tangents_2 = None
    view_4 = torch.ops.aten.view.default(sum_2, [3]);  sum_2 = None
    t_6 = torch.ops.aten.t.default(t_5);  t_5 = None
    slice_2 = torch.ops.aten.slice.Tensor(mm, 1, 0, 6)
    slice_3 = torch.ops.aten.slice.Tensor(mm, 1, 6, 12)
    slice_4 = torch.ops.aten.slice.Tensor(mm, 1, 12, 13);  mm = None
    slice_backward = torch.ops.aten.slice_backward.default(slice_4, [2, 6], 1, -1, 9223372036854775807, 1);  slice_4 = None
    select_backward = torch.ops.aten.select_backward.default(slice_3, [2, 6, 6], 1, 0);  slice_3 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(slice_2, 1);  slice_2 = None
    expand_4 = torch.ops.aten.expand.default(unsqueeze_2, [2, 6, 6]);  unsqueeze_2 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(_softmax, -1)
    mul_2 = torch.ops.aten.mul.Tensor(expand_4, unsqueeze_1);  unsqueeze_1 = None
    mul_3 = torch.ops.aten.mul.Tensor(expand_4, getitem_2);  expand_4 = getitem_2 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_3, [2], True);  mul_3 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(sum_3, -1);  sum_3 = None
    detach_4 = torch.ops.aten.detach.default(_softmax);  _softmax = None
    detach_5 = torch.ops.aten.detach.default(detach_4);  detach_4 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(squeeze_1, detach_5, 1, torch.float32);  squeeze_1 = detach_5 = None
    scalar_tensor = torch.ops.aten.scalar_tensor.default(-3.4028234663852886e+38, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    abs_1 = torch.ops.aten.abs.default(slice_backward)
    log = torch.ops.aten.log.default(abs_1);  abs_1 = None
    gt = torch.ops.aten.gt.Scalar(slice_backward, 0)
    where = torch.ops.aten.where.self(gt, log, scalar_tensor);  gt = None
    lt = torch.ops.aten.lt.Scalar(slice_backward, 0);  slice_backward = None
    where_1 = torch.ops.aten.where.self(lt, log, scalar_tensor);  lt = log = scalar_tensor = None
    sub = torch.ops.aten.sub.Tensor(where, detach_6);  where = None
    flip = torch.ops.aten.flip.default(sub, [1]);  sub = None
    logcumsumexp_1 = torch.ops.aten.logcumsumexp.default(flip, 1);  flip = None
    flip_1 = torch.ops.aten.flip.default(logcumsumexp_1, [1]);  logcumsumexp_1 = None
    view_3 = torch.ops.aten.view.default(addmm_1, [2, 6, 1]);  addmm_1 = None
    squeeze = torch.ops.aten.squeeze.dim(view_3, -1);  view_3 = None
    mul = torch.ops.aten.mul.Tensor(squeeze, primals_7)
    masked_fill = torch.ops.aten.masked_fill.Scalar(mul, eq, -10000.0);  mul = None
    expand_3 = torch.ops.aten.expand.default(masked_fill, [2, 6]);  masked_fill = None
    gather_1 = torch.ops.aten.gather.default(expand_3, 1, remainder_1);  expand_3 = None
    add = torch.ops.aten.add.Tensor(flip_1, gather_1);  flip_1 = None
    exp = torch.ops.aten.exp.default(add);  add = None
    sub_1 = torch.ops.aten.sub.Tensor(where_1, detach_6);  where_1 = detach_6 = None
    flip_2 = torch.ops.aten.flip.default(sub_1, [1]);  sub_1 = None
    logcumsumexp_2 = torch.ops.aten.logcumsumexp.default(flip_2, 1);  flip_2 = None
    flip_3 = torch.ops.aten.flip.default(logcumsumexp_2, [1]);  logcumsumexp_2 = None
    add_1 = torch.ops.aten.add.Tensor(flip_3, gather_1);  flip_3 = gather_1 = None
    exp_1 = torch.ops.aten.exp.default(add_1);  add_1 = None
    sub_2 = torch.ops.aten.sub.Tensor(exp, exp_1);  exp = exp_1 = None
    add_2 = torch.ops.aten.add.Tensor(_softmax_backward_data, sub_2);  _softmax_backward_data = sub_2 = None
    zeros = torch.ops.aten.zeros.default([2, 6, 6], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    scatter_add = torch.ops.aten.scatter_add.default(zeros, 1, getitem_3, mul_2);  zeros = getitem_3 = mul_2 = None
    add_3 = torch.ops.aten.add.Tensor(select_backward, scatter_add);  select_backward = scatter_add = None
    new_zeros = torch.ops.aten.new_zeros.default(add_2, [2, 6])
    scatter_add_1 = torch.ops.aten.scatter_add.default(new_zeros, 1, remainder_1, add_2);  new_zeros = remainder_1 = add_2 = None
    new_zeros_1 = torch.ops.aten.new_zeros.default(add_3, [2, 6, 6])
    scatter_add_2 = torch.ops.aten.scatter_add.default(new_zeros_1, 1, remainder, add_3);  new_zeros_1 = remainder = add_3 = None
    masked_fill_1 = torch.ops.aten.masked_fill.Scalar(scatter_add_1, eq, 0);  scatter_add_1 = eq = None
    mul_4 = torch.ops.aten.mul.Tensor(masked_fill_1, squeeze);  squeeze = None
    mul_5 = torch.ops.aten.mul.Tensor(masked_fill_1, primals_7);  masked_fill_1 = primals_7 = None
    sum_4 = torch.ops.aten.sum.default(mul_4);  mul_4 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(mul_5, 2);  mul_5 = None
    view_5 = torch.ops.aten.view.default(unsqueeze_3, [12, 1]);  unsqueeze_3 = None
    t_1 = torch.ops.aten.t.default(primals_5);  primals_5 = None
    t_7 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_2 = torch.ops.aten.mm.default(view_5, t_7);  t_7 = None
    t_8 = torch.ops.aten.t.default(view_5)
    view_2 = torch.ops.aten.view.default(tanh, [12, 6])
    mm_3 = torch.ops.aten.mm.default(t_8, view_2);  t_8 = view_2 = None
    t_9 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(view_5, [0], True);  view_5 = None
    view_6 = torch.ops.aten.view.default(sum_5, [1]);  sum_5 = None
    t_10 = torch.ops.aten.t.default(t_9);  t_9 = None
    view_7 = torch.ops.aten.view.default(mm_2, [2, 6, 6]);  mm_2 = None
    add_4 = torch.ops.aten.add.Tensor(scatter_add_2, view_7);  scatter_add_2 = view_7 = None
    detach_2 = torch.ops.aten.detach.default(tanh);  tanh = None
    detach_7 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    tanh_backward = torch.ops.aten.tanh_backward.default(add_4, detach_7);  add_4 = detach_7 = None
    view_8 = torch.ops.aten.view.default(tanh_backward, [12, 6]);  tanh_backward = None
    t = torch.ops.aten.t.default(primals_3);  primals_3 = None
    t_11 = torch.ops.aten.t.default(t);  t = None
    mm_4 = torch.ops.aten.mm.default(view_8, t_11);  t_11 = None
    t_12 = torch.ops.aten.t.default(view_8)
    mm_5 = torch.ops.aten.mm.default(t_12, view);  t_12 = view = None
    t_13 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(view_8, [0], True);  view_8 = None
    view_9 = torch.ops.aten.view.default(sum_6, [6]);  sum_6 = None
    t_14 = torch.ops.aten.t.default(t_13);  t_13 = None
    view_10 = torch.ops.aten.view.default(mm_4, [2, 6, 6]);  mm_4 = None
    embedding_dense_backward = torch.ops.aten.embedding_dense_backward.default(view_10, primals_2, 10, -1, False);  view_10 = primals_2 = None
    add_5 = torch.ops.aten.add.Tensor(tangents_1, embedding_dense_backward);  tangents_1 = embedding_dense_backward = None
    return (add_5, None, t_14, view_9, t_10, view_6, sum_4, t_6, view_4)
    