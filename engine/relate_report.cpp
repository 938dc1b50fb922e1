// relate stage 5, report: the result lists and the saved-for-backward memory.
//
// Design note. Every answer carries how it was obtained (joint, template,
// structure, position); how sure each may claim to be is settled first
// (relate_confidence.cpp); what the evidence does not decide is listed as
// unrelated with a reason instead of being picked silently. Memory: one entry
// per saved forward value with its readers, dtype, shape, bytes and source line.
// A node is named as PyTorch names it, by the first forward op of its seq_nr:
// an op's node at the `clone` its dispatch makes of a lazily conjugated input.
#include "relate_impl.hpp"

namespace fxmatch::relate_detail {

/// The `clone` op f's dispatch made of a lazily conjugated or negated view
/// it reads (`mul(a, clone(_conj(b)))`: the clone is traced right before f
/// and read by f alone), else kNoVertex.
VertexId Relater::materialized_by(VertexId f) const {
  if (f == 0 || f >= F.size() || F.node(f).kind != NodeKind::CallFunction) return kNoVertex;
  const VertexId c = f - 1;
  const Node& cn = F.node(c);
  if (cn.kind != NodeKind::CallFunction || base_of(cn.target) != "clone" || F.consumers(c).size() != 1 ||
      F.consumers(c)[0].first != f)
    return kNoVertex;
  const VertexId lazy = F.producer(c, 0);
  if (lazy == kNoVertex || F.node(lazy).kind != NodeKind::CallFunction) return kNoVertex;
  const std::string op = base_of(F.node(lazy).target);
  return op == "_conj" || op == "_neg_view" ? c : kNoVertex;
}

// ---------------------------------------------------------------- result
RelateResult Relater::finish() {
  mark_overfull();
  for (VertexId v = 0; v < B.size(); ++v) {
    const Node& nd = B.node(v);
    if (is_leaf(nd)) {
      auto it = saved_.find(v);
      if (it == saved_.end()) {
        if (auto t = aot_tangent_.find(v); t != aot_tangent_.end())
          res_.unrelated.push_back(
              {v, true, "tangent: the incoming gradient of forward output " + F.node(t->second).name, "saved"});
        else
          res_.unrelated.push_back({v, true,
                                    aot_saved_.empty() && nd.kind == NodeKind::Placeholder && placeholders(B) > 1
                                        ? "several backward inputs, but no split of the forward's outputs into "
                                          "updates, outputs, saved values and sizes fits them"
                                        : "no forward value found for this backward input",
                                    "saved"});
        continue;
      }
      SavedTensor s{v, it->second, {}, saved_how_[v]};
      if (auto a = saved_alt_.find(v); a != saved_alt_.end()) s.alternatives = a->second;
      res_.saved.push_back(std::move(s));
      continue;
    }
    if (nd.kind != NodeKind::CallFunction) continue;
    if (acc_[v]) {
      // the forward value whose gradient it sums: common input of the two segments' ops
      std::vector<std::pair<VertexId, int>> ins;
      input_segments(v, ins);
      VertexId fv = kNoVertex;
      if (ins.size() == 2) {
        for (auto p1 : F.producers(segs_[ins[0].second])) {
          VertexId x = fs.real(p1);
          for (auto p2 : F.producers(segs_[ins[1].second]))
            if (fs.real(p2) == x) fv = x;
        }
      }
      res_.accumulate.push_back({v, fv});
      continue;
    }
    if (auto rc = recomputed_.find(v); rc != recomputed_.end()) {  // relate_recompute.cpp
      const int run = aot_saved_.empty() ? segment_running_recompute(v) : -1;
      res_.grad_of.push_back({v, run >= 0 ? segs_[run] : rc->second});
      res_.grad_of_how[v] = "structure";
      res_.recomputed.push_back({v, rc->second});
      continue;
    }
    if (aot_saved_.empty() && runs_where_made(v))
      if (const int run = segment_running_recompute(v); run >= 0) {  // a staged or recomputed copy
        res_.grad_of.push_back({v, segs_[run]});
        res_.grad_of_how[v] = "structure";
        continue;
      }
    if (sigma_[v] < 0) {
      if (!by_source(v))
        res_.unrelated.push_back({v, true, "not reached from the gradient seed or any saved value", "grad_of"});
      continue;
    }
    res_.grad_of.push_back({v, segs_[sigma_[v]]});
    grad_of_evidence(v);
  }
  // the ops of a custom Function's forward recorded no node: its node is one,
  // standing at its forward's first op, and what the alignment put at any of
  // them is that node's, by position (no template of theirs vouches)
  const std::vector<VertexId>& runs = runs_;
  for (auto& [b, f] : res_.grad_of) {
    if (f >= runs.size() || runs[f] == kNoVertex) continue;
    f = runs[f];
    res_.grad_of_how[b] = "position";
    res_.grad_of_alternatives.erase(b);
  }
  // an op reading a lazily conjugated (or negated) view materializes it in
  // its dispatch, below autograd (ConjugateFallback's `clone` right before
  // it, read by it alone): that clone carries the op's node's seq_nr and is
  // traced first, and PyTorch names a node by the first forward op of its
  // seq_nr (copy_fwd_metadata_to_bw_nodes)
  for (auto& [b, f] : res_.grad_of)
    if (const VertexId m = materialized_by(f); m != kNoVertex) f = m;
  // a saved value named by one formula of several, the formula of the
  // argument whose gradient the reading chain makes: that is told by where
  // the chain goes, the first op after it in another segment, and is no
  // surer than that op's placement
  for (auto& s : res_.saved) {
    const auto every = saved_by_formula_.find(s.backward);
    if (s.how != "template" || every == saved_by_formula_.end()) continue;
    const auto r = saved_reader_.find(s.backward);
    if (r == saved_reader_.end() || sigma_[r->second] < 0) continue;
    std::vector<VertexId> chain{r->second};
    std::set<VertexId> seen{r->second};
    for (std::size_t i = 0; i < chain.size() && i < 16 && s.how == "template"; ++i)
      for (auto [c, sl] : B.consumers(chain[i])) {
        if (!carry_[c] || B.node(c).kind != NodeKind::CallFunction || !seen.insert(c).second) continue;
        if (sigma_[c] == sigma_[r->second] || bs.transparent(c) || is_getitem(B.node(c))) {
          chain.push_back(c);
        } else if (const auto h = res_.grad_of_how.find(c); h != res_.grad_of_how.end() && h->second == "position") {
          s.how = "position";
        }
      }
    if (s.how == "position")
      for (VertexId x : every->second)
        if (x != s.forward && std::find(s.alternatives.begin(), s.alternatives.end(), x) == s.alternatives.end())
          s.alternatives.push_back(x);
  }
  for (auto& s : res_.saved)
    if (s.how == "template" && s.forward < runs.size() && runs[s.forward] != kNoVertex) s.how = "position";
  // leaves requiring grad that no backward output is the gradient of
  std::set<VertexId> graded;
  for (auto [f, b] : res_.grads) graded.insert(f);
  if (output_of(B) != kNoVertex)
    for (VertexId x = 0; x < F.size(); ++x)
      if (is_leaf(F.node(x)) && req_[x] && !graded.count(x))
        res_.unrelated.push_back({x, false, "no backward output found for this leaf's gradient", "grads"});
  // seed: bwd ops reading the loss placeholder
  for (VertexId v = 0; v < B.size(); ++v)
    if (B.node(v).kind == NodeKind::Placeholder && !is_saved_placeholder(v))
      for (auto [c, s] : B.consumers(v))
        if (c != output_of(B) && sigma_[c] >= 0) res_.seed.push_back({c, segs_[sigma_[c]]});
  // memory
  std::map<VertexId, MemoryEntry> mem;
  for (const auto& s : res_.saved) {
    if (B.node(s.backward).kind != NodeKind::GetAttr && !is_saved_placeholder(s.backward)) continue;
    auto& m = mem[s.forward];
    m.forward = s.forward;
    for (auto [c, sl] : bs.real_consumers(s.backward))
      if (std::find(m.backward_uses.begin(), m.backward_uses.end(), c) == m.backward_uses.end())
        m.backward_uses.push_back(c);
    const auto& meta = F.node(s.forward).meta ? F.node(s.forward).meta : B.node(s.backward).meta;
    if (meta) {
      m.dtype = meta->dtype;
      m.shape = meta->shape;
      long long numel = 1;
      bool ok = true;
      for (const auto& d : meta->shape) {
        char* end = nullptr;
        long long x = std::strtoll(d.c_str(), &end, 10);
        if (d.empty() || *end) ok = false;
        else numel *= x;
      }
      auto b = dtype_bytes(meta->dtype);
      if (ok && b) m.bytes = numel * *b;
    }
    const Node& fn = F.node(s.forward);
    m.source = !fn.source.empty() ? fn.source
                                  : (F.origin.empty() ? std::string("?") : F.origin) + ":" + std::to_string(fn.loc.line);
  }
  settle_confidence();
  demote_kept_by_order();
  demote_for_orphans();
  for (auto& [k, m] : mem) res_.memory.push_back(std::move(m));
  std::stable_sort(res_.memory.begin(), res_.memory.end(), [](const MemoryEntry& a, const MemoryEntry& b) {
    return a.bytes.value_or(-1) > b.bytes.value_or(-1);
  });
  return std::move(res_);
}

}  // namespace fxmatch::relate_detail
