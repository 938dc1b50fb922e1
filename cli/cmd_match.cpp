#include "common.hpp"

namespace fxmatch::cli {

int cmd_match(const Args&) { return usage_error("'match' is not built yet"); }

}  // namespace fxmatch::cli
