// Argument grammar: Python literals as FX prints them.
//
//   value := tuple | list | string | number | word | '%' name (IR only)
//   word  := dotted name [ '(' call args ')' ]   -> None/True/False/inf/nan,
//            Ref (a defined node), or Symbol (torch.float32, device(...), s0)
#include "detail.hpp"

#include <cstring>
#include <limits>

namespace fxmatch::detail {

namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }

std::string quote_char(char c) { return std::string("'") + c + "'"; }

// Pending Refs (see resolve_refs) carry kPending + vertex in `slot`.
constexpr int kPending = 1 << 30;

void resolve(Arg& a, const Graph& g, std::vector<VertexId>& producers) {
  if (a.kind == Arg::Kind::Ref) {
    producers.push_back(a.slot >= kPending ? static_cast<VertexId>(a.slot - kPending) : g.find(a.text));
    a.slot = static_cast<int>(producers.size() - 1);
    return;
  }
  for (Arg& item : a.items) resolve(item, g, producers);
}

}  // namespace

Arg pending_ref(std::string_view name, VertexId v) {
  const bool fits = v < static_cast<VertexId>(std::numeric_limits<int>::max() - kPending);
  return Arg::ref(name, fits ? kPending + static_cast<int>(v) : -1);
}

void resolve_refs(Node& n, const Graph& g, std::vector<VertexId>& producers) {
  resolve_refs(std::span<Arg>(n.args.data(), n.args.size()), n.kwargs, g, producers);
}

void resolve_refs(std::span<Arg> args, KwargList& kwargs, const Graph& g, std::vector<VertexId>& producers) {
  producers.clear();
  for (Arg& a : args) resolve(a, g, producers);
  for (auto& kv : kwargs) resolve(kv.second, g, producers);
}

void ExprParser::error(std::string message) const { error_at(pos_, std::move(message)); }

void ExprParser::error_at(std::size_t pos, std::string message) const { fail(line_, pos, std::move(message)); }

bool ExprParser::consume(std::string_view word) {
  skip_spaces();
  if (s_.substr(pos_, word.size()) != word) return false;
  pos_ += word.size();
  return true;
}

void ExprParser::expect(char c, const char* what) {
  if (consume(c)) return;
  if (at_end()) error(std::string("unexpected end of line, expected ") + what);
  error(std::string("expected ") + what + ", found " + quote_char(peek()));
}

std::string_view ExprParser::dotted_name() {
  skip_spaces();
  const std::size_t b = pos_;
  if (!is_ident_start(peek())) return {};
  const std::size_t i = dotted_chars_end(s_.data(), b + 1, s_.size());
  pos_ = i;
  return std::string_view(s_.data() + b, i - b);
}

Arg ExprParser::parse_value() { return parse_value_at(0); }

Arg ExprParser::parse_value_at(int depth) {
  if (depth > max_depth()) error("expression nested too deeply (limit " + std::to_string(max_depth()) + ")");
  skip_spaces();
  char c = peek();
  if (c == '(') return parse_sequence(')', Arg::Kind::Tuple, depth);
  if (c == '[') return parse_sequence(']', Arg::Kind::List, depth);
  if (c == '\'' || c == '"') return parse_string();
  if (is_digit(c) || c == '.') return parse_number();
  if ((c == '-' || c == '+') && pos_ + 1 < s_.size()) {
    char d = s_[pos_ + 1];
    if (is_digit(d) || d == '.' || s_.substr(pos_ + 1, 3) == "inf" || s_.substr(pos_ + 1, 3) == "nan")
      return parse_number();
  }
  if (c == '%' && mode_ != Mode::Code) {
    std::size_t at = pos_++;
    std::string_view name = ident();
    if (name.empty()) error("expected a node name after '%'");
    const VertexId v = names_.find(name);
    if (v == kNoVertex) error_at(at, "use of undefined node '" + std::string(name) + "'");
    return pending_ref(name, v);
  }
  if (is_ident_start(c)) return parse_word(depth);
  if (at_end()) error("unexpected end of line, expected a value");
  error("unexpected " + quote_char(c) + ", expected a value");
}

namespace {

// Items of the sequences being parsed on this thread, innermost last: a
// sequence's items are moved into one exact block at its end (growing the
// block item by item took two or more for most lists).
thread_local std::vector<Arg> tl_items;

// Drops the items of one sequence from tl_items, also when parsing throws.
class ItemsScope {
 public:
  ItemsScope() : start_(tl_items.size()) {}
  ~ItemsScope() {
    tl_items.resize(start_);
    if (start_ == 0 && tl_items.capacity() > 4096) std::vector<Arg>().swap(tl_items);  // after a huge list
  }
  ItemsScope(const ItemsScope&) = delete;
  ItemsScope& operator=(const ItemsScope&) = delete;
  std::size_t size() const { return tl_items.size() - start_; }
  void move_to(ArgList& out) const {
    out.reserve(size());
    for (std::size_t i = start_; i < tl_items.size(); ++i) out.push_back(std::move(tl_items[i]));
  }

 private:
  std::size_t start_;
};

}  // namespace

Arg ExprParser::parse_sequence(char close, Arg::Kind kind, int depth) {
  std::size_t open = pos_++;
  Arg seq;
  seq.kind = kind;
  bool comma = false;
  ItemsScope items;
  for (;;) {
    skip_spaces();
    if (at_end()) error_at(open, std::string("unclosed '") + s_[open] + "'");
    if (peek() == close) break;
    const std::size_t item_at = pos_;
    Arg item = parse_value_at(depth + 1);  // may use tl_items (nested sequences)
    skip_spaces();
    if (depth == 0 && bare_close_ != std::string_view::npos && item.kind == Arg::Kind::Symbol && pos_ < bare_close_ &&
        peek() != ',' && peek() != close) {
      // a str argument printed bare (allow_bare_text())
      std::size_t end = pos_;
      for (; end < bare_close_; ++end)  // up to an argument holding a node reference
        if (s_[end] == ',' && end + 2 < bare_close_ && s_[end + 1] == ' ' &&
            (s_[end + 2] == '%' || s_[end + 2] == '[' || s_[end + 2] == '('))
          break;
      std::size_t last = end;
      while (last > item_at && is_blank(s_[last - 1])) --last;
      item = Arg::scalar(Arg::Kind::String, s_.substr(item_at, last - item_at));
      pos_ = end;
    }
    tl_items.push_back(std::move(item));
    skip_spaces();
    if (peek() == ',') {
      ++pos_;
      comma = true;
      continue;
    }
    if (peek() == close) break;
    if (at_end()) error_at(open, std::string("unclosed '") + s_[open] + "'");
    error("expected ',' or '" + std::string(1, close) + "', found " + quote_char(peek()));
  }
  ++pos_;
  // "(x)" is a parenthesised value, "(x,)" a one-element tuple.
  if (kind == Arg::Kind::Tuple && items.size() == 1 && !comma) return std::move(tl_items.back());
  items.move_to(seq.items);
  return seq;
}

void ExprParser::skip_string() {
  std::size_t open = pos_;
  char q = s_[pos_++];
  // Fast path: the closing quote with no backslash before it.
  if (const std::size_t end = find_either(s_.data(), pos_, s_.size(), q, '\\'); end < s_.size() && s_[end] == q) {
    pos_ = end + 1;
    return;
  }
  for (;;) {
    if (at_end()) error_at(open, "unterminated string");
    char c = s_[pos_++];
    if (c == q) return;
    if (c != '\\') continue;
    if (at_end()) error_at(open, "unterminated string");
    ++pos_;
  }
}

Arg ExprParser::parse_string() {
  std::size_t open = pos_;
  char q = s_[pos_++];
  // Fast path: no backslash before the closing quote, the text is a view.
  if (const std::size_t end = find_either(s_.data(), pos_, s_.size(), q, '\\'); end < s_.size() && s_[end] == q) {
    const std::string_view text = s_.substr(pos_, end - pos_);
    pos_ = end + 1;
    return Arg::scalar(Arg::Kind::String, text);
  }
  std::string text;
  for (;;) {
    if (at_end()) error_at(open, "unterminated string");
    char c = s_[pos_++];
    if (c == q) break;
    if (c != '\\') {
      text += c;
      continue;
    }
    if (at_end()) error_at(open, "unterminated string");
    char e = s_[pos_++];
    switch (e) {
      case 'n': text += '\n'; break;
      case 't': text += '\t'; break;
      case '\\': case '\'': case '"': text += e; break;
      default: text += '\\'; text += e; break;
    }
  }
  return Arg::scalar(Arg::Kind::String, std::move(text));
}

Arg ExprParser::parse_number() {
  std::size_t b = pos_;
  if (peek() == '-' || peek() == '+') ++pos_;
  if (s_.substr(pos_, 3) == "inf" || s_.substr(pos_, 3) == "nan") {
    pos_ += 3;
    if (is_ident_char(peek())) error_at(b, "malformed number");
    return Arg::scalar(Arg::Kind::Float, s_.substr(b, pos_ - b));
  }
  bool is_float = false, digits = false;
  while (is_digit(peek())) ++pos_, digits = true;
  if (peek() == '.') {
    ++pos_, is_float = true;
    while (is_digit(peek())) ++pos_, digits = true;
  }
  if (digits && (peek() == 'e' || peek() == 'E')) {
    ++pos_, is_float = true;
    if (peek() == '-' || peek() == '+') ++pos_;
    if (!is_digit(peek())) error_at(b, "malformed number");
    while (is_digit(peek())) ++pos_;
  }
  if (!digits || is_ident_char(peek()) || peek() == '.') error_at(b, "malformed number");
  return Arg::scalar(is_float ? Arg::Kind::Float : Arg::Kind::Int, s_.substr(b, pos_ - b));
}

Arg ExprParser::parse_word(int depth) {
  std::size_t b = pos_;
  std::string_view name = dotted_name();
  return word_value(b, name, depth);
}

Arg ExprParser::word_value(std::size_t b, std::string_view name, int depth, bool may_be_dotted) {
  if (peek() == '(') {  // device(type='cpu'), slice(None, None, None), ...
    skip_balanced_call(depth);
    return Arg::scalar(Arg::Kind::Symbol, s_.substr(b, pos_ - b));
  }
  if (mode_ != Mode::Code && peek() == ':' && pos_ + 1 < s_.size() && is_digit(s_[pos_ + 1])) {
    ++pos_;  // "cuda:0" printed bare by str(graph)
    while (is_digit(peek())) ++pos_;
    return Arg::scalar(Arg::Kind::Symbol, s_.substr(b, pos_ - b));
  }
  if (name == "None") return Arg::none();
  if (name == "True" || name == "False") return Arg::scalar(Arg::Kind::Bool, name);
  if (name == "inf" || name == "nan") return Arg::scalar(Arg::Kind::Float, name);
  if (mode_ == Mode::Ir) return Arg::scalar(Arg::Kind::Symbol, name);
  // Code mode: node names are identifiers (no '.'), so a dotted name
  // (`torch.contiguous_format`) is a Symbol without a name lookup.
  const bool dotted = may_be_dotted && name.find('.') != std::string_view::npos;
  if (!dotted || mode_ != Mode::Code) {
    if (const VertexId v = names_.find(name); v != kNoVertex) return pending_ref(name, v);
  }
  if (unresolved_ && !dotted) unresolved_->push_back(Unresolved{name, &line_, b});
  return Arg::scalar(Arg::Kind::Symbol, name);
}

void ExprParser::skip_balanced_call(int depth) {
  if (depth + 1 > max_depth()) error("expression nested too deeply (limit " + std::to_string(max_depth()) + ")");
  std::size_t open = pos_++;
  for (;;) {
    skip_spaces();
    if (at_end()) error_at(open, "unclosed '('");
    if (peek() == ')') break;
    std::size_t save = pos_;
    std::string_view key = ident();
    if (key.empty() || !consume('=') || peek() == '=') set_pos(save);
    parse_value_at(depth + 1);
    skip_spaces();
    if (peek() == ',') {
      ++pos_;
      continue;
    }
    if (peek() == ')') break;
    if (at_end()) error_at(open, "unclosed '('");
    error("expected ',' or ')', found " + quote_char(peek()));
  }
  ++pos_;
}

void ExprParser::parse_call_args(std::vector<Arg>& args, std::vector<Kwarg>& kwargs) {
  std::size_t open = pos_ - 1;
  for (;;) {
    skip_spaces();
    if (at_end()) error_at(open, "unclosed '('");
    if (peek() == ')') break;
    std::size_t save = pos_;
    std::string_view key = ident();
    if (!key.empty() && pos_ < s_.size() && (s_[pos_] == ',' || s_[pos_] == ')')) {
      // A bare name argument (`mm(x, w)`), the usual case: the word just
      // scanned is the whole value (what parse_value_at(1) would read again).
      if (!kwargs.empty()) error_at(save, "positional argument follows keyword argument");
      args.push_back(word_value(static_cast<std::size_t>(key.data() - s_.data()), key, 1, false));
    } else if (!key.empty() && consume('=') && peek() != '=') {
      kwargs.emplace_back(ArgText(key), parse_value_at(1));
    } else {
      set_pos(save);
      if (!kwargs.empty()) error("positional argument follows keyword argument");
      args.push_back(parse_value_at(1));
    }
    skip_spaces();
    if (peek() == ',') {
      ++pos_;
      continue;
    }
    if (peek() == ')') break;
    if (at_end()) error_at(open, "unclosed '('");
    error("expected ',' or ')', found " + quote_char(peek()));
  }
  ++pos_;
}

void ExprParser::parse_dict(KwargList& kwargs) {
  skip_spaces();
  std::size_t open = pos_;
  expect('{', "'{'");
  for (;;) {
    skip_spaces();
    if (at_end()) error_at(open, "unclosed '{'");
    if (peek() == '}') break;
    std::string key;
    if (peek() == '\'' || peek() == '"') {
      key = parse_string().text;
    } else {
      std::string_view k = ident();
      if (k.empty()) error("expected a keyword name");
      key = std::string(k);
    }
    expect(':', "':'");
    kwargs.emplace_back(std::move(key), parse_value_at(1));
    skip_spaces();
    if (peek() == ',') {
      ++pos_;
      continue;
    }
    if (peek() == '}') break;
    if (at_end()) error_at(open, "unclosed '{'");
    error("expected ',' or '}', found " + quote_char(peek()));
  }
  ++pos_;
}

}  // namespace fxmatch::detail
