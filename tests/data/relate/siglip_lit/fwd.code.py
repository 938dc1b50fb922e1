


def forward(self, img_1, ids_1):
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    convolution = torch.ops.aten.convolution.default(img_1, _param_constant0, _param_constant1, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  img_1 = _param_constant0 = _param_constant1 = None
    relu = torch.ops.aten.relu.default(convolution);  convolution = None
    mean = torch.ops.aten.mean.dim(relu, [2, 3]);  relu = None
    _param_constant2 = self._param_constant2
    t = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm = torch.ops.aten.addmm.default(_param_constant3, mean, t);  _param_constant3 = mean = t = None
    linalg_vector_norm = torch.ops.aten.linalg_vector_norm.default(addmm, 2.0, [-1], True)
    clamp_min = torch.ops.aten.clamp_min.default(linalg_vector_norm, 1e-12);  linalg_vector_norm = None
    expand = torch.ops.aten.expand.default(clamp_min, [4, 8]);  clamp_min = None
    div = torch.ops.aten.div.Tensor(addmm, expand);  addmm = expand = None
    ne = torch.ops.aten.ne.Scalar(ids_1, 0)
    _to_copy = torch.ops.aten._to_copy.default(ne, dtype = torch.float32);  ne = None
    unsqueeze = torch.ops.aten.unsqueeze.default(_to_copy, -1);  _to_copy = None
    _param_constant4 = self._param_constant4
    embedding = torch.ops.aten.embedding.default(_param_constant4, ids_1);  _param_constant4 = ids_1 = None
    mul = torch.ops.aten.mul.Tensor(embedding, unsqueeze);  embedding = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul, [1]);  mul = None
    sum_2 = torch.ops.aten.sum.dim_IntList(unsqueeze, [1]);  unsqueeze = None
    div_1 = torch.ops.aten.div.Tensor(sum_1, sum_2);  sum_1 = sum_2 = None
    _param_constant5 = self._param_constant5
    t_1 = torch.ops.aten.t.default(_param_constant5);  _param_constant5 = None
    _param_constant6 = self._param_constant6
    addmm_1 = torch.ops.aten.addmm.default(_param_constant6, div_1, t_1);  _param_constant6 = t_1 = None
    gelu = torch.ops.aten.gelu.default(addmm_1);  addmm_1 = None
    add = torch.ops.aten.add.Tensor(div_1, gelu);  div_1 = gelu = None
    _param_constant7 = self._param_constant7
    _param_constant8 = self._param_constant8
    native_layer_norm = torch.ops.aten.native_layer_norm.default(add, [8], _param_constant7, _param_constant8, 1e-05);  add = _param_constant7 = _param_constant8 = None
    getitem = native_layer_norm[0]
    getitem_1 = native_layer_norm[1];  getitem_1 = None
    getitem_2 = native_layer_norm[2];  native_layer_norm = getitem_2 = None
    _param_constant9 = self._param_constant9
    t_2 = torch.ops.aten.t.default(_param_constant9);  _param_constant9 = None
    _param_constant10 = self._param_constant10
    addmm_2 = torch.ops.aten.addmm.default(_param_constant10, getitem, t_2);  _param_constant10 = getitem = t_2 = None
    linalg_vector_norm_1 = torch.ops.aten.linalg_vector_norm.default(addmm_2, 2.0, [-1], True)
    detach = torch.ops.aten.detach.default(linalg_vector_norm_1);  detach = None
    clamp_min_1 = torch.ops.aten.clamp_min.default(linalg_vector_norm_1, 1e-12);  linalg_vector_norm_1 = None
    expand_1 = torch.ops.aten.expand.default(clamp_min_1, [4, 8]);  clamp_min_1 = None
    div_2 = torch.ops.aten.div.Tensor(addmm_2, expand_1);  addmm_2 = expand_1 = None
    t_3 = torch.ops.aten.t.default(div_2);  div_2 = None
    mm = torch.ops.aten.mm.default(div, t_3);  div = t_3 = None
    _param_constant11 = self._param_constant11
    exp = torch.ops.aten.exp.default(_param_constant11);  _param_constant11 = None
    detach_1 = torch.ops.aten.detach.default(exp);  detach_1 = None
    mul_1 = torch.ops.aten.mul.Tensor(mm, exp);  mm = exp = None
    _param_constant12 = self._param_constant12
    add_1 = torch.ops.aten.add.Tensor(mul_1, _param_constant12);  mul_1 = _param_constant12 = None
    _tensor_constant0 = self._tensor_constant0
    mul_2 = torch.ops.aten.mul.Tensor(_tensor_constant0, add_1);  _tensor_constant0 = add_1 = None
    log_sigmoid_forward = torch.ops.aten.log_sigmoid_forward.default(mul_2);  mul_2 = None
    getitem_3 = log_sigmoid_forward[0]
    getitem_4 = log_sigmoid_forward[1];  log_sigmoid_forward = getitem_4 = None
    sum_3 = torch.ops.aten.sum.default(getitem_3);  getitem_3 = None
    neg = torch.ops.aten.neg.default(sum_3);  sum_3 = None
    div_3 = torch.ops.aten.div.Tensor(neg, 4);  neg = None
    return div_3
    