// Text written in pieces into room kept at the end of a string, or handed
// on in ~1 MB pieces (a spill) so that the whole text is never in memory.
//
// Design note. A text output line is a dozen pieces, most a few bytes;
// std::string::append costs a call, a capacity check and a terminator for
// each, where TextSink's put is a few stores (copy_bytes). With a spill the
// string is one reused buffer: the CLI writes a million-node output through
// ~1 MB of memory, so its time does not grow with page faults on a buffer
// as large as the output.
#pragma once

#include "json_text.hpp"

#include <algorithm>
#include <charconv>
#include <cstddef>
#include <string>
#include <string_view>

namespace fxmatch::cli {

// Appends pieces to a string through room kept at its end (resized a chunk
// at a time, like JsonText): a short piece is a few stores, where
// std::string::append costs a call, a capacity check and a terminator.
// With a spill, the string is a buffer handed to it every ~1 MB and reused.
class TextSink {
 public:
  TextSink(std::string& out, const JsonText::Spill& spill) : out_(out), len_(out.size()), spill_(spill) {}
  ~TextSink() { finish(); }
  TextSink(const TextSink&) = delete;
  TextSink& operator=(const TextSink&) = delete;
  template <class... Parts>
  void put(const Parts&... parts) {
    (one(std::string_view(parts)), ...);
  }
  void number(std::size_t v) {
    char buf[24];
    one(std::string_view(buf, static_cast<std::size_t>(std::to_chars(buf, buf + sizeof buf, v).ptr - buf)));
  }
  /// n spaces (alignment padding).
  void spaces(std::size_t n) {
    static constexpr char kBlank[] = "                                                                ";
    for (; n > sizeof kBlank - 1; n -= sizeof kBlank - 1) one(std::string_view(kBlank, sizeof kBlank - 1));
    one(std::string_view(kBlank, n));
  }
  /// Cuts the string to what was written (with a spill: hands the rest to
  /// it and leaves the string empty); nothing may be written after.
  void finish() {
    if (finished_) return;
    finished_ = true;
    if (spill_ && len_ > 0) spill_(std::string_view(out_.data(), len_));
    out_.resize(spill_ ? 0 : len_);
  }

 private:
  // inlined: a block line is a dozen pieces, most a few bytes
  [[gnu::always_inline]] void one(std::string_view s) {
    if (out_.size() - len_ < s.size()) grow(s.size());
    copy_bytes(out_.data() + len_, s.data(), s.size());
    len_ += s.size();
  }
  void grow(std::size_t n) {
    if (spill_ && len_ >= (std::size_t{1} << 20)) {
      spill_(std::string_view(out_.data(), len_));
      len_ = 0;
      if (out_.size() >= n) return;
    }
    out_.resize(len_ + std::max<std::size_t>(n, 1024));
  }
  std::string& out_;
  std::size_t len_;
  const JsonText::Spill& spill_;
  bool finished_ = false;
};

}  // namespace fxmatch::cli
