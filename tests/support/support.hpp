// Test/bench support: paths to test data and to ../shared, file helpers.
#pragma once

#include "fxmatch/rules/rules.hpp"

#include <filesystem>
#include <optional>
#include <string>

namespace fxmatch::testing {

/// tests/data in the source tree.
std::filesystem::path data_dir();
/// The repository root.
std::filesystem::path repo_dir();
/// ../shared next to the repository, or nullopt when absent (tests then GTEST_SKIP).
/// FXMATCH_SHARED_DIR in the environment overrides the location.
std::optional<std::filesystem::path> shared_dir();
/// Path of the built fxmatch CLI ("" if not built).
std::string cli_path();
/// Whole file as a string (throws std::runtime_error if unreadable: tests only).
std::string read_file(const std::filesystem::path& p);

/// The installed default rules, loaded once (throws std::runtime_error with
/// the diagnostic if they cannot be loaded: tests only).
const RuleSet& default_rules();

/// Result of running a command: exit code, stdout, stderr.
struct RunResult {
  int exit_code = -1;
  std::string out;
  std::string err;
};
/// Runs `command` through /bin/sh, capturing stdout and stderr.
RunResult run_command(const std::string& command);

}  // namespace fxmatch::testing
