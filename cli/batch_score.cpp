// Truth files and scoring of one pair's mapping.
#include "batch.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>

namespace fxmatch::cli::batch {

namespace {

using json = nlohmann::json;

Diagnostic truth_error(const std::string& path, std::string message, int line = 0, int col = 0) {
  Diagnostic d;
  d.file = path;
  d.line = line;
  d.col = col;
  d.message = std::move(message);
  return d;
}

/// Line/column (1-based) of byte offset `byte` (1-based, as nlohmann reports it).
std::pair<int, int> locate(std::string_view text, std::size_t byte) {
  int line = 1, col = 1;
  for (std::size_t i = 0; i + 1 < byte && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++line;
      col = 1;
    } else {
      ++col;
    }
  }
  return {line, col};
}

std::optional<std::vector<std::string>> names(const json& node, const char* key) {
  auto it = node.find(key);
  if (it == node.end() || it->is_null()) return std::vector<std::string>{};
  if (!it->is_array()) return std::nullopt;
  std::vector<std::string> out;
  for (const auto& x : *it) {
    if (!x.is_string()) return std::nullopt;
    out.push_back(x.get<std::string>());
  }
  return out;
}

bool contains(const std::vector<std::string>& v, const std::string& s) {
  return std::find(v.begin(), v.end(), s) != v.end();
}

}  // namespace

Expected<Truth> load_truth(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return truth_error(path, "cannot read truth file");
  std::ostringstream ss;
  ss << in.rdbuf();
  const std::string text = ss.str();
  json doc;
  try {
    doc = json::parse(text);
  } catch (const json::parse_error& e) {
    auto [line, col] = locate(text, e.byte);
    return truth_error(path, "invalid truth JSON", line, col);
  } catch (const json::exception& e) {  // out_of_range.406: a number beyond double
    std::string what = e.what();
    if (auto p = what.find("] "); p != std::string::npos) what = what.substr(p + 2);
    return truth_error(path, "invalid truth JSON: " + what);
  }
  if (!doc.is_object() || !doc.contains("mapping") || !doc["mapping"].is_object())
    return truth_error(path, "truth file needs a \"mapping\" object");
  Truth t;
  for (const auto& [pattern, node] : doc["mapping"].items()) {
    auto equal = node.is_object() ? names(node, "equal") : std::nullopt;
    auto best = node.is_object() ? names(node, "best") : std::nullopt;
    if (!equal || !best)
      return truth_error(path, "mapping entry '" + pattern + "' needs \"equal\" and \"best\" lists of names");
    bool boundary = false;
    if (auto how = node.find("how"); how != node.end()) {
      if (!how->is_string() || how->get<std::string>() != "boundary")
        return truth_error(path, "mapping entry '" + pattern + "': \"how\" must be \"boundary\" when given");
      boundary = true;
    }
    t.mapping.emplace(pattern, TruthNode{std::move(*equal), std::move(*best), boundary});
  }
  if (auto cc = doc.find("cross_capture"); cc != doc.end() && cc->is_boolean()) t.cross_capture = cc->get<bool>();
  return t;
}

Score score(const std::vector<Mapped>& mapping, const Truth& truth, bool cross_capture) {
  Score s;
  for (const auto& [pattern, got, boundary] : mapping) {
    auto it = truth.mapping.find(pattern);
    if (it == truth.mapping.end()) {
      ++s.no_truth;
      continue;
    }
    const TruthNode& t = it->second;
    if (t.best.empty() && !cross_capture) {
      ++s.no_answer;
      continue;
    }
    ++s.scored;
    bool exact = false, lenient = false;
    if (t.best.empty()) {
      exact = lenient = !got.has_value();
    } else if (got) {
      // a value that crosses into the target is right only as `boundary`
      exact = contains(t.best, *got) && boundary == t.boundary;
      lenient = exact || contains(t.equal, *got);
    }
    s.exact += exact;
    s.lenient += lenient;
    if (!exact) s.wrong.push_back(WrongNode{pattern, got, t.best, lenient});
  }
  return s;
}

}  // namespace fxmatch::cli::batch
