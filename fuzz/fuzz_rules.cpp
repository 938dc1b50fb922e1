// libFuzzer target: the rules loader (YAML) and `when` expressions.
//
// First byte picks the mode:
//  - 'W': the rest is a `when:` condition put into a conditional equivalence
//    of a fixed rules text (YAML double-quoted, escaped), so the fuzzer works
//    on the expression grammar instead of on YAML; when it loads, the rules
//    are used on a small slice/select pair, which evaluates the condition.
//  - anything else: the whole input is a rules file.
// Contract: no crash/leak/UB; errors are diagnostics.
#include "fxmatch/engine/matcher.hpp"
#include "fxmatch/parsers/parse.hpp"
#include "fxmatch/rules/rules.hpp"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace {

constexpr std::string_view kPattern =
    "def forward(self, x_1):\n"
    "    select = torch.ops.aten.select.int(x_1, 0, 1);  x_1 = None\n"
    "    relu = torch.ops.aten.relu.default(select)\n"
    "    return relu\n";
constexpr std::string_view kTarget =
    "def forward(self, y_1):\n"
    "    slice_1 = torch.ops.aten.slice.Tensor(y_1, 0, 1, 2);  y_1 = None\n"
    "    relu = torch.ops.aten.relu.default(slice_1)\n"
    "    return relu\n";

std::string quoted(std::string_view s) {
  std::string out = "\"";
  for (char c : s) {
    auto u = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (u < 0x20 || u >= 0x7f) {
      static const char* hex = "0123456789abcdef";
      out += "\\x";
      out += hex[u >> 4];
      out += hex[u & 15];
    } else {
      out += c;
    }
  }
  return out + "\"";
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  if (!text.empty() && text[0] == 'W') {
    static const fxmatch::Graph pattern = *fxmatch::parse_graph(kPattern, "p.py");
    static const fxmatch::Graph target = *fxmatch::parse_graph(kTarget, "t.py");
    const std::string rules_text =
        "equivalent:\n  - {op: aten.slice.Tensor, as: aten.select.int, args: \"$, {1}, {2}\", when: " +
        quoted(text.substr(1)) + "}\n";
    auto rules = fxmatch::RuleSet::parse(rules_text, "when.yaml");
    if (!rules) return 0;
    fxmatch::MatchOptions options;
    options.budget = 1000;
    (void)fxmatch::match(pattern, target, *rules, options);
    return 0;
  }
  auto rules = fxmatch::RuleSet::parse(text, "fuzz.yaml");
  if (!rules) (void)rules.error().render();
  return 0;
}
