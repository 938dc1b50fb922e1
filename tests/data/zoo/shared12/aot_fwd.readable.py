class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[8, 6]", primals_2: "f32[8]", primals_3: "f32[4, 6]", primals_4: "f32[8, 8]", primals_5: "f32[8]", primals_6: "f32[8]", primals_7: "f32[8]", primals_8: "f32[3, 8]", primals_9: "f32[3]"):
        # File: /work/main/capture/fxcapture/models_relate.py:123 in forward, code: h = self.inp(x)
        t: "f32[6, 8]" = torch.ops.aten.t.default(primals_1);  primals_1 = None
        addmm: "f32[4, 8]" = torch.ops.aten.addmm.default(primals_2, primals_3, t);  primals_2 = t = None

        # File: /work/main/capture/fxcapture/models_relate.py:125 in forward, code: h = h + F.gelu(self.ln(self.layer(h)))
        t_1: "f32[8, 8]" = torch.ops.aten.t.default(primals_4)
        addmm_1: "f32[4, 8]" = torch.ops.aten.addmm.default(primals_5, addmm, t_1)
        native_layer_norm = torch.ops.aten.native_layer_norm.default(addmm_1, [8], primals_6, primals_7, 1e-05)
        getitem: "f32[4, 8]" = native_layer_norm[0]
        getitem_1: "f32[4, 1]" = native_layer_norm[1]
        getitem_2: "f32[4, 1]" = native_layer_norm[2];  native_layer_norm = None
        gelu: "f32[4, 8]" = torch.ops.aten.gelu.default(getitem)
        add: "f32[4, 8]" = torch.ops.aten.add.Tensor(addmm, gelu);  gelu = None
        addmm_2: "f32[4, 8]" = torch.ops.aten.addmm.default(primals_5, add, t_1)
        native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(addmm_2, [8], primals_6, primals_7, 1e-05)
        getitem_3: "f32[4, 8]" = native_layer_norm_1[0]
        getitem_4: "f32[4, 1]" = native_layer_norm_1[1]
        getitem_5: "f32[4, 1]" = native_layer_norm_1[2];  native_layer_norm_1 = None
        gelu_1: "f32[4, 8]" = torch.ops.aten.gelu.default(getitem_3)
        add_1: "f32[4, 8]" = torch.ops.aten.add.Tensor(add, gelu_1);  gelu_1 = None
        addmm_3: "f32[4, 8]" = torch.ops.aten.addmm.default(primals_5, add_1, t_1)
        native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(addmm_3, [8], primals_6, primals_7, 1e-05)
        getitem_6: "f32[4, 8]" = native_layer_norm_2[0]
        getitem_7: "f32[4, 1]" = native_layer_norm_2[1]
        getitem_8: "f32[4, 1]" = native_layer_norm_2[2];  native_layer_norm_2 = None
        gelu_2: "f32[4, 8]" = torch.ops.aten.gelu.default(getitem_6)
        add_2: "f32[4, 8]" = torch.ops.aten.add.Tensor(add_1, gelu_2);  gelu_2 = None
        addmm_4: "f32[4, 8]" = torch.ops.aten.addmm.default(primals_5, add_2, t_1)
        native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(addmm_4, [8], primals_6, primals_7, 1e-05)
        getitem_9: "f32[4, 8]" = native_layer_norm_3[0]
        getitem_10: "f32[4, 1]" = native_layer_norm_3[1]
        getitem_11: "f32[4, 1]" = native_layer_norm_3[2];  native_layer_norm_3 = None
        gelu_3: "f32[4, 8]" = torch.ops.aten.gelu.default(getitem_9)
        add_3: "f32[4, 8]" = torch.ops.aten.add.Tensor(add_2, gelu_3);  gelu_3 = None
        addmm_5: "f32[4, 8]" = torch.ops.aten.addmm.default(primals_5, add_3, t_1)
        native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(addmm_5, [8], primals_6, primals_7, 1e-05)
        getitem_12: "f32[4, 8]" = native_layer_norm_4[0]
        getitem_13: "f32[4, 1]" = native_layer_norm_4[1]
        getitem_14: "f32[4, 1]" = native_layer_norm_4[2];  native_layer_norm_4 = None
        gelu_4: "f32[4, 8]" = torch.ops.aten.gelu.default(getitem_12)
        add_4: "f32[4, 8]" = torch.ops.aten.add.Tensor(add_3, gelu_4);  gelu_4 = None
        addmm_6: "f32[4, 8]" = torch.ops.aten.addmm.default(primals_5, add_4, t_1)
        native_layer_norm_5 = torch.ops.aten.native_layer_norm.default(addmm_6, [8], primals_6, primals_7, 1e-05)
        getitem_15: "f32[4, 8]" = native_layer_norm_5[0]
        getitem_16: "f32[4, 1]" = native_layer_norm_5[1]
        getitem_17: "f32[4, 1]" = native_layer_norm_5[2];  native_layer_norm_5 = None
        gelu_5: "f32[4, 8]" = torch.ops.aten.gelu.default(getitem_15)
        add_5: "f32[4, 8]" = torch.ops.aten.add.Tensor(add_4, gelu_5);  gelu_5 = None
        addmm_7: "f32[4, 8]" = torch.ops.aten.addmm.default(primals_5, add_5, t_1)
        native_layer_norm_6 = torch.ops.aten.native_layer_norm.default(addmm_7, [8], primals_6, primals_7, 1e-05)
        getitem_18: "f32[4, 8]" = native_layer_norm_6[0]
        getitem_19: "f32[4, 1]" = native_layer_norm_6[1]
        getitem_20: "f32[4, 1]" = native_layer_norm_6[2];  native_layer_norm_6 = None
        gelu_6: "f32[4, 8]" = torch.ops.aten.gelu.default(getitem_18)
        add_6: "f32[4, 8]" = torch.ops.aten.add.Tensor(add_5, gelu_6);  gelu_6 = None
        addmm_8: "f32[4, 8]" = torch.ops.aten.addmm.default(primals_5, add_6, t_1)
        native_layer_norm_7 = torch.ops.aten.native_layer_norm.default(addmm_8, [8], primals_6, primals_7, 1e-05)
        getitem_21: "f32[4, 8]" = native_layer_norm_7[0]
        getitem_22: "f32[4, 1]" = native_layer_norm_7[1]
        getitem_23: "f32[4, 1]" = native_layer_norm_7[2];  native_layer_norm_7 = None
        gelu_7: "f32[4, 8]" = torch.ops.aten.gelu.default(getitem_21)
        add_7: "f32[4, 8]" = torch.ops.aten.add.Tensor(add_6, gelu_7);  gelu_7 = None
        addmm_9: "f32[4, 8]" = torch.ops.aten.addmm.default(primals_5, add_7, t_1)
        native_layer_norm_8 = torch.ops.aten.native_layer_norm.default(addmm_9, [8], primals_6, primals_7, 1e-05)
        getitem_24: "f32[4, 8]" = native_layer_norm_8[0]
        getitem_25: "f32[4, 1]" = native_layer_norm_8[1]
        getitem_26: "f32[4, 1]" = native_layer_norm_8[2];  native_layer_norm_8 = None
        gelu_8: "f32[4, 8]" = torch.ops.aten.gelu.default(getitem_24)
        add_8: "f32[4, 8]" = torch.ops.aten.add.Tensor(add_7, gelu_8);  gelu_8 = None
        addmm_10: "f32[4, 8]" = torch.ops.aten.addmm.default(primals_5, add_8, t_1)
        native_layer_norm_9 = torch.ops.aten.native_layer_norm.default(addmm_10, [8], primals_6, primals_7, 1e-05)
        getitem_27: "f32[4, 8]" = native_layer_norm_9[0]
        getitem_28: "f32[4, 1]" = native_layer_norm_9[1]
        getitem_29: "f32[4, 1]" = native_layer_norm_9[2];  native_layer_norm_9 = None
        gelu_9: "f32[4, 8]" = torch.ops.aten.gelu.default(getitem_27)
        add_9: "f32[4, 8]" = torch.ops.aten.add.Tensor(add_8, gelu_9);  gelu_9 = None
        addmm_11: "f32[4, 8]" = torch.ops.aten.addmm.default(primals_5, add_9, t_1)
        native_layer_norm_10 = torch.ops.aten.native_layer_norm.default(addmm_11, [8], primals_6, primals_7, 1e-05)
        getitem_30: "f32[4, 8]" = native_layer_norm_10[0]
        getitem_31: "f32[4, 1]" = native_layer_norm_10[1]
        getitem_32: "f32[4, 1]" = native_layer_norm_10[2];  native_layer_norm_10 = None
        gelu_10: "f32[4, 8]" = torch.ops.aten.gelu.default(getitem_30)
        add_10: "f32[4, 8]" = torch.ops.aten.add.Tensor(add_9, gelu_10);  gelu_10 = None
        addmm_12: "f32[4, 8]" = torch.ops.aten.addmm.default(primals_5, add_10, t_1);  primals_5 = t_1 = None
        native_layer_norm_11 = torch.ops.aten.native_layer_norm.default(addmm_12, [8], primals_6, primals_7, 1e-05)
        getitem_33: "f32[4, 8]" = native_layer_norm_11[0]
        getitem_34: "f32[4, 1]" = native_layer_norm_11[1]
        getitem_35: "f32[4, 1]" = native_layer_norm_11[2];  native_layer_norm_11 = None
        gelu_11: "f32[4, 8]" = torch.ops.aten.gelu.default(getitem_33)
        add_11: "f32[4, 8]" = torch.ops.aten.add.Tensor(add_10, gelu_11);  gelu_11 = None

        # File: /work/main/capture/fxcapture/models_relate.py:126 in forward, code: return self.head(h)
        t_13: "f32[8, 3]" = torch.ops.aten.t.default(primals_8)
        addmm_13: "f32[4, 3]" = torch.ops.aten.addmm.default(primals_9, add_11, t_13);  primals_9 = t_13 = None
        return (addmm_13, primals_3, primals_4, primals_6, primals_7, primals_8, addmm, addmm_1, getitem, getitem_1, getitem_2, add, addmm_2, getitem_3, getitem_4, getitem_5, add_1, addmm_3, getitem_6, getitem_7, getitem_8, add_2, addmm_4, getitem_9, getitem_10, getitem_11, add_3, addmm_5, getitem_12, getitem_13, getitem_14, add_4, addmm_6, getitem_15, getitem_16, getitem_17, add_5, addmm_7, getitem_18, getitem_19, getitem_20, add_6, addmm_8, getitem_21, getitem_22, getitem_23, add_7, addmm_9, getitem_24, getitem_25, getitem_26, add_8, addmm_10, getitem_27, getitem_28, getitem_29, add_9, addmm_11, getitem_30, getitem_31, getitem_32, add_10, addmm_12, getitem_33, getitem_34, getitem_35, add_11)
