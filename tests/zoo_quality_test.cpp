// Quality gate on the committed model zoo (tests/data/zoo): runs
// `fxmatch batch` over every pair of the manifest with pattern names renamed,
// and holds the matcher to the figures it reaches today. Ground truth comes
// from PyTorch values (capture/), never from fxmatch.
#include "support/support.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

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
                                "'" + (rename ? " --rename" : ""));
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

// make_fx backward / forward / subset / reordered backward against the make_fx
// joint, and AOT partitioned graphs against their joint, in the formats that
// carry shapes: every node must be right.
TEST_F(ZooQuality, SameCapturePairsWithAnnotationsAreExact) {
  Tally t;
  for (const auto& [id, j] : renamed_) {
    if (j.at("cross_capture").get<bool>() || !annotated(id)) continue;
    t.exact += j.at("exact").get<long>();
    t.scored += j.at("scored").get<long>();
    EXPECT_EQ(j.at("exact"), j.at("scored")) << id << ": " << j.at("wrong").dump();
  }
  EXPECT_GT(t.scored, 40000);
}

// Without annotations (gm.code, str(graph)) unused SymInt inputs of dynamic
// AOT graphs cannot be placed; everything else must be right.
TEST_F(ZooQuality, SameCapturePairsWithoutAnnotationsAreNearlyExact) {
  Tally t;
  for (const auto& [id, j] : renamed_) {
    if (j.at("cross_capture").get<bool>() || annotated(id)) continue;
    t.exact += j.at("exact").get<long>();
    t.scored += j.at("scored").get<long>();
    EXPECT_LE(j.at("scored").get<long>() - j.at("exact").get<long>(), 1) << id << ": " << j.at("wrong").dump();
  }
  EXPECT_GT(t.scored, 40000);
  EXPECT_GE(t.pct(), 99.99) << t.exact << "/" << t.scored;
}

// make_fx graphs against the torch.compile joint: the loss part must come out
// unmatched. Floors at today's figures (README); raise them, never lower.
TEST_F(ZooQuality, CrossCapturePairsHoldTheirFloor) {
  Tally shaped, shapeless;
  for (const auto& [id, j] : renamed_) {
    if (!j.at("cross_capture").get<bool>()) continue;
    Tally& t = annotated(id) ? shaped : shapeless;
    t.exact += j.at("exact").get<long>();
    t.scored += j.at("scored").get<long>();
  }
  // 2026-11-29: the truth now counts [1, 2, 8] and [2, 8] as one value (RNN
  // steps traced by Dynamo), so LSTM/GRU cells have answers instead of none:
  // shapeless rose 95.8 -> 98.7, shaped fell 99.45 -> 98.4 (GRU time steps
  // mapped out of order after the unbind/select break; README known limits).
  EXPECT_GE(shaped.pct(), 98.4) << shaped.exact << "/" << shaped.scored;
  EXPECT_GE(shapeless.pct(), 98.7) << shapeless.exact << "/" << shapeless.scored;
}

}  // namespace
}  // namespace fxmatch::testing
