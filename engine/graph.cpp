#include "fxmatch/engine/graph.hpp"

#include <algorithm>
#include <bit>
#include <cstring>
#include <iterator>
#include <ostream>
#include <sstream>

namespace fxmatch {

std::ostream& operator<<(std::ostream& os, const SharedText& t) { return os << t.view(); }
std::ostream& operator<<(std::ostream& os, const ArgText& t) { return os << t.view(); }

std::string_view to_string(NodeKind kind) {
  switch (kind) {
    case NodeKind::Placeholder: return "placeholder";
    case NodeKind::GetAttr: return "get_attr";
    case NodeKind::CallFunction: return "call_function";
    case NodeKind::CallModule: return "call_module";
    case NodeKind::CallMethod: return "call_method";
    case NodeKind::Output: return "output";
  }
  return "?";
}

namespace {

// Renumbers Ref slots in appearance order and collects the referenced names.
void number_refs(Arg& arg, int& next, std::vector<std::string_view>& refs) {
  if (arg.kind == Arg::Kind::Ref) {
    arg.slot = next++;
    refs.emplace_back(arg.text);
    return;
  }
  for (Arg& item : arg.items) number_refs(item, next, refs);
}

std::uint64_t load8(const char* p) {
  std::uint64_t w;
  std::memcpy(&w, p, 8);
  return w;
}
std::uint64_t load4(const char* p) {
  std::uint32_t w;
  std::memcpy(&w, p, 4);
  return w;
}
std::uint64_t mix(std::uint64_t h) {  // splitmix64 finalizer
  h ^= h >> 30;
  h *= 0xBF58476D1CE4E5B9ull;
  h ^= h >> 27;
  h *= 0x94D049BB133111EBull;
  return h ^ (h >> 31);
}

// Names are short identifiers: hashed 8 bytes at a time (the tail as one
// overlapping load), then mixed so that the high bits (the tag) are good.
std::uint64_t name_hash(std::string_view s) {
  const char* p = s.data();
  std::size_t n = s.size();
  std::uint64_t h = 0x9E3779B97F4A7C15ull * (n + 1);
  if (n >= 8) {
    for (; n > 8; p += 8, n -= 8) h = (h ^ load8(p)) * 0xFF51AFD7ED558CCDull;
    h ^= load8(p + n - 8);  // last 8 bytes (may overlap the previous word)
  } else if (n >= 4) {
    h ^= load4(p) | (load4(p + n - 4) << 32);
  } else if (n > 0) {
    h ^= static_cast<unsigned char>(p[0]) | (static_cast<std::uint64_t>(static_cast<unsigned char>(p[n / 2])) << 8) |
         (static_cast<std::uint64_t>(static_cast<unsigned char>(p[n - 1])) << 16);
  }
  return mix(h);
}

constexpr std::uint64_t kTagMask = 0xFFFFFFFF00000000ull;
constexpr std::size_t kNoSlot = static_cast<std::size_t>(-1);

// Where a name lives in the index. FX numbers repeated names (`mm`, `mm_1`,
// `mm_2`, ...), and a dump defines and then reads them in order: a name with a
// decimal number N in it (its last run of digits, no leading zero, at most 9
// digits; the family is the text around it) gets the home slot of its family,
// eight consecutive numbers in one cache line and the next eight 65 lines on,
// so a family's names land on the same pages instead of anywhere in the
// table. The stride is odd, so a family never collides with itself. Other
// names are placed by their hash.
struct NameKey {
  std::uint64_t tag;     // its high 32 bits are stored in the entry
  std::uint64_t base;    // hash of the base (of the whole name when unnumbered)
  std::uint64_t number;  // N (0 when unnumbered)
  bool numbered;
};

NameKey name_key(std::string_view s) {
  // the last run of digits: trailing in FX names (`mm_12`), inside others
  // (dynamo's `l__self___layers_11_mlp_fc1`, a generator's `tb_32249_b`)
  std::size_t end = s.size();
  while (end > 0 && !(s[end - 1] >= '0' && s[end - 1] <= '9')) --end;
  std::size_t d = end;
  std::uint64_t n = 0, scale = 1;
  for (; d > 0 && s[d - 1] >= '0' && s[d - 1] <= '9' && scale <= 100000000; --d, scale *= 10)
    n += static_cast<std::uint64_t>(s[d - 1] - '0') * scale;
  const std::size_t digits = end - d;
  const bool more_digits = d > 0 && s[d - 1] >= '0' && s[d - 1] <= '9';  // over 9
  if (d == 0 || digits == 0 || more_digits || (digits > 1 && s[d] == '0')) {
    const std::uint64_t h = name_hash(s);
    return NameKey{h, h, 0, false};
  }
  std::uint64_t b = name_hash(s.substr(0, d));
  if (end < s.size()) b = mix(b ^ (name_hash(s.substr(end)) * 0xC2B2AE3D27D4EB4Full));  // the text after the number
  return NameKey{b ^ ((n + 1) * 0x9E3779B97F4A7C15ull), b, n, true};  // tag: only filters compares
}

// The key of the name last given to Graph::prefetch on this thread: a parser
// prefetches each new name and then adds it, so add_node() hashes it once.
// A key depends on the text only, so a hit is right for any graph.
// The text is kept zero-padded in two words (names of up to 16 bytes; a
// longer one is not remembered), so a hit is two compares, no libc call.
struct LastKey {
  std::uint64_t text[2] = {0, 0};
  std::size_t size = kNoLastKey;
  NameKey key;
  static constexpr std::size_t kNoLastKey = static_cast<std::size_t>(-1);
};
thread_local LastKey tl_last_key;

// `s` (1..16 bytes) as two zero-padded words, read with fixed-size loads.
void pack16(std::string_view s, std::uint64_t w[2]) {
  const char* p = s.data();
  const std::size_t n = s.size();
  char b[16] = {};
  if (n >= 8) {
    std::memcpy(b, p, 8);
    std::memcpy(b + n - 8, p + n - 8, 8);
  } else if (n >= 4) {
    std::memcpy(b, p, 4);
    std::memcpy(b + n - 4, p + n - 4, 4);
  } else {
    b[0] = p[0];
    b[n / 2] = p[n / 2];
    b[n - 1] = p[n - 1];
  }
  std::memcpy(w, b, 16);
}

NameKey remembered_key(std::string_view s) {
  LastKey& last = tl_last_key;
  if (last.size == s.size() && !s.empty()) {
    std::uint64_t w[2];
    pack16(s, w);
    if (w[0] == last.text[0] && w[1] == last.text[1]) return last.key;
  }
  return name_key(s);
}

void remember_key(std::string_view s, const NameKey& key) {
  LastKey& last = tl_last_key;
  if (s.empty() || s.size() > sizeof last.text) {
    last.size = LastKey::kNoLastKey;
    return;
  }
  pack16(s, last.text);
  last.size = s.size();
  last.key = key;
}

// Home slot in a table of 2^bits slots (bits >= 4).
std::size_t home(const NameKey& k, int bits) {
  const std::size_t top = static_cast<std::size_t>(k.base >> (64 - bits));
  if (!k.numbered) return top;
  // eight consecutive numbers share one cache line (the family's lines 65 lines apart)
  const std::size_t line = (top & ~std::size_t{7}) + static_cast<std::size_t>(k.number >> 3) * (8 * 65);
  return (line + static_cast<std::size_t>(k.number & 7)) & ((std::size_t{1} << bits) - 1);
}

// Linear probe for `name`: sets `found` if it is indexed (and returns kNoSlot),
// else returns the empty slot that ends the probe (kNoSlot unless
// `want_empty_slot`). Precondition: the index is not empty.
std::size_t probe(const std::vector<std::uint64_t>& index, const BoostGraph& g, std::string_view name, const NameKey& key,
                  bool want_empty_slot, VertexId& found) {
  const std::uint64_t tag = key.tag & kTagMask;
  const std::size_t mask = index.size() - 1;
  for (std::size_t i = home(key, std::countr_zero(index.size()));; i = (i + 1) & mask) {
    const std::uint64_t e = index[i];
    if (e == 0) return want_empty_slot ? i : kNoSlot;
    if ((e & kTagMask) != tag) continue;
    const VertexId v = static_cast<VertexId>((e & ~kTagMask) - 1);
    if (g[v].name == name) {
      found = v;
      return kNoSlot;
    }
  }
}

}  // namespace

Graph::Graph() : g_(std::make_unique<BoostGraph>()) {}
Graph::~Graph() = default;
Graph::Graph(const Graph& other)
    : title(other.title),
      origin(other.origin),
      g_(std::make_unique<BoostGraph>(other.boost())),
      index_(other.index_),
      output_(other.output_),
      duplicate_names_(other.duplicate_names_) {}
Graph& Graph::operator=(const Graph& other) {
  if (this != &other) *this = Graph(other);
  return *this;
}
Graph::Graph(Graph&& other) noexcept
    : title(std::move(other.title)),
      origin(std::move(other.origin)),
      arena_(std::move(other.arena_)),
      g_(std::move(other.g_)),
      index_(std::move(other.index_)),
      output_(std::exchange(other.output_, kNoVertex)),
      duplicate_names_(std::exchange(other.duplicate_names_, false)) {
  other.index_.clear();
}
Graph& Graph::operator=(Graph&& other) noexcept {
  if (this != &other) {
    title = std::move(other.title);
    origin = std::move(other.origin);
    g_ = std::move(other.g_);  // our old nodes die before our old arena
    arena_ = std::move(other.arena_);
    index_ = std::move(other.index_);
    other.index_.clear();
    output_ = std::exchange(other.output_, kNoVertex);
    duplicate_names_ = std::exchange(other.duplicate_names_, false);
  }
  return *this;
}

const BoostGraph& Graph::empty_boost() {
  static const BoostGraph empty;
  return empty;
}

VertexId Graph::add_node(Node node) {
  std::vector<std::string_view> names;
  int next = 0;
  for (Arg& a : node.args) number_refs(a, next, names);
  for (auto& kv : node.kwargs) number_refs(kv.second, next, names);
  std::vector<VertexId> producers;
  producers.reserve(names.size());
  for (std::string_view n : names) producers.push_back(find(n));
  BoostGraph& g = mut();
  if (2 * (size() + 1) > index_.size()) index_grow(2 * (size() + 1));
  // Keep the first definition of a duplicate name findable (precondition
  // violated; the parser prevents this).
  const NameKey key = name_key(node.name);
  VertexId existing = kNoVertex;
  const std::size_t slot = probe(index_, g, node.name, key, true, existing);
  const bool is_output = node.kind == NodeKind::Output;
  // add_vertex(g) + move: boost's add_vertex(property, g) copies the node.
  VertexId v = boost::add_vertex(g);
  g[v] = std::move(node);
  if (slot != kNoSlot) index_[slot] = (key.tag & kTagMask) | (static_cast<std::uint64_t>(v) + 1);
  else duplicate_names_ = true;
  if (is_output) output_ = v;
  for (std::size_t s = 0; s < producers.size(); ++s) {
    if (producers[s] == kNoVertex) continue;  // precondition violated; parser prevents this
    boost::add_edge(producers[s], v, EdgeProps{static_cast<int>(s)}, g);
  }
  return v;
}

VertexId Graph::add_node(Node node, std::span<const VertexId> producers) {
  return add_node(std::move(node), producers, std::span<Arg>());
}

VertexId Graph::add_node(Node&& node, std::span<const VertexId> producers, std::span<Arg> args) {
  BoostGraph& g = mut();
  if (2 * (size() + 1) > index_.size()) index_grow(2 * (size() + 1));
  const NameKey key = remembered_key(node.name);
  VertexId existing = kNoVertex;
  const std::size_t slot = probe(index_, g, node.name, key, true, existing);
  if (slot == kNoSlot) return kNoVertex;
  const bool is_output = node.kind == NodeKind::Output;
  // What boost::add_vertex(g) does for this graph (vecS vertices, no named
  // vertices), without its resize() call: one default vertex at the end.
  const VertexId v = g.m_vertices.size();
  Node& stored = g.m_vertices.emplace_back().m_property;
  stored = std::move(node);
  if (!args.empty()) stored.args = ArenaVector<Arg>(args.data(), args.size(), arena_);
  index_[slot] = (key.tag & kTagMask) | (static_cast<std::uint64_t>(v) + 1);
  if (is_output) output_ = v;
  if (producers.size() > 1) boost::in_edge_list(g, v).reserve_in(arena_, producers.size());
  for (std::size_t s = 0; s < producers.size(); ++s) {
    g.out_edge_list(producers[s]).make_room_in(arena_);
    boost::add_edge(producers[s], v, EdgeProps{static_cast<int>(s)}, g);
  }
  return v;
}

void Graph::reserve(std::size_t n, std::size_t edges) {
  BoostGraph& g = mut();
  g.m_vertices.reserve(n);
  if (edges > 0) g.m_edges.reserve(edges);
  index_grow(2 * n);
}

void Graph::index_grow(std::size_t min_slots) {
  std::size_t cap = 16;
  while (cap < min_slots) cap *= 2;
  if (cap <= index_.size()) return;
  std::vector<std::uint64_t> old(cap, 0);
  old.swap(index_);
  const std::size_t mask = cap - 1;
  const int bits = std::countr_zero(cap);
  for (std::uint64_t e : old) {
    if (e == 0) continue;
    const VertexId v = static_cast<VertexId>((e & ~kTagMask) - 1);
    std::size_t i = home(name_key((*g_)[v].name), bits);
    while (index_[i] != 0) i = (i + 1) & mask;
    index_[i] = e;
  }
}

void Graph::prefetch(std::string_view name) const {
  if (index_.empty()) return;
  const NameKey key = name_key(name);
  remember_key(name, key);
  __builtin_prefetch(&index_[home(key, std::countr_zero(index_.size()))]);
}

VertexId Graph::find(std::string_view name) const {
  if (index_.empty()) return kNoVertex;
  VertexId found = kNoVertex;
  probe(index_, *g_, name, name_key(name), false, found);
  return found;
}

VertexId Graph::producer(VertexId v, int slot) const {
  for (auto [it, end] = boost::in_edges(v, *g_); it != end; ++it)
    if ((*g_)[*it].slot == slot) return boost::source(*it, *g_);
  return kNoVertex;
}

std::vector<VertexId> Graph::producers(VertexId v) const {
  // one allocation where edges are few (relate asks this in its inner
  // loops): sorted by (slot, source) in a stack buffer, the heap past it
  const auto [first, last] = boost::in_edges(v, *g_);
  const auto n = static_cast<std::size_t>(std::distance(first, last));
  std::pair<int, VertexId> small[16];
  std::vector<std::pair<int, VertexId>> big;
  std::pair<int, VertexId>* by_slot = small;
  if (n > std::size(small)) big.resize(n), by_slot = big.data();
  std::size_t k = 0;
  for (auto it = first; it != last; ++it) by_slot[k++] = {(*g_)[*it].slot, boost::source(*it, *g_)};
  std::sort(by_slot, by_slot + n);
  std::vector<VertexId> out(n);
  for (std::size_t i = 0; i < n; ++i) out[i] = by_slot[i].second;
  return out;
}

std::vector<std::pair<VertexId, int>> Graph::consumers(VertexId v) const {
  std::vector<std::pair<VertexId, int>> out;
  for (auto [it, end] = boost::out_edges(v, *g_); it != end; ++it)
    out.emplace_back(boost::target(*it, *g_), (*g_)[*it].slot);
  std::sort(out.begin(), out.end());
  return out;
}

std::string to_string(const Arg& arg) {
  switch (arg.kind) {
    case Arg::Kind::None: return "None";
    case Arg::Kind::String: {
      std::string s = "'";
      for (char c : arg.text) {
        if (c == '\'' || c == '\\') s += '\\';
        s += c;
      }
      return s + "'";
    }
    case Arg::Kind::Ref: return "%" + arg.text.str();
    case Arg::Kind::List:
    case Arg::Kind::Tuple: {
      const bool list = arg.kind == Arg::Kind::List;
      std::string s = list ? "[" : "(";
      for (std::size_t i = 0; i < arg.items.size(); ++i) {
        if (i) s += ", ";
        s += to_string(arg.items[i]);
      }
      if (!list && arg.items.size() == 1) s += ",";
      return s + (list ? "]" : ")");
    }
    default: return arg.text.str();
  }
}

namespace {

std::string meta_string(const TensorMeta& m) {
  std::string s = m.dtype;
  if (m.dtype == "Sym") {
    return "Sym(" + (m.shape.empty() ? std::string() : m.shape[0]) + ")";
  }
  s += "[";
  for (std::size_t i = 0; i < m.shape.size(); ++i) s += (i ? ", " : "") + m.shape[i];
  s += "]";
  if (!m.stride.empty()) {
    s += "[";
    for (std::size_t i = 0; i < m.stride.size(); ++i) s += (i ? ", " : "") + m.stride[i];
    s += "]";
  }
  return s + m.device;
}

}  // namespace

std::string dump(const Graph& graph) {
  std::ostringstream os;
  for (VertexId v = 0; v < graph.size(); ++v) {
    const Node& n = graph.node(v);
    os << '%' << n.name << " = " << to_string(n.kind);
    if (!n.target.empty()) os << ' ' << n.target;
    if (n.kind != NodeKind::Placeholder && n.kind != NodeKind::GetAttr) {
      os << '(';
      bool first = true;
      for (const Arg& a : n.args) {
        os << (first ? "" : ", ") << to_string(a);
        first = false;
      }
      for (const auto& [k, a] : n.kwargs) {
        os << (first ? "" : ", ") << k << '=' << to_string(a);
        first = false;
      }
      os << ')';
    }
    if (n.meta) os << " : " << meta_string(*n.meta);
    os << '\n';
  }
  return os.str();
}

}  // namespace fxmatch
