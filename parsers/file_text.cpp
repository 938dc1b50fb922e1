// Reading an input file whole: mapped (opt-in) or read. See file_text.hpp.
#include "file_text.hpp"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <utility>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace fxmatch::detail {

namespace {

// Closes the descriptor on every path out of read_text.
struct Fd {
  int fd;
  ~Fd() {
    if (fd >= 0) ::close(fd);
  }
};

}  // namespace

Diagnostic plain(std::string_view file, std::string message) {
  return Diagnostic{std::string(file), 0, 0, std::move(message), ""};
}

std::string with_commas(std::uint64_t n) {
  const std::string digits = std::to_string(n);
  std::string s;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) s += ',';
    s += digits[i];
  }
  return s;
}

FileText::FileText(FileText&& o) noexcept
    : map_(std::exchange(o.map_, nullptr)),
      size_(std::exchange(o.size_, 0)),
      block_(std::move(o.block_)),
      owned_(std::move(o.owned_)) {}

FileText& FileText::operator=(FileText&& o) noexcept {
  if (this != &o) {
    if (map_) ::munmap(const_cast<char*>(map_), size_);
    map_ = std::exchange(o.map_, nullptr);
    size_ = std::exchange(o.size_, 0);
    block_ = std::move(o.block_);
    owned_ = std::move(o.owned_);
  }
  return *this;
}

FileText::~FileText() {
  if (map_) ::munmap(const_cast<char*>(map_), size_);
}

Expected<FileText> read_text(const std::string& path, const ParseLimits& limits) {
  Fd f{::open(path.c_str(), O_RDONLY | O_CLOEXEC)};
  if (f.fd < 0) return plain(path, std::string("cannot open file: ") + std::strerror(errno));
  const std::uint64_t limit = limits.max_bytes == 0 ? std::numeric_limits<std::uint64_t>::max() : limits.max_bytes;
  auto too_big = [&](std::uint64_t size, bool exact) {
    return plain(path, "file is " + std::string(exact ? "" : "more than ") + with_commas(size) +
                           " bytes, over the limit of " + with_commas(limit) + " bytes (max_bytes, --max-bytes)");
  };
  auto unreadable = [&] { return plain(path, std::string("cannot read file: ") + std::strerror(errno)); };
  struct stat st {};
  if (::fstat(f.fd, &st) != 0) return unreadable();
  if (S_ISDIR(st.st_mode)) return plain(path, "cannot read file: Is a directory");
  const bool regular = S_ISREG(st.st_mode) && st.st_size > 0;
  if (regular && static_cast<std::uint64_t>(st.st_size) > limit) return too_big(static_cast<std::uint64_t>(st.st_size), true);
  if (regular && limits.map_files) {
    const auto size = static_cast<std::size_t>(st.st_size);
    void* p = ::mmap(nullptr, size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, f.fd, 0);
    if (p != MAP_FAILED) {
      // Test hook (tests/file_text_test.cpp): the file is truncated under the
      // mapping, as by a capture script rewriting it meanwhile.
      static const bool truncate_hook = std::getenv("FXMATCH_TEST_TRUNCATE_MAPPED") != nullptr;
      if (truncate_hook && ::truncate(path.c_str(), 0) != 0) std::perror("FXMATCH_TEST_TRUNCATE_MAPPED");
      return FileText(static_cast<const char*>(p), size);
    }
  }
  // Regular files straight into the string; then on to the end (the size
  // is only a hint: pipes, /proc files, a file that grows meanwhile),
  // refusing more than the limit.
  std::string text;
  auto read_some = [&](char* to, std::size_t room) -> ssize_t {
    for (;;) {
      const ssize_t n = ::read(f.fd, to, room);
      if (n >= 0 || errno != EINTR) return n;
    }
  };
  char buf[1 << 16];
  if (regular) {
    // an uninitialised block: std::string would zero-fill its pages first
    const auto size = static_cast<std::size_t>(st.st_size);
    std::unique_ptr<char[]> block(new char[size]);
    std::size_t got = 0;
    while (got < size) {
      const ssize_t n = read_some(block.get() + got, size - got);
      if (n < 0) return unreadable();
      if (n == 0) break;
      got += static_cast<std::size_t>(n);
    }
    if (got < size) return FileText(std::move(block), got);  // shrank meanwhile: what is there is the file
    const ssize_t more = read_some(buf, sizeof buf);
    if (more < 0) return unreadable();
    if (more == 0) return FileText(std::move(block), size);
    text.assign(block.get(), size);  // grew meanwhile: on to the end below
    text.append(buf, static_cast<std::size_t>(more));
    if (text.size() > limit) return too_big(limit, false);
  }
  for (;;) {
    const ssize_t n = read_some(buf, sizeof buf);
    if (n < 0) return unreadable();
    if (n == 0) break;
    text.append(buf, static_cast<std::size_t>(n));
    if (text.size() > limit) return too_big(limit, false);
  }
  return FileText(std::move(text));
}

}  // namespace fxmatch::detail
