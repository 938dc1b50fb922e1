// Private to rules/: the YAML helpers the rules loader's files share.
#pragma once

#include "fxmatch/engine/diagnostic.hpp"
#include "fxmatch/rules/rules.hpp"

#include <yaml-cpp/yaml.h>

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace fxmatch::detail {

/// `file:line:col: error: message` at a YAML mark, with its source line.
Diagnostic rules_error(std::string_view file, const YAML::Mark& mark, std::string message,
                       const std::vector<std::string>& lines);

/// Reads a `view_layout:` map into `out` (rules_args.cpp).
std::optional<Diagnostic> read_view_layouts(const YAML::Node& value, std::string_view file,
                                            const std::vector<std::string>& lines, std::vector<ViewLayout>& out);

/// Reads a `stated_layout:` map into `out` (rules_args.cpp).
std::optional<Diagnostic> read_stated_layouts(const YAML::Node& value, std::string_view file,
                                              const std::vector<std::string>& lines, std::vector<StatedLayout>& out);

/// Reads an `equivalent:` list into `out` (rules_args.cpp).
std::optional<Diagnostic> read_equivalences(const YAML::Node& value, std::string_view file,
                                            const std::vector<std::string>& lines, std::vector<Equivalence>& out);

/// Parses the lines "OP K name=value; ..." of a defaults file (rules_extra.cpp).
Expected<std::vector<std::pair<std::string, ArgDefaults>>> parse_arg_defaults(std::string_view text,
                                                                               std::string_view file);

/// Reads the file a `defaults_file:` entry names: a plain file name in the
/// folder of `file` (the rules file being read).
Expected<std::vector<std::pair<std::string, ArgDefaults>>> read_defaults_file(const YAML::Node& value,
                                                                               std::string_view file,
                                                                               const std::vector<std::string>& lines);

}  // namespace fxmatch::detail
