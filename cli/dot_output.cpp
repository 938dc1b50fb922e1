// DOT writer: one cluster per graph, node ids "a<v>" / "b<v>" (vertex ids,
// never names, so any variable name is safe), labels "name\nop" escaped
// ("name" alone when the op reads the same, as make_fx names most nodes).
// Cross-graph edges carry constraint=false so each cluster keeps its own
// top-to-bottom program order.
#include "dot_output.hpp"

#include <sstream>

namespace fxmatch::cli {

namespace {

std::string quote(std::string_view s) {
  std::string q = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') q += '\\';
    if (c == '\n') {
      q += "\\n";
      continue;
    }
    q += c;
  }
  return q + '"';
}

// "aten.mm.default" -> "mm"; "operator.getitem" -> "getitem".
std::string short_op(const Node& n) {
  if (n.kind == NodeKind::Placeholder) return "input";
  if (n.kind == NodeKind::Output) return "output";
  if (n.kind == NodeKind::GetAttr) return "self." + n.target.str();
  std::string t = n.target;
  for (std::string_view p : {"aten.", "prims.", "operator."})
    if (t.rfind(p, 0) == 0) t = t.substr(p.size());
  for (std::string_view s : {".default", ".Tensor", ".Scalar"})
    if (t.size() > s.size() && t.compare(t.size() - s.size(), s.size(), s) == 0) t.resize(t.size() - s.size());
  return t;
}

std::string id(char side, VertexId v) {
  std::string s(1, side);
  return s.append(std::to_string(v));
}

void cluster(std::ostringstream& o, const Graph& g, char side, std::string_view label,
             const std::vector<std::string>& attrs) {
  o << "  subgraph cluster_" << side << " {\n    label=" << quote(label) << ";\n";
  for (VertexId v = 0; v < g.size(); ++v) {
    const Node& n = g.node(v);
    const std::string op = short_op(n);
    std::string label = n.name;
    if (op != n.name) label.append("\n").append(op);
    o << "    " << id(side, v) << " [label=" << quote(label) << attrs[v] << "];\n";
  }
  for (auto [e, end] = boost::edges(g.boost()); e != end; ++e)
    o << "    " << id(side, boost::source(*e, g.boost())) << " -> " << id(side, boost::target(*e, g.boost())) << ";\n";
  o << "  }\n";
}

void cross(std::ostringstream& o, char a, VertexId u, char b, VertexId v, std::string_view style, std::string_view color,
           std::string_view label = "") {
  o << "  " << id(a, u) << " -> " << id(b, v) << " [style=" << style << ", color=" << quote(color)
    << ", constraint=false";
  if (!label.empty()) o << ", label=" << quote(label) << ", fontcolor=" << quote(color);
  o << "];\n";
}

constexpr const char* kHeader =
    "  rankdir=TB;\n  newrank=true;\n  node [shape=box, fontname=\"monospace\", fontsize=10, height=0.3];\n"
    "  edge [arrowsize=0.6];\n";
constexpr const char* kRed = ", color=\"#c62828\", fontcolor=\"#c62828\", penwidth=2";

std::string title_of(const Graph& g, std::string_view role) {
  std::string t(role);
  if (!g.origin.empty()) t += ": " + g.origin;
  else if (!g.title.empty()) t += ": " + g.title;
  return t;
}

}  // namespace

std::string match_to_dot(const Graph& pattern, const Graph& target, const MatchResult& r) {
  std::ostringstream o;
  o << "digraph fxmatch_match {\n" << kHeader;
  std::vector<std::string> pa(pattern.size()), ta(target.size());
  for (const auto& m : r.nodes)
    if (m.how == How::Unmatched) pa[m.pattern] = kRed;
  cluster(o, pattern, 'a', title_of(pattern, "pattern"), pa);
  cluster(o, target, 'b', title_of(target, "target"), ta);
  for (const auto& m : r.nodes) {
    if (m.target != kNoVertex) cross(o, 'a', m.pattern, 'b', m.target, "dashed", m.how == How::Partial ? "#ef6c00" : "#1565c0");
    for (VertexId alt : m.alternatives) cross(o, 'a', m.pattern, 'b', alt, "dotted", "#90a4ae");
  }
  o << "}\n";
  return o.str();
}

std::string relate_to_dot(const Graph& fwd, const Graph& bwd, const RelateResult& r) {
  std::ostringstream o;
  o << "digraph fxmatch_relate {\n" << kHeader;
  std::vector<std::string> fa(fwd.size()), ba(bwd.size());
  for (const auto& u : r.unrelated) (u.backward ? ba : fa)[u.node] = kRed;
  cluster(o, fwd, 'a', title_of(fwd, "forward"), fa);
  cluster(o, bwd, 'b', title_of(bwd, "backward"), ba);
  for (const auto& s : r.saved) cross(o, 'b', s.backward, 'a', s.forward, "dashed", "#1565c0", "saved");
  for (auto [b, f] : r.grad_of) cross(o, 'b', b, 'a', f, "dashed", "#2e7d32");
  for (auto [f, b] : r.grads) cross(o, 'a', f, 'b', b, "dashed", "#8e24aa", "grad");
  for (auto [b, f] : r.seed) cross(o, 'b', b, 'a', f, "dashed", "#00838f", "seed");
  o << "}\n";
  return o.str();
}

}  // namespace fxmatch::cli
