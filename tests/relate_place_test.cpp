// What the alignment leaves out (engine/relate_place.cpp), on kept captures
// counted against their truth from PyTorch's seq_nr: ops that carry no
// gradient follow the ops that do. Each test failed before its change.
#include "support/relate_cases.hpp"

#include <gtest/gtest.h>

using fxmatch::testing::expect_all_right;

// Held-out relate v40's detr_set_loss (make_fx, `gm.code`): a GIoU loss
// reads `prod` of the clamped box sides. prod_backward makes
// `unsqueeze(detach(result), 1)` and drops it (its no-zero path reads the
// cumprods); the dead `unsqueeze` goes with the next carrying op, and the
// detach of the saved result, read by nothing else, was left unplaced
// ("not reached from the gradient seed or any saved value"; before: 197 of
// 198 grad_of). A detach of a saved value that only a dead op reads goes
// with that op.
TEST(RelatePlace, TheDetachOnlyADeadOpReadsGoesWithIt) {
  expect_all_right("detr_set_loss", 150, 17);
}
