// Scoring of one relate answer against its truth (relate.json and friends).
//
// Design note. The answer is relate's documented JSON (cli/relate_output:
// relate_to_json), not the engine's structs, so everything relate prints is
// scored and fields added to the JSON later are picked up without a change
// here. Per field (saved, grad_of, grads) an answer is right when it equals
// the truth (or one of the truth's `saved_alternatives`). Beside right/total:
//   how       the answer's `<field>_how` ("joint" | "template" | "structure" |
//             "position"); absent = "unknown" (engines before issue 10);
//   confident wrong answers claiming "joint" or "template" (must be 0: a wrong
//             answer with no doubt attached is the worst outcome);
//   doubted   scored keys for which relate lists alternatives
//             (`saved_alternatives`, `grad_of_alternatives`) or that it puts
//             in `unrelated`; wrong_doubted: wrong answers among them.
// Backward names are the truth's: undo --rename first (unrename_relate_json).
#pragma once

#include <nlohmann/json.hpp>

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace fxmatch::cli::batch {

/// right / scored for one relate field.
struct Ratio {
  std::size_t ok = 0, total = 0;
  std::optional<double> pct() const {
    if (total == 0) return std::nullopt;
    return 100.0 * static_cast<double>(ok) / static_cast<double>(total);
  }
};

struct RelateScore {
  Ratio saved, grad_of, grads;
  std::map<std::string, std::size_t> how;  ///< scored answers per `how` ("unknown" when absent)
  std::size_t wrong_confident = 0;         ///< wrong answers whose how is "joint" or "template"
  std::map<std::string, std::size_t> wrong_how;  ///< wrong answers per "field/how" (e.g. "saved/template")
  std::size_t doubted = 0;                 ///< scored keys with alternatives or in `unrelated`
  std::size_t wrong_doubted = 0;           ///< wrong answers among `doubted`
  std::vector<std::string> wrong;          ///< "field node: got X, want Y [how]"
  void add(const RelateScore& o);          ///< sums everything but `wrong`
};

/// Scores `answer` (relate's JSON, backward names as in the truth) against `truth`
/// ({"saved", "saved_alternatives"?, "grad_of", "grads"}).
RelateScore score_relate_json(const nlohmann::json& answer, const nlohmann::json& truth);

/// Relate's JSON with the backward node names mapped back through `original`
/// (renamed name -> original name): keys of saved/grad_of/seed/accumulate and
/// their *_how/*_alternatives, values of grads, unrelated nodes and memory uses.
nlohmann::json unrename_relate_json(const nlohmann::json& answer,
                                    const std::unordered_map<std::string, std::string>& original);

}  // namespace fxmatch::cli::batch
