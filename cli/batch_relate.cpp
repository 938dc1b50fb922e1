// batch: relate lines (run with and without the joint, score against their truth:
// relate.json, relate_subset.json, aot_relate.json). Scoring is relate_score.cpp's,
// on relate's own JSON; this file runs the lines and reports them.
#include "batch.hpp"
#include "relate_output.hpp"

#include "fxmatch/engine/relate.hpp"
#include "fxmatch/parsers/parse.hpp"

#include <atomic>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <thread>

namespace fxmatch::cli::batch {

namespace {

using json = nlohmann::json;

// Scores relate's JSON (what `fxmatch relate --json` prints) with the renaming undone.
RelateScore score_relate(const Graph& fwd, const Graph& bwd, const std::vector<std::string>& bwd_names,
                         const RelateResult& r, const json& truth) {
  std::unordered_map<std::string, std::string> original;
  if (!bwd_names.empty())
    for (VertexId v = 0; v < bwd.size(); ++v) original[bwd.node(v).name] = bwd_names[v];
  // relate's JSON text as the CLI writes it (the direct writer; building the
  // ordered document first cost 30x more at scale), read back as a json
  json answer = json::parse(relate_to_json_text(fwd, bwd, r));
  if (!original.empty()) answer = unrename_relate_json(answer, original);
  return score_relate_json(answer, truth);
}

RelateRow run_one(const ManifestEntry& e, const RuleSet& rules, const DerivativeRules& ders,
                  const BatchOptions& options) {
  RelateRow row;
  row.entry = &e;
  const auto t0 = std::chrono::steady_clock::now();
  auto fail = [&](std::string text) {
    row.error = true;
    row.error_text = std::move(text);
    return row;
  };
  auto fwd = parse_file(e.pattern_path, e.pattern_graph, options.limits);
  if (!fwd) return fail(fwd.error().render());
  auto bwd = parse_file(e.target_path, e.target_graph, options.limits);
  if (!bwd) return fail(bwd.error().render());
  std::optional<Graph> joint;
  if (!e.joint_path.empty()) {
    auto j = parse_file(e.joint_path, e.joint_graph, options.limits);
    if (!j) return fail(j.error().render());
    joint = std::move(*j);
  }
  std::vector<std::string> names;
  if (options.rename) {
    Renamed rn = rename_variables(*bwd, options.seed + e.index);
    *bwd = std::move(rn.graph);
    names = std::move(rn.original);
  }
  json truth;
  if (!e.truth_path.empty()) {
    std::ifstream in(e.truth_path);
    if (!in) return fail(e.truth_path + ": cannot open truth file");
    try {
      truth = json::parse(in);
    } catch (const json::exception& ex) {
      return fail(e.truth_path + ": invalid JSON: " + ex.what());
    }
    row.has_truth = true;
  }
  RelateOptions ro;
  ro.match = options.match;
  RelateResult plain = relate(*fwd, *bwd, nullptr, rules, ders, ro);
  if (row.has_truth) row.plain = score_relate(*fwd, *bwd, names, plain, truth);
  if (joint) {
    row.has_joint = true;
    RelateResult withj = relate(*fwd, *bwd, &*joint, rules, ders, ro);
    if (row.has_truth) row.joint = score_relate(*fwd, *bwd, names, withj, truth);
  }
  row.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  return row;
}

std::string pct_text(const Ratio& r) {
  char buf[64];
  if (r.total == 0) return "     -";
  std::snprintf(buf, sizeof buf, "%5.1f%%", *r.pct());
  return buf;
}

}  // namespace

std::vector<RelateRow> run_relate_all(const std::vector<const ManifestEntry*>& entries, const RuleSet& rules,
                                      const BatchOptions& options, unsigned threads) {
  std::vector<RelateRow> rows(entries.size());
  if (entries.empty()) return rows;
  auto ders = DerivativeRules::load_default();
  if (!ders) {
    for (std::size_t i = 0; i < entries.size(); ++i) {
      rows[i].entry = entries[i];
      rows[i].error = true;
      rows[i].error_text = ders.error().render();
    }
    return rows;
  }
  std::atomic<std::size_t> next{0};
  auto worker = [&] {
    for (std::size_t i = next++; i < entries.size(); i = next++) {
      try {
        rows[i] = run_one(*entries[i], rules, *ders, options);
      } catch (const std::exception& ex) {
        rows[i].entry = entries[i];
        rows[i].error = true;
        rows[i].error_text = std::string("internal error: ") + ex.what();
      }
    }
  };
  std::vector<std::thread> pool;
  for (unsigned t = 1; t < std::max(1u, std::min<unsigned>(threads, entries.size())); ++t) pool.emplace_back(worker);
  worker();
  for (auto& t : pool) t.join();
  return rows;
}

std::string format_relate(const std::vector<RelateRow>& rows, std::size_t max_wrong) {
  std::ostringstream o;
  if (rows.empty()) return "";
  std::size_t w = 4;
  for (const auto& r : rows) w = std::max(w, r.entry->id.size());
  char buf[512];
  std::snprintf(buf, sizeof buf, "%-*s  %7s %7s %7s %5s | %7s %7s %7s %5s  (without | with --joint) sure = wrong while claiming joint/template\n",
                static_cast<int>(w), "relate", "saved", "grad_of", "grads", "sure", "saved", "grad_of", "grads", "sure");
  o << buf;
  RelateScore tp, tj;
  for (const auto& r : rows) {
    if (r.error) {
      std::snprintf(buf, sizeof buf, "%-*s  ERROR: %s\n", static_cast<int>(w), r.entry->id.c_str(),
                    r.error_text.substr(0, 200).c_str());
      o << buf;
      continue;
    }
    std::snprintf(buf, sizeof buf, "%-*s  %7s %7s %7s %5zu | %7s %7s %7s %5zu\n", static_cast<int>(w),
                  r.entry->id.c_str(), pct_text(r.plain.saved).c_str(), pct_text(r.plain.grad_of).c_str(),
                  pct_text(r.plain.grads).c_str(), r.plain.wrong_confident, pct_text(r.joint.saved).c_str(),
                  pct_text(r.joint.grad_of).c_str(), pct_text(r.joint.grads).c_str(), r.joint.wrong_confident);
    o << buf;
    for (std::size_t i = 0; i < std::min(max_wrong, r.plain.wrong.size()); ++i) o << "    " << r.plain.wrong[i] << "\n";
    if (r.plain.wrong.size() > max_wrong) o << "    ... " << r.plain.wrong.size() - max_wrong << " more\n";
    for (std::size_t i = 0; i < std::min(max_wrong, r.joint.wrong.size()); ++i)
      o << "    (joint) " << r.joint.wrong[i] << "\n";
    if (r.joint.wrong.size() > max_wrong) o << "    (joint) ... " << r.joint.wrong.size() - max_wrong << " more\n";
    tp.add(r.plain);
    tj.add(r.joint);
  }
  std::snprintf(buf, sizeof buf, "%-*s  %7s %7s %7s %5zu | %7s %7s %7s %5zu\n", static_cast<int>(w), "TOTAL",
                pct_text(tp.saved).c_str(), pct_text(tp.grad_of).c_str(), pct_text(tp.grads).c_str(),
                tp.wrong_confident, pct_text(tj.saved).c_str(), pct_text(tj.grad_of).c_str(),
                pct_text(tj.grads).c_str(), tj.wrong_confident);
  o << buf;
  auto how_text = [](const RelateScore& s) {
    std::string t;
    for (const auto& [k, n] : s.how) t += (t.empty() ? "" : ", ") + k + " " + std::to_string(n);
    return (t.empty() ? std::string("-") : t) + "; doubted " + std::to_string(s.doubted) + " (wrong " +
           std::to_string(s.wrong_doubted) + ")";
  };
  auto wrong_text = [](const RelateScore& s) {
    std::string t;
    for (const auto& [k, n] : s.wrong_how) t += (t.empty() ? "" : ", ") + k + " " + std::to_string(n);
    return t.empty() ? std::string("-") : t;
  };
  o << "how (without --joint): " << how_text(tp) << "\n";
  o << "how (with --joint):    " << how_text(tj) << "\n";
  o << "wrong by field/how (without --joint): " << wrong_text(tp) << "\n";
  o << "wrong by field/how (with --joint):    " << wrong_text(tj) << "\n";
  return o.str();
}

std::optional<double> relate_min_pct(const std::vector<RelateRow>& rows) {
  RelateScore tp, tj;
  for (const auto& r : rows)
    for (auto [t, s] : {std::pair{&tp, &r.plain}, {&tj, &r.joint}}) {
      t->saved.ok += s->saved.ok, t->saved.total += s->saved.total;
      t->grad_of.ok += s->grad_of.ok, t->grad_of.total += s->grad_of.total;
      t->grads.ok += s->grads.ok, t->grads.total += s->grads.total;
    }
  std::optional<double> m;
  for (const Ratio* x : {&tp.saved, &tp.grad_of, &tp.grads, &tj.saved, &tj.grad_of, &tj.grads})
    if (auto p = x->pct()) m = m ? std::min(*m, *p) : *p;
  return m;
}

nlohmann::ordered_json relate_row_to_json(const RelateRow& r, bool renamed) {
  nlohmann::ordered_json o;
  o["id"] = r.entry->id;
  o["index"] = r.entry->index;
  o["kind"] = "relate";
  o["status"] = r.error ? "error" : (r.has_truth ? "ok" : "no truth");
  o["renamed"] = renamed;
  if (r.error) {
    o["error"] = r.error_text;
    return o;
  }
  auto s = [](const RelateScore& x) {
    nlohmann::ordered_json j;
    for (auto [k, v] : {std::pair{"saved", &x.saved}, {"grad_of", &x.grad_of}, {"grads", &x.grads}})
      j[k] = {{"ok", v->ok}, {"total", v->total}};
    nlohmann::ordered_json how = nlohmann::ordered_json::object();
    for (const auto& [k, n] : x.how) how[k] = n;
    j["how"] = how;
    j["wrong_confident"] = x.wrong_confident;
    nlohmann::ordered_json wh = nlohmann::ordered_json::object();
    for (const auto& [k, n] : x.wrong_how) wh[k] = n;
    j["wrong_how"] = wh;
    j["doubted"] = x.doubted;
    j["wrong_doubted"] = x.wrong_doubted;
    j["wrong_count"] = x.wrong.size();
    j["wrong"] = std::vector<std::string>(x.wrong.begin(), x.wrong.begin() + std::min<std::size_t>(x.wrong.size(), 20));
    return j;
  };
  o["without_joint"] = s(r.plain);
  if (r.has_joint) o["with_joint"] = s(r.joint);
  o["ms"] = r.ms;
  return o;
}

}  // namespace fxmatch::cli::batch
