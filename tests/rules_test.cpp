// Rules files: parsing, diagnostics, and what the new rule kinds do to a match.
#include "fxmatch/engine/matcher.hpp"
#include "fxmatch/rules/rules.hpp"

#include "support/builder.hpp"
#include "support/support.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include <map>
#include <string>

#include <unistd.h>

namespace fxmatch {
namespace {

using testing::GraphBuilder;

using testing::default_rules;

std::map<std::string, std::string> mapping(const Graph& p, const Graph& t, const MatchResult& r) {
  std::map<std::string, std::string> out;
  for (const auto& m : r.nodes) out[p.node(m.pattern).name] = m.target == kNoVertex ? "-" : t.node(m.target).name.str();
  return out;
}

TEST(Rules, ConditionalEquivalenceParses) {
  auto r = RuleSet::parse(
      "equivalent:\n"
      "  - {op: aten.slice.Tensor, as: aten.select.int, args: \"$, {1}, {2}\", when: \"{3} == {2} + 1\"}\n"
      "  - {op: aten.narrow.default, as: aten.select.int, args: \"$, {1}, {2}\", when: \"{3} == 1 and {1} == 0\"}\n",
      "extra.yaml");
  ASSERT_TRUE(r.ok()) << r.error().render();
  auto conds = r->conditional_equivalences("aten.slice.Tensor");
  ASSERT_EQ(conds.size(), 1u);
  ASSERT_EQ(conds[0]->when.size(), 1u);
  EXPECT_EQ(conds[0]->when[0].lhs, 3);
  EXPECT_EQ(conds[0]->when[0].rhs, 2);
  EXPECT_EQ(conds[0]->when[0].offset, 1);
  auto narrow = r->conditional_equivalences("aten.narrow.default");
  ASSERT_EQ(narrow.size(), 1u);
  ASSERT_EQ(narrow[0]->when.size(), 2u);
  EXPECT_EQ(narrow[0]->when[1].lhs, 1);
  EXPECT_EQ(narrow[0]->when[1].rhs, -1);
  EXPECT_EQ(narrow[0]->when[1].offset, 0);
  // A conditional entry never answers for every call.
  EXPECT_EQ(r->canonical_op("aten.slice.Tensor").first, "aten.slice.Tensor");
}

TEST(Rules, BadWhenConditionIsReportedAtItsLine) {
  const char* bad[] = {"{3} = {2} + 1", "{3} == {2} * 2", "3 == {2}", "{3} == {2} + 1 or {1} == 0", "{x} == 1", ""};
  for (const char* when : bad) {
    std::string text = "# extra rules\nequivalent:\n  - {op: aten.slice.Tensor, as: aten.select.int, when: \"" +
                       std::string(when) + "\"}\n";
    auto r = RuleSet::parse(text, "extra.yaml");
    ASSERT_FALSE(r.ok()) << when;
    EXPECT_EQ(r.error().file, "extra.yaml");
    EXPECT_EQ(r.error().line, 3) << when;
    EXPECT_NE(r.error().message.find("'when'"), std::string::npos) << r.error().message;
  }
}

// `$k` / `_` in an equivalence's args: the op's own operand k goes to that
// slot of the `as` op; `_` is an operand only `as` has.
TEST(Rules, OperandMappedEquivalenceParses) {
  auto r = RuleSet::parse(
      "equivalent:\n"
      "  - {op: aten.upsample_nearest2d_backward.default, as: aten._unsafe_index_put.default,\n"
      "     args: \"_, [None, None, _, _], $0, True\"}\n"
      "  - {op: aten.t.default, as: aten.permute.default, args: \"$, [1, 0]\"}\n",
      "extra.yaml");
  ASSERT_TRUE(r.ok()) << r.error().render();
  const Equivalence* e = r->unconditional_equivalence("aten.upsample_nearest2d_backward.default");
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->args.value_or(""), "$, [None, None, $, $], $, True");  // labels spell every tensor '$'
  EXPECT_EQ(e->operands, (std::vector<int>{-1, -1, -1, 0}));
  const Equivalence* t = r->unconditional_equivalence("aten.t.default");
  ASSERT_NE(t, nullptr);
  EXPECT_TRUE(t->operands.empty());  // bare '$': operands stay in order
  EXPECT_EQ(r->unconditional_equivalence("aten.mm.default"), nullptr);
}

TEST(Rules, MalformedOperandMapIsReportedAtItsLine) {
  const char* bad[] = {"_, $g, True", "$, $0", "$0, _, $", "$123, _"};
  for (const char* args : bad) {
    std::string text = "# extra rules\nequivalent:\n  - {op: aten.x.default, as: aten.y.default, args: \"" +
                       std::string(args) + "\"}\n";
    auto r = RuleSet::parse(text, "extra.yaml");
    ASSERT_FALSE(r.ok()) << args;
    EXPECT_EQ(r.error().line, 3) << args;
    EXPECT_GT(r.error().col, 40) << args;  // at the args value, not the entry
    EXPECT_NE(r.error().message.find("'args'"), std::string::npos) << r.error().message;
    EXPECT_EQ(r.error().render().rfind("extra.yaml:3:", 0), 0u) << r.error().render();
  }
}

// make_fx keeps upsample_nearest2d_backward(grad, ...); AOTAutograd writes
// _unsafe_index_put(new_zeros(...), [None, None, rows, cols], grad, True).
// Only the moved gradient operand tells the two backward ops apart (no
// consumers, equal shapes, target listed in the other order).
TEST(Rules, OperandMappedEquivalenceComparesTheMovedOperand) {
  GraphBuilder tb;
  tb.placeholder("x", "f32[2, 3, 8, 8]").placeholder("r", "i64[8, 1]").placeholder("c", "i64[8]");
  tb.op("sigmoid", "aten.sigmoid.default", {"x"}, "f32[2, 3, 8, 8]");
  tb.op("relu", "aten.relu.default", {"x"}, "f32[2, 3, 8, 8]");
  tb.op("new_zeros", "aten.new_zeros.default", {"relu", "[2, 3, 4, 4]"}, "f32[2, 3, 4, 4]");
  tb.op("put_a", "aten._unsafe_index_put.default", {"new_zeros", "[None, None, r, c]", "sigmoid", "True"},
        "f32[2, 3, 4, 4]");
  tb.op("new_zeros_1", "aten.new_zeros.default", {"sigmoid", "[2, 3, 4, 4]"}, "f32[2, 3, 4, 4]");
  tb.op("put_b", "aten._unsafe_index_put.default", {"new_zeros_1", "[None, None, r, c]", "relu", "True"},
        "f32[2, 3, 4, 4]");
  tb.output({"put_a", "put_b"});
  GraphBuilder pb;
  pb.placeholder("x", "f32[2, 3, 8, 8]");
  pb.op("relu", "aten.relu.default", {"x"}, "f32[2, 3, 8, 8]");
  pb.op("sigmoid", "aten.sigmoid.default", {"x"}, "f32[2, 3, 8, 8]");
  pb.op("up_relu", "aten.upsample_nearest2d_backward.default", {"relu", "[8, 8]", "[2, 3, 4, 4]", "2.0", "2.0"},
        "f32[2, 3, 4, 4]");
  pb.op("up_sigmoid", "aten.upsample_nearest2d_backward.default",
        {"sigmoid", "[8, 8]", "[2, 3, 4, 4]", "2.0", "2.0"}, "f32[2, 3, 4, 4]");
  pb.output({"up_relu", "up_sigmoid"});
  Graph t = tb.build(), p = pb.build();
  auto r = match(p, t, default_rules());
  auto m = mapping(p, t, r);
  EXPECT_EQ(m["up_relu"], "put_b");
  EXPECT_EQ(m["up_sigmoid"], "put_a");
  EXPECT_EQ(r.nodes[p.find("up_relu")].how, How::Exact) << r.nodes[p.find("up_relu")].reason;
  // The same entry with the gradient in the wrong slot finds no exact image.
  RuleSet wrong = default_rules();
  auto w = RuleSet::parse("equivalent:\n  - {op: aten.upsample_nearest2d_backward.default, as: "
                          "aten._unsafe_index_put.default, args: \"$0, [None, None, _, _], _, True\"}\n",
                          "wrong.yaml");
  ASSERT_TRUE(w.ok()) << w.error().render();
  wrong.merge(*w);
  auto rw = match(p, t, wrong);
  EXPECT_NE(rw.nodes[p.find("up_relu")].how, How::Exact) << mapping(p, t, rw)["up_relu"];
}

// A strided view's label is its layout relative to its base: as_strided,
// select, slice and narrow naming the same block agree; other blocks do not.
TEST(Rules, ViewsWithTheSameLayoutAreOneValue) {
  GraphBuilder tb;
  tb.placeholder("x", "f32[2, 10, 6]");
  tb.op("buf", "aten.neg.default", {"x"}, "f32[2, 10, 6]");
  tb.op("select_1", "aten.select.int", {"buf", "1", "1"}, "f32[2, 6]");
  tb.op("select_0", "aten.select.int", {"buf", "1", "0"}, "f32[2, 6]");
  tb.op("tail", "aten.slice.Tensor", {"buf", "1", "5", "9223372036854775807"}, "f32[2, 5, 6]");
  tb.op("head", "aten.slice.Tensor", {"buf", "1", "0", "5"}, "f32[2, 5, 6]");
  tb.output({"select_1", "select_0", "tail", "head"});
  GraphBuilder pb;
  pb.placeholder("x", "f32[2, 10, 6]");
  pb.op("buf", "aten.neg.default", {"x"}, "f32[2, 10, 6]");
  pb.op("row0", "aten.as_strided.default", {"buf", "[2, 6]", "[60, 1]", "0"}, "f32[2, 6]");
  pb.op("row1", "aten.as_strided.default", {"buf", "[2, 6]", "[60, 1]", "6"}, "f32[2, 6]");
  pb.op("last5", "aten.narrow.default", {"buf", "-2", "5", "5"}, "f32[2, 5, 6]");
  pb.op("first5", "aten.as_strided.default", {"buf", "[2, 5, 6]", "[60, 6, 1]"}, "f32[2, 5, 6]");
  pb.output({"row0", "row1", "last5", "first5"});
  Graph t = tb.build(), p = pb.build();
  auto r = match(p, t, default_rules());
  auto m = mapping(p, t, r);
  EXPECT_EQ(m["row0"], "select_0");
  EXPECT_EQ(m["row1"], "select_1");
  EXPECT_EQ(m["last5"], "tail");
  EXPECT_EQ(m["first5"], "head");
  for (const char* name : {"row0", "row1", "last5", "first5"})
    EXPECT_EQ(r.nodes[p.find(name)].how, How::Exact) << name << ": " << r.nodes[p.find(name)].reason;
}

TEST(Rules, MalformedViewLayoutIsReportedAtItsLine) {
  const char* bad[] = {"{dim: 1, index: 2, start: 3}", "{dim: 1, foo: 2}", "{dim: 0, index: 1}", "{size: 1}",
                       "[1, 2]"};
  for (const char* roles : bad) {
    std::string text = "# extra rules\nview_layout:\n  aten.select.int: " + std::string(roles) + "\n";
    auto r = RuleSet::parse(text, "extra.yaml");
    ASSERT_FALSE(r.ok()) << roles;
    EXPECT_EQ(r.error().line, 3) << roles;
    EXPECT_EQ(r.error().render().rfind("extra.yaml:3:", 0), 0u) << r.error().render();
  }
  auto ok = RuleSet::parse("view_layout:\n  npu.view_*: {size: 1, stride: 2}\n", "extra.yaml");
  ASSERT_TRUE(ok.ok()) << ok.error().render();
  ASSERT_NE(ok->view_layout("npu.view_x"), nullptr);
  EXPECT_EQ(ok->view_layout("npu.view_x")->offset, -1);
}

TEST(Rules, MalformedStatedLayoutIsReportedAtItsLine) {
  const char* bad[] = {"{size: 1, like: 0}", "{stride: 2}", "{size: x}", "{shape: 1}", "{}", "[1, 2]"};
  for (const char* roles : bad) {
    std::string text = "# extra rules\nstated_layout:\n  npu.empty: " + std::string(roles) + "\n";
    auto r = RuleSet::parse(text, "extra.yaml");
    ASSERT_FALSE(r.ok()) << roles;
    EXPECT_EQ(r.error().line, 3) << roles;
    EXPECT_EQ(r.error().render().rfind("extra.yaml:3:", 0), 0u) << r.error().render();
  }
  auto ok = RuleSet::parse("stated_layout:\n  npu.empty_*: {size: 0}\n  npu.copy_into: {like: 1}\n", "extra.yaml");
  ASSERT_TRUE(ok.ok()) << ok.error().render();
  ASSERT_NE(ok->stated_layout("npu.empty_x"), nullptr);
  EXPECT_EQ(ok->stated_layout("npu.empty_x")->size, 0);
  EXPECT_EQ(ok->stated_layout("npu.empty_x")->stride, -1);
  ASSERT_NE(ok->stated_layout("npu.copy_into"), nullptr);
  EXPECT_EQ(ok->stated_layout("npu.copy_into")->like, 1);
  EXPECT_EQ(ok->stated_layout("aten.add.Tensor"), nullptr);
}

// `defaults_file` names a text file of the same folder, one op per line;
// default.yaml names the generated schemas.txt.
TEST(Rules, DefaultsFileIsReadAndItsErrorsHaveTheirLine) {
  auto rs = RuleSet::load_default();
  ASSERT_TRUE(rs.ok()) << rs.error().render();
  const ArgDefaults* bag = rs->arg_defaults("aten._embedding_bag.default");
  ASSERT_NE(bag, nullptr);
  EXPECT_EQ(bag->first, 3);
  ASSERT_EQ(bag->values.size(), 6u);
  EXPECT_EQ(bag->names[3], "per_sample_weights");
  EXPECT_EQ(bag->values[3], "None");
  namespace fs = std::filesystem;
  const fs::path dir = fs::temp_directory_path() / ("fxmatch-defaults-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const std::string rules = (dir / "extra.yaml").string();
  std::ofstream(rules) << "commutative:\n  - npu.a\ndefaults_file: d.txt\n";
  std::ofstream(dir / "d.txt") << "# custom ops\nnpu.fused.default 2 eps=1e-05; mode=None\n";
  auto ok = RuleSet::load_file(rules);
  ASSERT_TRUE(ok.ok()) << ok.error().render();
  const ArgDefaults* d = ok->arg_defaults("npu.fused.default");
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(d->first, 2);
  EXPECT_EQ(d->names, (std::vector<std::string>{"eps", "mode"}));
  EXPECT_EQ(d->values, (std::vector<std::string>{"1e-05", "None"}));
  EXPECT_EQ(ok->arg_defaults("npu.fused.out"), nullptr);
  const char* bad[] = {"npu.f 2", "npu.f x a=1", "npu.f 1 novalue", "npu.f 1 a=1; =2", "npu.f"};
  for (const char* v : bad) {
    std::ofstream(dir / "d.txt") << "npu.ok 1 a=1\n  " << v << "\n";
    auto r = RuleSet::load_file(rules);
    ASSERT_FALSE(r.ok()) << v;
    EXPECT_EQ(r.error().render().rfind((dir / "d.txt").string() + ":2:3:", 0), 0u) << r.error().render();
  }
  for (const char* name : {"../d.txt", "missing.txt", "[d.txt]"}) {
    std::ofstream(rules) << "# extra\ndefaults_file: " << name << "\n";
    auto r = RuleSet::load_file(rules);
    ASSERT_FALSE(r.ok()) << name;
    EXPECT_EQ(r.error().line, 2) << r.error().render();
  }
  fs::remove_all(dir);
}

TEST(Rules, UnknownListNamesTheNewOnes) {
  auto r = RuleSet::parse("view_like_when_size_one:\n  - aten.sum.dim_IntList\n", "extra.yaml");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().line, 1);
  EXPECT_NE(r.error().message.find("view_like_when_size1"), std::string::npos) << r.error().message;
}

// make_fx unbinds a stacked gradient with select(x, 0, k); AOTAutograd with
// slice(x, 0, k, k + 1). Each select must find the slice of its own index,
// and a longer slice is not a select.
TEST(Rules, OneElementSliceMatchesSelectOfThatIndex) {
  GraphBuilder tb;
  tb.placeholder("x", "f32[3, 1, 4]");
  tb.op("slice_1", "aten.slice.Tensor", {"x", "0", "0", "1"}, "f32[1, 1, 4]");
  tb.op("slice_2", "aten.slice.Tensor", {"x", "0", "1", "2"}, "f32[1, 1, 4]");
  tb.op("slice_3", "aten.slice.Tensor", {"x", "0", "2", "3"}, "f32[1, 1, 4]");
  tb.op("slice_4", "aten.slice.Tensor", {"x", "0", "0", "2"}, "f32[2, 1, 4]");
  tb.op("neg", "aten.neg.default", {"slice_3"}, "f32[1, 1, 4]");
  tb.op("exp", "aten.exp.default", {"slice_1"}, "f32[1, 1, 4]");
  tb.output({"neg", "exp", "slice_2", "slice_4"});
  GraphBuilder pb;
  pb.placeholder("x", "f32[3, 4]");
  pb.op("select", "aten.select.int", {"x", "0", "0"}, "f32[4]");
  pb.op("select_2", "aten.select.int", {"x", "0", "2"}, "f32[4]");
  pb.op("neg", "aten.neg.default", {"select_2"}, "f32[4]");
  pb.op("exp", "aten.exp.default", {"select"}, "f32[4]");
  pb.output({"neg", "exp"});
  for (bool shapes : {true, false}) {
    Graph t = tb.build(), p = pb.build();
    if (!shapes) {
      for (VertexId v = 0; v < t.size(); ++v) t.node(v).meta.reset();
      for (VertexId v = 0; v < p.size(); ++v) p.node(v).meta.reset();
    }
    auto m = mapping(p, t, match(p, t, default_rules()));
    EXPECT_EQ(m["select"], "slice_1") << shapes;
    EXPECT_EQ(m["select_2"], "slice_3") << shapes;
    EXPECT_EQ(m["neg"], "neg") << shapes;
  }
  // Without the rule the selects have no counterpart.
  auto plain = RuleSet::parse("transparent: [aten.detach.default]\n", "plain.yaml");
  ASSERT_TRUE(plain.ok());
  Graph t = tb.build(), p = pb.build();
  auto m = mapping(p, t, match(p, t, *plain));
  EXPECT_EQ(m["select"], "-");
}

// AOTAutograd sums an RNN step's gradient over its size-1 dim and views it
// back; make_fx has no op there. With shapes, only a sum that reduces size-1
// dims is skipped; a real reduction is matched as itself.
TEST(Rules, SumOverSizeOneDimIsSkippedLikeAView) {
  GraphBuilder tb;
  tb.placeholder("a", "f32[1, 2, 8]").placeholder("h", "f32[1, 2, 8]");
  tb.op("tanh_1", "aten.tanh.default", {"a"}, "f32[1, 2, 8]");
  tb.op("sum_1", "aten.sum.dim_IntList", {"tanh_1", "[0]", "True"}, "f32[1, 2, 8]");
  tb.op("view_1", "aten.view.default", {"sum_1", "[2, 8]"}, "f32[2, 8]");
  tb.op("sum_2", "aten.sum.dim_IntList", {"h", "[0]", "True"}, "f32[1, 2, 8]");
  tb.op("view_2", "aten.view.default", {"sum_2", "[2, 8]"}, "f32[2, 8]");
  tb.op("cat", "aten.cat.default", {"[view_1, view_2]", "1"}, "f32[2, 16]");
  tb.op("sum_3", "aten.sum.dim_IntList", {"cat", "[0]", "True"}, "f32[1, 16]");
  tb.output({"cat", "sum_3"});
  GraphBuilder pb;
  pb.placeholder("a", "f32[2, 8]").placeholder("h", "f32[2, 8]");
  pb.op("tanh", "aten.tanh.default", {"a"}, "f32[2, 8]");
  pb.op("cat", "aten.cat.default", {"[tanh, h]", "1"}, "f32[2, 16]");
  pb.op("sum", "aten.sum.dim_IntList", {"cat", "[0]", "True"}, "f32[1, 16]");
  pb.output({"sum"});
  Graph t = tb.build(), p = pb.build();
  auto m = mapping(p, t, match(p, t, default_rules()));
  EXPECT_EQ(m["cat"], "cat");
  EXPECT_EQ(m["sum"], "sum_3");
  EXPECT_EQ(m["tanh"], "tanh_1");  // through sum_1 and view_1
  EXPECT_EQ(m["a"], "a");
  EXPECT_EQ(m["h"], "view_2");  // a leaf names the value feeding its slot
  // With sum as a plain op, the chain breaks at sum_1.
  RuleSet plain = default_rules();
  auto normal = RuleSet::parse("normal: [aten.sum.dim_IntList]\n", "plain.yaml");
  ASSERT_TRUE(normal.ok());
  plain.merge(*normal);
  auto r = match(p, t, plain);
  EXPECT_NE(r.nodes[p.find("cat")].how, How::Exact);
  EXPECT_EQ(match(p, t, default_rules()).nodes[p.find("cat")].how, How::Exact);
}

// An AOT backward receives every SymInt size, read or not. Without
// annotations the unread one is placed on the target input that is only
// used as a size.
TEST(Rules, UnreadInputGoesToTheTargetInputUsedAsASize) {
  GraphBuilder tb;
  tb.placeholder("primals_1").placeholder("primals_2").placeholder("primals_3").placeholder("tangents_1");
  tb.op("view", "aten.view.default", {"primals_2", "[primals_1, -1]"});
  tb.op("t", "aten.t.default", {"primals_3"});
  tb.op("mul", "aten.mul.Tensor", {"view", "t"});
  tb.op("mm_1", "aten.mm.default", {"tangents_1", "primals_3"});
  tb.output({"mul", "mm_1"});
  GraphBuilder pb;
  pb.placeholder("s0").placeholder("w").placeholder("tangents_1");
  pb.op("mm_1", "aten.mm.default", {"tangents_1", "w"});
  pb.output({"mm_1"});
  Graph t = tb.build(), p = pb.build();
  auto r = match(p, t, default_rules());
  auto m = mapping(p, t, r);
  EXPECT_EQ(m["w"], "primals_3");
  EXPECT_EQ(m["s0"], "primals_1");
  EXPECT_NE(r.nodes[p.find("s0")].reason.find("size"), std::string::npos) << r.nodes[p.find("s0")].reason;
}

// `fxmatch match --rules FILE`: a bad file is a located error, exit 2, and no
// output file; a good one changes the answer.
TEST(Rules, CliRulesFileErrorsAndEffect) {
  if (testing::cli_path().empty()) GTEST_SKIP() << "CLI not built";
  namespace fs = std::filesystem;
  const fs::path dir = fs::temp_directory_path() / ("fxmatch_rules_test_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  const std::string zoo = (testing::data_dir() / "zoo" / "mlp").string();
  const std::string pair = " '" + zoo + "/bwd.code.py' '" + zoo + "/joint.code.py'";
  {
    std::ofstream(dir / "bad.yaml") << "# extra\nequivalent:\n"
                                       "  - {op: aten.slice.Tensor, as: aten.select.int, when: \"{3} = {2} + 1\"}\n";
  }
  const fs::path out = dir / "out.json";
  auto r = testing::run_command("'" + testing::cli_path() + "' match" + pair + " --rules '" + (dir / "bad.yaml").string() +
                                "' -o '" + out.string() + "'");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("bad.yaml:3:"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("error: bad 'when' condition"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(out));
  // Making mm transparent (an identity op) changes how it is reported.
  { std::ofstream(dir / "good.yaml") << "transparent:\n  - aten.mm.default\n"; }
  auto plain = testing::run_command("'" + testing::cli_path() + "' match" + pair + " --format json");
  auto ruled = testing::run_command("'" + testing::cli_path() + "' match" + pair + " --format json --rules '" +
                                    (dir / "good.yaml").string() + "'");
  EXPECT_EQ(plain.exit_code, 0) << plain.err;
  EXPECT_EQ(ruled.exit_code, 0) << ruled.err;
  EXPECT_NE(plain.out, ruled.out);
  fs::remove_all(dir);
}

}  // namespace
}  // namespace fxmatch
