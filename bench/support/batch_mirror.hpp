// Benchmarks only: a faithful copy of what `fxmatch batch` does around the
// matcher (manifest reading, --rename, truth files, scoring), so baselines are
// scored by exactly the same rules as fxmatch. cli/ is not a library, hence
// the copy; scripts/bench_quality.sh cross-checks that the fxmatch rows of
// this copy equal `fxmatch batch` (any drift fails the script).
// Mirrors: cli/batch_manifest.cpp (subset: no diagnostics), cli/batch_rename.cpp,
// cli/batch_score.cpp.
#pragma once

#include "fxmatch/engine/graph.hpp"
#include "fxmatch/engine/rename.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <unordered_map>
#include <vector>

namespace fxmatch::bench {

struct Entry {
  std::size_t index = 0;  ///< position among the manifest's non-blank lines (seed of --rename)
  std::string id, model, kind, format;
  std::string pattern_graph, target_graph;
  std::string pattern_path, target_path, truth_path;
  std::optional<bool> cross_capture;
};

inline std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

/// Reads a manifest (throws on malformed JSON: benchmark input is trusted).
inline std::vector<Entry> read_manifest(const std::string& file) {
  namespace fs = std::filesystem;
  const fs::path base = fs::path(file).parent_path();
  auto resolve = [&](const nlohmann::json& o, const char* key) -> std::string {
    auto it = o.find(key);
    if (it == o.end() || it->is_null()) return "";
    fs::path p(it->get<std::string>());
    return (p.is_absolute() ? p : base / p).lexically_normal().string();
  };
  auto str = [](const nlohmann::json& o, const char* key) -> std::string {
    auto it = o.find(key);
    return it == o.end() || it->is_null() ? "" : it->get<std::string>();
  };
  std::vector<Entry> out;
  std::istringstream in(read_text(file));
  std::string line;
  while (std::getline(in, line)) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    const auto o = nlohmann::json::parse(line);
    Entry e;
    e.index = out.size();
    e.id = str(o, "id");
    e.model = str(o, "model");
    e.kind = o.contains("kind") && !o["kind"].is_null() ? o["kind"].get<std::string>() : "match";
    e.format = e.id.substr(e.id.rfind('/') + 1);
    e.pattern_graph = str(o, "pattern_graph");
    e.target_graph = str(o, "target_graph");
    if (e.kind == "match") {
      e.pattern_path = resolve(o, "pattern");
      e.target_path = resolve(o, "target");
    }
    e.truth_path = resolve(o, "truth");
    if (auto cc = o.find("cross_capture"); cc != o.end() && cc->is_boolean()) e.cross_capture = cc->get<bool>();
    out.push_back(std::move(e));
  }
  return out;
}

// ------------------------------------------------------------- --rename

/// What batch's --rename does (fxmatch::rename_variables, the same function):
/// renames `graph` in place and returns the original names by vertex.
inline std::vector<std::string> rename_variables(Graph& graph, std::uint64_t seed) {
  RenamedGraph r = fxmatch::rename_variables(graph, seed);
  graph = std::move(r.graph);
  return std::move(r.original);
}

// ------------------------------------------------------------- scoring

struct TruthNode {
  std::vector<std::string> equal, best;
};
struct Truth {
  std::unordered_map<std::string, TruthNode> mapping;
  std::optional<bool> cross_capture;
};

inline Truth load_truth(const std::string& path) {
  const auto doc = nlohmann::json::parse(read_text(path));
  auto names = [](const nlohmann::json& node, const char* key) {
    std::vector<std::string> out;
    auto it = node.find(key);
    if (it == node.end() || it->is_null()) return out;
    for (const auto& x : *it) out.push_back(x.get<std::string>());
    return out;
  };
  Truth t;
  for (const auto& [pattern, node] : doc["mapping"].items())
    t.mapping.emplace(pattern, TruthNode{names(node, "equal"), names(node, "best")});
  if (auto cc = doc.find("cross_capture"); cc != doc.end() && cc->is_boolean()) t.cross_capture = cc->get<bool>();
  return t;
}

struct Score {
  std::size_t scored = 0, exact = 0, lenient = 0, wrong = 0;
};
using Mapped = std::pair<std::string, std::optional<std::string>>;

/// cli/batch_score.cpp score(): best -> exact, equal ∪ best -> lenient; a node
/// without an answer must be unmatched in a cross-capture pair, else skipped.
/// Baselines map names only, so a truth "how": "boundary" node (best = the
/// target input receiving its value) is right when mapped onto that input;
/// fxmatch only maps an op onto an input as `boundary`, so the CLI's extra
/// check of `how` gives the same counts for it.
inline Score score(const std::vector<Mapped>& mapping, const Truth& truth, bool cross_capture) {
  auto contains = [](const std::vector<std::string>& v, const std::string& s) {
    return std::find(v.begin(), v.end(), s) != v.end();
  };
  Score s;
  for (const auto& [pattern, got] : mapping) {
    auto it = truth.mapping.find(pattern);
    if (it == truth.mapping.end()) continue;
    const TruthNode& t = it->second;
    if (t.best.empty() && !cross_capture) continue;
    ++s.scored;
    bool exact = false, lenient = false;
    if (t.best.empty()) {
      exact = lenient = !got.has_value();
    } else if (got) {
      exact = contains(t.best, *got);
      lenient = exact || contains(t.equal, *got);
    }
    s.exact += exact;
    s.lenient += lenient;
    s.wrong += !exact;
  }
  return s;
}

}  // namespace fxmatch::bench
