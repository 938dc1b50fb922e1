// Graphviz DOT renderings of match and relate results (--format dot).
#pragma once

#include "fxmatch/engine/matcher.hpp"
#include "fxmatch/engine/relate.hpp"

#include <string>

namespace fxmatch::cli {

/// Both graphs as clusters (data-flow edges solid), each pattern node's
/// match as a dashed edge to its target image (alternatives dotted),
/// unmatched pattern nodes red. Render: `dot -Tsvg match.dot -o match.svg`.
std::string match_to_dot(const Graph& pattern, const Graph& target, const MatchResult& r);

/// Forward and backward as clusters; dashed edges from each saved backward
/// input to the forward value it holds, from each backward op to the forward
/// op it differentiates, and from each forward leaf to its gradient;
/// unrelated nodes red.
std::string relate_to_dot(const Graph& fwd, const Graph& bwd, const RelateResult& r);

}  // namespace fxmatch::cli
