# How fwd.code.py and bwd.code.py were made (torch 2.13.0, CPU): python3 capture.py
import torch, torch.nn as nn, torch.nn.functional as F
from torch.utils.checkpoint import checkpoint
from functorch.compile import aot_module
from torch._functorch.aot_autograd import aot_module_simplified
torch.manual_seed(0)
class Block(nn.Module):
    def __init__(s):
        super().__init__(); s.qkv = nn.Linear(8, 24); s.out = nn.Linear(8, 8)
    def inner(s, x):
        q, k, v = s.qkv(x).view(2, 4, 3, 2, 4).permute(2, 0, 3, 1, 4).unbind(0)
        o = F.scaled_dot_product_attention(q, k, v)
        return s.out(o.transpose(1, 2).reshape(2, 4, 8))
    def forward(s, x):
        return checkpoint(s.inner, x, use_reentrant=False).relu().sum()
m = Block()
graphs = {}
def fw(gm, ex): graphs['fwd'] = gm; return gm
def bw(gm, ex): graphs['bwd'] = gm; return gm
def backend(gm, ex):
    return aot_module_simplified(gm, ex, fw_compiler=fw, bw_compiler=bw)
c = torch.compile(m, backend=backend)
x = torch.randn(2, 4, 8, requires_grad=True)
c(x).backward()
for k, g in graphs.items():
    open(f'{k}.code.py', 'w').write(g.code)

