#include "fxmatch/engine/graph.hpp"

#include <algorithm>
#include <sstream>

namespace fxmatch {

std::string_view to_string(NodeKind kind) {
  switch (kind) {
    case NodeKind::Placeholder: return "placeholder";
    case NodeKind::GetAttr: return "get_attr";
    case NodeKind::CallFunction: return "call_function";
    case NodeKind::CallModule: return "call_module";
    case NodeKind::CallMethod: return "call_method";
    case NodeKind::Output: return "output";
  }
  return "?";
}

namespace {

// Renumbers Ref slots in appearance order and collects the referenced names.
void number_refs(Arg& arg, int& next, std::vector<std::pair<std::string, int>>& refs) {
  if (arg.kind == Arg::Kind::Ref) {
    arg.slot = next++;
    refs.emplace_back(arg.text, arg.slot);
    return;
  }
  for (Arg& item : arg.items) number_refs(item, next, refs);
}

}  // namespace

VertexId Graph::add_node(Node node) {
  std::vector<std::pair<std::string, int>> refs;
  int next = 0;
  for (Arg& a : node.args) number_refs(a, next, refs);
  for (auto& kv : node.kwargs) number_refs(kv.second, next, refs);
  const bool is_output = node.kind == NodeKind::Output;
  std::string name = node.name;
  VertexId v = boost::add_vertex(std::move(node), g_);
  by_name_.emplace(std::move(name), v);
  if (is_output) output_ = v;
  for (const auto& [ref_name, slot] : refs) {
    auto it = by_name_.find(ref_name);
    if (it == by_name_.end()) continue;  // precondition violated; parser prevents this
    boost::add_edge(it->second, v, EdgeProps{slot}, g_);
  }
  return v;
}

VertexId Graph::find(std::string_view name) const {
  auto it = by_name_.find(std::string(name));
  return it == by_name_.end() ? kNoVertex : it->second;
}

VertexId Graph::producer(VertexId v, int slot) const {
  for (auto [it, end] = boost::in_edges(v, g_); it != end; ++it)
    if (g_[*it].slot == slot) return boost::source(*it, g_);
  return kNoVertex;
}

std::vector<VertexId> Graph::producers(VertexId v) const {
  std::vector<std::pair<int, VertexId>> by_slot;
  for (auto [it, end] = boost::in_edges(v, g_); it != end; ++it)
    by_slot.emplace_back(g_[*it].slot, boost::source(*it, g_));
  std::sort(by_slot.begin(), by_slot.end());
  std::vector<VertexId> out;
  out.reserve(by_slot.size());
  for (auto& p : by_slot) out.push_back(p.second);
  return out;
}

std::vector<std::pair<VertexId, int>> Graph::consumers(VertexId v) const {
  std::vector<std::pair<VertexId, int>> out;
  for (auto [it, end] = boost::out_edges(v, g_); it != end; ++it)
    out.emplace_back(boost::target(*it, g_), g_[*it].slot);
  std::sort(out.begin(), out.end());
  return out;
}

std::string to_string(const Arg& arg) {
  switch (arg.kind) {
    case Arg::Kind::None: return "None";
    case Arg::Kind::String: {
      std::string s = "'";
      for (char c : arg.text) {
        if (c == '\'' || c == '\\') s += '\\';
        s += c;
      }
      return s + "'";
    }
    case Arg::Kind::Ref: return "%" + arg.text;
    case Arg::Kind::List:
    case Arg::Kind::Tuple: {
      const bool list = arg.kind == Arg::Kind::List;
      std::string s = list ? "[" : "(";
      for (std::size_t i = 0; i < arg.items.size(); ++i) {
        if (i) s += ", ";
        s += to_string(arg.items[i]);
      }
      if (!list && arg.items.size() == 1) s += ",";
      return s + (list ? "]" : ")");
    }
    default: return arg.text;
  }
}

namespace {

std::string meta_string(const TensorMeta& m) {
  std::string s = m.dtype;
  if (m.dtype == "Sym") {
    return "Sym(" + (m.shape.empty() ? std::string() : m.shape[0]) + ")";
  }
  s += "[";
  for (std::size_t i = 0; i < m.shape.size(); ++i) s += (i ? ", " : "") + m.shape[i];
  s += "]";
  if (!m.stride.empty()) {
    s += "[";
    for (std::size_t i = 0; i < m.stride.size(); ++i) s += (i ? ", " : "") + m.stride[i];
    s += "]";
  }
  return s + m.device;
}

}  // namespace

std::string dump(const Graph& graph) {
  std::ostringstream os;
  for (VertexId v = 0; v < graph.size(); ++v) {
    const Node& n = graph.node(v);
    os << '%' << n.name << " = " << to_string(n.kind);
    if (!n.target.empty()) os << ' ' << n.target;
    if (n.kind != NodeKind::Placeholder && n.kind != NodeKind::GetAttr) {
      os << '(';
      bool first = true;
      for (const Arg& a : n.args) {
        os << (first ? "" : ", ") << to_string(a);
        first = false;
      }
      for (const auto& [k, a] : n.kwargs) {
        os << (first ? "" : ", ") << k << '=' << to_string(a);
        first = false;
      }
      os << ')';
    }
    if (n.meta) os << " : " << meta_string(*n.meta);
    os << '\n';
  }
  return os.str();
}

}  // namespace fxmatch
