class run_from_loss(torch.nn.Module):
    def forward(self, loss_1: "f32[]"):
        # No stacktrace found for following nodes
        ones_like: "f32[]" = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
        _tensor_constant0: "f32[2, 3]" = self._tensor_constant0
        _tensor_constant1: "i64[2]" = self._tensor_constant1
        _tensor_constant2: "f32[]" = self._tensor_constant2
        nll_loss_backward: "f32[2, 3]" = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
        _tensor_constant3: "f32[2, 3]" = self._tensor_constant3
        detach: "f32[2, 3]" = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
        _log_softmax_backward_data: "f32[2, 3]" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
        _tensor_constant4: "f32[4, 3]" = self._tensor_constant4
        t: "f32[3, 4]" = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
        mm: "f32[2, 4]" = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  t = None
        t_1: "f32[3, 2]" = torch.ops.aten.t.default(_log_softmax_backward_data)
        _tensor_constant5: "f32[2, 4]" = self._tensor_constant5
        mm_1: "f32[3, 4]" = torch.ops.aten.mm.default(t_1, _tensor_constant5);  t_1 = _tensor_constant5 = None
        t_2: "f32[4, 3]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
        view: "f32[3]" = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
        t_3: "f32[3, 4]" = torch.ops.aten.t.default(t_2);  t_2 = None
        unsqueeze: "f32[2, 4, 1]" = torch.ops.aten.unsqueeze.default(mm, 2);  mm = None
        unsqueeze_1: "f32[2, 4, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze, 3);  unsqueeze = None
        expand: "f32[2, 4, 4, 4]" = torch.ops.aten.expand.default(unsqueeze_1, [2, 4, 4, 4]);  unsqueeze_1 = None
        div: "f32[2, 4, 4, 4]" = torch.ops.aten.div.Scalar(expand, 16);  expand = None
        _tensor_constant6: "f32[2, 4, 4, 4]" = self._tensor_constant6
        _tensor_constant7: "f32[2, 4, 4, 4]" = self._tensor_constant7
        div_1: "f32[2, 4, 4, 4]" = torch.ops.aten.div.Tensor(_tensor_constant6, _tensor_constant7);  _tensor_constant6 = _tensor_constant7 = None
        _tensor_constant7_1: "f32[2, 4, 4, 4]" = self._tensor_constant7
        div_2: "f32[2, 4, 4, 4]" = torch.ops.aten.div.Tensor(div_1, _tensor_constant7_1);  div_1 = _tensor_constant7_1 = None
        neg: "f32[2, 4, 4, 4]" = torch.ops.aten.neg.default(div)
        mul: "f32[2, 4, 4, 4]" = torch.ops.aten.mul.Tensor(neg, div_2);  neg = div_2 = None
        _tensor_constant7_2: "f32[2, 4, 4, 4]" = self._tensor_constant7
        div_3: "f32[2, 4, 4, 4]" = torch.ops.aten.div.Tensor(div, _tensor_constant7_2);  div = _tensor_constant7_2 = None
        _tensor_constant8: "f32[2, 4, 4, 4]" = self._tensor_constant8
        pow_1: "f32[2, 4, 4, 4]" = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant8, -0.25);  _tensor_constant8 = None
        mul_1: "f32[2, 4, 4, 4]" = torch.ops.aten.mul.Scalar(pow_1, 0.75);  pow_1 = None
        mul_2: "f32[2, 4, 4, 4]" = torch.ops.aten.mul.Tensor(mul, mul_1);  mul = mul_1 = None
        mul_3: "f32[2, 4, 4, 4]" = torch.ops.aten.mul.Tensor(mul_2, 0.01);  mul_2 = None
        view_1: "f32[2, 4, 4, 4]" = torch.ops.aten.view.default(mul_3, [2, 4, 4, 4]);  mul_3 = None
        unsqueeze_2: "f32[2, 1, 4, 4, 4]" = torch.ops.aten.unsqueeze.default(view_1, 1);  view_1 = None
        _tensor_constant9: "f32[2, 1, 6, 4, 4]" = self._tensor_constant9
        avg_pool3d_backward: "f32[2, 1, 6, 4, 4]" = torch.ops.aten.avg_pool3d_backward.default(unsqueeze_2, _tensor_constant9, [3, 1, 1], [1, 1, 1], [0, 0, 0], False, True, None);  unsqueeze_2 = _tensor_constant9 = None
        constant_pad_nd: "f32[2, 1, 4, 4, 4]" = torch.ops.aten.constant_pad_nd.default(avg_pool3d_backward, [0, 0, 0, 0, -1, -1]);  avg_pool3d_backward = None
        view_2: "f32[2, 4, 4, 4]" = torch.ops.aten.view.default(constant_pad_nd, [2, 4, 4, 4]);  constant_pad_nd = None
        _tensor_constant6_1: "f32[2, 4, 4, 4]" = self._tensor_constant6
        mul_4: "f32[2, 4, 4, 4]" = torch.ops.aten.mul.Tensor(view_2, _tensor_constant6_1);  _tensor_constant6_1 = None
        _tensor_constant6_2: "f32[2, 4, 4, 4]" = self._tensor_constant6
        mul_5: "f32[2, 4, 4, 4]" = torch.ops.aten.mul.Tensor(view_2, _tensor_constant6_2);  view_2 = _tensor_constant6_2 = None
        add: "f32[2, 4, 4, 4]" = torch.ops.aten.add.Tensor(div_3, mul_5);  div_3 = mul_5 = None
        add_1: "f32[2, 4, 4, 4]" = torch.ops.aten.add.Tensor(add, mul_4);  add = mul_4 = None
        _tensor_constant10: "f32[2, 4, 4, 4]" = self._tensor_constant10
        _param_constant0: "f32[4, 4, 3, 3]" = self._param_constant0
        convolution_backward = torch.ops.aten.convolution_backward.default(add_1, _tensor_constant10, _param_constant0, [4], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, False, False]);  add_1 = _tensor_constant10 = _param_constant0 = None
        getitem: "f32[2, 4, 4, 4]" = convolution_backward[0]
        getitem_1 = convolution_backward[1];  getitem_1 = None
        getitem_2 = convolution_backward[2];  convolution_backward = getitem_2 = None
        _tensor_constant11: "i64[2, 4, 2, 2]" = self._tensor_constant11
        view_3: "i64[2, 4, 4]" = torch.ops.aten.view.default(_tensor_constant11, [2, 4, -1]);  _tensor_constant11 = None
        view_4: "f32[2, 4, 16]" = torch.ops.aten.view.default(getitem, [2, 4, -1]);  getitem = None
        gather: "f32[2, 4, 4]" = torch.ops.aten.gather.default(view_4, -1, view_3);  view_4 = view_3 = None
        view_5: "f32[2, 4, 2, 2]" = torch.ops.aten.view.default(gather, [2, 4, 2, 2]);  gather = None
        _tensor_constant12: "f32[2, 4, 2, 2]" = self._tensor_constant12
        detach_1: "f32[2, 4, 2, 2]" = torch.ops.aten.detach.default(_tensor_constant12);  _tensor_constant12 = None
        tanh_backward: "f32[2, 4, 2, 2]" = torch.ops.aten.tanh_backward.default(view_5, detach_1);  view_5 = detach_1 = None
        view_6: "f32[1, 8, 2, 2]" = torch.ops.aten.view.default(tanh_backward, [1, 8, 2, 2]);  tanh_backward = None
        _tensor_constant13: "f32[1, 8, 2, 2]" = self._tensor_constant13
        _tensor_constant14: "f32[8]" = self._tensor_constant14
        _tensor_constant15: "f32[8]" = self._tensor_constant15
        _tensor_constant16: "f32[8]" = self._tensor_constant16
        native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(view_6, _tensor_constant13, _tensor_constant14, None, None, _tensor_constant15, _tensor_constant16, True, 1e-05, [False, True, True]);  view_6 = _tensor_constant13 = _tensor_constant14 = _tensor_constant15 = _tensor_constant16 = None
        getitem_3 = native_batch_norm_backward[0];  getitem_3 = None
        getitem_4: "f32[8]" = native_batch_norm_backward[1]
        getitem_5: "f32[8]" = native_batch_norm_backward[2];  native_batch_norm_backward = None
        view_7: "f32[2, 4]" = torch.ops.aten.view.default(getitem_5, [2, 4]);  getitem_5 = None
        sum_2: "f32[4]" = torch.ops.aten.sum.dim_IntList(view_7, [0]);  view_7 = None
        view_8: "f32[2, 4]" = torch.ops.aten.view.default(getitem_4, [2, 4]);  getitem_4 = None
        sum_3: "f32[4]" = torch.ops.aten.sum.dim_IntList(view_8, [0]);  view_8 = None
        return (sum_3, sum_2, t_3, view)
