// `fxmatch batch`: runs the built CLI on small manifests under tests/data/batch.
#include "support/support.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace fxmatch::testing {
namespace {

namespace fs = std::filesystem;
using json = nlohmann::json;

std::string batch_dir() { return (data_dir() / "batch").string(); }
std::string manifest(const std::string& name) { return batch_dir() + "/" + name; }

RunResult batch(const std::string& args) { return run_command("'" + cli_path() + "' batch " + args); }

/// A fresh temporary file path (removed at destruction).
class TempPath {
 public:
  explicit TempPath(const std::string& stem) {
    path_ = fs::temp_directory_path() /
            (stem + "." + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + "." +
             std::to_string(reinterpret_cast<std::uintptr_t>(this)));
    fs::remove(path_);
  }
  ~TempPath() { fs::remove(path_); }
  std::string str() const { return path_.string(); }

 private:
  fs::path path_;
};

/// JSON lines by id.
std::map<std::string, json> read_lines(const std::string& path) {
  std::map<std::string, json> out;
  std::istringstream in(read_file(path));
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty()) continue;
    json j = json::parse(line);
    out[j.at("id").get<std::string>()] = j;
  }
  return out;
}

/// The table row of `id` (the line starting with "id ").
std::string row(const std::string& out, const std::string& id) {
  std::istringstream in(out);
  std::string line;
  while (std::getline(in, line))
    if (line.rfind(id + " ", 0) == 0) return line;
  return "";
}

/// Whitespace-separated fields of a line.
std::vector<std::string> fields(const std::string& line) {
  std::istringstream in(line);
  std::vector<std::string> out;
  for (std::string f; in >> f;) out.push_back(f);
  return out;
}

class BatchTest : public ::testing::Test {
 protected:
  void SetUp() override {
    if (cli_path().empty()) GTEST_SKIP() << "fxmatch CLI not built";
  }
};

TEST_F(BatchTest, TableAndSummary) {
  RunResult r = batch("'" + manifest("manifest.jsonl") + "' --jobs 2");
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_EQ(r.err, "");  // stderr is not a terminal: no progress bar
  // id, nodes, scored, exact%, lenient%, parse_ms, match_ms, note...
  auto f = fields(row(r.out, "small/fwd__joint"));
  ASSERT_GE(f.size(), 7u) << r.out;
  EXPECT_EQ(f[1], "5");
  EXPECT_EQ(f[2], "5");
  EXPECT_EQ(f[3], "100.0");
  EXPECT_EQ(f[4], "100.0");

  f = fields(row(r.out, "small/fwd__joint/lenient"));
  ASSERT_GE(f.size(), 9u) << r.out;
  EXPECT_EQ(f[2], "5");
  EXPECT_EQ(f[3], "80.0");
  EXPECT_EQ(f[4], "100.0");
  EXPECT_EQ(f[7] + " " + f[8], "1 wrong");
  EXPECT_NE(r.out.find("\n    relu -> relu_3, expected detach (lenient ok)\n"), std::string::npos) << r.out;

  // cross-capture: the 3 nodes without an answer are scored (must be unmatched)
  f = fields(row(r.out, "small/loss__joint/cross"));
  ASSERT_GE(f.size(), 5u) << r.out;
  EXPECT_EQ(f[1], "7");
  EXPECT_EQ(f[2], "7");
  EXPECT_EQ(f[3], "100.0");
  // same pair, not cross-capture: they are left out
  f = fields(row(r.out, "small/loss__joint/plain"));
  ASSERT_GE(f.size(), 5u) << r.out;
  EXPECT_EQ(f[2], "4");
  EXPECT_EQ(f[3], "100.0");

  f = fields(row(r.out, "small/fwd__joint/notruth"));
  ASSERT_GE(f.size(), 9u) << r.out;
  EXPECT_EQ(f[2], "-");
  EXPECT_EQ(f[7] + " " + f[8], "no truth");
  // relate lines run in their own table (this one has no truth: "-")
  EXPECT_NE(row(r.out, "small/relate").find("-"), std::string::npos) << r.out;

  EXPECT_NE(r.out.find("\npairs: 5 run, 4 scored, 0 errors\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("(without | with --joint)"), std::string::npos) << r.out;
  // 5 + 5 + 7 + 4 scored nodes, one wrong
  EXPECT_NE(r.out.find("\nnodes: 21 scored, exact 95.2% (20), lenient 100.0% (21)\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\nfailing: 1 pairs (wrong nodes, incomplete or error)\n"), std::string::npos) << r.out;
}

TEST_F(BatchTest, JsonLines) {
  TempPath out("batch_json");
  RunResult r = batch("'" + manifest("manifest.jsonl") + "' --jobs 3 -o '" + out.str() + "'");
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  auto lines = read_lines(out.str());
  ASSERT_EQ(lines.size(), 6u);  // 5 match pairs + 1 relate line
  EXPECT_EQ(lines.at("small/relate").at("kind"), "relate");
  const json& a = lines.at("small/fwd__joint");
  EXPECT_EQ(a.at("status"), "ok");
  EXPECT_EQ(a.at("nodes"), 5);
  EXPECT_EQ(a.at("scored"), 5);
  EXPECT_EQ(a.at("exact"), 5);
  EXPECT_EQ(a.at("lenient"), 5);
  EXPECT_EQ(a.at("wrong_count"), 0);
  EXPECT_EQ(a.at("complete"), true);
  EXPECT_TRUE(a.at("parse_ms").is_number());
  EXPECT_TRUE(a.at("match_ms").is_number());
  EXPECT_EQ(a.at("stats").at("pattern_nodes"), 5);  // match_to_json's stats

  const json& b = lines.at("small/fwd__joint/lenient");
  EXPECT_EQ(b.at("exact"), 4);
  EXPECT_EQ(b.at("lenient"), 5);
  EXPECT_DOUBLE_EQ(b.at("exact_pct").get<double>(), 80.0);
  ASSERT_EQ(b.at("wrong").size(), 1u);
  EXPECT_EQ(b.at("wrong")[0], json::parse(R"({"pattern": "relu", "got": "relu_3", "expected": ["detach"],
                                              "lenient_ok": true})"));

  const json& c = lines.at("small/loss__joint/cross");
  EXPECT_EQ(c.at("cross_capture"), true);
  EXPECT_EQ(c.at("scored"), 7);
  EXPECT_EQ(c.at("exact"), 7);
  const json& d = lines.at("small/loss__joint/plain");
  EXPECT_EQ(d.at("scored"), 4);
  EXPECT_EQ(d.at("no_answer_skipped"), 3);
  EXPECT_TRUE(lines.at("small/fwd__joint/notruth").at("scored").is_null());
}

TEST_F(BatchTest, ShardsAreDisjointAndCoverAllPairs) {
  std::set<std::string> seen;
  std::size_t total = 0;
  for (const char* shard : {"1/2", "2/2"}) {
    TempPath out("batch_shard");
    RunResult r = batch("'" + manifest("manifest.jsonl") + "' --shard " + shard + " -o '" + out.str() + "'");
    ASSERT_EQ(r.exit_code, 0) << shard << r.out << r.err;
    auto lines = read_lines(out.str());
    EXPECT_FALSE(lines.empty()) << shard;
    for (const auto& [id, _] : lines) {
      EXPECT_TRUE(seen.insert(id).second) << id << " in two shards";
      ++total;
    }
  }
  EXPECT_EQ(total, 6u);
  EXPECT_EQ(seen, (std::set<std::string>{"small/fwd__joint", "small/fwd__joint/lenient", "small/loss__joint/cross",
                                         "small/loss__joint/plain", "small/fwd__joint/notruth", "small/relate"}));
  // index i goes to shard i % N + 1: entries 0, 2, 4 (relate) in 1/2
  RunResult r = batch("'" + manifest("manifest.jsonl") + "' --shard 1/2");
  EXPECT_NE(r.out.find("pairs: 2 run"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("small/relate"), std::string::npos) << r.out;
}

TEST_F(BatchTest, RenameGivesTheSameScores) {
  TempPath plain("batch_plain"), renamed("batch_renamed");
  RunResult a = batch("'" + manifest("manifest.jsonl") + "' -o '" + plain.str() + "'");
  RunResult b = batch("'" + manifest("manifest.jsonl") + "' --rename --seed 7 -o '" + renamed.str() + "'");
  ASSERT_EQ(a.exit_code, 0) << a.err;
  ASSERT_EQ(b.exit_code, 0) << b.err;
  auto x = read_lines(plain.str());
  auto y = read_lines(renamed.str());
  ASSERT_EQ(x.size(), y.size());
  for (const auto& [id, j] : x) {
    const json& k = y.at(id);
    EXPECT_EQ(k.at("renamed"), true);
    EXPECT_EQ(j.at("renamed"), false);
    for (const char* key : {"scored", "exact", "lenient", "wrong"}) {
      if (j.contains(key)) EXPECT_EQ(j.at(key), k.at(key)) << id << " " << key;
    }
  }
}

TEST_F(BatchTest, RenameOnZooGivesTheSameScores) {
  if (!fs::exists(data_dir() / "zoo/mlp/bwd.code.py") || !fs::exists(data_dir() / "zoo/mlp/truth.bwd__joint.json"))
    GTEST_SKIP() << "zoo not present";
  TempPath plain("batch_zoo_plain"), renamed("batch_zoo_renamed");
  RunResult a = batch("'" + manifest("zoo_mlp.jsonl") + "' -o '" + plain.str() + "'");
  RunResult b = batch("'" + manifest("zoo_mlp.jsonl") + "' --rename -o '" + renamed.str() + "'");
  ASSERT_NE(a.exit_code, 2) << a.err;
  ASSERT_EQ(a.exit_code, b.exit_code) << b.err;
  auto x = read_lines(plain.str());
  auto y = read_lines(renamed.str());
  ASSERT_EQ(x.size(), 3u);
  for (const auto& [id, j] : x) {
    EXPECT_GT(j.at("scored").get<int>(), 0) << id;
    for (const char* key : {"scored", "exact", "lenient", "wrong"}) EXPECT_EQ(j.at(key), y.at(id).at(key)) << id;
  }
}

TEST_F(BatchTest, BadManifestJsonPointsAtLineAndColumn) {
  const std::string m = manifest("bad_json.jsonl");
  RunResult r = batch("'" + m + "'");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, m + ":2:64: error: invalid JSON: syntax error while parsing object - unexpected string literal; "
                       "expected '}'\n"
                       "{\"id\": \"small/oops\", \"kind\": \"match\", \"pattern\": \"fwd.code.py\" \"target\": "
                       "\"joint.code.py\"}\n" +
                       std::string(63, ' ') + "^\n");
}

TEST_F(BatchTest, MissingTruthFileNamesTheManifestLine) {
  const std::string m = manifest("missing_truth.jsonl");
  RunResult r = batch("'" + m + "'");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out, "");
  const std::string line =
      R"({"id": "small/fwd__joint", "kind": "match", "pattern": "fwd.code.py", "target": "joint.code.py", "truth": "truth.nope.json"})";
  const auto col = line.find("\"truth.nope.json\"");
  EXPECT_EQ(r.err, m + ":1:" + std::to_string(col + 1) + ": error: truth file not found: " + batch_dir() +
                       "/truth.nope.json\n" + line + "\n" + std::string(col, ' ') + "^\n");
}

TEST_F(BatchTest, CaretPastColumn200KeepsTheWholePath) {
  const std::string m = manifest("missing_pattern_long.jsonl");
  RunResult r = batch("'" + m + "'");
  EXPECT_EQ(r.exit_code, 2);
  const std::string line = read_file(m).substr(0, read_file(m).find('\n'));
  const auto col = line.find("\"nope.code.py\"");
  ASSERT_GT(col, 200u);
  EXPECT_EQ(r.err, m + ":1:" + std::to_string(col + 1) + ": error: pattern file not found: " + batch_dir() +
                       "/nope.code.py\n" + line + "\n" + std::string(col, ' ') + "^\n");
}

TEST_F(BatchTest, UnparsableDumpIsAnErrorRowAndExit2) {
  TempPath out("batch_err");
  RunResult r = batch("'" + manifest("parse_error.jsonl") + "' -o '" + out.str() + "'");
  EXPECT_EQ(r.exit_code, 2);
  // the good pair is still run and reported
  auto f = fields(row(r.out, "small/fwd__joint"));
  ASSERT_GE(f.size(), 4u) << r.out;
  EXPECT_EQ(f[3], "100.0");
  EXPECT_NE(row(r.out, "small/broken").find("ERROR " + batch_dir() + "/broken.code.py:5:"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("pairs: 2 run, 1 scored, 1 errors"), std::string::npos) << r.out;
  EXPECT_NE(r.err.find("small/broken: " + batch_dir() + "/broken.code.py:5:"), std::string::npos) << r.err;
  auto lines = read_lines(out.str());
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines.at("small/broken").at("status"), "error");
  EXPECT_EQ(lines.at("small/fwd__joint").at("status"), "ok");
}

TEST_F(BatchTest, BadShardIsAUsageError) {
  for (const char* bad : {"0/2", "3/2", "2", "a/b", "1/0", "1/2/3"}) {
    RunResult r = batch("'" + manifest("manifest.jsonl") + "' --shard " + bad);
    EXPECT_EQ(r.exit_code, 2) << bad;
    EXPECT_EQ(r.err, std::string("fxmatch: error: batch: --shard must be K/N with 1 <= K <= N (got '") + bad +
                         "')\n(see 'fxmatch --help')\n");
  }
}

TEST_F(BatchTest, FailUnderExitCodes) {
  const std::string m = "'" + manifest("manifest.jsonl") + "'";
  EXPECT_EQ(batch(m + " --fail-under 95").exit_code, 0);  // overall exact is 95.2%
  RunResult r = batch(m + " --fail-under 96");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.err, "fxmatch: batch: exact 95.2% is below --fail-under 96\n");
  EXPECT_EQ(batch(m + " --filter lenient --fail-under 80").exit_code, 0);
  EXPECT_EQ(batch(m + " --filter lenient --fail-under 80.5").exit_code, 1);
  // nothing scored: a quality gate must not pass vacuously
  EXPECT_EQ(batch(m + " --filter notruth --fail-under 1").exit_code, 1);
}

TEST_F(BatchTest, OutputIsNotWrittenOnBadInput) {
  TempPath out("batch_none");
  RunResult r = batch("'" + manifest("bad_json.jsonl") + "' -o '" + out.str() + "'");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_FALSE(fs::exists(out.str()));
}

// make_fx's gradient of the loss is what the compiled joint receives as
// tangents_1: `match` reports it `boundary` with that input as its target,
// in json and text; the zoo truth scores it (ZooQuality).
TEST_F(BatchTest, MatchReportsTheValueThatCrossesTheBoundary) {
  const std::string zoo = (data_dir() / "zoo" / "mlp").string();
  if (!fs::exists(zoo + "/bwd.readable.py")) GTEST_SKIP() << "zoo not present";
  const std::string pair = "'" + zoo + "/bwd.readable.py' '" + zoo + "/aot_joint.readable.py'";
  RunResult j = run_command("'" + cli_path() + "' match " + pair + " --format json");
  ASSERT_EQ(j.exit_code, 0) << j.err;
  const json doc = json::parse(j.out);
  bool seen = false;
  for (const auto& n : doc.at("nodes"))
    if (n.at("pattern") == "_log_softmax_backward_data") {
      seen = true;
      EXPECT_EQ(n.at("how"), "boundary");
      EXPECT_EQ(n.at("target"), "tangents_1");
      EXPECT_NE(n.at("reason").get<std::string>().find("'tangents_1'"), std::string::npos);
    }
  EXPECT_TRUE(seen);
  EXPECT_EQ(doc.at("mapping").at("_log_softmax_backward_data"), "tangents_1");
  RunResult t = run_command("'" + cli_path() + "' match " + pair + " --format text");
  ASSERT_EQ(t.exit_code, 0) << t.err;
  EXPECT_NE(row(t.out, "_log_softmax_backward_data").find("tangents_1"), std::string::npos) << t.out;
  EXPECT_NE(row(t.out, "_log_softmax_backward_data").find("boundary"), std::string::npos) << t.out;
}

// Found by fuzz/fuzz_manifest.cpp (fuzz/regressions/manifest/number_overflow):
// a number beyond double made nlohmann throw out_of_range, which escaped as
// "internal error", exit 3. Now a file:line:col diagnostic, exit 2; the same
// for a truth file.
TEST_F(BatchTest, NumberOverflowIsADiagnosticNotAnInternalError) {
  const fs::path dir = fs::temp_directory_path() / ("fxmatch_overflow." + std::to_string(::getpid()));
  fs::create_directories(dir);
  const std::string m = (dir / "m.jsonl").string();
  { std::ofstream(m) << "{\"id\": \"x\", \"pattern\": \"a\", \"target\": \"b\", \"n\": 1E400}\n"; }
  RunResult r = batch("'" + m + "'");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find(m + ":1:"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("error: invalid JSON: number overflow parsing '1E400'"), std::string::npos) << r.err;
  { std::ofstream(dir / "t.json") << "{\"mapping\": {}, \"x\": 1E400}"; }
  { std::ofstream(m) << "{\"id\": \"x\", \"pattern\": \"" + batch_dir() + "/fwd.code.py\", \"target\": \"" + batch_dir() +
                          "/joint.code.py\", \"truth\": \"t.json\"}\n"; }
  RunResult t = batch("'" + m + "'");
  EXPECT_EQ(t.exit_code, 2);
  EXPECT_NE(t.err.find("invalid truth JSON: number overflow parsing '1E400'"), std::string::npos) << t.err;
  fs::remove_all(dir);
}

TEST_F(BatchTest, Help) {
  RunResult r = batch("--help");
  EXPECT_EQ(r.exit_code, 0);
  for (const char* s : {"Usage: fxmatch batch MANIFEST", "--jobs", "--shard", "--rename", "--fail-under",
                        "--filter", "--budget", "--rules", "relate"})
    EXPECT_NE(r.out.find(s), std::string::npos) << s;
}

}  // namespace
}  // namespace fxmatch::testing
