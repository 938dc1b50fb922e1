"""Fifth held-out set for `fxmatch relate` (2026-12-02 night, /work/data/heldout_relate_v5).

Captured and scored blind with the 224f6d7 binary before any change of that
session; like heldout_relate.py's models they never enter the zoo.

  umt5_enc      HF UMT5 encoder (T5-style: RMSNorm without mean, unscaled attention,
                a relative position bias of its own in every layer, gated-GELU FFN)
                with a mean-pool classification head.
  resnet_bn_ckpt  ResNet-style basic blocks with BatchNorm (running-stat updates);
                the middle stage's two blocks under torch.utils.checkpoint (their
                BatchNorms use batch statistics only: see ResnetBNCkpt).
  rnn_cells     a GRUCell and an LSTMCell stacked and unrolled over 4 steps
                (the same weights read once per step), linear head on the last state.
"""
from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.utils.checkpoint as ckpt

V5 = ["umt5_enc", "resnet_bn_ckpt", "rnn_cells"]


class _Basic(nn.Module):
    def __init__(self, c_in, c_out, stride=1, stats=True):
        super().__init__()
        self.c1 = nn.Conv2d(c_in, c_out, 3, stride, 1, bias=False)
        self.b1 = nn.BatchNorm2d(c_out, track_running_stats=stats)
        self.c2 = nn.Conv2d(c_out, c_out, 3, 1, 1, bias=False)
        self.b2 = nn.BatchNorm2d(c_out, track_running_stats=stats)
        self.down = None
        if stride != 1 or c_in != c_out:
            self.down = nn.Sequential(nn.Conv2d(c_in, c_out, 1, stride, bias=False),
                                      nn.BatchNorm2d(c_out, track_running_stats=stats))

    def forward(self, x):
        y = self.b2(self.c2(F.relu(self.b1(self.c1(x)))))
        return F.relu(y + (x if self.down is None else self.down(x)))


class ResnetBNCkpt(nn.Module):
    def __init__(self, c=6):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, c, 3, 1, 1, bias=False), nn.BatchNorm2d(c), nn.ReLU())
        self.s1 = _Basic(c, c)
        # AOTAutograd cannot recompute a running-stat update under checkpoint (the buffer's
        # version changes, as with heldout_relate's ckpt_convnet): the checkpointed blocks
        # normalise by batch statistics only; the other BatchNorms update their buffers.
        self.s2 = nn.ModuleList([_Basic(c, 2 * c, 2, stats=False), _Basic(2 * c, 2 * c, stats=False)])
        self.s3 = _Basic(2 * c, 3 * c, 2)
        self.fc = nn.Linear(3 * c, 5)

    def forward(self, x):
        x = self.s1(self.stem(x))
        for b in self.s2:
            x = ckpt.checkpoint(b, x, use_reentrant=False)
        return self.fc(self.s3(x).mean((2, 3)))


class RnnCells(nn.Module):
    def __init__(self, i=6, h=8, steps=4):
        super().__init__()
        self.steps = steps
        self.gru = nn.GRUCell(i, h)
        self.lstm = nn.LSTMCell(h, h)
        self.fc = nn.Linear(h, 3)

    def forward(self, x):  # x: (steps, B, i)
        B = x.shape[1]
        h1 = x.new_zeros(B, self.gru.hidden_size)
        h2 = x.new_zeros(B, self.lstm.hidden_size)
        c2 = x.new_zeros(B, self.lstm.hidden_size)
        for t in range(self.steps):
            h1 = self.gru(x[t], h1)
            h2, c2 = self.lstm(h1, (h2, c2))
        return self.fc(h2)


class Umt5Cls(nn.Module):
    def __init__(self, enc, d, n):
        super().__init__()
        self.enc = enc
        self.head = nn.Linear(d, n)

    def forward(self, ids):
        return self.head(self.enc(input_ids=ids).last_hidden_state.mean(1))


def _third(m: nn.Module) -> int:
    return max(1, len(list(m.parameters())) // 3)


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "resnet_bn_ckpt":
        m = ResnetBNCkpt()
        return Spec(m, {"x": torch.randn(2, 3, 8, 8, generator=g)}, {"labels": torch.randint(0, 5, (2,), generator=g)},
                    call, ce, subset_params=_third(m),
                    notes="held out (relate v5): ResNet basic blocks, BatchNorm, middle stage checkpointed")
    if name == "rnn_cells":
        m = RnnCells()
        return Spec(m, {"x": torch.randn(4, 3, 6, generator=g)}, {"labels": torch.randint(0, 3, (3,), generator=g)},
                    call, ce, subset_params=_third(m),
                    notes="held out (relate v5): GRUCell + LSTMCell unrolled over 4 steps")
    if name == "umt5_enc":
        import transformers as tf
        V, S, B = 64, 8, 2
        cfg = tf.UMT5Config(vocab_size=V, d_model=16, d_kv=8, d_ff=32, num_layers=2, num_heads=2,
                            relative_attention_num_buckets=8, relative_attention_max_distance=16,
                            dropout_rate=0.0, feed_forward_proj="gated-gelu")
        cfg._attn_implementation = "eager"
        m = Umt5Cls(tf.UMT5EncoderModel(cfg), 16, 3)
        return Spec(m, {"input_ids": torch.randint(0, V, (B, S), generator=g)},
                    {"labels": torch.randint(0, 3, (B,), generator=g)}, call, ce, subset_params=_third(m),
                    notes="held out (relate v5): UMT5 encoder, relative position bias per layer, gated GELU")
    raise KeyError(name)
