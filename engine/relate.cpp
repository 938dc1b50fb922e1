// relate(): the driver. Design note in include/fxmatch/engine/relate.hpp; the
// stages are engine/relate_pairing.cpp (what the graphs exchange),
// relate_align.cpp + relate_refine.cpp (segments), relate_saved.cpp,
// relate_grads.cpp and relate_report.cpp; relate_impl.hpp holds the class.
#include "relate_impl.hpp"

namespace fxmatch {

using relate_detail::Relater;

RelateResult relate(const Graph& fwd, const Graph& bwd, const Graph* joint, const RuleSet& rules,
                    const DerivativeRules& derivatives, const RelateOptions& options) {
  Relater first(fwd, bwd, joint, rules, derivatives, options);
  RelateResult best = first.run();
  // More differentiable attributes than gradients and no shapes to tell the
  // buffers: they are among those that got no gradient; of those, drop as
  // many as there are extra attributes, the choice that aligns at least cost.
  const std::size_t extra = first.extra_attributes();
  const std::set<std::string> ungraded = first.ungraded_attributes();
  if (extra == 0 || ungraded.empty()) return best;
  const std::vector<std::string> names(ungraded.begin(), ungraded.end());
  const std::size_t k = std::min(extra, names.size());
  std::vector<char> pick(names.size(), 0);
  std::fill(pick.end() - static_cast<std::ptrdiff_t>(k), pick.end(), 1);
  double best_cost = first.cost();
  int tries = 0;
  do {
    std::set<std::string> buffers;
    for (std::size_t i = 0; i < names.size(); ++i)
      if (pick[i]) buffers.insert(names[i]);
    Relater again(fwd, bwd, joint, rules, derivatives, options, std::move(buffers));
    RelateResult r = again.run();
    if (again.cost() < best_cost) best_cost = again.cost(), best = std::move(r);
  } while (++tries < 32 && std::next_permutation(pick.begin(), pick.end()));
  return best;
}

}  // namespace fxmatch
