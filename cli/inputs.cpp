// Command-line and input plumbing shared by the subcommands (see inputs.hpp).
#include "inputs.hpp"
#include "match_output.hpp"

#include "fxmatch/parsers/parse.hpp"

#include <fstream>
#include <iostream>

namespace po = boost::program_options;

namespace fxmatch::cli {

std::optional<int> parse_command_line(std::string_view command, const Args& args, const po::options_description& visible,
                                      const po::options_description& hidden,
                                      const po::positional_options_description& pos, po::variables_map& vm) {
  po::options_description all;
  all.add(visible).add(hidden);
  try {
    po::store(po::command_line_parser(args).options(all).positional(pos).run(), vm);
    po::notify(vm);
  } catch (const po::error& e) {
    return usage_error(std::string(command) + ": " + e.what());
  }
  if (vm.count("help")) {
    std::cout << visible << '\n';
    return kExitOk;
  }
  return std::nullopt;
}

namespace {

bool is_derivative_file(const std::string& path) {
  std::ifstream in(path);
  std::string line;
  while (std::getline(in, line))
    if (line.rfind("derivatives:", 0) == 0) return true;
  return false;
}

}  // namespace

Expected<RelateRules> load_relate_rules(const std::vector<std::string>& files, bool with_default) {
  std::vector<std::string> match_rules, der_files;
  for (const auto& f : files) (is_derivative_file(f) ? der_files : match_rules).push_back(f);
  auto rules = load_rules(match_rules, with_default);
  if (!rules) return rules.error();
  RelateRules out{std::move(*rules), {}};
  if (with_default) {
    auto d = DerivativeRules::load_default();
    if (!d) return d.error();
    out.derivatives = std::move(*d);
  }
  for (const auto& f : der_files) {
    auto d = DerivativeRules::load_file(f);
    if (!d) return d.error();
    out.derivatives.merge(*d);
  }
  return out;
}

po::options_description relate_file_options(RelateFiles& f) {
  po::options_description o("Relate inputs");
  o.add_options()                                                                      //
      ("forward", po::value(&f.fwd_file), "forward graph file")                        //
      ("backward", po::value(&f.bwd_file), "backward graph file")                      //
      ("joint", po::value(&f.joint_file), "joint forward+backward graph file (optional)")  //
      ("forward-graph", po::value(&f.fwd_graph), "graph title or index inside the forward file")  //
      ("backward-graph", po::value(&f.bwd_graph), "graph title or index inside the backward file")  //
      ("joint-graph", po::value(&f.joint_graph), "graph title or index inside the joint file");
  return o;
}

Expected<RelateGraphs> parse_relate_graphs(const RelateFiles& f, const ParseLimits& limits) {
  auto fwd = parse_file(f.fwd_file, f.fwd_graph, limits);
  if (!fwd) return fwd.error();
  auto bwd = parse_file(f.bwd_file, f.bwd_graph, limits);
  if (!bwd) return bwd.error();
  RelateGraphs out{std::move(*fwd), std::move(*bwd), std::nullopt};
  if (!f.joint_file.empty()) {
    auto j = parse_file(f.joint_file, f.joint_graph, limits);
    if (!j) return j.error();
    out.joint = std::move(*j);
  }
  return out;
}

}  // namespace fxmatch::cli
