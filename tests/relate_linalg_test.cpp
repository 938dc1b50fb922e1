// Derivative templates of the linear-algebra and FFT families: the ops the
// FunctionsManual helpers run and where they read saved values, written out
// from torch 2.13 make_fx traces of each op alone (scripts/derivative_tables.py),
// and relate() on make_fx pairs of such traces. Split from relate_cases_test.cpp.
#include "fxmatch/engine/relate.hpp"
#include "fxmatch/parsers/parse.hpp"
#include "support/relate_cases.hpp"

#include <gtest/gtest.h>

using namespace fxmatch;
using fxmatch::testing::Answers;
using fxmatch::testing::contains;
using fxmatch::testing::Env;
using fxmatch::testing::relate_renamed;

// The linear-algebra and FFT helpers of FunctionsManual.cpp expand into the
// ops their backwards run (torch 2.13 make_fx traces of each op alone):
// cholesky_backward is tril, transpose, mm and two linalg_solve_triangular;
// linalg_solve_backward a linalg_lu_solve; fft_r2c_backward an _fft_c2c; no
// template emits a helper's own name, which no traced backward holds. A
// make_fx pair of a trace (a Cholesky factor of x W (x W)^T, summed): every
// op of the Cholesky backward is placed by linalg_cholesky_ex's template
// (add_1, the sum of mm's two gradients, is no op's backward).
TEST(Relate, LinearAlgebraAndFftHelpersExpandToTheOpsTheirBackwardsRun) {
  Env env;
  auto emits = [&](const char* op, const char* what) { return env.ders.find(op) && contains(env.ders.find(op)->emits, what); };
  for (const char* op : {"tril", "transpose", "mm", "linalg_solve_triangular"})
    EXPECT_TRUE(emits("aten.linalg_cholesky_ex.default", op)) << op;
  EXPECT_FALSE(emits("aten.linalg_cholesky_ex.default", "cholesky_backward"));
  EXPECT_TRUE(emits("aten.cholesky_solve.default", "cholesky_solve"));
  EXPECT_TRUE(emits("aten.linalg_solve_triangular.default", "linalg_solve_triangular"));
  EXPECT_TRUE(emits("aten._linalg_solve_ex.default", "linalg_lu_solve"));
  EXPECT_TRUE(emits("aten._linalg_slogdet.default", "diag_embed"));
  EXPECT_TRUE(emits("aten.linalg_inv_ex.default", "mm"));
  EXPECT_FALSE(emits("aten.linalg_inv_ex.default", "matmul"));
  EXPECT_TRUE(emits("aten._fft_r2c.default", "_fft_c2c"));
  EXPECT_FALSE(emits("aten._fft_r2c.default", "back"));  // `dim.back()` is no op
  EXPECT_TRUE(emits("aten._fft_c2r.default", "_fft_r2c"));
  // `.contiguous()` is traced as the clone it runs (view_as_real's backward:
  // clone, view_as_complex); `_to_copy` back from complex as real(grad)
  EXPECT_TRUE(emits("aten.view_as_real.default", "clone"));
  for (const char* op : {"aten.view_as_real.default", "aten.convolution.default", "aten._cdist_forward.default"})
    EXPECT_FALSE(emits(op, "contiguous")) << op;
  EXPECT_TRUE(emits("aten._to_copy.default", "view_as_real"));
  auto f = parse_graph(R"(
def forward(self, x_1):
    _param_constant0 = self._param_constant0
    mm = torch.ops.aten.mm.default(x_1, _param_constant0);  x_1 = _param_constant0 = None
    t = torch.ops.aten.t.default(mm)
    mm_1 = torch.ops.aten.mm.default(mm, t);  mm = t = None
    linalg_cholesky_ex = torch.ops.aten.linalg_cholesky_ex.default(mm_1);  mm_1 = None
    getitem = linalg_cholesky_ex[0]
    getitem_1 = linalg_cholesky_ex[1];  linalg_cholesky_ex = getitem_1 = None
    sum_1 = torch.ops.aten.sum.default(getitem);  getitem = None
    return sum_1
)", "fwd.py");
  auto b = parse_graph(R"(
def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    expand = torch.ops.aten.expand.default(ones_like, [3, 3]);  ones_like = None
    _tensor_constant0 = self._tensor_constant0
    transpose = torch.ops.aten.transpose.int(_tensor_constant0, -2, -1)
    mm_2 = torch.ops.aten.mm.default(transpose, expand);  transpose = expand = None
    tril = torch.ops.aten.tril.default(mm_2);  mm_2 = None
    tril_1 = torch.ops.aten.tril.default(tril, -1)
    transpose_1 = torch.ops.aten.transpose.int(tril_1, -2, -1);  tril_1 = None
    add = torch.ops.aten.add.Tensor(tril, transpose_1);  tril = transpose_1 = None
    mul = torch.ops.aten.mul.Scalar(add, 0.5);  add = None
    transpose_2 = torch.ops.aten.transpose.int(_tensor_constant0, -2, -1)
    linalg_solve_triangular = torch.ops.aten.linalg_solve_triangular.default(transpose_2, mul, upper = True);  transpose_2 = mul = None
    linalg_solve_triangular_1 = torch.ops.aten.linalg_solve_triangular.default(_tensor_constant0, linalg_solve_triangular, upper = False, left = False);  _tensor_constant0 = linalg_solve_triangular = None
    t_1 = torch.ops.aten.t.default(linalg_solve_triangular_1)
    _tensor_constant1 = self._tensor_constant1
    mm_3 = torch.ops.aten.mm.default(t_1, _tensor_constant1);  t_1 = _tensor_constant1 = None
    t_2 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    _tensor_constant2 = self._tensor_constant2
    t_3 = torch.ops.aten.t.default(_tensor_constant2);  _tensor_constant2 = None
    mm_4 = torch.ops.aten.mm.default(linalg_solve_triangular_1, t_3);  linalg_solve_triangular_1 = t_3 = None
    t_4 = torch.ops.aten.t.default(t_2);  t_2 = None
    add_1 = torch.ops.aten.add.Tensor(mm_4, t_4);  mm_4 = t_4 = None
    _tensor_constant3 = self._tensor_constant3
    t_5 = torch.ops.aten.t.default(_tensor_constant3);  _tensor_constant3 = None
    mm_5 = torch.ops.aten.mm.default(t_5, add_1);  t_5 = add_1 = None
    return (mm_5,)
)", "bwd.py");
  ASSERT_TRUE(f && b);
  Answers a = relate_renamed(env, *f, *b, 37);
  for (const char* op : {"transpose", "mm_2", "tril", "tril_1", "transpose_1", "add", "mul", "transpose_2",
                         "linalg_solve_triangular", "linalg_solve_triangular_1"})
    EXPECT_EQ(a.grad_of[op], "linalg_cholesky_ex") << op;
  for (const char* op : {"t_1", "mm_3", "t_2", "mm_4"}) EXPECT_EQ(a.grad_of[op], "mm_1") << op;
  EXPECT_EQ(a.grad_of["t_4"], "t");
  EXPECT_EQ(a.grad_of["mm_5"], "mm");
  EXPECT_EQ(a.saved["_tensor_constant0"], "getitem");  // L, the factor
  EXPECT_EQ(a.saved["_tensor_constant1"], "mm");       // mm_1's operands, and the input of the first mm
  EXPECT_EQ(a.saved["_tensor_constant2"], "t");
  EXPECT_EQ(a.saved["_tensor_constant3"], "x_1");
}

// The helpers' saved values at the positions torch 2.13 traces read them
// (HELPER_DIRECT: cholesky_backward reads L at transpose:0 and
// linalg_solve_triangular:0; solves read LU and pivots at linalg_lu_solve:0/1).
// solve_triangular's backward reads both its saved values at transpose:0:
// where each transpose goes next tells them apart (A's to the solve, the
// result's to mm:1), a make_fx pair of solve_triangular(W.tril(), x).sum().
TEST(Relate, LinearAlgebraHelpersNameTheSavedValuesTheirBackwardsRead) {
  Env env;
  auto direct = [&](const char* op, const char* d) { return env.ders.find(op) && contains(env.ders.find(op)->direct, d); };
  EXPECT_TRUE(direct("aten.linalg_cholesky_ex.default", "transpose:0=L"));
  EXPECT_TRUE(direct("aten.linalg_cholesky_ex.default", "linalg_solve_triangular:0=L"));
  EXPECT_TRUE(direct("aten.cholesky.default", "transpose:0=result"));
  EXPECT_TRUE(direct("aten.cholesky_solve.default", "cholesky_solve:1=input2"));
  EXPECT_TRUE(direct("aten.cholesky_solve.default", "transpose>mm:1=result"));
  EXPECT_FALSE(direct("aten.cholesky_solve.default", "cholesky_solve:0=self"));  // self is not read
  EXPECT_TRUE(direct("aten.linalg_solve_triangular.default", "transpose>linalg_solve_triangular:0=self"));
  EXPECT_TRUE(direct("aten.linalg_solve_triangular.default", "transpose>mm:1=result"));
  EXPECT_TRUE(direct("aten.triangular_solve.default", "triangular_solve:1=A"));
  EXPECT_TRUE(direct("aten._linalg_solve_ex.default", "linalg_lu_solve:0=LU"));
  EXPECT_TRUE(direct("aten._linalg_solve_ex.default", "linalg_lu_solve:1=pivots"));
  EXPECT_TRUE(direct("aten._linalg_slogdet.default", "linalg_lu_solve:0=LU"));
  EXPECT_TRUE(direct("aten._linalg_det.default", "mul:1=result"));
  auto f = parse_graph(R"(
def forward(self, x_1):
    _param_constant0 = self._param_constant0
    tril = torch.ops.aten.tril.default(_param_constant0);  _param_constant0 = None
    linalg_solve_triangular = torch.ops.aten.linalg_solve_triangular.default(tril, x_1, upper = False);  tril = x_1 = None
    detach = torch.ops.aten.detach.default(linalg_solve_triangular);  detach = None
    sum_1 = torch.ops.aten.sum.default(linalg_solve_triangular);  linalg_solve_triangular = None
    return sum_1
)", "fwd.py");
  auto b = parse_graph(R"(
def forward(self, l_1):
    ones_like = torch.ops.aten.ones_like.default(l_1, pin_memory = False, memory_format = torch.preserve_format);  l_1 = None
    expand = torch.ops.aten.expand.default(ones_like, [3, 2]);  ones_like = None
    _tensor_constant0 = self._tensor_constant0
    detach = torch.ops.aten.detach.default(_tensor_constant0);  _tensor_constant0 = None
    _tensor_constant1 = self._tensor_constant1
    transpose = torch.ops.aten.transpose.int(_tensor_constant1, -2, -1);  _tensor_constant1 = None
    linalg_solve_triangular = torch.ops.aten.linalg_solve_triangular.default(transpose, expand, upper = True);  transpose = expand = None
    transpose_1 = torch.ops.aten.transpose.int(detach, -2, -1);  detach = None
    mm = torch.ops.aten.mm.default(linalg_solve_triangular, transpose_1);  linalg_solve_triangular = transpose_1 = None
    neg = torch.ops.aten.neg.default(mm);  mm = None
    tril = torch.ops.aten.tril.default(neg);  neg = None
    tril_1 = torch.ops.aten.tril.default(tril);  tril = None
    return (tril_1,)
)", "bwd.py");
  ASSERT_TRUE(f && b);
  Answers a = relate_renamed(env, *f, *b, 41);
  EXPECT_EQ(a.saved["_tensor_constant0"], "linalg_solve_triangular");  // X, the result
  EXPECT_EQ(a.saved["_tensor_constant1"], "tril");                     // A, the triangle solved with
  EXPECT_EQ(a.grad_of["mm"], "linalg_solve_triangular");
  EXPECT_EQ(a.grad_of["tril_1"], "tril");
}

// Held-out relate v34's qr_svd_head, AOT pair (`aot_module`, `gm.code`):
// linalg_qr's backward adds its input gQ to Q (sym(...)) before the
// triangular solve, `add_11 = add(_unsafe_view, transpose)`: one term made
// in the segment, the other the gradient the segment reads (its bmm reads it
// too). It was taken for an accumulation of two gradients (before: 131 of
// 132 grad_of, in every format and pair kind). The terms of an accumulation
// are all gradients of one forward value: no segment making one reads another.
TEST(Relate, AnAddOfASegmentsInputAndItsOwnTermIsPartOfItsFormula) {
  fxmatch::testing::expect_all_right("qr_svd_head_aot", 140, 10);
}
