// match(): builds both search models over one label table, decides whether
// the pair compares shapes with size-1 dims ignored (see search_model.hpp:
// only when the captures differ in them), and runs the Matcher (its phases
// are in engine/matcher_*.cpp, described in matcher_state.hpp).
#include "fxmatch/engine/matcher.hpp"

#include "matcher_state.hpp"

#include <chrono>

using fxmatch::detail::SearchModel;

namespace fxmatch {

std::string_view to_string(How how) {
  switch (how) {
    case How::Exact: return "exact";
    case How::Leaf: return "leaf";
    case How::Transparent: return "transparent";
    case How::Partial: return "partial";
    case How::Unmatched: return "unmatched";
    case How::Boundary: return "boundary";
  }
  return "?";
}

MatchResult match(const Graph& pattern, const Graph& target, const RuleSet& rules, const MatchOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  detail::LabelTable labels;
  const bool shaped = detail::is_annotated(pattern) && detail::is_annotated(target);
  const SearchModel p = detail::build_search_model(pattern, rules, labels, /*value_number=*/true, shaped);
  const SearchModel t = detail::build_search_model(target, rules, labels, /*value_number=*/true, shaped);
  if (shaped) labels.ignore_size1_dims(detail::captures_differ_in_size1(p, t));
  detail::Matcher m(p, t, options);
  m.run();
  const double ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return m.result(ms);
}

}  // namespace fxmatch
