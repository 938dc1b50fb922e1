// relate stage 1d, custom autograd Functions: which forward ops are one
// Function's forward, and so one autograd node.
//
// Design note. A torch.autograd.Function runs its forward under no_grad and
// records one node, whose backward is whatever its author wrote: make_fx
// shows the forward's ops as ordinary ones, and no template explains what
// the backward runs. No dump marks a Function; the evidence is in the
// graphs, never in names:
//  - an op of a Function's forward that autograd would differentiate with
//    kernels of its own (an ATen `*_backward` op the templates know:
//    softplus's `softplus_backward`, tanh's `tanh_backward`; not a view's,
//    whose backward a write's CopySlices may replace) recorded no node where
//    B runs none of those kernels at all (differentiated()):
//    find_kernelless_functions(). An op after it that combines values such
//    ops made with values they read from outside, and reads nothing else,
//    belongs to the same forward where nothing else reads the values it
//    takes from it (Mish as timm's MishAutoFn: `mul(x, tanh(softplus(x)))`,
//    whose backward recomputes `sigmoid(x)` and `tanh(softplus(x))` from the
//    x it saved and runs no tanh_backward); an op of a Function's result
//    alone (a `mean`, an `unsqueeze`) is the next node's, and one reading two
//    such forwards' values (a `cat` of two branches) is no part of either.
//    Not told apart: a residual `add(x, f(x))` right after such a Function
//    joins it. Nor are the ops before the first kernel-less op (a bias add
//    before a GELU written as a Function). Each op of such a forward gets a
//    template passing the gradient of its arguments that require grad,
//    naming as saved its inputs, then its result (what
//    `ctx.save_for_backward(x)` keeps; the result first where saving it
//    recorded its dead `detach`). Only in a make_fx pair: a partitioned
//    (AOT) backward names each saved value itself.
//  - a comparison or argmax that the templates do not differentiate, on the
//    gradient's path (find_opaque_functions(), relate_nograd.cpp), and the
//    dead `detach` that saving a Function's output records
//    (custom_function_runs(), below).
// What the alignment puts at any op of a Function's forward is reported at
// its first op, by position (relate_report.cpp's finish()), and a saved
// value read there is the one the first op's template names
// (relate_saved.cpp).
#include "relate_impl.hpp"

namespace fxmatch::relate_detail {

bool Relater::pass_through(VertexId v, const std::vector<char>& req, bool result_first) {
  const DerivativeTemplate* t = ftmpl_[v];
  DerivativeTemplate pass;
  pass.args = t->args;
  pass.tensors = t->tensors;
  pass.outputs = t->outputs;
  for (const auto& e : in_edges(F, v, t))
    if (e.producer != kNoVertex && e.arg >= 0 && contains(t->tensors, e.arg) && req[fs.real(e.producer)] &&
        !contains(pass.diff, e.arg))
      pass.diff.push_back(e.arg);
  if (pass.diff.empty()) return false;
  std::sort(pass.diff.begin(), pass.diff.end());
  pass.empty = true;
  if (result_first) pass.saved = t->outputs;
  for (int a : pass.diff)
    if (a < static_cast<int>(t->args.size())) pass.saved.push_back(t->args[static_cast<std::size_t>(a)]);
  if (!result_first) pass.saved.insert(pass.saved.end(), t->outputs.begin(), t->outputs.end());
  pass.reading_known = true;
  pass.reads.assign(pass.diff.size(), pass.saved);
  pass.bcast = t->bcast;
  ftmpl_[v] = &opaque_.emplace(v, std::move(pass)).first->second;
  return true;
}

/// A `detach` nothing reads: what saving a value for backward records.
bool Relater::dead_detach(VertexId c) const {
  const Node& cn = F.node(c);
  return cn.kind == NodeKind::CallFunction && base_of(cn.target) == "detach" && F.consumers(c).empty();
}

bool Relater::find_kernelless_functions() {
  kernelless_.clear();
  if (!aot_saved_.empty()) return false;
  const std::size_t n = F.size();
  // per op of a Function's forward: the forward's first op, and the values
  // its ops read from outside it and made so far
  std::vector<VertexId> group(n, kNoVertex);
  std::vector<std::set<VertexId>> seen(n);
  // a kernel of its own, an ATen op (one the templates know: not a
  // FunctionsManual helper such as index_reduce_backward, which runs as
  // other ops), that B never runs; not a view's (a write's CopySlices may
  // replace its backward)
  auto kernel = [&](const std::string& k) {
    return k.find("_backward") != std::string::npos && ders_.find("aten." + k + ".default") != nullptr;
  };
  for (VertexId v = 0; v < n; ++v) {
    const Node& nd = F.node(v);
    const DerivativeTemplate* t = ftmpl_[v];
    if (nd.kind != NodeKind::CallFunction || is_getitem(nd) || fs.transparent(v) || !t || !req_[v] || !reach_[v] ||
        opaque_.count(v) || no_grad_.count(v))
      continue;
    std::set<VertexId> roots, reads;
    for (const auto& e : fin_edges(v, t)) {
      if (e.producer == kNoVertex || e.arg < 0 || !contains(t->tensors, e.arg)) continue;
      VertexId p = fs.real(e.producer);
      if (p != kNoVertex && is_getitem(F.node(p)) && group[fs.real(F.producer(p, 0))] != kNoVertex)
        p = fs.real(F.producer(p, 0));
      if (p == kNoVertex) continue;
      reads.insert(p);
      if (group[p] != kNoVertex) roots.insert(group[p]);
    }
    const bool own = !t->empty && !t->diff.empty() && !is_view(v) && !rules_.is_aliasing(nd.target) &&
                     std::any_of(t->emits.begin(), t->emits.end(), kernel) && !differentiated(v);
    // it combines one forward's values with what that forward read (Mish's
    // `mul(x, tanh)`; a `mean` or `unsqueeze` of a Function's result alone
    // is the next node's), reads nothing else, and reads values nothing else
    // reads (a value the forward returns is read after it as well)
    bool joins = roots.size() == 1, input = false;
    for (VertexId p : reads) {
      if (!joins) break;
      if (group[p] == kNoVertex) {
        joins = seen[*roots.begin()].count(p) > 0;
        input = true;
        continue;
      }
      for (auto [c, sl] : F.consumers(p))
        joins = joins && (c == v || group[c] != kNoVertex || F.consumers(c).empty());
    }
    joins = joins && input;  // and so roots.size() == 1
    if (!own && !joins) continue;
    const VertexId first = roots.size() == 1 ? *roots.begin() : v;
    group[v] = first;
    seen[first].insert(reads.begin(), reads.end());
    seen[first].insert(v);
  }
  for (VertexId v = 0; v < n; ++v) {
    if (group[v] == kNoVertex) continue;
    // what `ctx.save_for_backward` kept: the inputs, else the result; the
    // result first where saving it recorded its dead `detach`
    const auto cs = F.consumers(v);
    const bool result_saved =
        std::any_of(cs.begin(), cs.end(), [&](const auto& c) { return dead_detach(c.first); });
    if (!pass_through(v, req_, result_saved)) continue;
    kernelless_[v] = group[v];
  }
  return !kernelless_.empty();
}

/// A custom autograd Function (torch.autograd.Function) is one autograd
/// node, and its forward runs under no_grad: make_fx shows its ops as
/// ordinary ones that recorded no node. The mark it leaves is the `detach`
/// that saving its output records (`ctx.save_for_backward(out)`: an output
/// is saved detached, as relu or tanh saving their own result record it),
/// a dead detach of a value whose own op's formula saves no output. Its
/// forward is the run of F's program order that ends at that output: from
/// it back, the ops the output is made from whose values nothing after the
/// output reads (what a forward makes stays inside it, but what it
/// returns). Per forward node of such a run (its ops, and the attributes
/// read between them): the run's first op, which stands for the node;
/// kNoVertex elsewhere. A partitioned (AOT) forward records no such detach.
std::vector<VertexId> Relater::custom_function_runs() const {
  std::vector<VertexId> out(F.size(), kNoVertex);
  if (!aot_saved_.empty()) return out;
  for (const auto& [v, first] : kernelless_) out[v] = first;  // find_kernelless_functions()
  // an op find_opaque_functions() found, and what the Function's forward
  // goes on to make from its result alone: the ops reading one tensor, the
  // run's (a cast, `* 2 - 1` by literals), that is read by nothing else
  // (`(x >= 0).to(x.dtype) * 2 - 1`); an opaque op reading another's result
  // (argmax's `eq`) is in its run (program order)
  for (const auto& [v, t] : opaque_) {
    if (kernelless_.count(v)) continue;
    if (out[v] == kNoVertex) out[v] = v;
    for (VertexId x = v;;) {
      const auto cs = F.consumers(x);
      if (cs.size() != 1) break;
      const VertexId c = cs[0].first;
      if (F.node(c).kind != NodeKind::CallFunction || is_getitem(F.node(c)) || F.producers(c).size() != 1) break;
      out[c] = out[v];
      x = c;
    }
    for (auto [c, sl] : F.consumers(v))
      if (opaque_.count(c)) out[c] = out[v];
  }
  for (VertexId o = 0; o < F.size(); ++o) {
    const Node& n = F.node(o);
    const DerivativeTemplate* t = ftmpl_[o];
    if (n.kind != NodeKind::CallFunction || is_getitem(n) || !t || out[o] != kNoVertex) continue;
    if (saves_own_result(*t)) continue;  // its own node saves its result
    const auto cs = F.consumers(o);
    if (std::none_of(cs.begin(), cs.end(), [&](const auto& c) { return dead_detach(c.first); })) continue;
    const std::vector<char> up = reach(F, o, true);
    VertexId first = o;
    for (VertexId x = o; x-- > 0;) {
      if (F.node(x).kind != NodeKind::CallFunction) continue;  // a get_attr the forward reads
      if (!up[x]) break;
      bool inside = true;
      for (auto [c, sl] : F.consumers(x)) inside = inside && ((c > x && c <= o) || dead_detach(c));
      if (!inside) break;
      first = x;
    }
    if (first == o) continue;
    for (VertexId x = first; x <= o; ++x)
      if (up[x] || x == o) out[x] = first;
  }
  return out;
}

}  // namespace fxmatch::relate_detail
