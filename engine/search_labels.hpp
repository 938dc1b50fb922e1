// Operator labels of the search model: `canonical op(significant args with
// tensors as $)`, after the rules' equivalences (unconditional, per call with
// `when`, operand-mapped) and slice-bound normalisation against the input's
// shape. Split from search_model.cpp (which builds the model and numbers
// values); strided views labelled by layout are view_layout.cpp's.
#pragma once

#include "search_model.hpp"

#include <string>

namespace fxmatch::detail {

/// The label of `n` (`shaped`: both dumps annotated; `input`: the first tensor
/// operand's metadata, for slice bounds); `applied` is the equivalence that
/// renamed it (nullptr: none), whose operand layout the caller applies.
std::string op_signature(const Node& n, const OpInfo& info, bool shaped, const MetaKey* input,
                         const Equivalence*& applied);

}  // namespace fxmatch::detail
