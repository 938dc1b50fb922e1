class GraphModule(torch.nn.Module):
    def forward(self, primals, tangents):
        primals_1: "f32[2, 5, 6]"; primals_2: "f32[6, 6]"; primals_3: "f32[6]"; primals_4: "f32[6, 6]"; primals_5: "f32[6]"; primals_6: "b8[5, 1]"; primals_7: "f32[3, 6]"; primals_8: "f32[3]"; tangents_1: "f32[2, 3]"; 

        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)
        # File: /work/main/capture/fxcapture/models.py:390 in forward, code: out = x.new_zeros(b, 2 * t, d)
        new_zeros: "f32[2, 10, 6]" = torch.ops.aten.new_zeros.default(primals_1, [2, 10, 6], pin_memory = False)

        # File: /work/main/capture/fxcapture/models.py:391 in forward, code: out[:, :t] = torch.tanh(self.a(x))
        view: "f32[10, 6]" = torch.ops.aten.view.default(primals_1, [10, 6])
        t: "f32[6, 6]" = torch.ops.aten.t.default(primals_2);  primals_2 = None
        addmm: "f32[10, 6]" = torch.ops.aten.addmm.default(primals_3, view, t);  primals_3 = t = None
        view_1: "f32[2, 5, 6]" = torch.ops.aten.view.default(addmm, [2, 5, 6]);  addmm = None
        tanh: "f32[2, 5, 6]" = torch.ops.aten.tanh.default(view_1);  view_1 = None
        detach: "f32[2, 5, 6]" = torch.ops.aten.detach.default(tanh)
        slice_1: "f32[2, 5, 6]" = torch.ops.aten.slice.Tensor(new_zeros, 1, 0, 5)
        copy: "f32[2, 5, 6]" = torch.ops.aten.copy.default(slice_1, tanh);  slice_1 = tanh = None
        slice_scatter: "f32[2, 10, 6]" = torch.ops.aten.slice_scatter.default(new_zeros, copy, 1, 0, 5);  new_zeros = copy = None

        # File: /work/main/capture/fxcapture/models.py:392 in forward, code: out[:, t:] = self.b(x)
        view_2: "f32[10, 6]" = torch.ops.aten.view.default(primals_1, [10, 6]);  primals_1 = None
        t_1: "f32[6, 6]" = torch.ops.aten.t.default(primals_4);  primals_4 = None
        addmm_1: "f32[10, 6]" = torch.ops.aten.addmm.default(primals_5, view_2, t_1);  primals_5 = t_1 = None
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
        t_2: "f32[6, 3]" = torch.ops.aten.t.default(primals_7);  primals_7 = None
        addmm_2: "f32[2, 3]" = torch.ops.aten.addmm.default(primals_8, add_2, t_2);  primals_8 = None
        t_3: "f32[3, 6]" = torch.ops.aten.t.default(t_2);  t_2 = None
        mm: "f32[2, 6]" = torch.ops.aten.mm.default(tangents_1, t_3);  t_3 = None
        t_4: "f32[3, 2]" = torch.ops.aten.t.default(tangents_1)
        mm_1: "f32[3, 6]" = torch.ops.aten.mm.default(t_4, add_2);  t_4 = add_2 = None
        t_5: "f32[6, 3]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
        view_4: "f32[3]" = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
        t_6: "f32[3, 6]" = torch.ops.aten.t.default(t_5);  t_5 = None
        detach_2: "f32[2, 6]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        view_5: "f32[2, 1, 6]" = torch.ops.aten.view.default(detach_2, [2, 1, 6]);  detach_2 = None
        eq: "b8[2, 10, 6]" = torch.ops.aten.eq.Tensor(view_5, select_scatter);  view_5 = select_scatter = None
        view_6: "f32[2, 1, 6]" = torch.ops.aten.view.default(mm, [2, 1, 6])
        sum_2: "i64[2, 1, 6]" = torch.ops.aten.sum.dim_IntList(eq, [1], True)
        div: "f32[2, 1, 6]" = torch.ops.aten.div.Tensor(view_6, sum_2);  view_6 = sum_2 = None
        mul_1: "f32[2, 10, 6]" = torch.ops.aten.mul.Tensor(div, eq);  div = eq = None
        unsqueeze: "f32[2, 6, 1]" = torch.ops.aten.unsqueeze.default(mm, 2);  mm = None
        expand: "f32[2, 6, 20]" = torch.ops.aten.expand.default(unsqueeze, [2, 6, 20]);  unsqueeze = None
        div_1: "f32[2, 6, 20]" = torch.ops.aten.div.Scalar(expand, 20);  expand = None

        # File: /work/main/capture/fxcapture/models.py:395 in forward, code: y = F.interpolate(out.transpose(1, 2), scale_factor=2, mode="nearest")
        new_zeros_1: "f32[2, 6, 10]" = torch.ops.aten.new_zeros.default(div_1, [2, 6, 10], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        _unsafe_index_put: "f32[2, 6, 10]" = torch.ops.aten._unsafe_index_put.default(new_zeros_1, [None, None, _to_copy], div_1, True);  new_zeros_1 = _to_copy = div_1 = None
        transpose_2: "f32[2, 10, 6]" = torch.ops.aten.transpose.int(_unsafe_index_put, 1, 2);  _unsafe_index_put = None
        add_3: "f32[2, 10, 6]" = torch.ops.aten.add.Tensor(mul_1, transpose_2);  mul_1 = transpose_2 = None

        # File: /work/main/capture/fxcapture/models.py:394 in forward, code: out[:, 0].add_(1.0)
        new_empty_strided: "f32[2, 10, 6]" = torch.ops.aten.new_empty_strided.default(add_3, [2, 10, 6], [60, 6, 1])
        copy_2: "f32[2, 10, 6]" = torch.ops.aten.copy.default(new_empty_strided, add_3);  new_empty_strided = add_3 = None
        select_5: "f32[2, 6]" = torch.ops.aten.select.int(copy_2, 1, 0)
        clone: "f32[2, 6]" = torch.ops.aten.clone.default(select_5, memory_format = torch.contiguous_format)
        copy_3: "f32[2, 6]" = torch.ops.aten.copy.default(select_5, clone);  select_5 = clone = None
        select_scatter_1: "f32[2, 10, 6]" = torch.ops.aten.select_scatter.default(copy_2, copy_3, 1, 0);  copy_2 = copy_3 = None

        # File: /work/main/capture/fxcapture/models.py:393 in forward, code: out[:, t:].masked_fill_(self.drop, 0.0)
        new_empty_strided_1: "f32[2, 10, 6]" = torch.ops.aten.new_empty_strided.default(select_scatter_1, [2, 10, 6], [60, 6, 1])
        copy_4: "f32[2, 10, 6]" = torch.ops.aten.copy.default(new_empty_strided_1, select_scatter_1);  new_empty_strided_1 = select_scatter_1 = None
        slice_13: "f32[2, 5, 6]" = torch.ops.aten.slice.Tensor(copy_4, 1, 5, 9223372036854775807)
        clone_1: "f32[2, 5, 6]" = torch.ops.aten.clone.default(slice_13, memory_format = torch.contiguous_format)
        masked_fill_1: "f32[2, 5, 6]" = torch.ops.aten.masked_fill.Scalar(clone_1, primals_6, 0);  clone_1 = primals_6 = None
        copy_5: "f32[2, 5, 6]" = torch.ops.aten.copy.default(slice_13, masked_fill_1);  slice_13 = masked_fill_1 = None
        slice_scatter_3: "f32[2, 10, 6]" = torch.ops.aten.slice_scatter.default(copy_4, copy_5, 1, 5, 9223372036854775807);  copy_4 = copy_5 = None

        # File: /work/main/capture/fxcapture/models.py:392 in forward, code: out[:, t:] = self.b(x)
        new_empty_strided_2: "f32[2, 10, 6]" = torch.ops.aten.new_empty_strided.default(slice_scatter_3, [2, 10, 6], [60, 6, 1])
        copy_6: "f32[2, 10, 6]" = torch.ops.aten.copy.default(new_empty_strided_2, slice_scatter_3);  new_empty_strided_2 = slice_scatter_3 = None
        slice_16: "f32[2, 5, 6]" = torch.ops.aten.slice.Tensor(copy_6, 1, 5, 9223372036854775807)
        clone_2: "f32[2, 5, 6]" = torch.ops.aten.clone.default(slice_16, memory_format = torch.contiguous_format)
        zeros_like: "f32[2, 5, 6]" = torch.ops.aten.zeros_like.default(clone_2, memory_format = torch.contiguous_format)
        copy_7: "f32[2, 5, 6]" = torch.ops.aten.copy.default(slice_16, zeros_like);  slice_16 = zeros_like = None
        slice_scatter_4: "f32[2, 10, 6]" = torch.ops.aten.slice_scatter.default(copy_6, copy_7, 1, 5, 9223372036854775807);  copy_6 = copy_7 = None
        view_7: "f32[10, 6]" = torch.ops.aten.view.default(clone_2, [10, 6]);  clone_2 = None
        t_7: "f32[6, 10]" = torch.ops.aten.t.default(view_7)
        mm_2: "f32[6, 6]" = torch.ops.aten.mm.default(t_7, view_2);  t_7 = view_2 = None
        t_8: "f32[6, 6]" = torch.ops.aten.t.default(mm_2);  mm_2 = None
        sum_3: "f32[1, 6]" = torch.ops.aten.sum.dim_IntList(view_7, [0], True);  view_7 = None
        view_8: "f32[6]" = torch.ops.aten.view.default(sum_3, [6]);  sum_3 = None
        t_9: "f32[6, 6]" = torch.ops.aten.t.default(t_8);  t_8 = None

        # File: /work/main/capture/fxcapture/models.py:391 in forward, code: out[:, :t] = torch.tanh(self.a(x))
        new_empty_strided_3: "f32[2, 10, 6]" = torch.ops.aten.new_empty_strided.default(slice_scatter_4, [2, 10, 6], [60, 6, 1])
        copy_8: "f32[2, 10, 6]" = torch.ops.aten.copy.default(new_empty_strided_3, slice_scatter_4);  new_empty_strided_3 = slice_scatter_4 = None
        slice_19: "f32[2, 5, 6]" = torch.ops.aten.slice.Tensor(copy_8, 1, 0, 5);  copy_8 = None
        clone_3: "f32[2, 5, 6]" = torch.ops.aten.clone.default(slice_19, memory_format = torch.contiguous_format);  slice_19 = None
        detach_3: "f32[2, 5, 6]" = torch.ops.aten.detach.default(detach);  detach = None
        tanh_backward: "f32[2, 5, 6]" = torch.ops.aten.tanh_backward.default(clone_3, detach_3);  clone_3 = detach_3 = None
        view_9: "f32[10, 6]" = torch.ops.aten.view.default(tanh_backward, [10, 6]);  tanh_backward = None
        t_10: "f32[6, 10]" = torch.ops.aten.t.default(view_9)
        mm_3: "f32[6, 6]" = torch.ops.aten.mm.default(t_10, view);  t_10 = view = None
        t_11: "f32[6, 6]" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_4: "f32[1, 6]" = torch.ops.aten.sum.dim_IntList(view_9, [0], True);  view_9 = None
        view_10: "f32[6]" = torch.ops.aten.view.default(sum_4, [6]);  sum_4 = None
        t_12: "f32[6, 6]" = torch.ops.aten.t.default(t_11);  t_11 = None
        return pytree.tree_unflatten([addmm_2, None, t_12, view_10, t_9, view_8, None, t_6, view_4], self._out_spec)
