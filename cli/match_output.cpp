// Match results as JSON (document and direct text, byte-identical) and as a table.
#include "match_output.hpp"

#include "json_text.hpp"
#include "text_sink.hpp"

#include <algorithm>
#include <array>
#include <cstdio>

namespace fxmatch::cli {

namespace {

// Names are unique in a Graph built by the parsers; a graph built with
// duplicate names (Graph::add_node's precondition broken) takes the document
// path, whose `mapping[name] =` keeps the first position and the last value.
bool unique_pattern_names(const Graph& pattern, const MatchResult& r) {
  if (pattern.unique_names()) return true;  // every name finds its node: no probe per node
  for (const auto& m : r.nodes)
    if (pattern.find(pattern.node(m.pattern).name) != m.pattern) return false;
  return true;
}

}  // namespace

nlohmann::ordered_json match_stats_to_json(const MatchResult& r, double parse_ms) {
  return {{"pattern_nodes", r.stats.pattern_nodes}, {"target_nodes", r.stats.target_nodes},
          {"matched", r.stats.matched},             {"parse_ms", parse_ms},
          {"match_ms", r.stats.match_ms},           {"steps", r.stats.steps},
          {"complete", r.stats.complete}};
}

nlohmann::ordered_json match_to_json(const Graph& pattern, const Graph& target, const MatchResult& r,
                                     double parse_ms) {
  OrderedObject mapping;
  nlohmann::ordered_json nodes = nlohmann::ordered_json::array();
  nodes.get_ref<nlohmann::ordered_json::array_t&>().reserve(r.nodes.size());
  auto tname = [&](VertexId v) -> nlohmann::ordered_json {
    if (v == kNoVertex) return nullptr;
    return target.node(v).name;
  };
  for (const auto& m : r.nodes) {
    const std::string_view pname = pattern.node(m.pattern).name;  // the key must outlive `mapping`
    mapping.set(pname, tname(m.target));
    nlohmann::ordered_json alts = nlohmann::ordered_json::array();
    for (VertexId a : m.alternatives) alts.push_back(target.node(a).name);
    nodes.push_back({{"pattern", std::string(pname)},
                     {"target", tname(m.target)},
                     {"how", std::string(to_string(m.how))},
                     {"alternatives", std::move(alts)},
                     {"reason", m.reason}});
  }
  return {{"mapping", mapping.take()}, {"nodes", std::move(nodes)}, {"stats", match_stats_to_json(r, parse_ms)}};
}

std::string match_to_json_text(const Graph& pattern, const Graph& target, const MatchResult& r, double parse_ms,
                               bool mapping_only, const JsonText::Spill& spill) {
  if (!unique_pattern_names(pattern, r)) {
    auto json = match_to_json(pattern, target, r, parse_ms);
    std::string text = (mapping_only ? json.at("mapping").dump(1) : json.dump(1)) + "\n";
    if (!spill) return text;
    spill(text);
    return "";
  }
  std::string out;
  // Room for more than these dumps need (the generated 1M pair writes 162
  // bytes per node): a regrowth at the end would copy the whole document and
  // hold two copies at once, the CLI's peak. Untouched capacity is address
  // space, not resident memory. A spill needs only its buffer.
  out.reserve(spill ? (std::size_t{1} << 21) : r.nodes.size() * (mapping_only ? 64 : 256) + 256);
  JsonText j(out, 1, spill);
  JsonText::Key k_pattern("pattern"), k_target("target"), k_how("how"), k_alternatives("alternatives"),
      k_reason("reason");
  std::array<std::string, static_cast<std::size_t>(How::Boundary) + 1> how_text;  // each How as a JSON string
  for (std::size_t h = 0; h < how_text.size(); ++h)
    how_text[h] = '"' + std::string(to_string(static_cast<How>(h))) + '"';
  auto target_value = [&](VertexId v) {
    if (v == kNoVertex) j.null();
    else j.string(target.node(v).name);
  };
  auto write_mapping = [&] {
    j.open_object();
    for (const auto& m : r.nodes) {
      j.key(pattern.node(m.pattern).name);
      target_value(m.target);
    }
    j.close_object();
  };
  if (mapping_only) {
    write_mapping();
    j.raw("\n");
    j.finish();
    return out;
  }
  j.open_object();
  j.key("mapping");
  write_mapping();
  j.key("nodes");
  j.open_array();
  for (const auto& m : r.nodes) {
    j.item();
    j.open_object();
    j.key(k_pattern);
    j.string(pattern.node(m.pattern).name);
    j.key(k_target);
    target_value(m.target);
    j.key(k_how);
    j.raw(how_text.at(static_cast<std::size_t>(m.how)));
    j.key(k_alternatives);
    j.open_array();
    for (VertexId a : m.alternatives) {
      j.item();
      j.string(target.node(a).name);
    }
    j.close_array();
    j.key(k_reason);
    j.string(m.reason);
    j.close_object();
  }
  j.close_array();
  j.key("stats");
  j.open_object();
  j.key("pattern_nodes");
  j.number(static_cast<std::uint64_t>(r.stats.pattern_nodes));
  j.key("target_nodes");
  j.number(static_cast<std::uint64_t>(r.stats.target_nodes));
  j.key("matched");
  j.number(static_cast<std::uint64_t>(r.stats.matched));
  j.key("parse_ms");
  j.number(parse_ms);
  j.key("match_ms");
  j.number(r.stats.match_ms);
  j.key("steps");
  j.number(static_cast<std::uint64_t>(r.stats.steps));
  j.key("complete");
  j.boolean(r.stats.complete);
  j.close_object();
  j.close_object();
  j.raw("\n");
  j.finish();
  return out;
}

std::string match_to_text(const Graph& pattern, const Graph& target, const MatchResult& r, double parse_ms,
                          const JsonText::Spill& spill) {
  std::size_t w = 7;
  for (const auto& m : r.nodes) w = std::max(w, pattern.node(m.pattern).name.size());
  std::string out;
  // no regrowth copy at the end (see match_to_json_text); a spill needs only its buffer
  out.reserve(spill ? (std::size_t{1} << 21) : r.nodes.size() * (2 * w + 128) + 512);
  TextSink o(out, spill);
  for (const auto& m : r.nodes) {
    const std::string_view p = pattern.node(m.pattern).name;
    o.put(p);
    o.spaces(w - p.size());
    o.put("  ->  ");
    const std::string_view t = m.target == kNoVertex ? std::string_view("-") : target.node(m.target).name.view();
    o.put(t);
    if (t.size() < w) o.spaces(w - t.size());
    o.put("  ", to_string(m.how));
    if (!m.alternatives.empty()) {
      o.put("  (or");
      for (VertexId a : m.alternatives) o.put(" ", target.node(a).name.view());
      o.put(")");
    }
    if (!m.reason.empty() && m.how != How::Exact && m.how != How::Leaf) o.put("  # ", m.reason);
    o.put("\n");
  }
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.1f", r.stats.match_ms);
  const std::string match_ms = buf;
  std::snprintf(buf, sizeof buf, "%.1f", parse_ms);
  o.put("# matched ", std::to_string(r.stats.matched), "/", std::to_string(r.stats.pattern_nodes),
        " pattern nodes against ", std::to_string(r.stats.target_nodes), " target nodes; parse ", buf, " ms, match ",
        match_ms, " ms, ", std::to_string(r.stats.steps), " steps",
        r.stats.complete ? "" : ", INCOMPLETE (budget exhausted)", "\n");
  o.finish();
  return out;
}

}  // namespace fxmatch::cli
