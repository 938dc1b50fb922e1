// One small inline example per accepted dump format, checked through the
// canonical dump, plus an equivalence test across code / print_readable /
// str(graph) spellings of the same graph.
#include "fxmatch/parsers/parse.hpp"

#include <gtest/gtest.h>

namespace fxmatch {
namespace {

std::string dump_of(const std::string& text, std::string_view select = "") {
  auto g = parse_graph(text, "inline.txt", select);
  if (!g) return "ERROR " + g.error().render();
  return dump(*g);
}

// Dump without the " : meta" suffixes (for formats that do not print meta).
std::string strip_meta(const std::string& d) {
  std::string out;
  std::size_t pos = 0;
  while (pos < d.size()) {
    std::size_t nl = d.find('\n', pos);
    std::string line = d.substr(pos, nl - pos);
    std::size_t m = line.rfind(" : ");
    if (m != std::string::npos && line.find(')', m) == std::string::npos) line.resize(m);
    else if (m != std::string::npos && line.find('(') == std::string::npos) line.resize(m);
    out += line + "\n";
    pos = nl + 1;
  }
  return out;
}

TEST(Formats, Torch1CodeWithoutAnnotations) {
  EXPECT_EQ(dump_of("def forward(self, x_1, y_1):\n"
                    "    mm = torch.ops.aten.mm.default(x_1, y_1);  x_1 = y_1 = None\n"
                    "    relu = torch.ops.aten.relu.default(mm);  mm = None\n"
                    "    return relu\n"),
            "%x_1 = placeholder\n%y_1 = placeholder\n%mm = call_function aten.mm.default(%x_1, %y_1)\n"
            "%relu = call_function aten.relu.default(%mm)\n%output = output(%relu)\n");
}

TEST(Formats, Torch20UnquotedAnnotations) {
  EXPECT_EQ(dump_of("def forward(self, x: f32[32, 1, 784]):\n"
                    "    view: f32[32, 784] = torch.ops.aten.view.default(x, [32, -1])\n"
                    "    sym_size: Sym(s0) = torch.ops.aten.sym_size(view, 0)\n"
                    "    return (view, sym_size)\n"),
            "%x = placeholder : f32[32, 1, 784]\n%view = call_function aten.view.default(%x, [32, -1]) : f32[32, 784]\n"
            "%sym_size = call_function aten.sym_size(%view, 0) : Sym(s0)\n%output = output((%view, %sym_size))\n");
}

TEST(Formats, QuotedAnnotationsStridesDevicesDtypes) {
  EXPECT_EQ(dump_of("def forward(self, a: \"bf16[4, 4][4, 1]cuda:0\", n: \"Sym(s77)\"):\n"
                    "    b: \"f8e4m3fn[4, 4][1, 4]cuda:0\" = torch.ops.prims.convert_element_type.default(a, torch.float8_e4m3fn)\n"
                    "    c: \"b8[(s77//2), 4]\" = torch.ops.aten.lt.Scalar(b, 0)\n"
                    "    d: \"c64[]\" = torch.ops.aten.view_as_complex.default(a)\n"
                    "    h: \"Sym((s77//2))\" = n // 2\n"
                    "    return (c, d, h)\n"),
            "%a = placeholder : bf16[4, 4][4, 1]cuda:0\n%n = placeholder : Sym(s77)\n"
            "%b = call_function prims.convert_element_type.default(%a, torch.float8_e4m3fn) : f8e4m3fn[4, 4][1, 4]cuda:0\n"
            "%c = call_function aten.lt.Scalar(%b, 0) : b8[(s77//2), 4]\n"
            "%d = call_function aten.view_as_complex.default(%a) : c64[]\n"
            "%h = call_function operator.floordiv(%n, 2) : Sym((s77//2))\n%output = output((%c, %d, %h))\n");
}

TEST(Formats, MultiOutputGetitemGetAttrAndOtherTargets) {
  EXPECT_EQ(dump_of("def forward(self, x):\n"
                    "    _tensor_constant0 = self._tensor_constant0\n"
                    "    max_1 = torch.ops.aten.max.dim(x, 1)\n"
                    "    getitem = max_1[0]\n"
                    "    getitem_1 = operator.getitem(max_1, 1);  max_1 = None\n"
                    "    s = torch.sym_sum([getitem, 2])\n"
                    "    c = math.ceil(s)\n"
                    "    lin = torch._C._nn.linear(x, _tensor_constant0)\n"
                    "    return (getitem_1, c, lin, None)\n"),
            "%x = placeholder\n%_tensor_constant0 = get_attr _tensor_constant0\n"
            "%max_1 = call_function aten.max.dim(%x, 1)\n%getitem = call_function operator.getitem(%max_1, 0)\n"
            "%getitem_1 = call_function operator.getitem(%max_1, 1)\n%s = call_function torch.sym_sum([%getitem, 2])\n"
            "%c = call_function math.ceil(%s)\n%lin = call_function torch._C._nn.linear(%x, %_tensor_constant0)\n"
            "%output = output((%getitem_1, %c, %lin, None))\n");
  auto g = parse_graph("def forward(self, x):\n    m = torch.ops.aten.max.dim(x, 1)\n    g = m[1]\n    return g\n", "");
  ASSERT_TRUE(g.ok());
  EXPECT_EQ(g->node(g->find("g")).getitem_index, 1);
  EXPECT_EQ(g->node(g->find("m")).getitem_index, -1);
}

TEST(Formats, PrintReadableJointGraph) {
  const std::string text =
      "class joint_helper(torch.nn.Module):\n"
      "    def forward(self, primals, tangents):\n"
      "        primals_1: \"f32[10]\"; primals_2: \"f32[10]\"; tangents_1: \"f32[10]\"; \n"
      "    \n"
      "        primals_1, primals_2, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)\n"
      "         # File: /t.py:14 in forward, code: x = a / (torch.abs(a) + 1)\n"
      "        abs_1: \"f32[10]\" = torch.ops.aten.abs.default(primals_1)\n"
      "        add: \"f32[10]\" = torch.ops.aten.add.Tensor(abs_1, 1);  abs_1 = None\n"
      "        \n"
      "        lt: \"b8[]\" = torch.ops.aten.lt.Scalar(primals_2, 0);  primals_2 = None\n"
      "        mul: \"f32[10]\" = torch.ops.aten.mul.Tensor(tangents_1, add);  tangents_1 = None\n"
      "        return pytree.tree_unflatten([add, lt, mul, None], self._out_spec)\n";
  auto g = parse_graph(text, "joint.py");
  ASSERT_TRUE(g.ok()) << g.error().render();
  EXPECT_EQ(dump(*g),
            "%primals_1 = placeholder : f32[10]\n%primals_2 = placeholder : f32[10]\n%tangents_1 = placeholder : f32[10]\n"
            "%abs_1 = call_function aten.abs.default(%primals_1) : f32[10]\n"
            "%add = call_function aten.add.Tensor(%abs_1, 1) : f32[10]\n"
            "%lt = call_function aten.lt.Scalar(%primals_2, 0) : b8[]\n"
            "%mul = call_function aten.mul.Tensor(%tangents_1, %add) : f32[10]\n"
            "%output = output([%add, %lt, %mul, None])\n");
  EXPECT_EQ(g->title, "joint_helper");
  const Node& abs1 = g->node(g->find("abs_1"));
  EXPECT_EQ(abs1.source, "/t.py:14 in forward, code: x = a / (torch.abs(a) + 1)");
  EXPECT_EQ(abs1.loc.line, 7);
  EXPECT_EQ(abs1.loc.col, 9);
  EXPECT_EQ(g->node(g->find("add")).source, abs1.source);
  EXPECT_EQ(g->node(g->find("lt")).source, "");  // a blank line ends the comment's scope
  EXPECT_EQ(g->node(g->find("primals_1")).loc.line, 5);
}

TEST(Formats, GraphIrCurrentAndOldSpellings) {
  EXPECT_EQ(dump_of("graph():\n"
                    "    %x : [num_users=2] = placeholder[target=x]\n"
                    "    %_tensor_constant0 : [num_users=1] = get_attr[target=_tensor_constant0]\n"
                    "    %mm : [#users=1] = call_function[target=torch.ops.aten.mm.default](args = (%x, %_tensor_constant0), kwargs = {})\n"
                    "    %max_1 : Tensor \"f32[3][1]cpu\" [num_users=1] = call_function[target=aten.max.dim](args = (%mm, 1), kwargs = {})\n"
                    "    %getitem : [num_users=1] = call_function[target=<built-in function getitem>](args = (%max_1, 0), kwargs = {})\n"
                    "    %e : [num_users=1] = call_function[target=torch.ops.aten.empty.memory_format](args = ([3],), kwargs = {dtype: torch.float32, device: cuda:0, pin_memory: False})\n"
                    "    return (getitem, (e, x))\n"),
            "%x = placeholder\n%_tensor_constant0 = get_attr _tensor_constant0\n"
            "%mm = call_function aten.mm.default(%x, %_tensor_constant0)\n"
            "%max_1 = call_function aten.max.dim(%mm, 1) : f32[3][1]cpu\n"
            "%getitem = call_function operator.getitem(%max_1, 0)\n"
            "%e = call_function aten.empty.memory_format([3], dtype=torch.float32, device=cuda:0, pin_memory=False)\n"
            "%output = output((%getitem, (%e, %x)))\n");
}

// str(graph) prints a str argument bare (torch/fx/node.py's _format_arg):
// an AOT graph with data-dependent sizes asserts them with messages.
TEST(Formats, GraphIrBareStringArguments) {
  EXPECT_EQ(dump_of("graph():\n"
                    "    %x : [num_users=2] = placeholder[target=x]\n"
                    "    %ge : [num_users=1] = call_function[target=operator.ge](args = (%x, 0), kwargs = {})\n"
                    "    %_assert_scalar : [num_users=0] = call_function[target=torch.ops.aten._assert_scalar.default]"
                    "(args = (%ge, Runtime assertion failed for expression Eq(u1, 528) on node 'ge'), kwargs = {})\n"
                    "    %e : [num_users=1] = call_function[target=torch.functional.einsum]"
                    "(args = (ij,jk->ik, %x, %x), kwargs = {})\n"
                    "    %f : [num_users=1] = call_function[target=torch.functional.einsum]"
                    "(args = (ij,jk->ik, [%x, %e]), kwargs = {})\n"
                    "    return f\n"),
            "%x = placeholder\n"
            "%ge = call_function operator.ge(%x, 0)\n"
            "%_assert_scalar = call_function aten._assert_scalar.default(%ge, "
            "'Runtime assertion failed for expression Eq(u1, 528) on node \\'ge\\'')\n"
            "%e = call_function torch.functional.einsum(ij, 'jk->ik', %x, %x)\n"
            "%f = call_function torch.functional.einsum(ij, 'jk->ik', [%x, %e])\n"
            "%output = output(%f)\n");
}

TEST(Formats, SymbolicTraceModulesMethodsOperatorsAndDynamoAliases) {
  EXPECT_EQ(dump_of("class GraphModule(torch.nn.Module):\n"
                    "    def forward(self, L_x_: \"f32[3][1]cpu\"):\n"
                    "        l_x_ = L_x_\n"
                    "        linear = self.L__self___linear(l_x_)\n"
                    "        view = linear.view(3, 1);  linear = None\n"
                    "        shape = view.shape\n"
                    "        mul = view * 2\n"
                    "        neg = -mul\n"
                    "        return (neg, shape)\n"),
            "%l_x_ = placeholder : f32[3][1]cpu\n%linear = call_module L__self___linear(%l_x_)\n"
            "%view = call_method view(%linear, 3, 1)\n%shape = call_function getattr(%view, 'shape')\n"
            "%mul = call_function operator.mul(%view, 2)\n%neg = call_function operator.neg(%mul)\n"
            "%output = output((%neg, %shape))\n");
}

TEST(Formats, ReturnSpellings) {
  EXPECT_EQ(dump_of("def forward(self, x):\n    return (x,)\n"), "%x = placeholder\n%output = output((%x,))\n");
  EXPECT_EQ(dump_of("def forward(self, x):\n    return x\n"), "%x = placeholder\n%output = output(%x)\n");
  EXPECT_EQ(dump_of("def forward(self, x):\n    return None\n"), "%x = placeholder\n%output = output(None)\n");
  EXPECT_EQ(dump_of("graph(x):\n    %x : [num_users=1] = placeholder[target=x]\n    return x\n"),
            "%x = placeholder\n%output = output(%x)\n");
}

TEST(Formats, LogContainerSelectsByTitleOrIndex) {
  const std::string log =
      "noise: UserWarning\n"
      "V0103 12:00:00.123000 99 torch/_functorch/x.py:12] [0/0] [__aot_graphs] TRACED GRAPH\n"
      "V0103 12:00:00.123000 99 torch/_functorch/x.py:12] [0/0] [__aot_graphs]  ===== Forward graph 0 =====\n"
      "V0103 12:00:00.123000 99 torch/_functorch/x.py:12] [0/0] [__aot_graphs]  /p/_lazy_graph_module.py class GraphModule(torch.nn.Module):\n"
      "V0103 12:00:00.123000 99 torch/_functorch/x.py:12] [0/0] [__aot_graphs]     def forward(self, a: \"f32[2]\"):\n"
      "V0103 12:00:00.123000 99 torch/_functorch/x.py:12] [0/0] [__aot_graphs]         b: \"f32[2]\" = torch.ops.aten.sin.default(a)\n"
      "V0103 12:00:00.123000 99 torch/_functorch/x.py:12] [0/0] [__aot_graphs]         return (b, a)\n"
      "INFO:torch._functorch._aot_autograd.jit_compile_runtime_wrappers.__aot_graphs:TRACED GRAPH\n"
      " ===== Backward graph 0 =====\n"
      " <eval_with_key>.1 class GraphModule(torch.nn.Module):\n"
      "    def forward(self, a: \"f32[2]\", t: \"f32[2]\"):\n"
      "        c: \"f32[2]\" = torch.ops.aten.cos.default(a)\n"
      "        return (c,)\n";
  EXPECT_EQ(dump_of(log, "forward GRAPH 0"),
            "%a = placeholder : f32[2]\n%b = call_function aten.sin.default(%a) : f32[2]\n%output = output((%b, %a))\n");
  EXPECT_EQ(dump_of(log, "1"), "%a = placeholder : f32[2]\n%t = placeholder : f32[2]\n"
                               "%c = call_function aten.cos.default(%a) : f32[2]\n%output = output((%c,))\n");
  auto g = parse_graph(log, "log.txt", "Backward graph 0");
  ASSERT_TRUE(g.ok());
  EXPECT_EQ(g->title, "Backward graph 0");
  EXPECT_EQ(g->origin, "log.txt#Backward graph 0");
  EXPECT_EQ(g->node(0).loc.line, 11);
  auto first = parse_graph(log, "log.txt", "0");
  ASSERT_TRUE(first.ok());
  EXPECT_EQ(first->node(1).loc.col, 81);  // column counted in the raw (prefixed) line
  auto entries = list_graphs(log, "log.txt");
  ASSERT_TRUE(entries.ok());
  ASSERT_EQ(entries->size(), 2u);
  EXPECT_EQ((*entries)[0].title, "Forward graph 0");
  EXPECT_EQ((*entries)[0].line, 5);
  EXPECT_EQ((*entries)[1].line, 11);
}

TEST(Formats, NestedSubmoduleForwardIsNotASeparateGraph) {
  const std::string text =
      "class GraphModule(torch.nn.Module):\n"
      "    def forward(self, x: \"f32[2]\"):\n"
      "        sub = self.submod_0(x)\n"
      "        return (sub,)\n"
      "\n"
      "    class submod_0(torch.nn.Module):\n"
      "        def forward(self, y: \"f32[2]\"):\n"
      "            z: \"f32[2]\" = torch.ops.aten.sin.default(y)\n"
      "            return z\n";
  EXPECT_EQ(dump_of(text), "%x = placeholder : f32[2]\n%sub = call_module submod_0(%x)\n%output = output((%sub,))\n");
}

// The same graph as gm.code, gm.print_readable() and str(gm.graph).
TEST(Formats, CodeReadableAndIrAreEquivalent) {
  const std::string code =
      "\n\n\ndef forward(self, x_1, w_1):\n"
      "    mm = torch.ops.aten.mm.default(x_1, w_1);  x_1 = w_1 = None\n"
      "    max_1 = torch.ops.aten.max.dim(mm, 1)\n"
      "    getitem = max_1[0]\n"
      "    getitem_1 = max_1[1];  max_1 = None\n"
      "    mul = torch.ops.aten.mul.Tensor(getitem, 0.5);  getitem = None\n"
      "    _to_copy = torch.ops.aten._to_copy.default(mm, dtype = torch.bfloat16);  mm = None\n"
      "    return (mul, (getitem_1, _to_copy))\n    ";
  const std::string readable =
      "class f(torch.nn.Module):\n"
      "    def forward(self, x_1: \"f32[4, 3]\", w_1: \"f32[3, 5]\"):\n"
      "        # No stacktrace found for following nodes\n"
      "        mm: \"f32[4, 5]\" = torch.ops.aten.mm.default(x_1, w_1);  x_1 = w_1 = None\n"
      "        max_1 = torch.ops.aten.max.dim(mm, 1)\n"
      "        getitem: \"f32[4]\" = max_1[0]\n"
      "        getitem_1: \"i64[4]\" = max_1[1];  max_1 = None\n"
      "        mul: \"f32[4]\" = torch.ops.aten.mul.Tensor(getitem, 0.5);  getitem = None\n"
      "        _to_copy: \"bf16[4, 5]\" = torch.ops.aten._to_copy.default(mm, dtype = torch.bfloat16);  mm = None\n"
      "        return (mul, (getitem_1, _to_copy))\n";
  const std::string ir =
      "graph():\n"
      "    %x_1 : [num_users=1] = placeholder[target=x_1]\n"
      "    %w_1 : [num_users=1] = placeholder[target=w_1]\n"
      "    %mm : [num_users=2] = call_function[target=torch.ops.aten.mm.default](args = (%x_1, %w_1), kwargs = {})\n"
      "    %max_1 : [num_users=2] = call_function[target=torch.ops.aten.max.dim](args = (%mm, 1), kwargs = {})\n"
      "    %getitem : [num_users=1] = call_function[target=operator.getitem](args = (%max_1, 0), kwargs = {})\n"
      "    %getitem_1 : [num_users=1] = call_function[target=operator.getitem](args = (%max_1, 1), kwargs = {})\n"
      "    %mul : [num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem, 0.5), kwargs = {})\n"
      "    %_to_copy : [num_users=1] = call_function[target=torch.ops.aten._to_copy.default](args = (%mm,), kwargs = {dtype: torch.bfloat16})\n"
      "    return (mul, (getitem_1, _to_copy))\n";
  const std::string a = dump_of(code), b = dump_of(readable), c = dump_of(ir);
  EXPECT_EQ(a.find("ERROR"), std::string::npos) << a;
  EXPECT_EQ(a, c);
  EXPECT_EQ(a, strip_meta(b));
  EXPECT_NE(a, b);  // the readable form carries meta
  EXPECT_NE(b.find("%getitem_1 = call_function operator.getitem(%max_1, 1) : i64[4]"), std::string::npos) << b;
}

}  // namespace
}  // namespace fxmatch
