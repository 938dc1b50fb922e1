


def forward(self, dense_1, sparse_1, labels_1):
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, dense_1, t);  _param_constant1 = dense_1 = t = None
    relu = torch.ops.aten.relu.default(addmm);  addmm = None
    detach = torch.ops.aten.detach.default(relu);  detach = None
    select = torch.ops.aten.select.int(sparse_1, 1, 0)
    _param_constant2 = self._param_constant2
    embedding = torch.ops.aten.embedding.default(_param_constant2, select);  _param_constant2 = select = None
    select_1 = torch.ops.aten.select.int(sparse_1, 1, 1);  sparse_1 = None
    _param_constant3 = self._param_constant3
    embedding_1 = torch.ops.aten.embedding.default(_param_constant3, select_1);  _param_constant3 = select_1 = None
    stack = torch.ops.aten.stack.default([relu, embedding, embedding_1], 1);  embedding = embedding_1 = None
    transpose = torch.ops.aten.transpose.int(stack, 1, 2)
    bmm = torch.ops.aten.bmm.default(stack, transpose);  stack = transpose = None
    _tensor_constant0 = self._tensor_constant0
    select_2 = torch.ops.aten.select.int(_tensor_constant0, 0, 0);  _tensor_constant0 = None
    _tensor_constant0_1 = self._tensor_constant0
    select_3 = torch.ops.aten.select.int(_tensor_constant0_1, 0, 1);  _tensor_constant0_1 = None
    index = torch.ops.aten.index.Tensor(bmm, [None, select_2, select_3]);  bmm = select_2 = select_3 = None
    cat = torch.ops.aten.cat.default([relu, index], 1);  relu = index = None
    _param_constant4 = self._param_constant4
    t_1 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    _param_constant5 = self._param_constant5
    addmm_1 = torch.ops.aten.addmm.default(_param_constant5, cat, t_1);  _param_constant5 = cat = t_1 = None
    relu_1 = torch.ops.aten.relu.default(addmm_1);  addmm_1 = None
    detach_1 = torch.ops.aten.detach.default(relu_1);  detach_1 = None
    _param_constant6 = self._param_constant6
    t_2 = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    _param_constant7 = self._param_constant7
    addmm_2 = torch.ops.aten.addmm.default(_param_constant7, relu_1, t_2);  _param_constant7 = relu_1 = t_2 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_2, 1, False);  addmm_2 = None
    detach_2 = torch.ops.aten.detach.default(_log_softmax);  detach_2 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
    return getitem
    