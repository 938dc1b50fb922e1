// One pair: parse, (rename), match, score. All pairs: a small worker pool.
#include "batch.hpp"
#include "match_output.hpp"

#include "fxmatch/parsers/parse.hpp"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <thread>

namespace fxmatch::cli::batch {

namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

PairResult error_row(PairResult r, std::string text) {
  r.error = true;
  r.error_text = std::move(text);
  return r;
}

}  // namespace

PairResult run_pair(const ManifestEntry& entry, const RuleSet& rules, const BatchOptions& options) {
  PairResult r;
  r.entry = &entry;
  const auto t0 = Clock::now();
  auto pattern = parse_file(entry.pattern_path, entry.pattern_graph, options.limits);
  if (!pattern) return error_row(std::move(r), pattern.error().render());
  auto target = parse_file(entry.target_path, entry.target_graph, options.limits);
  if (!target) return error_row(std::move(r), target.error().render());
  r.parse_ms = ms_since(t0);

  std::optional<Truth> truth;
  if (!entry.truth_path.empty()) {
    auto t = load_truth(entry.truth_path);
    if (!t) return error_row(std::move(r), t.error().render());
    truth = std::move(*t);
  }

  std::vector<std::string> original;  // original pattern names by vertex id, when renamed
  if (options.rename) {
    Renamed renamed = rename_variables(*pattern, options.seed + entry.index);
    *pattern = std::move(renamed.graph);
    original = std::move(renamed.original);
  }

  MatchResult result = match(*pattern, *target, rules, options.match);
  r.stats = match_stats_to_json(result, r.parse_ms);
  r.match_ms = result.stats.match_ms;
  r.complete = result.stats.complete;
  r.pattern_nodes = result.stats.pattern_nodes;
  if (!truth) return r;

  std::vector<Mapped> mapped;
  mapped.reserve(result.nodes.size());
  for (const NodeMatch& m : result.nodes) {
    std::string name = options.rename ? original[m.pattern] : pattern->node(m.pattern).name;
    std::optional<std::string> got;
    if (m.target != kNoVertex) got = target->node(m.target).name;
    mapped.push_back({std::move(name), std::move(got), m.how == How::Boundary});
  }
  r.has_truth = true;
  r.cross_capture = entry.cross_capture.value_or(truth->cross_capture.value_or(false));
  r.score = score(mapped, *truth, r.cross_capture);
  return r;
}

std::vector<PairResult> run_all(const std::vector<const ManifestEntry*>& entries, const RuleSet& rules,
                                const BatchOptions& options, unsigned threads,
                                const std::function<void(std::size_t done)>& on_progress) {
  std::vector<PairResult> results(entries.size());
  std::atomic<std::size_t> next{0};
  std::size_t done = 0;
  std::mutex mu;
  std::condition_variable cv;

  auto worker = [&] {
    for (std::size_t i = next++; i < entries.size(); i = next++) {
      PairResult r;
      try {
        r = run_pair(*entries[i], rules, options);
      } catch (const std::exception& e) {
        // Bad input never throws; this is resource exhaustion or a bug. Keep
        // the other pairs going and report this one as an error row.
        r = PairResult{};
        r.entry = entries[i];
        r.error = true;
        r.error_text = std::string("internal error: ") + e.what();
      }
      results[i] = std::move(r);
      {
        std::lock_guard lock(mu);
        ++done;
      }
      cv.notify_one();
    }
  };

  threads = std::max(1u, std::min<unsigned>(threads, static_cast<unsigned>(std::max<std::size_t>(entries.size(), 1))));
  std::vector<std::thread> pool;
  pool.reserve(threads);
  for (unsigned t = 0; t < threads; ++t) pool.emplace_back(worker);
  {
    std::unique_lock lock(mu);
    while (done < entries.size()) {
      cv.wait_for(lock, std::chrono::milliseconds(200));
      if (on_progress) {
        const std::size_t now = done;
        lock.unlock();
        on_progress(now);
        lock.lock();
      }
    }
  }
  for (auto& t : pool) t.join();
  if (on_progress) on_progress(entries.size());
  return results;
}

}  // namespace fxmatch::cli::batch
