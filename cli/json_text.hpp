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
#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>

namespace fxmatch::cli {

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
/// and one `key()`/`item()` per member, values right after.
class JsonText {
 public:
  JsonText(std::string& out, int indent) : out_(out), indent_(indent) {}

  void open_object() { open('{'); }
  void close_object() { close('}'); }
  void open_array() { open('['); }
  void close_array() { close(']'); }
  /// Starts an object member: separator, newline, indentation, "key": .
  void key(std::string_view k);
  /// Starts an array element: separator, newline, indentation.
  void item();

  void string(std::string_view s);
  void null() { out_ += "null"; }
  void boolean(bool b) { out_ += b ? "true" : "false"; }
  void number(std::uint64_t v);
  void number(double v);

 private:
  void open(char c);
  void close(char c);
  void newline_indent();

  std::string& out_;
  int indent_;
  int depth_ = 0;
  bool first_ = true;  ///< no member written yet in the innermost container
};

}  // namespace fxmatch::cli
