import { describe, expect, it } from "vitest";
import { toMarkdown } from "../shared/document-markdown";
import { SAMPLE_IDEA, SAMPLE_RESULT } from "./customer-discovery/ui/sample-result";
import { documentFor, exportBaseNameFor } from "./documents";
import { sampleResult } from "./idea-generation/ui/test-fixtures";
import { FIXTURE_RESULT } from "./market-analysis/ui/test-fixture";

describe("documentFor", () => {
  it("builds each tool's document from its stored result", async () => {
    expect((await documentFor("idea-generation", sampleResult()))?.title).toBe("Startup Ideas");
    expect((await documentFor("market-analysis", FIXTURE_RESULT))?.title).toBe(
      "Market Analysis Report",
    );
    expect((await documentFor("customer-discovery", SAMPLE_RESULT))?.title).toBe(
      "Customer Discovery Analysis",
    );
  });

  it("is null for an output that does not parse or a tool without a document", async () => {
    expect(await documentFor("market-analysis", { marketOverview: "only this" })).toBeNull();
    expect(await documentFor("market-analysis", "plain text")).toBeNull();
    expect(await documentFor("customer-discovery", FIXTURE_RESULT)).toBeNull();
    expect(await documentFor("team-planning", FIXTURE_RESULT)).toBeNull();
    expect(await documentFor("nonsense", null)).toBeNull();
  });

  it("adds the request's lines from the project's input when it parses", async () => {
    const market = await documentFor("market-analysis", FIXTURE_RESULT, {
      input: {
        businessIdea: "GroomBook",
        industry: "Technology",
        targetMarket: "Dog groomers",
        previousData: JSON.stringify({ title: "GroomBook idea" }),
      },
    });
    const markdown = toMarkdown(market!);
    expect(markdown).toContain("**Industry:** Technology");
    expect(markdown).toContain("**Business type:** Digital/Online");
    expect(markdown).toContain("**Referenced idea:** GroomBook idea");
    const discovery = await documentFor("customer-discovery", SAMPLE_RESULT, {
      input: { businessIdea: SAMPLE_IDEA },
      date: new Date(2025, 2, 7),
    });
    expect(discovery?.meta).toEqual([
      { label: "Business idea", value: SAMPLE_IDEA },
      { label: "Date", value: "2025-03-07" },
    ]);
    expect(
      (await documentFor("market-analysis", FIXTURE_RESULT, { input: { junk: 1 } }))?.meta,
    ).toEqual([]);
  });
});

describe("exportBaseNameFor (spec §9 names, no extension)", () => {
  const now = new Date(2025, 2, 7, 12, 0);
  it("names each tool's file", async () => {
    expect(
      await exportBaseNameFor(
        "market-analysis",
        { businessIdea: "x", industry: "Food & Beverage", targetMarket: "y" },
        now,
      ),
    ).toBe(`market-analysis-food-&-beverage-${now.getTime()}`);
    expect(await exportBaseNameFor("customer-discovery", null, now)).toBe(
      "customer-discovery-analysis-2025-03-07",
    );
    expect(await exportBaseNameFor("idea-generation", null, now)).toBe("startup-ideas-2025-03-07");
    expect(await exportBaseNameFor("team-planning", null, now)).toBe(
      "team-plan-venture-2025-03-07",
    );
    expect(await exportBaseNameFor("no-such-tool", null, now)).toBeNull();
  });
});
