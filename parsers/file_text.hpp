// A file's bytes, read once, for the parser.
//
// Design note. The parser needs the whole text as one string_view, only
// while it parses (the Graph keeps copies, never views). Reading into a
// std::string zero-fills fresh heap pages and then copies the page cache
// into them (a regular file is read into an uninitialised block instead, so
// the pages are written once, by the copy): on the 1M-node dumps that is a page fault per 4 KB of input
// (~37k faults for the two 150 MB inputs, about a tenth of `match`'s
// faults). A private read-only mapping of the page cache costs neither.
//
// Mapping is opt-in (ParseLimits::map_files): if another process truncates
// the file while it is mapped, touching the lost pages raises SIGBUS.
// The CLI opts in and turns that signal into an error (cli/main.cpp); the
// library and the Python module read with read() unless asked.
// Pipes, devices, empty files and failed mappings are always read.
#pragma once

#include "fxmatch/engine/diagnostic.hpp"
#include "fxmatch/parsers/parse.hpp"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

namespace fxmatch::detail {

class FileText {
 public:
  FileText() = default;
  explicit FileText(std::string text) : owned_(std::move(text)) {}
  FileText(const char* map, std::size_t size) : map_(map), size_(size) {}
  FileText(std::unique_ptr<char[]> block, std::size_t size) : size_(size), block_(std::move(block)) {}
  FileText(FileText&& o) noexcept;
  FileText& operator=(FileText&& o) noexcept;
  FileText(const FileText&) = delete;
  FileText& operator=(const FileText&) = delete;
  ~FileText();

  std::string_view view() const {
    if (map_) return {map_, size_};
    if (block_) return {block_.get(), size_};
    return owned_;
  }
  bool mapped() const { return map_ != nullptr; }

 private:
  const char* map_ = nullptr;
  std::size_t size_ = 0;
  std::unique_ptr<char[]> block_;  ///< a regular file's bytes, read without zero-filling first
  std::string owned_;
};

/// 1234567 -> "1,234,567" (the limit messages here and in parse.cpp).
std::string with_commas(std::uint64_t n);

/// A diagnostic about a whole file (no line or column): unreadable, over a
/// limit, no graph in it (here and in parse.cpp).
Diagnostic plain(std::string_view file, std::string message);

/// Reads a whole file, refusing more than limits.max_bytes (regular files by
/// their size before reading, pipes and devices while reading).
Expected<FileText> read_text(const std::string& path, const ParseLimits& limits);

}  // namespace fxmatch::detail
