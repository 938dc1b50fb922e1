class run_from_loss(torch.nn.Module):
    def forward(self, loss_1: "f32[]"):
        # No stacktrace found for following nodes
        ones_like: "f32[]" = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
        _tensor_constant0: "f32[4]" = self._tensor_constant0
        _tensor_constant1: "f32[4]" = self._tensor_constant1
        mse_loss_backward: "f32[4]" = torch.ops.aten.mse_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, 1);  _tensor_constant0 = _tensor_constant1 = None
        select_backward: "f32[4, 2]" = torch.ops.aten.select_backward.default(mse_loss_backward, [4, 2], 1, 1);  mse_loss_backward = None
        _tensor_constant2: "f32[4]" = self._tensor_constant2
        _tensor_constant3: "f32[4]" = self._tensor_constant3
        binary_cross_entropy_backward: "f32[4]" = torch.ops.aten.binary_cross_entropy_backward.default(ones_like, _tensor_constant2, _tensor_constant3, None);  ones_like = _tensor_constant2 = _tensor_constant3 = None
        select_backward_1: "f32[4, 2]" = torch.ops.aten.select_backward.default(binary_cross_entropy_backward, [4, 2], 1, 0);  binary_cross_entropy_backward = None
        add: "f32[4, 2]" = torch.ops.aten.add.Tensor(select_backward, select_backward_1);  select_backward = select_backward_1 = None
        slice_1: "f32[4, 1]" = torch.ops.aten.slice.Tensor(add, 1, 0, 1)
        slice_2: "f32[4, 1]" = torch.ops.aten.slice.Tensor(add, 1, 1, 2);  add = None
        _tensor_constant4: "f32[4, 1]" = self._tensor_constant4
        t: "f32[1, 4]" = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
        mm: "f32[4, 4]" = torch.ops.aten.mm.default(slice_2, t);  slice_2 = t = None
        _tensor_constant5: "f32[4, 4]" = self._tensor_constant5
        detach: "f32[4, 4]" = torch.ops.aten.detach.default(_tensor_constant5);  _tensor_constant5 = None
        threshold_backward: "f32[4, 4]" = torch.ops.aten.threshold_backward.default(mm, detach, 0);  mm = detach = None
        _tensor_constant6: "f32[8, 4]" = self._tensor_constant6
        t_1: "f32[4, 8]" = torch.ops.aten.t.default(_tensor_constant6);  _tensor_constant6 = None
        mm_1: "f32[4, 8]" = torch.ops.aten.mm.default(threshold_backward, t_1);  threshold_backward = t_1 = None
        _tensor_constant7: "f32[4, 1]" = self._tensor_constant7
        detach_1: "f32[4, 1]" = torch.ops.aten.detach.default(_tensor_constant7);  _tensor_constant7 = None
        sigmoid_backward: "f32[4, 1]" = torch.ops.aten.sigmoid_backward.default(slice_1, detach_1);  slice_1 = detach_1 = None
        _tensor_constant8: "f32[4, 1]" = self._tensor_constant8
        t_2: "f32[1, 4]" = torch.ops.aten.t.default(_tensor_constant8);  _tensor_constant8 = None
        mm_2: "f32[4, 4]" = torch.ops.aten.mm.default(sigmoid_backward, t_2);  sigmoid_backward = t_2 = None
        _tensor_constant9: "f32[4, 4]" = self._tensor_constant9
        detach_2: "f32[4, 4]" = torch.ops.aten.detach.default(_tensor_constant9);  _tensor_constant9 = None
        threshold_backward_1: "f32[4, 4]" = torch.ops.aten.threshold_backward.default(mm_2, detach_2, 0);  mm_2 = detach_2 = None
        _tensor_constant10: "f32[8, 4]" = self._tensor_constant10
        t_3: "f32[4, 8]" = torch.ops.aten.t.default(_tensor_constant10);  _tensor_constant10 = None
        mm_3: "f32[4, 8]" = torch.ops.aten.mm.default(threshold_backward_1, t_3);  threshold_backward_1 = t_3 = None
        unsqueeze: "f32[4, 1, 8]" = torch.ops.aten.unsqueeze.default(mm_1, 1);  mm_1 = None
        view: "f32[4, 1, 8]" = torch.ops.aten.view.default(unsqueeze, [4, 1, 8]);  unsqueeze = None
        _tensor_constant11: "f32[4, 1, 3]" = self._tensor_constant11
        transpose: "f32[4, 3, 1]" = torch.ops.aten.transpose.int(_tensor_constant11, 1, 2);  _tensor_constant11 = None
        bmm: "f32[4, 3, 8]" = torch.ops.aten.bmm.default(transpose, view);  transpose = None
        _tensor_constant12: "f32[4, 3, 8]" = self._tensor_constant12
        transpose_1: "f32[4, 8, 3]" = torch.ops.aten.transpose.int(_tensor_constant12, 1, 2);  _tensor_constant12 = None
        bmm_1: "f32[4, 1, 3]" = torch.ops.aten.bmm.default(view, transpose_1);  view = transpose_1 = None
        view_1: "f32[4, 3, 8]" = torch.ops.aten.view.default(bmm, [4, 3, 8]);  bmm = None
        view_2: "f32[4, 1, 3]" = torch.ops.aten.view.default(bmm_1, [4, 1, 3]);  bmm_1 = None
        squeeze: "f32[4, 3]" = torch.ops.aten.squeeze.dim(view_2, 1);  view_2 = None
        _tensor_constant13: "f32[4, 3]" = self._tensor_constant13
        detach_3: "f32[4, 3]" = torch.ops.aten.detach.default(_tensor_constant13);  _tensor_constant13 = None
        _softmax_backward_data: "f32[4, 3]" = torch.ops.aten._softmax_backward_data.default(squeeze, detach_3, 1, torch.float32);  squeeze = detach_3 = None
        t_4: "f32[3, 4]" = torch.ops.aten.t.default(_softmax_backward_data);  _softmax_backward_data = None
        _tensor_constant14: "f32[4, 4]" = self._tensor_constant14
        mm_4: "f32[3, 4]" = torch.ops.aten.mm.default(t_4, _tensor_constant14);  t_4 = _tensor_constant14 = None
        t_5: "f32[4, 3]" = torch.ops.aten.t.default(mm_4);  mm_4 = None
        t_6: "f32[3, 4]" = torch.ops.aten.t.default(t_5);  t_5 = None
        unsqueeze_1: "f32[4, 1, 8]" = torch.ops.aten.unsqueeze.default(mm_3, 1);  mm_3 = None
        view_3: "f32[4, 1, 8]" = torch.ops.aten.view.default(unsqueeze_1, [4, 1, 8]);  unsqueeze_1 = None
        _tensor_constant15: "f32[4, 1, 3]" = self._tensor_constant15
        transpose_2: "f32[4, 3, 1]" = torch.ops.aten.transpose.int(_tensor_constant15, 1, 2);  _tensor_constant15 = None
        bmm_2: "f32[4, 3, 8]" = torch.ops.aten.bmm.default(transpose_2, view_3);  transpose_2 = view_3 = None
        view_4: "f32[4, 3, 8]" = torch.ops.aten.view.default(bmm_2, [4, 3, 8]);  bmm_2 = None
        add_1: "f32[4, 3, 8]" = torch.ops.aten.add.Tensor(view_1, view_4);  view_1 = view_4 = None
        select: "f32[4, 8]" = torch.ops.aten.select.int(add_1, 1, 0);  select = None
        select_1: "f32[4, 8]" = torch.ops.aten.select.int(add_1, 1, 1)
        select_2: "f32[4, 8]" = torch.ops.aten.select.int(add_1, 1, 2);  add_1 = select_2 = None
        _tensor_constant16: "f32[4, 8]" = self._tensor_constant16
        detach_4: "f32[4, 8]" = torch.ops.aten.detach.default(_tensor_constant16);  _tensor_constant16 = None
        threshold_backward_2: "f32[4, 8]" = torch.ops.aten.threshold_backward.default(select_1, detach_4, 0);  select_1 = detach_4 = None
        _tensor_constant17: "f32[8, 8]" = self._tensor_constant17
        t_7: "f32[8, 8]" = torch.ops.aten.t.default(_tensor_constant17);  _tensor_constant17 = None
        mm_5: "f32[4, 8]" = torch.ops.aten.mm.default(threshold_backward_2, t_7);  threshold_backward_2 = t_7 = None
        _tensor_constant18: "f32[4, 8]" = self._tensor_constant18
        detach_5: "f32[4, 8]" = torch.ops.aten.detach.default(_tensor_constant18);  _tensor_constant18 = None
        threshold_backward_3: "f32[4, 8]" = torch.ops.aten.threshold_backward.default(mm_5, detach_5, 0);  mm_5 = detach_5 = None
        t_8: "f32[8, 4]" = torch.ops.aten.t.default(threshold_backward_3);  threshold_backward_3 = None
        _tensor_constant19: "f32[4, 14]" = self._tensor_constant19
        mm_6: "f32[8, 14]" = torch.ops.aten.mm.default(t_8, _tensor_constant19);  t_8 = _tensor_constant19 = None
        t_9: "f32[14, 8]" = torch.ops.aten.t.default(mm_6);  mm_6 = None
        t_10: "f32[8, 14]" = torch.ops.aten.t.default(t_9);  t_9 = None
        return (t_10, t_6)
