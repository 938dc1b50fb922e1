class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[24, 8]", primals_2: "i64[2, 6]", primals_3: "f32[8, 8]", view: "f32[12, 8]", tanh: "f32[2, 6, 8]", tangents_1: "f32[2, 6, 24]"):
        # File: /work/main/capture/fxcapture/models.py:162 in forward, code: return self.out(torch.tanh(self.proj(self.emb(ids))))
        view_3: "f32[12, 24]" = torch.ops.aten.view.default(tangents_1, [12, 24]);  tangents_1 = None
        t_2: "f32[24, 12]" = torch.ops.aten.t.default(view_3)
        view_2: "f32[12, 8]" = torch.ops.aten.view.default(tanh, [12, 8])
        mm_1: "f32[24, 8]" = torch.ops.aten.mm.default(t_2, view_2);  t_2 = view_2 = None
        t_3: "f32[8, 24]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        t_1: "f32[8, 24]" = torch.ops.aten.t.default(primals_1);  primals_1 = None
        t_4: "f32[24, 8]" = torch.ops.aten.t.default(t_1);  t_1 = None
        mm_2: "f32[12, 8]" = torch.ops.aten.mm.default(view_3, t_4);  view_3 = t_4 = None
        view_4: "f32[2, 6, 8]" = torch.ops.aten.view.default(mm_2, [2, 6, 8]);  mm_2 = None
        t_5: "f32[24, 8]" = torch.ops.aten.t.default(t_3);  t_3 = None
        detach: "f32[2, 6, 8]" = torch.ops.aten.detach.default(tanh);  tanh = None
        detach_1: "f32[2, 6, 8]" = torch.ops.aten.detach.default(detach);  detach = None
        tanh_backward: "f32[2, 6, 8]" = torch.ops.aten.tanh_backward.default(view_4, detach_1);  view_4 = detach_1 = None
        view_5: "f32[12, 8]" = torch.ops.aten.view.default(tanh_backward, [12, 8]);  tanh_backward = None
        t: "f32[8, 8]" = torch.ops.aten.t.default(primals_3);  primals_3 = None
        t_6: "f32[8, 8]" = torch.ops.aten.t.default(t);  t = None
        mm_3: "f32[12, 8]" = torch.ops.aten.mm.default(view_5, t_6);  t_6 = None
        t_7: "f32[8, 12]" = torch.ops.aten.t.default(view_5)
        mm_4: "f32[8, 8]" = torch.ops.aten.mm.default(t_7, view);  t_7 = view = None
        t_8: "f32[8, 8]" = torch.ops.aten.t.default(mm_4);  mm_4 = None
        sum_1: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(view_5, [0], True);  view_5 = None
        view_6: "f32[8]" = torch.ops.aten.view.default(sum_1, [8]);  sum_1 = None
        t_9: "f32[8, 8]" = torch.ops.aten.t.default(t_8);  t_8 = None
        view_7: "f32[2, 6, 8]" = torch.ops.aten.view.default(mm_3, [2, 6, 8]);  mm_3 = None
        embedding_dense_backward: "f32[24, 8]" = torch.ops.aten.embedding_dense_backward.default(view_7, primals_2, 24, -1, False);  view_7 = primals_2 = None
        add: "f32[24, 8]" = torch.ops.aten.add.Tensor(t_5, embedding_dense_backward);  t_5 = embedding_dense_backward = None
        return (add, None, t_9, view_6)
