// Colour refinement of an FX graph (see graph_colors.hpp).
#include "graph_colors.hpp"

#include <functional>
#include <string_view>
#include <unordered_set>

namespace fxmatch::detail {

namespace {

inline std::uint64_t mix(std::uint64_t h, std::uint64_t x) {
  h ^= x + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
  h *= 0xff51afd7ed558ccdull;
  return h ^ (h >> 33);
}

}  // namespace

std::vector<std::uint64_t> refine_colors(const Graph& g, const std::function<bool(const Node&)>& unordered,
                                         int max_rounds) {
  const std::size_t n = g.size();
  std::vector<std::uint64_t> col(n), next(n);
  std::vector<char> comm(n);
  for (VertexId v = 0; v < n; ++v)
    comm[v] = (g.node(v).kind == NodeKind::CallFunction || g.node(v).kind == NodeKind::Output) && unordered(g.node(v));
  for (VertexId v = 0; v < n; ++v) {
    const Node& nd = g.node(v);
    std::uint64_t h = mix(static_cast<std::uint64_t>(nd.kind), g.producers(v).size());
    if (nd.kind == NodeKind::CallFunction) h = mix(h, std::hash<std::string_view>{}(std::string_view(nd.target)));
    h = mix(h, static_cast<std::uint64_t>(static_cast<std::int64_t>(nd.getitem_index)));
    // literal arguments are part of what a node is (select(x, 1, 0) is not
    // select(x, 1, 1)); references only by position, their producers' colours follow
    std::function<std::uint64_t(const Arg&)> arg = [&](const Arg& a) -> std::uint64_t {
      std::uint64_t x = mix(static_cast<std::uint64_t>(a.kind), 11);
      if (a.kind == Arg::Kind::Ref) return x;
      if (a.kind == Arg::Kind::List || a.kind == Arg::Kind::Tuple) {
        for (const Arg& i : a.items) x = mix(x, arg(i));
        return x;
      }
      return mix(x, std::hash<std::string_view>{}(std::string_view(a.text)));
    };
    for (const Arg& a : nd.args) h = mix(h, arg(a));
    for (const auto& [k, a] : nd.kwargs) h = mix(h, mix(std::hash<std::string_view>{}(std::string_view(k)), arg(a)));
    col[v] = h;
  }
  auto classes = [&](const std::vector<std::uint64_t>& c) {
    std::unordered_set<std::uint64_t> s(c.begin(), c.end());
    return s.size();
  };
  std::size_t k = classes(col);
  for (int round = 0; round < max_rounds && k < n; ++round) {
    for (VertexId v = 0; v < n; ++v) {
      std::uint64_t h = mix(col[v], 1);
      const auto prods = g.producers(v);
      std::uint64_t up = 0;  // a commutative op's operands: a multiset, an order-free sum
      for (std::size_t s = 0; s < prods.size(); ++s) {
        const std::uint64_t x = prods[s] == kNoVertex ? 0 : col[prods[s]];
        if (comm[v]) up += mix(x, 3);
        else h = mix(h, mix(x, s + 1));
      }
      h = mix(h, up);
      std::uint64_t down = 0;  // consumers: a multiset
      for (auto [c, slot] : g.consumers(v))
        down += mix(col[c], comm[c] ? 5 : static_cast<std::uint64_t>(slot) + 7);
      next[v] = mix(h, down);
    }
    col.swap(next);
    const std::size_t k2 = classes(col);
    if (k2 == k) break;
    k = k2;
  }
  return col;
}

}  // namespace fxmatch::detail
