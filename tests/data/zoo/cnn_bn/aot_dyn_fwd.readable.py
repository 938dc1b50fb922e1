class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 3, 3, 3]", primals_2: "f32[4]", primals_3: "Sym(s10)", primals_4: "Sym(s25)", primals_5: "f32[s10, 3, s25, s25]", primals_6: "i64[]", primals_7: "f32[4]", primals_8: "f32[4]", primals_9: "f32[4]", primals_10: "f32[4]", primals_11: "f32[6, 4, 3, 3]", primals_12: "f32[6]", primals_13: "i64[]", primals_14: "f32[6]", primals_15: "f32[6]", primals_16: "f32[6]", primals_17: "f32[6]", primals_18: "f32[5, 24]", primals_19: "f32[5]"):
        # File: /work/main/capture/fxcapture/models.py:100 in forward, code: x = F.max_pool2d(F.relu(self.b1(self.c1(x))), 2)
        convolution: "f32[s10, 4, s25, s25]" = torch.ops.aten.convolution.default(primals_5, primals_1, primals_2, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  primals_2 = None
        add_5: "i64[]" = torch.ops.aten.add.Tensor(primals_6, 1);  primals_6 = None
        _native_batch_norm_legit_functional = torch.ops.aten._native_batch_norm_legit_functional.default(convolution, primals_9, primals_10, primals_7, primals_8, True, 0.1, 1e-05);  primals_10 = primals_7 = primals_8 = None
        getitem: "f32[s10, 4, s25, s25]" = _native_batch_norm_legit_functional[0]
        getitem_1: "f32[4]" = _native_batch_norm_legit_functional[1]
        getitem_2: "f32[4]" = _native_batch_norm_legit_functional[2]
        getitem_3: "f32[4]" = _native_batch_norm_legit_functional[3]
        getitem_4: "f32[4]" = _native_batch_norm_legit_functional[4];  _native_batch_norm_legit_functional = None
        relu: "f32[s10, 4, s25, s25]" = torch.ops.aten.relu.default(getitem);  getitem = None
        max_pool2d_with_indices = torch.ops.aten.max_pool2d_with_indices.default(relu, [2, 2])
        getitem_5: "f32[s10, 4, (s25//2), (s25//2)]" = max_pool2d_with_indices[0]
        getitem_6: "i64[s10, 4, (s25//2), (s25//2)]" = max_pool2d_with_indices[1];  max_pool2d_with_indices = None

        # File: /work/main/capture/fxcapture/models.py:101 in forward, code: x = F.max_pool2d(F.relu(self.b2(self.c2(x))), 2)
        convolution_1: "f32[s10, 6, (s25//2), (s25//2)]" = torch.ops.aten.convolution.default(getitem_5, primals_11, primals_12, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  primals_12 = None
        add_36: "i64[]" = torch.ops.aten.add.Tensor(primals_13, 1);  primals_13 = None
        _native_batch_norm_legit_functional_1 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_1, primals_16, primals_17, primals_14, primals_15, True, 0.1, 1e-05);  primals_17 = primals_14 = primals_15 = None
        getitem_7: "f32[s10, 6, (s25//2), (s25//2)]" = _native_batch_norm_legit_functional_1[0]
        getitem_8: "f32[6]" = _native_batch_norm_legit_functional_1[1]
        getitem_9: "f32[6]" = _native_batch_norm_legit_functional_1[2]
        getitem_10: "f32[6]" = _native_batch_norm_legit_functional_1[3]
        getitem_11: "f32[6]" = _native_batch_norm_legit_functional_1[4];  _native_batch_norm_legit_functional_1 = None
        relu_1: "f32[s10, 6, (s25//2), (s25//2)]" = torch.ops.aten.relu.default(getitem_7);  getitem_7 = None
        max_pool2d_with_indices_1 = torch.ops.aten.max_pool2d_with_indices.default(relu_1, [2, 2])
        getitem_12: "f32[s10, 6, (s25//4), (s25//4)]" = max_pool2d_with_indices_1[0]
        getitem_13: "i64[s10, 6, (s25//4), (s25//4)]" = max_pool2d_with_indices_1[1];  max_pool2d_with_indices_1 = None
        sym_size_int_9: "Sym((s25//4))" = torch.ops.aten.sym_size.int(getitem_12, 2)
        sym_size_int_10: "Sym((s25//4))" = torch.ops.aten.sym_size.int(getitem_12, 3)

        # File: /work/main/capture/fxcapture/models.py:102 in forward, code: return self.fc(torch.flatten(x, 1))
        mul_58: "Sym(6*((s25//4)))" = 6 * sym_size_int_9
        mul_59: "Sym(6*((s25//4))**2)" = mul_58 * sym_size_int_10;  mul_58 = None
        view: "f32[s10, 6*((s25//4))**2]" = torch.ops.aten.view.default(getitem_12, [primals_3, mul_59]);  getitem_12 = mul_59 = None
        t: "f32[24, 5]" = torch.ops.aten.t.default(primals_18)
        addmm: "f32[s10, 5]" = torch.ops.aten.addmm.default(primals_19, view, t);  primals_19 = t = None
        return (add_5, getitem_3, getitem_4, add_36, getitem_10, getitem_11, addmm, primals_1, primals_5, primals_9, primals_11, primals_16, primals_18, convolution, getitem_1, getitem_2, getitem_3, getitem_4, relu, getitem_5, getitem_6, convolution_1, getitem_8, getitem_9, getitem_10, getitem_11, relu_1, getitem_13, view, primals_3, primals_4, sym_size_int_9, sym_size_int_10)
