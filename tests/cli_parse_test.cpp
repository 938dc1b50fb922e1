// `fxmatch parse` end to end: exit codes, help, error format, json validity.
#include "support/support.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cstdio>
#include <unistd.h>

namespace fxmatch {
namespace {

std::string cli() { return testing::cli_path(); }
std::string data(const std::string& name) { return (testing::data_dir() / "parser" / name).string(); }

TEST(CliParse, HelpDescribesFormatsAndOptions) {
  if (cli().empty()) GTEST_SKIP() << "CLI not built";
  auto r = testing::run_command(cli() + " parse --help");
  EXPECT_EQ(r.exit_code, 0);
  for (const char* want : {"--graph", "--format", "--list", "print_readable", "TORCH_LOGS", "depyf", "Exit status"})
    EXPECT_NE(r.out.find(want), std::string::npos) << want;
}

TEST(CliParse, TextDumpEndsWithCounts) {
  if (cli().empty()) GTEST_SKIP() << "CLI not built";
  auto r = testing::run_command(cli() + " parse " + data("symbolic_code.txt"));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("%sym_size_int = call_function aten.sym_size.int(%x_1, 0) : Sym(s75)\n"), std::string::npos);
  EXPECT_NE(r.out.find("# nodes: 10 (placeholder 1, get_attr 1, call_function 7, output 1), edges: 11\n"),
            std::string::npos)
      << r.out;
}

TEST(CliParse, JsonIsValidAndComplete) {
  if (cli().empty()) GTEST_SKIP() << "CLI not built";
  auto r = testing::run_command(cli() + " parse " + data("torch213_logs.txt") + " --graph 'forward graph 0' --format json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["title"], "Forward graph 0");
  EXPECT_EQ(j["counts"]["nodes"], 8);
  EXPECT_EQ(j["counts"]["placeholder"], 3);
  EXPECT_EQ(j["counts"]["output"], 1);
  const auto& sin = j["nodes"][3];
  EXPECT_EQ(sin["name"], "sin");
  EXPECT_EQ(sin["kind"], "call_function");
  EXPECT_EQ(sin["target"], "aten.sin.default");
  EXPECT_EQ(sin["args"], nlohmann::json::array({"%primals_2"}));
  EXPECT_EQ(sin["dtype"], "f32");
  EXPECT_EQ(sin["shape"], nlohmann::json::array({"s77"}));
  EXPECT_EQ(sin["line"], 21);
  EXPECT_NE(sin["source"].get<std::string>().find("/tmp/logs.py:3"), std::string::npos);
}

TEST(CliParse, ListShowsTitlesIndicesAndLines) {
  if (cli().empty()) GTEST_SKIP() << "CLI not built";
  auto r = testing::run_command(cli() + " parse --list " + data("torch213_logs.txt"));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("1\tForward graph 0\tline 19\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("2\tBackward graph 0\tline 31\n"), std::string::npos) << r.out;
}

TEST(CliParse, SeveralGraphsWithoutChoiceIsExit2) {
  if (cli().empty()) GTEST_SKIP() << "CLI not built";
  const std::string f = data("torch213_logs.txt");
  auto r = testing::run_command(cli() + " parse " + f);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err.rfind(f + ": error: 3 graphs found, select one by title or index: 0 '__compiled_fn_1", 0), 0u)
      << r.err;
}

TEST(CliParse, MissingFileAndBadUsage) {
  if (cli().empty()) GTEST_SKIP() << "CLI not built";
  auto r = testing::run_command(cli() + " parse /nonexistent/FILE.txt");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, "/nonexistent/FILE.txt: error: cannot open file: No such file or directory\n");
  r = testing::run_command(cli() + " parse");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("parse: needs a FILE"), std::string::npos);
  r = testing::run_command(cli() + " parse " + data("makefx_code.txt") + " --format xml");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("--format must be text or json"), std::string::npos);
}

TEST(CliParse, MalformedInputPrintsLocatedErrorWithCaret) {
  if (cli().empty()) GTEST_SKIP() << "CLI not built";
  char path[] = "/tmp/fxmatch_bad_XXXXXX";
  int fd = mkstemp(path);
  ASSERT_GE(fd, 0);
  const std::string text = "def forward(self, x):\n    y = torch.ops.aten.neg.default(x, [1, 2)\n    return y\n";
  ASSERT_EQ(write(fd, text.data(), text.size()), static_cast<ssize_t>(text.size()));
  close(fd);
  auto r = testing::run_command(cli() + " parse " + path);
  std::remove(path);
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.err, std::string(path) + ":2:44: error: expected ',' or ']', found ')'\n" +
                       "    y = torch.ops.aten.neg.default(x, [1, 2)\n" + std::string(43, ' ') + "^\n");
}

}  // namespace
}  // namespace fxmatch
