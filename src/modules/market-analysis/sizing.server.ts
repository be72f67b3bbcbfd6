/**
 * TAM, SAM and SOM worked out two ways (issue 4), every step recorded with its arithmetic:
 * - top-down: the knowledge base's market for the scope (the US figure for the United States,
 *   otherwise the global market × the scope's share of the industry) × the founder's segment
 *   share × the share of the scope one business can serve; SOM a small obtainable share of that;
 * - bottom-up: potential customers (population or businesses of the scope) × a year's spend at
 *   the knowledge base's typical price; SAM the same segment and reach; SOM the customers won.
 * Each share is at most 100%, so SOM ≤ SAM ≤ TAM holds both ways.
 */
import { getGeography, type IndustryEntry } from "../../engine/knowledge";
import type { PriceRange } from "../../engine/knowledge/schema";
import { formatUsd } from "../../engine/knowledge/schema";
import { formatCount, formatNumber } from "../../engine/provenance-builder";
import { growthRate } from "./benchmarks.server";
import {
  type AnalysisContext,
  article,
  industryName,
  optionalQuote,
  scopePhrase,
  segmentPhrase,
} from "./context.server";
import { readMoney } from "./founder-input.server";
import {
  describePriceRange,
  formatMoney,
  formatPercent,
  joinWords,
  kbText,
  lowerFirst,
  pedigreeOf,
  recordPriceRange,
  roundPercent,
} from "./kb-prose.server";
import type { MarketSizing } from "./schema";

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

/** The bottom-up customer base: how many, of what kind. */
interface CustomerBase {
  count: number;
  display: string;
  noun: "people" | "businesses";
}

/** The display strings of the sizing, for the other sections to quote. */
export interface SizingShown {
  topDown: { tam: string; sam: string; som: string };
  bottomUp: { tam: string; sam: string; som: string };
  year: number;
  customers: string;
  customerNoun: "people" | "businesses";
  segmentCustomers: string;
  wonCustomers: string;
  /** The year's spend per customer at the midpoint price: "$960". */
  annualSpend: string;
  /** The price range used, "$10–$150 per user a month", and its name, "per-seat plan". */
  priceRange: string;
  priceName: string;
  segmentShare: string;
  reachShare: string;
  obtainableShare: string;
  growth: string;
  ratio: string;
}

export interface SizingOutcome {
  sizing: MarketSizing;
  shown: SizingShown;
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
  /** One sentence about how the scope's figure was reached. */
  note: string;
}

function scopeMarket(context: AnalysisContext): ScopeMarket {
  const { industry, geography, provenance } = context;
  const scope = geography.scope;
  if (scope === "United States") {
    const figure = industry.usMarketSize;
    const display = provenance.figure(
      `US ${industryName(industry)} market (${figure.year})`,
      figure,
    );
    return {
      value: figure.value,
      year: figure.year,
      display,
      note:
        `For the United States we use the knowledge base's own US figure (${display}, ` +
        `${pedigreeOf(figure)}) rather than a share of the world market.`,
    };
  }
  const global = industry.globalMarketSize;
  const globalDisplay = provenance.figure(
    `Global ${industryName(industry)} market (${global.year})`,
    global,
  );
  const shareFigure = geography.industryShares[industry.name];
  const share = provenance.figure(
    `${scope} share of the ${industryName(industry)} market (${shareFigure.year})`,
    shareFigure,
  );
  const value = Math.round(global.value * (shareFigure.value / 100));
  const display = provenance.estimate(
    `${industryName(industry)} market ${scopePhrase(scope).within} (${global.year})`,
    formatUsd(value),
    `Global ${industryName(industry)} market ${globalDisplay} (${pedigreeOf(global)}) × ${scope} share ` +
      `${share} = ${formatUsd(value)}.`,
  );
  return { value, year: global.year, display, note: scopeNote(context, globalDisplay, share) };
}

function scopeNote(context: AnalysisContext, globalDisplay: string, share: string): string {
  const { industry, geography, provenance } = context;
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

// ---------------------------------------------------------------------------------------------
// Shares
// ---------------------------------------------------------------------------------------------

function segmentShare(context: AnalysisContext): Share {
  const { industry, segments, words, provenance } = context;
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
    "Segment share of the market",
    `${formatNumber(percent)}%`,
    `${how}: ${picked} of the knowledge base's ${total} ${industryName(industry)} segments, assumed to ` +
      `spend equally: ${picked} ÷ ${total} = ${formatNumber(percent)}%.`,
  );
  return { percent, display };
}

function reachShare(context: AnalysisContext): Share {
  const { geography, provenance, request } = context;
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
  const population = provenance.figure(
    `Population of ${geography.scope} (${geography.population.year})`,
    geography.population,
  );
  const catchment = provenance.estimate(
    "People within reach of one location",
    formatCount(CATCHMENT_PEOPLE),
    "A physical business draws customers from about one metro area; assumed " +
      `${formatCount(CATCHMENT_PEOPLE)} people, a mid-sized metro.`,
  );
  const percent = Math.min(
    100,
    roundPercent((CATCHMENT_PEOPLE / geography.population.value) * 100),
  );
  const display = provenance.estimate(
    "Share of the scope you can serve",
    formatPercent(percent),
    `One location's ${catchment} people ÷ ${population} people ` +
      `${scopePhrase(geography.scope).within} = ${formatPercent(percent)}.`,
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

// ---------------------------------------------------------------------------------------------
// Bottom-up
// ---------------------------------------------------------------------------------------------

function customerBase(context: AnalysisContext): CustomerBase {
  const { geography, segments, provenance } = context;
  const within = scopePhrase(geography.scope).within;
  if (segments.orientation === "b2c") {
    const display = provenance.figure(
      `Population of ${geography.scope} (${geography.population.year})`,
      geography.population,
    );
    return { count: geography.population.value, display, noun: "people" };
  }
  if (geography.businesses !== undefined) {
    const display = provenance.figure(
      `Businesses in ${geography.scope} (${geography.businesses.year})`,
      geography.businesses,
    );
    return { count: geography.businesses.value, display, noun: "businesses" };
  }
  const us = getGeography("United States");
  const usBusinesses = provenance.figure(
    `Businesses in United States (${us.businesses!.year})`,
    us.businesses!,
  );
  const usPeople = provenance.figure(
    `Population of United States (${us.population.year})`,
    us.population,
  );
  const people = provenance.figure(
    `Population of ${geography.scope} (${geography.population.year})`,
    geography.population,
  );
  const perThousand = Math.round((us.businesses!.value / us.population.value) * 1000);
  const count = Math.round((geography.population.value * perThousand) / 1000);
  const display = provenance.estimate(
    `Businesses ${within} (estimate)`,
    formatCount(count),
    `US density: ${usBusinesses} businesses ÷ ${usPeople} people ≈ ${perThousand} per 1,000 ` +
      `people; ${people} people ${within} × ${perThousand} ÷ 1,000 = ${formatCount(count)}. ` +
      "Assumes US business density, likely high where firms are fewer and larger.",
  );
  return { count, display, noun: "businesses" };
}

interface AnnualSpend {
  value: number;
  display: string;
  rangeText: string;
  perYear: number;
}

function annualSpend(context: AnalysisContext): AnnualSpend {
  const { price, provenance } = context;
  const range = price.range;
  const rangeText = recordPriceRange(provenance, price.owner, range);
  const midpoint = (range.low + range.high) / 2;
  const purchases = PURCHASES_PER_YEAR[range.period];
  const value = Math.max(1, Math.round(midpoint * purchases.count));
  const display = provenance.estimate(
    "Spend per customer a year",
    formatUsd(value),
    `Midpoint of the ${range.label} range for ${price.owner} (${describePriceRange(range)}): ` +
      `${formatMoney(midpoint)} × ${purchases.why} = ${formatUsd(value)}.`,
  );
  return { value, display, rangeText, perYear: purchases.count };
}

// ---------------------------------------------------------------------------------------------
// Divergence
// ---------------------------------------------------------------------------------------------

/** The ratio as shown: one decimal, but never shown as 3 when it is above 3 ("3.01"). */
export function formatRatio(ratio: number): string {
  const shown = formatNumber(ratio);
  if (ratio > DIVERGENCE_LIMIT && Number(shown) <= DIVERGENCE_LIMIT) {
    return (Math.ceil(ratio * 100) / 100).toFixed(2);
  }
  return shown;
}

// ---------------------------------------------------------------------------------------------
// The whole sizing
// ---------------------------------------------------------------------------------------------

/** Works out both sizings, records every step, and writes the `marketSize` text. */
export function sizeMarket(context: AnalysisContext): SizingOutcome {
  const { industry, provenance, geography } = context;
  const within = scopePhrase(geography.scope).within;
  const market = scopeMarket(context);
  const segment = segmentShare(context);
  const reach = reachShare(context);
  const obtainable = obtainableShare(context);
  const served = (segment.percent / 100) * (reach.percent / 100);

  const tdTam = market.value;
  const tdSam = Math.round(tdTam * served);
  const tdSom = Math.round(tdSam * (obtainable.percent / 100));
  const topDown = {
    tam: provenance.estimate(
      "Top-down TAM",
      formatUsd(tdTam),
      `${industryName(industry)} market ${within}: ${market.display} (${market.year}).`,
    ),
    sam: provenance.estimate(
      "Top-down SAM",
      formatUsd(tdSam),
      `TAM ${formatUsd(tdTam)} × segment share ${segment.display} × reach ${reach.display} = ` +
        `${formatUsd(tdSam)}.`,
    ),
    som: provenance.estimate(
      "Top-down SOM",
      formatUsd(tdSom),
      `SAM ${formatUsd(tdSam)} × obtainable share ${obtainable.display} = ${formatUsd(tdSom)}.`,
    ),
  };

  const base = customerBase(context);
  const spend = annualSpend(context);
  const segmentCount = base.count * served;
  const wonCount = segmentCount * (obtainable.percent / 100);
  const buTam = Math.round(base.count * spend.value);
  const buSam = Math.round(segmentCount * spend.value);
  const buSom = Math.round(wonCount * spend.value);
  const segmentCustomers = provenance.estimate(
    `${base.noun === "people" ? "People" : "Businesses"} in your segment you can serve`,
    formatCount(segmentCount),
    `${base.display} ${base.noun} × segment share ${segment.display} × reach ${reach.display} = ` +
      `${formatCount(segmentCount)}.`,
  );
  const wonCustomers = provenance.estimate(
    "Customers won within three years",
    formatCount(wonCount),
    `${segmentCustomers} × obtainable share ${obtainable.display} = ${formatCount(wonCount)}.`,
  );
  const bottomUp = {
    tam: provenance.estimate(
      "Bottom-up TAM",
      formatUsd(buTam),
      `${base.display} ${base.noun} ${within} × ${spend.display} a year = ${formatUsd(buTam)}.`,
    ),
    sam: provenance.estimate(
      "Bottom-up SAM",
      formatUsd(buSam),
      `${segmentCustomers} ${base.noun} × ${spend.display} a year = ${formatUsd(buSam)}.`,
    ),
    som: provenance.estimate(
      "Bottom-up SOM",
      formatUsd(buSom),
      `${wonCustomers} customers × ${spend.display} a year = ${formatUsd(buSom)}.`,
    ),
  };

  const ratio = Math.max(tdTam, buTam) / Math.min(tdTam, buTam);
  const ratioText = provenance.estimate(
    "Gap between the top-down and bottom-up TAM",
    `${formatRatio(ratio)}×`,
    `Larger TAM ÷ smaller TAM: ${formatUsd(Math.max(tdTam, buTam))} ÷ ` +
      `${formatUsd(Math.min(tdTam, buTam))} = ${formatRatio(ratio)}; above ` +
      `${DIVERGENCE_LIMIT}× the two methods are treated as disagreeing.`,
  );
  const growth = growthRate(context).display;

  const shown: SizingShown = {
    topDown,
    bottomUp,
    year: market.year,
    customers: base.display,
    customerNoun: base.noun,
    segmentCustomers,
    wonCustomers,
    annualSpend: spend.display,
    priceRange: spend.rangeText,
    priceName: lowerFirst(context.price.range.label),
    segmentShare: segment.display,
    reachShare: reach.display,
    obtainableShare: obtainable.display,
    growth,
    ratio: ratioText,
  };
  const warning =
    ratio > DIVERGENCE_LIMIT ? divergenceWarning(context, shown, tdTam > buTam) : null;
  const sizing: MarketSizing = {
    currency: "USD",
    year: market.year,
    topDown: { tam: tdTam, sam: tdSam, som: tdSom },
    bottomUp: { tam: buTam, sam: buSam, som: buSom },
    divergence: { ratio, warning },
  };
  const text = marketSizeText(context, { shown, wonCount, market, spend, warning, sizing });
  return { sizing, shown, text };
}

function divergenceWarning(
  context: AnalysisContext,
  shown: SizingShown,
  topDownLarger: boolean,
): string {
  const { industry } = context;
  const within = scopePhrase(context.geography.scope).within;
  const gap =
    `The two methods disagree by ${shown.ratio} (more than ${DIVERGENCE_LIMIT}×): the ` +
    `top-down TAM (${shown.topDown.tam}) and the bottom-up TAM (${shown.bottomUp.tam}) ` +
    "cannot both describe your market.";
  const why = topDownLarger
    ? ` The top-down figure counts all ${industryName(industry)} spending ${within}, most of it on ` +
      `things you will not sell; the bottom-up figure counts ${shown.customers} ` +
      `${shown.customerNoun} paying ${shown.annualSpend} a year. Plan with the bottom-up ` +
      "figures, and test the price and the customer count before you quote either."
    : ` The bottom-up figure assumes every one of ${shown.customers} ${shown.customerNoun} ` +
      `${within} pays ${shown.annualSpend} a year, more than the whole industry's recorded ` +
      "spending supports. Lower the price or count only the customers who already pay for " +
      "this kind of offer before you plan with it.";
  return gap + why;
}

interface TextParts {
  shown: SizingShown;
  wonCount: number;
  market: ScopeMarket;
  spend: AnnualSpend;
  warning: string | null;
  sizing: MarketSizing;
}

function marketSizeText(context: AnalysisContext, parts: TextParts): string {
  const { industry, geography, request, provenance } = context;
  const { shown, market, spend } = parts;
  const within = scopePhrase(geography.scope).within;
  const reachClause =
    request.businessType === "offline"
      ? `, within reach of one location (${shown.reachShare} of the scope)`
      : "";
  const definition = kbText(
    provenance,
    `${industryName(industry)} market definition`,
    industry.marketDefinition,
  );
  const topDown =
    `Top-down (${market.year}): TAM ${shown.topDown.tam}, the ${industryName(industry)} market ` +
    `${within} — ${lowerFirst(definition).replace(/\.$/u, "")}. SAM ${shown.topDown.sam}: ` +
    `${segmentPhrase(context)}, ${shown.segmentShare} of the market${reachClause}. SOM ${shown.topDown.som}: ` +
    `${article(shown.obtainableShare)} ${shown.obtainableShare} share of that within three years.`;
  const bottomUp =
    `Bottom-up: ${shown.customers} ${shown.customerNoun} ${within} × ${shown.annualSpend} a ` +
    `year each (the ${shown.priceName} range, ${spend.rangeText}, at its midpoint) = TAM ` +
    `${shown.bottomUp.tam}. ` +
    `${shown.segmentCustomers} of them are in your segment${reachClause} = SAM ` +
    `${shown.bottomUp.sam}. Winning ${shown.wonCustomers} of those (${shown.obtainableShare}) = ` +
    `SOM ${shown.bottomUp.som}.`;
  const agreement =
    parts.warning ??
    `The two TAMs are within ${shown.ratio} of each other, close enough to treat the range as ` +
      "credible; the bottom-up SOM is the one to plan with.";
  const paragraphs = [topDown, bottomUp, agreement, market.note];
  const founder = founderFigures(context, parts.sizing);
  if (founder !== null) paragraphs.push(founder);
  if (context.goals.has("Market Size Validation")) {
    paragraphs.push(validationDetail(context, parts));
  }
  return paragraphs.join("\n\n");
}

/** Where a figure of the founder's own sits among ours, in words. */
function placeFigure(value: number, sizing: MarketSizing): string {
  const ours = [
    { name: "bottom-up SOM", value: sizing.bottomUp.som },
    { name: "bottom-up SAM", value: sizing.bottomUp.sam },
    { name: "bottom-up TAM", value: sizing.bottomUp.tam },
    { name: "top-down SAM", value: sizing.topDown.sam },
    { name: "top-down TAM", value: sizing.topDown.tam },
  ].sort((a, b) => a.value - b.value);
  const first = ours[0]!;
  const last = ours[ours.length - 1]!;
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
    sentences.push(
      money === null
        ? `You noted the market as “${words.marketSize}”; we found no dollar figure in it to compare.`
        : `Your own figure, “${words.marketSize}”, sits ${placeFigure(money, sizing)}.`,
    );
  }
  const savedSize = savedIdea === null ? null : optionalQuote(savedIdea.marketSize, 80);
  if (savedIdea !== null && savedSize !== null) {
    const quoted = provenance.input("Saved idea's market size", "previousData", savedSize);
    const money = readMoney(savedIdea.marketSize);
    sentences.push(
      money === null
        ? `Your saved idea described its market as “${quoted}”.`
        : `Your saved idea put its market at “${quoted}”, ${placeFigure(money, sizing)}.`,
    );
  }
  return sentences.length === 0 ? null : sentences.join(" ");
}

function validationDetail(context: AnalysisContext, parts: TextParts): string {
  const { industry, provenance, price } = context;
  const { shown, sizing, spend, wonCount } = parts;
  const range = price.range;
  const atPrice = (label: string, unitPrice: number): string => {
    const yearly = Math.round(unitPrice * spend.perYear);
    return provenance.estimate(
      `Bottom-up SOM at the ${label} of the price range`,
      formatUsd(Math.round(wonCount * yearly)),
      `${shown.wonCustomers} customers × ${formatMoney(unitPrice)} × ${spend.perYear} a year = ` +
        `${formatUsd(Math.round(wonCount * yearly))}.`,
    );
  };
  const high = atPrice("top", range.high);
  const low = range.low > 0 ? atPrice("bottom", range.low) : null;
  const years = 3;
  const growthRate = industry.growthRate.value / 100;
  const grown = Math.round(sizing.topDown.tam * (1 + growthRate) ** years);
  const future = provenance.estimate(
    `Top-down TAM in ${parts.market.year + years}`,
    formatUsd(grown),
    `${shown.topDown.tam} × (1 + ${shown.growth})^${years} = ${formatUsd(grown)}, if the ` +
      "knowledge base's growth rate holds.",
  );
  const sensitivity =
    low === null
      ? `Price moves the answer most: at the top of the range your bottom-up SOM would be ${high}.`
      : `Price moves the answer most: your bottom-up SOM runs from ${low} at the bottom of the ` +
        `range to ${high} at the top.`;
  return (
    `Validating these figures. ${sensitivity} The segment share (${shown.segmentShare}) and ` +
    `the obtainable share (${shown.obtainableShare}) are assumptions, not data: replace them ` +
    "with what interviews and a landing-page test tell you. At " +
    `${shown.growth} a year the top-down TAM would reach ${future} by ` +
    `${parts.market.year + years}.`
  );
}
