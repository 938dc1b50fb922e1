// libFuzzer target: the batch manifest reader (JSON lines) and --shard K/N.
// Contract: no crash/leak/UB; a bad line is a file:line:col diagnostic.
#include "batch.hpp"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto entries = fxmatch::cli::batch::parse_manifest(text, "/nonexistent/fuzz/manifest.jsonl");
  if (!entries) (void)entries.error().render();
  // The shard parser sees the first line (it is a command-line argument).
  (void)fxmatch::cli::batch::parse_shard(text.substr(0, text.find('\n')));
  return 0;
}
