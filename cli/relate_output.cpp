// Relate results as JSON (linear in nodes); the text is relate_text_output.cpp.
#include "relate_output.hpp"

#include "json_text.hpp"
#include "relate_tables.hpp"

#include <algorithm>
#include <charconv>
#include <string_view>
#include <vector>

namespace fxmatch::cli {

nlohmann::ordered_json relate_to_json(const Graph& fwd, const Graph& bwd, const RelateResult& r) {
  using J = nlohmann::ordered_json;
  J out;
  // OrderedObject: J's operator[] searches the keys linearly (quadratic in nodes).
  OrderedObject saved, alts, saved_how;
  for (const auto& s : r.saved) {
    saved.set(bwd.node(s.backward).name, fwd.node(s.forward).name);
    saved_how.set(bwd.node(s.backward).name, s.how);
    if (!s.alternatives.empty()) {
      J a = J::array();
      for (auto v : s.alternatives) a.push_back(fwd.node(v).name);
      alts.set(bwd.node(s.backward).name, std::move(a));
    }
  }
  out["saved"] = saved.take();
  if (!alts.empty()) out["saved_alternatives"] = alts.take();
  out["saved_how"] = saved_how.take();
  OrderedObject go, go_how, go_alts;
  for (auto [b, f] : r.grad_of) {
    go.set(bwd.node(b).name, fwd.node(f).name);
    if (auto h = r.grad_of_how.find(b); h != r.grad_of_how.end()) go_how.set(bwd.node(b).name, h->second);
    if (auto a = r.grad_of_alternatives.find(b); a != r.grad_of_alternatives.end()) {
      J l = J::array();
      for (auto v : a->second) l.push_back(fwd.node(v).name);
      go_alts.set(bwd.node(b).name, std::move(l));
    }
  }
  out["grad_of"] = go.take();
  out["grad_of_how"] = go_how.take();
  out["grad_of_alternatives"] = go_alts.take();
  OrderedObject rec;
  for (auto [b, f] : r.recomputed) rec.set(bwd.node(b).name, fwd.node(f).name);
  out["recomputed"] = rec.take();
  OrderedObject acc;
  for (auto [b, f] : r.accumulate) acc.set(bwd.node(b).name, f == kNoVertex ? J(nullptr) : J(fwd.node(f).name));
  out["accumulate"] = acc.take();
  OrderedObject grads, grads_how;
  for (auto [f, b] : r.grads) {
    grads.set(fwd.node(f).name, bwd.node(b).name);
    if (auto h = r.grads_how.find(f); h != r.grads_how.end()) grads_how.set(fwd.node(f).name, h->second);
  }
  out["grads"] = grads.take();
  out["grads_how"] = grads_how.take();
  OrderedObject seed;
  for (auto [b, f] : r.seed) seed.set(bwd.node(b).name, fwd.node(f).name);
  out["seed"] = seed.take();
  J mem = J::array();
  for (const auto& m : r.memory) {
    J e;
    e["forward"] = fwd.node(m.forward).name;
    J uses = J::array();
    for (auto u : m.backward_uses) uses.push_back(bwd.node(u).name);
    e["backward_uses"] = uses;
    e["dtype"] = m.dtype.empty() ? J(nullptr) : J(m.dtype);
    e["shape"] = m.shape;
    e["bytes"] = m.bytes ? J(*m.bytes) : J(nullptr);
    e["source"] = m.source;
    mem.push_back(std::move(e));
  }
  out["memory"] = mem;
  J un = J::array();
  for (const auto& u : r.unrelated)
    un.push_back({{"node", (u.backward ? bwd : fwd).node(u.node).name}, {"kind", u.kind}, {"reason", u.reason}});
  out["unrelated"] = un;
  out["used_joint"] = r.used_joint;
  return out;
}

namespace {

// Every key of every keyed object is a distinct node name: then a direct
// writer spells what the document would (OrderedObject keeps a repeated
// key's first place and last value, which only the document reproduces).
bool keys_unique(const Graph& fwd, const Graph& bwd, const RelateResult& r) {
  if (!fwd.unique_names() || !bwd.unique_names()) return false;
  auto distinct = [](const Graph& g, auto&& each) {
    std::vector<char> seen(g.size(), 0);
    bool ok = true;
    each([&](VertexId v) {
      if (v >= seen.size() || seen[v]) ok = false;
      else seen[v] = 1;
    });
    return ok;
  };
  return distinct(bwd, [&](auto&& f) { for (const auto& s : r.saved) f(s.backward); }) &&
         distinct(bwd, [&](auto&& f) { for (auto [b, x] : r.grad_of) f(b); }) &&
         distinct(bwd, [&](auto&& f) { for (auto [b, x] : r.recomputed) f(b); }) &&
         distinct(bwd, [&](auto&& f) { for (auto [b, x] : r.accumulate) f(b); }) &&
         distinct(fwd, [&](auto&& f) { for (auto [x, b] : r.grads) f(x); }) &&
         distinct(bwd, [&](auto&& f) { for (auto [b, x] : r.seed) f(b); });
}

}  // namespace

std::string relate_to_json_text(const Graph& fwd, const Graph& bwd, const RelateResult& r,
                                const JsonText::Spill& spill) {
  if (!keys_unique(fwd, bwd, r)) {
    std::string text = relate_to_json(fwd, bwd, r).dump(1) + "\n";
    if (!spill) return text;
    spill(text);
    return "";
  }
  using detail::NameTable;
  // every name spelled once, in node order (relate_tables.hpp)
  const NameTable fn(fwd, NameTable::Spelling::Json), bn(bwd, NameTable::Spelling::Json);
  const auto &grad_of_how = r.grad_of_how, &grads_how = r.grads_how;
  const auto& grad_of_alts = r.grad_of_alternatives;
  std::string out;
  // room for more than the text needs (a regrowth would copy it all);
  // untouched capacity is address space, not memory. A spill needs its buffer.
  out.reserve(spill ? (std::size_t{1} << 21) : 256 + 96 * (r.saved.size() + r.grad_of.size()) + 160 * r.memory.size());
  JsonText j(out, 1, spill);
  auto name_list = [&](const NameTable& names, const std::vector<VertexId>& vs) {
    j.open_array();
    for (auto v : vs) {
      j.item();
      j.raw(names[v]);
    }
    j.close_array();
  };
  // One keyed object over a list: key(x) is the member's node in `keys`
  // (kNoVertex: no member for x), value(x) writes the value. In a large
  // graph the names are far apart: the key's is asked for some members
  // ahead (its offsets, then its bytes), and far(x) / near(x) ask for what
  // value(x) reads the same way.
  auto keyed = [&](const char* name, const auto& list, const NameTable& keys, auto&& key, auto&& value, auto&& far,
                   auto&& near) {
    j.key(name);
    j.open_object();
    const std::size_t n = list.size();
    for (std::size_t i = 0; i < n; ++i) {
      if (i + 16 < n) {
        if (const VertexId k = key(list[i + 16]); k != kNoVertex) keys.prefetch_offsets(k);
        far(list[i + 16]);
      }
      if (i + 8 < n) {
        if (const VertexId k = key(list[i + 8]); k != kNoVertex) keys.prefetch_chars(k);
        near(list[i + 8]);
      }
      if (const VertexId k = key(list[i]); k != kNoVertex) {
        j.spelled_key(keys[k]);
        value(list[i]);
      }
    }
    j.close_object();
  };
  using Pair = std::pair<VertexId, VertexId>;
  const auto nothing = [](const auto&) {};
  const auto first = [](const Pair& p) { return p.first; };
  const auto saved_bwd = [](const SavedTensor& s) { return s.backward; };
  // a value naming a forward node (null for kNoVertex), and asking for it ahead
  const auto fwd_second = [&](const Pair& p) {
    if (p.second == kNoVertex) j.null();
    else j.raw(fn[p.second]);
  };
  const auto fwd_far = [&](const Pair& p) {
    if (p.second != kNoVertex) fn.prefetch_offsets(p.second);
  };
  const auto fwd_near = [&](const Pair& p) {
    if (p.second != kNoVertex) fn.prefetch_chars(p.second);
  };
  j.open_object();
  keyed("saved", r.saved, bn, saved_bwd, [&](const SavedTensor& s) { j.raw(fn[s.forward]); },
        [&](const SavedTensor& s) { fn.prefetch_offsets(s.forward); },
        [&](const SavedTensor& s) { fn.prefetch_chars(s.forward); });
  if (std::any_of(r.saved.begin(), r.saved.end(), [](const SavedTensor& s) { return !s.alternatives.empty(); }))
    keyed("saved_alternatives", r.saved, bn,
          [](const SavedTensor& s) { return s.alternatives.empty() ? kNoVertex : s.backward; },
          [&](const SavedTensor& s) { name_list(fn, s.alternatives); }, nothing, nothing);
  keyed("saved_how", r.saved, bn, saved_bwd, [&](const SavedTensor& s) { j.string(s.how); }, nothing, nothing);
  keyed("grad_of", r.grad_of, bn, first, fwd_second, fwd_far, fwd_near);
  keyed("grad_of_how", r.grad_of, bn, [&](const Pair& p) { return grad_of_how.get(p.first) ? p.first : kNoVertex; },
        [&](const Pair& p) { j.string(*grad_of_how.get(p.first)); },
        [&](const Pair& p) { __builtin_prefetch(grad_of_how.get(p.first)); }, nothing);
  keyed("grad_of_alternatives", r.grad_of, bn,
        [&](const Pair& p) { return grad_of_alts.get(p.first) ? p.first : kNoVertex; },
        [&](const Pair& p) { name_list(fn, *grad_of_alts.get(p.first)); }, nothing, nothing);
  keyed("recomputed", r.recomputed, bn, first, fwd_second, fwd_far, fwd_near);
  keyed("accumulate", r.accumulate, bn, first, fwd_second, fwd_far, fwd_near);
  keyed("grads", r.grads, fn, first, [&](const Pair& p) { j.raw(bn[p.second]); },
        [&](const Pair& p) { bn.prefetch_offsets(p.second); }, [&](const Pair& p) { bn.prefetch_chars(p.second); });
  keyed("grads_how", r.grads, fn, [&](const Pair& p) { return grads_how.get(p.first) ? p.first : kNoVertex; },
        [&](const Pair& p) { j.string(*grads_how.get(p.first)); }, [&](const Pair& p) { __builtin_prefetch(grads_how.get(p.first)); },
        nothing);
  keyed("seed", r.seed, bn, first, fwd_second, fwd_far, fwd_near);
  j.key("memory");
  j.open_array();
  JsonText::Key k_forward("forward"), k_uses("backward_uses"), k_dtype("dtype"), k_shape("shape"), k_bytes("bytes"),
      k_source("source");
  for (std::size_t i = 0; i < r.memory.size(); ++i) {
    // an entry's lists live on the heap, one cache miss each: ask for them
    // a few entries ahead
    if (i + 8 < r.memory.size()) {
      __builtin_prefetch(r.memory[i + 8].shape.data());
      __builtin_prefetch(r.memory[i + 8].backward_uses.data());
    }
    const MemoryEntry& m = r.memory[i];
    j.item();
    j.open_object();
    j.key(k_forward);
    j.raw(fn[m.forward]);
    j.key(k_uses);
    name_list(bn, m.backward_uses);
    j.key(k_dtype);
    if (m.dtype.empty()) j.null();
    else j.string(m.dtype);
    j.key(k_shape);
    j.open_array();
    for (const auto& d : m.shape) {
      j.item();
      j.string(d);
    }
    j.close_array();
    j.key(k_bytes);
    if (m.bytes) {
      char buf[24];
      const auto end = std::to_chars(buf, buf + sizeof buf, *m.bytes).ptr;
      j.raw(std::string_view(buf, static_cast<std::size_t>(end - buf)));
    } else {
      j.null();
    }
    j.key(k_source);
    j.string(m.source);
    j.close_object();
  }
  j.close_array();
  j.key("unrelated");
  j.open_array();
  for (const auto& u : r.unrelated) {
    j.item();
    j.open_object();
    j.key("node");
    j.raw((u.backward ? bn : fn)[u.node]);
    j.key("kind");
    j.string(u.kind);
    j.key("reason");
    j.string(u.reason);
    j.close_object();
  }
  j.close_array();
  j.key("used_joint");
  j.boolean(r.used_joint);
  j.close_object();
  j.raw("\n");
  j.finish();
  return out;
}

}  // namespace fxmatch::cli
