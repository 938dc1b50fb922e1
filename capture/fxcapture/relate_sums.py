"""Test-only relate models whose gradients are summed through long chains of
adds (group "relate_sums"; never the zoo, never a held-out set).

  sum_chain_cell   a DARTS-style search cell (quark0/darts model_search.py
                   MixedOp / Cell, cut down): a stem conv + BN; one mixed edge
                   that sums w_i * op_i(s0) over ten candidate ops, the weights
                   a softmax of the architecture parameter, by Python's sum
                   (a chain of ten adds starting at 0); the state it makes is
                   read by three ops (a conv, a max pool, a scaled copy) whose
                   sum is pooled into a Linear head. The gradient each
                   `w_i * op_i` receives is the state's, three terms, handed
                   on unchanged by up to ten adds.
"""
from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F

SUMS = ["sum_chain_cell"]


class SumChainCell(nn.Module):
    def __init__(self, c=4, classes=3):
        super().__init__()
        self.stem = nn.Conv2d(3, c, 3, padding=1, bias=False)
        self.bn = nn.BatchNorm2d(c)
        self.conv1 = nn.Conv2d(c, c, 1, bias=False)
        self.conv3 = nn.Conv2d(c, c, 3, padding=1, bias=False)
        self.conv5 = nn.Conv2d(c, c, 3, padding=2, dilation=2, bias=False)
        self.bn_pool = nn.BatchNorm2d(c, affine=False)
        self.alpha = nn.Parameter(1e-3 * torch.randn(10))
        self.read_conv = nn.Conv2d(c, c, 1, bias=False)
        self.head = nn.Linear(c, classes)

    def ops(self, x):
        return [x.mul(0.0),                                        # none
                x,                                                 # skip_connect
                self.bn_pool(F.max_pool2d(x, 3, 1, 1)),            # max_pool_3x3
                F.avg_pool2d(x, 3, 1, 1, count_include_pad=False),  # avg_pool_3x3
                self.conv1(F.relu(x)),
                self.conv3(F.relu(x)),
                self.conv5(F.relu(x)),
                torch.tanh(x),
                torch.sigmoid(x) * x,
                F.elu(x)]

    def forward(self, x):
        s0 = self.bn(self.stem(x))
        w = F.softmax(self.alpha, dim=-1)
        s1 = sum(wi * op for wi, op in zip(w, self.ops(s0)))
        h = (self.read_conv(s1) + F.max_pool2d(s1, 3, 1, 1) + s1 * 2.0 + torch.tanh(s1) + F.relu(s1)
             + F.avg_pool2d(s1, 3, 1, 1) + torch.sigmoid(s1) + s1.pow(2))
        return self.head(F.adaptive_avg_pool2d(h, 1).flatten(1))


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "sum_chain_cell":
        return Spec(SumChainCell(), {"x": torch.randn(2, 3, 6, 6, generator=g)},
                    {"labels": torch.randint(0, 3, (2,), generator=g)}, call, ce,
                    notes="test-only (relate_sums): DARTS-style mixed edge summed by ten adds, its state read thrice")
    raise KeyError(name)
