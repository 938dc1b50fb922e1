// TORCH_TRACE structured logs as a graph container (private to parsers/).
#pragma once

#include "detail.hpp"

#include "fxmatch/engine/diagnostic.hpp"

#include <memory>
#include <string>
#include <vector>

namespace fxmatch::detail {

/// True when the first glog-prefixed line of `lines` carries a JSON object
/// ("V1201 08:23:13.718000 7893 graph_compile.py:1886] {...}"): the format
/// torch._logging.trace_structured writes under TORCH_TRACE.
bool is_trace_log(const std::vector<Line>& lines);

/// Replaces `lines` by the payload lines of every graph artifact of the log
/// (each a Line over the same text with its leading tab skipped, numbered as
/// in the file) and sets `spans` to one span per graph, titled
/// "[0/0] aot_forward_graph" (compile id, then the artifact's name).
/// Statements continued over several lines (torch 2.13's one-parameter-a-line
/// signatures) are joined into strings kept in `owned`, which must outlive
/// `lines`.
void scan_trace_log(std::vector<Line>& lines, std::vector<GraphSpan>& spans,
                    std::vector<std::unique_ptr<std::string>>& owned);

/// A TORCH_TRACE folder holding one log file names that file; any other
/// path is returned as is. A folder with several logs (one per rank) is an
/// error listing them.
Expected<std::string> resolve_trace_folder(const std::string& path);

}  // namespace fxmatch::detail
