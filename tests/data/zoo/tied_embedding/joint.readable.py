class traced(torch.nn.Module):
    def forward(self, ids_1: "i64[2, 6]", labels_1: "i64[2, 6]"):
        # No stacktrace found for following nodes
        _param_constant0: "f32[24, 8]" = self._param_constant0
        embedding: "f32[2, 6, 8]" = torch.ops.aten.embedding.default(_param_constant0, ids_1);  _param_constant0 = None
        view: "f32[12, 8]" = torch.ops.aten.view.default(embedding, [12, 8]);  embedding = None
        _param_constant1: "f32[8, 8]" = self._param_constant1
        t: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant1);  _param_constant1 = None
        _param_constant2: "f32[8]" = self._param_constant2
        addmm: "f32[12, 8]" = torch.ops.aten.addmm.default(_param_constant2, view, t);  _param_constant2 = None
        view_1: "f32[2, 6, 8]" = torch.ops.aten.view.default(addmm, [2, 6, 8]);  addmm = None
        tanh: "f32[2, 6, 8]" = torch.ops.aten.tanh.default(view_1);  view_1 = None
        detach: "f32[2, 6, 8]" = torch.ops.aten.detach.default(tanh)
        _param_constant0_1: "f32[24, 8]" = self._param_constant0
        t_1: "f32[8, 24]" = torch.ops.aten.t.default(_param_constant0_1);  _param_constant0_1 = None
        view_2: "f32[12, 8]" = torch.ops.aten.view.default(tanh, [12, 8]);  tanh = None
        mm: "f32[12, 24]" = torch.ops.aten.mm.default(view_2, t_1)
        _unsafe_view: "f32[2, 6, 24]" = torch.ops.aten._unsafe_view.default(mm, [2, 6, 24]);  mm = None
        view_3: "f32[12, 24]" = torch.ops.aten.view.default(_unsafe_view, [-1, 24]);  _unsafe_view = None
        view_4: "i64[12]" = torch.ops.aten.view.default(labels_1, [-1]);  labels_1 = None
        _log_softmax: "f32[12, 24]" = torch.ops.aten._log_softmax.default(view_3, 1, False);  view_3 = None
        detach_1: "f32[12, 24]" = torch.ops.aten.detach.default(_log_softmax)
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, view_4, None, 1, -100)
        getitem: "f32[]" = nll_loss_forward[0]
        getitem_1: "f32[]" = nll_loss_forward[1];  nll_loss_forward = None
        ones_like: "f32[]" = torch.ops.aten.ones_like.default(getitem, pin_memory = False, memory_format = torch.preserve_format)
        nll_loss_backward: "f32[12, 24]" = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, view_4, None, 1, -100, getitem_1);  ones_like = _log_softmax = view_4 = getitem_1 = None
        detach_2: "f32[12, 24]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        _log_softmax_backward_data: "f32[12, 24]" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_2, 1, torch.float32);  nll_loss_backward = detach_2 = None
        view_5: "f32[2, 6, 24]" = torch.ops.aten.view.default(_log_softmax_backward_data, [2, 6, 24]);  _log_softmax_backward_data = None
        view_6: "f32[12, 24]" = torch.ops.aten.view.default(view_5, [12, 24]);  view_5 = None
        t_2: "f32[24, 12]" = torch.ops.aten.t.default(view_6)
        mm_1: "f32[24, 8]" = torch.ops.aten.mm.default(t_2, view_2);  t_2 = view_2 = None
        t_3: "f32[8, 24]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        t_4: "f32[24, 8]" = torch.ops.aten.t.default(t_1);  t_1 = None
        mm_2: "f32[12, 8]" = torch.ops.aten.mm.default(view_6, t_4);  view_6 = t_4 = None
        view_7: "f32[2, 6, 8]" = torch.ops.aten.view.default(mm_2, [2, 6, 8]);  mm_2 = None
        t_5: "f32[24, 8]" = torch.ops.aten.t.default(t_3);  t_3 = None
        detach_3: "f32[2, 6, 8]" = torch.ops.aten.detach.default(detach);  detach = None
        tanh_backward: "f32[2, 6, 8]" = torch.ops.aten.tanh_backward.default(view_7, detach_3);  view_7 = detach_3 = None
        view_8: "f32[12, 8]" = torch.ops.aten.view.default(tanh_backward, [12, 8]);  tanh_backward = None
        t_6: "f32[8, 8]" = torch.ops.aten.t.default(t);  t = None
        mm_3: "f32[12, 8]" = torch.ops.aten.mm.default(view_8, t_6);  t_6 = None
        t_7: "f32[8, 12]" = torch.ops.aten.t.default(view_8)
        mm_4: "f32[8, 8]" = torch.ops.aten.mm.default(t_7, view);  t_7 = view = None
        t_8: "f32[8, 8]" = torch.ops.aten.t.default(mm_4);  mm_4 = None
        sum_1: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(view_8, [0], True);  view_8 = None
        view_9: "f32[8]" = torch.ops.aten.view.default(sum_1, [8]);  sum_1 = None
        t_9: "f32[8, 8]" = torch.ops.aten.t.default(t_8);  t_8 = None
        view_10: "f32[2, 6, 8]" = torch.ops.aten.view.default(mm_3, [2, 6, 8]);  mm_3 = None
        embedding_dense_backward: "f32[24, 8]" = torch.ops.aten.embedding_dense_backward.default(view_10, ids_1, 24, -1, False);  view_10 = ids_1 = None
        add: "f32[24, 8]" = torch.ops.aten.add.Tensor(t_5, embedding_dense_backward);  t_5 = embedding_dense_backward = None
        return (getitem, add, t_9, view_9)
