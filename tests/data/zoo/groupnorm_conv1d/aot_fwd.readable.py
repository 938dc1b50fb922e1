class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[8, 4, 3]", primals_2: "f32[8]", primals_3: "f32[2, 4, 12]", primals_4: "f32[8]", primals_5: "f32[8]", primals_6: "f32[4, 8, 3]", primals_7: "f32[4]", primals_8: "f32[3, 24]", primals_9: "f32[3]"):
        # File: /work/main/capture/fxcapture/models.py:302 in forward, code: x = F.elu(self.gn(self.c1(x)))
        convolution: "f32[2, 8, 12]" = torch.ops.aten.convolution.default(primals_3, primals_1, primals_2, [1], [1], [1], False, [0], 1);  primals_2 = None
        native_group_norm = torch.ops.aten.native_group_norm.default(convolution, primals_4, primals_5, 2, 8, 12, 2, 1e-05);  primals_5 = None
        getitem: "f32[2, 8, 12]" = native_group_norm[0]
        getitem_1: "f32[2, 2]" = native_group_norm[1]
        getitem_2: "f32[2, 2]" = native_group_norm[2];  native_group_norm = None
        detach: "f32[2, 2]" = torch.ops.aten.detach.default(getitem_1);  getitem_1 = None
        detach_1: "f32[2, 2]" = torch.ops.aten.detach.default(getitem_2);  getitem_2 = None
        elu: "f32[2, 8, 12]" = torch.ops.aten.elu.default(getitem, 1.0)

        # File: /work/main/capture/fxcapture/models.py:303 in forward, code: x = F.avg_pool1d(self.c2(x), 2)
        convolution_1: "f32[2, 4, 12]" = torch.ops.aten.convolution.default(elu, primals_6, primals_7, [1], [1], [1], False, [0], 1);  primals_7 = None
        unsqueeze: "f32[2, 4, 1, 12]" = torch.ops.aten.unsqueeze.default(convolution_1, -2);  convolution_1 = None
        avg_pool2d: "f32[2, 4, 1, 6]" = torch.ops.aten.avg_pool2d.default(unsqueeze, [1, 2], [1, 2])
        squeeze: "f32[2, 4, 6]" = torch.ops.aten.squeeze.dim(avg_pool2d, -2);  avg_pool2d = None

        # File: /work/main/capture/fxcapture/models.py:304 in forward, code: return self.fc(x.flatten(1))
        view: "f32[2, 24]" = torch.ops.aten.view.default(squeeze, [2, 24]);  squeeze = None
        t: "f32[24, 3]" = torch.ops.aten.t.default(primals_8)
        addmm: "f32[2, 3]" = torch.ops.aten.addmm.default(primals_9, view, t);  primals_9 = t = None

        # File: /work/main/capture/fxcapture/models.py:302 in forward, code: x = F.elu(self.gn(self.c1(x)))
        detach_2: "f32[2, 2]" = torch.ops.aten.detach.default(detach);  detach = None
        detach_3: "f32[2, 2]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        return (addmm, primals_1, primals_3, primals_4, primals_6, primals_8, convolution, getitem, elu, unsqueeze, view, detach_2, detach_3)
