// Relate test cases read from captures: a forward/backward pair under
// tests/data (the zoo, or tests/data/relate: real captures kept as test cases),
// related with the backward renamed, and counted against its truth file.
#pragma once

#include "fxmatch/engine/relate.hpp"
#include "fxmatch/engine/rename.hpp"
#include "fxmatch/parsers/parse.hpp"
#include "fxmatch/rules/rules.hpp"
#include "support/support.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdint>
#include <map>
#include <utility>
#include <vector>
#include <optional>
#include <string>

namespace fxmatch::testing {

struct Env {
  RuleSet rules = *RuleSet::load_default();
  DerivativeRules ders = *DerivativeRules::load_default();
};

// A zoo pair related without the joint, the backward renamed (names are only
// reported): `<dir>/fwd.<fmt>` against `<dir>/<bwd>.<fmt>`, dir under
// tests/data/<root> (the zoo, or `relate`: real captures kept as test cases).
struct ZooRelated {
  Graph f;
  RenamedGraph rb;
  RelateResult r;
};
inline std::optional<ZooRelated> relate_zoo(const Env& env, const std::string& model, const std::string& bwd,
                                     const std::string& fmt, std::uint64_t seed, const std::string& root = "zoo") {
  const std::string dir = FXMATCH_TEST_DATA_DIR "/" + root + "/" + model + "/";
  auto f = parse_file(dir + "fwd." + fmt);
  auto b = parse_file(dir + bwd + "." + fmt);
  if (!f || !b) return std::nullopt;
  ZooRelated z{std::move(*f), rename_variables(*b, seed), {}};
  z.r = relate(z.f, z.rb.graph, nullptr, env.rules, env.ders);
  return z;
}

inline nlohmann::json zoo_truth(const std::string& model, const std::string& file, const std::string& root = "zoo") {
  return nlohmann::json::parse(fxmatch::testing::read_file(FXMATCH_TEST_DATA_DIR "/" + root + "/" + model + "/" + file));
}

/// How many of z's answers the truth file agrees with (saved: its answer or one
/// of its bitwise-equal alternatives; grads: the parameters with a gradient in the truth).
struct Right {
  std::size_t saved = 0, grad_of = 0, grads = 0, grads_total = 0;
};
inline Right right_answers(const ZooRelated& z, const nlohmann::json& truth) {
  Right n;
  for (const auto& s : z.r.saved) {
    const std::string bn = z.rb.original[s.backward];
    if (s.forward == kNoVertex || !truth["saved"].contains(bn)) continue;
    // like `fxmatch batch`: the truth's bitwise-equal alternatives count too
    const std::string fn = z.f.node(s.forward).name.str();
    bool ok = truth["saved"][bn] == fn;
    if (truth.contains("saved_alternatives") && truth["saved_alternatives"].contains(bn))
      for (const auto& a : truth["saved_alternatives"][bn]) ok = ok || a == fn;
    n.saved += ok;
  }
  for (auto [x, y] : z.r.grad_of) {
    const std::string bn = z.rb.original[x];
    n.grad_of += truth["grad_of"].contains(bn) && truth["grad_of"][bn] == z.f.node(y).name.str();
  }
  for (auto [f, b] : z.r.grads) {
    const std::string fn = z.f.node(f).name.str();
    n.grads += truth["grads"].contains(fn) && truth["grads"][fn].is_string() && truth["grads"][fn] == z.rb.original[b];
  }
  for (const auto& [k, v] : truth["grads"].items()) n.grads_total += v.is_string();
  return n;
}

/// A kept capture (tests/data/relate/<name>: fwd and bwd in `gm.code`, the
/// truth from PyTorch) related without the joint, backward renamed: every
/// saved, grad_of and grads answer right, and `grads_total` parameters graded;
/// `grad_of_missed` names exactly how many grad_of answers are known misses;
/// `bwd` and `truth_file` pick another backward of the capture (a subset's).
inline void expect_all_right(const char* name, std::uint64_t seed, std::size_t grads_total,
                             std::size_t grad_of_missed = 0, const char* bwd = "bwd",
                             const char* truth_file = "relate.json", const char* fmt = "code.py") {
  Env env;
  const auto truth = zoo_truth(name, truth_file, "relate");
  auto z = relate_zoo(env, name, bwd, fmt, seed, "relate");
  ASSERT_TRUE(z);
  const Right n = right_answers(*z, truth);
  EXPECT_EQ(n.saved, truth["saved"].size());
  EXPECT_EQ(n.grad_of + grad_of_missed, truth["grad_of"].size());
  EXPECT_EQ(n.grads, n.grads_total);
  EXPECT_EQ(n.grads_total, grads_total);
}

/// relate --joint on a kept capture (`gm.code`: fwd, `bwd`, joint), the
/// backward renamed; nullopt where a file does not parse.
inline std::optional<ZooRelated> relate_kept_with_joint(const Env& env, const std::string& name,
                                                        const std::string& bwd, std::uint64_t seed) {
  const std::string dir = std::string(FXMATCH_TEST_DATA_DIR "/relate/") + name + "/";
  auto f = parse_file(dir + "fwd.code.py");
  auto b = parse_file(dir + bwd + ".code.py");
  auto j = parse_file(dir + "joint.code.py");
  if (!f || !b || !j) return std::nullopt;
  ZooRelated z{std::move(*f), rename_variables(*b, seed), {}};
  z.r = relate(z.f, z.rb.graph, &*j, env.rules, env.ders);
  return z;
}

/// expect_all_right with the kept capture's `joint.code.py` (relate --joint).
inline void expect_all_right_with_joint(const char* name, std::uint64_t seed) {
  Env env;
  auto rel = relate_kept_with_joint(env, name, "bwd", seed);
  ASSERT_TRUE(rel);
  const ZooRelated& z = *rel;
  const auto truth = zoo_truth(name, "relate.json", "relate");
  const Right n = right_answers(z, truth);
  EXPECT_EQ(n.saved, truth["saved"].size());
  EXPECT_EQ(n.grad_of, truth["grad_of"].size());
  EXPECT_EQ(n.grads, n.grads_total);
}

/// relate() on a hand-written pair, the backward renamed: every answer by the
/// backward's original names (saved: "" for no forward node).
struct Answers {
  std::map<std::string, std::string> grad_of, grad_of_how, saved;
  std::vector<std::pair<std::string, std::string>> recomputed;
};
inline Answers relate_renamed(const Env& env, const Graph& f, const Graph& b, std::uint64_t seed) {
  const RenamedGraph rb = rename_variables(b, seed);
  const RelateResult r = relate(f, rb.graph, nullptr, env.rules, env.ders);
  Answers a;
  for (auto [x, y] : r.grad_of) a.grad_of[rb.original[x]] = f.node(y).name.str();
  for (const auto& [x, h] : r.grad_of_how) a.grad_of_how[rb.original[x]] = h;
  for (const auto& s : r.saved) a.saved[rb.original[s.backward]] = s.forward == kNoVertex ? "" : f.node(s.forward).name.str();
  for (auto [x, y] : r.recomputed) a.recomputed.push_back({rb.original[x], f.node(y).name.str()});
  return a;
}

inline bool contains(const std::vector<std::string>& v, const char* x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

/// grad_of answers that claim template or joint and that the truth contradicts.
inline std::size_t wrong_sure_grad_of(const ZooRelated& z, const nlohmann::json& truth) {
  std::size_t n = 0;
  for (auto [x, y] : z.r.grad_of) {
    const std::string bn = z.rb.original[x];
    const auto h = z.r.grad_of_how.find(x);
    const bool sure = h != z.r.grad_of_how.end() && (h->second == "template" || h->second == "joint");
    if (sure && truth["grad_of"].contains(bn) && truth["grad_of"][bn] != z.f.node(y).name.str()) {
      ++n;
      ADD_FAILURE() << bn << " -> " << z.f.node(y).name.str() << " claims " << h->second;
    }
  }
  return n;
}

/// A kept capture related without the joint, backward renamed: no grad_of
/// answer is wrong while claiming `template` or `joint`.
inline void expect_none_wrong_while_sure(const char* name, std::uint64_t seed, const char* bwd = "bwd",
                                         const char* truth_file = "relate.json", const char* fmt = "code.py") {
  Env env;
  const auto truth = zoo_truth(name, truth_file, "relate");
  auto z = relate_zoo(env, name, bwd, fmt, seed, "relate");
  ASSERT_TRUE(z);
  EXPECT_EQ(wrong_sure_grad_of(*z, truth), 0u);
}

/// relate() on a kept capture (`gm.code`, renamed): every returned gradient
/// given its parameter, and at least `saved` / `grad_of` answers right,
/// none of the grad_of answers wrong while claiming joint or template.
inline void expect_grads_right_at_least(const char* name, std::uint64_t seed, std::size_t grads_total,
                                        std::size_t saved, std::size_t grad_of) {
  Env env;
  const auto truth = zoo_truth(name, "relate.json", "relate");
  auto z = relate_zoo(env, name, "bwd", "code.py", seed, "relate");
  ASSERT_TRUE(z);
  const Right n = right_answers(*z, truth);
  EXPECT_EQ(n.grads, n.grads_total);
  EXPECT_EQ(n.grads_total, grads_total);
  EXPECT_GE(n.saved, saved);
  EXPECT_GE(n.grad_of, grad_of);
  EXPECT_EQ(wrong_sure_grad_of(*z, truth), 0u);
}

/// saved answers that claim template or joint and that the truth (with its
/// bitwise-equal alternatives) contradicts.
inline std::size_t wrong_sure_saved(const ZooRelated& z, const nlohmann::json& truth) {
  std::size_t n = 0;
  for (const auto& s : z.r.saved) {
    const std::string bn = z.rb.original[s.backward];
    if (s.forward == kNoVertex || !truth["saved"].contains(bn) || (s.how != "template" && s.how != "joint")) continue;
    const std::string fn = z.f.node(s.forward).name.str();
    bool ok = truth["saved"][bn] == fn;
    if (truth.contains("saved_alternatives") && truth["saved_alternatives"].contains(bn))
      for (const auto& a : truth["saved_alternatives"][bn]) ok = ok || a == fn;
    if (!ok) {
      ++n;
      ADD_FAILURE() << bn << " -> " << fn << " claims " << s.how;
    }
  }
  return n;
}

/// A kept capture related without the joint, backward renamed: neither a
/// saved nor a grad_of answer is wrong while claiming `template` or `joint`.
inline void expect_no_answer_wrong_while_sure(const char* name, std::uint64_t seed, const char* bwd,
                                              const char* truth_file, const char* fmt) {
  Env env;
  const auto truth = zoo_truth(name, truth_file, "relate");
  auto z = relate_zoo(env, name, bwd, fmt, seed, "relate");
  ASSERT_TRUE(z);
  EXPECT_EQ(wrong_sure_grad_of(*z, truth), 0u);
  EXPECT_EQ(wrong_sure_saved(*z, truth), 0u);
}

/// relate --joint on a kept capture (`gm.code`), the backward renamed: at
/// least `saved` / `grad_of` answers right, and neither a saved nor a grad_of
/// answer wrong while claiming `template` or `joint`.
inline void expect_with_joint_at_least(const char* name, std::uint64_t seed, std::size_t saved, std::size_t grad_of) {
  Env env;
  auto rel = relate_kept_with_joint(env, name, "bwd", seed);
  ASSERT_TRUE(rel);
  const auto truth = zoo_truth(name, "relate.json", "relate");
  const Right n = right_answers(*rel, truth);
  EXPECT_GE(n.saved, saved);
  EXPECT_GE(n.grad_of, grad_of);
  EXPECT_EQ(wrong_sure_grad_of(*rel, truth), 0u);
  EXPECT_EQ(wrong_sure_saved(*rel, truth), 0u);
}

}  // namespace fxmatch::testing
