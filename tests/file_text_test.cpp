// Reading input files mapped (ParseLimits::map_files, the CLI's choice) and
// with read() (the library's default): the same graph from every zoo dump
// and realworld file, the same refusals, and a file truncated under its
// mapping is an error with exit 2 from the CLI, not a crash.
#include "support/support.hpp"

#include "fxmatch/parsers/parse.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

namespace fxmatch::testing {
namespace {

namespace fs = std::filesystem;

std::string q(const fs::path& p) { return "'" + p.string() + "'"; }

// Every graph of a file, mapped and read, as canonical dumps; or the diagnostic.
std::string all_graphs(const fs::path& file, bool mapped) {
  ParseLimits limits;
  limits.map_files = mapped;
  auto entries = list_file(file.string(), limits);
  if (!entries) return "error: " + entries.error().render();
  std::string out;
  for (const GraphEntry& e : *entries) {
    auto g = parse_file(file.string(), entries->size() > 1 ? std::to_string(e.index) : "", limits);
    out += g ? g->origin + "|" + g->title + "\n" + dump(*g) : "error: " + g.error().render();
  }
  return out;
}

TEST(FileText, MappedAndReadGiveTheSameGraphs) {
  std::vector<fs::path> dirs{data_dir() / "zoo", data_dir() / "relate"};
  if (auto shared = shared_dir()) dirs.push_back(*shared / "realworld");
  std::size_t files = 0, graphs = 0;
  for (const fs::path& dir : dirs) {
    if (!fs::exists(dir)) continue;
    for (const auto& it : fs::recursive_directory_iterator(dir)) {
      const std::string ext = it.path().extension().string();
      if (!it.is_regular_file() || (ext != ".py" && ext != ".txt" && ext != ".log")) continue;
      const std::string read = all_graphs(it.path(), false);
      ASSERT_EQ(all_graphs(it.path(), true), read) << it.path();
      ++files;
      graphs += read.starts_with("error: ") ? 0 : 1;
    }
  }
  EXPECT_GE(files, 500u);
  EXPECT_GE(graphs, 500u);
}

TEST(FileText, LimitsAndMissingFilesAreTheSameDiagnostics) {
  const fs::path file = data_dir() / "zoo" / "mlp" / "bwd.code.py";
  ASSERT_TRUE(fs::exists(file));
  for (bool mapped : {false, true}) {
    ParseLimits limits;
    limits.map_files = mapped;
    limits.max_bytes = 100;
    auto g = parse_file(file.string(), "", limits);
    ASSERT_FALSE(g);
    EXPECT_NE(g.error().render().find(" bytes, over the limit of 100 bytes (max_bytes, --max-bytes)"),
              std::string::npos)
        << g.error().render();
    auto missing = parse_file((data_dir() / "no_such_file.py").string(), "", limits);
    ASSERT_FALSE(missing);
    EXPECT_NE(missing.error().render().find("cannot open file: No such file or directory"), std::string::npos);
    limits.max_bytes = 0;
    auto empty_dev = parse_file("/dev/null", "", limits);  // not a regular file: always read
    ASSERT_FALSE(empty_dev);
    EXPECT_NE(empty_dev.error().render().find("empty input"), std::string::npos) << empty_dev.error().render();
  }
}

// FXMATCH_TEST_TRUNCATE_MAPPED truncates the file right after it is mapped,
// so the parser's first touch of the text raises SIGBUS.
TEST(FileText, FileTruncatedUnderTheMappingIsAnErrorNotACrash) {
  if (cli_path().empty()) GTEST_SKIP() << "CLI not built";
  const fs::path copy = fs::temp_directory_path() / ("fxmatch_trunc." + std::to_string(::getpid()) + ".py");
  fs::copy_file(data_dir() / "zoo" / "mlp" / "bwd.code.py", copy, fs::copy_options::overwrite_existing);
  RunResult r = run_command("FXMATCH_TEST_TRUNCATE_MAPPED=1 " + q(cli_path()) + " parse " + q(copy));
  EXPECT_EQ(fs::file_size(copy), 0u) << "the hook did not truncate: the test did not test the mapping";
  fs::remove(copy);
  EXPECT_EQ(r.exit_code, 2) << r.err;
  EXPECT_NE(r.err.find("error: an input file was truncated while it was being read"), std::string::npos) << r.err;
  EXPECT_EQ(r.out, "");
}

}  // namespace
}  // namespace fxmatch::testing
