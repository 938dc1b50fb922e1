// What the derivative templates say a segment runs, read off the node's own
// arguments (held-out kept captures in tests/data/relate/, truth from
// PyTorch's seq_nr): a maybe_multiply by a scale that defaults to 1 runs no
// `mul` (`scaled`), an op's other argument tells which saved value a formula
// op reads (`direct_when`), and an answer next to a segment left empty
// though its op must run is no surer than position. Each test failed before
// its change (the figure in its comment).
#include "support/relate_cases.hpp"

#include <gtest/gtest.h>

#include <algorithm>

using namespace fxmatch;
using fxmatch::testing::Env;
using fxmatch::testing::relate_zoo;
using fxmatch::testing::right_answers;
using fxmatch::testing::Right;
using fxmatch::testing::zoo_truth;

namespace {

VertexId renamed(const fxmatch::testing::ZooRelated& z, const std::string& original) {
  const auto& names = z.rb.original;
  const auto it = std::find(names.begin(), names.end(), original);
  return it == names.end() ? kNoVertex : static_cast<VertexId>(it - names.begin());
}

}  // namespace

// Held-out relate v40's cldice_seg (make_fx, `gm.code`): a soft-clDice loss
// of scalars, `2 * tprec * tsens / (tprec + tsens)`. `add.Tensor`'s other
// formula is maybe_multiply(grad, alpha), a `mul` only where alpha is not 1;
// the template listed `mul` for every add, so the add passing the gradient
// on took the `mul` by 2 of the product next to it and every segment after
// it shifted one late (before: 166 of 173 grad_of, 106 of 110 saved).
TEST(RelateTemplateFields, AScaleThatDefaultsToOneRunsNoMul) {
  Env env;
  const auto truth = zoo_truth("cldice_seg", "relate.json", "relate");
  auto z = relate_zoo(env, "cldice_seg", "bwd", "code.py", 147, "relate");
  ASSERT_TRUE(z);
  const Right n = right_answers(*z, truth);
  EXPECT_EQ(n.grad_of, truth["grad_of"].size());
  EXPECT_EQ(n.grads, n.grads_total);
  EXPECT_EQ(n.grads_total, 8u);
}

// The same model, print_readable: binary_cross_entropy_with_logits with a
// weight and no pos_weight. Its backward is `mul(mul(sigmoid(x) - target,
// grad), weight)`; `mul:1` is the target only in the pos_weight form
// (`mul(pos_weight, target)`), and the weight's `mul` reads a mul's result
// (before: the weight's saved value answered with the target, 109 of 110).
TEST(RelateTemplateFields, TheOtherArgumentTellsWhichSavedValueAFormulaOpReads) {
  Env env;
  const auto truth = zoo_truth("cldice_seg", "relate.json", "relate");
  auto z = relate_zoo(env, "cldice_seg", "bwd", "readable.py", 148, "relate");
  ASSERT_TRUE(z);
  const Right n = right_answers(*z, truth);
  EXPECT_EQ(n.saved, truth["saved"].size());
}

// Held-out relate v36's ode_rk4, AOT (`gm.code`): RK4's `k2 * 2` and
// `k3 * 2` are two muls by 2 reading one gradient through the adds that sum
// them, and AOT's CSE made their backwards one `mul(g, 2)`, which seq_nr
// gives the later one (mul_28). The add between them passes the gradient on
// and emits nothing; the empty mul_28 segment next to it must run, so the
// answer is a choice (before: mul_27, claiming `template`).
TEST(RelateTemplateFields, ANeighbourLeftEmptyThoughItMustRunIsAnAlternative) {
  Env env;
  auto z = relate_zoo(env, "ode_rk4_aot", "bwd", "code.py", 149, "relate");
  ASSERT_TRUE(z);
  const VertexId v = renamed(*z, "mul_31");
  ASSERT_NE(v, kNoVertex);
  const auto it = std::find_if(z->r.grad_of.begin(), z->r.grad_of.end(), [&](const auto& bf) { return bf.first == v; });
  ASSERT_NE(it, z->r.grad_of.end());
  const std::string got = z->f.node(it->second).name.str();
  if (got == "mul_28") return;  // right
  EXPECT_NE(z->r.grad_of_how.at(v), "template") << got;
  const auto& alts = z->r.grad_of_alternatives[v];
  EXPECT_TRUE(std::any_of(alts.begin(), alts.end(), [&](VertexId x) { return z->f.node(x).name.str() == "mul_28"; }))
      << got;
}

// Held-out relate v33's spectral_norm_mlp (make_fx, `gm.code`): the power
// iteration's sigma = vdot(u, mv(W, v)). mv's self formula `grad.ger(vec)` is
// at::outer, `reshape(grad, [n, 1]) * vec`, traced as view + mul; the
// templates listed `ger`, so the view went to the vdot before it as a sum-to
// view (before: 56 of 58 grad_of). A `ger` emits view and mul
// (derivative_tables.py), and a view no formula of its segment emits is a
// sum-to's view, which reads the sum.
TEST(RelateTemplateFields, OutersViewIsNoSumToOfTheOpBeforeIt) {
  fxmatch::testing::expect_all_right("spectral_norm_mlp", 161, 15);
}

// Held-out relate v49's yolo_ciou_det (make_fx, `gm.code`): the objectness
// BCE's loss is scaled by a literal (`bce * 1.0`), and the alignment put the
// BCE backward's `mul` (the gradient times sigmoid(x) - target, made from the
// two saved values) in the scale's segment, whose `mul` by 1.0 reads no
// saved tensor; the two saved values went unanswered (before: 170 of 174
// saved, 321 of 327 grad_of). A formula that reads no tensor (mul's
// `grad * other`, other a literal) emits no op reading a saved value.
TEST(RelateTemplateFields, AFormulaReadingOnlyLiteralsEmitsNoOpReadingASavedValue) {
  fxmatch::testing::expect_all_right("yolo_ciou_det", 172, 15);
}

// A sum-to that F_j's template admits only because F_j may broadcast, with
// no printed shape to show it does, is no template's claim: a noisy linear's
// bias `mu + sigma * eps` sits beside the addmm that reads it, and without
// shapes both fit the bias gradient's `sum` (v73 rainbow_c51, Kaixhin/Rainbow,
// AOT pair in `gm.code`).
TEST(RelateTemplateFields, ASumToThatNoShapeShowsIsNoTemplatesClaim) {
  fxmatch::testing::Env env;
  const auto truth = fxmatch::testing::zoo_truth("rainbow_c51_aot", "relate.json", "relate");
  auto z = fxmatch::testing::relate_zoo(env, "rainbow_c51_aot", "bwd", "code.py", 217, "relate");
  ASSERT_TRUE(z);
  EXPECT_EQ(fxmatch::testing::wrong_sure_grad_of(*z, truth), 0u);
  std::map<std::string, std::string> how;
  for (const auto& [b, h] : z->r.grad_of_how) how[z->rb.original[b]] = h;
  for (const char* b : {"sum_4", "sum_6"}) EXPECT_EQ(how[b], "position") << b;
}

// A whole gradient B returns is made where its parameter's term is read: a
// noisy linear (Kaixhin/Rainbow) reads `addmm(mu_b + sigma_b * eps_b, x,
// t(mu_w + sigma_w * eps_w))`, so t's backward makes mu_w's gradient and
// addmm's sum-to mu_b's, though neither reads a parameter itself (before:
// every noisy layer's segments one late in `gm.code`, 26 of 29 saved, 57 of
// 76 grad_of, 12 of 40 grads; v73 rainbow_c51).
TEST(RelateTemplateFields, AWholeGradientIsMadeWhereItsParametersTermIsRead) {
  fxmatch::testing::expect_all_right("rainbow_c51", 218, 40);
}

// ... and a parameter's term keeps the parameter's shape: `expand(query,
// [B, N, C])` is made from a leaf alone, but its own backward sums the
// gradient back, so an add reading it makes no sum-to of that parameter (the
// bias `sum` of `view(bmm) + b` read by `expand + add_4` stays at add_4;
// v43 deform_attn in `gm.code`).
TEST(RelateTemplateFields, AnExpandedParameterIsNoTerm) {
  fxmatch::testing::expect_all_right("deform_attn", 219, 19);
}
