// Shared CLI plumbing: diagnostics to stderr and the input-limit options.
// Output files: output_file.cpp.
#include "common.hpp"

#include <charconv>
#include <cstdint>
#include <iostream>

namespace fxmatch::cli {

int report(const Diagnostic& d) {
  std::cerr << d.render() << '\n';
  return kExitBadInput;
}

int usage_error(const std::string& message) {
  std::cerr << "fxmatch: error: " << message << "\n(see 'fxmatch --help')\n";
  return kExitBadInput;
}

int output_error(const std::string& message) {
  std::cerr << "fxmatch: error: " << message << '\n';
  return kExitBadInput;
}

// ------------------------------------------------------------------ limits

boost::program_options::options_description limit_options(LimitArgs& a) {
  namespace po = boost::program_options;
  const ParseLimits d;
  po::options_description o("Input limits (beyond them: file:line:col error, exit 2; sizes take K/M/G, 0 = none)");
  o.add_options()  //
      ("max-bytes", po::value(&a.bytes)->default_value(std::to_string(d.max_bytes >> 20) + "M"),
       "largest input file")  //
      ("max-line-bytes", po::value(&a.line_bytes)->default_value(std::to_string(d.max_line_bytes >> 20) + "M"),
       "longest input line")  //
      ("max-nodes", po::value(&a.nodes)->default_value(std::to_string(d.max_nodes)), "most nodes in one graph")  //
      ("max-depth", po::value(&a.depth)->default_value(d.max_depth), "deepest bracket nesting (at most 1024)");
  return o;
}

namespace {

bool parse_size(const std::string& text, std::uint64_t& out) {
  std::uint64_t v = 0;
  const char* b = text.data();
  const char* e = b + text.size();
  auto [p, ec] = std::from_chars(b, e, v);
  if (ec != std::errc() || p == b) return false;
  int shift = 0;
  if (p != e) {
    switch (*p) {
      case 'k': case 'K': shift = 10; break;
      case 'm': case 'M': shift = 20; break;
      case 'g': case 'G': shift = 30; break;
      default: return false;
    }
    ++p;
    if (p != e && (*p == 'b' || *p == 'B')) ++p;
    if (p != e) return false;
  }
  if (shift > 0 && v > (~std::uint64_t{0} >> shift)) return false;
  out = v << shift;
  return true;
}

}  // namespace

std::string apply_limits(const LimitArgs& a, ParseLimits& limits) {
  if (!parse_size(a.bytes, limits.max_bytes)) return "--max-bytes: expected a size such as 512M, got '" + a.bytes + "'";
  if (!parse_size(a.line_bytes, limits.max_line_bytes))
    return "--max-line-bytes: expected a size such as 8M, got '" + a.line_bytes + "'";
  if (!parse_size(a.nodes, limits.max_nodes)) return "--max-nodes: expected a count, got '" + a.nodes + "'";
  if (a.depth < 1 || a.depth > 1024) return "--max-depth must be between 1 and 1024";
  limits.max_depth = a.depth;
  limits.map_files = true;  // main() reports a file truncated under the mapping (SIGBUS)
  return "";
}

}  // namespace fxmatch::cli
