"""Held-out models for `fxmatch relate` (scripts/heldout_relate.py).

They measure how relate generalises beyond the zoo, so they are never added to
models.MODELS or captured into tests/data/zoo (__main__ refuses). Two groups:

  tv_*   torchvision architectures with random weights. PyPI's torchvision
         does not import beside the global torch 2.13, so these are captured
         with the venv of scripts/heldout_relate.py (torch 2.14.1,
         torchvision 0.29.1): `VENV/bin/python -m capture.fxcapture ...`.
  hf_*   HF transformers architectures that are not in the zoo (zoo: bert,
         gpt2, llama, t5, vit; matcher held-out: distilbert, qwen2), from tiny
         configs, captured with the global python.
  ckpt_mlp / ckpt_* use torch.utils.checkpoint (recomputation in backward).

Every model asks bwd_subset for the last third of its parameters (the
fine-tuning-subset case, `relate_subset.json`). Dropout and stochastic depth
are 0: a random op's value cannot be replayed, so it would have no truth.
"""
from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.utils.checkpoint as ckpt

TV = ["tv_resnet18", "tv_mobilenet_v3_small", "tv_efficientnet_b0", "tv_shufflenet_v2", "tv_regnet_y",
      "tv_swin_mini"]
HF = ["hf_mistral", "hf_gemma", "hf_phi", "hf_albert", "hf_roberta"]
OTHER = ["ckpt_mlp", "ckpt_convnet"]
HELDOUT_RELATE = TV + HF + OTHER


class CkptMLP(nn.Module):
    """Four residual MLP blocks, each under non-reentrant activation checkpointing."""

    def __init__(self, d=12, n=4):
        super().__init__()
        self.inp = nn.Linear(10, d)
        self.blocks = nn.ModuleList([nn.Sequential(nn.LayerNorm(d), nn.Linear(d, 2 * d), nn.GELU(),
                                                   nn.Linear(2 * d, d)) for _ in range(n)])
        self.out = nn.Linear(d, 4)

    def forward(self, x):
        h = self.inp(x)
        for b in self.blocks:
            h = h + ckpt.checkpoint(b, h, use_reentrant=False)
        return self.out(h)


class CkptConv(nn.Module):
    """Conv + BatchNorm + SiLU stages; the middle two are checkpointed."""

    def __init__(self, c=6):
        super().__init__()
        self.stem = nn.Conv2d(3, c, 3, padding=1, bias=False)
        self.stages = nn.ModuleList([nn.Sequential(nn.Conv2d(c, c, 3, padding=1, bias=False), nn.BatchNorm2d(c),
                                                   nn.SiLU()) for _ in range(4)])
        self.fc = nn.Linear(c, 3)

    def forward(self, x):
        x = self.stem(x)
        for i, s in enumerate(self.stages):
            x = ckpt.checkpoint(s, x, use_reentrant=False) if i in (1, 2) else s(x)
        return self.fc(F.adaptive_avg_pool2d(x, 1).flatten(1))


def _third(m: nn.Module) -> int:
    return max(1, len(list(m.parameters())) // 3)


def build(name: str, g: torch.Generator, Spec, call, ce, lm_ce):
    """Returns a models.Spec (the helpers are passed in to avoid an import cycle)."""
    B = 2
    if name.startswith("tv_"):
        import torchvision.models as tvm
        if name == "tv_resnet18":
            m = tvm.resnet18(num_classes=5)
        elif name == "tv_mobilenet_v3_small":
            m = tvm.mobilenet_v3_small(num_classes=5, dropout=0.0)
        elif name == "tv_efficientnet_b0":
            m = tvm.efficientnet_b0(num_classes=5, dropout=0.0, stochastic_depth_prob=0.0)
        elif name == "tv_shufflenet_v2":
            m = tvm.shufflenet_v2_x0_5(num_classes=5)
        elif name == "tv_regnet_y":
            m = tvm.regnet_y_400mf(num_classes=5)
        elif name == "tv_swin_mini":
            from torchvision.models.swin_transformer import SwinTransformer
            m = SwinTransformer(patch_size=[4, 4], embed_dim=16, depths=[2, 2], num_heads=[2, 4],
                                window_size=[4, 4], stochastic_depth_prob=0.0, dropout=0.0,
                                attention_dropout=0.0, num_classes=5)
        else:
            raise KeyError(name)
        size = 32 if name == "tv_swin_mini" else 64
        return Spec(m, {"x": torch.randn(B, 3, size, size, generator=g)},
                    {"labels": torch.randint(0, 5, (B,), generator=g)}, call, ce, subset_params=_third(m),
                    notes=f"held out (relate): torchvision {name[3:]}, random init, {B}x3x{size}x{size}")
    if name == "ckpt_mlp":
        m = CkptMLP()
        return Spec(m, {"x": torch.randn(4, 10, generator=g)}, {"labels": torch.randint(0, 4, (4,), generator=g)},
                    call, ce, subset_params=_third(m), notes="held out (relate): torch.utils.checkpoint per block")
    if name == "ckpt_convnet":
        m = CkptConv()
        return Spec(m, {"x": torch.randn(2, 3, 8, 8, generator=g)}, {"labels": torch.randint(0, 3, (2,), generator=g)},
                    call, ce, subset_params=_third(m),
                    notes="held out (relate): conv/BN/SiLU, two stages under torch.utils.checkpoint")
    import transformers as tf
    S, V = 8, 64
    ids = lambda: torch.randint(0, V, (B, S), generator=g)  # noqa: E731
    lm = lambda m, i: m(input_ids=i).logits  # noqa: E731
    if name == "hf_mistral":
        cfg = tf.MistralConfig(vocab_size=V, hidden_size=16, intermediate_size=32, num_hidden_layers=2,
                               num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=16,
                               sliding_window=4, attention_dropout=0.0, tie_word_embeddings=False)
        cfg._attn_implementation = "sdpa"
        m = tf.MistralForCausalLM(cfg)
        note = "Mistral, 2 layers, GQA (2 kv heads), RoPE, sliding window 4, sdpa"
    elif name == "hf_gemma":
        cfg = tf.GemmaConfig(vocab_size=V, hidden_size=16, intermediate_size=32, num_hidden_layers=2,
                             num_attention_heads=2, num_key_value_heads=1, head_dim=8, max_position_embeddings=16,
                             attention_dropout=0.0)
        cfg._attn_implementation = "eager"
        m = tf.GemmaForCausalLM(cfg)
        note = "Gemma, 2 layers, MQA, RoPE, GeGLU, (1+w) RMSNorm, tied head, eager"
    elif name == "hf_phi":
        cfg = tf.PhiConfig(vocab_size=V, hidden_size=16, intermediate_size=32, num_hidden_layers=2,
                           num_attention_heads=2, max_position_embeddings=16, partial_rotary_factor=0.5,
                           resid_pdrop=0.0, embd_pdrop=0.0, attention_dropout=0.0)
        cfg._attn_implementation = "sdpa"
        m = tf.PhiForCausalLM(cfg)
        note = "Phi, 2 layers, parallel attention+MLP, partial RoPE, LayerNorm, sdpa"
    elif name == "hf_albert":
        cfg = tf.AlbertConfig(vocab_size=V, embedding_size=8, hidden_size=16, num_hidden_layers=4,
                              num_attention_heads=2, intermediate_size=32, max_position_embeddings=16,
                              hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0, classifier_dropout_prob=0.0,
                              num_labels=3)
        cfg._attn_implementation = "eager"
        m = tf.AlbertForSequenceClassification(cfg)
        return Spec(m, {"input_ids": ids()}, {"labels": torch.randint(0, 3, (B,), generator=g)},
                    lambda m, i: m(input_ids=i).logits, ce, subset_params=_third(m),
                    notes="held out (relate): ALBERT, one layer shared 4 times, factorised embedding")
    elif name == "hf_roberta":
        cfg = tf.RobertaConfig(vocab_size=V, hidden_size=16, num_hidden_layers=2, num_attention_heads=2,
                               intermediate_size=32, max_position_embeddings=20, type_vocab_size=1,
                               hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0, pad_token_id=1)
        cfg._attn_implementation = "sdpa"
        m = tf.RobertaForMaskedLM(cfg)
        note = "RoBERTa, 2 layers, sdpa, MLM head tied, position ids from the padding mask"
    else:
        raise KeyError(name)
    return Spec(m, {"input_ids": ids()}, {"labels": ids()}, lm, lm_ce, subset_params=_third(m),
                notes="held out (relate): " + note)
