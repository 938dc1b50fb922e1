class traced(torch.nn.Module):
    def forward(self, input_ids_1: "i64[2, 8]", decoder_input_ids_1: "i64[2, 6]", labels_1: "i64[2, 6]"):
        # No stacktrace found for following nodes
        _param_constant0: "f32[64, 16]" = self._param_constant0
        embedding: "f32[2, 8, 16]" = torch.ops.aten.embedding.default(_param_constant0, input_ids_1);  _param_constant0 = None
        pow_1: "f32[2, 8, 16]" = torch.ops.aten.pow.Tensor_Scalar(embedding, 2)
        mean: "f32[2, 8, 1]" = torch.ops.aten.mean.dim(pow_1, [-1], True);  pow_1 = None
        add: "f32[2, 8, 1]" = torch.ops.aten.add.Tensor(mean, 1e-06);  mean = None
        rsqrt: "f32[2, 8, 1]" = torch.ops.aten.rsqrt.default(add);  add = None
        detach: "f32[2, 8, 1]" = torch.ops.aten.detach.default(rsqrt)
        mul: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(embedding, rsqrt)
        _param_constant1: "f32[16]" = self._param_constant1
        mul_1: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(_param_constant1, mul);  _param_constant1 = None
        _param_constant2: "f32[16, 16]" = self._param_constant2
        t: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
        view: "f32[16, 16]" = torch.ops.aten.view.default(mul_1, [16, 16])
        mm: "f32[16, 16]" = torch.ops.aten.mm.default(view, t)
        _unsafe_view: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm, [2, 8, 16]);  mm = None
        view_1: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(_unsafe_view, [2, 8, -1, 8]);  _unsafe_view = None
        transpose: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_1, 1, 2);  view_1 = None
        _param_constant3: "f32[16, 16]" = self._param_constant3
        t_1: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant3);  _param_constant3 = None
        view_2: "f32[16, 16]" = torch.ops.aten.view.default(mul_1, [16, 16])
        mm_1: "f32[16, 16]" = torch.ops.aten.mm.default(view_2, t_1)
        _unsafe_view_1: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_1, [2, 8, 16]);  mm_1 = None
        view_3: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_1, [2, 8, -1, 8]);  _unsafe_view_1 = None
        transpose_1: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_3, 1, 2);  view_3 = None
        _param_constant4: "f32[16, 16]" = self._param_constant4
        t_2: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
        view_4: "f32[16, 16]" = torch.ops.aten.view.default(mul_1, [16, 16]);  mul_1 = None
        mm_2: "f32[16, 16]" = torch.ops.aten.mm.default(view_4, t_2)
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
        embedding_1: "f32[8, 8, 2]" = torch.ops.aten.embedding.default(_param_constant5, add_);  _param_constant5 = None
        permute: "f32[2, 8, 8]" = torch.ops.aten.permute.default(embedding_1, [2, 0, 1]);  embedding_1 = None
        unsqueeze_2: "f32[1, 2, 8, 8]" = torch.ops.aten.unsqueeze.default(permute, 0);  permute = None
        transpose_3: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(transpose_1, 2, 3);  transpose_1 = None
        expand: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(transpose, [2, 2, 8, 8]);  transpose = None
        clone: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format);  expand = None
        _unsafe_view_3: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone, [4, 8, 8]);  clone = None
        expand_1: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(transpose_3, [2, 2, 8, 8]);  transpose_3 = None
        clone_1: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(expand_1, memory_format = torch.contiguous_format);  expand_1 = None
        _unsafe_view_4: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone_1, [4, 8, 8]);  clone_1 = None
        bmm: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(_unsafe_view_3, _unsafe_view_4)
        _unsafe_view_5: "f32[2, 2, 8, 8]" = torch.ops.aten._unsafe_view.default(bmm, [2, 2, 8, 8]);  bmm = None
        mul_4: "f32[2, 2, 8, 8]" = torch.ops.aten.mul.Tensor(_unsafe_view_5, 1.0);  _unsafe_view_5 = None
        add_4: "f32[2, 2, 8, 8]" = torch.ops.aten.add.Tensor(mul_4, unsqueeze_2);  mul_4 = None
        _softmax: "f32[2, 2, 8, 8]" = torch.ops.aten._softmax.default(add_4, -1, False);  add_4 = None
        detach_1: "f32[2, 2, 8, 8]" = torch.ops.aten.detach.default(_softmax)
        expand_2: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(_softmax, [2, 2, 8, 8]);  _softmax = None
        view_6: "f32[4, 8, 8]" = torch.ops.aten.view.default(expand_2, [4, 8, 8]);  expand_2 = None
        expand_3: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(transpose_2, [2, 2, 8, 8]);  transpose_2 = None
        clone_2: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(expand_3, memory_format = torch.contiguous_format);  expand_3 = None
        _unsafe_view_6: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone_2, [4, 8, 8]);  clone_2 = None
        bmm_1: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(view_6, _unsafe_view_6)
        _unsafe_view_7: "f32[2, 2, 8, 8]" = torch.ops.aten._unsafe_view.default(bmm_1, [2, 2, 8, 8]);  bmm_1 = None
        transpose_4: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(_unsafe_view_7, 1, 2);  _unsafe_view_7 = None
        clone_3: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_4, memory_format = torch.contiguous_format);  transpose_4 = None
        view_7: "f32[2, 8, 16]" = torch.ops.aten.view.default(clone_3, [2, 8, -1]);  clone_3 = None
        _param_constant6: "f32[16, 16]" = self._param_constant6
        t_3: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
        view_8: "f32[16, 16]" = torch.ops.aten.view.default(view_7, [16, 16]);  view_7 = None
        mm_3: "f32[16, 16]" = torch.ops.aten.mm.default(view_8, t_3)
        _unsafe_view_8: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_3, [2, 8, 16]);  mm_3 = None
        add_5: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(embedding, _unsafe_view_8);  _unsafe_view_8 = None
        pow_2: "f32[2, 8, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_5, 2)
        mean_1: "f32[2, 8, 1]" = torch.ops.aten.mean.dim(pow_2, [-1], True);  pow_2 = None
        add_6: "f32[2, 8, 1]" = torch.ops.aten.add.Tensor(mean_1, 1e-06);  mean_1 = None
        rsqrt_1: "f32[2, 8, 1]" = torch.ops.aten.rsqrt.default(add_6);  add_6 = None
        detach_2: "f32[2, 8, 1]" = torch.ops.aten.detach.default(rsqrt_1)
        mul_5: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(add_5, rsqrt_1)
        _param_constant7: "f32[16]" = self._param_constant7
        mul_6: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(_param_constant7, mul_5);  _param_constant7 = None
        _param_constant8: "f32[32, 16]" = self._param_constant8
        t_4: "f32[16, 32]" = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
        view_9: "f32[16, 16]" = torch.ops.aten.view.default(mul_6, [16, 16]);  mul_6 = None
        mm_4: "f32[16, 32]" = torch.ops.aten.mm.default(view_9, t_4)
        _unsafe_view_9: "f32[2, 8, 32]" = torch.ops.aten._unsafe_view.default(mm_4, [2, 8, 32]);  mm_4 = None
        relu: "f32[2, 8, 32]" = torch.ops.aten.relu.default(_unsafe_view_9);  _unsafe_view_9 = None
        detach_3: "f32[2, 8, 32]" = torch.ops.aten.detach.default(relu)
        _param_constant9: "f32[16, 32]" = self._param_constant9
        t_5: "f32[32, 16]" = torch.ops.aten.t.default(_param_constant9);  _param_constant9 = None
        view_10: "f32[16, 32]" = torch.ops.aten.view.default(relu, [16, 32]);  relu = None
        mm_5: "f32[16, 16]" = torch.ops.aten.mm.default(view_10, t_5)
        _unsafe_view_10: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_5, [2, 8, 16]);  mm_5 = None
        add_7: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_5, _unsafe_view_10);  _unsafe_view_10 = None
        pow_3: "f32[2, 8, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_7, 2)
        mean_2: "f32[2, 8, 1]" = torch.ops.aten.mean.dim(pow_3, [-1], True);  pow_3 = None
        add_8: "f32[2, 8, 1]" = torch.ops.aten.add.Tensor(mean_2, 1e-06);  mean_2 = None
        rsqrt_2: "f32[2, 8, 1]" = torch.ops.aten.rsqrt.default(add_8);  add_8 = None
        detach_4: "f32[2, 8, 1]" = torch.ops.aten.detach.default(rsqrt_2)
        mul_7: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(add_7, rsqrt_2)
        _param_constant10: "f32[16]" = self._param_constant10
        mul_8: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(_param_constant10, mul_7);  _param_constant10 = None
        _param_constant11: "f32[16, 16]" = self._param_constant11
        t_6: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant11);  _param_constant11 = None
        view_11: "f32[16, 16]" = torch.ops.aten.view.default(mul_8, [16, 16])
        mm_6: "f32[16, 16]" = torch.ops.aten.mm.default(view_11, t_6)
        _unsafe_view_11: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_6, [2, 8, 16]);  mm_6 = None
        view_12: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_11, [2, 8, -1, 8]);  _unsafe_view_11 = None
        transpose_5: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_12, 1, 2);  view_12 = None
        _param_constant12: "f32[16, 16]" = self._param_constant12
        t_7: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant12);  _param_constant12 = None
        view_13: "f32[16, 16]" = torch.ops.aten.view.default(mul_8, [16, 16])
        mm_7: "f32[16, 16]" = torch.ops.aten.mm.default(view_13, t_7)
        _unsafe_view_12: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_7, [2, 8, 16]);  mm_7 = None
        view_14: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_12, [2, 8, -1, 8]);  _unsafe_view_12 = None
        transpose_6: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_14, 1, 2);  view_14 = None
        _param_constant13: "f32[16, 16]" = self._param_constant13
        t_8: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant13);  _param_constant13 = None
        view_15: "f32[16, 16]" = torch.ops.aten.view.default(mul_8, [16, 16]);  mul_8 = None
        mm_8: "f32[16, 16]" = torch.ops.aten.mm.default(view_15, t_8)
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
        bmm_2: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(_unsafe_view_14, _unsafe_view_15)
        _unsafe_view_16: "f32[2, 2, 8, 8]" = torch.ops.aten._unsafe_view.default(bmm_2, [2, 2, 8, 8]);  bmm_2 = None
        mul_9: "f32[2, 2, 8, 8]" = torch.ops.aten.mul.Tensor(_unsafe_view_16, 1.0);  _unsafe_view_16 = None
        add_9: "f32[2, 2, 8, 8]" = torch.ops.aten.add.Tensor(mul_9, unsqueeze_2);  mul_9 = unsqueeze_2 = None
        _softmax_1: "f32[2, 2, 8, 8]" = torch.ops.aten._softmax.default(add_9, -1, False);  add_9 = None
        detach_5: "f32[2, 2, 8, 8]" = torch.ops.aten.detach.default(_softmax_1)
        expand_6: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(_softmax_1, [2, 2, 8, 8]);  _softmax_1 = None
        view_17: "f32[4, 8, 8]" = torch.ops.aten.view.default(expand_6, [4, 8, 8]);  expand_6 = None
        expand_7: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(transpose_7, [2, 2, 8, 8]);  transpose_7 = None
        clone_6: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(expand_7, memory_format = torch.contiguous_format);  expand_7 = None
        _unsafe_view_17: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone_6, [4, 8, 8]);  clone_6 = None
        bmm_3: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(view_17, _unsafe_view_17)
        _unsafe_view_18: "f32[2, 2, 8, 8]" = torch.ops.aten._unsafe_view.default(bmm_3, [2, 2, 8, 8]);  bmm_3 = None
        transpose_9: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(_unsafe_view_18, 1, 2);  _unsafe_view_18 = None
        clone_7: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_9, memory_format = torch.contiguous_format);  transpose_9 = None
        view_18: "f32[2, 8, 16]" = torch.ops.aten.view.default(clone_7, [2, 8, -1]);  clone_7 = None
        _param_constant14: "f32[16, 16]" = self._param_constant14
        t_9: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant14);  _param_constant14 = None
        view_19: "f32[16, 16]" = torch.ops.aten.view.default(view_18, [16, 16]);  view_18 = None
        mm_9: "f32[16, 16]" = torch.ops.aten.mm.default(view_19, t_9)
        _unsafe_view_19: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_9, [2, 8, 16]);  mm_9 = None
        add_10: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_7, _unsafe_view_19);  _unsafe_view_19 = None
        pow_4: "f32[2, 8, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_10, 2)
        mean_3: "f32[2, 8, 1]" = torch.ops.aten.mean.dim(pow_4, [-1], True);  pow_4 = None
        add_11: "f32[2, 8, 1]" = torch.ops.aten.add.Tensor(mean_3, 1e-06);  mean_3 = None
        rsqrt_3: "f32[2, 8, 1]" = torch.ops.aten.rsqrt.default(add_11);  add_11 = None
        detach_6: "f32[2, 8, 1]" = torch.ops.aten.detach.default(rsqrt_3)
        mul_10: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(add_10, rsqrt_3)
        _param_constant15: "f32[16]" = self._param_constant15
        mul_11: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(_param_constant15, mul_10);  _param_constant15 = None
        _param_constant16: "f32[32, 16]" = self._param_constant16
        t_10: "f32[16, 32]" = torch.ops.aten.t.default(_param_constant16);  _param_constant16 = None
        view_20: "f32[16, 16]" = torch.ops.aten.view.default(mul_11, [16, 16]);  mul_11 = None
        mm_10: "f32[16, 32]" = torch.ops.aten.mm.default(view_20, t_10)
        _unsafe_view_20: "f32[2, 8, 32]" = torch.ops.aten._unsafe_view.default(mm_10, [2, 8, 32]);  mm_10 = None
        relu_1: "f32[2, 8, 32]" = torch.ops.aten.relu.default(_unsafe_view_20);  _unsafe_view_20 = None
        detach_7: "f32[2, 8, 32]" = torch.ops.aten.detach.default(relu_1)
        _param_constant17: "f32[16, 32]" = self._param_constant17
        t_11: "f32[32, 16]" = torch.ops.aten.t.default(_param_constant17);  _param_constant17 = None
        view_21: "f32[16, 32]" = torch.ops.aten.view.default(relu_1, [16, 32]);  relu_1 = None
        mm_11: "f32[16, 16]" = torch.ops.aten.mm.default(view_21, t_11)
        _unsafe_view_21: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_11, [2, 8, 16]);  mm_11 = None
        add_12: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_10, _unsafe_view_21);  _unsafe_view_21 = None
        pow_5: "f32[2, 8, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_12, 2)
        mean_4: "f32[2, 8, 1]" = torch.ops.aten.mean.dim(pow_5, [-1], True);  pow_5 = None
        add_13: "f32[2, 8, 1]" = torch.ops.aten.add.Tensor(mean_4, 1e-06);  mean_4 = None
        rsqrt_4: "f32[2, 8, 1]" = torch.ops.aten.rsqrt.default(add_13);  add_13 = None
        detach_8: "f32[2, 8, 1]" = torch.ops.aten.detach.default(rsqrt_4)
        mul_12: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(add_12, rsqrt_4)
        _param_constant18: "f32[16]" = self._param_constant18
        mul_13: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(_param_constant18, mul_12);  _param_constant18 = None
        _param_constant0_1: "f32[64, 16]" = self._param_constant0
        embedding_2: "f32[2, 6, 16]" = torch.ops.aten.embedding.default(_param_constant0_1, decoder_input_ids_1);  _param_constant0_1 = None
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
        detach_9: "f32[2, 6, 1]" = torch.ops.aten.detach.default(rsqrt_5)
        mul_14: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(embedding_2, rsqrt_5)
        _param_constant19: "f32[16]" = self._param_constant19
        mul_15: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(_param_constant19, mul_14);  _param_constant19 = None
        _param_constant20: "f32[16, 16]" = self._param_constant20
        t_12: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant20);  _param_constant20 = None
        view_22: "f32[12, 16]" = torch.ops.aten.view.default(mul_15, [12, 16])
        mm_12: "f32[12, 16]" = torch.ops.aten.mm.default(view_22, t_12)
        _unsafe_view_22: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(mm_12, [2, 6, 16]);  mm_12 = None
        view_23: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_22, [2, 6, -1, 8]);  _unsafe_view_22 = None
        transpose_10: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_23, 1, 2);  view_23 = None
        _param_constant21: "f32[16, 16]" = self._param_constant21
        t_13: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant21);  _param_constant21 = None
        view_24: "f32[12, 16]" = torch.ops.aten.view.default(mul_15, [12, 16])
        mm_13: "f32[12, 16]" = torch.ops.aten.mm.default(view_24, t_13)
        _unsafe_view_23: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(mm_13, [2, 6, 16]);  mm_13 = None
        view_25: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_23, [2, 6, -1, 8]);  _unsafe_view_23 = None
        transpose_11: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_25, 1, 2);  view_25 = None
        _param_constant22: "f32[16, 16]" = self._param_constant22
        t_14: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant22);  _param_constant22 = None
        view_26: "f32[12, 16]" = torch.ops.aten.view.default(mul_15, [12, 16]);  mul_15 = None
        mm_14: "f32[12, 16]" = torch.ops.aten.mm.default(view_26, t_14)
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
        embedding_3: "f32[6, 6, 2]" = torch.ops.aten.embedding.default(_param_constant23, add_19);  _param_constant23 = None
        permute_1: "f32[2, 6, 6]" = torch.ops.aten.permute.default(embedding_3, [2, 0, 1]);  embedding_3 = None
        unsqueeze_17: "f32[1, 2, 6, 6]" = torch.ops.aten.unsqueeze.default(permute_1, 0);  permute_1 = None
        transpose_13: "f32[2, 2, 8, 6]" = torch.ops.aten.transpose.int(cat, 2, 3);  cat = None
        expand_9: "f32[2, 2, 6, 8]" = torch.ops.aten.expand.default(transpose_10, [2, 2, 6, 8]);  transpose_10 = None
        clone_8: "f32[2, 2, 6, 8]" = torch.ops.aten.clone.default(expand_9, memory_format = torch.contiguous_format);  expand_9 = None
        _unsafe_view_25: "f32[4, 6, 8]" = torch.ops.aten._unsafe_view.default(clone_8, [4, 6, 8]);  clone_8 = None
        expand_10: "f32[2, 2, 8, 6]" = torch.ops.aten.expand.default(transpose_13, [2, 2, 8, 6]);  transpose_13 = None
        view_28: "f32[4, 8, 6]" = torch.ops.aten.view.default(expand_10, [4, 8, 6]);  expand_10 = None
        bmm_4: "f32[4, 6, 6]" = torch.ops.aten.bmm.default(_unsafe_view_25, view_28)
        _unsafe_view_26: "f32[2, 2, 6, 6]" = torch.ops.aten._unsafe_view.default(bmm_4, [2, 2, 6, 6]);  bmm_4 = None
        mul_17: "f32[2, 2, 6, 6]" = torch.ops.aten.mul.Tensor(_unsafe_view_26, 1.0);  _unsafe_view_26 = None
        add_20: "f32[2, 2, 6, 6]" = torch.ops.aten.add.Tensor(mul_17, unsqueeze_17);  mul_17 = None
        add_21: "f32[2, 2, 6, 6]" = torch.ops.aten.add.Tensor(add_20, where_1);  add_20 = None
        _softmax_2: "f32[2, 2, 6, 6]" = torch.ops.aten._softmax.default(add_21, -1, False);  add_21 = None
        detach_10: "f32[2, 2, 6, 6]" = torch.ops.aten.detach.default(_softmax_2)
        expand_11: "f32[2, 2, 6, 6]" = torch.ops.aten.expand.default(_softmax_2, [2, 2, 6, 6]);  _softmax_2 = None
        view_29: "f32[4, 6, 6]" = torch.ops.aten.view.default(expand_11, [4, 6, 6]);  expand_11 = None
        expand_12: "f32[2, 2, 6, 8]" = torch.ops.aten.expand.default(cat_1, [2, 2, 6, 8]);  cat_1 = None
        view_30: "f32[4, 6, 8]" = torch.ops.aten.view.default(expand_12, [4, 6, 8]);  expand_12 = None
        bmm_5: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(view_29, view_30)
        _unsafe_view_27: "f32[2, 2, 6, 8]" = torch.ops.aten._unsafe_view.default(bmm_5, [2, 2, 6, 8]);  bmm_5 = None
        transpose_14: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(_unsafe_view_27, 1, 2);  _unsafe_view_27 = None
        clone_9: "f32[2, 6, 2, 8]" = torch.ops.aten.clone.default(transpose_14, memory_format = torch.contiguous_format);  transpose_14 = None
        view_31: "f32[2, 6, 16]" = torch.ops.aten.view.default(clone_9, [2, 6, -1]);  clone_9 = None
        _param_constant24: "f32[16, 16]" = self._param_constant24
        t_15: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant24);  _param_constant24 = None
        view_32: "f32[12, 16]" = torch.ops.aten.view.default(view_31, [12, 16]);  view_31 = None
        mm_15: "f32[12, 16]" = torch.ops.aten.mm.default(view_32, t_15)
        _unsafe_view_28: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(mm_15, [2, 6, 16]);  mm_15 = None
        add_22: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(embedding_2, _unsafe_view_28);  _unsafe_view_28 = None
        pow_7: "f32[2, 6, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_22, 2)
        mean_6: "f32[2, 6, 1]" = torch.ops.aten.mean.dim(pow_7, [-1], True);  pow_7 = None
        add_23: "f32[2, 6, 1]" = torch.ops.aten.add.Tensor(mean_6, 1e-06);  mean_6 = None
        rsqrt_6: "f32[2, 6, 1]" = torch.ops.aten.rsqrt.default(add_23);  add_23 = None
        detach_11: "f32[2, 6, 1]" = torch.ops.aten.detach.default(rsqrt_6)
        mul_18: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(add_22, rsqrt_6)
        _param_constant25: "f32[16]" = self._param_constant25
        mul_19: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(_param_constant25, mul_18);  _param_constant25 = None
        _param_constant26: "f32[16, 16]" = self._param_constant26
        t_16: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant26);  _param_constant26 = None
        view_33: "f32[12, 16]" = torch.ops.aten.view.default(mul_19, [12, 16]);  mul_19 = None
        mm_16: "f32[12, 16]" = torch.ops.aten.mm.default(view_33, t_16)
        _unsafe_view_29: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(mm_16, [2, 6, 16]);  mm_16 = None
        view_34: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_29, [2, 6, -1, 8]);  _unsafe_view_29 = None
        transpose_15: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_34, 1, 2);  view_34 = None
        _param_constant27: "f32[16, 16]" = self._param_constant27
        t_17: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant27);  _param_constant27 = None
        view_35: "f32[16, 16]" = torch.ops.aten.view.default(mul_13, [16, 16])
        mm_17: "f32[16, 16]" = torch.ops.aten.mm.default(view_35, t_17)
        _unsafe_view_30: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_17, [2, 8, 16]);  mm_17 = None
        view_36: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_30, [2, 8, -1, 8]);  _unsafe_view_30 = None
        transpose_16: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_36, 1, 2);  view_36 = None
        _param_constant28: "f32[16, 16]" = self._param_constant28
        t_18: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant28);  _param_constant28 = None
        view_37: "f32[16, 16]" = torch.ops.aten.view.default(mul_13, [16, 16])
        mm_18: "f32[16, 16]" = torch.ops.aten.mm.default(view_37, t_18)
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
        bmm_6: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(_unsafe_view_32, view_39)
        _unsafe_view_33: "f32[2, 2, 6, 8]" = torch.ops.aten._unsafe_view.default(bmm_6, [2, 2, 6, 8]);  bmm_6 = None
        mul_20: "f32[2, 2, 6, 8]" = torch.ops.aten.mul.Tensor(_unsafe_view_33, 1.0);  _unsafe_view_33 = None
        add_24: "f32[2, 2, 6, 8]" = torch.ops.aten.add.Tensor(mul_20, zeros_1);  mul_20 = None
        _softmax_3: "f32[2, 2, 6, 8]" = torch.ops.aten._softmax.default(add_24, -1, False);  add_24 = None
        detach_12: "f32[2, 2, 6, 8]" = torch.ops.aten.detach.default(_softmax_3)
        expand_15: "f32[2, 2, 6, 8]" = torch.ops.aten.expand.default(_softmax_3, [2, 2, 6, 8]);  _softmax_3 = None
        view_40: "f32[4, 6, 8]" = torch.ops.aten.view.default(expand_15, [4, 6, 8]);  expand_15 = None
        expand_16: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(cat_3, [2, 2, 8, 8]);  cat_3 = None
        view_41: "f32[4, 8, 8]" = torch.ops.aten.view.default(expand_16, [4, 8, 8]);  expand_16 = None
        bmm_7: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(view_40, view_41)
        _unsafe_view_34: "f32[2, 2, 6, 8]" = torch.ops.aten._unsafe_view.default(bmm_7, [2, 2, 6, 8]);  bmm_7 = None
        transpose_19: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(_unsafe_view_34, 1, 2);  _unsafe_view_34 = None
        clone_11: "f32[2, 6, 2, 8]" = torch.ops.aten.clone.default(transpose_19, memory_format = torch.contiguous_format);  transpose_19 = None
        view_42: "f32[2, 6, 16]" = torch.ops.aten.view.default(clone_11, [2, 6, -1]);  clone_11 = None
        _param_constant29: "f32[16, 16]" = self._param_constant29
        t_19: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant29);  _param_constant29 = None
        view_43: "f32[12, 16]" = torch.ops.aten.view.default(view_42, [12, 16]);  view_42 = None
        mm_19: "f32[12, 16]" = torch.ops.aten.mm.default(view_43, t_19)
        _unsafe_view_35: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(mm_19, [2, 6, 16]);  mm_19 = None
        add_25: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_22, _unsafe_view_35);  _unsafe_view_35 = None
        pow_8: "f32[2, 6, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_25, 2)
        mean_7: "f32[2, 6, 1]" = torch.ops.aten.mean.dim(pow_8, [-1], True);  pow_8 = None
        add_26: "f32[2, 6, 1]" = torch.ops.aten.add.Tensor(mean_7, 1e-06);  mean_7 = None
        rsqrt_7: "f32[2, 6, 1]" = torch.ops.aten.rsqrt.default(add_26);  add_26 = None
        detach_13: "f32[2, 6, 1]" = torch.ops.aten.detach.default(rsqrt_7)
        mul_21: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(add_25, rsqrt_7)
        _param_constant30: "f32[16]" = self._param_constant30
        mul_22: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(_param_constant30, mul_21);  _param_constant30 = None
        _param_constant31: "f32[32, 16]" = self._param_constant31
        t_20: "f32[16, 32]" = torch.ops.aten.t.default(_param_constant31);  _param_constant31 = None
        view_44: "f32[12, 16]" = torch.ops.aten.view.default(mul_22, [12, 16]);  mul_22 = None
        mm_20: "f32[12, 32]" = torch.ops.aten.mm.default(view_44, t_20)
        _unsafe_view_36: "f32[2, 6, 32]" = torch.ops.aten._unsafe_view.default(mm_20, [2, 6, 32]);  mm_20 = None
        relu_2: "f32[2, 6, 32]" = torch.ops.aten.relu.default(_unsafe_view_36);  _unsafe_view_36 = None
        detach_14: "f32[2, 6, 32]" = torch.ops.aten.detach.default(relu_2)
        _param_constant32: "f32[16, 32]" = self._param_constant32
        t_21: "f32[32, 16]" = torch.ops.aten.t.default(_param_constant32);  _param_constant32 = None
        view_45: "f32[12, 32]" = torch.ops.aten.view.default(relu_2, [12, 32]);  relu_2 = None
        mm_21: "f32[12, 16]" = torch.ops.aten.mm.default(view_45, t_21)
        _unsafe_view_37: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(mm_21, [2, 6, 16]);  mm_21 = None
        add_27: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_25, _unsafe_view_37);  _unsafe_view_37 = None
        pow_9: "f32[2, 6, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_27, 2)
        mean_8: "f32[2, 6, 1]" = torch.ops.aten.mean.dim(pow_9, [-1], True);  pow_9 = None
        add_28: "f32[2, 6, 1]" = torch.ops.aten.add.Tensor(mean_8, 1e-06);  mean_8 = None
        rsqrt_8: "f32[2, 6, 1]" = torch.ops.aten.rsqrt.default(add_28);  add_28 = None
        detach_15: "f32[2, 6, 1]" = torch.ops.aten.detach.default(rsqrt_8)
        mul_23: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(add_27, rsqrt_8)
        _param_constant33: "f32[16]" = self._param_constant33
        mul_24: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(_param_constant33, mul_23);  _param_constant33 = None
        _param_constant34: "f32[16, 16]" = self._param_constant34
        t_22: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant34);  _param_constant34 = None
        view_46: "f32[12, 16]" = torch.ops.aten.view.default(mul_24, [12, 16])
        mm_22: "f32[12, 16]" = torch.ops.aten.mm.default(view_46, t_22)
        _unsafe_view_38: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(mm_22, [2, 6, 16]);  mm_22 = None
        view_47: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_38, [2, 6, -1, 8]);  _unsafe_view_38 = None
        transpose_20: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_47, 1, 2);  view_47 = None
        _param_constant35: "f32[16, 16]" = self._param_constant35
        t_23: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant35);  _param_constant35 = None
        view_48: "f32[12, 16]" = torch.ops.aten.view.default(mul_24, [12, 16])
        mm_23: "f32[12, 16]" = torch.ops.aten.mm.default(view_48, t_23)
        _unsafe_view_39: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(mm_23, [2, 6, 16]);  mm_23 = None
        view_49: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_39, [2, 6, -1, 8]);  _unsafe_view_39 = None
        transpose_21: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_49, 1, 2);  view_49 = None
        _param_constant36: "f32[16, 16]" = self._param_constant36
        t_24: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant36);  _param_constant36 = None
        view_50: "f32[12, 16]" = torch.ops.aten.view.default(mul_24, [12, 16]);  mul_24 = None
        mm_24: "f32[12, 16]" = torch.ops.aten.mm.default(view_50, t_24)
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
        bmm_8: "f32[4, 6, 6]" = torch.ops.aten.bmm.default(_unsafe_view_41, view_52)
        _unsafe_view_42: "f32[2, 2, 6, 6]" = torch.ops.aten._unsafe_view.default(bmm_8, [2, 2, 6, 6]);  bmm_8 = None
        mul_25: "f32[2, 2, 6, 6]" = torch.ops.aten.mul.Tensor(_unsafe_view_42, 1.0);  _unsafe_view_42 = None
        add_29: "f32[2, 2, 6, 6]" = torch.ops.aten.add.Tensor(mul_25, unsqueeze_17);  mul_25 = unsqueeze_17 = None
        add_30: "f32[2, 2, 6, 6]" = torch.ops.aten.add.Tensor(add_29, where_1);  add_29 = where_1 = None
        _softmax_4: "f32[2, 2, 6, 6]" = torch.ops.aten._softmax.default(add_30, -1, False);  add_30 = None
        detach_16: "f32[2, 2, 6, 6]" = torch.ops.aten.detach.default(_softmax_4)
        expand_19: "f32[2, 2, 6, 6]" = torch.ops.aten.expand.default(_softmax_4, [2, 2, 6, 6]);  _softmax_4 = None
        view_53: "f32[4, 6, 6]" = torch.ops.aten.view.default(expand_19, [4, 6, 6]);  expand_19 = None
        expand_20: "f32[2, 2, 6, 8]" = torch.ops.aten.expand.default(cat_5, [2, 2, 6, 8]);  cat_5 = None
        view_54: "f32[4, 6, 8]" = torch.ops.aten.view.default(expand_20, [4, 6, 8]);  expand_20 = None
        bmm_9: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(view_53, view_54)
        _unsafe_view_43: "f32[2, 2, 6, 8]" = torch.ops.aten._unsafe_view.default(bmm_9, [2, 2, 6, 8]);  bmm_9 = None
        transpose_24: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(_unsafe_view_43, 1, 2);  _unsafe_view_43 = None
        clone_13: "f32[2, 6, 2, 8]" = torch.ops.aten.clone.default(transpose_24, memory_format = torch.contiguous_format);  transpose_24 = None
        view_55: "f32[2, 6, 16]" = torch.ops.aten.view.default(clone_13, [2, 6, -1]);  clone_13 = None
        _param_constant37: "f32[16, 16]" = self._param_constant37
        t_25: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant37);  _param_constant37 = None
        view_56: "f32[12, 16]" = torch.ops.aten.view.default(view_55, [12, 16]);  view_55 = None
        mm_25: "f32[12, 16]" = torch.ops.aten.mm.default(view_56, t_25)
        _unsafe_view_44: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(mm_25, [2, 6, 16]);  mm_25 = None
        add_31: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_27, _unsafe_view_44);  _unsafe_view_44 = None
        pow_10: "f32[2, 6, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_31, 2)
        mean_9: "f32[2, 6, 1]" = torch.ops.aten.mean.dim(pow_10, [-1], True);  pow_10 = None
        add_32: "f32[2, 6, 1]" = torch.ops.aten.add.Tensor(mean_9, 1e-06);  mean_9 = None
        rsqrt_9: "f32[2, 6, 1]" = torch.ops.aten.rsqrt.default(add_32);  add_32 = None
        detach_17: "f32[2, 6, 1]" = torch.ops.aten.detach.default(rsqrt_9)
        mul_26: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(add_31, rsqrt_9)
        _param_constant38: "f32[16]" = self._param_constant38
        mul_27: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(_param_constant38, mul_26);  _param_constant38 = None
        _param_constant39: "f32[16, 16]" = self._param_constant39
        t_26: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant39);  _param_constant39 = None
        view_57: "f32[12, 16]" = torch.ops.aten.view.default(mul_27, [12, 16]);  mul_27 = None
        mm_26: "f32[12, 16]" = torch.ops.aten.mm.default(view_57, t_26)
        _unsafe_view_45: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(mm_26, [2, 6, 16]);  mm_26 = None
        view_58: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_45, [2, 6, -1, 8]);  _unsafe_view_45 = None
        transpose_25: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_58, 1, 2);  view_58 = None
        _param_constant40: "f32[16, 16]" = self._param_constant40
        t_27: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant40);  _param_constant40 = None
        view_59: "f32[16, 16]" = torch.ops.aten.view.default(mul_13, [16, 16])
        mm_27: "f32[16, 16]" = torch.ops.aten.mm.default(view_59, t_27)
        _unsafe_view_46: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(mm_27, [2, 8, 16]);  mm_27 = None
        view_60: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(_unsafe_view_46, [2, 8, -1, 8]);  _unsafe_view_46 = None
        transpose_26: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_60, 1, 2);  view_60 = None
        _param_constant41: "f32[16, 16]" = self._param_constant41
        t_28: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant41);  _param_constant41 = None
        view_61: "f32[16, 16]" = torch.ops.aten.view.default(mul_13, [16, 16]);  mul_13 = None
        mm_28: "f32[16, 16]" = torch.ops.aten.mm.default(view_61, t_28)
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
        bmm_10: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(_unsafe_view_48, view_63)
        _unsafe_view_49: "f32[2, 2, 6, 8]" = torch.ops.aten._unsafe_view.default(bmm_10, [2, 2, 6, 8]);  bmm_10 = None
        mul_28: "f32[2, 2, 6, 8]" = torch.ops.aten.mul.Tensor(_unsafe_view_49, 1.0);  _unsafe_view_49 = None
        add_33: "f32[2, 2, 6, 8]" = torch.ops.aten.add.Tensor(mul_28, zeros_1);  mul_28 = zeros_1 = None
        _softmax_5: "f32[2, 2, 6, 8]" = torch.ops.aten._softmax.default(add_33, -1, False);  add_33 = None
        detach_18: "f32[2, 2, 6, 8]" = torch.ops.aten.detach.default(_softmax_5)
        expand_23: "f32[2, 2, 6, 8]" = torch.ops.aten.expand.default(_softmax_5, [2, 2, 6, 8]);  _softmax_5 = None
        view_64: "f32[4, 6, 8]" = torch.ops.aten.view.default(expand_23, [4, 6, 8]);  expand_23 = None
        expand_24: "f32[2, 2, 8, 8]" = torch.ops.aten.expand.default(cat_7, [2, 2, 8, 8]);  cat_7 = None
        view_65: "f32[4, 8, 8]" = torch.ops.aten.view.default(expand_24, [4, 8, 8]);  expand_24 = None
        bmm_11: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(view_64, view_65)
        _unsafe_view_50: "f32[2, 2, 6, 8]" = torch.ops.aten._unsafe_view.default(bmm_11, [2, 2, 6, 8]);  bmm_11 = None
        transpose_29: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(_unsafe_view_50, 1, 2);  _unsafe_view_50 = None
        clone_15: "f32[2, 6, 2, 8]" = torch.ops.aten.clone.default(transpose_29, memory_format = torch.contiguous_format);  transpose_29 = None
        view_66: "f32[2, 6, 16]" = torch.ops.aten.view.default(clone_15, [2, 6, -1]);  clone_15 = None
        _param_constant42: "f32[16, 16]" = self._param_constant42
        t_29: "f32[16, 16]" = torch.ops.aten.t.default(_param_constant42);  _param_constant42 = None
        view_67: "f32[12, 16]" = torch.ops.aten.view.default(view_66, [12, 16]);  view_66 = None
        mm_29: "f32[12, 16]" = torch.ops.aten.mm.default(view_67, t_29)
        _unsafe_view_51: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(mm_29, [2, 6, 16]);  mm_29 = None
        add_34: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_31, _unsafe_view_51);  _unsafe_view_51 = None
        pow_11: "f32[2, 6, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_34, 2)
        mean_10: "f32[2, 6, 1]" = torch.ops.aten.mean.dim(pow_11, [-1], True);  pow_11 = None
        add_35: "f32[2, 6, 1]" = torch.ops.aten.add.Tensor(mean_10, 1e-06);  mean_10 = None
        rsqrt_10: "f32[2, 6, 1]" = torch.ops.aten.rsqrt.default(add_35);  add_35 = None
        detach_19: "f32[2, 6, 1]" = torch.ops.aten.detach.default(rsqrt_10)
        mul_29: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(add_34, rsqrt_10)
        _param_constant43: "f32[16]" = self._param_constant43
        mul_30: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(_param_constant43, mul_29);  _param_constant43 = None
        _param_constant44: "f32[32, 16]" = self._param_constant44
        t_30: "f32[16, 32]" = torch.ops.aten.t.default(_param_constant44);  _param_constant44 = None
        view_68: "f32[12, 16]" = torch.ops.aten.view.default(mul_30, [12, 16]);  mul_30 = None
        mm_30: "f32[12, 32]" = torch.ops.aten.mm.default(view_68, t_30)
        _unsafe_view_52: "f32[2, 6, 32]" = torch.ops.aten._unsafe_view.default(mm_30, [2, 6, 32]);  mm_30 = None
        relu_3: "f32[2, 6, 32]" = torch.ops.aten.relu.default(_unsafe_view_52);  _unsafe_view_52 = None
        detach_20: "f32[2, 6, 32]" = torch.ops.aten.detach.default(relu_3)
        _param_constant45: "f32[16, 32]" = self._param_constant45
        t_31: "f32[32, 16]" = torch.ops.aten.t.default(_param_constant45);  _param_constant45 = None
        view_69: "f32[12, 32]" = torch.ops.aten.view.default(relu_3, [12, 32]);  relu_3 = None
        mm_31: "f32[12, 16]" = torch.ops.aten.mm.default(view_69, t_31)
        _unsafe_view_53: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(mm_31, [2, 6, 16]);  mm_31 = None
        add_36: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_34, _unsafe_view_53);  _unsafe_view_53 = None
        pow_12: "f32[2, 6, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_36, 2)
        mean_11: "f32[2, 6, 1]" = torch.ops.aten.mean.dim(pow_12, [-1], True);  pow_12 = None
        add_37: "f32[2, 6, 1]" = torch.ops.aten.add.Tensor(mean_11, 1e-06);  mean_11 = None
        rsqrt_11: "f32[2, 6, 1]" = torch.ops.aten.rsqrt.default(add_37);  add_37 = None
        detach_21: "f32[2, 6, 1]" = torch.ops.aten.detach.default(rsqrt_11)
        mul_31: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(add_36, rsqrt_11)
        _param_constant46: "f32[16]" = self._param_constant46
        mul_32: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(_param_constant46, mul_31);  _param_constant46 = None
        mul_33: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(mul_32, 0.25);  mul_32 = None
        _param_constant0_2: "f32[64, 16]" = self._param_constant0
        t_32: "f32[16, 64]" = torch.ops.aten.t.default(_param_constant0_2);  _param_constant0_2 = None
        view_70: "f32[12, 16]" = torch.ops.aten.view.default(mul_33, [12, 16]);  mul_33 = None
        mm_32: "f32[12, 64]" = torch.ops.aten.mm.default(view_70, t_32)
        _unsafe_view_54: "f32[2, 6, 64]" = torch.ops.aten._unsafe_view.default(mm_32, [2, 6, 64]);  mm_32 = None
        view_71: "f32[12, 64]" = torch.ops.aten.view.default(_unsafe_view_54, [-1, 64]);  _unsafe_view_54 = None
        view_72: "i64[12]" = torch.ops.aten.view.default(labels_1, [-1]);  labels_1 = None
        _log_softmax: "f32[12, 64]" = torch.ops.aten._log_softmax.default(view_71, 1, False);  view_71 = None
        detach_22: "f32[12, 64]" = torch.ops.aten.detach.default(_log_softmax)
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, view_72, None, 1, -100)
        getitem: "f32[]" = nll_loss_forward[0]
        getitem_1: "f32[]" = nll_loss_forward[1];  nll_loss_forward = None
        ones_like: "f32[]" = torch.ops.aten.ones_like.default(getitem, pin_memory = False, memory_format = torch.preserve_format)
        nll_loss_backward: "f32[12, 64]" = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, view_72, None, 1, -100, getitem_1);  ones_like = _log_softmax = view_72 = getitem_1 = None
        detach_23: "f32[12, 64]" = torch.ops.aten.detach.default(detach_22);  detach_22 = None
        _log_softmax_backward_data: "f32[12, 64]" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_23, 1, torch.float32);  nll_loss_backward = detach_23 = None
        view_73: "f32[2, 6, 64]" = torch.ops.aten.view.default(_log_softmax_backward_data, [2, 6, 64]);  _log_softmax_backward_data = None
        view_74: "f32[12, 64]" = torch.ops.aten.view.default(view_73, [12, 64]);  view_73 = None
        t_33: "f32[64, 12]" = torch.ops.aten.t.default(view_74)
        mm_33: "f32[64, 16]" = torch.ops.aten.mm.default(t_33, view_70);  t_33 = view_70 = None
        t_34: "f32[16, 64]" = torch.ops.aten.t.default(mm_33);  mm_33 = None
        t_35: "f32[64, 16]" = torch.ops.aten.t.default(t_32);  t_32 = None
        mm_34: "f32[12, 16]" = torch.ops.aten.mm.default(view_74, t_35);  view_74 = t_35 = None
        view_75: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_34, [2, 6, 16]);  mm_34 = None
        t_36: "f32[64, 16]" = torch.ops.aten.t.default(t_34);  t_34 = None
        mul_34: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(view_75, 0.25);  view_75 = None
        _param_constant46_1: "f32[16]" = self._param_constant46
        mul_35: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(mul_34, _param_constant46_1);  _param_constant46_1 = None
        mul_36: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(mul_34, mul_31);  mul_34 = mul_31 = None
        sum_1: "f32[1, 1, 16]" = torch.ops.aten.sum.dim_IntList(mul_36, [0, 1], True);  mul_36 = None
        view_76: "f32[16]" = torch.ops.aten.view.default(sum_1, [16]);  sum_1 = None
        mul_37: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(mul_35, add_36)
        mul_38: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(mul_35, rsqrt_11);  mul_35 = rsqrt_11 = None
        sum_2: "f32[2, 6, 1]" = torch.ops.aten.sum.dim_IntList(mul_37, [2], True);  mul_37 = None
        detach_24: "f32[2, 6, 1]" = torch.ops.aten.detach.default(detach_21);  detach_21 = None
        pow_13: "f32[2, 6, 1]" = torch.ops.aten.pow.Tensor_Scalar(detach_24, 3);  detach_24 = None
        mul_39: "f32[2, 6, 1]" = torch.ops.aten.mul.Scalar(sum_2, -0.5);  sum_2 = None
        mul_40: "f32[2, 6, 1]" = torch.ops.aten.mul.Tensor(mul_39, pow_13);  mul_39 = pow_13 = None
        expand_25: "f32[2, 6, 16]" = torch.ops.aten.expand.default(mul_40, [2, 6, 16]);  mul_40 = None
        div_4: "f32[2, 6, 16]" = torch.ops.aten.div.Scalar(expand_25, 16);  expand_25 = None
        pow_14: "f32[2, 6, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_36, 1.0);  add_36 = None
        mul_41: "f32[2, 6, 16]" = torch.ops.aten.mul.Scalar(pow_14, 2.0);  pow_14 = None
        mul_42: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(div_4, mul_41);  div_4 = mul_41 = None
        add_38: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(mul_38, mul_42);  mul_38 = mul_42 = None
        view_77: "f32[12, 16]" = torch.ops.aten.view.default(add_38, [12, 16])
        t_37: "f32[16, 12]" = torch.ops.aten.t.default(view_77)
        mm_35: "f32[16, 32]" = torch.ops.aten.mm.default(t_37, view_69);  t_37 = view_69 = None
        t_38: "f32[32, 16]" = torch.ops.aten.t.default(mm_35);  mm_35 = None
        t_39: "f32[16, 32]" = torch.ops.aten.t.default(t_31);  t_31 = None
        mm_36: "f32[12, 32]" = torch.ops.aten.mm.default(view_77, t_39);  view_77 = t_39 = None
        view_78: "f32[2, 6, 32]" = torch.ops.aten.view.default(mm_36, [2, 6, 32]);  mm_36 = None
        t_40: "f32[16, 32]" = torch.ops.aten.t.default(t_38);  t_38 = None
        detach_25: "f32[2, 6, 32]" = torch.ops.aten.detach.default(detach_20);  detach_20 = None
        threshold_backward: "f32[2, 6, 32]" = torch.ops.aten.threshold_backward.default(view_78, detach_25, 0);  view_78 = detach_25 = None
        view_79: "f32[12, 32]" = torch.ops.aten.view.default(threshold_backward, [12, 32]);  threshold_backward = None
        t_41: "f32[32, 12]" = torch.ops.aten.t.default(view_79)
        mm_37: "f32[32, 16]" = torch.ops.aten.mm.default(t_41, view_68);  t_41 = view_68 = None
        t_42: "f32[16, 32]" = torch.ops.aten.t.default(mm_37);  mm_37 = None
        t_43: "f32[32, 16]" = torch.ops.aten.t.default(t_30);  t_30 = None
        mm_38: "f32[12, 16]" = torch.ops.aten.mm.default(view_79, t_43);  view_79 = t_43 = None
        view_80: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_38, [2, 6, 16]);  mm_38 = None
        t_44: "f32[32, 16]" = torch.ops.aten.t.default(t_42);  t_42 = None
        _param_constant43_1: "f32[16]" = self._param_constant43
        mul_43: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(view_80, _param_constant43_1);  _param_constant43_1 = None
        mul_44: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(view_80, mul_29);  view_80 = mul_29 = None
        sum_3: "f32[1, 1, 16]" = torch.ops.aten.sum.dim_IntList(mul_44, [0, 1], True);  mul_44 = None
        view_81: "f32[16]" = torch.ops.aten.view.default(sum_3, [16]);  sum_3 = None
        mul_45: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(mul_43, add_34)
        mul_46: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(mul_43, rsqrt_10);  mul_43 = rsqrt_10 = None
        sum_4: "f32[2, 6, 1]" = torch.ops.aten.sum.dim_IntList(mul_45, [2], True);  mul_45 = None
        add_39: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_38, mul_46);  add_38 = mul_46 = None
        detach_26: "f32[2, 6, 1]" = torch.ops.aten.detach.default(detach_19);  detach_19 = None
        pow_15: "f32[2, 6, 1]" = torch.ops.aten.pow.Tensor_Scalar(detach_26, 3);  detach_26 = None
        mul_47: "f32[2, 6, 1]" = torch.ops.aten.mul.Scalar(sum_4, -0.5);  sum_4 = None
        mul_48: "f32[2, 6, 1]" = torch.ops.aten.mul.Tensor(mul_47, pow_15);  mul_47 = pow_15 = None
        expand_26: "f32[2, 6, 16]" = torch.ops.aten.expand.default(mul_48, [2, 6, 16]);  mul_48 = None
        div_5: "f32[2, 6, 16]" = torch.ops.aten.div.Scalar(expand_26, 16);  expand_26 = None
        pow_16: "f32[2, 6, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_34, 1.0);  add_34 = None
        mul_49: "f32[2, 6, 16]" = torch.ops.aten.mul.Scalar(pow_16, 2.0);  pow_16 = None
        mul_50: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(div_5, mul_49);  div_5 = mul_49 = None
        add_40: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_39, mul_50);  add_39 = mul_50 = None
        view_82: "f32[12, 16]" = torch.ops.aten.view.default(add_40, [12, 16])
        t_45: "f32[16, 12]" = torch.ops.aten.t.default(view_82)
        mm_39: "f32[16, 16]" = torch.ops.aten.mm.default(t_45, view_67);  t_45 = view_67 = None
        t_46: "f32[16, 16]" = torch.ops.aten.t.default(mm_39);  mm_39 = None
        t_47: "f32[16, 16]" = torch.ops.aten.t.default(t_29);  t_29 = None
        mm_40: "f32[12, 16]" = torch.ops.aten.mm.default(view_82, t_47);  view_82 = t_47 = None
        view_83: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_40, [2, 6, 16]);  mm_40 = None
        t_48: "f32[16, 16]" = torch.ops.aten.t.default(t_46);  t_46 = None
        view_84: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(view_83, [2, 6, 2, 8]);  view_83 = None
        transpose_30: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_84, 1, 2);  view_84 = None
        clone_16: "f32[2, 2, 6, 8]" = torch.ops.aten.clone.default(transpose_30, memory_format = torch.contiguous_format);  transpose_30 = None
        _unsafe_view_55: "f32[4, 6, 8]" = torch.ops.aten._unsafe_view.default(clone_16, [4, 6, 8]);  clone_16 = None
        transpose_31: "f32[4, 8, 6]" = torch.ops.aten.transpose.int(view_64, 1, 2);  view_64 = None
        bmm_12: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(transpose_31, _unsafe_view_55);  transpose_31 = None
        transpose_32: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(view_65, 1, 2);  view_65 = None
        bmm_13: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(_unsafe_view_55, transpose_32);  _unsafe_view_55 = transpose_32 = None
        view_85: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_12, [2, 2, 8, 8]);  bmm_12 = None
        view_86: "f32[2, 2, 6, 8]" = torch.ops.aten.view.default(bmm_13, [2, 2, 6, 8]);  bmm_13 = None
        detach_27: "f32[2, 2, 6, 8]" = torch.ops.aten.detach.default(detach_18);  detach_18 = None
        _softmax_backward_data: "f32[2, 2, 6, 8]" = torch.ops.aten._softmax_backward_data.default(view_86, detach_27, -1, torch.float32);  view_86 = detach_27 = None
        mul_51: "f32[2, 2, 6, 8]" = torch.ops.aten.mul.Tensor(_softmax_backward_data, 1.0);  _softmax_backward_data = None
        view_87: "f32[4, 6, 8]" = torch.ops.aten.view.default(mul_51, [4, 6, 8]);  mul_51 = None
        transpose_33: "f32[4, 8, 6]" = torch.ops.aten.transpose.int(_unsafe_view_48, 1, 2);  _unsafe_view_48 = None
        bmm_14: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(transpose_33, view_87);  transpose_33 = None
        transpose_34: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(view_63, 1, 2);  view_63 = None
        bmm_15: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(view_87, transpose_34);  view_87 = transpose_34 = None
        view_88: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_14, [2, 2, 8, 8]);  bmm_14 = None
        view_89: "f32[2, 2, 6, 8]" = torch.ops.aten.view.default(bmm_15, [2, 2, 6, 8]);  bmm_15 = None
        transpose_35: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_88, 2, 3);  view_88 = None
        zeros_2: "f32[0]" = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_2 = None
        slice_1: "f32[2, 2, 8, 8]" = torch.ops.aten.slice.Tensor(view_85, 2, 0, 8);  view_85 = None
        zeros_3: "f32[0]" = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_3 = None
        slice_2: "f32[2, 2, 8, 8]" = torch.ops.aten.slice.Tensor(transpose_35, 2, 0, 8);  transpose_35 = None
        transpose_36: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(slice_1, 1, 2);  slice_1 = None
        clone_17: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_36, memory_format = torch.contiguous_format);  transpose_36 = None
        _unsafe_view_56: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(clone_17, [2, 8, 16]);  clone_17 = None
        view_90: "f32[16, 16]" = torch.ops.aten.view.default(_unsafe_view_56, [16, 16]);  _unsafe_view_56 = None
        t_49: "f32[16, 16]" = torch.ops.aten.t.default(view_90)
        mm_41: "f32[16, 16]" = torch.ops.aten.mm.default(t_49, view_61);  t_49 = view_61 = None
        t_50: "f32[16, 16]" = torch.ops.aten.t.default(mm_41);  mm_41 = None
        t_51: "f32[16, 16]" = torch.ops.aten.t.default(t_28);  t_28 = None
        mm_42: "f32[16, 16]" = torch.ops.aten.mm.default(view_90, t_51);  view_90 = t_51 = None
        view_91: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_42, [2, 8, 16]);  mm_42 = None
        t_52: "f32[16, 16]" = torch.ops.aten.t.default(t_50);  t_50 = None
        transpose_37: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(slice_2, 1, 2);  slice_2 = None
        view_92: "f32[2, 8, 16]" = torch.ops.aten.view.default(transpose_37, [2, 8, 16]);  transpose_37 = None
        clone_18: "f32[2, 8, 16]" = torch.ops.aten.clone.default(view_92, memory_format = torch.contiguous_format);  view_92 = None
        _unsafe_view_57: "f32[16, 16]" = torch.ops.aten._unsafe_view.default(clone_18, [16, 16]);  clone_18 = None
        t_53: "f32[16, 16]" = torch.ops.aten.t.default(_unsafe_view_57)
        mm_43: "f32[16, 16]" = torch.ops.aten.mm.default(t_53, view_59);  t_53 = view_59 = None
        t_54: "f32[16, 16]" = torch.ops.aten.t.default(mm_43);  mm_43 = None
        t_55: "f32[16, 16]" = torch.ops.aten.t.default(t_27);  t_27 = None
        mm_44: "f32[16, 16]" = torch.ops.aten.mm.default(_unsafe_view_57, t_55);  _unsafe_view_57 = t_55 = None
        view_93: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_44, [2, 8, 16]);  mm_44 = None
        add_41: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(view_91, view_93);  view_91 = view_93 = None
        t_56: "f32[16, 16]" = torch.ops.aten.t.default(t_54);  t_54 = None
        transpose_38: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(view_89, 1, 2);  view_89 = None
        clone_19: "f32[2, 6, 2, 8]" = torch.ops.aten.clone.default(transpose_38, memory_format = torch.contiguous_format);  transpose_38 = None
        _unsafe_view_58: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(clone_19, [2, 6, 16]);  clone_19 = None
        view_94: "f32[12, 16]" = torch.ops.aten.view.default(_unsafe_view_58, [12, 16]);  _unsafe_view_58 = None
        t_57: "f32[16, 12]" = torch.ops.aten.t.default(view_94)
        mm_45: "f32[16, 16]" = torch.ops.aten.mm.default(t_57, view_57);  t_57 = view_57 = None
        t_58: "f32[16, 16]" = torch.ops.aten.t.default(mm_45);  mm_45 = None
        t_59: "f32[16, 16]" = torch.ops.aten.t.default(t_26);  t_26 = None
        mm_46: "f32[12, 16]" = torch.ops.aten.mm.default(view_94, t_59);  view_94 = t_59 = None
        view_95: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_46, [2, 6, 16]);  mm_46 = None
        t_60: "f32[16, 16]" = torch.ops.aten.t.default(t_58);  t_58 = None
        _param_constant38_1: "f32[16]" = self._param_constant38
        mul_52: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(view_95, _param_constant38_1);  _param_constant38_1 = None
        mul_53: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(view_95, mul_26);  view_95 = mul_26 = None
        sum_5: "f32[1, 1, 16]" = torch.ops.aten.sum.dim_IntList(mul_53, [0, 1], True);  mul_53 = None
        view_96: "f32[16]" = torch.ops.aten.view.default(sum_5, [16]);  sum_5 = None
        mul_54: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(mul_52, add_31)
        mul_55: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(mul_52, rsqrt_9);  mul_52 = rsqrt_9 = None
        sum_6: "f32[2, 6, 1]" = torch.ops.aten.sum.dim_IntList(mul_54, [2], True);  mul_54 = None
        add_42: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_40, mul_55);  add_40 = mul_55 = None
        detach_28: "f32[2, 6, 1]" = torch.ops.aten.detach.default(detach_17);  detach_17 = None
        pow_17: "f32[2, 6, 1]" = torch.ops.aten.pow.Tensor_Scalar(detach_28, 3);  detach_28 = None
        mul_56: "f32[2, 6, 1]" = torch.ops.aten.mul.Scalar(sum_6, -0.5);  sum_6 = None
        mul_57: "f32[2, 6, 1]" = torch.ops.aten.mul.Tensor(mul_56, pow_17);  mul_56 = pow_17 = None
        expand_27: "f32[2, 6, 16]" = torch.ops.aten.expand.default(mul_57, [2, 6, 16]);  mul_57 = None
        div_6: "f32[2, 6, 16]" = torch.ops.aten.div.Scalar(expand_27, 16);  expand_27 = None
        pow_18: "f32[2, 6, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_31, 1.0);  add_31 = None
        mul_58: "f32[2, 6, 16]" = torch.ops.aten.mul.Scalar(pow_18, 2.0);  pow_18 = None
        mul_59: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(div_6, mul_58);  div_6 = mul_58 = None
        add_43: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_42, mul_59);  add_42 = mul_59 = None
        view_97: "f32[12, 16]" = torch.ops.aten.view.default(add_43, [12, 16])
        t_61: "f32[16, 12]" = torch.ops.aten.t.default(view_97)
        mm_47: "f32[16, 16]" = torch.ops.aten.mm.default(t_61, view_56);  t_61 = view_56 = None
        t_62: "f32[16, 16]" = torch.ops.aten.t.default(mm_47);  mm_47 = None
        t_63: "f32[16, 16]" = torch.ops.aten.t.default(t_25);  t_25 = None
        mm_48: "f32[12, 16]" = torch.ops.aten.mm.default(view_97, t_63);  view_97 = t_63 = None
        view_98: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_48, [2, 6, 16]);  mm_48 = None
        t_64: "f32[16, 16]" = torch.ops.aten.t.default(t_62);  t_62 = None
        view_99: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(view_98, [2, 6, 2, 8]);  view_98 = None
        transpose_39: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_99, 1, 2);  view_99 = None
        clone_20: "f32[2, 2, 6, 8]" = torch.ops.aten.clone.default(transpose_39, memory_format = torch.contiguous_format);  transpose_39 = None
        _unsafe_view_59: "f32[4, 6, 8]" = torch.ops.aten._unsafe_view.default(clone_20, [4, 6, 8]);  clone_20 = None
        transpose_40: "f32[4, 6, 6]" = torch.ops.aten.transpose.int(view_53, 1, 2);  view_53 = None
        bmm_16: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(transpose_40, _unsafe_view_59);  transpose_40 = None
        transpose_41: "f32[4, 8, 6]" = torch.ops.aten.transpose.int(view_54, 1, 2);  view_54 = None
        bmm_17: "f32[4, 6, 6]" = torch.ops.aten.bmm.default(_unsafe_view_59, transpose_41);  _unsafe_view_59 = transpose_41 = None
        view_100: "f32[2, 2, 6, 8]" = torch.ops.aten.view.default(bmm_16, [2, 2, 6, 8]);  bmm_16 = None
        view_101: "f32[2, 2, 6, 6]" = torch.ops.aten.view.default(bmm_17, [2, 2, 6, 6]);  bmm_17 = None
        detach_29: "f32[2, 2, 6, 6]" = torch.ops.aten.detach.default(detach_16);  detach_16 = None
        _softmax_backward_data_1: "f32[2, 2, 6, 6]" = torch.ops.aten._softmax_backward_data.default(view_101, detach_29, -1, torch.float32);  view_101 = detach_29 = None
        sum_7: "f32[1, 2, 6, 6]" = torch.ops.aten.sum.dim_IntList(_softmax_backward_data_1, [0], True)
        mul_60: "f32[2, 2, 6, 6]" = torch.ops.aten.mul.Tensor(_softmax_backward_data_1, 1.0);  _softmax_backward_data_1 = None
        view_102: "f32[4, 6, 6]" = torch.ops.aten.view.default(mul_60, [4, 6, 6]);  mul_60 = None
        transpose_42: "f32[4, 8, 6]" = torch.ops.aten.transpose.int(_unsafe_view_41, 1, 2);  _unsafe_view_41 = None
        bmm_18: "f32[4, 8, 6]" = torch.ops.aten.bmm.default(transpose_42, view_102);  transpose_42 = None
        transpose_43: "f32[4, 6, 8]" = torch.ops.aten.transpose.int(view_52, 1, 2);  view_52 = None
        bmm_19: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(view_102, transpose_43);  view_102 = transpose_43 = None
        view_103: "f32[2, 2, 8, 6]" = torch.ops.aten.view.default(bmm_18, [2, 2, 8, 6]);  bmm_18 = None
        view_104: "f32[2, 2, 6, 8]" = torch.ops.aten.view.default(bmm_19, [2, 2, 6, 8]);  bmm_19 = None
        transpose_44: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_103, 2, 3);  view_103 = None
        zeros_4: "f32[0]" = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_4 = None
        slice_3: "f32[2, 2, 6, 8]" = torch.ops.aten.slice.Tensor(view_100, 2, 0, 6);  view_100 = None
        zeros_5: "f32[0]" = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_5 = None
        slice_4: "f32[2, 2, 6, 8]" = torch.ops.aten.slice.Tensor(transpose_44, 2, 0, 6);  transpose_44 = None
        transpose_45: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(slice_3, 1, 2);  slice_3 = None
        clone_21: "f32[2, 6, 2, 8]" = torch.ops.aten.clone.default(transpose_45, memory_format = torch.contiguous_format);  transpose_45 = None
        _unsafe_view_60: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(clone_21, [2, 6, 16]);  clone_21 = None
        view_105: "f32[12, 16]" = torch.ops.aten.view.default(_unsafe_view_60, [12, 16]);  _unsafe_view_60 = None
        t_65: "f32[16, 12]" = torch.ops.aten.t.default(view_105)
        mm_49: "f32[16, 16]" = torch.ops.aten.mm.default(t_65, view_50);  t_65 = view_50 = None
        t_66: "f32[16, 16]" = torch.ops.aten.t.default(mm_49);  mm_49 = None
        t_67: "f32[16, 16]" = torch.ops.aten.t.default(t_24);  t_24 = None
        mm_50: "f32[12, 16]" = torch.ops.aten.mm.default(view_105, t_67);  view_105 = t_67 = None
        view_106: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_50, [2, 6, 16]);  mm_50 = None
        t_68: "f32[16, 16]" = torch.ops.aten.t.default(t_66);  t_66 = None
        transpose_46: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(slice_4, 1, 2);  slice_4 = None
        view_107: "f32[2, 6, 16]" = torch.ops.aten.view.default(transpose_46, [2, 6, 16]);  transpose_46 = None
        clone_22: "f32[2, 6, 16]" = torch.ops.aten.clone.default(view_107, memory_format = torch.contiguous_format);  view_107 = None
        _unsafe_view_61: "f32[12, 16]" = torch.ops.aten._unsafe_view.default(clone_22, [12, 16]);  clone_22 = None
        t_69: "f32[16, 12]" = torch.ops.aten.t.default(_unsafe_view_61)
        mm_51: "f32[16, 16]" = torch.ops.aten.mm.default(t_69, view_48);  t_69 = view_48 = None
        t_70: "f32[16, 16]" = torch.ops.aten.t.default(mm_51);  mm_51 = None
        t_71: "f32[16, 16]" = torch.ops.aten.t.default(t_23);  t_23 = None
        mm_52: "f32[12, 16]" = torch.ops.aten.mm.default(_unsafe_view_61, t_71);  _unsafe_view_61 = t_71 = None
        view_108: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_52, [2, 6, 16]);  mm_52 = None
        add_44: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(view_106, view_108);  view_106 = view_108 = None
        t_72: "f32[16, 16]" = torch.ops.aten.t.default(t_70);  t_70 = None
        transpose_47: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(view_104, 1, 2);  view_104 = None
        clone_23: "f32[2, 6, 2, 8]" = torch.ops.aten.clone.default(transpose_47, memory_format = torch.contiguous_format);  transpose_47 = None
        _unsafe_view_62: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(clone_23, [2, 6, 16]);  clone_23 = None
        view_109: "f32[12, 16]" = torch.ops.aten.view.default(_unsafe_view_62, [12, 16]);  _unsafe_view_62 = None
        t_73: "f32[16, 12]" = torch.ops.aten.t.default(view_109)
        mm_53: "f32[16, 16]" = torch.ops.aten.mm.default(t_73, view_46);  t_73 = view_46 = None
        t_74: "f32[16, 16]" = torch.ops.aten.t.default(mm_53);  mm_53 = None
        t_75: "f32[16, 16]" = torch.ops.aten.t.default(t_22);  t_22 = None
        mm_54: "f32[12, 16]" = torch.ops.aten.mm.default(view_109, t_75);  view_109 = t_75 = None
        view_110: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_54, [2, 6, 16]);  mm_54 = None
        add_45: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_44, view_110);  add_44 = view_110 = None
        t_76: "f32[16, 16]" = torch.ops.aten.t.default(t_74);  t_74 = None
        _param_constant33_1: "f32[16]" = self._param_constant33
        mul_61: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(add_45, _param_constant33_1);  _param_constant33_1 = None
        mul_62: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(add_45, mul_23);  add_45 = mul_23 = None
        sum_8: "f32[1, 1, 16]" = torch.ops.aten.sum.dim_IntList(mul_62, [0, 1], True);  mul_62 = None
        view_111: "f32[16]" = torch.ops.aten.view.default(sum_8, [16]);  sum_8 = None
        mul_63: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(mul_61, add_27)
        mul_64: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(mul_61, rsqrt_8);  mul_61 = rsqrt_8 = None
        sum_9: "f32[2, 6, 1]" = torch.ops.aten.sum.dim_IntList(mul_63, [2], True);  mul_63 = None
        add_46: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_43, mul_64);  add_43 = mul_64 = None
        detach_30: "f32[2, 6, 1]" = torch.ops.aten.detach.default(detach_15);  detach_15 = None
        pow_19: "f32[2, 6, 1]" = torch.ops.aten.pow.Tensor_Scalar(detach_30, 3);  detach_30 = None
        mul_65: "f32[2, 6, 1]" = torch.ops.aten.mul.Scalar(sum_9, -0.5);  sum_9 = None
        mul_66: "f32[2, 6, 1]" = torch.ops.aten.mul.Tensor(mul_65, pow_19);  mul_65 = pow_19 = None
        expand_28: "f32[2, 6, 16]" = torch.ops.aten.expand.default(mul_66, [2, 6, 16]);  mul_66 = None
        div_7: "f32[2, 6, 16]" = torch.ops.aten.div.Scalar(expand_28, 16);  expand_28 = None
        pow_20: "f32[2, 6, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_27, 1.0);  add_27 = None
        mul_67: "f32[2, 6, 16]" = torch.ops.aten.mul.Scalar(pow_20, 2.0);  pow_20 = None
        mul_68: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(div_7, mul_67);  div_7 = mul_67 = None
        add_47: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_46, mul_68);  add_46 = mul_68 = None
        view_112: "f32[12, 16]" = torch.ops.aten.view.default(add_47, [12, 16])
        t_77: "f32[16, 12]" = torch.ops.aten.t.default(view_112)
        mm_55: "f32[16, 32]" = torch.ops.aten.mm.default(t_77, view_45);  t_77 = view_45 = None
        t_78: "f32[32, 16]" = torch.ops.aten.t.default(mm_55);  mm_55 = None
        t_79: "f32[16, 32]" = torch.ops.aten.t.default(t_21);  t_21 = None
        mm_56: "f32[12, 32]" = torch.ops.aten.mm.default(view_112, t_79);  view_112 = t_79 = None
        view_113: "f32[2, 6, 32]" = torch.ops.aten.view.default(mm_56, [2, 6, 32]);  mm_56 = None
        t_80: "f32[16, 32]" = torch.ops.aten.t.default(t_78);  t_78 = None
        detach_31: "f32[2, 6, 32]" = torch.ops.aten.detach.default(detach_14);  detach_14 = None
        threshold_backward_1: "f32[2, 6, 32]" = torch.ops.aten.threshold_backward.default(view_113, detach_31, 0);  view_113 = detach_31 = None
        view_114: "f32[12, 32]" = torch.ops.aten.view.default(threshold_backward_1, [12, 32]);  threshold_backward_1 = None
        t_81: "f32[32, 12]" = torch.ops.aten.t.default(view_114)
        mm_57: "f32[32, 16]" = torch.ops.aten.mm.default(t_81, view_44);  t_81 = view_44 = None
        t_82: "f32[16, 32]" = torch.ops.aten.t.default(mm_57);  mm_57 = None
        t_83: "f32[32, 16]" = torch.ops.aten.t.default(t_20);  t_20 = None
        mm_58: "f32[12, 16]" = torch.ops.aten.mm.default(view_114, t_83);  view_114 = t_83 = None
        view_115: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_58, [2, 6, 16]);  mm_58 = None
        t_84: "f32[32, 16]" = torch.ops.aten.t.default(t_82);  t_82 = None
        _param_constant30_1: "f32[16]" = self._param_constant30
        mul_69: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(view_115, _param_constant30_1);  _param_constant30_1 = None
        mul_70: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(view_115, mul_21);  view_115 = mul_21 = None
        sum_10: "f32[1, 1, 16]" = torch.ops.aten.sum.dim_IntList(mul_70, [0, 1], True);  mul_70 = None
        view_116: "f32[16]" = torch.ops.aten.view.default(sum_10, [16]);  sum_10 = None
        mul_71: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(mul_69, add_25)
        mul_72: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(mul_69, rsqrt_7);  mul_69 = rsqrt_7 = None
        sum_11: "f32[2, 6, 1]" = torch.ops.aten.sum.dim_IntList(mul_71, [2], True);  mul_71 = None
        add_48: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_47, mul_72);  add_47 = mul_72 = None
        detach_32: "f32[2, 6, 1]" = torch.ops.aten.detach.default(detach_13);  detach_13 = None
        pow_21: "f32[2, 6, 1]" = torch.ops.aten.pow.Tensor_Scalar(detach_32, 3);  detach_32 = None
        mul_73: "f32[2, 6, 1]" = torch.ops.aten.mul.Scalar(sum_11, -0.5);  sum_11 = None
        mul_74: "f32[2, 6, 1]" = torch.ops.aten.mul.Tensor(mul_73, pow_21);  mul_73 = pow_21 = None
        expand_29: "f32[2, 6, 16]" = torch.ops.aten.expand.default(mul_74, [2, 6, 16]);  mul_74 = None
        div_8: "f32[2, 6, 16]" = torch.ops.aten.div.Scalar(expand_29, 16);  expand_29 = None
        pow_22: "f32[2, 6, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_25, 1.0);  add_25 = None
        mul_75: "f32[2, 6, 16]" = torch.ops.aten.mul.Scalar(pow_22, 2.0);  pow_22 = None
        mul_76: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(div_8, mul_75);  div_8 = mul_75 = None
        add_49: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_48, mul_76);  add_48 = mul_76 = None
        view_117: "f32[12, 16]" = torch.ops.aten.view.default(add_49, [12, 16])
        t_85: "f32[16, 12]" = torch.ops.aten.t.default(view_117)
        mm_59: "f32[16, 16]" = torch.ops.aten.mm.default(t_85, view_43);  t_85 = view_43 = None
        t_86: "f32[16, 16]" = torch.ops.aten.t.default(mm_59);  mm_59 = None
        t_87: "f32[16, 16]" = torch.ops.aten.t.default(t_19);  t_19 = None
        mm_60: "f32[12, 16]" = torch.ops.aten.mm.default(view_117, t_87);  view_117 = t_87 = None
        view_118: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_60, [2, 6, 16]);  mm_60 = None
        t_88: "f32[16, 16]" = torch.ops.aten.t.default(t_86);  t_86 = None
        view_119: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(view_118, [2, 6, 2, 8]);  view_118 = None
        transpose_48: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_119, 1, 2);  view_119 = None
        clone_24: "f32[2, 2, 6, 8]" = torch.ops.aten.clone.default(transpose_48, memory_format = torch.contiguous_format);  transpose_48 = None
        _unsafe_view_63: "f32[4, 6, 8]" = torch.ops.aten._unsafe_view.default(clone_24, [4, 6, 8]);  clone_24 = None
        transpose_49: "f32[4, 8, 6]" = torch.ops.aten.transpose.int(view_40, 1, 2);  view_40 = None
        bmm_20: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(transpose_49, _unsafe_view_63);  transpose_49 = None
        transpose_50: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(view_41, 1, 2);  view_41 = None
        bmm_21: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(_unsafe_view_63, transpose_50);  _unsafe_view_63 = transpose_50 = None
        view_120: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_20, [2, 2, 8, 8]);  bmm_20 = None
        view_121: "f32[2, 2, 6, 8]" = torch.ops.aten.view.default(bmm_21, [2, 2, 6, 8]);  bmm_21 = None
        detach_33: "f32[2, 2, 6, 8]" = torch.ops.aten.detach.default(detach_12);  detach_12 = None
        _softmax_backward_data_2: "f32[2, 2, 6, 8]" = torch.ops.aten._softmax_backward_data.default(view_121, detach_33, -1, torch.float32);  view_121 = detach_33 = None
        mul_77: "f32[2, 2, 6, 8]" = torch.ops.aten.mul.Tensor(_softmax_backward_data_2, 1.0);  _softmax_backward_data_2 = None
        view_122: "f32[4, 6, 8]" = torch.ops.aten.view.default(mul_77, [4, 6, 8]);  mul_77 = None
        transpose_51: "f32[4, 8, 6]" = torch.ops.aten.transpose.int(_unsafe_view_32, 1, 2);  _unsafe_view_32 = None
        bmm_22: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(transpose_51, view_122);  transpose_51 = None
        transpose_52: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(view_39, 1, 2);  view_39 = None
        bmm_23: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(view_122, transpose_52);  view_122 = transpose_52 = None
        view_123: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_22, [2, 2, 8, 8]);  bmm_22 = None
        view_124: "f32[2, 2, 6, 8]" = torch.ops.aten.view.default(bmm_23, [2, 2, 6, 8]);  bmm_23 = None
        transpose_53: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_123, 2, 3);  view_123 = None
        zeros_6: "f32[0]" = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_6 = None
        slice_5: "f32[2, 2, 8, 8]" = torch.ops.aten.slice.Tensor(view_120, 2, 0, 8);  view_120 = None
        zeros_7: "f32[0]" = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_7 = None
        slice_6: "f32[2, 2, 8, 8]" = torch.ops.aten.slice.Tensor(transpose_53, 2, 0, 8);  transpose_53 = None
        transpose_54: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(slice_5, 1, 2);  slice_5 = None
        clone_25: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_54, memory_format = torch.contiguous_format);  transpose_54 = None
        _unsafe_view_64: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(clone_25, [2, 8, 16]);  clone_25 = None
        view_125: "f32[16, 16]" = torch.ops.aten.view.default(_unsafe_view_64, [16, 16]);  _unsafe_view_64 = None
        t_89: "f32[16, 16]" = torch.ops.aten.t.default(view_125)
        mm_61: "f32[16, 16]" = torch.ops.aten.mm.default(t_89, view_37);  t_89 = view_37 = None
        t_90: "f32[16, 16]" = torch.ops.aten.t.default(mm_61);  mm_61 = None
        t_91: "f32[16, 16]" = torch.ops.aten.t.default(t_18);  t_18 = None
        mm_62: "f32[16, 16]" = torch.ops.aten.mm.default(view_125, t_91);  view_125 = t_91 = None
        view_126: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_62, [2, 8, 16]);  mm_62 = None
        add_50: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_41, view_126);  add_41 = view_126 = None
        t_92: "f32[16, 16]" = torch.ops.aten.t.default(t_90);  t_90 = None
        transpose_55: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(slice_6, 1, 2);  slice_6 = None
        view_127: "f32[2, 8, 16]" = torch.ops.aten.view.default(transpose_55, [2, 8, 16]);  transpose_55 = None
        clone_26: "f32[2, 8, 16]" = torch.ops.aten.clone.default(view_127, memory_format = torch.contiguous_format);  view_127 = None
        _unsafe_view_65: "f32[16, 16]" = torch.ops.aten._unsafe_view.default(clone_26, [16, 16]);  clone_26 = None
        t_93: "f32[16, 16]" = torch.ops.aten.t.default(_unsafe_view_65)
        mm_63: "f32[16, 16]" = torch.ops.aten.mm.default(t_93, view_35);  t_93 = view_35 = None
        t_94: "f32[16, 16]" = torch.ops.aten.t.default(mm_63);  mm_63 = None
        t_95: "f32[16, 16]" = torch.ops.aten.t.default(t_17);  t_17 = None
        mm_64: "f32[16, 16]" = torch.ops.aten.mm.default(_unsafe_view_65, t_95);  _unsafe_view_65 = t_95 = None
        view_128: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_64, [2, 8, 16]);  mm_64 = None
        add_51: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_50, view_128);  add_50 = view_128 = None
        t_96: "f32[16, 16]" = torch.ops.aten.t.default(t_94);  t_94 = None
        transpose_56: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(view_124, 1, 2);  view_124 = None
        clone_27: "f32[2, 6, 2, 8]" = torch.ops.aten.clone.default(transpose_56, memory_format = torch.contiguous_format);  transpose_56 = None
        _unsafe_view_66: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(clone_27, [2, 6, 16]);  clone_27 = None
        view_129: "f32[12, 16]" = torch.ops.aten.view.default(_unsafe_view_66, [12, 16]);  _unsafe_view_66 = None
        t_97: "f32[16, 12]" = torch.ops.aten.t.default(view_129)
        mm_65: "f32[16, 16]" = torch.ops.aten.mm.default(t_97, view_33);  t_97 = view_33 = None
        t_98: "f32[16, 16]" = torch.ops.aten.t.default(mm_65);  mm_65 = None
        t_99: "f32[16, 16]" = torch.ops.aten.t.default(t_16);  t_16 = None
        mm_66: "f32[12, 16]" = torch.ops.aten.mm.default(view_129, t_99);  view_129 = t_99 = None
        view_130: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_66, [2, 6, 16]);  mm_66 = None
        t_100: "f32[16, 16]" = torch.ops.aten.t.default(t_98);  t_98 = None
        _param_constant25_1: "f32[16]" = self._param_constant25
        mul_78: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(view_130, _param_constant25_1);  _param_constant25_1 = None
        mul_79: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(view_130, mul_18);  view_130 = mul_18 = None
        sum_12: "f32[1, 1, 16]" = torch.ops.aten.sum.dim_IntList(mul_79, [0, 1], True);  mul_79 = None
        view_131: "f32[16]" = torch.ops.aten.view.default(sum_12, [16]);  sum_12 = None
        mul_80: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(mul_78, add_22)
        mul_81: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(mul_78, rsqrt_6);  mul_78 = rsqrt_6 = None
        sum_13: "f32[2, 6, 1]" = torch.ops.aten.sum.dim_IntList(mul_80, [2], True);  mul_80 = None
        add_52: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_49, mul_81);  add_49 = mul_81 = None
        detach_34: "f32[2, 6, 1]" = torch.ops.aten.detach.default(detach_11);  detach_11 = None
        pow_23: "f32[2, 6, 1]" = torch.ops.aten.pow.Tensor_Scalar(detach_34, 3);  detach_34 = None
        mul_82: "f32[2, 6, 1]" = torch.ops.aten.mul.Scalar(sum_13, -0.5);  sum_13 = None
        mul_83: "f32[2, 6, 1]" = torch.ops.aten.mul.Tensor(mul_82, pow_23);  mul_82 = pow_23 = None
        expand_30: "f32[2, 6, 16]" = torch.ops.aten.expand.default(mul_83, [2, 6, 16]);  mul_83 = None
        div_9: "f32[2, 6, 16]" = torch.ops.aten.div.Scalar(expand_30, 16);  expand_30 = None
        pow_24: "f32[2, 6, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_22, 1.0);  add_22 = None
        mul_84: "f32[2, 6, 16]" = torch.ops.aten.mul.Scalar(pow_24, 2.0);  pow_24 = None
        mul_85: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(div_9, mul_84);  div_9 = mul_84 = None
        add_53: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_52, mul_85);  add_52 = mul_85 = None
        view_132: "f32[12, 16]" = torch.ops.aten.view.default(add_53, [12, 16])
        t_101: "f32[16, 12]" = torch.ops.aten.t.default(view_132)
        mm_67: "f32[16, 16]" = torch.ops.aten.mm.default(t_101, view_32);  t_101 = view_32 = None
        t_102: "f32[16, 16]" = torch.ops.aten.t.default(mm_67);  mm_67 = None
        t_103: "f32[16, 16]" = torch.ops.aten.t.default(t_15);  t_15 = None
        mm_68: "f32[12, 16]" = torch.ops.aten.mm.default(view_132, t_103);  view_132 = t_103 = None
        view_133: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_68, [2, 6, 16]);  mm_68 = None
        t_104: "f32[16, 16]" = torch.ops.aten.t.default(t_102);  t_102 = None
        view_134: "f32[2, 6, 2, 8]" = torch.ops.aten.view.default(view_133, [2, 6, 2, 8]);  view_133 = None
        transpose_57: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_134, 1, 2);  view_134 = None
        clone_28: "f32[2, 2, 6, 8]" = torch.ops.aten.clone.default(transpose_57, memory_format = torch.contiguous_format);  transpose_57 = None
        _unsafe_view_67: "f32[4, 6, 8]" = torch.ops.aten._unsafe_view.default(clone_28, [4, 6, 8]);  clone_28 = None
        transpose_58: "f32[4, 6, 6]" = torch.ops.aten.transpose.int(view_29, 1, 2);  view_29 = None
        bmm_24: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(transpose_58, _unsafe_view_67);  transpose_58 = None
        transpose_59: "f32[4, 8, 6]" = torch.ops.aten.transpose.int(view_30, 1, 2);  view_30 = None
        bmm_25: "f32[4, 6, 6]" = torch.ops.aten.bmm.default(_unsafe_view_67, transpose_59);  _unsafe_view_67 = transpose_59 = None
        view_135: "f32[2, 2, 6, 8]" = torch.ops.aten.view.default(bmm_24, [2, 2, 6, 8]);  bmm_24 = None
        view_136: "f32[2, 2, 6, 6]" = torch.ops.aten.view.default(bmm_25, [2, 2, 6, 6]);  bmm_25 = None
        detach_35: "f32[2, 2, 6, 6]" = torch.ops.aten.detach.default(detach_10);  detach_10 = None
        _softmax_backward_data_3: "f32[2, 2, 6, 6]" = torch.ops.aten._softmax_backward_data.default(view_136, detach_35, -1, torch.float32);  view_136 = detach_35 = None
        sum_14: "f32[1, 2, 6, 6]" = torch.ops.aten.sum.dim_IntList(_softmax_backward_data_3, [0], True)
        add_54: "f32[1, 2, 6, 6]" = torch.ops.aten.add.Tensor(sum_7, sum_14);  sum_7 = sum_14 = None
        mul_86: "f32[2, 2, 6, 6]" = torch.ops.aten.mul.Tensor(_softmax_backward_data_3, 1.0);  _softmax_backward_data_3 = None
        view_137: "f32[4, 6, 6]" = torch.ops.aten.view.default(mul_86, [4, 6, 6]);  mul_86 = None
        transpose_60: "f32[4, 8, 6]" = torch.ops.aten.transpose.int(_unsafe_view_25, 1, 2);  _unsafe_view_25 = None
        bmm_26: "f32[4, 8, 6]" = torch.ops.aten.bmm.default(transpose_60, view_137);  transpose_60 = None
        transpose_61: "f32[4, 6, 8]" = torch.ops.aten.transpose.int(view_28, 1, 2);  view_28 = None
        bmm_27: "f32[4, 6, 8]" = torch.ops.aten.bmm.default(view_137, transpose_61);  view_137 = transpose_61 = None
        view_138: "f32[2, 2, 8, 6]" = torch.ops.aten.view.default(bmm_26, [2, 2, 8, 6]);  bmm_26 = None
        view_139: "f32[2, 2, 6, 8]" = torch.ops.aten.view.default(bmm_27, [2, 2, 6, 8]);  bmm_27 = None
        transpose_62: "f32[2, 2, 6, 8]" = torch.ops.aten.transpose.int(view_138, 2, 3);  view_138 = None
        squeeze: "f32[2, 6, 6]" = torch.ops.aten.squeeze.dim(add_54, 0);  add_54 = None
        permute_2: "f32[6, 6, 2]" = torch.ops.aten.permute.default(squeeze, [1, 2, 0]);  squeeze = None
        embedding_dense_backward: "f32[32, 2]" = torch.ops.aten.embedding_dense_backward.default(permute_2, add_19, 32, -1, False);  permute_2 = add_19 = None
        zeros_8: "f32[0]" = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_8 = None
        slice_7: "f32[2, 2, 6, 8]" = torch.ops.aten.slice.Tensor(view_135, 2, 0, 6);  view_135 = None
        zeros_9: "f32[0]" = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_9 = None
        slice_8: "f32[2, 2, 6, 8]" = torch.ops.aten.slice.Tensor(transpose_62, 2, 0, 6);  transpose_62 = None
        transpose_63: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(slice_7, 1, 2);  slice_7 = None
        clone_29: "f32[2, 6, 2, 8]" = torch.ops.aten.clone.default(transpose_63, memory_format = torch.contiguous_format);  transpose_63 = None
        _unsafe_view_68: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(clone_29, [2, 6, 16]);  clone_29 = None
        view_140: "f32[12, 16]" = torch.ops.aten.view.default(_unsafe_view_68, [12, 16]);  _unsafe_view_68 = None
        t_105: "f32[16, 12]" = torch.ops.aten.t.default(view_140)
        mm_69: "f32[16, 16]" = torch.ops.aten.mm.default(t_105, view_26);  t_105 = view_26 = None
        t_106: "f32[16, 16]" = torch.ops.aten.t.default(mm_69);  mm_69 = None
        t_107: "f32[16, 16]" = torch.ops.aten.t.default(t_14);  t_14 = None
        mm_70: "f32[12, 16]" = torch.ops.aten.mm.default(view_140, t_107);  view_140 = t_107 = None
        view_141: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_70, [2, 6, 16]);  mm_70 = None
        t_108: "f32[16, 16]" = torch.ops.aten.t.default(t_106);  t_106 = None
        transpose_64: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(slice_8, 1, 2);  slice_8 = None
        view_142: "f32[2, 6, 16]" = torch.ops.aten.view.default(transpose_64, [2, 6, 16]);  transpose_64 = None
        clone_30: "f32[2, 6, 16]" = torch.ops.aten.clone.default(view_142, memory_format = torch.contiguous_format);  view_142 = None
        _unsafe_view_69: "f32[12, 16]" = torch.ops.aten._unsafe_view.default(clone_30, [12, 16]);  clone_30 = None
        t_109: "f32[16, 12]" = torch.ops.aten.t.default(_unsafe_view_69)
        mm_71: "f32[16, 16]" = torch.ops.aten.mm.default(t_109, view_24);  t_109 = view_24 = None
        t_110: "f32[16, 16]" = torch.ops.aten.t.default(mm_71);  mm_71 = None
        t_111: "f32[16, 16]" = torch.ops.aten.t.default(t_13);  t_13 = None
        mm_72: "f32[12, 16]" = torch.ops.aten.mm.default(_unsafe_view_69, t_111);  _unsafe_view_69 = t_111 = None
        view_143: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_72, [2, 6, 16]);  mm_72 = None
        add_55: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(view_141, view_143);  view_141 = view_143 = None
        t_112: "f32[16, 16]" = torch.ops.aten.t.default(t_110);  t_110 = None
        transpose_65: "f32[2, 6, 2, 8]" = torch.ops.aten.transpose.int(view_139, 1, 2);  view_139 = None
        clone_31: "f32[2, 6, 2, 8]" = torch.ops.aten.clone.default(transpose_65, memory_format = torch.contiguous_format);  transpose_65 = None
        _unsafe_view_70: "f32[2, 6, 16]" = torch.ops.aten._unsafe_view.default(clone_31, [2, 6, 16]);  clone_31 = None
        view_144: "f32[12, 16]" = torch.ops.aten.view.default(_unsafe_view_70, [12, 16]);  _unsafe_view_70 = None
        t_113: "f32[16, 12]" = torch.ops.aten.t.default(view_144)
        mm_73: "f32[16, 16]" = torch.ops.aten.mm.default(t_113, view_22);  t_113 = view_22 = None
        t_114: "f32[16, 16]" = torch.ops.aten.t.default(mm_73);  mm_73 = None
        t_115: "f32[16, 16]" = torch.ops.aten.t.default(t_12);  t_12 = None
        mm_74: "f32[12, 16]" = torch.ops.aten.mm.default(view_144, t_115);  view_144 = t_115 = None
        view_145: "f32[2, 6, 16]" = torch.ops.aten.view.default(mm_74, [2, 6, 16]);  mm_74 = None
        add_56: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_55, view_145);  add_55 = view_145 = None
        t_116: "f32[16, 16]" = torch.ops.aten.t.default(t_114);  t_114 = None
        _param_constant19_1: "f32[16]" = self._param_constant19
        mul_87: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(add_56, _param_constant19_1);  _param_constant19_1 = None
        mul_88: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(add_56, mul_14);  add_56 = mul_14 = None
        sum_15: "f32[1, 1, 16]" = torch.ops.aten.sum.dim_IntList(mul_88, [0, 1], True);  mul_88 = None
        view_146: "f32[16]" = torch.ops.aten.view.default(sum_15, [16]);  sum_15 = None
        mul_89: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(mul_87, embedding_2)
        mul_90: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(mul_87, rsqrt_5);  mul_87 = rsqrt_5 = None
        sum_16: "f32[2, 6, 1]" = torch.ops.aten.sum.dim_IntList(mul_89, [2], True);  mul_89 = None
        add_57: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_53, mul_90);  add_53 = mul_90 = None
        detach_36: "f32[2, 6, 1]" = torch.ops.aten.detach.default(detach_9);  detach_9 = None
        pow_25: "f32[2, 6, 1]" = torch.ops.aten.pow.Tensor_Scalar(detach_36, 3);  detach_36 = None
        mul_91: "f32[2, 6, 1]" = torch.ops.aten.mul.Scalar(sum_16, -0.5);  sum_16 = None
        mul_92: "f32[2, 6, 1]" = torch.ops.aten.mul.Tensor(mul_91, pow_25);  mul_91 = pow_25 = None
        expand_31: "f32[2, 6, 16]" = torch.ops.aten.expand.default(mul_92, [2, 6, 16]);  mul_92 = None
        div_10: "f32[2, 6, 16]" = torch.ops.aten.div.Scalar(expand_31, 16);  expand_31 = None
        pow_26: "f32[2, 6, 16]" = torch.ops.aten.pow.Tensor_Scalar(embedding_2, 1.0);  embedding_2 = None
        mul_93: "f32[2, 6, 16]" = torch.ops.aten.mul.Scalar(pow_26, 2.0);  pow_26 = None
        mul_94: "f32[2, 6, 16]" = torch.ops.aten.mul.Tensor(div_10, mul_93);  div_10 = mul_93 = None
        add_58: "f32[2, 6, 16]" = torch.ops.aten.add.Tensor(add_57, mul_94);  add_57 = mul_94 = None
        embedding_dense_backward_1: "f32[64, 16]" = torch.ops.aten.embedding_dense_backward.default(add_58, decoder_input_ids_1, 64, -1, False);  add_58 = decoder_input_ids_1 = None
        add_59: "f32[64, 16]" = torch.ops.aten.add.Tensor(t_36, embedding_dense_backward_1);  t_36 = embedding_dense_backward_1 = None
        _param_constant18_1: "f32[16]" = self._param_constant18
        mul_95: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(add_51, _param_constant18_1);  _param_constant18_1 = None
        mul_96: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(add_51, mul_12);  add_51 = mul_12 = None
        sum_17: "f32[1, 1, 16]" = torch.ops.aten.sum.dim_IntList(mul_96, [0, 1], True);  mul_96 = None
        view_147: "f32[16]" = torch.ops.aten.view.default(sum_17, [16]);  sum_17 = None
        mul_97: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(mul_95, add_12)
        mul_98: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(mul_95, rsqrt_4);  mul_95 = rsqrt_4 = None
        sum_18: "f32[2, 8, 1]" = torch.ops.aten.sum.dim_IntList(mul_97, [2], True);  mul_97 = None
        detach_37: "f32[2, 8, 1]" = torch.ops.aten.detach.default(detach_8);  detach_8 = None
        pow_27: "f32[2, 8, 1]" = torch.ops.aten.pow.Tensor_Scalar(detach_37, 3);  detach_37 = None
        mul_99: "f32[2, 8, 1]" = torch.ops.aten.mul.Scalar(sum_18, -0.5);  sum_18 = None
        mul_100: "f32[2, 8, 1]" = torch.ops.aten.mul.Tensor(mul_99, pow_27);  mul_99 = pow_27 = None
        expand_32: "f32[2, 8, 16]" = torch.ops.aten.expand.default(mul_100, [2, 8, 16]);  mul_100 = None
        div_11: "f32[2, 8, 16]" = torch.ops.aten.div.Scalar(expand_32, 16);  expand_32 = None
        pow_28: "f32[2, 8, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_12, 1.0);  add_12 = None
        mul_101: "f32[2, 8, 16]" = torch.ops.aten.mul.Scalar(pow_28, 2.0);  pow_28 = None
        mul_102: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(div_11, mul_101);  div_11 = mul_101 = None
        add_60: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(mul_98, mul_102);  mul_98 = mul_102 = None
        view_148: "f32[16, 16]" = torch.ops.aten.view.default(add_60, [16, 16])
        t_117: "f32[16, 16]" = torch.ops.aten.t.default(view_148)
        mm_75: "f32[16, 32]" = torch.ops.aten.mm.default(t_117, view_21);  t_117 = view_21 = None
        t_118: "f32[32, 16]" = torch.ops.aten.t.default(mm_75);  mm_75 = None
        t_119: "f32[16, 32]" = torch.ops.aten.t.default(t_11);  t_11 = None
        mm_76: "f32[16, 32]" = torch.ops.aten.mm.default(view_148, t_119);  view_148 = t_119 = None
        view_149: "f32[2, 8, 32]" = torch.ops.aten.view.default(mm_76, [2, 8, 32]);  mm_76 = None
        t_120: "f32[16, 32]" = torch.ops.aten.t.default(t_118);  t_118 = None
        detach_38: "f32[2, 8, 32]" = torch.ops.aten.detach.default(detach_7);  detach_7 = None
        threshold_backward_2: "f32[2, 8, 32]" = torch.ops.aten.threshold_backward.default(view_149, detach_38, 0);  view_149 = detach_38 = None
        view_150: "f32[16, 32]" = torch.ops.aten.view.default(threshold_backward_2, [16, 32]);  threshold_backward_2 = None
        t_121: "f32[32, 16]" = torch.ops.aten.t.default(view_150)
        mm_77: "f32[32, 16]" = torch.ops.aten.mm.default(t_121, view_20);  t_121 = view_20 = None
        t_122: "f32[16, 32]" = torch.ops.aten.t.default(mm_77);  mm_77 = None
        t_123: "f32[32, 16]" = torch.ops.aten.t.default(t_10);  t_10 = None
        mm_78: "f32[16, 16]" = torch.ops.aten.mm.default(view_150, t_123);  view_150 = t_123 = None
        view_151: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_78, [2, 8, 16]);  mm_78 = None
        t_124: "f32[32, 16]" = torch.ops.aten.t.default(t_122);  t_122 = None
        _param_constant15_1: "f32[16]" = self._param_constant15
        mul_103: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(view_151, _param_constant15_1);  _param_constant15_1 = None
        mul_104: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(view_151, mul_10);  view_151 = mul_10 = None
        sum_19: "f32[1, 1, 16]" = torch.ops.aten.sum.dim_IntList(mul_104, [0, 1], True);  mul_104 = None
        view_152: "f32[16]" = torch.ops.aten.view.default(sum_19, [16]);  sum_19 = None
        mul_105: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(mul_103, add_10)
        mul_106: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(mul_103, rsqrt_3);  mul_103 = rsqrt_3 = None
        sum_20: "f32[2, 8, 1]" = torch.ops.aten.sum.dim_IntList(mul_105, [2], True);  mul_105 = None
        add_61: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_60, mul_106);  add_60 = mul_106 = None
        detach_39: "f32[2, 8, 1]" = torch.ops.aten.detach.default(detach_6);  detach_6 = None
        pow_29: "f32[2, 8, 1]" = torch.ops.aten.pow.Tensor_Scalar(detach_39, 3);  detach_39 = None
        mul_107: "f32[2, 8, 1]" = torch.ops.aten.mul.Scalar(sum_20, -0.5);  sum_20 = None
        mul_108: "f32[2, 8, 1]" = torch.ops.aten.mul.Tensor(mul_107, pow_29);  mul_107 = pow_29 = None
        expand_33: "f32[2, 8, 16]" = torch.ops.aten.expand.default(mul_108, [2, 8, 16]);  mul_108 = None
        div_12: "f32[2, 8, 16]" = torch.ops.aten.div.Scalar(expand_33, 16);  expand_33 = None
        pow_30: "f32[2, 8, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_10, 1.0);  add_10 = None
        mul_109: "f32[2, 8, 16]" = torch.ops.aten.mul.Scalar(pow_30, 2.0);  pow_30 = None
        mul_110: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(div_12, mul_109);  div_12 = mul_109 = None
        add_62: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_61, mul_110);  add_61 = mul_110 = None
        view_153: "f32[16, 16]" = torch.ops.aten.view.default(add_62, [16, 16])
        t_125: "f32[16, 16]" = torch.ops.aten.t.default(view_153)
        mm_79: "f32[16, 16]" = torch.ops.aten.mm.default(t_125, view_19);  t_125 = view_19 = None
        t_126: "f32[16, 16]" = torch.ops.aten.t.default(mm_79);  mm_79 = None
        t_127: "f32[16, 16]" = torch.ops.aten.t.default(t_9);  t_9 = None
        mm_80: "f32[16, 16]" = torch.ops.aten.mm.default(view_153, t_127);  view_153 = t_127 = None
        view_154: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_80, [2, 8, 16]);  mm_80 = None
        t_128: "f32[16, 16]" = torch.ops.aten.t.default(t_126);  t_126 = None
        view_155: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(view_154, [2, 8, 2, 8]);  view_154 = None
        transpose_66: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_155, 1, 2);  view_155 = None
        clone_32: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(transpose_66, memory_format = torch.contiguous_format);  transpose_66 = None
        _unsafe_view_71: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone_32, [4, 8, 8]);  clone_32 = None
        transpose_67: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(view_17, 1, 2);  view_17 = None
        bmm_28: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(transpose_67, _unsafe_view_71);  transpose_67 = None
        transpose_68: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_unsafe_view_17, 1, 2);  _unsafe_view_17 = None
        bmm_29: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(_unsafe_view_71, transpose_68);  _unsafe_view_71 = transpose_68 = None
        view_156: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_28, [2, 2, 8, 8]);  bmm_28 = None
        view_157: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_29, [2, 2, 8, 8]);  bmm_29 = None
        detach_40: "f32[2, 2, 8, 8]" = torch.ops.aten.detach.default(detach_5);  detach_5 = None
        _softmax_backward_data_4: "f32[2, 2, 8, 8]" = torch.ops.aten._softmax_backward_data.default(view_157, detach_40, -1, torch.float32);  view_157 = detach_40 = None
        sum_21: "f32[1, 2, 8, 8]" = torch.ops.aten.sum.dim_IntList(_softmax_backward_data_4, [0], True)
        mul_111: "f32[2, 2, 8, 8]" = torch.ops.aten.mul.Tensor(_softmax_backward_data_4, 1.0);  _softmax_backward_data_4 = None
        view_158: "f32[4, 8, 8]" = torch.ops.aten.view.default(mul_111, [4, 8, 8]);  mul_111 = None
        transpose_69: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_unsafe_view_14, 1, 2);  _unsafe_view_14 = None
        bmm_30: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(transpose_69, view_158);  transpose_69 = None
        transpose_70: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_unsafe_view_15, 1, 2);  _unsafe_view_15 = None
        bmm_31: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(view_158, transpose_70);  view_158 = transpose_70 = None
        view_159: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_30, [2, 2, 8, 8]);  bmm_30 = None
        view_160: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_31, [2, 2, 8, 8]);  bmm_31 = None
        transpose_71: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_159, 2, 3);  view_159 = None
        transpose_72: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(view_156, 1, 2);  view_156 = None
        clone_33: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_72, memory_format = torch.contiguous_format);  transpose_72 = None
        _unsafe_view_72: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(clone_33, [2, 8, 16]);  clone_33 = None
        view_161: "f32[16, 16]" = torch.ops.aten.view.default(_unsafe_view_72, [16, 16]);  _unsafe_view_72 = None
        t_129: "f32[16, 16]" = torch.ops.aten.t.default(view_161)
        mm_81: "f32[16, 16]" = torch.ops.aten.mm.default(t_129, view_15);  t_129 = view_15 = None
        t_130: "f32[16, 16]" = torch.ops.aten.t.default(mm_81);  mm_81 = None
        t_131: "f32[16, 16]" = torch.ops.aten.t.default(t_8);  t_8 = None
        mm_82: "f32[16, 16]" = torch.ops.aten.mm.default(view_161, t_131);  view_161 = t_131 = None
        view_162: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_82, [2, 8, 16]);  mm_82 = None
        t_132: "f32[16, 16]" = torch.ops.aten.t.default(t_130);  t_130 = None
        transpose_73: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(transpose_71, 1, 2);  transpose_71 = None
        view_163: "f32[2, 8, 16]" = torch.ops.aten.view.default(transpose_73, [2, 8, 16]);  transpose_73 = None
        clone_34: "f32[2, 8, 16]" = torch.ops.aten.clone.default(view_163, memory_format = torch.contiguous_format);  view_163 = None
        _unsafe_view_73: "f32[16, 16]" = torch.ops.aten._unsafe_view.default(clone_34, [16, 16]);  clone_34 = None
        t_133: "f32[16, 16]" = torch.ops.aten.t.default(_unsafe_view_73)
        mm_83: "f32[16, 16]" = torch.ops.aten.mm.default(t_133, view_13);  t_133 = view_13 = None
        t_134: "f32[16, 16]" = torch.ops.aten.t.default(mm_83);  mm_83 = None
        t_135: "f32[16, 16]" = torch.ops.aten.t.default(t_7);  t_7 = None
        mm_84: "f32[16, 16]" = torch.ops.aten.mm.default(_unsafe_view_73, t_135);  _unsafe_view_73 = t_135 = None
        view_164: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_84, [2, 8, 16]);  mm_84 = None
        add_63: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(view_162, view_164);  view_162 = view_164 = None
        t_136: "f32[16, 16]" = torch.ops.aten.t.default(t_134);  t_134 = None
        transpose_74: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(view_160, 1, 2);  view_160 = None
        clone_35: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_74, memory_format = torch.contiguous_format);  transpose_74 = None
        _unsafe_view_74: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(clone_35, [2, 8, 16]);  clone_35 = None
        view_165: "f32[16, 16]" = torch.ops.aten.view.default(_unsafe_view_74, [16, 16]);  _unsafe_view_74 = None
        t_137: "f32[16, 16]" = torch.ops.aten.t.default(view_165)
        mm_85: "f32[16, 16]" = torch.ops.aten.mm.default(t_137, view_11);  t_137 = view_11 = None
        t_138: "f32[16, 16]" = torch.ops.aten.t.default(mm_85);  mm_85 = None
        t_139: "f32[16, 16]" = torch.ops.aten.t.default(t_6);  t_6 = None
        mm_86: "f32[16, 16]" = torch.ops.aten.mm.default(view_165, t_139);  view_165 = t_139 = None
        view_166: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_86, [2, 8, 16]);  mm_86 = None
        add_64: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_63, view_166);  add_63 = view_166 = None
        t_140: "f32[16, 16]" = torch.ops.aten.t.default(t_138);  t_138 = None
        _param_constant10_1: "f32[16]" = self._param_constant10
        mul_112: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(add_64, _param_constant10_1);  _param_constant10_1 = None
        mul_113: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(add_64, mul_7);  add_64 = mul_7 = None
        sum_22: "f32[1, 1, 16]" = torch.ops.aten.sum.dim_IntList(mul_113, [0, 1], True);  mul_113 = None
        view_167: "f32[16]" = torch.ops.aten.view.default(sum_22, [16]);  sum_22 = None
        mul_114: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(mul_112, add_7)
        mul_115: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(mul_112, rsqrt_2);  mul_112 = rsqrt_2 = None
        sum_23: "f32[2, 8, 1]" = torch.ops.aten.sum.dim_IntList(mul_114, [2], True);  mul_114 = None
        add_65: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_62, mul_115);  add_62 = mul_115 = None
        detach_41: "f32[2, 8, 1]" = torch.ops.aten.detach.default(detach_4);  detach_4 = None
        pow_31: "f32[2, 8, 1]" = torch.ops.aten.pow.Tensor_Scalar(detach_41, 3);  detach_41 = None
        mul_116: "f32[2, 8, 1]" = torch.ops.aten.mul.Scalar(sum_23, -0.5);  sum_23 = None
        mul_117: "f32[2, 8, 1]" = torch.ops.aten.mul.Tensor(mul_116, pow_31);  mul_116 = pow_31 = None
        expand_34: "f32[2, 8, 16]" = torch.ops.aten.expand.default(mul_117, [2, 8, 16]);  mul_117 = None
        div_13: "f32[2, 8, 16]" = torch.ops.aten.div.Scalar(expand_34, 16);  expand_34 = None
        pow_32: "f32[2, 8, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_7, 1.0);  add_7 = None
        mul_118: "f32[2, 8, 16]" = torch.ops.aten.mul.Scalar(pow_32, 2.0);  pow_32 = None
        mul_119: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(div_13, mul_118);  div_13 = mul_118 = None
        add_66: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_65, mul_119);  add_65 = mul_119 = None
        view_168: "f32[16, 16]" = torch.ops.aten.view.default(add_66, [16, 16])
        t_141: "f32[16, 16]" = torch.ops.aten.t.default(view_168)
        mm_87: "f32[16, 32]" = torch.ops.aten.mm.default(t_141, view_10);  t_141 = view_10 = None
        t_142: "f32[32, 16]" = torch.ops.aten.t.default(mm_87);  mm_87 = None
        t_143: "f32[16, 32]" = torch.ops.aten.t.default(t_5);  t_5 = None
        mm_88: "f32[16, 32]" = torch.ops.aten.mm.default(view_168, t_143);  view_168 = t_143 = None
        view_169: "f32[2, 8, 32]" = torch.ops.aten.view.default(mm_88, [2, 8, 32]);  mm_88 = None
        t_144: "f32[16, 32]" = torch.ops.aten.t.default(t_142);  t_142 = None
        detach_42: "f32[2, 8, 32]" = torch.ops.aten.detach.default(detach_3);  detach_3 = None
        threshold_backward_3: "f32[2, 8, 32]" = torch.ops.aten.threshold_backward.default(view_169, detach_42, 0);  view_169 = detach_42 = None
        view_170: "f32[16, 32]" = torch.ops.aten.view.default(threshold_backward_3, [16, 32]);  threshold_backward_3 = None
        t_145: "f32[32, 16]" = torch.ops.aten.t.default(view_170)
        mm_89: "f32[32, 16]" = torch.ops.aten.mm.default(t_145, view_9);  t_145 = view_9 = None
        t_146: "f32[16, 32]" = torch.ops.aten.t.default(mm_89);  mm_89 = None
        t_147: "f32[32, 16]" = torch.ops.aten.t.default(t_4);  t_4 = None
        mm_90: "f32[16, 16]" = torch.ops.aten.mm.default(view_170, t_147);  view_170 = t_147 = None
        view_171: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_90, [2, 8, 16]);  mm_90 = None
        t_148: "f32[32, 16]" = torch.ops.aten.t.default(t_146);  t_146 = None
        _param_constant7_1: "f32[16]" = self._param_constant7
        mul_120: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(view_171, _param_constant7_1);  _param_constant7_1 = None
        mul_121: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(view_171, mul_5);  view_171 = mul_5 = None
        sum_24: "f32[1, 1, 16]" = torch.ops.aten.sum.dim_IntList(mul_121, [0, 1], True);  mul_121 = None
        view_172: "f32[16]" = torch.ops.aten.view.default(sum_24, [16]);  sum_24 = None
        mul_122: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(mul_120, add_5)
        mul_123: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(mul_120, rsqrt_1);  mul_120 = rsqrt_1 = None
        sum_25: "f32[2, 8, 1]" = torch.ops.aten.sum.dim_IntList(mul_122, [2], True);  mul_122 = None
        add_67: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_66, mul_123);  add_66 = mul_123 = None
        detach_43: "f32[2, 8, 1]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        pow_33: "f32[2, 8, 1]" = torch.ops.aten.pow.Tensor_Scalar(detach_43, 3);  detach_43 = None
        mul_124: "f32[2, 8, 1]" = torch.ops.aten.mul.Scalar(sum_25, -0.5);  sum_25 = None
        mul_125: "f32[2, 8, 1]" = torch.ops.aten.mul.Tensor(mul_124, pow_33);  mul_124 = pow_33 = None
        expand_35: "f32[2, 8, 16]" = torch.ops.aten.expand.default(mul_125, [2, 8, 16]);  mul_125 = None
        div_14: "f32[2, 8, 16]" = torch.ops.aten.div.Scalar(expand_35, 16);  expand_35 = None
        pow_34: "f32[2, 8, 16]" = torch.ops.aten.pow.Tensor_Scalar(add_5, 1.0);  add_5 = None
        mul_126: "f32[2, 8, 16]" = torch.ops.aten.mul.Scalar(pow_34, 2.0);  pow_34 = None
        mul_127: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(div_14, mul_126);  div_14 = mul_126 = None
        add_68: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_67, mul_127);  add_67 = mul_127 = None
        view_173: "f32[16, 16]" = torch.ops.aten.view.default(add_68, [16, 16])
        t_149: "f32[16, 16]" = torch.ops.aten.t.default(view_173)
        mm_91: "f32[16, 16]" = torch.ops.aten.mm.default(t_149, view_8);  t_149 = view_8 = None
        t_150: "f32[16, 16]" = torch.ops.aten.t.default(mm_91);  mm_91 = None
        t_151: "f32[16, 16]" = torch.ops.aten.t.default(t_3);  t_3 = None
        mm_92: "f32[16, 16]" = torch.ops.aten.mm.default(view_173, t_151);  view_173 = t_151 = None
        view_174: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_92, [2, 8, 16]);  mm_92 = None
        t_152: "f32[16, 16]" = torch.ops.aten.t.default(t_150);  t_150 = None
        view_175: "f32[2, 8, 2, 8]" = torch.ops.aten.view.default(view_174, [2, 8, 2, 8]);  view_174 = None
        transpose_75: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_175, 1, 2);  view_175 = None
        clone_36: "f32[2, 2, 8, 8]" = torch.ops.aten.clone.default(transpose_75, memory_format = torch.contiguous_format);  transpose_75 = None
        _unsafe_view_75: "f32[4, 8, 8]" = torch.ops.aten._unsafe_view.default(clone_36, [4, 8, 8]);  clone_36 = None
        transpose_76: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(view_6, 1, 2);  view_6 = None
        bmm_32: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(transpose_76, _unsafe_view_75);  transpose_76 = None
        transpose_77: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_unsafe_view_6, 1, 2);  _unsafe_view_6 = None
        bmm_33: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(_unsafe_view_75, transpose_77);  _unsafe_view_75 = transpose_77 = None
        view_176: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_32, [2, 2, 8, 8]);  bmm_32 = None
        view_177: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_33, [2, 2, 8, 8]);  bmm_33 = None
        detach_44: "f32[2, 2, 8, 8]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        _softmax_backward_data_5: "f32[2, 2, 8, 8]" = torch.ops.aten._softmax_backward_data.default(view_177, detach_44, -1, torch.float32);  view_177 = detach_44 = None
        sum_26: "f32[1, 2, 8, 8]" = torch.ops.aten.sum.dim_IntList(_softmax_backward_data_5, [0], True)
        add_69: "f32[1, 2, 8, 8]" = torch.ops.aten.add.Tensor(sum_21, sum_26);  sum_21 = sum_26 = None
        mul_128: "f32[2, 2, 8, 8]" = torch.ops.aten.mul.Tensor(_softmax_backward_data_5, 1.0);  _softmax_backward_data_5 = None
        view_178: "f32[4, 8, 8]" = torch.ops.aten.view.default(mul_128, [4, 8, 8]);  mul_128 = None
        transpose_78: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_unsafe_view_3, 1, 2);  _unsafe_view_3 = None
        bmm_34: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(transpose_78, view_178);  transpose_78 = None
        transpose_79: "f32[4, 8, 8]" = torch.ops.aten.transpose.int(_unsafe_view_4, 1, 2);  _unsafe_view_4 = None
        bmm_35: "f32[4, 8, 8]" = torch.ops.aten.bmm.default(view_178, transpose_79);  view_178 = transpose_79 = None
        view_179: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_34, [2, 2, 8, 8]);  bmm_34 = None
        view_180: "f32[2, 2, 8, 8]" = torch.ops.aten.view.default(bmm_35, [2, 2, 8, 8]);  bmm_35 = None
        transpose_80: "f32[2, 2, 8, 8]" = torch.ops.aten.transpose.int(view_179, 2, 3);  view_179 = None
        squeeze_1: "f32[2, 8, 8]" = torch.ops.aten.squeeze.dim(add_69, 0);  add_69 = None
        permute_3: "f32[8, 8, 2]" = torch.ops.aten.permute.default(squeeze_1, [1, 2, 0]);  squeeze_1 = None
        embedding_dense_backward_2: "f32[32, 2]" = torch.ops.aten.embedding_dense_backward.default(permute_3, add_, 32, -1, False);  permute_3 = add_ = None
        transpose_81: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(view_176, 1, 2);  view_176 = None
        clone_37: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_81, memory_format = torch.contiguous_format);  transpose_81 = None
        _unsafe_view_76: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(clone_37, [2, 8, 16]);  clone_37 = None
        view_181: "f32[16, 16]" = torch.ops.aten.view.default(_unsafe_view_76, [16, 16]);  _unsafe_view_76 = None
        t_153: "f32[16, 16]" = torch.ops.aten.t.default(view_181)
        mm_93: "f32[16, 16]" = torch.ops.aten.mm.default(t_153, view_4);  t_153 = view_4 = None
        t_154: "f32[16, 16]" = torch.ops.aten.t.default(mm_93);  mm_93 = None
        t_155: "f32[16, 16]" = torch.ops.aten.t.default(t_2);  t_2 = None
        mm_94: "f32[16, 16]" = torch.ops.aten.mm.default(view_181, t_155);  view_181 = t_155 = None
        view_182: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_94, [2, 8, 16]);  mm_94 = None
        t_156: "f32[16, 16]" = torch.ops.aten.t.default(t_154);  t_154 = None
        transpose_82: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(transpose_80, 1, 2);  transpose_80 = None
        view_183: "f32[2, 8, 16]" = torch.ops.aten.view.default(transpose_82, [2, 8, 16]);  transpose_82 = None
        clone_38: "f32[2, 8, 16]" = torch.ops.aten.clone.default(view_183, memory_format = torch.contiguous_format);  view_183 = None
        _unsafe_view_77: "f32[16, 16]" = torch.ops.aten._unsafe_view.default(clone_38, [16, 16]);  clone_38 = None
        t_157: "f32[16, 16]" = torch.ops.aten.t.default(_unsafe_view_77)
        mm_95: "f32[16, 16]" = torch.ops.aten.mm.default(t_157, view_2);  t_157 = view_2 = None
        t_158: "f32[16, 16]" = torch.ops.aten.t.default(mm_95);  mm_95 = None
        t_159: "f32[16, 16]" = torch.ops.aten.t.default(t_1);  t_1 = None
        mm_96: "f32[16, 16]" = torch.ops.aten.mm.default(_unsafe_view_77, t_159);  _unsafe_view_77 = t_159 = None
        view_184: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_96, [2, 8, 16]);  mm_96 = None
        add_70: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(view_182, view_184);  view_182 = view_184 = None
        t_160: "f32[16, 16]" = torch.ops.aten.t.default(t_158);  t_158 = None
        transpose_83: "f32[2, 8, 2, 8]" = torch.ops.aten.transpose.int(view_180, 1, 2);  view_180 = None
        clone_39: "f32[2, 8, 2, 8]" = torch.ops.aten.clone.default(transpose_83, memory_format = torch.contiguous_format);  transpose_83 = None
        _unsafe_view_78: "f32[2, 8, 16]" = torch.ops.aten._unsafe_view.default(clone_39, [2, 8, 16]);  clone_39 = None
        view_185: "f32[16, 16]" = torch.ops.aten.view.default(_unsafe_view_78, [16, 16]);  _unsafe_view_78 = None
        t_161: "f32[16, 16]" = torch.ops.aten.t.default(view_185)
        mm_97: "f32[16, 16]" = torch.ops.aten.mm.default(t_161, view);  t_161 = view = None
        t_162: "f32[16, 16]" = torch.ops.aten.t.default(mm_97);  mm_97 = None
        t_163: "f32[16, 16]" = torch.ops.aten.t.default(t);  t = None
        mm_98: "f32[16, 16]" = torch.ops.aten.mm.default(view_185, t_163);  view_185 = t_163 = None
        view_186: "f32[2, 8, 16]" = torch.ops.aten.view.default(mm_98, [2, 8, 16]);  mm_98 = None
        add_71: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_70, view_186);  add_70 = view_186 = None
        t_164: "f32[16, 16]" = torch.ops.aten.t.default(t_162);  t_162 = None
        _param_constant1_1: "f32[16]" = self._param_constant1
        mul_129: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(add_71, _param_constant1_1);  _param_constant1_1 = None
        mul_130: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(add_71, mul);  add_71 = mul = None
        sum_27: "f32[1, 1, 16]" = torch.ops.aten.sum.dim_IntList(mul_130, [0, 1], True);  mul_130 = None
        view_187: "f32[16]" = torch.ops.aten.view.default(sum_27, [16]);  sum_27 = None
        mul_131: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(mul_129, embedding)
        mul_132: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(mul_129, rsqrt);  mul_129 = rsqrt = None
        sum_28: "f32[2, 8, 1]" = torch.ops.aten.sum.dim_IntList(mul_131, [2], True);  mul_131 = None
        add_72: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_68, mul_132);  add_68 = mul_132 = None
        detach_45: "f32[2, 8, 1]" = torch.ops.aten.detach.default(detach);  detach = None
        pow_35: "f32[2, 8, 1]" = torch.ops.aten.pow.Tensor_Scalar(detach_45, 3);  detach_45 = None
        mul_133: "f32[2, 8, 1]" = torch.ops.aten.mul.Scalar(sum_28, -0.5);  sum_28 = None
        mul_134: "f32[2, 8, 1]" = torch.ops.aten.mul.Tensor(mul_133, pow_35);  mul_133 = pow_35 = None
        expand_36: "f32[2, 8, 16]" = torch.ops.aten.expand.default(mul_134, [2, 8, 16]);  mul_134 = None
        div_15: "f32[2, 8, 16]" = torch.ops.aten.div.Scalar(expand_36, 16);  expand_36 = None
        pow_36: "f32[2, 8, 16]" = torch.ops.aten.pow.Tensor_Scalar(embedding, 1.0);  embedding = None
        mul_135: "f32[2, 8, 16]" = torch.ops.aten.mul.Scalar(pow_36, 2.0);  pow_36 = None
        mul_136: "f32[2, 8, 16]" = torch.ops.aten.mul.Tensor(div_15, mul_135);  div_15 = mul_135 = None
        add_73: "f32[2, 8, 16]" = torch.ops.aten.add.Tensor(add_72, mul_136);  add_72 = mul_136 = None
        embedding_dense_backward_3: "f32[64, 16]" = torch.ops.aten.embedding_dense_backward.default(add_73, input_ids_1, 64, -1, False);  add_73 = input_ids_1 = None
        add_74: "f32[64, 16]" = torch.ops.aten.add.Tensor(add_59, embedding_dense_backward_3);  add_59 = embedding_dense_backward_3 = None
        return (getitem, add_74, t_164, t_160, t_156, t_152, embedding_dense_backward_2, view_187, t_148, t_144, view_172, t_140, t_136, t_132, t_128, view_167, t_124, t_120, view_152, view_147, t_116, t_112, t_108, t_104, embedding_dense_backward, view_146, t_100, t_96, t_92, t_88, view_131, t_84, t_80, view_116, t_76, t_72, t_68, t_64, view_111, t_60, t_56, t_52, t_48, view_96, t_44, t_40, view_81, view_76)
