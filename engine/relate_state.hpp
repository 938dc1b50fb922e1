// Internal to engine/relate*.cpp: what relate's stages hand each other.
//
// Design note. Relater (relate_impl.hpp) runs the stages once, in the order
// relate.cpp's run() gives: analyse_forward (with the AOT pairing, the
// no_grad and Function finders), analyse_backward, the joint's composition,
// align, infer_saved, infer_grads, finish. The members they hand each other
// are here, apart from the stages' methods, grouped by the stage that first
// writes them, each saying what it holds (and, where not obvious, which
// stage writes it); later stages may refine an answer (the saved values)
// but not the facts (shapes, value numbers, what requires grad). No logic
// lives in this file.
#pragma once

#include "fxmatch/engine/relate.hpp"
#include "relate_util.hpp"
#include "shape_infer.hpp"

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

namespace fxmatch::relate_detail {

struct RelateState {
  RelateState(const Graph& fwd, const Graph& bwd, const Graph* joint, const RuleSet& rules,
              const DerivativeRules& ders, const RelateOptions& opt, std::set<std::string> buffers = {},
              bool every_attribute = false)
      : F(fwd), B(bwd), J(joint), buffers_(std::move(buffers)), every_attribute_(every_attribute), rules_(rules),
        ders_(ders), opt_(opt), fs{fwd, rules}, bs{bwd, rules} {}

  // the inputs
  const Graph& F;
  const Graph& B;
  const Graph* J;
  std::set<std::string> buffers_;  ///< attributes known not to require grad
  bool every_attribute_ = false;    ///< drop_buffers() drops only what no gradient can be (the evidence hypothesis)
  const RuleSet& rules_;
  const DerivativeRules& ders_;
  const RelateOptions& opt_;
  Side fs, bs;

  // the driver's hypothesis, and what drop_buffers() chose
  /// Attributes left without gradient by a choice (a hypothesis's buffers, a
  /// same-shape attribute shapes did not pick), not by evidence (drop_buffers()).
  std::set<std::string> unasked_by_choice_;
  std::set<std::string> kept_by_order_;  ///< blocked attributes asked by a choice (note_blocked_choices())
  bool chose_among_shapes_ = false;
  std::size_t extra_attributes_ = 0;  ///< differentiable attributes beyond the returned gradients
  std::set<std::string> tail_buffers_;  ///< the extra attributes read earliest (drop_buffers())
  std::set<std::string> candidate_attributes_;  ///< what a returned gradient may be of (drop_buffers())
  std::set<std::string> shape_buffers_;  ///< same-shape attributes the shape choice dropped (drop_buffers())

  // facts of F and B: value numbers, shapes, writes through views, recomputation
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
  /// F's first in-place writes by what they compute (`relu(x)` for `relu_(x)`,
  /// x as it was): what recomputing one in B computes (value_numbers()).
  std::unordered_map<std::string, VertexId> finplace_keys_;
  std::unordered_map<VertexId, VertexId> recomputed_;  ///< bwd op -> fwd op it recomputes
  bool recompute_before_align_ = false;  ///< recomputation known to the alignment (relate_recompute.cpp)
  std::vector<char> replayed_;  ///< B: forward ops replayed without the joint (mark_replayed_forward_ops)
  mutable std::vector<int> zero_b_, zero_f_;  ///< all-zero value numbers (unify_recomputation's keys)
  std::vector<char> mutated_;  ///< fwd node that a later in-place op mutates (value_numbers())

  // the result
  double cost_ = 0;                   ///< the alignment's final cost
  std::uint64_t work_ = 0;            ///< see work()
  std::vector<std::pair<VertexId, VertexId>> res_grads_;
  RelateResult res_;

  // ---------------------------------------------------------------- forward
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
  /// `run_and_save_rng_state(op, args...)` (AOT, a recomputed random op) ->
  /// op's template, its argument positions one on (analyse_forward)
  std::map<VertexId, DerivativeTemplate> rng_wrapped_;
  std::map<std::string, std::size_t, std::less<>> b_runs_;  ///< how often B runs each op, by base name (analyse_forward)
  /// AOT: (F's k-th input, B's k-th output or kNoVertex for None), when B returns one entry per F input
  std::vector<std::pair<VertexId, VertexId>> aot_input_grads_;
  /// find_kernelless_functions(): F op -> the first op of its Function's forward
  std::map<VertexId, VertexId> kernelless_;
  /// custom_function_runs(), taken once the forward is analysed (run()): what
  /// it reads (ftmpl_, opaque_, aot_saved_) changes no more after that; right
  /// after the alignment, trim_saved_output_runs() shortens the runs of
  /// saved_output_runs_ (relate_runs.cpp)
  std::vector<VertexId> runs_;
  /// the runs custom_function_runs() found by the dead `detach` saving a
  /// Function's output: (first op, that output)
  std::vector<std::pair<VertexId, VertexId>> saved_output_runs_;
  /// extend_recomputed_runs(): (B leaf, F value) a Function's recomputation binds
  std::vector<std::pair<VertexId, VertexId>> function_saved_;
  /// F ops between a run contradicted_runs() found and the nearest ops with
  /// a backward kernel B runs, along the data flow: where that Function's
  /// forward begins and ends no graph shows, so no template vouches there
  std::vector<char> near_function_;


  // ---------------------------------------------------------------- backward
  std::vector<char> carry_;  ///< depends on a placeholder (gradient-carrying)
  /// the carrying ops writing in place into each value of B (by alias root), in program order
  std::unordered_map<VertexId, std::vector<VertexId>> writers_;
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

  // ---------------------------------------------------------------- joint
  /// Saved leaves the joint's composition leaves in doubt -> its candidates, own first.
  std::map<VertexId, std::vector<VertexId>> joint_doubt_;
  std::set<VertexId> joint_tied_;  ///< saved leaves a tie of the backward -> joint match placed

  // ---------------------------------------------------------------- alignment
  std::vector<double> empty_;                             ///< cost of leaving segs_[j] without ops
  std::vector<std::vector<VertexId>> seg_saved_;          ///< F values segs_[j]'s template saves
  std::vector<std::vector<VertexId>> seg_params_;         ///< leaves requiring grad segs_[j] reads
  std::vector<std::vector<VertexId>> seg_passed_params_;  ///< ... through ops passing the gradient unchanged
  std::vector<std::vector<VertexId>> seg_passed_terms_;   ///< ... of those, through inputs made from leaves alone
  std::vector<std::vector<VertexId>> seg_viewed_params_;  ///< ... views of parameters it reads (their sum-to)
  std::vector<std::size_t> seg_reads_;                    ///< gradient_reads() of segs_[j]'s value
  std::vector<std::size_t> acc_terms_;                    ///< accumulated_terms() per B op
  std::vector<char> param_grad_op_;
  /// per gops_ index: hands one of B's outputs, or a sum-to contribution to one, on
  std::vector<char> returns_grad_;
  std::unordered_map<VertexId, std::vector<VertexId>> grad_leaves_;  ///< AOT: bwd op -> F inputs it is the gradient of
  std::vector<std::unordered_set<std::string>> seg_emits_;
  std::vector<std::unordered_set<std::string>> seg_reading_emits_;  ///< ops F_j's formulas reading a saved value emit
  mutable std::vector<signed char> fview_;  ///< is_view() per F node: 1, 0, -1 not asked yet
  std::vector<char> seg_twin_;               ///< per segment: a twin's (search_twins)
  /// local_cost() by (op index, the segment's index when align() began): the
  /// searches re-solve reordered segments whose facts are the same
  mutable std::vector<double> local_memo_;
  std::vector<int> seg_orig_;                ///< per segment: its index when align() began
  /// per forward op: how many of its inputs needing a gradient have a formula
  /// that is one call of one op, and that op (direct_formulas())
  std::vector<std::pair<int, std::string>> direct_needed_;
  bool any_direct_needed_ = false;

  // ---------------------------------------------------------------- saved
  /// The templates' argument positions ("op:k=name", DerivativeTemplate::direct)
  /// as "op:k" -> (forward op f, the value fwd_named gives for name), f
  /// ascending: built once in analyse_forward for the recomputation stages.
  struct Named { VertexId f, x; };
  std::unordered_map<std::string, std::vector<Named>> direct_named_;
  /// Saved leaves infer_saved() answered by a guess for a reader no formula
  /// emits and nothing reads: a dead recomputation may answer them instead.
  std::set<VertexId> unread_guess_;
  /// feeds()'s answers by (g, x, depth): it depends on F and on which F ops
  /// are segments only, both fixed once pairing has run, and without it the
  /// walk through sums of many terms (a DARTS MixedOp's eight) is
  /// exponential in kPassThroughDepth.
  mutable std::unordered_map<std::uint64_t, bool> feeds_memo_;

  // ---------------------------------------------------------------- result
  std::vector<char> foreign_;   ///< segment holds an op its formulas never run (mark_overfull())
  std::vector<char> overfull_;  ///< segment hands out more gradients than F_j has inputs (mark_overfull())
};

}  // namespace fxmatch::relate_detail
