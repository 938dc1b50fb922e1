// fxmatch report: one self-contained HTML page showing two graphs side by side
// with every variable linked to its counterpart (match or relate), or, with
// --trace, one page per compiled region of a TORCH_TRACE log plus an index.
// The page data is the same JSON `match`/`relate` print (match_to_json,
// relate_to_json); report_page.cpp wraps it in the template.
#include "common.hpp"
#include "inputs.hpp"
#include "match_output.hpp"
#include "relate_output.hpp"
#include "report.hpp"
#include "report_page.hpp"

#include "fxmatch/engine/matcher.hpp"
#include "fxmatch/parsers/parse.hpp"

#include <boost/program_options.hpp>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>

namespace po = boost::program_options;

namespace fxmatch::cli {

namespace {

constexpr const char* kReportUsage =
    "Usage: fxmatch report PATTERN TARGET -o report.html [options]\n"
    "       fxmatch report --forward F --backward B [--joint J] -o report.html [options]\n"
    "       fxmatch report --trace TORCH_TRACE_DIR_OR_LOG -o OUT_DIR/\n\n"
    "Write ONE self-contained HTML page (inline CSS and JS, no network; open it\n"
    "from file://) showing both graphs as code listings side by side. Clicking or\n"
    "hovering a variable highlights its counterpart, scrolls the other side to it\n"
    "and draws the link; lines are coloured by `how` (match) or by relation\n"
    "(relate: saved tensors, gradient ops, parameter gradients); filters by class\n"
    "and op, a name search, and for relate a saved-bytes chart by source line.\n"
    "With --trace, every compiled region (compile id) of a TORCH_TRACE log gets a\n"
    "page relating its aot_forward_graph and aot_backward_graph (and joint), and\n"
    "OUT_DIR/index.html lists them.\n\nOptions";

double ms_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

}  // namespace

nlohmann::ordered_json relate_page_data(const Graph& fwd, const Graph& bwd, const Graph* joint,
                                        const RelateRules& rules, std::string_view fwd_file,
                                        std::string_view bwd_file, std::string title) {
  const auto t0 = std::chrono::steady_clock::now();
  RelateResult r = relate(fwd, bwd, joint, rules.match, rules.derivatives);
  const double ms = ms_since(t0);
  nlohmann::ordered_json data;
  data["kind"] = "relate";
  data["title"] = std::move(title);
  data["graphs"] = {listing_json(fwd, "forward", fwd_file), listing_json(bwd, "backward", bwd_file)};
  data["relate"] = relate_to_json(fwd, bwd, r);
  data["relate_ms"] = ms;
  if (joint) data["joint"] = joint->origin;
  return data;
}

int cmd_report(const Args& args) {
  po::options_description desc(kReportUsage);
  std::string pattern_file, target_file, pattern_graph, target_graph, trace, out_file, title;
  RelateFiles files;
  std::vector<std::string> rules_files;
  std::uint64_t budget = MatchOptions{}.budget;
  desc.add_options()                                                                          //
      ("help,h", "show this help")                                                            //
      ("output,o", po::value(&out_file), "the HTML file to write (atomically; '-' for stdout); with --trace, a directory")  //
      ("pattern-graph", po::value(&pattern_graph), "graph title or index inside PATTERN")       //
      ("target-graph", po::value(&target_graph), "graph title or index inside TARGET")          //
      ("trace", po::value(&trace), "a TORCH_TRACE folder or log file: one page per compiled region + index.html")  //
      ("rules", po::value(&rules_files)->composing(), "extra rules file (YAML), repeatable")  //
      ("no-default-rules", "do not load the installed default rules")                          //
      ("budget", po::value(&budget)->default_value(budget), "match: search step budget")        //
      ("title", po::value(&title), "page title (default: the two file names)");
  LimitArgs limit_args;
  desc.add(relate_file_options(files));
  desc.add(limit_options(limit_args));
  po::options_description hidden;
  hidden.add_options()("pattern", po::value(&pattern_file))("target", po::value(&target_file));
  po::positional_options_description pos;
  pos.add("pattern", 1).add("target", 1);
  po::variables_map vm;
  if (auto exit = parse_command_line("report", args, desc, hidden, pos, vm)) return *exit;
  const bool relate_mode = !files.fwd_file.empty() || !files.bwd_file.empty();
  const int modes = (!pattern_file.empty() || !target_file.empty()) + relate_mode + !trace.empty();
  if (modes != 1) return usage_error("report: give PATTERN TARGET, or --forward F --backward B, or --trace DIR");
  if (out_file.empty()) return usage_error("report: needs -o FILE (or -o DIR with --trace)");
  const bool with_default = !vm.count("no-default-rules");
  ParseLimits limits;
  if (auto err = apply_limits(limit_args, limits); !err.empty()) return usage_error("report: " + err);

  if (!trace.empty()) return report_trace(trace, out_file, rules_files, with_default, limits);

  nlohmann::ordered_json data;
  if (relate_mode) {
    if (files.fwd_file.empty() || files.bwd_file.empty())
      return usage_error("report: relate needs both --forward and --backward");
    auto rules = load_relate_rules(rules_files, with_default);
    if (!rules) return report(rules.error());
    auto graphs = parse_relate_graphs(files, limits);
    if (!graphs) return report(graphs.error());
    if (title.empty()) title = "relate: " + files.fwd_file + " \u2194 " + files.bwd_file;
    data = relate_page_data(graphs->fwd, graphs->bwd, graphs->joint_or_null(), *rules, files.fwd_file, files.bwd_file,
                            title);
  } else {
    if (pattern_file.empty() || target_file.empty()) return usage_error("report: needs PATTERN and TARGET files");
    auto rules = load_rules(rules_files, with_default);
    if (!rules) return report(rules.error());
    const auto t0 = std::chrono::steady_clock::now();
    auto pattern = parse_file(pattern_file, pattern_graph, limits);
    if (!pattern) return report(pattern.error());
    auto target = parse_file(target_file, target_graph, limits);
    if (!target) return report(target.error());
    const double parse_ms = ms_since(t0);
    MatchOptions options;
    options.budget = budget;
    MatchResult result = match(*pattern, *target, *rules, options);
    if (title.empty()) title = "match: " + pattern_file + " \u2192 " + target_file;
    data["kind"] = "match";
    data["title"] = title;
    data["graphs"] = {listing_json(*pattern, "pattern", pattern_file), listing_json(*target, "target", target_file)};
    data["match"] = match_to_json(*pattern, *target, result, parse_ms);
  }
  if (auto err = write_output(out_file, render_page(data)); !err.empty()) return output_error(err);
  return kExitOk;
}

}  // namespace fxmatch::cli
