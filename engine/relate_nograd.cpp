// relate stage 1c, ops run under torch.no_grad(): which forward ops that read
// a value requiring grad recorded no autograd node.
//
// Design note. No dump marks a no_grad region (make_fx and AOTAutograd trace
// no _set_grad_enabled), so a power iteration run under no_grad on a weight
// (spectral_norm's `v = normalize(W^T u); u = normalize(W v)`), or a teacher
// target made from the parameters, looks like ordinary differentiable reads
// of them, and every such op would get a segment the backward does not have.
// The evidence is in the backward and the forward's structure, never in names:
//   - room: a leaf's gradient sums one contribution per autograd node that
//     read it (`add` of two gradient-carrying terms, sums()); where F's
//     gradient-carrying reads of the leaves (reads_of) outnumber the
//     contributions B's returned gradients sum (contributions), the excess
//     reads recorded no node. Per input where B's k-th output is F's k-th
//     input's gradient (AOT), else in total, and only where B returns one
//     gradient per leaf F's analysis says requires grad, and that analysis
//     is evidence, not one of the driver's attribute hypotheses.
//   - where: what ran under no_grad is the cone of a value that requires no
//     grad, every op it is made from that requires grad (cone). Values a
//     forward writes into an attribute (a buffer update: `copy_(buf, u)`,
//     `normalize(..., out=buf)`) or returns with no tangent (AOT) are such
//     values: the union of their cones is taken where it holds exactly the
//     excess reads. Otherwise the one value whose cone holds exactly the
//     excess, the largest such cone (the fewest segments the count allows),
//     and none where two cones of that size tie.
// An in-place write into a leaf requiring grad is no such value: it stands
// for the leaf (relate_pairing.cpp), its reads are the leaf's; so does its
// functionalized form in an AOT pair (relate_partitioned.cpp).
// The marked ops require no grad (analyse_forward recomputes req_ and reach_),
// so they get no segment, and an op reading their result (spectral_norm's
// `vdot(u, W v)`) runs no formula for that argument.
// A custom autograd Function's forward also runs under no_grad, but its
// output requires grad: the Function is one node. Its mark is the dead
// `detach` saving its output records (custom_function_runs); what the
// alignment puts in its forward's ops is reported at its first op, by
// position (relate_report.cpp's finish()).
#include "relate_impl.hpp"

namespace fxmatch::relate_detail {

namespace {
constexpr std::size_t kMaxSingleCones = 4000;  ///< the single-cone search's candidates, latest first
}

/// The leaves requiring grad that op c reads at a differentiable position (a
/// leaf read twice counts twice: two contributions).
std::vector<VertexId> Relater::reads_of(VertexId c) const {
  std::vector<VertexId> out;
  const Node& nd = F.node(c);
  if (nd.kind != NodeKind::CallFunction || is_getitem(nd) || fs.transparent(c) || !ftmpl_[c] || !req_[c] || !reach_[c])
    return out;
  for (const auto& e : in_edges(F, c, ftmpl_[c])) {
    if (e.producer == kNoVertex || !diff_edge(c, e)) continue;
    const VertexId p = fs.real(e.producer);
    if (p != kNoVertex && is_leaf(F.node(p)) && req_[p]) out.push_back(p);
  }
  return out;
}

/// The ops z is made from that require grad, z included: what ran under
/// no_grad if z requires none.
std::vector<VertexId> Relater::cone(VertexId z) const {
  std::vector<VertexId> out;
  std::vector<char> seen(F.size(), 0);
  std::vector<VertexId> stack{z};
  while (!stack.empty()) {
    const VertexId v = stack.back();
    stack.pop_back();
    if (v == kNoVertex || seen[v] || !req_[v] || F.node(v).kind != NodeKind::CallFunction) continue;
    seen[v] = 1;
    out.push_back(v);
    const Node& nd = F.node(v);
    if (is_getitem(nd) || fs.transparent(v)) {
      stack.push_back(F.producer(v, 0));
      continue;
    }
    for (const auto& e : fin_edges(v, ftmpl_[v]))
      if (diff_edge(v, e)) stack.push_back(e.producer);
  }
  return out;
}

std::vector<VertexId> Relater::find_no_grad() const {
  // only where which attributes require grad is evidence, not a hypothesis
  // of the driver's (relate.cpp): there too few contributions for the reads
  // tell that the hypothesis is wrong, not that ops ran under no_grad
  if (!asked_is_evidence()) return {};
  // the leaf a read counts against: an attribute by its target (make_fx
  // re-reads it per use), an input by itself
  std::map<std::string, int, std::less<>> key_of_attr;
  std::vector<int> key(F.size(), -1);
  int keys = 0;
  for (VertexId v = 0; v < F.size(); ++v) {
    const Node& nd = F.node(v);
    if (!is_leaf(nd) || !req_[v]) continue;
    if (nd.kind == NodeKind::GetAttr) key[v] = key_of_attr.try_emplace(std::string(nd.target), keys).first->second;
    else key[v] = keys;
    keys += key[v] == keys;
  }
  if (keys == 0) return {};
  // contributions each returned gradient sums
  std::function<int(VertexId)> contributions = [&](VertexId g) {
    g = bs.real(g);
    if (!sums(g)) return 1;
    int n = 0;
    for (auto p : B.producers(g)) n += contributions(p);
    return n;
  };
  // excess reads per key (per input), or in total (key -1)
  std::map<int, int> excess;
  if (!aot_input_grads_.empty()) {
    for (const auto& [input, grad] : aot_input_grads_)
      if (grad != kNoVertex && key[input] >= 0) excess[key[input]] -= contributions(grad);
  } else {
    std::size_t outs = 0;
    int total = 0;
    for (auto o : output_entries(B))
      if (o != kNoVertex) ++outs, total += carry_[bs.real(o)] ? contributions(o) : 0;
    if (outs != static_cast<std::size_t>(keys)) return {};
    excess[-1] = -total;
  }
  for (VertexId c = 0; c < F.size(); ++c)
    for (auto p : reads_of(c)) {
      if (excess.count(key[p])) ++excess[key[p]];
      else if (excess.count(-1)) ++excess[-1];
    }
  int need = 0;
  for (auto& [k, e] : excess) {
    if (e < 0) return {};  // more contributions than reads: the count tells nothing
    need += e;
  }
  if (need == 0) return {};
  // whether a set of ops holds exactly the excess reads
  auto exact = [&](const std::vector<VertexId>& ops) {
    std::map<int, int> left = excess;
    for (auto c : ops)
      for (auto p : reads_of(c))
        if (--left[left.count(key[p]) ? key[p] : -1] < 0) return false;
    return std::all_of(left.begin(), left.end(), [](const auto& kv) { return kv.second == 0; });
  };
  // values that require no grad: written into an attribute, or (AOT)
  // returned before the saved values with no tangent
  std::vector<VertexId> untracked(aot_untangented_.begin(), aot_untangented_.end());
  for (VertexId c = 0; c < F.size(); ++c) {
    const Node& nd = F.node(c);
    if (nd.kind != NodeKind::CallFunction || !req_[c]) continue;
    auto attr = [&](VertexId p) { return p != kNoVertex && F.node(fs.real(p)).kind == NodeKind::GetAttr && !req_[fs.real(p)]; };
    if (writes_into(F, c, attr)) untracked.push_back(c);
  }
  if (!untracked.empty()) {
    std::set<VertexId> u;
    for (auto z : untracked)
      for (auto x : cone(z)) u.insert(x);
    std::vector<VertexId> ops(u.begin(), u.end());
    if (exact(ops)) return ops;
  }
  // one value's cone: the largest that holds exactly the excess
  std::vector<VertexId> best;
  bool tie = false;
  std::size_t tried = 0;
  for (VertexId z = F.size(); z-- > 0 && tried < kMaxSingleCones;) {
    if (!req_[z] || !reach_[z] || F.node(z).kind != NodeKind::CallFunction || z == loss_) continue;
    ++tried;
    auto ops = cone(z);
    if (ops.size() < best.size() || !exact(ops)) continue;
    tie = ops.size() == best.size();
    if (!tie) best = std::move(ops);
  }
  if (tie) return {};
  return best;
}

/// An in-place op on a value requiring grad may run under no_grad (ATen's
/// cosine_similarity clamps clones of its norms with `clamp_min_` under a
/// NoGradGuard): it records no node, and the value it writes keeps the
/// autograd node of its self, so the gradient of what reads the result goes
/// on to what made self, unchanged, and to none of its other arguments.
/// Where its self's formula reads self, recording the node saves a copy of
/// self before the write (autograd's `original_self = self.clone()`, a clone
/// in F that nothing reads: `clone(addmm)` before `silu_(addmm)`); without
/// one it recorded none. Whether B runs ops of the kinds its formulas emit
/// tells nothing (ntm_memory's backward runs `where` for other ops). A frozen
/// in-place activation before the layers a subset asks for has that copy, and
/// stays an op whose missing backward blocks the attributes before it
/// (drop_ungradable()); one whose formula reads only its result tells
/// nothing and stays too.
/// Its template in ftmpl_ becomes the identity of its self (a segment that
/// emits nothing, a path to the loss through self alone, drop_ungradable()
/// blocking nothing there); the values it names are still its own (its
/// result is what a reader saved). A write into a leaf is left to
/// stands_for_self (analyse_forward).
void Relater::find_no_grad_writes() {
  nograd_writes_.clear();
  for (VertexId v = 0; v < F.size(); ++v) {
    const Node& nd = F.node(v);
    const DerivativeTemplate* t = ftmpl_[v];
    if (!t || !is_inplace_call(nd) || !contains(t->diff, 0) || F.producer(v, 0) == kNoVertex)
      continue;
    const VertexId self = F.producer(v, 0);
    if (is_leaf(F.node(fs.real(self)))) continue;
    // recorded, it would have copied self first (the formula reads self's
    // elements, not only its geometry: as_strided_'s `TensorGeometry(self)`);
    // a formula that reads only the result leaves no trace either way
    const auto* reads = t->reads_of(0);
    if (!reads || !contains(*reads, t->args[0]) || !reads_elements(*t, t->args[0])) continue;
    const auto readers = F.consumers(self);
    if (std::any_of(readers.begin(), readers.end(), [&](const auto& cs) { return cs.first < v && saving_clone(cs.first); }))
      continue;
    DerivativeTemplate id;
    id.args = t->args;
    id.tensors = t->tensors;
    id.outputs = t->outputs;
    id.diff = {0};
    id.empty = true;
    id.through = {0};
    id.reading_known = true;
    id.reads = {{}};
    id.bcast = false;
    ftmpl_[v] = &nograd_writes_.emplace(v, std::move(id)).first->second;
  }
}

/// B's gradients say what requires grad: the loss (with AOT, each output
/// given a tangent), and each leaf B returns a gradient for. Where the
/// templates say such a value requires none (an output), or reaches the loss
/// by no path (a leaf), it was made through, or feeds the loss through, an op
/// no template differentiates (a comparison: `x > 0`, `argmax`) that a
/// custom Function's forward ran and its backward differentiates (a
/// spiking neuron's surrogate gradient, a binary network's straight-through
/// sign, a hard attention's argmax). Such ops, met going up from those
/// outputs through values requiring no grad, or down from those leaves
/// through values requiring grad (then only where their result feeds an
/// output), get a template passing the gradient of their arguments
/// requiring grad (a segment that may emit nothing; what the Function's
/// backward runs is placed by the alignment and reported at the Function's
/// first op, custom_function_runs()), naming as saved its inputs, then its
/// result. Leaves count as getting a gradient: AOT, by B's output for each
/// input; make_fx, where B returns more gradients than leaves reach the loss
/// (then every leaf that does not). Nothing changes where the gradients B
/// returns are explained.
bool Relater::find_opaque_functions() {
  opaque_.clear();
  const VertexId bout = output_of(B);
  if (bout == kNoVertex || B.producers(bout).empty()) return false;
  const std::size_t n = F.size();
  auto make_opaque = [&](VertexId v, const std::vector<char>& req) {
    const DerivativeTemplate* t = ftmpl_[v];
    if (!t || !t->diff.empty() || no_grad_.count(v) || opaque_.count(v)) return false;
    // what a Function's backward reads is what it saved: its inputs
    // (`ctx.save_for_backward(x)`) first, else its result
    return pass_through(v, req, /*result_first=*/false);
  };
  // up from the outputs requiring no grad
  std::vector<char> seen(n, 0);
  std::vector<VertexId> todo;
  for (VertexId o : outs_)
    if (o != kNoVertex && !req_[o]) todo.push_back(o);
  while (!todo.empty()) {
    const VertexId v = todo.back();
    todo.pop_back();
    if (v >= n || seen[v] || req_[v]) continue;
    seen[v] = 1;
    if (F.node(v).kind != NodeKind::CallFunction) continue;
    if (make_opaque(v, req_)) continue;
    for (VertexId p : F.producers(v))
      if (p != kNoVertex) todo.push_back(fs.real(p));
  }
  // down from the leaves with a gradient that reach no output; one the
  // templates say requires none, read only by a comparison (a Function's
  // sign of a weight), is read by that Function (below)
  std::vector<VertexId> stranded;
  std::vector<char> req = req_;  // requires grad as the walk finds it: an opaque op's result does
  std::vector<char> feeds(n, 0);  // feeds an output along any edge
  for (VertexId o : outs_)
    if (o != kNoVertex) feeds[o] = 1;
  for (VertexId v = n; v-- > 0;)
    if (feeds[v])
      for (VertexId p : F.producers(v))
        if (p != kNoVertex) feeds[p] = 1;
  auto compared = [&](VertexId v) {  // a leaf requiring no grad read by a comparison feeding an output
    if (req_[v] || (F.node(v).meta && integral_dtype(F.node(v).meta->dtype))) return false;
    if (F.node(v).kind == NodeKind::GetAttr && buffers_.count(F.node(v).target)) return false;
    for (auto [c, sl] : F.consumers(v))
      if (const DerivativeTemplate* t = ftmpl_[c]; t && t->diff.empty() && feeds[c] && F.node(c).kind == NodeKind::CallFunction)
        return true;
    return false;
  };
  auto strand = [&](VertexId v) {
    if (!req_[v] && compared(v)) req[v] = 1;
    if (req[v]) stranded.push_back(v);
  };
  if (!aot_input_grads_.empty()) {
    for (const auto& [input, grad] : aot_input_grads_)
      if (grad != kNoVertex && input != kNoVertex && !reach_[input]) strand(input);
  } else {
    // by attribute (make_fx reads one several times: a get_attr each)
    std::set<std::string, std::less<>> reached;
    std::size_t reached_inputs = 0;
    for (VertexId v = 0; v < n; ++v)
      if (is_leaf(F.node(v)) && req_[v] && reach_[v]) {
        if (F.node(v).kind == NodeKind::GetAttr) reached.insert(F.node(v).target.str());
        else ++reached_inputs;
      }
    if (B.producers(bout).size() > reached.size() + reached_inputs)
      for (VertexId v = 0; v < n; ++v)
        if (F.node(v).kind == NodeKind::GetAttr ? !reached.count(F.node(v).target.view()) && !reach_[v]
                                                : is_leaf(F.node(v)) && req_[v] && !reach_[v])
          strand(v);
  }
  if (!stranded.empty()) {
    std::fill(seen.begin(), seen.end(), 0);
    todo = stranded;
    while (!todo.empty()) {
      const VertexId v = todo.back();
      todo.pop_back();
      if (seen[v]) continue;
      seen[v] = 1;
      for (auto [c, sl] : F.consumers(v)) {
        if (F.node(c).kind != NodeKind::CallFunction || !feeds[c]) continue;
        if (!req[c] && make_opaque(c, req)) req[c] = 1;
        const bool passes = is_getitem(F.node(c)) ||
                            (fs.transparent(c) && F.node(c).target.find("detach") == std::string::npos);
        if (req[c] || passes) todo.push_back(c);
        else if (ftmpl_[c] && contains(ftmpl_[c]->diff, arg_index_of_slot(F.node(c), sl)))
          req[c] = 1, todo.push_back(c);  // made from an opaque op's result
      }
    }
  }
  return !opaque_.empty();
}

}  // namespace fxmatch::relate_detail
