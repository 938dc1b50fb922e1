


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29):
    embedding = torch.ops.aten.embedding.default(primals_2, primals_1)
    arange = torch.ops.aten.arange.default(12, dtype = torch.int64, device = device(type='cpu'), pin_memory = False)
    embedding_1 = torch.ops.aten.embedding.default(primals_3, arange);  primals_3 = None
    add = torch.ops.aten.add.Tensor(embedding, embedding_1)
    view = torch.ops.aten.view.default(add, [-1, 32]);  add = None
    empty_like = torch.ops.aten.empty_like.default(view, dtype = torch.float32, pin_memory = False)
    empty = torch.ops.aten.empty.memory_format([24], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    empty_1 = torch.ops.aten.empty.memory_format([24], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    sum_1 = torch.ops.aten.sum.dim_IntList(view, [1])
    div = torch.ops.aten.div.Tensor(sum_1, 32);  sum_1 = None
    copy = torch.ops.aten.copy.default(empty, div);  empty = None
    unsqueeze = torch.ops.aten.unsqueeze.default(div, 1);  div = None
    sub = torch.ops.aten.sub.Tensor(view, unsqueeze);  unsqueeze = None
    mul = torch.ops.aten.mul.Tensor(sub, sub)
    sum_2 = torch.ops.aten.sum.dim_IntList(mul, [1]);  mul = None
    div_1 = torch.ops.aten.div.Tensor(sum_2, 32);  sum_2 = None
    add_1 = torch.ops.aten.add.Tensor(div_1, 1e-05);  div_1 = None
    sqrt = torch.ops.aten.sqrt.default(add_1);  add_1 = None
    reciprocal = torch.ops.aten.reciprocal.default(sqrt);  sqrt = None
    mul_1 = torch.ops.aten.mul.Tensor(reciprocal, 1);  reciprocal = None
    copy_1 = torch.ops.aten.copy.default(empty_1, mul_1);  empty_1 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(mul_1, 1);  mul_1 = None
    mul_2 = torch.ops.aten.mul.Tensor(sub, unsqueeze_2);  sub = unsqueeze_2 = None
    mul_3 = torch.ops.aten.mul.Tensor(mul_2, primals_4);  mul_2 = None
    add_2 = torch.ops.aten.add.Tensor(mul_3, primals_5);  mul_3 = primals_5 = None
    copy_2 = torch.ops.aten.copy.default(empty_like, add_2);  empty_like = add_2 = None
    view_2 = torch.ops.aten.view.default(view, [2, 12, 32]);  view = None
    t = torch.ops.aten.t.default(primals_6)
    view_5 = torch.ops.aten.view.default(copy_2, [2, 12, 32]);  copy_2 = None
    view_6 = torch.ops.aten.view.default(view_5, [24, 32]);  view_5 = None
    addmm = torch.ops.aten.addmm.default(primals_7, view_6, t);  primals_7 = t = None
    view_7 = torch.ops.aten.view.default(addmm, [2, 12, 96]);  addmm = None
    view_8 = torch.ops.aten.view.default(view_7, [2, 12, 3, -1, 16]);  view_7 = None
    unbind = torch.ops.aten.unbind.int(view_8, 2);  view_8 = None
    getitem = unbind[0]
    getitem_1 = unbind[1]
    getitem_2 = unbind[2];  unbind = None
    mul_4 = torch.ops.aten.mul.Tensor(getitem_1, 0.25);  getitem_1 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(getitem, 4);  getitem = None
    permute = torch.ops.aten.permute.default(unsqueeze_3, [0, 2, 1, 4, 3]);  unsqueeze_3 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(mul_4, 4);  mul_4 = None
    permute_1 = torch.ops.aten.permute.default(unsqueeze_4, [0, 2, 4, 1, 3]);  unsqueeze_4 = None
    permute_2 = torch.ops.aten.permute.default(permute, [0, 1, 2, 4, 3]);  permute = None
    clone = torch.ops.aten.clone.default(permute_2, memory_format = torch.contiguous_format);  permute_2 = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [4, 12, 16]);  clone = None
    permute_3 = torch.ops.aten.permute.default(permute_1, [0, 1, 4, 3, 2]);  permute_1 = None
    clone_1 = torch.ops.aten.clone.default(permute_3, memory_format = torch.contiguous_format);  permute_3 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_1, [4, 16, 12]);  clone_1 = None
    bmm = torch.ops.aten.bmm.default(_unsafe_view, _unsafe_view_1)
    view_9 = torch.ops.aten.view.default(bmm, [2, 2, 12, 1, 12]);  bmm = None
    permute_4 = torch.ops.aten.permute.default(view_9, [0, 1, 2, 4, 3]);  view_9 = None
    view_10 = torch.ops.aten.view.default(permute_4, [2, 2, 12, 12]);  permute_4 = None
    full = torch.ops.aten.full.default([12, 12], -10000.0, device = device(type='cpu'), pin_memory = False)
    triu = torch.ops.aten.triu.default(full, 1);  full = None
    add_3 = torch.ops.aten.add.Tensor(view_10, triu);  view_10 = None
    _softmax = torch.ops.aten._softmax.default(add_3, -1, False);  add_3 = None
    detach = torch.ops.aten.detach.default(_softmax)
    clone_2 = torch.ops.aten.clone.default(_softmax);  _softmax = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(clone_2, 4);  clone_2 = None
    permute_5 = torch.ops.aten.permute.default(unsqueeze_5, [0, 2, 1, 4, 3]);  unsqueeze_5 = None
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(getitem_2, 4);  getitem_2 = None
    permute_6 = torch.ops.aten.permute.default(unsqueeze_6, [0, 4, 2, 3, 1]);  unsqueeze_6 = None
    permute_7 = torch.ops.aten.permute.default(permute_5, [0, 2, 1, 4, 3]);  permute_5 = None
    view_11 = torch.ops.aten.view.default(permute_7, [4, 12, 12]);  permute_7 = None
    permute_8 = torch.ops.aten.permute.default(permute_6, [0, 2, 4, 3, 1]);  permute_6 = None
    clone_3 = torch.ops.aten.clone.default(permute_8, memory_format = torch.contiguous_format);  permute_8 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(clone_3, [4, 12, 16]);  clone_3 = None
    bmm_1 = torch.ops.aten.bmm.default(view_11, _unsafe_view_2)
    view_12 = torch.ops.aten.view.default(bmm_1, [2, 2, 12, 1, 16]);  bmm_1 = None
    permute_9 = torch.ops.aten.permute.default(view_12, [0, 2, 1, 4, 3]);  view_12 = None
    view_13 = torch.ops.aten.view.default(permute_9, [2, 12, 2, 16]);  permute_9 = None
    clone_4 = torch.ops.aten.clone.default(view_13, memory_format = torch.contiguous_format);  view_13 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(clone_4, [2, 12, 32]);  clone_4 = None
    view_14 = torch.ops.aten.view.default(_unsafe_view_3, [24, 32]);  _unsafe_view_3 = None
    t_1 = torch.ops.aten.t.default(primals_8)
    addmm_1 = torch.ops.aten.addmm.default(primals_9, view_14, t_1);  primals_9 = t_1 = None
    view_15 = torch.ops.aten.view.default(addmm_1, [2, 12, 32]);  addmm_1 = None
    view_16 = torch.ops.aten.view.default(view_15, [-1, 32]);  view_15 = None
    view_17 = torch.ops.aten.view.default(view_2, [-1, 32]);  view_2 = None
    empty_like_1 = torch.ops.aten.empty_like.default(view_16, dtype = torch.float32, pin_memory = False)
    empty_2 = torch.ops.aten.empty.memory_format([24, 32], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    empty_3 = torch.ops.aten.empty.memory_format([24], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    empty_4 = torch.ops.aten.empty.memory_format([24], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    add_4 = torch.ops.aten.add.Tensor(view_16, view_17);  view_16 = view_17 = None
    copy_3 = torch.ops.aten.copy.default(empty_2, add_4);  empty_2 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(add_4, [1])
    div_2 = torch.ops.aten.div.Tensor(sum_3, 32);  sum_3 = None
    copy_4 = torch.ops.aten.copy.default(empty_3, div_2);  empty_3 = None
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(div_2, 1);  div_2 = None
    sub_2 = torch.ops.aten.sub.Tensor(add_4, unsqueeze_7);  add_4 = unsqueeze_7 = None
    mul_5 = torch.ops.aten.mul.Tensor(sub_2, sub_2)
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_5, [1]);  mul_5 = None
    div_3 = torch.ops.aten.div.Tensor(sum_4, 32);  sum_4 = None
    add_5 = torch.ops.aten.add.Tensor(div_3, 1e-05);  div_3 = None
    sqrt_1 = torch.ops.aten.sqrt.default(add_5);  add_5 = None
    reciprocal_1 = torch.ops.aten.reciprocal.default(sqrt_1);  sqrt_1 = None
    mul_6 = torch.ops.aten.mul.Tensor(reciprocal_1, 1);  reciprocal_1 = None
    copy_5 = torch.ops.aten.copy.default(empty_4, mul_6);  empty_4 = None
    unsqueeze_9 = torch.ops.aten.unsqueeze.default(mul_6, 1);  mul_6 = None
    mul_7 = torch.ops.aten.mul.Tensor(sub_2, unsqueeze_9);  sub_2 = unsqueeze_9 = None
    mul_8 = torch.ops.aten.mul.Tensor(mul_7, primals_10);  mul_7 = None
    add_6 = torch.ops.aten.add.Tensor(mul_8, primals_11);  mul_8 = primals_11 = None
    copy_6 = torch.ops.aten.copy.default(empty_like_1, add_6);  empty_like_1 = add_6 = None
    t_2 = torch.ops.aten.t.default(primals_12)
    view_22 = torch.ops.aten.view.default(copy_6, [2, 12, 32]);  copy_6 = None
    view_23 = torch.ops.aten.view.default(view_22, [24, 32]);  view_22 = None
    addmm_2 = torch.ops.aten.addmm.default(primals_13, view_23, t_2);  primals_13 = t_2 = None
    view_24 = torch.ops.aten.view.default(addmm_2, [2, 12, 128])
    gelu = torch.ops.aten.gelu.default(view_24, approximate = 'tanh');  view_24 = None
    view_25 = torch.ops.aten.view.default(gelu, [24, 128]);  gelu = None
    t_3 = torch.ops.aten.t.default(primals_14)
    addmm_3 = torch.ops.aten.addmm.default(primals_15, view_25, t_3);  primals_15 = t_3 = None
    view_26 = torch.ops.aten.view.default(addmm_3, [2, 12, 32]);  addmm_3 = None
    view_27 = torch.ops.aten.view.default(view_26, [-1, 32]);  view_26 = None
    empty_like_2 = torch.ops.aten.empty_like.default(view_27, dtype = torch.float32, pin_memory = False)
    empty_5 = torch.ops.aten.empty.memory_format([24, 32], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    empty_6 = torch.ops.aten.empty.memory_format([24], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    empty_7 = torch.ops.aten.empty.memory_format([24], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    view_30 = torch.ops.aten.view.default(copy_3, [2, 12, 32])
    view_31 = torch.ops.aten.view.default(view_30, [-1, 32]);  view_30 = None
    add_7 = torch.ops.aten.add.Tensor(view_27, view_31);  view_27 = view_31 = None
    copy_7 = torch.ops.aten.copy.default(empty_5, add_7);  empty_5 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(add_7, [1])
    div_4 = torch.ops.aten.div.Tensor(sum_5, 32);  sum_5 = None
    copy_8 = torch.ops.aten.copy.default(empty_6, div_4);  empty_6 = None
    unsqueeze_10 = torch.ops.aten.unsqueeze.default(div_4, 1);  div_4 = None
    sub_4 = torch.ops.aten.sub.Tensor(add_7, unsqueeze_10);  add_7 = unsqueeze_10 = None
    mul_9 = torch.ops.aten.mul.Tensor(sub_4, sub_4)
    sum_6 = torch.ops.aten.sum.dim_IntList(mul_9, [1]);  mul_9 = None
    div_5 = torch.ops.aten.div.Tensor(sum_6, 32);  sum_6 = None
    add_8 = torch.ops.aten.add.Tensor(div_5, 1e-05);  div_5 = None
    sqrt_2 = torch.ops.aten.sqrt.default(add_8);  add_8 = None
    reciprocal_2 = torch.ops.aten.reciprocal.default(sqrt_2);  sqrt_2 = None
    mul_10 = torch.ops.aten.mul.Tensor(reciprocal_2, 1);  reciprocal_2 = None
    copy_9 = torch.ops.aten.copy.default(empty_7, mul_10);  empty_7 = None
    unsqueeze_12 = torch.ops.aten.unsqueeze.default(mul_10, 1);  mul_10 = None
    mul_11 = torch.ops.aten.mul.Tensor(sub_4, unsqueeze_12);  sub_4 = unsqueeze_12 = None
    mul_12 = torch.ops.aten.mul.Tensor(mul_11, primals_16);  mul_11 = None
    add_9 = torch.ops.aten.add.Tensor(mul_12, primals_17);  mul_12 = primals_17 = None
    copy_10 = torch.ops.aten.copy.default(empty_like_2, add_9);  empty_like_2 = add_9 = None
    t_4 = torch.ops.aten.t.default(primals_18)
    view_36 = torch.ops.aten.view.default(copy_10, [2, 12, 32]);  copy_10 = None
    view_37 = torch.ops.aten.view.default(view_36, [24, 32]);  view_36 = None
    addmm_4 = torch.ops.aten.addmm.default(primals_19, view_37, t_4);  primals_19 = t_4 = None
    view_38 = torch.ops.aten.view.default(addmm_4, [2, 12, 96]);  addmm_4 = None
    view_39 = torch.ops.aten.view.default(view_38, [2, 12, 3, -1, 16]);  view_38 = None
    unbind_1 = torch.ops.aten.unbind.int(view_39, 2);  view_39 = None
    getitem_3 = unbind_1[0]
    getitem_4 = unbind_1[1]
    getitem_5 = unbind_1[2];  unbind_1 = None
    mul_13 = torch.ops.aten.mul.Tensor(getitem_4, 0.25);  getitem_4 = None
    unsqueeze_13 = torch.ops.aten.unsqueeze.default(getitem_3, 4);  getitem_3 = None
    permute_10 = torch.ops.aten.permute.default(unsqueeze_13, [0, 2, 1, 4, 3]);  unsqueeze_13 = None
    unsqueeze_14 = torch.ops.aten.unsqueeze.default(mul_13, 4);  mul_13 = None
    permute_11 = torch.ops.aten.permute.default(unsqueeze_14, [0, 2, 4, 1, 3]);  unsqueeze_14 = None
    permute_12 = torch.ops.aten.permute.default(permute_10, [0, 1, 2, 4, 3]);  permute_10 = None
    clone_5 = torch.ops.aten.clone.default(permute_12, memory_format = torch.contiguous_format);  permute_12 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(clone_5, [4, 12, 16]);  clone_5 = None
    permute_13 = torch.ops.aten.permute.default(permute_11, [0, 1, 4, 3, 2]);  permute_11 = None
    clone_6 = torch.ops.aten.clone.default(permute_13, memory_format = torch.contiguous_format);  permute_13 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(clone_6, [4, 16, 12]);  clone_6 = None
    bmm_2 = torch.ops.aten.bmm.default(_unsafe_view_4, _unsafe_view_5)
    view_40 = torch.ops.aten.view.default(bmm_2, [2, 2, 12, 1, 12]);  bmm_2 = None
    permute_14 = torch.ops.aten.permute.default(view_40, [0, 1, 2, 4, 3]);  view_40 = None
    view_41 = torch.ops.aten.view.default(permute_14, [2, 2, 12, 12]);  permute_14 = None
    add_10 = torch.ops.aten.add.Tensor(view_41, triu);  view_41 = triu = None
    _softmax_1 = torch.ops.aten._softmax.default(add_10, -1, False);  add_10 = None
    detach_1 = torch.ops.aten.detach.default(_softmax_1)
    clone_7 = torch.ops.aten.clone.default(_softmax_1);  _softmax_1 = None
    unsqueeze_15 = torch.ops.aten.unsqueeze.default(clone_7, 4);  clone_7 = None
    permute_15 = torch.ops.aten.permute.default(unsqueeze_15, [0, 2, 1, 4, 3]);  unsqueeze_15 = None
    unsqueeze_16 = torch.ops.aten.unsqueeze.default(getitem_5, 4);  getitem_5 = None
    permute_16 = torch.ops.aten.permute.default(unsqueeze_16, [0, 4, 2, 3, 1]);  unsqueeze_16 = None
    permute_17 = torch.ops.aten.permute.default(permute_15, [0, 2, 1, 4, 3]);  permute_15 = None
    view_42 = torch.ops.aten.view.default(permute_17, [4, 12, 12]);  permute_17 = None
    permute_18 = torch.ops.aten.permute.default(permute_16, [0, 2, 4, 3, 1]);  permute_16 = None
    clone_8 = torch.ops.aten.clone.default(permute_18, memory_format = torch.contiguous_format);  permute_18 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(clone_8, [4, 12, 16]);  clone_8 = None
    bmm_3 = torch.ops.aten.bmm.default(view_42, _unsafe_view_6)
    view_43 = torch.ops.aten.view.default(bmm_3, [2, 2, 12, 1, 16]);  bmm_3 = None
    permute_19 = torch.ops.aten.permute.default(view_43, [0, 2, 1, 4, 3]);  view_43 = None
    view_44 = torch.ops.aten.view.default(permute_19, [2, 12, 2, 16]);  permute_19 = None
    clone_9 = torch.ops.aten.clone.default(view_44, memory_format = torch.contiguous_format);  view_44 = None
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(clone_9, [2, 12, 32]);  clone_9 = None
    view_45 = torch.ops.aten.view.default(_unsafe_view_7, [24, 32]);  _unsafe_view_7 = None
    t_5 = torch.ops.aten.t.default(primals_20)
    addmm_5 = torch.ops.aten.addmm.default(primals_21, view_45, t_5);  primals_21 = t_5 = None
    view_46 = torch.ops.aten.view.default(addmm_5, [2, 12, 32]);  addmm_5 = None
    view_47 = torch.ops.aten.view.default(view_46, [-1, 32]);  view_46 = None
    empty_like_3 = torch.ops.aten.empty_like.default(view_47, dtype = torch.float32, pin_memory = False)
    empty_8 = torch.ops.aten.empty.memory_format([24, 32], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    empty_9 = torch.ops.aten.empty.memory_format([24], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    empty_10 = torch.ops.aten.empty.memory_format([24], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    view_50 = torch.ops.aten.view.default(copy_7, [2, 12, 32])
    view_51 = torch.ops.aten.view.default(view_50, [-1, 32]);  view_50 = None
    add_11 = torch.ops.aten.add.Tensor(view_47, view_51);  view_47 = view_51 = None
    copy_11 = torch.ops.aten.copy.default(empty_8, add_11);  empty_8 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(add_11, [1])
    div_6 = torch.ops.aten.div.Tensor(sum_7, 32);  sum_7 = None
    copy_12 = torch.ops.aten.copy.default(empty_9, div_6);  empty_9 = None
    unsqueeze_17 = torch.ops.aten.unsqueeze.default(div_6, 1);  div_6 = None
    sub_6 = torch.ops.aten.sub.Tensor(add_11, unsqueeze_17);  add_11 = unsqueeze_17 = None
    mul_14 = torch.ops.aten.mul.Tensor(sub_6, sub_6)
    sum_8 = torch.ops.aten.sum.dim_IntList(mul_14, [1]);  mul_14 = None
    div_7 = torch.ops.aten.div.Tensor(sum_8, 32);  sum_8 = None
    add_12 = torch.ops.aten.add.Tensor(div_7, 1e-05);  div_7 = None
    sqrt_3 = torch.ops.aten.sqrt.default(add_12);  add_12 = None
    reciprocal_3 = torch.ops.aten.reciprocal.default(sqrt_3);  sqrt_3 = None
    mul_15 = torch.ops.aten.mul.Tensor(reciprocal_3, 1);  reciprocal_3 = None
    copy_13 = torch.ops.aten.copy.default(empty_10, mul_15);  empty_10 = None
    unsqueeze_19 = torch.ops.aten.unsqueeze.default(mul_15, 1);  mul_15 = None
    mul_16 = torch.ops.aten.mul.Tensor(sub_6, unsqueeze_19);  sub_6 = unsqueeze_19 = None
    mul_17 = torch.ops.aten.mul.Tensor(mul_16, primals_22);  mul_16 = None
    add_13 = torch.ops.aten.add.Tensor(mul_17, primals_23);  mul_17 = primals_23 = None
    copy_14 = torch.ops.aten.copy.default(empty_like_3, add_13);  empty_like_3 = add_13 = None
    t_6 = torch.ops.aten.t.default(primals_24)
    view_56 = torch.ops.aten.view.default(copy_14, [2, 12, 32]);  copy_14 = None
    view_57 = torch.ops.aten.view.default(view_56, [24, 32]);  view_56 = None
    addmm_6 = torch.ops.aten.addmm.default(primals_25, view_57, t_6);  primals_25 = t_6 = None
    view_58 = torch.ops.aten.view.default(addmm_6, [2, 12, 128])
    gelu_1 = torch.ops.aten.gelu.default(view_58, approximate = 'tanh');  view_58 = None
    view_59 = torch.ops.aten.view.default(gelu_1, [24, 128]);  gelu_1 = None
    t_7 = torch.ops.aten.t.default(primals_26)
    addmm_7 = torch.ops.aten.addmm.default(primals_27, view_59, t_7);  primals_27 = t_7 = None
    view_60 = torch.ops.aten.view.default(addmm_7, [2, 12, 32]);  addmm_7 = None
    view_61 = torch.ops.aten.view.default(view_60, [-1, 32]);  view_60 = None
    empty_like_4 = torch.ops.aten.empty_like.default(view_61, dtype = torch.float32, pin_memory = False)
    empty_11 = torch.ops.aten.empty.memory_format([24, 32], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    empty_12 = torch.ops.aten.empty.memory_format([24], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    empty_13 = torch.ops.aten.empty.memory_format([24], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    view_64 = torch.ops.aten.view.default(copy_11, [2, 12, 32])
    view_65 = torch.ops.aten.view.default(view_64, [-1, 32]);  view_64 = None
    add_14 = torch.ops.aten.add.Tensor(view_61, view_65);  view_61 = view_65 = None
    copy_15 = torch.ops.aten.copy.default(empty_11, add_14);  empty_11 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(add_14, [1])
    div_8 = torch.ops.aten.div.Tensor(sum_9, 32);  sum_9 = None
    copy_16 = torch.ops.aten.copy.default(empty_12, div_8);  empty_12 = None
    unsqueeze_20 = torch.ops.aten.unsqueeze.default(div_8, 1);  div_8 = None
    sub_8 = torch.ops.aten.sub.Tensor(add_14, unsqueeze_20);  add_14 = unsqueeze_20 = None
    mul_18 = torch.ops.aten.mul.Tensor(sub_8, sub_8)
    sum_10 = torch.ops.aten.sum.dim_IntList(mul_18, [1]);  mul_18 = None
    div_9 = torch.ops.aten.div.Tensor(sum_10, 32);  sum_10 = None
    add_15 = torch.ops.aten.add.Tensor(div_9, 1e-05);  div_9 = None
    sqrt_4 = torch.ops.aten.sqrt.default(add_15);  add_15 = None
    reciprocal_4 = torch.ops.aten.reciprocal.default(sqrt_4);  sqrt_4 = None
    mul_19 = torch.ops.aten.mul.Tensor(reciprocal_4, 1);  reciprocal_4 = None
    copy_17 = torch.ops.aten.copy.default(empty_13, mul_19);  empty_13 = None
    unsqueeze_22 = torch.ops.aten.unsqueeze.default(mul_19, 1);  mul_19 = None
    mul_20 = torch.ops.aten.mul.Tensor(sub_8, unsqueeze_22);  sub_8 = unsqueeze_22 = None
    mul_21 = torch.ops.aten.mul.Tensor(mul_20, primals_28);  mul_20 = None
    add_16 = torch.ops.aten.add.Tensor(mul_21, primals_29);  mul_21 = primals_29 = None
    copy_18 = torch.ops.aten.copy.default(empty_like_4, add_16);  empty_like_4 = add_16 = None
    t_8 = torch.ops.aten.t.default(primals_2)
    view_70 = torch.ops.aten.view.default(copy_18, [2, 12, 32]);  copy_18 = None
    view_71 = torch.ops.aten.view.default(view_70, [24, 32]);  view_70 = None
    mm = torch.ops.aten.mm.default(view_71, t_8);  t_8 = None
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(mm, [2, 12, 64]);  mm = None
    transpose = torch.ops.aten.transpose.int(view_42, 1, 2);  view_42 = None
    transpose_1 = torch.ops.aten.transpose.int(_unsafe_view_6, 1, 2);  _unsafe_view_6 = None
    detach_2 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    transpose_2 = torch.ops.aten.transpose.int(_unsafe_view_4, 1, 2);  _unsafe_view_4 = None
    transpose_3 = torch.ops.aten.transpose.int(_unsafe_view_5, 1, 2);  _unsafe_view_5 = None
    transpose_4 = torch.ops.aten.transpose.int(view_11, 1, 2);  view_11 = None
    transpose_5 = torch.ops.aten.transpose.int(_unsafe_view_2, 1, 2);  _unsafe_view_2 = None
    detach_3 = torch.ops.aten.detach.default(detach);  detach = None
    transpose_6 = torch.ops.aten.transpose.int(_unsafe_view, 1, 2);  _unsafe_view = None
    transpose_7 = torch.ops.aten.transpose.int(_unsafe_view_1, 1, 2);  _unsafe_view_1 = None
    return (_unsafe_view_8, primals_1, primals_2, primals_4, primals_6, primals_8, primals_10, primals_12, primals_14, primals_16, primals_18, primals_20, primals_22, primals_24, primals_26, primals_28, embedding, arange, embedding_1, copy, copy_1, view_6, view_14, copy_3, copy_4, copy_5, view_23, addmm_2, view_25, copy_7, copy_8, copy_9, view_37, view_45, copy_11, copy_12, copy_13, view_57, addmm_6, view_59, copy_15, copy_16, copy_17, view_71, transpose, transpose_1, detach_2, transpose_2, transpose_3, transpose_4, transpose_5, detach_3, transpose_6, transpose_7)
    