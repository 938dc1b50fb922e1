// relate stage 1b, AOTAutograd partitioned pairs: which forward output each
// backward placeholder receives.
//
// Design note. The partitioner (torch/_functorch/partitioners.py,
// _extract_fwd_bwd_modules) builds the forward with outputs
//   [mutated inputs / updated buffers..., user outputs..., saved values..., saved symbols...]
// and the backward with inputs
//   [saved symbols..., saved values..., tangents...],
// one tangent per differentiable output. The sizes of the sections are not
// printed, so they are read from structure, never from a fixed offset:
//   - symbols: forward outputs / backward inputs of type Sym, or used only as
//     sizes (inside list arguments, sym_size, Python arithmetic);
//   - saved values: a suffix of the forward's tensor outputs without repeats
//     (the partitioner's list is a set), each read by some backward op (it is
//     saved because the backward needs it), same dtype/shape where printed;
//   - before it, a forward input returned as is is a user output (a model
//     returning a parameter it reads) and takes no tangent; that is the
//     exception, so of the splits the rest admits, those taking the fewest
//     inputs for user outputs (none, where one fits);
//   - tangents: the rest, at least one; each has the dtype/shape of a
//     differentiable output before the saved values (in order), and every
//     gradient the backward returns depends on a tangent (or as many as
//     can: a custom Function may return one made without its grad_output).
//     Without printed dtypes a tangent goes to the latest output whose op's
//     template emits an op reading the tangent (an updated buffer's `div`
//     runs no `mm`; an `add` summing the tangent with the graph's own
//     gradient hands it on to its readers), or that hands the gradient
//     unchanged to such an op's value (the loss's `add`), else to the latest
//     that fits at all. An output that views another output before the saved
//     values takes none: AOTAutograd returns the base of an aliasing output
//     (a user output, or an intermediate base it appends) and makes tangents
//     for non-aliasing outputs only (collect_metadata_analysis).
// An output that a `detach` returns, or that is computed only from inputs
// whose gradient is None and from constants, takes no tangent. A mutated
// input's new value whose tangent is added straight into that input's
// gradient was made under no_grad: its chain stands for the input
// (aot_stand_ins_).
// The backward's outputs are one gradient per forward input, in order; a None
// one marks an input that does not require grad (the forward analysis then
// gives no segment to ops computed from such inputs only). The saved tensors
// found here are then exact evidence for the alignment (relate_align.cpp,
// leaves_of): a backward op reading one belongs to a forward op that reads or
// makes that value (or a clone of it); and the op computing the backward's
// k-th output (the k-th input's gradient) belongs to a forward op reading that
// input (prepare_segments, grad_leaves_), shapes or not.
// When exactly one split satisfies all of them the answers are "structure";
// when several do, the one whose saved values the derivative templates
// contradict least is taken, then the one with the fewest tangents
// ("position"), and the other splits' values are listed as alternatives.
#include "relate_impl.hpp"

namespace fxmatch::relate_detail {

namespace {

/// Whether every reference of `c` to `v` is a size or scalar: at an argument
/// position the derivative template does not list as a tensor, or (no
/// template) inside the size list of an op that takes sizes.
bool used_as_size(const Graph& g, VertexId c, VertexId v, const DerivativeTemplate* t) {
  static const std::set<std::string> sized = {"view", "reshape", "_unsafe_view", "expand", "new_zeros", "new_empty",
                                              "new_ones", "new_full", "full", "zeros", "ones", "empty",
                                              "empty_strided", "as_strided", "randn", "rand", "arange"};
  const Node& n = g.node(c);
  const auto prods = g.producers(c);
  bool size = false, tensor = false;
  std::function<void(const Arg&, int, bool)> walk = [&](const Arg& a, int depth, bool scalar_pos) {
    if (a.kind == Arg::Kind::Ref) {
      if (a.slot < 0 || static_cast<std::size_t>(a.slot) >= prods.size() || prods[a.slot] != v) return;
      (scalar_pos || (depth > 0 && !t && sized.count(base_of(n.target))) ? size : tensor) = true;
      return;
    }
    for (const auto& x : a.items) walk(x, depth + 1, scalar_pos);
  };
  for (std::size_t i = 0; i < n.args.size(); ++i)
    walk(n.args[i], 0, t && !contains(t->tensors, static_cast<int>(i)));
  // a keyword argument is a tensor where the template names it one (sdpa's attn_mask)
  for (const auto& [k, a] : n.kwargs) walk(a, 0, t != nullptr && !contains(t->tensors, t->arg_index(k)));
  return size && !tensor;
}

bool sym_op(const Node& n) {
  return n.kind == NodeKind::CallFunction && !is_getitem(n) &&
         (n.target.find("sym_") != std::string::npos || n.target.rfind("operator.", 0) == 0 ||
          n.target.rfind("_operator.", 0) == 0);
}

}  // namespace

int Relater::symbolic(const Graph& g, VertexId v) const {
  const Node& n = g.node(v);
  if (n.meta && !n.meta->dtype.empty()) return n.meta->dtype == "Sym" ? 1 : -1;
  if (sym_op(n)) return 1;
  bool sized = false;  // some use as a size; a value only returned tells nothing
  for (auto [c, s] : g.consumers(v)) {
    const Node& cn = g.node(c);
    if (cn.kind == NodeKind::Output) continue;
    if (!sym_op(cn) && !used_as_size(g, c, v, tmpl(g, c))) return -1;
    sized = true;
  }
  return sized ? 1 : 0;
}

/// Whether B reads tangent b the way the backward of the F op making output
/// f would: some op reading b (not a sum-to or an identity, which any op's
/// backward may run) is one f's template emits, or, where f's formula hands
/// an input the gradient unchanged (`loss = a + 0.005 * b`: add emits
/// nothing), one the template of that input's op emits, and so on up. No
/// template, a view made f, or nothing but such generic readers: nothing
/// contradicts it.
bool Relater::tangent_read_as_gradient_of(VertexId f, VertexId b) const {
  const Node& fn = F.node(f);
  if (fn.kind != NodeKind::CallFunction || rules_.is_aliasing(fn.target)) return true;
  const auto* t = tmpl(F, f);
  if (!t) return true;
  std::set<std::string> emits;
  std::vector<VertexId> todo = {f};
  std::set<VertexId> seen = {f};
  for (std::size_t k = 0; k < todo.size() && k < 64; ++k) {
    const auto* tk = tmpl(F, todo[k]);
    if (!tk) continue;
    emits.insert(tk->emits.begin(), tk->emits.end());
    if (!tk->empty) continue;
    for (const auto& e : in_edges(F, todo[k], tk)) {
      if (e.producer == kNoVertex || !contains(tk->diff, e.arg) || !tk->passes_through(e.arg)) continue;
      const VertexId p = fs.real(e.producer);
      if (F.node(p).kind == NodeKind::CallFunction && seen.insert(p).second) todo.push_back(p);
    }
  }
  // (an `add` of two tensors reading it sums the tangent with the gradient
  // the graph's own readers of f send, an accumulation no formula emits: its
  // readers judge, as the tangent's own would)
  bool judged = false;
  std::vector<VertexId> reads = {b};
  for (std::size_t k = 0; k < reads.size() && k < 64; ++k)
    for (auto [c, slot] : B.consumers(reads[k])) {
      const Node& cn = B.node(c);
      if (cn.kind != NodeKind::CallFunction) continue;
      const std::string op = base_of(cn.target);
      if (is_sum_to_op(op) || rules_.is_aliasing(cn.target) || op == "detach" || op == "clone") continue;
      if (cn.target == "aten.add.Tensor" && cn.kwargs.empty() && B.producers(c).size() == 2) {
        reads.push_back(c);
        continue;
      }
      if (emits.count(op)) return true;
      judged = true;
    }
  return !judged;
}

void Relater::detect_partitioned() {
  // make_fx backward: saved values are constants. A constant the backward
  // only lifts (`lift_fresh_copy`, a tensor literal of a formula or of the
  // user's code) is no saved value: AOT's backward has them too.
  for (VertexId v = 0; v < B.size(); ++v)
    if (B.node(v).kind == NodeKind::GetAttr && !lifted_literal(B, v)) return;
  std::vector<VertexId> bp;
  for (VertexId v = 0; v < B.size(); ++v)
    if (B.node(v).kind == NodeKind::Placeholder) bp.push_back(v);
  const std::vector<VertexId> fo = output_entries(F);
  const std::size_t nf = fo.size(), nb = bp.size();
  if (nf < 2 || nb < 2 || nf < nb) return;
  if (std::find(fo.begin(), fo.end(), kNoVertex) != fo.end()) return;
  auto dtype = [](const Graph& g, VertexId v) { return g.node(v).meta ? g.node(v).meta->dtype : std::string(); };
  auto same = [&](VertexId f, VertexId b) {
    const auto& x = F.node(f).meta;
    const auto& y = B.node(b).meta;
    return !x || !y || (x->dtype == y->dtype && x->shape == y->shape);
  };
  // the backward returns one entry per forward input, in order (the
  // partitioner's backward outputs are the joint's input gradients): a None
  // there is an input that does not require grad. A value computed from
  // such inputs alone requires none, nor does one a `detach` returns: such
  // an output gets no tangent (AOTAutograd makes none for it). Upstream
  // detaches do not decide it: a mutated input requiring grad gets a tangent
  // for its new value however it was computed (Embedding's max_norm renorm
  // writes through `detach(clone(weight))`).
  std::vector<VertexId> fp;
  for (VertexId v = 0; v < F.size(); ++v)
    if (F.node(v).kind == NodeKind::Placeholder) fp.push_back(v);
  const std::vector<VertexId> bo = output_entries(B);
  std::vector<char> requires_grad(F.size(), 1);
  if (bo.size() == fp.size()) {
    for (std::size_t i = 0; i < fp.size(); ++i) requires_grad[fp[i]] = bo[i] != kNoVertex;
    for (VertexId v = 0; v < F.size(); ++v) {
      const Node& n = F.node(v);
      // an AOT forward's get_attr is a lifted tensor constant (parameters
      // and buffers are inputs): it requires no grad
      if (n.kind == NodeKind::GetAttr) requires_grad[v] = 0;
      if (n.kind != NodeKind::CallFunction) continue;
      bool any = false;
      for (auto p : F.producers(v)) any = any || requires_grad[p];
      requires_grad[v] = any;
    }
  }
  for (VertexId o : fo)
    if (F.node(o).kind == NodeKind::CallFunction && base_of(F.node(o).target) == "detach") requires_grad[o] = 0;
  auto differentiable = [&](VertexId f) {
    if (!requires_grad[f]) return false;
    const std::string d = dtype(F, f);
    return d.empty() || d[0] == 'f' || d[0] == 'c' || d == "bf16";
  };
  // saved symbols: trailing forward outputs and leading backward inputs that
  // are not tensors (at most as many as the forward's trailing ones)
  std::size_t ymax = 0;
  while (ymax < nf && ymax < nb && symbolic(F, fo[nf - 1 - ymax]) >= 0) ++ymax;
  // which backward inputs the returned gradients depend on
  std::vector<VertexId> grads_out;
  for (auto o : output_entries(B))
    if (o != kNoVertex && B.node(o).kind != NodeKind::Placeholder) grads_out.push_back(o);
  // how many returned gradients depend on no tangent: none, unless a custom
  // Function's backward makes one without its grad_output (center loss's
  // CenterlossFunc: the centers' gradient is diff / batch size)
  auto gradients_without_tangents = [&](std::size_t first_tangent) {
    std::vector<char> dep(B.size(), 0);
    for (std::size_t i = first_tangent; i < nb; ++i) dep[bp[i]] = 1;
    for (VertexId v = 0; v < B.size(); ++v)
      if (B.node(v).kind == NodeKind::CallFunction)
        for (auto p : B.producers(v)) dep[v] |= dep[p];
    return static_cast<std::size_t>(
        std::count_if(grads_out.begin(), grads_out.end(), [&](VertexId o) { return !dep[o]; }));
  };
  struct Split {
    std::size_t y, s;
    std::vector<VertexId> tangent_of;  // per tangent, the forward output
    std::size_t untangented = 0;       // gradients_without_tangents
    std::size_t inputs_as_is = 0;      // forward inputs returned before the saved values
  };
  std::unordered_map<VertexId, std::size_t> first_output;  // a forward output's first position
  for (std::size_t i = nf; i-- > 0;) first_output[fo[i]] = i;
  std::vector<Split> ok;
  // a forward input returned as is before the saved values is a user output
  // (a model returning a parameter it reads: AOTAutograd's
  // OutputType.is_input), and takes no tangent: AOTAutograd regenerates it
  // from the input, as it does a view of one
  auto input_as_is = [&](VertexId o) { return F.node(o).kind == NodeKind::Placeholder; };
  for (std::size_t t = 1; t <= nb; ++t)
  for (std::size_t y = std::min(ymax, nb - t) + 1; y-- > 0;) {
    const std::size_t s = nb - y - t, p = nf - y - s;  // p: outputs before the saved values
    std::set<VertexId> seen;
    bool good = p >= t;
    for (std::size_t i = 0; i < y && good; ++i) good = symbolic(B, bp[i]) >= 0 && same(fo[nf - y + i], bp[i]);
    for (std::size_t i = 0; i < s && good; ++i) {
      const VertexId f = fo[p + i], b = bp[y + i];
      good = seen.insert(f).second && same(f, b) && !B.consumers(b).empty() && symbolic(F, f) < 1 &&
             symbolic(B, b) < 1;
    }
    // an output that is a view of another output before the saved values
    // aliases it: AOTAutograd returns the base (a user output, or the
    // intermediate base it appends after them) and regenerates the view, and
    // makes no tangent for it (collect_metadata_analysis: tangents go to
    // non-aliasing outputs)
    auto aliases_an_output = [&](VertexId o) {
      for (VertexId x = o; F.node(x).kind == NodeKind::CallFunction && rules_.is_aliasing(F.node(x).target) &&
                           base_of(F.node(x).target) != "_unsafe_view";) {
        x = F.producer(x, 0);
        if (x == kNoVertex) return false;
        if (const auto at = first_output.find(x); at != first_output.end() && at->second < p) return true;
      }
      return false;
    };
    // tangents, from the last: the latest differentiable earlier output that
    // fits, first among those whose op's template emits what reads the tangent
    std::vector<VertexId> tangent_of(t, kNoVertex);
    for (const bool by_template : {true, false}) {
      bool found = good;
      std::size_t limit = p;
      for (std::size_t k = t; k-- > 0 && found;) {
        std::size_t i = limit;
        while (i-- > 0 && !(differentiable(fo[i]) && !aliases_an_output(fo[i]) && !input_as_is(fo[i]) &&
                            same(fo[i], bp[y + s + k]) &&
                            (!by_template || tangent_read_as_gradient_of(fo[i], bp[y + s + k])))) {}
        if (i >= limit) found = false;  // wrapped: none found
        else tangent_of[k] = fo[i], limit = i;
      }
      if (found || !by_template) {
        good = found;
        break;
      }
    }
    if (good) {
      const auto as_is = static_cast<std::size_t>(std::count_if(fo.begin(), fo.begin() + static_cast<std::ptrdiff_t>(p), input_as_is));
      ok.push_back({y, s, std::move(tangent_of), gradients_without_tangents(y + s), as_is});
    }
  }
  // the splits under which the fewest gradients depend on no tangent
  if (!ok.empty()) {
    const auto fewer = [](const Split& a, const Split& b) { return a.untangented < b.untangented; };
    const std::size_t least = std::min_element(ok.begin(), ok.end(), fewer)->untangented;
    std::erase_if(ok, [&](const Split& sp) { return sp.untangented != least; });
    // a model returns its inputs as they are only exceptionally: of those,
    // the splits that take the fewest inputs for user outputs (none, where
    // one fits)
    const auto fewer_inputs = [](const Split& a, const Split& b) { return a.inputs_as_is < b.inputs_as_is; };
    const std::size_t fewest = std::min_element(ok.begin(), ok.end(), fewer_inputs)->inputs_as_is;
    std::erase_if(ok, [&](const Split& sp) { return sp.inputs_as_is != fewest; });
  }
  if (ok.empty()) return;
  // Among the splits structure admits, the templates speak: a backward op
  // reading a saved value at an argument some formula names ("op:k=name",
  // embedding_dense_backward's indices) holds a forward value that a forward
  // op's template names there. Each such read of a split's saved value
  // confirms the split (the value paired is one named there) or contradicts
  // it; the split with the most confirmations net of contradictions wins,
  // then the fewest tangents and most symbols (the order `ok` is in).
  if (ok.size() > 1) {
    // a value and its views are one here: the partitioner moves a formula's
    // `t(mat2)` into the forward and saves that (addmm's mm(grad, mat2.t()))
    auto root = [&](VertexId v) { return fs.real(fs.alias_root(v)); };
    std::unordered_map<std::string, std::set<VertexId>> named;  // "op:k" -> forward values named there
    for (VertexId f = 0; f < F.size(); ++f)
      if (const auto* t = tmpl(F, f))
        for (const auto& d : t->direct)
          if (const auto eq = d.find('='); eq != std::string::npos)
            if (const VertexId x = fwd_named(f, *t, d.substr(eq + 1)); x != kNoVertex) {
              // "t>mm:1=mat2": mm's argument 1 reads t(mat2), a view of it (root)
              const std::size_t gt = d.rfind('>', eq);
              const std::size_t from = gt == std::string::npos ? 0 : gt + 1;
              named[d.substr(from, eq - from)].insert(root(x));
            }
    auto against = [&](const Split& sp) {
      const std::size_t p = nf - sp.y - sp.s;
      int n = 0;
      for (std::size_t i = 0; i < sp.s; ++i) {
        const VertexId f = root(fo[p + i]), b = bp[sp.y + i];
        for (auto [c, slot] : B.consumers(b)) {
          const Node& cn = B.node(c);
          if (cn.kind != NodeKind::CallFunction) continue;
          const auto it = named.find(base_of(cn.target) + ":" + std::to_string(arg_index_of_slot(cn, static_cast<int>(slot))));
          if (it != named.end()) n += it->second.count(f) ? -1 : 1;
        }
      }
      return n;
    };
    std::vector<int> net(ok.size());
    for (std::size_t k = 0; k < ok.size(); ++k) net[k] = against(ok[k]);
    const auto best = std::min_element(net.begin(), net.end()) - net.begin();
    std::rotate(ok.begin(), ok.begin() + best, ok.begin() + best + 1);
  }
  const Split& pick = ok.front();
  const std::string how = ok.size() == 1 ? "structure" : "position";
  const std::size_t y = pick.y, p = nf - y - pick.s;
  for (std::size_t i = 0; i < y; ++i) aot_saved_[bp[i]] = fo[nf - y + i], aot_how_[bp[i]] = how;
  for (std::size_t i = 0; i < pick.s; ++i) {
    const VertexId b = bp[y + i];
    aot_saved_[b] = fo[p + i];
    aot_how_[b] = how;
    for (std::size_t k = 1; k < ok.size(); ++k) {  // the other splits' answers
      if (y + i < ok[k].y || y + i >= ok[k].y + ok[k].s) continue;  // not a saved value there
      const VertexId other = fo[nf - ok[k].y - ok[k].s + (y + i - ok[k].y)];
      if (other != fo[p + i]) aot_alt_[b].push_back(other);
    }
  }
  for (std::size_t k = 0; k < pick.tangent_of.size(); ++k) {
    aot_tangent_[bp[y + pick.s + k]] = pick.tangent_of[k];
    outs_.push_back(pick.tangent_of[k]);
  }
  // an output before the saved values with no tangent requires no grad (an
  // updated buffer, a value made under no_grad): find_no_grad() reads them
  for (std::size_t i = 0; i < p; ++i)
    if (std::find(pick.tangent_of.begin(), pick.tangent_of.end(), fo[i]) == pick.tangent_of.end())
      aot_untangented_.push_back(fo[i]);
  // A mutated input's new value whose tangent the backward adds straight
  // into that input's gradient (`add(tangents_1, grad)`, no op of any
  // formula between) was made without grad: an in-place update under
  // no_grad of a leaf requiring grad (`w.clamp_(-c, c)`), functionalized as
  // `clamp(clone(w))` and returned as the mutated input. In eager the leaf
  // stayed a leaf, so the ops of that chain stand for the input (as
  // relate_pairing.cpp's in-place ops do in make_fx graphs).
  for (std::size_t k = 0; k < pick.tangent_of.size() && bo.size() == fp.size(); ++k) {
    VertexId x = bp[y + pick.s + k];
    for (int d = 0; d < 16; ++d) {
      const auto cs = B.consumers(x);
      if (cs.size() != 1 || B.node(cs[0].first).kind != NodeKind::CallFunction ||
          base_of(B.node(cs[0].first).target) != "add")
        break;
      x = cs[0].first;
    }
    if (x == bp[y + pick.s + k]) continue;
    const auto at = std::find(bo.begin(), bo.end(), x);
    if (at == bo.end()) continue;
    const VertexId input = fp[static_cast<std::size_t>(at - bo.begin())];
    std::vector<VertexId> chain;
    VertexId v = pick.tangent_of[k];
    for (int d = 0; d < 16 && v != kNoVertex && v != input && F.node(v).kind == NodeKind::CallFunction; ++d) {
      chain.push_back(v);
      v = F.producers(v).empty() ? kNoVertex : F.producer(v, 0);
    }
    if (v == input) aot_stand_ins_.insert(aot_stand_ins_.end(), chain.begin(), chain.end());
  }
  // a None gradient of an input (above): no forward op computed from such
  // inputs alone has a backward node (AOTAutograd records no seq_nr for it)
  if (bo.size() == fp.size())
    for (std::size_t i = 0; i < fp.size(); ++i) {
      aot_input_grads_.push_back({fp[i], bo[i]});
      if (bo[i] == kNoVertex) aot_no_grad_.insert(fp[i]);
    }
}

}  // namespace fxmatch::relate_detail
