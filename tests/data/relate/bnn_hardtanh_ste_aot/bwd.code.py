


def forward(self, primals_3, primals_7, primals_9, primals_13, primals_15, primals_19, primals_21, primals_26, addmm, getitem_1, getitem_2, getitem_3, getitem_4, sub, mm, getitem_6, getitem_7, getitem_8, getitem_9, sub_2, mm_1, getitem_11, getitem_12, getitem_13, getitem_14, sub_4, addmm_1, getitem_16, getitem_17, getitem_18, getitem_19, le, t_10, le_2, t_14, le_4, tangents_1):
    native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(tangents_1, addmm_1, primals_26, getitem_18, getitem_19, getitem_16, getitem_17, True, 1e-05, [True, True, True]);  tangents_1 = addmm_1 = primals_26 = getitem_18 = getitem_19 = getitem_16 = getitem_17 = None
    getitem_20 = native_batch_norm_backward[0]
    getitem_21 = native_batch_norm_backward[1]
    getitem_22 = native_batch_norm_backward[2];  native_batch_norm_backward = None
    t_3 = torch.ops.aten.t.default(primals_21);  primals_21 = None
    t_4 = torch.ops.aten.t.default(t_3);  t_3 = None
    mm_2 = torch.ops.aten.mm.default(getitem_20, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(getitem_20)
    mm_3 = torch.ops.aten.mm.default(t_5, sub_4);  t_5 = sub_4 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(getitem_20, [0], True);  getitem_20 = None
    view = torch.ops.aten.view.default(sum_1, [5]);  sum_1 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    _to_copy_5 = torch.ops.aten._to_copy.default(le, dtype = torch.float32);  le = None
    mul_5 = torch.ops.aten.mul.Tensor(mm_2, _to_copy_5);  mm_2 = _to_copy_5 = None
    native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(mul_5, mm_1, primals_19, getitem_13, getitem_14, getitem_11, getitem_12, True, 1e-05, [True, True, True]);  mul_5 = mm_1 = primals_19 = getitem_13 = getitem_14 = getitem_11 = getitem_12 = None
    getitem_23 = native_batch_norm_backward_1[0]
    getitem_24 = native_batch_norm_backward_1[1]
    getitem_25 = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
    t_8 = torch.ops.aten.t.default(getitem_23)
    mm_4 = torch.ops.aten.mm.default(t_8, sub_2);  t_8 = sub_2 = None
    t_9 = torch.ops.aten.t.default(mm_4);  mm_4 = None
    mm_5 = torch.ops.aten.mm.default(getitem_23, t_10);  getitem_23 = t_10 = None
    t_11 = torch.ops.aten.t.default(t_9);  t_9 = None
    abs_2 = torch.ops.aten.abs.default(primals_15);  primals_15 = None
    le_1 = torch.ops.aten.le.Scalar(abs_2, 1.0);  abs_2 = None
    _to_copy_6 = torch.ops.aten._to_copy.default(le_1, dtype = torch.float32);  le_1 = None
    mul_6 = torch.ops.aten.mul.Tensor(t_11, _to_copy_6);  t_11 = _to_copy_6 = None
    _to_copy_7 = torch.ops.aten._to_copy.default(le_2, dtype = torch.float32);  le_2 = None
    mul_7 = torch.ops.aten.mul.Tensor(mm_5, _to_copy_7);  mm_5 = _to_copy_7 = None
    native_batch_norm_backward_2 = torch.ops.aten.native_batch_norm_backward.default(mul_7, mm, primals_13, getitem_8, getitem_9, getitem_6, getitem_7, True, 1e-05, [True, True, True]);  mul_7 = mm = primals_13 = getitem_8 = getitem_9 = getitem_6 = getitem_7 = None
    getitem_26 = native_batch_norm_backward_2[0]
    getitem_27 = native_batch_norm_backward_2[1]
    getitem_28 = native_batch_norm_backward_2[2];  native_batch_norm_backward_2 = None
    t_12 = torch.ops.aten.t.default(getitem_26)
    mm_6 = torch.ops.aten.mm.default(t_12, sub);  t_12 = sub = None
    t_13 = torch.ops.aten.t.default(mm_6);  mm_6 = None
    mm_7 = torch.ops.aten.mm.default(getitem_26, t_14);  getitem_26 = t_14 = None
    t_15 = torch.ops.aten.t.default(t_13);  t_13 = None
    abs_4 = torch.ops.aten.abs.default(primals_9);  primals_9 = None
    le_3 = torch.ops.aten.le.Scalar(abs_4, 1.0);  abs_4 = None
    _to_copy_8 = torch.ops.aten._to_copy.default(le_3, dtype = torch.float32);  le_3 = None
    mul_8 = torch.ops.aten.mul.Tensor(t_15, _to_copy_8);  t_15 = _to_copy_8 = None
    _to_copy_9 = torch.ops.aten._to_copy.default(le_4, dtype = torch.float32);  le_4 = None
    mul_9 = torch.ops.aten.mul.Tensor(mm_7, _to_copy_9);  mm_7 = _to_copy_9 = None
    native_batch_norm_backward_3 = torch.ops.aten.native_batch_norm_backward.default(mul_9, addmm, primals_7, getitem_3, getitem_4, getitem_1, getitem_2, True, 1e-05, [True, True, True]);  mul_9 = addmm = primals_7 = getitem_3 = getitem_4 = getitem_1 = getitem_2 = None
    getitem_29 = native_batch_norm_backward_3[0]
    getitem_30 = native_batch_norm_backward_3[1]
    getitem_31 = native_batch_norm_backward_3[2];  native_batch_norm_backward_3 = None
    t_16 = torch.ops.aten.t.default(getitem_29)
    mm_8 = torch.ops.aten.mm.default(t_16, primals_3);  t_16 = primals_3 = None
    t_17 = torch.ops.aten.t.default(mm_8);  mm_8 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(getitem_29, [0], True);  getitem_29 = None
    view_1 = torch.ops.aten.view.default(sum_2, [32]);  sum_2 = None
    t_18 = torch.ops.aten.t.default(t_17);  t_17 = None
    return (t_18, view_1, None, None, None, None, getitem_30, getitem_31, mul_8, None, None, None, getitem_27, getitem_28, mul_6, None, None, None, getitem_24, getitem_25, t_7, view, None, None, None, getitem_21, getitem_22)
    