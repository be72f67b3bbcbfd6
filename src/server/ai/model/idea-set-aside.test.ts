import { describe, expect, it } from "vitest";
import {
  type IdeaGenerationResult,
  ideaGenerationRequestSchema,
} from "../../../modules/idea-generation/schema";
import {
  modelSetAsideNote,
  withModelSetAside,
} from "../../../modules/idea-generation/set-aside.server";
import { ideaModelOutput, ideaRequest } from "./fixtures/idea-generation";

const request = ideaGenerationRequestSchema.parse(ideaRequest);
const result = ideaModelOutput as unknown as IdeaGenerationResult;

describe("the set-aside note on a language model's ideas (issue 16)", () => {
  it("says nothing when the set uses every interest and skill", () => {
    expect(modelSetAsideNote(request, result)).toBeUndefined();
    expect(withModelSetAside(request, result)).toBe(result);
  });

  it("names the interests and skills no idea of the set uses, with the reason", () => {
    const wider = ideaGenerationRequestSchema.parse({
      ...ideaRequest,
      interests: `${ideaRequest.interests}, beekeeping`,
      skills: `${ideaRequest.skills}, Tableau, public speaking`,
    });
    expect(withModelSetAside(wider, result).setAsideNote).toBe(
      "Set aside in this set: “beekeeping” (no idea in this set is about it; Regenerate shows " +
        "others); “Tableau” and “public speaking” (none of these ideas calls for them).",
    );
  });
});
