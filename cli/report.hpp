// `fxmatch report` pieces shared by its match/relate page and its
// TORCH_TRACE pages (cmd_report.cpp, report_trace.cpp).
#pragma once

#include "inputs.hpp"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace fxmatch::cli {

/// Runs relate() and returns the page data of a relate report.
nlohmann::ordered_json relate_page_data(const Graph& fwd, const Graph& bwd, const Graph* joint,
                                        const RelateRules& rules, std::string_view fwd_file,
                                        std::string_view bwd_file, std::string title);

/// --trace: pages for every compiled region of a TORCH_TRACE log (a file or
/// its folder) into `out_dir`, plus out_dir/index.html. Returns the exit code.
int report_trace(const std::string& trace, const std::string& out_dir, const std::vector<std::string>& rules_files,
                 bool with_default, const ParseLimits& limits);

}  // namespace fxmatch::cli
