// Builds the search model (search_model.hpp) in one pass over the graph in
// program order: contraction, labels, value numbering, then consumers as CSR.
// Per node the work is a few probes of small tables (search_memo.hpp): the
// op's rules and raw target per shared target copy, the meta id per shared
// annotation, the label per distinct (op, non-tensor arguments, context;
// for a view by layout too, as its plain label); per-model-node arrays are
// sized once and written by index.
#include "search_model.hpp"
#include "int_text.hpp"

#include "search_labels.hpp"
#include "search_memo.hpp"
#include "view_layout.hpp"

#include <algorithm>
#include <cctype>
#include <optional>
#include <string>
#include <unordered_map>

namespace fxmatch::detail {

namespace {

MetaKey meta_key(const Node& n) {
  MetaKey m;
  if (!n.meta) return m;
  m.known = true;
  m.dtype = n.meta->dtype;
  m.dims.reserve(n.meta->shape.size());
  // Every dim is kept (i64[8, 1] row indices are not i64[8] column indices);
  // whether size-1 dims count is decided per pair (ignore_size1_dims).
  for (const auto& d : n.meta->shape) m.dims.push_back(is_symbolic_dim(d) ? "?" : d);
  return m;
}

// The same shape once size-1 dims are dropped, dim by dim ("?" only equals "?").
bool same_squeezed(const MetaKey& a, const MetaKey& b) {
  if (a.dtype != b.dtype) return false;
  std::size_t i = 0, j = 0;
  for (;;) {
    while (i < a.dims.size() && a.dims[i] == "1") ++i;
    while (j < b.dims.size() && b.dims[j] == "1") ++j;
    if (i == a.dims.size() || j == b.dims.size()) return i == a.dims.size() && j == b.dims.size();
    if (a.dims[i++] != b.dims[j++]) return false;
  }
}

std::uint64_t mix(std::uint64_t h, std::uint64_t v) {
  h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
  return h;
}

}  // namespace

bool compatible(const MetaKey& a, const MetaKey& b, bool ignore_size1) {
  if (!a.known || !b.known) return true;
  if (a.dtype != b.dtype) return false;
  auto dims = [&](const MetaKey& m) {
    if (!ignore_size1) return m.dims;
    std::vector<std::string> d;
    for (const auto& x : m.dims)
      if (x != "1") d.push_back(x);
    return d;
  };
  const std::vector<std::string> da = dims(a), db = dims(b);
  if (da.size() != db.size()) return false;
  for (std::size_t i = 0; i < da.size(); ++i)
    if (da[i] != db[i] && da[i] != "?" && db[i] != "?") return false;
  return true;
}

bool captures_differ_in_size1(const SearchModel& p, const SearchModel& t) {
  const LabelTable& table = *p.table;
  // label -> the distinct metas of target ops with it
  std::unordered_map<std::uint32_t, std::vector<std::uint32_t>> target_metas;
  for (ModelId c = 0; c < t.size(); ++c) {
    if (t.kind[c] != ModelKind::Op) continue;
    auto& v = target_metas[t.label[c]];
    if (std::find(v.begin(), v.end(), t.meta[c]) == v.end()) v.push_back(t.meta[c]);
  }
  std::unordered_map<std::uint64_t, bool> seen;  // (label, meta) of pattern ops already checked
  for (ModelId c = 0; c < p.size(); ++c) {
    if (p.kind[c] != ModelKind::Op) continue;
    const std::uint64_t key = (static_cast<std::uint64_t>(p.label[c]) << 32) | p.meta[c];
    if (!seen.try_emplace(key, true).second) continue;  // no node allocated for a repeat
    auto it = target_metas.find(p.label[c]);
    if (it == target_metas.end()) continue;
    const MetaKey& pm = table.meta(p.meta[c]);
    bool exact = false, squeezed = false;
    for (std::uint32_t tm : it->second) {
      exact |= compatible(pm, table.meta(tm), false);
      squeezed |= compatible(pm, table.meta(tm), true);
    }
    if (squeezed && !exact) return true;
  }
  return false;
}

void LabelTable::ignore_size1_dims(bool on) {
  size1_ignored_ = on;
  compat_.clear();
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
  const bool c = compatible(metas_[a], metas_[b], size1_ignored_);
  compat_.emplace(key, c);
  return c;
}

const OpInfo& LabelTable::op_info(std::string_view target, const RuleSet& rules) {
  auto it = ops_.find(target);
  if (it != ops_.end()) return it->second;
  OpInfo info;
  info.op_class = rules.op_class(target);
  info.commutative = rules.is_commutative(target);
  info.impure = rules.is_impure(target);
  info.aliasing = rules.is_aliasing(target);
  info.fresh_layout = rules.is_fresh_layout(target);
  {
    // "aten.fill_.Tensor": the op name (second dotted component) ends in one '_'
    const auto first = target.find('.');
    const auto second = first == std::string::npos ? first : target.find('.', first + 1);
    const std::string_view name =
        first == std::string::npos ? target : target.substr(first + 1, second == std::string::npos ? second : second - first - 1);
    info.inplace = name.size() > 1 && name.back() == '_' && name[name.size() - 2] != '_';
  }
  info.label_args = rules.label_args(target);
  info.ignored = rules.ignored_args(target);
  info.defaults = rules.arg_defaults(target);
  auto [canonical, forced] = rules.canonical_op(target);
  info.canonical = std::move(canonical);
  info.forced_args = std::move(forced);
  info.equivalence = rules.unconditional_equivalence(target);
  info.conditional = rules.conditional_equivalences(target);
  info.bounds = rules.slice_bounds(target);
  info.layout = rules.view_layout(target);
  info.stated = rules.stated_layout(target);
  return ops_.emplace(std::string(target), std::move(info)).first->second;
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
  // Per model node arrays sized for every vertex up front, written by index
  // (no push_back per field and node), cut to the model's size at the end.
  ModelId count = 0;
  m.vertex.resize(n);
  m.kind.resize(n);
  m.label.resize(n);
  m.plain_label.resize(n);
  m.meta.resize(n);
  m.view_like.resize(n);
  m.maybe_view.resize(n);
  m.layout_root.resize(n);
  m.commutative.resize(n);
  m.raw_op.resize(n);
  m.producers.reserve(n, 2 * n);

  // Value numbering: hash of (label, meta, raw op, producers) -> candidates
  // (on their first operand's chain, search_memo.hpp), verified field by field.
  ValueIndex numbering(n);
  std::vector<VertexId> prods;
  std::vector<std::pair<int, VertexId>> by_slot;
  std::vector<ModelId> prod_ids;
  std::vector<ModelId> slots;  // prod_ids in the slots of the op's label (operand-mapped equivalences)
  // Writes: an in-place op bumps the count of the tensor it writes into (the
  // root of its chain of aliasing views); reads on either side of a write
  // see different values and are never one class.
  std::vector<ModelId> alias_root(n);        // model node -> root of its view chain
  std::vector<std::uint32_t> writes(n, 0);   // root -> in-place writes so far
  std::vector<std::uint64_t> class_reads(n);  // class -> writes its producers had seen
  // Per distinct shared target / annotation / label key: one
  // probe per node (search_memo.hpp), no string built or hashed per node.
  PtrIndex target_index, meta_index;
  struct Target {
    const OpInfo* info;
    std::uint32_t raw;
    std::uint32_t row;  // in targets (kNone: the empty target)
  };
  std::vector<Target> targets;
  std::vector<std::uint32_t> memo_hint;  // per target row: its last label entry (LabelMemo::find)
  std::uint32_t empty_hint = kNone;
  LabelMemo memo;
  const std::uint32_t no_target = labels.intern_op("");
  auto target_of = [&](const Node& bn) -> Target {
    if (bn.target.empty()) return {&labels.op_info({}, rules), no_target, kNone};
    bool fresh = false;
    std::uint32_t& row = target_index.at(bn.target.data(), fresh);
    if (fresh) {
      row = static_cast<std::uint32_t>(targets.size());
      targets.push_back({&labels.op_info(bn.target, rules), labels.intern_op(bn.target), row});
      memo_hint.push_back(kNone);
    }
    return targets[row];
  };
  // Strided views labelled by layout: model node -> (root, its block of the root).
  std::unordered_map<ModelId, std::pair<ModelId, Layout>> composed;
  std::optional<std::pair<ModelId, Layout>> composed_here;
  // Without shapes: model node -> the layout its arguments state (rules: stated_layout).
  std::unordered_map<ModelId, Layout> stated;
  std::optional<Layout> stated_here;
  // A model node is a view unless its op makes a new tensor (a non-aliasing
  // op, or a copy / functional scatter that is view-like only for matching).
  auto is_view = [&](ModelId id) {
    const Node& bn = g.node(m.vertex[id]);
    return bn.kind == NodeKind::CallFunction && alias_root[id] != id && !target_of(bn).info->fresh_layout;
  };

  for (VertexId v = 0; v < n; ++v) {
    const Node& node = g.node(v);
    if (node.kind == NodeKind::Output) continue;
    by_slot.clear();
    for (auto [it, end] = boost::in_edges(v, g.boost()); it != end; ++it)
      by_slot.emplace_back(g.boost()[*it].slot, boost::source(*it, g.boost()));
    if (by_slot.size() > 1) std::sort(by_slot.begin(), by_slot.end());
    prods.clear();
    for (const auto& p : by_slot) prods.push_back(p.second);

    const bool is_leaf = node.kind == NodeKind::Placeholder || node.kind == NodeKind::GetAttr;
    // A get_attr's raw op is a hash of its attribute path (high bit set): only
    // value numbering compares it, with this graph's own, and then compares
    // the paths themselves. A placeholder's target is empty.
    const OpInfo* info = nullptr;
    std::uint32_t raw = no_target;
    std::uint32_t* hint = &empty_hint;
    if (!is_leaf) {
      const Target t = target_of(node);
      info = t.info;
      raw = t.raw;
      if (t.row != kNone) hint = &memo_hint[t.row];
    } else if (node.kind == NodeKind::GetAttr && !node.target.empty()) {
      raw = 0x80000000u | static_cast<std::uint32_t>(text_hash(node.target) & 0x7FFFFFFFu);
    }
    if (info && info->op_class == OpClass::Transparent && !prods.empty()) {
      m.contracted[v] = true;
      m.of_vertex[v] = m.of_vertex[prods[0]];
      continue;
    }
    prod_ids.clear();
    for (VertexId p : prods) prod_ids.push_back(m.of_vertex[p]);
    composed_here.reset();
    stated_here.reset();
    // Nodes share their TensorMeta (SharedMeta): key it once per distinct one.
    std::uint32_t meta = no_meta;
    if (shaped && node.meta) {
      bool fresh = false;
      std::uint32_t& id = meta_index.at(&*node.meta, fresh);
      if (fresh) id = labels.intern_meta(meta_key(node));
      meta = id;
    }
    const bool meta_known = meta != no_meta;
    const bool has_input = !prod_ids.empty() && prod_ids[0] != kNone;
    std::uint32_t label = leaf_label;
    std::uint32_t plain = leaf_label;
    bool remapped = false;
    if (!is_leaf) {
      const MetaKey* input = nullptr;
      if (info->bounds && shaped && has_input) input = &labels.meta(m.meta[prod_ids[0]]);
      const Equivalence* applied = nullptr;
      std::optional<std::string> layout;
      if (!shaped && info->stated) {
        const int like = info->stated->like;
        if (like < 0) {
          stated_here = stated_layout(node, *info->stated);
        } else if (static_cast<std::size_t>(like) < prod_ids.size()) {
          if (auto it = stated.find(prod_ids[like]); it != stated.end()) stated_here = it->second;
        }
      }
      if (info->layout && (meta_known || !shaped) && has_input) {
        // The block it picks of the root of its chain of strided views (the
        // base itself when that is no strided view), composed through the
        // chain: `as_strided(buf)` and `slice(select(buf))` of one block are
        // one label. Producers stay as written; the matcher relates such
        // views through their roots (matcher_propagate.cpp).
        const ModelId base = prod_ids[0];
        auto rec = composed.find(base);
        const ModelId root = rec != composed.end() ? rec->second.first : base;
        std::optional<Layout> in;
        if (rec != composed.end()) in = rec->second.second;
        else if (!shaped) {
          if (auto st = stated.find(base); st != stated.end()) in = st->second;
        } else if (const MetaKey& bm = labels.meta(m.meta[base]); bm.known) {
          in = contiguous_layout(bm.dims);
        }
        if (in) {
          if (auto l = apply_view(node, *info->layout, *in, !is_view(root))) {
            layout = layout_label(*l);
            composed_here = {root, std::move(*l)};
          }
        }
      }
      // An element of a multi-output op is only ever the same element of the
      // same operator: the producer's operator goes into the label.
      const Node* src = node.getitem_index >= 0 && !prods.empty() ? &g.node(prods[0]) : nullptr;
      const bool src_call = src && src->kind == NodeKind::CallFunction;
      auto make_label = [&](std::optional<std::string>& by_layout, const Equivalence*& eq) {
        std::string sig =
            by_layout ? std::move(*by_layout) : op_signature(node, *info, shaped && meta_known, input, eq);
        if (src) sig += " of " + (src_call ? target_of(*src).info->canonical : std::string(to_string(src->kind)));
        return labels.intern(sig);
      };
      // The label its op and arguments give it (op_signature). A view by
      // layout keeps it as its plain label: compared where the other side
      // cannot label its counterpart by layout (labels_compatible); its own
      // equivalence is not applied (the layout label says it all).
      {
        // Everything op_signature reads besides the arguments (search_memo.hpp).
        LabelContext ctx;
        ctx.info = info;
        ctx.source = src_call ? target_of(*src).info : nullptr;
        ctx.input_meta = input ? m.meta[prod_ids[0]] : kNone;
        ctx.flags = (shaped && meta_known ? 1u : 0u) | (src ? 2u + (static_cast<std::uint32_t>(src->kind) << 8) : 0u);
        std::uint64_t hash = 0;
        const Equivalence* eq = nullptr;
        if (const LabelMemo::Label* hit = memo.find(node, ctx, *hint, hash)) {
          plain = hit->id;
          eq = hit->applied;
        } else {
          std::optional<std::string> none;
          plain = make_label(none, eq);
          memo.add(node, ctx, hash, {plain, eq}, *hint);
        }
        if (!layout) label = plain, applied = eq;
      }
      if (layout) {
        const Equivalence* unused = nullptr;
        label = make_label(layout, unused);
      }
      // An operand-mapped equivalence: producers go to the `as` op's slots
      // (kNone where only `as` has an operand), so the value that moved
      // (upsample_nearest2d_backward's gradient is _unsafe_index_put's
      // third tensor operand) is compared with the one it moved to.
      if (applied && !applied->operands.empty()) {
        remapped = true;
        slots.clear();
        for (int k : applied->operands)
          slots.push_back(k >= 0 && static_cast<std::size_t>(k) < prod_ids.size() ? prod_ids[k] : kNone);
      }
    }

    // Two get_attr nodes of the same attribute read the same tensor (make_fx
    // emits `_param_constant3_4 = self._param_constant3` for a reused weight).
    const bool same_attr = node.kind == NodeKind::GetAttr && !node.target.empty();
    std::uint64_t key = 0;
    std::uint64_t reads = 0;
    for (ModelId p : prod_ids)
      if (p != kNone) reads = mix(reads, writes[alias_root[p]]);
    const std::vector<ModelId>& slot_ids = remapped ? slots : prod_ids;
    const bool numbered = value_number && (same_attr || (!is_leaf && !info->impure));
    if (numbered) {
      key = mix(mix(mix(mix(mix(0, label), meta), raw), node.kind == NodeKind::GetAttr), reads);
      for (ModelId p : slot_ids) key = mix(key, p);
      ModelId anchor = kNone;  // the first operand: candidates sit on its chain
      for (ModelId p : slot_ids)
        if (p != kNone) {
          anchor = p;
          break;
        }
      const ModelId c = numbering.find(key, anchor, [&](ModelId k) {
        return m.label[k] == label && m.meta[k] == meta && m.raw_op[k] == raw &&
               std::ranges::equal(m.producers[k], slot_ids) && class_reads[k] == reads &&
               (m.kind[k] == ModelKind::Leaf) == is_leaf && (!same_attr || g.node(m.vertex[k]).target == node.target);
      });
      if (c != kNone) {
        m.of_vertex[v] = c;
        std::vector<VertexId>& dups = m.members[c];
        if (dups.empty()) dups.push_back(m.vertex[c]);
        dups.push_back(v);
        continue;
      }
      numbering.add(count, key, anchor);
    }
    const ModelId id = count++;
    alias_root[id] = info && info->aliasing && has_input ? alias_root[prod_ids[0]] : id;
    class_reads[id] = reads;
    if (info && info->inplace && has_input) ++writes[alias_root[prod_ids[0]]];
    m.of_vertex[v] = id;
    m.vertex[id] = v;
    m.kind[id] = is_leaf ? ModelKind::Leaf : ModelKind::Op;
    m.label[id] = label;
    m.plain_label[id] = plain;
    m.meta[id] = meta;
    bool view_like = info && info->op_class == OpClass::ViewLike;
    bool maybe_view = false;
    if (info && info->op_class == OpClass::ViewLikeWhenSize1 && !prod_ids.empty() && prod_ids[0] != kNone) {
      // Equal shapes once size-1 dims are dropped mean only size-1 dims were
      // reduced. Without shapes nothing rules it out.
      const ModelId src = prod_ids[0];
      const MetaKey& in = labels.meta(m.meta[src]);
      view_like = !meta_known || !in.known || same_squeezed(in, labels.meta(meta));
      maybe_view = view_like;
    }
    m.view_like[id] = view_like;
    m.maybe_view[id] = maybe_view;
    m.layout_root[id] = composed_here ? composed_here->first : kNone;
    if (composed_here) composed.emplace(id, std::move(*composed_here));
    if (stated_here) stated.emplace(id, std::move(*stated_here));
    m.commutative[id] = info && prods.size() == 2 && info->commutative;
    m.raw_op[id] = raw;
    m.producers.push_back(slot_ids);
  }
  m.vertex.resize(count);
  m.kind.resize(count);
  m.label.resize(count);
  m.plain_label.resize(count);
  m.meta.resize(count);
  m.view_like.resize(count);
  m.maybe_view.resize(count);
  m.layout_root.resize(count);
  m.commutative.resize(count);
  m.raw_op.resize(count);
  std::vector<std::uint32_t> degree(count, 0);
  for (ModelId c = 0; c < count; ++c)
    for (ModelId p : m.producers[c])
      if (p != kNone) ++degree[p];
  m.consumers.assign_sizes(degree);
  std::fill(degree.begin(), degree.end(), 0);
  for (ModelId c = 0; c < count; ++c)
    for (int s = 0; s < static_cast<int>(m.producers[c].size()); ++s)
      if (const ModelId p = m.producers[c][s]; p != kNone) m.consumers.slot(p, degree[p]++) = {c, s};
  // Consumers are appended in increasing consumer id; within one consumer in
  // increasing slot: already sorted.
  return m;
}

}  // namespace fxmatch::detail
