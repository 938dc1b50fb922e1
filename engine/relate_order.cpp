// relate stage 2b', order: where a functionalized forward hides eager's order.
//
// Design note. The segments follow the order in which eager autograd
// numbered the forward's nodes (relate_pairing.cpp). A functionalized (AOT)
// forward keeps that order for every op but one kind: a view of a base
// written in place (a view of a `*_scatter` result, or a view of such a
// view) is regenerated where it is first used, while eager made it anywhere
// between the write and that use (`keys = cache[..., :d]` right after the
// writes; `keys.transpose(1, 2)` after the query's projection; matmul's own
// expand and view at the call). The graph alone cannot tell where; the
// backward can, because it runs in eager's order: the backward op of such a
// view stands between the backward ops of the ops eager made around it.
// So such a view's segment floats within its window (never before what it
// reads, never after what reads it) and the alignment's cost decides where:
// a coordinate descent moves one floating segment at a time to each place in
// its window, re-aligns, and keeps a move only when the whole alignment gets
// strictly cheaper (ties keep the regenerated place). Bounded: at most
// kWindow places on each side of a view, kMaxRanked alignments by the DP
// alone and kMaxTries refined ones in all, and no search where one DP is
// already large (kSearchMaxCells).
#include "relate_impl.hpp"

#include <cmath>
#include <numeric>

namespace fxmatch::relate_detail {

namespace {
constexpr std::size_t kWindow = 12;   // places tried on each side of a floating segment
constexpr int kMaxTries = 24;         // refined alignments the search runs at most
constexpr int kMaxRanked = 128;       // alignments by the DP alone it runs at most
constexpr std::size_t kJudged = 1;    // places per view the refined alignment judges
}  // namespace

/// In a functionalized (AOT) graph, the views regenerated at their first
/// use: aliasing ops reading a `*_scatter` result or another such view.
std::vector<char> Relater::regenerated_views(const Graph& G) const {
  std::vector<char> floating(G.size(), 0);
  if (aot_tangent_.empty()) return floating;
  for (VertexId v = 0; v < G.size(); ++v) {
    const Node& nd = G.node(v);
    if (nd.kind != NodeKind::CallFunction || !rules_.is_aliasing(nd.target)) continue;
    if (base_of(nd.target).ends_with("_scatter")) continue;
    const VertexId p = G.producer(v, 0);
    if (p == kNoVertex) continue;
    if (base_of(G.node(p).target).ends_with("_scatter") || floating[p]) floating[v] = 1;
  }
  return floating;
}

/// The segments whose op is a regenerated view.
std::vector<VertexId> Relater::floating_views() const {
  std::vector<VertexId> out;
  const std::vector<char> floating = regenerated_views(F);
  for (VertexId v = 0; v < F.size(); ++v)
    if (floating[v] && seg_of_fwd_[v] >= 0) out.push_back(v);
  return out;
}

/// segs_[k] becomes the old segs_[from[k]]; every per-segment fact follows.
void Relater::permute_segments(const std::vector<int>& from) {
  // copies, not moves: a twin (relate_twins.cpp) takes one index twice
  auto perm = [&](auto& xs) {
    auto old = std::move(xs);
    xs.clear();
    xs.reserve(from.size());
    for (int k : from) xs.push_back(old[static_cast<std::size_t>(k)]);
  };
  perm(segs_);
  perm(seg_saved_);
  perm(seg_params_);
  perm(seg_passed_params_);
  perm(seg_passed_terms_);
  perm(seg_viewed_params_);
  perm(seg_reads_);
  perm(seg_emits_);
  perm(seg_reading_emits_);
  perm(empty_);
  if (seg_twin_.empty()) seg_twin_.assign(from.size(), 0);
  else perm(seg_twin_);
  perm(seg_orig_);
  for (std::size_t k = segs_.size(); k-- > 0;)  // a twin's op keeps its first (eager-latest) segment
    seg_of_fwd_[segs_[k]] = static_cast<int>(k);
}

double Relater::local_at(const std::vector<OpInfo>& infos, std::size_t i, int j) const {
  if (local_memo_.empty()) return local_cost(infos[i], j);
  const std::size_t n0 = local_memo_.size() / infos.size();
  double& c = local_memo_[i * n0 + static_cast<std::size_t>(seg_orig_[static_cast<std::size_t>(j)])];
  if (std::isnan(c)) c = local_cost(infos[i], j);
  return c;
}

/// The alignment's whole cost as align() reports it.
double Relater::alignment_cost(const std::vector<OpInfo>& infos) const {
  const std::size_t m = gops_.size(), n = segs_.size();
  std::vector<char> used(n, 0);
  double cost = 0;
  for (std::size_t i = 0; i < m; ++i) {
    cost += local_at(infos, i, sigma_[gops_[i]]) + flow_cost(gops_[i]);
    used[static_cast<std::size_t>(sigma_[gops_[i]])] = 1;
  }
  for (std::size_t j = 0; j < n; ++j) cost += used[j] ? (j < seg_twin_.size() && seg_twin_[j] ? kTwinCost : 0.0) : empty_[j];
  if (any_direct_needed_) {
    std::vector<int> have(n, 0);
    for (std::size_t i = 0; i < m; ++i) {
      const auto j = static_cast<std::size_t>(sigma_[gops_[i]]);
      const auto& [needed, op] = direct_needed_[segs_[j]];
      if (needed > 0 && base_of(B.node(gops_[i]).target) == op) ++have[j];
    }
    for (std::size_t j = 0; j < n; ++j)
      if (const int needed = direct_needed_[segs_[j]].first; used[j] && have[j] < needed) cost += needed - have[j];
  }
  return cost;
}

/// Segments in `order` (permute_segments()'s `from`); `twin` the index of
/// an inserted second segment of one op (relate_twins.cpp), else kNoTwin:
/// optional, at kTwinCost when used.
void Relater::apply_order(const std::vector<int>& order, std::size_t twin) {
  permute_segments(order);
  if (twin != kNoTwin) empty_[twin] = 0, seg_twin_[twin] = 1;
}

/// The alignment with the segments in `order` (apply_order()), refined or
/// the DP's alone: its cost and assignment. The segments are put back.
std::pair<double, std::vector<int>> Relater::trial(const std::vector<int>& order, std::size_t twin,
                                                   const std::vector<OpInfo>& infos,
                                                   const std::vector<char>& no_switch, bool refine) {
  const std::size_t n = segs_.size();
  apply_order(order, twin);
  solve(infos, no_switch, refine);
  std::pair<double, std::vector<int>> out{alignment_cost(infos), sigma_};
  std::vector<int> back(n);  // where each of today's segments went (the twin dropped)
  for (std::size_t k = 0; k < order.size(); ++k)
    if (k != twin) back[static_cast<std::size_t>(order[k])] = static_cast<int>(k);
  permute_segments(back);
  return out;
}

void Relater::search_order(const std::vector<OpInfo>& infos, const std::vector<char>& no_switch) {
  const std::vector<VertexId> views = floating_views();
  if (views.empty() || static_cast<double>(gops_.size()) * static_cast<double>(segs_.size()) > kSearchMaxCells) return;
  double best = alignment_cost(infos);  // of the refined alignment solve() left
  std::vector<int> best_sigma(sigma_);
  int tries = 0, ranked_runs = 0;
  auto move = [&](std::size_t from, std::size_t to) {  // the order with segs_[from] at index `to`
    std::vector<int> order(segs_.size());
    std::iota(order.begin(), order.end(), 0);
    const int x = order[from];
    order.erase(order.begin() + static_cast<std::ptrdiff_t>(from));
    order.insert(order.begin() + static_cast<std::ptrdiff_t>(to), x);
    return order;
  };
  for (bool improved = true; improved && tries < kMaxTries;) {
    improved = false;
    for (const VertexId v : views) {
      const std::size_t i = static_cast<std::size_t>(seg_of_fwd_[v]);
      const std::vector<char> up = reach(F, v, true), down = reach(F, v, false);
      // the window: later segments (eager-earlier) up to the first one v reads,
      // earlier segments (eager-later) down to the first one reading v
      std::vector<std::size_t> places;
      for (std::size_t k = i + 1; k < segs_.size() && k <= i + kWindow && !up[segs_[k]]; ++k) places.push_back(k);
      for (std::size_t k = i; k-- > 0 && k + kWindow >= i && !down[segs_[k]];) places.push_back(k);
      if (places.empty() || ranked_runs + static_cast<int>(places.size()) > kMaxRanked) continue;
      ranked_runs += static_cast<int>(places.size());
      // the DP alone ranks the places (cheap); the refined alignment judges the best few
      std::vector<std::pair<double, std::size_t>> ranked;
      for (const std::size_t k : places) ranked.push_back({trial(move(i, k), kNoTwin, infos, no_switch, false).first, k});
      std::stable_sort(ranked.begin(), ranked.end());
      std::size_t best_place = i;
      for (std::size_t r = 0; r < ranked.size() && r < kJudged && tries < kMaxTries; ++r, ++tries) {
        auto [c, s] = trial(move(i, ranked[r].second), kNoTwin, infos, no_switch, true);
        if (c < best - kSearchGain) best = c, best_place = ranked[r].second, best_sigma = std::move(s);
      }
      if (best_place != i) {
        apply_order(move(i, best_place), kNoTwin);
        improved = true;
      }
    }
  }
  sigma_ = best_sigma;
}

}  // namespace fxmatch::relate_detail
