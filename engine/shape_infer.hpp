// Shapes of values a dump does not annotate, from the ones it states.
//
// Design note. `gm.code` and `str(graph)` print no shapes, but many ops state
// them in their arguments (`view(x, [2, 6])`, `expand`, `as_strided`,
// `new_empty_strided`), and the common ops derive them from their inputs
// (clone keeps, select drops a dim, a keepdim sum makes it 1, mm multiplies
// out). infer_shapes() walks the graph once in program order and gives every
// value the shape its annotation prints, else the one these rules derive,
// else nothing. Only literal dims are derived: a SymInt or an op outside the
// table leaves the value unknown, and so does everything computed from it.
// Callers compare shapes for evidence (relate: which backward op runs in
// which node) and treat unknown as "fits anything"; no one guesses.
#pragma once

#include "fxmatch/engine/graph.hpp"

#include <optional>
#include <string>
#include <vector>

namespace fxmatch::detail {

using Shape = std::vector<std::string>;

/// Per vertex: its annotated shape, else the derived one, else nullopt.
std::vector<std::optional<Shape>> infer_shapes(const Graph& g);

}  // namespace fxmatch::detail
