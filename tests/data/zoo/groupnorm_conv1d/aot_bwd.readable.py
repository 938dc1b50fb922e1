class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[8, 4, 3]", primals_3: "f32[2, 4, 12]", primals_4: "f32[8]", primals_6: "f32[4, 8, 3]", primals_8: "f32[3, 24]", convolution: "f32[2, 8, 12]", getitem: "f32[2, 8, 12]", elu: "f32[2, 8, 12]", unsqueeze: "f32[2, 4, 1, 12]", view: "f32[2, 24]", detach_2: "f32[2, 2]", detach_3: "f32[2, 2]", tangents_1: "f32[2, 3]"):
        # File: /work/main/capture/fxcapture/models.py:304 in forward, code: return self.fc(x.flatten(1))
        t: "f32[24, 3]" = torch.ops.aten.t.default(primals_8);  primals_8 = None
        t_1: "f32[3, 24]" = torch.ops.aten.t.default(t);  t = None
        mm: "f32[2, 24]" = torch.ops.aten.mm.default(tangents_1, t_1);  t_1 = None
        t_2: "f32[3, 2]" = torch.ops.aten.t.default(tangents_1)
        mm_1: "f32[3, 24]" = torch.ops.aten.mm.default(t_2, view);  t_2 = view = None
        t_3: "f32[24, 3]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
        view_1: "f32[3]" = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
        t_4: "f32[3, 24]" = torch.ops.aten.t.default(t_3);  t_3 = None
        view_2: "f32[2, 4, 6]" = torch.ops.aten.view.default(mm, [2, 4, 6]);  mm = None

        # File: /work/main/capture/fxcapture/models.py:303 in forward, code: x = F.avg_pool1d(self.c2(x), 2)
        unsqueeze_1: "f32[2, 4, 1, 6]" = torch.ops.aten.unsqueeze.default(view_2, 2);  view_2 = None
        avg_pool2d_backward: "f32[2, 4, 1, 12]" = torch.ops.aten.avg_pool2d_backward.default(unsqueeze_1, unsqueeze, [1, 2], [1, 2], [0, 0], False, True, None);  unsqueeze_1 = unsqueeze = None
        squeeze_1: "f32[2, 4, 12]" = torch.ops.aten.squeeze.dim(avg_pool2d_backward, -2);  avg_pool2d_backward = None
        convolution_backward = torch.ops.aten.convolution_backward.default(squeeze_1, elu, primals_6, [4], [1], [1], [1], False, [0], 1, [True, True, True]);  squeeze_1 = elu = primals_6 = None
        getitem_3: "f32[2, 8, 12]" = convolution_backward[0]
        getitem_4: "f32[4, 8, 3]" = convolution_backward[1]
        getitem_5: "f32[4]" = convolution_backward[2];  convolution_backward = None

        # File: /work/main/capture/fxcapture/models.py:302 in forward, code: x = F.elu(self.gn(self.c1(x)))
        elu_backward: "f32[2, 8, 12]" = torch.ops.aten.elu_backward.default(getitem_3, 1.0, 1, 1, False, getitem);  getitem_3 = getitem = None
        native_group_norm_backward = torch.ops.aten.native_group_norm_backward.default(elu_backward, convolution, detach_2, detach_3, primals_4, 2, 8, 12, 2, [True, True, True]);  elu_backward = convolution = detach_2 = detach_3 = primals_4 = None
        getitem_6: "f32[2, 8, 12]" = native_group_norm_backward[0]
        getitem_7: "f32[8]" = native_group_norm_backward[1]
        getitem_8: "f32[8]" = native_group_norm_backward[2];  native_group_norm_backward = None
        convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_6, primals_3, primals_1, [8], [1], [1], [1], False, [0], 1, [False, True, True]);  getitem_6 = primals_3 = primals_1 = None
        getitem_10: "f32[8, 4, 3]" = convolution_backward_1[1]
        getitem_11: "f32[8]" = convolution_backward_1[2];  convolution_backward_1 = None
        return (getitem_10, getitem_11, None, getitem_7, getitem_8, getitem_4, getitem_5, t_4, view_1)
