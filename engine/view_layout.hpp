// A strided view's label is its layout relative to its base (rules:
// view_layout). select, slice, narrow and as_strided name a block of their
// base's memory in four spellings; with the base's shape known, each is
// written out as the sizes, strides and offset it picks, computed as if the
// base were contiguous. make_fx's backward reads `as_strided(buf, [2, 6],
// [60, 1], 0)` where AOTAutograd reads `select(buf, 1, 0)` of the same
// f32[2, 10, 6] buffer: one label. Size-1 dims are left out of the layout (a
// size-1 dim's stride selects nothing; whether the shapes may differ in
// size-1 dims is the metadata's business, decided per pair).
//
// as_strided's strides and offset are in storage terms, so they are its
// layout only on a base that is not itself a view (view_layout_label's
// `base_is_view`); a sub-view of a view keeps the other spellings' relative
// layout, which both graphs compute the same way.
#pragma once

#include "fxmatch/engine/graph.hpp"
#include "fxmatch/rules/rules.hpp"

#include <optional>
#include <string>
#include <vector>

namespace fxmatch::detail {

/// "view_layout([sizes], [strides], offset)" for a strided view `n` of a base
/// with concrete `base_dims`, or nullopt when an argument is symbolic or out
/// of range, or the spelling needs a base that is not a view.
std::optional<std::string> view_layout_label(const Node& n, const ViewLayout& roles,
                                             const std::vector<std::string>& base_dims, bool base_is_view);

}  // namespace fxmatch::detail
