// Every dump of the committed zoo parses, in every format, to exactly the
// nodes the capturing PyTorch recorded (capture writes each graph's node list
// into meta.json straight from the torch.fx.Graph).
#include "fxmatch/parsers/parse.hpp"

#include "support/support.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <set>

namespace fxmatch::testing {
namespace {

namespace fs = std::filesystem;

TEST(ZooParse, EveryDumpHasTheNodesPyTorchRecorded) {
  const fs::path zoo = data_dir() / "zoo";
  int graphs = 0;
  for (const auto& model : fs::directory_iterator(zoo)) {
    if (!model.is_directory()) continue;
    const fs::path meta_file = model.path() / "meta.json";
    ASSERT_TRUE(fs::exists(meta_file)) << meta_file;
    const auto meta = nlohmann::json::parse(read_file(meta_file));
    for (const auto& [graph, nodes] : meta.items()) {
      std::set<std::string> want;
      for (const auto& [name, info] : nodes.items())
        if (info.at("op") != "output") want.insert(name);
      for (const char* ext : {".code.py", ".readable.py", ".graph.txt"}) {
        const fs::path file = model.path() / (graph + ext);
        if (!fs::exists(file)) continue;
        auto g = parse_file(file.string());
        ASSERT_TRUE(g.ok()) << g.error().render();
        std::set<std::string> got;
        for (VertexId v = 0; v < g->size(); ++v)
          if (g->node(v).kind != NodeKind::Output) got.insert(g->node(v).name);
        EXPECT_EQ(got, want) << file;
        ++graphs;
      }
    }
  }
  EXPECT_GT(graphs, 400);
}

}  // namespace
}  // namespace fxmatch::testing
