class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[2, 6, 6, 4]", primals_2: "f32[8, 4]", primals_3: "f32[8]", primals_4: "f32[24, 8]", primals_5: "f32[24]", primals_6: "f32[8, 8]", primals_7: "f32[8]", primals_8: "f32[3, 8]", primals_9: "f32[3]"):
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
        slice_2: "f32[1, 3, 3, 1]" = torch.ops.aten.slice.Tensor(slice_1, 2, 0, -3)
        mul: "f32[1, 3, 3, 1]" = torch.ops.aten.mul.Tensor(slice_2, 0.0);  slice_2 = None
        slice_4: "f32[1, 3, 2, 1]" = torch.ops.aten.slice.Tensor(slice_1, 2, -3, -1)
        mul_1: "f32[1, 3, 2, 1]" = torch.ops.aten.mul.Tensor(slice_4, 1.0);  slice_4 = None
        slice_6: "f32[1, 3, 1, 1]" = torch.ops.aten.slice.Tensor(slice_1, 2, -1, 9223372036854775807);  slice_1 = None
        mul_2: "f32[1, 3, 1, 1]" = torch.ops.aten.mul.Tensor(slice_6, 2.0);  slice_6 = None
        cat: "f32[1, 3, 6, 1]" = torch.ops.aten.cat.default([mul, mul_1, mul_2], 2);  mul = mul_1 = mul_2 = None
        slice_7: "f32[1, 2, 6, 1]" = torch.ops.aten.slice.Tensor(ones, 1, -3, -1)
        slice_8: "f32[1, 2, 3, 1]" = torch.ops.aten.slice.Tensor(slice_7, 2, 0, -3)
        mul_3: "f32[1, 2, 3, 1]" = torch.ops.aten.mul.Tensor(slice_8, 3.0);  slice_8 = None
        slice_10: "f32[1, 2, 2, 1]" = torch.ops.aten.slice.Tensor(slice_7, 2, -3, -1)
        mul_4: "f32[1, 2, 2, 1]" = torch.ops.aten.mul.Tensor(slice_10, 4.0);  slice_10 = None
        slice_12: "f32[1, 2, 1, 1]" = torch.ops.aten.slice.Tensor(slice_7, 2, -1, 9223372036854775807);  slice_7 = None
        mul_5: "f32[1, 2, 1, 1]" = torch.ops.aten.mul.Tensor(slice_12, 5.0);  slice_12 = None
        cat_1: "f32[1, 2, 6, 1]" = torch.ops.aten.cat.default([mul_3, mul_4, mul_5], 2);  mul_3 = mul_4 = mul_5 = None
        slice_13: "f32[1, 1, 6, 1]" = torch.ops.aten.slice.Tensor(ones, 1, -1, 9223372036854775807);  ones = None
        slice_14: "f32[1, 1, 3, 1]" = torch.ops.aten.slice.Tensor(slice_13, 2, 0, -3)
        mul_6: "f32[1, 1, 3, 1]" = torch.ops.aten.mul.Tensor(slice_14, 6.0);  slice_14 = None
        slice_16: "f32[1, 1, 2, 1]" = torch.ops.aten.slice.Tensor(slice_13, 2, -3, -1)
        mul_7: "f32[1, 1, 2, 1]" = torch.ops.aten.mul.Tensor(slice_16, 7.0);  slice_16 = None
        slice_18: "f32[1, 1, 1, 1]" = torch.ops.aten.slice.Tensor(slice_13, 2, -1, 9223372036854775807);  slice_13 = None
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
        t_1: "f32[8, 24]" = torch.ops.aten.t.default(primals_4)
        addmm_1: "f32[72, 24]" = torch.ops.aten.addmm.default(primals_5, view_4, t_1);  primals_5 = t_1 = None
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
        expand_2: "f32[8, 9, 9]" = torch.ops.aten.expand.default(_softmax, [8, 9, 9])
        view_11: "f32[8, 9, 9]" = torch.ops.aten.view.default(expand_2, [8, 9, 9]);  expand_2 = None
        expand_3: "f32[8, 9, 8]" = torch.ops.aten.expand.default(getitem_2, [8, 9, 8]);  getitem_2 = None
        view_12: "f32[8, 9, 8]" = torch.ops.aten.view.default(expand_3, [8, 9, 8]);  expand_3 = None
        bmm_1: "f32[8, 9, 8]" = torch.ops.aten.bmm.default(view_11, view_12);  view_11 = None
        view_13: "f32[8, 9, 8]" = torch.ops.aten.view.default(bmm_1, [8, 9, 8]);  bmm_1 = None
        view_14: "f32[72, 8]" = torch.ops.aten.view.default(view_13, [72, 8]);  view_13 = None
        t_2: "f32[8, 8]" = torch.ops.aten.t.default(primals_6)
        addmm_2: "f32[72, 8]" = torch.ops.aten.addmm.default(primals_7, view_14, t_2);  primals_7 = t_2 = None
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
        slice_20: "f32[2, 3, 3, 8]" = torch.ops.aten.slice.Tensor(slice_19, 2, 0, -3)
        sum_1: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(slice_20, [1, 2]);  slice_20 = None
        slice_22: "f32[2, 3, 2, 8]" = torch.ops.aten.slice.Tensor(slice_19, 2, -3, -1)
        sum_2: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(slice_22, [1, 2]);  slice_22 = None
        slice_24: "f32[2, 3, 1, 8]" = torch.ops.aten.slice.Tensor(slice_19, 2, -1, 9223372036854775807);  slice_19 = None
        sum_3: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(slice_24, [1, 2]);  slice_24 = None
        slice_25: "f32[2, 2, 6, 8]" = torch.ops.aten.slice.Tensor(roll_1, 1, -3, -1)
        slice_26: "f32[2, 2, 3, 8]" = torch.ops.aten.slice.Tensor(slice_25, 2, 0, -3)
        sum_4: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(slice_26, [1, 2]);  slice_26 = None
        slice_28: "f32[2, 2, 2, 8]" = torch.ops.aten.slice.Tensor(slice_25, 2, -3, -1)
        sum_5: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(slice_28, [1, 2]);  slice_28 = None
        slice_30: "f32[2, 2, 1, 8]" = torch.ops.aten.slice.Tensor(slice_25, 2, -1, 9223372036854775807);  slice_25 = None
        sum_6: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(slice_30, [1, 2]);  slice_30 = None
        slice_31: "f32[2, 1, 6, 8]" = torch.ops.aten.slice.Tensor(roll_1, 1, -1, 9223372036854775807);  roll_1 = None
        slice_32: "f32[2, 1, 3, 8]" = torch.ops.aten.slice.Tensor(slice_31, 2, 0, -3)
        sum_7: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(slice_32, [1, 2]);  slice_32 = None
        slice_34: "f32[2, 1, 2, 8]" = torch.ops.aten.slice.Tensor(slice_31, 2, -3, -1)
        sum_8: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(slice_34, [1, 2]);  slice_34 = None
        slice_36: "f32[2, 1, 1, 8]" = torch.ops.aten.slice.Tensor(slice_31, 2, -1, 9223372036854775807);  slice_31 = None
        sum_9: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(slice_36, [1, 2]);  slice_36 = None

        # File: /work/main/capture/fxcapture/models.py:373 in forward, code: return self.fc(torch.stack(parts, 1).mean(1))
        stack: "f32[2, 9, 8]" = torch.ops.aten.stack.default([sum_1, sum_2, sum_3, sum_4, sum_5, sum_6, sum_7, sum_8, sum_9], 1);  sum_1 = sum_2 = sum_3 = sum_4 = sum_5 = sum_6 = sum_7 = sum_8 = sum_9 = None
        mean: "f32[2, 8]" = torch.ops.aten.mean.dim(stack, [1]);  stack = None
        t_3: "f32[8, 3]" = torch.ops.aten.t.default(primals_8)
        addmm_3: "f32[2, 3]" = torch.ops.aten.addmm.default(primals_9, mean, t_3);  primals_9 = t_3 = None

        # File: /work/main/capture/fxcapture/models.py:369 in forward, code: y = self.out(att.softmax(-1) @ v)
        transpose_2: "f32[8, 8, 9]" = torch.ops.aten.transpose.int(view_12, 1, 2);  view_12 = None

        # File: /work/main/capture/fxcapture/models.py:367 in forward, code: att = (q @ k.transpose(-2, -1)) / d ** 0.5
        transpose_3: "f32[8, 8, 9]" = torch.ops.aten.transpose.int(view_6, 1, 2);  view_6 = None
        transpose_4: "f32[8, 9, 8]" = torch.ops.aten.transpose.int(view_7, 1, 2);  view_7 = None
        return (addmm_3, primals_4, primals_6, primals_8, view, view_4, _softmax, view_14, mean, transpose_2, transpose_3, transpose_4)
