import { countOrPeerEstimateIn, getGeography } from "../../engine/knowledge";
import { inLocal, localMoney } from "../../engine/local-money";
import { namesOrganisations } from "../../engine/reading";
import { capitalise, lowerFirst } from "../../engine/text";
import {
  type CustomerSegment,
  customerChannels,
  type DiscoveryContext,
  listJoin,
  modelBusinesses,
  oneCustomer,
} from "./discovery-context.server";
import {
  archetypeAt,
  archetypeWithExamples,
  firstRival,
  foundersPrice,
  industryPrice,
  modelPrice,
  regulatoryNote,
} from "./kb-phrases.server";
import { cacPayback } from "./kb-prose.server";
import { marketQuote } from "./market-quote.server";
import type { CustomerDiscoveryResult } from "./schema";

/** The customer-personas section: who to talk to first, who next, and how they buy. */
export function customerPersonas(
  ctx: DiscoveryContext,
): CustomerDiscoveryResult["customerPersonas"] {
  return {
    primaryPersona: primaryPersona(ctx),
    secondaryPersonas: ctx.secondary.map((segment) => secondaryPersona(ctx, segment)),
    demographics: demographics(ctx),
    psychographics: psychographics(ctx),
    painPoints: painPoints(ctx),
    motivations: motivations(ctx),
    buyingBehavior: buyingBehavior(ctx),
  };
}

const COMMITTEE_BUYERS = /enterprise|mid-market|public sector|utilities|health plans|districts/i;
const CHILD_USERS = /\b(kids?|children|child|students?|teens?|teenagers?|toddlers?|babies|baby)\b/i;

/** "Clinics and provider groups, B2B", or just "B2B" when the customers are the segment. */
function segmentTag(ctx: DiscoveryContext, segment: CustomerSegment): string {
  const orientation = segment.orientation.toUpperCase();
  const named = ctx.customersNamed && !(ctx.primaryFromUnit && segment === ctx.primary);
  return named ? `${segment.name}, ${orientation}` : orientation;
}

/** The role of the person who buys for an organisation, by industry. */
const BUYER_ROLES: Readonly<Record<string, string>> = {
  Healthcare: "practice or department manager",
  Education: "school administrator or head of department",
  "Food & Beverage": "owner-operator",
  Retail: "store owner or buyer",
  Technology: "head of engineering or operations",
  Finance: "finance lead",
  "Real Estate": "property manager",
};

/** Markets whose product a particular function inside the customer buys. */
const MARKET_ROLES: Readonly<Record<string, string>> = {
  "corporate-training": "training or HR manager",
};

/**
 * The person who buys for an organisation customer when the founder names no role: the
 * function that buys this kind of product (training: HR), else the unit's usual buyer (a
 * hotel's general manager), else the industry's; never an industry's role for another kind of
 * organisation (no school administrator at a hotel, issue 16).
 */
function buyerRole(ctx: DiscoveryContext): string {
  const market = ctx.classification.market;
  const byMarket = market === undefined ? undefined : MARKET_ROLES[market.id];
  if (byMarket !== undefined) return byMarket;
  const unit = ctx.buyer.unit;
  if (unit?.kind === "organisation" && unit.buyerRole !== undefined) return unit.buyerRole;
  if (COMMITTEE_BUYERS.test(ctx.primary.name)) return "budget holder (a department head)";
  // The industry's usual buyer only for customers of one of its segments (no "practice
  // manager" at a hospital pharmacy).
  if (ctx.primaryFromUnit) return "department head or operations manager";
  return (
    (unit === null ? BUYER_ROLES[ctx.industry.name] : undefined) ?? "owner or operations manager"
  );
}

const withArticle = (text: string) => `${/^[aeiou]/i.test(text) ? "an" : "a"} ${text}`;

/**
 * "A quality and patient safety manager at a community hospital" (the role the founder named,
 * at the counted unit), "A practice or department manager at one of the hospitals" (the
 * industry's usual buyer), or the people themselves.
 */
function personaWho(ctx: DiscoveryContext): string {
  const { customers, buyer } = ctx;
  if (buyer.role !== null && buyer.unit?.kind === "organisation") {
    return capitalise(`${withArticle(buyer.role)} at ${withArticle(oneCustomer(ctx))}`);
  }
  if (!namesOrganisations(customers)) return capitalise(customers);
  const role = buyerRole(ctx);
  return `${/^[aeiou]/i.test(role) ? "An" : "A"} ${role} at one of the ${customers}`;
}

function primaryPersona(ctx: DiscoveryContext): string {
  const { primary, customers, product } = ctx;
  const who = personaWho(ctx);
  if (ctx.orientation === "B2B") {
    const role = ctx.buyer.unit?.kind === "organisation" ? ctx.buyer.role : null;
    const buyer =
      role !== null
        ? `The ${role} feels the problem and champions the purchase; the budget sits with an ` +
          "executive who signs off, so ask in every interview who that is and what they need to see."
        : COMMITTEE_BUYERS.test(primary.name)
          ? "The buyer is a budget holder who needs IT, security and procurement to agree; the users " +
            "are the teams doing the work."
          : "The buyer is the owner or the manager who runs the day-to-day work and approves spending; " +
            "the users are their staff.";
    return (
      `${who} (${segmentTag(ctx, primary)}). ${buyer} ${primary.description} They are the first ` +
      `customers to win for ${product}: they meet the problem in their own work every week, so ` +
      "they can tell you what it costs them."
    );
  }
  const payer = CHILD_USERS.test(customers)
    ? "Parents usually pay while the young person uses it, so interview both."
    : "The person who feels the problem is the one who pays.";
  return (
    `${who} (${segmentTag(ctx, primary)}). ${primary.description} ${payer} They are the first ` +
    `customers to win for ${product}: they can decide on the spot, so a clear offer gets a ` +
    "clear yes or no."
  );
}

function secondaryPersona(ctx: DiscoveryContext, segment: CustomerSegment): string {
  const sameSide = segment.orientation === ctx.primary.orientation;
  const why = sameSide
    ? `a second group with the same kind of budget; interview them once ${ctx.customers} confirm the problem`
    : `they sit on the other side (${segment.orientation.toUpperCase()}), a different sale; test them only after the first persona pays`;
  return `${segment.name}: ${lowerFirst(segment.description).replace(/\.$/, "")}. For ${ctx.product}, ${why}.`;
}

/** Where the founder sells, as the demographics name it: "the US", "Ireland", "Europe". */
function placeName(ctx: DiscoveryContext): string {
  const country = ctx.country;
  if (country === null) return ctx.geography.scope === "Global" ? "the world" : ctx.geography.scope;
  return country.id === "us" ? "the US" : country.prose;
}

/** "US" for labels, else the country's or the scope's name. */
function placeLabel(ctx: DiscoveryContext): string {
  return ctx.country === null
    ? ctx.geography.scope
    : ctx.country.id === "us"
      ? "US"
      : ctx.country.name;
}

function demographics(ctx: DiscoveryContext): string {
  const { builder } = ctx;
  const us = ctx.geography;
  const where = placeName(ctx);
  const audience = ctx.market?.targetAudience;
  const fromMarket =
    audience === undefined
      ? ""
      : ` Your market analysis describes the audience as “${marketQuote(ctx, "targetAudience", audience)}”: use its words when you recruit.`;
  const unitCount = countedUnit(ctx);
  if (ctx.orientation === "B2B") {
    const count =
      unitCount !== undefined
        ? ` ${unitCount} Interview one person per organisation: each one buys once.`
        : ` ${businessCount(ctx)}`;
    const through =
      ctx.buyer.role !== null && ctx.buyer.unit?.kind === "organisation"
        ? `the ${ctx.buyer.role} who owns the problem day to day, with the executive who signs off`
        : ctx.buyer.unit?.kind === "organisation"
          ? `the ${buyerRole(ctx)}, or whoever owns the problem day to day`
          : "the owner, a manager or the person who owns the problem day to day";
    const where = ctx.primaryFromUnit
      ? `in ${ctx.industryLabel}`
      : `${lowerFirst(ctx.primary.name)} in ${ctx.industryLabel}`;
    return (
      `Businesses rather than people: ${ctx.customers}, reached through ${through} ` +
      `(${where}).${count}${fromMarket}`
    );
  }
  if (unitCount !== undefined) {
    // Students or newcomers buy for themselves; families with a newborn for their household.
    const household = ctx.buyer.unit?.kind !== "person";
    return (
      `People buying for ${household ? "their household" : "themselves"}: ${ctx.customers} ` +
      `(${lowerFirst(ctx.primary.name)} in ${ctx.industryLabel}). ${unitCount} How many of them ` +
      "meet this problem and can pay is the count to build from your interviews " +
      `(${household ? "household type" : "age"}, income and where they live).${fromMarket}`
    );
  }
  const population = ctx.country?.population ?? us.population;
  return (
    `People buying for themselves: ${ctx.customers} (${lowerFirst(ctx.primary.name)} in ` +
    `${ctx.industryLabel}). ${capitalise(where)} has ` +
    `${builder.figure(`${placeLabel(ctx)} population (${population.year})`, population)} people ` +
    `(${population.year}); how many of them are ${ctx.customers} with this problem and the ` +
    "means to pay is the count to build, from census household data and your interviews " +
    `(age, household type, income and where they live).${fromMarket}`
  );
}

function psychographics(ctx: DiscoveryContext): string {
  const rival = firstRival(ctx);
  if (ctx.orientation === "B2B") {
    const rules: Record<typeof ctx.industry.regulatoryIntensity, string> = {
      high: `rules weigh on every purchase in ${ctx.industryLabel} (${lowerFirst(regulatoryNote(ctx)).replace(/\.$/, "")}), so a new vendor must show it adds no compliance work`,
      medium: "they want to know their data and obligations are handled before they try anything",
      low: "they will try something new if it is quick to set up and easy to undo",
    };
    return (
      `${capitalise(ctx.customers)} value time saved and predictable costs over novelty; ` +
      `${rules[ctx.industry.regulatoryIntensity]}. They already hear pitches from ${rival}, ` +
      "so they trust a peer's recommendation more than an ad."
    );
  }
  const competition: Record<typeof ctx.industry.competitionIntensity, string> = {
    high: "they have plenty of alternatives and switch easily, so they compare price and reviews",
    medium: "they know a few alternatives and stay with what works until it lets them down",
    low: "few alternatives exist, so they may accept a rough first version that solves the problem",
  };
  return (
    `${capitalise(ctx.customers)} act on ${ctx.playbook.trigger}; ` +
    `${competition[ctx.industry.competitionIntensity]}. Their reference points are ${rival}: ` +
    `${capitalise(ctx.product)} has to feel as easy as those, and more made for them.`
  );
}

function painPoints(ctx: DiscoveryContext): string[] {
  const rival = archetypeAt(ctx, 0);
  const points = [
    `The trigger: ${ctx.playbook.trigger}, handled today with workarounds`,
    `Options built for someone else: ${archetypeWithExamples(ctx, rival)} serve a broad market, ` +
      `not ${ctx.customers} in particular`,
  ];
  // The industry's trends are context, not a customer's pain: the problem validation and the
  // market insights carry them.
  points.push(
    ctx.orientation === "B2B"
      ? `Rules and admin on top of the work: ${regulatoryNote(ctx)}`
      : `What makes them hesitate: ${lowerFirst(ctx.playbook.barriers[0] ?? "an unknown brand")}`,
  );
  const threat = ctx.market?.threats[0];
  if (threat !== undefined) {
    points.push(`Named in your market analysis: ${marketQuote(ctx, "threats", threat)}`);
  }
  return points;
}

function motivations(ctx: DiscoveryContext): string[] {
  if (ctx.orientation === "B2B") {
    const list = [
      `Win back staff hours from the work ${ctx.product} takes over`,
      "A predictable monthly cost instead of ad-hoc fixes",
      `Look more professional to their own customers than other ${ctx.customers}`,
    ];
    if (ctx.industry.regulatoryIntensity !== "low") {
      list.push(`Stay compliant with the rules of ${ctx.industryLabel} without extra paperwork`);
    }
    return list;
  }
  return [
    "Convenience: the problem solved with less effort than today",
    "Confidence they chose well: reviews, a guarantee, people like them using it",
    `Value for money compared with ${archetypeWithExamples(ctx, archetypeAt(ctx, 1))}`,
    `A product that feels made for ${ctx.customers}, not for everyone`,
  ];
}

function buyingBehavior(ctx: DiscoveryContext): string {
  const channels = customerChannels(ctx).slice(0, 2);
  const decision =
    ctx.orientation === "B2B"
      ? "they want a trial or a pilot, a word with their staff, then the owner's approval; expect weeks, not minutes"
      : "they decide in minutes, on price, reviews and how soon they get it";
  const industry = industryPrice(ctx);
  // Prices in the founder's currency, the dollars beside them (issue 23).
  const local = localMoney(ctx.country, ctx.builder);
  const prices = inLocal(
    local,
    `${yourPrice(ctx)}Typical ${ctx.model.name} prices are ${modelPrice(ctx)}, and benchmarks in ` +
      `${ctx.industryLabel} put ${industry.label} at ${industry.display}.`,
  );
  const rate = local === null ? "" : ` (${local.currency} at ${local.rate}, ${local.rateDate})`;
  return (
    `You reach ${ctx.customers} for ${ctx.playbook.offer} through ${listJoin(channels)}; ` +
    `${decision}. ${prices.replace(/\.$/u, "")}${rate}. ${modelBusinesses(ctx)} ` +
    `usually earn back the cost of winning a customer in ${cacPayback(ctx.builder, ctx.model)}, ` +
    `so every channel you test should bring ${ctx.customers} who stay at least that long.`
  );
}

/**
 * "The US has 5,129 community hospitals (2022)." for the unit the idea's buyer reads as, with
 * the figure recorded; undefined when the idea names no counted unit.
 */
function countedUnit(ctx: DiscoveryContext): string | undefined {
  const unit = ctx.buyer.unit;
  if (unit === null) return undefined;
  const where = placeName(ctx);
  const found =
    ctx.country !== null
      ? countOrPeerEstimateIn(unit, ctx.country)
      : ctx.geography.scope === "Global" && unit.global !== undefined
        ? { figure: unit.global, peers: null }
        : null;
  if (found === null || found.peers !== null) {
    // No count where the founder sells: an estimate from peer countries for a unit that scales
    // with population (decision 031), said to be one, else say so rather than quote another
    // country's count.
    const peers = found?.peers ?? null;
    if (peers !== null) {
      const shown = ctx.builder.figure(
        `${placeLabel(ctx)} ${unit.plural} (estimate from peer countries, ${peers.figure.year})`,
        peers.figure,
      );
      return (
        `No published count of ${unit.plural} in ${where} is in our knowledge base; from the ` +
        `count per person of ${peers.peers.length === 1 ? "a peer country" : `${peers.peers.length} peer countries`} ` +
        `(1 per ${peers.peoplePerUnit.toLocaleString("en-US")} people), ${where} has about ` +
        `${shown} ${unit.plural}, an estimate whose arithmetic is listed with the assumptions. ` +
        "Trade associations, licensing registers and the national statistics office's business " +
        "counts can give you a real count."
      );
    }
    return (
      `No published count of ${unit.plural} in ${where} is in our knowledge base: trade ` +
      "associations, licensing registers and the national statistics office's business counts " +
      "can give you one."
    );
  }
  const figure = found.figure;
  const shown = ctx.builder.figure(`${placeLabel(ctx)} ${unit.plural} (${figure.year})`, figure);
  const counted = ctx.customers === unit.plural ? "" : `They are counted among ${unit.plural}: `;
  const place = counted ? where : capitalise(where);
  return `${counted}${place} has ${shown} ${unit.plural} (${figure.year}).`;
}

/** The businesses there are where the founder sells, when no narrower unit is counted. */
function businessCount(ctx: DiscoveryContext): string {
  const { builder, country } = ctx;
  const need =
    `the number that matters is how many are ${ctx.customers}, which trade associations, ` +
    "licensing registers and directories can count.";
  if (country?.id === "us") {
    const firms = ctx.geography.businesses ?? getGeography("United States").businesses;
    if (firms !== undefined) {
      return `The US alone has ${builder.figure(`US small businesses (${firms.year})`, firms)} small businesses (${firms.year}); ${need}`;
    }
  }
  const employers = country?.employerBusinesses;
  if (country !== null && employers !== undefined) {
    return `${capitalise(country.prose)} has ${builder.figure(`${country.name} businesses with employees (${employers.year})`, employers)} businesses with employees (${employers.year}); ${need}`;
  }
  return capitalise(need);
}

/** "Your price is ₹999 a month; the benchmarks below are a comparison. ", or "". */
function yourPrice(ctx: DiscoveryContext): string {
  const own = foundersPrice(ctx);
  return own === null ? "" : `Your price is ${own}; the benchmarks are a comparison only. `;
}
