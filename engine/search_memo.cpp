// The memo tables of build_search_model: see search_memo.hpp.
#include "search_memo.hpp"

#include <cstring>

namespace fxmatch::detail {

namespace {

constexpr std::uint64_t kMul = 0x9E3779B97F4A7C15ULL;
constexpr ModelId kEmptySlot = kNone - 1;  // ValueIndex: a free global slot

std::uint64_t step(std::uint64_t h, std::uint64_t v) {
  h = (h ^ v) * kMul;
  return h ^ (h >> 29);
}

// A word at a time; the length goes in first, so the tail's spelling below is
// unambiguous. Only speed depends on its quality: every hit is verified.
std::uint64_t hash_text(std::uint64_t h, std::string_view s) {
  const char* p = s.data();
  std::size_t n = s.size();
  h = step(h, n);
  for (; n >= 8; p += 8, n -= 8) {
    std::uint64_t w;
    std::memcpy(&w, p, 8);
    h = step(h, w);
  }
  if (n >= 4) {
    std::uint32_t a, b;
    std::memcpy(&a, p, 4);
    std::memcpy(&b, p + n - 4, 4);
    h = step(h, (static_cast<std::uint64_t>(a) << 32) | b);
  } else if (n > 0) {
    const auto byte = [&](std::size_t i) { return static_cast<std::uint64_t>(static_cast<unsigned char>(p[i])); };
    h = step(h, byte(0) | byte(n / 2) << 8 | byte(n - 1) << 16);
  }
  return h;
}

// An argument as a label sees it: kind, spelling and items; a node reference
// by its kind only (its name and slot never count).
std::uint64_t hash_arg(std::uint64_t h, const Arg& a) {
  h = step(h, static_cast<std::uint64_t>(a.kind) + 1);
  if (a.kind == Arg::Kind::Ref) return h;
  h = hash_text(h, a.text);
  if (a.items.empty()) return h;
  h = step(h, a.items.size());
  for (const Arg& x : a.items) h = hash_arg(h, x);
  return h;
}

bool same_arg(const Arg& a, const Arg& b) {
  if (a.kind != b.kind) return false;
  if (a.kind == Arg::Kind::Ref) return true;
  if (a.text != b.text || a.items.size() != b.items.size()) return false;
  for (std::size_t i = 0; i < a.items.size(); ++i)
    if (!same_arg(a.items[i], b.items[i])) return false;
  return true;
}

std::uint64_t hash_node(const Node& n, const LabelContext& c) {
  std::uint64_t h = step(0, reinterpret_cast<std::uintptr_t>(c.info));
  h = step(h, reinterpret_cast<std::uintptr_t>(c.source));
  h = step(h, (static_cast<std::uint64_t>(c.input_meta) << 32) | c.flags);
  h = step(h, n.args.size());
  for (const Arg& a : n.args) h = hash_arg(h, a);
  if (n.kwargs.empty()) return h;
  h = step(h, n.kwargs.size());
  for (const auto& [k, a] : n.kwargs) h = hash_arg(hash_text(h, k), a);
  return h;
}

bool same_args(const Node& a, const Node& b) {
  if (a.args.size() != b.args.size() || a.kwargs.size() != b.kwargs.size()) return false;
  for (std::size_t i = 0; i < a.args.size(); ++i)
    if (!same_arg(a.args[i], b.args[i])) return false;
  for (std::size_t i = 0; i < a.kwargs.size(); ++i)
    if (a.kwargs[i].first != b.kwargs[i].first || !same_arg(a.kwargs[i].second, b.kwargs[i].second)) return false;
  return true;
}

std::size_t slot_of(std::uint64_t hash, std::size_t mask) { return static_cast<std::size_t>(hash >> 20) & mask; }

}  // namespace

std::uint32_t& PtrIndex::at(const void* key, bool& fresh) {
  if (2 * (used_ + 1) > keys_.size()) grow();
  const std::uint64_t h = reinterpret_cast<std::uintptr_t>(key) * kMul;
  for (std::size_t i = slot_of(h, mask_);; i = (i + 1) & mask_) {
    if (keys_[i] == key) {
      fresh = false;
      return vals_[i];
    }
    if (keys_[i] == nullptr) {
      keys_[i] = key;
      vals_[i] = kNone;
      ++used_;
      fresh = true;
      return vals_[i];
    }
  }
}

void PtrIndex::grow() {
  std::vector<const void*> keys = std::move(keys_);
  std::vector<std::uint32_t> vals = std::move(vals_);
  const std::size_t size = keys.empty() ? 64 : 2 * keys.size();
  keys_.assign(size, nullptr);
  vals_.assign(size, kNone);
  mask_ = size - 1;
  for (std::size_t j = 0; j < keys.size(); ++j) {
    if (keys[j] == nullptr) continue;
    std::size_t i = slot_of(reinterpret_cast<std::uintptr_t>(keys[j]) * kMul, mask_);
    while (keys_[i] != nullptr) i = (i + 1) & mask_;
    keys_[i] = keys[j];
    vals_[i] = vals[j];
  }
}

std::uint64_t text_hash(std::string_view s) { return hash_text(0, s); }

const LabelMemo::Label* LabelMemo::find(const Node& n, const LabelContext& c, std::uint32_t& hint,
                                        std::uint64_t& hash) const {
  if (hint < entries_.size()) {
    const Entry& e = entries_[hint];
    if (e.ctx == c && same_args(*e.node, n)) return &e.label;
  }
  hash = hash_node(n, c);
  if (slots_.empty()) return nullptr;
  for (std::size_t i = slot_of(hash, mask_); slots_[i] != 0; i = (i + 1) & mask_) {
    const Entry& e = entries_[slots_[i] - 1];
    if (e.hash == hash && e.ctx == c && same_args(*e.node, n)) {
      hint = slots_[i] - 1;
      return &e.label;
    }
  }
  return nullptr;
}

void LabelMemo::add(const Node& n, const LabelContext& c, std::uint64_t hash, Label label, std::uint32_t& hint) {
  hint = static_cast<std::uint32_t>(entries_.size());
  entries_.push_back({hash, &n, c, label});
  if (2 * entries_.size() > slots_.size()) {
    grow();  // places every entry, the new one included
    return;
  }
  std::size_t i = slot_of(hash, mask_);
  while (slots_[i] != 0) i = (i + 1) & mask_;
  slots_[i] = static_cast<std::uint32_t>(entries_.size());
}

void LabelMemo::grow() {
  const std::size_t size = slots_.empty() ? 64 : 2 * slots_.size();
  slots_.assign(size, 0);
  mask_ = size - 1;
  for (std::size_t k = 0; k < entries_.size(); ++k) {
    std::size_t i = slot_of(entries_[k].hash, mask_);
    while (slots_[i] != 0) i = (i + 1) & mask_;
    slots_[i] = static_cast<std::uint32_t>(k + 1);
  }
}

ModelId ValueIndex::first(std::uint64_t key, ModelId anchor) {
  if (anchored(anchor)) return head_[anchor];
  if (slots_.empty()) return kNone;
  return global(key);
}

ModelId& ValueIndex::global(std::uint64_t key) {
  if (slots_.empty()) {
    std::size_t size = 16;
    while (size < 2 * n_ + 2) size *= 2;  // at most n classes
    slots_.assign(size, Slot{0, kEmptySlot});
    mask_ = size - 1;
  }
  const auto tag = static_cast<std::uint32_t>(key >> 32);
  for (std::size_t i = (key * kMul) >> 17 & mask_;; i = (i + 1) & mask_) {
    Slot& s = slots_[i];
    if (s.val == kEmptySlot) {
      s = {tag, kNone};
      return s.val;
    }
    if (s.tag == tag) return s.val;
  }
}

void ValueIndex::push_global(ModelId c) {
  ModelId& newest = global(key_[c]);
  next_[c] = newest;
  newest = c;
}

void ValueIndex::add(ModelId c, std::uint64_t key, ModelId anchor) {
  key_[c] = key;
  if (!anchored(anchor)) return push_global(c);
  next_[c] = head_[anchor];
  head_[anchor] = c;
  if (++count_[anchor] <= kHubChain) return;
  // A hub: its chain moves to the global table, oldest first (chains stay
  // newest first; the order only decides which equal class is met first, and
  // there is at most one: an equal node never makes a class).
  std::vector<ModelId> chain;
  for (ModelId x = head_[anchor]; x != kNone; x = next_[x]) chain.push_back(x);
  head_[anchor] = kNone;
  for (auto it = chain.rbegin(); it != chain.rend(); ++it) push_global(*it);
}

}  // namespace fxmatch::detail
