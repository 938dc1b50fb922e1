// Shared plumbing for the fxmatch subcommands. Only the CLI links
// Boost.Program_options and spdlog; the library never prints or exits.
#pragma once

#include "fxmatch/engine/diagnostic.hpp"
#include "fxmatch/parsers/parse.hpp"
#include "output_file.hpp"

#include <boost/program_options/options_description.hpp>

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
/// Prints "fxmatch: error: <message>" (no usage hint: a write failed); returns kExitBadInput.
int output_error(const std::string& message);

/// Keeps `value` alive until the process exits and never destroys it, like
/// clang's -disable-free: freeing a million-node graph node by node costs a
/// good part of a match, and the OS reclaims the memory at once. Still
/// reachable through a static pointer, so leak checkers stay quiet.
template <class T>
void keep_until_exit(T&& value) {
  static auto* kept = new std::vector<std::unique_ptr<T>>();
  kept->push_back(std::make_unique<T>(std::forward<T>(value)));
}

/// --max-bytes / --max-line-bytes / --max-nodes / --max-depth as typed.
struct LimitArgs {
  std::string bytes, line_bytes, nodes;
  int depth = 0;
};
/// The option group for ParseLimits (defaults from ParseLimits{}).
boost::program_options::options_description limit_options(LimitArgs& args);
/// Turns the typed values into `limits`; an error message, or "" when fine.
std::string apply_limits(const LimitArgs& args, ParseLimits& limits);

using Args = std::vector<std::string>;

int cmd_parse(const Args& args);
int cmd_match(const Args& args);
int cmd_batch(const Args& args);
int cmd_relate(const Args& args);
int cmd_report(const Args& args);

}  // namespace fxmatch::cli
