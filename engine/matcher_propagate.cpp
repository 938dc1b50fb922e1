// Propagation: what one assignment p -> t forces. Producers of p are forced
// onto the producers of t slot by slot (commutative ops may swap), leaves take
// the value they are forced onto, an op forced onto a target input is the
// boundary, a view present on one side only is stepped over (two strided
// views of one block force their roots onto each other); every undecided
// consumer of a new image gets its candidates from its mapped producers'
// images (forward checking: none is a dead end, one is assigned next).
// Everything is recorded on the trail, so look-ahead can be undone.
#include "matcher_state.hpp"

#include <algorithm>
#include <array>

namespace fxmatch::detail {

bool Matcher::slot_compatible(ModelId q, ModelId r) const {
  if (q == kNone || r == kNone) return q == r;
  if (P_.kind[q] == ModelKind::Leaf) return state_[q] != PState::Mapped || map_[q] == r;
  if (state_[q] == PState::Mapped) return map_[q] == r;
  return P_.labels_compatible(q, T_, r) || T_.view_like[r] || P_.view_like[q];
}

void Matcher::push_producers(ModelId p, ModelId t, std::deque<Pair>& queue, bool commit) const {
  const auto& pp = P_.producers[p];
  const auto& tp = T_.producers[t];
  const std::size_t k = std::min(pp.size(), tp.size());
  bool swap = false, regrouped = false;
  if (P_.commutative[p] && k == 2) {
    const bool straight = slot_compatible(pp[0], tp[0]) && slot_compatible(pp[1], tp[1]);
    swap = !straight && slot_compatible(pp[0], tp[1]) && slot_compatible(pp[1], tp[0]);
    // One operand has no counterpart at all and the other fits neither slot:
    // the target may have regrouped the sum (a decomposed backward
    // accumulated term by term, `((a + b) + c) + d` for `a + (b + c + d)`).
    // In look-ahead its operands are then no evidence against the candidate
    // being ranked (forced, they would count as contradictions); a commit
    // still tries them.
    auto absent = [&](ModelId q) {
      return q != kNone && P_.kind[q] == ModelKind::Op && state_[q] == PState::Unmatched;
    };
    if (!straight && !swap && (absent(pp[0]) || absent(pp[1]))) {
      if (!commit) return;
      regrouped = decomposed(pp[0]) || decomposed(pp[1]);
    }
  }
  for (std::size_t s = 0; s < k; ++s) {
    ModelId q = pp[s];
    ModelId r = tp[swap ? 1 - s : s];
    // Two strided views of one block (labels relative to their roots) whose
    // bases are not one block: one side spells the block with more views
    // (`slice(select(buf))` for `as_strided(buf)`); what they agree on is the
    // root.
    if (s == 0 && q != kNone && r != kNone && P_.layout_root[p] != kNone && T_.layout_root[t] != kNone &&
        (P_.layout_root[q] != kNone || T_.layout_root[r] != kNone) && !P_.labels_compatible(q, T_, r)) {
      q = P_.layout_root[p];
      r = T_.layout_root[t];
    }
    // a regrouped sum's slots do not correspond: an operand already placed
    // stays where it is (it is a term further down the target's chain)
    if (regrouped && q != kNone && state_[q] == PState::Mapped && map_[q] != r) continue;
    if (q != kNone && r != kNone) queue.emplace_back(q, r);
  }
}

// Forward checking: every undecided consumer of a freshly mapped node must
// keep at least one candidate (a dead end counts as a contradiction); a
// consumer left with exactly one candidate is mapped next (unit propagation).
void Matcher::push_unit_consumers(ModelId p, std::deque<Pair>& queue, Outcome& out) {
  for (const auto& [c, slot] : P_.consumers[p]) {
    (void)slot;
    if (state_[c] != PState::Undecided || P_.kind[c] != ModelKind::Op) continue;
    std::vector<ModelId>& cands = scratch_unit_;
    if (!neighbour_candidates_into(c, cands)) continue;
    if (cands.empty()) ++out.dead_ends;
    else if (cands.size() == 1) queue.emplace_back(c, cands.front());
  }
}

void Matcher::resolve(ModelId p, ModelId t, std::deque<Pair>& queue, Outcome& out, bool commit) {
  for (;;) {
    ++steps_;
    switch (state_[p]) {
      case PState::Mapped:
      case PState::ViewSkipped:
        if (image(p) == t) return;
        if (T_.view_like[t] && !T_.producers[t].empty() && !T_.labels_compatible(t, P_, p)) {
          t = T_.producers[t][0];  // the target has a view the pattern lacks
          continue;
        }
        ++out.contradictions;
        return;
      case PState::Boundary:
        if (via_[p] != t) ++out.contradictions;
        return;
      case PState::Unmatched:
        // p has no counterpart as an op; forced onto a target input, its
        // value is what enters the target there (the boundary).
        if (P_.kind[p] == ModelKind::Op && T_.kind[t] == ModelKind::Leaf) {
          set_state(p, PState::Boundary, t);
          ++out.boundary;
          return;
        }
        // p has no counterpart, so it is not t's value; if t already is the
        // image of another pattern node, the consumer forcing this pair reads
        // another value than its candidate does.
        if (P_.kind[p] == ModelKind::Op && T_.kind[t] == ModelKind::Op && used_[t] > 0) {
          ++out.contradictions;
          ++out.absent;
        }
        return;
      case PState::Undecided:
        break;
    }
    if (P_.kind[p] == ModelKind::Leaf) {
      set_state(p, PState::Mapped, t);
      ++out.assigned;
      push_unit_consumers(p, queue, out);
      return;
    }
    if (T_.kind[t] == ModelKind::Leaf) {
      // The pattern computes what the target receives as an input: the part
      // behind it lies outside the target graph.
      set_state(p, PState::Boundary, t);
      ++out.boundary;
      return;
    }
    if (P_.labels_compatible(p, T_, t)) {
      if (!has_room(t)) {
        ++out.contradictions;
        return;
      }
      set_state(p, PState::Mapped, t);
      ++out.assigned;
      push_producers(p, t, queue, commit);
      push_unit_consumers(p, queue, out);
      if (commit) touch_neighbours(p);
      return;
    }
    if (T_.view_like[t] && !T_.producers[t].empty()) {
      t = T_.producers[t][0];
      continue;
    }
    if (P_.view_like[p] && !P_.producers[p].empty()) {
      set_state(p, PState::ViewSkipped, t);
      p = P_.producers[p][0];
      continue;
    }
    ++out.contradictions;
    return;
  }
}

void Matcher::propagate(std::deque<Pair>& queue, Outcome& out, std::uint64_t limit, bool commit) {
  const std::uint64_t stop = steps_ + limit;
  while (!queue.empty()) {
    if (steps_ >= stop || out_of_budget()) {
      if (out_of_budget()) budget_hit_ = true;
      return;
    }
    auto [p, t] = queue.front();
    queue.pop_front();
    resolve(p, t, queue, out, commit);
  }
}

std::optional<std::vector<ModelId>> Matcher::neighbour_candidates(ModelId p) const {
  std::vector<ModelId> out;
  if (!neighbour_candidates_into(p, out)) return std::nullopt;
  return out;
}

bool Matcher::neighbour_candidates_into(ModelId p, std::vector<ModelId>& out) const {
  bool any = false;
  out.clear();
  const auto& prods = P_.producers[p];
  // A strided view labelled by its block of its root (layout_root) may be
  // spelled with more or fewer views in the target: it is looked for among
  // the target's strided views of its root's image too.
  const bool by_layout = P_.layout_root[p] != kNone;
  std::vector<ModelId>& here = scratch_here_;
  for (int s = 0; s < static_cast<int>(prods.size()); ++s) {
    if (prods[s] == kNone) continue;
    ModelId tq = image(prods[s]);
    if (tq == kNone && s == 0 && by_layout) tq = image(P_.layout_root[p]);
    if (tq == kNone) continue;
    here.clear();
    auto consider = [&](ModelId c, int slot) {
      const bool slot_ok = slot == s || (P_.commutative[p] && T_.commutative[c]);
      if (slot_ok && acceptable(p, c)) here.push_back(c);
    };
    // Look through chains of views the pattern lacks (unsqueeze then view,
    // ...); for a strided view by layout that finds nothing there, through
    // the target's strided views as well. The first kViewReach nodes of the
    // chain are looked through (later ones would never be read: not kept).
    for (const bool strided : {false, true}) {
      if (strided && (!here.empty() || !by_layout || s != 0)) break;
      std::array<std::pair<ModelId, int>, kViewReach> views;
      std::size_t n_views = 0;
      views[n_views++] = {tq, s};
      for (std::size_t i = 0; i < n_views; ++i) {
        for (const auto& [c, slot] : T_.consumers[views[i].first]) {
          consider(c, slot);
          const bool view = T_.view_like[c] && (!P_.view_like[p] || P_.maybe_view[p]);
          if (slot == 0 && (view || (strided && T_.layout_root[c] != kNone)) && n_views < kViewReach)
            views[n_views++] = {c, slot};
        }
      }
    }
    // A sum with a term that has no counterpart (a decomposed backward): the
    // target may add that term's pieces one by one, `((a + b1) + b2) + b3`
    // for `a + b`. The chain of same-op sums above a candidate, each adding
    // a value computed from the images of the missing term's own inputs, is
    // one candidate each; the top holds the whole sum.
    if (const ModelId missing = P_.commutative[p] && prods.size() == 2 ? absent_operand(p, s) : kNone; missing != kNone) {
      for (std::size_t i = 0, n = here.size(); i < n; ++i) {
        ModelId c = here[i];
        for (std::size_t depth = 0; depth < kDecompositionReach; ++depth) {
          const auto& up = T_.consumers[c];
          if (up.size() != 1) break;
          const ModelId c2 = up.front().first;
          const auto& tp = T_.producers[c2];
          const ModelId term = tp.size() == 2 ? (tp[0] == c ? tp[1] : tp[0]) : kNone;
          if (tp.size() != 2 || !T_.commutative[c2] || T_.label[c2] != T_.label[c] || !acceptable(p, c2)) break;
          // (the missing term's inputs not placed yet: nothing rules it out)
          if (term == kNone || (inputs_placed(missing) && !computed_from_inputs_of(missing, term))) break;
          here.push_back(c2);
          c = c2;
        }
      }
    }
    if (here.size() > 1) {
      std::sort(here.begin(), here.end());
      here.erase(std::unique(here.begin(), here.end()), here.end());
    }
    if (!any) {
      any = true;
      out.assign(here.begin(), here.end());
    } else {
      std::vector<ModelId>& both = scratch_both_;
      both.clear();
      std::set_intersection(out.begin(), out.end(), here.begin(), here.end(), std::back_inserter(both));
      out.assign(both.begin(), both.end());
    }
  }
  return any;
}

void Matcher::label_ops(ModelId p, std::vector<ModelId>& out) const {
  const auto same = ops_with_label(P_.label[p]);
  out.assign(same.begin(), same.end());
  if (!P_.has_plain_label(p)) return;
  const std::size_t mid = out.size();
  for (ModelId t : ops_with_label(P_.plain_label[p]))
    if (T_.layout_root[t] == kNone) out.push_back(t);
  std::inplace_merge(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(mid), out.end());
}

std::vector<ModelId> Matcher::label_candidates(ModelId p) const {
  std::vector<ModelId> out;
  label_ops(p, out);
  std::erase_if(out, [&](ModelId t) { return !acceptable(p, t); });
  return out;
}

void Matcher::touch_neighbours(ModelId p) {
  for (const auto& [c, slot] : P_.consumers[p]) {
    (void)slot;
    if (state_[c] == PState::Undecided && P_.kind[c] == ModelKind::Op) frontier_.push(1, c);
  }
  for (ModelId q : P_.producers[p])
    if (q != kNone && state_[q] == PState::Undecided && P_.kind[q] == ModelKind::Op) frontier_.push(1, q);
}

Outcome Matcher::commit(ModelId p, ModelId t) {
  commit_mark_ = trail_.size();
  std::deque<Pair> queue{{p, t}};
  Outcome out;
  propagate(queue, out, opt_.budget, /*commit=*/true);
  return out;
}

}  // namespace fxmatch::detail
