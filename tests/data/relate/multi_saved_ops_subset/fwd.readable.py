class traced(torch.nn.Module):
    def forward(self, x_1: "f32[2, 5]", labels_1: "i64[2]"):
        # No stacktrace found for following nodes
        _param_constant0: "f32[3, 5]" = self._param_constant0
        t: "f32[5, 3]" = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
        _param_constant1: "f32[3]" = self._param_constant1
        addmm: "f32[2, 3]" = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = t = None
        _param_constant2: "f32[3, 5]" = self._param_constant2
        t_1: "f32[5, 3]" = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
        _param_constant3: "f32[3]" = self._param_constant3
        addmm_1: "f32[2, 3]" = torch.ops.aten.addmm.default(_param_constant3, x_1, t_1);  _param_constant3 = x_1 = t_1 = None
        linalg_cross: "f32[2, 3]" = torch.ops.aten.linalg_cross.default(addmm, addmm_1)
        atan2: "f32[2, 3]" = torch.ops.aten.atan2.default(addmm, addmm_1)
        hypot: "f32[2, 3]" = torch.ops.aten.hypot.default(addmm, linalg_cross)
        detach: "f32[2, 3]" = torch.ops.aten.detach.default(hypot);  detach = None
        add: "f32[2, 3]" = torch.ops.aten.add.Tensor(addmm, addmm_1)
        _param_constant4: "f32[3]" = self._param_constant4
        _param_constant5: "f32[3]" = self._param_constant5
        clamp: "f32[2, 3]" = torch.ops.aten.clamp.Tensor(add, _param_constant4, _param_constant5);  add = _param_constant4 = _param_constant5 = None
        mean: "f32[3]" = torch.ops.aten.mean.dim(clamp, [0])
        _param_constant6: "f32[3]" = self._param_constant6
        dot: "f32[]" = torch.ops.aten.dot.default(mean, _param_constant6);  _param_constant6 = None
        _param_constant7: "f32[3, 3]" = self._param_constant7
        mv: "f32[3]" = torch.ops.aten.mv.default(_param_constant7, mean);  _param_constant7 = None
        amax: "f32[3]" = torch.ops.aten.amax.default(linalg_cross, [0])
        detach_1: "f32[3]" = torch.ops.aten.detach.default(amax);  detach_1 = None
        _param_constant8: "f32[3]" = self._param_constant8
        _param_constant7_1: "f32[3, 3]" = self._param_constant7
        addmv: "f32[3]" = torch.ops.aten.addmv.default(_param_constant8, _param_constant7_1, amax);  _param_constant8 = _param_constant7_1 = amax = None
        _param_constant7_2: "f32[3, 3]" = self._param_constant7
        _param_constant6_1: "f32[3]" = self._param_constant6
        addr: "f32[3, 3]" = torch.ops.aten.addr.default(_param_constant7_2, mean, _param_constant6_1);  _param_constant7_2 = mean = _param_constant6_1 = None
        view: "f32[3, 1]" = torch.ops.aten.view.default(addmv, [3, 1]);  addmv = None
        mul: "f32[3, 3]" = torch.ops.aten.mul.Tensor(view, mv);  view = mv = None
        add_1: "f32[3, 3]" = torch.ops.aten.add.Tensor(addr, mul);  addr = mul = None
        mm: "f32[2, 3]" = torch.ops.aten.mm.default(addmm, add_1);  add_1 = None
        tanh: "f32[2, 3]" = torch.ops.aten.tanh.default(mm);  mm = None
        detach_2: "f32[2, 3]" = torch.ops.aten.detach.default(tanh);  detach_2 = None
        tanh_1: "f32[2, 3]" = torch.ops.aten.tanh.default(addmm_1)
        detach_3: "f32[2, 3]" = torch.ops.aten.detach.default(tanh_1);  detach_3 = None
        _tensor_constant0: "i64[3]" = self._tensor_constant0
        ldexp: "f32[2, 3]" = torch.ops.aten.ldexp.Tensor(tanh_1, _tensor_constant0);  tanh_1 = _tensor_constant0 = None
        detach_4: "f32[2, 3]" = torch.ops.aten.detach.default(ldexp);  detach_4 = None
        sigmoid: "f32[2, 3]" = torch.ops.aten.sigmoid.default(addmm_1)
        detach_5: "f32[2, 3]" = torch.ops.aten.detach.default(sigmoid);  detach_5 = None
        softplus: "f32[2, 3]" = torch.ops.aten.softplus.default(addmm)
        xlogy: "f32[2, 3]" = torch.ops.aten.xlogy.Tensor(sigmoid, softplus);  sigmoid = softplus = None
        tanh_2: "f32[2, 3]" = torch.ops.aten.tanh.default(linalg_cross);  linalg_cross = None
        detach_6: "f32[2, 3]" = torch.ops.aten.detach.default(tanh_2);  detach_6 = None
        mul_1: "f32[2, 3]" = torch.ops.aten.mul.Tensor(tanh_2, 0.5);  tanh_2 = None
        add_2: "f32[2, 3]" = torch.ops.aten.add.Tensor(mul_1, 1.0);  mul_1 = None
        prod: "f32[2, 1]" = torch.ops.aten.prod.dim_int(add_2, -1, True);  add_2 = None
        detach_7: "f32[2, 1]" = torch.ops.aten.detach.default(prod);  detach_7 = None
        amax_1: "f32[2, 1]" = torch.ops.aten.amax.default(addmm, [-1], True);  addmm = None
        detach_8: "f32[2, 1]" = torch.ops.aten.detach.default(amax_1);  detach_8 = None
        amin: "f32[2, 1]" = torch.ops.aten.amin.default(addmm_1, [-1], True);  addmm_1 = None
        detach_9: "f32[2, 1]" = torch.ops.aten.detach.default(amin);  detach_9 = None
        sub: "f32[2, 1]" = torch.ops.aten.sub.Tensor(amax_1, amin);  amax_1 = amin = None
        _tensor_constant1: "i64[4]" = self._tensor_constant1
        take: "f32[4]" = torch.ops.aten.take.default(hypot, _tensor_constant1);  hypot = _tensor_constant1 = None
        view_1: "f32[1, 4]" = torch.ops.aten.view.default(take, [1, 4]);  take = None
        expand: "f32[2, 4]" = torch.ops.aten.expand.default(view_1, [2, 4]);  view_1 = None
        add_3: "f32[2, 1]" = torch.ops.aten.add.Tensor(prod, dot);  prod = dot = None
        slice_1: "f32[2, 2]" = torch.ops.aten.slice.Tensor(expand, 1, 0, 2);  expand = None
        cat: "f32[2, 4]" = torch.ops.aten.cat.default([add_3, sub, slice_1], -1);  add_3 = sub = slice_1 = None
        cat_1: "f32[2, 19]" = torch.ops.aten.cat.default([tanh, atan2, clamp, ldexp, xlogy, cat], -1);  tanh = atan2 = clamp = ldexp = xlogy = cat = None
        _param_constant9: "f32[3, 19]" = self._param_constant9
        t_2: "f32[19, 3]" = torch.ops.aten.t.default(_param_constant9);  _param_constant9 = None
        _param_constant10: "f32[3]" = self._param_constant10
        addmm_2: "f32[2, 3]" = torch.ops.aten.addmm.default(_param_constant10, cat_1, t_2);  _param_constant10 = cat_1 = t_2 = None
        _log_softmax: "f32[2, 3]" = torch.ops.aten._log_softmax.default(addmm_2, 1, False);  addmm_2 = None
        detach_10: "f32[2, 3]" = torch.ops.aten.detach.default(_log_softmax);  detach_10 = None
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
        getitem: "f32[]" = nll_loss_forward[0]
        getitem_1: "f32[]" = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
        return getitem
