"""Typed results of fxmatch.match and fxmatch.relate.

Design note. A result is the CLI's JSON (`fxmatch match/relate --format
json`), produced by the same C++ serialisers (cli/*_output.cpp) on first
access, so `result.to_dict()` equals the CLI's output by construction. The
typed views are dataclasses made from that dict: known keys become fields,
keys the engine adds later are kept in `.extra` (and readable as attributes),
so nothing is lost when the JSON grows. Nothing is computed here.
"""
from __future__ import annotations

import copy
import dataclasses
import json
from typing import Any, Dict, List, Optional


def _record(cls, d: Dict[str, Any]):
    known = cls._KNOWN
    kw = {k: v for k, v in d.items() if k in known}
    kw["extra"] = {k: v for k, v in d.items() if k not in known}
    return cls(**kw)


class _RecordMixin:
    """to_dict / to_json for the per-entry dataclasses (field order = JSON order)."""

    def to_dict(self) -> Dict[str, Any]:
        """The JSON object this record was made from (unknown keys included)."""
        out = {f.name: copy.deepcopy(getattr(self, f.name)) for f in dataclasses.fields(self) if f.name != "extra"}
        out.update(copy.deepcopy(self.extra))
        return out

    def to_json(self, indent: Optional[int] = 1) -> str:
        """``json.dumps(self.to_dict())``."""
        return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False)

    def __getattr__(self, name: str) -> Any:  # keys newer than this module
        extra = self.__dict__.get("extra")
        if extra is not None and name in extra:
            return extra[name]
        raise AttributeError(f"{type(self).__name__!s} has no attribute {name!r}")


@dataclasses.dataclass(frozen=True)
class NodeMatch(_RecordMixin):
    """Where one pattern node went.

    Attributes:
        pattern: the pattern node's name.
        target: the target node holding the same value, or None (unmatched).
        how: "exact", "leaf" (placeholder/constant: the target value feeding
            the same slots), "transparent", "partial", "unmatched", or any
            value a newer engine reports (the CLI's ``how``, passed through).
        alternatives: other target nodes that are equally right.
        reason: why unmatched/partial, or how it was chosen among several.
        extra: JSON keys this version of the package does not know.
    """

    pattern: str
    target: Optional[str]
    how: str
    alternatives: List[str] = dataclasses.field(default_factory=list)
    reason: str = ""
    extra: Dict[str, Any] = dataclasses.field(default_factory=dict, repr=False)


@dataclasses.dataclass(frozen=True)
class MatchStats(_RecordMixin):
    """Counts and times of one match (``stats`` in the CLI's JSON).

    ``parse_ms`` is the time spent making both graphs (parsing or live
    export), ``match_ms`` the engine's; ``complete`` is False when the step
    budget ran out (the mapping is then the best partial one).
    """

    pattern_nodes: int = 0
    target_nodes: int = 0
    matched: int = 0
    parse_ms: float = 0.0
    match_ms: float = 0.0
    steps: int = 0
    complete: bool = True
    extra: Dict[str, Any] = dataclasses.field(default_factory=dict, repr=False)


@dataclasses.dataclass(frozen=True)
class MemoryEntry(_RecordMixin):
    """A forward value saved for backward: who reads it and how big it is (bytes None when symbolic)."""

    forward: str
    backward_uses: List[str] = dataclasses.field(default_factory=list)
    dtype: Optional[str] = None
    shape: List[str] = dataclasses.field(default_factory=list)
    bytes: Optional[int] = None
    source: str = ""
    extra: Dict[str, Any] = dataclasses.field(default_factory=dict, repr=False)


@dataclasses.dataclass(frozen=True)
class Unrelated(_RecordMixin):
    """A node relate() could not place, with the reason."""

    node: str
    reason: str = ""
    extra: Dict[str, Any] = dataclasses.field(default_factory=dict, repr=False)


for _cls in (NodeMatch, MatchStats, MemoryEntry, Unrelated):
    _cls._KNOWN = frozenset(f.name for f in dataclasses.fields(_cls) if f.name != "extra")


class _Result:
    """Common part of MatchResult / RelateResult: the lazily made JSON dict."""

    __slots__ = ("_handle", "_raw", "_cache", "_graphs")
    _TOP: frozenset = frozenset()

    def __init__(self, handle: Any, graphs: tuple) -> None:
        self._handle = handle
        self._raw: Optional[Dict[str, Any]] = None
        self._cache: Dict[str, Any] = {}
        self._graphs = graphs

    def _data(self) -> Dict[str, Any]:
        if self._raw is None:
            self._raw = json.loads(self._handle.json())
        return self._raw

    def to_dict(self) -> Dict[str, Any]:
        """The CLI's JSON object for this result (a fresh copy)."""
        return copy.deepcopy(self._data())

    def to_json(self, indent: Optional[int] = 1) -> str:
        """The CLI's JSON text (``indent=1`` like ``--format json``; None for one line)."""
        return json.dumps(self._data(), indent=indent, ensure_ascii=False)

    @property
    def extra(self) -> Dict[str, Any]:
        """Top-level JSON keys this version of the package has no field for."""
        return {k: v for k, v in self._data().items() if k not in self._TOP}

    def __getattr__(self, name: str) -> Any:  # keys newer than this module (relate's saved_how, ...)
        if not name.startswith("_"):
            data = self._data()
            if name in data:
                return data[name]
        raise AttributeError(f"{type(self).__name__} has no attribute {name!r}")

    def __dir__(self):
        return sorted(set(super().__dir__()) | set(self._data()))


def _short(d: Dict[str, Any], n: int = 4) -> str:
    items = list(d.items())
    body = ", ".join(f"{k!r}: {v!r}" for k, v in items[:n])
    return "{" + body + (f", ... ({len(items)} entries)" if len(items) > n else "") + "}"


class MatchResult(_Result):
    """Result of :func:`fxmatch.match`: for every pattern node, the target node holding the same value.

    Attributes:
        mapping: ``{pattern name: target name or None}``, in pattern order.
        nodes: one :class:`NodeMatch` per pattern node (how, alternatives, reason).
        stats: :class:`MatchStats`.
        unmatched: the NodeMatch entries with no target.
        pattern, target: the :class:`fxmatch.Graph` objects that were matched.

    ``result[name]`` is ``result.mapping[name]``. ``to_dict()`` / ``to_json()``
    give the CLI's ``fxmatch match --format json`` output.
    """

    __slots__ = ()
    _TOP = frozenset({"mapping", "nodes", "stats"})

    @property
    def mapping(self) -> Dict[str, Optional[str]]:
        return dict(self._data()["mapping"])

    @property
    def nodes(self) -> List[NodeMatch]:
        if "nodes" not in self._cache:
            self._cache["nodes"] = [_record(NodeMatch, d) for d in self._data()["nodes"]]
        return list(self._cache["nodes"])

    @property
    def stats(self) -> MatchStats:
        if "stats" not in self._cache:
            self._cache["stats"] = _record(MatchStats, self._data()["stats"])
        return self._cache["stats"]

    @property
    def unmatched(self) -> List[NodeMatch]:
        return [n for n in self.nodes if n.target is None]

    @property
    def pattern(self):
        return self._graphs[0]

    @property
    def target(self):
        return self._graphs[1]

    def __getitem__(self, name: str) -> Optional[str]:
        return self._data()["mapping"][name]

    def __len__(self) -> int:
        return len(self._data()["mapping"])

    def __repr__(self) -> str:
        s = self._data()["stats"]
        return (f"MatchResult(matched={s['matched']}/{s['pattern_nodes']}, complete={s['complete']}, "
                f"mapping={_short(self._data()['mapping'])})")


class RelateResult(_Result):
    """Result of :func:`fxmatch.relate`: how a backward graph relates to its forward graph.

    Attributes (all keyed by node name):
        saved: ``{backward constant/placeholder: forward value it holds}``.
        saved_alternatives: ``{backward leaf: [other equally right forward values]}``.
        grad_of: ``{backward op: forward op it differentiates}`` (PyTorch's seq_nr link).
        accumulate: ``{backward add: forward value whose gradients it sums (or None)}``.
        grads: ``{forward input/parameter: backward node holding its gradient}``.
        seed: ``{backward seed op: forward loss op}``.
        memory: :class:`MemoryEntry` list, largest saved tensor first.
        unrelated: :class:`Unrelated` list.
        used_joint: whether a joint graph was matched too.
        forward, backward: the :class:`fxmatch.Graph` objects.

    Keys the engine adds (e.g. ``saved_how``) are attributes too and are in
    ``.extra``. ``to_dict()`` / ``to_json()`` give ``fxmatch relate --format json``.
    """

    __slots__ = ()
    _TOP = frozenset({"saved", "saved_alternatives", "grad_of", "accumulate", "grads", "seed", "memory",
                      "unrelated", "used_joint"})

    def _map(self, key: str) -> Dict[str, Any]:
        return dict(self._data().get(key, {}))

    @property
    def saved(self) -> Dict[str, str]:
        return self._map("saved")

    @property
    def saved_alternatives(self) -> Dict[str, List[str]]:
        return self._map("saved_alternatives")

    @property
    def grad_of(self) -> Dict[str, str]:
        return self._map("grad_of")

    @property
    def accumulate(self) -> Dict[str, Optional[str]]:
        return self._map("accumulate")

    @property
    def grads(self) -> Dict[str, str]:
        return self._map("grads")

    @property
    def seed(self) -> Dict[str, str]:
        return self._map("seed")

    @property
    def memory(self) -> List[MemoryEntry]:
        if "memory" not in self._cache:
            self._cache["memory"] = [_record(MemoryEntry, d) for d in self._data().get("memory", [])]
        return list(self._cache["memory"])

    @property
    def unrelated(self) -> List[Any]:
        """:class:`Unrelated` entries (raw JSON values if the engine changed their form)."""
        raw = self._data().get("unrelated", [])
        return [_record(Unrelated, d) if isinstance(d, dict) and "node" in d else d for d in raw]

    @property
    def used_joint(self) -> bool:
        return bool(self._data().get("used_joint", False))

    @property
    def forward(self):
        return self._graphs[0]

    @property
    def backward(self):
        return self._graphs[1]

    def __repr__(self) -> str:
        d = self._data()
        return (f"RelateResult(saved={len(d.get('saved', {}))}, grad_of={len(d.get('grad_of', {}))}, "
                f"grads={len(d.get('grads', {}))}, memory={len(d.get('memory', []))}, "
                f"unrelated={len(d.get('unrelated', []))}, used_joint={d.get('used_joint')}, "
                f"saved={_short(d.get('saved', {}))})")
