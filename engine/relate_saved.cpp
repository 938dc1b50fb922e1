// relate stage 3, saved inference: which forward value each saved backward input holds.
//
// Design note. With the joint, relate_joint.cpp composes the two exact
// matches. Without it, a saved constant
// read by a backward op of segment F_j holds what F_j's derivative template
// names at that call position ("threshold_backward:1=result"), else the saved
// tensors of the template minus the input whose gradient the reading chain
// makes. Several candidates stay as alternatives; none leaves it unrelated.
#include "relate_impl.hpp"

namespace fxmatch::relate_detail {

/// Item k of the list argument `name` of forward op f, when that list has n
/// items (as the backward's list that reads it has); else kNoVertex.
VertexId Relater::fwd_named_item(VertexId f, const DerivativeTemplate& t, const std::string& name, std::size_t n,
                                 int k) const {
  const Node& fn = F.node(f);
  for (std::size_t i = 0; i < t.args.size() && i < fn.args.size(); ++i) {
    if (t.args[i] != name) continue;
    const Arg& a = fn.args[i];
    if (a.kind != Arg::Kind::List || a.items.size() != n || k >= static_cast<int>(n)) return kNoVertex;
    const Arg& x = a.items[static_cast<std::size_t>(k)];
    return x.kind == Arg::Kind::Ref ? fs.real(F.producer(f, x.slot)) : kNoVertex;
  }
  return kNoVertex;
}

VertexId Relater::fwd_named(VertexId f, const DerivativeTemplate& t, const std::string& name) const {
  for (std::size_t i = 0; i < t.args.size(); ++i)
    if (t.args[i] == name)
      for (const auto& e : in_edges(F, f, &t))
        if (e.arg == static_cast<int>(i)) return fs.real(e.producer);
  int k = -1;
  for (std::size_t i = 0; i < t.outputs.size(); ++i)
    if (t.outputs[i] == name) k = static_cast<int>(i);
  if (name == "result") k = 0;
  if (name.rfind("result", 0) == 0 && name.size() > 6) k = std::atoi(name.c_str() + 6);
  if (k < 0) return kNoVertex;
  if (t.outputs.size() <= 1) return f;
  for (auto [c, s] : F.consumers(f))
    if (is_getitem(F.node(c)) && F.node(c).getitem_index == k) return c;
  return f;
}

void Relater::infer_saved() {
  // a custom Function found by its comparison (find_opaque_functions) is one
  // node: a reader placed at any op of its forward reads what it saved (runs_)
  const std::vector<VertexId>& runs = runs_;
  for (VertexId L = 0; L < B.size(); ++L) {
    const Node& nd = B.node(L);
    if (nd.kind == NodeKind::Placeholder) {
      if (auto it = aot_saved_.find(L); it != aot_saved_.end()) {
        saved_[L] = it->second;  // the very node the partitioner saved (a detach is one too)
        saved_how_[L] = aot_how_[L];
        if (auto a = aot_alt_.find(L); a != aot_alt_.end()) saved_alt_[L] = a->second;
      } else if (aot_tangent_.empty() && loss_ != kNoVertex && placeholders(B) == 1) {
        // a make_fx backward takes one input, the loss; several inputs and no
        // split of the forward's outputs that fits them: left unrelated
        saved_[L] = fs.real(loss_);
        saved_how_[L] = "structure";  // the forward's output is the loss
      }
      continue;
    }
    if (nd.kind != NodeKind::GetAttr || saved_.count(L)) continue;
    // first reading op (through identity), its arg position
    VertexId reader = kNoVertex;
    int arg = -1;
    int slot = -1;
    if (const auto readers = bs.real_consumers(L); !readers.empty())
      reader = readers[0].first, slot = readers[0].second, arg = arg_index_of_slot(B.node(reader), slot);
    if (reader == kNoVertex || sigma_[reader] < 0) continue;
    VertexId f = segs_[sigma_[reader]];
    if (f < runs.size() && runs[f] != kNoVertex && opaque_.count(runs[f])) f = runs[f];
    const auto* t = ftmpl_[f];
    if (!t) continue;
    // a value the template names: read as item k of a list (`index_put`'s
    // indices), it is item k of the forward's list of that name
    const int item = item_of_slot(B.node(reader), arg, slot);
    auto named = [&](const std::string& name) {
      const VertexId x =
          item >= 0 ? fwd_named_item(f, *t, name, B.node(reader).args[arg].items.size(), item) : kNoVertex;
      return x != kNoVertex ? x : fwd_named(f, *t, name);
    };
    const std::string rop = base_of(B.node(reader).target), rop_overload = base_with_overload(B.node(reader).target);
    const int grad_arg = gradient_target_arg(reader, sigma_[reader]);
    std::vector<VertexId> cands;
    auto named_at = [&](const std::vector<std::string>& directs) {
      std::vector<VertexId> out;
      for (const auto& d : directs) {  // "op:k=name", "op.overload:k=name"
        const auto e = parse_direct(d);
        if (!e || (e->ops != rop && e->ops != rop_overload) || e->arg != arg) continue;
        const VertexId x = named(std::string(e->name));
        if (x != kNoVertex) out.push_back(x);
      }
      return out;
    };
    cands = named_at(t->direct);
    // read as a keyword argument: FX spells it by the schema's name, and the
    // formulas pass the forward's argument of that name on by name (sdpa's
    // backward's `attn_mask = ...`)
    if (arg < 0)
      if (const std::string k(kwarg_of_slot(B.node(reader), slot)); !k.empty() && contains(t->saved, k))
        if (const VertexId x = named(k); x != kNoVertex) cands = {x};
    // formulas whose directs differ: the one of the argument whose gradient
    // the reading chain makes decides (lerp's `sub(end, self)` is weight's;
    // self's `1 - weight` is a sub too, of other values)
    std::vector<VertexId> every_formula;  // set where one formula's directs narrowed them
    if (const auto* own = grad_arg >= 0 && !cands.empty() ? t->directs_of(grad_arg) : nullptr) {
      auto mine = named_at(*own);
      if (mine != cands) every_formula = cands;
      cands = std::move(mine);
    }
    // one position naming either of two values: the op's other arguments can
    // tell its calls apart (direct_when: eq(self, result), eq(src, gather(result)))
    if (cands.size() > 1 && !t->direct_when.empty()) {
      const Node& rn = B.node(reader);
      // what the reader's positional argument j is (through identity)
      auto at = [&](int j) {
        for (std::size_t s = 0; s < B.producers(reader).size(); ++s)
          if (arg_index_of_slot(rn, static_cast<int>(s)) == j)
            return bs.real(B.producer(reader, static_cast<int>(s)));
        return kNoVertex;
      };
      // the other argument is the saved value `what` itself (a leaf), or made by op `what`
      auto fits = [&](VertexId y, char rel, const std::string& what) {
        if (y == kNoVertex) return false;
        if (rel == '=') return is_leaf(B.node(y)) && (!saved_.count(y) || saved_.at(y) == named(what));
        return B.node(y).kind == NodeKind::CallFunction && base_of(B.node(y).target) == what;
      };
      std::vector<VertexId> keep;
      for (const auto& w : t->direct_when) {  // "op:k=name|j=other", "op:k=name|j<op2"
        const auto colon = w.find(':'), eq = w.find('='), bar = w.find('|');
        if (bar == std::string::npos || eq > bar || w.compare(0, colon, rop) != 0 ||
            std::atoi(w.c_str() + colon + 1) != arg)
          continue;
        const std::size_t rel = w.find_first_of("=<", bar);
        if (rel == std::string::npos || !fits(at(std::atoi(w.c_str() + bar + 1)), w[rel], w.substr(rel + 1)))
          continue;
        if (const VertexId x = named(w.substr(eq + 1, bar - eq - 1));
            x != kNoVertex && contains(cands, x) && !contains(keep, x))
          keep.push_back(x);
      }
      if (!keep.empty()) cands = std::move(keep);
    }
    // read through a unary op (`t`): where it goes next can name it alone
    // (mm(grad, t(mat2)) against mm(t(self), grad): `t>mm:1=mat2`)
    if (cands.size() != 1) {
      const auto next = bs.real_consumers(reader);
      if (next.size() == 1 && B.producers(reader).size() == 1) {
        const std::string key = rop + ">" + base_of(B.node(next[0].first).target) + ":" +
                                std::to_string(arg_index_of_slot(B.node(next[0].first), next[0].second));
        std::vector<VertexId> through;
        for (const auto& d : t->direct)
          if (const auto eq = d.find('='); d.compare(0, eq, key) == 0 && eq == key.size())
            if (const VertexId x = fwd_named(f, *t, d.substr(eq + 1)); x != kNoVertex) through.push_back(x);
        if (through.size() == 1) cands = through;
      }
    }
    std::string how = "template";
    if (cands.size() > 1) {
      // `bmm` reads both operands through `transpose`: the one the chain
      // does not produce the gradient of, with the leaf's shape
      const VertexId target = grad_arg >= 0 && grad_arg < static_cast<int>(t->args.size())
                                  ? fwd_named(f, *t, t->args[grad_arg])
                                  : kNoVertex;
      // what the formula for that argument reads (mul: the other operand;
      // mse_loss: both), else anything but the argument itself
      std::set<VertexId> reads;
      if (const auto* names = grad_arg >= 0 ? t->reads_of(grad_arg) : nullptr) reads = fwd_named_set(f, *t, *names);
      std::vector<VertexId> keep;
      for (auto x : cands)
        if ((reads.empty() ? x != target : reads.count(x) > 0) && meta_ok(L, x) &&
            std::find(keep.begin(), keep.end(), x) == keep.end())
          keep.push_back(x);
      if (!keep.empty()) cands = keep;
    }
    // a reader PyTorch never differentiates (a comparison: its template has no
    // differentiable argument) is no operand of the gradient it masks
    const auto* rt = tmpl(B, reader);
    if (grad_arg == kSomeParameter && cands.size() > 1 && !(rt && rt->diff.empty())) {
      // the chain makes a parameter's gradient: what it reads is the other
      // operand (the activation), not a parameter; a comparison is no operand
      // (clamp's `self < min & min < max` masks min's gradient by min itself)
      std::vector<VertexId> keep;
      for (auto x : cands)
        if (!(is_leaf(F.node(x)) && req_[x])) keep.push_back(x);
      if (!keep.empty()) cands = keep;
    }
    if (cands.empty()) {
      // a reader the formula does not emit (an in-place buffer update that a
      // checkpoint replays) is no formula op: what the template saves is a guess
      how = std::find(t->emits.begin(), t->emits.end(), rop) != t->emits.end() ? "template" : "position";
      // the differentiated argument's own formula says what it reads (var_mean
      // reads its input); without that, a bilinear op reads the other operand
      const std::vector<std::string>* reads = grad_arg >= 0 ? t->reads_of(grad_arg) : nullptr;
      if (reads && reads->empty()) reads = nullptr;
      for (const auto& s : t->saved) {
        if (reads ? std::find(reads->begin(), reads->end(), s) == reads->end()
                  : grad_arg >= 0 && grad_arg < static_cast<int>(t->args.size()) && t->args[grad_arg] == s)
          continue;
        const VertexId x = named(s);
        if (x != kNoVertex && meta_ok(L, x) && std::find(cands.begin(), cands.end(), x) == cands.end())
          cands.push_back(x);
      }
    }
    if (cands.empty()) continue;
    // what F_j's formula names is the value as f met it: if an in-place op
    // mutates it, autograd saved the clone it took before (make_fx traces it)
    for (auto& x : cands) x = copy_before_mutation(x, f);
    saved_[L] = cands[0];
    saved_how_[L] = how;
    saved_reader_[L] = reader;
    if (!every_formula.empty()) {
      for (auto& x : every_formula) x = copy_before_mutation(x, f);
      saved_by_formula_[L] = std::move(every_formula);
    } else {
      saved_by_formula_.erase(L);
    }
    if (how == "position" && bs.real_consumers(reader).empty()) unread_guess_.insert(L);
    if (cands.size() > 1) saved_alt_[L] = {cands.begin() + 1, cands.end()};
  }
}

/// x as forward op f met it. A value that an in-place op mutates (f itself,
/// `mul_(x, g)`, or a later one) no longer holds it when the backward runs:
/// autograd saved the clone taken from x before f with no write into x in
/// between (the latest such clone); x itself when F has none.
VertexId Relater::copy_before_mutation(VertexId x, VertexId f) const {
  if (x >= mutated_.size() || !mutated_[x]) return x;
  VertexId best = kNoVertex;
  for (auto [c, sl] : F.consumers(x))
    if (c < f && F.node(c).kind == NodeKind::CallFunction && base_of(F.node(c).target) == "clone" &&
        (best == kNoVertex || c > best))
      best = c;
  if (best == kNoVertex) return x;
  for (auto [w, sl] : F.consumers(x))  // a write between the clone and f: not f's value
    if (w > best && w < f && sl == 0 && is_inplace_call(F.node(w))) return x;
  return best;
}

/// Value numbers of F: equal numbers hold bitwise-equal values (get_attrs
/// of one attribute, identity ops and clones of a value, the same op on
/// the same values). Impure ops (random, in-place, empty) are their own.
/// The value-number key of call node v of g: its target and arguments, each
/// reference as its producer's number in vn.
std::string Relater::value_key(const Graph& g, VertexId v, const std::vector<int>& vn, bool rng_result) const {
  const Node& n = g.node(v);
  std::function<void(const Arg&, std::string&)> put = [&](const Arg& a, std::string& k) {
    if (a.kind == Arg::Kind::Ref) k += '%', k += std::to_string(vn[g.producer(v, a.slot)]);
    else if (a.items.empty()) k += to_string(a);
    else {
      k += "(";
      for (const auto& x : a.items) put(x, k), k += ",";
      k += ")";
    }
    k += ";";
  };
  // an op run under a saved RNG state is that op: the recomputation's
  // `run_with_rng_state(state, op, args...)` (a checkpointed sdpa) computes
  // what the forward's `run_and_save_rng_state(op, args...)[1]` holds
  // (value_numbers() keys that getitem with rng_result)
  const std::string base = base_of(n.target);
  const std::size_t op = base == "run_with_rng_state" ? 1 : rng_result && base == "run_and_save_rng_state" ? 0 : n.args.size();
  const bool wrapped = op < n.args.size();
  std::string key = (wrapped ? "rng " + to_string(n.args[op]) : n.target.str()) + "(";
  for (std::size_t i = wrapped ? op + 1 : 0; i < n.args.size(); ++i) put(n.args[i], key);
  for (const auto& [name, a] : n.kwargs) key += name + "=", put(a, key);
  return key;
}

std::string Relater::inplace_key(const Graph& g, VertexId v, const std::vector<int>& vn, int self) const {
  const Node& n = g.node(v);
  if (!is_inplace_call(n) || n.args.empty() || n.args[0].kind != Arg::Kind::Ref || self < 0) return {};
  const std::string t = n.target.str();
  const auto b = t.find('.', t.find('.') + 1);
  const std::string functional = t.substr(0, b - 1) + t.substr(b);  // aten.relu_.default -> aten.relu.default
  if (rules_.is_impure(functional)) return {};
  std::string key = value_key(g, v, vn);
  // the self read as it was: its value number where the key names it first
  const std::string now = "%" + std::to_string(vn[g.producer(v, n.args[0].slot)]) + ";";
  key.replace(0, t.size(), functional);
  if (const auto at = key.find(now, functional.size()); at != std::string::npos)
    key.replace(at, now.size(), "%" + std::to_string(self) + ";");
  return key;
}

/// Value numbers hold values as the backward sees them: a node that a later
/// in-place op mutates (the `self` of `mul_`, `silu_`) holds another value by
/// then, so it gets a number of its own; a clone taken before keeps the value,
/// and the first in-place op on it reads it as it was (finplace_read_).
std::vector<int> Relater::value_numbers() {
  std::vector<int> vn(F.size(), -1), before(F.size(), -1);
  std::vector<char> mutated(F.size(), 0);
  mutated_.assign(F.size(), 0);
  finplace_read_.assign(F.size(), -1);
  std::vector<VertexId> first_write(F.size(), kNoVertex);
  for (VertexId v = 0; v < F.size(); ++v) {
    if (!is_inplace_call(F.node(v)) || F.producer(v, 0) == kNoVertex) continue;
    const VertexId p = fs.real(F.producer(v, 0));
    mutated[p] = 1;
    if (first_write[p] == kNoVertex) first_write[p] = v;
  }
  auto& ids = fkeys_;
  auto id_of = [&](std::string key) { return ids.try_emplace(std::move(key), static_cast<int>(ids.size())).first->second; };
  for (VertexId v = 0; v < F.size(); ++v) {
    const Node& n = F.node(v);
    if (n.kind == NodeKind::GetAttr) {
      vn[v] = id_of("attr " + n.target.str());
    } else if (n.kind != NodeKind::CallFunction || rules_.is_impure(n.target)) {
      vn[v] = id_of("node " + std::to_string(v));
    } else if (fs.transparent(v) || base_of(n.target) == "clone") {
      const VertexId p = F.producer(v, 0);
      vn[v] = base_of(n.target) == "clone" && before[p] >= 0 ? before[p] : vn[p];
    } else if (const VertexId r = is_getitem(n) && n.getitem_index == 1 ? F.producer(v, 0) : kNoVertex;
               r != kNoVertex && base_of(F.node(r).target) == "run_and_save_rng_state") {
      vn[v] = id_of(value_key(F, r, vn, /*rng_result=*/true));
      fnode_of_key_.try_emplace(vn[v], v);
    } else {
      vn[v] = id_of(value_key(F, v, vn));
      fnode_of_key_.try_emplace(vn[v], v);
    }
    if (mutated[v] && n.kind != NodeKind::GetAttr && n.kind != NodeKind::Placeholder) {
      mutated_[v] = 1;
      before[v] = vn[v];
      vn[v] = id_of("mutated " + std::to_string(v));
      finplace_read_[first_write[v]] = before[v];  // the first write reads the value as it was
    }
  }
  finplace_keys_.clear();
  for (VertexId v = 0; v < F.size(); ++v)
    if (finplace_read_[v] >= 0)
      if (auto k = inplace_key(F, v, vn, finplace_read_[v]); !k.empty()) finplace_keys_.try_emplace(std::move(k), v);
  return vn;
}

/// A saved value computed twice in F (three equal `view`s of one tensor, a
/// transpose of a weight re-read every time step, the clone an in-place op
/// saves): the twin that the reading segment's forward op itself reads or
/// produces is the one autograd saved.
void Relater::prefer_twins_near_segment() {
  const std::vector<int>& vn = fvn_;
  for (auto& [L, x] : saved_) {
    // only a twin of the answer (same value number) may replace it, never
    // another value; and never an answer the joint decided (both matches
    // exact and untied): the composition names the very node the joint's
    // backward reads, the reader's segment is the alignment's guess
    // (IterNorm's `mul(grad, y)` read the contiguous copy, not the
    // transposed view before it)
    if (B.node(L).kind != NodeKind::GetAttr) continue;
    if (const auto h = saved_how_.find(L); h != saved_how_.end() && h->second == "joint") continue;
    VertexId reader = kNoVertex;
    for (VertexId y = L; reader == kNoVertex;) {
      VertexId next = kNoVertex;
      for (auto [c, sl] : B.consumers(y)) {
        if (bs.transparent(c)) next = c;
        else if (reader == kNoVertex) reader = c;
      }
      if (reader != kNoVertex || next == kNoVertex) break;
      y = next;
    }
    if (reader == kNoVertex || sigma_[reader] < 0) continue;
    const VertexId f = segs_[sigma_[reader]];
    std::vector<VertexId> near{f};
    for (auto p : F.producers(f)) near.push_back(fs.real(p));
    for (auto [c, sl] : F.consumers(f))
      if (is_getitem(F.node(c))) near.push_back(c);
    if (std::find(near.begin(), near.end(), x) != near.end()) continue;
    VertexId best = kNoVertex;
    for (auto y : near)
      if (vn[y] == vn[x] && (best == kNoVertex || y < best)) best = y;
    if (best != kNoVertex) x = best;
  }
}

/// Re-reads of one attribute are one value (make_fx names every read of a
/// saved constant `self._tensor_constant6`, the same tensor): a read left
/// without an answer (one only a dead `detach` of the saved-tensor hooks
/// reads), or answered with doubt (by position, or with alternatives), takes
/// the answer the other reads' evidence decides, where those agree; failing
/// that, a read without an answer takes the others', where they all agree.
void Relater::pool_attribute_reads() {
  // an answer its own evidence decides: not by position, no alternatives
  auto sure = [&](VertexId v) {
    const auto h = saved_how_.find(v);
    return h != saved_how_.end() && h->second != "position" && !saved_alt_.count(v);
  };
  for (const auto& [attr, vs] : bs.attribute_reads()) {
    VertexId answer = kNoVertex, from = kNoVertex;
    bool agree = true;
    for (const bool by_evidence : {true, false}) {
      answer = from = kNoVertex;
      agree = true;
      for (VertexId v : vs)
        if (const auto it = saved_.find(v); it != saved_.end() && (!by_evidence || sure(v))) {
          if (answer == kNoVertex) answer = it->second, from = v;
          else agree = agree && fvn_[fs.real(it->second)] == fvn_[fs.real(answer)];
        }
      if (answer != kNoVertex) break;
    }
    if (answer == kNoVertex || !agree) continue;
    const bool from_sure = sure(from);
    for (VertexId v : vs) {
      const auto it = saved_.find(v);
      if (it != saved_.end() && !(from_sure && !sure(v) && fvn_[fs.real(it->second)] != fvn_[fs.real(answer)]))
        continue;
      saved_[v] = answer;
      if (const auto h = saved_how_.find(from); h != saved_how_.end()) saved_how_[v] = h->second;
      saved_alt_.erase(v);
      if (const auto a = saved_alt_.find(from); a != saved_alt_.end()) saved_alt_[v] = a->second;
    }
  }
}

}  // namespace fxmatch::relate_detail
