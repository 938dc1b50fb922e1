"""fxmatch.torch: capture graphs from a model, and relate torch.compile's graphs in-process.

Needs torch (an optional dependency: ``pip install fxmatch[torch]`` or any
torch you already have; tested with 2.13).

- :func:`capture` makes the forward, pure backward and joint GraphModules the
  way the seed question (and the model zoo, capture/fxcapture) makes them,
  with the zoo's own tracing code (shipped in the package as
  ``fxmatch._fxcapture``).
- :func:`relate_backend` wraps an ``aot_autograd`` backend (or its fw/bw
  compilers, or inductor): every forward/backward pair AOTAutograd compiles is related
  with :func:`fxmatch.relate` in-process (live graphs, no files), the result
  goes to a callback / a logger / ``backend.results``, and then the user's
  real compilers are called unchanged.
"""
from __future__ import annotations

import dataclasses
import inspect
import logging
import warnings
from typing import Any, Callable, Dict, List, Optional, Sequence, Union

import torch as _torch
import torch.fx as _fx

from . import _api
from ._graph import Graph
from ._results import RelateResult

__all__ = ["capture", "Captured", "relate_backend", "RelateBackend", "Relation"]


@dataclasses.dataclass
class Captured:
    """The graphs :func:`capture` makes (all ``torch.fx.GraphModule``, traced with make_fx, real tensors).

    Attributes:
        forward: forward + loss; placeholders are the inputs and targets.
        backward: ``torch.autograd.grad(loss, params)`` traced from the real
            loss: saved activations are ``_tensor_constantN`` constants, the
            loss is the placeholder.
        joint: forward + loss + autograd.grad in one graph.
        inputs: the example values the forward/joint placeholders take.
    """

    forward: _fx.GraphModule
    backward: _fx.GraphModule
    joint: _fx.GraphModule
    inputs: List[Any]


def _named(values: Any, names: Sequence[str], prefix: str) -> Dict[str, Any]:
    if values is None:
        return {}
    if isinstance(values, dict):
        return dict(values)
    if isinstance(values, _torch.Tensor):
        values = (values,)
    if not isinstance(values, (list, tuple)):
        raise TypeError(f"{prefix}: expected a tensor, a tuple/list of tensors or a dict name -> tensor")
    out = {}
    for i, v in enumerate(values):
        name = names[i] if i < len(names) else f"{prefix}{i}"
        out[name] = v
    return out


def _forward_names(model: _torch.nn.Module) -> List[str]:
    try:
        sig = inspect.signature(model.forward)
    except (TypeError, ValueError):
        return []
    return [p.name for p in sig.parameters.values()
            if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]


def capture(model: _torch.nn.Module, inputs: Any, loss_fn: Optional[Callable[..., _torch.Tensor]] = None, *,
            targets: Any = None) -> Captured:
    """Traces ``loss_fn(model(*inputs), *targets)`` with make_fx: forward, pure backward and joint graphs.

    Args:
        model: the module; gradients are taken for its parameters that require grad.
        inputs: a tensor, a tuple/list of tensors (named after ``model.forward``'s
            parameters) or a dict ``name -> tensor``; placeholders are named ``<name>_1``.
        loss_fn: ``loss_fn(output, *targets) -> scalar``; None when the model returns the loss.
        targets: tensors only the loss reads (labels), same forms as ``inputs``.

    Buffers (batch-norm running stats) are restored before each trace, so the
    forward and joint graphs see the same state. Uses capture/fxcapture's
    ``trace_make_fx`` (the zoo's capture code).
    """
    from ._fxcapture import models, trace

    ins = _named(inputs, _forward_names(model), "input")
    tgts = _named(targets, [], "target")
    overlap = set(ins) & set(tgts)
    if overlap:
        raise ValueError(f"inputs and targets share names: {sorted(overlap)}")
    params = [p for p in model.parameters() if p.requires_grad]
    if not params:
        raise ValueError("capture: the model has no parameter that requires grad")
    crit = loss_fn if loss_fn is not None else (lambda out: out)
    spec = models.Spec(module=model, inputs=ins, targets=tgts, forward=lambda m, *a: m(*a), criterion=crit)
    state = trace.State(model)
    try:
        graphs = trace.trace_make_fx(spec, params, state)
    finally:
        state.reset()
    fwd, fwd_args = graphs["fwd"]
    return Captured(forward=fwd, backward=graphs["bwd"][0], joint=graphs["joint"][0], inputs=list(fwd_args))


# ----------------------------------------------------------------------------- relate_backend
@dataclasses.dataclass
class Relation:
    """One compiled forward/backward pair and how they relate.

    Attributes:
        index: 0-based number of the pair (one per graph Dynamo hands to the backend).
        forward, backward: the AOTAutograd forward / backward GraphModules.
        joint: the joint graph the partitioner saw (None unless ``joint=True``).
        result: the :class:`fxmatch.RelateResult` (None if relating failed).
        error: the exception text when relating failed (the compile went on).
    """

    index: int
    forward: _fx.GraphModule
    backward: _fx.GraphModule
    joint: Optional[_fx.GraphModule]
    result: Optional[RelateResult]
    error: Optional[str] = None


class RelateBackend:
    """A torch.compile backend that relates each compiled forward/backward pair, then compiles them with ``inner``.

    Made by :func:`relate_backend`; ``backend.results`` lists every
    :class:`Relation` so far.
    """

    def __init__(self, kwargs: Optional[Dict[str, Any]], callback: Optional[Callable[[Relation], None]],
                 log: Union[logging.Logger, bool, None], joint: bool, rules: Any, strict: bool) -> None:
        self._kwargs = kwargs
        self._callback = callback
        self._log = logging.getLogger("fxmatch") if log is True else (log or None)
        self._joint = joint
        self._rules = rules
        self._strict = strict
        self.results: List[Relation] = []
        self.__name__ = "fxmatch_relate_backend"

    def __call__(self, gm: _fx.GraphModule, example_inputs: Sequence[Any], **kw: Any) -> Callable[..., Any]:
        from torch._dynamo.backends.common import AotAutograd
        from torch._functorch.partitioners import default_partition

        if self._kwargs is None:
            return self._inductor(gm, example_inputs)
        kwargs = dict(self._kwargs)
        fw = kwargs["fw_compiler"]
        bw = kwargs.get("bw_compiler") or fw
        kwargs.setdefault("inference_compiler", fw)  # inference graphs have no backward: not recorded
        pair: Dict[str, Any] = {}

        def fw_compiler(g: _fx.GraphModule, ins: Sequence[Any], *a: Any, **k: Any):
            # Export now: the inner compiler may rewrite the graph in place.
            pair["forward"], pair["fwd_graph"] = g, self._export(g)
            return fw(g, ins, *a, **k)

        def bw_compiler(g: _fx.GraphModule, ins: Sequence[Any], *a: Any, **k: Any):
            self._relate(pair, g, self._export(g))
            return bw(g, ins, *a, **k)

        kwargs["fw_compiler"], kwargs["bw_compiler"] = fw_compiler, bw_compiler
        if self._joint:
            part = kwargs.get("partition_fn") or default_partition

            def partition_fn(joint: _fx.GraphModule, joint_inputs: Any, **k: Any):
                pair["joint"] = joint
                pair["joint_graph"] = self._export(joint)
                return part(joint, joint_inputs, **k)

            kwargs["partition_fn"] = partition_fn
        return AotAutograd(**kwargs)(gm, example_inputs, **kw)

    def _inductor(self, gm: _fx.GraphModule, example_inputs: Sequence[Any]) -> Callable[..., Any]:
        """Inductor: its inner compiler sees each partitioned forward and backward graph."""
        from torch._inductor.compile_fx import compile_fx, compile_fx_inner

        pair: Dict[str, Any] = {}

        def inner_compile(g: _fx.GraphModule, ins: Sequence[Any], *a: Any, **k: Any):
            if k.get("is_backward"):
                self._relate(pair, g, self._export(g))
            elif not k.get("is_inference"):
                pair["forward"], pair["fwd_graph"] = g, self._export(g)
            return compile_fx_inner(g, ins, *a, **k)

        return compile_fx(gm, example_inputs, inner_compile=inner_compile)

    @staticmethod
    def _export(g: _fx.GraphModule) -> Optional[Graph]:
        try:
            return _api.parse(g)
        except Exception:  # noqa: BLE001 - reported when relating
            return None

    def _relate(self, pair: Dict[str, Any], bwd_gm: _fx.GraphModule, bwd: Optional[Graph]) -> None:
        index = len(self.results)
        result, error = None, None
        try:
            fwd = pair.get("fwd_graph")
            if fwd is None or bwd is None:
                raise RuntimeError("forward or backward graph could not be exported")
            result = _api.relate(fwd, bwd, joint=pair.get("joint_graph"), rules=self._rules)
        except Exception as e:  # noqa: BLE001 - never break the user's compile
            if self._strict:
                raise
            error = f"{type(e).__name__}: {e}"
            warnings.warn(f"fxmatch.relate failed on compiled pair {index}: {error}", RuntimeWarning, stacklevel=2)
        rel = Relation(index, pair.get("forward"), bwd_gm, pair.get("joint"), result, error)
        self.results.append(rel)
        if self._log is not None:
            if result is not None:
                self._log.info("fxmatch relate, compiled pair %d: %s", index, result.to_json(indent=None))
            else:
                self._log.warning("fxmatch relate, compiled pair %d failed: %s", index, error)
        if self._callback is not None:
            self._callback(rel)


def _is_compile_fx(f: Any) -> bool:
    try:
        from torch._inductor.compile_fx import compile_fx
    except ImportError:
        return False
    return f is compile_fx


def _identity_compiler(gm: _fx.GraphModule, example_inputs: Sequence[Any]):
    return gm.forward


def relate_backend(inner: Any = None, *, fw_compiler: Optional[Callable] = None, bw_compiler: Optional[Callable] = None,
                   callback: Optional[Callable[[Relation], None]] = None, log: Union[logging.Logger, bool, None] = None,
                   joint: bool = False, rules: Any = (), strict: bool = False, **aot_kwargs: Any) -> RelateBackend:
    """Wraps an AOTAutograd backend so every compiled forward/backward pair is related in-process.

    Use it where your backend goes::

        backend = fxmatch.torch.relate_backend(aot_autograd(fw_compiler=npu_fw, bw_compiler=npu_bw),
                                               callback=lambda rel: print(rel.result.saved))
        model = torch.compile(model, backend=backend)

    Args:
        inner: an ``aot_autograd(...)`` backend (its compilers and options are
            wrapped, then called unchanged); ``"inductor"`` (inductor's inner
            compiler is wrapped: the pairs are the graphs inductor compiles); or None to give the compilers
            directly (``fw_compiler=``, ``bw_compiler=``, other ``aot_autograd``
            options as keywords). With no compiler at all the graphs run eagerly.
        callback: called with each :class:`Relation` when AOTAutograd compiles
            a backward (lazily, at the first backward pass), before the inner
            backward compiler runs.
        log: a ``logging.Logger`` (or True for logger "fxmatch"): each result as one JSON line at INFO.
        joint: also record the joint graph at partitioning and pass it to relate.
        rules: extra rules files for :func:`fxmatch.relate`.
        strict: re-raise when relating fails (default: warn and go on compiling).

    Returns:
        a :class:`RelateBackend` (callable as a torch.compile backend; ``.results`` lists the relations).
    """
    from torch._dynamo.backends.common import AotAutograd

    kwargs: Optional[Dict[str, Any]]
    if inner == "inductor" or _is_compile_fx(inner):
        if fw_compiler is not None or bw_compiler is not None or aot_kwargs or joint:
            raise TypeError("relate_backend('inductor') takes no compilers, aot_autograd options or joint=True")
        return RelateBackend(None, callback, log, False, rules, strict)
    if inner is not None:
        if not isinstance(inner, AotAutograd):
            raise TypeError("relate_backend(inner): inner must be 'inductor' or an aot_autograd(...) backend; "
                            "for plain compilers pass fw_compiler=/bw_compiler=")
        if fw_compiler is not None or bw_compiler is not None or aot_kwargs:
            raise TypeError("relate_backend: give either inner or compiler keywords, not both")
        kwargs = dict(inner.kwargs)
        if kwargs.get("inference_compiler") is kwargs.get("fw_compiler"):
            kwargs.pop("inference_compiler")  # set by a previous use of inner; re-derived per call
    else:
        kwargs = dict(aot_kwargs)
        kwargs["fw_compiler"] = fw_compiler or _identity_compiler
        if bw_compiler is not None:
            kwargs["bw_compiler"] = bw_compiler
    if callback is not None and not callable(callback):
        raise TypeError("callback must be callable")
    return RelateBackend(kwargs, callback, log, joint, rules, strict)
