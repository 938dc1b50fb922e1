// relate() on kept captures where evidence a dump without annotations still
// holds decides the answer: shapes it implies (engine/shape_infer.cpp derives
// them; relate reads them through surely_equal/surely_differ, an unknown dim
// fitting anything) and the argument positions a derivative template reads
// its saved values at (rules/derivatives.yaml, `direct`). Each case is a real
// capture kept after it showed the defect, counted against its truth from
// PyTorch's values and seq_nr.
#include "support/relate_cases.hpp"

#include <gtest/gtest.h>

using fxmatch::testing::expect_all_right;

// Held-out relate v23's qk_norm_attn (make_fx, `gm.code`): F.normalize of
// the q and k that unbind takes from one projection. Its `expand` of the
// keepdim norm to q's [2, 2, 4, 4] must run its sum_to: the unbind items'
// shapes say the norm is [2, 2, 4, 1], and the `div` reading both has inputs
// of one shape, so it broadcasts nothing (before: the items' shapes were
// unknown and both expands' sums went to the divs, 97 of 99 grad_of).
TEST(RelateEvidence, TheItemsOfUnbindHaveTheirInputsShapeLessTheDim) {
  expect_all_right("qk_norm_attn", 90, 9);
}

// Held-out relate v23's arcface_head, fine-tuned on one parameter (make_fx,
// `gm.code`): the backward returns one `view(sum(g, [0], True), [5])`. The
// evidence hypothesis gave it to the cosine classifier's weight, which
// `linalg_vector_norm(w, 2.0, [1], True)` reads, and the first run to the
// embedding's weight, which addmm reads through `t` as a matrix: both need two
// dims, and the view states one, so it is the bias's (before: 4 of 6 grads).
TEST(RelateEvidence, AGradientHasAtLeastTheRankTheReadsOfItsLeafNeed) {
  expect_all_right("arcface_head_subset", 91, 1);
}

// Held-out relate v24's ws_conv (make_fx, `gm.code`): weight-standardised
// convs, `(w - w.mean(dims, keepdim)) / w.std(dims, keepdim)`. std's backward
// reads both the weight and its std: `mul(result, 2)` and `eq(result, 0)`
// read the std, `mean(self)` and `sub(self, mean)` the weight (torch 2.13
// traces of std_backward/var_backward, now the templates' direct positions).
// Without them the two were told apart by position only (before: 26 of 30
// saved; 2 grad_of, the `neg` of sub's other input given to the div, are
// still missed: counted, so a third miss or a fix shows).
TEST(RelateEvidence, StdsBackwardReadsTheWeightAndItsStdAtTheirOwnPositions) {
  expect_all_right("ws_conv", 92, 10, /*grad_of_missed=*/2);
}
