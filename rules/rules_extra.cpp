// The `defaults_file` key of a rules file: default values of the trailing
// positional parameters of ops, as FX prints them, read from a text file of
// the same folder.
//
// Design note: the data comes from PyTorch's op schemas at generation time
// (scripts/gen_schemas.py writes rules/schemas.txt, which default.yaml names
// in `defaults_file`), never from torch at run time. One line per op:
//   aten._embedding_bag.default 3 scale_grad_by_freq=False; mode=0; ...
// means positional parameter 3 defaults to `False`, 4 to `0`, and so on to
// the last positional parameter. Labels (engine/search_labels.cpp) leave out
// trailing arguments equal to their defaults: one principle for every op
// where one capture spells a default the other leaves out, instead of an
// `ignore_args` entry per op. The file is plain text, not YAML: yaml-cpp
// scans about 700 instructions per byte, which for these 31 KB tripled the
// instructions of a small `fxmatch match` (15.7 M -> 39.1 M).
#include "rules_yaml.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>

namespace fxmatch::detail {

namespace {

Diagnostic line_error(std::string_view file, int line, int col, std::string message, std::string_view source) {
  Diagnostic d;
  d.file = std::string(file);
  d.line = line;
  d.col = col;
  d.message = std::move(message);
  d.source_line = std::string(source);
  return d;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

}  // namespace

Expected<std::vector<std::pair<std::string, ArgDefaults>>> parse_arg_defaults(std::string_view text,
                                                                               std::string_view file) {
  std::vector<std::pair<std::string, ArgDefaults>> out;
  std::size_t pos = 0;
  for (int lineno = 1; pos < text.size(); ++lineno) {
    std::size_t eol = text.find('\n', pos);
    if (eol == std::string_view::npos) eol = text.size();
    const std::string_view source = text.substr(pos, eol - pos);
    pos = eol + 1;
    const std::string_view line = trim(source);
    if (line.empty() || line.front() == '#') continue;
    const int col = static_cast<int>(line.data() - source.data()) + 1;
    auto bad = [&](std::string why) {
      return line_error(file, lineno, col, why + " (expected \"OP K name=value; name=value; ...\")", source);
    };
    const auto sp1 = line.find(' ');
    if (sp1 == std::string_view::npos) return bad("no argument position");
    const auto sp2 = line.find(' ', sp1 + 1);
    const std::string_view first =
        line.substr(sp1 + 1, sp2 == std::string_view::npos ? std::string_view::npos : sp2 - sp1 - 1);
    if (first.empty() || first.size() > 3 ||
        !std::all_of(first.begin(), first.end(), [](unsigned char c) { return std::isdigit(c); }))
      return bad("the argument position must be a small integer");
    if (sp2 == std::string_view::npos) return bad("no defaults");
    ArgDefaults d;
    d.first = std::stoi(std::string(first));
    std::string_view rest = line.substr(sp2 + 1);
    while (!rest.empty()) {
      const auto semi = rest.find(';');
      const std::string_view item = trim(rest.substr(0, semi));
      rest = semi == std::string_view::npos ? std::string_view{} : rest.substr(semi + 1);
      const auto eq = item.find('=');
      if (eq == std::string_view::npos || eq == 0 || eq + 1 == item.size()) return bad("items must be name=value");
      d.names.emplace_back(item.substr(0, eq));
      d.values.emplace_back(item.substr(eq + 1));
    }
    out.emplace_back(std::string(line.substr(0, sp1)), std::move(d));
  }
  return out;
}

Expected<std::vector<std::pair<std::string, ArgDefaults>>> read_defaults_file(const YAML::Node& value,
                                                                               std::string_view file,
                                                                               const std::vector<std::string>& lines) {
  namespace fs = std::filesystem;
  const std::string name = value.IsScalar() ? value.Scalar() : "";
  if (name.empty() || name.find('/') != std::string::npos || name.find('\\') != std::string::npos ||
      name == "." || name == "..")
    return rules_error(file, value.Mark(), "'defaults_file' must name a file in the same folder", lines);
  const fs::path path = fs::path(std::string(file)).parent_path() / name;
  std::error_code ec;
  if (!fs::is_regular_file(path, ec))
    return rules_error(file, value.Mark(), "defaults file '" + path.string() + "' not found", lines);
  auto text = read_rules_file(path.string());
  if (!text) return rules_error(file, value.Mark(), "cannot read defaults file '" + path.string() + "'", lines);
  return parse_arg_defaults(*text, path.string());
}

}  // namespace fxmatch::detail
