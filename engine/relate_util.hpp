// Internal to engine/relate*.cpp: the graph helpers the relate stages share
// (op base names, argument slots, in-edges with template argument positions,
// the Side view that looks through transparent ops). Read-only on Graph.
#pragma once

#include "fxmatch/engine/relate.hpp"

#include <algorithm>
#include <limits>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace fxmatch::relate_detail {

constexpr double kInf = std::numeric_limits<double>::infinity();
/// How many pass-through ops (a forward op whose backward emits nothing, a
/// residual `add`; in B the accumulation add that sums its readers'
/// gradients) a gradient is followed through, in both directions alike: a
/// residual stream of N blocks stacks N of them.
constexpr int kPassThroughDepth = 8;

/// "aten.mm.default" -> "mm"; "operator.getitem" -> "getitem".
inline std::string base_of(std::string_view target) {
  const auto a = target.find('.');
  if (a == std::string_view::npos) return std::string(target);
  const auto b = target.find('.', a + 1);
  std::string s(target.substr(a + 1, b == std::string_view::npos ? std::string_view::npos : b - a - 1));
  if (s.size() > 1 && s.back() == '_' && s[s.size() - 2] != '_') s.pop_back();
  return s;
}

/// base_of(target) with its overload: "aten.mul.Scalar" -> "mul.Scalar" (the
/// op alone when the target names none).
inline std::string base_with_overload(std::string_view target) {
  const auto a = target.find('.');
  const auto b = a == std::string_view::npos ? a : target.find('.', a + 1);
  if (b == std::string_view::npos) return base_of(target);
  const auto c = target.find('.', b + 1);
  return base_of(target) + "." + std::string(target.substr(b + 1, c == std::string_view::npos ? c : c - b - 1));
}

/// The output node (Graph::output(), or the Output-kind node of a graph built by hand).
inline VertexId output_of(const Graph& g) {
  if (g.output() != kNoVertex) return g.output();
  for (VertexId v = g.size(); v-- > 0;)
    if (g.node(v).kind == NodeKind::Output) return v;
  return kNoVertex;
}

inline bool is_getitem(const Node& n) { return n.kind == NodeKind::CallFunction && n.getitem_index >= 0; }
/// The ops a sum_to of a broadcast operand runs (the engine's
/// validate_outputs: a sum, and a view or reshape that drops leading dims).
inline bool is_sum_to_op(std::string_view op) {
  return op == "sum" || op == "view" || op == "_unsafe_view" || op == "reshape";
}
/// The nodes v reads, directly or not (`up`), or that read v (`!up`), as a
/// flag per node of g.
inline std::vector<char> reach(const Graph& g, VertexId v, bool up) {
  std::vector<char> seen(g.size(), 0);
  for (std::vector<VertexId> stack{v}; !stack.empty();) {
    const VertexId x = stack.back();
    stack.pop_back();
    auto visit = [&](VertexId y) {
      if (y != kNoVertex && !seen[y]) seen[y] = 1, stack.push_back(y);
    };
    if (up)
      for (auto p : g.producers(x)) visit(p);
    else
      for (auto [c, sl] : g.consumers(x)) visit(c);
  }
  return seen;
}
inline bool is_leaf(const Node& n) { return n.kind == NodeKind::Placeholder || n.kind == NodeKind::GetAttr; }
/// A get_attr read only by `lift_fresh_copy` (`lift_fresh`): a tensor literal
/// the traced code made (`torch.tensor(...)`), not a value saved for it.
inline bool lifted_literal(const Graph& g, VertexId v) {
  const auto cs = g.consumers(v);
  return g.node(v).kind == NodeKind::GetAttr && !cs.empty() && std::all_of(cs.begin(), cs.end(), [&](const auto& c) {
           return g.node(c.first).kind == NodeKind::CallFunction && base_of(g.node(c.first).target).rfind("lift_fresh", 0) == 0;
         });
}

/// A derivative template's `direct` entry, "op:k=name" or "a>op:k=name":
/// op's argument k reads the forward value `name` (through a's result where
/// chained). Malformed entries (no ':' or '=') give nothing.
struct DirectEntry {
  std::string_view ops;   ///< everything before ':' ("t>mm", "mul", "mm.default")
  std::string_view op;    ///< the op that reads, after the last '>'
  std::string_view via;   ///< the op the value goes through last before `op` ("t" of "t>mm"), empty if none
  int arg = -1;           ///< its positional argument
  std::string_view name;  ///< the forward value named
};
inline std::optional<DirectEntry> parse_direct(std::string_view d) {
  const auto colon = d.find(':'), eq = d.find('=', colon == std::string_view::npos ? 0 : colon);
  if (colon == std::string_view::npos || eq == std::string_view::npos) return std::nullopt;
  DirectEntry e;
  e.ops = d.substr(0, colon);
  const auto gt = e.ops.rfind('>');
  e.op = gt == std::string_view::npos ? e.ops : e.ops.substr(gt + 1);
  if (gt != std::string_view::npos) {
    const std::string_view chain = e.ops.substr(0, gt);
    e.via = chain.substr(chain.rfind('>') + 1);  // (npos + 1 == 0: the whole chain)
  }
  e.arg = std::atoi(std::string(d.substr(colon + 1, eq - colon - 1)).c_str());
  e.name = d.substr(eq + 1);
  return e;
}

/// Top-level positional argument index holding edge `slot` (-1: a keyword).
inline int arg_index_of_slot(const Node& n, int slot) {
  std::function<bool(const Arg&)> has = [&](const Arg& a) {
    if (a.kind == Arg::Kind::Ref) return a.slot == slot;
    for (const auto& x : a.items)
      if (has(x)) return true;
    return false;
  };
  for (std::size_t i = 0; i < n.args.size(); ++i)
    if (has(n.args[i])) return static_cast<int>(i);
  return -1;
}

/// Position of edge `slot` among the items of n's list argument `arg` (-1
/// when that argument is not a list or does not hold it directly).
inline int item_of_slot(const Node& n, int arg, int slot) {
  if (arg < 0 || static_cast<std::size_t>(arg) >= n.args.size()) return -1;
  const Arg& a = n.args[static_cast<std::size_t>(arg)];
  if (a.kind != Arg::Kind::List) return -1;
  for (std::size_t k = 0; k < a.items.size(); ++k)
    if (a.items[k].kind == Arg::Kind::Ref && a.items[k].slot == slot) return static_cast<int>(k);
  return -1;
}

/// Node n's keyword argument `name`, or nullptr.
inline const Arg* kwarg(const Node& n, std::string_view name) {
  for (const auto& [k, a] : n.kwargs)
    if (k.view() == name) return &a;
  return nullptr;
}

/// Keyword name holding edge `slot` ("" if positional / none).
inline std::string kwarg_of_slot(const Node& n, int slot) {
  std::function<bool(const Arg&)> has = [&](const Arg& a) {
    if (a.kind == Arg::Kind::Ref) return a.slot == slot;
    for (const auto& x : a.items)
      if (has(x)) return true;
    return false;
  };
  for (const auto& [k, a] : n.kwargs)
    if (has(a)) return k;
  return "";
}

struct Side {
  const Graph& g;
  const RuleSet& rules;
  /// Per node: 1 transparent, 0 not, -1 not asked yet (op_class matches
  /// every rule's glob: asked once per node, not once per walk).
  mutable std::vector<signed char> transparent_ = {};
  /// Per node: 1 where the op stands for its first argument whatever its
  /// op class (relate: an in-place op under no_grad on a leaf requiring grad).
  std::vector<char> stands_for_self = {};
  /// Where the chain of layout ops ending at v starts: the rules' view_like
  /// ops (views, copies, a functionalized scatter stepped to its base), each
  /// to its first argument, identity ops skipped, at most 16 deep; `stop(x)`
  /// true ends it at x. The same elements, laid out anew: what "a value B
  /// reads, or a view of it" means. Not alias_root(), which follows
  /// autograd's views (slices included, copies not).
  template <class Stop>
  VertexId layout_source(VertexId v, Stop&& stop) const {
    for (int d = 0; d < 16 && v != kNoVertex; ++d) {
      v = real(v);
      if (v == kNoVertex || stop(v)) break;
      const Node& n = g.node(v);
      if (n.kind != NodeKind::CallFunction || rules.op_class(n.target) != OpClass::ViewLike) break;
      v = g.producer(v, 0);
    }
    return v;
  }
  VertexId layout_source(VertexId v) const {
    return layout_source(v, [](VertexId) { return false; });
  }
  /// v's base through aliasing (view) ops, each's first argument, at most 16 deep.
  VertexId alias_root(VertexId v) const {
    for (int d = 0; d < 16 && v != kNoVertex; ++d) {
      const Node& n = g.node(v);
      if (n.kind != NodeKind::CallFunction || !rules.is_aliasing(n.target) || g.producers(v).empty()) break;
      v = g.producer(v, 0);
    }
    return v;
  }
  bool transparent(VertexId v) const {
    if (v < stands_for_self.size() && stands_for_self[v]) return true;
    if (transparent_.size() != g.size()) transparent_.assign(g.size(), -1);
    signed char& t = transparent_[v];
    if (t < 0) {
      const Node& n = g.node(v);
      t = n.kind == NodeKind::CallFunction && rules.op_class(n.target) == OpClass::Transparent;
    }
    return t != 0;
  }
  /// The ops that read v, looking through identity ops (detach/alias), with
  /// the slot they read it at: depth first, each op's consumers in order.
  std::vector<std::pair<VertexId, int>> real_consumers(VertexId v) const {
    std::vector<std::pair<VertexId, int>> out;
    std::vector<VertexId> stack{v};
    while (!stack.empty()) {
      const VertexId x = stack.back();
      stack.pop_back();
      for (auto [c, s] : g.consumers(x)) {
        if (transparent(c)) stack.push_back(c);
        else out.push_back({c, s});
      }
    }
    return out;
  }
  /// Every read of an attribute, by its path: re-reads of one attribute are one value.
  std::unordered_map<std::string_view, std::vector<VertexId>> attribute_reads() const {
    std::unordered_map<std::string_view, std::vector<VertexId>> out;
    for (VertexId x = 0; x < g.size(); ++x)
      if (g.node(x).kind == NodeKind::GetAttr) out[g.node(x).target].push_back(x);
    return out;
  }
  /// Skips identity ops (detach/alias) back to the real producer.
  VertexId real(VertexId v) const {
    while (v != kNoVertex && transparent(v)) {
      auto p = g.producer(v, 0);
      if (p == kNoVertex) break;
      v = p;
    }
    return v;
  }
};

struct Edge {
  VertexId producer;
  int arg;  ///< positional index, or -1
};

inline std::vector<Edge> in_edges(const Graph& g, VertexId v, const DerivativeTemplate* t) {
  std::vector<Edge> out;
  const Node& n = g.node(v);
  const auto prods = g.producers(v);
  for (int s = 0; s < static_cast<int>(prods.size()); ++s) {
    int a = arg_index_of_slot(n, s);
    if (a < 0 && t) a = t->arg_index(kwarg_of_slot(n, s));
    out.push_back({prods[s], a});
  }
  return out;
}

/// An in-place op writes into its first tensor argument (`mul_`, `silu_`;
/// not a dunder such as `__and__`).
inline bool is_inplace_call(const Node& n) {
  if (n.kind != NodeKind::CallFunction) return false;
  const auto a = n.target.find('.'), b = n.target.find('.', a + 1);
  if (a == std::string::npos || b == std::string::npos) return false;
  const std::string_view op(n.target.data() + a + 1, b - a - 1);
  return op.size() > 1 && op.back() == '_' && op[op.size() - 2] != '_';
}

/// Whether op v of g reads no node: a constructor (`zeros`, `full`), made from nothing.
inline bool made_from_nothing(const Graph& g, VertexId v) {
  const auto ps = g.producers(v);
  return std::none_of(ps.begin(), ps.end(), [](VertexId p) { return p != kNoVertex; });
}

/// Whether op c of g writes into a value `into` accepts: in place into its
/// first argument, or through an `out=` keyword argument.
template <class Into>
bool writes_into(const Graph& g, VertexId c, Into into) {
  const Node& n = g.node(c);
  if (is_inplace_call(n) && into(g.producer(c, 0))) return true;
  const Arg* out = kwarg(n, "out");
  return out && out->kind == Arg::Kind::Ref && into(g.producer(c, out->slot));
}

inline std::size_t placeholders(const Graph& g) {
  std::size_t n = 0;
  for (VertexId v = 0; v < g.size(); ++v) n += g.node(v).kind == NodeKind::Placeholder;
  return n;
}

template <typename T>
inline bool contains(const std::vector<T>& v, const T& x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

/// A tensor factory that reads only its tensor argument's sizes, dtype and
/// device (`zeros_like(x)`, `x.new_zeros(size)`), never its elements.
inline bool reads_only_shape(std::string_view op) {
  static const std::set<std::string_view> factories = {"zeros_like", "empty_like", "ones_like", "full_like",
                                                       "new_zeros",  "new_empty",  "new_ones",  "new_full"};
  return factories.count(op) > 0;
}

/// A formula reads the elements of template name `name`, not only its sizes
/// or dtype (cat's `to_args_sizes(tensors)`, a `zeros_like(self)`): an op its
/// `direct` entries name it at that is no such metadata op; and `name` is a
/// differentiable argument or the result (not gather's index).
inline bool reads_elements(const DerivativeTemplate& t, const std::string& name) {
  const int a = t.arg_index(name);
  if (a >= 0 ? !contains(t.diff, a) : !contains(t.outputs, name)) return false;
  static const std::set<std::string_view> metadata = {"to_args_sizes", "to_args_scalartypes", "TensorGeometry",
                                                      "sym_blocksize"};
  return std::any_of(t.direct.begin(), t.direct.end(), [&](const std::string& d) {
    const auto e = parse_direct(d);
    return e && e->name == name && !reads_only_shape(e->op) && !metadata.count(e->op) &&
           e->op.substr(0, 8) != "_nested_";
  });
}

/// Whether a template's own formulas read its op's result (relu, tanh): that
/// op's node saves it, so a dead `detach` of it says nothing of a Function.
inline bool saves_own_result(const DerivativeTemplate& t) {
  return std::any_of(t.outputs.begin(), t.outputs.end(),
                     [&](const std::string& r) { return contains(t.saved, r); });
}

/// An integer or boolean dtype ("i64", "u8", "b8"): autograd lets only
/// floating point and complex tensors require grad.
inline bool integral_dtype(const std::string& d) {
  return d == "b8" || (!d.empty() && (d[0] == 'i' || d[0] == 'u'));
}

inline std::optional<long long> dtype_bytes(const std::string& d) {
  static const std::unordered_map<std::string, int> sz = {
      {"f64", 8}, {"f32", 4}, {"f16", 2}, {"bf16", 2}, {"i64", 8}, {"i32", 4}, {"i16", 2}, {"i8", 1},
      {"u8", 1},  {"b8", 1},  {"c64", 8}, {"c128", 16}, {"f8e4m3fn", 1}, {"f8e5m2", 1}};
  auto it = sz.find(d);
  if (it == sz.end()) return std::nullopt;
  return it->second;
}

// ------------------------------------------------------------------ engine

}  // namespace fxmatch::relate_detail
