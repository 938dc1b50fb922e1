


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7):
    t = torch.ops.aten.t.default(primals_1);  primals_1 = None
    addmm = torch.ops.aten.addmm.default(primals_2, primals_3, t);  primals_2 = t = None
    split = torch.ops.aten.split.Tensor(addmm, 6, 1)
    getitem = split[0]
    getitem_1 = split[1];  split = None
    split_1 = torch.ops.aten.split.Tensor(getitem_1, 3, 1);  getitem_1 = None
    getitem_2 = split_1[0]
    getitem_3 = split_1[1];  split_1 = None
    topk = torch.ops.aten.topk.default(getitem, 3, 1)
    getitem_4 = topk[0]
    getitem_5 = topk[1];  topk = None
    max_1 = torch.ops.aten.max.dim(getitem, 1, True);  getitem = None
    getitem_6 = max_1[0]
    getitem_7 = max_1[1];  max_1 = None
    var_mean = torch.ops.aten.var_mean.correction(addmm, [1], correction = 1, keepdim = True)
    getitem_8 = var_mean[0]
    getitem_9 = var_mean[1];  var_mean = None
    unbind = torch.ops.aten.unbind.int(getitem_2, 1);  getitem_2 = None
    getitem_10 = unbind[0]
    getitem_12 = unbind[2];  unbind = None
    mul = torch.ops.aten.mul.Tensor(getitem_3, getitem_6);  getitem_3 = None
    cat = torch.ops.aten.cat.default([getitem_4, mul], 1);  getitem_4 = mul = None
    sub = torch.ops.aten.sub.Tensor(getitem_8, getitem_9);  getitem_8 = getitem_9 = None
    add = torch.ops.aten.add.Tensor(cat, sub);  cat = sub = None
    unsqueeze = torch.ops.aten.unsqueeze.default(getitem_10, 1);  getitem_10 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(getitem_12, 1);  getitem_12 = None
    mul_1 = torch.ops.aten.mul.Tensor(unsqueeze, unsqueeze_1)
    add_1 = torch.ops.aten.add.Tensor(add, mul_1);  add = mul_1 = None
    native_layer_norm = torch.ops.aten.native_layer_norm.default(add_1, [6], primals_4, primals_5, 1e-05)
    getitem_13 = native_layer_norm[0]
    getitem_14 = native_layer_norm[1]
    getitem_15 = native_layer_norm[2];  native_layer_norm = None
    t_1 = torch.ops.aten.t.default(primals_6)
    addmm_1 = torch.ops.aten.addmm.default(primals_7, getitem_13, t_1);  primals_7 = t_1 = None
    return (addmm_1, primals_3, primals_4, primals_5, primals_6, addmm, getitem_5, getitem_6, getitem_7, unsqueeze, unsqueeze_1, add_1, getitem_13, getitem_14, getitem_15)
    