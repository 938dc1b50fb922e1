// Finding graphs in a text: bare dumps, print_readable() classes, TORCH_LOGS
// output (`===== Joint graph 0 =====` titles and noise between graphs) and
// depyf files. Forward methods of nested submodule classes are skipped: only
// the outermost GraphModule's forward is a graph. On the same pass, each
// span gets a bound of its statement lines (GraphSpan::statements), so the
// graph parser reserves without scanning the body a second time.
#include "detail.hpp"

namespace fxmatch::detail {

namespace {

bool starts_with(std::string_view s, std::string_view p) { return s.substr(0, p.size()) == p; }
bool ends_with(std::string_view s, std::string_view p) {
  return s.size() >= p.size() && s.substr(s.size() - p.size()) == p;
}

// "===== Joint graph 0 =====" -> "Joint graph 0".
bool title_line(std::string_view t, std::string_view& title) {
  if (t.size() < 10 || !starts_with(t, "=====") || !ends_with(t, "=====")) return false;
  title = trim(t.substr(5, t.size() - 10));
  return true;
}

// "class joint_helper(torch.nn.Module):", possibly after a path
// ("/x/_lazy_graph_module.py class GraphModule(torch.nn.Module):").
bool class_line(std::string_view t, std::string_view& name, bool& at_start) {
  if (!ends_with(t, ":")) return false;
  std::size_t k = starts_with(t, "class ") ? 0 : t.find(" class ");
  if (k == std::string_view::npos) return false;
  at_start = k == 0;
  std::size_t b = at_start ? 6 : k + 7;
  std::size_t e = b;
  while (e < t.size() && is_ident_char(t[e])) ++e;
  if (e == b || e >= t.size() || (t[e] != '(' && t[e] != ':')) return false;
  name = t.substr(b, e - b);
  return true;
}

// "def forward(self, ...):" (any function name, first parameter self).
bool def_line(std::string_view t) {
  if (!starts_with(t, "def ")) return false;
  std::size_t p = t.find('(');
  if (p == std::string_view::npos) return false;
  std::string_view rest = trim(t.substr(p + 1));
  if (!starts_with(rest, "self")) return false;
  return rest.size() == 4 || rest[4] == ',' || rest[4] == ')' || rest[4] == ' ' || rest[4] == ':';
}

struct OpenClass {
  std::size_t indent;
  std::string_view name;
};

}  // namespace

std::vector<GraphSpan> find_graphs(const std::vector<Line>& lines) {
  std::vector<GraphSpan> out;
  std::string_view pending;
  std::vector<OpenClass> classes;
  // Non-blank, non-comment lines seen so far; a span's statement bound is
  // the count between its line and the next span's (or the end).
  std::size_t statements = 0, at_span = 0;
  auto close_span = [&] {
    if (!out.empty()) out.back().statements = statements - at_span;
  };
  for (std::size_t i = 0; i < lines.size(); ++i) {
    std::string_view content = lines[i].content();
    const std::size_t ind = indent_of(content);
    std::string_view t = trim(content.substr(ind));  // same as trim(content), one scan of the indent
    if (t.empty()) continue;
    if (t[0] != '#') ++statements;
    // Fast path for the statement lines of a graph: a title starts with '=',
    // a def with 'd', a class or `graph():` line ends with ':'.
    if (t[0] != '=' && t[0] != 'd' && t.back() != ':') {
      while (!classes.empty() && classes.back().indent >= ind) classes.pop_back();
      continue;
    }
    std::string_view word;
    bool at_start = false;
    if (title_line(t, word)) {
      pending = word;
      continue;
    }
    if (class_line(t, word, at_start)) {
      std::size_t cind = at_start ? ind : 0;
      while (!classes.empty() && classes.back().indent >= cind) classes.pop_back();
      classes.push_back(OpenClass{cind, word});
      continue;
    }
    while (!classes.empty() && classes.back().indent >= ind) classes.pop_back();
    if (def_line(t)) {
      if (classes.size() >= 2) continue;  // forward of a nested submodule
      std::string_view title = !pending.empty() ? pending : !classes.empty() ? classes.back().name : "";
      close_span();
      at_span = statements;
      out.push_back(GraphSpan{GraphSpan::Kind::Code, i, std::string(title)});
      pending = {};
    } else if (starts_with(t, "graph(") && ends_with(t, ":")) {
      close_span();
      at_span = statements;
      out.push_back(GraphSpan{GraphSpan::Kind::Ir, i, std::string(pending)});
      pending = {};
    }
  }
  close_span();
  return out;
}

}  // namespace fxmatch::detail
