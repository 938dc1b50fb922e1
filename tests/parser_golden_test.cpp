// Golden canonical dumps of small real graphs (tests/data/parser/*.txt ->
// tests/data/parser/golden/<stem>.golden). Every graph of a file is dumped with
// its title, node locations and `# File:` sources.
// FXMATCH_UPDATE_GOLDEN=1 rewrites the golden files instead of comparing.
#include "fxmatch/parsers/parse.hpp"
#include "support/support.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>

namespace fxmatch {
namespace {

namespace fs = std::filesystem;

std::string render_all(const std::string& text, const std::string& name) {
  auto entries = list_graphs(text, name);
  if (!entries) return "ERROR " + entries.error().render() + "\n";
  std::string out;
  for (const GraphEntry& e : *entries) {
    out += "# graph " + std::to_string(e.index) + " '" + e.title + "' (line " + std::to_string(e.line) + ")\n";
    auto g = parse_graph(text, name, std::to_string(e.index));
    if (!g) {
      out += "ERROR " + g.error().render() + "\n";
      continue;
    }
    out += dump(*g);
    out += "# locations\n";
    for (VertexId v = 0; v < g->size(); ++v) {
      const Node& n = g->node(v);
      out += n.name + " " + std::to_string(n.loc.line) + ":" + std::to_string(n.loc.col);
      if (!n.source.empty()) out += " " + n.source.str();
      out += "\n";
    }
  }
  return out;
}

std::vector<fs::path> inputs() {
  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(testing::data_dir() / "parser"))
    if (e.path().extension() == ".txt") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  return files;
}

TEST(ParserGolden, RealSamplesMatchGoldenDumps) {
  const bool update = std::getenv("FXMATCH_UPDATE_GOLDEN") != nullptr;
  const auto files = inputs();
  ASSERT_GE(files.size(), 7u);
  for (const fs::path& f : files) {
    const std::string actual = render_all(testing::read_file(f), f.filename().string());
    const fs::path golden = testing::data_dir() / "parser" / "golden" / (f.stem().string() + ".golden");
    if (update) {
      std::ofstream(golden, std::ios::binary) << actual;
      continue;
    }
    ASSERT_TRUE(fs::exists(golden)) << golden << " missing; run with FXMATCH_UPDATE_GOLDEN=1";
    EXPECT_EQ(actual, testing::read_file(golden)) << "golden mismatch for " << f.filename();
    EXPECT_EQ(actual.find("ERROR"), std::string::npos) << actual;
  }
}

}  // namespace
}  // namespace fxmatch
