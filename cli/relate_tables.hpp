// Tables the relate writers (relate_output.cpp, relate_text_output.cpp) read
// instead of the graphs.
//
// Design note. At a million nodes the writers' time went to cache misses,
// not instructions (callgrind: x10 instructions for x10 nodes; perf: a third
// of the JSON writer's time walking std::map nodes, most of the rest loading
// 144-byte Boost vertices and heap-held names for a 16-byte name). So:
//  - NameTable spells every node's name once, in node order (one streaming
//    pass over the vertices), into one buffer: a name is then two adjacent
//    offsets and a few bytes in ~14 bytes a node, not a vertex and maybe a
//    heap block; the JSON spelling (quotes, escapes) is done once a node,
//    not once a mention.
//  - the result's answers by vertex (`how`, alternatives) are VertexMaps
//    (include/fxmatch/engine/vertex_map.hpp), tables indexed by vertex: they
//    replaced std::maps whose walk was the largest cost left (the 450k-entry
//    `how` map of the 1M bench: 120 ns an entry in 16 interleaved walks,
//    17 ns at 100k).
//  - Buckets groups answer indices by a vertex (a counting sort).
// Nothing here decides what is written: the output is the same bytes.
#pragma once

#include "json_text.hpp"

#include "fxmatch/engine/graph.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace fxmatch::cli::detail {

/// Every node's name spelled once, in node order, into one buffer: as is
/// (text output) or as the JSON string JsonText::string writes (JSON output).
class NameTable {
 public:
  enum class Spelling { Raw, Json };
  NameTable(const Graph& g, Spelling spelling) : start_(g.size() + 1, 0) {
    const std::size_t n = g.size();
    // room for long names (untouched room is address space, not memory): a
    // regrowth would copy the buffer and touch twice its pages
    chars_.reserve(n * (spelling == Spelling::Json ? 32 : 28));
    if (spelling == Spelling::Raw) {
      for (std::size_t v = 0; v < n; ++v) {
        chars_.append(g.node(v).name.view());
        start_[v + 1] = chars_.size();
      }
      return;
    }
    JsonText j(chars_, 0);
    for (std::size_t v = 0; v < n; ++v) {
      j.string(g.node(v).name.view());
      start_[v + 1] = j.written();
    }
    j.finish();
  }
  /// The name of v (v < the graph's size).
  std::string_view operator[](VertexId v) const {
    return {chars_.data() + start_[v], static_cast<std::size_t>(start_[v + 1] - start_[v])};
  }
  /// Hints: v's name is wanted soon. Its offsets first, then (once they
  /// are loaded) its bytes.
  void prefetch_offsets(VertexId v) const { __builtin_prefetch(start_.data() + v); }
  void prefetch_chars(VertexId v) const { __builtin_prefetch(chars_.data() + start_[v]); }

 private:
  std::vector<std::uint64_t> start_;
  std::string chars_;
};

/// Indices grouped by a key below n (a counting sort: each group keeps the
/// indices' order); fill(add) calls add(key, index) once per index, and the
/// same way on its second call; keys out of range are dropped.
class Buckets {
 public:
  template <class Fill>
  Buckets(std::size_t n, Fill&& fill) : start_(n + 1, 0) {
    fill([&](VertexId k, std::size_t) {
      if (k < n) ++start_[k + 1];
    });
    for (std::size_t k = 0; k < n; ++k) start_[k + 1] += start_[k];
    items_.resize(start_[n]);
    std::vector<std::uint32_t> next(start_.begin(), start_.end() - 1);
    fill([&](VertexId k, std::size_t i) {
      if (k < n) items_[next[k]++] = static_cast<std::uint32_t>(i);
    });
  }
  std::span<const std::uint32_t> of(std::size_t k) const {
    return {items_.data() + start_[k], items_.data() + start_[k + 1]};
  }
  std::size_t nonempty() const {
    std::size_t c = 0;
    for (std::size_t k = 0; k + 1 < start_.size(); ++k) c += start_[k + 1] != start_[k];
    return c;
  }

 private:
  std::vector<std::uint32_t> start_, items_;
};

}  // namespace fxmatch::cli::detail
