


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20):
    convolution = torch.ops.aten.convolution.default(primals_3, primals_1, primals_2, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  primals_2 = None
    relu = torch.ops.aten.relu.default(convolution);  convolution = None
    convolution_1 = torch.ops.aten.convolution.default(relu, primals_4, primals_5, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_5 = None
    expand = torch.ops.aten.expand.default(primals_6, [2, 5, 8]);  primals_6 = None
    t = torch.ops.aten.t.default(primals_7)
    clone = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format)
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [10, 8]);  clone = None
    mm = torch.ops.aten.mm.default(_unsafe_view, t);  t = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(mm, [2, 5, 2]);  mm = None
    add = torch.ops.aten.add.Tensor(_unsafe_view_1, primals_8);  _unsafe_view_1 = primals_8 = None
    sigmoid = torch.ops.aten.sigmoid.default(add);  add = None
    t_1 = torch.ops.aten.t.default(primals_9)
    mm_1 = torch.ops.aten.mm.default(_unsafe_view, t_1);  t_1 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(mm_1, [2, 5, 12]);  mm_1 = None
    add_1 = torch.ops.aten.add.Tensor(_unsafe_view_3, primals_10);  _unsafe_view_3 = primals_10 = None
    view = torch.ops.aten.view.default(add_1, [2, 5, 2, 3, 2]);  add_1 = None
    _tensor_constant0 = self._tensor_constant0
    lift_fresh_copy = torch.ops.aten.lift_fresh_copy.default(_tensor_constant0);  _tensor_constant0 = None
    div = torch.ops.aten.div.Tensor(view, lift_fresh_copy);  view = lift_fresh_copy = None
    t_2 = torch.ops.aten.t.default(primals_11)
    mm_2 = torch.ops.aten.mm.default(_unsafe_view, t_2);  t_2 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(mm_2, [2, 5, 6]);  mm_2 = None
    add_2 = torch.ops.aten.add.Tensor(_unsafe_view_5, primals_12);  _unsafe_view_5 = primals_12 = None
    view_1 = torch.ops.aten.view.default(add_2, [2, 5, 2, 3]);  add_2 = None
    _softmax = torch.ops.aten._softmax.default(view_1, -1, False);  view_1 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(sigmoid, 2)
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(unsqueeze, 3);  unsqueeze = None
    add_3 = torch.ops.aten.add.Tensor(unsqueeze_1, div);  unsqueeze_1 = div = None
    mul = torch.ops.aten.mul.Tensor(add_3, 2);  add_3 = None
    sub = torch.ops.aten.sub.Tensor(mul, 1);  mul = None
    permute = torch.ops.aten.permute.default(sub, [0, 2, 1, 3, 4]);  sub = None
    clone_3 = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format);  permute = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(clone_3, [4, 5, 3, 2]);  clone_3 = None
    view_2 = torch.ops.aten.view.default(convolution_1, [4, 4, 4, 4]);  convolution_1 = None
    grid_sampler_2d = torch.ops.aten.grid_sampler_2d.default(view_2, _unsafe_view_6, 0, 0, False)
    view_3 = torch.ops.aten.view.default(grid_sampler_2d, [2, 2, 4, 5, 3])
    permute_1 = torch.ops.aten.permute.default(_softmax, [0, 2, 1, 3])
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(permute_1, 2);  permute_1 = None
    mul_1 = torch.ops.aten.mul.Tensor(view_3, unsqueeze_2);  view_3 = unsqueeze_2 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul_1, [-1]);  mul_1 = None
    permute_2 = torch.ops.aten.permute.default(sum_1, [0, 3, 1, 2]);  sum_1 = None
    view_4 = torch.ops.aten.view.default(permute_2, [2, 5, 8]);  permute_2 = None
    t_3 = torch.ops.aten.t.default(primals_13)
    clone_4 = torch.ops.aten.clone.default(view_4, memory_format = torch.contiguous_format);  view_4 = None
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(clone_4, [10, 8]);  clone_4 = None
    mm_3 = torch.ops.aten.mm.default(_unsafe_view_7, t_3);  t_3 = None
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(mm_3, [2, 5, 8]);  mm_3 = None
    add_4 = torch.ops.aten.add.Tensor(_unsafe_view_8, primals_14);  _unsafe_view_8 = primals_14 = None
    add_5 = torch.ops.aten.add.Tensor(expand, add_4);  expand = add_4 = None
    native_layer_norm = torch.ops.aten.native_layer_norm.default(add_5, [8], primals_15, primals_16, 1e-05)
    getitem = native_layer_norm[0]
    getitem_1 = native_layer_norm[1]
    getitem_2 = native_layer_norm[2];  native_layer_norm = None
    view_5 = torch.ops.aten.view.default(getitem, [10, 8]);  getitem = None
    t_4 = torch.ops.aten.t.default(primals_17)
    addmm = torch.ops.aten.addmm.default(primals_18, view_5, t_4);  primals_18 = t_4 = None
    view_6 = torch.ops.aten.view.default(addmm, [2, 5, 2]);  addmm = None
    clamp = torch.ops.aten.clamp.default(sigmoid, 0, 1)
    clamp_1 = torch.ops.aten.clamp.default(clamp, 1e-05)
    rsub = torch.ops.aten.rsub.Scalar(clamp, 1)
    clamp_2 = torch.ops.aten.clamp.default(rsub, 1e-05);  rsub = None
    div_1 = torch.ops.aten.div.Tensor(clamp_1, clamp_2);  clamp_1 = clamp_2 = None
    log = torch.ops.aten.log.default(div_1);  div_1 = None
    add_6 = torch.ops.aten.add.Tensor(view_6, log);  view_6 = log = None
    sigmoid_1 = torch.ops.aten.sigmoid.default(add_6);  add_6 = None
    detach_3 = torch.ops.aten.detach.default(sigmoid_1)
    t_5 = torch.ops.aten.t.default(primals_19)
    addmm_1 = torch.ops.aten.addmm.default(primals_20, view_5, t_5);  primals_20 = t_5 = None
    view_8 = torch.ops.aten.view.default(addmm_1, [2, 5, 3]);  addmm_1 = None
    detach_4 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    return (view_8, sigmoid_1, primals_1, primals_3, primals_4, primals_7, primals_9, primals_11, primals_13, primals_15, primals_16, primals_17, primals_19, relu, _unsafe_view, sigmoid, _softmax, _unsafe_view_6, view_2, grid_sampler_2d, _unsafe_view_7, add_5, getitem_1, getitem_2, view_5, clamp, detach_4)
    