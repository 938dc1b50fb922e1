// Parser throughput: a generated 1,000,000-node graph-code dump in the style of
// AOT print_readable output (quoted annotations with strides/devices, `# File:`
// comments, `;  x = None` deletions, getitem, kwargs), parsed once.
// Prints MB/s, nodes/s and peak RSS (ru_maxrss).
#include "fxmatch/parsers/parse.hpp"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <malloc.h>
#include <sys/resource.h>

namespace {

std::string generate(int nodes) {
  std::string s;
  s.reserve(static_cast<std::size_t>(nodes) * 130);
  s += "class GraphModule(torch.nn.Module):\n";
  s += "    def forward(self, primals_1: \"f32[64, 128][128, 1]cuda:0\", primals_2: \"f32[128, 128][128, 1]cuda:0\"):\n";
  std::string prev = "primals_1";
  for (int i = 0; i < nodes; ++i) {
    const std::string n = "t_" + std::to_string(i);
    if (i % 8 == 0) {
      s += "        \n         # File: /home/user/project/model/layers.py:" + std::to_string(100 + i % 400) +
           " in forward, code: x = self.norm(x) + torch.relu(x)\n";
    }
    switch (i % 4) {
      case 0:
        s += "        " + n + ": \"f32[64, 128][128, 1]cuda:0\" = torch.ops.aten.mm.default(" + prev + ", primals_2)\n";
        break;
      case 1:
        s += "        " + n + ": \"f32[64, 128][128, 1]cuda:0\" = torch.ops.aten.add.Tensor(" + prev + ", 1e-05);  " +
             prev + " = None\n";
        break;
      case 2:
        s += "        " + n + ": \"f32[64, 128][128, 1]cuda:0\" = torch.ops.aten.clone.default(" + prev +
             ", memory_format = torch.contiguous_format)\n";
        break;
      default:
        s += "        " + n + ": \"f32[128, 64][1, 128]cuda:0\" = torch.ops.aten.permute.default(" + prev +
             ", [1, 0]);  " + prev + " = None\n";
        break;
    }
    prev = n;
  }
  s += "        return (" + prev + ",)\n";
  return s;
}

}  // namespace

int main(int argc, char** argv) {
  const int nodes = argc > 1 ? std::atoi(argv[1]) : 1000000;
  const std::string text = generate(nodes);
  const auto t0 = std::chrono::steady_clock::now();
  auto g = fxmatch::parse_graph(text, "bench.txt");
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  if (!g) {
    std::fprintf(stderr, "%s\n", g.error().render().c_str());
    return 1;
  }
  const struct mallinfo2 mi = mallinfo2();
  rusage ru{};
  getrusage(RUSAGE_SELF, &ru);
  const double mb = static_cast<double>(text.size()) / 1e6;
  std::printf("parse: %d nodes, %.1f MB in %.3f s: %.1f MB/s, %.0f nodes/s, peak RSS %.0f MB\n",
              static_cast<int>(g->size()), mb, secs, mb / secs, static_cast<double>(g->size()) / secs,
              static_cast<double>(ru.ru_maxrss) / 1024.0);
  std::printf("heap in use after parse: %.0f MB (input text %.0f MB)\n", static_cast<double>(mi.uordblks) / 1e6, mb);
  return 0;
}
