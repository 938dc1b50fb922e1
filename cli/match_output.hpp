// Rendering of a MatchResult as the documented JSON object or as text.
#pragma once

#include "json_text.hpp"

#include "fxmatch/engine/matcher.hpp"
#include "fxmatch/rules/rules.hpp"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace fxmatch::cli {

/// {"mapping": {...}, "nodes": [...], "stats": {...}} (see README). Linear in nodes.
nlohmann::ordered_json match_to_json(const Graph& pattern, const Graph& target, const MatchResult& r,
                                     double parse_ms);
/// The "stats" object of match_to_json alone (cheap: no per-node work).
nlohmann::ordered_json match_stats_to_json(const MatchResult& r, double parse_ms);
/// Exactly `match_to_json(...).dump(1) + "\n"` (or `.at("mapping").dump(1) + "\n"`
/// when `mapping_only`), written directly in time linear in the output.
/// With a spill, the text goes to it in ~1 MB pieces and "" is returned.
std::string match_to_json_text(const Graph& pattern, const Graph& target, const MatchResult& r, double parse_ms,
                               bool mapping_only, const JsonText::Spill& spill = {});
/// One line per pattern node, aligned, then a summary line. With a spill,
/// the text goes to it in ~1 MB pieces and "" is returned.
std::string match_to_text(const Graph& pattern, const Graph& target, const MatchResult& r, double parse_ms,
                          const JsonText::Spill& spill = {});

/// Default rules (unless `with_default` is false) plus `files` in order.
Expected<RuleSet> load_rules(const std::vector<std::string>& files, bool with_default);

}  // namespace fxmatch::cli
