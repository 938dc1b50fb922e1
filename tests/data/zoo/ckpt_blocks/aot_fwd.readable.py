class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 8]", primals_2: "f32[16, 8]", primals_3: "f32[16]", primals_4: "f32[8, 16]", primals_5: "f32[8]", primals_6: "f32[16, 8]", primals_7: "f32[16]", primals_8: "f32[8, 16]", primals_9: "f32[8]", primals_10: "f32[16, 8]", primals_11: "f32[16]", primals_12: "f32[8, 16]", primals_13: "f32[8]", primals_14: "f32[3, 8]", primals_15: "f32[3]"):
        # ac_graph_id: 4 - PREFER_RECOMPUTE File: /work/main/capture/fxcapture/models_relate.py:62 in forward, code: x = x + ckpt.checkpoint(b, x, use_reentrant=False)
        t: "f32[8, 16]" = torch.ops.aten.t.default(primals_2)
        addmm: "f32[4, 16]" = torch.ops.aten.addmm.default(primals_3, primals_1, t);  t = None
        tanh: "f32[4, 16]" = torch.ops.aten.tanh.default(addmm);  addmm = None
        t_1: "f32[16, 8]" = torch.ops.aten.t.default(primals_4)
        addmm_1: "f32[4, 8]" = torch.ops.aten.addmm.default(primals_5, tanh, t_1);  primals_5 = tanh = t_1 = None

        # File: /work/main/capture/fxcapture/models_relate.py:62 in forward, code: x = x + ckpt.checkpoint(b, x, use_reentrant=False)
        add: "f32[4, 8]" = torch.ops.aten.add.Tensor(primals_1, addmm_1);  addmm_1 = None

        # ac_graph_id: 5 - PREFER_RECOMPUTE File: /work/main/capture/fxcapture/models_relate.py:62 in forward, code: x = x + ckpt.checkpoint(b, x, use_reentrant=False)
        t_2: "f32[8, 16]" = torch.ops.aten.t.default(primals_6)
        addmm_2: "f32[4, 16]" = torch.ops.aten.addmm.default(primals_7, add, t_2);  t_2 = None
        tanh_1: "f32[4, 16]" = torch.ops.aten.tanh.default(addmm_2);  addmm_2 = None
        t_3: "f32[16, 8]" = torch.ops.aten.t.default(primals_8)
        addmm_3: "f32[4, 8]" = torch.ops.aten.addmm.default(primals_9, tanh_1, t_3);  primals_9 = tanh_1 = t_3 = None

        # File: /work/main/capture/fxcapture/models_relate.py:62 in forward, code: x = x + ckpt.checkpoint(b, x, use_reentrant=False)
        add_1: "f32[4, 8]" = torch.ops.aten.add.Tensor(add, addmm_3);  addmm_3 = None

        # ac_graph_id: 6 - PREFER_RECOMPUTE File: /work/main/capture/fxcapture/models_relate.py:62 in forward, code: x = x + ckpt.checkpoint(b, x, use_reentrant=False)
        t_4: "f32[8, 16]" = torch.ops.aten.t.default(primals_10)
        addmm_4: "f32[4, 16]" = torch.ops.aten.addmm.default(primals_11, add_1, t_4);  t_4 = None
        tanh_2: "f32[4, 16]" = torch.ops.aten.tanh.default(addmm_4);  addmm_4 = None
        t_5: "f32[16, 8]" = torch.ops.aten.t.default(primals_12)
        addmm_5: "f32[4, 8]" = torch.ops.aten.addmm.default(primals_13, tanh_2, t_5);  primals_13 = tanh_2 = t_5 = None

        # File: /work/main/capture/fxcapture/models_relate.py:62 in forward, code: x = x + ckpt.checkpoint(b, x, use_reentrant=False)
        add_2: "f32[4, 8]" = torch.ops.aten.add.Tensor(add_1, addmm_5);  addmm_5 = None

        # File: /work/main/capture/fxcapture/models_relate.py:63 in forward, code: return self.head(x)
        t_6: "f32[8, 3]" = torch.ops.aten.t.default(primals_14)
        addmm_6: "f32[4, 3]" = torch.ops.aten.addmm.default(primals_15, add_2, t_6);  primals_15 = t_6 = None
        return (addmm_6, primals_1, primals_2, primals_3, primals_4, primals_6, primals_7, primals_8, primals_10, primals_11, primals_12, primals_14, add, add_1, add_2)
