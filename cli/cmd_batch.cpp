#include "common.hpp"

namespace fxmatch::cli {

int cmd_batch(const Args&) { return usage_error("'batch' is not built yet"); }

}  // namespace fxmatch::cli
