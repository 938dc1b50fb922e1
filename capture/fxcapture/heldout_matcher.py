"""Fourth held-out set for the matcher (scripts/heldout.py, /work/data/heldout_matcher_v4).

Captured and scored blind with the a9cc3cf binary (/tmp/blind-a9cc3cf) before
any change of the late-evening session of 2026-12-01. Like models.HELDOUT they
are never added to models.MODELS or captured into tests/data/zoo. They exercise
view and resampling families beyond the zoo:

  pixel_decoder   F.interpolate nearest and bilinear with scale_factor, then
                  pixel_shuffle / pixel_unshuffle, skip concatenations.
  strided_views   one tensor read through unfold, diagonal, as_strided, select
                  and narrow; torch.roll and Swin-style window reshapes.
  upsample_13d    1-d (nearest, linear) and 3-d (nearest, trilinear)
                  upsampling, Conv1d / Conv3d.
"""
from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F

V4 = ["pixel_decoder", "strided_views", "upsample_13d"]
HELDOUT_MATCHER_V4 = V4


class PixelDecoder(nn.Module):
    """Encoder with pixel_unshuffle, decoder with nearest / bilinear scale_factor
    upsampling and pixel_shuffle, skip concatenations."""

    def __init__(self, c=4):
        super().__init__()
        self.stem = nn.Conv2d(3, c, 3, padding=1)
        self.down = nn.Conv2d(4 * c, 2 * c, 1)            # after pixel_unshuffle(2)
        self.mid = nn.Conv2d(2 * c, 4 * c, 3, padding=1)
        self.up1 = nn.Conv2d(c + c, c, 3, padding=1)      # pixel_shuffle(2) of 4c -> c, cat stem
        self.up2 = nn.Conv2d(2 * c + c, c, 1)
        self.fc = nn.Linear(c, 4)

    def forward(self, x):                                  # [N, 3, 8, 8]
        s = F.gelu(self.stem(x))                           # [N, c, 8, 8]
        d = torch.relu(self.down(F.pixel_unshuffle(s, 2)))  # [N, 2c, 4, 4]
        m = torch.tanh(self.mid(d))                        # [N, 4c, 4, 4]
        u = F.pixel_shuffle(m, 2)                          # [N, c, 8, 8]
        u = torch.relu(self.up1(torch.cat([u, s], 1)))
        n = F.interpolate(d, scale_factor=2.0, mode="nearest")                       # [N, 2c, 8, 8]
        b = F.interpolate(u, scale_factor=0.5, mode="bilinear", align_corners=False)  # [N, c, 4, 4]
        b = F.interpolate(b, scale_factor=2.0, mode="bilinear", align_corners=True)   # [N, c, 8, 8]
        y = torch.sigmoid(self.up2(torch.cat([n, b], 1))) * u
        return self.fc(y.mean((2, 3)) + y.amax((2, 3)))


class StridedViews(nn.Module):
    """One activation read many ways: unfold (sliding windows), diagonal,
    as_strided, select, narrow; torch.roll and a Swin-style window partition
    (view / permute / reshape) and its reverse."""

    def __init__(self, c=4, w=2):
        super().__init__()
        self.w = w
        self.proj = nn.Linear(3, c)
        self.mix = nn.Linear(c, c)
        self.fc = nn.Linear(6 * c + 4, 3)

    def forward(self, x):                                  # [N, 4, 4, 3] channels last
        n, h, wd, _ = x.shape
        c = self.proj.out_features
        t = torch.relu(self.proj(x))                       # [N, H, W, C]
        r = torch.roll(t, shifts=(-1, -1), dims=(1, 2))
        w = self.w
        win = r.view(n, h // w, w, wd // w, w, c).permute(0, 1, 3, 2, 4, 5).reshape(-1, w * w, c)
        win = win + torch.softmax(win @ win.transpose(1, 2), -1) @ self.mix(win)
        back = win.view(n, h // w, wd // w, w, w, c).permute(0, 1, 3, 2, 4, 5).reshape(n, h, wd, c)
        back = torch.roll(back, shifts=(1, 1), dims=(1, 2))
        u = back.unfold(1, 2, 2)                           # [N, 2, W, C, 2]
        diag = torch.diagonal(back, 0, 1, 2)               # [N, C, 4]
        st = back.contiguous().as_strided((n, 2, c), (h * wd * c, wd * c + c, 1))
        sel = back.select(2, 1)                            # [N, H, C]
        nar = back.narrow(1, 1, 2)                         # [N, 2, W, C]
        feats = [u.mean((1, 2, 4)), u.amax((1, 2, 4)), diag.mean(-1), st.sum(1),
                 sel.mean(1), nar.mean((1, 2))]
        dsum = torch.diagonal(back.mean(-1), 1, 1, 2)       # [N, 3] off-diagonal
        return self.fc(torch.cat(feats + [dsum, dsum.sum(-1, keepdim=True)], -1))


class Upsample13d(nn.Module):
    """1-d and 3-d upsampling: nearest and linear on a Conv1d stream,
    nearest and trilinear on a Conv3d stream."""

    def __init__(self, c=3):
        super().__init__()
        self.c1 = nn.Conv1d(2, c, 3, padding=1)
        self.c1b = nn.Conv1d(2 * c, c, 1)
        self.c3 = nn.Conv3d(2, c, 3, padding=1)
        self.c3b = nn.Conv3d(2 * c, c, 1)
        self.fc = nn.Linear(2 * c, 3)

    def forward(self, seq, vol):                           # [N, 2, 6], [N, 2, 4, 4, 4]
        a = torch.relu(self.c1(seq))                       # [N, c, 6]
        a1 = F.interpolate(F.avg_pool1d(a, 2), scale_factor=2, mode="nearest")
        a2 = F.interpolate(F.max_pool1d(a, 2), size=6, mode="linear", align_corners=False)
        a = torch.tanh(self.c1b(torch.cat([a1, a2], 1)))
        v = torch.relu(self.c3(vol))                       # [N, c, 4, 4, 4]
        v1 = F.interpolate(F.avg_pool3d(v, 2), scale_factor=2, mode="nearest")
        v2 = F.interpolate(F.max_pool3d(v, 2), size=(4, 4, 4), mode="trilinear", align_corners=True)
        v = torch.sigmoid(self.c3b(torch.cat([v1, v2], 1)))
        return self.fc(torch.cat([a.mean(-1), v.mean((2, 3, 4))], -1))


def build(name: str, g: torch.Generator, Spec, call, ce):
    """Returns a models.Spec (helpers passed in to avoid an import cycle)."""
    if name == "pixel_decoder":
        return Spec(PixelDecoder(), {"x": torch.randn(2, 3, 8, 8, generator=g)},
                    {"labels": torch.randint(0, 4, (2,), generator=g)}, call, ce, subset_params=4,
                    notes="held out v4: nearest/bilinear scale_factor upsampling, pixel_(un)shuffle")
    if name == "strided_views":
        return Spec(StridedViews(), {"x": torch.randn(2, 4, 4, 3, generator=g)},
                    {"labels": torch.randint(0, 3, (2,), generator=g)}, call, ce, subset_params=4,
                    notes="held out v4: unfold/diagonal/as_strided/select/narrow, roll, window partition")
    if name == "upsample_13d":
        return Spec(Upsample13d(), {"seq": torch.randn(2, 2, 6, generator=g),
                                    "vol": torch.randn(2, 2, 4, 4, 4, generator=g)},
                    {"labels": torch.randint(0, 3, (2,), generator=g)}, call, ce, subset_params=4,
                    notes="held out v4: 1-d nearest/linear, 3-d nearest/trilinear upsampling")
    raise KeyError(name)
