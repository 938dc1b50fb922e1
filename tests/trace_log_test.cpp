// TORCH_TRACE logs as a container (parsers/trace_log.cpp), on a real log
// made by capture/trace_train_step.py with torch 2.13 (tests/data/trace).
#include "support/support.hpp"

#include "fxmatch/engine/relate.hpp"
#include "fxmatch/parsers/parse.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <unistd.h>

namespace fxmatch {
namespace {

namespace fs = std::filesystem;

std::string trace_dir() { return (testing::data_dir() / "trace" / "train_step").string(); }

std::set<std::string> titles(const std::string& path) {
  auto entries = list_file(path);
  EXPECT_TRUE(entries) << (entries ? "" : entries.error().render());
  std::set<std::string> out;
  if (entries)
    for (const auto& e : *entries) out.insert(e.title);
  return out;
}

TEST(TraceLog, FolderListsEveryCompiledRegionsAotAndDynamoGraphs) {
  // Two regions (graph break) x two compiles (dynamic batch) = 4 compile ids.
  std::set<std::string> t = titles(trace_dir());
  for (const char* cid : {"0/0", "1/0", "0/1", "1/1"})
    for (const char* art : {"dynamo_output_graph", "aot_joint_graph", "aot_forward_graph", "aot_backward_graph"})
      EXPECT_TRUE(t.count("[" + std::string(cid) + "] " + art)) << cid << " " << art;
}

TEST(TraceLog, FileAndFolderListTheSame) {
  std::string file;
  for (const auto& e : fs::directory_iterator(trace_dir())) file = e.path().string();
  EXPECT_EQ(titles(file), titles(trace_dir()));
}

TEST(TraceLog, EveryListedGraphParsesAndTheRecompileHasSymbolicSizes) {
  auto entries = list_file(trace_dir());
  ASSERT_TRUE(entries);
  for (const auto& e : *entries) {
    auto g = parse_file(trace_dir(), e.title);
    ASSERT_TRUE(g) << e.title << ": " << g.error().render();
    EXPECT_GT(g->size(), 2u) << e.title;
    EXPECT_EQ(g->title, e.title);
  }
  // The second compile of region 0 is dynamic in the batch: a SymInt input
  // and an [s77, 16] activation (as torch printed them).
  auto fwd = parse_file(trace_dir(), "[0/1] aot_forward_graph");
  ASSERT_TRUE(fwd);
  bool sym_input = false, sym_dim = false;
  for (VertexId v = 0; v < fwd->size(); ++v) {
    const Node& n = fwd->node(v);
    if (!n.meta) continue;
    if (n.kind == NodeKind::Placeholder && n.meta->dtype == "Sym") sym_input = true;
    for (const auto& d : n.meta->shape) sym_dim |= !d.empty() && d[0] == 's';
  }
  EXPECT_TRUE(sym_input);
  EXPECT_TRUE(sym_dim);
}

TEST(TraceLog, RelateFindsWhatAotSavedForBackward) {
  // AOTAutograd names each saved value's backward input like the forward
  // value it returns (`SavedForBackwardsAOTOutput` in the log): that is the
  // truth; relate never reads names.
  auto ders = DerivativeRules::load_default();
  ASSERT_TRUE(ders);
  for (const char* cid : {"0/0", "1/0", "0/1", "1/1"}) {
    const std::string c = "[" + std::string(cid) + "] ";
    auto fwd = parse_file(trace_dir(), c + "aot_forward_graph");
    auto bwd = parse_file(trace_dir(), c + "aot_backward_graph");
    auto joint = parse_file(trace_dir(), c + "aot_joint_graph");
    ASSERT_TRUE(fwd && bwd && joint) << cid;
    RelateResult r = relate(*fwd, *bwd, &*joint, testing::default_rules(), *ders);
    std::size_t saved_inputs = 0;
    for (VertexId v = 0; v < bwd->size(); ++v)
      if (bwd->node(v).kind == NodeKind::Placeholder && bwd->node(v).name.rfind("tangents_", 0) != 0 &&
          fwd->find(bwd->node(v).name) != kNoVertex)
        ++saved_inputs;
    EXPECT_GT(saved_inputs, 0u) << cid;
    EXPECT_EQ(r.saved.size(), saved_inputs) << cid;
    for (const auto& s : r.saved) EXPECT_EQ(fwd->node(s.forward).name, bwd->node(s.backward).name) << cid;
  }
}

TEST(TraceLog, MalformedPayloadIsAnErrorAtItsLogLine) {
  const std::string log =
      "V1201 08:23:02.428000 7893 torch/_dynamo/output_graph.py:2841] {\"dynamo_output_graph\": {}, \"frame_id\": 0, "
      "\"frame_compile_id\": 0, \"attempt\": 0, \"has_payload\": \"x\"}\n"
      "\tclass GraphModule(torch.nn.Module):\n"
      "\t    def forward(self, L_x_: \"f32[8, 16][16, 1]cpu\"):\n"
      "\t        y = torch.relu(L_x_ +)\n"
      "\t        return (y,)\n";
  auto g = parse_graph(log, "t.log", "[0/0] dynamo_output_graph");
  ASSERT_FALSE(g);
  EXPECT_EQ(g.error().file, "t.log");
  EXPECT_EQ(g.error().line, 4);
  EXPECT_GT(g.error().col, 1);
  EXPECT_NE(g.error().source_line.find("torch.relu(L_x_ +)"), std::string::npos);
}

TEST(TraceLog, NonGraphRecordsAndJsonPayloadsAreSkipped) {
  const std::string log =
      "V1201 08:23:02.428000 7893 a.py:1] {\"str\": [\"/x.py\", 0]}\n"
      "V1201 08:23:02.428000 7893 a.py:1] {\"artifact\": {\"name\": \"fake_graph\", \"encoding\": \"json\"}, "
      "\"frame_id\": 0, \"frame_compile_id\": 0, \"attempt\": 0, \"has_payload\": \"x\"}\n"
      "\t{\"a\": 1}\n"
      "V1201 08:23:02.428000 7893 a.py:1] {\"aot_inference_graph\": {}, \"frame_id\": 2, \"frame_compile_id\": 0, "
      "\"attempt\": 0, \"has_payload\": \"x\"}\n"
      "\tclass GraphModule(torch.nn.Module):\n"
      "\t    def forward(\n"
      "\t        self,\n"
      "\t        arg0_1: \"f32[4][1]cpu\",  # PlainAOTInput(idx=0)\n"
      "\t    ):\n"
      "\t        relu: \"f32[4][1]cpu\" = torch.ops.aten.relu.default(arg0_1);  arg0_1 = None\n"
      "\t        return (\n"
      "\t            relu,  # PlainAOTOutput(idx=0)\n"
      "\t        )\n";
  auto entries = list_graphs(log, "t.log");
  ASSERT_TRUE(entries);
  ASSERT_EQ(entries->size(), 1u);
  EXPECT_EQ((*entries)[0].title, "[2/0] aot_inference_graph");
  EXPECT_EQ((*entries)[0].line, 6);
  auto g = parse_graph(log, "t.log", "0");
  ASSERT_TRUE(g) << g.error().render();
  EXPECT_EQ(dump(*g),
            "%arg0_1 = placeholder : f32[4][1]cpu\n"
            "%relu = call_function aten.relu.default(%arg0_1) : f32[4][1]cpu\n"
            "%output = output((%relu,))\n");
}

TEST(TraceLog, FolderWithSeveralLogsNamesThem) {
  fs::path dir = fs::temp_directory_path() / ("fxmatch_trace_ranks_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  std::string file;
  for (const auto& e : fs::directory_iterator(trace_dir())) file = e.path().string();
  fs::copy_file(file, dir / "rank_0.log", fs::copy_options::overwrite_existing);
  fs::copy_file(file, dir / "rank_1.log", fs::copy_options::overwrite_existing);
  auto entries = list_file(dir.string());
  ASSERT_FALSE(entries);
  EXPECT_NE(entries.error().message.find("2 TORCH_TRACE logs"), std::string::npos) << entries.error().message;
  EXPECT_NE(entries.error().message.find("rank_0.log, rank_1.log"), std::string::npos) << entries.error().message;
  fs::remove_all(dir);
}

}  // namespace
}  // namespace fxmatch
