// Rendering of a MatchResult as the documented JSON object or as text.
#pragma once

#include "fxmatch/engine/matcher.hpp"
#include "fxmatch/rules/rules.hpp"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace fxmatch::cli {

/// {"mapping": {...}, "nodes": [...], "stats": {...}} (see README).
nlohmann::ordered_json match_to_json(const Graph& pattern, const Graph& target, const MatchResult& r,
                                     double parse_ms);
/// One line per pattern node, aligned, then a summary line.
std::string match_to_text(const Graph& pattern, const Graph& target, const MatchResult& r, double parse_ms);

/// Default rules (unless `with_default` is false) plus `files` in order.
Expected<RuleSet> load_rules(const std::vector<std::string>& files, bool with_default);

}  // namespace fxmatch::cli
