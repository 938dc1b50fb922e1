// Internal to engine/relate*.cpp: the Relater class shared by the stages (the
// graph helpers they share are in relate_util.hpp). See the design note in
// include/fxmatch/engine/relate.hpp; each stage file opens with its own note.
#pragma once

#include "fxmatch/engine/relate.hpp"
#include "relate_util.hpp"
#include "shape_infer.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <limits>
#include <set>
#include <unordered_map>
#include <unordered_set>

namespace fxmatch {

namespace relate_detail {

class Relater {
 public:
  Relater(const Graph& fwd, const Graph& bwd, const Graph* joint, const RuleSet& rules,
          const DerivativeRules& ders, const RelateOptions& opt, std::set<std::string> buffers = {},
          bool every_attribute = false)
      : F(fwd), B(bwd), J(joint), buffers_(std::move(buffers)), every_attribute_(every_attribute), rules_(rules),
        ders_(ders), opt_(opt), fs{fwd, rules}, bs{bwd, rules} {}

  /// Attributes F reads at differentiable positions that got no gradient,
  /// when F reads more such attributes than B returns gradients (and shapes
  /// could not tell the buffers apart): relate again without them.
  std::size_t extra_attributes() const { return extra_attributes_; }
  /// The extra attributes read earliest: the buffers if B covers a tail of F (drop_buffers()).
  const std::set<std::string>& tail_buffers() const { return tail_buffers_; }
  /// Every attribute a returned gradient may be of, when shapes do not tell;
  /// where they only narrowed it down, the attributes of those shapes (drop_buffers()).
  const std::set<std::string>& candidate_attributes() const { return candidate_attributes_; }
  /// Shapes kept some attributes and dropped others of the same shape: which
  /// of them get gradients was a choice (drop_buffers()), not evidence.
  bool chose_among_shapes() const { return chose_among_shapes_; }
  /// The same-shape attributes shapes left without gradient by that choice
  /// (the tail of each shape; candidate_attributes() are all of those shapes).
  const std::set<std::string>& shape_buffers() const { return shape_buffers_; }
  double cost() const { return cost_; }
  /// Work the alignment did: ops and readers whose cost it evaluated (the
  /// driver's hypothesis budget counts it, deterministic where time is not).
  std::uint64_t work() const { return work_; }

  /// The attributes requiring grad that no returned gradient went to; empty
  /// unless extra_attributes() (relate.cpp).
  std::set<std::string> ungraded_attributes() const;

  /// Runs the stages once, in order (the order is in relate.cpp).
  RelateResult run();

 private:
  const Graph& F;
  const Graph& B;
  const Graph* J;
  std::set<std::string> buffers_;  ///< attributes known not to require grad
  /// Attributes left without gradient by a choice (a hypothesis's buffers, a
  /// same-shape attribute shapes did not pick), not by evidence (drop_buffers()).
  std::set<std::string> unasked_by_choice_;
  std::set<std::string> kept_by_order_;  ///< blocked attributes asked by a choice (note_blocked_choices())
  bool every_attribute_ = false;    ///< drop_buffers() drops only what no gradient can be (the evidence hypothesis)
  bool chose_among_shapes_ = false;
  std::size_t extra_attributes_ = 0;  ///< differentiable attributes beyond the returned gradients
  std::set<std::string> tail_buffers_;  ///< the extra attributes read earliest (drop_buffers())
  std::set<std::string> candidate_attributes_;  ///< what a returned gradient may be of (drop_buffers())
  std::set<std::string> shape_buffers_;  ///< same-shape attributes the shape choice dropped (drop_buffers())
  double cost_ = 0;                   ///< the alignment's final cost
  std::uint64_t work_ = 0;            ///< see work()
  std::vector<std::pair<VertexId, VertexId>> res_grads_;
  std::vector<int> fvn_;  ///< value numbers of F (value_numbers()), computed once per run
  /// The value number an in-place op reads as its self, the value before its
  /// write (first write of a node only), else -1 (value_numbers()).
  std::vector<int> finplace_read_;
  /// Shapes of F's and B's values: annotated, else derived (shape_infer.hpp), else nullopt.
  std::vector<std::optional<detail::Shape>> fshape_, bshape_;
  std::vector<int> frank_;  ///< least rank the ops reading each F value need (detail::min_ranks)
  std::unordered_map<VertexId, std::vector<Edge>> view_writes_;  ///< F reader -> extra edges (find_view_writes)
  std::unordered_map<std::string, int> fkeys_;          ///< value-number keys of F
  std::unordered_map<int, VertexId> fnode_of_key_;      ///< first F call node of a value number
  std::unordered_map<VertexId, VertexId> recomputed_;  ///< bwd op -> fwd op it recomputes
  bool recompute_before_align_ = false;  ///< recomputation known to the alignment (relate_recompute.cpp)
  mutable std::vector<int> zero_b_, zero_f_;  ///< all-zero value numbers (unify_recomputation's keys)
  const RuleSet& rules_;
  const DerivativeRules& ders_;
  const RelateOptions& opt_;
  Side fs, bs;
  RelateResult res_;

  // forward
  std::vector<const DerivativeTemplate*> ftmpl_;
  std::vector<char> req_;    ///< value requires grad
  std::vector<char> reach_;  ///< value reaches the loss through differentiable edges
  std::vector<VertexId> segs_;  ///< differentiable fwd ops, reversed program order
  std::vector<int> seg_of_fwd_;
  VertexId loss_ = kNoVertex;
  std::vector<VertexId> outs_;                          ///< F's outputs the backward differentiates
  std::unordered_map<VertexId, VertexId> aot_saved_;    ///< AOT: bwd placeholder -> fwd output it receives
  std::unordered_map<VertexId, VertexId> aot_tangent_;  ///< AOT: bwd tangent placeholder -> fwd output
  std::unordered_map<VertexId, std::string> aot_how_;   ///< AOT: "structure" or "position" per saved placeholder
  std::unordered_map<VertexId, std::vector<VertexId>> aot_alt_;  ///< AOT: other splits' answers
  std::unordered_set<VertexId> aot_no_grad_;  ///< AOT: fwd placeholders whose gradient B returns as None
  std::vector<VertexId> aot_untangented_;  ///< AOT: outputs before the saved values with no tangent
  std::vector<VertexId> aot_stand_ins_;  ///< AOT: ops of an input's functionalized no_grad update, standing for it
  std::unordered_set<VertexId> no_grad_;  ///< fwd ops run under no_grad (find_no_grad(), relate_nograd.cpp)
  /// in-place ops under no_grad on a non-leaf -> their self's identity template in ftmpl_ (find_no_grad_writes)
  std::map<VertexId, DerivativeTemplate> nograd_writes_;
  /// ops no template differentiates that a custom Function's forward ran,
  /// as the loss's gradient shows -> their pass-through template in ftmpl_
  /// (find_opaque_functions, relate_nograd.cpp)
  std::map<VertexId, DerivativeTemplate> opaque_;
  std::set<std::string, std::less<>> b_kinds_;  ///< the ops B runs, by base name (analyse_forward)
  /// AOT: (F's k-th input, B's k-th output or kNoVertex for None), when B returns one entry per F input
  std::vector<std::pair<VertexId, VertexId>> aot_input_grads_;
  // backward
  std::vector<char> carry_;  ///< depends on a placeholder (gradient-carrying)
  std::vector<VertexId> gops_;  ///< aligned ops (carrying, not getitem/identity)
  std::vector<int> sigma_;      ///< bwd vertex -> segment index
  std::vector<char> acc_;       ///< bwd vertex is an accumulation add
  std::unordered_map<VertexId, VertexId> saved_;  ///< bwd leaf -> fwd node
  std::unordered_map<VertexId, std::string> saved_how_;
  std::unordered_map<VertexId, std::vector<VertexId>> saved_alt_;
  /// bwd leaves unpacked_only_saved() answered: a template's saved value, no exact evidence
  std::set<VertexId> unpacked_saved_;
  std::unordered_map<VertexId, VertexId> saved_reader_;  ///< bwd leaf -> the op whose template named its value
  /// bwd leaves whose value the formula of the argument the reading chain's
  /// gradient goes to named (directs_of): as sure as that chain's placement
  /// ... and what every formula of the template names there (the others'
  /// values become alternatives where the chain's placement is in doubt)
  std::unordered_map<VertexId, std::vector<VertexId>> saved_by_formula_;
  std::vector<char> mutated_;  ///< fwd node that a later in-place op mutates (value_numbers())

  const DerivativeTemplate* tmpl(const Graph& g, VertexId v) const {
    const Node& n = g.node(v);
    if (n.kind != NodeKind::CallFunction || is_getitem(n)) return nullptr;
    return ders_.find(n.target);
  }

  bool diff_edge(VertexId consumer, const Edge& e) const {
    const auto* t = ftmpl_[consumer];
    if (!t) return false;
    return e.arg >= 0 && contains(t->diff, e.arg);
  }

  void analyse_forward();
  /// In-place writes through views (`out[:, :t] = y`, `s[0].masked_fill_(m, 0)`):
  /// make_fx keeps reading the base, so F's edges do not show that a read of
  /// the base (or of a view of it) after a write reads what the write left.
  /// Each such read gets an extra edge from the latest earlier write into that
  /// base, at the argument it reads the base through (view_writes_).
  void find_view_writes();
  /// Forward ops that ran under torch.no_grad(): the backward has no room for
  /// their reads of the leaves (relate_nograd.cpp).
  std::vector<VertexId> find_no_grad() const;
  /// Per forward op inside a custom autograd Function's forward: the first op of that forward (relate_functions.cpp).
  std::vector<VertexId> custom_function_runs() const;
  /// Ops of a Function's forward found by the kernels B never runs, each with
  /// its forward's first op; their templates in ftmpl_ pass the gradient
  /// (opaque_). relate_functions.cpp.
  bool find_kernelless_functions();
  /// Gives F op v a template passing the gradient of its tensor arguments
  /// that `req` says require grad, naming as saved its inputs then its result
  /// (result first: the other way round), in opaque_; false where none does.
  bool pass_through(VertexId v, const std::vector<char>& req, bool result_first);
  bool dead_detach(VertexId c) const;  ///< relate_functions.cpp
  /// With the joint: Functions whose forward ops' templates the saved values
  /// contradict, added to runs_ (relate_functions.cpp).
  void contradicted_runs();
  std::map<VertexId, VertexId> kernelless_;
  /// custom_function_runs(), taken once the forward is analysed (run()): what
  /// it reads (ftmpl_, opaque_, aot_saved_) changes no more after that
  std::vector<VertexId> runs_;
  /// F ops between a run contradicted_runs() found and the nearest ops with
  /// a backward kernel B runs, along the data flow: where that Function's
  /// forward begins and ends no graph shows, so no template vouches there
  std::vector<char> near_function_;
  /// In-place ops on a value requiring grad that ran under no_grad (no copy of
  /// the self their formula reads taken before them): their templates in
  /// ftmpl_ become the identity of their self (nograd_writes_, relate_nograd.cpp).
  void find_no_grad_writes();
  bool find_opaque_functions();
  bool differentiated(VertexId f) const;  ///< B runs an op f's formulas emit, or f may run none
  std::vector<VertexId> reads_of(VertexId c) const;  ///< leaves requiring grad c reads differentiably
  std::vector<VertexId> cone(VertexId z) const;      ///< ops requiring grad z is made from, z included
  /// in_edges of F node v plus the extra edges of find_view_writes(): for the
  /// analyses of gradient flow (requires grad, reaches the loss, made an
  /// input of), not for the values a template names.
  std::vector<Edge> fin_edges(VertexId v, const DerivativeTemplate* t) const {
    std::vector<Edge> out = in_edges(F, v, t);
    if (const auto it = view_writes_.find(v); it != view_writes_.end()) out.insert(out.end(), it->second.begin(), it->second.end());
    return out;
  }

  /// B returns one gradient per parameter. When F reads more attributes at
  /// differentiable positions than B returns gradients, the extra ones are
  /// buffers (rotary `inv_freq`) or literal constants (`lift_fresh_copy`, an
  /// empty KV cache): drop the literals, then, where shapes are printed, the
  /// attributes no returned gradient has the shape of.
  void drop_buffers(std::vector<char>& diff_read);
  /// per attribute read at a differentiable position: (reaches the loss, blocked)
  using AttributePaths = std::map<std::string_view, std::pair<bool, bool>>;
  AttributePaths attribute_paths(const std::map<std::string, std::vector<VertexId>, std::less<>>& attrs,
                                 const std::vector<char>& diff_read) const;
  void drop_ungradable(const std::map<std::string, std::vector<VertexId>, std::less<>>& attrs, std::vector<char>& diff_read,
                       std::size_t gradients, const AttributePaths& paths);
  void note_blocked_choices(const std::map<std::string, std::vector<VertexId>, std::less<>>& attrs,
                            const std::vector<char>& diff_read, std::size_t gradients, const AttributePaths& paths);
  void drop_unmade(const std::map<std::string, std::vector<VertexId>, std::less<>>& attrs, std::vector<char>& diff_read,
                   std::span<const VertexId> outs);

  /// Forward ops that consume a value produced by fwd op `p` (through getitem/identity).
  bool produces_for(VertexId p, VertexId c) const;

  void analyse_backward();

  bool is_saved_placeholder(VertexId v) const { return aot_saved_.count(v) > 0; }

  /// Output tuple entries of a graph, None as kNoVertex.
  static std::vector<VertexId> output_entries(const Graph& g);

  /// AOTAutograd's partitioned pair: the forward returns (outputs..., saved
  /// values..., saved symbols...) and the backward takes (saved symbols...,
  /// saved values..., tangents...), one tangent per output. Positions, checked
  /// against the printed dtypes and shapes, say which placeholder receives
  /// which forward value; nothing is read from names.
  void detect_partitioned();
  bool tangent_read_as_gradient_of(VertexId f, VertexId b) const;
  /// 1: a SymInt (typed Sym, or used only as a size); -1: a tensor; 0: not known
  /// (only returned, or unused). See relate_partitioned.cpp.
  int symbolic(const Graph& g, VertexId v) const;

  /// `add(a, b)` of two gradient-carrying values: almost always the engine
  /// accumulating two contributions to one gradient (its own mark, not part of
  /// any segment), so it is left out of the alignment and placed afterwards.
  bool sums(VertexId v) const {
    const Node& nd = B.node(v);
    if (nd.kind != NodeKind::CallFunction || nd.target != "aten.add.Tensor" || !nd.kwargs.empty()) return false;
    const auto prods = B.producers(v);
    return prods.size() == 2 && carry_[prods[0]] && carry_[prods[1]];
  }

  // ---------------------------------------------------------------- joint
  void saved_from_joint();
  void doubt_interchangeable_leaves(bool outputs_in_order);
  void settle_joint_doubts();
  /// Saved leaves the joint's composition leaves in doubt -> its candidates, own first.
  std::map<VertexId, std::vector<VertexId>> joint_doubt_;
  std::set<VertexId> joint_tied_;  ///< saved leaves a tie of the backward -> joint match placed

  // ---------------------------------------------------------------- alignment
  /// The fwd values segment j's op touches (inputs through identity, the op, its getitems).
  bool touches(int j, VertexId fwd_value) const;
  bool touches_value(int j, VertexId fwd_value) const;  ///< the same, by value number (relate_align.cpp)

  /// Leaves (through leaf-only ops) read by bwd op v; with `recomputed`, the
  /// walk stops at recomputed values and collects the forward nodes they recompute.
  void leaves_of(VertexId v, std::vector<VertexId>& out, int depth = 0,
                 std::vector<VertexId>* recomputed = nullptr) const;

  /// Segments of the carrying inputs of v (looking through accumulation-like adds/getitem/identity).
  void input_segments(VertexId v, std::vector<std::pair<VertexId, int>>& out, int depth = 0) const;

  struct OpInfo {
    std::string op;
    std::vector<VertexId> saved_fwd;               ///< fwd values of known saved leaves it reads
    std::vector<VertexId> unknown_leaves;           ///< saved leaves it reads whose value is not known yet
    char param_grad = 0;                            ///< computes a gradient B returns (kWholeGrad, kSummedGrad)
    VertexId v = kNoVertex;
    VertexId seed_of = kNoVertex;                   ///< the seed: the loss op whose node makes it
  };
  std::vector<double> empty_;                             ///< cost of leaving segs_[j] without ops
  std::vector<std::vector<VertexId>> seg_saved_;          ///< F values segs_[j]'s template saves
  std::vector<std::vector<VertexId>> seg_params_;         ///< leaves requiring grad segs_[j] reads
  std::vector<std::vector<VertexId>> seg_passed_params_;  ///< ... through ops passing the gradient unchanged
  std::vector<std::vector<VertexId>> seg_viewed_params_;  ///< ... views of parameters it reads (their sum-to)
  std::vector<std::size_t> seg_reads_;                    ///< gradient_reads() of segs_[j]'s value
  std::vector<std::size_t> acc_terms_;                    ///< accumulated_terms() per B op
  /// bwd op computes a gradient B returns: whole, or one of the contributions an accumulation sums
  static constexpr char kWholeGrad = 1, kSummedGrad = 2;
  std::vector<char> param_grad_op_;
  /// per gops_ index: hands one of B's outputs, or a sum-to contribution to one, on
  std::vector<char> returns_grad_;
  std::unordered_map<VertexId, std::vector<VertexId>> grad_leaves_;  ///< AOT: bwd op -> F inputs it is the gradient of
  std::vector<std::unordered_set<std::string>> seg_emits_;
  std::vector<std::unordered_set<std::string>> seg_reading_emits_;  ///< ops F_j's formulas reading a saved value emit

  void prepare_segments();

  OpInfo info(VertexId v) const;

  bool type_ok2(int j, const std::string& op) const;
  bool reading_ok(int j, const OpInfo& o) const;

  /// The gradients F op f's node surely makes by ops of their own (0 below
  /// two; relate_report.cpp, mark_overfull()).
  int formulas_making_values(VertexId f, const std::vector<char>& held) const;
  /// Which attributes require grad is evidence, not a hypothesis of the
  /// driver's (relate.cpp): every attribute read at a differentiable
  /// position gets one of B's returned gradients.
  bool asked_is_evidence() const {
    return !every_attribute_ && buffers_.empty() && extra_attributes_ == 0 && !chose_among_shapes_;
  }
  /// Tensor inputs of fwd op f that require grad.
  int req_inputs(VertexId f) const {
    int n = 0;
    for (auto p : F.producers(f)) n += req_[fs.real(p)] != 0;
    return n;
  }

  /// Whether fwd op f may broadcast an input (then the engine sums the
  /// gradient back to the input's shape): some tensor input's shape differs
  /// from the output's and is broadcast-compatible with it. Unknown shapes: yes.
  bool may_broadcast(VertexId f) const;
  enum class Tri { No, Unknown, Yes };
  Tri input_shape_differs(VertexId f) const;
  bool is_view(VertexId x) const;
  mutable std::vector<signed char> fview_;  ///< is_view() per F node: 1, 0, -1 not asked yet
  bool formulas_read_a_tensor(VertexId f, const DerivativeTemplate& t) const;
  std::vector<std::string> emitted_ops(VertexId f, const DerivativeTemplate& t) const;
  void demote_kept_by_order();
  void demote_for_orphans();  ///< relate_report.cpp
  VertexId written_base(VertexId f) const;
  bool saving_clone(VertexId c) const;
  bool rebased_view(VertexId f) const;

  bool makes_parameter_gradient(const OpInfo& o, int j) const;
  double local_cost(const OpInfo& o, int j) const;

  /// The segment of a carrying value is decided by this aligned op (getitem and
  /// identity ops take their source's segment).
  VertexId deciding_op(VertexId v) const {
    while (v != kNoVertex && (is_getitem(B.node(v)) || bs.transparent(v))) v = B.producer(v, 0);
    return v;
  }

  /// no_switch[i]: gops_[i-1] and gops_[i] are in the same segment. The
  /// engine runs one autograd node at a time, so each node's ops are
  /// contiguous in B, including the ops that only read saved values (a
  /// `pow(detach(saved))` is computed inside the node that reads it): every
  /// aligned op between such an op and its first gradient-carrying consumer
  /// is in that consumer's segment.
  std::vector<char> contiguity() const;

  void align();
  /// The DP over (op, segment) and, unless `refine` is false, the boundary refinement, on empty_.
  void solve(const std::vector<OpInfo>& infos, const std::vector<char>& no_switch, bool refine = true);
  // relate_order.cpp: where a functionalized forward regenerated a view, the alignment places its segment
  std::vector<char> regenerated_views(const Graph& G) const;
  std::vector<VertexId> floating_views() const;
  void permute_segments(const std::vector<int>& from);
  double alignment_cost(const std::vector<OpInfo>& infos) const;
  void search_order(const std::vector<OpInfo>& infos, const std::vector<char>& no_switch);
  static constexpr std::size_t kNoTwin = static_cast<std::size_t>(-1);
  void apply_order(const std::vector<int>& order, std::size_t twin);
  std::pair<double, std::vector<int>> trial(const std::vector<int>& order, std::size_t twin,
                                            const std::vector<OpInfo>& infos, const std::vector<char>& no_switch,
                                            bool refine);
  // relate_twins.cpp: a CSE'd forward op may stand for two autograd nodes
  void search_twins(const std::vector<OpInfo>& infos, const std::vector<char>& no_switch);
  std::vector<char> seg_twin_;               ///< per segment: a twin's (search_twins)
  /// local_cost() by (op index, the segment's index when align() began): the
  /// searches re-solve reordered segments whose facts are the same
  mutable std::vector<double> local_memo_;
  std::vector<int> seg_orig_;                ///< per segment: its index when align() began
  double local_at(const std::vector<OpInfo>& infos, std::size_t i, int j) const;
  static constexpr double kTwinCost = 1.0;   ///< what using a twin costs the alignment: one misplaced op's worth
  static constexpr double kSearchGain = 1e-6;       ///< a searched change must lower the cost by more
  static constexpr double kSearchMaxCells = 4e6;    ///< no search where one DP has more (op, segment) cells
  static constexpr double kSeedCost = 8.0;  ///< the seed anywhere but in the loss op's node (a fact)
  /// Cost of leaving each segment without ops.
  std::vector<double> empty_costs() const;
  void direct_formulas();
  /// per forward op: how many of its inputs needing a gradient have a formula
  /// that is one call of one op, and that op (direct_formulas())
  std::vector<std::pair<int, std::string>> direct_needed_;
  bool any_direct_needed_ = false;

  std::size_t gradient_reads(VertexId x, int depth) const;
  std::size_t accumulated_terms(VertexId v) const;
  /// A gradient from segment jp read in segment j is the gradient of one of
  /// F_jp's inputs that F_j produced (the transpose of F's edges).
  double flow_cost(VertexId v) const;
  bool shaped_as_output(VertexId b, VertexId f) const;

  /// A segment hands each input of its forward op one gradient: more distinct
  /// values flowing from segment jp into segment j than F_j has edges into
  /// F_jp means a boundary is off (`t(grad)` belongs to the reader's segment).
  template <typename It>
  double deliveries_cost(It first, It last, const std::vector<VertexId>& more) const;

  /// F op g made an input of F op f, directly or through ops with an empty backward.
  bool made_input_of(VertexId g, VertexId f) const;

  /// Saved values a run of ops reads that its segment cannot hold: distinct
  /// attributes are distinct forward values (no segment of the zoo reads one
  /// value through two attributes), so per shape there cannot be more of them
  /// than the segment's saved values of that shape.
  double overfull(const std::vector<OpInfo>& infos, std::size_t lo, std::size_t hi, int j) const;

  /// The alignment scores ops one at a time; a boundary between two runs can
  /// still be off by an op or two where only the runs as a whole tell (which
  /// saved values a segment reads). Shift boundaries while that lowers the cost.
  void refine_boundaries(const std::vector<OpInfo>& infos, const std::vector<char>& no_switch);
  template <typename Seg>
  double excess(std::size_t a, std::size_t e, const std::map<int, int>& grads_in, Seg seg) const;
  template <typename Seg>
  double cost_runs(const std::vector<OpInfo>& infos, std::size_t a, std::size_t e, const std::vector<VertexId>& readers,
                   const std::map<int, int>& grads_in, Seg seg, double* flow);

  void fill_non_carrying();

  void mark_accumulations();
  int reads_own_input(VertexId v, const std::vector<std::pair<VertexId, int>>& ins) const;

  // ---------------------------------------------------------------- saved
  /// fwd node for a template name (input/output) of fwd op f.
  /// fwd_named of each name, the ones found.
  std::set<VertexId> fwd_named_set(VertexId f, const DerivativeTemplate& t,
                                   const std::vector<std::string>& names) const {
    std::set<VertexId> out;
    for (const auto& name : names)
      if (const VertexId x = fwd_named(f, t, name); x != kNoVertex) out.insert(x);
    return out;
  }

  VertexId fwd_named(VertexId f, const DerivativeTemplate& t, const std::string& name) const;
  VertexId fwd_named_item(VertexId f, const DerivativeTemplate& t, const std::string& name, std::size_t n, int k) const;

  bool meta_ok(VertexId bleaf, VertexId fv) const {
    const auto& a = B.node(bleaf).meta;
    const auto& b = F.node(fv).meta;
    if (!a || !b) return true;
    return a->dtype == b->dtype && a->shape == b->shape;
  }

  void infer_saved();
  /// x as forward op f met it: the clone autograd took before an in-place op mutated x.
  VertexId copy_before_mutation(VertexId x, VertexId f) const;

  /// Value numbers of F: equal numbers hold bitwise-equal values (get_attrs
  /// of one attribute, identity ops and clones of a value, the same op on
  /// the same values). Impure ops (random, in-place, empty) are their own.
  std::vector<int> value_numbers();
  std::string value_key(const Graph& g, VertexId v, const std::vector<int>& vn) const;
  void find_recomputed();
  bool formula_reads_exactly(VertexId v, const std::vector<int>& vn) const;
  /// B op p reads only saved constants, each at an argument position where
  /// the template of a forward op with a segment names a value: it may be
  /// that formula's own op (recomputation_by_structure()).
  bool formula_op_on_saved(VertexId p) const;
  /// Forward ops whose template names, at argument "op:k" of a formula op, a
  /// forward value of value number vn (ascending, each once).
  std::vector<VertexId> templates_naming(const std::string& key, int vn) const;
  /// The templates' argument positions ("op:k=name", DerivativeTemplate::direct)
  /// as "op:k" -> (forward op f, the value fwd_named gives for name), f
  /// ascending: built once in analyse_forward for the recomputation stages.
  struct Named { VertexId f, x; };
  std::unordered_map<std::string, std::vector<Named>> direct_named_;
  /// A traced backward's seed (`ones_like(loss)`) runs in the loss op's node.
  void place_seed();
  VertexId seed_loss_op() const;
  bool is_seed(VertexId b) const;
  /// Saved leaves read only through a recomputation (make_fx checkpointing,
  /// no joint): the value a template names for a formula op's input is the
  /// forward node a chain of non-carrying B ops recomputes; unified op by op
  /// with that node, the chain's leaves hold its producers.
  void saved_through_recomputation();
  void dead_recomputation();
  /// Saved leaves infer_saved() answered by a guess for a reader no formula
  /// emits and nothing reads: a dead recomputation may answer them instead.
  std::set<VertexId> unread_guess_;
  /// A chain of non-carrying B ops unified with a forward value: B op -> F
  /// node it recomputes, B leaf -> F value it holds.
  struct Recomputation {
    std::unordered_map<VertexId, VertexId> ops, leaves;
  };
  /// p (B) computes x (F): the same op on the same arguments, producers
  /// unified slot by slot, each leaf bound to one F value.
  bool unify_recomputation(VertexId p, VertexId x, int depth, Recomputation& tr) const;
  /// The chain computes something (a Normal op), not only views of saved values.
  bool computes(const Recomputation& tr) const;
  /// p stands in a run of non-carrying B ops with a known recomputation: a
  /// checkpoint recomputes its block in one run, views (`t(w)`) included.
  bool in_recomputation_run(VertexId p) const;
  /// make_fx checkpointing without the joint, before the alignment: a chain
  /// of non-carrying ops that a formula op reads where its template names a
  /// forward value, and that computes that value, is its recomputation; its
  /// leaves hold the forward value's producers. Identical blocks are told
  /// apart by the engine's order (the k-th formula op of a kind belongs to
  /// the k-th forward op of its kind from the end).
  void recomputation_by_structure();
  /// v if it recomputes a forward value, or the recomputing op v is an identity of; else kNoVertex.
  VertexId recomputed_source(VertexId v) const;
  /// Not gradient-carrying and computed where it stands, not for its readers:
  /// a recomputed op, an identity of one, or an identity only identities read
  /// (the copy a saved-tensor hook stages; the reader's node makes its own).
  bool runs_where_made(VertexId v) const;
  /// A traced backward recomputes inside the node that unpacks first: the
  /// segment of the first gradient-carrying op after v (-1: none).
  int segment_running_recompute(VertexId v) const;

  /// A saved value computed twice in F (three equal `view`s of one tensor, a
  /// transpose of a weight re-read every time step, the clone an in-place op
  /// saves): the twin that the reading segment's forward op itself reads or
  /// produces is the one autograd saved.
  void prefer_twins_near_segment();
  void pool_attribute_reads();
  /// A saved constant nothing but dead identities reads (the saved-tensor hooks
  /// unpack every value the node saved; its formula never reads this one): a
  /// value the node's template saves that no other saved constant read in that
  /// node holds (prod's `result`, ldexp's `result`), by position.
  void unpacked_only_saved();

  static constexpr int kSomeParameter = -2;
  /// gradient_target_arg_from_output: the formula the chain is names no leaf requiring grad
  static constexpr int kNoLeafArgument = -3;
  /// Which argument of fwd op segs_[j] the chain from bwd op v produces the
  /// gradient of (-1: unknown; kSomeParameter: one of several parameters).
  int gradient_target_arg(VertexId v, int j) const;

  /// g produces x through at most `depth` forward ops that pass the gradient
  /// to that input unchanged (any_passed_input).
  bool feeds(VertexId g, VertexId x, int depth) const;
  /// feeds()'s answers by (g, x, depth): it depends on F and on which F ops
  /// are segments only, both fixed once pairing has run, and without it the
  /// walk through sums of many terms (a DARTS MixedOp's eight) is
  /// exponential in kPassThroughDepth.
  mutable std::unordered_map<std::uint64_t, bool> feeds_memo_;
  /// Calls fn(producer) for each input F op x passes the gradient to
  /// unchanged (its template's `through`); true as soon as fn returns true.
  template <typename Fn>
  bool any_passed_input(VertexId x, Fn&& fn) const;  // relate_grads.cpp, its only user

  // ---------------------------------------------------------------- grads
  void infer_grads();

  std::vector<VertexId> param_candidates(VertexId g, const std::vector<int>& vn) const;
  void passed_through_leaves(VertexId x, int depth, std::vector<VertexId>& out) const;

  /// For a param gradient g in segment of f: the arg whose saved partner the chain does not read.
  /// kNoLeafArgument: `others` gets the arguments whose formula the chain agrees with.
  int gradient_target_arg_from_output(VertexId g, VertexId f, std::vector<VertexId>* others = nullptr) const;

  /// Whether B's g may be the gradient of F's p: it has p's shape (where
  /// both are printed), or at least the rank the ops reading p need (where
  /// B's shape is printed or derived).
  bool meta_ok_grad(VertexId g, VertexId p) const {
    const auto& a = B.node(g).meta;
    const auto& b = F.node(p).meta;
    if (a && b) return a->shape == b->shape;
    const detail::Shape* have = a ? &a->shape : bshape_[g] ? &*bshape_[g] : nullptr;
    return !have || static_cast<int>(have->size()) >= frank_[p];
  }

  // ---------------------------------------------------------------- result
  RelateResult finish();
  bool reads_its_directs(VertexId v, int j) const;
  void grad_of_evidence(VertexId v);
  std::vector<char> foreign_;   ///< segment holds an op its formulas never run (mark_overfull())
  std::vector<char> overfull_;  ///< segment hands out more gradients than F_j has inputs (mark_overfull())
  void mark_overfull();
  std::vector<char> templates_contradicted() const;
  bool reads_own_saved(VertexId v, VertexId f) const;
  void settle_confidence();
  bool by_source(VertexId v);
};

}  // namespace relate_detail
}  // namespace fxmatch
