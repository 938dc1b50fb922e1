// fxmatch graph model.
//
// Design note. A parsed FX graph is a Boost bidirectional adjacency list with
// dense vertex ids (vecS vertices, EdgeVec out- and in-edges, vecS edge list), held behind
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
// A Node is 80 bytes (graph_values.hpp has the value types): its name an
// ArgText, its positional args an ArenaVector (arena_vector.hpp: the parsers
// hand them to add_node, which stores them in one exact block of the graph's
// arena, so a Node moved out of its graph must not outlive the graph), its
// kwargs one pointer (KwargList, null for the usual none), and
// nodes with the same annotation, target or `# File:` comment share one
// immutable TensorMeta / string (SharedMeta, SharedText: 8 bytes each), which
// keeps a million-node dump's graph small.
//
// Each vertex's out- and in-edge lists are EdgeVec (edge_vec.hpp, selected by
// edge_vecS in place of vecS): a stored edge is 24 bytes (target, index,
// edge-list pointer) and an EdgeVec holds one inline in 32 bytes, so the
// usual node (one edge each way) costs no heap block for its edges; add_node
// puts the in-edges of a node with several producers in one arena block.
// A vertex is 144 bytes (Node 80 + two EdgeVecs).
//
// Ownership: Graph owns everything; vertex ids stay valid until the graph is
// destroyed (no vertex is ever removed). Not thread-safe for mutation; const
// access from several threads is fine.
#pragma once

#include <boost/graph/adjacency_list.hpp>

#include "fxmatch/engine/arena_vector.hpp"
#include "fxmatch/engine/edge_vec.hpp"

#include "fxmatch/engine/graph_values.hpp"

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
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

namespace fxmatch {

/// What an FX node is (torch.fx.Node.op). call_module/call_method are kept for
/// completeness: they occur in symbolic-trace dumps, never in make_fx/AOT ones.
enum class NodeKind : std::uint8_t { Placeholder, GetAttr, CallFunction, CallModule, CallMethod, Output };

std::string_view to_string(NodeKind kind);

struct Arg;

/// The items of a List / Tuple Arg: one pointer (null when empty), so a
/// scalar or Ref Arg pays 8 bytes for them instead of a std::vector's 24.
using ArgList = PtrVector<Arg>;

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

/// A keyword argument: its name and value.
using Kwarg = std::pair<ArgText, Arg>;
/// A node's keyword arguments, in order (8 bytes: most nodes have none).
using KwargList = PtrVector<Kwarg>;

/// Where a node came from in the dump.
struct SourceLoc {
  int line = 0;  ///< 1-based line of the node's definition in the input file
  int col = 0;   ///< 1-based column
};

struct Node {
  ArgText name;            ///< variable name in the dump (reported only, never matched on)
  NodeKind kind = NodeKind::CallFunction;
  int getitem_index = -1;   ///< for `operator.getitem(x, k)` with integer k: k
  /// call_function: the target as printed with the "torch.ops." prefix removed
  ///   ("aten.mm.default", "prims.convert_element_type.default",
  ///   "operator.getitem", "aten.sym_size.int").
  /// get_attr: the attribute path ("_tensor_constant0").
  /// placeholder / output: empty.
  /// Shared: a dump has few distinct targets, so the parsers hand every node
  /// with the same target one copy (8 bytes per node, no heap block).
  SharedText target;
  ArenaVector<Arg> args;                           ///< positional arguments (reads like a std::vector)
  KwargList kwargs;                                ///< keyword arguments, in order
  SharedMeta meta;          ///< absent when not annotated (e.g. multi-output ops); shared, immutable
  SourceLoc loc;
  SharedText source;        ///< the `# File: ...` comment governing this node, without "# File: "
};
static_assert(sizeof(void*) != 8 || sizeof(Node) <= 80, "a Node's bytes are a million-node graph's memory");

/// Edge label: which argument slot of the consumer this producer feeds.
/// Slots number node references in the order they appear in args then kwargs
/// (depth-first through lists and tuples).
struct EdgeProps {
  int slot = 0;
};

/// Edges live in one vector (vecS edge list): the graph only grows, and edge
/// descriptors point into it, so they are invalidated by adding edges. Each
/// vertex's out- and in-edge lists are EdgeVecs (edge_vec.hpp).
using BoostGraph =
    boost::adjacency_list<edge_vecS, boost::vecS, boost::bidirectionalS, Node, EdgeProps, boost::no_property, boost::vecS>;

}  // namespace fxmatch

// boost::edge(u, v, g) finds an out-edge through a qualified call of
// graph_detail::container_category, which argument-dependent lookup cannot
// reach for EdgeVec (edge_vec.hpp): this specialization of graph_detail::find
// for the graph's edge list serves it.
namespace boost::graph_detail {
using FxEdgeList = std::remove_cvref_t<decltype(boost::in_edge_list(std::declval<fxmatch::BoostGraph&>(), std::size_t{}))>;
template <>
inline FxEdgeList::const_iterator find<FxEdgeList, FxEdgeList::value_type>(const FxEdgeList& c,
                                                                          const FxEdgeList::value_type& e) {
  return std::find(c.begin(), c.end(), e);
}
}  // namespace boost::graph_detail

namespace fxmatch {

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
  /// Same, with the positional arguments given apart: `args` are moved into
  /// node.args (which must be empty), stored in the graph's arena (one exact
  /// block, freed with the graph). Refs are numbered through `args` first,
  /// then node.kwargs. `args` is left with moved-from items. `node` is moved
  /// into the new vertex (left moved-from; untouched when nothing is added).
  VertexId add_node(Node&& node, std::span<const VertexId> producers, std::span<Arg> args);

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

  /// True when no two nodes were added with the same name, so every node's
  /// name finds that node (the parsers never add a duplicate; add_node(Node)
  /// does when its precondition is violated). O(1).
  bool unique_names() const { return !duplicate_names_; }

  /// Title given by the container (log title "Joint graph 0", file name, ...).
  std::string title;
  /// Where the graph was read from ("path" or "path#title").
  std::string origin;

 private:
  static const BoostGraph& empty_boost();
  BoostGraph& mut() {
    if (!g_) g_ = std::make_unique<BoostGraph>();
    return *g_;
  }
  void index_grow(std::size_t min_slots);

  /// Blocks of the nodes' args (add_node with separate args). Declared before
  /// g_, so the nodes (which destroy their args in place) die first.
  Arena arena_;
  /// Never null except in a moved-from Graph (then the graph is empty).
  std::unique_ptr<BoostGraph> g_;
  /// Name index: open addressing, linear probing, power-of-two size, load
  /// <= 1/2. A slot is 0 (empty) or (hash high 32 bits << 32 | vertex + 1);
  /// keys are the names stored in the nodes themselves (no second copy).
  /// Numbered names (`mm_7`) of one family are placed near each other (graph.cpp).
  std::vector<std::uint64_t> index_;
  VertexId output_ = kNoVertex;
  bool duplicate_names_ = false;
};

/// Canonical one-line-per-node dump, stable across runs. Format:
///   %name = kind target(args, k=v) : dtype[shape]
/// Used by golden tests and `fxmatch parse --format text`.
std::string dump(const Graph& graph);

/// Canonical spelling of an argument (Refs printed as %name).
std::string to_string(const Arg& arg);

}  // namespace fxmatch
