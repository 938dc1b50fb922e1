class GraphModule(torch.nn.Module):
    def forward(self, primals, tangents):
        primals_1: "f32[4, 3, 3, 3]"; primals_2: "f32[4]"; primals_3: "Sym(s10)"; primals_4: "Sym(s25)"; primals_5: "f32[s10, 3, s25, s25]"; primals_6: "i64[]"; primals_7: "f32[4]"; primals_8: "f32[4]"; primals_9: "f32[4]"; primals_10: "f32[4]"; primals_11: "f32[6, 4, 3, 3]"; primals_12: "f32[6]"; primals_13: "i64[]"; primals_14: "f32[6]"; primals_15: "f32[6]"; primals_16: "f32[6]"; primals_17: "f32[6]"; primals_18: "f32[5, 24]"; primals_19: "f32[5]"; tangents_1: "f32[s10, 5]"; 

        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)
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
        detach: "f32[s10, 4, s25, s25]" = torch.ops.aten.detach.default(relu)
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
        detach_1: "f32[s10, 6, (s25//2), (s25//2)]" = torch.ops.aten.detach.default(relu_1)
        max_pool2d_with_indices_1 = torch.ops.aten.max_pool2d_with_indices.default(relu_1, [2, 2])
        getitem_12: "f32[s10, 6, (s25//4), (s25//4)]" = max_pool2d_with_indices_1[0]
        getitem_13: "i64[s10, 6, (s25//4), (s25//4)]" = max_pool2d_with_indices_1[1];  max_pool2d_with_indices_1 = None
        sym_size_int_9: "Sym((s25//4))" = torch.ops.aten.sym_size.int(getitem_12, 2)
        sym_size_int_10: "Sym((s25//4))" = torch.ops.aten.sym_size.int(getitem_12, 3)

        # File: /work/main/capture/fxcapture/models.py:102 in forward, code: return self.fc(torch.flatten(x, 1))
        mul_58: "Sym(6*((s25//4)))" = 6 * sym_size_int_9
        mul_59: "Sym(6*((s25//4))**2)" = mul_58 * sym_size_int_10;  mul_58 = None
        view: "f32[s10, 6*((s25//4))**2]" = torch.ops.aten.view.default(getitem_12, [primals_3, mul_59]);  getitem_12 = mul_59 = None
        t: "f32[24, 5]" = torch.ops.aten.t.default(primals_18);  primals_18 = None
        addmm: "f32[s10, 5]" = torch.ops.aten.addmm.default(primals_19, view, t);  primals_19 = None
        t_1: "f32[5, 24]" = torch.ops.aten.t.default(t);  t = None
        mm: "f32[s10, 24]" = torch.ops.aten.mm.default(tangents_1, t_1);  t_1 = None
        t_2: "f32[5, s10]" = torch.ops.aten.t.default(tangents_1)
        mm_1: "f32[5, 6*((s25//4))**2]" = torch.ops.aten.mm.default(t_2, view);  t_2 = view = None
        t_3: "f32[6*((s25//4))**2, 5]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 5]" = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
        view_1: "f32[5]" = torch.ops.aten.view.default(sum_1, [5]);  sum_1 = None
        t_4: "f32[5, 6*((s25//4))**2]" = torch.ops.aten.t.default(t_3);  t_3 = None
        view_2: "f32[s10, 6, (s25//4), (4//((s25//4)))]" = torch.ops.aten.view.default(mm, [primals_3, 6, sym_size_int_9, sym_size_int_10]);  mm = primals_3 = sym_size_int_9 = sym_size_int_10 = None

        # File: /work/main/capture/fxcapture/models.py:101 in forward, code: x = F.max_pool2d(F.relu(self.b2(self.c2(x))), 2)
        max_pool2d_with_indices_backward: "f32[s10, 6, (s25//2), (s25//2)]" = torch.ops.aten.max_pool2d_with_indices_backward.default(view_2, relu_1, [2, 2], [], [0, 0], [1, 1], False, getitem_13);  view_2 = relu_1 = getitem_13 = None
        detach_2: "f32[s10, 6, (s25//2), (s25//2)]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        threshold_backward: "f32[s10, 6, (s25//2), (s25//2)]" = torch.ops.aten.threshold_backward.default(max_pool2d_with_indices_backward, detach_2, 0);  max_pool2d_with_indices_backward = detach_2 = None
        native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(threshold_backward, convolution_1, primals_16, getitem_10, getitem_11, getitem_8, getitem_9, True, 1e-05, [True, True, True]);  threshold_backward = convolution_1 = primals_16 = getitem_8 = getitem_9 = None
        getitem_14: "f32[s10, 6, (s25//2), (s25//2)]" = native_batch_norm_backward[0]
        getitem_15: "f32[6]" = native_batch_norm_backward[1]
        getitem_16: "f32[6]" = native_batch_norm_backward[2];  native_batch_norm_backward = None
        convolution_backward = torch.ops.aten.convolution_backward.default(getitem_14, getitem_5, primals_11, [6], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem_14 = getitem_5 = primals_11 = None
        getitem_17: "f32[s10, 4, (s25//2), (s25//2)]" = convolution_backward[0]
        getitem_18: "f32[6, 4, 3, 3]" = convolution_backward[1]
        getitem_19: "f32[6]" = convolution_backward[2];  convolution_backward = None

        # File: /work/main/capture/fxcapture/models.py:100 in forward, code: x = F.max_pool2d(F.relu(self.b1(self.c1(x))), 2)
        max_pool2d_with_indices_backward_1: "f32[s10, 4, s25, s25]" = torch.ops.aten.max_pool2d_with_indices_backward.default(getitem_17, relu, [2, 2], [], [0, 0], [1, 1], False, getitem_6);  getitem_17 = relu = getitem_6 = None
        detach_3: "f32[s10, 4, s25, s25]" = torch.ops.aten.detach.default(detach);  detach = None
        threshold_backward_1: "f32[s10, 4, s25, s25]" = torch.ops.aten.threshold_backward.default(max_pool2d_with_indices_backward_1, detach_3, 0);  max_pool2d_with_indices_backward_1 = detach_3 = None
        native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_1, convolution, primals_9, getitem_3, getitem_4, getitem_1, getitem_2, True, 1e-05, [True, True, True]);  threshold_backward_1 = convolution = primals_9 = getitem_1 = getitem_2 = None
        getitem_20: "f32[s10, 4, s25, s25]" = native_batch_norm_backward_1[0]
        getitem_21: "f32[4]" = native_batch_norm_backward_1[1]
        getitem_22: "f32[4]" = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
        convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_20, primals_5, primals_1, [4], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, True]);  getitem_20 = primals_5 = primals_1 = None
        getitem_24: "f32[4, 3, 3, 3]" = convolution_backward_1[1]
        getitem_25: "f32[4]" = convolution_backward_1[2];  convolution_backward_1 = None
        return pytree.tree_unflatten([add_5, getitem_3, getitem_4, add_36, getitem_10, getitem_11, addmm, getitem_24, getitem_25, None, None, None, None, None, None, getitem_21, getitem_22, getitem_18, getitem_19, None, None, None, getitem_15, getitem_16, t_4, view_1], self._out_spec)
