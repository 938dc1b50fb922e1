// Shared plumbing for the fxmatch subcommands. Only the CLI links
// Boost.Program_options and spdlog; the library never prints or exits.
#pragma once

#include "fxmatch/engine/diagnostic.hpp"

#include <string>
#include <vector>

namespace fxmatch::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitBadInput = 2;

/// Prints the diagnostic to stderr; returns kExitBadInput.
int report(const Diagnostic& d);
/// Prints "fxmatch: error: <message>" to stderr; returns kExitBadInput.
int usage_error(const std::string& message);

/// Writes `content` to `path` atomically (temp file + rename) or to stdout
/// when path is empty or "-". Nothing is left half-written on failure.
/// Returns a diagnostic message on failure, empty on success.
std::string write_output(const std::string& path, const std::string& content);

using Args = std::vector<std::string>;

int cmd_parse(const Args& args);
int cmd_match(const Args& args);
int cmd_batch(const Args& args);
int cmd_relate(const Args& args);
int cmd_report(const Args& args);

}  // namespace fxmatch::cli
