// Graphs built to make VF2-family search explode (tests/adversarial_test.cpp,
// bench/adversarial.cpp). Each case is a pattern/target pair of graph-code
// dumps (`def forward(self, ...)`, no annotations, so labels are operators
// and arguments only) that the parser reads like any other input.
#pragma once

#include <string>
#include <vector>

namespace fxmatch::testing {

struct AdversarialCase {
  std::string name;     ///< "symmetric_blocks", ...
  std::string pattern;  ///< graph code
  std::string target;   ///< graph code
};

/// `blocks` identical blocks with no distinguishing label (each a chain of
/// `depth` relu/add/mul ops on its own input), in the pattern; the target
/// has twice as many: every pattern block fits every target block.
AdversarialCase symmetric_blocks(int blocks, int depth);
/// `width` identical ops (relu of its own input) read by one op, in an
/// unordered reduction (a tree of commutative adds); the target has more.
AdversarialCase wide_fan_in(int width);
/// `chains` inputs, each through `length` view ops on the pattern side only
/// (the target reads the inputs directly), then a shared consumer.
AdversarialCase one_sided_view_chains(int chains, int length);
/// The symmetric blocks, but every target block differs from the pattern's
/// block in one op at a different depth: almost, but not quite, a subgraph.
AdversarialCase near_subgraph(int blocks, int depth);

/// All four at a size where Boost's VF2 does not finish in minutes.
std::vector<AdversarialCase> adversarial_cases();

}  // namespace fxmatch::testing
