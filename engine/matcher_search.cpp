// The two search phases and the placement of unread inputs.
//  strict: depth-first search with backtracking, clean extensions only (the
//          pattern is a subgraph); complete on planted random graphs.
//  greedy: when strict fails or runs out of its step share; best candidate
//          wins, never goes back, and every node left without an image gets
//          a reason naming the evidence that decided it.
//  finish: only when the search's part of the budget ran out
//          (matcher_finish.cpp).
#include "matcher_state.hpp"

#include <algorithm>
#include <unordered_map>
#include <utility>

namespace fxmatch::detail {

// Strict phase: depth-first search with chronological backtracking. A
// commitment that causes a contradiction, leaves a node without candidates,
// or pushes a pattern op onto a target input (boundary) is undone. Succeeds
// when every pattern op is decided cleanly: the pattern is a subgraph.
bool Matcher::search_strict(std::uint64_t step_limit) {
  struct ChoicePoint {
    ModelId p;
    const char* origin;
    std::vector<Scored> ranked;
    std::size_t next = 0;
    std::size_t mark;     // trail size before the first try
    std::size_t anchor;   // next_anchor_ after the selection
    decltype(frontier_) frontier;  // the frontier after the selection
  };
  std::vector<ChoicePoint> stack;
  const std::uint64_t stop = steps_ + step_limit;
  // Not a clean subgraph shows up as endless retries: give up early and let
  // the greedy phase produce the best partial mapping.
  std::size_t failures = 0;
  const std::size_t max_failures = 1000 + P_.size() / 4;
  for (;;) {
    if (steps_ >= stop || out_of_budget()) return false;
    Selection sel = select();
    if (sel.p == kNone) return true;
    stack.push_back({sel.p, sel.origin, rank(sel.p, sel.cands), 0, trail_.size(), next_anchor_, frontier_});
    bool committed = false;
    while (!committed) {
      if (stack.empty() || steps_ >= stop || out_of_budget()) {
        // Leave only clean commits behind: the caller keeps them as the
        // best partial mapping when the budget runs out.
        if (!stack.empty()) undo_to(stack.back().mark);
        return false;
      }
      ChoicePoint& cp = stack.back();
      undo_to(cp.mark);
      next_anchor_ = cp.anchor;
      frontier_ = cp.frontier;
      if (cp.next == cp.ranked.size()) {
        alternatives_[cp.p].clear();
        stack.pop_back();
        continue;
      }
      const std::size_t i = cp.next++;
      if (cp.ranked[i].o.contradictions > 0 || cp.ranked[i].o.boundary > 0) continue;  // seen failing
      if (++failures > max_failures) return false;
      const Outcome o = commit(cp.p, cp.ranked[i].t);
      if (o.contradictions == 0 && o.dead_ends == 0 && o.boundary == 0 && state_[cp.p] == PState::Mapped) {
        note_alternatives(cp.p, cp.ranked, i, cp.origin);
        committed = true;
      }
    }
  }
}

// Greedy phase (fallback when the pattern is not a clean subgraph): each
// choice takes the best-ranked candidate and never goes back; nodes left
// without an image get a reason.
void Matcher::search_greedy(bool clean_only) {
  while (!out_of_budget()) {
    Selection sel = select();
    if (sel.p == kNone) break;
    const bool by_label = std::string_view(sel.origin) == "same-label";
    if (sel.cands.empty()) {
      if (clean_only) continue;  // decided in the second pass, once more is known
      const std::string_view origin = sel.origin;
      set_unmatched(sel.p, origin == "neighbour"
                               ? "no consumer of its matched inputs' images computes this operator"
                           : origin == "consumer"
                               ? "its matched consumer reads another operator's value in this place"
                               : "every target node with this label is already the image of another pattern node");
      continue;
    }
    auto ranked = rank(sel.p, sel.cands, by_label);
    if (ranked.empty()) break;
    const Outcome& best = ranked.front().o;
    // First pass: an anchor taken by label alone must fit its surroundings
    // without contradiction and carry more of its neighbourhood with it than
    // it leaves stranded; otherwise wait until structure has decided more.
    if (clean_only && by_label && (best.contradictions > 0 || best.assigned <= best.dead_ends)) continue;
    // ... and must be the one best candidate: a tie is a guess that structure
    // decided later (a neighbour matched meanwhile) may avoid.
    if (clean_only && by_label && ranked.size() > 1 && same_outcome(ranked[0], ranked[1])) continue;
    // Second pass: when even the best candidate reads, where this node's input
    // has no counterpart, a value another pattern node already claims, this
    // node has no counterpart either.
    if (!clean_only && by_label && best.absent > 0) {
      set_unmatched(sel.p, "every target node with this label reads another value where its input has no counterpart");
      continue;
    }
    commit(sel.p, ranked.front().t);
    if (state_[sel.p] == PState::Mapped) note_alternatives(sel.p, ranked, 0, sel.origin);
    if (state_[sel.p] == PState::Undecided && !clean_only)
      set_unmatched(sel.p, "its consumers' images disagree with every candidate");
  }
}

void Matcher::run() {
  // Anchors: pattern ops ordered by how distinctive their label is.
  for (ModelId p = 0; p < P_.size(); ++p) {
    if (P_.kind[p] != ModelKind::Op) continue;
    const std::size_t n = label_count(p);
    if (n == 0) {
      state_[p] = PState::Unmatched;
      reason_[p] = "the target has no node computing this operator with these arguments, dtype and shape";
      continue;
    }
    anchors_.emplace_back(n, p);
  }
  // An anchor whose op inputs all lack a counterpart comes last: whether a
  // same-label target node reads a decomposition of those inputs
  // (inputs_all_absent) is known only once the rest is matched. The rarest
  // label first otherwise.
  auto inputs_missing = [&](ModelId p) {
    bool any = false;
    for (ModelId q : P_.producers[p]) {
      if (q == kNone || P_.kind[q] != ModelKind::Op) continue;
      if (state_[q] != PState::Unmatched) return false;
      any = true;
    }
    return any;
  };
  for (auto& a : anchors_) a.first += inputs_missing(a.second) ? T_.size() + 1 : 0;
  // Sorted by (key, op): the ops are already in increasing order, and there
  // are few distinct keys (label counts), so a stable counting sort by key
  // gives std::sort's order in linear time.
  {
    std::unordered_map<std::size_t, std::size_t> at;  // key -> its count, then its first position
    for (const auto& a : anchors_) ++at[a.first];
    std::vector<std::size_t> keys;
    keys.reserve(at.size());
    for (const auto& [k, count] : at) keys.push_back(k);
    std::sort(keys.begin(), keys.end());
    std::size_t pos = 0;
    for (std::size_t k : keys) pos += std::exchange(at[k], pos);
    std::vector<std::pair<std::size_t, ModelId>> sorted(anchors_.size());
    for (const auto& a : anchors_) sorted[at[a.first]++] = a;
    anchors_ = std::move(sorted);
  }
  count_undecided();
  const std::size_t base = trail_.size();
  // A clean subgraph needs a few steps per node; far more means the pattern
  // is not one, and the greedy phase should take over.
  const std::uint64_t strict_limit =
      std::min<std::uint64_t>(opt_.budget / 2, 64 * (P_.size() + T_.size()) + 100'000);
  if (search_strict(strict_limit)) {
    place_unused_leaves();
    return;
  }
  // Not a clean subgraph (or the strict phase ran out of steps): start over
  // greedily, keeping the strict phase's clean partial mapping in case the
  // budget runs out before the greedy phase gets as far.
  const Snapshot strict = snapshot();
  undo_to(base);
  for (auto& a : alternatives_) a.clear();
  frontier_ = {};
  next_anchor_ = 0;
  search_greedy(/*clean_only=*/true);
  frontier_ = {};
  next_anchor_ = 0;
  settle_dead_ends();
  search_greedy(/*clean_only=*/false);
  place_unused_leaves();
  if (out_of_budget()) budget_hit_ = true;
  if (!budget_hit_) return;
  // The search ran out of its part of the budget: keep the better of the two
  // partial mappings, then place what neither reached without look-ahead.
  if (strict.mapped > mapped_count()) restore(strict);
  finish_without_lookahead();
  place_unused_leaves();
}

// An input nothing in the pattern reads (AOT graphs receive unused SymInt
// sizes) is placed by the graphs' calling convention, then by type:
//  1. between the nearest matched inputs before and after it (placeholders
//     keep their relative order: primals_1..N stay in order), if exactly one
//     unclaimed target input of the same kind and a compatible type lies there;
//  2. else, if exactly one unclaimed target input of that kind and type is
//     left at all.
void Matcher::place_unused_leaves() {
  std::vector<bool> taken(T_.size(), false);
  for (ModelId p = 0; p < P_.size(); ++p)
    if (P_.kind[p] == ModelKind::Leaf && state_[p] == PState::Mapped) taken[map_[p]] = true;
  auto kind_of = [](const SearchModel& m, ModelId x) { return m.graph->node(m.vertex[x]).kind; };
  // Pattern inputs in program order (model ids follow program order).
  std::vector<ModelId> inputs;
  for (ModelId p = 0; p < P_.size(); ++p)
    if (P_.kind[p] == ModelKind::Leaf && kind_of(P_, p) == NodeKind::Placeholder) inputs.push_back(p);
  auto fits = [&](ModelId p, ModelId t) {
    return T_.kind[t] == ModelKind::Leaf && !taken[t] && kind_of(T_, t) == kind_of(P_, p) &&
           P_.table->metas_compatible(P_.meta[p], T_.meta[t]);
  };
  auto place = [&](ModelId p, ModelId t, const char* why) {
    set_state(p, PState::Mapped, t);
    taken[t] = true;
    reason_[p] = why;
  };
  for (std::size_t i = 0; i < inputs.size(); ++i) {
    const ModelId p = inputs[i];
    if (state_[p] != PState::Undecided || !P_.consumers[p].empty()) continue;
    ModelId lo = 0, hi = static_cast<ModelId>(T_.size());  // open interval of target ids
    for (std::size_t j = i; j-- > 0;)
      if (state_[inputs[j]] == PState::Mapped && T_.kind[map_[inputs[j]]] == ModelKind::Leaf) {
        lo = map_[inputs[j]] + 1;
        break;
      }
    for (std::size_t j = i + 1; j < inputs.size(); ++j)
      if (state_[inputs[j]] == PState::Mapped && T_.kind[map_[inputs[j]]] == ModelKind::Leaf) {
        hi = map_[inputs[j]];
        break;
      }
    ModelId only = kNone;
    std::size_t n = 0;
    for (ModelId t = lo; t < hi && t < T_.size(); ++t)
      if (fits(p, t)) only = t, ++n;
    if (n == 1) place(p, only, "unused input: the only unclaimed target input between its matched neighbours");
  }
  for (ModelId p = 0; p < P_.size(); ++p) {
    if (P_.kind[p] != ModelKind::Leaf || state_[p] != PState::Undecided || !P_.consumers[p].empty()) continue;
    ModelId only = kNone, only_size = kNone;
    std::size_t n = 0, n_size = 0;
    for (ModelId t = 0; t < T_.size(); ++t) {
      if (!fits(p, t)) continue;
      only = t, ++n;
      if (size_only(T_, t)) only_size = t, ++n_size;
    }
    if (n == 1) place(p, only, "unused input: the only unclaimed target input of this kind and type");
    // Unannotated: an AOT backward is handed only the saved tensors it reads,
    // but every SymInt size; so an unread input is a size, and the target's
    // sizes are the inputs read only inside size lists (or not at all).
    else if (n_size == 1 && !P_.table->meta(P_.meta[p]).known)
      place(p, only_size, "unused input: the only unclaimed target input used as a size or not at all");
  }
}

// True when target input t is read only as a size: inside a list or tuple
// next to integer literals (`view(x, [s0, -1])`) or by symbolic arithmetic
// (`operator.*`, `aten.sym_*`), or not read at all.
bool Matcher::size_only(const SearchModel& m, ModelId t) {
  const Graph& g = *m.graph;
  const VertexId v = m.vertex[t];
  auto in_size_list = [](const Arg& a, int slot) {
    auto rec = [&](auto& self, const Arg& x, bool with_int) -> bool {
      if (x.kind == Arg::Kind::Ref) return x.slot == slot && with_int;
      if (x.kind != Arg::Kind::List && x.kind != Arg::Kind::Tuple) return false;
      bool ints = false;
      for (const Arg& i : x.items) ints |= i.kind == Arg::Kind::Int;
      for (const Arg& i : x.items)
        if (self(self, i, ints)) return true;
      return false;
    };
    return rec(rec, a, false);
  };
  for (auto [it, end] = boost::out_edges(v, g.boost()); it != end; ++it) {
    const Node& c = g.node(boost::target(*it, g.boost()));
    const int slot = g.boost()[*it].slot;
    if (c.target.rfind("operator.", 0) == 0 || c.target.rfind("aten.sym_", 0) == 0) continue;
    bool found = false;
    for (const Arg& a : c.args) found |= in_size_list(a, slot);
    for (const auto& kw : c.kwargs) found |= in_size_list(kw.second, slot);
    if (!found) return false;
  }
  return true;
}

}  // namespace fxmatch::detail
