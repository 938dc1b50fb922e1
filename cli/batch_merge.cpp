// batch --merge: shard outputs (-o JSON lines of `batch --shard K/N`) back
// into the one run they split.
//
// Each row carries its manifest index, so the merge sorts match rows and
// relate rows by index and emits them verbatim: the merged file is
// byte-identical to the unsharded run's -o file, and the table and summary
// are rebuilt from the rows with the same formatters (identical output with
// --no-timings; with timings, per-pair times are the shards' own and the
// time line says "merged"). A row index seen twice (the same shard given
// twice) or a mix of renamed and plain runs is an error.
#include "batch.hpp"

#include <algorithm>
#include <fstream>
#include <map>

namespace fxmatch::cli::batch {

namespace {

using json = nlohmann::ordered_json;

Diagnostic at(const std::string& file, int line, std::string message, const std::string& source) {
  return Diagnostic{file, line, 1, std::move(message), source.substr(0, 200)};
}

std::size_t count(const json& j, const char* key) {
  const auto it = j.find(key);
  return it != j.end() && it->is_number_unsigned() ? it->get<std::size_t>() : 0;
}
double number(const json& j, const char* key) {
  const auto it = j.find(key);
  return it != j.end() && it->is_number() ? it->get<double>() : 0.0;
}
std::string text(const json& j, const char* key) {
  const auto it = j.find(key);
  return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
}

PairResult pair_from_json(const json& j, const ManifestEntry* entry) {
  PairResult r;
  r.entry = entry;
  r.error = text(j, "status") == "error";
  r.error_text = text(j, "error");
  if (r.error) return r;
  r.cross_capture = j.value("cross_capture", false);
  r.pattern_nodes = count(j, "nodes");
  r.has_truth = j.contains("scored") && !j["scored"].is_null();
  if (r.has_truth) {
    r.score.scored = count(j, "scored");
    r.score.exact = count(j, "exact");
    r.score.lenient = count(j, "lenient");
    r.score.no_answer = count(j, "no_answer_skipped");
    r.score.no_truth = count(j, "not_in_truth");
    for (const auto& w : j.value("wrong", json::array())) {
      WrongNode x;
      x.pattern = text(w, "pattern");
      if (w.contains("got") && w["got"].is_string()) x.got = w["got"].get<std::string>();
      for (const auto& e : w.value("expected", json::array()))
        if (e.is_string()) x.expected.push_back(e.get<std::string>());
      x.lenient_ok = w.value("lenient_ok", false);
      r.score.wrong.push_back(std::move(x));
    }
    // The row lists the first 20; the table shows at most 3 and counts the rest.
    r.score.wrong.resize(std::max(r.score.wrong.size(), count(j, "wrong_count")));
  }
  r.parse_ms = number(j, "parse_ms");
  r.match_ms = number(j, "match_ms");
  r.complete = j.value("complete", true);
  r.stats = j.value("stats", json::object());
  return r;
}

RelateScore relate_score_from_json(const json& j) {
  RelateScore s;
  for (auto [key, ratio] : {std::pair{"saved", &s.saved}, {"grad_of", &s.grad_of}, {"grads", &s.grads}})
    if (j.contains(key)) {
      ratio->ok = count(j[key], "ok");
      ratio->total = count(j[key], "total");
    }
  for (const auto& w : j.value("wrong", json::array()))
    if (w.is_string()) s.wrong.push_back(w.get<std::string>());
  s.wrong.resize(std::max(s.wrong.size(), count(j, "wrong_count")));
  // how each scored answer was obtained, and the confidence counts
  // (relate_row_to_json writes them; cli/relate_score.hpp)
  if (j.contains("how") && j["how"].is_object())
    for (const auto& [k, n] : j["how"].items())
      if (n.is_number_unsigned()) s.how[k] = n.get<std::size_t>();
  s.wrong_confident = count(j, "wrong_confident");
  if (j.contains("wrong_how") && j["wrong_how"].is_object())
    for (const auto& [k, n] : j["wrong_how"].items())
      if (n.is_number_unsigned()) s.wrong_how[k] = n.get<std::size_t>();
  s.doubted = count(j, "doubted");
  s.wrong_doubted = count(j, "wrong_doubted");
  return s;
}

RelateRow relate_from_json(const json& j, const ManifestEntry* entry) {
  RelateRow r;
  r.entry = entry;
  r.error = text(j, "status") == "error";
  r.error_text = text(j, "error");
  if (r.error) return r;
  r.has_truth = text(j, "status") == "ok";
  r.plain = relate_score_from_json(j.value("without_joint", json::object()));
  r.has_joint = j.contains("with_joint");
  if (r.has_joint) r.joint = relate_score_from_json(j["with_joint"]);
  r.ms = number(j, "ms");
  return r;
}

struct Row {
  std::string line;  ///< verbatim
  json value;
  std::string file;
  int line_no = 0;
};

}  // namespace

void strip_timings(nlohmann::ordered_json& row) {
  for (const char* k : {"parse_ms", "match_ms", "ms"}) row.erase(k);
  if (auto it = row.find("stats"); it != row.end() && it->is_object())
    for (const char* k : {"parse_ms", "match_ms"}) it->erase(k);
}

Expected<MergedRun> merge_outputs(const std::vector<std::string>& files, bool strip) {
  MergedRun run;
  run.files = files.size();
  std::map<std::size_t, Row> pairs, relates;
  std::optional<bool> renamed;
  for (const std::string& file : files) {
    std::ifstream in(file, std::ios::binary);
    if (!in) return Diagnostic{file, 0, 0, "cannot read shard output", ""};
    std::string line;
    for (int no = 1; std::getline(in, line); ++no) {
      if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
      Row row{line, json::parse(line, nullptr, false), file, no};
      if (!row.value.is_object())
        return at(file, no, "not a JSON object (expected a row of 'fxmatch batch -o')", line);
      const auto idx = row.value.find("index");
      if (!row.value.contains("id") || idx == row.value.end() || !idx->is_number_unsigned())
        return at(file, no, "row has no \"id\" and \"index\" (written by an older fxmatch? rerun the shard)", line);
      const bool r = row.value.value("renamed", false);
      if (renamed && *renamed != r) return at(file, no, "mixes --rename and plain runs", line);
      renamed = r;
      auto& rows = text(row.value, "kind") == "relate" ? relates : pairs;
      const std::size_t index = idx->get<std::size_t>();
      if (auto it = rows.find(index); it != rows.end())
        return at(file, no,
                  "pair index " + std::to_string(index) + " ('" + text(row.value, "id") + "') is also in " +
                      it->second.file + ":" + std::to_string(it->second.line_no) + " (the same shard merged twice?)",
                  line);
      rows.emplace(index, std::move(row));
    }
    if (in.bad()) return Diagnostic{file, 0, 0, "cannot read shard output", ""};
  }
  run.renamed = renamed.value_or(false);
  auto verbatim = [strip](const Row& row) {
    if (!strip) return row.line;
    json j = row.value;
    strip_timings(j);
    return j.dump();
  };
  auto entry = [&](const Row& row, std::size_t index) {
    ManifestEntry& e = run.entries.emplace_back();
    e.index = index;
    e.id = text(row.value, "id");
    e.kind = text(row.value, "kind");
    return &e;
  };
  for (const auto& [index, row] : pairs) {
    run.pairs.push_back(pair_from_json(row.value, entry(row, index)));
    run.jsonl += verbatim(row) + '\n';
  }
  for (const auto& [index, row] : relates) {
    run.relate.push_back(relate_from_json(row.value, entry(row, index)));
    run.jsonl += verbatim(row) + '\n';
  }
  return run;
}

}  // namespace fxmatch::cli::batch
