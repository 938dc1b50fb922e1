// Per-pair table, summary and JSON lines of a batch run.
#include "batch.hpp"

#include <algorithm>
#include <cstdio>

namespace fxmatch::cli::batch {

namespace {

std::string fixed(double v, int digits = 1) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", digits, v);
  return buf;
}

std::optional<double> pct(std::size_t part, std::size_t whole) {
  if (whole == 0) return std::nullopt;
  return 100.0 * static_cast<double>(part) / static_cast<double>(whole);
}

std::string pct_text(std::optional<double> p) { return p ? fixed(*p) : "-"; }

std::string pad_right(std::string s, std::size_t w) {
  if (s.size() < w) s.append(w - s.size(), ' ');
  return s;
}
std::string pad_left(const std::string& s, std::size_t w) {
  return s.size() < w ? std::string(w - s.size(), ' ') + s : s;
}

std::string first_line(const std::string& s) { return s.substr(0, s.find('\n')); }

std::string join(const std::vector<std::string>& v) {
  std::string out;
  for (const auto& s : v) out += (out.empty() ? "" : " ") + s;
  return out;
}

std::string note(const PairResult& r) {
  if (r.error) return "ERROR " + first_line(r.error_text);
  std::string n;
  if (!r.complete) n += "INCOMPLETE ";
  if (!r.has_truth) n += "no truth";
  else if (!r.score.wrong.empty()) n += std::to_string(r.score.wrong.size()) + " wrong";
  return n;
}

}  // namespace

std::optional<double> Summary::exact_pct() const { return pct(exact, nodes); }
std::optional<double> Summary::lenient_pct() const { return pct(lenient, nodes); }

bool failing(const PairResult& r) { return r.error || !r.complete || !r.score.wrong.empty(); }

Summary summarize(const std::vector<PairResult>& results) {
  Summary s;
  for (const auto& r : results) {
    ++s.pairs;
    s.errors += r.error;
    s.failing += failing(r);
    s.parse_ms += r.parse_ms;
    s.match_ms += r.match_ms;
    if (r.error || !r.has_truth) continue;
    ++s.scored_pairs;
    s.nodes += r.score.scored;
    s.exact += r.score.exact;
    s.lenient += r.score.lenient;
  }
  return s;
}

std::string format_table(const std::vector<PairResult>& results, std::size_t max_wrong) {
  std::size_t w = 2;
  for (const auto& r : results) w = std::max(w, r.entry->id.size());
  std::string out = pad_right("id", w) + "  nodes  scored  exact%  lenient%  parse_ms  match_ms  note\n";
  for (const auto& r : results) {
    std::string line = pad_right(r.entry->id, w);
    if (r.error) {
      line += "  " + pad_left("-", 5) + "  " + pad_left("-", 6) + "  " + pad_left("-", 6) + "  " + pad_left("-", 8) +
              "  " + pad_left("-", 8) + "  " + pad_left("-", 8);
    } else {
      const bool t = r.has_truth;
      line += "  " + pad_left(std::to_string(r.pattern_nodes), 5) + "  " +
              pad_left(t ? std::to_string(r.score.scored) : "-", 6) + "  " +
              pad_left(t ? pct_text(pct(r.score.exact, r.score.scored)) : "-", 6) + "  " +
              pad_left(t ? pct_text(pct(r.score.lenient, r.score.scored)) : "-", 8) + "  " +
              pad_left(fixed(r.parse_ms), 8) + "  " + pad_left(fixed(r.match_ms), 8);
    }
    std::string n = note(r);
    out += line + (n.empty() ? "" : "  " + n) + '\n';
    for (std::size_t i = 0; i < r.score.wrong.size() && i < max_wrong; ++i) {
      const WrongNode& x = r.score.wrong[i];
      out += "    " + x.pattern + " -> " + x.got.value_or("(unmatched)") + ", expected " +
             (x.expected.empty() ? "(unmatched)" : join(x.expected)) + (x.lenient_ok ? " (lenient ok)" : "") + '\n';
    }
    if (r.score.wrong.size() > max_wrong)
      out += "    ... " + std::to_string(r.score.wrong.size() - max_wrong) + " more\n";
  }
  return out;
}

std::string format_summary(const Summary& s, std::size_t skipped_relate, std::optional<double> wall_ms,
                           unsigned threads, bool timings) {
  std::string out;
  out += "pairs: " + std::to_string(s.pairs) + " run, " + std::to_string(s.scored_pairs) + " scored, " +
         std::to_string(s.errors) + " errors\n";
  if (skipped_relate > 0) out += "skipped: " + std::to_string(skipped_relate) + " relate pairs (relate not built)\n";
  out += "nodes: " + std::to_string(s.nodes) + " scored, exact " + pct_text(s.exact_pct()) + "% (" +
         std::to_string(s.exact) + "), lenient " + pct_text(s.lenient_pct()) + "% (" + std::to_string(s.lenient) +
         ")\n";
  if (timings)
    out += "time: " + (wall_ms ? "wall " + fixed(*wall_ms) + " ms on " + std::to_string(threads) + " threads" : "merged") +
           "; parse " + fixed(s.parse_ms) + " ms, match " + fixed(s.match_ms) + " ms in total\n";
  out += "failing: " + std::to_string(s.failing) + " pairs (wrong nodes, incomplete or error)\n";
  return out;
}

nlohmann::ordered_json pair_to_json(const PairResult& r, bool renamed, std::size_t max_wrong) {
  const ManifestEntry& e = *r.entry;
  auto opt = [](const std::string& s) -> nlohmann::ordered_json {
    if (s.empty()) return nullptr;
    return s;
  };
  auto pct_json = [](std::optional<double> p) -> nlohmann::ordered_json {
    if (!p) return nullptr;
    return *p;
  };
  nlohmann::ordered_json j = {{"id", e.id},
                              {"index", e.index},
                              {"model", opt(e.model)},
                              {"pattern", e.pattern},
                              {"pattern_graph", opt(e.pattern_graph)},
                              {"target", e.target},
                              {"target_graph", opt(e.target_graph)},
                              {"truth", opt(e.truth)},
                              {"renamed", renamed},
                              {"status", r.error ? "error" : "ok"},
                              {"error", r.error ? nlohmann::ordered_json(r.error_text) : nullptr}};
  if (r.error) return j;
  j["cross_capture"] = r.cross_capture;
  j["nodes"] = r.pattern_nodes;
  if (r.has_truth) {
    const Score& s = r.score;
    j["scored"] = s.scored;
    j["exact"] = s.exact;
    j["lenient"] = s.lenient;
    j["exact_pct"] = pct_json(pct(s.exact, s.scored));
    j["lenient_pct"] = pct_json(pct(s.lenient, s.scored));
    j["no_answer_skipped"] = s.no_answer;
    j["not_in_truth"] = s.no_truth;
    j["wrong_count"] = s.wrong.size();
    nlohmann::ordered_json wrong = nlohmann::ordered_json::array();
    for (std::size_t i = 0; i < s.wrong.size() && i < max_wrong; ++i) {
      const WrongNode& x = s.wrong[i];
      wrong.push_back({{"pattern", x.pattern},
                       {"got", x.got ? nlohmann::ordered_json(*x.got) : nullptr},
                       {"expected", x.expected},
                       {"lenient_ok", x.lenient_ok}});
    }
    j["wrong"] = wrong;
  } else {
    j["scored"] = nullptr;
  }
  j["parse_ms"] = r.parse_ms;
  j["match_ms"] = r.match_ms;
  j["complete"] = r.complete;
  j["stats"] = r.stats;
  return j;
}

}  // namespace fxmatch::cli::batch
