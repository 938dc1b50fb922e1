// relate on every zoo relate line, scored like `fxmatch batch` (cli/relate_score
// on relate's JSON from cli/relate_output, with the backward renamed).
// RegressionFloor guards the totals of the make_fx lines; DoneWhen holds the
// relate issue's per-line targets (saved 100%, grads 100%, grad_of >= 99%, no
// wrong answer claiming "joint" or "template") on every relate line of
// tests/data/zoo/manifest.jsonl (relate, relate_subset, aot_relate,
// aot_dyn_relate; code/readable/graph), with and without the joint.
// kExpectedFailures lists the lines known to miss the bar before the relate
// engine rewrite (issue 10) lands: they are scored and printed, not failed.
// The integrator removes entries as they pass (the test prints "NOW PASSES").
#include "fxmatch/engine/relate.hpp"
#include "fxmatch/engine/rename.hpp"
#include "fxmatch/parsers/parse.hpp"
#include "relate_output.hpp"
#include "relate_score.hpp"
#include "support/support.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <unordered_map>

using namespace fxmatch;
using fxmatch::cli::batch::RelateScore;
using json = nlohmann::json;

namespace {

/// "<model>/<relate line> <plain|joint>" (all three dump formats) known to fail
/// the DoneWhen bar at the baseline engine; measured with this test.
const std::set<std::string> kExpectedFailures = {
#include "relate_expected_failures.inc"
};

struct Line {
  std::string id, model, forward, backward, joint, truth;
};

std::vector<Line> zoo_relate_lines() {
  const auto zoo = fxmatch::testing::data_dir() / "zoo";
  std::istringstream in(fxmatch::testing::read_file(zoo / "manifest.jsonl"));
  std::vector<Line> out;
  std::string s;
  while (std::getline(in, s)) {
    if (s.empty()) continue;
    json j = json::parse(s);
    if (j.value("kind", "") != "relate") continue;
    out.push_back({j["id"], j["model"], (zoo / j["forward"].get<std::string>()).string(),
                   (zoo / j["backward"].get<std::string>()).string(), (zoo / j["joint"].get<std::string>()).string(),
                   (zoo / j["truth"].get<std::string>()).string()});
  }
  return out;
}

RelateScore score_line(const Line& l, bool with_joint, std::uint64_t seed) {
  static const RuleSet rules = *RuleSet::load_default();
  static const DerivativeRules ders = *DerivativeRules::load_default();
  Graph f = *parse_file(l.forward);
  RenamedGraph rb = rename_variables(*parse_file(l.backward), seed);
  std::optional<Graph> j;
  if (with_joint) j = *parse_file(l.joint);
  RelateResult r = relate(f, rb.graph, j ? &*j : nullptr, rules, ders);
  std::unordered_map<std::string, std::string> original;
  for (VertexId v = 0; v < rb.graph.size(); ++v) original[rb.graph.node(v).name] = rb.original[v];
  json answer = json::parse(cli::relate_to_json(f, rb.graph, r).dump());
  std::ifstream in(l.truth);
  return cli::batch::score_relate_json(cli::batch::unrename_relate_json(answer, original), json::parse(in));
}

double pct(const cli::batch::Ratio& r) { return r.pct().value_or(100.0); }

/// "<model>/<line>" of an id "<model>/<line>/<format>".
std::string line_key(const std::string& id) { return id.substr(0, id.rfind('/')); }

std::vector<std::string> zoo_models() {
  std::set<std::string> m;
  for (const auto& l : zoo_relate_lines()) m.insert(l.model);
  return {m.begin(), m.end()};
}

/// The zoo models that have relate lines.
std::vector<std::string> models() { return zoo_models(); }

}  // namespace

TEST(RelateZoo, HasRelateLines) {
  const auto lines = zoo_relate_lines();
  ASSERT_FALSE(lines.empty());
  std::set<std::string> kinds;
  for (const auto& l : lines) kinds.insert(l.id.substr(l.model.size() + 1, l.id.rfind('/') - l.model.size() - 1));
  for (const char* k : {"relate", "relate_subset", "aot_relate"}) EXPECT_TRUE(kinds.count(k)) << k;
}

TEST(RelateZoo, RegressionFloor) {
  for (bool joint : {false, true}) {
    RelateScore tot;
    for (const auto& l : zoo_relate_lines()) {
      if (l.id != l.model + "/relate/code") continue;
      RelateScore s = score_line(l, joint, 1);
      tot.add(s);
      std::printf("%-18s %s saved %5.1f%% grad_of %5.1f%% grads %5.1f%%\n", l.model.c_str(), joint ? "joint" : "plain",
                  pct(s.saved), pct(s.grad_of), pct(s.grads));
    }
    // The make_fx lines (relate.json, code format). 2026-11-29, 22 models, old truth:
    // 100.0/99.97/100.0 plain, 100.0/99.9/100.0 joint. 2026-12-01, 28 models (6 new
    // relate-family models) and the in-place truth fix (gru's saved values are now
    // the clones autograd took), baseline engine: plain 98.39/98.99/98.94, joint
    // 99.27/98.45/98.41 (saved/grad_of/grads). 2026-12-01 evening, 31 models: view_writes
    // (in-place writes through views; its relate/code line alone is saved 58.3 / grad_of 27.5 /
    // grads 0.0% plain, 91.7 / 27.5 / 0.0% joint) pulls the totals to plain 98.16/98.48/98.21,
    // joint 99.95/97.96/97.69 -- the floor from here on; do not regress. 2026-12-03 (in-place
    // clones, two-cut refinement, recomputation, broadcast sums, the seed): plain
    // 99.24/98.55/98.21, joint 99.95/99.44/99.23. Later that day, recomputation found by
    // structure before the alignment (ckpt_blocks): plain 99.73/99.44/99.23. Afternoon
    // (templates from traces, the returned-gradient check, ...): 100.00 in every field, both modes.
    const double saved_floor = 100.0, grad_of_floor = 100.0, grads_floor = 100.0;  // the totals above
    // Wrong answers that claim "structure" (data flow alone decides it). An op
    // that only reads saved values is placed with its first gradient-carrying
    // consumer, so it is no surer than that consumer (settle_confidence);
    // 2026-12-03: plain 24, joint 5 before that rule, 7 and 0 with it; all 7 were
    // ckpt_blocks's, 0 once recomputation is found before the alignment (the ceiling).
    std::size_t wrong_structure = 0;
    for (const auto& [k, n] : tot.wrong_how)
      if (k.size() > 10 && k.compare(k.size() - 10, 10, "/structure") == 0) wrong_structure += n;
    std::printf("TOTAL %s saved %.2f%% grad_of %.2f%% grads %.2f%% wrong+structure %zu\n", joint ? "joint" : "plain",
                pct(tot.saved), pct(tot.grad_of), pct(tot.grads), wrong_structure);
    EXPECT_GE(pct(tot.saved), saved_floor);
    EXPECT_GE(pct(tot.grad_of), grad_of_floor);
    EXPECT_GE(pct(tot.grads), grads_floor);
    EXPECT_EQ(wrong_structure, 0u);
  }
}

class RelateDoneWhen : public ::testing::TestWithParam<std::string> {};

// The relate issue's "Done when", per relate line, in every dump format.
TEST_P(RelateDoneWhen, EveryLine) {
  std::size_t n = 0;
  for (const auto& l : zoo_relate_lines()) {
    if (l.model != GetParam()) continue;
    for (bool joint : {false, true}) {
      RelateScore s = score_line(l, joint, 1000 + n++);
      const bool ok = s.saved.ok == s.saved.total && s.grads.ok == s.grads.total && pct(s.grad_of) >= 99.0 &&
                      s.wrong_confident == 0;
      const std::string key = line_key(l.id) + (joint ? " joint" : " plain");
      char what[512];
      std::snprintf(what, sizeof what, "%s %s: saved %zu/%zu grads %zu/%zu grad_of %zu/%zu (%.1f%%) wrong+sure %zu",
                    l.id.c_str(), joint ? "joint" : "plain", s.saved.ok, s.saved.total, s.grads.ok, s.grads.total,
                    s.grad_of.ok, s.grad_of.total, pct(s.grad_of), s.wrong_confident);
      if (kExpectedFailures.count(key)) {
        std::printf("%s %s\n", ok ? "NOW PASSES (remove from relate_expected_failures.inc):" : "EXPECTED FAILURE:", what);
        continue;
      }
      EXPECT_TRUE(ok) << what << (s.wrong.empty() ? "" : "\n  first wrong: " + s.wrong.front());
    }
  }
  EXPECT_GT(n, 0u);
}

// With the joint, `saved` is the composition of the two exact matches
// (backward -> joint, forward -> joint), independently recomputed here: every
// backward leaf whose joint image some forward node also maps to is answered,
// by a forward node with that image (identity ops and re-reads of one
// attribute are one joint value) or by a twin of it (the same op on the same
// values: autograd saved one of several bitwise-equal forward values and
// the reading segment tells which), and says "joint" unless a match reported a
// tie on the way that composes to another forward node, or a tie elsewhere
// placed its reader ("position").
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
        return j.node(v).kind == NodeKind::GetAttr ? "attr " + j.node(v).target.str() : "node " + std::to_string(v);
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
        // "joint" unless a match reported a tie on the way: the leaf's own match, or the
        // forward match of the joint value it composes through, had an equally right
        // alternative that composes to another forward node (then "position")
        auto freal = [&](VertexId v) {
          while (f.node(v).kind == NodeKind::CallFunction && rules.op_class(f.node(v).target) == OpClass::Transparent)
            v = f.producer(v, 0);
          return v;
        };
        auto sure_kind = [](How h) { return h == How::Exact || h == How::Leaf; };
        bool tie = !sure_kind(n.how);
        for (VertexId a : n.alternatives)
          if (fwd_of.count(canon(a)))
            for (VertexId x : fwd_of[canon(a)]) tie = tie || freal(x) != s.forward;
        for (const auto& fm : mf.nodes) {
          if (fm.target == kNoVertex || canon(fm.target) != canon(n.target) ||
              rules.op_class(f.node(fm.pattern).target) == OpClass::Transparent)
            continue;
          tie = tie || !sure_kind(fm.how);
          for (VertexId a : fm.alternatives)
            if (fwd_of.count(canon(a)))
              for (VertexId x : fwd_of[canon(a)]) tie = tie || freal(x) != freal(fm.pattern);
        }
        if (!mb.stats.complete || !mf.stats.complete) tie = true;
        // the leaf is placed by its consumers' images: each must be exact, and an
        // equally right alternative of a consumer (up to three deep, followed back
        // down the same slots) may not make the leaf a value that composes to
        // another forward node (or to none); re-reads of one attribute are one
        // value, and a leaf no op reads is placed by nothing
        auto jreal = [&](VertexId v) {
          while (v != kNoVertex && j.node(v).kind == NodeKind::CallFunction &&
                 rules.op_class(j.node(v).target) == OpClass::Transparent && j.producer(v, 0) != kNoVertex)
            v = j.producer(v, 0);
          return v;
        };
        std::vector<std::pair<VertexId, std::vector<int>>> level;
        for (VertexId v = 0; v < b.size(); ++v)
          if (v == n.pattern || (b.node(v).kind == NodeKind::GetAttr && b.node(v).target == bn.target))
            level.push_back({v, {}});
        std::size_t readers = 0, visited = 0;
        for (int depth = 0; depth < 3 && !level.empty(); ++depth) {
          std::vector<std::pair<VertexId, std::vector<int>>> next;
          for (std::size_t i = 0; i < level.size() && visited < 512; ++i, ++visited)
            for (auto [u, sl] : b.consumers(level[i].first)) {
              if (b.node(u).kind == NodeKind::Output) continue;
              if (b.node(u).kind == NodeKind::CallFunction && rules.op_class(b.node(u).target) == OpClass::Transparent) {
                level.push_back({u, level[i].second});
                continue;
              }
              if (depth == 0) ++readers;
              const NodeMatch& um = mb.nodes[u];
              ASSERT_EQ(um.pattern, u);
              if (um.target == kNoVertex || um.how != How::Exact) {
                if (depth == 0) tie = true;
                continue;
              }
              // a reader a tie elsewhere placed (NodeMatch::tie) places the leaf no better
              if (depth == 0 && um.tie != kNoVertex) tie = true;
              // the consumer's other inputs place it too: one with an alternative
              // that is another joint value leaves it (and the leaf) in doubt
              for (VertexId q : b.producers(u)) {
                for (int d = 0; d < 8 && q != kNoVertex && b.node(q).kind == NodeKind::CallFunction &&
                                (b.node(q).getitem_index >= 0 || rules.op_class(b.node(q).target) == OpClass::Transparent);
                     ++d)
                  q = b.producer(q, 0);
                if (q == kNoVertex || b.node(q).kind == NodeKind::Placeholder || b.node(q).kind == NodeKind::GetAttr ||
                    mb.nodes[q].target == kNoVertex)
                  continue;
                for (VertexId a : mb.nodes[q].alternatives) tie = tie || canon(a) != canon(mb.nodes[q].target);
              }
              std::vector<int> path = level[i].second;
              path.push_back(sl);
              for (VertexId a : um.alternatives) {
                VertexId p = a;
                for (auto k = path.size(); k-- > 0 && p != kNoVertex;) p = jreal(j.producer(p, path[k]));
                if (p == kNoVertex || !fwd_of.count(canon(p))) tie = true;
                else
                  for (VertexId x : fwd_of[canon(p)]) tie = tie || freal(x) != s.forward;
              }
              next.push_back({u, std::move(path)});
            }
          level = std::move(next);
        }
        if (readers == 0) tie = true;
        EXPECT_EQ(s.how, tie ? "position" : "joint") << what << ": " << bn.name;
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

INSTANTIATE_TEST_SUITE_P(Zoo, RelateDoneWhen, ::testing::ValuesIn(zoo_models()),
                         [](const ::testing::TestParamInfo<std::string>& i) { return i.param; });
