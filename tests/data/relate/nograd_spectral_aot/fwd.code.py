


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11):
    mv = torch.ops.aten.mv.default(primals_1, primals_2);  primals_2 = None
    linalg_vector_norm = torch.ops.aten.linalg_vector_norm.default(mv, 2.0, [0], True)
    clamp_min = torch.ops.aten.clamp_min.default(linalg_vector_norm, 1e-12);  linalg_vector_norm = None
    expand_1 = torch.ops.aten.expand.default(clamp_min, [6]);  clamp_min = None
    div = torch.ops.aten.div.Tensor(mv, expand_1);  mv = expand_1 = None
    transpose = torch.ops.aten.transpose.int(primals_1, -2, -1)
    mv_1 = torch.ops.aten.mv.default(transpose, div);  transpose = None
    linalg_vector_norm_1 = torch.ops.aten.linalg_vector_norm.default(mv_1, 2.0, [0], True)
    clamp_min_1 = torch.ops.aten.clamp_min.default(linalg_vector_norm_1, 1e-12);  linalg_vector_norm_1 = None
    expand_3 = torch.ops.aten.expand.default(clamp_min_1, [5]);  clamp_min_1 = None
    div_1 = torch.ops.aten.div.Tensor(mv_1, expand_3);  mv_1 = expand_3 = None
    clone = torch.ops.aten.clone.default(div, memory_format = torch.contiguous_format)
    clone_1 = torch.ops.aten.clone.default(div_1, memory_format = torch.contiguous_format)
    mv_2 = torch.ops.aten.mv.default(primals_1, clone_1)
    vdot = torch.ops.aten.vdot.default(clone, mv_2);  mv_2 = None
    div_2 = torch.ops.aten.div.Tensor(primals_1, vdot)
    t = torch.ops.aten.t.default(div_2);  div_2 = None
    addmm = torch.ops.aten.addmm.default(primals_4, primals_5, t);  primals_4 = t = None
    relu = torch.ops.aten.relu.default(addmm);  addmm = None
    mv_3 = torch.ops.aten.mv.default(primals_6, primals_7);  primals_7 = None
    linalg_vector_norm_2 = torch.ops.aten.linalg_vector_norm.default(mv_3, 2.0, [0], True)
    clamp_min_2 = torch.ops.aten.clamp_min.default(linalg_vector_norm_2, 1e-12);  linalg_vector_norm_2 = None
    expand_5 = torch.ops.aten.expand.default(clamp_min_2, [6]);  clamp_min_2 = None
    div_3 = torch.ops.aten.div.Tensor(mv_3, expand_5);  mv_3 = expand_5 = None
    transpose_1 = torch.ops.aten.transpose.int(primals_6, -2, -1)
    mv_4 = torch.ops.aten.mv.default(transpose_1, div_3);  transpose_1 = None
    linalg_vector_norm_3 = torch.ops.aten.linalg_vector_norm.default(mv_4, 2.0, [0], True)
    clamp_min_3 = torch.ops.aten.clamp_min.default(linalg_vector_norm_3, 1e-12);  linalg_vector_norm_3 = None
    expand_7 = torch.ops.aten.expand.default(clamp_min_3, [6]);  clamp_min_3 = None
    div_4 = torch.ops.aten.div.Tensor(mv_4, expand_7);  mv_4 = expand_7 = None
    clone_2 = torch.ops.aten.clone.default(div_3, memory_format = torch.contiguous_format)
    clone_3 = torch.ops.aten.clone.default(div_4, memory_format = torch.contiguous_format)
    mv_5 = torch.ops.aten.mv.default(primals_6, clone_3)
    vdot_1 = torch.ops.aten.vdot.default(clone_2, mv_5);  mv_5 = None
    div_5 = torch.ops.aten.div.Tensor(primals_6, vdot_1);  primals_6 = None
    t_1 = torch.ops.aten.t.default(div_5)
    addmm_1 = torch.ops.aten.addmm.default(primals_9, relu, t_1);  primals_9 = t_1 = None
    tanh = torch.ops.aten.tanh.default(addmm_1);  addmm_1 = None
    t_2 = torch.ops.aten.t.default(primals_10)
    addmm_2 = torch.ops.aten.addmm.default(primals_11, tanh, t_2);  primals_11 = t_2 = None
    return (div_1, div, div_4, div_3, addmm_2, div, div_1, div_3, div_4, primals_1, primals_5, primals_10, clone, clone_1, vdot, relu, clone_2, clone_3, vdot_1, div_5, tanh)
    