// fxmatch report (HTML page data, --trace pages) and --format dot, through the CLI.
// What the page does in a browser is tested in tests/browser (Chromium).
#include "support/support.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <utility>
#include <vector>
#include <unistd.h>

namespace fxmatch {
namespace {

namespace fs = std::filesystem;

std::string cli() { return testing::cli_path(); }
std::string zoo(const std::string& m, const std::string& f) { return (testing::data_dir() / "zoo" / m / f).string(); }
// One scratch directory per test process, removed when the process exits.
struct ScratchDir {
  fs::path path = fs::temp_directory_path() / ("fxmatch_report_test_" + std::to_string(::getpid()));
  ~ScratchDir() {
    std::error_code ec;
    fs::remove_all(path, ec);
  }
};

fs::path tmp(const std::string& name) {
  static ScratchDir dir;
  fs::create_directories(dir.path);
  return dir.path / name;
}

nlohmann::json page_data(const std::string& html) {
  const std::string open = "<script type=\"application/json\" id=\"fxmatch-data\">";
  std::size_t b = html.find(open);
  EXPECT_NE(b, std::string::npos);
  b += open.size();
  std::size_t e = html.find("</script>", b);
  return nlohmann::json::parse(html.substr(b, e - b));
}

TEST(ReportCli, MatchPageEmbedsTheMatchJsonAndReachesForNoNetwork) {
  const fs::path out = tmp("mlp.html");
  auto r = testing::run_command(cli() + " report " + zoo("mlp", "bwd.readable.py") + " " + zoo("mlp", "joint.readable.py") +
                                " -o " + out.string());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const std::string html = testing::read_file(out);
  EXPECT_EQ(html.find("http://"), std::string::npos);
  EXPECT_EQ(html.find("https://"), std::string::npos);
  EXPECT_EQ(html.find("@FXMATCH_"), std::string::npos) << "every template marker filled";
  auto data = page_data(html);
  auto m = testing::run_command(cli() + " match " + zoo("mlp", "bwd.readable.py") + " " + zoo("mlp", "joint.readable.py"));
  ASSERT_EQ(m.exit_code, 0);
  auto json = nlohmann::json::parse(m.out);
  EXPECT_EQ(data["kind"], "match");
  EXPECT_EQ(data["match"]["mapping"], json["mapping"]);
  EXPECT_EQ(data["match"]["nodes"], json["nodes"]);
  ASSERT_EQ(data["graphs"].size(), 2u);
  EXPECT_EQ(data["graphs"][0]["nodes"].size(), 30u);  // bwd.readable.py: 29 nodes + output
}

TEST(ReportCli, ScriptCloseInsideDataIsEscaped) {
  // A node name cannot hold '<', but a `# File:` comment can.
  const fs::path in = tmp("evil.py");
  {
    std::ofstream f(in);
    f << "def forward(self, x):\n    # File: a.py:1 in f, code: y = '</script><script>alert(1)</script>'\n"
         "    relu = torch.ops.aten.relu.default(x)\n    return (relu,)\n";
  }
  const fs::path out = tmp("evil.html");
  auto r = testing::run_command(cli() + " report " + in.string() + " " + in.string() + " -o " + out.string());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const std::string html = testing::read_file(out);
  EXPECT_EQ(html.find("alert(1)</script>"), std::string::npos);
  EXPECT_NE(page_data(html)["graphs"][0]["sources"].dump().find("</script>"), std::string::npos) << "kept as text";
}

TEST(ReportCli, BadInputIsExit2AndNoFile) {
  const fs::path out = tmp("never.html");
  auto r = testing::run_command(cli() + " report " + zoo("mlp", "bwd.readable.py") + " /no/such/file -o " + out.string());
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("/no/such/file"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(out));
  auto u = testing::run_command(cli() + " report " + zoo("mlp", "bwd.readable.py") + " " + zoo("mlp", "joint.readable.py"));
  EXPECT_EQ(u.exit_code, 2);
  EXPECT_NE(u.err.find("-o"), std::string::npos) << u.err;
}

// report reads its inputs with the same limits as match and relate
// (--max-bytes, ...): beyond them, the file's error, exit 2 and no page, in
// every mode.
TEST(ReportCli, InputLimitsApplyInEveryMode) {
  const std::string trace = (testing::data_dir() / "trace" / "train_step").string();
  const std::vector<std::pair<std::string, std::string>> modes = {
      {"match", " " + zoo("mlp", "bwd.readable.py") + " " + zoo("mlp", "joint.readable.py")},
      {"relate", " --forward " + zoo("mlp", "fwd.readable.py") + " --backward " + zoo("mlp", "bwd.readable.py")},
      {"trace", " --trace " + trace},
  };
  for (const auto& [mode, args] : modes) {
    const fs::path out = tmp("limited_" + mode);
    auto ok = testing::run_command(cli() + " report" + args + " -o " + out.string());
    ASSERT_EQ(ok.exit_code, 0) << mode << ": " << ok.err;
    fs::remove_all(out);
    auto r = testing::run_command(cli() + " report" + args + " --max-bytes 1K -o " + out.string());
    EXPECT_EQ(r.exit_code, 2) << mode;
    EXPECT_NE(r.err.find("over the limit of 1,024 bytes"), std::string::npos) << mode << ": " << r.err;
    EXPECT_FALSE(fs::exists(out)) << mode;
  }
}

TEST(ReportCli, RelatePageEmbedsTheRelateJson) {
  const fs::path out = tmp("relate.html");
  const std::string args = " --forward " + zoo("mlp", "fwd.readable.py") + " --backward " + zoo("mlp", "bwd.readable.py") +
                           " --joint " + zoo("mlp", "joint.readable.py");
  auto r = testing::run_command(cli() + " report" + args + " -o " + out.string());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  auto data = page_data(testing::read_file(out));
  auto rel = testing::run_command(cli() + " relate" + args);
  ASSERT_EQ(rel.exit_code, 0);
  EXPECT_EQ(data["kind"], "relate");
  EXPECT_EQ(data["relate"], nlohmann::json::parse(rel.out));
}

TEST(ReportCli, TracePagesOnePerCompiledRegionPlusIndex) {
  const fs::path dir = tmp("trace_pages");
  auto r = testing::run_command(cli() + " report --trace " + (testing::data_dir() / "trace" / "train_step").string() +
                                " -o " + dir.string());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const std::string index = testing::read_file(dir / "index.html");
  for (const char* page : {"region_0_0.html", "region_1_0.html", "region_0_1.html", "region_1_1.html"}) {
    EXPECT_NE(index.find(std::string("href=\"") + page + "\""), std::string::npos) << page;
    auto data = page_data(testing::read_file(dir / page));
    EXPECT_EQ(data["kind"], "relate") << page;
    EXPECT_FALSE(data["relate"]["saved"].empty()) << page;
  }
}

TEST(ReportCli, TraceRegionWithoutBackwardGetsAListingPage) {
  // An inference-only compile logs aot_inference_graph and no backward.
  const fs::path log = tmp("inference.log");
  {
    std::ofstream f(log);
    f << "V1201 08:23:02.428000 7893 a.py:1] {\"aot_inference_graph\": {}, \"frame_id\": 0, \"frame_compile_id\": 0, "
         "\"attempt\": 0, \"has_payload\": \"x\"}\n"
         "\tclass GraphModule(torch.nn.Module):\n"
         "\t    def forward(self, arg0_1: \"f32[4][1]cpu\"):\n"
         "\t        relu: \"f32[4][1]cpu\" = torch.ops.aten.relu.default(arg0_1);  arg0_1 = None\n"
         "\t        return (relu,)\n";
  }
  const fs::path dir = tmp("inference_pages");
  auto r = testing::run_command(cli() + " report --trace " + log.string() + " -o " + dir.string());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  auto data = page_data(testing::read_file(dir / "region_0_0.html"));
  EXPECT_EQ(data["kind"], "graph");
  ASSERT_EQ(data["graphs"].size(), 1u);
  EXPECT_EQ(data["graphs"][0]["nodes"].size(), 3u);
  EXPECT_NE(testing::read_file(dir / "index.html").find("aot_inference_graph"), std::string::npos);
}

std::size_t count(const std::string& s, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t p = s.find(what); p != std::string::npos; p = s.find(what, p + 1)) ++n;
  return n;
}

TEST(DotFormat, MatchHasBothClustersADashedEdgePerMatchAndRedUnmatched) {
  const std::string p = zoo("mlp", "fwd.readable.py"), t = zoo("mlp", "aot_joint.readable.py");
  auto dot = testing::run_command(cli() + " match " + p + " " + t + " --format dot");
  ASSERT_EQ(dot.exit_code, 0) << dot.err;
  auto json = nlohmann::json::parse(testing::run_command(cli() + " match " + p + " " + t).out);
  std::size_t matched = 0, unmatched = 0, alts = 0;
  for (const auto& n : json["nodes"]) {
    (n["how"] == "unmatched" ? unmatched : matched) += 1;
    alts += n["alternatives"].size();
  }
  ASSERT_GT(unmatched, 0u);
  EXPECT_EQ(dot.out.rfind("digraph fxmatch_match {", 0), 0u);
  EXPECT_EQ(count(dot.out, "subgraph cluster_"), 2u);
  EXPECT_EQ(count(dot.out, "style=dashed"), matched);
  EXPECT_EQ(count(dot.out, "style=dotted"), alts);
  EXPECT_EQ(count(dot.out, ", color=\"#c62828\""), unmatched);
}

TEST(DotFormat, RelateLabelsSavedEdgesAndGradients) {
  const std::string args = " --forward " + zoo("mlp", "fwd.readable.py") + " --backward " + zoo("mlp", "bwd.readable.py");
  auto dot = testing::run_command(cli() + " relate" + args + " --format dot");
  ASSERT_EQ(dot.exit_code, 0) << dot.err;
  auto json = nlohmann::json::parse(testing::run_command(cli() + " relate" + args).out);
  EXPECT_EQ(count(dot.out, "label=\"saved\""), json["saved"].size());
  EXPECT_EQ(count(dot.out, "label=\"grad\""), json["grads"].size());
  EXPECT_EQ(count(dot.out, "subgraph cluster_"), 2u);
}

}  // namespace
}  // namespace fxmatch
