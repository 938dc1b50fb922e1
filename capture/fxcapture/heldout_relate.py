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

import importlib

import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.utils.checkpoint as ckpt

TV = ["tv_resnet18", "tv_mobilenet_v3_small", "tv_efficientnet_b0", "tv_shufflenet_v2", "tv_regnet_y",
      "tv_swin_mini"]
HF = ["hf_mistral", "hf_gemma", "hf_phi", "hf_albert", "hf_roberta"]
OTHER = ["ckpt_mlp", "ckpt_convnet"]
# Second held-out set (2026-12-01 afternoon, /work/data/heldout_relate_v2): captured and
# scored blind before the `how` / fine-tuning-subset changes of that session.
V2 = ["hf_opt", "hf_gpt_neox", "cnx_plain"]
# Third held-out set (2026-12-01 evening, /work/data/heldout_relate_v3): captured and scored
# blind with the e64083e binary before any change of that session.
V3 = ["hf_bart", "dense_bn", "ckpt_hetero"]
# Fourth held-out set (2026-12-01 late evening, /work/data/heldout_relate_v4): captured and
# scored blind with the a9cc3cf binary before any change of that session.
V4 = ["hf_stablelm_lora", "custom_fn_mlp", "mixer_ln"]
# Fifth held-out set (2026-12-02 night): heldout_relate_v5.py.
from .heldout_relate_v5 import V5  # noqa: E402
# Sixth held-out set (2026-12-02 morning), two parts: heldout_relate_v6a.py, heldout_relate_v6b.py.
from .heldout_relate_v6a import V6A  # noqa: E402
from .heldout_relate_v6b import V6B  # noqa: E402
# Seventh held-out set (2026-12-02 late): fine-tuning subsets that are not a tail.
from .heldout_relate_v7 import V7  # noqa: E402
# Eighth held-out set (2026-12-03): in-place ops that save what they overwrite, heldout_relate_v8.py.
from .heldout_relate_v8 import V8  # noqa: E402
# Ninth held-out set (2026-12-03): subsets that train one output of a fused backward op, heldout_relate_v9.py.
from .heldout_relate_v9 import V9  # noqa: E402
# Tenth held-out set (2026-12-03): broadcast additive attention terms, some without gradient, heldout_relate_v10.py.
from .heldout_relate_v10 import V10  # noqa: E402
# Eleventh held-out set (2026-12-03): losses that are sums of terms, heldout_relate_v11.py.
from .heldout_relate_v11 import V11  # noqa: E402
# Twelfth held-out set (2026-12-03): activation checkpointing mixed with plain blocks, heldout_relate_v12.py.
from .heldout_relate_v12 import V12  # noqa: E402
# Thirteenth held-out set (2026-12-03): a blind check of recomputation found by structure, heldout_relate_v13.py.
from .heldout_relate_v13 import V13  # noqa: E402
# Fourteenth held-out set (2026-12-03): parameters broadcast over leading dims, heldout_relate_v14.py.
from .heldout_relate_v14 import V14  # noqa: E402
# Fifteenth held-out set (2026-12-03): ops whose backward is written with FunctionsManual helpers, heldout_relate_v15.py.
from .heldout_relate_v15 import V15  # noqa: E402
# Sixteenth held-out set (2026-12-03): in-place writes through views, heldout_relate_v16.py.
from .heldout_relate_v16 import V16  # noqa: E402
# Seventeenth held-out set (2026-12-03): transposed convs, GLU/RMSNorm, cosine prototypes, heldout_relate_v17.py.
from .heldout_relate_v17 import V17  # noqa: E402
# Eighteenth held-out set (2026-12-03): parameter subsets that are not a tail, heldout_relate_v18.py.
from .heldout_relate_v18 import V18  # noqa: E402
# Nineteenth held-out set (2026-12-03): more non-tail subsets, a blind check of the evidence alignment, heldout_relate_v19.py.
from .heldout_relate_v19 import V19  # noqa: E402
# Twentieth held-out set (2026-12-03): in-place writes, broadcasts and expands, blind for the shape evidence, heldout_relate_v20.py.
from .heldout_relate_v20 import V20  # noqa: E402
# Twenty-first held-out set (2026-12-04): weight norm, highway, FiLM, a tiny U-Net, EmbeddingBag, heldout_relate_v21.py.
from .heldout_relate_v21 import V21  # noqa: E402
# Twenty-second held-out set (2026-12-04): a blind check of that day's relate changes, heldout_relate_v22.py.
from .heldout_relate_v22 import V22  # noqa: E402
# Twenty-third held-out set (2026-12-04 afternoon): normalisations by keepdim reductions, tying, a buffer write, heldout_relate_v23.py.
from .heldout_relate_v23 import V23  # noqa: E402
# Twenty-fourth held-out set (2026-12-04 afternoon): a blind check of that session's relate changes, heldout_relate_v24.py.
from .heldout_relate_v24 import V24  # noqa: E402
# Twenty-fifth held-out set (2026-12-04 evening): cumprod, lerp, einsum, PReLU, pixel_shuffle, DLRM, heldout_relate_v25.py.
from .heldout_relate_v25 import V25  # noqa: E402
# Twenty-sixth held-out set (2026-12-04 evening, second): two-index tables, lerp, LayerScale, minGRU, BN1d, heldout_relate_v26.py.
from .heldout_relate_v26 import V26  # noqa: E402
# Twenty-seventh held-out set (2026-12-04 night): Perceiver latents, max_unpool2d, Conv3d/logcumsumexp/topk, capsules, STN, heldout_relate_v27.py.
from .heldout_relate_v27 import V27  # noqa: E402
# Twenty-eighth held-out set (2026-12-05): hand-written LN/GN, MDN, WaveNet gating, DeepSets/cdist, InfoNCE, heldout_relate_v28.py.
from .heldout_relate_v28 import V28  # noqa: E402
# Twenty-ninth held-out set (2026-12-05): in-place ops on clones, same-shape non-tail subsets, straight-through routing, several saved inputs, heldout_relate_v29.py.
from .heldout_relate_v29 import V29  # noqa: E402
# Thirtieth held-out set (2026-12-05): GPT-J, multi-output reductions, index_put_/scatter_reduce, GroupNorm/InstanceNorm with dilated conv, a six-term loss, heldout_relate_v30.py.
from .heldout_relate_v30 import V30  # noqa: E402
# Thirty-first held-out set (2026-12-05): writes into buffer views, a scatter graph net, literal coefficients, checkpointed single ops, equal-gradient parameters, heldout_relate_v31.py.
from .heldout_relate_v31 import V31  # noqa: E402
# Thirty-second held-out set (2026-12-05): ops written twice that AOT CSE merges, functionalized writes into buffer views read back as views, heldout_relate_v32.py.
from .heldout_relate_v32 import V32  # noqa: E402
# Thirty-third held-out set (2026-12-05): FNet FFT mixing, spectral_norm, nn.TransformerEncoderLayer, a Cholesky GP head, Embedding max_norm with take_along_dim, heldout_relate_v33.py.
from .heldout_relate_v33 import V33  # noqa: E402
# Thirty-fourth held-out set (2026-12-05): a BYOL EMA target, in-place weight clipping / max-norm, complex RoPE, QR/SVD/inv/det, eight same-shape parameters with a non-tail subset, heldout_relate_v34.py.
from .heldout_relate_v34 import V34  # noqa: E402
# Thirty-fifth held-out set (2026-12-05): a Mamba selective scan, nn.MultiheadAttention with key_padding_mask and averaged weights in the loss, QAT fake quantisation with an EMA observer, a CTC loss, distillation from a no_grad teacher sharing the embedding, heldout_relate_v35.py.
from .heldout_relate_v35 import V35  # noqa: E402
# Thirty-sixth held-out set (2026-12-05): a Conformer block with BatchNorm1d in training mode, a hypernetwork generating weights for F.linear and bmm, an affine-coupling normalizing flow, non-crossing quantiles with a pinball loss, a neural ODE by unrolled RK4, heldout_relate_v36.py.
from .heldout_relate_v36 import V36  # noqa: E402
# Thirty-seventh held-out set (2026-12-05): a VQ-VAE codebook with an EMA usage buffer, a Siamese triplet network, EViT-style token pruning by argsort/gather/scatter, a RetinaNet-style head with a sigmoid focal loss, a GRU-D for irregular series with length masking, heldout_relate_v37.py.
from .heldout_relate_v37 import V37  # noqa: E402
# Thirty-eighth held-out set (2026-12-05): manifold mixup with label-smoothed losses and BatchNorm1d in training mode, a hand-written GAT with a scatter softmax, an nn.LSTM with proj_size, an nn.TransformerDecoderLayer with cross-attention, SuperGlue-style Sinkhorn matching, heldout_relate_v38.py.
from .heldout_relate_v38 import V38  # noqa: E402
# Thirty-ninth held-out set (2026-12-05): Performer FAVOR+ attention with a fixed projection buffer, a modern Hopfield retrieval layer, VICReg on two views with BatchNorm1d in training mode, an AdaIN style block with a running style buffer, a soft rank by pairwise sigmoids, heldout_relate_v39.py.
from .heldout_relate_v39 import V39  # noqa: E402
# Fortieth held-out set (2026-12-05): a DETR-style set loss with L1 + GIoU on fixed matches, a SIREN field rendered NeRF-style with cumsum depths and a cumprod transmittance, soft clDice with max_pool2d morphology, a ZINB count autoencoder with lgamma, Poincare-ball embeddings with acosh / atanh, heldout_relate_v40.py.
from .heldout_relate_v40 import V40  # noqa: E402
# Forty-first held-out set (2026-12-05): a Fourier neural operator with rfft2 / irfft2 and complex64 weights, an xLSTM sLSTM cell with exponential gates and a torch.maximum stabiliser, SigLIP / LiT with locked requires_grad False weights, a DDPM step with min-SNR weights, an MAE with argsort random masking, heldout_relate_v41.py.
from .heldout_relate_v41 import V41  # noqa: E402
# Forty-second held-out set (2026-12-05): a Gumbel-softmax categorical VAE with a straight-through hard sample, a TabNet-style encoder with a hand-written sparsemax (sort / cumsum / gather), a linear-chain CRF tagger with a logsumexp forward algorithm, a rational-quadratic spline flow with searchsorted bins, an evidential Dirichlet classifier with digamma / lgamma, heldout_relate_v42.py.
from .heldout_relate_v42 import V42  # noqa: E402
# Forty-third held-out set (2026-12-05): a PointNet with a T-Net transform and max pools, a Neural Turing Machine head (cosine addressing, roll shift, tensor-exponent sharpening, erase / add writes), a KAN with Cox-de Boor B-spline bases, a deformable attention decoder with grid_sample, DANN with a custom autograd.Function gradient reversal and a frozen buffer stem, heldout_relate_v43.py.
from .heldout_relate_v43 import V43  # noqa: E402
# Forty-fourth held-out set (2026-12-05): a Slot Attention autoencoder with GRUCell iterations, an attentive Neural Process with a masked padded context and gaussian_nll_loss, a backprop Kalman filter (linalg.solve, cholesky, slogdet, torch.where on missing steps), a CARAFE upsampling segmentation net (pixel_shuffle, unfold, interpolate), Deep Embedded Clustering with a custom autograd.Function Student-t assignment and index_reduce, heldout_relate_v44.py.
from .heldout_relate_v44 import V44  # noqa: E402
# Forty-fifth held-out set (2026-12-05): a pre-norm token mixer with a fused RMSNorm + Linear custom autograd.Function saving only its inputs, a GRU LM with a Mixture of Softmaxes head through a custom softmax Function saving its output, an Explicit Sparse Transformer with a two-output top-k custom Function (mark_non_differentiable indices), a torch.stft log-mel audio classifier with a frozen filterbank and SpecAugment mask buffers, a conditional flow-matching step with FiLM blocks and a CFG label drop, heldout_relate_v45.py.
from .heldout_relate_v45 import V45  # noqa: E402
# Forty-sixth held-out set (2026-12-05): a ConvLSTM video predictor with a custom autograd.Function cell-state clip (scaled straight-through backward), a class-conditional gated PixelCNN with mask-buffer-times-weight convolutions, a DCN-v2 / DeepFM CTR model with field offsets, FM terms and a cross network, a PPO actor-critic clipped surrogate / clipped value / entropy loss with detached advantages, a Transformer-XL-style segment-recurrent LM with a detached memory and a learned relative position bias, heldout_relate_v46.py.
from .heldout_relate_v46 import V46  # noqa: E402
# Forty-seventh held-out set (2026-12-05): an LSQ quantisation-aware ResNet with one learned-step straight-through custom autograd.Function applied sixteen times (None grads by ctx.needs_input_grad for frozen steps), a Decision Transformer with a Python FlashAttention Function saving the logsumexp intermediate, a PatchTST forecaster with a RevIN statistics Function of three differentiable outputs and set_materialize_grads(False), a wav2vec 2.0 style CTC fine-tuning step with fairseq's GradMultiply Function (ctx holds only the scale), a causal gMLP LM with a fused bias + tanh-GELU Function saving intermediates inside torch.utils.checkpoint, heldout_relate_v47.py.
from .heldout_relate_v47 import V47  # noqa: E402
# Forty-eighth held-out set (2026-12-05): a Switch Transformer classifier whose capacity-limited top-1 MoE dispatch is a custom autograd.Function (gather by a slot index, index_add scatter in backward), a DiT denoiser with adaLN-Zero blocks and a fused SwiGLU Function recomputing the sigmoid, ELECTRA replaced-token detection with an Apex-style fused LayerNorm Function saving mean and rstd, gated-attention multiple-instance learning with an exact 1.5-entmax Function saving its sparse output, a DeepLab-v3 style segmenter with an InPlace-ABN Function (ctx.mark_dirty, in-place running stats, backward inverting the activation from the saved output), heldout_relate_v48.py.
from .heldout_relate_v48 import V48  # noqa: E402
# Forty-ninth held-out set (2026-12-05): a YOLO-style two-scale detector with a CIoU box loss and an objectness BCE to index_put detached IoUs, a DiT diffusion step with adaLN-Zero modulation and an alphas_cumprod buffer gather, a RetNet LM with multi-scale retention (theta rotation, decay mask buffer, detached row-sum normalisation), an ESIM NLI model with shared BiLSTMs and two-way masked soft alignment, a Hyena LM with an implicit sine-MLP filter and an rfft / irfft long convolution, heldout_relate_v49.py.
from .heldout_relate_v49 import V49  # noqa: E402
# Fiftieth held-out set (2026-12-05): an EfficientDet-style detector with a BiFPN of fast normalised fusion weights (relu(w) / (sum + eps)) and shared focal / Huber heads, a MobileViT classifier (unfold to patches by reshape / permute, a transformer, fold back, fusion conv), a NeuMF recommender with a BPR pairwise loss and an embedding L2 penalty, a Gated Linear Attention LM (logsigmoid forget gate cumsum'd into exp scalings of q and k, RMSNorm swish gate), a Zipformer-style encoder (BiasNorm, SwooshL / SwooshR, shared attention weights, clamped bypasses, a half-rate stack), heldout_relate_v50.py.
from .heldout_relate_v50 import V50  # noqa: E402
# Fifty-first held-out set (2026-12-05): growing Neural Cellular Automata (fixed Sobel perception buffer and a learned depthwise kernel on a circular pad, fire-masked 1x1 updates, max-pool alive masking, unrolled steps), a Deep Equilibrium classifier (MDEQ cell, damped fixed-point iterations under no_grad, phantom-gradient steps), SchNet continuous-filter convolutions (RBF distance expansion, cosine cutoff, index_add_ message and molecule sums), a recurrent spiking network with a surrogate-gradient spike custom autograd.Function, a GPT LM with a scaled masked softmax Function and a fused softmax cross-entropy Function computing the loss inside the module, heldout_relate_v51.py.
from .heldout_relate_v51 import V51  # noqa: E402
# Fifty-second held-out set (2026-12-05): a BinaryNet MLP whose activations and hidden weights are binarised by a sign custom autograd.Function with a hardtanh straight-through backward, a recurrent hard-attention glimpse classifier with a straight-through argmax Function (one-hot forward, softmax Jacobian backward), movement pruning of a BERT classifier by emmental's ThresholdBinarizer Function (sigmoid(scores) > threshold, identity backward), a StyleGAN2 generator step (equalised lr, modulated / demodulated grouped convs, noise injection, minibatch-stddev discriminator), interpretable N-BEATS (trend / seasonality basis buffers, doubly residual stacks with a mask, MASE), heldout_relate_v52.py.
from .heldout_relate_v52 import V52  # noqa: E402
# Fifty-third held-out set (2026-12-05): a Trained Ternary Quantization CNN whose latent conv weights go through a ternary custom autograd.Function (wp * (w > thr) - wn * (w < -thr), scaled straight-through backward, gradients to the learned scales), a nupic.torch sparse MLP with the KWinners Function in the middle (topk indices of a boosted input scattered into zeros, duty-cycle buffers updated in place), RankSim regression with the blackbox TrueRanker Function (argsort of argsort forward, ranks of the perturbed input in backward) in a regulariser computed by the module, a Longformer classifier (sliding-window attention by pad / unfold, a global CLS token with its own projections), a GIN with a virtual node (bond embeddings, index_add_ messages and graph sums, learned eps, mean pool, masked multi-task BCE), heldout_relate_v53.py.
from .heldout_relate_v53 import V53  # noqa: E402
# Fifty-fourth held-out set (2026-12-05): a DoReFa-Net CNN whose 2-bit weights and activations go through DoReFa's quantize_k custom autograd.Function (floor(clamp(x, 0, 1) n + 0.5) / n, straight-through backward masked by the clamp range), a Skip RNN whose GRU state updates are gated by a binarizer Function ((u > 0.5) as float, straight-through backward) with the update probability accumulated while skipping, a Set Transformer (ISAB inducing-point attention, PMA pooling), AutoInt (multi-head self-attention over categorical and numeric field embeddings, BCE), DGCNN EdgeConvs on kNN graphs recomputed by topk indices (flattened-index gather, max over the neighbours), heldout_relate_v54.py.
from .heldout_relate_v54 import V54  # noqa: E402
# Fifty-fifth held-out set (2026-12-05): a PACT CNN whose activations are quantised with a learned clip alpha by distiller's LearnedClippedLinearQuantizeSTE custom autograd.Function (round(min(relu(x), alpha) s) / s; backward by boolean-mask index_put on clones of the gradient, alpha's gradient summed where x >= alpha), a soft-DTW prototype classifier whose pytorch-softdtw _SoftDTW Function runs the softmin recursion forward and the alignment-matrix recursion backward, a Reformer classifier (shared-QK LSH attention: random-rotation buckets, argsort, chunked attention with look-back and a self mask, unsort, hashes by logsumexp; reversible residual layers), a Temporal Fusion Transformer (static GRN contexts, variable selection network, LSTM, GLU gated skips, interpretable attention with a shared value, pinball loss), a dense E(n) equivariant GNN (pairwise differences, gated edge messages, coordinate updates, masked readout), heldout_relate_v55.py.
from .heldout_relate_v55 import V55  # noqa: E402
# Fifty-sixth held-out set (2026-12-06): a learned image codec with GDN whose beta / gamma reparametrisation, scales and likelihoods go through CompressAI's LowerBoundFunction custom autograd.Function (max(x, bound); backward g where x >= bound or g < 0), an EncNet segmenter whose Context Encoding Module uses PyTorch-Encoding's _scaled_l2 and _aggregate Functions (scaled codeword distances, softmax assignments, aggregated residuals; hand-written backwards), a NeRF on Instant-NGP's multiresolution hash encoding (xor of prime-multiplied corners modulo the table size, trilinear weights, alpha compositing), Autoformer (moving-average decomposition, FFT Auto-Correlation with top-k time-delay aggregation by gathers), a Linear Recurrent Unit classifier (complex diagonal recurrence by real and imaginary parts, exponential parametrisation), heldout_relate_v56.py.
from .heldout_relate_v56 import V56  # noqa: E402
# Fifty-seventh held-out set (2026-12-06): a VGG-style CNN whose every ReLU is pytorch-grad-cam's GuidedBackpropReLU custom autograd.Function (addcmul(zeros, x, x > 0), saving the input and the output; backward addcmul(zeros, addcmul(zeros, g, x > 0), g > 0)), a MaxViT classifier (MBConv with squeeze-excitation, block attention over windows and grid attention over a dilated grid by reshape / permute partitions, relative-position-bias tables indexed by a buffer), a Tacotron 2 decoder (conv + BiLSTM encoder, location-sensitive attention over the previous and cumulative weights updated in place, attention / decoder LSTMCells unrolled over teacher-forced frames, conv postnet, gate BCE), a Mask2Former segmenter (FPN-style pixel decoder, masked cross-attention from the previous mask prediction round-robin over two levels, sine position embeddings, deep-supervised CE / BCE / dice), a Graph U-Net classifier (gPool by sigmoid scores and topk with the renormalised 2-hop adjacency, gUnpool by index_put, max / sum / mean readouts), heldout_relate_v57.py.
from .heldout_relate_v57 import V57  # noqa: E402
# Fifty-eighth held-out set (2026-12-06): a TensoRF radiance field (vector-matrix plane x line factors sampled by grid_sample at detached coordinates, a basis matrix, an MLPRender_Fea colour MLP, alpha compositing) whose density goes through torch-ngp's _trunc_exp custom autograd.Function (exp, saving x; backward g exp(x.clamp(-15, 15))), an H3 language model (shift SSM kernel by a loop over a shift-matrix buffer, complex S4D-Lin diagonal SSM kernel, rfft / irfft fftconvs, multiplicative q / k / v gating), a BigBird classifier (ITC block-sparse attention: global first / last blocks, sliding-window and random key blocks gathered by a fixed index buffer), an HRNet segmenter (two parallel resolutions, HighResolutionModules with BasicBlocks and exchange / fuse layers, HRNetV2 concat head), a Point Transformer classifier (kNN by topk with batch offsets, vector attention on k_j - q_i + pe with BN / Linear weight MLPs, share_planes grouped aggregation), heldout_relate_v58.py.
from .heldout_relate_v58 import V58  # noqa: E402
# Fifty-ninth held-out set (2026-12-06): a Shake-Shake ResNet whose two identical residual paths per block are mixed by hysts/pytorch_shake_shake's ShakeFunction custom autograd.Function (x1 alpha + x2 (1 - alpha), saving x1, x2, alpha and beta; backward g beta and g (1 - beta) under needs_input_grad; per-image alpha / beta as inputs), a Selective Kernel network (pppLang/SKNet: two parallel grouped conv branches with kernels 3 and 5 unsqueeze_'d and concatenated, one Linear per branch, softmax across the branches), a Multi-gate Mixture-of-Experts multi-task recommender (DeepCTR-Torch MMOE: sparse embeddings + dense features, three separately instantiated expert DNNs, per-task gates and towers, PredictionLayer biases, BCE + MSE), a DARTS search network (MixedOps summing eight primitives by softmax(alphas), FactorizedReduce, a normal and two reduction cells; subset the alphas), a Dual Path Network (pre-activation grouped bottlenecks split into a residual sum and a dense concatenation, a shared default-argument ReLU), heldout_relate_v59.py.
from .heldout_relate_v59 import V59  # noqa: E402
# Sixtieth held-out set (2026-12-06): a CSPDarkNet classifier (timm cspnet.py CrossStages of a strided down conv, a split 1x1 expansion, DarkBlocks on one half, transitions and a concat with the cross half) whose every activation is timm's MishAutoFn custom autograd.Function (x tanh(softplus(x)), saving x; backward recomputing sigmoid(x) and tanh(softplus(x))), a Linformer LM (lucidrains/linformer: keys / values projected along the sequence by proj_k / proj_v einsums, one kv head expanded over the query heads), an xDeepFM CTR model (DeepCTR-Torch: CIN outer-product einsums, 1x1 Conv1d, split_half, sum pooling; linear part, DNN, PredictionLayer, BCE sum), a PointNet++ SSG classifier (yanx27: farthest point sampling loop, ball query by sort with in-place index writes, Conv2d / BN2d MLPs, max over neighbours, group-all), a Relation Network (kimhc6028: conv objects with a coordinate buffer, all ordered pairs with the question by unsqueeze / repeat / cat, g_theta summed, f_phi), heldout_relate_v60.py.
from .heldout_relate_v60 import V60  # noqa: E402
# Sixty-first held-out set (2026-12-06): a Glow normalizing flow (rosinality/glow-pytorch: squeeze, ActNorm with its data-dependent init as train.py's no-grad step 0, InvConv2dLU from permutation / mask / sign / eye buffers with a logdet by Python's sum over w_s, sigmoid affine couplings with ZeroConv2d, split gaussian priors, bits-per-dim loss), an LSTNet forecaster (laiguokun/LSTNet: a Conv2d over the window x series map, a GRU, a skip-GRU over the periodic slices folded into the batch, a highway autoregressive Linear, sigmoid, L1 summed over the scaled output), a deformable ConvNet v1 (4uiiurz1/pytorch-deform-conv-v2: offsets from a zero-initialised p_conv, detached floor corners, bilinear weights, four gathers, a stride-3 conv over the laid-out taps, BN and a shared in-place ReLU), a NAFNet image restorer whose every LayerNorm2d is megvii-research/NAFNet's LayerNormFunction custom autograd.Function (channel mean / var, saving y, var and weight; backward (g - y mean(g y) - mean(g)) / sqrt(var + eps), weight / bias grads by sums), SimpleGate, simplified channel attention, PixelShuffle ups, PSNRLoss), a RedNet involution classifier (d-li14/involution: per-pixel kernels from 1x1 convs, Unfold patches summed over the taps per channel group, Bottlenecks with in-place residual adds, mmcls LabelSmoothLoss with a scatter_ one-hot), heldout_relate_v61.py.
from .heldout_relate_v61 import V61  # noqa: E402
# Sixty-second held-out set (2026-12-06): a GhostNet classifier (huawei-noah/Efficient-AI-Backbones: GhostModules whose cheap depthwise conv runs on the primary 1x1 conv's output, cat and a channel slice, a SqueezeExcite gated by hard_sigmoid, in-place shortcut adds, BN in training mode), a ConvMixer (locuslab/convmixer: patch conv, Residual depthwise convs with padding 'same', 1x1 convs, GELU then BN, timm LabelSmoothingCrossEntropy), a PoolFormer (sail-sg/poolformer: GroupNorm(1, c), avg pool minus identity token mixer with count_include_pad=False, 1x1-conv Mlps, layer scales, strided patch-embed downsample), a supervised GraphSAGE (williamleif/graphsage-simple: mean aggregation by a row-normalised mask built by index assignment in Python and mask.mm, concat with self features, relu(W.mm(combined.t())), two layers with layer 1 run twice), a ResMLP (facebookresearch/deit resmlp_models.py: Affine pre-norms, cross-patch Linear on transposed tokens, gamma layer scales) whose Mlp activation is lukemelas/EfficientNet-PyTorch's MemoryEfficientSwish SwishImplementation custom autograd.Function (x sigmoid(x) saving x; backward g s (1 + x (1 - s)) recomputed), SoftTargetCrossEntropy on soft targets, heldout_relate_v62.py.
from .heldout_relate_v62 import V62  # noqa: E402
# Sixty-third held-out set (2026-12-06): an AdderNet ResNet-20 whose every 3x3 conv and 1x1 downsample is huawei-noah/AdderNet's adder2d over the adder custom autograd.Function (-sum |W - X| over unfolded patches, saving the weight and patch matrices; backward (X - W) g rescaled by its global norm for the weights, HardTanh-clamped -(X - W) g for the input), a VGG whose every norm is huangleiBuaa/IterNorm-pytorch's iterative_normalization_py custom autograd.Function (group whitening by T = 5 Newton iterations with baddbmm / matrix_power, running stats copy_'d inside the Function, saving xc, 1 / trace, Sigma_N and every iterate; backward transposing the saved iterates and reversing the iteration with in-place baddbmm_), an expRNN on the copying task (lezcano/expRNN: recurrent kernel base @ expm(skew A) through expm_class custom autograd.Function saving A, backward the Frechet derivative from matrix_exp of a block matrix built by slice writes into zeros; modReLU), a Barlow Twins step (facebookresearch/barlowtwins: ResNet backbone and projector run on both views, non-affine BN, cross-correlation divided in place, diagonal(c).add_(-1).pow_(2), the off_diagonal flatten / view trick, loss returned by the forward), a CenterNet ctdet detector (xingyizhou/CenterNet: PoseResNet with ConvTranspose2d upsamplings and hm / wh / reg heads, in-place sigmoid_ and clamp, CornerNet focal loss by boolean-mask indexing (losses.py's _slow_neg_loss), RegL1Loss on features gathered at object indices), heldout_relate_v63.py.
from .heldout_relate_v63 import V63  # noqa: E402
# Sixty-fourth held-out set (2026-12-06): a ResNeXt whose every BN is NVIDIA/apex's Python SyncBatchNorm (convert_syncbn_model; batch mean / biased var under no_grad passed into the SyncBatchnormFunction custom autograd.Function, saving a channel-last clone of the input, weight, bias, mean and var, with the full batch-norm backward by hand; in-place ReLUs and residual adds), a StyleGAN2 discriminator step (rosinality/stylegan2-pytorch: every activation the FusedLeakyReLUFunction custom autograd.Function with the fused_bias_act kernel in ATen ops, saving only its output, several inputs (bias * lr_mul from EqualLinear), backward through a second Function FusedLeakyReLUFunctionBackward; Blur by upfirdn2d_native, ResBlocks, minibatch stddev, D on fake then real, d_logistic_loss), a Mamba LM (alxndrTL/mamba.py: the selective scan through the PScan custom autograd.Function, a Blelloch parallel scan by add_ / mul_ on strided views of clones saving the input A and the scanned X, backward a reverse scan of the left-shifted A), a CNN of pytorch/tutorials' FusedConvBN2DFunction custom autograd.Function (conv + training batch norm saving only X and the weight, sum / sqrt(var) as ctx attributes, the conv recomputed in backward, conv_transpose2d input grad), a Kim-style TextCNN (Shawn1993/cnn-text-classification-pytorch: Conv2d over the full embedding width, squeeze, max_pool1d over time, cat), heldout_relate_v64.py.
from .heldout_relate_v64 import V64  # noqa: E402
# Sixty-fifth held-out set (2026-12-06): a PP-LCNet (timm mobilenetv3.py _gen_lcnet: depthwise-separable 'dsa' blocks, an SE on the last stage, BN in training mode) whose every activation is timm's HardSwishMe (HardSwishAutoFn custom autograd.Function saving x; backward g where((x >= -3) & (x <= 3), x / 3 + 0.5, ones_like(x) (x >= 3))) and whose SE gate is HardSigmoidMe (HardSigmoidAutoFn saving x, backward a boolean window mask / 6), a character LM on two stacked LLTM cells unrolled over time (pytorch/extension-cpp python/lltm_baseline.py LLTMFunction custom autograd.Function: two outputs (h, cell), saving X, weights, both gates, old / new cell, candidate and gate pre-activations; backward by d_sigmoid / d_tanh / d_elu helpers, in-place *=, mm's, d_input only when old_h or old_cell need a grad, as written), a StarCoder-style GPTBigCode LM (transformers modeling_gpt_bigcode.py: multi-query attention by baddbmm on a zeros_like buffer, a bool tril buffer and where with finfo.min, bmm; tied lm_head) under DeepSpeed ZeRO-3's patched F.linear, so every Linear is LinearFunctionForZeroStage3 (custom autograd.Function with forward without ctx and setup_context saving input, weight and bias (None for the tied lm_head); backward matmuls of reshaped views and a bias sum), a Neural Additive Model (AmrMKayid/nam: one FeatureNN per column, ExU (x - b) @ exp(W) with a ReLU-1 clamp, LinReLU layers, cat / sum of per-feature outputs, BCE + output penalty), ProtoPNet (cfchen-duke/ProtoPNet: VGG features, bottleneck add-ons ending in Sigmoid, l2 convolution against prototype vectors with a ones buffer, min pooling by -max_pool2d(-d), log similarity, CE + cluster + separation costs by prototype_class_identity[:, label] + masked l1 computed in the step), heldout_relate_v65.py.
from .heldout_relate_v65 import V65  # noqa: E402
# Sixty-sixth held-out set (2026-12-06): an ESRGAN generator (xinntao/ESRGAN RRDBNet_arch.py: Residual-in-Residual Dense Blocks, dense cats, in-place LeakyReLU, 0.2-scaled residuals, nearest x2 upsamplings; BasicSR L1 pixel loss), SASRec (pmixer/SASRec.pytorch: scaled item + position embeddings added in place, in-place timeline masking, nn.MultiheadAttention on [T, B, C] with LayerNorm'd queries and a bool causal mask, Conv1d point-wise FFN with an in-place residual; BCE on pos / neg logits at np.where(pos != 0) indices + l2_emb * norm), Conv-TasNet (kaituoxu/Conv-TasNet: Conv1d encoder, cLN, a TCN of dilated depthwise-separable blocks with PReLU and gLN, relu masks, Linear basis decoder with overlap_and_add by index_add_; SI-SNR with PIT by in-place masks, a scatter_ one-hot of the permutations, einsum and max), an HGCN node classifier (HazyResearch/hgcn: PoincareBall mobius_matvec / mobius_add / expmap0 / logmap0 / proj by where, trainable curvatures shared across layers, every artanh the Artanh custom autograd.Function clamping, saving the clamped x and computing in float64 with in-place log_ / sub_ / mul_), a VQGAN+CLIP ascend_txt step (nerdyrodent/VQGAN-CLIP generate.py: vector_quantize through the ReplaceGrad custom autograd.Function (forward x_q, gradient to x by sum_to_size, saves only a shape), a small taming decoder, ClampWithGrad custom autograd.Function saving its input, avg + max pool cutouts, torchvision normalize by clone / sub_ / div_, a small CLIP ViT, spherical-distance prompts with replace_grad(dists, maximum(dists, stop)), init-weight MSE; the codebook gets no gradient), heldout_relate_v66.py.
from .heldout_relate_v66 import V66  # noqa: E402
# Sixty-seventh held-out set (2026-12-06): a Faster AutoAugment policy-search step (moskomule/dda: colour operations mixed by softmax stage weights and RelaxedBernoulli masks, solarize / posterize / auto_contrast through dda/ste.py's _STE custom autograd.Function whose forward returns input_forward and whose backward routes g.sum_to_size to the magnitude or image it never reads, in-place normalize_, a small WRN Discriminator with classifier and critic heads), a binary-activation CNN whose every sign is kornia's StraightThroughEstimator (kornia/grad_estimator/ste.py STEFunction: forward returns the sign output, backward hardtanh(g.sum_to_size) to both the unused input and the output), a CBAM ResNet (Jongchan/attention-module: channel gate of a shared MLP on avg and max pools, spatial gate of a 7x7 conv + BN over cat(max, mean), in-place residual adds), NeuMF-end (guoyang9/NCF: GMF product beside an MLP tower, predict layer, BCEWithLogits), a Nystromformer classifier (mlpen/Nystromformer attention_nystrom.py: segment-mean landmarks, three softmax kernels, iterative pseudo-inverse, depthwise conv on masked V added in place, mean-pooled head), heldout_relate_v67.py.
from .heldout_relate_v67 import V67  # noqa: E402
# Sixty-eighth held-out set (2026-12-06): a SimCLR step (sthalles/SimCLR: a small torchvision-style ResNet with the MLP projection head on two concatenated views, info_nce_loss by normalize, a similarity matmul, boolean-mask selection of positives and negatives, / temperature, CE), a Deep Interest Network (shenweichen/DeepCTR-Torch din.py: feature slices of one float X cast by .long() into shared embeddings, a local activation unit on cat(q, k, q - k, q * k) with sigmoid activations, length-masked softmax attention by where, unused mean-pooled sequence embeddings, ReLU DNN, PredictionLayer bias added in place, BCE sum + embedding L2), an EfficientNetV2 (torchvision efficientnet.py: Fused-MBConv stages of a fused 3x3 expand and 1x1 project with in-place residual adds, an MBConv stage with depthwise conv and SqueezeExcitation, in-place SiLUs, label-smoothed CE), Prototypical Networks (jakesnell/prototypical-networks few_shot.py: conv-BN-ReLU-maxpool encoder, prototypes by mean, squared euclidean distances by expand, log_softmax(-dists) gathered at the target indices), a MelGAN generator step (descriptinc/melgan-neurips: weight-normed Conv1d / ConvTranspose1d generator with reflection pads and dilated residual stacks, multi-scale grouped-conv discriminators on fake and real audio, hinge loss + L1 feature matching against detached real features), heldout_relate_v68.py.
from .heldout_relate_v68 import V68  # noqa: E402
# Sixty-ninth held-out set (2026-12-06): a ShuffleNetV2 (torchvision shufflenetv2.py: stride-2 units with a depthwise branch1 beside branch2, stride-1 units running branch2 on one x.chunk(2) half, cat and channel_shuffle by view / transpose / contiguous / view, in-place ReLUs, BN in training mode), a memory-efficient DenseNet (torchvision densenet.py with memory_efficient=True: every dense layer's bn_function (cat, norm1 in training mode, in-place relu1, 1x1 conv1) under torch.utils.checkpoint(use_reentrant=False), recomputed in the backward; norm1 without running stats, whose buffer update breaks the aot backward of the recompute; transitions with avg pooling), a Swin Transformer (microsoft/Swin-Transformer swin_transformer.py: window_partition / window_reverse, shifted windows by torch.roll with the precomputed attn_mask buffer, relative_position_bias_table gathered by relative_position_index, PatchMerging strided slices, LayerNorm, GELU Mlps), an EfficientNet (lukemelas/EfficientNet-PyTorch model.py / utils.py) whose every activation, the SE's included, is MemoryEfficientSwish's SwishImplementation custom autograd.Function (i sigmoid(i) saving i; backward g (s (1 + i (1 - s))) with s recomputed), Conv2dStaticSamePadding by ZeroPad2d, depthwise convs, BN(momentum 0.01, eps 1e-3)), a Res2Net (Res2Net/Res2Net-PretrainedModels res2net.py Bottle2neck 26w_4s: torch.split into 4 pieces, hierarchical sp = sp + spx[i] with conv / BN / in-place ReLU, AvgPool2d on the last piece in 'stage' blocks, cat, in-place residual adds); CE on all five, heldout_relate_v69.py.
from .heldout_relate_v69 import V69  # noqa: E402
# Seventieth held-out set (2026-12-06): LeNet++ with center loss (jxgu1016/MNIST_center_loss_pytorch: 5x5 conv / PReLU pairs, a 2-d ip1 feature, log_softmax + NLL, and CenterLoss.py's CenterlossFunc custom autograd.Function: index_select of the centers, squared distance over a batch_size tensor, a backward recomputing the diff with counts and grad_centers by scatter_add_), a SqueezeNet 1.1 (torchvision squeezenet.py: ceil-mode max pools, Fire modules of a 1x1 squeeze and cat of 1x1 / 3x3 expands with in-place ReLUs, a final 1x1 conv classifier with in-place ReLU and adaptive avg pool), a fast neural style training step (pytorch/examples fast_neural_style: TransformerNet of reflection-padded convs, affine InstanceNorm, residual blocks and nearest-upsample convs; normalize_batch by new_tensor mean / std and an in-place div_; a frozen VGG16 slice stack with in-place ReLUs; content MSE and gram-matrix style MSE by bmm), a PSPNet (hszhao/semseg pspnet.py / resnet.py: deep-base ResNet with dilated layer3 / layer4, pyramid pooling of adaptive avg pools with bilinear align_corners upsampling and cat, cls and training-only aux heads, CE(ignore_index 255) inside the model, main + 0.4 aux), a seq2seq with Bahdanau attention (pytorch/tutorials seq2seq_translation_tutorial.py: GRU encoder, a decoder unrolled from torch.empty().fill_(SOS) with additive attention, bmm, GRU steps and teacher forcing, log_softmax, NLLLoss), heldout_relate_v70.py.
from .heldout_relate_v70 import V70  # noqa: E402
# Seventy-first held-out set (2026-12-06): instance discrimination (zhirongw/lemniscate.pytorch: a CIFAR ResNet18 with BN in training mode, Normalize, and the LinearAverageOp custom autograd.Function as first committed: forward mm with a memory-bank buffer, in-place div_ by a 0-d temperature tensor, tensors kept as a ctx attribute; backward dividing the incoming grad in place, mm with the memory, then rewriting the batch's memory rows by index_copy_), an SSD300 step (amdegroot/ssd.pytorch: VGG base with ceil-mode pool and in-place ReLUs, L2Norm on conv4_3, extras through F.relu(inplace), six loc / conf heads permuted and concatenated, a priors tensor attribute; MultiBoxLoss with matching by jaccard / index_fill_ / index writes in the loss, boolean-mask selections, smooth L1, hard negative mining by an in-place masked write and a double sort, CE), a stacked hourglass pose net (princeton-vl/pytorch_stacked_hourglass: pre-activation Residuals with in-place adds, recursive 4-level Hourglasses with max pool and nearest Upsample, two stacks merged by 1x1 convs, the per-stack HeatmapLoss computed inside the module by task/pose.py's Trainer), an end-to-end memory network (nmhkahn/MemN2N-pytorch: four padding_idx Embeddings read through an AttrProxy with adjacent tying, a numpy position encoding, three softmax-attention hops, the answer by matmul with the last embedding's transposed weight, CE sum), a pix2pix generator step (junyanz/pytorch-CycleGAN-and-pix2pix: recursive UnetSkipConnectionBlocks whose in-place LeakyReLU rewrites the block input the cat skip carries, BN in training mode, ConvTranspose2d, Tanh; a frozen unregistered PatchGAN discriminator on cat(real_A, fake_B); BCEWithLogits against an expanded label buffer + 100 L1), heldout_relate_v71.py.
from .heldout_relate_v71 import V71  # noqa: E402
# Seventy-second held-out set (2026-12-06): a SegFormer (NVlabs/SegFormer: Mix Transformer with overlapping patch embeds, spatial-reduction attention and Mix-FFN depthwise convs, all-MLP head with a ConvModule BN in training mode and in-place ReLU, mmseg CE(ignore_index 255) mean), a DeBERTa-v2 masked LM (microsoft/DeBERTa via transformers modeling_deberta_v2.py: log-bucketed relative positions, c2p / p2c disentangled attention by gathers, the XSoftmax custom autograd.Function saving its output, the conv layer with an in-place masked_fill_, tied MLM head), RAFT optical flow (princeton-vl/RAFT: instance / batch norm encoders with in-place ReLUs, all-pairs correlation pyramid sampled by grid_sample, SepConvGRU updates on detached coordinates unrolled three times, convex upsampling by unfold and softmax, gamma-weighted sequence loss), Monodepth2 (nianticlabs/monodepth2: ResNet18 depth and pose encoders with BN in training mode, in-place ELU / ReLU, axis-angle poses by index writes, backprojection / projection with an in-place /= on a view, grid_sample warps, SSIM, automasked min reprojection, edge-aware smoothness with in-place *=), DINO (facebookresearch/dino: ViT student on global and local crops with bicubic position-embedding interpolation, weight-normed DINOHead, a frozen unregistered teacher, centering EMA buffer reassigned in the loss), heldout_relate_v72.py.
from .heldout_relate_v72 import V72  # noqa: E402
# Seventy-third held-out set (2026-12-06): an EDM diffusion step (NVlabs/edm: NCSN++ SongUNet with Fourier noise embedding, residual encoder with fused FIR-down convs, FIR up / down UNetBlocks by a filter buffer, in-place add_ of biases / embeddings / skips, self-attention through the AttentionOp custom autograd.Function with a hand-written _softmax_backward_data backward, EDMPrecond preconditioning, EDMLoss with fixed draws), a YOSO masked LM (transformers modeling_yoso.py: in-place += position embeddings, a depthwise conv over masked values added in place, the YosoCumulation custom autograd.Function with its approximate hand-written backward, tied MLM head), an FCOS detector (tianzhi0549/FCOS: ResNet with FrozenBatchNorm2d buffers, F.relu_ and in-place residual adds, FPN with P6 / P7, shared GroupNorm towers with per-level Scale and relu'd normalized regressions; center-sampling target assignment with INF index writes, sigmoid focal loss, centerness-weighted GIoU, centerness BCE), a Rainbow step (Kaixhin/Rainbow: factorised NoisyLinear with epsilon buffers, dueling C51 log-softmax, a frozen unregistered target net under no_grad, Double-Q argmax, categorical projection by in-place masked fixes and index_add_, importance-weighted CE), a Demucs denoiser (facebookresearch/denoiser: std normalisation, sinc up / downsampling convs, Conv1d / GLU encoder, BiLSTM, ConvTranspose1d decoder with sliced skips; L1 + multi-resolution STFT loss), heldout_relate_v73.py.
from .heldout_relate_v73 import V73  # noqa: E402
# Seventy-fourth held-out set (2026-12-07): a Megatron-LM GPT at tensor-parallel world size 1 (NVIDIA/Megatron-LM: the identity _CopyToModelParallelRegion / _ReduceFromModelParallelRegion / _GatherFromModelParallelRegion custom autograd.Functions, every linear through LinearWithGradAccumulationAndAsyncCommunication (matmul(input, weight.t()) + bias saving input and weight; backward weight grads on 2-D views, a bias sum), GeLUFunction's tanh bias-GELU saving input and bias, baddbmm attention with layer-number scaling and an in-place masked_fill_, tied output layer, _VocabParallelCrossEntropy inside the model (max-subtract, masked gather by arange, exp out= / div_, backward index_put on the saved softmax's clone), masked mean loss), a RevNet-style classifier (RobinBruegger/RevTorch's _ReversibleModuleFunction over two reversible blocks: y1 = x1 + F(x2), y2 = x2 + G(y1) without grad saving only the output; backward rebuilding each block's input from its output and differentiating the recomputed conv / GroupNorm / ReLU F and G by explicit formulas, the parameters passed in as memcnn does), a transformer encoder whose attention is a blocked FlashAttention-2 custom autograd.Function in plain torch (tiles of 4 with running max / sum, saving q, k, v, O and the logsumexp; backward recomputing P per tile, D = rowsum(dO o O), slice-accumulated dQ), a DeepSpeed-MoE token classifier (sharded_moe.py top-1 with random token selection and top-2 with Gumbel noise as fixed inputs, capacity, one_hot by scatter_, cumsum locations, einsum dispatch / combine around the identity _AllToAll Function, deep-copied MLP experts, CE + 0.01 l_aux), an EfficientFormer (snap-research/EfficientFormer: Meta4D AvgPool - x mixers with 1x1-conv BN Mlps and layer scales, a Meta3D attention with biases gathered by a relative-offset index buffer, BN in training mode, head and distillation head under a hard DistillationLoss), heldout_relate_v74.py.
from .heldout_relate_v74 import V74  # noqa: E402
# Seventy-fifth held-out set (2026-12-07): a LLaMA decoder whose head and loss are Liger-Kernel's fused linear cross entropy Function (chunked logits, the CE gradient computed and saved in the forward, a backward that only scales the saved gradients), a LLaMA decoder on Unsloth's fast path (Fast_RMS_Layernorm saving X and the inverse rms, Fast_RoPE_Embedding whose backward rotates with -sin), QLoRA on a small OPT (bitsandbytes NF4 Linear4bit codes and absmax buffers dequantised in pure torch inside a MatMul4Bit Function, peft LoRA adapters the only parameters), a GPT-NeoX / Pythia decoder (fused QKV, partial rotary, parallel residual) and a FocalNet classifier (focal modulation, layer scale, label smoothing), heldout_relate_v75.py.
from .heldout_relate_v75 import V75  # noqa: E402
# Seventy-sixth held-out set (2026-12-07): a post-LN BERT MLM whose every LayerNorm is Liger-Kernel's DyT Function (tanh(alpha x) * gamma + beta, backward dx by formula and grid-stride per-program partial sums for alpha / gamma / beta), a DINOv2 ViT whose MLP is xformers' SwiGLU through _SwiGLUDecomposedFunc (weights and biases passed in, every intermediate saved, explicit matmul / sum backward) with the packed w12 split by the _Unbind Function, a SPADE generator with its VAE encoder (param-free BatchNorm modulated by convs of the resized segmap, reparameterisation with a fixed eps, KLD + L1), an XCiT classifier (cross-covariance attention with a learned temperature, LPI depthwise convs, class-attention blocks) and an RWKV-4 LM (the WKV Function taking time_decay / time_first, its CUDA scans in torch, per-(b, c) gradients summed over the batch; L2Wrap on the loss), heldout_relate_v76.py.
from .heldout_relate_v76 import V76  # noqa: E402
# Seventy-seventh held-out set (2026-12-07): a fairseq LightConv language model whose lightweight convolutions run lightconv_layer.py's lightconvFunction (the [heads, kernel] weight parameter passed in, x and the weights saved, the CUDA kernels' backward in torch: reversed-filter conv for the input, per-sample per-head partial sums then a minibatch sum for the weights), a CCNet segmenter whose recurrent criss-cross attention is CA_Weight / CA_Map custom autograd.Functions on activations (ca.cu kernels in torch: row / column affinities and maps accumulated into zeros buffers, once_differentiable backwards), a SincNet speaker-id net (learned band-pass sinc filters built from low / band frequencies, unbiased-std LayerNorms, BN MLPs, NLL), an RNN transducer (torchaudio _CustomLSTM / _Predictor / _Joiner, blank-prepended targets, the RNN-T loss as a logaddexp alpha lattice) and PNA on molecule graphs (towered messages, mean / min / max / std scatter aggregations, degree scalers, global add pool, L1), heldout_relate_v77.py.
from .heldout_relate_v77 import V77  # noqa: E402
# Seventy-eighth held-out set (2026-12-07): forwards that return an input as is (a Beta-TC-VAE whose forward returns its input image for loss_function, fairseq's non-autoregressive Transformer returning the tgt_tokens input in the nat_loss dict), Functions whose backward recomputes a kernel-having op (mmcv's SigmoidFocalLossFunction recomputing the sigmoid as the decode loss of an mmseg ERFNet, causal-conv1d's CausalConv1dFn recomputing the conv and SiLU in a Gated DeltaNet LM), and an MPNN with NNConv, a GRU and Set2Set on QM9-like molecules, heldout_relate_v78.py.
from .heldout_relate_v78 import V78  # noqa: E402
# Seventy-ninth held-out set (2026-12-07): a multi-task MTAN SegNet (lorenmt/mtan: shared SegNet with max_pool2d indices / max_unpool2d, three task attention branches, BN and in-place ReLUs, forward returning ([seg, depth, normal], self.logsigma) with the parameter as is, the uncertainty-weighted sum of masked NLL / L1 / cosine losses), a VoVNetV2 classifier (vovnet-detectron2 OSA modules with in-place ReLUs and eSE gates by an in-place relu6(x + 3) / 6, an identity block), a diffusers UNet2DConditionModel under enable_gradient_checkpointing (ResnetBlock2Ds and BasicTransformerBlocks under torch.utils.checkpoint, cross attention by sdpa, GEGLU, DDPM add_noise, epsilon MSE), an AtlasNet auto-encoder trained through ChamferDistancePytorch's chamfer_3DFunction (nearest-neighbour forward with int32 indices, backward gathering and scatter_add-ing at the saved indices) and an XLNet permutation LM (two-stream relative attention in einsums, rel_shift_bnij by index_select, perm_mask / target_mapping, a feed-forward module shared by both streams, tied lm_loss), heldout_relate_v79.py.
from .heldout_relate_v79 import V79  # noqa: E402
# Eightieth held-out set (2026-12-07): a Swin Transformer V2 classifier (microsoft/Swin-Transformer swin_transformer_v2.py: scaled cosine attention with a clamped logit_scale, a continuous position bias cpb_mlp with an in-place ReLU over a log-spaced coordinate buffer gathered by relative_position_index and 16 sigmoid, q_bias / zeros / v_bias cat into F.linear, shifted windows, res-post-norm blocks, PatchMerging V2; label-smoothed CE), a timm ViT patched by Token Merging (facebookresearch/ToMe: bipartite_soft_matching under no_grad with an in-place -inf for the class token and argsort, merge_wavg by gather / scatter_reduce('sum') of x * size, proportional attention by size.log()), a Differential Transformer LM (microsoft/unilm Diff-Transformer multihead_diffattn.py: two softmax maps subtracted with a reparametrised lambda, GQA repeat_kv, q *= scaling and an in-place += causal mask, param-free RMSNorm subln; rotary through flash-attn's ApplyRotaryEmb custom autograd.Function, interleaved, its Triton kernel written as torch, conjugate rotation in the backward; pre-RMSNorm SwiGLU decoder), a Mixture-of-Depths token tagger (Mixture-AI/Mixture-of-Depths MoDTransformerBlock on every other nn.TransformerEncoderLayer: router top-k at a capacity, aux targets scatter_'d into zeros_like, an auxiliary BCE on the detached input kept as self.aux_loss, x.clone() with the selected rows run through the wrapped layer per batch row, scaled by the router weights and written back by index_put_), an FT-Transformer (yandex-research/rtdl: feature tokenizer with a [CLS] ones column, a zero bias row and a category-offsets buffer, pre-norm layers the first without norm0, ReGLU, the last layer's query only [CLS], BCE with logits; subset the tokenizer and the head), heldout_relate_v80.py.
from .heldout_relate_v80 import V80  # noqa: E402
# Eighty-first held-out set (2026-12-07): a VQ-VAE (ritheshkumar95/pytorch-vqvae: the VectorQuantizationStraightThrough custom autograd.Function calling the VectorQuantization Function inside its forward (addmm distances, min under no_grad), two outputs with the int64 indices mark_non_differentiable, backward clone for the input and the codebook's index_add_ only under needs_input_grad, the codebook passed detached and trained through index_select; ResBlocks whose leading ReLU(True) rewrites their input, the decoder's being the Function output's copy; BN in training mode; MSE recon + vq + commit), an APoT quantised ResNet (yhhhli/APoT_Quantization: every QuantConv2d's weight through the _pq custom autograd.Function, which divides its own input in place by alpha before saving it, and its activation through _uq, nearest additive powers-of-two levels by abs / min indices into a closure grid, summed alpha gradients; 8-bit detach STE first / last layers; in-place ReLUs and residual adds; subset the clipping alphas), a flash-attn GPT-2 with fused_dropout_add_ln (Dao-AILab/flash-attention: every add + LayerNorm the Triton LayerNormFn custom autograd.Function as torch: empty buffers filled by copy_, prenorm (y, residual_out) with the first block's residual_out its own input reshaped, a backward taking the residual's gradient, dx += dresidual in place, dw / db as per-program partial sums, one dx returned for x and residual; einsum attention with a -10000 triu mask, tied lm_head), a Fast R-CNN box head (facebookresearch/maskrcnn-benchmark: FrozenBatchNorm2d stem and bottleneck with relu_ and out += identity, Pooler rois by torch.full / cat, the _ROIAlign custom autograd.Function with the CUDA kernels as torch (bilinear corners and weights with the kernel's boundary rules, four gathers; a once_differentiable backward of index_add_ into zeros), FPN2MLP head, CE + class-specific smooth L1 on nonzero positives), an ECAPA-TDNN speaker-id step (speechbrain: reflect-padded 'same' Conv1d TDNN blocks, SE-Res2Net blocks with length_to_mask-masked SE means and an in-place ReLU, multi-layer aggregation, attentive statistics pooling with global context and masked_fill -inf, cosine classifier, additive angular margin through LogSoftmaxWrapper's KLDiv sum), heldout_relate_v81.py.
from .heldout_relate_v81 import V81  # noqa: E402
# Eighty-second held-out set (2026-12-07): a Neighborhood Attention Transformer (SHI-Labs/Neighborhood-Attention-Transformer nat.py / natten/natten.py: ConvTokenizer, NATLayers with layer-scale gammas, ConvDownsampler, the 4 x 4 level padded to the 5 x 5 kernel and cropped; attention through the NATTENQKRPBFunction and NATTENAVFunction custom autograd.Functions with their CUDA kernels as torch: a clamped per-pixel neighbourhood gathered by index constants plus a relative position bias, backwards that gather d_query / d_attn and scatter d_key / d_value by index_add_ and d_rpb by index_put_(accumulate) into zeros; timm label-smoothed CE), an SRU text classifier (asappresearch/sru: a frozen normalised embedding held unregistered, left pads as mask_pad, two SRUCells through the ElementwiseRecurrence custom autograd.Function with sru_cuda_kernel.cu's forward / backward as torch step loops: two outputs (h, last_hidden), the intermediate c saved with a None mask_c and the bool mask_pad, the scale_x buffer as an input, tanh, skip from U[..., 3] or x * scale_x, a reverse-loop backward into zeros buffers with grad_x.mul_(scale_x) in place and column sums for weight_c / bias; CE), a ResNet with a SoftPool stem (alexandrosstergiou/SoftPool: the CUDA_SOFTPOOL2d custom autograd.Function, its kernel's clamped softmax-weighted window sums copy_'d into new_zeros, a backward holding the weights constant (not the forward's derivative) added into a zeros window view and zeroing NaNs through saved[-1][torch.isnan(saved[-1])] = 0, nan_to_num after it; in-place ReLU, out += identity, BN in training mode; CE), an AlphaFold 2 Evoformer trunk (aqlaboratory/openfold: InputEmbedder with one-hot relpos, two EvoformerBlocks of MSA row attention with pair bias, column attention, transitions, outer product mean, triangle multiplications and triangle attentions with inf mask biases and sigmoid gates, each block under torch.utils.checkpoint through checkpoint_blocks over functools.partial, zero 'final' / 'gating' inits; 0.3 distogram + 2.0 masked-MSA losses with one-hots as zeros + scatter_), an STGCN traffic forecaster (FelixOpolka/STGCN-PyTorch: gated TimeBlock convs, einsum graph convolution with the normalised adjacency and Theta, BatchNorm2d over nodes in training mode; MSE), heldout_relate_v82.py.
from .heldout_relate_v82 import V82  # noqa: E402
# Eighty-third held-out set (2026-12-07): a VRD predicate classifier whose three fusions are multimodal compact bilinear pooling (Cadene/block.bootstrap.pytorch VRDNet / MCB / MLP / VRDBCELoss over gdlg/pytorch_compact_bilinear_pooling's CompactBilinearPoolingFn custom autograd.Function: count sketches by scatter_add_ into zeros, torch.fft.fft with stacked real / imaginary parts, an addcmul complex product and the ifft's real part; a backward recomputing sketches and FFTs with conjugate products and gather * s; only the classeme fusion, a shared Embedding looked up twice, needs it; BCE), an iSQRT-COV ResNet (jiangtaoxie/fast-MPN-COV MPNCOVResNet: Bottlenecks with in-place ReLUs and residual adds, BN in training mode, then the Covpool, Sqrtm and Triuvec custom autograd.Functions: centred covariance with a saved I_hat, five coupled Newton-Schulz iterations written into zeros / eye buffers by slice assignment with a hand-written reverse-iteration backward and per-sample in-place diagonal +=, an upper-triangle gather at nonzero() indices with an index_put backward; CE), SwAV (facebookresearch/swav: multi-crop ResNet forward over two resolutions, BN1d projection head, L2-normalised embedding and prototypes; swapped-prediction loss with no_grad Sinkhorn-Knopp codes by in-place /= and *=), a ConvBERT masked LM (huggingface/transformers modeling_convbert.py: mixed self-attention / span-based dynamic convolution heads with a SeparableConv1D, in-place bias +=, unfold and per-token softmax kernels, GroupedLinearLayer FFNs, every layer under torch.utils.checkpoint, tied LM head; CE with -100 labels), a VOLO classifier (sail-sg/volo: BN conv stem, outlook attention by unfold / avg-pool / F.fold, class-attention blocks, dense aux head; TokenLabelCrossEntropy), heldout_relate_v83.py.
from .heldout_relate_v83 import V83  # noqa: E402
HELDOUT_RELATE = (TV + HF + OTHER + V2 + V3 + V4 + V5 + V6A + V6B + V7 + V8 + V9 + V10 + V11 + V12 + V13 + V14 + V15
                  + V16 + V17 + V18 + V19 + V20 + V21 + V22 + V23 + V24 + V25 + V26 + V27 + V28 + V29 + V30 + V31 + V32
                  + V33 + V34 + V35 + V36 + V37 + V38 + V39 + V40 + V41 + V42 + V43 + V44 + V45 + V46 + V47 + V48 + V49
                  + V50 + V51 + V52 + V53 + V54 + V55 + V56 + V57 + V58 + V59 + V60 + V61 + V62 + V63
                  + V64 + V65 + V66 + V67 + V68 + V69 + V70 + V71 + V72 + V73 + V74 + V75 + V76 + V77 + V78
                  + V79 + V80 + V81 + V82 + V83)


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


class CnxBlock(nn.Module):
    """ConvNeXt-style block in plain PyTorch: depthwise 7x7, channels-last LayerNorm,
    pointwise MLP with GELU, learned layer scale, residual."""

    def __init__(self, c):
        super().__init__()
        self.dw = nn.Conv2d(c, c, 7, padding=3, groups=c)
        self.norm = nn.LayerNorm(c)
        self.pw1 = nn.Linear(c, 4 * c)
        self.pw2 = nn.Linear(4 * c, c)
        self.gamma = nn.Parameter(torch.full((c,), 0.5))

    def forward(self, x):
        y = self.dw(x).permute(0, 2, 3, 1)
        y = self.pw2(F.gelu(self.pw1(self.norm(y)))) * self.gamma
        return x + y.permute(0, 3, 1, 2)


class CnxPlain(nn.Module):
    """Patchify stem, 3 identical-shape blocks, downsample (LayerNorm + stride-2 conv), 2 blocks, head."""

    def __init__(self, c=8):
        super().__init__()
        self.stem = nn.Conv2d(3, c, 4, stride=4)
        self.stem_norm = nn.LayerNorm(c)
        self.s1 = nn.Sequential(*[CnxBlock(c) for _ in range(3)])
        self.down_norm = nn.LayerNorm(c)
        self.down = nn.Conv2d(c, 2 * c, 2, stride=2)
        self.s2 = nn.Sequential(*[CnxBlock(2 * c) for _ in range(2)])
        self.head_norm = nn.LayerNorm(2 * c)
        self.fc = nn.Linear(2 * c, 5)

    def forward(self, x):
        x = self.stem(x)
        x = self.stem_norm(x.permute(0, 2, 3, 1)).permute(0, 3, 1, 2)
        x = self.s1(x)
        x = self.down(self.down_norm(x.permute(0, 2, 3, 1)).permute(0, 3, 1, 2))
        x = self.s2(x)
        return self.fc(self.head_norm(x.mean((2, 3))))


class DenseLayer(nn.Module):
    """DenseNet layer: BN-ReLU-1x1 conv (bottleneck), BN-ReLU-3x3 conv, concatenated to its input."""

    def __init__(self, c_in, growth):
        super().__init__()
        self.b1 = nn.BatchNorm2d(c_in)
        self.c1 = nn.Conv2d(c_in, 2 * growth, 1, bias=False)
        self.b2 = nn.BatchNorm2d(2 * growth)
        self.c2 = nn.Conv2d(2 * growth, growth, 3, padding=1, bias=False)

    def forward(self, x):
        y = self.c2(F.relu(self.b2(self.c1(F.relu(self.b1(x))))))
        return torch.cat([x, y], 1)


class DenseBN(nn.Module):
    """DenseNet-style net: stem, 3 dense layers, transition (BN-ReLU-1x1 conv-avgpool), 2 dense layers, head."""

    def __init__(self, c=6, growth=4):
        super().__init__()
        self.stem = nn.Conv2d(3, c, 3, padding=1, bias=False)
        layers, ch = [], c
        for _ in range(3):
            layers.append(DenseLayer(ch, growth))
            ch += growth
        self.block1 = nn.Sequential(*layers)
        self.tb = nn.BatchNorm2d(ch)
        self.tc = nn.Conv2d(ch, ch // 2, 1, bias=False)
        ch //= 2
        layers = []
        for _ in range(2):
            layers.append(DenseLayer(ch, growth))
            ch += growth
        self.block2 = nn.Sequential(*layers)
        self.nb = nn.BatchNorm2d(ch)
        self.fc = nn.Linear(ch, 5)

    def forward(self, x):
        x = self.block1(self.stem(x))
        x = F.avg_pool2d(self.tc(F.relu(self.tb(x))), 2)
        x = F.relu(self.nb(self.block2(x)))
        return self.fc(F.adaptive_avg_pool2d(x, 1).flatten(1))


class CkptHetero(nn.Module):
    """Checkpointed blocks that are NOT identical: a GELU MLP, a LayerNorm+SiLU MLP of another
    width, a softmax-gated block, and one un-checkpointed tanh block between them."""

    def __init__(self, d=12):
        super().__init__()
        self.inp = nn.Linear(10, d)
        self.b1 = nn.Sequential(nn.Linear(d, 2 * d), nn.GELU(), nn.Linear(2 * d, d))
        self.b2 = nn.Sequential(nn.LayerNorm(d), nn.Linear(d, 3 * d), nn.SiLU(), nn.Linear(3 * d, d))
        self.mid = nn.Sequential(nn.Linear(d, d), nn.Tanh())
        self.g = nn.Linear(d, d)
        self.v = nn.Linear(d, d)
        self.out = nn.Linear(d, 4)

    def gated(self, h):
        return torch.softmax(self.g(h), -1) * self.v(h)

    def forward(self, x):
        h = self.inp(x)
        h = h + ckpt.checkpoint(self.b1, h, use_reentrant=False)
        h = self.mid(h)
        h = h + ckpt.checkpoint(self.b2, h, use_reentrant=False)
        h = h + ckpt.checkpoint(self.gated, h, use_reentrant=False)
        return self.out(h)


class _ScaledSiLU(torch.autograd.Function):
    """A custom autograd Function: no derivative template covers it; its backward saves x."""

    @staticmethod
    def forward(ctx, x, a):
        ctx.save_for_backward(x, a)
        return x * torch.sigmoid(x) * a

    @staticmethod
    def backward(ctx, g):
        x, a = ctx.saved_tensors
        s = torch.sigmoid(x)
        gx = g * a * (s * (1 + x * (1 - s)))
        ga = (g * x * s).sum(0)
        return gx, ga


class CustomFnMLP(nn.Module):
    """Linear layers with a custom autograd Function (learned-scale SiLU) between them, a
    LayerNorm and a residual: the backward of the middle op comes from Python, not derivatives.yaml."""

    def __init__(self, d=12):
        super().__init__()
        self.inp = nn.Linear(10, d)
        self.l1 = nn.Linear(d, 2 * d)
        self.a1 = nn.Parameter(torch.full((2 * d,), 1.25))
        self.l2 = nn.Linear(2 * d, d)
        self.norm = nn.LayerNorm(d)
        self.l3 = nn.Linear(d, d)
        self.a2 = nn.Parameter(torch.full((d,), 0.75))
        self.out = nn.Linear(d, 4)

    def forward(self, x):
        h = self.inp(x)
        h = h + self.l2(_ScaledSiLU.apply(self.l1(h), self.a1))
        h = _ScaledSiLU.apply(self.l3(self.norm(h)), self.a2)
        return self.out(h)


class MixerBlock(nn.Module):
    """MLP-Mixer block: LayerNorm, token-mixing MLP over the transposed patches, LayerNorm,
    channel-mixing MLP; residual around each."""

    def __init__(self, tokens, c):
        super().__init__()
        self.n1 = nn.LayerNorm(c)
        self.t1 = nn.Linear(tokens, 2 * tokens)
        self.t2 = nn.Linear(2 * tokens, tokens)
        self.n2 = nn.LayerNorm(c)
        self.c1 = nn.Linear(c, 2 * c)
        self.c2 = nn.Linear(2 * c, c)

    def forward(self, x):
        y = self.n1(x).transpose(1, 2)
        x = x + self.t2(F.gelu(self.t1(y))).transpose(1, 2)
        return x + self.c2(F.gelu(self.c1(self.n2(x))))


class MixerLN(nn.Module):
    """Patch embedding (stride-4 conv), 3 Mixer blocks of identical shapes, LayerNorm, mean pool, head."""

    def __init__(self, c=8):
        super().__init__()
        self.stem = nn.Conv2d(3, c, 4, stride=4)
        self.blocks = nn.Sequential(*[MixerBlock(16, c) for _ in range(3)])
        self.norm = nn.LayerNorm(c)
        self.fc = nn.Linear(c, 5)

    def forward(self, x):
        x = self.stem(x).flatten(2).transpose(1, 2)
        return self.fc(self.norm(self.blocks(x)).mean(1))


class LoraWrap(nn.Module):
    """LoRA on an HF model: rank-2 adapters added by forward hooks to every q_proj and v_proj.
    The adapters are registered after the base model, so they are the trailing parameters and
    the fine-tuning subset (bwd_subset) asks for exactly them. B is small random (not 0) so the
    adapter outputs are not all-zero twins."""

    def __init__(self, base, g, r=2):
        super().__init__()
        self.base = base
        self.lora = nn.ParameterList()
        for name, mod in base.named_modules():
            if name.endswith(("q_proj", "v_proj")) and isinstance(mod, nn.Linear):
                a = nn.Parameter(torch.randn(r, mod.in_features, generator=g) * 0.3)
                b = nn.Parameter(torch.randn(mod.out_features, r, generator=g) * 0.1)
                self.lora.append(a)
                self.lora.append(b)
                mod.register_forward_hook(lambda m, inp, out, a=a, b=b: out + (inp[0] @ a.t()) @ b.t() * 2.0)


def _third(m: nn.Module) -> int:
    return max(1, len(list(m.parameters())) // 3)


def build(name: str, g: torch.Generator, Spec, call, ce, lm_ce):
    """Returns a models.Spec (the helpers are passed in to avoid an import cycle)."""
    B = 2
    # the later sets live in a module each: heldout_relate_<set>.build(name, ...)
    for names, module in ((V5, "v5"), (V6A, "v6a"), (V6B, "v6b"), (V7, "v7"), (V8, "v8"), (V9, "v9"), (V10, "v10"),
                          (V11, "v11"), (V12, "v12"), (V13, "v13"), (V14, "v14"), (V15, "v15"), (V16, "v16"),
                          (V17, "v17"), (V18, "v18"), (V19, "v19"), (V20, "v20"), (V21, "v21"), (V22, "v22"),
                          (V23, "v23"), (V24, "v24"), (V25, "v25"), (V26, "v26"), (V27, "v27"),
                          (V28, "v28"), (V29, "v29"), (V30, "v30"), (V31, "v31"), (V32, "v32"),
                          (V33, "v33"), (V34, "v34"), (V35, "v35"), (V36, "v36"), (V37, "v37"),
                          (V38, "v38"), (V39, "v39"), (V40, "v40"), (V41, "v41"), (V42, "v42"),
                          (V43, "v43"), (V44, "v44"), (V45, "v45"), (V46, "v46"), (V47, "v47"), (V48, "v48"),
                          (V49, "v49"), (V50, "v50"), (V51, "v51"), (V52, "v52"), (V53, "v53"),
                          (V54, "v54"), (V55, "v55"), (V56, "v56"), (V57, "v57"), (V58, "v58"), (V59, "v59"),
                          (V60, "v60"), (V61, "v61"), (V62, "v62"), (V63, "v63"),
                          (V64, "v64"), (V65, "v65"), (V66, "v66"), (V67, "v67"), (V68, "v68"),
                          (V69, "v69"), (V70, "v70"), (V71, "v71"), (V72, "v72"), (V73, "v73"),
                          (V74, "v74"), (V75, "v75"), (V76, "v76"), (V77, "v77"),
                          (V78, "v78"), (V79, "v79"), (V80, "v80"),
                          (V81, "v81"), (V82, "v82"), (V83, "v83")):
        if name in names:
            return importlib.import_module(f"{__package__}.heldout_relate_{module}").build(name, g, Spec, call, ce)
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
    if name == "cnx_plain":
        m = CnxPlain()
        return Spec(m, {"x": torch.randn(2, 3, 32, 32, generator=g)}, {"labels": torch.randint(0, 5, (2,), generator=g)},
                    call, ce, subset_params=_third(m),
                    notes="held out (relate v2): ConvNeXt-style net in plain PyTorch, 5 blocks")
    if name == "dense_bn":
        m = DenseBN()
        return Spec(m, {"x": torch.randn(2, 3, 8, 8, generator=g)}, {"labels": torch.randint(0, 5, (2,), generator=g)},
                    call, ce, subset_params=_third(m),
                    notes="held out (relate v3): DenseNet-style, BatchNorm with running stats, concatenation")
    if name == "ckpt_hetero":
        m = CkptHetero()
        return Spec(m, {"x": torch.randn(4, 10, generator=g)}, {"labels": torch.randint(0, 4, (4,), generator=g)},
                    call, ce, subset_params=_third(m),
                    notes="held out (relate v3): torch.utils.checkpoint on three different blocks")
    if name == "custom_fn_mlp":
        m = CustomFnMLP()
        return Spec(m, {"x": torch.randn(4, 10, generator=g)}, {"labels": torch.randint(0, 4, (4,), generator=g)},
                    call, ce, subset_params=_third(m),
                    notes="held out (relate v4): custom torch.autograd.Function (learned-scale SiLU) twice")
    if name == "mixer_ln":
        m = MixerLN()
        return Spec(m, {"x": torch.randn(2, 3, 16, 16, generator=g)}, {"labels": torch.randint(0, 5, (2,), generator=g)},
                    call, ce, subset_params=_third(m),
                    notes="held out (relate v4): MLP-Mixer, 3 blocks, token/channel mixing, LayerNorm")
    import transformers as tf
    S, V = 8, 64
    if name == "hf_stablelm_lora":
        cfg = tf.StableLmConfig(vocab_size=V, hidden_size=16, intermediate_size=32, num_hidden_layers=2,
                                num_attention_heads=2, num_key_value_heads=2, max_position_embeddings=16,
                                partial_rotary_factor=0.5, hidden_dropout=0.0, attention_dropout=0.0,
                                tie_word_embeddings=False)
        cfg._attn_implementation = "eager"
        m = LoraWrap(tf.StableLmForCausalLM(cfg), g)
        return Spec(m, {"input_ids": torch.randint(0, V, (B, S), generator=g)},
                    {"labels": torch.randint(0, V, (B, S), generator=g)},
                    lambda m, i: m.base(input_ids=i).logits, lm_ce, subset_params=len(m.lora),
                    notes="held out (relate v4): StableLM, 2 layers, partial RoPE, LoRA rank 2 on q/v; "
                          "the subset asks for the adapters only")
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
    elif name == "hf_opt":
        cfg = tf.OPTConfig(vocab_size=V, hidden_size=16, ffn_dim=32, num_hidden_layers=3, num_attention_heads=2,
                           max_position_embeddings=20, word_embed_proj_dim=16, dropout=0.0, attention_dropout=0.0,
                           activation_dropout=0.0, layerdrop=0.0, pad_token_id=1)
        cfg._attn_implementation = "eager"
        m = tf.OPTForCausalLM(cfg)
        note = "OPT, 3 layers, learned positions, ReLU FFN, pre-LN, eager"
    elif name == "hf_bart":
        cfg = tf.BartConfig(vocab_size=V, d_model=16, encoder_layers=2, decoder_layers=2, encoder_attention_heads=2,
                            decoder_attention_heads=2, encoder_ffn_dim=32, decoder_ffn_dim=32,
                            max_position_embeddings=16, dropout=0.0, attention_dropout=0.0, activation_dropout=0.0,
                            encoder_layerdrop=0.0, decoder_layerdrop=0.0, pad_token_id=1, decoder_start_token_id=2)
        cfg._attn_implementation = "eager"
        m = tf.BartForConditionalGeneration(cfg)
        return Spec(m, {"input_ids": ids(), "decoder_input_ids": torch.randint(3, V, (B, 6), generator=g)},
                    {"labels": torch.randint(0, V, (B, 6), generator=g)},
                    lambda m, i, d: m(input_ids=i, decoder_input_ids=d).logits, lm_ce, subset_params=_third(m),
                    notes="held out (relate v3): BART encoder-decoder, 2+2 layers, learned positions, "
                          "shared tied embeddings, eager")
    elif name == "hf_gpt_neox":
        cfg = tf.GPTNeoXConfig(vocab_size=V, hidden_size=16, intermediate_size=32, num_hidden_layers=3,
                               num_attention_heads=2, max_position_embeddings=16, rotary_pct=0.5,
                               use_parallel_residual=True, attention_dropout=0.0, hidden_dropout=0.0,
                               tie_word_embeddings=False)
        cfg._attn_implementation = "sdpa"
        m = tf.GPTNeoXForCausalLM(cfg)
        note = "GPT-NeoX, 3 layers, parallel residual, partial rotary, fused qkv, sdpa"
    else:
        raise KeyError(name)
    return Spec(m, {"input_ids": ids()}, {"labels": ids()}, lm, lm_ce, subset_params=_third(m),
                notes="held out (relate): " + note)
