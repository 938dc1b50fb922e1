#include "search_model.hpp"

#include <algorithm>
#include <cctype>
#include <map>

namespace fxmatch::detail {

namespace {

bool is_symbolic_dim(const std::string& d) {
  if (d.empty()) return true;
  std::size_t i = (d[0] == '-') ? 1 : 0;
  if (i == d.size()) return true;
  for (; i < d.size(); ++i)
    if (!std::isdigit(static_cast<unsigned char>(d[i]))) return true;
  return false;
}

MetaKey meta_key(const Node& n) {
  MetaKey m;
  if (!n.meta) return m;
  m.known = true;
  m.dtype = n.meta->dtype;
  m.dims.reserve(n.meta->shape.size());
  for (const auto& d : n.meta->shape) m.dims.push_back(is_symbolic_dim(d) ? "?" : d);
  return m;
}

// `device(type='cuda', index=0)` -> "cuda:0", `device(type='cpu')` -> "cpu":
// str(graph) prints devices the short way, graph code the long way.
std::string canonical_device(const std::string& text) {
  auto field = [&](std::string_view key) -> std::string {
    auto at = text.find(key);
    if (at == std::string::npos) return {};
    at += key.size();
    std::size_t end = at;
    while (end < text.size() && text[end] != ',' && text[end] != ')') ++end;
    std::string v = text.substr(at, end - at);
    std::erase(v, '\'');
    std::erase(v, '"');
    std::erase(v, ' ');
    return v;
  };
  std::string type = field("type=");
  std::string index = field("index=");
  return index.empty() ? type : type + ":" + index;
}

// Canonical argument text with node references anonymised to "$". Strings
// lose their quotes (str(graph) prints them bare).
void anon_args(const Arg& a, std::string& out) {
  switch (a.kind) {
    case Arg::Kind::String: out += a.text; return;
    case Arg::Kind::Symbol:
      out += a.text.rfind("device(", 0) == 0 ? canonical_device(a.text) : a.text;
      return;
    case Arg::Kind::Ref: out += '$'; return;
    case Arg::Kind::List:
    case Arg::Kind::Tuple: {
      out += a.kind == Arg::Kind::List ? '[' : '(';
      for (std::size_t i = 0; i < a.items.size(); ++i) {
        if (i) out += ", ";
        anon_args(a.items[i], out);
      }
      out += a.kind == Arg::Kind::List ? ']' : ')';
      return;
    }
    default: out += to_string(a); return;
  }
}

std::string op_signature(const Node& n, const RuleSet& rules, bool shaped) {
  auto [op, forced_args] = rules.canonical_op(n.target);
  std::string s = op;
  s += '(';
  if (forced_args) {
    s += *forced_args;
  } else {
    LabelArgs mode = rules.label_args(n.target);
    if (mode == LabelArgs::NoneWhenShaped) mode = shaped ? LabelArgs::None : LabelArgs::All;
    if (mode == LabelArgs::All) {
      const IgnoredArgs* ignored = rules.ignored_args(n.target);
      auto skip_pos = [&](int i) {
        return ignored && std::find(ignored->positions.begin(), ignored->positions.end(), i) != ignored->positions.end();
      };
      auto skip_kw = [&](const std::string& k) {
        return ignored && std::find(ignored->keywords.begin(), ignored->keywords.end(), k) != ignored->keywords.end();
      };
      bool first = true;
      for (std::size_t i = 0; i < n.args.size(); ++i) {
        if (!first) s += ", ";
        first = false;
        if (skip_pos(static_cast<int>(i)) && n.args[i].kind != Arg::Kind::Ref) {
          s += '_';
          continue;
        }
        anon_args(n.args[i], s);
      }
      for (const auto& [k, a] : n.kwargs) {
        // `attn_mask = None` is printed by one capture and left out by the
        // other: a None keyword is the default in practice.
        if (a.kind == Arg::Kind::None || skip_kw(k)) continue;
        if (!first) s += ", ";
        first = false;
        s += k;
        s += '=';
        anon_args(a, s);
      }
    }
  }
  s += ')';
  return s;
}

}  // namespace

bool compatible(const MetaKey& a, const MetaKey& b) {
  if (!a.known || !b.known) return true;
  if (a.dtype != b.dtype || a.dims.size() != b.dims.size()) return false;
  for (std::size_t i = 0; i < a.dims.size(); ++i)
    if (a.dims[i] != b.dims[i] && a.dims[i] != "?" && b.dims[i] != "?") return false;
  return true;
}

std::string to_string(const MetaKey& m) {
  if (!m.known) return "?";
  std::string s = m.dtype + "[";
  for (std::size_t i = 0; i < m.dims.size(); ++i) s += (i ? ", " : "") + m.dims[i];
  return s + "]";
}

bool is_annotated(const Graph& g) {
  std::size_t ops = 0, annotated = 0;
  for (VertexId v = 0; v < g.size(); ++v) {
    const Node& n = g.node(v);
    if (n.kind != NodeKind::CallFunction || n.getitem_index >= 0) continue;
    ++ops;
    annotated += n.meta.has_value();
  }
  return ops > 0 && annotated * 2 >= ops;
}

SearchModel build_search_model(const Graph& g, const RuleSet& rules, LabelTable& labels, bool value_number,
                               bool shaped) {
  SearchModel m;
  m.graph = &g;
  const std::size_t n = g.size();
  m.of_vertex.assign(n, kNone);
  m.contracted.assign(n, false);
  const std::uint32_t leaf_label = labels.intern("<leaf>");

  // Value-numbering key: signature + meta + raw op + producer model ids.
  std::map<std::tuple<std::uint32_t, std::string, std::string, std::vector<ModelId>>, ModelId> numbering;

  for (VertexId v = 0; v < n; ++v) {
    const Node& node = g.node(v);
    if (node.kind == NodeKind::Output) continue;
    std::vector<VertexId> prods = g.producers(v);
    const bool is_leaf = node.kind == NodeKind::Placeholder || node.kind == NodeKind::GetAttr;
    if (!is_leaf && rules.op_class(node.target) == OpClass::Transparent && !prods.empty()) {
      m.contracted[v] = true;
      m.of_vertex[v] = m.of_vertex[prods[0]];
      continue;
    }
    std::vector<ModelId> prod_ids;
    prod_ids.reserve(prods.size());
    for (VertexId p : prods) prod_ids.push_back(m.of_vertex[p]);
    MetaKey meta = shaped ? meta_key(node) : MetaKey{};
    std::uint32_t label = leaf_label;
    if (!is_leaf) {
      std::string sig = op_signature(node, rules, shaped && meta.known);
      // An element of a multi-output op is only ever the same element of the
      // same operator: put the producer's operator into the label.
      if (node.getitem_index >= 0 && !prods.empty()) {
        const Node& src = g.node(prods[0]);
        sig += " of " + (src.kind == NodeKind::CallFunction ? rules.canonical_op(src.target).first
                                                            : std::string(to_string(src.kind)));
      }
      label = labels.intern(sig);
    }

    // Two get_attr nodes of the same attribute read the same tensor (make_fx
    // emits `_param_constant3_4 = self._param_constant3` for a reused weight).
    const bool same_attr = node.kind == NodeKind::GetAttr && !node.target.empty();
    if (value_number && (same_attr || (!is_leaf && !rules.is_impure(node.target)))) {
      auto key = std::make_tuple(label, to_string(meta), node.target, prod_ids);
      auto it = numbering.find(key);
      if (it != numbering.end()) {
        m.of_vertex[v] = it->second;
        m.members[it->second].push_back(v);
        continue;
      }
      numbering.emplace(std::move(key), static_cast<ModelId>(m.vertex.size()));
    }
    const auto id = static_cast<ModelId>(m.vertex.size());
    m.of_vertex[v] = id;
    m.vertex.push_back(v);
    m.members.push_back({v});
    m.kind.push_back(is_leaf ? ModelKind::Leaf : ModelKind::Op);
    m.label.push_back(label);
    m.meta.push_back(std::move(meta));
    m.view_like.push_back(!is_leaf && rules.op_class(node.target) == OpClass::ViewLike);
    m.commutative.push_back(!is_leaf && prods.size() == 2 && rules.is_commutative(node.target));
    m.raw_op.push_back(node.target);
    m.producers.push_back(std::move(prod_ids));
  }
  m.consumers.assign(m.vertex.size(), {});
  for (ModelId c = 0; c < m.vertex.size(); ++c)
    for (int s = 0; s < static_cast<int>(m.producers[c].size()); ++s)
      if (m.producers[c][s] != kNone) m.consumers[m.producers[c][s]].emplace_back(c, s);
  for (auto& list : m.consumers) std::sort(list.begin(), list.end());
  return m;
}

}  // namespace fxmatch::detail
