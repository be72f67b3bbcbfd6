import { BUSINESS_MODELS, type BusinessModel, type Industry } from "../../shared/options";
import {
  type Basis,
  type BudgetEntry,
  type BusinessModelEntry,
  type BuyerUnitEntry,
  type CountryEntry,
  countOrPeerEstimateIn,
  describeBasis,
  type Figure,
  type GeographyEntry,
  type IndustryEntry,
  KNOWLEDGE_BASE,
  type LocationEntry,
  type NicheMarketEntry,
  type TimeCommitmentEntry,
} from "../knowledge";
import { formatUsd, type PriceRange } from "../knowledge/schema";
import { formatFigure, formatNumber } from "../provenance-builder";
import { containsPhrase, stem, wordsOf } from "../text";
import type { GroundingLine, GroundingSection } from "./prompt";

/**
 * Knowledge-base entries rendered as compact grounding for a language model: one line per fact,
 * each figure with its display value, year and pedigree — `[source-id — note]` for a sourced
 * figure, `[Estimate: method]` for ours. Shared by the modules' `prompt.server.ts`.
 */

/** A line of Ninefold's own (no source). */
export function note(text: string): GroundingLine {
  return { text, sourceIds: [] };
}

/** A sentence with the source it rests on, when it has one. */
export function fact(text: string, sourceId?: string): GroundingLine {
  return sourceId === undefined
    ? note(text)
    : { text: `${text} [${sourceId}]`, sourceIds: [sourceId] };
}

/** "Global market size: $1.74T (2023) [statista-apparel-market-2023]". */
export function figureLine(label: string, figure: Figure): GroundingLine {
  const when = figure.period === undefined ? `${figure.year}` : `${figure.period}`;
  return {
    text: `${label}: ${formatFigure(figure)} (${when}) ${basisTag(figure.basis)}`,
    sourceIds: sourceIdsOf(figure.basis),
  };
}

/** "[id — note]" or "[Estimate: method]". */
export function basisTag(basis: Basis): string {
  if (basis.kind === "estimate") return `[${describeBasis(basis)}]`;
  return basis.note === undefined ? `[${basis.sourceId}]` : `[${basis.sourceId} — ${basis.note}]`;
}

function sourceIdsOf(basis: Basis): string[] {
  return basis.kind === "source" ? [basis.sourceId] : [];
}

/** "$10–$150 per user per month", "3–5% of order value per transaction". */
export function priceText(range: PriceRange): string {
  const amount =
    range.unit === "USD"
      ? `${formatUsd(range.low)}–${formatUsd(range.high)} per ${range.per}`
      : `${formatNumber(range.low)}–${formatNumber(range.high)}% of ${range.per}`;
  if (range.period === "one-time") return `${amount}, one-time`;
  if (range.period === "transaction") return `${amount} per transaction`;
  return `${amount} per ${range.period}`;
}

/** An industry's full entry: sizes, growth, trends, competitors, prices, rules, segments, risks. */
export function industrySection(entry: IndustryEntry): GroundingSection {
  return {
    title: `Industry: ${entry.name}`,
    lines: [
      note(entry.summary),
      note(`What the market figures measure: ${entry.marketDefinition}`),
      figureLine(`${entry.name} global market size`, entry.globalMarketSize),
      figureLine(`${entry.name} US market size`, entry.usMarketSize),
      figureLine(`${entry.name} annual growth`, entry.growthRate),
      ...entry.trends.map((trend) => fact(`Trend: ${trend.text}`, trend.sourceId)),
      ...entry.competitorArchetypes.map((archetype) =>
        note(
          `Competitor type "${archetype.name}": ${archetype.description} ` +
            `Examples: ${archetype.examples.join(", ")}.`,
        ),
      ),
      ...entry.pricingModels.map((range) =>
        note(`Typical price, ${range.label}: ${priceText(range)}`),
      ),
      ...entry.regulatoryNotes.map((rule) =>
        note(
          `Regulation (${rule.where === "anywhere" ? "most countries" : rule.where}): ${rule.text}`,
        ),
      ),
      ...entry.customerSegments.map((segment) =>
        note(
          `Customer segment (${segment.orientation.toUpperCase()}), ${segment.name}: ` +
            segment.description,
        ),
      ),
      ...entry.keyRisks.map((risk) => note(`Risk: ${risk}`)),
      note(
        `Competition ${entry.competitionIntensity}, regulation ${entry.regulatoryIntensity}, ` +
          `capital needs ${entry.capitalIntensity}; typical business models: ` +
          `${entry.typicalBusinessModels.join(", ")}.`,
      ),
    ],
  };
}

/**
 * One line per industry: size, growth and intensities, for choosing between industries. Methods
 * of estimates are left out to keep the line short (the full entry carries them).
 */
export function industryOverviewSection(
  title: string,
  entries: readonly IndustryEntry[],
): GroundingSection {
  return {
    title,
    lines: entries.map((entry) => {
      const size = entry.globalMarketSize;
      const growth = entry.growthRate;
      return {
        text:
          `${entry.name}: global market ${formatFigure(size)} (${size.year}) ` +
          `${shortTag(size.basis)}; growth ${formatFigure(growth)} a year ` +
          `(${growth.period ?? growth.year}) ${shortTag(growth.basis)}; competition ` +
          `${entry.competitionIntensity}, regulation ${entry.regulatoryIntensity}, capital ` +
          `${entry.capitalIntensity}.`,
        sourceIds: [...sourceIdsOf(size.basis), ...sourceIdsOf(growth.basis)],
      };
    }),
  };
}

const RETENTION_LABELS: Record<BusinessModelEntry["retention"]["metric"], string> = {
  "monthly-customer-churn": "monthly customer churn",
  "annual-gross-revenue-retention": "annual gross revenue retention",
  "annual-client-retention": "annual client retention",
  "annual-repeat-customer-rate": "annual repeat-customer rate",
};

/** A business model's unit economics, prices, channels, skills, capital and risks. */
export function businessModelSection(entry: BusinessModelEntry): GroundingSection {
  const capital = entry.capitalNeeds;
  const firstRevenue = entry.timeToFirstRevenueMonths;
  return {
    title: `Business model: ${entry.name}`,
    lines: [
      note(`${entry.summary} (${entry.orientation.toUpperCase()}, ${entry.deliveryMode})`),
      figureLine(`${entry.name} gross margin`, entry.grossMargin),
      figureLine(`${entry.name} CAC payback`, entry.cacPaybackMonths),
      figureLine(
        `${entry.name} ${RETENTION_LABELS[entry.retention.metric]}`,
        entry.retention.figure,
      ),
      ...entry.typicalPricePoints.map((range) =>
        note(`Typical price, ${range.label}: ${priceText(range)}`),
      ),
      {
        text:
          `Launch capital for ${entry.name}: ${formatUsd(capital.low)}–${formatUsd(capital.high)}` +
          ` ${basisTag(capital.basis)}`,
        sourceIds: sourceIdsOf(capital.basis),
      },
      note(
        `Months to first revenue for a full-time founder: ${formatNumber(firstRevenue.low)}–` +
          `${formatNumber(firstRevenue.high)}; needs at least ${entry.minHoursPerWeek} hours a ` +
          `week${entry.requiresFixedPremises ? " and fixed premises" : ""}; regulation ` +
          `${entry.regulatoryIntensity}.`,
      ),
      note(`Channels: ${entry.channels.join("; ")}.`),
      note(`Skills needed: ${entry.requiredSkills.join("; ")}.`),
      ...entry.keyRisks.map((risk) => note(`Risk: ${risk}`)),
      ...entry.facts.map((item) => fact(item.text, item.sourceId)),
    ],
  };
}

/** One line per business model: margin, payback, capital and pace, without the methods. */
export function businessModelOverviewSection(
  title: string,
  entries: readonly BusinessModelEntry[],
): GroundingSection {
  return {
    title,
    lines: entries.map((entry) => {
      const capital = entry.capitalNeeds;
      const tagged = [entry.grossMargin, entry.cacPaybackMonths];
      return {
        text:
          `${entry.name} (${entry.orientation.toUpperCase()}): gross margin ` +
          `${formatFigure(entry.grossMargin)} ${shortTag(entry.grossMargin.basis)}, CAC payback ` +
          `${formatFigure(entry.cacPaybackMonths)} ${shortTag(entry.cacPaybackMonths.basis)}, ` +
          `launch capital ${formatUsd(capital.low)}–${formatUsd(capital.high)} ` +
          `${shortTag(capital.basis)}, first revenue in ` +
          `${formatNumber(entry.timeToFirstRevenueMonths.low)}–` +
          `${formatNumber(entry.timeToFirstRevenueMonths.high)} months, at least ` +
          `${entry.minHoursPerWeek} hours a week.`,
        sourceIds: [...tagged.map((figure) => figure.basis), capital.basis].flatMap(sourceIdsOf),
      };
    }),
  };
}

/** "[id]" for a sourced figure, "[Ninefold estimate]" for ours (the method is left out). */
function shortTag(basis: Basis): string {
  return basis.kind === "source" ? `[${basis.sourceId}]` : "[Ninefold estimate]";
}

/** A geographic scope, its share of the industry and the top-down market that share implies. */
export function geographySection(
  geography: GeographyEntry,
  industry: IndustryEntry,
): GroundingSection {
  const share = geography.industryShares[industry.name as Industry];
  const global = industry.globalMarketSize;
  const lines: GroundingLine[] = [
    note(geography.description),
    figureLine(`${geography.scope} share of the ${industry.name} market`, share),
    {
      text:
        `Top-down ${industry.name} market in ${geography.scope}: ` +
        `${formatUsd((global.value * share.value) / 100)} [Estimate: ${formatUsd(global.value)} ` +
        `global (${global.year}) × ${formatNumber(share.value)}% share]`,
      sourceIds: [...sourceIdsOf(global.basis), ...sourceIdsOf(share.basis)],
    },
    figureLine(`${geography.scope} share of world GDP`, geography.gdpShare),
    figureLine(`${geography.scope} population`, geography.population),
  ];
  if (geography.businesses !== undefined) {
    lines.push(figureLine(`Businesses in ${geography.scope}`, geography.businesses));
  }
  lines.push(note(`Currency and tax: ${geography.currencyNotes}`));
  lines.push(...geography.marketNotes.map((text) => note(`Market note: ${text}`)));
  return { title: `Geographic scope: ${geography.scope}`, lines };
}

/**
 * Who buys (issue 16): the market the idea is in, with its own size where known, its paying share
 * and spend per payer, and the buyer units to count, so bottom-up sizing counts units, not people.
 */
export function buyersSection(
  market: NicheMarketEntry | null,
  units: readonly BuyerUnitEntry[],
): GroundingSection {
  const lines: GroundingLine[] = [];
  if (market !== null) {
    lines.push(
      note(
        `The idea is in the ${market.name} market (part of ${market.industry}): ${market.definition}`,
      ),
    );
    if (market.usMarketSize !== undefined) {
      lines.push(figureLine(`US ${market.name} market`, market.usMarketSize));
    }
    if (market.globalMarketSize !== undefined) {
      lines.push(figureLine(`Global ${market.name} market`, market.globalMarketSize));
    }
    for (const [where, spend] of [
      ["US", market.us],
      ["Worldwide", market.global],
    ] as const) {
      if (spend === undefined) continue;
      lines.push(figureLine(`${where} share of buyers who pay in a year`, spend.buyingShare));
      lines.push(figureLine(`${where} spend per paying buyer a year`, spend.annualSpend));
    }
  }
  for (const unit of units) {
    lines.push(
      figureLine(`${unit.plural} (${unit.orientation.toUpperCase()}), United States`, unit.us),
    );
    if (unit.global !== undefined) {
      lines.push(figureLine(`${unit.plural}, worldwide`, unit.global));
    }
    // What one takes in a year, for the top-down figure from the buyers' spending (decision 046).
    if (unit.revenue !== undefined) {
      lines.push(figureLine(`Revenue of one ${unit.singular} a year, United States`, unit.revenue));
    }
  }
  if (units.some((unit) => unit.revenue !== undefined)) {
    const { shareOfRevenue, shareOfRevenueByIndustry, shareOfIt } = KNOWLEDGE_BASE.itSpending;
    lines.push(figureLine("IT spending as a share of revenue, all industries", shareOfRevenue));
    for (const [industry, figure] of Object.entries(shareOfRevenueByIndustry)) {
      lines.push(figureLine(`IT spending as a share of revenue, ${industry}`, figure));
    }
    lines.push(figureLine("Software as a share of IT spending", shareOfIt.software));
    lines.push(figureLine("IT services as a share of IT spending", shareOfIt["it-services"]));
  }
  return { title: "Who buys: the market and the units to count", lines };
}

/**
 * Where the founder sells (issue 23): their country's people, money and the count of each buyer
 * unit there — its own published count, else an estimate from peer countries (still asked of the
 * founder), else a line saying there is none and the count must be asked, never a population.
 * `asked` names buyers the founder's words narrow or that no unit counts ("homeschooling
 * families", "family-run tattoo studios"): they are always asked.
 */
export function placeSection(
  country: CountryEntry,
  units: readonly BuyerUnitEntry[],
  asked: string | null,
): GroundingSection {
  const { currency, usdRate } = country;
  const lines: GroundingLine[] = [
    note(
      `The founder sells in ${country.prose}: count buyers, quote prices and name rules and ` +
        `examples there, not in the United States unless that is where they are.`,
    ),
    figureLine(`Population of ${country.name}`, country.population),
  ];
  if (currency.code !== "USD") {
    lines.push({
      text:
        `Money in ${currency.name} (${currency.code}, "${currency.symbol.trim()}"): ` +
        `${formatNumber(usdRate.perUsd)} per US dollar (${usdRate.date}) ${basisTag(usdRate.basis)}; ` +
        "show amounts in it with US dollars beside them.",
      sourceIds: sourceIdsOf(usdRate.basis),
    });
  }
  for (const unit of units) {
    const label = `${unit.plural}, ${country.name}`;
    const counted = countOrPeerEstimateIn(unit, country);
    if (counted === null) {
      lines.push(
        note(
          `${label}: no published count. Set bottomUp to 0 unless the founder gave buyerCount, ` +
            `and ask for the number of ${unit.plural} in ${country.prose}; never use a population ` +
            "or all businesses instead.",
        ),
      );
    } else if (counted.peers === null) {
      lines.push(figureLine(label, counted.figure));
    } else {
      lines.push(
        figureLine(
          `${label} (estimated from peer countries; ask the founder to confirm)`,
          counted.figure,
        ),
      );
    }
  }
  if (asked !== null) {
    lines.push(
      note(
        `"${asked}": no count here measures this buyer; ask the founder for their number in ` +
          `${country.prose} rather than counting a broader group, a population or all businesses.`,
      ),
    );
  }
  return { title: `Where the founder sells: ${country.name}`, lines };
}

/** The founder's budget: what it excludes, how long it lasts, what it suits. */
export function budgetSection(budget: BudgetEntry): GroundingSection {
  return {
    title: `Budget: ${budget.label}`,
    lines: [
      figureLine("Lean runway at this budget", budget.leanRunwayMonths),
      note(
        `Business models whose launch capital exceeds this budget: ${listOrNone(budget.excludedBusinessModels)}.`,
      ),
      ...budget.guidance.map(note),
    ],
  };
}

/** The founder's weekly time: pace and the models it rules out. */
export function timeCommitmentSection(time: TimeCommitmentEntry): GroundingSection {
  return {
    title: `Time commitment: ${time.label}`,
    lines: [
      note(`About ${time.hoursPerWeek} hours a week.`),
      figureLine("Launch timelines stretch by", time.launchPaceMultiplier),
      note(
        `Business models that need more hours than this: ${listOrNone(time.unsuitableBusinessModels)}.`,
      ),
      ...time.guidance.map(note),
    ],
  };
}

/** Where an offline or hybrid business would operate. */
export function locationSection(location: LocationEntry): GroundingSection {
  return {
    title: `Location: ${location.label}`,
    lines: [
      figureLine("Commercial rent relative to a suburban site", location.rentIndex),
      note(`Foot traffic: ${location.footTraffic}.`),
      note(`Business models that suit it: ${location.suitableBusinessModels.join(", ")}.`),
      note(`Business models that do not: ${listOrNone(location.unsuitableBusinessModels)}.`),
      ...location.guidance.map(note),
    ],
  };
}

function listOrNone(items: readonly string[]): string {
  return items.length === 0 ? "none" : items.join(", ");
}

/** The business models the text names ("a SaaS for…", "a subscription box"), in list order. */
export function businessModelsMentioned(text: string): BusinessModel[] {
  const words = stemmedWords(text);
  return BUSINESS_MODELS.filter((model) => containsPhrase(words, stemmedWords(model)));
}

/** Lowercase words, keeping the characters keywords use ("e-commerce"), in the singular. */
function stemmedWords(text: string): string[] {
  return wordsOf(text).map(stem);
}

/**
 * The industries whose keywords the text mentions, best match first (at most `limit`).
 * Matching is on whole words (plurals too), so "ai" does not match "paint".
 */
export function industriesMentioned(
  text: string,
  entries: readonly IndustryEntry[],
  limit: number,
): IndustryEntry[] {
  const words = stemmedWords(text);
  return entries
    .map((entry) => ({
      entry,
      hits: entry.keywords.filter((keyword) => containsPhrase(words, stemmedWords(keyword))).length,
    }))
    .filter((match) => match.hits > 0)
    .sort((a, b) => b.hits - a.hits)
    .slice(0, limit)
    .map((match) => match.entry);
}
