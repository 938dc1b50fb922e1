#include "fxmatch/engine/rename.hpp"

#include <numeric>
#include <random>

namespace fxmatch {

namespace {

void rename_refs(Arg& a, const Graph& g, const std::vector<std::string>& new_name) {
  if (a.kind == Arg::Kind::Ref) {
    const VertexId v = g.find(a.text);
    if (v != kNoVertex) a.text = new_name[v];
    return;
  }
  for (Arg& item : a.items) rename_refs(item, g, new_name);
}

}  // namespace

RenamedGraph rename_variables(const Graph& graph, std::uint64_t seed) {
  const std::size_t n = graph.size();
  // Fisher-Yates with an explicit engine: std::shuffle's algorithm is
  // implementation-defined, and the renaming must be the same everywhere.
  std::vector<std::size_t> perm(n);
  std::iota(perm.begin(), perm.end(), std::size_t{0});
  std::mt19937_64 rng(seed);
  for (std::size_t i = n; i > 1; --i) std::swap(perm[i - 1], perm[rng() % i]);

  std::vector<std::string> new_name(n);
  for (VertexId v = 0; v < n; ++v)
    new_name[v] = graph.node(v).kind == NodeKind::Output ? graph.node(v).name : "v" + std::to_string(perm[v]);

  RenamedGraph r;
  r.graph.title = graph.title;
  r.graph.origin = graph.origin;
  r.original.reserve(n);
  for (VertexId v = 0; v < n; ++v) {
    Node node = graph.node(v);
    r.original.push_back(node.name);
    node.name = new_name[v];
    for (Arg& a : node.args) rename_refs(a, graph, new_name);
    for (auto& kv : node.kwargs) rename_refs(kv.second, graph, new_name);
    r.graph.add_node(std::move(node));
  }
  return r;
}

}  // namespace fxmatch
