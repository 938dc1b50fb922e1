


def forward(self, rays_o_1, rays_d_1, rgb_1):
    unsqueeze = torch.ops.aten.unsqueeze.default(rays_o_1, 1);  rays_o_1 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(rays_d_1, 1)
    _tensor_constant0 = self._tensor_constant0
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(_tensor_constant0, 0);  _tensor_constant0 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(unsqueeze_2, 2);  unsqueeze_2 = None
    mul = torch.ops.aten.mul.Tensor(unsqueeze_1, unsqueeze_3);  unsqueeze_1 = unsqueeze_3 = None
    add = torch.ops.aten.add.Tensor(unsqueeze, mul);  unsqueeze = mul = None
    view = torch.ops.aten.view.default(add, [-1, 3]);  add = None
    _tensor_constant1 = self._tensor_constant1
    select = torch.ops.aten.select.int(_tensor_constant1, 0, 0);  _tensor_constant1 = None
    sub = torch.ops.aten.sub.Tensor(view, select);  view = select = None
    _tensor_constant1_1 = self._tensor_constant1
    select_1 = torch.ops.aten.select.int(_tensor_constant1_1, 0, 1);  _tensor_constant1_1 = None
    _tensor_constant1_2 = self._tensor_constant1
    select_2 = torch.ops.aten.select.int(_tensor_constant1_2, 0, 0);  _tensor_constant1_2 = None
    sub_1 = torch.ops.aten.sub.Tensor(select_1, select_2);  select_1 = select_2 = None
    reciprocal = torch.ops.aten.reciprocal.default(sub_1);  sub_1 = None
    mul_1 = torch.ops.aten.mul.Tensor(reciprocal, 2.0);  reciprocal = None
    mul_2 = torch.ops.aten.mul.Tensor(sub, mul_1);  sub = mul_1 = None
    sub_2 = torch.ops.aten.sub.Tensor(mul_2, 1);  mul_2 = None
    _tensor_constant2 = self._tensor_constant2
    lift_fresh_copy = torch.ops.aten.lift_fresh_copy.default(_tensor_constant2);  _tensor_constant2 = None
    index = torch.ops.aten.index.Tensor(sub_2, [None, lift_fresh_copy]);  lift_fresh_copy = None
    _tensor_constant3 = self._tensor_constant3
    lift_fresh_copy_1 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant3);  _tensor_constant3 = None
    index_1 = torch.ops.aten.index.Tensor(sub_2, [None, lift_fresh_copy_1]);  lift_fresh_copy_1 = None
    _tensor_constant4 = self._tensor_constant4
    lift_fresh_copy_2 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant4);  _tensor_constant4 = None
    index_2 = torch.ops.aten.index.Tensor(sub_2, [None, lift_fresh_copy_2]);  lift_fresh_copy_2 = None
    stack = torch.ops.aten.stack.default([index, index_1, index_2]);  index = index_1 = index_2 = None
    detach = torch.ops.aten.detach.default(stack);  stack = None
    view_1 = torch.ops.aten.view.default(detach, [3, -1, 1, 2]);  detach = None
    select_3 = torch.ops.aten.select.int(sub_2, 1, 2)
    select_4 = torch.ops.aten.select.int(sub_2, 1, 1)
    select_5 = torch.ops.aten.select.int(sub_2, 1, 0)
    stack_1 = torch.ops.aten.stack.default([select_3, select_4, select_5]);  select_3 = select_4 = select_5 = None
    zeros_like = torch.ops.aten.zeros_like.default(stack_1, pin_memory = False)
    stack_2 = torch.ops.aten.stack.default([zeros_like, stack_1], -1);  zeros_like = stack_1 = None
    detach_1 = torch.ops.aten.detach.default(stack_2);  stack_2 = None
    view_2 = torch.ops.aten.view.default(detach_1, [3, -1, 1, 2]);  detach_1 = None
    zeros = torch.ops.aten.zeros.default([24], device = device(type='cpu'), pin_memory = False)
    _tensor_constant5 = self._tensor_constant5
    lift_fresh_copy_3 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant5);  _tensor_constant5 = None
    index_3 = torch.ops.aten.index.Tensor(view_1, [lift_fresh_copy_3]);  lift_fresh_copy_3 = None
    _param_constant0 = self._param_constant0
    grid_sampler_2d = torch.ops.aten.grid_sampler_2d.default(_param_constant0, index_3, 0, 0, True);  _param_constant0 = index_3 = None
    view_3 = torch.ops.aten.view.default(grid_sampler_2d, [-1, 24]);  grid_sampler_2d = None
    _tensor_constant6 = self._tensor_constant6
    lift_fresh_copy_4 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant6);  _tensor_constant6 = None
    index_4 = torch.ops.aten.index.Tensor(view_2, [lift_fresh_copy_4]);  lift_fresh_copy_4 = None
    _param_constant1 = self._param_constant1
    grid_sampler_2d_1 = torch.ops.aten.grid_sampler_2d.default(_param_constant1, index_4, 0, 0, True);  _param_constant1 = index_4 = None
    view_4 = torch.ops.aten.view.default(grid_sampler_2d_1, [-1, 24]);  grid_sampler_2d_1 = None
    mul_3 = torch.ops.aten.mul.Tensor(view_3, view_4);  view_3 = view_4 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul_3, [0]);  mul_3 = None
    add_1 = torch.ops.aten.add.Tensor(zeros, sum_1);  zeros = sum_1 = None
    _tensor_constant7 = self._tensor_constant7
    lift_fresh_copy_5 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant7);  _tensor_constant7 = None
    index_5 = torch.ops.aten.index.Tensor(view_1, [lift_fresh_copy_5]);  lift_fresh_copy_5 = None
    _param_constant2 = self._param_constant2
    grid_sampler_2d_2 = torch.ops.aten.grid_sampler_2d.default(_param_constant2, index_5, 0, 0, True);  _param_constant2 = index_5 = None
    view_5 = torch.ops.aten.view.default(grid_sampler_2d_2, [-1, 24]);  grid_sampler_2d_2 = None
    _tensor_constant8 = self._tensor_constant8
    lift_fresh_copy_6 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant8);  _tensor_constant8 = None
    index_6 = torch.ops.aten.index.Tensor(view_2, [lift_fresh_copy_6]);  lift_fresh_copy_6 = None
    _param_constant3 = self._param_constant3
    grid_sampler_2d_3 = torch.ops.aten.grid_sampler_2d.default(_param_constant3, index_6, 0, 0, True);  _param_constant3 = index_6 = None
    view_6 = torch.ops.aten.view.default(grid_sampler_2d_3, [-1, 24]);  grid_sampler_2d_3 = None
    mul_4 = torch.ops.aten.mul.Tensor(view_5, view_6);  view_5 = view_6 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_4, [0]);  mul_4 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, sum_2);  add_1 = sum_2 = None
    _tensor_constant9 = self._tensor_constant9
    lift_fresh_copy_7 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant9);  _tensor_constant9 = None
    index_7 = torch.ops.aten.index.Tensor(view_1, [lift_fresh_copy_7]);  view_1 = lift_fresh_copy_7 = None
    _param_constant4 = self._param_constant4
    grid_sampler_2d_4 = torch.ops.aten.grid_sampler_2d.default(_param_constant4, index_7, 0, 0, True);  _param_constant4 = index_7 = None
    view_7 = torch.ops.aten.view.default(grid_sampler_2d_4, [-1, 24]);  grid_sampler_2d_4 = None
    _tensor_constant10 = self._tensor_constant10
    lift_fresh_copy_8 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant10);  _tensor_constant10 = None
    index_8 = torch.ops.aten.index.Tensor(view_2, [lift_fresh_copy_8]);  view_2 = lift_fresh_copy_8 = None
    _param_constant5 = self._param_constant5
    grid_sampler_2d_5 = torch.ops.aten.grid_sampler_2d.default(_param_constant5, index_8, 0, 0, True);  _param_constant5 = index_8 = None
    view_8 = torch.ops.aten.view.default(grid_sampler_2d_5, [-1, 24]);  grid_sampler_2d_5 = None
    mul_5 = torch.ops.aten.mul.Tensor(view_7, view_8);  view_7 = view_8 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_5, [0]);  mul_5 = None
    add_3 = torch.ops.aten.add.Tensor(add_2, sum_3);  add_2 = sum_3 = None
    exp = torch.ops.aten.exp.default(add_3);  add_3 = None
    view_9 = torch.ops.aten.view.default(exp, [4, 6]);  exp = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(rays_d_1, 1);  rays_d_1 = None
    expand = torch.ops.aten.expand.default(unsqueeze_4, [4, 6, 3]);  unsqueeze_4 = None
    clone = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format);  expand = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [24, 3]);  clone = None
    _tensor_constant11 = self._tensor_constant11
    lift_fresh_copy_9 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant11);  _tensor_constant11 = None
    index_9 = torch.ops.aten.index.Tensor(sub_2, [None, lift_fresh_copy_9]);  lift_fresh_copy_9 = None
    _tensor_constant12 = self._tensor_constant12
    lift_fresh_copy_10 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant12);  _tensor_constant12 = None
    index_10 = torch.ops.aten.index.Tensor(sub_2, [None, lift_fresh_copy_10]);  lift_fresh_copy_10 = None
    _tensor_constant13 = self._tensor_constant13
    lift_fresh_copy_11 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant13);  _tensor_constant13 = None
    index_11 = torch.ops.aten.index.Tensor(sub_2, [None, lift_fresh_copy_11]);  lift_fresh_copy_11 = None
    stack_3 = torch.ops.aten.stack.default([index_9, index_10, index_11]);  index_9 = index_10 = index_11 = None
    detach_2 = torch.ops.aten.detach.default(stack_3);  stack_3 = None
    view_10 = torch.ops.aten.view.default(detach_2, [3, -1, 1, 2]);  detach_2 = None
    select_6 = torch.ops.aten.select.int(sub_2, 1, 2)
    select_7 = torch.ops.aten.select.int(sub_2, 1, 1)
    select_8 = torch.ops.aten.select.int(sub_2, 1, 0);  sub_2 = None
    stack_4 = torch.ops.aten.stack.default([select_6, select_7, select_8]);  select_6 = select_7 = select_8 = None
    zeros_like_1 = torch.ops.aten.zeros_like.default(stack_4, pin_memory = False)
    stack_5 = torch.ops.aten.stack.default([zeros_like_1, stack_4], -1);  zeros_like_1 = stack_4 = None
    detach_3 = torch.ops.aten.detach.default(stack_5);  stack_5 = None
    view_11 = torch.ops.aten.view.default(detach_3, [3, -1, 1, 2]);  detach_3 = None
    _tensor_constant14 = self._tensor_constant14
    lift_fresh_copy_12 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant14);  _tensor_constant14 = None
    index_12 = torch.ops.aten.index.Tensor(view_10, [lift_fresh_copy_12]);  lift_fresh_copy_12 = None
    _param_constant6 = self._param_constant6
    grid_sampler_2d_6 = torch.ops.aten.grid_sampler_2d.default(_param_constant6, index_12, 0, 0, True);  _param_constant6 = index_12 = None
    view_12 = torch.ops.aten.view.default(grid_sampler_2d_6, [-1, 24]);  grid_sampler_2d_6 = None
    _tensor_constant15 = self._tensor_constant15
    lift_fresh_copy_13 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant15);  _tensor_constant15 = None
    index_13 = torch.ops.aten.index.Tensor(view_11, [lift_fresh_copy_13]);  lift_fresh_copy_13 = None
    _param_constant7 = self._param_constant7
    grid_sampler_2d_7 = torch.ops.aten.grid_sampler_2d.default(_param_constant7, index_13, 0, 0, True);  _param_constant7 = index_13 = None
    view_13 = torch.ops.aten.view.default(grid_sampler_2d_7, [-1, 24]);  grid_sampler_2d_7 = None
    _tensor_constant16 = self._tensor_constant16
    lift_fresh_copy_14 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant16);  _tensor_constant16 = None
    index_14 = torch.ops.aten.index.Tensor(view_10, [lift_fresh_copy_14]);  lift_fresh_copy_14 = None
    _param_constant8 = self._param_constant8
    grid_sampler_2d_8 = torch.ops.aten.grid_sampler_2d.default(_param_constant8, index_14, 0, 0, True);  _param_constant8 = index_14 = None
    view_14 = torch.ops.aten.view.default(grid_sampler_2d_8, [-1, 24]);  grid_sampler_2d_8 = None
    _tensor_constant17 = self._tensor_constant17
    lift_fresh_copy_15 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant17);  _tensor_constant17 = None
    index_15 = torch.ops.aten.index.Tensor(view_11, [lift_fresh_copy_15]);  lift_fresh_copy_15 = None
    _param_constant9 = self._param_constant9
    grid_sampler_2d_9 = torch.ops.aten.grid_sampler_2d.default(_param_constant9, index_15, 0, 0, True);  _param_constant9 = index_15 = None
    view_15 = torch.ops.aten.view.default(grid_sampler_2d_9, [-1, 24]);  grid_sampler_2d_9 = None
    _tensor_constant18 = self._tensor_constant18
    lift_fresh_copy_16 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant18);  _tensor_constant18 = None
    index_16 = torch.ops.aten.index.Tensor(view_10, [lift_fresh_copy_16]);  view_10 = lift_fresh_copy_16 = None
    _param_constant10 = self._param_constant10
    grid_sampler_2d_10 = torch.ops.aten.grid_sampler_2d.default(_param_constant10, index_16, 0, 0, True);  _param_constant10 = index_16 = None
    view_16 = torch.ops.aten.view.default(grid_sampler_2d_10, [-1, 24]);  grid_sampler_2d_10 = None
    _tensor_constant19 = self._tensor_constant19
    lift_fresh_copy_17 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant19);  _tensor_constant19 = None
    index_17 = torch.ops.aten.index.Tensor(view_11, [lift_fresh_copy_17]);  view_11 = lift_fresh_copy_17 = None
    _param_constant11 = self._param_constant11
    grid_sampler_2d_11 = torch.ops.aten.grid_sampler_2d.default(_param_constant11, index_17, 0, 0, True);  _param_constant11 = index_17 = None
    view_17 = torch.ops.aten.view.default(grid_sampler_2d_11, [-1, 24]);  grid_sampler_2d_11 = None
    cat = torch.ops.aten.cat.default([view_12, view_14, view_16]);  view_12 = view_14 = view_16 = None
    cat_1 = torch.ops.aten.cat.default([view_13, view_15, view_17]);  view_13 = view_15 = view_17 = None
    mul_6 = torch.ops.aten.mul.Tensor(cat, cat_1);  cat = cat_1 = None
    permute = torch.ops.aten.permute.default(mul_6, [1, 0]);  mul_6 = None
    _param_constant12 = self._param_constant12
    t = torch.ops.aten.t.default(_param_constant12);  _param_constant12 = None
    mm = torch.ops.aten.mm.default(permute, t);  permute = t = None
    arange = torch.ops.aten.arange.default(1, dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    pow_1 = torch.ops.aten.pow.Scalar(2, arange);  arange = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(mm, 2)
    mul_7 = torch.ops.aten.mul.Tensor(unsqueeze_5, pow_1);  unsqueeze_5 = pow_1 = None
    view_18 = torch.ops.aten.view.default(mul_7, [24, 6]);  mul_7 = None
    sin = torch.ops.aten.sin.default(view_18)
    cos = torch.ops.aten.cos.default(view_18);  view_18 = None
    cat_2 = torch.ops.aten.cat.default([sin, cos], -1);  sin = cos = None
    arange_1 = torch.ops.aten.arange.default(1, dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    pow_2 = torch.ops.aten.pow.Scalar(2, arange_1);  arange_1 = None
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(_unsafe_view, 2)
    mul_8 = torch.ops.aten.mul.Tensor(unsqueeze_6, pow_2);  unsqueeze_6 = pow_2 = None
    view_19 = torch.ops.aten.view.default(mul_8, [24, 3]);  mul_8 = None
    sin_1 = torch.ops.aten.sin.default(view_19)
    cos_1 = torch.ops.aten.cos.default(view_19);  view_19 = None
    cat_3 = torch.ops.aten.cat.default([sin_1, cos_1], -1);  sin_1 = cos_1 = None
    cat_4 = torch.ops.aten.cat.default([mm, _unsafe_view, cat_2, cat_3], -1);  mm = _unsafe_view = cat_2 = cat_3 = None
    _param_constant13 = self._param_constant13
    t_1 = torch.ops.aten.t.default(_param_constant13);  _param_constant13 = None
    _param_constant14 = self._param_constant14
    addmm = torch.ops.aten.addmm.default(_param_constant14, cat_4, t_1);  _param_constant14 = cat_4 = t_1 = None
    relu_ = torch.ops.aten.relu_.default(addmm);  addmm = None
    detach_4 = torch.ops.aten.detach.default(relu_);  detach_4 = None
    _param_constant15 = self._param_constant15
    t_2 = torch.ops.aten.t.default(_param_constant15);  _param_constant15 = None
    _param_constant16 = self._param_constant16
    addmm_1 = torch.ops.aten.addmm.default(_param_constant16, relu_, t_2);  _param_constant16 = relu_ = t_2 = None
    relu__1 = torch.ops.aten.relu_.default(addmm_1);  addmm_1 = None
    detach_5 = torch.ops.aten.detach.default(relu__1);  detach_5 = None
    _param_constant17 = self._param_constant17
    t_3 = torch.ops.aten.t.default(_param_constant17);  _param_constant17 = None
    _param_constant18 = self._param_constant18
    addmm_2 = torch.ops.aten.addmm.default(_param_constant18, relu__1, t_3);  _param_constant18 = relu__1 = t_3 = None
    sigmoid = torch.ops.aten.sigmoid.default(addmm_2);  addmm_2 = None
    detach_6 = torch.ops.aten.detach.default(sigmoid);  detach_6 = None
    view_20 = torch.ops.aten.view.default(sigmoid, [4, 6, 3]);  sigmoid = None
    _tensor_constant0_1 = self._tensor_constant0
    slice_1 = torch.ops.aten.slice.Tensor(_tensor_constant0_1, 0, 1, 9223372036854775807);  _tensor_constant0_1 = None
    _tensor_constant0_2 = self._tensor_constant0
    slice_2 = torch.ops.aten.slice.Tensor(_tensor_constant0_2, 0, 0, -1);  _tensor_constant0_2 = None
    sub_3 = torch.ops.aten.sub.Tensor(slice_1, slice_2);  slice_1 = slice_2 = None
    _tensor_constant0_3 = self._tensor_constant0
    slice_3 = torch.ops.aten.slice.Tensor(_tensor_constant0_3, 0, -1, 9223372036854775807);  _tensor_constant0_3 = None
    _tensor_constant0_4 = self._tensor_constant0
    slice_4 = torch.ops.aten.slice.Tensor(_tensor_constant0_4, 0, -2, -1);  _tensor_constant0_4 = None
    sub_4 = torch.ops.aten.sub.Tensor(slice_3, slice_4);  slice_3 = slice_4 = None
    cat_5 = torch.ops.aten.cat.default([sub_3, sub_4]);  sub_3 = sub_4 = None
    neg = torch.ops.aten.neg.default(view_9);  view_9 = None
    mul_9 = torch.ops.aten.mul.Tensor(neg, cat_5);  neg = cat_5 = None
    mul_10 = torch.ops.aten.mul.Tensor(mul_9, 5.0);  mul_9 = None
    exp_1 = torch.ops.aten.exp.default(mul_10);  mul_10 = None
    detach_7 = torch.ops.aten.detach.default(exp_1);  detach_7 = None
    rsub = torch.ops.aten.rsub.Scalar(exp_1, 1.0);  exp_1 = None
    ones = torch.ops.aten.ones.default([4, 1], device = device(type='cpu'), pin_memory = False)
    rsub_1 = torch.ops.aten.rsub.Scalar(rsub, 1.0)
    add_4 = torch.ops.aten.add.Tensor(rsub_1, 1e-10);  rsub_1 = None
    cat_6 = torch.ops.aten.cat.default([ones, add_4], -1);  ones = add_4 = None
    cumprod = torch.ops.aten.cumprod.default(cat_6, -1);  cat_6 = None
    detach_8 = torch.ops.aten.detach.default(cumprod);  detach_8 = None
    slice_5 = torch.ops.aten.slice.Tensor(cumprod, 1, 0, -1);  cumprod = None
    mul_11 = torch.ops.aten.mul.Tensor(rsub, slice_5);  rsub = slice_5 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_11, [-1])
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(mul_11, 2);  mul_11 = None
    mul_12 = torch.ops.aten.mul.Tensor(unsqueeze_7, view_20);  unsqueeze_7 = view_20 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(mul_12, [-2]);  mul_12 = None
    unsqueeze_8 = torch.ops.aten.unsqueeze.default(sum_4, 1);  sum_4 = None
    rsub_2 = torch.ops.aten.rsub.Scalar(unsqueeze_8, 1.0);  unsqueeze_8 = None
    add_5 = torch.ops.aten.add.Tensor(sum_5, rsub_2);  sum_5 = rsub_2 = None
    mse_loss = torch.ops.aten.mse_loss.default(add_5, rgb_1);  add_5 = rgb_1 = None
    return mse_loss
    