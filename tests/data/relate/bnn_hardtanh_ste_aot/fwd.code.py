


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27):
    t = torch.ops.aten.t.default(primals_1);  primals_1 = None
    addmm = torch.ops.aten.addmm.default(primals_2, primals_3, t);  primals_2 = t = None
    add = torch.ops.aten.add.Tensor(primals_4, 1);  primals_4 = None
    _native_batch_norm_legit_functional = torch.ops.aten._native_batch_norm_legit_functional.default(addmm, primals_7, primals_8, primals_5, primals_6, True, 0.1, 1e-05);  primals_8 = primals_5 = primals_6 = None
    getitem = _native_batch_norm_legit_functional[0]
    getitem_1 = _native_batch_norm_legit_functional[1]
    getitem_2 = _native_batch_norm_legit_functional[2]
    getitem_3 = _native_batch_norm_legit_functional[3]
    getitem_4 = _native_batch_norm_legit_functional[4];  _native_batch_norm_legit_functional = None
    ge = torch.ops.aten.ge.Scalar(getitem, 0)
    _to_copy = torch.ops.aten._to_copy.default(ge, dtype = torch.float32);  ge = None
    mul = torch.ops.aten.mul.Tensor(_to_copy, 2.0);  _to_copy = None
    sub = torch.ops.aten.sub.Tensor(mul, 1.0);  mul = None
    ge_1 = torch.ops.aten.ge.Scalar(primals_9, 0)
    _to_copy_1 = torch.ops.aten._to_copy.default(ge_1, dtype = torch.float32);  ge_1 = None
    mul_1 = torch.ops.aten.mul.Tensor(_to_copy_1, 2.0);  _to_copy_1 = None
    sub_1 = torch.ops.aten.sub.Tensor(mul_1, 1.0);  mul_1 = None
    t_1 = torch.ops.aten.t.default(sub_1);  sub_1 = None
    mm = torch.ops.aten.mm.default(sub, t_1)
    add_1 = torch.ops.aten.add.Tensor(primals_10, 1);  primals_10 = None
    _native_batch_norm_legit_functional_1 = torch.ops.aten._native_batch_norm_legit_functional.default(mm, primals_13, primals_14, primals_11, primals_12, True, 0.1, 1e-05);  primals_14 = primals_11 = primals_12 = None
    getitem_5 = _native_batch_norm_legit_functional_1[0]
    getitem_6 = _native_batch_norm_legit_functional_1[1]
    getitem_7 = _native_batch_norm_legit_functional_1[2]
    getitem_8 = _native_batch_norm_legit_functional_1[3]
    getitem_9 = _native_batch_norm_legit_functional_1[4];  _native_batch_norm_legit_functional_1 = None
    ge_2 = torch.ops.aten.ge.Scalar(getitem_5, 0)
    _to_copy_2 = torch.ops.aten._to_copy.default(ge_2, dtype = torch.float32);  ge_2 = None
    mul_2 = torch.ops.aten.mul.Tensor(_to_copy_2, 2.0);  _to_copy_2 = None
    sub_2 = torch.ops.aten.sub.Tensor(mul_2, 1.0);  mul_2 = None
    ge_3 = torch.ops.aten.ge.Scalar(primals_15, 0)
    _to_copy_3 = torch.ops.aten._to_copy.default(ge_3, dtype = torch.float32);  ge_3 = None
    mul_3 = torch.ops.aten.mul.Tensor(_to_copy_3, 2.0);  _to_copy_3 = None
    sub_3 = torch.ops.aten.sub.Tensor(mul_3, 1.0);  mul_3 = None
    t_2 = torch.ops.aten.t.default(sub_3);  sub_3 = None
    mm_1 = torch.ops.aten.mm.default(sub_2, t_2)
    add_2 = torch.ops.aten.add.Tensor(primals_16, 1);  primals_16 = None
    _native_batch_norm_legit_functional_2 = torch.ops.aten._native_batch_norm_legit_functional.default(mm_1, primals_19, primals_20, primals_17, primals_18, True, 0.1, 1e-05);  primals_20 = primals_17 = primals_18 = None
    getitem_10 = _native_batch_norm_legit_functional_2[0]
    getitem_11 = _native_batch_norm_legit_functional_2[1]
    getitem_12 = _native_batch_norm_legit_functional_2[2]
    getitem_13 = _native_batch_norm_legit_functional_2[3]
    getitem_14 = _native_batch_norm_legit_functional_2[4];  _native_batch_norm_legit_functional_2 = None
    ge_4 = torch.ops.aten.ge.Scalar(getitem_10, 0)
    _to_copy_4 = torch.ops.aten._to_copy.default(ge_4, dtype = torch.float32);  ge_4 = None
    mul_4 = torch.ops.aten.mul.Tensor(_to_copy_4, 2.0);  _to_copy_4 = None
    sub_4 = torch.ops.aten.sub.Tensor(mul_4, 1.0);  mul_4 = None
    t_3 = torch.ops.aten.t.default(primals_21)
    addmm_1 = torch.ops.aten.addmm.default(primals_22, sub_4, t_3);  primals_22 = t_3 = None
    add_3 = torch.ops.aten.add.Tensor(primals_23, 1);  primals_23 = None
    _native_batch_norm_legit_functional_3 = torch.ops.aten._native_batch_norm_legit_functional.default(addmm_1, primals_26, primals_27, primals_24, primals_25, True, 0.1, 1e-05);  primals_27 = primals_24 = primals_25 = None
    getitem_15 = _native_batch_norm_legit_functional_3[0]
    getitem_16 = _native_batch_norm_legit_functional_3[1]
    getitem_17 = _native_batch_norm_legit_functional_3[2]
    getitem_18 = _native_batch_norm_legit_functional_3[3]
    getitem_19 = _native_batch_norm_legit_functional_3[4];  _native_batch_norm_legit_functional_3 = None
    abs_1 = torch.ops.aten.abs.default(getitem_10);  getitem_10 = None
    le = torch.ops.aten.le.Scalar(abs_1, 1.0);  abs_1 = None
    t_10 = torch.ops.aten.t.default(t_2);  t_2 = None
    abs_3 = torch.ops.aten.abs.default(getitem_5);  getitem_5 = None
    le_2 = torch.ops.aten.le.Scalar(abs_3, 1.0);  abs_3 = None
    t_14 = torch.ops.aten.t.default(t_1);  t_1 = None
    abs_5 = torch.ops.aten.abs.default(getitem);  getitem = None
    le_4 = torch.ops.aten.le.Scalar(abs_5, 1.0);  abs_5 = None
    return (add, getitem_3, getitem_4, add_1, getitem_8, getitem_9, add_2, getitem_13, getitem_14, add_3, getitem_18, getitem_19, getitem_15, primals_3, primals_7, primals_9, primals_13, primals_15, primals_19, primals_21, primals_26, addmm, getitem_1, getitem_2, getitem_3, getitem_4, sub, mm, getitem_6, getitem_7, getitem_8, getitem_9, sub_2, mm_1, getitem_11, getitem_12, getitem_13, getitem_14, sub_4, addmm_1, getitem_16, getitem_17, getitem_18, getitem_19, le, t_10, le_2, t_14, le_4)
    