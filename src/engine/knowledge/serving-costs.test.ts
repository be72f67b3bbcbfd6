import { describe, expect, it } from "vitest";
import { servingCostFor } from "./serving-costs";

describe("the cost of serving a customer, by product type", () => {
  it.each([
    [
      "A subscription computer-vision service that flags shoplifting on an independent grocer's existing CCTV",
      "video-streams",
    ],
    ["An app that turns long video clips into short social posts", "video-files"],
    ["Transcription of GP consultations for small surgeries", "audio"],
    ["An AI assistant that answers tenants' questions for letting agents", "language-model"],
    ["Object detection for weeds on small farms' drone photos", "ml-model"],
  ])("reads %s as %s", (idea, type) => {
    expect(servingCostFor(idea)?.entry.type).toBe(type);
  });

  it.each([
    "Dog walking bookings for busy owners in Leeds",
    "Bookkeeping software for independent florists",
    // "ai" is a whole word, not the start of "aid" or "said"
    "A first-aid training course for nurseries, said to be the cheapest",
  ])("finds no compute cost in %s", (idea) => {
    expect(servingCostFor(idea)).toBeUndefined();
  });
});
