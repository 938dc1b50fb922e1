"""Which operators count as one across captures (no torch import: the truth
checker reads dumps without PyTorch).

make_fx and torch.compile/AOTAutograd trace the same model with different
ops for the same values: in-place vs functional twins, the view family,
batch norm's functional variants, select vs a one-element slice, stack vs
cat of size-1-dim steps, nearest upsampling vs its _unsafe_index gather (and
its backward vs _unsafe_index_put), as_strided / narrow vs select / slice. Values are compared with size-1 dims ignored, so
within a family the ops compute the same values."""
from __future__ import annotations

# allocations whose value says nothing: their answers are what their consumers'
# answers read at the same argument position (truth.py; check_truth.py checks
# them that way: a zeros buffer written through views in place is read as
# AOTAutograd's slice_scatter after the writes)
VALUELESS = {"empty_like", "new_empty", "new_empty_strided", "empty_strided", "empty",
             "zeros_like", "new_zeros", "zeros"}
VIEW_FAMILY = {"view", "_unsafe_view", "reshape", "_reshape_alias", "view_copy"}
# functional twins under other names (make_fx keeps the mutating op, AOT the functional one)
BN_FAMILY = {"native_batch_norm", "_native_batch_norm_legit", "_native_batch_norm_legit_functional",
             "_native_batch_norm_legit_no_training", "batch_norm"}
# indexing views: make_fx unbinds a stacked gradient with select(x, 0, k),
# AOTAutograd with slice(x, 0, k, k + 1) (slices of other lengths never hold
# a select's value); make_fx's backward of a write through `out[:, 0]` reads
# as_strided(buf, [2, 6], [60, 1], 0) where AOTAutograd reads select(buf, 1, 0):
# four spellings of a strided block, values decide which block
INDEX_FAMILY = {"select", "slice", "narrow", "as_strided"}
# stack(xs, d) is cat of the xs with a size-1 dim at d: AOTAutograd stacks an
# RNN's [1, 2, 8] steps with cat where make_fx stacks [2, 8] ones
CAT_FAMILY = {"cat", "stack"}
# nearest upsampling is a gather at integer indices: make_fx keeps
# upsample_nearest2d(x, size, scales), AOTAutograd decomposes it into
# _unsafe_index(x, [None, None, rows, cols]) with indices computed from arange
# (values decide: bilinear's four _unsafe_index gathers never hold its value).
GATHER_FAMILY = {"upsample_nearest1d", "upsample_nearest2d", "upsample_nearest3d", "_unsafe_index"}
# its backward is a scatter-add at those indices: make_fx keeps
# upsample_nearest2d_backward(grad, ...), AOTAutograd writes
# _unsafe_index_put(new_zeros(...), [None, None, rows, cols], grad, True)
# (values decide: bilinear's four partial scatters never hold its value)
SCATTER_FAMILY = {"upsample_nearest1d_backward", "upsample_nearest2d_backward", "upsample_nearest3d_backward",
                  "_unsafe_index_put"}


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
    if packet in GATHER_FAMILY:
        return "_unsafe_index"
    if packet in SCATTER_FAMILY:
        return "_unsafe_index_put"
    if packet.endswith("_") and not packet.endswith("__"):
        return packet[:-1]
    return packet
