// VertexMap: a value per vertex, for answers that most vertices of a graph
// get (relate's `how` of every backward op, the alternatives of some).
//
// Design note. A std::map keyed by vertex puts each entry in its own heap
// node; reading a million of them in vertex order is a pointer chase over
// scattered pages, and at that size the chase, not the work, set the time of
// relate's writers (README, issue 14: 120 ns an entry at 1M nodes, 17 ns at
// 100k). Vertex ids are dense, so the table is a vector indexed by vertex
// plus one byte per vertex saying whether it holds a value: an entry is read
// where it lies, and a walk in vertex order reads memory in order.
// The interface is the part of std::map's that relate and its users need,
// with the same meaning (operator[] inserts a default value, iteration goes
// in vertex order, at() throws for a vertex with no value), and get(v): the
// value's address or nullptr, the one lookup the writers make.
#pragma once

#include "fxmatch/engine/graph.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <stdexcept>
#include <type_traits>
#include <vector>

namespace fxmatch {

template <class T>
class VertexMap {
  template <bool Const>
  class Iter;

 public:
  using iterator = Iter<false>;
  using const_iterator = Iter<true>;

  /// The value of v, inserted (default-constructed) when v has none.
  T& operator[](VertexId v) {
    if (v >= has_.size()) grow(v);
    if (!has_[v]) has_[v] = 1, ++count_;
    return values_[v];
  }
  /// The value of v, or nullptr.
  const T* get(VertexId v) const { return v < has_.size() && has_[v] ? &values_[v] : nullptr; }
  T* get(VertexId v) { return v < has_.size() && has_[v] ? &values_[v] : nullptr; }
  bool contains(VertexId v) const { return get(v) != nullptr; }
  std::size_t count(VertexId v) const { return contains(v) ? 1 : 0; }
  const T& at(VertexId v) const {
    if (const T* x = get(v)) return *x;
    throw std::out_of_range("VertexMap::at: vertex has no value");
  }
  T& at(VertexId v) { return const_cast<T&>(static_cast<const VertexMap&>(*this).at(v)); }
  /// Removes v's value (1) or nothing (0).
  std::size_t erase(VertexId v) {
    if (!contains(v)) return 0;
    has_[v] = 0, --count_;
    values_[v] = T{};
    return 1;
  }
  std::size_t size() const { return count_; }
  bool empty() const { return count_ == 0; }
  void clear() {
    values_.clear(), has_.clear();
    count_ = 0;
  }

  iterator begin() { return {this, next(0)}; }
  iterator end() { return {this, has_.size()}; }
  const_iterator begin() const { return {this, next(0)}; }
  const_iterator end() const { return {this, has_.size()}; }
  iterator find(VertexId v) { return {this, contains(v) ? v : has_.size()}; }
  const_iterator find(VertexId v) const { return {this, contains(v) ? v : has_.size()}; }

 private:
  void grow(VertexId v) {
    // doubling: a graph's answers are set in no particular vertex order
    const std::size_t n = std::max<std::size_t>(v + 1, 2 * has_.size());
    values_.resize(n), has_.resize(n, 0);
  }
  std::size_t next(std::size_t v) const {
    while (v < has_.size() && !has_[v]) ++v;
    return v;
  }

  /// Iterates over the vertices holding a value, in vertex order; an entry
  /// is {first = vertex, second = value&}, as a std::map's pair.
  template <bool Const>
  class Iter {
    using Map = std::conditional_t<Const, const VertexMap, VertexMap>;
    using Value = std::conditional_t<Const, const T, T>;

   public:
    struct Entry {
      VertexId first;
      Value& second;
    };
    struct Arrow {
      Entry e;
      const Entry* operator->() const { return &e; }
    };
    using iterator_category = std::forward_iterator_tag;
    using value_type = Entry;
    using difference_type = std::ptrdiff_t;
    using reference = Entry;
    using pointer = Arrow;

    Iter() = default;
    Iter(Map* m, std::size_t v) : m_(m), v_(v) {}
    Entry operator*() const { return {static_cast<VertexId>(v_), m_->values_[v_]}; }
    Arrow operator->() const { return {**this}; }
    Iter& operator++() {
      v_ = m_->next(v_ + 1);
      return *this;
    }
    Iter operator++(int) {
      Iter old = *this;
      ++*this;
      return old;
    }
    bool operator==(const Iter& o) const { return v_ == o.v_; }

   private:
    Map* m_ = nullptr;
    std::size_t v_ = 0;
  };

  std::vector<T> values_;
  std::vector<std::uint8_t> has_;
  std::size_t count_ = 0;
};

}  // namespace fxmatch
