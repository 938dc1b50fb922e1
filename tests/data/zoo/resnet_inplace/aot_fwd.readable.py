class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 3, 3, 3]", primals_2: "f32[2, 3, 6, 6]", primals_3: "i64[]", primals_4: "f32[4]", primals_5: "f32[4]", primals_6: "f32[4]", primals_7: "f32[4]", primals_8: "f32[4, 4, 3, 3]", primals_9: "i64[]", primals_10: "f32[4]", primals_11: "f32[4]", primals_12: "f32[4]", primals_13: "f32[4]", primals_14: "f32[4, 4, 3, 3]", primals_15: "i64[]", primals_16: "f32[4]", primals_17: "f32[4]", primals_18: "f32[4]", primals_19: "f32[4]", primals_20: "f32[4, 4, 3, 3]", primals_21: "i64[]", primals_22: "f32[4]", primals_23: "f32[4]", primals_24: "f32[4]", primals_25: "f32[4]", primals_26: "f32[4, 4, 3, 3]", primals_27: "i64[]", primals_28: "f32[4]", primals_29: "f32[4]", primals_30: "f32[4]", primals_31: "f32[4]", primals_32: "f32[5, 4]", primals_33: "f32[5]"):
        # File: /work/main/capture/fxcapture/models.py:134 in forward, code: x = F.relu(self.bn(self.stem(x)))
        convolution: "f32[2, 4, 6, 6]" = torch.ops.aten.convolution.default(primals_2, primals_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
        add: "i64[]" = torch.ops.aten.add.Tensor(primals_3, 1);  primals_3 = None
        _native_batch_norm_legit_functional = torch.ops.aten._native_batch_norm_legit_functional.default(convolution, primals_6, primals_7, primals_4, primals_5, True, 0.1, 1e-05);  primals_7 = primals_4 = primals_5 = None
        getitem: "f32[2, 4, 6, 6]" = _native_batch_norm_legit_functional[0]
        getitem_1: "f32[4]" = _native_batch_norm_legit_functional[1]
        getitem_2: "f32[4]" = _native_batch_norm_legit_functional[2]
        getitem_3: "f32[4]" = _native_batch_norm_legit_functional[3]
        getitem_4: "f32[4]" = _native_batch_norm_legit_functional[4];  _native_batch_norm_legit_functional = None
        relu: "f32[2, 4, 6, 6]" = torch.ops.aten.relu.default(getitem);  getitem = None

        # File: /work/main/capture/fxcapture/models.py:116 in forward, code: out = F.relu(self.b1(self.c1(x)), inplace=True)
        convolution_1: "f32[2, 4, 6, 6]" = torch.ops.aten.convolution.default(relu, primals_8, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
        add_1: "i64[]" = torch.ops.aten.add.Tensor(primals_9, 1);  primals_9 = None
        _native_batch_norm_legit_functional_1 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_1, primals_12, primals_13, primals_10, primals_11, True, 0.1, 1e-05);  primals_13 = primals_10 = primals_11 = None
        getitem_5: "f32[2, 4, 6, 6]" = _native_batch_norm_legit_functional_1[0]
        getitem_6: "f32[4]" = _native_batch_norm_legit_functional_1[1]
        getitem_7: "f32[4]" = _native_batch_norm_legit_functional_1[2]
        getitem_8: "f32[4]" = _native_batch_norm_legit_functional_1[3]
        getitem_9: "f32[4]" = _native_batch_norm_legit_functional_1[4];  _native_batch_norm_legit_functional_1 = None
        relu_1: "f32[2, 4, 6, 6]" = torch.ops.aten.relu.default(getitem_5);  getitem_5 = None

        # File: /work/main/capture/fxcapture/models.py:117 in forward, code: out = self.b2(self.c2(out))
        convolution_2: "f32[2, 4, 6, 6]" = torch.ops.aten.convolution.default(relu_1, primals_14, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
        add_2: "i64[]" = torch.ops.aten.add.Tensor(primals_15, 1);  primals_15 = None
        _native_batch_norm_legit_functional_2 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_2, primals_18, primals_19, primals_16, primals_17, True, 0.1, 1e-05);  primals_19 = primals_16 = primals_17 = None
        getitem_10: "f32[2, 4, 6, 6]" = _native_batch_norm_legit_functional_2[0]
        getitem_11: "f32[4]" = _native_batch_norm_legit_functional_2[1]
        getitem_12: "f32[4]" = _native_batch_norm_legit_functional_2[2]
        getitem_13: "f32[4]" = _native_batch_norm_legit_functional_2[3]
        getitem_14: "f32[4]" = _native_batch_norm_legit_functional_2[4];  _native_batch_norm_legit_functional_2 = None

        # File: /work/main/capture/fxcapture/models.py:118 in forward, code: out += x
        add_3: "f32[2, 4, 6, 6]" = torch.ops.aten.add.Tensor(getitem_10, relu);  getitem_10 = None

        # File: /work/main/capture/fxcapture/models.py:119 in forward, code: return F.relu(out, inplace=True)
        relu_2: "f32[2, 4, 6, 6]" = torch.ops.aten.relu.default(add_3);  add_3 = None

        # File: /work/main/capture/fxcapture/models.py:116 in forward, code: out = F.relu(self.b1(self.c1(x)), inplace=True)
        convolution_3: "f32[2, 4, 6, 6]" = torch.ops.aten.convolution.default(relu_2, primals_20, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
        add_4: "i64[]" = torch.ops.aten.add.Tensor(primals_21, 1);  primals_21 = None
        _native_batch_norm_legit_functional_3 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_3, primals_24, primals_25, primals_22, primals_23, True, 0.1, 1e-05);  primals_25 = primals_22 = primals_23 = None
        getitem_15: "f32[2, 4, 6, 6]" = _native_batch_norm_legit_functional_3[0]
        getitem_16: "f32[4]" = _native_batch_norm_legit_functional_3[1]
        getitem_17: "f32[4]" = _native_batch_norm_legit_functional_3[2]
        getitem_18: "f32[4]" = _native_batch_norm_legit_functional_3[3]
        getitem_19: "f32[4]" = _native_batch_norm_legit_functional_3[4];  _native_batch_norm_legit_functional_3 = None
        relu_3: "f32[2, 4, 6, 6]" = torch.ops.aten.relu.default(getitem_15);  getitem_15 = None

        # File: /work/main/capture/fxcapture/models.py:117 in forward, code: out = self.b2(self.c2(out))
        convolution_4: "f32[2, 4, 6, 6]" = torch.ops.aten.convolution.default(relu_3, primals_26, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
        add_5: "i64[]" = torch.ops.aten.add.Tensor(primals_27, 1);  primals_27 = None
        _native_batch_norm_legit_functional_4 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_4, primals_30, primals_31, primals_28, primals_29, True, 0.1, 1e-05);  primals_31 = primals_28 = primals_29 = None
        getitem_20: "f32[2, 4, 6, 6]" = _native_batch_norm_legit_functional_4[0]
        getitem_21: "f32[4]" = _native_batch_norm_legit_functional_4[1]
        getitem_22: "f32[4]" = _native_batch_norm_legit_functional_4[2]
        getitem_23: "f32[4]" = _native_batch_norm_legit_functional_4[3]
        getitem_24: "f32[4]" = _native_batch_norm_legit_functional_4[4];  _native_batch_norm_legit_functional_4 = None

        # File: /work/main/capture/fxcapture/models.py:118 in forward, code: out += x
        add_6: "f32[2, 4, 6, 6]" = torch.ops.aten.add.Tensor(getitem_20, relu_2);  getitem_20 = None

        # File: /work/main/capture/fxcapture/models.py:119 in forward, code: return F.relu(out, inplace=True)
        relu_4: "f32[2, 4, 6, 6]" = torch.ops.aten.relu.default(add_6);  add_6 = None

        # File: /work/main/capture/fxcapture/models.py:136 in forward, code: x = F.adaptive_avg_pool2d(x, 1).flatten(1)
        mean: "f32[2, 4, 1, 1]" = torch.ops.aten.mean.dim(relu_4, [-1, -2], True)
        view: "f32[2, 4]" = torch.ops.aten.view.default(mean, [2, 4]);  mean = None

        # File: /work/main/capture/fxcapture/models.py:137 in forward, code: return self.fc(x)
        t: "f32[4, 5]" = torch.ops.aten.t.default(primals_32)
        addmm: "f32[2, 5]" = torch.ops.aten.addmm.default(primals_33, view, t);  primals_33 = t = None

        # File: /work/main/capture/fxcapture/models.py:119 in forward, code: return F.relu(out, inplace=True)
        detach_7: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(relu_4);  relu_4 = None
        detach_8: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(detach_7);  detach_7 = None
        return (add, getitem_3, getitem_4, add_1, getitem_8, getitem_9, add_2, getitem_13, getitem_14, add_4, getitem_18, getitem_19, add_5, getitem_23, getitem_24, addmm, primals_1, primals_2, primals_6, primals_8, primals_12, primals_14, primals_18, primals_20, primals_24, primals_26, primals_30, primals_32, convolution, getitem_1, getitem_2, getitem_3, getitem_4, relu, convolution_1, getitem_6, getitem_7, getitem_8, getitem_9, relu_1, convolution_2, getitem_11, getitem_12, getitem_13, getitem_14, relu_2, convolution_3, getitem_16, getitem_17, getitem_18, getitem_19, relu_3, convolution_4, getitem_21, getitem_22, getitem_23, getitem_24, view, detach_8)
