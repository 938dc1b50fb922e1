// relate(): the driver. Design note in include/fxmatch/engine/relate.hpp; the
// stages are engine/relate_pairing.cpp (what the graphs exchange), relate_asked.cpp
// (which attributes B asks for),
// relate_segments.cpp + relate_align.cpp + relate_refine.cpp (segments), relate_joint.cpp, relate_saved.cpp,
// relate_grads.cpp and relate_report.cpp; relate_impl.hpp holds the class,
// Relater::run() below the order of the stages.
// When the forward reads more differentiable attributes than the backward
// returns gradients and no shapes tell which (or shapes only narrowed it
// down), the driver relates once per hypothesis (the evidence hypothesis:
// the attributes the alignment grades when every one may be asked; the tail
// first read last first; the choices among the attributes the first run
// graded none, and where the evidence hypothesis chose none of those, every
// choice among the attributes a gradient may be of (at most 128 on small
// pairs, 32 on large ones: hypothesis_cap); where shapes
// narrowed it down, the first run's choice is the tail of each shape, and
// unless it or the evidence hypothesis gives every returned gradient a
// parameter, every other choice among the attributes of those shapes (as
// many); never an
// attribute whose path to the loss crosses an op whose backward kernels B
// never runs, nor one with no path to the loss, nor one whose backward cannot
// end in the op making any returned gradient: drop_ungradable and drop_unmade
// in relate_asked.cpp), keeps the one that gives the most of B's returned
// gradients a parameter (autograd.grad returns one gradient per input asked:
// a hypothesis that leaves one of them without its parameter explains less
// of B), of those the one that aligns at least cost (the first run, with
// every attribute asked, is none of them; where shapes chose the first run's
// buffers, the evidence hypothesis wins a tie with it); where the best still
// leaves a cost, the choices one swap from it (one of its buffers asked
// instead of one attribute it asks), nearest in program order first, then
// again from the best of them, all within kWorkBudget units of alignment
// work; and demotes to "position" every answer that another hypothesis
// answers differently (every template answer, where the budget stopped it).
// Last, where no hypothesis was chosen (the leaves asked are known), the
// gradients no formula names are paired by the order autograd.grad returns
// them (grads_by_order, relate_grads.cpp).
#include "relate_impl.hpp"

#include <limits>
#include <optional>
#include <tuple>

namespace fxmatch {

using relate_detail::Relater;

namespace {

// Buffer choices related at most: each is a whole relate run, so the cap
// follows the pair's size, from kMaxHypotheses on small pairs down to
// kMinHypotheses where kHypothesisWork nodes' worth of runs is reached.
constexpr int kMaxHypotheses = 128;
constexpr int kMinHypotheses = 32;
constexpr double kHypothesisWork = 1.0e6;  // nodes (forward + backward) times runs
int hypothesis_cap(std::size_t nodes) {
  const double runs = kHypothesisWork / static_cast<double>(std::max<std::size_t>(nodes, 1));
  return static_cast<int>(std::clamp(runs, static_cast<double>(kMinHypotheses), static_cast<double>(kMaxHypotheses)));
}
// The whole search stops once its runs have done kWorkBudget units of
// alignment work (Relater::work(): op costs evaluated; about a microsecond
// each), counted, not timed, so that the answers do not depend on the
// machine. Every pair of the held-out sets but one stays under it (the most,
// 12.3 M: an LRU classifier's subset, 68 runs); a DARTS search cell's subset
// needs about 1 M per run, and its 128 choices took minutes. A search the
// budget stopped leaves choices untried: none of its answers is sure.
constexpr std::uint64_t kWorkBudget = 16'000'000;
// choices among same-shape attributes tried even where one hypothesis grades every gradient
constexpr int kFewChoices = 4;

/// n choose k, saturating above kMaxHypotheses.
long choices(std::size_t n, std::size_t k, int cap = kMaxHypotheses) {
  if (k > n) return 0;
  long c = 1;
  for (std::size_t i = 0; i < k; ++i) {
    c = c * static_cast<long>(n - i) / static_cast<long>(i + 1);
    if (c > cap) return cap + 1;
  }
  return c;
}

/// The buffers were chosen by alignment cost among several hypotheses. An
/// answer that another hypothesis answers differently depends on that choice,
/// not on a template or the joint alone: it is "position", the other answers
/// its alternatives. Where kWorkBudget `stopped` the search, the choices not
/// tried could answer any of them differently: no template answer is sure.
void demote_choice_dependent(RelateResult& best, std::vector<RelateResult>& tried, bool stopped) {
  auto sure = [](const std::string& h) { return h == "template" || h == "joint"; };
  if (stopped) {  // choices left untried may answer anything differently; the joint's answers hold
    for (auto& s : best.saved)
      if (s.how == "template") s.how = "position";
    for (auto [b, how] : best.grad_of_how)
      if (how == "template") how = "position";
    for (auto [f, how] : best.grads_how)
      if (how == "template") how = "position";
  }
  // each hypothesis's answers by backward node (saved, grad_of) or forward input (grads)
  std::vector<std::map<VertexId, VertexId>> sv, go, gr;
  for (const auto& r : tried) {
    sv.emplace_back();
    for (const auto& o : r.saved) sv.back().emplace(o.backward, o.forward);  // the first, as a search would find
    go.emplace_back(r.grad_of.begin(), r.grad_of.end());
    gr.emplace_back();
    for (auto [f, b] : r.grads) gr.back()[f] = b;
  }
  // every answer another hypothesis answers differently lists that answer,
  // whatever its own how; a sure one becomes "position"
  for (auto& s : best.saved) {
    for (const auto& m : sv) {
      auto it = m.find(s.backward);
      if (it != m.end() && it->second == s.forward) continue;
      if (sure(s.how)) s.how = "position";
      if (it != m.end() && std::find(s.alternatives.begin(), s.alternatives.end(), it->second) == s.alternatives.end())
        s.alternatives.push_back(it->second);
    }
  }
  for (auto [b, f] : best.grad_of) {
    for (const auto& m : go) {
      auto it = m.find(b);
      if (it != m.end() && it->second == f) continue;
      if (sure(best.grad_of_how[b])) best.grad_of_how[b] = "position";
      auto& alts = best.grad_of_alternatives[b];
      if (it != m.end() && std::find(alts.begin(), alts.end(), it->second) == alts.end()) alts.push_back(it->second);
    }
  }
  for (auto [f, b] : best.grads) {
    if (!sure(best.grads_how[f])) continue;
    for (const auto& m : gr) {
      auto it = m.find(f);
      if (it == m.end() || it->second != b) best.grads_how[f] = "position";
    }
  }
}

}  // namespace

namespace relate_detail {

// The stages, in order (each in its relate_*.cpp).
RelateResult Relater::run() {
  detect_partitioned();
  analyse_backward();  // first: find_no_grad() counts what B's gradients sum
  analyse_forward();
  runs_ = custom_function_runs();
  if (J && aot_saved_.empty()) saved_from_joint();
  fvn_ = value_numbers();
  fshape_ = detail::infer_shapes(F);
  bshape_ = detail::infer_shapes(B);
  frank_ = detail::min_ranks(F);
  if (J || !aot_saved_.empty()) {  // saved leaves known: the alignment uses the recomputation
    find_recomputed();
    recompute_before_align_ = !recomputed_.empty();
    contradicted_runs();
  } else {
    recomputation_by_structure();
    mark_replayed_forward_ops();
  }
  sigma_.assign(B.size(), -1);
  align();
  trim_saved_output_runs();
  extend_recomputed_runs();
  bind_run_recomputations();
  fill_non_carrying();
  place_seed();
  mark_accumulations();
  infer_saved();
  settle_joint_doubts();
  saved_through_recomputation();
  saved_by_function_recomputation();
  find_recomputed();
  prefer_twins_near_segment();
  dead_recomputation();
  pool_attribute_reads();
  unpacked_only_saved();
  infer_grads();
  res_grads_ = res_.grads;
  return finish();
}

std::set<std::string> Relater::ungraded_attributes() const {
  if (!extra_attributes_) return {};
  std::set<VertexId> graded;
  for (auto [f, b] : res_grads_) graded.insert(f);
  std::set<std::string> out;
  for (VertexId v = 0; v < F.size(); ++v)
    if (F.node(v).kind == NodeKind::GetAttr && req_[v] && !graded.count(v)) out.insert(F.node(v).target);
  return out;
}

}  // namespace relate_detail

namespace {
// the Relater runs of every hypothesis, the best of them (see the design
// note); `asked_by_choice`: which attributes B asks for was a choice among
// hypotheses
RelateResult relate_hypotheses(const Graph& fwd, const Graph& bwd, const Graph* joint, const RuleSet& rules,
                               const DerivativeRules& derivatives, const RelateOptions& options, bool& asked_by_choice) {
  Relater first(fwd, bwd, joint, rules, derivatives, options);
  RelateResult best = first.run();
  // More differentiable attributes than gradients and no shapes to tell the
  // buffers: they are among those that got no gradient; of those, drop as
  // many as there are extra attributes, the choice that aligns at least cost.
  const int max_hypotheses = hypothesis_cap(fwd.size() + bwd.size());
  const std::size_t extra = first.extra_attributes();
  const std::set<std::string> ungraded = first.ungraded_attributes();
  const bool chose = first.chose_among_shapes();
  asked_by_choice = !((extra == 0 || ungraded.empty()) && !chose);
  if (!asked_by_choice) return best;
  // B's returned gradients (the real producers of its outputs)
  std::set<VertexId> outputs;
  if (const VertexId bout = relate_detail::output_of(bwd); bout != kNoVertex)
    for (auto p : bwd.producers(bout)) outputs.insert(relate_detail::Side{bwd, rules}.real(p));
  // how many of them a result gives a parameter
  auto graded = [](const RelateResult& r) {
    std::set<VertexId> g;
    for (auto [f, b] : r.grads) g.insert(b);
    return g.size();
  };
  // A hypothesis is better where it gives more returned gradients their
  // parameter; among those that give as many, where it aligns at less cost.
  // With more differentiable attributes than gradients the first run is no
  // hypothesis at all: any that gives each gradient one attribute beats it.
  double best_cost = extra > 0 ? std::numeric_limits<double>::infinity() : first.cost();
  std::size_t best_graded = extra > 0 ? 0 : graded(best);
  auto better = [&](std::size_t g, double c, bool wins_tie) {
    if (g != best_graded) return g > best_graded;
    return wins_tie ? c <= best_cost : c < best_cost;
  };
  std::optional<std::set<std::string>> best_buffers;  // the buffers of `best` (none: the first run)
  auto keep = [&](RelateResult& r, std::size_t g, double c, const std::set<std::string>& buffers) {
    best_graded = g, best_cost = c, best_buffers = buffers;
    std::swap(best, r);
  };
  std::vector<RelateResult> tried;  // the other hypotheses about which attributes are buffers
  // the buffers each hypothesis chose among the attributes a gradient may be of
  const std::set<std::string>& cands = first.candidate_attributes();
  // (related ones; the evidence hypothesis's; the first run's grades allow)
  std::set<std::set<std::string>> related, by_grades;
  std::optional<std::set<std::string>> by_evidence;
  auto among_cands = [&](const std::set<std::string>& buffers) {
    std::set<std::string> c;
    for (const auto& b : buffers)
      if (cands.count(b)) c.insert(b);
    return c;
  };
  auto choose = [&](const std::set<std::string>& buffers) {
    std::set<std::string> c = among_cands(buffers);
    related.insert(c);
    return c;
  };
  // relates once with `buffers` as the attributes not asked, keeps the result
  // where it is better, and whether it was
  std::uint64_t work = first.work();
  bool stopped = false;  // by kWorkBudget
  // one run with `buffers` not asked, its work counted, and its cost; none
  // once the budget is spent
  auto run_with = [&](const std::set<std::string>& buffers)
      -> std::optional<std::pair<RelateResult, double>> {
    if (work >= kWorkBudget) return std::nullopt;
    Relater again(fwd, bwd, joint, rules, derivatives, options, buffers);
    RelateResult r = again.run();
    work += again.work();
    return std::pair{std::move(r), again.cost()};
  };
  auto relate_with = [&](const std::set<std::string>& buffers, bool wins_tie) {
    auto run = run_with(buffers);
    if (!run) return stopped = true, false;
    auto& [r, cost] = *run;
    const std::size_t g = graded(r);
    const bool won = better(g, cost, wins_tie);
    if (won) keep(r, g, cost, buffers);
    tried.push_back(std::move(r));
    return won;
  };
  // The evidence hypothesis, for subsets that are not a tail (BitFit, a
  // frozen middle, adapters): let every attribute a gradient can be of
  // require grad, so that every forward op between the loss and the earliest
  // parameter asked for is a segment; the alignment then puts each returned
  // gradient where its parameter is read. The attributes it graded are the
  // ones asked for: relate again with only those.
  {
    Relater every(fwd, bwd, joint, rules, derivatives, options, {}, /*every_attribute=*/true);
    const RelateResult all = every.run();
    work += every.work();
    std::set<std::string> asked, buffers;
    for (auto [f, b] : all.grads)
      if (fwd.node(f).kind == NodeKind::GetAttr) asked.insert(fwd.node(f).target);
    for (VertexId v = 0; v < fwd.size(); ++v)
      if (fwd.node(v).kind == NodeKind::GetAttr && !asked.count(fwd.node(v).target)) buffers.insert(fwd.node(v).target);
    // only a hypothesis that gives every returned gradient its parameter
    if (!asked.empty() && graded(all) >= outputs.size()) {
      by_evidence = choose(buffers);
      relate_with(buffers, /*wins_tie=*/true);  // evidence wins a tie
    }
  }
  // The buffers are `extra` of `among`, every choice up to max_hypotheses, in
  // the forward's program order (names are only reported, never an order).
  // Widening, it leaves out choices related already; else its choices are
  // what the first run's grades allow.
  auto try_choices = [&](const std::set<std::string>& among, std::size_t extra, bool widening) {
    std::vector<std::string> names(among.begin(), among.end());
    std::stable_sort(names.begin(), names.end(),
                     [&](const std::string& a, const std::string& b) { return fwd.find(a) < fwd.find(b); });
    const std::size_t k = std::min(extra, names.size());
    std::vector<char> pick(names.size(), 0);
    std::fill(pick.end() - static_cast<std::ptrdiff_t>(k), pick.end(), 1);
    int tries = 0;
    do {
      std::set<std::string> buffers;
      for (std::size_t i = 0; i < names.size(); ++i)
        if (pick[i]) buffers.insert(names[i]);
      if (widening && related.count(buffers)) continue;
      const std::set<std::string> chosen = choose(buffers);
      if (!widening) by_grades.insert(chosen);
      relate_with(buffers, /*wins_tie=*/false);
    } while (++tries < max_hypotheses && std::next_permutation(pick.begin(), pick.end()));
  };
  // one swap from the best: where it leaves a cost, the choices that ask
  // one of its buffers instead of one attribute it asks, nearest in the
  // forward's program order first (the alignment takes a gradient for that of
  // the parameter read next to its own: a logit bias for the labels it is
  // multiplied with, one linear's weight for the next one's), every one of
  // them, then again from the best, up to max_hypotheses in all (a BiFPN's
  // lateral conv weight, asked, sits 18 attributes from the pointwise conv
  // the evidence hypothesis asked instead)
  auto swap_from_best = [&] {
    for (int total = 0; best_cost > 0 && best_buffers && total < max_hypotheses;) {
      const std::set<std::string> base = *best_buffers;
      // distance, tie, buffer asked, attribute dropped
      std::vector<std::tuple<std::size_t, VertexId, std::string, std::string>> swaps;
      for (const auto& u : base) {
        if (!cands.count(u)) continue;
        for (const auto& a : cands) {
          if (base.count(a)) continue;
          const VertexId x = fwd.find(u), y = fwd.find(a);
          swaps.emplace_back(x > y ? x - y : y - x, std::min(x, y), u, a);
        }
      }
      std::sort(swaps.begin(), swaps.end(), [](const auto& p, const auto& q) {
        return std::tie(std::get<0>(p), std::get<1>(p)) < std::tie(std::get<0>(q), std::get<1>(q));
      });
      bool improved = false;
      for (const auto& [d, lo, u, a] : swaps) {
        if (total >= max_hypotheses) break;
        std::set<std::string> buffers = base;
        buffers.erase(u);
        buffers.insert(a);
        if (!related.insert(among_cands(buffers)).second) continue;  // related already
        ++total;
        improved = relate_with(buffers, /*wins_tie=*/false) || improved;
      }
      if (!improved) break;
    }
  };
  // Where shapes chose and the best aligns at no cost, no swap ran: the
  // choices one swap from it that give as many gradients a parameter at no
  // cost either are as good (separately instantiated experts of one shape,
  // an MMoE's), and what they answer differently is no surer than the choice
  // (demote_choice_dependent); the choices that lose tell nothing.
  auto tie_probe = [&] {
    if (best_cost > 0 || !best_buffers) return;
    const std::set<std::string> base = *best_buffers;
    int total = 0;
    for (const auto& u : base) {
      if (!cands.count(u)) continue;
      for (const auto& a : cands) {
        if (base.count(a) || total >= max_hypotheses || work >= kWorkBudget) continue;
        std::set<std::string> buffers = base;
        buffers.erase(u);
        buffers.insert(a);
        if (!related.insert(among_cands(buffers)).second) continue;
        ++total;
        auto run = run_with(buffers);
        if (run && graded(run->first) == best_graded && run->second <= best_cost)
          tried.push_back(std::move(run->first));
      }
    }
  };
  // Shapes only narrowed it down (more attributes of a gradient's shape than
  // gradients of it): the first run's tail of each such shape is one choice
  // among them, and the evidence hypothesis another. Unless one of them gives
  // every returned gradient a parameter, every other choice among the
  // attributes of those shapes is a hypothesis too (multi_saved_ops' subset
  // asks for a clamp's bounds, not the head's bias read last; the evidence
  // hypothesis missed addmv's bias). Where one already does, only when the
  // choices are few (kFewChoices): each choice is a whole relate run, and a
  // model with many same-shape parameters would pay up to 32 of them on
  // every subset; a Hopfield layer's wq, wk and wv have one shape, and the
  // tail and evidence hypotheses both asked wv's, which the alignment
  // contradicts (its `mm` reads a saved [2, 5] query, wv's input is
  // [12, 5]), while the choice asking wq's aligns at no cost.
  if (chose && extra == 0 &&
      (best_graded < outputs.size() || choices(cands.size(), first.shape_buffers().size()) <= kFewChoices)) {
    related.insert(choose(first.shape_buffers()));
    try_choices(cands, first.shape_buffers().size(), /*widening=*/true);
  }
  if (extra == 0 || ungraded.empty()) {
    // shapes chose: where the best still leaves a cost, one swap from it too
    // (the first run's choice is the tail of each shape)
    if (chose && extra == 0) {
      if (!best_buffers) best_buffers = first.shape_buffers();
      swap_from_best();
      tie_probe();
    }
    demote_choice_dependent(best, tried, stopped);
    return best;
  }
  // first the tail: autograd runs only what lies between the loss and the
  // inputs asked for, so a subset's gradients are those of the attributes first read last
  if (!first.tail_buffers().empty()) {
    choose(first.tail_buffers());
    relate_with(first.tail_buffers(), /*wins_tie=*/true);
  }
  // first among the attributes the first run graded none
  try_choices(ungraded, extra, /*widening=*/false);
  // Where the evidence hypothesis and the first run's grades disagree about
  // the buffers, neither decides (the first run gave rwkv_shift's mu_r the
  // gradient that is the receptance weight's): every choice among the
  // attributes a gradient may be of, where they are few
  if (by_evidence && !by_grades.count(*by_evidence) && choices(cands.size(), extra, max_hypotheses) <= max_hypotheses)
    try_choices(cands, extra, /*widening=*/true);
  swap_from_best();
  demote_choice_dependent(best, tried, stopped);
  return best;
}

}  // namespace

RelateResult relate(const Graph& fwd, const Graph& bwd, const Graph* joint, const RuleSet& rules,
                    const DerivativeRules& derivatives, const RelateOptions& options) {
  bool asked_by_choice = false;
  RelateResult r = relate_hypotheses(fwd, bwd, joint, rules, derivatives, options, asked_by_choice);
  // (where the leaves asked were a choice, a leaf without a gradient may be
  // one not asked: RWKV's subset, whose hypothesis asked a LayerNorm weight)
  if (!asked_by_choice) relate_detail::grads_by_order(fwd, bwd, rules, r);
  return r;
}

}  // namespace fxmatch
