import { describe, expect, it } from "vitest";
import { shortCustomer } from "./_kit/plan/facts.server";
import { generateGoToMarket } from "./go-to-market/generate.server";
import { goToMarketRequestSchema } from "./go-to-market/schema";
import { generateIdeas } from "./idea-generation/generate.server";
import { ideaGenerationRequestSchema } from "./idea-generation/schema";

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

describe("the customer's name in the plans", () => {
  it("keeps a brand's capital ('Etsy sellers') and the product's name before a colon", () => {
    const result = generateGoToMarket(
      goToMarketRequestSchema.parse({
        businessIdea: "ShopLedger: bookkeeping for Etsy sellers",
        targetCustomer: "Etsy sellers with a second shop",
      }),
    );
    expect(result.summary).toContain("ShopLedger to Etsy sellers");
    expect(JSON.stringify(result)).not.toMatch(/\betsy sellers/);
  });
});
