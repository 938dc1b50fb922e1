// relate stage 5a, grad_of evidence: how each backward op's forward op was
// decided, and which templates the backward contradicts.
//
// Design note. A grad_of answer is "template" only where the segment's
// template emits the op (and no adjacent segment's does), the gradient
// reaching it (through a buffer filled in place: from the ops that wrote
// it) and what it hands to other segments agree with the forward's edges
// (and what it hands on has the shape of an input of the segment's op), and
// the op reads at the
// arguments its formula names what the formula says it reads (a forward
// value, or one made from forward values by the template's own ops:
// reads_its_directs); data flow alone makes "structure"; otherwise the
// alignment picked it ("position", the adjacent segments that fit as
// alternatives). AOT's `# File:` lines place what no template does
// (by_source); a template whose formula's forward values B neither reads
// nor recomputes is contradicted (templates_contradicted).
#include "relate_impl.hpp"

namespace fxmatch::relate_detail {

/// How op v's segment was decided. A template that emits v's op for its
/// segment (and for no adjacent one, counting the sum-to a broadcasting op's
/// segment makes) or data flow alone (ops that only read
/// saved values go with their consumer, getitem/identity with their source)
/// decide it; otherwise the alignment picked it among the adjacent segments
/// whose template fits ("position", the others as alternatives).
void Relater::grad_of_evidence(VertexId v) {
  const int j = sigma_[v];
  const Node& nd = B.node(v);
  if (!carry_[v] || is_getitem(nd) || bs.transparent(v)) {
    res_.grad_of_how[v] = "structure";
    return;
  }
  const std::string op = base_of(nd.target);
  if (seg_emits_.empty() || !type_ok2(j, op)) {
    res_.grad_of_how[v] = "position";
    return;
  }
  // the gradient reaching v must agree with F's edges: from v's own segment, or
  // from a later-run segment whose forward op consumes what F_j made (the
  // transpose of F's edges). Otherwise the placement contradicts the data flow
  // (an alignment shifted around recomputed ops) and the template cannot vouch for it.
  std::vector<std::pair<VertexId, int>> ins;
  input_segments(v, ins);
  // (a gradient written in place into a value v reads comes from the ops
  // that wrote it: a hand-written backward filling a buffer cell by cell)
  for (auto p : B.producers(v)) {
    if (p == kNoVertex) continue;
    if (const auto w = writers_.find(bs.alias_root(p)); w != writers_.end())
      for (VertexId x : w->second)
        if (x < v && sigma_[x] >= 0) ins.push_back({x, sigma_[x]});
  }
  bool against_flow = j < static_cast<int>(overfull_.size()) && (overfull_[j] || foreign_[j]);
  for (auto [p, jp] : ins) against_flow = against_flow || (jp != j && (jp > j || !made_input_of(segs_[j], segs_[jp])));
  // and the gradient v hands to an op of another segment must agree with
  // them too: that op's forward op made an input of F_j (else v, or that
  // op, is misplaced: which, the template cannot tell)
  for (auto [c, slot] : B.consumers(v)) {
    if (against_flow) break;
    if (c >= sigma_.size() || sigma_[c] < 0 || sigma_[c] == j || acc_[c] || !carry_[c]) continue;
    const int k = sigma_[c];
    against_flow = k < j || !made_input_of(segs_[k], segs_[j]);
  }
  // and what v makes must go where F's edges send it: the gradient of a leaf
  // the backward returns is made in the segment of an op that reads that leaf
  for (auto [x, b] : res_.grads) against_flow = against_flow || (b == v && !made_input_of(x, segs_[j]));
  // and what v hands on (to another segment, an accumulation or B's output)
  // is the gradient of one of F_j's inputs: it has that input's shape (a
  // view's backward `view(grad, self.sizes())` placed at the wrong one of
  // two views read by one bmm)
  if (!against_flow && bshape_[v] && hands_on(v, j)) {
    bool fits = false;
    for (const auto& e : fin_edges(segs_[j], ftmpl_[segs_[j]]))
      if (diff_edge(segs_[j], e)) {
        // (or of the base a view input aliases: an in-place write's
        // CopySlices hands on the base's gradient)
        const VertexId p = fs.real(e.producer);
        const VertexId base = p == kNoVertex || !is_inplace_call(F.node(segs_[j])) ? p : fs.alias_root(p);
        for (VertexId x : {p, base})
          fits = fits || x == kNoVertex || !fshape_[x] || !detail::surely_differ(*fshape_[x], *bshape_[v]);
      }
    against_flow = !fits;
  }
  std::vector<VertexId> others;
  // an adjacent segment emitting v's op, or making the sum-to of a broadcast
  // input (its sum and view) where v may have the shape of one of its inputs
  auto shaped = [&](VertexId p) { return !bshape_[v] || !fshape_[p] || !detail::surely_differ(*fshape_[p], *bshape_[v]); };
  auto sum_to_there = [&](int k) {
    if (seg_emits_[k].count(op) || !type_ok2(k, op)) return false;
    if (!bshape_[v]) return true;
    for (auto p : F.producers(segs_[k]))
      if (req_[fs.real(p)] && shaped(p)) return true;
    return false;
  };
  // ... or the sum-to of an attribute that only the choice of what B asks for
  // left without a gradient: a bias-add after a linear gives the linear's bias
  // and the added vector one gradient, whichever was asked
  auto chosen_there = [&](int k) {
    if (!is_sum_to_op(op)) return false;
    for (auto p : F.producers(segs_[k])) {
      const VertexId r = fs.real(p);
      // (a sum keeps the broadcast dims as 1s: only its view has the attribute's shape)
      if (F.node(r).kind == NodeKind::GetAttr && unasked_by_choice_.count(F.node(r).target) && (op == "sum" || shaped(p)))
        return true;
    }
    return false;
  };
  // (adjacent past segments that emit nothing and hold nothing: an add
  // passing the gradient on stands between two muls by the same scalar)
  auto holds = [&](int k) { return std::any_of(gops_.begin(), gops_.end(), [&](VertexId u) { return sigma_[u] == k; }); };
  auto adjacent = [&](int d) {
    int k = j + d;
    while (k >= 0 && k < static_cast<int>(segs_.size()) && ftmpl_[segs_[k]] && seg_emits_[k].empty() && !holds(k)) k += d;
    return k;
  };
  std::set<int> near = {j - 1, j + 1, adjacent(-1), adjacent(+1)};
  for (int k : near) {
    if (k < 0 || k >= static_cast<int>(segs_.size()) || !ftmpl_[segs_[k]]) continue;
    const bool chosen = chosen_there(k);
    if (!chosen && !seg_emits_[k].count(op) && !sum_to_there(k)) continue;
    // an adjacent segment could hold it only where v sits at the boundary, or
    // where the alignment left that segment empty and v's own template does
    // not emit v's op (a sum the broadcast allowance put in `div`, next to an
    // empty `expand` whose formula is that sum; a chosen attribute's sum-to:
    // whatever v's own template emits)
    bool held = false, boundary = false;
    for (VertexId u : gops_) {
      if (sigma_[u] != k) continue;
      held = true;
      if (u + 1 == v || v + 1 == u || u + 2 == v || v + 2 == u) {
        boundary = true;
        break;
      }
    }
    // (or left empty though its op must run: v may be the op it misses)
    if (boundary || (!held && (chosen || !seg_emits_[j].count(op) || empty_[k] > 0))) others.push_back(segs_[k]);
  }
  // a sum-to the template admits only because F_j may broadcast, where no
  // printed shape shows that it does, is a guess (`w_mu + w_sigma * eps` of
  // a noisy linear's bias beside the addmm that reads it: both fit without
  // shapes)
  const bool guessed_sum_to = !seg_emits_[j].count(op) && is_sum_to_op(op) && !surely_broadcasts(segs_[j]);
  res_.grad_of_how[v] =
      others.empty() && !against_flow && !guessed_sum_to && reads_its_directs(v, j) ? "template" : "position";
  if (!others.empty()) res_.grad_of_alternatives[v] = others;
}

/// Op v in segment j hands its value out of the segment: to an op placed in
/// another, to an accumulation, or as a gradient B returns.
bool Relater::hands_on(VertexId v, int j) const {
  const VertexId out = output_of(B);
  for (auto [c, slot] : B.consumers(v))
    if (c == out || acc_[c] || (sigma_[c] >= 0 && sigma_[c] != j)) return true;
  return false;
}

/// A formula names the forward values its ops read (`direct`: mul's `grad *
/// other` reads `other` at argument 1, mm's `grad.mm(mat2.t())` a `t` of
/// `mat2`): in B such an argument is a forward value, a saved value (a
/// leaf, through identities and views) or one B recomputes. Where segment
/// j's template names what v's op reads and v reads at none of those
/// arguments such a value but a value B computed otherwise (a custom
/// Function's mask from `lt`/`gt`, multiplied into the gradient), no
/// formula of that template is v, whatever its op: the template does not
/// vouch for it. Literal arguments tell nothing. The formula is that of the
/// argument whose gradient v's chain makes, where the template tells them
/// apart, and a value it reads through an op is read through that op.
bool Relater::reads_its_directs(VertexId v, int j) const {
  const DerivativeTemplate* t = ftmpl_[segs_[j]];
  if (!t) return true;
  const Node& nd = B.node(v);
  const std::string op = base_of(nd.target);
  // the template's own ops (in place or not), the ones its directs name,
  // what makes a constant of a value's shape (lerp's `1 - weight` is
  // `sub_(fill_(empty_like(weight), 1), weight)`), and what copies, casts or
  // conjugates a value (mul's `grad * other.conj()`: `clone(_conj(other))`)
  auto formula_op = [&](std::string o) {
    static const std::set<std::string, std::less<>> constant = {
        "empty_like", "full_like", "zeros_like", "ones_like", "fill",  "new_zeros",    "new_ones",    "new_full",
        "new_empty",  "_to_copy",  "clone",      "_conj",     "conj",  "conj_physical", "resolve_conj", "contiguous"};
    if (o.size() > 1 && o.back() == '_') o.pop_back();
    if (constant.count(o) || std::find(t->emits.begin(), t->emits.end(), o) != t->emits.end()) return true;
    return std::any_of(t->direct.begin(), t->direct.end(), [&](const std::string& d) {
      return d.compare(0, o.size(), o) == 0 && d.size() > o.size() && (d[o.size()] == ':' || d[o.size()] == '>');
    });
  };
  // what the formula reads there: a forward value in B (a leaf through
  // identities and views, or a value B recomputes), or one made from such
  // values by the template's own ops (abs's `grad * self.sgn()`)
  // (each value judged once, at most kMaxFormulaValues of them: a DAG of
  // shared subexpressions is walked in time linear in its size)
  constexpr int kMaxFormulaValues = 64;
  std::unordered_map<VertexId, bool> judged;
  int budget = kMaxFormulaValues;
  std::function<bool(VertexId)> formula_value = [&](VertexId p) {
    if (p == kNoVertex) return false;
    p = bs.real(p);
    if (p == kNoVertex) return false;
    if (const auto it = judged.find(p); it != judged.end()) return it->second;
    if (--budget < 0) return false;
    const Node& pn = B.node(p);
    bool ok = false;
    if (is_leaf(pn) || recomputed_.count(p)) {
      ok = true;
    } else if (pn.kind == NodeKind::CallFunction) {
      if (rules_.op_class(pn.target) == OpClass::ViewLike || is_getitem(pn)) {
        ok = formula_value(B.producer(p, 0));
      } else if (formula_op(base_of(pn.target))) {
        ok = true;
        for (auto q : B.producers(p))
          if (q != kNoVertex && !formula_value(q)) ok = false;
      }
    }
    judged[p] = ok;
    return ok;
  };
  const auto prods = B.producers(v);
  // the formula of the argument whose gradient v's chain makes, where the
  // templates tell it, else any: a value it reads through an op
  // (`t>mm:1=mat2`: self's `grad.mm(mat2.t())`) is read through that op
  // in B too; a Function's `grad.mm(weight)` reading its saved weight
  // directly there is no formula's op (ZeRO-3's linear Function). make_fx
  // only: the partitioner moves such an op into the forward and saves its
  // result, which B then reads directly
  const bool traced = aot_saved_.empty();
  const int a = traced ? gradient_target_arg(v, j) : -1;
  const std::vector<std::string>* directs = a >= 0 ? t->directs_of(a) : nullptr;
  if (!directs || directs->empty()) directs = &t->direct;
  bool named = false;
  for (const auto& d : *directs) {
    const auto e = parse_direct(d);
    if (!e || e->op != op) continue;
    for (std::size_t s = 0; s < prods.size(); ++s) {
      // (an argument carrying the gradient is another formula's use of the op)
      if (arg_index_of_slot(nd, static_cast<int>(s)) != e->arg || prods[s] == kNoVertex || carry_[bs.real(prods[s])])
        continue;
      named = true;
      if (e->via.empty() || !traced) {
        if (formula_value(prods[s])) return true;
        continue;
      }
      const VertexId q = bs.real(prods[s]);
      if (q != kNoVertex && B.node(q).kind == NodeKind::CallFunction && base_of(B.node(q).target) == e->via &&
          formula_value(B.producer(q, 0)))
        return true;
    }
  }
  return !named;
}

/// A backward op no template places (a custom autograd Function, a backend's
/// own op): AOT copies the forward's `# File:` line onto the backward nodes
/// it derives from it, so the forward ops of that line are the candidates.
/// The line names the call, not the op inside it: the call's result (an
/// output with a tangent), else the last of them, is the answer by position;
/// the others are alternatives.
bool Relater::by_source(VertexId v) {
  const std::string src = B.node(v).source.str();
  if (src.empty()) return false;
  std::vector<VertexId> cands;
  for (VertexId x = F.size(); x-- > 0;) {
    const Node& n = F.node(x);
    if (n.kind == NodeKind::CallFunction && !is_getitem(n) && !fs.transparent(x) && n.source == src) cands.push_back(x);
  }
  if (cands.empty()) return false;
  // the call's result, when it is an output the backward takes a tangent for
  for (std::size_t i = 0; i < cands.size(); ++i)
    if (std::find(outs_.begin(), outs_.end(), cands[i]) != outs_.end()) std::swap(cands[0], cands[i]);
  res_.grad_of.push_back({v, cands[0]});
  res_.grad_of_how[v] = "position";
  if (cands.size() > 1)
    res_.grad_of_alternatives[v] = {cands.begin() + 1, cands.begin() + static_cast<std::ptrdiff_t>(std::min<std::size_t>(cands.size(), 9))};
  return true;
}

/// Segments whose template the backward contradicts. Only when no saved value
/// was inferred from a template itself (the joint's composition, the
/// partitioner's layout; an answer in doubt counts with all its alternatives;
/// a constant only dead identities read, unpacked_only_saved(), is a template's):
/// a template's formula for an input that requires grad reads some forward
/// values; when the backward neither reads one of them (nor a bitwise twin)
/// nor recomputes it, that autograd node is not the template's (a custom
/// autograd Function whose ops look like one).
std::vector<char> Relater::templates_contradicted() const {
  std::vector<char> out(segs_.size(), 0);
  std::set<int> avail;  // value numbers of forward values the backward reads or recomputes
  for (VertexId v = 0; v < B.size(); ++v) {
    if (!is_leaf(B.node(v)) || (B.node(v).kind != NodeKind::GetAttr && !is_saved_placeholder(v))) continue;
    const auto s = saved_.find(v);
    const auto h = saved_how_.find(v);
    if (s == saved_.end() || h == saved_how_.end() || h->second == "template" || unpacked_saved_.count(v)) return out;
    avail.insert(fvn_[fs.real(s->second)]);
    if (auto a = saved_alt_.find(v); a != saved_alt_.end())  // whatever it may hold counts as read
      for (VertexId x : a->second) avail.insert(fvn_[fs.real(x)]);
  }
  for (auto [b, f] : recomputed_) avail.insert(fvn_[fs.real(f)]);
  for (std::size_t j = 0; j < segs_.size(); ++j) {
    const VertexId f = segs_[j];
    const DerivativeTemplate* t = ftmpl_[f];
    if (!t) continue;
    for (int a : t->diff) {
      if (a < 0 || a >= static_cast<int>(t->args.size())) continue;
      const VertexId x = fwd_named(f, *t, t->args[static_cast<std::size_t>(a)]);
      const auto* reads = t->reads_of(a);
      if (x == kNoVertex || !req_[fs.real(x)] || !reads) continue;
      for (const auto& name : *reads) {
        const VertexId y = fwd_named(f, *t, name);
        if (y != kNoVertex && F.node(fs.real(y)).kind == NodeKind::CallFunction && !avail.count(fvn_[fs.real(y)]))
          out[j] = 1;
      }
    }
  }
  return out;
}

/// Whether op v reads (through identity ops) a saved value that the joint or
/// the partitioner's layout relates, and that value is forward op f's input,
/// result, or a getitem of its result.
bool Relater::reads_own_saved(VertexId v, VertexId f) const {
  for (VertexId p : B.producers(v)) {
    for (int d = 0; d < 8 && bs.transparent(p) && B.producer(p, 0) != kNoVertex; ++d) p = B.producer(p, 0);
    const auto s = saved_.find(p);
    const auto h = saved_how_.find(p);
    if (s == saved_.end() || h == saved_how_.end() || (h->second != "joint" && h->second != "structure")) continue;
    const VertexId x = fs.real(s->second);
    if (x == f) return true;
    for (VertexId q : F.producers(f))
      if (fs.real(q) == x) return true;
    for (auto [c, sl] : F.consumers(f))
      if (c == x && is_getitem(F.node(c))) return true;
  }
  return false;
}

}  // namespace fxmatch::relate_detail
