// Private: the search form of a parsed graph (Glasgow's InputGraph vs
// HomomorphismModel split). Built once per match from a Graph and a RuleSet.
//
//  - Transparent nodes (detach, alias, ...) and the output node are not model
//    nodes; a transparent vertex resolves to its source's model node.
//  - Pure op nodes with the same label and the same producers are one model
//    node (value numbering), whose members are listed in program order,
//    unless an in-place op wrote into those producers (or a view of them)
//    between the two reads.
//  - Labels are interned in a LabelTable shared by pattern and target so that
//    equal ids mean equal operator signatures. A label string is built once
//    per distinct (op, non-tensor arguments, context), not per node
//    (search_memo.hpp); node references count by position, never by name.
//  - A strided view labelled by its block of its root (layout_root) keeps the
//    label its op and arguments give it as `plain_label`: labels_compatible()
//    compares plain labels where only one side has a layout (without shapes
//    a root's layout is known only where arguments state it), layouts where
//    both do.
//  - Layout: one array per field (struct of arrays); producers and consumers
//    are flat CSR arrays (FlatLists), so a model node owns no heap block.
#pragma once

#include "fxmatch/engine/graph.hpp"
#include "fxmatch/rules/rules.hpp"

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace fxmatch::detail {

using ModelId = std::uint32_t;
inline constexpr ModelId kNone = static_cast<ModelId>(-1);

/// dtype + shape with symbolic dims spelled "?"; `known` false when the dump
/// has no annotation (then it is compatible with anything).
struct MetaKey {
  bool known = false;
  std::string dtype;
  std::vector<std::string> dims;
};
/// Same dtype and dims ("?" matches any dim); with `ignore_size1`, size-1 dims
/// are dropped first (one capture's RNN step [1, 2, 8] is the other's [2, 8]).
bool compatible(const MetaKey& a, const MetaKey& b, bool ignore_size1);
std::string to_string(const MetaKey& m);

/// What the rules say about one op target, looked up once per distinct target.
struct OpInfo {
  OpClass op_class = OpClass::Normal;
  bool commutative = false;
  bool impure = false;
  bool inplace = false;   ///< writes into its first tensor argument (name ends in '_')
  bool aliasing = false;  ///< result may share memory with its first tensor argument
  bool fresh_layout = false;  ///< result is a new tensor, not a view (rules: fresh_layout)
  LabelArgs label_args = LabelArgs::All;
  const IgnoredArgs* ignored = nullptr;
  const ArgDefaults* defaults = nullptr;  ///< trailing positional defaults (rules: defaults)
  std::string canonical;                 ///< canonical op name
  std::optional<std::string> forced_args;
  /// The unconditional `equivalent` entry behind canonical/forced_args (its
  /// operand layout moves producers into the `as` op's slots).
  const Equivalence* equivalence = nullptr;
  /// `equivalent` entries with a `when` condition, tried per call first.
  std::vector<const Equivalence*> conditional;
  /// Slicing op: bounds normalised in the label (rules: slice_bounds).
  const SliceBounds* bounds = nullptr;
  /// Strided view: labelled by its layout where the base's shape is known (rules: view_layout).
  const ViewLayout* layout = nullptr;
  /// Result's layout stated by its arguments, for graphs without shapes (rules: stated_layout).
  const StatedLayout* stated = nullptr;
};

/// Interns operator signatures (canonical op + significant arguments), op
/// targets and tensor metadata for one match, so that equal ids mean equal
/// values on both sides; caches rule lookups per op target.
class LabelTable {
  /// Lookups by std::string_view (node targets are SharedText): no temporary string.
  struct TextHash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const noexcept { return std::hash<std::string_view>{}(s); }
  };
  template <class V>
  using TextMap = std::unordered_map<std::string, V, TextHash, std::equal_to<>>;

 public:
  std::uint32_t intern(std::string_view s) { return intern_in(s, ids_, names_); }
  const std::string& name(std::uint32_t id) const { return names_[id]; }
  /// Labels interned so far: every label id is below it.
  std::size_t label_count() const { return names_.size(); }
  std::uint32_t intern_op(std::string_view s) { return intern_in(s, op_ids_, op_names_); }
  std::uint32_t intern_meta(MetaKey m);
  const MetaKey& meta(std::uint32_t id) const { return metas_[id]; }
  /// compatible(meta(a), meta(b), size-1 dims ignored or not), memoised.
  bool metas_compatible(std::uint32_t a, std::uint32_t b) const;
  /// Whether shapes are compared with size-1 dims dropped: set once per match,
  /// before the search, from captures_differ_in_size1.
  void ignore_size1_dims(bool on);
  bool size1_dims_ignored() const { return size1_ignored_; }
  const OpInfo& op_info(std::string_view target, const RuleSet& rules);

 private:
  static std::uint32_t intern_in(std::string_view s, TextMap<std::uint32_t>& ids, std::vector<std::string>& names) {
    // find first: emplace would copy the key (an allocation) even when present.
    if (auto it = ids.find(s); it != ids.end()) return it->second;
    const auto id = static_cast<std::uint32_t>(names.size());
    ids.emplace(std::string(s), id);
    names.emplace_back(s);
    return id;
  }
  TextMap<std::uint32_t> ids_, op_ids_, meta_ids_;
  std::vector<std::string> names_, op_names_;
  std::vector<MetaKey> metas_;
  mutable std::unordered_map<std::uint64_t, bool> compat_;
  bool size1_ignored_ = false;
  TextMap<OpInfo> ops_;
};

enum class ModelKind : std::uint8_t { Leaf, Op };

/// One list of T per model node, all in one flat array (CSR): no heap block
/// per node. `lists[i]` is a span, so it reads like a vector of vectors.
template <class T>
class FlatLists {
 public:
  std::size_t size() const { return offsets_.size() - 1; }
  std::span<const T> operator[](std::size_t i) const {
    return {items_.data() + offsets_[i], static_cast<std::size_t>(offsets_[i + 1] - offsets_[i])};
  }
  void reserve(std::size_t lists, std::size_t items) {
    offsets_.reserve(lists + 1);
    items_.reserve(items);
  }
  /// Appends the next list (build time).
  void push_back(std::span<const T> list) {
    items_.insert(items_.end(), list.begin(), list.end());
    offsets_.push_back(static_cast<std::uint32_t>(items_.size()));
  }
  /// Sizes all lists at once (build time); then fill them through slot().
  void assign_sizes(std::span<const std::uint32_t> sizes) {
    offsets_.assign(1, 0);
    offsets_.reserve(sizes.size() + 1);
    for (std::uint32_t n : sizes) offsets_.push_back(offsets_.back() + n);
    items_.assign(offsets_.back(), T{});
  }
  T& slot(std::size_t i, std::size_t k) { return items_[offsets_[i] + k]; }

 private:
  std::vector<std::uint32_t> offsets_{0};
  std::vector<T> items_;
};

struct SearchModel {
  const Graph* graph = nullptr;
  /// Graph vertex -> model node (kNone for the output node).
  std::vector<ModelId> of_vertex;
  /// Graph vertex is contracted away (transparent op).
  std::vector<bool> contracted;

  // Per model node:
  std::vector<VertexId> vertex;                     ///< representative (first member)
  /// Value-numbered duplicates in program order, for the classes that have
  /// more than their representative (few do: a sparse map, not 24 bytes per
  /// model node). Use members_of().
  std::unordered_map<ModelId, std::vector<VertexId>> members;
  std::vector<ModelKind> kind;
  std::vector<std::uint32_t> label;                 ///< interned op signature (Leaf: kind tag)
  /// The signature its op and arguments give it: `label` itself except for a
  /// view by layout (layout_root != kNone), whose label is its block.
  std::vector<std::uint32_t> plain_label;
  std::vector<std::uint32_t> meta;                  ///< interned MetaKey (table->meta(id))
  std::vector<bool> view_like;                      ///< may be skipped when the other graph lacks it
  std::vector<bool> maybe_view;                     ///< view-like only perhaps (a reduction over size-1 dims)
  /// Strided view labelled by its block of the root of its chain of strided
  /// views (view_layout.hpp): that root; kNone for every other node.
  std::vector<ModelId> layout_root;
  std::vector<bool> commutative;
  std::vector<std::uint32_t> raw_op;                ///< interned target as written (exact-twin preference)
  FlatLists<ModelId> producers;                     ///< by slot
  FlatLists<std::pair<ModelId, int>> consumers;     ///< (consumer, slot), sorted

  const LabelTable* table = nullptr;                ///< shared by both sides of a match

  std::size_t size() const { return vertex.size(); }
  std::span<const VertexId> members_of(ModelId c) const {
    const auto it = members.find(c);
    return it == members.end() ? std::span<const VertexId>(&vertex[c], 1) : std::span<const VertexId>(it->second);
  }
  /// A view labelled by its layout, whose plain label differs: target ops
  /// like it are indexed under both (Matcher's by_label_).
  bool has_plain_label(ModelId id) const { return layout_root[id] != kNone && plain_label[id] != label[id]; }
  /// Same label and compatible metas. A view labelled by layout on one side
  /// only (the other cannot tell its root's layout: no shape, no stated
  /// layout) is compared by what both sides show, the plain labels.
  bool labels_compatible(ModelId a, const SearchModel& other, ModelId b) const {
    if (label[a] != other.label[b] &&
        ((layout_root[a] == kNone) == (other.layout_root[b] == kNone) || plain_label[a] != other.plain_label[b]))
      return false;
    return table->metas_compatible(meta[a], other.meta[b]);
  }
};

/// Labels compare full shapes unless the two captures differ in size-1 dims:
/// true when some pattern op finds a target op with its label only once
/// size-1 dims are dropped (Dynamo's RNN step [1, 2, 8] where make_fx has
/// [2, 8]). Within one capture every op has its exact shape in the other
/// graph, so i64[8, 1] and i64[8] stay different labels.
bool captures_differ_in_size1(const SearchModel& pattern, const SearchModel& target);

/// True when the graph's op nodes carry dtype/shape annotations.
bool is_annotated(const Graph& g);

/// Builds the search model. `value_number` merges duplicate pure computations.
/// `shaped` says whether BOTH graphs of the match are annotated: labels must
/// be computed the same way on both sides, so size arguments are dropped
/// from view-like labels only when both sides have shapes to compare instead.
SearchModel build_search_model(const Graph& g, const RuleSet& rules, LabelTable& labels, bool value_number,
                               bool shaped);

}  // namespace fxmatch::detail
