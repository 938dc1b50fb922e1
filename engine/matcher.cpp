// The VF2-family search described in include/fxmatch/engine/matcher.hpp.
//
// State lives in one Matcher object: `map_` (pattern model node -> target
// model node), `used_` (how many pattern ops a target op class holds; a class
// of k value-numbered duplicates holds up to k, for injectivity), and a trail
// of assignments so look-ahead can be undone exactly.
#include "fxmatch/engine/matcher.hpp"

#include "search_model.hpp"

#include <algorithm>
#include <chrono>
#include <deque>
#include <optional>
#include <queue>
#include <unordered_map>

namespace fxmatch {

std::string_view to_string(How how) {
  switch (how) {
    case How::Exact: return "exact";
    case How::Leaf: return "leaf";
    case How::Transparent: return "transparent";
    case How::Partial: return "partial";
    case How::Unmatched: return "unmatched";
  }
  return "?";
}

namespace {

using detail::kNone;
using detail::ModelId;
using detail::ModelKind;
using detail::SearchModel;

enum class PState : std::uint8_t {
  Undecided,
  Mapped,       ///< map_[p] is the image
  ViewSkipped,  ///< one-sided view: image is via_[p] (its source's image)
  Boundary,     ///< op whose value enters the target as input via_[p]
  Unmatched,    ///< no image; reason_[p]
};

/// Result of a propagation run, used to score candidates.
struct Outcome {
  std::uint64_t contradictions = 0;
  std::uint64_t assigned = 0;
  std::uint64_t boundary = 0;
  std::uint64_t dead_ends = 0;  ///< undecided consumers left without any candidate
  /// contradictions of one kind: a pattern op with no counterpart forced onto
  /// a target op that already is another pattern node's image
  std::uint64_t absent = 0;
};

class Matcher {
 public:
  Matcher(const SearchModel& p, const SearchModel& t, const MatchOptions& opt)
      : P_(p), T_(t), opt_(opt) {
    map_.assign(P_.size(), kNone);
    via_.assign(P_.size(), kNone);
    state_.assign(P_.size(), PState::Undecided);
    reason_.assign(P_.size(), {});
    alternatives_.assign(P_.size(), {});
    used_.assign(T_.size(), 0);
    for (ModelId t_id = 0; t_id < T_.size(); ++t_id)
      if (T_.kind[t_id] == ModelKind::Op) by_label_[T_.label[t_id]].push_back(t_id);
  }

  void run();
  MatchResult result(double ms) const;
  /// The target vertex to name for each pattern vertex (kNoVertex if none).
  std::vector<VertexId> reported_vertices() const;

 private:
  // ---- assignments with undo -------------------------------------------
  void set_state(ModelId p, PState s, ModelId image) {
    trail_.push_back({p, state_[p], map_[p], via_[p]});
    state_[p] = s;
    if (s == PState::Mapped) {
      map_[p] = image;
      if (P_.kind[p] == ModelKind::Op) ++used_[image];
    } else {
      via_[p] = image;
    }
  }
  // ---- the best partial mapping so far (when the budget runs out) --------
  struct Snapshot {
    std::vector<ModelId> map, via;
    std::vector<std::uint32_t> used;
    std::vector<PState> state;
    std::vector<std::string> reason;
    std::vector<std::vector<ModelId>> alternatives;
    std::size_t mapped = 0;
  };
  std::size_t mapped_count() const {
    return static_cast<std::size_t>(std::count(state_.begin(), state_.end(), PState::Mapped));
  }
  Snapshot snapshot() const { return {map_, via_, used_, state_, reason_, alternatives_, mapped_count()}; }
  void restore(const Snapshot& s) {
    map_ = s.map, via_ = s.via, used_ = s.used, state_ = s.state, reason_ = s.reason, alternatives_ = s.alternatives;
    trail_.clear();
  }
  void undo_to(std::size_t mark) {
    while (trail_.size() > mark) {
      const auto& e = trail_.back();
      if (state_[e.p] == PState::Mapped && P_.kind[e.p] == ModelKind::Op) --used_[map_[e.p]];
      state_[e.p] = e.state;
      map_[e.p] = e.map;
      via_[e.p] = e.via;
      trail_.pop_back();
    }
  }

  /// The target node a decided pattern node stands for (kNone if none).
  ModelId image(ModelId p) const {
    switch (state_[p]) {
      case PState::Mapped: return map_[p];
      case PState::ViewSkipped: return via_[p];
      default: return kNone;
    }
  }

  // ---- propagation --------------------------------------------------------
  using Pair = std::pair<ModelId, ModelId>;
  /// Maps p -> t and pushes the forced consequences; returns false on contradiction.
  void propagate(std::deque<Pair>& queue, Outcome& out, std::uint64_t limit, bool commit);
  void resolve(ModelId p, ModelId t, std::deque<Pair>& queue, Outcome& out, bool commit);
  void push_producers(ModelId p, ModelId t, std::deque<Pair>& queue) const;
  void push_unit_consumers(ModelId p, std::deque<Pair>& queue, Outcome& out);
  bool slot_compatible(ModelId q, ModelId r) const;

  // ---- candidates ---------------------------------------------------------
  /// Candidates from mapped producers; nullopt when no producer is mapped.
  std::optional<std::vector<ModelId>> neighbour_candidates(ModelId p) const;
  std::vector<ModelId> label_candidates(ModelId p) const;
  bool acceptable(ModelId p, ModelId t) const {
    return has_room(t) && P_.labels_compatible(p, T_, t);
  }
  bool has_room(ModelId t) const { return used_[t] < T_.members_of(t).size();
  }
  struct Scored {
    ModelId t;
    Outcome o;
    bool exact_twin;
  };
  struct Selection {
    ModelId p;
    std::vector<ModelId> cands;
    const char* origin;
  };
  /// Candidates ordered best first by bounded look-ahead.
  std::vector<Scored> rank(ModelId p, const std::vector<ModelId>& cands, bool always_look = false);
  void note_alternatives(ModelId p, const std::vector<Scored>& scored, std::size_t chosen, const char* origin);
  static bool same_outcome(const Scored& a, const Scored& b);
  /// The next pattern op to decide and its candidates (p == kNone when done).
  Selection select();
  void set_unmatched(ModelId p, std::string reason);
  /// p has op inputs, none has a counterpart, and t reads computed values there.
  bool inputs_all_absent(ModelId p, ModelId t) const;
  void settle_dead_ends();
  bool search_strict(std::uint64_t step_limit);
  void search_greedy(bool clean_only);
  void place_unused_leaves();
  static bool size_only(const SearchModel& m, ModelId t);
  Outcome commit(ModelId p, ModelId t);
  void touch_neighbours(ModelId p);
  bool out_of_budget() const { return steps_ >= opt_.budget; }

  struct TrailEntry {
    ModelId p;
    PState state;
    ModelId map;
    ModelId via;
  };

  const SearchModel& P_;
  const SearchModel& T_;
  const MatchOptions& opt_;
  std::vector<ModelId> map_, via_;
  std::vector<std::uint32_t> used_;
  std::vector<PState> state_;
  std::vector<std::string> reason_;
  std::vector<std::vector<ModelId>> alternatives_;
  std::vector<TrailEntry> trail_;
  std::unordered_map<std::uint32_t, std::vector<ModelId>> by_label_;
  std::priority_queue<std::pair<std::size_t, ModelId>, std::vector<std::pair<std::size_t, ModelId>>,
                      std::greater<>>
      frontier_;
  std::vector<std::pair<std::size_t, ModelId>> anchors_;
  std::size_t next_anchor_ = 0;
  std::uint64_t steps_ = 0;
  bool budget_hit_ = false;
};

bool Matcher::slot_compatible(ModelId q, ModelId r) const {
  if (q == kNone || r == kNone) return q == r;
  if (P_.kind[q] == ModelKind::Leaf) return state_[q] != PState::Mapped || map_[q] == r;
  if (state_[q] == PState::Mapped) return map_[q] == r;
  return P_.labels_compatible(q, T_, r) || T_.view_like[r] || P_.view_like[q];
}

void Matcher::push_producers(ModelId p, ModelId t, std::deque<Pair>& queue) const {
  const auto& pp = P_.producers[p];
  const auto& tp = T_.producers[t];
  const std::size_t k = std::min(pp.size(), tp.size());
  bool swap = false;
  if (P_.commutative[p] && k == 2) {
    const bool straight = slot_compatible(pp[0], tp[0]) && slot_compatible(pp[1], tp[1]);
    swap = !straight && slot_compatible(pp[0], tp[1]) && slot_compatible(pp[1], tp[0]);
  }
  for (std::size_t s = 0; s < k; ++s) {
    const ModelId q = pp[s];
    const ModelId r = tp[swap ? 1 - s : s];
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
    auto cands = neighbour_candidates(c);
    if (!cands) continue;
    if (cands->empty()) ++out.dead_ends;
    else if (cands->size() == 1) queue.emplace_back(c, cands->front());
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
      push_producers(p, t, queue);
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
  std::optional<std::vector<ModelId>> result;
  const auto& prods = P_.producers[p];
  for (int s = 0; s < static_cast<int>(prods.size()); ++s) {
    if (prods[s] == kNone) continue;
    const ModelId tq = image(prods[s]);
    if (tq == kNone) continue;
    std::vector<ModelId> here;
    auto consider = [&](ModelId c, int slot) {
      const bool slot_ok = slot == s || (P_.commutative[p] && T_.commutative[c]);
      if (slot_ok && acceptable(p, c)) here.push_back(c);
    };
    // Look through chains of views the pattern lacks (unsqueeze then view, ...).
    std::vector<std::pair<ModelId, int>> views{{tq, s}};
    for (std::size_t i = 0; i < views.size() && i < 16; ++i) {
      for (const auto& [c, slot] : T_.consumers[views[i].first]) {
        consider(c, slot);
        if (T_.view_like[c] && slot == 0 && (!P_.view_like[p] || P_.maybe_view[p])) views.emplace_back(c, slot);
      }
    }
    std::sort(here.begin(), here.end());
    here.erase(std::unique(here.begin(), here.end()), here.end());
    if (!result) {
      result = std::move(here);
    } else {
      std::vector<ModelId> both;
      std::set_intersection(result->begin(), result->end(), here.begin(), here.end(), std::back_inserter(both));
      *result = std::move(both);
    }
  }
  return result;
}

std::vector<ModelId> Matcher::label_candidates(ModelId p) const {
  std::vector<ModelId> out;
  auto it = by_label_.find(P_.label[p]);
  if (it == by_label_.end()) return out;
  for (ModelId t : it->second)
    if (acceptable(p, t)) out.push_back(t);
  return out;
}

void Matcher::touch_neighbours(ModelId p) {
  for (const auto& [c, slot] : P_.consumers[p]) {
    (void)slot;
    if (state_[c] == PState::Undecided && P_.kind[c] == ModelKind::Op) frontier_.emplace(1, c);
  }
  for (ModelId q : P_.producers[p])
    if (q != kNone && state_[q] == PState::Undecided && P_.kind[q] == ModelKind::Op) frontier_.emplace(1, q);
}

Outcome Matcher::commit(ModelId p, ModelId t) {
  std::deque<Pair> queue{{p, t}};
  Outcome out;
  propagate(queue, out, opt_.budget, /*commit=*/true);
  return out;
}

std::vector<Matcher::Scored> Matcher::rank(ModelId p, const std::vector<ModelId>& cands, bool always_look) {
  std::vector<Scored> scored;
  scored.reserve(cands.size());
  for (ModelId t : cands) {
    if (out_of_budget()) break;
    Outcome o;
    if (cands.size() > 1 || always_look) {  // look-ahead only matters when there is a choice
      const std::size_t mark = trail_.size();
      std::deque<Pair> queue{{p, t}};
      propagate(queue, o, opt_.lookahead, /*commit=*/false);
      undo_to(mark);
    }
    scored.push_back({t, o, T_.raw_op[t] == P_.raw_op[p]});
  }
  std::stable_sort(scored.begin(), scored.end(), [](const Scored& a, const Scored& b) {
    if (a.o.contradictions != b.o.contradictions) return a.o.contradictions < b.o.contradictions;
    if (a.o.dead_ends != b.o.dead_ends) return a.o.dead_ends < b.o.dead_ends;
    if (a.o.assigned != b.o.assigned) return a.o.assigned > b.o.assigned;
    if (a.o.boundary != b.o.boundary) return a.o.boundary < b.o.boundary;
    if (a.exact_twin != b.exact_twin) return a.exact_twin;
    return a.t < b.t;
  });
  return scored;
}

bool Matcher::same_outcome(const Scored& a, const Scored& b) {
  return a.o.contradictions == b.o.contradictions && a.o.dead_ends == b.o.dead_ends && a.o.assigned == b.o.assigned &&
         a.o.boundary == b.o.boundary && a.exact_twin == b.exact_twin;
}

void Matcher::note_alternatives(ModelId p, const std::vector<Scored>& scored, std::size_t chosen,
                                const char* origin) {
  alternatives_[p].clear();
  const Scored& best = scored[chosen];
  for (std::size_t i = 0; i < scored.size(); ++i) {
    const Scored& s = scored[i];
    if (i != chosen && s.o.contradictions == 0 && best.o.contradictions == 0 && s.o.dead_ends == best.o.dead_ends &&
        s.o.assigned == best.o.assigned && s.o.boundary == best.o.boundary && s.exact_twin == best.exact_twin)
      alternatives_[p].push_back(s.t);
  }
  if (!alternatives_[p].empty())
    reason_[p] = std::to_string(alternatives_[p].size() + 1) + " " + origin +
                 " candidates fit equally well; chose the first in target program order";
  else if (best.o.contradictions > 0 || best.o.dead_ends > 0)
    reason_[p] = "no candidate fits without contradiction; chose the one with the fewest";
  else
    reason_[p].clear();
}

Matcher::Selection Matcher::select() {
  while (!frontier_.empty()) {
    const ModelId q = frontier_.top().second;
    frontier_.pop();
    if (state_[q] != PState::Undecided) continue;
    auto nc = neighbour_candidates(q);
    if (!nc || nc->empty()) continue;  // left for the anchor pass
    if (!frontier_.empty() && nc->size() > frontier_.top().first) {
      frontier_.emplace(nc->size(), q);  // a cheaper node may be waiting
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
// computed values (not inputs) in those places. Where the target reads an
// input instead (the loss outside a compiled module arrives as a tangent),
// the pattern's missing values are the boundary, not evidence against t.
bool Matcher::inputs_all_absent(ModelId p, ModelId t) const {
  bool any = false;
  const auto& pp = P_.producers[p];
  const auto& tp = T_.producers[t];
  for (std::size_t s = 0; s < pp.size(); ++s) {
    const ModelId q = pp[s];
    if (q == kNone || P_.kind[q] != ModelKind::Op) continue;
    if (state_[q] != PState::Unmatched) return false;
    if (s < tp.size() && tp[s] != kNone && T_.kind[tp[s]] == ModelKind::Leaf) return false;
    any = true;
  }
  return any;
}

void Matcher::set_unmatched(ModelId p, std::string reason) {
  set_state(p, PState::Unmatched, kNone);
  reason_[p] = std::move(reason);
}

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
    auto it = by_label_.find(P_.label[p]);
    const std::size_t n = it == by_label_.end() ? 0 : it->second.size();
    if (n == 0) {
      state_[p] = PState::Unmatched;
      reason_[p] = "the target has no node computing this operator with these arguments, dtype and shape";
      continue;
    }
    anchors_.emplace_back(n, p);
  }
  std::sort(anchors_.begin(), anchors_.end());
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
  if (budget_hit_ && strict.mapped > mapped_count()) restore(strict);
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

// Which target vertex to name for each pattern model node. A class of
// value-numbered duplicates hands out distinct members to the pattern ops
// mapped onto it, in pattern order; a leaf names the vertex that really feeds
// its consumer's reported image (behind any detach), which is what autograd
// saved, rather than the class representative.
std::vector<VertexId> Matcher::reported_vertices() const {
  const Graph& pg = *P_.graph;
  const Graph& tg = *T_.graph;
  std::vector<VertexId> by_model(P_.size(), kNoVertex);
  std::vector<std::uint32_t> handed(T_.size(), 0);
  for (ModelId p = 0; p < P_.size(); ++p) {
    const ModelId img = image(p);
    if (img == kNone) continue;
    if (P_.kind[p] == ModelKind::Op && state_[p] == PState::Mapped) {
      const auto members = T_.members_of(img);
      by_model[p] = members[handed[img]++ % members.size()];
    } else {
      by_model[p] = T_.vertex[img];
    }
  }
  auto real_producer = [&](VertexId v, int slot) {
    VertexId q = tg.producer(v, slot);
    while (q != kNoVertex && T_.contracted[q]) q = tg.producer(q, 0);
    return q;
  };
  std::vector<VertexId> out(pg.size(), kNoVertex);
  for (VertexId v = 0; v < pg.size(); ++v) {
    const ModelId p = P_.of_vertex[v];
    if (p == kNone) continue;
    out[v] = by_model[p];
    if (P_.kind[p] != ModelKind::Leaf || state_[p] != PState::Mapped) continue;
    // Each pattern leaf vertex (get_attrs of one attribute share a model
    // node) names what feeds its own consumers, looking through detaches.
    bool fed = false;
    std::vector<std::pair<VertexId, int>> uses = pg.consumers(v);
    for (std::size_t i = 0; i < uses.size(); ++i) {
      const auto [cv, slot] = uses[i];
      if (P_.contracted[cv]) {
        for (const auto& next : pg.consumers(cv)) uses.push_back(next);
        continue;
      }
      const ModelId c = P_.of_vertex[cv];
      if (c == kNone || state_[c] != PState::Mapped || P_.kind[c] != ModelKind::Op) continue;
      VertexId q = real_producer(by_model[c], slot);
      if ((q == kNoVertex || T_.of_vertex[q] != map_[p]) && P_.commutative[c])
        q = real_producer(by_model[c], 1 - slot);
      if (q != kNoVertex && T_.of_vertex[q] == map_[p] && (!fed || q < out[v])) {
        out[v] = q;  // the first in program order when consumers read different duplicates
        fed = true;
      }
    }
  }
  return out;
}

MatchResult Matcher::result(double ms) const {
  MatchResult r;
  const Graph& pg = *P_.graph;
  const Graph& tg = *T_.graph;
  auto name_of = [&](ModelId t) { return tg.node(T_.vertex[t]).name; };
  const std::vector<VertexId> reported = reported_vertices();
  for (VertexId v = 0; v < pg.size(); ++v) {
    const Node& node = pg.node(v);
    if (node.kind == NodeKind::Output) continue;
    NodeMatch m;
    m.pattern = v;
    const ModelId p = P_.of_vertex[v];
    const PState st = p == kNone ? PState::Unmatched : state_[p];
    const ModelId img = p == kNone ? kNone : image(p);
    if (img != kNone) {
      m.target = reported[v];
      for (VertexId dup : T_.members_of(img))
        if (dup != m.target) m.alternatives.push_back(dup);
      for (ModelId alt : alternatives_[p]) m.alternatives.push_back(T_.vertex[alt]);
    }
    if (P_.contracted[v]) {
      m.how = img == kNone ? How::Unmatched : How::Transparent;
      m.reason = "identity op " + node.target + ": reported as its source's image";
      if (img == kNone) m.reason += ", which is unmatched";
    } else if (st == PState::ViewSkipped) {
      m.how = How::Transparent;
      m.reason = "view-like op with no counterpart in the target: reported as its source's image";
    } else if (st == PState::Mapped) {
      m.how = P_.kind[p] == ModelKind::Leaf ? How::Leaf : How::Exact;
      m.reason = reason_[p];
      if (m.how == How::Exact) {
        // Check every argument slot against the target's producers.
        const auto& pp = P_.producers[p];
        const auto& tp = T_.producers[img];
        bool ok = pp.size() == tp.size();
        for (std::size_t s = 0; ok && s < pp.size(); ++s) {
          ModelId want = tp[s];
          ModelId have = image(pp[s]);
          if (state_[pp[s]] == PState::Boundary) have = via_[pp[s]];
          auto reaches = [&](ModelId from) {
            while (from != kNone) {
              if (from == have) return true;
              if (!T_.view_like[from] || T_.producers[from].empty()) return false;
              from = T_.producers[from][0];
            }
            return false;
          };
          if (!reaches(want) && !(P_.commutative[p] && tp.size() == 2 && reaches(tp[1 - s]))) {
            ok = false;
            m.reason = "argument " + std::to_string(s) + " is fed by '" + name_of(want) +
                       "' in the target, not by the image of the pattern's producer";
          }
        }
        if (!ok) m.how = How::Partial;
      }
    } else if (st == PState::Boundary) {
      m.how = How::Unmatched;
      m.reason = "no counterpart: the target receives this value as its input '" + name_of(via_[p]) + "'";
    } else {
      m.how = How::Unmatched;
      if (p != kNone && !reason_[p].empty()) {
        m.reason = reason_[p];
      } else if (p != kNone && P_.kind[p] == ModelKind::Leaf) {
        m.reason = P_.consumers[p].empty() ? "unused input: nothing constrains it"
                                           : "none of its consumers is matched";
      } else {
        m.reason = budget_hit_ ? "search budget exhausted before this node was reached" : "no consistent image";
      }
    }
    r.nodes.push_back(std::move(m));
  }
  r.stats.pattern_nodes = r.nodes.size();
  r.stats.target_nodes = tg.size() - (tg.output() == kNoVertex ? 0 : 1);
  for (const auto& m : r.nodes) r.stats.matched += m.target != kNoVertex;
  r.stats.steps = steps_;
  r.stats.complete = !budget_hit_;
  r.stats.match_ms = ms;
  return r;
}

}  // namespace

MatchResult match(const Graph& pattern, const Graph& target, const RuleSet& rules, const MatchOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  detail::LabelTable labels;
  const bool shaped = detail::is_annotated(pattern) && detail::is_annotated(target);
  const SearchModel p = detail::build_search_model(pattern, rules, labels, /*value_number=*/true, shaped);
  const SearchModel t = detail::build_search_model(target, rules, labels, /*value_number=*/true, shaped);
  Matcher m(p, t, options);
  m.run();
  const double ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return m.result(ms);
}

}  // namespace fxmatch
