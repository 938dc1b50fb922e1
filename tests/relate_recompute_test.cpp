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

// Held-out relate v82's openfold_evoformer_dgram (make_fx, `gm.code`; blind
// with 85e27f4 2,398 of 3,052 grad_of, 278 of 282 saved, 199 of 202 grads):
// OpenFold's Evoformer with every block under `torch.utils.checkpoint`. The
// block is recomputed when its last node unpacks a saved tensor; the replay
// (native_layer_norm, addmm, the `t` of each weight and the detaches the
// hooks stage) runs in that node, and formula ops of nodes much later read
// its values. Without the joint nothing had named those ops a recomputation
// before the alignment, so each replayed value tied every op between it and
// its first reader to one segment, the alignment could not reach the
// placement that costs 3 (it settled at 68), and the head's linear was cut
// one op early. Forward ops no template emits, and what they are made
// from, run where they are made.
TEST(RelateRecompute, AForwardOpNoFormulaRunsIsAReplayThatRunsWhereItIsMade) {
  fxmatch::testing::expect_grads_right_at_least("openfold_evoformer_dgram", 234, 200, 280, 3052);
}
