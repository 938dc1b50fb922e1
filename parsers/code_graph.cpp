// Graph code: `def forward(self, x: "f32[3]"):` + one statement per node,
// including print_readable() class bodies and AOT joint graphs
// (`primals_1: "f32[3]"; ...` declarations + fx_pytree.tree_flatten_spec).
#include "detail.hpp"

#include <algorithm>
#include <charconv>
#include <optional>
#include <unordered_set>

namespace fxmatch::detail {

namespace {

struct Param {
  std::string_view name;
  SharedMeta meta;
  const Line* line = nullptr;
  std::size_t pos = 0;
};

const char* binary_operator(std::string_view s, std::size_t& len) {
  static constexpr std::pair<std::string_view, const char*> kOps[] = {
      {"**", "pow"}, {"//", "floordiv"}, {"<<", "lshift"}, {">>", "rshift"}, {"==", "eq"}, {"!=", "ne"},
      {"<=", "le"},  {">=", "ge"},       {"+", "add"},     {"-", "sub"},     {"*", "mul"},  {"/", "truediv"},
      {"%", "mod"},  {"&", "and_"},      {"|", "or_"},     {"^", "xor"},     {"@", "matmul"}, {"<", "lt"},
      {">", "gt"}};
  for (const auto& [tok, name] : kOps) {
    if (s.substr(0, tok.size()) == tok) {
      len = tok.size();
      return name;
    }
  }
  return nullptr;
}

// sympy-style symbol names as printed in shapes: s0, s77, u1, zuf0, ...
bool looks_like_symbol(std::string_view n) {
  std::size_t i = 0;
  while (i < n.size() && n[i] >= 'a' && n[i] <= 'z') ++i;
  if (i == 0 || i > 4 || i == n.size()) return false;
  for (; i < n.size(); ++i)
    if (n[i] < '0' || n[i] > '9') return false;
  return true;
}

class CodeGraphParser {
 public:
  CodeGraphParser(const std::vector<Line>& lines, const GraphSpan& span) : lines_(lines), span_(span) {}

  Graph run() {
    const Line& def = lines_[span_.first];
    std::size_t def_indent = indent_of(def.content());
    reserve(def_indent);
    parse_signature(def);
    for (std::size_t i = span_.first + 1; i < lines_.size(); ++i) {
      const Line& l = lines_[i];
      const std::size_t ind = indent_of(l.content());
      std::string_view t = trim(l.content().substr(ind));  // same as trim(content), one scan of the indent
      if (t.empty()) {
        source_ = SharedText();
        continue;
      }
      if (ind <= def_indent) fail(l, l.prefix() + ind, "graph body ended without a return statement");
      if (t[0] == '#') {
        comment(t);
        continue;
      }
      if (statement(l, l.prefix() + ind)) {
        check_unresolved();
        return std::move(graph_);
      }
    }
    const Line& last = lines_.back();
    fail(last, last.raw().size(), "unexpected end of input: graph has no return statement (truncated file?)");
  }

 private:
  // Upper bound of the node count: statement lines up to the first `return`
  // (blank and comment lines are not nodes), plus the parameters (commas of
  // the signature and of a tree_flatten_spec line).
  // find_graphs counted the statement lines on its way (GraphSpan::statements):
  // then no pass here, and flatten() reserves for its parameters.
  void reserve(std::size_t def_indent) {
    auto commas = [](std::string_view s) { return static_cast<std::size_t>(std::count(s.begin(), s.end(), ',')); };
    std::size_t n = 2 + commas(lines_[span_.first].content());
    if (span_.statements > 0) {
      reserved_ = n + span_.statements;
      graph_.reserve(reserved_, 2 * reserved_);
      return;
    }
    for (std::size_t i = span_.first + 1; i < lines_.size(); ++i) {
      std::string_view c = lines_[i].content();
      std::size_t ind = indent_of(c);
      if (ind == c.size() || c[ind] == '#') continue;
      if (ind <= def_indent) break;
      if (c[ind] == 'r' && c.substr(ind, 6) == "return") break;
      ++n;
      // `a, b, = fx_pytree.tree_flatten_spec(...)`: a comma right after the name.
      std::size_t e = ident_chars_end(c.data(), ind, c.size());
      while (e < c.size() && c[e] == ' ') ++e;
      if (e < c.size() && c[e] == ',') n += commas(c);
    }
    graph_.reserve(n, 2 * n);  // edges: a guess (untouched capacity costs address space only)
  }
  std::size_t reserved_ = 0;  // the bound reserve() took from GraphSpan::statements (0: it counted)

  void comment(std::string_view t) {
    constexpr std::string_view kFile = "# File: ";
    if (t.substr(0, kFile.size()) == kFile) {
      // The same comment recurs (a layer called in a loop): one string each.
      const std::string_view text = t.substr(kFile.size());
      if (auto it = sources_.find(text); it != sources_.end()) {
        source_ = it->second;
      } else {
        source_ = SharedText(text);
        if (sources_.size() < kMaxSources) sources_.emplace(text, source_);
      }
    } else if (t.substr(0, 14) == "# No stacktrac") {
      source_ = SharedText();
    }
  }

  // def NAME(self, a: "f32[3]", b, *args) [-> T]:
  void parse_signature(const Line& def) {
    ExprParser p(def, def.prefix() + indent_of(def.content()), names_, ExprParser::Mode::Code);
    p.consume(std::string_view("def"));
    if (p.ident().empty()) p.error("expected a function name after 'def'");
    p.expect('(', "'('");
    bool first = true;
    std::unordered_set<std::string_view> seen;
    while (!p.consume(')')) {
      if (!first) p.expect(',', "',' or ')'");
      first = false;
      if (p.consume(')')) break;
      p.consume('*');
      p.consume('*');
      std::size_t at = (p.skip_spaces(), p.pos());
      std::string_view name = p.ident();
      if (name.empty()) p.error(p.at_end() ? "unclosed '('" : "expected a parameter name");
      Param param{name, SharedMeta(), &def, at};
      if (p.consume(':')) param.meta = annotation(p, def);
      if (p.consume('=')) p.parse_value();  // default value: not part of the graph
      if (name == "self" && params_.empty() && !saw_self_) {
        saw_self_ = true;
        continue;
      }
      // A set, not a scan of params_: a joint graph's signature can hold 100k+ parameters.
      if (!seen.insert(name).second) p.error_at(at, "duplicate parameter '" + std::string(name) + "'");
      params_.push_back(std::move(param));
    }
    if (p.consume(std::string_view("->"))) {
      while (!p.at_end() && p.peek() != ':') p.set_pos(p.pos() + 1);
    }
    p.expect(':', "':' after the parameter list");
    p.skip_spaces();
    if (!p.at_end() && p.peek() != '#') p.error("unexpected text after ':'");
  }

  // After "name:" - a quoted or unquoted annotation. Empty for plain types.
  SharedMeta annotation(ExprParser& p, const Line& l) {
    p.skip_spaces();
    std::string_view s = l.raw();
    std::size_t b = p.pos();
    std::string_view text;
    if (p.peek() == '"' || p.peek() == '\'') {
      p.skip_string();
      text = s.substr(b + 1, p.pos() - b - 2);
      ++b;
    } else {
      int depth = 0;
      std::size_t i = b;
      for (; i < s.size(); ++i) {
        char c = s[i];
        if (c == '[' || c == '(') ++depth;
        if (c == ']' || c == ')') --depth;
        if (depth == 0 && (c == ';' || c == ',' || (c == '=' && (i + 1 >= s.size() || s[i + 1] != '='))))
          break;
        if (depth < 0) break;
      }
      text = trim(s.substr(b, i - b));
      p.set_pos(i);
    }
    if (text.empty()) p.error_at(b, "bad annotation: empty");
    // Dumps repeat the same few annotations; parse each distinct text once.
    return metas_.get(text, l, s.data() + b);
  }

  void commit_params() {
    if (committed_) return;
    committed_ = true;
    for (Param& p : params_) {
      Node n;
      n.name = p.name;
      n.kind = NodeKind::Placeholder;
      n.meta = std::move(p.meta);
      add(n, p.name, *p.line, p.pos, {});
    }
  }

  // The head of a dotted name (`torch` of `torch.ops.aten.mm.default`) as a
  // node, or kNoVertex. Every call statement asks this for the same head, so
  // the last head that is no node is remembered until a node of that name is
  // added (added() forgets it).
  VertexId find_head(std::string_view head) {
    if (!absent_head_.empty() && head == absent_head_) return kNoVertex;
    const VertexId v = names_.find(head);
    if (v == kNoVertex) absent_head_ = head;
    return v;
  }
  void added(std::string_view name) {
    if (name == absent_head_) absent_head_ = {};
  }

  // `name` is n.name (a view into the text, for the diagnostic); `args` its
  // positional arguments (args_ or none), moved into the graph's arena.
  void add(Node& n, std::string_view name, const Line& l, std::size_t pos, std::span<Arg> args) {
    added(name);
    n.loc = SourceLoc{l.number, static_cast<int>(pos) + 1};
    resolve_refs(args, n.kwargs, graph_, producers_);
    if (graph_.add_node(std::move(n), producers_, args) == kNoVertex)
      fail(l, pos, "duplicate definition of '" + std::string(name) + "'");
  }

  // Returns true after the return statement.
  bool statement(const Line& l, std::size_t start) {
    ExprParser p(l, start, names_, ExprParser::Mode::Code);
    p.track_unresolved(&unresolved_);
    std::string_view name = p.ident();
    if (name == "return" && (p.at_end() || p.peek() == ' ' || p.peek() == '(')) {
      output(p, l);
      return true;
    }
    if (name.empty()) p.error("unknown syntax: expected 'name = ...' or 'return'");
    graph_.prefetch(name);  // usually a new node: its index slot is a cache miss
    p.skip_spaces();
    if (p.peek() == ',') {
      flatten(p, l, name, start);
      return false;
    }
    SharedMeta meta;
    if (p.consume(':')) {
      meta = annotation(p, l);
      p.skip_spaces();
      if (p.at_end() || p.peek() == ';') {
        declarations(p, l, name, std::move(meta));
        return false;
      }
    }
    if (!p.consume('=') || p.peek() == '=') p.error("unknown syntax: expected '=' after '" + std::string(name) + "'");
    if (alias(p, l, name)) return false;
    commit_params();
    Node n;
    n.name = name;
    n.meta = std::move(meta);
    args_.clear();
    rhs(p, n);
    n.source = source_;
    trailer(p);
    add(n, name, l, start, args_);
    return false;
  }

  // `primals_1: "f32[3]"; primals_2: "f32[3]"; ` (joint graph declarations).
  void declarations(ExprParser& p, const Line& l, std::string_view name, SharedMeta meta) {
    for (;;) {
      declared_[name] = std::move(meta);
      if (!p.consume(';')) break;
      p.skip_spaces();
      if (p.at_end()) break;
      name = p.ident();
      if (name.empty()) p.error("expected 'name: annotation'");
      p.expect(':', "':'");
      meta = annotation(p, l);
    }
    p.skip_spaces();
    if (!p.at_end()) p.error("unexpected text in declaration");
  }

  // `a, b, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)`
  void flatten(ExprParser& p, const Line& l, std::string_view first, std::size_t first_pos) {
    std::vector<std::pair<std::string_view, std::size_t>> names{{first, first_pos}};
    while (p.consume(',')) {
      std::size_t at = (p.skip_spaces(), p.pos());
      std::string_view n = p.ident();
      if (n.empty()) break;
      names.emplace_back(n, at);
    }
    p.expect('=', "'=' in tuple assignment");
    std::size_t at = (p.skip_spaces(), p.pos());
    std::string_view fn = p.dotted_name();
    if (fn.size() < 17 || fn.substr(fn.size() - 17) != "tree_flatten_spec")
      p.error_at(at, "unsupported tuple assignment (expected fx_pytree.tree_flatten_spec)");
    if (committed_) p.error_at(at, "tree_flatten_spec after the first node");
    p.expect('(', "'('");
    NameSet params;  // the flatten call refers to the signature parameters
    for (const Param& q : params_) params.add(q.name, 0);
    ExprParser inner(l, p.pos(), params, ExprParser::Mode::Code);
    std::vector<Arg> args;
    std::vector<Kwarg> kwargs;
    inner.parse_call_args(args, kwargs);
    params_.clear();
    if (reserved_ > 0) {  // the parameters are nodes the statement bound did not count
      reserved_ += names.size();
      graph_.reserve(reserved_, 2 * reserved_);
    }
    for (auto [n, pos] : names) {
      auto it = declared_.find(n);
      Param q{n, it == declared_.end() ? SharedMeta() : it->second, &l, pos};
      params_.push_back(std::move(q));
    }
    commit_params();
    p.set_pos(inner.pos());
    trailer(p);
  }

  // `l_x_ = L_x_`: renames a placeholder that has not been committed yet.
  bool alias(ExprParser& p, const Line& l, std::string_view name) {
    if (committed_) return false;
    std::size_t save = p.pos();
    std::string_view target = p.ident();
    p.skip_spaces();
    if (!target.empty() && (p.at_end() || p.peek() == ';')) {
      for (Param& q : params_) {
        if (q.name != target) continue;
        q.name = name;
        q.line = &l;
        q.pos = static_cast<std::size_t>(name.data() - l.raw().data());
        trailer(p);
        return true;
      }
    }
    p.set_pos(save);
    return false;
  }

  void rhs(ExprParser& p, Node& n) {
    p.skip_spaces();
    std::size_t at = p.pos();
    char c = p.peek();
    if ((c == '-' || c == '+' || c == '~') && at + 1 < p.text().size() && is_ident_start(p.text()[at + 1])) {
      p.set_pos(at + 1);
      n.target = targets_.get(c == '-' ? "operator.neg" : c == '+' ? "operator.pos" : "operator.invert");
      args_.push_back(p.parse_value());
      return;
    }
    std::string_view name = p.dotted_name();
    if (name.empty()) return binary(p, n, p.parse_value());
    std::size_t dot = name.find('.');
    std::string_view head = name.substr(0, dot);
    if (head == "self" && dot != std::string_view::npos) return self_access(p, n, name.substr(dot + 1));
    const VertexId head_node = find_head(head);
    if (head_node != kNoVertex && dot != std::string_view::npos)
      return method(p, n, pending_ref(head, head_node), name.substr(dot + 1));
    if (p.peek() == '(') return call(p, n, name);
    if (head_node != kNoVertex && p.peek() == '[') return subscript(p, n, pending_ref(name, head_node));
    p.set_pos(at);
    binary(p, n, p.parse_value());
  }

  // Call arguments: positional ones are appended to args_ (moved into the
  // graph's arena by add()), keyword ones gathered in a reused scratch vector
  // and moved into `n` with exact capacity.
  void call_args(ExprParser& p, Node& n) {
    kwargs_.clear();
    p.parse_call_args(args_, kwargs_);
    if (kwargs_.empty()) return;
    n.kwargs.reserve(kwargs_.size());
    for (auto& kv : kwargs_) n.kwargs.push_back(std::move(kv));
  }

  void self_access(ExprParser& p, Node& n, std::string_view path) {
    n.target = targets_.attribute(path);
    if (p.peek() != '(') {
      n.kind = NodeKind::GetAttr;
      return;
    }
    n.kind = NodeKind::CallModule;
    p.consume('(');
    call_args(p, n);
  }

  void method(ExprParser& p, Node& n, Arg obj, std::string_view rest) {
    args_.push_back(std::move(obj));
    if (p.peek() == '(') {
      n.kind = NodeKind::CallMethod;
      n.target = targets_.get(rest);
      p.consume('(');
      call_args(p, n);
      return;
    }
    n.target = targets_.get("getattr");  // `x.shape` is getattr(x, 'shape')
    args_.push_back(Arg::scalar(Arg::Kind::String, rest));
  }

  void call(ExprParser& p, Node& n, std::string_view name) {
    n.target = targets_.normalized(name);
    p.consume('(');
    call_args(p, n);
    if (args_.size() == 2 && n.target == "operator.getitem") set_getitem_index(n, args_[1]);
  }

  void subscript(ExprParser& p, Node& n, Arg obj) {
    n.target = targets_.get("operator.getitem");
    args_.push_back(std::move(obj));
    std::size_t open = p.pos();
    p.consume('[');
    args_.push_back(p.parse_value());
    p.skip_spaces();
    if (p.at_end()) p.error_at(open, "unclosed '['");
    p.expect(']', "']'");
    set_getitem_index(n, args_[1]);
  }

  static void set_getitem_index(Node& n, const Arg& k) {
    if (k.kind != Arg::Kind::Int) return;
    int v = -1;
    auto [ptr, ec] = std::from_chars(k.text.data(), k.text.data() + k.text.size(), v);
    if (ec == std::errc() && ptr == k.text.data() + k.text.size()) n.getitem_index = v;
  }

  // `a * b` and friends (operator.* printed as Python operators).
  void binary(ExprParser& p, Node& n, Arg lhs) {
    p.skip_spaces();
    std::size_t len = 0;
    const char* op = p.at_end() ? nullptr : binary_operator(p.text().substr(p.pos()), len);
    if (op == nullptr) p.error("unknown syntax: expected a call, attribute or operator expression");
    p.set_pos(p.pos() + len);
    n.target = targets_.get(std::string("operator.") + op);
    args_.push_back(std::move(lhs));
    args_.push_back(p.parse_value());
  }

  // `;  a = b = None` deletions; anything else is an error.
  void trailer(ExprParser& p) {
    if (quick_trailer(p)) return;
    for (;;) {
      p.skip_spaces();
      if (p.at_end()) return;
      if (p.peek() == '#') return;
      if (!p.consume(';')) p.error("unexpected text after statement");
      p.skip_spaces();
      if (p.at_end()) return;
      for (int count = 0;; ++count) {
        std::size_t at = (p.skip_spaces(), p.pos());
        std::string_view v = p.ident();
        if (v == "None" && count > 0) break;
        if (v.empty() || !p.consume('=')) p.error_at(at, "unknown syntax after ';' (expected 'name = None')");
      }
    }
  }

  // What trailer() accepts in its usual forms, nothing or `;  name = None`
  // up to the end of the line, read in one scan; false (p untouched) for
  // anything else, which trailer() then reads (and reports) the long way.
  static bool quick_trailer(ExprParser& p) {
    const std::string_view s = p.text();
    const char* d = s.data();
    const std::size_t n = s.size();
    std::size_t i = p.pos();
    auto blanks = [&] {
      while (i < n && is_blank(d[i])) ++i;
    };
    blanks();
    if (i == n) {
      p.set_pos(i);
      return true;
    }
    if (d[i] != ';') return false;
    ++i;
    blanks();
    if (i == n || !is_ident_start(d[i])) return false;
    i = ident_chars_end(d, i + 1, n);
    blanks();
    if (i == n || d[i] != '=') return false;
    ++i;
    blanks();
    if (n - i < 4 || d[i] != 'N' || d[i + 1] != 'o' || d[i + 2] != 'n' || d[i + 3] != 'e') return false;
    i += 4;
    blanks();
    if (i != n) return false;
    p.set_pos(i);
    return true;
  }

  void output(ExprParser& p, const Line& l) {
    commit_params();
    std::size_t start = static_cast<std::size_t>(trim(l.content()).data() - l.raw().data());
    Node n;
    n.name = names_.count("output") ? "output_1" : "output";
    n.kind = NodeKind::Output;
    p.skip_spaces();
    std::size_t save = p.pos();
    std::string_view fn = p.dotted_name();
    if (fn.size() >= 14 && fn.substr(fn.size() - 14) == "tree_unflatten" && p.consume('(')) {
      std::vector<Arg> args;
      std::vector<Kwarg> kwargs;
      p.parse_call_args(args, kwargs);
      if (args.empty()) p.error_at(save, "tree_unflatten without arguments");
      n.args.push_back(std::move(args[0]));
    } else {
      p.set_pos(save);
      n.args.push_back(p.at_end() ? Arg::none() : p.parse_value());
    }
    trailer(p);
    n.loc = SourceLoc{l.number, static_cast<int>(start) + 1};
    // By name: "output_1" may be taken too, and the output is added anyway.
    added(n.name);
    graph_.add_node(std::move(n));
  }

  void check_unresolved() {
    for (const Unresolved& u : unresolved_) {
      if (names_.count(u.name))
        fail(*u.line, u.pos, "use of '" + std::string(u.name) + "' before its definition");
      if (!looks_like_symbol(u.name)) fail(*u.line, u.pos, "use of undefined name '" + std::string(u.name) + "'");
    }
  }

  const std::vector<Line>& lines_;
  const GraphSpan& span_;
  Graph graph_;
  NameSet names_{&graph_};
  std::vector<VertexId> producers_;  // scratch for add()
  std::vector<Arg> args_;            // the positional args of the node being parsed
  std::vector<Kwarg> kwargs_;
  std::vector<Param> params_;
  std::unordered_map<std::string_view, SharedMeta> declared_;
  MetaCache metas_;
  TextPool targets_;
  std::vector<Unresolved> unresolved_;
  SharedText source_;
  std::string_view absent_head_;  // see find_head()
  static constexpr std::size_t kMaxSources = 1 << 16;
  std::unordered_map<std::string_view, SharedText> sources_;  // `# File:` text -> shared copy
  bool committed_ = false;
  bool saw_self_ = false;
};

}  // namespace

Graph parse_code_graph(const std::vector<Line>& lines, const GraphSpan& span) {
  CodeGraphParser parser(lines, span);
  return parser.run();
}

}  // namespace fxmatch::detail
