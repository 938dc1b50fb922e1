class run_from_loss(torch.nn.Module):
    def forward(self, loss_1: "f32[]"):
        # No stacktrace found for following nodes
        ones_like: "f32[]" = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
        _tensor_constant0: "f32[4, 3]" = self._tensor_constant0
        _tensor_constant1: "i64[4]" = self._tensor_constant1
        _tensor_constant2: "f32[]" = self._tensor_constant2
        nll_loss_backward: "f32[4, 3]" = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
        _tensor_constant3: "f32[4, 3]" = self._tensor_constant3
        detach: "f32[4, 3]" = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
        _log_softmax_backward_data: "f32[4, 3]" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
        _tensor_constant4: "f32[6, 3]" = self._tensor_constant4
        t: "f32[3, 6]" = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
        mm: "f32[4, 6]" = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  t = None
        t_1: "f32[3, 4]" = torch.ops.aten.t.default(_log_softmax_backward_data)
        _tensor_constant5: "f32[4, 6]" = self._tensor_constant5
        mm_1: "f32[3, 6]" = torch.ops.aten.mm.default(t_1, _tensor_constant5);  t_1 = _tensor_constant5 = None
        t_2: "f32[6, 3]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
        view: "f32[3]" = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
        t_3: "f32[3, 6]" = torch.ops.aten.t.default(t_2);  t_2 = None
        _tensor_constant6: "f32[4, 6]" = self._tensor_constant6
        _tensor_constant7: "f32[4, 1]" = self._tensor_constant7
        _tensor_constant8: "f32[4, 1]" = self._tensor_constant8
        _param_constant0: "f32[6]" = self._param_constant0
        _param_constant1: "f32[6]" = self._param_constant1
        native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(mm, _tensor_constant6, [6], _tensor_constant7, _tensor_constant8, _param_constant0, _param_constant1, [True, True, True]);  mm = _tensor_constant6 = _tensor_constant7 = _tensor_constant8 = _param_constant0 = _param_constant1 = None
        getitem: "f32[4, 6]" = native_layer_norm_backward[0]
        getitem_1: "f32[6]" = native_layer_norm_backward[1]
        getitem_2: "f32[6]" = native_layer_norm_backward[2];  native_layer_norm_backward = None
        sum_2: "f32[4, 1]" = torch.ops.aten.sum.dim_IntList(getitem, [1], True)
        _tensor_constant9: "f32[4, 1]" = self._tensor_constant9
        mul: "f32[4, 1]" = torch.ops.aten.mul.Tensor(sum_2, _tensor_constant9);  _tensor_constant9 = None
        _tensor_constant10: "f32[4, 1]" = self._tensor_constant10
        mul_1: "f32[4, 1]" = torch.ops.aten.mul.Tensor(sum_2, _tensor_constant10);  sum_2 = _tensor_constant10 = None
        squeeze: "f32[4]" = torch.ops.aten.squeeze.dim(mul, 1);  mul = None
        squeeze_1: "f32[4]" = torch.ops.aten.squeeze.dim(mul_1, 1);  mul_1 = None
        sum_3: "f32[4, 1]" = torch.ops.aten.sum.dim_IntList(getitem, [1], True)
        neg: "f32[4, 1]" = torch.ops.aten.neg.default(sum_3)
        slice_1: "f32[4, 3]" = torch.ops.aten.slice.Tensor(getitem, 1, 0, 3)
        slice_2: "f32[4, 3]" = torch.ops.aten.slice.Tensor(getitem, 1, 3, 6);  getitem = None
        _tensor_constant11: "f32[4, 3]" = self._tensor_constant11
        mul_2: "f32[4, 3]" = torch.ops.aten.mul.Tensor(slice_2, _tensor_constant11);  _tensor_constant11 = None
        _tensor_constant12: "f32[4, 1]" = self._tensor_constant12
        mul_3: "f32[4, 3]" = torch.ops.aten.mul.Tensor(slice_2, _tensor_constant12);  slice_2 = _tensor_constant12 = None
        sum_4: "f32[4, 1]" = torch.ops.aten.sum.dim_IntList(mul_2, [1], True);  mul_2 = None
        zeros: "f32[]" = torch.ops.aten.zeros.default([], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        expand: "f32[4]" = torch.ops.aten.expand.default(zeros, [4]);  zeros = None
        stack: "f32[4, 3]" = torch.ops.aten.stack.default([squeeze_1, expand, squeeze], 1);  squeeze_1 = expand = squeeze = None
        _tensor_constant13: "f32[4, 12]" = self._tensor_constant13
        mean: "f32[4, 1]" = torch.ops.aten.mean.dim(_tensor_constant13, [1], True);  _tensor_constant13 = None
        _tensor_constant13_1: "f32[4, 12]" = self._tensor_constant13
        sub: "f32[4, 12]" = torch.ops.aten.sub.Tensor(_tensor_constant13_1, mean);  _tensor_constant13_1 = mean = None
        mul_4: "f32[4, 1]" = torch.ops.aten.mul.Scalar(sum_3, 0.18181818181818182);  sum_3 = None
        mul_5: "f32[4, 12]" = torch.ops.aten.mul.Tensor(mul_4, sub);  mul_4 = sub = None
        expand_1: "f32[4, 12]" = torch.ops.aten.expand.default(neg, [4, 12]);  neg = None
        div: "f32[4, 12]" = torch.ops.aten.div.Scalar(expand_1, 12);  expand_1 = None
        add: "f32[4, 12]" = torch.ops.aten.add.Tensor(mul_5, div);  mul_5 = div = None
        new_zeros: "f32[4, 6]" = torch.ops.aten.new_zeros.default(sum_4, [4, 6])
        _tensor_constant14: "i64[4, 1]" = self._tensor_constant14
        scatter: "f32[4, 6]" = torch.ops.aten.scatter.src(new_zeros, 1, _tensor_constant14, sum_4);  new_zeros = _tensor_constant14 = sum_4 = None
        new_zeros_1: "f32[4, 6]" = torch.ops.aten.new_zeros.default(slice_1, [4, 6])
        _tensor_constant15: "i64[4, 3]" = self._tensor_constant15
        scatter_1: "f32[4, 6]" = torch.ops.aten.scatter.src(new_zeros_1, 1, _tensor_constant15, slice_1);  new_zeros_1 = _tensor_constant15 = slice_1 = None
        add_1: "f32[4, 6]" = torch.ops.aten.add.Tensor(scatter, scatter_1);  scatter = scatter_1 = None
        cat: "f32[4, 6]" = torch.ops.aten.cat.default([stack, mul_3], 1);  stack = mul_3 = None
        cat_1: "f32[4, 12]" = torch.ops.aten.cat.default([add_1, cat], 1);  add_1 = cat = None
        add_2: "f32[4, 12]" = torch.ops.aten.add.Tensor(add, cat_1);  add = cat_1 = None
        t_4: "f32[12, 4]" = torch.ops.aten.t.default(add_2)
        _tensor_constant16: "f32[4, 12]" = self._tensor_constant16
        mm_2: "f32[12, 12]" = torch.ops.aten.mm.default(t_4, _tensor_constant16);  t_4 = _tensor_constant16 = None
        t_5: "f32[12, 12]" = torch.ops.aten.t.default(mm_2);  mm_2 = None
        sum_5: "f32[1, 12]" = torch.ops.aten.sum.dim_IntList(add_2, [0], True);  add_2 = None
        view_1: "f32[12]" = torch.ops.aten.view.default(sum_5, [12]);  sum_5 = None
        t_6: "f32[12, 12]" = torch.ops.aten.t.default(t_5);  t_5 = None
        return (t_6, view_1, getitem_1, getitem_2, t_3, view)
