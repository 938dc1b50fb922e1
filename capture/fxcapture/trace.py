"""Capture of the graphs people bring, and of the values PyTorch computes in them.

make_fx captures (tracing_mode="real", as in the seed question):
  fwd          forward + loss
  bwd          torch.autograd.grad(loss, params) over the real loss
               (saved tensors become `_tensor_constantN` get_attrs)
  bwd_subset   the same, asking only for the trailing params (fine-tuning)
  bwd_reorder  the same params in reversed order
  joint        forward + loss + autograd.grad
AOTAutograd captures (no decompositions, loss outside the compiled module):
  aot_joint, aot_fwd, aot_bwd        torch.compile, aot_autograd backend (+ aot_dyn_* with dynamic=True)
  aot_eager_*                         torch.compile(backend="aot_eager")  (Spec.aot_paths)
  aot_mod_*                           functorch.compile.aot_module         (Spec.aot_paths)

Every make_fx trace runs under `fx.traceback.preserve_node_meta()` with the
autograd-node prehooks AOTAutograd installs before it calls autograd.grad
(`setup_stacktrace_preservation_hooks`), so backward nodes get the forward
op's `seq_nr` exactly as in AOTAutograd.
"""
from __future__ import annotations

import contextlib
import copy
from typing import Any

import torch
import torch.fx as fx
import torch.fx.traceback as fx_traceback
from torch.fx.experimental.proxy_tensor import make_fx
from torch._functorch._aot_autograd.logging_utils import setup_stacktrace_preservation_hooks
from torch._functorch._aot_autograd.graph_capture_wrappers import set_partitioner_tag_is_backward


# ------------------------------------------------------------------ values
def clone_value(v: Any) -> Any:
    if isinstance(v, torch.Tensor):
        return v.detach().clone()
    if isinstance(v, (list, tuple)):
        return tuple(clone_value(x) for x in v)
    if isinstance(v, (torch.SymInt, torch.SymFloat, torch.SymBool)):
        return v.node.hint if hasattr(v.node, "hint") else v
    return v


class Recorder(fx.Interpreter):
    """Runs a GraphModule and keeps a COPY of every node's value as it is
    produced (in-place ops change tensors later), and the tensor itself, whose
    value at the end of the run is the one a later backward sees."""

    def __init__(self, gm: fx.GraphModule):
        super().__init__(gm, garbage_collect_values=False)
        self.values: dict[str, Any] = {}
        self.live: dict[str, Any] = {}

    def run_node(self, n: fx.Node) -> Any:
        v = super().run_node(n)
        if n.op != "output":
            self.values[n.name] = clone_value(v)
            self.live[n.name] = v
        return v


def record(gm: fx.GraphModule, args: list[Any], final: dict[str, Any] | None = None) -> dict[str, Any]:
    """Values as produced; `final` (if given) gets every node's value at the end
    of the run, after all in-place ops (what autograd's saved tensors hold when
    the backward runs: a saved tensor mutated after saving fails the backward)."""
    with torch.no_grad():
        r = Recorder(gm)
        r.run(*args)
    if final is not None:
        final.update({k: clone_value(v) for k, v in r.live.items()})
    return r.values


# ------------------------------------------------------------------ state
class State:
    """Snapshot of every buffer (BN running stats...) to reset before each run."""

    def __init__(self, module: torch.nn.Module):
        self.module = module
        self.saved = {k: b.detach().clone() for k, b in module.named_buffers()}

    def reset(self) -> None:
        with torch.no_grad():
            for k, b in self.module.named_buffers():
                b.copy_(self.saved[k])


def perturb(module: torch.nn.Module, seed: int = 7) -> None:
    """Make every parameter distinct (ones/zeros inits collide)."""
    g = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for p in module.parameters():
            p.add_(1e-3 * torch.randn(p.shape, generator=g).to(p.dtype))
            if p.dim() <= 1:  # biases / norm weights: add an index ramp too
                p.add_(1e-4 * torch.arange(p.numel(), dtype=torch.float32).reshape(p.shape).to(p.dtype))
        # buffers too (BN running stats, num_batches_tracked): no two equal
        for i, (_, b) in enumerate(module.named_buffers()):
            if b.is_floating_point():
                b.add_((1e-3 * torch.randn(b.shape, generator=g)).abs().to(b.dtype))
            elif b.dtype in (torch.int64, torch.int32) and b.dim() == 0:
                b.fill_(10 + 7 * i)


def named_fn(names: list[str], body):
    """A function with real parameter names, so make_fx names placeholders `<name>_1`."""
    src = f"def traced({', '.join(names)}):\n    return body({', '.join(names)})\n"
    ns: dict[str, Any] = {"body": body}
    exec(src, ns)
    return ns["traced"]


# ------------------------------------------------------------------ make_fx
def subset_of(spec, params: list[torch.Tensor]) -> list[torch.Tensor]:
    """The params bwd_subset asks for: spec.subset's indices (a fine-tuning set
    that is not a tail: biases only, a frozen middle), else the trailing
    spec.subset_params."""
    if spec.subset:
        return [params[i] for i in spec.subset]
    k = max(1, min(spec.subset_params, len(params) - 1))
    return params[-k:]


def trace_make_fx(spec, params: list[torch.Tensor], state: State) -> dict[str, Any]:
    """Returns {name: (gm, args)} for fwd, bwd, bwd_subset, bwd_reorder, joint."""
    model = spec.module
    in_names = list(spec.inputs) + list(spec.targets)
    in_vals = list(spec.inputs.values()) + list(spec.targets.values())
    n_in = len(spec.inputs)
    out: dict[str, Any] = {}

    def loss_of(*a):
        return spec.criterion(spec.forward(model, *a[:n_in]), *a[n_in:])

    captured: dict[str, torch.Tensor] = {}

    def fwd_body(*a):
        loss = loss_of(*a)
        captured["loss"] = loss
        return loss

    state.reset()
    with fx_traceback.preserve_node_meta():
        fwd = make_fx(named_fn(in_names, fwd_body), tracing_mode="real", _allow_non_fake_inputs=True)(*in_vals)
    out["fwd"] = (fwd, in_vals)
    loss = captured["loss"]  # a real loss whose autograd graph matches fwd's seq_nr

    def grad_fn(ps):
        def run_from_loss(loss):
            setup_stacktrace_preservation_hooks([loss.grad_fn])
            with set_partitioner_tag_is_backward():
                return torch.autograd.grad(loss, ps, retain_graph=True, allow_unused=True)
        return run_from_loss

    for name, ps in (("bwd", params), ("bwd_subset", subset_of(spec, params)), ("bwd_reorder", params[::-1])):
        with fx_traceback.preserve_node_meta():
            gm = make_fx(grad_fn(ps), tracing_mode="real", _allow_non_fake_inputs=True)(loss)
        out[name] = (gm, [loss.detach().clone()])

    def joint_body(*a):
        loss = loss_of(*a)
        setup_stacktrace_preservation_hooks([loss.grad_fn])
        with set_partitioner_tag_is_backward():
            grads = torch.autograd.grad(loss, params, retain_graph=True, allow_unused=True)
        return (loss, *grads)

    state.reset()
    with fx_traceback.preserve_node_meta():
        joint = make_fx(named_fn(in_names, joint_body), tracing_mode="real", _allow_non_fake_inputs=True)(*in_vals)
    out["joint"] = (joint, in_vals)
    return out


# ------------------------------------------------------------------ AOTAutograd
class _Wrap(torch.nn.Module):
    def __init__(self, spec):
        super().__init__()
        self.model = spec.module
        self._fwd = spec.forward

    def forward(self, *a):
        return self._fwd(self.model, *a)


def trace_aot(spec, state: State, dynamic: bool, log_fd: int | None = None, how: str = "compile") -> dict[str, Any]:
    """The loss is computed outside the compiled module. `how`:
      compile     torch.compile(module, backend=aot_autograd(min-cut partitioner))
      aot_eager   torch.compile(module, backend="aot_eager"): the registered
                  backend itself, with graph-recording fw/bw compilers (its own
                  keyword arguments) and its partitioner wrapped to keep the joint
      aot_module  functorch.compile.aot_module(module, ...) without Dynamo:
                  parameters and buffers are lifted to graph inputs
    Returns {aot_joint/aot_fwd/aot_bwd: (gm, runtime args)} with the joint's
    args bound by placeholder name from the fwd/bwd runtime args."""
    from torch._dynamo.backends.common import aot_autograd
    from torch._functorch.partitioners import min_cut_rematerialization_partition
    import torch._dynamo

    torch._dynamo.reset()
    torch._dynamo.config.allow_rnn = True  # experimental; else Dynamo refuses nn.LSTM/GRU
    store: dict[str, Any] = {}

    def partition(joint, joint_inputs, **kw):
        store.setdefault("joint", fx.GraphModule(joint, copy.deepcopy(joint.graph)))
        return min_cut_rematerialization_partition(joint, joint_inputs, **kw)

    def compiler(key):
        def comp(gm, example_inputs):
            store.setdefault(key, gm)

            def run(*args):
                store.setdefault(key + "_args", [clone_value(a) for a in args])
                return gm(*args)
            return run
        return comp

    if how == "compile":
        backend = aot_autograd(fw_compiler=compiler("fwd"), bw_compiler=compiler("bwd"), partition_fn=partition)
        compiled = torch.compile(_Wrap(spec), backend=backend, fullgraph=True, dynamic=dynamic)
    elif how == "aot_eager":
        import torch._dynamo.backends.debugging as dbg
        base = dbg.min_cut_rematerialization_partition

        def backend(gm, example_inputs, **kw):
            dbg.min_cut_rematerialization_partition = partition  # aot_eager's own partitioner, recorded
            try:
                return dbg.aot_eager(gm, example_inputs, fw_compiler=compiler("fwd"), bw_compiler=compiler("bwd"),
                                     **kw)
            finally:
                dbg.min_cut_rematerialization_partition = base
        compiled = torch.compile(_Wrap(spec), backend=backend, fullgraph=True, dynamic=dynamic)
    elif how == "aot_module":
        from functorch.compile import aot_module
        compiled = aot_module(_Wrap(spec), fw_compiler=compiler("fwd"), bw_compiler=compiler("bwd"),
                              partition_fn=partition)
    else:
        raise ValueError(how)
    state.reset()
    ins = list(spec.inputs.values())
    out = compiled(*ins)
    loss = spec.criterion(out, *spec.targets.values())
    loss.backward()
    for p in spec.module.parameters():
        p.grad = None
    state.reset()
    torch._dynamo.reset()
    for k in ("joint", "fwd", "bwd", "fwd_args", "bwd_args"):
        if k not in store:
            raise RuntimeError(f"AOT capture produced no {k}")
    fwd_ph = [n.name for n in store["fwd"].graph.nodes if n.op == "placeholder"]
    bwd_ph = [n.name for n in store["bwd"].graph.nodes if n.op == "placeholder"]
    by_name = dict(zip(fwd_ph, store["fwd_args"]))
    by_name.update(zip(bwd_ph, store["bwd_args"]))
    joint_args = []
    for n in store["joint"].graph.nodes:
        if n.op == "placeholder":
            if n.name not in by_name:
                raise RuntimeError(f"cannot bind joint placeholder {n.name}")
            joint_args.append(by_name[n.name])
    return {"aot_joint": (store["joint"], joint_args),
            "aot_fwd": (store["fwd"], store["fwd_args"]),
            "aot_bwd": (store["bwd"], store["bwd_args"])}


# ------------------------------------------------------------------ text
def texts(gm: fx.GraphModule) -> dict[str, str]:
    return {
        "code": gm.code,
        "readable": gm.print_readable(print_output=False),
        "graph": str(gm.graph),
    }


def node_meta(gm: fx.GraphModule) -> dict[str, dict[str, Any]]:
    out = {}
    for n in gm.graph.nodes:
        d: dict[str, Any] = {"op": op_name(n)}
        if "seq_nr" in n.meta:
            d["seq_nr"] = n.meta["seq_nr"]
        if n.meta.get("partitioner_tag") == "is_backward":
            d["backward"] = True
        if n.meta.get("is_gradient_acc"):
            d["gradient_acc"] = True
        out[n.name] = d
    return out


def op_name(n: fx.Node) -> str:
    if n.op in ("placeholder", "output", "get_attr"):
        return n.op
    t = n.target
    if isinstance(t, torch._ops.OpOverload):
        return str(t)  # aten.addmm.default
    if t is __import__("operator").getitem:
        return "getitem"
    return getattr(t, "__name__", str(t))
