


def forward(self, input_1, labels_1):
    _param_constant0 = self._param_constant0
    embedding = torch.ops.aten.embedding.default(_param_constant0, input_1);  _param_constant0 = None
    eq = torch.ops.aten.eq.Scalar(input_1, 31);  input_1 = None
    zeros = torch.ops.aten.zeros.default([3, 24], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    view = torch.ops.aten.view.default(embedding, [-1, 16]);  embedding = None
    _param_constant1 = self._param_constant1
    mm = torch.ops.aten.mm.default(view, _param_constant1);  view = _param_constant1 = None
    zeros_1 = torch.ops.aten.zeros.default([7, 3, 24], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    zeros_2 = torch.ops.aten.zeros.default([7, 3, 24], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    view_1 = torch.ops.aten.view.default(mm, [7, 3, 24, 4]);  mm = None
    _param_constant2 = self._param_constant2
    slice_1 = torch.ops.aten.slice.Tensor(_param_constant2, 0, 0, 24);  _param_constant2 = None
    _param_constant2_1 = self._param_constant2
    slice_2 = torch.ops.aten.slice.Tensor(_param_constant2_1, 0, 24, 9223372036854775807);  _param_constant2_1 = None
    _param_constant3 = self._param_constant3
    slice_3 = torch.ops.aten.slice.Tensor(_param_constant3, 0, 0, 24);  _param_constant3 = None
    _param_constant3_1 = self._param_constant3
    slice_4 = torch.ops.aten.slice.Tensor(_param_constant3_1, 0, 24, 9223372036854775807);  _param_constant3_1 = None
    select = torch.ops.aten.select.int(view_1, 0, 0)
    select_1 = torch.ops.aten.select.int(select, 2, 0);  select = None
    select_2 = torch.ops.aten.select.int(view_1, 0, 0)
    select_3 = torch.ops.aten.select.int(select_2, 2, 1);  select_2 = None
    select_4 = torch.ops.aten.select.int(view_1, 0, 0)
    select_5 = torch.ops.aten.select.int(select_4, 2, 2);  select_4 = None
    select_6 = torch.ops.aten.select.int(view_1, 0, 0)
    select_7 = torch.ops.aten.select.int(select_6, 2, 3);  select_6 = None
    mul = torch.ops.aten.mul.Tensor(slice_1, zeros)
    add = torch.ops.aten.add.Tensor(select_3, mul);  select_3 = mul = None
    add_1 = torch.ops.aten.add.Tensor(add, slice_3);  add = None
    sigmoid = torch.ops.aten.sigmoid.default(add_1);  add_1 = None
    mul_1 = torch.ops.aten.mul.Tensor(slice_2, zeros)
    add_2 = torch.ops.aten.add.Tensor(select_5, mul_1);  select_5 = mul_1 = None
    add_3 = torch.ops.aten.add.Tensor(add_2, slice_4);  add_2 = None
    sigmoid_1 = torch.ops.aten.sigmoid.default(add_3);  add_3 = None
    sub = torch.ops.aten.sub.Tensor(zeros, select_1)
    mul_2 = torch.ops.aten.mul.Tensor(sub, sigmoid);  sub = sigmoid = None
    add_4 = torch.ops.aten.add.Tensor(mul_2, select_1);  mul_2 = select_1 = None
    tanh = torch.ops.aten.tanh.default(add_4)
    sub_1 = torch.ops.aten.sub.Tensor(tanh, select_7);  tanh = None
    mul_3 = torch.ops.aten.mul.Tensor(sub_1, 1.0);  sub_1 = None
    mul_4 = torch.ops.aten.mul.Tensor(mul_3, sigmoid_1);  mul_3 = sigmoid_1 = None
    add_5 = torch.ops.aten.add.Tensor(mul_4, select_7);  mul_4 = select_7 = None
    select_8 = torch.ops.aten.select.int(eq, 0, 0)
    unsqueeze = torch.ops.aten.unsqueeze.default(select_8, -1);  select_8 = None
    bitwise_not = torch.ops.aten.bitwise_not.default(unsqueeze);  unsqueeze = None
    where = torch.ops.aten.where.self(bitwise_not, add_4, zeros);  add_4 = None
    select_9 = torch.ops.aten.select.int(zeros_1, 0, 0)
    where_1 = torch.ops.aten.where.self(bitwise_not, add_5, select_9);  bitwise_not = add_5 = select_9 = None
    select_10 = torch.ops.aten.select.int(zeros_1, 0, 0)
    copy_ = torch.ops.aten.copy_.default(select_10, where_1);  select_10 = where_1 = copy_ = None
    select_11 = torch.ops.aten.select.int(zeros_2, 0, 0)
    copy__1 = torch.ops.aten.copy_.default(select_11, where);  select_11 = copy__1 = None
    select_12 = torch.ops.aten.select.int(view_1, 0, 1)
    select_13 = torch.ops.aten.select.int(select_12, 2, 0);  select_12 = None
    select_14 = torch.ops.aten.select.int(view_1, 0, 1)
    select_15 = torch.ops.aten.select.int(select_14, 2, 1);  select_14 = None
    select_16 = torch.ops.aten.select.int(view_1, 0, 1)
    select_17 = torch.ops.aten.select.int(select_16, 2, 2);  select_16 = None
    select_18 = torch.ops.aten.select.int(view_1, 0, 1)
    select_19 = torch.ops.aten.select.int(select_18, 2, 3);  select_18 = None
    mul_5 = torch.ops.aten.mul.Tensor(slice_1, where)
    add_6 = torch.ops.aten.add.Tensor(select_15, mul_5);  select_15 = mul_5 = None
    add_7 = torch.ops.aten.add.Tensor(add_6, slice_3);  add_6 = None
    sigmoid_2 = torch.ops.aten.sigmoid.default(add_7);  add_7 = None
    mul_6 = torch.ops.aten.mul.Tensor(slice_2, where)
    add_8 = torch.ops.aten.add.Tensor(select_17, mul_6);  select_17 = mul_6 = None
    add_9 = torch.ops.aten.add.Tensor(add_8, slice_4);  add_8 = None
    sigmoid_3 = torch.ops.aten.sigmoid.default(add_9);  add_9 = None
    sub_2 = torch.ops.aten.sub.Tensor(where, select_13)
    mul_7 = torch.ops.aten.mul.Tensor(sub_2, sigmoid_2);  sub_2 = sigmoid_2 = None
    add_10 = torch.ops.aten.add.Tensor(mul_7, select_13);  mul_7 = select_13 = None
    tanh_1 = torch.ops.aten.tanh.default(add_10)
    sub_3 = torch.ops.aten.sub.Tensor(tanh_1, select_19);  tanh_1 = None
    mul_8 = torch.ops.aten.mul.Tensor(sub_3, 1.0);  sub_3 = None
    mul_9 = torch.ops.aten.mul.Tensor(mul_8, sigmoid_3);  mul_8 = sigmoid_3 = None
    add_11 = torch.ops.aten.add.Tensor(mul_9, select_19);  mul_9 = select_19 = None
    select_20 = torch.ops.aten.select.int(eq, 0, 1)
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(select_20, -1);  select_20 = None
    bitwise_not_1 = torch.ops.aten.bitwise_not.default(unsqueeze_1);  unsqueeze_1 = None
    where_2 = torch.ops.aten.where.self(bitwise_not_1, add_10, where);  add_10 = where = None
    select_21 = torch.ops.aten.select.int(zeros_1, 0, 1)
    where_3 = torch.ops.aten.where.self(bitwise_not_1, add_11, select_21);  bitwise_not_1 = add_11 = select_21 = None
    select_22 = torch.ops.aten.select.int(zeros_1, 0, 1)
    copy__2 = torch.ops.aten.copy_.default(select_22, where_3);  select_22 = where_3 = copy__2 = None
    select_23 = torch.ops.aten.select.int(zeros_2, 0, 1)
    copy__3 = torch.ops.aten.copy_.default(select_23, where_2);  select_23 = copy__3 = None
    select_24 = torch.ops.aten.select.int(view_1, 0, 2)
    select_25 = torch.ops.aten.select.int(select_24, 2, 0);  select_24 = None
    select_26 = torch.ops.aten.select.int(view_1, 0, 2)
    select_27 = torch.ops.aten.select.int(select_26, 2, 1);  select_26 = None
    select_28 = torch.ops.aten.select.int(view_1, 0, 2)
    select_29 = torch.ops.aten.select.int(select_28, 2, 2);  select_28 = None
    select_30 = torch.ops.aten.select.int(view_1, 0, 2)
    select_31 = torch.ops.aten.select.int(select_30, 2, 3);  select_30 = None
    mul_10 = torch.ops.aten.mul.Tensor(slice_1, where_2)
    add_12 = torch.ops.aten.add.Tensor(select_27, mul_10);  select_27 = mul_10 = None
    add_13 = torch.ops.aten.add.Tensor(add_12, slice_3);  add_12 = None
    sigmoid_4 = torch.ops.aten.sigmoid.default(add_13);  add_13 = None
    mul_11 = torch.ops.aten.mul.Tensor(slice_2, where_2)
    add_14 = torch.ops.aten.add.Tensor(select_29, mul_11);  select_29 = mul_11 = None
    add_15 = torch.ops.aten.add.Tensor(add_14, slice_4);  add_14 = None
    sigmoid_5 = torch.ops.aten.sigmoid.default(add_15);  add_15 = None
    sub_4 = torch.ops.aten.sub.Tensor(where_2, select_25)
    mul_12 = torch.ops.aten.mul.Tensor(sub_4, sigmoid_4);  sub_4 = sigmoid_4 = None
    add_16 = torch.ops.aten.add.Tensor(mul_12, select_25);  mul_12 = select_25 = None
    tanh_2 = torch.ops.aten.tanh.default(add_16)
    sub_5 = torch.ops.aten.sub.Tensor(tanh_2, select_31);  tanh_2 = None
    mul_13 = torch.ops.aten.mul.Tensor(sub_5, 1.0);  sub_5 = None
    mul_14 = torch.ops.aten.mul.Tensor(mul_13, sigmoid_5);  mul_13 = sigmoid_5 = None
    add_17 = torch.ops.aten.add.Tensor(mul_14, select_31);  mul_14 = select_31 = None
    select_32 = torch.ops.aten.select.int(eq, 0, 2)
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(select_32, -1);  select_32 = None
    bitwise_not_2 = torch.ops.aten.bitwise_not.default(unsqueeze_2);  unsqueeze_2 = None
    where_4 = torch.ops.aten.where.self(bitwise_not_2, add_16, where_2);  add_16 = where_2 = None
    select_33 = torch.ops.aten.select.int(zeros_1, 0, 2)
    where_5 = torch.ops.aten.where.self(bitwise_not_2, add_17, select_33);  bitwise_not_2 = add_17 = select_33 = None
    select_34 = torch.ops.aten.select.int(zeros_1, 0, 2)
    copy__4 = torch.ops.aten.copy_.default(select_34, where_5);  select_34 = where_5 = copy__4 = None
    select_35 = torch.ops.aten.select.int(zeros_2, 0, 2)
    copy__5 = torch.ops.aten.copy_.default(select_35, where_4);  select_35 = copy__5 = None
    select_36 = torch.ops.aten.select.int(view_1, 0, 3)
    select_37 = torch.ops.aten.select.int(select_36, 2, 0);  select_36 = None
    select_38 = torch.ops.aten.select.int(view_1, 0, 3)
    select_39 = torch.ops.aten.select.int(select_38, 2, 1);  select_38 = None
    select_40 = torch.ops.aten.select.int(view_1, 0, 3)
    select_41 = torch.ops.aten.select.int(select_40, 2, 2);  select_40 = None
    select_42 = torch.ops.aten.select.int(view_1, 0, 3)
    select_43 = torch.ops.aten.select.int(select_42, 2, 3);  select_42 = None
    mul_15 = torch.ops.aten.mul.Tensor(slice_1, where_4)
    add_18 = torch.ops.aten.add.Tensor(select_39, mul_15);  select_39 = mul_15 = None
    add_19 = torch.ops.aten.add.Tensor(add_18, slice_3);  add_18 = None
    sigmoid_6 = torch.ops.aten.sigmoid.default(add_19);  add_19 = None
    mul_16 = torch.ops.aten.mul.Tensor(slice_2, where_4)
    add_20 = torch.ops.aten.add.Tensor(select_41, mul_16);  select_41 = mul_16 = None
    add_21 = torch.ops.aten.add.Tensor(add_20, slice_4);  add_20 = None
    sigmoid_7 = torch.ops.aten.sigmoid.default(add_21);  add_21 = None
    sub_6 = torch.ops.aten.sub.Tensor(where_4, select_37)
    mul_17 = torch.ops.aten.mul.Tensor(sub_6, sigmoid_6);  sub_6 = sigmoid_6 = None
    add_22 = torch.ops.aten.add.Tensor(mul_17, select_37);  mul_17 = select_37 = None
    tanh_3 = torch.ops.aten.tanh.default(add_22)
    sub_7 = torch.ops.aten.sub.Tensor(tanh_3, select_43);  tanh_3 = None
    mul_18 = torch.ops.aten.mul.Tensor(sub_7, 1.0);  sub_7 = None
    mul_19 = torch.ops.aten.mul.Tensor(mul_18, sigmoid_7);  mul_18 = sigmoid_7 = None
    add_23 = torch.ops.aten.add.Tensor(mul_19, select_43);  mul_19 = select_43 = None
    select_44 = torch.ops.aten.select.int(eq, 0, 3)
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(select_44, -1);  select_44 = None
    bitwise_not_3 = torch.ops.aten.bitwise_not.default(unsqueeze_3);  unsqueeze_3 = None
    where_6 = torch.ops.aten.where.self(bitwise_not_3, add_22, where_4);  add_22 = where_4 = None
    select_45 = torch.ops.aten.select.int(zeros_1, 0, 3)
    where_7 = torch.ops.aten.where.self(bitwise_not_3, add_23, select_45);  bitwise_not_3 = add_23 = select_45 = None
    select_46 = torch.ops.aten.select.int(zeros_1, 0, 3)
    copy__6 = torch.ops.aten.copy_.default(select_46, where_7);  select_46 = where_7 = copy__6 = None
    select_47 = torch.ops.aten.select.int(zeros_2, 0, 3)
    copy__7 = torch.ops.aten.copy_.default(select_47, where_6);  select_47 = copy__7 = None
    select_48 = torch.ops.aten.select.int(view_1, 0, 4)
    select_49 = torch.ops.aten.select.int(select_48, 2, 0);  select_48 = None
    select_50 = torch.ops.aten.select.int(view_1, 0, 4)
    select_51 = torch.ops.aten.select.int(select_50, 2, 1);  select_50 = None
    select_52 = torch.ops.aten.select.int(view_1, 0, 4)
    select_53 = torch.ops.aten.select.int(select_52, 2, 2);  select_52 = None
    select_54 = torch.ops.aten.select.int(view_1, 0, 4)
    select_55 = torch.ops.aten.select.int(select_54, 2, 3);  select_54 = None
    mul_20 = torch.ops.aten.mul.Tensor(slice_1, where_6)
    add_24 = torch.ops.aten.add.Tensor(select_51, mul_20);  select_51 = mul_20 = None
    add_25 = torch.ops.aten.add.Tensor(add_24, slice_3);  add_24 = None
    sigmoid_8 = torch.ops.aten.sigmoid.default(add_25);  add_25 = None
    mul_21 = torch.ops.aten.mul.Tensor(slice_2, where_6)
    add_26 = torch.ops.aten.add.Tensor(select_53, mul_21);  select_53 = mul_21 = None
    add_27 = torch.ops.aten.add.Tensor(add_26, slice_4);  add_26 = None
    sigmoid_9 = torch.ops.aten.sigmoid.default(add_27);  add_27 = None
    sub_8 = torch.ops.aten.sub.Tensor(where_6, select_49)
    mul_22 = torch.ops.aten.mul.Tensor(sub_8, sigmoid_8);  sub_8 = sigmoid_8 = None
    add_28 = torch.ops.aten.add.Tensor(mul_22, select_49);  mul_22 = select_49 = None
    tanh_4 = torch.ops.aten.tanh.default(add_28)
    sub_9 = torch.ops.aten.sub.Tensor(tanh_4, select_55);  tanh_4 = None
    mul_23 = torch.ops.aten.mul.Tensor(sub_9, 1.0);  sub_9 = None
    mul_24 = torch.ops.aten.mul.Tensor(mul_23, sigmoid_9);  mul_23 = sigmoid_9 = None
    add_29 = torch.ops.aten.add.Tensor(mul_24, select_55);  mul_24 = select_55 = None
    select_56 = torch.ops.aten.select.int(eq, 0, 4)
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(select_56, -1);  select_56 = None
    bitwise_not_4 = torch.ops.aten.bitwise_not.default(unsqueeze_4);  unsqueeze_4 = None
    where_8 = torch.ops.aten.where.self(bitwise_not_4, add_28, where_6);  add_28 = where_6 = None
    select_57 = torch.ops.aten.select.int(zeros_1, 0, 4)
    where_9 = torch.ops.aten.where.self(bitwise_not_4, add_29, select_57);  bitwise_not_4 = add_29 = select_57 = None
    select_58 = torch.ops.aten.select.int(zeros_1, 0, 4)
    copy__8 = torch.ops.aten.copy_.default(select_58, where_9);  select_58 = where_9 = copy__8 = None
    select_59 = torch.ops.aten.select.int(zeros_2, 0, 4)
    copy__9 = torch.ops.aten.copy_.default(select_59, where_8);  select_59 = copy__9 = None
    select_60 = torch.ops.aten.select.int(view_1, 0, 5)
    select_61 = torch.ops.aten.select.int(select_60, 2, 0);  select_60 = None
    select_62 = torch.ops.aten.select.int(view_1, 0, 5)
    select_63 = torch.ops.aten.select.int(select_62, 2, 1);  select_62 = None
    select_64 = torch.ops.aten.select.int(view_1, 0, 5)
    select_65 = torch.ops.aten.select.int(select_64, 2, 2);  select_64 = None
    select_66 = torch.ops.aten.select.int(view_1, 0, 5)
    select_67 = torch.ops.aten.select.int(select_66, 2, 3);  select_66 = None
    mul_25 = torch.ops.aten.mul.Tensor(slice_1, where_8)
    add_30 = torch.ops.aten.add.Tensor(select_63, mul_25);  select_63 = mul_25 = None
    add_31 = torch.ops.aten.add.Tensor(add_30, slice_3);  add_30 = None
    sigmoid_10 = torch.ops.aten.sigmoid.default(add_31);  add_31 = None
    mul_26 = torch.ops.aten.mul.Tensor(slice_2, where_8)
    add_32 = torch.ops.aten.add.Tensor(select_65, mul_26);  select_65 = mul_26 = None
    add_33 = torch.ops.aten.add.Tensor(add_32, slice_4);  add_32 = None
    sigmoid_11 = torch.ops.aten.sigmoid.default(add_33);  add_33 = None
    sub_10 = torch.ops.aten.sub.Tensor(where_8, select_61)
    mul_27 = torch.ops.aten.mul.Tensor(sub_10, sigmoid_10);  sub_10 = sigmoid_10 = None
    add_34 = torch.ops.aten.add.Tensor(mul_27, select_61);  mul_27 = select_61 = None
    tanh_5 = torch.ops.aten.tanh.default(add_34)
    sub_11 = torch.ops.aten.sub.Tensor(tanh_5, select_67);  tanh_5 = None
    mul_28 = torch.ops.aten.mul.Tensor(sub_11, 1.0);  sub_11 = None
    mul_29 = torch.ops.aten.mul.Tensor(mul_28, sigmoid_11);  mul_28 = sigmoid_11 = None
    add_35 = torch.ops.aten.add.Tensor(mul_29, select_67);  mul_29 = select_67 = None
    select_68 = torch.ops.aten.select.int(eq, 0, 5)
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(select_68, -1);  select_68 = None
    bitwise_not_5 = torch.ops.aten.bitwise_not.default(unsqueeze_5);  unsqueeze_5 = None
    where_10 = torch.ops.aten.where.self(bitwise_not_5, add_34, where_8);  add_34 = where_8 = None
    select_69 = torch.ops.aten.select.int(zeros_1, 0, 5)
    where_11 = torch.ops.aten.where.self(bitwise_not_5, add_35, select_69);  bitwise_not_5 = add_35 = select_69 = None
    select_70 = torch.ops.aten.select.int(zeros_1, 0, 5)
    copy__10 = torch.ops.aten.copy_.default(select_70, where_11);  select_70 = where_11 = copy__10 = None
    select_71 = torch.ops.aten.select.int(zeros_2, 0, 5)
    copy__11 = torch.ops.aten.copy_.default(select_71, where_10);  select_71 = copy__11 = None
    select_72 = torch.ops.aten.select.int(view_1, 0, 6)
    select_73 = torch.ops.aten.select.int(select_72, 2, 0);  select_72 = None
    select_74 = torch.ops.aten.select.int(view_1, 0, 6)
    select_75 = torch.ops.aten.select.int(select_74, 2, 1);  select_74 = None
    select_76 = torch.ops.aten.select.int(view_1, 0, 6)
    select_77 = torch.ops.aten.select.int(select_76, 2, 2);  select_76 = None
    select_78 = torch.ops.aten.select.int(view_1, 0, 6);  view_1 = None
    select_79 = torch.ops.aten.select.int(select_78, 2, 3);  select_78 = None
    mul_30 = torch.ops.aten.mul.Tensor(slice_1, where_10);  slice_1 = None
    add_36 = torch.ops.aten.add.Tensor(select_75, mul_30);  select_75 = mul_30 = None
    add_37 = torch.ops.aten.add.Tensor(add_36, slice_3);  add_36 = slice_3 = None
    sigmoid_12 = torch.ops.aten.sigmoid.default(add_37);  add_37 = None
    mul_31 = torch.ops.aten.mul.Tensor(slice_2, where_10);  slice_2 = None
    add_38 = torch.ops.aten.add.Tensor(select_77, mul_31);  select_77 = mul_31 = None
    add_39 = torch.ops.aten.add.Tensor(add_38, slice_4);  add_38 = slice_4 = None
    sigmoid_13 = torch.ops.aten.sigmoid.default(add_39);  add_39 = None
    sub_12 = torch.ops.aten.sub.Tensor(where_10, select_73)
    mul_32 = torch.ops.aten.mul.Tensor(sub_12, sigmoid_12);  sub_12 = sigmoid_12 = None
    add_40 = torch.ops.aten.add.Tensor(mul_32, select_73);  mul_32 = select_73 = None
    tanh_6 = torch.ops.aten.tanh.default(add_40)
    sub_13 = torch.ops.aten.sub.Tensor(tanh_6, select_79);  tanh_6 = None
    mul_33 = torch.ops.aten.mul.Tensor(sub_13, 1.0);  sub_13 = None
    mul_34 = torch.ops.aten.mul.Tensor(mul_33, sigmoid_13);  mul_33 = sigmoid_13 = None
    add_41 = torch.ops.aten.add.Tensor(mul_34, select_79);  mul_34 = select_79 = None
    select_80 = torch.ops.aten.select.int(eq, 0, 6)
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(select_80, -1);  select_80 = None
    bitwise_not_6 = torch.ops.aten.bitwise_not.default(unsqueeze_6);  unsqueeze_6 = None
    where_12 = torch.ops.aten.where.self(bitwise_not_6, add_40, where_10);  add_40 = where_10 = None
    select_81 = torch.ops.aten.select.int(zeros_1, 0, 6)
    where_13 = torch.ops.aten.where.self(bitwise_not_6, add_41, select_81);  bitwise_not_6 = add_41 = select_81 = None
    select_82 = torch.ops.aten.select.int(zeros_1, 0, 6)
    copy__12 = torch.ops.aten.copy_.default(select_82, where_13);  select_82 = where_13 = copy__12 = None
    select_83 = torch.ops.aten.select.int(zeros_2, 0, 6)
    copy__13 = torch.ops.aten.copy_.default(select_83, where_12);  select_83 = where_12 = copy__13 = None
    select_84 = torch.ops.aten.select.int(zeros_2, 0, -1);  zeros_2 = None
    view_2 = torch.ops.aten.view.default(zeros_1, [-1, 24])
    _param_constant4 = self._param_constant4
    mm_1 = torch.ops.aten.mm.default(view_2, _param_constant4);  view_2 = _param_constant4 = None
    _tensor_constant0 = self._tensor_constant0
    mul_35 = torch.ops.aten.mul.Tensor(zeros_1, _tensor_constant0);  zeros_1 = _tensor_constant0 = None
    zeros_3 = torch.ops.aten.zeros.default([7, 3, 24], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    zeros_4 = torch.ops.aten.zeros.default([7, 3, 24], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    view_3 = torch.ops.aten.view.default(mm_1, [7, 3, 24, 3]);  mm_1 = None
    _param_constant5 = self._param_constant5
    slice_5 = torch.ops.aten.slice.Tensor(_param_constant5, 0, 0, 24);  _param_constant5 = None
    _param_constant5_1 = self._param_constant5
    slice_6 = torch.ops.aten.slice.Tensor(_param_constant5_1, 0, 24, 9223372036854775807);  _param_constant5_1 = None
    _param_constant6 = self._param_constant6
    slice_7 = torch.ops.aten.slice.Tensor(_param_constant6, 0, 0, 24);  _param_constant6 = None
    _param_constant6_1 = self._param_constant6
    slice_8 = torch.ops.aten.slice.Tensor(_param_constant6_1, 0, 24, 9223372036854775807);  _param_constant6_1 = None
    select_85 = torch.ops.aten.select.int(view_3, 0, 0)
    select_86 = torch.ops.aten.select.int(select_85, 2, 0);  select_85 = None
    select_87 = torch.ops.aten.select.int(view_3, 0, 0)
    select_88 = torch.ops.aten.select.int(select_87, 2, 1);  select_87 = None
    select_89 = torch.ops.aten.select.int(view_3, 0, 0)
    select_90 = torch.ops.aten.select.int(select_89, 2, 2);  select_89 = None
    view_4 = torch.ops.aten.view.default(mul_35, [7, 3, 24])
    select_91 = torch.ops.aten.select.int(view_4, 0, 0);  view_4 = None
    mul_36 = torch.ops.aten.mul.Tensor(slice_5, zeros)
    add_42 = torch.ops.aten.add.Tensor(select_88, mul_36);  select_88 = mul_36 = None
    add_43 = torch.ops.aten.add.Tensor(add_42, slice_7);  add_42 = None
    sigmoid_14 = torch.ops.aten.sigmoid.default(add_43);  add_43 = None
    mul_37 = torch.ops.aten.mul.Tensor(slice_6, zeros)
    add_44 = torch.ops.aten.add.Tensor(select_90, mul_37);  select_90 = mul_37 = None
    add_45 = torch.ops.aten.add.Tensor(add_44, slice_8);  add_44 = None
    sigmoid_15 = torch.ops.aten.sigmoid.default(add_45);  add_45 = None
    sub_14 = torch.ops.aten.sub.Tensor(zeros, select_86)
    mul_38 = torch.ops.aten.mul.Tensor(sub_14, sigmoid_14);  sub_14 = sigmoid_14 = None
    add_46 = torch.ops.aten.add.Tensor(mul_38, select_86);  mul_38 = select_86 = None
    tanh_7 = torch.ops.aten.tanh.default(add_46)
    sub_15 = torch.ops.aten.sub.Tensor(tanh_7, select_91);  tanh_7 = None
    mul_39 = torch.ops.aten.mul.Tensor(sub_15, 1.0);  sub_15 = None
    mul_40 = torch.ops.aten.mul.Tensor(mul_39, sigmoid_15);  mul_39 = sigmoid_15 = None
    add_47 = torch.ops.aten.add.Tensor(mul_40, select_91);  mul_40 = select_91 = None
    select_92 = torch.ops.aten.select.int(eq, 0, 0)
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(select_92, -1);  select_92 = None
    bitwise_not_7 = torch.ops.aten.bitwise_not.default(unsqueeze_7);  unsqueeze_7 = None
    where_14 = torch.ops.aten.where.self(bitwise_not_7, add_46, zeros);  add_46 = zeros = None
    select_93 = torch.ops.aten.select.int(zeros_3, 0, 0)
    where_15 = torch.ops.aten.where.self(bitwise_not_7, add_47, select_93);  bitwise_not_7 = add_47 = select_93 = None
    select_94 = torch.ops.aten.select.int(zeros_3, 0, 0)
    copy__14 = torch.ops.aten.copy_.default(select_94, where_15);  select_94 = where_15 = copy__14 = None
    select_95 = torch.ops.aten.select.int(zeros_4, 0, 0)
    copy__15 = torch.ops.aten.copy_.default(select_95, where_14);  select_95 = copy__15 = None
    select_96 = torch.ops.aten.select.int(view_3, 0, 1)
    select_97 = torch.ops.aten.select.int(select_96, 2, 0);  select_96 = None
    select_98 = torch.ops.aten.select.int(view_3, 0, 1)
    select_99 = torch.ops.aten.select.int(select_98, 2, 1);  select_98 = None
    select_100 = torch.ops.aten.select.int(view_3, 0, 1)
    select_101 = torch.ops.aten.select.int(select_100, 2, 2);  select_100 = None
    view_5 = torch.ops.aten.view.default(mul_35, [7, 3, 24])
    select_102 = torch.ops.aten.select.int(view_5, 0, 1);  view_5 = None
    mul_41 = torch.ops.aten.mul.Tensor(slice_5, where_14)
    add_48 = torch.ops.aten.add.Tensor(select_99, mul_41);  select_99 = mul_41 = None
    add_49 = torch.ops.aten.add.Tensor(add_48, slice_7);  add_48 = None
    sigmoid_16 = torch.ops.aten.sigmoid.default(add_49);  add_49 = None
    mul_42 = torch.ops.aten.mul.Tensor(slice_6, where_14)
    add_50 = torch.ops.aten.add.Tensor(select_101, mul_42);  select_101 = mul_42 = None
    add_51 = torch.ops.aten.add.Tensor(add_50, slice_8);  add_50 = None
    sigmoid_17 = torch.ops.aten.sigmoid.default(add_51);  add_51 = None
    sub_16 = torch.ops.aten.sub.Tensor(where_14, select_97)
    mul_43 = torch.ops.aten.mul.Tensor(sub_16, sigmoid_16);  sub_16 = sigmoid_16 = None
    add_52 = torch.ops.aten.add.Tensor(mul_43, select_97);  mul_43 = select_97 = None
    tanh_8 = torch.ops.aten.tanh.default(add_52)
    sub_17 = torch.ops.aten.sub.Tensor(tanh_8, select_102);  tanh_8 = None
    mul_44 = torch.ops.aten.mul.Tensor(sub_17, 1.0);  sub_17 = None
    mul_45 = torch.ops.aten.mul.Tensor(mul_44, sigmoid_17);  mul_44 = sigmoid_17 = None
    add_53 = torch.ops.aten.add.Tensor(mul_45, select_102);  mul_45 = select_102 = None
    select_103 = torch.ops.aten.select.int(eq, 0, 1)
    unsqueeze_8 = torch.ops.aten.unsqueeze.default(select_103, -1);  select_103 = None
    bitwise_not_8 = torch.ops.aten.bitwise_not.default(unsqueeze_8);  unsqueeze_8 = None
    where_16 = torch.ops.aten.where.self(bitwise_not_8, add_52, where_14);  add_52 = where_14 = None
    select_104 = torch.ops.aten.select.int(zeros_3, 0, 1)
    where_17 = torch.ops.aten.where.self(bitwise_not_8, add_53, select_104);  bitwise_not_8 = add_53 = select_104 = None
    select_105 = torch.ops.aten.select.int(zeros_3, 0, 1)
    copy__16 = torch.ops.aten.copy_.default(select_105, where_17);  select_105 = where_17 = copy__16 = None
    select_106 = torch.ops.aten.select.int(zeros_4, 0, 1)
    copy__17 = torch.ops.aten.copy_.default(select_106, where_16);  select_106 = copy__17 = None
    select_107 = torch.ops.aten.select.int(view_3, 0, 2)
    select_108 = torch.ops.aten.select.int(select_107, 2, 0);  select_107 = None
    select_109 = torch.ops.aten.select.int(view_3, 0, 2)
    select_110 = torch.ops.aten.select.int(select_109, 2, 1);  select_109 = None
    select_111 = torch.ops.aten.select.int(view_3, 0, 2)
    select_112 = torch.ops.aten.select.int(select_111, 2, 2);  select_111 = None
    view_6 = torch.ops.aten.view.default(mul_35, [7, 3, 24])
    select_113 = torch.ops.aten.select.int(view_6, 0, 2);  view_6 = None
    mul_46 = torch.ops.aten.mul.Tensor(slice_5, where_16)
    add_54 = torch.ops.aten.add.Tensor(select_110, mul_46);  select_110 = mul_46 = None
    add_55 = torch.ops.aten.add.Tensor(add_54, slice_7);  add_54 = None
    sigmoid_18 = torch.ops.aten.sigmoid.default(add_55);  add_55 = None
    mul_47 = torch.ops.aten.mul.Tensor(slice_6, where_16)
    add_56 = torch.ops.aten.add.Tensor(select_112, mul_47);  select_112 = mul_47 = None
    add_57 = torch.ops.aten.add.Tensor(add_56, slice_8);  add_56 = None
    sigmoid_19 = torch.ops.aten.sigmoid.default(add_57);  add_57 = None
    sub_18 = torch.ops.aten.sub.Tensor(where_16, select_108)
    mul_48 = torch.ops.aten.mul.Tensor(sub_18, sigmoid_18);  sub_18 = sigmoid_18 = None
    add_58 = torch.ops.aten.add.Tensor(mul_48, select_108);  mul_48 = select_108 = None
    tanh_9 = torch.ops.aten.tanh.default(add_58)
    sub_19 = torch.ops.aten.sub.Tensor(tanh_9, select_113);  tanh_9 = None
    mul_49 = torch.ops.aten.mul.Tensor(sub_19, 1.0);  sub_19 = None
    mul_50 = torch.ops.aten.mul.Tensor(mul_49, sigmoid_19);  mul_49 = sigmoid_19 = None
    add_59 = torch.ops.aten.add.Tensor(mul_50, select_113);  mul_50 = select_113 = None
    select_114 = torch.ops.aten.select.int(eq, 0, 2)
    unsqueeze_9 = torch.ops.aten.unsqueeze.default(select_114, -1);  select_114 = None
    bitwise_not_9 = torch.ops.aten.bitwise_not.default(unsqueeze_9);  unsqueeze_9 = None
    where_18 = torch.ops.aten.where.self(bitwise_not_9, add_58, where_16);  add_58 = where_16 = None
    select_115 = torch.ops.aten.select.int(zeros_3, 0, 2)
    where_19 = torch.ops.aten.where.self(bitwise_not_9, add_59, select_115);  bitwise_not_9 = add_59 = select_115 = None
    select_116 = torch.ops.aten.select.int(zeros_3, 0, 2)
    copy__18 = torch.ops.aten.copy_.default(select_116, where_19);  select_116 = where_19 = copy__18 = None
    select_117 = torch.ops.aten.select.int(zeros_4, 0, 2)
    copy__19 = torch.ops.aten.copy_.default(select_117, where_18);  select_117 = copy__19 = None
    select_118 = torch.ops.aten.select.int(view_3, 0, 3)
    select_119 = torch.ops.aten.select.int(select_118, 2, 0);  select_118 = None
    select_120 = torch.ops.aten.select.int(view_3, 0, 3)
    select_121 = torch.ops.aten.select.int(select_120, 2, 1);  select_120 = None
    select_122 = torch.ops.aten.select.int(view_3, 0, 3)
    select_123 = torch.ops.aten.select.int(select_122, 2, 2);  select_122 = None
    view_7 = torch.ops.aten.view.default(mul_35, [7, 3, 24])
    select_124 = torch.ops.aten.select.int(view_7, 0, 3);  view_7 = None
    mul_51 = torch.ops.aten.mul.Tensor(slice_5, where_18)
    add_60 = torch.ops.aten.add.Tensor(select_121, mul_51);  select_121 = mul_51 = None
    add_61 = torch.ops.aten.add.Tensor(add_60, slice_7);  add_60 = None
    sigmoid_20 = torch.ops.aten.sigmoid.default(add_61);  add_61 = None
    mul_52 = torch.ops.aten.mul.Tensor(slice_6, where_18)
    add_62 = torch.ops.aten.add.Tensor(select_123, mul_52);  select_123 = mul_52 = None
    add_63 = torch.ops.aten.add.Tensor(add_62, slice_8);  add_62 = None
    sigmoid_21 = torch.ops.aten.sigmoid.default(add_63);  add_63 = None
    sub_20 = torch.ops.aten.sub.Tensor(where_18, select_119)
    mul_53 = torch.ops.aten.mul.Tensor(sub_20, sigmoid_20);  sub_20 = sigmoid_20 = None
    add_64 = torch.ops.aten.add.Tensor(mul_53, select_119);  mul_53 = select_119 = None
    tanh_10 = torch.ops.aten.tanh.default(add_64)
    sub_21 = torch.ops.aten.sub.Tensor(tanh_10, select_124);  tanh_10 = None
    mul_54 = torch.ops.aten.mul.Tensor(sub_21, 1.0);  sub_21 = None
    mul_55 = torch.ops.aten.mul.Tensor(mul_54, sigmoid_21);  mul_54 = sigmoid_21 = None
    add_65 = torch.ops.aten.add.Tensor(mul_55, select_124);  mul_55 = select_124 = None
    select_125 = torch.ops.aten.select.int(eq, 0, 3)
    unsqueeze_10 = torch.ops.aten.unsqueeze.default(select_125, -1);  select_125 = None
    bitwise_not_10 = torch.ops.aten.bitwise_not.default(unsqueeze_10);  unsqueeze_10 = None
    where_20 = torch.ops.aten.where.self(bitwise_not_10, add_64, where_18);  add_64 = where_18 = None
    select_126 = torch.ops.aten.select.int(zeros_3, 0, 3)
    where_21 = torch.ops.aten.where.self(bitwise_not_10, add_65, select_126);  bitwise_not_10 = add_65 = select_126 = None
    select_127 = torch.ops.aten.select.int(zeros_3, 0, 3)
    copy__20 = torch.ops.aten.copy_.default(select_127, where_21);  select_127 = where_21 = copy__20 = None
    select_128 = torch.ops.aten.select.int(zeros_4, 0, 3)
    copy__21 = torch.ops.aten.copy_.default(select_128, where_20);  select_128 = copy__21 = None
    select_129 = torch.ops.aten.select.int(view_3, 0, 4)
    select_130 = torch.ops.aten.select.int(select_129, 2, 0);  select_129 = None
    select_131 = torch.ops.aten.select.int(view_3, 0, 4)
    select_132 = torch.ops.aten.select.int(select_131, 2, 1);  select_131 = None
    select_133 = torch.ops.aten.select.int(view_3, 0, 4)
    select_134 = torch.ops.aten.select.int(select_133, 2, 2);  select_133 = None
    view_8 = torch.ops.aten.view.default(mul_35, [7, 3, 24])
    select_135 = torch.ops.aten.select.int(view_8, 0, 4);  view_8 = None
    mul_56 = torch.ops.aten.mul.Tensor(slice_5, where_20)
    add_66 = torch.ops.aten.add.Tensor(select_132, mul_56);  select_132 = mul_56 = None
    add_67 = torch.ops.aten.add.Tensor(add_66, slice_7);  add_66 = None
    sigmoid_22 = torch.ops.aten.sigmoid.default(add_67);  add_67 = None
    mul_57 = torch.ops.aten.mul.Tensor(slice_6, where_20)
    add_68 = torch.ops.aten.add.Tensor(select_134, mul_57);  select_134 = mul_57 = None
    add_69 = torch.ops.aten.add.Tensor(add_68, slice_8);  add_68 = None
    sigmoid_23 = torch.ops.aten.sigmoid.default(add_69);  add_69 = None
    sub_22 = torch.ops.aten.sub.Tensor(where_20, select_130)
    mul_58 = torch.ops.aten.mul.Tensor(sub_22, sigmoid_22);  sub_22 = sigmoid_22 = None
    add_70 = torch.ops.aten.add.Tensor(mul_58, select_130);  mul_58 = select_130 = None
    tanh_11 = torch.ops.aten.tanh.default(add_70)
    sub_23 = torch.ops.aten.sub.Tensor(tanh_11, select_135);  tanh_11 = None
    mul_59 = torch.ops.aten.mul.Tensor(sub_23, 1.0);  sub_23 = None
    mul_60 = torch.ops.aten.mul.Tensor(mul_59, sigmoid_23);  mul_59 = sigmoid_23 = None
    add_71 = torch.ops.aten.add.Tensor(mul_60, select_135);  mul_60 = select_135 = None
    select_136 = torch.ops.aten.select.int(eq, 0, 4)
    unsqueeze_11 = torch.ops.aten.unsqueeze.default(select_136, -1);  select_136 = None
    bitwise_not_11 = torch.ops.aten.bitwise_not.default(unsqueeze_11);  unsqueeze_11 = None
    where_22 = torch.ops.aten.where.self(bitwise_not_11, add_70, where_20);  add_70 = where_20 = None
    select_137 = torch.ops.aten.select.int(zeros_3, 0, 4)
    where_23 = torch.ops.aten.where.self(bitwise_not_11, add_71, select_137);  bitwise_not_11 = add_71 = select_137 = None
    select_138 = torch.ops.aten.select.int(zeros_3, 0, 4)
    copy__22 = torch.ops.aten.copy_.default(select_138, where_23);  select_138 = where_23 = copy__22 = None
    select_139 = torch.ops.aten.select.int(zeros_4, 0, 4)
    copy__23 = torch.ops.aten.copy_.default(select_139, where_22);  select_139 = copy__23 = None
    select_140 = torch.ops.aten.select.int(view_3, 0, 5)
    select_141 = torch.ops.aten.select.int(select_140, 2, 0);  select_140 = None
    select_142 = torch.ops.aten.select.int(view_3, 0, 5)
    select_143 = torch.ops.aten.select.int(select_142, 2, 1);  select_142 = None
    select_144 = torch.ops.aten.select.int(view_3, 0, 5)
    select_145 = torch.ops.aten.select.int(select_144, 2, 2);  select_144 = None
    view_9 = torch.ops.aten.view.default(mul_35, [7, 3, 24])
    select_146 = torch.ops.aten.select.int(view_9, 0, 5);  view_9 = None
    mul_61 = torch.ops.aten.mul.Tensor(slice_5, where_22)
    add_72 = torch.ops.aten.add.Tensor(select_143, mul_61);  select_143 = mul_61 = None
    add_73 = torch.ops.aten.add.Tensor(add_72, slice_7);  add_72 = None
    sigmoid_24 = torch.ops.aten.sigmoid.default(add_73);  add_73 = None
    mul_62 = torch.ops.aten.mul.Tensor(slice_6, where_22)
    add_74 = torch.ops.aten.add.Tensor(select_145, mul_62);  select_145 = mul_62 = None
    add_75 = torch.ops.aten.add.Tensor(add_74, slice_8);  add_74 = None
    sigmoid_25 = torch.ops.aten.sigmoid.default(add_75);  add_75 = None
    sub_24 = torch.ops.aten.sub.Tensor(where_22, select_141)
    mul_63 = torch.ops.aten.mul.Tensor(sub_24, sigmoid_24);  sub_24 = sigmoid_24 = None
    add_76 = torch.ops.aten.add.Tensor(mul_63, select_141);  mul_63 = select_141 = None
    tanh_12 = torch.ops.aten.tanh.default(add_76)
    sub_25 = torch.ops.aten.sub.Tensor(tanh_12, select_146);  tanh_12 = None
    mul_64 = torch.ops.aten.mul.Tensor(sub_25, 1.0);  sub_25 = None
    mul_65 = torch.ops.aten.mul.Tensor(mul_64, sigmoid_25);  mul_64 = sigmoid_25 = None
    add_77 = torch.ops.aten.add.Tensor(mul_65, select_146);  mul_65 = select_146 = None
    select_147 = torch.ops.aten.select.int(eq, 0, 5)
    unsqueeze_12 = torch.ops.aten.unsqueeze.default(select_147, -1);  select_147 = None
    bitwise_not_12 = torch.ops.aten.bitwise_not.default(unsqueeze_12);  unsqueeze_12 = None
    where_24 = torch.ops.aten.where.self(bitwise_not_12, add_76, where_22);  add_76 = where_22 = None
    select_148 = torch.ops.aten.select.int(zeros_3, 0, 5)
    where_25 = torch.ops.aten.where.self(bitwise_not_12, add_77, select_148);  bitwise_not_12 = add_77 = select_148 = None
    select_149 = torch.ops.aten.select.int(zeros_3, 0, 5)
    copy__24 = torch.ops.aten.copy_.default(select_149, where_25);  select_149 = where_25 = copy__24 = None
    select_150 = torch.ops.aten.select.int(zeros_4, 0, 5)
    copy__25 = torch.ops.aten.copy_.default(select_150, where_24);  select_150 = copy__25 = None
    select_151 = torch.ops.aten.select.int(view_3, 0, 6)
    select_152 = torch.ops.aten.select.int(select_151, 2, 0);  select_151 = None
    select_153 = torch.ops.aten.select.int(view_3, 0, 6)
    select_154 = torch.ops.aten.select.int(select_153, 2, 1);  select_153 = None
    select_155 = torch.ops.aten.select.int(view_3, 0, 6);  view_3 = None
    select_156 = torch.ops.aten.select.int(select_155, 2, 2);  select_155 = None
    view_10 = torch.ops.aten.view.default(mul_35, [7, 3, 24]);  mul_35 = None
    select_157 = torch.ops.aten.select.int(view_10, 0, 6);  view_10 = None
    mul_66 = torch.ops.aten.mul.Tensor(slice_5, where_24);  slice_5 = None
    add_78 = torch.ops.aten.add.Tensor(select_154, mul_66);  select_154 = mul_66 = None
    add_79 = torch.ops.aten.add.Tensor(add_78, slice_7);  add_78 = slice_7 = None
    sigmoid_26 = torch.ops.aten.sigmoid.default(add_79);  add_79 = None
    mul_67 = torch.ops.aten.mul.Tensor(slice_6, where_24);  slice_6 = None
    add_80 = torch.ops.aten.add.Tensor(select_156, mul_67);  select_156 = mul_67 = None
    add_81 = torch.ops.aten.add.Tensor(add_80, slice_8);  add_80 = slice_8 = None
    sigmoid_27 = torch.ops.aten.sigmoid.default(add_81);  add_81 = None
    sub_26 = torch.ops.aten.sub.Tensor(where_24, select_152)
    mul_68 = torch.ops.aten.mul.Tensor(sub_26, sigmoid_26);  sub_26 = sigmoid_26 = None
    add_82 = torch.ops.aten.add.Tensor(mul_68, select_152);  mul_68 = select_152 = None
    tanh_13 = torch.ops.aten.tanh.default(add_82)
    sub_27 = torch.ops.aten.sub.Tensor(tanh_13, select_157);  tanh_13 = None
    mul_69 = torch.ops.aten.mul.Tensor(sub_27, 1.0);  sub_27 = None
    mul_70 = torch.ops.aten.mul.Tensor(mul_69, sigmoid_27);  mul_69 = sigmoid_27 = None
    add_83 = torch.ops.aten.add.Tensor(mul_70, select_157);  mul_70 = select_157 = None
    select_158 = torch.ops.aten.select.int(eq, 0, 6);  eq = None
    unsqueeze_13 = torch.ops.aten.unsqueeze.default(select_158, -1);  select_158 = None
    bitwise_not_13 = torch.ops.aten.bitwise_not.default(unsqueeze_13);  unsqueeze_13 = None
    where_26 = torch.ops.aten.where.self(bitwise_not_13, add_82, where_24);  add_82 = where_24 = None
    select_159 = torch.ops.aten.select.int(zeros_3, 0, 6)
    where_27 = torch.ops.aten.where.self(bitwise_not_13, add_83, select_159);  bitwise_not_13 = add_83 = select_159 = None
    select_160 = torch.ops.aten.select.int(zeros_3, 0, 6)
    copy__26 = torch.ops.aten.copy_.default(select_160, where_27);  select_160 = where_27 = copy__26 = None
    select_161 = torch.ops.aten.select.int(zeros_4, 0, 6)
    copy__27 = torch.ops.aten.copy_.default(select_161, where_26);  select_161 = where_26 = copy__27 = None
    select_162 = torch.ops.aten.select.int(zeros_4, 0, -1);  zeros_4 = None
    stack = torch.ops.aten.stack.default([select_84, select_162]);  select_84 = select_162 = stack = None
    select_163 = torch.ops.aten.select.int(zeros_3, 0, -1);  zeros_3 = None
    _param_constant7 = self._param_constant7
    t = torch.ops.aten.t.default(_param_constant7);  _param_constant7 = None
    _param_constant8 = self._param_constant8
    addmm = torch.ops.aten.addmm.default(_param_constant8, select_163, t);  _param_constant8 = select_163 = t = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm, 1, False);  addmm = None
    detach = torch.ops.aten.detach.default(_log_softmax);  detach = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
    return getitem
    