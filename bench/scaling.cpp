// Match time against graph size on generated repeated-layer graphs, and the
// Boost VF2 baseline (bench/support/vf2_baseline.hpp) on the same pairs.
//
//   fxmatch_bench_scaling NODES [--repeat R] [--vf2-limit S] [--no-vf2]
//
// Target: a joint fwd+bwd graph of L identical transformer-like layers
// (mm, add, native_layer_norm + getitem, mul with a duplicate operand,
// softmax, relu, a detach chain saved for backward, residual add), a sum loss
// and the backward (threshold_backward, _softmax_backward_data,
// native_layer_norm_backward + getitem, sum/view, t, mm, residual grad add).
// Pattern: the backward alone, as make_fx prints a pure backward graph: the
// loss is a placeholder and every forward value the backward reads (saved
// activations, parameters) is a get_attr constant. L is chosen so the target
// has about NODES nodes. The planted truth is known: an op maps to the node
// of the same name, a constant to the forward node it stands for (or that
// node's detach source, which holds the same value).
// Prints one JSON object: sizes, correct %, median match ms over R runs,
// steps, peak RSS, and the VF2 result (ms or timeout) under a S-second limit.
#include "support/layered_pair.hpp"
#include "support/vf2_baseline.hpp"

#include "fxmatch/engine/matcher.hpp"
#include "fxmatch/rules/rules.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <string>
#include <sys/resource.h>
#include <unordered_map>

namespace {

using namespace fxmatch;

using bench::Pair;
using bench::generate;

double peak_rss_mb() {
  rusage ru{};
  getrusage(RUSAGE_SELF, &ru);
  return static_cast<double>(ru.ru_maxrss) / 1024.0;
}

}  // namespace

int main(int argc, char** argv) {
  std::size_t nodes = 10000;
  int repeat = 3;
  double vf2_limit = 60;
  bool vf2 = true;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--repeat" && i + 1 < argc) repeat = std::atoi(argv[++i]);
    else if (a == "--vf2-limit" && i + 1 < argc) vf2_limit = std::atof(argv[++i]);
    else if (a == "--no-vf2") vf2 = false;
    else nodes = static_cast<std::size_t>(std::atoll(argv[i]));
  }
  auto rules = RuleSet::load_default();
  if (!rules) {
    std::fprintf(stderr, "%s\n", rules.error().render().c_str());
    return 2;
  }
  const Pair pair = generate(nodes);
  const double rss_graphs = peak_rss_mb();

  std::vector<double> times;
  MatchResult r;
  for (int k = 0; k < std::max(1, repeat); ++k) {
    r = match(pair.pattern, pair.target, *rules);
    times.push_back(r.stats.match_ms);
  }
  std::sort(times.begin(), times.end());
  const double median_ms = times[times.size() / 2];
  std::size_t correct = 0;
  std::vector<std::string> wrong;
  for (const NodeMatch& m : r.nodes) {
    const std::string pn = pair.pattern.node(m.pattern).name;
    const auto& ok = pair.truth.at(pn);
    const bool right = m.target != kNoVertex &&
                       std::find(ok.begin(), ok.end(), pair.target.node(m.target).name) != ok.end();
    correct += right;
    if (!right && wrong.size() < 5)
      wrong.push_back(pn + " -> " + (m.target == kNoVertex ? "(unmatched)" : pair.target.node(m.target).name.str()));
  }
  const double rss_match = peak_rss_mb();

  nlohmann::ordered_json j = {{"requested", nodes},
                              {"target_nodes", r.stats.target_nodes},
                              {"pattern_nodes", r.stats.pattern_nodes},
                              {"correct", correct},
                              {"correct_pct", 100.0 * static_cast<double>(correct) / static_cast<double>(r.nodes.size())},
                              {"wrong_examples", wrong},
                              {"match_ms_median", median_ms},
                              {"match_ms_all", times},
                              {"steps", r.stats.steps},
                              {"complete", r.stats.complete},
                              {"peak_rss_mb_graphs", rss_graphs},
                              {"peak_rss_mb", rss_match}};
  if (vf2) {
    detail::LabelTable labels;
    const bool shaped = detail::is_annotated(pair.pattern) && detail::is_annotated(pair.target);
    const auto P = detail::build_search_model(pair.pattern, *rules, labels, true, shaped);
    const auto T = detail::build_search_model(pair.target, *rules, labels, true, shaped);
    double ms = 0;
    auto res = bench::run_limited(
        [&] {
          auto found = bench::vf2_first(P, T);
          std::vector<std::uint32_t> out{found ? 1u : 0u};
          if (found) out.insert(out.end(), found->begin(), found->end());
          return out;
        },
        vf2_limit, &ms);
    j["vf2_limit_s"] = vf2_limit;
    j["vf2_finished"] = res.has_value();
    j["vf2_ms"] = ms;
    if (res) {
      std::vector<detail::ModelId> map(P.size(), detail::kNone);
      if ((*res)[0] == 1 && res->size() == 1 + map.size()) std::copy(res->begin() + 1, res->end(), map.begin());
      const auto img = bench::report_vertices(P, T, map);
      std::size_t vcorrect = 0;
      std::size_t i = 0;
      for (VertexId v = 0; v < pair.pattern.size(); ++v) {
        if (pair.pattern.node(v).kind == NodeKind::Output) continue;
        const auto& ok = pair.truth.at(pair.pattern.node(v).name);
        vcorrect += img[i] != kNoVertex &&
                    std::find(ok.begin(), ok.end(), pair.target.node(img[i]).name) != ok.end();
        ++i;
      }
      j["vf2_found"] = (*res)[0] == 1;
      j["vf2_correct_pct"] = 100.0 * static_cast<double>(vcorrect) / static_cast<double>(i);
    }
  }
  std::printf("%s\n", j.dump().c_str());
  return 0;
}
