// Quality baselines on the pairs of a manifest, scored like `fxmatch batch`.
//
//   fxmatch_bench_quality_baselines MANIFEST [--baselines LIST] [--formats LIST]
//       [--timeout S] [--no-rename] [--export-models DIR] [--external NAME=FILE] [-o OUT.jsonl]
//
// Baselines (LIST is comma-separated, default "fxmatch,seed,kth,vf2"):
//   fxmatch     fxmatch::match() in process (cross-check of `fxmatch batch`)
//   seed        the seed's op-type heuristic, re-implemented on the parsed graph
//   seed_names  the same, run on the original (not renamed) pattern names
//   kth         k-th pattern node with op X -> k-th target node with op X
//   vf2         Boost vf2_subgraph_mono on the search models, first mapping,
//               in a forked child killed after --timeout seconds (default 10)
// --formats keeps only pairs whose id ends in one of the formats (e.g. readable).
// --export-models writes DIR/<n>.json per pair (search models, for
// bench/networkx_baseline.py); --external NAME=FILE scores the model-level
// mappings such a script wrote (one JSON object per line: id, map, timeout, ms).
// Output: one JSON object per (pair, baseline) on OUT (default stdout).
#include "support/batch_mirror.hpp"
#include "support/vf2_baseline.hpp"

#include "fxmatch/engine/matcher.hpp"
#include "fxmatch/parsers/parse.hpp"
#include "fxmatch/rules/rules.hpp"

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <sstream>
#include <string>

namespace {

using namespace fxmatch;
using namespace fxmatch::bench;
using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point t0) { return std::chrono::duration<double, std::milli>(Clock::now() - t0).count(); }

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out;
  std::stringstream ss(s);
  for (std::string x; std::getline(ss, x, sep);)
    if (!x.empty()) out.push_back(x);
  return out;
}

/// One baseline's answer: target vertex per non-output pattern vertex.
struct Answer {
  std::vector<VertexId> image;
  double ms = 0;
  bool timeout = false;
  std::uint64_t steps = 0;
};

std::vector<VertexId> non_output(const Graph& g) {
  std::vector<VertexId> out;
  for (VertexId v = 0; v < g.size(); ++v)
    if (g.node(v).kind != NodeKind::Output) out.push_back(v);
  return out;
}

// The seed (shared/seed/*.txt, FXGraphRelationAnalyzer) relates variables
// (1) by operator type through a table and (2) by "parameter dependency": a
// variable name of one graph written as an argument in the other. Both graphs
// here use the same aten ops, so the table is the identity; each pattern op
// takes the first target node with the same op not taken yet, in program
// order. The seed's regex never parses placeholders (they sit in the `def`
// line) and reads `x = self._tensor_constant0` as op "self._tensor_constant0",
// which the target never has; such nodes (and ops left without an op match)
// fall back to the name rule: the target node of the same name.
Answer seed_heuristic(const Graph& pattern, const Graph& target) {
  const auto t0 = Clock::now();
  std::map<std::string, std::vector<VertexId>> by_op;
  for (VertexId t : non_output(target)) {
    const Node& n = target.node(t);
    if (n.kind == NodeKind::CallFunction) by_op[n.target].push_back(t);
  }
  std::map<std::string, std::size_t> next;
  Answer a;
  for (VertexId p : non_output(pattern)) {
    const Node& n = pattern.node(p);
    VertexId img = kNoVertex;
    if (n.kind == NodeKind::CallFunction) {
      auto it = by_op.find(n.target);
      std::size_t& k = next[n.target];
      if (it != by_op.end() && k < it->second.size()) img = it->second[k++];
    }
    if (img == kNoVertex) img = target.find(n.name);
    if (img != kNoVertex && target.node(img).kind == NodeKind::Output) img = kNoVertex;
    a.image.push_back(img);
  }
  a.ms = ms_since(t0);
  return a;
}

// k-th occurrence: the k-th pattern node of a kind/op (placeholders, get_attr
// and each call_function target counted separately) maps to the k-th target
// node of the same kind/op, in program order.
Answer kth_occurrence(const Graph& pattern, const Graph& target) {
  const auto t0 = Clock::now();
  auto key = [](const Node& n) {
    return std::string(to_string(n.kind)) + ":" + (n.kind == NodeKind::CallFunction ? n.target.str() : std::string());
  };
  std::map<std::string, std::vector<VertexId>> by_key;
  for (VertexId t : non_output(target)) by_key[key(target.node(t))].push_back(t);
  std::map<std::string, std::size_t> seen;
  Answer a;
  for (VertexId p : non_output(pattern)) {
    const std::string k = key(pattern.node(p));
    const std::size_t i = seen[k]++;
    auto it = by_key.find(k);
    a.image.push_back(it != by_key.end() && i < it->second.size() ? it->second[i] : kNoVertex);
  }
  a.ms = ms_since(t0);
  return a;
}

struct Models {
  detail::LabelTable labels;
  SearchModel p, t;
};

std::unique_ptr<Models> build_models(const Graph& pattern, const Graph& target, const RuleSet& rules) {
  auto m = std::make_unique<Models>();
  const bool shaped = detail::is_annotated(pattern) && detail::is_annotated(target);
  m->p = detail::build_search_model(pattern, rules, m->labels, true, shaped);
  m->t = detail::build_search_model(target, rules, m->labels, true, shaped);
  return m;
}

Answer from_model_map(const Models& m, const std::vector<ModelId>& map) {
  Answer a;
  a.image = report_vertices(m.p, m.t, map);
  return a;
}

Answer vf2_baseline(const Graph& pattern, const Graph& target, const RuleSet& rules, double limit_s) {
  const auto m = build_models(pattern, target, rules);
  double ms = 0;
  auto res = run_limited(
      [&] {
        std::uint64_t steps = 0;
        auto found = vf2_first(m->p, m->t, &steps);
        std::vector<std::uint32_t> out{static_cast<std::uint32_t>(steps >> 32), static_cast<std::uint32_t>(steps),
                                       found ? 1u : 0u};
        if (found) out.insert(out.end(), found->begin(), found->end());
        return out;
      },
      limit_s, &ms);
  std::vector<ModelId> map(m->p.size(), kNone);
  Answer a;
  if (res && res->size() >= 3) {
    a.steps = (std::uint64_t{(*res)[0]} << 32) | (*res)[1];
    if ((*res)[2] == 1 && res->size() == 3 + map.size()) std::copy(res->begin() + 3, res->end(), map.begin());
  } else {
    a.timeout = true;
  }
  const bool timeout = a.timeout;
  const std::uint64_t steps = a.steps;
  a = from_model_map(*m, map);
  a.timeout = timeout;
  a.steps = steps;
  a.ms = ms;
  return a;
}

nlohmann::json model_json(const SearchModel& s, const detail::LabelTable& labels) {
  nlohmann::json kind = nlohmann::json::array(), label = nlohmann::json::array(), meta = nlohmann::json::array(),
                 edges = nlohmann::json::array();
  for (ModelId v = 0; v < s.size(); ++v) {
    kind.push_back(s.kind[v] == ModelKind::Leaf ? "leaf" : "op");
    label.push_back(labels.name(s.label[v]));
    const detail::MetaKey& mk = labels.meta(s.meta[v]);
    meta.push_back(mk.known ? nlohmann::json{mk.dtype, mk.dims} : nlohmann::json(nullptr));
    for (std::size_t k = 0; k < s.producers[v].size(); ++k)
      if (s.producers[v][k] != kNone) edges.push_back({s.producers[v][k], v, k});
  }
  return {{"kind", kind}, {"label", label}, {"meta", meta}, {"edges", edges}};
}

struct External {
  std::vector<ModelId> map;
  bool timeout = false;
  double ms = 0;
};

std::map<std::string, External> read_external(const std::string& file) {
  std::map<std::string, External> out;
  std::ifstream in(file);
  for (std::string line; std::getline(in, line);) {
    if (line.empty()) continue;
    const auto j = nlohmann::json::parse(line);
    External e;
    for (const auto& x : j["map"]) e.map.push_back(x.get<long long>() < 0 ? kNone : x.get<ModelId>());
    e.timeout = j.value("timeout", false);
    e.ms = j.value("ms", 0.0);
    out[j["id"].get<std::string>()] = std::move(e);
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  std::string manifest, out_file = "-", export_dir;
  std::vector<std::string> baselines{"fxmatch", "seed", "kth", "vf2"}, formats;
  std::vector<std::pair<std::string, std::string>> externals;
  double timeout_s = 10;
  bool rename = true;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto next = [&]() -> std::string { return i + 1 < argc ? argv[++i] : ""; };
    if (a == "--baselines") baselines = split(next(), ',');
    else if (a == "--formats") formats = split(next(), ',');
    else if (a == "--timeout") timeout_s = std::stod(next());
    else if (a == "--no-rename") rename = false;
    else if (a == "--export-models") export_dir = next();
    else if (a == "--external") {
      const std::string v = next();
      externals.emplace_back(v.substr(0, v.find('=')), v.substr(v.find('=') + 1));
      baselines.clear();
    } else if (a == "-o") out_file = next();
    else manifest = a;
  }
  if (manifest.empty()) {
    std::fprintf(stderr, "usage: %s MANIFEST [--baselines LIST] [--formats LIST] [--timeout S] [--no-rename] "
                         "[--export-models DIR] [--external NAME=FILE] [-o OUT]\n", argv[0]);
    return 2;
  }
  auto rules = RuleSet::load_default();
  if (!rules) {
    std::fprintf(stderr, "%s\n", rules.error().render().c_str());
    return 2;
  }
  std::map<std::string, std::map<std::string, External>> ext;
  for (const auto& [name, file] : externals) ext[name] = read_external(file);
  if (!export_dir.empty()) std::filesystem::create_directories(export_dir);

  std::ofstream file_out;
  if (out_file != "-") file_out.open(out_file);
  std::ostream& out = out_file == "-" ? std::cout : file_out;

  const auto entries = read_manifest(manifest);
  std::size_t done = 0;
  for (const Entry& e : entries) {
    if (e.kind != "match") continue;
    if (!formats.empty() && std::find(formats.begin(), formats.end(), e.format) == formats.end()) continue;
    const auto t0 = Clock::now();
    auto pattern = parse_file(e.pattern_path, e.pattern_graph);
    auto target = parse_file(e.target_path, e.target_graph);
    const double parse_ms = ms_since(t0);
    if (!pattern || !target || e.truth_path.empty()) {
      std::fprintf(stderr, "%s: skipped (parse error or no truth)\n", e.id.c_str());
      continue;
    }
    const Truth truth = load_truth(e.truth_path);
    const bool cross = e.cross_capture.value_or(truth.cross_capture.value_or(false));
    Graph original_pattern = *pattern;  // names as dumped (seed_names)
    std::vector<std::string> original;
    if (rename) original = rename_variables(*pattern, 1 + e.index);  // batch: --seed 1, pair i uses seed + i
    const std::vector<VertexId> pv = non_output(*pattern);
    auto pattern_name = [&](VertexId v) { return rename ? original[v] : pattern->node(v).name; };

    auto emit = [&](const std::string& name, const Answer& a, const Graph& target_graph) {
      std::vector<Mapped> mapped;
      for (std::size_t i = 0; i < pv.size(); ++i) {
        std::optional<std::string> got;
        if (a.image[i] != kNoVertex) got = target_graph.node(a.image[i]).name;
        mapped.emplace_back(pattern_name(pv[i]), std::move(got));
      }
      const Score s = score(mapped, truth, cross);
      nlohmann::ordered_json j = {{"id", e.id},         {"model", e.model},     {"format", e.format},
                                  {"baseline", name},   {"renamed", rename && name != "seed_names"},
                                  {"nodes", pv.size()}, {"scored", s.scored},   {"exact", s.exact},
                                  {"lenient", s.lenient}, {"wrong_count", s.wrong},
                                  {"exact_pct", s.scored ? nlohmann::ordered_json(100.0 * s.exact / s.scored) : nullptr},
                                  {"parse_ms", parse_ms}, {"match_ms", a.ms}, {"timeout", a.timeout},
                                  {"steps", a.steps}};
      out << j.dump() << '\n';
      out.flush();
    };

    for (const std::string& b : baselines) {
      if (b == "fxmatch") {
        const MatchResult r = match(*pattern, *target, *rules);
        Answer a;
        for (const NodeMatch& m : r.nodes) a.image.push_back(m.target);
        a.ms = r.stats.match_ms;
        a.steps = r.stats.steps;
        a.timeout = !r.stats.complete;
        emit(b, a, *target);
      } else if (b == "seed") {
        emit(b, seed_heuristic(*pattern, *target), *target);
      } else if (b == "seed_names") {
        // Scored against the original names: pattern vertex ids are unchanged by renaming.
        emit(b, seed_heuristic(original_pattern, *target), *target);
      } else if (b == "kth") {
        emit(b, kth_occurrence(*pattern, *target), *target);
      } else if (b == "vf2") {
        emit(b, vf2_baseline(*pattern, *target, *rules, timeout_s), *target);
      } else {
        std::fprintf(stderr, "unknown baseline '%s'\n", b.c_str());
        return 2;
      }
    }
    for (const auto& [name, by_id] : ext) {
      auto it = by_id.find(e.id);
      if (it == by_id.end()) continue;
      const auto m = build_models(*pattern, *target, *rules);
      std::vector<ModelId> map = it->second.map;
      if (map.size() != m->p.size()) map.assign(m->p.size(), kNone);
      Answer a = from_model_map(*m, map);
      a.timeout = it->second.timeout;
      a.ms = it->second.ms;
      emit(name, a, *target);
    }
    if (!export_dir.empty()) {
      const auto m = build_models(*pattern, *target, *rules);
      nlohmann::json j = {{"id", e.id}, {"pattern", model_json(m->p, m->labels)}, {"target", model_json(m->t, m->labels)}};
      std::ofstream(export_dir + "/" + std::to_string(e.index) + ".json") << j.dump();
    }
    if (++done % 50 == 0) std::fprintf(stderr, "%zu pairs\n", done);
  }
  return 0;
}
