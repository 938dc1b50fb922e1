// Relate results as JSON (linear in nodes) and as text.
#include "relate_output.hpp"

#include "json_text.hpp"

#include <algorithm>
#include <map>
#include <unordered_map>
#include <vector>
#include <sstream>

namespace fxmatch::cli {

namespace {

std::string human_bytes(long long b) {
  std::ostringstream s;
  if (b >= (1LL << 20)) s << (static_cast<double>(b) / (1 << 20)) << " MiB";
  else if (b >= 1024) s << (static_cast<double>(b) / 1024) << " KiB";
  else s << b << " B";
  return s.str();
}

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
  // one keyed object over a list of pairs: key(pair) names the member, value(pair) writes it
  auto keyed = [&](const char* name, const auto& list, auto&& key, auto&& value) {
    j.key(name);
    j.open_object();
    for (const auto& e : list)
      if (const Node* k = key(e)) {
        j.key(k->name);
        value(e);
      }
    j.close_object();
  };
  j.open_object();
  keyed("saved", r.saved, [&](const SavedTensor& s) { return &bwd.node(s.backward); },
        [&](const SavedTensor& s) { j.string(fwd.node(s.forward).name); });
  if (std::any_of(r.saved.begin(), r.saved.end(), [](const SavedTensor& s) { return !s.alternatives.empty(); }))
    keyed("saved_alternatives", r.saved,
          [&](const SavedTensor& s) { return s.alternatives.empty() ? nullptr : &bwd.node(s.backward); },
          [&](const SavedTensor& s) { name_list(fwd, s.alternatives); });
  keyed("saved_how", r.saved, [&](const SavedTensor& s) { return &bwd.node(s.backward); },
        [&](const SavedTensor& s) { j.string(s.how); });
  using Pair = std::pair<VertexId, VertexId>;
  keyed("grad_of", r.grad_of, [&](const Pair& p) { return &bwd.node(p.first); },
        [&](const Pair& p) { j.string(fwd.node(p.second).name); });
  keyed("grad_of_how", r.grad_of,
        [&](const Pair& p) { return r.grad_of_how.count(p.first) ? &bwd.node(p.first) : nullptr; },
        [&](const Pair& p) { j.string(r.grad_of_how.at(p.first)); });
  keyed("grad_of_alternatives", r.grad_of,
        [&](const Pair& p) { return r.grad_of_alternatives.count(p.first) ? &bwd.node(p.first) : nullptr; },
        [&](const Pair& p) { name_list(fwd, r.grad_of_alternatives.at(p.first)); });
  keyed("recomputed", r.recomputed, [&](const Pair& p) { return &bwd.node(p.first); },
        [&](const Pair& p) { j.string(fwd.node(p.second).name); });
  keyed("accumulate", r.accumulate, [&](const Pair& p) { return &bwd.node(p.first); }, [&](const Pair& p) {
    if (p.second == kNoVertex) j.null();
    else j.string(fwd.node(p.second).name);
  });
  keyed("grads", r.grads, [&](const Pair& p) { return &fwd.node(p.first); },
        [&](const Pair& p) { j.string(bwd.node(p.second).name); });
  keyed("grads_how", r.grads, [&](const Pair& p) { return r.grads_how.count(p.first) ? &fwd.node(p.first) : nullptr; },
        [&](const Pair& p) { j.string(r.grads_how.at(p.first)); });
  keyed("seed", r.seed, [&](const Pair& p) { return &bwd.node(p.first); },
        [&](const Pair& p) { j.string(fwd.node(p.second).name); });
  j.key("memory");
  j.open_array();
  for (const auto& m : r.memory) {
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
  std::ostringstream o;
  // forward op -> (saved tensors, backward ops)
  std::map<VertexId, std::vector<VertexId>> ops_of;
  for (auto [b, f] : r.grad_of) ops_of[f].push_back(b);
  std::map<VertexId, std::vector<const SavedTensor*>> saved_by_reader_op;
  std::map<VertexId, VertexId> grad_op_of_bwd;
  for (auto [b, f] : r.grad_of) grad_op_of_bwd[b] = f;
  // a saved value is listed under the forward op whose backward first reads
  // it (memory entries in their order, then their uses): one lookup per value
  std::unordered_map<VertexId, VertexId> owner_of;
  for (const auto& m : r.memory)
    for (auto u : m.backward_uses)
      if (auto it = grad_op_of_bwd.find(u); it != grad_op_of_bwd.end()) {
        owner_of.try_emplace(m.forward, it->second);
        break;
      }
  for (const auto& s : r.saved) {
    const auto it = owner_of.find(s.forward);
    saved_by_reader_op[it == owner_of.end() ? kNoVertex : it->second].push_back(&s);
  }
  std::map<VertexId, const MemoryEntry*> mem_of;
  for (const auto& m : r.memory) mem_of[m.forward] = &m;
  o << "how: joint = composition of the two exact matches, template = a derivative template explains it,\n"
       "structure = data flow or the partitioner's layout decides it, position = picked by order (alternatives listed)\n";
  o << "relate: " << ops_of.size() << " forward ops with backward ops, " << r.saved.size() << " saved values, "
    << r.grads.size() << " gradients" << (r.used_joint ? " (joint used)" : "") << "\n\n";
  for (auto it = ops_of.rbegin(); it != ops_of.rend(); ++it) {
    const Node& fn = fwd.node(it->first);
    o << fn.name << " = " << fn.target << "\n";
    if (auto s = saved_by_reader_op.find(it->first); s != saved_by_reader_op.end())
      for (const auto* st : s->second) {
        o << "  saves  " << fwd.node(st->forward).name << "  as " << bwd.node(st->backward).name << "  ("
          << st->how << ")";
        if (!st->alternatives.empty()) {
          o << "  or";
          for (auto a : st->alternatives) o << ' ' << fwd.node(a).name;
        }
        if (auto m = mem_of.find(st->forward); m != mem_of.end() && m->second->bytes)
          o << "  " << shape_text(*m->second) << " " << human_bytes(*m->second->bytes);
        o << "\n";
      }
    o << "  backward:";
    for (auto b : it->second) {
      o << ' ' << bwd.node(b).name;
      const auto h = r.grad_of_how.find(b);
      if (h != r.grad_of_how.end() && h->second != "template") o << '[' << h->second << ']';
      if (auto a = r.grad_of_alternatives.find(b); a != r.grad_of_alternatives.end()) {
        for (std::size_t k = 0; k < a->second.size() && k < 2; ++k) o << "[or " << fwd.node(a->second[k]).name << ']';
        if (a->second.size() > 2) o << "[or " << a->second.size() - 2 << " more]";
      }
    }
    o << "\n";
  }
  if (!r.accumulate.empty()) {
    o << "\ngradient accumulation:\n";
    for (auto [b, f] : r.accumulate)
      o << "  " << bwd.node(b).name << "  sums gradients of " << (f == kNoVertex ? std::string_view("?") : fwd.node(f).name.view()) << "\n";
  }
  o << "\ngradients:\n";
  for (auto [f, b] : r.grads) {
    o << "  " << fwd.node(f).name << "  <-  " << bwd.node(b).name;
    if (auto h = r.grads_how.find(f); h != r.grads_how.end()) o << "  (" << h->second << ")";
    o << "\n";
  }
  if (!r.recomputed.empty()) {
    o << "\nrecomputed in the backward:\n";
    for (auto [b, f] : r.recomputed) o << "  " << bwd.node(b).name << "  recomputes " << fwd.node(f).name << "\n";
  }
  for (auto [b, f] : r.seed) o << "seed: " << bwd.node(b).name << " (d loss " << fwd.node(f).name << ")\n";
  o << "\nsaved for backward (largest first):\n";
  long long total = 0;
  for (const auto& m : r.memory) {
    o << "  " << fwd.node(m.forward).name << "  " << shape_text(m) << "  "
      << (m.bytes ? human_bytes(*m.bytes) : std::string("? B")) << "  " << m.source << "\n";
    total += m.bytes.value_or(0);
  }
  o << "  total " << human_bytes(total) << "\n";
  if (!r.unrelated.empty()) {
    o << "\nunrelated:\n";
    for (const auto& u : r.unrelated)
      o << "  " << (u.backward ? bwd : fwd).node(u.node).name << " (" << u.kind << "): " << u.reason << "\n";
  }
  return o.str();
}

}  // namespace fxmatch::cli
