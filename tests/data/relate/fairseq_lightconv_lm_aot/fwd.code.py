


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31):
    ne = torch.ops.aten.ne.Scalar(primals_1, 1)
    _to_copy = torch.ops.aten._to_copy.default(ne, dtype = torch.int32);  ne = None
    cumsum = torch.ops.aten.cumsum.default(_to_copy, 1)
    _to_copy_1 = torch.ops.aten._to_copy.default(cumsum, dtype = torch.int32, layout = torch.strided, device = device(type='cpu'));  cumsum = None
    mul = torch.ops.aten.mul.Tensor(_to_copy_1, _to_copy);  _to_copy_1 = _to_copy = None
    _to_copy_2 = torch.ops.aten._to_copy.default(mul, dtype = torch.int64);  mul = None
    add = torch.ops.aten.add.Tensor(_to_copy_2, 1);  _to_copy_2 = None
    view = torch.ops.aten.view.default(add, [-1]);  add = None
    index_select = torch.ops.aten.index_select.default(primals_2, 0, view);  view = None
    view_1 = torch.ops.aten.view.default(index_select, [2, 8, -1]);  index_select = None
    detach = torch.ops.aten.detach.default(view_1);  view_1 = None
    embedding = torch.ops.aten.embedding.default(primals_4, primals_1, 1);  primals_4 = None
    mul_1 = torch.ops.aten.mul.Tensor(embedding, 4.0);  embedding = None
    add_1 = torch.ops.aten.add.Tensor(mul_1, detach);  mul_1 = detach = None
    clone = torch.ops.aten.clone.default(add_1);  add_1 = None
    transpose = torch.ops.aten.transpose.int(clone, 0, 1);  clone = None
    native_layer_norm = torch.ops.aten.native_layer_norm.default(transpose, [16], primals_5, primals_6, 1e-05)
    getitem = native_layer_norm[0]
    getitem_1 = native_layer_norm[1]
    getitem_2 = native_layer_norm[2];  native_layer_norm = None
    clone_1 = torch.ops.aten.clone.default(getitem);  getitem = None
    view_2 = torch.ops.aten.view.default(clone_1, [16, 16]);  clone_1 = None
    t = torch.ops.aten.t.default(primals_7)
    addmm = torch.ops.aten.addmm.default(primals_8, view_2, t);  primals_8 = t = None
    view_3 = torch.ops.aten.view.default(addmm, [8, 2, 32]);  addmm = None
    glu = torch.ops.aten.glu.default(view_3)
    permute = torch.ops.aten.permute.default(glu, [1, 2, 0]);  glu = None
    clone_2 = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format);  permute = None
    constant_pad_nd = torch.ops.aten.constant_pad_nd.default(clone_2, [2, 0], 0.0);  clone_2 = None
    unfold = torch.ops.aten.unfold.default(constant_pad_nd, 2, 3, 1);  constant_pad_nd = None
    view_4 = torch.ops.aten.view.default(unfold, [2, 4, 4, 8, 3])
    view_5 = torch.ops.aten.view.default(primals_9, [1, 4, 1, 1, 3])
    mul_2 = torch.ops.aten.mul.Tensor(view_4, view_5);  view_4 = view_5 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul_2, [-1]);  mul_2 = None
    view_6 = torch.ops.aten.view.default(sum_1, [2, 16, 8]);  sum_1 = None
    permute_1 = torch.ops.aten.permute.default(view_6, [2, 0, 1]);  view_6 = None
    t_1 = torch.ops.aten.t.default(primals_10)
    clone_3 = torch.ops.aten.clone.default(permute_1, memory_format = torch.contiguous_format);  permute_1 = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone_3, [16, 16]);  clone_3 = None
    mm = torch.ops.aten.mm.default(_unsafe_view, t_1);  t_1 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(mm, [8, 2, 16]);  mm = None
    add_2 = torch.ops.aten.add.Tensor(_unsafe_view_1, primals_11);  _unsafe_view_1 = primals_11 = None
    clone_4 = torch.ops.aten.clone.default(add_2);  add_2 = None
    add_3 = torch.ops.aten.add.Tensor(transpose, clone_4);  clone_4 = None
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add_3, [16], primals_12, primals_13, 1e-05)
    getitem_3 = native_layer_norm_1[0]
    getitem_4 = native_layer_norm_1[1]
    getitem_5 = native_layer_norm_1[2];  native_layer_norm_1 = None
    view_7 = torch.ops.aten.view.default(getitem_3, [16, 16]);  getitem_3 = None
    t_2 = torch.ops.aten.t.default(primals_14)
    addmm_1 = torch.ops.aten.addmm.default(primals_15, view_7, t_2);  primals_15 = t_2 = None
    view_8 = torch.ops.aten.view.default(addmm_1, [8, 2, 32]);  addmm_1 = None
    relu = torch.ops.aten.relu.default(view_8);  view_8 = None
    detach_1 = torch.ops.aten.detach.default(relu)
    clone_5 = torch.ops.aten.clone.default(relu);  relu = None
    view_9 = torch.ops.aten.view.default(clone_5, [16, 32]);  clone_5 = None
    t_3 = torch.ops.aten.t.default(primals_16)
    addmm_2 = torch.ops.aten.addmm.default(primals_17, view_9, t_3);  primals_17 = t_3 = None
    view_10 = torch.ops.aten.view.default(addmm_2, [8, 2, 16]);  addmm_2 = None
    clone_6 = torch.ops.aten.clone.default(view_10);  view_10 = None
    add_4 = torch.ops.aten.add.Tensor(add_3, clone_6);  clone_6 = None
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_4, [16], primals_18, primals_19, 1e-05)
    getitem_6 = native_layer_norm_2[0]
    getitem_7 = native_layer_norm_2[1]
    getitem_8 = native_layer_norm_2[2];  native_layer_norm_2 = None
    clone_7 = torch.ops.aten.clone.default(getitem_6);  getitem_6 = None
    view_11 = torch.ops.aten.view.default(clone_7, [16, 16]);  clone_7 = None
    t_4 = torch.ops.aten.t.default(primals_20)
    addmm_3 = torch.ops.aten.addmm.default(primals_21, view_11, t_4);  primals_21 = t_4 = None
    view_12 = torch.ops.aten.view.default(addmm_3, [8, 2, 32]);  addmm_3 = None
    glu_1 = torch.ops.aten.glu.default(view_12)
    permute_2 = torch.ops.aten.permute.default(glu_1, [1, 2, 0]);  glu_1 = None
    clone_8 = torch.ops.aten.clone.default(permute_2, memory_format = torch.contiguous_format);  permute_2 = None
    constant_pad_nd_1 = torch.ops.aten.constant_pad_nd.default(clone_8, [4, 0], 0.0);  clone_8 = None
    unfold_1 = torch.ops.aten.unfold.default(constant_pad_nd_1, 2, 5, 1);  constant_pad_nd_1 = None
    view_13 = torch.ops.aten.view.default(unfold_1, [2, 4, 4, 8, 5])
    view_14 = torch.ops.aten.view.default(primals_22, [1, 4, 1, 1, 5])
    mul_3 = torch.ops.aten.mul.Tensor(view_13, view_14);  view_13 = view_14 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_3, [-1]);  mul_3 = None
    view_15 = torch.ops.aten.view.default(sum_2, [2, 16, 8]);  sum_2 = None
    permute_3 = torch.ops.aten.permute.default(view_15, [2, 0, 1]);  view_15 = None
    t_5 = torch.ops.aten.t.default(primals_23)
    clone_9 = torch.ops.aten.clone.default(permute_3, memory_format = torch.contiguous_format);  permute_3 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(clone_9, [16, 16]);  clone_9 = None
    mm_1 = torch.ops.aten.mm.default(_unsafe_view_2, t_5);  t_5 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(mm_1, [8, 2, 16]);  mm_1 = None
    add_5 = torch.ops.aten.add.Tensor(_unsafe_view_3, primals_24);  _unsafe_view_3 = primals_24 = None
    clone_10 = torch.ops.aten.clone.default(add_5);  add_5 = None
    add_6 = torch.ops.aten.add.Tensor(add_4, clone_10);  clone_10 = None
    native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(add_6, [16], primals_25, primals_26, 1e-05)
    getitem_9 = native_layer_norm_3[0]
    getitem_10 = native_layer_norm_3[1]
    getitem_11 = native_layer_norm_3[2];  native_layer_norm_3 = None
    view_16 = torch.ops.aten.view.default(getitem_9, [16, 16]);  getitem_9 = None
    t_6 = torch.ops.aten.t.default(primals_27)
    addmm_4 = torch.ops.aten.addmm.default(primals_28, view_16, t_6);  primals_28 = t_6 = None
    view_17 = torch.ops.aten.view.default(addmm_4, [8, 2, 32]);  addmm_4 = None
    relu_1 = torch.ops.aten.relu.default(view_17);  view_17 = None
    detach_2 = torch.ops.aten.detach.default(relu_1)
    clone_11 = torch.ops.aten.clone.default(relu_1);  relu_1 = None
    view_18 = torch.ops.aten.view.default(clone_11, [16, 32]);  clone_11 = None
    t_7 = torch.ops.aten.t.default(primals_29)
    addmm_5 = torch.ops.aten.addmm.default(primals_30, view_18, t_7);  primals_30 = t_7 = None
    view_19 = torch.ops.aten.view.default(addmm_5, [8, 2, 16]);  addmm_5 = None
    clone_12 = torch.ops.aten.clone.default(view_19);  view_19 = None
    add_7 = torch.ops.aten.add.Tensor(add_6, clone_12);  clone_12 = None
    transpose_1 = torch.ops.aten.transpose.int(add_7, 0, 1)
    t_8 = torch.ops.aten.t.default(primals_31)
    view_20 = torch.ops.aten.view.default(transpose_1, [16, 16]);  transpose_1 = None
    mm_2 = torch.ops.aten.mm.default(view_20, t_8);  t_8 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(mm_2, [2, 8, 24]);  mm_2 = None
    detach_3 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    detach_4 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    return (_unsafe_view_4, transpose, add_4, add_7, primals_2, primals_1, primals_5, primals_6, primals_7, primals_9, primals_10, primals_12, primals_13, primals_14, primals_16, primals_18, primals_19, primals_20, primals_22, primals_23, primals_25, primals_26, primals_27, primals_29, primals_31, transpose, getitem_1, getitem_2, view_2, view_3, unfold, _unsafe_view, add_3, getitem_4, getitem_5, view_7, view_9, add_4, getitem_7, getitem_8, view_11, view_12, unfold_1, _unsafe_view_2, add_6, getitem_10, getitem_11, view_16, view_18, view_20, detach_3, detach_4)
    