// The final pass, run only when the search's part of the budget ran out
// (matcher_state.hpp: the budget keeps a reserve of a few steps per pattern
// node for it). Every commitment the search made is kept; the pattern ops it
// did not reach are placed without look-ahead, each on the first candidate
// (target program order; for a node only its consumers fix, what their
// images read in its slot) that agrees with all its decided neighbours: label
// and room, every decided producer being the target's producer in that slot
// (either order for a commutative op), every decided consumer reading it in
// that slot. Producers are then forced slot by slot under the same test
// (leaves take the value, an op forced onto a target input is the boundary,
// also one without a counterpart; a view present on one side only is
// stepped over). A node that fits nowhere
// stays undecided and is reported as not reached; nothing here backtracks,
// and one check is one step, so the pass never goes past MatchOptions::budget.
#include "matcher_state.hpp"

#include <string>
#include <vector>

namespace fxmatch::detail {

namespace {
constexpr std::size_t kFinishTries = 8;  // candidates checked per node
const std::string kFinishReason = std::string(kFinishReasonPrefix) +
                                  ": the first candidate in target program order that agrees with its decided "
                                  "neighbours";
}  // namespace

bool Matcher::locally_consistent(ModelId p, ModelId t, bool& swapped) const {
  swapped = false;
  if (state_[p] != PState::Undecided || P_.kind[p] != ModelKind::Op) return false;
  if (T_.kind[t] != ModelKind::Op || !acceptable(p, t)) return false;
  const auto& pp = P_.producers[p];
  const auto& tp = T_.producers[t];
  if (pp.size() != tp.size()) return false;
  // Pattern producer q in a slot the target fills with r.
  auto agrees = [&](ModelId q, ModelId r) {
    // A slot only the target op fills (operand-mapped equivalence): it must
    // not hold another pattern node's value.
    if (q == kNone) return r == kNone || used_[r] == 0;
    if (r == kNone) return false;
    switch (state_[q]) {
      case PState::Undecided: return true;  // forced onto r next
      case PState::Mapped:
      case PState::ViewSkipped: return image(q) == r;
      case PState::Boundary: return via_[q] == r;
      case PState::Unmatched:  // no counterpart: r must not be another node's value
        return P_.kind[q] != ModelKind::Op || T_.kind[r] != ModelKind::Op || used_[r] == 0;
    }
    return false;
  };
  auto slots_agree = [&](bool swap) {
    for (std::size_t s = 0; s < pp.size(); ++s)
      if (!agrees(pp[s], tp[swap ? 1 - s : s])) return false;
    return true;
  };
  if (!slots_agree(false)) {
    if (!(P_.commutative[p] && pp.size() == 2 && slots_agree(true))) return false;
    swapped = true;
  }
  for (const auto& [c, slot] : P_.consumers[p]) {
    switch (state_[c]) {
      case PState::Mapped: {
        if (P_.kind[c] != ModelKind::Op) break;
        const auto& cp = T_.producers[map_[c]];
        const auto at = [&](std::size_t s) { return s < cp.size() ? cp[s] : kNone; };
        const auto s = static_cast<std::size_t>(slot);
        if (at(s) != t && !(P_.commutative[c] && cp.size() == 2 && at(1 - s) == t)) return false;
        break;
      }
      case PState::ViewSkipped:
        if (via_[c] != t) return false;
        break;
      case PState::Boundary: return false;  // its consumer lies outside the target
      default: break;
    }
  }
  return true;
}

void Matcher::place_locally(ModelId p, ModelId t) {
  std::vector<Pair> work{{p, t}};
  while (!work.empty() && steps_ < opt_.budget) {
    auto [q, r] = work.back();
    work.pop_back();
    ++steps_;
    if (state_[q] == PState::Unmatched && P_.kind[q] == ModelKind::Op && T_.kind[r] == ModelKind::Leaf) {
      set_state(q, PState::Boundary, r);  // no counterpart as an op: its value enters the target there
      continue;
    }
    if (state_[q] != PState::Undecided) continue;
    if (P_.kind[q] == ModelKind::Leaf) {  // a leaf takes the value it is forced onto
      set_state(q, PState::Mapped, r);
      reason_[q] = kFinishReason;
      continue;
    }
    if (T_.kind[r] == ModelKind::Leaf) {  // computes what the target receives as an input
      set_state(q, PState::Boundary, r);
      continue;
    }
    bool swapped = false;
    if (!locally_consistent(q, r, swapped)) {
      if (!P_.labels_compatible(q, T_, r) && T_.view_like[r] && !T_.producers[r].empty()) {
        work.emplace_back(q, T_.producers[r][0]);  // a view the pattern lacks
      } else if (!P_.labels_compatible(q, T_, r) && P_.view_like[q] && !P_.producers[q].empty()) {
        set_state(q, PState::ViewSkipped, r);  // a view the target lacks
        work.emplace_back(P_.producers[q][0], r);
      }
      continue;  // else it stays undecided: reported as not reached
    }
    set_state(q, PState::Mapped, r);
    reason_[q] = kFinishReason;
    alternatives_[q].clear();
    touch_neighbours(q);
    const auto& qp = P_.producers[q];
    const auto& rp = T_.producers[r];
    for (std::size_t s = 0; s < qp.size(); ++s) {
      const ModelId from = qp[s], onto = rp[swapped ? 1 - s : s];
      if (from != kNone && onto != kNone && (state_[from] == PState::Undecided || state_[from] == PState::Unmatched))
        work.emplace_back(from, onto);
    }
  }
}

void Matcher::finish_without_lookahead() {
  frontier_ = {};
  next_anchor_ = 0;
  for (ModelId p = 0; p < P_.size(); ++p)
    if (state_[p] == PState::Mapped && P_.kind[p] == ModelKind::Op) touch_neighbours(p);
  while (steps_ < opt_.budget) {
    Selection sel = select();
    if (sel.p == kNone) break;
    if (sel.cands.empty() && std::string_view(sel.origin) == "consumer") {
      // Its decided consumers fix it: what their images read in its slot.
      for (const auto& [c, slot] : P_.consumers[sel.p]) {
        if (state_[c] != PState::Mapped || P_.kind[c] != ModelKind::Op) continue;
        const auto& cp = T_.producers[map_[c]];
        const auto s = static_cast<std::size_t>(slot);
        if (s < cp.size() && cp[s] != kNone) sel.cands.push_back(cp[s]);
        if (P_.commutative[c] && cp.size() == 2 && s < 2 && cp[1 - s] != kNone) sel.cands.push_back(cp[1 - s]);
      }
    }
    if (sel.cands.empty()) {
      if (std::string_view(sel.origin) == "neighbour")
        set_unmatched(sel.p, "no consumer of its matched inputs' images computes this operator");
      continue;  // else left undecided: reported as not reached
    }
    std::size_t tries = 0;
    for (ModelId t : sel.cands) {
      if (tries++ == kFinishTries || steps_ >= opt_.budget) break;
      ++steps_;
      bool swapped = false;
      if (locally_consistent(sel.p, t, swapped)) {
        place_locally(sel.p, t);
        break;
      }
    }
  }
}

}  // namespace fxmatch::detail
