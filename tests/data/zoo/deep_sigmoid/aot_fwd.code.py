


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19):
    t = torch.ops.aten.t.default(primals_1);  primals_1 = None
    addmm = torch.ops.aten.addmm.default(primals_2, primals_3, t);  primals_2 = t = None
    sigmoid = torch.ops.aten.sigmoid.default(addmm);  addmm = None
    t_1 = torch.ops.aten.t.default(primals_4)
    addmm_1 = torch.ops.aten.addmm.default(primals_5, sigmoid, t_1);  primals_5 = t_1 = None
    sigmoid_1 = torch.ops.aten.sigmoid.default(addmm_1);  addmm_1 = None
    t_2 = torch.ops.aten.t.default(primals_6)
    addmm_2 = torch.ops.aten.addmm.default(primals_7, sigmoid_1, t_2);  primals_7 = t_2 = None
    sigmoid_2 = torch.ops.aten.sigmoid.default(addmm_2);  addmm_2 = None
    t_3 = torch.ops.aten.t.default(primals_8)
    addmm_3 = torch.ops.aten.addmm.default(primals_9, sigmoid_2, t_3);  primals_9 = t_3 = None
    sigmoid_3 = torch.ops.aten.sigmoid.default(addmm_3);  addmm_3 = None
    t_4 = torch.ops.aten.t.default(primals_10)
    addmm_4 = torch.ops.aten.addmm.default(primals_11, sigmoid_3, t_4);  primals_11 = t_4 = None
    sigmoid_4 = torch.ops.aten.sigmoid.default(addmm_4);  addmm_4 = None
    t_5 = torch.ops.aten.t.default(primals_12)
    addmm_5 = torch.ops.aten.addmm.default(primals_13, sigmoid_4, t_5);  primals_13 = t_5 = None
    sigmoid_5 = torch.ops.aten.sigmoid.default(addmm_5);  addmm_5 = None
    t_6 = torch.ops.aten.t.default(primals_14)
    addmm_6 = torch.ops.aten.addmm.default(primals_15, sigmoid_5, t_6);  primals_15 = t_6 = None
    sigmoid_6 = torch.ops.aten.sigmoid.default(addmm_6);  addmm_6 = None
    t_7 = torch.ops.aten.t.default(primals_16)
    addmm_7 = torch.ops.aten.addmm.default(primals_17, sigmoid_6, t_7);  primals_17 = t_7 = None
    sigmoid_7 = torch.ops.aten.sigmoid.default(addmm_7);  addmm_7 = None
    t_8 = torch.ops.aten.t.default(primals_18)
    addmm_8 = torch.ops.aten.addmm.default(primals_19, sigmoid_7, t_8);  primals_19 = t_8 = None
    return (addmm_8, primals_3, primals_4, primals_6, primals_8, primals_10, primals_12, primals_14, primals_16, primals_18, sigmoid, sigmoid_1, sigmoid_2, sigmoid_3, sigmoid_4, sigmoid_5, sigmoid_6, sigmoid_7)
    