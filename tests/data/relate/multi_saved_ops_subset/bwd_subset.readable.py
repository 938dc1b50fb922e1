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
        _tensor_constant4: "f32[19, 3]" = self._tensor_constant4
        t: "f32[3, 19]" = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
        mm: "f32[2, 19]" = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  _log_softmax_backward_data = t = None
        slice_1: "f32[2, 3]" = torch.ops.aten.slice.Tensor(mm, 1, 0, 3)
        slice_2: "f32[2, 3]" = torch.ops.aten.slice.Tensor(mm, 1, 3, 6);  slice_2 = None
        slice_3: "f32[2, 3]" = torch.ops.aten.slice.Tensor(mm, 1, 6, 9)
        slice_4: "f32[2, 3]" = torch.ops.aten.slice.Tensor(mm, 1, 9, 12);  slice_4 = None
        slice_5: "f32[2, 3]" = torch.ops.aten.slice.Tensor(mm, 1, 12, 15);  slice_5 = None
        slice_6: "f32[2, 4]" = torch.ops.aten.slice.Tensor(mm, 1, 15, 19);  mm = None
        slice_7: "f32[2, 1]" = torch.ops.aten.slice.Tensor(slice_6, 1, 0, 1)
        slice_8: "f32[2, 1]" = torch.ops.aten.slice.Tensor(slice_6, 1, 1, 2);  slice_8 = None
        slice_9: "f32[2, 2]" = torch.ops.aten.slice.Tensor(slice_6, 1, 2, 4);  slice_6 = slice_9 = None
        sum_1: "f32[]" = torch.ops.aten.sum.default(slice_7);  slice_7 = None
        _tensor_constant5: "f32[2, 3]" = self._tensor_constant5
        detach_1: "f32[2, 3]" = torch.ops.aten.detach.default(_tensor_constant5);  _tensor_constant5 = None
        tanh_backward: "f32[2, 3]" = torch.ops.aten.tanh_backward.default(slice_1, detach_1);  slice_1 = detach_1 = None
        _tensor_constant6: "f32[2, 3]" = self._tensor_constant6
        t_1: "f32[3, 2]" = torch.ops.aten.t.default(_tensor_constant6);  _tensor_constant6 = None
        mm_1: "f32[3, 3]" = torch.ops.aten.mm.default(t_1, tanh_backward);  t_1 = tanh_backward = None
        _tensor_constant7: "f32[3, 1]" = self._tensor_constant7
        mul: "f32[3, 3]" = torch.ops.aten.mul.Tensor(mm_1, _tensor_constant7);  _tensor_constant7 = None
        _tensor_constant8: "f32[3]" = self._tensor_constant8
        mul_1: "f32[3, 3]" = torch.ops.aten.mul.Tensor(mm_1, _tensor_constant8);  _tensor_constant8 = None
        sum_2: "f32[3, 1]" = torch.ops.aten.sum.dim_IntList(mul_1, [1], True);  mul_1 = None
        sum_3: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(mul, [0], True);  mul = None
        view: "f32[3]" = torch.ops.aten.view.default(sum_3, [3]);  sum_3 = None
        view_1: "f32[3]" = torch.ops.aten.view.default(sum_2, [3]);  sum_2 = None
        _param_constant0: "f32[3]" = self._param_constant0
        mv: "f32[3]" = torch.ops.aten.mv.default(mm_1, _param_constant0);  _param_constant0 = None
        t_2: "f32[3, 3]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        _tensor_constant9: "f32[3]" = self._tensor_constant9
        mv_1: "f32[3]" = torch.ops.aten.mv.default(t_2, _tensor_constant9);  t_2 = _tensor_constant9 = None
        _param_constant1: "f32[3, 3]" = self._param_constant1
        t_3: "f32[3, 3]" = torch.ops.aten.t.default(_param_constant1);  _param_constant1 = None
        mv_2: "f32[3]" = torch.ops.aten.mv.default(t_3, view);  t_3 = view = None
        add: "f32[3]" = torch.ops.aten.add.Tensor(mv, mv_2);  mv = mv_2 = None
        _param_constant0_1: "f32[3]" = self._param_constant0
        mul_2: "f32[3]" = torch.ops.aten.mul.Tensor(sum_1, _param_constant0_1);  _param_constant0_1 = None
        _tensor_constant9_1: "f32[3]" = self._tensor_constant9
        mul_3: "f32[3]" = torch.ops.aten.mul.Tensor(sum_1, _tensor_constant9_1);  sum_1 = _tensor_constant9_1 = None
        add_1: "f32[3]" = torch.ops.aten.add.Tensor(add, mul_2);  add = mul_2 = None
        add_2: "f32[3]" = torch.ops.aten.add.Tensor(mv_1, mul_3);  mv_1 = mul_3 = None
        unsqueeze: "f32[1, 3]" = torch.ops.aten.unsqueeze.default(add_1, 0);  add_1 = None
        expand: "f32[2, 3]" = torch.ops.aten.expand.default(unsqueeze, [2, 3]);  unsqueeze = None
        div: "f32[2, 3]" = torch.ops.aten.div.Scalar(expand, 2);  expand = None
        add_3: "f32[2, 3]" = torch.ops.aten.add.Tensor(slice_3, div);  slice_3 = div = None
        scalar_tensor: "f32[]" = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        _tensor_constant10: "f32[2, 3]" = self._tensor_constant10
        _param_constant2: "f32[3]" = self._param_constant2
        lt: "b8[2, 3]" = torch.ops.aten.lt.Tensor(_tensor_constant10, _param_constant2);  _tensor_constant10 = _param_constant2 = None
        _param_constant2_1: "f32[3]" = self._param_constant2
        _param_constant3: "f32[3]" = self._param_constant3
        lt_1: "b8[3]" = torch.ops.aten.lt.Tensor(_param_constant2_1, _param_constant3);  _param_constant2_1 = _param_constant3 = None
        logical_and: "b8[2, 3]" = torch.ops.aten.logical_and.default(lt, lt_1);  lt = lt_1 = None
        where: "f32[2, 3]" = torch.ops.aten.where.self(logical_and, add_3, scalar_tensor);  logical_and = None
        _tensor_constant10_1: "f32[2, 3]" = self._tensor_constant10
        _param_constant3_1: "f32[3]" = self._param_constant3
        gt: "b8[2, 3]" = torch.ops.aten.gt.Tensor(_tensor_constant10_1, _param_constant3_1);  _tensor_constant10_1 = _param_constant3_1 = None
        _param_constant3_2: "f32[3]" = self._param_constant3
        _param_constant2_2: "f32[3]" = self._param_constant2
        lt_2: "b8[3]" = torch.ops.aten.lt.Tensor(_param_constant3_2, _param_constant2_2);  _param_constant3_2 = _param_constant2_2 = None
        logical_or: "b8[2, 3]" = torch.ops.aten.logical_or.default(gt, lt_2);  gt = lt_2 = None
        where_1: "f32[2, 3]" = torch.ops.aten.where.self(logical_or, add_3, scalar_tensor);  logical_or = add_3 = scalar_tensor = None
        sum_4: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(where, [0], True);  where = None
        view_2: "f32[3]" = torch.ops.aten.view.default(sum_4, [3]);  sum_4 = None
        sum_5: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(where_1, [0], True);  where_1 = None
        view_3: "f32[3]" = torch.ops.aten.view.default(sum_5, [3]);  sum_5 = None
        return (view_2, view_3, add_2, view_1)
