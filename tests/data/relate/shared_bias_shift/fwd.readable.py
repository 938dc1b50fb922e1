class traced(torch.nn.Module):
    def forward(self, ids_1: "i64[2, 4]", labels_1: "i64[2]"):
        # No stacktrace found for following nodes
        _param_constant0: "f32[10, 4]" = self._param_constant0
        embedding: "f32[2, 4, 4]" = torch.ops.aten.embedding.default(_param_constant0, ids_1, 0);  _param_constant0 = None
        mean: "f32[2, 4]" = torch.ops.aten.mean.dim(embedding, [1]);  embedding = None
        arange: "i64[2]" = torch.ops.aten.arange.start_step(0, 8, 4, dtype = torch.int64, device = device(type='cpu'), pin_memory = False)
        view: "i64[8]" = torch.ops.aten.view.default(ids_1, [-1]);  ids_1 = None
        _param_constant1: "f32[10, 4]" = self._param_constant1
        _embedding_bag = torch.ops.aten._embedding_bag.default(_param_constant1, view, arange, False, 1, False, None, False, 0);  _param_constant1 = view = arange = None
        getitem: "f32[2, 4]" = _embedding_bag[0]
        getitem_1: "i64[8]" = _embedding_bag[1];  getitem_1 = None
        getitem_2: "i64[2]" = _embedding_bag[2];  getitem_2 = None
        getitem_3: "i64[2]" = _embedding_bag[3];  _embedding_bag = getitem_3 = None
        add: "f32[2, 4]" = torch.ops.aten.add.Tensor(mean, getitem);  mean = getitem = None
        _param_constant2: "f32[4, 4]" = self._param_constant2
        t: "f32[4, 4]" = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
        _param_constant3: "f32[4]" = self._param_constant3
        addmm: "f32[2, 4]" = torch.ops.aten.addmm.default(_param_constant3, add, t);  _param_constant3 = add = t = None
        _param_constant4: "f32[4]" = self._param_constant4
        add_: "f32[2, 4]" = torch.ops.aten.add_.Tensor(addmm, _param_constant4);  addmm = _param_constant4 = None
        _param_constant5: "f32[4]" = self._param_constant5
        mul: "f32[2, 4]" = torch.ops.aten.mul.Tensor(add_, _param_constant5);  _param_constant5 = None
        _param_constant5_1: "f32[4]" = self._param_constant5
        mul_1: "f32[2, 4]" = torch.ops.aten.mul.Tensor(add_, _param_constant5_1);  add_ = _param_constant5_1 = None
        tanh: "f32[2, 4]" = torch.ops.aten.tanh.default(mul_1);  mul_1 = None
        detach: "f32[2, 4]" = torch.ops.aten.detach.default(tanh);  detach = None
        add_1: "f32[2, 4]" = torch.ops.aten.add.Tensor(mul, tanh);  mul = tanh = None
        gelu: "f32[2, 4]" = torch.ops.aten.gelu.default(add_1)
        _param_constant6: "f32[4, 4]" = self._param_constant6
        t_1: "f32[4, 4]" = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
        _param_constant7: "f32[4]" = self._param_constant7
        addmm_1: "f32[2, 4]" = torch.ops.aten.addmm.default(_param_constant7, gelu, t_1);  _param_constant7 = gelu = t_1 = None
        _param_constant8: "f32[4]" = self._param_constant8
        add_2: "f32[2, 4]" = torch.ops.aten.add.Tensor(addmm_1, _param_constant8);  addmm_1 = _param_constant8 = None
        cat: "f32[2, 8]" = torch.ops.aten.cat.default([add_2, add_1], -1);  add_2 = add_1 = None
        _param_constant9: "f32[3, 8]" = self._param_constant9
        t_2: "f32[8, 3]" = torch.ops.aten.t.default(_param_constant9);  _param_constant9 = None
        _param_constant10: "f32[3]" = self._param_constant10
        addmm_2: "f32[2, 3]" = torch.ops.aten.addmm.default(_param_constant10, cat, t_2);  _param_constant10 = cat = t_2 = None
        _log_softmax: "f32[2, 3]" = torch.ops.aten._log_softmax.default(addmm_2, 1, False);  addmm_2 = None
        detach_1: "f32[2, 3]" = torch.ops.aten.detach.default(_log_softmax);  detach_1 = None
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
        getitem_4: "f32[]" = nll_loss_forward[0]
        getitem_5: "f32[]" = nll_loss_forward[1];  nll_loss_forward = getitem_5 = None
        return getitem_4
