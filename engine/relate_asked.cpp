// relate stage 1c, which attributes B asks for: when the forward reads more
// attributes at differentiable positions than the backward returns
// gradients, which of them are buffers, constants or parameters left out of
// a fine-tuning subset.
//
// Design note. Each rule drops only attributes that cannot be asked, and
// never below the gradients B returns: literal constants; attributes whose
// every path to the loss crosses an op whose backward B never runs
// (drop_ungradable; not where B runs a backward kernel more times than the
// ops not made before that op need: the gradient passed it, a Function's
// forward); attributes whose backward cannot end in the op that
// makes any returned gradient (drop_unmade); then, where shapes are printed,
// attributes of no returned gradient's shape. What is still open (which of
// several same-shape or unprinted attributes are asked) the driver decides by
// relating once per choice (relate.cpp). Names never decide anything.
#include "relate_impl.hpp"

#include <optional>

namespace fxmatch::relate_detail {

/// B returns one gradient per parameter. When F reads more attributes at
/// differentiable positions than B returns gradients, the extra ones are
/// buffers (rotary `inv_freq`) or literal constants (`lift_fresh_copy`, an
/// empty KV cache), or B asks for a subset of the parameters (fine-tuning).
/// Drop the literals; then, where shapes are printed, the attributes no
/// returned gradient has the shape of. Autograd runs only the nodes between
/// the loss and the inputs asked for, and an attribute's gradient needs the
/// backward of every read of it, so among attributes of one shape the ones
/// whose earliest read is latest (nearest the loss) are kept: the backward of
/// a subset covers a tail of the forward. Without shapes, that tail is the
/// first choice the driver tries (tail_buffers()).
void Relater::drop_buffers(std::vector<char>& diff_read) {
  const VertexId out = output_of(B);
  if (out == kNoVertex) return;
  const auto outs = B.producers(out);
  std::map<std::string, std::vector<VertexId>, std::less<>> attrs;  // attribute -> its get_attrs
  for (VertexId v = 0; v < F.size(); ++v)
    if (F.node(v).kind == NodeKind::GetAttr) {
      attrs[F.node(v).target].push_back(v);
      if (buffers_.count(F.node(v).target)) diff_read[v] = 0, unasked_by_choice_.insert(F.node(v).target);
    }
  auto count = [&] {
    std::size_t c = 0;
    for (const auto& [a, vs] : attrs)
      c += std::any_of(vs.begin(), vs.end(), [&](VertexId v) { return diff_read[v] != 0; });
    return c;
  };
  // each asked attribute's paths to the loss, walked once: an attribute's
  // own reads decide them, and the drops below only take whole attributes
  std::optional<AttributePaths> walked;
  auto paths = [&]() -> const AttributePaths& {
    if (!walked) walked = attribute_paths(attrs, diff_read);
    return *walked;
  };
  // which attributes are asked is in question (more than B returns
  // gradients, or a driver's hypothesis): note the blocked ones asked on the way out
  struct AtExit {
    std::function<void()> f;
    ~AtExit() { f(); }
  } note{[&, in_question = !buffers_.empty() || count() > outs.size()] {
    if (in_question) note_blocked_choices(attrs, diff_read, outs.size(), paths());
  }};
  if (count() <= outs.size()) return;
  for (const auto& [a, vs] : attrs)
    for (auto v : vs)
      for (auto [c, sl] : F.consumers(v))
        if (base_of(F.node(c).target).rfind("lift_fresh", 0) == 0)
          for (auto x : vs) diff_read[x] = 0;
  if (count() <= outs.size()) return;
  drop_ungradable(attrs, diff_read, outs.size(), paths());
  if (count() <= outs.size()) return;
  drop_unmade(attrs, diff_read, outs);
  if (count() <= outs.size()) return;
  // attributes read at differentiable positions, latest FIRST reader first (program order, never
  // names): an attribute's gradient sums the backward of every read, so asking for it makes autograd
  // run back to its earliest reader (a tied embedding read again by the head is not a tail attribute)
  std::vector<std::pair<VertexId, const std::vector<VertexId>*>> by_first;
  for (const auto& [a, vs] : attrs) {
    VertexId first = 0;
    bool any = false;
    for (auto v : vs)
      if (diff_read[v])
        for (auto [c, sl] : F.consumers(v)) first = any ? std::min(first, c) : c, any = true;
    if (any) by_first.push_back({first, &vs});
  }
  std::sort(by_first.begin(), by_first.end(), [](const auto& x, const auto& y) { return x.first > y.first; });
  std::multiset<std::vector<std::string>> shapes;
  for (auto o : outs) {
    const auto& m = B.node(bs.real(o)).meta;
    if (!m) {  // shapes not printed: tell by which attributes get a gradient
      if (every_attribute_) return;
      extra_attributes_ = count() - outs.size();
      for (std::size_t i = outs.size(); i < by_first.size(); ++i) tail_buffers_.insert(F.node((*by_first[i].second)[0]).target);
      for (const auto& [first, vs] : by_first) candidate_attributes_.insert(F.node((*vs)[0]).target);
      return;
    }
    shapes.insert(m->shape);
  }
  const std::set<std::vector<std::string>> any_shape(shapes.begin(), shapes.end());
  std::set<std::vector<std::string>> chosen_shapes;  // shapes with more attributes than gradients
  for (const auto& [first, vsp] : by_first) {
    const auto& vs = *vsp;
    const auto& m = F.node(vs[0]).meta;
    if (!m || !std::any_of(vs.begin(), vs.end(), [&](VertexId v) { return diff_read[v] != 0; })) continue;
    // the evidence hypothesis keeps every attribute some gradient has the shape of
    if (every_attribute_ ? any_shape.count(m->shape) : shapes.count(m->shape)) {
      if (auto it = shapes.find(m->shape); it != shapes.end()) shapes.erase(it);
      continue;
    }
    if (any_shape.count(m->shape)) {  // a same-shape attribute was kept instead
      chose_among_shapes_ = true;
      chosen_shapes.insert(m->shape);
      unasked_by_choice_.insert(F.node(vs[0]).target);
      shape_buffers_.insert(F.node(vs[0]).target);
    }
    for (auto x : vs) diff_read[x] = 0;
  }
  // the tail is only the first guess among the attributes of a shape with
  // more of them than gradients: every one of them is a candidate the driver
  // chooses among (candidate_attributes_)
  for (const auto& [first, vsp] : by_first)
    if (const auto& m = F.node((*vsp)[0]).meta; m && chosen_shapes.count(m->shape))
      candidate_attributes_.insert(F.node((*vsp)[0]).target);
}

/// Per attribute read at a differentiable position: whether a read of it
/// reaches the loss along differentiable edges, and whether such a path
/// crosses an op whose formula emits ops of which B runs none (blocked).
Relater::AttributePaths Relater::attribute_paths(const std::map<std::string, std::vector<VertexId>, std::less<>>& attrs,
                                                 const std::vector<char>& diff_read) const {
  AttributePaths paths;
  const VertexId out = output_of(F);
  if (out == kNoVertex || F.producers(out).empty()) return paths;
  // gradient flows from producer to consumer: a template's differentiable
  // argument, a getitem, an identity (not a detach), an op with no template;
  // never through an `out=` call, whose result has no autograd node (with
  // grad enabled autograd refuses one whose inputs require grad: a power
  // iteration's `normalize(..., out=u)` ran under no_grad)
  auto flows = [&](VertexId c, const Edge& e) {
    const Node& n = F.node(c);
    if (n.kind != NodeKind::CallFunction || kwarg(n, "out")) return false;
    if (is_getitem(n)) return true;
    if (fs.transparent(c)) return n.target.find("detach") == std::string::npos;
    return ftmpl_[c] ? diff_edge(c, e) : true;
  };
  // F ops from which the loss (the output's first value) is reached along such edges
  std::vector<char> to_loss(F.size(), 0);
  to_loss[F.producers(out)[0]] = 1;
  for (VertexId c = F.size(); c-- > 0;) {
    if (!to_loss[c]) continue;
    for (const auto& e : fin_edges(c, ftmpl_[c]))
      if (e.producer != kNoVertex && flows(c, e)) to_loss[e.producer] = 1;
  }
  // An in-place op on a leaf (or on such an op) writes the leaf itself: if
  // the leaf requires grad it ran under no_grad and stands for the leaf
  // (analyse_forward's stands_for_self), so it blocks nothing, and what it writes was
  // computed under no_grad too (a weight clipped or renormalised in place).
  std::vector<char> writes_leaf(F.size(), 0);
  for (VertexId c = 0; c < F.size(); ++c)
    if (is_inplace_call(F.node(c)) && F.producer(c, 0) != kNoVertex) {
      const VertexId s = fs.real(F.producer(c, 0));
      writes_leaf[c] = is_leaf(F.node(s)) || writes_leaf[s];
    }
  // ops whose every use ends in the value written into a leaf (its cone)
  std::vector<char> only_written(F.size(), 0);
  for (VertexId c = F.size(); c-- > 0;) {
    if (F.node(c).kind != NodeKind::CallFunction || writes_leaf[c]) continue;
    bool any = false, all = true;
    for (auto [d, slot] : F.consumers(c)) {
      any = true;
      all = all && ((writes_leaf[d] && F.producer(d, 0) != c) || only_written[d]);
    }
    only_written[c] = any && all;
  }
  // An op whose backward B never runs may have run in a Function's forward,
  // whose hand-written backward passes the gradient on (timm's MishAutoFn:
  // no softplus_backward). B runs a backward kernel once per op it
  // differentiates: where it runs one more times than F has ops needing it
  // that are not made before c (c's ancestors), it differentiated one of
  // those, and the gradient went on past c: c blocks nothing.
  std::vector<std::string> kernel(F.size());  // own_kernel of each op reaching the loss, once
  std::map<std::string, std::size_t> f_needs;
  for (VertexId x = 0; x < F.size(); ++x)
    if (to_loss[x] && !(kernel[x] = own_kernel(x)).empty()) ++f_needs[kernel[x]];
  std::vector<signed char> passed(F.size(), -1);
  auto passed_by_kernels = [&](VertexId c) {
    if (passed[c] >= 0) return passed[c] != 0;
    std::map<std::string, std::size_t> before;  // kernels c's ancestors need
    std::vector<char> seen(F.size(), 0);
    std::vector<VertexId> stack{c};
    seen[c] = 1;
    while (!stack.empty()) {
      const VertexId x = stack.back();
      stack.pop_back();
      if (x != c && !kernel[x].empty()) ++before[kernel[x]];
      for (auto p : F.producers(x))
        if (p != kNoVertex && !seen[p]) seen[p] = 1, stack.push_back(p);
    }
    bool more = false;
    for (const auto& [k, n] : before)
      if (const auto r = b_runs_.find(k); r != b_runs_.end() && r->second > f_needs[k] - n) more = true;
    passed[c] = more;
    return more;
  };
  // per read: whether its paths reach the loss (reached) and whether one
  // crosses an op B never differentiates (blocked)
  auto walk = [&](VertexId read, bool& reached, bool& blocked) {
    std::vector<char> seen(F.size(), 0);
    std::vector<VertexId> stack{read};
    while (!stack.empty() && !blocked) {
      const VertexId x = stack.back();
      stack.pop_back();
      for (auto [c, slot] : F.consumers(x)) {
        if (seen[c] || !to_loss[c]) continue;
        bool flows_in = false;
        for (const auto& e : fin_edges(c, ftmpl_[c])) flows_in = flows_in || (e.producer == x && flows(c, e));
        if (!flows_in) continue;
        if ((writes_leaf[c] && F.producer(c, 0) != x) || only_written[c]) continue;  // the value written into a leaf
        seen[c] = reached = true;
        blocked = !writes_leaf[c] && !differentiated(c) && !passed_by_kernels(c);
        stack.push_back(c);
      }
    }
  };
  for (const auto& [a, vs] : attrs) {
    bool any_blocked = false, any_reached = false;
    for (auto v : vs) {
      if (!diff_read[v]) continue;
      bool reached = false, blocked = false;
      walk(v, reached, blocked);
      any_blocked = any_blocked || blocked;
      any_reached = any_reached || reached;
    }
    if (std::any_of(vs.begin(), vs.end(), [&](VertexId v) { return diff_read[v] != 0; }))
      paths[a] = {any_reached, any_blocked};
  }
  return paths;
}

/// An attribute's gradient sums the backward of every op on a path of
/// differentiable edges from one of its reads to the loss: autograd runs each
/// of them. So where such an op's formula emits ops (it is not the identity of
/// its input, nor a view, nor an in-place op under no_grad: find_no_grad_writes
/// made its template the identity of its self) and B runs none of their kinds
/// (a fine-tuning subset whose backward has no gelu_backward cannot ask for
/// the layer before the gelu), no returned gradient is that attribute's; nor
/// one that no read connects to the loss at all (no path crosses an `out=`
/// call: its result has no autograd node). Drop those, never below the gradients B
/// returns (`attrs`: attribute -> its get_attrs), first the ones the forward
/// writes into (buffers). Where fewer of the rest are unblocked than B returns
/// gradients, some returned gradient crossed an op whose backward is not its
/// template (a custom autograd Function's ops): blocking is no evidence then,
/// and a blocked attribute asked is a choice (note_blocked_choices).
void Relater::drop_ungradable(const std::map<std::string, std::vector<VertexId>, std::less<>>& attrs,
                              std::vector<char>& diff_read, std::size_t gradients, const AttributePaths& paths) {
  if (paths.empty()) return;
  std::size_t left = paths.size();
  // no read reaches the loss (`num_batches_tracked.add_(1)`): no gradient
  // either; a blocked one has none while enough others are unblocked
  bool doubt_blocking = false;
  auto gradable = [&](std::string_view a) {
    const auto& [reached, blocked] = paths.at(a);
    return reached && (!blocked || doubt_blocking);
  };
  // an attribute the forward writes into (`copy_(u, ...)`, `normalize(...,
  // out=u)`) is a buffer: such ones go first (a power iteration under no_grad
  // reads a weight and its buffer u alike, and the weight has a gradient:
  // relate_nograd.cpp), then the others in order
  auto written = [&](const std::vector<VertexId>& vs) {
    for (auto v : vs)
      for (auto [c, slot] : F.consumers(v))
        if (writes_into(F, c, [&](VertexId p) { return p == v; })) return true;
    return false;
  };
  auto asked = [&](const std::vector<VertexId>& vs) {
    return std::any_of(vs.begin(), vs.end(), [&](VertexId v) { return diff_read[v] != 0; });
  };
  for (const bool buffers_first : {true, false}) {
    if (!buffers_first) {  // fewer unblocked than gradients among the rest: blocking is no evidence
      std::size_t unblocked = 0;
      for (const auto& [a, vs] : attrs) unblocked += paths.count(a) && asked(vs) && gradable(a);
      doubt_blocking = unblocked < gradients;
    }
    for (const auto& [a, vs] : attrs) {
      if (left <= gradients || !paths.count(a) || !asked(vs)) continue;
      if (gradable(a) || (buffers_first && !written(vs))) continue;
      for (auto v : vs) diff_read[v] = 0;
      --left;
    }
  }
}

/// Where fewer of the attributes asked (read at differentiable positions once
/// the drops are done) are unblocked than B returns gradients, and which
/// attributes are asked is in question (a fine-tuning subset: F read more of
/// them than B returns gradients, or a driver's hypothesis), the blocked ones
/// asked are kept by a choice, not by evidence: what their gradients answer
/// is never surer than position (kept_by_order_, demote_kept_by_order).
void Relater::note_blocked_choices(const std::map<std::string, std::vector<VertexId>, std::less<>>& attrs,
                                   const std::vector<char>& diff_read, std::size_t gradients,
                                   const AttributePaths& paths) {
  std::vector<std::pair<std::string_view, std::pair<bool, bool>>> asked;  // (walked before the drops: keep the asked)
  for (const auto& [a, rb] : paths)
    if (const auto& vs = attrs.find(a)->second; std::any_of(vs.begin(), vs.end(), [&](VertexId v) { return diff_read[v] != 0; }))
      asked.emplace_back(a, rb);
  std::size_t unblocked = 0;
  for (const auto& [a, rb] : asked) unblocked += rb.first && !rb.second;
  if (unblocked >= gradients) return;
  for (const auto& [a, rb] : asked)
    if (rb.second) kept_by_order_.insert(std::string(a));
}

/// A returned gradient is what the backward of its parameter's last node
/// made: the formula of the op reading the parameter (a linear's weight is
/// read by `t`, so its gradient ends in the `t` that t's formula emits; a
/// group norm's weight by native_group_norm, so in a getitem of
/// native_group_norm_backward), or, where that read passes the gradient on
/// unchanged (add's other), anything. So where every returned gradient ends
/// in an op that some formula must have made (not a sum-to, an accumulation,
/// a copy, which any parameter's gradient may end in), an attribute none of
/// whose reads can make any of those ops is not asked (a DDPM's noise-schedule
/// buffer, read by `index` and `mul`, when the gradients end in `t` and a
/// group norm's backward). Kept when every returned gradient could not be
/// given an attribute that way, or when fewer attributes than gradients would
/// be left.
void Relater::drop_unmade(const std::map<std::string, std::vector<VertexId>, std::less<>>& attrs,
                          std::vector<char>& diff_read, std::span<const VertexId> outs) {
  static const std::set<std::string, std::less<>> any_gradient = {"add", "clone", "copy", "detach", "alias"};
  std::set<std::string> made;  // the ops the returned gradients end in
  for (auto o : outs) {
    VertexId x = bs.real(o);
    if (x == kNoVertex || B.node(x).kind != NodeKind::CallFunction) return;
    if (is_getitem(B.node(x))) x = bs.real(B.producer(x, 0));
    if (x == kNoVertex || B.node(x).kind != NodeKind::CallFunction) return;
    const std::string op = base_of(B.node(x).target);
    if (is_sum_to_op(op) || any_gradient.count(op)) return;
    made.insert(op);
  }
  // whether a read of attribute get_attr v can end a gradient in op
  auto can_make = [&](VertexId v, const std::string& op) {
    for (auto [c, slot] : F.consumers(v)) {
      const Node& cn = F.node(c);
      if (cn.kind != NodeKind::CallFunction || is_getitem(cn) || fs.transparent(c)) return true;
      const auto* t = ftmpl_[c];
      if (!t) return true;
      for (const auto& e : fin_edges(c, t))
        if (e.producer == v && diff_edge(c, e) &&
            (t->passes_through(e.arg) || contains(t->emits, op) || (op == "mul" && !t->scaled.empty())))
          return true;
    }
    return false;
  };
  auto makes_any = [&](VertexId v) {
    return std::any_of(made.begin(), made.end(), [&](const std::string& op) { return can_make(v, op); });
  };
  std::vector<const std::vector<VertexId>*> asked_ones, unmade;
  for (const auto& [a, vs] : attrs) {
    if (std::none_of(vs.begin(), vs.end(), [&](VertexId v) { return diff_read[v] != 0; })) continue;
    const bool makes = std::any_of(vs.begin(), vs.end(), [&](VertexId v) { return diff_read[v] && makes_any(v); });
    (makes ? asked_ones : unmade).push_back(&vs);
  }
  // every op a returned gradient ends in is one some attribute can make
  for (const auto& op : made)
    if (std::none_of(asked_ones.begin(), asked_ones.end(), [&](const std::vector<VertexId>* vs) {
          return std::any_of(vs->begin(), vs->end(), [&](VertexId v) { return diff_read[v] && can_make(v, op); });
        }))
      return;
  if (unmade.empty() || asked_ones.size() < outs.size()) return;
  for (const auto* vs : unmade)
    for (auto v : *vs) diff_read[v] = 0;
}

}  // namespace fxmatch::relate_detail
