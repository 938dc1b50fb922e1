// fxmatch relate --forward F --backward B [--joint J]: saved tensors, which
// forward op each backward op differentiates, parameter gradients, memory.
#include "common.hpp"
#include "dot_output.hpp"
#include "match_output.hpp"
#include "relate_output.hpp"

#include "fxmatch/engine/relate.hpp"
#include "fxmatch/parsers/parse.hpp"

#include <boost/program_options.hpp>

#include <fstream>
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

bool is_derivative_file(const std::string& path) {
  std::ifstream in(path);
  std::string line;
  while (std::getline(in, line))
    if (line.rfind("derivatives:", 0) == 0) return true;
  return false;
}

}  // namespace

int cmd_relate(const Args& args) {
  po::options_description desc(kRelateUsage);
  std::string fwd_file, bwd_file, joint_file, fwd_graph, bwd_graph, joint_graph, format = "json", out_file;
  std::vector<std::string> rules_files;
  desc.add_options()                                                      //
      ("help,h", "show this help")                                        //
      ("forward", po::value(&fwd_file), "forward graph file")             //
      ("backward", po::value(&bwd_file), "backward graph file")           //
      ("joint", po::value(&joint_file), "joint forward+backward graph file (optional)")  //
      ("forward-graph", po::value(&fwd_graph), "graph title or index inside the forward file")  //
      ("backward-graph", po::value(&bwd_graph), "graph title or index inside the backward file")  //
      ("joint-graph", po::value(&joint_graph), "graph title or index inside the joint file")  //
      ("rules", po::value(&rules_files)->composing(), "extra rules or derivative templates (YAML), repeatable")  //
      ("no-default-rules", "do not load the installed default rules")     //
      ("format", po::value(&format)->default_value("json"), "json, text or dot (Graphviz: dot -Tsvg FILE -o relate.svg)")  //
      ("output,o", po::value(&out_file), "write the result to FILE (atomically) instead of stdout");
  LimitArgs limit_args;
  desc.add(limit_options(limit_args));
  po::variables_map vm;
  try {
    po::store(po::command_line_parser(args).options(desc).run(), vm);
    po::notify(vm);
  } catch (const po::error& e) {
    return usage_error(std::string("relate: ") + e.what());
  }
  if (vm.count("help")) {
    std::cout << desc << '\n';
    return kExitOk;
  }
  if (fwd_file.empty() || bwd_file.empty()) return usage_error("relate: needs --forward and --backward");
  if (format != "json" && format != "text" && format != "dot")
    return usage_error("relate: --format must be json, text or dot");
  ParseLimits limits;
  if (auto err = apply_limits(limit_args, limits); !err.empty()) return usage_error("relate: " + err);

  std::vector<std::string> match_rules, der_files;
  for (const auto& f : rules_files) (is_derivative_file(f) ? der_files : match_rules).push_back(f);
  auto rules = load_rules(match_rules, !vm.count("no-default-rules"));
  if (!rules) return report(rules.error());
  DerivativeRules ders;
  if (!vm.count("no-default-rules")) {
    auto d = DerivativeRules::load_default();
    if (!d) return report(d.error());
    ders = std::move(*d);
  }
  for (const auto& f : der_files) {
    auto d = DerivativeRules::load_file(f);
    if (!d) return report(d.error());
    ders.merge(*d);
  }
  auto fwd = parse_file(fwd_file, fwd_graph, limits);
  if (!fwd) return report(fwd.error());
  auto bwd = parse_file(bwd_file, bwd_graph, limits);
  if (!bwd) return report(bwd.error());
  std::optional<Graph> joint;
  if (!joint_file.empty()) {
    auto j = parse_file(joint_file, joint_graph, limits);
    if (!j) return report(j.error());
    joint = std::move(*j);
  }
  RelateResult r = relate(*fwd, *bwd, joint ? &*joint : nullptr, *rules, ders);
  const std::string text = format == "json" ? relate_to_json(*fwd, *bwd, r).dump(1) + "\n"
                           : format == "dot"  ? relate_to_dot(*fwd, *bwd, r)
                                              : relate_to_text(*fwd, *bwd, r);
  if (auto err = write_output(out_file, text); !err.empty()) return output_error(err);
  return kExitOk;
}

}  // namespace fxmatch::cli
