"""Live torch.fx graphs -> fxmatch graphs, structurally (no printing, no re-parsing).

Design note. One row per fx.Node, in program order, holding what the parser
would read from ``gm.print_readable(include_stride=True, include_device=True)``:
the target spelled as the code generator prints it (minus ``torch.ops.``),
the node's own args/kwargs objects (walked in C++, python/src/live_graph.cpp),
the ``val`` meta (dtype abbreviation, shape, stride, device; ``Sym(...)`` for
symbols) and the ``# File:`` summary of its stack trace, chosen by the same
rules as torch.fx's code generator (CodeGen.append_stacktrace_summary).
Anything that is not a plain Python value or a node is spelled with the text
FX prints for it (``torch.float32``, ``device(type='cpu')``). Imports torch
only when called.
"""
from __future__ import annotations

import enum
from typing import Any, Dict

_KIND = {"placeholder": 0, "get_attr": 1, "call_function": 2, "call_module": 3, "call_method": 4, "output": 5}


def _qualified(t: Any) -> str:
    from torch.fx.node import _get_qualified_name

    try:
        q = _get_qualified_name(t)
    except Exception:  # noqa: BLE001 - an unusual callable: FX would fail to print it too
        q = getattr(t, "__name__", repr(t))
    if q.startswith("torch.ops."):
        return q[len("torch.ops."):]
    if q.startswith("_operator."):
        return "operator." + q[len("_operator."):]
    if q.startswith("builtins."):
        return q[len("builtins."):]
    return q


def _symbol(a: Any) -> str:
    """The text torch.fx's code generator prints for a non-plain argument (graph.py _get_repr)."""
    import torch
    from torch.fx.node import _get_qualified_name

    if isinstance(a, tuple) and hasattr(a, "_fields"):
        return f"{_get_qualified_name(type(a))}{_plain(tuple(a))}"
    if isinstance(a, (torch._ops.OpOverload, torch._ops.HigherOrderOperator)):
        return _get_qualified_name(a)
    if isinstance(a, enum.Enum):
        return f"{type(a).__name__}.{a.name}"
    if isinstance(a, torch.Tensor):
        return f"torch.Tensor(size={list(a.size())}, dtype={str(a.dtype).split('.')[-1]})"
    if isinstance(a, slice):
        return f"slice({_plain(a.start)}, {_plain(a.stop)}, {_plain(a.step)})"
    return repr(a)


def _plain(a: Any) -> str:
    import torch.fx

    if isinstance(a, torch.fx.Node):
        return a.name
    if isinstance(a, (list, tuple)) and not hasattr(a, "_fields"):
        inner = ", ".join(_plain(x) for x in a)
        return f"[{inner}]" if isinstance(a, list) else f"({inner}{',' if len(a) == 1 else ''})"
    if isinstance(a, (bool, int, float, str)) or a is None:
        return repr(a)
    return _symbol(a)


class _Context:
    """Per-export caches: spelled targets, parsed stack traces."""

    def __init__(self) -> None:
        import torch
        from torch.fx.experimental.proxy_tensor import py_sym_types
        from torch.fx.graph import CodeGen, _parse_stack_trace
        from torch.fx.passes.shape_prop import TensorMetadata
        from torch.utils._dtype_abbrs import dtype_abbrs

        self.torch = torch
        self.tensor = torch.Tensor
        self.sparse = (torch.sparse_csc, torch.sparse_csr)
        self.sym_types = py_sym_types
        self.sym_repr = CodeGen._sym_repr
        self.tensor_metadata = TensorMetadata
        self.abbrs = dtype_abbrs
        self.parse_stack = _parse_stack_trace
        self.targets: Dict[Any, str] = {}
        self.stacks: Dict[str, str] = {}

    def target(self, t: Any) -> str:
        try:
            return self.targets[t]
        except KeyError:
            s = self.targets[t] = _qualified(t)
            return s
        except TypeError:  # unhashable callable
            return _qualified(t)

    def meta(self, n: Any):
        m = n.meta
        v = m.get("val", m.get("tensor_meta", m.get("example_value", None)))
        if isinstance(v, self.tensor):
            if v.layout in self.sparse:
                return None
            dtype = self.abbrs.get(v.dtype)
            if dtype is None:
                return None
            try:
                stride = [str(s) for s in v.stride()]
            except (RuntimeError, NotImplementedError):
                stride = []
            return (dtype, [str(s) for s in v.shape], stride, str(v.device))
        if isinstance(v, self.sym_types):
            return ("Sym", [self.sym_repr(v)], [], "")
        if isinstance(v, self.tensor_metadata):
            dtype = self.abbrs.get(v.dtype)
            return None if dtype is None else (dtype, [str(s) for s in v.shape], [], "")
        return None

    def summary(self, n: Any):
        """FX's per-node comment: "File: ..." text, "" (no stack trace), or None (another comment)."""
        m = n.meta
        if m.get("custom") or m.get("recompute") is not None or m.get("ac_graph_id") is not None:
            return None  # FX prefixes the comment; the parser then keeps the previous source
        st = n.stack_trace
        if not st:
            return ""
        s = self.stacks.get(st)
        if s is None:
            parsed = self.parse_stack(st)
            s = parsed.get_summary_str() if parsed else ""
            self.stacks[st] = s
        return s


def rows(graph: Any) -> list:
    """The rows python/src/live_graph.cpp turns into a graph (see the design note)."""
    cx = _Context()
    out = []
    source = ""
    for n in graph.nodes:
        op = n.op
        kind = _KIND[op]
        if op == "call_function":
            target = cx.target(n.target)
        elif op in ("placeholder", "output"):
            target = ""
        else:
            target = str(n.target)
        if op in ("placeholder", "get_attr"):
            args, kwargs = (), {}
        elif op == "output":
            args, kwargs = tuple(n.args[:1]) or (None,), {}
        else:
            args, kwargs = tuple(n.args), n.kwargs
        meta = cx.meta(n) if op != "output" else None
        src = None
        if op not in ("placeholder", "output"):
            s = cx.summary(n)
            if s is not None:
                source = s[6:] if s.startswith("File: ") else ""
            src = source or None
        out.append((n.name, kind, target, args, kwargs, meta, src))
    return out


def export(graph: Any, title: str, origin: str):
    """torch.fx.Graph -> the extension's graph object."""
    import torch.fx

    from . import _core

    return _core.graph_from_rows(rows(graph), torch.fx.Node, _symbol, title, origin)
