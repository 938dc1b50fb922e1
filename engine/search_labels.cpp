// Operator labels: see search_labels.hpp.
#include "search_labels.hpp"
#include "int_text.hpp"

#include <algorithm>
#include <cctype>
#include <optional>
#include <string>

namespace fxmatch::detail {

namespace {

// `device(type='cuda', index=0)` -> "cuda:0", `device(type='cpu')` -> "cpu":
// str(graph) prints devices the short way, graph code the long way.
std::string canonical_device(const std::string& text) {
  auto field = [&](std::string_view key) -> std::string {
    auto at = text.find(key);
    if (at == std::string::npos) return {};
    at += key.size();
    std::size_t end = at;
    while (end < text.size() && text[end] != ',' && text[end] != ')') ++end;
    std::string v = text.substr(at, end - at);
    std::erase(v, '\'');
    std::erase(v, '"');
    std::erase(v, ' ');
    return v;
  };
  std::string type = field("type=");
  std::string index = field("index=");
  return index.empty() ? type : type + ":" + index;
}

// Canonical argument text with node references anonymised to "$". Strings
// lose their quotes (str(graph) prints them bare).
void anon_args(const Arg& a, std::string& out) {
  switch (a.kind) {
    case Arg::Kind::String: out += a.text; return;
    case Arg::Kind::Symbol:
      out += a.text.rfind("device(", 0) == 0 ? canonical_device(a.text.str()) : a.text.str();
      return;
    case Arg::Kind::Ref: out += '$'; return;
    case Arg::Kind::List:
    case Arg::Kind::Tuple: {
      out += a.kind == Arg::Kind::List ? '[' : '(';
      for (std::size_t i = 0; i < a.items.size(); ++i) {
        if (i) out += ", ";
        anon_args(a.items[i], out);
      }
      out += a.kind == Arg::Kind::List ? ']' : ')';
      return;
    }
    default: out += to_string(a); return;
  }
}

// The integer value of positional argument i, if it is an integer literal.
std::optional<long long> int_arg(const Node& n, int i) {
  if (i < 0 || static_cast<std::size_t>(i) >= n.args.size() || n.args[i].kind != Arg::Kind::Int) return std::nullopt;
  try {
    return std::stoll(n.args[i].text.str());
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

bool conditions_hold(const Node& n, const Equivalence& e) {
  for (const ArgCondition& c : e.when) {
    auto lhs = int_arg(n, c.lhs);
    if (!lhs) return false;
    long long rhs = c.offset;
    if (c.rhs >= 0) {
      auto r = int_arg(n, c.rhs);
      if (!r) return false;
      rhs += *r;
    }
    if (*lhs != rhs) return false;
  }
  return true;
}

// `args` of an equivalence with `{i}` replaced by argument i as a label spells it.
std::optional<std::string> expand_args(const Node& n, const std::string& tmpl) {
  std::string out;
  for (std::size_t i = 0; i < tmpl.size(); ++i) {
    if (tmpl[i] != '{') {
      out += tmpl[i];
      continue;
    }
    const std::size_t close = tmpl.find('}', i);
    if (close == std::string::npos) return std::nullopt;
    int k = -1;
    try {
      k = std::stoi(tmpl.substr(i + 1, close - i - 1));
    } catch (const std::exception&) {
      return std::nullopt;
    }
    if (k < 0 || static_cast<std::size_t>(k) >= n.args.size()) return std::nullopt;
    anon_args(n.args[k], out);
    i = close;
  }
  return out;
}

constexpr long long kInt64Max = 9223372036854775807LL;

// A slicing op's dim/start/end written out and normalised (rules:
// slice_bounds): None or absent is 0 / INT64_MAX; with the input's shape a
// negative dim or bound counts from the end and bounds are clamped to
// [0, size], so `-3:`, `9:None` and `9:INT64_MAX` of a size-12 dim agree.
Node normalised_bounds(const Node& n, const SliceBounds& b, const MetaKey* input) {
  Node out = n;
  const int need = std::max({b.dim, b.start, b.end}) + 1;
  while (static_cast<int>(out.args.size()) < need) out.args.push_back(Arg::none());
  auto value = [&](int pos, long long dflt) -> std::optional<long long> {
    const Arg& a = out.args[pos];
    if (a.kind == Arg::Kind::None) return dflt;
    return a.kind == Arg::Kind::Int ? int_literal(a.text.str()) : std::nullopt;
  };
  auto dim = value(b.dim, 0);
  auto start = value(b.start, 0);
  auto end = value(b.end, kInt64Max);
  std::optional<long long> size;
  if (dim && input && input->known) {
    const auto rank = static_cast<long long>(input->dims.size());
    if (*dim < 0) *dim += rank;
    if (*dim >= 0 && *dim < rank) size = int_literal(input->dims[*dim]);
  }
  auto clamp = [&](std::optional<long long>& v) {
    if (!v || !size) return;
    if (*v < 0) *v += *size;
    *v = std::clamp(*v, 0LL, *size);
  };
  clamp(start);
  clamp(end);
  auto put = [&](int pos, std::optional<long long> v) {
    if (v) out.args[pos] = Arg::scalar(Arg::Kind::Int, std::to_string(*v));
  };
  put(b.dim, dim);
  put(b.start, start);
  put(b.end, end);
  return out;
}

}  // namespace

// The label of `n`; `applied` is the equivalence it was renamed by (nullptr: none).
std::string op_signature(const Node& n, const OpInfo& info, bool shaped, const MetaKey* input,
                         const Equivalence*& applied) {
  applied = nullptr;
  if (info.bounds) {
    const Node norm = normalised_bounds(n, *info.bounds, input);
    OpInfo plain = info;
    plain.bounds = nullptr;
    return op_signature(norm, plain, shaped, nullptr, applied);
  }
  for (const Equivalence* e : info.conditional) {
    if (!conditions_hold(n, *e)) continue;
    std::optional<std::string> args = e->args ? expand_args(n, *e->args) : std::optional<std::string>("");
    if (!args) continue;
    applied = e;
    return e->as + "(" + *args + ")";
  }
  applied = info.equivalence;
  std::string s;
  s.reserve(64);
  s += info.canonical;
  s += '(';
  if (info.forced_args) {
    auto expanded = info.forced_args->find('{') == std::string::npos ? std::nullopt : expand_args(n, *info.forced_args);
    s += expanded ? *expanded : *info.forced_args;
  } else {
    LabelArgs mode = info.label_args;
    if (mode == LabelArgs::NoneWhenShaped) mode = shaped ? LabelArgs::None : LabelArgs::All;
    if (mode == LabelArgs::All) {
      const IgnoredArgs* ignored = info.ignored;
      auto skip_pos = [&](int i) {
        return ignored && std::find(ignored->positions.begin(), ignored->positions.end(), i) != ignored->positions.end();
      };
      auto skip_kw = [&](const std::string& k) {
        return ignored && std::find(ignored->keywords.begin(), ignored->keywords.end(), k) != ignored->keywords.end();
      };
      // A trailing argument that is ignored, or equal to its default (rules:
      // defaults, from the op schemas), may be printed or left out: it is
      // left out of the label.
      std::string text;
      auto is_default = [&](std::size_t i) {
        const ArgDefaults* d = info.defaults;
        if (!d || static_cast<int>(i) < d->first || n.args[i].kind == Arg::Kind::Ref) return false;
        const std::size_t k = i - static_cast<std::size_t>(d->first);
        if (k >= d->values.size()) return false;
        text.clear();
        anon_args(n.args[i], text);
        return text == d->values[k];
      };
      std::size_t end = n.args.size();
      while (end > 0 && ((skip_pos(static_cast<int>(end - 1)) && n.args[end - 1].kind != Arg::Kind::Ref) ||
                         is_default(end - 1)))
        --end;
      bool first = true;
      for (std::size_t i = 0; i < end; ++i) {
        if (!first) s += ", ";
        first = false;
        if (skip_pos(static_cast<int>(i)) && n.args[i].kind != Arg::Kind::Ref) {
          s += '_';
          continue;
        }
        anon_args(n.args[i], s);
      }
      for (const auto& [k, a] : n.kwargs) {
        // `attn_mask = None` is printed by one capture and left out by the
        // other: a None keyword is the default in practice.
        if (a.kind == Arg::Kind::None || skip_kw(k)) continue;
        if (!first) s += ", ";
        first = false;
        s += k;
        s += '=';
        anon_args(a, s);
      }
    }
  }
  s += ')';
  return s;
}

}  // namespace fxmatch::detail
