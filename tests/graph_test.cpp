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
  cat.kwargs = {{ArgText("out"), Arg::ref("a", -1)}};
  VertexId c = g.add_node(cat);
  EXPECT_EQ(g.node(g.producer(c, 0)).name, "b");
  EXPECT_EQ(g.node(g.producer(c, 1)).name, "a");
  EXPECT_EQ(g.node(g.producer(c, 2)).name, "a");
  EXPECT_EQ(dump(g),
            "%a = placeholder\n%b = placeholder\n%cat = call_function aten.cat.default([%b, %a], 1, out=%a)\n");
}

// The name index places numbered names (`mm_7`) by family and number, other
// names by hash; every spelling must stay findable, across growth and moves.
TEST(Graph, NameIndexFindsEveryNameAndRejectsDuplicates) {
  std::vector<std::string> names = {"a", "a0", "a_0", "a_00", "a_01", "a_1", "a_10", "x_1234567890", "x_123456789",
                                    "123", "0", "_", "t_", "mm", "mm_1", "output", "output_1", "s77"};
  for (int f = 0; f < 5; ++f)
    for (int i = 0; i < 20000; ++i) names.push_back("fam" + std::to_string(f) + "_" + std::to_string(i * (f + 1)));
  Graph g;  // grows from empty: every rehash recomputes the homes
  for (const std::string& n : names) {
    const std::vector<VertexId> none;
    ASSERT_NE(g.add_node(make(n, NodeKind::Placeholder, ""), none), kNoVertex) << n;
  }
  const std::vector<VertexId> none;
  EXPECT_EQ(g.add_node(make("a_1", NodeKind::Placeholder, ""), none), kNoVertex);
  EXPECT_EQ(g.add_node(make("fam4_99995", NodeKind::Placeholder, ""), none), kNoVertex);
  EXPECT_EQ(g.size(), names.size());
  Graph moved = std::move(g);
  Graph copied = moved;
  for (VertexId v = 0; v < names.size(); ++v) {
    ASSERT_EQ(moved.find(names[v]), v) << names[v];
    ASSERT_EQ(copied.find(names[v]), v) << names[v];
  }
  for (std::string missing : {"a_2", "a_001", "fam0_20000", "fam1_1", "x_12345678901", "b", "", "mm_0", "t"})
    EXPECT_EQ(moved.find(missing), kNoVertex) << missing;
  EXPECT_EQ(g.size(), 0u);  // moved-from: empty and usable
  EXPECT_EQ(g.find("a"), kNoVertex);
  EXPECT_NE(g.add_node(make("a", NodeKind::Placeholder, "")), kNoVertex);
  EXPECT_EQ(g.find("a"), 0u);
}

// The JSON writers skip their per-node name check when unique_names() holds:
// it must turn false once add_node(Node) adds a name twice, and travel with
// copies and moves.
TEST(Graph, UniqueNamesTurnsFalseWhenANameIsAddedTwice) {
  Graph g;
  g.add_node(make("x", NodeKind::Placeholder, ""));
  g.add_node(make("y", NodeKind::CallFunction, "aten.relu.default", {Arg::ref("x", -1)}));
  EXPECT_TRUE(g.unique_names());
  const std::vector<VertexId> none;
  EXPECT_EQ(g.add_node(make("x", NodeKind::Placeholder, ""), none), kNoVertex);  // refused: nothing added
  EXPECT_TRUE(g.unique_names());
  const VertexId dup = g.add_node(make("y", NodeKind::Placeholder, ""));  // precondition violated: added
  EXPECT_EQ(g.size(), 3u);
  EXPECT_EQ(g.find("y"), 1u);
  EXPECT_NE(g.find("y"), dup);
  EXPECT_FALSE(g.unique_names());
  Graph copied = g;
  EXPECT_FALSE(copied.unique_names());
  Graph moved = std::move(g);
  EXPECT_FALSE(moved.unique_names());
  EXPECT_TRUE(g.unique_names());  // moved-from: empty
}

// The parser's add_node grows a producer's out-edge list in the graph's arena
// (EdgeVec::make_room_in): every consumer stays listed, in order, through
// growth past the inline item, copies and moves, and a later add_edge-style
// insertion through the other add_node still lands on the same list.
TEST(Graph, OutEdgesGrownInTheArenaKeepEveryConsumerInOrder) {
  Graph g;
  const VertexId x = g.add_node(make("x", NodeKind::Placeholder, ""), std::span<const VertexId>());
  std::vector<VertexId> users;
  for (int i = 0; i < 37; ++i) {
    const std::vector<VertexId> producers = i % 3 == 0 ? std::vector<VertexId>{x, x} : std::vector<VertexId>{x};
    users.push_back(g.add_node(make("u_" + std::to_string(i), NodeKind::CallFunction, "aten.relu.default"), producers));
  }
  users.push_back(g.add_node(make("last", NodeKind::CallFunction, "aten.neg.default", {Arg::ref("x", -1)})));
  auto expect_all = [&](const Graph& h) {
    const auto cons = h.consumers(x);
    std::vector<std::pair<VertexId, int>> want;
    for (std::size_t i = 0; i < users.size(); ++i) {
      want.emplace_back(users[i], 0);
      if (i < 37 && i % 3 == 0) want.emplace_back(users[i], 1);
    }
    EXPECT_EQ(cons, want);
  };
  expect_all(g);
  const Graph copy = g;
  expect_all(copy);
  Graph moved = std::move(g);
  expect_all(moved);
}

}  // namespace
}  // namespace fxmatch
