


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21):
    view = torch.ops.aten.view.default(primals_1, [10, 8]);  primals_1 = None
    t = torch.ops.aten.t.default(primals_2);  primals_2 = None
    addmm = torch.ops.aten.addmm.default(primals_3, view, t);  primals_3 = t = None
    _softmax = torch.ops.aten._softmax.default(addmm, -1, False);  addmm = None
    detach = torch.ops.aten.detach.default(_softmax)
    topk = torch.ops.aten.topk.default(_softmax, 2)
    getitem = topk[0]
    getitem_1 = topk[1];  topk = None
    zeros_like = torch.ops.aten.zeros_like.default(_softmax, pin_memory = False);  _softmax = None
    sum_1 = torch.ops.aten.sum.dim_IntList(getitem, [-1], True)
    div = torch.ops.aten.div.Tensor(getitem, sum_1);  getitem = None
    scatter = torch.ops.aten.scatter.src(zeros_like, 1, getitem_1, div);  zeros_like = None
    select = torch.ops.aten.select.int(getitem_1, 1, 0)
    sort = torch.ops.aten.sort.default(select);  select = None
    getitem_3 = sort[1];  sort = None
    index = torch.ops.aten.index.Tensor(view, [getitem_3])
    index_1 = torch.ops.aten.index.Tensor(scatter, [getitem_3])
    slice_1 = torch.ops.aten.slice.Tensor(index_1, 1, 0, 1)
    t_1 = torch.ops.aten.t.default(primals_4);  primals_4 = None
    addmm_1 = torch.ops.aten.addmm.default(primals_5, index, t_1);  primals_5 = t_1 = None
    gelu = torch.ops.aten.gelu.default(addmm_1)
    t_2 = torch.ops.aten.t.default(primals_6)
    addmm_2 = torch.ops.aten.addmm.default(primals_7, gelu, t_2);  primals_7 = t_2 = None
    mul = torch.ops.aten.mul.Tensor(slice_1, addmm_2);  slice_1 = None
    add = torch.ops.aten.add.Tensor(mul, 0);  mul = None
    slice_2 = torch.ops.aten.slice.Tensor(index_1, 1, 1, 2)
    t_3 = torch.ops.aten.t.default(primals_8);  primals_8 = None
    addmm_3 = torch.ops.aten.addmm.default(primals_9, index, t_3);  primals_9 = t_3 = None
    gelu_1 = torch.ops.aten.gelu.default(addmm_3)
    t_4 = torch.ops.aten.t.default(primals_10)
    addmm_4 = torch.ops.aten.addmm.default(primals_11, gelu_1, t_4);  primals_11 = t_4 = None
    mul_1 = torch.ops.aten.mul.Tensor(slice_2, addmm_4);  slice_2 = None
    add_1 = torch.ops.aten.add.Tensor(add, mul_1);  add = mul_1 = None
    slice_3 = torch.ops.aten.slice.Tensor(index_1, 1, 2, 3)
    t_5 = torch.ops.aten.t.default(primals_12);  primals_12 = None
    addmm_5 = torch.ops.aten.addmm.default(primals_13, index, t_5);  primals_13 = t_5 = None
    gelu_2 = torch.ops.aten.gelu.default(addmm_5)
    t_6 = torch.ops.aten.t.default(primals_14)
    addmm_6 = torch.ops.aten.addmm.default(primals_15, gelu_2, t_6);  primals_15 = t_6 = None
    mul_2 = torch.ops.aten.mul.Tensor(slice_3, addmm_6);  slice_3 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, mul_2);  add_1 = mul_2 = None
    slice_4 = torch.ops.aten.slice.Tensor(index_1, 1, 3, 4);  index_1 = None
    t_7 = torch.ops.aten.t.default(primals_16);  primals_16 = None
    addmm_7 = torch.ops.aten.addmm.default(primals_17, index, t_7);  primals_17 = t_7 = None
    gelu_3 = torch.ops.aten.gelu.default(addmm_7)
    t_8 = torch.ops.aten.t.default(primals_18)
    addmm_8 = torch.ops.aten.addmm.default(primals_19, gelu_3, t_8);  primals_19 = t_8 = None
    mul_3 = torch.ops.aten.mul.Tensor(slice_4, addmm_8);  slice_4 = None
    add_3 = torch.ops.aten.add.Tensor(add_2, mul_3);  add_2 = mul_3 = None
    zeros_like_1 = torch.ops.aten.zeros_like.default(view, pin_memory = False)
    index_add = torch.ops.aten.index_add.default(zeros_like_1, 0, getitem_3, add_3);  zeros_like_1 = add_3 = None
    add_4 = torch.ops.aten.add.Tensor(view, index_add);  index_add = None
    view_1 = torch.ops.aten.view.default(add_4, [2, 5, 8]);  add_4 = None
    mean = torch.ops.aten.mean.dim(view_1, [1]);  view_1 = None
    t_9 = torch.ops.aten.t.default(primals_20)
    addmm_9 = torch.ops.aten.addmm.default(primals_21, mean, t_9);  primals_21 = t_9 = None
    detach_1 = torch.ops.aten.detach.default(detach);  detach = None
    return (addmm_9, primals_6, primals_10, primals_14, primals_18, primals_20, view, getitem_1, sum_1, div, scatter, getitem_3, index, addmm_1, gelu, addmm_2, addmm_3, gelu_1, addmm_4, addmm_5, gelu_2, addmm_6, addmm_7, gelu_3, addmm_8, mean, detach_1)
    