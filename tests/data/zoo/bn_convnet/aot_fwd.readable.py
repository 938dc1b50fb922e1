class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[6, 3, 3, 3]", primals_2: "f32[4, 3, 6, 6]", primals_3: "i64[]", primals_4: "f32[6]", primals_5: "f32[6]", primals_6: "f32[6]", primals_7: "f32[6]", primals_8: "f32[6, 6, 3, 3]", primals_9: "i64[]", primals_10: "f32[6]", primals_11: "f32[6]", primals_12: "f32[6]", primals_13: "f32[6]", primals_14: "f32[8, 6]", primals_15: "f32[8]", primals_16: "i64[]", primals_17: "f32[8]", primals_18: "f32[8]", primals_19: "f32[8]", primals_20: "f32[8]", primals_21: "f32[4, 8]", primals_22: "f32[4]"):
        # File: /work/main/capture/fxcapture/models_relate.py:26 in forward, code: h = F.relu(self.b1(self.c1(x)))
        convolution: "f32[4, 6, 6, 6]" = torch.ops.aten.convolution.default(primals_2, primals_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
        add: "i64[]" = torch.ops.aten.add.Tensor(primals_3, 1);  primals_3 = None
        _native_batch_norm_legit_functional = torch.ops.aten._native_batch_norm_legit_functional.default(convolution, primals_6, primals_7, primals_4, primals_5, True, 0.1, 1e-05);  primals_7 = primals_4 = primals_5 = None
        getitem: "f32[4, 6, 6, 6]" = _native_batch_norm_legit_functional[0]
        getitem_1: "f32[6]" = _native_batch_norm_legit_functional[1]
        getitem_2: "f32[6]" = _native_batch_norm_legit_functional[2]
        getitem_3: "f32[6]" = _native_batch_norm_legit_functional[3]
        getitem_4: "f32[6]" = _native_batch_norm_legit_functional[4];  _native_batch_norm_legit_functional = None
        relu: "f32[4, 6, 6, 6]" = torch.ops.aten.relu.default(getitem);  getitem = None

        # File: /work/main/capture/fxcapture/models_relate.py:27 in forward, code: h = F.relu(self.b2(self.c2(h)) + h)
        convolution_1: "f32[4, 6, 6, 6]" = torch.ops.aten.convolution.default(relu, primals_8, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
        add_1: "i64[]" = torch.ops.aten.add.Tensor(primals_9, 1);  primals_9 = None
        _native_batch_norm_legit_functional_1 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_1, primals_12, primals_13, primals_10, primals_11, True, 0.1, 1e-05);  primals_13 = primals_10 = primals_11 = None
        getitem_5: "f32[4, 6, 6, 6]" = _native_batch_norm_legit_functional_1[0]
        getitem_6: "f32[6]" = _native_batch_norm_legit_functional_1[1]
        getitem_7: "f32[6]" = _native_batch_norm_legit_functional_1[2]
        getitem_8: "f32[6]" = _native_batch_norm_legit_functional_1[3]
        getitem_9: "f32[6]" = _native_batch_norm_legit_functional_1[4];  _native_batch_norm_legit_functional_1 = None
        add_2: "f32[4, 6, 6, 6]" = torch.ops.aten.add.Tensor(getitem_5, relu);  getitem_5 = None
        relu_1: "f32[4, 6, 6, 6]" = torch.ops.aten.relu.default(add_2);  add_2 = None
        detach_1: "f32[4, 6, 6, 6]" = torch.ops.aten.detach.default(relu_1)

        # File: /work/main/capture/fxcapture/models_relate.py:28 in forward, code: h = F.adaptive_avg_pool2d(h, 1).flatten(1)
        mean: "f32[4, 6, 1, 1]" = torch.ops.aten.mean.dim(relu_1, [-1, -2], True);  relu_1 = None
        view: "f32[4, 6]" = torch.ops.aten.view.default(mean, [4, 6]);  mean = None

        # File: /work/main/capture/fxcapture/models_relate.py:29 in forward, code: return self.fc2(F.relu(self.b3(self.fc1(h))))
        t: "f32[6, 8]" = torch.ops.aten.t.default(primals_14)
        addmm: "f32[4, 8]" = torch.ops.aten.addmm.default(primals_15, view, t);  primals_15 = t = None
        add_3: "i64[]" = torch.ops.aten.add.Tensor(primals_16, 1);  primals_16 = None
        _native_batch_norm_legit_functional_2 = torch.ops.aten._native_batch_norm_legit_functional.default(addmm, primals_19, primals_20, primals_17, primals_18, True, 0.1, 1e-05);  primals_20 = primals_17 = primals_18 = None
        getitem_10: "f32[4, 8]" = _native_batch_norm_legit_functional_2[0]
        getitem_11: "f32[8]" = _native_batch_norm_legit_functional_2[1]
        getitem_12: "f32[8]" = _native_batch_norm_legit_functional_2[2]
        getitem_13: "f32[8]" = _native_batch_norm_legit_functional_2[3]
        getitem_14: "f32[8]" = _native_batch_norm_legit_functional_2[4];  _native_batch_norm_legit_functional_2 = None
        relu_2: "f32[4, 8]" = torch.ops.aten.relu.default(getitem_10);  getitem_10 = None
        t_1: "f32[8, 4]" = torch.ops.aten.t.default(primals_21)
        addmm_1: "f32[4, 4]" = torch.ops.aten.addmm.default(primals_22, relu_2, t_1);  primals_22 = t_1 = None

        # File: /work/main/capture/fxcapture/models_relate.py:27 in forward, code: h = F.relu(self.b2(self.c2(h)) + h)
        detach_4: "f32[4, 6, 6, 6]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        return (add, getitem_3, getitem_4, add_1, getitem_8, getitem_9, add_3, getitem_13, getitem_14, addmm_1, primals_1, primals_2, primals_6, primals_8, primals_12, primals_14, primals_19, primals_21, convolution, getitem_1, getitem_2, getitem_3, getitem_4, relu, convolution_1, getitem_6, getitem_7, getitem_8, getitem_9, view, addmm, getitem_11, getitem_12, getitem_13, getitem_14, relu_2, detach_4)
