#include "fxmatch/engine/diagnostic.hpp"

namespace fxmatch {

std::string Diagnostic::render() const {
  std::string s = file.empty() ? std::string("<input>") : file;
  if (line > 0) {
    s += ':' + std::to_string(line);
    if (col > 0) s += ':' + std::to_string(col);
  }
  s += ": error: " + message;
  if (!source_line.empty()) {
    s += '\n' + source_line + '\n';
    // caret under the column; tabs kept so the caret lines up in a terminal
    int c = col > 0 ? col : 1;
    for (int i = 1; i < c && i <= static_cast<int>(source_line.size()); ++i)
      s += source_line[static_cast<std::size_t>(i - 1)] == '\t' ? '\t' : ' ';
    s += '^';
  }
  return s;
}

}  // namespace fxmatch
