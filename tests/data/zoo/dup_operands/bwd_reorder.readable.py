class run_from_loss(torch.nn.Module):
    def forward(self, loss_1: "f32[]"):
        # No stacktrace found for following nodes
        ones_like: "f32[]" = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
        _tensor_constant0: "f32[8, 3]" = self._tensor_constant0
        _tensor_constant1: "f32[8, 3]" = self._tensor_constant1
        mse_loss_backward: "f32[8, 3]" = torch.ops.aten.mse_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, 1);  ones_like = _tensor_constant0 = _tensor_constant1 = None
        _tensor_constant2: "f32[8, 3]" = self._tensor_constant2
        t: "f32[3, 8]" = torch.ops.aten.t.default(_tensor_constant2);  _tensor_constant2 = None
        mm: "f32[8, 8]" = torch.ops.aten.mm.default(mse_loss_backward, t);  t = None
        t_1: "f32[3, 8]" = torch.ops.aten.t.default(mse_loss_backward)
        _tensor_constant3: "f32[8, 8]" = self._tensor_constant3
        mm_1: "f32[3, 8]" = torch.ops.aten.mm.default(t_1, _tensor_constant3);  t_1 = _tensor_constant3 = None
        t_2: "f32[8, 3]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(mse_loss_backward, [0], True);  mse_loss_backward = None
        view: "f32[3]" = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
        t_3: "f32[3, 8]" = torch.ops.aten.t.default(t_2);  t_2 = None
        _tensor_constant4: "f32[8, 8]" = self._tensor_constant4
        detach: "f32[8, 8]" = torch.ops.aten.detach.default(_tensor_constant4);  _tensor_constant4 = None
        tanh_backward: "f32[8, 8]" = torch.ops.aten.tanh_backward.default(mm, detach);  mm = detach = None
        add: "f32[8, 8]" = torch.ops.aten.add.Tensor(tanh_backward, tanh_backward)
        _tensor_constant5: "f32[8, 8]" = self._tensor_constant5
        t_4: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant5);  _tensor_constant5 = None
        mm_2: "f32[8, 8]" = torch.ops.aten.mm.default(t_4, tanh_backward);  t_4 = None
        _tensor_constant6: "f32[8, 8]" = self._tensor_constant6
        t_5: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant6);  _tensor_constant6 = None
        mm_3: "f32[8, 8]" = torch.ops.aten.mm.default(tanh_backward, t_5);  tanh_backward = t_5 = None
        t_6: "f32[8, 8]" = torch.ops.aten.t.default(mm_3)
        _tensor_constant7: "f32[8, 8]" = self._tensor_constant7
        mm_4: "f32[8, 8]" = torch.ops.aten.mm.default(t_6, _tensor_constant7);  t_6 = _tensor_constant7 = None
        t_7: "f32[8, 8]" = torch.ops.aten.t.default(mm_4);  mm_4 = None
        _tensor_constant8: "f32[8, 8]" = self._tensor_constant8
        t_8: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant8);  _tensor_constant8 = None
        mm_5: "f32[8, 8]" = torch.ops.aten.mm.default(mm_3, t_8);  mm_3 = t_8 = None
        add_1: "f32[8, 8]" = torch.ops.aten.add.Tensor(add, mm_5);  add = mm_5 = None
        permute: "f32[8, 8]" = torch.ops.aten.permute.default(t_7, [1, 0]);  t_7 = None
        add_2: "f32[8, 8]" = torch.ops.aten.add.Tensor(add_1, permute);  add_1 = permute = None
        _tensor_constant7_1: "f32[8, 8]" = self._tensor_constant7
        mul: "f32[8, 8]" = torch.ops.aten.mul.Tensor(mm_2, _tensor_constant7_1);  _tensor_constant7_1 = None
        _tensor_constant7_2: "f32[8, 8]" = self._tensor_constant7
        mul_1: "f32[8, 8]" = torch.ops.aten.mul.Tensor(mm_2, _tensor_constant7_2);  mm_2 = _tensor_constant7_2 = None
        add_3: "f32[8, 8]" = torch.ops.aten.add.Tensor(add_2, mul_1);  add_2 = mul_1 = None
        add_4: "f32[8, 8]" = torch.ops.aten.add.Tensor(add_3, mul);  add_3 = mul = None
        t_9: "f32[8, 8]" = torch.ops.aten.t.default(add_4)
        _tensor_constant9: "f32[8, 8]" = self._tensor_constant9
        mm_6: "f32[8, 8]" = torch.ops.aten.mm.default(t_9, _tensor_constant9);  t_9 = _tensor_constant9 = None
        t_10: "f32[8, 8]" = torch.ops.aten.t.default(mm_6);  mm_6 = None
        sum_2: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(add_4, [0], True);  add_4 = None
        view_1: "f32[8]" = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
        t_11: "f32[8, 8]" = torch.ops.aten.t.default(t_10);  t_10 = None
        return (view, t_3, view_1, t_11)
