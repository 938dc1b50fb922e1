// Whole-output goldens on the zoo: every match pair's `--format json`,
// `mapping` and `text` output and every relate line's `json` and `text`
// output, rendered with the CLI's own output code (cli/match_output.cpp,
// cli/relate_output.cpp) and compared byte for byte, by length and FNV-1a 64,
// with tests/data/golden/zoo_outputs.tsv (written by scripts/zoo_goldens.py
// from the fxmatch CLI; timings zeroed on both sides). A failure means the
// matcher, relate, a parser or the output changed: if on purpose, regenerate
// with `scripts/zoo_goldens.py build` and commit the file.
//
// Also checks that the direct JSON writer gives exactly the bytes of the
// nlohmann document (match_to_json(...).dump(1)) with real timings and with
// names that need escaping.
#include "support/support.hpp"

#include "match_output.hpp"
#include "relate_output.hpp"

#include "fxmatch/engine/matcher.hpp"
#include "fxmatch/engine/relate.hpp"
#include "fxmatch/parsers/parse.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace fxmatch::testing {
namespace {

namespace fs = std::filesystem;

std::uint64_t fnv1a64(std::string_view s) {
  std::uint64_t h = 0xcbf29ce484222325ull;
  for (char c : s) h = (h ^ static_cast<unsigned char>(c)) * 0x100000001b3ull;
  return h;
}

// Relate's memory report names a forward node without a `# File:` line by
// its dump's path and line; the checkout's location is not part of the output
// being compared, so "<zoo dir>/" is removed (scripts/zoo_goldens.py too).
std::string without_zoo_dir(std::string_view text) {
  const std::string dir = (data_dir() / "zoo").string() + "/";
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    if (text.compare(i, dir.size(), dir) == 0) {
      i += dir.size();
    } else {
      out += text[i++];
    }
  }
  return out;
}

std::string row(std::string_view raw) {
  const std::string text = without_zoo_dir(raw);
  char buf[64];
  std::snprintf(buf, sizeof buf, "%zu\t%016llx", text.size(), static_cast<unsigned long long>(fnv1a64(text)));
  return buf;
}

struct Entry {
  nlohmann::json line;
  std::string id;
};

std::vector<Entry> manifest() {
  std::vector<Entry> out;
  std::ifstream in(data_dir() / "zoo" / "manifest.jsonl");
  for (std::string l; std::getline(in, l);)
    if (!l.empty()) {
      auto j = nlohmann::json::parse(l);
      out.push_back(Entry{j, j.at("id").get<std::string>()});
    }
  return out;
}

std::string opt(const nlohmann::json& j, const char* key) {
  auto it = j.find(key);
  return it == j.end() || it->is_null() ? std::string() : it->get<std::string>();
}

Graph load(const std::string& rel, const std::string& select) {
  auto g = parse_file((data_dir() / "zoo" / rel).string(), select);
  if (!g) throw std::runtime_error(g.error().render());
  return std::move(*g);
}

const DerivativeRules& derivative_rules() {
  static const DerivativeRules d = [] {
    auto r = DerivativeRules::load_default();
    if (!r) throw std::runtime_error(r.error().render());
    return *r;
  }();
  return d;
}

// format -> "bytes\thash" for one manifest line, timings zeroed.
std::map<std::string, std::string> outputs(const Entry& e) {
  std::map<std::string, std::string> out;
  const nlohmann::json& j = e.line;
  if (j.at("kind") == "match") {
    Graph p = load(j.at("pattern"), opt(j, "pattern_graph"));
    Graph t = load(j.at("target"), opt(j, "target_graph"));
    MatchResult r = match(p, t, default_rules());
    r.stats.match_ms = 0;
    out["json"] = row(cli::match_to_json_text(p, t, r, 0, false));
    out["mapping"] = row(cli::match_to_json_text(p, t, r, 0, true));
    const std::string text = cli::match_to_text(p, t, r, 0);
    out["text"] = row(text);
    // streamed (the CLI's path for json, mapping and text): the pieces are the text
    std::string pieces;
    const cli::JsonText::Spill spill = [&](std::string_view piece) { pieces += piece; };
    EXPECT_EQ(cli::match_to_text(p, t, r, 0, spill), "");
    EXPECT_EQ(pieces, text) << j.at("id") << ": the streamed match text differs";
    pieces.clear();
    EXPECT_EQ(cli::match_to_json_text(p, t, r, 0, false, spill), "");
    EXPECT_EQ(pieces, cli::match_to_json_text(p, t, r, 0, false)) << j.at("id") << ": the streamed match JSON differs";
  } else {
    Graph f = load(j.at("forward"), "");
    Graph b = load(j.at("backward"), "");
    std::optional<Graph> joint;
    if (!opt(j, "joint").empty()) joint = load(j.at("joint"), "");
    RelateResult r = relate(f, b, joint ? &*joint : nullptr, default_rules(), derivative_rules());
    // the CLI writes relate_to_json_text; the library and binding dump the document
    const std::string text = cli::relate_to_json_text(f, b, r);
    EXPECT_EQ(text, cli::relate_to_json(f, b, r).dump(1) + "\n") << j.at("id") << ": the direct writer differs";
    out["relate-json"] = row(text);
    const std::string text_out = cli::relate_to_text(f, b, r);
    out["relate-text"] = row(text_out);
    // streamed (the CLI's path): the pieces are the text
    std::string pieces;
    const cli::JsonText::Spill spill = [&](std::string_view piece) { pieces += piece; };
    EXPECT_EQ(cli::relate_to_json_text(f, b, r, spill), "");
    EXPECT_EQ(pieces, text) << j.at("id") << ": the streamed JSON differs";
    pieces.clear();
    EXPECT_EQ(cli::relate_to_text(f, b, r, spill), "");
    EXPECT_EQ(pieces, text_out) << j.at("id") << ": the streamed text differs";
  }
  return out;
}

TEST(ZooOutputs, SameBytesAsGoldens) {
  const fs::path golden = data_dir() / "golden" / "zoo_outputs.tsv";
  std::map<std::pair<std::string, std::string>, std::string> want;
  {
    std::ifstream in(golden);
    ASSERT_TRUE(in) << golden;
    for (std::string l; std::getline(in, l);) {
      if (l.empty() || l[0] == '#') continue;
      std::istringstream s(l);
      std::string id, fmt, bytes, hash;
      std::getline(s, id, '\t');
      std::getline(s, fmt, '\t');
      std::getline(s, bytes, '\t');
      std::getline(s, hash, '\t');
      want[{id, fmt}] = bytes + "\t" + hash;
    }
  }
  // FXMATCH_ZOO_OUTPUTS_EVERY=N compares every N-th manifest line only (the
  // sanitizer build in scripts/ci_harden.sh: memory safety needs each code
  // path, not each of a pair's three dump formats; ZooParse parses them all).
  const char* every_env = std::getenv("FXMATCH_ZOO_OUTPUTS_EVERY");
  const std::size_t every = every_env && std::atoi(every_env) > 1 ? static_cast<std::size_t>(std::atoi(every_env)) : 1;
  std::size_t compared = 0, differ = 0, index = 0;
  for (const Entry& e : manifest()) {
    if (index++ % every != 0) continue;
    for (const auto& [fmt, got] : outputs(e)) {
      auto it = want.find({e.id, fmt});
      if (it == want.end()) {
        ADD_FAILURE() << e.id << " " << fmt << ": no golden (regenerate: scripts/zoo_goldens.py build)";
        continue;
      }
      ++compared;
      if (it->second != got && ++differ <= 20)
        ADD_FAILURE() << e.id << " " << fmt << ": output differs from the golden (bytes, fnv1a64: want "
                      << it->second << ", got " << got << ")";
      want.erase(it);
    }
  }
  EXPECT_EQ(differ, 0u) << "of " << compared << " outputs; if matching changed on purpose: "
                        << "scripts/zoo_goldens.py build && git add tests/data/golden/zoo_outputs.tsv";
  EXPECT_GT(compared, 2000u / every);
  if (every == 1)
    for (const auto& [k, v] : want) ADD_FAILURE() << "golden row with no zoo output: " << k.first << " " << k.second;
}

// The direct writer and the nlohmann document agree byte for byte, with real
// (non-zero) timings and with names that nlohmann escapes or checks.
TEST(ZooOutputs, DirectJsonEqualsDocument) {
  std::size_t pairs = 0;
  for (const Entry& e : manifest()) {
    if (!e.id.ends_with("/bwd__joint/readable")) continue;  // one pair per model
    Graph p = load(e.line.at("pattern"), opt(e.line, "pattern_graph"));
    Graph t = load(e.line.at("target"), opt(e.line, "target_graph"));
    MatchResult r = match(p, t, default_rules());
    for (double parse_ms : {0.0, 1e-7, 12.345678, 3.0}) {
      const auto doc = cli::match_to_json(p, t, r, parse_ms);
      ASSERT_EQ(cli::match_to_json_text(p, t, r, parse_ms, false), doc.dump(1) + "\n") << e.id;
      ASSERT_EQ(cli::match_to_json_text(p, t, r, parse_ms, true), doc.at("mapping").dump(1) + "\n") << e.id;
      for (bool mapping_only : {false, true}) {  // streamed (the CLI's -o path): the pieces are the document
        std::string pieces;
        const std::string rest = cli::match_to_json_text(p, t, r, parse_ms, mapping_only,
                                                         [&](std::string_view piece) { pieces += piece; });
        ASSERT_EQ(rest, "");
        ASSERT_EQ(pieces, mapping_only ? doc.at("mapping").dump(1) + "\n" : doc.dump(1) + "\n") << e.id;
      }
    }
    ++pairs;
  }
  EXPECT_GE(pairs, 22u);  // every zoo model (30 on 2026-12-01)
}

// A spilled JsonText hands out ~1 MB pieces while it writes and reuses its
// buffer: the pieces are exactly the unspilled text.
TEST(ZooOutputs, SpilledJsonTextIsTheSameText) {
  auto write = [](cli::JsonText& j) {
    cli::JsonText::Key k_name("name");
    j.open_object();
    j.key("rows");
    j.open_array();
    for (std::uint64_t i = 0; i < 60'000; ++i) {
      j.item();
      j.open_object();
      j.key(k_name);
      j.string("node_" + std::to_string(i) + (i % 7 == 0 ? "\t\"q\"" : ""));
      j.key("value");
      j.number(i * 3);
      j.close_object();
    }
    j.close_array();
    j.close_object();
    j.raw("\n");
    j.finish();
  };
  std::string whole;
  {
    cli::JsonText j(whole, 1);
    write(j);
  }
  std::string buffer, pieces;
  std::size_t count = 0, largest = 0;
  {
    cli::JsonText j(buffer, 1, [&](std::string_view piece) {
      pieces += piece;
      ++count;
      largest = std::max(largest, piece.size());
    });
    write(j);
  }
  EXPECT_EQ(buffer, "");
  ASSERT_GT(whole.size(), 3u << 20);
  EXPECT_EQ(pieces, whole);
  EXPECT_GE(count, 3u);
  EXPECT_LT(largest, (1u << 20) + 4096);
  EXPECT_LE(buffer.capacity(), 2u << 20);  // never the whole document
}

TEST(ZooOutputs, DirectJsonEscapesLikeNlohmann) {
  Graph p, t;
  auto leaf = [](std::string name) {
    Node n;
    n.name = std::move(name);
    n.kind = NodeKind::Placeholder;
    return n;
  };
  const std::vector<std::string> names = {"plain", "quote\"d", "back\\slash", "tab\tnl\n", "ctl\x01\x1f",
                                          "del\x7f", "caf\xc3\xa9", "\xe2\x82\xac_euro", ""};
  MatchResult r;
  for (std::size_t i = 0; i < names.size(); ++i) {
    VertexId pv = p.add_node(leaf(names[i]));
    VertexId tv = t.add_node(leaf("t_" + names[i]));
    NodeMatch m;
    m.pattern = pv;
    m.target = i % 3 == 2 ? kNoVertex : tv;
    m.how = i % 3 == 2 ? How::Unmatched : How::Leaf;
    if (i % 2) m.alternatives = {tv};
    m.reason = "why: " + names[i];
    r.nodes.push_back(m);
  }
  r.stats.match_ms = 0.25;
  EXPECT_EQ(cli::match_to_json_text(p, t, r, 7.5, false), cli::match_to_json(p, t, r, 7.5).dump(1) + "\n");
  EXPECT_EQ(cli::match_to_json_text(p, t, r, 7.5, true),
            cli::match_to_json(p, t, r, 7.5).at("mapping").dump(1) + "\n");
  MatchResult none;
  EXPECT_EQ(cli::match_to_json_text(p, t, none, 0, false), cli::match_to_json(p, t, none, 0).dump(1) + "\n");
  EXPECT_EQ(cli::match_to_json_text(p, t, none, 0, true), "{}\n");
  // A duplicate name (Graph::add_node's precondition broken): same answer as the document.
  p.add_node(leaf("plain"));
  NodeMatch dup;
  dup.pattern = static_cast<VertexId>(p.size() - 1);
  r.nodes.push_back(dup);
  EXPECT_EQ(cli::match_to_json_text(p, t, r, 1, false), cli::match_to_json(p, t, r, 1).dump(1) + "\n");
}

// Relate's writers on names nlohmann escapes or checks, every kind of answer,
// and enough of them that the text is streamed in several pieces: the direct
// JSON is the document's, and the streamed pieces are the whole texts.
TEST(ZooOutputs, RelateWritersEscapeAndStream) {
  Graph fwd, bwd;
  auto node = [](std::string name, NodeKind kind) {
    Node n;
    n.name = std::move(name);
    n.kind = kind;
    return n;
  };
  const std::vector<std::string> odd = {"quote\"d", "back\\slash", "tab\tnl\n", "ctl\x01\x1f", "del\x7f",
                                        "caf\xc3\xa9", "\xe2\x82\xac_euro", "", "a_rather_long_name_on_the_heap"};
  constexpr std::size_t kN = 40'000;
  for (std::size_t i = 0; i < kN; ++i) {
    const std::string tail = i < odd.size() ? odd[i] : std::to_string(i);
    fwd.add_node(node("f_" + tail, i % 3 ? NodeKind::CallFunction : NodeKind::Placeholder));
    bwd.add_node(node("b_" + tail, i % 3 ? NodeKind::CallFunction : NodeKind::GetAttr));
  }
  RelateResult r;
  const char* hows[] = {"joint", "template", "structure", "position"};
  for (VertexId v = 0; v < kN; ++v) {
    if (v % 3 == 0) {
      r.saved.push_back({v, kN - 1 - v, v % 7 ? std::vector<VertexId>{} : std::vector<VertexId>{(v + 1) % kN}, hows[v % 4]});
      MemoryEntry m;
      m.forward = kN - 1 - v;
      m.backward_uses = {(v + 1) % kN, (v + 2) % kN};
      m.dtype = v % 2 ? "f32" : "";
      m.shape = v % 5 ? std::vector<std::string>{"64", std::to_string(v)} : std::vector<std::string>{"s0"};
      if (v % 5) m.bytes = 256LL * v;
      m.source = v % 2 ? "model.py:" + std::to_string(v) : "";
      r.memory.push_back(std::move(m));
    } else {
      r.grad_of.emplace_back(v, v);
      if (v % 4) r.grad_of_how[v] = hows[v % 4];
      if (v % 11 == 0) r.grad_of_alternatives[v] = {v, v - 1, v - 2};
      if (v % 13 == 0) r.recomputed.emplace_back(v, v - 1);
      if (v % 17 == 0) r.accumulate.emplace_back(v, v % 2 ? kNoVertex : v - 1);
      if (v % 5 == 0) {
        r.grads.emplace_back(v - 1, v);
        r.grads_how[v - 1] = hows[v % 4];
      }
    }
  }
  r.seed.emplace_back(1, 2);
  r.unrelated.push_back({4, true, "no \"template\"", "grad_of"});
  r.unrelated.push_back({5, false, "caf\xc3\xa9", "grads"});
  r.used_joint = true;
  const std::string json = cli::relate_to_json_text(fwd, bwd, r);
  EXPECT_EQ(json, cli::relate_to_json(fwd, bwd, r).dump(1) + "\n");
  const std::string text = cli::relate_to_text(fwd, bwd, r);
  ASSERT_GT(text.size(), 2u << 20);
  for (bool as_json : {true, false}) {
    std::string pieces;
    std::size_t count = 0;
    const cli::JsonText::Spill spill = [&](std::string_view piece) {
      pieces += piece;
      ++count;
    };
    EXPECT_EQ(as_json ? cli::relate_to_json_text(fwd, bwd, r, spill) : cli::relate_to_text(fwd, bwd, r, spill), "");
    EXPECT_EQ(pieces, as_json ? json : text);
    EXPECT_GE(count, 2u);
  }
}

}  // namespace
}  // namespace fxmatch::testing
