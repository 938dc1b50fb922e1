// relate stage 2b, alignment: which segment each gradient-carrying backward op is in.
//
// Design note. The autograd engine runs one node at a time, the ready node
// with the highest seq_nr first, so the backward is a sequence of contiguous
// segments in reverse forward order. A monotone dynamic programme assigns
// the carrying ops to segments; local costs come from the derivative
// templates and the segment facts of relate_segments.cpp (the op is one the
// formula emits, the saved values it reads are the segment's saved
// inputs/outputs, a parameter gradient is made where the parameter is read,
// or one contribution to it where a value that passes it the gradient
// unchanged is read, a segment makes no more of B's parameter gradients, or
// sum-to contributions to accumulated ones, than its op reads parameters),
// and a segment whose op has an input needing a
// gradient its formula does not pass through unchanged costs for staying
// empty (empty_costs()), unless autograd never runs its backward (a view
// written in place: rebased_view()). Shapes (annotated, else derived:
// shape_infer.hpp) narrow what a formula emits: a sum_to whose input already
// has the gradient's shape runs nothing, one whose input has another shape
// runs its sum (the segment cannot stay empty). Hard constraints
// (contiguity()) keep ops that only read saved values with their consumer.
#include "relate_impl.hpp"

#include <limits>
#include <numeric>

namespace fxmatch::relate_detail {

// ---------------------------------------------------------------- alignment
/// The fwd values segment j's op touches (inputs through identity, the op, its getitems).
bool Relater::touches(int j, VertexId fwd_value) const {
  const VertexId f = segs_[j];
  fwd_value = fs.real(fwd_value);
  if (fwd_value == f) return true;
  for (auto p : F.producers(f))
    if (fs.real(p) == fwd_value) return true;
  const Node& x = F.node(fwd_value);
  if (is_getitem(x) && F.producer(fwd_value, 0) == f) return true;
  return false;
}

/// touches() by value: F_j reads or makes a value equal to fwd_value (a clone
/// of it; value_numbers()), e.g. a saved tensor whose clone the backward makes
/// again, or the clone an in-place op overwrites (`pow_(clone(x), 2)` reads x).
bool Relater::touches_value(int j, VertexId fwd_value) const {
  const int k = fvn_.empty() ? -1 : fvn_[fwd_value];
  if (k < 0) return false;
  const VertexId f = segs_[j];
  if (fvn_[f] == k) return true;
  for (auto p : F.producers(f))
    if (fvn_[p] == k || fvn_[fs.real(p)] == k) return true;
  if (finplace_read_[f] == k) return true;  // an in-place op reads its self as it was before the write
  for (auto [c, sl] : F.consumers(f))
    if (is_getitem(F.node(c)) && fvn_[c] == k) return true;
  return false;
}

/// Leaves (through leaf-only ops) read by bwd op v.
void Relater::leaves_of(VertexId v, std::vector<VertexId>& out, int depth, std::vector<VertexId>* recomputed) const {
  for (auto p : B.producers(v)) {
    if (is_leaf(B.node(p))) {
      if (B.node(p).kind == NodeKind::GetAttr) out.push_back(p);
      else if (auto a = aot_saved_.find(p); recomputed && a != aot_saved_.end() && symbolic(B, p) < 1)
        recomputed->push_back(a->second);  // the partitioner's saved tensor: known exactly
    } else if (recomputed && !carry_[p] && recomputed_source(p) != kNoVertex) {
      recomputed->push_back(recomputed_.at(recomputed_source(p)));  // a saved value, recomputed
    } else if (!carry_[p] && depth < 4) {
      leaves_of(p, out, depth + 1, recomputed);
    }
  }
}

/// Segments of the carrying inputs of v (looking through accumulation-like adds/getitem/identity).
void Relater::input_segments(VertexId v, std::vector<std::pair<VertexId, int>>& out, int depth) const {
  for (auto p : B.producers(v)) {
    if (!carry_[p] || B.node(p).kind != NodeKind::CallFunction) continue;
    const Node& pn = B.node(p);
    if (sums(p) && depth < kPassThroughDepth) {  // through accumulations to the contributions
      input_segments(p, out, depth + 1);
      continue;
    }
    if ((is_getitem(pn) || bs.transparent(p)) && depth < kPassThroughDepth) {
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

/// An op reading a saved value in segment j is emitted by one of F_j's
/// formulas that read one (addmm's `mul`, maybe_multiply(grad, beta), reads
/// none: a `mul` by a saved tensor is no part of addmm's backward).
bool Relater::reading_ok(int j, const OpInfo& o) const {
  if (o.saved_fwd.empty() && o.unknown_leaves.empty()) return true;
  const auto* t = ftmpl_[segs_[j]];
  if (!t || !t->reading_known || !seg_emits_[j].count(o.op)) return true;  // a type mismatch costs already
  return seg_reading_emits_[j].count(o.op) > 0;
}

/// Whether segment j's template sums a gradient back to a broadcast input's
/// shape: its op takes two tensors or more, its formulas sum to broadcasts,
/// and it may broadcast one.
bool Relater::sums_to_a_broadcast(int j) const {
  const auto* t = ftmpl_[segs_[j]];
  return t && t->tensors.size() >= 2 && t->bcast && may_broadcast(segs_[j]);
}

Relater::OpInfo Relater::info(VertexId v) const {
  OpInfo o;
  o.op = base_of(B.node(v).target);
  o.v = v;
  o.param_grad = param_grad_op_[v];
  if (is_seed(v)) o.seed_of = seed_loss_op();
  std::vector<VertexId> lv;
  leaves_of(v, lv, 0, &o.saved_fwd);
  for (auto L : lv)
    if (auto it = saved_.find(L); it != saved_.end()) o.saved_fwd.push_back(it->second);
    else o.unknown_leaves.push_back(L);
  return o;
}

bool Relater::type_ok2(int j, const std::string& op) const {
  // ops any backward may emit: identity of saved values, the seed
  static const std::unordered_set<std::string> generic = {"detach", "ones_like", "alias"};
  if (generic.count(op)) return true;
  const auto* t = ftmpl_[segs_[j]];
  if (!t) return true;
  if (opaque_.count(segs_[j])) return true;  // a custom Function's backward runs any op
  if (is_sum_to_op(op) && sums_to_a_broadcast(j)) return true;
  return seg_emits_[j].count(op) > 0;
}

/// Whether segment j may make op o's part of a gradient B returns: its op
/// reads the parameter, or reads a value whose gradient is the parameter's
/// unchanged. For one of several contributions an accumulation sums, any
/// such value (DoRA's `add(weight, B @ A)`, read by the row norm and the
/// magnitude's `mul`: both send the weight's gradient back); for a whole
/// gradient, the parameter's term, a value made from leaves alone (a noisy
/// linear's `t(mu + sigma * eps)`: the `t` of t's backward is mu's gradient).
/// A sum-to (`sum`, its `view`) is made where the broadcast happened: by an
/// op reading the parameter itself (addmm's bias, not the split of addmm's
/// output), a view of it (PReLU's weight, `view(w, [1, C, 1, 1])`: that sum
/// has the view's shape), or its term (addmm's `mu_b + sigma_b * eps_b`).
bool Relater::makes_parameter_gradient(const OpInfo& o, int j) const {
  auto fits = [&](VertexId p) { return meta_ok_grad(o.v, p); };
  if (std::any_of(seg_params_[j].begin(), seg_params_[j].end(), fits)) return true;
  // the sum-to of a view of a parameter that F_j broadcasts, the view's
  // gradient: the view's own segment turns it into the parameter's
  if (o.op == "sum" && std::any_of(seg_viewed_params_[j].begin(), seg_viewed_params_[j].end(), [&](VertexId x) {
        return !bshape_[o.v] || !fshape_[x] || !detail::surely_differ(*bshape_[o.v], *fshape_[x]);
      }))
    return true;
  if (!o.param_grad) return false;
  // (one whole gradient: the input made from leaves alone, the parameter's
  // term; one of several summed: any input passing it, DoRA's)
  const auto& passed = o.param_grad == kSummedGrad ? seg_passed_params_[j] : seg_passed_terms_[j];
  if (o.op != "sum" && o.op != "view") return std::any_of(passed.begin(), passed.end(), fits);
  // a sum-to is made where the data meets the parameter's term and
  // broadcasts it: addmm's bias `mu + sigma * eps`, made from leaves alone;
  // not an add reading `mm(x, w).add_(b)`, whose own add_ summed it
  if (!seg_emits_[j].count("sum") && !sums_to_a_broadcast(j)) return false;
  return std::any_of(seg_passed_terms_[j].begin(), seg_passed_terms_[j].end(), fits);
}

double Relater::local_cost(const OpInfo& o, int j) const {
  double c = 0;
  if (o.seed_of != kNoVertex && segs_[j] != o.seed_of) c += kSeedCost;  // place_seed()
  if (!type_ok2(j, o.op)) c += 1.0;
  else if (!reading_ok(j, o)) c += 2.0;
  else if (o.op == "sum" && !seg_emits_[j].count("sum") && !F.node(segs_[j]).meta && req_inputs(segs_[j]) < 2)
    c += 0.5;  // a sum-to without printed shapes: likelier where two inputs need gradients
  // a saved value read in segment j is one of F_j's saved inputs/outputs: one has its shape
  for (auto L : o.unknown_leaves)
    if (std::none_of(seg_saved_[j].begin(), seg_saved_[j].end(), [&](VertexId x) { return meta_ok(L, x); }))
      c += 2.0;
  if (auto g = grad_leaves_.find(o.v); o.param_grad && g != grad_leaves_.end()) {
    if (std::none_of(g->second.begin(), g->second.end(), [&](VertexId p) { return contains(seg_params_[j], p); }))
      c += 3.0;
  } else if (o.param_grad && !makes_parameter_gradient(o, j)) {
    c += 3.0;
  }
  for (auto fv : o.saved_fwd)
    if (!touches(j, fv) && !touches_value(j, fv)) c += 3.0;
  return c;
}

/// no_switch[i]: gops_[i-1] and gops_[i] are in the same segment. The
/// engine runs one autograd node at a time, so each node's ops are
/// contiguous in B, including the ops that only read saved values (a
/// `pow(detach(saved))` is computed inside the node that reads it): every
/// aligned op between such an op and its first gradient-carrying consumer
/// is in that consumer's segment.
std::vector<char> Relater::contiguity() const {
  const std::size_t m = gops_.size();
  std::vector<char> no_switch(m, 0);
  const std::vector<char> bfloat = regenerated_views(B);
  for (VertexId v = 0; v < B.size(); ++v) {
    const Node& nd = B.node(v);
    if (nd.kind != NodeKind::CallFunction || carry_[v]) continue;
    // a recomputation, or a staged copy, runs where it is made, not in its readers' nodes
    if (runs_where_made(v)) continue;
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
    auto first = std::upper_bound(gops_.begin(), gops_.end(), lo) - gops_.begin();
    // a view the functionalized backward regenerated where it is first used
    // stands in the block only by that: eager made it before the block
    while (first < static_cast<std::ptrdiff_t>(m) && gops_[first] <= hi && bfloat[gops_[first]]) ++first;
    for (auto i = first + 1; i < static_cast<std::ptrdiff_t>(m) && gops_[i] <= hi; ++i) no_switch[i] = 1;
  }
  // ops whose value ignores their input (new_zeros(grad, size) makes the
  // buffer value_selecting_reduction_backward scatters into) are made for
  // their first consumer, in its segment
  static const std::unordered_set<std::string> valueless = {"new_zeros", "new_empty", "zeros_like",
                                                            "empty_like", "new_empty_strided"};
  // (not when that consumer sums gradients: then it is a formula's whole
  // result, a zero gradient, as copy_'s self gets `zeros_like(grad)`)
  for (std::size_t i = 0; i < m; ++i) {
    if (!valueless.count(base_of(B.node(gops_[i]).target))) continue;
    VertexId c = kNoVertex;
    for (auto [y, sl] : B.consumers(gops_[i]))
      if (c == kNoVertex || y < c) c = y;
    if (c != kNoVertex && sums(c)) continue;
    for (std::size_t k = i + 1; c != kNoVertex && k < m && gops_[k] <= c; ++k) no_switch[k] = 1;
  }
  // `.contiguous()` in a formula is a clone(memory_format=contiguous) read by
  // the formula's next op, in one segment: a reshape of a non-contiguous
  // gradient is clone then _unsafe_view, view_as_real's backward
  // view_as_complex(grad.contiguous()). Not CopySlices' clone of the written
  // view's part (of an `as_strided`): an in-place copy_'s src gradient is that
  // clone itself, read by the next node.
  for (std::size_t i = 0; i + 1 < m; ++i) {
    const Node& nd = B.node(gops_[i]);
    if (base_of(nd.target) != "clone") continue;
    if (const VertexId x = B.producer(gops_[i], 0); x != kNoVertex && base_of(B.node(x).target) == "as_strided") continue;
    const Arg* format = kwarg(nd, "memory_format");
    const bool contiguous = format && format->text.view().find("contiguous_format") != std::string_view::npos;
    const auto cs = B.consumers(gops_[i]);
    if (cs.size() != 1 || !carry_[cs[0].first]) continue;
    if (!contiguous && base_of(B.node(cs[0].first).target) != "_unsafe_view") continue;
    for (std::size_t k = i + 1; k < m && gops_[k] <= cs[0].first; ++k) no_switch[k] = 1;
  }
  return no_switch;
}

/// The alignment proper: a DP over (op, segment) on local costs and
/// empty-segment costs, then boundary refinement on whole-run costs. B's
/// outputs are parameter gradients, each made in the segment of a forward op
/// reading its parameter, so a segment makes no more of them than its op
/// reads parameters: the DP's state also counts the gradients B returns that
/// the current segment made so far (0, 1, 2 or more), and one beyond the
/// parameters its op reads costs what the refinement's excess costs (without
/// it a LoRA pair's whole backward sits in the layer's addmm segment, whose
/// formula emits the same mm and t ops).
void Relater::solve(const std::vector<OpInfo>& infos, const std::vector<char>& no_switch, bool refine) {
  const std::size_t m = gops_.size(), n = segs_.size();
  const std::vector<double>& empty = empty_;
  constexpr int G = 3;  // gradients B returns made in the current segment: 0, 1, 2 or more
  const std::vector<char>& is_out = returns_grad_;
  // a gradient beyond the parameters segment j's op reads (segments reading
  // none already pay for any in local_cost)
  auto over = [&](std::size_t j, int g) {
    const int cap = static_cast<int>(std::min<std::size_t>(seg_params_[j].size(), G - 1));
    return every_attribute_ && cap > 0 && g > cap ? 2.0 : 0.0;
  };
  // dp over states s = j * G + g: best cost with gops_[i] in segment j, g gradients made there so far
  std::vector<double> prev(n * G, kInf), cur(n * G);
  std::vector<int> back(m * n * G, -1);
  // before the first op: segments 0..j-1 are empty
  double skip = 0;
  for (std::size_t j = 0; j < n; ++j) {
    const int g = is_out[0];
    prev[j * G + g] = skip + local_at(infos, 0, static_cast<int>(j)) + over(j, g);
    skip += empty[j];
  }
  for (std::size_t i = 1; i < m; ++i) {
    // best predecessor state for a move into j: min over k < j and any g of
    // prev[k, g] + sum empty(k+1..j-1)
    double best = kInf;
    int best_s = -1;
    std::fill(cur.begin(), cur.end(), kInf);
    int* bk = back.data() + i * n * G;
    for (std::size_t j = 0; j < n; ++j) {
      const double local = local_at(infos, i, static_cast<int>(j));
      // stay in j
      for (int gp = 0; gp < G; ++gp) {
        const double c = prev[j * G + gp];
        if (c == kInf) continue;
        const int g = is_out[i] ? std::min(gp + 1, G - 1) : gp;
        const double x = c + (is_out[i] ? over(j, g) : 0.0);
        if (x < cur[j * G + g]) cur[j * G + g] = x, bk[j * G + g] = static_cast<int>(j * G + gp);
      }
      // or move into j: only when strictly cheaper than staying, then with a
      // small preference to stay (fewer segments)
      const int gm = is_out[i];
      const double moved = no_switch[i] || best == kInf ? kInf : best + over(j, gm);
      for (int g = 0; g < G; ++g) {
        double& x = cur[j * G + g];
        if (g == gm && moved < x) x = moved + 0.01, bk[j * G + g] = best_s;
        if (x != kInf) x += local;
      }
      // update best for the next j: transitions from j skip nothing; older ones skip segment j
      if (best != kInf) best += empty[j];
      for (int gp = 0; gp < G; ++gp)
        if (prev[j * G + gp] < best || best_s < 0) best = prev[j * G + gp], best_s = static_cast<int>(j * G + gp);
    }
    std::swap(prev, cur);
  }
  // trailing empty segments
  double tail = 0;
  std::vector<double> tail_cost(n);
  for (std::size_t j = n; j-- > 0;) {
    tail_cost[j] = tail;
    if (!every_attribute_) tail += empty[j];  // the evidence hypothesis: nothing runs below its last segment
  }
  int bs = 0;
  double bc = kInf;
  for (std::size_t st = 0; st < n * G; ++st)
    if (prev[st] + tail_cost[st / G] < bc) bc = prev[st] + tail_cost[st / G], bs = static_cast<int>(st);
  for (std::size_t i = m; i-- > 0;) {
    sigma_[gops_[i]] = bs / G;
    bs = back[i * n * G + static_cast<std::size_t>(bs)];
  }
  if (refine) refine_boundaries(infos, no_switch);
}

void Relater::align() {
  const std::size_t m = gops_.size(), n = segs_.size();
  if (m == 0 || n == 0) return;
  prepare_segments();
  const std::vector<char> no_switch = contiguity();
  std::vector<OpInfo> infos;
  infos.reserve(m);
  for (auto v : gops_) infos.push_back(info(v));
  empty_ = empty_costs();
  direct_formulas();
  // local costs memoized for the searches' re-solves (not where the table would be large)
  seg_orig_.resize(n);
  std::iota(seg_orig_.begin(), seg_orig_.end(), 0);
  if (static_cast<double>(m) * static_cast<double>(n) <= kSearchMaxCells)
    local_memo_.assign(m * n, std::numeric_limits<double>::quiet_NaN());
  solve(infos, no_switch);
  search_order(infos, no_switch);
  search_twins(infos, no_switch);
  cost_ = alignment_cost(infos);
  local_memo_.clear();
  local_memo_.shrink_to_fit();
}

}  // namespace fxmatch::relate_detail
