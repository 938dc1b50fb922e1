#include "common.hpp"

namespace fxmatch::cli {

int cmd_parse(const Args&) { return usage_error("'parse' is not built yet"); }

}  // namespace fxmatch::cli
