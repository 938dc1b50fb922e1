// relate(): see the design note in include/fxmatch/engine/relate.hpp.
#include "fxmatch/engine/relate.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <limits>
#include <set>
#include <unordered_map>
#include <unordered_set>

namespace fxmatch {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

/// "aten.mm.default" -> "mm"; "operator.getitem" -> "getitem".
std::string base_of(std::string_view target) {
  const auto a = target.find('.');
  if (a == std::string_view::npos) return std::string(target);
  const auto b = target.find('.', a + 1);
  std::string s(target.substr(a + 1, b == std::string_view::npos ? std::string_view::npos : b - a - 1));
  if (s.size() > 1 && s.back() == '_' && s[s.size() - 2] != '_') s.pop_back();
  return s;
}

/// The output node (Graph::output(), or the Output-kind node of a graph built by hand).
VertexId output_of(const Graph& g) {
  if (g.output() != kNoVertex) return g.output();
  for (VertexId v = g.size(); v-- > 0;)
    if (g.node(v).kind == NodeKind::Output) return v;
  return kNoVertex;
}

bool is_getitem(const Node& n) { return n.kind == NodeKind::CallFunction && n.getitem_index >= 0; }
bool is_leaf(const Node& n) { return n.kind == NodeKind::Placeholder || n.kind == NodeKind::GetAttr; }

/// Top-level positional argument index holding edge `slot` (-1: a keyword).
int arg_index_of_slot(const Node& n, int slot) {
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

/// Keyword name holding edge `slot` ("" if positional / none).
std::string kwarg_of_slot(const Node& n, int slot) {
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
  bool transparent(VertexId v) const {
    const Node& n = g.node(v);
    return n.kind == NodeKind::CallFunction && rules.op_class(n.target) == OpClass::Transparent;
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

std::vector<Edge> in_edges(const Graph& g, VertexId v, const DerivativeTemplate* t) {
  std::vector<Edge> out;
  const Node& n = g.node(v);
  const auto prods = g.producers(v);
  for (int s = 0; s < static_cast<int>(prods.size()); ++s) {
    int a = arg_index_of_slot(n, s);
    if (a < 0 && t) {
      const auto k = kwarg_of_slot(n, s);
      for (std::size_t i = 0; i < t->args.size(); ++i)
        if (t->args[i] == k) a = static_cast<int>(i);
    }
    out.push_back({prods[s], a});
  }
  return out;
}

bool contains(const std::vector<int>& v, int x) { return std::find(v.begin(), v.end(), x) != v.end(); }

std::optional<long long> dtype_bytes(const std::string& d) {
  static const std::unordered_map<std::string, int> sz = {
      {"f64", 8}, {"f32", 4}, {"f16", 2}, {"bf16", 2}, {"i64", 8}, {"i32", 4}, {"i16", 2}, {"i8", 1},
      {"u8", 1},  {"b8", 1},  {"c64", 8}, {"c128", 16}, {"f8e4m3fn", 1}, {"f8e5m2", 1}};
  auto it = sz.find(d);
  if (it == sz.end()) return std::nullopt;
  return it->second;
}

// ------------------------------------------------------------------ engine
class Relater {
 public:
  Relater(const Graph& fwd, const Graph& bwd, const Graph* joint, const RuleSet& rules,
          const DerivativeRules& ders, const RelateOptions& opt, std::set<std::string> buffers = {})
      : F(fwd), B(bwd), J(joint), buffers_(std::move(buffers)), rules_(rules), ders_(ders), opt_(opt),
        fs{fwd, rules}, bs{bwd, rules} {}

  /// Attributes F reads at differentiable positions that got no gradient,
  /// when F reads more such attributes than B returns gradients (and shapes
  /// could not tell the buffers apart): relate again without them.
  std::size_t extra_attributes() const { return extra_attributes_; }
  double cost() const { return cost_; }

  std::set<std::string> ungraded_attributes() const {
    if (!extra_attributes_) return {};
    std::set<VertexId> graded;
    for (auto [f, b] : res_grads_) graded.insert(f);
    std::set<std::string> out;
    for (VertexId v = 0; v < F.size(); ++v)
      if (F.node(v).kind == NodeKind::GetAttr && req_[v] && !graded.count(v)) out.insert(F.node(v).target);
    return out;
  }

  RelateResult run() {
    detect_partitioned();
    analyse_forward();
    analyse_backward();
    if (J && aot_saved_.empty()) saved_from_joint();
    sigma_.assign(B.size(), -1);
    align();
    fill_non_carrying();
    mark_accumulations();
    infer_saved();
    fvn_ = value_numbers();
    prefer_twins_near_segment();
    infer_grads();
    res_grads_ = res_.grads;
    return finish();
  }

 private:
  const Graph& F;
  const Graph& B;
  const Graph* J;
  std::set<std::string> buffers_;  ///< attributes known not to require grad
  std::size_t extra_attributes_ = 0;  ///< differentiable attributes beyond the returned gradients
  double cost_ = 0;                   ///< the alignment's final cost
  std::vector<std::pair<VertexId, VertexId>> res_grads_;
  std::vector<int> fvn_;  ///< value numbers of F (value_numbers()), computed once per run
  const RuleSet& rules_;
  const DerivativeRules& ders_;
  const RelateOptions& opt_;
  Side fs, bs;
  RelateResult res_;

  // forward
  std::vector<const DerivativeTemplate*> ftmpl_;
  std::vector<char> req_;    ///< value requires grad
  std::vector<char> reach_;  ///< value reaches the loss through differentiable edges
  std::vector<VertexId> segs_;  ///< differentiable fwd ops, reversed program order
  std::vector<int> seg_of_fwd_;
  VertexId loss_ = kNoVertex;
  std::vector<VertexId> outs_;                          ///< F's outputs the backward differentiates
  std::unordered_map<VertexId, VertexId> aot_saved_;    ///< AOT: bwd placeholder -> fwd output it receives
  std::unordered_map<VertexId, VertexId> aot_tangent_;  ///< AOT: bwd tangent placeholder -> fwd output
  // backward
  std::vector<char> carry_;  ///< depends on a placeholder (gradient-carrying)
  std::vector<VertexId> gops_;  ///< aligned ops (carrying, not getitem/identity)
  std::vector<int> sigma_;      ///< bwd vertex -> segment index
  std::vector<char> acc_;       ///< bwd vertex is an accumulation add
  std::unordered_map<VertexId, VertexId> saved_;  ///< bwd leaf -> fwd node
  std::unordered_map<VertexId, std::string> saved_how_;
  std::unordered_map<VertexId, std::vector<VertexId>> saved_alt_;

  const DerivativeTemplate* tmpl(const Graph& g, VertexId v) const {
    const Node& n = g.node(v);
    if (n.kind != NodeKind::CallFunction || is_getitem(n)) return nullptr;
    return ders_.find(n.target);
  }

  bool diff_edge(VertexId consumer, const Edge& e) const {
    const auto* t = ftmpl_[consumer];
    if (!t) return false;
    return e.arg >= 0 && contains(t->diff, e.arg);
  }

  void analyse_forward() {
    const std::size_t n = F.size();
    ftmpl_.assign(n, nullptr);
    req_.assign(n, 0);
    reach_.assign(n, 0);
    bool has_param_attr = false;
    for (VertexId v = 0; v < n; ++v) ftmpl_[v] = tmpl(F, v);
    // leaves consumed at a differentiable position
    std::vector<char> diff_read(n, 0);
    for (VertexId v = 0; v < n; ++v)
      for (const auto& e : in_edges(F, v, ftmpl_[v]))
        if (diff_edge(v, e)) diff_read[fs.real(e.producer)] = 1;
    drop_buffers(diff_read);
    for (VertexId v = 0; v < n; ++v)
      if (F.node(v).kind == NodeKind::GetAttr && diff_read[v]) has_param_attr = true;
    for (VertexId v = 0; v < n; ++v) {
      const Node& nd = F.node(v);
      if (nd.kind == NodeKind::GetAttr) {
        req_[v] = diff_read[v];
      } else if (nd.kind == NodeKind::Placeholder) {
        req_[v] = !has_param_attr && diff_read[v];
      } else if (nd.kind == NodeKind::CallFunction) {
        if (is_getitem(nd)) {
          req_[v] = req_[F.producer(v, 0)];
        } else if (fs.transparent(v)) {
          req_[v] = nd.target.find("detach") == std::string::npos && req_[F.producer(v, 0)];
        } else if (ftmpl_[v]) {
          for (const auto& e : in_edges(F, v, ftmpl_[v]))
            if (diff_edge(v, e) && req_[e.producer]) req_[v] = 1;
        }
      }
    }
    // the loss: the output's first tensor (AOT: the outputs that get tangents)
    const VertexId out = output_of(F);
    if (out != kNoVertex && outs_.empty()) {
      auto prods = F.producers(out);
      if (!prods.empty()) outs_.push_back(prods[0]);
    }
    if (!outs_.empty()) loss_ = outs_[0];
    for (auto o : outs_) reach_[o] = 1;
    for (VertexId v = n; v-- > 0;) {
      if (!reach_[v] || !req_[v]) continue;
      const Node& nd = F.node(v);
      if (nd.kind != NodeKind::CallFunction) continue;
      if (is_getitem(nd) || fs.transparent(v)) {
        if (!(fs.transparent(v) && nd.target.find("detach") != std::string::npos)) reach_[F.producer(v, 0)] = 1;
        continue;
      }
      for (const auto& e : in_edges(F, v, ftmpl_[v]))
        if (diff_edge(v, e) && req_[e.producer]) reach_[e.producer] = 1;
    }
    seg_of_fwd_.assign(n, -1);
    for (VertexId v = n; v-- > 0;) {
      const Node& nd = F.node(v);
      if (nd.kind != NodeKind::CallFunction || is_getitem(nd) || fs.transparent(v) || !ftmpl_[v]) continue;
      bool any = reach_[v] && req_[v];
      if (!any)  // multi-output: reached through a getitem
        for (auto [c, s] : F.consumers(v))
          if (is_getitem(F.node(c)) && reach_[c] && req_[c]) any = true;
      if (!any) continue;
      seg_of_fwd_[v] = static_cast<int>(segs_.size());
      segs_.push_back(v);
    }
  }

  /// B returns one gradient per parameter. When F reads more attributes at
  /// differentiable positions than B returns gradients, the extra ones are
  /// buffers (rotary `inv_freq`) or literal constants (`lift_fresh_copy`, an
  /// empty KV cache): drop the literals, then, where shapes are printed, the
  /// attributes no returned gradient has the shape of.
  void drop_buffers(std::vector<char>& diff_read) {
    const VertexId out = output_of(B);
    if (out == kNoVertex) return;
    const auto outs = B.producers(out);
    std::map<std::string, std::vector<VertexId>, std::less<>> attrs;  // attribute -> its get_attrs
    for (VertexId v = 0; v < F.size(); ++v)
      if (F.node(v).kind == NodeKind::GetAttr) {
        attrs[F.node(v).target].push_back(v);
        if (buffers_.count(F.node(v).target)) diff_read[v] = 0;
      }
    auto count = [&] {
      std::size_t c = 0;
      for (const auto& [a, vs] : attrs)
        c += std::any_of(vs.begin(), vs.end(), [&](VertexId v) { return diff_read[v] != 0; });
      return c;
    };
    if (count() <= outs.size()) return;
    for (const auto& [a, vs] : attrs)
      for (auto v : vs)
        for (auto [c, sl] : F.consumers(v))
          if (base_of(F.node(c).target).rfind("lift_fresh", 0) == 0)
            for (auto x : vs) diff_read[x] = 0;
    if (count() <= outs.size()) return;
    std::multiset<std::vector<std::string>> shapes;
    for (auto o : outs) {
      const auto& m = B.node(bs.real(o)).meta;
      if (!m) {  // shapes not printed: tell by which attributes get a gradient
        extra_attributes_ = count() - outs.size();
        return;
      }
      shapes.insert(m->shape);
    }
    for (const auto& [a, vs] : attrs) {
      const auto& m = F.node(vs[0]).meta;
      if (!m || !std::any_of(vs.begin(), vs.end(), [&](VertexId v) { return diff_read[v] != 0; })) continue;
      if (auto it = shapes.find(m->shape); it != shapes.end()) shapes.erase(it);
      else for (auto x : vs) diff_read[x] = 0;
    }
  }

  /// Forward ops that consume a value produced by fwd op `p` (through getitem/identity).
  bool produces_for(VertexId p, VertexId c) const {
    for (const auto& e : in_edges(F, c, ftmpl_[c])) {
      VertexId x = fs.real(e.producer);
      if (x != kNoVertex && is_getitem(F.node(x))) x = fs.real(F.producer(x, 0));
      if (x == p) return true;
    }
    return false;
  }

  void analyse_backward() {
    const std::size_t n = B.size();
    carry_.assign(n, 0);
    acc_.assign(n, 0);
    for (VertexId v = 0; v < n; ++v) {
      const Node& nd = B.node(v);
      if (nd.kind == NodeKind::Placeholder && !is_saved_placeholder(v)) carry_[v] = 1;
      if (nd.kind != NodeKind::CallFunction) continue;
      for (auto p : B.producers(v))
        if (carry_[p]) carry_[v] = 1;
    }
    for (VertexId v = 0; v < n; ++v) {
      const Node& nd = B.node(v);
      if (nd.kind == NodeKind::CallFunction && carry_[v] && !is_getitem(nd) && !bs.transparent(v) && !sums(v))
        gops_.push_back(v);
    }
  }

  bool is_saved_placeholder(VertexId v) const { return aot_saved_.count(v) > 0; }

  /// Output tuple entries of a graph, None as kNoVertex.
  static std::vector<VertexId> output_entries(const Graph& g) {
    std::vector<VertexId> out;
    const VertexId o = output_of(g);
    if (o == kNoVertex || g.node(o).args.empty()) return out;
    std::function<void(const Arg&)> walk = [&](const Arg& a) {
      if (a.kind == Arg::Kind::Ref) out.push_back(g.producer(o, a.slot));
      else if (a.kind == Arg::Kind::None) out.push_back(kNoVertex);
      else for (const auto& x : a.items) walk(x);
    };
    walk(g.node(o).args[0]);
    return out;
  }

  /// AOTAutograd's partitioned pair: the forward returns (outputs..., saved
  /// values..., saved symbols...) and the backward takes (saved symbols...,
  /// saved values..., tangents...), one tangent per output. Positions, checked
  /// against the printed dtypes and shapes, say which placeholder receives
  /// which forward value; nothing is read from names.
  void detect_partitioned() {
    for (VertexId v = 0; v < B.size(); ++v)
      if (B.node(v).kind == NodeKind::GetAttr) return;  // make_fx backward: saved values are constants
    std::vector<VertexId> bp;
    for (VertexId v = 0; v < B.size(); ++v)
      if (B.node(v).kind == NodeKind::Placeholder) bp.push_back(v);
    const std::vector<VertexId> fo = output_entries(F);
    if (fo.size() < 2 || bp.size() < 2) return;
    if (std::find(fo.begin(), fo.end(), kNoVertex) != fo.end()) return;
    auto dtype = [](const Graph& g, VertexId v) { return g.node(v).meta ? g.node(v).meta->dtype : std::string(); };
    auto same = [&](VertexId f, VertexId b) {
      const auto& x = F.node(f).meta;
      const auto& y = B.node(b).meta;
      return !x || !y || (x->dtype == y->dtype && x->shape == y->shape);
    };
    // outputs of integer, bool or symbolic type get no tangent
    auto differentiable = [&](VertexId f) {
      const std::string d = dtype(F, f);
      return d.empty() || d[0] == 'f' || d[0] == 'c' || d == "bf16";
    };
    for (std::size_t n_outs = 1; n_outs < fo.size(); ++n_outs) {
      std::vector<VertexId> saved_f;  // symbols first, as the backward takes them
      for (std::size_t i = n_outs; i < fo.size(); ++i)
        if (dtype(F, fo[i]) == "Sym") saved_f.push_back(fo[i]);
      for (std::size_t i = n_outs; i < fo.size(); ++i)
        if (dtype(F, fo[i]) != "Sym") saved_f.push_back(fo[i]);
      std::vector<VertexId> diff_outs;
      for (std::size_t i = 0; i < n_outs; ++i)
        if (differentiable(fo[i])) diff_outs.push_back(fo[i]);
      // at least one tangent: without one no gradient flows
      if (diff_outs.empty() || saved_f.size() + diff_outs.size() != bp.size()) continue;
      bool ok = true;
      for (std::size_t i = 0; i < saved_f.size() && ok; ++i) ok = same(saved_f[i], bp[i]);
      for (std::size_t i = 0; i < diff_outs.size() && ok; ++i) ok = same(diff_outs[i], bp[saved_f.size() + i]);
      if (!ok) continue;
      for (std::size_t i = 0; i < saved_f.size(); ++i) aot_saved_[bp[i]] = saved_f[i];
      for (std::size_t i = 0; i < diff_outs.size(); ++i) {
        aot_tangent_[bp[saved_f.size() + i]] = diff_outs[i];
        outs_.push_back(diff_outs[i]);
      }
      return;
    }
  }

  /// `add(a, b)` of two gradient-carrying values: almost always the engine
  /// accumulating two contributions to one gradient (its own mark, not part of
  /// any segment), so it is left out of the alignment and placed afterwards.
  bool sums(VertexId v) const {
    const Node& nd = B.node(v);
    if (nd.kind != NodeKind::CallFunction || nd.target != "aten.add.Tensor" || !nd.kwargs.empty()) return false;
    const auto prods = B.producers(v);
    return prods.size() == 2 && carry_[prods[0]] && carry_[prods[1]];
  }

  // ---------------------------------------------------------------- joint
  void saved_from_joint() {
    res_.used_joint = true;
    MatchResult mb = match(B, *J, rules_, opt_.match);
    MatchResult mf = match(F, *J, rules_, opt_.match);
    Side js{*J, rules_};
    // One class per joint value: identity ops stand for their producer, and the
    // joint re-reads an attribute in its backward part (`_param_constant3_1 =
    // self._param_constant3`): get_attrs of the same attribute are one value.
    std::unordered_map<std::string_view, VertexId> attr_rep;
    auto canon = [&](VertexId jv) {
      jv = js.real(jv);
      const Node& n = J->node(jv);
      if (n.kind == NodeKind::GetAttr) return attr_rep.try_emplace(n.target, jv).first->second;
      return jv;
    };
    std::unordered_map<VertexId, VertexId> j2f;
    for (const auto& m : mf.nodes) {
      if (m.target == kNoVertex || fs.transparent(m.pattern)) continue;
      j2f.try_emplace(canon(m.target), m.pattern);
    }
    for (const auto& m : mb.nodes) {
      if (!is_leaf(B.node(m.pattern)) || m.target == kNoVertex) continue;
      auto it = j2f.find(canon(m.target));
      for (std::size_t k = 0; it == j2f.end() && k < m.alternatives.size(); ++k) it = j2f.find(canon(m.alternatives[k]));
      if (it == j2f.end()) continue;
      saved_[m.pattern] = fs.real(it->second);
      saved_how_[m.pattern] = "joint";
    }
  }

  // ---------------------------------------------------------------- alignment
  /// The fwd values segment j's op touches (inputs through identity, the op, its getitems).
  bool touches(int j, VertexId fwd_value) const {
    const VertexId f = segs_[j];
    if (fwd_value == f) return true;
    for (auto p : F.producers(f))
      if (fs.real(p) == fwd_value) return true;
    const Node& x = F.node(fwd_value);
    if (is_getitem(x) && F.producer(fwd_value, 0) == f) return true;
    return false;
  }

  /// Leaves (through leaf-only ops) read by bwd op v.
  void leaves_of(VertexId v, std::vector<VertexId>& out, int depth = 0) const {
    for (auto p : B.producers(v)) {
      if (is_leaf(B.node(p))) {
        if (B.node(p).kind == NodeKind::GetAttr) out.push_back(p);
      } else if (!carry_[p] && depth < 4) {
        leaves_of(p, out, depth + 1);
      }
    }
  }

  /// Segments of the carrying inputs of v (looking through accumulation-like adds/getitem/identity).
  void input_segments(VertexId v, std::vector<std::pair<VertexId, int>>& out, int depth = 0) const {
    for (auto p : B.producers(v)) {
      if (!carry_[p] || B.node(p).kind != NodeKind::CallFunction) continue;
      const Node& pn = B.node(p);
      if (sums(p) && depth < 8) {  // through accumulations to the contributions
        input_segments(p, out, depth + 1);
        continue;
      }
      if ((is_getitem(pn) || bs.transparent(p)) && depth < 8) {
        const VertexId src = B.producer(p, 0);
        if (sigma_[src] >= 0 || is_getitem(B.node(src)) || bs.transparent(src)) {
          if (sigma_[src] >= 0 && !is_getitem(B.node(src)) && !bs.transparent(src))
            out.push_back({src, sigma_[src]});
          else
            input_segments(p, out, depth + 1);
        }
        continue;
      }
      if (sigma_[p] >= 0) out.push_back({p, sigma_[p]});
    }
  }

  struct OpInfo {
    std::string op;
    std::vector<VertexId> saved_fwd;               ///< fwd values of known saved leaves it reads
    std::vector<VertexId> unknown_leaves;           ///< saved leaves it reads whose value is not known yet
    bool param_grad = false;                        ///< computes a gradient B returns
    VertexId v = kNoVertex;
  };
  std::vector<double> empty_;                             ///< cost of leaving segs_[j] without ops
  std::vector<std::vector<VertexId>> seg_saved_;          ///< F values segs_[j]'s template saves
  std::vector<std::vector<VertexId>> seg_params_;         ///< leaves requiring grad segs_[j] reads
  std::vector<char> param_grad_op_;                       ///< bwd op computes a gradient B returns
  std::vector<std::unordered_set<std::string>> seg_emits_;

  void prepare_segments() {
    if (!seg_emits_.empty()) return;
    seg_saved_.assign(segs_.size(), {});
    for (std::size_t j = 0; j < segs_.size(); ++j)
      if (const auto* t = ftmpl_[segs_[j]])
        for (const auto& name : t->saved)
          if (const VertexId x = fwd_named(segs_[j], *t, name); x != kNoVertex) seg_saved_[j].push_back(x);
    seg_params_.assign(segs_.size(), {});
    for (std::size_t j = 0; j < segs_.size(); ++j)
      for (const auto& e : in_edges(F, segs_[j], ftmpl_[segs_[j]])) {
        const VertexId p = fs.real(e.producer);
        if (is_leaf(F.node(p)) && req_[p] && diff_edge(segs_[j], e)) seg_params_[j].push_back(p);
      }
    // B's outputs are parameter gradients: each is made in the segment of a
    // forward op reading the parameter, or summed from such (accumulation adds)
    param_grad_op_.assign(B.size(), 0);
    if (const VertexId out = output_of(B); out != kNoVertex) {
      std::vector<VertexId> stack;
      for (auto p : B.producers(out)) stack.push_back(p);
      std::set<VertexId> seen;
      while (!stack.empty()) {
        const VertexId x = deciding_op(stack.back());
        stack.pop_back();
        if (x == kNoVertex || !seen.insert(x).second || !carry_[x] || B.node(x).kind != NodeKind::CallFunction) continue;
        if (sums(x)) {
          for (auto p : B.producers(x)) stack.push_back(p);
          continue;
        }
        param_grad_op_[x] = 1;
      }
    }
    seg_emits_.resize(segs_.size());
    for (std::size_t j = 0; j < segs_.size(); ++j) {
      if (const auto* t = ftmpl_[segs_[j]])
        for (const auto& e : t->emits) {
          seg_emits_[j].insert(e);
          if (e == "reshape" || e == "reshape_as" || e == "view") {  // reshape = view, or clone + _unsafe_view
            seg_emits_[j].insert("view");
            seg_emits_[j].insert("_unsafe_view");
            seg_emits_[j].insert("clone");
          }
          if (e == "sum") {  // sum_to: sum then view to the input's shape
            seg_emits_[j].insert("view");
          }
          if (e == "expand") seg_emits_[j].insert("clone");
        }
    }
  }

  OpInfo info(VertexId v) const {
    OpInfo o;
    o.op = base_of(B.node(v).target);
    o.v = v;
    o.param_grad = param_grad_op_[v];
    std::vector<VertexId> lv;
    leaves_of(v, lv);
    for (auto L : lv)
      if (auto it = saved_.find(L); it != saved_.end()) o.saved_fwd.push_back(it->second);
      else o.unknown_leaves.push_back(L);
    return o;
  }

  bool type_ok2(int j, const std::string& op) const {
    // ops any backward may emit: identity of saved values, the seed
    static const std::unordered_set<std::string> generic = {"detach", "ones_like", "alias"};
    // sum_to of a broadcast operand (engine's validate_outputs)
    static const std::unordered_set<std::string> broadcast = {"sum", "view", "_unsafe_view", "reshape"};
    if (generic.count(op)) return true;
    const auto* t = ftmpl_[segs_[j]];
    if (!t) return true;
    if (t->tensors.size() >= 2 && t->bcast && broadcast.count(op) && may_broadcast(segs_[j])) return true;
    return seg_emits_[j].count(op) > 0;
  }

  /// Tensor inputs of fwd op f that require grad.
  int req_inputs(VertexId f) const {
    int n = 0;
    for (auto p : F.producers(f)) n += req_[fs.real(p)] != 0;
    return n;
  }

  /// Whether fwd op f may broadcast an input (then the engine sums the
  /// gradient back to the input's shape): some tensor input's shape differs
  /// from the output's and is broadcast-compatible with it. Unknown shapes: yes.
  bool may_broadcast(VertexId f) const {
    if (F.producers(f).size() < 2) return false;  // `mul(x, 1.0)`: one tensor, nothing broadcast
    const auto& out = F.node(f).meta;
    if (!out) return true;
    for (auto p : F.producers(f)) {
      const auto& in = F.node(p).meta;
      if (!in) return true;
      if (in->shape == out->shape || in->shape.size() > out->shape.size()) continue;
      const std::size_t off = out->shape.size() - in->shape.size();
      bool compatible = true;
      for (std::size_t d = 0; d < in->shape.size(); ++d)
        if (in->shape[d] != "1" && in->shape[d] != out->shape[off + d]) compatible = false;
      if (compatible) return true;
    }
    return false;
  }

  double local_cost(const OpInfo& o, int j) const {
    double c = 0;
    if (!type_ok2(j, o.op)) c += 1.0;
    else if (o.op == "sum" && !seg_emits_[j].count("sum") && !F.node(segs_[j]).meta && req_inputs(segs_[j]) < 2)
      c += 0.5;  // a sum-to without printed shapes: likelier where two inputs need gradients
    // a saved value read in segment j is one of F_j's saved inputs/outputs: one has its shape
    for (auto L : o.unknown_leaves)
      if (std::none_of(seg_saved_[j].begin(), seg_saved_[j].end(), [&](VertexId x) { return meta_ok(L, x); }))
        c += 2.0;
    if (o.param_grad && std::none_of(seg_params_[j].begin(), seg_params_[j].end(),
                                     [&](VertexId p) { return meta_ok_grad(o.v, p); }))
      c += 3.0;
    for (auto fv : o.saved_fwd)
      if (!touches(j, fv)) c += 3.0;
    return c;
  }

  /// The segment of a carrying value is decided by this aligned op (getitem and
  /// identity ops take their source's segment).
  VertexId deciding_op(VertexId v) const {
    while (v != kNoVertex && (is_getitem(B.node(v)) || bs.transparent(v))) v = B.producer(v, 0);
    return v;
  }

  /// no_switch[i]: gops_[i-1] and gops_[i] are in the same segment. The
  /// engine runs one autograd node at a time, so each node's ops are
  /// contiguous in B, including the ops that only read saved values (a
  /// `pow(detach(saved))` is computed inside the node that reads it): every
  /// aligned op between such an op and its first gradient-carrying consumer
  /// is in that consumer's segment.
  std::vector<char> contiguity() const {
    const std::size_t m = gops_.size();
    std::vector<char> no_switch(m, 0);
    for (VertexId v = 0; v < B.size(); ++v) {
      const Node& nd = B.node(v);
      if (nd.kind != NodeKind::CallFunction || carry_[v]) continue;
      // first carrying consumer, through other saved-value-only ops
      VertexId c = kNoVertex;
      std::vector<VertexId> stack{v};
      std::set<VertexId> seen;
      while (!stack.empty()) {
        const VertexId x = stack.back();
        stack.pop_back();
        if (!seen.insert(x).second) continue;
        for (auto [y, s] : B.consumers(x)) {
          if (B.node(y).kind != NodeKind::CallFunction) continue;
          if (carry_[y]) {
            if (c == kNoVertex || y < c) c = y;
          } else {
            stack.push_back(y);
          }
        }
      }
      if (c == kNoVertex) continue;
      const VertexId d = deciding_op(c);
      if (d == kNoVertex) continue;
      const VertexId lo = std::min(v, d), hi = std::max(c, d);
      const auto first = std::upper_bound(gops_.begin(), gops_.end(), lo) - gops_.begin();
      for (auto i = first + 1; i < static_cast<std::ptrdiff_t>(m) && gops_[i] <= hi; ++i) no_switch[i] = 1;
    }
    // ops whose value ignores their input (new_zeros(grad, size) makes the
    // buffer value_selecting_reduction_backward scatters into) are made for
    // their first consumer, in its segment
    static const std::unordered_set<std::string> valueless = {"new_zeros", "new_empty", "zeros_like",
                                                              "empty_like", "new_empty_strided"};
    for (std::size_t i = 0; i < m; ++i) {
      if (!valueless.count(base_of(B.node(gops_[i]).target))) continue;
      VertexId c = kNoVertex;
      for (auto [y, sl] : B.consumers(gops_[i]))
        if (c == kNoVertex || y < c) c = y;
      for (std::size_t k = i + 1; c != kNoVertex && k < m && gops_[k] <= c; ++k) no_switch[k] = 1;
    }
    // a reshape of a non-contiguous gradient is one op in the formula but two
    // in B: clone(contiguous) then _unsafe_view, in one segment
    for (std::size_t i = 1; i < m; ++i) {
      const Node& nd = B.node(gops_[i]);
      if (base_of(nd.target) == "_unsafe_view" && B.producer(gops_[i], 0) == gops_[i - 1] &&
          base_of(B.node(gops_[i - 1]).target) == "clone")
        no_switch[i] = 1;
    }
    return no_switch;
  }

  void align() {
    const std::size_t m = gops_.size(), n = segs_.size();
    if (m == 0 || n == 0) return;
    prepare_segments();
    const std::vector<char> no_switch = contiguity();
    std::vector<OpInfo> infos;
    infos.reserve(m);
    for (auto v : gops_) infos.push_back(info(v));
    empty_.assign(n, 0.0);
    for (std::size_t j = 0; j < n; ++j) {
      const auto* t = ftmpl_[segs_[j]];
      empty_[j] = (t && !t->empty) ? 4.0 : 0.0;
    }
    const std::vector<double>& empty = empty_;
    // dp[i][j]: best cost with gops_[i] in segment j
    std::vector<double> prev(n, kInf), cur(n);
    std::vector<std::vector<int>> back(m, std::vector<int>(n, -1));
    // before the first op: segments 0..j-1 are empty
    double skip = 0;
    for (std::size_t j = 0; j < n; ++j) {
      prev[j] = skip + local_cost(infos[0], static_cast<int>(j));
      skip += empty[j];
    }
    for (std::size_t i = 1; i < m; ++i) {
      // best predecessor for j: min(prev[j] (stay), min_{k<j} prev[k] + sum empty(k+1..j-1))
      double best = kInf;
      int best_k = -1;
      for (std::size_t j = 0; j < n; ++j) {
        double stay = prev[j];
        const double moved = no_switch[i] ? kInf : best;
        double c = std::min(stay, moved);
        int from = stay <= moved ? static_cast<int>(j) : best_k;
        if (c == kInf) {
          cur[j] = kInf;
        } else {
          // small preference to stay (fewer segments), cost 0 when consistent
          cur[j] = c + local_cost(infos[i], static_cast<int>(j)) + (from == static_cast<int>(j) ? 0 : 0.01);
        }
        back[i][j] = from;
        // update best for the next j: transitions from k=j skip nothing; older ones skip segment j
        if (best != kInf) best += empty[j];
        if (prev[j] < best || best_k < 0) {
          best = prev[j];
          best_k = static_cast<int>(j);
        }
      }
      std::swap(prev, cur);
    }
    // trailing empty segments
    double tail = 0;
    std::vector<double> tail_cost(n);
    for (std::size_t j = n; j-- > 0;) {
      tail_cost[j] = tail;
      tail += empty[j];
    }
    int bj = 0;
    double bc = kInf;
    for (std::size_t j = 0; j < n; ++j)
      if (prev[j] + tail_cost[j] < bc) {
        bc = prev[j] + tail_cost[j];
        bj = static_cast<int>(j);
      }
    for (std::size_t i = m; i-- > 0;) {
      sigma_[gops_[i]] = bj;
      bj = back[i][bj];
    }
    refine_boundaries(infos, no_switch);
    std::vector<char> used(n, 0);
    cost_ = 0;
    for (std::size_t i = 0; i < m; ++i) {
      cost_ += local_cost(infos[i], sigma_[gops_[i]]) + flow_cost(gops_[i]);
      used[sigma_[gops_[i]]] = 1;
    }
    for (std::size_t j = 0; j < n; ++j) cost_ += used[j] ? 0.0 : empty_[j];
  }

  /// A gradient from segment jp read in segment j is the gradient of one of
  /// F_jp's inputs that F_j produced (the transpose of F's edges).
  double flow_cost(VertexId v) const {
    std::vector<std::pair<VertexId, int>> ins;
    input_segments(v, ins);
    const int j = sigma_[v];
    double c = 0;
    // the engine's sum-to reduces what the formula returned; it reads the
    // incoming gradient itself only where the formula passes it through (add)
    const auto* t = ftmpl_[segs_[j]];
    if (base_of(B.node(v).target) == "sum" && !seg_emits_[j].count("sum") && t && !t->empty)
      for (auto [p, jp] : ins)
        if (jp != j) c += 1.0;
    // ... and its result is a finished gradient: no op of the same segment reads it
    for (auto [p, jp] : ins)
      if (jp == j && base_of(B.node(p).target) == "sum" && !seg_emits_[j].count("sum")) c += 1.0;
    for (auto [p, jp] : ins) {
      if (jp == j) continue;
      if (jp > j || !made_input_of(segs_[j], segs_[jp])) c += 3.0;
    }
    return c;
  }

  /// A segment hands each input of its forward op one gradient: more distinct
  /// values flowing from segment jp into segment j than F_j has edges into
  /// F_jp means a boundary is off (`t(grad)` belongs to the reader's segment).
  template <typename It>
  double deliveries_cost(It first, It last, const std::vector<VertexId>& more) const {
    std::map<std::pair<int, int>, std::set<VertexId>> flows;
    auto add = [&](VertexId y) {
      std::vector<std::pair<VertexId, int>> ins;
      input_segments(y, ins);
      for (auto [p, jp] : ins)
        if (jp != sigma_[y]) flows[{jp, sigma_[y]}].insert(p);
    };
    for (auto it = first; it != last; ++it) add(*it);
    for (auto y : more) add(y);
    double c = 0;
    for (const auto& [key, values] : flows) {
      if (values.size() < 2) continue;
      std::size_t edges = 0;
      for (const auto& e : in_edges(F, segs_[key.first], ftmpl_[segs_[key.first]]))
        edges += feeds(segs_[key.second], e.producer, 3);
      if (values.size() > std::max<std::size_t>(edges, 1)) c += 3.0 * static_cast<double>(values.size() - std::max<std::size_t>(edges, 1));
    }
    return c;
  }

  /// F op g made an input of F op f, directly or through ops with an empty backward.
  bool made_input_of(VertexId g, VertexId f) const {
    for (const auto& e : in_edges(F, f, ftmpl_[f]))
      if (feeds(g, e.producer, 3)) return true;
    return false;
  }

  /// Saved values a run of ops reads that its segment cannot hold: distinct
  /// attributes are distinct forward values (no segment of the zoo reads one
  /// value through two attributes), so per shape there cannot be more of them
  /// than the segment's saved values of that shape.
  double overfull(const std::vector<OpInfo>& infos, std::size_t lo, std::size_t hi, int j) const {
    std::map<std::vector<std::string>, std::set<std::string>> attrs;  // shape -> attributes
    for (std::size_t i = lo; i < hi; ++i)
      for (auto L : infos[i].unknown_leaves) {
        const auto& m = B.node(L).meta;
        if (!m) return 0;
        attrs[m->shape].insert(B.node(L).target);
      }
    double c = 0;
    for (const auto& [shape, names] : attrs) {
      std::set<VertexId> fit;
      for (auto x : seg_saved_[j]) {
        const auto& fm = F.node(x).meta;
        if (!fm) return 0;
        if (fm->shape == shape) fit.insert(x);
      }
      if (names.size() > fit.size()) c += 2.0 * static_cast<double>(names.size() - fit.size());
    }
    return c;
  }

  /// The alignment scores ops one at a time; a boundary between two runs can
  /// still be off by an op or two where only the runs as a whole tell (which
  /// saved values a segment reads). Shift boundaries while that lowers the cost.
  void refine_boundaries(const std::vector<OpInfo>& infos, const std::vector<char>& no_switch) {
    const std::size_t m = gops_.size();
    for (int pass = 0; pass < 64; ++pass) {
      bool changed = false;
      std::vector<std::size_t> starts{0};  // run boundaries over gops_
      for (std::size_t i = 1; i < m; ++i)
        if (sigma_[gops_[i]] != sigma_[gops_[i - 1]]) starts.push_back(i);
      starts.push_back(m);
      for (std::size_t r = 0; r + 2 < starts.size(); ++r) {
        const std::size_t a = starts[r], b = starts[r + 1], e = starts[r + 2];
        const int j1 = sigma_[gops_[a]], j2 = sigma_[gops_[b]];
        // ops whose inputs come from the two runs: their flow costs change with the cut
        std::vector<VertexId> readers;
        {
          std::set<VertexId> seen;
          std::vector<VertexId> stack(gops_.begin() + a, gops_.begin() + e);
          for (auto v : stack) seen.insert(v);
          while (!stack.empty()) {
            const VertexId x = stack.back();
            stack.pop_back();
            for (auto [y, sl] : B.consumers(x)) {
              if (!seen.insert(y).second || B.node(y).kind != NodeKind::CallFunction) continue;
              if (is_getitem(B.node(y)) || bs.transparent(y) || sums(y)) stack.push_back(y);
              else if (sigma_[y] >= 0) readers.push_back(y);
            }
          }
        }
        // ops [a, c1) in j1, [c1, c2) in segment k (an empty one between), [c2, e) in j2
        auto cost3 = [&](std::size_t c1, std::size_t c2, int k) {
          std::vector<int> keep;
          auto seg = [&](std::size_t i) { return i < c1 ? j1 : i < c2 ? k : j2; };
          for (std::size_t i = a; i < e; ++i) keep.push_back(sigma_[gops_[i]]), sigma_[gops_[i]] = seg(i);
          double c = overfull(infos, a, c1, j1) + overfull(infos, c2, e, j2);
          if (c2 > c1) c += overfull(infos, c1, c2, k) - empty_[k];
          for (std::size_t i = a; i < e; ++i) c += local_cost(infos[i], seg(i)) + flow_cost(gops_[i]);
          for (auto y : readers) c += flow_cost(y);
          c += deliveries_cost(gops_.begin() + a, gops_.begin() + e, readers);
          for (std::size_t i = a; i < e; ++i) sigma_[gops_[i]] = keep[i - a];
          return c;
        };
        auto cost = [&](std::size_t cut) { return cost3(cut, cut, j1); };
        double best = cost(b);
        std::size_t best_cut = b;
        for (std::size_t cut = b > a + 3 ? b - 3 : a + 1; cut <= std::min(e - 1, b + 3); ++cut) {
          if (cut == b) continue;
          if (cut < m && no_switch[cut]) continue;  // contiguity: never cut a forced-together pair
          if (const double c = cost(cut); c < best - 1e-9) {
            best = c;
            best_cut = cut;
          }
        }
        if (best_cut != b) {
          for (std::size_t i = std::min(best_cut, b); i < std::max(best_cut, b); ++i)
            sigma_[gops_[i]] = best_cut < b ? j2 : j1;
          changed = true;
          starts[r + 1] = best_cut;
          continue;
        }
        // a segment the alignment left empty between the two may own ops at the boundary
        int best_k = -1;
        std::size_t best_c1 = b, best_c2 = b;
        for (int k = j1 + 1; k < j2 && k <= j1 + 16; ++k) {
          for (std::size_t c1 = b > a + 3 ? b - 3 : a + 1; c1 <= b; ++c1) {
            if (no_switch[c1] || !type_ok2(k, infos[c1].op)) continue;
            for (std::size_t c2 = std::max(c1 + 1, b); c2 <= std::min(e - 1, b + 3); ++c2) {
              if (no_switch[c2]) continue;
              if (const double c = cost3(c1, c2, k); c < best - 1e-9) {
                best = c, best_k = k, best_c1 = c1, best_c2 = c2;
              }
            }
          }
        }
        if (best_k >= 0) {
          for (std::size_t i = best_c1; i < best_c2; ++i) sigma_[gops_[i]] = best_k;
          for (std::size_t i = a; i < best_c1; ++i) sigma_[gops_[i]] = j1;
          for (std::size_t i = best_c2; i < e; ++i) sigma_[gops_[i]] = j2;
          changed = true;
          break;  // runs changed shape: recompute them
        }
      }
      if (!changed) break;
    }
  }

  void fill_non_carrying() {
    // getitem / identity of carrying values: their source's segment
    for (VertexId v = 0; v < B.size(); ++v) {
      const Node& nd = B.node(v);
      if (nd.kind != NodeKind::CallFunction || sigma_[v] >= 0) continue;
      if (carry_[v] && (is_getitem(nd) || bs.transparent(v))) sigma_[v] = sigma_[B.producer(v, 0)];
    }
    // ops reading only saved values: the segment of their first consumer
    for (VertexId v = B.size(); v-- > 0;) {
      const Node& nd = B.node(v);
      if (nd.kind != NodeKind::CallFunction || sigma_[v] >= 0 || carry_[v]) continue;
      for (auto [c, s] : B.consumers(v))
        if (sigma_[c] >= 0) {
          sigma_[v] = sigma_[c];
          break;
        }
    }
    // dead ops (cat's backward makes `zeros` for an empty input and drops it):
    // the segment of the next aligned op, segments being contiguous
    int next = -1;
    for (VertexId v = B.size(); v-- > 0;) {
      const Node& nd = B.node(v);
      if (nd.kind != NodeKind::CallFunction) continue;
      if (sigma_[v] >= 0) {
        next = sigma_[v];
        continue;
      }
      if (B.consumers(v).empty() && !carry_[v] && next >= 0) sigma_[v] = next;
    }
  }

  void mark_accumulations() {
    // in program order, so a sum of sums sees its inputs placed
    for (VertexId v = 0; v < B.size(); ++v) {
      if (!sums(v)) continue;
      std::vector<std::pair<VertexId, int>> ins;
      input_segments(v, ins);
      // both terms made by one segment whose formula adds (var_mean): part of it
      if (ins.size() == 2 && ins[0].second == ins[1].second && seg_emits_[ins[0].second].count("add")) {
        sigma_[v] = ins[0].second;
        continue;
      }
      acc_[v] = 1;
    }
  }

  // ---------------------------------------------------------------- saved
  /// fwd node for a template name (input/output) of fwd op f.
  /// fwd_named of each name, the ones found.
  std::set<VertexId> fwd_named_set(VertexId f, const DerivativeTemplate& t,
                                   const std::vector<std::string>& names) const {
    std::set<VertexId> out;
    for (const auto& name : names)
      if (const VertexId x = fwd_named(f, t, name); x != kNoVertex) out.insert(x);
    return out;
  }

  VertexId fwd_named(VertexId f, const DerivativeTemplate& t, const std::string& name) const {
    for (std::size_t i = 0; i < t.args.size(); ++i)
      if (t.args[i] == name)
        for (const auto& e : in_edges(F, f, &t))
          if (e.arg == static_cast<int>(i)) return fs.real(e.producer);
    int k = -1;
    for (std::size_t i = 0; i < t.outputs.size(); ++i)
      if (t.outputs[i] == name) k = static_cast<int>(i);
    if (name == "result") k = 0;
    if (name.rfind("result", 0) == 0 && name.size() > 6) k = std::atoi(name.c_str() + 6);
    if (k < 0) return kNoVertex;
    if (t.outputs.size() <= 1) return f;
    for (auto [c, s] : F.consumers(f))
      if (is_getitem(F.node(c)) && F.node(c).getitem_index == k) return c;
    return f;
  }

  bool meta_ok(VertexId bleaf, VertexId fv) const {
    const auto& a = B.node(bleaf).meta;
    const auto& b = F.node(fv).meta;
    if (!a || !b) return true;
    return a->dtype == b->dtype && a->shape == b->shape;
  }

  void infer_saved() {
    for (VertexId L = 0; L < B.size(); ++L) {
      const Node& nd = B.node(L);
      if (nd.kind == NodeKind::Placeholder) {
        if (auto it = aot_saved_.find(L); it != aot_saved_.end()) {
          saved_[L] = fs.real(it->second);
          saved_how_[L] = "partitioned (forward output position)";
        } else if (aot_tangent_.empty() && loss_ != kNoVertex) {
          saved_[L] = fs.real(loss_);
          saved_how_[L] = "the loss (forward output)";
        }
        continue;
      }
      if (nd.kind != NodeKind::GetAttr || saved_.count(L)) continue;
      // first reading op (through identity), its arg position
      VertexId reader = kNoVertex;
      int arg = -1;
      std::vector<VertexId> stack{L};
      while (!stack.empty() && reader == kNoVertex) {
        VertexId x = stack.back();
        stack.pop_back();
        for (auto [c, s] : B.consumers(x)) {
          if (bs.transparent(c)) {
            stack.push_back(c);
            continue;
          }
          reader = c;
          arg = arg_index_of_slot(B.node(c), s);
          break;
        }
      }
      if (reader == kNoVertex || sigma_[reader] < 0) continue;
      const VertexId f = segs_[sigma_[reader]];
      const auto* t = ftmpl_[f];
      if (!t) continue;
      const std::string rop = base_of(B.node(reader).target);
      std::vector<VertexId> cands;
      for (const auto& d : t->direct) {  // "op:k=name"
        const auto colon = d.find(':'), eq = d.find('=');
        if (d.substr(0, colon) != rop) continue;
        if (std::atoi(d.c_str() + colon + 1) != arg) continue;
        const VertexId x = fwd_named(f, *t, d.substr(eq + 1));
        if (x != kNoVertex) cands.push_back(x);
      }
      std::string how = "template (direct call)";
      const int grad_arg = gradient_target_arg(reader, sigma_[reader]);
      if (cands.size() > 1) {
        // `bmm` reads both operands through `transpose`: the one the chain
        // does not produce the gradient of, with the leaf's shape
        const VertexId target = grad_arg >= 0 && grad_arg < static_cast<int>(t->args.size())
                                    ? fwd_named(f, *t, t->args[grad_arg])
                                    : kNoVertex;
        // what the formula for that argument reads (mul: the other operand;
        // mse_loss: both), else anything but the argument itself
        std::set<VertexId> reads;
        if (const auto* names = grad_arg >= 0 ? t->reads_of(grad_arg) : nullptr) reads = fwd_named_set(f, *t, *names);
        std::vector<VertexId> keep;
        for (auto x : cands)
          if ((reads.empty() ? x != target : reads.count(x) > 0) && meta_ok(L, x) &&
              std::find(keep.begin(), keep.end(), x) == keep.end())
            keep.push_back(x);
        if (!keep.empty()) cands = keep;
      }
      if (grad_arg == kSomeParameter && cands.size() > 1) {
        // the chain makes a parameter's gradient: what it reads is the other
        // operand (the activation), not a parameter
        std::vector<VertexId> keep;
        for (auto x : cands)
          if (!(is_leaf(F.node(x)) && req_[x])) keep.push_back(x);
        if (!keep.empty()) cands = keep;
      }
      if (cands.empty()) {
        how = "template (saved tensors)";
        // the differentiated argument's own formula says what it reads (var_mean
        // reads its input); without that, a bilinear op reads the other operand
        const std::vector<std::string>* reads = grad_arg >= 0 ? t->reads_of(grad_arg) : nullptr;
        if (reads && reads->empty()) reads = nullptr;
        for (const auto& s : t->saved) {
          if (reads ? std::find(reads->begin(), reads->end(), s) == reads->end()
                    : grad_arg >= 0 && grad_arg < static_cast<int>(t->args.size()) && t->args[grad_arg] == s)
            continue;
          const VertexId x = fwd_named(f, *t, s);
          if (x != kNoVertex && meta_ok(L, x) && std::find(cands.begin(), cands.end(), x) == cands.end())
            cands.push_back(x);
        }
      }
      if (cands.empty()) continue;
      saved_[L] = cands[0];
      saved_how_[L] = how;
      if (cands.size() > 1) saved_alt_[L] = {cands.begin() + 1, cands.end()};
    }
  }

  /// Value numbers of F: equal numbers hold bitwise-equal values (get_attrs
  /// of one attribute, identity ops and clones of a value, the same op on
  /// the same values). Impure ops (random, in-place, empty) are their own.
  std::vector<int> value_numbers() const {
    std::vector<int> vn(F.size(), -1);
    std::unordered_map<std::string, int> ids;
    auto id_of = [&](std::string key) { return ids.try_emplace(std::move(key), static_cast<int>(ids.size())).first->second; };
    for (VertexId v = 0; v < F.size(); ++v) {
      const Node& n = F.node(v);
      if (n.kind == NodeKind::GetAttr) {
        vn[v] = id_of("attr " + n.target);
      } else if (n.kind != NodeKind::CallFunction || rules_.is_impure(n.target)) {
        vn[v] = id_of("node " + std::to_string(v));
      } else if (fs.transparent(v) || base_of(n.target) == "clone") {
        vn[v] = vn[F.producer(v, 0)];
      } else {
        std::function<void(const Arg&, std::string&)> put = [&](const Arg& a, std::string& k) {
          if (a.kind == Arg::Kind::Ref) k += "%" + std::to_string(vn[F.producer(v, a.slot)]);
          else if (a.items.empty()) k += to_string(a);
          else {
            k += "(";
            for (const auto& x : a.items) put(x, k), k += ",";
            k += ")";
          }
          k += ";";
        };
        std::string key = n.target + "(";
        for (const auto& a : n.args) put(a, key);
        for (const auto& [name, a] : n.kwargs) key += name + "=", put(a, key);
        vn[v] = id_of(std::move(key));
      }
    }
    return vn;
  }

  /// A saved value computed twice in F (three equal `view`s of one tensor, a
  /// transpose of a weight re-read every time step, the clone an in-place op
  /// saves): the twin that the reading segment's forward op itself reads or
  /// produces is the one autograd saved.
  void prefer_twins_near_segment() {
    const std::vector<int>& vn = fvn_;
    for (auto& [L, x] : saved_) {
      if (B.node(L).kind != NodeKind::GetAttr) continue;
      VertexId reader = kNoVertex;
      for (VertexId y = L; reader == kNoVertex;) {
        VertexId next = kNoVertex;
        for (auto [c, sl] : B.consumers(y)) {
          if (bs.transparent(c)) next = c;
          else if (reader == kNoVertex) reader = c;
        }
        if (reader != kNoVertex || next == kNoVertex) break;
        y = next;
      }
      if (reader == kNoVertex || sigma_[reader] < 0) continue;
      const VertexId f = segs_[sigma_[reader]];
      std::vector<VertexId> near{f};
      for (auto p : F.producers(f)) near.push_back(fs.real(p));
      for (auto [c, sl] : F.consumers(f))
        if (is_getitem(F.node(c))) near.push_back(c);
      if (std::find(near.begin(), near.end(), x) != near.end()) continue;
      VertexId best = kNoVertex;
      for (auto y : near)
        if (vn[y] == vn[x] && (best == kNoVertex || y < best)) best = y;
      if (best != kNoVertex) x = best;
    }
  }

  static constexpr int kSomeParameter = -2;
  /// Which argument of fwd op segs_[j] the chain from bwd op v produces the
  /// gradient of (-1: unknown; kSomeParameter: one of several parameters).
  int gradient_target_arg(VertexId v, int j) const {
    const VertexId f = segs_[j];
    std::vector<VertexId> stack{v};
    std::set<VertexId> seen;
    while (!stack.empty()) {
      VertexId x = stack.back();
      stack.pop_back();
      if (!seen.insert(x).second) continue;
      for (auto [c, s] : B.consumers(x)) {
        if (c == output_of(B)) {
          // a parameter gradient: the leaf arg of f, if there is one only
          int arg = -1, n = 0;
          for (const auto& e : in_edges(F, f, ftmpl_[f]))
            if (is_leaf(F.node(fs.real(e.producer))) && req_[fs.real(e.producer)] && diff_edge(f, e)) arg = e.arg, ++n;
          if (n == 1) return arg;
          if (n > 1) return kSomeParameter;
          continue;
        }
        if (sigma_[c] == j || acc_[c] || sigma_[c] < 0) {
          stack.push_back(c);
          continue;
        }
        const VertexId g = segs_[sigma_[c]];
        // g made f's argument, directly or through ops whose backward emits
        // nothing (`add(tanh, 1.0)` passes the gradient straight to tanh)
        for (int depth = 0; depth < 4; ++depth)
          for (const auto& e : in_edges(F, f, ftmpl_[f]))
            if (feeds(g, e.producer, depth)) return e.arg;
      }
    }
    return -1;
  }

  /// g produces x through at most `depth` forward ops with an empty backward.
  bool feeds(VertexId g, VertexId x, int depth) const {
    x = fs.real(x);
    if (x != kNoVertex && is_getitem(F.node(x))) x = fs.real(F.producer(x, 0));
    if (x == kNoVertex) return false;
    if (x == g) return true;
    if (depth == 0 || F.node(x).kind != NodeKind::CallFunction || seg_of_fwd_[x] < 0) return false;
    const auto* t = ftmpl_[x];
    if (!t || !t->empty) return false;
    for (const auto& e : in_edges(F, x, t))
      if (diff_edge(x, e) && feeds(g, e.producer, depth - 1)) return true;
    return false;
  }

  // ---------------------------------------------------------------- grads
  void infer_grads() {
    const VertexId out = output_of(B);
    if (out == kNoVertex) return;
    if (!aot_saved_.empty()) {  // partitioned: the k-th output is the k-th forward input's gradient
      std::vector<VertexId> fp;
      for (VertexId v = 0; v < F.size(); ++v)
        if (F.node(v).kind == NodeKind::Placeholder) fp.push_back(v);
      const std::vector<VertexId> bo = output_entries(B);
      if (bo.size() == fp.size()) {
        for (std::size_t k = 0; k < fp.size(); ++k)
          if (bo[k] != kNoVertex) res_.grads.push_back({fp[k], bs.real(bo[k])});
        return;
      }
    }
    // A parameter read several times (re-read per time step, tied weights)
    // has one gradient: every get_attr of the attribute gets it.
    const std::vector<int>& vn = fvn_;
    std::set<int> taken;
    for (VertexId v : B.producers(out)) {
      VertexId g = bs.real(v);
      std::vector<VertexId> cands = param_candidates(g, vn);
      VertexId pick = kNoVertex;
      for (auto c : cands)  // a gradient has its parameter's shape
        if (!taken.count(vn[c]) && meta_ok_grad(g, c)) {
          pick = c;
          break;
        }
      if (pick == kNoVertex) continue;
      taken.insert(vn[pick]);
      for (VertexId x = 0; x < F.size(); ++x)
        if (vn[x] == vn[pick] && is_leaf(F.node(x))) res_.grads.push_back({x, g});
    }
    std::sort(res_.grads.begin(), res_.grads.end());
  }

  std::vector<VertexId> param_candidates(VertexId g, const std::vector<int>& vn) const {
    std::vector<VertexId> out;
    if (acc_[g] || sums(g)) {
      // an accumulation: the parameter every contribution is a gradient of
      std::vector<std::vector<VertexId>> parts;
      for (auto p : B.producers(g)) parts.push_back(param_candidates(bs.real(p), vn));
      for (const auto& part : parts)
        for (auto c : part) {
          bool everywhere = true;
          for (const auto& other : parts)
            if (std::none_of(other.begin(), other.end(), [&](VertexId o) { return vn[o] == vn[c]; })) everywhere = false;
          if (everywhere) out.push_back(c);
        }
      if (out.empty())
        for (const auto& part : parts) out.insert(out.end(), part.begin(), part.end());
      return out;
    }
    if (sigma_[g] < 0) return out;
    const VertexId f = segs_[sigma_[g]];
    std::vector<std::pair<int, VertexId>> leaves;  // (arg, leaf)
    for (const auto& e : in_edges(F, f, ftmpl_[f])) {
      const VertexId p = fs.real(e.producer);
      if (is_leaf(F.node(p)) && req_[p] && diff_edge(f, e)) leaves.push_back({e.arg, p});
    }
    const Node& gn = B.node(g);
    if (is_getitem(gn)) {  // k-th output of a fused backward op: k-th differentiable tensor input
      const auto* t = ftmpl_[f];
      const int k = gn.getitem_index;
      if (t && k < static_cast<int>(t->tensors.size())) {
        const int a = t->tensors[k];
        for (auto [arg, p] : leaves)
          if (arg == a) out.push_back(p);
        if (!out.empty()) return out;
      }
    }
    const int a = gradient_target_arg_from_output(g, f);
    for (auto [arg, p] : leaves)
      if (arg == a) out.push_back(p);
    for (auto [arg, p] : leaves)
      if (meta_ok_grad(g, p) && std::find(out.begin(), out.end(), p) == out.end()) out.push_back(p);
    return out;
  }

  /// For a param gradient g in segment of f: the arg whose saved partner the chain does not read.
  int gradient_target_arg_from_output(VertexId g, VertexId f) const {
    // Walk g's producers inside the segment; a saved leaf read on the way is
    // "the other operand" of a bilinear op: exclude args that hold it.
    const auto* t = ftmpl_[f];
    if (!t) return -1;
    std::set<VertexId> read;
    bool read_saved = false;  // some saved value, known or not
    std::vector<VertexId> stack{g};
    std::set<VertexId> seen;
    const int j = sigma_[g];
    while (!stack.empty()) {
      VertexId x = stack.back();
      stack.pop_back();
      if (!seen.insert(x).second) continue;
      for (auto p : B.producers(x)) {
        if (is_leaf(B.node(p))) {
          if (B.node(p).kind == NodeKind::GetAttr) read_saved = true;
          auto it = saved_.find(p);
          if (it != saved_.end()) read.insert(it->second);
        } else if (sigma_[p] == j) {
          stack.push_back(p);
        }
      }
    }
    std::vector<int> args;
    for (const auto& e : in_edges(F, f, t)) {
      const VertexId p = fs.real(e.producer);
      if (is_leaf(F.node(p)) && req_[p] && diff_edge(f, e) && !read.count(p)) args.push_back(e.arg);
    }
    if (args.size() == 1) return args[0];
    // the argument whose own formula reads exactly the saved values the chain
    // read (addmm: the bias gradient reads nothing, the weight's reads mat1)
    std::vector<int> fits, reads_some;
    for (int a : args) {
      const auto* names = t->reads_of(a);
      if (!names) return -1;
      const std::set<VertexId> formula = fwd_named_set(f, *t, *names);
      if (formula.empty() == read_saved) continue;
      reads_some.push_back(a);
      if (std::all_of(read.begin(), read.end(), [&](VertexId r) { return formula.count(r) > 0; })) fits.push_back(a);
    }
    if (fits.size() == 1) return fits[0];
    if (fits.empty() && reads_some.size() == 1) return reads_some[0];  // a saved value was guessed wrong
    return -1;
  }

  bool meta_ok_grad(VertexId g, VertexId p) const {
    const auto& a = B.node(g).meta;
    const auto& b = F.node(p).meta;
    if (!a || !b) return true;
    return a->shape == b->shape;
  }

  // ---------------------------------------------------------------- result
  RelateResult finish() {
    for (VertexId v = 0; v < B.size(); ++v) {
      const Node& nd = B.node(v);
      if (is_leaf(nd)) {
        auto it = saved_.find(v);
        if (it == saved_.end()) {
          if (auto t = aot_tangent_.find(v); t != aot_tangent_.end())
            res_.unrelated.push_back({v, true, "tangent: the incoming gradient of forward output " + F.node(t->second).name});
          else
            res_.unrelated.push_back({v, true, "no forward value found for this backward input"});
          continue;
        }
        SavedTensor s{v, it->second, {}, saved_how_[v]};
        if (auto a = saved_alt_.find(v); a != saved_alt_.end()) s.alternatives = a->second;
        res_.saved.push_back(std::move(s));
        continue;
      }
      if (nd.kind != NodeKind::CallFunction) continue;
      if (acc_[v]) {
        // the forward value whose gradient it sums: common input of the two segments' ops
        std::vector<std::pair<VertexId, int>> ins;
        input_segments(v, ins);
        VertexId fv = kNoVertex;
        if (ins.size() == 2) {
          for (auto p1 : F.producers(segs_[ins[0].second])) {
            VertexId x = fs.real(p1);
            for (auto p2 : F.producers(segs_[ins[1].second]))
              if (fs.real(p2) == x) fv = x;
          }
        }
        res_.accumulate.push_back({v, fv});
        continue;
      }
      if (sigma_[v] < 0) {
        res_.unrelated.push_back({v, true, "not reached from the gradient seed or any saved value"});
        continue;
      }
      if (!aot_saved_.empty() && !carry_[v]) {  // the partitioner recomputes cheap forward ops in the backward
        res_.unrelated.push_back({v, true, "recomputes a forward value from saved inputs (partitioned backward)"});
        continue;
      }
      res_.grad_of.push_back({v, segs_[sigma_[v]]});
    }
    // seed: bwd ops reading the loss placeholder
    for (VertexId v = 0; v < B.size(); ++v)
      if (B.node(v).kind == NodeKind::Placeholder && !is_saved_placeholder(v))
        for (auto [c, s] : B.consumers(v))
          if (c != output_of(B) && sigma_[c] >= 0) res_.seed.push_back({c, segs_[sigma_[c]]});
    // memory
    std::map<VertexId, MemoryEntry> mem;
    for (const auto& s : res_.saved) {
      if (B.node(s.backward).kind != NodeKind::GetAttr && !is_saved_placeholder(s.backward)) continue;
      auto& m = mem[s.forward];
      m.forward = s.forward;
      std::vector<VertexId> stack{s.backward};
      while (!stack.empty()) {
        VertexId x = stack.back();
        stack.pop_back();
        for (auto [c, sl] : B.consumers(x)) {
          if (bs.transparent(c)) stack.push_back(c);
          else if (std::find(m.backward_uses.begin(), m.backward_uses.end(), c) == m.backward_uses.end())
            m.backward_uses.push_back(c);
        }
      }
      const auto& meta = F.node(s.forward).meta ? F.node(s.forward).meta : B.node(s.backward).meta;
      if (meta) {
        m.dtype = meta->dtype;
        m.shape = meta->shape;
        long long numel = 1;
        bool ok = true;
        for (const auto& d : meta->shape) {
          char* end = nullptr;
          long long x = std::strtoll(d.c_str(), &end, 10);
          if (d.empty() || *end) ok = false;
          else numel *= x;
        }
        auto b = dtype_bytes(meta->dtype);
        if (ok && b) m.bytes = numel * *b;
      }
      const Node& fn = F.node(s.forward);
      m.source = !fn.source.empty() ? fn.source
                                    : (F.origin.empty() ? std::string("?") : F.origin) + ":" + std::to_string(fn.loc.line);
    }
    for (auto& [k, m] : mem) res_.memory.push_back(std::move(m));
    std::stable_sort(res_.memory.begin(), res_.memory.end(), [](const MemoryEntry& a, const MemoryEntry& b) {
      return a.bytes.value_or(-1) > b.bytes.value_or(-1);
    });
    return std::move(res_);
  }
};

}  // namespace

RelateResult relate(const Graph& fwd, const Graph& bwd, const Graph* joint, const RuleSet& rules,
                    const DerivativeRules& derivatives, const RelateOptions& options) {
  Relater first(fwd, bwd, joint, rules, derivatives, options);
  RelateResult best = first.run();
  // More differentiable attributes than gradients and no shapes to tell the
  // buffers: they are among those that got no gradient; of those, drop as
  // many as there are extra attributes, the choice that aligns at least cost.
  const std::size_t extra = first.extra_attributes();
  const std::set<std::string> ungraded = first.ungraded_attributes();
  if (extra == 0 || ungraded.empty()) return best;
  const std::vector<std::string> names(ungraded.begin(), ungraded.end());
  const std::size_t k = std::min(extra, names.size());
  std::vector<char> pick(names.size(), 0);
  std::fill(pick.end() - static_cast<std::ptrdiff_t>(k), pick.end(), 1);
  double best_cost = first.cost();
  int tries = 0;
  do {
    std::set<std::string> buffers;
    for (std::size_t i = 0; i < names.size(); ++i)
      if (pick[i]) buffers.insert(names[i]);
    Relater again(fwd, bwd, joint, rules, derivatives, options, std::move(buffers));
    RelateResult r = again.run();
    if (again.cost() < best_cost) best_cost = again.cost(), best = std::move(r);
  } while (++tries < 32 && std::next_permutation(pick.begin(), pick.end()));
  return best;
}

}  // namespace fxmatch
