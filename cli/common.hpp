// Shared plumbing for the fxmatch subcommands. Only the CLI links
// Boost.Program_options and spdlog; the library never prints or exits.
#pragma once

#include "fxmatch/engine/diagnostic.hpp"

#include <memory>
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

/// Keeps `value` alive until the process exits and never destroys it, like
/// clang's -disable-free: freeing a million-node graph node by node costs a
/// good part of a match, and the OS reclaims the memory at once. Still
/// reachable through a static pointer, so leak checkers stay quiet.
template <class T>
void keep_until_exit(T&& value) {
  static auto* kept = new std::vector<std::unique_ptr<T>>();
  kept->push_back(std::make_unique<T>(std::forward<T>(value)));
}

using Args = std::vector<std::string>;

int cmd_parse(const Args& args);
int cmd_match(const Args& args);
int cmd_batch(const Args& args);
int cmd_relate(const Args& args);
int cmd_report(const Args& args);

}  // namespace fxmatch::cli
