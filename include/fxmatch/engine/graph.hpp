// fxmatch graph model.
//
// Design note. A parsed FX graph is a Boost bidirectional adjacency list with
// dense vertex ids (vecS vertices, vecS out-edges, vecS edge list), held behind
// a pointer so moving a Graph is O(1). One vertex per FX node, in program order, so
// vertex id order is a topological order. One edge per *tensor* argument
// occurrence (a reference to another node anywhere inside args/kwargs),
// labelled with its argument slot, so `mul(x, x)` has two parallel edges
// (slots 0 and 1) and the k-th result of a multi-output op is reached through
// its `getitem` node (Node::getitem_index).
//
// Non-tensor arguments are kept as an Arg tree in which node references are
// `Arg::Kind::Ref` leaves carrying the edge slot, so the graph can be printed
// back canonically and labels can be computed without names. An Arg is 32
// bytes: its text an ArgText (15 bytes inline, no heap block for most
// spellings and names), its items one pointer (ArgList), null for scalars.
//
// Nodes with the same annotation, target or `# File:` comment share one
// immutable TensorMeta / string (SharedMeta, SharedText), which keeps a
// million-node dump's graph small.
//
// Edge containers stay Boost's vecS: a stored edge is 24 bytes (target,
// index, edge-list pointer), so an inline small_vector<.., 2> per direction
// makes every vertex 96 bytes larger (208 -> 304), about what the heap
// blocks it saves cost for this graph's 1-2 edges per node.
//
// Ownership: Graph owns everything; vertex ids stay valid until the graph is
// destroyed (no vertex is ever removed). Not thread-safe for mutation; const
// access from several threads is fine.
#pragma once

#include <boost/graph/adjacency_list.hpp>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <iosfwd>
#include <memory>
#include <optional>
#include <stdexcept>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace fxmatch {

/// What an FX node is (torch.fx.Node.op). call_module/call_method are kept for
/// completeness: they occur in symbolic-trace dumps, never in make_fx/AOT ones.
enum class NodeKind : std::uint8_t { Placeholder, GetAttr, CallFunction, CallModule, CallMethod, Output };

std::string_view to_string(NodeKind kind);

/// A short immutable-by-value string in 16 bytes, for argument spellings,
/// Ref names and similar: up to 15 bytes inline (no heap block; most
/// spellings and node names), longer ones in one exact heap block. Reads
/// like a std::string_view; std::string() / str() make a copy.
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
  explicit operator std::string() const { return std::string(view()); }
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
      if (!s.empty()) std::memcpy(b_, s.data(), s.size());
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

struct Arg;

/// The items of a List / Tuple Arg: one pointer (null when empty), so a
/// scalar or Ref Arg pays 8 bytes for them instead of a std::vector's 24.
/// Reads and grows like a std::vector<Arg>.
class ArgList {
 public:
  ArgList() = default;
  ArgList(std::initializer_list<Arg> items);
  explicit ArgList(std::vector<Arg> items);
  ArgList(const ArgList& o);
  ArgList& operator=(const ArgList& o);
  ArgList(ArgList&&) noexcept = default;
  ArgList& operator=(ArgList&&) noexcept = default;
  ~ArgList();

  std::size_t size() const noexcept;
  bool empty() const noexcept { return size() == 0; }
  Arg* begin() noexcept;
  Arg* end() noexcept;
  const Arg* begin() const noexcept;
  const Arg* end() const noexcept;
  Arg& operator[](std::size_t i) noexcept;
  const Arg& operator[](std::size_t i) const noexcept;
  Arg& back() noexcept;
  const Arg& back() const noexcept;
  void push_back(Arg a);
  void reserve(std::size_t n);
  void clear() noexcept;
  /// The items as a vector; leaves this list empty.
  std::vector<Arg> release();
  bool operator==(const ArgList& o) const;

 private:
  std::vector<Arg>& vec();
  std::unique_ptr<std::vector<Arg>> v_;
};

/// A non-tensor argument value, or a reference to another node (32 bytes).
/// Scalars keep their source spelling in `text` (e.g. "1e-05", "inf",
/// "torch.float32", "device(type='cpu')") so a canonical dump is lossless.
struct Arg {
  enum class Kind : std::uint8_t {
    None,    ///< None
    Bool,    ///< True / False            (text = "True"/"False")
    Int,     ///< 3, -100                 (text = spelling)
    Float,   ///< 1e-05, inf, -inf, nan   (text = spelling)
    String,  ///< 'abc' (text = unquoted contents)
    Symbol,  ///< torch.float32, torch.strided, torch.preserve_format, device(type='cpu'), s0, ...
    Ref,     ///< a node reference; `slot` is the edge slot, `text` the referenced name
    List,    ///< [a, b]
    Tuple,   ///< (a, b)
  };
  Kind kind = Kind::None;
  int slot = -1;  ///< for Ref: index of the edge carrying this reference
  ArgText text;
  ArgList items;  ///< for List / Tuple

  static Arg none() { return Arg{}; }
  static Arg scalar(Kind k, std::string_view t) {
    Arg a;
    a.kind = k;
    a.text = t;
    return a;
  }
  static Arg ref(std::string_view name, int slot) {
    Arg a;
    a.kind = Kind::Ref;
    a.text = name;
    a.slot = slot;
    return a;
  }
  bool operator==(const Arg&) const = default;
};

inline ArgList::ArgList(std::initializer_list<Arg> items)
    : v_(items.size() ? std::make_unique<std::vector<Arg>>(items) : nullptr) {}
inline ArgList::ArgList(std::vector<Arg> items)
    : v_(items.empty() ? nullptr : std::make_unique<std::vector<Arg>>(std::move(items))) {}
inline ArgList::ArgList(const ArgList& o) : v_(o.v_ ? std::make_unique<std::vector<Arg>>(*o.v_) : nullptr) {}
inline ArgList& ArgList::operator=(const ArgList& o) {
  if (this != &o) v_ = o.v_ ? std::make_unique<std::vector<Arg>>(*o.v_) : nullptr;
  return *this;
}
inline ArgList::~ArgList() = default;
inline std::size_t ArgList::size() const noexcept { return v_ ? v_->size() : 0; }
inline Arg* ArgList::begin() noexcept { return v_ ? v_->data() : nullptr; }
inline Arg* ArgList::end() noexcept { return v_ ? v_->data() + v_->size() : nullptr; }
inline const Arg* ArgList::begin() const noexcept { return v_ ? v_->data() : nullptr; }
inline const Arg* ArgList::end() const noexcept { return v_ ? v_->data() + v_->size() : nullptr; }
inline Arg& ArgList::operator[](std::size_t i) noexcept { return (*v_)[i]; }
inline const Arg& ArgList::operator[](std::size_t i) const noexcept { return (*v_)[i]; }
inline Arg& ArgList::back() noexcept { return v_->back(); }
inline const Arg& ArgList::back() const noexcept { return v_->back(); }
inline std::vector<Arg>& ArgList::vec() {
  if (!v_) v_ = std::make_unique<std::vector<Arg>>();
  return *v_;
}
inline void ArgList::push_back(Arg a) { vec().push_back(std::move(a)); }
inline void ArgList::reserve(std::size_t n) {
  if (n > 0) vec().reserve(n);
}
inline void ArgList::clear() noexcept { v_.reset(); }
inline std::vector<Arg> ArgList::release() {
  std::vector<Arg> out;
  if (v_) out = std::move(*v_);
  v_.reset();
  return out;
}
inline bool ArgList::operator==(const ArgList& o) const {
  return size() == o.size() && std::equal(begin(), end(), o.begin());
}

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
/// TensorMeta stores a new shared copy. Comparison is by value.
class SharedMeta {
 public:
  SharedMeta() = default;
  SharedMeta(std::nullopt_t) {}  // NOLINT(implicit)
  SharedMeta(TensorMeta meta)     // NOLINT(implicit)
      : p_(std::make_shared<const TensorMeta>(std::move(meta))) {}
  SharedMeta(std::optional<TensorMeta> meta) {  // NOLINT(implicit)
    if (meta) p_ = std::make_shared<const TensorMeta>(std::move(*meta));
  }
  explicit SharedMeta(std::shared_ptr<const TensorMeta> meta) : p_(std::move(meta)) {}

  bool has_value() const { return p_ != nullptr; }
  explicit operator bool() const { return p_ != nullptr; }
  const TensorMeta& operator*() const { return *p_; }
  const TensorMeta* operator->() const { return p_.get(); }
  const TensorMeta& value() const {
    if (!p_) throw std::bad_optional_access();
    return *p_;
  }
  void reset() { p_.reset(); }
  friend bool operator==(const SharedMeta& a, const SharedMeta& b) {
    return a.p_ == b.p_ || (a.p_ && b.p_ && *a.p_ == *b.p_);
  }

 private:
  std::shared_ptr<const TensorMeta> p_;
};

/// An immutable string that copies share (hundreds of thousands of nodes can
/// carry the same `# File:` comment). Converts to std::string_view and
/// std::string; compares by value.
class SharedText {
 public:
  SharedText() = default;
  explicit SharedText(std::string_view text)
      : p_(text.empty() ? nullptr : std::make_shared<const std::string>(text)) {}

  /// Stores a new shared copy of `text` (parsers intern instead: copy a
  /// SharedText made once per distinct text).
  SharedText& operator=(std::string_view text) {
    p_ = text.empty() ? nullptr : std::make_shared<const std::string>(text);
    return *this;
  }

  std::string_view view() const { return p_ ? std::string_view(*p_) : std::string_view(); }
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
  std::shared_ptr<const std::string> p_;
};

/// Where a node came from in the dump.
struct SourceLoc {
  int line = 0;  ///< 1-based line of the node's definition in the input file
  int col = 0;   ///< 1-based column
};

struct Node {
  std::string name;        ///< variable name in the dump (reported only, never matched on)
  NodeKind kind = NodeKind::CallFunction;
  int getitem_index = -1;   ///< for `operator.getitem(x, k)` with integer k: k
  /// call_function: the target as printed with the "torch.ops." prefix removed
  ///   ("aten.mm.default", "prims.convert_element_type.default",
  ///   "operator.getitem", "aten.sym_size.int").
  /// get_attr: the attribute path ("_tensor_constant0").
  /// placeholder / output: empty.
  /// Shared: a dump has few distinct targets, so the parsers hand every node
  /// with the same target one copy (16 bytes per node, no heap block).
  SharedText target;
  std::vector<Arg> args;                            ///< positional arguments
  std::vector<std::pair<std::string, Arg>> kwargs;  ///< keyword arguments, in order
  SharedMeta meta;          ///< absent when not annotated (e.g. multi-output ops); shared, immutable
  SourceLoc loc;
  SharedText source;        ///< the `# File: ...` comment governing this node, without "# File: "
};

/// Edge label: which argument slot of the consumer this producer feeds.
/// Slots number node references in the order they appear in args then kwargs
/// (depth-first through lists and tuples).
struct EdgeProps {
  int slot = 0;
};

/// Edges live in one vector (vecS edge list): the graph only grows, and edge
/// descriptors point into it, so they are invalidated by adding edges.
using BoostGraph =
    boost::adjacency_list<boost::vecS, boost::vecS, boost::bidirectionalS, Node, EdgeProps, boost::no_property, boost::vecS>;
using VertexId = BoostGraph::vertex_descriptor;
using EdgeId = BoostGraph::edge_descriptor;
inline constexpr VertexId kNoVertex = static_cast<VertexId>(-1);

/// A parsed FX graph. Build it with add_node() in program order (producers
/// before consumers); every Arg::Ref in a node's args must name an existing node.
class Graph {
 public:
  Graph();
  ~Graph();
  Graph(const Graph& other);
  Graph& operator=(const Graph& other);
  /// Moves are O(1) (the Boost graph lives behind a pointer, so its edge
  /// storage never moves). A moved-from Graph is empty and can be reused.
  Graph(Graph&& other) noexcept;
  Graph& operator=(Graph&& other) noexcept;

  /// Adds `node`; creates one edge per Ref in its args/kwargs (slots are
  /// renumbered 0..k-1 in appearance order). Returns the new vertex id.
  /// Precondition: the name is new and every Ref names an existing node
  /// (the parser checks both and reports diagnostics before calling this).
  VertexId add_node(Node node);

  /// Fast path for parsers that already resolved the references: the Ref slots
  /// in `node` must already be numbered 0..k-1 in appearance order (args, then
  /// kwargs, depth-first) and `producers[s]` is the vertex feeding slot s.
  /// Precondition: every producer is an existing vertex. Nothing is looked up
  /// by name except the new name itself: if it is already defined, nothing is
  /// added and the result is kNoVertex.
  VertexId add_node(Node node, std::span<const VertexId> producers);

  /// Reserves room for `n` nodes and `edges` edges (avoids regrowing the
  /// vertex and edge storage and the name index).
  void reserve(std::size_t n, std::size_t edges = 0);

  std::size_t size() const { return g_ ? g_->m_vertices.size() : 0; }
  const Node& node(VertexId v) const { return (*g_)[v]; }
  Node& node(VertexId v) { return (*g_)[v]; }
  const BoostGraph& boost() const { return g_ ? *g_ : empty_boost(); }

  /// Vertex id of a name, or kNoVertex. O(1) expected; no allocation.
  VertexId find(std::string_view name) const;
  /// Hint only: `name` is about to be added or looked up, so start loading its
  /// name-index slot into the cache (in a big graph that is a cache miss).
  void prefetch(std::string_view name) const;

  /// The producer feeding `slot` of `v` (kNoVertex if none).
  VertexId producer(VertexId v, int slot) const;
  /// Producers of v ordered by slot.
  std::vector<VertexId> producers(VertexId v) const;
  /// Distinct consumers of v with the slots they read v through.
  std::vector<std::pair<VertexId, int>> consumers(VertexId v) const;

  /// The output node, or kNoVertex.
  VertexId output() const { return output_; }

  /// Title given by the container (log title "Joint graph 0", file name, ...).
  std::string title;
  /// Where the graph was read from ("path" or "path#title").
  std::string origin;

 private:
  static const BoostGraph& empty_boost();
  BoostGraph& mut();
  void index_grow(std::size_t min_slots);

  /// Never null except in a moved-from Graph (then the graph is empty).
  std::unique_ptr<BoostGraph> g_;
  /// Name index: open addressing, linear probing, power-of-two size, load
  /// <= 1/2. A slot is 0 (empty) or (hash high 32 bits << 32 | vertex + 1);
  /// keys are the names stored in the nodes themselves (no second copy).
  /// Numbered names (`mm_7`) of one family are placed near each other (graph.cpp).
  std::vector<std::uint64_t> index_;
  VertexId output_ = kNoVertex;
};

/// Canonical one-line-per-node dump, stable across runs. Format:
///   %name = kind target(args, k=v) : dtype[shape]
/// Used by golden tests and `fxmatch parse --format text`.
std::string dump(const Graph& graph);

/// Canonical spelling of an argument (Refs printed as %name).
std::string to_string(const Arg& arg);

}  // namespace fxmatch
