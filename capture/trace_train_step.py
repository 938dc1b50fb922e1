"""A real torch.compile training loop for TORCH_TRACE test data.

    rm -rf /tmp/tt && TORCH_TRACE=/tmp/tt python3 capture/trace_train_step.py
    cp /tmp/tt/*.log tests/data/trace/train_step/

Two compiled regions (the model's forward is split by a graph break), each
compiled twice: batch 8, then batch 12 recompiles with a dynamic batch size
(automatic dynamic shapes), batch 20 reuses it. So the log holds 4 compile ids
(0/0, 1/0, 0/1, 1/1), each with dynamo's output graph and AOTAutograd's joint,
forward and backward graphs. tests/data/trace/train_step/ was made by this
script's body (everything below this docstring) run as /tmp/ttwork/train.py
with torch 2.13.0 (CPU, inductor), so the log's `# File:` lines name that path
and lines 15 and 17 there are `h = self.enc(x)` and the head.
"""
import torch
import torch.nn as nn

torch.manual_seed(0)


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = nn.Sequential(nn.Linear(16, 32), nn.LayerNorm(32), nn.GELU())
        self.head = nn.Linear(32, 4)

    def forward(self, x):
        h = self.enc(x)
        torch._dynamo.graph_break()
        return self.head(torch.tanh(h) * h)


model = Net()
opt = torch.optim.SGD(model.parameters(), lr=0.1)
step = torch.compile(model)
for batch in (8, 12, 20):
    x = torch.randn(batch, 16)
    y = torch.randint(0, 4, (batch,))
    loss = nn.functional.cross_entropy(step(x), y)
    loss.backward()
    opt.step()
    opt.zero_grad()
print("loss", float(loss))
