// fxmatch graph model: the per-vertex edge container of the Boost graph.
//
// Design note. Boost's adjacency_list keeps two edge lists per vertex (out-
// and in-edges of a bidirectional graph). With the stock vecS selector each is
// a std::vector (24 bytes) whose first edge costs a heap block; a parsed FX
// graph has one or two edges per direction for almost every node, so those
// blocks were two of the parser's malloc/free pairs per node and about 64
// bytes of heap. EdgeVec<T> is a vector of trivially copyable T (Boost's
// stored edge, 24 bytes) in 32 bytes that holds one item inline and moves to
// one heap block from the second on, or to blocks of the graph's Arena, which
// the vector never frees (arena_vector.hpp): Graph::add_node gives a new
// vertex's in-edges, which it knows all at once, one exact block, and grows a
// producer's full out-edge list in the arena by doubling (make_room_in), so a
// parsed graph's edge lists hold no heap block to allocate or free. `edge_vecS` selects it for
// adjacency_list (container_gen, parallel_edge_traits and the container
// traits Boost's push/erase dispatch on are declared here; graph.hpp
// specializes graph_detail::find for boost::edge), so the graph is still a
// Boost adjacency list with the same algorithms and descriptors.
#pragma once

#include <boost/graph/adjacency_list.hpp>
#include <boost/pending/container_traits.hpp>

#include "fxmatch/engine/arena_vector.hpp"

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <new>
#include <stdexcept>
#include <type_traits>
#include <utility>

namespace fxmatch {

/// A vector of trivially copyable items with room for one inline (32 bytes
/// for Boost's 24-byte stored edge). Iterators are pointers; growing
/// invalidates them, like std::vector's.
template <class T>
class EdgeVec {
 public:
  using value_type = T;
  using size_type = std::size_t;
  using difference_type = std::ptrdiff_t;
  using reference = T&;
  using const_reference = const T&;
  using pointer = T*;
  using const_pointer = const T*;
  using iterator = T*;
  using const_iterator = const T*;

  EdgeVec() noexcept = default;
  EdgeVec(const EdgeVec& o) { assign(o.begin(), o.size()); }
  EdgeVec(EdgeVec&& o) noexcept { steal(o); }
  EdgeVec& operator=(const EdgeVec& o) {
    if (this != &o) {
      EdgeVec t(o);
      *this = std::move(t);
    }
    return *this;
  }
  EdgeVec& operator=(EdgeVec&& o) noexcept {
    if (this != &o) {
      free_heap();
      steal(o);
    }
    return *this;
  }
  ~EdgeVec() { free_heap(); }

  T* data() noexcept { return on_heap() ? heap() : reinterpret_cast<T*>(buf_); }
  const T* data() const noexcept { return on_heap() ? heap() : reinterpret_cast<const T*>(buf_); }
  iterator begin() noexcept { return data(); }
  iterator end() noexcept { return data() + size_; }
  const_iterator begin() const noexcept { return data(); }
  const_iterator end() const noexcept { return data() + size_; }
  const_iterator cbegin() const noexcept { return begin(); }
  const_iterator cend() const noexcept { return end(); }
  size_type size() const noexcept { return size_; }
  size_type capacity() const noexcept { return cap_; }
  bool empty() const noexcept { return size_ == 0; }
  T& operator[](size_type i) noexcept { return data()[i]; }
  const T& operator[](size_type i) const noexcept { return data()[i]; }
  T& front() noexcept { return data()[0]; }
  const T& front() const noexcept { return data()[0]; }
  T& back() noexcept { return data()[size_ - 1]; }
  const T& back() const noexcept { return data()[size_ - 1]; }

  void reserve(size_type n) {
    if (n > cap_) grow_to(n);
  }
  /// Room for `n` items in one block of `arena` (freed with the arena, never
  /// by this vector). Precondition: empty, n >= 2.
  void reserve_in(Arena& arena, size_type n) {
    checked(n);
    free_heap();
    set_heap(static_cast<T*>(arena.allocate(n * sizeof(T))));
    cap_ = static_cast<std::uint32_t>(n);
    in_arena_ = true;
  }
  /// Room for one more item: a full vector moves to a block of `arena` twice
  /// its size (a heap block is freed, an arena block stays with the arena), so
  /// the next push_back allocates nothing.
  void make_room_in(Arena& arena) {
    if (size_ < cap_) return;
    const size_type n = checked(grown());
    move_to(static_cast<T*>(arena.allocate(n * sizeof(T))), n, /*in_arena=*/true);
  }
  void push_back(const T& t) {
    if (size_ == cap_) {
      const T copy = t;  // t may be an item of this vector
      grow_to(grown());
      data()[size_++] = copy;
      return;
    }
    data()[size_++] = t;
  }
  template <class... A>
  T& emplace_back(A&&... a) {
    push_back(T(std::forward<A>(a)...));
    return back();
  }
  void pop_back() noexcept { --size_; }
  void clear() noexcept { size_ = 0; }
  iterator erase(const_iterator pos) { return erase(pos, pos + 1); }
  iterator erase(const_iterator first, const_iterator last) {
    T* p = data();
    const auto b = static_cast<size_type>(first - p), e = static_cast<size_type>(last - p);
    if (b != e) std::memmove(static_cast<void*>(p + b), p + e, (size_ - e) * sizeof(T));
    size_ -= static_cast<std::uint32_t>(e - b);
    return p + b;
  }
  void swap(EdgeVec& o) noexcept {
    EdgeVec t(std::move(o));
    o = std::move(*this);
    *this = std::move(t);
  }

 private:
  static_assert(std::is_trivially_copyable_v<T>, "EdgeVec: items are copied as bytes");
  static_assert(sizeof(T) >= sizeof(T*), "EdgeVec: the inline slot holds the heap pointer");
  static constexpr size_type kMax = 0x7FFFFFFFu;  // cap_ has 31 bits

  bool on_heap() const noexcept { return cap_ > 1; }
  T* heap() const noexcept {
    T* p;
    std::memcpy(&p, buf_, sizeof p);
    return p;
  }
  void set_heap(T* p) noexcept { std::memcpy(buf_, &p, sizeof p); }
  void free_heap() noexcept {
    if (on_heap() && !in_arena_) ::operator delete(heap());
    cap_ = 1;
    in_arena_ = false;
    size_ = 0;
  }
  static size_type checked(size_type n) {
    if (n > kMax) throw std::length_error("EdgeVec: too many edges");
    return n;
  }
  size_type grown() const noexcept { return size_ < 2 ? 2 : 2 * static_cast<size_type>(size_); }
  void grow_to(size_type n) {
    checked(n);
    move_to(static_cast<T*>(::operator new(n * sizeof(T))), n, /*in_arena=*/false);
  }
  /// The items move to block p of n items (a heap block of ours is freed).
  void move_to(T* p, size_type n, bool in_arena) noexcept {
    if (size_ > 0) std::memcpy(static_cast<void*>(p), data(), size_ * sizeof(T));
    if (on_heap() && !in_arena_) ::operator delete(heap());
    set_heap(p);
    cap_ = static_cast<std::uint32_t>(n);
    in_arena_ = in_arena;
  }
  void assign(const T* from, size_type n) {
    if (n > 1) grow_to(n);
    if (n > 0) std::memcpy(static_cast<void*>(data()), from, n * sizeof(T));
    size_ = static_cast<std::uint32_t>(n);
  }
  void steal(EdgeVec& o) noexcept {
    std::memcpy(buf_, o.buf_, sizeof buf_);
    size_ = o.size_;
    cap_ = o.cap_;
    in_arena_ = o.in_arena_;
    o.size_ = 0;
    o.cap_ = 1;
    o.in_arena_ = false;
  }

  alignas(T) unsigned char buf_[sizeof(T)] = {};  // the inline item, or the heap pointer when cap_ > 1
  std::uint32_t size_ = 0;
  std::uint32_t cap_ : 31 = 1;
  std::uint32_t in_arena_ : 1 = false;  // the block belongs to an Arena
};

/// Boost container traits of EdgeVec (found by argument-dependent lookup
/// from boost::graph_detail::push and erase_if).
template <class T>
boost::graph_detail::vector_tag container_category(const EdgeVec<T>&) {
  return {};
}
template <class T>
boost::graph_detail::unstable_tag iterator_stability(const EdgeVec<T>&) {
  return {};
}

/// adjacency_list selector of EdgeVec for the out- and in-edge lists.
struct edge_vecS {};

}  // namespace fxmatch

namespace boost {
template <class T>
struct container_gen<fxmatch::edge_vecS, T> {
  using type = fxmatch::EdgeVec<T>;
};
template <>
struct parallel_edge_traits<fxmatch::edge_vecS> {
  using type = allow_parallel_edge_tag;
};
}  // namespace boost
