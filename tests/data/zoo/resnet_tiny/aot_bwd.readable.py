class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 3, 3, 3]", primals_2: "f32[2, 3, 6, 6]", primals_6: "f32[4]", primals_8: "f32[4, 4, 3, 3]", primals_12: "f32[4]", primals_14: "f32[4, 4, 3, 3]", primals_18: "f32[4]", primals_20: "f32[4, 4, 3, 3]", primals_24: "f32[4]", primals_26: "f32[4, 4, 3, 3]", primals_30: "f32[4]", primals_32: "f32[4, 4, 3, 3]", primals_36: "f32[4]", primals_38: "f32[4, 4, 3, 3]", primals_42: "f32[4]", primals_44: "f32[5, 4]", convolution: "f32[2, 4, 6, 6]", getitem_1: "f32[4]", getitem_2: "f32[4]", getitem_3: "f32[4]", getitem_4: "f32[4]", relu: "f32[2, 4, 6, 6]", convolution_1: "f32[2, 4, 6, 6]", getitem_6: "f32[4]", getitem_7: "f32[4]", getitem_8: "f32[4]", getitem_9: "f32[4]", relu_1: "f32[2, 4, 6, 6]", convolution_2: "f32[2, 4, 6, 6]", getitem_11: "f32[4]", getitem_12: "f32[4]", getitem_13: "f32[4]", getitem_14: "f32[4]", relu_2: "f32[2, 4, 6, 6]", convolution_3: "f32[2, 4, 6, 6]", getitem_16: "f32[4]", getitem_17: "f32[4]", getitem_18: "f32[4]", getitem_19: "f32[4]", relu_3: "f32[2, 4, 6, 6]", convolution_4: "f32[2, 4, 6, 6]", getitem_21: "f32[4]", getitem_22: "f32[4]", getitem_23: "f32[4]", getitem_24: "f32[4]", relu_4: "f32[2, 4, 6, 6]", convolution_5: "f32[2, 4, 6, 6]", getitem_26: "f32[4]", getitem_27: "f32[4]", getitem_28: "f32[4]", getitem_29: "f32[4]", relu_5: "f32[2, 4, 6, 6]", convolution_6: "f32[2, 4, 6, 6]", getitem_31: "f32[4]", getitem_32: "f32[4]", getitem_33: "f32[4]", getitem_34: "f32[4]", view: "f32[2, 4]", detach_7: "f32[2, 4, 6, 6]", tangents_1: "f32[2, 5]"):
        # File: /work/main/capture/fxcapture/models.py:137 in forward, code: return self.fc(x)
        t: "f32[4, 5]" = torch.ops.aten.t.default(primals_44);  primals_44 = None
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
        threshold_backward: "f32[2, 4, 6, 6]" = torch.ops.aten.threshold_backward.default(div, detach_7, 0);  div = detach_7 = None

        # File: /work/main/capture/fxcapture/models.py:121 in forward, code: out = self.b2(self.c2(out))
        native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(threshold_backward, convolution_6, primals_42, getitem_33, getitem_34, getitem_31, getitem_32, True, 1e-05, [True, True, True]);  convolution_6 = primals_42 = getitem_33 = getitem_34 = getitem_31 = getitem_32 = None
        getitem_35: "f32[2, 4, 6, 6]" = native_batch_norm_backward[0]
        getitem_36: "f32[4]" = native_batch_norm_backward[1]
        getitem_37: "f32[4]" = native_batch_norm_backward[2];  native_batch_norm_backward = None
        convolution_backward = torch.ops.aten.convolution_backward.default(getitem_35, relu_5, primals_38, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_35 = primals_38 = None
        getitem_38: "f32[2, 4, 6, 6]" = convolution_backward[0]
        getitem_39: "f32[4, 4, 3, 3]" = convolution_backward[1];  convolution_backward = None

        # File: /work/main/capture/fxcapture/models.py:120 in forward, code: out = F.relu(self.b1(self.c1(x)))
        detach_5: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(relu_5);  relu_5 = None
        detach_8: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(detach_5);  detach_5 = None
        threshold_backward_1: "f32[2, 4, 6, 6]" = torch.ops.aten.threshold_backward.default(getitem_38, detach_8, 0);  getitem_38 = detach_8 = None
        native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_1, convolution_5, primals_36, getitem_28, getitem_29, getitem_26, getitem_27, True, 1e-05, [True, True, True]);  threshold_backward_1 = convolution_5 = primals_36 = getitem_28 = getitem_29 = getitem_26 = getitem_27 = None
        getitem_41: "f32[2, 4, 6, 6]" = native_batch_norm_backward_1[0]
        getitem_42: "f32[4]" = native_batch_norm_backward_1[1]
        getitem_43: "f32[4]" = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
        convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_41, relu_4, primals_32, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_41 = primals_32 = None
        getitem_44: "f32[2, 4, 6, 6]" = convolution_backward_1[0]
        getitem_45: "f32[4, 4, 3, 3]" = convolution_backward_1[1];  convolution_backward_1 = None
        add_10: "f32[2, 4, 6, 6]" = torch.ops.aten.add.Tensor(threshold_backward, getitem_44);  threshold_backward = getitem_44 = None

        # File: /work/main/capture/fxcapture/models.py:122 in forward, code: return F.relu(out + x)
        detach_4: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(relu_4);  relu_4 = None
        detach_9: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(detach_4);  detach_4 = None
        threshold_backward_2: "f32[2, 4, 6, 6]" = torch.ops.aten.threshold_backward.default(add_10, detach_9, 0);  add_10 = detach_9 = None

        # File: /work/main/capture/fxcapture/models.py:121 in forward, code: out = self.b2(self.c2(out))
        native_batch_norm_backward_2 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_2, convolution_4, primals_30, getitem_23, getitem_24, getitem_21, getitem_22, True, 1e-05, [True, True, True]);  convolution_4 = primals_30 = getitem_23 = getitem_24 = getitem_21 = getitem_22 = None
        getitem_47: "f32[2, 4, 6, 6]" = native_batch_norm_backward_2[0]
        getitem_48: "f32[4]" = native_batch_norm_backward_2[1]
        getitem_49: "f32[4]" = native_batch_norm_backward_2[2];  native_batch_norm_backward_2 = None
        convolution_backward_2 = torch.ops.aten.convolution_backward.default(getitem_47, relu_3, primals_26, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_47 = primals_26 = None
        getitem_50: "f32[2, 4, 6, 6]" = convolution_backward_2[0]
        getitem_51: "f32[4, 4, 3, 3]" = convolution_backward_2[1];  convolution_backward_2 = None

        # File: /work/main/capture/fxcapture/models.py:120 in forward, code: out = F.relu(self.b1(self.c1(x)))
        detach_3: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(relu_3);  relu_3 = None
        detach_10: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(detach_3);  detach_3 = None
        threshold_backward_3: "f32[2, 4, 6, 6]" = torch.ops.aten.threshold_backward.default(getitem_50, detach_10, 0);  getitem_50 = detach_10 = None
        native_batch_norm_backward_3 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_3, convolution_3, primals_24, getitem_18, getitem_19, getitem_16, getitem_17, True, 1e-05, [True, True, True]);  threshold_backward_3 = convolution_3 = primals_24 = getitem_18 = getitem_19 = getitem_16 = getitem_17 = None
        getitem_53: "f32[2, 4, 6, 6]" = native_batch_norm_backward_3[0]
        getitem_54: "f32[4]" = native_batch_norm_backward_3[1]
        getitem_55: "f32[4]" = native_batch_norm_backward_3[2];  native_batch_norm_backward_3 = None
        convolution_backward_3 = torch.ops.aten.convolution_backward.default(getitem_53, relu_2, primals_20, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_53 = primals_20 = None
        getitem_56: "f32[2, 4, 6, 6]" = convolution_backward_3[0]
        getitem_57: "f32[4, 4, 3, 3]" = convolution_backward_3[1];  convolution_backward_3 = None
        add_11: "f32[2, 4, 6, 6]" = torch.ops.aten.add.Tensor(threshold_backward_2, getitem_56);  threshold_backward_2 = getitem_56 = None

        # File: /work/main/capture/fxcapture/models.py:122 in forward, code: return F.relu(out + x)
        detach_2: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(relu_2);  relu_2 = None
        detach_11: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        threshold_backward_4: "f32[2, 4, 6, 6]" = torch.ops.aten.threshold_backward.default(add_11, detach_11, 0);  add_11 = detach_11 = None

        # File: /work/main/capture/fxcapture/models.py:121 in forward, code: out = self.b2(self.c2(out))
        native_batch_norm_backward_4 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_4, convolution_2, primals_18, getitem_13, getitem_14, getitem_11, getitem_12, True, 1e-05, [True, True, True]);  convolution_2 = primals_18 = getitem_13 = getitem_14 = getitem_11 = getitem_12 = None
        getitem_59: "f32[2, 4, 6, 6]" = native_batch_norm_backward_4[0]
        getitem_60: "f32[4]" = native_batch_norm_backward_4[1]
        getitem_61: "f32[4]" = native_batch_norm_backward_4[2];  native_batch_norm_backward_4 = None
        convolution_backward_4 = torch.ops.aten.convolution_backward.default(getitem_59, relu_1, primals_14, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_59 = primals_14 = None
        getitem_62: "f32[2, 4, 6, 6]" = convolution_backward_4[0]
        getitem_63: "f32[4, 4, 3, 3]" = convolution_backward_4[1];  convolution_backward_4 = None

        # File: /work/main/capture/fxcapture/models.py:120 in forward, code: out = F.relu(self.b1(self.c1(x)))
        detach_1: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(relu_1);  relu_1 = None
        detach_12: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        threshold_backward_5: "f32[2, 4, 6, 6]" = torch.ops.aten.threshold_backward.default(getitem_62, detach_12, 0);  getitem_62 = detach_12 = None
        native_batch_norm_backward_5 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_5, convolution_1, primals_12, getitem_8, getitem_9, getitem_6, getitem_7, True, 1e-05, [True, True, True]);  threshold_backward_5 = convolution_1 = primals_12 = getitem_8 = getitem_9 = getitem_6 = getitem_7 = None
        getitem_65: "f32[2, 4, 6, 6]" = native_batch_norm_backward_5[0]
        getitem_66: "f32[4]" = native_batch_norm_backward_5[1]
        getitem_67: "f32[4]" = native_batch_norm_backward_5[2];  native_batch_norm_backward_5 = None
        convolution_backward_5 = torch.ops.aten.convolution_backward.default(getitem_65, relu, primals_8, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_65 = primals_8 = None
        getitem_68: "f32[2, 4, 6, 6]" = convolution_backward_5[0]
        getitem_69: "f32[4, 4, 3, 3]" = convolution_backward_5[1];  convolution_backward_5 = None
        add_12: "f32[2, 4, 6, 6]" = torch.ops.aten.add.Tensor(threshold_backward_4, getitem_68);  threshold_backward_4 = getitem_68 = None

        # File: /work/main/capture/fxcapture/models.py:134 in forward, code: x = F.relu(self.bn(self.stem(x)))
        detach: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(relu);  relu = None
        detach_13: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(detach);  detach = None
        threshold_backward_6: "f32[2, 4, 6, 6]" = torch.ops.aten.threshold_backward.default(add_12, detach_13, 0);  add_12 = detach_13 = None
        native_batch_norm_backward_6 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_6, convolution, primals_6, getitem_3, getitem_4, getitem_1, getitem_2, True, 1e-05, [True, True, True]);  threshold_backward_6 = convolution = primals_6 = getitem_3 = getitem_4 = getitem_1 = getitem_2 = None
        getitem_71: "f32[2, 4, 6, 6]" = native_batch_norm_backward_6[0]
        getitem_72: "f32[4]" = native_batch_norm_backward_6[1]
        getitem_73: "f32[4]" = native_batch_norm_backward_6[2];  native_batch_norm_backward_6 = None
        convolution_backward_6 = torch.ops.aten.convolution_backward.default(getitem_71, primals_2, primals_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]);  getitem_71 = primals_2 = primals_1 = None
        getitem_75: "f32[4, 3, 3, 3]" = convolution_backward_6[1];  convolution_backward_6 = None
        return (getitem_75, None, None, None, None, getitem_72, getitem_73, getitem_69, None, None, None, getitem_66, getitem_67, getitem_63, None, None, None, getitem_60, getitem_61, getitem_57, None, None, None, getitem_54, getitem_55, getitem_51, None, None, None, getitem_48, getitem_49, getitem_45, None, None, None, getitem_42, getitem_43, getitem_39, None, None, None, getitem_36, getitem_37, t_4, view_1)
