// relate on every zoo model, with and without the joint, scored like `fxmatch batch`.
// RegressionFloor guards the totals; DoneWhen holds the per-model targets
// (saved 100%, grads 100%, grad_of >= 99%) in every dump format.
#include "fxmatch/engine/relate.hpp"
#include "fxmatch/engine/rename.hpp"
#include "fxmatch/parsers/parse.hpp"
#include "support/support.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <functional>
#include <map>
#include <set>
#include <fstream>
#include <unordered_map>

using namespace fxmatch;
using json = nlohmann::json;

namespace {

struct Score {
  std::size_t saved = 0, saved_n = 0, grad_of = 0, grad_of_n = 0, grads = 0, grads_n = 0;
};

Score score_model(const std::string& model, bool with_joint, const std::string& ext = "code.py") {
  const auto dir = fxmatch::testing::data_dir() / "zoo" / model;
  static const RuleSet rules = *RuleSet::load_default();
  static const DerivativeRules ders = *DerivativeRules::load_default();
  Graph f = *parse_file((dir / ("fwd." + ext)).string()), b = *parse_file((dir / ("bwd." + ext)).string());
  std::optional<Graph> j;
  if (with_joint) j = *parse_file((dir / ("joint." + ext)).string());
  RelateResult r = relate(f, b, j ? &*j : nullptr, rules, ders);
  std::ifstream in(dir / "relate.json");
  json t = json::parse(in);
  std::unordered_map<std::string, std::string> saved, go, grads;
  for (const auto& s : r.saved) saved[b.node(s.backward).name] = f.node(s.forward).name;
  for (auto [x, y] : r.grad_of) go[b.node(x).name] = f.node(y).name;
  for (auto [x, y] : r.grads) grads[f.node(x).name] = b.node(y).name;
  Score s;
  const json alts = t.value("saved_alternatives", json::object());
  for (const auto& [k, v] : t["saved"].items()) {
    ++s.saved_n;
    bool ok = saved.count(k) && saved[k] == v.get<std::string>();
    if (!ok && alts.contains(k))
      for (const auto& a : alts[k]) ok = ok || (saved.count(k) && saved[k] == a.get<std::string>());
    s.saved += ok;
  }
  for (const auto& [k, v] : t["grad_of"].items()) ++s.grad_of_n, s.grad_of += go.count(k) && go[k] == v.get<std::string>();
  for (const auto& [k, v] : t["grads"].items())
    ++s.grads_n, s.grads += v.is_null() ? !grads.count(k) : (grads.count(k) && grads[k] == v.get<std::string>());
  return s;
}

std::vector<std::string> models() {
  std::vector<std::string> out;
  for (const auto& e : std::filesystem::directory_iterator(fxmatch::testing::data_dir() / "zoo"))
    if (std::filesystem::exists(e.path() / "relate.json")) out.push_back(e.path().filename().string());
  std::sort(out.begin(), out.end());
  return out;
}

double pct(std::size_t a, std::size_t n) { return n ? 100.0 * a / n : 100.0; }

}  // namespace

TEST(RelateZoo, RegressionFloor) {
  for (bool joint : {false, true}) {
    Score tot;
    for (const auto& m : models()) {
      Score s = score_model(m, joint);
      tot.saved += s.saved, tot.saved_n += s.saved_n, tot.grad_of += s.grad_of, tot.grad_of_n += s.grad_of_n;
      tot.grads += s.grads, tot.grads_n += s.grads_n;
      std::printf("%-18s %s saved %5.1f%% grad_of %5.1f%% grads %5.1f%%\n", m.c_str(), joint ? "joint" : "plain",
                  pct(s.saved, s.saved_n), pct(s.grad_of, s.grad_of_n), pct(s.grads, s.grads_n));
    }
    // measured 2026-11-29 (code format, 22 models): plain 100.0/99.97/100.0, joint 100.0/99.9/100.0 -- do not regress
    EXPECT_GE(pct(tot.saved, tot.saved_n), 100.0);
    EXPECT_GE(pct(tot.grad_of, tot.grad_of_n), joint ? 99.9 : 99.9);
    EXPECT_GE(pct(tot.grads, tot.grads_n), 100.0);
  }
}

// The relate issue's "Done when", per model, in every dump format.
TEST(RelateZoo, DoneWhen) {
  for (const std::string ext : {"code.py", "readable.py", "graph.txt"})
    for (bool joint : {false, true})
      for (const auto& m : models()) {
        Score s = score_model(m, joint, ext);
        const std::string what = m + " " + ext + (joint ? " joint" : "");
        EXPECT_EQ(s.saved, s.saved_n) << what;
        EXPECT_EQ(s.grads, s.grads_n) << what;
        EXPECT_GE(pct(s.grad_of, s.grad_of_n), 99.0) << what;
      }
}

// With the joint, `saved` is the composition of the two exact matches
// (backward -> joint, forward -> joint), independently recomputed here: every
// backward leaf whose joint image some forward node also maps to is answered,
// by a forward node with that image (identity ops and re-reads of one
// attribute are one joint value) or by a twin of it (the same op on the same
// values: autograd saved one of several bitwise-equal forward values and
// the reading segment tells which), and says "joint".
TEST(RelateZoo, JointSavedIsTheCompositionOfTheTwoMatches) {
  static const RuleSet rules = *RuleSet::load_default();
  static const DerivativeRules ders = *DerivativeRules::load_default();
  for (const std::string ext : {"code.py", "readable.py", "graph.txt"})
    for (const auto& m : models()) {
      const auto dir = fxmatch::testing::data_dir() / "zoo" / m;
      Graph f = *parse_file((dir / ("fwd." + ext)).string()), b = *parse_file((dir / ("bwd." + ext)).string());
      Graph j = *parse_file((dir / ("joint." + ext)).string());
      const std::string what = m + " " + ext;
      auto canon = [&](VertexId v) -> std::string {
        while (v != kNoVertex && j.node(v).kind == NodeKind::CallFunction &&
               rules.op_class(j.node(v).target) == OpClass::Transparent && j.producer(v, 0) != kNoVertex)
          v = j.producer(v, 0);
        if (v == kNoVertex) return "";
        return j.node(v).kind == NodeKind::GetAttr ? "attr " + j.node(v).target : "node " + std::to_string(v);
      };
      MatchResult mb = match(b, j, rules), mf = match(f, j, rules);
      std::map<std::string, std::set<VertexId>> fwd_of;  // joint value -> forward nodes mapped to it
      for (const auto& n : mf.nodes)
        if (n.target != kNoVertex) fwd_of[canon(n.target)].insert(n.pattern);
      std::map<VertexId, VertexId> fimage;
      for (const auto& n : mf.nodes) fimage[n.pattern] = n.target;
      // same value in F: the same node, re-reads of one attribute, identity
      // ops, or the same op on the same values
      std::function<bool(VertexId, VertexId, int)> twins = [&](VertexId x, VertexId y, int depth) {
        auto real = [&](VertexId v) {
          while (f.node(v).kind == NodeKind::CallFunction && rules.op_class(f.node(v).target) == OpClass::Transparent)
            v = f.producer(v, 0);
          return v;
        };
        x = real(x), y = real(y);
        if (x == y) return true;
        const Node &a = f.node(x), &c = f.node(y);
        if (a.kind == NodeKind::GetAttr && c.kind == NodeKind::GetAttr) return a.target == c.target;
        if (depth == 0 || a.kind != NodeKind::CallFunction || a.target != c.target) return false;
        const auto pa = f.producers(x), pc = f.producers(y);
        if (pa.size() != pc.size()) return false;
        for (std::size_t i = 0; i < pa.size(); ++i)
          if (!twins(pa[i], pc[i], depth - 1)) return false;
        return true;
      };
      RelateResult r = relate(f, b, &j, rules, ders);
      std::map<VertexId, const SavedTensor*> saved;
      for (const auto& s : r.saved) saved[s.backward] = &s;
      std::size_t composed = 0;
      for (const auto& n : mb.nodes) {
        const Node& bn = b.node(n.pattern);
        if (bn.kind != NodeKind::GetAttr || n.target == kNoVertex || !fwd_of.count(canon(n.target))) continue;
        ++composed;
        ASSERT_TRUE(saved.count(n.pattern)) << what << ": " << bn.name << " has a composed answer but none";
        const SavedTensor& s = *saved[n.pattern];
        // the answer, or an identity op of F reading it, has the leaf's joint image
        bool same = fimage.count(s.forward) && canon(fimage[s.forward]) == canon(n.target);
        for (VertexId x : fwd_of[canon(n.target)]) same = same || twins(x, s.forward, 4);
        for (auto [c, sl] : f.consumers(s.forward))
          if (rules.op_class(f.node(c).target) == OpClass::Transparent && fimage.count(c) &&
              canon(fimage[c]) == canon(n.target))
            same = true;
        EXPECT_TRUE(same) << what << ": " << bn.name << " -> " << f.node(s.forward).name;
        EXPECT_EQ(s.how, "joint") << what << ": " << bn.name;
      }
      EXPECT_GT(composed, 0u) << what;
    }
}

// AOTAutograd partitioned pairs of every zoo model (static and dynamic
// shapes, BatchNorm buffer updates included), every dump format, backward
// renamed: each backward input that is not a tangent holds the forward node
// the partitioner named it after (how: structure, or position where several
// splits fit, e.g. dumps without dtypes).
TEST(RelateZoo, PartitionedPairsSavedAgreeWithThePartitionersNames) {
  static const RuleSet rules = *RuleSet::load_default();
  static const DerivativeRules ders = *DerivativeRules::load_default();
  std::size_t compared = 0;
  for (const std::string ext : {"code.py", "readable.py", "graph.txt"})
    for (const auto& m : models())
      for (const std::string pre : {"aot", "aot_dyn"}) {
        const auto dir = fxmatch::testing::data_dir() / "zoo" / m;
        if (!std::filesystem::exists(dir / (pre + "_fwd." + ext))) continue;
        Graph f = *parse_file((dir / (pre + "_fwd." + ext)).string());
        Graph b0 = *parse_file((dir / (pre + "_bwd." + ext)).string());
        RenamedGraph rn = rename_variables(b0, 7);
        RelateResult r = relate(f, rn.graph, nullptr, rules, ders);
        std::map<VertexId, const SavedTensor*> saved;
        for (const auto& s : r.saved) saved[s.backward] = &s;
        for (VertexId v = 0; v < b0.size(); ++v) {
          const Node& n = b0.node(v);
          if (n.kind != NodeKind::Placeholder) continue;
          const std::string what = m + " " + pre + " " + ext + ": " + n.name;
          if (n.name.rfind("tangents_", 0) == 0) {
            EXPECT_FALSE(saved.count(v)) << what;
            continue;
          }
          ASSERT_TRUE(saved.count(v)) << what;
          EXPECT_EQ(f.node(saved[v]->forward).name, n.name) << what;
          // several splits fit where dtypes are not printed: then "position"
          EXPECT_TRUE(saved[v]->how == "structure" || saved[v]->how == "position") << what;
          ++compared;
        }
      }
  EXPECT_GT(compared, 3000u);
}
