// Rendering of a RelateResult as the documented JSON object or as text.
#pragma once

#include "fxmatch/engine/relate.hpp"

#include <nlohmann/json.hpp>

#include <string>

namespace fxmatch::cli {

/// {"saved", "grad_of", "accumulate", "grads", "seed", "memory", "unrelated"} (see README).
nlohmann::ordered_json relate_to_json(const Graph& fwd, const Graph& bwd, const RelateResult& r);
/// relate_to_json(...).dump(1) + "\n", byte for byte, written directly in time
/// linear in the answers (no document); the document's path where a name or
/// an answer's key repeats.
std::string relate_to_json_text(const Graph& fwd, const Graph& bwd, const RelateResult& r);
/// One block per forward op: its saved tensors and backward ops; then grads, memory, unrelated.
std::string relate_to_text(const Graph& fwd, const Graph& bwd, const RelateResult& r);

}  // namespace fxmatch::cli
