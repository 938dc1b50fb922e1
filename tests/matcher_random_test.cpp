// Seeded differential test of the matcher against a brute-force oracle on
// small random graphs with a planted pattern (Glasgow's
// random_homomorphism_test.cc style). Covers duplicate operands, multi-output
// ops (getitem), one saved value appearing as several pattern leaves, and
// repeated labels. The seed is printed on failure.
#include "fxmatch/engine/matcher.hpp"

#include "support/builder.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>
#include <set>

namespace fxmatch {
namespace {

using testing::GraphBuilder;

struct OpSpec {
  std::string name, target;
  std::vector<std::string> args;  // names of producers, or literal index for getitem
  std::string meta;
};

struct Random {
  explicit Random(unsigned seed) : rng(seed) {}
  int uniform(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }
  bool chance(double p) { return std::bernoulli_distribution(p)(rng); }
  std::mt19937 rng;
};

struct Planted {
  Graph target, pattern;
  std::map<std::string, std::string> truth;  // pattern name -> target name (the planted mapping)
};

Planted make_case(unsigned seed) {
  Random r(seed);
  std::vector<OpSpec> tops;
  std::vector<std::string> values;  // tensor-valued nodes usable as producers
  std::set<std::pair<std::string, std::vector<std::string>>> seen;
  GraphBuilder tb;
  const int leaves = r.uniform(1, 3);
  for (int i = 0; i < leaves; ++i) {
    tb.placeholder("x" + std::to_string(i), "f32[4]");
    values.push_back("x" + std::to_string(i));
  }
  const char* labels[] = {"aten.opa.default", "aten.opb.default", "aten.opc.default"};
  const int ops = r.uniform(4, 16);
  for (int i = 0; i < ops; ++i) {
    OpSpec s;
    s.name = "t" + std::to_string(i);
    if (r.chance(0.15)) {
      s.target = "aten.split2.default";
      s.args = {values[r.uniform(0, static_cast<int>(values.size()) - 1)]};
      if (!seen.insert({s.target, s.args}).second) continue;
      tb.op(s.name, s.target, s.args);
      for (int k = 0; k < 2; ++k) {
        std::string g = s.name + "_" + std::to_string(k);
        tb.op(g, "operator.getitem", {s.name, std::to_string(k)}, "f32[4]");
        tops.push_back({g, "operator.getitem", {s.name, std::to_string(k)}, "f32[4]"});
        values.push_back(g);
      }
      tops.insert(tops.end() - 2, s);
      continue;
    }
    s.target = labels[r.uniform(0, 1 + (seed % 2))];
    const int arity = r.uniform(1, 2);
    for (int a = 0; a < arity; ++a) {
      // Duplicate operands on purpose now and then.
      if (a == 1 && r.chance(0.25)) s.args.push_back(s.args[0]);
      else s.args.push_back(values[r.uniform(0, static_cast<int>(values.size()) - 1)]);
    }
    if (!seen.insert({s.target, s.args}).second) continue;  // no value-numbered duplicates
    s.meta = "f32[4]";
    tb.op(s.name, s.target, s.args, s.meta);
    tops.push_back(s);
    values.push_back(s.name);
  }
  tb.output({values.back()});

  // Plant: an input-closed part of the target's op nodes.
  std::map<std::string, const OpSpec*> by_name;
  for (const auto& s : tops) by_name[s.name] = &s;
  std::set<std::string> chosen;
  std::vector<std::string> stack;
  for (int roots = r.uniform(1, 2); roots > 0; --roots) {
    const auto& root = tops[r.uniform(0, static_cast<int>(tops.size()) - 1)];
    stack.push_back(root.name);
  }
  while (!stack.empty()) {
    std::string n = stack.back();
    stack.pop_back();
    if (!chosen.insert(n).second) continue;
    const OpSpec& s = *by_name[n];
    for (std::size_t a = 0; a < s.args.size(); ++a) {
      if (s.target == "operator.getitem" && a == 1) break;
      const std::string& q = s.args[a];
      if (!by_name.count(q)) continue;
      const bool must = s.target == "operator.getitem";
      if (must || r.chance(0.7)) stack.push_back(q);
    }
  }
  Planted out;
  out.target = tb.build();
  GraphBuilder pb;
  std::map<std::string, std::string> pname;  // target op name -> pattern name
  int next_leaf = 0;
  for (const auto& s : tops) {  // target order is a topological order
    if (!chosen.count(s.name)) continue;
    std::vector<std::string> args;
    for (std::size_t a = 0; a < s.args.size(); ++a) {
      const std::string& q = s.args[a];
      if (s.target == "operator.getitem" && a == 1) {
        args.push_back(q);
      } else if (pname.count(q)) {
        args.push_back(pname[q]);
      } else {
        // A saved value: a fresh constant per use now and then (one saved
        // tensor appearing as several constants), else shared.
        std::string leaf = "c" + std::to_string(next_leaf++);
        pb.get_attr(leaf, "f32[4]");
        out.truth[leaf] = q;
        args.push_back(leaf);
        if (!r.chance(0.4)) pname[q] = leaf;  // reuse it for later uses
      }
    }
    std::string name = "p" + std::to_string(r.uniform(0, 1 << 20)) + "_" + s.name.substr(1);
    pb.op(name, s.target, args, s.meta);
    pname[s.name] = name;
    out.truth[name] = s.name;
  }
  pb.output({});
  out.pattern = pb.build();
  return out;
}

// All complete, consistent mappings (pattern node -> target node), by brute force.
std::vector<std::map<VertexId, VertexId>> oracle(const Graph& p, const Graph& t) {
  std::vector<VertexId> pops, tops;
  for (VertexId v = 0; v < p.size(); ++v)
    if (p.node(v).kind == NodeKind::CallFunction) pops.push_back(v);
  for (VertexId v = 0; v < t.size(); ++v)
    if (t.node(v).kind == NodeKind::CallFunction) tops.push_back(v);
  std::vector<std::map<VertexId, VertexId>> found;
  std::map<VertexId, VertexId> f;
  std::set<VertexId> used;
  auto same_label = [&](VertexId a, VertexId b) {
    const Node& x = p.node(a);
    const Node& y = t.node(b);
    if (x.target != y.target || x.meta != y.meta || x.getitem_index != y.getitem_index) return false;
    return p.producers(a).size() == t.producers(b).size();
  };
  std::function<void(std::size_t)> rec = [&](std::size_t i) {
    if (found.size() >= 1000) return;
    if (i == pops.size()) {
      found.push_back(f);
      return;
    }
    const VertexId pv = pops[i];
    for (VertexId tv : tops) {
      if (used.count(tv) || !same_label(pv, tv)) continue;
      auto pp = p.producers(pv);
      auto tp = t.producers(tv);
      std::map<VertexId, VertexId> added;
      bool ok = true;
      for (std::size_t s = 0; ok && s < pp.size(); ++s) {
        auto it = f.find(pp[s]);
        if (it != f.end()) ok = it->second == tp[s];
        else if (auto a = added.find(pp[s]); a != added.end()) ok = a->second == tp[s];
        else if (p.node(pp[s]).kind == NodeKind::CallFunction) ok = false;  // producers come first
        else added[pp[s]] = tp[s];
      }
      if (!ok) continue;
      f[pv] = tv;
      used.insert(tv);
      for (auto& [k, v] : added) f[k] = v;
      rec(i + 1);
      for (auto& [k, v] : added) f.erase(k);
      used.erase(tv);
      f.erase(pv);
    }
  };
  rec(0);
  return found;
}

TEST(MatcherRandom, AgreesWithBruteForceOracle) {
  auto rules = RuleSet::load_default();
  ASSERT_TRUE(rules.ok());
  int checked = 0, ambiguous = 0;
  for (unsigned seed = 1; seed <= 5000; ++seed) {
    Planted c = make_case(seed);
    auto all = oracle(c.pattern, c.target);
    ASSERT_FALSE(all.empty()) << "seed " << seed << ": the planted mapping must be found by the oracle";
    ambiguous += all.size() > 1;
    auto r = match(c.pattern, c.target, *rules);
    std::map<VertexId, VertexId> got;
    for (const auto& m : r.nodes) {
      ASSERT_NE(m.target, kNoVertex) << "seed " << seed << ": pattern node " << c.pattern.node(m.pattern).name
                                     << " unmatched: " << m.reason << "\n" << dump(c.pattern) << "--\n"
                                     << dump(c.target);
      got[m.pattern] = m.target;
    }
    EXPECT_TRUE(std::find(all.begin(), all.end(), got) != all.end())
        << "seed " << seed << ": the matcher's mapping is not a valid complete mapping\n"
        << dump(c.pattern) << "--\n" << dump(c.target);
    ++checked;
  }
  EXPECT_EQ(checked, 5000);
  EXPECT_GT(ambiguous, 0) << "the generator should produce some truly ambiguous cases";
}

}  // namespace
}  // namespace fxmatch
