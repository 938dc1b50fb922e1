// Fills the report page template (cli/report/report.html, compiled in by
// cli/report/embed.cmake) with its CSS, JS and data. The data is the CLI's
// own result JSON (match_to_json / relate_to_json) plus a compact listing of
// each graph; the page's JS draws everything from it.
#include "report_page.hpp"

#include <map>

namespace fxmatch::cli {

extern const std::string_view kReportHtml;
extern const std::string_view kReportCss;
extern const std::string_view kReportJs;

namespace {

char kind_letter(NodeKind k) {
  switch (k) {
    case NodeKind::Placeholder: return 'p';
    case NodeKind::GetAttr: return 'g';
    case NodeKind::CallFunction: return 'f';
    case NodeKind::CallModule: return 'm';
    case NodeKind::CallMethod: return 'c';
    case NodeKind::Output: return 'o';
  }
  return 'f';
}

std::string type_text(const Node& n) {
  if (!n.meta) return "";
  std::string s = n.meta->dtype + "[";
  for (std::size_t i = 0; i < n.meta->shape.size(); ++i) s += (i ? ", " : "") + n.meta->shape[i];
  return s + "]";
}

std::string args_text(const Node& n) {
  std::string s = "(";
  bool first = true;
  for (const Arg& a : n.args) {
    if (!first) s += ", ";
    first = false;
    s += to_string(a);
  }
  for (const auto& [k, a] : n.kwargs) {
    if (!first) s += ", ";
    first = false;
    s += k + "=" + to_string(a);
  }
  return s + ")";
}

void replace_once(std::string& s, std::string_view marker, std::string_view with) {
  std::size_t p = s.find(marker);
  if (p != std::string::npos) s.replace(p, marker.size(), with);
}

}  // namespace

nlohmann::ordered_json listing_json(const Graph& g, std::string_view role, std::string_view file) {
  using J = nlohmann::ordered_json;
  J nodes = J::array(), sources = J::array();
  std::map<std::string_view, int> source_index;
  for (VertexId v = 0; v < g.size(); ++v) {
    const Node& n = g.node(v);
    int src = -1;
    if (!n.source.empty()) {
      auto [it, added] = source_index.emplace(n.source.view(), static_cast<int>(source_index.size()));
      if (added) sources.push_back(n.source.str());
      src = it->second;
    }
    std::string args = n.kind == NodeKind::Output && n.args.size() == 1 ? to_string(n.args[0]) : args_text(n);
    nodes.push_back(J::array({n.name, std::string(1, kind_letter(n.kind)), n.target, type_text(n), args, src, n.loc.line}));
  }
  return J{{"role", role}, {"file", file}, {"title", g.title}, {"sources", sources}, {"nodes", nodes}};
}

std::string render_page(const nlohmann::ordered_json& data) {
  std::string json = data.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
  std::string safe;
  safe.reserve(json.size() + json.size() / 64);
  for (char c : json) {
    // '<' only occurs inside JSON strings, where \u003c means the same.
    if (c == '<') safe += "\\u003c";
    else safe += c;
  }
  std::string title = data.value("title", std::string("fxmatch report"));
  std::string title_html;
  for (char c : title) {
    if (c == '<') title_html += "&lt;";
    else if (c == '>') title_html += "&gt;";
    else if (c == '&') title_html += "&amp;";
    else title_html += c;
  }
  std::string page(kReportHtml);
  // The data goes in last: it may contain the other markers' text.
  replace_once(page, "@FXMATCH_TITLE@", title_html);
  replace_once(page, "/*@FXMATCH_CSS@*/", kReportCss);
  replace_once(page, "/*@FXMATCH_JS@*/", kReportJs);
  replace_once(page, "@FXMATCH_DATA@", safe);
  return page;
}

}  // namespace fxmatch::cli
