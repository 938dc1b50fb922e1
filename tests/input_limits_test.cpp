// Hostile input: inputs beyond ParseLimits (bytes, line length, nodes,
// nesting depth) and binary input are `file:line:col: error:` diagnostics
// with exit 2, never an out-of-memory kill, a stack overflow or a hang.
// Checked through the library and the CLI: a 10 MB single line, a 1 GiB
// file (sparse, so it costs no disk; refused before it is read), 100 MB
// through a pipe, 100k nested brackets, NUL bytes.
#include "support/support.hpp"

#include "fxmatch/parsers/parse.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

namespace fxmatch::testing {
namespace {

namespace fs = std::filesystem;

std::string q(const fs::path& p) { return "'" + p.string() + "'"; }

class TempFile {
 public:
  explicit TempFile(const std::string& stem)
      : path_(fs::temp_directory_path() / ("fxmatch_limits." + std::to_string(::getpid()) + "." + stem)) {}
  ~TempFile() { fs::remove(path_); }
  const fs::path& path() const { return path_; }
  void write(const std::string& text) const { std::ofstream(path_, std::ios::binary) << text; }

 private:
  fs::path path_;
};

std::string small_graph(const std::string& body) {
  return "def forward(self, x_1):\n" + body + "    return x_1\n";
}

TEST(InputLimits, TenMegabyteSingleLineIsRefusedWithItsLength) {
  const std::string text = "def forward(self, x_1):\n    y = " + std::string(10u << 20, 'a') + "\n";
  auto g = parse_graph(text, "long.py");
  ASSERT_FALSE(g);
  EXPECT_EQ(g.error().render().substr(0, 138),
            "long.py:2:8388609: error: line is 10,485,768 bytes long, over the limit of 8,388,608 bytes "
            "(max_line_bytes, --max-line-bytes)\n    y = aaaa");
  // The shown line is cut, the caret stops at its end.
  EXPECT_LT(g.error().render().size(), 700u);
}

TEST(InputLimits, TenMegabyteLineWithoutALimitStillEndsInADiagnostic) {
  ParseLimits unlimited;
  unlimited.max_line_bytes = 0;
  const std::string text = "def forward(self, x_1):\n    y = torch.ops.aten.relu.default(" + std::string(10u << 20, '(') + "\n";
  auto g = parse_graph(text, "deep.py", "", unlimited);
  ASSERT_FALSE(g);
  // 36 bytes before the call's '(', then 256 levels: the 257th is refused.
  EXPECT_EQ(g.error().render().substr(0, 80),
            "deep.py:2:293: error: expression nested too deeply (limit 256)\n    y = torch.ops");
}

TEST(InputLimits, DeepNestingIsADiagnosticAtTheLimit) {
  for (int depth : {1, 16, 256, 1024}) {
    ParseLimits limits;
    limits.max_depth = depth;
    const std::string text = small_graph("    y = torch.ops.aten.cat.default(" + std::string(100000, '[') + "x_1" +
                                         std::string(100000, ']') + ")\n");
    auto g = parse_graph(text, "nest.py", "", limits);
    ASSERT_FALSE(g) << depth;
    EXPECT_NE(g.error().message.find("nested too deeply (limit " + std::to_string(depth) + ")"), std::string::npos)
        << g.error().render();
    EXPECT_EQ(g.error().line, 2);
  }
  // Within the limit the same shape parses.
  ParseLimits limits;
  limits.max_depth = 64;
  auto ok = parse_graph(small_graph("    y = torch.ops.aten.cat.default(" + std::string(60, '[') + "x_1" +
                                    std::string(60, ']') + ")\n"),
                        "nest.py", "", limits);
  EXPECT_TRUE(ok) << ok.error().render();
}

TEST(InputLimits, DeepAnnotationNesting) {
  const std::string text = "def forward(self, x_1: \"f32" + std::string(5000, '[') + "\"):\n    return x_1\n";
  auto g = parse_graph(text, "ann.py");
  ASSERT_FALSE(g);
  EXPECT_NE(g.error().message.find("nested too deeply"), std::string::npos) << g.error().render();
  EXPECT_EQ(g.error().line, 1);
}

TEST(InputLimits, NodeLimit) {
  std::string body;
  for (int i = 0; i < 100; ++i) body += "    r" + std::to_string(i) + " = torch.ops.aten.relu.default(x_1)\n";
  ParseLimits limits;
  limits.max_nodes = 50;
  auto g = parse_graph(small_graph(body), "many.py", "", limits);
  ASSERT_FALSE(g);
  EXPECT_EQ(g.error().render(), "many.py: error: graph has 102 nodes, over the limit of 50 (max_nodes, --max-nodes)");
  limits.max_nodes = 102;
  EXPECT_TRUE(parse_graph(small_graph(body), "many.py", "", limits));
}

TEST(InputLimits, ByteLimitOnText) {
  ParseLimits limits;
  limits.max_bytes = 1000;
  auto g = parse_graph(small_graph(std::string(2000, '#') + "\n"), "big.py", "", limits);
  ASSERT_FALSE(g);
  EXPECT_EQ(g.error().render(), "big.py: error: input is 2,040 bytes, over the limit of 1,000 bytes (max_bytes, --max-bytes)");
}

TEST(InputLimits, NulBytesPointAtTheirColumn) {
  std::string text = small_graph("    y = torch.ops.aten.relu.default(x_1)\n");
  text.insert(text.find("relu"), std::string(1, '\0'));
  auto g = parse_graph(text, "nul.py");
  ASSERT_FALSE(g);
  EXPECT_EQ(g.error().render(),
            "nul.py:2:24: error: input contains a NUL byte (binary file?)\n"
            "    y = torch.ops.aten.?relu.default(x_1)\n"
            "                       ^");
}

class CliLimits : public ::testing::Test {
 protected:
  void SetUp() override {
    if (cli_path().empty()) GTEST_SKIP() << "CLI not built";
  }
  std::string cli() const { return q(cli_path()); }
};

// A 1 GiB file is refused from its size, before anything is read: quick,
// and no memory spent (the sparse file has no blocks on disk).
TEST_F(CliLimits, OneGigabyteFileIsRefusedBeforeReading) {
  TempFile f("1g.txt");
  { std::ofstream(f.path()) << "garbage"; }
  fs::resize_file(f.path(), 1ull << 30);
  for (const char* cmd : {"parse", "match"}) {
    RunResult r = run_command(cli() + " " + cmd + " " + q(f.path()) + (std::string(cmd) == "match" ? " " + q(f.path()) : ""));
    EXPECT_EQ(r.exit_code, 2) << cmd;
    EXPECT_EQ(r.err, f.path().string() + ": error: file is 1,073,741,824 bytes, over the limit of 536,870,912 bytes "
                                         "(max_bytes, --max-bytes)\n")
        << cmd;
    EXPECT_EQ(r.out, "");
  }
}

// Pipes have no size: reading stops at the limit.
TEST_F(CliLimits, PipeIsCutAtTheLimit) {
  RunResult r = run_command("(head -c 100000000 /dev/zero | " + cli() + " parse /dev/stdin --max-bytes 16M)");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "/dev/stdin: error: file is more than 16,777,216 bytes, over the limit of 16,777,216 bytes "
                   "(max_bytes, --max-bytes)\n");
}

// Random bytes under the limit: the first invalid byte, with line and column.
TEST_F(CliLimits, RandomGarbageIsABinaryFileError) {
  TempFile f("garbage.bin");
  RunResult gen = run_command("(head -c 2000000 /dev/urandom > " + q(f.path()) + ")");  // run_command redirects the subshell
  ASSERT_EQ(fs::file_size(f.path()), 2000000u);
  ASSERT_EQ(gen.exit_code, 0);
  RunResult r = run_command(cli() + " parse " + q(f.path()));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err.rfind(f.path().string() + ":", 0), 0u) << r.err;
  EXPECT_NE(r.err.find("(binary file?)"), std::string::npos) << r.err;
}

TEST_F(CliLimits, LimitsAreOptionsWithHelpAndChecks) {
  RunResult help = run_command(cli() + " match --help");
  for (const char* s : {"--max-bytes", "--max-line-bytes", "--max-nodes", "--max-depth", "512M", "8M"})
    EXPECT_NE(help.out.find(s), std::string::npos) << s;
  TempFile f("ten.py");
  f.write(small_graph("    y = torch.ops.aten.relu.default(x_1)\n"));
  EXPECT_EQ(run_command(cli() + " parse " + q(f.path()) + " --max-bytes 1K").exit_code, 0);
  RunResult tiny = run_command(cli() + " parse " + q(f.path()) + " --max-bytes 10");
  EXPECT_EQ(tiny.exit_code, 2);
  EXPECT_NE(tiny.err.find("over the limit of 10 bytes"), std::string::npos) << tiny.err;
  RunResult bad = run_command(cli() + " parse " + q(f.path()) + " --max-bytes lots");
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.err.find("--max-bytes: expected a size such as 512M, got 'lots'"), std::string::npos) << bad.err;
  EXPECT_EQ(run_command(cli() + " parse " + q(f.path()) + " --max-depth 0").exit_code, 2);
  RunResult line = run_command(cli() + " parse " + q(f.path()) + " --max-line-bytes 30");
  EXPECT_EQ(line.exit_code, 2);
  EXPECT_NE(line.err.find(":2:31: error: line is 40 bytes long, over the limit of 30 bytes (max_line_bytes, "
                          "--max-line-bytes)\n    y = torch.ops.aten.relu.default(x_1)\n"),
            std::string::npos)
      << line.err;
}

TEST_F(CliLimits, BatchAppliesLimitsToEveryDump) {
  const fs::path m = data_dir() / "batch" / "manifest.jsonl";
  RunResult r = run_command(cli() + " batch " + q(m) + " --max-nodes 5");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("over the limit of 5 (max_nodes, --max-nodes)"), std::string::npos) << r.err;
  RunResult big = run_command(cli() + " batch " + q(m) + " --max-bytes 100");
  EXPECT_EQ(big.exit_code, 2);
  EXPECT_NE(big.err.find("manifest is "), std::string::npos) << big.err;
}

}  // namespace
}  // namespace fxmatch::testing
