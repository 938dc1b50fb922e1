// engine/shape_infer: the shapes a dump without annotations still states
// (view/expand/as_strided sizes) and the ones the common ops derive from
// them; anything symbolic or outside the table stays unknown.
#include "shape_infer.hpp"

#include "fxmatch/parsers/parse.hpp"

#include <gtest/gtest.h>

#include <string>

namespace fxmatch::detail {
namespace {

// name -> shape as "2,6", "?" when unknown.
std::map<std::string, std::string> shapes_of(const std::string& body) {
  auto g = parse_graph("def forward(self, x_1, y_1, s0):\n" + body + "    return None\n", "t.py");
  EXPECT_TRUE(g) << g.error().render();
  std::map<std::string, std::string> out;
  if (!g) return out;
  const auto shapes = infer_shapes(*g);
  for (VertexId v = 0; v < g->size(); ++v) {
    std::string s = "?";
    if (shapes[v]) {
      s.clear();
      for (const auto& d : *shapes[v]) s += (s.empty() ? "" : ",") + d;
    }
    out[g->node(v).name.str()] = s;
  }
  return out;
}

TEST(ShapeInfer, StatedSizesAndWhatOpsDeriveFromThem) {
  auto s = shapes_of(
      "    a = torch.ops.aten.view.default(x_1, [2, 5, 6])\n"
      "    b = torch.ops.aten.clone.default(a)\n"
      "    c = torch.ops.aten.select.int(b, 1, 1)\n"
      "    d = torch.ops.aten.view.default(b, [-1, 6])\n"
      "    e = torch.ops.aten.sum.dim_IntList(c, [0], True)\n"
      "    f = torch.ops.aten.sum.dim_IntList(b, [-1])\n"
      "    g = torch.ops.aten.slice.Tensor(b, 1, 1, 9223372036854775807)\n"
      "    h = torch.ops.aten.slice.Tensor(b, 1, -3, -1)\n"
      "    i = torch.ops.aten.transpose.int(b, 0, 2)\n"
      "    j = torch.ops.aten.permute.default(b, [2, 0, 1])\n"
      "    k = torch.ops.aten.t.default(d)\n"
      "    l = torch.ops.aten.mm.default(d, k)\n"
      "    m = torch.ops.aten.unsqueeze.default(c, 1)\n"
      "    n = torch.ops.aten.squeeze.dim(e, 0)\n"
      "    o = torch.ops.aten.expand.default(n, [4, -1])\n"
      "    p = torch.ops.aten.add.Tensor(b, n)\n"
      "    q = torch.ops.aten.mul.Tensor(c, 2.0)\n"
      "    r = torch.ops.aten.new_empty_strided.default(b, [3, 4], [4, 1])\n"
      "    u = torch.ops.aten.as_strided.default(b, [2, 6], [30, 1], 18)\n"
      "    w = torch.ops.aten.sum.default(b)\n"
      "    z = torch.ops.aten.addmm.default(y_1, d, k)\n");
  EXPECT_EQ(s["x_1"], "?");  // a placeholder without an annotation
  EXPECT_EQ(s["a"], "2,5,6");
  EXPECT_EQ(s["b"], "2,5,6");
  EXPECT_EQ(s["c"], "2,6");
  EXPECT_EQ(s["d"], "10,6");
  EXPECT_EQ(s["e"], "1,6");
  EXPECT_EQ(s["f"], "2,5");
  EXPECT_EQ(s["g"], "2,4,6");
  EXPECT_EQ(s["h"], "2,2,6");
  EXPECT_EQ(s["i"], "6,5,2");
  EXPECT_EQ(s["j"], "6,2,5");
  EXPECT_EQ(s["k"], "6,10");
  EXPECT_EQ(s["l"], "10,10");
  EXPECT_EQ(s["m"], "2,1,6");
  EXPECT_EQ(s["n"], "6");
  EXPECT_EQ(s["o"], "4,6");
  EXPECT_EQ(s["p"], "2,5,6");
  EXPECT_EQ(s["q"], "2,6");
  EXPECT_EQ(s["r"], "3,4");
  EXPECT_EQ(s["u"], "2,6");
  EXPECT_EQ(s["w"], "");  // a full reduction: a scalar
  EXPECT_EQ(s["z"], "10,10");
}

// The reductions a normalization writes by hand (held-out reduce_args: std,
// var_mean, linalg_vector_norm with keepdim, as an argument or a keyword)
// and the items of multi-output ops whose shapes follow from the input.
TEST(ShapeInfer, ReductionsAndTheItemsOfMultiOutputOps) {
  auto s = shapes_of(
      "    a = torch.ops.aten.view.default(x_1, [2, 5, 6])\n"
      "    b = torch.ops.aten.std.correction(a, [-1], correction = 0, keepdim = True)\n"
      "    c = torch.ops.aten.var_mean.correction(a, [1], correction = 1, keepdim = True)\n"
      "    c0 = c[0]\n"
      "    c1 = c[1]\n"
      "    d = torch.ops.aten.linalg_vector_norm.default(a, 2.0, [1], True)\n"
      "    e = torch.ops.aten.linalg_vector_norm.default(a, 1, [-1])\n"
      "    f = torch.ops.aten.native_layer_norm.default(a, [6], None, None, 1e-05)\n"
      "    f0 = f[0]\n"
      "    f1 = f[1]\n"
      "    g = torch.ops.aten.max.dim(a, 2)\n"
      "    g1 = g[1]\n"
      "    h = torch.ops.aten.var.correction(a, None, correction = 1)\n");
  EXPECT_EQ(s["b"], "2,5,1");
  EXPECT_EQ(s["c0"], "2,1,6");
  EXPECT_EQ(s["c1"], "2,1,6");
  EXPECT_EQ(s["d"], "2,1,6");
  EXPECT_EQ(s["e"], "2,5");
  EXPECT_EQ(s["f0"], "2,5,6");
  EXPECT_EQ(s["f1"], "?");  // the statistics' shape depends on normalized_shape: not derived
  EXPECT_EQ(s["g1"], "2,5");
  EXPECT_EQ(s["h"], "");  // every dim
}

TEST(ShapeInfer, SymbolicOrUnknownStaysUnknown) {
  auto s = shapes_of(
      "    a = torch.ops.aten.view.default(x_1, [s0, 6])\n"
      "    b = torch.ops.aten.clone.default(a)\n"
      "    c = torch.ops.aten.view.default(x_1, [-1, 6])\n"
      "    d = torch.ops.aten.select.int(x_1, 0, 0)\n"
      "    e = torch.ops.aten.add.Tensor(x_1, y_1)\n"
      "    f = torch.ops.aten.view.default(y_1, [2, 3])\n"
      "    h = torch.ops.aten.my_custom_op.default(f)\n");
  EXPECT_EQ(s["a"], "?");  // a SymInt size
  EXPECT_EQ(s["b"], "?");
  EXPECT_EQ(s["c"], "?");  // -1 of an input of unknown size
  EXPECT_EQ(s["d"], "?");
  EXPECT_EQ(s["e"], "?");
  EXPECT_EQ(s["f"], "2,3");
  EXPECT_EQ(s["h"], "?");  // an op outside the table
}

TEST(ShapeInfer, AnnotationsWinOverDerivation) {
  auto g = parse_graph(
      "def forward(self, x_1: \"f32[4, 6]\"):\n"
      "    a: \"f32[4, 6]\" = torch.ops.aten.clone.default(x_1)\n"
      "    b = torch.ops.aten.t.default(a)\n"
      "    c: \"f32[s0, 6]\" = torch.ops.aten.view.default(a, [4, 6])\n"
      "    return b\n",
      "t.py");
  ASSERT_TRUE(g) << g.error().render();
  const auto shapes = infer_shapes(*g);
  ASSERT_TRUE(shapes[g->find("b")]);
  EXPECT_EQ(*shapes[g->find("b")], (Shape{"6", "4"}));
  ASSERT_TRUE(shapes[g->find("c")]);
  EXPECT_EQ(*shapes[g->find("c")], (Shape{"s0", "6"}));  // as printed, symbolic dim kept
}

// Partial shapes: a matrix op makes a matrix whatever its unannotated
// operands are, and what follows keeps the dims it can tell (held-out
// proto_net/arcface_head: F.normalize of a linear's output, whose keepdim
// norm [?, 1] surely differs from the [4, 5] it is expanded to); the items of
// unbind and split (held-out qk_norm_attn: q, k, v of one projection).
TEST(ShapeInfer, PartialShapesAndTheItemsOfUnbindAndSplit) {
  auto s = shapes_of(
      "    a = torch.ops.aten.addmm.default(y_1, x_1, y_1)\n"
      "    b = torch.ops.aten.linalg_vector_norm.default(a, 2.0, [-1], True)\n"
      "    c = torch.ops.aten.clamp_min.default(b, 1e-12)\n"
      "    d = torch.ops.aten.expand.default(c, [4, 5])\n"
      "    e = torch.ops.aten.div.Tensor(a, d)\n"
      "    f = torch.ops.aten.mm.default(a, x_1)\n"
      "    g = torch.ops.aten.squeeze.dim(a, 0)\n"
      "    h = torch.ops.aten.view.default(x_1, [3, 2, 4])\n"
      "    i = torch.ops.aten.unbind.int(h, 1)\n"
      "    i1 = i[1]\n"
      "    j = torch.ops.aten.split.Tensor(h, 3, -1)\n"
      "    j1 = j[1]\n"
      "    k = torch.ops.aten.split_with_sizes.default(h, [1, 2])\n"
      "    k1 = k[1]\n"
      "    l = torch.ops.aten.unbind.int(x_1)\n"
      "    l0 = l[0]\n");
  EXPECT_EQ(s["a"], "?,?");
  EXPECT_EQ(s["b"], "?,1");
  EXPECT_EQ(s["c"], "?,1");
  EXPECT_EQ(s["d"], "4,5");
  EXPECT_EQ(s["e"], "4,5");  // ? broadcast with 5 is 5 (or an error)
  EXPECT_EQ(s["f"], "?,?");
  EXPECT_EQ(s["g"], "?");  // squeezed or not: the rank is not known
  EXPECT_EQ(s["i1"], "3,4");
  EXPECT_EQ(s["j1"], "3,2,1");  // parts of 3 of 4: the last one what is left
  EXPECT_EQ(s["k1"], "2,2,4");
  EXPECT_EQ(s["l0"], "?");  // unbind of a value of unknown shape
  EXPECT_TRUE(surely_differ({"?", "1"}, {"4", "5"}));
  EXPECT_FALSE(surely_differ({"?", "5"}, {"4", "5"}));
  EXPECT_TRUE(surely_differ({"?", "5"}, {"4", "5", "1"}));
  EXPECT_FALSE(surely_equal({"?", "5"}, {"?", "5"}));  // two unknown dims are not one
  EXPECT_TRUE(surely_equal({"4", "5"}, {"4", "5"}));
  // a printed symbolic expression may equal a number or a symbol (cnn_bn's
  // dynamic AOT pair: `f32[s10, 24]` is the `f32[s10, 6*((s25//4))**2]` it
  // views); two numbers or two symbols that differ do
  EXPECT_FALSE(surely_differ({"s10", "24"}, {"s10", "6*((s25//4))**2"}));
  EXPECT_FALSE(surely_differ({"s10"}, {"5"}));
  EXPECT_TRUE(surely_differ({"s10", "24"}, {"s10", "25"}));
  EXPECT_TRUE(surely_differ({"s10"}, {"s11"}));
}

// The least rank the reads of a value need: a reduction or a view over dim d
// (more than d dims), a matrix operand (2), read directly or through `t`, a
// conv weight (3); an attribute's reads all count, each get_attr node of it.
TEST(ShapeInfer, TheLeastRankTheReadsOfAValueNeed) {
  auto g = parse_graph(
      "def forward(self, x_1, y_1, s0):\n"
      "    a = torch.ops.aten.linalg_vector_norm.default(x_1, 2.0, [1], True)\n"
      "    b = torch.ops.aten.t.default(y_1)\n"
      "    c = torch.ops.aten.addmm.default(s0, a, b)\n"
      "    d = torch.ops.aten.sum.dim_IntList(c, [-3])\n"
      "    w = self.w\n"
      "    e = torch.ops.aten.sum.dim_IntList(w, [2])\n"
      "    w_1 = self.w\n"
      "    f = torch.ops.aten.mul.Tensor(w_1, 2)\n"
      "    return d\n",
      "t.py");
  ASSERT_TRUE(g) << g.error().render();
  const auto r = min_ranks(*g);
  EXPECT_EQ(r[g->find("x_1")], 2);  // norm over dim 1
  EXPECT_EQ(r[g->find("y_1")], 2);  // t of it is mat2
  EXPECT_EQ(r[g->find("s0")], 0);   // addmm's bias broadcasts: any rank
  EXPECT_EQ(r[g->find("c")], 3);    // a sum over dim -3
  EXPECT_EQ(r[g->find("w_1")], 3);  // another read of the attribute `w` is summed over dim 2
}

// Annotated shapes may hold SymInts: ops that need a dim's value leave the
// result unknown instead of reading it.
TEST(ShapeInfer, SymbolicAnnotatedDimsAreNeverRead) {
  auto g = parse_graph(
      "def forward(self, x_1: \"f32[s0, 6]\"):\n"
      "    a = torch.ops.aten.slice.Tensor(x_1, 0, 1, 3)\n"
      "    b = torch.ops.aten.slice.Tensor(x_1, 1, 1, 3)\n"
      "    c = torch.ops.aten.view.default(x_1, [-1, 3])\n"
      "    d = torch.ops.aten.expand.default(x_1, [2, -1, -1])\n"
      "    e = torch.ops.aten.select.int(x_1, 0, 0)\n"
      "    return a\n",
      "t.py");
  ASSERT_TRUE(g) << g.error().render();
  const auto shapes = infer_shapes(*g);
  EXPECT_FALSE(shapes[g->find("a")]);
  ASSERT_TRUE(shapes[g->find("b")]);  // derived with a SymInt left in: that dim unknown
  EXPECT_EQ(*shapes[g->find("b")], (Shape{"?", "2"}));
  EXPECT_FALSE(shapes[g->find("c")]);
  EXPECT_FALSE(shapes[g->find("d")]);
  ASSERT_TRUE(shapes[g->find("e")]);  // the SymInt dim dropped: [6] is known
  EXPECT_EQ(*shapes[g->find("e")], (Shape{"6"}));
}

}  // namespace
}  // namespace fxmatch::detail
