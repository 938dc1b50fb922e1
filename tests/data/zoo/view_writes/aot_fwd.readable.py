class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[2, 5, 6]", primals_2: "f32[6, 6]", primals_3: "f32[6]", primals_4: "f32[6, 6]", primals_5: "f32[6]", primals_6: "b8[5, 1]", primals_7: "f32[3, 6]", primals_8: "f32[3]"):
        # File: /work/main/capture/fxcapture/models.py:390 in forward, code: out = x.new_zeros(b, 2 * t, d)
        new_zeros: "f32[2, 10, 6]" = torch.ops.aten.new_zeros.default(primals_1, [2, 10, 6], pin_memory = False)

        # File: /work/main/capture/fxcapture/models.py:391 in forward, code: out[:, :t] = torch.tanh(self.a(x))
        view: "f32[10, 6]" = torch.ops.aten.view.default(primals_1, [10, 6]);  primals_1 = None
        t: "f32[6, 6]" = torch.ops.aten.t.default(primals_2);  primals_2 = None
        addmm: "f32[10, 6]" = torch.ops.aten.addmm.default(primals_3, view, t);  primals_3 = t = None
        view_1: "f32[2, 5, 6]" = torch.ops.aten.view.default(addmm, [2, 5, 6]);  addmm = None
        tanh: "f32[2, 5, 6]" = torch.ops.aten.tanh.default(view_1);  view_1 = None
        detach: "f32[2, 5, 6]" = torch.ops.aten.detach.default(tanh)
        slice_1: "f32[2, 5, 6]" = torch.ops.aten.slice.Tensor(new_zeros, 1, 0, 5)
        copy: "f32[2, 5, 6]" = torch.ops.aten.copy.default(slice_1, tanh);  slice_1 = tanh = None
        slice_scatter: "f32[2, 10, 6]" = torch.ops.aten.slice_scatter.default(new_zeros, copy, 1, 0, 5);  new_zeros = copy = None

        # File: /work/main/capture/fxcapture/models.py:392 in forward, code: out[:, t:] = self.b(x)
        t_1: "f32[6, 6]" = torch.ops.aten.t.default(primals_4);  primals_4 = None
        addmm_1: "f32[10, 6]" = torch.ops.aten.addmm.default(primals_5, view, t_1);  primals_5 = t_1 = None
        view_3: "f32[2, 5, 6]" = torch.ops.aten.view.default(addmm_1, [2, 5, 6]);  addmm_1 = None
        slice_5: "f32[2, 5, 6]" = torch.ops.aten.slice.Tensor(slice_scatter, 1, 5, 9223372036854775807)
        copy_1: "f32[2, 5, 6]" = torch.ops.aten.copy.default(slice_5, view_3);  slice_5 = view_3 = None
        slice_scatter_1: "f32[2, 10, 6]" = torch.ops.aten.slice_scatter.default(slice_scatter, copy_1, 1, 5, 9223372036854775807);  slice_scatter = copy_1 = None

        # File: /work/main/capture/fxcapture/models.py:393 in forward, code: out[:, t:].masked_fill_(self.drop, 0.0)
        slice_9: "f32[2, 5, 6]" = torch.ops.aten.slice.Tensor(slice_scatter_1, 1, 5, 9223372036854775807)
        masked_fill: "f32[2, 5, 6]" = torch.ops.aten.masked_fill.Scalar(slice_9, primals_6, 0.0);  slice_9 = None
        slice_scatter_2: "f32[2, 10, 6]" = torch.ops.aten.slice_scatter.default(slice_scatter_1, masked_fill, 1, 5, 9223372036854775807);  slice_scatter_1 = masked_fill = None

        # File: /work/main/capture/fxcapture/models.py:394 in forward, code: out[:, 0].add_(1.0)
        select_1: "f32[2, 6]" = torch.ops.aten.select.int(slice_scatter_2, 1, 0)
        add: "f32[2, 6]" = torch.ops.aten.add.Tensor(select_1, 1.0);  select_1 = None
        select_scatter: "f32[2, 10, 6]" = torch.ops.aten.select_scatter.default(slice_scatter_2, add, 1, 0);  slice_scatter_2 = add = None

        # File: /work/main/capture/fxcapture/models.py:395 in forward, code: y = F.interpolate(out.transpose(1, 2), scale_factor=2, mode="nearest")
        arange: "f32[20]" = torch.ops.aten.arange.default(20, dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
        add_1: "f32[20]" = torch.ops.aten.add.Tensor(arange, 0.0);  arange = None
        mul: "f32[20]" = torch.ops.aten.mul.Tensor(add_1, 0.5);  add_1 = None
        _to_copy: "i64[20]" = torch.ops.aten._to_copy.default(mul, dtype = torch.int64);  mul = None
        transpose_1: "f32[2, 6, 10]" = torch.ops.aten.transpose.int(select_scatter, 1, 2)
        _unsafe_index: "f32[2, 6, 20]" = torch.ops.aten._unsafe_index.Tensor(transpose_1, [None, None, _to_copy]);  transpose_1 = None

        # File: /work/main/capture/fxcapture/models.py:396 in forward, code: return self.fc(y.mean(2) + out.amax(1))
        mean: "f32[2, 6]" = torch.ops.aten.mean.dim(_unsafe_index, [2]);  _unsafe_index = None
        amax: "f32[2, 6]" = torch.ops.aten.amax.default(select_scatter, [1])
        detach_1: "f32[2, 6]" = torch.ops.aten.detach.default(amax)
        add_2: "f32[2, 6]" = torch.ops.aten.add.Tensor(mean, amax);  mean = amax = None
        t_2: "f32[6, 3]" = torch.ops.aten.t.default(primals_7)
        addmm_2: "f32[2, 3]" = torch.ops.aten.addmm.default(primals_8, add_2, t_2);  primals_8 = t_2 = None
        detach_2: "f32[2, 6]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        view_5: "f32[2, 1, 6]" = torch.ops.aten.view.default(detach_2, [2, 1, 6]);  detach_2 = None
        eq: "b8[2, 10, 6]" = torch.ops.aten.eq.Tensor(view_5, select_scatter);  view_5 = select_scatter = None

        # File: /work/main/capture/fxcapture/models.py:391 in forward, code: out[:, :t] = torch.tanh(self.a(x))
        detach_3: "f32[2, 5, 6]" = torch.ops.aten.detach.default(detach);  detach = None
        return (addmm_2, primals_6, primals_7, view, _to_copy, add_2, eq, detach_3)
