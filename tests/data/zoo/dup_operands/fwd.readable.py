class traced(torch.nn.Module):
    def forward(self, x_1: "f32[8, 8]", target_1: "f32[8, 3]"):
        # No stacktrace found for following nodes
        _param_constant0: "f32[8, 8]" = self._param_constant0
        t: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
        _param_constant1: "f32[8]" = self._param_constant1
        addmm: "f32[8, 8]" = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = x_1 = t = None
        mul: "f32[8, 8]" = torch.ops.aten.mul.Tensor(addmm, addmm)
        permute: "f32[8, 8]" = torch.ops.aten.permute.default(addmm, [1, 0])
        mm: "f32[8, 8]" = torch.ops.aten.mm.default(addmm, permute);  permute = None
        mm_1: "f32[8, 8]" = torch.ops.aten.mm.default(mm, mul);  mm = mul = None
        add: "f32[8, 8]" = torch.ops.aten.add.Tensor(mm_1, addmm);  mm_1 = None
        add_1: "f32[8, 8]" = torch.ops.aten.add.Tensor(add, addmm);  add = addmm = None
        tanh: "f32[8, 8]" = torch.ops.aten.tanh.default(add_1);  add_1 = None
        detach: "f32[8, 8]" = torch.ops.aten.detach.default(tanh);  detach = None
        _param_constant2: "f32[3, 8]" = self._param_constant2
        t_1: "f32[8, 3]" = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
        _param_constant3: "f32[3]" = self._param_constant3
        addmm_1: "f32[8, 3]" = torch.ops.aten.addmm.default(_param_constant3, tanh, t_1);  _param_constant3 = tanh = t_1 = None
        mse_loss: "f32[]" = torch.ops.aten.mse_loss.default(addmm_1, target_1);  addmm_1 = target_1 = None
        return mse_loss
