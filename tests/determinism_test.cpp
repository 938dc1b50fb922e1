// Determinism: the CLI's JSON is byte-identical across repeated runs,
// across `batch --jobs 1/2/8`, and across `--shard` splits merged back with
// `batch --merge` (table, summary and -o file). Timings are the only
// run-dependent fields; --no-timings leaves them out, and every comparison
// here is of whole outputs, byte for byte.
#include "support/support.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <string>
#include <vector>

namespace fxmatch::testing {
namespace {

namespace fs = std::filesystem;

std::string q(const fs::path& p) { return "'" + p.string() + "'"; }
std::string cli() { return q(cli_path()); }
fs::path zoo() { return data_dir() / "zoo"; }

/// A fresh temporary directory (removed at destruction).
class TempDir {
 public:
  TempDir() {
    path_ = fs::temp_directory_path() /
            ("fxmatch_determinism." + std::to_string(::getpid()) + "." + std::to_string(counter_++));
    fs::remove_all(path_);
    fs::create_directories(path_);
  }
  ~TempDir() { fs::remove_all(path_); }
  fs::path operator/(const std::string& name) const { return path_ / name; }

 private:
  static inline int counter_ = 0;
  fs::path path_;
};

class Determinism : public ::testing::Test {
 protected:
  void SetUp() override {
    if (cli_path().empty()) GTEST_SKIP() << "CLI not built";
    if (!fs::exists(zoo() / "manifest.jsonl")) GTEST_SKIP() << "zoo not present";
  }
};

// 12 identical layers: the case where a tie-break that depended on hashing
// or thread timing would show.
TEST_F(Determinism, MatchJsonIsByteIdenticalAcrossTenRuns) {
  const fs::path m = zoo() / "gpt2_tiny12";
  for (const std::string pair : {q(m / "bwd.readable.py") + " " + q(m / "joint.readable.py"),
                                 q(m / "bwd.code.py") + " " + q(m / "aot.log") + " --target-graph 'Joint graph 0'"}) {
    const std::string cmd = cli() + " match " + pair + " --no-timings";
    RunResult first = run_command(cmd);
    ASSERT_EQ(first.exit_code, 0) << first.err;
    ASSERT_GT(first.out.size(), 10000u);
    EXPECT_EQ(first.out.find("_ms"), std::string::npos) << "--no-timings left a timing in";
    for (int i = 1; i < 10; ++i) {
      RunResult again = run_command(cmd);
      ASSERT_EQ(again.exit_code, 0) << again.err;
      ASSERT_EQ(again.out, first.out) << "run " << i << " differs: " << pair;
    }
  }
}

TEST_F(Determinism, MatchWithTimingsDiffersOnlyInTimings) {
  const std::string cmd = cli() + " match " + q(zoo() / "bert_tiny12" / "bwd.code.py") + " " +
                          q(zoo() / "bert_tiny12" / "joint.code.py");
  RunResult a = run_command(cmd), b = run_command(cmd + " --no-timings");
  ASSERT_EQ(a.exit_code, 0) << a.err;
  auto ja = nlohmann::ordered_json::parse(a.out);
  ASSERT_TRUE(ja["stats"].contains("match_ms"));
  ja["stats"].erase("parse_ms");
  ja["stats"].erase("match_ms");
  EXPECT_EQ(ja.dump(1) + "\n", b.out);
}

TEST_F(Determinism, BatchIsByteIdenticalAcrossJobs) {
  TempDir dir;
  std::string first_out, first_table;
  for (int jobs : {1, 2, 8}) {
    const fs::path out = dir / ("jobs" + std::to_string(jobs) + ".jsonl");
    RunResult r = run_command(cli() + " batch " + q(zoo() / "manifest.jsonl") +
                              " --filter gpt2 --rename --no-timings --jobs " + std::to_string(jobs) + " -o " + q(out));
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const std::string rows = read_file(out);
    ASSERT_NE(rows.find("\"relate\""), std::string::npos);  // relate lines ran too
    if (first_out.empty()) {
      first_out = rows;
      first_table = r.out;
      continue;
    }
    EXPECT_EQ(rows, first_out) << "--jobs " << jobs;
    EXPECT_EQ(r.out, first_table) << "--jobs " << jobs;
  }
}

// The merged shards are the unsharded run: same -o bytes, same table and
// summary: the MLP's 37 lines in 1, 2, 3 and 40 shards (more shards than
// pairs: some are empty), GPT-2's (12 identical layers) in 3.
void expect_shards_merge_back(const std::string& filter, std::initializer_list<int> splits) {
  TempDir dir;
  const std::string base = cli() + " batch " + q(zoo() / "manifest.jsonl") + " --filter " + filter + " --rename --no-timings";
  RunResult whole = run_command(base + " -o " + q(dir / "whole.jsonl"));
  ASSERT_EQ(whole.exit_code, 0) << whole.err;
  const std::string whole_rows = read_file(dir / "whole.jsonl");
  ASSERT_NE(whole_rows.find("\"relate\""), std::string::npos);
  for (int n : splits) {
    std::string parts;
    for (int k = n; k >= 1; --k) {  // given in reverse order on purpose
      const fs::path part = dir / ("part" + std::to_string(k) + "of" + std::to_string(n) + ".jsonl");
      RunResult r = run_command(base + " --jobs 2 --shard " + std::to_string(k) + "/" + std::to_string(n) + " -o " + q(part));
      ASSERT_EQ(r.exit_code, 0) << r.err;
      parts += " " + q(part);
    }
    RunResult merged = run_command(cli() + " batch --merge --no-timings" + parts + " -o " + q(dir / "merged.jsonl"));
    ASSERT_EQ(merged.exit_code, 0) << merged.err;
    EXPECT_EQ(read_file(dir / "merged.jsonl"), whole_rows) << n << " shards";
    EXPECT_EQ(merged.out, whole.out) << n << " shards";
  }
}

TEST_F(Determinism, ShardsMergedBackAreTheUnshardedRun) {
  expect_shards_merge_back("mlp/", {1, 2, 3, 40});
  expect_shards_merge_back("gpt2", {3});
}

// Error rows and --fail-under come back from a merge as from the run.
TEST_F(Determinism, MergeKeepsErrorRowsAndExitStatus) {
  TempDir dir;
  const fs::path m = data_dir() / "batch" / "parse_error.jsonl";
  RunResult whole = run_command(cli() + " batch " + q(m) + " --no-timings -o " + q(dir / "whole.jsonl"));
  ASSERT_EQ(whole.exit_code, 2) << whole.err;
  std::string parts;
  for (int k = 1; k <= 2; ++k) {
    const fs::path part = dir / ("p" + std::to_string(k));
    run_command(cli() + " batch " + q(m) + " --no-timings --shard " + std::to_string(k) + "/2 -o " + q(part));
    parts += " " + q(part);
  }
  RunResult merged = run_command(cli() + " batch --merge --no-timings" + parts + " -o " + q(dir / "merged.jsonl"));
  EXPECT_EQ(merged.exit_code, 2);
  EXPECT_EQ(merged.out, whole.out);
  EXPECT_EQ(read_file(dir / "merged.jsonl"), read_file(dir / "whole.jsonl"));

  const fs::path ok = data_dir() / "batch" / "manifest.jsonl";
  ASSERT_EQ(run_command(cli() + " batch " + q(ok) + " -o " + q(dir / "ok.jsonl")).exit_code, 0);
  EXPECT_EQ(run_command(cli() + " batch --merge " + q(dir / "ok.jsonl") + " --fail-under 100").exit_code,
            run_command(cli() + " batch " + q(ok) + " --fail-under 100").exit_code);
}

TEST_F(Determinism, MergeRefusesTheSameShardTwiceAndForeignFiles) {
  TempDir dir;
  const fs::path m = data_dir() / "batch" / "manifest.jsonl";
  ASSERT_EQ(run_command(cli() + " batch " + q(m) + " --shard 1/2 -o " + q(dir / "a.jsonl")).exit_code, 0);
  RunResult twice = run_command(cli() + " batch --merge " + q(dir / "a.jsonl") + " " + q(dir / "a.jsonl") + " -o " +
                                q(dir / "out.jsonl"));
  EXPECT_EQ(twice.exit_code, 2);
  EXPECT_NE(twice.err.find((dir / "a.jsonl").string() + ":1:1: error: pair index 0 ('small/fwd__joint') is also in " +
                           (dir / "a.jsonl").string() + ":1 (the same shard merged twice?)"),
            std::string::npos)
      << twice.err;
  EXPECT_FALSE(fs::exists(dir / "out.jsonl"));

  RunResult foreign = run_command(cli() + " batch --merge " + q(m));
  EXPECT_EQ(foreign.exit_code, 2);
  EXPECT_NE(foreign.err.find(":1:1: error: row has no \"id\" and \"index\""), std::string::npos) << foreign.err;

  RunResult mixed = run_command(cli() + " batch --merge " + q(dir / "a.jsonl") + " --shard 1/2");
  EXPECT_EQ(mixed.exit_code, 2);
  EXPECT_NE(mixed.err.find("--merge runs no pair; --shard does not apply"), std::string::npos) << mixed.err;
}

}  // namespace
}  // namespace fxmatch::testing
