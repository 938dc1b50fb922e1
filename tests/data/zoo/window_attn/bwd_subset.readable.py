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
        _tensor_constant4: "f32[8, 3]" = self._tensor_constant4
        t: "f32[3, 8]" = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
        mm: "f32[2, 8]" = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  t = None
        t_1: "f32[3, 2]" = torch.ops.aten.t.default(_log_softmax_backward_data)
        _tensor_constant5: "f32[2, 8]" = self._tensor_constant5
        mm_1: "f32[3, 8]" = torch.ops.aten.mm.default(t_1, _tensor_constant5);  t_1 = _tensor_constant5 = None
        t_2: "f32[8, 3]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
        view: "f32[3]" = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
        t_3: "f32[3, 8]" = torch.ops.aten.t.default(t_2);  t_2 = None
        unsqueeze: "f32[2, 1, 8]" = torch.ops.aten.unsqueeze.default(mm, 1);  mm = None
        expand: "f32[2, 9, 8]" = torch.ops.aten.expand.default(unsqueeze, [2, 9, 8]);  unsqueeze = None
        div: "f32[2, 9, 8]" = torch.ops.aten.div.Scalar(expand, 9);  expand = None
        select: "f32[2, 8]" = torch.ops.aten.select.int(div, 1, 0)
        select_1: "f32[2, 8]" = torch.ops.aten.select.int(div, 1, 1)
        select_2: "f32[2, 8]" = torch.ops.aten.select.int(div, 1, 2)
        select_3: "f32[2, 8]" = torch.ops.aten.select.int(div, 1, 3)
        select_4: "f32[2, 8]" = torch.ops.aten.select.int(div, 1, 4)
        select_5: "f32[2, 8]" = torch.ops.aten.select.int(div, 1, 5)
        select_6: "f32[2, 8]" = torch.ops.aten.select.int(div, 1, 6)
        select_7: "f32[2, 8]" = torch.ops.aten.select.int(div, 1, 7)
        select_8: "f32[2, 8]" = torch.ops.aten.select.int(div, 1, 8);  div = None
        unsqueeze_1: "f32[2, 1, 8]" = torch.ops.aten.unsqueeze.default(select_8, 1);  select_8 = None
        unsqueeze_2: "f32[2, 1, 1, 8]" = torch.ops.aten.unsqueeze.default(unsqueeze_1, 2);  unsqueeze_1 = None
        expand_1: "f32[2, 1, 1, 8]" = torch.ops.aten.expand.default(unsqueeze_2, [2, 1, 1, 8]);  unsqueeze_2 = None
        slice_backward: "f32[2, 1, 6, 8]" = torch.ops.aten.slice_backward.default(expand_1, [2, 1, 6, 8], 2, -1, 9223372036854775807, 1);  expand_1 = None
        slice_backward_1: "f32[2, 6, 6, 8]" = torch.ops.aten.slice_backward.default(slice_backward, [2, 6, 6, 8], 1, -1, 9223372036854775807, 1);  slice_backward = None
        unsqueeze_3: "f32[2, 1, 8]" = torch.ops.aten.unsqueeze.default(select_7, 1);  select_7 = None
        unsqueeze_4: "f32[2, 1, 1, 8]" = torch.ops.aten.unsqueeze.default(unsqueeze_3, 2);  unsqueeze_3 = None
        expand_2: "f32[2, 1, 2, 8]" = torch.ops.aten.expand.default(unsqueeze_4, [2, 1, 2, 8]);  unsqueeze_4 = None
        slice_backward_2: "f32[2, 1, 6, 8]" = torch.ops.aten.slice_backward.default(expand_2, [2, 1, 6, 8], 2, -3, -1, 1);  expand_2 = None
        slice_backward_3: "f32[2, 6, 6, 8]" = torch.ops.aten.slice_backward.default(slice_backward_2, [2, 6, 6, 8], 1, -1, 9223372036854775807, 1);  slice_backward_2 = None
        add: "f32[2, 6, 6, 8]" = torch.ops.aten.add.Tensor(slice_backward_1, slice_backward_3);  slice_backward_1 = slice_backward_3 = None
        unsqueeze_5: "f32[2, 1, 8]" = torch.ops.aten.unsqueeze.default(select_6, 1);  select_6 = None
        unsqueeze_6: "f32[2, 1, 1, 8]" = torch.ops.aten.unsqueeze.default(unsqueeze_5, 2);  unsqueeze_5 = None
        expand_3: "f32[2, 1, 3, 8]" = torch.ops.aten.expand.default(unsqueeze_6, [2, 1, 3, 8]);  unsqueeze_6 = None
        slice_backward_4: "f32[2, 1, 6, 8]" = torch.ops.aten.slice_backward.default(expand_3, [2, 1, 6, 8], 2, 0, -3, 1);  expand_3 = None
        slice_backward_5: "f32[2, 6, 6, 8]" = torch.ops.aten.slice_backward.default(slice_backward_4, [2, 6, 6, 8], 1, -1, 9223372036854775807, 1);  slice_backward_4 = None
        add_1: "f32[2, 6, 6, 8]" = torch.ops.aten.add.Tensor(add, slice_backward_5);  add = slice_backward_5 = None
        unsqueeze_7: "f32[2, 1, 8]" = torch.ops.aten.unsqueeze.default(select_5, 1);  select_5 = None
        unsqueeze_8: "f32[2, 1, 1, 8]" = torch.ops.aten.unsqueeze.default(unsqueeze_7, 2);  unsqueeze_7 = None
        expand_4: "f32[2, 2, 1, 8]" = torch.ops.aten.expand.default(unsqueeze_8, [2, 2, 1, 8]);  unsqueeze_8 = None
        slice_backward_6: "f32[2, 2, 6, 8]" = torch.ops.aten.slice_backward.default(expand_4, [2, 2, 6, 8], 2, -1, 9223372036854775807, 1);  expand_4 = None
        slice_backward_7: "f32[2, 6, 6, 8]" = torch.ops.aten.slice_backward.default(slice_backward_6, [2, 6, 6, 8], 1, -3, -1, 1);  slice_backward_6 = None
        add_2: "f32[2, 6, 6, 8]" = torch.ops.aten.add.Tensor(add_1, slice_backward_7);  add_1 = slice_backward_7 = None
        unsqueeze_9: "f32[2, 1, 8]" = torch.ops.aten.unsqueeze.default(select_4, 1);  select_4 = None
        unsqueeze_10: "f32[2, 1, 1, 8]" = torch.ops.aten.unsqueeze.default(unsqueeze_9, 2);  unsqueeze_9 = None
        expand_5: "f32[2, 2, 2, 8]" = torch.ops.aten.expand.default(unsqueeze_10, [2, 2, 2, 8]);  unsqueeze_10 = None
        slice_backward_8: "f32[2, 2, 6, 8]" = torch.ops.aten.slice_backward.default(expand_5, [2, 2, 6, 8], 2, -3, -1, 1);  expand_5 = None
        slice_backward_9: "f32[2, 6, 6, 8]" = torch.ops.aten.slice_backward.default(slice_backward_8, [2, 6, 6, 8], 1, -3, -1, 1);  slice_backward_8 = None
        add_3: "f32[2, 6, 6, 8]" = torch.ops.aten.add.Tensor(add_2, slice_backward_9);  add_2 = slice_backward_9 = None
        unsqueeze_11: "f32[2, 1, 8]" = torch.ops.aten.unsqueeze.default(select_3, 1);  select_3 = None
        unsqueeze_12: "f32[2, 1, 1, 8]" = torch.ops.aten.unsqueeze.default(unsqueeze_11, 2);  unsqueeze_11 = None
        expand_6: "f32[2, 2, 3, 8]" = torch.ops.aten.expand.default(unsqueeze_12, [2, 2, 3, 8]);  unsqueeze_12 = None
        slice_backward_10: "f32[2, 2, 6, 8]" = torch.ops.aten.slice_backward.default(expand_6, [2, 2, 6, 8], 2, 0, -3, 1);  expand_6 = None
        slice_backward_11: "f32[2, 6, 6, 8]" = torch.ops.aten.slice_backward.default(slice_backward_10, [2, 6, 6, 8], 1, -3, -1, 1);  slice_backward_10 = None
        add_4: "f32[2, 6, 6, 8]" = torch.ops.aten.add.Tensor(add_3, slice_backward_11);  add_3 = slice_backward_11 = None
        unsqueeze_13: "f32[2, 1, 8]" = torch.ops.aten.unsqueeze.default(select_2, 1);  select_2 = None
        unsqueeze_14: "f32[2, 1, 1, 8]" = torch.ops.aten.unsqueeze.default(unsqueeze_13, 2);  unsqueeze_13 = None
        expand_7: "f32[2, 3, 1, 8]" = torch.ops.aten.expand.default(unsqueeze_14, [2, 3, 1, 8]);  unsqueeze_14 = None
        slice_backward_12: "f32[2, 3, 6, 8]" = torch.ops.aten.slice_backward.default(expand_7, [2, 3, 6, 8], 2, -1, 9223372036854775807, 1);  expand_7 = None
        slice_backward_13: "f32[2, 6, 6, 8]" = torch.ops.aten.slice_backward.default(slice_backward_12, [2, 6, 6, 8], 1, 0, -3, 1);  slice_backward_12 = None
        add_5: "f32[2, 6, 6, 8]" = torch.ops.aten.add.Tensor(add_4, slice_backward_13);  add_4 = slice_backward_13 = None
        unsqueeze_15: "f32[2, 1, 8]" = torch.ops.aten.unsqueeze.default(select_1, 1);  select_1 = None
        unsqueeze_16: "f32[2, 1, 1, 8]" = torch.ops.aten.unsqueeze.default(unsqueeze_15, 2);  unsqueeze_15 = None
        expand_8: "f32[2, 3, 2, 8]" = torch.ops.aten.expand.default(unsqueeze_16, [2, 3, 2, 8]);  unsqueeze_16 = None
        slice_backward_14: "f32[2, 3, 6, 8]" = torch.ops.aten.slice_backward.default(expand_8, [2, 3, 6, 8], 2, -3, -1, 1);  expand_8 = None
        slice_backward_15: "f32[2, 6, 6, 8]" = torch.ops.aten.slice_backward.default(slice_backward_14, [2, 6, 6, 8], 1, 0, -3, 1);  slice_backward_14 = None
        add_6: "f32[2, 6, 6, 8]" = torch.ops.aten.add.Tensor(add_5, slice_backward_15);  add_5 = slice_backward_15 = None
        unsqueeze_17: "f32[2, 1, 8]" = torch.ops.aten.unsqueeze.default(select, 1);  select = None
        unsqueeze_18: "f32[2, 1, 1, 8]" = torch.ops.aten.unsqueeze.default(unsqueeze_17, 2);  unsqueeze_17 = None
        expand_9: "f32[2, 3, 3, 8]" = torch.ops.aten.expand.default(unsqueeze_18, [2, 3, 3, 8]);  unsqueeze_18 = None
        slice_backward_16: "f32[2, 3, 6, 8]" = torch.ops.aten.slice_backward.default(expand_9, [2, 3, 6, 8], 2, 0, -3, 1);  expand_9 = None
        slice_backward_17: "f32[2, 6, 6, 8]" = torch.ops.aten.slice_backward.default(slice_backward_16, [2, 6, 6, 8], 1, 0, -3, 1);  slice_backward_16 = None
        add_7: "f32[2, 6, 6, 8]" = torch.ops.aten.add.Tensor(add_6, slice_backward_17);  add_6 = slice_backward_17 = None
        roll: "f32[2, 6, 6, 8]" = torch.ops.aten.roll.default(add_7, [-1, -1], [2, 1]);  add_7 = None
        view_1: "f32[2, 2, 3, 2, 3, 8]" = torch.ops.aten.view.default(roll, [2, 2, 3, 2, 3, 8]);  roll = None
        permute: "f32[2, 2, 2, 3, 3, 8]" = torch.ops.aten.permute.default(view_1, [0, 1, 3, 2, 4, 5]);  view_1 = None
        clone: "f32[2, 2, 2, 3, 3, 8]" = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format);  permute = None
        _unsafe_view: "f32[8, 9, 8]" = torch.ops.aten._unsafe_view.default(clone, [8, 9, 8]);  clone = None
        view_2: "f32[72, 8]" = torch.ops.aten.view.default(_unsafe_view, [72, 8]);  _unsafe_view = None
        t_4: "f32[8, 72]" = torch.ops.aten.t.default(view_2)
        _tensor_constant6: "f32[72, 8]" = self._tensor_constant6
        mm_2: "f32[8, 8]" = torch.ops.aten.mm.default(t_4, _tensor_constant6);  t_4 = _tensor_constant6 = None
        t_5: "f32[8, 8]" = torch.ops.aten.t.default(mm_2);  mm_2 = None
        sum_2: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(view_2, [0], True);  view_2 = None
        view_3: "f32[8]" = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
        t_6: "f32[8, 8]" = torch.ops.aten.t.default(t_5);  t_5 = None
        return (t_6, view_3, t_3, view)
