// Building an fxmatch::Graph from a live torch.fx graph, node by node.
#pragma once

#include "fxmatch/engine/graph.hpp"

#include <nanobind/nanobind.h>

#include <string>

namespace fxmatch::py {

/// `rows` is a list of tuples, one per fx.Node in program order (made by
/// python/fxmatch/_export.py):
///   (name: str, op: int (NodeKind), target: str, args: tuple, kwargs: dict,
///    meta: (dtype, shape, stride, device) | None, source: str | None)
/// Argument values are the fx.Node's own Python objects: None, bool, int,
/// float, str, list, tuple and instances of `node_type` (torch.fx.Node) are
/// converted here; anything else becomes an Arg::Symbol spelled by
/// `symbol(obj)` (the text FX's code generator prints for it).
/// Throws std::invalid_argument on a reference to an unknown node or a
/// duplicate name (a malformed graph; torch.fx never makes one).
Graph graph_from_rows(nanobind::list rows, nanobind::handle node_type, nanobind::callable symbol,
                      const std::string& title, const std::string& origin);

}  // namespace fxmatch::py
