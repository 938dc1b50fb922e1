class traced(torch.nn.Module):
    def forward(self, x_1: "f32[2, 6, 6, 4]", labels_1: "i64[2]"):
        # No stacktrace found for following nodes
        view: "f32[72, 4]" = torch.ops.aten.view.default(x_1, [72, 4]);  x_1 = None
        _param_constant0: "f32[8, 4]" = self._param_constant0
        t: "f32[4, 8]" = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
        _param_constant1: "f32[8]" = self._param_constant1
        addmm: "f32[72, 8]" = torch.ops.aten.addmm.default(_param_constant1, view, t);  _param_constant1 = view = t = None
        view_1: "f32[2, 6, 6, 8]" = torch.ops.aten.view.default(addmm, [2, 6, 6, 8]);  addmm = None
        roll: "f32[2, 6, 6, 8]" = torch.ops.aten.roll.default(view_1, [-1, -1], [1, 2]);  view_1 = None
        view_2: "f32[2, 2, 3, 2, 3, 8]" = torch.ops.aten.view.default(roll, [2, 2, 3, 2, 3, 8]);  roll = None
        permute: "f32[2, 2, 2, 3, 3, 8]" = torch.ops.aten.permute.default(view_2, [0, 1, 3, 2, 4, 5]);  view_2 = None
        clone: "f32[2, 2, 2, 3, 3, 8]" = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format);  permute = None
        _unsafe_view: "f32[8, 9, 8]" = torch.ops.aten._unsafe_view.default(clone, [8, 9, 8]);  clone = None
        ones: "f32[1, 6, 6, 1]" = torch.ops.aten.ones.default([1, 6, 6, 1], device = device(type='cpu'), pin_memory = False)
        slice_1: "f32[1, 3, 6, 1]" = torch.ops.aten.slice.Tensor(ones, 1, 0, -3)
        slice_2: "f32[1, 3, 3, 1]" = torch.ops.aten.slice.Tensor(slice_1, 2, 0, -3);  slice_1 = None
        mul: "f32[1, 3, 3, 1]" = torch.ops.aten.mul.Tensor(slice_2, 0.0);  slice_2 = None
        slice_3: "f32[1, 3, 6, 1]" = torch.ops.aten.slice.Tensor(ones, 1, 0, -3)
        slice_4: "f32[1, 3, 2, 1]" = torch.ops.aten.slice.Tensor(slice_3, 2, -3, -1);  slice_3 = None
        mul_1: "f32[1, 3, 2, 1]" = torch.ops.aten.mul.Tensor(slice_4, 1.0);  slice_4 = None
        slice_5: "f32[1, 3, 6, 1]" = torch.ops.aten.slice.Tensor(ones, 1, 0, -3)
        slice_6: "f32[1, 3, 1, 1]" = torch.ops.aten.slice.Tensor(slice_5, 2, -1, 9223372036854775807);  slice_5 = None
        mul_2: "f32[1, 3, 1, 1]" = torch.ops.aten.mul.Tensor(slice_6, 2.0);  slice_6 = None
        cat: "f32[1, 3, 6, 1]" = torch.ops.aten.cat.default([mul, mul_1, mul_2], 2);  mul = mul_1 = mul_2 = None
        slice_7: "f32[1, 2, 6, 1]" = torch.ops.aten.slice.Tensor(ones, 1, -3, -1)
        slice_8: "f32[1, 2, 3, 1]" = torch.ops.aten.slice.Tensor(slice_7, 2, 0, -3);  slice_7 = None
        mul_3: "f32[1, 2, 3, 1]" = torch.ops.aten.mul.Tensor(slice_8, 3.0);  slice_8 = None
        slice_9: "f32[1, 2, 6, 1]" = torch.ops.aten.slice.Tensor(ones, 1, -3, -1)
        slice_10: "f32[1, 2, 2, 1]" = torch.ops.aten.slice.Tensor(slice_9, 2, -3, -1);  slice_9 = None
        mul_4: "f32[1, 2, 2, 1]" = torch.ops.aten.mul.Tensor(slice_10, 4.0);  slice_10 = None
        slice_11: "f32[1, 2, 6, 1]" = torch.ops.aten.slice.Tensor(ones, 1, -3, -1)
        slice_12: "f32[1, 2, 1, 1]" = torch.ops.aten.slice.Tensor(slice_11, 2, -1, 9223372036854775807);  slice_11 = None
        mul_5: "f32[1, 2, 1, 1]" = torch.ops.aten.mul.Tensor(slice_12, 5.0);  slice_12 = None
        cat_1: "f32[1, 2, 6, 1]" = torch.ops.aten.cat.default([mul_3, mul_4, mul_5], 2);  mul_3 = mul_4 = mul_5 = None
        slice_13: "f32[1, 1, 6, 1]" = torch.ops.aten.slice.Tensor(ones, 1, -1, 9223372036854775807)
        slice_14: "f32[1, 1, 3, 1]" = torch.ops.aten.slice.Tensor(slice_13, 2, 0, -3);  slice_13 = None
        mul_6: "f32[1, 1, 3, 1]" = torch.ops.aten.mul.Tensor(slice_14, 6.0);  slice_14 = None
        slice_15: "f32[1, 1, 6, 1]" = torch.ops.aten.slice.Tensor(ones, 1, -1, 9223372036854775807)
        slice_16: "f32[1, 1, 2, 1]" = torch.ops.aten.slice.Tensor(slice_15, 2, -3, -1);  slice_15 = None
        mul_7: "f32[1, 1, 2, 1]" = torch.ops.aten.mul.Tensor(slice_16, 7.0);  slice_16 = None
        slice_17: "f32[1, 1, 6, 1]" = torch.ops.aten.slice.Tensor(ones, 1, -1, 9223372036854775807);  ones = None
        slice_18: "f32[1, 1, 1, 1]" = torch.ops.aten.slice.Tensor(slice_17, 2, -1, 9223372036854775807);  slice_17 = None
        mul_8: "f32[1, 1, 1, 1]" = torch.ops.aten.mul.Tensor(slice_18, 8.0);  slice_18 = None
        cat_2: "f32[1, 1, 6, 1]" = torch.ops.aten.cat.default([mul_6, mul_7, mul_8], 2);  mul_6 = mul_7 = mul_8 = None
        cat_3: "f32[1, 6, 6, 1]" = torch.ops.aten.cat.default([cat, cat_1, cat_2], 1);  cat = cat_1 = cat_2 = None
        view_3: "f32[1, 2, 3, 2, 3, 1]" = torch.ops.aten.view.default(cat_3, [1, 2, 3, 2, 3, 1]);  cat_3 = None
        permute_1: "f32[1, 2, 2, 3, 3, 1]" = torch.ops.aten.permute.default(view_3, [0, 1, 3, 2, 4, 5]);  view_3 = None
        clone_1: "f32[1, 2, 2, 3, 3, 1]" = torch.ops.aten.clone.default(permute_1, memory_format = torch.contiguous_format);  permute_1 = None
        _unsafe_view_1: "f32[4, 9]" = torch.ops.aten._unsafe_view.default(clone_1, [4, 9]);  clone_1 = None
        unsqueeze: "f32[4, 1, 9]" = torch.ops.aten.unsqueeze.default(_unsafe_view_1, 1)
        unsqueeze_1: "f32[4, 9, 1]" = torch.ops.aten.unsqueeze.default(_unsafe_view_1, 2);  _unsafe_view_1 = None
        sub: "f32[4, 9, 9]" = torch.ops.aten.sub.Tensor(unsqueeze, unsqueeze_1);  unsqueeze = unsqueeze_1 = None
        ne: "b8[4, 9, 9]" = torch.ops.aten.ne.Scalar(sub, 0)
        masked_fill: "f32[4, 9, 9]" = torch.ops.aten.masked_fill.Scalar(sub, ne, -100.0);  sub = ne = None
        view_4: "f32[72, 8]" = torch.ops.aten.view.default(_unsafe_view, [72, 8]);  _unsafe_view = None
        _param_constant2: "f32[24, 8]" = self._param_constant2
        t_1: "f32[8, 24]" = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
        _param_constant3: "f32[24]" = self._param_constant3
        addmm_1: "f32[72, 24]" = torch.ops.aten.addmm.default(_param_constant3, view_4, t_1);  _param_constant3 = view_4 = t_1 = None
        view_5: "f32[8, 9, 24]" = torch.ops.aten.view.default(addmm_1, [8, 9, 24]);  addmm_1 = None
        split = torch.ops.aten.split.Tensor(view_5, 8, -1);  view_5 = None
        getitem: "f32[8, 9, 8]" = split[0]
        getitem_1: "f32[8, 9, 8]" = split[1]
        getitem_2: "f32[8, 9, 8]" = split[2];  split = None
        transpose: "f32[8, 8, 9]" = torch.ops.aten.transpose.int(getitem_1, -2, -1);  getitem_1 = None
        expand: "f32[8, 9, 8]" = torch.ops.aten.expand.default(getitem, [8, 9, 8]);  getitem = None
        view_6: "f32[8, 9, 8]" = torch.ops.aten.view.default(expand, [8, 9, 8]);  expand = None
        expand_1: "f32[8, 8, 9]" = torch.ops.aten.expand.default(transpose, [8, 8, 9]);  transpose = None
        view_7: "f32[8, 8, 9]" = torch.ops.aten.view.default(expand_1, [8, 8, 9]);  expand_1 = None
        bmm: "f32[8, 9, 9]" = torch.ops.aten.bmm.default(view_6, view_7);  view_6 = view_7 = None
        _unsafe_view_2: "f32[8, 9, 9]" = torch.ops.aten._unsafe_view.default(bmm, [8, 9, 9]);  bmm = None
        div: "f32[8, 9, 9]" = torch.ops.aten.div.Tensor(_unsafe_view_2, 2.8284271247461903);  _unsafe_view_2 = None
        view_8: "f32[2, 4, 9, 9]" = torch.ops.aten.view.default(div, [2, -1, 9, 9]);  div = None
        unsqueeze_2: "f32[1, 4, 9, 9]" = torch.ops.aten.unsqueeze.default(masked_fill, 0);  masked_fill = None
        add: "f32[2, 4, 9, 9]" = torch.ops.aten.add.Tensor(view_8, unsqueeze_2);  view_8 = unsqueeze_2 = None
        view_9: "f32[8, 9, 9]" = torch.ops.aten.view.default(add, [-1, 9, 9]);  add = None
        _softmax: "f32[8, 9, 9]" = torch.ops.aten._softmax.default(view_9, -1, False);  view_9 = None
        detach: "f32[8, 9, 9]" = torch.ops.aten.detach.default(_softmax);  detach = None
        expand_2: "f32[8, 9, 9]" = torch.ops.aten.expand.default(_softmax, [8, 9, 9]);  _softmax = None
        view_10: "f32[8, 9, 9]" = torch.ops.aten.view.default(expand_2, [8, 9, 9]);  expand_2 = None
        expand_3: "f32[8, 9, 8]" = torch.ops.aten.expand.default(getitem_2, [8, 9, 8]);  getitem_2 = None
        view_11: "f32[8, 9, 8]" = torch.ops.aten.view.default(expand_3, [8, 9, 8]);  expand_3 = None
        bmm_1: "f32[8, 9, 8]" = torch.ops.aten.bmm.default(view_10, view_11);  view_10 = view_11 = None
        _unsafe_view_3: "f32[8, 9, 8]" = torch.ops.aten._unsafe_view.default(bmm_1, [8, 9, 8]);  bmm_1 = None
        view_12: "f32[72, 8]" = torch.ops.aten.view.default(_unsafe_view_3, [72, 8]);  _unsafe_view_3 = None
        _param_constant4: "f32[8, 8]" = self._param_constant4
        t_2: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
        _param_constant5: "f32[8]" = self._param_constant5
        addmm_2: "f32[72, 8]" = torch.ops.aten.addmm.default(_param_constant5, view_12, t_2);  _param_constant5 = view_12 = t_2 = None
        view_13: "f32[8, 9, 8]" = torch.ops.aten.view.default(addmm_2, [8, 9, 8]);  addmm_2 = None
        view_14: "f32[2, 2, 2, 3, 3, 8]" = torch.ops.aten.view.default(view_13, [2, 2, 2, 3, 3, 8]);  view_13 = None
        permute_2: "f32[2, 2, 3, 2, 3, 8]" = torch.ops.aten.permute.default(view_14, [0, 1, 3, 2, 4, 5]);  view_14 = None
        clone_2: "f32[2, 2, 3, 2, 3, 8]" = torch.ops.aten.clone.default(permute_2, memory_format = torch.contiguous_format);  permute_2 = None
        _unsafe_view_4: "f32[2, 6, 6, 8]" = torch.ops.aten._unsafe_view.default(clone_2, [2, 6, 6, 8]);  clone_2 = None
        roll_1: "f32[2, 6, 6, 8]" = torch.ops.aten.roll.default(_unsafe_view_4, [1, 1], [1, 2]);  _unsafe_view_4 = None
        slice_19: "f32[2, 3, 6, 8]" = torch.ops.aten.slice.Tensor(roll_1, 1, 0, -3)
        slice_20: "f32[2, 3, 3, 8]" = torch.ops.aten.slice.Tensor(slice_19, 2, 0, -3);  slice_19 = None
        sum_1: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(slice_20, [1, 2]);  slice_20 = None
        slice_21: "f32[2, 3, 6, 8]" = torch.ops.aten.slice.Tensor(roll_1, 1, 0, -3)
        slice_22: "f32[2, 3, 2, 8]" = torch.ops.aten.slice.Tensor(slice_21, 2, -3, -1);  slice_21 = None
        sum_2: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(slice_22, [1, 2]);  slice_22 = None
        slice_23: "f32[2, 3, 6, 8]" = torch.ops.aten.slice.Tensor(roll_1, 1, 0, -3)
        slice_24: "f32[2, 3, 1, 8]" = torch.ops.aten.slice.Tensor(slice_23, 2, -1, 9223372036854775807);  slice_23 = None
        sum_3: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(slice_24, [1, 2]);  slice_24 = None
        slice_25: "f32[2, 2, 6, 8]" = torch.ops.aten.slice.Tensor(roll_1, 1, -3, -1)
        slice_26: "f32[2, 2, 3, 8]" = torch.ops.aten.slice.Tensor(slice_25, 2, 0, -3);  slice_25 = None
        sum_4: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(slice_26, [1, 2]);  slice_26 = None
        slice_27: "f32[2, 2, 6, 8]" = torch.ops.aten.slice.Tensor(roll_1, 1, -3, -1)
        slice_28: "f32[2, 2, 2, 8]" = torch.ops.aten.slice.Tensor(slice_27, 2, -3, -1);  slice_27 = None
        sum_5: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(slice_28, [1, 2]);  slice_28 = None
        slice_29: "f32[2, 2, 6, 8]" = torch.ops.aten.slice.Tensor(roll_1, 1, -3, -1)
        slice_30: "f32[2, 2, 1, 8]" = torch.ops.aten.slice.Tensor(slice_29, 2, -1, 9223372036854775807);  slice_29 = None
        sum_6: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(slice_30, [1, 2]);  slice_30 = None
        slice_31: "f32[2, 1, 6, 8]" = torch.ops.aten.slice.Tensor(roll_1, 1, -1, 9223372036854775807)
        slice_32: "f32[2, 1, 3, 8]" = torch.ops.aten.slice.Tensor(slice_31, 2, 0, -3);  slice_31 = None
        sum_7: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(slice_32, [1, 2]);  slice_32 = None
        slice_33: "f32[2, 1, 6, 8]" = torch.ops.aten.slice.Tensor(roll_1, 1, -1, 9223372036854775807)
        slice_34: "f32[2, 1, 2, 8]" = torch.ops.aten.slice.Tensor(slice_33, 2, -3, -1);  slice_33 = None
        sum_8: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(slice_34, [1, 2]);  slice_34 = None
        slice_35: "f32[2, 1, 6, 8]" = torch.ops.aten.slice.Tensor(roll_1, 1, -1, 9223372036854775807);  roll_1 = None
        slice_36: "f32[2, 1, 1, 8]" = torch.ops.aten.slice.Tensor(slice_35, 2, -1, 9223372036854775807);  slice_35 = None
        sum_9: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(slice_36, [1, 2]);  slice_36 = None
        stack: "f32[2, 9, 8]" = torch.ops.aten.stack.default([sum_1, sum_2, sum_3, sum_4, sum_5, sum_6, sum_7, sum_8, sum_9], 1);  sum_1 = sum_2 = sum_3 = sum_4 = sum_5 = sum_6 = sum_7 = sum_8 = sum_9 = None
        mean: "f32[2, 8]" = torch.ops.aten.mean.dim(stack, [1]);  stack = None
        _param_constant6: "f32[3, 8]" = self._param_constant6
        t_3: "f32[8, 3]" = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
        _param_constant7: "f32[3]" = self._param_constant7
        addmm_3: "f32[2, 3]" = torch.ops.aten.addmm.default(_param_constant7, mean, t_3);  _param_constant7 = mean = t_3 = None
        _log_softmax: "f32[2, 3]" = torch.ops.aten._log_softmax.default(addmm_3, 1, False);  addmm_3 = None
        detach_1: "f32[2, 3]" = torch.ops.aten.detach.default(_log_softmax);  detach_1 = None
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
        getitem_3: "f32[]" = nll_loss_forward[0]
        getitem_4: "f32[]" = nll_loss_forward[1];  nll_loss_forward = getitem_4 = None
        return getitem_3
