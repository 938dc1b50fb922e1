// Shapes derived from stated ones: see shape_infer.hpp.
#include "shape_infer.hpp"

#include <cctype>

#include "int_text.hpp"
#include "view_layout.hpp"

#include <algorithm>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

namespace fxmatch::detail {

namespace {

using Shapes = std::vector<std::optional<Shape>>;

// "aten.sum.dim_IntList" -> {"sum", "dim_IntList"}; in-place names drop the '_'.
std::pair<std::string, std::string> op_of(std::string_view target) {
  if (!target.starts_with("aten.")) return {"", ""};
  target.remove_prefix(5);
  const auto dot = target.find('.');
  std::string base(target.substr(0, dot));
  std::string overload(dot == std::string_view::npos ? "" : target.substr(dot + 1));
  if (base.size() > 1 && base.back() == '_' && base[base.size() - 2] != '_') base.pop_back();
  return {base, overload};
}

std::optional<long long> int_arg(const Node& n, std::size_t pos) {
  return pos < n.args.size() ? int_at(n, static_cast<int>(pos), std::nullopt) : std::nullopt;
}

// A list of literal ints (a size or a dims argument); a bare int is a list of one.
std::optional<std::vector<long long>> ints_arg(const Node& n, std::size_t pos) {
  if (auto v = int_arg(n, pos)) return std::vector<long long>{*v};
  return ints_at(n, static_cast<int>(pos));
}

bool unknown(const std::string& d) { return d == kUnknownDim; }

bool literal(const Shape& s) {
  return std::all_of(s.begin(), s.end(), [](const std::string& d) { return int_literal(d).has_value(); });
}

long long dim(const Shape& s, std::size_t i) { return *int_literal(s[i]); }

std::optional<std::size_t> wrap(long long d, std::size_t rank) {
  if (d < 0) d += static_cast<long long>(rank);
  if (d < 0 || d >= static_cast<long long>(rank)) return std::nullopt;
  return static_cast<std::size_t>(d);
}

// x without dim `d` (select, unbind's items); nullopt when d is no literal dim of x.
std::optional<Shape> without_dim(const Shape& x, std::optional<long long> d) {
  auto k = d ? wrap(*d, x.size()) : std::nullopt;
  if (!k) return std::nullopt;
  Shape s = x;
  s.erase(s.begin() + static_cast<std::ptrdiff_t>(*k));
  return s;
}

Shape of_ints(const std::vector<long long>& v) {
  Shape s;
  for (long long d : v) s.push_back(std::to_string(d));
  return s;
}

// A size argument, `-1` taken from `in` (view: the one inferred dim; expand:
// the input's dim aligned from the right).
std::optional<Shape> sized(const std::vector<long long>& size, const std::optional<Shape>& in, bool expand) {
  Shape out;
  long long known = 1;
  int infer = -1;
  for (std::size_t i = 0; i < size.size(); ++i) {
    if (size[i] >= 0) {
      out.push_back(std::to_string(size[i]));
      known *= size[i];
      continue;
    }
    if (size[i] != -1) return std::nullopt;
    if (expand) {
      const std::size_t lead = size.size() - (in ? in->size() : 0);
      if (!in || i < lead || !literal(*in)) return std::nullopt;
      out.push_back((*in)[i - lead]);
    } else {
      if (infer >= 0) return std::nullopt;
      infer = static_cast<int>(i);
      out.push_back("");
    }
  }
  if (infer >= 0) {
    if (!in || !literal(*in) || known == 0) return std::nullopt;
    long long total = 1;
    for (std::size_t i = 0; i < in->size(); ++i) total *= dim(*in, i);
    out[static_cast<std::size_t>(infer)] = std::to_string(total / known);
  }
  return out;
}

// Broadcast of two shapes (numpy rules); nullopt when unknown or incompatible.
std::optional<Shape> broadcast(const Shape& a, const Shape& b) {
  Shape out(std::max(a.size(), b.size()));
  for (std::size_t i = 0; i < out.size(); ++i) {
    const std::string* x = i < a.size() ? &a[a.size() - 1 - i] : nullptr;
    const std::string* y = i < b.size() ? &b[b.size() - 1 - i] : nullptr;
    std::string& o = out[out.size() - 1 - i];
    if (!x) o = *y;
    else if (!y || *x == *y || *y == "1") o = *x;
    else if (*x == "1") o = *y;
    else if (unknown(*x)) o = *y;  // ? and n: n (? is 1 or n)
    else if (unknown(*y)) o = *x;
    else return std::nullopt;
  }
  return out;
}

// Ops whose result has their first tensor argument's shape.
const std::unordered_set<std::string>& same_as_first() {
  static const std::unordered_set<std::string> ops = {
      "clone", "detach", "alias", "contiguous", "zeros_like", "ones_like", "empty_like", "full_like",
      "rand_like", "randn_like", "copy", "fill", "masked_fill", "relu", "tanh", "sigmoid", "gelu", "silu",
      "neg", "exp", "log", "sqrt", "rsqrt", "abs", "sin", "cos", "reciprocal", "sign", "sgn", "_to_copy",
      "to", "native_dropout_backward", "threshold_backward", "tanh_backward", "sigmoid_backward",
      "gelu_backward", "silu_backward", "hardtanh", "hardtanh_backward", "leaky_relu", "elu", "softplus",
      "_softmax", "_log_softmax", "_softmax_backward_data", "_log_softmax_backward_data", "clamp", "clamp_min",
      "clamp_max", "pow", "log_sigmoid_forward", "scatter", "scatter_add", "index_put", "select_scatter",
      "slice_scatter", "as_strided_scatter", "index_add", "index_copy", "index_fill", "masked_scatter",
      "bernoulli", "logical_not", "isnan", "bitwise_not", "cumsum", "cumprod", "lift_fresh_copy"};
  return ops;
}

// Elementwise ops of two operands: the broadcast of the tensor operands.
const std::unordered_set<std::string>& binary() {
  static const std::unordered_set<std::string> ops = {
      "add", "sub", "mul", "div", "where", "eq", "ne", "lt", "le", "gt", "ge", "maximum", "minimum",
      "logical_and", "logical_or", "bitwise_and", "bitwise_or", "rsub", "atan2", "fmod", "remainder"};
  return ops;
}

class Inferrer {
 public:
  explicit Inferrer(const Graph& g) : g_(g), out_(g.size()) {}

  Shapes run() {
    for (VertexId v = 0; v < g_.size(); ++v) {
      const Node& n = g_.node(v);
      if (n.meta) out_[v] = n.meta->shape;
      else if (n.kind == NodeKind::CallFunction) v_ = v, out_[v] = derive(n);
      if (out_[v] && !n.meta)  // a SymInt carried into a derived shape is a dim the rules do not know
        for (auto& d : *out_[v])
          if (!int_literal(d)) d.assign(1, kUnknownDim[0]);
    }
    return std::move(out_);
  }

 private:
  // The shape of tensor argument `pos` (a node reference), or nullopt.
  std::optional<Shape> in(const Node& n, std::size_t pos) const {
    if (pos >= n.args.size() || n.args[pos].kind != Arg::Kind::Ref) return std::nullopt;
    const VertexId p = g_.producer(v_, n.args[pos].slot);
    return p == kNoVertex ? std::nullopt : out_[p];
  }
  bool is_ref(const Node& n, std::size_t pos) const {
    return pos < n.args.size() && n.args[pos].kind == Arg::Kind::Ref;
  }

  std::optional<Shape> derive(const Node& n) const;
  std::optional<Shape> item(const Node& n) const;
  static std::optional<Shape> reduced(const Node& n, const Shape& x, std::size_t dims_pos, std::size_t keep_pos);

  const Graph& g_;
  Shapes out_;
  VertexId v_ = kNoVertex;  ///< the node being derived
};

// x reduced over the dims at argument `dims_pos` (absent, None or []: every
// dim), kept as size 1 where keepdim (argument `keep_pos` or the keyword) is True.
std::optional<Shape> Inferrer::reduced(const Node& n, const Shape& x, std::size_t dims_pos, std::size_t keep_pos) {
  const std::size_t rank = x.size();
  std::optional<std::vector<long long>> dims;
  if (dims_pos >= n.args.size() || n.args[dims_pos].kind == Arg::Kind::None) dims = std::vector<long long>{};
  else dims = ints_arg(n, dims_pos);
  if (!dims) return std::nullopt;
  bool keep = keep_pos < n.args.size() && n.args[keep_pos].kind == Arg::Kind::Bool && n.args[keep_pos].text.view() == "True";
  for (const auto& [k, a] : n.kwargs)
    if (k.view() == "keepdim") keep = a.kind == Arg::Kind::Bool && a.text.view() == "True";
  std::vector<char> drop(rank, 0);
  for (long long d : *dims) {
    auto k = wrap(d, rank);
    if (!k) return std::nullopt;
    drop[*k] = 1;
  }
  if (dims->empty()) std::fill(drop.begin(), drop.end(), 1);  // sum(x, []) reduces every dim
  Shape s;
  for (std::size_t i = 0; i < rank; ++i)
    if (!drop[i]) s.push_back(x[i]);
    else if (keep) s.push_back("1");
  return s;
}

// getitem k of a multi-output op whose items' shapes follow from its input:
// native_layer_norm's output (item 0) has the input's shape; var_mean's two
// items and max/min.dim's values and indices are the reduction's.
std::optional<Shape> Inferrer::item(const Node& n) const {
  if (n.args.empty() || n.args[0].kind != Arg::Kind::Ref) return std::nullopt;
  const VertexId t = g_.producer(v_, n.args[0].slot);
  if (t == kNoVertex) return std::nullopt;
  const Node& tn = g_.node(t);
  const auto [op, overload] = op_of(tn.target.view());
  if (tn.args.empty() || tn.args[0].kind != Arg::Kind::Ref) return std::nullopt;
  const VertexId xi = g_.producer(t, tn.args[0].slot);
  if (xi == kNoVertex || !out_[xi]) return std::nullopt;
  if (op == "native_layer_norm" && n.getitem_index == 0) return out_[xi];
  const Shape& x = *out_[xi];
  if (op == "unbind")  // unbind(x, dim=0): every item drops the dim
    return without_dim(x, tn.args.size() > 1 ? int_arg(tn, 1) : std::optional<long long>(0));
  if (op == "split_with_sizes" || op == "split" || op == "unsafe_split") {  // item k: its part of the dim
    auto d = tn.args.size() > 2 ? int_arg(tn, 2) : std::optional<long long>(0);
    auto k = d ? wrap(*d, x.size()) : std::nullopt;
    auto sizes = ints_arg(tn, 1);
    const auto len = k ? int_literal(x[*k]) : std::nullopt;
    if (!k || !sizes || sizes->empty() || n.getitem_index < 0) return std::nullopt;
    const auto i = static_cast<std::size_t>(n.getitem_index);
    long long part = 0;
    if (op == "split_with_sizes") {
      if (i >= sizes->size()) return std::nullopt;
      part = (*sizes)[i];
    } else {  // split(x, size): parts of `size`, the last one what is left
      if (sizes->size() != 1 || (*sizes)[0] <= 0 || !len) return std::nullopt;
      const long long step = (*sizes)[0], start = static_cast<long long>(i) * step;
      if (start >= *len) return std::nullopt;
      part = std::min(step, *len - start);
    }
    Shape s = x;
    s[*k] = std::to_string(part);
    return s;
  }
  if (op == "var_mean" || ((op == "max" || op == "min") && overload == "dim")) return reduced(tn, x, 1, 2);
  return std::nullopt;
}

std::optional<Shape> Inferrer::derive(const Node& n) const {
  if (n.target.view() == "operator.getitem") return item(n);
  const auto [op, overload] = op_of(n.target.view());
  if (op.empty()) return std::nullopt;
  if (op == "view" || op == "_unsafe_view" || op == "reshape" || op == "expand") {
    auto size = ints_arg(n, 1);
    return size ? sized(*size, in(n, 0), op == "expand") : std::nullopt;
  }
  if (op == "as_strided" || op == "new_empty_strided" || op == "new_empty" || op == "new_zeros" ||
      op == "new_ones" || op == "new_full") {
    auto size = ints_arg(n, 1);
    if (!size || std::any_of(size->begin(), size->end(), [](long long d) { return d < 0; })) return std::nullopt;
    return of_ints(*size);
  }
  if (op == "empty_strided" || op == "zeros" || op == "ones" || op == "empty" || op == "full") {
    auto size = ints_arg(n, 0);
    if (!size || std::any_of(size->begin(), size->end(), [](long long d) { return d < 0; })) return std::nullopt;
    return of_ints(*size);
  }
  if (same_as_first().count(op)) return in(n, 0);
  if (binary().count(op)) {
    std::optional<Shape> acc;
    for (std::size_t i = 0; i < n.args.size() && i < 3; ++i) {
      if (!is_ref(n, i)) continue;
      auto s = in(n, i);
      if (!s) return std::nullopt;
      acc = acc ? broadcast(*acc, *s) : s;
      if (!acc) return std::nullopt;
    }
    return acc;
  }
  if (op == "addmm" || op == "mm") {  // a matrix: mat1's rows, mat2's columns (addmm's bias broadcasts)
    const std::size_t first = op == "addmm" ? 1 : 0;
    auto a = in(n, first), b = in(n, first + 1);
    if ((a && a->size() != 2) || (b && b->size() != 2)) return std::nullopt;
    return Shape{a ? (*a)[0] : std::string(kUnknownDim), b ? (*b)[1] : std::string(kUnknownDim)};
  }
  auto x = in(n, 0);
  if (!x) return std::nullopt;
  const std::size_t rank = x->size();
  if (op == "select") return without_dim(*x, int_arg(n, 1));
  if (op == "slice") {
    auto d = n.args.size() > 1 ? int_arg(n, 1) : std::optional<long long>(0);
    auto k = d ? wrap(*d, rank) : std::nullopt;
    if (!k) return std::nullopt;
    const auto length = int_literal((*x)[*k]);  // an annotation may print a SymInt here
    if (!length) return std::nullopt;
    const long long len = *length;
    auto bound = [&](std::size_t pos, long long dflt) -> std::optional<long long> {
      if (pos >= n.args.size() || n.args[pos].kind == Arg::Kind::None) return dflt;
      auto b = int_arg(n, pos);
      if (!b) return std::nullopt;
      long long v = *b < 0 ? *b + len : *b;
      return std::clamp(v, 0LL, len);
    };
    auto start = bound(2, 0), end = bound(3, len);
    auto step = n.args.size() > 4 ? int_arg(n, 4) : std::optional<long long>(1);
    if (!start || !end || !step || *step <= 0) return std::nullopt;
    Shape s = *x;
    s[*k] = std::to_string(*end > *start ? (*end - *start + *step - 1) / *step : 0);
    return s;
  }
  if (op == "sum" || op == "mean" || op == "amax" || op == "amin" || op == "prod") {
    if (overload == "default" && (op == "sum" || op == "mean" || op == "prod") && n.args.size() < 2) return Shape{};
    return reduced(n, *x, 1, 2);
  }
  // std/var(x, dims, *, correction, keepdim), linalg_vector_norm(x, ord, dims, keepdim)
  if (op == "std" || op == "var") return reduced(n, *x, 1, 2);
  if (op == "linalg_vector_norm") return reduced(n, *x, 2, 3);
  if (op == "t") {
    if (rank < 2) return x;
    return Shape{(*x)[1], (*x)[0]};
  }
  if (op == "transpose") {
    auto a = int_arg(n, 1), b = int_arg(n, 2);
    auto i = a ? wrap(*a, rank) : std::nullopt, j = b ? wrap(*b, rank) : std::nullopt;
    if (!i || !j) return std::nullopt;
    Shape s = *x;
    std::swap(s[*i], s[*j]);
    return s;
  }
  if (op == "permute") {
    auto dims = ints_arg(n, 1);
    if (!dims || dims->size() != rank) return std::nullopt;
    Shape s;
    for (long long d : *dims) {
      auto k = wrap(d, rank);
      if (!k) return std::nullopt;
      s.push_back((*x)[*k]);
    }
    return s;
  }
  if (op == "unsqueeze") {
    auto d = int_arg(n, 1);
    auto k = d ? wrap(*d, rank + 1) : std::nullopt;
    if (!k) return std::nullopt;
    Shape s = *x;
    s.insert(s.begin() + static_cast<std::ptrdiff_t>(*k), "1");
    return s;
  }
  if (op == "squeeze") {
    Shape s;
    auto dims = n.args.size() > 1 ? ints_arg(n, 1) : std::optional<std::vector<long long>>(std::vector<long long>{});
    if (!dims) return std::nullopt;
    std::vector<char> may(rank, dims->empty() ? 1 : 0);
    for (long long d : *dims)
      if (auto k = wrap(d, rank)) may[*k] = 1;
    for (std::size_t i = 0; i < rank; ++i) {
      if (may[i] && unknown((*x)[i])) return std::nullopt;  // squeezed or not: the rank is unknown
      if (!(may[i] && (*x)[i] == "1")) s.push_back((*x)[i]);
    }
    return s;
  }
  if (op == "bmm") {
    auto y = in(n, 1);
    if (!y || y->size() != rank || rank < 2) return std::nullopt;
    Shape s = *x;
    s.back() = y->back();
    return s;
  }
  return std::nullopt;
}

}  // namespace

std::vector<std::optional<Shape>> infer_shapes(const Graph& g) { return Inferrer(g).run(); }

std::vector<int> min_ranks(const Graph& g) {
  std::vector<int> out(g.size(), 0);
  auto need = [&](VertexId v, long long r) {
    if (v != kNoVertex) out[v] = std::max(out[v], static_cast<int>(std::min(r, 64LL)));
  };
  auto operand = [&](const Node& n, VertexId v, std::size_t pos) {
    return pos < n.args.size() && n.args[pos].kind == Arg::Kind::Ref ? g.producer(v, n.args[pos].slot) : kNoVertex;
  };
  auto dims_need = [](const std::vector<long long>& dims) {  // dim d needs d + 1 dims, dim -d needs d
    long long r = 0;
    for (long long d : dims) r = std::max(r, d >= 0 ? d + 1 : -d);
    return r;
  };
  // in reverse program order, so that `t(w)` read as a matrix passes 2 on to w
  for (VertexId v = g.size(); v-- > 0;) {
    const Node& n = g.node(v);
    if (n.kind != NodeKind::CallFunction) continue;
    const auto [op, overload] = op_of(n.target.view());
    if (op == "t" || op == "clone" || op == "detach" || op == "alias") need(operand(n, v, 0), out[v]);
    if (op == "mm") need(operand(n, v, 0), 2), need(operand(n, v, 1), 2);
    if (op == "addmm") need(operand(n, v, 1), 2), need(operand(n, v, 2), 2);
    if (op == "bmm") need(operand(n, v, 0), 3), need(operand(n, v, 1), 3);
    if (op == "convolution") need(operand(n, v, 1), 3);
    std::size_t dims_pos = 0;
    if (op == "sum" || op == "mean" || op == "amax" || op == "amin" || op == "std" || op == "var") dims_pos = 1;
    if (op == "linalg_vector_norm") dims_pos = 2;
    if (dims_pos > 0 && dims_pos < n.args.size())
      if (auto dims = ints_arg(n, dims_pos)) need(operand(n, v, 0), dims_need(*dims));
    if (op == "select" || op == "unsqueeze" || op == "squeeze") {
      if (auto d = int_arg(n, 1)) need(operand(n, v, 0), dims_need({*d}) - (op == "unsqueeze" ? 1 : 0));
    }
    if (op == "transpose")
      if (auto a = int_arg(n, 1), b = int_arg(n, 2); a && b) need(operand(n, v, 0), dims_need({*a, *b}));
  }
  // make_fx reads an attribute through one get_attr node per read: all its reads count
  std::unordered_map<std::string_view, int> by_attribute;
  for (VertexId v = 0; v < g.size(); ++v)
    if (g.node(v).kind == NodeKind::GetAttr) {
      int& r = by_attribute[g.node(v).target.view()];
      r = std::max(r, out[v]);
    }
  for (VertexId v = 0; v < g.size(); ++v)
    if (g.node(v).kind == NodeKind::GetAttr) out[v] = by_attribute[g.node(v).target.view()];
  return out;
}

bool surely_equal(const Shape& a, const Shape& b) {
  return a == b && std::none_of(a.begin(), a.end(), unknown);
}

bool surely_differ(const Shape& a, const Shape& b) {
  if (a.size() != b.size()) return true;
  // two numbers, or two symbols (duck sizing gives equal sizes one symbol);
  // an expression (`6*((s25//4))**2`) may equal either
  auto symbol = [](const std::string& d) {
    return !d.empty() && std::all_of(d.begin(), d.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }) &&
           !std::isdigit(static_cast<unsigned char>(d[0]));
  };
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (a[i] == b[i] || unknown(a[i]) || unknown(b[i])) continue;
    const bool na = is_int_literal(a[i]), nb = is_int_literal(b[i]);
    if ((na && nb) || (symbol(a[i]) && symbol(b[i]))) return true;
  }
  return false;
}

}  // namespace fxmatch::detail
