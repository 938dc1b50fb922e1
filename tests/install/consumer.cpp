// Parses two graphs given as text and prints the mapping of a detach chain:
// the saved constant must be reported as the real producer.
#include <fxmatch/engine/matcher.hpp>
#include <fxmatch/parsers/parse.hpp>
#include <fxmatch/rules/rules.hpp>

#include <cstdio>

int main() {
  const char* joint =
      "def forward(self, x_1: \"f32[4]\"):\n"
      "    sin: \"f32[4]\" = torch.ops.aten.sin.default(x_1)\n"
      "    detach: \"f32[4]\" = torch.ops.aten.detach.default(sin)\n"
      "    mul: \"f32[4]\" = torch.ops.aten.mul.Tensor(detach, x_1)\n"
      "    return (mul,)\n";
  const char* backward =
      "def forward(self, g_1: \"f32[4]\"):\n"
      "    _tensor_constant0 = self._tensor_constant0\n"
      "    mul: \"f32[4]\" = torch.ops.aten.mul.Tensor(_tensor_constant0, g_1)\n"
      "    return (mul,)\n";
  auto p = fxmatch::parse_graph(backward, "backward.py");
  auto t = fxmatch::parse_graph(joint, "joint.py");
  auto rules = fxmatch::RuleSet::load_default();
  if (!p || !t || !rules) {
    std::fprintf(stderr, "%s\n", (!p ? p.error() : !t ? t.error() : rules.error()).render().c_str());
    return 1;
  }
  fxmatch::MatchResult r = fxmatch::match(*p, *t, *rules);
  for (const auto& m : r.nodes)
    std::printf("%s -> %s\n", p->node(m.pattern).name.str().c_str(),
                m.target == fxmatch::kNoVertex ? "-" : t->node(m.target).name.str().c_str());
  return 0;
}
