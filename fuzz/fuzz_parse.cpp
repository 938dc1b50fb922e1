// libFuzzer target: format auto-detection and every parser path.
//
// The input is any text; list_graphs (container scan: logs, titles, classes)
// and parse_graph (code, print_readable, str(graph), log and depyf files all
// reach code_graph.cpp / ir_graph.cpp through it) run on it, selecting each
// of the first few graphs by index. Contract checked: no crash, no leak, no
// UB, and a successful parse yields a graph whose dump() and node accessors
// are consistent (every producer id in range).
#include "fxmatch/parsers/parse.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto listed = fxmatch::list_graphs(text, "fuzz.txt");
  const int n = listed ? static_cast<int>(listed->size()) : 1;
  for (int k = -1; k < n && k < 3; ++k) {
    const std::string select = k < 0 ? "" : std::to_string(k);
    auto g = fxmatch::parse_graph(text, "fuzz.txt", select);
    if (!g) {
      (void)g.error().render();
      continue;
    }
    const std::size_t nodes = g->size();
    for (fxmatch::VertexId v = 0; v < nodes; ++v)
      for (fxmatch::VertexId p : g->producers(v))
        if (p >= nodes) std::abort();  // a dangling edge would be a parser bug
    (void)fxmatch::dump(*g);
  }
  return 0;
}
