// Quality gate on the committed model zoo (tests/data/zoo): runs
// `fxmatch batch` over every pair of the manifest with pattern names renamed,
// and holds the matcher to the figures it reaches today. Ground truth comes
// from PyTorch values (capture/), never from fxmatch.
#include "support/support.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cstdio>
#include <filesystem>
#include <map>
#include <sstream>
#include <string>

namespace fxmatch::testing {
namespace {

namespace fs = std::filesystem;
using json = nlohmann::json;

struct Tally {
  long exact = 0;
  long scored = 0;
  double pct() const { return scored ? 100.0 * static_cast<double>(exact) / static_cast<double>(scored) : 0.0; }
};

// Formats whose dumps carry dtype/shape annotations on both sides.
bool annotated(const std::string& id) {
  const auto slash = id.rfind('/');
  const std::string fmt = id.substr(slash + 1);
  return fmt == "readable" || fmt == "log" || fmt == "log-vs-readable";
}

class ZooQuality : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    const fs::path manifest = data_dir() / "zoo" / "manifest.jsonl";
    ASSERT_TRUE(fs::exists(manifest)) << manifest;
    for (const bool rename : {false, true}) {
      const fs::path out = fs::temp_directory_path() / ("fxmatch_zoo_quality_" + std::to_string(rename) + ".jsonl");
      RunResult r = run_command("'" + cli_path() + "' batch '" + manifest.string() + "' -o '" + out.string() +
                                "' --jobs 2" + (rename ? " --rename" : ""));
      ASSERT_EQ(r.exit_code, 0) << r.err << r.out.substr(r.out.size() > 4000 ? r.out.size() - 4000 : 0);
      std::istringstream in(read_file(out));
      std::string line;
      while (std::getline(in, line))
        if (!line.empty()) {
          json j = json::parse(line);
          if (j.value("kind", "match") == "relate") continue;  // relate lines: relate_zoo_test
          (rename ? renamed_ : plain_)[j.at("id").get<std::string>()] = j;
        }
      fs::remove(out);
    }
  }
  static std::map<std::string, json> plain_, renamed_;
};
std::map<std::string, json> ZooQuality::plain_;
std::map<std::string, json> ZooQuality::renamed_;

TEST_F(ZooQuality, EveryPairRunsToTheEndWithoutErrors) {
  ASSERT_GT(renamed_.size(), 700u);
  for (const auto& [id, j] : renamed_) {
    EXPECT_EQ(j.at("status"), "ok") << id;
    EXPECT_TRUE(j.at("complete").get<bool>()) << id;
    EXPECT_GT(j.at("scored").get<long>(), 0) << id;
  }
}

TEST_F(ZooQuality, RenamingPatternVariablesChangesNothing) {
  ASSERT_EQ(plain_.size(), renamed_.size());
  for (const auto& [id, j] : plain_) {
    ASSERT_TRUE(renamed_.count(id)) << id;
    EXPECT_EQ(j.at("exact"), renamed_.at(id).at("exact")) << id;
    EXPECT_EQ(j.at("wrong"), renamed_.at(id).at("wrong")) << id;
  }
}

// The gate: on every pair of the zoo, in every dump format and format mix,
// same-capture and cross-capture (make_fx graphs against the torch.compile
// joint, where the loss part must come out unmatched), with pattern names
// renamed or not, every scored node maps to one of the truth's right answers.
// Known misses, "<model>/<pair>" (every format) -> wrong nodes at most, each
// printed when the test runs. Only pairs whose failure was analysed against
// PyTorch's values belong here; README "Known limits" explains each. Anything
// else that is not exact fails, and so does a listed pair that gets worse.
// None since 2026-12-03 evening: view_writes/bwd__aot_joint in code and graph
// dumps (make_fx's `as_strided(buf, [2, 6], [60, 1], 0)` against
// AOTAutograd's `select(buf, 1, 0)`, 4 nodes) is exact since a view's base
// has a layout without shapes where arguments state it (rules:
// stated_layout).
const std::map<std::string, long> kKnownMisses = {};

std::string pair_of(const std::string& id) { return id.substr(0, id.rfind('/')); }

TEST_F(ZooQuality, EveryPairIsExact) {
  for (const auto* results : {&plain_, &renamed_}) {
    Tally all, cross;
    long known = 0;
    for (const auto& [id, j] : *results) {
      all.exact += j.at("exact").get<long>();
      all.scored += j.at("scored").get<long>();
      if (j.at("cross_capture").get<bool>()) {
        cross.exact += j.at("exact").get<long>();
        cross.scored += j.at("scored").get<long>();
      }
      const long wrong = j.at("scored").get<long>() - j.at("exact").get<long>();
      if (auto k = kKnownMisses.find(pair_of(id)); k != kKnownMisses.end()) {
        std::printf("KNOWN MISS %s: %ld wrong (at most %ld)\n", id.c_str(), wrong, k->second);
        EXPECT_LE(wrong, k->second) << id << ": " << j.at("wrong").dump();
        known += wrong;
        continue;
      }
      EXPECT_EQ(j.at("exact"), j.at("scored")) << id << ": " << j.at("wrong").dump();
    }
    EXPECT_GT(all.scored, 150000);
    EXPECT_GT(cross.scored, 20000);
    EXPECT_EQ(all.exact + known, all.scored) << all.exact << "/" << all.scored;
  }
}

// The formats must not differ: the annotated ones (shapes in labels) and the
// bare ones (gm.code, str(graph)) cover the same pairs.
TEST_F(ZooQuality, AnnotatedAndBareFormatsAreBothCovered) {
  Tally shaped, bare;
  for (const auto& [id, j] : renamed_) {
    Tally& t = annotated(id) ? shaped : bare;
    t.exact += j.at("exact").get<long>();
    t.scored += j.at("scored").get<long>();
  }
  EXPECT_GT(shaped.scored, 40000);
  EXPECT_GT(bare.scored, 40000);
}

}  // namespace
}  // namespace fxmatch::testing
