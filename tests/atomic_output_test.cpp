// Atomic -o: the output file is the old one or the complete new one, never
// half-written: on bad input, on a full disk (/dev/full, and a 64 KiB tmpfs
// when the test may mount one), and on SIGINT/SIGTERM before and during the
// write (FXMATCH_TEST_SLOW_WRITE makes the write slow enough to hit). No
// temp file is left behind.
#include "support/support.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <functional>
#include <string>
#include <sys/mount.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace fxmatch::testing {
namespace {

namespace fs = std::filesystem;

std::string q(const fs::path& p) { return "'" + p.string() + "'"; }
fs::path zoo() { return data_dir() / "zoo"; }
const std::string kOld = "old content\n";

class TempDir {
 public:
  TempDir() : path_(fs::temp_directory_path() / ("fxmatch_atomic." + std::to_string(::getpid()) + "." + std::to_string(n_++))) {
    fs::remove_all(path_);
    fs::create_directories(path_);
  }
  ~TempDir() {
    ::umount(path_.c_str());
    fs::remove_all(path_);
  }
  const fs::path& path() const { return path_; }
  /// Files in the folder other than `keep`.
  std::vector<std::string> others(const std::string& keep) const {
    std::vector<std::string> out;
    for (const auto& e : fs::directory_iterator(path_))
      if (e.path().filename() != keep) out.push_back(e.path().filename().string());
    return out;
  }

 private:
  static inline int n_ = 0;
  fs::path path_;
};

class AtomicOutput : public ::testing::Test {
 protected:
  void SetUp() override {
    if (cli_path().empty()) GTEST_SKIP() << "CLI not built";
  }
  std::string cli() const { return q(cli_path()); }
  std::string match_args() const {
    return " match " + q(zoo() / "bert_tiny12" / "bwd.readable.py") + " " + q(zoo() / "bert_tiny12" / "joint.readable.py");
  }
};

TEST_F(AtomicOutput, BadInputLeavesTheOldFile) {
  TempDir dir;
  const fs::path out = dir.path() / "out.json";
  std::ofstream(out) << kOld;
  RunResult r = run_command(cli() + " match " + q(data_dir() / "batch" / "broken.code.py") + " " +
                            q(data_dir() / "batch" / "joint.code.py") + " -o " + q(out));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(read_file(out), kOld);
  EXPECT_TRUE(dir.others("out.json").empty());
}

TEST_F(AtomicOutput, SuccessReplacesTheFileWhole) {
  TempDir dir;
  const fs::path out = dir.path() / "out.json";
  std::ofstream(out) << kOld;
  RunResult r = run_command(cli() + match_args() + " -o " + q(out) + " --no-timings");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  RunResult direct = run_command(cli() + match_args() + " --no-timings");
  EXPECT_EQ(read_file(out), direct.out);
  EXPECT_TRUE(dir.others("out.json").empty());
}

TEST_F(AtomicOutput, DevFullIsAnErrorNotASilentLoss) {
  if (!fs::exists("/dev/full")) GTEST_SKIP() << "no /dev/full";
  RunResult r = run_command(cli() + match_args() + " -o /dev/full");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("cannot write '/dev/full': No space left on device"), std::string::npos) << r.err;
  RunResult b = run_command(cli() + " batch " + q(data_dir() / "batch" / "manifest.jsonl") + " -o /dev/full");
  EXPECT_EQ(b.exit_code, 2);
  EXPECT_NE(b.err.find("No space left on device"), std::string::npos) << b.err;
  RunResult stdout_full = run_command("(" + cli() + match_args() + " > /dev/full)");  // run_command redirects the subshell
  EXPECT_EQ(stdout_full.exit_code, 2);
  EXPECT_NE(stdout_full.err.find("cannot write to standard output"), std::string::npos) << stdout_full.err;
}

// A real full file system: a 64 KiB tmpfs (needs root / CAP_SYS_ADMIN).
TEST_F(AtomicOutput, FullDiskLeavesTheOldFileAndNoTemp) {
  TempDir dir;
  if (::mount("tmpfs", dir.path().c_str(), "tmpfs", 0, "size=64k") != 0)
    GTEST_SKIP() << "cannot mount a tmpfs here (not root?)";
  const fs::path out = dir.path() / "out.json";
  std::ofstream(out) << kOld;
  RunResult r = run_command(cli() + match_args() + " -o " + q(out));  // about 200 KB of JSON
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.err.find("No space left on device (left unchanged)"), std::string::npos) << r.err;
  EXPECT_EQ(read_file(out), kOld);
  EXPECT_TRUE(dir.others("out.json").empty());
}

/// Starts `args` (FXMATCH_TEST_SLOW_WRITE set when `slow`), sends `sig` as
/// soon as `ready()` holds (polled every 2 ms, for at most 20 s), returns the
/// wait status; `fired` tells whether ready() was seen.
int run_and_signal(const std::string& cli, const std::vector<std::string>& args, bool slow,
                   const std::function<bool()>& ready, int sig, bool& fired) {
  const pid_t pid = ::fork();
  if (pid == 0) {
    if (slow) ::setenv("FXMATCH_TEST_SLOW_WRITE", "1", 1);
    std::vector<char*> argv{const_cast<char*>(cli.c_str())};
    for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    if (!std::freopen("/dev/null", "w", stdout) || !std::freopen("/dev/null", "w", stderr)) ::_exit(126);
    ::execv(cli.c_str(), argv.data());
    ::_exit(127);
  }
  fired = false;
  int status = 0;
  for (int i = 0; i < 10000; ++i) {
    if (::waitpid(pid, &status, WNOHANG) == pid) return status;
    if (ready()) {
      fired = true;
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  ::kill(pid, sig);
  ::waitpid(pid, &status, 0);
  return status;
}

TEST_F(AtomicOutput, SignalDuringTheWriteRemovesTheTempFile) {
  TempDir dir;
  const fs::path out = dir.path() / "out.json";
  for (int sig : {SIGINT, SIGTERM, SIGHUP}) {
    std::ofstream(out) << kOld;
    // ~200 KB in 4 KiB chunks 20 ms apart: the write takes about a second.
    // The signal comes once the temp file holds a few chunks.
    const std::vector<std::string> args{"match", (zoo() / "bert_tiny12" / "bwd.readable.py").string(),
                                        (zoo() / "bert_tiny12" / "joint.readable.py").string(), "-o", out.string()};
    auto half_written = [&] {
      for (const auto& name : dir.others("out.json")) {
        std::error_code ec;
        if (fs::file_size(dir.path() / name, ec) >= 3 * 4096) return true;
      }
      return false;
    };
    bool fired = false;
    const int status = run_and_signal(cli_path(), args, true, half_written, sig, fired);
    EXPECT_TRUE(fired) << "the write finished before the signal; the test did not test the write";
    ASSERT_TRUE(WIFSIGNALED(status)) << "exit status " << status;
    EXPECT_EQ(WTERMSIG(status), sig);
    EXPECT_EQ(read_file(out), kOld);
    const auto left = dir.others("out.json");
    EXPECT_TRUE(left.empty()) << left.front();
  }
}

TEST_F(AtomicOutput, SignalBeforeTheWriteLeavesNoFile) {
  if (!fs::exists(zoo() / "manifest.jsonl")) GTEST_SKIP() << "zoo not present";
  TempDir dir;
  const fs::path out = dir.path() / "rows.jsonl";
  // The zoo takes seconds on one thread; the signal comes 300 ms in.
  const auto t0 = std::chrono::steady_clock::now();
  auto after_300ms = [&] { return std::chrono::steady_clock::now() - t0 > std::chrono::milliseconds(300); };
  bool fired = false;
  const int status = run_and_signal(cli_path(), {"batch", (zoo() / "manifest.jsonl").string(), "--jobs", "1", "-o", out.string()},
                                    false, after_300ms, SIGINT, fired);
  ASSERT_TRUE(fired);
  ASSERT_TRUE(WIFSIGNALED(status));
  EXPECT_FALSE(fs::exists(out));
  EXPECT_TRUE(dir.others("").empty());
}

}  // namespace
}  // namespace fxmatch::testing
