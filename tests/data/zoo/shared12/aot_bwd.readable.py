class GraphModule(torch.nn.Module):
    def forward(self, primals_3: "f32[4, 6]", primals_4: "f32[8, 8]", primals_6: "f32[8]", primals_7: "f32[8]", primals_8: "f32[3, 8]", addmm: "f32[4, 8]", addmm_1: "f32[4, 8]", getitem: "f32[4, 8]", getitem_1: "f32[4, 1]", getitem_2: "f32[4, 1]", add: "f32[4, 8]", addmm_2: "f32[4, 8]", getitem_3: "f32[4, 8]", getitem_4: "f32[4, 1]", getitem_5: "f32[4, 1]", add_1: "f32[4, 8]", addmm_3: "f32[4, 8]", getitem_6: "f32[4, 8]", getitem_7: "f32[4, 1]", getitem_8: "f32[4, 1]", add_2: "f32[4, 8]", addmm_4: "f32[4, 8]", getitem_9: "f32[4, 8]", getitem_10: "f32[4, 1]", getitem_11: "f32[4, 1]", add_3: "f32[4, 8]", addmm_5: "f32[4, 8]", getitem_12: "f32[4, 8]", getitem_13: "f32[4, 1]", getitem_14: "f32[4, 1]", add_4: "f32[4, 8]", addmm_6: "f32[4, 8]", getitem_15: "f32[4, 8]", getitem_16: "f32[4, 1]", getitem_17: "f32[4, 1]", add_5: "f32[4, 8]", addmm_7: "f32[4, 8]", getitem_18: "f32[4, 8]", getitem_19: "f32[4, 1]", getitem_20: "f32[4, 1]", add_6: "f32[4, 8]", addmm_8: "f32[4, 8]", getitem_21: "f32[4, 8]", getitem_22: "f32[4, 1]", getitem_23: "f32[4, 1]", add_7: "f32[4, 8]", addmm_9: "f32[4, 8]", getitem_24: "f32[4, 8]", getitem_25: "f32[4, 1]", getitem_26: "f32[4, 1]", add_8: "f32[4, 8]", addmm_10: "f32[4, 8]", getitem_27: "f32[4, 8]", getitem_28: "f32[4, 1]", getitem_29: "f32[4, 1]", add_9: "f32[4, 8]", addmm_11: "f32[4, 8]", getitem_30: "f32[4, 8]", getitem_31: "f32[4, 1]", getitem_32: "f32[4, 1]", add_10: "f32[4, 8]", addmm_12: "f32[4, 8]", getitem_33: "f32[4, 8]", getitem_34: "f32[4, 1]", getitem_35: "f32[4, 1]", add_11: "f32[4, 8]", tangents_1: "f32[4, 3]"):
        # File: /work/main/capture/fxcapture/models_relate.py:126 in forward, code: return self.head(h)
        t_13: "f32[8, 3]" = torch.ops.aten.t.default(primals_8);  primals_8 = None
        t_14: "f32[3, 8]" = torch.ops.aten.t.default(t_13);  t_13 = None
        mm: "f32[4, 8]" = torch.ops.aten.mm.default(tangents_1, t_14);  t_14 = None
        t_15: "f32[3, 4]" = torch.ops.aten.t.default(tangents_1)
        mm_1: "f32[3, 8]" = torch.ops.aten.mm.default(t_15, add_11);  t_15 = add_11 = None
        t_16: "f32[8, 3]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
        view: "f32[3]" = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
        t_17: "f32[3, 8]" = torch.ops.aten.t.default(t_16);  t_16 = None

        # File: /work/main/capture/fxcapture/models_relate.py:125 in forward, code: h = h + F.gelu(self.ln(self.layer(h)))
        gelu_backward: "f32[4, 8]" = torch.ops.aten.gelu_backward.default(mm, getitem_33);  getitem_33 = None
        native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(gelu_backward, addmm_12, [8], getitem_34, getitem_35, primals_6, primals_7, [True, True, True]);  gelu_backward = addmm_12 = getitem_34 = getitem_35 = None
        getitem_36: "f32[4, 8]" = native_layer_norm_backward[0]
        getitem_37: "f32[8]" = native_layer_norm_backward[1]
        getitem_38: "f32[8]" = native_layer_norm_backward[2];  native_layer_norm_backward = None
        t_1: "f32[8, 8]" = torch.ops.aten.t.default(primals_4);  primals_4 = None
        t_18: "f32[8, 8]" = torch.ops.aten.t.default(t_1);  t_1 = None
        mm_2: "f32[4, 8]" = torch.ops.aten.mm.default(getitem_36, t_18)
        t_19: "f32[8, 4]" = torch.ops.aten.t.default(getitem_36)
        mm_3: "f32[8, 8]" = torch.ops.aten.mm.default(t_19, add_10);  t_19 = add_10 = None
        t_20: "f32[8, 8]" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_2: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(getitem_36, [0], True);  getitem_36 = None
        view_1: "f32[8]" = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
        add_12: "f32[4, 8]" = torch.ops.aten.add.Tensor(mm, mm_2);  mm = mm_2 = None
        t_21: "f32[8, 8]" = torch.ops.aten.t.default(t_20);  t_20 = None
        gelu_backward_1: "f32[4, 8]" = torch.ops.aten.gelu_backward.default(add_12, getitem_30);  getitem_30 = None
        native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(gelu_backward_1, addmm_11, [8], getitem_31, getitem_32, primals_6, primals_7, [True, True, True]);  gelu_backward_1 = addmm_11 = getitem_31 = getitem_32 = None
        getitem_39: "f32[4, 8]" = native_layer_norm_backward_1[0]
        getitem_40: "f32[8]" = native_layer_norm_backward_1[1]
        getitem_41: "f32[8]" = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
        add_13: "f32[8]" = torch.ops.aten.add.Tensor(getitem_37, getitem_40);  getitem_37 = getitem_40 = None
        add_14: "f32[8]" = torch.ops.aten.add.Tensor(getitem_38, getitem_41);  getitem_38 = getitem_41 = None
        mm_4: "f32[4, 8]" = torch.ops.aten.mm.default(getitem_39, t_18)
        t_23: "f32[8, 4]" = torch.ops.aten.t.default(getitem_39)
        mm_5: "f32[8, 8]" = torch.ops.aten.mm.default(t_23, add_9);  t_23 = add_9 = None
        t_24: "f32[8, 8]" = torch.ops.aten.t.default(mm_5);  mm_5 = None
        sum_3: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(getitem_39, [0], True);  getitem_39 = None
        view_2: "f32[8]" = torch.ops.aten.view.default(sum_3, [8]);  sum_3 = None
        add_15: "f32[8]" = torch.ops.aten.add.Tensor(view_1, view_2);  view_1 = view_2 = None
        add_16: "f32[4, 8]" = torch.ops.aten.add.Tensor(add_12, mm_4);  add_12 = mm_4 = None
        t_25: "f32[8, 8]" = torch.ops.aten.t.default(t_24);  t_24 = None
        add_17: "f32[8, 8]" = torch.ops.aten.add.Tensor(t_21, t_25);  t_21 = t_25 = None
        gelu_backward_2: "f32[4, 8]" = torch.ops.aten.gelu_backward.default(add_16, getitem_27);  getitem_27 = None
        native_layer_norm_backward_2 = torch.ops.aten.native_layer_norm_backward.default(gelu_backward_2, addmm_10, [8], getitem_28, getitem_29, primals_6, primals_7, [True, True, True]);  gelu_backward_2 = addmm_10 = getitem_28 = getitem_29 = None
        getitem_42: "f32[4, 8]" = native_layer_norm_backward_2[0]
        getitem_43: "f32[8]" = native_layer_norm_backward_2[1]
        getitem_44: "f32[8]" = native_layer_norm_backward_2[2];  native_layer_norm_backward_2 = None
        add_18: "f32[8]" = torch.ops.aten.add.Tensor(add_13, getitem_43);  add_13 = getitem_43 = None
        add_19: "f32[8]" = torch.ops.aten.add.Tensor(add_14, getitem_44);  add_14 = getitem_44 = None
        mm_6: "f32[4, 8]" = torch.ops.aten.mm.default(getitem_42, t_18)
        t_27: "f32[8, 4]" = torch.ops.aten.t.default(getitem_42)
        mm_7: "f32[8, 8]" = torch.ops.aten.mm.default(t_27, add_8);  t_27 = add_8 = None
        t_28: "f32[8, 8]" = torch.ops.aten.t.default(mm_7);  mm_7 = None
        sum_4: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(getitem_42, [0], True);  getitem_42 = None
        view_3: "f32[8]" = torch.ops.aten.view.default(sum_4, [8]);  sum_4 = None
        add_20: "f32[8]" = torch.ops.aten.add.Tensor(add_15, view_3);  add_15 = view_3 = None
        add_21: "f32[4, 8]" = torch.ops.aten.add.Tensor(add_16, mm_6);  add_16 = mm_6 = None
        t_29: "f32[8, 8]" = torch.ops.aten.t.default(t_28);  t_28 = None
        add_22: "f32[8, 8]" = torch.ops.aten.add.Tensor(add_17, t_29);  add_17 = t_29 = None
        gelu_backward_3: "f32[4, 8]" = torch.ops.aten.gelu_backward.default(add_21, getitem_24);  getitem_24 = None
        native_layer_norm_backward_3 = torch.ops.aten.native_layer_norm_backward.default(gelu_backward_3, addmm_9, [8], getitem_25, getitem_26, primals_6, primals_7, [True, True, True]);  gelu_backward_3 = addmm_9 = getitem_25 = getitem_26 = None
        getitem_45: "f32[4, 8]" = native_layer_norm_backward_3[0]
        getitem_46: "f32[8]" = native_layer_norm_backward_3[1]
        getitem_47: "f32[8]" = native_layer_norm_backward_3[2];  native_layer_norm_backward_3 = None
        add_23: "f32[8]" = torch.ops.aten.add.Tensor(add_18, getitem_46);  add_18 = getitem_46 = None
        add_24: "f32[8]" = torch.ops.aten.add.Tensor(add_19, getitem_47);  add_19 = getitem_47 = None
        mm_8: "f32[4, 8]" = torch.ops.aten.mm.default(getitem_45, t_18)
        t_31: "f32[8, 4]" = torch.ops.aten.t.default(getitem_45)
        mm_9: "f32[8, 8]" = torch.ops.aten.mm.default(t_31, add_7);  t_31 = add_7 = None
        t_32: "f32[8, 8]" = torch.ops.aten.t.default(mm_9);  mm_9 = None
        sum_5: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(getitem_45, [0], True);  getitem_45 = None
        view_4: "f32[8]" = torch.ops.aten.view.default(sum_5, [8]);  sum_5 = None
        add_25: "f32[8]" = torch.ops.aten.add.Tensor(add_20, view_4);  add_20 = view_4 = None
        add_26: "f32[4, 8]" = torch.ops.aten.add.Tensor(add_21, mm_8);  add_21 = mm_8 = None
        t_33: "f32[8, 8]" = torch.ops.aten.t.default(t_32);  t_32 = None
        add_27: "f32[8, 8]" = torch.ops.aten.add.Tensor(add_22, t_33);  add_22 = t_33 = None
        gelu_backward_4: "f32[4, 8]" = torch.ops.aten.gelu_backward.default(add_26, getitem_21);  getitem_21 = None
        native_layer_norm_backward_4 = torch.ops.aten.native_layer_norm_backward.default(gelu_backward_4, addmm_8, [8], getitem_22, getitem_23, primals_6, primals_7, [True, True, True]);  gelu_backward_4 = addmm_8 = getitem_22 = getitem_23 = None
        getitem_48: "f32[4, 8]" = native_layer_norm_backward_4[0]
        getitem_49: "f32[8]" = native_layer_norm_backward_4[1]
        getitem_50: "f32[8]" = native_layer_norm_backward_4[2];  native_layer_norm_backward_4 = None
        add_28: "f32[8]" = torch.ops.aten.add.Tensor(add_23, getitem_49);  add_23 = getitem_49 = None
        add_29: "f32[8]" = torch.ops.aten.add.Tensor(add_24, getitem_50);  add_24 = getitem_50 = None
        mm_10: "f32[4, 8]" = torch.ops.aten.mm.default(getitem_48, t_18)
        t_35: "f32[8, 4]" = torch.ops.aten.t.default(getitem_48)
        mm_11: "f32[8, 8]" = torch.ops.aten.mm.default(t_35, add_6);  t_35 = add_6 = None
        t_36: "f32[8, 8]" = torch.ops.aten.t.default(mm_11);  mm_11 = None
        sum_6: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(getitem_48, [0], True);  getitem_48 = None
        view_5: "f32[8]" = torch.ops.aten.view.default(sum_6, [8]);  sum_6 = None
        add_30: "f32[8]" = torch.ops.aten.add.Tensor(add_25, view_5);  add_25 = view_5 = None
        add_31: "f32[4, 8]" = torch.ops.aten.add.Tensor(add_26, mm_10);  add_26 = mm_10 = None
        t_37: "f32[8, 8]" = torch.ops.aten.t.default(t_36);  t_36 = None
        add_32: "f32[8, 8]" = torch.ops.aten.add.Tensor(add_27, t_37);  add_27 = t_37 = None
        gelu_backward_5: "f32[4, 8]" = torch.ops.aten.gelu_backward.default(add_31, getitem_18);  getitem_18 = None
        native_layer_norm_backward_5 = torch.ops.aten.native_layer_norm_backward.default(gelu_backward_5, addmm_7, [8], getitem_19, getitem_20, primals_6, primals_7, [True, True, True]);  gelu_backward_5 = addmm_7 = getitem_19 = getitem_20 = None
        getitem_51: "f32[4, 8]" = native_layer_norm_backward_5[0]
        getitem_52: "f32[8]" = native_layer_norm_backward_5[1]
        getitem_53: "f32[8]" = native_layer_norm_backward_5[2];  native_layer_norm_backward_5 = None
        add_33: "f32[8]" = torch.ops.aten.add.Tensor(add_28, getitem_52);  add_28 = getitem_52 = None
        add_34: "f32[8]" = torch.ops.aten.add.Tensor(add_29, getitem_53);  add_29 = getitem_53 = None
        mm_12: "f32[4, 8]" = torch.ops.aten.mm.default(getitem_51, t_18)
        t_39: "f32[8, 4]" = torch.ops.aten.t.default(getitem_51)
        mm_13: "f32[8, 8]" = torch.ops.aten.mm.default(t_39, add_5);  t_39 = add_5 = None
        t_40: "f32[8, 8]" = torch.ops.aten.t.default(mm_13);  mm_13 = None
        sum_7: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(getitem_51, [0], True);  getitem_51 = None
        view_6: "f32[8]" = torch.ops.aten.view.default(sum_7, [8]);  sum_7 = None
        add_35: "f32[8]" = torch.ops.aten.add.Tensor(add_30, view_6);  add_30 = view_6 = None
        add_36: "f32[4, 8]" = torch.ops.aten.add.Tensor(add_31, mm_12);  add_31 = mm_12 = None
        t_41: "f32[8, 8]" = torch.ops.aten.t.default(t_40);  t_40 = None
        add_37: "f32[8, 8]" = torch.ops.aten.add.Tensor(add_32, t_41);  add_32 = t_41 = None
        gelu_backward_6: "f32[4, 8]" = torch.ops.aten.gelu_backward.default(add_36, getitem_15);  getitem_15 = None
        native_layer_norm_backward_6 = torch.ops.aten.native_layer_norm_backward.default(gelu_backward_6, addmm_6, [8], getitem_16, getitem_17, primals_6, primals_7, [True, True, True]);  gelu_backward_6 = addmm_6 = getitem_16 = getitem_17 = None
        getitem_54: "f32[4, 8]" = native_layer_norm_backward_6[0]
        getitem_55: "f32[8]" = native_layer_norm_backward_6[1]
        getitem_56: "f32[8]" = native_layer_norm_backward_6[2];  native_layer_norm_backward_6 = None
        add_38: "f32[8]" = torch.ops.aten.add.Tensor(add_33, getitem_55);  add_33 = getitem_55 = None
        add_39: "f32[8]" = torch.ops.aten.add.Tensor(add_34, getitem_56);  add_34 = getitem_56 = None
        mm_14: "f32[4, 8]" = torch.ops.aten.mm.default(getitem_54, t_18)
        t_43: "f32[8, 4]" = torch.ops.aten.t.default(getitem_54)
        mm_15: "f32[8, 8]" = torch.ops.aten.mm.default(t_43, add_4);  t_43 = add_4 = None
        t_44: "f32[8, 8]" = torch.ops.aten.t.default(mm_15);  mm_15 = None
        sum_8: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(getitem_54, [0], True);  getitem_54 = None
        view_7: "f32[8]" = torch.ops.aten.view.default(sum_8, [8]);  sum_8 = None
        add_40: "f32[8]" = torch.ops.aten.add.Tensor(add_35, view_7);  add_35 = view_7 = None
        add_41: "f32[4, 8]" = torch.ops.aten.add.Tensor(add_36, mm_14);  add_36 = mm_14 = None
        t_45: "f32[8, 8]" = torch.ops.aten.t.default(t_44);  t_44 = None
        add_42: "f32[8, 8]" = torch.ops.aten.add.Tensor(add_37, t_45);  add_37 = t_45 = None
        gelu_backward_7: "f32[4, 8]" = torch.ops.aten.gelu_backward.default(add_41, getitem_12);  getitem_12 = None
        native_layer_norm_backward_7 = torch.ops.aten.native_layer_norm_backward.default(gelu_backward_7, addmm_5, [8], getitem_13, getitem_14, primals_6, primals_7, [True, True, True]);  gelu_backward_7 = addmm_5 = getitem_13 = getitem_14 = None
        getitem_57: "f32[4, 8]" = native_layer_norm_backward_7[0]
        getitem_58: "f32[8]" = native_layer_norm_backward_7[1]
        getitem_59: "f32[8]" = native_layer_norm_backward_7[2];  native_layer_norm_backward_7 = None
        add_43: "f32[8]" = torch.ops.aten.add.Tensor(add_38, getitem_58);  add_38 = getitem_58 = None
        add_44: "f32[8]" = torch.ops.aten.add.Tensor(add_39, getitem_59);  add_39 = getitem_59 = None
        mm_16: "f32[4, 8]" = torch.ops.aten.mm.default(getitem_57, t_18)
        t_47: "f32[8, 4]" = torch.ops.aten.t.default(getitem_57)
        mm_17: "f32[8, 8]" = torch.ops.aten.mm.default(t_47, add_3);  t_47 = add_3 = None
        t_48: "f32[8, 8]" = torch.ops.aten.t.default(mm_17);  mm_17 = None
        sum_9: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(getitem_57, [0], True);  getitem_57 = None
        view_8: "f32[8]" = torch.ops.aten.view.default(sum_9, [8]);  sum_9 = None
        add_45: "f32[8]" = torch.ops.aten.add.Tensor(add_40, view_8);  add_40 = view_8 = None
        add_46: "f32[4, 8]" = torch.ops.aten.add.Tensor(add_41, mm_16);  add_41 = mm_16 = None
        t_49: "f32[8, 8]" = torch.ops.aten.t.default(t_48);  t_48 = None
        add_47: "f32[8, 8]" = torch.ops.aten.add.Tensor(add_42, t_49);  add_42 = t_49 = None
        gelu_backward_8: "f32[4, 8]" = torch.ops.aten.gelu_backward.default(add_46, getitem_9);  getitem_9 = None
        native_layer_norm_backward_8 = torch.ops.aten.native_layer_norm_backward.default(gelu_backward_8, addmm_4, [8], getitem_10, getitem_11, primals_6, primals_7, [True, True, True]);  gelu_backward_8 = addmm_4 = getitem_10 = getitem_11 = None
        getitem_60: "f32[4, 8]" = native_layer_norm_backward_8[0]
        getitem_61: "f32[8]" = native_layer_norm_backward_8[1]
        getitem_62: "f32[8]" = native_layer_norm_backward_8[2];  native_layer_norm_backward_8 = None
        add_48: "f32[8]" = torch.ops.aten.add.Tensor(add_43, getitem_61);  add_43 = getitem_61 = None
        add_49: "f32[8]" = torch.ops.aten.add.Tensor(add_44, getitem_62);  add_44 = getitem_62 = None
        mm_18: "f32[4, 8]" = torch.ops.aten.mm.default(getitem_60, t_18)
        t_51: "f32[8, 4]" = torch.ops.aten.t.default(getitem_60)
        mm_19: "f32[8, 8]" = torch.ops.aten.mm.default(t_51, add_2);  t_51 = add_2 = None
        t_52: "f32[8, 8]" = torch.ops.aten.t.default(mm_19);  mm_19 = None
        sum_10: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(getitem_60, [0], True);  getitem_60 = None
        view_9: "f32[8]" = torch.ops.aten.view.default(sum_10, [8]);  sum_10 = None
        add_50: "f32[8]" = torch.ops.aten.add.Tensor(add_45, view_9);  add_45 = view_9 = None
        add_51: "f32[4, 8]" = torch.ops.aten.add.Tensor(add_46, mm_18);  add_46 = mm_18 = None
        t_53: "f32[8, 8]" = torch.ops.aten.t.default(t_52);  t_52 = None
        add_52: "f32[8, 8]" = torch.ops.aten.add.Tensor(add_47, t_53);  add_47 = t_53 = None
        gelu_backward_9: "f32[4, 8]" = torch.ops.aten.gelu_backward.default(add_51, getitem_6);  getitem_6 = None
        native_layer_norm_backward_9 = torch.ops.aten.native_layer_norm_backward.default(gelu_backward_9, addmm_3, [8], getitem_7, getitem_8, primals_6, primals_7, [True, True, True]);  gelu_backward_9 = addmm_3 = getitem_7 = getitem_8 = None
        getitem_63: "f32[4, 8]" = native_layer_norm_backward_9[0]
        getitem_64: "f32[8]" = native_layer_norm_backward_9[1]
        getitem_65: "f32[8]" = native_layer_norm_backward_9[2];  native_layer_norm_backward_9 = None
        add_53: "f32[8]" = torch.ops.aten.add.Tensor(add_48, getitem_64);  add_48 = getitem_64 = None
        add_54: "f32[8]" = torch.ops.aten.add.Tensor(add_49, getitem_65);  add_49 = getitem_65 = None
        mm_20: "f32[4, 8]" = torch.ops.aten.mm.default(getitem_63, t_18)
        t_55: "f32[8, 4]" = torch.ops.aten.t.default(getitem_63)
        mm_21: "f32[8, 8]" = torch.ops.aten.mm.default(t_55, add_1);  t_55 = add_1 = None
        t_56: "f32[8, 8]" = torch.ops.aten.t.default(mm_21);  mm_21 = None
        sum_11: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(getitem_63, [0], True);  getitem_63 = None
        view_10: "f32[8]" = torch.ops.aten.view.default(sum_11, [8]);  sum_11 = None
        add_55: "f32[8]" = torch.ops.aten.add.Tensor(add_50, view_10);  add_50 = view_10 = None
        add_56: "f32[4, 8]" = torch.ops.aten.add.Tensor(add_51, mm_20);  add_51 = mm_20 = None
        t_57: "f32[8, 8]" = torch.ops.aten.t.default(t_56);  t_56 = None
        add_57: "f32[8, 8]" = torch.ops.aten.add.Tensor(add_52, t_57);  add_52 = t_57 = None
        gelu_backward_10: "f32[4, 8]" = torch.ops.aten.gelu_backward.default(add_56, getitem_3);  getitem_3 = None
        native_layer_norm_backward_10 = torch.ops.aten.native_layer_norm_backward.default(gelu_backward_10, addmm_2, [8], getitem_4, getitem_5, primals_6, primals_7, [True, True, True]);  gelu_backward_10 = addmm_2 = getitem_4 = getitem_5 = None
        getitem_66: "f32[4, 8]" = native_layer_norm_backward_10[0]
        getitem_67: "f32[8]" = native_layer_norm_backward_10[1]
        getitem_68: "f32[8]" = native_layer_norm_backward_10[2];  native_layer_norm_backward_10 = None
        add_58: "f32[8]" = torch.ops.aten.add.Tensor(add_53, getitem_67);  add_53 = getitem_67 = None
        add_59: "f32[8]" = torch.ops.aten.add.Tensor(add_54, getitem_68);  add_54 = getitem_68 = None
        mm_22: "f32[4, 8]" = torch.ops.aten.mm.default(getitem_66, t_18)
        t_59: "f32[8, 4]" = torch.ops.aten.t.default(getitem_66)
        mm_23: "f32[8, 8]" = torch.ops.aten.mm.default(t_59, add);  t_59 = add = None
        t_60: "f32[8, 8]" = torch.ops.aten.t.default(mm_23);  mm_23 = None
        sum_12: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(getitem_66, [0], True);  getitem_66 = None
        view_11: "f32[8]" = torch.ops.aten.view.default(sum_12, [8]);  sum_12 = None
        add_60: "f32[8]" = torch.ops.aten.add.Tensor(add_55, view_11);  add_55 = view_11 = None
        add_61: "f32[4, 8]" = torch.ops.aten.add.Tensor(add_56, mm_22);  add_56 = mm_22 = None
        t_61: "f32[8, 8]" = torch.ops.aten.t.default(t_60);  t_60 = None
        add_62: "f32[8, 8]" = torch.ops.aten.add.Tensor(add_57, t_61);  add_57 = t_61 = None
        gelu_backward_11: "f32[4, 8]" = torch.ops.aten.gelu_backward.default(add_61, getitem);  getitem = None
        native_layer_norm_backward_11 = torch.ops.aten.native_layer_norm_backward.default(gelu_backward_11, addmm_1, [8], getitem_1, getitem_2, primals_6, primals_7, [True, True, True]);  gelu_backward_11 = addmm_1 = getitem_1 = getitem_2 = primals_6 = primals_7 = None
        getitem_69: "f32[4, 8]" = native_layer_norm_backward_11[0]
        getitem_70: "f32[8]" = native_layer_norm_backward_11[1]
        getitem_71: "f32[8]" = native_layer_norm_backward_11[2];  native_layer_norm_backward_11 = None
        add_63: "f32[8]" = torch.ops.aten.add.Tensor(add_58, getitem_70);  add_58 = getitem_70 = None
        add_64: "f32[8]" = torch.ops.aten.add.Tensor(add_59, getitem_71);  add_59 = getitem_71 = None
        mm_24: "f32[4, 8]" = torch.ops.aten.mm.default(getitem_69, t_18);  t_18 = None
        t_63: "f32[8, 4]" = torch.ops.aten.t.default(getitem_69)
        mm_25: "f32[8, 8]" = torch.ops.aten.mm.default(t_63, addmm);  t_63 = addmm = None
        t_64: "f32[8, 8]" = torch.ops.aten.t.default(mm_25);  mm_25 = None
        sum_13: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(getitem_69, [0], True);  getitem_69 = None
        view_12: "f32[8]" = torch.ops.aten.view.default(sum_13, [8]);  sum_13 = None
        add_65: "f32[8]" = torch.ops.aten.add.Tensor(add_60, view_12);  add_60 = view_12 = None
        add_66: "f32[4, 8]" = torch.ops.aten.add.Tensor(add_61, mm_24);  add_61 = mm_24 = None
        t_65: "f32[8, 8]" = torch.ops.aten.t.default(t_64);  t_64 = None
        add_67: "f32[8, 8]" = torch.ops.aten.add.Tensor(add_62, t_65);  add_62 = t_65 = None

        # File: /work/main/capture/fxcapture/models_relate.py:123 in forward, code: h = self.inp(x)
        t_66: "f32[8, 4]" = torch.ops.aten.t.default(add_66)
        mm_26: "f32[8, 6]" = torch.ops.aten.mm.default(t_66, primals_3);  t_66 = primals_3 = None
        t_67: "f32[6, 8]" = torch.ops.aten.t.default(mm_26);  mm_26 = None
        sum_14: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(add_66, [0], True);  add_66 = None
        view_13: "f32[8]" = torch.ops.aten.view.default(sum_14, [8]);  sum_14 = None
        t_68: "f32[8, 6]" = torch.ops.aten.t.default(t_67);  t_67 = None
        return (t_68, view_13, None, add_67, add_65, add_63, add_64, t_17, view)
