// The one way every subcommand writes its output: atomically, and streamed.
//
// Design note. An OutputFile is opened on a path, written piece by piece and
// committed. A regular (or new) file is written as a temp file next to the
// target (O_EXCL, same directory, so the final rename(2) is atomic); every
// write(2), the fsync(2) and the close(2) are checked (a full disk shows up
// there), and only commit() renames it into place. While the temp file
// exists, SIGINT/SIGTERM/SIGHUP remove it before the process dies; an
// OutputFile destroyed without commit() removes it too. So an interrupted or
// failed run leaves the old file (or none), never a half-written one.
// Targets that are not regular files (/dev/full, a pipe, /dev/stdout) cannot
// be replaced by rename: they are written in place and any write error is
// reported. "" and "-" mean standard output.
//
// Streaming lets a million-node JSON document go out in 1 MB pieces instead
// of being built whole in memory first (125 MB of fresh pages at 1M nodes).
#pragma once

#include <memory>
#include <string>
#include <string_view>

namespace fxmatch::cli {

class OutputFile {
 public:
  OutputFile();
  ~OutputFile();
  OutputFile(const OutputFile&) = delete;
  OutputFile& operator=(const OutputFile&) = delete;

  /// Opens `path` for writing; an error message, or "" when ready.
  std::string open(const std::string& path);
  /// Appends; the first error is kept and reported by commit().
  void write(std::string_view s);
  /// Finishes the file (fsync + rename for a temp file); an error message,
  /// or "". After an error the target is left unchanged.
  std::string commit();

 private:
  class TempGuard;
  enum class Kind { None, Stdout, InPlace, Temp } kind_ = Kind::None;
  std::string path_;    ///< as given (for messages)
  std::string target_;  ///< resolved target (symlinks followed)
  std::string tmp_;
  int fd_ = -1;
  int error_ = 0;  ///< first errno of a write
  std::unique_ptr<TempGuard> guard_;
};

/// open + write + commit: `content` to `path` atomically, or to stdout when
/// path is empty or "-". Returns a diagnostic message on failure, empty on success.
std::string write_output(const std::string& path, std::string_view content);

}  // namespace fxmatch::cli
