class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 3, 3, 3]", primals_3: "f32[2, 3, 6, 6]", primals_4: "f32[8, 4, 3, 3]", primals_6: "f32[4, 8, 1, 1]", primals_8: "f32[1, 4, 1, 1]", primals_9: "f32[3, 4]", relu: "f32[2, 4, 6, 6]", _to_copy_1: "i64[6, 1]", clamp_1: "i64[6, 1]", _to_copy_3: "i64[6]", clamp_3: "i64[6]", clamp_4: "f32[6]", clamp_5: "f32[6, 1]", add_4: "f32[2, 8, 6, 6]", convolution_2: "f32[2, 4, 6, 6]", sigmoid: "f32[2, 1, 6, 6]", _to_copy_4: "i64[12]", _to_copy_7: "i64[12, 1]", clamp_7: "i64[12, 1]", _to_copy_9: "i64[12]", clamp_9: "i64[12]", clamp_10: "f32[12]", clamp_11: "f32[12, 1]", mean_1: "f32[2, 4]", detach_4: "f32[2, 8, 3, 3]", tangents_1: "f32[2, 3]"):
        # File: /work/main/capture/fxcapture/models.py:334 in forward, code: return self.fc(y.mean((2, 3)))
        t: "f32[4, 3]" = torch.ops.aten.t.default(primals_9);  primals_9 = None
        t_1: "f32[3, 4]" = torch.ops.aten.t.default(t);  t = None
        mm: "f32[2, 4]" = torch.ops.aten.mm.default(tangents_1, t_1);  t_1 = None
        t_2: "f32[3, 2]" = torch.ops.aten.t.default(tangents_1)
        mm_1: "f32[3, 4]" = torch.ops.aten.mm.default(t_2, mean_1);  t_2 = mean_1 = None
        t_3: "f32[4, 3]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
        view_4: "f32[3]" = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
        t_4: "f32[3, 4]" = torch.ops.aten.t.default(t_3);  t_3 = None
        unsqueeze_1: "f32[2, 4, 1]" = torch.ops.aten.unsqueeze.default(mm, 2);  mm = None
        unsqueeze_2: "f32[2, 4, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_1, 3);  unsqueeze_1 = None
        expand: "f32[2, 4, 12, 12]" = torch.ops.aten.expand.default(unsqueeze_2, [2, 4, 12, 12]);  unsqueeze_2 = None
        div: "f32[2, 4, 12, 12]" = torch.ops.aten.div.Scalar(expand, 144);  expand = None

        # File: /work/main/capture/fxcapture/models.py:329 in forward, code: y = F.interpolate(y, scale_factor=2, mode="nearest") + F.interpolate(
        mul_14: "f32[2, 4, 12, 12]" = torch.ops.aten.mul.Tensor(div, clamp_11);  clamp_11 = None
        neg: "f32[2, 4, 12, 12]" = torch.ops.aten.neg.default(mul_14)
        add_16: "f32[2, 4, 12, 12]" = torch.ops.aten.add.Tensor(div, neg);  neg = None
        mul_15: "f32[2, 4, 12, 12]" = torch.ops.aten.mul.Tensor(mul_14, clamp_10)
        neg_1: "f32[2, 4, 12, 12]" = torch.ops.aten.neg.default(mul_15)
        add_17: "f32[2, 4, 12, 12]" = torch.ops.aten.add.Tensor(mul_14, neg_1);  mul_14 = neg_1 = None
        mul_16: "f32[2, 4, 12, 12]" = torch.ops.aten.mul.Tensor(add_16, clamp_10);  clamp_10 = None
        neg_2: "f32[2, 4, 12, 12]" = torch.ops.aten.neg.default(mul_16)
        add_18: "f32[2, 4, 12, 12]" = torch.ops.aten.add.Tensor(add_16, neg_2);  add_16 = neg_2 = None
        new_zeros: "f32[2, 4, 6, 6]" = torch.ops.aten.new_zeros.default(mul_15, [2, 4, 6, 6], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        _unsafe_index_put: "f32[2, 4, 6, 6]" = torch.ops.aten._unsafe_index_put.default(new_zeros, [None, None, clamp_7, clamp_9], mul_15, True);  new_zeros = mul_15 = None
        new_zeros_1: "f32[2, 4, 6, 6]" = torch.ops.aten.new_zeros.default(add_17, [2, 4, 6, 6], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        _unsafe_index_put_1: "f32[2, 4, 6, 6]" = torch.ops.aten._unsafe_index_put.default(new_zeros_1, [None, None, clamp_7, _to_copy_9], add_17, True);  new_zeros_1 = clamp_7 = add_17 = None
        add_19: "f32[2, 4, 6, 6]" = torch.ops.aten.add.Tensor(_unsafe_index_put, _unsafe_index_put_1);  _unsafe_index_put = _unsafe_index_put_1 = None
        new_zeros_2: "f32[2, 4, 6, 6]" = torch.ops.aten.new_zeros.default(mul_16, [2, 4, 6, 6], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        _unsafe_index_put_2: "f32[2, 4, 6, 6]" = torch.ops.aten._unsafe_index_put.default(new_zeros_2, [None, None, _to_copy_7, clamp_9], mul_16, True);  new_zeros_2 = clamp_9 = mul_16 = None
        add_20: "f32[2, 4, 6, 6]" = torch.ops.aten.add.Tensor(add_19, _unsafe_index_put_2);  add_19 = _unsafe_index_put_2 = None
        new_zeros_3: "f32[2, 4, 6, 6]" = torch.ops.aten.new_zeros.default(add_18, [2, 4, 6, 6], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        _unsafe_index_put_3: "f32[2, 4, 6, 6]" = torch.ops.aten._unsafe_index_put.default(new_zeros_3, [None, None, _to_copy_7, _to_copy_9], add_18, True);  new_zeros_3 = _to_copy_7 = _to_copy_9 = add_18 = None
        add_21: "f32[2, 4, 6, 6]" = torch.ops.aten.add.Tensor(add_20, _unsafe_index_put_3);  add_20 = _unsafe_index_put_3 = None
        new_zeros_4: "f32[2, 4, 6, 6]" = torch.ops.aten.new_zeros.default(div, [2, 4, 6, 6], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        unsqueeze: "i64[12, 1]" = torch.ops.aten.unsqueeze.default(_to_copy_4, -1)
        _unsafe_index_put_4: "f32[2, 4, 6, 6]" = torch.ops.aten._unsafe_index_put.default(new_zeros_4, [None, None, unsqueeze, _to_copy_4], div, True);  new_zeros_4 = unsqueeze = _to_copy_4 = div = None
        add_22: "f32[2, 4, 6, 6]" = torch.ops.aten.add.Tensor(add_21, _unsafe_index_put_4);  add_21 = _unsafe_index_put_4 = None

        # File: /work/main/capture/fxcapture/models.py:326 in forward, code: u = self.up(u) * self.scale
        mul_5: "f32[2, 4, 6, 6]" = torch.ops.aten.mul.Tensor(convolution_2, primals_8)

        # File: /work/main/capture/fxcapture/models.py:328 in forward, code: y = e + u * g
        mul_17: "f32[2, 4, 6, 6]" = torch.ops.aten.mul.Tensor(add_22, mul_5);  mul_5 = None
        mul_18: "f32[2, 4, 6, 6]" = torch.ops.aten.mul.Tensor(add_22, sigmoid)
        sum_2: "f32[2, 1, 6, 6]" = torch.ops.aten.sum.dim_IntList(mul_17, [1], True);  mul_17 = None

        # File: /work/main/capture/fxcapture/models.py:327 in forward, code: g = torch.sigmoid(e.mean(1, keepdim=True))
        detach_2: "f32[2, 1, 6, 6]" = torch.ops.aten.detach.default(sigmoid);  sigmoid = None
        detach_3: "f32[2, 1, 6, 6]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        sigmoid_backward: "f32[2, 1, 6, 6]" = torch.ops.aten.sigmoid_backward.default(sum_2, detach_3);  sum_2 = detach_3 = None
        expand_1: "f32[2, 4, 6, 6]" = torch.ops.aten.expand.default(sigmoid_backward, [2, 4, 6, 6]);  sigmoid_backward = None
        div_1: "f32[2, 4, 6, 6]" = torch.ops.aten.div.Scalar(expand_1, 4);  expand_1 = None
        add_23: "f32[2, 4, 6, 6]" = torch.ops.aten.add.Tensor(add_22, div_1);  add_22 = div_1 = None

        # File: /work/main/capture/fxcapture/models.py:326 in forward, code: u = self.up(u) * self.scale
        mul_19: "f32[2, 4, 6, 6]" = torch.ops.aten.mul.Tensor(mul_18, convolution_2);  convolution_2 = None
        mul_20: "f32[2, 4, 6, 6]" = torch.ops.aten.mul.Tensor(mul_18, primals_8);  mul_18 = primals_8 = None
        sum_3: "f32[1, 4, 1, 1]" = torch.ops.aten.sum.dim_IntList(mul_19, [0, 2, 3], True);  mul_19 = None
        convolution_backward = torch.ops.aten.convolution_backward.default(mul_20, add_4, primals_6, [4], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  mul_20 = add_4 = primals_6 = None
        getitem: "f32[2, 8, 6, 6]" = convolution_backward[0]
        getitem_1: "f32[4, 8, 1, 1]" = convolution_backward[1]
        getitem_2: "f32[4]" = convolution_backward[2];  convolution_backward = None

        # File: /work/main/capture/fxcapture/models.py:325 in forward, code: u = F.interpolate(d, scale_factor=2, mode="bilinear", align_corners=True)
        mul_21: "f32[2, 8, 6, 6]" = torch.ops.aten.mul.Tensor(getitem, clamp_5);  clamp_5 = None
        neg_3: "f32[2, 8, 6, 6]" = torch.ops.aten.neg.default(mul_21)
        add_24: "f32[2, 8, 6, 6]" = torch.ops.aten.add.Tensor(getitem, neg_3);  getitem = neg_3 = None
        mul_22: "f32[2, 8, 6, 6]" = torch.ops.aten.mul.Tensor(mul_21, clamp_4)
        neg_4: "f32[2, 8, 6, 6]" = torch.ops.aten.neg.default(mul_22)
        add_25: "f32[2, 8, 6, 6]" = torch.ops.aten.add.Tensor(mul_21, neg_4);  mul_21 = neg_4 = None
        mul_23: "f32[2, 8, 6, 6]" = torch.ops.aten.mul.Tensor(add_24, clamp_4);  clamp_4 = None
        neg_5: "f32[2, 8, 6, 6]" = torch.ops.aten.neg.default(mul_23)
        add_26: "f32[2, 8, 6, 6]" = torch.ops.aten.add.Tensor(add_24, neg_5);  add_24 = neg_5 = None
        new_zeros_5: "f32[2, 8, 3, 3]" = torch.ops.aten.new_zeros.default(mul_22, [2, 8, 3, 3], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        _unsafe_index_put_5: "f32[2, 8, 3, 3]" = torch.ops.aten._unsafe_index_put.default(new_zeros_5, [None, None, clamp_1, clamp_3], mul_22, True);  new_zeros_5 = mul_22 = None
        new_zeros_6: "f32[2, 8, 3, 3]" = torch.ops.aten.new_zeros.default(add_25, [2, 8, 3, 3], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        _unsafe_index_put_6: "f32[2, 8, 3, 3]" = torch.ops.aten._unsafe_index_put.default(new_zeros_6, [None, None, clamp_1, _to_copy_3], add_25, True);  new_zeros_6 = clamp_1 = add_25 = None
        add_27: "f32[2, 8, 3, 3]" = torch.ops.aten.add.Tensor(_unsafe_index_put_5, _unsafe_index_put_6);  _unsafe_index_put_5 = _unsafe_index_put_6 = None
        new_zeros_7: "f32[2, 8, 3, 3]" = torch.ops.aten.new_zeros.default(mul_23, [2, 8, 3, 3], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        _unsafe_index_put_7: "f32[2, 8, 3, 3]" = torch.ops.aten._unsafe_index_put.default(new_zeros_7, [None, None, _to_copy_1, clamp_3], mul_23, True);  new_zeros_7 = clamp_3 = mul_23 = None
        add_28: "f32[2, 8, 3, 3]" = torch.ops.aten.add.Tensor(add_27, _unsafe_index_put_7);  add_27 = _unsafe_index_put_7 = None
        new_zeros_8: "f32[2, 8, 3, 3]" = torch.ops.aten.new_zeros.default(add_26, [2, 8, 3, 3], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        _unsafe_index_put_8: "f32[2, 8, 3, 3]" = torch.ops.aten._unsafe_index_put.default(new_zeros_8, [None, None, _to_copy_1, _to_copy_3], add_26, True);  new_zeros_8 = _to_copy_1 = _to_copy_3 = add_26 = None
        add_29: "f32[2, 8, 3, 3]" = torch.ops.aten.add.Tensor(add_28, _unsafe_index_put_8);  add_28 = _unsafe_index_put_8 = None

        # File: /work/main/capture/fxcapture/models.py:324 in forward, code: d = torch.relu(self.down(e))
        threshold_backward: "f32[2, 8, 3, 3]" = torch.ops.aten.threshold_backward.default(add_29, detach_4, 0);  add_29 = detach_4 = None
        convolution_backward_1 = torch.ops.aten.convolution_backward.default(threshold_backward, relu, primals_4, [8], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, True]);  threshold_backward = primals_4 = None
        getitem_3: "f32[2, 4, 6, 6]" = convolution_backward_1[0]
        getitem_4: "f32[8, 4, 3, 3]" = convolution_backward_1[1]
        getitem_5: "f32[8]" = convolution_backward_1[2];  convolution_backward_1 = None
        add_30: "f32[2, 4, 6, 6]" = torch.ops.aten.add.Tensor(add_23, getitem_3);  add_23 = getitem_3 = None

        # File: /work/main/capture/fxcapture/models.py:323 in forward, code: e = torch.relu(self.enc(x))
        detach: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(relu);  relu = None
        detach_5: "f32[2, 4, 6, 6]" = torch.ops.aten.detach.default(detach);  detach = None
        threshold_backward_1: "f32[2, 4, 6, 6]" = torch.ops.aten.threshold_backward.default(add_30, detach_5, 0);  add_30 = detach_5 = None
        convolution_backward_2 = torch.ops.aten.convolution_backward.default(threshold_backward_1, primals_3, primals_1, [4], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, True]);  threshold_backward_1 = primals_3 = primals_1 = None
        getitem_7: "f32[4, 3, 3, 3]" = convolution_backward_2[1]
        getitem_8: "f32[4]" = convolution_backward_2[2];  convolution_backward_2 = None
        return (getitem_7, getitem_8, None, getitem_4, getitem_5, getitem_1, getitem_2, sum_3, t_4, view_4)
