// Exact diagnostics (caret line included) for malformed dumps.
#include "fxmatch/parsers/parse.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <string>

namespace fxmatch {
namespace {

using namespace std::string_literals;

struct Case {
  const char* name;
  std::string text;
  const char* select;
  const char* expected;
};

#define D "def forward(self, x):\n"
const Case kCases[] = {
    {"empty file", "", "",
     "bad.txt: error: empty input: no fx graph found"},
    {"whitespace only", "  \n\n\t\n", "",
     "bad.txt: error: empty input: no fx graph found"},
    {"no graph", "hello world\nthis is not a graph\n", "",
     "bad.txt: error: no fx graph found (expected 'def forward(self, ...):' or 'graph():')"},
    {"unknown syntax", D "    foo bar baz\n    return x\n", "",
     "bad.txt:2:9: error: unknown syntax: expected '=' after 'foo'\n    foo bar baz\n        ^"},
    {"unbalanced brackets", D "    a = torch.ops.aten.add.Tensor(x, [1, 2)\n    return a\n", "",
     "bad.txt:2:43: error: expected ',' or ']', found ')'\n    a = torch.ops.aten.add.Tensor(x, [1, 2)\n                                          ^"},
    {"unclosed call", D "    a = torch.ops.aten.add.Tensor(x, 1\n    return a\n", "",
     "bad.txt:2:34: error: unclosed '('\n    a = torch.ops.aten.add.Tensor(x, 1\n                                 ^"},
    {"use before definition", D "    a = torch.ops.aten.add.Tensor(x, b)\n    b = torch.ops.aten.neg.default(x)\n    return a\n", "",
     "bad.txt:2:38: error: use of 'b' before its definition\n    a = torch.ops.aten.add.Tensor(x, b)\n                                     ^"},
    {"undefined name", D "    a = torch.ops.aten.add.Tensor(x, weight)\n    return a\n", "",
     "bad.txt:2:38: error: use of undefined name 'weight'\n    a = torch.ops.aten.add.Tensor(x, weight)\n                                     ^"},
    {"duplicate name", D "    a = torch.ops.aten.neg.default(x)\n    a = torch.ops.aten.neg.default(a)\n    return a\n", "",
     "bad.txt:3:5: error: duplicate definition of 'a'\n    a = torch.ops.aten.neg.default(a)\n    ^"},
    {"duplicate parameter", "def forward(self, x, x):\n    return x\n", "",
     "bad.txt:1:22: error: duplicate parameter 'x'\ndef forward(self, x, x):\n                     ^"},
    {"missing return", D "    a = torch.ops.aten.neg.default(x)\nprint('done')\n", "",
     "bad.txt:3:1: error: graph body ended without a return statement\nprint('done')\n^"},
    {"truncated file", D "    a = torch.ops.aten.neg.default(x)\n    b = torch.ops.aten.neg.def", "",
     "bad.txt:3:31: error: unknown syntax: expected a call, attribute or operator expression\n    b = torch.ops.aten.neg.def\n                              ^"},
    {"nul bytes", D "    a = torch.ops.aten.neg.default(x)\0\0\n    return a\n"s, "",
     "bad.txt:2:38: error: input contains a NUL byte (binary file?)\n    a = torch.ops.aten.neg.default(x)??\n                                     ^"},
    {"invalid utf-8", D "    a = torch.ops.aten.neg.default(x)  # \xff\xfe\n    return a\n", "",
     "bad.txt:2:42: error: invalid utf-8 byte 0xff (binary file?)\n    a = torch.ops.aten.neg.default(x)  # ??\n                                         ^"},
    {"bad annotation dtype", D "    a: \"q32[3]\" = torch.ops.aten.neg.default(x)\n    return a\n", "",
     "bad.txt:2:9: error: bad annotation 'q32[3]': unknown dtype 'q32'\n    a: \"q32[3]\" = torch.ops.aten.neg.default(x)\n        ^"},
    {"bad annotation unclosed", D "    a: \"f32[3, 4\" = torch.ops.aten.neg.default(x)\n    return a\n", "",
     "bad.txt:2:12: error: bad annotation 'f32[3, 4': unclosed '['\n    a: \"f32[3, 4\" = torch.ops.aten.neg.default(x)\n           ^"},
    {"bad annotation trailing text", D "    a: \"f32[3][1]cpu!\" = torch.ops.aten.neg.default(x)\n    return a\n", "",
     "bad.txt:2:21: error: bad annotation 'f32[3][1]cpu!': unexpected text after shape\n    a: \"f32[3][1]cpu!\" = torch.ops.aten.neg.default(x)\n                    ^"},
    {"bad unquoted annotation", "def forward(self, x: f32[3, ):\n    return x\n", "",
     "bad.txt:1:29: error: bad annotation 'f32[3, ):': mismatched ')'\ndef forward(self, x: f32[3, ):\n                            ^"},
    {"unknown graph title", D "    return x\n", "Joint graph 7",
     "bad.txt: error: no graph titled 'Joint graph 7'; available: 0 '' (line 1)"},
    {"several graphs no choice", "graph():\n    %x : [num_users=1] = placeholder[target=x]\n    return x\n" D "    return x\n", "",
     "bad.txt: error: 2 graphs found, select one by title or index: 0 '' (line 1), 1 '' (line 4)"},
    {"index out of range", D "    return x\n", "3",
     "bad.txt: error: graph index 3 out of range (1 graph found)"},
    {"unterminated string", D "    a = torch.ops.aten.gelu.default(x, approximate = 'tanh)\n    return a\n", "",
     "bad.txt:2:54: error: unterminated string\n    a = torch.ops.aten.gelu.default(x, approximate = 'tanh)\n                                                     ^"},
    {"malformed number", D "    a = torch.ops.aten.add.Tensor(x, 1.2.3)\n    return a\n", "",
     "bad.txt:2:38: error: malformed number\n    a = torch.ops.aten.add.Tensor(x, 1.2.3)\n                                     ^"},
    {"text after statement", D "    a = torch.ops.aten.neg.default(x) junk\n    return a\n", "",
     "bad.txt:2:39: error: unexpected text after statement\n    a = torch.ops.aten.neg.default(x) junk\n                                      ^"},
    {"positional after keyword", D "    a = torch.ops.aten.sum.dim_IntList(x, dim = 0, 1)\n    return a\n", "",
     "bad.txt:2:52: error: positional argument follows keyword argument\n    a = torch.ops.aten.sum.dim_IntList(x, dim = 0, 1)\n                                                   ^"},
    {"bad deletion", D "    a = torch.ops.aten.neg.default(x);  x = 3\n    return a\n", "",
     "bad.txt:2:45: error: unknown syntax after ';' (expected 'name = None')\n    a = torch.ops.aten.neg.default(x);  x = 3\n                                            ^"},
    {"unsupported tuple assignment", D "    a, b = torch.ops.aten.max.dim(x, 0)\n    return a\n", "",
     "bad.txt:2:12: error: unsupported tuple assignment (expected fx_pytree.tree_flatten_spec)\n    a, b = torch.ops.aten.max.dim(x, 0)\n           ^"},
    {"unclosed signature", "def forward(self, x\n    return x\n", "",
     "bad.txt:1:20: error: unexpected end of line, expected ',' or ')'\ndef forward(self, x\n                   ^"},
    {"text after return", D "    return x y\n", "",
     "bad.txt:2:14: error: unexpected text after statement\n    return x y\n             ^"},
    {"missing assignment", D "    a torch.ops.aten.neg.default(x)\n    return a\n", "",
     "bad.txt:2:7: error: unknown syntax: expected '=' after 'a'\n    a torch.ops.aten.neg.default(x)\n      ^"},
    {"ir unknown node kind", "graph():\n    %x : [num_users=1] = placeholderz[target=x]\n    return x\n", "",
     "bad.txt:2:26: error: unknown node kind 'placeholderz'\n    %x : [num_users=1] = placeholderz[target=x]\n                         ^"},
    {"ir missing users", "graph():\n    %x : = placeholder[target=x]\n    return x\n", "",
     "bad.txt:2:9: error: expected '[num_users=N]'\n    %x : = placeholder[target=x]\n        ^"},
    {"ir undefined ref", "graph():\n    %x : [num_users=1] = placeholder[target=x]\n    %y : [num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%z,), kwargs = {})\n    return y\n", "",
     "bad.txt:3:83: error: use of undefined node 'z'\n    %y : [num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%z,), kwargs = {})\n                                                                                  ^"},
    {"ir undefined return", "graph():\n    %x : [num_users=1] = placeholder[target=x]\n    return (x, w)\n", "",
     "bad.txt:3:16: error: use of undefined node 'w'\n    return (x, w)\n               ^"},
    {"ir unknown line", "graph():\n    %x : [num_users=1] = placeholder[target=x]\n    x = 1\n    return x\n", "",
     "bad.txt:3:5: error: unknown syntax: expected '%name : ... = op[target=...]' or 'return'\n    x = 1\n    ^"},
    {"ir args not a tuple", "graph():\n    %x : [num_users=1] = placeholder[target=x]\n    %y : [num_users=1] = call_function[target=aten.neg.default](args = %x, kwargs = {})\n    return y\n", "",
     "bad.txt:3:72: error: expected a tuple of arguments\n    %y : [num_users=1] = call_function[target=aten.neg.default](args = %x, kwargs = {})\n                                                                       ^"},
    {"truncated at a line boundary", D "    a = torch.ops.aten.neg.default(x)\n", "",
     "bad.txt:2:38: error: unexpected end of input: graph has no return statement (truncated file?)\n"
     "    a = torch.ops.aten.neg.default(x)\n"
     "                                     ^"},
};
#undef D

std::string render(const std::string& text, const char* select, const ParseLimits& limits = {}) {
  auto g = parse_graph(text, "bad.txt", select, limits);
  return g ? "parsed without error" : g.error().render();
}

TEST(ParserErrors, GoldenMessages) {
  EXPECT_GE(std::size(kCases), 25u);
  for (const Case& c : kCases) EXPECT_EQ(render(c.text, c.select), c.expected) << "case: " << c.name;
}

TEST(ParserErrors, NulBytesAreReportedNotTruncated) {
  const std::string text = "def forward(self, x):\n    a = torch.ops.aten.neg.default(x)\0\0\n    return a\n"s;
  EXPECT_EQ(render(text, ""),
            "bad.txt:2:38: error: input contains a NUL byte (binary file?)\n"
            "    a = torch.ops.aten.neg.default(x)??\n"
            "                                     ^");
}

TEST(ParserErrors, HugeSingleLineIsFastAndTruncatedInTheMessage) {
  std::string text = "def forward(self, x):\n    a = torch.ops.aten.foo.default(";
  while (text.size() < 10'000'000) text += "x, ";
  text += "\n    return a\n";
  // The parser itself, past the default 8 MiB line limit (input_limits_test
  // checks the limit's own message).
  ParseLimits no_line_limit;
  no_line_limit.max_line_bytes = 0;
  const auto t0 = std::chrono::steady_clock::now();
  const std::string r = render(text, "", no_line_limit);
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  // A guard against quadratic work (3.3M references: hours if quadratic), not
  // a speed measurement (bench/parse.cpp measures speed): about 1 s alone,
  // several seconds when the machine is busy, so the bound is generous.
  EXPECT_LT(secs, 20.0);
  const std::string shown = text.substr(22, 200);
  EXPECT_EQ(r, "bad.txt:2:35: error: unclosed '('\n" + shown + "\n" + std::string(34, ' ') + "^");
}

TEST(ParserErrors, DeepNestingIsAnErrorNotAStackOverflow) {
  const std::string text = "def forward(self, x):\n    a = torch.ops.aten.foo.default(" + std::string(10000, '[') +
                           std::string(10000, ']') + ")\n    return a\n";
  const std::string r = render(text, "");
  EXPECT_EQ(r.substr(0, r.find('\n')), "bad.txt:2:292: error: expression nested too deeply (limit 256)");
  const std::string ann = "def forward(self, x: \"f32[" + std::string(10000, '(') + "\"):\n    return x\n";
  EXPECT_EQ(render(ann, "").substr(0, 60), "bad.txt:1:282: error: bad annotation 'f32[((((((((((((((((((");
}

TEST(ParserErrors, MissingFile) {
  auto g = parse_file("/nonexistent/dir/graph.txt");
  ASSERT_FALSE(g.ok());
  EXPECT_EQ(g.error().render(), "/nonexistent/dir/graph.txt: error: cannot open file: No such file or directory");
}

TEST(ParserErrors, DirectoryWithoutGraphs) {
  auto g = parse_file("/");
  ASSERT_FALSE(g.ok());
  EXPECT_EQ(g.error().render(), "/: error: no fx graph found (expected 'def forward(self, ...):' or 'graph():')");
}

}  // namespace
}  // namespace fxmatch
