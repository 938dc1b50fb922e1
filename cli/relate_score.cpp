// Relate scoring from relate's JSON (design note in relate_score.hpp).
#include "relate_score.hpp"

#include <set>

namespace fxmatch::cli::batch {

using json = nlohmann::json;

void RelateScore::add(const RelateScore& o) {
  for (auto [a, b] : {std::pair{&saved, &o.saved}, {&grad_of, &o.grad_of}, {&grads, &o.grads}})
    a->ok += b->ok, a->total += b->total;
  for (const auto& [k, n] : o.how) how[k] += n;
  for (const auto& [k, n] : o.wrong_how) wrong_how[k] += n;
  wrong_confident += o.wrong_confident;
  doubted += o.doubted;
  wrong_doubted += o.wrong_doubted;
}

namespace {

std::string str_or_empty(const json& v) { return v.is_string() ? v.get<std::string>() : ""; }

const json& obj(const json& j, const char* key) {
  static const json empty = json::object();
  auto it = j.find(key);
  return it != j.end() && it->is_object() ? *it : empty;
}

}  // namespace

RelateScore score_relate_json(const json& answer, const json& truth) {
  RelateScore sc;
  std::set<std::string> unrelated;
  if (auto it = answer.find("unrelated"); it != answer.end() && it->is_array())
    for (const auto& u : *it)
      if (u.is_object()) unrelated.insert(str_or_empty(u.value("node", json())));
  const json& t_alts = obj(truth, "saved_alternatives");
  struct Field {
    const char* name;
    Ratio* ratio;
    const char* alternatives;  // relate's own alternatives for this field (nullptr: none)
  };
  for (const Field& f : {Field{"saved", &sc.saved, "saved_alternatives"},
                         Field{"grad_of", &sc.grad_of, "grad_of_alternatives"}, Field{"grads", &sc.grads, nullptr}}) {
    const json& got_map = obj(answer, f.name);
    const json& how_map = obj(answer, (std::string(f.name) + "_how").c_str());
    const json& alts = f.alternatives ? obj(answer, f.alternatives) : obj(json::object(), "");
    for (const auto& [k, v] : obj(truth, f.name).items()) {
      ++f.ratio->total;
      const std::string want = str_or_empty(v);
      auto g = got_map.find(k);
      const std::string got = g == got_map.end() ? "" : str_or_empty(*g);
      bool ok;
      if (v.is_null()) ok = got.empty();  // grads: no gradient
      else ok = !got.empty() && got == want;
      if (!ok && !got.empty() && t_alts.contains(k) && std::string(f.name) == "saved")
        for (const auto& a : t_alts[k]) ok = ok || str_or_empty(a) == got;
      std::string how = "unknown";
      if (auto h = how_map.find(k); h != how_map.end() && h->is_string()) how = h->get<std::string>();
      if (!got.empty()) ++sc.how[how];
      const bool doubted = (alts.contains(k) && alts[k].is_array() && !alts[k].empty()) || unrelated.count(k);
      sc.doubted += doubted;
      if (ok) {
        ++f.ratio->ok;
        continue;
      }
      const bool confident = !got.empty() && (how == "joint" || how == "template");
      sc.wrong_confident += confident;
      if (!got.empty()) ++sc.wrong_how[std::string(f.name) + "/" + how];
      sc.wrong_doubted += doubted;
      sc.wrong.push_back(std::string(f.name) + " " + k + ": got " + (got.empty() ? "-" : got) + ", want " +
                         (want.empty() ? "-" : want) + (got.empty() ? "" : " [" + how + "]"));
    }
  }
  return sc;
}

json unrename_relate_json(const json& answer, const std::unordered_map<std::string, std::string>& original) {
  auto back = [&](const std::string& n) {
    auto it = original.find(n);
    return it == original.end() ? n : it->second;
  };
  json out = answer;
  for (const char* key : {"saved", "saved_how", "saved_alternatives", "grad_of", "grad_of_how", "grad_of_alternatives",
                          "seed", "accumulate"}) {
    auto it = answer.find(key);
    if (it == answer.end() || !it->is_object()) continue;
    json m = json::object();
    for (const auto& [k, v] : it->items()) m[back(k)] = v;
    out[key] = m;
  }
  if (auto it = out.find("grads"); it != out.end() && it->is_object())
    for (auto& [k, v] : it->items())
      if (v.is_string()) v = back(v.get<std::string>());
  if (auto it = out.find("unrelated"); it != out.end() && it->is_array())
    for (auto& u : *it)
      if (u.is_object() && u.contains("node") && u["node"].is_string()) u["node"] = back(u["node"].get<std::string>());
  if (auto it = out.find("memory"); it != out.end() && it->is_array())
    for (auto& m : *it)
      if (m.is_object() && m.contains("backward_uses") && m["backward_uses"].is_array())
        for (auto& u : m["backward_uses"])
          if (u.is_string()) u = back(u.get<std::string>());
  return out;
}

}  // namespace fxmatch::cli::batch
