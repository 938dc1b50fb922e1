// Manifest (JSON lines) -> ManifestEntry list, with file:line:col diagnostics.
#include "batch.hpp"

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <unordered_map>

namespace fxmatch::cli::batch {

namespace {

using json = nlohmann::json;
namespace fs = std::filesystem;

Diagnostic diag_at(const std::string& file, int line, int col, std::string message, std::string_view source) {
  Diagnostic d;
  d.file = file;
  d.line = line;
  d.col = col;
  d.message = std::move(message);
  // Manifest lines run past 200 characters; keep enough for the caret.
  d.source_line = std::string(source.substr(0, std::max<std::size_t>(200, static_cast<std::size_t>(col) + 80)));
  return d;
}

/// 1-based column of `"key"` in `line`, or 1.
int key_col(std::string_view line, std::string_view key) {
  const std::string quoted = "\"" + std::string(key) + "\"";
  auto pos = line.find(quoted);
  return pos == std::string_view::npos ? 1 : static_cast<int>(pos) + 1;
}

/// 1-based column of the value of `"key"` (first character after the colon), or 1.
int value_col(std::string_view line, std::string_view key) {
  const std::string quoted = "\"" + std::string(key) + "\"";
  auto pos = line.find(quoted);
  if (pos == std::string_view::npos) return 1;
  pos = line.find(':', pos + quoted.size());
  if (pos == std::string_view::npos) return 1;
  pos = line.find_first_not_of(" \t", pos + 1);
  return pos == std::string_view::npos ? 1 : static_cast<int>(pos) + 1;
}

/// Records where a SAX parse fails: nlohmann's exception gives the byte
/// after the offending token; the SAX callback also gives the token, so the
/// caret can point at its first character.
struct ErrorPosition : nlohmann::json_sax<json> {
  std::size_t col = 1;
  bool null() override { return true; }
  bool boolean(bool) override { return true; }
  bool number_integer(number_integer_t) override { return true; }
  bool number_unsigned(number_unsigned_t) override { return true; }
  bool number_float(number_float_t, const string_t&) override { return true; }
  bool string(string_t&) override { return true; }
  bool binary(binary_t&) override { return true; }
  bool start_object(std::size_t) override { return true; }
  bool key(string_t&) override { return true; }
  bool end_object() override { return true; }
  bool start_array(std::size_t) override { return true; }
  bool end_array() override { return true; }
  bool parse_error(std::size_t position, const std::string& last_token, const nlohmann::detail::exception& ex) override {
    // `position` counts the bytes read, the last of which ends `last_token`;
    // for an invalid literal the token text is unreliable, point at the byte.
    const bool whole_token = !last_token.empty() && position >= last_token.size() &&
                             std::string_view(ex.what()).find("invalid literal") == std::string_view::npos;
    col = whole_token ? position - last_token.size() + 1 : position;
    if (col < 1) col = 1;
    return false;
  }
};

int error_col(std::string_view src) {
  ErrorPosition pos;
  json::sax_parse(src, &pos);
  return static_cast<int>(pos.col);
}

/// The message of a nlohmann parse error without its "[json.exception...] parse error at ...: " prefix.
std::string json_message(const json::parse_error& e) {
  std::string what = e.what();
  auto pos = what.find("column ");
  if (pos != std::string::npos) pos = what.find(": ", pos);
  if (pos == std::string::npos) pos = what.find(": ");
  return pos == std::string::npos ? what : what.substr(pos + 2);
}

std::string resolve(const fs::path& base, const std::string& p) {
  if (p.empty()) return "";
  fs::path path(p);
  if (path.is_absolute()) return path.lexically_normal().string();
  return (base / path).lexically_normal().string();
}

/// Reads optional string/int field `key` into `out`; error when another type.
std::optional<Diagnostic> read_text(const json& obj, const char* key, bool allow_int, std::string& out,
                                    const std::string& file, int line, std::string_view src) {
  auto it = obj.find(key);
  if (it == obj.end() || it->is_null()) return std::nullopt;
  if (it->is_string()) {
    out = it->get<std::string>();
    return std::nullopt;
  }
  if (allow_int && it->is_number_integer()) {
    out = std::to_string(it->get<long long>());
    return std::nullopt;
  }
  return diag_at(file, line, value_col(src, key),
                 std::string("field '") + key + "' must be a string" + (allow_int ? ", an integer" : "") + " or null",
                 src);
}

Expected<ManifestEntry> parse_line(std::string_view src, int line, const std::string& file, const fs::path& base) {
  json obj;
  try {
    obj = json::parse(src);
  } catch (const json::parse_error& e) {
    return diag_at(file, line, error_col(src), "invalid JSON: " + json_message(e), src);
  } catch (const json::exception& e) {
    // out_of_range.406: a number beyond double ("1E400"); found by fuzz_manifest
    // (fuzz/regressions/manifest/number_overflow). Was an uncaught exception.
    std::string what = e.what();
    if (auto p = what.find("] "); p != std::string::npos) what = what.substr(p + 2);
    return diag_at(file, line, error_col(src), "invalid JSON: " + what, src);
  }
  if (!obj.is_object()) return diag_at(file, line, 1, "manifest line must be a JSON object", src);
  ManifestEntry e;
  e.line = line;
  e.source_line = std::string(src);
  auto id = obj.find("id");
  if (id == obj.end()) return diag_at(file, line, 1, "missing field 'id'", src);
  if (!id->is_string() || id->get<std::string>().empty())
    return diag_at(file, line, value_col(src, "id"), "field 'id' must be a non-empty string", src);
  e.id = id->get<std::string>();
  e.kind = "match";
  if (auto d = read_text(obj, "kind", false, e.kind, file, line, src)) return *d;
  if (auto d = read_text(obj, "model", false, e.model, file, line, src)) return *d;
  if (e.kind == "relate") {  // {"forward", "backward", "joint"?, "truth"?, "*_graph"?}
    for (auto [key, out, allow_int] : {std::tuple{"forward", &e.pattern, false}, {"backward", &e.target, false},
                                       {"joint", &e.joint, false}, {"truth", &e.truth, false},
                                       {"forward_graph", &e.pattern_graph, true},
                                       {"backward_graph", &e.target_graph, true}, {"joint_graph", &e.joint_graph, true}}) {
      if (auto d = read_text(obj, key, allow_int, *out, file, line, src)) return *d;
    }
    if (e.pattern.empty()) return diag_at(file, line, key_col(src, "forward"), "missing field 'forward'", src);
    if (e.target.empty()) return diag_at(file, line, key_col(src, "backward"), "missing field 'backward'", src);
    e.pattern_path = resolve(base, e.pattern);
    e.target_path = resolve(base, e.target);
    e.joint_path = resolve(base, e.joint);
    e.truth_path = resolve(base, e.truth);
    return e;
  }
  if (e.kind != "match")
    return diag_at(file, line, value_col(src, "kind"), "unknown kind '" + e.kind + "' (expected match or relate)",
                   src);
  for (auto [key, out, allow_int] : {std::tuple{"pattern", &e.pattern, false}, {"target", &e.target, false},
                                     {"truth", &e.truth, false}, {"pattern_graph", &e.pattern_graph, true},
                                     {"target_graph", &e.target_graph, true}}) {
    if (auto d = read_text(obj, key, allow_int, *out, file, line, src)) return *d;
  }
  if (e.pattern.empty()) return diag_at(file, line, key_col(src, "pattern"), "missing field 'pattern'", src);
  if (e.target.empty()) return diag_at(file, line, key_col(src, "target"), "missing field 'target'", src);
  if (auto cc = obj.find("cross_capture"); cc != obj.end() && !cc->is_null()) {
    if (!cc->is_boolean())
      return diag_at(file, line, value_col(src, "cross_capture"), "field 'cross_capture' must be true, false or null",
                     src);
    e.cross_capture = cc->get<bool>();
  }
  e.pattern_path = resolve(base, e.pattern);
  e.target_path = resolve(base, e.target);
  e.truth_path = resolve(base, e.truth);
  return e;
}

}  // namespace

Expected<std::vector<ManifestEntry>> parse_manifest(std::string_view text, const std::string& file) {
  const fs::path base = fs::path(file).parent_path();
  std::vector<ManifestEntry> entries;
  std::unordered_map<std::string, int> first_line;
  int line = 0;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view src = text.substr(start, end - start);
    start = end + 1;
    ++line;
    if (!src.empty() && src.back() == '\r') src.remove_suffix(1);
    if (src.find_first_not_of(" \t") == std::string_view::npos) continue;
    auto e = parse_line(src, line, file, base);
    if (!e) return e.error();
    auto [it, fresh] = first_line.emplace(e->id, line);
    if (!fresh)
      return diag_at(file, line, value_col(src, "id"),
                     "duplicate id '" + e->id + "' (first on line " + std::to_string(it->second) + ")", src);
    e->index = entries.size();
    entries.push_back(std::move(*e));
  }
  return entries;
}

std::vector<Diagnostic> check_files(const std::vector<const ManifestEntry*>& entries,
                                    const std::string& manifest_file) {
  std::vector<Diagnostic> out;
  for (const ManifestEntry* entry : entries) {
    const ManifestEntry& e = *entry;
    if (e.kind != "match") continue;
    for (auto [key, path] : {std::pair{"pattern", &e.pattern_path}, {"target", &e.target_path},
                             {"truth", &e.truth_path}}) {
      if (path->empty()) continue;
      std::error_code ec;
      if (fs::exists(*path, ec)) continue;
      out.push_back(diag_at(manifest_file, e.line, value_col(e.source_line, key),
                            std::string(key) + " file not found: " + *path, e.source_line));
    }
  }
  return out;
}

Expected<std::pair<std::size_t, std::size_t>> parse_shard(std::string_view text) {
  auto bad = [&] {
    Diagnostic d;
    d.message = "--shard must be K/N with 1 <= K <= N (got '" + std::string(text) + "')";
    return d;
  };
  auto slash = text.find('/');
  if (slash == std::string_view::npos) return bad();
  auto num = [](std::string_view s, std::size_t& v) {
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    return !s.empty() && ec == std::errc() && p == s.data() + s.size();
  };
  std::size_t k = 0, n = 0;
  if (!num(text.substr(0, slash), k) || !num(text.substr(slash + 1), n) || k < 1 || n < 1 || k > n) return bad();
  return std::pair{k, n};
}

}  // namespace fxmatch::cli::batch
