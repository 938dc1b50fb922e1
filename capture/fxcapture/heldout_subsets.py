"""Which parameters a held-out model's subset backward asks for (heldout_relate_v*.py).

`third(m)`: the last third of m's trainable parameters (a tail: the
fine-tuning case `relate_subset.json` models); `where(m, keep)`: the indices
into m.parameters() of those whose name `keep` accepts (a subset that is not
a tail). Both are read by Spec's `subset_params` in models.py.
"""
from __future__ import annotations

import torch.nn as nn


def third(m: nn.Module) -> int:
    return max(1, len([p for p in m.parameters() if p.requires_grad]) // 3)


def where(m: nn.Module, keep) -> tuple:
    """Indices into m.parameters() of the params whose name `keep` accepts."""
    return tuple(i for i, (n, _) in enumerate(m.named_parameters()) if keep(n))
