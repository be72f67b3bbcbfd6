/**
 * The shapes of the knowledge base: sources, figures with their pedigree, and the entries for
 * industries, business models, geographic scopes and founder profiles (budget, time, location).
 *
 * Every number the engines quote comes from a `Figure`, and every figure says where it came from:
 * a `source` (publisher, title, year) or an `estimate` whose `method` spells out the arithmetic.
 */

import { z } from "zod";
import { CURRENCY_CODES, type CurrencyCode } from "../../shared/currencies";
import {
  ALL_INDUSTRIES,
  BUDGETS,
  BUSINESS_MODELS,
  GEOGRAPHIC_SCOPES,
  type Industry,
  LOCATIONS,
  TIME_COMMITMENTS,
} from "../../shared/options";

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const sourceIdSchema = z.string().regex(KEBAB_CASE, "Source ids are kebab-case");

export const sourceSchema = z.strictObject({
  id: sourceIdSchema,
  publisher: z.string().min(2),
  title: z.string().min(3),
  /** Year of publication. */
  year: z.number().int().min(1990).max(2026),
  /** Only a public address known to exist; omitted when unsure. */
  url: z.url({ protocol: /^https$/ }).optional(),
});
export type Source = z.infer<typeof sourceSchema>;

export const basisSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("source"),
    sourceId: sourceIdSchema,
    /** What exactly the source says, when the figure is a rounding or a midpoint of it. */
    note: z.string().min(5).optional(),
  }),
  z.strictObject({
    kind: z.literal("estimate"),
    /** How the figure was derived, with the arithmetic. */
    method: z.string().min(30),
  }),
]);
export type Basis = z.infer<typeof basisSchema>;

export const FIGURE_UNITS = ["USD", "percent", "count", "months", "ratio", "hours"] as const;
export type FigureUnit = (typeof FIGURE_UNITS)[number];

export const figureSchema = z.strictObject({
  value: z.number().finite(),
  unit: z.enum(FIGURE_UNITS),
  /** The year the value describes (a forecast year for forecasts). */
  year: z.number().int().min(1990).max(2035),
  /** For rates: the span they describe, e.g. "2024–2030". */
  period: z.string().min(4).optional(),
  basis: basisSchema,
});
export type Figure = z.infer<typeof figureSchema>;

const figureOf = (unit: FigureUnit) =>
  figureSchema.refine((figure) => figure.unit === unit, { message: `Expected a ${unit} figure` });

export const usdFigureSchema = figureOf("USD").refine((figure) => figure.value > 0, {
  message: "A market size is positive",
});
export const percentFigureSchema = figureOf("percent");
export const monthsFigureSchema = figureOf("months").refine((figure) => figure.value >= 0, {
  message: "Months are not negative",
});
export const countFigureSchema = figureOf("count").refine((figure) => figure.value >= 0, {
  message: "Counts are not negative",
});
export const ratioFigureSchema = figureOf("ratio").refine((figure) => figure.value > 0, {
  message: "A ratio is positive",
});
export const growthFigureSchema = percentFigureSchema.refine(
  (figure) => figure.period !== undefined,
  { message: "A growth rate states its period" },
);

// ---------------------------------------------------------------------------------------------
// Building blocks shared by entries
// ---------------------------------------------------------------------------------------------

export const LEVELS = ["low", "medium", "high"] as const;
export type Level = (typeof LEVELS)[number];

export const CAPITAL_INTENSITIES = ["low", "medium", "high", "very-high"] as const;
export type CapitalIntensity = (typeof CAPITAL_INTENSITIES)[number];

/** A sentence, with the source it rests on where there is one. */
export const factSchema = z.strictObject({
  text: z.string().min(25),
  sourceId: sourceIdSchema.optional(),
});
export type Fact = z.infer<typeof factSchema>;

export const PRICE_PERIODS = [
  "one-time",
  "hour",
  "day",
  "week",
  "month",
  "year",
  "transaction",
] as const;

/** A typical price range: low to high, in dollars or as a percentage of something. */
export const priceRangeSchema = z
  .strictObject({
    label: z.string().min(3),
    low: z.number().nonnegative(),
    high: z.number().positive(),
    unit: z.enum(["USD", "percent"]),
    /** What one price is for, e.g. "seat", "order value", "project". */
    per: z.string().min(2),
    period: z.enum(PRICE_PERIODS),
  })
  .refine((range) => range.low <= range.high, { message: "low must not exceed high" })
  .refine((range) => range.unit !== "percent" || range.high <= 100, {
    message: "A percentage price is at most 100",
  });
export type PriceRange = z.infer<typeof priceRangeSchema>;

export const competitorArchetypeSchema = z.strictObject({
  name: z.string().min(3),
  description: z.string().min(20),
  /** Real companies that fit the archetype. */
  examples: z.array(z.string().min(2)).min(2),
  /**
   * Sells tools, systems or services to organisations: what a business buyer may use instead of
   * the founder's product. Unset for the industry's players that sell to consumers (quick-service
   * chains, fast-fashion giants), which a pub or a hotel does not buy instead (stop 35).
   */
  vendor: z.literal(true).optional(),
});

export const customerSegmentSchema = z.strictObject({
  name: z.string().min(3),
  description: z.string().min(20),
  orientation: z.enum(["b2b", "b2c"]),
});

const industryEnum = z.enum(ALL_INDUSTRIES as [Industry, ...Industry[]]);
const businessModelEnum = z.enum(BUSINESS_MODELS);

// ---------------------------------------------------------------------------------------------
// Industries
// ---------------------------------------------------------------------------------------------

/** Where a sector's rule applies: one country's law, Europe's, or a practice found anywhere. */
export const REGULATION_PLACES = ["United States", "Europe", "anywhere"] as const;
export type RegulationPlace = (typeof REGULATION_PLACES)[number];

export const regulatoryNoteSchema = z.strictObject({
  where: z.enum(REGULATION_PLACES),
  text: z.string().min(20),
});
export type RegulatoryNote = z.infer<typeof regulatoryNoteSchema>;

export const industryEntrySchema = z.strictObject({
  name: industryEnum,
  summary: z.string().min(40),
  /** What the market-size figures measure (revenue, spending, value added…). */
  marketDefinition: z.string().min(30),
  /** Lowercase words and phrases a founder would use, for classifying free text. */
  keywords: z
    .array(z.string().regex(/^[a-z0-9][a-z0-9&' .+/-]*$/, "Keywords are lowercase"))
    .min(12),
  globalMarketSize: usdFigureSchema,
  usMarketSize: usdFigureSchema,
  /** Compound annual growth, in percent, with its period. */
  growthRate: growthFigureSchema,
  /**
   * Set when the growth figure is one country's (the only one its source publishes): a founder
   * elsewhere is told whose figure it is (issue 23). Absent: a world figure.
   */
  growthPlace: z.literal("United States").optional(),
  trends: z.array(factSchema).min(5),
  competitorArchetypes: z.array(competitorArchetypeSchema).min(3),
  pricingModels: z.array(priceRangeSchema).min(2),
  /**
   * The sector's rules, each with where it applies (issue 23): a US law is never shown to a
   * founder selling elsewhere. Read them through `regulatoryNotesFor`.
   */
  regulatoryNotes: z.array(regulatoryNoteSchema).min(2),
  customerSegments: z.array(customerSegmentSchema).min(3),
  keyRisks: z.array(z.string().min(15)).min(3),
  competitionIntensity: z.enum(LEVELS),
  regulatoryIntensity: z.enum(LEVELS),
  capitalIntensity: z.enum(CAPITAL_INTENSITIES),
  typicalBusinessModels: z.array(businessModelEnum).min(2),
});
export type IndustryEntry = z.infer<typeof industryEntrySchema>;

// ---------------------------------------------------------------------------------------------
// Business models
// ---------------------------------------------------------------------------------------------

export const RETENTION_METRICS = [
  "monthly-customer-churn",
  "annual-gross-revenue-retention",
  "annual-client-retention",
  "annual-repeat-customer-rate",
] as const;

export const businessModelEntrySchema = z
  .strictObject({
    name: businessModelEnum,
    summary: z.string().min(40),
    orientation: z.enum(["b2b", "b2c", "both"]),
    deliveryMode: z.enum(["online", "offline", "hybrid"]),
    grossMargin: percentFigureSchema,
    cacPaybackMonths: monthsFigureSchema,
    retention: z.strictObject({
      metric: z.enum(RETENTION_METRICS),
      figure: percentFigureSchema,
    }),
    typicalPricePoints: z.array(priceRangeSchema).min(1),
    channels: z.array(z.string().min(3)).min(3),
    requiredSkills: z.array(z.string().min(3)).min(3),
    /** Cash needed to launch, excluding founders' own salaries. */
    capitalNeeds: z
      .strictObject({
        low: z.number().nonnegative(),
        high: z.number().positive(),
        currency: z.literal("USD"),
        basis: basisSchema,
      })
      .refine((range) => range.low <= range.high, { message: "low must not exceed high" }),
    capitalIntensity: z.enum(CAPITAL_INTENSITIES),
    timeToFirstRevenueMonths: z
      .strictObject({ low: z.number().nonnegative(), high: z.number().positive() })
      .refine((range) => range.low <= range.high, { message: "low must not exceed high" }),
    /** Below this many hours a week the model rarely gets off the ground. */
    minHoursPerWeek: z.number().int().positive(),
    /** Needs a fixed shop, kitchen, plant or showroom. */
    requiresFixedPremises: z.boolean(),
    regulatoryIntensity: z.enum(LEVELS),
    keyRisks: z.array(z.string().min(15)).min(2),
    facts: z.array(factSchema),
  })
  .refine((entry) => entry.grossMargin.value > 0 && entry.grossMargin.value < 100, {
    message: "A gross margin is between 0 and 100 percent",
  });
export type BusinessModelEntry = z.infer<typeof businessModelEntrySchema>;

// ---------------------------------------------------------------------------------------------
// Geographic scopes
// ---------------------------------------------------------------------------------------------

export const geographyEntrySchema = z.strictObject({
  scope: z.enum(GEOGRAPHIC_SCOPES),
  description: z.string().min(30),
  /** The scope's share of world GDP, in percent. */
  gdpShare: percentFigureSchema,
  population: countFigureSchema,
  /** Number of businesses, where a count is known. */
  businesses: countFigureSchema.optional(),
  currencyNotes: z.string().min(20),
  marketNotes: z.array(z.string().min(20)).min(2),
  /** The share of each industry's global market the scope represents, in percent. */
  industryShares: z.record(industryEnum, percentFigureSchema),
});
export type GeographyEntry = z.infer<typeof geographyEntrySchema>;

// ---------------------------------------------------------------------------------------------
// Founder profiles: budget, time, location
// ---------------------------------------------------------------------------------------------

const unitScore = z.number().min(0).max(1);

export const budgetEntrySchema = z.strictObject({
  value: z.enum(BUDGETS.map((budget) => budget.value) as [string, ...string[]]),
  label: z.string(),
  minUsd: z.number().nonnegative(),
  maxUsd: z.number().positive().nullable(),
  /** Business models whose launch capital starts above this budget's ceiling. */
  excludedBusinessModels: z.array(businessModelEnum),
  /** How well the budget fits each capital intensity, 0 (no) to 1 (comfortably). */
  capitalFit: z.record(z.enum(CAPITAL_INTENSITIES), unitScore),
  /** Months of a lean two-person burn the budget covers at its ceiling (or floor when open). */
  leanRunwayMonths: monthsFigureSchema,
  guidance: z.array(z.string().min(20)).min(2),
});
export type BudgetEntry = z.infer<typeof budgetEntrySchema>;

export const timeCommitmentEntrySchema = z.strictObject({
  value: z.enum(TIME_COMMITMENTS.map((time) => time.value) as [string, ...string[]]),
  label: z.string(),
  hoursPerWeek: z.number().int().positive(),
  /** Multiplies a full-time founder's months to first revenue. */
  launchPaceMultiplier: ratioFigureSchema,
  /** Business models whose minimum weekly hours exceed this commitment. */
  unsuitableBusinessModels: z.array(businessModelEnum),
  guidance: z.array(z.string().min(20)).min(2),
});
export type TimeCommitmentEntry = z.infer<typeof timeCommitmentEntrySchema>;

export const locationEntrySchema = z
  .strictObject({
    value: z.enum(LOCATIONS.map((location) => location.value) as [string, ...string[]]),
    label: z.string(),
    /** Commercial rent relative to a suburban site (1.0). */
    rentIndex: ratioFigureSchema,
    footTraffic: z.enum(LEVELS),
    suitableBusinessModels: z.array(businessModelEnum).min(2),
    unsuitableBusinessModels: z.array(businessModelEnum),
    guidance: z.array(z.string().min(20)).min(2),
  })
  .refine(
    (entry) =>
      entry.suitableBusinessModels.every(
        (model) => !entry.unsuitableBusinessModels.includes(model),
      ),
    { message: "A model cannot be both suitable and unsuitable for a location" },
  );
export type LocationEntry = z.infer<typeof locationEntrySchema>;

// ---------------------------------------------------------------------------------------------
// Builders used by the data files
// ---------------------------------------------------------------------------------------------

export const fromSource = (sourceId: string, note?: string): Basis =>
  note === undefined ? { kind: "source", sourceId } : { kind: "source", sourceId, note };

export const estimate = (method: string): Basis => ({ kind: "estimate", method });

export const usd = (value: number, year: number, basis: Basis): Figure => ({
  value,
  unit: "USD",
  year,
  basis,
});

export const percent = (value: number, year: number, basis: Basis, period?: string): Figure =>
  period === undefined
    ? { value, unit: "percent", year, basis }
    : { value, unit: "percent", year, period, basis };

export const months = (value: number, year: number, basis: Basis): Figure => ({
  value,
  unit: "months",
  year,
  basis,
});

export const count = (value: number, year: number, basis: Basis): Figure => ({
  value,
  unit: "count",
  year,
  basis,
});

export const ratio = (value: number, year: number, basis: Basis): Figure => ({
  value,
  unit: "ratio",
  year,
  basis,
});

/** The form the estimate methods print dollar amounts in (shared with the result views). */
export { formatUsd } from "../../shared/money";

// ---------------------------------------------------------------------------------------------
// Funnel benchmarks (go-to-market, issue 13)
// ---------------------------------------------------------------------------------------------

/** The conversion rates and costs a launch funnel is planned with, by B2B or B2C. */
export const funnelBenchmarksSchema = z.strictObject({
  /** Site-wide visitor to lead (demo request, trial or sign-up), by orientation. */
  visitorToLead: z.strictObject({ b2b: percentFigureSchema, b2c: percentFigureSchema }),
  /** Lead to paying customer, by orientation. */
  leadToCustomer: z.strictObject({ b2b: percentFigureSchema, b2c: percentFigureSchema }),
  /** Paid search: average click-to-conversion rate, cost per click and cost per lead. */
  paidSearch: z.strictObject({
    clickToLead: percentFigureSchema,
    costPerClick: usdFigureSchema,
    costPerLead: usdFigureSchema,
  }),
  /** Pooled conversion rate of dedicated landing pages: a ceiling to tune towards. */
  landingPagePooled: percentFigureSchema,
  /** Growth yardsticks (iteration and scaling, issue 14): activation and unit economics. */
  growth: z.strictObject({
    /** Share of new sign-ups who reach the product's first value. */
    activationRate: percentFigureSchema,
    /** Lifetime value over acquisition cost a business should reach before it scales. */
    ltvToCac: ratioFigureSchema,
    /** The most months of gross margin a customer's acquisition cost should take to earn back. */
    cacPaybackCeiling: monthsFigureSchema,
  }),
});
export type FunnelBenchmarks = z.infer<typeof funnelBenchmarksSchema>;

export const SERVING_PRODUCT_TYPES = [
  "video-streams",
  "video-files",
  "audio",
  "language-model",
  "ml-model",
] as const;
export type ServingProductType = (typeof SERVING_PRODUCT_TYPES)[number];

/**
 * What serving one customer a month costs in compute for a product that processes video, audio
 * or models (issue 26): the provider's published unit price (a sourced figure), the usage a
 * customer is assumed to need, and the cost a customer a month, an estimate whose method is the
 * arithmetic. The financial model subtracts it from gross profit.
 */
export const servingCostEntrySchema = z.strictObject({
  type: z.enum(SERVING_PRODUCT_TYPES),
  /** "continuous video analysis (camera feeds)". */
  label: z.string().min(8),
  /** Lower-case words of a founder's idea that mark this type, most specific first. */
  cues: z.array(z.string().min(2)).min(3),
  /** The published unit price the estimate starts from. */
  unitPrice: usdFigureSchema,
  /** "an hour of one NVIDIA T4 GPU (g4dn.xlarge)". */
  unit: z.string().min(5),
  /** The cost of serving one customer a month, with its arithmetic. */
  perCustomerMonth: usdFigureSchema,
});
export type ServingCostEntry = z.infer<typeof servingCostEntrySchema>;

// ---------------------------------------------------------------------------------------------
// Salary benchmarks (team planning, issue 14)
// ---------------------------------------------------------------------------------------------

export const SALARY_ROLES = ["engineering", "sales", "marketing", "support", "data"] as const;
export type SalaryRole = (typeof SALARY_ROLES)[number];

export const SALARY_LOCATIONS = [
  "United States",
  "United Kingdom",
  "Canada",
  "Germany",
  "Remote / other",
] as const;
export type SalaryLocation = (typeof SALARY_LOCATIONS)[number];

/** A U.S. annual median for the occupation an early hire belongs to, and location factors. */
export const salaryBenchmarksSchema = z.strictObject({
  roles: z.record(
    z.enum(SALARY_ROLES),
    z.strictObject({
      /** The published occupation the figure describes ("Software developers"). */
      occupation: z.string().min(5),
      /** Annual median pay, in US dollars. */
      medianAnnual: usdFigureSchema,
    }),
  ),
  /** Pay at a location relative to the U.S. median (1 for the United States). */
  locationFactors: z.record(z.enum(SALARY_LOCATIONS), ratioFigureSchema),
});
export type SalaryBenchmarks = z.infer<typeof salaryBenchmarksSchema>;

// ---------------------------------------------------------------------------------------------
// Countries (issue 23): the founder's place, its people, money and businesses
// ---------------------------------------------------------------------------------------------

/**
 * The countries the knowledge base knows by name. A new country is a new id here and an entry in
 * countries.ts; the buyer units' per-country counts are keyed by these ids, so the compiler
 * checks every count names a known country.
 */
export const COUNTRY_IDS = [
  "us",
  "uk",
  "ie",
  "de",
  "fr",
  "it",
  "es",
  "nl",
  "ca",
  "au",
  "in",
  "ch",
  "br",
  "mx",
  "jp",
  "nz",
  "sg",
  "za",
  "ng",
  "pl",
  "se",
  "no",
  "dk",
  "ke",
  "at",
  "be",
  "pt",
  "kr",
  "id",
  "ph",
] as const;
export type CountryId = (typeof COUNTRY_IDS)[number];
export const countryIdSchema = z.enum(COUNTRY_IDS);

/** ISO 4217 codes of the countries' currencies: the one table of src/shared/currencies.ts. */
export { CURRENCY_CODES, type CurrencyCode };

export const countryEntrySchema = z.strictObject({
  id: countryIdSchema,
  /** "Ireland", "United Kingdom": as labels print it. */
  name: z.string().min(2),
  /** As prose names it mid-sentence: "the United Kingdom", "Ireland". */
  prose: z.string().min(2),
  /** The spec §9 scope the country belongs to. */
  scope: z.enum(GEOGRAPHIC_SCOPES),
  /** Lowercase words that name the country: its name, demonym and largest cities. */
  phrases: z.array(z.string().regex(/^[a-z][a-z. '-]*$/u, "Phrases are lowercase")).min(2),
  population: countFigureSchema,
  /** The country's share of world GDP, in percent: how its share of a world market is estimated. */
  gdpShare: percentFigureSchema,
  currency: z.strictObject({
    code: z.enum(CURRENCY_CODES),
    /** "€", "£", "C$", "A$", "₹", "$", "CHF ". */
    symbol: z.string().min(1).max(4),
    /** "euros", "pounds sterling". */
    name: z.string().min(3),
  }),
  /** Units of the currency per US dollar, with the period it averages and where it is from. */
  usdRate: z.strictObject({
    perUsd: z.number().positive(),
    /** "2023 annual average". */
    date: z.string().min(4),
    basis: basisSchema,
  }),
  /** Businesses with employees (employer enterprises), where a count is published. */
  employerBusinesses: countFigureSchema.optional(),
});
export type CountryEntry = z.infer<typeof countryEntrySchema>;

// ---------------------------------------------------------------------------------------------
// Buyer units and the markets ideas are in (issue 16)
// ---------------------------------------------------------------------------------------------

const phraseSchema = z.string().regex(/^[a-z0-9][a-z0-9&' .+/-]*$/, "Keywords are lowercase");

/**
 * The unit that buys: households with a dog, community hospitals, employer firms, mobile game
 * players. Bottom-up sizing counts these, never a country's whole population by default.
 */
export const buyerUnitEntrySchema = z.strictObject({
  id: sourceIdSchema,
  /** "household with a dog" */
  singular: z.string().min(3),
  /** "households with a dog" */
  plural: z.string().min(3),
  /** Organisations buy as businesses (B2B); households and people as consumers. */
  kind: z.enum(["organisation", "household", "person"]),
  orientation: z.enum(["b2b", "b2c"]),
  /** Phrases of a target market that name this unit ("dog owners", "community hospitals"). */
  keywords: z.array(phraseSchema).min(1),
  /**
   * Its names in languages that put the noun first (French, Spanish, Italian, Portuguese), as
   * founders write them, accents dropped: "farmacias", "clinicas dentales", "ristoranti". A
   * target market that opens with one of them names this unit ("farmacias comunitarias en
   * España"), unless a complement narrows it ("écoles de ski"). Names in head-last languages
   * (German and Dutch compounds such as "zahnarztpraxen") are ordinary keywords.
   */
  headFirst: z.array(phraseSchema).optional(),
  /** The broader unit this one is a part of (hospitals under 200 beds → community hospitals). */
  partOf: sourceIdSchema.optional(),
  /** How many there are in the United States. */
  us: countFigureSchema,
  /** How many there are worldwide, where a count is published. */
  global: countFigureSchema.optional(),
  /**
   * How many there are in other countries, where a count is published or derived (issue 23):
   * keyed by country id, the United States being `us` above. A country missing here has no
   * count: the analysis asks the founder for it rather than scaling a population.
   */
  counts: z.partialRecord(countryIdSchema, countFigureSchema).optional(),
  /**
   * Whether its number follows a country's population: businesses and services that serve the
   * people around them (pharmacies, dental practices, driving schools, vets). A country with no
   * count of its own then gets an estimate scaled from a peer country's count per person, shown
   * with its arithmetic and still asked of the founder (decision 031). Units whose number follows
   * land, climate or a local industry (farms, vineyards, marinas, ski schools, fishing vessels)
   * leave it unset: they are only asked.
   */
  scalesWithPopulation: z.boolean().optional(),
  /**
   * An organisation's usual buyer, a person with a role in it ("general manager or HR
   * manager"): the persona when the founder names no role.
   */
  buyerRole: z.string().min(5).optional(),
  /**
   * How one of them buys, as a segment description reads ("Hospitals buying through department
   * heads…"): used instead of an industry segment whose words name another kind of buyer.
   */
  buys: z.string().min(20).optional(),
  /**
   * Where in a price range one of them pays when no market figure says what it spends: 0 the
   * low end (a small organisation, a household), 0.5 the midpoint, 1 the top. An estimate; the
   * text says so.
   */
  pricePosition: z.number().min(0).max(1).optional(),
  /**
   * What one of them takes in a year in the United States: receipts, sales, fees or, for a
   * public body, its budget (issue 23). The top-down figure is the buyers' own spending on the
   * kind of product, read as this revenue × the share of revenue spent on it; a unit without one
   * gets no top-down figure. Held in buyer-spending.ts and added to the unit by the index.
   */
  revenue: usdFigureSchema.optional(),
});
export type BuyerUnitEntry = z.infer<typeof buyerUnitEntrySchema>;

/** Who pays and how much: a share of the buyer units, and what one paying unit spends a year. */
export const buyerSpendSchema = z.strictObject({
  /** Share of the units that pay for this kind of product in a year (the paying share). */
  buyingShare: percentFigureSchema,
  /** What one paying unit spends a year on it (ARPU of payers). */
  annualSpend: usdFigureSchema,
});
export type BuyerSpend = z.infer<typeof buyerSpendSchema>;

/**
 * A market an idea is in, narrower than the form's industry: pet services, clinical software,
 * mobile games. Top-down sizing starts from its own figure; bottom-up counts its buyer unit.
 */
export const nicheMarketEntrySchema = z.strictObject({
  id: sourceIdSchema,
  /** "pet services", lowercase as prose uses it mid-sentence. */
  name: z.string().min(3),
  /** The broad industry it belongs to: its geographic shares, growth and competition. */
  industry: industryEnum,
  /** What the market figure measures. */
  definition: z.string().min(30),
  /** Phrases of an idea that place it in this market; two-word phrases weigh double. */
  keywords: z.array(phraseSchema).min(3),
  /**
   * Phrases naming the market's own sellers ("groomer", "yoga studio"): an idea for them sells
   * to those businesses, not to the market's buyers.
   */
  sellers: z.array(phraseSchema),
  /** The unit that buys when the target market names none. */
  buyer: sourceIdSchema,
  /** Paying share and spend in the United States (and any scope without its own). */
  us: buyerSpendSchema,
  /** Paying share and spend worldwide, where they differ from the US. */
  global: buyerSpendSchema.optional(),
  /** The market's own size, where one is known; else top-down uses the broad industry's. */
  usMarketSize: usdFigureSchema.optional(),
  globalMarketSize: usdFigureSchema.optional(),
});
export type NicheMarketEntry = z.infer<typeof nicheMarketEntrySchema>;
