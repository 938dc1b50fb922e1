class GraphModule(torch.nn.Module):
    def forward(self, primals, tangents):
        primals_1: "f32[2, 6, 6, 4]"; primals_2: "f32[8, 4]"; primals_3: "f32[8]"; primals_4: "f32[24, 8]"; primals_5: "f32[24]"; primals_6: "f32[8, 8]"; primals_7: "f32[8]"; primals_8: "f32[3, 8]"; primals_9: "f32[3]"; tangents_1: "f32[2, 3]"; 

        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)
        # File: /work/main/capture/fxcapture/models.py:353 in forward, code: y = torch.roll(self.inp(x), shifts=(-sh, -sh), dims=(1, 2))
        view: "f32[72, 4]" = torch.ops.aten.view.default(primals_1, [72, 4]);  primals_1 = None
        t: "f32[4, 8]" = torch.ops.aten.t.default(primals_2);  primals_2 = None
        addmm: "f32[72, 8]" = torch.ops.aten.addmm.default(primals_3, view, t);  primals_3 = t = None
        view_1: "f32[2, 6, 6, 8]" = torch.ops.aten.view.default(addmm, [2, 6, 6, 8]);  addmm = None
        roll: "f32[2, 6, 6, 8]" = torch.ops.aten.roll.default(view_1, [-1, -1], [1, 2]);  view_1 = None

        # File: /work/main/capture/fxcapture/models.py:355 in forward, code: y = y.view(b, h // ws, ws, w // ws, ws, d).permute(0, 1, 3, 2, 4, 5).reshape(-1, ws * ws, d)
        view_2: "f32[2, 2, 3, 2, 3, 8]" = torch.ops.aten.view.default(roll, [2, 2, 3, 2, 3, 8]);  roll = None
        permute: "f32[2, 2, 2, 3, 3, 8]" = torch.ops.aten.permute.default(view_2, [0, 1, 3, 2, 4, 5]);  view_2 = None
        clone: "f32[2, 2, 2, 3, 3, 8]" = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format);  permute = None
        _unsafe_view: "f32[8, 9, 8]" = torch.ops.aten._unsafe_view.default(clone, [8, 9, 8]);  clone = None

        # File: /work/main/capture/fxcapture/models.py:359 in forward, code: ones = torch.ones(1, h, w, 1)
        ones: "f32[1, 6, 6, 1]" = torch.ops.aten.ones.default([1, 6, 6, 1], device = device(type='cpu'), pin_memory = False)

        # File: /work/main/capture/fxcapture/models.py:361 in <listcomp>, code: img = torch.cat([torch.cat([ones[:, hs, wsl, :] * float(3 * i + j) for j, wsl in enumerate(bounds)], 2)
        slice_1: "f32[1, 3, 6, 1]" = torch.ops.aten.slice.Tensor(ones, 1, 0, -3)
        slice_2: "f32[1, 3, 3, 1]" = torch.ops.aten.slice.Tensor(slice_1, 2, 0, -3);  slice_1 = None
        mul: "f32[1, 3, 3, 1]" = torch.ops.aten.mul.Tensor(slice_2, 0.0);  slice_2 = None
        slice_3: "f32[1, 3, 6, 1]" = torch.ops.aten.slice.Tensor(ones, 1, 0, -3)
        slice_4: "f32[1, 3, 2, 1]" = torch.ops.aten.slice.Tensor(slice_3, 2, -3, -1);  slice_3 = None
        mul_1: "f32[1, 3, 2, 1]" = torch.ops.aten.mul.Tensor(slice_4, 1.0);  slice_4 = None
        slice_5: "f32[1, 3, 6, 1]" = torch.ops.aten.slice.Tensor(ones, 1, 0, -3)
        slice_6: "f32[1, 3, 1, 1]" = torch.ops.aten.slice.Tensor(slice_5, 2, -1, 9223372036854775807);  slice_5 = None
        mul_2: "f32[1, 3, 1, 1]" = torch.ops.aten.mul.Tensor(slice_6, 2.0);  slice_6 = None
        cat: "f32[1, 3, 6, 1]" = torch.ops.aten.cat.default([mul, mul_1, mul_2], 2);  mul = mul_1 = mul_2 = None
        slice_7: "f32[1, 2, 6, 1]" = torch.ops.aten.slice.Tensor(ones, 1, -3, -1)
        slice_8: "f32[1, 2, 3, 1]" = torch.ops.aten.slice.Tensor(slice_7, 2, 0, -3);  slice_7 = None
        mul_3: "f32[1, 2, 3, 1]" = torch.ops.aten.mul.Tensor(slice_8, 3.0);  slice_8 = None
        slice_9: "f32[1, 2, 6, 1]" = torch.ops.aten.slice.Tensor(ones, 1, -3, -1)
        slice_10: "f32[1, 2, 2, 1]" = torch.ops.aten.slice.Tensor(slice_9, 2, -3, -1);  slice_9 = None
        mul_4: "f32[1, 2, 2, 1]" = torch.ops.aten.mul.Tensor(slice_10, 4.0);  slice_10 = None
        slice_11: "f32[1, 2, 6, 1]" = torch.ops.aten.slice.Tensor(ones, 1, -3, -1)
        slice_12: "f32[1, 2, 1, 1]" = torch.ops.aten.slice.Tensor(slice_11, 2, -1, 9223372036854775807);  slice_11 = None
        mul_5: "f32[1, 2, 1, 1]" = torch.ops.aten.mul.Tensor(slice_12, 5.0);  slice_12 = None
        cat_1: "f32[1, 2, 6, 1]" = torch.ops.aten.cat.default([mul_3, mul_4, mul_5], 2);  mul_3 = mul_4 = mul_5 = None
        slice_13: "f32[1, 1, 6, 1]" = torch.ops.aten.slice.Tensor(ones, 1, -1, 9223372036854775807)
        slice_14: "f32[1, 1, 3, 1]" = torch.ops.aten.slice.Tensor(slice_13, 2, 0, -3);  slice_13 = None
        mul_6: "f32[1, 1, 3, 1]" = torch.ops.aten.mul.Tensor(slice_14, 6.0);  slice_14 = None
        slice_15: "f32[1, 1, 6, 1]" = torch.ops.aten.slice.Tensor(ones, 1, -1, 9223372036854775807)
        slice_16: "f32[1, 1, 2, 1]" = torch.ops.aten.slice.Tensor(slice_15, 2, -3, -1);  slice_15 = None
        mul_7: "f32[1, 1, 2, 1]" = torch.ops.aten.mul.Tensor(slice_16, 7.0);  slice_16 = None
        slice_17: "f32[1, 1, 6, 1]" = torch.ops.aten.slice.Tensor(ones, 1, -1, 9223372036854775807);  ones = None
        slice_18: "f32[1, 1, 1, 1]" = torch.ops.aten.slice.Tensor(slice_17, 2, -1, 9223372036854775807);  slice_17 = None
        mul_8: "f32[1, 1, 1, 1]" = torch.ops.aten.mul.Tensor(slice_18, 8.0);  slice_18 = None
        cat_2: "f32[1, 1, 6, 1]" = torch.ops.aten.cat.default([mul_6, mul_7, mul_8], 2);  mul_6 = mul_7 = mul_8 = None

        # File: /work/main/capture/fxcapture/models.py:361 in forward, code: img = torch.cat([torch.cat([ones[:, hs, wsl, :] * float(3 * i + j) for j, wsl in enumerate(bounds)], 2)
        cat_3: "f32[1, 6, 6, 1]" = torch.ops.aten.cat.default([cat, cat_1, cat_2], 1);  cat = cat_1 = cat_2 = None

        # File: /work/main/capture/fxcapture/models.py:363 in forward, code: mw = img.view(1, h // ws, ws, w // ws, ws, 1).permute(0, 1, 3, 2, 4, 5).reshape(-1, ws * ws)
        view_3: "f32[1, 2, 3, 2, 3, 1]" = torch.ops.aten.view.default(cat_3, [1, 2, 3, 2, 3, 1]);  cat_3 = None
        permute_1: "f32[1, 2, 2, 3, 3, 1]" = torch.ops.aten.permute.default(view_3, [0, 1, 3, 2, 4, 5]);  view_3 = None
        clone_1: "f32[1, 2, 2, 3, 3, 1]" = torch.ops.aten.clone.default(permute_1, memory_format = torch.contiguous_format);  permute_1 = None
        _unsafe_view_1: "f32[4, 9]" = torch.ops.aten._unsafe_view.default(clone_1, [4, 9]);  clone_1 = None

        # File: /work/main/capture/fxcapture/models.py:364 in forward, code: m = mw.unsqueeze(1) - mw.unsqueeze(2)
        unsqueeze: "f32[4, 1, 9]" = torch.ops.aten.unsqueeze.default(_unsafe_view_1, 1)
        unsqueeze_1: "f32[4, 9, 1]" = torch.ops.aten.unsqueeze.default(_unsafe_view_1, 2);  _unsafe_view_1 = None
        sub: "f32[4, 9, 9]" = torch.ops.aten.sub.Tensor(unsqueeze, unsqueeze_1);  unsqueeze = unsqueeze_1 = None

        # File: /work/main/capture/fxcapture/models.py:365 in forward, code: m = m.masked_fill(m != 0, -100.0)
        ne: "b8[4, 9, 9]" = torch.ops.aten.ne.Scalar(sub, 0)
        masked_fill: "f32[4, 9, 9]" = torch.ops.aten.masked_fill.Scalar(sub, ne, -100.0);  sub = ne = None

        # File: /work/main/capture/fxcapture/models.py:366 in forward, code: q, k, v = self.qkv(y).chunk(3, -1)
        view_4: "f32[72, 8]" = torch.ops.aten.view.default(_unsafe_view, [72, 8]);  _unsafe_view = None
        t_1: "f32[8, 24]" = torch.ops.aten.t.default(primals_4);  primals_4 = None
        addmm_1: "f32[72, 24]" = torch.ops.aten.addmm.default(primals_5, view_4, t_1);  primals_5 = None
        view_5: "f32[8, 9, 24]" = torch.ops.aten.view.default(addmm_1, [8, 9, 24]);  addmm_1 = None
        split = torch.ops.aten.split.Tensor(view_5, 8, -1);  view_5 = None
        getitem: "f32[8, 9, 8]" = split[0]
        getitem_1: "f32[8, 9, 8]" = split[1]
        getitem_2: "f32[8, 9, 8]" = split[2];  split = None

        # File: /work/main/capture/fxcapture/models.py:367 in forward, code: att = (q @ k.transpose(-2, -1)) / d ** 0.5
        transpose: "f32[8, 8, 9]" = torch.ops.aten.transpose.int(getitem_1, -2, -1);  getitem_1 = None
        expand: "f32[8, 9, 8]" = torch.ops.aten.expand.default(getitem, [8, 9, 8]);  getitem = None
        view_6: "f32[8, 9, 8]" = torch.ops.aten.view.default(expand, [8, 9, 8]);  expand = None
        expand_1: "f32[8, 8, 9]" = torch.ops.aten.expand.default(transpose, [8, 8, 9]);  transpose = None
        view_7: "f32[8, 8, 9]" = torch.ops.aten.view.default(expand_1, [8, 8, 9]);  expand_1 = None
        bmm: "f32[8, 9, 9]" = torch.ops.aten.bmm.default(view_6, view_7)
        view_8: "f32[8, 9, 9]" = torch.ops.aten.view.default(bmm, [8, 9, 9]);  bmm = None
        div: "f32[8, 9, 9]" = torch.ops.aten.div.Tensor(view_8, 2.8284271247461903);  view_8 = None

        # File: /work/main/capture/fxcapture/models.py:368 in forward, code: att = (att.view(b, -1, ws * ws, ws * ws) + m.unsqueeze(0)).view(-1, ws * ws, ws * ws)
        view_9: "f32[2, 4, 9, 9]" = torch.ops.aten.view.default(div, [2, -1, 9, 9]);  div = None
        unsqueeze_2: "f32[1, 4, 9, 9]" = torch.ops.aten.unsqueeze.default(masked_fill, 0);  masked_fill = None
        add: "f32[2, 4, 9, 9]" = torch.ops.aten.add.Tensor(view_9, unsqueeze_2);  view_9 = unsqueeze_2 = None
        view_10: "f32[8, 9, 9]" = torch.ops.aten.view.default(add, [-1, 9, 9]);  add = None

        # File: /work/main/capture/fxcapture/models.py:369 in forward, code: y = self.out(att.softmax(-1) @ v)
        _softmax: "f32[8, 9, 9]" = torch.ops.aten._softmax.default(view_10, -1, False);  view_10 = None
        detach: "f32[8, 9, 9]" = torch.ops.aten.detach.default(_softmax)
        expand_2: "f32[8, 9, 9]" = torch.ops.aten.expand.default(_softmax, [8, 9, 9]);  _softmax = None
        view_11: "f32[8, 9, 9]" = torch.ops.aten.view.default(expand_2, [8, 9, 9]);  expand_2 = None
        expand_3: "f32[8, 9, 8]" = torch.ops.aten.expand.default(getitem_2, [8, 9, 8]);  getitem_2 = None
        view_12: "f32[8, 9, 8]" = torch.ops.aten.view.default(expand_3, [8, 9, 8]);  expand_3 = None
        bmm_1: "f32[8, 9, 8]" = torch.ops.aten.bmm.default(view_11, view_12)
        view_13: "f32[8, 9, 8]" = torch.ops.aten.view.default(bmm_1, [8, 9, 8]);  bmm_1 = None
        view_14: "f32[72, 8]" = torch.ops.aten.view.default(view_13, [72, 8]);  view_13 = None
        t_2: "f32[8, 8]" = torch.ops.aten.t.default(primals_6);  primals_6 = None
        addmm_2: "f32[72, 8]" = torch.ops.aten.addmm.default(primals_7, view_14, t_2);  primals_7 = None
        view_15: "f32[8, 9, 8]" = torch.ops.aten.view.default(addmm_2, [8, 9, 8]);  addmm_2 = None

        # File: /work/main/capture/fxcapture/models.py:370 in forward, code: y = y.view(b, h // ws, w // ws, ws, ws, d).permute(0, 1, 3, 2, 4, 5).reshape(b, h, w, d)
        view_16: "f32[2, 2, 2, 3, 3, 8]" = torch.ops.aten.view.default(view_15, [2, 2, 2, 3, 3, 8]);  view_15 = None
        permute_2: "f32[2, 2, 3, 2, 3, 8]" = torch.ops.aten.permute.default(view_16, [0, 1, 3, 2, 4, 5]);  view_16 = None
        clone_2: "f32[2, 2, 3, 2, 3, 8]" = torch.ops.aten.clone.default(permute_2, memory_format = torch.contiguous_format);  permute_2 = None
        _unsafe_view_2: "f32[2, 6, 6, 8]" = torch.ops.aten._unsafe_view.default(clone_2, [2, 6, 6, 8]);  clone_2 = None

        # File: /work/main/capture/fxcapture/models.py:371 in forward, code: y = torch.roll(y, shifts=(sh, sh), dims=(1, 2))
        roll_1: "f32[2, 6, 6, 8]" = torch.ops.aten.roll.default(_unsafe_view_2, [1, 1], [1, 2]);  _unsafe_view_2 = None

        # File: /work/main/capture/fxcapture/models.py:372 in <listcomp>, code: parts = [y[:, hs, wsl, :].sum((1, 2)) for hs in bounds for wsl in bounds]
        slice_19: "f32[2, 3, 6, 8]" = torch.ops.aten.slice.Tensor(roll_1, 1, 0, -3)
        slice_20: "f32[2, 3, 3, 8]" = torch.ops.aten.slice.Tensor(slice_19, 2, 0, -3);  slice_19 = None
        sum_1: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(slice_20, [1, 2]);  slice_20 = None
        slice_21: "f32[2, 3, 6, 8]" = torch.ops.aten.slice.Tensor(roll_1, 1, 0, -3)
        slice_22: "f32[2, 3, 2, 8]" = torch.ops.aten.slice.Tensor(slice_21, 2, -3, -1);  slice_21 = None
        sum_2: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(slice_22, [1, 2]);  slice_22 = None
        slice_23: "f32[2, 3, 6, 8]" = torch.ops.aten.slice.Tensor(roll_1, 1, 0, -3)
        slice_24: "f32[2, 3, 1, 8]" = torch.ops.aten.slice.Tensor(slice_23, 2, -1, 9223372036854775807);  slice_23 = None
        sum_3: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(slice_24, [1, 2]);  slice_24 = None
        slice_25: "f32[2, 2, 6, 8]" = torch.ops.aten.slice.Tensor(roll_1, 1, -3, -1)
        slice_26: "f32[2, 2, 3, 8]" = torch.ops.aten.slice.Tensor(slice_25, 2, 0, -3);  slice_25 = None
        sum_4: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(slice_26, [1, 2]);  slice_26 = None
        slice_27: "f32[2, 2, 6, 8]" = torch.ops.aten.slice.Tensor(roll_1, 1, -3, -1)
        slice_28: "f32[2, 2, 2, 8]" = torch.ops.aten.slice.Tensor(slice_27, 2, -3, -1);  slice_27 = None
        sum_5: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(slice_28, [1, 2]);  slice_28 = None
        slice_29: "f32[2, 2, 6, 8]" = torch.ops.aten.slice.Tensor(roll_1, 1, -3, -1)
        slice_30: "f32[2, 2, 1, 8]" = torch.ops.aten.slice.Tensor(slice_29, 2, -1, 9223372036854775807);  slice_29 = None
        sum_6: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(slice_30, [1, 2]);  slice_30 = None
        slice_31: "f32[2, 1, 6, 8]" = torch.ops.aten.slice.Tensor(roll_1, 1, -1, 9223372036854775807)
        slice_32: "f32[2, 1, 3, 8]" = torch.ops.aten.slice.Tensor(slice_31, 2, 0, -3);  slice_31 = None
        sum_7: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(slice_32, [1, 2]);  slice_32 = None
        slice_33: "f32[2, 1, 6, 8]" = torch.ops.aten.slice.Tensor(roll_1, 1, -1, 9223372036854775807)
        slice_34: "f32[2, 1, 2, 8]" = torch.ops.aten.slice.Tensor(slice_33, 2, -3, -1);  slice_33 = None
        sum_8: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(slice_34, [1, 2]);  slice_34 = None
        slice_35: "f32[2, 1, 6, 8]" = torch.ops.aten.slice.Tensor(roll_1, 1, -1, 9223372036854775807);  roll_1 = None
        slice_36: "f32[2, 1, 1, 8]" = torch.ops.aten.slice.Tensor(slice_35, 2, -1, 9223372036854775807);  slice_35 = None
        sum_9: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(slice_36, [1, 2]);  slice_36 = None

        # File: /work/main/capture/fxcapture/models.py:373 in forward, code: return self.fc(torch.stack(parts, 1).mean(1))
        stack: "f32[2, 9, 8]" = torch.ops.aten.stack.default([sum_1, sum_2, sum_3, sum_4, sum_5, sum_6, sum_7, sum_8, sum_9], 1);  sum_1 = sum_2 = sum_3 = sum_4 = sum_5 = sum_6 = sum_7 = sum_8 = sum_9 = None
        mean: "f32[2, 8]" = torch.ops.aten.mean.dim(stack, [1]);  stack = None
        t_3: "f32[8, 3]" = torch.ops.aten.t.default(primals_8);  primals_8 = None
        addmm_3: "f32[2, 3]" = torch.ops.aten.addmm.default(primals_9, mean, t_3);  primals_9 = None
        t_4: "f32[3, 8]" = torch.ops.aten.t.default(t_3);  t_3 = None
        mm: "f32[2, 8]" = torch.ops.aten.mm.default(tangents_1, t_4);  t_4 = None
        t_5: "f32[3, 2]" = torch.ops.aten.t.default(tangents_1)
        mm_1: "f32[3, 8]" = torch.ops.aten.mm.default(t_5, mean);  t_5 = mean = None
        t_6: "f32[8, 3]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_10: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
        view_17: "f32[3]" = torch.ops.aten.view.default(sum_10, [3]);  sum_10 = None
        t_7: "f32[3, 8]" = torch.ops.aten.t.default(t_6);  t_6 = None
        unsqueeze_3: "f32[2, 1, 8]" = torch.ops.aten.unsqueeze.default(mm, 1);  mm = None
        expand_4: "f32[2, 9, 8]" = torch.ops.aten.expand.default(unsqueeze_3, [2, 9, 8]);  unsqueeze_3 = None
        div_1: "f32[2, 9, 8]" = torch.ops.aten.div.Scalar(expand_4, 9);  expand_4 = None
        select: "f32[2, 8]" = torch.ops.aten.select.int(div_1, 1, 0)
        select_1: "f32[2, 8]" = torch.ops.aten.select.int(div_1, 1, 1)
        select_2: "f32[2, 8]" = torch.ops.aten.select.int(div_1, 1, 2)
        select_3: "f32[2, 8]" = torch.ops.aten.select.int(div_1, 1, 3)
        select_4: "f32[2, 8]" = torch.ops.aten.select.int(div_1, 1, 4)
        select_5: "f32[2, 8]" = torch.ops.aten.select.int(div_1, 1, 5)
        select_6: "f32[2, 8]" = torch.ops.aten.select.int(div_1, 1, 6)
        select_7: "f32[2, 8]" = torch.ops.aten.select.int(div_1, 1, 7)
        select_8: "f32[2, 8]" = torch.ops.aten.select.int(div_1, 1, 8);  div_1 = None

        # File: /work/main/capture/fxcapture/models.py:372 in <listcomp>, code: parts = [y[:, hs, wsl, :].sum((1, 2)) for hs in bounds for wsl in bounds]
        unsqueeze_4: "f32[2, 1, 8]" = torch.ops.aten.unsqueeze.default(select_8, 1);  select_8 = None
        unsqueeze_5: "f32[2, 1, 1, 8]" = torch.ops.aten.unsqueeze.default(unsqueeze_4, 2);  unsqueeze_4 = None
        expand_5: "f32[2, 1, 1, 8]" = torch.ops.aten.expand.default(unsqueeze_5, [2, 1, 1, 8]);  unsqueeze_5 = None
        slice_backward: "f32[2, 1, 6, 8]" = torch.ops.aten.slice_backward.default(expand_5, [2, 1, 6, 8], 2, -1, 9223372036854775807, 1);  expand_5 = None
        slice_backward_1: "f32[2, 6, 6, 8]" = torch.ops.aten.slice_backward.default(slice_backward, [2, 6, 6, 8], 1, -1, 9223372036854775807, 1);  slice_backward = None
        unsqueeze_6: "f32[2, 1, 8]" = torch.ops.aten.unsqueeze.default(select_7, 1);  select_7 = None
        unsqueeze_7: "f32[2, 1, 1, 8]" = torch.ops.aten.unsqueeze.default(unsqueeze_6, 2);  unsqueeze_6 = None
        expand_6: "f32[2, 1, 2, 8]" = torch.ops.aten.expand.default(unsqueeze_7, [2, 1, 2, 8]);  unsqueeze_7 = None
        slice_backward_2: "f32[2, 1, 6, 8]" = torch.ops.aten.slice_backward.default(expand_6, [2, 1, 6, 8], 2, -3, -1, 1);  expand_6 = None
        slice_backward_3: "f32[2, 6, 6, 8]" = torch.ops.aten.slice_backward.default(slice_backward_2, [2, 6, 6, 8], 1, -1, 9223372036854775807, 1);  slice_backward_2 = None
        add_1: "f32[2, 6, 6, 8]" = torch.ops.aten.add.Tensor(slice_backward_1, slice_backward_3);  slice_backward_1 = slice_backward_3 = None
        unsqueeze_8: "f32[2, 1, 8]" = torch.ops.aten.unsqueeze.default(select_6, 1);  select_6 = None
        unsqueeze_9: "f32[2, 1, 1, 8]" = torch.ops.aten.unsqueeze.default(unsqueeze_8, 2);  unsqueeze_8 = None
        expand_7: "f32[2, 1, 3, 8]" = torch.ops.aten.expand.default(unsqueeze_9, [2, 1, 3, 8]);  unsqueeze_9 = None
        slice_backward_4: "f32[2, 1, 6, 8]" = torch.ops.aten.slice_backward.default(expand_7, [2, 1, 6, 8], 2, 0, -3, 1);  expand_7 = None
        slice_backward_5: "f32[2, 6, 6, 8]" = torch.ops.aten.slice_backward.default(slice_backward_4, [2, 6, 6, 8], 1, -1, 9223372036854775807, 1);  slice_backward_4 = None
        add_2: "f32[2, 6, 6, 8]" = torch.ops.aten.add.Tensor(add_1, slice_backward_5);  add_1 = slice_backward_5 = None
        unsqueeze_10: "f32[2, 1, 8]" = torch.ops.aten.unsqueeze.default(select_5, 1);  select_5 = None
        unsqueeze_11: "f32[2, 1, 1, 8]" = torch.ops.aten.unsqueeze.default(unsqueeze_10, 2);  unsqueeze_10 = None
        expand_8: "f32[2, 2, 1, 8]" = torch.ops.aten.expand.default(unsqueeze_11, [2, 2, 1, 8]);  unsqueeze_11 = None
        slice_backward_6: "f32[2, 2, 6, 8]" = torch.ops.aten.slice_backward.default(expand_8, [2, 2, 6, 8], 2, -1, 9223372036854775807, 1);  expand_8 = None
        slice_backward_7: "f32[2, 6, 6, 8]" = torch.ops.aten.slice_backward.default(slice_backward_6, [2, 6, 6, 8], 1, -3, -1, 1);  slice_backward_6 = None
        add_3: "f32[2, 6, 6, 8]" = torch.ops.aten.add.Tensor(add_2, slice_backward_7);  add_2 = slice_backward_7 = None
        unsqueeze_12: "f32[2, 1, 8]" = torch.ops.aten.unsqueeze.default(select_4, 1);  select_4 = None
        unsqueeze_13: "f32[2, 1, 1, 8]" = torch.ops.aten.unsqueeze.default(unsqueeze_12, 2);  unsqueeze_12 = None
        expand_9: "f32[2, 2, 2, 8]" = torch.ops.aten.expand.default(unsqueeze_13, [2, 2, 2, 8]);  unsqueeze_13 = None
        slice_backward_8: "f32[2, 2, 6, 8]" = torch.ops.aten.slice_backward.default(expand_9, [2, 2, 6, 8], 2, -3, -1, 1);  expand_9 = None
        slice_backward_9: "f32[2, 6, 6, 8]" = torch.ops.aten.slice_backward.default(slice_backward_8, [2, 6, 6, 8], 1, -3, -1, 1);  slice_backward_8 = None
        add_4: "f32[2, 6, 6, 8]" = torch.ops.aten.add.Tensor(add_3, slice_backward_9);  add_3 = slice_backward_9 = None
        unsqueeze_14: "f32[2, 1, 8]" = torch.ops.aten.unsqueeze.default(select_3, 1);  select_3 = None
        unsqueeze_15: "f32[2, 1, 1, 8]" = torch.ops.aten.unsqueeze.default(unsqueeze_14, 2);  unsqueeze_14 = None
        expand_10: "f32[2, 2, 3, 8]" = torch.ops.aten.expand.default(unsqueeze_15, [2, 2, 3, 8]);  unsqueeze_15 = None
        slice_backward_10: "f32[2, 2, 6, 8]" = torch.ops.aten.slice_backward.default(expand_10, [2, 2, 6, 8], 2, 0, -3, 1);  expand_10 = None
        slice_backward_11: "f32[2, 6, 6, 8]" = torch.ops.aten.slice_backward.default(slice_backward_10, [2, 6, 6, 8], 1, -3, -1, 1);  slice_backward_10 = None
        add_5: "f32[2, 6, 6, 8]" = torch.ops.aten.add.Tensor(add_4, slice_backward_11);  add_4 = slice_backward_11 = None
        unsqueeze_16: "f32[2, 1, 8]" = torch.ops.aten.unsqueeze.default(select_2, 1);  select_2 = None
        unsqueeze_17: "f32[2, 1, 1, 8]" = torch.ops.aten.unsqueeze.default(unsqueeze_16, 2);  unsqueeze_16 = None
        expand_11: "f32[2, 3, 1, 8]" = torch.ops.aten.expand.default(unsqueeze_17, [2, 3, 1, 8]);  unsqueeze_17 = None
        slice_backward_12: "f32[2, 3, 6, 8]" = torch.ops.aten.slice_backward.default(expand_11, [2, 3, 6, 8], 2, -1, 9223372036854775807, 1);  expand_11 = None
        slice_backward_13: "f32[2, 6, 6, 8]" = torch.ops.aten.slice_backward.default(slice_backward_12, [2, 6, 6, 8], 1, 0, -3, 1);  slice_backward_12 = None
        add_6: "f32[2, 6, 6, 8]" = torch.ops.aten.add.Tensor(add_5, slice_backward_13);  add_5 = slice_backward_13 = None
        unsqueeze_18: "f32[2, 1, 8]" = torch.ops.aten.unsqueeze.default(select_1, 1);  select_1 = None
        unsqueeze_19: "f32[2, 1, 1, 8]" = torch.ops.aten.unsqueeze.default(unsqueeze_18, 2);  unsqueeze_18 = None
        expand_12: "f32[2, 3, 2, 8]" = torch.ops.aten.expand.default(unsqueeze_19, [2, 3, 2, 8]);  unsqueeze_19 = None
        slice_backward_14: "f32[2, 3, 6, 8]" = torch.ops.aten.slice_backward.default(expand_12, [2, 3, 6, 8], 2, -3, -1, 1);  expand_12 = None
        slice_backward_15: "f32[2, 6, 6, 8]" = torch.ops.aten.slice_backward.default(slice_backward_14, [2, 6, 6, 8], 1, 0, -3, 1);  slice_backward_14 = None
        add_7: "f32[2, 6, 6, 8]" = torch.ops.aten.add.Tensor(add_6, slice_backward_15);  add_6 = slice_backward_15 = None
        unsqueeze_20: "f32[2, 1, 8]" = torch.ops.aten.unsqueeze.default(select, 1);  select = None
        unsqueeze_21: "f32[2, 1, 1, 8]" = torch.ops.aten.unsqueeze.default(unsqueeze_20, 2);  unsqueeze_20 = None
        expand_13: "f32[2, 3, 3, 8]" = torch.ops.aten.expand.default(unsqueeze_21, [2, 3, 3, 8]);  unsqueeze_21 = None
        slice_backward_16: "f32[2, 3, 6, 8]" = torch.ops.aten.slice_backward.default(expand_13, [2, 3, 6, 8], 2, 0, -3, 1);  expand_13 = None
        slice_backward_17: "f32[2, 6, 6, 8]" = torch.ops.aten.slice_backward.default(slice_backward_16, [2, 6, 6, 8], 1, 0, -3, 1);  slice_backward_16 = None
        add_8: "f32[2, 6, 6, 8]" = torch.ops.aten.add.Tensor(add_7, slice_backward_17);  add_7 = slice_backward_17 = None

        # File: /work/main/capture/fxcapture/models.py:371 in forward, code: y = torch.roll(y, shifts=(sh, sh), dims=(1, 2))
        roll_2: "f32[2, 6, 6, 8]" = torch.ops.aten.roll.default(add_8, [-1, -1], [2, 1]);  add_8 = None

        # File: /work/main/capture/fxcapture/models.py:370 in forward, code: y = y.view(b, h // ws, w // ws, ws, ws, d).permute(0, 1, 3, 2, 4, 5).reshape(b, h, w, d)
        view_18: "f32[2, 2, 3, 2, 3, 8]" = torch.ops.aten.view.default(roll_2, [2, 2, 3, 2, 3, 8]);  roll_2 = None
        permute_3: "f32[2, 2, 2, 3, 3, 8]" = torch.ops.aten.permute.default(view_18, [0, 1, 3, 2, 4, 5]);  view_18 = None
        clone_3: "f32[2, 2, 2, 3, 3, 8]" = torch.ops.aten.clone.default(permute_3, memory_format = torch.contiguous_format);  permute_3 = None
        _unsafe_view_3: "f32[8, 9, 8]" = torch.ops.aten._unsafe_view.default(clone_3, [8, 9, 8]);  clone_3 = None

        # File: /work/main/capture/fxcapture/models.py:369 in forward, code: y = self.out(att.softmax(-1) @ v)
        view_19: "f32[72, 8]" = torch.ops.aten.view.default(_unsafe_view_3, [72, 8]);  _unsafe_view_3 = None
        t_8: "f32[8, 8]" = torch.ops.aten.t.default(t_2);  t_2 = None
        mm_2: "f32[72, 8]" = torch.ops.aten.mm.default(view_19, t_8);  t_8 = None
        t_9: "f32[8, 72]" = torch.ops.aten.t.default(view_19)
        mm_3: "f32[8, 8]" = torch.ops.aten.mm.default(t_9, view_14);  t_9 = view_14 = None
        t_10: "f32[8, 8]" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_11: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(view_19, [0], True);  view_19 = None
        view_20: "f32[8]" = torch.ops.aten.view.default(sum_11, [8]);  sum_11 = None
        t_11: "f32[8, 8]" = torch.ops.aten.t.default(t_10);  t_10 = None
        view_21: "f32[8, 9, 8]" = torch.ops.aten.view.default(mm_2, [8, 9, 8]);  mm_2 = None
        view_22: "f32[8, 9, 8]" = torch.ops.aten.view.default(view_21, [8, 9, 8]);  view_21 = None
        transpose_1: "f32[8, 9, 9]" = torch.ops.aten.transpose.int(view_11, 1, 2);  view_11 = None
        bmm_2: "f32[8, 9, 8]" = torch.ops.aten.bmm.default(transpose_1, view_22);  transpose_1 = None
        transpose_2: "f32[8, 8, 9]" = torch.ops.aten.transpose.int(view_12, 1, 2);  view_12 = None
        bmm_3: "f32[8, 9, 9]" = torch.ops.aten.bmm.default(view_22, transpose_2);  view_22 = transpose_2 = None
        view_23: "f32[8, 9, 8]" = torch.ops.aten.view.default(bmm_2, [8, 9, 8]);  bmm_2 = None
        view_24: "f32[8, 9, 9]" = torch.ops.aten.view.default(bmm_3, [8, 9, 9]);  bmm_3 = None
        detach_1: "f32[8, 9, 9]" = torch.ops.aten.detach.default(detach);  detach = None
        _softmax_backward_data: "f32[8, 9, 9]" = torch.ops.aten._softmax_backward_data.default(view_24, detach_1, -1, torch.float32);  view_24 = detach_1 = None

        # File: /work/main/capture/fxcapture/models.py:368 in forward, code: att = (att.view(b, -1, ws * ws, ws * ws) + m.unsqueeze(0)).view(-1, ws * ws, ws * ws)
        view_25: "f32[2, 4, 9, 9]" = torch.ops.aten.view.default(_softmax_backward_data, [2, 4, 9, 9]);  _softmax_backward_data = None
        view_26: "f32[8, 9, 9]" = torch.ops.aten.view.default(view_25, [8, 9, 9]);  view_25 = None

        # File: /work/main/capture/fxcapture/models.py:367 in forward, code: att = (q @ k.transpose(-2, -1)) / d ** 0.5
        div_2: "f32[8, 9, 9]" = torch.ops.aten.div.Tensor(view_26, 2.8284271247461903);  view_26 = None
        view_27: "f32[8, 9, 9]" = torch.ops.aten.view.default(div_2, [8, 9, 9]);  div_2 = None
        transpose_3: "f32[8, 8, 9]" = torch.ops.aten.transpose.int(view_6, 1, 2);  view_6 = None
        bmm_4: "f32[8, 8, 9]" = torch.ops.aten.bmm.default(transpose_3, view_27);  transpose_3 = None
        transpose_4: "f32[8, 9, 8]" = torch.ops.aten.transpose.int(view_7, 1, 2);  view_7 = None
        bmm_5: "f32[8, 9, 8]" = torch.ops.aten.bmm.default(view_27, transpose_4);  view_27 = transpose_4 = None
        view_28: "f32[8, 8, 9]" = torch.ops.aten.view.default(bmm_4, [8, 8, 9]);  bmm_4 = None
        view_29: "f32[8, 9, 8]" = torch.ops.aten.view.default(bmm_5, [8, 9, 8]);  bmm_5 = None
        transpose_5: "f32[8, 9, 8]" = torch.ops.aten.transpose.int(view_28, -2, -1);  view_28 = None

        # File: /work/main/capture/fxcapture/models.py:366 in forward, code: q, k, v = self.qkv(y).chunk(3, -1)
        cat_4: "f32[8, 9, 24]" = torch.ops.aten.cat.default([view_29, transpose_5, view_23], 2);  view_29 = transpose_5 = view_23 = None
        view_30: "f32[72, 24]" = torch.ops.aten.view.default(cat_4, [72, 24]);  cat_4 = None
        t_12: "f32[24, 8]" = torch.ops.aten.t.default(t_1);  t_1 = None
        mm_4: "f32[72, 8]" = torch.ops.aten.mm.default(view_30, t_12);  t_12 = None
        t_13: "f32[24, 72]" = torch.ops.aten.t.default(view_30)
        mm_5: "f32[24, 8]" = torch.ops.aten.mm.default(t_13, view_4);  t_13 = view_4 = None
        t_14: "f32[8, 24]" = torch.ops.aten.t.default(mm_5);  mm_5 = None
        sum_12: "f32[1, 24]" = torch.ops.aten.sum.dim_IntList(view_30, [0], True);  view_30 = None
        view_31: "f32[24]" = torch.ops.aten.view.default(sum_12, [24]);  sum_12 = None
        t_15: "f32[24, 8]" = torch.ops.aten.t.default(t_14);  t_14 = None
        view_32: "f32[8, 9, 8]" = torch.ops.aten.view.default(mm_4, [8, 9, 8]);  mm_4 = None

        # File: /work/main/capture/fxcapture/models.py:355 in forward, code: y = y.view(b, h // ws, ws, w // ws, ws, d).permute(0, 1, 3, 2, 4, 5).reshape(-1, ws * ws, d)
        view_33: "f32[2, 2, 2, 3, 3, 8]" = torch.ops.aten.view.default(view_32, [2, 2, 2, 3, 3, 8]);  view_32 = None
        permute_4: "f32[2, 2, 3, 2, 3, 8]" = torch.ops.aten.permute.default(view_33, [0, 1, 3, 2, 4, 5]);  view_33 = None
        clone_4: "f32[2, 2, 3, 2, 3, 8]" = torch.ops.aten.clone.default(permute_4, memory_format = torch.contiguous_format);  permute_4 = None
        _unsafe_view_4: "f32[2, 6, 6, 8]" = torch.ops.aten._unsafe_view.default(clone_4, [2, 6, 6, 8]);  clone_4 = None

        # File: /work/main/capture/fxcapture/models.py:353 in forward, code: y = torch.roll(self.inp(x), shifts=(-sh, -sh), dims=(1, 2))
        roll_3: "f32[2, 6, 6, 8]" = torch.ops.aten.roll.default(_unsafe_view_4, [1, 1], [2, 1]);  _unsafe_view_4 = None
        view_34: "f32[72, 8]" = torch.ops.aten.view.default(roll_3, [72, 8]);  roll_3 = None
        t_16: "f32[8, 72]" = torch.ops.aten.t.default(view_34)
        mm_6: "f32[8, 4]" = torch.ops.aten.mm.default(t_16, view);  t_16 = view = None
        t_17: "f32[4, 8]" = torch.ops.aten.t.default(mm_6);  mm_6 = None
        sum_13: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(view_34, [0], True);  view_34 = None
        view_35: "f32[8]" = torch.ops.aten.view.default(sum_13, [8]);  sum_13 = None
        t_18: "f32[8, 4]" = torch.ops.aten.t.default(t_17);  t_17 = None
        return pytree.tree_unflatten([addmm_3, None, t_18, view_35, t_15, view_31, t_11, view_20, t_7, view_17], self._out_spec)
