


def forward(self, img_1, tgt_boxes_1, src_1, tgt_1, tgt_classes_1):
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    convolution = torch.ops.aten.convolution.default(img_1, _param_constant0, _param_constant1, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  img_1 = _param_constant0 = _param_constant1 = None
    relu = torch.ops.aten.relu.default(convolution);  convolution = None
    detach = torch.ops.aten.detach.default(relu);  detach = None
    view = torch.ops.aten.view.default(relu, [2, 8, 9]);  relu = None
    transpose = torch.ops.aten.transpose.int(view, 1, 2);  view = None
    _param_constant2 = self._param_constant2
    add = torch.ops.aten.add.Tensor(transpose, _param_constant2);  transpose = _param_constant2 = None
    _param_constant3 = self._param_constant3
    t = torch.ops.aten.t.default(_param_constant3);  _param_constant3 = None
    clone = torch.ops.aten.clone.default(add, memory_format = torch.contiguous_format);  add = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [18, 8]);  clone = None
    mm = torch.ops.aten.mm.default(_unsafe_view, t);  _unsafe_view = t = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(mm, [2, 9, 16]);  mm = None
    _param_constant4 = self._param_constant4
    add_1 = torch.ops.aten.add.Tensor(_unsafe_view_1, _param_constant4);  _unsafe_view_1 = _param_constant4 = None
    split = torch.ops.aten.split.Tensor(add_1, 8, -1);  add_1 = None
    getitem = split[0]
    getitem_1 = split[1];  split = None
    _param_constant5 = self._param_constant5
    unsqueeze = torch.ops.aten.unsqueeze.default(_param_constant5, 2);  _param_constant5 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(unsqueeze, 3);  unsqueeze = None
    permute = torch.ops.aten.permute.default(unsqueeze_1, [2, 0, 3, 1]);  unsqueeze_1 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(getitem, 3);  getitem = None
    permute_1 = torch.ops.aten.permute.default(unsqueeze_2, [0, 3, 1, 2]);  unsqueeze_2 = None
    permute_2 = torch.ops.aten.permute.default(permute, [1, 3, 0, 2]);  permute = None
    view_1 = torch.ops.aten.view.default(permute_2, [1, 5, 8]);  permute_2 = None
    permute_3 = torch.ops.aten.permute.default(permute_1, [3, 0, 2, 1]);  permute_1 = None
    view_2 = torch.ops.aten.view.default(permute_3, [1, 8, 18]);  permute_3 = None
    bmm = torch.ops.aten.bmm.default(view_1, view_2);  view_1 = view_2 = None
    view_3 = torch.ops.aten.view.default(bmm, [5, 1, 2, 9]);  bmm = None
    permute_4 = torch.ops.aten.permute.default(view_3, [2, 0, 3, 1]);  view_3 = None
    view_4 = torch.ops.aten.view.default(permute_4, [2, 5, 9]);  permute_4 = None
    div = torch.ops.aten.div.Tensor(view_4, 2.8284271247461903);  view_4 = None
    _tensor_constant0 = self._tensor_constant0
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(_tensor_constant0, 1);  _tensor_constant0 = None
    masked_fill = torch.ops.aten.masked_fill.Scalar(div, unsqueeze_3, -inf);  div = unsqueeze_3 = None
    _softmax = torch.ops.aten._softmax.default(masked_fill, -1, False);  masked_fill = None
    detach_1 = torch.ops.aten.detach.default(_softmax);  detach_1 = None
    expand = torch.ops.aten.expand.default(_softmax, [2, 5, 9]);  _softmax = None
    view_5 = torch.ops.aten.view.default(expand, [2, 5, 9]);  expand = None
    expand_1 = torch.ops.aten.expand.default(getitem_1, [2, 9, 8]);  getitem_1 = None
    view_6 = torch.ops.aten.view.default(expand_1, [2, 9, 8]);  expand_1 = None
    bmm_1 = torch.ops.aten.bmm.default(view_5, view_6);  view_5 = view_6 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(bmm_1, [2, 5, 8]);  bmm_1 = None
    _param_constant5_1 = self._param_constant5
    add_2 = torch.ops.aten.add.Tensor(_param_constant5_1, _unsafe_view_2);  _param_constant5_1 = _unsafe_view_2 = None
    gelu = torch.ops.aten.gelu.default(add_2)
    view_7 = torch.ops.aten.view.default(gelu, [10, 8]);  gelu = None
    _param_constant6 = self._param_constant6
    t_1 = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    _param_constant7 = self._param_constant7
    addmm = torch.ops.aten.addmm.default(_param_constant7, view_7, t_1);  _param_constant7 = view_7 = t_1 = None
    view_8 = torch.ops.aten.view.default(addmm, [2, 5, 8]);  addmm = None
    add_3 = torch.ops.aten.add.Tensor(add_2, view_8);  add_2 = view_8 = None
    _param_constant8 = self._param_constant8
    _param_constant9 = self._param_constant9
    native_layer_norm = torch.ops.aten.native_layer_norm.default(add_3, [8], _param_constant8, _param_constant9, 1e-05);  add_3 = _param_constant8 = _param_constant9 = None
    getitem_2 = native_layer_norm[0]
    getitem_3 = native_layer_norm[1];  getitem_3 = None
    getitem_4 = native_layer_norm[2];  native_layer_norm = getitem_4 = None
    view_9 = torch.ops.aten.view.default(getitem_2, [10, 8])
    _param_constant10 = self._param_constant10
    t_2 = torch.ops.aten.t.default(_param_constant10);  _param_constant10 = None
    _param_constant11 = self._param_constant11
    addmm_1 = torch.ops.aten.addmm.default(_param_constant11, view_9, t_2);  _param_constant11 = view_9 = t_2 = None
    view_10 = torch.ops.aten.view.default(addmm_1, [2, 5, 8]);  addmm_1 = None
    relu_1 = torch.ops.aten.relu.default(view_10);  view_10 = None
    detach_2 = torch.ops.aten.detach.default(relu_1);  detach_2 = None
    view_11 = torch.ops.aten.view.default(relu_1, [10, 8]);  relu_1 = None
    _param_constant12 = self._param_constant12
    t_3 = torch.ops.aten.t.default(_param_constant12);  _param_constant12 = None
    _param_constant13 = self._param_constant13
    addmm_2 = torch.ops.aten.addmm.default(_param_constant13, view_11, t_3);  _param_constant13 = view_11 = t_3 = None
    view_12 = torch.ops.aten.view.default(addmm_2, [2, 5, 4]);  addmm_2 = None
    sigmoid = torch.ops.aten.sigmoid.default(view_12);  view_12 = None
    detach_3 = torch.ops.aten.detach.default(sigmoid);  detach_3 = None
    select = torch.ops.aten.select.int(src_1, 0, 0)
    select_1 = torch.ops.aten.select.int(src_1, 0, 1);  src_1 = None
    index = torch.ops.aten.index.Tensor(sigmoid, [select, select_1]);  sigmoid = select = select_1 = None
    view_13 = torch.ops.aten.view.default(tgt_boxes_1, [6, 4]);  tgt_boxes_1 = None
    select_2 = torch.ops.aten.select.int(tgt_1, 0, 0)
    mul = torch.ops.aten.mul.Tensor(select_2, 3);  select_2 = None
    select_3 = torch.ops.aten.select.int(tgt_1, 0, 1);  tgt_1 = None
    add_4 = torch.ops.aten.add.Tensor(mul, select_3);  mul = select_3 = None
    index_select = torch.ops.aten.index_select.default(view_13, 0, add_4);  view_13 = add_4 = None
    sub = torch.ops.aten.sub.Tensor(index, index_select)
    abs_1 = torch.ops.aten.abs.default(sub);  sub = None
    sum_1 = torch.ops.aten.sum.default(abs_1);  abs_1 = None
    div_1 = torch.ops.aten.div.Tensor(sum_1, 5);  sum_1 = None
    unbind = torch.ops.aten.unbind.int(index, -1);  index = None
    getitem_5 = unbind[0]
    getitem_6 = unbind[1]
    getitem_7 = unbind[2]
    getitem_8 = unbind[3];  unbind = None
    mul_1 = torch.ops.aten.mul.Tensor(getitem_7, 0.5)
    sub_1 = torch.ops.aten.sub.Tensor(getitem_5, mul_1);  mul_1 = None
    mul_2 = torch.ops.aten.mul.Tensor(getitem_8, 0.5)
    sub_2 = torch.ops.aten.sub.Tensor(getitem_6, mul_2);  mul_2 = None
    mul_3 = torch.ops.aten.mul.Tensor(getitem_7, 0.5);  getitem_7 = None
    add_5 = torch.ops.aten.add.Tensor(getitem_5, mul_3);  getitem_5 = mul_3 = None
    mul_4 = torch.ops.aten.mul.Tensor(getitem_8, 0.5);  getitem_8 = None
    add_6 = torch.ops.aten.add.Tensor(getitem_6, mul_4);  getitem_6 = mul_4 = None
    stack = torch.ops.aten.stack.default([sub_1, sub_2, add_5, add_6], -1);  sub_1 = sub_2 = add_5 = add_6 = None
    unbind_1 = torch.ops.aten.unbind.int(index_select, -1);  index_select = None
    getitem_9 = unbind_1[0]
    getitem_10 = unbind_1[1]
    getitem_11 = unbind_1[2]
    getitem_12 = unbind_1[3];  unbind_1 = None
    mul_5 = torch.ops.aten.mul.Tensor(getitem_11, 0.5)
    sub_3 = torch.ops.aten.sub.Tensor(getitem_9, mul_5);  mul_5 = None
    mul_6 = torch.ops.aten.mul.Tensor(getitem_12, 0.5)
    sub_4 = torch.ops.aten.sub.Tensor(getitem_10, mul_6);  mul_6 = None
    mul_7 = torch.ops.aten.mul.Tensor(getitem_11, 0.5);  getitem_11 = None
    add_7 = torch.ops.aten.add.Tensor(getitem_9, mul_7);  getitem_9 = mul_7 = None
    mul_8 = torch.ops.aten.mul.Tensor(getitem_12, 0.5);  getitem_12 = None
    add_8 = torch.ops.aten.add.Tensor(getitem_10, mul_8);  getitem_10 = mul_8 = None
    stack_1 = torch.ops.aten.stack.default([sub_3, sub_4, add_7, add_8], -1);  sub_3 = sub_4 = add_7 = add_8 = None
    select_4 = torch.ops.aten.select.int(stack, 1, 2)
    select_5 = torch.ops.aten.select.int(stack, 1, 0)
    sub_5 = torch.ops.aten.sub.Tensor(select_4, select_5);  select_4 = select_5 = None
    select_6 = torch.ops.aten.select.int(stack, 1, 3)
    select_7 = torch.ops.aten.select.int(stack, 1, 1)
    sub_6 = torch.ops.aten.sub.Tensor(select_6, select_7);  select_6 = select_7 = None
    mul_9 = torch.ops.aten.mul.Tensor(sub_5, sub_6);  sub_5 = sub_6 = None
    select_8 = torch.ops.aten.select.int(stack_1, 1, 2)
    select_9 = torch.ops.aten.select.int(stack_1, 1, 0)
    sub_7 = torch.ops.aten.sub.Tensor(select_8, select_9);  select_8 = select_9 = None
    select_10 = torch.ops.aten.select.int(stack_1, 1, 3)
    select_11 = torch.ops.aten.select.int(stack_1, 1, 1)
    sub_8 = torch.ops.aten.sub.Tensor(select_10, select_11);  select_10 = select_11 = None
    mul_10 = torch.ops.aten.mul.Tensor(sub_7, sub_8);  sub_7 = sub_8 = None
    slice_1 = torch.ops.aten.slice.Tensor(stack, 1, 2, 9223372036854775807)
    slice_2 = torch.ops.aten.slice.Tensor(stack_1, 1, 2, 9223372036854775807)
    minimum = torch.ops.aten.minimum.default(slice_1, slice_2);  slice_1 = slice_2 = None
    slice_3 = torch.ops.aten.slice.Tensor(stack, 1, 0, 2)
    slice_4 = torch.ops.aten.slice.Tensor(stack_1, 1, 0, 2)
    maximum = torch.ops.aten.maximum.default(slice_3, slice_4);  slice_3 = slice_4 = None
    sub_9 = torch.ops.aten.sub.Tensor(minimum, maximum);  minimum = maximum = None
    clamp = torch.ops.aten.clamp.default(sub_9, 0);  sub_9 = None
    select_12 = torch.ops.aten.select.int(clamp, 1, 0)
    select_13 = torch.ops.aten.select.int(clamp, 1, 1);  clamp = None
    mul_11 = torch.ops.aten.mul.Tensor(select_12, select_13);  select_12 = select_13 = None
    add_9 = torch.ops.aten.add.Tensor(mul_9, mul_10);  mul_9 = mul_10 = None
    sub_10 = torch.ops.aten.sub.Tensor(add_9, mul_11);  add_9 = None
    slice_5 = torch.ops.aten.slice.Tensor(stack, 1, 2, 9223372036854775807)
    slice_6 = torch.ops.aten.slice.Tensor(stack_1, 1, 2, 9223372036854775807)
    maximum_1 = torch.ops.aten.maximum.default(slice_5, slice_6);  slice_5 = slice_6 = None
    slice_7 = torch.ops.aten.slice.Tensor(stack, 1, 0, 2);  stack = None
    slice_8 = torch.ops.aten.slice.Tensor(stack_1, 1, 0, 2);  stack_1 = None
    minimum_1 = torch.ops.aten.minimum.default(slice_7, slice_8);  slice_7 = slice_8 = None
    sub_11 = torch.ops.aten.sub.Tensor(maximum_1, minimum_1);  maximum_1 = minimum_1 = None
    clamp_1 = torch.ops.aten.clamp.default(sub_11, 0);  sub_11 = None
    prod = torch.ops.aten.prod.dim_int(clamp_1, -1);  clamp_1 = None
    detach_4 = torch.ops.aten.detach.default(prod);  detach_4 = None
    div_2 = torch.ops.aten.div.Tensor(mul_11, sub_10);  mul_11 = None
    sub_12 = torch.ops.aten.sub.Tensor(prod, sub_10);  sub_10 = None
    div_3 = torch.ops.aten.div.Tensor(sub_12, prod);  sub_12 = prod = None
    sub_13 = torch.ops.aten.sub.Tensor(div_2, div_3);  div_2 = div_3 = None
    rsub = torch.ops.aten.rsub.Scalar(sub_13, 1);  sub_13 = None
    sum_2 = torch.ops.aten.sum.default(rsub);  rsub = None
    div_4 = torch.ops.aten.div.Tensor(sum_2, 5);  sum_2 = None
    view_14 = torch.ops.aten.view.default(getitem_2, [10, 8]);  getitem_2 = None
    _param_constant14 = self._param_constant14
    t_4 = torch.ops.aten.t.default(_param_constant14);  _param_constant14 = None
    _param_constant15 = self._param_constant15
    addmm_3 = torch.ops.aten.addmm.default(_param_constant15, view_14, t_4);  _param_constant15 = view_14 = t_4 = None
    view_15 = torch.ops.aten.view.default(addmm_3, [2, 5, 4]);  addmm_3 = None
    ones = torch.ops.aten.ones.default([4], device = device(type='cpu'), pin_memory = False)
    _tensor_constant1 = self._tensor_constant1
    lift_fresh_copy = torch.ops.aten.lift_fresh_copy.default(_tensor_constant1);  _tensor_constant1 = None
    select_14 = torch.ops.aten.select.int(ones, 0, -1)
    copy_ = torch.ops.aten.copy_.default(select_14, lift_fresh_copy);  select_14 = lift_fresh_copy = copy_ = None
    view_16 = torch.ops.aten.view.default(view_15, [10, 4]);  view_15 = None
    view_17 = torch.ops.aten.view.default(tgt_classes_1, [10]);  tgt_classes_1 = None
    _log_softmax = torch.ops.aten._log_softmax.default(view_16, 1, False);  view_16 = None
    detach_5 = torch.ops.aten.detach.default(_log_softmax);  detach_5 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, view_17, ones, 1, -100);  _log_softmax = view_17 = ones = None
    getitem_13 = nll_loss_forward[0]
    getitem_14 = nll_loss_forward[1];  nll_loss_forward = getitem_14 = None
    mul_12 = torch.ops.aten.mul.Tensor(div_1, 5);  div_1 = None
    add_10 = torch.ops.aten.add.Tensor(getitem_13, mul_12);  getitem_13 = mul_12 = None
    mul_13 = torch.ops.aten.mul.Tensor(div_4, 2);  div_4 = None
    add_11 = torch.ops.aten.add.Tensor(add_10, mul_13);  add_10 = mul_13 = None
    return add_11
    