import { beforeAll, describe, expect, it } from "vitest";
import { type PlanResult, shownBlocks } from "../shared/plan";
import { unexplainedNumbers } from "../shared/provenance";
import { type PlanRunner, planRunner } from "./_kit/plan/testing.server";
import { generateCustomerDiscovery } from "./customer-discovery/generate.server";
import { customerDiscoveryRequestSchema } from "./customer-discovery/schema";
import { type FinancialInputs, runModel } from "./it-financial-legal/model";
import { generateMarketAnalysis } from "./market-analysis/generate.server";
import { marketAnalysisRequestSchema } from "./market-analysis/schema";
import { TOOL_MODULES } from "./registry";

/**
 * One source of truth across the plans (issue 23): a venture chained through the six plans as a
 * venture runs them, with the founder's own answers on each form. The price, the customers, the
 * runway and the launch agree from plan to plan (or the later plan says where they disagree, with
 * both figures); the founder's bio is never quoted as the customer's pain; the team plan knows a
 * founder who typed a programming language writes code.
 */

interface Venture {
  name: string;
  idea: string;
  industry: string;
  target: string;
  competitors: string;
  /** The price the founder states in their idea, as the plans should show it; null if none. */
  /** `monthly`: the amount a month where the stated price is for another period. */
  /** `upfront`: a one-off price stated beside the recurring one, as the plans show it. */
  price: { shown: string; unit: RegExp; monthly?: string; upfront?: string } | null;
  /** Words of the founder's bio that must never be quoted as the customer's pain. */
  bio: string[];
  /** Whether the founder's words show they write code. */
  codes: boolean;
  answers: {
    strategic?: Record<string, unknown>;
    product?: Record<string, unknown>;
    gtm?: Record<string, unknown>;
    team?: Record<string, unknown>;
    iteration?: Record<string, unknown>;
    financial?: Record<string, unknown>;
  };
}

const VENTURES: Venture[] = [
  {
    name: "CCTV shoplifting alerts for independent grocers",
    idea: "ShelfWatch: a subscription computer-vision service that flags shoplifting on an independent grocer's existing CCTV, $249 a month per store. Founder: ex-retail loss-prevention manager, knows Python, little money.",
    industry: "Retail",
    target: "Independent grocery stores with 1–3 locations in the US",
    competitors: "Veesion, Everseen",
    price: { shown: "$249", unit: / per store a month/ },
    bio: ["loss-prevention manager", "knows Python", "little money"],
    codes: true,
    answers: {
      strategic: { runwayMonths: 18, teamSize: 1 },
      product: { targetWeeks: 18, hoursPerWeek: 10 },
      gtm: { launchDate: "2027-03-01" },
      team: { founderCount: 1, hiringBudget: 1500 },
      financial: { startingCash: 4000, founders: 1 },
    },
  },
  {
    name: "keg and stock tracking for UK pubs",
    idea: "Cellarmate: keg and stock tracking software for independent pubs, £39 a month per pub. Landlords count kegs on paper every Sunday night and still run dry on Friday. I'm a former pub landlord who builds websites with Django.",
    industry: "Technology",
    target: "Independent pubs in the UK",
    competitors: "BeerTech, spreadsheets",
    price: { shown: "£39", unit: / per pub a month/ },
    bio: ["former pub landlord", "Django"],
    codes: true,
    answers: {
      strategic: { runwayMonths: 9 },
      team: { founderSkills: "Hospitality operations", runwayMonths: 4 },
      financial: { startingCash: 12000, founders: 1 },
    },
  },
  {
    name: "toddler meal boxes, a non-technical founder",
    idea: "Littlebites: weekly boxes of toddler meals from a paediatric dietitian, $15 per box. Parents of picky eaters throw away half of what they cook. Founder: registered dietitian, non-technical, strong on social media.",
    industry: "Food & Beverage",
    target: "Parents of toddlers in US suburbs",
    competitors: "Little Spoon, Yumi",
    price: { shown: "$15", unit: / per box/ },
    bio: ["registered dietitian", "non-technical"],
    codes: false,
    answers: {
      strategic: { runwayMonths: 12 },
      financial: { startingCash: 20000 },
    },
  },
  {
    name: "bookkeeping for Australian tradespeople, a yearly price",
    idea: "TradieBooks: done-for-you bookkeeping for sole-trader electricians and plumbers, A$1,800 a year per business. Tradies lose receipts in the van and pay fines for late BAS returns. We are two ex-accountants; one codes in React.",
    industry: "Finance",
    target: "Sole-trader electricians and plumbers in Australia",
    competitors: "Xero, local bookkeepers",
    price: { shown: "A$1,800", unit: / per business a year/, monthly: "A$150" },
    bio: ["ex-accountants", "codes in React"],
    codes: true,
    answers: {
      strategic: { runwayMonths: 6, teamSize: 2 },
      team: { founderCount: 2, hiringBudget: 4000 },
      financial: { startingCash: 30000, founders: 2 },
    },
  },
  {
    name: "hive scales for UK beekeepers, a device and a subscription",
    idea: "HiveScale: a hive scale that texts beekeepers when a colony swarms or runs short of honey, £149 per scale plus £6 a month per hive for the alerts. Beekeepers lose swarms because they cannot open every hive every week. I'm an electronics engineer who writes firmware in C.",
    industry: "Agriculture",
    target: "Hobby and commercial beekeepers in the UK",
    competitors: "BroodMinder, Arnia",
    price: { shown: "£6", unit: / per hive a month/, upfront: "£149 per scale once" },
    bio: ["electronics engineer", "firmware in C"],
    codes: true,
    answers: {
      strategic: { runwayMonths: 12 },
      financial: { startingCash: 25000, founders: 1 },
    },
  },
  {
    name: "a venture that states no price",
    idea: "Quietroom: a booking app for soundproofed practice rooms in city music schools. Students queue for rooms and teachers juggle a paper sign-up sheet.",
    industry: "Education",
    target: "Music schools in US cities",
    competitors: "Calendly",
    price: null,
    bio: [],
    codes: false,
    answers: { strategic: { runwayMonths: 10, teamSize: 3 }, financial: { startingCash: 15000 } },
  },
];

const PLANS = [
  "strategic-planning",
  "product-development",
  "go-to-market",
  "team-planning",
  "iteration-scaling",
  "it-financial-legal",
] as const;

interface Chain {
  strategic: PlanResult;
  product: PlanResult;
  gtm: PlanResult;
  team: PlanResult;
  iteration: PlanResult;
  financial: PlanResult;
}

function chain(run: PlanRunner, venture: Venture): Chain {
  const market = generateMarketAnalysis(
    marketAnalysisRequestSchema.parse({
      businessIdea: venture.idea,
      industry: venture.industry,
      targetMarket: venture.target,
      competitorAnalysis: venture.competitors,
    }),
  );
  const discovery = generateCustomerDiscovery(
    customerDiscoveryRequestSchema.parse({ businessIdea: venture.idea, marketData: market }),
  );
  const base = {
    businessIdea: venture.idea,
    targetCustomer: venture.target,
    competitors: venture.competitors,
    marketAnalysis: market,
    customerDiscovery: discovery,
  };
  const a = venture.answers;
  const strategic = run("strategic-planning", { ...base, ...a.strategic });
  const product = run("product-development", { ...base, strategicPlan: strategic, ...a.product });
  const earlier = { ...base, strategicPlan: strategic, productPlan: product };
  const gtm = run("go-to-market", { ...earlier, ...a.gtm });
  const team = run("team-planning", { ...earlier, goToMarketPlan: gtm, ...a.team });
  const iteration = run("iteration-scaling", {
    ...earlier,
    goToMarketPlan: gtm,
    teamPlan: team,
    ...a.iteration,
  });
  const financial = run("it-financial-legal", {
    ...earlier,
    goToMarketPlan: gtm,
    teamPlan: team,
    ...a.financial,
  });
  return { strategic, product, gtm, team, iteration, financial };
}

const shown = (plan: PlanResult, id?: string) =>
  JSON.stringify(
    plan.sections.filter((section) => id === undefined || section.id === id).map(shownBlocks),
  );
const all = (plan: PlanResult) => `${plan.summary} ${shown(plan)}`;
const value = (plan: PlanResult, label: string) =>
  plan.assumptions.find((item) => item.label === label)?.value;
const amount = (text: string | undefined) =>
  text === undefined
    ? Number.NaN
    : Number(/(\d[\d,]*(?:\.\d+)?)/.exec(text)?.[1]?.replace(/,/g, ""));

let run: PlanRunner;
beforeAll(async () => {
  run = await planRunner(PLANS);
});

describe.each(VENTURES)("$name, through the six plans", (venture) => {
  let plans: Chain;
  beforeAll(() => {
    plans = chain(run, venture);
  });

  it("keeps every number explained", () => {
    const tool = (toolType: string) => TOOL_MODULES.find((item) => item.toolType === toolType)!;
    for (const [toolType, plan] of [
      ["strategic-planning", plans.strategic],
      ["go-to-market", plans.gtm],
      ["team-planning", plans.team],
      ["it-financial-legal", plans.financial],
    ] as const) {
      const founder = [venture.idea, venture.target, venture.competitors];
      expect(unexplainedNumbers(plan, plan.assumptions, founder), toolType).toEqual([]);
      expect(tool(toolType)).toBeDefined();
    }
  });

  it("prices at one figure in every plan: the founder's when stated", () => {
    const gtmPrice = plans.gtm.assumptions.find((item) =>
      /^(List price (a month|per .+)|Your planned price|Your price( as stated)?|.* list price)$/.test(
        item.label,
      ),
    );
    // "Price per customer a month", or "… per box" for a price per item.
    const byPrefix = (plan: PlanResult, prefix: string) =>
      plan.assumptions.find((item) => item.label.startsWith(prefix))?.value;
    const finPrice = byPrefix(plans.financial, "Price per customer");
    const iterPrice = byPrefix(plans.iteration, "Price a customer pays");
    expect(gtmPrice, plans.gtm.assumptions.map((item) => item.label).join(" | ")).toBeDefined();
    if (venture.price) {
      // The founder's stated price, in their currency and unit, wins over every benchmark.
      expect(gtmPrice?.value).toBe(venture.price.shown);
      expect(gtmPrice?.basis.kind).toBe("input");
      expect(plans.gtm.summary).toContain(`lists at ${venture.price.shown}`);
      expect(plans.gtm.summary).toMatch(venture.price.unit);
      expect(shown(plans.strategic, "lean-canvas")).toContain(venture.price.shown);
      // The later plans' labels say "a month": a yearly price is shown as its monthly amount, and
      // the financial model, in US dollars, shows the founder's amount beside its own.
      const monthly = venture.price.monthly ?? venture.price.shown;
      expect(finPrice).toContain(monthly);
      expect(iterPrice).toContain(monthly);
    } else {
      // No stated price: the go-to-market plan sets it, and the later plans carry that one.
      expect(amount(finPrice)).toBe(amount(gtmPrice?.value));
      expect(amount(iterPrice)).toBe(amount(gtmPrice?.value));
    }
  });

  it("keeps a one-off price stated beside the subscription, and the model counts it once", () => {
    const upfront = venture.price?.upfront;
    const recorded = plans.financial.assumptions.find(
      (item) => item.label === "One-off price per new customer",
    );
    if (upfront === undefined) {
      expect(recorded).toBeUndefined();
      return;
    }
    expect(recorded?.value).toBe(upfront);
    expect(recorded?.basis.kind).toBe("input");
    expect(all(plans.financial)).toContain(
      `each new customer also pays ${upfront}, counted once, in the month they start`,
    );
    // The model's revenue holds it: new customers × the one-off price, in the venture's money.
    const model = (plans.financial as { financialModel?: { inputs?: FinancialInputs } })
      .financialModel?.inputs;
    // In the model's currency: converted at the same rate as the monthly price when the model
    // is not in the price's currency (here US dollars, from the starting cash typed in them).
    const stated = amount(upfront) ?? 0;
    const monthly = amount(venture.price?.shown) ?? 1;
    expect(model?.upfrontPerNewCustomer).toBeGreaterThan(0);
    expect((model?.upfrontPerNewCustomer ?? 0) / (model?.pricePerMonth ?? 1)).toBeCloseTo(
      stated / monthly,
      0,
    );
    const first = model ? runModel(model, "base").rows[0] : undefined;
    expect(first?.revenue).toBeCloseTo(
      (first?.customers ?? 0) * (model?.pricePerMonth ?? 0) +
        (first?.new ?? 0) * (model?.upfrontPerNewCustomer ?? 0),
      6,
    );
    // Go-to-market prices the offer with the device in it.
    expect(shown(plans.gtm)).toContain(`"One-off price per new customer","${upfront}"`);
  });

  it("says where the market analysis counts a customer at another price than the founder's", () => {
    const spend = amount(
      (
        plans.strategic.assumptions.find(
          (item) => item.label === "Spend per customer a year, from your market analysis",
        ) ?? { value: undefined }
      ).value,
    );
    const said =
      /Your market analysis counts each customer at \$[\d,]+ a year; your own price comes to \$[\d,]+ a year\./;
    const situation = shown(plans.strategic, "situation");
    if (Number.isFinite(spend)) expect(situation).toMatch(said);
    else expect(situation).not.toMatch(said);
    if (venture.name.startsWith("CCTV") && Number.isFinite(spend))
      expect(situation).toContain("your own price comes to $2,988 a year");
  });

  it("converts a price in another currency to the model's US dollars, saying the rate", () => {
    const said = /converted to US dollars: .+ per US dollar \(.+\) = \$/;
    if (venture.price && !venture.price.shown.startsWith("$"))
      expect(shown(plans.financial)).toMatch(said);
    else expect(shown(plans.financial)).not.toMatch(said);
  });

  it("counts the same month-one customers in the go-to-market plan and the model", () => {
    expect(value(plans.financial, "New customers in month 1")).toBe(
      value(plans.gtm, "Customers, month one"),
    );
  });

  it("reads the runway once, and says where the model disagrees with it", () => {
    const runway = venture.answers.strategic?.runwayMonths as number;
    expect(value(plans.strategic, "Runway")).toBe(`${runway} months`);
    const ownTeam = venture.answers.team?.runwayMonths as number | undefined;
    const team = all(plans.team);
    if (ownTeam === undefined) {
      expect(value(plans.team, "Runway (strategic plan)")).toBe(`${runway} months`);
    } else {
      // The team form's runway differs from the strategic plan's: said, both figures shown.
      expect(team).toContain(
        `Your strategic plan counts on a runway of ${runway} months; you answer ${ownTeam} months here.`,
      );
    }
    const modelled = plans.financial.assumptions.find((item) => item.label === "Runway, base case");
    expect(modelled).toBeDefined();
    const lasts = amount(modelled?.value);
    const counted = ownTeam ?? runway;
    if (!(lasts >= counted) || /short|none/.test(modelled?.value ?? ""))
      expect(all(plans.financial)).toMatch(
        new RegExp(`counts on a runway of ${counted} months; this model's cash lasts `),
      );
  });

  it("counts the founders once: the strategic plan's team, unless a later form says", () => {
    const size = venture.answers.strategic?.teamSize as number | undefined;
    if (size === undefined) return;
    const people = `${size} ${size === 1 ? "person" : "people"}`;
    if (venture.answers.team?.founderCount === undefined)
      expect(value(plans.team, "Founders (strategic plan)")).toBe(people);
    if (venture.answers.financial?.founders === undefined)
      expect(value(plans.financial, "Founders (strategic plan)")).toBe(people);
  });

  it("never quotes the founder's bio as the customer's pain", () => {
    for (const words of venture.bio) {
      expect(all(plans.strategic)).not.toContain(words);
      expect(all(plans.gtm)).not.toContain(words);
    }
    expect(all(plans.strategic)).not.toMatch(/Pain: “Founder/);
    expect(all(plans.gtm)).not.toMatch(/tired of this: (?:founder|I'm|we are)/i);
  });

  it("knows whether a founder writes code", () => {
    const skills = shown(plans.team, "skills-gap");
    const advisors = shown(plans.team, "advisors");
    if (venture.codes) {
      expect(skills).toMatch(/Product engineering","Yes: “[^”]+” in what you told us/);
      expect(advisors).not.toContain("No founder writes code");
      expect(shown(plans.product, "build-plan")).toMatch(/Your own words name “[^”]+”/);
    } else {
      expect(skills).not.toMatch(/Product engineering","Yes/);
    }
  });
});

describe("contradictions between plans are said, with both figures", () => {
  let plans: Chain;
  beforeAll(() => {
    plans = chain(run, VENTURES[0]!);
  });

  it("a hiring budget against the payroll the team plan sequences", () => {
    const text = shown(plans.team, "hiring-sequence");
    expect(text).toMatch(
      /Your hiring budget \(your answer here\) is \$1,500 a month; the \w+ hires in this sequence cost \$[\d,]+ a month at full size/,
    );
    expect(shown(plans.financial)).toMatch(
      /Your hiring budget \(your team plan\) is \$1,500 a month; the team plan's hires in this model cost \$[\d,]+ a month/,
    );
  });

  it("a target MVP shorter than the build, and the launch date against the build", () => {
    const launch = shown(plans.gtm, "launch-calendar");
    const mvp = value(plans.product, "Milestone: MVP to testers");
    expect(mvp).toMatch(/^week \d+$/);
    expect(amount(mvp)).toBeGreaterThan(18);
    expect(launch).toContain(
      `Your product plan costs the MVP at ${mvp} of the build, but your target is 18 weeks.`,
    );
    expect(launch).toMatch(/a launch on 2027-03-01 needs the build started by \d{4}-\d\d-\d\d/);
  });

  it("a price on a later form that differs from the founder's words", () => {
    const venture = VENTURES[0]!;
    const market = JSON.parse(JSON.stringify(plans.strategic));
    const gtm = run("go-to-market", {
      businessIdea: venture.idea,
      targetCustomer: venture.target,
      competitors: venture.competitors,
      strategicPlan: market,
      price: 199,
    });
    expect(shown(gtm, "pricing")).toContain(
      "Your idea states $249 a month per store; this form's price is $199. This plan uses $199",
    );
  });
});
