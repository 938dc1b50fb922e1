// relate stage 2d, placing what the alignment leaves out.
//
// Design note. The DP and the boundary moves place the ops that carry a
// gradient. The rest follow from them: a getitem or identity of a carrying
// value goes with its source; a dead op (nothing reads it: cat's backward's
// `zeros` for an empty input) with the next carrying op, segments being
// contiguous; an in-place write nothing reads with the base it writes (a base
// grid written column by column into `empty`), and an op reading only saved
// values or constants with its first consumer; a returned gradient that no
// seed reaches (a Function's backward ignoring its grad_output) with the node
// that made what it reads. The loss's own node takes the
// seed, and an add of two gradients is an accumulation unless one segment
// whose formula adds made both terms.
#include "relate_impl.hpp"

namespace fxmatch::relate_detail {

void Relater::fill_non_carrying() {
  // getitem / identity of carrying values: their source's segment
  for (VertexId v = 0; v < B.size(); ++v) {
    const Node& nd = B.node(v);
    if (nd.kind != NodeKind::CallFunction || sigma_[v] >= 0) continue;
    if (carry_[v] && (is_getitem(nd) || bs.transparent(v))) sigma_[v] = sigma_[B.producer(v, 0)];
  }
  // ops reading only saved values or constants: the segment of their first
  // consumer (only identities: those of a saved value a dead op reads)
  auto by_consumer = [&](bool identities_only = false) {
    for (VertexId v = B.size(); v-- > 0;) {
      const Node& nd = B.node(v);
      if (nd.kind != NodeKind::CallFunction || sigma_[v] >= 0 || carry_[v]) continue;
      if (identities_only && !bs.transparent(v)) continue;
      for (auto [c, s] : B.consumers(v))
        if (sigma_[c] >= 0) {
          sigma_[v] = sigma_[c];
          break;
        }
    }
  };
  by_consumer();
  // an in-place write nothing reads is read through the base it writes
  // (affine_grid's base grid: `empty`, its columns' `copy_` / `fill_`): the
  // base's segment, then the writes' operands follow their write
  bool wrote = false;
  for (VertexId v = 0; v < B.size(); ++v) {
    const Node& nd = B.node(v);
    if (nd.kind != NodeKind::CallFunction || sigma_[v] >= 0 || carry_[v] || !B.consumers(v).empty() ||
        !is_inplace_call(nd))
      continue;
    VertexId base = B.producer(v, 0);
    while (base != kNoVertex && B.node(base).kind == NodeKind::CallFunction && rules_.is_aliasing(B.node(base).target))
      base = B.producer(base, 0);
    if (base != kNoVertex && sigma_[base] >= 0) sigma_[v] = sigma_[base], wrote = true;
  }
  if (wrote) by_consumer();
  // a gradient B returns that no seed reaches, made from values B computed
  // in some node (a custom Function's backward may ignore its grad_output:
  // CenterlossFunc's centers gradient, `scatter_add_(zeros, 0, label, diff)`
  // of the `diff` it also scales the seed by; no template makes a gradient
  // without the incoming one): it ran in that node, so where the first value
  // its ops read that has a segment has a Function's, they take it, and the
  // ops reading only saved values or constants for them follow
  if (const VertexId out = output_of(B); out != kNoVertex) {
    std::vector<char> returned(B.size(), 0);
    for (auto p : B.producers(out))
      if (p != kNoVertex) returned[p] = 1;
    for (VertexId v = B.size(); v-- > 0;)
      if (returned[v] && !carry_[v])
        for (auto p : B.producers(v))
          if (p != kNoVertex) returned[p] = 1;
    bool placed = false;
    for (VertexId v = 0; v < B.size(); ++v) {
      if (!returned[v] || carry_[v] || sigma_[v] >= 0 || B.node(v).kind != NodeKind::CallFunction) continue;
      for (auto p : B.producers(v))
        if (p != kNoVertex && sigma_[p] >= 0) {
          if (runs_[segs_[sigma_[p]]] != kNoVertex) sigma_[v] = sigma_[p], placed = true;
          break;
        }
    }
    if (placed) by_consumer();
  }
  // dead ops (cat's backward makes `zeros` for an empty input and drops it, a
  // recomputed batch norm its `empty` reserve): the segment of the next
  // gradient-carrying op, segments being contiguous
  int next = -1;
  for (VertexId v = B.size(); v-- > 0;) {
    const Node& nd = B.node(v);
    if (nd.kind != NodeKind::CallFunction) continue;
    if (sigma_[v] >= 0 && carry_[v]) {
      next = sigma_[v];
      continue;
    }
    if (sigma_[v] < 0 && B.consumers(v).empty() && !carry_[v] && next >= 0) sigma_[v] = next;
  }
  // and the detach of a saved value that only a dead op reads (prod's
  // backward's `unsqueeze(detach(result))`, made and dropped) goes with it
  by_consumer(/*identities_only=*/true);
}

/// torch.autograd.grad makes the seed (`ones_like(loss)`) for the loss's own
/// node, whose backward may emit nothing (a sum of two losses): the DP, which
/// never leaves an op in an empty segment for free, would give it to the next
/// segment. The ops reading a make_fx backward's one input belong to the node
/// of the forward op that made the loss (seed_loss_op(): kNoVertex where B
/// has no such seed). The alignment charges the seed anywhere else
/// (local_cost), and this puts it there in the end.
VertexId Relater::seed_loss_op() const {
  if (!aot_tangent_.empty() || loss_ == kNoVertex || placeholders(B) != 1) return kNoVertex;
  VertexId l = fs.real(loss_);
  if (l != kNoVertex && is_getitem(F.node(l))) l = fs.real(F.producer(l, 0));
  return l;
}

bool Relater::is_seed(VertexId c) const {
  if (B.node(c).kind != NodeKind::CallFunction || c == output_of(B) || bs.transparent(c) ||
      base_of(B.node(c).target) != "ones_like")
    return false;
  for (auto p : B.producers(c))
    if (B.node(p).kind == NodeKind::Placeholder) return true;
  return false;
}

void Relater::place_seed() {
  const VertexId l = seed_loss_op();
  if (l == kNoVertex || l >= seg_of_fwd_.size() || seg_of_fwd_[l] < 0) return;
  for (VertexId v = 0; v < B.size(); ++v)
    if (is_seed(v)) sigma_[v] = seg_of_fwd_[l];
}

/// The segment j that made one of add v's terms (ins) where another operand
/// of v is read by an op of j besides v, else -1.
int Relater::reads_own_input(VertexId v, const std::vector<std::pair<VertexId, int>>& ins) const {
  for (auto [made, j] : ins)
    for (auto q : B.producers(v)) {
      if (q == kNoVertex || deciding_op(q) == made) continue;
      for (auto [c, sl] : B.consumers(q))
        if (c != v && B.node(c).kind == NodeKind::CallFunction && sigma_[c] == j && carry_[c]) return j;
    }
  return -1;
}

void Relater::mark_accumulations() {
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
    // both made in one custom Function's node: its backward's own sum
    // (FlashAttention's `dq_blk + ds @ k_blk` over the blocks)
    if (ins.size() == 2 && runs_[segs_[ins[0].second]] != kNoVertex &&
        runs_[segs_[ins[0].second]] == runs_[segs_[ins[1].second]]) {
      sigma_[v] = std::min(ins[0].second, ins[1].second);
      continue;
    }
    // a term made by segment j plus a value j's own ops read: j's formula
    // (linalg_qr's `gQ + Q (...)`); the terms of an accumulation are all
    // gradients of one forward value, and no segment making one reads another
    if (const int j = reads_own_input(v, ins); j >= 0) {
      sigma_[v] = j;
      continue;
    }
    acc_[v] = 1;
  }
}

}  // namespace fxmatch::relate_detail
