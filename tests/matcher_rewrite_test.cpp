// Cross-capture rewrites the default rules express as data (rules/default.yaml)
// and how they are reported: in-place writes through views against their
// functionalized form (`*_scatter` view-like on its base), nearest upsampling
// against `_unsafe_index` (an equivalence whose target reads extra operands),
// nodes placed by a tie saying so, chains of strided views
// against one `as_strided` of their root, and an op whose input the other
// capture decomposed into several ops, calls that spell trailing default
// arguments against calls that leave them out, which of a value's
// duplicates a pattern leaf names, and a view whose root only one side can
// give a layout (compared by its plain label).
#include "fxmatch/engine/matcher.hpp"
#include "fxmatch/parsers/parse.hpp"

#include "support/builder.hpp"
#include "support/support.hpp"

#include <gtest/gtest.h>

#include <map>

namespace fxmatch {
namespace {

using testing::default_rules;
using testing::GraphBuilder;

struct Named {
  std::map<std::string, std::string> target, how, reason;
};
Named named(const Graph& p, const Graph& t, const MatchResult& r) {
  Named n;
  for (const auto& m : r.nodes) {
    const auto& pn = p.node(m.pattern).name;
    n.target[pn] = m.target == kNoVertex ? "-" : t.node(m.target).name.str();
    n.how[pn] = std::string(to_string(m.how));
    n.reason[pn] = m.reason;
  }
  return n;
}

// make_fx: buf = new_zeros; buf[:, :4] = x; buf[:, 4:] = exp(x); relu(buf).
// AOTAutograd: the same writes as copy + slice_scatter; relu reads the last
// scatter, the second slice reads the first scatter.
TEST(MatcherRewrite, InPlaceWritesThroughSlicesMatchTheirScatters) {
  const std::string end = "9223372036854775807";
  GraphBuilder pb;
  pb.placeholder("x", "f32[2, 4]");
  pb.op("buf", "aten.new_zeros.default", {"x", "[2, 8]"}, "f32[2, 8]");
  pb.op("s1", "aten.slice.Tensor", {"buf", "1", "0", "4"}, "f32[2, 4]");
  pb.op("w1", "aten.copy_.default", {"s1", "x"}, "f32[2, 4]");
  pb.op("e", "aten.exp.default", {"x"}, "f32[2, 4]");
  pb.op("s2", "aten.slice.Tensor", {"buf", "1", "4", end}, "f32[2, 4]");
  pb.op("w2", "aten.copy_.default", {"s2", "e"}, "f32[2, 4]");
  pb.op("r", "aten.relu.default", {"buf"}, "f32[2, 8]");
  pb.output({"r"});
  GraphBuilder tb;
  tb.placeholder("x", "f32[2, 4]");
  tb.op("buf", "aten.new_zeros.default", {"x", "[2, 8]"}, "f32[2, 8]");
  tb.op("s1", "aten.slice.Tensor", {"buf", "1", "0", "4"}, "f32[2, 4]");
  tb.op("c1", "aten.copy.default", {"s1", "x"}, "f32[2, 4]");
  tb.op("sc1", "aten.slice_scatter.default", {"buf", "c1", "1", "0", "4"}, "f32[2, 8]");
  tb.op("e", "aten.exp.default", {"x"}, "f32[2, 4]");
  tb.op("s2", "aten.slice.Tensor", {"sc1", "1", "4", end}, "f32[2, 4]");
  tb.op("c2", "aten.copy.default", {"s2", "e"}, "f32[2, 4]");
  tb.op("sc2", "aten.slice_scatter.default", {"sc1", "c2", "1", "4", end}, "f32[2, 8]");
  tb.op("r", "aten.relu.default", {"sc2"}, "f32[2, 8]");
  tb.output({"r"});
  Graph p = pb.build(), t = tb.build();
  auto n = named(p, t, match(p, t, default_rules()));
  EXPECT_EQ(n.target["buf"], "buf");
  EXPECT_EQ(n.target["s1"], "s1");
  EXPECT_EQ(n.target["w1"], "c1");
  EXPECT_EQ(n.target["s2"], "s2");
  EXPECT_EQ(n.target["w2"], "c2");
  EXPECT_EQ(n.target["r"], "r");
  EXPECT_EQ(n.how["r"], "exact") << n.reason["r"];
  EXPECT_EQ(n.how["s2"], "exact") << n.reason["s2"];
}

// make_fx keeps upsample_nearest2d; AOTAutograd gathers with index tensors it
// computes from arange. The op is exact (not partial) and says why the target
// reads more operands.
TEST(MatcherRewrite, NearestUpsamplingIsItsIndexGather) {
  GraphBuilder pb;
  pb.placeholder("x", "f32[1, 2, 4, 4]");
  pb.op("r", "aten.relu.default", {"x"}, "f32[1, 2, 4, 4]");
  pb.op("up", "aten.upsample_nearest2d.default", {"r", "[8, 8]", "2.0", "2.0"}, "f32[1, 2, 8, 8]");
  pb.op("m", "aten.amax.default", {"up", "[1]", "True"}, "f32[1, 1, 8, 8]");
  pb.output({"m"});
  GraphBuilder tb;
  tb.placeholder("x", "f32[1, 2, 4, 4]");
  tb.op("r", "aten.relu.default", {"x"}, "f32[1, 2, 4, 4]");
  tb.op("ar", "aten.arange.default", {"8"}, "i64[8]");
  tb.op("rows", "aten.unsqueeze.default", {"ar", "-1"}, "i64[8, 1]");
  tb.op("cols", "aten.div.Tensor_mode", {"ar", "2"}, "i64[8]");
  tb.op("g", "aten._unsafe_index.Tensor", {"r", "[None, None, rows, cols]"}, "f32[1, 2, 8, 8]");
  tb.op("m", "aten.amax.default", {"g", "[1]", "True"}, "f32[1, 1, 8, 8]");
  tb.output({"m"});
  Graph p = pb.build(), t = tb.build();
  auto n = named(p, t, match(p, t, default_rules()));
  EXPECT_EQ(n.target["up"], "g");
  EXPECT_EQ(n.how["up"], "exact") << n.reason["up"];
  EXPECT_NE(n.reason["up"].find("extra operand"), std::string::npos) << n.reason["up"];
  EXPECT_EQ(n.target["m"], "m");
}

// Two identical unconnected chains in the target, one in the pattern: the tie
// is broken by program order, and the node the tied choice forced says which
// tie placed it.
TEST(MatcherRewrite, NodesForcedByATieSayWhichTiePlacedThem) {
  GraphBuilder tb;
  tb.placeholder("a", "f32[4]").placeholder("b", "f32[4]");
  tb.op("ea", "aten.exp.default", {"a"}, "f32[4]");
  tb.op("ta", "aten.tanh.default", {"ea"}, "f32[4]");
  tb.op("eb", "aten.exp.default", {"b"}, "f32[4]");
  tb.op("tb", "aten.tanh.default", {"eb"}, "f32[4]");
  tb.output({"ta", "tb"});
  GraphBuilder pb;
  pb.placeholder("x", "f32[4]");
  pb.op("e", "aten.exp.default", {"x"}, "f32[4]");
  pb.op("t", "aten.tanh.default", {"e"}, "f32[4]");
  pb.output({"t"});
  Graph p = pb.build(), t = tb.build();
  const MatchResult r = match(p, t, default_rules());
  auto n = named(p, t, r);
  ASSERT_EQ(n.how["e"], "exact");
  ASSERT_EQ(n.how["t"], "exact");
  // one of the two is the tied anchor, the other was forced by it
  const bool e_tied = n.reason["e"].find("fit equally well; chose") != std::string::npos;
  const std::string& forced = e_tied ? n.reason["t"] : n.reason["e"];
  const std::string anchor = e_tied ? "e" : "t";
  EXPECT_NE(forced.find("placed by the tie at '" + anchor + "'"), std::string::npos)
      << "e: " << n.reason["e"] << " | t: " << n.reason["t"];
}

// make_fx reads `as_strided(buf, [2, 3, 8], [48, 8, 1], 96)` where AOTAutograd
// reads `slice(select(buf, 0, 1), 1, 0, 3)`: one block of buf. The sibling
// `slice(select(buf, 0, 0), 1, 0, 3)` has the same layout relative to its own
// base, but another block of buf; so does the pattern's other as_strided.
TEST(MatcherRewrite, ViewChainsAreTheirBlockOfTheRoot) {
  GraphBuilder tb;
  tb.placeholder("x", "f32[2, 2, 6, 8]");
  tb.op("buf", "aten.neg.default", {"x"}, "f32[2, 2, 6, 8]");
  tb.op("select_0", "aten.select.int", {"buf", "0", "0"}, "f32[2, 6, 8]");
  tb.op("head_0", "aten.slice.Tensor", {"select_0", "1", "0", "3"}, "f32[2, 3, 8]");
  tb.op("select_1", "aten.select.int", {"buf", "0", "1"}, "f32[2, 6, 8]");
  tb.op("head_1", "aten.slice.Tensor", {"select_1", "1", "0", "3"}, "f32[2, 3, 8]");
  tb.op("exp_0", "aten.exp.default", {"head_0"}, "f32[2, 3, 8]");
  tb.op("exp_1", "aten.exp.default", {"head_1"}, "f32[2, 3, 8]");
  tb.output({"exp_0", "exp_1"});
  GraphBuilder pb;
  pb.placeholder("x", "f32[2, 2, 6, 8]");
  pb.op("buf", "aten.neg.default", {"x"}, "f32[2, 2, 6, 8]");
  pb.op("block_1", "aten.as_strided.default", {"buf", "[2, 3, 8]", "[48, 8, 1]", "96"}, "f32[2, 3, 8]");
  pb.op("block_0", "aten.as_strided.default", {"buf", "[2, 3, 8]", "[48, 8, 1]", "0"}, "f32[2, 3, 8]");
  pb.op("exp_1", "aten.exp.default", {"block_1"}, "f32[2, 3, 8]");
  pb.op("exp_0", "aten.exp.default", {"block_0"}, "f32[2, 3, 8]");
  pb.output({"exp_1", "exp_0"});
  Graph t = tb.build(), p = pb.build();
  Named n = named(p, t, match(p, t, default_rules()));
  EXPECT_EQ(n.target["block_1"], "head_1");
  EXPECT_EQ(n.target["block_0"], "head_0");
  EXPECT_EQ(n.target["exp_1"], "exp_1");
  for (const char* v : {"block_1", "block_0"}) {
    EXPECT_EQ(n.how[v], "exact") << v << ": " << n.reason[v];
    EXPECT_NE(n.reason[v].find("the same block of 'buf'"), std::string::npos) << n.reason[v];
  }
  // The other way round: the chain in the pattern, as_strided in the target.
  Named back = named(t, p, match(t, p, default_rules()));
  EXPECT_EQ(back.target["head_1"], "block_1");
  EXPECT_EQ(back.target["head_0"], "block_0");
  EXPECT_EQ(back.how["head_1"], "exact") << back.reason["head_1"];
  EXPECT_EQ(back.how["select_1"], "unmatched") << back.target["select_1"];
}

// Without shapes (gm.code, str(graph)), a view's base has a layout where its
// arguments state it (rules: stated_layout): both captures materialise a
// tensor written through views as copy(new_empty_strided(x, [2, 10, 6],
// [60, 6, 1]), x), so make_fx's `as_strided(buf, [2, 6], [60, 1], 0)` is
// AOTAutograd's `select(buf, 1, 0)` there too (zoo view_writes, held-out
// kv_write). A root whose layout nothing states gives the views no layout.
TEST(MatcherRewrite, ViewsOfAStatedRootHaveLayoutsWithoutShapes) {
  auto graphs = [](bool stated) {
    GraphBuilder pb;
    pb.placeholder("x", "");
    pb.op("fresh", "aten.new_empty_strided.default", {"x", "[2, 10, 6]", "[60, 6, 1]"}, "");
    pb.op("buf", "aten.copy_.default", {"fresh", "x"}, "");
    pb.op("row0", "aten.as_strided.default", {"buf", "[2, 6]", "[60, 1]", "0"}, "");
    pb.op("tail", "aten.as_strided.default", {"buf", "[2, 5, 6]", "[60, 6, 1]", "30"}, "");
    pb.op("e_row0", "aten.exp.default", {"row0"}, "");
    pb.op("e_tail", "aten.exp.default", {"tail"}, "");
    pb.output({"e_row0", "e_tail"});
    GraphBuilder tb;
    tb.placeholder("x", "");
    if (stated) {
      tb.op("fresh", "aten.new_empty_strided.default", {"x", "[2, 10, 6]", "[60, 6, 1]"}, "");
      tb.op("buf", "aten.copy.default", {"fresh", "x"}, "");
    } else {
      tb.op("buf", "aten.neg.default", {"x"}, "");
    }
    tb.op("tail", "aten.slice.Tensor", {"buf", "1", "5", "9223372036854775807"}, "");
    tb.op("row0", "aten.select.int", {"buf", "1", "0"}, "");
    tb.op("e_tail", "aten.exp.default", {"tail"}, "");
    tb.op("e_row0", "aten.exp.default", {"row0"}, "");
    tb.output({"e_tail", "e_row0"});
    return std::pair{pb.build(), tb.build()};
  };
  {
    auto [p, t] = graphs(true);
    Named n = named(p, t, match(p, t, default_rules()));
    for (const char* v : {"row0", "tail", "e_row0", "e_tail", "buf"}) {
      EXPECT_EQ(n.target[v], v) << n.reason[v];
      EXPECT_EQ(n.how[v], "exact") << v << ": " << n.reason[v];
    }
  }
  {
    auto [p, t] = graphs(false);
    Named n = named(p, t, match(p, t, default_rules()));
    EXPECT_EQ(n.how["row0"], "unmatched") << n.target["row0"];
    EXPECT_EQ(n.how["tail"], "unmatched") << n.target["tail"];
  }
}

// Without shapes a view is labelled by its block of its root only where the
// root's layout is stated: a subset backward reads the saved buffer as a
// constant (`slice(_tensor_constant1, 2, 0, 4)`) where the joint slices the
// factory (`slice(zeros, 2, 0, 4)`). Such a view is compared by what both
// sides show, its plain label; otherwise the right image of the head's input
// gradient mm(g, t(w)) (held-out v74 flash_attn_ref) counted a contradiction
// at the slice, and the weight gradient mm(t(g), x), whose consumer strands
// unsqueeze, won: a one-sided view reads both ways.
TEST(MatcherRewrite, AViewWhoseRootOnlyOneSideStatesIsComparedByItsPlainLabel) {
  auto target = parse_graph(R"(
def forward(self, primals_1, primals_2, tangents_1):
    zeros = torch.ops.aten.zeros.default([2, 2, 8], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    t = torch.ops.aten.t.default(primals_2);  primals_2 = None
    tanh = torch.ops.aten.tanh.default(primals_1)
    mean = torch.ops.aten.mean.dim(tanh, [1]);  tanh = None
    neg = torch.ops.aten.neg.default(tangents_1);  tangents_1 = None
    t_1 = torch.ops.aten.t.default(t);  t = None
    mm = torch.ops.aten.mm.default(neg, t_1);  t_1 = None
    t_2 = torch.ops.aten.t.default(neg)
    mm_1 = torch.ops.aten.mm.default(t_2, mean);  t_2 = mean = None
    t_3 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(mm, 1);  mm = None
    slice_1 = torch.ops.aten.slice.Tensor(zeros, 2, 0, 4);  zeros = None
    mul = torch.ops.aten.mul.Tensor(unsqueeze, slice_1);  unsqueeze = slice_1 = None
    slice_2 = torch.ops.aten.slice.Tensor(primals_1, 2, 0, 4);  primals_1 = None
    exp = torch.ops.aten.exp.default(slice_2);  slice_2 = None
    return (mul, t_3, exp)
)", "joint.py");
  auto pattern = parse_graph(R"(
def forward(self, tangents_1):
    neg = torch.ops.aten.neg.default(tangents_1);  tangents_1 = None
    _tensor_constant0 = self._tensor_constant0
    t = torch.ops.aten.t.default(_tensor_constant0);  _tensor_constant0 = None
    mm = torch.ops.aten.mm.default(neg, t);  neg = t = None
    unsqueeze = torch.ops.aten.unsqueeze.default(mm, 1);  mm = None
    _tensor_constant1 = self._tensor_constant1
    slice_1 = torch.ops.aten.slice.Tensor(_tensor_constant1, 2, 0, 4);  _tensor_constant1 = None
    mul = torch.ops.aten.mul.Tensor(unsqueeze, slice_1);  unsqueeze = slice_1 = None
    return (mul,)
)", "bwd.py");
  ASSERT_TRUE(target && pattern);
  const MatchResult r = match(*pattern, *target, default_rules());
  Named n = named(*pattern, *target, r);
  EXPECT_EQ(n.target["mm"], "mm") << n.reason["mm"];
  EXPECT_EQ(n.how["mm"], "exact");
  EXPECT_EQ(n.target["t"], "t_1");
  EXPECT_EQ(n.target["_tensor_constant0"], "t");
  EXPECT_EQ(n.target["_tensor_constant1"], "zeros");
  for (const char* v : {"neg", "unsqueeze", "slice_1", "mul"}) {
    EXPECT_EQ(n.target[v], v) << n.reason[v];
    EXPECT_EQ(n.how[v], "exact") << v << ": " << n.reason[v];
  }
  EXPECT_EQ(r.stats.matched, r.stats.pattern_nodes);
}

// make_fx: relu's backward `threshold_backward(upsample_bilinear2d_backward(g),
// saved, 0)`; AOTAutograd computes the upsampling's backward from g's image in
// several ops, and the same threshold_backward reads their result. The
// threshold_backward reads a decomposition of its missing input's input: it is
// placed (nothing else places it: it has no consumer, its other operand is a
// leaf). A target threshold_backward that reads a value not computed from g's
// image is no evidence.
TEST(MatcherRewrite, AnOpReadingADecomposedInputIsPlaced) {
  auto graphs = [](bool from_g) {
    GraphBuilder tb;
    tb.placeholder("x", "f32[2, 4]");
    tb.placeholder("y", "f32[2, 4]");
    tb.placeholder("saved", "f32[2, 4]");
    tb.op("g", "aten.neg.default", {"x"}, "f32[2, 4]");
    tb.op("part", "aten.mul.Tensor", {from_g ? "g" : "y", "y"}, "f32[2, 4]");
    tb.op("sum", "aten.add.Tensor", {"part", from_g ? "g" : "y"}, "f32[2, 4]");
    tb.op("tb", "aten.threshold_backward.default", {"sum", "saved", "0"}, "f32[2, 4]");
    tb.output({"tb", "g"});
    GraphBuilder pb;
    pb.placeholder("x", "f32[2, 4]");
    pb.placeholder("saved", "f32[2, 4]");
    pb.op("g", "aten.neg.default", {"x"}, "f32[2, 4]");
    pb.op("up", "aten.upsample_bilinear2d_backward.default", {"g", "[2, 4]", "[2, 4]", "False"}, "f32[2, 4]");
    pb.op("tb", "aten.threshold_backward.default", {"up", "saved", "0"}, "f32[2, 4]");
    pb.output({"tb", "g"});
    return std::pair{pb.build(), tb.build()};
  };
  {
    auto [p, t] = graphs(true);
    Named n = named(p, t, match(p, t, default_rules()));
    EXPECT_EQ(n.target["g"], "g");
    EXPECT_EQ(n.target["up"], "-");
    EXPECT_EQ(n.target["tb"], "tb") << n.reason["tb"];
  }
  {
    auto [p, t] = graphs(false);
    Named n = named(p, t, match(p, t, default_rules()));
    EXPECT_EQ(n.target["tb"], "-") << n.how["tb"];
    EXPECT_NE(n.reason["tb"].find("no evidence"), std::string::npos) << n.reason["tb"];
  }
}

// make_fx: `add(threshold_backward, upsample_bilinear2d_backward(g))`;
// AOTAutograd decomposes the bilinear backward into four index_puts of g's
// image and adds them to the other term one at a time,
// `(((tb + p1) + p2) + p3) + p4` (held-out gate_masks). The pattern's sum is
// the top of that chain, the one its consumer reads; the first `add` of the
// chain holds a partial sum (before: add -> a1, its consumer unmatched).
TEST(MatcherRewrite, ASumWhoseTermTheTargetAddsPieceByPieceIsTheTopOfTheChain) {
  GraphBuilder pb;
  pb.placeholder("x", "f32[2, 4]");
  pb.placeholder("g", "f32[2, 8]");
  pb.op("tb", "aten.neg.default", {"x"}, "f32[2, 4]");
  pb.op("gr", "aten.relu.default", {"g"}, "f32[2, 8]");
  pb.op("up", "aten.upsample_bilinear2d_backward.default", {"gr", "[2, 4]", "[2, 8]", "False"}, "f32[2, 4]");
  pb.op("sum", "aten.add.Tensor", {"tb", "up"}, "f32[2, 4]");
  pb.op("out", "aten.exp.default", {"sum"}, "f32[2, 4]");
  pb.output({"out"});
  GraphBuilder tb;
  tb.placeholder("x", "f32[2, 4]");
  tb.placeholder("g", "f32[2, 8]");
  tb.op("tb", "aten.neg.default", {"x"}, "f32[2, 4]");
  tb.op("gr", "aten.relu.default", {"g"}, "f32[2, 8]");
  const char* pieces[] = {"p1", "p2", "p3"};
  for (int k = 0; k < 3; ++k) tb.op(pieces[k], "aten.slice.Tensor", {"gr", "1", std::to_string(k).c_str(), std::to_string(k + 4).c_str()}, "f32[2, 4]");
  tb.op("a1", "aten.add.Tensor", {"tb", "p1"}, "f32[2, 4]");
  tb.op("a2", "aten.add.Tensor", {"a1", "p2"}, "f32[2, 4]");
  tb.op("a3", "aten.add.Tensor", {"a2", "p3"}, "f32[2, 4]");
  tb.op("out", "aten.exp.default", {"a3"}, "f32[2, 4]");
  tb.output({"out"});
  Graph p = pb.build(), t = tb.build();
  Named n = named(p, t, match(p, t, default_rules()));
  EXPECT_EQ(n.target["tb"], "tb");
  EXPECT_EQ(n.target["up"], "-");
  EXPECT_EQ(n.target["sum"], "a3") << n.reason["sum"];
  EXPECT_EQ(n.how["sum"], "partial");
  EXPECT_NE(n.reason["sum"].find("a regrouped sum"), std::string::npos) << n.reason["sum"];
  EXPECT_NE(n.reason["sum"].find("enters the chain at 'a1'"), std::string::npos) << n.reason["sum"];
  EXPECT_EQ(n.target["out"], "out") << n.reason["out"];
  EXPECT_EQ(n.how["out"], "exact") << n.reason["out"];
}

// make_fx spells `_embedding_bag(w, ids, offs, False, 2, False, None)`,
// AOTAutograd `_embedding_bag(w, ids, offs, False, 2)`: the two trailing
// arguments are the schema's defaults (rules/schemas.yaml), so the labels
// agree. A trailing argument that is not its default (`sparse=True`) still
// tells the calls apart, and the first mode-0 bag does not take mode 2's place.
TEST(MatcherRewrite, TrailingDefaultArgumentsMayBeSpelledOrLeftOut) {
  auto graphs = [](const char* sparse) {
    GraphBuilder pb;
    pb.placeholder("w", "f32[10, 4]");
    pb.placeholder("ids", "i64[6]");
    pb.placeholder("offs", "i64[2]");
    pb.op("bag0", "aten._embedding_bag.default", {"w", "ids", "offs", "False", "0"}, "");
    pb.op("bag2", "aten._embedding_bag.default", {"w", "ids", "offs", "False", "2", sparse, "None"}, "");
    pb.op("g0", "operator.getitem", {"bag0", "0"}, "f32[2, 4]");
    pb.op("g2", "operator.getitem", {"bag2", "0"}, "f32[2, 4]");
    pb.op("s", "aten.add.Tensor", {"g0", "g2"}, "f32[2, 4]");
    pb.output({"s"});
    GraphBuilder tb;
    tb.placeholder("w", "f32[10, 4]");
    tb.placeholder("ids", "i64[6]");
    tb.placeholder("offs", "i64[2]");
    tb.op("bag2", "aten._embedding_bag.default", {"w", "ids", "offs", "False", "2"}, "");
    tb.op("bag0", "aten._embedding_bag.default", {"w", "ids", "offs", "False", "0", "False", "None", "False", "-1"}, "");
    tb.op("g2", "operator.getitem", {"bag2", "0"}, "f32[2, 4]");
    tb.op("g0", "operator.getitem", {"bag0", "0"}, "f32[2, 4]");
    tb.op("s", "aten.add.Tensor", {"g0", "g2"}, "f32[2, 4]");
    tb.output({"s"});
    return std::pair{pb.build(), tb.build()};
  };
  {
    auto [p, t] = graphs("False");
    Named n = named(p, t, match(p, t, default_rules()));
    EXPECT_EQ(n.target["bag0"], "bag0") << n.reason["bag0"];
    EXPECT_EQ(n.target["bag2"], "bag2") << n.reason["bag2"];
    EXPECT_EQ(n.how["bag2"], "exact");
    EXPECT_EQ(n.target["s"], "s") << n.reason["s"];
  }
  {
    auto [p, t] = graphs("True");
    Named n = named(p, t, match(p, t, default_rules()));
    EXPECT_EQ(n.target["bag0"], "bag0") << n.reason["bag0"];
    EXPECT_NE(n.how["bag2"], "exact") << n.target["bag2"];
  }
}

// AOTAutograd's joint computes `div = a / s` in the forward and again in the
// backward (`div_2`, which the backward's ops read); the partitioner CSEs them
// and saves the forward's `div`, the backward's placeholder. A pattern leaf's
// value exists before the pattern computes anything, so where what feeds its
// consumers is a duplicate the target computes only after the pattern's first
// op, the leaf names the duplicate computed before (the zoo's moe_top2 router).
TEST(MatcherRewrite, ALeafIsTheDuplicateComputedBeforeThePatternStarts) {
  GraphBuilder pb;  // the partitioned backward
  pb.placeholder("a", "f32[4, 2]");
  pb.placeholder("s", "f32[4, 1]");
  pb.placeholder("div", "f32[4, 2]");
  pb.placeholder("g", "f32[4, 2]");
  pb.op("g2", "aten.mul.Tensor", {"g", "2.0"}, "f32[4, 2]");
  pb.op("div_3", "aten.div.Tensor", {"div", "s"}, "f32[4, 2]");
  pb.op("mul", "aten.mul.Tensor", {"g2", "div_3"}, "f32[4, 2]");
  pb.output({"mul"});
  GraphBuilder tb;  // the joint
  tb.placeholder("a", "f32[4, 2]");
  tb.placeholder("g", "f32[4, 2]");
  tb.op("s", "aten.sum.dim_IntList", {"a", "[1]", "True"}, "f32[4, 1]");
  tb.op("div", "aten.div.Tensor", {"a", "s"}, "f32[4, 2]");
  tb.op("out", "aten.exp.default", {"div"}, "f32[4, 2]");
  tb.op("g2", "aten.mul.Tensor", {"g", "2.0"}, "f32[4, 2]");
  tb.op("div_2", "aten.div.Tensor", {"a", "s"}, "f32[4, 2]");
  tb.op("div_3", "aten.div.Tensor", {"div_2", "s"}, "f32[4, 2]");
  tb.op("mul", "aten.mul.Tensor", {"g2", "div_3"}, "f32[4, 2]");
  tb.output({"out", "mul"});
  const Graph p = pb.build(), t = tb.build();
  Named n = named(p, t, match(p, t, default_rules()));
  EXPECT_EQ(n.target["div_3"], "div_3");
  EXPECT_EQ(n.target["div"], "div");  // before: div_2, what div_3's image reads
  EXPECT_EQ(n.target["s"], "s");
}

// Ops that fit several target ops equally well (a subset backward's dead
// recomputation of one of several identical checkpointed blocks: its inputs
// are leaves, nothing reads it) go to the candidate nearest the images of
// their nearest decided neighbours in pattern program order: a recomputation
// runs where its node's backward runs, in both graphs (the zoo's ckpt_blocks
// subset). Before: the first candidate in target program order.
TEST(MatcherRewrite, ATieGoesToTheCandidateBetweenItsNeighboursImages) {
  GraphBuilder pb;
  pb.placeholder("q");
  pb.placeholder("v");
  pb.op("e", "aten.exp.default", {"q"});
  pb.op("r", "aten.tanh.default", {"v"});
  pb.op("n", "aten.neg.default", {"e"});
  pb.output({"n"});
  GraphBuilder tb;
  tb.placeholder("x");
  tb.placeholder("w1");
  tb.placeholder("w2");
  tb.op("a", "aten.mul.Tensor", {"x", "2.0"});
  tb.op("r1", "aten.tanh.default", {"w1"});
  tb.op("e", "aten.exp.default", {"a"});
  tb.op("r2", "aten.tanh.default", {"w2"});
  tb.op("n", "aten.neg.default", {"e"});
  tb.output({"n", "r1", "r2"});
  const Graph p = pb.build(), t = tb.build();
  Named n = named(p, t, match(p, t, default_rules()));
  EXPECT_EQ(n.target["e"], "e");
  EXPECT_EQ(n.target["r"], "r2") << n.reason["r"];
  EXPECT_NE(n.reason["r"].find("2 "), std::string::npos) << n.reason["r"];  // the tie is reported
}

}  // namespace
}  // namespace fxmatch
