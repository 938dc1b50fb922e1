class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 3, 3, 3]", primals_2: "f32[4]", primals_3: "f32[2, 3, 6, 6]", primals_4: "f32[8, 4, 3, 3]", primals_5: "f32[8]", primals_6: "f32[4, 8, 1, 1]", primals_7: "f32[4]", primals_8: "f32[1, 4, 1, 1]", primals_9: "f32[3, 4]", primals_10: "f32[3]"):
        # File: /work/main/capture/fxcapture/models.py:323 in forward, code: e = torch.relu(self.enc(x))
        convolution: "f32[2, 4, 6, 6]" = torch.ops.aten.convolution.default(primals_3, primals_1, primals_2, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  primals_2 = None
        relu: "f32[2, 4, 6, 6]" = torch.ops.aten.relu.default(convolution);  convolution = None

        # File: /work/main/capture/fxcapture/models.py:324 in forward, code: d = torch.relu(self.down(e))
        convolution_1: "f32[2, 8, 3, 3]" = torch.ops.aten.convolution.default(relu, primals_4, primals_5, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  primals_5 = None
        relu_1: "f32[2, 8, 3, 3]" = torch.ops.aten.relu.default(convolution_1);  convolution_1 = None
        detach_1: "f32[2, 8, 3, 3]" = torch.ops.aten.detach.default(relu_1)

        # File: /work/main/capture/fxcapture/models.py:325 in forward, code: u = F.interpolate(d, scale_factor=2, mode="bilinear", align_corners=True)
        arange: "i64[6]" = torch.ops.aten.arange.default(6, device = device(type='cpu'), pin_memory = False)
        _to_copy: "f32[6]" = torch.ops.aten._to_copy.default(arange, dtype = torch.float32);  arange = None
        mul: "f32[6]" = torch.ops.aten.mul.Tensor(_to_copy, 0.4);  _to_copy = None
        clamp: "f32[6]" = torch.ops.aten.clamp.default(mul, 0.0);  mul = None
        view: "f32[6, 1]" = torch.ops.aten.view.default(clamp, [6, 1])
        _to_copy_1: "i64[6, 1]" = torch.ops.aten._to_copy.default(view, dtype = torch.int64)
        add: "i64[6, 1]" = torch.ops.aten.add.Tensor(_to_copy_1, 1)
        clamp_1: "i64[6, 1]" = torch.ops.aten.clamp.default(add, None, 2);  add = None
        view_1: "f32[6]" = torch.ops.aten.view.default(clamp, [6]);  clamp = None
        _to_copy_3: "i64[6]" = torch.ops.aten._to_copy.default(view_1, dtype = torch.int64)
        add_1: "i64[6]" = torch.ops.aten.add.Tensor(_to_copy_3, 1)
        clamp_3: "i64[6]" = torch.ops.aten.clamp.default(add_1, None, 2);  add_1 = None
        _unsafe_index: "f32[2, 8, 6, 6]" = torch.ops.aten._unsafe_index.Tensor(relu_1, [None, None, _to_copy_1, _to_copy_3])
        _unsafe_index_1: "f32[2, 8, 6, 6]" = torch.ops.aten._unsafe_index.Tensor(relu_1, [None, None, _to_copy_1, clamp_3])
        _unsafe_index_2: "f32[2, 8, 6, 6]" = torch.ops.aten._unsafe_index.Tensor(relu_1, [None, None, clamp_1, _to_copy_3])
        _unsafe_index_3: "f32[2, 8, 6, 6]" = torch.ops.aten._unsafe_index.Tensor(relu_1, [None, None, clamp_1, clamp_3]);  relu_1 = None
        sub: "f32[6]" = torch.ops.aten.sub.Tensor(view_1, _to_copy_3);  view_1 = None
        clamp_4: "f32[6]" = torch.ops.aten.clamp.default(sub, 0.0, 1.0);  sub = None
        sub_1: "f32[2, 8, 6, 6]" = torch.ops.aten.sub.Tensor(_unsafe_index_1, _unsafe_index);  _unsafe_index_1 = None
        mul_2: "f32[2, 8, 6, 6]" = torch.ops.aten.mul.Tensor(sub_1, clamp_4);  sub_1 = None
        add_2: "f32[2, 8, 6, 6]" = torch.ops.aten.add.Tensor(_unsafe_index, mul_2);  _unsafe_index = mul_2 = None
        sub_2: "f32[2, 8, 6, 6]" = torch.ops.aten.sub.Tensor(_unsafe_index_3, _unsafe_index_2);  _unsafe_index_3 = None
        mul_3: "f32[2, 8, 6, 6]" = torch.ops.aten.mul.Tensor(sub_2, clamp_4);  sub_2 = None
        add_3: "f32[2, 8, 6, 6]" = torch.ops.aten.add.Tensor(_unsafe_index_2, mul_3);  _unsafe_index_2 = mul_3 = None
        sub_3: "f32[6, 1]" = torch.ops.aten.sub.Tensor(view, _to_copy_1);  view = None
        clamp_5: "f32[6, 1]" = torch.ops.aten.clamp.default(sub_3, 0.0, 1.0);  sub_3 = None
        sub_4: "f32[2, 8, 6, 6]" = torch.ops.aten.sub.Tensor(add_3, add_2);  add_3 = None
        mul_4: "f32[2, 8, 6, 6]" = torch.ops.aten.mul.Tensor(sub_4, clamp_5);  sub_4 = None
        add_4: "f32[2, 8, 6, 6]" = torch.ops.aten.add.Tensor(add_2, mul_4);  add_2 = mul_4 = None

        # File: /work/main/capture/fxcapture/models.py:326 in forward, code: u = self.up(u) * self.scale
        convolution_2: "f32[2, 4, 6, 6]" = torch.ops.aten.convolution.default(add_4, primals_6, primals_7, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_7 = None
        mul_5: "f32[2, 4, 6, 6]" = torch.ops.aten.mul.Tensor(convolution_2, primals_8)

        # File: /work/main/capture/fxcapture/models.py:327 in forward, code: g = torch.sigmoid(e.mean(1, keepdim=True))
        mean: "f32[2, 1, 6, 6]" = torch.ops.aten.mean.dim(relu, [1], True)
        sigmoid: "f32[2, 1, 6, 6]" = torch.ops.aten.sigmoid.default(mean);  mean = None

        # File: /work/main/capture/fxcapture/models.py:328 in forward, code: y = e + u * g
        mul_6: "f32[2, 4, 6, 6]" = torch.ops.aten.mul.Tensor(mul_5, sigmoid);  mul_5 = None
        add_5: "f32[2, 4, 6, 6]" = torch.ops.aten.add.Tensor(relu, mul_6);  mul_6 = None

        # File: /work/main/capture/fxcapture/models.py:329 in forward, code: y = F.interpolate(y, scale_factor=2, mode="nearest") + F.interpolate(
        arange_2: "f32[12]" = torch.ops.aten.arange.default(12, dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
        add_6: "f32[12]" = torch.ops.aten.add.Tensor(arange_2, 0.0);  arange_2 = None
        mul_7: "f32[12]" = torch.ops.aten.mul.Tensor(add_6, 0.5);  add_6 = None
        _to_copy_4: "i64[12]" = torch.ops.aten._to_copy.default(mul_7, dtype = torch.int64);  mul_7 = None
        unsqueeze: "i64[12, 1]" = torch.ops.aten.unsqueeze.default(_to_copy_4, -1)
        _unsafe_index_4: "f32[2, 4, 12, 12]" = torch.ops.aten._unsafe_index.Tensor(add_5, [None, None, unsqueeze, _to_copy_4]);  unsqueeze = None
        arange_4: "i64[12]" = torch.ops.aten.arange.default(12, device = device(type='cpu'), pin_memory = False)
        _to_copy_6: "f32[12]" = torch.ops.aten._to_copy.default(arange_4, dtype = torch.float32);  arange_4 = None
        add_8: "f32[12]" = torch.ops.aten.add.Tensor(_to_copy_6, 0.5);  _to_copy_6 = None
        mul_9: "f32[12]" = torch.ops.aten.mul.Tensor(add_8, 0.5);  add_8 = None
        sub_5: "f32[12]" = torch.ops.aten.sub.Tensor(mul_9, 0.5);  mul_9 = None
        clamp_6: "f32[12]" = torch.ops.aten.clamp.default(sub_5, 0.0);  sub_5 = None
        view_2: "f32[12, 1]" = torch.ops.aten.view.default(clamp_6, [12, 1])
        _to_copy_7: "i64[12, 1]" = torch.ops.aten._to_copy.default(view_2, dtype = torch.int64)
        add_9: "i64[12, 1]" = torch.ops.aten.add.Tensor(_to_copy_7, 1)
        clamp_7: "i64[12, 1]" = torch.ops.aten.clamp.default(add_9, None, 5);  add_9 = None
        view_3: "f32[12]" = torch.ops.aten.view.default(clamp_6, [12]);  clamp_6 = None
        _to_copy_9: "i64[12]" = torch.ops.aten._to_copy.default(view_3, dtype = torch.int64)
        add_11: "i64[12]" = torch.ops.aten.add.Tensor(_to_copy_9, 1)
        clamp_9: "i64[12]" = torch.ops.aten.clamp.default(add_11, None, 5);  add_11 = None
        _unsafe_index_5: "f32[2, 4, 12, 12]" = torch.ops.aten._unsafe_index.Tensor(add_5, [None, None, _to_copy_7, _to_copy_9])
        _unsafe_index_6: "f32[2, 4, 12, 12]" = torch.ops.aten._unsafe_index.Tensor(add_5, [None, None, _to_copy_7, clamp_9])
        _unsafe_index_7: "f32[2, 4, 12, 12]" = torch.ops.aten._unsafe_index.Tensor(add_5, [None, None, clamp_7, _to_copy_9])
        _unsafe_index_8: "f32[2, 4, 12, 12]" = torch.ops.aten._unsafe_index.Tensor(add_5, [None, None, clamp_7, clamp_9]);  add_5 = None
        sub_7: "f32[12]" = torch.ops.aten.sub.Tensor(view_3, _to_copy_9);  view_3 = None
        clamp_10: "f32[12]" = torch.ops.aten.clamp.default(sub_7, 0.0, 1.0);  sub_7 = None
        sub_8: "f32[2, 4, 12, 12]" = torch.ops.aten.sub.Tensor(_unsafe_index_6, _unsafe_index_5);  _unsafe_index_6 = None
        mul_11: "f32[2, 4, 12, 12]" = torch.ops.aten.mul.Tensor(sub_8, clamp_10);  sub_8 = None
        add_12: "f32[2, 4, 12, 12]" = torch.ops.aten.add.Tensor(_unsafe_index_5, mul_11);  _unsafe_index_5 = mul_11 = None
        sub_9: "f32[2, 4, 12, 12]" = torch.ops.aten.sub.Tensor(_unsafe_index_8, _unsafe_index_7);  _unsafe_index_8 = None
        mul_12: "f32[2, 4, 12, 12]" = torch.ops.aten.mul.Tensor(sub_9, clamp_10);  sub_9 = None
        add_13: "f32[2, 4, 12, 12]" = torch.ops.aten.add.Tensor(_unsafe_index_7, mul_12);  _unsafe_index_7 = mul_12 = None
        sub_10: "f32[12, 1]" = torch.ops.aten.sub.Tensor(view_2, _to_copy_7);  view_2 = None
        clamp_11: "f32[12, 1]" = torch.ops.aten.clamp.default(sub_10, 0.0, 1.0);  sub_10 = None
        sub_11: "f32[2, 4, 12, 12]" = torch.ops.aten.sub.Tensor(add_13, add_12);  add_13 = None
        mul_13: "f32[2, 4, 12, 12]" = torch.ops.aten.mul.Tensor(sub_11, clamp_11);  sub_11 = None
        add_14: "f32[2, 4, 12, 12]" = torch.ops.aten.add.Tensor(add_12, mul_13);  add_12 = mul_13 = None
        add_15: "f32[2, 4, 12, 12]" = torch.ops.aten.add.Tensor(_unsafe_index_4, add_14);  _unsafe_index_4 = add_14 = None

        # File: /work/main/capture/fxcapture/models.py:334 in forward, code: return self.fc(y.mean((2, 3)))
        mean_1: "f32[2, 4]" = torch.ops.aten.mean.dim(add_15, [2, 3]);  add_15 = None
        t: "f32[4, 3]" = torch.ops.aten.t.default(primals_9)
        addmm: "f32[2, 3]" = torch.ops.aten.addmm.default(primals_10, mean_1, t);  primals_10 = t = None

        # File: /work/main/capture/fxcapture/models.py:324 in forward, code: d = torch.relu(self.down(e))
        detach_4: "f32[2, 8, 3, 3]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        return (addmm, primals_1, primals_3, primals_4, primals_6, primals_8, primals_9, relu, _to_copy_1, clamp_1, _to_copy_3, clamp_3, clamp_4, clamp_5, add_4, convolution_2, sigmoid, _to_copy_4, _to_copy_7, clamp_7, _to_copy_9, clamp_9, clamp_10, clamp_11, mean_1, detach_4)
