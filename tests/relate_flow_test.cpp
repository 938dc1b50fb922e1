// relate()'s whole-run evidence (engine/relate_refine.cpp): a gradient
// handed from one backward node to another is the gradient of a value the
// receiving node's forward op made, an accumulation sums one gradient per
// read of that value, and a node runs each of its formulas once. Kept
// captures (tests/data/relate/, truth from PyTorch's seq_nr); each test
// failed before its change (the figure in its comment).
#include "support/relate_cases.hpp"

#include <gtest/gtest.h>

#include <map>
#include <string>

namespace {

using fxmatch::testing::Env;

// Test-only capture relate_sums' sum_chain_cell (capture/fxcapture/
// relate_sums.py; make_fx, `gm.code`, with the joint): a DARTS-style mixed
// edge, `sum(w_i * op_i(s0))` over ten candidates by Python's sum, a chain of
// ten adds from `add(w_0 * op_0, 0)`, into a state eight ops read. Each
// `w_i * op_i` receives the state's gradient, eight terms summed, handed on
// unchanged by the adds. The reads that can send a value a gradient were
// counted through at most eight such adds, so the first candidate's `mul`
// seemed read once: eight terms for one read, and its backward went to the
// softmax's `unbind` next to it (held-out relate v59's darts_search, AOT,
// lost 25 of 1,489 grad_of so; this capture: 99 of 104 with the joint). The
// reads are now counted through any number of them.
TEST(RelateFlow, AGradientHandedOnByAChainOfAddsHasEveryTermOfTheValueTheChainMakes) {
  Env env;
  auto rel = fxmatch::testing::relate_kept_with_joint(env, "sum_chain_cell", "bwd", 205);
  ASSERT_TRUE(rel);
  const auto& z = *rel;
  std::map<std::string, std::string> go;
  for (auto [b, f] : z.r.grad_of) go[z.rb.original[b]] = z.f.node(f).name.str();
  // the first candidate's `w_0 * (s0 * 0)`: its two formulas' muls and w_0's sum-to
  for (const char* n : {"mul_21", "mul_22", "sum_11"}) EXPECT_EQ(go[n], "mul_2") << n;
  // and every answer but the skip connection's two muls (`w_1 * s0`: they go
  // to the next candidate's mul, mul_4, a miss this change leaves alone)
  const auto truth = fxmatch::testing::zoo_truth("sum_chain_cell", "relate.json", "relate");
  const auto n = fxmatch::testing::right_answers(z, truth);
  EXPECT_EQ(n.saved, truth["saved"].size());
  EXPECT_EQ(n.grad_of + 2, truth["grad_of"].size());
  EXPECT_EQ(n.grads, n.grads_total);
}

// Held-out relate v59's sknet_cls (make_fx, `gm.code`; 212 of 222 grad_of
// before, both modes): SKNet's global pooling is `x.mean(-1).mean(-1)`,
// three times, so `mean_backward`'s `unsqueeze`, `expand`, `div` come in
// chains of one form. Scoring ops one at a time, the alignment put two
// backwards in one `mean` segment and gave the next a single op; every
// template fit. sum_backward and mean_backward run `expand` (and mean's
// `div`) once, and a node runs each formula once (`once` in
// rules/derivatives.yaml), so a run holding two of them is two nodes'
// (2 of 222 still go to the wrong `mean`: an `unsqueeze` at the cut, which
// runs once per reduced dim and so is not counted).
TEST(RelateFlow, ANodeRunsEachFormulaOnce) {
  fxmatch::testing::expect_all_right("sknet_cls", 208, 62, 2);
}

}  // namespace
