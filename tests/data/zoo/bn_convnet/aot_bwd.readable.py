class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[6, 3, 3, 3]", primals_2: "f32[4, 3, 6, 6]", primals_6: "f32[6]", primals_8: "f32[6, 6, 3, 3]", primals_12: "f32[6]", primals_14: "f32[8, 6]", primals_19: "f32[8]", primals_21: "f32[4, 8]", convolution: "f32[4, 6, 6, 6]", getitem_1: "f32[6]", getitem_2: "f32[6]", getitem_3: "f32[6]", getitem_4: "f32[6]", relu: "f32[4, 6, 6, 6]", convolution_1: "f32[4, 6, 6, 6]", getitem_6: "f32[6]", getitem_7: "f32[6]", getitem_8: "f32[6]", getitem_9: "f32[6]", view: "f32[4, 6]", addmm: "f32[4, 8]", getitem_11: "f32[8]", getitem_12: "f32[8]", getitem_13: "f32[8]", getitem_14: "f32[8]", relu_2: "f32[4, 8]", detach_4: "f32[4, 6, 6, 6]", tangents_1: "f32[4, 4]"):
        # File: /work/main/capture/fxcapture/models_relate.py:29 in forward, code: return self.fc2(F.relu(self.b3(self.fc1(h))))
        t_1: "f32[8, 4]" = torch.ops.aten.t.default(primals_21);  primals_21 = None
        t_2: "f32[4, 8]" = torch.ops.aten.t.default(t_1);  t_1 = None
        mm: "f32[4, 8]" = torch.ops.aten.mm.default(tangents_1, t_2);  t_2 = None
        t_3: "f32[4, 4]" = torch.ops.aten.t.default(tangents_1)
        mm_1: "f32[4, 8]" = torch.ops.aten.mm.default(t_3, relu_2);  t_3 = None
        t_4: "f32[8, 4]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
        view_1: "f32[4]" = torch.ops.aten.view.default(sum_1, [4]);  sum_1 = None
        t_5: "f32[4, 8]" = torch.ops.aten.t.default(t_4);  t_4 = None
        detach_2: "f32[4, 8]" = torch.ops.aten.detach.default(relu_2);  relu_2 = None
        detach_3: "f32[4, 8]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        threshold_backward: "f32[4, 8]" = torch.ops.aten.threshold_backward.default(mm, detach_3, 0);  mm = detach_3 = None
        native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(threshold_backward, addmm, primals_19, getitem_13, getitem_14, getitem_11, getitem_12, True, 1e-05, [True, True, True]);  threshold_backward = addmm = primals_19 = getitem_13 = getitem_14 = getitem_11 = getitem_12 = None
        getitem_15: "f32[4, 8]" = native_batch_norm_backward[0]
        getitem_16: "f32[8]" = native_batch_norm_backward[1]
        getitem_17: "f32[8]" = native_batch_norm_backward[2];  native_batch_norm_backward = None
        t: "f32[6, 8]" = torch.ops.aten.t.default(primals_14);  primals_14 = None
        t_6: "f32[8, 6]" = torch.ops.aten.t.default(t);  t = None
        mm_2: "f32[4, 6]" = torch.ops.aten.mm.default(getitem_15, t_6);  t_6 = None
        t_7: "f32[8, 4]" = torch.ops.aten.t.default(getitem_15)
        mm_3: "f32[8, 6]" = torch.ops.aten.mm.default(t_7, view);  t_7 = view = None
        t_8: "f32[6, 8]" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_2: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(getitem_15, [0], True);  getitem_15 = None
        view_2: "f32[8]" = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
        t_9: "f32[8, 6]" = torch.ops.aten.t.default(t_8);  t_8 = None

        # File: /work/main/capture/fxcapture/models_relate.py:28 in forward, code: h = F.adaptive_avg_pool2d(h, 1).flatten(1)
        view_3: "f32[4, 6, 1, 1]" = torch.ops.aten.view.default(mm_2, [4, 6, 1, 1]);  mm_2 = None
        expand: "f32[4, 6, 6, 6]" = torch.ops.aten.expand.default(view_3, [4, 6, 6, 6]);  view_3 = None
        div: "f32[4, 6, 6, 6]" = torch.ops.aten.div.Scalar(expand, 36);  expand = None

        # File: /work/main/capture/fxcapture/models_relate.py:27 in forward, code: h = F.relu(self.b2(self.c2(h)) + h)
        threshold_backward_1: "f32[4, 6, 6, 6]" = torch.ops.aten.threshold_backward.default(div, detach_4, 0);  div = detach_4 = None
        native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_1, convolution_1, primals_12, getitem_8, getitem_9, getitem_6, getitem_7, True, 1e-05, [True, True, True]);  convolution_1 = primals_12 = getitem_8 = getitem_9 = getitem_6 = getitem_7 = None
        getitem_18: "f32[4, 6, 6, 6]" = native_batch_norm_backward_1[0]
        getitem_19: "f32[6]" = native_batch_norm_backward_1[1]
        getitem_20: "f32[6]" = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
        convolution_backward = torch.ops.aten.convolution_backward.default(getitem_18, relu, primals_8, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_18 = primals_8 = None
        getitem_21: "f32[4, 6, 6, 6]" = convolution_backward[0]
        getitem_22: "f32[6, 6, 3, 3]" = convolution_backward[1];  convolution_backward = None
        add_4: "f32[4, 6, 6, 6]" = torch.ops.aten.add.Tensor(threshold_backward_1, getitem_21);  threshold_backward_1 = getitem_21 = None

        # File: /work/main/capture/fxcapture/models_relate.py:26 in forward, code: h = F.relu(self.b1(self.c1(x)))
        detach: "f32[4, 6, 6, 6]" = torch.ops.aten.detach.default(relu);  relu = None
        detach_5: "f32[4, 6, 6, 6]" = torch.ops.aten.detach.default(detach);  detach = None
        threshold_backward_2: "f32[4, 6, 6, 6]" = torch.ops.aten.threshold_backward.default(add_4, detach_5, 0);  add_4 = detach_5 = None
        native_batch_norm_backward_2 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_2, convolution, primals_6, getitem_3, getitem_4, getitem_1, getitem_2, True, 1e-05, [True, True, True]);  threshold_backward_2 = convolution = primals_6 = getitem_3 = getitem_4 = getitem_1 = getitem_2 = None
        getitem_24: "f32[4, 6, 6, 6]" = native_batch_norm_backward_2[0]
        getitem_25: "f32[6]" = native_batch_norm_backward_2[1]
        getitem_26: "f32[6]" = native_batch_norm_backward_2[2];  native_batch_norm_backward_2 = None
        convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_24, primals_2, primals_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]);  getitem_24 = primals_2 = primals_1 = None
        getitem_28: "f32[6, 3, 3, 3]" = convolution_backward_1[1];  convolution_backward_1 = None
        return (getitem_28, None, None, None, None, getitem_25, getitem_26, getitem_22, None, None, None, getitem_19, getitem_20, t_9, view_2, None, None, None, getitem_16, getitem_17, t_5, view_1)
