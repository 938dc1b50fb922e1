// relate stage 3b, recomputation: backward ops that compute a forward value again.
//
// Design note. An op of B that is not gradient-carrying and is the same op on
// the same values as a forward node (the saved inputs standing for the
// forward values they hold) recomputes that node: the partitioner's
// recomputed ops, activation checkpointing. Two facts follow from how the
// backward is made, never from op names:
//  - A recomputed value is a saved value of the forward node it recomputes:
//    an op of segment F_j that reads it reads F_j's saved input or output,
//    as if autograd had stored it (info() counts it like a saved leaf; the
//    walk stops there instead of following the recomputation down to the
//    checkpoint's inputs, which every recomputed block reads).
//  - Which autograd node a recomputation runs in depends on who made B. In a
//    traced autograd backward (make_fx), the checkpoint recomputes its whole
//    block when the first node of the block unpacks a saved tensor, inside
//    that node: the recomputed ops (and the identities of their values) are
//    the start of that node's contiguous run, so they belong to the segment
//    of the first aligned op after them; so do the copies that the saved-
//    tensor hooks stage (an identity only other identities read: the reader's
//    node makes its own, and that one is the reader's). The getitems of a
//    recomputed multi-output op are part of the recomputation too: they tie
//    no reader's node to where the recomputation stands. A partitioned AOT backward copies
//    the forward node itself (its seq_nr included): it belongs to the node it
//    recomputes. Either way `recomputed` lists the forward node recomputed.
// With the joint or the partitioner's layout (saved values known before the
// alignment) recomputation is found first and used by the alignment;
// otherwise after infer_saved(). There the leaves a recomputation reads (a
// checkpointed block's parameters and input) are first read by recomputed ops,
// whose segment's template says nothing about them: instead the value a
// template names for a formula op's input is unified, op by op, with the chain
// of non-carrying ops that makes that input (same op, same arguments), and the
// chain's leaves hold the named node's producers (saved_through_recomputation).
#include "relate_impl.hpp"

namespace fxmatch::relate_detail {

void Relater::find_recomputed() {
  std::vector<int> vn(B.size(), -1);
  for (VertexId v = 0; v < B.size(); ++v) {
    const Node& n = B.node(v);
    if (is_leaf(n)) {
      if (auto it = saved_.find(v); it != saved_.end()) vn[v] = fvn_[it->second];
      else if (auto a = aot_saved_.find(v); a != aot_saved_.end()) vn[v] = fvn_[fs.real(a->second)];
      continue;
    }
    if (n.kind != NodeKind::CallFunction || carry_[v] || rules_.is_impure(n.target)) continue;
    bool known = true;
    for (auto p : B.producers(v)) known = known && vn[p] >= 0;
    if (!known) continue;
    if (bs.transparent(v) || base_of(n.target) == "clone") {
      vn[v] = vn[B.producer(v, 0)];
      continue;
    }
    auto it = fkeys_.find(value_key(B, v, vn));
    if (it == fkeys_.end()) continue;
    vn[v] = it->second;
    if (auto f = fnode_of_key_.find(it->second); f != fnode_of_key_.end()) recomputed_[v] = f->second;
  }
}

void Relater::saved_through_recomputation() {
  if (J || !aot_saved_.empty()) return;  // saved values known exactly there
  const std::vector<int> zb(B.size(), 0), zf(F.size(), 0);
  struct Trial {
    std::unordered_map<VertexId, VertexId> ops;     // B op -> F node it recomputes
    std::unordered_map<VertexId, VertexId> leaves;  // B leaf -> F value it holds
  };
  // p (B) computes x (F): the same op on the same arguments, producers unified slot by slot
  std::function<bool(VertexId, VertexId, int, Trial&)> unify = [&](VertexId p, VertexId x, int depth, Trial& tr) {
    p = bs.real(p), x = fs.real(x);
    if (p == kNoVertex || x == kNoVertex || depth > 64) return false;
    const Node& pn = B.node(p);
    if (is_leaf(pn)) {
      const auto [it, fresh] = tr.leaves.try_emplace(p, x);
      return fresh || it->second == x;
    }
    if (pn.kind != NodeKind::CallFunction || carry_[p] || F.node(x).kind != NodeKind::CallFunction) return false;
    if (const auto u = tr.ops.find(p); u != tr.ops.end()) return u->second == x;
    if (value_key(B, p, zb) != value_key(F, x, zf)) return false;
    const auto bp = B.producers(p), fp = F.producers(x);
    if (bp.size() != fp.size()) return false;
    tr.ops.emplace(p, x);
    for (std::size_t s = 0; s < bp.size(); ++s)
      if (!unify(bp[s], fp[s], depth + 1, tr)) return false;
    return true;
  };
  // leaf -> the F value, the formula op, the ops unified on the way: a longer
  // chain is the more specific evidence (a recomputed `tanh(addmm(.., t(w)))`
  // read by tanh_backward outranks the `t(w)` alone read by a `t`); equally
  // long chains that disagree leave the leaf to the alignment, unsure
  struct Answer { VertexId x, reader; std::size_t ops; };
  std::unordered_map<VertexId, Answer> answer;
  std::unordered_set<VertexId> conflicted, recomputing;
  for (VertexId r = 0; r < B.size(); ++r) {
    const Node& rn = B.node(r);
    if (rn.kind != NodeKind::CallFunction || sigma_[r] < 0 || bs.transparent(r)) continue;
    const VertexId f = segs_[sigma_[r]];
    const auto* t = ftmpl_[f];
    if (!t) continue;
    const std::string rop = base_of(rn.target);
    const auto prods = B.producers(r);
    for (std::size_t s = 0; s < prods.size(); ++s) {
      const VertexId p = bs.real(prods[s]);
      if (p == kNoVertex || is_leaf(B.node(p)) || carry_[p] || B.node(p).kind != NodeKind::CallFunction) continue;
      const int arg = arg_index_of_slot(rn, static_cast<int>(s));
      std::vector<Trial> fits;
      std::set<VertexId> tried;
      for (const auto& d : t->direct) {  // "op:k=name"
        const auto colon = d.find(':'), eq = d.find('=');
        if (d.substr(0, colon) != rop || std::atoi(d.c_str() + colon + 1) != arg) continue;
        const VertexId x = fwd_named(f, *t, d.substr(eq + 1));
        if (x == kNoVertex || !tried.insert(x).second) continue;
        Trial tr;
        if (!unify(p, x, 0, tr) || tr.leaves.empty()) continue;
        // views of saved values (`t(w)`) are what formulas do to them too: only
        // a chain that computes something is evidence of a recomputation
        bool computes = false;
        for (const auto& [op, fx] : tr.ops)
          computes |= !is_getitem(B.node(op)) && rules_.op_class(B.node(op).target) == OpClass::Normal;
        if (computes) fits.push_back(std::move(tr));
      }
      if (fits.size() != 1) continue;  // none, or the formula's names leave it open
      for (const auto& [op, x] : fits[0].ops) recomputing.insert(op);
      const std::size_t n = fits[0].ops.size();
      for (const auto& [leaf, x] : fits[0].leaves) {
        const auto [it, fresh] = answer.try_emplace(leaf, Answer{x, r, n});
        if (fresh || it->second.x == x) continue;
        if (n > it->second.ops) it->second = Answer{x, r, n}, conflicted.erase(leaf);
        else if (n == it->second.ops) conflicted.insert(leaf);
      }
    }
  }
  for (const auto& [leaf, a] : answer) {
    if (B.node(leaf).kind != NodeKind::GetAttr) continue;
    const auto old = saved_.find(leaf);
    if (conflicted.count(leaf)) {
      if (old != saved_.end() && saved_how_[leaf] == "template") saved_how_[leaf] = "position";
      continue;
    }
    if (old != saved_.end() && fs.real(old->second) == a.x) continue;
    saved_[leaf] = a.x;
    saved_how_[leaf] = "template";
    saved_reader_[leaf] = a.reader;
    saved_alt_.erase(leaf);
  }
  // a leaf whose first reader is a recomputed op: what that op's segment's
  // template named for it was about another op
  for (auto& [leaf, how] : saved_how_) {
    const auto r = saved_reader_.find(leaf);
    if (how == "template" && r != saved_reader_.end() && recomputing.count(r->second)) how = "position";
  }
}

VertexId Relater::recomputed_source(VertexId v) const {
  for (int d = 0; d < 8 && v != kNoVertex; ++d) {
    if (recomputed_.count(v)) return v;
    if (!bs.transparent(v)) return kNoVertex;
    v = B.producer(v, 0);
  }
  return kNoVertex;
}

bool Relater::runs_where_made(VertexId v) const {
  if (carry_[v] || B.node(v).kind != NodeKind::CallFunction) return false;
  if (recomputed_.count(v)) return true;
  // an output of a recomputed multi-output op (a recomputed batch norm's mean
  // and rstd) is made by the recomputation, not by the node that reads it
  if (is_getitem(B.node(v))) return recomputed_.count(B.producer(v, 0)) > 0;
  if (!bs.transparent(v)) return false;
  if (recomputed_.count(B.producer(v, 0))) return true;
  if (!recompute_before_align_) return false;  // staged copies: only where a recomputation shows the hooks
  const auto cons = B.consumers(v);
  return !cons.empty() && std::all_of(cons.begin(), cons.end(), [&](auto c) { return bs.transparent(c.first); });
}

int Relater::segment_running_recompute(VertexId v) const {
  for (VertexId u = v + 1; u < B.size(); ++u) {
    const Node& n = B.node(u);
    // the unpacking node's first gradient-carrying op (ops between that carry no
    // gradient, an `empty` a recomputed batch norm makes, are the run's or the node's)
    if (n.kind != NodeKind::CallFunction || !carry_[u] || sigma_[u] < 0 || acc_[u]) continue;
    return sigma_[u];
  }
  return -1;
}

}  // namespace fxmatch::relate_detail
