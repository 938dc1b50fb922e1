"""fxmatch: which variable of one PyTorch FX graph is which variable of another.

    import fxmatch
    r = fxmatch.match(bwd_gm, joint_gm)      # live GraphModules, paths or dump text
    print(r.mapping)                         # {"loss_1": "getitem", "_tensor_constant0": "_log_softmax", ...}
    rel = fxmatch.relate(fwd_gm, bwd_gm)     # saved tensors, grad_of, grads, memory

Public names: :func:`parse`, :func:`match`, :func:`relate`, :func:`graphs`,
:class:`Graph`, :class:`Node`, :class:`MatchResult`, :class:`NodeMatch`,
:class:`MatchStats`, :class:`RelateResult`, :class:`MemoryEntry`,
:class:`Unrelated`, :class:`ParseError`. ``fxmatch.torch`` (needs torch):
``capture(model, inputs, loss_fn)`` and ``relate_backend(inner)`` for torch.compile.
The engine is C++ (the fxmatch library); this package calls it, it does not
re-implement it.
"""
from __future__ import annotations

from typing import Any

from ._errors import ParseError
from ._graph import Graph, Node
from ._results import MatchResult, MatchStats, MemoryEntry, NodeMatch, RelateResult, Unrelated
from ._api import graphs, match, parse, relate

__version__ = "0.1.0"

__all__ = ["parse", "match", "relate", "graphs", "Graph", "Node", "MatchResult", "NodeMatch", "MatchStats",
           "RelateResult", "MemoryEntry", "Unrelated", "ParseError", "__version__"]


def __getattr__(name: str) -> Any:  # `fxmatch.torch` without importing torch at `import fxmatch`
    if name == "torch":
        import importlib

        return importlib.import_module(".torch", __name__)
    raise AttributeError(f"module 'fxmatch' has no attribute {name!r}")
