// fxmatch parse FILE: parse one FX graph dump and print its canonical form.
#include "common.hpp"
#include "inputs.hpp"

#include "fxmatch/parsers/parse.hpp"

#include <boost/program_options.hpp>
#include <nlohmann/json.hpp>

#include <iostream>

namespace po = boost::program_options;

namespace fxmatch::cli {

namespace {

constexpr const char* kParseUsage =
    "Usage: fxmatch parse FILE [--graph TITLE|INDEX] [--format text|json] [--list]\n\n"
    "Parse one PyTorch FX graph dump and print it canonically, one node a line:\n"
    "  %name = kind target(args, key=value) : dtype[shape]\n"
    "followed by a '# nodes: ...' counts line (text) or a JSON document (json).\n\n"
    "FILE may hold print(gm.code) / python_code(verbose=True) output (torch 1.x and\n"
    "2.x annotations), gm.print_readable() (incl. AOT joint graphs), print(gm.graph),\n"
    "a TORCH_LOGS=aot_graphs,graph_code log, a depyf *.py file, or a depyf dump\n"
    "directory (one graph per *.py file, titled by the file stem).\n"
    "When FILE holds several graphs, pick one with --graph: its title as shown by\n"
    "--list (case-insensitive, e.g. \"Joint graph 0\") or its 0-based index.\n\n"
    "Exit status: 0 on success, 2 on unreadable/malformed input or bad usage\n"
    "(the error is printed as file:line:col: error: message + source line).\n\nOptions";

struct Counts {
  std::size_t placeholder = 0, get_attr = 0, call_function = 0, call_module = 0, call_method = 0, output = 0;
  std::size_t edges = 0;
};

Counts count(const Graph& g) {
  Counts c;
  for (VertexId v = 0; v < g.size(); ++v) {
    switch (g.node(v).kind) {
      case NodeKind::Placeholder: ++c.placeholder; break;
      case NodeKind::GetAttr: ++c.get_attr; break;
      case NodeKind::CallFunction: ++c.call_function; break;
      case NodeKind::CallModule: ++c.call_module; break;
      case NodeKind::CallMethod: ++c.call_method; break;
      case NodeKind::Output: ++c.output; break;
    }
  }
  c.edges = boost::num_edges(g.boost());
  return c;
}

std::string counts_line(const Graph& g) {
  Counts c = count(g);
  std::string s = "# nodes: " + std::to_string(g.size()) + " (placeholder " + std::to_string(c.placeholder) +
                  ", get_attr " + std::to_string(c.get_attr) + ", call_function " + std::to_string(c.call_function);
  if (c.call_module) s += ", call_module " + std::to_string(c.call_module);
  if (c.call_method) s += ", call_method " + std::to_string(c.call_method);
  return s + ", output " + std::to_string(c.output) + "), edges: " + std::to_string(c.edges) + "\n";
}

nlohmann::ordered_json to_json(const Graph& g) {
  using J = nlohmann::ordered_json;
  J nodes = J::array();
  for (VertexId v = 0; v < g.size(); ++v) {
    const Node& n = g.node(v);
    J args = J::array();
    for (const Arg& a : n.args) args.push_back(to_string(a));
    J kwargs = J::object();
    for (const auto& [k, a] : n.kwargs) kwargs[k] = to_string(a);
    J node = {{"name", n.name}, {"kind", std::string(to_string(n.kind))}, {"target", n.target},
              {"args", args},   {"kwargs", kwargs}};
    node["dtype"] = n.meta ? J(n.meta->dtype) : J(nullptr);
    node["shape"] = n.meta ? J(n.meta->shape) : J(nullptr);
    if (n.meta && !n.meta->stride.empty()) node["stride"] = n.meta->stride;
    if (n.meta && !n.meta->device.empty()) node["device"] = n.meta->device;
    if (n.getitem_index >= 0) node["getitem_index"] = n.getitem_index;
    node["source"] = n.source.str();
    node["line"] = n.loc.line;
    nodes.push_back(std::move(node));
  }
  Counts c = count(g);
  J counts = {{"nodes", g.size()},          {"placeholder", c.placeholder},     {"get_attr", c.get_attr},
              {"call_function", c.call_function}, {"call_module", c.call_module}, {"call_method", c.call_method},
              {"output", c.output},         {"edges", c.edges}};
  return J{{"title", g.title}, {"origin", g.origin}, {"nodes", nodes}, {"counts", counts}};
}

int list(const std::string& file, const std::string& format, const ParseLimits& limits) {
  auto entries = list_file(file, limits);
  if (!entries) return report(entries.error());
  std::string out;
  if (format == "json") {
    nlohmann::ordered_json arr = nlohmann::ordered_json::array();
    for (const GraphEntry& e : *entries) arr.push_back({{"index", e.index}, {"title", e.title}, {"line", e.line}});
    out = arr.dump(1) + "\n";
  } else {
    for (const GraphEntry& e : *entries)
      out += std::to_string(e.index) + "\t" + (e.title.empty() ? "-" : e.title) + "\tline " + std::to_string(e.line) + "\n";
  }
  if (auto err = write_output("", out); !err.empty()) return output_error(err);
  return kExitOk;
}

}  // namespace

int cmd_parse(const Args& args) {
  po::options_description desc(kParseUsage);
  std::string file, graph, format = "text";
  desc.add_options()                                                                   //
      ("help,h", "show this help")                                                     //
      ("graph,g", po::value(&graph), "graph title (case-insensitive) or 0-based index inside FILE")  //
      ("format,f", po::value(&format)->default_value("text"), "text (canonical dump + counts) or json")  //
      ("list,l", "list the graphs in FILE (index, title, line) and exit");
  LimitArgs limit_args;
  desc.add(limit_options(limit_args));
  po::options_description hidden;
  hidden.add_options()("file", po::value(&file));
  po::positional_options_description pos;
  pos.add("file", 1);
  po::variables_map vm;
  if (auto exit = parse_command_line("parse", args, desc, hidden, pos, vm)) return *exit;
  if (file.empty()) return usage_error("parse: needs a FILE");
  if (format != "json" && format != "text") return usage_error("parse: --format must be text or json");
  ParseLimits limits;
  if (auto err = apply_limits(limit_args, limits); !err.empty()) return usage_error("parse: " + err);
  if (vm.count("list")) return list(file, format, limits);

  auto g = parse_file(file, graph, limits);
  if (!g) return report(g.error());
  const std::string out = format == "json" ? to_json(*g).dump(1) + "\n" : dump(*g) + counts_line(*g);
  if (auto err = write_output("", out); !err.empty()) return output_error(err);
  return kExitOk;
}

}  // namespace fxmatch::cli
