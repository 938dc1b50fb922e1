// JSON output in time linear in its size.
//
// Design note. nlohmann::ordered_json keeps an object's keys in a vector and
// `obj[key]` searches it linearly, so building a mapping of n names that way
// is O(n^2) (77% of `match --format json` at 100k nodes went there).
// OrderedObject appends in O(1) with a side index and gives exactly what the
// same sequence of `obj[key] = value` would give. JsonText writes the text of
// nlohmann's `dump(indent)` directly, without building the document: strings
// and numbers are spelled by nlohmann itself (or by a fast path for plain
// ASCII strings that nlohmann writes verbatim), so the bytes are the same.
// A million-node mapping writes about 13 pieces per node, so each piece is a
// few stores into room reserved at the end of the string (no
// std::string::append per piece, no memcpy call for a short name), and a key
// written for every node (`"pattern": `) is a JsonText::Key, spelled and
// checked once.
#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <cstring>
#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>

namespace fxmatch::cli {

/// Copies n bytes: up to 16 by two overlapping loads and stores (no call).
inline void copy_bytes(char* d, const char* s, std::size_t n) {
  if (n >= 8 && n <= 16) {
    std::uint64_t a, b;
    std::memcpy(&a, s, 8);
    std::memcpy(&b, s + n - 8, 8);
    std::memcpy(d, &a, 8);
    std::memcpy(d + n - 8, &b, 8);
  } else if (n >= 4 && n < 8) {
    std::uint32_t a, b;
    std::memcpy(&a, s, 4);
    std::memcpy(&b, s + n - 4, 4);
    std::memcpy(d, &a, 4);
    std::memcpy(d + n - 4, &b, 4);
  } else if (n < 4) {
    for (std::size_t i = 0; i < n; ++i) d[i] = s[i];
  } else {
    std::memcpy(d, s, n);
  }
}

/// An ordered_json object built by appending keys. Same result as
/// `obj[key] = value` for each call in order: a repeated key keeps its first
/// position and takes the last value. Keys are looked up as string_views:
/// they must outlive the builder (graph node names do).
class OrderedObject {
 public:
  void set(std::string_view key, nlohmann::ordered_json value);
  bool empty() const { return index_.empty(); }
  /// The object; the builder is empty afterwards.
  nlohmann::ordered_json take();

 private:
  nlohmann::ordered_json obj_ = nlohmann::ordered_json::object();
  std::unordered_map<std::string_view, std::size_t> index_;
};

/// Appends JSON text to a string exactly as nlohmann's dump(indent, ' ')
/// spells it (ensure_ascii off). The caller emits the structure: open/close
/// and one `key()`/`item()` per member, values right after. The string holds
/// unwritten room at its end until finish() (or the destructor): call it
/// before touching the string otherwise. With a Spill, the string is only a
/// buffer: every ~1 MB written, and at finish(), its text goes to the spill
/// and the buffer is reused (the document is never whole in memory).
class JsonText {
 public:
  using Spill = std::function<void(std::string_view)>;

  /// A member name written many times: `"name": ` spelled once, and with
  /// the separator and indentation of where it was last written (one copy
  /// per member when the depth stays the same).
  class Key {
   public:
    explicit Key(std::string_view name);

   private:
    friend class JsonText;
    std::string text_;  ///< `"name": `
    std::string run_;   ///< separator, newline, indentation, text_
    std::size_t run_spaces_ = static_cast<std::size_t>(-1);
    bool run_first_ = false;
  };

  JsonText(std::string& out, int indent, Spill spill = {})
      : out_(out), len_(out.size()), indent_(indent), spill_(std::move(spill)) {}
  ~JsonText() { finish(); }
  JsonText(const JsonText&) = delete;
  JsonText& operator=(const JsonText&) = delete;
  /// Cuts the string to what was written (with a Spill: hands the rest to
  /// it, leaving the string empty); nothing may be written after.
  void finish() {
    if (finished_) return;
    finished_ = true;
    if (spill_) {
      if (len_ > 0) spill_(std::string_view(out_.data(), len_));
      len_ = 0;
    }
    out_.resize(len_);
  }

  void open_object() { open('{'); }
  void close_object() { close('}'); }
  void open_array() { open('['); }
  void close_array() { close(']'); }
  /// Starts an object member: separator, newline, indentation, "key": .
  void key(std::string_view k);
  void key(Key& k) {
    const auto spaces = static_cast<std::size_t>(depth_ * indent_);
    if (k.run_spaces_ != spaces || k.run_first_ != first_) respell(k, spaces, first_);
    put(k.run_);
    first_ = false;
  }
  /// Same, for a key already spelled as a JSON string (what string(k) writes).
  void spelled_key(std::string_view quoted);
  /// Starts an array element: separator, newline, indentation.
  void item() { newline_indent(); }

  void string(std::string_view s);
  /// A value already spelled as JSON (e.g. a quoted word written per node).
  void raw(std::string_view json) { put(json); }
  void null() { put("null"); }
  void boolean(bool b) { put(b ? "true" : "false"); }
  void number(std::uint64_t v);
  void number(double v);
  /// Bytes written so far (where the next piece starts; without a Spill).
  std::size_t written() const { return len_; }

 private:
  void open(char c) {
    *room(1) = c;
    ++len_;
    ++depth_;
    first_ = true;
  }
  void close(char c);
  void newline_indent();
  static void respell(Key& k, std::size_t spaces, bool first);
  /// At least n writable bytes at out_.data() + len_.
  char* room(std::size_t n) { return out_.size() - len_ >= n ? out_.data() + len_ : grow(n); }
  char* grow(std::size_t n);
  void put(std::string_view s) {
    copy_bytes(room(s.size()), s.data(), s.size());
    len_ += s.size();
  }

  std::string& out_;
  std::size_t len_;  ///< bytes written; out_ is longer (room) until finish()
  int indent_;
  int depth_ = 0;
  bool first_ = true;  ///< no member written yet in the innermost container
  bool finished_ = false;
  Spill spill_;
};

}  // namespace fxmatch::cli
