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
// otherwise after infer_saved().
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
