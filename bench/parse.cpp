// Parser throughput: a generated 1,000,000-node graph-code dump in the style of
// AOT print_readable output (quoted annotations with strides/devices, `# File:`
// comments, `;  x = None` deletions, getitem, kwargs), parsed once.
// Prints MB/s, nodes/s and peak RSS (ru_maxrss, input text included).
//
//   fxmatch_bench_parse [nodes]            one run in this process
//   fxmatch_bench_parse [nodes] --runs N   N runs, each a separate process (so
//                                          every peak RSS is a fresh process's),
//                                          then the median MB/s and the largest peak RSS
#include "fxmatch/parsers/parse.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>
#include <malloc.h>
#include <sys/resource.h>
#include <unistd.h>

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

// Runs this executable `runs` times as child processes and summarizes.
int run_children(int nodes, int runs) {
  char self[4096];
  const ssize_t len = readlink("/proc/self/exe", self, sizeof self - 1);
  if (len <= 0) {
    std::fprintf(stderr, "cannot find /proc/self/exe\n");
    return 1;
  }
  self[len] = '\0';
  const std::string cmd = std::string("'") + self + "' " + std::to_string(nodes);
  std::vector<double> mbs;
  double peak = 0;
  for (int r = 0; r < runs; ++r) {
    FILE* f = popen(cmd.c_str(), "r");
    if (f == nullptr) return 1;
    char line[512];
    bool ok = false;
    while (std::fgets(line, sizeof line, f) != nullptr) {
      std::printf("run %d: %s", r + 1, line);
      const char* at = std::strstr(line, " s: ");
      const char* rss = std::strstr(line, "peak RSS ");
      if (at != nullptr && rss != nullptr) {
        mbs.push_back(std::atof(at + 4));
        peak = std::max(peak, std::atof(rss + 9));
        ok = true;
      }
    }
    if (pclose(f) != 0 || !ok) {
      std::fprintf(stderr, "run %d failed\n", r + 1);
      return 1;
    }
  }
  std::vector<double> sorted = mbs;
  std::sort(sorted.begin(), sorted.end());
  const std::size_t n = sorted.size();
  const double median = n % 2 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  std::printf("%zu separate runs: median %.1f MB/s (min %.1f, max %.1f), largest peak RSS %.0f MB\n", n, median,
              sorted.front(), sorted.back(), peak);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  int nodes = 1000000;
  int runs = 0;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--runs") == 0 && i + 1 < argc) runs = std::atoi(argv[++i]);
    else nodes = std::atoi(argv[i]);
  }
  if (runs > 0) return run_children(nodes, runs);
  const std::string text = generate(nodes);
  rusage before{};
  getrusage(RUSAGE_SELF, &before);
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
  auto cpu = [](const timeval& a, const timeval& b) {
    return static_cast<double>(b.tv_sec - a.tv_sec) + static_cast<double>(b.tv_usec - a.tv_usec) / 1e6;
  };
  const double mb = static_cast<double>(text.size()) / 1e6;
  std::printf("parse: %d nodes, %.1f MB in %.3f s: %.1f MB/s, %.0f nodes/s, peak RSS %.0f MB\n",
              static_cast<int>(g->size()), mb, secs, mb / secs, static_cast<double>(g->size()) / secs,
              static_cast<double>(ru.ru_maxrss) / 1024.0);
  // uordblks counts the brk heap only; big blocks (vertex storage, the text) are mmapped (hblkhd).
  std::printf("heap in use after parse: %.0f MB (input text %.0f MB included)\n",
              static_cast<double>(mi.uordblks + mi.hblkhd) / 1e6, mb);
  std::printf("parse cpu: user %.3f s, sys %.3f s (page faults: %ld)\n", cpu(before.ru_utime, ru.ru_utime),
              cpu(before.ru_stime, ru.ru_stime), ru.ru_minflt - before.ru_minflt);
  return 0;
}
