import { describe, expect, it } from "vitest";
import { correctBrief, readBrief } from "../../engine/reading/brief";
import { PEER_ESTIMATE_SOURCE } from "../../shared/venture-brief";
import { briefMarketFields } from "./brief-fields";

const NOW = new Date("2026-11-27T10:00:00Z");

describe("the brief's buyer count on the market analysis form", () => {
  it("passes on the founder's own count only, never a published or peer-estimated one", () => {
    const brief = readBrief(
      {
        text: "Appointment reminders for veterinary clinics in Switzerland, CHF 49 a month per clinic.",
        from: "founder",
      },
      undefined,
      NOW,
    );
    expect(brief.lines.buyer.value.countSource).toBe(PEER_ESTIMATE_SOURCE);
    // The analysis works the estimate out and labels it; it is not the founder's count.
    expect(briefMarketFields(brief)).not.toHaveProperty("buyerCount");
    const given = correctBrief(brief, { buyer: { count: 6_900 } }, NOW);
    expect(briefMarketFields(given)).toMatchObject({ buyerCount: 6_900 });
    const german = readBrief(
      {
        text: "Appointment reminders for veterinary clinics in Germany, €49 a month per clinic.",
        from: "founder",
      },
      undefined,
      NOW,
    );
    // A published count is the knowledge base's, cited with its source by the analysis itself.
    expect(german.lines.buyer.value.count).toBe(10_465);
    expect(briefMarketFields(german)).not.toHaveProperty("buyerCount");
  });
});
