#include "common.hpp"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <unistd.h>

namespace fxmatch::cli {

int report(const Diagnostic& d) {
  std::cerr << d.render() << '\n';
  return kExitBadInput;
}

int usage_error(const std::string& message) {
  std::cerr << "fxmatch: error: " << message << "\n(see 'fxmatch --help')\n";
  return kExitBadInput;
}

std::string write_output(const std::string& path, const std::string& content) {
  if (path.empty() || path == "-") {
    std::cout << content;
    std::cout.flush();
    return std::cout ? "" : "cannot write to standard output";
  }
  namespace fs = std::filesystem;
  fs::path target(path);
  fs::path tmp = target;
  tmp += ".tmp." + std::to_string(::getpid());
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) return "cannot open '" + tmp.string() + "' for writing";
    out << content;
    out.flush();
    if (!out) {
      out.close();
      std::error_code ec;
      fs::remove(tmp, ec);
      return "cannot write '" + path + "'";
    }
  }
  std::error_code ec;
  fs::rename(tmp, target, ec);
  if (ec) {
    fs::remove(tmp, ec);
    return "cannot write '" + path + "': " + ec.message();
  }
  return "";
}

}  // namespace fxmatch::cli
