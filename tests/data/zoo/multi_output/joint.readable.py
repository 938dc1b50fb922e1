class traced(torch.nn.Module):
    def forward(self, x_1: "f32[4, 12]", labels_1: "i64[4]"):
        # No stacktrace found for following nodes
        _param_constant0: "f32[12, 12]" = self._param_constant0
        t: "f32[12, 12]" = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
        _param_constant1: "f32[12]" = self._param_constant1
        addmm: "f32[4, 12]" = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = t = None
        split = torch.ops.aten.split.Tensor(addmm, 6, 1)
        getitem: "f32[4, 6]" = split[0]
        getitem_1: "f32[4, 6]" = split[1];  split = None
        split_1 = torch.ops.aten.split.Tensor(getitem_1, 3, 1);  getitem_1 = None
        getitem_2: "f32[4, 3]" = split_1[0]
        getitem_3: "f32[4, 3]" = split_1[1];  split_1 = None
        topk = torch.ops.aten.topk.default(getitem, 3, 1)
        getitem_4: "f32[4, 3]" = topk[0]
        getitem_5: "i64[4, 3]" = topk[1];  topk = None
        max_1 = torch.ops.aten.max.dim(getitem, 1, True);  getitem = None
        getitem_6: "f32[4, 1]" = max_1[0]
        getitem_7: "i64[4, 1]" = max_1[1];  max_1 = None
        var_mean = torch.ops.aten.var_mean.correction(addmm, [1], correction = 1, keepdim = True)
        getitem_8: "f32[4, 1]" = var_mean[0]
        getitem_9: "f32[4, 1]" = var_mean[1];  var_mean = None
        unbind = torch.ops.aten.unbind.int(getitem_2, 1);  getitem_2 = None
        getitem_10: "f32[4]" = unbind[0]
        getitem_11: "f32[4]" = unbind[1];  getitem_11 = None
        getitem_12: "f32[4]" = unbind[2];  unbind = None
        mul: "f32[4, 3]" = torch.ops.aten.mul.Tensor(getitem_3, getitem_6)
        cat: "f32[4, 6]" = torch.ops.aten.cat.default([getitem_4, mul], 1);  getitem_4 = mul = None
        sub: "f32[4, 1]" = torch.ops.aten.sub.Tensor(getitem_8, getitem_9);  getitem_8 = getitem_9 = None
        add: "f32[4, 6]" = torch.ops.aten.add.Tensor(cat, sub);  cat = sub = None
        unsqueeze: "f32[4, 1]" = torch.ops.aten.unsqueeze.default(getitem_10, 1);  getitem_10 = None
        unsqueeze_1: "f32[4, 1]" = torch.ops.aten.unsqueeze.default(getitem_12, 1);  getitem_12 = None
        mul_1: "f32[4, 1]" = torch.ops.aten.mul.Tensor(unsqueeze, unsqueeze_1)
        add_1: "f32[4, 6]" = torch.ops.aten.add.Tensor(add, mul_1);  add = mul_1 = None
        _param_constant2: "f32[6]" = self._param_constant2
        _param_constant3: "f32[6]" = self._param_constant3
        native_layer_norm = torch.ops.aten.native_layer_norm.default(add_1, [6], _param_constant2, _param_constant3, 1e-05);  _param_constant2 = _param_constant3 = None
        getitem_13: "f32[4, 6]" = native_layer_norm[0]
        getitem_14: "f32[4, 1]" = native_layer_norm[1]
        getitem_15: "f32[4, 1]" = native_layer_norm[2];  native_layer_norm = None
        _param_constant4: "f32[3, 6]" = self._param_constant4
        t_1: "f32[6, 3]" = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
        _param_constant5: "f32[3]" = self._param_constant5
        addmm_1: "f32[4, 3]" = torch.ops.aten.addmm.default(_param_constant5, getitem_13, t_1);  _param_constant5 = None
        _log_softmax: "f32[4, 3]" = torch.ops.aten._log_softmax.default(addmm_1, 1, False);  addmm_1 = None
        detach: "f32[4, 3]" = torch.ops.aten.detach.default(_log_softmax)
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100)
        getitem_16: "f32[]" = nll_loss_forward[0]
        getitem_17: "f32[]" = nll_loss_forward[1];  nll_loss_forward = None
        ones_like: "f32[]" = torch.ops.aten.ones_like.default(getitem_16, pin_memory = False, memory_format = torch.preserve_format)
        nll_loss_backward: "f32[4, 3]" = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, labels_1, None, 1, -100, getitem_17);  ones_like = _log_softmax = labels_1 = getitem_17 = None
        detach_1: "f32[4, 3]" = torch.ops.aten.detach.default(detach);  detach = None
        _log_softmax_backward_data: "f32[4, 3]" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_1, 1, torch.float32);  nll_loss_backward = detach_1 = None
        t_2: "f32[3, 6]" = torch.ops.aten.t.default(t_1);  t_1 = None
        mm: "f32[4, 6]" = torch.ops.aten.mm.default(_log_softmax_backward_data, t_2);  t_2 = None
        t_3: "f32[3, 4]" = torch.ops.aten.t.default(_log_softmax_backward_data)
        mm_1: "f32[3, 6]" = torch.ops.aten.mm.default(t_3, getitem_13);  t_3 = getitem_13 = None
        t_4: "f32[6, 3]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
        view: "f32[3]" = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
        t_5: "f32[3, 6]" = torch.ops.aten.t.default(t_4);  t_4 = None
        _param_constant2_1: "f32[6]" = self._param_constant2
        _param_constant3_1: "f32[6]" = self._param_constant3
        native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(mm, add_1, [6], getitem_14, getitem_15, _param_constant2_1, _param_constant3_1, [True, True, True]);  mm = add_1 = getitem_14 = getitem_15 = _param_constant2_1 = _param_constant3_1 = None
        getitem_18: "f32[4, 6]" = native_layer_norm_backward[0]
        getitem_19: "f32[6]" = native_layer_norm_backward[1]
        getitem_20: "f32[6]" = native_layer_norm_backward[2];  native_layer_norm_backward = None
        sum_2: "f32[4, 1]" = torch.ops.aten.sum.dim_IntList(getitem_18, [1], True)
        mul_2: "f32[4, 1]" = torch.ops.aten.mul.Tensor(sum_2, unsqueeze);  unsqueeze = None
        mul_3: "f32[4, 1]" = torch.ops.aten.mul.Tensor(sum_2, unsqueeze_1);  sum_2 = unsqueeze_1 = None
        squeeze: "f32[4]" = torch.ops.aten.squeeze.dim(mul_2, 1);  mul_2 = None
        squeeze_1: "f32[4]" = torch.ops.aten.squeeze.dim(mul_3, 1);  mul_3 = None
        sum_3: "f32[4, 1]" = torch.ops.aten.sum.dim_IntList(getitem_18, [1], True)
        neg: "f32[4, 1]" = torch.ops.aten.neg.default(sum_3)
        slice_1: "f32[4, 3]" = torch.ops.aten.slice.Tensor(getitem_18, 1, 0, 3)
        slice_2: "f32[4, 3]" = torch.ops.aten.slice.Tensor(getitem_18, 1, 3, 6);  getitem_18 = None
        mul_4: "f32[4, 3]" = torch.ops.aten.mul.Tensor(slice_2, getitem_3);  getitem_3 = None
        mul_5: "f32[4, 3]" = torch.ops.aten.mul.Tensor(slice_2, getitem_6);  slice_2 = getitem_6 = None
        sum_4: "f32[4, 1]" = torch.ops.aten.sum.dim_IntList(mul_4, [1], True);  mul_4 = None
        zeros: "f32[]" = torch.ops.aten.zeros.default([], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        expand: "f32[4]" = torch.ops.aten.expand.default(zeros, [4]);  zeros = None
        stack: "f32[4, 3]" = torch.ops.aten.stack.default([squeeze_1, expand, squeeze], 1);  squeeze_1 = expand = squeeze = None
        mean: "f32[4, 1]" = torch.ops.aten.mean.dim(addmm, [1], True)
        sub_1: "f32[4, 12]" = torch.ops.aten.sub.Tensor(addmm, mean);  addmm = mean = None
        mul_6: "f32[4, 1]" = torch.ops.aten.mul.Scalar(sum_3, 0.18181818181818182);  sum_3 = None
        mul_7: "f32[4, 12]" = torch.ops.aten.mul.Tensor(mul_6, sub_1);  mul_6 = sub_1 = None
        expand_1: "f32[4, 12]" = torch.ops.aten.expand.default(neg, [4, 12]);  neg = None
        div: "f32[4, 12]" = torch.ops.aten.div.Scalar(expand_1, 12);  expand_1 = None
        add_2: "f32[4, 12]" = torch.ops.aten.add.Tensor(mul_7, div);  mul_7 = div = None
        new_zeros: "f32[4, 6]" = torch.ops.aten.new_zeros.default(sum_4, [4, 6])
        scatter: "f32[4, 6]" = torch.ops.aten.scatter.src(new_zeros, 1, getitem_7, sum_4);  new_zeros = getitem_7 = sum_4 = None
        new_zeros_1: "f32[4, 6]" = torch.ops.aten.new_zeros.default(slice_1, [4, 6])
        scatter_1: "f32[4, 6]" = torch.ops.aten.scatter.src(new_zeros_1, 1, getitem_5, slice_1);  new_zeros_1 = getitem_5 = slice_1 = None
        add_3: "f32[4, 6]" = torch.ops.aten.add.Tensor(scatter, scatter_1);  scatter = scatter_1 = None
        cat_1: "f32[4, 6]" = torch.ops.aten.cat.default([stack, mul_5], 1);  stack = mul_5 = None
        cat_2: "f32[4, 12]" = torch.ops.aten.cat.default([add_3, cat_1], 1);  add_3 = cat_1 = None
        add_4: "f32[4, 12]" = torch.ops.aten.add.Tensor(add_2, cat_2);  add_2 = cat_2 = None
        t_6: "f32[12, 4]" = torch.ops.aten.t.default(add_4)
        mm_2: "f32[12, 12]" = torch.ops.aten.mm.default(t_6, x_1);  t_6 = x_1 = None
        t_7: "f32[12, 12]" = torch.ops.aten.t.default(mm_2);  mm_2 = None
        sum_5: "f32[1, 12]" = torch.ops.aten.sum.dim_IntList(add_4, [0], True);  add_4 = None
        view_1: "f32[12]" = torch.ops.aten.view.default(sum_5, [12]);  sum_5 = None
        t_8: "f32[12, 12]" = torch.ops.aten.t.default(t_7);  t_7 = None
        return (getitem_16, t_8, view_1, getitem_19, getitem_20, t_5, view)
