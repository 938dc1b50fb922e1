class GraphModule(torch.nn.Module):
    def forward(self, primals, tangents):
        primals_1: "f32[4, 3, 3, 3]"; primals_2: "f32[2, 3, 6, 6]"; primals_3: "i64[]"; primals_4: "f32[4]"; primals_5: "f32[4]"; primals_6: "f32[4]"; primals_7: "f32[4]"; primals_8: "f32[4, 4, 3, 3]"; primals_9: "i64[]"; primals_10: "f32[4]"; primals_11: "f32[4]"; primals_12: "f32[4]"; primals_13: "f32[4]"; primals_14: "f32[4, 4, 3, 3]"; primals_15: "i64[]"; primals_16: "f32[4]"; primals_17: "f32[4]"; primals_18: "f32[4]"; primals_19: "f32[4]"; primals_20: "f32[4, 4, 3, 3]"; primals_21: "i64[]"; primals_22: "f32[4]"; primals_23: "f32[4]"; primals_24: "f32[4]"; primals_25: "f32[4]"; primals_26: "f32[4, 4, 3, 3]"; primals_27: "i64[]"; primals_28: "f32[4]"; primals_29: "f32[4]"; primals_30: "f32[4]"; primals_31: "f32[4]"; primals_32: "f32[4, 4, 3, 3]"; primals_33: "i64[]"; primals_34: "f32[4]"; primals_35: "f32[4]"; primals_36: "f32[4]"; primals_37: "f32[4]"; primals_38: "f32[4, 4, 3, 3]"; primals_39: "i64[]"; primals_40: "f32[4]"; primals_41: "f32[4]"; primals_42: "f32[4]"; primals_43: "f32[4]"; primals_44: "f32[5, 4]"; primals_45: "f32[5]"; tangents_1: "f32[2, 5]"; 

        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)
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
        detach: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(relu)

        # File: /work/main/capture/fxcapture/models.py:120 in forward, code: out = F.relu(self.b1(self.c1(x)))
        convolution_1: "f32[2, 4, 6, 6]" = torch.ops.aten.convolution.default(relu, primals_8, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
        add_1: "i64[]" = torch.ops.aten.add.Tensor(primals_9, 1);  primals_9 = None
        _native_batch_norm_legit_functional_1 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_1, primals_12, primals_13, primals_10, primals_11, True, 0.1, 1e-05);  primals_13 = primals_10 = primals_11 = None
        getitem_5: "f32[2, 4, 6, 6]" = _native_batch_norm_legit_functional_1[0]
        getitem_6: "f32[4]" = _native_batch_norm_legit_functional_1[1]
        getitem_7: "f32[4]" = _native_batch_norm_legit_functional_1[2]
        getitem_8: "f32[4]" = _native_batch_norm_legit_functional_1[3]
        getitem_9: "f32[4]" = _native_batch_norm_legit_functional_1[4];  _native_batch_norm_legit_functional_1 = None
        relu_1: "f32[2, 4, 6, 6]" = torch.ops.aten.relu.default(getitem_5);  getitem_5 = None
        detach_1: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(relu_1)

        # File: /work/main/capture/fxcapture/models.py:121 in forward, code: out = self.b2(self.c2(out))
        convolution_2: "f32[2, 4, 6, 6]" = torch.ops.aten.convolution.default(relu_1, primals_14, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
        add_2: "i64[]" = torch.ops.aten.add.Tensor(primals_15, 1);  primals_15 = None
        _native_batch_norm_legit_functional_2 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_2, primals_18, primals_19, primals_16, primals_17, True, 0.1, 1e-05);  primals_19 = primals_16 = primals_17 = None
        getitem_10: "f32[2, 4, 6, 6]" = _native_batch_norm_legit_functional_2[0]
        getitem_11: "f32[4]" = _native_batch_norm_legit_functional_2[1]
        getitem_12: "f32[4]" = _native_batch_norm_legit_functional_2[2]
        getitem_13: "f32[4]" = _native_batch_norm_legit_functional_2[3]
        getitem_14: "f32[4]" = _native_batch_norm_legit_functional_2[4];  _native_batch_norm_legit_functional_2 = None

        # File: /work/main/capture/fxcapture/models.py:122 in forward, code: return F.relu(out + x)
        add_3: "f32[2, 4, 6, 6]" = torch.ops.aten.add.Tensor(getitem_10, relu);  getitem_10 = None
        relu_2: "f32[2, 4, 6, 6]" = torch.ops.aten.relu.default(add_3);  add_3 = None
        detach_2: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(relu_2)

        # File: /work/main/capture/fxcapture/models.py:120 in forward, code: out = F.relu(self.b1(self.c1(x)))
        convolution_3: "f32[2, 4, 6, 6]" = torch.ops.aten.convolution.default(relu_2, primals_20, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
        add_4: "i64[]" = torch.ops.aten.add.Tensor(primals_21, 1);  primals_21 = None
        _native_batch_norm_legit_functional_3 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_3, primals_24, primals_25, primals_22, primals_23, True, 0.1, 1e-05);  primals_25 = primals_22 = primals_23 = None
        getitem_15: "f32[2, 4, 6, 6]" = _native_batch_norm_legit_functional_3[0]
        getitem_16: "f32[4]" = _native_batch_norm_legit_functional_3[1]
        getitem_17: "f32[4]" = _native_batch_norm_legit_functional_3[2]
        getitem_18: "f32[4]" = _native_batch_norm_legit_functional_3[3]
        getitem_19: "f32[4]" = _native_batch_norm_legit_functional_3[4];  _native_batch_norm_legit_functional_3 = None
        relu_3: "f32[2, 4, 6, 6]" = torch.ops.aten.relu.default(getitem_15);  getitem_15 = None
        detach_3: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(relu_3)

        # File: /work/main/capture/fxcapture/models.py:121 in forward, code: out = self.b2(self.c2(out))
        convolution_4: "f32[2, 4, 6, 6]" = torch.ops.aten.convolution.default(relu_3, primals_26, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
        add_5: "i64[]" = torch.ops.aten.add.Tensor(primals_27, 1);  primals_27 = None
        _native_batch_norm_legit_functional_4 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_4, primals_30, primals_31, primals_28, primals_29, True, 0.1, 1e-05);  primals_31 = primals_28 = primals_29 = None
        getitem_20: "f32[2, 4, 6, 6]" = _native_batch_norm_legit_functional_4[0]
        getitem_21: "f32[4]" = _native_batch_norm_legit_functional_4[1]
        getitem_22: "f32[4]" = _native_batch_norm_legit_functional_4[2]
        getitem_23: "f32[4]" = _native_batch_norm_legit_functional_4[3]
        getitem_24: "f32[4]" = _native_batch_norm_legit_functional_4[4];  _native_batch_norm_legit_functional_4 = None

        # File: /work/main/capture/fxcapture/models.py:122 in forward, code: return F.relu(out + x)
        add_6: "f32[2, 4, 6, 6]" = torch.ops.aten.add.Tensor(getitem_20, relu_2);  getitem_20 = None
        relu_4: "f32[2, 4, 6, 6]" = torch.ops.aten.relu.default(add_6);  add_6 = None
        detach_4: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(relu_4)

        # File: /work/main/capture/fxcapture/models.py:120 in forward, code: out = F.relu(self.b1(self.c1(x)))
        convolution_5: "f32[2, 4, 6, 6]" = torch.ops.aten.convolution.default(relu_4, primals_32, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
        add_7: "i64[]" = torch.ops.aten.add.Tensor(primals_33, 1);  primals_33 = None
        _native_batch_norm_legit_functional_5 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_5, primals_36, primals_37, primals_34, primals_35, True, 0.1, 1e-05);  primals_37 = primals_34 = primals_35 = None
        getitem_25: "f32[2, 4, 6, 6]" = _native_batch_norm_legit_functional_5[0]
        getitem_26: "f32[4]" = _native_batch_norm_legit_functional_5[1]
        getitem_27: "f32[4]" = _native_batch_norm_legit_functional_5[2]
        getitem_28: "f32[4]" = _native_batch_norm_legit_functional_5[3]
        getitem_29: "f32[4]" = _native_batch_norm_legit_functional_5[4];  _native_batch_norm_legit_functional_5 = None
        relu_5: "f32[2, 4, 6, 6]" = torch.ops.aten.relu.default(getitem_25);  getitem_25 = None
        detach_5: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(relu_5)

        # File: /work/main/capture/fxcapture/models.py:121 in forward, code: out = self.b2(self.c2(out))
        convolution_6: "f32[2, 4, 6, 6]" = torch.ops.aten.convolution.default(relu_5, primals_38, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
        add_8: "i64[]" = torch.ops.aten.add.Tensor(primals_39, 1);  primals_39 = None
        _native_batch_norm_legit_functional_6 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_6, primals_42, primals_43, primals_40, primals_41, True, 0.1, 1e-05);  primals_43 = primals_40 = primals_41 = None
        getitem_30: "f32[2, 4, 6, 6]" = _native_batch_norm_legit_functional_6[0]
        getitem_31: "f32[4]" = _native_batch_norm_legit_functional_6[1]
        getitem_32: "f32[4]" = _native_batch_norm_legit_functional_6[2]
        getitem_33: "f32[4]" = _native_batch_norm_legit_functional_6[3]
        getitem_34: "f32[4]" = _native_batch_norm_legit_functional_6[4];  _native_batch_norm_legit_functional_6 = None

        # File: /work/main/capture/fxcapture/models.py:122 in forward, code: return F.relu(out + x)
        add_9: "f32[2, 4, 6, 6]" = torch.ops.aten.add.Tensor(getitem_30, relu_4);  getitem_30 = None
        relu_6: "f32[2, 4, 6, 6]" = torch.ops.aten.relu.default(add_9);  add_9 = None
        detach_6: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(relu_6)

        # File: /work/main/capture/fxcapture/models.py:136 in forward, code: x = F.adaptive_avg_pool2d(x, 1).flatten(1)
        mean: "f32[2, 4, 1, 1]" = torch.ops.aten.mean.dim(relu_6, [-1, -2], True);  relu_6 = None
        view: "f32[2, 4]" = torch.ops.aten.view.default(mean, [2, 4]);  mean = None

        # File: /work/main/capture/fxcapture/models.py:137 in forward, code: return self.fc(x)
        t: "f32[4, 5]" = torch.ops.aten.t.default(primals_44);  primals_44 = None
        addmm: "f32[2, 5]" = torch.ops.aten.addmm.default(primals_45, view, t);  primals_45 = None
        t_1: "f32[5, 4]" = torch.ops.aten.t.default(t);  t = None
        mm: "f32[2, 4]" = torch.ops.aten.mm.default(tangents_1, t_1);  t_1 = None
        t_2: "f32[5, 2]" = torch.ops.aten.t.default(tangents_1)
        mm_1: "f32[5, 4]" = torch.ops.aten.mm.default(t_2, view);  t_2 = view = None
        t_3: "f32[4, 5]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 5]" = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
        view_1: "f32[5]" = torch.ops.aten.view.default(sum_1, [5]);  sum_1 = None
        t_4: "f32[5, 4]" = torch.ops.aten.t.default(t_3);  t_3 = None

        # File: /work/main/capture/fxcapture/models.py:136 in forward, code: x = F.adaptive_avg_pool2d(x, 1).flatten(1)
        view_2: "f32[2, 4, 1, 1]" = torch.ops.aten.view.default(mm, [2, 4, 1, 1]);  mm = None
        expand: "f32[2, 4, 6, 6]" = torch.ops.aten.expand.default(view_2, [2, 4, 6, 6]);  view_2 = None
        div: "f32[2, 4, 6, 6]" = torch.ops.aten.div.Scalar(expand, 36);  expand = None

        # File: /work/main/capture/fxcapture/models.py:122 in forward, code: return F.relu(out + x)
        detach_7: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(detach_6);  detach_6 = None
        threshold_backward: "f32[2, 4, 6, 6]" = torch.ops.aten.threshold_backward.default(div, detach_7, 0);  div = detach_7 = None

        # File: /work/main/capture/fxcapture/models.py:121 in forward, code: out = self.b2(self.c2(out))
        native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(threshold_backward, convolution_6, primals_42, getitem_33, getitem_34, getitem_31, getitem_32, True, 1e-05, [True, True, True]);  convolution_6 = primals_42 = getitem_31 = getitem_32 = None
        getitem_35: "f32[2, 4, 6, 6]" = native_batch_norm_backward[0]
        getitem_36: "f32[4]" = native_batch_norm_backward[1]
        getitem_37: "f32[4]" = native_batch_norm_backward[2];  native_batch_norm_backward = None
        convolution_backward = torch.ops.aten.convolution_backward.default(getitem_35, relu_5, primals_38, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_35 = relu_5 = primals_38 = None
        getitem_38: "f32[2, 4, 6, 6]" = convolution_backward[0]
        getitem_39: "f32[4, 4, 3, 3]" = convolution_backward[1];  convolution_backward = None

        # File: /work/main/capture/fxcapture/models.py:120 in forward, code: out = F.relu(self.b1(self.c1(x)))
        detach_8: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(detach_5);  detach_5 = None
        threshold_backward_1: "f32[2, 4, 6, 6]" = torch.ops.aten.threshold_backward.default(getitem_38, detach_8, 0);  getitem_38 = detach_8 = None
        native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_1, convolution_5, primals_36, getitem_28, getitem_29, getitem_26, getitem_27, True, 1e-05, [True, True, True]);  threshold_backward_1 = convolution_5 = primals_36 = getitem_26 = getitem_27 = None
        getitem_41: "f32[2, 4, 6, 6]" = native_batch_norm_backward_1[0]
        getitem_42: "f32[4]" = native_batch_norm_backward_1[1]
        getitem_43: "f32[4]" = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
        convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_41, relu_4, primals_32, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_41 = relu_4 = primals_32 = None
        getitem_44: "f32[2, 4, 6, 6]" = convolution_backward_1[0]
        getitem_45: "f32[4, 4, 3, 3]" = convolution_backward_1[1];  convolution_backward_1 = None
        add_10: "f32[2, 4, 6, 6]" = torch.ops.aten.add.Tensor(threshold_backward, getitem_44);  threshold_backward = getitem_44 = None

        # File: /work/main/capture/fxcapture/models.py:122 in forward, code: return F.relu(out + x)
        detach_9: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(detach_4);  detach_4 = None
        threshold_backward_2: "f32[2, 4, 6, 6]" = torch.ops.aten.threshold_backward.default(add_10, detach_9, 0);  add_10 = detach_9 = None

        # File: /work/main/capture/fxcapture/models.py:121 in forward, code: out = self.b2(self.c2(out))
        native_batch_norm_backward_2 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_2, convolution_4, primals_30, getitem_23, getitem_24, getitem_21, getitem_22, True, 1e-05, [True, True, True]);  convolution_4 = primals_30 = getitem_21 = getitem_22 = None
        getitem_47: "f32[2, 4, 6, 6]" = native_batch_norm_backward_2[0]
        getitem_48: "f32[4]" = native_batch_norm_backward_2[1]
        getitem_49: "f32[4]" = native_batch_norm_backward_2[2];  native_batch_norm_backward_2 = None
        convolution_backward_2 = torch.ops.aten.convolution_backward.default(getitem_47, relu_3, primals_26, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_47 = relu_3 = primals_26 = None
        getitem_50: "f32[2, 4, 6, 6]" = convolution_backward_2[0]
        getitem_51: "f32[4, 4, 3, 3]" = convolution_backward_2[1];  convolution_backward_2 = None

        # File: /work/main/capture/fxcapture/models.py:120 in forward, code: out = F.relu(self.b1(self.c1(x)))
        detach_10: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(detach_3);  detach_3 = None
        threshold_backward_3: "f32[2, 4, 6, 6]" = torch.ops.aten.threshold_backward.default(getitem_50, detach_10, 0);  getitem_50 = detach_10 = None
        native_batch_norm_backward_3 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_3, convolution_3, primals_24, getitem_18, getitem_19, getitem_16, getitem_17, True, 1e-05, [True, True, True]);  threshold_backward_3 = convolution_3 = primals_24 = getitem_16 = getitem_17 = None
        getitem_53: "f32[2, 4, 6, 6]" = native_batch_norm_backward_3[0]
        getitem_54: "f32[4]" = native_batch_norm_backward_3[1]
        getitem_55: "f32[4]" = native_batch_norm_backward_3[2];  native_batch_norm_backward_3 = None
        convolution_backward_3 = torch.ops.aten.convolution_backward.default(getitem_53, relu_2, primals_20, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_53 = relu_2 = primals_20 = None
        getitem_56: "f32[2, 4, 6, 6]" = convolution_backward_3[0]
        getitem_57: "f32[4, 4, 3, 3]" = convolution_backward_3[1];  convolution_backward_3 = None
        add_11: "f32[2, 4, 6, 6]" = torch.ops.aten.add.Tensor(threshold_backward_2, getitem_56);  threshold_backward_2 = getitem_56 = None

        # File: /work/main/capture/fxcapture/models.py:122 in forward, code: return F.relu(out + x)
        detach_11: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        threshold_backward_4: "f32[2, 4, 6, 6]" = torch.ops.aten.threshold_backward.default(add_11, detach_11, 0);  add_11 = detach_11 = None

        # File: /work/main/capture/fxcapture/models.py:121 in forward, code: out = self.b2(self.c2(out))
        native_batch_norm_backward_4 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_4, convolution_2, primals_18, getitem_13, getitem_14, getitem_11, getitem_12, True, 1e-05, [True, True, True]);  convolution_2 = primals_18 = getitem_11 = getitem_12 = None
        getitem_59: "f32[2, 4, 6, 6]" = native_batch_norm_backward_4[0]
        getitem_60: "f32[4]" = native_batch_norm_backward_4[1]
        getitem_61: "f32[4]" = native_batch_norm_backward_4[2];  native_batch_norm_backward_4 = None
        convolution_backward_4 = torch.ops.aten.convolution_backward.default(getitem_59, relu_1, primals_14, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_59 = relu_1 = primals_14 = None
        getitem_62: "f32[2, 4, 6, 6]" = convolution_backward_4[0]
        getitem_63: "f32[4, 4, 3, 3]" = convolution_backward_4[1];  convolution_backward_4 = None

        # File: /work/main/capture/fxcapture/models.py:120 in forward, code: out = F.relu(self.b1(self.c1(x)))
        detach_12: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        threshold_backward_5: "f32[2, 4, 6, 6]" = torch.ops.aten.threshold_backward.default(getitem_62, detach_12, 0);  getitem_62 = detach_12 = None
        native_batch_norm_backward_5 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_5, convolution_1, primals_12, getitem_8, getitem_9, getitem_6, getitem_7, True, 1e-05, [True, True, True]);  threshold_backward_5 = convolution_1 = primals_12 = getitem_6 = getitem_7 = None
        getitem_65: "f32[2, 4, 6, 6]" = native_batch_norm_backward_5[0]
        getitem_66: "f32[4]" = native_batch_norm_backward_5[1]
        getitem_67: "f32[4]" = native_batch_norm_backward_5[2];  native_batch_norm_backward_5 = None
        convolution_backward_5 = torch.ops.aten.convolution_backward.default(getitem_65, relu, primals_8, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_65 = relu = primals_8 = None
        getitem_68: "f32[2, 4, 6, 6]" = convolution_backward_5[0]
        getitem_69: "f32[4, 4, 3, 3]" = convolution_backward_5[1];  convolution_backward_5 = None
        add_12: "f32[2, 4, 6, 6]" = torch.ops.aten.add.Tensor(threshold_backward_4, getitem_68);  threshold_backward_4 = getitem_68 = None

        # File: /work/main/capture/fxcapture/models.py:134 in forward, code: x = F.relu(self.bn(self.stem(x)))
        detach_13: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(detach);  detach = None
        threshold_backward_6: "f32[2, 4, 6, 6]" = torch.ops.aten.threshold_backward.default(add_12, detach_13, 0);  add_12 = detach_13 = None
        native_batch_norm_backward_6 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_6, convolution, primals_6, getitem_3, getitem_4, getitem_1, getitem_2, True, 1e-05, [True, True, True]);  threshold_backward_6 = convolution = primals_6 = getitem_1 = getitem_2 = None
        getitem_71: "f32[2, 4, 6, 6]" = native_batch_norm_backward_6[0]
        getitem_72: "f32[4]" = native_batch_norm_backward_6[1]
        getitem_73: "f32[4]" = native_batch_norm_backward_6[2];  native_batch_norm_backward_6 = None
        convolution_backward_6 = torch.ops.aten.convolution_backward.default(getitem_71, primals_2, primals_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]);  getitem_71 = primals_2 = primals_1 = None
        getitem_75: "f32[4, 3, 3, 3]" = convolution_backward_6[1];  convolution_backward_6 = None
        return pytree.tree_unflatten([add, getitem_3, getitem_4, add_1, getitem_8, getitem_9, add_2, getitem_13, getitem_14, add_4, getitem_18, getitem_19, add_5, getitem_23, getitem_24, add_7, getitem_28, getitem_29, add_8, getitem_33, getitem_34, addmm, getitem_75, None, None, None, None, getitem_72, getitem_73, getitem_69, None, None, None, getitem_66, getitem_67, getitem_63, None, None, None, getitem_60, getitem_61, getitem_57, None, None, None, getitem_54, getitem_55, getitem_51, None, None, None, getitem_48, getitem_49, getitem_45, None, None, None, getitem_42, getitem_43, getitem_39, None, None, None, getitem_36, getitem_37, t_4, view_1], self._out_spec)
