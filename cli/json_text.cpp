#include "json_text.hpp"

#include <charconv>

namespace fxmatch::cli {

void OrderedObject::set(std::string_view key, nlohmann::ordered_json value) {
  auto& items = obj_.get_ref<nlohmann::ordered_json::object_t&>();
  auto [it, inserted] = index_.try_emplace(key, items.size());
  if (inserted) items.emplace_back(std::string(key), std::move(value));
  else (items.begin() + static_cast<std::ptrdiff_t>(it->second))->second = std::move(value);
}

nlohmann::ordered_json OrderedObject::take() {
  index_.clear();
  nlohmann::ordered_json out = std::move(obj_);
  obj_ = nlohmann::ordered_json::object();
  return out;
}

void JsonText::open(char c) {
  out_ += c;
  ++depth_;
  first_ = true;
}

void JsonText::close(char c) {
  --depth_;
  if (!first_) {
    out_ += '\n';
    out_.append(static_cast<std::size_t>(depth_ * indent_), ' ');
  }
  out_ += c;
  first_ = false;
}

void JsonText::newline_indent() {
  out_ += first_ ? "\n" : ",\n";
  out_.append(static_cast<std::size_t>(depth_ * indent_), ' ');
  first_ = false;
}

void JsonText::key(std::string_view k) {
  newline_indent();
  string(k);
  out_ += ": ";
}

void JsonText::item() { newline_indent(); }

void JsonText::string(std::string_view s) {
  // Printable ASCII other than '"' and '\\' is written verbatim by nlohmann;
  // anything else (escapes, UTF-8 and its validation) is left to nlohmann.
  bool plain = true;
  for (char c : s) {
    const auto u = static_cast<unsigned char>(c);
    if (u < 0x20 || u >= 0x80 || c == '"' || c == '\\') {
      plain = false;
      break;
    }
  }
  if (plain) {
    out_ += '"';
    out_ += s;
    out_ += '"';
    return;
  }
  out_ += nlohmann::ordered_json(std::string(s)).dump();
}

void JsonText::number(std::uint64_t v) {
  char buf[24];
  auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
  out_.append(buf, end);
}

void JsonText::number(double v) { out_ += nlohmann::ordered_json(v).dump(); }

}  // namespace fxmatch::cli
