// Lines, log prefixes, encoding checks and diagnostics.
#include "detail.hpp"

#include <cstdint>
#include <cstring>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace fxmatch::detail {

namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// glog: "I0103 12:00:00.123456 1234 path/file.py:12] " then optional
// "[0/0] [__aot_graphs] " tags, each followed by one space.
std::size_t glog_prefix(std::string_view s) {
  if (s.size() < 8 || std::strchr("IWEFVD", s[0]) == nullptr || s[0] == '\0') return 0;
  for (int i = 1; i <= 4; ++i)
    if (!is_digit(s[static_cast<std::size_t>(i)])) return 0;
  if (s[5] != ' ') return 0;
  std::size_t close = s.find("] ", 6);
  std::size_t nl_close = s.find(']', 6);
  if (nl_close == std::string_view::npos) return 0;
  if (close == std::string_view::npos || close != nl_close) {
    if (nl_close + 1 != s.size()) return 0;  // "...:12]" at end of line
    return s.size();
  }
  std::size_t p = close + 2;
  while (p < s.size() && s[p] == '[') {
    std::size_t end = s.find(']', p);
    if (end == std::string_view::npos || s.substr(p, end - p).find(' ') != std::string_view::npos) break;
    p = end + 1;
    if (p < s.size() && s[p] == ' ') ++p;
  }
  return p;
}

// Python logging: "INFO:torch._functorch.foo:" (logger names have no spaces).
std::size_t pylog_prefix(std::string_view s) {
  for (std::string_view level : {"INFO:", "DEBUG:", "WARNING:", "ERROR:", "CRITICAL:"}) {
    if (s.substr(0, level.size()) != level) continue;
    std::size_t colon = s.find(':', level.size());
    if (colon == std::string_view::npos) return 0;
    if (s.substr(level.size(), colon - level.size()).find(' ') != std::string_view::npos) return 0;
    return colon + 1;
  }
  return 0;
}

std::size_t utf8_sequence_length(const unsigned char* p, std::size_t left) {
  unsigned char c = p[0];
  std::size_t n = c < 0xC2 ? 0 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : c < 0xF5 ? 4 : 0;
  if (n == 0 || n > left) return 0;
  for (std::size_t i = 1; i < n; ++i)
    if ((p[i] & 0xC0) != 0x80) return 0;
  if (n == 3 && c == 0xE0 && p[1] < 0xA0) return 0;  // overlong
  if (n == 4 && c == 0xF0 && p[1] < 0x90) return 0;  // overlong
  if (n == 4 && c == 0xF4 && p[1] > 0x8F) return 0;  // > U+10FFFF
  return n;
}

// Offset of the first NUL / invalid UTF-8 byte in s, or npos.
std::size_t first_bad_byte(std::string_view s) {
  const auto* p = reinterpret_cast<const unsigned char*>(s.data());
  std::size_t i = 0;
  constexpr std::uint64_t kLow = 0x0101010101010101ull, kHigh = 0x8080808080808080ull;
  while (i < s.size()) {
#ifdef __SSE2__
    // Fast path: 16 bytes at a time while all are ASCII and non-NUL (the
    // mask has a bit for each byte >= 0x80 or == 0).
    const __m128i zero = _mm_setzero_si128();
    while (i + 16 <= s.size()) {
      const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + i));
      if (_mm_movemask_epi8(_mm_or_si128(v, _mm_cmpeq_epi8(v, zero))) != 0) break;
      i += 16;
    }
#endif
    // Then 8 bytes at a time while all are ASCII and non-NUL.
    while (i + 8 <= s.size()) {
      std::uint64_t w;
      std::memcpy(&w, p + i, 8);
      if (((w - kLow) | w) & kHigh) break;  // a NUL or a byte >= 0x80 among these 8
      i += 8;
    }
    if (i >= s.size()) break;
    if (p[i] >= 0x80) {
      std::size_t n = utf8_sequence_length(p + i, s.size() - i);
      if (n == 0) return i;
      i += n;
    } else if (p[i] == 0) {
      return i;
    } else {
      ++i;
    }
  }
  return std::string_view::npos;
}

std::string shown_line(std::string_view raw) {
  std::string s(raw.substr(0, kMaxShownLine));
  bool binary = first_bad_byte(s) != std::string::npos;
  for (char& c : s) {
    auto u = static_cast<unsigned char>(c);
    if ((u < 0x20 && c != '\t') || u == 0x7F || (binary && u >= 0x80)) c = '?';
  }
  return s;
}

}  // namespace

namespace {

// Throws on a NUL byte or invalid UTF-8 in `l` (binary input).
void check_line_encoding(const Line& l) {
  std::size_t bad = first_bad_byte(l.raw());
  if (bad == std::string_view::npos) return;
  if (l.raw()[bad] == '\0') fail(l, bad, "input contains a NUL byte (binary file?)");
  char hex[8];
  std::snprintf(hex, sizeof hex, "0x%02x", static_cast<unsigned char>(l.raw()[bad]));
  fail(l, bad, std::string("invalid utf-8 byte ") + hex + " (binary file?)");
}

}  // namespace

std::vector<Line> split_lines(std::string_view text) {
  std::vector<Line> lines;
  lines.reserve(text.size() / 64 + 1);
  // One check of the whole text (16 bytes at a time) instead of one per line:
  // only a text with a bad byte is checked line by line, in the same order as
  // before, so the diagnostic is the same.
  const bool clean = first_bad_byte(text) == std::string_view::npos;
  std::size_t pos = 0;
  int number = 0;
  while (pos < text.size()) {
    const void* nl = std::memchr(text.data() + pos, '\n', text.size() - pos);
    std::size_t end = nl ? static_cast<std::size_t>(static_cast<const char*>(nl) - text.data()) : text.size();
    std::string_view raw = text.substr(pos, end - pos);
    if (!raw.empty() && raw.back() == '\r') raw.remove_suffix(1);
    // Log prefixes start with a level letter (glog IWEFVD, logging INFO/DEBUG/
    // WARNING/ERROR/CRITICAL); graph code lines start with a space.
    std::size_t skip = 0;
    if (!raw.empty() && raw[0] >= 'C' && raw[0] <= 'W') {
      skip = glog_prefix(raw);
      if (skip == 0) skip = pylog_prefix(raw);
    }
    if (raw.size() > Line::kMaxBytes)
      throw SyntaxError{number + 1, 0, "line longer than 4 GiB", std::string(raw.substr(0, kMaxShownLine))};
    const Line& line = lines.emplace_back(raw, skip, ++number);
    if (!clean) check_line_encoding(line);
    pos = end + 1;
  }
  return lines;
}

void fail(const Line& line, std::size_t offset_in_raw, std::string message) {
  throw SyntaxError{line.number, static_cast<int>(offset_in_raw) + 1, std::move(message), std::string(line.raw())};
}

void fail_at(const Line& line, const char* where, std::string message) {
  fail(line, static_cast<std::size_t>(where - line.raw().data()), std::move(message));
}

Diagnostic to_diagnostic(const SyntaxError& e, std::string_view file) {
  Diagnostic d;
  d.file = std::string(file);
  d.line = e.line;
  d.col = e.col;
  d.message = e.message;
  d.source_line = e.source.empty() ? std::string() : shown_line(e.source);
  if (d.source_line.empty() && !e.source.empty()) d.source_line = " ";
  return d;
}

}  // namespace fxmatch::detail
