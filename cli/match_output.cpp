#include "match_output.hpp"

#include <algorithm>
#include <cstdio>

namespace fxmatch::cli {

nlohmann::ordered_json match_to_json(const Graph& pattern, const Graph& target, const MatchResult& r,
                                     double parse_ms) {
  nlohmann::ordered_json mapping = nlohmann::ordered_json::object();
  nlohmann::ordered_json nodes = nlohmann::ordered_json::array();
  auto tname = [&](VertexId v) -> nlohmann::ordered_json {
    if (v == kNoVertex) return nullptr;
    return target.node(v).name;
  };
  for (const auto& m : r.nodes) {
    const std::string& pname = pattern.node(m.pattern).name;
    mapping[pname] = tname(m.target);
    nlohmann::ordered_json alts = nlohmann::ordered_json::array();
    for (VertexId a : m.alternatives) alts.push_back(target.node(a).name);
    nodes.push_back({{"pattern", pname},
                     {"target", tname(m.target)},
                     {"how", std::string(to_string(m.how))},
                     {"alternatives", alts},
                     {"reason", m.reason}});
  }
  nlohmann::ordered_json stats = {{"pattern_nodes", r.stats.pattern_nodes},
                                  {"target_nodes", r.stats.target_nodes},
                                  {"matched", r.stats.matched},
                                  {"parse_ms", parse_ms},
                                  {"match_ms", r.stats.match_ms},
                                  {"steps", r.stats.steps},
                                  {"complete", r.stats.complete}};
  return {{"mapping", mapping}, {"nodes", nodes}, {"stats", stats}};
}

std::string match_to_text(const Graph& pattern, const Graph& target, const MatchResult& r, double parse_ms) {
  std::size_t w = 7;
  for (const auto& m : r.nodes) w = std::max(w, pattern.node(m.pattern).name.size());
  std::string out;
  char buf[64];
  for (const auto& m : r.nodes) {
    std::string line = pattern.node(m.pattern).name;
    line.resize(w, ' ');
    line += "  ->  ";
    std::string t = m.target == kNoVertex ? "-" : target.node(m.target).name;
    line += t;
    if (t.size() < w) line.append(w - t.size(), ' ');
    line += "  ";
    line += to_string(m.how);
    if (!m.alternatives.empty()) {
      line += "  (or";
      for (VertexId a : m.alternatives) line += " " + target.node(a).name;
      line += ")";
    }
    if (!m.reason.empty() && m.how != How::Exact && m.how != How::Leaf) line += "  # " + m.reason;
    out += line + '\n';
  }
  std::snprintf(buf, sizeof buf, "%.1f", r.stats.match_ms);
  std::string match_ms = buf;
  std::snprintf(buf, sizeof buf, "%.1f", parse_ms);
  out += "# matched " + std::to_string(r.stats.matched) + "/" + std::to_string(r.stats.pattern_nodes) +
         " pattern nodes against " + std::to_string(r.stats.target_nodes) + " target nodes; parse " + buf +
         " ms, match " + match_ms + " ms, " + std::to_string(r.stats.steps) + " steps" +
         (r.stats.complete ? "" : ", INCOMPLETE (budget exhausted)") + "\n";
  return out;
}

}  // namespace fxmatch::cli
