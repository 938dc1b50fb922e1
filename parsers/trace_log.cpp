// TORCH_TRACE logs (torch._logging.trace_structured). Each record is one
// glog-prefixed line holding a JSON object whose first key names the event
// ("aot_forward_graph", "dynamo_output_graph", "artifact", ...), with
// frame_id / frame_compile_id / attempt (and compiled_autograd_id), followed
// by its payload: the payload string's lines, each after one tab. Graph
// events are those whose name, or artifact name for "artifact" events with
// string encoding, ends in "_graph" and whose payload holds an FX graph; they
// are titled by compile id like tlparse and torch's own logs
// ("[0/0] aot_forward_graph", "[!0/1/0] ..." under compiled autograd). When
// one compile id logged graphs under several attempts (dynamo restarted its
// analysis), its titles carry the attempt too ("[0/0_1]"); further equal
// titles get " (2)", " (3)", ... in log order.
#include "trace_log.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>

namespace fxmatch::detail {

namespace {

bool ends_with(std::string_view s, std::string_view p) {
  return s.size() >= p.size() && s.substr(s.size() - p.size()) == p;
}

// `{"name": ...` -> name, without parsing the (possibly large) rest.
std::string_view first_key(std::string_view content) {
  if (content.substr(0, 2) != "{\"") return {};
  std::size_t e = content.find('"', 2);
  return e == std::string_view::npos ? std::string_view() : content.substr(2, e - 2);
}

// Bracket depth change of one line of Python, ignoring strings and a
// trailing comment; `comment_at` gets the comment's offset (or npos).
int depth_change(std::string_view s, std::size_t& comment_at) {
  int d = 0;
  char quote = 0;
  comment_at = std::string_view::npos;
  for (std::size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (quote) {
      if (c == '\\') ++i;
      else if (c == quote) quote = 0;
    } else if (c == '"' || c == '\'') {
      quote = c;
    } else if (c == '#') {
      comment_at = i;
      break;
    } else if (c == '(' || c == '[' || c == '{') {
      ++d;
    } else if (c == ')' || c == ']' || c == '}') {
      --d;
    }
  }
  return d;
}

// Python's implicit line joining: a statement whose brackets stay open goes on
// over the next lines. torch 2.13 prints traced graphs' signatures and return
// tuples that way, one value a line with a comment (`primals_1: "f32[8]",  #
// PlainAOTInput(idx=0)`); the graph parser reads one statement a line, so
// such a statement becomes one owned line (comments dropped), numbered as its
// first line. A comment after code on one line is dropped the same way (the
// joint graph's `primals_1: "f32[8]"  # PlainAOTInput(idx=0)` declarations).
// Other lines stay views of the log.
std::vector<Line> join_continuations(const std::vector<Line>& payload, std::vector<std::unique_ptr<std::string>>& owned) {
  std::vector<Line> out;
  out.reserve(payload.size());
  for (std::size_t i = 0; i < payload.size(); ++i) {
    std::size_t cut;
    int depth = depth_change(payload[i].content(), cut);
    if (depth <= 0) {
      std::string_view code = payload[i].content().substr(0, cut);
      if (cut == std::string_view::npos || trim(code).empty()) {
        out.push_back(payload[i]);  // no comment, or a whole-line one (`# File: ...`)
        continue;
      }
      // `primals_1: "f32[8]"  # PlainAOTInput(idx=0)`: the comment goes.
      while (!code.empty() && code.back() == ' ') code.remove_suffix(1);
      owned.push_back(std::make_unique<std::string>(std::string(payload[i].raw().substr(0, payload[i].prefix())) + std::string(code)));
      out.emplace_back(*owned.back(), payload[i].prefix(), payload[i].number);
      continue;
    }
    std::string joined(payload[i].raw().substr(0, payload[i].prefix()));
    joined += payload[i].content().substr(0, cut);
    std::size_t k = i + 1;
    for (; k < payload.size() && depth > 0; ++k) {
      std::string_view c = trim(payload[k].content());
      depth += depth_change(c, cut);
      c = trim(c.substr(0, cut));
      if (!joined.empty() && joined.back() != '(' && joined.back() != '[' && c != ")" && c.substr(0, 2) != "):") joined += ' ';
      joined += c;
    }
    if (depth > 0) {  // never closed: leave the lines for the parser to report
      out.push_back(payload[i]);
      continue;
    }
    owned.push_back(std::make_unique<std::string>(std::move(joined)));
    out.emplace_back(*owned.back(), payload[i].prefix(), payload[i].number);
    i = k - 1;
  }
  return out;
}

struct Found {
  std::string cid;  // "0/0", "!1/0/0", "-" when the record has none
  int attempt = 0;
  std::string name;
  std::size_t first = 0;  // index of the span's def line in the output lines
  GraphSpan::Kind kind = GraphSpan::Kind::Code;
};

std::string compile_id(const nlohmann::ordered_json& r) {
  auto num = [&](const char* k) { return r.contains(k) && r[k].is_number_integer() ? std::to_string(r[k].get<long long>()) : ""; };
  std::string f = num("frame_id"), fc = num("frame_compile_id"), ca = num("compiled_autograd_id");
  if (!ca.empty()) return "!" + ca + (f.empty() || fc.empty() ? "" : "/" + f + "/" + fc);
  if (f.empty() || fc.empty()) return "-";
  return f + "/" + fc;
}

}  // namespace

bool is_trace_log(const std::vector<Line>& lines) {
  for (const Line& l : lines) {
    if (l.prefix() == 0) {
      if (!trim(l.raw()).empty()) return false;
      continue;
    }
    return !first_key(l.content()).empty();
  }
  return false;
}

void scan_trace_log(std::vector<Line>& lines, std::vector<GraphSpan>& spans,
                    std::vector<std::unique_ptr<std::string>>& owned) {
  std::vector<Line> out;
  std::vector<Found> found;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const Line& head = lines[i];
    std::string_view key = first_key(head.prefix() ? head.content() : std::string_view());
    if (key.empty()) continue;
    std::size_t end = i + 1;
    while (end < lines.size() && !lines[end].raw().empty() && lines[end].raw()[0] == '\t') ++end;
    const bool candidate = key == "artifact" || ends_with(key, "_graph");
    if (!candidate || end == i + 1) {
      i = end - 1;
      continue;
    }
    auto rec = nlohmann::ordered_json::parse(head.content(), nullptr, false);
    std::string name(key);
    if (!rec.is_discarded() && key == "artifact") {
      const auto& a = rec["artifact"];
      name = a.is_object() && a.contains("name") && a["name"].is_string() ? a["name"].get<std::string>() : "";
      if (!a.is_object() || a.value("encoding", std::string()) != "string") name.clear();
    }
    if (rec.is_discarded() || !ends_with(name, "_graph")) {
      i = end - 1;
      continue;
    }
    std::vector<Line> payload;
    for (std::size_t k = i + 1; k < end; ++k) payload.emplace_back(lines[k].raw(), 1, lines[k].number);
    payload = join_continuations(payload, owned);
    std::vector<GraphSpan> inner = find_graphs(payload);
    if (!inner.empty()) {
      Found f;
      f.cid = compile_id(rec);
      f.attempt = rec.contains("attempt") && rec["attempt"].is_number_integer() ? rec["attempt"].get<int>() : 0;
      f.name = name;
      f.first = out.size() + inner.front().first;
      f.kind = inner.front().kind;
      found.push_back(std::move(f));
      out.insert(out.end(), payload.begin(), payload.end());
    }
    i = end - 1;
  }
  std::map<std::string, std::set<int>> attempts;
  for (const Found& f : found) attempts[f.cid].insert(f.attempt);
  std::map<std::string, int> seen;
  spans.clear();
  for (const Found& f : found) {
    std::string id = f.cid;
    if (attempts[f.cid].size() > 1 && f.attempt != 0) id.append("_").append(std::to_string(f.attempt));
    std::string title = "[";
    title.append(id).append("] ").append(f.name);
    int n = ++seen[title];
    if (n > 1) title += " (" + std::to_string(n) + ")";
    spans.push_back(GraphSpan{f.kind, f.first, std::move(title)});
  }
  lines = std::move(out);
}

Expected<std::string> resolve_trace_folder(const std::string& path) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (!fs::is_directory(path, ec)) return path;
  std::vector<std::string> logs;
  bool has_py = false;
  for (fs::directory_iterator it(path, ec), e; !ec && it != e; it.increment(ec)) {
    if (!it->is_regular_file(ec)) continue;
    if (it->path().extension() == ".py") has_py = true;
    if (it->path().extension() != ".log") continue;
    std::ifstream in(it->path(), std::ios::binary);
    std::string first;
    std::getline(in, first);
    if (first.size() > 1 << 20) first.resize(1 << 20);
    try {
      if (is_trace_log(split_lines(first))) logs.push_back(it->path().string());
    } catch (const SyntaxError&) {
      // a binary *.log is not a trace log
    }
  }
  if (has_py || logs.empty()) return path;
  std::sort(logs.begin(), logs.end());
  if (logs.size() == 1) return logs.front();
  std::string names;
  for (const auto& l : logs) names += (names.empty() ? "" : ", ") + fs::path(l).filename().string();
  return Diagnostic{path, 0, 0, std::to_string(logs.size()) + " TORCH_TRACE logs in this folder (one per rank?); pass one of them: " + names, ""};
}

}  // namespace fxmatch::detail
