// The self-contained HTML report page (see cli/report/report.html).
#pragma once

#include "fxmatch/engine/graph.hpp"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace fxmatch::cli {

/// One graph as the page lists it: {"role", "file", "title", "sources": [...],
/// "nodes": [[name, kind letter, target, type, args text, source index or -1,
/// line], ...]} in program order, the output node last.
nlohmann::ordered_json listing_json(const Graph& g, std::string_view role, std::string_view file);

/// The page: template + CSS + JS + `data` embedded as JSON (every `<` escaped,
/// so no payload can close the script element). `data` holds "kind"
/// ("match" | "relate" | "graph"), "title", "graphs" and the CLI's own result
/// JSON under "match" or "relate".
std::string render_page(const nlohmann::ordered_json& data);

}  // namespace fxmatch::cli
