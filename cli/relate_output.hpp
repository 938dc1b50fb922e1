// Rendering of a RelateResult as the documented JSON object or as text.
#pragma once

#include "json_text.hpp"

#include "fxmatch/engine/relate.hpp"

#include <nlohmann/json.hpp>

#include <string>

namespace fxmatch::cli {

/// {"saved", "grad_of", "accumulate", "grads", "seed", "memory", "unrelated"} (see README).
nlohmann::ordered_json relate_to_json(const Graph& fwd, const Graph& bwd, const RelateResult& r);
/// relate_to_json(...).dump(1) + "\n", byte for byte, written directly in time
/// linear in the answers (no document); the document's path where a name or
/// an answer's key repeats. With a spill, the text goes to it in ~1 MB pieces
/// and "" is returned.
std::string relate_to_json_text(const Graph& fwd, const Graph& bwd, const RelateResult& r,
                                const JsonText::Spill& spill = {});
/// One block per forward op: its saved tensors and backward ops; then grads,
/// memory, unrelated. With a spill, as relate_to_json_text.
std::string relate_to_text(const Graph& fwd, const Graph& bwd, const RelateResult& r,
                           const JsonText::Spill& spill = {});

}  // namespace fxmatch::cli
