// FX graph text -> Graph. One entry point for every dump format.
//
// Accepted inputs (auto-detected, see docs/architecture.md):
//  - graph code: `print(gm.code)` / `python_code(verbose=True).src`, torch 1.x
//    (no annotations) and 2.x (unquoted `f32[3, 4]`, quoted `"f32[3, 4]"`,
//    strides/devices, symbolic dims, `Sym(...)`);
//  - `gm.print_readable()` class-wrapped forms, including AOT joint graphs
//    (`def forward(self, primals, tangents)` + tree_flatten_spec/tree_unflatten);
//  - `str(gm.graph)` IR (`%x : [num_users=1] = call_function[target=...](args = (...), kwargs = {...})`);
//  - containers holding several graphs: TORCH_LOGS output (glog / INFO:
//    prefixes, `===== Joint graph 0 =====` titles, noise between graphs) and
//    depyf dump files.
//
// Known limits: only the outermost GraphModule's forward of a print_readable()
// dump is a graph (nested submodule classes are skipped, their call_module
// nodes keep the attribute path as target); str(graph) prints strings and
// devices unquoted (`tanh`, `cpu`), so they come back as Symbols there;
// inplace operator statements (`x += y`) are not accepted.
//
// Contract: never throws on bad input, never prints; a malformed input yields
// a Diagnostic pointing at the first offending line/column. No partial graph
// is ever returned.
#pragma once

#include "fxmatch/engine/diagnostic.hpp"
#include "fxmatch/engine/graph.hpp"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace fxmatch {

/// Limits on hostile input. Anything beyond them is a diagnostic
/// (`file:line:col: error: ...`), never an out-of-memory kill or a stack
/// overflow. 0 means "no limit" for the size fields.
struct ParseLimits {
  /// Bytes of one input text or file (checked before a file is read).
  /// Parsing takes about 5x the text in memory.
  std::uint64_t max_bytes = 512ull << 20;
  /// Bytes of one line (a joint graph's `return` line is the longest one
  /// real dumps have: about 20 bytes per output).
  std::uint64_t max_line_bytes = 8ull << 20;
  /// Nodes of one parsed graph.
  std::uint64_t max_nodes = 10'000'000;
  /// Bracket nesting in one expression or annotation (at most 1024: the
  /// parser recurses once per level).
  int max_depth = 256;
  /// Read regular files through a private read-only mapping instead of
  /// read(): no copy and no fresh heap pages (about 5% of a 1M-node `match`).
  /// Off by default: if another process truncates the file while it is
  /// mapped, the parser's next touch of a lost page raises SIGBUS. The CLI
  /// turns it on and reports that signal as an error.
  bool map_files = false;
};

/// One graph found inside a text container.
struct GraphEntry {
  std::string title;  ///< "Joint graph 0", "Forward graph 0", class name, or "" for a bare graph
  int index = 0;      ///< 0-based position in the file
  int line = 0;       ///< 1-based line where the graph's `def` starts
};

/// Lists the graphs in `text` (for error messages and `fxmatch parse --list`).
Expected<std::vector<GraphEntry>> list_graphs(std::string_view text, std::string_view file,
                                              const ParseLimits& limits = {});

/// Parses one graph out of `text`. `select` picks a graph in a multi-graph
/// container by exact title (case-insensitive), or by 0-based index given as
/// decimal digits; empty means "the only graph" and is an error (listing the
/// titles) when the text holds several.
/// `file` is used only for diagnostics and Graph::origin.
Expected<Graph> parse_graph(std::string_view text, std::string_view file, std::string_view select = "",
                            const ParseLimits& limits = {});

/// Reads `path` and calls parse_graph. Unreadable files are diagnostics too.
/// `path` may also be a depyf dump directory: each `*.py` file holding a
/// graph is one entry, titled by its file stem, in name order.
/// Files larger than limits.max_bytes are refused before they are read.
Expected<Graph> parse_file(const std::string& path, std::string_view select = "", const ParseLimits& limits = {});

/// list_graphs for a file or a depyf directory (entries of a directory have line 0).
Expected<std::vector<GraphEntry>> list_file(const std::string& path, const ParseLimits& limits = {});

}  // namespace fxmatch
