#include "json_text.hpp"

#include <array>
#include <charconv>
#include <cstdint>
#include <cstring>

namespace fxmatch::cli {

void OrderedObject::set(std::string_view key, nlohmann::ordered_json value) {
  auto& items = obj_.get_ref<nlohmann::ordered_json::object_t&>();
  auto [it, inserted] = index_.try_emplace(key, items.size());
  if (inserted) items.emplace_back(std::string(key), std::move(value));
  else (items.begin() + static_cast<std::ptrdiff_t>(it->second))->second = std::move(value);
}

nlohmann::ordered_json OrderedObject::take() {
  index_.clear();
  nlohmann::ordered_json out = std::move(obj_);
  obj_ = nlohmann::ordered_json::object();
  return out;
}

namespace {

// Strings up to this many bytes are written through a stack buffer.
constexpr std::size_t kShort = 62;

// True when nlohmann writes `s` verbatim: no byte below 0x20 or from 0x80 up
// (escapes, UTF-8 and its validation), no '"' and no '\\'. Eight bytes at a
// time (SWAR; each test below is exact for "some byte of the word").
bool plain(std::string_view s) {
  constexpr std::uint64_t k01 = 0x0101010101010101ull, k80 = 0x8080808080808080ull;
  const auto bad = [](std::uint64_t w) {
    const auto has_zero = [](std::uint64_t v) { return (v - k01) & ~v & k80; };
    const std::uint64_t below_space = (w - 0x20 * k01) & ~w & k80;  // exact for bytes < 0x80
    return ((w & k80) | below_space | has_zero(w ^ (k01 * '"')) | has_zero(w ^ (k01 * '\\'))) != 0;
  };
  const char* p = s.data();
  const std::size_t n = s.size();
  std::uint64_t w = k01 * 'a';  // short strings: padded with a plain byte
  if (n < 8) {
    if (n > 0) std::memcpy(&w, p, n);
    return !bad(w);
  }
  for (std::size_t i = 0; i + 8 < n; i += 8) {
    std::memcpy(&w, p + i, 8);
    if (bad(w)) return false;
  }
  std::memcpy(&w, p + n - 8, 8);  // the last 8 bytes (may overlap the previous word)
  return !bad(w);
}

}  // namespace

void JsonText::open(char c) {
  out_ += c;
  ++depth_;
  first_ = true;
}

void JsonText::close(char c) {
  --depth_;
  if (!first_) {
    out_ += '\n';
    out_.append(static_cast<std::size_t>(depth_ * indent_), ' ');
  }
  out_ += c;
  first_ = false;
}

namespace {

// ",\n" and the indentation of the usual depths, written by one append.
constexpr std::size_t kMaxShortIndent = 126;
constexpr auto kSeparator = [] {
  std::array<char, 2 + kMaxShortIndent> a{};
  a[0] = ',';
  a[1] = '\n';
  for (std::size_t i = 2; i < a.size(); ++i) a[i] = ' ';
  return a;
}();

}  // namespace

void JsonText::newline_indent() {
  const auto spaces = static_cast<std::size_t>(depth_ * indent_);
  if (spaces <= kMaxShortIndent) {
    const std::size_t skip = first_ ? 1 : 0;  // no comma before the first member
    out_.append(kSeparator.data() + skip, 2 - skip + spaces);
  } else {
    out_ += first_ ? "\n" : ",\n";
    out_.append(spaces, ' ');
  }
  first_ = false;
}

void JsonText::key(std::string_view k) {
  newline_indent();
  if (k.size() <= kShort && plain(k)) {  // `"k": ` in one append
    char buf[kShort + 4];
    buf[0] = '"';
    std::memcpy(buf + 1, k.data(), k.size());
    std::memcpy(buf + 1 + k.size(), "\": ", 3);
    out_.append(buf, k.size() + 4);
    return;
  }
  string(k);
  out_.append(": ", 2);
}

void JsonText::item() { newline_indent(); }

void JsonText::string(std::string_view s) {
  // Printable ASCII other than '"' and '\\' is written verbatim by nlohmann;
  // anything else (escapes, UTF-8 and its validation) is left to nlohmann.
  if (plain(s)) {
    if (s.size() <= kShort) {  // one append
      char buf[kShort + 2];
      buf[0] = '"';
      std::memcpy(buf + 1, s.data(), s.size());
      buf[s.size() + 1] = '"';
      out_.append(buf, s.size() + 2);
      return;
    }
    out_ += '"';
    out_ += s;
    out_ += '"';
    return;
  }
  out_ += nlohmann::ordered_json(std::string(s)).dump();
}

void JsonText::number(std::uint64_t v) {
  char buf[24];
  auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
  out_.append(buf, end);
}

void JsonText::number(double v) { out_ += nlohmann::ordered_json(v).dump(); }

}  // namespace fxmatch::cli
