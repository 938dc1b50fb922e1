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
    // 99.27/98.45/98.41 (saved/grad_of/grads) -- do not regress.
    const double saved_floor = joint ? 99.27 : 98.39, grad_of_floor = joint ? 98.45 : 98.99,
                 grads_floor = joint ? 98.41 : 98.94;
    std::printf("TOTAL %s saved %.2f%% grad_of %.2f%% grads %.2f%%\n", joint ? "joint" : "plain", pct(tot.saved),
                pct(tot.grad_of), pct(tot.grads));
    EXPECT_GE(pct(tot.saved), saved_floor);
    EXPECT_GE(pct(tot.grad_of), grad_of_floor);
    EXPECT_GE(pct(tot.grads), grads_floor);
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

INSTANTIATE_TEST_SUITE_P(Zoo, RelateDoneWhen, ::testing::ValuesIn(zoo_models()),
                         [](const ::testing::TestParamInfo<std::string>& i) { return i.param; });
