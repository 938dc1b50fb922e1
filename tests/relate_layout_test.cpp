// engine/relate_util.hpp's Side::layout_source: the walk from a value through
// layout ops (the rules' view_like: views, copies, functionalized scatters)
// back to the value they were made from, which relate's Function finders
// (contradicted_runs, formulas_making_values) share.
#include "relate_util.hpp"

#include "fxmatch/parsers/parse.hpp"
#include "fxmatch/rules/rules.hpp"

#include <gtest/gtest.h>

#include <string>

namespace fxmatch::relate_detail {
namespace {

struct Walk {
  Graph g;
  RuleSet rules = *RuleSet::load_default();
  VertexId at(const std::string& name) const {
    for (VertexId v = 0; v < g.size(); ++v)
      if (g.node(v).name.str() == name) return v;
    ADD_FAILURE() << "no node " << name;
    return kNoVertex;
  }
  std::string source(const std::string& from) const {
    const Side s{g, rules};
    const VertexId v = s.layout_source(at(from));
    return v == kNoVertex ? "" : g.node(v).name.str();
  }
};

Walk parse_walk(const std::string& body) {
  auto g = parse_graph("def forward(self, x_1, y_1):\n" + body + "    return None\n", "t.py");
  EXPECT_TRUE(g) << g.error().render();
  return Walk{std::move(*g)};
}

TEST(RelateLayout, ViewsCopiesAndIdentitiesLeadBackToTheValueMade) {
  const Walk w = parse_walk(
      "    mul = torch.ops.aten.mul.Tensor(x_1, y_1)\n"
      "    t = torch.ops.aten.t.default(mul)\n"
      "    detach = torch.ops.aten.detach.default(t)\n"
      "    clone = torch.ops.aten.clone.default(detach, memory_format = torch.contiguous_format)\n"
      "    view = torch.ops.aten.view.default(clone, [4])\n"
      "    relu = torch.ops.aten.relu.default(view)\n");
  EXPECT_EQ(w.source("view"), "mul");
  EXPECT_EQ(w.source("mul"), "mul");      // no layout op: itself
  EXPECT_EQ(w.source("relu"), "relu");    // an op that computes is no layout
  EXPECT_EQ(w.source("x_1"), "x_1");
}

TEST(RelateLayout, SlicesAreAutogradViewsButNoLayout) {
  // a slice keeps part of the elements: alias_root's (autograd's views), not layout_source's
  const Walk w = parse_walk(
      "    mul = torch.ops.aten.mul.Tensor(x_1, y_1)\n"
      "    slice_1 = torch.ops.aten.slice.Tensor(mul, 0, 0, 2)\n"
      "    view = torch.ops.aten.view.default(slice_1, [4])\n");
  EXPECT_EQ(w.source("view"), "slice_1");
  const Side s{w.g, w.rules};
  EXPECT_EQ(s.alias_root(w.at("view")), w.at("mul"));
}

TEST(RelateLayout, AScatterStepsToItsBaseAndStopEndsTheWalk) {
  const Walk w = parse_walk(
      "    mul = torch.ops.aten.mul.Tensor(x_1, y_1)\n"
      "    slice_scatter = torch.ops.aten.slice_scatter.default(mul, y_1, 0, 0, 2)\n"
      "    t = torch.ops.aten.t.default(slice_scatter)\n");
  EXPECT_EQ(w.source("t"), "mul");
  const Side s{w.g, w.rules};
  const VertexId scatter = w.at("slice_scatter");
  EXPECT_EQ(s.layout_source(w.at("t"), [&](VertexId x) { return x == scatter; }), scatter);
}

TEST(RelateLayout, AChainLongerThanSixteenEndsWhereTheBoundIs) {
  std::string body = "    v0 = torch.ops.aten.mul.Tensor(x_1, y_1)\n";
  for (int i = 1; i <= 20; ++i)
    body += "    v" + std::to_string(i) + " = torch.ops.aten.t.default(v" + std::to_string(i - 1) + ")\n";
  const Walk w = parse_walk(body);
  EXPECT_EQ(w.source("v20"), "v4");  // 16 steps back from v20
  EXPECT_EQ(w.source("v16"), "v0");
}

}  // namespace
}  // namespace fxmatch::relate_detail
