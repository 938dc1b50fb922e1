// Adversarial search cases (tests/support/adversarial.hpp) timed: for each
// case and budget, fxmatch match() in a forked child (so peak RSS is that
// run's own), and Boost VF2's first monomorphism on the same search models
// under a time limit, as the baseline in the same run.
//
//   fxmatch_bench_adversarial [--vf2-limit S] [--budgets B1,B2,...]
//
// Prints one JSON object per line: case, nodes, budget, match ms, steps,
// complete, matched (exact and partial ops among them), peak RSS MB; then
// the VF2 line per case.
#include "support/adversarial.hpp"
#include "support/support.hpp"
#include "support/vf2_baseline.hpp"

#include "fxmatch/engine/matcher.hpp"
#include "fxmatch/parsers/parse.hpp"

#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace {

using namespace fxmatch;

struct Run {
  double ms = 0;
  std::uint64_t steps = 0;
  bool complete = false;
  std::size_t matched = 0;
  std::size_t exact = 0, partial = 0;  ///< ops mapped with every argument agreeing / not
  double rss_mb = 0;
};

// match() in a child; the result comes back through a pipe, the peak RSS
// from wait4.
Run run_child(const Graph& p, const Graph& t, const RuleSet& rules, std::uint64_t budget) {
  int fds[2];
  if (::pipe(fds) != 0) std::abort();
  const pid_t pid = ::fork();
  if (pid == 0) {
    ::close(fds[0]);
    MatchOptions o;
    o.budget = budget;
    const auto t0 = std::chrono::steady_clock::now();
    const MatchResult r = match(p, t, rules, o);
    Run out;
    out.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    out.steps = r.stats.steps;
    out.complete = r.stats.complete;
    out.matched = r.stats.matched;
    for (const NodeMatch& m : r.nodes) {
      out.exact += m.how == How::Exact;
      out.partial += m.how == How::Partial;
    }
    if (::write(fds[1], &out, sizeof out) != static_cast<ssize_t>(sizeof out)) ::_exit(3);
    ::_exit(0);
  }
  ::close(fds[1]);
  Run out;
  if (::read(fds[0], &out, sizeof out) != static_cast<ssize_t>(sizeof out)) std::abort();
  ::close(fds[0]);
  int status = 0;
  rusage ru{};
  ::wait4(pid, &status, 0, &ru);
  out.rss_mb = static_cast<double>(ru.ru_maxrss) / 1024.0;
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  double vf2_limit = 10;
  std::vector<std::uint64_t> budgets{10'000, 100'000, 1'000'000, MatchOptions{}.budget};
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--vf2-limit" && i + 1 < argc) {
      vf2_limit = std::atof(argv[++i]);
    } else if (a == "--budgets" && i + 1 < argc) {
      budgets.clear();
      std::stringstream ss(argv[++i]);
      for (std::string b; std::getline(ss, b, ',');) budgets.push_back(std::stoull(b));
    } else {
      std::fprintf(stderr, "usage: fxmatch_bench_adversarial [--vf2-limit S] [--budgets B1,B2,...]\n");
      return 2;
    }
  }
  const RuleSet& rules = testing::default_rules();
  for (const auto& c : testing::adversarial_cases()) {
    auto p = parse_graph(c.pattern, c.name + ".pattern.py");
    auto t = parse_graph(c.target, c.name + ".target.py");
    if (!p || !t) {
      std::fprintf(stderr, "%s\n", (p ? t.error() : p.error()).render().c_str());
      return 1;
    }
    for (std::uint64_t budget : budgets) {
      const Run r = run_child(*p, *t, rules, budget);
      nlohmann::ordered_json j = {{"case", c.name},         {"pattern_nodes", p->size()}, {"target_nodes", t->size()},
                                  {"budget", budget},       {"match_ms", r.ms},           {"steps", r.steps},
                                  {"complete", r.complete}, {"matched", r.matched},       {"exact", r.exact},
                                  {"partial", r.partial},   {"peak_rss_mb", r.rss_mb}};
      std::printf("%s\n", j.dump().c_str());
      std::fflush(stdout);
    }
    detail::LabelTable labels;
    const auto P = detail::build_search_model(*p, rules, labels, true, false);
    const auto T = detail::build_search_model(*t, rules, labels, true, false);
    double ms = 0;
    auto res = bench::run_limited(
        [&] {
          auto found = bench::vf2_first(P, T);
          return std::vector<std::uint32_t>{found ? 1u : 0u};
        },
        vf2_limit, &ms);
    nlohmann::ordered_json v = {{"case", c.name}, {"baseline", "boost vf2_subgraph_mono first mapping"},
                                {"limit_s", vf2_limit}, {"finished", res.has_value()}, {"ms", ms}};
    if (res) v["found"] = (*res)[0] == 1;
    std::printf("%s\n", v.dump().c_str());
    std::fflush(stdout);
  }
  return 0;
}
