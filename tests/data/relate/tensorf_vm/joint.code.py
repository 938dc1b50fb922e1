


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
    grid_sampler_2d = torch.ops.aten.grid_sampler_2d.default(_param_constant0, index_3, 0, 0, True);  _param_constant0 = None
    view_3 = torch.ops.aten.view.default(grid_sampler_2d, [-1, 24]);  grid_sampler_2d = None
    _tensor_constant6 = self._tensor_constant6
    lift_fresh_copy_4 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant6);  _tensor_constant6 = None
    index_4 = torch.ops.aten.index.Tensor(view_2, [lift_fresh_copy_4]);  lift_fresh_copy_4 = None
    _param_constant1 = self._param_constant1
    grid_sampler_2d_1 = torch.ops.aten.grid_sampler_2d.default(_param_constant1, index_4, 0, 0, True);  _param_constant1 = None
    view_4 = torch.ops.aten.view.default(grid_sampler_2d_1, [-1, 24]);  grid_sampler_2d_1 = None
    mul_3 = torch.ops.aten.mul.Tensor(view_3, view_4)
    sum_1 = torch.ops.aten.sum.dim_IntList(mul_3, [0]);  mul_3 = None
    add_1 = torch.ops.aten.add.Tensor(zeros, sum_1);  zeros = sum_1 = None
    _tensor_constant7 = self._tensor_constant7
    lift_fresh_copy_5 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant7);  _tensor_constant7 = None
    index_5 = torch.ops.aten.index.Tensor(view_1, [lift_fresh_copy_5]);  lift_fresh_copy_5 = None
    _param_constant2 = self._param_constant2
    grid_sampler_2d_2 = torch.ops.aten.grid_sampler_2d.default(_param_constant2, index_5, 0, 0, True);  _param_constant2 = None
    view_5 = torch.ops.aten.view.default(grid_sampler_2d_2, [-1, 24]);  grid_sampler_2d_2 = None
    _tensor_constant8 = self._tensor_constant8
    lift_fresh_copy_6 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant8);  _tensor_constant8 = None
    index_6 = torch.ops.aten.index.Tensor(view_2, [lift_fresh_copy_6]);  lift_fresh_copy_6 = None
    _param_constant3 = self._param_constant3
    grid_sampler_2d_3 = torch.ops.aten.grid_sampler_2d.default(_param_constant3, index_6, 0, 0, True);  _param_constant3 = None
    view_6 = torch.ops.aten.view.default(grid_sampler_2d_3, [-1, 24]);  grid_sampler_2d_3 = None
    mul_4 = torch.ops.aten.mul.Tensor(view_5, view_6)
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_4, [0]);  mul_4 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, sum_2);  add_1 = sum_2 = None
    _tensor_constant9 = self._tensor_constant9
    lift_fresh_copy_7 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant9);  _tensor_constant9 = None
    index_7 = torch.ops.aten.index.Tensor(view_1, [lift_fresh_copy_7]);  view_1 = lift_fresh_copy_7 = None
    _param_constant4 = self._param_constant4
    grid_sampler_2d_4 = torch.ops.aten.grid_sampler_2d.default(_param_constant4, index_7, 0, 0, True);  _param_constant4 = None
    view_7 = torch.ops.aten.view.default(grid_sampler_2d_4, [-1, 24]);  grid_sampler_2d_4 = None
    _tensor_constant10 = self._tensor_constant10
    lift_fresh_copy_8 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant10);  _tensor_constant10 = None
    index_8 = torch.ops.aten.index.Tensor(view_2, [lift_fresh_copy_8]);  view_2 = lift_fresh_copy_8 = None
    _param_constant5 = self._param_constant5
    grid_sampler_2d_5 = torch.ops.aten.grid_sampler_2d.default(_param_constant5, index_8, 0, 0, True);  _param_constant5 = None
    view_8 = torch.ops.aten.view.default(grid_sampler_2d_5, [-1, 24]);  grid_sampler_2d_5 = None
    mul_5 = torch.ops.aten.mul.Tensor(view_7, view_8)
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_5, [0]);  mul_5 = None
    add_3 = torch.ops.aten.add.Tensor(add_2, sum_3);  add_2 = sum_3 = None
    exp = torch.ops.aten.exp.default(add_3)
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
    grid_sampler_2d_6 = torch.ops.aten.grid_sampler_2d.default(_param_constant6, index_12, 0, 0, True);  _param_constant6 = None
    view_12 = torch.ops.aten.view.default(grid_sampler_2d_6, [-1, 24]);  grid_sampler_2d_6 = None
    _tensor_constant15 = self._tensor_constant15
    lift_fresh_copy_13 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant15);  _tensor_constant15 = None
    index_13 = torch.ops.aten.index.Tensor(view_11, [lift_fresh_copy_13]);  lift_fresh_copy_13 = None
    _param_constant7 = self._param_constant7
    grid_sampler_2d_7 = torch.ops.aten.grid_sampler_2d.default(_param_constant7, index_13, 0, 0, True);  _param_constant7 = None
    view_13 = torch.ops.aten.view.default(grid_sampler_2d_7, [-1, 24]);  grid_sampler_2d_7 = None
    _tensor_constant16 = self._tensor_constant16
    lift_fresh_copy_14 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant16);  _tensor_constant16 = None
    index_14 = torch.ops.aten.index.Tensor(view_10, [lift_fresh_copy_14]);  lift_fresh_copy_14 = None
    _param_constant8 = self._param_constant8
    grid_sampler_2d_8 = torch.ops.aten.grid_sampler_2d.default(_param_constant8, index_14, 0, 0, True);  _param_constant8 = None
    view_14 = torch.ops.aten.view.default(grid_sampler_2d_8, [-1, 24]);  grid_sampler_2d_8 = None
    _tensor_constant17 = self._tensor_constant17
    lift_fresh_copy_15 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant17);  _tensor_constant17 = None
    index_15 = torch.ops.aten.index.Tensor(view_11, [lift_fresh_copy_15]);  lift_fresh_copy_15 = None
    _param_constant9 = self._param_constant9
    grid_sampler_2d_9 = torch.ops.aten.grid_sampler_2d.default(_param_constant9, index_15, 0, 0, True);  _param_constant9 = None
    view_15 = torch.ops.aten.view.default(grid_sampler_2d_9, [-1, 24]);  grid_sampler_2d_9 = None
    _tensor_constant18 = self._tensor_constant18
    lift_fresh_copy_16 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant18);  _tensor_constant18 = None
    index_16 = torch.ops.aten.index.Tensor(view_10, [lift_fresh_copy_16]);  view_10 = lift_fresh_copy_16 = None
    _param_constant10 = self._param_constant10
    grid_sampler_2d_10 = torch.ops.aten.grid_sampler_2d.default(_param_constant10, index_16, 0, 0, True);  _param_constant10 = None
    view_16 = torch.ops.aten.view.default(grid_sampler_2d_10, [-1, 24]);  grid_sampler_2d_10 = None
    _tensor_constant19 = self._tensor_constant19
    lift_fresh_copy_17 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant19);  _tensor_constant19 = None
    index_17 = torch.ops.aten.index.Tensor(view_11, [lift_fresh_copy_17]);  view_11 = lift_fresh_copy_17 = None
    _param_constant11 = self._param_constant11
    grid_sampler_2d_11 = torch.ops.aten.grid_sampler_2d.default(_param_constant11, index_17, 0, 0, True);  _param_constant11 = None
    view_17 = torch.ops.aten.view.default(grid_sampler_2d_11, [-1, 24]);  grid_sampler_2d_11 = None
    cat = torch.ops.aten.cat.default([view_12, view_14, view_16]);  view_12 = view_14 = view_16 = None
    cat_1 = torch.ops.aten.cat.default([view_13, view_15, view_17]);  view_13 = view_15 = view_17 = None
    mul_6 = torch.ops.aten.mul.Tensor(cat, cat_1)
    permute = torch.ops.aten.permute.default(mul_6, [1, 0]);  mul_6 = None
    _param_constant12 = self._param_constant12
    t = torch.ops.aten.t.default(_param_constant12);  _param_constant12 = None
    mm = torch.ops.aten.mm.default(permute, t)
    arange = torch.ops.aten.arange.default(1, dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    pow_1 = torch.ops.aten.pow.Scalar(2, arange);  arange = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(mm, 2)
    mul_7 = torch.ops.aten.mul.Tensor(unsqueeze_5, pow_1);  unsqueeze_5 = None
    view_18 = torch.ops.aten.view.default(mul_7, [24, 6]);  mul_7 = None
    sin = torch.ops.aten.sin.default(view_18)
    cos = torch.ops.aten.cos.default(view_18)
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
    addmm = torch.ops.aten.addmm.default(_param_constant14, cat_4, t_1);  _param_constant14 = None
    relu_ = torch.ops.aten.relu_.default(addmm);  addmm = None
    detach_4 = torch.ops.aten.detach.default(relu_)
    _param_constant15 = self._param_constant15
    t_2 = torch.ops.aten.t.default(_param_constant15);  _param_constant15 = None
    _param_constant16 = self._param_constant16
    addmm_1 = torch.ops.aten.addmm.default(_param_constant16, relu_, t_2);  _param_constant16 = None
    relu__1 = torch.ops.aten.relu_.default(addmm_1);  addmm_1 = None
    detach_5 = torch.ops.aten.detach.default(relu__1)
    _param_constant17 = self._param_constant17
    t_3 = torch.ops.aten.t.default(_param_constant17);  _param_constant17 = None
    _param_constant18 = self._param_constant18
    addmm_2 = torch.ops.aten.addmm.default(_param_constant18, relu__1, t_3);  _param_constant18 = None
    sigmoid = torch.ops.aten.sigmoid.default(addmm_2);  addmm_2 = None
    detach_6 = torch.ops.aten.detach.default(sigmoid)
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
    mul_9 = torch.ops.aten.mul.Tensor(neg, cat_5);  neg = None
    mul_10 = torch.ops.aten.mul.Tensor(mul_9, 5.0);  mul_9 = None
    exp_1 = torch.ops.aten.exp.default(mul_10);  mul_10 = None
    detach_7 = torch.ops.aten.detach.default(exp_1)
    rsub = torch.ops.aten.rsub.Scalar(exp_1, 1.0);  exp_1 = None
    ones = torch.ops.aten.ones.default([4, 1], device = device(type='cpu'), pin_memory = False)
    rsub_1 = torch.ops.aten.rsub.Scalar(rsub, 1.0)
    add_4 = torch.ops.aten.add.Tensor(rsub_1, 1e-10);  rsub_1 = None
    cat_6 = torch.ops.aten.cat.default([ones, add_4], -1);  ones = add_4 = None
    cumprod = torch.ops.aten.cumprod.default(cat_6, -1)
    detach_8 = torch.ops.aten.detach.default(cumprod)
    slice_5 = torch.ops.aten.slice.Tensor(cumprod, 1, 0, -1);  cumprod = None
    mul_11 = torch.ops.aten.mul.Tensor(rsub, slice_5)
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_11, [-1])
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(mul_11, 2);  mul_11 = None
    mul_12 = torch.ops.aten.mul.Tensor(unsqueeze_7, view_20)
    sum_5 = torch.ops.aten.sum.dim_IntList(mul_12, [-2]);  mul_12 = None
    unsqueeze_8 = torch.ops.aten.unsqueeze.default(sum_4, 1);  sum_4 = None
    rsub_2 = torch.ops.aten.rsub.Scalar(unsqueeze_8, 1.0);  unsqueeze_8 = None
    add_5 = torch.ops.aten.add.Tensor(sum_5, rsub_2);  sum_5 = rsub_2 = None
    mse_loss = torch.ops.aten.mse_loss.default(add_5, rgb_1)
    ones_like = torch.ops.aten.ones_like.default(mse_loss, pin_memory = False, memory_format = torch.preserve_format)
    mse_loss_backward = torch.ops.aten.mse_loss_backward.default(ones_like, add_5, rgb_1, 1);  ones_like = add_5 = rgb_1 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(mse_loss_backward, [1], True)
    neg_1 = torch.ops.aten.neg.default(sum_6);  sum_6 = None
    squeeze = torch.ops.aten.squeeze.dim(neg_1, 1);  neg_1 = None
    unsqueeze_9 = torch.ops.aten.unsqueeze.default(mse_loss_backward, -2);  mse_loss_backward = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze_9, [4, 6, 3]);  unsqueeze_9 = None
    mul_13 = torch.ops.aten.mul.Tensor(expand_1, unsqueeze_7);  unsqueeze_7 = None
    mul_14 = torch.ops.aten.mul.Tensor(expand_1, view_20);  expand_1 = view_20 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(mul_14, [2], True);  mul_14 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(sum_7, 2);  sum_7 = None
    unsqueeze_10 = torch.ops.aten.unsqueeze.default(squeeze, -1);  squeeze = None
    expand_2 = torch.ops.aten.expand.default(unsqueeze_10, [4, 6]);  unsqueeze_10 = None
    add_6 = torch.ops.aten.add.Tensor(squeeze_1, expand_2);  squeeze_1 = expand_2 = None
    mul_15 = torch.ops.aten.mul.Tensor(add_6, rsub);  rsub = None
    mul_16 = torch.ops.aten.mul.Tensor(add_6, slice_5);  add_6 = slice_5 = None
    slice_backward = torch.ops.aten.slice_backward.default(mul_15, [4, 7], 1, 0, -1, 1);  mul_15 = None
    detach_9 = torch.ops.aten.detach.default(detach_8);  detach_8 = None
    mul_17 = torch.ops.aten.mul.Tensor(detach_9, slice_backward)
    eq = torch.ops.aten.eq.Scalar(cat_6, 0)
    zeros_1 = torch.ops.aten.zeros.default([4, 7], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    cumsum = torch.ops.aten.cumsum.default(eq, 1);  eq = None
    eq_1 = torch.ops.aten.eq.Scalar(cumsum, 0)
    bitwise_not = torch.ops.aten.bitwise_not.default(eq_1)
    masked_fill = torch.ops.aten.masked_fill.Scalar(mul_17, bitwise_not, 0.0);  mul_17 = bitwise_not = None
    flip = torch.ops.aten.flip.default(masked_fill, [1]);  masked_fill = None
    cumsum_1 = torch.ops.aten.cumsum.default(flip, 1);  flip = None
    flip_1 = torch.ops.aten.flip.default(cumsum_1, [1]);  cumsum_1 = None
    div = torch.ops.aten.div.Tensor(flip_1, cat_6);  flip_1 = None
    where = torch.ops.aten.where.self(eq_1, div, zeros_1);  eq_1 = div = zeros_1 = None
    eq_2 = torch.ops.aten.eq.Scalar(cumsum, 1)
    max_1 = torch.ops.aten.max.dim(eq_2, 1, True)
    getitem = max_1[0];  getitem = None
    getitem_1 = max_1[1];  max_1 = None
    zeros_like_2 = torch.ops.aten.zeros_like.default(eq_2)
    scatter_ = torch.ops.aten.scatter_.value(zeros_like_2, 1, getitem_1, 1);  zeros_like_2 = None
    logical_and_ = torch.ops.aten.logical_and_.default(scatter_, eq_2);  scatter_ = None
    bitwise_not_1 = torch.ops.aten.bitwise_not.default(logical_and_)
    bitwise_and_ = torch.ops.aten.bitwise_and_.Tensor(eq_2, bitwise_not_1);  eq_2 = bitwise_not_1 = None
    bitwise_not_2 = torch.ops.aten.bitwise_not.default(bitwise_and_);  bitwise_and_ = None
    masked_fill_1 = torch.ops.aten.masked_fill.Scalar(cat_6, bitwise_not_2, 1.0);  cat_6 = bitwise_not_2 = None
    cumprod_1 = torch.ops.aten.cumprod.default(masked_fill_1, 1);  masked_fill_1 = None
    ne = torch.ops.aten.ne.Scalar(cumsum, 1);  cumsum = None
    masked_fill_2 = torch.ops.aten.masked_fill.Scalar(slice_backward, ne, 0.0);  slice_backward = ne = None
    sub_5 = torch.ops.aten.sub.Scalar(getitem_1, 1)
    relu__2 = torch.ops.aten.relu_.default(sub_5);  sub_5 = None
    gather = torch.ops.aten.gather.default(detach_9, 1, relu__2);  detach_9 = relu__2 = None
    eq_3 = torch.ops.aten.eq.Scalar(getitem_1, 0);  getitem_1 = None
    masked_fill_ = torch.ops.aten.masked_fill_.Scalar(gather, eq_3, 1.0);  gather = eq_3 = None
    mul_18 = torch.ops.aten.mul.Tensor(cumprod_1, masked_fill_2);  cumprod_1 = masked_fill_2 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(mul_18, [1], True);  mul_18 = None
    mul_19 = torch.ops.aten.mul.Tensor(sum_8, masked_fill_);  sum_8 = masked_fill_ = None
    where_1 = torch.ops.aten.where.self(logical_and_, mul_19, where);  logical_and_ = mul_19 = where = None
    slice_6 = torch.ops.aten.slice.Tensor(where_1, 1, 0, 1);  slice_6 = None
    slice_7 = torch.ops.aten.slice.Tensor(where_1, 1, 1, 7);  where_1 = None
    neg_2 = torch.ops.aten.neg.default(slice_7);  slice_7 = None
    add_7 = torch.ops.aten.add.Tensor(mul_16, neg_2);  mul_16 = neg_2 = None
    neg_3 = torch.ops.aten.neg.default(add_7);  add_7 = None
    detach_10 = torch.ops.aten.detach.default(detach_7);  detach_7 = None
    mul_20 = torch.ops.aten.mul.Tensor(neg_3, detach_10);  neg_3 = detach_10 = None
    mul_21 = torch.ops.aten.mul.Tensor(mul_20, 5.0);  mul_20 = None
    mul_22 = torch.ops.aten.mul.Tensor(mul_21, cat_5);  mul_21 = cat_5 = None
    neg_4 = torch.ops.aten.neg.default(mul_22);  mul_22 = None
    view_21 = torch.ops.aten.view.default(mul_13, [24, 3]);  mul_13 = None
    detach_11 = torch.ops.aten.detach.default(detach_6);  detach_6 = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(view_21, detach_11);  view_21 = detach_11 = None
    t_4 = torch.ops.aten.t.default(t_3);  t_3 = None
    mm_1 = torch.ops.aten.mm.default(sigmoid_backward, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(sigmoid_backward)
    mm_2 = torch.ops.aten.mm.default(t_5, relu__1);  t_5 = relu__1 = None
    t_6 = torch.ops.aten.t.default(mm_2);  mm_2 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(sigmoid_backward, [0], True);  sigmoid_backward = None
    view_22 = torch.ops.aten.view.default(sum_9, [3]);  sum_9 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    detach_12 = torch.ops.aten.detach.default(detach_5);  detach_5 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(mm_1, detach_12, 0);  mm_1 = detach_12 = None
    t_8 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm_3 = torch.ops.aten.mm.default(threshold_backward, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(threshold_backward)
    mm_4 = torch.ops.aten.mm.default(t_9, relu_);  t_9 = relu_ = None
    t_10 = torch.ops.aten.t.default(mm_4);  mm_4 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
    view_23 = torch.ops.aten.view.default(sum_10, [16]);  sum_10 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    detach_13 = torch.ops.aten.detach.default(detach_4);  detach_4 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(mm_3, detach_13, 0);  mm_3 = detach_13 = None
    t_12 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_5 = torch.ops.aten.mm.default(threshold_backward_1, t_12);  t_12 = None
    t_13 = torch.ops.aten.t.default(threshold_backward_1)
    mm_6 = torch.ops.aten.mm.default(t_13, cat_4);  t_13 = cat_4 = None
    t_14 = torch.ops.aten.t.default(mm_6);  mm_6 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(threshold_backward_1, [0], True);  threshold_backward_1 = None
    view_24 = torch.ops.aten.view.default(sum_11, [16]);  sum_11 = None
    t_15 = torch.ops.aten.t.default(t_14);  t_14 = None
    slice_8 = torch.ops.aten.slice.Tensor(mm_5, 1, 0, 6)
    slice_9 = torch.ops.aten.slice.Tensor(mm_5, 1, 6, 9);  slice_9 = None
    slice_10 = torch.ops.aten.slice.Tensor(mm_5, 1, 9, 21)
    slice_11 = torch.ops.aten.slice.Tensor(mm_5, 1, 21, 27);  mm_5 = slice_11 = None
    slice_12 = torch.ops.aten.slice.Tensor(slice_10, 1, 0, 6)
    slice_13 = torch.ops.aten.slice.Tensor(slice_10, 1, 6, 12);  slice_10 = None
    sin_2 = torch.ops.aten.sin.default(view_18)
    neg_5 = torch.ops.aten.neg.default(sin_2);  sin_2 = None
    mul_23 = torch.ops.aten.mul.Tensor(slice_13, neg_5);  slice_13 = neg_5 = None
    cos_2 = torch.ops.aten.cos.default(view_18);  view_18 = None
    mul_24 = torch.ops.aten.mul.Tensor(slice_12, cos_2);  slice_12 = cos_2 = None
    add_8 = torch.ops.aten.add.Tensor(mul_23, mul_24);  mul_23 = mul_24 = None
    view_25 = torch.ops.aten.view.default(add_8, [24, 6, 1]);  add_8 = None
    mul_25 = torch.ops.aten.mul.Tensor(view_25, pow_1);  view_25 = pow_1 = None
    squeeze_2 = torch.ops.aten.squeeze.dim(mul_25, 2);  mul_25 = None
    add_9 = torch.ops.aten.add.Tensor(slice_8, squeeze_2);  slice_8 = squeeze_2 = None
    t_16 = torch.ops.aten.t.default(add_9)
    mm_7 = torch.ops.aten.mm.default(t_16, permute);  t_16 = permute = None
    t_17 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    t_18 = torch.ops.aten.t.default(add_9);  add_9 = None
    mm_8 = torch.ops.aten.mm.default(t, t_18);  t = t_18 = None
    t_19 = torch.ops.aten.t.default(mm_8);  mm_8 = None
    t_20 = torch.ops.aten.t.default(t_17);  t_17 = None
    permute_1 = torch.ops.aten.permute.default(t_19, [1, 0]);  t_19 = None
    mul_26 = torch.ops.aten.mul.Tensor(permute_1, cat);  cat = None
    mul_27 = torch.ops.aten.mul.Tensor(permute_1, cat_1);  permute_1 = cat_1 = None
    slice_14 = torch.ops.aten.slice.Tensor(mul_26, 0, 0, 3)
    slice_15 = torch.ops.aten.slice.Tensor(mul_26, 0, 3, 6)
    slice_16 = torch.ops.aten.slice.Tensor(mul_26, 0, 6, 9);  mul_26 = None
    slice_17 = torch.ops.aten.slice.Tensor(mul_27, 0, 0, 3)
    slice_18 = torch.ops.aten.slice.Tensor(mul_27, 0, 3, 6)
    slice_19 = torch.ops.aten.slice.Tensor(mul_27, 0, 6, 9);  mul_27 = None
    view_26 = torch.ops.aten.view.default(slice_16, [1, 3, 24, 1]);  slice_16 = None
    _param_constant11_1 = self._param_constant11
    grid_sampler_2d_backward = torch.ops.aten.grid_sampler_2d_backward.default(view_26, _param_constant11_1, index_17, 0, 0, True, [True, False]);  view_26 = _param_constant11_1 = index_17 = None
    getitem_2 = grid_sampler_2d_backward[0]
    getitem_3 = grid_sampler_2d_backward[1];  grid_sampler_2d_backward = getitem_3 = None
    view_27 = torch.ops.aten.view.default(slice_19, [1, 3, 24, 1]);  slice_19 = None
    _param_constant10_1 = self._param_constant10
    grid_sampler_2d_backward_1 = torch.ops.aten.grid_sampler_2d_backward.default(view_27, _param_constant10_1, index_16, 0, 0, True, [True, False]);  view_27 = _param_constant10_1 = index_16 = None
    getitem_4 = grid_sampler_2d_backward_1[0]
    getitem_5 = grid_sampler_2d_backward_1[1];  grid_sampler_2d_backward_1 = getitem_5 = None
    view_28 = torch.ops.aten.view.default(slice_15, [1, 3, 24, 1]);  slice_15 = None
    _param_constant9_1 = self._param_constant9
    grid_sampler_2d_backward_2 = torch.ops.aten.grid_sampler_2d_backward.default(view_28, _param_constant9_1, index_15, 0, 0, True, [True, False]);  view_28 = _param_constant9_1 = index_15 = None
    getitem_6 = grid_sampler_2d_backward_2[0]
    getitem_7 = grid_sampler_2d_backward_2[1];  grid_sampler_2d_backward_2 = getitem_7 = None
    view_29 = torch.ops.aten.view.default(slice_18, [1, 3, 24, 1]);  slice_18 = None
    _param_constant8_1 = self._param_constant8
    grid_sampler_2d_backward_3 = torch.ops.aten.grid_sampler_2d_backward.default(view_29, _param_constant8_1, index_14, 0, 0, True, [True, False]);  view_29 = _param_constant8_1 = index_14 = None
    getitem_8 = grid_sampler_2d_backward_3[0]
    getitem_9 = grid_sampler_2d_backward_3[1];  grid_sampler_2d_backward_3 = getitem_9 = None
    view_30 = torch.ops.aten.view.default(slice_14, [1, 3, 24, 1]);  slice_14 = None
    _param_constant7_1 = self._param_constant7
    grid_sampler_2d_backward_4 = torch.ops.aten.grid_sampler_2d_backward.default(view_30, _param_constant7_1, index_13, 0, 0, True, [True, False]);  view_30 = _param_constant7_1 = index_13 = None
    getitem_10 = grid_sampler_2d_backward_4[0]
    getitem_11 = grid_sampler_2d_backward_4[1];  grid_sampler_2d_backward_4 = getitem_11 = None
    view_31 = torch.ops.aten.view.default(slice_17, [1, 3, 24, 1]);  slice_17 = None
    _param_constant6_1 = self._param_constant6
    grid_sampler_2d_backward_5 = torch.ops.aten.grid_sampler_2d_backward.default(view_31, _param_constant6_1, index_12, 0, 0, True, [True, False]);  view_31 = _param_constant6_1 = index_12 = None
    getitem_12 = grid_sampler_2d_backward_5[0]
    getitem_13 = grid_sampler_2d_backward_5[1];  grid_sampler_2d_backward_5 = getitem_13 = None
    view_32 = torch.ops.aten.view.default(neg_4, [24]);  neg_4 = None
    clamp = torch.ops.aten.clamp.default(add_3, -15, 15);  add_3 = None
    exp_2 = torch.ops.aten.exp.default(clamp);  clamp = None
    mul_28 = torch.ops.aten.mul.Tensor(view_32, exp_2);  view_32 = exp_2 = None
    unsqueeze_11 = torch.ops.aten.unsqueeze.default(mul_28, 0)
    expand_3 = torch.ops.aten.expand.default(unsqueeze_11, [2, 24]);  unsqueeze_11 = None
    mul_29 = torch.ops.aten.mul.Tensor(expand_3, view_7);  view_7 = None
    mul_30 = torch.ops.aten.mul.Tensor(expand_3, view_8);  expand_3 = view_8 = None
    view_33 = torch.ops.aten.view.default(mul_29, [1, 2, 24, 1]);  mul_29 = None
    _param_constant5_1 = self._param_constant5
    grid_sampler_2d_backward_6 = torch.ops.aten.grid_sampler_2d_backward.default(view_33, _param_constant5_1, index_8, 0, 0, True, [True, False]);  view_33 = _param_constant5_1 = index_8 = None
    getitem_14 = grid_sampler_2d_backward_6[0]
    getitem_15 = grid_sampler_2d_backward_6[1];  grid_sampler_2d_backward_6 = getitem_15 = None
    view_34 = torch.ops.aten.view.default(mul_30, [1, 2, 24, 1]);  mul_30 = None
    _param_constant4_1 = self._param_constant4
    grid_sampler_2d_backward_7 = torch.ops.aten.grid_sampler_2d_backward.default(view_34, _param_constant4_1, index_7, 0, 0, True, [True, False]);  view_34 = _param_constant4_1 = index_7 = None
    getitem_16 = grid_sampler_2d_backward_7[0]
    getitem_17 = grid_sampler_2d_backward_7[1];  grid_sampler_2d_backward_7 = getitem_17 = None
    unsqueeze_12 = torch.ops.aten.unsqueeze.default(mul_28, 0)
    expand_4 = torch.ops.aten.expand.default(unsqueeze_12, [2, 24]);  unsqueeze_12 = None
    mul_31 = torch.ops.aten.mul.Tensor(expand_4, view_5);  view_5 = None
    mul_32 = torch.ops.aten.mul.Tensor(expand_4, view_6);  expand_4 = view_6 = None
    view_35 = torch.ops.aten.view.default(mul_31, [1, 2, 24, 1]);  mul_31 = None
    _param_constant3_1 = self._param_constant3
    grid_sampler_2d_backward_8 = torch.ops.aten.grid_sampler_2d_backward.default(view_35, _param_constant3_1, index_6, 0, 0, True, [True, False]);  view_35 = _param_constant3_1 = index_6 = None
    getitem_18 = grid_sampler_2d_backward_8[0]
    getitem_19 = grid_sampler_2d_backward_8[1];  grid_sampler_2d_backward_8 = getitem_19 = None
    view_36 = torch.ops.aten.view.default(mul_32, [1, 2, 24, 1]);  mul_32 = None
    _param_constant2_1 = self._param_constant2
    grid_sampler_2d_backward_9 = torch.ops.aten.grid_sampler_2d_backward.default(view_36, _param_constant2_1, index_5, 0, 0, True, [True, False]);  view_36 = _param_constant2_1 = index_5 = None
    getitem_20 = grid_sampler_2d_backward_9[0]
    getitem_21 = grid_sampler_2d_backward_9[1];  grid_sampler_2d_backward_9 = getitem_21 = None
    unsqueeze_13 = torch.ops.aten.unsqueeze.default(mul_28, 0);  mul_28 = None
    expand_5 = torch.ops.aten.expand.default(unsqueeze_13, [2, 24]);  unsqueeze_13 = None
    mul_33 = torch.ops.aten.mul.Tensor(expand_5, view_3);  view_3 = None
    mul_34 = torch.ops.aten.mul.Tensor(expand_5, view_4);  expand_5 = view_4 = None
    view_37 = torch.ops.aten.view.default(mul_33, [1, 2, 24, 1]);  mul_33 = None
    _param_constant1_1 = self._param_constant1
    grid_sampler_2d_backward_10 = torch.ops.aten.grid_sampler_2d_backward.default(view_37, _param_constant1_1, index_4, 0, 0, True, [True, False]);  view_37 = _param_constant1_1 = index_4 = None
    getitem_22 = grid_sampler_2d_backward_10[0]
    getitem_23 = grid_sampler_2d_backward_10[1];  grid_sampler_2d_backward_10 = getitem_23 = None
    view_38 = torch.ops.aten.view.default(mul_34, [1, 2, 24, 1]);  mul_34 = None
    _param_constant0_1 = self._param_constant0
    grid_sampler_2d_backward_11 = torch.ops.aten.grid_sampler_2d_backward.default(view_38, _param_constant0_1, index_3, 0, 0, True, [True, False]);  view_38 = _param_constant0_1 = index_3 = None
    getitem_24 = grid_sampler_2d_backward_11[0]
    getitem_25 = grid_sampler_2d_backward_11[1];  grid_sampler_2d_backward_11 = getitem_25 = None
    return (mse_loss, getitem_24, getitem_20, getitem_16, getitem_22, getitem_18, getitem_14, getitem_12, getitem_8, getitem_4, getitem_10, getitem_6, getitem_2, t_20, t_15, view_24, t_11, view_23, t_7, view_22)
    