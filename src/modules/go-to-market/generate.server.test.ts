import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { OFFLINE_DATA_SOURCE } from "../../engine/offline";
import { type PlanResult, sectionText } from "../../shared/plan";
import { BROKEN_TEXT_PATTERN, proseOf, unexplainedNumbers } from "../../shared/provenance";
import {
  SAMPLE_VENTURES,
  type SampleVentureName,
  sampleVenture,
} from "../_fixtures/ventures.server";
import { serviceContent } from "./content";
import { generateGoToMarket } from "./generate.server";
import { GO_TO_MARKET_SECTIONS } from "./plan";
import { strategicSegment } from "./positioning.server";
import { GO_TO_MARKET_QUESTIONS } from "./questions";
import { type GoToMarketRequest, goToMarketRequestSchema } from "./schema";
import tool from "./tool";

const request = (body: Record<string, unknown>): GoToMarketRequest =>
  goToMarketRequestSchema.parse(body);

/** A small strategic plan, as the strategic-planning module would hand it over. */
const STRATEGIC_PLAN = {
  summary: "ShiftWise wins community hospitals first with rota automation.",
  sections: [
    {
      id: "positioning",
      heading: "Positioning",
      blocks: [
        {
          kind: "paragraph",
          text: "For nurse managers who rebuild the rota by hand, ShiftWise is the scheduling tool that fills open shifts by text.",
        },
      ],
    },
    {
      id: "segments",
      heading: "Segments",
      blocks: [
        {
          kind: "list",
          ordered: false,
          items: ["Community hospitals with one ICU and no scheduler"],
        },
      ],
    },
  ],
  builtOn: [],
  dataSource: "test",
  sources: [],
  assumptions: [],
};

const venture = (name: SampleVentureName, extra: Record<string, unknown> = {}) =>
  request({ ...sampleVenture(name), ...extra });

const text = (result: PlanResult, id?: string) =>
  result.sections
    .filter((section) => id === undefined || section.id === id)
    .map((section) => `${section.heading}\n${sectionText(section.blocks)}`)
    .join("\n");

function expectValid(req: GoToMarketRequest, result: PlanResult) {
  const parsed = tool.result.safeParse(result);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  expect(unexplainedNumbers(result, result.assumptions, tool.founderText(req))).toEqual([]);
  expect(proseOf(result).join("\n")).not.toMatch(BROKEN_TEXT_PATTERN);
}

describe("the go-to-market plan's sections", () => {
  it("are the service page's deliverables, word for word and in order", () => {
    expect(GO_TO_MARKET_SECTIONS.map((spec) => spec.deliverable)).toEqual(
      serviceContent.framework.deliverables,
    );
  });

  it("has a question per own request field", () => {
    const fields = Object.keys(goToMarketRequestSchema.shape);
    for (const question of GO_TO_MARKET_QUESTIONS) expect(fields).toContain(question.name);
  });
});

describe("the request schema", () => {
  it("accepts an idea alone and empty optional fields", () => {
    const parsed = request({
      businessIdea: "A dog walking app",
      monthlyBudget: "",
      launchDate: "",
      salesMotion: "",
    });
    expect(parsed.monthlyBudget).toBeUndefined();
    expect(parsed.launchDate).toBeUndefined();
    expect(parsed.salesMotion).toBeUndefined();
    expect(parsed.strategicPlan).toEqual({});
  });

  it("refuses an impossible launch date, a negative budget and an unknown motion, saying why", () => {
    const bad = (body: Record<string, unknown>) =>
      goToMarketRequestSchema.safeParse({ businessIdea: "x", ...body }).error?.issues[0]?.message;
    expect(bad({ launchDate: "2026-02-30" })).toMatch(/real date written YYYY-MM-DD/);
    expect(bad({ launchDate: "next week" })).toMatch(/YYYY-MM-DD/);
    expect(bad({ monthlyBudget: -5 })).toMatch(/cannot be negative/);
    expect(bad({ monthlyBudget: 2_000_000 })).toMatch(/at most 1,000,000/);
    expect(bad({ salesMotion: "cold-calls" })).toMatch(/Sales motion must be one of/);
    expect(request({ businessIdea: "x", monthlyBudget: "1500" }).monthlyBudget).toBe(1500);
  });
});

describe("the offline go-to-market engine", () => {
  it.each(SAMPLE_VENTURES)("writes a valid, fully explained plan for the %s venture", (name) => {
    const req = venture(name, { monthlyBudget: 1500, launchDate: "2026-03-02", price: 49 });
    const result = generateGoToMarket(req);
    expectValid(req, result);
    expect(result.dataSource).toBe(OFFLINE_DATA_SOURCE);
    expect(result.builtOn).toEqual([
      expect.stringMatching(/^Market analysis: /),
      expect.stringMatching(/^Customer discovery: /),
    ]);
    expect(result.sections.map((section) => section.round)).toEqual(
      GO_TO_MARKET_SECTIONS.map(() => 0),
    );
  });

  it.each(SAMPLE_VENTURES)(
    "writes a valid plan from the %s idea alone, saying what it lacks",
    (name) => {
      const req = request({ businessIdea: sampleVenture(name).businessIdea });
      const result = generateGoToMarket(req);
      expectValid(req, result);
      expect(result.builtOn).toEqual([]);
      expect(result.summary).toMatch(/no market analysis/);
    },
  );

  it("names the product, the customer and the competitors in the sections", () => {
    const result = generateGoToMarket(venture("icu"));
    for (const id of [
      "icp",
      "messaging",
      "channels",
      "pricing",
      "launch-calendar",
      "first-30-days",
      "funnel",
      "weekly-review",
    ])
      expect(text(result, id), id).toMatch(/ShiftWise/);
    // The customer in full in the summary and the ICP's opening, then by their role.
    expect(result.summary).toMatch(/nurse managers at US community hospitals/i);
    expect(text(result, "icp")).toMatch(/nurse managers at US community hospitals/i);
    for (const id of ["icp", "messaging", "channels", "first-30-days"])
      expect(text(result, id), id).toMatch(/nurse managers/i);
    expect(text(result, "channels")).not.toMatch(/nurse managers at US community hospitals/i);
    expect(text(result, "icp")).toMatch(/QGenda/);
    expect(text(result, "messaging")).toMatch(/QGenda/);
    // Discovery's adoption barriers become the objections.
    expect(text(result, "messaging")).toMatch(/security or data-protection review/);
  });

  it("builds on the strategic plan's positioning and first segment when there is one", () => {
    const req = venture("icu", { strategicPlan: STRATEGIC_PLAN });
    const result = generateGoToMarket(req);
    expectValid(req, result);
    expect(text(result, "messaging")).toMatch(/fills open shifts by text/);
    expect(text(result, "icp")).toMatch(/one ICU and no scheduler/);
    expect(result.builtOn.some((line) => line.startsWith("Strategic plan: "))).toBe(true);
  });

  it("writes different plans for a hospital scheduling tool and a dog-walking app", () => {
    const icu = generateGoToMarket(venture("icu"));
    const dogs = generateGoToMarket(venture("dogs"));
    expect(text(dogs)).toMatch(/Pawtrail/);
    expect(text(dogs)).toMatch(/Rover/);
    for (const id of GO_TO_MARKET_SECTIONS.map((spec) => spec.id))
      expect(text(icu, id), id).not.toBe(text(dogs, id).replaceAll("Pawtrail", "ShiftWise"));
    const primary = (result: PlanResult) => /Primary: ([^,]+)/.exec(text(result, "channels"))?.[1];
    expect(primary(icu)).not.toBe(primary(dogs));
    expect(text(icu, "funnel")).toMatch(/demo request/);
    expect(text(dogs, "funnel")).toMatch(/sign-up/);
  });

  it("is deterministic", () => {
    const req = venture("resale", { monthlyBudget: 800 });
    expect(generateGoToMarket(req)).toEqual(generateGoToMarket(req));
  });

  it("regenerates only the asked section, differently for each round", () => {
    const base = venture("icu", { monthlyBudget: 2000, launchDate: "2026-03-02" });
    const first = generateGoToMarket(base);
    for (const spec of GO_TO_MARKET_SECTIONS) {
      const seen = new Set([text(first, spec.id)]);
      for (const round of [1, 2]) {
        const again = generateGoToMarket({ ...base, regenerate: { section: spec.id, round } });
        expectValid(base, again);
        expect(again.summary).toBe(first.summary);
        for (const [index, section] of again.sections.entries()) {
          const before = first.sections[index];
          if (section.id === spec.id) {
            expect(section.round).toBe(round);
            seen.add(text(again, spec.id));
          } else {
            expect(section, section.id).toEqual(before);
          }
        }
        expect(generateGoToMarket({ ...base, regenerate: { section: spec.id, round } })).toEqual(
          again,
        );
      }
      expect(seen.size, spec.id).toBe(3);
    }
  });

  it("tags every funnel row sourced, your input or estimate, and cites the published benchmarks", () => {
    const result = generateGoToMarket(venture("dogs", { monthlyBudget: 1000 }));
    const funnel = result.sections.find((section) => section.id === "funnel");
    const table = funnel?.blocks.find((block) => block.kind === "table");
    expect(table?.kind).toBe("table");
    if (table?.kind !== "table") return;
    expect(table.header).toEqual(["Stage", "Target", "Rate", "Basis"]);
    for (const row of table.rows) expect(row[3]).toMatch(/^(Sourced|Your input|Estimate): /);
    const tags = new Set(table.rows.map((row) => row[3]?.split(":")[0]));
    expect(tags).toEqual(new Set(["Sourced", "Your input", "Estimate"]));
    const sourceIds = result.sources.map((source) => source.id);
    expect(sourceIds).toContain("wordstream-search-ads-benchmarks-2024");
    expect(sourceIds).toContain("unbounce-conversion-benchmark-2024");
  });

  it("computes CAC as the monthly budget divided by the month's customers", () => {
    const result = generateGoToMarket(venture("icu", { monthlyBudget: 2000 }));
    const value = (label: string) => result.assumptions.find((item) => item.label === label)?.value;
    // $2,000 ÷ $4.66 = 429 visits; × 6.96% = 30 leads; + 300 × 2% = 6; 36 × 15% = 5.4 customers.
    expect(value("Visitors from paid search, month one")).toBe("429");
    expect(value("Leads from paid search, month one")).toBe("30");
    expect(value("Leads, month one")).toBe("36");
    expect(value("Customers, month one")).toBe("5.4");
    expect(value("Customer acquisition cost (CAC)")).toBe("$370");
    expect(text(result, "funnel")).toMatch(/\$2,000 ÷ 5\.4 customers = \$370/);
  });

  it("estimates an affordable CAC from the model's payback and the price when there is no budget", () => {
    const result = generateGoToMarket(venture("icu", { price: 300 }));
    const cac = result.assumptions.find((item) => item.label === "Affordable CAC");
    // SaaS: 18 months payback × $300 × 75% gross margin = $4,050.
    expect(cac?.value).toBe("$4,050");
    expect(cac?.basis.kind).toBe("estimate");
    expect(result.assumptions.find((item) => item.label === "Your planned price")?.basis).toEqual({
      kind: "input",
      field: "price",
    });
  });

  it("carries the market analysis' price figures with their basis", () => {
    const result = generateGoToMarket(venture("icu"));
    const carried = result.assumptions.find((item) =>
      item.label.includes("price range: Clinic software"),
    );
    expect(carried?.value).toBe("$100–$1,000 per provider a month");
    expect(text(result, "pricing")).toMatch(/\$100–\$1,000 per provider a month/);
  });

  it("dates the calendar from the launch date", () => {
    const result = generateGoToMarket(venture("resale", { launchDate: "2026-03-02" }));
    expect(text(result, "launch-calendar")).toMatch(/Week 1 \(from 2026-02-16\)/);
    expect(text(result, "launch-calendar")).toMatch(/Week 3 \(from 2026-03-02\)/);
    const undated = generateGoToMarket(venture("resale"));
    expect(text(undated, "launch-calendar")).toMatch(/\| Week 1 \|/);
  });

  it("stays valid and explained over varied requests (property)", () => {
    const ventures = SAMPLE_VENTURES.map((name) => sampleVenture(name));
    const arbitrary = fc.record({
      businessIdea: fc.oneof(
        fc.string({ minLength: 1, maxLength: 200 }),
        fc.constantFrom(
          ...ventures.map((item) => item.businessIdea),
          "Tutoring for 3D printing, 24/7 B2B",
        ),
      ),
      targetCustomer: fc.option(fc.string({ maxLength: 80 }), { nil: undefined }),
      competitors: fc.option(fc.constantFrom("", "Rover, Wag", "Notion and Asana"), {
        nil: undefined,
      }),
      venture: fc.option(fc.constantFrom(...ventures), { nil: undefined }),
      strategic: fc.boolean(),
      monthlyBudget: fc.option(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 1_000_000 })), {
        nil: undefined,
      }),
      price: fc.option(
        fc.oneof(
          fc.double({ min: 0.5, max: 20, noNaN: true }),
          fc.integer({ min: 1, max: 100_000 }),
        ),
        { nil: undefined },
      ),
      launchDate: fc.option(
        fc.date({ min: new Date("2025-01-01"), max: new Date("2030-12-31"), noInvalidDate: true }),
        { nil: undefined },
      ),
      salesMotion: fc.option(
        fc.constantFrom("self-serve", "sales-led", "community-led", "partner-led"),
        { nil: undefined },
      ),
      channelsTried: fc.option(
        fc.constantFrom("", "LinkedIn posts, 40 messages, 2 replies", "paid social for 2 weeks"),
        { nil: undefined },
      ),
      regenerate: fc.option(
        fc.record({
          section: fc.constantFrom(...GO_TO_MARKET_SECTIONS.map((spec) => spec.id)),
          round: fc.integer({ min: 1, max: 9 }),
        }),
        { nil: undefined },
      ),
    });
    fc.assert(
      fc.property(arbitrary, (input) => {
        const parsed = goToMarketRequestSchema.safeParse({
          businessIdea: input.businessIdea,
          targetCustomer: input.targetCustomer,
          competitors: input.competitors,
          ...(input.venture
            ? {
                marketAnalysis: input.venture.marketAnalysis,
                customerDiscovery: input.venture.customerDiscovery,
              }
            : {}),
          ...(input.strategic ? { strategicPlan: STRATEGIC_PLAN } : {}),
          monthlyBudget: input.monthlyBudget,
          price: input.price,
          launchDate: input.launchDate?.toISOString().slice(0, 10),
          salesMotion: input.salesMotion,
          channelsTried: input.channelsTried,
          regenerate: input.regenerate,
        });
        if (!parsed.success) return; // a blank idea: the endpoint refuses it
        const result = generateGoToMarket(parsed.data);
        expectValid(parsed.data, result);
      }),
      { numRuns: 150, seed: 20261125 },
    );
  });
});

describe("who buys decides the channels and the alternatives (stop 35)", () => {
  const channels = (result: PlanResult) =>
    result.sections
      .find((section) => section.id === "channels")!
      .blocks.flatMap((block) => (block.kind === "table" ? block.rows.map((row) => row[0]) : []));
  const pubs = request({
    businessIdea:
      "KegSense: clip-on keg sensors and a cellar app that tell independent pubs in the UK when a keg is running low, £45 a month per pub",
  });

  it("offers a business buying a device no consumer channel, and no consumer brand as its alternative", () => {
    const result = generateGoToMarket(pubs);
    expectValid(pubs, result);
    const scored = channels(result).join(" | ");
    expect(scored).not.toMatch(/Amazon|Crowdfunding|Kickstarter|YouTube|TikTok|Instagram/u);
    expect(scored).toMatch(/outbound|Trade associations|Distributors/u);
    expect(text(result, "icp")).not.toMatch(/McDonald|PepsiCo|DoorDash/u);
    // What a pub runs today: the systems sold to pubs and bars.
    expect(text(result, "icp")).toContain("Toast (typical alternatives");
    expect(text(result, "messaging")).not.toMatch(/McDonald/u);
  });

  it("offers a trade the integrations of its own software, not Salesforce's or Shopify's marketplace", () => {
    const vets = request({
      businessIdea:
        "Rota software for veterinary practices in the UK, £89 a month per practice, sold as SaaS",
    });
    const scored = channels(generateGoToMarket(vets)).join(" | ");
    expect(scored).not.toContain("AppExchange");
    expect(scored).toContain("Partner integrations with the software");
  });

  it("keeps the app stores for people buying an app for themselves", () => {
    const app = request({
      businessIdea: "A mobile app for runners to plan their weekly training, $4.99 a month",
    });
    const scored = channels(generateGoToMarket(app)).join(" | ");
    expect(scored).toMatch(/App Store|App stores|Short-form video|Referral/u);
    expect(scored).not.toMatch(/LinkedIn|outbound/u);
  });
});

describe("the strategic plan's first segment in the ICP", () => {
  it("names the segment, not the plan's whole paragraph", () => {
    const customer = "practice managers at veterinary clinics";
    expect(
      strategicSegment(
        "Practice managers at veterinary clinics come first: you named them; customer discovery's primary persona is “A practice owner…”.",
        customer,
      ),
    ).toBe(" They are also the first segment of your strategic plan.");
    expect(strategicSegment("Community hospitals with one ICU and no scheduler", customer)).toBe(
      " Your strategic plan's first segment is community hospitals with one ICU and no scheduler.",
    );
    expect(strategicSegment(undefined, customer)).toBe("");
  });
});
