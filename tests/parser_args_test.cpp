// Table-driven tests of the argument grammar: {argument text, canonical spelling}.
// Each argument is parsed inside a one-node graph whose nodes are x and y.
#include "fxmatch/parsers/parse.hpp"

#include <gtest/gtest.h>

namespace fxmatch {
namespace {

struct Row {
  const char* input;
  const char* canonical;
};

// Parses `r = torch.ops.aten.foo.default(<args>)` and returns the node r.
Node parse_call(const std::string& args) {
  const std::string text = "def forward(self, x, y):\n    r = torch.ops.aten.foo.default(" + args +
                           ")\n    return r\n";
  auto g = parse_graph(text, "args.txt");
  EXPECT_TRUE(g.ok()) << (g.ok() ? "" : g.error().render());
  if (!g) return Node{};
  return g->node(g->find("r"));
}

std::string canonical_args(const Node& n) {
  std::string s;
  for (const Arg& a : n.args) s += (s.empty() ? "" : ", ") + to_string(a);
  for (const auto& [k, a] : n.kwargs) s += (s.empty() ? "" : ", ") + k + "=" + to_string(a);
  return s;
}

const Row kRows[] = {
    {"x", "%x"},
    {"x, y", "%x, %y"},
    {"x, x", "%x, %x"},
    {"None", "None"},
    {"True, False", "True, False"},
    {"0", "0"},
    {"-100", "-100"},
    {"3.5", "3.5"},
    {"-0.5", "-0.5"},
    {"1e-05", "1e-05"},
    {"1.5e+20", "1.5e+20"},
    {"inf", "inf"},
    {"-inf", "-inf"},
    {"nan", "nan"},
    {"'tanh'", "'tanh'"},
    {"\"none\"", "'none'"},
    {"'it\\'s'", "'it\\'s'"},
    {"[]", "[]"},
    {"()", "()"},
    {"[1, 0]", "[1, 0]"},
    {"[x, y]", "[%x, %y]"},
    {"(x,)", "(%x,)"},
    {"(x)", "%x"},
    {"[[1, 2], (3, [x])]", "[[1, 2], (3, [%x])]"},
    {"[-1, 4096]", "[-1, 4096]"},
    {"torch.float32", "torch.float32"},
    {"torch.strided", "torch.strided"},
    {"torch.contiguous_format", "torch.contiguous_format"},
    {"device(type='cpu')", "device(type='cpu')"},
    {"device(type='cuda', index=0)", "device(type='cuda', index=0)"},
    {"s0", "s0"},
    {"[s0, 4]", "[s0, 4]"},
    {"x, pin_memory = False", "%x, pin_memory=False"},
    {"memory_format = torch.preserve_format", "memory_format=torch.preserve_format"},
    {"x, 1, dtype = torch.int64, layout = torch.strided, device = device(type='cpu')",
     "%x, 1, dtype=torch.int64, layout=torch.strided, device=device(type='cpu')"},
    {"x, dim = [0, 1], keepdim = True", "%x, dim=[0, 1], keepdim=True"},
    {"slice(None, None, None)", "slice(None, None, None)"},
    {"  x ,  [ 1 , 2 ]  ", "%x, [1, 2]"},
};

class ArgGrammar : public ::testing::TestWithParam<Row> {};

TEST_P(ArgGrammar, Canonical) {
  const Row& row = GetParam();
  EXPECT_EQ(canonical_args(parse_call(row.input)), row.canonical) << "input: " << row.input;
}

INSTANTIATE_TEST_SUITE_P(Table, ArgGrammar, ::testing::ValuesIn(kRows));

TEST(ArgKinds, ScalarsKeepTheirKindAndSpelling) {
  Node n = parse_call("x, s0, 2, 2.0, 'a', None, True, torch.float32, [y]");
  ASSERT_EQ(n.args.size(), 9u);
  EXPECT_EQ(n.args[0].kind, Arg::Kind::Ref);
  EXPECT_EQ(n.args[1].kind, Arg::Kind::Symbol);
  EXPECT_EQ(n.args[2].kind, Arg::Kind::Int);
  EXPECT_EQ(n.args[3].kind, Arg::Kind::Float);
  EXPECT_EQ(n.args[3].text, "2.0");
  EXPECT_EQ(n.args[4].kind, Arg::Kind::String);
  EXPECT_EQ(n.args[4].text, "a");
  EXPECT_EQ(n.args[5].kind, Arg::Kind::None);
  EXPECT_EQ(n.args[6].kind, Arg::Kind::Bool);
  EXPECT_EQ(n.args[7].kind, Arg::Kind::Symbol);
  EXPECT_EQ(n.args[8].kind, Arg::Kind::List);
  EXPECT_EQ(n.args[8].items[0].kind, Arg::Kind::Ref);
}

TEST(ArgKinds, RefSlotsFollowAppearanceOrder) {
  const std::string text =
      "def forward(self, x, y):\n    r = torch.ops.aten.foo.default(y, [x, y], out = x)\n    return r\n";
  auto g = parse_graph(text, "slots.txt");
  ASSERT_TRUE(g.ok()) << g.error().render();
  VertexId r = g->find("r");
  EXPECT_EQ(g->producer(r, 0), g->find("y"));
  EXPECT_EQ(g->producer(r, 1), g->find("x"));
  EXPECT_EQ(g->producer(r, 2), g->find("y"));
  EXPECT_EQ(g->producer(r, 3), g->find("x"));
}

}  // namespace
}  // namespace fxmatch
