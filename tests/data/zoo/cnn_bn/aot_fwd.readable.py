class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 3, 3, 3]", primals_2: "f32[4]", primals_3: "f32[4, 3, 8, 8]", primals_4: "i64[]", primals_5: "f32[4]", primals_6: "f32[4]", primals_7: "f32[4]", primals_8: "f32[4]", primals_9: "f32[6, 4, 3, 3]", primals_10: "f32[6]", primals_11: "i64[]", primals_12: "f32[6]", primals_13: "f32[6]", primals_14: "f32[6]", primals_15: "f32[6]", primals_16: "f32[5, 24]", primals_17: "f32[5]"):
        # File: /work/main/capture/fxcapture/models.py:100 in forward, code: x = F.max_pool2d(F.relu(self.b1(self.c1(x))), 2)
        convolution: "f32[4, 4, 8, 8]" = torch.ops.aten.convolution.default(primals_3, primals_1, primals_2, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  primals_2 = None
        add: "i64[]" = torch.ops.aten.add.Tensor(primals_4, 1);  primals_4 = None
        _native_batch_norm_legit_functional = torch.ops.aten._native_batch_norm_legit_functional.default(convolution, primals_7, primals_8, primals_5, primals_6, True, 0.1, 1e-05);  primals_8 = primals_5 = primals_6 = None
        getitem: "f32[4, 4, 8, 8]" = _native_batch_norm_legit_functional[0]
        getitem_1: "f32[4]" = _native_batch_norm_legit_functional[1]
        getitem_2: "f32[4]" = _native_batch_norm_legit_functional[2]
        getitem_3: "f32[4]" = _native_batch_norm_legit_functional[3]
        getitem_4: "f32[4]" = _native_batch_norm_legit_functional[4];  _native_batch_norm_legit_functional = None
        relu: "f32[4, 4, 8, 8]" = torch.ops.aten.relu.default(getitem);  getitem = None
        max_pool2d_with_indices = torch.ops.aten.max_pool2d_with_indices.default(relu, [2, 2])
        getitem_5: "f32[4, 4, 4, 4]" = max_pool2d_with_indices[0]
        getitem_6: "i64[4, 4, 4, 4]" = max_pool2d_with_indices[1];  max_pool2d_with_indices = None

        # File: /work/main/capture/fxcapture/models.py:101 in forward, code: x = F.max_pool2d(F.relu(self.b2(self.c2(x))), 2)
        convolution_1: "f32[4, 6, 4, 4]" = torch.ops.aten.convolution.default(getitem_5, primals_9, primals_10, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  primals_10 = None
        add_1: "i64[]" = torch.ops.aten.add.Tensor(primals_11, 1);  primals_11 = None
        _native_batch_norm_legit_functional_1 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_1, primals_14, primals_15, primals_12, primals_13, True, 0.1, 1e-05);  primals_15 = primals_12 = primals_13 = None
        getitem_7: "f32[4, 6, 4, 4]" = _native_batch_norm_legit_functional_1[0]
        getitem_8: "f32[6]" = _native_batch_norm_legit_functional_1[1]
        getitem_9: "f32[6]" = _native_batch_norm_legit_functional_1[2]
        getitem_10: "f32[6]" = _native_batch_norm_legit_functional_1[3]
        getitem_11: "f32[6]" = _native_batch_norm_legit_functional_1[4];  _native_batch_norm_legit_functional_1 = None
        relu_1: "f32[4, 6, 4, 4]" = torch.ops.aten.relu.default(getitem_7);  getitem_7 = None
        max_pool2d_with_indices_1 = torch.ops.aten.max_pool2d_with_indices.default(relu_1, [2, 2])
        getitem_12: "f32[4, 6, 2, 2]" = max_pool2d_with_indices_1[0]
        getitem_13: "i64[4, 6, 2, 2]" = max_pool2d_with_indices_1[1];  max_pool2d_with_indices_1 = None

        # File: /work/main/capture/fxcapture/models.py:102 in forward, code: return self.fc(torch.flatten(x, 1))
        view: "f32[4, 24]" = torch.ops.aten.view.default(getitem_12, [4, 24]);  getitem_12 = None
        t: "f32[24, 5]" = torch.ops.aten.t.default(primals_16)
        addmm: "f32[4, 5]" = torch.ops.aten.addmm.default(primals_17, view, t);  primals_17 = t = None
        return (add, getitem_3, getitem_4, add_1, getitem_10, getitem_11, addmm, primals_1, primals_3, primals_7, primals_9, primals_14, primals_16, convolution, getitem_1, getitem_2, getitem_3, getitem_4, relu, getitem_5, getitem_6, convolution_1, getitem_8, getitem_9, getitem_10, getitem_11, relu_1, getitem_13, view)
