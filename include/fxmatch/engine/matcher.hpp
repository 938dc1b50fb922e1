// The matcher: for every node of a pattern graph (e.g. a make_fx pure
// backward graph), which node of a target graph (e.g. the joint graph) holds
// the same variable.
//
// Design note. Matching runs on a search model built from each parsed Graph
// (engine/search_model.hpp): transparent nodes (detach, alias) are contracted,
// duplicate computations are value-numbered into one class, and every node
// gets a name-free label (canonical op + significant non-tensor arguments +
// dtype + shape). The search is VF2-family:
//  - producers are forced through argument slots (each argument has exactly
//    one producer), so mapping a node maps its whole input cone;
//  - candidates come from the images of already-mapped neighbours; with no
//    mapped neighbour, from the smallest label class (the most distinctive
//    node first);
//  - when several candidates remain, each is tried with bounded look-ahead
//    (forced propagation) and the one with no contradiction and the most
//    consistently mapped nodes wins; ties go to the lowest target id in
//    program order, and the others are reported as alternatives;
//  - pattern placeholders and get_attr constants are wildcard leaves: they map
//    to whatever target node feeds the same argument slots, not injectively;
//    interior nodes map injectively (per value-numbered class);
//  - a view-like op present in only one graph is skipped (transparent);
//  - a pattern op whose forced image is a target input (the loss part of a
//    make_fx graph against a torch.compile joint) has no counterpart and is
//    reported unmatched with a reason.
// Names are never looked at: renaming pattern variables changes nothing but
// the reported names.
//
// Thread-safety: match() is reentrant; inputs are read only.
#pragma once

#include "fxmatch/engine/graph.hpp"
#include "fxmatch/rules/rules.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace fxmatch {

/// How a pattern node got its image.
enum class How : std::uint8_t {
  Exact,        ///< op node, same label, every argument slot consistent
  Leaf,         ///< placeholder / get_attr: the target node feeding the same slots
  Transparent,  ///< identity or one-sided view node: reported as its source's image
  Partial,      ///< mapped, but some argument slots disagree (see reason)
  Unmatched,    ///< no image (see reason)
  /// op with no counterpart whose value the target receives as an input (a
  /// torch.compile joint's tangents_1 is make_fx's loss gradient): `target`
  /// is that input.
  Boundary,
};
std::string_view to_string(How how);

struct MatchOptions {
  /// Search steps (candidate checks + propagations) before giving up and
  /// returning the best partial mapping with `complete = false`.
  std::uint64_t budget = 50'000'000;
  /// Look-ahead steps spent on each candidate when choosing among several.
  std::uint64_t lookahead = 200'000;
};

struct NodeMatch {
  VertexId pattern = kNoVertex;
  VertexId target = kNoVertex;           ///< kNoVertex when unmatched
  How how = How::Unmatched;
  std::vector<VertexId> alternatives;    ///< other target nodes that are equally right
  std::string reason;                    ///< why unmatched / partial / how chosen among several
  /// The pattern node whose equally right choice placed this one (its image
  /// follows from that tie, `reason` says so), else kNoVertex.
  VertexId tie = kNoVertex;
  /// Every candidate contradicted something; this one the least: what the
  /// graphs show does not decide the image (`reason` says so).
  bool least_wrong = false;
};

struct MatchStats {
  std::size_t pattern_nodes = 0;  ///< excluding the output node
  std::size_t target_nodes = 0;   ///< excluding the output node
  std::size_t matched = 0;        ///< pattern nodes with an image
  std::uint64_t steps = 0;
  bool complete = true;           ///< false when the budget ran out
  double match_ms = 0;
};

struct MatchResult {
  /// One entry per pattern vertex except the output node, in pattern order.
  std::vector<NodeMatch> nodes;
  MatchStats stats;
};

/// Matches `pattern` into `target` under `rules`.
MatchResult match(const Graph& pattern, const Graph& target, const RuleSet& rules,
                  const MatchOptions& options = {});

}  // namespace fxmatch
