// A tiny graph builder for tests and benchmarks: names are only for
// building; arguments that name an existing node become references.
#pragma once

#include "fxmatch/engine/graph.hpp"

#include <string>
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
  Graph g_;
};

/// Parses "f32[3, 4]" into TensorMeta (test helper; no validation).
TensorMeta meta_of(const std::string& text);

}  // namespace fxmatch::testing
