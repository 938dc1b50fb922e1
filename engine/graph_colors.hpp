// Colour refinement (one-dimensional Weisfeiler-Leman) of an FX graph: the
// nodes no structure tells apart.
//
// Design note. A node's first colour is what it is (kind, op, getitem index,
// how many producers, its literal arguments: never its name); each round a node's colour becomes a
// hash of its colour, its producers' colours in argument-slot order (as a
// multiset where `unordered` says the op is commutative, as the matcher
// treats it: an accumulation `add` of two branches' gradients; the output
// node too where it says so), and the
// multiset of (consumer colour, slot) pairs (the slot left out where the
// consumer is commutative), until the number of colours stops
// growing (or `max_rounds`). Two nodes of one final colour are alike to every
// structural test of that depth, a superset of the automorphism orbits: the
// caller treats them as possibly interchangeable. Stopping early only merges
// more, so a caller's doubt can grow but never a false certainty. O(edges) per
// round with 64-bit hashes (a collision could only merge two colours).
#pragma once

#include "fxmatch/engine/graph.hpp"

#include <cstdint>
#include <functional>
#include <vector>

namespace fxmatch::detail {

std::vector<std::uint64_t> refine_colors(const Graph& g, const std::function<bool(const Node&)>& unordered,
                                         int max_rounds = 1024);

}  // namespace fxmatch::detail
