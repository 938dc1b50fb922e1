// Integer literals in dump text (shape dims, integer arguments), read the same
// way by every stage that labels nodes: an optional '-' and at least one digit.
// Anything else (a SymInt such as `s0`, `-`, empty) is symbolic. A literal
// outside int64 is still a literal, but has no value.
#pragma once

#include <charconv>
#include <optional>
#include <string_view>

namespace fxmatch::detail {

inline bool is_int_literal(std::string_view s) {
  std::size_t i = (!s.empty() && s[0] == '-') ? 1 : 0;
  if (i == s.size()) return false;
  for (; i < s.size(); ++i)
    if (s[i] < '0' || s[i] > '9') return false;
  return true;
}

inline bool is_symbolic_dim(std::string_view d) { return !is_int_literal(d); }

inline std::optional<long long> int_literal(std::string_view s) {
  if (!is_int_literal(s)) return std::nullopt;
  long long v = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
  return v;
}

}  // namespace fxmatch::detail
