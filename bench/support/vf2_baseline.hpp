// Benchmarks only: the Boost vf2_subgraph_mono baseline on fxmatch's search
// models, a fork-based wall-clock limit, and the model-map -> vertex report
// shared by every model-level baseline (VF2 here, NetworkX via JSON).
//
// Baseline definition: pattern and target search models (detach contracted,
// value-numbered, the same labels as the matcher) become Boost graphs with an
// edge producer -> consumer per argument slot. Vertex equivalence: a pattern
// leaf (placeholder / get_attr) matches any target node; a pattern op matches
// a target op with the same label and compatible dtype/shape. Edge
// equivalence: same slot. The first monomorphism found is the answer; no
// monomorphism (or the time limit) means every pattern node is unmatched.
// VF2 is injective, so two pattern leaves holding the same target value
// cannot both be mapped: a limitation of the baseline, kept on purpose.
#pragma once

#include "engine/search_model.hpp"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/vf2_sub_graph_iso.hpp>

#include <chrono>
#include <csignal>
#include <cstring>
#include <cstdint>
#include <functional>
#include <optional>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace fxmatch::bench {

using detail::kNone;
using detail::ModelId;
using detail::ModelKind;
using detail::SearchModel;

struct Vf2VertexProp {
  std::uint32_t id = 0;
};
struct Vf2EdgeProp {
  int slot = 0;
};
using Vf2Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::bidirectionalS, Vf2VertexProp, Vf2EdgeProp>;

inline Vf2Graph to_vf2_graph(const SearchModel& m) {
  Vf2Graph g(m.size());
  for (ModelId v = 0; v < m.size(); ++v) {
    g[v].id = v;
    for (std::size_t s = 0; s < m.producers[v].size(); ++s)
      if (m.producers[v][s] != kNone) boost::add_edge(m.producers[v][s], v, Vf2EdgeProp{static_cast<int>(s)}, g);
  }
  return g;
}

/// First monomorphism of P into T (pattern model node -> target model node),
/// or nullopt when none exists. `steps` counts vertex-equivalence checks.
inline std::optional<std::vector<ModelId>> vf2_first(const SearchModel& P, const SearchModel& T,
                                                     std::uint64_t* steps = nullptr) {
  const Vf2Graph gp = to_vf2_graph(P), gt = to_vf2_graph(T);
  std::optional<std::vector<ModelId>> found;
  std::uint64_t checks = 0;
  auto vertex_eq = [&](std::size_t p, std::size_t t) {
    ++checks;
    if (P.kind[p] == ModelKind::Leaf) return true;
    return T.kind[t] == ModelKind::Op && P.labels_compatible(static_cast<ModelId>(p), T, static_cast<ModelId>(t));
  };
  auto edge_eq = [&](Vf2Graph::edge_descriptor a, Vf2Graph::edge_descriptor b) { return gp[a].slot == gt[b].slot; };
  auto callback = [&](auto f, auto) {
    std::vector<ModelId> map(P.size(), kNone);
    for (ModelId p = 0; p < P.size(); ++p) map[p] = static_cast<ModelId>(boost::get(f, p));
    found = std::move(map);
    return false;  // stop at the first mapping
  };
  boost::vf2_subgraph_mono(gp, gt, callback, boost::get(boost::vertex_index, gp), boost::get(boost::vertex_index, gt),
                           boost::vertex_order_by_mult(gp), edge_eq, vertex_eq);
  if (steps) *steps = checks;
  return found;
}

/// Runs `work` in a forked child that writes its result (a vector of u32)
/// back through a pipe; kills it after `limit_s` seconds. Returns nullopt on
/// timeout or crash; `elapsed_ms` is the wall time either way.
inline std::optional<std::vector<std::uint32_t>> run_limited(const std::function<std::vector<std::uint32_t>()>& work,
                                                             double limit_s, double* elapsed_ms) {
  int fds[2];
  if (::pipe(fds) != 0) return std::nullopt;
  const auto t0 = std::chrono::steady_clock::now();
  const pid_t pid = ::fork();
  if (pid == 0) {
    ::close(fds[0]);
    const std::vector<std::uint32_t> out = work();
    const std::uint64_t n = out.size();
    auto write_all = [&](const void* p, std::size_t bytes) {
      const char* c = static_cast<const char*>(p);
      while (bytes > 0) {
        ssize_t w = ::write(fds[1], c, bytes);
        if (w <= 0) ::_exit(3);
        c += w;
        bytes -= static_cast<std::size_t>(w);
      }
    };
    write_all(&n, sizeof n);
    write_all(out.data(), n * sizeof(std::uint32_t));
    ::close(fds[1]);
    ::_exit(0);
  }
  ::close(fds[1]);
  auto left_ms = [&] {
    return limit_s * 1000 - std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  };
  std::vector<char> buf;
  bool eof = false;
  while (!eof && left_ms() > 0) {
    pollfd pfd{fds[0], POLLIN, 0};
    if (::poll(&pfd, 1, static_cast<int>(std::max(1.0, left_ms()))) <= 0) continue;
    char chunk[1 << 16];
    ssize_t r = ::read(fds[0], chunk, sizeof chunk);
    if (r <= 0) eof = true;
    else buf.insert(buf.end(), chunk, chunk + r);
  }
  ::close(fds[0]);
  if (!eof) ::kill(pid, SIGKILL);
  int status = 0;
  ::waitpid(pid, &status, 0);
  if (elapsed_ms)
    *elapsed_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  if (!eof || !WIFEXITED(status) || WEXITSTATUS(status) != 0 || buf.size() < sizeof(std::uint64_t))
    return std::nullopt;
  std::uint64_t n = 0;
  std::memcpy(&n, buf.data(), sizeof n);
  if (buf.size() != sizeof n + n * sizeof(std::uint32_t)) return std::nullopt;
  std::vector<std::uint32_t> out(n);
  std::memcpy(out.data(), buf.data() + sizeof n, n * sizeof(std::uint32_t));
  return out;
}

/// Pattern vertex -> target vertex for a model-level map (kNone = unmatched),
/// following the matcher's reporting convention (engine/matcher.cpp
/// reported_vertices): a contracted pattern vertex takes its source's image;
/// ops mapped onto a value-numbered class get its members in pattern order;
/// a leaf names the target vertex really feeding its first mapped consumer
/// (behind any detach), else the class representative.
inline std::vector<VertexId> report_vertices(const SearchModel& P, const SearchModel& T,
                                             const std::vector<ModelId>& map) {
  const Graph& pg = *P.graph;
  const Graph& tg = *T.graph;
  std::vector<VertexId> out_model(P.size(), kNoVertex);
  std::vector<std::uint32_t> handed(T.size(), 0);
  for (ModelId p = 0; p < P.size(); ++p) {
    const ModelId img = map[p];
    if (img == kNone) continue;
    if (P.kind[p] == ModelKind::Op) out_model[p] = T.members_of(img)[handed[img]++ % T.members_of(img).size()];
    else out_model[p] = T.vertex[img];
  }
  auto real_producer = [&](VertexId v, int slot) {
    VertexId q = tg.producer(v, slot);
    while (q != kNoVertex && T.contracted[q]) q = tg.producer(q, 0);
    return q;
  };
  std::vector<bool> fed(P.size(), false);
  for (ModelId p = 0; p < P.size(); ++p) {
    if (P.kind[p] != ModelKind::Leaf || map[p] == kNone) continue;
    for (const auto& [c, slot] : P.consumers[p]) {
      if (map[c] == kNone || P.kind[c] != ModelKind::Op) continue;
      VertexId q = real_producer(out_model[c], slot);
      if (q != kNoVertex && T.of_vertex[q] == map[p] && (!fed[p] || q < out_model[p])) {
        out_model[p] = q;
        fed[p] = true;
      }
    }
  }
  std::vector<VertexId> out;
  for (VertexId v = 0; v < pg.size(); ++v) {
    if (pg.node(v).kind == NodeKind::Output) continue;
    const ModelId p = P.of_vertex[v];
    out.push_back(p == kNone ? kNoVertex : out_model[p]);
  }
  return out;
}

}  // namespace fxmatch::bench
