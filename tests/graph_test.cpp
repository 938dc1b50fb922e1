#include "fxmatch/engine/graph.hpp"

#include <gtest/gtest.h>

namespace fxmatch {
namespace {

Node make(std::string name, NodeKind kind, std::string target, std::vector<Arg> args = {}) {
  Node n;
  n.name = std::move(name);
  n.kind = kind;
  n.target = std::move(target);
  n.args = std::move(args);
  return n;
}

TEST(Graph, DuplicateOperandsGiveTwoEdgesWithSlots) {
  Graph g;
  VertexId x = g.add_node(make("x", NodeKind::Placeholder, ""));
  VertexId m = g.add_node(make("mul", NodeKind::CallFunction, "aten.mul.Tensor",
                               {Arg::ref("x", -1), Arg::ref("x", -1)}));
  EXPECT_EQ(boost::in_degree(m, g.boost()), 2u);
  EXPECT_EQ(g.producer(m, 0), x);
  EXPECT_EQ(g.producer(m, 1), x);
  auto cons = g.consumers(x);
  ASSERT_EQ(cons.size(), 2u);
  EXPECT_EQ(cons[0], (std::pair<VertexId, int>{m, 0}));
  EXPECT_EQ(cons[1], (std::pair<VertexId, int>{m, 1}));
}

TEST(Graph, SlotsNumberNestedRefsInOrderIncludingKwargs) {
  Graph g;
  g.add_node(make("a", NodeKind::Placeholder, ""));
  g.add_node(make("b", NodeKind::Placeholder, ""));
  Node cat = make("cat", NodeKind::CallFunction, "aten.cat.default");
  Arg list = Arg::scalar(Arg::Kind::List, "");
  list.items = {Arg::ref("b", -1), Arg::ref("a", -1)};
  cat.args = {list, Arg::scalar(Arg::Kind::Int, "1")};
  cat.kwargs = {{"out", Arg::ref("a", -1)}};
  VertexId c = g.add_node(cat);
  EXPECT_EQ(g.node(g.producer(c, 0)).name, "b");
  EXPECT_EQ(g.node(g.producer(c, 1)).name, "a");
  EXPECT_EQ(g.node(g.producer(c, 2)).name, "a");
  EXPECT_EQ(dump(g),
            "%a = placeholder\n%b = placeholder\n%cat = call_function aten.cat.default([%b, %a], 1, out=%a)\n");
}

}  // namespace
}  // namespace fxmatch
