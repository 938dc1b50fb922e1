// Atomic, streamed output files. See output_file.hpp.
#include "output_file.hpp"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace fxmatch::cli {

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

std::string errno_text(int e) { return std::strerror(e); }

// Writes all of s to fd; returns errno or 0. Test hook:
// FXMATCH_TEST_SLOW_WRITE=1 writes 4 KiB chunks 20 ms apart, so that
// atomic_output_test can interrupt a write half-way.
int write_all(int fd, std::string_view s) {
  static const bool slow = std::getenv("FXMATCH_TEST_SLOW_WRITE") != nullptr;
  const char* p = s.data();
  std::size_t left = s.size();
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

}  // namespace

// Installs the handlers while a temp file exists; restores them after, and
// removes the file unless it was renamed into place (release()).
class OutputFile::TempGuard {
 public:
  explicit TempGuard(const std::string& path) {
    const std::size_t n = std::min(path.size(), sizeof g_temp_path - 1);
    std::memcpy(g_temp_path, path.data(), n);
    g_temp_path[n] = '\0';
    g_temp_live = true;
    for (std::size_t i = 0; i < std::size(kSignals); ++i) old_[i] = std::signal(kSignals[i], remove_temp_and_die);
  }
  ~TempGuard() {
    if (g_temp_live.exchange(false)) ::unlink(g_temp_path);
    for (std::size_t i = 0; i < std::size(kSignals); ++i) std::signal(kSignals[i], old_[i]);
  }
  void release() { g_temp_live = false; }
  TempGuard(const TempGuard&) = delete;
  TempGuard& operator=(const TempGuard&) = delete;

 private:
  void (*old_[std::size(kSignals)])(int) = {};
};

OutputFile::OutputFile() = default;

OutputFile::~OutputFile() {
  if (fd_ >= 0) ::close(fd_);
  // guard_ (if any) removes an uncommitted temp file
}

std::string OutputFile::open(const std::string& path) {
  path_ = path;
  if (path.empty() || path == "-") {
    kind_ = Kind::Stdout;
    return "";
  }
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::path target(path);
  if (fs::is_symlink(fs::symlink_status(target, ec))) target = fs::weakly_canonical(target, ec);
  target_ = target.string();
  struct stat st {};
  if (::stat(target.c_str(), &st) == 0 && !S_ISREG(st.st_mode)) {
    if (S_ISDIR(st.st_mode)) return "cannot write '" + path + "': it is a directory";
    fd_ = ::open(target_.c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC);
    if (fd_ < 0) return "cannot open '" + target_ + "' for writing: " + errno_text(errno);
    kind_ = Kind::InPlace;
    return "";
  }
  fs::path tmp = target;
  tmp += ".tmp." + std::to_string(::getpid());
  tmp_ = tmp.string();
  fd_ = ::open(tmp_.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
  if (fd_ < 0) return "cannot create '" + tmp_ + "': " + errno_text(errno);
  guard_ = std::make_unique<TempGuard>(tmp_);
  kind_ = Kind::Temp;
  return "";
}

void OutputFile::write(std::string_view s) {
  if (error_ != 0 || s.empty()) return;
  if (kind_ == Kind::Stdout) {
    std::cout.write(s.data(), static_cast<std::streamsize>(s.size()));
    return;
  }
  if (fd_ >= 0) error_ = write_all(fd_, s);
}

std::string OutputFile::commit() {
  switch (kind_) {
    case Kind::None:
      return "internal error: output file not opened";
    case Kind::Stdout:
      std::cout.flush();
      return std::cout ? "" : "cannot write to standard output";
    case Kind::InPlace: {
      int e = error_;
      if (::close(fd_) != 0 && e == 0) e = errno;
      fd_ = -1;
      return e == 0 ? "" : "cannot write '" + target_ + "': " + errno_text(e);
    }
    case Kind::Temp: {
      int e = error_;
      if (e == 0 && ::fsync(fd_) != 0) e = errno;
      if (::close(fd_) != 0 && e == 0) e = errno;
      fd_ = -1;
      if (e != 0) return "cannot write '" + path_ + "': " + errno_text(e) + " (left unchanged)";
      if (::rename(tmp_.c_str(), target_.c_str()) != 0) return "cannot write '" + path_ + "': " + errno_text(errno);
      guard_->release();
      return "";
    }
  }
  return "";
}

std::string write_output(const std::string& path, std::string_view content) {
  OutputFile f;
  if (std::string err = f.open(path); !err.empty()) return err;
  f.write(content);
  return f.commit();
}

}  // namespace fxmatch::cli
