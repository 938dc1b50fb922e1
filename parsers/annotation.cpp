// Tensor annotations: `f32[s0, 4][4, 1]cuda:0`, `Sym((s77//2))`,
// `FunctionalTensor(f32[3])`; plain type names (`torch.Tensor`) carry no meta.
#include "detail.hpp"

#include <algorithm>
#include <array>
#include <cctype>

namespace fxmatch::detail {

namespace {

// torch.utils._dtype_abbrs values (torch 2.13) plus older spellings.
constexpr std::array<std::string_view, 30> kDtypes = {
    "b16x1", "b1x8",   "b2x4",     "b4x2",       "b8",         "b8x1",   "bf16",      "c128",
    "c32",   "c64",    "f16",      "f32",        "f4e2m1fnx2", "f64",    "f8e4m3fn",  "f8e4m3fnuz",
    "f8e5m2", "f8e5m2fnuz", "f8e8m0fnu", "i16",  "i32",        "i64",    "i8",        "u16",
    "u32",   "u64",    "u8",       "u1",         "u2",         "bool"};

bool known_dtype(std::string_view d) { return std::find(kDtypes.begin(), kDtypes.end(), d) != kDtypes.end(); }

class AnnotationParser {
 public:
  AnnotationParser(std::string_view text, const Line& line, const char* at) : s_(text), line_(line), at_(at) {}

  [[noreturn]] void error(std::size_t pos, const std::string& what) const {
    fail_at(line_, at_ + std::min(pos, s_.size()), "bad annotation '" + std::string(s_.substr(0, 60)) +
                                                      (s_.size() > 60 ? "...'" : "'") + ": " + what);
  }

  // Index just past the bracket closing the one at `open`.
  std::size_t match_close(std::size_t open) const {
    int depth = 0;
    for (std::size_t i = open; i < s_.size(); ++i) {
      char c = s_[i];
      if (c == '[' || c == '(') {
        if (++depth > max_depth()) error(i, "nested too deeply");
      } else if (c == ']' || c == ')') {
        if (--depth == 0) {
          char want = s_[open] == '[' ? ']' : ')';
          if (c != want) error(i, std::string("mismatched '") + c + "'");
          return i + 1;
        }
      }
    }
    error(open, std::string("unclosed '") + s_[open] + "'");
  }

  std::vector<std::string> dims(std::size_t open, std::size_t close) const {
    std::vector<std::string> out;
    std::string_view body = s_.substr(open + 1, close - open - 2);
    if (trim(body).empty()) return out;
    std::size_t count = 1;  // exact capacity: no regrowth, no slack
    int depth = 0;
    for (char c : body) {
      if (c == '(' || c == '[') ++depth;
      if (c == ')' || c == ']') --depth;
      if (c == ',' && depth == 0) ++count;
    }
    out.reserve(count);
    depth = 0;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= body.size(); ++i) {
      char c = i < body.size() ? body[i] : ',';
      if (c == '(' || c == '[') ++depth;
      if (c == ')' || c == ']') --depth;
      if (c != ',' || depth != 0) continue;
      std::string_view d = trim(body.substr(start, i - start));
      if (d.empty()) error(open + 1 + start, "empty dimension");
      out.emplace_back(d);
      start = i + 1;
    }
    return out;
  }

  bool parse(TensorMeta& meta) {
    std::size_t i = 0;
    while (i < s_.size() && (is_ident_char(s_[i]) || s_[i] == '.')) ++i;
    std::string_view head = s_.substr(0, i);
    if (head.empty()) error(0, "expected a dtype or type name");
    if (head == "Sym" && i < s_.size() && s_[i] == '(') return parse_sym(i, meta);
    if (known_dtype(head) && i < s_.size() && s_[i] == '[') return parse_tensor(head, i, meta);
    if (i < s_.size() && s_[i] == '(') return parse_wrapper(i, meta);
    if (i == s_.size()) return false;  // torch.Tensor, int, ...
    if (s_[i] == '[' && !known_dtype(head) && head.find('.') == std::string_view::npos &&
        std::islower(static_cast<unsigned char>(head[0])) && head.size() <= 12 &&
        std::any_of(head.begin(), head.end(), [](char c) { return c >= '0' && c <= '9'; }))
      error(0, "unknown dtype '" + std::string(head) + "'");
    if (s_[i] == '[' && match_close(i) == s_.size()) return false;  // List[int], Optional[...]
    error(i, "unexpected '" + std::string(1, s_[i]) + "'");
  }

 private:
  bool parse_sym(std::size_t open, TensorMeta& meta) {
    std::size_t close = match_close(open);
    if (close != s_.size()) error(close, "unexpected text after Sym(...)");
    std::string_view inner = trim(s_.substr(open + 1, close - open - 2));
    if (inner.empty()) error(open + 1, "empty Sym()");
    meta.dtype = "Sym";
    meta.shape = {std::string(inner)};
    return true;
  }

  bool parse_tensor(std::string_view dtype, std::size_t open, TensorMeta& meta) {
    std::size_t close = match_close(open);
    meta.dtype = std::string(dtype);
    meta.shape = dims(open, close);
    std::size_t p = close;
    if (p < s_.size() && s_[p] == '[') {
      std::size_t c2 = match_close(p);
      meta.stride = dims(p, c2);
      p = c2;
    }
    std::string_view dev = s_.substr(p);
    std::size_t k = 0;
    while (k < dev.size() && (std::islower(static_cast<unsigned char>(dev[k])) || dev[k] == '_')) ++k;
    if (k < dev.size() && dev[k] == ':' && k > 0) {
      ++k;
      std::size_t digits = k;
      while (k < dev.size() && dev[k] >= '0' && dev[k] <= '9') ++k;
      if (k == digits) error(p + k, "bad device index");
    }
    if (k != dev.size()) error(p + k, "unexpected text after shape");
    meta.device = std::string(dev);
    return true;
  }

  // FunctionalTensor(f32[3]) / DTensor(f32[4], S(0)): keep the tensor part.
  bool parse_wrapper(std::size_t open, TensorMeta& meta) {
    std::size_t close = match_close(open);
    if (close != s_.size()) error(close, "unexpected text after ')'");
    std::size_t end = open + 1;
    int depth = 0;
    for (; end < close - 1; ++end) {
      char c = s_[end];
      if (c == '(' || c == '[') ++depth;
      if (c == ')' || c == ']') --depth;
      if (c == ',' && depth == 0) break;
    }
    std::string_view inner = s_.substr(open + 1, end - open - 1);
    AnnotationParser sub(inner, line_, at_ + open + 1);
    return sub.parse(meta);
  }

  std::string_view s_;
  const Line& line_;
  const char* at_;
};

}  // namespace

bool parse_annotation(std::string_view text, const Line& line, const char* at, TensorMeta& meta) {
  AnnotationParser p(text, line, at);
  return p.parse(meta);
}

SharedMeta MetaCache::get(std::string_view text, const Line& line, const char* at) {
  if (auto it = map_.find(text); it != map_.end()) return it->second;
  TensorMeta meta;
  SharedMeta shared;
  if (parse_annotation(text, line, at, meta)) shared = SharedMeta(std::move(meta));
  if (map_.size() < kMaxSize) map_.emplace(text, shared);
  return shared;
}

std::string normalize_target(std::string_view t) {
  constexpr std::string_view kOps = "torch.ops.";
  constexpr std::string_view kBuiltins = "builtins.";
  constexpr std::string_view kBuiltinFn = "<built-in function ";
  if (t.substr(0, kOps.size()) == kOps) t.remove_prefix(kOps.size());
  if (t.substr(0, kBuiltins.size()) == kBuiltins) t.remove_prefix(kBuiltins.size());
  if (t.substr(0, kBuiltinFn.size()) == kBuiltinFn && t.back() == '>') {
    std::string_view name = t.substr(kBuiltinFn.size(), t.size() - kBuiltinFn.size() - 1);
    static constexpr std::array<std::string_view, 27> kOperator = {
        "add", "sub", "mul", "floordiv", "truediv", "div", "mod", "pow", "lshift", "rshift",
        "and_", "or_", "xor", "getitem", "matmul", "eq", "ne", "lt", "gt", "le", "ge", "pos",
        "neg", "invert", "not_", "setitem", "truth"};
    bool op = std::find(kOperator.begin(), kOperator.end(), name) != kOperator.end();
    return op ? "operator." + std::string(name) : std::string(name);
  }
  return std::string(t);
}

}  // namespace fxmatch::detail
