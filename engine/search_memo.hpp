// Private: the memo tables build_search_model (search_model.cpp) keeps for
// one graph, so that the work per node is a few probes of small tables
// instead of building and hashing strings.
//
// Design note. A million-node dump has a few hundred distinct op targets and
// annotations, and every node with the same one shares one SharedText /
// SharedMeta copy: PtrIndex numbers them by address (one probe per node; a
// graph whose equal texts are not shared just gets more entries, with the
// same answers). A node's label is a function of its op's rules, its
// non-tensor arguments and a little context (whether shapes are compared,
// the input's annotation for slice bounds, the producing op of a getitem):
// LabelMemo keys it on exactly those, comparing arguments by kind and
// spelling and node references by position only, never by name, so the
// label string is built and interned once per distinct key, not per node.
#pragma once

#include "search_model.hpp"

#include <cstdint>
#include <string_view>
#include <vector>

namespace fxmatch::detail {

/// Open addressing map from a non-null pointer to a 32-bit number (kNone
/// until the caller sets it). Grows; load at most 1/2.
class PtrIndex {
 public:
  /// The value slot of `key`; `fresh` is true when the key was just added.
  std::uint32_t& at(const void* key, bool& fresh);

 private:
  void grow();
  std::vector<const void*> keys_;
  std::vector<std::uint32_t> vals_;
  std::size_t used_ = 0, mask_ = 0;
};

/// A 64-bit hash of a text (word at a time; not for untrusted collision
/// resistance: callers compare the texts on a hit).
std::uint64_t text_hash(std::string_view s);

/// What a label depends on besides the node's arguments.
struct LabelContext {
  const OpInfo* info = nullptr;    ///< the op target's rules (one OpInfo per distinct target)
  const OpInfo* source = nullptr;  ///< getitem: the producing call's rules (else nullptr)
  std::uint32_t input_meta = kNone;  ///< slice bounds: the first operand's interned meta
  std::uint32_t flags = 0;         ///< shapes compared, getitem, the producer's NodeKind
  bool operator==(const LabelContext&) const = default;
};

/// Labels (interned id and the equivalence applied) memoised per distinct
/// (context, arguments).
class LabelMemo {
 public:
  struct Label {
    std::uint32_t id = 0;
    const Equivalence* applied = nullptr;
  };
  /// The memoised label of `n` in `c`, or nullptr; `hash` is set for add().
  /// `hint` (kNone at first; the caller keeps one per op target) is the
  /// entry tried first, without hashing: nodes of one op mostly repeat the
  /// same arguments. It is set to the entry found or added.
  const Label* find(const Node& n, const LabelContext& c, std::uint32_t& hint, std::uint64_t& hash) const;
  /// Records `label` for `n` in `c` (`hash` from find(); `n` outlives the memo).
  void add(const Node& n, const LabelContext& c, std::uint64_t hash, Label label, std::uint32_t& hint);

 private:
  struct Entry {
    std::uint64_t hash;
    const Node* node;
    LabelContext ctx;
    Label label;
  };
  void grow();
  std::vector<Entry> entries_;
  std::vector<std::uint32_t> slots_;  // entry index + 1; 0: empty
  std::size_t mask_ = 0;
};

/// Value numbering's candidates: the classes that may equal a new node,
/// found by its hash `key` (verified field by field by the caller).
///
/// A class can only equal a node with the same operands, so it is kept on a
/// chain of its first operand (the anchor): that operand was numbered
/// recently as a rule, and its chain and the candidates' keys are in cache,
/// where a probe of one hash table sized for the graph was a cache miss per
/// node (32 MB for a million nodes). A node without operands, or whose
/// anchor already has kHubChain classes on its chain (a value read first by
/// many distinct ops), goes to one global table instead; the anchor's chain
/// moves there whole, so each class is on exactly one chain and a lookup
/// sees every candidate. Chains are newest first.
class ValueIndex {
 public:
  explicit ValueIndex(std::size_t n) : n_(n), head_(n, kNone), next_(n, kNone), key_(n), count_(n, 0) {}
  /// Calls equal(c) on each class that may equal a new node with `key`
  /// anchored on `anchor` (kNone: none), until one returns true; returns
  /// that class, or kNone.
  template <class Equal>
  ModelId find(std::uint64_t key, ModelId anchor, Equal&& equal) {
    for (ModelId c = first(key, anchor); c != kNone; c = next_[c])
      if (key_[c] == key && equal(c)) return c;
    return kNone;
  }
  /// Records new class `c` (classes are numbered 0, 1, ... in order).
  void add(ModelId c, std::uint64_t key, ModelId anchor);

  static constexpr std::uint32_t kHubChain = 16;

 private:
  bool anchored(ModelId anchor) const { return anchor != kNone && count_[anchor] <= kHubChain; }
  ModelId first(std::uint64_t key, ModelId anchor);
  ModelId& global(std::uint64_t key);  // the newest class of key's global chain
  void push_global(ModelId c);         // c (its key_ set) becomes the newest of its global chain

  std::size_t n_;
  std::vector<ModelId> head_;         // anchor -> newest class on its chain
  std::vector<ModelId> next_;         // class -> older class on its chain
  std::vector<std::uint64_t> key_;    // class -> its hash
  std::vector<std::uint8_t> count_;   // anchor -> classes on its chain (kHubChain + 1: moved to the global table)
  // The global table (allocated on first use): open addressing, linear
  // probing, the key's high half as a tag (two keys with one tag share a
  // chain: harmless, keys are compared).
  struct Slot {
    std::uint32_t tag;
    ModelId val;
  };
  std::vector<Slot> slots_;
  std::size_t mask_ = 0;
};

}  // namespace fxmatch::detail
