// relate() on kept captures where shapes a dump without annotations still
// implies decide the answer (engine/shape_infer.cpp derives them; relate reads
// them as evidence through surely_equal/surely_differ, an unknown dim fitting
// anything). Each case is a real capture kept after it showed the defect,
// counted against its truth from PyTorch's values and seq_nr.
#include "support/relate_cases.hpp"

#include <gtest/gtest.h>

using fxmatch::testing::expect_all_right;

// Held-out relate v23's qk_norm_attn (make_fx, `gm.code`): F.normalize of
// the q and k that unbind takes from one projection. Its `expand` of the
// keepdim norm to q's [2, 2, 4, 4] must run its sum_to: the unbind items'
// shapes say the norm is [2, 2, 4, 1], and the `div` reading both has inputs
// of one shape, so it broadcasts nothing (before: the items' shapes were
// unknown and both expands' sums went to the divs, 97 of 99 grad_of).
TEST(RelateShapeEvidence, TheItemsOfUnbindHaveTheirInputsShapeLessTheDim) {
  expect_all_right("qk_norm_attn", 90, 9);
}

// Held-out relate v23's arcface_head, fine-tuned on one parameter (make_fx,
// `gm.code`): the backward returns one `view(sum(g, [0], True), [5])`. The
// evidence hypothesis gave it to the cosine classifier's weight, which
// `linalg_vector_norm(w, 2.0, [1], True)` reads, and the first run to the
// embedding's weight, which addmm reads through `t` as a matrix: both need two
// dims, and the view states one, so it is the bias's (before: 4 of 6 grads).
TEST(RelateShapeEvidence, AGradientHasAtLeastTheRankTheReadsOfItsLeafNeed) {
  expect_all_right("arcface_head_subset", 91, 1);
}
