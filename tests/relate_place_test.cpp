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

// Held-out relate v42's evidential_dirichlet (make_fx, `gm.code`): the loss is
// `mean_1 + 0.01 * mean_2`. The seed `ones_like(loss)` belongs to the add's
// node, which emits nothing; the DP gave it to the `mul` by 0.01 after it,
// that mul to mean_2, and mean_1's `expand` of the seed stayed with mean_2's
// (before: 73 of 75 grad_of). The seed costs anywhere but in the loss op's
// node during the alignment too, not only afterwards.
TEST(RelatePlace, TheSeedIsAlignedInTheLossOpsNode) {
  expect_all_right("evidential_dirichlet", 163, 8);
}

// Held-out relate v34's rope_complex (make_fx, `gm.code`): rotary embedding
// through view_as_complex; view_as_real's backward is
// view_as_complex(grad.contiguous()), traced as clone(memory_format=
// contiguous) then view_as_complex. The clone went to the reshape (`view_9`)
// before it, whose formula may also clone (before: 99 of 100 grad_of). A
// formula's `.contiguous()` clone is in its reader's segment (not CopySlices'
// clone of an `as_strided` part, which is an in-place copy_'s src gradient
// and read by the next node).
TEST(RelatePlace, AContiguousCloneIsInItsReadersSegment) {
  expect_all_right("rope_complex", 165, 14);
}
