// relate on in-place writes into views and on the shapes gradients have,
// in dumps that print no shapes (code format: shapes derived from the sizes
// ops state, engine/shape_infer.hpp). Cases: held-out relate v16's
// masked_tokens (`h = emb(x).clone(); h[:, 1] = tok; h[:, 3] = tok * 2`),
// make_fx and AOT, kept as test cases after they showed these; truth from
// PyTorch's seq_nr.
#include "fxmatch/engine/relate.hpp"
#include "fxmatch/engine/rename.hpp"
#include "fxmatch/parsers/parse.hpp"
#include "support/relate_cases.hpp"

#include <gtest/gtest.h>

using namespace fxmatch;
using fxmatch::testing::Env;
using fxmatch::testing::expect_all_right;
using fxmatch::testing::relate_zoo;
using fxmatch::testing::right_answers;
using fxmatch::testing::Right;
using fxmatch::testing::wrong_sure_grad_of;
using fxmatch::testing::zoo_truth;

namespace {

// grad_of of B op `name` (original name) as F's name, "" when unrelated.
std::string grad_of(const fxmatch::testing::ZooRelated& z, const std::string& name) {
  for (auto [x, y] : z.r.grad_of)
    if (z.rb.original[x] == name) return z.f.node(y).name.str();
  return "";
}

// Relates case `model` (tests/data/relate, `fmt` dumps, B renamed with
// `seed`) and expects each op's grad_of to be the truth's.
void expect_grad_of(const char* model, const char* fmt, std::uint64_t seed, std::initializer_list<const char*> ops) {
  Env env;
  const auto truth = zoo_truth(model, "relate.json", "relate");
  auto z = relate_zoo(env, model, "bwd", fmt, seed, "relate");
  ASSERT_TRUE(z) << model;
  for (const char* op : ops) EXPECT_EQ(grad_of(*z, op), truth["grad_of"][op]) << model << " " << op;
}

}  // namespace

// copy_(select(h, 1, 1), expand(tok, [2, 6])): copy_'s formula for src is
// at::sum_to(grad, src.sizes()), a no-op when src already has self's shape;
// the sum (and its view) that does run is the expand's own sum_to. Before:
// each expand's `sum` went to the copy_ before it (2 of 41 grad_of, and the
// views after them).
TEST(RelateShapes, ASumToRunsOnlyWhereItsInputWasBroadcast) {
  expect_grad_of("masked_tokens", "code.py", 41, {"sum_3", "sum_4"});
}

// The gradient a node hands to another is the gradient of a value the
// receiving node's op made, so it has that value's shape. AOT: the bias
// gradient's sum_to view (view_9, [6]) is not the gradient of view_5
// ([10, 6], the linear's input reshape) but addmm_1's own (before: view_5).
TEST(RelateShapes, AGradientHandedOnHasTheShapeOfTheValueItsNodeMade) {
  expect_grad_of("masked_tokens_aot", "code.py", 43, {"view_9"});
}

// A view written in place before anything reads it is rebased on its base
// (CopySlices): the select's own backward never runs, and the clone's
// gradient goes on to the linear's view (view_8 -> view_1, before: select).
// Functionalized (AOT), the same write is copy(select(base)) put back by
// select_scatter: the same backward.
TEST(RelateShapes, AViewWrittenInPlaceRunsNoBackward) {
  Env env;
  {
    const auto truth = zoo_truth("masked_tokens", "relate.json", "relate");
    auto z = relate_zoo(env, "masked_tokens", "bwd", "code.py", 47, "relate");
    ASSERT_TRUE(z);
    for (auto [x, y] : z->r.grad_of) EXPECT_NE(z->f.node(y).target.view(), "aten.select.int") << z->rb.original[x];
    const Right n = right_answers(*z, truth);
    EXPECT_EQ(n.grad_of, truth["grad_of"].size());
    EXPECT_EQ(n.saved, truth["saved"].size());
    EXPECT_EQ(n.grads, n.grads_total);
    EXPECT_EQ(wrong_sure_grad_of(*z, truth), 0u);
  }
  {
    const auto truth = zoo_truth("masked_tokens_aot", "relate.json", "relate");
    auto z = relate_zoo(env, "masked_tokens_aot", "bwd", "code.py", 53, "relate");
    ASSERT_TRUE(z);
    for (auto [x, y] : z->r.grad_of) EXPECT_NE(z->f.node(y).target.view(), "aten.select.int") << z->rb.original[x];
    const Right n = right_answers(*z, truth);
    EXPECT_EQ(n.grad_of, truth["grad_of"].size());
  }
}

// Functionalized, the view of a base written in place (`view(select_scatter_1,
// [10, 6])`, the linear's input) is regenerated at its first use, after the
// linear's `t(weight)`; eager made it first, so its node runs after t's
// (view_10 -> view_5, before: the select_scatter, whose segment comes next).
TEST(RelateShapes, AViewOfAWrittenBaseRanWhereEagerMadeIt) {
  expect_grad_of("masked_tokens_aot", "code.py", 59, {"view_10"});
}

// expand's formula is at::sum_to(grad, self.sizes()): where self's shape
// differs from the output's, the sum runs, so its segment cannot stay empty.
// The matcher's held-out index_put_net, AOT pair (kept as a test case): the
// sum of the tangent (`expand(addmm_2, [2, 3])`'s backward) went to the addmm
// whose formula also sums.
TEST(RelateShapes, AnExpandOfAnotherShapeRunsItsSum) {
  expect_grad_of("index_put_net_aot", "readable.py", 67, {"sum_2"});
}

// A sum_to's view drops the leading dims its keepdim sum left; a view that
// adds dims (`view(sum(g), [1, 1])`) is another node's, here the backward of
// `view(primals_5, [])`, and the sum is the expand's, not the parameter's
// (held-out v20's gated_slices, AOT, code: kept as a test case).
TEST(RelateShapes, AViewThatAddsDimsIsNotTheSumsNode) {
  expect_grad_of("gated_slices_aot", "code.py", 71, {"sum_2", "view_4"});
}

// Held-out relate v40's zinb_count_ae (make_fx, `gm.code`): `lgamma(x +
// theta)` with theta of shape [8] broadcast to [3, 8]. The add's backward is
// theta's sum-to, `view(sum(mul(g, digamma(..)), [0], True), [8])`. A
// segment whose formulas emit no sum reads no finished sum-to, but the
// sum-to's own `view` is part of it: counting it against the add put the
// `sum` in lgamma's segment (before: 93 of 94 grad_of).
TEST(RelateShapes, ASumToIsASumAndItsView) {
  expect_all_right("zinb_count_ae", 146, 11);
}

// Held-out relate v58's tensorf_vm (make_fx, `gm.code`, with the joint): a
// TensoRF radiance field multiplies its plane factors by its line factors
// (`cat(planes) * cat(lines)`), each sampled by grid_sample from a parameter
// of its own. Without shapes the two branches are alike but for which
// gradient B returns in which output slot, and the matcher places no output
// node: it put B's plane branch on the joint's line branch, an exact match,
// and 36 saved answers were wrong while claiming `joint` (13 on this line;
// grads 14 of 19). Where the images of B's outputs stand in another order
// among the joint's outputs, colour refinement takes B's outputs as a
// multiset, so those leaves are in doubt and the templates settle them, as
// without the joint.
TEST(RelateShapeCases, BranchesOnlyTheOutputOrderTellsApartAreNotJoint) {
  Env env;
  const auto z = fxmatch::testing::relate_kept_with_joint(env, "tensorf_vm", "bwd", 184);
  ASSERT_TRUE(z);
  const auto truth = fxmatch::testing::zoo_truth("tensorf_vm", "relate.json", "relate");
  EXPECT_EQ(fxmatch::testing::wrong_sure_saved(*z, truth), 0u);
  const auto n = right_answers(*z, truth);
  EXPECT_EQ(n.saved, truth["saved"].size());
  EXPECT_EQ(n.grads, n.grads_total);
}

// The same capture's subset (density_line.1, app_plane.0), with the joint:
// B's app branch is one `mul(grad, saved)`, which fits either of the joint's
// two (`mul(grad, cat)`, `mul(grad, cat_1)`: the saved factor is a free
// leaf), and the matcher broke that tie by program order; every node after it
// in that branch says "placed by the tie at 'mul_13'". Its leaves claimed
// `joint` for the wrong branch (4 wrong while sure). A leaf whose reader a tie
// placed (NodeMatch::tie) is in doubt, settled by the templates.
TEST(RelateShapeCases, ALeafWhoseReaderATiePlacedIsNotJoint) {
  Env env;
  const auto z = fxmatch::testing::relate_kept_with_joint(env, "tensorf_vm", "bwd_subset", 185);
  ASSERT_TRUE(z);
  const auto truth = fxmatch::testing::zoo_truth("tensorf_vm", "relate_subset.json", "relate");
  EXPECT_EQ(fxmatch::testing::wrong_sure_saved(*z, truth), 0u);
}
