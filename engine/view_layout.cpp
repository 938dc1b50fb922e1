// Strided views labelled by layout: see view_layout.hpp.
#include "view_layout.hpp"
#include "int_text.hpp"

#include <algorithm>
#include <cctype>

namespace fxmatch::detail {

namespace {

constexpr long long kInt64Max = 9223372036854775807LL;

}  // namespace

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

std::optional<Layout> contiguous_layout(const std::vector<std::string>& dims) {
  Layout l;
  for (const auto& d : dims) {
    auto v = int_literal(d);
    if (!v || *v < 0) return std::nullopt;
    l.size.push_back(*v);
  }
  l.stride.assign(l.size.size(), 1);
  for (std::size_t i = l.size.size(); i-- > 1;) l.stride[i - 1] = l.stride[i] * std::max(1LL, l.size[i]);
  return l;
}

std::optional<Layout> stated_layout(const Node& n, const StatedLayout& roles) {
  auto size = ints_at(n, roles.size);
  if (!size || std::any_of(size->begin(), size->end(), [](long long d) { return d < 0; })) return std::nullopt;
  if (roles.stride < 0) {
    std::vector<std::string> dims;
    for (long long d : *size) dims.push_back(std::to_string(d));
    return contiguous_layout(dims);
  }
  auto stride = ints_at(n, roles.stride);
  if (!stride || stride->size() != size->size()) return std::nullopt;
  return Layout{std::move(*size), std::move(*stride), 0};
}

std::optional<Layout> apply_view(const Node& n, const ViewLayout& roles, const Layout& base, bool root_is_storage) {
  if (!n.kwargs.empty()) return std::nullopt;  // spelled with keywords: keep the plain label
  Layout l = base;
  auto& size = l.size;
  auto& stride = l.stride;
  const auto rank = static_cast<long long>(size.size());

  if (roles.size >= 0) {  // as_strided(base, size, stride, offset): storage terms, relative to the root
    if (!root_is_storage) return std::nullopt;
    auto sz = ints_at(n, roles.size), st = ints_at(n, roles.stride);
    auto off = int_at(n, roles.offset, 0);
    if (!sz || !st || !off || sz->size() != st->size()) return std::nullopt;
    return Layout{*sz, *st, *off};
  }
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
    l.offset += *idx * stride[d];
    size.erase(size.begin() + *dim);
    stride.erase(stride.begin() + *dim);
    return l;
  }
  auto start = int_at(n, roles.start, 0);
  if (!start) return std::nullopt;
  if (*start < 0) *start += len;
  *start = std::clamp(*start, 0LL, len);
  long long count = 0, step = 1;
  if (roles.length >= 0) {  // narrow(base, dim, start, length)
    auto len_arg = int_at(n, roles.length, std::nullopt);
    if (!len_arg || *len_arg < 0 || *start + *len_arg > len) return std::nullopt;
    count = *len_arg;
  } else {  // slice(base, dim, start, end, step)
    auto end = int_at(n, roles.end, kInt64Max);
    auto st = int_at(n, roles.step, 1);
    if (!end || !st || *st <= 0) return std::nullopt;
    if (*end < 0) *end += len;
    *end = std::clamp(*end, 0LL, len);
    step = *st;
    count = *end > *start ? (*end - *start + step - 1) / step : 0;
  }
  l.offset += *start * stride[d];
  size[d] = count;
  stride[d] *= step;
  return l;
}

std::string layout_label(const Layout& l) {
  std::string s = "view_layout([";
  bool first = true;
  for (std::size_t i = 0; i < l.size.size(); ++i)
    if (l.size[i] != 1) {
      s += (first ? "" : ", ") + std::to_string(l.size[i]);
      first = false;
    }
  s += "], [";
  first = true;
  for (std::size_t i = 0; i < l.size.size(); ++i)
    if (l.size[i] != 1) {
      s += (first ? "" : ", ") + std::to_string(l.stride[i]);
      first = false;
    }
  s += "], " + std::to_string(l.offset) + ")";
  return s;
}

}  // namespace fxmatch::detail
