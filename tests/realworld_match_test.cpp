// Real AOTAutograd dumps from public projects (../shared/realworld): the
// partitioner keeps the joint graph's names in the forward and backward
// graphs, so after renaming the pattern, the mapping must agree with name
// identity for every node the joint graph contains. Skips when ../shared is
// absent.
#include "fxmatch/engine/matcher.hpp"
#include "fxmatch/engine/rename.hpp"
#include "fxmatch/parsers/parse.hpp"

#include "support/support.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <regex>

namespace fxmatch::testing {
namespace {

namespace fs = std::filesystem;

struct Triple {
  std::string name;
  fs::path forward, backward, joint;
};

std::vector<Triple> depyf_triples(const fs::path& shared) {
  std::vector<Triple> out;
  const std::regex joint_re(R"((__compiled_fn_\d+)\.Joint_graph\.(\d+)\.py)");
  for (const auto& dir : fs::directory_iterator(shared / "realworld" / "depyf")) {
    for (const auto& f : fs::directory_iterator(dir.path())) {
      std::smatch m;
      const std::string file = f.path().filename().string();
      if (!std::regex_match(file, m, joint_re)) continue;
      const std::string stem = m[1].str(), idx = m[2].str();
      Triple t{dir.path().filename().string() + "/" + stem, dir.path() / (stem + ".Forward_graph." + idx + ".py"),
               dir.path() / (stem + ".Backward_graph." + idx + ".py"), f.path()};
      if (fs::exists(t.forward) && fs::exists(t.backward)) out.push_back(t);
    }
  }
  std::sort(out.begin(), out.end(), [](const Triple& a, const Triple& b) { return a.name < b.name; });
  return out;
}

// Every renamed pattern node whose original name exists in the joint maps to it.
void expect_name_identity(const fs::path& pattern_file, const fs::path& joint_file, const std::string& what) {
  auto pattern = parse_file(pattern_file.string());
  auto joint = parse_file(joint_file.string());
  ASSERT_TRUE(pattern.ok()) << pattern.error().render();
  ASSERT_TRUE(joint.ok()) << joint.error().render();
  auto rules = RuleSet::load_default();
  ASSERT_TRUE(rules.ok());
  RenamedGraph renamed = rename_variables(*pattern, 7);
  MatchResult r = match(renamed.graph, *joint, *rules);
  EXPECT_TRUE(r.stats.complete) << what;
  int compared = 0;
  for (const auto& m : r.nodes) {
    const std::string& original = renamed.original[m.pattern];
    if (joint->find(original) == kNoVertex) continue;  // not in the joint (e.g. renamed by the partitioner)
    ++compared;
    ASSERT_NE(m.target, kNoVertex) << what << ": " << original << " unmatched: " << m.reason;
    // When the joint computes the value twice (div and div_1), the
    // partitioner's recomputed node may carry either name: both are right,
    // and fxmatch lists the duplicate as an alternative.
    const std::string got = joint->node(m.target).name;
    bool listed = false;
    for (VertexId alt : m.alternatives) listed |= joint->node(alt).name == original;
    EXPECT_TRUE(got == original || listed) << what << ": " << original << " -> " << got << " (how="
                                           << to_string(m.how) << ")";
  }
  EXPECT_GT(compared, 3) << what;
}

TEST(RealWorldMatch, DepyfBackwardAndForwardAgainstJointAgreeWithPartitionerNames) {
  auto shared = shared_dir();
  if (!shared) GTEST_SKIP() << "../shared not present";
  auto triples = depyf_triples(*shared);
  ASSERT_GE(triples.size(), 10u);
  for (const auto& t : triples) {
    expect_name_identity(t.backward, t.joint, t.name + " backward");
    expect_name_identity(t.forward, t.joint, t.name + " forward");
  }
}

TEST(RealWorldMatch, TorchLogsBackwardAndForwardAgainstJoint) {
  auto shared = shared_dir();
  if (!shared) GTEST_SKIP() << "../shared not present";
  int pairs = 0;
  for (const auto& f : fs::directory_iterator(*shared / "realworld" / "torch_logs")) {
    const std::string text = read_file(f.path());
    auto titles = list_graphs(text, f.path().string());
    ASSERT_TRUE(titles.ok()) << titles.error().render();
    for (const auto& e : *titles) {
      if (e.title.rfind("Backward graph ", 0) != 0 && e.title.rfind("Forward graph ", 0) != 0) continue;
      const std::string joint_title = "Joint graph " + e.title.substr(e.title.rfind(' ') + 1);
      auto pattern = parse_graph(text, f.path().string(), e.title);
      auto joint = parse_graph(text, f.path().string(), joint_title);
      if (!joint.ok()) continue;  // a log with only the partitioned graphs
      ASSERT_TRUE(pattern.ok()) << pattern.error().render();
      auto rules = RuleSet::load_default();
      RenamedGraph renamed = rename_variables(*pattern, 11);
      MatchResult r = match(renamed.graph, *joint, *rules);
      for (const auto& m : r.nodes) {
        const std::string& original = renamed.original[m.pattern];
        if (joint->find(original) == kNoVertex) continue;
        ASSERT_NE(m.target, kNoVertex) << f.path() << " " << e.title << ": " << original << ": " << m.reason;
        bool listed = false;
        for (VertexId alt : m.alternatives) listed |= joint->node(alt).name == original;
        EXPECT_TRUE(joint->node(m.target).name == original || listed)
            << f.path() << " " << e.title << ": " << original << " -> " << joint->node(m.target).name;
      }
      ++pairs;
    }
  }
  EXPECT_GE(pairs, 4);
}

}  // namespace
}  // namespace fxmatch::testing
