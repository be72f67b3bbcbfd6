import { describe, expect, it } from "vitest";
import { generateIdeas } from "./idea-generation/generate.server";
import { ideaGenerationRequestSchema } from "./idea-generation/schema";
import { shortCustomer } from "./plan-facts.server";

describe("shortCustomer", () => {
  it("keeps the role before the first preposition, and never cuts at an abbreviation's full stop", () => {
    expect(shortCustomer("nurse managers at US community hospitals (under 200 beds)")).toBe(
      "nurse managers",
    );
    expect(shortCustomer("U.S. dental practices")).toBe("U.S. dental practices");
    expect(shortCustomer("Owners of St. Louis bakeries")).toBe("Owners of St. Louis bakeries");
    expect(shortCustomer("small U.S. clinics in Ohio")).toBe("small U.S. clinics");
  });
});

describe("Healthcare ideas outside clinical work", () => {
  it("sell to practices, not to 'teams at hospitals and clinics'", () => {
    const result = generateIdeas(
      ideaGenerationRequestSchema.parse({
        interests: "chiropractic care, acupuncture",
        skills: "marketing",
        industry: "Healthcare",
        budget: "under-10k",
        timeCommitment: "evenings",
        businessModel: ["SaaS"],
        businessType: "online",
      }),
    );
    expect(JSON.stringify(result)).not.toMatch(
      /(chiropractic|acupuncture)(?: care)? teams at hospitals/i,
    );
  });
});
