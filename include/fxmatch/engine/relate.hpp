// relate: how a backward graph relates to its forward graph.
//
// Design note. Inputs: a forward graph F (make_fx forward+loss), a backward
// graph B (make_fx of autograd.grad, saved tensors as get_attr constants and
// the loss as placeholder), optionally the joint graph J.
//
// 1. Forward analysis. The differentiable forward ops are the call_function
//    nodes with a derivative template (rules/derivatives.yaml, generated from
//    PyTorch's derivatives.yaml by scripts/gen_derivatives.py) that read a
//    value requiring grad at a differentiable argument and whose result reaches
//    the loss. Each creates one autograd node; seq_nr grows in program order.
// 2. The autograd engine runs the ready node with the highest seq_nr first,
//    and the highest unfinished node is always ready, so B is a sequence of
//    contiguous *segments*, one per differentiable forward op, in reverse
//    forward order (some empty: ops whose backward is the identity).
//    Relating B to F is a monotone alignment of B's gradient-carrying ops (ops
//    that depend on the loss seed) with the reversed op list, solved by
//    dynamic programming with costs from:
//      - the template: the backward op is one the forward op's formula emits;
//      - empty segments: an op whose formula always emits something;
//      - structure: a value flowing from segment j' into segment j != j' must
//        be the gradient of an input of F_j' that F_j produced (the transpose
//        of F's edges); re-solved twice with the previous alignment;
//      - saved values (known in joint mode): a backward op reading a saved
//        value of F_j.
//    Hard constraints: ops that read only saved values (detach/pow of a
//    constant) sit in the segment of their first consumer, and so does every
//    op between them; a reshape's clone + _unsafe_view and a new_zeros with
//    its consumer stay together. Adds of two gradients are accumulations (own
//    mark) and are left out. After the dynamic programme, segment boundaries
//    are shifted (or handed to a segment left empty) while that lowers a cost
//    that sees the whole assignment: gradient flow between segments (through
//    accumulations and forward ops whose backward is empty) and how many
//    distinct saved values of each shape a segment reads.
//    Buffers: F may read more attributes at differentiable positions than B
//    returns gradients; literal constants go first, then shapes decide, else
//    the alignment cost chooses among the attributes that got no gradient.
// 3. saved: a backward leaf read by a backward op of segment F_j holds one of
//    F_j's saved inputs/outputs: the template's direct call positions
//    ("threshold_backward:1=result"), else the saved tensors of the template
//    minus the input whose gradient the reading chain produces, else shapes.
//    With the joint: match(B, J) and match(F, J) (fxmatch::match) give both
//    sides' images in J; a leaf holds the forward node with the same image
//    (through detach). The placeholder (loss) holds F's output.
// 4. grads: each output slot of B is produced in the segment of a forward op
//    that reads the parameter (or is an accumulation of such); getitem k of a
//    fused backward op is the gradient of the k-th differentiable input.
// 5. AOTAutograd partitioned pairs: the forward returns (mutated inputs /
//    buffer updates, user outputs, saved values, saved symbols) and the
//    backward takes (symbols, values, tangents); the split is read from
//    structure (engine/relate_partitioned.cpp), never a fixed offset; the
//    backward's k-th output is the k-th forward input's gradient. Backward
//    ops that recompute a forward value belong to it (`recomputed`).
// 6. Every answer says how it was obtained (joint | template | structure |
//    position); undecided answers carry alternatives or go to `unrelated`.
// The stages live in engine/relate_*.cpp, one per file, each with its note.
// Names are never used for matching (only reported).
#pragma once

#include "fxmatch/engine/graph.hpp"
#include "fxmatch/engine/matcher.hpp"
#include "fxmatch/engine/vertex_map.hpp"
#include "fxmatch/rules/rules.hpp"

#include <map>
#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fxmatch {

/// One derivative template (see rules/derivatives.yaml).
struct DerivativeTemplate {
  std::vector<std::string> args;     ///< positional argument names
  std::vector<int> tensors;          ///< positions of tensor arguments
  std::vector<std::string> outputs;  ///< output names
  std::vector<int> diff;             ///< differentiable argument positions
  std::vector<std::string> saved;    ///< inputs/outputs read by the formulas
  std::vector<std::string> emits;    ///< aten op base names the formulas emit
  std::vector<std::string> direct;   ///< "op:k=name"
  /// "op:k=name|j=other" / "op:k=name|j<op2": the direct entry op:k=name holds
  /// only where the op's argument j is the saved value `other` / is made by
  /// op2 (scatter_reduce's amax: eq(self, result) and eq(src, gather(result))).
  std::vector<std::string> direct_when;
  bool empty = false;                ///< the backward may emit no op
  /// Argument positions whose formula is the incoming gradient itself (grad,
  /// sum_to(grad)): `addmm` passes it through to self only. Empty with
  /// `empty` set (a hand-written template): every differentiable argument.
  std::vector<int> through;
  /// The ops the formulas that read a saved input/output emit (addmm's `mul`
  /// is maybe_multiply(grad, beta): it reads none); `reading_known` when the
  /// template says (a hand-written one may not).
  std::vector<std::string> reading_emits;
  bool reading_known = false;
  bool passes_through(int arg) const {
    if (!empty) return false;
    return through.empty() || arg < 0 || std::find(through.begin(), through.end(), arg) != through.end();
  }
  /// Per differentiable argument (in `diff` order): the inputs/outputs its
  /// own formula reads (`addmm`: self reads nothing, mat1 reads mat2).
  std::vector<std::vector<std::string>> reads;
  /// The position of argument `name` in `args` (a keyword-only tensor's too:
  /// FX passes it by name), or -1.
  int arg_index(std::string_view name) const {
    const auto it = std::find(args.begin(), args.end(), name);
    return it == args.end() ? -1 : static_cast<int>(it - args.begin());
  }
  /// `reads` of differentiable argument position `arg`, or nullptr when
  /// `arg` is not differentiable or its formula's reads are not known.
  const std::vector<std::string>* reads_of(int arg) const { return of_diff_arg(reads, arg); }
  /// Per differentiable argument (in `diff` order): the `direct` entries of
  /// its own formula; given where the formulas' entries differ
  /// (bce_with_logits: `mul:1` is target in self's formula, pos_weight in
  /// target's; lerp: only weight's formula has `sub:0=end`). Empty: every
  /// formula has all of `direct`.
  std::vector<std::vector<std::string>> direct_of;
  /// `direct_of` of differentiable argument position `arg`, or nullptr.
  const std::vector<std::string>* directs_of(int arg) const { return of_diff_arg(direct_of, arg); }
  /// Per differentiable argument (in `diff` order): the ops its own formula
  /// emits; given where the formulas' ops differ (sub: self's `grad` none,
  /// other's `-grad` neg). Autograd runs a formula only for an input that
  /// needs a gradient. Empty: every formula may emit all of `emits`.
  std::vector<std::vector<std::string>> emits_of;
  /// `emits_of` of differentiable argument position `arg`, or nullptr.
  const std::vector<std::string>* emits_of_arg(int arg) const { return of_diff_arg(emits_of, arg); }
  /// The ops each formula emitting them runs once (a direct call, or a
  /// helper that runs it once: sum_backward's `expand`): a node runs each of
  /// its formulas once, so its backward holds no more of them than it has
  /// formulas emitting them.
  std::vector<std::string> once;
  /// Scalar arguments defaulting to 1 that a formula scales the gradient by
  /// (maybe_multiply(grad, alpha)): their `mul`, in no formula's emits, runs
  /// where the node passes another value.
  std::vector<std::string> scaled;
  /// Some input's gradient is elementwise in the incoming gradient, so the
  /// engine sums it back (`sum` + `view`) when that input was broadcast.
  bool bcast = true;
  /// Every formula emitting `sum` or `view` is `at::sum_to(grad, x)`: they
  /// run only when x was broadcast (copy_'s src, expand's self).
  bool sum_to_only = false;
  /// Ops every emission of which reads the incoming gradient itself (sub's and
  /// div's `neg`: `-grad`): such an op never reads what its own segment made.
  std::vector<std::string> grad_ops;

 private:
  /// The entry of a per-differentiable-argument list (`reads`, `direct_of`,
  /// `emits_of`) for argument position `arg`, or nullptr.
  const std::vector<std::string>* of_diff_arg(const std::vector<std::vector<std::string>>& per, int arg) const {
    const auto k = std::find(diff.begin(), diff.end(), arg) - diff.begin();
    return k < static_cast<std::ptrdiff_t>(per.size()) ? &per[static_cast<std::size_t>(k)] : nullptr;
  }
};

/// Derivative templates by FX target ("aten.addmm.default").
class DerivativeRules {
 public:
  /// rules/derivatives.yaml next to the default rules.
  static Expected<DerivativeRules> load_default();
  static Expected<DerivativeRules> parse(std::string_view text, std::string_view file);
  static Expected<DerivativeRules> load_file(const std::string& path);
  /// Entries of `other` override.
  void merge(const DerivativeRules& other);
  /// The template for `op` (in-place ops use their functional form), or nullptr.
  const DerivativeTemplate* find(std::string_view op) const;
  std::size_t size() const { return ops_.size(); }

 private:
  std::map<std::string, DerivativeTemplate, std::less<>> ops_;
};

struct RelateOptions {
  MatchOptions match;
};

struct SavedTensor {
  VertexId backward = kNoVertex;  ///< bwd leaf
  VertexId forward = kNoVertex;   ///< fwd node it holds
  std::vector<VertexId> alternatives;
  std::string how;                ///< "joint" | "template" | "structure" | "position"
};

struct MemoryEntry {
  VertexId forward = kNoVertex;
  std::vector<VertexId> backward_uses;  ///< bwd ops reading it
  std::string dtype;
  std::vector<std::string> shape;
  std::optional<long long> bytes;  ///< nullopt when the shape is symbolic/unknown
  std::string source;              ///< file:line of the forward node
};

struct Unrelated {
  VertexId node = kNoVertex;
  bool backward = true;
  std::string reason;
  std::string kind = "grad_of";  ///< which answer is missing: "saved" | "grad_of" | "grads"
};

struct RelateResult {
  std::vector<SavedTensor> saved;                             ///< in bwd order
  std::vector<std::pair<VertexId, VertexId>> grad_of;         ///< bwd op -> fwd op, bwd order
  std::vector<std::pair<VertexId, VertexId>> accumulate;      ///< bwd add -> fwd value whose gradient it sums
  std::vector<std::pair<VertexId, VertexId>> grads;           ///< fwd leaf -> bwd node, fwd order
  std::vector<std::pair<VertexId, VertexId>> seed;            ///< bwd seed op -> fwd loss op
  std::vector<std::pair<VertexId, VertexId>> recomputed;      ///< bwd op -> fwd op it recomputes (also in grad_of)
  /// How each answer was obtained: "joint" (composition of the two exact
  /// matches), "template" (a derivative template explains it), "structure"
  /// (data flow / the partitioner's layout decides it alone), "position"
  /// (picked among several by order or alignment cost: see the alternatives).
  /// Tables by vertex (vertex_map.hpp): a map's interface, stored flat.
  VertexMap<std::string> grad_of_how;                         ///< by bwd op
  VertexMap<std::vector<VertexId>> grad_of_alternatives;      ///< bwd op -> other fwd ops
  VertexMap<std::string> grads_how;                           ///< by fwd leaf
  std::vector<MemoryEntry> memory;                            ///< by bytes, largest first
  std::vector<Unrelated> unrelated;
  bool used_joint = false;
};

/// Relates `bwd` to `fwd` (see the design note). `joint` may be null.
RelateResult relate(const Graph& fwd, const Graph& bwd, const Graph* joint, const RuleSet& rules,
                    const DerivativeRules& derivatives, const RelateOptions& options = {});

}  // namespace fxmatch
