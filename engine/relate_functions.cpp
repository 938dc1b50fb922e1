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
//    B runs none of those kernels at all (differentiated()), and where B
//    runs a kernel fewer times than F has ops needing it, the surplus ran
//    in Functions: the ops whose value meets what they were made from
//    (Swish's `i * sigmoid(i)`), where exactly as many do
//    (surplus_kernel_ops()): find_kernelless_functions(). An op after it that combines values such
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
//  - with the joint, whose composition says exactly which forward values B
//    reads: an op whose formula for an input that requires grad reads a
//    forward value B neither reads nor recomputes recorded no node of its
//    own (a `pow(x - mean, 2)` whose `x - mean` nothing saved: NAFNet's
//    LayerNormFunction saves y, var and weight). Its Function's forward is
//    the closed run around it: extended to every op reading what the run
//    made (but its last value, the output) and to every producer whose
//    readers are all in the run (contradicted_runs()).
//  - a comparison or argmax that the templates do not differentiate, on the
//    gradient's path (find_opaque_functions(), relate_nograd.cpp), and the
//    dead `detach` that saving a Function's output records
//    (custom_function_runs(), relate_runs.cpp).
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
  auto eligible = [&](VertexId v) {
    const Node& nd = F.node(v);
    const DerivativeTemplate* t = ftmpl_[v];
    return nd.kind == NodeKind::CallFunction && !is_getitem(nd) && !fs.transparent(v) && t && req_[v] && reach_[v] &&
           !opaque_.count(v) && !no_grad_.count(v);
  };
  // a kernel of its own (own_kernel; not a view's, whose backward a write's
  // CopySlices may replace)
  auto kernel_of = [&](VertexId v) -> std::string {
    const DerivativeTemplate* t = ftmpl_[v];
    if (t->diff.empty() || rules_.is_aliasing(F.node(v).target)) return {};  // (is_view implies it)
    return own_kernel(v);
  };
  const std::set<VertexId> surplus = surplus_kernel_ops(eligible, kernel_of);
  for (VertexId v = 0; v < n; ++v) {
    const DerivativeTemplate* t = ftmpl_[v];
    if (!eligible(v)) continue;
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
    const bool own = !kernel_of(v).empty() && (!differentiated(v) || surplus.count(v));
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

/// B runs a backward kernel once per forward op differentiated by it. Where
/// it runs kernel K fewer times than F has ops needing K, the surplus ran
/// inside Functions. Those are the ops whose value, through ops reading
/// nothing else, meets a value the op itself was made from (the gate of
/// Swish's `i * sigmoid(i)`, Mish's `x * tanh(softplus(x))`; not a
/// squeeze-excitation's `x * sigmoid(conv(pool(x)))`, whose gate is made far
/// from x): where exactly as many ops as the surplus do, they are its ops.
template <class Eligible, class KernelOf>
std::set<VertexId> Relater::surplus_kernel_ops(Eligible&& eligible, KernelOf&& kernel_of) const {
  std::map<std::string, std::vector<VertexId>> need, gated;
  for (VertexId v = 0; v < F.size(); ++v) {
    if (!eligible(v)) continue;
    const std::string k = kernel_of(v);
    if (k.empty()) continue;
    need[k].push_back(v);
    // what v was made from, two producers deep
    std::set<VertexId> from;
    for (auto p : F.producers(v)) {
      p = fs.real(p);
      if (p == kNoVertex) continue;
      from.insert(p);
      if (F.node(p).kind == NodeKind::CallFunction)
        for (auto q : F.producers(p))
          if ((q = fs.real(q)) != kNoVertex) from.insert(q);
    }
    VertexId x = v;
    bool meets = false;
    for (int d = 0; d < 4 && !meets; ++d) {
      std::vector<VertexId> readers;
      for (auto [c, sl] : F.consumers(x))
        if (!dead_detach(c) && (readers.empty() || readers.back() != c)) readers.push_back(c);
      if (readers.size() != 1 || F.node(readers[0]).kind != NodeKind::CallFunction) break;
      const VertexId c = readers[0];
      for (auto p : F.producers(c))
        if (const VertexId r = fs.real(p); r != x && from.count(r)) meets = true;
      x = c;
    }
    if (meets) gated[k].push_back(v);
  }
  std::set<VertexId> out;
  for (const auto& [k, ops] : need) {
    const auto r = b_runs_.find(k);
    const int have = r == b_runs_.end() ? 0 : static_cast<int>(r->second);
    const auto& g = gated[k];
    if (have > 0 && have < static_cast<int>(ops.size()) && static_cast<int>(g.size()) == static_cast<int>(ops.size()) - have)
      out.insert(g.begin(), g.end());
  }
  return out;
}

namespace {

constexpr VertexId kFunctionJoinWindow = 64;  // ops after a run looked at for one that joins it
constexpr VertexId kMaxFunctionOps = 4096;     // a run growing past this is no Function's forward

}  // namespace

/// The forward values B reads as saved, by the joint's composition.
struct Relater::ReadByB {
  std::set<int> values;      ///< value numbers of those B reads, may read (alternatives, doubts) or recomputes
  std::set<VertexId> nodes;  ///< the forward values B reads
};

Relater::ReadByB Relater::read_by_b() const {
  ReadByB out;
  for (const auto& [b, f] : saved_) {
    out.values.insert(fvn_[fs.real(f)]);
    out.nodes.insert(fs.real(f));
    if (auto a = saved_alt_.find(b); a != saved_alt_.end())
      for (VertexId x : a->second) out.values.insert(fvn_[fs.real(x)]);
  }
  // (a leaf a symmetry of B left in doubt holds one of its candidates:
  // doubt_interchangeable_leaves took it out of saved_ for the templates)
  for (const auto& [b, cands] : joint_doubt_)
    for (VertexId x : cands) out.values.insert(fvn_[fs.real(x)]), out.nodes.insert(fs.real(x));
  for (const auto& [b, f] : recomputed_) out.values.insert(fvn_[fs.real(f)]);
  return out;
}

bool Relater::function_op(VertexId x) const {
  const Node& nd = F.node(x);
  return nd.kind == NodeKind::CallFunction && !is_getitem(nd) && !fs.transparent(x);
}

std::string Relater::own_kernel(VertexId x) const {
  const DerivativeTemplate* t = ftmpl_[x];
  if (!t || t->empty) return {};
  for (const auto& k : t->emits)
    if (k.find("_backward") != std::string::npos && ders_.find("aten." + k + ".default")) return k;
  return {};
}

bool Relater::runs_own_kernel(VertexId x) const {
  const DerivativeTemplate* t = ftmpl_[x];
  return t && !opaque_.count(x) && std::any_of(t->emits.begin(), t->emits.end(), [&](const std::string& k) {
           return k.find("_backward") != std::string::npos && b_runs_.count(k);
         });
}

/// The earliest value F op c's formulas read that contradicts c having a node
/// of its own (see contradicted_runs()), else c.
VertexId Relater::contradicted_from(VertexId c, const ReadByB& by_b) const {
  const DerivativeTemplate* t = ftmpl_[c];
  // (not an in-place op: what its formula reads as self is the copy autograd
  // took before the write, copy_before_mutation in relate_saved.cpp)
  if (!function_op(c) || !t || opaque_.count(c) || !req_[c] || !reach_[c] || runs_[c] != kNoVertex ||
      is_inplace_call(F.node(c)))
    return c;
  // y, or a value it is a layout of, is one B reads or recomputes
  auto available = [&](VertexId y) {
    const VertexId s = fs.layout_source(y, [&](VertexId x) { return by_b.values.count(fvn_[x]) > 0; });
    return s != kNoVertex && by_b.values.count(fvn_[s]) > 0;
  };
  // made by ops: not a leaf, nor a layout of one (which B may read any time)
  auto made = [&](VertexId y) {
    const VertexId s = fs.layout_source(y);
    return s != kNoVertex && !is_leaf(F.node(s));
  };
  VertexId lo = c;
  for (int a : t->diff) {
    if (a < 0 || a >= static_cast<int>(t->args.size())) continue;
    const VertexId x = fwd_named(c, *t, t->args[static_cast<std::size_t>(a)]);
    const auto* reads = t->reads_of(a);
    // (an input the forward made: whether a leaf's gradient is asked is
    // the driver's hypothesis, no evidence)
    if (x == kNoVertex || !req_[fs.real(x)] || !reads || !made(x)) continue;
    for (const auto& name : *reads) {
      const VertexId y = fwd_named(c, *t, name);
      if (y != kNoVertex && F.node(fs.real(y)).kind == NodeKind::CallFunction && req_[fs.real(y)] && made(y) &&
          reads_elements(*t, name) && !available(y))
        lo = std::min(lo, fs.real(y));
    }
  }
  return lo;
}

/// The closed run of F's program order around [lo, hi] (contradicted_runs()).
/// A read of a buffer after an in-place write into it reads the write
/// (view_writes_; `readers`, the reads per write): a value a run writes into
/// a buffer is no result of it, and the reads of what it wrote are the run's
/// too (a dynamic program filling its table in place: soft-DTW's
/// `R[:, i, j] = ...`).
std::pair<VertexId, VertexId> Relater::close_function_run(VertexId lo, VertexId hi, const ReadByB& by_b,
                                                          const WriteReaders& readers) const {
  const std::size_t n = F.size();
  auto consumers = [&](VertexId x) {
    std::vector<VertexId> out;
    for (auto [u, sl] : F.consumers(x)) out.push_back(u);
    if (const auto it = readers.find(x); it != readers.end()) out.insert(out.end(), it->second.begin(), it->second.end());
    return out;
  };
  auto writes = [&](VertexId u, VertexId x) {  // u writes x in place into another value
    return is_inplace_call(F.node(u)) && F.producer(u, 0) != x;
  };
  for (bool grew = true; grew && hi - lo <= kMaxFunctionOps;) {
    grew = false;
    for (VertexId x = lo; x <= hi; ++x) {
      if (!function_op(x) && !is_getitem(F.node(x))) continue;
      const bool wrote = is_inplace_call(F.node(x));
      for (VertexId u : consumers(x))
        if ((x != hi || wrote || writes(u, x)) && u > hi && !dead_detach(u) && F.node(u).kind != NodeKind::Output)
          hi = u, grew = true;
    }
    for (VertexId x = lo; x <= hi; ++x)
      for (const Edge& e : fin_edges(x, ftmpl_[x])) {
        const VertexId p = e.producer;
        if (p == kNoVertex || p >= lo || !function_op(p) || runs_own_kernel(p)) continue;  // (the op making its input)
        // (an argument the caller laid out, a view or copy of a value from
        // before the run, that B reads as saved: what ctx.save_for_backward
        // kept of the Function's inputs, `W.view(n, -1)`)
        if ((rules_.op_class(F.node(p).target) == OpClass::ViewLike || base_of(F.node(p).target) == "clone") &&
            by_b.nodes.count(p))
          continue;
        const auto cs = consumers(p);
        if (std::all_of(cs.begin(), cs.end(), [&](VertexId u) { return (u >= lo && u <= hi) || dead_detach(u); }))
          lo = p, grew = true;
      }
    // an op reading the result with a value the run read from outside, and
    // nothing else (through layouts), is the forward's too (IterNorm's
    // `wm.matmul(xc)` after the iterations that made wm from xc); one
    // reading the result alone (a view, a scaled copy) may be the next node's
    if (grew) continue;
    std::set<VertexId> outside;
    for (VertexId x = lo; x <= hi; ++x)
      if (function_op(x))
        for (VertexId p : F.producers(x))
          if (const VertexId r = fs.layout_source(p); r != kNoVertex && r < lo) outside.insert(r);
    for (VertexId u = hi + 1; u < n && u <= hi + kFunctionJoinWindow; ++u) {
      if (!function_op(u) || rules_.op_class(F.node(u).target) == OpClass::ViewLike || runs_own_kernel(u)) continue;
      bool joins = true, input = false, reads_run = false;
      for (VertexId p : F.producers(u)) {
        const VertexId r = fs.layout_source(p);
        if (r == kNoVertex) continue;
        if (r >= lo && r <= hi) {
          reads_run = true;
          continue;
        }
        input = input || outside.count(r);
        joins = joins && outside.count(r);
      }
      if (reads_run && joins && input) {
        hi = u, grew = true;
        break;
      }
    }
  }
  return {lo, hi};
}

/// Where Function run [lo, hi] begins and ends no graph shows: the ops
/// reading its result, and those making its inputs, up to the nearest with
/// a backward kernel B runs (a conv, a relu: their own nodes), at most
/// kFunctionJoinWindow of them each way, are near_function_ (apex's
/// SyncBatchnormFunction ends with `transpose(1, -1).contiguous()` after the
/// affine, and its backward starts with that transpose's formula).
void Relater::mark_near_function(VertexId lo, VertexId hi) {
  std::vector<VertexId> stack;
  for (const bool down : {true, false}) {
    stack.clear();
    for (VertexId x = lo; x <= hi; ++x) stack.push_back(x);
    VertexId marked = 0;
    while (!stack.empty() && marked < kFunctionJoinWindow) {
      const VertexId x = stack.back();
      stack.pop_back();
      auto visit = [&](VertexId y) {
        if (y == kNoVertex || (y >= lo && y <= hi) || near_function_[y] || !function_op(y) || runs_own_kernel(y))
          return;
        near_function_[y] = 1;
        ++marked;
        stack.push_back(y);
      };
      if (down)
        for (auto [u, sl] : F.consumers(x)) visit(u);
      else
        for (VertexId p : F.producers(x)) visit(fs.real(p));
    }
  }
}

/// With the joint, B's saved values are known exactly (saved_from_joint) and
/// recomputation found (find_recomputed): a forward op (not in place) whose
/// formula for an input the forward made reads, at a differentiable argument
/// or its result and not for sizes alone, a value made by ops (requiring
/// grad; not a leaf or a layout of one) that B neither reads (nor a bitwise
/// twin, nor a value it is a layout of) nor recomputes ran no formula of its
/// own, and so ran inside a Function, and so did the value it names, which
/// the Function made and kept to itself (contradicted_from()).
/// The Function's forward is the closed run of F's program order around
/// them (close_function_run()): every value the run makes but its last is
/// read inside it only (what a forward makes stays inside; what it returns
/// is its result), and a producer whose readers are all inside is inside.
/// A run that takes in an op whose own backward kernel B runs (a conv's
/// `convolution_backward`, a relu's `threshold_backward`) is no Function's:
/// dropped. A producer that is a view or copy of a value from before the
/// run that B reads as saved is an argument the caller laid out (AdderNet's
/// `W.view(o, -1)`), not inside; an op after the run that reads its result
/// with values the run read from outside, and nothing else, joins it. Runs
/// that overlap are one; ops already in a run of another kind keep it. The
/// ops between a run and the nearest ops with a backward kernel B runs are
/// near_function_ (mark_near_function()).
void Relater::contradicted_runs() {
  if (!J || !aot_saved_.empty()) return;
  const ReadByB by_b = read_by_b();
  const std::size_t n = F.size();
  WriteReaders readers;  // an in-place write -> the reads of its buffer after it
  for (const auto& [r, es] : view_writes_)
    for (const Edge& e : es)
      if (e.producer != kNoVertex && e.producer < r && is_inplace_call(F.node(e.producer))) readers[e.producer].push_back(r);
  std::vector<char> from_input(n, 0);  // made from a graph input or attribute
  for (VertexId v = 0; v < n; ++v) {
    const NodeKind k = F.node(v).kind;
    if (k == NodeKind::Placeholder || k == NodeKind::GetAttr) from_input[v] = 1;
    for (VertexId p : F.producers(v))
      if (p != kNoVertex && from_input[p]) from_input[v] = 1;
  }
  std::vector<std::pair<VertexId, VertexId>> found;  // [first, last] of each run
  for (VertexId c = 0; c < n; ++c) {
    if (!found.empty() && c >= found.back().first && c <= found.back().second) continue;  // (in a run found)
    const VertexId lo = contradicted_from(c, by_b);
    if (lo == c) continue;  // no contradicted read
    const auto [first, last] = close_function_run(lo, c, by_b, readers);
    bool own = last - first > kMaxFunctionOps;
    for (VertexId x = first; x <= last && !own; ++x) own = function_op(x) && runs_own_kernel(x);
    if (!own) found.emplace_back(first, last);
  }
  // runs that overlap are one forward (a run closed early at a value the
  // next one reads: `pow(x - mean, 2)` before the division that reads mean)
  std::sort(found.begin(), found.end());
  near_function_.assign(n, 0);
  for (std::size_t i = 0; i < found.size();) {
    VertexId lo = found[i].first, hi = found[i].second;
    std::size_t k = i + 1;
    for (; k < found.size() && found[k].first <= hi; ++k) hi = std::max(hi, found[k].second);
    // the run's node is its first op made from an input: one computed from
    // none (a `full` table the forward fills) cannot have been the first to
    // touch the node (capture/fxcapture/seqnr.py: fwd_by_seq)
    VertexId head = lo;
    while (head < hi && !(function_op(head) && from_input[head])) ++head;
    for (VertexId x = lo; x <= hi; ++x)
      if ((function_op(x) || is_getitem(F.node(x))) && runs_[x] == kNoVertex) runs_[x] = head;
    mark_near_function(lo, hi);
    i = k;
  }
}

}  // namespace fxmatch::relate_detail
