// relate stage 2c, boundary refinement and the marks the alignment leaves out.
//
// Design note. The DP scores ops one at a time; refine_boundaries() shifts run
// boundaries while a cost that sees whole runs (gradient flow between
// segments follows the transpose of F's edges, and what flows has the shape
// of the value the receiving segment's op made; an accumulation sums one
// gradient per read of the value; a segment cannot read more distinct saved
// values of a shape, or without shapes at all, than its template saves) goes down: one
// cut at a time, then both cuts around a run at once where gradient flow says
// they are off and the run's segment emits every op left in it (a run can hold
// the head of the next segment and give its own ops to the previous one, so
// that either single shift costs more than it saves); the last run, or its
// tail, may move into a later segment where gradient flow says so (nothing
// after it offers a cut); and a chain of runs may rotate, each run's ops to
// the segment of the run before it, where like backwards follow each other
// one segment late (cost_runs scores any such placement). The cost also counts
// the gradients a segment makes beyond the parameters its op reads that
// require grad (B's outputs are parameter gradients, one per parameter, each
// made where its parameter is read). What the alignment leaves out is placed
// afterwards (relate_place.cpp).
#include "relate_impl.hpp"

namespace fxmatch::relate_detail {

/// A gradient from segment jp read in segment j is the gradient of one of
/// F_jp's inputs that F_j produced (the transpose of F's edges).
double Relater::flow_cost(VertexId v) const {
  std::vector<std::pair<VertexId, int>> ins;
  input_segments(v, ins);
  const int j = sigma_[v];
  double c = 0;
  // the engine's sum-to reduces what the formula returned; it reads the
  // incoming gradient itself only where the formula passes it through (add)
  const auto* t = ftmpl_[segs_[j]];
  const std::string op = base_of(B.node(v).target);
  if (op == "sum" && !seg_emits_[j].count("sum") && t && !t->empty)
    for (auto [p, jp] : ins)
      if (jp != j) c += 1.0;
  // ... and its result is a finished gradient: no op of the same segment
  // reads it, but the sum-to's own `view` (at::sum_to: sum, then a view
  // dropping the leading dims)
  for (auto [p, jp] : ins)
    if (jp == j && op != "view" && base_of(B.node(p).target) == "sum" && !seg_emits_[j].count("sum")) c += 1.0;
  // ... and a view no formula of the segment emits is that sum-to's view:
  // it reads the sum (outer's `view(grad, [n, 1])` in mv's segment is no
  // sum-to of the vdot before it)
  if (t && !t->empty && op != "sum" && is_sum_to_op(op) && !seg_emits_[j].count(op))
    for (auto [p, jp] : ins)
      if (base_of(B.node(p).target) != "sum") c += 1.0;
  // an op the template applies only to the incoming gradient (`-grad`) reads
  // no value its own segment made: sub's `neg` of what div hands its
  // numerator is not div's `-grad * self / other^2`
  if (t && std::find(t->grad_ops.begin(), t->grad_ops.end(), op) != t->grad_ops.end())
    for (auto [p, jp] : ins)
      if (jp == j) c += 1.0;
  for (auto [p, jp] : ins) {
    if (jp == j) continue;
    if (jp > j || !made_input_of(segs_[j], segs_[jp])) c += 3.0;
    else if (!shaped_as_output(p, segs_[j])) c += 1.0;
  }
  // an accumulation sums one gradient per read of the value F_j made: more
  // terms than reads, and the gradient is another value's (a GRU's prefix,
  // read by three gate ops, is not the bias-add read by two cats)
  if (const std::size_t terms = acc_terms_[v]; terms > seg_reads_[j])
    c += 3.0 * static_cast<double>(terms - seg_reads_[j]);
  return c;
}

/// The reads of every F value that can each send it a gradient, a read by
/// an op whose formula passes the gradient on unchanged (add) counted as
/// that op's own reads, through any number of them: an upsampled residual
/// sum's five index reads are terms of the gradient its mul input receives,
/// and a DARTS node's `w * op(x)`, summed by a chain of adds into a state
/// that fourteen edges read, receives a gradient of fourteen terms. Counts
/// high rather than low (outputs and detaches count). One pass in reverse
/// program order (every reader comes after what it reads); the counts
/// saturate (`x + x` doubles them, and a chain of such adds would overflow).
std::vector<std::size_t> Relater::gradient_reads() const {
  constexpr std::size_t kMost = std::size_t{1} << 32;
  std::vector<std::size_t> reads(F.size(), 0);
  for (VertexId x = F.size(); x-- > 0;) {
    const VertexId rx = fs.real(x);
    std::size_t n = 0;
    for (auto [y, sl] : F.consumers(x)) {
      const Node& yn = F.node(y);
      if (yn.kind == NodeKind::CallFunction && is_getitem(yn)) {
        n = std::min(kMost, n + reads[y]);
        continue;
      }
      bool through = false;
      if (yn.kind == NodeKind::CallFunction && ftmpl_[y])
        for (const auto& e : in_edges(F, y, ftmpl_[y]))
          through = through || (fs.real(e.producer) == rx && ftmpl_[y]->passes_through(e.arg));
      n = std::min(kMost, n + (through ? reads[y] : 1));
    }
    reads[x] = n;
  }
  return reads;
}

/// The gradients the accumulations (adds of gradients) op v reads sum,
/// counted through nested ones; 0 when v reads none.
std::size_t Relater::accumulated_terms(VertexId v) const {
  auto acc = [&](VertexId x) { return carry_[x] && B.node(x).kind == NodeKind::CallFunction && sums(x); };
  auto terms = [&](auto&& self, VertexId x) -> std::size_t {
    std::size_t n = 0;
    for (auto q : B.producers(x))
      if (carry_[q]) n += acc(q) ? self(self, q) : 1;
    return n;
  };
  std::size_t n = 0;
  for (auto p : B.producers(v))
    if (acc(p)) n += terms(terms, p);
  return n;
}

/// A gradient handed from one segment to F_j's is the gradient of a value
/// F_j made, so it has that value's shape (the engine's validate_outputs
/// sums a broadcast gradient back in the node that received it). Unknown
/// shapes fit.
bool Relater::shaped_as_output(VertexId b, VertexId f) const {
  const auto& have = bshape_[b];
  if (!have) return true;
  auto fits = [&](VertexId x) { return !fshape_[x] || !detail::surely_differ(*fshape_[x], *have); };
  if (const VertexId base = written_base(f); base != kNoVertex) return fits(base);  // CopySlices: the base's
  if (fshape_[f]) return fits(f);
  bool tuple = false;
  for (auto [c, sl] : F.consumers(f))  // a tuple: one of its items
    if (is_getitem(F.node(c))) {
      if (fits(c)) return true;
      tuple = true;
    }
  return !tuple;
}

/// A segment hands each input of its forward op one gradient: more distinct
/// values flowing from segment jp into segment j than F_j has edges into
/// F_jp means a boundary is off (`t(grad)` belongs to the reader's segment).
template <typename It>
double Relater::deliveries_cost(It first, It last, const std::vector<VertexId>& more) const {
  std::map<std::pair<int, int>, std::set<VertexId>> flows;
  auto add = [&](VertexId y) {
    std::vector<std::pair<VertexId, int>> ins;
    input_segments(y, ins);
    for (auto [p, jp] : ins)
      if (jp != sigma_[y]) flows[{jp, sigma_[y]}].insert(p);
  };
  for (auto it = first; it != last; ++it) add(*it);
  for (auto y : more) add(y);
  double c = 0;
  for (const auto& [key, values] : flows) {
    if (values.size() < 2) continue;
    std::size_t edges = 0;
    for (const auto& e : fin_edges(segs_[key.first], ftmpl_[segs_[key.first]]))
      edges += feeds(segs_[key.second], e.producer, kPassThroughDepth);
    if (values.size() > std::max<std::size_t>(edges, 1)) c += 3.0 * static_cast<double>(values.size() - std::max<std::size_t>(edges, 1));
  }
  return c;
}

/// F op g made an input of F op f, directly or through ops that pass the
/// gradient to that input unchanged (feeds()).
bool Relater::made_input_of(VertexId g, VertexId f) const {
  for (const auto& e : fin_edges(f, ftmpl_[f]))
    if (feeds(g, e.producer, kPassThroughDepth)) return true;
  return false;
}

/// Saved values a run of ops reads that its segment cannot hold: distinct
/// attributes are distinct forward values (no segment of the zoo reads one
/// value through two attributes), so per shape there cannot be more of them
/// than the segment's saved values of that shape.
double Relater::overfull(const std::vector<OpInfo>& infos, std::size_t lo, std::size_t hi, int j) const {
  std::map<std::vector<std::string>, std::set<std::string>> attrs;  // shape -> attributes
  bool shapes = true;
  for (std::size_t i = lo; i < hi; ++i)
    for (auto L : infos[i].unknown_leaves) {
      const auto& m = B.node(L).meta;
      if (!m) shapes = false;
      attrs[m ? m->shape : std::vector<std::string>{}].insert(B.node(L).target);
    }
  if (!shapes) {
    // without shapes, all together: no more attributes than the values the
    // template saves, where every one of them is a forward value
    const auto* t = ftmpl_[segs_[j]];
    std::set<std::string> all;
    for (const auto& [shape, names] : attrs) all.insert(names.begin(), names.end());
    const std::set<VertexId> held(seg_saved_[j].begin(), seg_saved_[j].end());
    if (!t || seg_saved_[j].size() != t->saved.size() || all.size() <= held.size()) return 0;
    return 2.0 * static_cast<double>(all.size() - held.size());
  }
  double c = 0;
  for (const auto& [shape, names] : attrs) {
    std::set<VertexId> fit;
    for (auto x : seg_saved_[j]) {
      const auto& fm = F.node(x).meta;
      if (!fm) return 0;
      if (fm->shape == shape) fit.insert(x);
    }
    if (names.size() > fit.size()) c += 2.0 * static_cast<double>(names.size() - fit.size());
  }
  return c;
}

/// A node runs each of its formulas once: a run holding more of an op that
/// every formula emitting it runs once (`once`: sum's and mean's `expand`,
/// a kernel) than F_j has formulas emitting it holds another node's ops
/// (`mean(mean(x, 3), 2)`: two backwards of one form, which the DP, scoring
/// ops one at a time, may put in one segment and give the next a single op).
/// Not for views, as find_kernelless_functions leaves them out: a view's
/// backward may be a write's CopySlices or the next view's (`t(t(W))` of a
/// tied weight: the refinement would move one `t` into the matmul's segment
/// rather than into the other view's).
double Relater::overemitted(const std::vector<OpInfo>& infos, std::size_t lo, std::size_t hi, int j) const {
  const DerivativeTemplate* t = ftmpl_[segs_[j]];
  if (!t || t->once.empty() || opaque_.count(segs_[j]) || rules_.is_aliasing(F.node(segs_[j]).target))
    return 0;
  double c = 0;
  for (const auto& op : t->once) {
    std::size_t have = 0;
    for (std::size_t i = lo; i < hi; ++i) have += infos[i].op == op;
    if (have < 2) continue;
    std::size_t formulas = 0;  // the formulas emitting op: one per differentiable argument
    for (std::size_t a = 0; a < t->diff.size(); ++a) {
      const auto* ops = t->emits_of.empty() ? &t->emits : &t->emits_of[a];
      formulas += std::find(ops->begin(), ops->end(), op) != ops->end();
    }
    if (have > formulas) c += static_cast<double>(have - formulas);
  }
  return c;
}

/// The alignment scores ops one at a time; a boundary between two runs can
/// still be off by an op or two where only the runs as a whole tell (which
/// saved values a segment reads). Shift boundaries while that lowers the cost.
void Relater::refine_boundaries(const std::vector<OpInfo>& infos, const std::vector<char>& no_switch) {
  const std::size_t m = gops_.size();
  // Ops outside [a, e) whose inputs come from it: their flow costs change with the cuts.
  auto readers_of = [&](std::size_t a, std::size_t e) {
    std::vector<VertexId> readers;
    std::set<VertexId> seen;
    std::vector<VertexId> stack(gops_.begin() + a, gops_.begin() + e);
    for (auto v : stack) seen.insert(v);
    while (!stack.empty()) {
      const VertexId x = stack.back();
      stack.pop_back();
      for (auto [y, sl] : B.consumers(x)) {
        if (!seen.insert(y).second || B.node(y).kind != NodeKind::CallFunction) continue;
        if (is_getitem(B.node(y)) || bs.transparent(y) || sums(y)) stack.push_back(y);
        else if (sigma_[y] >= 0) readers.push_back(y);
      }
    }
    return readers;
  };
  // The cost of ops [a, c1) in segment j1, [c1, c2) in k, [c2, e) in j2 (k may
  // be a segment the alignment left empty, or a run of its own).
  // flow (optional): the gradient-flow part of it alone (flow_cost, deliveries_cost).
  // B's outputs are parameter gradients, each made in the segment of a forward
  // op reading its parameter: a segment cannot make more of them than its op
  // reads parameters that require grad (a broadcast scale and shift, `h * g +
  // b`: b's sum-to is the add's, not the mul's second one).
  std::map<int, int> grads_in;  // per segment, under the current sigma_ (recounted every pass)
  // ops before cut c1 in segment j1, from c2 on in j2, between them in k
  auto split = [](std::size_t c1, std::size_t c2, int j1, int k, int j2) {
    return [=](std::size_t i) { return i < c1 ? j1 : i < c2 ? k : j2; };
  };
  auto cost_of = [&](std::size_t a, std::size_t e, const std::vector<VertexId>& readers, std::size_t c1,
                     std::size_t c2, int j1, int k, int j2, double* flow = nullptr) {
    return cost_runs(infos, a, e, readers, grads_in, split(c1, c2, j1, k, j2), flow) - (c2 > c1 ? empty_[k] : 0.0);
  };
  auto assign = [&](std::size_t a, std::size_t e, std::size_t c1, std::size_t c2, int j1, int k, int j2) {
    const auto seg = split(c1, c2, j1, k, j2);
    for (std::size_t i = a; i < e; ++i) sigma_[gops_[i]] = seg(i);
  };
  for (int pass = 0; pass < 64; ++pass) {
    bool changed = false;
    grads_in.clear();
    for (std::size_t i = 0; i < m; ++i)
      if (returns_grad_[i] && sigma_[gops_[i]] >= 0) ++grads_in[sigma_[gops_[i]]];
    std::vector<std::size_t> starts{0};  // run boundaries over gops_
    for (std::size_t i = 1; i < m; ++i)
      if (sigma_[gops_[i]] != sigma_[gops_[i - 1]]) starts.push_back(i);
    starts.push_back(m);
    for (std::size_t r = 0; r + 2 < starts.size(); ++r) {
      const std::size_t a = starts[r], b = starts[r + 1], e = starts[r + 2];
      const int j1 = sigma_[gops_[a]], j2 = sigma_[gops_[b]];
      const std::vector<VertexId> readers = readers_of(a, e);
      auto cost = [&](std::size_t cut) { return cost_of(a, e, readers, cut, cut, j1, j1, j2); };
      double best = cost(b);
      std::size_t best_cut = b;
      for (std::size_t cut = b > a + 3 ? b - 3 : a + 1; cut <= std::min(e - 1, b + 3); ++cut) {
        if (cut == b) continue;
        if (cut < m && no_switch[cut]) continue;  // contiguity: never cut a forced-together pair
        if (const double c = cost(cut); c < best - 1e-9) {
          best = c;
          best_cut = cut;
        }
      }
      if (best_cut != b) {
        for (std::size_t i = std::min(best_cut, b); i < std::max(best_cut, b); ++i)
          sigma_[gops_[i]] = best_cut < b ? j2 : j1;
        changed = true;
        starts[r + 1] = best_cut;
        continue;
      }
      // a segment the alignment left empty between the two may own ops at the boundary
      int best_k = -1;
      std::size_t best_c1 = b, best_c2 = b;
      for (int k = j1 + 1; k < j2 && k <= j1 + 16; ++k) {
        for (std::size_t c1 = b > a + 3 ? b - 3 : a + 1; c1 <= b; ++c1) {
          if (no_switch[c1] || !type_ok2(k, infos[c1].op)) continue;
          for (std::size_t c2 = std::max(c1 + 1, b); c2 <= std::min(e - 1, b + 3); ++c2) {
            if (no_switch[c2]) continue;
            if (const double c = cost_of(a, e, readers, c1, c2, j1, k, j2); c < best - 1e-9) {
              best = c, best_k = k, best_c1 = c1, best_c2 = c2;
            }
          }
        }
      }
      if (best_k >= 0) {
        assign(a, e, best_c1, best_c2, j1, best_k, j2);
        changed = true;
        break;  // runs changed shape: recompute them
      }
    }
    if (changed) continue;
    // The last run's tail, or all of it, may belong to a segment after it,
    // which no next run offers a cut against (the gradient of a parameter
    // read first in F, an expanded prefix's `sum`, is the backward's last
    // op): only where gradient flow says so
    if (starts.size() >= 2) {
      const std::size_t a = starts[starts.size() - 2], e = m;
      const int j1 = sigma_[gops_[a]];
      const std::vector<VertexId> readers = readers_of(a, e);
      double flow_now = 0, fl = 0;
      double best = cost_of(a, e, readers, e, e, j1, j1, j1, &flow_now);
      int best_k = -1;
      std::size_t best_c1 = e;
      for (int k = j1 + 1; k < static_cast<int>(segs_.size()) && k <= j1 + 16; ++k)
        for (std::size_t c1 = e > a + 3 ? e - 3 : a; c1 < e; ++c1) {
          if ((c1 > a && no_switch[c1]) || !type_ok2(k, infos[c1].op)) continue;
          if (const double c = cost_of(a, e, readers, c1, e, j1, k, k, &fl); c < best - 1e-9 && fl < flow_now - 1e-9)
            best = c, best_k = k, best_c1 = c1;
        }
      if (best_k >= 0) {
        assign(a, e, best_c1, e, j1, best_k, best_k);
        continue;
      }
    }
    // Both cuts around a short run at once: a run that holds the head of the
    // next segment and gives its own ops to the previous one (`t(grad)`, the
    // weight's `mm` of a Linear fed by a Linear) is no better after either
    // single shift, only after both. Up to 3 ops where gradient flow says the
    // cuts are off, up to 6 where a segment makes more parameter gradients
    // than its op reads parameters (a classifier head's segment holding its
    // weight's TBackward and the next Linear's ops).
    for (std::size_t r = 0; r + 3 < starts.size() && !changed; ++r) {
      const std::size_t a = starts[r], b = starts[r + 1], c = starts[r + 2], e = starts[r + 3];
      const int j1 = sigma_[gops_[a]], k = sigma_[gops_[b]], j2 = sigma_[gops_[c]];
      if (!(j1 < k && k < j2)) continue;
      const std::vector<VertexId> readers = readers_of(a, e);
      double flow_now = 0, fl = 0;
      double best = cost_of(a, e, readers, b, c, j1, k, j2, &flow_now);
      std::size_t best_c1 = b, best_c2 = c;
      auto over_of = [&](std::size_t c1, std::size_t c2) {
        return excess(a, e, grads_in, split(c1, c2, j1, k, j2));
      };
      const double over_now = over_of(b, c);
      for (std::size_t c1 = b > a + 6 ? b - 6 : a + 1; c1 <= std::min(c, b + 6); ++c1) {
        if (no_switch[c1]) continue;
        for (std::size_t c2 = std::max(c1, c > a + 6 ? c - 6 : a + 1); c2 <= std::min(e - 1, c + 6); ++c2) {
          if ((c1 == b && c2 == c) || no_switch[c2]) continue;
          bool fits = true;  // the middle segment's template emits every op left in it
          for (std::size_t i = c1; i < c2 && fits; ++i) fits = type_ok2(k, infos[i].op);
          if (!fits) continue;
          // only where gradient flow itself says the cuts are off: this move
          // reaches placements the templates alone would prefer but the
          // single shifts never tried (a frozen weight's empty segment)
          const bool near = c1 + 3 >= b && c1 <= b + 3 && c2 + 3 >= c && c2 <= c + 3;
          if (const double x = cost_of(a, e, readers, c1, c2, j1, k, j2, &fl);
              x < best - 1e-9 && ((near && fl < flow_now - 1e-9) || over_of(c1, c2) < over_now - 1e-9))
            best = x, best_c1 = c1, best_c2 = c2;
        }
      }
      if (best_c1 != b || best_c2 != c) {
        assign(a, e, best_c1, best_c2, j1, k, j2);
        changed = true;
      }
    }
    // A rotation: runs r+1..s each give their ops to the segment of the run
    // before them, run r its tail to run r+1's segment, and run s takes run
    // s-1's ops as well. The DP scores ops one at a time, so where several
    // backwards of one shape follow each other (five reductions read into a
    // `cat`), a whole chain of them can sit one segment late at no local
    // cost; any single shift only moves the mismatch to the next boundary.
    // Taken only where gradient flow drops, so only a run whose tail holds an
    // op whose flow is off can gain (counted once per pass, a prefix sum).
    std::vector<std::size_t> off(m + 1, 0);
    if (!changed)
      for (std::size_t i = 0; i < m; ++i) off[i + 1] = off[i] + (flow_cost(gops_[i]) > 0 ? 1 : 0);
    for (std::size_t r = 0; r + 2 < starts.size() && !changed; ++r) {
      const std::size_t a = starts[r], b = starts[r + 1];
      if (off[b] == off[b > a + 6 ? b - 6 : a]) continue;  // the tail it would give away flows right
      for (std::size_t s = r + 2; s + 1 < starts.size() && s <= r + 8 && !changed; ++s) {
        const std::size_t e = starts[s + 1];
        bool ordered = true;
        for (std::size_t t = r; t < s && ordered; ++t) ordered = sigma_[gops_[starts[t]]] < sigma_[gops_[starts[t + 1]]];
        if (!ordered) break;
        const std::vector<VertexId> readers = readers_of(a, e);
        std::vector<int> run_seg;
        for (std::size_t t = r; t <= s; ++t) run_seg.push_back(sigma_[gops_[starts[t]]]);
        double flow_now = 0, fl = 0;
        const double now = cost_runs(infos, a, e, readers, grads_in, [&](std::size_t i) { return sigma_[gops_[i]]; }, &flow_now);
        double best = now;
        std::size_t best_cut = b;
        // the rotation that gives run r's ops from `cut` on to run r+1's segment
        auto rotated = [&](std::size_t cut) {
          return [&, cut](std::size_t i) {
            if (i < cut) return run_seg[0];
            std::size_t t = r;
            while (t + 1 <= s && i >= starts[t + 1]) ++t;  // i is in run t
            return run_seg[std::min(t - r + 1, s - r)];
          };
        };
        for (std::size_t cut = b > a + 6 ? b - 6 : a + 1; cut < b; ++cut) {
          if (no_switch[cut]) continue;
          const auto seg = rotated(cut);
          bool fits = true;
          for (std::size_t i = cut; i < e && fits; ++i) fits = type_ok2(seg(i), infos[i].op);
          if (!fits) continue;
          if (const double x = cost_runs(infos, a, e, readers, grads_in, seg, &fl); x < best - 1e-9 && fl < flow_now - 1e-9)
            best = x, best_cut = cut;
        }
        if (best_cut == b) continue;
        const auto seg = rotated(best_cut);  // reads starts and run_seg, not sigma_
        for (std::size_t i = a; i < e; ++i) sigma_[gops_[i]] = seg(i);
        changed = true;
      }
    }
    if (!changed) break;
  }
}

/// Twice the gradients B returns that segments make beyond the parameters
/// their op reads, over the segments ops [a, e) leave or join when placed by
/// seg(i) (`grads_in`: gradients made per segment under sigma_).
template <typename Seg>
double Relater::excess(std::size_t a, std::size_t e, const std::map<int, int>& grads_in, Seg seg) const {
  std::map<int, int> made;
  for (std::size_t i = a; i < e; ++i)
    for (int j : {sigma_[gops_[i]], seg(i)})
      if (const auto it = grads_in.find(j); !made.count(j)) made[j] = it == grads_in.end() ? 0 : it->second;
  for (std::size_t i = a; i < e; ++i)
    if (returns_grad_[i]) --made[sigma_[gops_[i]]], ++made[seg(i)];
  double c = 0;
  for (const auto& [j, k] : made) c += std::max(0, k - static_cast<int>(seg_params_[j].size()));
  return 2.0 * c;
}

/// The whole-run cost of ops [a, e) placed by seg(i): local costs, each
/// maximal run's overfull, excess(), and
/// gradient flow (returned alone in *flow) over the ops and the readers
/// outside. Segments that gain ops while empty are the caller's to count.
template <typename Seg>
double Relater::cost_runs(const std::vector<OpInfo>& infos, std::size_t a, std::size_t e,
                          const std::vector<VertexId>& readers, const std::map<int, int>& grads_in, Seg seg,
                          double* flow) {
  double c = excess(a, e, grads_in, seg), fl = 0;
  work_ += (e - a) + readers.size();
  std::vector<int> keep;
  for (std::size_t i = a; i < e; ++i) keep.push_back(sigma_[gops_[i]]), sigma_[gops_[i]] = seg(i);
  for (std::size_t lo = a; lo < e;) {
    std::size_t hi = lo + 1;
    while (hi < e && seg(hi) == seg(lo)) ++hi;
    c += overfull(infos, lo, hi, seg(lo)) + overemitted(infos, lo, hi, seg(lo));
    lo = hi;
  }
  for (std::size_t i = a; i < e; ++i) c += local_at(infos, i, seg(i)), fl += flow_cost(gops_[i]);
  for (auto y : readers) fl += flow_cost(y);
  fl += deliveries_cost(gops_.begin() + a, gops_.begin() + e, readers);
  for (std::size_t i = a; i < e; ++i) sigma_[gops_[i]] = keep[i - a];
  if (flow) *flow = fl;
  return c + fl;
}

}  // namespace fxmatch::relate_detail
