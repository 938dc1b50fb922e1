// VertexMap (include/fxmatch/engine/vertex_map.hpp) keeps std::map's meaning:
// the same operations on both leave the same entries, visited in the same
// order, and the same lookups answer the same.
#include "fxmatch/engine/vertex_map.hpp"

#include <gtest/gtest.h>

#include <map>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

namespace fxmatch {
namespace {

template <class T>
std::vector<std::pair<VertexId, T>> entries(const VertexMap<T>& m) {
  std::vector<std::pair<VertexId, T>> out;
  for (const auto& [v, x] : m) out.emplace_back(v, x);
  return out;
}
template <class T>
std::vector<std::pair<VertexId, T>> entries(const std::map<VertexId, T>& m) {
  return {m.begin(), m.end()};
}

TEST(VertexMap, RandomOperationsLeaveWhatAStdMapLeaves) {
  std::mt19937 rng(231);
  VertexMap<std::string> flat;
  std::map<VertexId, std::string> tree;
  const char* hows[] = {"joint", "template", "structure", "position", ""};
  for (int step = 0; step < 20000; ++step) {
    const VertexId v = rng() % 600;
    switch (rng() % 6) {
      case 0:
      case 1: {  // operator[] inserts a default value, then assigns
        const char* h = hows[rng() % 5];
        flat[v] = h, tree[v] = h;
        break;
      }
      case 2:  // operator[] as a read inserts too (relate.cpp reads grads_how[f] so)
        ASSERT_EQ(flat[v], tree[v]) << step;
        break;
      case 3:
        ASSERT_EQ(flat.erase(v), tree.erase(v)) << step;
        break;
      case 4: {  // find, and writing through the iterator
        auto a = flat.find(v);
        auto b = tree.find(v);
        ASSERT_EQ(a == flat.end(), b == tree.end()) << step;
        if (b != tree.end()) {
          ASSERT_EQ(a->first, b->first);
          ASSERT_EQ(a->second, b->second);
          if (b->second == "template") a->second = b->second = "position";
        }
        break;
      }
      default:
        ASSERT_EQ(flat.count(v), tree.count(v)) << step;
        if (tree.count(v)) ASSERT_EQ(flat.at(v), tree.at(v));
        else EXPECT_THROW((void)flat.at(v), std::out_of_range);
    }
    ASSERT_EQ(flat.size(), tree.size()) << step;
    ASSERT_EQ(flat.empty(), tree.empty()) << step;
    if (step % 997 == 0) ASSERT_EQ(entries(flat), entries(tree)) << step;
  }
  EXPECT_EQ(entries(flat), entries(tree));
  EXPECT_GT(tree.size(), 100u);  // the walk compared many entries, not an empty map
}

TEST(VertexMap, ValuesAreWrittenThroughAStructuredBinding) {
  VertexMap<std::string> m;
  m[7] = "template", m[3] = "joint", m[1000] = "template";
  for (auto [v, how] : m)
    if (how == "template") how = "position";
  EXPECT_EQ(m.at(7), "position");
  EXPECT_EQ(m.at(3), "joint");
  EXPECT_EQ(m.at(1000), "position");
  EXPECT_EQ(m.get(8), nullptr);
  EXPECT_EQ(m.get(123456), nullptr);  // beyond the table: no value, no growth
  EXPECT_EQ(m.size(), 3u);
}

}  // namespace
}  // namespace fxmatch
