#include "support/support.hpp"

#include <array>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <sys/wait.h>
#include <unistd.h>

namespace fxmatch::testing {

std::filesystem::path data_dir() { return FXMATCH_TEST_DATA_DIR; }
std::filesystem::path repo_dir() { return FXMATCH_REPO_DIR; }

std::optional<std::filesystem::path> shared_dir() {
  if (const char* env = std::getenv("FXMATCH_SHARED_DIR")) {
    std::filesystem::path p(env);
    if (std::filesystem::is_directory(p)) return p;
    return std::nullopt;
  }
  auto p = repo_dir().parent_path() / "shared";
  if (std::filesystem::is_directory(p / "realworld")) return p;
  return std::nullopt;
}

std::string cli_path() { return FXMATCH_CLI_PATH; }

std::string read_file(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + p.string());
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

RunResult run_command(const std::string& command) {
  char out_tmpl[] = "/tmp/fxmatch_out_XXXXXX";
  char err_tmpl[] = "/tmp/fxmatch_err_XXXXXX";
  int out_fd = mkstemp(out_tmpl);
  int err_fd = mkstemp(err_tmpl);
  if (out_fd >= 0) close(out_fd);
  if (err_fd >= 0) close(err_fd);
  std::string full = command + " >" + out_tmpl + " 2>" + err_tmpl + " </dev/null";
  int status = std::system(full.c_str());
  RunResult r;
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.out = read_file(out_tmpl);
  r.err = read_file(err_tmpl);
  std::remove(out_tmpl);
  std::remove(err_tmpl);
  return r;
}

const RuleSet& default_rules() {
  static const RuleSet rules = [] {
    auto r = RuleSet::load_default();
    if (!r.ok()) throw std::runtime_error(r.error().render());
    return *r;
  }();
  return rules;
}

}  // namespace fxmatch::testing
