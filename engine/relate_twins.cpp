// relate stage 2b'', twins: one forward op that stands for two autograd nodes.
//
// Design note. AOTAutograd's forward is CSE'd: where the user wrote the same
// op on the same values twice (a hand-written norm's `x - mean` in the
// variance and again in the numerator), eager made two autograd nodes and
// the backward, a trace of eager's, runs both, each where eager's order puts
// it; the forward shows one op. With one segment per forward op the monotone
// alignment has no place for the second node's ops and shifts its
// neighbours. So an op of a functionalized forward that two segments read
// may have a twin: a second segment of the same op, inserted where eager may
// have made the second node (after what the op reads, before one of its
// readers). Whether it exists is the alignment's call, with a price: a
// twin is kept only where the whole refined alignment, paying kTwinCost for
// the twin, gets strictly cheaper than without it; an unused twin costs
// nothing and is dropped. Both segments answer grad_of with the one forward
// op. Bounded like relate_order.cpp's search, and cheaper: a twin the DP
// alone does not rank cheaper than no twin is not judged (a functionalized
// forward has many ops two segments read, few of them CSE'd).
#include "relate_impl.hpp"

#include <numeric>

namespace fxmatch::relate_detail {

namespace {
constexpr std::size_t kTwinWindow = 8;  // places tried on each side of the op's segment
constexpr int kMaxTwinTries = 16;       // refined alignments at most
constexpr int kMaxTwinRanked = 96;      // DP-only alignments at most
}  // namespace

void Relater::search_twins(const std::vector<OpInfo>& infos, const std::vector<char>& no_switch) {
  if (aot_tangent_.empty() || static_cast<double>(gops_.size()) * static_cast<double>(segs_.size()) > kSearchMaxCells) return;
  // ops of F with a segment that at least two segments read (through identities)
  std::vector<VertexId> cands;
  for (const VertexId f : segs_) {
    if (rules_.is_aliasing(F.node(f).target) || !ftmpl_[f]) continue;
    std::set<VertexId> readers;
    for (auto [c, sl] : fs.real_consumers(f))
      if (seg_of_fwd_[c] >= 0) readers.insert(c);
    if (readers.size() >= 2) cands.push_back(f);
  }
  if (cands.empty()) return;
  double best = alignment_cost(infos);
  std::vector<int> best_sigma(sigma_);
  // the DP alone without a twin: a twin it does not rank cheaper is not judged
  solve(infos, no_switch, false);
  double dp_base = alignment_cost(infos);
  int tries = 0, ranked_runs = 0;
  // the order with a twin of segs_[i] inserted at index k (before today's segs_[k])
  auto with_twin = [&](std::size_t i, std::size_t k) {
    std::vector<int> order(segs_.size());
    std::iota(order.begin(), order.end(), 0);
    order.insert(order.begin() + static_cast<std::ptrdiff_t>(k), static_cast<int>(i));
    return order;
  };
  for (const VertexId f : cands) {
    if (tries >= kMaxTwinTries) break;
    const std::size_t i = static_cast<std::size_t>(seg_of_fwd_[f]);
    const std::vector<char> up = reach(F, f, true);  // what f reads: the twin comes after it
    std::size_t lowest_reader = i;  // the eager-latest segment reading f: the twin comes before it
    for (auto [c, sl] : fs.real_consumers(f))
      if (seg_of_fwd_[c] >= 0) lowest_reader = std::min(lowest_reader, static_cast<std::size_t>(seg_of_fwd_[c]));
    std::vector<std::size_t> places;
    for (std::size_t k = i + 1; k <= segs_.size() && k <= i + kTwinWindow && (k == segs_.size() || !up[segs_[k]]); ++k)
      places.push_back(k);
    for (std::size_t k = i; k > lowest_reader && k + kTwinWindow > i; --k) places.push_back(k);
    if (places.empty() || ranked_runs + static_cast<int>(places.size()) > kMaxTwinRanked) continue;
    ranked_runs += static_cast<int>(places.size());
    std::vector<std::pair<double, std::size_t>> ranked;
    for (const std::size_t k : places) ranked.push_back({trial(with_twin(i, k), k, infos, no_switch, false).first, k});
    std::stable_sort(ranked.begin(), ranked.end());
    if (ranked.front().first >= dp_base - kSearchGain) continue;
    ++tries;
    const std::size_t k = ranked.front().second;
    auto [c, s] = trial(with_twin(i, k), k, infos, no_switch, true);
    if (c < best - kSearchGain) {
      best = c, best_sigma = std::move(s), dp_base = ranked.front().first;
      apply_order(with_twin(i, k), k);
    }
  }
  sigma_ = best_sigma;
}

}  // namespace fxmatch::relate_detail
