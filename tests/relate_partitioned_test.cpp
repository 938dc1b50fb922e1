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

// A checkpointed conv + batch norm (batch statistics) + relu block as the
// min-cut partitioner recomputes it: the backward recomputes the block
// before the node of the next conv (convolution_1) runs, and the batch norm's
// backward reads the recomputed op's mean and rstd (getitem_1, getitem_2).
// Those getitems are part of the recomputation, not of the batch norm's
// node: they used to tie every op between the recomputation and their reader
// to one node (convolution_backward -> _native_batch_norm_legit).
constexpr const char* kCkptForward = R"(
def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7):
    convolution = torch.ops.aten.convolution.default(primals_1, primals_2, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit = torch.ops.aten._native_batch_norm_legit.no_stats(convolution, primals_3, primals_4, True, 0.1, 1e-05);  convolution = None
    getitem = _native_batch_norm_legit[0];  _native_batch_norm_legit = None
    add = torch.ops.aten.add.Tensor(getitem, primals_1);  getitem = None
    relu = torch.ops.aten.relu.default(add);  add = None
    convolution_1 = torch.ops.aten.convolution.default(relu, primals_5, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
    add_1 = torch.ops.aten.add.Tensor(convolution_1, relu);  convolution_1 = relu = None
    relu_1 = torch.ops.aten.relu.default(add_1);  add_1 = None
    detach_8 = torch.ops.aten.detach.default(relu_1)
    mean = torch.ops.aten.mean.dim(relu_1, [2, 3]);  relu_1 = None
    t = torch.ops.aten.t.default(primals_6)
    addmm = torch.ops.aten.addmm.default(primals_7, mean, t);  primals_7 = t = None
    detach_9 = torch.ops.aten.detach.default(detach_8);  detach_8 = None
    return (addmm, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, mean, detach_9)
    
)";

constexpr const char* kCkptBackward = R"(
def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, mean, detach_9, tangents_1):
    t = torch.ops.aten.t.default(primals_6);  primals_6 = None
    t_1 = torch.ops.aten.t.default(t);  t = None
    mm = torch.ops.aten.mm.default(tangents_1, t_1);  t_1 = None
    t_2 = torch.ops.aten.t.default(tangents_1)
    mm_1 = torch.ops.aten.mm.default(t_2, mean);  t_2 = mean = None
    t_3 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
    view = torch.ops.aten.view.default(sum_1, [2]);  sum_1 = None
    t_4 = torch.ops.aten.t.default(t_3);  t_3 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(mm, 2);  mm = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(unsqueeze, 3);  unsqueeze = None
    expand = torch.ops.aten.expand.default(unsqueeze_1, [2, 3, 4, 4]);  unsqueeze_1 = None
    div = torch.ops.aten.div.Scalar(expand, 16);  expand = None
    threshold_backward = torch.ops.aten.threshold_backward.default(div, detach_9, 0);  div = detach_9 = None
    convolution = torch.ops.aten.convolution.default(primals_1, primals_2, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    _native_batch_norm_legit = torch.ops.aten._native_batch_norm_legit.no_stats(convolution, primals_3, primals_4, True, 0.1, 1e-05);  primals_4 = None
    getitem = _native_batch_norm_legit[0]
    getitem_1 = _native_batch_norm_legit[1]
    getitem_2 = _native_batch_norm_legit[2];  _native_batch_norm_legit = None
    add = torch.ops.aten.add.Tensor(getitem, primals_1);  getitem = None
    relu = torch.ops.aten.relu.default(add);  add = None
    convolution_backward = torch.ops.aten.convolution_backward.default(threshold_backward, relu, primals_5, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  primals_5 = None
    getitem_3 = convolution_backward[0]
    getitem_4 = convolution_backward[1];  convolution_backward = None
    add_2 = torch.ops.aten.add.Tensor(threshold_backward, getitem_3);  threshold_backward = getitem_3 = None
    detach_7 = torch.ops.aten.detach.default(relu);  relu = None
    detach_10 = torch.ops.aten.detach.default(detach_7);  detach_7 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(add_2, detach_10, 0);  add_2 = detach_10 = None
    native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_1, convolution, primals_3, None, None, getitem_1, getitem_2, True, 1e-05, [True, True, True]);  threshold_backward_1 = convolution = primals_3 = getitem_1 = getitem_2 = None
    getitem_6 = native_batch_norm_backward[0]
    getitem_7 = native_batch_norm_backward[1]
    getitem_8 = native_batch_norm_backward[2];  native_batch_norm_backward = None
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_6, primals_1, primals_2, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]);  getitem_6 = primals_1 = primals_2 = None
    getitem_10 = convolution_backward_1[1];  convolution_backward_1 = None
    return (None, getitem_10, getitem_7, getitem_8, getitem_4, t_4, view)
    
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

TEST(RelatePartitioned, RecomputedMultiOutputOpsGetitemsBelongToTheRecomputation) {
  auto rules = RuleSet::load_default();
  auto ders = DerivativeRules::load_default();
  ASSERT_TRUE(rules && ders);
  auto f = parse_graph(kCkptForward, "fwd.py");
  auto b = parse_graph(kCkptBackward, "bwd.py");
  ASSERT_TRUE(f && b);
  RelateResult r = relate(*f, *b, nullptr, *rules, *ders);
  std::map<std::string, std::string> go;
  for (auto [x, y] : r.grad_of) go[b->node(x).name] = f->node(y).name;
  EXPECT_EQ(go["convolution_backward"], "convolution_1");
  EXPECT_EQ(go["threshold_backward_1"], "relu");
  EXPECT_EQ(go["native_batch_norm_backward"], "_native_batch_norm_legit");
  EXPECT_EQ(go["convolution_backward_1"], "convolution");
}
