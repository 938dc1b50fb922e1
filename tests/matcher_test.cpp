#include "fxmatch/engine/matcher.hpp"

#include "support/builder.hpp"
#include "support/support.hpp"

#include <gtest/gtest.h>

#include <map>

namespace fxmatch {
namespace {

using testing::GraphBuilder;

using testing::default_rules;

// pattern name -> target name ("-" for unmatched), and pattern name -> how.
struct Named {
  std::map<std::string, std::string> target;
  std::map<std::string, std::string> how;
};
Named named(const Graph& p, const Graph& t, const MatchResult& r) {
  Named n;
  for (const auto& m : r.nodes) {
    const auto& pn = p.node(m.pattern).name;
    n.target[pn] = m.target == kNoVertex ? "-" : t.node(m.target).name.str();
    n.how[pn] = std::string(to_string(m.how));
  }
  return n;
}

// The seed's situation in miniature: the pure backward's saved tensors are
// get_attr constants; the joint reads them through detach chains.
TEST(Matcher, SeedLikeBackwardAgainstJoint) {
  GraphBuilder jb;
  jb.placeholder("inputs_1", "f32[32, 784]").placeholder("labels_1", "i64[32]");
  jb.get_attr("_param_constant0", "f32[10, 784]");
  jb.op("t", "aten.t.default", {"_param_constant0"}, "f32[784, 10]");
  jb.op("mm", "aten.mm.default", {"inputs_1", "t"}, "f32[32, 10]");
  jb.op("_log_softmax", "aten._log_softmax.default", {"mm", "1", "False"}, "f32[32, 10]");
  jb.op("detach", "aten.detach.default", {"_log_softmax"}, "f32[32, 10]");
  jb.op("nll_loss_forward", "aten.nll_loss_forward.default", {"_log_softmax", "labels_1", "None", "1", "-100"});
  jb.op("getitem", "operator.getitem", {"nll_loss_forward", "0"}, "f32[]");
  jb.op("getitem_1", "operator.getitem", {"nll_loss_forward", "1"}, "f32[]");
  jb.op("ones_like", "aten.ones_like.default", {"getitem"}, "f32[]");
  jb.op("nll_loss_backward", "aten.nll_loss_backward.default",
        {"ones_like", "_log_softmax", "labels_1", "None", "1", "-100", "getitem_1"}, "f32[32, 10]");
  jb.op("detach_1", "aten.detach.default", {"detach"}, "f32[32, 10]");
  jb.op("_log_softmax_backward_data", "aten._log_softmax_backward_data.default",
        {"nll_loss_backward", "detach_1", "1", "torch.float32"}, "f32[32, 10]");
  jb.op("t_1", "aten.t.default", {"_log_softmax_backward_data"}, "f32[10, 32]");
  jb.op("mm_1", "aten.mm.default", {"t_1", "inputs_1"}, "f32[10, 784]");
  jb.output({"getitem", "mm_1"});
  Graph joint = jb.build();

  GraphBuilder bb;
  bb.placeholder("loss_1", "f32[]");
  bb.op("ones_like", "aten.ones_like.default", {"loss_1"}, "f32[]");
  bb.get_attr("_tensor_constant0", "f32[32, 10]").get_attr("_tensor_constant1", "i64[32]");
  bb.get_attr("_tensor_constant2", "f32[]");
  bb.op("nll_loss_backward", "aten.nll_loss_backward.default",
        {"ones_like", "_tensor_constant0", "_tensor_constant1", "None", "1", "-100", "_tensor_constant2"},
        "f32[32, 10]");
  bb.get_attr("_tensor_constant3", "f32[32, 10]");
  bb.op("_log_softmax_backward_data", "aten._log_softmax_backward_data.default",
        {"nll_loss_backward", "_tensor_constant3", "1", "torch.float32"}, "f32[32, 10]");
  bb.op("t", "aten.t.default", {"_log_softmax_backward_data"}, "f32[10, 32]");
  bb.get_attr("_tensor_constant4", "f32[32, 784]");
  bb.op("mm", "aten.mm.default", {"t", "_tensor_constant4"}, "f32[10, 784]");
  bb.output({"mm"});
  Graph bwd = bb.build();

  auto r = match(bwd, joint, default_rules());
  auto n = named(bwd, joint, r);
  EXPECT_EQ(n.target["loss_1"], "getitem");
  EXPECT_EQ(n.target["_tensor_constant0"], "_log_softmax");
  EXPECT_EQ(n.target["_tensor_constant1"], "labels_1");
  EXPECT_EQ(n.target["_tensor_constant2"], "getitem_1");
  EXPECT_EQ(n.target["_tensor_constant3"], "_log_softmax");  // through detach_1 -> detach, never detach_1
  EXPECT_EQ(n.target["_tensor_constant4"], "inputs_1");
  EXPECT_EQ(n.target["t"], "t_1");
  EXPECT_EQ(n.target["mm"], "mm_1");
  EXPECT_EQ(n.how["mm"], "exact");
  EXPECT_EQ(n.how["_tensor_constant3"], "leaf");
  EXPECT_TRUE(r.stats.complete);
  EXPECT_EQ(r.stats.matched, r.stats.pattern_nodes);
}

TEST(Matcher, DuplicateOperandsAndSwappedCommutativeOperands) {
  GraphBuilder tb;
  tb.placeholder("a", "f32[4]").placeholder("b", "f32[4]");
  tb.op("sq", "aten.mul.Tensor", {"a", "a"}, "f32[4]");
  tb.op("ab", "aten.mul.Tensor", {"b", "sq"}, "f32[4]");  // operands swapped vs the pattern
  tb.op("neg", "aten.neg.default", {"ab"}, "f32[4]");
  tb.output({"neg"});
  GraphBuilder pb;
  pb.placeholder("x", "f32[4]").placeholder("y", "f32[4]");
  pb.op("m1", "aten.mul.Tensor", {"x", "x"}, "f32[4]");
  pb.op("m2", "aten.mul.Tensor", {"m1", "y"}, "f32[4]");
  pb.op("n", "aten.neg.default", {"m2"}, "f32[4]");
  pb.output({"n"});
  Graph t = tb.build(), p = pb.build();
  auto n = named(p, t, match(p, t, default_rules()));
  EXPECT_EQ(n.target["m1"], "sq");
  EXPECT_EQ(n.target["m2"], "ab");
  EXPECT_EQ(n.target["x"], "a");
  EXPECT_EQ(n.target["y"], "b");
  EXPECT_EQ(n.how["m2"], "exact");
}

TEST(Matcher, MultiOutputOpsMapGetitemByIndex) {
  GraphBuilder tb;
  tb.placeholder("x", "f32[8]");
  tb.op("topk", "aten.topk.default", {"x", "3"});
  tb.op("getitem", "operator.getitem", {"topk", "0"}, "f32[3]");
  tb.op("getitem_1", "operator.getitem", {"topk", "1"}, "i64[3]");
  tb.op("values_sq", "aten.mul.Tensor", {"getitem", "getitem"}, "f32[3]");
  tb.output({"values_sq", "getitem_1"});
  GraphBuilder pb;
  pb.get_attr("c", "f32[8]");
  pb.op("tk", "aten.topk.default", {"c", "3"});
  pb.op("i1", "operator.getitem", {"tk", "1"}, "i64[3]");
  pb.op("i0", "operator.getitem", {"tk", "0"}, "f32[3]");
  pb.op("sq", "aten.mul.Tensor", {"i0", "i0"}, "f32[3]");
  pb.output({"sq", "i1"});
  Graph t = tb.build(), p = pb.build();
  auto n = named(p, t, match(p, t, default_rules()));
  EXPECT_EQ(n.target["i0"], "getitem");
  EXPECT_EQ(n.target["i1"], "getitem_1");
  EXPECT_EQ(n.target["tk"], "topk");
  EXPECT_EQ(n.target["c"], "x");
}

// A chain of identical layers: every pattern layer must land on its own
// target layer, decided by structure (depth from the anchor), not position.
TEST(Matcher, IdenticalLayersResolvedByStructure) {
  const int layers = 12;
  GraphBuilder tb;
  tb.placeholder("x", "f32[4, 4]");
  std::string prev = "x";
  for (int i = 0; i < layers; ++i) {
    tb.get_attr("w" + std::to_string(i), "f32[4, 4]");
    tb.op("mm" + std::to_string(i), "aten.mm.default", {prev, "w" + std::to_string(i)}, "f32[4, 4]");
    tb.op("relu" + std::to_string(i), "aten.relu.default", {"mm" + std::to_string(i)}, "f32[4, 4]");
    prev = "relu" + std::to_string(i);
  }
  tb.op("loss", "aten.sum.default", {prev}, "f32[]");
  tb.output({"loss"});
  // Pattern: the last 5 layers only, inputs as a constant leaf, listed
  // bottom-up in a different node order.
  GraphBuilder pb;
  pb.get_attr("inp", "f32[4, 4]");
  prev = "inp";
  for (int i = 7; i < layers; ++i) {
    pb.get_attr("p" + std::to_string(i), "f32[4, 4]");
    pb.op("a" + std::to_string(i), "aten.mm.default", {prev, "p" + std::to_string(i)}, "f32[4, 4]");
    pb.op("b" + std::to_string(i), "aten.relu.default", {"a" + std::to_string(i)}, "f32[4, 4]");
    prev = "b" + std::to_string(i);
  }
  pb.op("s", "aten.sum.default", {prev}, "f32[]");
  pb.output({"s"});
  Graph t = tb.build(), p = pb.build();
  auto r = match(p, t, default_rules());
  auto n = named(p, t, r);
  for (int i = 7; i < layers; ++i) {
    EXPECT_EQ(n.target["a" + std::to_string(i)], "mm" + std::to_string(i));
    EXPECT_EQ(n.target["p" + std::to_string(i)], "w" + std::to_string(i));
  }
  EXPECT_EQ(n.target["inp"], "relu6");
  EXPECT_EQ(r.stats.matched, r.stats.pattern_nodes);
}

TEST(Matcher, NamesDoNotMatter) {
  GraphBuilder tb;
  tb.placeholder("x", "f32[4]");
  tb.op("a", "aten.sin.default", {"x"}, "f32[4]");
  tb.op("b", "aten.cos.default", {"x"}, "f32[4]");
  tb.op("c", "aten.mul.Tensor", {"a", "b"}, "f32[4]");
  tb.output({"c"});
  Graph t = tb.build();
  // The pattern uses the target's own names crossed over: cos is called "a".
  GraphBuilder pb;
  pb.placeholder("q", "f32[4]");
  pb.op("b", "aten.sin.default", {"q"}, "f32[4]");
  pb.op("a", "aten.cos.default", {"q"}, "f32[4]");
  pb.op("x", "aten.mul.Tensor", {"b", "a"}, "f32[4]");
  pb.output({"x"});
  Graph p = pb.build();
  auto n = named(p, t, match(p, t, default_rules()));
  EXPECT_EQ(n.target["b"], "a");
  EXPECT_EQ(n.target["a"], "b");
  EXPECT_EQ(n.target["x"], "c");
  EXPECT_EQ(n.target["q"], "x");
}

// The loss part of a make_fx backward has no counterpart in a torch.compile
// joint whose backward starts from a tangent input.
TEST(Matcher, PatternPartOutsideTargetIsUnmatchedWithReason) {
  GraphBuilder tb;
  tb.placeholder("primals_1", "f32[4, 4]").placeholder("primals_2", "f32[2, 4]");
  tb.placeholder("tangents_1", "f32[2, 4]");
  tb.op("permute", "aten.permute.default", {"primals_1", "[1, 0]"}, "f32[4, 4]");
  tb.op("mm", "aten.mm.default", {"primals_2", "permute"}, "f32[2, 4]");
  tb.op("permute_1", "aten.permute.default", {"tangents_1", "[1, 0]"}, "f32[4, 2]");
  tb.op("mm_1", "aten.mm.default", {"permute_1", "primals_2"}, "f32[4, 4]");
  tb.output({"mm", "mm_1"});
  GraphBuilder pb;
  pb.placeholder("loss_1", "f32[]");
  pb.op("ones_like", "aten.ones_like.default", {"loss_1"}, "f32[]");
  pb.get_attr("_tensor_constant0", "f32[2, 4]");
  pb.op("expand", "aten.expand.default", {"ones_like", "[2, 4]"}, "f32[2, 4]");
  pb.op("mul", "aten.mul.Tensor", {"expand", "_tensor_constant0"}, "f32[2, 4]");
  pb.op("t", "aten.t.default", {"mul"}, "f32[4, 2]");
  pb.get_attr("_tensor_constant1", "f32[2, 4]");
  pb.op("mm", "aten.mm.default", {"t", "_tensor_constant1"}, "f32[4, 4]");
  pb.output({"mm"});
  Graph t = tb.build(), p = pb.build();
  auto r = match(p, t, default_rules());
  auto n = named(p, t, r);
  EXPECT_EQ(n.target["mm"], "mm_1");
  EXPECT_EQ(n.target["t"], "permute_1");  // t ~ permute([1, 0])
  EXPECT_EQ(n.target["_tensor_constant1"], "primals_2");
  // mul's value is what the target receives as tangents_1: the boundary
  EXPECT_EQ(n.target["mul"], "tangents_1");
  EXPECT_EQ(n.how["mul"], "boundary");
  EXPECT_NE(r.nodes[p.find("mul")].reason.find("'tangents_1'"), std::string::npos) << r.nodes[p.find("mul")].reason;
  EXPECT_EQ(n.target["ones_like"], "-");
  EXPECT_EQ(n.how["ones_like"], "unmatched");
  for (const auto& m : r.nodes)
    if (m.how == How::Unmatched) EXPECT_FALSE(m.reason.empty()) << p.node(m.pattern).name;
}

// Dynamo drops dead code that make_fx keeps (llama's unused position
// aranges): an op fed by a value the target lacks must stay unmatched even
// when a same-label node with room is left in a value-numbered class.
TEST(Matcher, OpOfAValueTheTargetLacksStaysUnmatched) {
  GraphBuilder tb;
  tb.op("arange", "aten.arange.default", {"8"});
  tb.op("arange_1", "aten.arange.default", {"8"});
  tb.op("unsqueeze", "aten.unsqueeze.default", {"arange", "0"});
  tb.op("unsqueeze_1", "aten.unsqueeze.default", {"arange_1", "0"});
  tb.op("exp", "aten.exp.default", {"unsqueeze"});
  tb.op("neg", "aten.neg.default", {"unsqueeze_1"});
  tb.output({"exp", "neg"});
  GraphBuilder pb;
  pb.op("arange", "aten.arange.default", {"8"});
  pb.op("unsqueeze", "aten.unsqueeze.default", {"arange", "0"});
  pb.op("exp", "aten.exp.default", {"unsqueeze"});
  pb.op("arange_2", "aten.arange.default", {"2"});
  pb.op("unsqueeze_2", "aten.unsqueeze.default", {"arange_2", "0"});
  pb.output({"exp"});
  Graph t = tb.build(), p = pb.build();
  auto r = match(p, t, default_rules());
  auto n = named(p, t, r);
  EXPECT_EQ(n.target["exp"], "exp");
  EXPECT_EQ(n.target["unsqueeze"], "unsqueeze");
  EXPECT_EQ(n.target["arange_2"], "-");
  EXPECT_EQ(n.target["unsqueeze_2"], "-");
  EXPECT_FALSE(r.nodes[p.find("unsqueeze_2")].reason.empty());
}

// A dead branch the other capture dropped: t3 transposes a value the target
// lacks; the target's other transpose reads a computed value, so t3 stays
// unmatched instead of taking it by label.
TEST(Matcher, DeadBranchOnAbsentValueIsNotPlacedByLabel) {
  GraphBuilder tb;
  tb.placeholder("x");
  tb.op("a", "aten.exp.default", {"x"});
  tb.op("t1", "aten.transpose.int", {"a", "0", "1"});
  tb.op("b", "aten.neg.default", {"x"});
  tb.op("t2", "aten.transpose.int", {"b", "0", "1"});
  tb.op("m", "aten.mm.default", {"t1", "t2"});
  tb.output({"m"});
  GraphBuilder pb;
  pb.placeholder("x");
  pb.op("a", "aten.exp.default", {"x"});
  pb.op("t1", "aten.transpose.int", {"a", "0", "1"});
  pb.op("s", "aten.sigmoid.default", {"a"});
  pb.op("t3", "aten.transpose.int", {"s", "0", "1"});
  pb.op("m", "aten.mm.default", {"t1", "t1"});
  pb.output({"m"});
  Graph t = tb.build(), p = pb.build();
  auto r = match(p, t, default_rules());
  auto n = named(p, t, r);
  EXPECT_EQ(n.target["t1"], "t1");
  EXPECT_EQ(n.target["s"], "-");
  EXPECT_EQ(n.target["t3"], "-");
  EXPECT_NE(r.nodes[p.find("t3")].reason.find("no counterpart"), std::string::npos) << r.nodes[p.find("t3")].reason;
}

// The loss outside a compiled module: the pattern computes what the target
// receives as an input, and the op reading it is still matched.
TEST(Matcher, OpOnAbsentValueReadingATargetInputIsMatched) {
  GraphBuilder tb;
  tb.placeholder("w").placeholder("tangents_1");
  tb.op("mm", "aten.mm.default", {"tangents_1", "w"});
  tb.output({"mm"});
  GraphBuilder pb;
  pb.placeholder("loss").get_attr("_tensor_constant0");
  pb.op("ones_like", "aten.ones_like.default", {"loss"});
  pb.op("mul", "aten.mul.Tensor", {"ones_like", "_tensor_constant0"});
  pb.op("mm", "aten.mm.default", {"mul", "_tensor_constant0"});
  pb.output({"mm"});
  Graph t = tb.build(), p = pb.build();
  auto n = named(p, t, match(p, t, default_rules()));
  EXPECT_EQ(n.target["mul"], "tangents_1");
  EXPECT_EQ(n.how["mul"], "boundary");
  EXPECT_EQ(n.target["ones_like"], "-");
  EXPECT_EQ(n.target["mm"], "mm");
  EXPECT_EQ(n.target["_tensor_constant0"], "w");
}

// Bilinear upsampling's row indices [8, 1] and column indices [8] are one
// chain up to a view: within one capture size-1 dims count, so they are
// neither one label nor one value-numbered class (they were swapped).
TEST(Matcher, SizeOneDimsCountWithinOneCapture) {
  auto build = [](bool cols_first) {
    GraphBuilder b;
    b.placeholder("img", "f32[2, 8, 8]");
    b.op("arange", "aten.arange.default", {"8"}, "f32[8]");
    b.op("clamp", "aten.clamp.default", {"arange", "0.0"}, "f32[8]");
    auto chain = [&](const std::string& s, const std::string& shape, const std::string& size) {
      b.op("view" + s, "aten.view.default", {"clamp", size}, "f32" + shape);
      b.op("copy" + s, "aten._to_copy.default", {"view" + s}, "i64" + shape);
      b.op("add" + s, "aten.add.Tensor", {"copy" + s, "1"}, "i64" + shape);
    };
    if (cols_first) chain("_col", "[8]", "[8]");
    chain("_row", "[8, 1]", "[8, 1]");
    if (!cols_first) chain("_col", "[8]", "[8]");
    b.op("index", "aten._unsafe_index.Tensor", {"img", "[None, copy_row, add_col]"}, "f32[2, 8, 8]");
    b.op("index_1", "aten._unsafe_index.Tensor", {"img", "[None, add_row, copy_col]"}, "f32[2, 8, 8]");
    b.output({"index", "index_1"});
    return b.build();
  };
  Graph t = build(false), p = build(true);
  auto r = match(p, t, default_rules());
  auto n = named(p, t, r);
  for (const char* v : {"view_row", "copy_row", "add_row", "view_col", "copy_col", "add_col", "index", "index_1"}) {
    EXPECT_EQ(n.target[v], v);
    EXPECT_EQ(n.how[v], "exact") << v;
  }
  EXPECT_TRUE(r.nodes[p.find("copy_row")].alternatives.empty());
}

// Across captures (one graph carries an RNN step's size-1 dim) shapes are
// compared with size-1 dims dropped.
TEST(Matcher, SizeOneDimsIgnoredWhenTheCapturesDifferInThem) {
  GraphBuilder tb;
  tb.placeholder("x", "f32[1, 2, 8]").placeholder("w", "f32[8, 8]");
  tb.op("sig", "aten.sigmoid.default", {"x"}, "f32[1, 2, 8]");
  tb.op("tanh", "aten.tanh.default", {"sig"}, "f32[1, 2, 8]");
  tb.output({"tanh"});
  GraphBuilder pb;
  pb.placeholder("x", "f32[2, 8]");
  pb.op("sig", "aten.sigmoid.default", {"x"}, "f32[2, 8]");
  pb.op("tanh", "aten.tanh.default", {"sig"}, "f32[2, 8]");
  pb.output({"tanh"});
  Graph t = tb.build(), p = pb.build();
  auto n = named(p, t, match(p, t, default_rules()));
  EXPECT_EQ(n.target["sig"], "sig");
  EXPECT_EQ(n.target["tanh"], "tanh");
  EXPECT_EQ(n.how["tanh"], "exact");
}

// Sibling slices of one tensor (a shifted-window mask) differ by their
// bounds; the ways of writing the same bounds agree once normalised against
// the input's shape (-3: of 12 is 9:12, INT64_MAX / None is the size).
TEST(Matcher, SliceBoundsArePartOfTheLabel) {
  GraphBuilder tb;
  tb.placeholder("x", "f32[12, 4]");
  tb.op("s0", "aten.slice.Tensor", {"x", "0", "0", "-7"}, "f32[5, 4]");
  tb.op("s1", "aten.slice.Tensor", {"x", "0", "-7", "-3"}, "f32[4, 4]");
  tb.op("s2", "aten.slice.Tensor", {"x", "0", "-3", "9223372036854775807"}, "f32[3, 4]");
  tb.op("s3", "aten.slice.Tensor", {"x", "0", "-4", "None"}, "f32[4, 4]");
  for (const char* s : {"s0", "s1", "s2", "s3"}) tb.op(std::string("e_") + s, "aten.exp.default", {s}, "");
  tb.output({"e_s0", "e_s1", "e_s2", "e_s3"});
  GraphBuilder pb;
  pb.placeholder("x", "f32[12, 4]");
  pb.op("a", "aten.slice.Tensor", {"x", "0", "8"}, "f32[4, 4]");            // [8:] = s3
  pb.op("b", "aten.slice.Tensor", {"x", "0", "9", "12"}, "f32[3, 4]");      // = s2
  pb.op("c", "aten.slice.Tensor", {"x", "0", "5", "9"}, "f32[4, 4]");       // = s1
  pb.op("d", "aten.slice.Tensor", {"x", "-2", "0", "-7"}, "f32[5, 4]");     // dim -2 = 0: s0
  pb.output({"a", "b", "c", "d"});
  Graph t = tb.build(), p = pb.build();
  auto n = named(p, t, match(p, t, default_rules()));
  EXPECT_EQ(n.target["a"], "s3");
  EXPECT_EQ(n.target["b"], "s2");
  EXPECT_EQ(n.target["c"], "s1");
  EXPECT_EQ(n.target["d"], "s0");
  for (const char* v : {"a", "b", "c", "d"}) EXPECT_EQ(n.how[v], "exact") << v;
}

// make_fx builds a shifted-window mask by filling slice(zeros, 0, 0, 2) and
// reading it again: the reads before and after a write are different values,
// never one value-numbered class (they were each other's alternatives).
TEST(Matcher, ReadsAcrossAnInPlaceWriteAreNotOneValue) {
  GraphBuilder b;
  b.op("zeros", "aten.zeros.default", {"[4, 3]"}, "f32[4, 3]");
  b.op("s1", "aten.slice.Tensor", {"zeros", "0", "0", "2"}, "f32[2, 3]");
  b.op("e1", "aten.exp.default", {"s1"}, "f32[2, 3]");
  b.op("fill_", "aten.fill_.Scalar", {"s1", "1.0"}, "f32[2, 3]");
  b.op("s2", "aten.slice.Tensor", {"zeros", "0", "0", "2"}, "f32[2, 3]");
  b.op("e2", "aten.exp.default", {"s2"}, "f32[2, 3]");
  b.output({"e1", "e2"});
  Graph t = b.build(), p = b.build();
  auto r = match(p, t, default_rules());
  auto n = named(p, t, r);
  for (const char* v : {"s1", "e1", "s2", "e2"}) EXPECT_EQ(n.target[v], v);
  // one class would list its other member as an equal alternative
  EXPECT_TRUE(r.nodes[p.find("e1")].alternatives.empty());
  EXPECT_TRUE(r.nodes[p.find("e2")].alternatives.empty());
  EXPECT_TRUE(r.nodes[p.find("s1")].alternatives.empty());
}

TEST(Matcher, ValueNumberedDuplicatesAreAlternatives) {
  // AOT partitioned graphs: the joint computes div twice, the backward once.
  GraphBuilder tb;
  tb.placeholder("primals_1", "f32[10]");
  tb.op("abs_1", "aten.abs.default", {"primals_1"}, "f32[10]");
  tb.op("div", "aten.div.Tensor", {"primals_1", "abs_1"}, "f32[10]");
  tb.op("div_1", "aten.div.Tensor", {"primals_1", "abs_1"}, "f32[10]");
  tb.op("div_2", "aten.div.Tensor", {"div_1", "abs_1"}, "f32[10]");
  tb.output({"div", "div_2"});
  GraphBuilder pb;
  pb.placeholder("primals_1", "f32[10]").placeholder("abs_1", "f32[10]");
  pb.op("div", "aten.div.Tensor", {"primals_1", "abs_1"}, "f32[10]");
  pb.op("div_2", "aten.div.Tensor", {"div", "abs_1"}, "f32[10]");
  pb.output({"div_2"});
  Graph t = tb.build(), p = pb.build();
  auto r = match(p, t, default_rules());
  auto n = named(p, t, r);
  EXPECT_EQ(n.target["div"], "div");
  EXPECT_EQ(n.target["div_2"], "div_2");
  const auto& div_match = r.nodes[p.find("div")];
  ASSERT_EQ(div_match.alternatives.size(), 1u);
  EXPECT_EQ(t.node(div_match.alternatives[0]).name, "div_1");
}

TEST(Matcher, BudgetExhaustionReturnsPartialFlaggedIncomplete) {
  GraphBuilder tb;
  tb.placeholder("x", "f32[4]");
  std::string prev = "x";
  for (int i = 0; i < 50; ++i) {
    tb.op("n" + std::to_string(i), "aten.neg.default", {prev}, "f32[4]");
    prev = "n" + std::to_string(i);
  }
  tb.output({prev});
  Graph t = tb.build();
  MatchOptions o;
  o.budget = 5;
  auto r = match(t, t, default_rules(), o);
  EXPECT_FALSE(r.stats.complete);
  EXPECT_LT(r.stats.matched, r.stats.pattern_nodes);
  auto full = match(t, t, default_rules());
  EXPECT_TRUE(full.stats.complete);
  EXPECT_EQ(full.stats.matched, full.stats.pattern_nodes);
}

}  // namespace
}  // namespace fxmatch
