// Recomputation by activation checkpointing (engine/relate_recompute.cpp), on
// kept captures in tests/data/relate/. Each test failed before its change
// (the figure in its comment).
#include "support/relate_cases.hpp"

#include <gtest/gtest.h>

using fxmatch::testing::expect_all_right;

// Held-out relate v69's densenet_memeff (make_fx, `gm.code`; blind with
// b4f6290 195 of 199 grad_of, with the joint too): torchvision's DenseNet
// with memory_efficient=True checkpoints each dense layer's `cat`, norm and
// in-place `relu_`. B recomputes all three when the layer's conv unpacks its
// input, so all three run in the conv's node. The `relu_` is in place, and
// in-place ops were never taken for recomputations: it went with the relu
// whose formula reads its value (`structure`, 4 wrong per line). An in-place
// op on a value B recomputed computes what F's own in-place op computed from
// the value it read before its write.
TEST(RelateRecompute, AnInPlaceOpOnARecomputedValueIsARecomputationToo) {
  expect_all_right("densenet_memeff", 199, 34);
  fxmatch::testing::expect_all_right_with_joint("densenet_memeff", 200);
}
