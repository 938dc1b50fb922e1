// fxmatch graph model: a node's positional arguments and where they live.
//
// Design note. Every call node has positional arguments, so a std::vector per
// node was one malloc/free pair per node while parsing and tearing down a
// graph, plus the allocator's header and rounding on each block. A parser
// knows a node's arguments before it adds the node, so it hands them to
// Graph::add_node, which moves them into one exact block of the graph's
// Arena: bump-allocated from big chunks, freed all at once with the graph.
// ArenaVector<T> (16 bytes: pointer, size, capacity) reads and grows like a
// std::vector; a block that came from an arena is never freed by the vector
// (its items are still destroyed), and anything that grows or copies one
// takes an ordinary heap block, so copies never point into another graph's
// arena. Rule: a Node whose args live in a graph's arena stays in that graph
// (copy it out, do not move it out).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <new>
#include <stdexcept>
#include <utility>
#include <vector>

namespace fxmatch {

/// Bump storage that frees everything at once when destroyed. Blocks are
/// 16-byte aligned. Not thread-safe.
class Arena {
 public:
  Arena() = default;
  Arena(const Arena&) = delete;
  Arena& operator=(const Arena&) = delete;
  Arena(Arena&& o) noexcept
      : chunks_(std::move(o.chunks_)),
        cur_(std::exchange(o.cur_, nullptr)),
        end_(std::exchange(o.end_, nullptr)),
        next_(std::exchange(o.next_, kFirstChunk)),
        reserved_(std::exchange(o.reserved_, 0)) {
    o.chunks_.clear();
  }
  Arena& operator=(Arena&& o) noexcept {
    if (this != &o) {
      chunks_ = std::move(o.chunks_);
      o.chunks_.clear();
      cur_ = std::exchange(o.cur_, nullptr);
      end_ = std::exchange(o.end_, nullptr);
      next_ = std::exchange(o.next_, kFirstChunk);
      reserved_ = std::exchange(o.reserved_, 0);
    }
    return *this;
  }

  void* allocate(std::size_t bytes) {
    bytes = (bytes + 15) & ~std::size_t{15};
    if (bytes > static_cast<std::size_t>(end_ - cur_)) return grow(bytes);
    void* p = cur_;
    cur_ += bytes;
    return p;
  }
  /// Bytes of the chunks taken so far.
  std::size_t reserved() const { return reserved_; }

 private:
  void* grow(std::size_t bytes) {
    // Chunks double from 16 KB to 1 MB; a big request gets a chunk of its own.
    const std::size_t chunk = std::max(bytes, next_);
    if (next_ < (std::size_t{1} << 20)) next_ *= 2;
    chunks_.push_back(std::unique_ptr<Chunk[]>(new Chunk[chunk / sizeof(Chunk)]));
    reserved_ += chunk;
    cur_ = reinterpret_cast<char*>(chunks_.back().get());
    end_ = cur_ + chunk;
    void* p = cur_;
    cur_ += bytes;
    return p;
  }
  struct alignas(16) Chunk {
    unsigned char bytes[16];
  };
  std::vector<std::unique_ptr<Chunk[]>> chunks_;
  char* cur_ = nullptr;
  char* end_ = nullptr;
  static constexpr std::size_t kFirstChunk = std::size_t{1} << 14;
  std::size_t next_ = kFirstChunk;
  std::size_t reserved_ = 0;
};

/// A vector in 16 bytes whose block may belong to an Arena (see above).
/// T's move constructor must not throw.
template <class T>
class ArenaVector {
 public:
  using value_type = T;
  using size_type = std::size_t;
  using iterator = T*;
  using const_iterator = const T*;

  ArenaVector() noexcept = default;
  ArenaVector(std::initializer_list<T> items) {
    reserve(items.size());
    for (const T& t : items) emplace_back(t);
  }
  ArenaVector(std::vector<T>&& items) {  // NOLINT(implicit): `n.args = std::move(vec)`
    reserve(items.size());
    for (T& t : items) emplace_back(std::move(t));
  }
  /// Moves `n` items from `from` into one exact block of `arena`.
  ArenaVector(T* from, std::size_t n, Arena& arena) {
    if (n == 0) return;
    check(n);
    p_ = static_cast<T*>(arena.allocate(n * sizeof(T)));
    for (std::size_t i = 0; i < n; ++i) ::new (static_cast<void*>(p_ + i)) T(std::move(from[i]));
    size_ = cap_ = static_cast<std::uint32_t>(n);
    in_arena_ = true;
  }
  ArenaVector(const ArenaVector& o) {
    reserve(o.size());
    for (const T& t : o) emplace_back(t);
  }
  ArenaVector(ArenaVector&& o) noexcept : p_(o.p_), size_(o.size_), cap_(o.cap_), in_arena_(o.in_arena_) {
    o.p_ = nullptr;
    o.size_ = o.cap_ = 0;
    o.in_arena_ = false;
  }
  ArenaVector& operator=(const ArenaVector& o) {
    if (this != &o) *this = ArenaVector(o);
    return *this;
  }
  ArenaVector& operator=(ArenaVector&& o) noexcept {
    if (this != &o) {
      release();
      p_ = std::exchange(o.p_, nullptr);
      size_ = std::exchange(o.size_, 0);
      cap_ = o.cap_;
      in_arena_ = o.in_arena_;
      o.cap_ = 0;
      o.in_arena_ = false;
    }
    return *this;
  }
  ~ArenaVector() { release(); }

  std::size_t size() const noexcept { return size_; }
  bool empty() const noexcept { return size_ == 0; }
  T* begin() noexcept { return p_; }
  T* end() noexcept { return p_ + size_; }
  const T* begin() const noexcept { return p_; }
  const T* end() const noexcept { return p_ + size_; }
  T* data() noexcept { return p_; }
  const T* data() const noexcept { return p_; }
  T& operator[](std::size_t i) noexcept { return p_[i]; }
  const T& operator[](std::size_t i) const noexcept { return p_[i]; }
  T& at(std::size_t i) {
    if (i >= size_) throw std::out_of_range("ArenaVector::at");
    return p_[i];
  }
  const T& at(std::size_t i) const {
    if (i >= size_) throw std::out_of_range("ArenaVector::at");
    return p_[i];
  }
  T& front() noexcept { return p_[0]; }
  const T& front() const noexcept { return p_[0]; }
  T& back() noexcept { return p_[size_ - 1]; }
  const T& back() const noexcept { return p_[size_ - 1]; }

  void push_back(const T& t) { emplace_back(t); }
  void push_back(T&& t) { emplace_back(std::move(t)); }
  template <class... A>
  T& emplace_back(A&&... a) {
    if (size_ < cap_) {
      T* p = ::new (static_cast<void*>(p_ + size_)) T(std::forward<A>(a)...);
      ++size_;
      return *p;
    }
    // Like std::vector: the new item is made before the old ones move, so
    // `a` may refer to one of them.
    const std::size_t n = size_;
    check(n + 1);
    const std::size_t cap = n == 0 ? 1 : std::min<std::size_t>(2 * n, kMax);
    T* g = static_cast<T*>(::operator new(cap * sizeof(T)));
    T* p;
    try {
      p = ::new (static_cast<void*>(g + n)) T(std::forward<A>(a)...);
    } catch (...) {
      ::operator delete(g);
      throw;
    }
    adopt(g, cap);
    size_ = static_cast<std::uint32_t>(n + 1);
    return *p;
  }
  void reserve(std::size_t n) {
    if (n <= cap_) return;
    check(n);
    adopt(static_cast<T*>(::operator new(n * sizeof(T))), n);
  }
  void clear() noexcept {
    for (std::size_t i = 0; i < size_; ++i) p_[i].~T();
    size_ = 0;
  }
  bool operator==(const ArenaVector& o) const {
    if (size_ != o.size_) return false;
    for (std::size_t i = 0; i < size_; ++i)
      if (!(p_[i] == o.p_[i])) return false;
    return true;
  }

 private:
  static constexpr std::size_t kMax = 0x7FFFFFFF;  // cap_ has 31 bits
  static void check(std::size_t n) {
    if (n > kMax) throw std::length_error("ArenaVector: too many items");
  }
  // Moves the items into heap block `g` of `cap` items and frees the old block.
  void adopt(T* g, std::size_t cap) noexcept {
    for (std::size_t i = 0; i < size_; ++i) {
      ::new (static_cast<void*>(g + i)) T(std::move(p_[i]));
      p_[i].~T();
    }
    if (p_ != nullptr && !in_arena_) ::operator delete(p_);
    p_ = g;
    cap_ = static_cast<std::uint32_t>(cap);
    in_arena_ = false;
  }
  void release() noexcept {
    clear();
    if (p_ != nullptr && !in_arena_) ::operator delete(p_);
    p_ = nullptr;
    cap_ = 0;
    in_arena_ = false;
  }

  T* p_ = nullptr;
  std::uint32_t size_ = 0;
  std::uint32_t cap_ : 31 = 0;
  std::uint32_t in_arena_ : 1 = false;
};

}  // namespace fxmatch
