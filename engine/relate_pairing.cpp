// relate stage 1, pairing: which values the two graphs exchange.
//
// Design note. The forward analysis marks the differentiable forward ops
// (derivative template + a differentiable input requiring grad + the result
// reaches the loss); in reverse program order (eager's, but for the views a
// functionalized forward regenerates late: relate_order.cpp) they are the
// backward's segments; ops that ran under torch.no_grad() (relate_nograd.cpp)
// require no grad, nor does a leaf of an integer or boolean dtype (where
// printed), whatever a template says of its argument. An in-place op whose
// self is a leaf requiring grad ran under no_grad (autograd refuses it with
// grad enabled) and left the leaf a leaf: F treats it as transparent
// (Side::stands_for_self), so its readers read the leaf and it gets no
// segment; what made its other arguments (the norm `div_` divides by)
// reaches the loss through nothing. An in-place op under no_grad on a value
// that is no leaf (B runs none of its formulas' ops) differentiates as the
// identity of its self: relate_nograd.cpp's find_no_grad_writes. For an AOTAutograd
// partitioned pair (no saved constants in the backward, its inputs are
// placeholders) the exchange is read from structure, never from a fixed
// offset or from names: see detect_partitioned().
#include "relate_impl.hpp"

#include <numeric>

namespace fxmatch::relate_detail {

void Relater::analyse_forward() {
  const std::size_t n = F.size();
  ftmpl_.assign(n, nullptr);
  req_.assign(n, 0);
  reach_.assign(n, 0);
  bool has_param_attr = false;
  for (VertexId v = 0; v < n; ++v) ftmpl_[v] = tmpl(F, v);
  b_kinds_.clear();  // what B runs
  for (VertexId v = 0; v < B.size(); ++v)
    if (B.node(v).kind == NodeKind::CallFunction) b_kinds_.insert(base_of(B.node(v).target));
  find_no_grad_writes();  // in-place ops under no_grad pass their self's gradient on (relate_nograd.cpp)
  direct_named_.clear();
  for (VertexId f = 0; f < n; ++f)
    if (const auto* t = ftmpl_[f]) {
      // where the formulas' directs differ, a direct names a value only if
      // the formula of an argument F passes a tensor runs it: the formula of
      // a literal (`mul(pow_1, 0.1)`: other's `grad * self`) never runs, so
      // it names nothing there
      std::set<int> tensor_args;
      if (!t->direct_of.empty())
        for (const auto& e : in_edges(F, f, t))
          if (e.producer != kNoVertex && e.arg >= 0) tensor_args.insert(e.arg);
      auto runs = [&](const std::string& d) {
        if (t->direct_of.empty()) return true;
        for (std::size_t k = 0; k < t->diff.size() && k < t->direct_of.size(); ++k)
          if (tensor_args.count(t->diff[k]) && contains(t->direct_of[k], d)) return true;
        return false;
      };
      for (const auto& d : t->direct)
        if (const auto eq = d.find('='); eq != std::string::npos && runs(d))
          direct_named_[d.substr(0, eq)].push_back({f, fwd_named(f, *t, d.substr(eq + 1))});
    }
  find_view_writes();
  // leaves consumed at a differentiable position
  std::vector<char> diff_read(n, 0);
  for (VertexId v = 0; v < n; ++v)
    for (const auto& e : in_edges(F, v, ftmpl_[v]))
      if (diff_edge(v, e)) diff_read[fs.real(e.producer)] = 1;
  // a leaf of an integer or boolean dtype never requires grad (ldexp's
  // `other` is differentiable, an i64 exponent buffer is not)
  for (VertexId v = 0; v < n; ++v)
    if (const auto& m = F.node(v).meta; m && is_leaf(F.node(v)) && integral_dtype(m->dtype)) diff_read[v] = 0;
  drop_buffers(diff_read);
  for (VertexId v = 0; v < n; ++v)
    if (F.node(v).kind == NodeKind::GetAttr && diff_read[v]) has_param_attr = true;
  // an in-place op on a leaf requiring grad ran under no_grad (with grad
  // enabled autograd refuses it): it records no node and the leaf stays a
  // leaf, so the op stands for the leaf (its readers read the leaf; a later
  // in-place op on it too). Only a leaf that requires grad without the
  // write: a buffer updated in place (`buf.mul_(m).add_(x)`) stays an op.
  fs.stands_for_self.assign(n, 0);
  for (VertexId v = 0; v < n; ++v) {
    const Node& nd = F.node(v);
    if (!is_inplace_call(nd) || F.producer(v, 0) == kNoVertex) continue;
    const VertexId s = fs.real(F.producer(v, 0));
    const Node& sn = F.node(s);
    const bool leaf_req = sn.kind == NodeKind::GetAttr ? diff_read[s] != 0
                          : sn.kind == NodeKind::Placeholder
                              ? !has_param_attr && diff_read[s] && !aot_no_grad_.count(s)
                              : false;
    if (leaf_req) fs.stands_for_self[v] = 1;
  }
  for (VertexId v : aot_stand_ins_) fs.stands_for_self[v] = 1;  // the same, functionalized (AOT)
  // requires grad: a leaf read at a differentiable position, an op with such
  // an input, unless it ran under no_grad (no_grad_: relate_nograd.cpp)
  auto mark_requires_grad = [&] {
    std::fill(req_.begin(), req_.end(), 0);
    for (VertexId v = 0; v < n; ++v) {
      const Node& nd = F.node(v);
      if (nd.kind == NodeKind::GetAttr) {
        req_[v] = diff_read[v];
      } else if (nd.kind == NodeKind::Placeholder) {
        req_[v] = !has_param_attr && diff_read[v] && !aot_no_grad_.count(v);
      } else if (nd.kind == NodeKind::CallFunction && !no_grad_.count(v)) {
        if (is_getitem(nd)) {
          req_[v] = req_[F.producer(v, 0)];
        } else if (fs.transparent(v)) {
          req_[v] = nd.target.find("detach") == std::string::npos && req_[F.producer(v, 0)];
        } else if (ftmpl_[v]) {
          for (const auto& e : fin_edges(v, ftmpl_[v]))
            if (diff_edge(v, e) && req_[e.producer]) req_[v] = 1;
        }
      }
    }
  };
  mark_requires_grad();
  // the loss: the output's first tensor (AOT: the outputs that get tangents)
  const VertexId out = output_of(F);
  if (out != kNoVertex && outs_.empty()) {
    auto prods = F.producers(out);
    if (!prods.empty()) outs_.push_back(prods[0]);
  }
  if (!outs_.empty()) loss_ = outs_[0];
  auto mark_reaches_loss = [&] {
    std::fill(reach_.begin(), reach_.end(), 0);
    for (auto o : outs_) reach_[o] = 1;
    for (VertexId v = n; v-- > 0;) {
      if (!reach_[v] || !req_[v]) continue;
      const Node& nd = F.node(v);
      if (nd.kind != NodeKind::CallFunction) continue;
      if (is_getitem(nd) || fs.transparent(v)) {
        if (!(fs.transparent(v) && nd.target.find("detach") != std::string::npos)) reach_[F.producer(v, 0)] = 1;
        continue;
      }
      for (const auto& e : fin_edges(v, ftmpl_[v]))
        if (diff_edge(v, e) && req_[e.producer]) reach_[e.producer] = 1;
    }
  };
  mark_reaches_loss();
  // ops the backward has no room for ran under no_grad: they require none
  if (const auto ng = find_no_grad(); !ng.empty()) {
    no_grad_.insert(ng.begin(), ng.end());
    mark_requires_grad();
    mark_reaches_loss();
  }
  // segments in reverse program order (where a functionalized forward moved
  // a view, relate_order.cpp lets the alignment place its segment)
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

void Relater::find_view_writes() {
  view_writes_.clear();
  const std::size_t n = F.size();
  // the tensor whose storage a value views (through view ops), itself for others
  std::vector<VertexId> root(n);
  for (VertexId v = 0; v < n; ++v) {
    root[v] = v;
    const Node& nd = F.node(v);
    if (nd.kind != NodeKind::CallFunction || F.producer(v, 0) == kNoVertex) continue;
    // aliasing ops share their input's storage; the copies the matcher lists
    // as view-like (clone, lift_fresh_copy, contiguous) and functional
    // scatters do not
    const std::string op = base_of(nd.target);
    const bool copies = op == "clone" || op == "lift_fresh_copy" || op == "contiguous" || rules_.is_fresh_layout(nd.target);
    if ((is_view(v) || fs.transparent(v)) && !copies) root[v] = root[F.producer(v, 0)];
  }
  std::unordered_map<VertexId, VertexId> latest;  // base -> the latest write into a view of it so far
  for (VertexId v = 0; v < n; ++v) {
    const Node& nd = F.node(v);
    if (nd.kind != NodeKind::CallFunction) continue;
    for (const auto& e : in_edges(F, v, ftmpl_[v])) {
      if (e.producer == kNoVertex) continue;
      const auto w = latest.find(root[e.producer]);
      if (w != latest.end() && w->second != v) view_writes_[v].push_back({w->second, e.arg});
    }
    const VertexId self = F.producer(v, 0);
    if (is_inplace_call(nd) && self != kNoVertex && root[self] != self) {
      // autograd rebases the view on its base (CopySlices): the write's node
      // takes the whole base's gradient and hands the rest on to what made
      // the base before it, the base's producer when no write came first
      if (!latest.count(root[self])) view_writes_[v].push_back({root[self], 0});
      latest[root[self]] = v;
    }
  }
}

/// B returns one gradient per parameter. When F reads more attributes at
/// differentiable positions than B returns gradients, the extra ones are
/// buffers (rotary `inv_freq`) or literal constants (`lift_fresh_copy`, an
/// empty KV cache), or B asks for a subset of the parameters (fine-tuning).
/// Drop the literals; then, where shapes are printed, the attributes no
/// returned gradient has the shape of. Autograd runs only the nodes between
/// the loss and the inputs asked for, and an attribute's gradient needs the
/// backward of every read of it, so among attributes of one shape the ones
/// whose earliest read is latest (nearest the loss) are kept: the backward of
/// a subset covers a tail of the forward. Without shapes, that tail is the
/// first choice the driver tries (tail_buffers()).
void Relater::drop_buffers(std::vector<char>& diff_read) {
  const VertexId out = output_of(B);
  if (out == kNoVertex) return;
  const auto outs = B.producers(out);
  std::map<std::string, std::vector<VertexId>, std::less<>> attrs;  // attribute -> its get_attrs
  for (VertexId v = 0; v < F.size(); ++v)
    if (F.node(v).kind == NodeKind::GetAttr) {
      attrs[F.node(v).target].push_back(v);
      if (buffers_.count(F.node(v).target)) diff_read[v] = 0, unasked_by_choice_.insert(F.node(v).target);
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
  drop_ungradable(attrs, diff_read, outs.size());
  if (count() <= outs.size()) return;
  // attributes read at differentiable positions, latest FIRST reader first (program order, never
  // names): an attribute's gradient sums the backward of every read, so asking for it makes autograd
  // run back to its earliest reader (a tied embedding read again by the head is not a tail attribute)
  std::vector<std::pair<VertexId, const std::vector<VertexId>*>> by_first;
  for (const auto& [a, vs] : attrs) {
    VertexId first = 0;
    bool any = false;
    for (auto v : vs)
      if (diff_read[v])
        for (auto [c, sl] : F.consumers(v)) first = any ? std::min(first, c) : c, any = true;
    if (any) by_first.push_back({first, &vs});
  }
  std::sort(by_first.begin(), by_first.end(), [](const auto& x, const auto& y) { return x.first > y.first; });
  std::multiset<std::vector<std::string>> shapes;
  for (auto o : outs) {
    const auto& m = B.node(bs.real(o)).meta;
    if (!m) {  // shapes not printed: tell by which attributes get a gradient
      if (every_attribute_) return;
      extra_attributes_ = count() - outs.size();
      for (std::size_t i = outs.size(); i < by_first.size(); ++i) tail_buffers_.insert(F.node((*by_first[i].second)[0]).target);
      for (const auto& [first, vs] : by_first) candidate_attributes_.insert(F.node((*vs)[0]).target);
      return;
    }
    shapes.insert(m->shape);
  }
  const std::set<std::vector<std::string>> any_shape(shapes.begin(), shapes.end());
  std::set<std::vector<std::string>> chosen_shapes;  // shapes with more attributes than gradients
  for (const auto& [first, vsp] : by_first) {
    const auto& vs = *vsp;
    const auto& m = F.node(vs[0]).meta;
    if (!m || !std::any_of(vs.begin(), vs.end(), [&](VertexId v) { return diff_read[v] != 0; })) continue;
    // the evidence hypothesis keeps every attribute some gradient has the shape of
    if (every_attribute_ ? any_shape.count(m->shape) : shapes.count(m->shape)) {
      if (auto it = shapes.find(m->shape); it != shapes.end()) shapes.erase(it);
      continue;
    }
    if (any_shape.count(m->shape)) {  // a same-shape attribute was kept instead
      chose_among_shapes_ = true;
      chosen_shapes.insert(m->shape);
      unasked_by_choice_.insert(F.node(vs[0]).target);
      shape_buffers_.insert(F.node(vs[0]).target);
    }
    for (auto x : vs) diff_read[x] = 0;
  }
  // the tail is only the first guess among the attributes of a shape with
  // more of them than gradients: every one of them is a candidate the driver
  // chooses among (candidate_attributes_)
  for (const auto& [first, vsp] : by_first)
    if (const auto& m = F.node((*vsp)[0]).meta; m && chosen_shapes.count(m->shape))
      candidate_attributes_.insert(F.node((*vsp)[0]).target);
}

/// An attribute's gradient sums the backward of every op on a path of
/// differentiable edges from one of its reads to the loss: autograd runs each
/// of them. So where such an op's formula emits ops (it is not the identity of
/// its input, nor a view, nor an in-place op under no_grad: find_no_grad_writes
/// made its template the identity of its self) and B runs none of their kinds
/// (a fine-tuning subset whose backward has no gelu_backward cannot ask for
/// the layer before the gelu), no returned gradient is that attribute's; nor
/// one that no read connects to the loss at all (no path crosses an `out=`
/// call: its result has no autograd node). Drop those, never below the gradients B
/// returns (`attrs`: attribute -> its get_attrs), first the ones the forward
/// writes into (buffers).
void Relater::drop_ungradable(const std::map<std::string, std::vector<VertexId>, std::less<>>& attrs,
                              std::vector<char>& diff_read, std::size_t gradients) {
  const VertexId out = output_of(F);
  if (out == kNoVertex || F.producers(out).empty()) return;
  // gradient flows from producer to consumer: a template's differentiable
  // argument, a getitem, an identity (not a detach), an op with no template;
  // never through an `out=` call, whose result has no autograd node (with
  // grad enabled autograd refuses one whose inputs require grad: a power
  // iteration's `normalize(..., out=u)` ran under no_grad)
  auto flows = [&](VertexId c, const Edge& e) {
    const Node& n = F.node(c);
    if (n.kind != NodeKind::CallFunction) return false;
    for (const auto& kw : n.kwargs)
      if (kw.first == "out") return false;
    if (is_getitem(n)) return true;
    if (fs.transparent(c)) return n.target.find("detach") == std::string::npos;
    return ftmpl_[c] ? diff_edge(c, e) : true;
  };
  // F ops from which the loss (the output's first value) is reached along such edges
  std::vector<char> to_loss(F.size(), 0);
  to_loss[F.producers(out)[0]] = 1;
  for (VertexId c = F.size(); c-- > 0;) {
    if (!to_loss[c]) continue;
    for (const auto& e : fin_edges(c, ftmpl_[c]))
      if (e.producer != kNoVertex && flows(c, e)) to_loss[e.producer] = 1;
  }
  std::size_t left = 0;
  for (const auto& [a, vs] : attrs) left += std::any_of(vs.begin(), vs.end(), [&](VertexId v) { return diff_read[v] != 0; });
  // An in-place op on a leaf (or on such an op) writes the leaf itself: if
  // the leaf requires grad it ran under no_grad and stands for the leaf
  // (analyse_forward's stands_for_self), so it blocks nothing, and what it writes was
  // computed under no_grad too (a weight clipped or renormalised in place).
  std::vector<char> writes_leaf(F.size(), 0);
  for (VertexId c = 0; c < F.size(); ++c)
    if (is_inplace_call(F.node(c)) && F.producer(c, 0) != kNoVertex) {
      const VertexId s = fs.real(F.producer(c, 0));
      writes_leaf[c] = is_leaf(F.node(s)) || writes_leaf[s];
    }
  // ops whose every use ends in the value written into a leaf (its cone)
  std::vector<char> only_written(F.size(), 0);
  for (VertexId c = F.size(); c-- > 0;) {
    if (F.node(c).kind != NodeKind::CallFunction || writes_leaf[c]) continue;
    bool any = false, all = true;
    for (auto [d, slot] : F.consumers(c)) {
      any = true;
      all = all && ((writes_leaf[d] && F.producer(d, 0) != c) || only_written[d]);
    }
    only_written[c] = any && all;
  }
  // per read: whether its paths reach the loss (reached) and whether one
  // crosses an op B never differentiates (blocked)
  auto walk = [&](VertexId read, bool& reached, bool& blocked) {
    std::vector<char> seen(F.size(), 0);
    std::vector<VertexId> stack{read};
    while (!stack.empty() && !blocked) {
      const VertexId x = stack.back();
      stack.pop_back();
      for (auto [c, slot] : F.consumers(x)) {
        if (seen[c] || !to_loss[c]) continue;
        bool flows_in = false;
        for (const auto& e : fin_edges(c, ftmpl_[c])) flows_in = flows_in || (e.producer == x && flows(c, e));
        if (!flows_in) continue;
        if ((writes_leaf[c] && F.producer(c, 0) != x) || only_written[c]) continue;  // the value written into a leaf
        seen[c] = reached = true;
        blocked = !writes_leaf[c] && !differentiated(c);
        stack.push_back(c);
      }
    }
  };
  // an attribute the forward writes into (`copy_(u, ...)`, `normalize(...,
  // out=u)`) is a buffer: such ones go first (a power iteration under no_grad
  // reads a weight and its buffer u alike, and the weight has a gradient:
  // relate_nograd.cpp), then the others in order
  auto written = [&](const std::vector<VertexId>& vs) {
    for (auto v : vs)
      for (auto [c, slot] : F.consumers(v))
        if (writes_into(F, c, [&](VertexId p) { return p == v; })) return true;
    return false;
  };
  std::map<std::string_view, bool> gradable;
  for (const auto& [a, vs] : attrs) {
    bool any_blocked = false, any_reached = false;
    for (auto v : vs) {
      if (!diff_read[v]) continue;
      bool reached = false, blocked = false;
      walk(v, reached, blocked);
      any_blocked = any_blocked || blocked;
      any_reached = any_reached || reached;
    }
    // no read reaches the loss (`num_batches_tracked.add_(1)`): no gradient either
    gradable[a] = !any_blocked && any_reached;
  }
  for (const bool buffers_first : {true, false})
    for (const auto& [a, vs] : attrs) {
      if (left <= gradients || !std::any_of(vs.begin(), vs.end(), [&](VertexId v) { return diff_read[v] != 0; })) continue;
      if (gradable[a] || (buffers_first && !written(vs))) continue;
      for (auto v : vs) diff_read[v] = 0;
      --left;
    }
  // blocked attributes left over once enough are dropped: which ones stay
  // was a choice by order, not evidence (demote_kept_by_order)
  for (const auto& [a, vs] : attrs)
    if (!gradable[a] && std::any_of(vs.begin(), vs.end(), [&](VertexId v) { return diff_read[v] != 0; }))
      kept_by_order_.insert(std::string(a));
}

/// Whether B runs an op of a kind f's formulas emit, or f may run none (no
/// template, the identity, a view).
bool Relater::differentiated(VertexId f) const {
  const auto* t = ftmpl_[f];
  if (!t || t->empty || t->emits.empty() || rules_.op_class(F.node(f).target) != OpClass::Normal) return true;
  return std::any_of(t->emits.begin(), t->emits.end(), [&](const std::string& k) { return b_kinds_.count(k) > 0; });
}

/// Forward ops that consume a value produced by fwd op `p` (through getitem/identity).
bool Relater::produces_for(VertexId p, VertexId c) const {
  for (const auto& e : fin_edges(c, ftmpl_[c])) {
    VertexId x = fs.real(e.producer);
    if (x != kNoVertex && is_getitem(F.node(x))) x = fs.real(F.producer(x, 0));
    if (x == p) return true;
  }
  return false;
}

void Relater::analyse_backward() {
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

/// Output tuple entries of a graph, None as kNoVertex.
std::vector<VertexId> Relater::output_entries(const Graph& g) {
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


}  // namespace fxmatch::relate_detail
