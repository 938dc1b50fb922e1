// relate stage 4, grads: which backward output is each forward leaf's gradient.
//
// Design note. Partitioned pairs: the k-th backward output is the k-th forward
// input's gradient (AOTAutograd's convention). Otherwise each output is made in
// the segment of a forward op that reads the parameter, directly or through
// ops whose formula passes the gradient on unchanged (`add(weight, B @ A)`),
// or summed from such;
// getitem k of a fused backward op is the k-th differentiable input's gradient,
// whatever a hypothesis of which attributes require grad says (the op computes
// only what its output_mask asks for). A chain is a leaf's gradient only where
// the formula it agrees with (one reading saved values or none, as the chain
// does) is that leaf's or a view's of it (`t(weight)`): a hypothesis asking
// for addmm's bias cannot explain `mm(grad.t(), x)`. Also here: which argument's gradient
// a chain of backward ops makes (gradient_target_arg, _from_output), which
// infer_saved and the grads read.
#include "relate_impl.hpp"

namespace fxmatch::relate_detail {

template <typename Fn>
bool Relater::any_passed_input(VertexId x, Fn&& fn) const {
  const auto* t = ftmpl_[x];
  if (!t || !t->empty) return false;
  for (const auto& e : fin_edges(x, t))
    if (diff_edge(x, e) && t->passes_through(e.arg) && fn(e.producer)) return true;
  return false;
}

// ---------------------------------------------------------------- grads
void Relater::infer_grads() {
  const VertexId out = output_of(B);
  if (out == kNoVertex) return;
  if (!aot_saved_.empty() && !aot_input_grads_.empty()) {  // partitioned: the k-th output is the k-th input's gradient
    for (const auto& [input, grad] : aot_input_grads_)
      if (grad != kNoVertex) res_.grads.push_back({input, bs.real(grad)}), res_.grads_how[input] = "structure";
    return;
  }
  // A parameter read several times (re-read per time step, tied weights)
  // has one gradient: every get_attr of the attribute gets it.
  const std::vector<int>& vn = fvn_;
  std::set<int> taken;
  for (VertexId v : B.producers(out)) {
    VertexId g = bs.real(v);
    std::vector<VertexId> cands = param_candidates(g, vn);
    VertexId pick = kNoVertex;
    for (auto c : cands)  // a gradient has its parameter's shape
      if (!taken.count(vn[c]) && meta_ok_grad(g, c)) {
        pick = c;
        break;
      }
    if (pick == kNoVertex) continue;
    taken.insert(vn[pick]);
    for (VertexId x = 0; x < F.size(); ++x)
      if (vn[x] == vn[pick] && is_leaf(F.node(x))) {
        res_.grads.push_back({x, g});
        // one candidate of the right shape: the template's parameter; several: picked in order
        std::size_t fitting = 0;
        for (auto c : cands) fitting += !taken.count(vn[c]) || vn[c] == vn[pick] ? meta_ok_grad(g, c) : 0;
        const bool in_function = sigma_[g] >= 0 && runs_[segs_[sigma_[g]]] != kNoVertex;
        res_.grads_how[x] = fitting > 1 ? "position" : in_function ? "structure" : "template";
      }
  }
  std::sort(res_.grads.begin(), res_.grads.end());
}

std::vector<VertexId> Relater::param_candidates(VertexId g, const std::vector<int>& vn) const {
  std::vector<VertexId> out;
  if (acc_[g] || sums(g)) {
    // an accumulation: the parameter every contribution is a gradient of
    std::vector<std::vector<VertexId>> parts;
    for (auto p : B.producers(g)) parts.push_back(param_candidates(bs.real(p), vn));
    for (const auto& part : parts)
      for (auto c : part) {
        bool everywhere = true;
        for (const auto& other : parts)
          if (std::none_of(other.begin(), other.end(), [&](VertexId o) { return vn[o] == vn[c]; })) everywhere = false;
        if (everywhere) out.push_back(c);
      }
    if (out.empty())
      for (const auto& part : parts) out.insert(out.end(), part.begin(), part.end());
    return out;
  }
  if (sigma_[g] < 0) return out;
  const VertexId f = segs_[sigma_[g]];
  std::vector<std::pair<int, VertexId>> leaves;  // (arg, leaf)
  for (const auto& e : in_edges(F, f, ftmpl_[f])) {
    const VertexId p = fs.real(e.producer);
    if (is_leaf(F.node(p)) && req_[p] && diff_edge(f, e)) leaves.push_back({e.arg, p});
  }
  const Node& gn = B.node(g);
  if (is_getitem(gn)) {  // k-th output of a fused backward op: k-th differentiable tensor input
    const auto* t = ftmpl_[f];
    const int k = gn.getitem_index;
    if (t && k < static_cast<int>(t->tensors.size())) {
      const int a = t->tensors[k];
      for (auto [arg, p] : leaves)
        if (arg == a) out.push_back(p);
      if (!out.empty()) return out;
      // the op's own output order outranks a hypothesis of which attributes
      // require grad (a fine-tuning subset that trains a norm's bias only:
      // `native_batch_norm_backward(..., [False, False, True])[2]`)
      for (const auto& e : in_edges(F, f, t)) {
        const VertexId p = fs.real(e.producer);
        if (e.arg == a && is_leaf(F.node(p)) && F.node(p).kind == NodeKind::GetAttr && diff_edge(f, e)) out.push_back(p);
      }
      if (!out.empty()) return out;
    }
  }
  std::vector<VertexId> others;
  const int a = gradient_target_arg_from_output(g, f, &others);
  if (a == kNoLeafArgument) {
    // the argument is a view of a leaf (`t(weight)` read by addmm): the
    // chain's trailing view ops are the view's backward, the leaf's gradient
    for (VertexId x : others) {
      x = fs.alias_root(x);
      if (x != kNoVertex) x = fs.real(x);
      if (x != kNoVertex && is_leaf(F.node(x)) && req_[x] && meta_ok_grad(g, x) &&
          std::find(out.begin(), out.end(), x) == out.end())
        out.push_back(x);
    }
  } else {
    for (auto [arg, p] : leaves)
      if (arg == a) out.push_back(p);
    for (auto [arg, p] : leaves)
      if (meta_ok_grad(g, p) && std::find(out.begin(), out.end(), p) == out.end()) out.push_back(p);
  }
  // then the leaves whose gradient reaches f's input unchanged: a weight
  // added to a low-rank update (DoRA's `weight + B @ A`) has the add's
  // output gradient as its own, made where the add's readers are
  for (const auto& e : in_edges(F, f, ftmpl_[f])) {
    if (!diff_edge(f, e)) continue;
    std::vector<VertexId> through;
    passed_through_leaves(fs.real(e.producer), kPassThroughDepth, through);
    for (auto p : through)
      if (meta_ok_grad(g, p) && std::find(out.begin(), out.end(), p) == out.end()) out.push_back(p);
  }
  // f ran in a custom Function's forward: its node returns the gradients of
  // what any op of that forward reads (CenterlossFunc's centers, read by its
  // first op's index_select; DyT's gamma and beta, read after its tanh), in
  // program order after f's own
  if (runs_[f] != kNoVertex)
    for (VertexId x = runs_[f]; x < F.size(); ++x) {
      // (f's own arguments its template judged above: a bias that addmm's
      // formula gives a sum, not LLTM's `mm(d_gates.t(), X)`)
      if (runs_[x] != runs_[f] || x == f) continue;
      for (const auto& e : in_edges(F, x, ftmpl_[x])) {
        const VertexId p = e.producer == kNoVertex ? kNoVertex : fs.real(e.producer);
        if (p != kNoVertex && is_leaf(F.node(p)) && req_[p] && meta_ok_grad(g, p) &&
            std::find(out.begin(), out.end(), p) == out.end())
          out.push_back(p);
      }
    }
  return out;
}

/// The leaves requiring grad whose gradient is x's gradient unchanged: x's
/// inputs its formula passes the gradient through to, and so on.
void Relater::passed_through_leaves(VertexId x, int depth, std::vector<VertexId>& out) const {
  if (depth == 0 || x == kNoVertex || F.node(x).kind != NodeKind::CallFunction) return;
  any_passed_input(x, [&](VertexId producer) {
    const VertexId p = fs.real(producer);
    if (!is_leaf(F.node(p))) passed_through_leaves(p, depth - 1, out);
    else if (req_[p]) out.push_back(p);
    return false;  // every one
  });
}

/// For a param gradient g in segment of f: the arg whose saved partner the chain does not read.
int Relater::gradient_target_arg_from_output(VertexId g, VertexId f, std::vector<VertexId>* others) const {
  // Walk g's producers inside the segment; a saved leaf read on the way is
  // "the other operand" of a bilinear op: exclude args that hold it.
  const auto* t = ftmpl_[f];
  if (!t) return -1;
  std::set<VertexId> read;
  bool read_saved = false;  // some saved value, known or not
  std::vector<VertexId> stack{g};
  std::set<VertexId> seen;
  const int j = sigma_[g];
  while (!stack.empty()) {
    VertexId x = stack.back();
    stack.pop_back();
    if (!seen.insert(x).second) continue;
    for (auto p : B.producers(x)) {
      if (is_leaf(B.node(p))) {
        if (B.node(p).kind == NodeKind::GetAttr) read_saved = true;
        auto it = saved_.find(p);
        if (it != saved_.end()) read.insert(fs.real(it->second));
      } else if (sigma_[p] == j) {
        stack.push_back(p);
      }
    }
  }
  std::vector<int> args;
  for (const auto& e : in_edges(F, f, t)) {
    const VertexId p = fs.real(e.producer);
    if (is_leaf(F.node(p)) && req_[p] && diff_edge(f, e) && !read.count(p)) args.push_back(e.arg);
  }
  // Whether the chain read a saved value decides between formulas that read
  // none (addmm's bias: the gradient summed) and those that read some (its
  // weight's reads mat1), whatever requires grad: when no argument whose
  // formula agrees is a leaf requiring grad, the chain is no leaf's gradient
  // here (a hypothesis asking for the bias cannot explain `mm(grad.t(), x)`).
  {
    bool agrees_on_leaf = false;
    std::vector<VertexId> elsewhere;
    for (const auto& e : in_edges(F, f, t)) {
      if (!diff_edge(f, e)) continue;
      const auto* names = t->reads_of(e.arg);
      if (!names) return args.size() == 1 ? args[0] : -1;
      if (fwd_named_set(f, *t, *names).empty() == read_saved) continue;
      const VertexId p = fs.real(e.producer);
      if (is_leaf(F.node(p)) && req_[p]) agrees_on_leaf = true;
      else elsewhere.push_back(e.producer);
    }
    if (!elsewhere.empty() && !agrees_on_leaf) {
      if (others) *others = std::move(elsewhere);
      return kNoLeafArgument;
    }
  }
  if (args.size() == 1) return args[0];
  // the argument whose own formula reads exactly the saved values the chain
  // read (addmm: the bias gradient reads nothing, the weight's reads mat1)
  std::vector<int> fits, reads_some;
  for (int a : args) {
    const auto* names = t->reads_of(a);
    if (!names) return -1;
    const std::set<VertexId> formula = fwd_named_set(f, *t, *names);
    if (formula.empty() == read_saved) continue;
    reads_some.push_back(a);
    if (std::all_of(read.begin(), read.end(), [&](VertexId r) { return formula.count(r) > 0; })) fits.push_back(a);
  }
  if (fits.size() == 1) return fits[0];
  if (fits.empty() && reads_some.size() == 1) return reads_some[0];  // a saved value was guessed wrong
  return -1;
}

/// Which argument of fwd op segs_[j] the chain from bwd op v produces the
/// gradient of (-1: unknown; kSomeParameter: one of several parameters).
int Relater::gradient_target_arg(VertexId v, int j) const {
  const VertexId f = segs_[j];
  const auto edges = in_edges(F, f, ftmpl_[f]);
  const auto flow_edges = fin_edges(f, ftmpl_[f]);
  std::vector<VertexId> stack{v};
  std::set<VertexId> seen;
  while (!stack.empty()) {
    VertexId x = stack.back();
    stack.pop_back();
    if (!seen.insert(x).second) continue;
    for (auto [c, s] : B.consumers(x)) {
      if (c == output_of(B)) {
        // a parameter gradient: the leaf arg of f, if there is one only
        int arg = -1, n = 0;
        for (const auto& e : edges)
          if (is_leaf(F.node(fs.real(e.producer))) && req_[fs.real(e.producer)] && diff_edge(f, e)) arg = e.arg, ++n;
        if (n == 1) return arg;
        if (n > 1) return kSomeParameter;
        continue;
      }
      if (sigma_[c] == j || acc_[c] || sigma_[c] < 0) {
        stack.push_back(c);
        continue;
      }
      const VertexId g = segs_[sigma_[c]];
      // g made f's argument, directly or through ops whose backward emits
      // nothing (`add(tanh, 1.0)` passes the gradient straight to tanh), or
      // wrote it last: an in-place write into a view of the base f reads
      // (fin_edges: the write's CopySlices node hands the base's gradient
      // on, `c[:, 1::2].add_(y)` before `mul(s, c)`).
      // Several arguments g made (two items of one split): the one whose
      // item the receiving op's list reads the gradient at (split's backward
      // is `cat([grads of the items])`), else no answer
      for (int depth = 0; depth < 4; ++depth) {
        std::vector<const Edge*> fed;
        for (const auto& e : flow_edges)
          if (feeds(g, e.producer, depth) &&
              std::none_of(fed.begin(), fed.end(), [&](const Edge* o) { return o->arg == e.arg; }))
            fed.push_back(&e);
        if (fed.empty()) continue;
        // g made one argument directly and another through ops passing the
        // gradient on (squash's `div(s, add(s, 1.0))`): the receiving segment
        // cannot tell which formula the chain is, no answer
        if (fed.size() == 1) {
          for (const auto& e : flow_edges)
            if (e.arg != fed[0]->arg && feeds(g, e.producer, 3)) return -1;
          return fed[0]->arg;
        }
        const int item = item_of_slot(B.node(c), arg_index_of_slot(B.node(c), s), s);
        for (const Edge* e : fed)
          if (const VertexId x = fs.real(e->producer);
              item >= 0 && is_getitem(F.node(x)) && F.node(x).getitem_index == item)
            return e->arg;
        return -1;
      }
    }
  }
  return -1;
}

/// g produces x through at most `depth` forward ops whose backward passes the
/// gradient to that input unchanged (a residual add; addmm to its bias only).
bool Relater::feeds(VertexId g, VertexId x, int depth) const {
  x = fs.real(x);
  if (x != kNoVertex && is_getitem(F.node(x))) x = fs.real(F.producer(x, 0));
  if (x == kNoVertex) return false;
  if (x == g) return true;
  if (depth == 0 || F.node(x).kind != NodeKind::CallFunction || seg_of_fwd_[x] < 0) return false;
  const std::uint64_t key = (static_cast<std::uint64_t>(g) * F.size() + x) * (kPassThroughDepth + 1) + depth;
  if (auto it = feeds_memo_.find(key); it != feeds_memo_.end()) return it->second;
  const bool r = any_passed_input(x, [&](VertexId p) { return feeds(g, p, depth - 1); });
  feeds_memo_.emplace(key, r);
  return r;
}

// ---------------------------------------------------------------- by order
// After the hypotheses (never a reason to prefer one): the gradients no
// formula names. torch.autograd.grad returns one gradient per input asked, in
// the order asked, and a module lists its parameters in the order it made
// them, which its forward's first reads follow between any two gradients the
// formulas place (the anchors): a custom Function's norm weight and bias
// between the convs around it. Where the anchors' order among B's outputs and
// among F's first reads agree (both ways: a list asked reversed), each run of
// outputs with no parameter between two anchors gets the leaves between
// their parameters that got none, in that order, where they are as many and
// every pair's printed shapes agree; `position`, never surer. Not before the
// first anchor nor after the last: which leaves a subset asks for there is
// the driver's choice, and an end is no evidence (a spiking net's subset:
// the hypothesis asked the wrong two); and the driver calls it only where
// the leaves asked were no choice among hypotheses.
void grads_by_order(const Graph& F, const Graph& B, const RuleSet& rules, RelateResult& r) {
  const VertexId bout = output_of(B);
  if (bout == kNoVertex) return;
  std::set<VertexId> missing;  // asked leaves without a gradient (finish() lists them)
  for (const auto& u : r.unrelated)
    if (!u.backward && u.kind == "grads") missing.insert(u.node);
  if (missing.empty()) return;
  // leaves in order of first read; the reads of one attribute are one leaf
  const auto reads = Side{F, rules}.attribute_reads();
  std::vector<std::vector<VertexId>> leaves;
  std::vector<std::size_t> rank(F.size(), SIZE_MAX);
  for (VertexId x = 0; x < F.size(); ++x) {
    const Node& n = F.node(x);
    if (!is_leaf(n) || rank[x] != SIZE_MAX) continue;
    leaves.push_back(n.kind == NodeKind::GetAttr ? reads.at(n.target) : std::vector<VertexId>{x});
    for (VertexId y : leaves.back()) rank[y] = leaves.size() - 1;
  }
  const Side bs{B, rules};
  std::vector<VertexId> outs;
  for (VertexId p : B.producers(bout)) outs.push_back(bs.real(p));
  std::map<VertexId, std::size_t> graded;  // B output -> leaf rank
  for (auto [f, b] : r.grads)
    if (rank[f] != SIZE_MAX) graded.emplace(b, rank[f]);
  std::vector<std::pair<std::ptrdiff_t, std::ptrdiff_t>> anchors;  // (output, leaf rank)
  for (std::size_t i = 0; i < outs.size(); ++i)
    if (auto it = graded.find(outs[i]); it != graded.end()) anchors.push_back({i, it->second});
  bool up = true, down = true;
  for (std::size_t i = 1; i < anchors.size(); ++i) {
    up = up && anchors[i].second > anchors[i - 1].second;
    down = down && anchors[i].second < anchors[i - 1].second;
  }
  if (anchors.size() < 2 || (!up && !down)) return;
  auto ungraded = [&](std::ptrdiff_t k) {
    return std::all_of(leaves[k].begin(), leaves[k].end(), [&](VertexId x) { return missing.count(x) > 0; });
  };
  auto shapes_agree = [&](VertexId b, VertexId x) {
    const auto& m = B.node(b).meta;
    const auto& n = F.node(x).meta;
    return !m || !n || m->shape == n->shape;
  };
  std::set<VertexId> filled;
  for (std::size_t a = 0; a + 1 < anchors.size(); ++a) {
    std::vector<VertexId> og;
    for (auto i = anchors[a].first + 1; i < anchors[a + 1].first; ++i)
      if (!graded.count(outs[i]) && std::find(og.begin(), og.end(), outs[i]) == og.end()) og.push_back(outs[i]);
    std::vector<std::ptrdiff_t> lg;
    const std::ptrdiff_t step = down ? -1 : 1;
    for (auto k = anchors[a].second + step; k != anchors[a + 1].second; k += step)
      if (ungraded(k)) lg.push_back(k);
    if (og.empty() || og.size() != lg.size()) continue;
    bool fit = true;
    for (std::size_t i = 0; i < og.size() && fit; ++i)
      for (VertexId x : leaves[lg[i]]) fit = fit && shapes_agree(og[i], x);
    if (!fit) continue;
    for (std::size_t i = 0; i < og.size(); ++i)
      for (VertexId x : leaves[lg[i]]) r.grads.push_back({x, og[i]}), r.grads_how[x] = "position", filled.insert(x);
  }
  if (filled.empty()) return;
  std::sort(r.grads.begin(), r.grads.end());
  std::erase_if(r.unrelated, [&](const Unrelated& u) { return !u.backward && u.kind == "grads" && filled.count(u.node); });
}

}  // namespace fxmatch::relate_detail
