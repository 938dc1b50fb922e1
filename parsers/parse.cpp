// Public entry points: container selection, files and depyf directories.
// Input limits (ParseLimits) are enforced here, where the text is read and
// before it is split: bytes (files: before reading), line length (one memchr
// pass, only for texts longer than the line limit), nesting depth (handed to
// the expression parser for this thread), nodes (after the graph is built).
#include "fxmatch/parsers/parse.hpp"

#include "detail.hpp"
#include "file_text.hpp"
#include "trace_log.hpp"

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <memory>
#include <optional>
#include <new>

namespace fxmatch {

namespace {

using detail::GraphSpan;
using detail::plain;
using detail::Line;
using detail::with_commas;

bool iequals(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
         });
}

bool all_digits(std::string_view s) {
  return !s.empty() && s.size() < 9 && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::string entry_list(const std::vector<GraphEntry>& entries) {
  std::string s;
  for (const GraphEntry& e : entries) {
    if (!s.empty()) s += ", ";
    s += std::to_string(e.index) + " '" + e.title + "'";
    if (e.line > 0) s += " (line " + std::to_string(e.line) + ")";
  }
  return s;
}

// Picks an entry by title (case-insensitive) or 0-based index.
Expected<int> choose(const std::vector<GraphEntry>& entries, std::string_view select, std::string_view file) {
  if (entries.empty()) return plain(file, "no fx graph found (expected 'def forward(self, ...):' or 'graph():')");
  if (select.empty()) {
    if (entries.size() == 1) return 0;
    return plain(file, std::to_string(entries.size()) + " graphs found, select one by title or index: " +
                           entry_list(entries));
  }
  if (all_digits(select)) {
    int k = std::stoi(std::string(select));
    if (k < static_cast<int>(entries.size())) return k;
    return plain(file, "graph index " + std::string(select) + " out of range (" + std::to_string(entries.size()) +
                           " graph" + (entries.size() == 1 ? "" : "s") + " found)");
  }
  for (const GraphEntry& e : entries)
    if (iequals(e.title, select)) return e.index;
  return plain(file, "no graph titled '" + std::string(select) + "'; available: " + entry_list(entries));
}

std::vector<GraphEntry> entries_of(const std::vector<GraphSpan>& spans, const std::vector<Line>& lines) {
  std::vector<GraphEntry> out;
  for (std::size_t i = 0; i < spans.size(); ++i)
    out.push_back(GraphEntry{spans[i].title, static_cast<int>(i), lines[spans[i].first].number});
  return out;
}

// Bytes and line length; nullopt when within the limits.
std::optional<Diagnostic> check_limits(std::string_view text, std::string_view file, const ParseLimits& lim) {
  if (lim.max_bytes != 0 && text.size() > lim.max_bytes)
    return plain(file, "input is " + with_commas(text.size()) + " bytes, over the limit of " +
                           with_commas(lim.max_bytes) + " bytes (max_bytes, --max-bytes)");
  if (lim.max_line_bytes == 0 || text.size() <= lim.max_line_bytes) return std::nullopt;
  std::size_t pos = 0;
  for (int number = 1; pos < text.size(); ++number) {
    const void* nl = std::memchr(text.data() + pos, '\n', text.size() - pos);
    const std::size_t end = nl ? static_cast<std::size_t>(static_cast<const char*>(nl) - text.data()) : text.size();
    if (end - pos > lim.max_line_bytes) {
      const int col = static_cast<int>(std::min<std::uint64_t>(lim.max_line_bytes, 1u << 30)) + 1;
      return detail::to_diagnostic(
          detail::SyntaxError{number, col,
                              "line is " + with_commas(end - pos) + " bytes long, over the limit of " +
                                  with_commas(lim.max_line_bytes) + " bytes (max_line_bytes, --max-line-bytes)",
                              std::string(text.substr(pos, std::min(end - pos, detail::kMaxShownLine)))},
          file);
    }
    pos = end + 1;
  }
  return std::nullopt;
}

// Sets the expression parser's nesting limit for the parse on this thread.
class DepthScope {
 public:
  explicit DepthScope(int depth) : saved_(detail::tl_max_depth) {
    detail::tl_max_depth = std::clamp(depth, 1, detail::kMaxDepthCap);
  }
  ~DepthScope() { detail::tl_max_depth = saved_; }
  DepthScope(const DepthScope&) = delete;
  DepthScope& operator=(const DepthScope&) = delete;

 private:
  int saved_;
};

struct Scan {
  std::vector<Line> lines;
  std::vector<GraphSpan> spans;
  std::vector<std::unique_ptr<std::string>> owned;  // joined TORCH_TRACE lines (trace_log.cpp)
};

// Throws detail::SyntaxError on binary input.
Scan scan(std::string_view text) {
  Scan s;
  s.lines = detail::split_lines(text);
  if (detail::is_trace_log(s.lines)) detail::scan_trace_log(s.lines, s.spans, s.owned);  // TORCH_TRACE: trace_log.cpp
  else s.spans = detail::find_graphs(s.lines);
  return s;
}

bool blank(std::string_view text) {
  return std::all_of(text.begin(), text.end(), [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; });
}

// depyf folder: one entry per *.py file holding a graph, titled by stem.
struct DirEntry {
  std::string path;
  GraphEntry entry;
};

Expected<std::vector<DirEntry>> scan_directory(const std::string& dir, const ParseLimits& limits) {
  namespace fs = std::filesystem;
  std::error_code ec;
  std::vector<std::string> files;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
    if (it->path().extension() == ".py" && it->is_regular_file(ec)) files.push_back(it->path().string());
  if (ec) return plain(dir, "cannot read directory: " + ec.message());
  std::sort(files.begin(), files.end());
  std::vector<DirEntry> out;
  for (const std::string& f : files) {
    Expected<detail::FileText> text = detail::read_text(f, limits);
    if (!text) return text.error();
    Expected<std::vector<GraphEntry>> graphs = list_graphs(text->view(), f, limits);
    if (!graphs) return graphs.error();
    if (graphs->empty()) continue;
    int index = static_cast<int>(out.size());
    out.push_back(DirEntry{f, GraphEntry{fs::path(f).stem().string(), index, 0}});
  }
  return out;
}

}  // namespace

Expected<std::vector<GraphEntry>> list_graphs(std::string_view text, std::string_view file,
                                              const ParseLimits& limits) {
  if (auto d = check_limits(text, file, limits)) return *d;
  try {
    Scan s = scan(text);
    return entries_of(s.spans, s.lines);
  } catch (const detail::SyntaxError& e) {
    return detail::to_diagnostic(e, file);
  } catch (const std::bad_alloc&) {
    return plain(file, "out of memory");
  }
}

Expected<Graph> parse_graph(std::string_view text, std::string_view file, std::string_view select,
                            const ParseLimits& limits) {
  if (auto d = check_limits(text, file, limits)) return *d;
  if (blank(text)) return plain(file, "empty input: no fx graph found");
  DepthScope depth(limits.max_depth);
  try {
    Scan s = scan(text);
    std::vector<GraphEntry> entries = entries_of(s.spans, s.lines);
    Expected<int> k = choose(entries, select, file);
    if (!k) return k.error();
    const GraphSpan& span = s.spans[static_cast<std::size_t>(*k)];
    Graph g = span.kind == GraphSpan::Kind::Code ? detail::parse_code_graph(s.lines, span)
                                                 : detail::parse_ir_graph(s.lines, span);
    if (limits.max_nodes != 0 && g.size() > limits.max_nodes)
      return plain(file, "graph has " + with_commas(g.size()) + " nodes, over the limit of " +
                             with_commas(limits.max_nodes) + " (max_nodes, --max-nodes)");
    g.title = span.title;
    g.origin = std::string(file);
    if (entries.size() > 1) g.origin += "#" + (span.title.empty() ? std::to_string(*k) : span.title);
    return g;
  } catch (const detail::SyntaxError& e) {
    return detail::to_diagnostic(e, file);
  } catch (const std::bad_alloc&) {
    return plain(file, "out of memory");
  }
}

Expected<std::vector<GraphEntry>> list_file(const std::string& given, const ParseLimits& limits) {
  Expected<std::string> resolved = detail::resolve_trace_folder(given);  // a TORCH_TRACE folder reads as its log
  if (!resolved) return resolved.error();
  const std::string& path = *resolved;
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) {
    Expected<std::vector<DirEntry>> dir = scan_directory(path, limits);
    if (!dir) return dir.error();
    std::vector<GraphEntry> out;
    for (const DirEntry& d : *dir) out.push_back(d.entry);
    return out;
  }
  Expected<detail::FileText> text = detail::read_text(path, limits);
  if (!text) return text.error();
  return list_graphs(text->view(), path, limits);
}

Expected<Graph> parse_file(const std::string& given, std::string_view select, const ParseLimits& limits) {
  Expected<std::string> resolved = detail::resolve_trace_folder(given);  // a TORCH_TRACE folder reads as its log
  if (!resolved) return resolved.error();
  const std::string& path = *resolved;
  std::error_code ec;
  if (!std::filesystem::is_directory(path, ec)) {
    Expected<detail::FileText> text = detail::read_text(path, limits);
    if (!text) return text.error();
    return parse_graph(text->view(), path, select, limits);
  }
  Expected<std::vector<DirEntry>> dir = scan_directory(path, limits);
  if (!dir) return dir.error();
  std::vector<GraphEntry> entries;
  for (const DirEntry& d : *dir) entries.push_back(d.entry);
  Expected<int> k = choose(entries, select, path);
  if (!k) return k.error();
  const DirEntry& d = (*dir)[static_cast<std::size_t>(*k)];
  Expected<detail::FileText> text = detail::read_text(d.path, limits);
  if (!text) return text.error();
  Expected<Graph> g = parse_graph(text->view(), d.path, "", limits);
  if (g) g->title = d.entry.title;
  return g;
}

}  // namespace fxmatch
