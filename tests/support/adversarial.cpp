// Generators of adversarial pattern/target pairs (see adversarial.hpp).
#include "adversarial.hpp"

#include <string>

namespace fxmatch::testing {

namespace {

/// Graph code with `inputs` placeholders x0..x{n-1}; `body` lines already
/// indented; returns `ret`.
std::string code(int inputs, const std::string& body, const std::string& ret) {
  std::string s = "def forward(self";
  for (int i = 0; i < inputs; ++i) s += ", x" + std::to_string(i);
  return s + "):\n" + body + "    return " + ret + "\n";
}

std::string op(const std::string& name, const std::string& target, const std::string& args) {
  return "    " + name + " = torch.ops.aten." + target + "(" + args + ")\n";
}

const char* const kCycle[] = {"relu.default", "sigmoid.default", "tanh.default"};

/// One block on input x{b}: depth ops; `odd` (>= 0) replaces the op at that
/// depth by exp (the near-subgraph twist). Returns the last name.
std::string block(std::string& body, int b, int depth, int odd) {
  std::string prev = "x" + std::to_string(b);
  for (int d = 0; d < depth; ++d) {
    const std::string name = "b" + std::to_string(b) + "_" + std::to_string(d);
    if (d == odd) body += op(name, "exp.default", prev);
    else if (d % 4 == 3) body += op(name, "add.Tensor", prev + ", x" + std::to_string(b));
    else body += op(name, kCycle[d % 3], prev);
    prev = name;
  }
  return prev;
}

std::string tuple(const std::vector<std::string>& names) {
  std::string s = "(";
  for (const auto& n : names) s += n + ", ";
  return s + ")";
}

AdversarialCase blocks_case(const char* name, int blocks, int depth, bool twist) {
  AdversarialCase c{name, "", ""};
  std::string pbody, tbody;
  std::vector<std::string> pout, tout;
  for (int b = 0; b < blocks; ++b) pout.push_back(block(pbody, b, depth, -1));
  const int target_blocks = twist ? blocks : 2 * blocks;
  for (int b = 0; b < target_blocks; ++b) tout.push_back(block(tbody, b, depth, twist ? 1 + b % (depth - 1) : -1));
  c.pattern = code(blocks, pbody, tuple(pout));
  c.target = code(target_blocks, tbody, tuple(tout));
  return c;
}

}  // namespace

AdversarialCase symmetric_blocks(int blocks, int depth) { return blocks_case("symmetric_blocks", blocks, depth, false); }

AdversarialCase near_subgraph(int blocks, int depth) { return blocks_case("near_subgraph", blocks, depth, true); }

AdversarialCase wide_fan_in(int width) {
  auto side = [](int n) {
    std::string body;
    std::vector<std::string> level;
    for (int i = 0; i < n; ++i) {
      const std::string r = "r" + std::to_string(i);
      body += op(r, "relu.default", "x" + std::to_string(i));
      level.push_back(r);
    }
    int k = 0;
    while (level.size() > 1) {  // a balanced tree of commutative adds
      std::vector<std::string> next;
      for (std::size_t i = 0; i + 1 < level.size(); i += 2) {
        const std::string a = "a" + std::to_string(k++);
        body += op(a, "add.Tensor", level[i] + ", " + level[i + 1]);
        next.push_back(a);
      }
      if (level.size() % 2 == 1) next.push_back(level.back());
      level = std::move(next);
    }
    body += op("total", "sum.default", level.front());
    return code(n, body, "(total, )");
  };
  return AdversarialCase{"wide_fan_in", side(width), side(width + width / 2)};
}

AdversarialCase one_sided_view_chains(int chains, int length) {
  std::string pbody, tbody;
  std::vector<std::string> pends, tends;
  for (int c = 0; c < chains; ++c) {
    std::string prev = "x" + std::to_string(c);
    for (int i = 0; i < length; ++i) {
      const std::string v = "v" + std::to_string(c) + "_" + std::to_string(i);
      pbody += op(v, "view.default", prev + ", [-1]");
      prev = v;
    }
    pends.push_back(prev);
    tends.push_back("x" + std::to_string(c));
  }
  auto tail = [](std::string& body, const std::vector<std::string>& ends) {
    std::string acc = ends.front();
    for (std::size_t i = 1; i < ends.size(); ++i) {
      const std::string m = "m" + std::to_string(i);
      body += op(m, "mul.Tensor", acc + ", " + ends[i]);
      acc = m;
    }
    return "(" + acc + ", )";
  };
  const std::string pret = tail(pbody, pends), tret = tail(tbody, tends);
  return AdversarialCase{"one_sided_view_chains", code(chains, pbody, pret), code(chains, tbody, tret)};
}

std::vector<AdversarialCase> adversarial_cases() {
  return {symmetric_blocks(200, 12), wide_fan_in(2000), one_sided_view_chains(50, 200), near_subgraph(200, 12)};
}

}  // namespace fxmatch::testing
