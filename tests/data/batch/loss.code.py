


def forward(self, x_1, w_1, y_1):
    mm = torch.ops.aten.mm.default(x_1, w_1);  x_1 = w_1 = None
    relu = torch.ops.aten.relu.default(mm);  mm = None
    sub = torch.ops.aten.sub.Tensor(relu, y_1);  relu = y_1 = None
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(sub, 2);  sub = None
    return (pow_1,)
