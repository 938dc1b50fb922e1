class traced(torch.nn.Module):
    def forward(self, input_ids_1: "i64[2, 8]", decoder_input_ids_1: "i64[2, 6]", labels_1: "i64[2, 6]"):
        # No stacktrace found for following nodes
        _param_constant0: "f32[64, 16]" = self._param_constant0
        embedding: "f32[2, 8, 16]" = torch.ops.aten.embedding.default(_param_constant0, input_ids_1);  _param_constant0 = input_ids_1 = None
        pow_1: "f32[2, 8, 16]" = torch.ops.aten.pow.Tensor_Scalar(embedding, 2)
        mean: "f32[2, 8, 1]" = torch.ops.aten.mean.dim(pow_1, [-1], True);  pow_1 = None
        add: "f32[2, 8, 1]" = torch.ops.aten.add.Tensor(mean, 1e-06);  mean = None
        rsqrt: "f32[2, 8, 1]" = torch.ops.aten.rsqrt.default(add);  add = None
        detach: "f32[2, 8, 1]" = torch.ops.aten.detach.default(rsqrt);  detach = None
        mul: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(embedding, rsqrt);  rsqrt = None
        _param_constant1: "f32[16]" = self._param_constant1
        mul_1: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(_param_constant1, mul);  _param_constant1 = mul = None
        _param_constant2: "f32[16, 16]" = self._param_constant2
        t: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
        view: "f32[16, 16]" = torch.ops.aten.view.default(mul_1, [16, 16])
        mm: "f32[16, 16]" = torch.ops.aten.mm.default(view, t);  view = t = None
        _unsafe_view: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm, [2, 8, 16]);  mm = None
        view_1: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(_unsafe_view, [2, 8, -1, 8]);  _unsafe_view = None
        transpose: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_1, 1, 2);  view_1 = None
        _param_constant3: "f32[16, 16]" = self._param_constant3
        t_1: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant3);  _param_constant3 = None
        view_2: "f32[16, 16]" = torch.ops.aten.view.default(mul_1, [16, 16])
        mm_1: "f32[16, 16]" = torch.ops.aten.mm.default(view_2, t_1);  view_2 = t_1 = None
        _unsafe_view_1: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_1, [2, 8, 16]);  mm_1 = None
        view_3: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_1, [2, 8, -1, 8]);  _unsafe_view_1 = None
        transpose_1: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_3, 1, 2);  view_3 = None
        _param_constant4: "f32[16, 16]" = self._param_constant4
        t_2: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
        view_4: "f32[16, 16]" = torch.ops.aten.view.default(mul_1, [16, 16]);  mul_1 = None
        mm_2: "f32[16, 16]" = torch.ops.aten.mm.default(view_4, t_2);  view_4 = t_2 = None
        _unsafe_view_2: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_2, [2, 8, 16]);  mm_2 = None
        view_5: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_2, [2, 8, -1, 8]);  _unsafe_view_2 = None
        transpose_2: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_5, 1, 2);  view_5 = None
        arange: "i64[8]" = torch.ops.aten.arange.default(8, dtype = torch.int64, device = device(type='cpu'), pin_memory = False)
        unsqueeze: "i64[8, 1]" = torch.ops.aten.unsqueeze.default(arange, 1);  arange = None
        add_1: "i64[8, 1]" = torch.ops.aten.add.Tensor(unsqueeze, 0);  unsqueeze = None
        arange_1: "i64[8]" = torch.ops.aten.arange.default(8, dtype = torch.int64, device = device(type='cpu'), pin_memory = False)
        unsqueeze_1: "i64[1, 8]" = torch.ops.aten.unsqueeze.default(arange_1, 0);  arange_1 = None
        sub: "i64[8, 8]" = torch.ops.aten.sub.Tensor(unsqueeze_1, add_1);  unsqueeze_1 = add_1 = None
        gt: "b8[8, 8]" = torch.ops.aten.gt.Scalar(sub, 0)
        _to_copy: "i64[8, 8]" = torch.ops.aten._to_copy.default(gt, dtype = torch.int64);  gt = None
        mul_2: "i64[8, 8]" = torch.ops.aten.mul.Tensor(_to_copy, 16);  _to_copy = None
        add_2: "i64[8, 8]" = torch.ops.aten.add.Tensor(mul_2, 0);  mul_2 = None
        abs_1: "i64[8, 8]" = torch.ops.aten.abs.default(sub);  sub = None
        lt: "b8[8, 8]" = torch.ops.aten.lt.Scalar(abs_1, 8)
        _to_copy_1: "f32[8, 8]" = torch.ops.aten._to_copy.default(abs_1, dtype = torch.float32)
        div: "f32[8, 8]" = torch.ops.aten.div.Tensor(_to_copy_1, 8);  _to_copy_1 = None
        log: "f32[8, 8]" = torch.ops.aten.log.default(div);  div = None
        div_1: "f32[8, 8]" = torch.ops.aten.div.Tensor(log, 2.772588722239781);  log = None
        mul_3: "f32[8, 8]" = torch.ops.aten.mul.Tensor(div_1, 8);  div_1 = None
        _to_copy_2: "i64[8, 8]" = torch.ops.aten._to_copy.default(mul_3, dtype = torch.int64);  mul_3 = None
        add_3: "i64[8, 8]" = torch.ops.aten.add.Tensor(_to_copy_2, 8);  _to_copy_2 = None
        full_like: "i64[8, 8]" = torch.ops.aten.full_like.default(add_3, 15, pin_memory = False)
        minimum: "i64[8, 8]" = torch.ops.aten.minimum.default(add_3, full_like);  add_3 = full_like = None
        where: "i64[8, 8]" = torch.ops.aten.where.self(lt, abs_1, minimum);  lt = abs_1 = minimum = None
        add_: "i64[8, 8]" = torch.ops.aten.add_.Tensor(add_2, where);  add_2 = where = None
        _param_constant5: "f32[32, 2]" = self._param_constant5
        embedding_1: "f32[8, 8, 2]" = torch.ops.aten.embedding.default(_param_constant5, add_);  _param_constant5 = add_ = None
        permute: "f32[2, 8, 8]" = torch.ops.aten.permute.default(embedding_1, [2, 0, 1]);  embedding_1 = None
        unsqueeze_2: "f32[1, 2, 8, 8]" = torch.ops.aten.unsqueeze.default(permute, 0);  permute = None
        transpose_3: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(transpose_1, 2, 3);  transpose_1 = None
        expand: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(transpose, [2, 2, 8, 8]);  transpose = None
        clone: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format);  expand = None
        _unsafe_view_3: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone, [4, 8, 8]);  clone = None
        expand_1: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(transpose_3, [2, 2, 8, 8]);  transpose_3 = None
        clone_1: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(expand_1, memory_format = torch.contiguous_format);  expand_1 = None
        _unsafe_view_4: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone_1, [4, 8, 8]);  clone_1 = None
        bmm: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(_unsafe_view_3, _unsafe_view_4);  _unsafe_view_3 = _unsafe_view_4 = None
        _unsafe_view_5: "f32[2, 2, 8, 8]" = torch.ops.aten._unsafe_view.default(bmm, [2, 2, 8, 8]);  bmm = None
        mul_4: "f32[2, 2, 8, 8]" = torch.ops.aten.mul.Tensor(_unsafe_view_5, 1.0);  _unsafe_view_5 = None
        add_4: "f32[2, 2, 8, 8]" = torch.ops.aten.add.Tensor(mul_4, unsqueeze_2);  mul_4 = None
        _softmax: "f32[2, 2, 8, 8]" = torch.ops.aten._softmax.default(add_4, -1, False);  add_4 = None
        detach_1: "f32[2, 2, 8, 8]" = torch.ops.aten.detach.default(_softmax);  detach_1 = None
        expand_2: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(_softmax, [2, 2, 8, 8]);  _softmax = None
        view_6: "f32[4, 8, 8]" = torch.ops.aten.view.default(expand_2, [4, 8, 8]);  expand_2 = None
        expand_3: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(transpose_2, [2, 2, 8, 8]);  transpose_2 = None
        clone_2: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(expand_3, memory_format = torch.contiguous_format);  expand_3 = None
        _unsafe_view_6: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone_2, [4, 8, 8]);  clone_2 = None
        bmm_1: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(view_6, _unsafe_view_6);  view_6 = _unsafe_view_6 = None
        _unsafe_view_7: "f32[2, 2, 8, 8]" = torch.ops.aten._unsafe_view.default(bmm_1, [2, 2, 8, 8]);  bmm_1 = None
        transpose_4: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(_unsafe_view_7, 1, 2);  _unsafe_view_7 = None
        clone_3: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_4, memory_format = torch.contiguous_format);  transpose_4 = None
        view_7: "f32[2, 8, 16]" = torch.ops.aten.view.default(clone_3, [2, 8, -1]);  clone_3 = None
        _param_constant6: "f32[16, 16]" = self._param_constant6
        t_3: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
        view_8: "f32[16, 16]" = torch.ops.aten.view.default(view_7, [16, 16]);  view_7 = None
        mm_3: "f32[16, 16]" = torch.ops.aten.mm.default(view_8, t_3);  view_8 = t_3 = None
        _unsafe_view_8: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_3, [2, 8, 16]);  mm_3 = None
        add_5: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(embedding, _unsafe_view_8);  embedding = _unsafe_view_8 = None
        pow_2: "f32[2, 8, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_5, 2)
        mean_1: "f32[2, 8, 1]" = torch.ops.aten.mean.dim(pow_2, [-1], True);  pow_2 = None
        add_6: "f32[2, 8, 1]" = torch.ops.aten.add.Tensor(mean_1, 1e-06);  mean_1 = None
        rsqrt_1: "f32[2, 8, 1]" = torch.ops.aten.rsqrt.default(add_6);  add_6 = None
        detach_2: "f32[2, 8, 1]" = torch.ops.aten.detach.default(rsqrt_1);  detach_2 = None
        mul_5: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(add_5, rsqrt_1);  rsqrt_1 = None
        _param_constant7: "f32[16]" = self._param_constant7
        mul_6: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(_param_constant7, mul_5);  _param_constant7 = mul_5 = None
        _param_constant8: "f32[32, 16]" = self._param_constant8
        t_4: "f32[16, 32]" = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
        view_9: "f32[16, 16]" = torch.ops.aten.view.default(mul_6, [16, 16]);  mul_6 = None
        mm_4: "f32[16, 32]" = torch.ops.aten.mm.default(view_9, t_4);  view_9 = t_4 = None
        _unsafe_view_9: "f32[2, 8, 32]" = torch.ops.aten._unsafe_view.default(mm_4, [2, 8, 32]);  mm_4 = None
        relu: "f32[2, 8, 32]" = torch.ops.aten.relu.default(_unsafe_view_9);  _unsafe_view_9 = None
        detach_3: "f32[2, 8, 32]" = torch.ops.aten.detach.default(relu);  detach_3 = None
        _param_constant9: "f32[16, 32]" = self._param_constant9
        t_5: "f32[32, 16]" = torch.ops.aten.t.default(_param_constant9);  _param_constant9 = None
        view_10: "f32[16, 32]" = torch.ops.aten.view.default(relu, [16, 32]);  relu = None
        mm_5: "f32[16, 16]" = torch.ops.aten.mm.default(view_10, t_5);  view_10 = t_5 = None
        _unsafe_view_10: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_5, [2, 8, 16]);  mm_5 = None
        add_7: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_5, _unsafe_view_10);  add_5 = _unsafe_view_10 = None
        pow_3: "f32[2, 8, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_7, 2)
        mean_2: "f32[2, 8, 1]" = torch.ops.aten.mean.dim(pow_3, [-1], True);  pow_3 = None
        add_8: "f32[2, 8, 1]" = torch.ops.aten.add.Tensor(mean_2, 1e-06);  mean_2 = None
        rsqrt_2: "f32[2, 8, 1]" = torch.ops.aten.rsqrt.default(add_8);  add_8 = None
        detach_4: "f32[2, 8, 1]" = torch.ops.aten.detach.default(rsqrt_2);  detach_4 = None
        mul_7: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(add_7, rsqrt_2);  rsqrt_2 = None
        _param_constant10: "f32[16]" = self._param_constant10
        mul_8: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(_param_constant10, mul_7);  _param_constant10 = mul_7 = None
        _param_constant11: "f32[16, 16]" = self._param_constant11
        t_6: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant11);  _param_constant11 = None
        view_11: "f32[16, 16]" = torch.ops.aten.view.default(mul_8, [16, 16])
        mm_6: "f32[16, 16]" = torch.ops.aten.mm.default(view_11, t_6);  view_11 = t_6 = None
        _unsafe_view_11: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_6, [2, 8, 16]);  mm_6 = None
        view_12: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_11, [2, 8, -1, 8]);  _unsafe_view_11 = None
        transpose_5: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_12, 1, 2);  view_12 = None
        _param_constant12: "f32[16, 16]" = self._param_constant12
        t_7: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant12);  _param_constant12 = None
        view_13: "f32[16, 16]" = torch.ops.aten.view.default(mul_8, [16, 16])
        mm_7: "f32[16, 16]" = torch.ops.aten.mm.default(view_13, t_7);  view_13 = t_7 = None
        _unsafe_view_12: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_7, [2, 8, 16]);  mm_7 = None
        view_14: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_12, [2, 8, -1, 8]);  _unsafe_view_12 = None
        transpose_6: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_14, 1, 2);  view_14 = None
        _param_constant13: "f32[16, 16]" = self._param_constant13
        t_8: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant13);  _param_constant13 = None
        view_15: "f32[16, 16]" = torch.ops.aten.view.default(mul_8, [16, 16]);  mul_8 = None
        mm_8: "f32[16, 16]" = torch.ops.aten.mm.default(view_15, t_8);  view_15 = t_8 = None
        _unsafe_view_13: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_8, [2, 8, 16]);  mm_8 = None
        view_16: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_13, [2, 8, -1, 8]);  _unsafe_view_13 = None
        transpose_7: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_16, 1, 2);  view_16 = None
        transpose_8: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(transpose_6, 2, 3);  transpose_6 = None
        expand_4: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(transpose_5, [2, 2, 8, 8]);  transpose_5 = None
        clone_4: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(expand_4, memory_format = torch.contiguous_format);  expand_4 = None
        _unsafe_view_14: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone_4, [4, 8, 8]);  clone_4 = None
        expand_5: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(transpose_8, [2, 2, 8, 8]);  transpose_8 = None
        clone_5: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(expand_5, memory_format = torch.contiguous_format);  expand_5 = None
        _unsafe_view_15: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone_5, [4, 8, 8]);  clone_5 = None
        bmm_2: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(_unsafe_view_14, _unsafe_view_15);  _unsafe_view_14 = _unsafe_view_15 = None
        _unsafe_view_16: "f32[2, 2, 8, 8]" = torch.ops.aten._unsafe_view.default(bmm_2, [2, 2, 8, 8]);  bmm_2 = None
        mul_9: "f32[2, 2, 8, 8]" = torch.ops.aten.mul.Tensor(_unsafe_view_16, 1.0);  _unsafe_view_16 = None
        add_9: "f32[2, 2, 8, 8]" = torch.ops.aten.add.Tensor(mul_9, unsqueeze_2);  mul_9 = unsqueeze_2 = None
        _softmax_1: "f32[2, 2, 8, 8]" = torch.ops.aten._softmax.default(add_9, -1, False);  add_9 = None
        detach_5: "f32[2, 2, 8, 8]" = torch.ops.aten.detach.default(_softmax_1);  detach_5 = None
        expand_6: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(_softmax_1, [2, 2, 8, 8]);  _softmax_1 = None
        view_17: "f32[4, 8, 8]" = torch.ops.aten.view.default(expand_6, [4, 8, 8]);  expand_6 = None
        expand_7: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(transpose_7, [2, 2, 8, 8]);  transpose_7 = None
        clone_6: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(expand_7, memory_format = torch.contiguous_format);  expand_7 = None
        _unsafe_view_17: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone_6, [4, 8, 8]);  clone_6 = None
        bmm_3: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(view_17, _unsafe_view_17);  view_17 = _unsafe_view_17 = None
        _unsafe_view_18: "f32[2, 2, 8, 8]" = torch.ops.aten._unsafe_view.default(bmm_3, [2, 2, 8, 8]);  bmm_3 = None
        transpose_9: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(_unsafe_view_18, 1, 2);  _unsafe_view_18 = None
        clone_7: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_9, memory_format = torch.contiguous_format);  transpose_9 = None
        view_18: "f32[2, 8, 16]" = torch.ops.aten.view.default(clone_7, [2, 8, -1]);  clone_7 = None
        _param_constant14: "f32[16, 16]" = self._param_constant14
        t_9: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant14);  _param_constant14 = None
        view_19: "f32[16, 16]" = torch.ops.aten.view.default(view_18, [16, 16]);  view_18 = None
        mm_9: "f32[16, 16]" = torch.ops.aten.mm.default(view_19, t_9);  view_19 = t_9 = None
        _unsafe_view_19: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_9, [2, 8, 16]);  mm_9 = None
        add_10: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_7, _unsafe_view_19);  add_7 = _unsafe_view_19 = None
        pow_4: "f32[2, 8, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_10, 2)
        mean_3: "f32[2, 8, 1]" = torch.ops.aten.mean.dim(pow_4, [-1], True);  pow_4 = None
        add_11: "f32[2, 8, 1]" = torch.ops.aten.add.Tensor(mean_3, 1e-06);  mean_3 = None
        rsqrt_3: "f32[2, 8, 1]" = torch.ops.aten.rsqrt.default(add_11);  add_11 = None
        detach_6: "f32[2, 8, 1]" = torch.ops.aten.detach.default(rsqrt_3);  detach_6 = None
        mul_10: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(add_10, rsqrt_3);  rsqrt_3 = None
        _param_constant15: "f32[16]" = self._param_constant15
        mul_11: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(_param_constant15, mul_10);  _param_constant15 = mul_10 = None
        _param_constant16: "f32[32, 16]" = self._param_constant16
        t_10: "f32[16, 32]" = torch.ops.aten.t.default(_param_constant16);  _param_constant16 = None
        view_20: "f32[16, 16]" = torch.ops.aten.view.default(mul_11, [16, 16]);  mul_11 = None
        mm_10: "f32[16, 32]" = torch.ops.aten.mm.default(view_20, t_10);  view_20 = t_10 = None
        _unsafe_view_20: "f32[2, 8, 32]" = torch.ops.aten._unsafe_view.default(mm_10, [2, 8, 32]);  mm_10 = None
        relu_1: "f32[2, 8, 32]" = torch.ops.aten.relu.default(_unsafe_view_20);  _unsafe_view_20 = None
        detach_7: "f32[2, 8, 32]" = torch.ops.aten.detach.default(relu_1);  detach_7 = None
        _param_constant17: "f32[16, 32]" = self._param_constant17
        t_11: "f32[32, 16]" = torch.ops.aten.t.default(_param_constant17);  _param_constant17 = None
        view_21: "f32[16, 32]" = torch.ops.aten.view.default(relu_1, [16, 32]);  relu_1 = None
        mm_11: "f32[16, 16]" = torch.ops.aten.mm.default(view_21, t_11);  view_21 = t_11 = None
        _unsafe_view_21: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_11, [2, 8, 16]);  mm_11 = None
        add_12: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_10, _unsafe_view_21);  add_10 = _unsafe_view_21 = None
        pow_5: "f32[2, 8, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_12, 2)
        mean_4: "f32[2, 8, 1]" = torch.ops.aten.mean.dim(pow_5, [-1], True);  pow_5 = None
        add_13: "f32[2, 8, 1]" = torch.ops.aten.add.Tensor(mean_4, 1e-06);  mean_4 = None
        rsqrt_4: "f32[2, 8, 1]" = torch.ops.aten.rsqrt.default(add_13);  add_13 = None
        detach_8: "f32[2, 8, 1]" = torch.ops.aten.detach.default(rsqrt_4);  detach_8 = None
        mul_12: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(add_12, rsqrt_4);  add_12 = rsqrt_4 = None
        _param_constant18: "f32[16]" = self._param_constant18
        mul_13: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(_param_constant18, mul_12);  _param_constant18 = mul_12 = None
        _param_constant0_1: "f32[64, 16]" = self._param_constant0
        embedding_2: "f32[2, 6, 16]" = torch.ops.aten.embedding.default(_param_constant0_1, decoder_input_ids_1);  _param_constant0_1 = decoder_input_ids_1 = None
        arange_2: "i64[2]" = torch.ops.aten.arange.default(2, device = device(type='cpu'), pin_memory = False)
        arange_3: "i64[1]" = torch.ops.aten.arange.default(1, device = device(type='cpu'), pin_memory = False)
        arange_4: "i64[6]" = torch.ops.aten.arange.default(6, device = device(type='cpu'), pin_memory = False)
        add_14: "i64[6]" = torch.ops.aten.add.Tensor(arange_4, 0);  arange_4 = None
        arange_5: "i64[6]" = torch.ops.aten.arange.default(6, device = device(type='cpu'), pin_memory = False)
        add_15: "i64[6]" = torch.ops.aten.add.Tensor(arange_5, 0);  arange_5 = None
        unsqueeze_3: "i64[2, 1]" = torch.ops.aten.unsqueeze.default(arange_2, 1);  arange_2 = None
        unsqueeze_4: "i64[2, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_3, 2);  unsqueeze_3 = None
        unsqueeze_5: "i64[2, 1, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_4, 3);  unsqueeze_4 = unsqueeze_5 = None
        unsqueeze_6: "i64[1, 1]" = torch.ops.aten.unsqueeze.default(arange_3, 0);  arange_3 = None
        unsqueeze_7: "i64[1, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_6, 2);  unsqueeze_6 = None
        unsqueeze_8: "i64[1, 1, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_7, 3);  unsqueeze_7 = unsqueeze_8 = None
        unsqueeze_9: "i64[1, 6]" = torch.ops.aten.unsqueeze.default(add_14, 0);  add_14 = None
        unsqueeze_10: "i64[1, 1, 6]" = torch.ops.aten.unsqueeze.default(unsqueeze_9, 1);  unsqueeze_9 = None
        unsqueeze_11: "i64[1, 1, 6, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_10, 3);  unsqueeze_10 = None
        unsqueeze_12: "i64[1, 6]" = torch.ops.aten.unsqueeze.default(add_15, 0);  add_15 = None
        unsqueeze_13: "i64[1, 1, 6]" = torch.ops.aten.unsqueeze.default(unsqueeze_12, 1);  unsqueeze_12 = None
        unsqueeze_14: "i64[1, 1, 1, 6]" = torch.ops.aten.unsqueeze.default(unsqueeze_13, 2);  unsqueeze_13 = None
        le: "b8[1, 1, 6, 6]" = torch.ops.aten.le.Tensor(unsqueeze_14, unsqueeze_11);  unsqueeze_14 = unsqueeze_11 = None
        expand_8: "b8[2, 1, 6, 6]" = torch.ops.aten.expand.default(le, [2, -1, 6, 6]);  le = None
        zeros: "f32[]" = torch.ops.aten.zeros.default([], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
        scalar_tensor: "f32[]" = torch.ops.aten.scalar_tensor.default(-3.4028234663852886e+38, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        where_1: "f32[2, 1, 6, 6]" = torch.ops.aten.where.self(expand_8, zeros, scalar_tensor);  expand_8 = zeros = scalar_tensor = None
        pow_6: "f32[2, 6, 16]" = torch.ops.aten.pow.Tensor_Scalar(embedding_2, 2)
        mean_5: "f32[2, 6, 1]" = torch.ops.aten.mean.dim(pow_6, [-1], True);  pow_6 = None
        add_16: "f32[2, 6, 1]" = torch.ops.aten.add.Tensor(mean_5, 1e-06);  mean_5 = None
        rsqrt_5: "f32[2, 6, 1]" = torch.ops.aten.rsqrt.default(add_16);  add_16 = None
        detach_9: "f32[2, 6, 1]" = torch.ops.aten.detach.default(rsqrt_5);  detach_9 = None
        mul_14: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(embedding_2, rsqrt_5);  rsqrt_5 = None
        _param_constant19: "f32[16]" = self._param_constant19
        mul_15: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(_param_constant19, mul_14);  _param_constant19 = mul_14 = None
        _param_constant20: "f32[16, 16]" = self._param_constant20
        t_12: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant20);  _param_constant20 = None
        view_22: "f32[12, 16]" = torch.ops.aten.view.default(mul_15, [12, 16])
        mm_12: "f32[12, 16]" = torch.ops.aten.mm.default(view_22, t_12);  view_22 = t_12 = None
        _unsafe_view_22: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(mm_12, [2, 6, 16]);  mm_12 = None
        view_23: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_22, [2, 6, -1, 8]);  _unsafe_view_22 = None
        transpose_10: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_23, 1, 2);  view_23 = None
        _param_constant21: "f32[16, 16]" = self._param_constant21
        t_13: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant21);  _param_constant21 = None
        view_24: "f32[12, 16]" = torch.ops.aten.view.default(mul_15, [12, 16])
        mm_13: "f32[12, 16]" = torch.ops.aten.mm.default(view_24, t_13);  view_24 = t_13 = None
        _unsafe_view_23: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(mm_13, [2, 6, 16]);  mm_13 = None
        view_25: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_23, [2, 6, -1, 8]);  _unsafe_view_23 = None
        transpose_11: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_25, 1, 2);  view_25 = None
        _param_constant22: "f32[16, 16]" = self._param_constant22
        t_14: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant22);  _param_constant22 = None
        view_26: "f32[12, 16]" = torch.ops.aten.view.default(mul_15, [12, 16]);  mul_15 = None
        mm_14: "f32[12, 16]" = torch.ops.aten.mm.default(view_26, t_14);  view_26 = t_14 = None
        _unsafe_view_24: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(mm_14, [2, 6, 16]);  mm_14 = None
        view_27: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_24, [2, 6, -1, 8]);  _unsafe_view_24 = None
        transpose_12: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_27, 1, 2);  view_27 = None
        _tensor_constant0: "f32[0]" = self._tensor_constant0
        lift_fresh_copy: "f32[0]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant0);  _tensor_constant0 = None
        _tensor_constant1: "f32[0]" = self._tensor_constant1
        lift_fresh_copy_1: "f32[0]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant1);  _tensor_constant1 = None
        cat: "f32[2, 2, 6, 8]" = torch.ops.aten.cat.default([lift_fresh_copy, transpose_11], -2);  lift_fresh_copy = transpose_11 = None
        cat_1: "f32[2, 2, 6, 8]" = torch.ops.aten.cat.default([lift_fresh_copy_1, transpose_12], -2);  lift_fresh_copy_1 = transpose_12 = None
        arange_6: "i64[6]" = torch.ops.aten.arange.default(6, dtype = torch.int64, device = device(type='cpu'), pin_memory = False)
        unsqueeze_15: "i64[6, 1]" = torch.ops.aten.unsqueeze.default(arange_6, 1);  arange_6 = None
        add_17: "i64[6, 1]" = torch.ops.aten.add.Tensor(unsqueeze_15, 0);  unsqueeze_15 = None
        arange_7: "i64[6]" = torch.ops.aten.arange.default(6, dtype = torch.int64, device = device(type='cpu'), pin_memory = False)
        unsqueeze_16: "i64[1, 6]" = torch.ops.aten.unsqueeze.default(arange_7, 0);  arange_7 = None
        sub_1: "i64[6, 6]" = torch.ops.aten.sub.Tensor(unsqueeze_16, add_17);  unsqueeze_16 = add_17 = None
        zeros_like: "i64[6, 6]" = torch.ops.aten.zeros_like.default(sub_1, pin_memory = False)
        minimum_1: "i64[6, 6]" = torch.ops.aten.minimum.default(sub_1, zeros_like);  sub_1 = zeros_like = None
        neg: "i64[6, 6]" = torch.ops.aten.neg.default(minimum_1);  minimum_1 = None
        lt_1: "b8[6, 6]" = torch.ops.aten.lt.Scalar(neg, 16)
        _to_copy_3: "f32[6, 6]" = torch.ops.aten._to_copy.default(neg, dtype = torch.float32)
        div_2: "f32[6, 6]" = torch.ops.aten.div.Tensor(_to_copy_3, 16);  _to_copy_3 = None
        log_1: "f32[6, 6]" = torch.ops.aten.log.default(div_2);  div_2 = None
        div_3: "f32[6, 6]" = torch.ops.aten.div.Tensor(log_1, 2.0794415416798357);  log_1 = None
        mul_16: "f32[6, 6]" = torch.ops.aten.mul.Tensor(div_3, 16);  div_3 = None
        _to_copy_4: "i64[6, 6]" = torch.ops.aten._to_copy.default(mul_16, dtype = torch.int64);  mul_16 = None
        add_18: "i64[6, 6]" = torch.ops.aten.add.Tensor(_to_copy_4, 16);  _to_copy_4 = None
        full_like_1: "i64[6, 6]" = torch.ops.aten.full_like.default(add_18, 31, pin_memory = False)
        minimum_2: "i64[6, 6]" = torch.ops.aten.minimum.default(add_18, full_like_1);  add_18 = full_like_1 = None
        where_2: "i64[6, 6]" = torch.ops.aten.where.self(lt_1, neg, minimum_2);  lt_1 = neg = minimum_2 = None
        add_19: "i64[6, 6]" = torch.ops.aten.add.Tensor(where_2, 0);  where_2 = None
        _param_constant23: "f32[32, 2]" = self._param_constant23
        embedding_3: "f32[6, 6, 2]" = torch.ops.aten.embedding.default(_param_constant23, add_19);  _param_constant23 = add_19 = None
        permute_1: "f32[2, 6, 6]" = torch.ops.aten.permute.default(embedding_3, [2, 0, 1]);  embedding_3 = None
        unsqueeze_17: "f32[1, 2, 6, 6]" = torch.ops.aten.unsqueeze.default(permute_1, 0);  permute_1 = None
        transpose_13: "f32[2, 2, 8, 6]" = torch.ops.aten.transpose.int(cat, 2, 3);  cat = None
        expand_9: "f32[2, 2, 6, 8]" = torch.ops.aten.expand.default(transpose_10, [2, 2, 6, 8]);  transpose_10 = None
        clone_8: "f32[2, 2, 6, 8]" = torch.ops.aten.clone.default(expand_9, memory_format = torch.contiguous_format);  expand_9 = None
        _unsafe_view_25: "f32[4, 6, 8]" = torch.ops.aten._unsafe_view.default(clone_8, [4, 6, 8]);  clone_8 = None
        expand_10: "f32[2, 2, 8, 6]" = torch.ops.aten.expand.default(transpose_13, [2, 2, 8, 6]);  transpose_13 = None
        view_28: "f32[4, 8, 6]" = torch.ops.aten.view.default(expand_10, [4, 8, 6]);  expand_10 = None
        bmm_4: "f32[4, 6, 6]" = torch.ops.aten.bmm.default(_unsafe_view_25, view_28);  _unsafe_view_25 = view_28 = None
        _unsafe_view_26: "f32[2, 2, 6, 6]" = torch.ops.aten._unsafe_view.default(bmm_4, [2, 2, 6, 6]);  bmm_4 = None
        mul_17: "f32[2, 2, 6, 6]" = torch.ops.aten.mul.Tensor(_unsafe_view_26, 1.0);  _unsafe_view_26 = None
        add_20: "f32[2, 2, 6, 6]" = torch.ops.aten.add.Tensor(mul_17, unsqueeze_17);  mul_17 = None
        add_21: "f32[2, 2, 6, 6]" = torch.ops.aten.add.Tensor(add_20, where_1);  add_20 = None
        _softmax_2: "f32[2, 2, 6, 6]" = torch.ops.aten._softmax.default(add_21, -1, False);  add_21 = None
        detach_10: "f32[2, 2, 6, 6]" = torch.ops.aten.detach.default(_softmax_2);  detach_10 = None
        expand_11: "f32[2, 2, 6, 6]" = torch.ops.aten.expand.default(_softmax_2, [2, 2, 6, 6]);  _softmax_2 = None
        view_29: "f32[4, 6, 6]" = torch.ops.aten.view.default(expand_11, [4, 6, 6]);  expand_11 = None
        expand_12: "f32[2, 2, 6, 8]" = torch.ops.aten.expand.default(cat_1, [2, 2, 6, 8]);  cat_1 = None
        view_30: "f32[4, 6, 8]" = torch.ops.aten.view.default(expand_12, [4, 6, 8]);  expand_12 = None
        bmm_5: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(view_29, view_30);  view_29 = view_30 = None
        _unsafe_view_27: "f32[2, 2, 6, 8]" = torch.ops.aten._unsafe_view.default(bmm_5, [2, 2, 6, 8]);  bmm_5 = None
        transpose_14: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(_unsafe_view_27, 1, 2);  _unsafe_view_27 = None
        clone_9: "f32[2, 6, 2, 8]" = torch.ops.aten.clone.default(transpose_14, memory_format = torch.contiguous_format);  transpose_14 = None
        view_31: "f32[2, 6, 16]" = torch.ops.aten.view.default(clone_9, [2, 6, -1]);  clone_9 = None
        _param_constant24: "f32[16, 16]" = self._param_constant24
        t_15: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant24);  _param_constant24 = None
        view_32: "f32[12, 16]" = torch.ops.aten.view.default(view_31, [12, 16]);  view_31 = None
        mm_15: "f32[12, 16]" = torch.ops.aten.mm.default(view_32, t_15);  view_32 = t_15 = None
        _unsafe_view_28: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(mm_15, [2, 6, 16]);  mm_15 = None
        add_22: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(embedding_2, _unsafe_view_28);  embedding_2 = _unsafe_view_28 = None
        pow_7: "f32[2, 6, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_22, 2)
        mean_6: "f32[2, 6, 1]" = torch.ops.aten.mean.dim(pow_7, [-1], True);  pow_7 = None
        add_23: "f32[2, 6, 1]" = torch.ops.aten.add.Tensor(mean_6, 1e-06);  mean_6 = None
        rsqrt_6: "f32[2, 6, 1]" = torch.ops.aten.rsqrt.default(add_23);  add_23 = None
        detach_11: "f32[2, 6, 1]" = torch.ops.aten.detach.default(rsqrt_6);  detach_11 = None
        mul_18: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(add_22, rsqrt_6);  rsqrt_6 = None
        _param_constant25: "f32[16]" = self._param_constant25
        mul_19: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(_param_constant25, mul_18);  _param_constant25 = mul_18 = None
        _param_constant26: "f32[16, 16]" = self._param_constant26
        t_16: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant26);  _param_constant26 = None
        view_33: "f32[12, 16]" = torch.ops.aten.view.default(mul_19, [12, 16]);  mul_19 = None
        mm_16: "f32[12, 16]" = torch.ops.aten.mm.default(view_33, t_16);  view_33 = t_16 = None
        _unsafe_view_29: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(mm_16, [2, 6, 16]);  mm_16 = None
        view_34: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_29, [2, 6, -1, 8]);  _unsafe_view_29 = None
        transpose_15: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_34, 1, 2);  view_34 = None
        _param_constant27: "f32[16, 16]" = self._param_constant27
        t_17: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant27);  _param_constant27 = None
        view_35: "f32[16, 16]" = torch.ops.aten.view.default(mul_13, [16, 16])
        mm_17: "f32[16, 16]" = torch.ops.aten.mm.default(view_35, t_17);  view_35 = t_17 = None
        _unsafe_view_30: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_17, [2, 8, 16]);  mm_17 = None
        view_36: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_30, [2, 8, -1, 8]);  _unsafe_view_30 = None
        transpose_16: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_36, 1, 2);  view_36 = None
        _param_constant28: "f32[16, 16]" = self._param_constant28
        t_18: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant28);  _param_constant28 = None
        view_37: "f32[16, 16]" = torch.ops.aten.view.default(mul_13, [16, 16])
        mm_18: "f32[16, 16]" = torch.ops.aten.mm.default(view_37, t_18);  view_37 = t_18 = None
        _unsafe_view_31: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_18, [2, 8, 16]);  mm_18 = None
        view_38: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_31, [2, 8, -1, 8]);  _unsafe_view_31 = None
        transpose_17: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_38, 1, 2);  view_38 = None
        _tensor_constant2: "f32[0]" = self._tensor_constant2
        lift_fresh_copy_2: "f32[0]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant2);  _tensor_constant2 = None
        _tensor_constant3: "f32[0]" = self._tensor_constant3
        lift_fresh_copy_3: "f32[0]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant3);  _tensor_constant3 = None
        cat_2: "f32[2, 2, 8, 8]" = torch.ops.aten.cat.default([lift_fresh_copy_2, transpose_16], -2);  lift_fresh_copy_2 = transpose_16 = None
        cat_3: "f32[2, 2, 8, 8]" = torch.ops.aten.cat.default([lift_fresh_copy_3, transpose_17], -2);  lift_fresh_copy_3 = transpose_17 = None
        zeros_1: "f32[1, 2, 6, 8]" = torch.ops.aten.zeros.default([1, 2, 6, 8], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
        transpose_18: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(cat_2, 2, 3);  cat_2 = None
        expand_13: "f32[2, 2, 6, 8]" = torch.ops.aten.expand.default(transpose_15, [2, 2, 6, 8]);  transpose_15 = None
        clone_10: "f32[2, 2, 6, 8]" = torch.ops.aten.clone.default(expand_13, memory_format = torch.contiguous_format);  expand_13 = None
        _unsafe_view_32: "f32[4, 6, 8]" = torch.ops.aten._unsafe_view.default(clone_10, [4, 6, 8]);  clone_10 = None
        expand_14: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(transpose_18, [2, 2, 8, 8]);  transpose_18 = None
        view_39: "f32[4, 8, 8]" = torch.ops.aten.view.default(expand_14, [4, 8, 8]);  expand_14 = None
        bmm_6: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(_unsafe_view_32, view_39);  _unsafe_view_32 = view_39 = None
        _unsafe_view_33: "f32[2, 2, 6, 8]" = torch.ops.aten._unsafe_view.default(bmm_6, [2, 2, 6, 8]);  bmm_6 = None
        mul_20: "f32[2, 2, 6, 8]" = torch.ops.aten.mul.Tensor(_unsafe_view_33, 1.0);  _unsafe_view_33 = None
        add_24: "f32[2, 2, 6, 8]" = torch.ops.aten.add.Tensor(mul_20, zeros_1);  mul_20 = None
        _softmax_3: "f32[2, 2, 6, 8]" = torch.ops.aten._softmax.default(add_24, -1, False);  add_24 = None
        detach_12: "f32[2, 2, 6, 8]" = torch.ops.aten.detach.default(_softmax_3);  detach_12 = None
        expand_15: "f32[2, 2, 6, 8]" = torch.ops.aten.expand.default(_softmax_3, [2, 2, 6, 8]);  _softmax_3 = None
        view_40: "f32[4, 6, 8]" = torch.ops.aten.view.default(expand_15, [4, 6, 8]);  expand_15 = None
        expand_16: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(cat_3, [2, 2, 8, 8]);  cat_3 = None
        view_41: "f32[4, 8, 8]" = torch.ops.aten.view.default(expand_16, [4, 8, 8]);  expand_16 = None
        bmm_7: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(view_40, view_41);  view_40 = view_41 = None
        _unsafe_view_34: "f32[2, 2, 6, 8]" = torch.ops.aten._unsafe_view.default(bmm_7, [2, 2, 6, 8]);  bmm_7 = None
        transpose_19: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(_unsafe_view_34, 1, 2);  _unsafe_view_34 = None
        clone_11: "f32[2, 6, 2, 8]" = torch.ops.aten.clone.default(transpose_19, memory_format = torch.contiguous_format);  transpose_19 = None
        view_42: "f32[2, 6, 16]" = torch.ops.aten.view.default(clone_11, [2, 6, -1]);  clone_11 = None
        _param_constant29: "f32[16, 16]" = self._param_constant29
        t_19: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant29);  _param_constant29 = None
        view_43: "f32[12, 16]" = torch.ops.aten.view.default(view_42, [12, 16]);  view_42 = None
        mm_19: "f32[12, 16]" = torch.ops.aten.mm.default(view_43, t_19);  view_43 = t_19 = None
        _unsafe_view_35: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(mm_19, [2, 6, 16]);  mm_19 = None
        add_25: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_22, _unsafe_view_35);  add_22 = _unsafe_view_35 = None
        pow_8: "f32[2, 6, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_25, 2)
        mean_7: "f32[2, 6, 1]" = torch.ops.aten.mean.dim(pow_8, [-1], True);  pow_8 = None
        add_26: "f32[2, 6, 1]" = torch.ops.aten.add.Tensor(mean_7, 1e-06);  mean_7 = None
        rsqrt_7: "f32[2, 6, 1]" = torch.ops.aten.rsqrt.default(add_26);  add_26 = None
        detach_13: "f32[2, 6, 1]" = torch.ops.aten.detach.default(rsqrt_7);  detach_13 = None
        mul_21: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(add_25, rsqrt_7);  rsqrt_7 = None
        _param_constant30: "f32[16]" = self._param_constant30
        mul_22: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(_param_constant30, mul_21);  _param_constant30 = mul_21 = None
        _param_constant31: "f32[32, 16]" = self._param_constant31
        t_20: "f32[16, 32]" = torch.ops.aten.t.default(_param_constant31);  _param_constant31 = None
        view_44: "f32[12, 16]" = torch.ops.aten.view.default(mul_22, [12, 16]);  mul_22 = None
        mm_20: "f32[12, 32]" = torch.ops.aten.mm.default(view_44, t_20);  view_44 = t_20 = None
        _unsafe_view_36: "f32[2, 6, 32]" = torch.ops.aten._unsafe_view.default(mm_20, [2, 6, 32]);  mm_20 = None
        relu_2: "f32[2, 6, 32]" = torch.ops.aten.relu.default(_unsafe_view_36);  _unsafe_view_36 = None
        detach_14: "f32[2, 6, 32]" = torch.ops.aten.detach.default(relu_2);  detach_14 = None
        _param_constant32: "f32[16, 32]" = self._param_constant32
        t_21: "f32[32, 16]" = torch.ops.aten.t.default(_param_constant32);  _param_constant32 = None
        view_45: "f32[12, 32]" = torch.ops.aten.view.default(relu_2, [12, 32]);  relu_2 = None
        mm_21: "f32[12, 16]" = torch.ops.aten.mm.default(view_45, t_21);  view_45 = t_21 = None
        _unsafe_view_37: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(mm_21, [2, 6, 16]);  mm_21 = None
        add_27: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_25, _unsafe_view_37);  add_25 = _unsafe_view_37 = None
        pow_9: "f32[2, 6, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_27, 2)
        mean_8: "f32[2, 6, 1]" = torch.ops.aten.mean.dim(pow_9, [-1], True);  pow_9 = None
        add_28: "f32[2, 6, 1]" = torch.ops.aten.add.Tensor(mean_8, 1e-06);  mean_8 = None
        rsqrt_8: "f32[2, 6, 1]" = torch.ops.aten.rsqrt.default(add_28);  add_28 = None
        detach_15: "f32[2, 6, 1]" = torch.ops.aten.detach.default(rsqrt_8);  detach_15 = None
        mul_23: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(add_27, rsqrt_8);  rsqrt_8 = None
        _param_constant33: "f32[16]" = self._param_constant33
        mul_24: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(_param_constant33, mul_23);  _param_constant33 = mul_23 = None
        _param_constant34: "f32[16, 16]" = self._param_constant34
        t_22: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant34);  _param_constant34 = None
        view_46: "f32[12, 16]" = torch.ops.aten.view.default(mul_24, [12, 16])
        mm_22: "f32[12, 16]" = torch.ops.aten.mm.default(view_46, t_22);  view_46 = t_22 = None
        _unsafe_view_38: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(mm_22, [2, 6, 16]);  mm_22 = None
        view_47: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_38, [2, 6, -1, 8]);  _unsafe_view_38 = None
        transpose_20: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_47, 1, 2);  view_47 = None
        _param_constant35: "f32[16, 16]" = self._param_constant35
        t_23: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant35);  _param_constant35 = None
        view_48: "f32[12, 16]" = torch.ops.aten.view.default(mul_24, [12, 16])
        mm_23: "f32[12, 16]" = torch.ops.aten.mm.default(view_48, t_23);  view_48 = t_23 = None
        _unsafe_view_39: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(mm_23, [2, 6, 16]);  mm_23 = None
        view_49: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_39, [2, 6, -1, 8]);  _unsafe_view_39 = None
        transpose_21: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_49, 1, 2);  view_49 = None
        _param_constant36: "f32[16, 16]" = self._param_constant36
        t_24: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant36);  _param_constant36 = None
        view_50: "f32[12, 16]" = torch.ops.aten.view.default(mul_24, [12, 16]);  mul_24 = None
        mm_24: "f32[12, 16]" = torch.ops.aten.mm.default(view_50, t_24);  view_50 = t_24 = None
        _unsafe_view_40: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(mm_24, [2, 6, 16]);  mm_24 = None
        view_51: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_40, [2, 6, -1, 8]);  _unsafe_view_40 = None
        transpose_22: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_51, 1, 2);  view_51 = None
        _tensor_constant4: "f32[0]" = self._tensor_constant4
        lift_fresh_copy_4: "f32[0]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant4);  _tensor_constant4 = None
        _tensor_constant5: "f32[0]" = self._tensor_constant5
        lift_fresh_copy_5: "f32[0]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant5);  _tensor_constant5 = None
        cat_4: "f32[2, 2, 6, 8]" = torch.ops.aten.cat.default([lift_fresh_copy_4, transpose_21], -2);  lift_fresh_copy_4 = transpose_21 = None
        cat_5: "f32[2, 2, 6, 8]" = torch.ops.aten.cat.default([lift_fresh_copy_5, transpose_22], -2);  lift_fresh_copy_5 = transpose_22 = None
        transpose_23: "f32[2, 2, 8, 6]" = torch.ops.aten.transpose.int(cat_4, 2, 3);  cat_4 = None
        expand_17: "f32[2, 2, 6, 8]" = torch.ops.aten.expand.default(transpose_20, [2, 2, 6, 8]);  transpose_20 = None
        clone_12: "f32[2, 2, 6, 8]" = torch.ops.aten.clone.default(expand_17, memory_format = torch.contiguous_format);  expand_17 = None
        _unsafe_view_41: "f32[4, 6, 8]" = torch.ops.aten._unsafe_view.default(clone_12, [4, 6, 8]);  clone_12 = None
        expand_18: "f32[2, 2, 8, 6]" = torch.ops.aten.expand.default(transpose_23, [2, 2, 8, 6]);  transpose_23 = None
        view_52: "f32[4, 8, 6]" = torch.ops.aten.view.default(expand_18, [4, 8, 6]);  expand_18 = None
        bmm_8: "f32[4, 6, 6]" = torch.ops.aten.bmm.default(_unsafe_view_41, view_52);  _unsafe_view_41 = view_52 = None
        _unsafe_view_42: "f32[2, 2, 6, 6]" = torch.ops.aten._unsafe_view.default(bmm_8, [2, 2, 6, 6]);  bmm_8 = None
        mul_25: "f32[2, 2, 6, 6]" = torch.ops.aten.mul.Tensor(_unsafe_view_42, 1.0);  _unsafe_view_42 = None
        add_29: "f32[2, 2, 6, 6]" = torch.ops.aten.add.Tensor(mul_25, unsqueeze_17);  mul_25 = unsqueeze_17 = None
        add_30: "f32[2, 2, 6, 6]" = torch.ops.aten.add.Tensor(add_29, where_1);  add_29 = where_1 = None
        _softmax_4: "f32[2, 2, 6, 6]" = torch.ops.aten._softmax.default(add_30, -1, False);  add_30 = None
        detach_16: "f32[2, 2, 6, 6]" = torch.ops.aten.detach.default(_softmax_4);  detach_16 = None
        expand_19: "f32[2, 2, 6, 6]" = torch.ops.aten.expand.default(_softmax_4, [2, 2, 6, 6]);  _softmax_4 = None
        view_53: "f32[4, 6, 6]" = torch.ops.aten.view.default(expand_19, [4, 6, 6]);  expand_19 = None
        expand_20: "f32[2, 2, 6, 8]" = torch.ops.aten.expand.default(cat_5, [2, 2, 6, 8]);  cat_5 = None
        view_54: "f32[4, 6, 8]" = torch.ops.aten.view.default(expand_20, [4, 6, 8]);  expand_20 = None
        bmm_9: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(view_53, view_54);  view_53 = view_54 = None
        _unsafe_view_43: "f32[2, 2, 6, 8]" = torch.ops.aten._unsafe_view.default(bmm_9, [2, 2, 6, 8]);  bmm_9 = None
        transpose_24: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(_unsafe_view_43, 1, 2);  _unsafe_view_43 = None
        clone_13: "f32[2, 6, 2, 8]" = torch.ops.aten.clone.default(transpose_24, memory_format = torch.contiguous_format);  transpose_24 = None
        view_55: "f32[2, 6, 16]" = torch.ops.aten.view.default(clone_13, [2, 6, -1]);  clone_13 = None
        _param_constant37: "f32[16, 16]" = self._param_constant37
        t_25: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant37);  _param_constant37 = None
        view_56: "f32[12, 16]" = torch.ops.aten.view.default(view_55, [12, 16]);  view_55 = None
        mm_25: "f32[12, 16]" = torch.ops.aten.mm.default(view_56, t_25);  view_56 = t_25 = None
        _unsafe_view_44: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(mm_25, [2, 6, 16]);  mm_25 = None
        add_31: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_27, _unsafe_view_44);  add_27 = _unsafe_view_44 = None
        pow_10: "f32[2, 6, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_31, 2)
        mean_9: "f32[2, 6, 1]" = torch.ops.aten.mean.dim(pow_10, [-1], True);  pow_10 = None
        add_32: "f32[2, 6, 1]" = torch.ops.aten.add.Tensor(mean_9, 1e-06);  mean_9 = None
        rsqrt_9: "f32[2, 6, 1]" = torch.ops.aten.rsqrt.default(add_32);  add_32 = None
        detach_17: "f32[2, 6, 1]" = torch.ops.aten.detach.default(rsqrt_9);  detach_17 = None
        mul_26: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(add_31, rsqrt_9);  rsqrt_9 = None
        _param_constant38: "f32[16]" = self._param_constant38
        mul_27: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(_param_constant38, mul_26);  _param_constant38 = mul_26 = None
        _param_constant39: "f32[16, 16]" = self._param_constant39
        t_26: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant39);  _param_constant39 = None
        view_57: "f32[12, 16]" = torch.ops.aten.view.default(mul_27, [12, 16]);  mul_27 = None
        mm_26: "f32[12, 16]" = torch.ops.aten.mm.default(view_57, t_26);  view_57 = t_26 = None
        _unsafe_view_45: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(mm_26, [2, 6, 16]);  mm_26 = None
        view_58: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_45, [2, 6, -1, 8]);  _unsafe_view_45 = None
        transpose_25: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_58, 1, 2);  view_58 = None
        _param_constant40: "f32[16, 16]" = self._param_constant40
        t_27: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant40);  _param_constant40 = None
        view_59: "f32[16, 16]" = torch.ops.aten.view.default(mul_13, [16, 16])
        mm_27: "f32[16, 16]" = torch.ops.aten.mm.default(view_59, t_27);  view_59 = t_27 = None
        _unsafe_view_46: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_27, [2, 8, 16]);  mm_27 = None
        view_60: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_46, [2, 8, -1, 8]);  _unsafe_view_46 = None
        transpose_26: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_60, 1, 2);  view_60 = None
        _param_constant41: "f32[16, 16]" = self._param_constant41
        t_28: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant41);  _param_constant41 = None
        view_61: "f32[16, 16]" = torch.ops.aten.view.default(mul_13, [16, 16]);  mul_13 = None
        mm_28: "f32[16, 16]" = torch.ops.aten.mm.default(view_61, t_28);  view_61 = t_28 = None
        _unsafe_view_47: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_28, [2, 8, 16]);  mm_28 = None
        view_62: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_47, [2, 8, -1, 8]);  _unsafe_view_47 = None
        transpose_27: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_62, 1, 2);  view_62 = None
        _tensor_constant6: "f32[0]" = self._tensor_constant6
        lift_fresh_copy_6: "f32[0]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant6);  _tensor_constant6 = None
        _tensor_constant7: "f32[0]" = self._tensor_constant7
        lift_fresh_copy_7: "f32[0]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant7);  _tensor_constant7 = None
        cat_6: "f32[2, 2, 8, 8]" = torch.ops.aten.cat.default([lift_fresh_copy_6, transpose_26], -2);  lift_fresh_copy_6 = transpose_26 = None
        cat_7: "f32[2, 2, 8, 8]" = torch.ops.aten.cat.default([lift_fresh_copy_7, transpose_27], -2);  lift_fresh_copy_7 = transpose_27 = None
        transpose_28: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(cat_6, 2, 3);  cat_6 = None
        expand_21: "f32[2, 2, 6, 8]" = torch.ops.aten.expand.default(transpose_25, [2, 2, 6, 8]);  transpose_25 = None
        clone_14: "f32[2, 2, 6, 8]" = torch.ops.aten.clone.default(expand_21, memory_format = torch.contiguous_format);  expand_21 = None
        _unsafe_view_48: "f32[4, 6, 8]" = torch.ops.aten._unsafe_view.default(clone_14, [4, 6, 8]);  clone_14 = None
        expand_22: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(transpose_28, [2, 2, 8, 8]);  transpose_28 = None
        view_63: "f32[4, 8, 8]" = torch.ops.aten.view.default(expand_22, [4, 8, 8]);  expand_22 = None
        bmm_10: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(_unsafe_view_48, view_63);  _unsafe_view_48 = view_63 = None
        _unsafe_view_49: "f32[2, 2, 6, 8]" = torch.ops.aten._unsafe_view.default(bmm_10, [2, 2, 6, 8]);  bmm_10 = None
        mul_28: "f32[2, 2, 6, 8]" = torch.ops.aten.mul.Tensor(_unsafe_view_49, 1.0);  _unsafe_view_49 = None
        add_33: "f32[2, 2, 6, 8]" = torch.ops.aten.add.Tensor(mul_28, zeros_1);  mul_28 = zeros_1 = None
        _softmax_5: "f32[2, 2, 6, 8]" = torch.ops.aten._softmax.default(add_33, -1, False);  add_33 = None
        detach_18: "f32[2, 2, 6, 8]" = torch.ops.aten.detach.default(_softmax_5);  detach_18 = None
        expand_23: "f32[2, 2, 6, 8]" = torch.ops.aten.expand.default(_softmax_5, [2, 2, 6, 8]);  _softmax_5 = None
        view_64: "f32[4, 6, 8]" = torch.ops.aten.view.default(expand_23, [4, 6, 8]);  expand_23 = None
        expand_24: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(cat_7, [2, 2, 8, 8]);  cat_7 = None
        view_65: "f32[4, 8, 8]" = torch.ops.aten.view.default(expand_24, [4, 8, 8]);  expand_24 = None
        bmm_11: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(view_64, view_65);  view_64 = view_65 = None
        _unsafe_view_50: "f32[2, 2, 6, 8]" = torch.ops.aten._unsafe_view.default(bmm_11, [2, 2, 6, 8]);  bmm_11 = None
        transpose_29: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(_unsafe_view_50, 1, 2);  _unsafe_view_50 = None
        clone_15: "f32[2, 6, 2, 8]" = torch.ops.aten.clone.default(transpose_29, memory_format = torch.contiguous_format);  transpose_29 = None
        view_66: "f32[2, 6, 16]" = torch.ops.aten.view.default(clone_15, [2, 6, -1]);  clone_15 = None
        _param_constant42: "f32[16, 16]" = self._param_constant42
        t_29: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant42);  _param_constant42 = None
        view_67: "f32[12, 16]" = torch.ops.aten.view.default(view_66, [12, 16]);  view_66 = None
        mm_29: "f32[12, 16]" = torch.ops.aten.mm.default(view_67, t_29);  view_67 = t_29 = None
        _unsafe_view_51: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(mm_29, [2, 6, 16]);  mm_29 = None
        add_34: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_31, _unsafe_view_51);  add_31 = _unsafe_view_51 = None
        pow_11: "f32[2, 6, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_34, 2)
        mean_10: "f32[2, 6, 1]" = torch.ops.aten.mean.dim(pow_11, [-1], True);  pow_11 = None
        add_35: "f32[2, 6, 1]" = torch.ops.aten.add.Tensor(mean_10, 1e-06);  mean_10 = None
        rsqrt_10: "f32[2, 6, 1]" = torch.ops.aten.rsqrt.default(add_35);  add_35 = None
        detach_19: "f32[2, 6, 1]" = torch.ops.aten.detach.default(rsqrt_10);  detach_19 = None
        mul_29: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(add_34, rsqrt_10);  rsqrt_10 = None
        _param_constant43: "f32[16]" = self._param_constant43
        mul_30: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(_param_constant43, mul_29);  _param_constant43 = mul_29 = None
        _param_constant44: "f32[32, 16]" = self._param_constant44
        t_30: "f32[16, 32]" = torch.ops.aten.t.default(_param_constant44);  _param_constant44 = None
        view_68: "f32[12, 16]" = torch.ops.aten.view.default(mul_30, [12, 16]);  mul_30 = None
        mm_30: "f32[12, 32]" = torch.ops.aten.mm.default(view_68, t_30);  view_68 = t_30 = None
        _unsafe_view_52: "f32[2, 6, 32]" = torch.ops.aten._unsafe_view.default(mm_30, [2, 6, 32]);  mm_30 = None
        relu_3: "f32[2, 6, 32]" = torch.ops.aten.relu.default(_unsafe_view_52);  _unsafe_view_52 = None
        detach_20: "f32[2, 6, 32]" = torch.ops.aten.detach.default(relu_3);  detach_20 = None
        _param_constant45: "f32[16, 32]" = self._param_constant45
        t_31: "f32[32, 16]" = torch.ops.aten.t.default(_param_constant45);  _param_constant45 = None
        view_69: "f32[12, 32]" = torch.ops.aten.view.default(relu_3, [12, 32]);  relu_3 = None
        mm_31: "f32[12, 16]" = torch.ops.aten.mm.default(view_69, t_31);  view_69 = t_31 = None
        _unsafe_view_53: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(mm_31, [2, 6, 16]);  mm_31 = None
        add_36: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_34, _unsafe_view_53);  add_34 = _unsafe_view_53 = None
        pow_12: "f32[2, 6, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_36, 2)
        mean_11: "f32[2, 6, 1]" = torch.ops.aten.mean.dim(pow_12, [-1], True);  pow_12 = None
        add_37: "f32[2, 6, 1]" = torch.ops.aten.add.Tensor(mean_11, 1e-06);  mean_11 = None
        rsqrt_11: "f32[2, 6, 1]" = torch.ops.aten.rsqrt.default(add_37);  add_37 = None
        detach_21: "f32[2, 6, 1]" = torch.ops.aten.detach.default(rsqrt_11);  detach_21 = None
        mul_31: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(add_36, rsqrt_11);  add_36 = rsqrt_11 = None
        _param_constant46: "f32[16]" = self._param_constant46
        mul_32: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(_param_constant46, mul_31);  _param_constant46 = mul_31 = None
        mul_33: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(mul_32, 0.25);  mul_32 = None
        _param_constant0_2: "f32[64, 16]" = self._param_constant0
        t_32: "f32[16, 64]" = torch.ops.aten.t.default(_param_constant0_2);  _param_constant0_2 = None
        view_70: "f32[12, 16]" = torch.ops.aten.view.default(mul_33, [12, 16]);  mul_33 = None
        mm_32: "f32[12, 64]" = torch.ops.aten.mm.default(view_70, t_32);  view_70 = t_32 = None
        _unsafe_view_54: "f32[2, 6, 64]" = torch.ops.aten._unsafe_view.default(mm_32, [2, 6, 64]);  mm_32 = None
        view_71: "f32[12, 64]" = torch.ops.aten.view.default(_unsafe_view_54, [-1, 64]);  _unsafe_view_54 = None
        view_72: "i64[12]" = torch.ops.aten.view.default(labels_1, [-1]);  labels_1 = None
        _log_softmax: "f32[12, 64]" = torch.ops.aten._log_softmax.default(view_71, 1, False);  view_71 = None
        detach_22: "f32[12, 64]" = torch.ops.aten.detach.default(_log_softmax);  detach_22 = None
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, view_72, None, 1, -100);  _log_softmax = view_72 = None
        getitem: "f32[]" = nll_loss_forward[0]
        getitem_1: "f32[]" = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
        return getitem
