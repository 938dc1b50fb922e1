// Relate results as text (`fxmatch relate --format text`).
//
// Design note. The text is linear in the answers. Its instructions went to
// formatting (printf's %g for every saved value's size, twice; a std::string
// temporary per shape and per size; strlen per literal piece), and at a
// million nodes its time also to cache misses (the relate_tables.hpp note).
// So the work is done in the order the data lies, and each thing once:
//  - names come from NameTables (relate_tables.hpp), spelled once in node
//    order, not from the 144-byte vertices and heap-held names;
//  - the memory entries are read once, in their order, into one buffer of
//    their shape and size texts (and the per-value indices the blocks need);
//    the blocks (by forward op) and the memory list then copy those texts;
//  - a size is spelled by snprintf once per distinct value (SizeTexts: a
//    model's saved values have a few sizes);
//  - pieces are copied into room kept at the end of the string (TextSink),
//    and the long loops ask for what they read some entries ahead.
// The bytes are those of the writer before (the zoo goldens, and
// fxmatch_bench_output --hash at 10k..1M nodes, --varied too).
#include "relate_output.hpp"

#include "relate_tables.hpp"
#include "text_sink.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cstdint>
#include <cstdio>
#include <string>
#include <span>
#include <string_view>
#include <vector>

namespace fxmatch::cli {

namespace {

using detail::Buckets;
using detail::NameTable;

// as an ostream spells a double by default (%g, six significant digits)
std::string human_bytes(long long b) {
  char buf[64];
  if (b >= (1LL << 20)) std::snprintf(buf, sizeof buf, "%g MiB", static_cast<double>(b) / (1 << 20));
  else if (b >= 1024) std::snprintf(buf, sizeof buf, "%g KiB", static_cast<double>(b) / 1024);
  else std::snprintf(buf, sizeof buf, "%lld B", b);
  return buf;
}

// human_bytes(b) remembered for the last sizes seen (a direct-mapped cache
// by value: a size is formatted again only when another took its slot).
class SizeTexts {
 public:
  std::string_view operator()(long long b) {
    const auto u = static_cast<std::uint64_t>(b);
    Slot& s = slots_[((u ^ (u >> 29)) * 0x9E3779B97F4A7C15ull) >> 58];
    if (!s.used || s.bytes != b) {
      s.used = true;
      s.bytes = b;
      s.text = human_bytes(b);
    }
    return s.text;
  }

 private:
  struct Slot {
    long long bytes = 0;
    bool used = false;
    std::string text;
  };
  std::array<Slot, 64> slots_;
};

// The memory entries read once, in order: each entry's shape text
// (`dtype[d0, d1]`) and size text (empty without a size) in one buffer, and
// per forward value its last entry.
class MemoryTexts {
 public:
  static constexpr std::uint32_t kNone = UINT32_MAX;
  MemoryTexts(const RelateResult& r, std::size_t fwd_size, SizeTexts& sizes)
      : start_(2 * r.memory.size() + 1, 0), of_(fwd_size, kNone) {
    chars_.reserve(r.memory.size() * 32);
    for (std::size_t i = 0; i < r.memory.size(); ++i) {
      if (i + 8 < r.memory.size()) {
        __builtin_prefetch(r.memory[i + 8].shape.data());
        __builtin_prefetch(r.memory[i + 8].dtype.data());
      }
      const MemoryEntry& m = r.memory[i];
      if (m.forward < fwd_size) of_[m.forward] = static_cast<std::uint32_t>(i);
      chars_.append(m.dtype.empty() ? std::string_view("?") : std::string_view(m.dtype));
      chars_ += '[';
      for (std::size_t k = 0; k < m.shape.size(); ++k) {
        if (k) chars_.append(", ");
        chars_.append(m.shape[k]);
      }
      chars_ += ']';
      start_[2 * i + 1] = chars_.size();
      if (m.bytes) chars_.append(sizes(*m.bytes));
      start_[2 * i + 2] = chars_.size();
    }
  }
  std::string_view shape(std::size_t i) const { return piece(2 * i); }
  /// Empty when the entry has no size.
  std::string_view size(std::size_t i) const { return piece(2 * i + 1); }
  /// The last entry of forward value v, or kNone.
  std::uint32_t of(VertexId v) const { return v < of_.size() ? of_[v] : kNone; }

 private:
  std::string_view piece(std::size_t k) const {
    return {chars_.data() + start_[k], static_cast<std::size_t>(start_[k + 1] - start_[k])};
  }
  std::string chars_;
  std::vector<std::uint64_t> start_;
  std::vector<std::uint32_t> of_;
};

}  // namespace

std::string relate_to_text(const Graph& fwd, const Graph& bwd, const RelateResult& r, const JsonText::Spill& spill) {
  const NameTable fn(fwd, NameTable::Spelling::Raw), bn(bwd, NameTable::Spelling::Raw);
  const auto &grad_of_how = r.grad_of_how, &grads_how = r.grads_how;
  const auto& grad_of_alts = r.grad_of_alternatives;
  SizeTexts sizes;
  const MemoryTexts mem(r, fwd.size(), sizes);
  // the forward op each backward op belongs to (the last answer for it)
  std::vector<VertexId> grad_op_of_bwd(bwd.size(), kNoVertex);
  for (auto [b, f] : r.grad_of)
    if (b < bwd.size()) grad_op_of_bwd[b] = f;
  // a saved value is listed under the forward op whose backward first reads
  // it (memory entries in their order, then their uses)
  std::vector<VertexId> owner_of(fwd.size(), kNoVertex);
  for (std::size_t i = 0; i < r.memory.size(); ++i) {
    if (i + 8 < r.memory.size()) __builtin_prefetch(r.memory[i + 8].backward_uses.data());
    const MemoryEntry& m = r.memory[i];
    for (auto u : m.backward_uses)
      if (u < bwd.size() && grad_op_of_bwd[u] != kNoVertex) {
        if (m.forward < fwd.size() && owner_of[m.forward] == kNoVertex) owner_of[m.forward] = grad_op_of_bwd[u];
        break;
      }
  }
  // forward op -> its backward ops and its saved values, each in answer order
  const Buckets ops_of(fwd.size(), [&](auto&& add) {
    for (std::size_t i = 0; i < r.grad_of.size(); ++i) add(r.grad_of[i].second, i);
  });
  const Buckets saved_of(fwd.size(), [&](auto&& add) {
    for (std::size_t i = 0; i < r.saved.size(); ++i)
      add(r.saved[i].forward < fwd.size() ? owner_of[r.saved[i].forward] : kNoVertex, i);
  });

  std::string out;
  out.reserve(spill ? (std::size_t{1} << 21)
                    : 512 + 64 * r.grad_of.size() + 160 * r.saved.size() + 112 * r.memory.size() + 48 * r.grads.size());
  TextSink o(out, spill);
  o.put("how: joint = composition of the two exact matches, template = a derivative template explains it,\n"
        "structure = data flow or the partitioner's layout decides it, position = picked by order (alternatives listed)\n");
  o.put("relate: ");
  o.number(ops_of.nonempty());
  o.put(" forward ops with backward ops, ");
  o.number(r.saved.size());
  o.put(" saved values, ");
  o.number(r.grads.size());
  o.put(" gradients", r.used_joint ? " (joint used)" : "", "\n\n");
  // A cursor some backward ops ahead of the blocks below, in their order,
  // asks for each op's name and `how` (in a large graph, far apart).
  std::size_t ahead_f = fwd.size(), ahead_i = 0;
  std::span<const std::uint32_t> ahead_ops;
  auto ahead = [&] {
    while (ahead_i == ahead_ops.size()) {
      if (ahead_f == 0) return;
      ahead_ops = ops_of.of(--ahead_f);
      ahead_i = 0;
    }
    const VertexId b = r.grad_of[ahead_ops[ahead_i++]].first;
    bn.prefetch_offsets(b);
    __builtin_prefetch(grad_of_how.get(b));
  };
  for (int k = 0; k < 16; ++k) ahead();
  for (std::size_t f = fwd.size(); f-- > 0;) {
    const auto ops = ops_of.of(f);
    if (ops.empty()) continue;
    o.put(fn[f], " = ", std::string_view(fwd.node(f).target), "\n");
    for (auto i : saved_of.of(f)) {
      const SavedTensor& st = r.saved[i];
      o.put("  saves  ", fn[st.forward], "  as ", bn[st.backward], "  (", st.how, ")");
      if (!st.alternatives.empty()) {
        o.put("  or");
        for (auto a : st.alternatives) o.put(" ", fn[a]);
      }
      if (const std::uint32_t m = mem.of(st.forward); m != MemoryTexts::kNone && !mem.size(m).empty())
        o.put("  ", mem.shape(m), " ", mem.size(m));
      o.put("\n");
    }
    o.put("  backward:");
    for (auto i : ops) {
      ahead();
      const VertexId b = r.grad_of[i].first;
      o.put(" ", bn[b]);
      if (const std::string* h = grad_of_how.get(b); h && *h != "template") o.put("[", *h, "]");
      if (const std::vector<VertexId>* a = grad_of_alts.get(b)) {
        for (std::size_t k = 0; k < a->size() && k < 2; ++k) o.put("[or ", fn[(*a)[k]], "]");
        if (a->size() > 2) {
          o.put("[or ");
          o.number(a->size() - 2);
          o.put(" more]");
        }
      }
    }
    o.put("\n");
  }
  if (!r.accumulate.empty()) {
    o.put("\ngradient accumulation:\n");
    for (auto [b, f] : r.accumulate)
      o.put("  ", bn[b], "  sums gradients of ", f == kNoVertex ? std::string_view("?") : fn[f], "\n");
  }
  o.put("\ngradients:\n");
  for (std::size_t i = 0; i < r.grads.size(); ++i) {
    if (i + 16 < r.grads.size()) __builtin_prefetch(grads_how.get(r.grads[i + 16].first));
    const auto [f, b] = r.grads[i];
    o.put("  ", fn[f], "  <-  ", bn[b]);
    if (const std::string* h = grads_how.get(f)) o.put("  (", *h, ")");
    o.put("\n");
  }
  if (!r.recomputed.empty()) {
    o.put("\nrecomputed in the backward:\n");
    for (auto [b, f] : r.recomputed) o.put("  ", bn[b], "  recomputes ", fn[f], "\n");
  }
  for (auto [b, f] : r.seed) o.put("seed: ", bn[b], " (d loss ", fn[f], ")\n");
  o.put("\nsaved for backward (largest first):\n");
  long long total = 0;
  for (std::size_t i = 0; i < r.memory.size(); ++i) {
    if (i + 8 < r.memory.size()) __builtin_prefetch(r.memory[i + 8].source.data());
    const MemoryEntry& m = r.memory[i];
    const std::string_view size = mem.size(i);
    o.put("  ", fn[m.forward], "  ", mem.shape(i), "  ", size.empty() ? std::string_view("? B") : size, "  ", m.source,
          "\n");
    total += m.bytes.value_or(0);
  }
  o.put("  total ", human_bytes(total), "\n");
  if (!r.unrelated.empty()) {
    o.put("\nunrelated:\n");
    for (const auto& u : r.unrelated) o.put("  ", (u.backward ? bn : fn)[u.node], " (", u.kind, "): ", u.reason, "\n");
  }
  o.finish();
  return out;
}

}  // namespace fxmatch::cli
