// Rules files: the YAML loader's dispatch over the file's keys, the lists
// (transparent, view_like, commutative, ...) and every lookup the engine
// makes. Design note: rules.hpp (RE2::Set style: built by adding files in
// order, later entries win, then immutable). The keys about an op's
// arguments (`view_layout`, `equivalent`) are read in rules_args.cpp, the
// schema defaults (`defaults_file`) in rules_extra.cpp.
#include "fxmatch/rules/rules.hpp"
#include "rules_yaml.hpp"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace fxmatch {

bool glob_match(std::string_view p, std::string_view t) {
  // Iterative '*' matcher with one backtrack point: linear in practice.
  std::size_t pi = 0, ti = 0, star = std::string_view::npos, mark = 0;
  while (ti < t.size()) {
    if (pi < p.size() && p[pi] == '*') {
      star = pi++;
      mark = ti;
    } else if (pi < p.size() && p[pi] == t[ti]) {
      ++pi;
      ++ti;
    } else if (star != std::string_view::npos) {
      pi = star + 1;
      ti = ++mark;
    } else {
      return false;
    }
  }
  while (pi < p.size() && p[pi] == '*') ++pi;
  return pi == p.size();
}

namespace detail {

Diagnostic rules_error(std::string_view file, const YAML::Mark& mark, std::string message,
                       const std::vector<std::string>& lines) {
  Diagnostic d;
  d.file = std::string(file);
  d.line = mark.line >= 0 ? mark.line + 1 : 0;
  d.col = mark.column >= 0 ? mark.column + 1 : 0;
  d.message = std::move(message);
  if (d.line > 0 && static_cast<std::size_t>(d.line) <= lines.size()) d.source_line = lines[d.line - 1];
  return d;
}

}  // namespace detail

using detail::rules_error;

namespace {

constexpr const char* kLists[] = {"transparent", "view_like", "view_like_when_size1", "normal", "commutative", "not_commutative",
                                  "impure", "aliasing",      "pure",   "fresh_layout"};

std::vector<std::string> split_lines(std::string_view text) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : text) {
    if (c == '\n') {
      out.push_back(cur);
      cur.clear();
    } else if (c != '\r') {
      cur += c;
    }
  }
  out.push_back(cur);
  return out;
}

// Reads a list of op names; returns an error message on the first bad item.
std::optional<Diagnostic> read_ops(const YAML::Node& node, std::string_view file, const std::string& key,
                                   const std::vector<std::string>& lines, std::vector<std::string>& out) {
  if (!node.IsSequence())
    return rules_error(file, node.Mark(), "'" + key + "' must be a list of op names", lines);
  for (const auto& item : node) {
    if (!item.IsScalar() || item.Scalar().empty())
      return rules_error(file, item.Mark(), "'" + key + "' entries must be op names", lines);
    out.push_back(item.Scalar());
  }
  return std::nullopt;
}

}  // namespace

Expected<RuleSet> RuleSet::parse(std::string_view text, std::string_view file) {
  const auto lines = split_lines(text);
  YAML::Node root;
  try {
    root = YAML::Load(std::string(text));
  } catch (const YAML::ParserException& e) {
    return rules_error(file, e.mark, "invalid YAML: " + e.msg, lines);
  }
  RuleSet rs;
  rs.sources_.emplace_back(file);
  if (root.IsNull()) return rs;  // an empty file is a valid, empty rule set
  if (!root.IsMap()) return rules_error(file, root.Mark(), "a rules file must be a mapping of lists", lines);
  for (const auto& kv : root) {
    const std::string key = kv.first.as<std::string>("");
    const YAML::Node& value = kv.second;
    bool is_list = false;
    for (const char* l : kLists) is_list |= key == l;
    if (is_list) {
      std::vector<std::string> ops;
      if (auto err = read_ops(value, file, key, lines, ops)) return *err;
      for (auto& op : ops) rs.entries_.push_back({std::move(op), key});
    } else if (key == "label_args") {
      if (!value.IsMap())
        return rules_error(file, value.Mark(), "'label_args' must map all|none|none_when_shaped to lists",
                           lines);
      for (const auto& sub : value) {
        const std::string mode = sub.first.as<std::string>("");
        if (mode != "all" && mode != "none" && mode != "none_when_shaped")
          return rules_error(
              file, sub.first.Mark(),
              "unknown label_args mode '" + mode + "' (expected all, none or none_when_shaped)", lines);
        std::vector<std::string> ops;
        if (auto err = read_ops(sub.second, file, "label_args." + mode, lines, ops)) return *err;
        for (auto& op : ops) rs.entries_.push_back({std::move(op), "label_args:" + mode});
      }
    } else if (key == "ignore_args") {
      if (!value.IsMap())
        return rules_error(file, value.Mark(),
                           "'ignore_args' must map op names to lists of argument positions or keywords",
                           lines);
      for (const auto& sub : value) {
        const std::string op = sub.first.as<std::string>("");
        if (!sub.second.IsSequence())
          return rules_error(file, sub.second.Mark(), "'ignore_args." + op + "' must be a list", lines);
        IgnoredArgs ig{op, {}, {}};
        for (const auto& item : sub.second) {
          const std::string v = item.IsScalar() ? item.Scalar() : "";
          if (v.empty())
            return rules_error(file, item.Mark(), "argument positions must be integers or keyword names",
                               lines);
          if (std::isdigit(static_cast<unsigned char>(v[0]))) {
            try {
              ig.positions.push_back(std::stoi(v));
            } catch (const std::exception&) {
              return rules_error(file, item.Mark(), "argument position '" + v + "' is not a small integer",
                                 lines);
            }
          } else {
            ig.keywords.push_back(v);
          }
        }
        rs.ignored_.push_back(std::move(ig));
      }
    } else if (key == "slice_bounds") {
      if (!value.IsMap())
        return rules_error(file, value.Mark(),
                           "'slice_bounds' must map op names to [dim, start, end] argument positions", lines);
      for (const auto& sub : value) {
        const std::string op = sub.first.as<std::string>("");
        std::vector<int> pos;
        if (sub.second.IsSequence())
          for (const auto& item : sub.second) {
            const std::string v = item.IsScalar() ? item.Scalar() : "";
            if (v.empty() || v.size() > 2 || !std::all_of(v.begin(), v.end(), [](char c) { return c >= '0' && c <= '9'; }))
              break;
            pos.push_back(std::stoi(v));
          }
        if (pos.size() != 3)
          return rules_error(file, sub.second.Mark(),
                             "'slice_bounds." + op + "' must be three argument positions [dim, start, end]",
                             lines);
        rs.slice_bounds_.push_back({op, pos[0], pos[1], pos[2]});
      }
    } else if (key == "view_layout") {
      if (auto err = detail::read_view_layouts(value, file, lines, rs.view_layouts_)) return *err;
    } else if (key == "stated_layout") {
      if (auto err = detail::read_stated_layouts(value, file, lines, rs.stated_layouts_)) return *err;
    } else if (key == "equivalent") {
      if (auto err = detail::read_equivalences(value, file, lines, rs.equivalences_)) return *err;
    } else if (key == "defaults_file") {
      auto defs = detail::read_defaults_file(value, file, lines);
      if (!defs) return defs.error();
      for (auto& [op, d] : *defs) rs.defaults_.insert_or_assign(std::move(op), std::move(d));
    } else if (key == "inplace_as_functional") {
      if (!value.IsScalar() || (value.Scalar() != "true" && value.Scalar() != "false"))
        return rules_error(file, value.Mark(), "'inplace_as_functional' must be true or false", lines);
      rs.inplace_as_functional_ = value.Scalar() == "true";
    } else {
      return rules_error(file, kv.first.Mark(),
                         "unknown key '" + key +
                             "' (expected transparent, view_like, view_like_when_size1, normal, commutative, "
                             "not_commutative, impure, pure, aliasing, fresh_layout, "
                             "label_args, ignore_args, slice_bounds, view_layout, stated_layout, equivalent, defaults_file, "
                             "inplace_as_functional)",
                         lines);
    }
  }
  return rs;
}

std::optional<std::string> find_rules_file(std::string_view name) {
  namespace fs = std::filesystem;
  std::vector<fs::path> dirs;
  if (const char* env = std::getenv("FXMATCH_RULES_DIR")) dirs.emplace_back(env);
  dirs.emplace_back(FXMATCH_INSTALLED_RULES_DIR);
  dirs.emplace_back(FXMATCH_SOURCE_RULES_DIR);
  for (const auto& d : dirs) {
    std::error_code ec;
    if (fs::is_regular_file(d / name, ec)) return (d / name).string();
  }
  return std::nullopt;
}

Expected<std::string> read_rules_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return Diagnostic{path, 0, 0, "cannot open rules file", ""};
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

Expected<RuleSet> RuleSet::load_file(const std::string& path) {
  auto text = read_rules_file(path);
  if (!text) return text.error();
  return parse(*text, path);
}

Expected<RuleSet> RuleSet::load_default() {
  if (auto path = find_rules_file("default.yaml")) return load_file(*path);
  return Diagnostic{"default.yaml", 0, 0,
                    "default rules not found (set FXMATCH_RULES_DIR to the folder holding default.yaml)", ""};
}

void RuleSet::merge(const RuleSet& other) {
  entries_.insert(entries_.end(), other.entries_.begin(), other.entries_.end());
  ignored_.insert(ignored_.end(), other.ignored_.begin(), other.ignored_.end());
  slice_bounds_.insert(slice_bounds_.end(), other.slice_bounds_.begin(), other.slice_bounds_.end());
  view_layouts_.insert(view_layouts_.end(), other.view_layouts_.begin(), other.view_layouts_.end());
  stated_layouts_.insert(stated_layouts_.end(), other.stated_layouts_.begin(), other.stated_layouts_.end());
  equivalences_.insert(equivalences_.end(), other.equivalences_.begin(), other.equivalences_.end());
  for (const auto& [op, d] : other.defaults_) defaults_.insert_or_assign(op, d);
  inplace_as_functional_ = other.inplace_as_functional_;
  sources_.insert(sources_.end(), other.sources_.begin(), other.sources_.end());
}

const ArgDefaults* RuleSet::arg_defaults(std::string_view op) const {
  auto it = defaults_.find(op);
  return it == defaults_.end() ? nullptr : &it->second;
}

const RuleSet::Entry* RuleSet::find(std::string_view list_prefix, std::string_view op) const {
  // Later entries override earlier ones: scan from the back.
  for (auto it = entries_.rbegin(); it != entries_.rend(); ++it) {
    if (std::string_view(it->list).substr(0, list_prefix.size()) != list_prefix) continue;
    if (glob_match(it->pattern, op)) return &*it;
  }
  return nullptr;
}

namespace {
bool in_dimension(const std::string& list, std::initializer_list<std::string_view> dim) {
  for (auto d : dim)
    if (list == d) return true;
  return false;
}
}  // namespace

OpClass RuleSet::op_class(std::string_view op) const {
  for (auto it = entries_.rbegin(); it != entries_.rend(); ++it) {
    if (!in_dimension(it->list, {"transparent", "view_like", "view_like_when_size1", "normal"})) continue;
    if (!glob_match(it->pattern, op)) continue;
    if (it->list == "transparent") return OpClass::Transparent;
    if (it->list == "view_like") return OpClass::ViewLike;
    if (it->list == "view_like_when_size1") return OpClass::ViewLikeWhenSize1;
    return OpClass::Normal;
  }
  return OpClass::Normal;
}

bool RuleSet::is_commutative(std::string_view op) const {
  for (auto it = entries_.rbegin(); it != entries_.rend(); ++it)
    if (in_dimension(it->list, {"commutative", "not_commutative"}) && glob_match(it->pattern, op))
      return it->list == "commutative";
  return false;
}

namespace {
// "aten.add_.Tensor" -> true. The op name is the second dotted component.
bool is_inplace_name(std::string_view op) {
  auto first = op.find('.');
  if (first == std::string_view::npos) return false;
  auto second = op.find('.', first + 1);
  std::string_view name = op.substr(first + 1, second == std::string_view::npos ? op.npos : second - first - 1);
  return name.size() > 1 && name.back() == '_' && name[name.size() - 2] != '_';
}
}  // namespace

bool RuleSet::is_aliasing(std::string_view op) const {
  if (op_class(op) == OpClass::ViewLike) return true;
  for (auto it = entries_.rbegin(); it != entries_.rend(); ++it)
    if (it->list == "aliasing" && glob_match(it->pattern, op)) return true;
  return false;
}

bool RuleSet::is_fresh_layout(std::string_view op) const {
  for (auto it = entries_.rbegin(); it != entries_.rend(); ++it)
    if (it->list == "fresh_layout" && glob_match(it->pattern, op)) return true;
  return false;
}

bool RuleSet::is_impure(std::string_view op) const {
  for (auto it = entries_.rbegin(); it != entries_.rend(); ++it)
    if (in_dimension(it->list, {"impure", "pure"}) && glob_match(it->pattern, op)) return it->list == "impure";
  return is_inplace_name(op);
}

const IgnoredArgs* RuleSet::ignored_args(std::string_view op) const {
  for (auto it = ignored_.rbegin(); it != ignored_.rend(); ++it)
    if (glob_match(it->op, op)) return &*it;
  return nullptr;
}

const SliceBounds* RuleSet::slice_bounds(std::string_view op) const {
  for (auto it = slice_bounds_.rbegin(); it != slice_bounds_.rend(); ++it)
    if (glob_match(it->op, op)) return &*it;
  return nullptr;
}

const ViewLayout* RuleSet::view_layout(std::string_view op) const {
  for (auto it = view_layouts_.rbegin(); it != view_layouts_.rend(); ++it)
    if (glob_match(it->op, op)) return &*it;
  return nullptr;
}

const StatedLayout* RuleSet::stated_layout(std::string_view op) const {
  for (auto it = stated_layouts_.rbegin(); it != stated_layouts_.rend(); ++it)
    if (glob_match(it->op, op)) return &*it;
  return nullptr;
}

LabelArgs RuleSet::label_args(std::string_view op) const {
  const Entry* e = find("label_args:", op);
  if (!e) return LabelArgs::All;
  if (e->list == "label_args:none") return LabelArgs::None;
  if (e->list == "label_args:none_when_shaped") return LabelArgs::NoneWhenShaped;
  return LabelArgs::All;
}

std::string RuleSet::matched_name(std::string_view op) const {
  std::string name(op);
  if (inplace_as_functional_ && is_inplace_name(name)) {
    auto first = name.find('.');
    auto second = name.find('.', first + 1);
    name.erase((second == std::string::npos ? name.size() : second) - 1, 1);
  }
  return name;
}

std::pair<std::string, std::optional<std::string>> RuleSet::canonical_op(std::string_view op) const {
  const std::string name = matched_name(op);
  for (auto it = equivalences_.rbegin(); it != equivalences_.rend(); ++it)
    if (it->when.empty() && glob_match(it->op, name)) return {it->as, it->args};
  return {name, std::nullopt};
}

const Equivalence* RuleSet::unconditional_equivalence(std::string_view op) const {
  const std::string name = matched_name(op);
  for (auto it = equivalences_.rbegin(); it != equivalences_.rend(); ++it)
    if (it->when.empty() && glob_match(it->op, name)) return &*it;
  return nullptr;
}

std::vector<const Equivalence*> RuleSet::conditional_equivalences(std::string_view op) const {
  const std::string name = matched_name(op);
  std::vector<const Equivalence*> out;
  for (auto it = equivalences_.rbegin(); it != equivalences_.rend(); ++it)
    if (!it->when.empty() && glob_match(it->op, name)) out.push_back(&*it);
  return out;
}

}  // namespace fxmatch
