class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 3, 3, 3]", primals_3: "f32[4, 3, 8, 8]", primals_7: "f32[4]", primals_9: "f32[6, 4, 3, 3]", primals_14: "f32[6]", primals_16: "f32[5, 24]", convolution: "f32[4, 4, 8, 8]", getitem_1: "f32[4]", getitem_2: "f32[4]", getitem_3: "f32[4]", getitem_4: "f32[4]", relu: "f32[4, 4, 8, 8]", getitem_5: "f32[4, 4, 4, 4]", getitem_6: "i64[4, 4, 4, 4]", convolution_1: "f32[4, 6, 4, 4]", getitem_8: "f32[6]", getitem_9: "f32[6]", getitem_10: "f32[6]", getitem_11: "f32[6]", relu_1: "f32[4, 6, 4, 4]", getitem_13: "i64[4, 6, 2, 2]", view: "f32[4, 24]", tangents_1: "f32[4, 5]"):
        # File: /work/main/capture/fxcapture/models.py:102 in forward, code: return self.fc(torch.flatten(x, 1))
        t: "f32[24, 5]" = torch.ops.aten.t.default(primals_16);  primals_16 = None
        t_1: "f32[5, 24]" = torch.ops.aten.t.default(t);  t = None
        mm: "f32[4, 24]" = torch.ops.aten.mm.default(tangents_1, t_1);  t_1 = None
        t_2: "f32[5, 4]" = torch.ops.aten.t.default(tangents_1)
        mm_1: "f32[5, 24]" = torch.ops.aten.mm.default(t_2, view);  t_2 = view = None
        t_3: "f32[24, 5]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 5]" = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
        view_1: "f32[5]" = torch.ops.aten.view.default(sum_1, [5]);  sum_1 = None
        t_4: "f32[5, 24]" = torch.ops.aten.t.default(t_3);  t_3 = None
        view_2: "f32[4, 6, 2, 2]" = torch.ops.aten.view.default(mm, [4, 6, 2, 2]);  mm = None

        # File: /work/main/capture/fxcapture/models.py:101 in forward, code: x = F.max_pool2d(F.relu(self.b2(self.c2(x))), 2)
        max_pool2d_with_indices_backward: "f32[4, 6, 4, 4]" = torch.ops.aten.max_pool2d_with_indices_backward.default(view_2, relu_1, [2, 2], [], [0, 0], [1, 1], False, getitem_13);  view_2 = getitem_13 = None
        detach_1: "f32[4, 6, 4, 4]" = torch.ops.aten.detach.default(relu_1);  relu_1 = None
        detach_2: "f32[4, 6, 4, 4]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        threshold_backward: "f32[4, 6, 4, 4]" = torch.ops.aten.threshold_backward.default(max_pool2d_with_indices_backward, detach_2, 0);  max_pool2d_with_indices_backward = detach_2 = None
        native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(threshold_backward, convolution_1, primals_14, getitem_10, getitem_11, getitem_8, getitem_9, True, 1e-05, [True, True, True]);  threshold_backward = convolution_1 = primals_14 = getitem_10 = getitem_11 = getitem_8 = getitem_9 = None
        getitem_14: "f32[4, 6, 4, 4]" = native_batch_norm_backward[0]
        getitem_15: "f32[6]" = native_batch_norm_backward[1]
        getitem_16: "f32[6]" = native_batch_norm_backward[2];  native_batch_norm_backward = None
        convolution_backward = torch.ops.aten.convolution_backward.default(getitem_14, getitem_5, primals_9, [6], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem_14 = getitem_5 = primals_9 = None
        getitem_17: "f32[4, 4, 4, 4]" = convolution_backward[0]
        getitem_18: "f32[6, 4, 3, 3]" = convolution_backward[1]
        getitem_19: "f32[6]" = convolution_backward[2];  convolution_backward = None

        # File: /work/main/capture/fxcapture/models.py:100 in forward, code: x = F.max_pool2d(F.relu(self.b1(self.c1(x))), 2)
        max_pool2d_with_indices_backward_1: "f32[4, 4, 8, 8]" = torch.ops.aten.max_pool2d_with_indices_backward.default(getitem_17, relu, [2, 2], [], [0, 0], [1, 1], False, getitem_6);  getitem_17 = getitem_6 = None
        detach: "f32[4, 4, 8, 8]" = torch.ops.aten.detach.default(relu);  relu = None
        detach_3: "f32[4, 4, 8, 8]" = torch.ops.aten.detach.default(detach);  detach = None
        threshold_backward_1: "f32[4, 4, 8, 8]" = torch.ops.aten.threshold_backward.default(max_pool2d_with_indices_backward_1, detach_3, 0);  max_pool2d_with_indices_backward_1 = detach_3 = None
        native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_1, convolution, primals_7, getitem_3, getitem_4, getitem_1, getitem_2, True, 1e-05, [True, True, True]);  threshold_backward_1 = convolution = primals_7 = getitem_3 = getitem_4 = getitem_1 = getitem_2 = None
        getitem_20: "f32[4, 4, 8, 8]" = native_batch_norm_backward_1[0]
        getitem_21: "f32[4]" = native_batch_norm_backward_1[1]
        getitem_22: "f32[4]" = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
        convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_20, primals_3, primals_1, [4], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, True]);  getitem_20 = primals_3 = primals_1 = None
        getitem_24: "f32[4, 3, 3, 3]" = convolution_backward_1[1]
        getitem_25: "f32[4]" = convolution_backward_1[2];  convolution_backward_1 = None
        return (getitem_24, getitem_25, None, None, None, None, getitem_21, getitem_22, getitem_18, getitem_19, None, None, None, getitem_15, getitem_16, t_4, view_1)
