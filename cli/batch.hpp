// fxmatch batch: run `match` over every pair of a manifest and score the
// results against truth files.
//
// Design note. The command is four small stages, each in its own file:
//   batch_manifest.cpp  manifest (JSON lines) -> ManifestEntry list, with
//                       file:line:col diagnostics; path resolution and checks
//   (--rename uses fxmatch::rename_variables from the library)
//   batch_score.cpp     truth file loading and per-pair scoring
//   batch_run.cpp       parse + match + score one pair; a worker pool over
//                       all pairs with an optional progress bar
//   batch_report.cpp    per-pair table, summary, JSON lines
//   batch_relate.cpp    relate lines: run with and without the joint; scored by
//                       relate_score.cpp on relate's JSON
// Every stage takes plain structs and returns plain structs; only
// cmd_batch.cpp prints to the terminal and decides exit codes.
#pragma once

#include "fxmatch/engine/diagnostic.hpp"
#include "fxmatch/engine/graph.hpp"
#include "fxmatch/engine/rename.hpp"
#include "fxmatch/engine/matcher.hpp"
#include "fxmatch/parsers/parse.hpp"
#include "fxmatch/rules/rules.hpp"
#include "relate_score.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <deque>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace fxmatch::cli::batch {

// ---------------------------------------------------------------- manifest

/// One line of a manifest. Paths are as written in the manifest; the
/// resolved ones are relative to the manifest's folder (or absolute).
struct ManifestEntry {
  std::size_t index = 0;    ///< 0-based position among the manifest's entries (blank lines excluded)
  int line = 0;             ///< 1-based line in the manifest
  std::string source_line;  ///< the raw line (for diagnostics)
  std::string id;
  std::string model;
  std::string kind;  ///< "match" or "relate"
  std::string pattern, pattern_graph, target, target_graph, truth;  ///< as written ("" when null/absent)
  std::string pattern_path, target_path, truth_path;                ///< resolved ("" when absent)
  std::optional<bool> cross_capture;  ///< absent: taken from the truth file
  /// relate lines: pattern/target hold "forward"/"backward"; the joint graph here.
  std::string joint, joint_graph, joint_path;
};

/// Parses manifest text. Blank lines are ignored. Each other line must be a
/// JSON object with a string "id" (unique); "kind" defaults to "match";
/// match entries need string "pattern" and "target". `file` names the
/// manifest in diagnostics and anchors relative paths.
/// Returns the first error as `file:line:col: error: ...`.
Expected<std::vector<ManifestEntry>> parse_manifest(std::string_view text, const std::string& file);

/// For each entry, a diagnostic per referenced file that does not exist,
/// pointing at the manifest line and the path's column.
std::vector<Diagnostic> check_files(const std::vector<const ManifestEntry*>& entries,
                                    const std::string& manifest_file);

/// `--shard K/N`: parses "K/N" (1 <= K <= N). Returns {K, N} or an error message.
Expected<std::pair<std::size_t, std::size_t>> parse_shard(std::string_view text);

// ---------------------------------------------------------------- renaming

/// --rename uses the library's consistent renaming (fxmatch/engine/rename.hpp).
using Renamed = RenamedGraph;
using fxmatch::rename_variables;

// ---------------------------------------------------------------- scoring

struct TruthNode {
  std::vector<std::string> equal;
  std::vector<std::string> best;  ///< empty: no answer
  /// "how": "boundary": best are target inputs that receive this node's value
  bool boundary = false;
};
struct Truth {
  std::unordered_map<std::string, TruthNode> mapping;
  std::optional<bool> cross_capture;
};
/// Reads a truth file ({"mapping": {node: {"equal": [...], "best": [...]}}, ...}).
Expected<Truth> load_truth(const std::string& path);

struct WrongNode {
  std::string pattern;                ///< original pattern name
  std::optional<std::string> got;     ///< target name, nullopt when unmatched
  std::vector<std::string> expected;  ///< truth "best" (empty: expected unmatched)
  bool lenient_ok = false;            ///< right under the lenient ("equal") reading
};
struct Score {
  std::size_t scored = 0;     ///< pattern nodes that count
  std::size_t exact = 0;      ///< mapped into "best" (or correctly unmatched)
  std::size_t lenient = 0;    ///< mapped into "equal" or "best" (or correctly unmatched)
  std::size_t no_truth = 0;   ///< pattern nodes the truth file does not list
  std::size_t no_answer = 0;  ///< left out: no answer and not a cross-capture pair
  std::vector<WrongNode> wrong;  ///< all exact-wrong nodes, in pattern order
};
/// One pattern node's result: original name, target name (nullopt:
/// unmatched) and whether fxmatch reported it `boundary`.
struct Mapped {
  std::string pattern;
  std::optional<std::string> got;
  bool boundary = false;
};
/// Scores a mapping (see SCENARIOS.md / the manifest format): a node with a
/// non-empty best is right when mapped into best (exact) or equal ∪ best
/// (lenient), and reported `boundary` exactly when the truth says so; a node
/// without an answer must be unmatched in a cross-capture pair and is left
/// out otherwise.
Score score(const std::vector<Mapped>& mapping, const Truth& truth, bool cross_capture);

// ---------------------------------------------------------------- running

struct BatchOptions {
  MatchOptions match;
  ParseLimits limits;  ///< for every dump the manifest names
  bool rename = false;
  std::uint64_t seed = 1;
};

struct PairResult {
  const ManifestEntry* entry = nullptr;
  bool error = false;
  std::string error_text;  ///< rendered diagnostic when `error`
  bool has_truth = false;
  bool cross_capture = false;
  Score score;
  double parse_ms = 0;
  double match_ms = 0;
  bool complete = true;
  std::size_t pattern_nodes = 0;
  nlohmann::ordered_json stats;  ///< the "stats" object of match_to_json
};

/// Parses, optionally renames, matches and scores one pair. Never throws for
/// bad input: parse or truth errors come back as an error row.
PairResult run_pair(const ManifestEntry& entry, const RuleSet& rules, const BatchOptions& options);

/// Runs every entry on `threads` worker threads (each pair independent;
/// `rules` shared read-only). Results are in `entries` order. `on_progress`
/// (may be empty) is called from the calling thread with the number of
/// finished pairs, at least once at the end.
std::vector<PairResult> run_all(const std::vector<const ManifestEntry*>& entries, const RuleSet& rules,
                                const BatchOptions& options, unsigned threads,
                                const std::function<void(std::size_t done)>& on_progress);

// ---------------------------------------------------------------- reporting

struct Summary {
  std::size_t pairs = 0, scored_pairs = 0, errors = 0, failing = 0;
  std::size_t nodes = 0, exact = 0, lenient = 0;
  double parse_ms = 0, match_ms = 0;
  /// Exact % over all scored nodes; nullopt when no node was scored.
  std::optional<double> exact_pct() const;
  std::optional<double> lenient_pct() const;
};
Summary summarize(const std::vector<PairResult>& results);
/// A pair fails when it errored, ran out of budget, or has a wrong node.
bool failing(const PairResult& r);

/// Aligned per-pair table (header, one row per pair, up to `max_wrong`
/// wrong nodes indented under their row).
std::string format_table(const std::vector<PairResult>& results, std::size_t max_wrong = 3);
/// Summary lines; `skipped_relate` and `wall_ms`/`threads` are reported as given
/// (no wall_ms: a merged run). `timings` false leaves the time line out.
std::string format_summary(const Summary& s, std::size_t skipped_relate, std::optional<double> wall_ms,
                           unsigned threads, bool timings = true);
/// One JSON object per pair (no trailing newline), at most `max_wrong` wrong
/// nodes listed (wrong_count has the total).
nlohmann::ordered_json pair_to_json(const PairResult& r, bool renamed, std::size_t max_wrong = 20);

// ---------------------------------------------------------------- relate

struct RelateRow {
  const ManifestEntry* entry = nullptr;
  bool error = false;
  std::string error_text;
  bool has_truth = false;
  RelateScore plain;  ///< without the joint
  RelateScore joint;  ///< with the joint (when the line names one)
  bool has_joint = false;
  double ms = 0;
};
/// Runs relate with and without the joint on every relate line and scores it
/// against its truth (relate.json, relate_subset.json, aot_relate.json: saved
/// (+ saved_alternatives), grad_of, grads), with how / wrong_confident / doubt counts.
std::vector<RelateRow> run_relate_all(const std::vector<const ManifestEntry*>& entries, const RuleSet& rules,
                                      const BatchOptions& options, unsigned threads);
/// Per-line table and totals.
std::string format_relate(const std::vector<RelateRow>& rows, std::size_t max_wrong = 3);
/// Lowest total % over saved / grad_of / grads (both modes); nullopt when nothing was scored.
std::optional<double> relate_min_pct(const std::vector<RelateRow>& rows);
nlohmann::ordered_json relate_row_to_json(const RelateRow& r, bool renamed);

// ---------------------------------------------------------------- merging

/// Leaves out every wall-clock field of a row (parse_ms, match_ms, ms, and
/// the same in "stats"): what --no-timings writes.
void strip_timings(nlohmann::ordered_json& row);

/// Shard outputs read back (batch_merge.cpp).
struct MergedRun {
  std::deque<ManifestEntry> entries;  ///< id/index/kind only; rows point here
  std::vector<PairResult> pairs;      ///< by manifest index
  std::vector<RelateRow> relate;      ///< by manifest index
  std::string jsonl;                  ///< the rows verbatim, in unsharded order
  bool renamed = false;
  std::size_t files = 0;
};
/// Reads `batch -o` files of shards of one run and merges them into that
/// run's rows (see batch_merge.cpp). Errors: unreadable files, rows that are
/// not batch rows, an index seen twice, --rename mixed with plain runs.
/// `strip_times`: rows are written without timings (strip_timings).
Expected<MergedRun> merge_outputs(const std::vector<std::string>& files, bool strip_times);

}  // namespace fxmatch::cli::batch
