// fxmatch: which variable of one FX graph is which variable of another.
// Thin driver: parses the subcommand, calls the library, prints.
#include "common.hpp"

#include <csignal>
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

#include <unistd.h>

namespace {

constexpr const char* kUsage = R"(fxmatch - match variables between PyTorch FX graph dumps

Usage:
  fxmatch parse FILE [--graph TITLE|INDEX] [--format text|json] [--list]
  fxmatch match PATTERN TARGET [--pattern-graph G] [--target-graph G]
                [--rules FILE]... [--format json|mapping|text] [-o FILE] [--budget STEPS]
  fxmatch relate --forward F --backward B [--joint J] [--forward-graph G] [--backward-graph G]
                 [--joint-graph G] [--rules FILE]... [--format json|text] [-o FILE]
  fxmatch report PATTERN TARGET -o report.html [--pattern-graph G] [--target-graph G] [--rules FILE]...
  fxmatch report --forward F --backward B [--joint J] -o report.html
  fxmatch report --trace TORCH_TRACE_DIR -o OUT_DIR/
  fxmatch batch MANIFEST [--jobs N] [--shard K/N] [-o FILE] [--rename]
                [--filter SUBSTR] [--fail-under PCT] [--rules FILE]... [--budget STEPS]
  fxmatch --help | --version

Inputs are FX graphs as text: print(gm.code), gm.print_readable(),
print(gm.graph), TORCH_LOGS=aot_graphs logs, depyf dump files.
Run 'fxmatch COMMAND --help' for the options of one command.

Exit status: 0 when a result is printed, 2 on bad input or usage
(batch: 1 when the exact % is below --fail-under).
)";

// Input files are mapped (ParseLimits::map_files): a file truncated by
// another process while it is parsed raises SIGBUS on the lost pages. Say
// so and exit as for bad input; nothing has been written yet (outputs are
// written after parsing, atomically).
extern "C" void on_sigbus(int) {
  static const char msg[] =
      "fxmatch: error: an input file was truncated while it was being read (rewritten during the run?)\n";
  [[maybe_unused]] auto n = ::write(2, msg, sizeof msg - 1);
  ::_exit(2);
}

}  // namespace

int main(int argc, char** argv) {
  using namespace fxmatch::cli;
  std::signal(SIGBUS, on_sigbus);
  if (argc < 2) {
    std::cerr << kUsage;
    return kExitBadInput;
  }
  const std::string cmd = argv[1];
  if (cmd == "--help" || cmd == "-h" || cmd == "help") {
    std::cout << kUsage;
    return kExitOk;
  }
  if (cmd == "--version") {
    std::cout << "fxmatch " << FXMATCH_VERSION << '\n';
    return kExitOk;
  }
  Args rest(argv + 2, argv + argc);
  try {
    if (cmd == "parse") return cmd_parse(rest);
    if (cmd == "match") return cmd_match(rest);
    if (cmd == "batch") return cmd_batch(rest);
    if (cmd == "relate") return cmd_relate(rest);
    if (cmd == "report") return cmd_report(rest);
  } catch (const std::exception& e) {
    // Library code reports bad input as Diagnostics; reaching here is a bug
    // or resource exhaustion. Still never crash with an uncaught exception.
    std::cerr << "fxmatch: internal error: " << e.what() << '\n';
    return 3;
  }
  return usage_error("unknown command '" + cmd + "'");
}
