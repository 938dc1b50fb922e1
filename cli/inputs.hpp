// How every subcommand reads its command line and its inputs: one parser
// for the options (--help, usage errors), one loader for relate's rules and
// derivative templates, one for relate's forward/backward/joint graphs. The
// subcommands (cmd_*.cpp, report_trace.cpp) differ only in their options and
// in what they print.
#pragma once

#include "common.hpp"

#include "fxmatch/engine/relate.hpp"
#include "fxmatch/rules/rules.hpp"

#include <boost/program_options.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fxmatch::cli {

/// Parses `args` against `visible` (what --help prints) and `hidden` (the
/// positional arguments, named by `pos`). Returns std::nullopt when the
/// command should go on, or its exit code: --help printed (0), or a usage
/// error "<command>: ..." printed (2).
std::optional<int> parse_command_line(std::string_view command, const Args& args,
                                      const boost::program_options::options_description& visible,
                                      const boost::program_options::options_description& hidden,
                                      const boost::program_options::positional_options_description& pos,
                                      boost::program_options::variables_map& vm);

/// Matcher rules and derivative templates, as `relate` loads them: a --rules
/// file with a top-level `derivatives:` map holds templates, others rules.
struct RelateRules {
  RuleSet match;
  DerivativeRules derivatives;
};
Expected<RelateRules> load_relate_rules(const std::vector<std::string>& files, bool with_default);

/// The files (and graph selectors inside them) of a relate run; no joint
/// when joint_file is empty.
struct RelateFiles {
  std::string fwd_file, fwd_graph, bwd_file, bwd_graph, joint_file, joint_graph;
};
/// --forward/--backward/--joint and their --*-graph selectors, filling `files`.
boost::program_options::options_description relate_file_options(RelateFiles& files);
struct RelateGraphs {
  Graph fwd, bwd;
  std::optional<Graph> joint;
  const Graph* joint_or_null() const { return joint ? &*joint : nullptr; }
};
/// Parses the forward, backward and (optional) joint graphs, in that order;
/// the first parse error is the result.
Expected<RelateGraphs> parse_relate_graphs(const RelateFiles& files, const ParseLimits& limits);

}  // namespace fxmatch::cli
