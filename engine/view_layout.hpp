// A strided view's label is its layout relative to the ROOT of its chain of
// strided views (rules: view_layout). select, slice, narrow and as_strided
// name a block of memory in four spellings; with the root's shape known, each
// is written out as the sizes, strides and offset it picks, computed as if the
// root were contiguous, and a view of a view composes its base's layout (the
// base's block, then this op's block of it). make_fx's backward reads
// `as_strided(buf, [2, 3, 8], [48, 8, 1], 0)` where AOTAutograd reads
// `slice(select(buf, 0, 0), 1, 0, 3)` of the same f32[2, 2, 6, 8] buffer: one
// label (the matcher looks through the view the pattern lacks). Size-1
// dims are left out of the label (a size-1 dim's stride selects nothing;
// whether the shapes may differ in size-1 dims is the metadata's business,
// decided per pair).
//
// Without shapes (gm.code, str(graph)) a root's layout is known only where
// arguments state it (rules: stated_layout): `new_empty_strided(x, [2, 10,
// 6], [60, 6, 1])`, and a copy into such a tensor. Both captures materialise
// the base of a tensor written through a view that way, so its views get the
// same layout labels as in an annotated dump; views of any other root keep
// their plain labels.
//
// as_strided's strides and offset are in storage terms, so it has a layout
// only when the root of its base's chain is not itself a view
// (`root_is_storage`: a fresh tensor, taken to be contiguous); what it is a
// view of is then that root, whatever view of it as_strided was called on.
#pragma once

#include "fxmatch/engine/graph.hpp"
#include "fxmatch/rules/rules.hpp"

#include <optional>
#include <string>
#include <vector>

namespace fxmatch::detail {

/// A block of a root tensor: sizes, strides and offset in elements, as if
/// the root were contiguous.
struct Layout {
  std::vector<long long> size, stride;
  long long offset = 0;
};

/// Argument `pos` of `n` as an integer: `dflt` when absent or None, nullopt
/// when symbolic (a SymInt) or not an integer.
std::optional<long long> int_at(const Node& n, int pos, std::optional<long long> dflt);
/// Argument `pos` as a list of literal integers, nullopt otherwise.
std::optional<std::vector<long long>> ints_at(const Node& n, int pos);

/// The whole of a contiguous tensor with concrete `dims` (nullopt if one is
/// symbolic).
std::optional<Layout> contiguous_layout(const std::vector<std::string>& dims);

/// The layout `n`'s size (and stride) arguments state (rules: stated_layout,
/// the {size[, stride]} form; contiguous when no stride is given), nullopt
/// when one is symbolic.
std::optional<Layout> stated_layout(const Node& n, const StatedLayout& roles);

/// The block strided view `n` picks of a base whose block of the root is
/// `base`, or nullopt when an argument is symbolic or out of range, or when
/// `n` is as_strided and the root is not storage (`root_is_storage`).
std::optional<Layout> apply_view(const Node& n, const ViewLayout& roles, const Layout& base, bool root_is_storage);

/// "view_layout([sizes], [strides], offset)", size-1 dims left out.
std::string layout_label(const Layout& l);

}  // namespace fxmatch::detail
