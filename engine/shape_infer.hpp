// Shapes of values a dump does not annotate, from the ones it states.
//
// Design note. `gm.code` and `str(graph)` print no shapes, but many ops state
// them in their arguments (`view(x, [2, 6])`, `expand`, `as_strided`,
// `new_empty_strided`), and the common ops derive them from their inputs
// (clone keeps, select drops a dim, a keepdim sum makes it 1, mm multiplies
// out). infer_shapes() walks the graph once in program order and gives every
// value the shape its annotation prints, else the one these rules derive,
// else nothing. A derived shape may be partial: its rank is known and a dim
// the rules cannot tell is kUnknownDim (addmm makes a matrix whatever its
// unannotated operands are; a keepdim norm of it is [?, 1]). A SymInt in a
// derived dim is unknown too; an op outside the table leaves the whole value
// unknown, and so does everything computed from it. Callers compare shapes
// for evidence (relate: which backward op runs in which node) through
// surely_equal()/surely_differ(), which treat an unknown dim or value as
// "fits anything"; no one guesses.
#pragma once

#include "fxmatch/engine/graph.hpp"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fxmatch::detail {

using Shape = std::vector<std::string>;

/// A dim of a derived shape that the rules cannot tell.
inline constexpr std::string_view kUnknownDim = "?";

/// Per vertex: the least rank the ops reading it require (0: none known).
/// A reduction or a view over dim d needs more than d dims (`norm(w, 2, [1])`:
/// 2), a matrix operand of mm/addmm/bmm exactly 2 (3), read directly or
/// through `t`, which keeps the rank; a conv's weight at least 3; every read
/// of an attribute (one get_attr node each in make_fx) counts for all of
/// them. Evidence for an unannotated leaf: its gradient has its shape.
std::vector<int> min_ranks(const Graph& g);

/// Both known, same rank, every dim known and the same.
bool surely_equal(const Shape& a, const Shape& b);
/// Different ranks, or a dim known in both that differs: two numbers, or two
/// symbols (duck sizing gives equal sizes one symbol); a printed expression
/// (`6*((s25//4))**2`) may equal a number or a symbol.
bool surely_differ(const Shape& a, const Shape& b);

/// Per vertex: its annotated shape, else the derived one, else nullopt.
std::vector<std::optional<Shape>> infer_shapes(const Graph& g);

}  // namespace fxmatch::detail
