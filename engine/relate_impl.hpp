// Internal to engine/relate*.cpp: the Relater class, whose methods are the
// stages (what they hand each other is relate_state.hpp; the graph helpers
// they share are in relate_util.hpp). See the design note in
// include/fxmatch/engine/relate.hpp; each stage file opens with its own note.
#pragma once

#include "fxmatch/engine/relate.hpp"
#include "relate_state.hpp"

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

class Relater : private RelateState {
 public:
  using RelateState::RelateState;

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
  // ---------------------------------------------------------------- forward

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
  /// Per forward op inside a custom autograd Function's forward: the first op of that forward (relate_runs.cpp).
  std::vector<VertexId> custom_function_runs();
  /// After the alignment: a run found by a saved output's `detach` begins
  /// after the ops whose own formulas B runs (relate_runs.cpp).
  void trim_saved_output_runs();
  /// After the alignment: a kernel-less run takes in the F ops B recomputes
  /// up to it and the ops after it B's block holds (relate_runs.cpp).
  void extend_recomputed_runs();
  /// After it: the saved values any run's recomputation reads (function_saved_).
  void bind_run_recomputations();
  /// The saved values those recomputations read hold what they bind them to.
  void saved_by_function_recomputation();
  /// Ops of a Function's forward found by the kernels B never runs, each with
  /// its forward's first op; their templates in ftmpl_ pass the gradient
  /// (opaque_). relate_functions.cpp.
  bool find_kernelless_functions();
  template <class Eligible, class KernelOf>
  std::set<VertexId> surplus_kernel_ops(Eligible&& eligible, KernelOf&& kernel_of) const;
  /// Gives F op v a template passing the gradient of its tensor arguments
  /// that `req` says require grad, naming as saved its inputs then its result
  /// (result first: the other way round), in opaque_; false where none does.
  bool pass_through(VertexId v, const std::vector<char>& req, bool result_first);
  bool dead_detach(VertexId c) const;  ///< relate_functions.cpp
  /// With the joint: Functions whose forward ops' templates the saved values
  /// contradict, added to runs_ (relate_functions.cpp).
  void contradicted_runs();
  struct ReadByB;
  ReadByB read_by_b() const;
  bool function_op(VertexId x) const;      ///< a call that is no getitem or identity
  /// The backward kernel of its own x's template emits (an ATen `*_backward`
  /// op the templates know: softplus's softplus_backward; not a FunctionsManual
  /// helper such as index_reduce_backward, which runs as other ops), else "".
  std::string own_kernel(VertexId x) const;
  bool runs_own_kernel(VertexId x) const;  ///< an op whose own backward kernel B runs recorded its own node
  VertexId contradicted_from(VertexId c, const ReadByB& by_b) const;
  using WriteReaders = std::unordered_map<VertexId, std::vector<VertexId>>;
  std::pair<VertexId, VertexId> close_function_run(VertexId lo, VertexId hi, const ReadByB& by_b,
                                                   const WriteReaders& readers) const;
  void mark_near_function(VertexId lo, VertexId hi);
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

  // ---------------------------------------------------------------- backward
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
  bool hands_on(VertexId v, int j) const;  ///< v's value leaves segment j (relate_evidence.cpp)

  struct OpInfo {
    std::string op;
    std::vector<VertexId> saved_fwd;               ///< fwd values of known saved leaves it reads
    std::vector<VertexId> unknown_leaves;           ///< saved leaves it reads whose value is not known yet
    char param_grad = 0;                            ///< computes a gradient B returns (kWholeGrad, kSummedGrad)
    VertexId v = kNoVertex;
    VertexId seed_of = kNoVertex;                   ///< the seed: the loss op whose node makes it
  };
  /// bwd op computes a gradient B returns: whole, or one of the contributions an accumulation sums
  static constexpr char kWholeGrad = 1, kSummedGrad = 2;

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
  bool surely_broadcasts(VertexId f) const;  ///< relate_segments.cpp
  bool sums_to_a_broadcast(int j) const;     ///< relate_align.cpp
  enum class Tri { No, Unknown, Yes };
  Tri input_shape_differs(VertexId f) const;
  bool is_view(VertexId x) const;
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
  double local_at(const std::vector<OpInfo>& infos, std::size_t i, int j) const;
  static constexpr double kTwinCost = 1.0;   ///< what using a twin costs the alignment: one misplaced op's worth
  static constexpr double kSearchGain = 1e-6;       ///< a searched change must lower the cost by more
  static constexpr double kSearchMaxCells = 4e6;    ///< no search where one DP has more (op, segment) cells
  static constexpr double kSeedCost = 8.0;  ///< the seed anywhere but in the loss op's node (a fact)
  /// Cost of leaving each segment without ops.
  std::vector<double> empty_costs() const;
  void direct_formulas();

  std::vector<std::size_t> gradient_reads() const;
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
  double overemitted(const std::vector<OpInfo>& infos, std::size_t lo, std::size_t hi, int j) const;

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
  std::string value_key(const Graph& g, VertexId v, const std::vector<int>& vn, bool rng_result = false) const;
  /// What in-place op v computes, as value_key of its functional form with
  /// its self's value number `self` (empty: v is no such op, or its
  /// functional form is impure: `bernoulli_`).
  std::string inplace_key(const Graph& g, VertexId v, const std::vector<int>& vn, int self) const;
  void find_recomputed();
  bool formula_reads_exactly(VertexId v, const std::vector<int>& vn) const;
  /// B op p reads only saved constants, each at an argument position where
  /// the template of a forward op with a segment names a value: it may be
  /// that formula's own op (recomputation_by_structure()).
  bool formula_op_on_saved(VertexId p) const;
  /// Forward ops whose template names, at argument "op:k" of a formula op, a
  /// forward value of value number vn (ascending, each once).
  std::vector<VertexId> templates_naming(const std::string& key, int vn) const;
  /// A traced backward's seed (`ones_like(loss)`) runs in the loss op's node.
  void place_seed();
  VertexId seed_loss_op() const;
  VertexId materialized_by(VertexId f) const;  ///< the clone f's dispatch made of a lazy conj/neg view (relate_report.cpp)
  bool is_seed(VertexId b) const;
  /// Saved leaves read only through a recomputation (make_fx checkpointing,
  /// no joint): the value a template names for a formula op's input is the
  /// forward node a chain of non-carrying B ops recomputes; unified op by op
  /// with that node, the chain's leaves hold its producers.
  void saved_through_recomputation();
  void dead_recomputation();
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
  void mark_replayed_forward_ops();
  /// v if it recomputes a forward value, or the recomputing op v is an identity of; else kNoVertex.
  VertexId recomputed_source(VertexId v) const;
  /// Not gradient-carrying and computed where it stands, not for its readers:
  /// a recomputed op, an identity of one, or an identity only identities read
  /// (the copy a saved-tensor hook stages; the reader's node makes its own).
  bool runs_where_made(VertexId v) const;
  /// A traced backward recomputes inside the node that unpacks first: the
  /// segment of the first gradient-carrying op after v (-1: none).
  int segment_running_recompute(VertexId v) const;
  bool runs_recomputations_before(VertexId u) const;  ///< u is an op segment_running_recompute stops at

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
  void mark_overfull();
  std::vector<char> templates_contradicted() const;
  bool reads_own_saved(VertexId v, VertexId f) const;
  void settle_confidence();
  bool writes_what_it_did_not_make(VertexId v) const;
  bool by_source(VertexId v);
};

/// After the driver's choice: the gradients no formula names, by the order
/// autograd.grad returns them between the ones placed (relate_grads.cpp).
void grads_by_order(const Graph& F, const Graph& B, const RuleSet& rules, RelateResult& r);

}  // namespace relate_detail
}  // namespace fxmatch
