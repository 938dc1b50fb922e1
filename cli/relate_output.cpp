// Relate results as JSON (linear in nodes) and as text.
#include "relate_output.hpp"

#include "json_text.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <map>
#include <span>
#include <vector>

namespace fxmatch::cli {

namespace {

// as an ostream spells a double by default (%g, six significant digits)
std::string human_bytes(long long b) {
  char buf[64];
  if (b >= (1LL << 20)) std::snprintf(buf, sizeof buf, "%g MiB", static_cast<double>(b) / (1 << 20));
  else if (b >= 1024) std::snprintf(buf, sizeof buf, "%g KiB", static_cast<double>(b) / 1024);
  else std::snprintf(buf, sizeof buf, "%lld B", b);
  return buf;
}

// A map keyed by vertex read once into a table indexed by vertex: lookups in
// the writers below are then one load, not a walk down a tree of n entries.
// Values that repeat (a `how` is one of four words) are kept once, so a
// lookup does not touch the map's scattered nodes either.
template <class T>
class ByVertex {
 public:
  ByVertex(const std::map<VertexId, T>& m, std::size_t n) : at_(n, nullptr) {
    std::vector<const T*> distinct;
    for (const auto& [v, x] : m) {
      if (v >= n) continue;
      const T* p = &x;
      if (distinct.size() < 8) {
        const auto same = std::find_if(distinct.begin(), distinct.end(), [&](const T* d) { return *d == x; });
        if (same != distinct.end()) p = *same;
        else distinct.push_back(p);
      }
      at_[v] = p;
    }
  }
  const T* at(VertexId v) const { return v < at_.size() ? at_[v] : nullptr; }

 private:
  std::vector<const T*> at_;
};

// Indices grouped by a key below n (a counting sort: each group keeps the
// indices' order); fill(add) calls add(key, index) once per index, and the
// same way on its second call; keys out of range are dropped.
class Buckets {
 public:
  template <class Fill>
  Buckets(std::size_t n, Fill&& fill) : start_(n + 1, 0) {
    fill([&](VertexId k, std::size_t) {
      if (k < n) ++start_[k + 1];
    });
    for (std::size_t k = 0; k < n; ++k) start_[k + 1] += start_[k];
    items_.resize(start_[n]);
    std::vector<std::uint32_t> next(start_.begin(), start_.end() - 1);
    fill([&](VertexId k, std::size_t i) {
      if (k < n) items_[next[k]++] = static_cast<std::uint32_t>(i);
    });
  }
  std::span<const std::uint32_t> of(std::size_t k) const {
    return {items_.data() + start_[k], items_.data() + start_[k + 1]};
  }
  std::size_t nonempty() const {
    std::size_t c = 0;
    for (std::size_t k = 0; k + 1 < start_.size(); ++k) c += start_[k + 1] != start_[k];
    return c;
  }

 private:
  std::vector<std::uint32_t> start_, items_;
};

std::string shape_text(const MemoryEntry& m) {
  std::string s = m.dtype.empty() ? "?" : m.dtype;
  s += "[";
  for (std::size_t i = 0; i < m.shape.size(); ++i) s += (i ? ", " : "") + m.shape[i];
  return s + "]";
}

}  // namespace

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

std::string relate_to_json_text(const Graph& fwd, const Graph& bwd, const RelateResult& r) {
  if (!keys_unique(fwd, bwd, r)) return relate_to_json(fwd, bwd, r).dump(1) + "\n";
  const ByVertex<std::string> grad_of_how(r.grad_of_how, bwd.size()), grads_how(r.grads_how, fwd.size());
  const ByVertex<std::vector<VertexId>> grad_of_alts(r.grad_of_alternatives, bwd.size());
  std::string out;
  out.reserve(256 + 96 * (r.saved.size() + r.grad_of.size()) + 128 * r.memory.size());
  JsonText j(out, 1);
  auto name_list = [&](const Graph& g, const std::vector<VertexId>& vs) {
    j.open_array();
    for (auto v : vs) {
      j.item();
      j.string(g.node(v).name);
    }
    j.close_array();
  };
  // one keyed object over a list of pairs: key(pair) names the member, value(pair) writes it.
  // The nodes named are all over a large graph: the key's node is asked for
  // a few members ahead, and so is value_node(pair), the node the value names
  auto keyed = [&](const char* name, const auto& list, auto&& key, auto&& value, auto&& value_node) {
    j.key(name);
    j.open_object();
    for (std::size_t i = 0; i < list.size(); ++i) {
      if (i + 8 < list.size()) {
        if (const Node* k = key(list[i + 8])) __builtin_prefetch(k);
        if (const Node* v = value_node(list[i + 8])) __builtin_prefetch(v);
      }
      if (const Node* k = key(list[i])) {
        j.key(k->name);
        value(list[i]);
      }
    }
    j.close_object();
  };
  using Pair = std::pair<VertexId, VertexId>;
  const auto no_node = [](const auto&) -> const Node* { return nullptr; };
  const auto saved_fwd = [&](const SavedTensor& s) { return &fwd.node(s.forward); };
  const auto fwd_second = [&](const Pair& p) { return p.second == kNoVertex ? nullptr : &fwd.node(p.second); };
  const auto bwd_second = [&](const Pair& p) { return &bwd.node(p.second); };
  j.open_object();
  keyed("saved", r.saved, [&](const SavedTensor& s) { return &bwd.node(s.backward); },
        [&](const SavedTensor& s) { j.string(fwd.node(s.forward).name); }, saved_fwd);
  if (std::any_of(r.saved.begin(), r.saved.end(), [](const SavedTensor& s) { return !s.alternatives.empty(); }))
    keyed("saved_alternatives", r.saved,
          [&](const SavedTensor& s) { return s.alternatives.empty() ? nullptr : &bwd.node(s.backward); },
          [&](const SavedTensor& s) { name_list(fwd, s.alternatives); }, no_node);
  keyed("saved_how", r.saved, [&](const SavedTensor& s) { return &bwd.node(s.backward); },
        [&](const SavedTensor& s) { j.string(s.how); }, no_node);
  keyed("grad_of", r.grad_of, [&](const Pair& p) { return &bwd.node(p.first); },
        [&](const Pair& p) { j.string(fwd.node(p.second).name); }, fwd_second);
  keyed("grad_of_how", r.grad_of, [&](const Pair& p) { return grad_of_how.at(p.first) ? &bwd.node(p.first) : nullptr; },
        [&](const Pair& p) { j.string(*grad_of_how.at(p.first)); }, no_node);
  keyed("grad_of_alternatives", r.grad_of,
        [&](const Pair& p) { return grad_of_alts.at(p.first) ? &bwd.node(p.first) : nullptr; },
        [&](const Pair& p) { name_list(fwd, *grad_of_alts.at(p.first)); }, no_node);
  keyed("recomputed", r.recomputed, [&](const Pair& p) { return &bwd.node(p.first); },
        [&](const Pair& p) { j.string(fwd.node(p.second).name); }, fwd_second);
  keyed("accumulate", r.accumulate, [&](const Pair& p) { return &bwd.node(p.first); }, [&](const Pair& p) {
    if (p.second == kNoVertex) j.null();
    else j.string(fwd.node(p.second).name);
  }, fwd_second);
  keyed("grads", r.grads, [&](const Pair& p) { return &fwd.node(p.first); },
        [&](const Pair& p) { j.string(bwd.node(p.second).name); }, bwd_second);
  keyed("grads_how", r.grads, [&](const Pair& p) { return grads_how.at(p.first) ? &fwd.node(p.first) : nullptr; },
        [&](const Pair& p) { j.string(*grads_how.at(p.first)); }, no_node);
  keyed("seed", r.seed, [&](const Pair& p) { return &bwd.node(p.first); },
        [&](const Pair& p) { j.string(fwd.node(p.second).name); }, fwd_second);
  j.key("memory");
  j.open_array();
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
    j.key("forward");
    j.string(fwd.node(m.forward).name);
    j.key("backward_uses");
    name_list(bwd, m.backward_uses);
    j.key("dtype");
    if (m.dtype.empty()) j.null();
    else j.string(m.dtype);
    j.key("shape");
    j.open_array();
    for (const auto& d : m.shape) {
      j.item();
      j.string(d);
    }
    j.close_array();
    j.key("bytes");
    if (m.bytes) j.raw(std::to_string(*m.bytes));
    else j.null();
    j.key("source");
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
    j.string((u.backward ? bwd : fwd).node(u.node).name);
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

std::string relate_to_text(const Graph& fwd, const Graph& bwd, const RelateResult& r) {
  const ByVertex<std::string> grad_of_how(r.grad_of_how, bwd.size()), grads_how(r.grads_how, fwd.size());
  const ByVertex<std::vector<VertexId>> grad_of_alts(r.grad_of_alternatives, bwd.size());
  // the forward op each backward op belongs to (the last answer for it)
  std::vector<VertexId> grad_op_of_bwd(bwd.size(), kNoVertex);
  for (auto [b, f] : r.grad_of)
    if (b < bwd.size()) grad_op_of_bwd[b] = f;
  // a saved value is listed under the forward op whose backward first reads
  // it (memory entries in their order, then their uses)
  std::vector<VertexId> owner_of(fwd.size(), kNoVertex);
  for (const auto& m : r.memory)
    for (auto u : m.backward_uses)
      if (u < bwd.size() && grad_op_of_bwd[u] != kNoVertex) {
        if (m.forward < fwd.size() && owner_of[m.forward] == kNoVertex) owner_of[m.forward] = grad_op_of_bwd[u];
        break;
      }
  // forward op -> its backward ops and its saved values, each in answer order
  const Buckets ops_of(fwd.size(), [&](auto&& add) {
    for (std::size_t i = 0; i < r.grad_of.size(); ++i) add(r.grad_of[i].second, i);
  });
  const Buckets saved_of(fwd.size(), [&](auto&& add) {
    for (std::size_t i = 0; i < r.saved.size(); ++i)
      add(r.saved[i].forward < fwd.size() ? owner_of[r.saved[i].forward] : kNoVertex, i);
  });
  std::vector<const MemoryEntry*> mem_of(fwd.size(), nullptr);  // the last entry of a value
  for (const auto& m : r.memory)
    if (m.forward < fwd.size()) mem_of[m.forward] = &m;

  std::string o;
  o.reserve(512 + 64 * r.grad_of.size() + 160 * r.saved.size() + 96 * r.memory.size() + 48 * r.grads.size());
  auto put = [&](auto&&... parts) { (o.append(parts), ...); };
  auto name = [](const Graph& g, VertexId v) { return g.node(v).name.view(); };
  o += "how: joint = composition of the two exact matches, template = a derivative template explains it,\n"
       "structure = data flow or the partitioner's layout decides it, position = picked by order (alternatives listed)\n";
  put("relate: ", std::to_string(ops_of.nonempty()), " forward ops with backward ops, ", std::to_string(r.saved.size()),
      " saved values, ", std::to_string(r.grads.size()), " gradients", r.used_joint ? " (joint used)" : "", "\n\n");
  for (std::size_t f = fwd.size(); f-- > 0;) {
    const auto ops = ops_of.of(f);
    if (ops.empty()) continue;
    const Node& fn = fwd.node(f);
    put(fn.name.view(), " = ", std::string_view(fn.target), "\n");
    for (auto i : saved_of.of(f)) {
      const SavedTensor& st = r.saved[i];
      put("  saves  ", name(fwd, st.forward), "  as ", name(bwd, st.backward), "  (", st.how, ")");
      if (!st.alternatives.empty()) {
        o += "  or";
        for (auto a : st.alternatives) put(" ", name(fwd, a));
      }
      if (const MemoryEntry* m = st.forward < fwd.size() ? mem_of[st.forward] : nullptr; m && m->bytes)
        put("  ", shape_text(*m), " ", human_bytes(*m->bytes));
      o += '\n';
    }
    o += "  backward:";
    for (auto i : ops) {
      const VertexId b = r.grad_of[i].first;
      put(" ", name(bwd, b));
      if (const std::string* h = grad_of_how.at(b); h && *h != "template") put("[", *h, "]");
      if (const std::vector<VertexId>* a = grad_of_alts.at(b)) {
        for (std::size_t k = 0; k < a->size() && k < 2; ++k) put("[or ", name(fwd, (*a)[k]), "]");
        if (a->size() > 2) put("[or ", std::to_string(a->size() - 2), " more]");
      }
    }
    o += '\n';
  }
  if (!r.accumulate.empty()) {
    o += "\ngradient accumulation:\n";
    for (auto [b, f] : r.accumulate)
      put("  ", name(bwd, b), "  sums gradients of ", f == kNoVertex ? std::string_view("?") : name(fwd, f), "\n");
  }
  o += "\ngradients:\n";
  for (auto [f, b] : r.grads) {
    put("  ", name(fwd, f), "  <-  ", name(bwd, b));
    if (const std::string* h = grads_how.at(f)) put("  (", *h, ")");
    o += '\n';
  }
  if (!r.recomputed.empty()) {
    o += "\nrecomputed in the backward:\n";
    for (auto [b, f] : r.recomputed) put("  ", name(bwd, b), "  recomputes ", name(fwd, f), "\n");
  }
  for (auto [b, f] : r.seed) put("seed: ", name(bwd, b), " (d loss ", name(fwd, f), ")\n");
  o += "\nsaved for backward (largest first):\n";
  long long total = 0;
  for (const auto& m : r.memory) {
    put("  ", name(fwd, m.forward), "  ", shape_text(m), "  ", m.bytes ? human_bytes(*m.bytes) : std::string("? B"), "  ",
        m.source, "\n");
    total += m.bytes.value_or(0);
  }
  put("  total ", human_bytes(total), "\n");
  if (!r.unrelated.empty()) {
    o += "\nunrelated:\n";
    for (const auto& u : r.unrelated)
      put("  ", name(u.backward ? bwd : fwd, u.node), " (", u.kind, "): ", u.reason, "\n");
  }
  return o;
}

}  // namespace fxmatch::cli
