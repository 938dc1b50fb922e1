// Every graph of every real dump under ../shared/realworld parses, and node
// counts agree with an independent line scan of the same text. For depyf
// dumps, the joint graph's call targets are exactly those of the forward and
// backward graphs of the same compiled function.
#include "fxmatch/parsers/parse.hpp"
#include "support/support.hpp"

#include <gtest/gtest.h>

#include <map>
#include <regex>
#include <set>
#include <sstream>

namespace fxmatch {
namespace {

namespace fs = std::filesystem;

struct Expected_ {
  int placeholders = 0;
  int calls = 0;  // assignment statements that create a node
};

// Independent count: scan from the graph's `def` line to its `return`.
// Assignments `name[: "ann"] = ...` are nodes, except the tree_flatten_spec
// line; placeholders are the flattened names or the signature parameters.
Expected_ scan_counts(const std::string& text, int def_line) {
  static const std::regex assign(R"(^\s+\w+(: "[^"]*")? = )");
  std::istringstream in(text);
  std::string line;
  Expected_ e;
  for (int n = 1; std::getline(in, line); ++n) {
    if (n < def_line) continue;
    std::size_t tag = line.find("] [__");  // strip glog prefixes of torch 2.x logs
    if (tag != std::string::npos) line = line.substr(line.find("] ", tag + 1) + 1);
    if (n == def_line) {
      // annotated: one `: "` per parameter; plain: "self, a, b" -> 2 commas
      std::size_t count = 0;
      for (std::size_t k = line.find(": \""); k != std::string::npos; k = line.find(": \"", k + 1)) ++count;
      if (count == 0) count = static_cast<std::size_t>(std::count(line.begin(), line.end(), ','));
      e.placeholders = static_cast<int>(count);
      continue;
    }
    if (line.find("tree_flatten_spec") != std::string::npos) {
      e.placeholders = static_cast<int>(std::count(line.begin(), line.begin() + line.find('='), ','));
      continue;
    }
    const std::size_t first = line.find_first_not_of(' ');
    if (first != std::string::npos && line.compare(first, 7, "return ") == 0) break;
    if (std::regex_search(line, assign)) ++e.calls;
  }
  return e;
}

std::map<NodeKind, int> kinds(const Graph& g) {
  std::map<NodeKind, int> k;
  for (VertexId v = 0; v < g.size(); ++v) ++k[g.node(v).kind];
  return k;
}

void check_file(const fs::path& p, int& graphs) {
  const std::string text = testing::read_file(p);
  auto entries = list_graphs(text, p.string());
  ASSERT_TRUE(entries.ok()) << entries.error().render();
  ASSERT_FALSE(entries->empty()) << p;
  for (const GraphEntry& e : *entries) {
    auto g = parse_graph(text, p.string(), std::to_string(e.index));
    ASSERT_TRUE(g.ok()) << g.error().render();
    ++graphs;
    auto k = kinds(*g);
    Expected_ want = scan_counts(text, e.line);
    EXPECT_EQ(k[NodeKind::Placeholder], want.placeholders) << p << " graph " << e.title;
    EXPECT_EQ(k[NodeKind::CallFunction] + k[NodeKind::GetAttr] + k[NodeKind::CallMethod] + k[NodeKind::CallModule],
              want.calls)
        << p << " graph " << e.title;
    EXPECT_EQ(k[NodeKind::Output], 1);
    EXPECT_EQ(g->output(), g->size() - 1);
    if (p.extension() == ".txt") EXPECT_FALSE(e.title.empty()) << p;  // log titles "Joint graph 0", ...
  }
}

std::multiset<std::string> call_targets(const Graph& g) {
  std::multiset<std::string> t;
  for (VertexId v = 0; v < g.size(); ++v)
    if (g.node(v).kind == NodeKind::CallFunction) t.insert(g.node(v).target);
  return t;
}

TEST(ParserRealworld, EveryLogGraphParsesWithIndependentCounts) {
  auto shared = testing::shared_dir();
  if (!shared) GTEST_SKIP() << "../shared not present";
  int graphs = 0;
  for (const auto& f : fs::directory_iterator(*shared / "realworld" / "torch_logs")) check_file(f.path(), graphs);
  EXPECT_EQ(graphs, 1 + 3 + 3 + 6);
}

TEST(ParserRealworld, EveryDepyfFileParsesWithIndependentCounts) {
  auto shared = testing::shared_dir();
  if (!shared) GTEST_SKIP() << "../shared not present";
  int graphs = 0, dirs = 0;
  for (const auto& d : fs::directory_iterator(*shared / "realworld" / "depyf")) {
    ++dirs;
    for (const auto& f : fs::directory_iterator(d.path())) check_file(f.path(), graphs);
    auto listed = list_file(d.path().string());
    ASSERT_TRUE(listed.ok()) << listed.error().render();
    EXPECT_EQ(listed->size() % 3, 0u) << d.path();
  }
  EXPECT_EQ(dirs, 10);
  EXPECT_EQ(graphs, 39);  // 7 folders x 3 files + 3 folders x 6 files
}

// Forward + Backward account for the joint graph's operations.
TEST(ParserRealworld, DepyfJointTargetsAreForwardPlusBackwardTargets) {
  auto shared = testing::shared_dir();
  if (!shared) GTEST_SKIP() << "../shared not present";
  int checked = 0;
  for (const auto& d : fs::directory_iterator(*shared / "realworld" / "depyf")) {
    for (const std::string fn : {"__compiled_fn_1", "__compiled_fn_3"}) {
      const std::string dir = d.path().string();
      auto joint = parse_file(dir, fn + ".Joint_graph.0");
      if (!joint) continue;  // this folder has no __compiled_fn_3
      auto fwd = parse_file(dir, fn + ".Forward_graph.0");
      auto bwd = parse_file(dir, fn + ".Backward_graph.0");
      ASSERT_TRUE(fwd.ok() && bwd.ok()) << dir;
      EXPECT_EQ(joint->title, fn + ".Joint_graph.0");
      std::multiset<std::string> fb = call_targets(*fwd), b = call_targets(*bwd), j = call_targets(*joint);
      fb.insert(b.begin(), b.end());
      EXPECT_EQ(std::set<std::string>(j.begin(), j.end()), std::set<std::string>(fb.begin(), fb.end())) << dir << " " << fn;
      for (const std::string& t : j) EXPECT_GE(fb.count(t), j.count(t)) << dir << " " << fn << " " << t;
      // Every backward output that is not None is computed in the joint graph too.
      ++checked;
    }
  }
  EXPECT_EQ(checked, 13);
}

}  // namespace
}  // namespace fxmatch
