// Output time against graph size, for every output the CLI writes from a
// match: `match --format json` and `mapping` (direct writer, as the CLI does
// now), `--format text`, the nlohmann document of match_to_json() dumped (the
// library/binding path), relate's JSON (relate_to_json on a RelateResult of
// the same size: every pattern leaf saved, every pattern op grad_of its
// image, every saved value a memory entry) as the document and as the CLI's
// direct writer, relate's text (both also streamed in pieces, as the CLI
// writes them), and the "stats"
// object a batch JSON line needs. The match outputs are timed both as one
// string (`json`, `mapping`, `text`: the library's call) and streamed as the
// CLI writes them (`*_stream`: ~1 MB pieces from one reused buffer), where
// no page of a buffer as large as the output is faulted in. The code before
// this change (ordered_json's operator[] per key, and batch building the
// whole document for its stats) runs in the same process as the baseline,
// up to --old-up-to nodes (it is quadratic).
//
//   fxmatch_bench_output [NODES...] [--old-up-to N] [--repeat R] [--only NAME] [--hash] [--evict MB]
//
// One JSON line per size: ms (median of R) per output and per 1k pattern nodes.
// --hash adds each output's FNV-1a 64 (of the last repeat's text, outside the
// timing): two builds' lines then say whether their writers agree byte for byte.
// --varied gives the RelateResult every kind of answer relate writes (saved
// alternatives, every `how`, recomputed, accumulate, seed, unrelated, dtypes,
// symbolic shapes, sizes from bytes to MiB, sources), for such a comparison.
// --evict MB writes over an MB-megabyte block before every repeat (outside
// the timing), so that each repeat starts with the graphs out of the caches
// at every size: without it a repeat at 100k nodes finds its ~40 MB of
// graphs in a cache that 1M nodes' ~400 MB outgrow, and the per-node
// comparison measures the caches as much as the writer.
#include "support/layered_pair.hpp"

#include "match_output.hpp"
#include "relate_output.hpp"

#include "fxmatch/engine/matcher.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace {

using namespace fxmatch;
using J = nlohmann::ordered_json;

// The code before: cli/match_output.cpp at 09a05c9.
J old_match_to_json(const Graph& pattern, const Graph& target, const MatchResult& r, double parse_ms) {
  J mapping = J::object();
  J nodes = J::array();
  auto tname = [&](VertexId v) -> J {
    if (v == kNoVertex) return nullptr;
    return target.node(v).name;
  };
  for (const auto& m : r.nodes) {
    const std::string pname = pattern.node(m.pattern).name;
    mapping[pname] = tname(m.target);
    J alts = J::array();
    for (VertexId a : m.alternatives) alts.push_back(target.node(a).name);
    nodes.push_back({{"pattern", pname},
                     {"target", tname(m.target)},
                     {"how", std::string(to_string(m.how))},
                     {"alternatives", alts},
                     {"reason", m.reason}});
  }
  J stats = {{"pattern_nodes", r.stats.pattern_nodes}, {"target_nodes", r.stats.target_nodes},
             {"matched", r.stats.matched},             {"parse_ms", parse_ms},
             {"match_ms", r.stats.match_ms},           {"steps", r.stats.steps},
             {"complete", r.stats.complete}};
  return {{"mapping", mapping}, {"nodes", nodes}, {"stats", stats}};
}

// The code before for relate's keyed objects (cli/relate_output.cpp at 09a05c9).
J old_relate_saved_grad_of(const Graph& fwd, const Graph& bwd, const RelateResult& r) {
  J out, saved = J::object(), go = J::object();
  for (const auto& s : r.saved) saved[bwd.node(s.backward).name] = fwd.node(s.forward).name;
  for (auto [b, f] : r.grad_of) go[bwd.node(b).name] = fwd.node(f).name;
  out["saved"] = saved;
  out["grad_of"] = go;
  return out;
}

std::uint64_t fnv1a64(std::string_view s, std::uint64_t h = 0xcbf29ce484222325ull) {
  for (char c : s) h = (h ^ static_cast<unsigned char>(c)) * 0x100000001b3ull;
  return h;
}

// Every kind of answer, on a RelateResult built as main() does (keys stay distinct).
void vary(RelateResult& rel, std::size_t fwd_size) {
  const char* hows[] = {"joint", "template", "structure", "position"};
  for (std::size_t i = 0; i < rel.saved.size(); ++i) {
    SavedTensor& s = rel.saved[i];
    s.how = hows[i % 4];
    if (i % 7 == 0 && s.forward > 0) s.alternatives = {s.forward - 1};
    if (i % 21 == 0 && s.forward > 1) s.alternatives.push_back(s.forward - 2);
  }
  for (std::size_t i = 0; i < rel.memory.size(); ++i) {
    MemoryEntry& m = rel.memory[i];
    m.dtype = i % 3 == 0 ? "" : i % 3 == 1 ? "f32" : "bf16";
    if (i % 4 == 0) m.shape = {"s0", "128"}, m.bytes.reset();
    else if (i % 5 == 1) m.shape = {"3"}, m.bytes = 12;
    else m.shape = {"64", std::to_string(i % 300)}, m.bytes = 64LL * static_cast<long long>(i % 300) * 4;
    m.source = i % 2 ? "model.py:" + std::to_string(i % 1000) : "/a/long/path/to/the/model/file.py:" + std::to_string(i);
    if (i % 9 == 0) m.backward_uses.clear();
  }
  for (std::size_t i = 0; i < rel.grad_of.size(); ++i) {
    auto [b, f] = rel.grad_of[i];
    if (i % 3 == 0) rel.grad_of_how[b] = hows[i % 4];
    if (i % 5 == 0) rel.grad_of_how.erase(b);
    if (i % 31 == 0) rel.grad_of_alternatives[b] = {f, f > 0 ? f - 1 : f, f + 1 < fwd_size ? f + 1 : f};
    if (i % 97 == 0) rel.recomputed.emplace_back(b, f);
    if (i % 101 == 0) rel.accumulate.emplace_back(b, i % 202 == 0 ? kNoVertex : f);
    if (i % 211 == 0) rel.unrelated.push_back({b, true, "no template explains it", i % 2 ? "grad_of" : "saved"});
    if (i % 223 == 0) rel.unrelated.push_back({f, false, "reads nothing saved", "grads"});
  }
  for (std::size_t i = 0; i < rel.grads.size(); ++i)
    if (i % 3 == 0) rel.grads_how[rel.grads[i].first] = hows[(i / 3) % 4];
  if (!rel.grad_of.empty()) rel.seed.emplace_back(rel.grad_of.front().first, rel.grad_of.back().second);
  rel.used_joint = true;
}

std::vector<unsigned char> evict_block;  // --evict: written over before each repeat

void evict_caches() {
  static unsigned char round = 0;
  ++round;
  for (std::size_t i = 0; i < evict_block.size(); i += 64) evict_block[i] = static_cast<unsigned char>(round + i);
}

double median_ms(int repeat, const std::function<std::size_t()>& f, std::size_t& bytes) {
  std::vector<double> t;
  for (int k = 0; k < repeat; ++k) {
    if (!evict_block.empty()) evict_caches();
    const auto t0 = std::chrono::steady_clock::now();
    bytes = f();
    t.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
  }
  std::sort(t.begin(), t.end());
  return t[t.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::size_t> sizes;
  std::size_t old_up_to = 100000;
  int repeat = 3;
  std::string only;  // time this output alone (to profile it)
  bool hash = false, varied = false;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--old-up-to" && i + 1 < argc) old_up_to = static_cast<std::size_t>(std::atoll(argv[++i]));
    else if (a == "--only" && i + 1 < argc) only = argv[++i];
    else if (a == "--repeat" && i + 1 < argc) repeat = std::atoi(argv[++i]);
    else if (a == "--hash") hash = true;
    else if (a == "--varied") varied = true;
    else if (a == "--evict" && i + 1 < argc) evict_block.assign(static_cast<std::size_t>(std::atoll(argv[++i])) << 20, 1);
    else sizes.push_back(static_cast<std::size_t>(std::atoll(argv[i])));
  }
  if (sizes.empty()) sizes = {100000, 1000000};
  auto rules = RuleSet::load_default();
  if (!rules) {
    std::fprintf(stderr, "%s\n", rules.error().render().c_str());
    return 2;
  }
  for (std::size_t n : sizes) {
    const bench::Pair pair = bench::generate(n);
    const Graph &p = pair.pattern, &t = pair.target;
    const MatchResult r = match(p, t, *rules);
    // same size as the match: every node related, the pattern as the
    // backward and the target as the forward; each saved value a memory
    // entry read by the pattern leaf's consumers, as relate reports them
    RelateResult rel;
    for (const NodeMatch& m : r.nodes) {
      if (m.target == kNoVertex) continue;
      const NodeKind k = p.node(m.pattern).kind;
      if (k == NodeKind::Placeholder || k == NodeKind::GetAttr) {
        rel.saved.push_back({m.pattern, m.target, {}, "joint"});
        MemoryEntry e;
        e.forward = m.target;
        for (auto [c, slot] : p.consumers(m.pattern)) e.backward_uses.push_back(c);
        e.shape = {"64", "128"};
        e.bytes = 64 * 128 * 4;
        rel.memory.push_back(std::move(e));
      } else {
        // as relate fills them: every answer has a `how`, a few have
        // alternatives, and each parameter (every 8th op here) a gradient
        rel.grad_of.emplace_back(m.pattern, m.target);
        rel.grad_of_how[m.pattern] = rel.grad_of.size() % 16 ? "template" : "structure";
        if (rel.grad_of.size() % 50 == 0) rel.grad_of_alternatives[m.pattern] = {m.target};
        if (rel.grad_of.size() % 8 == 0) {
          rel.grads.emplace_back(m.target, m.pattern);
          rel.grads_how[m.target] = "template";
        }
      }
    }
    if (varied) vary(rel, t.size());
    J row = {{"target_nodes", r.stats.target_nodes}, {"pattern_nodes", r.stats.pattern_nodes},
             {"match_ms", r.stats.match_ms}};
    J ms = J::object(), bytes = J::object(), hashes = J::object();
    std::string last;  // the text a writer below returned, kept for --hash
    std::uint64_t streamed_hash = 0;  // or the hash of the pieces it streamed
    auto time = [&](const char* name, const std::function<std::size_t()>& f) {
      if (!only.empty() && only != name) return;
      std::size_t b = 0;
      last.clear();
      streamed_hash = 0;
      const double m = median_ms(repeat, f, b);
      ms[name] = m;
      bytes[name] = b;
      if (hash && (!last.empty() || streamed_hash)) {
        char h[17];
        std::snprintf(h, sizeof h, "%016llx",
                      static_cast<unsigned long long>(last.empty() ? streamed_hash : fnv1a64(last)));
        hashes[name] = h;
      }
    };
    // a writer's text is moved into `last` only when hashing (runs that hash are not for timing)
    auto keep = [&](std::string s) {
      const std::size_t n = s.size();
      if (hash) last = std::move(s);
      return n;
    };
    time("json", [&] { return cli::match_to_json_text(p, t, r, 1.5, false).size(); });
    time("mapping", [&] { return cli::match_to_json_text(p, t, r, 1.5, true).size(); });
    time("text", [&] { return cli::match_to_text(p, t, r, 1.5).size(); });
    time("json_document", [&] { return cli::match_to_json(p, t, r, 1.5).dump(1).size() + 1; });
    time("relate_json", [&] {
      std::string s = cli::relate_to_json(t, p, rel).dump(1);
      if (hash) s += '\n';  // the CLI's text (only when hashing: not timed then)
      return keep(std::move(s)) + (hash ? 0 : 1);
    });
    time("relate_json_text", [&] { return keep(cli::relate_to_json_text(t, p, rel)); });
    time("relate_text", [&] { return keep(cli::relate_to_text(t, p, rel)); });
    // the CLI's path: the text handed out in ~1 MB pieces from one reused
    // buffer (here counted, and hashed with --hash), never whole in memory
    auto streamed = [&](auto&& write) {
      std::size_t n = 0;
      std::uint64_t h = 0xcbf29ce484222325ull;
      write([&](std::string_view piece) {
        n += piece.size();
        if (hash) h = fnv1a64(piece, h);
      });
      if (hash) streamed_hash = h;
      return n;
    };
    time("relate_json_stream",
         [&] { return streamed([&](const cli::JsonText::Spill& s) { cli::relate_to_json_text(t, p, rel, s); }); });
    time("relate_text_stream",
         [&] { return streamed([&](const cli::JsonText::Spill& s) { cli::relate_to_text(t, p, rel, s); }); });
    time("json_stream", [&] {
      return streamed([&](const cli::JsonText::Spill& s) { cli::match_to_json_text(p, t, r, 1.5, false, s); });
    });
    time("mapping_stream", [&] {
      return streamed([&](const cli::JsonText::Spill& s) { cli::match_to_json_text(p, t, r, 1.5, true, s); });
    });
    time("text_stream",
         [&] { return streamed([&](const cli::JsonText::Spill& s) { cli::match_to_text(p, t, r, 1.5, s); }); });
    time("batch_stats", [&] { return cli::match_stats_to_json(r, 1.5).dump().size(); });
    if (n <= old_up_to) {
      time("old_json", [&] { return old_match_to_json(p, t, r, 1.5).dump(1).size() + 1; });
      time("old_mapping", [&] { return old_match_to_json(p, t, r, 1.5).at("mapping").dump(1).size() + 1; });
      time("old_relate_saved_grad_of", [&] { return old_relate_saved_grad_of(t, p, rel).dump(1).size(); });
      time("old_batch_stats", [&] { return old_match_to_json(p, t, r, 1.5)["stats"].dump().size(); });
    }
    J per_k = J::object();
    for (auto& [k, v] : ms.items()) per_k[k] = v.get<double>() * 1000.0 / static_cast<double>(r.stats.pattern_nodes);
    row["ms"] = ms;
    row["ms_per_1k_pattern_nodes"] = per_k;
    row["bytes"] = bytes;
    if (hash) row["fnv1a64"] = hashes;
    std::printf("%s\n", row.dump().c_str());
    std::fflush(stdout);
  }
  return 0;
}
