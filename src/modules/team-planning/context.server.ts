import { KNOWLEDGE_BASE } from "../../engine/knowledge";
import type { SalaryRole } from "../../engine/knowledge/schema";
import { ProvenanceBuilder } from "../../engine/provenance-builder";
import { lowerFirst } from "../../engine/text";
import { formatUsd } from "../../shared/money";
import { type PlanBlock, type PlanResult, shownBlocks } from "../../shared/plan";
import { numbersIn } from "../../shared/provenance";
import { readVentureFacts, skillsOf, type VentureFacts } from "../_kit/plan/facts.server";
import {
  type Disagreement,
  ventureBuild,
  ventureFounders,
  ventureHiringBudget,
  ventureRunway,
} from "../_kit/plan/figures.server";
import { type FormMoney, formMoney } from "../_kit/plan/money.server";
import { productLabel } from "../_kit/plan/prose.server";
import type { TeamLocation } from "./questions";
import type { TeamPlanRequest } from "./schema";
import teamTool from "./tool";

/**
 * What every section of the team plan reads (issue 14): the venture's facts, the founders'
 * answers, the skills the plan needs and which the founders cover, the roles that close the gaps
 * in hiring order, and what the earlier plans say about milestones. Every figure is recorded in
 * one ProvenanceBuilder; sections vary their own take by `roundFor`.
 */

export type Area =
  | "engineering"
  | "design"
  | "sales"
  | "marketing"
  | "support"
  | "data"
  | "operations"
  | "domain";

/** When in the year a role is needed: building, launching, serving customers, scaling. */
export type Phase = "build" | "launch" | "customers" | "scale";

export interface Need {
  area: Area;
  skill: string;
  /** Why this venture needs it, one short clause each. */
  reasons: string[];
  have: boolean;
  /** Founders' words that show they have it. */
  evidence?: string;
  /** How the gap closes: a hire, an advisor, a contractor, or none. */
  close: "none" | "hire" | "advisor" | "contractor";
}

export interface Role {
  area: Area;
  title: string;
  salaryRole: SalaryRole;
  phase: Phase;
  /** The quarter (1–4) the plan hires in. */
  quarter: number;
  kind: string;
  /** True when the founder named this role under "Roles you already plan". */
  planned: boolean;
  /** Monthly cost at the location's midpoint, for the sequence. */
  monthly: { value: number; shown: string };
  /** The location-adjusted annual midpoint. */
  midpoint: { value: number; shown: string };
}

export interface TeamContext {
  request: TeamPlanRequest;
  facts: VentureFacts;
  builder: ProvenanceBuilder;
  /** The form's money in the founder's currency; its rate is said once in the summary. */
  money: FormMoney;
  product: string;
  /** The customer after the first mention ("practice managers"). */
  customer: string;
  /** The customer in full, for the first mention (the summary). */
  customerFull: string;
  b2b: boolean;
  founders: { count: number; shown: string; assumed: boolean };
  skillsGiven: boolean;
  location: TeamLocation;
  locationChosen: boolean;
  runway?: { months: number; shown: string; from: string };
  budget?: { value: number; shown: string; fromText: string };
  /** Where this plan's answers disagree with an earlier plan's (the kit's figures). */
  disagreements: Disagreement[];
  needs: Need[];
  roles: Role[];
  /** Founder-planned roles the gap map does not call for (their words). */
  otherPlanned: string[];
  /** The strategic roadmap's focus per quarter (figure-free), when there is one. */
  quarters: string[];
  /** The product plan's MVP milestone ("week 23"), carried, when there is one. */
  mvp?: string;
  /** The go-to-market plan's primary channel, when there is one. */
  channel?: string;
  motion?: string;
  /** Quarter start months, explained once: [1, 4, 7, 10]. */
  quarterStart: readonly number[];
  lacks: string[];
  roundFor: (sectionId: string) => number;
}

export const SALARIES = KNOWLEDGE_BASE.salaryBenchmarks;

const SOFTWARE_MODELS = new Set(["SaaS", "Marketplace", "Mobile App", "Freemium", "Subscription"]);

const AREA_NAMES: Record<Exclude<Area, "domain">, string> = {
  engineering: "Product engineering",
  design: "Product design and UX",
  sales: "Sales and customer discovery",
  marketing: "Marketing and growth",
  support: "Customer onboarding and support",
  data: "Data and analytics",
  operations: "Operations and fulfilment",
};

/** What a planned role's words ("a first salesperson", "CTO") point to. */
const ROLE_WORDS: Record<Exclude<Area, "domain">, RegExp> = {
  engineering: /engineer|develop|\bdev\b|cto|programm|coder|full[- ]?stack/i,
  design: /design|\bux\b|\bui\b/i,
  sales: /sales|sell|account exec|business dev|\bbd\b|\bsdr\b|\bae\b/i,
  marketing: /market|growth|content|seo|brand|social|community/i,
  support: /support|success|onboarding|customer service|customer care/i,
  data: /data|analyst|analytics|\bml\b/i,
  operations: /operations|\bops\b|logistics|fulfil|office manager/i,
};

/** Which area a knowledge-base skill line ("B2B sales and discovery interviews") belongs to. */
function areaOf(skill: string): Area {
  if (/success|support|service|onboarding|dispute|trust/i.test(skill)) return "support";
  if (/sales|business development|account/i.test(skill)) return "sales";
  if (/market|growth|brand|community|content|copywriting|retention/i.test(skill))
    return "marketing";
  if (/analytic|data/i.test(skill)) return "data";
  if (/design|ux|curation/i.test(skill)) return "design";
  if (/engineer|software|technical|payments|product/i.test(skill)) return "engineering";
  if (/operations|fulfil|inventory|sourcing|supplier|logistics/i.test(skill)) return "operations";
  return "domain";
}

const HIRES: Partial<Record<Area, { salaryRole: SalaryRole; phase: Phase }>> = {
  engineering: { salaryRole: "engineering", phase: "build" },
  sales: { salaryRole: "sales", phase: "launch" },
  marketing: { salaryRole: "marketing", phase: "launch" },
  support: { salaryRole: "support", phase: "customers" },
  data: { salaryRole: "data", phase: "scale" },
};

const PHASE_QUARTER: Record<Phase, number> = { build: 1, launch: 2, customers: 3, scale: 4 };

export function buildContext(sent: TeamPlanRequest): TeamContext {
  const facts = readVentureFacts(sent);
  const builder = new ProvenanceBuilder();
  // The form's hiring budget in the founder's currency, in US dollars against US pay benchmarks.
  const money = formMoney(facts, builder, sent.currency);
  const request = { ...sent, hiringBudget: money.usd(sent.hiringBudget, "Hiring budget a month") };
  const b2b = facts.orientation === "B2B";
  const product = productLabel(request.businessIdea, facts.subject);
  const customer = facts.customerShort;
  const customerFull = facts.customer;
  const allowed = new Set(numbersIn(teamTool.founderText(request).join(" ")));
  const lacks: string[] = [];
  const strategic = facts.plans.strategicPlan;
  const productPlan = facts.plans.productPlan;
  const gtm = facts.plans.goToMarketPlan;
  if (!strategic) lacks.push("a strategic plan (no roadmap quarters to tie hires to)");
  if (!productPlan) lacks.push("a product plan (no build milestones)");
  if (!gtm) lacks.push("a go-to-market plan (no launch channel)");

  // The founders: this form's answer, else the strategic plan's team size (the kit's reading).
  const known = ventureFounders(
    facts,
    builder,
    request.founderCount === undefined
      ? undefined
      : { count: request.founderCount, field: "founderCount" },
  );
  const founders = known
    ? { count: known.count, shown: known.shown, assumed: false }
    : {
        count: 2,
        shown: builder.estimate(
          "Founders assumed",
          "2",
          "No founder count was given, so the plan assumes 2 founders working full time; enter yours to replace it.",
        ),
        assumed: true,
      };

  // The runway and the hiring budget are the kit's, read once for every plan.
  const venture = ventureRunway(
    facts,
    builder,
    request.runwayMonths === undefined
      ? undefined
      : { months: request.runwayMonths, field: "runwayMonths" },
  );
  const runway = venture
    ? { months: venture.months, shown: venture.shown, from: venture.fromText }
    : undefined;
  const budget = ventureHiringBudget(
    facts,
    builder,
    request.hiringBudget === undefined
      ? undefined
      : {
          value: request.hiringBudget,
          field: "hiringBudget",
          beside: money.beside("Hiring budget a month"),
        },
  );

  const motion = gtm ? /on an? ([a-z-]+) motion/.exec(gtm.summary)?.[1] : undefined;
  const channel = gtm ? primaryChannel(gtm, allowed) : undefined;
  // The product plan owns the MVP's week; the kit carries it (the same reading as go-to-market's).
  const mvp = ventureBuild(facts, builder).mvpWeek?.shown;
  const quarters = strategic ? roadmapFocus(strategic, allowed) : [];

  const needs = needsOf(request, facts, {
    b2b,
    motion,
    productPlan: Boolean(productPlan),
    channel,
  });
  const location = request.location ?? "United States";
  const quarterStart = [1, 4, 7, 10] as const;
  builder.estimate(
    "Quarter start months",
    "Q1 month 1, Q2 month 4, Q3 month 7, Q4 month 10",
    "Each quarter is 3 months: 1 + 3 = 4, 4 + 3 = 7, 7 + 3 = 10.",
  );
  const planned = plannedRoles(request.openRoles);
  const roles = rolesOf(needs, planned, { b2b, location, builder });
  const matched = new Set(roles.filter((role) => role.planned).map((role) => role.area));
  const otherPlanned = planned.filter((item) => !matched.has(item.area ?? "domain") || !item.area);
  const regenerate = request.regenerate;
  return {
    request,
    facts,
    builder,
    money,
    product,
    customer,
    customerFull,
    b2b,
    founders,
    skillsGiven:
      request.founderSkills.trim().length > 0 ||
      facts.words.bio.length > 0 ||
      Boolean(facts.stated.skills?.trim()),
    location,
    locationChosen: request.location !== undefined,
    ...(runway ? { runway } : {}),
    ...(budget ? { budget } : {}),
    disagreements: venture?.disagreements ?? [],
    needs,
    roles,
    otherPlanned: otherPlanned.map((item) => item.text),
    quarters,
    ...(mvp ? { mvp } : {}),
    ...(channel ? { channel } : {}),
    ...(motion ? { motion } : {}),
    quarterStart,
    lacks,
    roundFor: (sectionId) => (regenerate?.section === sectionId ? regenerate.round : 0),
  };
}

/** The go-to-market plan's primary channel, from its channel scorecard. */
function primaryChannel(plan: PlanResult, allowed: ReadonlySet<string>): string | undefined {
  const section = plan.sections.find((item) => item.id === "channels");
  if (!section) return undefined;
  for (const block of shownBlocks(section)) {
    const items =
      block.kind === "list" ? block.items : block.kind === "paragraph" ? [block.text] : [];
    for (const item of items) {
      const name = /Primary: ([^,.]+)/.exec(item)?.[1]?.trim();
      if (name && name.length <= 90 && numbersIn(name).every((n) => allowed.has(n)))
        return lowerFirst(name);
    }
  }
  return undefined;
}

/** The strategic roadmap's Focus cell per quarter, when figure-free (or the founder's numbers). */
function roadmapFocus(plan: PlanResult, allowed: ReadonlySet<string>): string[] {
  const section = plan.sections.find((item) => item.id === "roadmap");
  if (!section) return [];
  const table = shownBlocks(section).find(
    (block): block is Extract<PlanBlock, { kind: "table" }> => block.kind === "table",
  );
  if (!table) return [];
  const focus = table.header.findIndex((cell) => /focus/i.test(cell));
  if (focus < 0) return [];
  return table.rows
    .slice(0, 4)
    .map((row) => (row[focus] ?? "").trim())
    .map((text) =>
      text.length > 0 && text.length <= 200 && numbersIn(text).every((n) => allowed.has(n))
        ? text
        : "",
    );
}

function needsOf(
  request: TeamPlanRequest,
  facts: VentureFacts,
  plan: { b2b: boolean; motion?: string; productPlan: boolean; channel?: string },
): Need[] {
  const skills = request.founderSkills;
  // The founders' skills through the kit's one reader (a language or framework means they code),
  // their answer here with the brief's and the idea's bio sentences.
  const read = skillsOf(facts, [skills]);
  const model = facts.model;
  const reasons = new Map<Area, string[]>();
  const add = (area: Area, reason: string) => {
    const list = reasons.get(area) ?? [];
    if (!list.includes(reason)) list.push(reason);
    reasons.set(area, list);
  };
  for (const skill of model.requiredSkills)
    if (!/\d/.test(skill))
      add(areaOf(skill), `${model.name} ventures need ${lowerFirst(skill)} (knowledge base)`);
  if (plan.productPlan) {
    add("engineering", "the product plan's build and its milestones");
    add("design", "the product plan's core flows and prototype screens");
  } else if (SOFTWARE_MODELS.has(model.name))
    add("engineering", `a ${model.name} product to build`);
  const motion = plan.motion ?? (plan.b2b ? "sales-led" : "self-serve");
  const channel = plan.channel ? `: ${plan.channel}` : "";
  if (plan.b2b || motion === "sales-led" || motion === "partner-led")
    add("sales", `a ${motion} launch${plan.motion ? ` in the go-to-market plan${channel}` : ""}`);
  if (!plan.b2b || motion === "self-serve" || motion === "community-led")
    add(
      "marketing",
      `a ${motion} launch${plan.motion ? ` in the go-to-market plan${channel}` : ""}`,
    );
  add("support", "every new customer needs onboarding and answers within the day");
  if (["Freemium", "Subscription", "Marketplace"].includes(model.name))
    add("data", "retention and cohort numbers decide what to build next");
  const domain = facts.industry.name === "Other" ? "" : facts.industry.name;
  add(
    "domain",
    facts.industry.regulatoryIntensity === "high"
      ? `${domain || "the sector"} is heavily regulated; mistakes with customer data are expensive`
      : `knowing how ${facts.customer} work and buy`,
  );

  const order: Area[] = [
    "engineering",
    "design",
    "sales",
    "marketing",
    "support",
    "data",
    "operations",
    "domain",
  ];
  const domainWords = [
    ...facts.industry.keywords.filter((word) => word.length >= 5),
    ...facts.customer
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((word) => word.length >= 5),
  ];
  return order
    .filter((area) => reasons.has(area))
    .map((area): Need => {
      const evidence =
        area === "domain"
          ? domainWords.find((word) =>
              [skills, facts.stated.skills ?? "", ...facts.words.bio]
                .join(" ")
                .toLowerCase()
                .includes(word),
            )
          : read.areas[area];
      const have = Boolean(evidence);
      const close: Need["close"] = have
        ? "none"
        : area === "domain"
          ? "advisor"
          : area === "design" || area === "operations"
            ? "contractor"
            : "hire";
      return {
        area,
        skill:
          area === "domain"
            ? domain
              ? `${domain} knowledge`
              : `Knowledge of ${facts.customer}`
            : AREA_NAMES[area],
        reasons: reasons.get(area) ?? [],
        have,
        ...(evidence ? { evidence } : {}),
        close,
      };
    });
}

interface PlannedRole {
  text: string;
  area?: Area;
}

/** The founder's planned roles, one per comma, semicolon, line or "and". */
function plannedRoles(text: string): PlannedRole[] {
  return text
    .split(/[,;\n]|\band\b/)
    .map((item) => item.trim().replace(/^(an?|the)\s+/i, ""))
    .filter((item) => item.length > 2 && item.length <= 120)
    .slice(0, 6)
    .map((item) => {
      const area = (Object.keys(ROLE_WORDS) as Exclude<Area, "domain">[]).find((key) =>
        ROLE_WORDS[key].test(item),
      );
      return area ? { text: item, area } : { text: item };
    });
}

function title(area: Area, b2b: boolean): string {
  switch (area) {
    case "engineering":
      return "Founding engineer";
    case "sales":
      return b2b ? "Founding account executive" : "Partnerships and sales lead";
    case "marketing":
      return "Growth marketer";
    case "support":
      return b2b ? "Customer success and onboarding lead" : "Customer support lead";
    default:
      return "Data analyst";
  }
}

function rolesOf(
  needs: readonly Need[],
  planned: readonly PlannedRole[],
  options: { b2b: boolean; location: TeamLocation; builder: ProvenanceBuilder },
): Role[] {
  const plannedAreas = new Set(planned.map((item) => item.area).filter(Boolean));
  const areas = needs
    .filter((need) => HIRES[need.area] && (need.close === "hire" || plannedAreas.has(need.area)))
    .map((need) => need.area);
  // Founders who cover every skill still need hands once customers arrive.
  for (const fallback of ["support", "engineering"] as const)
    if (areas.length < 2 && !areas.includes(fallback)) areas.push(fallback);
  const ordered = areas
    .map((area) => ({ area, hire: HIRES[area]! }))
    .sort((a, b) => PHASE_QUARTER[a.hire.phase] - PHASE_QUARTER[b.hire.phase]);
  return ordered.map(({ area, hire }) => {
    const roleTitle = title(area, options.b2b);
    const { midpoint, monthly } = payOf(
      options.builder,
      roleTitle,
      hire.salaryRole,
      options.location,
    );
    return {
      area,
      title: roleTitle,
      salaryRole: hire.salaryRole,
      phase: hire.phase,
      quarter: PHASE_QUARTER[hire.phase],
      kind:
        area === "data"
          ? "Part-time or contract at first"
          : area === "support"
            ? "Part-time, growing to full-time"
            : "Full-time",
      planned: plannedAreas.has(area),
      midpoint,
      monthly,
    };
  });
}

/** The role's annual midpoint at the location and its monthly cost, each explained. */
export function payOf(
  builder: ProvenanceBuilder,
  roleTitle: string,
  salaryRole: SalaryRole,
  location: TeamLocation,
): { midpoint: Role["midpoint"]; monthly: Role["monthly"]; median: string; factor: string } {
  const benchmark = SALARIES.roles[salaryRole];
  const median = builder.figure(
    `${benchmark.occupation}, U.S. median annual pay`,
    benchmark.medianAnnual,
  );
  const factorFigure = SALARIES.locationFactors[location];
  const factor = builder.figure(`Pay factor: ${location}`, factorFigure, `${factorFigure.value}×`);
  const value = Math.round((benchmark.medianAnnual.value * factorFigure.value) / 1000) * 1000;
  const shown = builder.estimate(
    `${roleTitle} pay midpoint (${location})`,
    formatUsd(value),
    `${benchmark.occupation} median ${median} × ${factor} location factor = ${formatUsd(value)} a year (rounded to the nearest thousand).`,
  );
  const perMonth = Math.round(value / 12 / 100) * 100;
  const monthlyShown = builder.estimate(
    `${roleTitle} cost a month (${location})`,
    formatUsd(perMonth),
    `${shown} a year ÷ 12 months = ${formatUsd(perMonth)} a month (rounded to the nearest hundred; payroll taxes and benefits come on top).`,
  );
  return {
    midpoint: { value, shown },
    monthly: { value: perMonth, shown: monthlyShown },
    median,
    factor,
  };
}

/** "a, b and c". */
export function joinWords(items: readonly string[], last = "and"): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${last} ${items[items.length - 1]}`;
}

export const NUMBER_WORDS = [
  "no",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
] as const;
