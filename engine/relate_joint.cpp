// relate stage 3a, saved values from the joint: which forward value each saved
// backward input holds, where the joint graph is given.
//
// Design note. The answer is the composition of the two exact matches
// (backward -> joint, forward -> joint); it is "joint" only when every node it
// composes through is uniquely placed (a leaf is placed by its consumers'
// images, so their equally right alternatives count as ties; and they are
// placed only as surely as what they are computed from: an op the match left
// unmatched or partial, or placed against every candidate's contradictions,
// anchors nothing computed from it), and no saved
// leaf that B's structure cannot tell apart from another composes differently
// (doubt_interchangeable_leaves, colour refinement in graph_colors.hpp: those
// leave the evidence and the templates settle them among the compositions,
// as without the joint, settle_joint_doubts after infer_saved in
// relate_saved.cpp).
#include "relate_impl.hpp"

#include "graph_colors.hpp"

namespace fxmatch::relate_detail {

void Relater::saved_from_joint() {
  res_.used_joint = true;
  MatchResult mb = match(B, *J, rules_, opt_.match);
  MatchResult mf = match(F, *J, rules_, opt_.match);
  Side js{*J, rules_};
  // One class per joint value: identity ops stand for their producer, and the
  // joint re-reads an attribute in its backward part (`_param_constant3_1 =
  // self._param_constant3`): get_attrs of the same attribute are one value.
  std::unordered_map<std::string_view, VertexId> attr_rep;
  auto canon = [&](VertexId jv) {
    jv = js.real(jv);
    const Node& n = J->node(jv);
    if (n.kind == NodeKind::GetAttr) return attr_rep.try_emplace(n.target, jv).first->second;
    return jv;
  };
  std::unordered_map<VertexId, VertexId> j2f;
  for (const auto& m : mf.nodes) {
    if (m.target == kNoVertex || fs.transparent(m.pattern)) continue;
    j2f.try_emplace(canon(m.target), m.pattern);
  }
  // joint values whose forward preimage is in doubt: its forward match was
  // partial, or equally right at a joint value another forward node maps to
  std::unordered_set<VertexId> f_tied;
  for (const auto& m : mf.nodes) {
    if (m.target == kNoVertex || fs.transparent(m.pattern)) continue;
    bool tied = m.how != How::Exact && m.how != How::Leaf;
    for (VertexId a : m.alternatives)
      if (auto o = j2f.find(canon(a)); o != j2f.end() && fs.real(o->second) != fs.real(m.pattern)) tied = true;
    if (tied) f_tied.insert(canon(m.target));
  }
  // "joint" claims that both matches decide the answer: not when either
  // reported a tie on the way (the composition went through a node with
  // alternatives), was partial, or ran out of budget; then it is "position"
  // with the other compositions as alternatives.
  const bool complete = mb.stats.complete && mf.stats.complete;
  // A leaf has no label of its own: the matcher maps it to whatever feeds the
  // same argument slots of its consumers' images, so it is only as uniquely
  // placed as they are. A consumer that is not an exact match, or that has an
  // equally right alternative whose same slot reads a value composing to
  // another forward node (identical blocks, a recomputed checkpointed block),
  // leaves the leaf's answer in doubt; those compositions become alternatives.
  std::unordered_map<VertexId, const NodeMatch*> bm;
  for (const auto& m : mb.nodes) bm.emplace(m.pattern, &m);
  // A B op is anchored when it and every op it is computed from were placed
  // exactly by what the graphs show: an op left unmatched or partial, or
  // placed where every candidate contradicted something, places nothing
  // computed from it (a shifted placement carries whole layers to an
  // identical one and stays consistent from there on). A read of a buffer
  // after an in-place write into it (through views) is computed from the
  // write (a hand-written backward filling `zeros_like(q)` tile by tile). An
  // op made from leaves alone (`t(saved)`) is placed by its readers, as a
  // leaf is.
  std::vector<char> anchored(B.size(), 0), leafy(B.size(), 0);
  std::vector<VertexId> root(B.size());  // the buffer a value aliases
  std::unordered_map<VertexId, std::pair<char, char>> written;  // buffer -> (writes anchored, from leaves)
  for (VertexId v = 0; v < B.size(); ++v) {
    const Node& nd = B.node(v);
    root[v] = v;
    if (is_leaf(nd)) {
      anchored[v] = leafy[v] = 1;
      continue;
    }
    const auto e = bm.find(v);
    if (e == bm.end()) continue;  // the output node
    const NodeMatch& m = *e->second;
    bool ok = m.target != kNoVertex && !m.least_wrong && (m.how == How::Exact || m.how == How::Transparent);
    bool from_leaves = true;
    for (VertexId p : B.producers(v)) {
      if (p == kNoVertex) continue;
      ok = ok && anchored[p];
      from_leaves = from_leaves && leafy[p];
      if (const auto w = written.find(root[p]); w != written.end())
        ok = ok && w->second.first, from_leaves = from_leaves && w->second.second;
    }
    const VertexId self = B.producer(v, 0);
    if (self != kNoVertex && rules_.is_aliasing(nd.target)) root[v] = root[self];
    anchored[v] = ok;
    leafy[v] = from_leaves;
    if (self != kNoVertex && is_inplace_call(nd)) {
      auto [w, fresh] = written.try_emplace(root[self], ok, from_leaves);
      if (!fresh) w->second.first &= ok, w->second.second &= from_leaves;
    }
  }
  for (VertexId v = B.size(); v-- > 0;)
    if (leafy[v] && !is_leaf(B.node(v)))
      for (auto [u, sl] : B.consumers(v))
        if (bm.count(u) && !anchored[u]) anchored[v] = 0;
  // Re-reads of one attribute are one value: their consumers are pooled, and a
  // leaf that no op reads (only a dead `detach`) is placed by nothing.
  auto b_reads = bs.attribute_reads();
  // Up to three consumers deep: an alternative of a consumer further up is
  // followed back down the same argument slots to what it would make the leaf;
  // `tied`: a reader of the leaf was placed by a tie elsewhere.
  auto through_consumers = [&](VertexId c, VertexId ans, std::vector<VertexId>& alts, bool& tied) {
    bool unique = true;
    std::size_t real = 0, visited = 0;
    struct Item { VertexId v; std::vector<int> slots; };  // slots from the leaf up to v
    std::vector<Item> level;
    if (B.node(c).kind == NodeKind::GetAttr)
      for (VertexId r : b_reads[B.node(c).target]) level.push_back({r, {}});
    else
      level.push_back({c, {}});
    for (int depth = 0; depth < 3 && !level.empty(); ++depth) {
      std::vector<Item> next;
      for (std::size_t i = 0; i < level.size() && visited < 512; ++i, ++visited)
        for (auto [u, sl] : B.consumers(level[i].v)) {
          if (bs.transparent(u)) {
            level.push_back({u, level[i].slots});
            continue;
          }
          const auto e = bm.find(u);
          if (e == bm.end()) continue;  // the output node
          if (depth == 0) ++real;
          const NodeMatch& um = *e->second;
          if (um.target == kNoVertex || um.how != How::Exact || !anchored[u]) {
            if (depth == 0) unique = false;
            continue;
          }
          // placed by a tie elsewhere (a commutative `mul(grad, saved)` that
          // fits either of two joint branches): the leaf is only as placed as
          // that choice, and which other branch it would be no node here says
          if (depth == 0 && um.tie != kNoVertex) unique = false, tied = true;
          // the consumer's other inputs place it as much as the leaf does: one
          // of them with an equally right alternative that is another joint
          // value (an identical block) leaves the consumer, and the leaf, in doubt
          for (VertexId q : B.producers(u)) {
            for (int d = 0; d < 8 && q != kNoVertex && (bs.transparent(q) || is_getitem(B.node(q))); ++d)
              q = B.producer(q, 0);
            const auto qe = q == kNoVertex ? bm.end() : bm.find(q);
            if (qe == bm.end() || is_leaf(B.node(q)) || qe->second->target == kNoVertex) continue;
            for (VertexId a : qe->second->alternatives)
              if (canon(a) != canon(qe->second->target)) unique = false;
          }
          std::vector<int> path = level[i].slots;
          path.push_back(sl);
          for (VertexId a : um.alternatives) {
            VertexId p = a;
            for (auto k = path.size(); k-- > 0 && p != kNoVertex;) {
              p = J->producer(p, path[k]);
              if (p != kNoVertex) p = js.real(p);
            }
            const auto o = p == kNoVertex ? j2f.end() : j2f.find(canon(p));
            if (o == j2f.end()) {
              unique = false;
            } else if (fs.real(o->second) != ans) {
              unique = false;
              if (std::find(alts.begin(), alts.end(), fs.real(o->second)) == alts.end()) alts.push_back(fs.real(o->second));
            }
          }
          next.push_back({u, std::move(path)});
        }
      level = std::move(next);
    }
    return unique && real > 0;
  };
  for (const auto& m : mb.nodes) {
    if (!is_leaf(B.node(m.pattern)) || m.target == kNoVertex) continue;
    auto it = j2f.find(canon(m.target));
    bool sure = complete && it != j2f.end() && (m.how == How::Exact || m.how == How::Leaf);
    for (std::size_t k = 0; it == j2f.end() && k < m.alternatives.size(); ++k) it = j2f.find(canon(m.alternatives[k]));
    if (it == j2f.end()) continue;
    const VertexId ans = fs.real(it->second);
    saved_[m.pattern] = ans;
    sure = sure && !f_tied.count(it->first);
    for (VertexId a : m.alternatives)  // a tie that composes to another forward value
      if (auto o = j2f.find(canon(a)); o != j2f.end() && fs.real(o->second) != ans) sure = false;
    std::vector<VertexId> via;  // other answers through the consumers' alternatives
    bool tied = false;
    if (!through_consumers(m.pattern, ans, via, tied)) sure = false;
    if (tied && via.empty()) joint_tied_.insert(m.pattern);
    saved_how_[m.pattern] = sure ? "joint" : "position";
    for (VertexId a : via) {
      auto& alts = saved_alt_[m.pattern];
      if (std::find(alts.begin(), alts.end(), a) == alts.end()) alts.push_back(a);
    }
    if (!sure)
      for (VertexId a : m.alternatives)
        if (auto o = j2f.find(canon(a)); o != j2f.end() && fs.real(o->second) != ans) {
          auto& alts = saved_alt_[m.pattern];
          if (std::find(alts.begin(), alts.end(), fs.real(o->second)) == alts.end()) alts.push_back(fs.real(o->second));
        }
  }
  // B returns what the joint returns, in the same order (autograd.grad over
  // the same inputs): do the images of B's outputs keep it?
  bool in_order = true;
  if (const VertexId bo = output_of(B), jo = output_of(*J); bo != kNoVertex && jo != kNoVertex) {
    std::unordered_map<VertexId, std::size_t> jpos;
    const auto jouts = J->producers(jo);
    for (std::size_t k = 0; k < jouts.size(); ++k)
      if (jouts[k] != kNoVertex) jpos.try_emplace(canon(jouts[k]), k);
    std::size_t last = 0;
    bool any = false;
    for (VertexId p : B.producers(bo)) {
      const auto e = p == kNoVertex ? bm.end() : bm.find(bs.real(p));
      if (e == bm.end() || e->second->target == kNoVertex) continue;
      const auto k = jpos.find(canon(e->second->target));
      if (k == jpos.end()) continue;
      if (any && k->second <= last) in_order = false;
      last = k->second, any = true;
    }
  }
  doubt_interchangeable_leaves(in_order);
}

/// A symmetry of B (a loss symmetric in two views hands both branches one
/// gradient; same-structure parameters whose gradients only B's output order
/// tells apart) makes either placement of its branches on the joint an exact
/// match, and the matcher, fixing the rest, sees no tie at any one node.
/// Saved leaves that colour refinement cannot tell apart (graph_colors.hpp)
/// but whose compositions differ are in doubt: they leave saved_ (so they
/// are no evidence for the alignment), their compositions kept as
/// candidates for settle_joint_doubts().
void Relater::doubt_interchangeable_leaves(bool outputs_in_order) {
  std::unordered_map<std::uint64_t, std::vector<VertexId>> by_color;
  // The matcher places no output node, so the order of B's outputs (which
  // gradient is which parameter's) is evidence the composition did not use;
  // where its images stand among the joint's outputs in another order (two
  // branches of same-structure parameters, TensoRF's plane and line factors
  // without shapes, matched either way round), B's outputs tell its branches
  // apart no more than the matcher did: a multiset.
  const std::vector<std::uint64_t> col = detail::refine_colors(B, [&](const Node& n) {
    return (n.kind == NodeKind::Output && !outputs_in_order) || rules_.is_commutative(n.target);
  });
  for (VertexId leaf = 0; leaf < B.size(); ++leaf)  // in node order: the alternatives' order is B's
    if (saved_.count(leaf)) by_color[col[leaf]].push_back(leaf);
  for (const auto& [c, leaves] : by_color) {
    std::vector<VertexId> answers;
    for (VertexId L : leaves)
      if (std::find(answers.begin(), answers.end(), saved_[L]) == answers.end()) answers.push_back(saved_[L]);
    if (answers.size() < 2) continue;
    for (VertexId L : leaves) {
      std::vector<VertexId> cands{saved_[L]};  // its own composition first
      for (VertexId a : answers)
        if (a != saved_[L]) cands.push_back(a);
      joint_doubt_[L] = std::move(cands);
    }
  }
  // a leaf a tie placed, with no other composition known: its own, and the
  // templates may name another (settle_joint_doubts)
  for (VertexId L : joint_tied_)
    if (saved_.count(L) && !joint_doubt_.count(L)) joint_doubt_[L] = {saved_[L]};
  for (const auto& [L, cands] : joint_doubt_) saved_.erase(L), saved_how_.erase(L), saved_alt_.erase(L);
}

/// After infer_saved(): the templates' answer for a leaf in joint doubt, as
/// the alignment placed its reader, where they name it alone (`template`, no
/// alternatives) and it is one of the joint's compositions (or any value,
/// for a leaf a tie placed: its other compositions are unknown); else its
/// own composition. Either way `position`, the other compositions its
/// alternatives.
void Relater::settle_joint_doubts() {
  for (const auto& [L, cands] : joint_doubt_) {
    VertexId pick = cands.front();
    const auto it = saved_.find(L);
    if (it != saved_.end() && (contains(cands, fs.real(it->second)) || joint_tied_.count(L)) &&
        saved_how_[L] == "template" && saved_alt_[L].empty())
      pick = fs.real(it->second);
    saved_[L] = pick;
    saved_how_[L] = "position";
    auto& alts = saved_alt_[L];
    alts.clear();
    for (VertexId a : cands)
      if (a != pick) alts.push_back(a);
  }
}

}  // namespace fxmatch::relate_detail
