


def forward(self, x_1):
    mm = torch.ops.aten.mm.default(x_1, nope);  x_1 = None
    return (mm,)
