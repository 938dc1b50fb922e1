#include "support/builder.hpp"

#include <cctype>

namespace fxmatch::testing {

TensorMeta meta_of(const std::string& text) {
  TensorMeta m;
  auto lb = text.find('[');
  m.dtype = text.substr(0, lb);
  auto rb = text.find(']', lb);
  std::string dims = text.substr(lb + 1, rb - lb - 1);
  std::string cur;
  for (char c : dims) {
    if (c == ',') {
      m.shape.push_back(cur);
      cur.clear();
    } else if (c != ' ') {
      cur += c;
    }
  }
  if (!cur.empty()) m.shape.push_back(cur);
  return m;
}

const SharedMeta& GraphBuilder::shared_meta(const std::string& text) {
  auto it = metas_.find(text);
  if (it == metas_.end()) it = metas_.emplace(text, SharedMeta(meta_of(text))).first;
  return it->second;
}

const SharedText& GraphBuilder::shared_target(const std::string& text) {
  auto it = targets_.find(text);
  if (it == targets_.end()) it = targets_.emplace(text, SharedText(text)).first;
  return it->second;
}

Node GraphBuilder::leaf(const std::string& name, NodeKind kind, const std::string& meta) {
  Node n;
  n.name = name;
  n.kind = kind;
  if (kind == NodeKind::GetAttr) n.target = name;
  if (!meta.empty()) n.meta = shared_meta(meta);
  return n;
}

GraphBuilder& GraphBuilder::placeholder(const std::string& name, const std::string& meta) {
  g_.add_node(leaf(name, NodeKind::Placeholder, meta));
  return *this;
}

GraphBuilder& GraphBuilder::get_attr(const std::string& name, const std::string& meta) {
  g_.add_node(leaf(name, NodeKind::GetAttr, meta));
  return *this;
}

Arg GraphBuilder::arg(const std::string& text) const {
  if (g_.find(text) != kNoVertex) return Arg::ref(text, -1);
  if (text.size() >= 2 && text.front() == '[' && text.back() == ']') {
    Arg list = Arg::scalar(Arg::Kind::List, "");
    std::string cur;
    auto flush = [&] {
      if (!cur.empty()) list.items.push_back(arg(cur));
      cur.clear();
    };
    for (char c : text.substr(1, text.size() - 2)) {
      if (c == ',') flush();
      else if (c != ' ') cur += c;
    }
    flush();
    return list;
  }
  if (text == "None") return Arg::none();
  bool is_int = !text.empty();
  for (std::size_t i = 0; i < text.size(); ++i)
    is_int &= std::isdigit(static_cast<unsigned char>(text[i])) || (i == 0 && text[i] == '-' && text.size() > 1);
  return Arg::scalar(is_int ? Arg::Kind::Int : Arg::Kind::Symbol, text);
}

GraphBuilder& GraphBuilder::op(const std::string& name, const std::string& target,
                               const std::vector<std::string>& args, const std::string& meta) {
  Node n;
  n.name = name;
  n.kind = NodeKind::CallFunction;
  n.target = shared_target(target);
  for (const auto& a : args) n.args.push_back(arg(a));
  if (target == "operator.getitem" && args.size() == 2) n.getitem_index = std::stoi(args[1]);
  if (!meta.empty()) n.meta = shared_meta(meta);
  g_.add_node(std::move(n));
  return *this;
}

GraphBuilder& GraphBuilder::output(const std::vector<std::string>& names) {
  Node n;
  n.name = "output";
  n.kind = NodeKind::Output;
  Arg tup = Arg::scalar(Arg::Kind::Tuple, "");
  for (const auto& s : names) tup.items.push_back(arg(s));
  n.args.push_back(tup);
  g_.add_node(std::move(n));
  return *this;
}

}  // namespace fxmatch::testing
