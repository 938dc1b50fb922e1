


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9):
    clone = torch.ops.aten.clone.default(primals_1);  primals_1 = None
    detach = torch.ops.aten.detach.default(clone);  clone = None
    embedding_renorm = torch.ops.aten.embedding_renorm.default(detach, primals_2, 1.0, 2.0);  detach = None
    embedding = torch.ops.aten.embedding.default(embedding_renorm, primals_2)
    view = torch.ops.aten.view.default(embedding, [12, 6]);  embedding = None
    t = torch.ops.aten.t.default(primals_3)
    addmm = torch.ops.aten.addmm.default(primals_4, view, t);  primals_4 = t = None
    view_1 = torch.ops.aten.view.default(addmm, [2, 6, 6]);  addmm = None
    tanh = torch.ops.aten.tanh.default(view_1);  view_1 = None
    view_2 = torch.ops.aten.view.default(tanh, [12, 6])
    t_1 = torch.ops.aten.t.default(primals_5)
    addmm_1 = torch.ops.aten.addmm.default(primals_6, view_2, t_1);  primals_6 = view_2 = t_1 = None
    view_3 = torch.ops.aten.view.default(addmm_1, [2, 6, 1])
    squeeze = torch.ops.aten.squeeze.dim(view_3, -1);  view_3 = None
    mul = torch.ops.aten.mul.Tensor(squeeze, primals_7);  squeeze = None
    eq = torch.ops.aten.eq.Scalar(primals_2, 0)
    masked_fill = torch.ops.aten.masked_fill.Scalar(mul, eq, -10000.0);  mul = None
    sort = torch.ops.aten.sort.default(masked_fill, 1, True)
    getitem_1 = sort[1];  sort = None
    unsqueeze = torch.ops.aten.unsqueeze.default(getitem_1, -1)
    expand = torch.ops.aten.expand.default(unsqueeze, [2, 6, 6]);  unsqueeze = None
    expand_1 = torch.ops.aten.expand.default(tanh, [2, 6, 6])
    remainder = torch.ops.aten.remainder.Scalar(expand, 6);  expand = None
    gather = torch.ops.aten.gather.default(expand_1, 1, remainder);  expand_1 = None
    expand_2 = torch.ops.aten.expand.default(getitem_1, [2, 6]);  getitem_1 = None
    expand_3 = torch.ops.aten.expand.default(masked_fill, [2, 6]);  masked_fill = None
    remainder_1 = torch.ops.aten.remainder.Scalar(expand_2, 6);  expand_2 = None
    gather_1 = torch.ops.aten.gather.default(expand_3, 1, remainder_1);  expand_3 = None
    cummax = torch.ops.aten.cummax.default(gather, 1)
    getitem_2 = cummax[0]
    getitem_3 = cummax[1];  cummax = None
    logcumsumexp = torch.ops.aten.logcumsumexp.default(gather_1, 1)
    detach_3 = torch.ops.aten.detach.default(logcumsumexp)
    _softmax = torch.ops.aten._softmax.default(gather_1, 1, False);  gather_1 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(_softmax, -1)
    mul_1 = torch.ops.aten.mul.Tensor(unsqueeze_1, getitem_2);  unsqueeze_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul_1, [1]);  mul_1 = None
    select = torch.ops.aten.select.int(gather, 1, 0);  gather = None
    slice_1 = torch.ops.aten.slice.Tensor(logcumsumexp, 1, -1, 9223372036854775807);  logcumsumexp = None
    cat = torch.ops.aten.cat.default([sum_1, select, slice_1], -1);  sum_1 = select = slice_1 = None
    t_2 = torch.ops.aten.t.default(primals_8)
    addmm_2 = torch.ops.aten.addmm.default(primals_9, cat, t_2);  primals_9 = t_2 = None
    detach_6 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    return (embedding_renorm, addmm_2, primals_2, primals_3, primals_5, primals_7, primals_8, view, tanh, addmm_1, eq, remainder, remainder_1, getitem_2, getitem_3, _softmax, cat, detach_6)
    