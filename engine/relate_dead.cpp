// relate stage 3c, what nothing reads: dead recomputations and saved constants
// that only dead identities read.
//
// Design note. Autograd runs some work whose result no formula op of the
// backward reads: a checkpoint recomputes its whole block when the block's
// first node unpacks, also the ops a fine-tuning subset does not need, and the
// saved-tensor hooks unpack every value a node saved, also one its formula
// never reads for the inputs asked. Such ops are dead in B (nothing but
// identities reads them), so neither the alignment nor infer_saved() places
// them; they still tell which node ran them: the first gradient-carrying op
// after them (segment_running_recompute). A dead chain recomputes the block
// of that node's forward op (dead_recomputation); a constant only dead
// identities read is a value that node's template saves that no other
// constant read there holds (unpacked_only_saved). Both answer by position:
// they come after every other stage (relate_recompute.cpp finds the live
// recomputations).
#include "relate_impl.hpp"

namespace fxmatch::relate_detail {

/// A checkpoint recomputes its whole block when the first node of the block
/// unpacks, also the ops whose values no formula of the backward reads (a
/// fine-tuning subset asks only for the block's last op: `addmm`, `tanh` and
/// `t(w)` recomputed, then only detached). Such a dead chain recomputes the
/// block of the forward op whose node runs it: of the forward nodes it unifies
/// with (leaves bound to any value), the latest before that op in program
/// order, by position, the others its alternatives. A view-only chain (`t(w)`)
/// counts only beside a computing one in the same run.
void Relater::dead_recomputation() {
  if (!aot_saved_.empty()) return;
  struct Pick { int run; bool computes; VertexId x; Recomputation tr; std::vector<Recomputation> others; };
  std::vector<Pick> picks;
  for (VertexId r = 0; r < B.size(); ++r) {
    const Node& n = B.node(r);
    // dead: nothing but identities reads it
    if (n.kind != NodeKind::CallFunction || carry_[r] || bs.transparent(r) || is_getitem(n) || recomputed_.count(r) ||
        !bs.real_consumers(r).empty())
      continue;
    const int run = segment_running_recompute(r);
    if (run < 0) continue;
    Pick pick{run, false, kNoVertex, {}, {}};
    for (VertexId x = segs_[run]; x-- > 0 && pick.others.size() < 4;) {
      if (F.node(x).kind != NodeKind::CallFunction || fs.transparent(x)) continue;
      Recomputation tr;
      if (!unify_recomputation(r, x, 0, tr) || tr.leaves.empty()) continue;
      if (pick.x == kNoVertex) pick.x = x, pick.computes = computes(tr), pick.tr = std::move(tr);
      else pick.others.push_back(std::move(tr));
    }
    if (pick.x != kNoVertex) picks.push_back(std::move(pick));
  }
  std::set<int> computing_runs;
  for (const auto& p : picks)
    if (p.computes) computing_runs.insert(p.run);
  for (const auto& p : picks) {
    if (!computing_runs.count(p.run)) continue;
    for (const auto& [op, x] : p.tr.ops) recomputed_.try_emplace(op, x);
    for (const auto& [leaf, x] : p.tr.leaves) {
      // a guess infer_saved() made for a reader no formula emits and nothing
      // reads (a replayed `num_batches_tracked += 1`) gives way
      if (B.node(leaf).kind != NodeKind::GetAttr || (saved_.count(leaf) && !unread_guess_.count(leaf))) continue;
      saved_[leaf] = x;
      saved_how_[leaf] = "position";
      auto& alts = saved_alt_[leaf];
      for (const auto& o : p.others)
        if (auto l = o.leaves.find(leaf); l != o.leaves.end() && l->second != x &&
                                          std::find(alts.begin(), alts.end(), l->second) == alts.end())
          alts.push_back(l->second);
      if (alts.empty()) saved_alt_.erase(leaf);
    }
  }
}

/// The unpacking node's first gradient-carrying op (ops between that carry no
/// gradient, an `empty` a recomputed batch norm makes, are the run's or the node's).
bool Relater::runs_recomputations_before(VertexId u) const {
  return B.node(u).kind == NodeKind::CallFunction && carry_[u] && sigma_[u] >= 0 && !acc_[u];
}

int Relater::segment_running_recompute(VertexId v) const {
  for (VertexId u = v + 1; u < B.size(); ++u)
    if (runs_recomputations_before(u)) return sigma_[u];
  return -1;
}

/// A saved constant that only dead identities read (`detach(_tensor_constant12)`,
/// nothing reads the detach): autograd's saved-tensor hooks unpack every value a
/// node saved, also one its formula never reads for the inputs asked (prod's and
/// ldexp's `result`, scatter_reduce's for reduce="mean"). The dead identity is
/// placed in the node that unpacks it; the value is one that node's template
/// saves, and none that another saved constant read in that node holds; where
/// the identity is a `detach`, one of the template's outputs (make_fx shows a
/// saved output's unpacking as a detach, a saved input's as nothing). Runs
/// last, on what nothing else answered, with the joint too (the composition
/// leaves a constant nothing reads unmatched); templates_contradicted() does
/// not take these answers for exact evidence.
void Relater::unpacked_only_saved() {
  if (!aot_saved_.empty()) return;
  auto segment_of = [&](VertexId leaf) {
    int seg = -1;
    if (const auto rc = bs.real_consumers(leaf); !rc.empty()) return sigma_[rc[0].first];
    std::vector<VertexId> stack{leaf};
    while (!stack.empty() && seg < 0) {
      const VertexId y = stack.back();
      stack.pop_back();
      for (auto [c, sl] : B.consumers(y)) {
        if (!bs.transparent(c)) return -1;  // read by an op: not dead
        if (sigma_[c] >= 0 && seg < 0) seg = sigma_[c];
        stack.push_back(c);
      }
    }
    return seg;
  };
  // the value numbers the answered saved constants hold, per segment reading them
  std::unordered_map<int, std::set<int>> held;
  for (const auto& [L, x] : saved_) {
    if (B.node(L).kind != NodeKind::GetAttr) continue;
    const auto r = saved_reader_.find(L);
    const int seg = r != saved_reader_.end() ? sigma_[r->second] : segment_of(L);
    if (seg >= 0) held[seg].insert(fvn_[fs.real(x)]);
  }
  for (VertexId L = 0; L < B.size(); ++L) {
    const Node& nd = B.node(L);
    if (nd.kind != NodeKind::GetAttr || saved_.count(L) || !bs.real_consumers(L).empty() || B.consumers(L).empty())
      continue;
    const int seg = segment_of(L);
    if (seg < 0) continue;
    const VertexId f = segs_[seg];
    const auto* t = ftmpl_[f];
    if (!t) continue;
    // make_fx shows the unpacking of a value the node saved of its own
    // outputs as a `detach` (an input unpacks as the tensor itself, no op):
    // a constant only dead detaches read is one of the template's outputs
    bool detached = false;
    for (auto [c, sl] : B.consumers(L)) detached = detached || base_of(B.node(c).target) == "detach";
    std::vector<VertexId> cands, outs;
    for (const auto& s : t->saved) {
      const VertexId x = fwd_named(f, *t, s);
      if (x == kNoVertex || !meta_ok(L, x) || held[seg].count(fvn_[fs.real(x)])) continue;
      const VertexId y = copy_before_mutation(x, f);
      if (std::find(cands.begin(), cands.end(), y) == cands.end()) cands.push_back(y);
      if (detached && std::find(t->outputs.begin(), t->outputs.end(), s) != t->outputs.end() &&
          std::find(outs.begin(), outs.end(), y) == outs.end())
        outs.push_back(y);
    }
    if (!outs.empty()) cands = outs;
    if (cands.empty()) continue;
    saved_[L] = cands[0];
    saved_how_[L] = "position";
    unpacked_saved_.insert(L);
    if (cands.size() > 1) saved_alt_[L] = {cands.begin() + 1, cands.end()};
  }
}

}  // namespace fxmatch::relate_detail
