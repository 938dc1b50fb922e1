// Private: the matcher's state and phases, shared by the engine/matcher_*.cpp
// files (one phase each):
//   matcher_propagate.cpp  forced producers, unit propagation, candidates
//   matcher_choice.cpp     selection of the next node, look-ahead ranking
//   matcher_search.cpp     strict (backtracking) and greedy phases, unread inputs
//   matcher_finish.cpp     when the budget runs out: place the rest without look-ahead
//   matcher_report.cpp     MatchResult: how/target/reason per pattern node
//   matcher.cpp            match(): search models, size-1 mode, run
//
// State lives in one Matcher object: `map_` (pattern model node -> target
// model node), `used_` (how many pattern ops a target op class holds; a class
// of k value-numbered duplicates holds up to k, for injectivity), and a trail
// of assignments so look-ahead can be undone exactly. Target ops are indexed
// by label, a view by layout under its plain label too (label_ops(): what
// labels_compatible() may accept, so label candidates and anchor counts agree
// with it).
//
// The budget (MatchOptions::budget, counted in resolve() steps) is split in
// two: the search (strict, greedy, look-ahead) stops at `search_limit_`; the
// rest, `reserve` (a few steps per pattern node), is kept for the final pass
// that places what the search did not reach without look-ahead. Each choice's
// look-ahead gets at most kLookShare fair shares of what the search has left
// (left / undecided ops), divided equally among its candidates.
#pragma once

#include <algorithm>

#include "fxmatch/engine/matcher.hpp"

#include "search_model.hpp"

#include <cstdint>
#include <deque>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace fxmatch::detail {

using detail::kNone;
using detail::ModelId;
using detail::ModelKind;
using detail::SearchModel;

/// The reason of a choice every candidate of which contradicted something (matcher_choice.cpp).
inline constexpr std::string_view kLeastWrongReason =
    "no candidate fits without contradiction; chose the one with the fewest";
/// How the final pass's placements begin their reason (matcher_finish.cpp).
inline constexpr const char* kFinishReasonPrefix = "placed without look-ahead after the search budget ran out";

/// Pattern ops to decide next, fewest candidates first, then program order.
/// A binary heap of (candidates, op) packed in one word (candidates in the
/// high half): the same order as the pairs, one integer compare per step.
class Frontier {
 public:
  bool empty() const { return heap_.empty(); }
  void push(std::size_t cands, ModelId p) {
    const std::uint64_t c = std::min<std::uint64_t>(cands, 0xFFFFFFFFu);  // < 2^32 target nodes anyway
    heap_.push_back(c << 32 | p);
    std::push_heap(heap_.begin(), heap_.end(), std::greater<>{});
  }
  ModelId top_op() const { return static_cast<ModelId>(heap_.front() & 0xFFFFFFFFu); }
  std::size_t top_cands() const { return static_cast<std::size_t>(heap_.front() >> 32); }
  void pop() {
    std::pop_heap(heap_.begin(), heap_.end(), std::greater<>{});
    heap_.pop_back();
  }

 private:
  std::vector<std::uint64_t> heap_;
};

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
    tied_by_.assign(P_.size(), kNone);
    alternatives_.assign(P_.size(), {});
    used_.assign(T_.size(), 0);
    // The final pass needs about one check per pattern node and neighbour.
    const std::uint64_t reserve = std::min<std::uint64_t>(opt_.budget / 2, kReservePerNode * P_.size());
    search_limit_ = opt_.budget - reserve;
    // Target ops by label: CSR over the table's dense label ids, target order.
    // A view by layout is listed under its plain label too (a pattern view
    // that has no layout is compared with it by that: labels_compatible).
    // plain_count_: per label, the target ops with it and no layout root
    // (label_count() counts a pattern view's candidates without listing them).
    label_start_.assign(T_.table->label_count() + 1, 0);
    plain_count_.assign(T_.table->label_count(), 0);
    for (ModelId t_id = 0; t_id < T_.size(); ++t_id)
      if (T_.kind[t_id] == ModelKind::Op) {
        ++label_start_[T_.label[t_id] + 1];
        if (T_.has_plain_label(t_id)) ++label_start_[T_.plain_label[t_id] + 1];
        if (T_.layout_root[t_id] == kNone) ++plain_count_[T_.label[t_id]];
      }
    for (std::size_t l = 1; l < label_start_.size(); ++l) label_start_[l] += label_start_[l - 1];
    by_label_.resize(label_start_.back());
    std::vector<std::uint32_t> next(label_start_.begin(), label_start_.end() - 1);
    for (ModelId t_id = 0; t_id < T_.size(); ++t_id)
      if (T_.kind[t_id] == ModelKind::Op) {
        by_label_[next[T_.label[t_id]]++] = t_id;
        if (T_.has_plain_label(t_id)) by_label_[next[T_.plain_label[t_id]]++] = t_id;
      }
  }

  void run();
  MatchResult result(double ms) const;
  /// The target vertex to name for each pattern vertex (kNoVertex if none).
  std::vector<VertexId> reported_vertices() const;

 private:
  // ---- assignments with undo -------------------------------------------
  void set_state(ModelId p, PState s, ModelId image) {
    trail_.push_back({p, state_[p], map_[p], via_[p]});
    if (P_.kind[p] == ModelKind::Op) undecided_ops_ += (s == PState::Undecided) - (state_[p] == PState::Undecided);
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
    std::vector<ModelId> tied_by;
    std::size_t mapped = 0;
  };
  std::size_t mapped_count() const {
    return static_cast<std::size_t>(std::count(state_.begin(), state_.end(), PState::Mapped));
  }
  Snapshot snapshot() const { return {map_, via_, used_, state_, reason_, alternatives_, tied_by_, mapped_count()}; }
  void restore(const Snapshot& s) {
    map_ = s.map, via_ = s.via, used_ = s.used, state_ = s.state, reason_ = s.reason, alternatives_ = s.alternatives;
    tied_by_ = s.tied_by;
    trail_.clear();
    count_undecided();
  }
  void count_undecided() {
    undecided_ops_ = 0;
    for (ModelId p = 0; p < P_.size(); ++p)
      undecided_ops_ += P_.kind[p] == ModelKind::Op && state_[p] == PState::Undecided;
  }
  void undo_to(std::size_t mark) {
    while (trail_.size() > mark) {
      const auto& e = trail_.back();
      if (state_[e.p] == PState::Mapped && P_.kind[e.p] == ModelKind::Op) --used_[map_[e.p]];
      if (P_.kind[e.p] == ModelKind::Op)
        undecided_ops_ += (e.state == PState::Undecided) - (state_[e.p] == PState::Undecided);
      // a tie's reason belongs to the placement being undone
      if (e.state == PState::Undecided && reason_[e.p].rfind(kTieReasonPrefix, 0) == 0) reason_[e.p].clear();
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
  void push_producers(ModelId p, ModelId t, std::deque<Pair>& queue, bool commit) const;
  void push_unit_consumers(ModelId p, std::deque<Pair>& queue, Outcome& out);
  bool slot_compatible(ModelId q, ModelId r) const;

  // ---- candidates ---------------------------------------------------------
  /// Candidates from mapped producers; nullopt when no producer is mapped.
  std::optional<std::vector<ModelId>> neighbour_candidates(ModelId p) const;
  /// The same into `out` (no allocation once warm); false for nullopt.
  bool neighbour_candidates_into(ModelId p, std::vector<ModelId>& out) const;
  std::vector<ModelId> label_candidates(ModelId p) const;
  /// Target ops whose label may be p's (labels_compatible, metas aside), in
  /// target order: those listed under its label, and for a view by layout
  /// those without a layout listed under its plain label. Into `out`.
  void label_ops(ModelId p, std::vector<ModelId>& out) const;
  /// label_ops(p).size() without listing them (the anchors' order).
  std::size_t label_count(ModelId p) const {
    const std::size_t n = ops_with_label(P_.label[p]).size();
    if (!P_.has_plain_label(p) || P_.plain_label[p] >= plain_count_.size()) return n;
    return n + plain_count_[P_.plain_label[p]];
  }
  bool acceptable(ModelId p, ModelId t) const {
    return has_room(t) && P_.labels_compatible(p, T_, t);
  }
  bool has_room(ModelId t) const { return used_[t] == 0 || used_[t] < T_.members_of(t).size(); }
  struct Scored {
    ModelId t;
    Outcome o;
    bool exact_twin;
    bool looked = true;  ///< false: the choice's look-ahead share ran out before it
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
  /// q's matched op inputs' images are all ancestors of target node r.
  bool computed_from_inputs_of(ModelId q, ModelId r) const;
  /// Pattern op q has no counterpart and is no view (a view the target lacks
  /// is stepped over): the other capture computes its value in other ops.
  bool decomposed(ModelId q) const {
    return q != kNone && P_.kind[q] == ModelKind::Op && state_[q] == PState::Unmatched && !P_.view_like[q];
  }
  /// Every op input of q has an image.
  bool inputs_placed(ModelId q) const {
    for (ModelId x : P_.producers[q])
      if (x != kNone && P_.kind[x] == ModelKind::Op && image(x) == kNone) return false;
    return true;
  }
  /// The op operand of commutative two-operand p other than slot s, when it
  /// is decomposed() and p's slot s operand is placed; kNone otherwise.
  ModelId absent_operand(ModelId p, int s) const {
    const auto& pp = P_.producers[p];
    const ModelId q = pp[1 - s];
    if (!decomposed(q)) return kNone;
    return state_[pp[s]] == PState::Mapped ? q : kNone;
  }
  void settle_dead_ends();
  bool search_strict(std::uint64_t step_limit);
  void search_greedy(bool clean_only);
  void place_unused_leaves();
  static bool size_only(const SearchModel& m, ModelId t);
  Outcome commit(ModelId p, ModelId t);
  void touch_neighbours(ModelId p);
  /// The search's part of the budget is spent (the final pass has the rest).
  bool out_of_budget() const { return steps_ >= search_limit_; }
  /// Steps one choice's look-ahead may spend in all (see the note at the top).
  std::uint64_t look_allowance() const {
    const std::uint64_t left = search_limit_ > steps_ ? search_limit_ - steps_ : 0;
    return kLookShare * (left / (undecided_ops_ + 1));
  }
  // ---- the final pass (matcher_finish.cpp) -------------------------------
  void finish_without_lookahead();
  /// p -> t agrees with every decided neighbour of p (labels, room, slots).
  bool locally_consistent(ModelId p, ModelId t, bool& swapped) const;
  void place_locally(ModelId p, ModelId t);

  static constexpr std::uint64_t kReservePerNode = 4;
  static constexpr const char* kTieReasonPrefix = "placed by the tie at '";
  static constexpr std::uint64_t kLookShare = 64;
  static constexpr std::uint64_t kMinLook = 16;
  /// How many nodes of a chain of target views neighbour_candidates looks through.
  static constexpr std::size_t kViewReach = 16;
  /// How many target ancestors computed_from_inputs_of() walks at most.
  static constexpr std::size_t kDecompositionReach = 256;

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
  std::vector<ModelId> tied_by_;  ///< the tie that placed p (read where reason_[p] says so)
  std::vector<std::vector<ModelId>> alternatives_;
  std::vector<TrailEntry> trail_;
  // Scratch lists of neighbour_candidates_into and push_unit_consumers (kept
  // to spare an allocation per call; no call of them is nested in another).
  mutable std::vector<ModelId> scratch_here_, scratch_both_;
  std::vector<ModelId> scratch_unit_;
  std::size_t commit_mark_ = 0;  ///< trail size when the last commit() began
  std::vector<std::uint32_t> plain_count_;  ///< per label: target ops with it and no layout root
  /// Target ops with `label` (or, views by layout, that plain label), in target order.
  std::span<const ModelId> ops_with_label(std::uint32_t label) const {
    if (static_cast<std::size_t>(label) + 1 >= label_start_.size()) return {};
    return {by_label_.data() + label_start_[label], label_start_[label + 1] - label_start_[label]};
  }
  std::vector<std::uint32_t> label_start_;  ///< label -> first index in by_label_ (CSR)
  std::vector<ModelId> by_label_;
  Frontier frontier_;
  std::vector<std::pair<std::size_t, ModelId>> anchors_;
  std::size_t next_anchor_ = 0;
  std::uint64_t steps_ = 0;
  std::uint64_t search_limit_ = 0;
  std::size_t undecided_ops_ = 0;
  bool budget_hit_ = false;
};

}  // namespace fxmatch::detail
