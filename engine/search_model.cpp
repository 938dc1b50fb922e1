#include "search_model.hpp"

#include <algorithm>
#include <cctype>
#include <optional>
#include <string>
#include <unordered_map>

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
  // Size-1 dims are left out: across captures an RNN step is [1, 2, 8] in one
  // graph and [2, 8] in the other, and the view between them is the view family.
  for (const auto& d : n.meta->shape)
    if (d != "1") m.dims.push_back(is_symbolic_dim(d) ? "?" : d);
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

// The integer value of positional argument i, if it is an integer literal.
std::optional<long long> int_arg(const Node& n, int i) {
  if (i < 0 || static_cast<std::size_t>(i) >= n.args.size() || n.args[i].kind != Arg::Kind::Int) return std::nullopt;
  try {
    return std::stoll(n.args[i].text);
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

bool conditions_hold(const Node& n, const Equivalence& e) {
  for (const ArgCondition& c : e.when) {
    auto lhs = int_arg(n, c.lhs);
    if (!lhs) return false;
    long long rhs = c.offset;
    if (c.rhs >= 0) {
      auto r = int_arg(n, c.rhs);
      if (!r) return false;
      rhs += *r;
    }
    if (*lhs != rhs) return false;
  }
  return true;
}

// `args` of an equivalence with `{i}` replaced by argument i as a label spells it.
std::optional<std::string> expand_args(const Node& n, const std::string& tmpl) {
  std::string out;
  for (std::size_t i = 0; i < tmpl.size(); ++i) {
    if (tmpl[i] != '{') {
      out += tmpl[i];
      continue;
    }
    const std::size_t close = tmpl.find('}', i);
    if (close == std::string::npos) return std::nullopt;
    int k = -1;
    try {
      k = std::stoi(tmpl.substr(i + 1, close - i - 1));
    } catch (const std::exception&) {
      return std::nullopt;
    }
    if (k < 0 || static_cast<std::size_t>(k) >= n.args.size()) return std::nullopt;
    anon_args(n.args[k], out);
    i = close;
  }
  return out;
}

std::string op_signature(const Node& n, const OpInfo& info, bool shaped) {
  for (const Equivalence* e : info.conditional) {
    if (!conditions_hold(n, *e)) continue;
    std::optional<std::string> args = e->args ? expand_args(n, *e->args) : std::optional<std::string>("");
    if (!args) continue;
    return e->as + "(" + *args + ")";
  }
  std::string s;
  s.reserve(64);
  s += info.canonical;
  s += '(';
  if (info.forced_args) {
    auto expanded = info.forced_args->find('{') == std::string::npos ? std::nullopt : expand_args(n, *info.forced_args);
    s += expanded ? *expanded : *info.forced_args;
  } else {
    LabelArgs mode = info.label_args;
    if (mode == LabelArgs::NoneWhenShaped) mode = shaped ? LabelArgs::None : LabelArgs::All;
    if (mode == LabelArgs::All) {
      const IgnoredArgs* ignored = info.ignored;
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
      // An ignored last argument may be printed or left to its default.
      while (s.size() >= 3 && s.compare(s.size() - 3, 3, ", _") == 0) s.resize(s.size() - 3);
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

// uint64 key -> ModelId, open addressing with linear probing, power-of-two
// size, load <= 1/2, sized once: one array instead of a heap node per entry
// (std::unordered_map's nodes were a cache miss and an allocation per class).
class FlatIndex {
 public:
  explicit FlatIndex(std::size_t n) {
    std::size_t size = 16;
    while (size < 2 * n + 2) size *= 2;
    keys_.assign(size, 0);
    vals_.assign(size, kEmpty);
    mask_ = size - 1;
  }
  /// The value slot of `key` (kNone when new). Precondition: fewer than
  /// n keys are ever inserted, and a new slot gets a value other than kEmpty
  /// before the next call.
  ModelId& at(std::uint64_t key) {
    for (std::size_t i = (key * 0x9E3779B97F4A7C15ULL) >> 17 & mask_;; i = (i + 1) & mask_) {
      if (vals_[i] == kEmpty) {
        keys_[i] = key;
        vals_[i] = kNone;
        return vals_[i];
      }
      if (keys_[i] == key) return vals_[i];
    }
  }

 private:
  static constexpr ModelId kEmpty = kNone - 1;
  std::vector<std::uint64_t> keys_;
  std::vector<ModelId> vals_;
  std::size_t mask_ = 0;
};

std::uint64_t mix(std::uint64_t h, std::uint64_t v) {
  h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
  return h;
}

}  // namespace

bool compatible(const MetaKey& a, const MetaKey& b) {
  if (!a.known || !b.known) return true;
  if (a.dtype != b.dtype || a.dims.size() != b.dims.size()) return false;
  for (std::size_t i = 0; i < a.dims.size(); ++i)
    if (a.dims[i] != b.dims[i] && a.dims[i] != "?" && b.dims[i] != "?") return false;
  return true;
}

std::uint32_t LabelTable::intern_meta(MetaKey m) {
  std::string key = to_string(m);
  auto [it, inserted] = meta_ids_.emplace(std::move(key), static_cast<std::uint32_t>(metas_.size()));
  if (inserted) metas_.push_back(std::move(m));
  return it->second;
}

bool LabelTable::metas_compatible(std::uint32_t a, std::uint32_t b) const {
  if (a == b) return true;
  const std::uint64_t key = (static_cast<std::uint64_t>(std::min(a, b)) << 32) | std::max(a, b);
  auto it = compat_.find(key);
  if (it != compat_.end()) return it->second;
  const bool c = compatible(metas_[a], metas_[b]);
  compat_.emplace(key, c);
  return c;
}

const OpInfo& LabelTable::op_info(const std::string& target, const RuleSet& rules) {
  auto it = ops_.find(target);
  if (it != ops_.end()) return it->second;
  OpInfo info;
  info.op_class = rules.op_class(target);
  info.commutative = rules.is_commutative(target);
  info.impure = rules.is_impure(target);
  info.label_args = rules.label_args(target);
  info.ignored = rules.ignored_args(target);
  auto [canonical, forced] = rules.canonical_op(target);
  info.canonical = std::move(canonical);
  info.forced_args = std::move(forced);
  info.conditional = rules.conditional_equivalences(target);
  return ops_.emplace(target, std::move(info)).first->second;
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
  m.table = &labels;
  const std::size_t n = g.size();
  m.of_vertex.assign(n, kNone);
  m.contracted.assign(n, false);
  const std::uint32_t leaf_label = labels.intern("<leaf>");
  const std::uint32_t no_meta = labels.intern_meta(MetaKey{});
  for (auto* v : {&m.vertex}) v->reserve(n);
  m.members.reserve(n);
  m.kind.reserve(n);
  m.label.reserve(n);
  m.meta.reserve(n);
  m.raw_op.reserve(n);
  m.producers.reserve(n, 2 * n);

  // Value numbering: hash of (label, meta, raw op, producers) -> candidates,
  // verified field by field.
  FlatIndex numbering(n);                                // hash -> newest class with it
  std::vector<ModelId> same_hash;                        // class -> older class with its hash
  same_hash.reserve(n);
  std::vector<VertexId> prods;
  std::vector<std::pair<int, VertexId>> by_slot;
  std::vector<ModelId> prod_ids;
  std::unordered_map<const TensorMeta*, std::uint32_t> meta_of_shared;

  for (VertexId v = 0; v < n; ++v) {
    const Node& node = g.node(v);
    if (node.kind == NodeKind::Output) continue;
    by_slot.clear();
    for (auto [it, end] = boost::in_edges(v, g.boost()); it != end; ++it)
      by_slot.emplace_back(g.boost()[*it].slot, boost::source(*it, g.boost()));
    std::sort(by_slot.begin(), by_slot.end());
    prods.clear();
    for (const auto& p : by_slot) prods.push_back(p.second);

    const bool is_leaf = node.kind == NodeKind::Placeholder || node.kind == NodeKind::GetAttr;
    const OpInfo* info = is_leaf ? nullptr : &labels.op_info(node.target, rules);
    if (info && info->op_class == OpClass::Transparent && !prods.empty()) {
      m.contracted[v] = true;
      m.of_vertex[v] = m.of_vertex[prods[0]];
      continue;
    }
    prod_ids.clear();
    for (VertexId p : prods) prod_ids.push_back(m.of_vertex[p]);
    // Nodes share their TensorMeta (SharedMeta): key it once per distinct one.
    std::uint32_t meta = no_meta;
    if (shaped && node.meta) {
      auto [it, fresh] = meta_of_shared.try_emplace(&*node.meta, no_meta);
      if (fresh) it->second = labels.intern_meta(meta_key(node));
      meta = it->second;
    }
    const bool meta_known = meta != no_meta;
    const std::uint32_t raw = labels.intern_op(node.target);
    std::uint32_t label = leaf_label;
    if (!is_leaf) {
      std::string sig = op_signature(node, *info, shaped && meta_known);
      // An element of a multi-output op is only ever the same element of the
      // same operator: put the producer's operator into the label.
      if (node.getitem_index >= 0 && !prods.empty()) {
        const Node& src = g.node(prods[0]);
        sig += " of " + (src.kind == NodeKind::CallFunction ? labels.op_info(src.target, rules).canonical
                                                            : std::string(to_string(src.kind)));
      }
      label = labels.intern(sig);
    }

    // Two get_attr nodes of the same attribute read the same tensor (make_fx
    // emits `_param_constant3_4 = self._param_constant3` for a reused weight).
    const bool same_attr = node.kind == NodeKind::GetAttr && !node.target.empty();
    std::uint64_t key = 0;
    const bool numbered = value_number && (same_attr || (!is_leaf && !info->impure));
    if (numbered) {
      key = mix(mix(mix(mix(0, label), meta), raw), node.kind == NodeKind::GetAttr);
      for (ModelId p : prod_ids) key = mix(key, p);
      ModelId& newest = numbering.at(key);  // kNone when the hash is new
      bool merged = false;
      for (ModelId c = newest; c != kNone; c = same_hash[c]) {
        if (m.label[c] == label && m.meta[c] == meta && m.raw_op[c] == raw && std::ranges::equal(m.producers[c], prod_ids) &&
            (m.kind[c] == ModelKind::Leaf) == is_leaf) {
          m.of_vertex[v] = c;
          if (m.members[c].empty()) m.members[c].push_back(m.vertex[c]);
          m.members[c].push_back(v);
          merged = true;
          break;
        }
      }
      if (merged) continue;
      same_hash.resize(m.vertex.size() + 1, kNone);
      same_hash[m.vertex.size()] = newest;
      newest = static_cast<ModelId>(m.vertex.size());
    }
    const auto id = static_cast<ModelId>(m.vertex.size());
    m.of_vertex[v] = id;
    m.vertex.push_back(v);
    m.members.emplace_back();
    m.kind.push_back(is_leaf ? ModelKind::Leaf : ModelKind::Op);
    m.label.push_back(label);
    m.meta.push_back(meta);
    bool view_like = info && info->op_class == OpClass::ViewLike;
    bool maybe_view = false;
    if (info && info->op_class == OpClass::ViewLikeWhenSize1 && !prod_ids.empty() && prod_ids[0] != kNone) {
      // Labels' shapes leave size-1 dims out: equal ones mean only size-1
      // dims were reduced. Without shapes nothing rules it out.
      const ModelId src = prod_ids[0];
      view_like = !meta_known || !labels.meta(m.meta[src]).known || m.meta[src] == meta;
      maybe_view = view_like;
    }
    m.view_like.push_back(view_like);
    m.maybe_view.push_back(maybe_view);
    m.commutative.push_back(info && prods.size() == 2 && info->commutative);
    m.raw_op.push_back(raw);
    m.producers.push_back(prod_ids);
  }
  std::vector<std::uint32_t> degree(m.vertex.size(), 0);
  for (ModelId c = 0; c < m.vertex.size(); ++c)
    for (ModelId p : m.producers[c])
      if (p != kNone) ++degree[p];
  m.consumers.assign_sizes(degree);
  std::fill(degree.begin(), degree.end(), 0);
  for (ModelId c = 0; c < m.vertex.size(); ++c)
    for (int s = 0; s < static_cast<int>(m.producers[c].size()); ++s)
      if (const ModelId p = m.producers[c][s]; p != kNone) m.consumers.slot(p, degree[p]++) = {c, s};
  // Consumers are appended in increasing consumer id; within one consumer in
  // increasing slot: already sorted.
  return m;
}

}  // namespace fxmatch::detail
