class traced(torch.nn.Module):
    def forward(self, ids_1: "i64[2, 6]", labels_1: "i64[2, 6]"):
        # No stacktrace found for following nodes
        _param_constant0: "f32[24, 8]" = self._param_constant0
        embedding: "f32[2, 6, 8]" = torch.ops.aten.embedding.default(_param_constant0, ids_1);  _param_constant0 = ids_1 = None
        view: "f32[12, 8]" = torch.ops.aten.view.default(embedding, [12, 8]);  embedding = None
        _param_constant1: "f32[8, 8]" = self._param_constant1
        t: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant1);  _param_constant1 = None
        _param_constant2: "f32[8]" = self._param_constant2
        addmm: "f32[12, 8]" = torch.ops.aten.addmm.default(_param_constant2, view, t);  _param_constant2 = view = t = None
        view_1: "f32[2, 6, 8]" = torch.ops.aten.view.default(addmm, [2, 6, 8]);  addmm = None
        tanh: "f32[2, 6, 8]" = torch.ops.aten.tanh.default(view_1);  view_1 = None
        detach: "f32[2, 6, 8]" = torch.ops.aten.detach.default(tanh);  detach = None
        _param_constant0_1: "f32[24, 8]" = self._param_constant0
        t_1: "f32[8, 24]" = torch.ops.aten.t.default(_param_constant0_1);  _param_constant0_1 = None
        view_2: "f32[12, 8]" = torch.ops.aten.view.default(tanh, [12, 8]);  tanh = None
        mm: "f32[12, 24]" = torch.ops.aten.mm.default(view_2, t_1);  view_2 = t_1 = None
        _unsafe_view: "f32[2, 6, 24]" = torch.ops.aten._unsafe_view.default(mm, [2, 6, 24]);  mm = None
        view_3: "f32[12, 24]" = torch.ops.aten.view.default(_unsafe_view, [-1, 24]);  _unsafe_view = None
        view_4: "i64[12]" = torch.ops.aten.view.default(labels_1, [-1]);  labels_1 = None
        _log_softmax: "f32[12, 24]" = torch.ops.aten._log_softmax.default(view_3, 1, False);  view_3 = None
        detach_1: "f32[12, 24]" = torch.ops.aten.detach.default(_log_softmax);  detach_1 = None
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, view_4, None, 1, -100);  _log_softmax = view_4 = None
        getitem: "f32[]" = nll_loss_forward[0]
        getitem_1: "f32[]" = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
        return getitem
