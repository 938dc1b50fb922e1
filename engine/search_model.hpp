// Private: the search form of a parsed graph (Glasgow's InputGraph vs
// HomomorphismModel split). Built once per match from a Graph and a RuleSet.
//
//  - Transparent nodes (detach, alias, ...) and the output node are not model
//    nodes; a transparent vertex resolves to its source's model node.
//  - Pure op nodes with the same label and the same producers are one model
//    node (value numbering), whose members are listed in program order.
//  - Labels are interned in a LabelTable shared by pattern and target so that
//    equal ids mean equal operator signatures.
#pragma once

#include "fxmatch/engine/graph.hpp"
#include "fxmatch/rules/rules.hpp"

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace fxmatch::detail {

using ModelId = std::uint32_t;
inline constexpr ModelId kNone = static_cast<ModelId>(-1);

/// Interns operator signatures (canonical op + significant arguments).
class LabelTable {
 public:
  std::uint32_t intern(const std::string& s) {
    auto [it, inserted] = ids_.emplace(s, static_cast<std::uint32_t>(names_.size()));
    if (inserted) names_.push_back(s);
    return it->second;
  }
  const std::string& name(std::uint32_t id) const { return names_[id]; }

 private:
  std::unordered_map<std::string, std::uint32_t> ids_;
  std::vector<std::string> names_;
};

/// dtype + shape with symbolic dims spelled "?"; `known` false when the dump
/// has no annotation (then it is compatible with anything).
struct MetaKey {
  bool known = false;
  std::string dtype;
  std::vector<std::string> dims;
};
bool compatible(const MetaKey& a, const MetaKey& b);
std::string to_string(const MetaKey& m);

enum class ModelKind : std::uint8_t { Leaf, Op };

struct SearchModel {
  const Graph* graph = nullptr;
  /// Graph vertex -> model node (kNone for the output node).
  std::vector<ModelId> of_vertex;
  /// Graph vertex is contracted away (transparent op).
  std::vector<bool> contracted;

  // Per model node:
  std::vector<VertexId> vertex;                     ///< representative (first member)
  std::vector<std::vector<VertexId>> members;       ///< value-numbered duplicates, program order
  std::vector<ModelKind> kind;
  std::vector<std::uint32_t> label;                 ///< interned op signature (Leaf: kind tag)
  std::vector<MetaKey> meta;
  std::vector<bool> view_like;
  std::vector<bool> commutative;
  std::vector<std::string> raw_op;                  ///< target as written (for exact-twin preference)
  std::vector<std::vector<ModelId>> producers;      ///< by slot
  std::vector<std::vector<std::pair<ModelId, int>>> consumers;  ///< (consumer, slot), sorted

  std::size_t size() const { return vertex.size(); }
  bool labels_compatible(ModelId a, const SearchModel& other, ModelId b) const {
    return label[a] == other.label[b] && compatible(meta[a], other.meta[b]);
  }
};

/// True when the graph's op nodes carry dtype/shape annotations.
bool is_annotated(const Graph& g);

/// Builds the search model. `value_number` merges duplicate pure computations.
/// `shaped` says whether BOTH graphs of the match are annotated: labels must
/// be computed the same way on both sides, so size arguments are dropped
/// from view-like labels only when both sides have shapes to compare instead.
SearchModel build_search_model(const Graph& g, const RuleSet& rules, LabelTable& labels, bool value_number,
                               bool shaped);

}  // namespace fxmatch::detail
