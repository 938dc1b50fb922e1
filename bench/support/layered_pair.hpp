// The generated repeated-layer pair of the scaling benchmarks (moved here from
// bench/scaling.cpp so bench/e2e.cpp and bench/output.cpp use the same graphs).
//
// Target: a joint fwd+bwd graph of L identical transformer-like layers
// (mm, add, native_layer_norm + getitem, mul with a duplicate operand,
// softmax, relu, a detach chain saved for backward, residual add), a sum loss
// and the backward. Pattern: the backward alone, as make_fx prints a pure
// backward graph (loss a placeholder, saved values get_attr constants).
// The planted truth: an op maps to the node of the same name, a constant to
// the forward node it stands for (or that node's detach source).
#pragma once

#include "support/builder.hpp"

#include <algorithm>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

namespace fxmatch::bench {

using fxmatch::testing::GraphBuilder;

struct Pair {
  Graph pattern, target;
  /// pattern name -> acceptable target names
  std::unordered_map<std::string, std::vector<std::string>> truth;
};

/// Emits each node into the joint graph and, for backward nodes, into the
/// pattern, turning forward values the backward reads into get_attr leaves.
class PairBuilder {
 public:
  void fwd(const std::string& name, const std::string& target, const std::vector<std::string>& args,
           const std::string& meta) {
    joint_.op(name, target, args, meta);
    meta_[name] = meta;
  }
  void param(const std::string& name, const std::string& meta) {
    joint_.placeholder(name, meta);
    meta_[name] = meta;
  }
  /// A detach of `src`; its first non-detach source is also accepted as truth.
  void detach(const std::string& name, const std::string& src) {
    joint_.op(name, "aten.detach.default", {src}, meta_[src]);
    meta_[name] = meta_[src];
    source_[name] = source_.count(src) ? source_[src] : src;
  }
  void bwd(const std::string& name, const std::string& target, std::vector<std::string> args,
           const std::string& meta) {
    joint_.op(name, target, args, meta);
    for (auto& a : args) {
      if (!meta_.count(a) || bwd_names_.count(a)) continue;  // literal, or a backward value
      auto it = leaf_.find(a);
      if (it == leaf_.end()) {
        const std::string leaf = a == loss_ ? "loss_1" : "_tensor_constant" + std::to_string(leaf_.size());
        if (a == loss_) pattern_.placeholder(leaf, meta_[a]);
        else pattern_.get_attr(leaf, meta_[a]);
        std::vector<std::string> ok{a};
        if (source_.count(a)) ok.push_back(source_[a]);  // a detach: its source holds the same value
        pair_.truth[leaf] = ok;
        it = leaf_.emplace(a, leaf).first;
      }
      a = it->second;
    }
    pattern_.op(name, target, args, meta);
    pair_.truth[name] = {name};
    bwd_names_.insert(name);
    meta_[name] = meta;
  }
  void set_loss(const std::string& name) { loss_ = name; }
  Pair finish(const std::vector<std::string>& joint_out, const std::vector<std::string>& bwd_out) {
    joint_.output(joint_out);
    pattern_.output(bwd_out);
    pair_.target = joint_.build();
    pair_.pattern = pattern_.build();
    return std::move(pair_);
  }
  void reserve(std::size_t n) {
    joint_.graph().reserve(n);
    pattern_.graph().reserve(n);
  }

 private:
  GraphBuilder joint_, pattern_;
  Pair pair_;
  std::unordered_map<std::string, std::string> meta_, leaf_, source_;
  std::set<std::string> bwd_names_;
  std::string loss_;
};

constexpr int kJointNodesPerLayer = 31;

inline Pair generate(std::size_t nodes) {
  const int layers = std::max<int>(1, static_cast<int>(nodes / kJointNodesPerLayer));
  const std::string X = "f32[64, 128]", W = "f32[128, 128]", V = "f32[128]", S = "f32[64, 1]";
  PairBuilder b;
  b.reserve(static_cast<std::size_t>(layers) * kJointNodesPerLayer + 16);
  b.param("x_in", X);
  std::string x = "x_in";
  struct Saved {
    std::string x, w, gamma, beta, add, ln0, ln1, ln2, sm, det;
  };
  std::vector<Saved> saved;
  for (int i = 0; i < layers; ++i) {
    const std::string k = "_" + std::to_string(i);
    Saved s;
    s.x = x;
    s.w = "w" + k, s.gamma = "gamma" + k, s.beta = "beta" + k;
    b.param(s.w, W);
    b.param("b" + k, V);
    b.param(s.gamma, V);
    b.param(s.beta, V);
    b.fwd("t" + k, "aten.t.default", {s.w}, W);
    b.fwd("mm" + k, "aten.mm.default", {x, "t" + k}, X);
    s.add = "add" + k;
    b.fwd(s.add, "aten.add.Tensor", {"mm" + k, "b" + k}, X);
    b.fwd("ln" + k, "aten.native_layer_norm.default", {s.add, "[128]", s.gamma, s.beta, "1e-05"}, "");
    s.ln0 = "ln0" + k, s.ln1 = "ln1" + k, s.ln2 = "ln2" + k;
    b.fwd(s.ln0, "operator.getitem", {"ln" + k, "0"}, X);
    b.fwd(s.ln1, "operator.getitem", {"ln" + k, "1"}, S);
    b.fwd(s.ln2, "operator.getitem", {"ln" + k, "2"}, S);
    b.fwd("sq" + k, "aten.mul.Tensor", {s.ln0, s.ln0}, X);  // duplicate operand
    s.sm = "sm" + k;
    b.fwd(s.sm, "aten._softmax.default", {"sq" + k, "-1", "False"}, X);
    b.fwd("relu" + k, "aten.relu.default", {s.sm}, X);
    b.detach("det" + k, "relu" + k);
    s.det = "det2" + k;
    b.detach(s.det, "det" + k);
    b.fwd("res" + k, "aten.add.Tensor", {"relu" + k, x}, X);
    x = "res" + k;
    saved.push_back(s);
  }
  b.fwd("loss", "aten.sum.default", {x}, "f32[]");
  b.set_loss("loss");
  b.bwd("ones", "aten.ones_like.default", {"loss"}, "f32[]");
  b.bwd("g_out", "aten.expand.default", {"ones", "[64, 128]"}, X);
  std::string g = "g_out";
  std::vector<std::string> grads;
  for (int i = layers - 1; i >= 0; --i) {
    const std::string k = "_" + std::to_string(i) + "_b";
    const Saved& s = saved[static_cast<std::size_t>(i)];
    b.bwd("tb" + k, "aten.threshold_backward.default", {g, s.det, "0"}, X);
    b.bwd("smb" + k, "aten._softmax_backward_data.default", {"tb" + k, s.sm, "-1", "torch.float32"}, X);
    b.bwd("m1" + k, "aten.mul.Tensor", {"smb" + k, s.ln0}, X);
    b.bwd("gln" + k, "aten.add.Tensor", {"m1" + k, "m1" + k}, X);  // duplicate operand
    b.bwd("lnb" + k, "aten.native_layer_norm_backward.default",
          {"gln" + k, s.add, "[128]", s.ln1, s.ln2, s.gamma, s.beta, "[True, True, True]"}, "");
    b.bwd("lnb0" + k, "operator.getitem", {"lnb" + k, "0"}, X);
    b.bwd("lnb1" + k, "operator.getitem", {"lnb" + k, "1"}, V);
    b.bwd("lnb2" + k, "operator.getitem", {"lnb" + k, "2"}, V);
    b.bwd("gb" + k, "aten.sum.dim_IntList", {"lnb0" + k, "[0]", "True"}, "f32[1, 128]");
    b.bwd("gbv" + k, "aten.view.default", {"gb" + k, "[128]"}, V);
    b.bwd("tg" + k, "aten.t.default", {"lnb0" + k}, "f32[128, 64]");
    b.bwd("gw" + k, "aten.mm.default", {"tg" + k, s.x}, W);
    b.bwd("gx" + k, "aten.mm.default", {"lnb0" + k, s.w}, X);
    b.bwd("gres" + k, "aten.add.Tensor", {"gx" + k, g}, X);
    g = "gres" + k;
    for (const char* n : {"gw", "gbv", "lnb1", "lnb2"}) grads.push_back(n + k);
  }
  grads.push_back(g);
  std::vector<std::string> joint_out = grads;
  joint_out.push_back("loss");
  return b.finish(joint_out, grads);
}

}  // namespace fxmatch::bench
