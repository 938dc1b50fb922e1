// The rules-file keys that describe an op's arguments, not just its
// name: `view_layout` (which argument of a strided view is its dim, index,
// start, end, step, length, size, stride or offset), `stated_layout` (which
// argument states a result's size and strides, or which operand's layout a
// copy takes) and `equivalent` (an op
// matched as another, with its arguments and operands rewritten, optionally
// only for calls whose integer arguments satisfy `when`).
//
// Design note: both are read into plain structs (rules.hpp) once, when the
// file is parsed; every malformed entry is a diagnostic at its own line and
// column. Split from rules.cpp, which keeps the file's lists and lookups.
#include "rules_yaml.hpp"

#include <algorithm>
#include <cctype>
#include <iterator>
#include <string>

namespace fxmatch::detail {

namespace {

// Operand placeholders of an `equivalent` entry's args. `$` is the next own
// tensor operand (in order), `$k` the own operand k, `_` (a whole argument or
// list item) an operand only the `as` op has. `$k` and `_` are rewritten to
// `$` (labels spell every tensor `$`) and their layout goes to `operands`;
// bare `$` alone leaves `operands` empty (operands in order). Returns the
// error text for a malformed template.
std::optional<std::string> operand_layout(std::string& args, std::vector<int>& operands) {
  operands.clear();
  std::string out;
  bool bare = false, mapped = false;
  auto delim = [](char c) { return c == ',' || c == '[' || c == ']' || c == '(' || c == ')' || c == ' '; };
  for (std::size_t i = 0; i < args.size(); ++i) {
    const char c = args[i];
    if (c == '{') {  // `{i}`: the op's own i-th argument, copied as is
      const std::size_t close = args.find('}', i);
      if (close == std::string::npos) return "unclosed '{' in 'args' '" + args + "'";
      out.append(args, i, close - i + 1);
      i = close;
    } else if (c == '$') {
      std::size_t j = i + 1;
      while (j < args.size() && std::isdigit(static_cast<unsigned char>(args[j]))) ++j;
      if (j < args.size() && (std::isalpha(static_cast<unsigned char>(args[j])) || args[j] == '_'))
        return "bad operand '" + args.substr(i, std::min<std::size_t>(args.size() - i, 8)) +
               "' in 'args' '" + args + "' (operands are '$', '$0', '$1', ... or '_')";
      if (j == i + 1) {
        bare = true;
        operands.push_back(static_cast<int>(operands.size()));
      } else {
        if (j - i - 1 > 2) return "operand number too large in 'args' '" + args + "'";
        mapped = true;
        operands.push_back(std::stoi(args.substr(i + 1, j - i - 1)));
      }
      out += '$';
      i = j - 1;
    } else if (c == '_' && (i == 0 || delim(args[i - 1])) && (i + 1 == args.size() || delim(args[i + 1]))) {
      mapped = true;
      operands.push_back(-1);
      out += '$';
    } else {
      out += c;
    }
  }
  if (bare && mapped)
    return "'args' '" + args + "' mixes '$' with '$k' / '_': number every operand ('$0', '$1', ...) or none";
  if (!mapped) operands.clear();
  args = std::move(out);
  return std::nullopt;
}

// "{3} == {2} + 1 and {1} == 0" -> conditions; nullopt on a syntax error.
std::optional<std::vector<ArgCondition>> parse_when(std::string_view text) {
  std::vector<ArgCondition> out;
  std::size_t i = 0;
  auto skip = [&] {
    while (i < text.size() && text[i] == ' ') ++i;
  };
  auto number = [&](long long& v) {
    skip();
    std::size_t start = i;
    if (i < text.size() && text[i] == '-') ++i;
    std::size_t digits = i;
    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) ++i;
    if (i == digits || i - digits > 12) return false;
    v = std::stoll(std::string(text.substr(start, i - start)));
    return true;
  };
  auto arg = [&](int& v) {
    skip();
    if (i >= text.size() || text[i] != '{') return false;
    ++i;
    long long n = 0;
    if (!number(n) || n < 0 || n > 64 || i >= text.size() || text[i] != '}') return false;
    ++i;
    v = static_cast<int>(n);
    return true;
  };
  for (;;) {
    ArgCondition c;
    if (!arg(c.lhs)) return std::nullopt;
    skip();
    if (text.substr(i, 2) != "==") return std::nullopt;
    i += 2;
    skip();
    if (i < text.size() && text[i] == '{') {
      if (!arg(c.rhs)) return std::nullopt;
      skip();
      if (i < text.size() && (text[i] == '+' || text[i] == '-')) {
        const bool minus = text[i] == '-';
        ++i;
        if (!number(c.offset) || c.offset < 0) return std::nullopt;
        if (minus) c.offset = -c.offset;
      }
    } else if (!number(c.offset)) {
      return std::nullopt;
    }
    out.push_back(c);
    skip();
    if (i == text.size()) return out;
    if (text.substr(i, 4) != "and ") return std::nullopt;
    i += 4;
  }
}

}  // namespace

std::optional<Diagnostic> read_stated_layouts(const YAML::Node& value, std::string_view file,
                                              const std::vector<std::string>& lines, std::vector<StatedLayout>& out) {
  if (!value.IsMap())
    return rules_error(file, value.Mark(), "'stated_layout' must map op names to {role: argument position}",
                       lines);
  for (const auto& sub : value) {
    StatedLayout sl;
    sl.op = sub.first.as<std::string>("");
    if (!sub.second.IsMap())
      return rules_error(file, sub.second.Mark(),
                         "'stated_layout." + sl.op + "' must map roles to argument positions", lines);
    for (const auto& r : sub.second) {
      const std::string role = r.first.as<std::string>("");
      const std::string v = r.second.IsScalar() ? r.second.Scalar() : "";
      int* slot = role == "size" ? &sl.size : role == "stride" ? &sl.stride : role == "like" ? &sl.like : nullptr;
      if (!slot)
        return rules_error(file, r.first.Mark(), "unknown role '" + role + "' (expected size, stride, like)", lines);
      if (v.empty() || v.size() > 2 || !std::all_of(v.begin(), v.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return rules_error(file, r.second.Mark(),
                           "'" + role + "' must be a position from 0 (like: the k-th tensor operand)", lines);
      *slot = std::stoi(v);
    }
    if ((sl.like >= 0) == (sl.size >= 0) || (sl.stride >= 0 && sl.size < 0))
      return rules_error(file, sub.second.Mark(),
                         "'stated_layout." + sl.op + "' must give {size[, stride]} or {like}", lines);
    out.push_back(std::move(sl));
  }
  return std::nullopt;
}

std::optional<Diagnostic> read_view_layouts(const YAML::Node& value, std::string_view file,
                                            const std::vector<std::string>& lines, std::vector<ViewLayout>& out) {
  if (!value.IsMap())
    return rules_error(file, value.Mark(), "'view_layout' must map op names to {role: argument position}",
                       lines);
  for (const auto& sub : value) {
    ViewLayout vl;
    vl.op = sub.first.as<std::string>("");
    if (!sub.second.IsMap())
      return rules_error(file, sub.second.Mark(),
                         "'view_layout." + vl.op + "' must map roles to argument positions", lines);
    std::string roles;
    unsigned given = 0;  // which roles the entry names (bit k: kRoles[k])
    for (const auto& r : sub.second) {
      const std::string role = r.first.as<std::string>("");
      const std::string v = r.second.IsScalar() ? r.second.Scalar() : "";
      // The roles a view op's arguments can play.
      static constexpr std::pair<const char*, int ViewLayout::*> kRoles[] = {
          {"dim", &ViewLayout::dim},   {"index", &ViewLayout::index},   {"start", &ViewLayout::start},
          {"end", &ViewLayout::end},   {"step", &ViewLayout::step},     {"length", &ViewLayout::length},
          {"size", &ViewLayout::size}, {"stride", &ViewLayout::stride}, {"offset", &ViewLayout::offset}};
      int* slot = nullptr;
      for (std::size_t k = 0; k < std::size(kRoles); ++k)
        if (role == kRoles[k].first) {
          slot = &(vl.*kRoles[k].second);
          given |= 1u << k;
        }
      if (!slot)
        return rules_error(file, r.first.Mark(),
                           "unknown role '" + role +
                               "' (expected dim, index, start, end, step, length, size, stride, offset)",
                           lines);
      if (v.empty() || v.size() > 2 || !std::all_of(v.begin(), v.end(), [](char c) { return c >= '0' && c <= '9'; }) ||
          v == "0")
        return rules_error(file, r.second.Mark(),
                           "'" + role + "' must be an argument position from 1 (0 is the viewed tensor)",
                           lines);
      *slot = std::stoi(v);
      roles += (roles.empty() ? "" : ",") + role;
    }
    // The role sets that describe a view (bits in kRoles' order).
    enum : unsigned { Dim = 1, Index = 2, Start = 4, End = 8, Step = 16, Length = 32, Size = 64, Stride = 128, Offset = 256 };
    const bool ok = given == (Dim | Index) || given == (Dim | Start | End) || given == (Dim | Start | End | Step) ||
                    given == (Dim | Start | Length) || given == (Size | Stride) || given == (Size | Stride | Offset);
    if (!ok)
      return rules_error(file, sub.second.Mark(),
                         "'view_layout." + vl.op + "' has roles {" + roles +
                             "}; expected {dim, index}, {dim, start, end[, step]}, {dim, start, length} or "
                             "{size, stride[, offset]}",
                         lines);
    out.push_back(std::move(vl));
  }
  return std::nullopt;
}

std::optional<Diagnostic> read_equivalences(const YAML::Node& value, std::string_view file,
                                            const std::vector<std::string>& lines, std::vector<Equivalence>& out) {
  if (!value.IsSequence())
    return rules_error(file, value.Mark(), "'equivalent' must be a list of {op, as, args}", lines);
  for (const auto& item : value) {
    if (!item.IsMap() || !item["op"] || !item["as"] || !item["op"].IsScalar() || !item["as"].IsScalar())
      return rules_error(file, item.Mark(), "an 'equivalent' entry needs 'op' and 'as'", lines);
    for (const auto& f : item) {
      const std::string fk = f.first.as<std::string>("");
      if (fk != "op" && fk != "as" && fk != "args" && fk != "when")
        return rules_error(file, f.first.Mark(), "unknown field '" + fk + "' in 'equivalent' entry", lines);
    }
    Equivalence e{item["op"].Scalar(), item["as"].Scalar(), std::nullopt, {}, {}};
    if (item["args"]) {
      if (!item["args"].IsScalar())
        return rules_error(file, item["args"].Mark(), "'args' must be a string such as \"$, [1, 0]\"", lines);
      std::string args = item["args"].Scalar();
      if (auto bad = operand_layout(args, e.operands))
        return rules_error(file, item["args"].Mark(), *bad, lines);
      e.args = std::move(args);
    }
    if (item["when"]) {
      if (!item["when"].IsScalar())
        return rules_error(file, item["when"].Mark(), "'when' must be a string such as \"{3} == {2} + 1\"",
                           lines);
      const std::string when = item["when"].Scalar();
      auto parsed = parse_when(when);
      if (!parsed)
        return rules_error(file, item["when"].Mark(),
                           "bad 'when' condition '" + when +
                               "' (expected conditions joined by 'and', each '{i} == {j}', '{i} == {j} + N', "
                               "'{i} == {j} - N' or '{i} == N')",
                           lines);
      e.when = std::move(*parsed);
    }
    out.push_back(std::move(e));
  }
  return std::nullopt;
}

}  // namespace fxmatch::detail
