// relate on real AOTAutograd dumps (../shared/realworld): the partitioner
// names each backward placeholder after the forward value it receives, so
// with the backward renamed first, `saved` must agree with those names for
// every saved value; tangents and the gradients of the inputs are checked by
// position. Skips when ../shared is absent.
#include "fxmatch/engine/relate.hpp"
#include "fxmatch/engine/rename.hpp"
#include "fxmatch/parsers/parse.hpp"

#include "support/support.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <regex>

namespace fxmatch::testing {
namespace {

namespace fs = std::filesystem;

struct Pair {
  std::string name;
  Graph forward, backward;
  std::optional<Graph> joint;
};

std::vector<Pair> realworld_pairs(const fs::path& shared) {
  std::vector<Pair> out;
  const std::regex fwd_re(R"((__compiled_fn_\d+)\.Forward_graph\.(\d+)\.py)");
  for (const auto& dir : fs::directory_iterator(shared / "realworld" / "depyf")) {
    for (const auto& f : fs::directory_iterator(dir.path())) {
      std::smatch m;
      const std::string file = f.path().filename().string();
      if (!std::regex_match(file, m, fwd_re)) continue;
      const fs::path stem = dir.path() / m[1].str();
      const std::string idx = m[2].str();
      auto fw = parse_file(f.path().string());
      auto bw = parse_file(stem.string() + ".Backward_graph." + idx + ".py");
      if (!fw.ok() || !bw.ok()) continue;
      auto jt = parse_file(stem.string() + ".Joint_graph." + idx + ".py");
      out.push_back({dir.path().filename().string() + "/" + file, std::move(*fw), std::move(*bw),
                     jt.ok() ? std::optional<Graph>(std::move(*jt)) : std::nullopt});
    }
  }
  for (const auto& f : fs::directory_iterator(shared / "realworld" / "torch_logs")) {
    const std::string text = read_file(f.path());
    auto titles = list_graphs(text, f.path().string());
    if (!titles.ok()) continue;
    for (const auto& e : *titles) {
      if (e.title.rfind("Forward graph ", 0) != 0) continue;
      const std::string n = e.title.substr(e.title.rfind(' ') + 1);
      auto fw = parse_graph(text, f.path().string(), e.title);
      auto bw = parse_graph(text, f.path().string(), "Backward graph " + n);
      if (!fw.ok() || !bw.ok()) continue;
      auto jt = parse_graph(text, f.path().string(), "Joint graph " + n);
      out.push_back({f.path().filename().string() + "#" + e.title, std::move(*fw), std::move(*bw),
                     jt.ok() ? std::optional<Graph>(std::move(*jt)) : std::nullopt});
    }
  }
  return out;
}

TEST(RealWorldRelate, PartitionedSavedValuesAgreeWithPartitionerNames) {
  auto shared = shared_dir();
  if (!shared) GTEST_SKIP() << "../shared not present";
  auto rules = RuleSet::load_default();
  auto ders = DerivativeRules::load_default();
  ASSERT_TRUE(rules.ok() && ders.ok());
  auto pairs = realworld_pairs(*shared);
  ASSERT_GE(pairs.size(), 10u);
  int compared = 0;
  for (const auto& p : pairs) {
    for (bool with_joint : {false, true}) {
      if (with_joint && !p.joint) continue;
      const std::string what = p.name + (with_joint ? " (with joint)" : "");
      RenamedGraph renamed = rename_variables(p.backward, 5);
      RelateResult r = relate(p.forward, renamed.graph, with_joint ? &*p.joint : nullptr, *rules, *ders);
      std::map<VertexId, VertexId> saved;
      for (const auto& s : r.saved) saved[s.backward] = s.forward;
      for (VertexId v = 0; v < p.backward.size(); ++v) {
        const Node& n = p.backward.node(v);
        if (n.kind != NodeKind::Placeholder) continue;
        const bool tangent = n.name.rfind("tangents_", 0) == 0;
        if (tangent) {
          EXPECT_FALSE(saved.count(v)) << what << ": tangent " << n.name << " reported as a saved value";
          continue;
        }
        ASSERT_TRUE(saved.count(v)) << what << ": " << n.name << " has no forward value";
        EXPECT_EQ(p.forward.node(saved[v]).name, n.name) << what;
        ++compared;
      }
      // the k-th output of the backward is the gradient of the k-th forward input
      std::vector<std::string> inputs;
      for (VertexId v = 0; v < p.forward.size(); ++v)
        if (p.forward.node(v).kind == NodeKind::Placeholder) inputs.push_back(p.forward.node(v).name);
      for (auto [f, b] : r.grads) {
        const auto k = std::find(inputs.begin(), inputs.end(), p.forward.node(f).name) - inputs.begin();
        const VertexId out = p.backward.output();
        ASSERT_NE(out, kNoVertex);
        const Arg& tuple = p.backward.node(out).args.at(0);
        ASSERT_LT(static_cast<std::size_t>(k), tuple.items.size()) << what;
        EXPECT_EQ(tuple.items[k].text, p.backward.node(b).name) << what << ": gradient of " << inputs[k];
      }
      EXPECT_FALSE(r.grads.empty()) << what;
    }
  }
  EXPECT_GT(compared, 20);
}

}  // namespace
}  // namespace fxmatch::testing
