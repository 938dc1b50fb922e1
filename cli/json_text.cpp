#include "json_text.hpp"

#include <algorithm>
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
  if (n < 8) {  // every byte in one word, by fixed-size loads (no memcpy call)
    if (n >= 4) {
      std::uint32_t a, b;
      std::memcpy(&a, p, 4);
      std::memcpy(&b, p + n - 4, 4);
      w = static_cast<std::uint64_t>(a) | static_cast<std::uint64_t>(b) << 32;
    } else if (n > 0) {
      const auto byte = [&](std::size_t i) { return static_cast<std::uint64_t>(static_cast<unsigned char>(p[i])); };
      w = (w & ~std::uint64_t{0xFFFFFF}) | byte(0) | byte(n / 2) << 8 | byte(n - 1) << 16;
    }
    return !bad(w);
  }
  for (std::size_t i = 0; i + 8 < n; i += 8) {
    std::memcpy(&w, p + i, 8);
    if (bad(w)) return false;
  }
  std::memcpy(&w, p + n - 8, 8);  // the last 8 bytes (may overlap the previous word)
  return !bad(w);
}

// ",\n" and the indentation of the usual depths, copied in one piece.
constexpr std::size_t kMaxShortIndent = 126;
constexpr auto kSeparator = [] {
  std::array<char, 2 + kMaxShortIndent> a{};
  a[0] = ',';
  a[1] = '\n';
  for (std::size_t i = 2; i < a.size(); ++i) a[i] = ' ';
  return a;
}();

// The room added at a time: the string is resized (zero-filled) a chunk
// ahead of the writes, not by every piece. Under glibc's threshold for
// `rep stosb` (2 KB), which callgrind counts as one instruction per byte.
constexpr std::size_t kChunk = std::size_t{1} << 10;

// With a Spill: the buffered text handed out at a time.
constexpr std::size_t kSpillAt = std::size_t{1} << 20;

}  // namespace

char* JsonText::grow(std::size_t n) {
  if (spill_ && len_ >= kSpillAt) {  // the buffer's text goes out; its room is reused
    spill_(std::string_view(out_.data(), len_));
    len_ = 0;
    if (out_.size() >= n) return out_.data();
  }
  out_.resize(len_ + std::max(n, kChunk));
  return out_.data() + len_;
}

void JsonText::close(char c) {
  --depth_;
  const auto spaces = static_cast<std::size_t>(depth_ * indent_);
  if (!first_) {
    char* p = room(2 + spaces);
    *p++ = '\n';
    std::memset(p, ' ', spaces);
    len_ += 1 + spaces;
  }
  *room(1) = c;
  ++len_;
  first_ = false;
}

void JsonText::newline_indent() {
  const auto spaces = static_cast<std::size_t>(depth_ * indent_);
  const std::size_t skip = first_ ? 1 : 0;  // no comma before the first member
  if (spaces <= kMaxShortIndent) {
    const std::size_t n = 2 - skip + spaces;
    copy_bytes(room(n), kSeparator.data() + skip, n);
    len_ += n;
  } else {
    char* p = room(2 + spaces);
    if (!first_) *p++ = ',';
    *p++ = '\n';
    std::memset(p, ' ', spaces);
    len_ += 2 - skip + spaces;
  }
  first_ = false;
}

JsonText::Key::Key(std::string_view name) {
  std::string out;
  JsonText j(out, 0);
  j.string(name);
  j.finish();
  text_ = out + ": ";
}

void JsonText::respell(Key& k, std::size_t spaces, bool first) {
  // what newline_indent() writes here, then the key
  k.run_.clear();
  if (!first) k.run_ += ',';
  k.run_ += '\n';
  k.run_.append(spaces, ' ');
  k.run_ += k.text_;
  k.run_spaces_ = spaces;
  k.run_first_ = first;
}

void JsonText::key(std::string_view k) {
  newline_indent();
  if (plain(k)) {  // `"k": `
    char* p = room(k.size() + 4);
    p[0] = '"';
    copy_bytes(p + 1, k.data(), k.size());
    std::memcpy(p + 1 + k.size(), "\": ", 3);
    len_ += k.size() + 4;
    return;
  }
  string(k);
  put(": ");
}

void JsonText::spelled_key(std::string_view quoted) {
  newline_indent();
  char* p = room(quoted.size() + 2);
  copy_bytes(p, quoted.data(), quoted.size());
  std::memcpy(p + quoted.size(), ": ", 2);
  len_ += quoted.size() + 2;
}

void JsonText::string(std::string_view s) {
  // Printable ASCII other than '"' and '\\' is written verbatim by nlohmann;
  // anything else (escapes, UTF-8 and its validation) is left to nlohmann.
  if (plain(s)) {
    char* p = room(s.size() + 2);
    p[0] = '"';
    copy_bytes(p + 1, s.data(), s.size());
    p[s.size() + 1] = '"';
    len_ += s.size() + 2;
    return;
  }
  put(nlohmann::ordered_json(std::string(s)).dump());
}

void JsonText::number(std::uint64_t v) {
  char* p = room(24);
  auto [end, ec] = std::to_chars(p, p + 24, v);
  len_ += static_cast<std::size_t>(end - p);
}

void JsonText::number(double v) { put(nlohmann::ordered_json(v).dump()); }

}  // namespace fxmatch::cli
