// End to end through the library on generated repeated-layer graphs written
// as graph-code dumps (bench/support/layered_pair.hpp, code_writer.hpp):
// parse both files, then match, in one process; peak RSS against the node
// count of both graphs. `scripts/bench_perf.sh` times the CLI on the same files.
//
//   fxmatch_bench_e2e write NODES DIR   writes DIR/pattern_NODES.py and DIR/target_NODES.py
//   fxmatch_bench_e2e run NODES DIR     parse_file both + match(); one JSON line
//   fxmatch_bench_e2e run NODES DIR map the same with ParseLimits::map_files (the
//                                       CLI's choice: files mapped, not read into memory)
//
// "ops_correct_pct": pattern ops mapped to the target node of the same name
// (the generator's planted truth for ops; constants are checked by
// fxmatch_bench_scaling).
#include "support/code_writer.hpp"
#include "support/layered_pair.hpp"

#include "fxmatch/engine/matcher.hpp"
#include "fxmatch/parsers/parse.hpp"

#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <sys/resource.h>

namespace {

using namespace fxmatch;
using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

double peak_rss_bytes() {
  rusage ru{};
  getrusage(RUSAGE_SELF, &ru);
  return static_cast<double>(ru.ru_maxrss) * 1024.0;
}

int write(std::size_t n, const std::string& dir) {
  const bench::Pair pair = bench::generate(n);
  for (auto [name, g] : {std::pair{"pattern", &pair.pattern}, {"target", &pair.target}}) {
    const std::string path = dir + "/" + name + "_" + std::to_string(n) + ".py";
    std::ofstream(path, std::ios::binary) << bench::to_code(*g);
    std::printf("%s: %zu nodes\n", path.c_str(), g->size());
  }
  return 0;
}

int run(std::size_t n, const std::string& dir, bool map) {
  ParseLimits limits;
  limits.map_files = map;
  auto rules = RuleSet::load_default();
  if (!rules) {
    std::fprintf(stderr, "%s\n", rules.error().render().c_str());
    return 2;
  }
  const double rss0 = peak_rss_bytes();
  const auto t0 = Clock::now();
  auto p = parse_file(dir + "/pattern_" + std::to_string(n) + ".py", "", limits);
  const double parse_p = ms_since(t0);
  const auto t1 = Clock::now();
  auto t = parse_file(dir + "/target_" + std::to_string(n) + ".py", "", limits);
  const double parse_t = ms_since(t1);
  if (!p || !t) {
    std::fprintf(stderr, "%s\n", (!p ? p.error() : t.error()).render().c_str());
    return 2;
  }
  const double rss_parsed = peak_rss_bytes();
  const MatchResult r = match(*p, *t, *rules);
  const double total = ms_since(t0);
  const double rss = peak_rss_bytes();
  std::size_t ops = 0, ops_ok = 0;
  for (const NodeMatch& m : r.nodes) {
    const Node& pn = p->node(m.pattern);
    if (pn.kind != NodeKind::CallFunction) continue;
    ++ops;
    ops_ok += m.target != kNoVertex && t->node(m.target).name == pn.name;
  }
  const double nodes = static_cast<double>(p->size() + t->size());
  nlohmann::ordered_json j = {{"files", map ? "mapped" : "read"},
                              {"pattern_nodes", p->size()},
                              {"target_nodes", t->size()},
                              {"parse_pattern_ms", parse_p},
                              {"parse_target_ms", parse_t},
                              {"match_ms", r.stats.match_ms},
                              {"total_ms", total},
                              {"steps", r.stats.steps},
                              {"ops_correct_pct", 100.0 * static_cast<double>(ops_ok) / static_cast<double>(ops)},
                              {"peak_rss_mb", rss / 1e6},
                              {"peak_rss_after_parse_mb", rss_parsed / 1e6},
                              {"bytes_per_node", (rss - rss0) / nodes},
                              {"bytes_per_node_after_parse", (rss_parsed - rss0) / nodes}};
  std::printf("%s\n", j.dump().c_str());
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4 && !(argc == 5 && std::string(argv[1]) == "run" && std::string(argv[4]) == "map")) {
    std::fprintf(stderr, "usage: fxmatch_bench_e2e write|run NODES DIR [map]\n");
    return 2;
  }
  const std::string mode = argv[1];
  const auto n = static_cast<std::size_t>(std::atoll(argv[2]));
  return mode == "write" ? write(n, argv[3]) : run(n, argv[3], argc == 5);
}
