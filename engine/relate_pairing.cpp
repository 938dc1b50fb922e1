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
// reaches the loss through nothing. An op a partitioned forward runs under a
// saved RNG state (`run_and_save_rng_state(sdpa, q, k, v)`, what a checkpoint
// replays) differentiates as that op. In the backward, what carries the
// gradient is what is computed from the tangents, and a value an op writes
// the gradient into in place (a hand-written backward's buffer) carries it
// from then on. An in-place op under no_grad on a value
// that is no leaf (no copy of its self taken before it) differentiates as the
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
  // an op a partitioned forward runs under a saved RNG state (what it
  // recomputes in the backward, a checkpointed sdpa) is differentiated as
  // that op: `run_and_save_rng_state(op, args...)`, the op's arguments one on
  rng_wrapped_.clear();
  for (VertexId v = 0; v < n; ++v) {
    ftmpl_[v] = tmpl(F, v);
    const Node& nd = F.node(v);
    if (ftmpl_[v] || nd.kind != NodeKind::CallFunction || nd.args.empty() || nd.args[0].kind == Arg::Kind::Ref ||
        base_of(nd.target) != "run_and_save_rng_state")
      continue;
    std::string op = to_string(nd.args[0]);
    if (op.rfind("torch.ops.", 0) == 0) op.erase(0, 10);
    const DerivativeTemplate* t = ders_.find(op);
    if (!t) continue;
    DerivativeTemplate s = *t;
    s.args.insert(s.args.begin(), "op");
    for (auto* positions : {&s.tensors, &s.diff, &s.through})
      for (int& k : *positions) ++k;
    ftmpl_[v] = &rng_wrapped_.emplace(v, std::move(s)).first->second;
  }
  b_runs_.clear();  // what B runs, how often
  for (VertexId v = 0; v < B.size(); ++v)
    if (B.node(v).kind == NodeKind::CallFunction) ++b_runs_[base_of(B.node(v).target)];
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
  // a loss requiring no grad that B differentiates: a custom Function made it
  // (`|`: both run) and the ops of a Function's forward, by the kernels B never runs
  if (find_opaque_functions() | find_kernelless_functions()) {
    // a leaf an opaque op differentiates is read at a differentiable position
    for (const auto& [v, t] : opaque_)
      for (const auto& e : in_edges(F, v, &t))
        if (e.producer != kNoVertex && is_leaf(F.node(fs.real(e.producer))) && diff_edge(v, e))
          diff_read[fs.real(e.producer)] = 1;
    mark_requires_grad();
    mark_reaches_loss();
  }
  // ops the backward has no room for ran under no_grad: they require none
  if (const auto ng = find_no_grad(); !ng.empty()) {
    no_grad_.insert(ng.begin(), ng.end());
    mark_requires_grad();
    mark_reaches_loss();
  }
  // segments in reverse program order (where a functionalized forward moved
  // a view, relate_order.cpp lets the alignment place its segment)
  seg_of_fwd_.assign(n, -1);
  feeds_memo_.clear();  // feeds() reads which F ops are segments
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

/// Whether B runs an op of a kind f's formulas emit, or f may run none (no
/// template, the identity, a view).
bool Relater::differentiated(VertexId f) const {
  const auto* t = ftmpl_[f];
  if (!t || t->empty || t->emits.empty() || rules_.op_class(F.node(f).target) != OpClass::Normal) return true;
  return std::any_of(t->emits.begin(), t->emits.end(), [&](const std::string& k) { return b_runs_.count(k) > 0; });
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
  // (an op writing a gradient in place into a value, through a view of it:
  // a hand-written backward's `dq[..., a:b].copy_(dq_blk)` into a
  // `zeros_like` buffer, makes that value carry it for every later reader)
  std::vector<char> written(n, 0);
  for (VertexId v = 0; v < n; ++v) {
    const Node& nd = B.node(v);
    if (nd.kind == NodeKind::Placeholder && !is_saved_placeholder(v)) carry_[v] = 1;
    if (nd.kind != NodeKind::CallFunction) continue;
    for (auto p : B.producers(v))
      if (carry_[p] || written[bs.alias_root(p)]) carry_[v] = 1;
    if (carry_[v])
      writes_into(B, v, [&](VertexId x) {
        if (x != kNoVertex) {
          written[bs.alias_root(x)] = 1;
          writers_[bs.alias_root(x)].push_back(v);
        }
        return false;
      });
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
