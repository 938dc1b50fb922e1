// fxmatch batch MANIFEST: match every pair of a manifest, score against truth.
// fxmatch batch --merge OUT...: the shards' -o files back into one run.
#include "batch.hpp"
#include "common.hpp"
#include "inputs.hpp"
#include "match_output.hpp"

#include <boost/program_options.hpp>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <thread>
#include <unistd.h>

namespace po = boost::program_options;

namespace fxmatch::cli {

namespace {

constexpr const char* kBatchUsage =
    "Usage: fxmatch batch MANIFEST [options]\n\n"
    "Run 'fxmatch match' on every match pair of MANIFEST (JSON lines, one pair per\n"
    "line; paths relative to the manifest's folder) and score each result against\n"
    "its truth file: exact = mapped to a 'best' node, lenient = mapped to an 'equal'\n"
    "node; in cross-capture pairs a node without an answer must stay unmatched.\n"
    "Prints a per-pair table and a summary; -o writes one JSON object per pair.\n"
    "'relate' lines ({\"kind\": \"relate\", \"forward\", \"backward\", \"joint\", \"truth\"}) run\n"
    "'fxmatch relate' with and without the joint and score saved / grad_of / grads.\n\n"
    "Manifest line:\n"
    "  {\"id\": \"mlp/bwd__joint\", \"kind\": \"match\", \"pattern\": \"mlp/bwd.code.py\",\n"
    "   \"pattern_graph\": null, \"target\": \"mlp/aot.log\", \"target_graph\": \"Joint graph 0\",\n"
    "   \"truth\": \"mlp/truth.bwd__joint.json\", \"cross_capture\": false}\n\n"
    "Exit status: 0 ok; 1 when --fail-under is given and the overall exact % is\n"
    "below it; 2 on bad input (manifest, missing files, a dump that does not parse:\n"
    "reported as an error row after all other pairs ran).\n\n"
    "Sharding: '--shard K/N' runs every N-th pair; 'fxmatch batch --merge OUT1.jsonl\n"
    "OUT2.jsonl ...' turns the shards' -o files into the table, summary, exit status\n"
    "and -o file of the unsharded run (identical with --no-timings; docs/sharding.md).\n\n"
    "Examples:\n"
    "  fxmatch batch tests/data/zoo/manifest.jsonl --jobs 4 -o results.jsonl\n"
    "  fxmatch batch zoo.jsonl --shard 2/8 --fail-under 95    # CI machine 2 of 8\n"
    "  fxmatch batch zoo.jsonl --filter resnet --rename\n"
    "  fxmatch batch --merge shard-*.jsonl -o all.jsonl --fail-under 95\n\nOptions";

std::string read_all(const std::string& path, bool& ok, std::uint64_t max_bytes) {
  std::error_code ec;
  const auto size = std::filesystem::file_size(path, ec);
  if (!ec && max_bytes != 0 && size > max_bytes) {
    ok = false;
    return "manifest is " + std::to_string(size) + " bytes, over the limit of " + std::to_string(max_bytes) +
           " bytes (--max-bytes)";
  }
  std::ifstream in(path, std::ios::binary);
  ok = static_cast<bool>(in);
  if (!ok) return "cannot read manifest";
  std::ostringstream ss;
  if (ok) ss << in.rdbuf();
  return ss.str();
}

/// "\r[#####.....] 12/40 pairs" on stderr.
void draw_progress(std::size_t done, std::size_t total) {
  constexpr std::size_t kWidth = 30;
  const std::size_t filled = total == 0 ? kWidth : done * kWidth / total;
  std::cerr << "\r[" << std::string(filled, '#') << std::string(kWidth - filled, '.') << "] " << done << '/' << total
            << " pairs" << std::flush;
  if (done == total) std::cerr << "\r\033[K" << std::flush;
}

struct Finish {
  std::string out_file;
  bool timings = true;
  std::optional<double> fail_under;
};

// Table, summary, error rows, -o file and exit status: the same for a run
// and for a merge of its shards.
int finish_run(const Finish& f, const std::vector<batch::PairResult>& results,
               const std::vector<batch::RelateRow>& relate_rows, std::size_t skipped_relate,
               std::optional<double> wall_ms, unsigned threads, const std::string& jsonl) {
  const batch::Summary summary = batch::summarize(results);
  std::ostream& table = f.out_file == "-" ? std::cerr : std::cout;
  table << batch::format_table(results) << '\n'
        << batch::format_summary(summary, skipped_relate, wall_ms, threads, f.timings);
  if (!relate_rows.empty()) table << '\n' << batch::format_relate(relate_rows);
  table.flush();
  for (const auto& r : results)
    if (r.error) std::cerr << r.entry->id << ": " << r.error_text << '\n';
  std::size_t relate_errors = 0;
  for (const auto& r : relate_rows)
    if (r.error) {
      ++relate_errors;
      std::cerr << r.entry->id << ": " << r.error_text << '\n';
    }
  if (!f.out_file.empty())
    if (auto err = write_output(f.out_file, jsonl); !err.empty()) return output_error("batch: " + err);

  if (summary.errors > 0 || relate_errors > 0) return kExitBadInput;
  if (!f.fail_under) return kExitOk;
  const double fail_under = *f.fail_under;
  auto exact = summary.exact_pct();
  if (auto rel = batch::relate_min_pct(relate_rows); rel && *rel < fail_under) {
    char buf[160];
    std::snprintf(buf, sizeof buf, "fxmatch: batch: relate %.1f%% (lowest of saved/grad_of/grads) is below --fail-under %g\n",
                  *rel, fail_under);
    std::cerr << buf;
    return 1;
  }
  if (!exact && !relate_rows.empty()) return kExitOk;
  if (!exact) {
    std::cerr << "fxmatch: batch: no node was scored; --fail-under " << fail_under << " fails\n";
    return 1;
  }
  if (*exact < fail_under) {
    char buf[128];
    std::snprintf(buf, sizeof buf, "fxmatch: batch: exact %.1f%% is below --fail-under %g\n", *exact, fail_under);
    std::cerr << buf;
    return 1;
  }
  return kExitOk;
}

}  // namespace

int cmd_batch(const Args& args) {
  po::options_description desc(kBatchUsage);
  std::vector<std::string> inputs;
  std::string shard_text, out_file, filter;
  std::vector<std::string> rules_files;
  unsigned jobs = 0;
  double fail_under = -1;
  batch::BatchOptions options;
  desc.add_options()                                                                                   //
      ("help,h", "show this help")                                                                     //
      ("jobs,j", po::value(&jobs), "worker threads (default: hardware concurrency)")                  //
      ("shard", po::value(&shard_text), "run only pairs whose 0-based manifest index i has i % N == K-1")  //
      ("output,o", po::value(&out_file), "write one JSON object per pair to FILE (atomically; '-' = stdout, table then goes to stderr)")  //
      ("rules", po::value(&rules_files)->composing(), "extra rules file (YAML), repeatable; later files win")  //
      ("no-default-rules", "do not load the installed default rules")                                   //
      ("budget", po::value(&options.match.budget)->default_value(options.match.budget), "search step budget per pair")  //
      ("rename", "rename every pattern variable (v0, v1, ... in a seeded shuffled order) before matching; scores use the original names")  //
      ("seed", po::value(&options.seed)->default_value(options.seed), "seed of --rename (pair i uses seed + i)")  //
      ("filter", po::value(&filter), "run only pairs whose id contains SUBSTR")                       //
      ("fail-under", po::value(&fail_under), "exit 1 when the overall exact % is below PCT")  //
      ("no-timings", "leave every wall-clock time out of -o rows and the summary (0.0 in the table): output then is byte-identical across runs, --jobs and --shard splits merged back")  //
      ("merge", "the positional arguments are -o files of 'batch --shard' runs: merge them into the unsharded run's table, summary and -o file (no pair is run)");
  LimitArgs limit_args;
  desc.add(limit_options(limit_args));
  po::options_description hidden;
  hidden.add_options()("manifest", po::value(&inputs));
  po::positional_options_description pos;
  pos.add("manifest", -1);
  po::variables_map vm;
  if (auto exit = parse_command_line("batch", args, desc, hidden, pos, vm)) return *exit;
  const bool merge = vm.count("merge") > 0;
  const bool timings = vm.count("no-timings") == 0;
  if (inputs.empty()) return usage_error(merge ? "batch: --merge needs the shards' output files" : "batch: needs a MANIFEST file");
  if (!merge && inputs.size() > 1) return usage_error("batch: takes one MANIFEST (several files only with --merge)");
  if (merge)
    for (const char* o : {"shard", "filter", "rename", "jobs", "rules", "no-default-rules"})
      if (vm.count(o) && !vm[o].defaulted()) return usage_error(std::string("batch: --merge runs no pair; --") + o + " does not apply");
  if (auto err = apply_limits(limit_args, options.limits); !err.empty()) return usage_error("batch: " + err);
  options.rename = vm.count("rename") > 0;
  std::pair<std::size_t, std::size_t> shard{1, 1};
  if (vm.count("shard")) {
    auto s = batch::parse_shard(shard_text);
    if (!s) return usage_error("batch: " + s.error().message);
    shard = *s;
  }
  if (vm.count("jobs") && jobs == 0) return usage_error("batch: --jobs must be at least 1");
  if (jobs == 0) jobs = std::max(1u, std::thread::hardware_concurrency());

  if (vm.count("fail-under") && (fail_under < 0 || fail_under > 100))
    return usage_error("batch: --fail-under must be a percentage between 0 and 100");
  Finish finish{out_file, timings, vm.count("fail-under") ? std::optional<double>(fail_under) : std::nullopt};
  if (merge) {
    auto merged = batch::merge_outputs(inputs, !timings);
    if (!merged) return report(merged.error());
    if (!timings) {
      for (auto& r : merged->pairs) r.parse_ms = r.match_ms = 0;
    }
    return finish_run(finish, merged->pairs, merged->relate, 0, std::nullopt, 1, merged->jsonl);
  }

  const std::string& manifest_file = inputs.front();
  bool readable = false;
  const std::string text = read_all(manifest_file, readable, options.limits.max_bytes);
  if (!readable) return report(Diagnostic{manifest_file, 0, 0, text, ""});
  auto entries = batch::parse_manifest(text, manifest_file);
  if (!entries) return report(entries.error());

  std::vector<const batch::ManifestEntry*> selected, relate_lines;
  std::size_t skipped_relate = 0;
  for (const auto& e : *entries) {
    if (e.index % shard.second != shard.first - 1) continue;
    if (!filter.empty() && e.id.find(filter) == std::string::npos) continue;
    if (e.kind == "relate") {
      relate_lines.push_back(&e);
      continue;
    }
    selected.push_back(&e);
  }
  if (auto missing = batch::check_files(selected, manifest_file); !missing.empty()) {
    for (const auto& d : missing) report(d);
    return kExitBadInput;
  }

  auto rules = load_rules(rules_files, !vm.count("no-default-rules"));
  if (!rules) return report(rules.error());

  const bool progress = ::isatty(STDERR_FILENO) != 0;
  const auto t0 = std::chrono::steady_clock::now();
  const std::size_t total = selected.size();
  auto results = batch::run_all(selected, *rules, options, jobs,
                                progress ? std::function<void(std::size_t)>([total](std::size_t done) {
                                  draw_progress(done, total);
                                })
                                         : std::function<void(std::size_t)>());
  const double wall_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();

  const unsigned used = static_cast<unsigned>(std::max<std::size_t>(1, std::min<std::size_t>(jobs, total)));
  auto relate_rows = batch::run_relate_all(relate_lines, *rules, options, jobs);
  std::string lines;
  for (const auto& r : results) {
    auto row = batch::pair_to_json(r, options.rename);
    if (!timings) batch::strip_timings(row);
    lines += row.dump() + '\n';
  }
  for (const auto& r : relate_rows) {
    auto row = batch::relate_row_to_json(r, options.rename);
    if (!timings) batch::strip_timings(row);
    lines += row.dump() + '\n';
  }
  if (!timings)
    for (auto& r : results) r.parse_ms = r.match_ms = 0;
  return finish_run(finish, results, relate_rows, skipped_relate, wall_ms, used, lines);
}

}  // namespace fxmatch::cli
