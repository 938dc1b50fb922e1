// Operator rules: which ops are transparent, view-like, equivalent,
// commutative, impure, and which non-tensor arguments belong to an op's label.
//
// Design note (RE2::Set style): a RuleSet is built by adding rule files in
// order (later files override earlier ones: an op named in a later file's
// list is taken out of any other list it was in), then compiled; the
// compiled set is immutable and safe to share between threads.
//
// File format: YAML (rules/default.yaml is the documented default). Op names
// are FX targets without the "torch.ops." prefix; a '*' matches any run of
// characters, so "npu.*" covers every custom op in the npu namespace.
#pragma once

#include "fxmatch/engine/diagnostic.hpp"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fxmatch {

/// What a rule says about one operator.
enum class OpClass : std::uint8_t {
  Normal,       ///< matched by label
  Transparent,  ///< identity (detach, alias): contracted in both graphs
  ViewLike,     ///< matched normally; skipped when only one graph has it
  /// A reduction that is the identity when every dim it reduces has size 1
  /// (sum over a kept size-1 dim): view-like when the shapes show it, or
  /// when the dump has no shapes to tell.
  ViewLikeWhenSize1,
};

/// One condition of an `equivalent` entry's `when`: integer argument `lhs`
/// equals argument `rhs` plus `offset` (or just `offset` when rhs < 0).
struct ArgCondition {
  int lhs = 0;
  int rhs = -1;
  long long offset = 0;
};

/// One `equivalent` entry: `op` is matched as `as` (with `args` as its
/// non-tensor arguments when given). `args` may name the op's own positional
/// arguments as `{i}`; an entry with `when` applies only to calls whose
/// integer arguments satisfy every condition ("{3} == {2} + 1": a slice of
/// length one is a select).
///
/// Operand-mapped entries: `$k` in `args` is the op's own k-th tensor operand
/// and `_` a tensor operand of `as` that the op lacks, so a decomposition that
/// moves the operand can be said once ("upsample_nearest2d_backward(g, ...)
/// is _unsafe_index_put(_, [None, None, _, _], $0, True)"). The loader
/// rewrites both to `$` in `args` and records the layout in `operands`.
struct Equivalence {
  std::string op;
  std::string as;
  std::optional<std::string> args;  ///< replacement argument list, `$` for a tensor: "$, [1, 0]"
  std::vector<ArgCondition> when;   ///< all must hold; empty = always
  /// Per tensor slot of `as` (in argument order): which own tensor operand
  /// fills it (-1: none, an operand only `as` has). Empty: in order.
  std::vector<int> operands;
};

/// Arguments left out of an op's label (e.g. the output mask of a fused
/// backward op: a fine-tuning graph asks for fewer gradients).
struct IgnoredArgs {
  std::string op;
  std::vector<int> positions;         ///< 0-based positional indices
  std::vector<std::string> keywords;  ///< keyword names
};

/// Argument positions of a slicing op's dim, start and end, normalised in its
/// label against the shape of its first tensor argument: `-3`, `9`, `None`
/// and INT64_MAX are one bound where the shape shows they mean the same.
struct SliceBounds {
  std::string op;
  int dim = 1, start = 2, end = 3;
};

/// A strided view op's argument roles (positions; -1 when it has no such
/// argument). Where the graph is annotated, the view's label is its layout
/// relative to its base (sizes, strides and offset, computed from the base's
/// shape as if contiguous), so `select(x, 1, 0)`, `slice(x, 1, 0, 1)`,
/// `narrow(x, 1, 0, 1)` and `as_strided(x, [2, 6], [60, 1], 0)` of a
/// contiguous x: f32[2, 10, 6] are one value. One of the forms
/// {dim, index}, {dim, start, end[, step]}, {dim, start, length},
/// {size, stride[, offset]}.
struct ViewLayout {
  std::string op;
  int dim = -1, index = -1, start = -1, end = -1, step = -1, length = -1, size = -1, stride = -1, offset = -1;
};

/// An op whose result's layout its arguments state, for graphs without
/// shapes (rules: `stated_layout`): a factory's `size` (and `stride`)
/// argument positions, or `like`, the tensor operand whose layout the result
/// has (a copy into it). A strided view of such a result has a layout label
/// in dumps without annotations too (ViewLayout).
struct StatedLayout {
  std::string op;
  int size = -1, stride = -1, like = -1;
};

/// Default values of an op's trailing positional parameters (rules:
/// `defaults_file`; rules/schemas.txt is generated from PyTorch's op schemas
/// by scripts/gen_schemas.py): parameters `first`, `first + 1`, ... default to
/// `values`, spelled as FX prints them. A label leaves out trailing arguments
/// equal to their defaults, so a call that spells them and one that leaves
/// them out are one label.
struct ArgDefaults {
  int first = 0;
  std::vector<std::string> names;
  std::vector<std::string> values;
};

/// Which non-tensor arguments take part in an op's label.
enum class LabelArgs : std::uint8_t { All, None, NoneWhenShaped };

class RuleSet {
 public:
  /// The rules installed with the tool (rules/default.yaml), or a diagnostic
  /// when that file cannot be found/read. Looks in $FXMATCH_RULES_DIR, the
  /// install prefix, then the source tree.
  static Expected<RuleSet> load_default();
  /// Parses a YAML rules text (`file` for diagnostics only).
  static Expected<RuleSet> parse(std::string_view text, std::string_view file);
  /// Reads and parses a file.
  static Expected<RuleSet> load_file(const std::string& path);

  /// Adds `other` on top of this set (its entries override).
  void merge(const RuleSet& other);

  OpClass op_class(std::string_view op) const;
  bool is_commutative(std::string_view op) const;
  bool is_impure(std::string_view op) const;  ///< never value-numbered (random, in-place, empty)
  /// The result may share memory with the first tensor argument (view-like
  /// ops and the `aliasing` list): an in-place write through it changes that
  /// argument's later value.
  bool is_aliasing(std::string_view op) const;
  /// The result is a new tensor in the contiguous layout, though the op may be
  /// view-like for matching (functional *_scatter): a strided view of
  /// it counts its strides and offset from zero (rules: fresh_layout).
  bool is_fresh_layout(std::string_view op) const;
  LabelArgs label_args(std::string_view op) const;
  /// Arguments never part of the label of `op` (nullptr if none).
  const IgnoredArgs* ignored_args(std::string_view op) const;
  /// Defaults of the trailing positional parameters of `op` (exact FX target,
  /// "aten._embedding_bag.default"; nullptr if none are known).
  const ArgDefaults* arg_defaults(std::string_view op) const;
  /// Bound positions of a slicing op (nullptr if `op` is not one).
  const SliceBounds* slice_bounds(std::string_view op) const;
  /// Argument roles of a strided view op (nullptr if `op` is not one).
  const ViewLayout* view_layout(std::string_view op) const;
  /// How `op`'s arguments state its result's layout (nullptr if they do not).
  const StatedLayout* stated_layout(std::string_view op) const;
  /// The op as it is matched (after in-place -> functional and equivalences),
  /// and the canonical args replacing the real ones if the equivalence gives them.
  std::pair<std::string, std::optional<std::string>> canonical_op(std::string_view op) const;
  /// Equivalences with a `when` condition that may apply to `op`, later
  /// files first; checked per call before canonical_op's unconditional answer.
  std::vector<const Equivalence*> conditional_equivalences(std::string_view op) const;
  /// The unconditional `equivalent` entry canonical_op applies to `op` (nullptr if none).
  const Equivalence* unconditional_equivalence(std::string_view op) const;

  /// Where the rules came from (file names, in order).
  const std::vector<std::string>& sources() const { return sources_; }

 private:
  struct Entry {
    std::string pattern;
    std::string list;  ///< "transparent", "view_like", "commutative", "impure", "label_args:none", ...
  };
  const Entry* find(std::string_view list_prefix, std::string_view op) const;
  /// `op` with an in-place name turned functional (add_ -> add) when enabled.
  std::string matched_name(std::string_view op) const;

  std::vector<Entry> entries_;  ///< later entries win
  std::vector<Equivalence> equivalences_;
  std::vector<IgnoredArgs> ignored_;
  std::vector<SliceBounds> slice_bounds_;
  std::vector<ViewLayout> view_layouts_;
  std::vector<StatedLayout> stated_layouts_;
  std::map<std::string, ArgDefaults, std::less<>> defaults_;  ///< exact op names; later files win
  bool inplace_as_functional_ = true;
  std::vector<std::string> sources_;
};

/// The installed rules file `name` ("default.yaml", "derivatives.yaml"):
/// looks in $FXMATCH_RULES_DIR, the install prefix, then the source tree.
std::optional<std::string> find_rules_file(std::string_view name);

/// Whole contents of a rules file, or a "cannot open rules file" diagnostic.
Expected<std::string> read_rules_file(const std::string& path);

/// Glob match with '*' only.
bool glob_match(std::string_view pattern, std::string_view text);

}  // namespace fxmatch
