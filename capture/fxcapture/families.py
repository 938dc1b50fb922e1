"""Which operators count as one across captures (no torch import: the truth
checker reads dumps without PyTorch).

make_fx and torch.compile/AOTAutograd trace the same model with different
ops for the same values: in-place vs functional twins, the view family,
batch norm's functional variants, select vs a one-element slice, stack vs
cat of size-1-dim steps. Values are compared with size-1 dims ignored, so
within a family the ops compute the same values."""
from __future__ import annotations

VIEW_FAMILY = {"view", "_unsafe_view", "reshape", "_reshape_alias", "view_copy"}
# functional twins under other names (make_fx keeps the mutating op, AOT the functional one)
BN_FAMILY = {"native_batch_norm", "_native_batch_norm_legit", "_native_batch_norm_legit_functional",
             "_native_batch_norm_legit_no_training", "batch_norm"}
# indexing views: make_fx unbinds a stacked gradient with select(x, 0, k),
# AOTAutograd with slice(x, 0, k, k + 1) (slices of other lengths never hold
# a select's value)
INDEX_FAMILY = {"select", "slice"}
# stack(xs, d) is cat of the xs with a size-1 dim at d: AOTAutograd stacks an
# RNN's [1, 2, 8] steps with cat where make_fx stacks [2, 8] ones
CAT_FAMILY = {"cat", "stack"}


def family(packet: str) -> str:
    """The cross-capture name of an op packet ("view", "add_", "slice")."""
    if packet in VIEW_FAMILY:
        return "view"
    if packet in BN_FAMILY:
        return "batch_norm"
    if packet in INDEX_FAMILY:
        return "select"
    if packet in CAT_FAMILY:
        return "cat"
    if packet.endswith("_") and not packet.endswith("__"):
        return packet[:-1]
    return packet
