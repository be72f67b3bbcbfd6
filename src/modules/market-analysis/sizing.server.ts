/**
 * TAM, SAM and SOM worked out two ways (issues 4 and 16), every step recorded with its arithmetic:
 * - top-down: the market the idea is in for the scope (the knowledge base's niche market, such as
 *   pet services, when the idea names one, else the form's industry; the US figure for the United
 *   States, otherwise the global market × the scope's share of the industry) × the founder's
 *   segment share × the share of the scope one business can serve; SOM a small obtainable share;
 * - bottom-up: the units that buy (households with a dog, community hospitals, mobile players;
 *   the population or the businesses of the scope only when nothing narrower is known) × the
 *   share of them that pays (a paying share for freemium and free-to-play) × a year's spend;
 *   SAM the same segment and reach; SOM the customers won. A bottom-up TAM above the market's
 *   own total is refused: held at that total, and the text says why.
 * Each share is at most 100%, so SOM ≤ SAM ≤ TAM holds both ways.
 */

import {
  type BuyerUnitEntry,
  countOrPeerEstimateIn,
  type Figure,
  type GeographyEntry,
  getBuyerUnit,
  getCountry,
  getGeography,
  getIndustry,
  type IndustryEntry,
  itShareOfRevenue,
  KNOWLEDGE_BASE,
  type PeerEstimate,
  PRODUCT_KIND_NAMES,
  type ProductKind,
} from "../../engine/knowledge";
import type { BuyerSpend, PriceRange } from "../../engine/knowledge/schema";
import { formatUsd } from "../../engine/knowledge/schema";
import { inLocal, type LocalMoney, localMoney, toUsd } from "../../engine/local-money";
import { formatCount, formatNumber } from "../../engine/provenance-builder";
import { groupPhrase, isWithin, quoteText } from "../../engine/reading";
import {
  moneyIn,
  paymentsOf,
  priceWords,
  upfrontWords,
  yearlyOf,
  yearlyWhy,
} from "../../engine/reading/price";
import { capitalise, lowerFirst } from "../../engine/text";
import { growthRate } from "./benchmarks.server";
import {
  type AnalysisContext,
  article,
  industryName,
  optionalQuote,
  segmentPhrase,
} from "./context.server";
import { readMoney } from "./founder-input.server";
import {
  describePriceRange,
  formatMoney,
  formatPercent,
  joinWords,
  kbText,
  pedigreeOf,
  recordPriceRange,
  roundPercent,
} from "./kb-prose.server";
import type { MarketSizing } from "./schema";

/** Share of a freemium product's free users who pay, when no market states its own. */
const FREEMIUM_PAYING_SHARE = 4;
/** Above this ratio between the two TAMs the analysis warns (issue 4). */
export const DIVERGENCE_LIMIT = 3;
/** People one physical location draws from: about one mid-sized metro area. */
const CATCHMENT_PEOPLE = 1_000_000;
/** Share of the served market a new entrant can win within three years, by competition. */
const OBTAINABLE_SHARE: Record<IndustryEntry["competitionIntensity"], number> = {
  low: 2,
  medium: 1,
  high: 0.5,
};
/** How many times a year a customer pays a price of each period. */
const PURCHASES_PER_YEAR: Record<PriceRange["period"], { count: number; why: string }> = {
  month: { count: 12, why: "12 months" },
  year: { count: 1, why: "1 payment a year" },
  week: { count: 52, why: "52 weeks" },
  day: { count: 20, why: "20 days a year (assumed)" },
  hour: { count: 20, why: "20 hours a year (assumed: under two hours a month)" },
  transaction: { count: 4, why: "4 purchases a year (assumed: about one a quarter)" },
  "one-time": { count: 1, why: "1 purchase a year (assumed: bought once, counted in one year)" },
};

/** A share of the market, in percent as displayed and as the fraction used. */
interface Share {
  percent: number;
  display: string;
}

/** The display strings of the sizing, for the other sections to quote. */
export interface SizingShown {
  topDown: { tam: string; sam: string; som: string };
  bottomUp: { tam: string; sam: string; som: string };
  year: number;
  /** The market the idea is in: "pet services", or the industry ("Healthcare"). */
  marketName: string;
  /** That market's figure where the founder sells, with its provenance: context, not a TAM. */
  market: string;
  /** What the top-down figure is: a market's own, the buyers' spending, or not made. */
  topDownBasis: TopDownBasis;
  /** Where buyers are counted: "in Ireland", "in the United States", "worldwide". */
  within: string;
  /** False when no count of the buyers exists where the founder sells: no bottom-up figure. */
  counted: boolean;
  /**
   * The sentence that says what count is missing and asks for it; null when counted. A count
   * estimated from peer countries is counted and asked for (decision 031).
   */
  ask: string | null;
  /** True when the count is an estimate from peer countries' count per person (decision 031). */
  fromPeers: boolean;
  /** How many units that buy there are in the scope: "65.1 million". */
  customers: string;
  /** What they are: "households with a dog", "community hospitals", "people", "businesses". */
  customerNoun: string;
  /**
   * What the segment's customers are: the narrower unit the founder named inside the counted
   * one ("hotels" among employer firms), else `customerNoun`.
   */
  segmentNoun: string;
  /** Business or consumer buyers, as counted. */
  customerKind: "b2b" | "b2c";
  /** The share of the units that pays in a year, or null when every unit counts. */
  payingShare: string | null;
  segmentCustomers: string;
  wonCustomers: string;
  /** The year's spend per paying customer: "$960". */
  annualSpend: string;
  /** The price range used, "$10–$150 per user a month", and its name, "per-seat plan". */
  priceRange: string;
  priceName: string;
  /** Where the spend per customer came from, for "we used …": a price range or the market's. */
  spendBasis: string;
  /** What the segment share picks out: a unit the founder named, or "the X segment". */
  segmentName: string;
  /** True when the segment is a counted unit the founder named, not an industry segment. */
  segmentIsUnit: boolean;
  segmentShare: string;
  reachShare: string;
  /** True when the reach is one location's catchment (a shop or venue people come to). */
  oneLocation: boolean;
  obtainableShare: string;
  growth: string;
  ratio: string;
}

export interface SizingOutcome {
  sizing: MarketSizing;
  shown: SizingShown;
  /** The market the idea is in (its niche's, else the industry's) where the founder sells, USD. */
  marketValue: number;
  /** The founder's currency when it is not the US dollar: the other sections show money in it. */
  local: LocalMoney | null;
  /** The `marketSize` text of the result. */
  text: string;
}

// ---------------------------------------------------------------------------------------------
// Top-down
// ---------------------------------------------------------------------------------------------

interface ScopeMarket {
  value: number;
  year: number;
  display: string;
  /** The market's name in prose: "pet services", "Healthcare". */
  name: string;
  /** What the figure measures. */
  definition: string;
  /** One sentence about how the scope's figure was reached. */
  note: string;
}

/** The market the idea is in: the niche market it names, else the form's industry. */
function scopeMarket(context: AnalysisContext): ScopeMarket {
  const niche = context.market?.market;
  if (niche === undefined) return industryMarket(context, context.industry);
  const parent = getIndustry(niche.industry);
  const { geography, provenance, place } = context;
  const scope = geography.scope;
  const usPlace = place.country?.id === "us";
  const words = joinWords((context.market?.phrases ?? []).map((phrase) => `“${phrase}”`));
  const own = (figure: Figure, where: string): ScopeMarket => {
    const display = provenance.figure(`${where} ${niche.name} market (${figure.year})`, figure);
    return {
      value: figure.value,
      year: figure.year,
      display,
      name: niche.name,
      definition: niche.definition,
      note:
        `Your idea (${words}) is in ${niche.name}, so the top-down figure is that market's own ` +
        `${where === "US" ? "US" : "worldwide"} figure (${display}, ${pedigreeOf(figure)}), not ` +
        `the whole ${industryName(context.industry)} industry.`,
    };
  };
  if (usPlace && niche.usMarketSize !== undefined) {
    return own(niche.usMarketSize, "US");
  }
  if (scope === "Global" && niche.globalMarketSize !== undefined) {
    return own(niche.globalMarketSize, "Global");
  }
  const base = niche.globalMarketSize ?? niche.usMarketSize;
  if (base === undefined) {
    const broad = industryMarket(context, parent);
    return {
      ...broad,
      note:
        `Your idea (${words}) is in ${niche.name}; the knowledge base has no figure of its own ` +
        `for it, so the top-down figure is the whole ${industryName(parent)} market it belongs ` +
        `to. ${broad.note}`,
    };
  }
  const fromGlobal = niche.globalMarketSize !== undefined;
  const baseDisplay = provenance.figure(
    `${fromGlobal ? "Global" : "US"} ${niche.name} market (${base.year})`,
    base,
  );
  const usShareFigure = getGeography("United States").industryShares[parent.name];
  const shareFigure = placeShare(context, parent);
  const usShare = provenance.figure(
    `United States share of the ${industryName(parent)} market (${usShareFigure.year})`,
    usShareFigure,
  );
  const scopeShare = recordShare(context, parent, shareFigure);
  const global = fromGlobal ? base.value : base.value / (usShareFigure.value / 100);
  const value = Math.round(scope === "Global" ? global : global * (shareFigure.value / 100));
  const arithmetic = fromGlobal
    ? `Global ${niche.name} ${baseDisplay} × ${place.label} share of ${industryName(parent)} ${scopeShare}`
    : scope === "Global"
      ? `US ${niche.name} ${baseDisplay} ÷ US share of ${industryName(parent)} ${usShare}`
      : `US ${niche.name} ${baseDisplay} ÷ US share of ${industryName(parent)} ${usShare} × ` +
        `${place.label} share ${scopeShare}`;
  const display = provenance.estimate(
    `${niche.name} market ${place.within} (${base.year})`,
    formatUsd(value),
    `${arithmetic} = ${formatUsd(value)} (${pedigreeOf(base)}).`,
  );
  return {
    value,
    year: base.year,
    display,
    name: niche.name,
    definition: niche.definition,
    note:
      `Your idea (${words}) is in ${niche.name}: the top-down figure scales that market's ` +
      `${fromGlobal ? "worldwide" : "US"} figure by ${industryName(parent)}'s geographic split ` +
      `(${arithmetic}), not the whole ${industryName(context.industry)} industry.`,
  };
}

function industryMarket(context: AnalysisContext, industry: IndustryEntry): ScopeMarket {
  const { provenance, place } = context;
  const name = industryName(industry);
  if (place.country?.id === "us") {
    const figure = industry.usMarketSize;
    const display = provenance.figure(`US ${name} market (${figure.year})`, figure);
    return {
      value: figure.value,
      year: figure.year,
      display,
      name,
      definition: industry.marketDefinition,
      note:
        `For the United States we use the knowledge base's own US figure (${display}, ` +
        `${pedigreeOf(figure)}) rather than a share of the world market.`,
    };
  }
  const global = industry.globalMarketSize;
  const globalDisplay = provenance.figure(`Global ${name} market (${global.year})`, global);
  const shareFigure = placeShare(context, industry);
  const share = recordShare(context, industry, shareFigure);
  const value = Math.round(global.value * (shareFigure.value / 100));
  const display = provenance.estimate(
    `${name} market ${place.within} (${global.year})`,
    formatUsd(value),
    `Global ${name} market ${globalDisplay} (${pedigreeOf(global)}) × ${place.label} share ` +
      `${share} = ${formatUsd(value)}.`,
  );
  return {
    value,
    year: global.year,
    display,
    name,
    definition: industry.marketDefinition,
    note: scopeNote(context, industry, globalDisplay, share),
  };
}

function scopeNote(
  context: AnalysisContext,
  industry: IndustryEntry,
  globalDisplay: string,
  share: string,
): string {
  const { geography, provenance, place } = context;
  if (place.country !== null) {
    return (
      `For ${place.name} the knowledge base has no ${industryName(industry)} market figure of ` +
      `its own, so it takes ${place.name}'s share of world GDP, ${share}, of the global market ` +
      `(${globalDisplay}): this assumes ${place.name} spends on it like the world does relative ` +
      "to its income. Replace it with a national figure when you have one."
    );
  }
  if (geography.scope === "Global") {
    const usShareFigure = getGeography("United States").industryShares[industry.name];
    const usShare = provenance.figure(
      `United States share of the ${industryName(industry)} market (${usShareFigure.year})`,
      usShareFigure,
    );
    return (
      `Global scope: the whole ${industryName(industry)} market, ${globalDisplay}. Nobody launches ` +
      `everywhere at once: the United States alone is ${usShare} of it, so size your first ` +
      "country separately before you plan a rollout."
    );
  }
  if (geography.scope === "Specific Country/Region") {
    return (
      "You chose a specific country or region. Without its own figure, the knowledge base sizes " +
      `it as a typical mid-sized national market, ${share} of the global market (a Ninefold ` +
      "estimate from IMF GDP shares); replace it with your country's own figure when you have one."
    );
  }
  const basis = geography.industryShares[industry.name]!.basis;
  const pedigree =
    basis.kind === "source"
      ? `a ${pedigreeOf(geography.industryShares[industry.name]!)} figure`
      : "a Ninefold estimate; its arithmetic is listed with the assumptions";
  return `${geography.scope}'s share of the global ${industryName(industry)} market, ${share}, is ${pedigree}.`;
}

/**
 * The share of an industry's world market the place holds: a named country's share of world
 * GDP (the knowledge base has no country splits by industry), else the scope's industry share.
 */
function placeShare(context: AnalysisContext, industry: IndustryEntry): Figure {
  const country = context.place.country;
  if (country === null) return context.geography.industryShares[industry.name];
  return country.id === "us"
    ? getGeography("United States").industryShares[industry.name]
    : country.gdpShare;
}

function recordShare(context: AnalysisContext, industry: IndustryEntry, figure: Figure): string {
  const { place, provenance } = context;
  const country = place.country;
  return country !== null && country.id !== "us"
    ? provenance.figure(`${place.label} share of world GDP (${figure.year})`, figure)
    : provenance.figure(
        `${country === null ? context.geography.scope : "United States"} share of the ${industryName(industry)} market (${figure.year})`,
        figure,
      );
}

// ---------------------------------------------------------------------------------------------
// Top-down from the buyers' own spending (issue 23, decision 046)
// ---------------------------------------------------------------------------------------------

/**
 * The kind of product the founder sells, when the knowledge base can read what organisations
 * spend on it: software for SaaS, freemium, apps and digital subscriptions; IT services for a
 * technology service or consultancy. Null for anything else (a device, a cleaning round, food).
 */
function productKind(context: AnalysisContext): ProductKind | null {
  const model = context.model.model.name;
  if (model === "SaaS" || model === "Freemium" || model === "Mobile App") return "software";
  if (model === "Subscription" && context.request.businessType !== "offline") return "software";
  const service =
    model === "B2B Services" || model === "Consulting" || model === "Professional Services";
  return service && context.industry.name === "Technology" ? "it-services" : null;
}

/** What one buyer spends a year on the kind of product, each step recorded. */
interface Wallet {
  kind: ProductKind;
  perBuyer: number;
  /** The year the revenue per buyer describes: the year of the top-down figure. */
  year: number;
  /** "$6,120" with its provenance marker. */
  display: string;
  /** "$612,000 revenue × 4.8% on IT × 20.9% of IT on software", for the text. */
  steps: string;
}

/** Why the top-down figure could not be made, for the text: what it would need. */
interface NoWallet {
  missing: string[];
}

/**
 * What one of the counted organisations spends a year on the kind of product: its revenue (the
 * US figure, scaled by GDP per person where the founder sells elsewhere) × the share of revenue
 * spent on IT × the part of IT that is this kind of product. Null with what is missing when any
 * piece is not in the knowledge base, or the buyers are people, or the place is a region.
 */
function buyersWallet(context: AnalysisContext, buyers: Buyers): Wallet | NoWallet {
  const kind = productKind(context);
  const unit = buyers.named?.unit ?? buyers.unit;
  const missing: string[] = [];
  if (buyers.kind !== "b2b" || unit === null || unit.kind !== "organisation") {
    missing.push(
      `a count of the organisations that buy (${buyers.noun} are counted as people or households, whose spending on this kind of product is not in our sources)`,
    );
  } else if (buyers.count === null) {
    missing.push(`the number of ${buyers.noun} ${context.place.within}`);
  }
  if (kind === null) {
    missing.push(
      `what organisations spend on ${lowerFirst(context.model.model.name)} offers like yours, ` +
        "as a share of their revenue (our sources give it only for software and IT services)",
    );
  }
  const revenue = unit?.revenue;
  if (unit !== null && unit.kind === "organisation" && revenue === undefined) {
    missing.push(`what one ${unit.singular} takes in a year`);
  }
  const country = context.place.country;
  if (country === null && context.geography.scope !== "United States") {
    missing.push(`a single country to size (${context.place.name} mixes many)`);
  }
  if (missing.length > 0 || kind === null || revenue === undefined || unit === null) {
    return { missing };
  }
  const { provenance, place } = context;
  const revenueUs = provenance.figure(
    `Revenue of one US ${unit.singular} a year (${revenue.year})`,
    revenue,
  );
  let revenueHere = revenue.value;
  let revenueDisplay = revenueUs;
  if (country !== null && country.id !== "us") {
    const us = getCountry("us");
    const ratio =
      (country.gdpShare.value / us.gdpShare.value) *
      (us.population.value / country.population.value);
    revenueHere = revenue.value * ratio;
    revenueDisplay = provenance.estimate(
      `Revenue of one ${unit.singular} a year ${place.within}`,
      formatUsd(Math.round(revenueHere)),
      `The US figure ${revenueUs} × ${place.label}'s GDP per person as a share of the US's ` +
        `(${formatPercent(country.gdpShare.value)} of world GDP for ${formatCount(country.population.value)} ` +
        `people against ${formatPercent(us.gdpShare.value)} for ${formatCount(us.population.value)}: ` +
        `${formatPercent(Math.round(ratio * 1000) / 10)}) = ${formatUsd(Math.round(revenueHere))}. ` +
        `An estimate: it assumes ${unit.plural} ${place.within} take in what US ones do, scaled ` +
        "by income per person.",
    );
  }
  const it = itShareOfRevenue(context.industry.name);
  const itDisplay = provenance.figure(
    it.ofIndustry
      ? `IT spending as a share of revenue, ${industryName(context.industry)} (${it.figure.year})`
      : `IT spending as a share of revenue, all industries (${it.figure.year})`,
    it.figure,
  );
  const part = KNOWLEDGE_BASE.itSpending.shareOfIt[kind];
  const partDisplay = provenance.figure(
    `${capitalise(PRODUCT_KIND_NAMES[kind])} as a share of IT spending (${part.year})`,
    part,
  );
  const perBuyer = revenueHere * (it.figure.value / 100) * (part.value / 100);
  const shownPerBuyer = formatUsd(Math.round(perBuyer));
  const steps =
    `${revenueDisplay} revenue × ${itDisplay} of revenue on IT × ${partDisplay} of IT on ` +
    PRODUCT_KIND_NAMES[kind];
  const display = provenance.estimate(
    `What one ${unit.singular} spends on ${PRODUCT_KIND_NAMES[kind]} a year`,
    shownPerBuyer,
    `${steps} = ${shownPerBuyer}.`,
  );
  return { kind, perBuyer, display, steps, year: revenue.year };
}

const isWallet = (value: Wallet | NoWallet): value is Wallet => "perBuyer" in value;

/**
 * What the top-down figure is (decision 046): the market the idea is in ("market", a niche the
 * knowledge base measures), the counted buyers' own spending on this kind of product
 * ("buyers-spending"), or nothing ("none": the text says what it would need). Never a whole
 * industry's turnover.
 */
export type TopDownBasis = "market" | "buyers-spending" | "none";

interface TopDownParts {
  basis: TopDownBasis;
  wallet: Wallet | NoWallet | null;
  market: ScopeMarket;
  buyers: Buyers;
  shown: SizingShown["topDown"];
  segment: Share;
  reach: Share;
  obtainable: Share;
}

/** The top-down paragraph of the sizing text, for each basis. */
function topDownParagraph(context: AnalysisContext, parts: TopDownParts): string {
  const { provenance, place } = context;
  const { market, buyers, shown, wallet } = parts;
  const within = place.within;
  const reachClause = servesOneLocation(context, buyers.kind)
    ? `, within reach of one location (${parts.reach.display} of the scope)`
    : "";
  const som =
    `SOM ${shown.som}: ${article(parts.obtainable.display)} ${parts.obtainable.display} share of ` +
    "that within three years.";
  if (parts.basis === "market") {
    const definition = kbText(provenance, `${market.name} market definition`, market.definition);
    return (
      `Top-down (${market.year}): TAM ${shown.tam}, the ${market.name} market ${within} — ` +
      `${lowerFirst(definition).replace(/\.$/u, "")}. SAM ${shown.sam}: ` +
      `${segmentPhrase(context)}, ${parts.segment.display} of the market${reachClause}. ${som}`
    );
  }
  const industry = industryName(context.industry);
  const scale =
    context.industry.name === "Other"
      ? ""
      : ` The ${industry} market ${within}, ${market.display}, is the whole industry's ` +
        `turnover, not what ${buyers.noun} spend on offers like yours: it is shown for scale ` +
        "and never used as your TAM.";
  if (parts.basis === "buyers-spending" && wallet !== null && isWallet(wallet)) {
    return (
      `Top-down: TAM ${shown.tam}, what ${buyers.display} ${buyers.noun} ${within} spend on ` +
      `${PRODUCT_KIND_NAMES[wallet.kind]} a year: ${wallet.steps} = ${wallet.display} each. ` +
      `It is all the ${PRODUCT_KIND_NAMES[wallet.kind]} they buy, yours and everyone else's: a ` +
      `ceiling for your price, not your revenue. SAM ${shown.sam}: ${parts.segment.display} of ` +
      `them in your segment${reachClause}. ${som}${scale}`
    );
  }
  const missing = wallet !== null && !isWallet(wallet) ? wallet.missing : [];
  const needs =
    missing.length === 0
      ? ""
      : ` What it needs and our sources do not have: ${joinWords(missing)}.`;
  return (
    `Top-down: not sized. It would be what ${buyers.noun} ${within} spend a year on offers ` +
    "like yours: their number × what one takes in × the share of that spent on this kind of " +
    `product.${needs} If you know what one of them spends a year on tools or services like ` +
    `yours, that figure × your buyer count is your top-down TAM.${scale}`
  );
}

/**
 * The founder's price against what one buyer spends on the kind of product a year (decision
 * 046): the share of that spending the price would take. Above half of it the price is
 * questioned; the figures are never called a credible range.
 */
function priceShareNote(
  context: AnalysisContext,
  shown: SizingShown,
  wallet: Wallet,
  spendValue: number,
  payingPercent: number,
): string {
  const share = (spendValue / wallet.perBuyer) * 100;
  const shareDisplay = context.provenance.estimate(
    `Your price as a share of what one buyer spends on ${PRODUCT_KIND_NAMES[wallet.kind]}`,
    formatPercent(roundPercent(share)),
    `${shown.annualSpend} a year ÷ ${wallet.display} a year = ${formatPercent(roundPercent(share))}.`,
  );
  const kind = PRODUCT_KIND_NAMES[wallet.kind];
  const paying = payingPercent < 100 ? ` (and ${formatPercent(payingPercent)} of them paying)` : "";
  const verdict =
    share > 100
      ? "more than one of them spends on all its " +
        `${kind} in a year by our estimate: lower the price, or find out in interviews what ` +
        "they pay today before you plan with it."
      : share > 50
        ? `more than half of all the ${kind} one of them buys: it must replace much of what ` +
          "they use today, so test that before you plan with this price."
        : share >= 5
          ? `a real line in their ${kind} budget: they will compare you with what they use ` +
            "today, so the interviews should find out what that is and what it costs."
          : `a small part of their ${kind} budget: price is unlikely to stop them, so the ` +
            "interviews should test whether the problem is worth their time.";
  return (
    `The two TAMs measure different things: the top-down one (${shown.topDown.tam}) is all the ` +
    `${kind} your buyers buy, the bottom-up one (${shown.bottomUp.tam}) is your price × them` +
    `${paying}. Your price, ${shown.annualSpend} a year, is ${shareDisplay} of what one of them ` +
    `spends on ${kind} (${wallet.display}): ${verdict} Plan with the bottom-up figures.`
  );
}

// ---------------------------------------------------------------------------------------------
// Who buys
// ---------------------------------------------------------------------------------------------

/** How a bottom-up count was reached (issue 23), as `sizing.buyers.status` records it. */
export type BuyerCountStatus = "counted" | "estimated" | "founder" | "asked";

/** The units bottom-up sizing counts, and the narrower unit the founder named inside them. */
interface Buyers {
  /** The unit counted (null: the founder's own count, a population, or nothing counted). */
  unit: BuyerUnitEntry | null;
  /** How many there are where the founder sells; null when the analysis asks for it. */
  count: number | null;
  display: string;
  noun: string;
  kind: "b2b" | "b2c";
  /** The founder's narrower unit inside `unit` and its count, for the segment share. */
  named: { unit: BuyerUnitEntry; count: number; display: string } | null;
  /** True when the target market's words name `unit` itself (or a unit that holds it). */
  namesCounted: boolean;
  status: BuyerCountStatus;
  /** Set only when consumers are counted as a whole population (never for a business). */
  fallback: "population" | null;
  /**
   * Where the rate per person came from when no count is published where the founder sells
   * ("the United States", "worldwide"): the count is carried over, and the text says so.
   */
  carried: string | null;
  /** Set when the count is estimated from peer countries' count per person (decision 031). */
  peers: PeerEstimate | null;
}

interface UnitCount {
  count: number;
  display: string;
  status: "counted" | "estimated";
  /** Set when the count is another place's rate per person carried over. */
  carried?: string;
  /** Set when the count is estimated from peer countries (decision 031). */
  peers?: PeerEstimate;
}

const statusOf = (figure: Figure): "counted" | "estimated" =>
  figure.basis.kind === "source" ? "counted" : "estimated";

/**
 * How many of a unit there are where the founder sells: the country's own count, the scope's,
 * for a unit that scales with population an estimate from peer countries' count per person
 * (decision 031), or, for households and people, the US or world rate per person carried over
 * (an estimate). Null for any other organisation without a count there: the analysis asks
 * rather than scaling a population (issue 23).
 */
function unitCount(context: AnalysisContext, unit: BuyerUnitEntry): UnitCount | null {
  const { geography, provenance, place } = context;
  const scope = geography.scope;
  const within = place.within;
  const label = `${capitalise(unit.plural)} ${within}`;
  const country = place.country;
  if (unit.id === "people") {
    const display = provenance.figure(
      `Population of ${place.label} (${place.population.year})`,
      place.population,
    );
    return { count: place.population.value, display, status: "counted" };
  }
  if (country !== null) {
    const found = countOrPeerEstimateIn(unit, country);
    const peers = found?.peers ?? null;
    if (found !== null && peers === null) {
      return {
        count: found.figure.value,
        display: provenance.figure(`${label} (${found.figure.year})`, found.figure),
        status: statusOf(found.figure),
      };
    }
    if (peers !== null) {
      return {
        count: peers.figure.value,
        display: provenance.figure(
          `${label} (estimate from peer countries, ${peers.figure.year})`,
          peers.figure,
        ),
        status: "estimated",
        peers,
      };
    }
  } else if (scope === "Global" && unit.global !== undefined) {
    return {
      count: unit.global.value,
      display: provenance.figure(`${label} (${unit.global.year})`, unit.global),
      status: statusOf(unit.global),
    };
  }
  // No count where the founder sells. A business is asked for, never scaled from people; a
  // region keeps the per-person estimate for households and people only.
  if (unit.kind === "organisation") {
    const region = country === null && scope !== "Specific Country/Region";
    if (!region) return null;
  }
  const world = getGeography("Global").population;
  const us = getGeography("United States").population;
  const reference = unit.global ?? unit.us;
  const referencePeople = unit.global === undefined ? us : world;
  const where = unit.global === undefined ? "United States" : "worldwide";
  const referenceDisplay = provenance.figure(
    `${capitalise(unit.plural)} ${where === "worldwide" ? "worldwide" : "in the United States"} (${reference.year})`,
    reference,
  );
  const peopleDisplay = provenance.figure(
    `Population of ${place.label} (${place.population.year})`,
    place.population,
  );
  const count = Math.round(reference.value * (place.population.value / referencePeople.value));
  const display = provenance.estimate(
    `${label} (estimate)`,
    formatCount(count),
    `${referenceDisplay} ${unit.plural} ${where === "worldwide" ? "worldwide" : "in the United States"} × ` +
      `${peopleDisplay} people ${within} ÷ ${formatCount(referencePeople.value)} people ` +
      `${where === "worldwide" ? "worldwide" : "in the United States"} = ${formatCount(count)}. ` +
      `Assumes the ${where === "worldwide" ? "world's" : "US"} rate per person holds ${within}.`,
  );
  return {
    count,
    display,
    status: "estimated",
    carried: where === "worldwide" ? "worldwide" : "the United States",
  };
}

/** What the founder's words call the buyers when no counted unit names them. */
function buyerWords(context: AnalysisContext): string {
  const { buyer, words } = context;
  if (buyer.establishment !== null) return quoteText(buyer.establishment, 60) || "these businesses";
  if (buyer.unit !== null) return buyer.unit.plural;
  // "homeschooling families", "adults living with type 1 diabetes": the group a qualifier
  // narrows out of a counted unit, in the founder's words.
  if (buyer.group !== undefined) return quoteText(buyer.group, 60) || words.target;
  if (words.target === "your target customers") return "the businesses you sell to";
  // "retirees", "dairy farmers": the group the target market names, not its whole sentence.
  const group = groupPhrase(context.request.targetMarket ?? "");
  return (group === null ? "" : quoteText(group, 60)) || words.target;
}

function buyersOf(context: AnalysisContext): Buyers {
  const niche = context.market?.market;
  const named = context.buyer.unit;
  const counted = niche !== undefined ? getBuyerUnit(niche.buyer) : (named ?? null);
  const own = context.request.buyerCount;
  if (own !== undefined) return foundersBuyers(context, own, named ?? counted);
  if (counted === null) return uncountedBuyers(context);
  const found = unitCount(context, counted);
  if (found === null) return askedBuyers(counted.plural, counted.orientation, counted);
  const narrower =
    named !== null && named.id !== counted.id && isWithin(named, counted) ? named : null;
  const narrowerCount = narrower === null ? null : unitCount(context, narrower);
  return {
    unit: counted,
    count: found.count,
    display: found.display,
    noun: counted.plural,
    kind: counted.orientation,
    named:
      narrower === null || narrowerCount === null
        ? null
        : { unit: narrower, count: narrowerCount.count, display: narrowerCount.display },
    namesCounted:
      named !== null &&
      !context.buyer.qualified &&
      (named.id === counted.id || isWithin(counted, named)),
    status: found.status,
    fallback: null,
    carried: found.carried ?? null,
    peers: found.peers ?? null,
  };
}

/** The founder's own count of their buyers: used whole, cited as theirs. */
function foundersBuyers(
  context: AnalysisContext,
  own: number,
  unit: BuyerUnitEntry | null,
): Buyers {
  const noun =
    context.buyer.establishment === null
      ? (unit?.plural ?? buyerWords(context))
      : buyerWords(context);
  const display = context.provenance.input(
    `${capitalise(noun)} ${context.place.within}, your count`,
    "buyerCount",
    formatCount(own),
  );
  return {
    unit,
    count: own,
    display,
    noun,
    kind: unit?.orientation ?? context.buyer.orientation ?? context.segments.orientation,
    named: null,
    namesCounted: true,
    status: "founder",
    fallback: null,
    carried: null,
    peers: null,
  };
}

/** No count exists for these buyers where the founder sells: say so and ask for it. */
function askedBuyers(noun: string, kind: "b2b" | "b2c", unit: BuyerUnitEntry | null): Buyers {
  return {
    unit,
    count: null,
    display: "",
    noun,
    kind,
    named: null,
    namesCounted: true,
    status: "asked",
    fallback: null,
    carried: null,
    peers: null,
  };
}

/**
 * No counted unit is named. A business buyer (a trade or establishment the knowledge base does
 * not count, a role inside an organisation, business segments) is asked for: never all of the
 * scope's businesses. So is a group of consumers the words narrow ("JEE aspirants"); only a
 * target market naming nobody falls back to the place's people, and says so.
 */
function uncountedBuyers(context: AnalysisContext): Buyers {
  const { segments, provenance, place, buyer } = context;
  const business =
    buyer.establishment !== null ||
    buyer.roleInOrganisation ||
    (buyer.orientation ?? segments.orientation) === "b2b";
  if (business) return askedBuyers(buyerWords(context), "b2b", null);
  // "JEE aspirants", "students preparing for exams": a group of people the words narrow and no
  // unit counts is asked for, never counted as the whole population (issue 23). Only a target
  // market that names nobody falls back to the place's people, and says so.
  if (context.words.target !== "your target customers") {
    return askedBuyers(buyerWords(context), "b2c", null);
  }
  const display = provenance.figure(
    `Population of ${place.label} (${place.population.year})`,
    place.population,
  );
  return {
    unit: null,
    count: place.population.value,
    display,
    noun: "people",
    kind: "b2c",
    named: null,
    namesCounted: false,
    status: statusOf(place.population),
    fallback: "population",
    carried: null,
    peers: null,
  };
}

// ---------------------------------------------------------------------------------------------
// Shares
// ---------------------------------------------------------------------------------------------

function segmentShare(context: AnalysisContext, buyers: Buyers): Share {
  const label = "Segment share of the market";
  const { industry, segments, words, provenance } = context;
  if (buyers.named !== null) {
    const percent = Math.min(
      100,
      roundPercent((buyers.named.count / (buyers.count ?? buyers.named.count)) * 100),
    );
    const display = provenance.estimate(
      label,
      `${formatNumber(percent)}%`,
      `Your target market ${words.target} names ${buyers.named.unit.plural} ` +
        `(“${context.buyer.phrase}”): ${buyers.named.display} of ${buyers.display} ` +
        `${buyers.noun} = ${formatNumber(percent)}%.`,
    );
    return { percent, display };
  }
  if (buyers.status === "founder") {
    const display = provenance.estimate(
      label,
      "100%",
      `You counted the buyers yourself (${buyers.display} ${buyers.noun}), so the whole count ` +
        "is your segment: 100%.",
    );
    return { percent: 100, display };
  }
  if (buyers.namesCounted) {
    const display = provenance.estimate(
      label,
      "100%",
      `Your target market ${words.target} names the buyers counted (“${context.buyer.phrase}”: ` +
        `${buyers.noun}), so the whole count is your segment: 100%.`,
    );
    return { percent: 100, display };
  }
  const total = industry.customerSegments.length;
  const picked = segments.segments.length;
  const percent = roundPercent((picked / total) * 100);
  const names = joinWords(segments.segments.map((segment) => `“${segment.name}”`));
  const how =
    segments.matchedBy === "words"
      ? `Your target market ${words.target} matches the ${industryName(industry)} segment${picked > 1 ? "s" : ""} ${names}`
      : segments.matchedBy === "cues"
        ? `Your target market ${words.target} reads as ${segments.orientation === "b2b" ? "business" : "consumer"} buyers; the closest segment is ${names}`
        : `Your target market ${words.target} names no segment of the knowledge base, so the first one that fits your business model, ${names}, is used`;
  const display = provenance.estimate(
    label,
    `${formatNumber(percent)}%`,
    `${how}: ${picked} of the knowledge base's ${total} ${industryName(industry)} segments, assumed to ` +
      `spend equally: ${picked} ÷ ${total} = ${formatNumber(percent)}%.`,
  );
  return { percent, display };
}

/**
 * True when the reach is one location's catchment: an offline business whose buyers are people,
 * who come to it. Organisations are visited, supplied or shipped to, so their seller is not held
 * to one metro's people (9,200 US library systems × one metro's 0.3% left 28 in reach and 0 won).
 */
function servesOneLocation(context: AnalysisContext, kind: Buyers["kind"]): boolean {
  return context.request.businessType === "offline" && kind === "b2c";
}

/**
 * Customers won as a count: whole customers from one up; under one, one significant digit
 * ("0.1", "0.05"), never a rounded "0" for a small but real product of counts and shares.
 */
export function formatWon(value: number): string {
  if (value >= 1 || value <= 0) return formatCount(value);
  return String(Number(value.toPrecision(1)));
}

function reachShare(context: AnalysisContext, kind: Buyers["kind"]): Share {
  const { provenance, request } = context;
  if (request.businessType === "offline" && kind === "b2b") {
    return {
      percent: 100,
      display: provenance.estimate(
        "Share of the scope you can serve",
        "100%",
        "Your buyers are organisations: a business that goes to them (delivers, installs, " +
          "visits or ships) is not held to the people around one location, so the whole scope " +
          "is within reach (100%), with the local limit left to the obtainable share.",
      ),
    };
  }
  if (request.businessType !== "offline") {
    const method =
      request.businessType === "digital"
        ? "A digital business can sell to the whole scope online: 100% reach."
        : "Online sales reach the whole scope; the physical side is local: 100% reach assumed, " +
          "with the local limit left to the obtainable share.";
    return {
      percent: 100,
      display: provenance.estimate("Share of the scope you can serve", "100%", method),
    };
  }
  const { place } = context;
  const population = provenance.figure(
    `Population of ${place.label} (${place.population.year})`,
    place.population,
  );
  const catchment = provenance.estimate(
    "People within reach of one location",
    formatCount(CATCHMENT_PEOPLE),
    "A physical business draws customers from about one metro area; assumed " +
      `${formatCount(CATCHMENT_PEOPLE)} people, a mid-sized metro.`,
  );
  const percent = Math.min(100, roundPercent((CATCHMENT_PEOPLE / place.population.value) * 100));
  const display = provenance.estimate(
    "Share of the scope you can serve",
    formatPercent(percent),
    `One location's ${catchment} people ÷ ${population} people ` +
      `${place.within} = ${formatPercent(percent)}.`,
  );
  return { percent, display };
}

function obtainableShare(context: AnalysisContext): Share {
  const { industry, provenance } = context;
  const percent = OBTAINABLE_SHARE[industry.competitionIntensity];
  const display = provenance.estimate(
    "Obtainable share within three years",
    formatPercent(percent),
    "A new entrant rarely wins more than a few percent of its served market in its first " +
      `three years; with ${industry.competitionIntensity} competition in ${industryName(industry)} ` +
      `(knowledge-base rating) we assume ${formatPercent(percent)} (low 2%, medium 1%, ` +
      "high 0.5%).",
  );
  return { percent, display };
}

/** The niche market's paying share and spend for the scope: worldwide figures outside the US. */
function spendFor(context: AnalysisContext): BuyerSpend | null {
  const niche = context.market?.market;
  if (niche === undefined) return null;
  return context.place.country?.id === "us" ? niche.us : (niche.global ?? niche.us);
}

/**
 * The share of the counted units that pays in a year: the niche market's, a freemium product's
 * conversion, or null when every unit is a paying customer (a price for all).
 */
function payingShare(context: AnalysisContext, buyers: Buyers): Share | null {
  const { provenance } = context;
  const spend = spendFor(context);
  if (spend !== null) {
    const display = provenance.figure(
      `Share of ${buyers.noun} paying for ${context.market!.market.name} in a year`,
      spend.buyingShare,
    );
    return { percent: spend.buyingShare.value, display };
  }
  if (context.model.model.name === "Freemium") {
    const display = provenance.estimate(
      "Share of free users who pay",
      formatPercent(FREEMIUM_PAYING_SHARE),
      "Freemium products usually convert about 2–5% of their free users to a paid plan; " +
        `${formatPercent(FREEMIUM_PAYING_SHARE)} assumed. Only payers are counted, at the ` +
        "paid plan's price.",
    );
    return { percent: FREEMIUM_PAYING_SHARE, display };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Spend
// ---------------------------------------------------------------------------------------------

interface AnnualSpend {
  value: number;
  display: string;
  rangeText: string;
  perYear: number;
  /** True when the spend is the niche market's own figure, not a point in a price range. */
  fromMarket: boolean;
  /**
   * The founder's price, when the spend is it (annualised, in US dollars): the knowledge base's
   * range is then only a comparison. "your price, ₹999 a month".
   */
  founder?: string;
  /** Where in the price range the spend sits: "at its midpoint", "at its low end, …". */
  point: string;
}

/**
 * Where in a price range one buyer pays when no market figure says what it spends (issue 16):
 * the buyer unit's position (a small nonprofit at the low end, a hospital at the midpoint),
 * else the midpoint. An estimate; the method says so.
 */
function pricePoint(unit: BuyerUnitEntry | null): { position: number; text: string; why: string } {
  const position = unit?.pricePosition ?? 0.5;
  const where =
    position === 0
      ? "at its low end"
      : position === 0.5
        ? "at its midpoint"
        : position === 1
          ? "at its top"
          : `${formatNumber(Math.round(position * 100))}% of the way up`;
  if (unit === null || unit.pricePosition === undefined) {
    return {
      position,
      text: where,
      why: "No buyer unit with a known price level is named, so the midpoint is used.",
    };
  }
  return {
    position,
    text: `${where}, where ${unit.plural} usually buy`,
    why:
      `Assumed price level for ${unit.plural} (knowledge-base estimate, not a survey): ` +
      `${formatNumber(Math.round(position * 100))}% of the way from the range's low end to its top.`,
  };
}

function annualSpend(context: AnalysisContext, buyers: Buyers): AnnualSpend {
  const { price, provenance } = context;
  const range = price.range;
  const rangeText = recordPriceRange(provenance, price.owner, range);
  const purchases = PURCHASES_PER_YEAR[range.period];
  const founders = foundersSpend(context, rangeText);
  if (founders !== null) return founders;
  const spend = spendFor(context);
  if (spend !== null) {
    const singular = buyers.unit?.singular ?? "customer";
    const label = `Spend per paying ${singular} on ${context.market!.market.name} a year`;
    const usOnly =
      context.place.country?.id !== "us" && context.market!.market.global === undefined;
    if (usOnly)
      return {
        ...incomeScaledSpend(context, label, spend.annualSpend),
        rangeText,
        perYear: purchases.count,
        point: "",
      };
    const display = provenance.figure(label, spend.annualSpend);
    return {
      value: spend.annualSpend.value,
      display,
      rangeText,
      perYear: purchases.count,
      fromMarket: true,
      point: "",
    };
  }
  const point = pricePoint(buyers.unit);
  const each = range.low + (range.high - range.low) * point.position;
  const value = Math.max(1, Math.round(each * purchases.count));
  const display = provenance.estimate(
    "Spend per customer a year",
    formatUsd(value),
    `The ${range.label} range for ${price.owner} (${describePriceRange(range)}) ${point.text}: ` +
      `${formatMoney(each)} × ${purchases.why} = ${formatUsd(value)}. ${point.why}`,
  );
  return {
    value,
    display,
    rangeText,
    perYear: purchases.count,
    fromMarket: false,
    point: point.text,
  };
}

/**
 * The founder's own price as the spend per customer a year (issue 23): the price they state in
 * their brief or their idea, annualised, converted to US dollars at the dated rate for the
 * dollar arithmetic, shown in their currency with the dollars beside it. Null when they state
 * none.
 */
function foundersSpend(context: AnalysisContext, rangeText: string): AnnualSpend | null {
  const stated = context.reading.statedPrice;
  if (stated === null || stated.amount <= 0) return null;
  const { provenance, price } = context;
  const words = stated.upfront ? priceWords(stated) : stated.words || priceWords(stated);
  const yearly = yearlyOf(stated);
  // The engine's one rule for how often a per-item price is paid (a device once, a delivery as
  // often as the founder says or an assumption said openly).
  const purchases = yearly === null ? paymentsOf(stated, context.reading.idea) : null;
  const localYear = yearly ?? stated.amount * purchases!.count;
  const localShown = moneyIn(localYear, stated.currency);
  const converted = toUsd(
    localYear,
    stated.currency,
    context.place.country,
    provenance,
    "Your price a year in US dollars",
    localShown,
  );
  if (stated.currency !== "USD" && converted === null) return null;
  const usd = converted?.usd ?? localYear;
  const value = Math.max(1, Math.round(usd));
  const annualised =
    yearly === null
      ? purchases!.once
        ? `${moneyIn(stated.amount, stated.currency)} ${purchases!.why}, counted once in the year a customer buys = ${localShown}`
        : `${moneyIn(stated.amount, stated.currency)} × ${purchases!.why} = ${localShown}`
      : stated.period === "year"
        ? `${localShown} a year as stated`
        : `${moneyIn(stated.amount, stated.currency)} ${yearlyWhy(stated.period)} = ${localShown}`;
  const upfrontNote = stated.upfront
    ? ` (the ${upfrontWords(stated.upfront, stated.currency)} is paid when a customer starts, not every year, so the yearly spend leaves it out)`
    : "";
  // Outside the dollar the amount is shown in the founder's currency with "US$" beside it, so
  // the text's conversion to the local currency leaves it as it is.
  const shownValue =
    converted === null ? formatUsd(value) : `${localShown} (US${formatUsd(value)})`;
  const display = provenance.estimate(
    "Spend per customer a year",
    shownValue,
    `Your price, ${words} (your input): ${annualised}${upfrontNote}` +
      (converted === null ? "" : `; ${converted.arithmetic}`) +
      `. The ${price.range.label} range for ${price.owner} (${describePriceRange(price.range)}) ` +
      "is a comparison only.",
  );
  return {
    value,
    display,
    rangeText,
    perYear: purchases?.count ?? 1,
    fromMarket: false,
    founder: `your price, ${words}`,
    point: "",
  };
}

/** Where the spend per customer came from, for "we used …". */
function spendSource(
  context: AnalysisContext,
  spend: AnnualSpend,
  buyers: Buyers,
  marketName: string,
): string {
  if (spend.founder !== undefined)
    return `${spend.founder} (the ${lowerFirst(context.price.range.label)} range, ${spend.rangeText}, for comparison)`;
  return spend.fromMarket
    ? `what a paying ${buyers.unit?.singular ?? "customer"} spends a year on ${context.market?.market.name ?? marketName}`
    : `the ${lowerFirst(context.price.range.label)} range, ${spend.rangeText}, ${spend.point}`;
}

/**
 * A US spend carried to another scope in proportion to income: the scope's GDP per person ÷ the
 * US's (consumers abroad do not spend US amounts on the same things).
 */
function incomeScaledSpend(
  context: AnalysisContext,
  label: string,
  usSpend: Figure,
): { value: number; display: string; fromMarket: true } {
  const { geography, provenance, place } = context;
  const us = getGeography("United States");
  const usDisplay = provenance.figure(`${label}, United States`, usSpend);
  const perPerson = (entry: GeographyEntry) => entry.gdpShare.value / entry.population.value;
  const gdpHere = place.country?.gdpShare ?? geography.gdpShare;
  const ratio = Math.min(1, gdpHere.value / place.population.value / perPerson(us));
  const shareHere = provenance.figure(`${place.label} share of world GDP`, gdpHere);
  const shareUs = provenance.figure("United States share of world GDP", us.gdpShare);
  const value = Math.max(1, Math.round(usSpend.value * ratio));
  const display = provenance.estimate(
    `${label} ${place.within}`,
    formatUsd(value),
    `US spend ${usDisplay} × income relative to the US (GDP per person: ${shareHere} of world ` +
      `GDP ÷ ${formatCount(place.population.value)} people, against ${shareUs} ÷ ` +
      `${formatCount(us.population.value)} in the US = ${formatPercent(roundPercent(ratio * 100))}) ` +
      `= ${formatUsd(value)}.`,
  );
  return { value, display, fromMarket: true };
}

// ---------------------------------------------------------------------------------------------
// Divergence
// ---------------------------------------------------------------------------------------------

/** The ratio as shown: one decimal, but never shown as 3 when it is above 3 ("3.01"). */
export function formatRatio(ratio: number): string {
  // A gap of hundreds or thousands is read as a whole number: "32,407", not "32407.4".
  if (ratio >= 100) return Math.round(ratio).toLocaleString("en-US");
  const shown = formatNumber(ratio);
  if (ratio > DIVERGENCE_LIMIT && Number(shown) <= DIVERGENCE_LIMIT) {
    return (Math.ceil(ratio * 100) / 100).toFixed(2);
  }
  return shown;
}

// ---------------------------------------------------------------------------------------------
// The whole sizing
// ---------------------------------------------------------------------------------------------

/** A bottom-up TAM above the market's own total, held at that total (issue 16). */
interface Refusal {
  /** The TAM the count and spend gave, before it was refused. */
  raw: string;
  /** The spend per paying customer the market's total allows. */
  allowed: string;
}

/** Above this share of what one buyer spends on the kind of product, the price is a warning. */
const WALLET_WARNING_SHARE = 0.5;

/** Above this ratio between the two TAMs no range between them is credible (issue 23). */
export const WIDE_DIVERGENCE = 10;

/** Works out both sizings, records every step, and writes the `marketSize` text. */
export function sizeMarket(context: AnalysisContext): SizingOutcome {
  const { provenance, place } = context;
  const within = place.within;
  const market = scopeMarket(context);
  const buyers = buyersOf(context);
  const asked = buyers.status === "asked";
  // Nothing counted: the segment is the industry's, for the top-down split alone.
  const segment = segmentShare(
    context,
    asked ? { ...buyers, named: null, namesCounted: false } : buyers,
  );
  const reach = reachShare(context, buyers.kind);
  const obtainable = obtainableShare(context);
  const paying = payingShare(context, buyers);
  const served = (segment.percent / 100) * (reach.percent / 100);

  // The top-down figure is the buyers' spending on this kind of product (decision 046): a niche
  // market's own figure, else the counted buyers × what one spends on it, else not made.
  const wallet = context.market === null ? buyersWallet(context, buyers) : null;
  // The buyers' spending, when it can be read and the buyers are counted: the one test of it.
  const spending =
    wallet !== null && isWallet(wallet) && buyers.count !== null
      ? { wallet, count: buyers.count }
      : null;
  const basis: TopDownBasis =
    context.market !== null ? "market" : spending !== null ? "buyers-spending" : "none";
  const tdTam =
    basis === "market"
      ? market.value
      : spending !== null
        ? Math.round(spending.count * spending.wallet.perBuyer)
        : 0;
  const tdSam = Math.round(tdTam * served);
  const tdSom = Math.round(tdSam * (obtainable.percent / 100));
  const tamMethod =
    spending !== null
      ? `${buyers.display} ${buyers.noun} ${within} × ${spending.wallet.display} a year each on ` +
        `${PRODUCT_KIND_NAMES[spending.wallet.kind]} = ${formatUsd(tdTam)}.`
      : `${market.name} market ${within}: ${market.display} (${market.year}).`;
  const notMade = "not sized: see why below";
  const topDown =
    basis === "none"
      ? { tam: notMade, sam: notMade, som: notMade }
      : {
          tam: provenance.estimate("Top-down TAM", formatUsd(tdTam), tamMethod),
          sam: provenance.estimate(
            "Top-down SAM",
            formatUsd(tdSam),
            `TAM ${formatUsd(tdTam)} × segment share ${segment.display} × reach ` +
              `${reach.display} = ${formatUsd(tdSam)}.`,
          ),
          som: provenance.estimate(
            "Top-down SOM",
            formatUsd(tdSom),
            `SAM ${formatUsd(tdSam)} × obtainable share ${obtainable.display} = ${formatUsd(tdSom)}.`,
          ),
        };
  const topDownText = topDownParagraph(context, {
    basis,
    wallet,
    market,
    buyers,
    shown: topDown,
    segment,
    reach,
    obtainable,
  });

  const spend = annualSpend(context, buyers);
  const record = buyersRecord(context, buyers);
  const local = localCurrency(context);
  if (buyers.count === null) {
    return askedSizing(context, {
      market,
      buyers,
      spend,
      topDown,
      topDownText,
      basis,
      tdTam,
      tdSam,
      tdSom,
      record,
      local,
      segment,
      reach,
      obtainable,
    });
  }
  const payers = buyers.count * ((paying?.percent ?? 100) / 100);
  const rawTam = payers * spend.value;
  let refusal: Refusal | null = null;
  let spendValue = spend.value;
  let spendDisplay = spend.display;
  // The market the idea is in caps what its buyers can spend, whether or not it is the TAM.
  const ceiling = market.value;
  if (rawTam > ceiling) {
    const most = ceiling / payers;
    const allowed = formatMoney(most >= 100 ? Math.round(most) : most);
    const mostShown = provenance.estimate(
      spend.founder === undefined
        ? "Spend per paying customer a year, held to the market's total"
        : "Most a paying customer can spend a year within the market's total",
      allowed,
      `${market.name} market ${within} ${formatUsd(ceiling)} ÷ ${formatCount(payers)} paying ` +
        `${buyers.noun} = ${allowed}: the most each can spend on average.`,
    );
    // The founder's own price is theirs to change: it stays the spend, and the text says so.
    if (spend.founder === undefined) {
      spendValue = most;
      spendDisplay = mostShown;
    }
    refusal = { raw: formatUsd(Math.round(rawTam)), allowed: mostShown };
  }
  const segmentCount = payers * served;
  const wonCount = segmentCount * (obtainable.percent / 100);
  const buTam = Math.min(ceiling, Math.round(rawTam));
  const buSam = Math.min(buTam, Math.round(segmentCount * spendValue));
  const buSom = Math.min(buSam, Math.round(wonCount * spendValue));
  const payersText = paying === null ? "" : ` × ${paying.display} who pay in a year`;
  const segmentCustomers = provenance.estimate(
    `Paying ${buyers.named?.unit.plural ?? buyers.noun} in your segment you can serve`,
    formatCount(segmentCount),
    `${buyers.display} ${buyers.noun}${payersText} × segment share ${segment.display} × reach ` +
      `${reach.display} = ${formatCount(segmentCount)}.`,
  );
  const wonShown = formatWon(wonCount);
  const wonCustomers = provenance.estimate(
    "Customers won within three years",
    wonShown,
    `${segmentCustomers} × obtainable share ${obtainable.display} = ${wonShown}` +
      (wonCount > 0 && wonCount < 1
        ? `: fewer than one customer in three years, too few to plan on. Count more buyers ` +
          `${within}, widen your segment or your reach before planning sales on this market.`
        : "."),
  );
  const bottomUp = {
    tam: provenance.estimate(
      "Bottom-up TAM",
      formatUsd(buTam),
      refusal === null
        ? `${buyers.display} ${buyers.noun} ${within}${payersText} × ${spend.display} a year = ` +
            `${formatUsd(buTam)}.`
        : `${buyers.display} ${buyers.noun} ${within}${payersText} × ${spend.display} a year ` +
            `would be ${refusal.raw}, more than the whole ${market.name} market ` +
            `(${formatUsd(ceiling)}): refused and held at ${formatUsd(buTam)}.`,
    ),
    sam: provenance.estimate(
      "Bottom-up SAM",
      formatUsd(buSam),
      `${segmentCustomers} paying ${buyers.named?.unit.plural ?? buyers.noun} × ${spendDisplay} a year = ${formatUsd(buSam)}.`,
    ),
    som: provenance.estimate(
      "Bottom-up SOM",
      formatUsd(buSom),
      `${wonCustomers} customers × ${spendDisplay} a year = ${formatUsd(buSom)}.`,
    ),
  };

  const compared = tdTam > 0 && buTam > 0;
  const ratio = compared ? Math.max(tdTam, buTam) / Math.min(tdTam, buTam) : 1;
  const ratioText = !compared
    ? "no ratio: the top-down side is not sized"
    : provenance.estimate(
        "Gap between the top-down and bottom-up TAM",
        `${formatRatio(ratio)}×`,
        `Larger TAM ÷ smaller TAM: ${formatUsd(Math.max(tdTam, buTam))} ÷ ` +
          `${formatUsd(Math.min(tdTam, buTam))} = ${formatRatio(ratio)}; above ` +
          `${DIVERGENCE_LIMIT}× the two methods are treated as disagreeing, above ` +
          `${WIDE_DIVERGENCE}× no range between them is credible.`,
      );
  const growth = growthRate(context).display;

  const segmentName =
    buyers.named !== null
      ? buyers.named.unit.plural
      : buyers.namesCounted
        ? `all ${buyers.noun}, the buyers you named`
        : segmentPhrase(context);
  const shown: SizingShown = {
    topDown,
    bottomUp,
    year: market.year,
    marketName: market.name,
    market: market.display,
    topDownBasis: basis,
    within,
    counted: true,
    ask: buyers.peers === null ? null : peersAsk(context, buyers.noun, buyers.peers, spend),
    fromPeers: buyers.peers !== null,
    customers: buyers.peers === null ? buyers.display : `about ${buyers.display}`,
    customerNoun: buyers.noun,
    segmentNoun: buyers.named?.unit.plural ?? buyers.noun,
    customerKind: buyers.kind,
    payingShare: paying?.display ?? null,
    segmentCustomers,
    wonCustomers,
    annualSpend: spendDisplay,
    priceRange: spend.rangeText,
    priceName: lowerFirst(context.price.range.label),
    spendBasis:
      spend.fromMarket && spend.founder === undefined
        ? `what a paying ${buyers.unit?.singular ?? "customer"} spends a year on ${context.market?.market.name ?? market.name} ` +
          "(the knowledge base's estimate)"
        : spendSource(context, spend, buyers, market.name),
    segmentName,
    segmentIsUnit: buyers.named !== null || buyers.namesCounted,
    segmentShare: segment.display,
    reachShare: reach.display,
    oneLocation: servesOneLocation(context, buyers.kind),
    obtainableShare: obtainable.display,
    growth,
    ratio: ratioText,
  };
  // Against the buyers' spending, the price's share is always said; it is a warning only when
  // the price would take more than half of what one of them spends on the kind of product.
  const priceShare =
    spending !== null
      ? {
          note: priceShareNote(context, shown, spending.wallet, spendValue, paying?.percent ?? 100),
          high: spendValue > spending.wallet.perBuyer * WALLET_WARNING_SHARE,
        }
      : null;
  const warning =
    basis === "market" && ratio > DIVERGENCE_LIMIT
      ? divergenceWarning(context, shown, market, tdTam > buTam, ratio)
      : priceShare?.high
        ? priceShare.note
        : null;
  const sizing: MarketSizing = {
    currency: "USD",
    // The buyers' spending is of its revenue figure's year, not of the industry's market.
    year: spending?.wallet.year ?? market.year,
    topDown: { tam: tdTam, sam: tdSam, som: tdSom },
    topDownBasis: basis,
    bottomUp: { tam: buTam, sam: buSam, som: buSom },
    divergence: { ratio, warning: warning === null ? null : inLocal(local, warning) },
    buyers: record,
    ...(local === null ? {} : { local: localRecord(local) }),
  };
  const text = marketSizeText(context, {
    shown,
    wonCount,
    market,
    spend,
    spendValue,
    warning,
    sizing,
    refusal,
    segmentName,
    carried: buyers.carried,
    topDownText,
    basis,
    priceShare: priceShare?.note ?? null,
  });
  return { sizing, shown, marketValue: market.value, local, text: withLocal(local, text) };
}

/** `sizing.buyers`: what bottom-up sizing counted, for the bench and later modules. */
function buyersRecord(
  context: AnalysisContext,
  buyers: Buyers,
): NonNullable<MarketSizing["buyers"]> {
  return {
    noun: buyers.noun,
    orientation: buyers.kind,
    count: buyers.count,
    place: context.place.label,
    status: buyers.status,
    // A business is never a population or all businesses: only consumers fall back.
    fallback: buyers.kind === "b2b" ? null : buyers.fallback,
    ...(buyers.peers === null ? {} : { estimatedFrom: "peer-countries" as const }),
  };
}

// ---------------------------------------------------------------------------------------------
// No count: say so, show what it needs, ask for it (issue 23)
// ---------------------------------------------------------------------------------------------

/** Where the count of a kind of business is published, by country. */
function whereCounted(context: AnalysisContext): string {
  const id = context.place.country?.id ?? null;
  switch (id) {
    case "us":
      return "the Census Bureau's County Business Patterns for its NAICS code";
    case "uk":
      return "the ONS's UK Business: Activity, Size and Location for its SIC code";
    case "ie":
      return "the CSO's business demography tables or the Companies Registration Office";
    case "de":
    case "fr":
    case "it":
    case "es":
    case "nl":
    case "pl":
    case "se":
    case "no":
    case "dk":
    case "at":
    case "be":
    case "pt":
      return "Eurostat's structural business statistics for its NACE code, or the national statistics office";
    case "ca":
      return "Statistics Canada's Canadian Business Counts for its NAICS code";
    case "au":
      return "the ABS's Counts of Australian Businesses for its ANZSIC code";
    case "in":
      return "the Economic Census or Udyam registrations for its activity";
    default:
      return "the national statistics office's business counts by activity";
  }
}

interface AskedParts {
  market: ScopeMarket;
  buyers: Buyers;
  spend: AnnualSpend;
  topDown: SizingShown["topDown"];
  topDownText: string;
  basis: TopDownBasis;
  tdTam: number;
  tdSam: number;
  tdSom: number;
  record: NonNullable<MarketSizing["buyers"]>;
  local: LocalCurrency | null;
  segment: Share;
  reach: Share;
  obtainable: Share;
}

/**
 * The count the bottom-up sizing wants and where to find it: "the number of florists in
 * Ireland", and "The CSO's business demography tables…, a trade association or a licensing
 * register can give it; enter it as your buyer count and the bottom-up TAM is that number ×…".
 */
/**
 * For a group the founder's words narrow out of a counted unit ("homeschooling families" out of
 * households with children, "bars and cafés" out of restaurants with cafés and bars, "dairy
 * farms" out of farms): the unit that holds them, with its count where the founder sells, and
 * why that count is not theirs. Empty when no counted unit holds them.
 */
function narrowedFrom(context: AnalysisContext, noun: string): string {
  const { buyer } = context;
  const holder =
    buyer.unit === null && (buyer.group !== undefined || buyer.establishment !== null)
      ? buyer.narrowed
      : undefined;
  if (holder === undefined) return "";
  const found = unitCount(context, holder);
  const counted = found === null ? "" : ` (${found.display})`;
  return (
    ` ${capitalise(noun)} are a narrower group than ${holder.plural}${counted}, in a share ` +
    "that is not known, so that count is not used as theirs."
  );
}

function countWanted(
  context: AnalysisContext,
  noun: string,
  spend: AnnualSpend,
): { need: string; where: string } {
  const thousand = context.provenance.estimate(
    `Bottom-up TAM for every 1,000 ${noun}`,
    formatUsd(1000 * spend.value),
    `1,000 × ${spend.display} a year = ${formatUsd(1000 * spend.value)}.`,
  );
  return {
    need: `the number of ${noun} ${context.place.within}`,
    where:
      `${capitalise(whereCounted(context))}, a trade association or a licensing register can ` +
      "give it; enter it as your buyer count and the bottom-up TAM is that number × " +
      `${spend.display} a year each (every 1,000 of them ${thousand}).`,
  };
}

/**
 * A count estimated from peer countries, said to be one and asked for all the same (decision
 * 031): its arithmetic, the count that would replace it and where to find it.
 */
function peersAsk(
  context: AnalysisContext,
  noun: string,
  peers: PeerEstimate,
  spend: AnnualSpend,
): string {
  const { need, where } = countWanted(context, noun, spend);
  const basis = peers.figure.basis;
  const method = basis.kind === "estimate" ? basis.method : "";
  return (
    `The ${formatCount(peers.figure.value)} ${noun} ${context.place.within} are an estimate, ` +
    `not a count. ${method} We do not stand in the people or all the businesses of ` +
    `${context.place.name} for them: the estimate borrows the count per person of countries ` +
    `that publish one. What would replace it: ${need}. ${where}`
  );
}

/**
 * Sizing without a count of the buyers where the founder sells: the top-down figures, no
 * bottom-up figure (zeros in the numbers, the text says why), and the count asked for.
 */
function askedSizing(context: AnalysisContext, parts: AskedParts): SizingOutcome {
  const { place } = context;
  const { market, buyers, spend, topDown, record, local } = parts;
  const within = place.within;
  const { need, where } = countWanted(context, buyers.noun, spend);
  const ask =
    `No count of ${buyers.noun} ${within} is in the knowledge base, so there is no bottom-up ` +
    `figure yet: we do not stand in the people or all the businesses of ${place.name} for ` +
    `them.${narrowedFrom(context, buyers.noun)} What it needs: ${need}. ${where}`;
  const pending = "not sized until you give the count";
  const shown: SizingShown = {
    topDown,
    bottomUp: { tam: pending, sam: pending, som: pending },
    year: market.year,
    marketName: market.name,
    market: market.display,
    topDownBasis: parts.basis,
    within,
    counted: false,
    ask,
    fromPeers: false,
    customers: "an uncounted number of",
    customerNoun: buyers.noun,
    segmentNoun: buyers.noun,
    customerKind: buyers.kind,
    payingShare: null,
    segmentCustomers: "an uncounted number of",
    wonCustomers: "an uncounted number of",
    annualSpend: spend.display,
    priceRange: spend.rangeText,
    priceName: lowerFirst(context.price.range.label),
    spendBasis: spendSource(context, spend, buyers, market.name),
    segmentName: buyers.noun,
    segmentIsUnit: true,
    segmentShare: parts.segment.display,
    reachShare: parts.reach.display,
    oneLocation: servesOneLocation(context, buyers.kind),
    obtainableShare: parts.obtainable.display,
    growth: growthRate(context).display,
    ratio: "no ratio: the bottom-up side is not counted",
  };
  const sizing: MarketSizing = {
    currency: "USD",
    year: market.year,
    topDown: { tam: parts.tdTam, sam: parts.tdSam, som: parts.tdSom },
    topDownBasis: parts.basis,
    bottomUp: { tam: 0, sam: 0, som: 0 },
    divergence: {
      ratio: 1,
      warning: inLocal(
        local,
        `No bottom-up figure: ${lowerFirst(need)} is not known. Enter your own count to size it.`,
      ),
    },
    buyers: record,
    ...(local === null ? {} : { local: localRecord(local) }),
  };
  const paragraphs = [
    parts.topDownText,
    `Bottom-up: ${ask}`,
    ...(parts.basis === "market" ? [market.note] : []),
  ];
  const founder = founderFigures(context, sizing);
  if (founder !== null) paragraphs.push(founder);
  return {
    sizing,
    shown,
    marketValue: market.value,
    local,
    text: withLocal(local, paragraphs.join("\n\n")),
  };
}

// ---------------------------------------------------------------------------------------------
// The founder's currency (issue 23)
// ---------------------------------------------------------------------------------------------

type LocalCurrency = LocalMoney;

/** The founder's currency when their country does not use the US dollar. */
function localCurrency(context: AnalysisContext): LocalCurrency | null {
  return localMoney(context.place.country, context.provenance);
}

/** `sizing.local`: the currency the text shows, for the result's readers. */
function localRecord(local: LocalCurrency): NonNullable<MarketSizing["local"]> {
  return {
    currency: local.currency,
    perUsd: local.perUsd,
    rateDate: local.rateDate,
    source: local.source,
  };
}

/** The sizing text in the founder's currency, the rate stated once at the top. */
function withLocal(local: LocalCurrency | null, text: string): string {
  if (local === null) return text;
  return `${local.note}\n\n${inLocal(local, text)}`;
}

function divergenceWarning(
  context: AnalysisContext,
  shown: SizingShown,
  market: ScopeMarket,
  topDownLarger: boolean,
  ratio: number,
): string {
  const within = context.place.within;
  const wide = ratio > WIDE_DIVERGENCE;
  const gap =
    `The two methods disagree by ${shown.ratio} (more than ${wide ? WIDE_DIVERGENCE : DIVERGENCE_LIMIT}×): the ` +
    `top-down TAM (${shown.topDown.tam}) and the bottom-up TAM (${shown.bottomUp.tam}) ` +
    `cannot both describe your market${wide ? ", and no range between them is credible" : ""}.`;
  const why = topDownLarger
    ? ` The top-down figure counts all ${market.name} spending ${within}, most of it on ` +
      `things you will not sell; the bottom-up figure counts ${shown.customers} ` +
      `${shown.customerNoun}${shown.payingShare === null ? "" : ` (${shown.payingShare} of them paying)`} ` +
      `at ${shown.annualSpend} a year. Plan with the bottom-up ` +
      "figures, and test the price and the customer count before you quote either."
    : ` The bottom-up figure assumes ${shown.customers} ${shown.customerNoun} ${within} ` +
      `pay ${shown.annualSpend} a year, more than the market's recorded spending supports. ` +
      "Lower the price or count only the customers who already pay for this kind of offer " +
      "before you plan with it.";
  const trust = !wide
    ? ""
    : topDownLarger
      ? " Trust the bottom-up figure: it is built from the buyers who would pay you and a price, " +
        "while the top-down one is a whole market's turnover."
      : " Trust neither yet: the bottom-up figure exceeds what the whole market is recorded to " +
        "spend, so its count or its price is too high.";
  return gap + why + trust;
}

interface TextParts {
  shown: SizingShown;
  wonCount: number;
  market: ScopeMarket;
  spend: AnnualSpend;
  /** The spend per paying customer used (below the spend when a refusal held it down). */
  spendValue: number;
  warning: string | null;
  sizing: MarketSizing;
  refusal: Refusal | null;
  /** What the segment share picks out: the unit the founder named, or the industry segment. */
  segmentName: string;
  /** The top-down paragraph (topDownParagraph). */
  topDownText: string;
  basis: TopDownBasis;
  /** The price's share of the buyers' spending, said when not already the warning. */
  priceShare: string | null;
  /** Where a carried-over count's rate per person came from (see `Buyers.carried`). */
  carried: string | null;
}

function marketSizeText(context: AnalysisContext, parts: TextParts): string {
  const { shown, market, spend } = parts;
  const within = context.place.within;
  const reachClause = shown.oneLocation
    ? `, within reach of one location (${shown.reachShare} of the scope)`
    : "";
  const spendWhy =
    spend.founder !== undefined
      ? `${spend.founder}; the ${shown.priceName} range, ${spend.rangeText}, for comparison`
      : spend.fromMarket
        ? `what a paying one spends on ${context.market?.market.name ?? market.name}`
        : `the ${shown.priceName} range, ${spend.rangeText}, ${spend.point}`;
  const paying = shown.payingShare === null ? "" : `, ${shown.payingShare} of whom pay,`;
  const counted =
    parts.sizing.buyers?.status === "founder"
      ? " (your own count)"
      : parts.sizing.buyers?.fallback === "population"
        ? " (everyone: your target market names no narrower group we can count)"
        : shown.fromPeers
          ? ` (estimated from peer countries' count per person: no count of them ${within} is ` +
            "in our sources, so give yours if you have it; the arithmetic follows)"
          : parts.carried !== null
            ? ` (estimated from the ${parts.carried === "worldwide" ? "world's" : "US"} count per ` +
              `person: no count ${within} is published here, so give yours if you have it)`
            : "";
  const bottomUp =
    `Bottom-up: ${shown.customers} ${shown.customerNoun} ${within}${counted}${paying} × ` +
    `${spend.display} a year each (${spendWhy}) = TAM ${shown.bottomUp.tam}. ` +
    `${shown.segmentCustomers} ${shown.payingShare === null ? "" : "paying "}${shown.segmentNoun} ` +
    `are in your segment${reachClause} = SAM ` +
    `${shown.bottomUp.sam}. Winning ${shown.wonCustomers} of those (${shown.obtainableShare}) = ` +
    `SOM ${shown.bottomUp.som}.`;
  const refused =
    parts.refusal === null
      ? null
      : `Refused: counted that way the bottom-up TAM would be ${parts.refusal.raw}, more than ` +
        `the whole ${market.name} market ${within} (${shown.market}). No group of buyers ` +
        `spends more than its market's total, so the bottom-up TAM is held at ` +
        `${shown.bottomUp.tam}, as if each paying customer spent ${parts.refusal.allowed} a ` +
        "year. Lower the price you assume or count only the buyers who already pay for this " +
        "kind of offer.";
  // A refusal and a warning can both stand (a price above the buyers' spending, held at the
  // whole market's total): each is said.
  const note = parts.warning ?? parts.priceShare;
  const agreement =
    [refused, note].filter((text) => text !== null).join("\n\n") ||
    (parts.basis === "market"
      ? `The two TAMs are within ${shown.ratio} of each other, close enough to treat the range ` +
        "as credible; the bottom-up SOM is the one to plan with."
      : "With no top-down figure to check it against, the bottom-up figures are the ones to " +
        "plan with, and the price and the buyer count behind them are what interviews should " +
        "confirm.");
  const paragraphs = [parts.topDownText, bottomUp, ...(shown.ask === null ? [] : [shown.ask])];
  paragraphs.push(agreement, ...(parts.basis === "market" ? [market.note] : []));
  const founder = founderFigures(context, parts.sizing);
  if (founder !== null) paragraphs.push(founder);
  if (context.goals.has("Market Size Validation")) {
    paragraphs.push(validationDetail(context, parts));
  }
  return paragraphs.join("\n\n");
}

/** Where a figure of the founder's own sits among ours, in words. */
function placeFigure(value: number, sizing: MarketSizing): string | null {
  const ours = [
    { name: "bottom-up SOM", value: sizing.bottomUp.som },
    { name: "bottom-up SAM", value: sizing.bottomUp.sam },
    { name: "bottom-up TAM", value: sizing.bottomUp.tam },
    { name: "top-down SAM", value: sizing.topDown.sam },
    { name: "top-down TAM", value: sizing.topDown.tam },
  ]
    .filter((entry) => entry.value > 0)
    .sort((a, b) => a.value - b.value);
  const first = ours[0];
  const last = ours[ours.length - 1];
  if (first === undefined || last === undefined) return null;
  if (value < first.value) {
    return `below even our ${first.name}: a conservative figure, fine for a first-year plan`;
  }
  if (value > last.value) {
    return (
      `above our largest estimate, the ${last.name}: check whether it counts the whole ` +
      "industry or more than your scope"
    );
  }
  const level = ours.find((entry) => Math.abs(entry.value - value) <= entry.value * 0.01);
  if (level !== undefined) return `level with our ${level.name}`;
  const upper = ours.findIndex((entry) => entry.value >= value);
  return `between our ${ours[upper - 1]!.name} and ${ours[upper]!.name}`;
}

function founderFigures(context: AnalysisContext, sizing: MarketSizing): string | null {
  const { words, savedIdea, provenance, request } = context;
  const sentences: string[] = [];
  if (words.marketSize !== null) {
    const money = readMoney(request.marketSize);
    const place = money === null ? null : placeFigure(money, sizing);
    sentences.push(
      money === null
        ? `You noted the market as “${words.marketSize}”; we found no dollar figure in it to compare.`
        : place === null
          ? `Your own figure, “${words.marketSize}”, has no figure of ours to set it beside yet: ` +
            "give your buyer count and the bottom-up TAM will be."
          : `Your own figure, “${words.marketSize}”, sits ${place}.`,
    );
  }
  const savedSize = savedIdea === null ? null : optionalQuote(savedIdea.marketSize, 80);
  if (savedIdea !== null && savedSize !== null) {
    const quoted = provenance.input("Saved idea's market size", "previousData", savedSize);
    const money = readMoney(savedIdea.marketSize);
    const place = money === null ? null : placeFigure(money, sizing);
    sentences.push(
      place === null
        ? `Your saved idea described its market as “${quoted}”.`
        : `Your saved idea put its market at “${quoted}”, ${place}.`,
    );
  }
  return sentences.length === 0 ? null : sentences.join(" ");
}

function validationDetail(context: AnalysisContext, parts: TextParts): string {
  const { industry, provenance, price } = context;
  const { shown, sizing, spend, wonCount } = parts;
  const som = (label: string, yearly: number, how: string): string =>
    provenance.estimate(
      `Bottom-up SOM at the ${label}`,
      formatUsd(Math.round(wonCount * yearly)),
      `${shown.wonCustomers} customers × ${how} = ${formatUsd(Math.round(wonCount * yearly))}.`,
    );
  let sensitivity: string;
  if (spend.fromMarket || parts.refusal !== null) {
    const low = som(
      "half of the assumed spend",
      parts.spendValue / 2,
      `${formatMoney(parts.spendValue / 2)} a year (half the assumed spend)`,
    );
    const high = som(
      "one and a half times the assumed spend",
      parts.spendValue * 1.5,
      `${formatMoney(parts.spendValue * 1.5)} a year (1.5 × the assumed spend)`,
    );
    sensitivity =
      `Spend moves the answer most: at half the assumed spend per customer your bottom-up SOM ` +
      `would be ${low}; at one and a half times, ${high}.`;
  } else {
    const range = price.range;
    const atPrice = (label: string, unitPrice: number): string =>
      som(
        `${label} of the price range`,
        Math.round(unitPrice * spend.perYear),
        `${formatMoney(unitPrice)} × ${spend.perYear} a year`,
      );
    const high = atPrice("top", range.high);
    const low = range.low > 0 ? atPrice("bottom", range.low) : null;
    sensitivity =
      low === null
        ? `Price moves the answer most: at the top of the range your bottom-up SOM would be ${high}.`
        : `Price moves the answer most: your bottom-up SOM runs from ${low} at the bottom of the ` +
          `range to ${high} at the top.`;
  }
  const years = 3;
  const growthRate = industry.growthRate.value / 100;
  const assumptions =
    `Validating these figures. ${sensitivity} The segment share (${shown.segmentShare}) and ` +
    `the obtainable share (${shown.obtainableShare}) are assumptions, not data: replace them ` +
    "with what interviews and a landing-page test tell you.";
  if (sizing.topDown.tam === 0) return assumptions;
  const grown = Math.round(sizing.topDown.tam * (1 + growthRate) ** years);
  const future = provenance.estimate(
    `Top-down TAM in ${parts.market.year + years}`,
    formatUsd(grown),
    `${shown.topDown.tam} × (1 + ${shown.growth})^${years} = ${formatUsd(grown)}, if the ` +
      "knowledge base's growth rate holds.",
  );
  return (
    `${assumptions} At ${shown.growth} a year the top-down TAM would reach ${future} by ` +
    `${parts.market.year + years}.`
  );
}
