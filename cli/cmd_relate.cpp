// fxmatch relate --forward F --backward B [--joint J]: saved tensors, which
// forward op each backward op differentiates, parameter gradients, memory.
#include "common.hpp"
#include "inputs.hpp"
#include "dot_output.hpp"
#include "match_output.hpp"
#include "relate_output.hpp"

#include "fxmatch/engine/relate.hpp"
#include "fxmatch/parsers/parse.hpp"

#include <boost/program_options.hpp>

#include <iostream>
#include <sstream>

namespace po = boost::program_options;

namespace fxmatch::cli {

namespace {

constexpr const char* kRelateUsage =
    "Usage: fxmatch relate --forward F --backward B [--joint J] [options]\n\n"
    "Relate a backward graph to its forward graph: which forward value each saved\n"
    "backward input holds, which forward op each backward op differentiates,\n"
    "which backward output is each parameter's gradient, and the saved-for-backward\n"
    "memory. Without --joint, derivative templates (rules/derivatives.yaml) and the\n"
    "graphs' structure decide; with it, the joint graph is matched too.\n"
    "A --rules file with a top-level 'derivatives:' map adds derivative templates\n"
    "(custom ops); other --rules files are matcher rules.\n\nOptions";

}  // namespace

int cmd_relate(const Args& args) {
  po::options_description desc(kRelateUsage);
  RelateFiles files;
  std::string format = "json", out_file;
  std::vector<std::string> rules_files;
  desc.add_options()                                                      //
      ("help,h", "show this help")                                        //
      ("rules", po::value(&rules_files)->composing(), "extra rules or derivative templates (YAML), repeatable")  //
      ("no-default-rules", "do not load the installed default rules")     //
      ("format", po::value(&format)->default_value("json"), "json, text or dot (Graphviz: dot -Tsvg FILE -o relate.svg)")  //
      ("output,o", po::value(&out_file), "write the result to FILE (atomically) instead of stdout");
  LimitArgs limit_args;
  desc.add(relate_file_options(files));
  desc.add(limit_options(limit_args));
  po::variables_map vm;
  if (auto exit = parse_command_line("relate", args, desc, {}, {}, vm)) return *exit;
  if (files.fwd_file.empty() || files.bwd_file.empty()) return usage_error("relate: needs --forward and --backward");
  if (format != "json" && format != "text" && format != "dot")
    return usage_error("relate: --format must be json, text or dot");
  ParseLimits limits;
  if (auto err = apply_limits(limit_args, limits); !err.empty()) return usage_error("relate: " + err);

  auto rules = load_relate_rules(rules_files, !vm.count("no-default-rules"));
  if (!rules) return report(rules.error());
  auto graphs = parse_relate_graphs(files, limits);
  if (!graphs) return report(graphs.error());
  const Graph &fwd = graphs->fwd, &bwd = graphs->bwd;
  RelateResult r = relate(fwd, bwd, graphs->joint_or_null(), rules->match, rules->derivatives);
  if (format == "dot") {
    if (auto err = write_output(out_file, relate_to_dot(fwd, bwd, r)); !err.empty()) return output_error(err);
    return kExitOk;
  }
  // json and text are streamed: the text is never whole in memory (at a
  // million nodes, ~110 MB of fresh pages not touched)
  OutputFile out;
  if (auto err = out.open(out_file); !err.empty()) return output_error(err);
  const JsonText::Spill spill = [&out](std::string_view piece) { out.write(piece); };
  if (format == "json") relate_to_json_text(fwd, bwd, r, spill);
  else relate_to_text(fwd, bwd, r, spill);
  if (auto err = out.commit(); !err.empty()) return output_error(err);
  return kExitOk;
}

}  // namespace fxmatch::cli
