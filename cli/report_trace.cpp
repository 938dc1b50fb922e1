// fxmatch report --trace: one page per compiled region of a TORCH_TRACE log.
// Regions are compile ids ("[0/1]", as the parser titles the log's graphs);
// a region with an aot_forward_graph and an aot_backward_graph gets a relate
// page (with its aot_joint_graph when logged), one without (inference, or a
// failed compile) a listing of the graphs it has, and index.html lists every
// region with its graphs, the way tlparse's index lists compile ids. Every
// page is built in memory first: a graph that does not parse stops the
// command before anything is written.
#include "common.hpp"
#include "report.hpp"
#include "report_page.hpp"

#include "fxmatch/parsers/parse.hpp"

#include <filesystem>
#include <cstdio>
#include <iostream>
#include <map>
#include <optional>

namespace fxmatch::cli {

namespace {

struct Region {
  std::string cid;                               // "0/1"
  std::vector<std::pair<std::string, std::string>> graphs;  // (artifact, full title), log order
  std::string file;                              // page file name
  std::string find(std::string_view artifact) const {
    for (const auto& [a, t] : graphs)
      if (a == artifact) return t;
    return "";
  }
};

std::string html_escape(std::string_view s) {
  std::string o;
  for (char c : s) {
    if (c == '<') o += "&lt;";
    else if (c == '>') o += "&gt;";
    else if (c == '&') o += "&amp;";
    else if (c == '"') o += "&quot;";
    else o += c;
  }
  return o;
}

std::string page_name(std::string_view cid) {
  std::string f = "region_";
  for (char c : cid) f += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  return f + ".html";
}

std::string human_bytes(long long b) {
  char buf[32];
  if (b >= (1LL << 20)) std::snprintf(buf, sizeof buf, "%.2f MiB", static_cast<double>(b) / (1 << 20));
  else if (b >= 1024) std::snprintf(buf, sizeof buf, "%.1f KiB", static_cast<double>(b) / 1024);
  else std::snprintf(buf, sizeof buf, "%lld B", b);
  return buf;
}

std::vector<Region> regions_of(const std::vector<GraphEntry>& entries) {
  std::vector<Region> out;
  std::map<std::string, std::size_t> at;
  for (const GraphEntry& e : entries) {
    // "[0/1] aot_forward_graph" -> ("0/1", "aot_forward_graph")
    std::size_t close = e.title.find("] ");
    if (e.title.empty() || e.title[0] != '[' || close == std::string::npos) continue;
    std::string cid = e.title.substr(1, close - 1), artifact = e.title.substr(close + 2);
    auto [it, added] = at.emplace(cid, out.size());
    if (added) out.push_back(Region{cid, {}, page_name(cid)});
    out[it->second].graphs.emplace_back(artifact, e.title);
  }
  return out;
}

}  // namespace

int report_trace(const std::string& trace, const std::string& out_dir, const std::vector<std::string>& rules_files,
                 bool with_default, const ParseLimits& limits) {
  namespace fs = std::filesystem;
  auto entries = list_file(trace, limits);
  if (!entries) return report(entries.error());
  std::vector<Region> regions = regions_of(*entries);
  if (regions.empty())
    return usage_error("report: '" + trace + "' holds no TORCH_TRACE graphs (expected a TORCH_TRACE=DIR folder or its log)");
  auto rules = load_relate_rules(rules_files, with_default);
  if (!rules) return report(rules.error());

  std::vector<std::string> pages;
  std::string rows;
  for (std::size_t k = 0; k < regions.size(); ++k) {
    const Region& r = regions[k];
    const std::string fwd_t = r.find("aot_forward_graph"), bwd_t = r.find("aot_backward_graph"),
                      joint_t = r.find("aot_joint_graph");
    nlohmann::ordered_json data;
    std::string summary;
    if (!fwd_t.empty() && !bwd_t.empty()) {
      auto graphs = parse_relate_graphs({trace, fwd_t, trace, bwd_t, joint_t.empty() ? "" : trace, joint_t}, limits);
      if (!graphs) return report(graphs.error());
      const Graph &fwd = graphs->fwd, &bwd = graphs->bwd;
      data = relate_page_data(fwd, bwd, graphs->joint_or_null(), *rules, fwd_t, bwd_t,
                              "[" + r.cid + "] aot_forward_graph \u2194 aot_backward_graph");
      const auto& rel = data["relate"];
      long long bytes = 0;
      std::size_t symbolic = 0;
      for (const auto& m : rel["memory"]) {
        if (m["bytes"].is_number()) bytes += m["bytes"].get<long long>();
        else ++symbolic;
      }
      summary = std::to_string(fwd.size()) + " / " + std::to_string(bwd.size()) + " nodes; saved " +
                std::to_string(rel["saved"].size()) + " (" + human_bytes(bytes) +
                (symbolic ? " + " + std::to_string(symbolic) + " symbolic" : "") + "); unrelated " +
                std::to_string(rel["unrelated"].size());
    } else {
      // No backward logged: list the graph(s) it has, dynamo's first.
      const std::string shown = !r.find("dynamo_output_graph").empty() ? r.find("dynamo_output_graph") : r.graphs.front().second;
      auto g = parse_file(trace, shown, limits);
      if (!g) return report(g.error());
      data["kind"] = "graph";
      data["title"] = shown;
      data["graphs"] = nlohmann::json::array({listing_json(*g, "graph", shown)});
      summary = std::to_string(g->size()) + " nodes; no forward/backward pair logged";
    }
    nlohmann::ordered_json nav = nlohmann::ordered_json::array({{{"href", "index.html"}, {"text", "index"}}});
    if (k > 0) nav.push_back({{"href", regions[k - 1].file}, {"text", "\u2190 [" + regions[k - 1].cid + "]"}});
    if (k + 1 < regions.size()) nav.push_back({{"href", regions[k + 1].file}, {"text", "[" + regions[k + 1].cid + "] \u2192"}});
    data["nav"] = nav;
    pages.push_back(render_page(data));
    std::string graphs;
    for (const auto& [a, t] : r.graphs) graphs += (graphs.empty() ? "" : ", ") + html_escape(a);
    rows += "<tr><td><a class=\"region\" href=\"" + r.file + "\">[" + html_escape(r.cid) + "]</a></td><td>" + graphs +
            "</td><td>" + html_escape(summary) + "</td></tr>\n";
  }

  std::error_code ec;
  fs::create_directories(out_dir, ec);
  if (ec) return output_error("cannot create '" + out_dir + "': " + ec.message());
  for (std::size_t k = 0; k < regions.size(); ++k)
    if (auto err = write_output((fs::path(out_dir) / regions[k].file).string(), pages[k]); !err.empty())
      return output_error(err);
  const std::string index =
      "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>fxmatch: " + html_escape(trace) +
      "</title>\n<style>body{font:13px system-ui,sans-serif;margin:16px;background:#fcfcfa}"
      "td,th{padding:3px 10px;border-bottom:1px solid #e3e3de;text-align:left}</style></head>\n"
      "<body data-ready=\"1\"><h1 style=\"font-size:16px\">TORCH_TRACE " + html_escape(trace) + "</h1>\n<p>" +
      std::to_string(regions.size()) + " compiled regions (compile ids), " + std::to_string(entries->size()) +
      " graphs. Each page relates a region's forward and backward graphs.</p>\n"
      "<table><tr><th>compile id</th><th>graphs logged</th><th>forward / backward</th></tr>\n" + rows +
      "</table></body></html>\n";
  if (auto err = write_output((fs::path(out_dir) / "index.html").string(), index); !err.empty()) return output_error(err);
  std::cerr << "fxmatch: wrote " << regions.size() << " region pages and index.html to " << out_dir << "\n";
  return kExitOk;
}

}  // namespace fxmatch::cli
