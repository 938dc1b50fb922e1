// A tiny graph builder for tests and benchmarks: names are only for
// building; arguments that name an existing node become references.
// Identical annotations and targets are shared, as the parsers share them
// (SharedMeta/SharedText), so benchmarks built here take the engine's
// usual path and not a slower one no parsed graph takes.
#pragma once

#include "fxmatch/engine/graph.hpp"

#include <string>
#include <unordered_map>
#include <vector>

namespace fxmatch::testing {

class GraphBuilder {
 public:
  /// `meta` like "f32[3, 4]" ("" for none).
  GraphBuilder& placeholder(const std::string& name, const std::string& meta = "");
  GraphBuilder& get_attr(const std::string& name, const std::string& meta = "");
  /// Each arg naming an existing node is a Ref; "[a, b]" lists of names too;
  /// anything else is kept as a literal (Int if it parses as one).
  GraphBuilder& op(const std::string& name, const std::string& target, const std::vector<std::string>& args,
                   const std::string& meta = "");
  GraphBuilder& output(const std::vector<std::string>& names);
  Graph build() const { return g_; }
  Graph& graph() { return g_; }

 private:
  Arg arg(const std::string& text) const;
  Node leaf(const std::string& name, NodeKind kind, const std::string& meta);
  // One shared copy per distinct text, as the parsers' MetaCache and
  // TextPool (private to parsers/) give.
  const SharedMeta& shared_meta(const std::string& text);
  const SharedText& shared_target(const std::string& text);
  Graph g_;
  std::unordered_map<std::string, SharedMeta> metas_;
  std::unordered_map<std::string, SharedText> targets_;
};

/// Parses "f32[3, 4]" into TensorMeta (test helper; no validation).
TensorMeta meta_of(const std::string& text);

}  // namespace fxmatch::testing
