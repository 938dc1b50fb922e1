class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[12, 12]", primals_2: "f32[12]", primals_3: "f32[4, 12]", primals_4: "f32[12, 12]", primals_5: "f32[12]", primals_6: "f32[12, 12]", primals_7: "f32[12]", primals_8: "f32[12, 12]", primals_9: "f32[12]", primals_10: "f32[12, 12]", primals_11: "f32[12]", primals_12: "f32[12, 12]", primals_13: "f32[12]", primals_14: "f32[12, 12]", primals_15: "f32[12]", primals_16: "f32[12, 12]", primals_17: "f32[12]", primals_18: "f32[4, 12]", primals_19: "f32[4]"):
        # File: /work/main/capture/fxcapture/models.py:86 in forward, code: x = torch.sigmoid(l(x))
        t: "f32[12, 12]" = torch.ops.aten.t.default(primals_1);  primals_1 = None
        addmm: "f32[4, 12]" = torch.ops.aten.addmm.default(primals_2, primals_3, t);  primals_2 = t = None
        sigmoid: "f32[4, 12]" = torch.ops.aten.sigmoid.default(addmm);  addmm = None
        t_1: "f32[12, 12]" = torch.ops.aten.t.default(primals_4)
        addmm_1: "f32[4, 12]" = torch.ops.aten.addmm.default(primals_5, sigmoid, t_1);  primals_5 = t_1 = None
        sigmoid_1: "f32[4, 12]" = torch.ops.aten.sigmoid.default(addmm_1);  addmm_1 = None
        t_2: "f32[12, 12]" = torch.ops.aten.t.default(primals_6)
        addmm_2: "f32[4, 12]" = torch.ops.aten.addmm.default(primals_7, sigmoid_1, t_2);  primals_7 = t_2 = None
        sigmoid_2: "f32[4, 12]" = torch.ops.aten.sigmoid.default(addmm_2);  addmm_2 = None
        t_3: "f32[12, 12]" = torch.ops.aten.t.default(primals_8)
        addmm_3: "f32[4, 12]" = torch.ops.aten.addmm.default(primals_9, sigmoid_2, t_3);  primals_9 = t_3 = None
        sigmoid_3: "f32[4, 12]" = torch.ops.aten.sigmoid.default(addmm_3);  addmm_3 = None
        t_4: "f32[12, 12]" = torch.ops.aten.t.default(primals_10)
        addmm_4: "f32[4, 12]" = torch.ops.aten.addmm.default(primals_11, sigmoid_3, t_4);  primals_11 = t_4 = None
        sigmoid_4: "f32[4, 12]" = torch.ops.aten.sigmoid.default(addmm_4);  addmm_4 = None
        t_5: "f32[12, 12]" = torch.ops.aten.t.default(primals_12)
        addmm_5: "f32[4, 12]" = torch.ops.aten.addmm.default(primals_13, sigmoid_4, t_5);  primals_13 = t_5 = None
        sigmoid_5: "f32[4, 12]" = torch.ops.aten.sigmoid.default(addmm_5);  addmm_5 = None
        t_6: "f32[12, 12]" = torch.ops.aten.t.default(primals_14)
        addmm_6: "f32[4, 12]" = torch.ops.aten.addmm.default(primals_15, sigmoid_5, t_6);  primals_15 = t_6 = None
        sigmoid_6: "f32[4, 12]" = torch.ops.aten.sigmoid.default(addmm_6);  addmm_6 = None
        t_7: "f32[12, 12]" = torch.ops.aten.t.default(primals_16)
        addmm_7: "f32[4, 12]" = torch.ops.aten.addmm.default(primals_17, sigmoid_6, t_7);  primals_17 = t_7 = None
        sigmoid_7: "f32[4, 12]" = torch.ops.aten.sigmoid.default(addmm_7);  addmm_7 = None

        # File: /work/main/capture/fxcapture/models.py:87 in forward, code: return self.head(x)
        t_8: "f32[12, 4]" = torch.ops.aten.t.default(primals_18)
        addmm_8: "f32[4, 4]" = torch.ops.aten.addmm.default(primals_19, sigmoid_7, t_8);  primals_19 = t_8 = None
        return (addmm_8, primals_3, primals_4, primals_6, primals_8, primals_10, primals_12, primals_14, primals_16, primals_18, sigmoid, sigmoid_1, sigmoid_2, sigmoid_3, sigmoid_4, sigmoid_5, sigmoid_6, sigmoid_7)
