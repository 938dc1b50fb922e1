


def forward(self, x_1, w_1):
    mm = torch.ops.aten.mm.default(x_1, w_1);  x_1 = w_1 = None
    relu = torch.ops.aten.relu.default(mm);  mm = None
    sum_1 = torch.ops.aten.sum.default(relu);  relu = None
    return (sum_1,)
