


def forward(self, primals_1, primals_2, primals_3, primals_4, detach_18, rng_state_output_0, tangents_1):
    expand = torch.ops.aten.expand.default(tangents_1, [2, 4, 8]);  tangents_1 = None
    detach_19 = torch.ops.aten.detach.default(detach_18);  detach_18 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(expand, detach_19, 0);  expand = detach_19 = None
    view_6 = torch.ops.aten.view.default(threshold_backward, [8, 8]);  threshold_backward = None
    t_1 = torch.ops.aten.t.default(primals_4);  primals_4 = None
    t_2 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm = torch.ops.aten.mm.default(view_6, t_2);  t_2 = None
    t_3 = torch.ops.aten.t.default(view_6)
    view = torch.ops.aten.view.default(primals_1, [8, 8]);  primals_1 = None
    t = torch.ops.aten.t.default(primals_2);  primals_2 = None
    addmm = torch.ops.aten.addmm.default(primals_3, view, t);  primals_3 = None
    view_1 = torch.ops.aten.view.default(addmm, [2, 4, 24]);  addmm = None
    view_2 = torch.ops.aten.view.default(view_1, [2, 4, 3, 2, 4]);  view_1 = None
    permute = torch.ops.aten.permute.default(view_2, [2, 0, 3, 1, 4]);  view_2 = None
    unbind = torch.ops.aten.unbind.int(permute);  permute = None
    getitem = unbind[0]
    getitem_1 = unbind[1]
    getitem_2 = unbind[2];  unbind = None
    run_with_rng_state = torch.ops.higher_order.run_with_rng_state(rng_state_output_0, torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default, getitem, getitem_1, getitem_2);  rng_state_output_0 = None
    getitem_3 = run_with_rng_state[0]
    getitem_4 = run_with_rng_state[1];  run_with_rng_state = None
    transpose = torch.ops.aten.transpose.int(getitem_3, 1, 2)
    view_3 = torch.ops.aten.view.default(transpose, [2, 4, 8]);  transpose = None
    view_4 = torch.ops.aten.view.default(view_3, [8, 8]);  view_3 = None
    mm_1 = torch.ops.aten.mm.default(t_3, view_4);  t_3 = view_4 = None
    t_4 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(view_6, [0], True);  view_6 = None
    view_7 = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
    t_5 = torch.ops.aten.t.default(t_4);  t_4 = None
    view_8 = torch.ops.aten.view.default(mm, [2, 4, 8]);  mm = None
    view_9 = torch.ops.aten.view.default(view_8, [2, 4, 2, 4]);  view_8 = None
    transpose_1 = torch.ops.aten.transpose.int(view_9, 1, 2);  view_9 = None
    detach_11 = torch.ops.aten.detach.default(getitem_3);  getitem_3 = None
    detach_20 = torch.ops.aten.detach.default(detach_11);  detach_11 = None
    _scaled_dot_product_flash_attention_for_cpu_backward = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(transpose_1, getitem, getitem_1, getitem_2, detach_20, getitem_4, 0.0, False);  transpose_1 = getitem = getitem_1 = getitem_2 = detach_20 = getitem_4 = None
    getitem_5 = _scaled_dot_product_flash_attention_for_cpu_backward[0]
    getitem_6 = _scaled_dot_product_flash_attention_for_cpu_backward[1]
    getitem_7 = _scaled_dot_product_flash_attention_for_cpu_backward[2];  _scaled_dot_product_flash_attention_for_cpu_backward = None
    stack = torch.ops.aten.stack.default([getitem_5, getitem_6, getitem_7]);  getitem_5 = getitem_6 = getitem_7 = None
    permute_1 = torch.ops.aten.permute.default(stack, [1, 3, 0, 2, 4]);  stack = None
    clone = torch.ops.aten.clone.default(permute_1, memory_format = torch.contiguous_format);  permute_1 = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [2, 4, 24]);  clone = None
    view_10 = torch.ops.aten.view.default(_unsafe_view, [8, 24]);  _unsafe_view = None
    t_6 = torch.ops.aten.t.default(t);  t = None
    mm_2 = torch.ops.aten.mm.default(view_10, t_6);  t_6 = None
    t_7 = torch.ops.aten.t.default(view_10)
    mm_3 = torch.ops.aten.mm.default(t_7, view);  t_7 = view = None
    t_8 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_10, [0], True);  view_10 = None
    view_11 = torch.ops.aten.view.default(sum_3, [24]);  sum_3 = None
    t_9 = torch.ops.aten.t.default(t_8);  t_8 = None
    view_12 = torch.ops.aten.view.default(mm_2, [2, 4, 8]);  mm_2 = None
    return (view_12, t_9, view_11, t_5, view_7)
    