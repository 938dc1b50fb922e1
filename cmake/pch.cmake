# Precompiled headers: build time only. Every header parse that a target's
# translation units repeat (Boost.Graph through engine/graph.hpp, nlohmann-json,
# GoogleTest, Boost.Program_options) is done once per target instead of once
# per file. Sources still include what they use, so a build with
# -DFXMATCH_PCH=OFF (or CMAKE_DISABLE_PRECOMPILE_HEADERS) compiles the same.
#
# Targets with one source file each (the tests) reuse the precompiled header
# of a sibling library with the same compile flags (REUSE_FROM): a
# per-executable header would be compiled as often as the headers it
# replaces. The benchmarks (6 files) have none: their own `testing` helpers
# would clash with GoogleTest's namespace in the tests' header.
option(FXMATCH_PCH "Precompile the heavy third-party headers (faster builds)" ON)

set(FXMATCH_PCH_STD <algorithm> <filesystem> <fstream> <map> <memory> <optional>
    <set> <sstream> <string> <string_view> <unordered_map> <vector>)

# GCC 12 reports its known false positives in std::string's inlined memcpy
# (-Wstringop-overflow, -Wrestrict: GCC bugs 105329, 105651) for headers that
# come in through a precompiled header, where it keeps them quiet for the same
# headers included directly (42 warnings with the header, 3 without, all
# inside libstdc++'s char_traits.h). Silenced for those compilers only.
function(fxmatch_pch_quiet target)
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
    target_compile_options(${target} PRIVATE -Wno-stringop-overflow -Wno-restrict)
  endif()
endfunction()

function(fxmatch_precompile target)
  if(FXMATCH_PCH AND NOT CMAKE_DISABLE_PRECOMPILE_HEADERS)
    target_precompile_headers(${target} PRIVATE ${FXMATCH_PCH_STD} ${ARGN})
    fxmatch_pch_quiet(${target})
  endif()
endfunction()

function(fxmatch_precompile_reuse target from)
  if(FXMATCH_PCH AND NOT CMAKE_DISABLE_PRECOMPILE_HEADERS)
    target_precompile_headers(${target} REUSE_FROM ${from})
    fxmatch_pch_quiet(${target})
  endif()
endfunction()
