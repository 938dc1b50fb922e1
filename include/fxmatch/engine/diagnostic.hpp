// Errors are values with locations (ninja Lexer::Error / LLVM SourceMgr style).
//
// Every user-facing failure in the library is a Diagnostic; nothing in the
// library prints or exits. The CLI renders it as
//   file:line:col: error: message
//   <the source line>
//       ^
// and exits with code 2.
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace fxmatch {

struct Diagnostic {
  std::string file;         ///< path as given by the caller (may be empty)
  int line = 0;             ///< 1-based; 0 when the error has no line
  int col = 0;              ///< 1-based; 0 when the error has no column
  std::string message;      ///< lower-case, no trailing period
  std::string source_line;  ///< the offending line (may be truncated to 200 chars), empty if none

  /// "file:line:col: error: message" + (source line + caret if any), no trailing newline.
  std::string render() const;
};

/// A value or a Diagnostic.
template <typename T>
class Expected {
 public:
  Expected(T value) : v_(std::move(value)) {}  // NOLINT(implicit)
  Expected(Diagnostic d) : v_(std::move(d)) {}  // NOLINT(implicit)
  bool ok() const { return v_.index() == 0; }
  explicit operator bool() const { return ok(); }
  T& value() { return std::get<0>(v_); }
  const T& value() const { return std::get<0>(v_); }
  T& operator*() { return value(); }
  const T& operator*() const { return value(); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  const Diagnostic& error() const { return std::get<1>(v_); }

 private:
  std::variant<T, Diagnostic> v_;
};

}  // namespace fxmatch
