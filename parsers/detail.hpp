// Private building blocks of the FX text parser (not installed).
//
// Design note. Parsing runs in two passes over a vector of Lines that point
// into the caller's text (no copies):
//   1. container.cpp scans lines for graph starts (`def forward(self, ...)`,
//      `graph():`), remembering `===== title =====` and `class X(...)` lines,
//      and produces GraphSpans;
//   2. code_graph.cpp / ir_graph.cpp parse the chosen span statement by
//      statement with the expression parser (expr.cpp) and the annotation
//      parser (annotation.cpp), then build the Graph in one go.
// Syntax errors are thrown as detail::SyntaxError inside the parser and turned
// into a Diagnostic at the public entry points (parse.cpp), so no partial
// graph can escape. All string_views point into the input text, which must
// outlive the parse.
#pragma once

#include "fxmatch/engine/diagnostic.hpp"
#include "fxmatch/engine/graph.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace fxmatch::detail {

/// Default (ParseLimits::max_depth) and hard cap of bracket nesting in one
/// expression or annotation.
inline constexpr int kMaxDepth = 256;
inline constexpr int kMaxDepthCap = 1024;  // deeper recursion overflows an 8 MB stack under ASan
/// The nesting limit of the parse running on this thread (set by the public
/// entry points from ParseLimits, see parse.cpp; kMaxDepth otherwise).
inline thread_local int tl_max_depth = kMaxDepth;
inline int max_depth() { return tl_max_depth; }
/// Displayed source lines are cut to this many bytes in diagnostics.
inline constexpr std::size_t kMaxShownLine = 200;

/// One physical line of the input. `content` is `raw` without a glog /
/// TORCH_LOGS prefix ("V0103 12:00:00.1 12 f.py:3] [0/0] [__aot_graphs] ").
/// 24 bytes: a million-line dump holds a million of these while it is parsed.
class Line {
 public:
  static constexpr std::size_t kMaxBytes = 0xFFFFFFFFu;
  Line() = default;
  /// Precondition: raw.size() <= kMaxBytes, skip <= raw.size().
  Line(std::string_view raw, std::size_t skip, int number)
      : number(number),
        data_(raw.data()),
        size_(static_cast<std::uint32_t>(raw.size())),
        skip_(static_cast<std::uint32_t>(skip)) {}

  std::string_view raw() const { return {data_, size_}; }
  std::string_view content() const { return {data_ + skip_, size_ - skip_}; }
  /// Byte offset of content inside raw.
  std::size_t prefix() const { return skip_; }

  int number = 0;  ///< 1-based

 private:
  const char* data_ = nullptr;
  std::uint32_t size_ = 0;
  std::uint32_t skip_ = 0;
};

/// Thrown by the parsing internals, converted to a Diagnostic at the API edge.
struct SyntaxError {
  int line = 0;          ///< 1-based, 0 for none
  int col = 0;           ///< 1-based, 0 for none
  std::string message;
  std::string source;    ///< full offending line (truncated when rendered)
};

[[noreturn]] void fail(const Line& line, std::size_t offset_in_raw, std::string message);
[[noreturn]] void fail_at(const Line& line, const char* where, std::string message);

Diagnostic to_diagnostic(const SyntaxError& e, std::string_view file);

/// Splits text into lines (\n, \r\n) and strips log prefixes. Throws on
/// the first NUL byte or invalid UTF-8 (binary input).
std::vector<Line> split_lines(std::string_view text);

// Hot helpers of the lexer, inline on purpose.
// Number of leading spaces, 8 at a time (dumps indent by 4 and 8 spaces).
inline std::size_t leading_spaces(std::string_view s) {
  constexpr std::uint64_t kSpaces = 0x2020202020202020ull;
  std::size_t i = 0;
  for (std::uint64_t w; i + 8 <= s.size(); i += 8) {
    std::memcpy(&w, s.data() + i, 8);
    if (w != kSpaces) break;
  }
  while (i < s.size() && s[i] == ' ') ++i;
  return i;
}
inline std::string_view trim(std::string_view s) {
  std::size_t b = leading_spaces(s);
  while (b < s.size() && (s[b] == ' ' || s[b] == '\t' || s[b] == '\r')) ++b;
  std::size_t e = s.size();
  while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\t' || s[e - 1] == '\r')) --e;
  return s.substr(b, e - b);
}
inline std::size_t indent_of(std::string_view s) {
  std::size_t i = leading_spaces(s);
  while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
  return i;
}
// Character classes: bit 0 = identifier start, bit 1 = identifier char,
// bit 2 = space or tab.
inline constexpr auto kCharClass = [] {
  std::array<unsigned char, 256> t{};
  for (int c = 0; c < 256; ++c) {
    bool alpha = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
    bool digit = c >= '0' && c <= '9';
    bool blank = c == ' ' || c == '\t';
    t[static_cast<std::size_t>(c)] =
        static_cast<unsigned char>((alpha ? 1 : 0) | (alpha || digit ? 2 : 0) | (blank ? 4 : 0));
  }
  return t;
}();
inline bool is_ident_start(char c) { return (kCharClass[static_cast<unsigned char>(c)] & 1) != 0; }
inline bool is_ident_char(char c) { return (kCharClass[static_cast<unsigned char>(c)] & 2) != 0; }
inline bool is_blank(char c) { return (kCharClass[static_cast<unsigned char>(c)] & 4) != 0; }  // ' ' or '\t'

#ifdef __SSE2__
/// For the 16 bytes at p: bit k set when p[k] is an identifier start
/// ([A-Za-z_]), an identifier char ([A-Za-z0-9_]), a '.'.
struct IdentMasks {
  unsigned start;
  unsigned ident;
  unsigned dot;
};
inline IdentMasks ident_masks16(const char* p) {
  const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
  const __m128i lower = _mm_or_si128(v, _mm_set1_epi8(0x20));  // A-Z -> a-z; bytes >= 0x80 stay negative
  const __m128i alpha =
      _mm_and_si128(_mm_cmpgt_epi8(lower, _mm_set1_epi8('a' - 1)), _mm_cmplt_epi8(lower, _mm_set1_epi8('z' + 1)));
  const __m128i digit =
      _mm_and_si128(_mm_cmpgt_epi8(v, _mm_set1_epi8('0' - 1)), _mm_cmplt_epi8(v, _mm_set1_epi8('9' + 1)));
  const __m128i start = _mm_or_si128(alpha, _mm_cmpeq_epi8(v, _mm_set1_epi8('_')));
  return IdentMasks{static_cast<unsigned>(_mm_movemask_epi8(start)),
                    static_cast<unsigned>(_mm_movemask_epi8(_mm_or_si128(start, digit))),
                    static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_set1_epi8('.'))))};
}
#endif

/// End of the identifier characters of p[i..n).
inline std::size_t ident_chars_end(const char* p, std::size_t i, std::size_t n) {
#ifdef __SSE2__
  for (; i + 16 <= n; i += 16) {
    const unsigned stop = ~ident_masks16(p + i).ident & 0xFFFFu;
    if (stop != 0) return i + static_cast<std::size_t>(__builtin_ctz(stop));
  }
#endif
  while (i < n && is_ident_char(p[i])) ++i;
  return i;
}

/// End of a dotted name `a.b.c` whose first character p[i - 1] was an
/// identifier start: identifier characters, and dots followed by an
/// identifier start (a dot followed by anything else ends the name before it).
inline std::size_t dotted_chars_end(const char* p, std::size_t i, std::size_t n) {
#ifdef __SSE2__
  for (; i + 17 <= n; i += 16) {
    const IdentMasks m = ident_masks16(p + i);
    const unsigned next_start = ident_masks16(p + i + 1).start;  // bit k: p[i + k + 1] starts an identifier
    const unsigned stop = (~(m.ident | m.dot) | (m.dot & ~next_start)) & 0xFFFFu;
    if (stop != 0) return i + static_cast<std::size_t>(__builtin_ctz(stop));
  }
#endif
  while (i < n) {
    if (is_ident_char(p[i])) ++i;
    else if (p[i] == '.' && i + 1 < n && is_ident_start(p[i + 1])) ++i;
    else break;
  }
  return i;
}

/// First position in p[i..n) holding `a` or `b` (n if none), 16 bytes at a
/// time: a quoted string's end and any backslash before it in one scan.
inline std::size_t find_either(const char* p, std::size_t i, std::size_t n, char a, char b) {
#ifdef __SSE2__
  const __m128i va = _mm_set1_epi8(a), vb = _mm_set1_epi8(b);
  for (; i + 16 <= n; i += 16) {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + i));
    const unsigned m =
        static_cast<unsigned>(_mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(v, va), _mm_cmpeq_epi8(v, vb))));
    if (m != 0) return i + static_cast<std::size_t>(__builtin_ctz(m));
  }
#endif
  for (; i < n; ++i)
    if (p[i] == a || p[i] == b) return i;
  return n;
}

/// Names of nodes defined so far -> vertex id: the name index of the graph
/// being built (one index only, no copy of the names), plus a few extra names
/// (signature parameters referred to before they become nodes). The graph must
/// outlive the set and must not be moved while the set is used.
class NameSet {
 public:
  explicit NameSet(const Graph* graph = nullptr) : graph_(graph) {}
  VertexId find(std::string_view name) const {
    if (graph_ != nullptr) {
      // Most references name the node defined just before: compare with it
      // before hashing (the name index gives the same answer).
      if (const std::size_t n = graph_->size(); n > 0 && graph_->node(n - 1).name == name) return n - 1;
      VertexId v = graph_->find(name);
      if (v != kNoVertex) return v;
    }
    for (const auto& [n, v] : extra_)
      if (n == name) return v;
    return kNoVertex;
  }
  bool count(std::string_view name) const { return find(name) != kNoVertex; }
  void add(std::string_view name, VertexId v) { extra_.emplace_back(name, v); }

 private:
  const Graph* graph_;
  std::vector<std::pair<std::string_view, VertexId>> extra_;
};

/// Numbers the Refs of `n` 0..k-1 in appearance order (args, then kwargs,
/// depth-first) and resolves them into `producers` (cleared first), ready for
/// Graph::add_node(node, producers). Until then a Ref made by the parser
/// carries the vertex its name was found at in `slot` (offset by a large
/// constant; so a name is looked up once); a Ref with slot -1 is looked up by name in `g`.
/// Precondition: every Ref names a node of `g`.
void resolve_refs(Node& n, const Graph& g, std::vector<VertexId>& producers);
/// Same for a node whose positional args are kept apart (Graph::add_node with args).
void resolve_refs(std::span<Arg> args, KwargList& kwargs, const Graph& g, std::vector<VertexId>& producers);

/// Ref made by the expression parser for a node found at vertex `v`
/// (see resolve_refs).
Arg pending_ref(std::string_view name, VertexId v);

/// Tensor annotations parsed once per distinct text: nodes whose annotations
/// read the same share one TensorMeta. Keys point into the input text.
class MetaCache {
 public:
  /// parse_annotation(text, line, at) as a SharedMeta (empty for plain type
  /// names); throws like parse_annotation.
  SharedMeta get(std::string_view text, const Line& line, const char* at);

 private:
  static constexpr std::size_t kMaxSize = 4096;
  std::unordered_map<std::string_view, SharedMeta> map_;
};

/// A bare name used in code that was not (yet) a node; checked once the
/// whole graph is read (use-before-definition vs. sympy symbol like `s0`).
struct Unresolved {
  std::string_view name;
  const Line* line = nullptr;
  std::size_t pos = 0;
};

/// Expression parser over one line. Call sites position it at `pos`.
class ExprParser {
 public:
  enum class Mode {
    Code,  ///< python code: bare names that are nodes are Refs, strings quoted
    Ir,    ///< str(graph): `%x` is a Ref, bare words are Symbols (`cpu`, `tanh`)
    IrReturn,  ///< str(graph) return line: `%x` and bare node names are Refs
  };
  ExprParser(const Line& line, std::size_t pos, const NameSet& names, Mode mode)
      : line_(line), s_(line.raw()), pos_(pos), names_(names), mode_(mode) {}

  /// One argument value.
  Arg parse_value();
  /// Skips a quoted string (same errors as parse_value). Precondition: at a quote.
  void skip_string();
  /// Comma-separated call arguments up to the closing `)` (consumed);
  /// `name = value` pairs go to kwargs. Precondition: the `(` was consumed.
  void parse_call_args(std::vector<Arg>& args, std::vector<Kwarg>& kwargs);
  /// `{k: v, ...}` (IR kwargs). Precondition: at `{`.
  void parse_dict(KwargList& kwargs);

  // The scanning loops below run on locals: a member index would be stored
  // back on every character (char reads may alias it).
  void skip_spaces() {  // the parser's most frequent call: one table test per byte
    std::size_t i = pos_;
    const char* d = s_.data();
    const std::size_t n = s_.size();
    while (i < n && is_blank(d[i])) ++i;
    pos_ = i;
  }
  bool at_end() const { return pos_ >= s_.size(); }
  char peek() const { return pos_ < s_.size() ? s_[pos_] : '\0'; }
  bool consume(char c) {  // inline: a statement consumes a few
    skip_spaces();
    if (peek() != c) return false;
    ++pos_;
    return true;
  }
  bool consume(std::string_view word);
  void expect(char c, const char* what);
  std::string_view ident() {  ///< empty if none
    skip_spaces();
    const std::size_t b = pos_;
    if (!is_ident_start(peek())) return {};
    pos_ = ident_end(b + 1);
    return std::string_view(s_.data() + b, pos_ - b);
  }
  /// End of the identifier characters starting at i.
  std::size_t ident_end(std::size_t i) const { return ident_chars_end(s_.data(), i, s_.size()); }
  std::string_view dotted_name();  ///< a.b.c, empty if none
  std::size_t pos() const { return pos_; }
  std::string_view text() const { return s_; }
  void set_pos(std::size_t p) { pos_ = p; }
  [[noreturn]] void error(std::string message) const;
  [[noreturn]] void error_at(std::size_t pos, std::string message) const;
  /// Where to record bare names that are not nodes (Code mode); may be null.
  void track_unresolved(std::vector<Unresolved>* out) { unresolved_ = out; }
  /// str(graph) prints a str argument bare (torch/fx/node.py's _format_arg
  /// is str(arg)): `_assert_scalar(%ge, Runtime assertion failed for
  /// expression u0 >= 0 on node 'ge')`. Within the top-level tuple the next
  /// parse_value() reads, whose `)` is at `close`, an item that is a word
  /// another word (or any text but `,` and `)`) follows is such a text: it
  /// runs to the next `, %`, `, [` or `, (` (the next argument, which may
  /// hold node references) or to the tuple's end, and is a String. Ir mode
  /// only; npos: none.
  void allow_bare_text(std::size_t close) { bare_close_ = close; }

 private:
  Arg parse_value_at(int depth);
  Arg parse_sequence(char close, Arg::Kind kind, int depth);
  Arg parse_string();
  Arg parse_number();
  Arg parse_word(int depth);
  /// The value of the word `name` that starts at b and ends at pos_ (parse_word after its dotted_name);
  /// `may_be_dotted` false: `name` is a plain identifier (no '.').
  Arg word_value(std::size_t b, std::string_view name, int depth, bool may_be_dotted = true);
  void skip_balanced_call(int depth);

  const Line& line_;
  std::string_view s_;
  std::size_t pos_;
  const NameSet& names_;
  Mode mode_;
  std::vector<Unresolved>* unresolved_ = nullptr;
  std::size_t bare_close_ = std::string_view::npos;
};

/// Parses a tensor annotation body (`f32[3, 4][4, 1]cuda:0`, `Sym(s0)`).
/// Returns false (meta untouched) for plain type names such as
/// `torch.Tensor`; throws at `at` for malformed tensor annotations.
bool parse_annotation(std::string_view text, const Line& line, const char* at, TensorMeta& meta);

/// Strips "torch.ops." and maps IR spellings (`<built-in function getitem>`,
/// `builtins.getattr`) to the code spelling.
std::string normalize_target(std::string_view target);

/// One shared copy per distinct text (node targets: a dump has few), so a
/// node's target costs a reference count, not a heap block. Past `kMax`
/// distinct texts (hostile input) it stops remembering and copies.
/// A two-way cache of 128 recent texts sits in front of each map: a
/// dump repeats a few dozen targets, and one compare of a short text is much
/// cheaper than std::hash over it and a bucket walk (5% of a million-node
/// match, 2026-12-04 profile).
class TextPool {
 public:
  SharedText get(std::string_view text) {
    return through(&recent_[2 * slot(text)], text, false, [&] {
      if (auto it = map_.find(text); it != map_.end()) return it->second;
      SharedText s(text);
      if (map_.size() < kMax) map_.emplace(s.view(), s);
      return s;
    });
  }
  /// An attribute path (`self._tensor_constant17`): shared with a recent
  /// read of the same attribute, else a new copy. Most are read once (a
  /// backward's saved tensors, 300k in a large dump), so the map would only
  /// miss: a miss in a large hash table is a cache miss or two per node.
  SharedText attribute(std::string_view path) {
    return through(&recent_attr_[2 * slot(path)], path, false, [&] { return SharedText(path); });
  }
  /// get(normalize_target(raw)), remembered by the raw spelling (a view into
  /// the input text, which outlives the parse): a repeated target costs one
  /// compare and no string.
  SharedText normalized(std::string_view raw) {
    return through(&recent_raw_[2 * slot(raw)], raw, true, [&] {
      if (auto it = raw_.find(raw); it != raw_.end()) return it->second;
      SharedText s = get(normalize_target(raw));
      if (raw_.size() < kMax) raw_.emplace(raw, s);
      return s;
    });
  }

 private:
  struct Recent {
    std::string_view key;  // views r.text (get) or the input text (normalized)
    SharedText text;
  };
  // The answer for `key` from its set of two ways (the newer first), else
  // make()'s, remembered under `key` when it views the input text (`stable`),
  // else under the answer's own text (the caller's may be a temporary).
  template <class Make>
  static SharedText through(Recent* set, std::string_view key, bool stable, Make&& make) {
    for (int w = 0; w < 2; ++w)
      if (!key.empty() && set[w].key == key) return set[w].text;
    SharedText s = make();
    set[1] = std::move(set[0]);
    set[0] = {stable ? key : s.view(), s};
    return s;
  }
  // One of 64 sets, from the size and the first and last (up to) 8 bytes.
  static std::size_t slot(std::string_view t) {
    std::uint64_t a = 0, b = 0;
    const std::size_t n = t.size();
    if (n > 0) std::memcpy(&a, t.data(), n < 8 ? n : 8);
    if (n > 8) std::memcpy(&b, t.data() + n - 8, 8);
    const std::uint64_t h = (a ^ (b * 0xC2B2AE3D27D4EB4FULL) ^ n) * 0x9E3779B97F4A7C15ULL;
    return static_cast<std::size_t>(h >> 58);
  }
  static constexpr std::size_t kMax = 1 << 16;
  std::unordered_map<std::string_view, SharedText> map_;  // keys view the values' text
  std::unordered_map<std::string_view, SharedText> raw_;  // keys view the input text
  std::array<Recent, 128> recent_{};
  std::array<Recent, 128> recent_raw_{};
  std::array<Recent, 128> recent_attr_{};
};

/// A graph found in the input.
struct GraphSpan {
  enum class Kind { Code, Ir };
  Kind kind = Kind::Code;
  std::size_t first = 0;  ///< index into lines of the `def` / `graph(` line
  std::string title;
  /// Upper bound of the statement lines after `first` (non-blank lines not
  /// starting with '#' up to the next span or the end), counted by
  /// find_graphs on its way; 0 when unknown (the parser then counts).
  std::size_t statements = 0;
};

std::vector<GraphSpan> find_graphs(const std::vector<Line>& lines);

/// Parses the graph starting at lines[span.first]. Throws SyntaxError.
Graph parse_code_graph(const std::vector<Line>& lines, const GraphSpan& span);
Graph parse_ir_graph(const std::vector<Line>& lines, const GraphSpan& span);

}  // namespace fxmatch::detail
