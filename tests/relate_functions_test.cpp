// Custom autograd Functions found by the kernels the backward never runs
// (engine/relate_functions.cpp), on a kept capture in tests/data/relate/.
// The test failed before its change (the figure in its comment).
#include "support/relate_cases.hpp"

#include <gtest/gtest.h>

using fxmatch::testing::expect_all_right;

// Held-out relate v60's cspdarknet_mish (make_fx, `gm.code`, blind 75.6% of
// saved, 53.3% of grad_of): a CSPDarkNet whose 15 activations are timm's
// MishAutoFn, forward `mul(x, tanh(softplus(x)))` saving only x, backward
// recomputing `sigmoid(x)` and `tanh(softplus(x))` from it. B runs no
// softplus_backward or tanh_backward anywhere, so softplus and tanh recorded
// no node: with the `mul` that combines their value with x, they are one
// Function's forward, which saved its input. Before: 130 of 172 saved (the
// constant taken for mul's `other`, the tanh), 147 of 276 grad_of; with the
// joint, 141 of 276 grad_of.
TEST(RelateFunctions, AFunctionsForwardIsFoundByTheKernelsItsBackwardNeverRuns) {
  expect_all_right("cspdarknet_mish", 186, 47);
  fxmatch::testing::expect_all_right_with_joint("cspdarknet_mish", 187);
}

// Held-out relate v59's shake_shake_resnet (print_readable): hysts'
// ShakeFunction mixes two residual branches as x1 alpha + x2 (1 - alpha),
// saves x1, x2, alpha and beta, and its backward scales by beta[i], a
// `select` of an input that no forward op reads. Its `mul(grad, beta)` is op
// for op mul's `grad * other`, so the saved value was taken for `1 - alpha`
// claiming `template` (before: 2 saved and 1 grad_of wrong while sure). A
// forward value nothing reads exists because something saved it: a template
// answer of its printed shape and dtype may hold it instead, and is
// `position`, as are its readers' template answers.
TEST(RelateFunctions, AValueNoForwardOpReadsMakesTheTemplateAnswersOfItsShapeUnsure) {
  fxmatch::testing::expect_no_answer_wrong_while_sure("shake_shake_resnet", 189, "bwd", "relate.json",
                                                      "readable.py");
}
