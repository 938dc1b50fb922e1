// Consistent renaming of a graph's variables, to show that a result does not
// depend on names (tests, `fxmatch batch --rename`).
#pragma once

#include "fxmatch/engine/graph.hpp"

#include <cstdint>
#include <string>
#include <vector>

namespace fxmatch {

struct RenamedGraph {
  Graph graph;                        ///< same structure, variables named v0, v1, ... in shuffled order
  std::vector<std::string> original;  ///< original name of each vertex (by vertex id)
};

/// Renames every node except the output to "v<k>" with k a seeded permutation
/// (mt19937_64 + Fisher-Yates, identical on every platform); every reference
/// is renamed with it. get_attr attribute paths are not variables and stay.
RenamedGraph rename_variables(const Graph& graph, std::uint64_t seed);

}  // namespace fxmatch
