// relate stage 5a', confidence: which answers the evidence vouches for.
//
// Design note. An answer says how it was obtained (joint, template,
// structure, position), and a wrong answer claiming "joint" or "template" is
// the worst outcome, so every claim is checked against what else the graphs
// admit. A saved value is "template" only when exactly one forward value
// fits, the op that read it was placed by its template, and no later
// in-place op mutates that value (settle_confidence); a grad_of is
// "template" only when grad_of_evidence (relate_evidence.cpp) says so, the
// gradient reaching it comes from ops placed by evidence themselves (back to
// the seed; a layout op also needs some op it hands its gradient to placed
// so), and it writes into no value its node did not make (formulas never
// write into what autograd saved or the gradient handed to them; a custom
// Function's backward may: writes_what_it_did_not_make); a template vouches
// for no op reading a saved value several forward values fit; a "structure"
// grad_of of an op that only reads saved values (it goes with its first
// gradient-carrying consumer, through the getitems of a multi-output op; an
// in-place write's consumer is the first later reader of what it wrote into)
// is no surer than that consumer, nor a saved value a recomputation read
// than the recomputation's placement; and a gradient only when the op that made
// it was placed so. A segment that hands out more gradients than its op has
// inputs requiring grad, or holds ops none of its formulas runs, vouches for
// nothing (mark_overfull; so does one whose op writes into a buffer made
// from nothing that no formula of it makes); nor does a choice by order
// (demote_kept_by_order) or a value a custom Function kept to itself (demote_for_orphans). finish()
// (relate_report.cpp) runs these before it writes the result.
#include "relate_impl.hpp"

namespace fxmatch::relate_detail {

/// A template answer claims that the evidence determines it. A saved value
/// named by a template is only as sure as the op that read it: when several
/// forward values fit (alternatives), when the reading op's own segment was
/// picked by position, or when the value named is one that a later in-place
/// op mutates (autograd saved a copy taken before it), it is "position".
void Relater::settle_confidence() {
  // A template places an op relative to the ops its gradient comes from: it
  // vouches for the op only when they are placed by evidence too, back to the
  // seed. A segment shifted onto a layer of the same shape (a fine-tuning
  // subset, recomputed blocks) fits every template after the shift, but the
  // op where the shift happened is "position", and so is everything its
  // gradient reaches. In program order, so producers are settled first.
  std::vector<char> anchored(B.size(), 1);
  const std::vector<char> unread = templates_contradicted();
  // A template fits an op by the values it reads: where several forward
  // values fit a saved value it reads (alternatives), so may several
  // formulas (shake-shake's `grad * beta` fits its node's `grad * alpha` and
  // `grad * (1 - alpha)` alike), and the template vouches for neither.
  std::vector<char> doubted(B.size(), 0);
  for (const auto& s : res_.saved)
    if (!s.alternatives.empty()) doubted[s.backward] = 1;
  auto reads_doubted = [&](VertexId v) {
    for (auto p : B.producers(v))
      if (const VertexId r = bs.real(p); r != kNoVertex && doubted[r]) return true;
    return false;
  };
  for (VertexId v = 0; v < B.size(); ++v) {
    auto h = res_.grad_of_how.find(v);
    if (h == res_.grad_of_how.end()) continue;
    bool ok = h->second == "template" || h->second == "structure";
    if (h->second == "template" && sigma_[v] >= 0 && unread[sigma_[v]]) ok = false;
    if (writes_what_it_did_not_make(v)) ok = false;
    std::vector<std::pair<VertexId, int>> ins;
    input_segments(v, ins);
    for (auto [p, jp] : ins) ok = ok && anchored[p];
    // ... or it reads a saved value that exact evidence (the joint's
    // composition, the partitioner's layout) ties to its forward op: one of
    // that op's inputs, its result, or a result of it
    if (!ok && h->second == "template" && sigma_[v] >= 0 && !unread[sigma_[v]]) ok = reads_own_saved(v, segs_[sigma_[v]]);
    if (h->second == "template" && reads_doubted(v)) ok = false;
    anchored[v] = ok;
    if (!ok && h->second == "template") h->second = "position";
  }
  // A layout op (a view, a copy) is any block's own reshape of its gradient
  // as much as a layout op's formula: it is placed relative to the ops it
  // hands its gradient to as well. Where every op outside its segment that
  // takes the gradient up (past other layout ops: a weight gradient's
  // trailing `t`) is placed by position, it may be the first op of the block
  // no template explains (a custom Function's `dY.view(-1, dim)` beside the
  // reshape after the Function's result). One level, the ops as anchored
  // above; not other ops, whose formula reads forward values.
  std::vector<VertexId> unmoored;
  for (VertexId v = 0; v < B.size(); ++v) {
    auto h = res_.grad_of_how.find(v);
    if (h == res_.grad_of_how.end() || h->second != "template" || sigma_[v] < 0 ||
        rules_.op_class(B.node(v).target) != OpClass::ViewLike)
      continue;
    bool any = false, placed = false;
    std::vector<VertexId> chain{v};
    std::set<VertexId> seen{v};
    for (std::size_t i = 0; i < chain.size() && i < 64 && !placed; ++i)
      for (auto [c, sl] : B.consumers(chain[i])) {
        if (!seen.insert(c).second) continue;
        if (c == output_of(B)) {
          placed = true;
        } else if (carry_[c] && B.node(c).kind == NodeKind::CallFunction) {
          if (sigma_[c] == sigma_[v] || bs.transparent(c) || rules_.op_class(B.node(c).target) == OpClass::ViewLike) {
            chain.push_back(c);
            continue;
          }
          const auto hc = res_.grad_of_how.find(c);
          if (hc == res_.grad_of_how.end()) continue;
          any = true;
          placed = placed || hc->second != "position";
        }
      }
    if (any && !placed) unmoored.push_back(v);
  }
  for (VertexId v : unmoored) res_.grad_of_how[v] = "position";
  // A replay (mark_replayed_forward_ops) stands in the node of the first
  // gradient-carrying op after it (segment_running_recompute): it is no
  // surer than that op's placement.
  // (make_fx pairs only: a partitioned backward places what it recomputes itself)
  std::vector<VertexId> running;  // that op, per B op: segment_running_recompute's, in one reverse pass
  if (aot_saved_.empty()) {
    running.assign(B.size() + 1, kNoVertex);
    for (VertexId u = B.size(); u-- > 0;) running[u] = runs_recomputations_before(u) ? u : running[u + 1];
  }
  auto how_of_running = [&](VertexId v) {
    const VertexId u = running[v + 1];
    const auto h = u == kNoVertex ? res_.grad_of_how.end() : res_.grad_of_how.find(u);
    return h == res_.grad_of_how.end() ? std::string() : h->second;
  };
  if (aot_saved_.empty())
    for (VertexId v = 0; v < replayed_.size(); ++v) {
      auto h = res_.grad_of_how.find(v);
      if (replayed_[v] && !recomputed_.count(v) && h != res_.grad_of_how.end() && h->second == "structure" &&
          how_of_running(v) == "position")
        h->second = "position";
    }
  // An op that only reads saved values runs in its first gradient-carrying
  // consumer's node: data flow places it with that consumer, so it is only as
  // sure as the consumer's placement (in reverse program order: consumers first).
  // What an op writes in place into a value (through a view of it) is read
  // by that value's later readers: the first of them is its consumer (a
  // hand-written backward filling a buffer cell by cell, soft-DTW's E).
  std::unordered_map<VertexId, std::vector<VertexId>> readers_of_root;  // in program order, made once needed
  bool readers_made = false;
  auto readers_of = [&](VertexId root) -> const std::vector<VertexId>* {
    if (!readers_made) {
      readers_made = true;
      for (VertexId y = 0; y < B.size(); ++y)
        if (B.node(y).kind == NodeKind::CallFunction && res_.grad_of_how.count(y))
          for (VertexId p : B.producers(y))
            if (p != kNoVertex) readers_of_root[bs.alias_root(p)].push_back(y);
    }
    const auto r = readers_of_root.find(root);
    return r == readers_of_root.end() ? nullptr : &r->second;
  };
  for (VertexId v = B.size(); v-- > 0;) {
    auto h = res_.grad_of_how.find(v);
    if (h == res_.grad_of_how.end() || h->second != "structure" || carry_[v] || sigma_[v] < 0) continue;
    // (through the getitems of a multi-output op: they go where it goes)
    VertexId c = kNoVertex;
    auto first_reader = [&](VertexId x, auto&& self) -> void {
      for (auto [y, sl] : B.consumers(x)) {
        if (B.node(y).kind != NodeKind::CallFunction) continue;
        if (is_getitem(B.node(y)) || bs.transparent(y)) {
          if (y != x) self(y, self);
        } else if (res_.grad_of_how.count(y) && (c == kNoVertex || y < c)) {
          c = y;
        }
      }
    };
    first_reader(v, first_reader);
    if (c == kNoVertex)
      writes_into(B, v, [&](VertexId x) {
        const std::vector<VertexId>* r = x == kNoVertex ? nullptr : readers_of(bs.alias_root(x));
        if (!r) return false;
        const auto after = std::upper_bound(r->begin(), r->end(), v);
        if (after != r->end()) c = *after;
        return false;
      });
    if (c == kNoVertex) continue;
    const auto hc = res_.grad_of_how.find(deciding_op(c));
    if (hc != res_.grad_of_how.end() && hc->second == "position") h->second = "position";
  }
  for (auto& s : res_.saved) {
    if (s.how != "template") continue;
    const auto r = saved_reader_.find(s.backward);
    std::string reader_how =
        r == saved_reader_.end() || !res_.grad_of_how.count(r->second) ? "" : res_.grad_of_how[r->second];
    // (a recomputation stands in the node of the first gradient-carrying op
    // after it, segment_running_recompute: it is no surer than that op)
    if (r != saved_reader_.end() && aot_saved_.empty() && runs_where_made(r->second) && running[r->second + 1] != kNoVertex &&
        (reader_how == "structure" || reader_how == "template"))
      reader_how = how_of_running(r->second);
    // (a saved value B writes into: no formula mutates what autograd saved,
    // so a hand-written backward reads it, whatever the template names)
    const auto rs = bs.real_consumers(s.backward);
    const bool written = std::any_of(rs.begin(), rs.end(), [&](const auto& c) {
      return writes_into(B, c.first, [&](VertexId x) { return bs.real(x) == s.backward; });
    });
    if (!s.alternatives.empty() || (s.forward < mutated_.size() && mutated_[s.forward]) || written ||
        (reader_how != "template" && reader_how != "structure"))
      s.how = "position";
  }
  // a gradient named by a template is only as sure as the placement of the op
  // that made it (through accumulations: of every contribution)
  std::function<bool(VertexId, int)> placed = [&](VertexId g, int depth) {
    g = bs.real(g);
    if (depth < 8 && (acc_[g] || sums(g))) {
      for (auto p : B.producers(g))
        if (!placed(p, depth + 1)) return false;
      return true;
    }
    const auto h = res_.grad_of_how.find(deciding_op(g));
    return h != res_.grad_of_how.end() && (h->second == "template" || h->second == "structure");
  };
  for (auto [x, g] : res_.grads)
    if (res_.grads_how[x] == "template" && !placed(g, 0)) res_.grads_how[x] = "position";
}

/// B op v writes in place into a value its own node did not make: a saved
/// value, or (through `.data` / detach) the gradient handed to it from
/// another segment (`gradOutput.data.div_(T)`). Formulas never mutate what
/// autograd saved or the incoming gradient (their in-place ops write into
/// values they made: fft_c2r's `mul_` of its own `_fft_r2c`), so a
/// hand-written backward (a custom Function's) ran it: no template vouches.
bool Relater::writes_what_it_did_not_make(VertexId v) const {
  return writes_into(B, v, [&](VertexId x) {
    const VertexId self = bs.real(x);
    return self != kNoVertex &&
           (is_leaf(B.node(self)) || (sigma_[v] >= 0 && sigma_[self] >= 0 && sigma_[self] != sigma_[v]));
  });
}

/// Where F_j's node surely makes two or more gradients by ops of their own
/// (mul's `grad * other` and `grad * self`; not a formula that is the
/// incoming gradient itself, add's), the number of them: F_j reads an
/// attribute asked for (through views: `weight.view(1, c, 1, 1)`), whose
/// gradient B returns (where which attributes are asked is evidence, not the
/// driver's hypothesis: a rotary `sin` buffer read by a `mul` is no
/// parameter), and the other inputs counted are attributes asked or
/// forward ops' values whose own segments hold ops (`held`). An input of
/// the model, or a value whose segment is empty, may be one whose gradient
/// autograd skips (a subset's frozen layers). Distinct inputs: `mul(x, x)`
/// makes one value where CSE merged its two `grad * x`.
int Relater::formulas_making_values(VertexId f, const std::vector<char>& held) const {
  const DerivativeTemplate* t = ftmpl_[f];
  if (!t || opaque_.count(f) || !asked_is_evidence()) return 0;
  std::set<VertexId> inputs;
  bool attribute = false;
  for (const auto& e : in_edges(F, f, t)) {
    if (e.producer == kNoVertex || e.arg < 0 || !contains(t->diff, e.arg) || t->passes_through(e.arg)) continue;
    VertexId x = fs.real(e.producer);
    if (x == kNoVertex || !req_[x]) continue;
    if (is_getitem(F.node(x))) x = fs.real(F.producer(x, 0));
    x = fs.layout_source(x);
    if (x == kNoVertex) continue;
    const Node& xn = F.node(x);
    attribute = attribute || xn.kind == NodeKind::GetAttr;
    if (xn.kind == NodeKind::GetAttr ||
        (xn.kind == NodeKind::CallFunction && seg_of_fwd_[x] >= 0 && held[seg_of_fwd_[x]]))
      inputs.insert(x);
  }
  return attribute && inputs.size() >= 2 ? static_cast<int>(inputs.size()) : 0;
}

/// An autograd node returns one gradient per input: segment j can hand out at
/// most as many gradient values (read by another segment, an accumulation or
/// the backward's output) as F_j has inputs that require grad. A segment that
/// hands out more holds ops of other nodes (an alignment shifted around
/// recomputed forward ops): no op in it is placed by its template. One that
/// hands out fewer than its formulas make (formulas_making_values) holds
/// only part of its node's backward: the rest runs elsewhere or nowhere, and
/// what it holds may be another node's op that only looks like a formula (a
/// custom Function's hand-written `mul(grad, weight)`, next to a `grad * y`
/// summed to the weight by sums no formula of mul makes).
void Relater::mark_overfull() {
  overfull_.assign(segs_.size(), 0);
  const VertexId out = output_of(B);
  std::vector<std::set<VertexId>> leaving(segs_.size());
  for (VertexId x = 0; x < B.size(); ++x) {
    const Node& xn = B.node(x);
    if (!carry_[x] || xn.kind != NodeKind::CallFunction || acc_[x] || sums(x) || bs.transparent(x)) continue;
    const VertexId d = deciding_op(x);
    if (d == kNoVertex || sigma_[d] < 0) continue;
    const int j = sigma_[d];
    for (auto [c, sl] : B.consumers(x)) {
      VertexId r = c;
      while (r != kNoVertex && r != out && bs.transparent(r) && !B.consumers(r).empty()) r = B.consumers(r).front().first;
      if (r == out || acc_[r] || sums(r)) {
        leaving[j].insert(x);
        continue;
      }
      if (is_getitem(B.node(r))) continue;
      const VertexId dr = deciding_op(r);
      if (dr != kNoVertex && sigma_[dr] >= 0 && sigma_[dr] != j) leaving[j].insert(x);
    }
  }
  std::vector<char> held(segs_.size(), 0);
  for (VertexId u : gops_)
    if (sigma_[u] >= 0) held[sigma_[u]] = 1;
  for (std::size_t j = 0; j < segs_.size(); ++j)
    overfull_[j] = static_cast<int>(leaving[j].size()) > std::max(1, req_inputs(segs_[j])) ||
                   static_cast<int>(leaving[j].size()) < formulas_making_values(segs_[j], held);
  // a segment the alignment gave an op none of its formulas runs holds more
  // than its node's backward (a custom Function's hand-written backward
  // placed there, or a shifted placement): no op in it is vouched for. Ops
  // that only move or copy values (views, aliases, copies: AOT's
  // decompositions and functionalization add them to any node) tell nothing.
  foreign_.assign(segs_.size(), 0);
  for (VertexId u : gops_) {
    const Node& un = B.node(u);
    const std::string op = base_of(un.target);
    if (sigma_[u] < 0 || rules_.is_aliasing(un.target) || op == "copy" || op == "_to_copy") continue;
    if (!type_ok2(sigma_[u], op)) foreign_[sigma_[u]] = 1;
  }
  // nor one whose gradient-carrying op writes in place into a buffer made
  // from nothing (`torch.zeros(n, m)`) that none of its formulas makes:
  // autograd's formulas allocate what they fill from the gradient or an
  // input (index's `new_zeros(...).index_put_(...)`); a hand-written backward
  // calls the constructor (MPN-COV's Triuvec: `grad_input = torch.zeros(...)`,
  // `grad_input[:, index] = grad_output`, op for op index's formula else)
  for (VertexId c : gops_) {
    if (sigma_[c] < 0 || !is_inplace_call(B.node(c))) continue;
    const VertexId p = B.producer(c, 0);
    const VertexId x = p == kNoVertex ? kNoVertex : bs.alias_root(p);  // the buffer, through the views written into
    if (x == kNoVertex || B.node(x).kind != NodeKind::CallFunction || carry_[x] || sigma_[x] != sigma_[c] ||
        !made_from_nothing(B, x))
      continue;
    if (!type_ok2(sigma_[c], base_of(B.node(x).target))) foreign_[static_cast<std::size_t>(sigma_[c])] = 1;
  }
  // an op next to a Function's forward that contradicted_runs() found, on
  // the way to the nearest op with its own backward kernel: that forward may
  // begin or end there (relate_functions.cpp)
  for (std::size_t j = 0; j < segs_.size(); ++j)
    if (segs_[j] < near_function_.size() && near_function_[segs_[j]]) foreign_[j] = 1;
  // an op reading what a custom Function found by its comparison makes
  // (find_opaque_functions) may be that Function's own: where its forward
  // ends no graph shows (TTQ's `wp * pos` is op for op mul's formula)
  if (!opaque_.empty()) {
    const std::vector<VertexId>& runs = runs_;
    for (std::size_t j = 0; j < segs_.size(); ++j)
      for (VertexId p : F.producers(segs_[j]))
        if (const VertexId x = fs.real(p); x < runs.size() && runs[x] != kNoVertex && opaque_.count(runs[x]) &&
                                           runs[segs_[j]] == kNoVertex)
          foreign_[j] = 1;
  }
}

/// An attribute kept only because drop_ungradable() dropped enough others
/// as blocked as it (kept_by_order_): its gradient, and the ops of its segment
/// that make it, are a choice by order, never surer than position.
void Relater::demote_kept_by_order() {
  if (kept_by_order_.empty()) return;
  for (auto [f, b] : res_.grads) {
    if (F.node(f).kind != NodeKind::GetAttr || !kept_by_order_.count(F.node(f).target)) continue;
    res_.grads_how[f] = "position";
    std::vector<VertexId> stack{b};
    std::set<VertexId> seen;
    while (!stack.empty()) {
      const VertexId x = stack.back();
      stack.pop_back();
      if (x == kNoVertex || !seen.insert(x).second || B.node(x).kind != NodeKind::CallFunction) continue;
      if (auto it = res_.grad_of_how.find(x); it != res_.grad_of_how.end() && it->second == "template") it->second = "position";
      for (auto p : B.producers(x))
        if (p != kNoVertex && sigma_[p] == sigma_[b]) stack.push_back(p);
    }
  }
}

/// A forward value made from others that nothing reads (no output, no
/// identity, projection or clone, no in-place op's result, not one its own
/// op's template saves) may exist only because a custom Function saved it:
/// Shake-Shake's ShakeFunction saves `beta[i]`, which no forward op reads,
/// and its backward scales by it where mul's template names `alpha`. A
/// template answer naming a value of its printed shape and dtype (a dump
/// without them tells nothing: a GRU's unused stacked state, a dead
/// `unsqueeze`, would fit everything) may hold it instead: it is
/// `position` with the orphan as an alternative, and so are the template
/// grad_of answers of the ops reading that saved value. The joint's answers
/// stand; a partitioned pair names its saved values itself.
void Relater::demote_for_orphans() {
  if (!aot_saved_.empty()) return;
  std::vector<VertexId> orphans;
  for (VertexId x = 0; x < F.size(); ++x) {
    const Node& n = F.node(x);
    if (n.kind != NodeKind::CallFunction || is_getitem(n) || fs.transparent(x) || is_inplace_call(n) ||
        !F.consumers(x).empty() || !n.meta || F.producers(x).empty() || base_of(n.target) == "clone")
      continue;
    if (const auto* t = ftmpl_[x]; t && saves_own_result(*t)) continue;
    orphans.push_back(x);
  }
  if (orphans.empty()) return;
  auto fits = [&](VertexId a, VertexId b) {
    const auto& ma = F.node(a).meta;
    const auto& mb = F.node(b).meta;
    return ma && mb && ma->shape == mb->shape && ma->dtype == mb->dtype;
  };
  for (auto& s : res_.saved) {
    if ((s.how != "template" && s.how != "position") || s.forward == kNoVertex) continue;
    bool doubt = false;
    for (VertexId o : orphans)
      if (o != s.forward && fits(o, s.forward)) {
        doubt = true;
        if (std::find(s.alternatives.begin(), s.alternatives.end(), o) == s.alternatives.end())
          s.alternatives.push_back(o);
      }
    if (!doubt) continue;
    s.how = "position";
    for (auto [c, sl] : bs.real_consumers(s.backward))
      if (auto it = res_.grad_of_how.find(c); it != res_.grad_of_how.end() && it->second == "template")
        it->second = "position";
  }
}

}  // namespace fxmatch::relate_detail
