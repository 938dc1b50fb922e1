// relate stage 1d and 2a', the runs of F's program order that are one custom
// autograd Function's forward, and so one autograd node (runs_).
//
// Design note. custom_function_runs() takes them once the forward is
// analysed, from three marks: the ops find_kernelless_functions() grouped
// (relate_functions.cpp), the opaque ops find_opaque_functions() found with
// what the Function makes from their result alone (relate_nograd.cpp), and
// the dead `detach` that saving a Function's output records, recorded when
// the forward returns: the run ends at the op before it and begins back from
// that output over the ops it is made from that nothing after the run
// reads. That last run takes in any chain of ordinary ops ahead of the
// Function as well; after the alignment, trim_saved_output_runs() cuts it
// where B shows nodes: the ops whose segments hold their own formulas' ops
// recorded nodes of their own, the Function's ops left segments empty that
// must not be (where none did and no segment holds an op its formulas do
// not emit, there was no Function). finish() (relate_report.cpp) reports
// what the alignment put at any op of a run at its first op, by position;
// infer_saved (relate_saved.cpp) names a saved value read there as the first op's
// template does. make_fx only: a partitioned backward names each saved value
// itself.
// A Function's backward can use only what its forward saved: where B
// recomputes, from saved values, a chain of F ops that ends at an op of a
// run find_kernelless_functions() found (Liger's DyT saves x and computes
// `tanh(alpha * x.view(-1, C))` again; B runs no tanh_backward, so no
// checkpoint recomputed it for a node of its own), the chain's ops are that
// forward's ops too, and its first op the earliest of them. B runs the
// Function's backward as one contiguous block, which begins no later than
// that recomputation: the ops after the run that its values flow into,
// whose segments hold no op of B before the block, are its ops as well
// (`tanh * gamma + beta`, then the view back): extend_recomputed_runs().
// Any run's backward may compute part of its forward again from what it saved
// (FlashAttention's `q_blk @ k_blk.T`): op for op, that binds the saved
// values it reads to what the forward's op read (bind_run_recomputations()).
#include "relate_impl.hpp"

#include <optional>

namespace fxmatch::relate_detail {

/// A custom autograd Function (torch.autograd.Function) is one autograd
/// node, and its forward runs under no_grad: make_fx shows its ops as
/// ordinary ones that recorded no node. The mark it leaves is the `detach`
/// that saving its output records (`ctx.save_for_backward(out)`: an output
/// is saved detached, as relu or tanh saving their own result record it),
/// a dead detach of a value whose own op's formula saves no output. Its
/// forward is the run of F's program order that ends at that output: from
/// it back, the ops the output is made from whose values nothing after the
/// output reads (what a forward makes stays inside it, but what it
/// returns). Per forward node of such a run (its ops, and the attributes
/// read between them): the run's first op, which stands for the node;
/// kNoVertex elsewhere. A partitioned (AOT) forward records no such detach.
std::vector<VertexId> Relater::custom_function_runs() {
  std::vector<VertexId> out(F.size(), kNoVertex);
  saved_output_runs_.clear();
  if (!aot_saved_.empty()) return out;
  for (const auto& [v, first] : kernelless_) out[v] = first;  // find_kernelless_functions()
  // an op find_opaque_functions() found, and what the Function's forward
  // goes on to make from its result alone: the ops reading one tensor, the
  // run's (a cast, `* 2 - 1` by literals), that is read by nothing else
  // (`(x >= 0).to(x.dtype) * 2 - 1`); an opaque op reading another's result
  // (argmax's `eq`) is in its run (program order)
  for (const auto& [v, t] : opaque_) {
    if (kernelless_.count(v)) continue;
    if (out[v] == kNoVertex) out[v] = v;
    for (VertexId x = v;;) {
      const auto cs = F.consumers(x);
      if (cs.size() != 1) break;
      const VertexId c = cs[0].first;
      if (F.node(c).kind != NodeKind::CallFunction || is_getitem(F.node(c)) || F.producers(c).size() != 1) break;
      out[c] = out[v];
      x = c;
    }
    for (auto [c, sl] : F.consumers(v))
      if (opaque_.count(c)) out[c] = out[v];
  }
  for (VertexId o = 0; o < F.size(); ++o) {
    const Node& n = F.node(o);
    const DerivativeTemplate* t = ftmpl_[o];
    if (n.kind != NodeKind::CallFunction || is_getitem(n) || !t || out[o] != kNoVertex) continue;
    if (saves_own_result(*t)) continue;  // its own node saves its result
    const auto cs = F.consumers(o);
    if (std::none_of(cs.begin(), cs.end(), [&](const auto& c) { return dead_detach(c.first); })) continue;
    // the detach is recorded when the Function's forward returns, so the
    // ops between the saved output and it are the forward's too (LLTM's
    // `tanh(new_cell) * output_gate` after the saved new_cell)
    VertexId d = F.size();
    for (const auto& [c, sl] : cs)
      if (dead_detach(c)) d = std::min(d, c);
    VertexId last = o;
    for (VertexId x = o + 1; x < d; ++x)
      if (F.node(x).kind == NodeKind::CallFunction && !dead_detach(x)) last = x;
    std::vector<char> up = reach(F, last, true);
    if (!up[o]) {  // (o feeds last: its ancestors are last's already)
      const std::vector<char> up_o = reach(F, o, true);
      for (std::size_t x = 0; x < up.size(); ++x) up[x] = up[x] || up_o[x];
    }
    VertexId first = o;
    for (VertexId x = o; x-- > 0;) {
      if (F.node(x).kind != NodeKind::CallFunction) continue;  // a get_attr the forward reads
      if (!up[x]) break;
      bool inside = true;
      for (auto [c, sl] : F.consumers(x)) inside = inside && ((c > x && c <= last) || dead_detach(c));
      if (!inside) break;
      first = x;
    }
    if (first == last) continue;
    for (VertexId x = first; x <= last; ++x)
      if (up[x] || x >= o) out[x] = first;
    saved_output_runs_.emplace_back(first, last);
  }
  return out;
}

/// The run custom_function_runs() takes back from a saved output holds every
/// op the output is made from that nothing after it reads: a chain of
/// ordinary ops before the Function (DeBERTa's attention scores, `bmm`,
/// `div`, `add`, `view`, ahead of XSoftmax) is in it too. Those recorded
/// nodes of their own, and the alignment found their formulas' ops in B;
/// the Function's ops recorded none, and their segments hold nothing though
/// their formulas must emit ops. So the Function begins after the last op,
/// counted from the run's front, whose segment holds ops of its own
/// formulas before the first op whose segment is empty though it must not be
/// (none such: no evidence, the run stays whole). Where every op of the run
/// that must have a node holds ops of its own formulas, and no op of it
/// holds an op they do not emit, each recorded its node and the detach was
/// no Function's (SwAV's `embedding.detach()` for its queue, after the
/// prototypes' `mm`): no run. (Ops of the same kinds are not enough: LLTM's
/// hand-written cell backward fills every segment of its cell with them in
/// some of the driver's hypotheses, beside ops no formula there emits.)
void Relater::trim_saved_output_runs() {
  if (saved_output_runs_.empty() || segs_.empty()) return;
  // per segment: the ops it holds, and those of them its own formulas emit
  std::vector<int> holds(segs_.size(), 0), held(segs_.size(), 0);
  for (VertexId u : gops_) {
    if (sigma_[u] < 0) continue;
    const auto j = static_cast<std::size_t>(sigma_[u]);
    ++holds[j];
    if (seg_emits_[j].count(base_of(B.node(u).target))) ++held[j];
  }
  for (const auto& [first, o] : saved_output_runs_) {
    if (runs_[o] != first) continue;  // (another kind of run took it)
    VertexId cut = first;
    bool stopped = false, every = true;  // each op that must have a node holds its formulas' ops, and no other
    for (VertexId x = first; x <= o; ++x) {
      if (runs_[x] != first || x >= seg_of_fwd_.size() || seg_of_fwd_[x] < 0) continue;
      const auto j = static_cast<std::size_t>(seg_of_fwd_[x]);
      if ((empty_[j] > 0 && held[j] == 0) || held[j] < holds[j]) every = false;
      if (x == o || stopped) continue;
      if (held[j] > 0) cut = x + 1;
      else if (holds[j] == 0 && empty_[j] > 0) stopped = true;
    }
    if (every) cut = o + 1;  // B ran every op's own backward: the detach was no Function's (SwAV's `embedding.detach()`)
    else if (!stopped || cut == first) continue;
    VertexId start = kNoVertex;
    for (VertexId x = first; x <= o; ++x) {
      if (runs_[x] != first) continue;
      if (x < cut) {
        runs_[x] = kNoVertex;
        continue;
      }
      if (start == kNoVertex && F.node(x).kind == NodeKind::CallFunction) start = x;  // (not an attribute)
      runs_[x] = start;
    }
  }
}

/// After the alignment: the kernel-less runs grown by what B recomputes of
/// them (see the design note). One pass per run; a run that grows takes the
/// earliest recomputed op as its first op.
void Relater::extend_recomputed_runs() {
  if (kernelless_.empty() || !aot_saved_.empty()) return;
  // the kernel-less runs by first op: their ops found by kernels, and all their ops
  std::map<VertexId, std::vector<VertexId>> kernel_ops, run_ops;
  for (VertexId x = 0; x < F.size(); ++x) {
    if (runs_[x] == kNoVertex) continue;
    if (const auto k = kernelless_.find(x); k != kernelless_.end() && k->second == runs_[x]) kernel_ops[runs_[x]].push_back(x);
    run_ops[runs_[x]].push_back(x);
  }
  // per segment, the first B op the alignment put there
  std::vector<VertexId> first_b(segs_.size(), kNoVertex);
  for (VertexId u : gops_)
    if (sigma_[u] >= 0 && first_b[static_cast<std::size_t>(sigma_[u])] == kNoVertex)
      first_b[static_cast<std::size_t>(sigma_[u])] = u;
  // B's ops that carry no gradient, by op: what may recompute a forward op
  std::unordered_map<std::string, std::vector<VertexId>> again_by_op;
  for (VertexId u = 0; u < B.size(); ++u) {
    const Node& un = B.node(u);
    if (un.kind == NodeKind::CallFunction && !carry_[u] && !bs.transparent(u) && !is_getitem(un))
      again_by_op[base_of(un.target)].push_back(u);
  }
  std::vector<char> in(F.size(), 0);  // the run being grown (cleared after each)
  for (const auto& run : kernel_ops) {
    const VertexId head = run.first;  // (a copy: lambdas below capture it)
    const std::vector<VertexId>& ops = run.second;
    // B's recomputation of a run op: the F ops it computes again, and where
    // B begins it. Identical Functions' recomputations unify with each run
    // alike: a run's is the one whose gradient-carrying readers the
    // alignment put nearest it (none where two are as near).
    std::set<VertexId> again;
    VertexId block = kNoVertex;
    for (VertexId v : ops) {
      const auto cands = again_by_op.find(base_of(F.node(v).target));
      if (cands == again_by_op.end()) continue;
      std::optional<Recomputation> best;
      VertexId best_d = kNoVertex;
      bool tie = false;
      for (VertexId u : cands->second) {
        Recomputation tr;
        if (!unify_recomputation(u, v, 0, tr) || !computes(tr)) continue;
        VertexId d = kNoVertex;
        for (const auto& [bop, fop] : tr.ops)
          for (auto [c, sl] : B.consumers(bop))
            if (carry_[c] && sigma_[c] >= 0) {
              const VertexId f = segs_[static_cast<std::size_t>(sigma_[c])];
              d = std::min(d, f > v ? f - v : v - f);
            }
        if (d == kNoVertex) continue;
        if (d < best_d) best_d = d, best = std::move(tr), tie = false;
        else if (d == best_d) tie = true;
      }
      if (!best || tie) continue;
      for (const auto& [bop, fop] : best->ops) {
        if (function_op(fop)) again.insert(fop);
        block = std::min(block, bop);
      }
      for (const auto& [leaf, x] : best->leaves) function_saved_.emplace_back(leaf, x);
    }
    // (a recomputed op already another run's is that run's)
    std::erase_if(again, [&](VertexId x) { return runs_[x] != kNoVertex && runs_[x] != head; });
    if (again.empty() || *again.begin() > head) continue;
    const VertexId first = *again.begin();
    std::vector<VertexId> grown(again.begin(), again.end());
    grown.insert(grown.end(), run_ops[head].begin(), run_ops[head].end());
    for (VertexId x : grown) in[x] = 1;
    // downstream: what the run's values flow into, up to an op whose segment
    // holds an op of B before the block
    for (VertexId x = *std::max_element(ops.begin(), ops.end()) + 1; x < F.size(); ++x) {
      if (!function_op(x) && !is_getitem(F.node(x))) continue;
      bool fed = false;
      for (auto p : F.producers(x)) fed = fed || (p != kNoVertex && in[p]);
      if (!fed || runs_[x] != kNoVertex) break;
      if (const int j = seg_of_fwd_[x];
          j >= 0 && first_b[static_cast<std::size_t>(j)] != kNoVertex && first_b[static_cast<std::size_t>(j)] < block)
        break;
      in[x] = 1;
      grown.push_back(x);
    }
    for (VertexId x : grown) runs_[x] = first, in[x] = 0;
  }
}

/// After the alignment: what a Function's backward computes again from
/// saved values, op for op as one op of its own forward did (FlashAttention's
/// blockwise `q_blk @ k_blk.T` from the q and k it saved), binds each saved
/// value it reads to what that op read (function_saved_). Its own forward:
/// the run whose segment holds the recomputation's first gradient-carrying
/// reader. A recomputation several of the run's ops fit (`zeros_like(q)`
/// beside `zeros_like(k)` of one shape) binds nothing.
void Relater::bind_run_recomputations() {
  if (J || !aot_saved_.empty()) return;
  std::map<std::pair<VertexId, std::string>, std::vector<VertexId>> by_op;  // (run head, op) -> its ops
  for (VertexId x = 0; x < F.size(); ++x)
    if (runs_[x] != kNoVertex && function_op(x)) by_op[{runs_[x], base_of(F.node(x).target)}].push_back(x);
  if (by_op.empty()) return;
  for (VertexId u = 0; u < B.size(); ++u) {
    const Node& un = B.node(u);
    if (un.kind != NodeKind::CallFunction || carry_[u] || bs.transparent(u) || is_getitem(un)) continue;
    // the first gradient-carrying reader, through other non-carrying ops
    VertexId c = kNoVertex;
    for (VertexId y = u; y < B.size() && c == kNoVertex;) {
      VertexId next = kNoVertex;
      for (auto [z, sl] : B.consumers(y)) {
        if (B.node(z).kind != NodeKind::CallFunction) continue;
        if (carry_[z]) c = c == kNoVertex ? z : std::min(c, z);
        else if (next == kNoVertex) next = z;
      }
      if (c != kNoVertex || next == kNoVertex) break;
      y = next;
    }
    if (c == kNoVertex || sigma_[c] < 0) continue;
    const VertexId head = runs_[segs_[static_cast<std::size_t>(sigma_[c])]];
    if (head == kNoVertex) continue;
    const auto cands = by_op.find({head, base_of(un.target)});
    if (cands == by_op.end()) continue;
    std::optional<Recomputation> fit;
    int fits = 0;
    for (VertexId x : cands->second) {
      Recomputation tr;
      if (!unify_recomputation(u, x, 0, tr) || tr.leaves.empty() || !computes(tr)) continue;
      if (++fits > 1) break;
      fit = std::move(tr);
    }
    if (fits != 1) continue;
    // the leaves whose elements reach u's value: not through an op that reads
    // only its input's shape (`zeros_like(k)` may be of any value of that
    // shape: the forward's `zeros_like(q)` binds nothing)
    std::set<VertexId> reached;
    std::vector<VertexId> stack{u};
    while (!stack.empty()) {
      const VertexId y = bs.real(stack.back());
      stack.pop_back();
      if (y == kNoVertex || !reached.insert(y).second) continue;
      if (fit->ops.count(y) && !reads_only_shape(base_of(B.node(y).target)))
        for (VertexId p : B.producers(y)) stack.push_back(p);
    }
    for (const auto& [leaf, x] : fit->leaves)
      if (reached.count(leaf)) function_saved_.emplace_back(leaf, x);
  }
}

/// The saved values a Function's backward recomputed its forward from hold
/// what the recomputation binds them to (extend_recomputed_runs(): DyT's
/// saved x is the forward's x, the alpha it reads is alpha;
/// bind_run_recomputations(): FlashAttention's q and k): by structure, each
/// read of the attribute. An attribute bound to two values is left as it was.
void Relater::saved_by_function_recomputation() {
  if (J) return;  // the joint's composition names them exactly
  // (re-reads of one attribute are one value: a binding of one read is of all)
  std::map<std::string_view, VertexId> bound;
  std::set<std::string_view> conflicted;
  for (const auto& [leaf, x] : function_saved_) {
    if (B.node(leaf).kind != NodeKind::GetAttr) continue;
    const std::string_view attr(B.node(leaf).target);
    const auto [it, fresh] = bound.try_emplace(attr, fs.real(x));
    if (!fresh && it->second != fs.real(x)) conflicted.insert(attr);
  }
  if (bound.empty()) return;
  for (const auto& [attr, reads] : bs.attribute_reads()) {
    const auto b = bound.find(attr);
    if (b == bound.end() || conflicted.count(attr)) continue;
    for (VertexId leaf : reads) {
      saved_[leaf] = b->second;
      saved_how_[leaf] = "structure";
      saved_alt_.erase(leaf);
    }
  }
}

}  // namespace fxmatch::relate_detail
