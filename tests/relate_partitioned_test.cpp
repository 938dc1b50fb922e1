// relate() on AOTAutograd partitioned pairs (engine/relate_partitioned.cpp),
// printed without shapes (the code format), so that only structure decides.
#include "fxmatch/engine/relate.hpp"
#include "fxmatch/parsers/parse.hpp"

#include <gtest/gtest.h>

#include <map>

using namespace fxmatch;

namespace {

// The seed's MLP under aot_autograd: the input (primals_1) does not require
// grad, so the backward returns None for it and its `view` has no backward node.
constexpr const char* kForward = R"(
def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5):
    view = torch.ops.aten.view.default(primals_1, [32, -1]);  primals_1 = None
    t = torch.ops.aten.t.default(primals_2);  primals_2 = None
    addmm = torch.ops.aten.addmm.default(primals_3, view, t);  primals_3 = t = None
    relu = torch.ops.aten.relu.default(addmm);  addmm = None
    t_1 = torch.ops.aten.t.default(primals_4)
    addmm_1 = torch.ops.aten.addmm.default(primals_5, relu, t_1);  primals_5 = t_1 = None
    return (addmm_1, primals_4, view, relu)
)";

constexpr const char* kBackward = R"(
def forward(self, primals_4, view, relu, tangents_1):
    t_1 = torch.ops.aten.t.default(primals_4);  primals_4 = None
    t_2 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm = torch.ops.aten.mm.default(tangents_1, t_2);  t_2 = None
    t_3 = torch.ops.aten.t.default(tangents_1)
    mm_1 = torch.ops.aten.mm.default(t_3, relu);  t_3 = None
    t_4 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
    view_1 = torch.ops.aten.view.default(sum_1, [10]);  sum_1 = None
    t_5 = torch.ops.aten.t.default(t_4);  t_4 = None
    detach = torch.ops.aten.detach.default(relu);  relu = None
    detach_1 = torch.ops.aten.detach.default(detach);  detach = None
    threshold_backward = torch.ops.aten.threshold_backward.default(mm, detach_1, 0);  mm = detach_1 = None
    t_6 = torch.ops.aten.t.default(threshold_backward)
    mm_2 = torch.ops.aten.mm.default(t_6, view);  t_6 = view = None
    t_7 = torch.ops.aten.t.default(mm_2);  mm_2 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
    view_2 = torch.ops.aten.view.default(sum_2, [64]);  sum_2 = None
    t_8 = torch.ops.aten.t.default(t_7);  t_7 = None
    return (None, t_8, view_2, t_5, view_1)
)";

}  // namespace

// The backward's None for an input is evidence that the input does not
// require grad: no forward op computed from it alone gets backward ops. Here
// the last node's ops (mm_2 .. view_2: addmm's; t_8: t's) used to be spread
// over `t` and the input's `view` (view_2 -> t, t_8 -> view).
TEST(RelatePartitioned, InputWithoutGradientHasNoBackwardOps) {
  auto rules = RuleSet::load_default();
  auto ders = DerivativeRules::load_default();
  ASSERT_TRUE(rules && ders);
  auto f = parse_graph(kForward, "fwd.py");
  auto b = parse_graph(kBackward, "bwd.py");
  ASSERT_TRUE(f && b);
  RelateResult r = relate(*f, *b, nullptr, *rules, *ders);
  std::map<std::string, std::string> go;
  for (auto [x, y] : r.grad_of) go[b->node(x).name] = f->node(y).name;
  for (const char* n : {"t_6", "mm_2", "t_7", "sum_2", "view_2"}) EXPECT_EQ(go[n], "addmm") << n;
  EXPECT_EQ(go["t_8"], "t");
  for (const auto& [bn, fn] : go) EXPECT_NE(fn, "view") << bn;
}
