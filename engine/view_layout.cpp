// Strided views labelled by layout: see view_layout.hpp.
#include "view_layout.hpp"
#include "int_text.hpp"

#include <algorithm>
#include <cctype>

namespace fxmatch::detail {

namespace {

constexpr long long kInt64Max = 9223372036854775807LL;

// Argument `pos` as an integer: `dflt` when absent or None, nullopt when
// symbolic (a SymInt) or not an integer.
std::optional<long long> int_at(const Node& n, int pos, std::optional<long long> dflt) {
  if (pos < 0 || static_cast<std::size_t>(pos) >= n.args.size()) return dflt;
  const Arg& a = n.args[pos];
  if (a.kind == Arg::Kind::None) return dflt;
  if (a.kind != Arg::Kind::Int) return std::nullopt;
  return int_literal(a.text.str());
}

std::optional<std::vector<long long>> ints_at(const Node& n, int pos) {
  if (pos < 0 || static_cast<std::size_t>(pos) >= n.args.size()) return std::nullopt;
  const Arg& a = n.args[pos];
  if (a.kind != Arg::Kind::List && a.kind != Arg::Kind::Tuple) return std::nullopt;
  std::vector<long long> out;
  for (const Arg& item : a.items) {
    if (item.kind != Arg::Kind::Int) return std::nullopt;
    auto v = int_literal(item.text.str());
    if (!v) return std::nullopt;
    out.push_back(*v);
  }
  return out;
}

}  // namespace

std::optional<std::string> view_layout_label(const Node& n, const ViewLayout& roles,
                                             const std::vector<std::string>& base_dims, bool base_is_view) {
  if (!n.kwargs.empty()) return std::nullopt;  // spelled with keywords: keep the plain label
  std::vector<long long> size, stride;
  for (const auto& d : base_dims) {
    auto v = int_literal(d);
    if (!v || *v < 0) return std::nullopt;
    size.push_back(*v);
  }
  stride.assign(size.size(), 1);
  for (std::size_t i = size.size(); i-- > 1;) stride[i - 1] = stride[i] * std::max(1LL, size[i]);
  long long offset = 0;
  const auto rank = static_cast<long long>(size.size());

  if (roles.size >= 0) {  // as_strided(base, size, stride, offset)
    if (base_is_view) return std::nullopt;
    auto sz = ints_at(n, roles.size), st = ints_at(n, roles.stride);
    auto off = int_at(n, roles.offset, 0);
    if (!sz || !st || !off || sz->size() != st->size()) return std::nullopt;
    size = *sz;
    stride = *st;
    offset = *off;
  } else {
    auto dim = int_at(n, roles.dim, 0);
    if (!dim) return std::nullopt;
    if (*dim < 0) *dim += rank;
    if (*dim < 0 || *dim >= rank) return std::nullopt;
    const auto d = static_cast<std::size_t>(*dim);
    const long long len = size[d];
    if (roles.index >= 0) {  // select(base, dim, index)
      auto idx = int_at(n, roles.index, std::nullopt);
      if (!idx) return std::nullopt;
      if (*idx < 0) *idx += len;
      if (*idx < 0 || *idx >= len) return std::nullopt;
      offset = *idx * stride[d];
      size.erase(size.begin() + *dim);
      stride.erase(stride.begin() + *dim);
    } else {
      auto start = int_at(n, roles.start, 0);
      if (!start) return std::nullopt;
      if (*start < 0) *start += len;
      *start = std::clamp(*start, 0LL, len);
      long long count = 0, step = 1;
      if (roles.length >= 0) {  // narrow(base, dim, start, length)
        auto l = int_at(n, roles.length, std::nullopt);
        if (!l || *l < 0 || *start + *l > len) return std::nullopt;
        count = *l;
      } else {  // slice(base, dim, start, end, step)
        auto end = int_at(n, roles.end, kInt64Max);
        auto st = int_at(n, roles.step, 1);
        if (!end || !st || *st <= 0) return std::nullopt;
        if (*end < 0) *end += len;
        *end = std::clamp(*end, 0LL, len);
        step = *st;
        count = *end > *start ? (*end - *start + step - 1) / step : 0;
      }
      offset = *start * stride[d];
      size[d] = count;
      stride[d] *= step;
    }
  }
  std::string s = "view_layout([";
  bool first = true;
  for (std::size_t i = 0; i < size.size(); ++i)
    if (size[i] != 1) {
      s += (first ? "" : ", ") + std::to_string(size[i]);
      first = false;
    }
  s += "], [";
  first = true;
  for (std::size_t i = 0; i < size.size(); ++i)
    if (size[i] != 1) {
      s += (first ? "" : ", ") + std::to_string(stride[i]);
      first = false;
    }
  s += "], " + std::to_string(offset) + ")";
  return s;
}

}  // namespace fxmatch::detail
