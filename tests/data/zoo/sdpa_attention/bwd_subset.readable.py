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
        _tensor_constant4: "f32[16, 3]" = self._tensor_constant4
        t: "f32[3, 16]" = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
        mm: "f32[2, 16]" = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  t = None
        t_1: "f32[3, 2]" = torch.ops.aten.t.default(_log_softmax_backward_data)
        _tensor_constant5: "f32[2, 16]" = self._tensor_constant5
        mm_1: "f32[3, 16]" = torch.ops.aten.mm.default(t_1, _tensor_constant5);  t_1 = _tensor_constant5 = None
        t_2: "f32[16, 3]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
        view: "f32[3]" = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
        t_3: "f32[3, 16]" = torch.ops.aten.t.default(t_2);  t_2 = None
        unsqueeze: "f32[2, 1, 16]" = torch.ops.aten.unsqueeze.default(mm, 1);  mm = None
        expand: "f32[2, 6, 16]" = torch.ops.aten.expand.default(unsqueeze, [2, 6, 16]);  unsqueeze = None
        div: "f32[2, 6, 16]" = torch.ops.aten.div.Scalar(expand, 6);  expand = None
        view_1: "f32[12, 16]" = torch.ops.aten.view.default(div, [12, 16]);  div = None
        _tensor_constant6: "f32[16, 16]" = self._tensor_constant6
        t_4: "f32[16, 16]" = torch.ops.aten.t.default(_tensor_constant6);  _tensor_constant6 = None
        mm_2: "f32[12, 16]" = torch.ops.aten.mm.default(view_1, t_4);  view_1 = t_4 = None
        view_2: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_2, [2, 6, 16]);  mm_2 = None
        view_3: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(view_2, [2, 6, 2, 8]);  view_2 = None
        transpose: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_3, 1, 2);  view_3 = None
        _tensor_constant7: "f32[2, 2, 6, 8]" = self._tensor_constant7
        detach_1: "f32[2, 2, 6, 8]" = torch.ops.aten.detach.default(_tensor_constant7);  _tensor_constant7 = None
        _tensor_constant8: "f32[2, 2, 6, 8]" = self._tensor_constant8
        _tensor_constant9: "f32[2, 2, 6, 8]" = self._tensor_constant9
        _tensor_constant10: "f32[2, 2, 6, 8]" = self._tensor_constant10
        _tensor_constant11: "f32[2, 2, 6]" = self._tensor_constant11
        _scaled_dot_product_flash_attention_for_cpu_backward = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(transpose, _tensor_constant8, _tensor_constant9, _tensor_constant10, detach_1, _tensor_constant11, 0.0, True, attn_mask = None);  transpose = _tensor_constant8 = _tensor_constant9 = _tensor_constant10 = detach_1 = _tensor_constant11 = None
        getitem: "f32[2, 2, 6, 8]" = _scaled_dot_product_flash_attention_for_cpu_backward[0]
        getitem_1: "f32[2, 2, 6, 8]" = _scaled_dot_product_flash_attention_for_cpu_backward[1]
        getitem_2: "f32[2, 2, 6, 8]" = _scaled_dot_product_flash_attention_for_cpu_backward[2];  _scaled_dot_product_flash_attention_for_cpu_backward = None
        transpose_1: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(getitem_2, 1, 2);  getitem_2 = None
        view_4: "f32[2, 6, 16]" = torch.ops.aten.view.default(transpose_1, [2, 6, 16]);  transpose_1 = None
        transpose_2: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(getitem_1, 1, 2);  getitem_1 = None
        view_5: "f32[2, 6, 16]" = torch.ops.aten.view.default(transpose_2, [2, 6, 16]);  transpose_2 = None
        transpose_3: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(getitem, 1, 2);  getitem = None
        view_6: "f32[2, 6, 16]" = torch.ops.aten.view.default(transpose_3, [2, 6, 16]);  transpose_3 = None
        cat: "f32[2, 6, 48]" = torch.ops.aten.cat.default([view_6, view_5, view_4], 2);  view_6 = view_5 = view_4 = None
        view_7: "f32[12, 48]" = torch.ops.aten.view.default(cat, [12, 48]);  cat = None
        _tensor_constant12: "f32[16, 48]" = self._tensor_constant12
        t_5: "f32[48, 16]" = torch.ops.aten.t.default(_tensor_constant12);  _tensor_constant12 = None
        mm_3: "f32[12, 16]" = torch.ops.aten.mm.default(view_7, t_5);  view_7 = t_5 = None
        view_8: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_3, [2, 6, 16]);  mm_3 = None
        _tensor_constant13: "f32[2, 6, 16]" = self._tensor_constant13
        _tensor_constant14: "f32[2, 6, 1]" = self._tensor_constant14
        _tensor_constant15: "f32[2, 6, 1]" = self._tensor_constant15
        _param_constant0: "f32[16]" = self._param_constant0
        _param_constant1: "f32[16]" = self._param_constant1
        native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(view_8, _tensor_constant13, [16], _tensor_constant14, _tensor_constant15, _param_constant0, _param_constant1, [False, True, True]);  view_8 = _tensor_constant13 = _tensor_constant14 = _tensor_constant15 = _param_constant0 = _param_constant1 = None
        getitem_3 = native_layer_norm_backward[0];  getitem_3 = None
        getitem_4: "f32[16]" = native_layer_norm_backward[1]
        getitem_5: "f32[16]" = native_layer_norm_backward[2];  native_layer_norm_backward = None
        return (getitem_4, getitem_5, t_3, view)
