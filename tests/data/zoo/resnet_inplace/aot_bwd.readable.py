class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 3, 3, 3]", primals_2: "f32[2, 3, 6, 6]", primals_6: "f32[4]", primals_8: "f32[4, 4, 3, 3]", primals_12: "f32[4]", primals_14: "f32[4, 4, 3, 3]", primals_18: "f32[4]", primals_20: "f32[4, 4, 3, 3]", primals_24: "f32[4]", primals_26: "f32[4, 4, 3, 3]", primals_30: "f32[4]", primals_32: "f32[5, 4]", convolution: "f32[2, 4, 6, 6]", getitem_1: "f32[4]", getitem_2: "f32[4]", getitem_3: "f32[4]", getitem_4: "f32[4]", relu: "f32[2, 4, 6, 6]", convolution_1: "f32[2, 4, 6, 6]", getitem_6: "f32[4]", getitem_7: "f32[4]", getitem_8: "f32[4]", getitem_9: "f32[4]", relu_1: "f32[2, 4, 6, 6]", convolution_2: "f32[2, 4, 6, 6]", getitem_11: "f32[4]", getitem_12: "f32[4]", getitem_13: "f32[4]", getitem_14: "f32[4]", relu_2: "f32[2, 4, 6, 6]", convolution_3: "f32[2, 4, 6, 6]", getitem_16: "f32[4]", getitem_17: "f32[4]", getitem_18: "f32[4]", getitem_19: "f32[4]", relu_3: "f32[2, 4, 6, 6]", convolution_4: "f32[2, 4, 6, 6]", getitem_21: "f32[4]", getitem_22: "f32[4]", getitem_23: "f32[4]", getitem_24: "f32[4]", view: "f32[2, 4]", detach_8: "f32[2, 4, 6, 6]", tangents_1: "f32[2, 5]"):
        # File: /work/main/capture/fxcapture/models.py:137 in forward, code: return self.fc(x)
        t: "f32[4, 5]" = torch.ops.aten.t.default(primals_32);  primals_32 = None
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

        # File: /work/main/capture/fxcapture/models.py:119 in forward, code: return F.relu(out, inplace=True)
        threshold_backward: "f32[2, 4, 6, 6]" = torch.ops.aten.threshold_backward.default(div, detach_8, 0);  div = detach_8 = None

        # File: /work/main/capture/fxcapture/models.py:117 in forward, code: out = self.b2(self.c2(out))
        native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(threshold_backward, convolution_4, primals_30, getitem_23, getitem_24, getitem_21, getitem_22, True, 1e-05, [True, True, True]);  convolution_4 = primals_30 = getitem_23 = getitem_24 = getitem_21 = getitem_22 = None
        getitem_25: "f32[2, 4, 6, 6]" = native_batch_norm_backward[0]
        getitem_26: "f32[4]" = native_batch_norm_backward[1]
        getitem_27: "f32[4]" = native_batch_norm_backward[2];  native_batch_norm_backward = None
        convolution_backward = torch.ops.aten.convolution_backward.default(getitem_25, relu_3, primals_26, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_25 = primals_26 = None
        getitem_28: "f32[2, 4, 6, 6]" = convolution_backward[0]
        getitem_29: "f32[4, 4, 3, 3]" = convolution_backward[1];  convolution_backward = None

        # File: /work/main/capture/fxcapture/models.py:116 in forward, code: out = F.relu(self.b1(self.c1(x)), inplace=True)
        detach_11: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(relu_3);  relu_3 = None
        detach_12: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(detach_11);  detach_11 = None
        threshold_backward_1: "f32[2, 4, 6, 6]" = torch.ops.aten.threshold_backward.default(getitem_28, detach_12, 0);  getitem_28 = detach_12 = None
        native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_1, convolution_3, primals_24, getitem_18, getitem_19, getitem_16, getitem_17, True, 1e-05, [True, True, True]);  threshold_backward_1 = convolution_3 = primals_24 = getitem_18 = getitem_19 = getitem_16 = getitem_17 = None
        getitem_31: "f32[2, 4, 6, 6]" = native_batch_norm_backward_1[0]
        getitem_32: "f32[4]" = native_batch_norm_backward_1[1]
        getitem_33: "f32[4]" = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
        convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_31, relu_2, primals_20, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_31 = primals_20 = None
        getitem_34: "f32[2, 4, 6, 6]" = convolution_backward_1[0]
        getitem_35: "f32[4, 4, 3, 3]" = convolution_backward_1[1];  convolution_backward_1 = None
        add_7: "f32[2, 4, 6, 6]" = torch.ops.aten.add.Tensor(threshold_backward, getitem_34);  threshold_backward = getitem_34 = None

        # File: /work/main/capture/fxcapture/models.py:119 in forward, code: return F.relu(out, inplace=True)
        detach_15: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(relu_2);  relu_2 = None
        detach_16: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(detach_15);  detach_15 = None
        threshold_backward_2: "f32[2, 4, 6, 6]" = torch.ops.aten.threshold_backward.default(add_7, detach_16, 0);  add_7 = detach_16 = None

        # File: /work/main/capture/fxcapture/models.py:117 in forward, code: out = self.b2(self.c2(out))
        native_batch_norm_backward_2 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_2, convolution_2, primals_18, getitem_13, getitem_14, getitem_11, getitem_12, True, 1e-05, [True, True, True]);  convolution_2 = primals_18 = getitem_13 = getitem_14 = getitem_11 = getitem_12 = None
        getitem_37: "f32[2, 4, 6, 6]" = native_batch_norm_backward_2[0]
        getitem_38: "f32[4]" = native_batch_norm_backward_2[1]
        getitem_39: "f32[4]" = native_batch_norm_backward_2[2];  native_batch_norm_backward_2 = None
        convolution_backward_2 = torch.ops.aten.convolution_backward.default(getitem_37, relu_1, primals_14, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_37 = primals_14 = None
        getitem_40: "f32[2, 4, 6, 6]" = convolution_backward_2[0]
        getitem_41: "f32[4, 4, 3, 3]" = convolution_backward_2[1];  convolution_backward_2 = None

        # File: /work/main/capture/fxcapture/models.py:116 in forward, code: out = F.relu(self.b1(self.c1(x)), inplace=True)
        detach_19: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(relu_1);  relu_1 = None
        detach_20: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(detach_19);  detach_19 = None
        threshold_backward_3: "f32[2, 4, 6, 6]" = torch.ops.aten.threshold_backward.default(getitem_40, detach_20, 0);  getitem_40 = detach_20 = None
        native_batch_norm_backward_3 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_3, convolution_1, primals_12, getitem_8, getitem_9, getitem_6, getitem_7, True, 1e-05, [True, True, True]);  threshold_backward_3 = convolution_1 = primals_12 = getitem_8 = getitem_9 = getitem_6 = getitem_7 = None
        getitem_43: "f32[2, 4, 6, 6]" = native_batch_norm_backward_3[0]
        getitem_44: "f32[4]" = native_batch_norm_backward_3[1]
        getitem_45: "f32[4]" = native_batch_norm_backward_3[2];  native_batch_norm_backward_3 = None
        convolution_backward_3 = torch.ops.aten.convolution_backward.default(getitem_43, relu, primals_8, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_43 = primals_8 = None
        getitem_46: "f32[2, 4, 6, 6]" = convolution_backward_3[0]
        getitem_47: "f32[4, 4, 3, 3]" = convolution_backward_3[1];  convolution_backward_3 = None
        add_8: "f32[2, 4, 6, 6]" = torch.ops.aten.add.Tensor(threshold_backward_2, getitem_46);  threshold_backward_2 = getitem_46 = None

        # File: /work/main/capture/fxcapture/models.py:134 in forward, code: x = F.relu(self.bn(self.stem(x)))
        detach: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(relu);  relu = None
        detach_21: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(detach);  detach = None
        threshold_backward_4: "f32[2, 4, 6, 6]" = torch.ops.aten.threshold_backward.default(add_8, detach_21, 0);  add_8 = detach_21 = None
        native_batch_norm_backward_4 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_4, convolution, primals_6, getitem_3, getitem_4, getitem_1, getitem_2, True, 1e-05, [True, True, True]);  threshold_backward_4 = convolution = primals_6 = getitem_3 = getitem_4 = getitem_1 = getitem_2 = None
        getitem_49: "f32[2, 4, 6, 6]" = native_batch_norm_backward_4[0]
        getitem_50: "f32[4]" = native_batch_norm_backward_4[1]
        getitem_51: "f32[4]" = native_batch_norm_backward_4[2];  native_batch_norm_backward_4 = None
        convolution_backward_4 = torch.ops.aten.convolution_backward.default(getitem_49, primals_2, primals_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]);  getitem_49 = primals_2 = primals_1 = None
        getitem_53: "f32[4, 3, 3, 3]" = convolution_backward_4[1];  convolution_backward_4 = None
        return (getitem_53, None, None, None, None, getitem_50, getitem_51, getitem_47, None, None, None, getitem_44, getitem_45, getitem_41, None, None, None, getitem_38, getitem_39, getitem_35, None, None, None, getitem_32, getitem_33, getitem_29, None, None, None, getitem_26, getitem_27, t_4, view_1)
