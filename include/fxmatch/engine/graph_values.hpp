// fxmatch graph model: the compact value types a Node is made of.
//
// Design note. A million-node dump makes every byte of a Node count (the
// graph's vertex storage is one vector of them). So the node's texts and
// lists are small handles instead of std::string / std::vector:
//  - ArgText (16 bytes): a name or spelling, up to 15 bytes inline, longer
//    ones in one exact heap block (Node::name, Arg::text, kwargs keys);
//  - PtrVector<T> (8 bytes): a vector behind one pointer, null when empty,
//    for lists that are usually empty (an Arg's items, a node's kwargs); one
//    heap block holds its size, capacity and items;
//  - SharedText / SharedMeta (8 bytes each): an immutable string / TensorMeta
//    that copies share through an intrusive atomic reference count (the
//    parsers intern targets, annotations and `# File:` comments, so a
//    million nodes share a few hundred of them).
// All read like the standard types they replace (string_view, vector,
// optional<TensorMeta>) and compare by value.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <iosfwd>
#include <memory>
#include <new>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace fxmatch {

/// A short immutable-by-value string in 16 bytes, for argument spellings,
/// Ref names and similar: up to 15 bytes inline (no heap block; most
/// spellings and node names), longer ones in one exact heap block. Reads
/// like a std::string_view and converts to std::string (a copy) like
/// SharedText, so `Node::name` can be one (16 bytes instead of 32).
class ArgText {
 public:
  ArgText() noexcept { set_empty(); }
  explicit ArgText(std::string_view s) { init(s); }
  ArgText(const ArgText& o) { init(o.view()); }
  ArgText(ArgText&& o) noexcept {
    std::memcpy(b_, o.b_, sizeof b_);
    o.set_empty();
  }
  ArgText& operator=(const ArgText& o) {
    if (this != &o) assign(o.view());
    return *this;
  }
  ArgText& operator=(ArgText&& o) noexcept {
    if (this != &o) {
      release();
      std::memcpy(b_, o.b_, sizeof b_);
      o.set_empty();
    }
    return *this;
  }
  ArgText& operator=(std::string_view s) {
    assign(s);
    return *this;
  }
  ~ArgText() { release(); }

  std::string_view view() const noexcept {
    if (on_heap()) {
      const char* p;
      std::uint32_t n;
      std::memcpy(&p, b_, sizeof p);
      std::memcpy(&n, b_ + 8, sizeof n);
      return {p, n};
    }
    return {b_, static_cast<std::size_t>(kInline - static_cast<unsigned char>(b_[kInline]))};
  }
  operator std::string_view() const noexcept { return view(); }  // NOLINT(implicit)
  operator std::string() const { return std::string(view()); }  // NOLINT(implicit)
  std::string str() const { return std::string(view()); }
  const char* data() const noexcept { return view().data(); }
  std::size_t size() const noexcept { return view().size(); }
  bool empty() const noexcept { return size() == 0; }
  char operator[](std::size_t i) const noexcept { return view()[i]; }
  const char* begin() const noexcept { return data(); }
  const char* end() const noexcept { return data() + size(); }
  std::size_t find(std::string_view s, std::size_t pos = 0) const noexcept { return view().find(s, pos); }
  std::size_t find(char c, std::size_t pos = 0) const noexcept { return view().find(c, pos); }
  std::size_t rfind(std::string_view s, std::size_t pos = std::string_view::npos) const noexcept {
    return view().rfind(s, pos);
  }
  std::string_view substr(std::size_t pos, std::size_t n = std::string_view::npos) const { return view().substr(pos, n); }
  bool starts_with(std::string_view s) const noexcept { return view().starts_with(s); }
  bool ends_with(std::string_view s) const noexcept { return view().ends_with(s); }

  friend bool operator==(const ArgText& a, const ArgText& b) noexcept { return a.view() == b.view(); }
  friend bool operator==(const ArgText& a, std::string_view b) noexcept { return a.view() == b; }
  friend bool operator==(const ArgText& a, const char* b) noexcept { return a.view() == std::string_view(b); }
  friend bool operator==(const ArgText& a, const std::string& b) noexcept { return a.view() == std::string_view(b); }
  friend std::ostream& operator<<(std::ostream& os, const ArgText& t);

 private:
  static constexpr std::size_t kInline = 15;
  static constexpr unsigned char kHeapTag = 0x80;
  bool on_heap() const noexcept { return static_cast<unsigned char>(b_[kInline]) == kHeapTag; }
  void set_empty() noexcept {
    std::memset(b_, 0, sizeof b_);
    b_[kInline] = static_cast<char>(kInline);
  }
  void init(std::string_view s) {
    if (s.size() <= kInline) {
      std::memset(b_, 0, sizeof b_);
      copy_short(s.data(), s.size());
      b_[kInline] = static_cast<char>(kInline - s.size());
      return;
    }
    if (s.size() > 0xFFFFFFFFu) throw std::length_error("ArgText: string over 4 GiB");
    char* p = new char[s.size()];
    std::memcpy(p, s.data(), s.size());
    const auto n = static_cast<std::uint32_t>(s.size());
    std::memset(b_, 0, sizeof b_);
    std::memcpy(b_, &p, sizeof p);
    std::memcpy(b_ + 8, &n, sizeof n);
    b_[kInline] = static_cast<char>(kHeapTag);
  }
  // Copies n <= 15 bytes into b_ with fixed-size (inlined) copies: two
  // overlapping words instead of a memcpy call of variable size.
  void copy_short(const char* p, std::size_t n) noexcept {
    if (n >= 8) {
      std::memcpy(b_, p, 8);
      std::memcpy(b_ + n - 8, p + n - 8, 8);
    } else if (n >= 4) {
      std::memcpy(b_, p, 4);
      std::memcpy(b_ + n - 4, p + n - 4, 4);
    } else if (n > 0) {
      b_[0] = p[0];
      b_[n / 2] = p[n / 2];
      b_[n - 1] = p[n - 1];
    }
  }
  void assign(std::string_view s) {
    ArgText t(s);  // s may point into *this
    release();
    std::memcpy(b_, t.b_, sizeof b_);
    t.set_empty();
  }
  void release() noexcept {
    if (!on_heap()) return;
    char* p;
    std::memcpy(&p, b_, sizeof p);
    delete[] p;
    set_empty();
  }
  alignas(8) char b_[16];
};

inline std::string operator+(std::string a, const ArgText& b) { return a.append(b.view()); }
inline std::string operator+(const char* a, const ArgText& b) { return std::string(a).append(b.view()); }
inline std::string operator+(const ArgText& a, std::string_view b) { return std::string(a.view()).append(b); }
inline std::string operator+(const ArgText& a, const ArgText& b) { return std::string(a.view()).append(b.view()); }

/// A vector behind one pointer (null when empty): 8 bytes for a list that is
/// usually empty, instead of a std::vector's 24. Reads and grows like a
/// std::vector<T>. T may be incomplete where PtrVector<T> is declared.
/// One heap block holds the size, the capacity and the items (a
/// unique_ptr<std::vector> took two: the vector object and its buffer).
template <class T>
class PtrVector {
 public:
  PtrVector() = default;
  PtrVector(std::initializer_list<T> items) {
    reserve(items.size());
    for (const T& t : items) emplace_back(t);
  }
  explicit PtrVector(std::vector<T> items) {
    reserve(items.size());
    for (T& t : items) emplace_back(std::move(t));
  }
  PtrVector(const PtrVector& o) {
    reserve(o.size());
    for (const T& t : o) emplace_back(t);
  }
  PtrVector& operator=(const PtrVector& o) {
    if (this != &o) {
      PtrVector t(o);
      std::swap(h_, t.h_);
    }
    return *this;
  }
  PtrVector(PtrVector&& o) noexcept : h_(o.h_) { o.h_ = nullptr; }
  PtrVector& operator=(PtrVector&& o) noexcept {
    if (this != &o) {
      clear();
      std::swap(h_, o.h_);
    }
    return *this;
  }
  ~PtrVector() { clear(); }

  std::size_t size() const noexcept { return h_ ? h_->size : 0; }
  bool empty() const noexcept { return size() == 0; }
  T* begin() noexcept { return h_ ? items(h_) : nullptr; }
  T* end() noexcept { return h_ ? items(h_) + h_->size : nullptr; }
  const T* begin() const noexcept { return h_ ? items(h_) : nullptr; }
  const T* end() const noexcept { return h_ ? items(h_) + h_->size : nullptr; }
  T& operator[](std::size_t i) noexcept { return items(h_)[i]; }
  const T& operator[](std::size_t i) const noexcept { return items(h_)[i]; }
  T& front() noexcept { return items(h_)[0]; }
  const T& front() const noexcept { return items(h_)[0]; }
  T& back() noexcept { return items(h_)[h_->size - 1]; }
  const T& back() const noexcept { return items(h_)[h_->size - 1]; }
  void push_back(T a) { emplace_back(std::move(a)); }
  template <class... A>
  T& emplace_back(A&&... a) {
    const std::size_t n = size();
    if (h_ != nullptr && n < h_->cap) {
      T* p = ::new (static_cast<void*>(items(h_) + n)) T(std::forward<A>(a)...);
      ++h_->size;
      return *p;
    }
    // Like std::vector: the new item is made before the old ones move, so
    // `a` may refer to one of them.
    Head* g = allocate(n == 0 ? 1 : 2 * n);
    T* p;
    try {
      p = ::new (static_cast<void*>(items(g) + n)) T(std::forward<A>(a)...);
    } catch (...) {
      ::operator delete(g);
      throw;
    }
    move_into(g);
    g->size = n + 1;
    return *p;
  }
  void reserve(std::size_t n) {
    if (n == 0 || n <= (h_ ? h_->cap : 0)) return;
    Head* g = allocate(n);
    g->size = size();
    move_into(g);
  }
  void clear() noexcept {
    if (h_ == nullptr) return;
    destroy(items(h_), h_->size);
    ::operator delete(h_);
    h_ = nullptr;
  }
  /// The items as a vector; leaves this list empty.
  std::vector<T> release() {
    std::vector<T> out;
    out.reserve(size());
    for (T& t : *this) out.push_back(std::move(t));
    clear();
    return out;
  }
  bool operator==(const PtrVector& o) const { return size() == o.size() && std::equal(begin(), end(), o.begin()); }

 private:
  struct Head {
    std::size_t size;
    std::size_t cap;
  };
  // The items start right after the 16-byte head.
  static T* items(Head* h) noexcept {
    static_assert(alignof(T) <= sizeof(Head), "PtrVector: over-aligned items");
    return reinterpret_cast<T*>(h + 1);
  }
  static const T* items(const Head* h) noexcept { return reinterpret_cast<const T*>(h + 1); }
  static Head* allocate(std::size_t cap) {
    if (cap > (std::size_t{1} << 40) / sizeof(T)) throw std::length_error("PtrVector: too many items");
    Head* g = static_cast<Head*>(::operator new(sizeof(Head) + cap * sizeof(T)));
    g->size = 0;
    g->cap = cap;
    return g;
  }
  static void destroy(T* p, std::size_t n) noexcept {
    for (std::size_t i = 0; i < n; ++i) p[i].~T();
  }
  // Moves the items into `g` (sized by the caller), frees the old block and
  // adopts `g`. T's move constructor must not throw (Arg's and Kwarg's don't).
  void move_into(Head* g) noexcept {
    if (h_ != nullptr) {
      T* from = items(h_);
      T* to = items(g);
      for (std::size_t i = 0; i < h_->size; ++i) {
        ::new (static_cast<void*>(to + i)) T(std::move(from[i]));
        from[i].~T();
      }
      ::operator delete(h_);
    }
    h_ = g;
  }
  Head* h_ = nullptr;
};

/// One immutable T that copies share through an intrusive atomic reference
/// count: 8 bytes (a std::shared_ptr is 16). Null when empty.
template <class T>
class SharedConst {
 public:
  SharedConst() = default;
  template <class... A>
  static SharedConst make(A&&... a) {
    SharedConst s;
    s.p_ = new Rep(std::forward<A>(a)...);
    return s;
  }
  SharedConst(const SharedConst& o) noexcept : p_(o.p_) {
    if (p_) p_->refs.fetch_add(1, std::memory_order_relaxed);
  }
  SharedConst(SharedConst&& o) noexcept : p_(o.p_) { o.p_ = nullptr; }
  SharedConst& operator=(const SharedConst& o) noexcept {
    SharedConst t(o);
    std::swap(p_, t.p_);
    return *this;
  }
  SharedConst& operator=(SharedConst&& o) noexcept {
    std::swap(p_, o.p_);
    return *this;
  }
  ~SharedConst() { reset(); }
  void reset() noexcept {
    if (p_ && p_->refs.fetch_sub(1, std::memory_order_acq_rel) == 1) delete p_;
    p_ = nullptr;
  }
  const T* get() const noexcept { return p_ ? &p_->value : nullptr; }

 private:
  struct Rep {
    template <class... A>
    explicit Rep(A&&... a) : value(std::forward<A>(a)...) {}
    std::atomic<std::size_t> refs{1};
    const T value;
  };
  Rep* p_ = nullptr;
};

/// Static tensor metadata from an annotation such as `"f32[s0, 4][4, 1]cpu"`.
/// `dtype` is the short spelling ("f32", "bf16", "i64", "b8", "c64", "Sym").
/// Dims are kept as text so symbolic sizes ("s0", "(s77//2)") survive.
struct TensorMeta {
  std::string dtype;
  std::vector<std::string> shape;
  std::vector<std::string> stride;  ///< empty when not printed
  std::string device;               ///< empty when not printed
  bool operator==(const TensorMeta&) const = default;
};

/// An optional TensorMeta that copies of a node share instead of duplicating:
/// dumps repeat the same few annotations, so the parser hands every node with
/// the same annotation text one immutable TensorMeta. Reads like
/// std::optional<TensorMeta> (`if (n.meta) n.meta->shape`); assigning a
/// TensorMeta stores a new shared copy. Comparison is by value. 8 bytes.
class SharedMeta {
 public:
  SharedMeta() = default;
  SharedMeta(std::nullopt_t) {}  // NOLINT(implicit)
  SharedMeta(TensorMeta meta)     // NOLINT(implicit)
      : p_(SharedConst<TensorMeta>::make(std::move(meta))) {}
  SharedMeta(std::optional<TensorMeta> meta) {  // NOLINT(implicit)
    if (meta) p_ = SharedConst<TensorMeta>::make(std::move(*meta));
  }

  bool has_value() const { return p_.get() != nullptr; }
  explicit operator bool() const { return p_.get() != nullptr; }
  const TensorMeta& operator*() const { return *p_.get(); }
  const TensorMeta* operator->() const { return p_.get(); }
  const TensorMeta& value() const {
    if (!p_.get()) throw std::bad_optional_access();
    return *p_.get();
  }
  void reset() { p_.reset(); }
  friend bool operator==(const SharedMeta& a, const SharedMeta& b) {
    return a.p_.get() == b.p_.get() || (a.p_.get() && b.p_.get() && *a.p_.get() == *b.p_.get());
  }

 private:
  SharedConst<TensorMeta> p_;
};

/// An immutable string that copies share (hundreds of thousands of nodes can
/// carry the same `# File:` comment or target). Converts to std::string_view
/// and std::string; compares by value. 8 bytes.
class SharedText {
 public:
  SharedText() = default;
  explicit SharedText(std::string_view text) : p_(make(text)) {}

  /// Stores a new shared copy of `text` (parsers intern instead: copy a
  /// SharedText made once per distinct text).
  SharedText& operator=(std::string_view text) {
    p_ = make(text);
    return *this;
  }

  std::string_view view() const { return p_.get() ? std::string_view(*p_.get()) : std::string_view(); }
  operator std::string_view() const { return view(); }  // NOLINT(implicit)
  operator std::string() const { return std::string(view()); }  // NOLINT(implicit)
  std::string str() const { return std::string(view()); }
  bool empty() const { return view().empty(); }
  std::size_t size() const { return view().size(); }
  const char* data() const { return view().data(); }
  char operator[](std::size_t i) const { return view()[i]; }
  std::size_t find(std::string_view s, std::size_t pos = 0) const { return view().find(s, pos); }
  std::size_t find(char c, std::size_t pos = 0) const { return view().find(c, pos); }
  std::size_t rfind(std::string_view s, std::size_t pos = std::string_view::npos) const { return view().rfind(s, pos); }
  std::size_t rfind(char c, std::size_t pos = std::string_view::npos) const { return view().rfind(c, pos); }
  std::string_view substr(std::size_t pos, std::size_t n = std::string_view::npos) const { return view().substr(pos, n); }
  bool starts_with(std::string_view s) const { return view().starts_with(s); }
  bool ends_with(std::string_view s) const { return view().ends_with(s); }
  friend bool operator==(const SharedText& a, const SharedText& b) { return a.view() == b.view(); }
  friend bool operator==(const SharedText& a, std::string_view b) { return a.view() == b; }
  friend bool operator==(const SharedText& a, const char* b) { return a.view() == b; }
  friend std::ostream& operator<<(std::ostream& os, const SharedText& t);

 private:
  static SharedConst<std::string> make(std::string_view text) {
    return text.empty() ? SharedConst<std::string>() : SharedConst<std::string>::make(text);
  }
  SharedConst<std::string> p_;
};

}  // namespace fxmatch
