#include "common.hpp"

namespace fxmatch::cli {

int cmd_relate(const Args&) { return usage_error("'relate' is not built yet"); }

}  // namespace fxmatch::cli
