// relate stage 3b, recomputation: backward ops that compute a forward value again.
//
// Design note. An op of B that is not gradient-carrying and is the same op on
// the same values as a forward node (the saved inputs standing for the
// forward values they hold) recomputes that node: the partitioner's
// recomputed ops, activation checkpointing (an op replayed under the RNG
// state the forward saved, `run_with_rng_state(state, sdpa, ...)`, is the
// op: value_key()). An in-place op on a recomputed
// value recomputes F's in-place op that made the same from the value it read
// before its write (a checkpointed `relu_`). Two facts follow from how the
// backward is made, never from op names:
//  - A recomputed value is a saved value of the forward node it recomputes:
//    an op of segment F_j that reads it reads F_j's saved input or output,
//    as if autograd had stored it (info() counts it like a saved leaf; the
//    walk stops there instead of following the recomputation down to the
//    checkpoint's inputs, which every recomputed block reads).
//  - Which autograd node a recomputation runs in depends on who made B. In a
//    traced autograd backward (make_fx), the checkpoint recomputes its whole
//    block when the first node of the block unpacks a saved tensor, inside
//    that node: the recomputed ops (and the identities of their values) are
//    the start of that node's contiguous run, so they belong to the segment
//    of the first aligned op after them; so do the copies that the saved-
//    tensor hooks stage (an identity only other identities read: the reader's
//    node makes its own, and that one is the reader's). The getitems of a
//    recomputed multi-output op are part of the recomputation too: they tie
//    no reader's node to where the recomputation stands; so is the copy a
//    recomputed reshape makes (`clone` then `_unsafe_view`). A partitioned AOT backward copies
//    the forward node itself (its seq_nr included): it belongs to the node it
//    recomputes. Either way `recomputed` lists the forward node recomputed.
//  - A recomputation stands for a value formulas read: an op that one
//    template's formula runs on exactly the values it reads (every argument
//    named by that template's positions: logsumexp's `exp(self - result)`
//    computes the forward's `sub` again) is that formula's op unless it feeds
//    a recomputation or something reads it where a template names the value
//    it recomputes (a tied decoder's `t(t_1)` read as the next addmm's mat2).
// With the joint or the partitioner's layout (saved values known before the
// alignment) recomputation is found first and used by the alignment. Without
// them, a replay of forward ops no formula runs (and what they are made
// from) is known to run where it is made before the alignment
// (mark_replayed_forward_ops), and recomputation is found by structure
// before the alignment too
// (recomputation_by_structure): a formula op that reads a non-carrying chain
// where its template names a forward value, the chain computing that value
// op for op, is reading its recomputation; every chain binds a saved
// constant only to a forward value of its printed shape and dtype
// (unify_recomputation: identical checkpointed blocks of other shapes are no
// fits, nor rsqrt's `pow(result, 3)`, `f32[2, 1]`, of a `pow(addmm, 3)`).
// An op reading only saved constants, each at a position where some
// segment's template names a value, may be that formula's own op on saved
// values as much as a recomputation: without shapes rsqrt's `pow(result, 3)`
// is op for op a forward `pow(addmm, 3)`; such a chain is no evidence
// (formula_op_on_saved) and the alignment's templates answer. Identical checkpointed blocks give
// one such value per block; the engine's order picks one: where B has as many
// formula ops of a kind as F has ops whose template emits it, the k-th of them
// (in B's order) reads what the k-th of those forward ops from the end names.
// A formula names a value only if it can run: where a template's formulas'
// directs differ (direct_of), the formula of an argument F passes as a
// literal never runs (`mul(pow_1, 0.1)`: other's `grad * self` names no
// `pow_1`, so rsqrt's own `pow(result, 3)` is not read as its recomputation).
// What is left is related after infer_saved(). There the leaves a recomputation reads (a
// checkpointed block's parameters and input) are first read by recomputed ops,
// whose segment's template says nothing about them: instead the value a
// template names for a formula op's input is unified, op by op, with the chain
// of non-carrying ops that makes that input (same op, same arguments), and the
// chain's leaves hold the named node's producers (saved_through_recomputation);
// a chain of views only (`t(w)`, which formulas apply to saved values too)
// counts there when it stands in a run of non-carrying ops with a known
// recomputation (a checkpoint recomputes its block in one run). What no formula
// op reads (dead recomputed chains, constants only dead identities read) is
// relate_dead.cpp's.
#include "relate_impl.hpp"

namespace fxmatch::relate_detail {

void Relater::find_recomputed() {
  std::vector<int> vn(B.size(), -1);
  // F's clones by value number (a clone holds its input's value, so it has no key of its own)
  std::unordered_map<int, VertexId> fclone;
  for (VertexId x = 0; x < F.size(); ++x)
    if (F.node(x).kind == NodeKind::CallFunction && base_of(F.node(x).target) == "clone") fclone.try_emplace(fvn_[x], x);
  for (VertexId v = 0; v < B.size(); ++v) {
    const Node& n = B.node(v);
    if (is_leaf(n)) {
      if (auto it = saved_.find(v); it != saved_.end()) vn[v] = fvn_[it->second];
      else if (auto a = aot_saved_.find(v); a != aot_saved_.end()) vn[v] = fvn_[fs.real(a->second)];
      continue;
    }
    if (n.kind != NodeKind::CallFunction || carry_[v]) continue;
    bool known = true;
    for (auto p : B.producers(v)) known = known && vn[p] >= 0;
    if (!known) continue;
    if (rules_.is_impure(n.target)) {
      // an in-place op on a value B recomputed (not a saved one), recomputing
      // F's own in-place op (a checkpointed block's `relu_`)
      const VertexId self = n.args.empty() || n.args[0].kind != Arg::Kind::Ref ? kNoVertex : B.producer(v, n.args[0].slot);
      if (self == kNoVertex || is_leaf(B.node(bs.real(self))) || recomputed_source(self) == kNoVertex) continue;
      if (auto f = finplace_keys_.find(inplace_key(B, v, vn, vn[self])); f != finplace_keys_.end()) {
        recomputed_[v] = f->second;
        vn[v] = fvn_[f->second];
      }
      continue;
    }
    if (bs.transparent(v) || base_of(n.target) == "clone") {
      const VertexId src = B.producer(v, 0);
      vn[v] = vn[src];
      // a clone inside a recomputation (the copy a recomputed reshape makes)
      // recomputes the forward's clone of that value
      if (!bs.transparent(v) && recomputed_source(src) != kNoVertex)
        if (const auto c = fclone.find(vn[v]); c != fclone.end()) recomputed_[v] = c->second;
      continue;
    }
    auto it = fkeys_.find(value_key(B, v, vn));
    if (it == fkeys_.end()) continue;
    vn[v] = it->second;
    if (auto f = fnode_of_key_.find(it->second); f != fnode_of_key_.end()) recomputed_[v] = f->second;
  }
  // A partitioned forward hands B each value it saves; the partitioner
  // recomputes only what it does not save, so an op of B computing a value
  // the forward hands over again is a formula's own op (logsumexp's
  // `exp(self - result)` where the forward's `exp(x - lse)` is saved too).
  if (!aot_saved_.empty()) {
    std::unordered_set<VertexId> handed;
    for (const auto& [b, f] : aot_saved_) handed.insert(fs.real(f));
    for (auto it = recomputed_.begin(); it != recomputed_.end();)
      it = handed.count(fs.real(it->second)) ? recomputed_.erase(it) : std::next(it);
  }
  // A recomputation is there to stand for a value formulas read, or to feed
  // more of it. An op that a template's formula runs on exactly the values it
  // reads (logsumexp's `exp(self - result)`: `sub(mul_1, logsumexp)` is also
  // the forward's `sub`), that feeds no recomputation and that nothing reads
  // where a template names the value it recomputes, is that formula's op
  // (a tied decoder's recomputed `t(t_1)` stays: the next formula's `t` reads
  // it as the forward's `t_3`).
  for (auto it = recomputed_.begin(); it != recomputed_.end();) {
    const VertexId v = it->first;
    bool needed = false;
    for (auto [c, s] : bs.real_consumers(v)) {
      const std::string key = base_of(B.node(c).target) + ":" + std::to_string(arg_index_of_slot(B.node(c), s));
      // once aligned, the template that counts is the reader's own segment's
      // (ratio_chain: `div(self, other)` read at `div:0` by the other
      // quotient's formula, whose `self` is another value)
      const std::vector<VertexId> naming = templates_naming(key, vn[v]);
      const bool placed = c < sigma_.size() && sigma_[c] >= 0;
      needed = needed || recomputed_.count(c) > 0 ||
               (placed ? std::find(naming.begin(), naming.end(), segs_[sigma_[c]]) != naming.end() : !naming.empty());
    }
    if (!needed && !bs.transparent(v) && formula_reads_exactly(v, vn)) it = recomputed_.erase(it);
    else ++it;
  }
}

std::vector<VertexId> Relater::templates_naming(const std::string& key, int vn) const {
  std::vector<VertexId> out;
  const auto it = direct_named_.find(key);
  if (vn < 0 || it == direct_named_.end()) return out;
  for (const auto& [g, x] : it->second)
    if (x != kNoVertex && fvn_[fs.real(x)] == vn && (out.empty() || out.back() != g)) out.push_back(g);
  return out;
}

/// Some forward op's template names, for every tensor argument of B op v, the
/// forward value v reads there ("op:k=name", vn: B's value numbers).
bool Relater::formula_reads_exactly(VertexId v, const std::vector<int>& vn) const {
  const Node& n = B.node(v);
  const auto prods = B.producers(v);
  std::vector<VertexId> common;
  for (std::size_t s = 0; s < prods.size(); ++s) {
    const VertexId p = prods[s] == kNoVertex ? kNoVertex : bs.real(prods[s]);
    if (p == kNoVertex) return false;
    const std::string key = base_of(n.target) + ":" + std::to_string(arg_index_of_slot(n, static_cast<int>(s)));
    std::vector<VertexId> gs = templates_naming(key, vn[p]);
    if (s > 0) {
      std::vector<VertexId> both;
      std::set_intersection(common.begin(), common.end(), gs.begin(), gs.end(), std::back_inserter(both));
      gs = std::move(both);
    }
    common = std::move(gs);
    if (common.empty()) return false;
  }
  return !common.empty();
}

namespace {
/// Saved leaves answered from recomputed chains: a longer chain is the more
/// specific evidence (a recomputed `tanh(addmm(.., t(w)))` read by
/// tanh_backward outranks the `t(w)` alone read by a `t`); equally long chains
/// that disagree leave the leaf in conflict. A: {x (the F value), ops (chain length), ...}.
template <typename A>
void vote(std::unordered_map<VertexId, A>& answer, std::unordered_set<VertexId>& conflicted, VertexId leaf, A a) {
  const auto [it, fresh] = answer.try_emplace(leaf, a);
  if (fresh || it->second.x == a.x) return;
  if (a.ops > it->second.ops) it->second = std::move(a), conflicted.erase(leaf);
  else if (a.ops == it->second.ops) conflicted.insert(leaf);
}
}  // namespace

bool Relater::unify_recomputation(VertexId p, VertexId x, int depth, Recomputation& tr) const {
  p = bs.real(p), x = fs.real(x);
  if (p == kNoVertex || x == kNoVertex || depth > 64) return false;
  const Node& pn = B.node(p);
  if (is_leaf(pn)) {
    if (!meta_ok(p, x)) return false;  // a saved constant holds a value of its own shape and dtype
    const auto [it, fresh] = tr.leaves.try_emplace(p, x);
    return fresh || it->second == x;
  }
  if (pn.kind != NodeKind::CallFunction || carry_[p] || F.node(x).kind != NodeKind::CallFunction) return false;
  if (const auto u = tr.ops.find(p); u != tr.ops.end()) return u->second == x;
  if (zero_b_.size() != B.size()) zero_b_.assign(B.size(), 0), zero_f_.assign(F.size(), 0);
  if (value_key(B, p, zero_b_) != value_key(F, x, zero_f_)) return false;
  const auto bp = B.producers(p), fp = F.producers(x);
  if (bp.size() != fp.size()) return false;
  tr.ops.emplace(p, x);
  for (std::size_t s = 0; s < bp.size(); ++s)
    if (!unify_recomputation(bp[s], fp[s], depth + 1, tr)) return false;
  return true;
}

bool Relater::in_recomputation_run(VertexId p) const {
  if (recomputed_.empty()) return false;
  auto stops = [&](VertexId u) { return B.node(u).kind == NodeKind::CallFunction && carry_[u]; };
  for (VertexId u = p; !stops(u); --u) {
    if (recomputed_.count(u)) return true;
    if (u == 0) break;
  }
  for (VertexId u = p + 1; u < B.size() && !stops(u); ++u)
    if (recomputed_.count(u)) return true;
  return false;
}

bool Relater::computes(const Recomputation& tr) const {
  // views of saved values (`t(w)`) are what formulas do to them too: only
  // a chain that computes something is evidence of a recomputation
  for (const auto& [op, fx] : tr.ops)
    if (!is_getitem(B.node(op)) && rules_.op_class(B.node(op).target) == OpClass::Normal) return true;
  return false;
}

void Relater::saved_through_recomputation() {
  if (J || !aot_saved_.empty()) return;  // saved values known exactly there
  // leaf -> the F value, the formula op, the ops unified on the way (vote());
  // a leaf in conflict is left to the alignment, unsure
  struct Answer { VertexId x, reader; std::size_t ops; };
  std::unordered_map<VertexId, Answer> answer;
  std::unordered_set<VertexId> conflicted, recomputing;
  std::vector<std::pair<VertexId, Recomputation>> found;  // formula op, the one fit of one of its inputs
  for (VertexId r = 0; r < B.size(); ++r) {
    const Node& rn = B.node(r);
    if (rn.kind != NodeKind::CallFunction || sigma_[r] < 0 || bs.transparent(r)) continue;
    const VertexId f = segs_[sigma_[r]];
    const auto* t = ftmpl_[f];
    if (!t) continue;
    const std::string rop = base_of(rn.target);
    const auto prods = B.producers(r);
    for (std::size_t s = 0; s < prods.size(); ++s) {
      const VertexId p = bs.real(prods[s]);
      if (p == kNoVertex || is_leaf(B.node(p)) || carry_[p] || B.node(p).kind != NodeKind::CallFunction) continue;
      const int arg = arg_index_of_slot(rn, static_cast<int>(s));
      std::vector<Recomputation> fits;
      std::set<VertexId> tried;
      for (const auto& d : t->direct) {  // "op:k=name"
        const auto e = parse_direct(d);
        if (!e || e->ops != rop || e->arg != arg) continue;
        const VertexId x = fwd_named(f, *t, std::string(e->name));
        if (x == kNoVertex || !tried.insert(x).second) continue;
        Recomputation tr;
        if (!unify_recomputation(p, x, 0, tr) || tr.leaves.empty()) continue;
        if (computes(tr) || in_recomputation_run(p)) fits.push_back(std::move(tr));
      }
      if (fits.size() != 1) continue;  // none, or the formula's names leave it open
      for (const auto& [op, x] : fits[0].ops) recomputing.insert(op);
      found.emplace_back(r, std::move(fits[0]));
    }
  }
  // A fit binds each leaf to a forward value. Re-reads of one attribute are
  // one value: where a formula op outside every fit reads the same attribute
  // and its template names another value there, the chain was the formula's
  // own arithmetic on saved values (div's `self / other`), not a replayed
  // forward op, and the fit is no evidence.
  std::unordered_map<std::string_view, const std::vector<VertexId>*> reads_of_attr;
  const auto attr_reads = bs.attribute_reads();
  for (const auto& [attr, vs] : attr_reads) reads_of_attr.emplace(attr, &vs);
  auto contradicted = [&](VertexId leaf, VertexId x) {
    const Node& ln = B.node(leaf);
    const auto it = reads_of_attr.find(std::string_view(ln.target));
    if (it == reads_of_attr.end()) return false;
    for (VertexId v : *it->second) {
      const auto h = saved_how_.find(v);
      const auto rd = saved_reader_.find(v);
      if (h == saved_how_.end() || h->second != "template" || rd == saved_reader_.end() || recomputing.count(rd->second))
        continue;
      if (fs.real(saved_.at(v)) != fs.real(x)) return true;
    }
    return false;
  };
  for (auto& [r, tr] : found) {
    if (std::any_of(tr.leaves.begin(), tr.leaves.end(), [&](const auto& lx) { return contradicted(lx.first, lx.second); })) {
      for (const auto& [op, x] : tr.ops) recomputing.erase(op);
      continue;
    }
    for (const auto& [leaf, x] : tr.leaves) vote(answer, conflicted, leaf, Answer{x, r, tr.ops.size()});
  }
  for (const auto& [leaf, a] : answer) {
    if (B.node(leaf).kind != NodeKind::GetAttr) continue;
    const auto old = saved_.find(leaf);
    if (conflicted.count(leaf)) {
      if (old != saved_.end() && saved_how_[leaf] == "template") saved_how_[leaf] = "position";
      continue;
    }
    if (old != saved_.end() && fs.real(old->second) == a.x) continue;
    saved_[leaf] = a.x;
    saved_how_[leaf] = "template";
    saved_reader_[leaf] = a.reader;
    saved_alt_.erase(leaf);
  }
  // a leaf whose first reader is a recomputed op: what that op's segment's
  // template named for it was about another op
  for (auto& [leaf, how] : saved_how_) {
    const auto r = saved_reader_.find(leaf);
    if (how == "template" && r != saved_reader_.end() && recomputing.count(r->second)) how = "position";
  }
}

void Relater::recomputation_by_structure() {
  if (J || !aot_saved_.empty()) return;  // saved values known exactly there: find_recomputed()
  // F ops with a segment whose template names a value for a formula op's
  // argument: direct_named_, those with seg_of_fwd_ < 0 skipped where read
  // The engine runs the nodes of one kind latest first: where B has as many
  // formula ops of a kind as F has ops whose template emits it (one each),
  // the k-th of them reads what the k-th such forward op from the end names.
  std::unordered_map<std::string, int> made, emitted;
  std::vector<int> rank_b(B.size(), -1);
  for (VertexId r = 0; r < B.size(); ++r)
    if (B.node(r).kind == NodeKind::CallFunction && carry_[r]) rank_b[r] = made[base_of(B.node(r).target)]++;
  for (VertexId f = 0; f < F.size(); ++f)
    if (const auto* t = ftmpl_[f]; t && seg_of_fwd_[f] >= 0)
      for (const auto& e : std::set<std::string>(t->emits.begin(), t->emits.end())) ++emitted[e];
  struct Fit { VertexId x; bool in_rank; Recomputation tr; };
  struct Answer { VertexId x, reader; std::size_t ops; std::string how; std::vector<VertexId> alts; };
  std::unordered_map<VertexId, Answer> answer;
  std::unordered_set<VertexId> conflicted;
  for (VertexId r = 0; r < B.size(); ++r) {
    const Node& rn = B.node(r);
    if (rn.kind != NodeKind::CallFunction || !carry_[r] || bs.transparent(r)) continue;
    const std::string rop = base_of(rn.target);
    const bool one_each = made[rop] == emitted[rop];
    const auto prods = B.producers(r);
    for (std::size_t s = 0; s < prods.size(); ++s) {
      const VertexId p = bs.real(prods[s]);
      if (p == kNoVertex || is_leaf(B.node(p)) || carry_[p] || B.node(p).kind != NodeKind::CallFunction) continue;
      const auto it = direct_named_.find(rop + ":" + std::to_string(arg_index_of_slot(rn, static_cast<int>(s))));
      if (it == direct_named_.end()) continue;
      // rank of each forward op naming a value here, from the end; -1 when it names several
      std::map<VertexId, int> rank_f;
      for (const auto& e : it->second)
        if (seg_of_fwd_[e.f] >= 0) rank_f[e.f] = rank_f.count(e.f) ? -2 : 0;
      int k = 0;
      for (auto f = rank_f.rbegin(); f != rank_f.rend(); ++f, ++k) f->second = f->second == -2 ? -1 : k;
      // an op reading only saved constants where some segment's template
      // names a value for each of them is that formula's own op as much as a
      // recomputation (rsqrt's `pow(result, 3)` is op for op a forward
      // `pow(addmm, 3)`): no evidence of one
      if (formula_op_on_saved(p)) continue;
      std::vector<Fit> fits;
      for (const Named& e : it->second) {  // not a structured binding: a lambda below reads x
        const VertexId f = e.f, x = e.x;
        if (seg_of_fwd_[f] < 0 || x == kNoVertex) continue;
        const bool in_rank = one_each && rank_f[f] >= 0 && rank_f[f] == rank_b[r];
        if (auto same = std::find_if(fits.begin(), fits.end(), [&](const Fit& o) { return o.x == fs.real(x); });
            same != fits.end()) {
          same->in_rank |= in_rank;
          continue;
        }
        Recomputation tr;
        if (unify_recomputation(p, x, 0, tr) && !tr.leaves.empty() && computes(tr))
          fits.push_back({fs.real(x), in_rank, std::move(tr)});
      }
      // one forward value the chain computes: structure; several (identical
      // blocks): the one the engine's order puts here, the others its alternatives
      const Fit* pick = fits.size() == 1 ? &fits[0] : nullptr;
      if (fits.size() > 1 && std::count_if(fits.begin(), fits.end(), [](const Fit& o) { return o.in_rank; }) == 1)
        pick = &*std::find_if(fits.begin(), fits.end(), [](const Fit& o) { return o.in_rank; });
      if (!pick) continue;
      for (const auto& [leaf, x] : pick->tr.leaves) {
        if (B.node(leaf).kind != NodeKind::GetAttr) continue;
        Answer a{x, r, pick->tr.ops.size(), fits.size() == 1 ? "structure" : "position", {}};
        for (const Fit& o : fits)
          if (&o != pick)
            if (auto l = o.tr.leaves.find(leaf); l != o.tr.leaves.end() && l->second != x) a.alts.push_back(l->second);
        vote(answer, conflicted, leaf, std::move(a));
      }
    }
  }
  for (auto& [leaf, a] : answer) {
    if (conflicted.count(leaf) || saved_.count(leaf)) continue;
    saved_[leaf] = a.x;
    saved_how_[leaf] = a.how;
    saved_reader_[leaf] = a.reader;
    if (!a.alts.empty()) saved_alt_[leaf] = std::move(a.alts);
  }
  if (answer.empty()) return;
  find_recomputed();
  recompute_before_align_ = !recomputed_.empty();
}

bool Relater::formula_op_on_saved(VertexId p) const {
  const Node& n = B.node(p);
  const auto prods = B.producers(p);
  bool any = false;
  for (std::size_t s = 0; s < prods.size(); ++s) {
    const VertexId q = prods[s] == kNoVertex ? kNoVertex : bs.real(prods[s]);
    if (q == kNoVertex || !is_leaf(B.node(q))) return false;
    const auto it = direct_named_.find(base_of(n.target) + ":" + std::to_string(arg_index_of_slot(n, static_cast<int>(s))));
    if (it == direct_named_.end() ||
        std::none_of(it->second.begin(), it->second.end(), [&](const Named& e) { return seg_of_fwd_[e.f] >= 0 && e.x != kNoVertex; }))
      return false;
    any = true;
  }
  return any;
}

VertexId Relater::recomputed_source(VertexId v) const {
  for (int d = 0; d < 8 && v != kNoVertex; ++d) {
    if (recomputed_.count(v)) return v;
    if (!bs.transparent(v)) return kNoVertex;
    v = B.producer(v, 0);
  }
  return kNoVertex;
}

/// Without the joint, before the alignment: a checkpoint's replay is made
/// of forward ops no derivative template emits (a `native_layer_norm`, an
/// `addmm`: the forward runs them, no formula does), on values (a
/// constructor, a hand-written backward's `zeros`, recomputes nothing), and
/// of what they are computed from back to the saved values (the `t(W)` a
/// replayed addmm reads, the detaches the saved-tensor hooks stage). Such
/// ops run where they are made (runs_where_made()), not in the nodes that
/// read their values later: no reader ties the alignment to where they stand.
void Relater::mark_replayed_forward_ops() {
  replayed_.assign(B.size(), 0);
  std::unordered_set<std::string> emitted, forward;
  for (VertexId f = 0; f < F.size(); ++f) {
    if (F.node(f).kind != NodeKind::CallFunction) continue;
    forward.insert(base_of(F.node(f).target));
    if (const auto* t = ftmpl_[f])
      for (const auto& e : t->emits) emitted.insert(e);
  }
  for (VertexId v = 0; v < B.size(); ++v) {
    const Node& nd = B.node(v);
    if (nd.kind != NodeKind::CallFunction || carry_[v] || is_getitem(nd) || bs.transparent(v)) continue;
    const std::string op = base_of(nd.target);
    replayed_[v] = !made_from_nothing(B, v) && forward.count(op) && !emitted.count(op);
  }
  for (VertexId v = B.size(); v-- > 0;)
    if (replayed_[v])
      for (VertexId p : B.producers(v))
        if (p != kNoVertex && B.node(p).kind == NodeKind::CallFunction && !carry_[p]) replayed_[p] = 1;
  // (the getitems and identities of a replayed op are its)
  for (VertexId v = 0; v < B.size(); ++v)
    if (B.node(v).kind == NodeKind::CallFunction && (is_getitem(B.node(v)) || bs.transparent(v)) && !carry_[v])
      if (const VertexId p = B.producer(v, 0); p != kNoVertex && replayed_[p]) replayed_[v] = 1;
}

bool Relater::runs_where_made(VertexId v) const {
  if (carry_[v] || B.node(v).kind != NodeKind::CallFunction) return false;
  if (recomputed_.count(v)) return true;
  if (v < replayed_.size() && replayed_[v]) return true;
  // an output of a recomputed multi-output op (a recomputed batch norm's mean
  // and rstd) is made by the recomputation, not by the node that reads it
  if (is_getitem(B.node(v))) return recomputed_.count(B.producer(v, 0)) > 0;
  if (!bs.transparent(v)) return false;
  if (recomputed_.count(B.producer(v, 0))) return true;
  if (!recompute_before_align_) return false;  // staged copies: only where a recomputation shows the hooks
  const auto cons = B.consumers(v);
  return !cons.empty() && std::all_of(cons.begin(), cons.end(), [&](auto c) { return bs.transparent(c.first); });
}

}  // namespace fxmatch::relate_detail
