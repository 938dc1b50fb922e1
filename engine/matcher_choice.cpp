// Choice: which undecided pattern op to decide next (the frontier of nodes
// next to decided ones, fewest candidates first; else the anchor with the
// rarest label) and how its candidates rank (bounded look-ahead:
// contradictions, dead ends, nodes carried along, boundary, exact twin; then,
// among candidates that fit equally well, the one nearest the images of the
// op's nearest decided neighbours in pattern program order, then target
// program order). Ties are recorded as alternatives with a reason. The
// look-ahead of one choice is bounded by a share of the budget left (rank()).
#include "matcher_state.hpp"

#include <algorithm>

namespace fxmatch::detail {

std::vector<Matcher::Scored> Matcher::rank(ModelId p, const std::vector<ModelId>& cands, bool always_look) {
  std::vector<Scored> scored;
  if (cands.empty()) return scored;
  scored.reserve(cands.size());
  // Look-ahead is worth at most what it can save: one choice spends at most
  // kLookShare fair shares of the search budget left, each candidate the same
  // depth (so their outcomes compare), at least kMinLook. Candidates beyond
  // the share are kept unlooked, after the looked ones, in program order.
  // With the default budget this never binds on the zoo (zoo_outputs_test).
  const bool look = cands.size() > 1 || always_look;  // look-ahead only matters when there is a choice
  const std::uint64_t allowance = look_allowance();
  const std::uint64_t depth =
      std::min<std::uint64_t>(opt_.lookahead, std::max<std::uint64_t>(kMinLook, allowance / cands.size()));
  const std::uint64_t share_stop = steps_ + std::max(allowance, depth);
  for (ModelId t : cands) {
    if (out_of_budget()) break;
    Outcome o;
    bool looked = true;
    if (look && steps_ < share_stop) {
      const std::size_t mark = trail_.size();
      std::deque<Pair> queue{{p, t}};
      propagate(queue, o, depth, /*commit=*/false);
      undo_to(mark);
    } else if (look) {
      looked = false;
    }
    scored.push_back({t, o, T_.raw_op[t] == P_.raw_op[p], looked});
  }
  std::stable_sort(scored.begin(), scored.end(), [](const Scored& a, const Scored& b) {
    if (a.looked != b.looked) return a.looked;
    if (a.o.contradictions != b.o.contradictions) return a.o.contradictions < b.o.contradictions;
    if (a.o.dead_ends != b.o.dead_ends) return a.o.dead_ends < b.o.dead_ends;
    if (a.o.assigned != b.o.assigned) return a.o.assigned > b.o.assigned;
    if (a.o.boundary != b.o.boundary) return a.o.boundary < b.o.boundary;
    if (a.exact_twin != b.exact_twin) return a.exact_twin;
    return a.t < b.t;
  });
  // Candidates that fit equally well: the one nearest the images of p's
  // nearest decided neighbours in pattern program order (a recomputed block
  // runs where its node's backward runs, in both graphs), then program order.
  std::size_t tied = 1;
  while (tied < scored.size() && same_outcome(scored[0], scored[tied])) ++tied;
  if (tied > 1) {
    ModelId lo = kNone, hi = kNone;
    for (ModelId q = p, n = 0; q-- > 0 && n < 256; ++n)
      if (P_.kind[q] == ModelKind::Op && state_[q] == PState::Mapped) { lo = image(q); break; }
    for (ModelId q = p + 1, n = 0; q < P_.size() && n < 256; ++q, ++n)
      if (P_.kind[q] == ModelKind::Op && state_[q] == PState::Mapped) { hi = image(q); break; }
    if (lo != kNone || hi != kNone) {
      const ModelId a = lo != kNone ? lo : hi, b = hi != kNone ? hi : lo;
      const ModelId from = std::min(a, b), to = std::max(a, b);
      auto dist = [&](ModelId t) { return t < from ? from - t : t > to ? t - to : 0; };
      std::stable_sort(scored.begin(), scored.begin() + static_cast<std::ptrdiff_t>(tied),
                       [&](const Scored& x, const Scored& y) { return dist(x.t) < dist(y.t); });
    }
  }
  return scored;
}

bool Matcher::same_outcome(const Scored& a, const Scored& b) {
  return a.looked && b.looked && a.o.contradictions == b.o.contradictions && a.o.dead_ends == b.o.dead_ends &&
         a.o.assigned == b.o.assigned && a.o.boundary == b.o.boundary && a.exact_twin == b.exact_twin;
}

void Matcher::note_alternatives(ModelId p, const std::vector<Scored>& scored, std::size_t chosen,
                                const char* origin) {
  alternatives_[p].clear();
  const Scored& best = scored[chosen];
  for (std::size_t i = 0; i < scored.size(); ++i) {
    const Scored& s = scored[i];
    if (i != chosen && best.o.contradictions == 0 && same_outcome(s, best)) alternatives_[p].push_back(s.t);
  }
  if (!alternatives_[p].empty()) {
    reason_[p] = std::to_string(alternatives_[p].size() + 1) + " " + origin +
                 " candidates fit equally well; chose the one nearest the images of its neighbours in pattern program order, then the first in target program order";
    // What that choice forced is as uncertain as the choice: say which tie
    // placed it (identical checkpointed blocks: the whole recomputation of a
    // block follows one tie-broken anchor).
    const std::string tie = kTieReasonPrefix + P_.graph->node(P_.vertex[p]).name + "' (" +
                            std::to_string(alternatives_[p].size() + 1) + " candidates fit equally well there)";
    for (std::size_t i = std::min(commit_mark_, trail_.size()); i < trail_.size(); ++i) {
      const ModelId q = trail_[i].p;
      if (q != p && trail_[i].state == PState::Undecided && state_[q] == PState::Mapped && reason_[q].empty())
        reason_[q] = tie, tied_by_[q] = p;
    }
  }
  else if (best.o.contradictions > 0 || best.o.dead_ends > 0)
    reason_[p] = kLeastWrongReason;
  else
    reason_[p].clear();
}

Matcher::Selection Matcher::select() {
  while (!frontier_.empty()) {
    const ModelId q = frontier_.top_op();
    frontier_.pop();
    if (state_[q] != PState::Undecided) continue;
    auto nc = neighbour_candidates(q);
    if (!nc || nc->empty()) continue;  // left for the anchor pass
    if (!frontier_.empty() && nc->size() > frontier_.top_cands()) {
      frontier_.push(nc->size(), q);  // a cheaper node may be waiting
      continue;
    }
    return {q, std::move(*nc), "neighbour"};
  }
  for (;;) {
    while (next_anchor_ < anchors_.size() && state_[anchors_[next_anchor_].second] != PState::Undecided)
      ++next_anchor_;
    if (next_anchor_ == anchors_.size()) return {kNone, {}, ""};
    const ModelId p = anchors_[next_anchor_++].second;
    // A node next to matched ones is placed by structure or not at all: taking
    // a same-label node elsewhere would contradict its matched neighbours.
    if (auto nc = neighbour_candidates(p)) return {p, std::move(*nc), "neighbour"};
    bool consumer_mapped = false;
    for (const auto& [c, slot] : P_.consumers[p]) {
      (void)slot;
      consumer_mapped |= state_[c] == PState::Mapped && P_.kind[c] == ModelKind::Op;
    }
    if (consumer_mapped) return {p, {}, "consumer"};
    std::vector<ModelId> cands = label_candidates(p);
    const std::size_t before = cands.size();
    std::erase_if(cands, [&](ModelId t) { return inputs_all_absent(p, t); });
    if (before > 0 && cands.empty()) {
      set_unmatched(p, "its inputs have no counterpart in the target, and a same-label node elsewhere is no evidence");
      continue;
    }
    return {p, std::move(cands), "same-label"};
  }
}

// Before the second greedy pass: an op whose matched inputs' images have no
// consumer with its label can never be matched (candidates only shrink), so
// it is settled now, in program order, before label guesses elsewhere rely
// on it being undecided.
void Matcher::settle_dead_ends() {
  for (ModelId p = 0; p < P_.size(); ++p) {
    if (state_[p] != PState::Undecided || P_.kind[p] != ModelKind::Op) continue;
    auto nc = neighbour_candidates(p);
    if (nc && nc->empty()) set_unmatched(p, "no consumer of its matched inputs' images computes this operator");
  }
}

// Every op input of p lacks a counterpart, and target candidate t reads
// computed values (not inputs) in those places, values that are not computed
// from where the missing inputs' own inputs went. Two readings of such a
// place are no evidence against t:
//  - the target reads an input there (the loss outside a compiled module
//    arrives as a tangent): the pattern's missing value is the boundary;
//  - the target reads a value computed from the images of the missing op's
//    own matched inputs: the other capture decomposed that op there (make_fx's
//    `upsample_bilinear2d_backward(g)` is AOTAutograd's gathers and adds of
//    g's image, read by the same `threshold_backward`).
bool Matcher::inputs_all_absent(ModelId p, ModelId t) const {
  bool any = false;
  const auto& pp = P_.producers[p];
  const auto& tp = T_.producers[t];
  for (std::size_t s = 0; s < pp.size(); ++s) {
    const ModelId q = pp[s];
    if (q == kNone || P_.kind[q] != ModelKind::Op) continue;
    if (state_[q] != PState::Unmatched) return false;
    if (s < tp.size() && tp[s] != kNone && T_.kind[tp[s]] == ModelKind::Leaf) return false;
    if (s < tp.size() && tp[s] != kNone && computed_from_inputs_of(q, tp[s])) return false;
    any = true;
  }
  return any;
}

// q (no counterpart) has matched op inputs, and target value r is computed
// from all of their images: r's ancestors (model ids follow program order, so
// the walk stops below the lowest image; at most kDecompositionReach nodes)
// include every one.
bool Matcher::computed_from_inputs_of(ModelId q, ModelId r) const {
  std::vector<ModelId> want;
  for (ModelId x : P_.producers[q]) {
    if (x == kNone || P_.kind[x] != ModelKind::Op) continue;
    const ModelId img = image(x);
    if (img == kNone) return false;
    want.push_back(img);
  }
  if (want.empty()) return false;
  std::sort(want.begin(), want.end());
  want.erase(std::unique(want.begin(), want.end()), want.end());
  const ModelId lowest = want.front();
  std::vector<ModelId> stack{r};
  std::vector<ModelId> seen{r};
  std::size_t found = 0;
  while (!stack.empty() && seen.size() <= kDecompositionReach) {
    const ModelId c = stack.back();
    stack.pop_back();
    for (ModelId x : T_.producers[c]) {
      if (x == kNone || x < lowest || std::find(seen.begin(), seen.end(), x) != seen.end()) continue;
      seen.push_back(x);
      if (std::binary_search(want.begin(), want.end(), x) && ++found == want.size()) return true;
      stack.push_back(x);
    }
  }
  return false;
}

void Matcher::set_unmatched(ModelId p, std::string reason) {
  set_state(p, PState::Unmatched, kNone);
  reason_[p] = std::move(reason);
}

}  // namespace fxmatch::detail
