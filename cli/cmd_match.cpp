// fxmatch match PATTERN TARGET: which target variable is each pattern variable.
#include "common.hpp"
#include "inputs.hpp"
#include "dot_output.hpp"
#include "match_output.hpp"

#include "fxmatch/engine/matcher.hpp"
#include "fxmatch/parsers/parse.hpp"
#include "fxmatch/rules/rules.hpp"

#include <boost/program_options.hpp>

#include <chrono>
#include <iostream>

namespace po = boost::program_options;

namespace fxmatch::cli {

namespace {

constexpr const char* kMatchUsage =
    "Usage: fxmatch match PATTERN TARGET [options]\n\n"
    "For every variable of PATTERN (e.g. a make_fx pure backward graph) print the\n"
    "variable of TARGET (e.g. the joint forward+backward graph) that holds the same\n"
    "value, how it was matched, alternatives, and a reason for anything unmatched.\n"
    "Variable names are never used for matching; they are only reported.\n\nOptions";

// The text footer without "parse X ms, match Y ms, " (--no-timings).
std::string strip_text_timings(std::string text) {
  const std::size_t footer = text.rfind("# matched ");
  if (footer == std::string::npos) return text;
  const std::size_t b = text.find("; parse ", footer);
  const std::size_t e = b == std::string::npos ? b : text.find(" ms, match ", b);
  const std::size_t end = e == std::string::npos ? e : text.find(" ms, ", e + 11);
  if (end == std::string::npos) return text;
  return text.erase(b + 2, end + 5 - (b + 2));
}

// Leaves the graphs and the result to the OS (keep_until_exit).
int finish(Graph&& pattern, Graph&& target, MatchResult&& result) {
  keep_until_exit(std::move(pattern));
  keep_until_exit(std::move(target));
  keep_until_exit(std::move(result));
  return kExitOk;
}

}  // namespace

Expected<RuleSet> load_rules(const std::vector<std::string>& files, bool with_default) {
  RuleSet rules;
  if (with_default) {
    auto def = RuleSet::load_default();
    if (!def) return def.error();
    rules = std::move(*def);
  }
  for (const auto& f : files) {
    auto extra = RuleSet::load_file(f);
    if (!extra) return extra.error();
    rules.merge(*extra);
  }
  return rules;
}

int cmd_match(const Args& args) {
  po::options_description desc(kMatchUsage);
  std::string pattern_file, target_file, pattern_graph, target_graph, format = "json", out_file;
  std::vector<std::string> rules_files;
  std::uint64_t budget = MatchOptions{}.budget;
  desc.add_options()                                                                     //
      ("help,h", "show this help")                                                       //
      ("pattern-graph", po::value(&pattern_graph), "graph title or 0-based index inside PATTERN (for logs with several graphs)")  //
      ("target-graph", po::value(&target_graph), "graph title or 0-based index inside TARGET")  //
      ("rules", po::value(&rules_files)->composing(), "extra rules file (YAML), repeatable; later files win")  //
      ("no-default-rules", "do not load the installed default rules")                     //
      ("format", po::value(&format)->default_value("json"), "json (mapping, per-node details, stats), mapping (just {pattern: target}), text (a table for people) or dot (Graphviz: dot -Tsvg FILE -o match.svg)")               //
      ("output,o", po::value(&out_file), "write the result to FILE (atomically) instead of stdout")  //
      ("no-timings", "leave parse_ms/match_ms out (json) and the times out of the text footer: the output is then byte-identical across runs")  //
      ("budget", po::value(&budget)->default_value(budget), "search step budget; when exhausted the best partial mapping is printed with \"complete\": false");
  LimitArgs limit_args;
  desc.add(limit_options(limit_args));
  po::options_description hidden;
  hidden.add_options()("pattern", po::value(&pattern_file))("target", po::value(&target_file));
  po::positional_options_description pos;
  pos.add("pattern", 1).add("target", 1);
  po::variables_map vm;
  if (auto exit = parse_command_line("match", args, desc, hidden, pos, vm)) return *exit;
  if (pattern_file.empty() || target_file.empty()) return usage_error("match: needs PATTERN and TARGET files");
  if (format != "json" && format != "text" && format != "mapping" && format != "dot")
    return usage_error("match: --format must be json, mapping, text or dot");
  ParseLimits limits;
  if (auto err = apply_limits(limit_args, limits); !err.empty()) return usage_error("match: " + err);

  auto rules = load_rules(rules_files, !vm.count("no-default-rules"));
  if (!rules) return report(rules.error());

  const auto t0 = std::chrono::steady_clock::now();
  auto pattern = parse_file(pattern_file, pattern_graph, limits);
  if (!pattern) return report(pattern.error());
  auto target = parse_file(target_file, target_graph, limits);
  if (!target) return report(target.error());
  const double parse_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();

  MatchOptions options;
  options.budget = budget;
  MatchResult result = match(*pattern, *target, *rules, options);
  std::string text;
  if (format == "text" && vm.count("no-timings")) {
    text = strip_text_timings(match_to_text(*pattern, *target, result, parse_ms));
  } else if (format == "dot") {
    text = match_to_dot(*pattern, *target, result);
  } else if (vm.count("no-timings")) {
    auto json = match_to_json(*pattern, *target, result, parse_ms);
    for (const char* k : {"parse_ms", "match_ms"}) json["stats"].erase(k);
    text = (format == "mapping" ? json.at("mapping").dump(1) : json.dump(1)) + "\n";
  } else {  // json/mapping/text, streamed: the text is never whole in memory
    OutputFile out;
    if (auto err = out.open(out_file); !err.empty()) return output_error(err);
    const JsonText::Spill spill = [&out](std::string_view piece) { out.write(piece); };
    if (format == "text") match_to_text(*pattern, *target, result, parse_ms, spill);
    else match_to_json_text(*pattern, *target, result, parse_ms, format == "mapping", spill);
    if (auto err = out.commit(); !err.empty()) return output_error(err);
    return finish(std::move(*pattern), std::move(*target), std::move(result));
  }
  if (auto err = write_output(out_file, text); !err.empty()) return output_error(err);
  return finish(std::move(*pattern), std::move(*target), std::move(result));
}
}  // namespace fxmatch::cli
