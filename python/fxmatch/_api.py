"""parse / match / relate: input coercion, rules, and the calls into the engine.

Design note. Every input (path, dump text, live torch.fx GraphModule/Graph,
or an fxmatch.Graph) becomes an engine graph first; live graphs are exported
structurally (_export.py). Rules files are loaded once per (path, mtime,
size) and cached; the default rules ship inside the package (rules/). The
engine calls release the GIL (python/src/module.cpp). torch is imported only
when a live graph is passed, and never by this module.
"""
from __future__ import annotations

import errno
import os
import sys
import threading
from typing import Any, Dict, Iterable, List, Optional, Tuple, Union

from . import _core
from ._graph import Graph
from ._results import MatchResult, RelateResult

PathLike = Union[str, "os.PathLike[str]"]
#: What parse/match/relate accept as a graph.
GraphSource = Any  # str (path or dump text) | os.PathLike | bytes | torch.fx.GraphModule | torch.fx.Graph | Graph

_PKG_RULES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "rules")


def _is_fx(src: Any) -> Optional[str]:
    fx = sys.modules.get("torch.fx")
    if fx is None:
        return None
    if isinstance(src, fx.GraphModule):
        return "module"
    if isinstance(src, fx.Graph):
        return "graph"
    return None


def parse(src: GraphSource, graph: Union[str, int, None] = None, *, name: str = "<string>") -> Graph:
    """Makes an :class:`fxmatch.Graph` from any supported input.

    Args:
        src: a path (str or os.PathLike; a file, or a depyf dump folder), a
            string (or bytes) of dump text (``gm.code``, ``print_readable()``,
            ``str(gm.graph)``, a TORCH_LOGS log), a live ``torch.fx.GraphModule``
            or ``torch.fx.Graph`` (exported node by node, not printed), or an
            already made :class:`fxmatch.Graph` (returned as is).
        graph: which graph of a file holding several (a TORCH_LOGS log, a depyf
            folder): its title ("Backward graph 0") or 0-based index. Not
            allowed for live graphs.
        name: file name shown in errors for text input.

    A string is dump text when it contains a newline, else a path.

    Raises:
        fxmatch.ParseError: the text cannot be parsed (``.file``, ``.line``, ``.col``).
        FileNotFoundError: a path that does not exist.
        TypeError: an unsupported input type; ValueError: ``graph`` with a live graph.
    """
    if graph is None and type(src) is Graph:  # fast path (match() on parsed graphs)
        return src
    select = "" if graph is None else str(graph)
    if isinstance(graph, bool) or not (graph is None or isinstance(graph, (str, int))):
        raise TypeError(f"graph must be a title (str) or an index (int), not {type(graph).__name__}")
    if isinstance(src, Graph):
        if graph is not None:
            raise ValueError("graph= selects inside a text container; this is already a graph")
        return src
    kind = _is_fx(src)
    if kind is not None:
        if graph is not None:
            raise ValueError("graph= selects inside a text container; a live torch.fx graph is one graph")
        from . import _export

        if kind == "module":
            cls = type(src).__name__
            return Graph(_export.export(src.graph, cls, f"<live GraphModule {cls}>"))
        return Graph(_export.export(src, "", "<live torch.fx.Graph>"))
    if isinstance(src, bytes):
        src = src.decode("utf-8", errors="replace")
    if isinstance(src, str) and "\n" in src:
        return Graph(_core.parse_text(src, name, select))
    if isinstance(src, (str, os.PathLike)):
        path = os.fspath(src)
        if not isinstance(path, str):
            raise TypeError("path must be str")
        if not os.path.exists(path):
            raise FileNotFoundError(errno.ENOENT, "no such file or directory (dump text must contain a newline)", path)
        return Graph(_core.parse_file(path, select))
    raise TypeError("expected a path, dump text, torch.fx.GraphModule, torch.fx.Graph or fxmatch.Graph, "
                    f"not {type(src).__name__}")


def graphs(src: Union[PathLike, str]) -> List[Tuple[str, int, int]]:
    """The graphs inside a log, dump file or depyf folder: ``[(title, index, line), ...]``."""
    if isinstance(src, str) and "\n" in src:
        return _core.list_text(src, "<string>")
    return _core.list_file(os.fspath(src))


# ----------------------------------------------------------------------------- rules
_lock = threading.Lock()
_cache: Dict[tuple, Any] = {}


def _file_key(p: str) -> tuple:
    try:
        st = os.stat(p)
        return (os.path.abspath(p), st.st_mtime_ns, st.st_size)
    except OSError:
        return (os.path.abspath(p), None, None)  # the engine reports it as a ParseError


# $FXMATCH_RULES_DIR (a folder with default.yaml / derivatives.yaml) is read once, at import:
# os.environ lookups cost microseconds, which a small match() would pay on every call.
_ENV_RULES = os.environ.get("FXMATCH_RULES_DIR") or None
_defaults: Dict[Tuple[Optional[str], str], str] = {}


def _default(name: str) -> str:
    key = (_ENV_RULES, name)
    path = _defaults.get(key)
    if path is None:
        env = _ENV_RULES
        path = os.path.join(env, name) if env and os.path.isfile(os.path.join(env, name)) else os.path.join(_PKG_RULES, name)
        _defaults[key] = path
    return path


def _rule_files(rules: Union[PathLike, Iterable[PathLike], None]) -> List[str]:
    if rules is None or rules == ():
        return []
    if isinstance(rules, (str, os.PathLike)):
        rules = [rules]
    out = []
    for r in rules:
        if not isinstance(r, (str, os.PathLike)):
            raise TypeError(f"rules: expected paths of YAML files, got {type(r).__name__}")
        out.append(os.fspath(r))
    return out


def _is_derivatives(path: str) -> bool:
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return any(line.startswith("derivatives:") for line in f)
    except OSError:
        return False


def _cached(kind: str, default: Optional[str], files: List[str]) -> Any:
    # The packaged default file is keyed by path; user files also by mtime and size (edits are seen).
    key = (kind, default, tuple(_file_key(f) for f in files) if files else ())
    hit = _cache.get(key)
    if hit is not None:
        return hit
    load = _core.load_rules if kind == "rules" else _core.load_derivatives
    value = load(default, files)
    with _lock:
        if len(_cache) > 32:
            _cache.clear()
        _cache[key] = value
    return value


def _budget(budget: Optional[int]) -> Optional[int]:
    if budget is None:
        return None
    if isinstance(budget, bool) or not isinstance(budget, int):
        raise TypeError("budget must be an int (search steps)")
    if budget <= 0:
        raise ValueError("budget must be positive")
    return budget


# ----------------------------------------------------------------------------- calls
def match(pattern: GraphSource, target: GraphSource, *, rules: Union[PathLike, Iterable[PathLike]] = (),
          budget: Optional[int] = None, default_rules: bool = True, pattern_graph: Union[str, int, None] = None,
          target_graph: Union[str, int, None] = None) -> MatchResult:
    """For every node of ``pattern``, the node of ``target`` that holds the same value.

    Same engine and output as ``fxmatch match PATTERN TARGET --format json``.
    Matching is structural: variable names are never used, only reported.

    Args:
        pattern, target: anything :func:`parse` accepts (path, dump text, live
            GraphModule/Graph, Graph). A typical pair is a make_fx pure
            backward graph against the joint graph.
        rules: extra operator rules files (YAML, see rules/default.yaml), later files win.
        budget: search step budget; when exhausted the best partial mapping is
            returned with ``stats.complete == False``.
        default_rules: load the packaged default rules first (default True).
        pattern_graph, target_graph: ``graph=`` of :func:`parse` for each side.

    Returns:
        :class:`MatchResult` (``.mapping``, ``.nodes``, ``.stats``).
    """
    p = parse(pattern, pattern_graph)
    t = parse(target, target_graph)
    rs = _cached("rules", _default("default.yaml") if default_rules else None, _rule_files(rules))
    return MatchResult(_core.match(p._g, t._g, rs, _budget(budget)), (p, t))


def relate(forward: GraphSource, backward: GraphSource, *, joint: Optional[GraphSource] = None,
           rules: Union[PathLike, Iterable[PathLike]] = (), budget: Optional[int] = None,
           default_rules: bool = True) -> RelateResult:
    """How ``backward`` relates to ``forward``: saved tensors, grad-of links, gradients, memory.

    Same engine and output as ``fxmatch relate --forward F --backward B
    [--joint J] --format json``. Works on make_fx pairs (saved tensors as
    ``_tensor_constantN``, the loss as placeholder) and on AOTAutograd
    partitioned pairs (``primals_N`` / ``tangents_N``).

    Args:
        forward, backward, joint: anything :func:`parse` accepts; ``joint``
            (the joint forward+backward graph) is optional and makes ``saved``
            come from matching.
        rules: extra YAML files: a file with a top-level ``derivatives:`` map
            adds derivative templates (custom ops), others are matcher rules.
        budget: step budget of the matches run with ``joint``.
        default_rules: load the packaged rules and derivative templates first.

    Returns:
        :class:`RelateResult` (``.saved``, ``.grad_of``, ``.grads``, ``.memory``, ...).
    """
    f = parse(forward)
    b = parse(backward)
    j = parse(joint) if joint is not None else None
    files = _rule_files(rules)
    ders = [x for x in files if _is_derivatives(x)]
    plain = [x for x in files if x not in ders]
    rs = _cached("rules", _default("default.yaml") if default_rules else None, plain)
    ds = _cached("derivatives", _default("derivatives.yaml") if default_rules else None, ders)
    handle = _core.relate(f._g, b._g, j._g if j is not None else None, rs, ds, _budget(budget))
    return RelateResult(handle, (f, b))
