// Reporting: turns the final state into a MatchResult. A value-numbered class
// hands distinct members to the pattern ops mapped on it; a leaf names the
// vertex that really feeds its consumer's image; an op whose value enters the
// target as an input is reported `boundary` with that input as its target;
// exact ops are checked slot by slot (a mismatch is `partial`).
#include "matcher_state.hpp"

#include <algorithm>

namespace fxmatch::detail {


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
  // Where the pattern's computation starts in the target: its first mapped op's image.
  VertexId start = kNoVertex;
  for (ModelId p = 0; p < P_.size(); ++p)
    if (P_.kind[p] == ModelKind::Op && state_[p] == PState::Mapped && by_model[p] != kNoVertex)
      start = std::min(start, by_model[p]);
  // Graph::consumers(v) into one reused list: appended, then that part sorted.
  std::vector<std::pair<VertexId, int>> uses;
  auto append_consumers = [&](VertexId u) {
    const std::size_t from = uses.size();
    for (auto [it, end] = boost::out_edges(u, pg.boost()); it != end; ++it)
      uses.emplace_back(boost::target(*it, pg.boost()), pg.boost()[*it].slot);
    std::sort(uses.begin() + static_cast<std::ptrdiff_t>(from), uses.end());
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
    uses.clear();
    append_consumers(v);
    for (std::size_t i = 0; i < uses.size(); ++i) {
      const auto [cv, slot] = uses[i];
      if (P_.contracted[cv]) {
        append_consumers(cv);
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
    // An input of the pattern (a placeholder: a partitioned backward's saved
    // value) exists before the pattern computes anything: where what feeds its
    // consumers is a duplicate op the target computes only after the pattern's
    // first op, it names the latest duplicate computed before that (the
    // partitioner CSEs the joint's recomputed `div` and saves the forward's).
    // A get_attr leaf (make_fx's saved constant) names what feeds its
    // consumers, the variable the traced backward read.
    if (pg.node(v).kind == NodeKind::Placeholder && out[v] != kNoVertex && start != kNoVertex && out[v] > start &&
        tg.node(out[v]).kind == NodeKind::CallFunction) {
      VertexId before = kNoVertex;
      for (VertexId d : T_.members_of(map_[p]))
        if (d < start && tg.node(d).kind == NodeKind::CallFunction) before = d;
      if (before != kNoVertex) out[v] = before;
    }
  }
  return out;
}

MatchResult Matcher::result(double ms) const {
  MatchResult r;
  const Graph& pg = *P_.graph;
  const Graph& tg = *T_.graph;
  auto name_of = [&](ModelId t) { return tg.node(T_.vertex[t]).name; };
  auto name_of_pattern = [&](ModelId q) { return pg.node(P_.vertex[q]).name; };
  const std::vector<VertexId> reported = reported_vertices();
  // Exact size: regrowth would hold the old and the new array at once, and at
  // this point (the end of a match) that was the process's peak.
  r.nodes.reserve(pg.size() - (pg.output() == kNoVertex ? 0 : 1));
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
    if (st == PState::Boundary) {
      // Its value crosses into the target there (also for an identity op on it).
      m.how = How::Boundary;
      m.target = T_.vertex[via_[p]];
      m.reason = "its value enters the target as the input '" + name_of(via_[p]) +
                 "': forced by its matched consumers";
    } else if (P_.contracted[v]) {
      m.how = img == kNone ? How::Unmatched : How::Transparent;
      m.reason = "identity op " + node.target.str() + ": reported as its source's image";
      if (img == kNone) m.reason += ", which is unmatched";
    } else if (st == PState::ViewSkipped) {
      m.how = How::Transparent;
      m.reason = "view-like op with no counterpart in the target: reported as its source's image";
    } else if (st == PState::Mapped) {
      m.how = P_.kind[p] == ModelKind::Leaf ? How::Leaf : How::Exact;
      m.reason = reason_[p];
      if (reason_[p].rfind(kTieReasonPrefix, 0) == 0 && tied_by_[p] != kNone) m.tie = P_.vertex[tied_by_[p]];
      m.least_wrong = reason_[p] == kLeastWrongReason;
      if (m.how == How::Exact) {
        // Check every argument slot against the target's producers.
        const auto& pp = P_.producers[p];
        const auto& tp = T_.producers[img];
        // A target op may have operands the pattern op lacks when an
        // equivalence renames it (nearest upsampling as `_unsafe_index`,
        // whose index operands the other capture computes from arange): fine
        // when none of them is the image of a pattern node.
        // An operand-mapped equivalence leaves such slots empty (kNone) in
        // the pattern op's own list, wherever they sit.
        bool ok = pp.size() <= tp.size();
        std::size_t extra = 0;
        for (std::size_t s = 0; ok && s < tp.size(); ++s) {
          if (s < pp.size() && pp[s] != kNone) continue;
          if (tp[s] == kNone) continue;  // empty on both sides (the same equivalence)
          ++extra;
          if (tp[s] != kNone && used_[tp[s]] > 0) {
            ok = false;
            m.reason = "the target op reads more operands than the pattern op, and its operand " +
                       std::to_string(s) + " ('" + name_of(tp[s]) + "') is another pattern node's image";
          }
        }
        if (ok && extra > 0 && m.reason.empty())
          m.reason = "operator equivalence: the target op's " + std::to_string(extra) + " extra operand" +
                     (extra == 1 ? "" : "s") + " (computed there only) have no counterpart in the pattern";
        for (std::size_t s = 0; ok && s < pp.size(); ++s) {
          if (pp[s] == kNone) continue;  // checked above
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
          // Two strided views of one block of their roots, spelled with
          // different chains of views (push_producers forced the roots).
          if (s == 0 && !reaches(want) && P_.layout_root[p] != kNone && T_.layout_root[img] != kNone &&
              image(P_.layout_root[p]) == T_.layout_root[img]) {
            if (m.reason.empty())
              m.reason = "the same block of '" + name_of(T_.layout_root[img]) +
                         "' as the pattern's view, read through other views ('" + name_of(want) + "')";
            continue;
          }
          // A regrouped sum (neighbour_candidates_into): the target adds the
          // missing term's pieces one by one; the placed operand is a term
          // further down its chain of sums.
          if (const ModelId missing = P_.commutative[p] && pp.size() == 2 ? absent_operand(p, static_cast<int>(s)) : kNone;
              missing != kNone && !reaches(want) && !reaches(tp.size() == 2 ? tp[1 - s] : kNone)) {
            ModelId down = img;
            std::string entry;
            for (std::size_t d = 0; d < kDecompositionReach && entry.empty(); ++d) {
              const auto& dp = T_.producers[down];
              if (dp.size() != 2 || T_.label[down] != T_.label[img]) break;
              if (reaches(dp[0]) || reaches(dp[1])) entry = name_of(down);
              else down = T_.label[dp[0]] == T_.label[img] ? dp[0] : dp[1];
            }
            if (!entry.empty()) {
              ok = false;
              m.reason = "a regrouped sum: the target adds the pieces of '" + name_of_pattern(missing) +
                         "' (no counterpart) one at a time; '" + name_of(have) + "' enters the chain at '" + entry + "'";
              break;
            }
          }
          if (!reaches(want) && !(P_.commutative[p] && tp.size() == 2 && reaches(tp[1 - s]))) {
            ok = false;
            m.reason = "argument " + std::to_string(s) + " is fed by '" + name_of(want) +
                       "' in the target, not by the image of the pattern's producer";
          }
        }
        if (!ok) m.how = How::Partial;
        // placed by the final pass: say so after what disagrees
        if (!ok && reason_[p].rfind(kFinishReasonPrefix, 0) == 0) m.reason += " (" + reason_[p] + ")";
      }
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

}  // namespace fxmatch::detail
