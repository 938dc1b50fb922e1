


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    detach = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
    _tensor_constant4 = self._tensor_constant4
    t = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  _log_softmax_backward_data = t = None
    select_backward = torch.ops.aten.select_backward.default(mm, [7, 3, 24], 0, -1);  mm = None
    zeros = torch.ops.aten.zeros.default([3, 24], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant5 = self._tensor_constant5
    _tensor_constant6 = self._tensor_constant6
    mul = torch.ops.aten.mul.Tensor(_tensor_constant5, _tensor_constant6);  _tensor_constant5 = _tensor_constant6 = None
    _tensor_constant7 = self._tensor_constant7
    zeros_like = torch.ops.aten.zeros_like.default(_tensor_constant7, pin_memory = False);  _tensor_constant7 = None
    zeros_like_1 = torch.ops.aten.zeros_like.default(mul, pin_memory = False)
    zeros_1 = torch.ops.aten.zeros.default([2, 3, 24], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    zeros_2 = torch.ops.aten.zeros.default([2, 3, 24], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    zeros_3 = torch.ops.aten.zeros.default([3, 24], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    _tensor_constant7_1 = self._tensor_constant7
    view = torch.ops.aten.view.default(_tensor_constant7_1, [7, 3, 24, 3]);  _tensor_constant7_1 = None
    view_1 = torch.ops.aten.view.default(zeros_like, [7, 3, 24, 3])
    _param_constant0 = self._param_constant0
    slice_1 = torch.ops.aten.slice.Tensor(_param_constant0, 0, 0, 24);  _param_constant0 = None
    _param_constant0_1 = self._param_constant0
    slice_2 = torch.ops.aten.slice.Tensor(_param_constant0_1, 0, 24, 9223372036854775807);  _param_constant0_1 = None
    _param_constant1 = self._param_constant1
    slice_3 = torch.ops.aten.slice.Tensor(_param_constant1, 0, 0, 24);  _param_constant1 = None
    _param_constant1_1 = self._param_constant1
    slice_4 = torch.ops.aten.slice.Tensor(_param_constant1_1, 0, 24, 9223372036854775807);  _param_constant1_1 = None
    zeros_4 = torch.ops.aten.zeros.default([3, 24], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    zeros_like_2 = torch.ops.aten.zeros_like.default(zeros_4, pin_memory = False)
    zeros_like_3 = torch.ops.aten.zeros_like.default(zeros_4, pin_memory = False)
    zeros_like_4 = torch.ops.aten.zeros_like.default(zeros_4, pin_memory = False)
    _tensor_constant8 = self._tensor_constant8
    select = torch.ops.aten.select.int(_tensor_constant8, 0, 5);  _tensor_constant8 = None
    _tensor_constant8_1 = self._tensor_constant8
    select_1 = torch.ops.aten.select.int(_tensor_constant8_1, 0, 6);  _tensor_constant8_1 = None
    select_2 = torch.ops.aten.select.int(view, 0, 6)
    select_3 = torch.ops.aten.select.int(select_2, 2, 0);  select_2 = None
    select_4 = torch.ops.aten.select.int(view, 0, 6)
    select_5 = torch.ops.aten.select.int(select_4, 2, 1);  select_4 = None
    select_6 = torch.ops.aten.select.int(view, 0, 6)
    select_7 = torch.ops.aten.select.int(select_6, 2, 2);  select_6 = None
    view_2 = torch.ops.aten.view.default(mul, [7, 3, 24])
    select_8 = torch.ops.aten.select.int(view_2, 0, 6);  view_2 = None
    select_9 = torch.ops.aten.select.int(select_backward, 0, 6)
    mul_1 = torch.ops.aten.mul.Tensor(slice_1, select)
    add = torch.ops.aten.add.Tensor(select_5, mul_1);  select_5 = mul_1 = None
    add_1 = torch.ops.aten.add.Tensor(add, slice_3);  add = None
    sigmoid = torch.ops.aten.sigmoid.default(add_1);  add_1 = None
    mul_2 = torch.ops.aten.mul.Tensor(slice_2, select)
    add_2 = torch.ops.aten.add.Tensor(select_7, mul_2);  select_7 = mul_2 = None
    add_3 = torch.ops.aten.add.Tensor(add_2, slice_4);  add_2 = None
    sigmoid_1 = torch.ops.aten.sigmoid.default(add_3);  add_3 = None
    tanh = torch.ops.aten.tanh.default(select_1);  select_1 = None
    sub = torch.ops.aten.sub.Tensor(tanh, select_8);  select_8 = None
    mul_3 = torch.ops.aten.mul.Tensor(select_9, sub);  sub = None
    mul_4 = torch.ops.aten.mul.Tensor(mul_3, 1.0);  mul_3 = None
    rsub = torch.ops.aten.rsub.Scalar(sigmoid_1, 1.0)
    mul_5 = torch.ops.aten.mul.Tensor(sigmoid_1, rsub);  rsub = None
    mul_6 = torch.ops.aten.mul.Tensor(mul_4, mul_5);  mul_4 = mul_5 = None
    mul_7 = torch.ops.aten.mul.Tensor(tanh, tanh);  tanh = None
    rsub_1 = torch.ops.aten.rsub.Scalar(mul_7, 1.0);  mul_7 = None
    mul_8 = torch.ops.aten.mul.Tensor(sigmoid_1, rsub_1);  rsub_1 = None
    mul_9 = torch.ops.aten.mul.Tensor(select_9, 1.0)
    mul_10 = torch.ops.aten.mul.Tensor(mul_9, mul_8);  mul_9 = mul_8 = None
    add_4 = torch.ops.aten.add.Tensor(mul_10, zeros);  mul_10 = None
    sub_1 = torch.ops.aten.sub.Tensor(select, select_3);  select_3 = None
    mul_11 = torch.ops.aten.mul.Tensor(add_4, sub_1);  sub_1 = None
    rsub_2 = torch.ops.aten.rsub.Scalar(sigmoid, 1.0)
    mul_12 = torch.ops.aten.mul.Tensor(sigmoid, rsub_2);  rsub_2 = None
    mul_13 = torch.ops.aten.mul.Tensor(mul_11, mul_12);  mul_11 = mul_12 = None
    mul_14 = torch.ops.aten.mul.Tensor(add_4, sigmoid)
    mul_15 = torch.ops.aten.mul.Tensor(mul_13, slice_1)
    add_5 = torch.ops.aten.add.Tensor(mul_14, mul_15);  mul_14 = mul_15 = None
    mul_16 = torch.ops.aten.mul.Tensor(mul_6, slice_2)
    add_6 = torch.ops.aten.add.Tensor(add_5, mul_16);  add_5 = mul_16 = None
    rsub_3 = torch.ops.aten.rsub.Scalar(sigmoid, 1.0);  sigmoid = None
    mul_17 = torch.ops.aten.mul.Tensor(add_4, rsub_3);  add_4 = rsub_3 = None
    mul_18 = torch.ops.aten.mul.Tensor(sigmoid_1, 1.0);  sigmoid_1 = None
    rsub_4 = torch.ops.aten.rsub.Scalar(mul_18, 1.0);  mul_18 = None
    mul_19 = torch.ops.aten.mul.Tensor(select_9, rsub_4);  select_9 = rsub_4 = None
    _tensor_constant9 = self._tensor_constant9
    select_10 = torch.ops.aten.select.int(_tensor_constant9, 0, 6);  _tensor_constant9 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(select_10, -1);  select_10 = None
    bitwise_not = torch.ops.aten.bitwise_not.default(unsqueeze);  unsqueeze = None
    scalar_tensor = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where = torch.ops.aten.where.self(bitwise_not, mul_6, scalar_tensor);  scalar_tensor = None
    add_7 = torch.ops.aten.add.Tensor(zeros_like_4, where);  zeros_like_4 = where = None
    mul_20 = torch.ops.aten.mul.Tensor(mul_6, select)
    scalar_tensor_1 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_1 = torch.ops.aten.where.self(bitwise_not, mul_20, scalar_tensor_1);  mul_20 = scalar_tensor_1 = None
    add_8 = torch.ops.aten.add.Tensor(zeros_like_2, where_1);  zeros_like_2 = where_1 = None
    scalar_tensor_2 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_2 = torch.ops.aten.where.self(bitwise_not, mul_13, scalar_tensor_2);  scalar_tensor_2 = None
    add_9 = torch.ops.aten.add.Tensor(zeros_like_3, where_2);  zeros_like_3 = where_2 = None
    mul_21 = torch.ops.aten.mul.Tensor(mul_13, select);  select = None
    scalar_tensor_3 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_3 = torch.ops.aten.where.self(bitwise_not, mul_21, scalar_tensor_3);  mul_21 = scalar_tensor_3 = None
    add_10 = torch.ops.aten.add.Tensor(zeros_4, where_3);  zeros_4 = where_3 = None
    where_4 = torch.ops.aten.where.self(bitwise_not, add_6, zeros);  add_6 = zeros = None
    select_11 = torch.ops.aten.select.int(view_1, 0, 6)
    select_12 = torch.ops.aten.select.int(select_11, 2, 0);  select_11 = None
    where_5 = torch.ops.aten.where.self(bitwise_not, mul_17, select_12);  mul_17 = select_12 = None
    select_13 = torch.ops.aten.select.int(view_1, 0, 6)
    select_14 = torch.ops.aten.select.int(select_13, 2, 0);  select_13 = None
    copy_ = torch.ops.aten.copy_.default(select_14, where_5);  select_14 = where_5 = copy_ = None
    select_15 = torch.ops.aten.select.int(view_1, 0, 6)
    select_16 = torch.ops.aten.select.int(select_15, 2, 1);  select_15 = None
    where_6 = torch.ops.aten.where.self(bitwise_not, mul_13, select_16);  mul_13 = select_16 = None
    select_17 = torch.ops.aten.select.int(view_1, 0, 6)
    select_18 = torch.ops.aten.select.int(select_17, 2, 1);  select_17 = None
    copy__1 = torch.ops.aten.copy_.default(select_18, where_6);  select_18 = where_6 = copy__1 = None
    select_19 = torch.ops.aten.select.int(view_1, 0, 6)
    select_20 = torch.ops.aten.select.int(select_19, 2, 2);  select_19 = None
    where_7 = torch.ops.aten.where.self(bitwise_not, mul_6, select_20);  mul_6 = select_20 = None
    select_21 = torch.ops.aten.select.int(view_1, 0, 6)
    select_22 = torch.ops.aten.select.int(select_21, 2, 2);  select_21 = None
    copy__2 = torch.ops.aten.copy_.default(select_22, where_7);  select_22 = where_7 = copy__2 = None
    view_3 = torch.ops.aten.view.default(zeros_like_1, [7, 3, 24])
    select_23 = torch.ops.aten.select.int(view_3, 0, 6)
    where_8 = torch.ops.aten.where.self(bitwise_not, mul_19, select_23);  bitwise_not = mul_19 = select_23 = None
    select_24 = torch.ops.aten.select.int(view_3, 0, 6);  view_3 = None
    copy__3 = torch.ops.aten.copy_.default(select_24, where_8);  select_24 = where_8 = copy__3 = None
    _tensor_constant8_2 = self._tensor_constant8
    select_25 = torch.ops.aten.select.int(_tensor_constant8_2, 0, 4);  _tensor_constant8_2 = None
    _tensor_constant8_3 = self._tensor_constant8
    select_26 = torch.ops.aten.select.int(_tensor_constant8_3, 0, 5);  _tensor_constant8_3 = None
    select_27 = torch.ops.aten.select.int(view, 0, 5)
    select_28 = torch.ops.aten.select.int(select_27, 2, 0);  select_27 = None
    select_29 = torch.ops.aten.select.int(view, 0, 5)
    select_30 = torch.ops.aten.select.int(select_29, 2, 1);  select_29 = None
    select_31 = torch.ops.aten.select.int(view, 0, 5)
    select_32 = torch.ops.aten.select.int(select_31, 2, 2);  select_31 = None
    view_4 = torch.ops.aten.view.default(mul, [7, 3, 24])
    select_33 = torch.ops.aten.select.int(view_4, 0, 5);  view_4 = None
    select_34 = torch.ops.aten.select.int(select_backward, 0, 5)
    mul_22 = torch.ops.aten.mul.Tensor(slice_1, select_25)
    add_11 = torch.ops.aten.add.Tensor(select_30, mul_22);  select_30 = mul_22 = None
    add_12 = torch.ops.aten.add.Tensor(add_11, slice_3);  add_11 = None
    sigmoid_2 = torch.ops.aten.sigmoid.default(add_12);  add_12 = None
    mul_23 = torch.ops.aten.mul.Tensor(slice_2, select_25)
    add_13 = torch.ops.aten.add.Tensor(select_32, mul_23);  select_32 = mul_23 = None
    add_14 = torch.ops.aten.add.Tensor(add_13, slice_4);  add_13 = None
    sigmoid_3 = torch.ops.aten.sigmoid.default(add_14);  add_14 = None
    tanh_1 = torch.ops.aten.tanh.default(select_26);  select_26 = None
    sub_2 = torch.ops.aten.sub.Tensor(tanh_1, select_33);  select_33 = None
    mul_24 = torch.ops.aten.mul.Tensor(select_34, sub_2);  sub_2 = None
    mul_25 = torch.ops.aten.mul.Tensor(mul_24, 1.0);  mul_24 = None
    rsub_5 = torch.ops.aten.rsub.Scalar(sigmoid_3, 1.0)
    mul_26 = torch.ops.aten.mul.Tensor(sigmoid_3, rsub_5);  rsub_5 = None
    mul_27 = torch.ops.aten.mul.Tensor(mul_25, mul_26);  mul_25 = mul_26 = None
    mul_28 = torch.ops.aten.mul.Tensor(tanh_1, tanh_1);  tanh_1 = None
    rsub_6 = torch.ops.aten.rsub.Scalar(mul_28, 1.0);  mul_28 = None
    mul_29 = torch.ops.aten.mul.Tensor(sigmoid_3, rsub_6);  rsub_6 = None
    mul_30 = torch.ops.aten.mul.Tensor(select_34, 1.0)
    mul_31 = torch.ops.aten.mul.Tensor(mul_30, mul_29);  mul_30 = mul_29 = None
    add_15 = torch.ops.aten.add.Tensor(mul_31, where_4);  mul_31 = None
    sub_3 = torch.ops.aten.sub.Tensor(select_25, select_28);  select_28 = None
    mul_32 = torch.ops.aten.mul.Tensor(add_15, sub_3);  sub_3 = None
    rsub_7 = torch.ops.aten.rsub.Scalar(sigmoid_2, 1.0)
    mul_33 = torch.ops.aten.mul.Tensor(sigmoid_2, rsub_7);  rsub_7 = None
    mul_34 = torch.ops.aten.mul.Tensor(mul_32, mul_33);  mul_32 = mul_33 = None
    mul_35 = torch.ops.aten.mul.Tensor(add_15, sigmoid_2)
    mul_36 = torch.ops.aten.mul.Tensor(mul_34, slice_1)
    add_16 = torch.ops.aten.add.Tensor(mul_35, mul_36);  mul_35 = mul_36 = None
    mul_37 = torch.ops.aten.mul.Tensor(mul_27, slice_2)
    add_17 = torch.ops.aten.add.Tensor(add_16, mul_37);  add_16 = mul_37 = None
    rsub_8 = torch.ops.aten.rsub.Scalar(sigmoid_2, 1.0);  sigmoid_2 = None
    mul_38 = torch.ops.aten.mul.Tensor(add_15, rsub_8);  add_15 = rsub_8 = None
    mul_39 = torch.ops.aten.mul.Tensor(sigmoid_3, 1.0);  sigmoid_3 = None
    rsub_9 = torch.ops.aten.rsub.Scalar(mul_39, 1.0);  mul_39 = None
    mul_40 = torch.ops.aten.mul.Tensor(select_34, rsub_9);  select_34 = rsub_9 = None
    _tensor_constant9_1 = self._tensor_constant9
    select_35 = torch.ops.aten.select.int(_tensor_constant9_1, 0, 5);  _tensor_constant9_1 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(select_35, -1);  select_35 = None
    bitwise_not_1 = torch.ops.aten.bitwise_not.default(unsqueeze_1);  unsqueeze_1 = None
    scalar_tensor_4 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_9 = torch.ops.aten.where.self(bitwise_not_1, mul_27, scalar_tensor_4);  scalar_tensor_4 = None
    add_18 = torch.ops.aten.add.Tensor(add_7, where_9);  add_7 = where_9 = None
    mul_41 = torch.ops.aten.mul.Tensor(mul_27, select_25)
    scalar_tensor_5 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_10 = torch.ops.aten.where.self(bitwise_not_1, mul_41, scalar_tensor_5);  mul_41 = scalar_tensor_5 = None
    add_19 = torch.ops.aten.add.Tensor(add_8, where_10);  add_8 = where_10 = None
    scalar_tensor_6 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_11 = torch.ops.aten.where.self(bitwise_not_1, mul_34, scalar_tensor_6);  scalar_tensor_6 = None
    add_20 = torch.ops.aten.add.Tensor(add_9, where_11);  add_9 = where_11 = None
    mul_42 = torch.ops.aten.mul.Tensor(mul_34, select_25);  select_25 = None
    scalar_tensor_7 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_12 = torch.ops.aten.where.self(bitwise_not_1, mul_42, scalar_tensor_7);  mul_42 = scalar_tensor_7 = None
    add_21 = torch.ops.aten.add.Tensor(add_10, where_12);  add_10 = where_12 = None
    where_13 = torch.ops.aten.where.self(bitwise_not_1, add_17, where_4);  add_17 = where_4 = None
    select_36 = torch.ops.aten.select.int(view_1, 0, 5)
    select_37 = torch.ops.aten.select.int(select_36, 2, 0);  select_36 = None
    where_14 = torch.ops.aten.where.self(bitwise_not_1, mul_38, select_37);  mul_38 = select_37 = None
    select_38 = torch.ops.aten.select.int(view_1, 0, 5)
    select_39 = torch.ops.aten.select.int(select_38, 2, 0);  select_38 = None
    copy__4 = torch.ops.aten.copy_.default(select_39, where_14);  select_39 = where_14 = copy__4 = None
    select_40 = torch.ops.aten.select.int(view_1, 0, 5)
    select_41 = torch.ops.aten.select.int(select_40, 2, 1);  select_40 = None
    where_15 = torch.ops.aten.where.self(bitwise_not_1, mul_34, select_41);  mul_34 = select_41 = None
    select_42 = torch.ops.aten.select.int(view_1, 0, 5)
    select_43 = torch.ops.aten.select.int(select_42, 2, 1);  select_42 = None
    copy__5 = torch.ops.aten.copy_.default(select_43, where_15);  select_43 = where_15 = copy__5 = None
    select_44 = torch.ops.aten.select.int(view_1, 0, 5)
    select_45 = torch.ops.aten.select.int(select_44, 2, 2);  select_44 = None
    where_16 = torch.ops.aten.where.self(bitwise_not_1, mul_27, select_45);  mul_27 = select_45 = None
    select_46 = torch.ops.aten.select.int(view_1, 0, 5)
    select_47 = torch.ops.aten.select.int(select_46, 2, 2);  select_46 = None
    copy__6 = torch.ops.aten.copy_.default(select_47, where_16);  select_47 = where_16 = copy__6 = None
    view_5 = torch.ops.aten.view.default(zeros_like_1, [7, 3, 24])
    select_48 = torch.ops.aten.select.int(view_5, 0, 5)
    where_17 = torch.ops.aten.where.self(bitwise_not_1, mul_40, select_48);  bitwise_not_1 = mul_40 = select_48 = None
    select_49 = torch.ops.aten.select.int(view_5, 0, 5);  view_5 = None
    copy__7 = torch.ops.aten.copy_.default(select_49, where_17);  select_49 = where_17 = copy__7 = None
    _tensor_constant8_4 = self._tensor_constant8
    select_50 = torch.ops.aten.select.int(_tensor_constant8_4, 0, 3);  _tensor_constant8_4 = None
    _tensor_constant8_5 = self._tensor_constant8
    select_51 = torch.ops.aten.select.int(_tensor_constant8_5, 0, 4);  _tensor_constant8_5 = None
    select_52 = torch.ops.aten.select.int(view, 0, 4)
    select_53 = torch.ops.aten.select.int(select_52, 2, 0);  select_52 = None
    select_54 = torch.ops.aten.select.int(view, 0, 4)
    select_55 = torch.ops.aten.select.int(select_54, 2, 1);  select_54 = None
    select_56 = torch.ops.aten.select.int(view, 0, 4)
    select_57 = torch.ops.aten.select.int(select_56, 2, 2);  select_56 = None
    view_6 = torch.ops.aten.view.default(mul, [7, 3, 24])
    select_58 = torch.ops.aten.select.int(view_6, 0, 4);  view_6 = None
    select_59 = torch.ops.aten.select.int(select_backward, 0, 4)
    mul_43 = torch.ops.aten.mul.Tensor(slice_1, select_50)
    add_22 = torch.ops.aten.add.Tensor(select_55, mul_43);  select_55 = mul_43 = None
    add_23 = torch.ops.aten.add.Tensor(add_22, slice_3);  add_22 = None
    sigmoid_4 = torch.ops.aten.sigmoid.default(add_23);  add_23 = None
    mul_44 = torch.ops.aten.mul.Tensor(slice_2, select_50)
    add_24 = torch.ops.aten.add.Tensor(select_57, mul_44);  select_57 = mul_44 = None
    add_25 = torch.ops.aten.add.Tensor(add_24, slice_4);  add_24 = None
    sigmoid_5 = torch.ops.aten.sigmoid.default(add_25);  add_25 = None
    tanh_2 = torch.ops.aten.tanh.default(select_51);  select_51 = None
    sub_4 = torch.ops.aten.sub.Tensor(tanh_2, select_58);  select_58 = None
    mul_45 = torch.ops.aten.mul.Tensor(select_59, sub_4);  sub_4 = None
    mul_46 = torch.ops.aten.mul.Tensor(mul_45, 1.0);  mul_45 = None
    rsub_10 = torch.ops.aten.rsub.Scalar(sigmoid_5, 1.0)
    mul_47 = torch.ops.aten.mul.Tensor(sigmoid_5, rsub_10);  rsub_10 = None
    mul_48 = torch.ops.aten.mul.Tensor(mul_46, mul_47);  mul_46 = mul_47 = None
    mul_49 = torch.ops.aten.mul.Tensor(tanh_2, tanh_2);  tanh_2 = None
    rsub_11 = torch.ops.aten.rsub.Scalar(mul_49, 1.0);  mul_49 = None
    mul_50 = torch.ops.aten.mul.Tensor(sigmoid_5, rsub_11);  rsub_11 = None
    mul_51 = torch.ops.aten.mul.Tensor(select_59, 1.0)
    mul_52 = torch.ops.aten.mul.Tensor(mul_51, mul_50);  mul_51 = mul_50 = None
    add_26 = torch.ops.aten.add.Tensor(mul_52, where_13);  mul_52 = None
    sub_5 = torch.ops.aten.sub.Tensor(select_50, select_53);  select_53 = None
    mul_53 = torch.ops.aten.mul.Tensor(add_26, sub_5);  sub_5 = None
    rsub_12 = torch.ops.aten.rsub.Scalar(sigmoid_4, 1.0)
    mul_54 = torch.ops.aten.mul.Tensor(sigmoid_4, rsub_12);  rsub_12 = None
    mul_55 = torch.ops.aten.mul.Tensor(mul_53, mul_54);  mul_53 = mul_54 = None
    mul_56 = torch.ops.aten.mul.Tensor(add_26, sigmoid_4)
    mul_57 = torch.ops.aten.mul.Tensor(mul_55, slice_1)
    add_27 = torch.ops.aten.add.Tensor(mul_56, mul_57);  mul_56 = mul_57 = None
    mul_58 = torch.ops.aten.mul.Tensor(mul_48, slice_2)
    add_28 = torch.ops.aten.add.Tensor(add_27, mul_58);  add_27 = mul_58 = None
    rsub_13 = torch.ops.aten.rsub.Scalar(sigmoid_4, 1.0);  sigmoid_4 = None
    mul_59 = torch.ops.aten.mul.Tensor(add_26, rsub_13);  add_26 = rsub_13 = None
    mul_60 = torch.ops.aten.mul.Tensor(sigmoid_5, 1.0);  sigmoid_5 = None
    rsub_14 = torch.ops.aten.rsub.Scalar(mul_60, 1.0);  mul_60 = None
    mul_61 = torch.ops.aten.mul.Tensor(select_59, rsub_14);  select_59 = rsub_14 = None
    _tensor_constant9_2 = self._tensor_constant9
    select_60 = torch.ops.aten.select.int(_tensor_constant9_2, 0, 4);  _tensor_constant9_2 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(select_60, -1);  select_60 = None
    bitwise_not_2 = torch.ops.aten.bitwise_not.default(unsqueeze_2);  unsqueeze_2 = None
    scalar_tensor_8 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_18 = torch.ops.aten.where.self(bitwise_not_2, mul_48, scalar_tensor_8);  scalar_tensor_8 = None
    add_29 = torch.ops.aten.add.Tensor(add_18, where_18);  add_18 = where_18 = None
    mul_62 = torch.ops.aten.mul.Tensor(mul_48, select_50)
    scalar_tensor_9 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_19 = torch.ops.aten.where.self(bitwise_not_2, mul_62, scalar_tensor_9);  mul_62 = scalar_tensor_9 = None
    add_30 = torch.ops.aten.add.Tensor(add_19, where_19);  add_19 = where_19 = None
    scalar_tensor_10 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_20 = torch.ops.aten.where.self(bitwise_not_2, mul_55, scalar_tensor_10);  scalar_tensor_10 = None
    add_31 = torch.ops.aten.add.Tensor(add_20, where_20);  add_20 = where_20 = None
    mul_63 = torch.ops.aten.mul.Tensor(mul_55, select_50);  select_50 = None
    scalar_tensor_11 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_21 = torch.ops.aten.where.self(bitwise_not_2, mul_63, scalar_tensor_11);  mul_63 = scalar_tensor_11 = None
    add_32 = torch.ops.aten.add.Tensor(add_21, where_21);  add_21 = where_21 = None
    where_22 = torch.ops.aten.where.self(bitwise_not_2, add_28, where_13);  add_28 = where_13 = None
    select_61 = torch.ops.aten.select.int(view_1, 0, 4)
    select_62 = torch.ops.aten.select.int(select_61, 2, 0);  select_61 = None
    where_23 = torch.ops.aten.where.self(bitwise_not_2, mul_59, select_62);  mul_59 = select_62 = None
    select_63 = torch.ops.aten.select.int(view_1, 0, 4)
    select_64 = torch.ops.aten.select.int(select_63, 2, 0);  select_63 = None
    copy__8 = torch.ops.aten.copy_.default(select_64, where_23);  select_64 = where_23 = copy__8 = None
    select_65 = torch.ops.aten.select.int(view_1, 0, 4)
    select_66 = torch.ops.aten.select.int(select_65, 2, 1);  select_65 = None
    where_24 = torch.ops.aten.where.self(bitwise_not_2, mul_55, select_66);  mul_55 = select_66 = None
    select_67 = torch.ops.aten.select.int(view_1, 0, 4)
    select_68 = torch.ops.aten.select.int(select_67, 2, 1);  select_67 = None
    copy__9 = torch.ops.aten.copy_.default(select_68, where_24);  select_68 = where_24 = copy__9 = None
    select_69 = torch.ops.aten.select.int(view_1, 0, 4)
    select_70 = torch.ops.aten.select.int(select_69, 2, 2);  select_69 = None
    where_25 = torch.ops.aten.where.self(bitwise_not_2, mul_48, select_70);  mul_48 = select_70 = None
    select_71 = torch.ops.aten.select.int(view_1, 0, 4)
    select_72 = torch.ops.aten.select.int(select_71, 2, 2);  select_71 = None
    copy__10 = torch.ops.aten.copy_.default(select_72, where_25);  select_72 = where_25 = copy__10 = None
    view_7 = torch.ops.aten.view.default(zeros_like_1, [7, 3, 24])
    select_73 = torch.ops.aten.select.int(view_7, 0, 4)
    where_26 = torch.ops.aten.where.self(bitwise_not_2, mul_61, select_73);  bitwise_not_2 = mul_61 = select_73 = None
    select_74 = torch.ops.aten.select.int(view_7, 0, 4);  view_7 = None
    copy__11 = torch.ops.aten.copy_.default(select_74, where_26);  select_74 = where_26 = copy__11 = None
    _tensor_constant8_6 = self._tensor_constant8
    select_75 = torch.ops.aten.select.int(_tensor_constant8_6, 0, 2);  _tensor_constant8_6 = None
    _tensor_constant8_7 = self._tensor_constant8
    select_76 = torch.ops.aten.select.int(_tensor_constant8_7, 0, 3);  _tensor_constant8_7 = None
    select_77 = torch.ops.aten.select.int(view, 0, 3)
    select_78 = torch.ops.aten.select.int(select_77, 2, 0);  select_77 = None
    select_79 = torch.ops.aten.select.int(view, 0, 3)
    select_80 = torch.ops.aten.select.int(select_79, 2, 1);  select_79 = None
    select_81 = torch.ops.aten.select.int(view, 0, 3)
    select_82 = torch.ops.aten.select.int(select_81, 2, 2);  select_81 = None
    view_8 = torch.ops.aten.view.default(mul, [7, 3, 24])
    select_83 = torch.ops.aten.select.int(view_8, 0, 3);  view_8 = None
    select_84 = torch.ops.aten.select.int(select_backward, 0, 3)
    mul_64 = torch.ops.aten.mul.Tensor(slice_1, select_75)
    add_33 = torch.ops.aten.add.Tensor(select_80, mul_64);  select_80 = mul_64 = None
    add_34 = torch.ops.aten.add.Tensor(add_33, slice_3);  add_33 = None
    sigmoid_6 = torch.ops.aten.sigmoid.default(add_34);  add_34 = None
    mul_65 = torch.ops.aten.mul.Tensor(slice_2, select_75)
    add_35 = torch.ops.aten.add.Tensor(select_82, mul_65);  select_82 = mul_65 = None
    add_36 = torch.ops.aten.add.Tensor(add_35, slice_4);  add_35 = None
    sigmoid_7 = torch.ops.aten.sigmoid.default(add_36);  add_36 = None
    tanh_3 = torch.ops.aten.tanh.default(select_76);  select_76 = None
    sub_6 = torch.ops.aten.sub.Tensor(tanh_3, select_83);  select_83 = None
    mul_66 = torch.ops.aten.mul.Tensor(select_84, sub_6);  sub_6 = None
    mul_67 = torch.ops.aten.mul.Tensor(mul_66, 1.0);  mul_66 = None
    rsub_15 = torch.ops.aten.rsub.Scalar(sigmoid_7, 1.0)
    mul_68 = torch.ops.aten.mul.Tensor(sigmoid_7, rsub_15);  rsub_15 = None
    mul_69 = torch.ops.aten.mul.Tensor(mul_67, mul_68);  mul_67 = mul_68 = None
    mul_70 = torch.ops.aten.mul.Tensor(tanh_3, tanh_3);  tanh_3 = None
    rsub_16 = torch.ops.aten.rsub.Scalar(mul_70, 1.0);  mul_70 = None
    mul_71 = torch.ops.aten.mul.Tensor(sigmoid_7, rsub_16);  rsub_16 = None
    mul_72 = torch.ops.aten.mul.Tensor(select_84, 1.0)
    mul_73 = torch.ops.aten.mul.Tensor(mul_72, mul_71);  mul_72 = mul_71 = None
    add_37 = torch.ops.aten.add.Tensor(mul_73, where_22);  mul_73 = None
    sub_7 = torch.ops.aten.sub.Tensor(select_75, select_78);  select_78 = None
    mul_74 = torch.ops.aten.mul.Tensor(add_37, sub_7);  sub_7 = None
    rsub_17 = torch.ops.aten.rsub.Scalar(sigmoid_6, 1.0)
    mul_75 = torch.ops.aten.mul.Tensor(sigmoid_6, rsub_17);  rsub_17 = None
    mul_76 = torch.ops.aten.mul.Tensor(mul_74, mul_75);  mul_74 = mul_75 = None
    mul_77 = torch.ops.aten.mul.Tensor(add_37, sigmoid_6)
    mul_78 = torch.ops.aten.mul.Tensor(mul_76, slice_1)
    add_38 = torch.ops.aten.add.Tensor(mul_77, mul_78);  mul_77 = mul_78 = None
    mul_79 = torch.ops.aten.mul.Tensor(mul_69, slice_2)
    add_39 = torch.ops.aten.add.Tensor(add_38, mul_79);  add_38 = mul_79 = None
    rsub_18 = torch.ops.aten.rsub.Scalar(sigmoid_6, 1.0);  sigmoid_6 = None
    mul_80 = torch.ops.aten.mul.Tensor(add_37, rsub_18);  add_37 = rsub_18 = None
    mul_81 = torch.ops.aten.mul.Tensor(sigmoid_7, 1.0);  sigmoid_7 = None
    rsub_19 = torch.ops.aten.rsub.Scalar(mul_81, 1.0);  mul_81 = None
    mul_82 = torch.ops.aten.mul.Tensor(select_84, rsub_19);  select_84 = rsub_19 = None
    _tensor_constant9_3 = self._tensor_constant9
    select_85 = torch.ops.aten.select.int(_tensor_constant9_3, 0, 3);  _tensor_constant9_3 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(select_85, -1);  select_85 = None
    bitwise_not_3 = torch.ops.aten.bitwise_not.default(unsqueeze_3);  unsqueeze_3 = None
    scalar_tensor_12 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_27 = torch.ops.aten.where.self(bitwise_not_3, mul_69, scalar_tensor_12);  scalar_tensor_12 = None
    add_40 = torch.ops.aten.add.Tensor(add_29, where_27);  add_29 = where_27 = None
    mul_83 = torch.ops.aten.mul.Tensor(mul_69, select_75)
    scalar_tensor_13 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_28 = torch.ops.aten.where.self(bitwise_not_3, mul_83, scalar_tensor_13);  mul_83 = scalar_tensor_13 = None
    add_41 = torch.ops.aten.add.Tensor(add_30, where_28);  add_30 = where_28 = None
    scalar_tensor_14 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_29 = torch.ops.aten.where.self(bitwise_not_3, mul_76, scalar_tensor_14);  scalar_tensor_14 = None
    add_42 = torch.ops.aten.add.Tensor(add_31, where_29);  add_31 = where_29 = None
    mul_84 = torch.ops.aten.mul.Tensor(mul_76, select_75);  select_75 = None
    scalar_tensor_15 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_30 = torch.ops.aten.where.self(bitwise_not_3, mul_84, scalar_tensor_15);  mul_84 = scalar_tensor_15 = None
    add_43 = torch.ops.aten.add.Tensor(add_32, where_30);  add_32 = where_30 = None
    where_31 = torch.ops.aten.where.self(bitwise_not_3, add_39, where_22);  add_39 = where_22 = None
    select_86 = torch.ops.aten.select.int(view_1, 0, 3)
    select_87 = torch.ops.aten.select.int(select_86, 2, 0);  select_86 = None
    where_32 = torch.ops.aten.where.self(bitwise_not_3, mul_80, select_87);  mul_80 = select_87 = None
    select_88 = torch.ops.aten.select.int(view_1, 0, 3)
    select_89 = torch.ops.aten.select.int(select_88, 2, 0);  select_88 = None
    copy__12 = torch.ops.aten.copy_.default(select_89, where_32);  select_89 = where_32 = copy__12 = None
    select_90 = torch.ops.aten.select.int(view_1, 0, 3)
    select_91 = torch.ops.aten.select.int(select_90, 2, 1);  select_90 = None
    where_33 = torch.ops.aten.where.self(bitwise_not_3, mul_76, select_91);  mul_76 = select_91 = None
    select_92 = torch.ops.aten.select.int(view_1, 0, 3)
    select_93 = torch.ops.aten.select.int(select_92, 2, 1);  select_92 = None
    copy__13 = torch.ops.aten.copy_.default(select_93, where_33);  select_93 = where_33 = copy__13 = None
    select_94 = torch.ops.aten.select.int(view_1, 0, 3)
    select_95 = torch.ops.aten.select.int(select_94, 2, 2);  select_94 = None
    where_34 = torch.ops.aten.where.self(bitwise_not_3, mul_69, select_95);  mul_69 = select_95 = None
    select_96 = torch.ops.aten.select.int(view_1, 0, 3)
    select_97 = torch.ops.aten.select.int(select_96, 2, 2);  select_96 = None
    copy__14 = torch.ops.aten.copy_.default(select_97, where_34);  select_97 = where_34 = copy__14 = None
    view_9 = torch.ops.aten.view.default(zeros_like_1, [7, 3, 24])
    select_98 = torch.ops.aten.select.int(view_9, 0, 3)
    where_35 = torch.ops.aten.where.self(bitwise_not_3, mul_82, select_98);  bitwise_not_3 = mul_82 = select_98 = None
    select_99 = torch.ops.aten.select.int(view_9, 0, 3);  view_9 = None
    copy__15 = torch.ops.aten.copy_.default(select_99, where_35);  select_99 = where_35 = copy__15 = None
    _tensor_constant8_8 = self._tensor_constant8
    select_100 = torch.ops.aten.select.int(_tensor_constant8_8, 0, 1);  _tensor_constant8_8 = None
    _tensor_constant8_9 = self._tensor_constant8
    select_101 = torch.ops.aten.select.int(_tensor_constant8_9, 0, 2);  _tensor_constant8_9 = None
    select_102 = torch.ops.aten.select.int(view, 0, 2)
    select_103 = torch.ops.aten.select.int(select_102, 2, 0);  select_102 = None
    select_104 = torch.ops.aten.select.int(view, 0, 2)
    select_105 = torch.ops.aten.select.int(select_104, 2, 1);  select_104 = None
    select_106 = torch.ops.aten.select.int(view, 0, 2)
    select_107 = torch.ops.aten.select.int(select_106, 2, 2);  select_106 = None
    view_10 = torch.ops.aten.view.default(mul, [7, 3, 24])
    select_108 = torch.ops.aten.select.int(view_10, 0, 2);  view_10 = None
    select_109 = torch.ops.aten.select.int(select_backward, 0, 2)
    mul_85 = torch.ops.aten.mul.Tensor(slice_1, select_100)
    add_44 = torch.ops.aten.add.Tensor(select_105, mul_85);  select_105 = mul_85 = None
    add_45 = torch.ops.aten.add.Tensor(add_44, slice_3);  add_44 = None
    sigmoid_8 = torch.ops.aten.sigmoid.default(add_45);  add_45 = None
    mul_86 = torch.ops.aten.mul.Tensor(slice_2, select_100)
    add_46 = torch.ops.aten.add.Tensor(select_107, mul_86);  select_107 = mul_86 = None
    add_47 = torch.ops.aten.add.Tensor(add_46, slice_4);  add_46 = None
    sigmoid_9 = torch.ops.aten.sigmoid.default(add_47);  add_47 = None
    tanh_4 = torch.ops.aten.tanh.default(select_101);  select_101 = None
    sub_8 = torch.ops.aten.sub.Tensor(tanh_4, select_108);  select_108 = None
    mul_87 = torch.ops.aten.mul.Tensor(select_109, sub_8);  sub_8 = None
    mul_88 = torch.ops.aten.mul.Tensor(mul_87, 1.0);  mul_87 = None
    rsub_20 = torch.ops.aten.rsub.Scalar(sigmoid_9, 1.0)
    mul_89 = torch.ops.aten.mul.Tensor(sigmoid_9, rsub_20);  rsub_20 = None
    mul_90 = torch.ops.aten.mul.Tensor(mul_88, mul_89);  mul_88 = mul_89 = None
    mul_91 = torch.ops.aten.mul.Tensor(tanh_4, tanh_4);  tanh_4 = None
    rsub_21 = torch.ops.aten.rsub.Scalar(mul_91, 1.0);  mul_91 = None
    mul_92 = torch.ops.aten.mul.Tensor(sigmoid_9, rsub_21);  rsub_21 = None
    mul_93 = torch.ops.aten.mul.Tensor(select_109, 1.0)
    mul_94 = torch.ops.aten.mul.Tensor(mul_93, mul_92);  mul_93 = mul_92 = None
    add_48 = torch.ops.aten.add.Tensor(mul_94, where_31);  mul_94 = None
    sub_9 = torch.ops.aten.sub.Tensor(select_100, select_103);  select_103 = None
    mul_95 = torch.ops.aten.mul.Tensor(add_48, sub_9);  sub_9 = None
    rsub_22 = torch.ops.aten.rsub.Scalar(sigmoid_8, 1.0)
    mul_96 = torch.ops.aten.mul.Tensor(sigmoid_8, rsub_22);  rsub_22 = None
    mul_97 = torch.ops.aten.mul.Tensor(mul_95, mul_96);  mul_95 = mul_96 = None
    mul_98 = torch.ops.aten.mul.Tensor(add_48, sigmoid_8)
    mul_99 = torch.ops.aten.mul.Tensor(mul_97, slice_1)
    add_49 = torch.ops.aten.add.Tensor(mul_98, mul_99);  mul_98 = mul_99 = None
    mul_100 = torch.ops.aten.mul.Tensor(mul_90, slice_2)
    add_50 = torch.ops.aten.add.Tensor(add_49, mul_100);  add_49 = mul_100 = None
    rsub_23 = torch.ops.aten.rsub.Scalar(sigmoid_8, 1.0);  sigmoid_8 = None
    mul_101 = torch.ops.aten.mul.Tensor(add_48, rsub_23);  add_48 = rsub_23 = None
    mul_102 = torch.ops.aten.mul.Tensor(sigmoid_9, 1.0);  sigmoid_9 = None
    rsub_24 = torch.ops.aten.rsub.Scalar(mul_102, 1.0);  mul_102 = None
    mul_103 = torch.ops.aten.mul.Tensor(select_109, rsub_24);  select_109 = rsub_24 = None
    _tensor_constant9_4 = self._tensor_constant9
    select_110 = torch.ops.aten.select.int(_tensor_constant9_4, 0, 2);  _tensor_constant9_4 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(select_110, -1);  select_110 = None
    bitwise_not_4 = torch.ops.aten.bitwise_not.default(unsqueeze_4);  unsqueeze_4 = None
    scalar_tensor_16 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_36 = torch.ops.aten.where.self(bitwise_not_4, mul_90, scalar_tensor_16);  scalar_tensor_16 = None
    add_51 = torch.ops.aten.add.Tensor(add_40, where_36);  add_40 = where_36 = None
    mul_104 = torch.ops.aten.mul.Tensor(mul_90, select_100)
    scalar_tensor_17 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_37 = torch.ops.aten.where.self(bitwise_not_4, mul_104, scalar_tensor_17);  mul_104 = scalar_tensor_17 = None
    add_52 = torch.ops.aten.add.Tensor(add_41, where_37);  add_41 = where_37 = None
    scalar_tensor_18 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_38 = torch.ops.aten.where.self(bitwise_not_4, mul_97, scalar_tensor_18);  scalar_tensor_18 = None
    add_53 = torch.ops.aten.add.Tensor(add_42, where_38);  add_42 = where_38 = None
    mul_105 = torch.ops.aten.mul.Tensor(mul_97, select_100);  select_100 = None
    scalar_tensor_19 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_39 = torch.ops.aten.where.self(bitwise_not_4, mul_105, scalar_tensor_19);  mul_105 = scalar_tensor_19 = None
    add_54 = torch.ops.aten.add.Tensor(add_43, where_39);  add_43 = where_39 = None
    where_40 = torch.ops.aten.where.self(bitwise_not_4, add_50, where_31);  add_50 = where_31 = None
    select_111 = torch.ops.aten.select.int(view_1, 0, 2)
    select_112 = torch.ops.aten.select.int(select_111, 2, 0);  select_111 = None
    where_41 = torch.ops.aten.where.self(bitwise_not_4, mul_101, select_112);  mul_101 = select_112 = None
    select_113 = torch.ops.aten.select.int(view_1, 0, 2)
    select_114 = torch.ops.aten.select.int(select_113, 2, 0);  select_113 = None
    copy__16 = torch.ops.aten.copy_.default(select_114, where_41);  select_114 = where_41 = copy__16 = None
    select_115 = torch.ops.aten.select.int(view_1, 0, 2)
    select_116 = torch.ops.aten.select.int(select_115, 2, 1);  select_115 = None
    where_42 = torch.ops.aten.where.self(bitwise_not_4, mul_97, select_116);  mul_97 = select_116 = None
    select_117 = torch.ops.aten.select.int(view_1, 0, 2)
    select_118 = torch.ops.aten.select.int(select_117, 2, 1);  select_117 = None
    copy__17 = torch.ops.aten.copy_.default(select_118, where_42);  select_118 = where_42 = copy__17 = None
    select_119 = torch.ops.aten.select.int(view_1, 0, 2)
    select_120 = torch.ops.aten.select.int(select_119, 2, 2);  select_119 = None
    where_43 = torch.ops.aten.where.self(bitwise_not_4, mul_90, select_120);  mul_90 = select_120 = None
    select_121 = torch.ops.aten.select.int(view_1, 0, 2)
    select_122 = torch.ops.aten.select.int(select_121, 2, 2);  select_121 = None
    copy__18 = torch.ops.aten.copy_.default(select_122, where_43);  select_122 = where_43 = copy__18 = None
    view_11 = torch.ops.aten.view.default(zeros_like_1, [7, 3, 24])
    select_123 = torch.ops.aten.select.int(view_11, 0, 2)
    where_44 = torch.ops.aten.where.self(bitwise_not_4, mul_103, select_123);  bitwise_not_4 = mul_103 = select_123 = None
    select_124 = torch.ops.aten.select.int(view_11, 0, 2);  view_11 = None
    copy__19 = torch.ops.aten.copy_.default(select_124, where_44);  select_124 = where_44 = copy__19 = None
    _tensor_constant8_10 = self._tensor_constant8
    select_125 = torch.ops.aten.select.int(_tensor_constant8_10, 0, 0);  _tensor_constant8_10 = None
    _tensor_constant8_11 = self._tensor_constant8
    select_126 = torch.ops.aten.select.int(_tensor_constant8_11, 0, 1);  _tensor_constant8_11 = None
    select_127 = torch.ops.aten.select.int(view, 0, 1)
    select_128 = torch.ops.aten.select.int(select_127, 2, 0);  select_127 = None
    select_129 = torch.ops.aten.select.int(view, 0, 1)
    select_130 = torch.ops.aten.select.int(select_129, 2, 1);  select_129 = None
    select_131 = torch.ops.aten.select.int(view, 0, 1)
    select_132 = torch.ops.aten.select.int(select_131, 2, 2);  select_131 = None
    view_12 = torch.ops.aten.view.default(mul, [7, 3, 24])
    select_133 = torch.ops.aten.select.int(view_12, 0, 1);  view_12 = None
    select_134 = torch.ops.aten.select.int(select_backward, 0, 1)
    mul_106 = torch.ops.aten.mul.Tensor(slice_1, select_125)
    add_55 = torch.ops.aten.add.Tensor(select_130, mul_106);  select_130 = mul_106 = None
    add_56 = torch.ops.aten.add.Tensor(add_55, slice_3);  add_55 = None
    sigmoid_10 = torch.ops.aten.sigmoid.default(add_56);  add_56 = None
    mul_107 = torch.ops.aten.mul.Tensor(slice_2, select_125)
    add_57 = torch.ops.aten.add.Tensor(select_132, mul_107);  select_132 = mul_107 = None
    add_58 = torch.ops.aten.add.Tensor(add_57, slice_4);  add_57 = None
    sigmoid_11 = torch.ops.aten.sigmoid.default(add_58);  add_58 = None
    tanh_5 = torch.ops.aten.tanh.default(select_126);  select_126 = None
    sub_10 = torch.ops.aten.sub.Tensor(tanh_5, select_133);  select_133 = None
    mul_108 = torch.ops.aten.mul.Tensor(select_134, sub_10);  sub_10 = None
    mul_109 = torch.ops.aten.mul.Tensor(mul_108, 1.0);  mul_108 = None
    rsub_25 = torch.ops.aten.rsub.Scalar(sigmoid_11, 1.0)
    mul_110 = torch.ops.aten.mul.Tensor(sigmoid_11, rsub_25);  rsub_25 = None
    mul_111 = torch.ops.aten.mul.Tensor(mul_109, mul_110);  mul_109 = mul_110 = None
    mul_112 = torch.ops.aten.mul.Tensor(tanh_5, tanh_5);  tanh_5 = None
    rsub_26 = torch.ops.aten.rsub.Scalar(mul_112, 1.0);  mul_112 = None
    mul_113 = torch.ops.aten.mul.Tensor(sigmoid_11, rsub_26);  rsub_26 = None
    mul_114 = torch.ops.aten.mul.Tensor(select_134, 1.0)
    mul_115 = torch.ops.aten.mul.Tensor(mul_114, mul_113);  mul_114 = mul_113 = None
    add_59 = torch.ops.aten.add.Tensor(mul_115, where_40);  mul_115 = None
    sub_11 = torch.ops.aten.sub.Tensor(select_125, select_128);  select_128 = None
    mul_116 = torch.ops.aten.mul.Tensor(add_59, sub_11);  sub_11 = None
    rsub_27 = torch.ops.aten.rsub.Scalar(sigmoid_10, 1.0)
    mul_117 = torch.ops.aten.mul.Tensor(sigmoid_10, rsub_27);  rsub_27 = None
    mul_118 = torch.ops.aten.mul.Tensor(mul_116, mul_117);  mul_116 = mul_117 = None
    mul_119 = torch.ops.aten.mul.Tensor(add_59, sigmoid_10)
    mul_120 = torch.ops.aten.mul.Tensor(mul_118, slice_1)
    add_60 = torch.ops.aten.add.Tensor(mul_119, mul_120);  mul_119 = mul_120 = None
    mul_121 = torch.ops.aten.mul.Tensor(mul_111, slice_2)
    add_61 = torch.ops.aten.add.Tensor(add_60, mul_121);  add_60 = mul_121 = None
    rsub_28 = torch.ops.aten.rsub.Scalar(sigmoid_10, 1.0);  sigmoid_10 = None
    mul_122 = torch.ops.aten.mul.Tensor(add_59, rsub_28);  add_59 = rsub_28 = None
    mul_123 = torch.ops.aten.mul.Tensor(sigmoid_11, 1.0);  sigmoid_11 = None
    rsub_29 = torch.ops.aten.rsub.Scalar(mul_123, 1.0);  mul_123 = None
    mul_124 = torch.ops.aten.mul.Tensor(select_134, rsub_29);  select_134 = rsub_29 = None
    _tensor_constant9_5 = self._tensor_constant9
    select_135 = torch.ops.aten.select.int(_tensor_constant9_5, 0, 1);  _tensor_constant9_5 = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(select_135, -1);  select_135 = None
    bitwise_not_5 = torch.ops.aten.bitwise_not.default(unsqueeze_5);  unsqueeze_5 = None
    scalar_tensor_20 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_45 = torch.ops.aten.where.self(bitwise_not_5, mul_111, scalar_tensor_20);  scalar_tensor_20 = None
    add_62 = torch.ops.aten.add.Tensor(add_51, where_45);  add_51 = where_45 = None
    mul_125 = torch.ops.aten.mul.Tensor(mul_111, select_125)
    scalar_tensor_21 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_46 = torch.ops.aten.where.self(bitwise_not_5, mul_125, scalar_tensor_21);  mul_125 = scalar_tensor_21 = None
    add_63 = torch.ops.aten.add.Tensor(add_52, where_46);  add_52 = where_46 = None
    scalar_tensor_22 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_47 = torch.ops.aten.where.self(bitwise_not_5, mul_118, scalar_tensor_22);  scalar_tensor_22 = None
    add_64 = torch.ops.aten.add.Tensor(add_53, where_47);  add_53 = where_47 = None
    mul_126 = torch.ops.aten.mul.Tensor(mul_118, select_125);  select_125 = None
    scalar_tensor_23 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_48 = torch.ops.aten.where.self(bitwise_not_5, mul_126, scalar_tensor_23);  mul_126 = scalar_tensor_23 = None
    add_65 = torch.ops.aten.add.Tensor(add_54, where_48);  add_54 = where_48 = None
    where_49 = torch.ops.aten.where.self(bitwise_not_5, add_61, where_40);  add_61 = where_40 = None
    select_136 = torch.ops.aten.select.int(view_1, 0, 1)
    select_137 = torch.ops.aten.select.int(select_136, 2, 0);  select_136 = None
    where_50 = torch.ops.aten.where.self(bitwise_not_5, mul_122, select_137);  mul_122 = select_137 = None
    select_138 = torch.ops.aten.select.int(view_1, 0, 1)
    select_139 = torch.ops.aten.select.int(select_138, 2, 0);  select_138 = None
    copy__20 = torch.ops.aten.copy_.default(select_139, where_50);  select_139 = where_50 = copy__20 = None
    select_140 = torch.ops.aten.select.int(view_1, 0, 1)
    select_141 = torch.ops.aten.select.int(select_140, 2, 1);  select_140 = None
    where_51 = torch.ops.aten.where.self(bitwise_not_5, mul_118, select_141);  mul_118 = select_141 = None
    select_142 = torch.ops.aten.select.int(view_1, 0, 1)
    select_143 = torch.ops.aten.select.int(select_142, 2, 1);  select_142 = None
    copy__21 = torch.ops.aten.copy_.default(select_143, where_51);  select_143 = where_51 = copy__21 = None
    select_144 = torch.ops.aten.select.int(view_1, 0, 1)
    select_145 = torch.ops.aten.select.int(select_144, 2, 2);  select_144 = None
    where_52 = torch.ops.aten.where.self(bitwise_not_5, mul_111, select_145);  mul_111 = select_145 = None
    select_146 = torch.ops.aten.select.int(view_1, 0, 1)
    select_147 = torch.ops.aten.select.int(select_146, 2, 2);  select_146 = None
    copy__22 = torch.ops.aten.copy_.default(select_147, where_52);  select_147 = where_52 = copy__22 = None
    view_13 = torch.ops.aten.view.default(zeros_like_1, [7, 3, 24])
    select_148 = torch.ops.aten.select.int(view_13, 0, 1)
    where_53 = torch.ops.aten.where.self(bitwise_not_5, mul_124, select_148);  bitwise_not_5 = mul_124 = select_148 = None
    select_149 = torch.ops.aten.select.int(view_13, 0, 1);  view_13 = None
    copy__23 = torch.ops.aten.copy_.default(select_149, where_53);  select_149 = where_53 = copy__23 = None
    _tensor_constant8_12 = self._tensor_constant8
    select_150 = torch.ops.aten.select.int(_tensor_constant8_12, 0, 0);  _tensor_constant8_12 = None
    select_151 = torch.ops.aten.select.int(view, 0, 0)
    select_152 = torch.ops.aten.select.int(select_151, 2, 0);  select_151 = None
    select_153 = torch.ops.aten.select.int(view, 0, 0)
    select_154 = torch.ops.aten.select.int(select_153, 2, 1);  select_153 = None
    select_155 = torch.ops.aten.select.int(view, 0, 0);  view = None
    select_156 = torch.ops.aten.select.int(select_155, 2, 2);  select_155 = None
    view_14 = torch.ops.aten.view.default(mul, [7, 3, 24]);  mul = None
    select_157 = torch.ops.aten.select.int(view_14, 0, 0);  view_14 = None
    select_158 = torch.ops.aten.select.int(select_backward, 0, 0);  select_backward = None
    _tensor_constant10 = self._tensor_constant10
    mul_127 = torch.ops.aten.mul.Tensor(slice_1, _tensor_constant10);  _tensor_constant10 = None
    add_66 = torch.ops.aten.add.Tensor(select_154, mul_127);  select_154 = mul_127 = None
    add_67 = torch.ops.aten.add.Tensor(add_66, slice_3);  add_66 = slice_3 = None
    sigmoid_12 = torch.ops.aten.sigmoid.default(add_67);  add_67 = None
    _tensor_constant10_1 = self._tensor_constant10
    mul_128 = torch.ops.aten.mul.Tensor(slice_2, _tensor_constant10_1);  _tensor_constant10_1 = None
    add_68 = torch.ops.aten.add.Tensor(select_156, mul_128);  select_156 = mul_128 = None
    add_69 = torch.ops.aten.add.Tensor(add_68, slice_4);  add_68 = slice_4 = None
    sigmoid_13 = torch.ops.aten.sigmoid.default(add_69);  add_69 = None
    tanh_6 = torch.ops.aten.tanh.default(select_150);  select_150 = None
    sub_12 = torch.ops.aten.sub.Tensor(tanh_6, select_157);  select_157 = None
    mul_129 = torch.ops.aten.mul.Tensor(select_158, sub_12);  sub_12 = None
    mul_130 = torch.ops.aten.mul.Tensor(mul_129, 1.0);  mul_129 = None
    rsub_30 = torch.ops.aten.rsub.Scalar(sigmoid_13, 1.0)
    mul_131 = torch.ops.aten.mul.Tensor(sigmoid_13, rsub_30);  rsub_30 = None
    mul_132 = torch.ops.aten.mul.Tensor(mul_130, mul_131);  mul_130 = mul_131 = None
    mul_133 = torch.ops.aten.mul.Tensor(tanh_6, tanh_6);  tanh_6 = None
    rsub_31 = torch.ops.aten.rsub.Scalar(mul_133, 1.0);  mul_133 = None
    mul_134 = torch.ops.aten.mul.Tensor(sigmoid_13, rsub_31);  rsub_31 = None
    mul_135 = torch.ops.aten.mul.Tensor(select_158, 1.0)
    mul_136 = torch.ops.aten.mul.Tensor(mul_135, mul_134);  mul_135 = mul_134 = None
    add_70 = torch.ops.aten.add.Tensor(mul_136, where_49);  mul_136 = None
    _tensor_constant10_2 = self._tensor_constant10
    sub_13 = torch.ops.aten.sub.Tensor(_tensor_constant10_2, select_152);  _tensor_constant10_2 = select_152 = None
    mul_137 = torch.ops.aten.mul.Tensor(add_70, sub_13);  sub_13 = None
    rsub_32 = torch.ops.aten.rsub.Scalar(sigmoid_12, 1.0)
    mul_138 = torch.ops.aten.mul.Tensor(sigmoid_12, rsub_32);  rsub_32 = None
    mul_139 = torch.ops.aten.mul.Tensor(mul_137, mul_138);  mul_137 = mul_138 = None
    mul_140 = torch.ops.aten.mul.Tensor(add_70, sigmoid_12)
    mul_141 = torch.ops.aten.mul.Tensor(mul_139, slice_1);  slice_1 = None
    add_71 = torch.ops.aten.add.Tensor(mul_140, mul_141);  mul_140 = mul_141 = None
    mul_142 = torch.ops.aten.mul.Tensor(mul_132, slice_2);  slice_2 = None
    add_72 = torch.ops.aten.add.Tensor(add_71, mul_142);  add_71 = mul_142 = None
    rsub_33 = torch.ops.aten.rsub.Scalar(sigmoid_12, 1.0);  sigmoid_12 = None
    mul_143 = torch.ops.aten.mul.Tensor(add_70, rsub_33);  add_70 = rsub_33 = None
    mul_144 = torch.ops.aten.mul.Tensor(sigmoid_13, 1.0);  sigmoid_13 = None
    rsub_34 = torch.ops.aten.rsub.Scalar(mul_144, 1.0);  mul_144 = None
    mul_145 = torch.ops.aten.mul.Tensor(select_158, rsub_34);  select_158 = rsub_34 = None
    _tensor_constant9_6 = self._tensor_constant9
    select_159 = torch.ops.aten.select.int(_tensor_constant9_6, 0, 0);  _tensor_constant9_6 = None
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(select_159, -1);  select_159 = None
    bitwise_not_6 = torch.ops.aten.bitwise_not.default(unsqueeze_6);  unsqueeze_6 = None
    scalar_tensor_24 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_54 = torch.ops.aten.where.self(bitwise_not_6, mul_132, scalar_tensor_24);  scalar_tensor_24 = None
    add_73 = torch.ops.aten.add.Tensor(add_62, where_54);  add_62 = where_54 = None
    _tensor_constant10_3 = self._tensor_constant10
    mul_146 = torch.ops.aten.mul.Tensor(mul_132, _tensor_constant10_3);  _tensor_constant10_3 = None
    scalar_tensor_25 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_55 = torch.ops.aten.where.self(bitwise_not_6, mul_146, scalar_tensor_25);  mul_146 = scalar_tensor_25 = None
    add_74 = torch.ops.aten.add.Tensor(add_63, where_55);  add_63 = where_55 = None
    scalar_tensor_26 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_56 = torch.ops.aten.where.self(bitwise_not_6, mul_139, scalar_tensor_26);  scalar_tensor_26 = None
    add_75 = torch.ops.aten.add.Tensor(add_64, where_56);  add_64 = where_56 = None
    _tensor_constant10_4 = self._tensor_constant10
    mul_147 = torch.ops.aten.mul.Tensor(mul_139, _tensor_constant10_4);  _tensor_constant10_4 = None
    scalar_tensor_27 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_57 = torch.ops.aten.where.self(bitwise_not_6, mul_147, scalar_tensor_27);  mul_147 = scalar_tensor_27 = None
    add_76 = torch.ops.aten.add.Tensor(add_65, where_57);  add_65 = where_57 = None
    where_58 = torch.ops.aten.where.self(bitwise_not_6, add_72, where_49);  add_72 = where_49 = None
    select_160 = torch.ops.aten.select.int(view_1, 0, 0)
    select_161 = torch.ops.aten.select.int(select_160, 2, 0);  select_160 = None
    where_59 = torch.ops.aten.where.self(bitwise_not_6, mul_143, select_161);  mul_143 = select_161 = None
    select_162 = torch.ops.aten.select.int(view_1, 0, 0)
    select_163 = torch.ops.aten.select.int(select_162, 2, 0);  select_162 = None
    copy__24 = torch.ops.aten.copy_.default(select_163, where_59);  select_163 = where_59 = copy__24 = None
    select_164 = torch.ops.aten.select.int(view_1, 0, 0)
    select_165 = torch.ops.aten.select.int(select_164, 2, 1);  select_164 = None
    where_60 = torch.ops.aten.where.self(bitwise_not_6, mul_139, select_165);  mul_139 = select_165 = None
    select_166 = torch.ops.aten.select.int(view_1, 0, 0)
    select_167 = torch.ops.aten.select.int(select_166, 2, 1);  select_166 = None
    copy__25 = torch.ops.aten.copy_.default(select_167, where_60);  select_167 = where_60 = copy__25 = None
    select_168 = torch.ops.aten.select.int(view_1, 0, 0)
    select_169 = torch.ops.aten.select.int(select_168, 2, 2);  select_168 = None
    where_61 = torch.ops.aten.where.self(bitwise_not_6, mul_132, select_169);  mul_132 = select_169 = None
    select_170 = torch.ops.aten.select.int(view_1, 0, 0);  view_1 = None
    select_171 = torch.ops.aten.select.int(select_170, 2, 2);  select_170 = None
    copy__26 = torch.ops.aten.copy_.default(select_171, where_61);  select_171 = where_61 = copy__26 = None
    view_15 = torch.ops.aten.view.default(zeros_like_1, [7, 3, 24])
    select_172 = torch.ops.aten.select.int(view_15, 0, 0)
    where_62 = torch.ops.aten.where.self(bitwise_not_6, mul_145, select_172);  bitwise_not_6 = mul_145 = select_172 = None
    select_173 = torch.ops.aten.select.int(view_15, 0, 0);  view_15 = None
    copy__27 = torch.ops.aten.copy_.default(select_173, where_62);  select_173 = where_62 = copy__27 = None
    select_174 = torch.ops.aten.select.int(zeros_1, 0, 0)
    copy__28 = torch.ops.aten.copy_.default(select_174, add_76);  select_174 = add_76 = copy__28 = None
    select_175 = torch.ops.aten.select.int(zeros_1, 0, 1)
    copy__29 = torch.ops.aten.copy_.default(select_175, add_74);  select_175 = add_74 = copy__29 = None
    select_176 = torch.ops.aten.select.int(zeros_2, 0, 0)
    copy__30 = torch.ops.aten.copy_.default(select_176, add_75);  select_176 = add_75 = copy__30 = None
    select_177 = torch.ops.aten.select.int(zeros_2, 0, 1)
    copy__31 = torch.ops.aten.copy_.default(select_177, add_73);  select_177 = add_73 = copy__31 = None
    copy__32 = torch.ops.aten.copy_.default(zeros_3, where_58);  zeros_3 = where_58 = copy__32 = None
    _tensor_constant6_1 = self._tensor_constant6
    mul_ = torch.ops.aten.mul_.Tensor(zeros_like_1, _tensor_constant6_1);  zeros_like_1 = _tensor_constant6_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(zeros_1, [1]);  zeros_1 = None
    view_16 = torch.ops.aten.view.default(sum_1, [-1]);  sum_1 = view_16 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(zeros_2, [1]);  zeros_2 = None
    view_17 = torch.ops.aten.view.default(sum_2, [-1]);  sum_2 = None
    _tensor_constant11 = self._tensor_constant11
    t_1 = torch.ops.aten.t.default(_tensor_constant11);  _tensor_constant11 = None
    mm_1 = torch.ops.aten.mm.default(t_1, zeros_like);  t_1 = None
    _param_constant2 = self._param_constant2
    t_2 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    mm_2 = torch.ops.aten.mm.default(zeros_like, t_2);  zeros_like = t_2 = None
    view_18 = torch.ops.aten.view.default(mm_2, [7, 3, 24]);  mm_2 = None
    add_77 = torch.ops.aten.add.Tensor(mul_, view_18);  mul_ = view_18 = None
    zeros_5 = torch.ops.aten.zeros.default([3, 24], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant12 = self._tensor_constant12
    zeros_like_5 = torch.ops.aten.zeros_like.default(_tensor_constant12, pin_memory = False);  _tensor_constant12 = None
    zeros_6 = torch.ops.aten.zeros.default([1], dtype = torch.float32, device = device(type='cpu'), pin_memory = False);  zeros_6 = None
    zeros_7 = torch.ops.aten.zeros.default([2, 3, 24], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    zeros_8 = torch.ops.aten.zeros.default([2, 3, 24], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    zeros_9 = torch.ops.aten.zeros.default([3, 24], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    _tensor_constant12_1 = self._tensor_constant12
    view_19 = torch.ops.aten.view.default(_tensor_constant12_1, [7, 3, 24, 4]);  _tensor_constant12_1 = None
    view_20 = torch.ops.aten.view.default(zeros_like_5, [7, 3, 24, 4]);  zeros_like_5 = None
    _param_constant3 = self._param_constant3
    slice_5 = torch.ops.aten.slice.Tensor(_param_constant3, 0, 0, 24);  _param_constant3 = None
    _param_constant3_1 = self._param_constant3
    slice_6 = torch.ops.aten.slice.Tensor(_param_constant3_1, 0, 24, 9223372036854775807);  _param_constant3_1 = None
    _param_constant4 = self._param_constant4
    slice_7 = torch.ops.aten.slice.Tensor(_param_constant4, 0, 0, 24);  _param_constant4 = None
    _param_constant4_1 = self._param_constant4
    slice_8 = torch.ops.aten.slice.Tensor(_param_constant4_1, 0, 24, 9223372036854775807);  _param_constant4_1 = None
    zeros_10 = torch.ops.aten.zeros.default([3, 24], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    zeros_like_6 = torch.ops.aten.zeros_like.default(zeros_10, pin_memory = False)
    zeros_like_7 = torch.ops.aten.zeros_like.default(zeros_10, pin_memory = False)
    zeros_like_8 = torch.ops.aten.zeros_like.default(zeros_10, pin_memory = False)
    _tensor_constant13 = self._tensor_constant13
    select_178 = torch.ops.aten.select.int(_tensor_constant13, 0, 5);  _tensor_constant13 = None
    _tensor_constant13_1 = self._tensor_constant13
    select_179 = torch.ops.aten.select.int(_tensor_constant13_1, 0, 6);  _tensor_constant13_1 = None
    select_180 = torch.ops.aten.select.int(view_19, 0, 6)
    select_181 = torch.ops.aten.select.int(select_180, 2, 0);  select_180 = None
    select_182 = torch.ops.aten.select.int(view_19, 0, 6)
    select_183 = torch.ops.aten.select.int(select_182, 2, 1);  select_182 = None
    select_184 = torch.ops.aten.select.int(view_19, 0, 6)
    select_185 = torch.ops.aten.select.int(select_184, 2, 2);  select_184 = None
    select_186 = torch.ops.aten.select.int(view_19, 0, 6)
    select_187 = torch.ops.aten.select.int(select_186, 2, 3);  select_186 = None
    select_188 = torch.ops.aten.select.int(add_77, 0, 6)
    mul_148 = torch.ops.aten.mul.Tensor(slice_5, select_178)
    add_78 = torch.ops.aten.add.Tensor(select_183, mul_148);  select_183 = mul_148 = None
    add_79 = torch.ops.aten.add.Tensor(add_78, slice_7);  add_78 = None
    sigmoid_14 = torch.ops.aten.sigmoid.default(add_79);  add_79 = None
    mul_149 = torch.ops.aten.mul.Tensor(slice_6, select_178)
    add_80 = torch.ops.aten.add.Tensor(select_185, mul_149);  select_185 = mul_149 = None
    add_81 = torch.ops.aten.add.Tensor(add_80, slice_8);  add_80 = None
    sigmoid_15 = torch.ops.aten.sigmoid.default(add_81);  add_81 = None
    tanh_7 = torch.ops.aten.tanh.default(select_179);  select_179 = None
    sub_14 = torch.ops.aten.sub.Tensor(tanh_7, select_187);  select_187 = None
    mul_150 = torch.ops.aten.mul.Tensor(select_188, sub_14);  sub_14 = None
    mul_151 = torch.ops.aten.mul.Tensor(mul_150, 1.0);  mul_150 = None
    rsub_35 = torch.ops.aten.rsub.Scalar(sigmoid_15, 1.0)
    mul_152 = torch.ops.aten.mul.Tensor(sigmoid_15, rsub_35);  rsub_35 = None
    mul_153 = torch.ops.aten.mul.Tensor(mul_151, mul_152);  mul_151 = mul_152 = None
    mul_154 = torch.ops.aten.mul.Tensor(tanh_7, tanh_7);  tanh_7 = None
    rsub_36 = torch.ops.aten.rsub.Scalar(mul_154, 1.0);  mul_154 = None
    mul_155 = torch.ops.aten.mul.Tensor(sigmoid_15, rsub_36);  rsub_36 = None
    mul_156 = torch.ops.aten.mul.Tensor(select_188, 1.0)
    mul_157 = torch.ops.aten.mul.Tensor(mul_156, mul_155);  mul_156 = mul_155 = None
    add_82 = torch.ops.aten.add.Tensor(mul_157, zeros_5);  mul_157 = None
    sub_15 = torch.ops.aten.sub.Tensor(select_178, select_181);  select_181 = None
    mul_158 = torch.ops.aten.mul.Tensor(add_82, sub_15);  sub_15 = None
    rsub_37 = torch.ops.aten.rsub.Scalar(sigmoid_14, 1.0)
    mul_159 = torch.ops.aten.mul.Tensor(sigmoid_14, rsub_37);  rsub_37 = None
    mul_160 = torch.ops.aten.mul.Tensor(mul_158, mul_159);  mul_158 = mul_159 = None
    mul_161 = torch.ops.aten.mul.Tensor(add_82, sigmoid_14)
    mul_162 = torch.ops.aten.mul.Tensor(mul_160, slice_5)
    add_83 = torch.ops.aten.add.Tensor(mul_161, mul_162);  mul_161 = mul_162 = None
    mul_163 = torch.ops.aten.mul.Tensor(mul_153, slice_6)
    add_84 = torch.ops.aten.add.Tensor(add_83, mul_163);  add_83 = mul_163 = None
    rsub_38 = torch.ops.aten.rsub.Scalar(sigmoid_14, 1.0);  sigmoid_14 = None
    mul_164 = torch.ops.aten.mul.Tensor(add_82, rsub_38);  add_82 = rsub_38 = None
    mul_165 = torch.ops.aten.mul.Tensor(sigmoid_15, 1.0);  sigmoid_15 = None
    rsub_39 = torch.ops.aten.rsub.Scalar(mul_165, 1.0);  mul_165 = None
    mul_166 = torch.ops.aten.mul.Tensor(select_188, rsub_39);  select_188 = rsub_39 = None
    _tensor_constant9_7 = self._tensor_constant9
    select_189 = torch.ops.aten.select.int(_tensor_constant9_7, 0, 6);  _tensor_constant9_7 = None
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(select_189, -1);  select_189 = None
    bitwise_not_7 = torch.ops.aten.bitwise_not.default(unsqueeze_7);  unsqueeze_7 = None
    scalar_tensor_28 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_63 = torch.ops.aten.where.self(bitwise_not_7, mul_153, scalar_tensor_28);  scalar_tensor_28 = None
    add_85 = torch.ops.aten.add.Tensor(zeros_like_8, where_63);  zeros_like_8 = where_63 = None
    mul_167 = torch.ops.aten.mul.Tensor(mul_153, select_178)
    scalar_tensor_29 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_64 = torch.ops.aten.where.self(bitwise_not_7, mul_167, scalar_tensor_29);  mul_167 = scalar_tensor_29 = None
    add_86 = torch.ops.aten.add.Tensor(zeros_like_6, where_64);  zeros_like_6 = where_64 = None
    scalar_tensor_30 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_65 = torch.ops.aten.where.self(bitwise_not_7, mul_160, scalar_tensor_30);  scalar_tensor_30 = None
    add_87 = torch.ops.aten.add.Tensor(zeros_like_7, where_65);  zeros_like_7 = where_65 = None
    mul_168 = torch.ops.aten.mul.Tensor(mul_160, select_178);  select_178 = None
    scalar_tensor_31 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_66 = torch.ops.aten.where.self(bitwise_not_7, mul_168, scalar_tensor_31);  mul_168 = scalar_tensor_31 = None
    add_88 = torch.ops.aten.add.Tensor(zeros_10, where_66);  zeros_10 = where_66 = None
    where_67 = torch.ops.aten.where.self(bitwise_not_7, add_84, zeros_5);  add_84 = zeros_5 = None
    select_190 = torch.ops.aten.select.int(view_20, 0, 6)
    select_191 = torch.ops.aten.select.int(select_190, 2, 0);  select_190 = None
    where_68 = torch.ops.aten.where.self(bitwise_not_7, mul_164, select_191);  mul_164 = select_191 = None
    select_192 = torch.ops.aten.select.int(view_20, 0, 6)
    select_193 = torch.ops.aten.select.int(select_192, 2, 0);  select_192 = None
    copy__33 = torch.ops.aten.copy_.default(select_193, where_68);  select_193 = where_68 = copy__33 = None
    select_194 = torch.ops.aten.select.int(view_20, 0, 6)
    select_195 = torch.ops.aten.select.int(select_194, 2, 1);  select_194 = None
    where_69 = torch.ops.aten.where.self(bitwise_not_7, mul_160, select_195);  mul_160 = select_195 = None
    select_196 = torch.ops.aten.select.int(view_20, 0, 6)
    select_197 = torch.ops.aten.select.int(select_196, 2, 1);  select_196 = None
    copy__34 = torch.ops.aten.copy_.default(select_197, where_69);  select_197 = where_69 = copy__34 = None
    select_198 = torch.ops.aten.select.int(view_20, 0, 6)
    select_199 = torch.ops.aten.select.int(select_198, 2, 2);  select_198 = None
    where_70 = torch.ops.aten.where.self(bitwise_not_7, mul_153, select_199);  mul_153 = select_199 = None
    select_200 = torch.ops.aten.select.int(view_20, 0, 6)
    select_201 = torch.ops.aten.select.int(select_200, 2, 2);  select_200 = None
    copy__35 = torch.ops.aten.copy_.default(select_201, where_70);  select_201 = where_70 = copy__35 = None
    select_202 = torch.ops.aten.select.int(view_20, 0, 6)
    select_203 = torch.ops.aten.select.int(select_202, 2, 3);  select_202 = None
    where_71 = torch.ops.aten.where.self(bitwise_not_7, mul_166, select_203);  bitwise_not_7 = mul_166 = select_203 = None
    select_204 = torch.ops.aten.select.int(view_20, 0, 6)
    select_205 = torch.ops.aten.select.int(select_204, 2, 3);  select_204 = None
    copy__36 = torch.ops.aten.copy_.default(select_205, where_71);  select_205 = where_71 = copy__36 = None
    _tensor_constant13_2 = self._tensor_constant13
    select_206 = torch.ops.aten.select.int(_tensor_constant13_2, 0, 4);  _tensor_constant13_2 = None
    _tensor_constant13_3 = self._tensor_constant13
    select_207 = torch.ops.aten.select.int(_tensor_constant13_3, 0, 5);  _tensor_constant13_3 = None
    select_208 = torch.ops.aten.select.int(view_19, 0, 5)
    select_209 = torch.ops.aten.select.int(select_208, 2, 0);  select_208 = None
    select_210 = torch.ops.aten.select.int(view_19, 0, 5)
    select_211 = torch.ops.aten.select.int(select_210, 2, 1);  select_210 = None
    select_212 = torch.ops.aten.select.int(view_19, 0, 5)
    select_213 = torch.ops.aten.select.int(select_212, 2, 2);  select_212 = None
    select_214 = torch.ops.aten.select.int(view_19, 0, 5)
    select_215 = torch.ops.aten.select.int(select_214, 2, 3);  select_214 = None
    select_216 = torch.ops.aten.select.int(add_77, 0, 5)
    mul_169 = torch.ops.aten.mul.Tensor(slice_5, select_206)
    add_89 = torch.ops.aten.add.Tensor(select_211, mul_169);  select_211 = mul_169 = None
    add_90 = torch.ops.aten.add.Tensor(add_89, slice_7);  add_89 = None
    sigmoid_16 = torch.ops.aten.sigmoid.default(add_90);  add_90 = None
    mul_170 = torch.ops.aten.mul.Tensor(slice_6, select_206)
    add_91 = torch.ops.aten.add.Tensor(select_213, mul_170);  select_213 = mul_170 = None
    add_92 = torch.ops.aten.add.Tensor(add_91, slice_8);  add_91 = None
    sigmoid_17 = torch.ops.aten.sigmoid.default(add_92);  add_92 = None
    tanh_8 = torch.ops.aten.tanh.default(select_207);  select_207 = None
    sub_16 = torch.ops.aten.sub.Tensor(tanh_8, select_215);  select_215 = None
    mul_171 = torch.ops.aten.mul.Tensor(select_216, sub_16);  sub_16 = None
    mul_172 = torch.ops.aten.mul.Tensor(mul_171, 1.0);  mul_171 = None
    rsub_40 = torch.ops.aten.rsub.Scalar(sigmoid_17, 1.0)
    mul_173 = torch.ops.aten.mul.Tensor(sigmoid_17, rsub_40);  rsub_40 = None
    mul_174 = torch.ops.aten.mul.Tensor(mul_172, mul_173);  mul_172 = mul_173 = None
    mul_175 = torch.ops.aten.mul.Tensor(tanh_8, tanh_8);  tanh_8 = None
    rsub_41 = torch.ops.aten.rsub.Scalar(mul_175, 1.0);  mul_175 = None
    mul_176 = torch.ops.aten.mul.Tensor(sigmoid_17, rsub_41);  rsub_41 = None
    mul_177 = torch.ops.aten.mul.Tensor(select_216, 1.0)
    mul_178 = torch.ops.aten.mul.Tensor(mul_177, mul_176);  mul_177 = mul_176 = None
    add_93 = torch.ops.aten.add.Tensor(mul_178, where_67);  mul_178 = None
    sub_17 = torch.ops.aten.sub.Tensor(select_206, select_209);  select_209 = None
    mul_179 = torch.ops.aten.mul.Tensor(add_93, sub_17);  sub_17 = None
    rsub_42 = torch.ops.aten.rsub.Scalar(sigmoid_16, 1.0)
    mul_180 = torch.ops.aten.mul.Tensor(sigmoid_16, rsub_42);  rsub_42 = None
    mul_181 = torch.ops.aten.mul.Tensor(mul_179, mul_180);  mul_179 = mul_180 = None
    mul_182 = torch.ops.aten.mul.Tensor(add_93, sigmoid_16)
    mul_183 = torch.ops.aten.mul.Tensor(mul_181, slice_5)
    add_94 = torch.ops.aten.add.Tensor(mul_182, mul_183);  mul_182 = mul_183 = None
    mul_184 = torch.ops.aten.mul.Tensor(mul_174, slice_6)
    add_95 = torch.ops.aten.add.Tensor(add_94, mul_184);  add_94 = mul_184 = None
    rsub_43 = torch.ops.aten.rsub.Scalar(sigmoid_16, 1.0);  sigmoid_16 = None
    mul_185 = torch.ops.aten.mul.Tensor(add_93, rsub_43);  add_93 = rsub_43 = None
    mul_186 = torch.ops.aten.mul.Tensor(sigmoid_17, 1.0);  sigmoid_17 = None
    rsub_44 = torch.ops.aten.rsub.Scalar(mul_186, 1.0);  mul_186 = None
    mul_187 = torch.ops.aten.mul.Tensor(select_216, rsub_44);  select_216 = rsub_44 = None
    _tensor_constant9_8 = self._tensor_constant9
    select_217 = torch.ops.aten.select.int(_tensor_constant9_8, 0, 5);  _tensor_constant9_8 = None
    unsqueeze_8 = torch.ops.aten.unsqueeze.default(select_217, -1);  select_217 = None
    bitwise_not_8 = torch.ops.aten.bitwise_not.default(unsqueeze_8);  unsqueeze_8 = None
    scalar_tensor_32 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_72 = torch.ops.aten.where.self(bitwise_not_8, mul_174, scalar_tensor_32);  scalar_tensor_32 = None
    add_96 = torch.ops.aten.add.Tensor(add_85, where_72);  add_85 = where_72 = None
    mul_188 = torch.ops.aten.mul.Tensor(mul_174, select_206)
    scalar_tensor_33 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_73 = torch.ops.aten.where.self(bitwise_not_8, mul_188, scalar_tensor_33);  mul_188 = scalar_tensor_33 = None
    add_97 = torch.ops.aten.add.Tensor(add_86, where_73);  add_86 = where_73 = None
    scalar_tensor_34 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_74 = torch.ops.aten.where.self(bitwise_not_8, mul_181, scalar_tensor_34);  scalar_tensor_34 = None
    add_98 = torch.ops.aten.add.Tensor(add_87, where_74);  add_87 = where_74 = None
    mul_189 = torch.ops.aten.mul.Tensor(mul_181, select_206);  select_206 = None
    scalar_tensor_35 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_75 = torch.ops.aten.where.self(bitwise_not_8, mul_189, scalar_tensor_35);  mul_189 = scalar_tensor_35 = None
    add_99 = torch.ops.aten.add.Tensor(add_88, where_75);  add_88 = where_75 = None
    where_76 = torch.ops.aten.where.self(bitwise_not_8, add_95, where_67);  add_95 = where_67 = None
    select_218 = torch.ops.aten.select.int(view_20, 0, 5)
    select_219 = torch.ops.aten.select.int(select_218, 2, 0);  select_218 = None
    where_77 = torch.ops.aten.where.self(bitwise_not_8, mul_185, select_219);  mul_185 = select_219 = None
    select_220 = torch.ops.aten.select.int(view_20, 0, 5)
    select_221 = torch.ops.aten.select.int(select_220, 2, 0);  select_220 = None
    copy__37 = torch.ops.aten.copy_.default(select_221, where_77);  select_221 = where_77 = copy__37 = None
    select_222 = torch.ops.aten.select.int(view_20, 0, 5)
    select_223 = torch.ops.aten.select.int(select_222, 2, 1);  select_222 = None
    where_78 = torch.ops.aten.where.self(bitwise_not_8, mul_181, select_223);  mul_181 = select_223 = None
    select_224 = torch.ops.aten.select.int(view_20, 0, 5)
    select_225 = torch.ops.aten.select.int(select_224, 2, 1);  select_224 = None
    copy__38 = torch.ops.aten.copy_.default(select_225, where_78);  select_225 = where_78 = copy__38 = None
    select_226 = torch.ops.aten.select.int(view_20, 0, 5)
    select_227 = torch.ops.aten.select.int(select_226, 2, 2);  select_226 = None
    where_79 = torch.ops.aten.where.self(bitwise_not_8, mul_174, select_227);  mul_174 = select_227 = None
    select_228 = torch.ops.aten.select.int(view_20, 0, 5)
    select_229 = torch.ops.aten.select.int(select_228, 2, 2);  select_228 = None
    copy__39 = torch.ops.aten.copy_.default(select_229, where_79);  select_229 = where_79 = copy__39 = None
    select_230 = torch.ops.aten.select.int(view_20, 0, 5)
    select_231 = torch.ops.aten.select.int(select_230, 2, 3);  select_230 = None
    where_80 = torch.ops.aten.where.self(bitwise_not_8, mul_187, select_231);  bitwise_not_8 = mul_187 = select_231 = None
    select_232 = torch.ops.aten.select.int(view_20, 0, 5)
    select_233 = torch.ops.aten.select.int(select_232, 2, 3);  select_232 = None
    copy__40 = torch.ops.aten.copy_.default(select_233, where_80);  select_233 = where_80 = copy__40 = None
    _tensor_constant13_4 = self._tensor_constant13
    select_234 = torch.ops.aten.select.int(_tensor_constant13_4, 0, 3);  _tensor_constant13_4 = None
    _tensor_constant13_5 = self._tensor_constant13
    select_235 = torch.ops.aten.select.int(_tensor_constant13_5, 0, 4);  _tensor_constant13_5 = None
    select_236 = torch.ops.aten.select.int(view_19, 0, 4)
    select_237 = torch.ops.aten.select.int(select_236, 2, 0);  select_236 = None
    select_238 = torch.ops.aten.select.int(view_19, 0, 4)
    select_239 = torch.ops.aten.select.int(select_238, 2, 1);  select_238 = None
    select_240 = torch.ops.aten.select.int(view_19, 0, 4)
    select_241 = torch.ops.aten.select.int(select_240, 2, 2);  select_240 = None
    select_242 = torch.ops.aten.select.int(view_19, 0, 4)
    select_243 = torch.ops.aten.select.int(select_242, 2, 3);  select_242 = None
    select_244 = torch.ops.aten.select.int(add_77, 0, 4)
    mul_190 = torch.ops.aten.mul.Tensor(slice_5, select_234)
    add_100 = torch.ops.aten.add.Tensor(select_239, mul_190);  select_239 = mul_190 = None
    add_101 = torch.ops.aten.add.Tensor(add_100, slice_7);  add_100 = None
    sigmoid_18 = torch.ops.aten.sigmoid.default(add_101);  add_101 = None
    mul_191 = torch.ops.aten.mul.Tensor(slice_6, select_234)
    add_102 = torch.ops.aten.add.Tensor(select_241, mul_191);  select_241 = mul_191 = None
    add_103 = torch.ops.aten.add.Tensor(add_102, slice_8);  add_102 = None
    sigmoid_19 = torch.ops.aten.sigmoid.default(add_103);  add_103 = None
    tanh_9 = torch.ops.aten.tanh.default(select_235);  select_235 = None
    sub_18 = torch.ops.aten.sub.Tensor(tanh_9, select_243);  select_243 = None
    mul_192 = torch.ops.aten.mul.Tensor(select_244, sub_18);  sub_18 = None
    mul_193 = torch.ops.aten.mul.Tensor(mul_192, 1.0);  mul_192 = None
    rsub_45 = torch.ops.aten.rsub.Scalar(sigmoid_19, 1.0)
    mul_194 = torch.ops.aten.mul.Tensor(sigmoid_19, rsub_45);  rsub_45 = None
    mul_195 = torch.ops.aten.mul.Tensor(mul_193, mul_194);  mul_193 = mul_194 = None
    mul_196 = torch.ops.aten.mul.Tensor(tanh_9, tanh_9);  tanh_9 = None
    rsub_46 = torch.ops.aten.rsub.Scalar(mul_196, 1.0);  mul_196 = None
    mul_197 = torch.ops.aten.mul.Tensor(sigmoid_19, rsub_46);  rsub_46 = None
    mul_198 = torch.ops.aten.mul.Tensor(select_244, 1.0)
    mul_199 = torch.ops.aten.mul.Tensor(mul_198, mul_197);  mul_198 = mul_197 = None
    add_104 = torch.ops.aten.add.Tensor(mul_199, where_76);  mul_199 = None
    sub_19 = torch.ops.aten.sub.Tensor(select_234, select_237);  select_237 = None
    mul_200 = torch.ops.aten.mul.Tensor(add_104, sub_19);  sub_19 = None
    rsub_47 = torch.ops.aten.rsub.Scalar(sigmoid_18, 1.0)
    mul_201 = torch.ops.aten.mul.Tensor(sigmoid_18, rsub_47);  rsub_47 = None
    mul_202 = torch.ops.aten.mul.Tensor(mul_200, mul_201);  mul_200 = mul_201 = None
    mul_203 = torch.ops.aten.mul.Tensor(add_104, sigmoid_18)
    mul_204 = torch.ops.aten.mul.Tensor(mul_202, slice_5)
    add_105 = torch.ops.aten.add.Tensor(mul_203, mul_204);  mul_203 = mul_204 = None
    mul_205 = torch.ops.aten.mul.Tensor(mul_195, slice_6)
    add_106 = torch.ops.aten.add.Tensor(add_105, mul_205);  add_105 = mul_205 = None
    rsub_48 = torch.ops.aten.rsub.Scalar(sigmoid_18, 1.0);  sigmoid_18 = None
    mul_206 = torch.ops.aten.mul.Tensor(add_104, rsub_48);  add_104 = rsub_48 = None
    mul_207 = torch.ops.aten.mul.Tensor(sigmoid_19, 1.0);  sigmoid_19 = None
    rsub_49 = torch.ops.aten.rsub.Scalar(mul_207, 1.0);  mul_207 = None
    mul_208 = torch.ops.aten.mul.Tensor(select_244, rsub_49);  select_244 = rsub_49 = None
    _tensor_constant9_9 = self._tensor_constant9
    select_245 = torch.ops.aten.select.int(_tensor_constant9_9, 0, 4);  _tensor_constant9_9 = None
    unsqueeze_9 = torch.ops.aten.unsqueeze.default(select_245, -1);  select_245 = None
    bitwise_not_9 = torch.ops.aten.bitwise_not.default(unsqueeze_9);  unsqueeze_9 = None
    scalar_tensor_36 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_81 = torch.ops.aten.where.self(bitwise_not_9, mul_195, scalar_tensor_36);  scalar_tensor_36 = None
    add_107 = torch.ops.aten.add.Tensor(add_96, where_81);  add_96 = where_81 = None
    mul_209 = torch.ops.aten.mul.Tensor(mul_195, select_234)
    scalar_tensor_37 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_82 = torch.ops.aten.where.self(bitwise_not_9, mul_209, scalar_tensor_37);  mul_209 = scalar_tensor_37 = None
    add_108 = torch.ops.aten.add.Tensor(add_97, where_82);  add_97 = where_82 = None
    scalar_tensor_38 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_83 = torch.ops.aten.where.self(bitwise_not_9, mul_202, scalar_tensor_38);  scalar_tensor_38 = None
    add_109 = torch.ops.aten.add.Tensor(add_98, where_83);  add_98 = where_83 = None
    mul_210 = torch.ops.aten.mul.Tensor(mul_202, select_234);  select_234 = None
    scalar_tensor_39 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_84 = torch.ops.aten.where.self(bitwise_not_9, mul_210, scalar_tensor_39);  mul_210 = scalar_tensor_39 = None
    add_110 = torch.ops.aten.add.Tensor(add_99, where_84);  add_99 = where_84 = None
    where_85 = torch.ops.aten.where.self(bitwise_not_9, add_106, where_76);  add_106 = where_76 = None
    select_246 = torch.ops.aten.select.int(view_20, 0, 4)
    select_247 = torch.ops.aten.select.int(select_246, 2, 0);  select_246 = None
    where_86 = torch.ops.aten.where.self(bitwise_not_9, mul_206, select_247);  mul_206 = select_247 = None
    select_248 = torch.ops.aten.select.int(view_20, 0, 4)
    select_249 = torch.ops.aten.select.int(select_248, 2, 0);  select_248 = None
    copy__41 = torch.ops.aten.copy_.default(select_249, where_86);  select_249 = where_86 = copy__41 = None
    select_250 = torch.ops.aten.select.int(view_20, 0, 4)
    select_251 = torch.ops.aten.select.int(select_250, 2, 1);  select_250 = None
    where_87 = torch.ops.aten.where.self(bitwise_not_9, mul_202, select_251);  mul_202 = select_251 = None
    select_252 = torch.ops.aten.select.int(view_20, 0, 4)
    select_253 = torch.ops.aten.select.int(select_252, 2, 1);  select_252 = None
    copy__42 = torch.ops.aten.copy_.default(select_253, where_87);  select_253 = where_87 = copy__42 = None
    select_254 = torch.ops.aten.select.int(view_20, 0, 4)
    select_255 = torch.ops.aten.select.int(select_254, 2, 2);  select_254 = None
    where_88 = torch.ops.aten.where.self(bitwise_not_9, mul_195, select_255);  mul_195 = select_255 = None
    select_256 = torch.ops.aten.select.int(view_20, 0, 4)
    select_257 = torch.ops.aten.select.int(select_256, 2, 2);  select_256 = None
    copy__43 = torch.ops.aten.copy_.default(select_257, where_88);  select_257 = where_88 = copy__43 = None
    select_258 = torch.ops.aten.select.int(view_20, 0, 4)
    select_259 = torch.ops.aten.select.int(select_258, 2, 3);  select_258 = None
    where_89 = torch.ops.aten.where.self(bitwise_not_9, mul_208, select_259);  bitwise_not_9 = mul_208 = select_259 = None
    select_260 = torch.ops.aten.select.int(view_20, 0, 4)
    select_261 = torch.ops.aten.select.int(select_260, 2, 3);  select_260 = None
    copy__44 = torch.ops.aten.copy_.default(select_261, where_89);  select_261 = where_89 = copy__44 = None
    _tensor_constant13_6 = self._tensor_constant13
    select_262 = torch.ops.aten.select.int(_tensor_constant13_6, 0, 2);  _tensor_constant13_6 = None
    _tensor_constant13_7 = self._tensor_constant13
    select_263 = torch.ops.aten.select.int(_tensor_constant13_7, 0, 3);  _tensor_constant13_7 = None
    select_264 = torch.ops.aten.select.int(view_19, 0, 3)
    select_265 = torch.ops.aten.select.int(select_264, 2, 0);  select_264 = None
    select_266 = torch.ops.aten.select.int(view_19, 0, 3)
    select_267 = torch.ops.aten.select.int(select_266, 2, 1);  select_266 = None
    select_268 = torch.ops.aten.select.int(view_19, 0, 3)
    select_269 = torch.ops.aten.select.int(select_268, 2, 2);  select_268 = None
    select_270 = torch.ops.aten.select.int(view_19, 0, 3)
    select_271 = torch.ops.aten.select.int(select_270, 2, 3);  select_270 = None
    select_272 = torch.ops.aten.select.int(add_77, 0, 3)
    mul_211 = torch.ops.aten.mul.Tensor(slice_5, select_262)
    add_111 = torch.ops.aten.add.Tensor(select_267, mul_211);  select_267 = mul_211 = None
    add_112 = torch.ops.aten.add.Tensor(add_111, slice_7);  add_111 = None
    sigmoid_20 = torch.ops.aten.sigmoid.default(add_112);  add_112 = None
    mul_212 = torch.ops.aten.mul.Tensor(slice_6, select_262)
    add_113 = torch.ops.aten.add.Tensor(select_269, mul_212);  select_269 = mul_212 = None
    add_114 = torch.ops.aten.add.Tensor(add_113, slice_8);  add_113 = None
    sigmoid_21 = torch.ops.aten.sigmoid.default(add_114);  add_114 = None
    tanh_10 = torch.ops.aten.tanh.default(select_263);  select_263 = None
    sub_20 = torch.ops.aten.sub.Tensor(tanh_10, select_271);  select_271 = None
    mul_213 = torch.ops.aten.mul.Tensor(select_272, sub_20);  sub_20 = None
    mul_214 = torch.ops.aten.mul.Tensor(mul_213, 1.0);  mul_213 = None
    rsub_50 = torch.ops.aten.rsub.Scalar(sigmoid_21, 1.0)
    mul_215 = torch.ops.aten.mul.Tensor(sigmoid_21, rsub_50);  rsub_50 = None
    mul_216 = torch.ops.aten.mul.Tensor(mul_214, mul_215);  mul_214 = mul_215 = None
    mul_217 = torch.ops.aten.mul.Tensor(tanh_10, tanh_10);  tanh_10 = None
    rsub_51 = torch.ops.aten.rsub.Scalar(mul_217, 1.0);  mul_217 = None
    mul_218 = torch.ops.aten.mul.Tensor(sigmoid_21, rsub_51);  rsub_51 = None
    mul_219 = torch.ops.aten.mul.Tensor(select_272, 1.0)
    mul_220 = torch.ops.aten.mul.Tensor(mul_219, mul_218);  mul_219 = mul_218 = None
    add_115 = torch.ops.aten.add.Tensor(mul_220, where_85);  mul_220 = None
    sub_21 = torch.ops.aten.sub.Tensor(select_262, select_265);  select_265 = None
    mul_221 = torch.ops.aten.mul.Tensor(add_115, sub_21);  sub_21 = None
    rsub_52 = torch.ops.aten.rsub.Scalar(sigmoid_20, 1.0)
    mul_222 = torch.ops.aten.mul.Tensor(sigmoid_20, rsub_52);  rsub_52 = None
    mul_223 = torch.ops.aten.mul.Tensor(mul_221, mul_222);  mul_221 = mul_222 = None
    mul_224 = torch.ops.aten.mul.Tensor(add_115, sigmoid_20)
    mul_225 = torch.ops.aten.mul.Tensor(mul_223, slice_5)
    add_116 = torch.ops.aten.add.Tensor(mul_224, mul_225);  mul_224 = mul_225 = None
    mul_226 = torch.ops.aten.mul.Tensor(mul_216, slice_6)
    add_117 = torch.ops.aten.add.Tensor(add_116, mul_226);  add_116 = mul_226 = None
    rsub_53 = torch.ops.aten.rsub.Scalar(sigmoid_20, 1.0);  sigmoid_20 = None
    mul_227 = torch.ops.aten.mul.Tensor(add_115, rsub_53);  add_115 = rsub_53 = None
    mul_228 = torch.ops.aten.mul.Tensor(sigmoid_21, 1.0);  sigmoid_21 = None
    rsub_54 = torch.ops.aten.rsub.Scalar(mul_228, 1.0);  mul_228 = None
    mul_229 = torch.ops.aten.mul.Tensor(select_272, rsub_54);  select_272 = rsub_54 = None
    _tensor_constant9_10 = self._tensor_constant9
    select_273 = torch.ops.aten.select.int(_tensor_constant9_10, 0, 3);  _tensor_constant9_10 = None
    unsqueeze_10 = torch.ops.aten.unsqueeze.default(select_273, -1);  select_273 = None
    bitwise_not_10 = torch.ops.aten.bitwise_not.default(unsqueeze_10);  unsqueeze_10 = None
    scalar_tensor_40 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_90 = torch.ops.aten.where.self(bitwise_not_10, mul_216, scalar_tensor_40);  scalar_tensor_40 = None
    add_118 = torch.ops.aten.add.Tensor(add_107, where_90);  add_107 = where_90 = None
    mul_230 = torch.ops.aten.mul.Tensor(mul_216, select_262)
    scalar_tensor_41 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_91 = torch.ops.aten.where.self(bitwise_not_10, mul_230, scalar_tensor_41);  mul_230 = scalar_tensor_41 = None
    add_119 = torch.ops.aten.add.Tensor(add_108, where_91);  add_108 = where_91 = None
    scalar_tensor_42 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_92 = torch.ops.aten.where.self(bitwise_not_10, mul_223, scalar_tensor_42);  scalar_tensor_42 = None
    add_120 = torch.ops.aten.add.Tensor(add_109, where_92);  add_109 = where_92 = None
    mul_231 = torch.ops.aten.mul.Tensor(mul_223, select_262);  select_262 = None
    scalar_tensor_43 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_93 = torch.ops.aten.where.self(bitwise_not_10, mul_231, scalar_tensor_43);  mul_231 = scalar_tensor_43 = None
    add_121 = torch.ops.aten.add.Tensor(add_110, where_93);  add_110 = where_93 = None
    where_94 = torch.ops.aten.where.self(bitwise_not_10, add_117, where_85);  add_117 = where_85 = None
    select_274 = torch.ops.aten.select.int(view_20, 0, 3)
    select_275 = torch.ops.aten.select.int(select_274, 2, 0);  select_274 = None
    where_95 = torch.ops.aten.where.self(bitwise_not_10, mul_227, select_275);  mul_227 = select_275 = None
    select_276 = torch.ops.aten.select.int(view_20, 0, 3)
    select_277 = torch.ops.aten.select.int(select_276, 2, 0);  select_276 = None
    copy__45 = torch.ops.aten.copy_.default(select_277, where_95);  select_277 = where_95 = copy__45 = None
    select_278 = torch.ops.aten.select.int(view_20, 0, 3)
    select_279 = torch.ops.aten.select.int(select_278, 2, 1);  select_278 = None
    where_96 = torch.ops.aten.where.self(bitwise_not_10, mul_223, select_279);  mul_223 = select_279 = None
    select_280 = torch.ops.aten.select.int(view_20, 0, 3)
    select_281 = torch.ops.aten.select.int(select_280, 2, 1);  select_280 = None
    copy__46 = torch.ops.aten.copy_.default(select_281, where_96);  select_281 = where_96 = copy__46 = None
    select_282 = torch.ops.aten.select.int(view_20, 0, 3)
    select_283 = torch.ops.aten.select.int(select_282, 2, 2);  select_282 = None
    where_97 = torch.ops.aten.where.self(bitwise_not_10, mul_216, select_283);  mul_216 = select_283 = None
    select_284 = torch.ops.aten.select.int(view_20, 0, 3)
    select_285 = torch.ops.aten.select.int(select_284, 2, 2);  select_284 = None
    copy__47 = torch.ops.aten.copy_.default(select_285, where_97);  select_285 = where_97 = copy__47 = None
    select_286 = torch.ops.aten.select.int(view_20, 0, 3)
    select_287 = torch.ops.aten.select.int(select_286, 2, 3);  select_286 = None
    where_98 = torch.ops.aten.where.self(bitwise_not_10, mul_229, select_287);  bitwise_not_10 = mul_229 = select_287 = None
    select_288 = torch.ops.aten.select.int(view_20, 0, 3)
    select_289 = torch.ops.aten.select.int(select_288, 2, 3);  select_288 = None
    copy__48 = torch.ops.aten.copy_.default(select_289, where_98);  select_289 = where_98 = copy__48 = None
    _tensor_constant13_8 = self._tensor_constant13
    select_290 = torch.ops.aten.select.int(_tensor_constant13_8, 0, 1);  _tensor_constant13_8 = None
    _tensor_constant13_9 = self._tensor_constant13
    select_291 = torch.ops.aten.select.int(_tensor_constant13_9, 0, 2);  _tensor_constant13_9 = None
    select_292 = torch.ops.aten.select.int(view_19, 0, 2)
    select_293 = torch.ops.aten.select.int(select_292, 2, 0);  select_292 = None
    select_294 = torch.ops.aten.select.int(view_19, 0, 2)
    select_295 = torch.ops.aten.select.int(select_294, 2, 1);  select_294 = None
    select_296 = torch.ops.aten.select.int(view_19, 0, 2)
    select_297 = torch.ops.aten.select.int(select_296, 2, 2);  select_296 = None
    select_298 = torch.ops.aten.select.int(view_19, 0, 2)
    select_299 = torch.ops.aten.select.int(select_298, 2, 3);  select_298 = None
    select_300 = torch.ops.aten.select.int(add_77, 0, 2)
    mul_232 = torch.ops.aten.mul.Tensor(slice_5, select_290)
    add_122 = torch.ops.aten.add.Tensor(select_295, mul_232);  select_295 = mul_232 = None
    add_123 = torch.ops.aten.add.Tensor(add_122, slice_7);  add_122 = None
    sigmoid_22 = torch.ops.aten.sigmoid.default(add_123);  add_123 = None
    mul_233 = torch.ops.aten.mul.Tensor(slice_6, select_290)
    add_124 = torch.ops.aten.add.Tensor(select_297, mul_233);  select_297 = mul_233 = None
    add_125 = torch.ops.aten.add.Tensor(add_124, slice_8);  add_124 = None
    sigmoid_23 = torch.ops.aten.sigmoid.default(add_125);  add_125 = None
    tanh_11 = torch.ops.aten.tanh.default(select_291);  select_291 = None
    sub_22 = torch.ops.aten.sub.Tensor(tanh_11, select_299);  select_299 = None
    mul_234 = torch.ops.aten.mul.Tensor(select_300, sub_22);  sub_22 = None
    mul_235 = torch.ops.aten.mul.Tensor(mul_234, 1.0);  mul_234 = None
    rsub_55 = torch.ops.aten.rsub.Scalar(sigmoid_23, 1.0)
    mul_236 = torch.ops.aten.mul.Tensor(sigmoid_23, rsub_55);  rsub_55 = None
    mul_237 = torch.ops.aten.mul.Tensor(mul_235, mul_236);  mul_235 = mul_236 = None
    mul_238 = torch.ops.aten.mul.Tensor(tanh_11, tanh_11);  tanh_11 = None
    rsub_56 = torch.ops.aten.rsub.Scalar(mul_238, 1.0);  mul_238 = None
    mul_239 = torch.ops.aten.mul.Tensor(sigmoid_23, rsub_56);  rsub_56 = None
    mul_240 = torch.ops.aten.mul.Tensor(select_300, 1.0)
    mul_241 = torch.ops.aten.mul.Tensor(mul_240, mul_239);  mul_240 = mul_239 = None
    add_126 = torch.ops.aten.add.Tensor(mul_241, where_94);  mul_241 = None
    sub_23 = torch.ops.aten.sub.Tensor(select_290, select_293);  select_293 = None
    mul_242 = torch.ops.aten.mul.Tensor(add_126, sub_23);  sub_23 = None
    rsub_57 = torch.ops.aten.rsub.Scalar(sigmoid_22, 1.0)
    mul_243 = torch.ops.aten.mul.Tensor(sigmoid_22, rsub_57);  rsub_57 = None
    mul_244 = torch.ops.aten.mul.Tensor(mul_242, mul_243);  mul_242 = mul_243 = None
    mul_245 = torch.ops.aten.mul.Tensor(add_126, sigmoid_22)
    mul_246 = torch.ops.aten.mul.Tensor(mul_244, slice_5)
    add_127 = torch.ops.aten.add.Tensor(mul_245, mul_246);  mul_245 = mul_246 = None
    mul_247 = torch.ops.aten.mul.Tensor(mul_237, slice_6)
    add_128 = torch.ops.aten.add.Tensor(add_127, mul_247);  add_127 = mul_247 = None
    rsub_58 = torch.ops.aten.rsub.Scalar(sigmoid_22, 1.0);  sigmoid_22 = None
    mul_248 = torch.ops.aten.mul.Tensor(add_126, rsub_58);  add_126 = rsub_58 = None
    mul_249 = torch.ops.aten.mul.Tensor(sigmoid_23, 1.0);  sigmoid_23 = None
    rsub_59 = torch.ops.aten.rsub.Scalar(mul_249, 1.0);  mul_249 = None
    mul_250 = torch.ops.aten.mul.Tensor(select_300, rsub_59);  select_300 = rsub_59 = None
    _tensor_constant9_11 = self._tensor_constant9
    select_301 = torch.ops.aten.select.int(_tensor_constant9_11, 0, 2);  _tensor_constant9_11 = None
    unsqueeze_11 = torch.ops.aten.unsqueeze.default(select_301, -1);  select_301 = None
    bitwise_not_11 = torch.ops.aten.bitwise_not.default(unsqueeze_11);  unsqueeze_11 = None
    scalar_tensor_44 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_99 = torch.ops.aten.where.self(bitwise_not_11, mul_237, scalar_tensor_44);  scalar_tensor_44 = None
    add_129 = torch.ops.aten.add.Tensor(add_118, where_99);  add_118 = where_99 = None
    mul_251 = torch.ops.aten.mul.Tensor(mul_237, select_290)
    scalar_tensor_45 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_100 = torch.ops.aten.where.self(bitwise_not_11, mul_251, scalar_tensor_45);  mul_251 = scalar_tensor_45 = None
    add_130 = torch.ops.aten.add.Tensor(add_119, where_100);  add_119 = where_100 = None
    scalar_tensor_46 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_101 = torch.ops.aten.where.self(bitwise_not_11, mul_244, scalar_tensor_46);  scalar_tensor_46 = None
    add_131 = torch.ops.aten.add.Tensor(add_120, where_101);  add_120 = where_101 = None
    mul_252 = torch.ops.aten.mul.Tensor(mul_244, select_290);  select_290 = None
    scalar_tensor_47 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_102 = torch.ops.aten.where.self(bitwise_not_11, mul_252, scalar_tensor_47);  mul_252 = scalar_tensor_47 = None
    add_132 = torch.ops.aten.add.Tensor(add_121, where_102);  add_121 = where_102 = None
    where_103 = torch.ops.aten.where.self(bitwise_not_11, add_128, where_94);  add_128 = where_94 = None
    select_302 = torch.ops.aten.select.int(view_20, 0, 2)
    select_303 = torch.ops.aten.select.int(select_302, 2, 0);  select_302 = None
    where_104 = torch.ops.aten.where.self(bitwise_not_11, mul_248, select_303);  mul_248 = select_303 = None
    select_304 = torch.ops.aten.select.int(view_20, 0, 2)
    select_305 = torch.ops.aten.select.int(select_304, 2, 0);  select_304 = None
    copy__49 = torch.ops.aten.copy_.default(select_305, where_104);  select_305 = where_104 = copy__49 = None
    select_306 = torch.ops.aten.select.int(view_20, 0, 2)
    select_307 = torch.ops.aten.select.int(select_306, 2, 1);  select_306 = None
    where_105 = torch.ops.aten.where.self(bitwise_not_11, mul_244, select_307);  mul_244 = select_307 = None
    select_308 = torch.ops.aten.select.int(view_20, 0, 2)
    select_309 = torch.ops.aten.select.int(select_308, 2, 1);  select_308 = None
    copy__50 = torch.ops.aten.copy_.default(select_309, where_105);  select_309 = where_105 = copy__50 = None
    select_310 = torch.ops.aten.select.int(view_20, 0, 2)
    select_311 = torch.ops.aten.select.int(select_310, 2, 2);  select_310 = None
    where_106 = torch.ops.aten.where.self(bitwise_not_11, mul_237, select_311);  mul_237 = select_311 = None
    select_312 = torch.ops.aten.select.int(view_20, 0, 2)
    select_313 = torch.ops.aten.select.int(select_312, 2, 2);  select_312 = None
    copy__51 = torch.ops.aten.copy_.default(select_313, where_106);  select_313 = where_106 = copy__51 = None
    select_314 = torch.ops.aten.select.int(view_20, 0, 2)
    select_315 = torch.ops.aten.select.int(select_314, 2, 3);  select_314 = None
    where_107 = torch.ops.aten.where.self(bitwise_not_11, mul_250, select_315);  bitwise_not_11 = mul_250 = select_315 = None
    select_316 = torch.ops.aten.select.int(view_20, 0, 2)
    select_317 = torch.ops.aten.select.int(select_316, 2, 3);  select_316 = None
    copy__52 = torch.ops.aten.copy_.default(select_317, where_107);  select_317 = where_107 = copy__52 = None
    _tensor_constant13_10 = self._tensor_constant13
    select_318 = torch.ops.aten.select.int(_tensor_constant13_10, 0, 0);  _tensor_constant13_10 = None
    _tensor_constant13_11 = self._tensor_constant13
    select_319 = torch.ops.aten.select.int(_tensor_constant13_11, 0, 1);  _tensor_constant13_11 = None
    select_320 = torch.ops.aten.select.int(view_19, 0, 1)
    select_321 = torch.ops.aten.select.int(select_320, 2, 0);  select_320 = None
    select_322 = torch.ops.aten.select.int(view_19, 0, 1)
    select_323 = torch.ops.aten.select.int(select_322, 2, 1);  select_322 = None
    select_324 = torch.ops.aten.select.int(view_19, 0, 1)
    select_325 = torch.ops.aten.select.int(select_324, 2, 2);  select_324 = None
    select_326 = torch.ops.aten.select.int(view_19, 0, 1)
    select_327 = torch.ops.aten.select.int(select_326, 2, 3);  select_326 = None
    select_328 = torch.ops.aten.select.int(add_77, 0, 1)
    mul_253 = torch.ops.aten.mul.Tensor(slice_5, select_318)
    add_133 = torch.ops.aten.add.Tensor(select_323, mul_253);  select_323 = mul_253 = None
    add_134 = torch.ops.aten.add.Tensor(add_133, slice_7);  add_133 = None
    sigmoid_24 = torch.ops.aten.sigmoid.default(add_134);  add_134 = None
    mul_254 = torch.ops.aten.mul.Tensor(slice_6, select_318)
    add_135 = torch.ops.aten.add.Tensor(select_325, mul_254);  select_325 = mul_254 = None
    add_136 = torch.ops.aten.add.Tensor(add_135, slice_8);  add_135 = None
    sigmoid_25 = torch.ops.aten.sigmoid.default(add_136);  add_136 = None
    tanh_12 = torch.ops.aten.tanh.default(select_319);  select_319 = None
    sub_24 = torch.ops.aten.sub.Tensor(tanh_12, select_327);  select_327 = None
    mul_255 = torch.ops.aten.mul.Tensor(select_328, sub_24);  sub_24 = None
    mul_256 = torch.ops.aten.mul.Tensor(mul_255, 1.0);  mul_255 = None
    rsub_60 = torch.ops.aten.rsub.Scalar(sigmoid_25, 1.0)
    mul_257 = torch.ops.aten.mul.Tensor(sigmoid_25, rsub_60);  rsub_60 = None
    mul_258 = torch.ops.aten.mul.Tensor(mul_256, mul_257);  mul_256 = mul_257 = None
    mul_259 = torch.ops.aten.mul.Tensor(tanh_12, tanh_12);  tanh_12 = None
    rsub_61 = torch.ops.aten.rsub.Scalar(mul_259, 1.0);  mul_259 = None
    mul_260 = torch.ops.aten.mul.Tensor(sigmoid_25, rsub_61);  rsub_61 = None
    mul_261 = torch.ops.aten.mul.Tensor(select_328, 1.0)
    mul_262 = torch.ops.aten.mul.Tensor(mul_261, mul_260);  mul_261 = mul_260 = None
    add_137 = torch.ops.aten.add.Tensor(mul_262, where_103);  mul_262 = None
    sub_25 = torch.ops.aten.sub.Tensor(select_318, select_321);  select_321 = None
    mul_263 = torch.ops.aten.mul.Tensor(add_137, sub_25);  sub_25 = None
    rsub_62 = torch.ops.aten.rsub.Scalar(sigmoid_24, 1.0)
    mul_264 = torch.ops.aten.mul.Tensor(sigmoid_24, rsub_62);  rsub_62 = None
    mul_265 = torch.ops.aten.mul.Tensor(mul_263, mul_264);  mul_263 = mul_264 = None
    mul_266 = torch.ops.aten.mul.Tensor(add_137, sigmoid_24)
    mul_267 = torch.ops.aten.mul.Tensor(mul_265, slice_5)
    add_138 = torch.ops.aten.add.Tensor(mul_266, mul_267);  mul_266 = mul_267 = None
    mul_268 = torch.ops.aten.mul.Tensor(mul_258, slice_6)
    add_139 = torch.ops.aten.add.Tensor(add_138, mul_268);  add_138 = mul_268 = None
    rsub_63 = torch.ops.aten.rsub.Scalar(sigmoid_24, 1.0);  sigmoid_24 = None
    mul_269 = torch.ops.aten.mul.Tensor(add_137, rsub_63);  add_137 = rsub_63 = None
    mul_270 = torch.ops.aten.mul.Tensor(sigmoid_25, 1.0);  sigmoid_25 = None
    rsub_64 = torch.ops.aten.rsub.Scalar(mul_270, 1.0);  mul_270 = None
    mul_271 = torch.ops.aten.mul.Tensor(select_328, rsub_64);  select_328 = rsub_64 = None
    _tensor_constant9_12 = self._tensor_constant9
    select_329 = torch.ops.aten.select.int(_tensor_constant9_12, 0, 1);  _tensor_constant9_12 = None
    unsqueeze_12 = torch.ops.aten.unsqueeze.default(select_329, -1);  select_329 = None
    bitwise_not_12 = torch.ops.aten.bitwise_not.default(unsqueeze_12);  unsqueeze_12 = None
    scalar_tensor_48 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_108 = torch.ops.aten.where.self(bitwise_not_12, mul_258, scalar_tensor_48);  scalar_tensor_48 = None
    add_140 = torch.ops.aten.add.Tensor(add_129, where_108);  add_129 = where_108 = None
    mul_272 = torch.ops.aten.mul.Tensor(mul_258, select_318)
    scalar_tensor_49 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_109 = torch.ops.aten.where.self(bitwise_not_12, mul_272, scalar_tensor_49);  mul_272 = scalar_tensor_49 = None
    add_141 = torch.ops.aten.add.Tensor(add_130, where_109);  add_130 = where_109 = None
    scalar_tensor_50 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_110 = torch.ops.aten.where.self(bitwise_not_12, mul_265, scalar_tensor_50);  scalar_tensor_50 = None
    add_142 = torch.ops.aten.add.Tensor(add_131, where_110);  add_131 = where_110 = None
    mul_273 = torch.ops.aten.mul.Tensor(mul_265, select_318);  select_318 = None
    scalar_tensor_51 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_111 = torch.ops.aten.where.self(bitwise_not_12, mul_273, scalar_tensor_51);  mul_273 = scalar_tensor_51 = None
    add_143 = torch.ops.aten.add.Tensor(add_132, where_111);  add_132 = where_111 = None
    where_112 = torch.ops.aten.where.self(bitwise_not_12, add_139, where_103);  add_139 = where_103 = None
    select_330 = torch.ops.aten.select.int(view_20, 0, 1)
    select_331 = torch.ops.aten.select.int(select_330, 2, 0);  select_330 = None
    where_113 = torch.ops.aten.where.self(bitwise_not_12, mul_269, select_331);  mul_269 = select_331 = None
    select_332 = torch.ops.aten.select.int(view_20, 0, 1)
    select_333 = torch.ops.aten.select.int(select_332, 2, 0);  select_332 = None
    copy__53 = torch.ops.aten.copy_.default(select_333, where_113);  select_333 = where_113 = copy__53 = None
    select_334 = torch.ops.aten.select.int(view_20, 0, 1)
    select_335 = torch.ops.aten.select.int(select_334, 2, 1);  select_334 = None
    where_114 = torch.ops.aten.where.self(bitwise_not_12, mul_265, select_335);  mul_265 = select_335 = None
    select_336 = torch.ops.aten.select.int(view_20, 0, 1)
    select_337 = torch.ops.aten.select.int(select_336, 2, 1);  select_336 = None
    copy__54 = torch.ops.aten.copy_.default(select_337, where_114);  select_337 = where_114 = copy__54 = None
    select_338 = torch.ops.aten.select.int(view_20, 0, 1)
    select_339 = torch.ops.aten.select.int(select_338, 2, 2);  select_338 = None
    where_115 = torch.ops.aten.where.self(bitwise_not_12, mul_258, select_339);  mul_258 = select_339 = None
    select_340 = torch.ops.aten.select.int(view_20, 0, 1)
    select_341 = torch.ops.aten.select.int(select_340, 2, 2);  select_340 = None
    copy__55 = torch.ops.aten.copy_.default(select_341, where_115);  select_341 = where_115 = copy__55 = None
    select_342 = torch.ops.aten.select.int(view_20, 0, 1)
    select_343 = torch.ops.aten.select.int(select_342, 2, 3);  select_342 = None
    where_116 = torch.ops.aten.where.self(bitwise_not_12, mul_271, select_343);  bitwise_not_12 = mul_271 = select_343 = None
    select_344 = torch.ops.aten.select.int(view_20, 0, 1)
    select_345 = torch.ops.aten.select.int(select_344, 2, 3);  select_344 = None
    copy__56 = torch.ops.aten.copy_.default(select_345, where_116);  select_345 = where_116 = copy__56 = None
    _tensor_constant13_12 = self._tensor_constant13
    select_346 = torch.ops.aten.select.int(_tensor_constant13_12, 0, 0);  _tensor_constant13_12 = None
    select_347 = torch.ops.aten.select.int(view_19, 0, 0)
    select_348 = torch.ops.aten.select.int(select_347, 2, 0);  select_347 = None
    select_349 = torch.ops.aten.select.int(view_19, 0, 0)
    select_350 = torch.ops.aten.select.int(select_349, 2, 1);  select_349 = None
    select_351 = torch.ops.aten.select.int(view_19, 0, 0)
    select_352 = torch.ops.aten.select.int(select_351, 2, 2);  select_351 = None
    select_353 = torch.ops.aten.select.int(view_19, 0, 0);  view_19 = None
    select_354 = torch.ops.aten.select.int(select_353, 2, 3);  select_353 = None
    select_355 = torch.ops.aten.select.int(add_77, 0, 0);  add_77 = None
    _tensor_constant10_5 = self._tensor_constant10
    mul_274 = torch.ops.aten.mul.Tensor(slice_5, _tensor_constant10_5);  _tensor_constant10_5 = None
    add_144 = torch.ops.aten.add.Tensor(select_350, mul_274);  select_350 = mul_274 = None
    add_145 = torch.ops.aten.add.Tensor(add_144, slice_7);  add_144 = slice_7 = None
    sigmoid_26 = torch.ops.aten.sigmoid.default(add_145);  add_145 = None
    _tensor_constant10_6 = self._tensor_constant10
    mul_275 = torch.ops.aten.mul.Tensor(slice_6, _tensor_constant10_6);  _tensor_constant10_6 = None
    add_146 = torch.ops.aten.add.Tensor(select_352, mul_275);  select_352 = mul_275 = None
    add_147 = torch.ops.aten.add.Tensor(add_146, slice_8);  add_146 = slice_8 = None
    sigmoid_27 = torch.ops.aten.sigmoid.default(add_147);  add_147 = None
    tanh_13 = torch.ops.aten.tanh.default(select_346);  select_346 = None
    sub_26 = torch.ops.aten.sub.Tensor(tanh_13, select_354);  select_354 = None
    mul_276 = torch.ops.aten.mul.Tensor(select_355, sub_26);  sub_26 = None
    mul_277 = torch.ops.aten.mul.Tensor(mul_276, 1.0);  mul_276 = None
    rsub_65 = torch.ops.aten.rsub.Scalar(sigmoid_27, 1.0)
    mul_278 = torch.ops.aten.mul.Tensor(sigmoid_27, rsub_65);  rsub_65 = None
    mul_279 = torch.ops.aten.mul.Tensor(mul_277, mul_278);  mul_277 = mul_278 = None
    mul_280 = torch.ops.aten.mul.Tensor(tanh_13, tanh_13);  tanh_13 = None
    rsub_66 = torch.ops.aten.rsub.Scalar(mul_280, 1.0);  mul_280 = None
    mul_281 = torch.ops.aten.mul.Tensor(sigmoid_27, rsub_66);  rsub_66 = None
    mul_282 = torch.ops.aten.mul.Tensor(select_355, 1.0)
    mul_283 = torch.ops.aten.mul.Tensor(mul_282, mul_281);  mul_282 = mul_281 = None
    add_148 = torch.ops.aten.add.Tensor(mul_283, where_112);  mul_283 = None
    _tensor_constant10_7 = self._tensor_constant10
    sub_27 = torch.ops.aten.sub.Tensor(_tensor_constant10_7, select_348);  _tensor_constant10_7 = select_348 = None
    mul_284 = torch.ops.aten.mul.Tensor(add_148, sub_27);  sub_27 = None
    rsub_67 = torch.ops.aten.rsub.Scalar(sigmoid_26, 1.0)
    mul_285 = torch.ops.aten.mul.Tensor(sigmoid_26, rsub_67);  rsub_67 = None
    mul_286 = torch.ops.aten.mul.Tensor(mul_284, mul_285);  mul_284 = mul_285 = None
    mul_287 = torch.ops.aten.mul.Tensor(add_148, sigmoid_26)
    mul_288 = torch.ops.aten.mul.Tensor(mul_286, slice_5);  slice_5 = None
    add_149 = torch.ops.aten.add.Tensor(mul_287, mul_288);  mul_287 = mul_288 = None
    mul_289 = torch.ops.aten.mul.Tensor(mul_279, slice_6);  slice_6 = None
    add_150 = torch.ops.aten.add.Tensor(add_149, mul_289);  add_149 = mul_289 = None
    rsub_68 = torch.ops.aten.rsub.Scalar(sigmoid_26, 1.0);  sigmoid_26 = None
    mul_290 = torch.ops.aten.mul.Tensor(add_148, rsub_68);  add_148 = rsub_68 = None
    mul_291 = torch.ops.aten.mul.Tensor(sigmoid_27, 1.0);  sigmoid_27 = None
    rsub_69 = torch.ops.aten.rsub.Scalar(mul_291, 1.0);  mul_291 = None
    mul_292 = torch.ops.aten.mul.Tensor(select_355, rsub_69);  select_355 = rsub_69 = None
    _tensor_constant9_13 = self._tensor_constant9
    select_356 = torch.ops.aten.select.int(_tensor_constant9_13, 0, 0);  _tensor_constant9_13 = None
    unsqueeze_13 = torch.ops.aten.unsqueeze.default(select_356, -1);  select_356 = None
    bitwise_not_13 = torch.ops.aten.bitwise_not.default(unsqueeze_13);  unsqueeze_13 = None
    scalar_tensor_52 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_117 = torch.ops.aten.where.self(bitwise_not_13, mul_279, scalar_tensor_52);  scalar_tensor_52 = None
    add_151 = torch.ops.aten.add.Tensor(add_140, where_117);  add_140 = where_117 = None
    _tensor_constant10_8 = self._tensor_constant10
    mul_293 = torch.ops.aten.mul.Tensor(mul_279, _tensor_constant10_8);  _tensor_constant10_8 = None
    scalar_tensor_53 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_118 = torch.ops.aten.where.self(bitwise_not_13, mul_293, scalar_tensor_53);  mul_293 = scalar_tensor_53 = None
    add_152 = torch.ops.aten.add.Tensor(add_141, where_118);  add_141 = where_118 = None
    scalar_tensor_54 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_119 = torch.ops.aten.where.self(bitwise_not_13, mul_286, scalar_tensor_54);  scalar_tensor_54 = None
    add_153 = torch.ops.aten.add.Tensor(add_142, where_119);  add_142 = where_119 = None
    _tensor_constant10_9 = self._tensor_constant10
    mul_294 = torch.ops.aten.mul.Tensor(mul_286, _tensor_constant10_9);  _tensor_constant10_9 = None
    scalar_tensor_55 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_120 = torch.ops.aten.where.self(bitwise_not_13, mul_294, scalar_tensor_55);  mul_294 = scalar_tensor_55 = None
    add_154 = torch.ops.aten.add.Tensor(add_143, where_120);  add_143 = where_120 = None
    where_121 = torch.ops.aten.where.self(bitwise_not_13, add_150, where_112);  add_150 = where_112 = None
    select_357 = torch.ops.aten.select.int(view_20, 0, 0)
    select_358 = torch.ops.aten.select.int(select_357, 2, 0);  select_357 = None
    where_122 = torch.ops.aten.where.self(bitwise_not_13, mul_290, select_358);  mul_290 = select_358 = None
    select_359 = torch.ops.aten.select.int(view_20, 0, 0)
    select_360 = torch.ops.aten.select.int(select_359, 2, 0);  select_359 = None
    copy__57 = torch.ops.aten.copy_.default(select_360, where_122);  select_360 = where_122 = copy__57 = None
    select_361 = torch.ops.aten.select.int(view_20, 0, 0)
    select_362 = torch.ops.aten.select.int(select_361, 2, 1);  select_361 = None
    where_123 = torch.ops.aten.where.self(bitwise_not_13, mul_286, select_362);  mul_286 = select_362 = None
    select_363 = torch.ops.aten.select.int(view_20, 0, 0)
    select_364 = torch.ops.aten.select.int(select_363, 2, 1);  select_363 = None
    copy__58 = torch.ops.aten.copy_.default(select_364, where_123);  select_364 = where_123 = copy__58 = None
    select_365 = torch.ops.aten.select.int(view_20, 0, 0)
    select_366 = torch.ops.aten.select.int(select_365, 2, 2);  select_365 = None
    where_124 = torch.ops.aten.where.self(bitwise_not_13, mul_279, select_366);  mul_279 = select_366 = None
    select_367 = torch.ops.aten.select.int(view_20, 0, 0)
    select_368 = torch.ops.aten.select.int(select_367, 2, 2);  select_367 = None
    copy__59 = torch.ops.aten.copy_.default(select_368, where_124);  select_368 = where_124 = copy__59 = None
    select_369 = torch.ops.aten.select.int(view_20, 0, 0)
    select_370 = torch.ops.aten.select.int(select_369, 2, 3);  select_369 = None
    where_125 = torch.ops.aten.where.self(bitwise_not_13, mul_292, select_370);  bitwise_not_13 = mul_292 = select_370 = None
    select_371 = torch.ops.aten.select.int(view_20, 0, 0);  view_20 = None
    select_372 = torch.ops.aten.select.int(select_371, 2, 3);  select_371 = None
    copy__60 = torch.ops.aten.copy_.default(select_372, where_125);  select_372 = where_125 = copy__60 = None
    select_373 = torch.ops.aten.select.int(zeros_7, 0, 0)
    copy__61 = torch.ops.aten.copy_.default(select_373, add_154);  select_373 = add_154 = copy__61 = None
    select_374 = torch.ops.aten.select.int(zeros_7, 0, 1)
    copy__62 = torch.ops.aten.copy_.default(select_374, add_152);  select_374 = add_152 = copy__62 = None
    select_375 = torch.ops.aten.select.int(zeros_8, 0, 0)
    copy__63 = torch.ops.aten.copy_.default(select_375, add_153);  select_375 = add_153 = copy__63 = None
    select_376 = torch.ops.aten.select.int(zeros_8, 0, 1)
    copy__64 = torch.ops.aten.copy_.default(select_376, add_151);  select_376 = add_151 = copy__64 = None
    copy__65 = torch.ops.aten.copy_.default(zeros_9, where_121);  zeros_9 = where_121 = copy__65 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(zeros_7, [1]);  zeros_7 = None
    view_21 = torch.ops.aten.view.default(sum_3, [-1]);  sum_3 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(zeros_8, [1]);  zeros_8 = None
    view_22 = torch.ops.aten.view.default(sum_4, [-1]);  sum_4 = view_22 = None
    return (view_21, mm_1, view_17)
    