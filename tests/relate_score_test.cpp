// Relate scoring (cli/relate_score) on hand-made answers and truths: right /
// total per field, `*_how` (absent = unknown), wrong answers that claim
// "joint"/"template", doubt (alternatives, unrelated), and undoing --rename.
#include "relate_score.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

using fxmatch::cli::batch::RelateScore;
using fxmatch::cli::batch::score_relate_json;
using fxmatch::cli::batch::unrename_relate_json;
using json = nlohmann::json;

namespace {

const json kTruth = json::parse(R"({
  "saved": {"c0": "relu", "c1": "addmm", "c2": "clone", "loss": "out"},
  "saved_alternatives": {"c2": ["clone", "getitem_3"]},
  "grad_of": {"b0": "relu", "b1": "addmm", "b2": "t"},
  "grads": {"w": "b9", "frozen": null}
})");

}  // namespace

TEST(RelateScore, CountsRightWrongAndHow) {
  const json answer = json::parse(R"({
    "saved": {"c0": "relu", "c1": "t", "c2": "getitem_3", "loss": "out"},
    "saved_how": {"c0": "joint", "c1": "template", "loss": "position"},
    "grad_of": {"b0": "relu", "b1": "t", "b2": "relu"},
    "grad_of_how": {"b0": "structure", "b1": "structure", "b2": "joint"},
    "grad_of_alternatives": {"b1": ["t", "addmm"]},
    "grads": {"w": "b9", "frozen": "b8"},
    "unrelated": [{"node": "frozen", "kind": "forward", "reason": "no gradient asked"}]
  })");
  RelateScore s = score_relate_json(answer, kTruth);
  EXPECT_EQ(s.saved.ok, 3u);  // c2 is one of the truth's alternatives
  EXPECT_EQ(s.saved.total, 4u);
  EXPECT_EQ(s.grad_of.ok, 1u);
  EXPECT_EQ(s.grad_of.total, 3u);
  EXPECT_EQ(s.grads.ok, 1u);  // "frozen" has no gradient: any answer is wrong
  EXPECT_EQ(s.grads.total, 2u);
  // wrong and sure: c1 (template), b2 (joint); b1 is wrong but only "structure"
  EXPECT_EQ(s.wrong_confident, 2u);
  // the same wrong answers by field and how (`wrong_how` in batch rows)
  EXPECT_EQ(s.wrong_how.size(), 4u);
  EXPECT_EQ(s.wrong_how["saved/template"], 1u);
  EXPECT_EQ(s.wrong_how["grad_of/joint"], 1u);
  EXPECT_EQ(s.wrong_how["grad_of/structure"], 1u);
  EXPECT_EQ(s.wrong_how["grads/unknown"], 1u);
  // doubted: b1 (alternatives, wrong), frozen (unrelated, wrong)
  EXPECT_EQ(s.doubted, 2u);
  EXPECT_EQ(s.wrong_doubted, 2u);
  EXPECT_EQ(s.how["joint"], 2u);
  EXPECT_EQ(s.how["template"], 1u);
  EXPECT_EQ(s.how["structure"], 2u);
  EXPECT_EQ(s.how["position"], 1u);
  EXPECT_EQ(s.how["unknown"], 3u);  // c2, w, frozen
  ASSERT_EQ(s.wrong.size(), 4u);
  EXPECT_EQ(s.wrong[0], "saved c1: got t, want addmm [template]");
}

TEST(RelateScore, MissingHowIsUnknownNeverConfident) {
  const json answer = json::parse(R"({"saved": {"c0": "addmm", "c1": "addmm"}, "grad_of": {}, "grads": {}})");
  RelateScore s = score_relate_json(answer, kTruth);
  EXPECT_EQ(s.saved.ok, 1u);
  EXPECT_EQ(s.wrong_confident, 0u);
  EXPECT_EQ(s.how.size(), 1u);
  EXPECT_EQ(s.how["unknown"], 2u);
  // unanswered keys are wrong (grads "frozen": null is right when absent)
  EXPECT_EQ(s.grad_of.ok, 0u);
  EXPECT_EQ(s.grads.ok, 1u);
  EXPECT_EQ(s.wrong.size(), 3u + 3u + 1u);  // saved c0, c2, loss; grad_of b0-b2; grads w
}

TEST(RelateScore, UnrenameMapsBackwardNamesOnly) {
  const json answer = json::parse(R"({
    "saved": {"v3": "relu"}, "saved_how": {"v3": "joint"}, "saved_alternatives": {"v3": ["relu", "v9"]},
    "grad_of": {"v1": "addmm"}, "grad_of_how": {"v1": "template"},
    "grads": {"w": "v2"}, "grads_how": {"w": "structure"}, "seed": {"v0": "out"},
    "unrelated": [{"node": "v7", "reason": "r"}, {"node": "relu", "reason": "r"}],
    "memory": [{"forward": "relu", "backward_uses": ["v1"]}]
  })");
  const json u = unrename_relate_json(answer, {{"v0", "tangents_1"}, {"v1", "mm"}, {"v2", "view_3"},
                                               {"v3", "_tensor_constant0"}, {"v7", "add_2"}});
  EXPECT_EQ(u["saved"], json::parse(R"({"_tensor_constant0": "relu"})"));
  EXPECT_EQ(u["saved_how"], json::parse(R"({"_tensor_constant0": "joint"})"));
  // values of saved_alternatives are forward names: untouched
  EXPECT_EQ(u["saved_alternatives"]["_tensor_constant0"], json::parse(R"(["relu", "v9"])"));
  EXPECT_EQ(u["grad_of"], json::parse(R"({"mm": "addmm"})"));
  EXPECT_EQ(u["grad_of_how"], json::parse(R"({"mm": "template"})"));
  EXPECT_EQ(u["grads"], json::parse(R"({"w": "view_3"})"));
  EXPECT_EQ(u["grads_how"], json::parse(R"({"w": "structure"})"));
  EXPECT_EQ(u["seed"], json::parse(R"({"tangents_1": "out"})"));
  EXPECT_EQ(u["unrelated"][0]["node"], "add_2");
  EXPECT_EQ(u["unrelated"][1]["node"], "relu");
  EXPECT_EQ(u["memory"][0]["backward_uses"][0], "mm");
}
