


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11):
    t = torch.ops.aten.t.default(primals_1);  primals_1 = None
    addmm = torch.ops.aten.addmm.default(primals_2, primals_3, t);  primals_2 = t = None
    tanh = torch.ops.aten.tanh.default(addmm);  addmm = None
    t_1 = torch.ops.aten.t.default(primals_4)
    addmm_1 = torch.ops.aten.addmm.default(primals_5, tanh, t_1);  primals_5 = t_1 = None
    view = torch.ops.aten.view.default(addmm_1, [2, 6, 3]);  addmm_1 = None
    eye = torch.ops.aten.eye.m(6, 3, dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    mul = torch.ops.aten.mul.Tensor(eye, 0.5);  eye = None
    add = torch.ops.aten.add.Tensor(view, mul);  view = mul = None
    linalg_qr = torch.ops.aten.linalg_qr.default(add)
    getitem = linalg_qr[0]
    getitem_1 = linalg_qr[1];  linalg_qr = None
    detach_1 = torch.ops.aten.detach.default(getitem)
    detach_2 = torch.ops.aten.detach.default(getitem_1)
    t_2 = torch.ops.aten.t.default(primals_6)
    addmm_2 = torch.ops.aten.addmm.default(primals_7, tanh, t_2);  primals_7 = t_2 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(addmm_2, -1);  addmm_2 = None
    transpose = torch.ops.aten.transpose.int(getitem, -1, -2);  getitem = None
    expand = torch.ops.aten.expand.default(transpose, [2, 3, 6]);  transpose = None
    view_1 = torch.ops.aten.view.default(expand, [2, 3, 6]);  expand = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze, [2, 6, 1]);  unsqueeze = None
    view_2 = torch.ops.aten.view.default(expand_1, [2, 6, 1]);  expand_1 = None
    bmm = torch.ops.aten.bmm.default(view_1, view_2)
    view_3 = torch.ops.aten.view.default(bmm, [2, 3, 1]);  bmm = None
    _linalg_svd = torch.ops.aten._linalg_svd.default(add);  add = None
    getitem_2 = _linalg_svd[0]
    getitem_3 = _linalg_svd[1]
    getitem_4 = _linalg_svd[2];  _linalg_svd = None
    detach_4 = torch.ops.aten.detach.default(getitem_2);  getitem_2 = None
    detach_5 = torch.ops.aten.detach.default(getitem_4);  getitem_4 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(getitem_3, [-1], True)
    t_3 = torch.ops.aten.t.default(primals_8)
    addmm_3 = torch.ops.aten.addmm.default(primals_9, tanh, t_3);  primals_9 = t_3 = None
    view_4 = torch.ops.aten.view.default(addmm_3, [2, 3, 3]);  addmm_3 = None
    transpose_1 = torch.ops.aten.transpose.int(view_4, -1, -2)
    expand_2 = torch.ops.aten.expand.default(view_4, [2, 3, 3]);  view_4 = None
    view_5 = torch.ops.aten.view.default(expand_2, [2, 3, 3]);  expand_2 = None
    expand_3 = torch.ops.aten.expand.default(transpose_1, [2, 3, 3]);  transpose_1 = None
    view_6 = torch.ops.aten.view.default(expand_3, [2, 3, 3]);  expand_3 = None
    bmm_1 = torch.ops.aten.bmm.default(view_5, view_6)
    view_7 = torch.ops.aten.view.default(bmm_1, [2, 3, 3]);  bmm_1 = None
    eye_1 = torch.ops.aten.eye.default(3, dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    mul_1 = torch.ops.aten.mul.Tensor(eye_1, 0.5);  eye_1 = None
    add_1 = torch.ops.aten.add.Tensor(view_7, mul_1);  view_7 = mul_1 = None
    linalg_inv_ex = torch.ops.aten.linalg_inv_ex.default(add_1)
    getitem_5 = linalg_inv_ex[0];  linalg_inv_ex = None
    expand_4 = torch.ops.aten.expand.default(getitem_5, [2, 3, 3])
    view_8 = torch.ops.aten.view.default(expand_4, [2, 3, 3]);  expand_4 = None
    expand_5 = torch.ops.aten.expand.default(view_3, [2, 3, 1])
    view_9 = torch.ops.aten.view.default(expand_5, [2, 3, 1]);  expand_5 = None
    bmm_2 = torch.ops.aten.bmm.default(view_8, view_9);  view_8 = None
    view_10 = torch.ops.aten.view.default(bmm_2, [2, 3, 1]);  bmm_2 = None
    squeeze = torch.ops.aten.squeeze.dim(view_10, -1);  view_10 = None
    _linalg_det = torch.ops.aten._linalg_det.default(add_1);  add_1 = None
    getitem_7 = _linalg_det[0]
    getitem_8 = _linalg_det[1]
    getitem_9 = _linalg_det[2];  _linalg_det = None
    log = torch.ops.aten.log.default(getitem_7)
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(log, -1);  log = None
    diagonal = torch.ops.aten.diagonal.default(getitem_1, 0, -2, -1);  getitem_1 = None
    abs_1 = torch.ops.aten.abs.default(diagonal)
    add_2 = torch.ops.aten.add.Tensor(abs_1, 0.001);  abs_1 = None
    log_1 = torch.ops.aten.log.default(add_2);  add_2 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(log_1, [-1], True);  log_1 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(view_3, -1);  view_3 = None
    cat = torch.ops.aten.cat.default([tanh, squeeze_1, getitem_3, squeeze, sum_1, unsqueeze_1, sum_2], -1);  squeeze_1 = getitem_3 = squeeze = sum_1 = unsqueeze_1 = sum_2 = None
    t_4 = torch.ops.aten.t.default(primals_10)
    addmm_4 = torch.ops.aten.addmm.default(primals_11, cat, t_4);  primals_11 = t_4 = None
    diagonal_1 = torch.ops.aten.diagonal.default(getitem_8, 0, -2, -1)
    eq = torch.ops.aten.eq.Scalar(diagonal_1, 0.0);  diagonal_1 = None
    scalar_tensor = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    scalar_tensor_1 = torch.ops.aten.scalar_tensor.default(1.1920928955078125e-07, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where = torch.ops.aten.where.self(eq, scalar_tensor_1, scalar_tensor);  eq = scalar_tensor_1 = scalar_tensor = None
    diag_embed_1 = torch.ops.aten.diag_embed.default(where);  where = None
    add_3 = torch.ops.aten.add.Tensor(getitem_8, diag_embed_1);  getitem_8 = diag_embed_1 = None
    transpose_4 = torch.ops.aten.transpose.int(view_9, 1, 2);  view_9 = None
    transpose_7 = torch.ops.aten.transpose.int(view_5, 1, 2);  view_5 = None
    transpose_8 = torch.ops.aten.transpose.int(view_6, 1, 2);  view_6 = None
    detach_11 = torch.ops.aten.detach.default(detach_4);  detach_4 = None
    detach_12 = torch.ops.aten.detach.default(detach_5);  detach_5 = None
    expand_13 = torch.ops.aten.expand.default(detach_11, [2, 6, 3]);  detach_11 = None
    view_26 = torch.ops.aten.view.default(expand_13, [2, 6, 3]);  expand_13 = None
    transpose_10 = torch.ops.aten.transpose.int(view_1, 1, 2);  view_1 = None
    transpose_11 = torch.ops.aten.transpose.int(view_2, 1, 2);  view_2 = None
    detach_13 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    detach_14 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    transpose_14 = torch.ops.aten.transpose.int(detach_14, -2, -1);  detach_14 = None
    return (addmm_4, primals_3, primals_4, primals_6, primals_8, primals_10, tanh, getitem_5, getitem_7, getitem_9, diagonal, cat, add_3, transpose_4, transpose_7, transpose_8, detach_12, view_26, transpose_10, transpose_11, detach_13, transpose_14)
    