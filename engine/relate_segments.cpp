// relate stage 2a, segment facts: what each forward op's segment may hold,
// read by the alignment's costs (relate_align.cpp, relate_refine.cpp).
//
// Design note. Computed once per run from F, B and the derivative
// templates: the values a segment's template saves and the parameters its
// op reads (directly, or through ops whose formula passes the gradient on
// unchanged), which of B's ops make a gradient B returns (whole, or one
// contribution an accumulation sums), which ops a segment's formulas emit
// (a reshape may be a view or clone + _unsafe_view, a sum_to a sum then a
// view; a sum_to runs nothing where shapes say nothing was broadcast), and
// what leaving a segment empty costs: a segment must run when its op has an
// input needing a gradient its formula does not pass through (as read: a
// `detach` of one needs none), unless
// autograd never runs it (a view written in place before anything reads it:
// rebased_view, CopySlices); and how many calls a segment runs at least where
// several inputs' formulas are one call each (direct_formulas).
#include "relate_impl.hpp"

namespace fxmatch::relate_detail {

void Relater::prepare_segments() {
  if (!seg_emits_.empty()) return;
  seg_saved_.assign(segs_.size(), {});
  for (std::size_t j = 0; j < segs_.size(); ++j)
    if (const auto* t = ftmpl_[segs_[j]])
      for (const auto& name : t->saved)
        if (const VertexId x = fwd_named(segs_[j], *t, name); x != kNoVertex) seg_saved_[j].push_back(x);
  seg_params_.assign(segs_.size(), {});
  seg_passed_params_.assign(segs_.size(), {});
  seg_passed_terms_.assign(segs_.size(), {});
  seg_viewed_params_.assign(segs_.size(), {});
  // per F value: made from leaves alone (parameters, buffers, constants), no
  // input data, by ops that keep their shape: a parameter's term (a noisy
  // linear's `mu + sigma * eps`; not `expand(query_embed, [B, N, C])`, whose
  // own backward sums the gradient to the parameter's shape)
  std::vector<char> from_leaves(F.size(), 0);
  for (VertexId v = 0; v < F.size(); ++v) {
    const Node& n = F.node(v);
    if (n.kind == NodeKind::GetAttr) from_leaves[v] = 1;
    else if (n.kind == NodeKind::CallFunction && rules_.op_class(n.target) != OpClass::ViewLike) {
      const auto ps = F.producers(v);
      from_leaves[v] = std::all_of(ps.begin(), ps.end(), [&](VertexId p) { return p != kNoVertex && from_leaves[p]; });
    }
  }
  for (std::size_t j = 0; j < segs_.size(); ++j)
    for (const auto& e : in_edges(F, segs_[j], ftmpl_[segs_[j]])) {
      const VertexId p = fs.real(e.producer);
      if (!diff_edge(segs_[j], e)) continue;
      if (is_leaf(F.node(p))) {
        if (req_[p]) seg_params_[j].push_back(p);
        continue;
      }
      // a view of a parameter (PReLU's `view(weight, [1, C, 1, 1])`): where the
      // op broadcasts it, the sum-to of its gradient is made here
      VertexId base = p;
      while (is_view(base)) base = fs.real(F.producer(base, 0));
      if (base != p && base != kNoVertex && is_leaf(F.node(base)) && req_[base]) seg_viewed_params_[j].push_back(p);
      // a parameter whose gradient is this input's gradient unchanged (DoRA's
      // `add(weight, B @ A)` read by the norm): the segment makes its gradient too
      std::vector<VertexId> through;
      passed_through_leaves(p, kPassThroughDepth, through);
      for (auto x : through) {
        if (!contains(seg_passed_params_[j], x)) seg_passed_params_[j].push_back(x);
        if (from_leaves[p] && !contains(seg_passed_terms_[j], x)) seg_passed_terms_[j].push_back(x);
      }
    }
  // what flow_cost() compares, fixed for the run: the reads of each
  // segment's value that can send it a gradient, the terms of the
  // accumulations each B op reads
  seg_reads_.assign(segs_.size(), 0);
  const std::vector<std::size_t> reads = gradient_reads();
  for (std::size_t j = 0; j < segs_.size(); ++j) seg_reads_[j] = reads[segs_[j]];
  acc_terms_.assign(B.size(), 0);
  for (VertexId v = 0; v < B.size(); ++v) acc_terms_[v] = accumulated_terms(v);
  // B's outputs are parameter gradients: each is made in the segment of a
  // forward op reading the parameter, or summed from such (accumulation adds)
  param_grad_op_.assign(B.size(), 0);
  // and per B op: it hands one gradient on, or one sum-to contribution an
  // accumulation of several segments' terms sums (an add of a tangent and
  // one op's gradient, AOT's mutated input, is handed on by the add)
  std::vector<char> hands_on(B.size(), 0);
  if (const VertexId out = output_of(B); out != kNoVertex) {
    struct Item {
      VertexId p;
      char summed;   // one of several contributions an accumulation sums
      char counted;  // handed on by the op that reached it
    };
    std::vector<Item> stack;
    for (auto p : B.producers(out)) stack.push_back({p, 0, 0});
    std::set<VertexId> seen;
    auto made_here = [&](VertexId p) {
      const VertexId d = deciding_op(p);
      return d != kNoVertex && carry_[d] && B.node(d).kind == NodeKind::CallFunction;
    };
    while (!stack.empty()) {
      const VertexId x = deciding_op(stack.back().p);
      const Item it = stack.back();
      stack.pop_back();
      if (x == kNoVertex || !seen.insert(x).second || !carry_[x] || B.node(x).kind != NodeKind::CallFunction) continue;
      if (sums(x)) {
        const auto ps = B.producers(x);
        const bool several = std::count_if(ps.begin(), ps.end(), made_here) >= 2;
        if (!several) hands_on[x] = !it.counted;
        for (auto p : ps) stack.push_back({p, 1, static_cast<char>(it.counted || !several)});
        continue;
      }
      param_grad_op_[x] = it.summed ? kSummedGrad : kWholeGrad;
      // sum_to_size is `sum(..., keepdim)` then `view` when it drops leading
      // dims: the sum makes the same parameter's gradient, in the same node
      // (a view that adds dims, `view(sum(g), [1, 1])`, is another node's: a
      // view of the parameter)
      const std::string op = base_of(B.node(x).target);
      const VertexId src = B.producer(x, 0);
      const bool reshape = op == "view" || op == "_unsafe_view" || op == "reshape";
      const bool of_sum = src != kNoVertex && base_of(B.node(deciding_op(src)).target) == "sum";
      const bool sum_to_view =
          reshape && of_sum && !(bshape_[x] && bshape_[src] && bshape_[x]->size() >= bshape_[src]->size());
      if (sum_to_view) stack.push_back({src, it.summed, 1});
      // a contribution is counted where it must read the parameter itself: a
      // sum-to (others may read a value passing the parameter its gradient)
      hands_on[x] = !it.counted && (!it.summed || sum_to_view || op == "sum");
    }
  }
  // per gops_ index: the op making one of B's outputs, or one contribution
  // an accumulation sums into one (the DP and the refinement count them per
  // segment: one per parameter its op reads)
  returns_grad_.assign(gops_.size(), 0);
  for (std::size_t i = 0; i < gops_.size(); ++i) returns_grad_[i] = hands_on[gops_[i]];

  // AOT: B's k-th output is the gradient of F's k-th input (relate_partitioned.cpp),
  // so the op computing it is in the segment of a forward op reading that input
  if (!aot_tangent_.empty())
    for (const auto& [input, grad] : aot_input_grads_) {
      std::vector<VertexId> stack{grad};
      std::set<VertexId> seen;
      while (!stack.empty()) {
        const VertexId x = stack.back() == kNoVertex ? kNoVertex : deciding_op(stack.back());
        stack.pop_back();
        if (x == kNoVertex || !seen.insert(x).second || !carry_[x] || B.node(x).kind != NodeKind::CallFunction) continue;
        if (sums(x)) {
          for (auto p : B.producers(x)) stack.push_back(p);
          continue;
        }
        grad_leaves_[x].push_back(input);
      }
    }
  // what a template's ops may be in B: a reshape is a view or clone +
  // _unsafe_view, a sum_to is a sum then a view, an expand's gradient may be cloned
  auto add_emitted = [](std::unordered_set<std::string>& out, const std::vector<std::string>& ops) {
    for (const auto& e : ops) {
      out.insert(e);
      if (e == "reshape" || e == "reshape_as" || e == "view") out.insert({"view", "_unsafe_view", "clone"});
      if (e == "sum") out.insert("view");
      if (e == "expand") out.insert("clone");
    }
  };
  seg_emits_.assign(segs_.size(), {});
  seg_reading_emits_.assign(segs_.size(), {});
  for (std::size_t j = 0; j < segs_.size(); ++j)
    if (const auto* t = ftmpl_[segs_[j]]) {
      add_emitted(seg_emits_[j], emitted_ops(segs_[j], *t));
      // formulas that read no tensor (mul(x, 1.0): `grad * other`, other a
      // literal) emit no op reading a saved value
      if (formulas_read_a_tensor(segs_[j], *t)) add_emitted(seg_reading_emits_[j], t->reading_emits);
      // at::sum_to(grad, x) is a no-op where x has the gradient's shape: a
      // copy_ whose src already has self's shape runs no sum (the expand
      // that made src does)
      if (t->sum_to_only && input_shape_differs(segs_[j]) == Tri::No) {
        seg_emits_[j].erase("sum");
        seg_reading_emits_[j].erase("sum");
      }
      // an in-place write into a view runs as CopySlices: the base's gradient
      // copied into a new tensor of the base's layout, the view's part cloned
      // for the formula and its result copied back
      if (written_base(segs_[j]) != kNoVertex) seg_emits_[j].insert({"new_empty_strided", "copy", "as_strided", "clone"});
    }
}

/// Whether a formula autograd runs for f (that of an input needing a
/// gradient) reads a forward tensor: a name its `reads` lists that F passes
/// as a tensor, or a result. Unknown reads count as a tensor.
bool Relater::formulas_read_a_tensor(VertexId f, const DerivativeTemplate& t) const {
  bool any_needed = false;
  for (const auto& e : fin_edges(f, &t)) {
    if (!diff_edge(f, e) || !req_[e.producer]) continue;
    any_needed = true;
    const auto* reads = t.reads_of(e.arg);
    if (!reads) return true;
    for (const auto& name : *reads)
      if (fwd_named(f, t, name) != kNoVertex) return true;
  }
  return !any_needed;
}

/// The ops forward op f's formulas may emit: autograd runs the formula of
/// an input only where that input needs a gradient (as read: a `detach` of
/// one needs none), so where the template tells the formulas' ops apart
/// (emits_of), only the ops of the inputs that need one.
/// A scale (`scaled`: add's alpha, addmm's beta) the node passes as
/// anything but the literal 1 adds maybe_multiply's `mul`.
std::vector<std::string> Relater::emitted_ops(VertexId f, const DerivativeTemplate& t) const {
  std::vector<std::string> out;
  if (t.emits_of.size() != t.diff.size()) {
    out = t.emits;
  } else {
    for (const auto& e : fin_edges(f, &t)) {
      if (!diff_edge(f, e) || !req_[e.producer]) continue;
      if (const auto* ops = t.emits_of_arg(e.arg)) out.insert(out.end(), ops->begin(), ops->end());
    }
  }
  const Node& nd = F.node(f);
  auto unit = [](const Arg& a) {
    return (a.kind == Arg::Kind::Int || a.kind == Arg::Kind::Float) && std::stod(std::string(a.text.view())) == 1.0;
  };
  for (const auto& name : t.scaled) {
    const Arg* a = kwarg(nd, name);
    if (const int i = t.arg_index(name); !a && i >= 0 && static_cast<std::size_t>(i) < nd.args.size()) a = &nd.args[i];
    if (a && !unit(*a)) out.push_back("mul");
  }
  return out;
}

/// The base an in-place op on a view writes into (through the chain of
/// views), else kNoVertex: autograd rebases the view on that base, so the
/// write's node takes and hands on the base's gradient. A write under
/// no_grad (nograd_writes_) records no node: no CopySlices either.
VertexId Relater::written_base(VertexId f) const {
  if (!is_inplace_call(F.node(f)) || nograd_writes_.count(f)) return kNoVertex;
  VertexId x = F.producer(f, 0);
  if (!is_view(x)) return kNoVertex;
  while (is_view(x)) x = F.producer(x, 0);
  return x;
}

/// A view in autograd's sense: an aliasing op, a getitem only of one that
/// makes views (unbind, split; not unsafe_split, whose parts autograd does not
/// track as views: a GRU's gates written in place are no CopySlices).
bool Relater::is_view(VertexId x) const {
  if (x == kNoVertex) return false;
  if (fview_.size() != F.size()) fview_.assign(F.size(), -1);
  signed char& known = fview_[x];
  if (known < 0) {
    const Node& nd = F.node(x);
    const VertexId tuple = is_getitem(nd) ? F.producer(x, 0) : x;
    known = nd.kind == NodeKind::CallFunction && rules_.is_aliasing(nd.target) && tuple != kNoVertex &&
            rules_.is_aliasing(F.node(tuple).target);
  }
  return known != 0;
}

/// Whether fwd op f's output shape differs from that of a tensor input that
/// needs a gradient, i.e. whether a sum_to(grad, input) reduces: Yes where
/// one such input's known shape differs from the known output's, No where all
/// are known and equal, else Unknown.
Relater::Tri Relater::input_shape_differs(VertexId f) const {
  const auto& out = fshape_[f];
  if (!out) return Tri::Unknown;
  bool unknown = false;
  for (auto p : F.producers(f)) {
    if (!req_[fs.real(p)]) continue;
    if (!fshape_[p]) unknown = true;
    else if (detail::surely_differ(*fshape_[p], *out)) return Tri::Yes;
    else if (!detail::surely_equal(*fshape_[p], *out)) unknown = true;
  }
  return unknown ? Tri::Unknown : Tri::No;
}

/// Whether the printed shapes show that fwd op f broadcasts an input that
/// requires grad: its output's shape and the input's are known and differ.
bool Relater::surely_broadcasts(VertexId f) const {
  const auto& out = fshape_[f];
  if (!out || F.producers(f).size() < 2) return false;
  for (auto p : F.producers(f)) {
    const auto& in = fshape_[p];
    if (req_[fs.real(p)] && in && detail::surely_differ(*in, *out)) return true;
  }
  return false;
}

/// Whether fwd op f may broadcast an input (then the engine sums the
/// gradient back to the input's shape): some tensor input that requires grad
/// (only those get a gradient to sum) has a shape that differs from the
/// output's and is broadcast-compatible with it. Unknown shapes: yes.
bool Relater::may_broadcast(VertexId f) const {
  if (F.producers(f).size() < 2) return false;  // `mul(x, 1.0)`: one tensor, nothing broadcast
  const auto& out = fshape_[f];
  if (!out) return true;
  for (auto p : F.producers(f)) {
    if (!req_[fs.real(p)]) continue;  // a mask added to attention scores gets no gradient
    const auto& in = fshape_[p];
    if (!in) return true;
    if (detail::surely_equal(*in, *out) || (*in).size() > (*out).size()) continue;
    const std::size_t off = (*out).size() - (*in).size();
    bool compatible = true;  // an unknown dim may be 1 or the output's
    for (std::size_t d = 0; d < (*in).size(); ++d) {
      const std::string& i = (*in)[d];
      const std::string& o = (*out)[off + d];
      if (i != "1" && i != o && i != detail::kUnknownDim && o != detail::kUnknownDim) compatible = false;
    }
    if (compatible) return true;
  }
  return false;
}

/// What leaving each segment without ops costs. A segment whose op has an
/// input needing a gradient that its formula does not pass through unchanged
/// runs at least one op (addmm's mat1: mm; its bias: nothing). In the
/// evidence hypothesis every attribute may be asked, so only an activation
/// input (not a leaf) that needs a gradient makes a segment run, and only
/// when a segment deeper in the backward runs (solve() charges no segment
/// after the last one it uses): autograd runs every node between the loss
/// and the inputs asked for, and none below the earliest of them. There it
/// costs half: that input needs a gradient only if an attribute it is made
/// from is asked.
std::vector<double> Relater::empty_costs() const {
  const std::size_t n = segs_.size();
  std::vector<double> out(n, 0.0);
  for (std::size_t j = 0; j < n; ++j) {
    const auto* t = ftmpl_[segs_[j]];
    if (!t) continue;
    bool must = !t->empty && !every_attribute_;
    // a sum_to passes the gradient through only where nothing was broadcast
    const bool sums_to = t->sum_to_only && input_shape_differs(segs_[j]) == Tri::Yes;
    for (const auto& e : fin_edges(segs_[j], t)) {
      if (must || !diff_edge(segs_[j], e) || (t->passes_through(e.arg) && !sums_to)) continue;
      // the input as read: a `detach` of a value that requires grad needs
      // none (`s - s.detach()`: sub's `-grad` never runs), while fs.real()
      // would look through it to the value it detaches
      const VertexId p = fs.real(e.producer);
      must = req_[e.producer] && !(every_attribute_ && is_leaf(F.node(p)));
    }
    // an in-place write into a view runs as CopySlices, which copies the
    // base's gradient whatever its formula passes on (its own result needs a
    // gradient: it is the base now)
    if (written_base(segs_[j]) != kNoVertex && req_[segs_[j]]) must = true;
    // in the evidence hypothesis the input needs a gradient only if some
    // attribute it is made from is asked: a supposition, worth half a fact
    // (a rotary embedding's `unsqueeze(cos)`, whose inv_freq no one asks, is
    // no reason to shift three projections' backwards one segment early)
    out[j] = must && !rebased_view(segs_[j]) ? (every_attribute_ ? 2.0 : 4.0) : 0.0;
  }
  return out;
}

/// Each input needing a gradient whose formula is one call of one op (mul's
/// self: mul(grad, other); its other: mul(grad, self)) has a call of its own
/// in the segment: `labels * logits` with both needing gradients runs two
/// `mul`s, not one `mul` and a sum-to. Counted where two or more inputs need
/// such a formula of the same op; a segment short of them costs one per
/// missing call in alignment_cost() (whole alignments, not the DP's local
/// costs). Not in the evidence hypothesis, where an input needs a gradient
/// only by supposition.
void Relater::direct_formulas() {
  direct_needed_.assign(F.size(), {0, std::string()});
  any_direct_needed_ = false;
  if (every_attribute_) return;
  for (const VertexId f : segs_) {
    const auto* t = ftmpl_[f];
    if (!t || t->direct_of.empty()) continue;
    int needed = 0;
    std::string op;
    for (const auto& e : fin_edges(f, t)) {
      if (!diff_edge(f, e) || !req_[e.producer] || t->passes_through(e.arg)) continue;
      const auto* d = t->directs_of(e.arg);
      const auto* own = t->emits_of.empty() ? &t->emits : t->emits_of_arg(e.arg);
      if (!d || d->empty() || !own || own->size() != 1 || (!op.empty() && own->front() != op)) continue;
      op = own->front();
      ++needed;
    }
    if (needed > 1) direct_needed_[f] = {needed, op}, any_direct_needed_ = true;
  }
}

/// A clone nothing in F reads (in a partitioned forward: only the output,
/// which hands it to the backward): the copy autograd takes of a value that
/// an in-place op is about to overwrite, for that op's backward (make_fx
/// records it; `copy_before_mutation` in relate_saved.cpp). It reads the
/// view on the write's behalf, not as a use of its own.
bool Relater::saving_clone(VertexId c) const {
  if (base_of(F.node(c).target) != "clone") return false;
  // partitioned (AOT), the forward returns it to the backward: read by the output only
  for (auto [y, sl] : F.consumers(c))
    if (F.node(y).kind != NodeKind::Output) return false;
  return true;
}

/// A view written in place before anything else reads it (`h[:, 1] = tok`
/// is copy_(select(h, 1, 1), tok)): autograd rebases the view on its base
/// (CopySlices), so the view's own backward never runs. Functionalized
/// (AOT), the write is an op on the view whose result a `*_scatter` puts
/// back into the view's base: the same write, the same backward.
bool Relater::rebased_view(VertexId f) const {
  if (!is_view(f)) return false;
  VertexId first = kNoVertex;
  for (auto [c, sl] : F.consumers(f))
    if ((first == kNoVertex || c < first) && !saving_clone(c)) first = c;
  if (first == kNoVertex || F.producer(first, 0) != f) return false;
  if (is_inplace_call(F.node(first))) return true;
  for (auto [s, sl] : F.consumers(first))
    if (sl == 1 && base_of(F.node(s).target).ends_with("_scatter") && F.producer(s, 0) == F.producer(f, 0))
      return true;
  return false;
}

}  // namespace fxmatch::relate_detail
