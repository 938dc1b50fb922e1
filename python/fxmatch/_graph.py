"""fxmatch.Graph: a parsed or exported FX graph, as the C++ engine holds it.

Design note. A thin wrapper of the extension's graph object (python/src):
read-only, so the results that point into it stay valid. Node records are
made on demand from the C++ nodes; arguments are shown in the canonical
spelling of ``fxmatch parse --format text`` (node references as ``%name``).
"""
from __future__ import annotations

import dataclasses
import json
from typing import Any, Dict, Iterator, List, Optional, Tuple


@dataclasses.dataclass(frozen=True)
class Node:
    """One FX node as the engine sees it.

    Attributes:
        name: the variable name (reported only; matching never uses names).
        op: "placeholder", "get_attr", "call_function", "call_module",
            "call_method" or "output".
        target: "aten.mm.default", "operator.getitem", an attribute path, or "".
        args: positional arguments, canonical text (``%x`` for a node).
        kwargs: ``(name, canonical text)`` pairs, in order.
        dtype, shape, stride, device: the ``val`` annotation ("f32", ["32",
            "784"], ...); dtype is None when the node is not annotated.
        source: the ``# File: ...`` location of the code that made the node ("" if none).
        getitem_index: k for ``operator.getitem(x, k)``, else -1.
        line, col: where it was defined in the dump (0 for live graphs).
    """

    name: str
    op: str
    target: str
    args: Tuple[str, ...]
    kwargs: Tuple[Tuple[str, str], ...]
    dtype: Optional[str]
    shape: Tuple[str, ...]
    stride: Tuple[str, ...]
    device: str
    source: str
    getitem_index: int
    line: int
    col: int

    def to_dict(self) -> Dict[str, Any]:
        d = dataclasses.asdict(self)
        d["args"], d["kwargs"] = list(self.args), dict(self.kwargs)
        d["shape"], d["stride"] = list(self.shape), list(self.stride)
        return d


def _node(t) -> Node:
    name, op, target, args, kwargs, meta, source, gi, line, col = t
    dtype, shape, stride, device = meta if meta is not None else (None, (), (), "")
    return Node(name, op, target, tuple(args), tuple(tuple(kv) for kv in kwargs), dtype, tuple(shape),
                tuple(stride), device, source, gi, line, col)


class Graph:
    """A parsed or exported FX graph (make one with :func:`fxmatch.parse`).

    ``len(g)`` counts nodes (output included); iterating yields :class:`Node`
    records in program order; ``g["mm_1"]`` looks one up by name.
    ``g.dump()`` is the canonical text of ``fxmatch parse --format text``.
    Attributes: ``title`` (graph title inside a log, class name of a live
    GraphModule), ``origin`` (where it came from), ``parse_ms`` (time taken
    to parse or export it).
    """

    __slots__ = ("_g", "_names")

    def __init__(self, core: Any) -> None:
        self._g = core
        self._names: Optional[Dict[str, int]] = None

    @property
    def title(self) -> str:
        return self._g.title

    @property
    def origin(self) -> str:
        return self._g.origin

    @property
    def parse_ms(self) -> float:
        return self._g.parse_ms

    @property
    def names(self) -> List[str]:
        """Node names in program order."""
        return self._g.names()

    @property
    def nodes(self) -> List[Node]:
        """All nodes in program order."""
        return [_node(t) for t in self._g.nodes()]

    def __len__(self) -> int:
        return len(self._g)

    def __iter__(self) -> Iterator[Node]:
        return iter(self.nodes)

    def __contains__(self, name: object) -> bool:
        return name in self._index()

    def __getitem__(self, name: str) -> Node:
        i = self._index().get(name)
        if i is None:
            raise KeyError(name)
        return _node(self._g.nodes()[i])

    def _index(self) -> Dict[str, int]:
        if self._names is None:
            self._names = {n: i for i, n in enumerate(self._g.names())}
        return self._names

    def dump(self) -> str:
        """Canonical one-line-per-node text (``fxmatch parse --format text``)."""
        return self._g.dump()

    def to_dict(self) -> Dict[str, Any]:
        return {"title": self.title, "origin": self.origin, "nodes": [n.to_dict() for n in self.nodes]}

    def to_json(self, indent: Optional[int] = 1) -> str:
        return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False)

    def __repr__(self) -> str:
        title = f" {self.title!r}" if self.title else ""
        return f"<fxmatch.Graph{title} with {len(self)} nodes from {self.origin or '?'}>"
