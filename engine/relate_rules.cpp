// DerivativeRules: loader for rules/derivatives.yaml (see scripts/gen_derivatives.py).
#include "fxmatch/engine/relate.hpp"

#include <yaml-cpp/yaml.h>

namespace fxmatch {

namespace {

template <class T>
std::vector<T> seq(const YAML::Node& n) {
  std::vector<T> out;
  if (n && n.IsSequence())
    for (const auto& x : n) out.push_back(x.as<T>());
  return out;
}

}  // namespace

Expected<DerivativeRules> DerivativeRules::parse(std::string_view text, std::string_view file) {
  DerivativeRules r;
  try {
    YAML::Node root = YAML::Load(std::string(text));
    if (!root || !root.IsMap()) return r;
    YAML::Node d = root["derivatives"];
    if (!d) return r;
    if (!d.IsMap())
      return Diagnostic{std::string(file), d.Mark().line + 1, d.Mark().column + 1, "'derivatives' must be a map", ""};
    for (const auto& kv : d) {
      const auto op = kv.first.as<std::string>();
      const YAML::Node& v = kv.second;
      if (!v.IsMap())
        return Diagnostic{std::string(file), v.Mark().line + 1, v.Mark().column + 1,
                          "derivative template for '" + op + "' must be a map", ""};
      DerivativeTemplate t;
      t.args = seq<std::string>(v["args"]);
      t.tensors = seq<int>(v["tensors"]);
      t.outputs = seq<std::string>(v["outputs"]);
      t.diff = seq<int>(v["diff"]);
      t.saved = seq<std::string>(v["saved"]);
      t.emits = seq<std::string>(v["emits"]);
      t.direct = seq<std::string>(v["direct"]);
      t.direct_when = seq<std::string>(v["direct_when"]);
      t.empty = v["empty"] && v["empty"].as<bool>();
      t.through = seq<int>(v["through"]);
      t.reading_emits = seq<std::string>(v["reading_emits"]);
      t.reading_known = static_cast<bool>(v["reading_emits"]);
      t.bcast = !v["bcast"] || v["bcast"].as<bool>();
      t.sum_to_only = v["sum_to_only"] && v["sum_to_only"].as<bool>();
      t.grad_ops = seq<std::string>(v["grad_ops"]);
      if (const YAML::Node reads = v["reads"]; reads && reads.IsSequence())
        for (const auto& x : reads) t.reads.push_back(seq<std::string>(x));
      if (const YAML::Node d = v["direct_of"]; d && d.IsSequence())
        for (const auto& x : d) t.direct_of.push_back(seq<std::string>(x));
      t.scaled = seq<std::string>(v["scaled"]);
      t.once = seq<std::string>(v["once"]);
      if (const YAML::Node d = v["emits_of"]; d && d.IsSequence())
        for (const auto& x : d) t.emits_of.push_back(seq<std::string>(x));
      r.ops_[op] = std::move(t);
    }
  } catch (const YAML::Exception& e) {
    return Diagnostic{std::string(file), e.mark.line + 1, e.mark.column + 1, e.msg, ""};
  }
  return r;
}

Expected<DerivativeRules> DerivativeRules::load_file(const std::string& path) {
  auto text = read_rules_file(path);
  if (!text) return text.error();
  return parse(*text, path);
}

Expected<DerivativeRules> DerivativeRules::load_default() {
  if (auto path = find_rules_file("derivatives.yaml")) return load_file(*path);
  return Diagnostic{"derivatives.yaml", 0, 0,
                    "derivative templates not found (set FXMATCH_RULES_DIR to the folder holding derivatives.yaml)",
                    ""};
}

void DerivativeRules::merge(const DerivativeRules& other) {
  for (const auto& [k, v] : other.ops_) ops_[k] = v;
}

const DerivativeTemplate* DerivativeRules::find(std::string_view op) const {
  if (auto it = ops_.find(op); it != ops_.end()) return &it->second;
  // in-place -> functional: aten.relu_.default -> aten.relu.default
  const auto a = op.find('.');
  const auto b = op.find('.', a + 1);
  if (a == std::string_view::npos || b == std::string_view::npos) return nullptr;
  std::string_view base = op.substr(a + 1, b - a - 1);
  if (base.size() > 1 && base.back() == '_' && base[base.size() - 2] != '_') {
    std::string f = std::string(op.substr(0, a + 1)) + std::string(base.substr(0, base.size() - 1)) +
                    std::string(op.substr(b));
    if (auto it = ops_.find(f); it != ops_.end()) return &it->second;
  }
  // functionalized -> mutating form: autograd runs before functionalization, so
  // aten._native_batch_norm_legit_functional.default differentiates as
  // aten._native_batch_norm_legit.default; its extra outputs (the updated
  // running stats) are not in the template's outputs, so not differentiable
  constexpr std::string_view kFunctional = "_functional";
  if (base.size() > kFunctional.size() && base.substr(base.size() - kFunctional.size()) == kFunctional) {
    std::string f = std::string(op.substr(0, a + 1)) + std::string(base.substr(0, base.size() - kFunctional.size())) +
                    std::string(op.substr(b));
    if (auto it = ops_.find(f); it != ops_.end()) return &it->second;
  }
  return nullptr;
}

}  // namespace fxmatch
