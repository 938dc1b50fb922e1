// Shared CLI plumbing: diagnostics to stderr, input-limit options, and the
// one way every subcommand writes its -o file.
//
// Atomic output. write_output() writes a temp file next to the target
// (O_EXCL, same directory, so the final rename(2) is atomic), checks every
// write(2), fsync(2) and close(2) (a full disk shows up there), then renames.
// While the temp file exists, SIGINT/SIGTERM/SIGHUP remove it before the
// process dies, so an interrupted run leaves the old file (or none), never a
// half-written one. Targets that are not regular files (/dev/full, a pipe,
// /dev/stdout) cannot be replaced by rename: they are written in place and
// any write error is reported.
#include "common.hpp"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <charconv>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace fxmatch::cli {

int report(const Diagnostic& d) {
  std::cerr << d.render() << '\n';
  return kExitBadInput;
}

int usage_error(const std::string& message) {
  std::cerr << "fxmatch: error: " << message << "\n(see 'fxmatch --help')\n";
  return kExitBadInput;
}

int output_error(const std::string& message) {
  std::cerr << "fxmatch: error: " << message << '\n';
  return kExitBadInput;
}

// ------------------------------------------------------------------ limits

boost::program_options::options_description limit_options(LimitArgs& a) {
  namespace po = boost::program_options;
  const ParseLimits d;
  po::options_description o("Input limits (beyond them: file:line:col error, exit 2; sizes take K/M/G, 0 = none)");
  o.add_options()  //
      ("max-bytes", po::value(&a.bytes)->default_value(std::to_string(d.max_bytes >> 20) + "M"),
       "largest input file")  //
      ("max-line-bytes", po::value(&a.line_bytes)->default_value(std::to_string(d.max_line_bytes >> 20) + "M"),
       "longest input line")  //
      ("max-nodes", po::value(&a.nodes)->default_value(std::to_string(d.max_nodes)), "most nodes in one graph")  //
      ("max-depth", po::value(&a.depth)->default_value(d.max_depth), "deepest bracket nesting (at most 1024)");
  return o;
}

namespace {

bool parse_size(const std::string& text, std::uint64_t& out) {
  std::uint64_t v = 0;
  const char* b = text.data();
  const char* e = b + text.size();
  auto [p, ec] = std::from_chars(b, e, v);
  if (ec != std::errc() || p == b) return false;
  int shift = 0;
  if (p != e) {
    switch (*p) {
      case 'k': case 'K': shift = 10; break;
      case 'm': case 'M': shift = 20; break;
      case 'g': case 'G': shift = 30; break;
      default: return false;
    }
    ++p;
    if (p != e && (*p == 'b' || *p == 'B')) ++p;
    if (p != e) return false;
  }
  if (shift > 0 && v > (~std::uint64_t{0} >> shift)) return false;
  out = v << shift;
  return true;
}

}  // namespace

std::string apply_limits(const LimitArgs& a, ParseLimits& limits) {
  if (!parse_size(a.bytes, limits.max_bytes)) return "--max-bytes: expected a size such as 512M, got '" + a.bytes + "'";
  if (!parse_size(a.line_bytes, limits.max_line_bytes))
    return "--max-line-bytes: expected a size such as 8M, got '" + a.line_bytes + "'";
  if (!parse_size(a.nodes, limits.max_nodes)) return "--max-nodes: expected a count, got '" + a.nodes + "'";
  if (a.depth < 1 || a.depth > 1024) return "--max-depth must be between 1 and 1024";
  limits.max_depth = a.depth;
  return "";
}

// ------------------------------------------------------------ atomic output

namespace {

// The temp file being written, for the signal handler (async-signal-safe:
// a fixed buffer and an atomic flag, unlink(2) and raise(2) only).
char g_temp_path[4096];
std::atomic<bool> g_temp_live{false};
constexpr int kSignals[] = {SIGINT, SIGTERM, SIGHUP};

extern "C" void remove_temp_and_die(int sig) {
  if (g_temp_live.exchange(false)) ::unlink(g_temp_path);
  std::signal(sig, SIG_DFL);
  std::raise(sig);
}

// Installs the handlers while a temp file exists; restores them after.
class TempFileGuard {
 public:
  explicit TempFileGuard(const std::string& path) {
    const std::size_t n = std::min(path.size(), sizeof g_temp_path - 1);
    std::memcpy(g_temp_path, path.data(), n);
    g_temp_path[n] = '\0';
    g_temp_live = true;
    for (std::size_t i = 0; i < std::size(kSignals); ++i) old_[i] = std::signal(kSignals[i], remove_temp_and_die);
  }
  ~TempFileGuard() {
    if (g_temp_live.exchange(false)) ::unlink(g_temp_path);
    for (std::size_t i = 0; i < std::size(kSignals); ++i) std::signal(kSignals[i], old_[i]);
  }
  /// The file was renamed into place: nothing to remove.
  void release() { g_temp_live = false; }
  TempFileGuard(const TempFileGuard&) = delete;
  TempFileGuard& operator=(const TempFileGuard&) = delete;

 private:
  void (*old_[std::size(kSignals)])(int) = {};
};

std::string errno_text(int e) { return std::strerror(e); }

// Writes all of content to fd; returns errno or 0. Test hook:
// FXMATCH_TEST_SLOW_WRITE=1 writes 4 KiB chunks 20 ms apart, so that
// atomic_output_test can interrupt a write half-way.
int write_all(int fd, const std::string& content) {
  static const bool slow = std::getenv("FXMATCH_TEST_SLOW_WRITE") != nullptr;
  const char* p = content.data();
  std::size_t left = content.size();
  while (left > 0) {
    if (slow) ::usleep(20'000);
    const ssize_t n = ::write(fd, p, std::min<std::size_t>(left, slow ? 4096 : 1 << 20));
    if (n < 0) {
      if (errno == EINTR) continue;
      return errno;
    }
    p += n;
    left -= static_cast<std::size_t>(n);
  }
  return 0;
}

std::string write_in_place(const std::string& path, const std::string& content) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC);
  if (fd < 0) return "cannot open '" + path + "' for writing: " + errno_text(errno);
  int e = write_all(fd, content);
  if (::close(fd) != 0 && e == 0) e = errno;
  return e == 0 ? "" : "cannot write '" + path + "': " + errno_text(e);
}

}  // namespace

std::string write_output(const std::string& path, const std::string& content) {
  if (path.empty() || path == "-") {
    std::cout << content;
    std::cout.flush();
    return std::cout ? "" : "cannot write to standard output";
  }
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::path target(path);
  if (fs::is_symlink(fs::symlink_status(target, ec))) target = fs::weakly_canonical(target, ec);
  struct stat st {};
  if (::stat(target.c_str(), &st) == 0 && !S_ISREG(st.st_mode)) {
    if (S_ISDIR(st.st_mode)) return "cannot write '" + path + "': it is a directory";
    return write_in_place(target.string(), content);
  }

  fs::path tmp = target;
  tmp += ".tmp." + std::to_string(::getpid());
  const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
  if (fd < 0) return "cannot create '" + tmp.string() + "': " + errno_text(errno);
  TempFileGuard guard(tmp.string());
  int e = write_all(fd, content);
  if (e == 0 && ::fsync(fd) != 0) e = errno;
  if (::close(fd) != 0 && e == 0) e = errno;
  if (e != 0) return "cannot write '" + path + "': " + errno_text(e) + " (left unchanged)";
  if (::rename(tmp.c_str(), target.c_str()) != 0) return "cannot write '" + path + "': " + errno_text(errno);
  guard.release();
  return "";
}

}  // namespace fxmatch::cli
