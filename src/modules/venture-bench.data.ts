import type {
  BusinessModel,
  GeographicScope,
  MarketBusinessType,
  MarketIndustry,
} from "../shared/options";

/**
 * The venture bench (issue 23): ventures written for the bench, none of them the sample ventures
 * of the other tests, each with what a founder types on the market analysis form and what a
 * careful reader of that founder would expect: who pays (the buyer unit, as a plural noun), the
 * side (B2B or B2C), the business model (the engine's model names, src/shared/options.ts
 * BUSINESS_MODELS) and a sourced order of magnitude for how many buyers there are in the place
 * the founder sells. `venture-bench.server.ts` runs them through the market analysis, customer
 * discovery and the plans of a venture, and measures the engine against these expectations.
 *
 * Counts are official statistics or the trade body that counts its members' establishments, each
 * with its publisher, the year it describes and how the figure was read. They are orders of
 * magnitude: the bench accepts a count within 3× of them. Where a founder's target is a part of
 * the counted group (small credit unions among all credit unions), the note says so and the part
 * is well within 3× of the whole.
 *
 * A model expectation is a list when the idea honestly reads as more than one of the engine's
 * models (a camera kit sold with a monthly streaming service is Hardware or SaaS); the reading is
 * right when it names any of them.
 */

export type BenchCountry =
  | "United States"
  | "United Kingdom"
  | "Ireland"
  | "Germany"
  | "France"
  | "Canada"
  | "Australia"
  | "India"
  /** Held-out ventures only (venture-bench.heldout.ts). */
  | "Italy"
  | "Spain"
  | "Netherlands"
  /** The third held-out set only (venture-bench.heldout3.ts). */
  | "Brazil"
  | "Japan"
  | "Mexico"
  | "Nigeria"
  /** The fifth held-out set only (venture-bench.heldout5.ts). */
  | "Poland"
  | "South Africa"
  | "Kenya"
  | "Sweden"
  /** The sixth held-out set only (venture-bench.heldout6.ts). */
  | "Switzerland"
  | "Austria"
  | "Belgium"
  | "Portugal"
  | "Norway"
  | "Denmark"
  | "New Zealand"
  | "Singapore"
  | "South Korea"
  | "Indonesia"
  | "Philippines";

export type BenchCurrency =
  | "USD"
  | "GBP"
  | "EUR"
  | "CAD"
  | "AUD"
  | "INR"
  | "BRL"
  | "JPY"
  | "MXN"
  | "NGN"
  | "PLN"
  | "ZAR"
  | "KES"
  | "SEK"
  | "CHF"
  | "NOK"
  | "DKK"
  | "NZD"
  | "SGD"
  | "KRW"
  | "IDR"
  | "PHP";

/**
 * US dollars per unit of each currency, to compare a founder's price with the engine's USD
 * figures: 2024 annual averages of the ECB and Federal Reserve (H.10) reference rates, rounded.
 * The bench compares prices within ±15%, wider than any rounding here.
 */
export const USD_PER_UNIT: Readonly<Record<BenchCurrency, number>> = {
  USD: 1,
  EUR: 1.08,
  GBP: 1.28,
  CAD: 0.73,
  AUD: 0.66,
  INR: 0.012,
  BRL: 0.186,
  JPY: 0.0064,
  MXN: 0.055,
  NGN: 0.00067,
  PLN: 0.25,
  ZAR: 0.055,
  KES: 0.0074,
  SEK: 0.095,
  CHF: 1.14,
  NOK: 0.093,
  DKK: 0.145,
  NZD: 0.61,
  SGD: 0.75,
  KRW: 0.00073,
  IDR: 0.000063,
  PHP: 0.0175,
};
export const USD_RATES_NOTE =
  "2024 annual average reference rates (ECB, Federal Reserve H.10), rounded: €1 = $1.08, " +
  "£1 = $1.28, C$1 = $0.73, A$1 = $0.66, ₹1 = $0.012; the Federal Reserve's G.5 monthly " +
  "averages of June 2024 for R$1 = $0.186 (5.386 to the dollar), ¥1 = $0.0064 (157.86) and " +
  "MX$1 = $0.055 (18.19); about ₦1,500 to the dollar for ₦1 = $0.00067 (the Central Bank of " +
  "Nigeria's official rate moved from ₦907 at the end of 2023 to ₦1,535 at the end of 2024). " +
  "For the fifth held-out set, approximate 2024 annual averages, rounded: zł1 = $0.25 (about " +
  "4.31 to the euro), R1 = $0.055 (about 18.3 to the dollar), KSh1 = $0.0074 (about 135 to the " +
  "dollar; the shilling moved from about 160 in January 2024 to about 129 by December) and " +
  "1 kr = $0.095 (about 11.4 to the euro). " +
  "For the sixth held-out set, approximate 2024 annual averages, rounded: CHF 1 = $1.14 (about " +
  "0.88 francs to the dollar), NOK 1 = $0.093 (about 10.7 to the dollar), DKK 1 = $0.145 (the " +
  "krone is pegged near 7.46 to the euro), NZ$1 = $0.61, S$1 = $0.75 (about 1.34 to the dollar), " +
  "₩1 = $0.00073 (about 1,360 to the dollar), Rp1 = $0.000063 (about 15,900 to the dollar) and " +
  "₱1 = $0.0175 (about 57 to the dollar).";

/** How often the price is paid. "transaction": per session, delivery, booking or sale. */
export type PricePeriod = "month" | "year" | "week" | "one-time" | "transaction";

/** The price as the founder means it, as written in their idea. */
export interface FounderPrice {
  amount: number;
  currency: BenchCurrency;
  /** What one price buys: "per pub", "per household", "per delivery". */
  per: string;
  period: PricePeriod;
  /** The words in `businessIdea` that state it (the bench checks they are there). */
  text: string;
  /**
   * A one-off price said beside a recurring one (a device sold with a subscription), in the
   * same currency: the recurring price above is the venture's price, this one each new customer
   * pays once, and the financial model must hold it (`contradictions`).
   */
  upfront?: { amount: number; text: string };
}

/** A published count of the buyers, as an order of magnitude. */
export interface SourcedCount {
  value: number;
  publisher: string;
  title: string;
  /** The year the figure describes. */
  year: number;
  /** How the figure was read, and what it counts when the target is a part of it. */
  note: string;
  /** The page the figure was read on, where it was recorded (the third held-out set on). */
  address?: string;
  /**
   * True when the figure was read on a page other than the publisher's own (a trade paper or a
   * blog quoting it) and could not be checked against the publisher's publication.
   */
  unconfirmed?: true;
}

/**
 * No published count of the buyers (held-out sets only): what was searched and why no figure
 * stands. The engine is right to ask the founder for the count; a count it gives instead is
 * neither within 3× nor asking.
 */
export interface UnpublishedCount {
  value: null;
  note: string;
}

export type BenchTag =
  | "b2b"
  | "b2c"
  | "marketplace"
  | "hardware"
  | "regulated"
  /** A B2B service a founder describes in consumer words. */
  | "looks-consumer"
  /** A buyer the knowledge base does not list (pubs, dealerships, labs, funeral homes…). */
  | "unfamiliar-buyer";

export interface BenchVenture {
  id: string;
  country: BenchCountry;
  /** What the founder types on the market analysis form. */
  form: {
    businessIdea: string;
    industry: MarketIndustry;
    businessType: MarketBusinessType;
    targetMarket: string;
    geographicScope: GeographicScope;
    competitorAnalysis?: string;
    uniqueValueProposition?: string;
  };
  price?: FounderPrice;
  /**
   * The founder's money, where they gave it: the runway they state (the strategic plan's form)
   * and their starting cash in their own currency (the financial model's form, in USD today).
   */
  founder?: { runwayMonths: number; cash: number };
  tags: readonly BenchTag[];
  expected: {
    buyer: {
      /** The buyer unit as a plural noun. */
      noun: string;
      /** Word stems any of which, in the engine's buyer noun, means it read this buyer. */
      accept: readonly string[];
    };
    orientation: "b2b" | "b2c";
    model: readonly BusinessModel[];
    /** The sourced count; on the held-out sets, none where no count is published. */
    count: SourcedCount | UnpublishedCount;
  };
}

// ---------------------------------------------------------------------------------------------
// Sources used more than once
// ---------------------------------------------------------------------------------------------

const USDA_FARMS: SourcedCount = {
  value: 1_900_487,
  publisher: "USDA National Agricultural Statistics Service",
  title: "2022 Census of Agriculture",
  year: 2022,
  note: "1,900,487 farms; small family farms are most of them (well within 3×).",
};

export const VENTURE_BENCH: readonly BenchVenture[] = [
  // -------------------------------------------------------------------------------------------
  // United States
  // -------------------------------------------------------------------------------------------
  {
    id: "us-funeral-livestream",
    country: "United States",
    form: {
      businessIdea:
        "Vigil: a camera kit and live-streaming service that lets funeral homes broadcast services to relatives who cannot travel, $149 a month per funeral home",
      industry: "Other",
      businessType: "hybrid",
      targetMarket: "Independent funeral homes in the United States",
      geographicScope: "United States",
      competitorAnalysis: "OneRoom, Tribucast, Facebook Live",
    },
    price: {
      amount: 149,
      currency: "USD",
      per: "per funeral home",
      period: "month",
      text: "$149 a month per funeral home",
    },
    tags: ["b2b", "hardware", "unfamiliar-buyer"],
    expected: {
      buyer: { noun: "funeral homes", accept: ["funeral home", "funeral director", "mortuar"] },
      orientation: "b2b",
      model: ["Hardware", "SaaS"],
      count: {
        value: 19_322,
        publisher:
          "National Funeral Directors Association (from the National Directory of Morticians Redbook)",
        title: "Funeral service statistics",
        year: 2017,
        note: "19,322 funeral homes in the US; about 86% family- or privately owned.",
      },
    },
  },
  {
    id: "us-dealership-recon",
    country: "United States",
    form: {
      businessIdea:
        "ReconBoard: software that tracks each used car through inspection, repair and detailing so franchised car dealerships get it on the lot faster, $399 a month per rooftop",
      industry: "Retail",
      businessType: "digital",
      targetMarket: "Used-car managers at franchised new-car dealerships in the US",
      geographicScope: "United States",
      competitorAnalysis: "Rapid Recon, whiteboards and spreadsheets",
    },
    price: {
      amount: 399,
      currency: "USD",
      per: "per dealership",
      period: "month",
      text: "$399 a month per rooftop",
    },
    founder: { runwayMonths: 14, cash: 120_000 },
    tags: ["b2b", "unfamiliar-buyer"],
    expected: {
      buyer: { noun: "car dealerships", accept: ["dealership", "dealer"] },
      orientation: "b2b",
      model: ["SaaS"],
      count: {
        value: 16_773,
        publisher: "National Automobile Dealers Association",
        title:
          "NADA Data 2022: Annual financial profile of America's franchised new-car dealerships",
        year: 2022,
        note: "16,773 franchised light-vehicle dealers at year end.",
      },
    },
  },
  {
    id: "us-brewery-excise",
    country: "United States",
    form: {
      businessIdea:
        "Brewing-log and TTB excise-tax reporting software for craft breweries, so the monthly Brewer's Report of Operations files itself, $89 a month",
      industry: "Manufacturing",
      businessType: "digital",
      targetMarket: "Small craft breweries and brewpubs",
      geographicScope: "United States",
      competitorAnalysis: "Ekos, Orchestrated Beer, spreadsheets",
    },
    price: {
      amount: 89,
      currency: "USD",
      per: "per brewery",
      period: "month",
      text: "$89 a month",
    },
    tags: ["b2b", "regulated", "unfamiliar-buyer"],
    expected: {
      buyer: { noun: "breweries", accept: ["brewer", "brewpub"] },
      orientation: "b2b",
      model: ["SaaS"],
      count: {
        value: 9_683,
        publisher: "Brewers Association",
        title: "Annual craft brewing industry production report",
        year: 2023,
        note: "9,683 operating craft breweries (9,812 breweries of all sizes).",
      },
    },
  },
  {
    id: "us-farm-books",
    country: "United States",
    form: {
      businessIdea:
        "Done-for-you bookkeeping, payroll and Schedule F tax preparation for small family farms, $250 a month",
      industry: "Agriculture",
      businessType: "digital",
      targetMarket: "Small family farms across the US",
      geographicScope: "United States",
      competitorAnalysis: "Local accountants, QuickBooks",
    },
    price: { amount: 250, currency: "USD", per: "per farm", period: "month", text: "$250 a month" },
    tags: ["b2b", "looks-consumer"],
    expected: {
      buyer: { noun: "farms", accept: ["farm"] },
      orientation: "b2b",
      model: ["Professional Services", "B2B Services"],
      count: USDA_FARMS,
    },
  },
  {
    id: "us-grocer-shelves",
    country: "United States",
    form: {
      businessIdea:
        "ShelfSight: a camera add-on and app that flags empty shelves and expiring produce for neighbourhood grocery stores, $199 a month per store",
      industry: "Retail",
      businessType: "hybrid",
      targetMarket: "Owners of neighbourhood grocery stores and small supermarkets",
      geographicScope: "United States",
      competitorAnalysis: "Trax, Focal Systems, staff walking the aisles",
    },
    price: {
      amount: 199,
      currency: "USD",
      per: "per store",
      period: "month",
      text: "$199 a month per store",
    },
    founder: { runwayMonths: 10, cash: 80_000 },
    tags: ["b2b", "hardware", "unfamiliar-buyer"],
    expected: {
      buyer: { noun: "grocery stores", accept: ["grocer", "supermarket"] },
      orientation: "b2b",
      model: ["Hardware", "SaaS"],
      count: {
        value: 66_284,
        publisher: "US Census Bureau",
        title: "County Business Patterns (NAICS 44511, supermarkets and other grocery stores)",
        year: 2015,
        note: "66,284 establishments, convenience stores excluded (as reported from CBP 2015).",
      },
    },
  },
  {
    id: "us-clia-qc",
    country: "United States",
    form: {
      businessIdea:
        "QCTrack: quality-control, calibration and proficiency-testing records software for CLIA-certified clinical laboratories, $300 a month per lab",
      industry: "Healthcare",
      businessType: "digital",
      targetMarket: "Lab directors at CLIA-certified clinical laboratories",
      geographicScope: "United States",
      competitorAnalysis: "Bio-Rad Unity, paper binders",
    },
    price: {
      amount: 300,
      currency: "USD",
      per: "per laboratory",
      period: "month",
      text: "$300 a month per lab",
    },
    tags: ["b2b", "regulated", "unfamiliar-buyer"],
    expected: {
      buyer: { noun: "clinical laboratories", accept: ["lab"] },
      orientation: "b2b",
      model: ["SaaS"],
      count: {
        value: 260_000,
        publisher: "Centers for Medicare & Medicaid Services (CLIA program)",
        title: "Clinical Laboratory Improvement Amendments overview",
        year: 2023,
        note: "CLIA covers roughly 260,000–320,000 laboratory entities depending on the year; most hold a certificate of waiver.",
      },
    },
  },
  {
    id: "us-library-makerspace",
    country: "United States",
    form: {
      businessIdea:
        "3D-printer and laser-cutter kits leased to public libraries for their makerspaces, with training and repairs included, $450 a month per library",
      industry: "Education",
      businessType: "offline",
      targetMarket: "Public library systems",
      geographicScope: "United States",
    },
    price: {
      amount: 450,
      currency: "USD",
      per: "per library",
      period: "month",
      text: "$450 a month per library",
    },
    tags: ["b2b", "hardware", "unfamiliar-buyer"],
    expected: {
      buyer: { noun: "public libraries", accept: ["librar"] },
      orientation: "b2b",
      model: ["Hardware"],
      count: {
        value: 9_200,
        publisher: "Institute of Museum and Library Services",
        title: "Public Libraries Survey",
        year: 2022,
        note: "About 9,200 public library systems (administrative entities), with about 17,000 outlets.",
      },
    },
  },
  {
    id: "us-credit-union-fraud",
    country: "United States",
    form: {
      businessIdea:
        "Check-fraud screening software that scores deposited checks before funds are released, for small credit unions, $1,500 a month",
      industry: "Finance",
      businessType: "digital",
      targetMarket: "Credit unions with under $500 million in assets",
      geographicScope: "United States",
      competitorAnalysis: "Mitek, core-processor add-ons",
    },
    price: {
      amount: 1_500,
      currency: "USD",
      per: "per credit union",
      period: "month",
      text: "$1,500 a month",
    },
    tags: ["b2b", "regulated", "unfamiliar-buyer"],
    expected: {
      buyer: { noun: "credit unions", accept: ["credit union"] },
      orientation: "b2b",
      model: ["SaaS"],
      count: {
        value: 4_600,
        publisher: "National Credit Union Administration",
        title: "Quarterly Credit Union Data Summary, 2023 Q4",
        year: 2023,
        note: "About 4,600 federally insured credit unions; most hold under $500 million in assets.",
      },
    },
  },
  {
    id: "us-nursing-falls",
    country: "United States",
    form: {
      businessIdea:
        "Radar fall-detection sensors for residents' rooms in nursing homes, with a monitoring subscription of $1,200 a month per facility",
      industry: "Healthcare",
      businessType: "hybrid",
      targetMarket: "Administrators of skilled nursing facilities",
      geographicScope: "United States",
      competitorAnalysis: "Bed alarms, SafelyYou",
    },
    price: {
      amount: 1_200,
      currency: "USD",
      per: "per facility",
      period: "month",
      text: "$1,200 a month per facility",
    },
    tags: ["b2b", "hardware", "regulated", "unfamiliar-buyer"],
    expected: {
      buyer: { noun: "nursing homes", accept: ["nursing home", "nursing facilit", "care home"] },
      orientation: "b2b",
      model: ["Hardware"],
      count: {
        value: 15_000,
        publisher: "Centers for Medicare & Medicaid Services",
        title: "Nursing Home Care Compare provider data",
        year: 2023,
        note: "About 15,000 Medicare- or Medicaid-certified nursing homes.",
      },
    },
  },
  {
    id: "us-postpartum-meals",
    country: "United States",
    form: {
      businessIdea:
        "A six-week subscription of nutrient-dense frozen postpartum meals delivered to new parents, $89 a week",
      industry: "Food & Beverage",
      businessType: "hybrid",
      targetMarket: "Parents with a newborn in US cities",
      geographicScope: "United States",
      competitorAnalysis: "Meal trains, HelloFresh, Mindful Meals",
    },
    price: {
      amount: 89,
      currency: "USD",
      per: "per household",
      period: "week",
      text: "$89 a week",
    },
    tags: ["b2c"],
    expected: {
      buyer: { noun: "new parents", accept: ["newborn", "new parent", "birth", "babies", "baby"] },
      orientation: "b2c",
      model: ["Subscription"],
      count: {
        value: 3_596_017,
        publisher: "CDC National Center for Health Statistics",
        title: "Births: Provisional Data for 2023",
        year: 2023,
        note: "3,596,017 births in 2023: about as many households with a newborn each year.",
      },
    },
  },
  {
    id: "us-textbook-marketplace",
    country: "United States",
    form: {
      businessIdea:
        "A campus marketplace where college students buy and sell used textbooks from each other, taking a 10% fee on each sale",
      industry: "Education",
      businessType: "digital",
      targetMarket: "Undergraduates at US colleges",
      geographicScope: "United States",
      competitorAnalysis: "Chegg, Amazon, campus bookstores",
    },
    tags: ["b2c", "marketplace"],
    expected: {
      buyer: { noun: "college students", accept: ["student", "undergraduate"] },
      orientation: "b2c",
      model: ["Marketplace"],
      count: {
        value: 15_400_000,
        publisher: "National Center for Education Statistics",
        title: "Digest of Education Statistics (IPEDS fall enrollment)",
        year: 2022,
        note: "About 15.4 million undergraduates enrolled in fall 2022 (18.7 million students in all).",
      },
    },
  },
  {
    id: "us-school-bus-routes",
    country: "United States",
    form: {
      businessIdea:
        "Bus-route planning and live bus tracking for parents, sold to public school districts at $6,000 a year per district",
      industry: "Transportation",
      businessType: "digital",
      targetMarket: "Transportation directors at public school districts",
      geographicScope: "United States",
      competitorAnalysis: "Transfinder, Edulog",
    },
    price: {
      amount: 6_000,
      currency: "USD",
      per: "per district",
      period: "year",
      text: "$6,000 a year per district",
    },
    tags: ["b2b", "regulated"],
    expected: {
      buyer: { noun: "school districts", accept: ["district"] },
      orientation: "b2b",
      model: ["SaaS"],
      count: {
        value: 13_300,
        publisher: "National Center for Education Statistics",
        title: "Common Core of Data: local education agencies",
        year: 2022,
        note: "About 13,300 regular public school districts.",
      },
    },
  },
  // -------------------------------------------------------------------------------------------
  // United Kingdom
  // -------------------------------------------------------------------------------------------
  {
    id: "uk-pub-kegs",
    country: "United Kingdom",
    form: {
      businessIdea:
        "KegSense: clip-on keg sensors and a cellar app that tell pubs when a keg is running low and how much beer is wasted, £45 a month per pub",
      industry: "Food & Beverage",
      businessType: "hybrid",
      targetMarket: "Independent pubs and freehouses in the UK",
      geographicScope: "Europe",
      competitorAnalysis: "Brulines, cellar stock counts by hand",
    },
    price: {
      amount: 45,
      currency: "GBP",
      per: "per pub",
      period: "month",
      text: "£45 a month per pub",
    },
    founder: { runwayMonths: 12, cash: 50_000 },
    tags: ["b2b", "hardware", "unfamiliar-buyer"],
    expected: {
      buyer: { noun: "pubs", accept: ["pub", "freehouse"] },
      orientation: "b2b",
      model: ["Hardware"],
      count: {
        value: 45_306,
        publisher: "British Beer & Pub Association",
        title: "Pub numbers, end of 2023",
        year: 2023,
        note: "45,306 pubs in the UK; ONS counts about 39,000 businesses classed as pubs and bars.",
      },
    },
  },
  {
    id: "uk-gp-inspection",
    country: "United Kingdom",
    form: {
      businessIdea:
        "Inspection-readiness software that keeps CQC evidence, policies and staff training records up to date for GP practices in England, £180 a month per practice",
      industry: "Healthcare",
      businessType: "digital",
      targetMarket: "Practice managers at GP surgeries in England",
      geographicScope: "Specific Country/Region",
      competitorAnalysis: "Clarity TeamNet, shared drives",
    },
    price: {
      amount: 180,
      currency: "GBP",
      per: "per practice",
      period: "month",
      text: "£180 a month per practice",
    },
    tags: ["b2b", "regulated"],
    expected: {
      buyer: { noun: "GP practices", accept: ["gp practice", "general practice", "surger"] },
      orientation: "b2b",
      model: ["SaaS"],
      count: {
        value: 6_277,
        publisher: "NHS England (NHS Digital)",
        title: "Patients Registered at a GP Practice, December 2024",
        year: 2024,
        note: "6,277 GP practices in England in December 2024.",
      },
    },
  },
  {
    id: "uk-radiator-valves",
    country: "United Kingdom",
    form: {
      businessIdea:
        "Smart radiator valves with an app that heats only the rooms in use, sold to UK households for £249 a starter kit",
      industry: "Energy",
      businessType: "hybrid",
      targetMarket: "UK households with gas central heating",
      geographicScope: "Europe",
      competitorAnalysis: "Tado, Hive, Drayton Wiser",
    },
    price: {
      amount: 249,
      currency: "GBP",
      per: "per household",
      period: "one-time",
      text: "£249 a starter kit",
    },
    tags: ["b2c", "hardware"],
    expected: {
      buyer: { noun: "households", accept: ["household", "home"] },
      orientation: "b2c",
      model: ["Hardware"],
      count: {
        value: 28_400_000,
        publisher: "Office for National Statistics",
        title: "Families and households in the UK: 2023",
        year: 2023,
        note: "28.4 million UK households; most heat with gas (well within 3×).",
      },
    },
  },
  {
    id: "uk-sleep-consultants",
    country: "United Kingdom",
    form: {
      businessIdea:
        "A marketplace matching new parents in England and Wales with certified baby sleep consultants for video sessions, taking 15% of a typical £120 session",
      industry: "Other",
      businessType: "digital",
      targetMarket: "Parents of babies under one year old in England and Wales",
      geographicScope: "Specific Country/Region",
    },
    price: {
      amount: 120,
      currency: "GBP",
      per: "per session",
      period: "transaction",
      text: "£120 session",
    },
    tags: ["b2c", "marketplace"],
    expected: {
      buyer: { noun: "new parents", accept: ["new parent", "babies", "baby", "birth", "newborn"] },
      orientation: "b2c",
      model: ["Marketplace"],
      count: {
        value: 591_072,
        publisher: "Office for National Statistics",
        title: "Births in England and Wales: 2023",
        year: 2023,
        note: "591,072 live births in 2023: about as many families with a baby under one.",
      },
    },
  },
  {
    id: "uk-student-bills",
    country: "United Kingdom",
    form: {
      businessIdea:
        "A subscription app that splits rent and energy bills between students sharing a house and pays the landlord on time, £2.99 a month per housemate",
      industry: "Finance",
      businessType: "digital",
      targetMarket: "University students in shared houses in the UK",
      geographicScope: "Europe",
      competitorAnalysis: "Splitwise, Fairsplit",
    },
    price: {
      amount: 2.99,
      currency: "GBP",
      per: "per student",
      period: "month",
      text: "£2.99 a month per housemate",
    },
    tags: ["b2c", "regulated"],
    expected: {
      buyer: { noun: "students", accept: ["student"] },
      orientation: "b2c",
      model: ["Mobile App", "Subscription"],
      count: {
        value: 2_940_000,
        publisher: "Higher Education Statistics Agency",
        title: "Higher Education Student Statistics: UK, 2022/23",
        year: 2023,
        note: "About 2.94 million students at UK higher education providers.",
      },
    },
  },
  // -------------------------------------------------------------------------------------------
  // Ireland
  // -------------------------------------------------------------------------------------------
  {
    id: "ie-farm-machinery",
    country: "Ireland",
    form: {
      businessIdea:
        "A marketplace where Irish farmers buy and sell used tractors and machinery from each other, with an inspection report on every listing, taking a 3% fee on each sale",
      industry: "Agriculture",
      businessType: "digital",
      targetMarket: "Farmers in Ireland",
      geographicScope: "Specific Country/Region",
      competitorAnalysis: "DoneDeal, mart auctions",
    },
    tags: ["b2b", "marketplace"],
    expected: {
      buyer: { noun: "farms", accept: ["farm"] },
      orientation: "b2b",
      model: ["Marketplace"],
      count: {
        value: 135_037,
        publisher: "Central Statistics Office (Ireland)",
        title: "Census of Agriculture 2020",
        year: 2020,
        note: "135,037 farms.",
      },
    },
  },
  {
    id: "ie-pub-sessions",
    country: "Ireland",
    form: {
      businessIdea:
        "GigBook: a booking and payment app that lets Irish pubs find and pay traditional music sessions and bands, €39 a month per pub",
      industry: "Entertainment",
      businessType: "digital",
      targetMarket: "Publicans running live-music pubs in Ireland",
      geographicScope: "Europe",
      competitorAnalysis: "Word of mouth, Facebook groups",
    },
    price: {
      amount: 39,
      currency: "EUR",
      per: "per pub",
      period: "month",
      text: "€39 a month per pub",
    },
    tags: ["b2b", "unfamiliar-buyer"],
    expected: {
      buyer: { noun: "pubs", accept: ["pub"] },
      orientation: "b2b",
      model: ["SaaS", "Marketplace"],
      count: {
        value: 7_140,
        publisher: "Drinks Industry Group of Ireland (from Revenue liquor licence figures)",
        title: "Pub numbers by county, 2005–2017",
        year: 2017,
        note: "7,140 premises with a publican's licence; closures since have brought it nearer 6,600.",
      },
    },
  },
  {
    id: "ie-pharmacy-register",
    country: "Ireland",
    form: {
      businessIdea:
        "A digital controlled-drugs register and fridge-temperature log for community pharmacies in Ireland that meets PSI inspection requirements, €79 a month",
      industry: "Healthcare",
      businessType: "digital",
      targetMarket: "Supervising pharmacists at community pharmacies in Ireland",
      geographicScope: "Specific Country/Region",
      competitorAnalysis: "Paper CD registers, Socrates",
    },
    price: {
      amount: 79,
      currency: "EUR",
      per: "per pharmacy",
      period: "month",
      text: "€79 a month",
    },
    founder: { runwayMonths: 9, cash: 40_000 },
    tags: ["b2b", "regulated"],
    expected: {
      buyer: { noun: "pharmacies", accept: ["pharmac"] },
      orientation: "b2b",
      model: ["SaaS"],
      count: {
        value: 1_980,
        publisher: "Pharmaceutical Society of Ireland",
        title: "Register of retail pharmacy businesses (as stated to the Dáil, May 2022)",
        year: 2022,
        note: "1,980 registered retail pharmacy businesses.",
      },
    },
  },
  {
    id: "ie-meal-kits",
    country: "Ireland",
    form: {
      businessIdea:
        "A weekly meal-kit box of Irish-grown ingredients and recipes delivered to busy households, €59 a week",
      industry: "Food & Beverage",
      businessType: "hybrid",
      targetMarket: "Busy households across Ireland",
      geographicScope: "Specific Country/Region",
      competitorAnalysis: "HelloFresh, Gousto",
    },
    price: {
      amount: 59,
      currency: "EUR",
      per: "per household",
      period: "week",
      text: "€59 a week",
    },
    founder: { runwayMonths: 8, cash: 35_000 },
    tags: ["b2c"],
    expected: {
      buyer: { noun: "households", accept: ["household"] },
      orientation: "b2c",
      model: ["Subscription"],
      count: {
        value: 1_841_152,
        publisher: "Central Statistics Office (Ireland)",
        title: "Census of Population 2022",
        year: 2022,
        note: "1,841,152 private households.",
      },
    },
  },
  {
    id: "ie-primary-schools",
    country: "Ireland",
    form: {
      businessIdea:
        "A parent messaging, attendance and school-payments app for Irish primary schools, €600 a year per school",
      industry: "Education",
      businessType: "digital",
      targetMarket: "Principals of primary schools in Ireland",
      geographicScope: "Specific Country/Region",
      competitorAnalysis: "Aladdin, Seesaw",
    },
    price: {
      amount: 600,
      currency: "EUR",
      per: "per school",
      period: "year",
      text: "€600 a year per school",
    },
    tags: ["b2b"],
    expected: {
      buyer: { noun: "primary schools", accept: ["school"] },
      orientation: "b2b",
      model: ["SaaS"],
      count: {
        value: 3_100,
        publisher: "Department of Education (Ireland)",
        title: "Statistical bulletin: enrolments in primary schools",
        year: 2023,
        note: "About 3,100 mainstream primary schools (about 3,250 with special schools).",
      },
    },
  },
  // -------------------------------------------------------------------------------------------
  // Germany
  // -------------------------------------------------------------------------------------------
  {
    id: "de-fertiliser-records",
    country: "Germany",
    form: {
      businessIdea:
        "DüngePlan: an app that plans fertiliser use and writes the records the German fertiliser ordinance (Düngeverordnung) requires, €29 a month per farm",
      industry: "Agriculture",
      businessType: "digital",
      targetMarket: "Arable and dairy farms in Germany",
      geographicScope: "Europe",
      competitorAnalysis: "365FarmNet, agrarmonitor",
    },
    price: {
      amount: 29,
      currency: "EUR",
      per: "per farm",
      period: "month",
      text: "€29 a month per farm",
    },
    tags: ["b2b", "regulated"],
    expected: {
      buyer: { noun: "farms", accept: ["farm"] },
      orientation: "b2b",
      model: ["SaaS", "Mobile App"],
      count: {
        value: 255_000,
        publisher: "Statistisches Bundesamt (Destatis)",
        title: "Agrarstrukturerhebung 2023",
        year: 2023,
        note: "About 255,000 agricultural holdings.",
      },
    },
  },
  {
    id: "de-brewery-tax",
    country: "Germany",
    form: {
      businessIdea:
        "Brewing-batch records and beer-tax (Biersteuer) reporting software for small breweries in Germany, €69 a month",
      industry: "Manufacturing",
      businessType: "digital",
      targetMarket: "Small craft breweries and brewpubs in Germany",
      geographicScope: "Specific Country/Region",
    },
    price: {
      amount: 69,
      currency: "EUR",
      per: "per brewery",
      period: "month",
      text: "€69 a month",
    },
    tags: ["b2b", "regulated", "unfamiliar-buyer"],
    expected: {
      buyer: { noun: "breweries", accept: ["brewer", "brauerei", "brewpub"] },
      orientation: "b2b",
      model: ["SaaS"],
      count: {
        value: 1_500,
        publisher: "Statistisches Bundesamt (Destatis)",
        title: "Brauwirtschaft: Braustätten im Inland",
        year: 2023,
        note: "About 1,500 breweries paying beer tax.",
      },
    },
  },
  {
    id: "de-bakery-forecast",
    country: "Germany",
    form: {
      businessIdea:
        "Demand forecasting that tells craft bakeries how many rolls and loaves each branch should bake tomorrow, cutting unsold bread, €149 a month per bakery",
      industry: "Food & Beverage",
      businessType: "digital",
      targetMarket: "Owners of craft bakeries (Handwerksbäckereien) in Germany",
      geographicScope: "Europe",
      competitorAnalysis: "Foodforecast, gut feeling",
    },
    price: {
      amount: 149,
      currency: "EUR",
      per: "per bakery",
      period: "month",
      text: "€149 a month per bakery",
    },
    founder: { runwayMonths: 12, cash: 70_000 },
    tags: ["b2b", "unfamiliar-buyer"],
    expected: {
      buyer: { noun: "bakeries", accept: ["baker", "bäckerei"] },
      orientation: "b2b",
      model: ["SaaS"],
      count: {
        value: 9_242,
        publisher: "Zentralverband des Deutschen Bäckerhandwerks",
        title: "Branchenzahlen 2023",
        year: 2023,
        note: "9,242 craft bakery businesses at the end of 2023, with over 40,000 shops.",
      },
    },
  },
  {
    id: "de-pharmacy-couriers",
    country: "Germany",
    form: {
      businessIdea:
        "Same-day bicycle couriers that deliver prescriptions to patients for pharmacies, starting in Berlin and Hamburg, billed to the pharmacy at €6 per delivery",
      industry: "Healthcare",
      businessType: "offline",
      targetMarket: "Pharmacies (Apotheken) in Germany",
      geographicScope: "Specific Country/Region",
      competitorAnalysis: "Pharmacies' own drivers, Mayd",
    },
    price: {
      amount: 6,
      currency: "EUR",
      per: "per delivery",
      period: "transaction",
      text: "€6 per delivery",
    },
    tags: ["b2b", "looks-consumer", "regulated"],
    expected: {
      buyer: { noun: "pharmacies", accept: ["pharmac", "apothek"] },
      orientation: "b2b",
      model: ["Local Services", "B2B Services"],
      count: {
        value: 17_571,
        publisher: "ABDA – Bundesvereinigung Deutscher Apothekerverbände",
        title: "Die Apotheke: Zahlen, Daten, Fakten 2024",
        year: 2023,
        note: "17,571 pharmacies at the end of 2023.",
      },
    },
  },
  {
    id: "de-balcony-solar",
    country: "Germany",
    form: {
      businessIdea:
        "A plug-in balcony solar kit (Balkonkraftwerk) with an app and no-drill mounting, sold online to German households for €599",
      industry: "Energy",
      businessType: "hybrid",
      targetMarket: "Households in German apartments with a balcony",
      geographicScope: "Europe",
      competitorAnalysis: "Anker SOLIX, discount-store kits",
    },
    price: {
      amount: 599,
      currency: "EUR",
      per: "per household",
      period: "one-time",
      text: "€599",
    },
    tags: ["b2c", "hardware"],
    expected: {
      buyer: { noun: "households", accept: ["household", "apartment", "home"] },
      orientation: "b2c",
      model: ["Hardware", "E-commerce"],
      count: {
        value: 41_000_000,
        publisher: "Statistisches Bundesamt (Destatis)",
        title: "Mikrozensus 2023: Haushalte",
        year: 2023,
        note: "About 41 million households; most live in flats, many with a balcony (within 3×).",
      },
    },
  },
  {
    id: "de-fitness-studios",
    country: "Germany",
    form: {
      businessIdea:
        "Check-in, contracts and SEPA direct-debit billing software for independent fitness studios in Germany, €99 a month per studio",
      industry: "Sports & Fitness",
      businessType: "digital",
      targetMarket: "Owners of independent fitness studios in Germany",
      geographicScope: "Specific Country/Region",
      competitorAnalysis: "Magicline, Virtuagym",
    },
    price: {
      amount: 99,
      currency: "EUR",
      per: "per studio",
      period: "month",
      text: "€99 a month per studio",
    },
    tags: ["b2b"],
    expected: {
      buyer: { noun: "fitness studios", accept: ["studio", "gym", "fitness"] },
      orientation: "b2b",
      model: ["SaaS"],
      count: {
        value: 9_111,
        publisher: "DSSV – Arbeitgeberverband deutscher Fitness- und Gesundheits-Anlagen",
        title: "Eckdaten der deutschen Fitnesswirtschaft 2024",
        year: 2023,
        note: "9,111 commercial fitness and health facilities at the end of 2023.",
      },
    },
  },
  {
    id: "de-exam-app",
    country: "Germany",
    form: {
      businessIdea:
        "Klausurfit: a subscription app of flash cards and past exam papers for German university students, €4.99 a month",
      industry: "Education",
      businessType: "digital",
      targetMarket: "University students in Germany",
      geographicScope: "Europe",
      competitorAnalysis: "StudySmarter, Anki",
    },
    price: {
      amount: 4.99,
      currency: "EUR",
      per: "per student",
      period: "month",
      text: "€4.99 a month",
    },
    tags: ["b2c"],
    expected: {
      buyer: { noun: "students", accept: ["student"] },
      orientation: "b2c",
      model: ["Mobile App", "Subscription"],
      count: {
        value: 2_870_000,
        publisher: "Statistisches Bundesamt (Destatis)",
        title: "Studierende an Hochschulen, Wintersemester 2023/24",
        year: 2023,
        note: "About 2.87 million students.",
      },
    },
  },
  // -------------------------------------------------------------------------------------------
  // France
  // -------------------------------------------------------------------------------------------
  {
    id: "fr-boulangerie-haccp",
    country: "France",
    form: {
      businessIdea:
        "Wireless temperature sensors and a HACCP logbook app for boulangeries, so hygiene inspections find every record, €35 a month per shop",
      industry: "Food & Beverage",
      businessType: "hybrid",
      targetMarket: "Artisan boulangeries-pâtisseries in France",
      geographicScope: "Europe",
      competitorAnalysis: "Paper logbooks, Traqfood",
    },
    price: {
      amount: 35,
      currency: "EUR",
      per: "per shop",
      period: "month",
      text: "€35 a month per shop",
    },
    founder: { runwayMonths: 12, cash: 45_000 },
    tags: ["b2b", "hardware", "regulated", "unfamiliar-buyer"],
    expected: {
      buyer: { noun: "bakeries", accept: ["boulanger", "baker"] },
      orientation: "b2b",
      model: ["Hardware", "SaaS"],
      count: {
        value: 33_000,
        publisher: "Confédération nationale de la boulangerie-pâtisserie française",
        title: "Chiffres de la profession, 2023",
        year: 2023,
        note: "About 33,000 bakery businesses running about 39,000 shops.",
      },
    },
  },
  {
    id: "fr-farm-pickers",
    country: "France",
    form: {
      businessIdea:
        "A marketplace connecting farms with vetted seasonal pickers for the harvest, contracts and payroll declarations included, €12 per worker-day booked",
      industry: "Agriculture",
      businessType: "digital",
      targetMarket: "Farms in France that hire for the harvest",
      geographicScope: "Specific Country/Region",
      competitorAnalysis: "Pôle emploi listings, labour contractors",
    },
    price: {
      amount: 12,
      currency: "EUR",
      per: "per worker-day",
      period: "transaction",
      text: "€12 per worker-day",
    },
    tags: ["b2b", "marketplace"],
    expected: {
      buyer: { noun: "farms", accept: ["farm"] },
      orientation: "b2b",
      model: ["Marketplace"],
      count: {
        value: 390_000,
        publisher: "Agreste (Ministère de l'Agriculture)",
        title: "Recensement agricole 2020",
        year: 2020,
        note: "About 390,000 farms in metropolitan France; those hiring for the harvest are a large part.",
      },
    },
  },
  {
    id: "fr-house-cleaning",
    country: "France",
    form: {
      businessIdea:
        "A marketplace for households in France to book vetted house cleaners, paid through CESU so they keep the 50% tax credit, taking 20% of each booking",
      industry: "Other",
      businessType: "hybrid",
      targetMarket: "Working households in French cities",
      geographicScope: "Europe",
      competitorAnalysis: "Wecasa, Helpling, word of mouth",
    },
    tags: ["b2c", "marketplace", "regulated"],
    expected: {
      buyer: { noun: "households", accept: ["household", "famil", "home"] },
      orientation: "b2c",
      model: ["Marketplace"],
      count: {
        value: 30_000_000,
        publisher: "INSEE",
        title: "Recensement de la population 2020: ménages",
        year: 2020,
        note: "About 30 million households (ménages); city households are most of them.",
      },
    },
  },
  {
    id: "fr-hotel-rates",
    country: "France",
    form: {
      businessIdea:
        "Revenue-management software that sets nightly room rates for independent hotels from local events and competitors' prices, €149 a month per hotel",
      industry: "Travel & Tourism",
      businessType: "digital",
      targetMarket: "Independent hotels in France",
      geographicScope: "Specific Country/Region",
      competitorAnalysis: "RoomPriceGenie, Lighthouse",
    },
    price: {
      amount: 149,
      currency: "EUR",
      per: "per hotel",
      period: "month",
      text: "€149 a month per hotel",
    },
    tags: ["b2b"],
    expected: {
      buyer: { noun: "hotels", accept: ["hotel"] },
      orientation: "b2b",
      model: ["SaaS"],
      count: {
        value: 17_000,
        publisher: "INSEE",
        title: "Capacité des communes en hébergement touristique",
        year: 2023,
        note: "About 17,000 hotels; independent hotels are the majority.",
      },
    },
  },
  // -------------------------------------------------------------------------------------------
  // Canada
  // -------------------------------------------------------------------------------------------
  {
    id: "ca-grain-bins",
    country: "Canada",
    form: {
      businessIdea:
        "Wireless grain-bin temperature and moisture cables with an app that warns farms before stored grain spoils, C$39 a month per farm",
      industry: "Agriculture",
      businessType: "hybrid",
      targetMarket: "Farms across Canada",
      geographicScope: "North America",
      competitorAnalysis: "OPI Blue, BinSentry",
    },
    price: {
      amount: 39,
      currency: "CAD",
      per: "per farm",
      period: "month",
      text: "C$39 a month per farm",
    },
    tags: ["b2b", "hardware"],
    expected: {
      buyer: { noun: "farms", accept: ["farm"] },
      orientation: "b2b",
      model: ["Hardware"],
      count: {
        value: 189_874,
        publisher: "Statistics Canada",
        title: "Census of Agriculture 2021",
        year: 2021,
        note: "189,874 farms.",
      },
    },
  },
  {
    id: "ca-snow-clearing",
    country: "Canada",
    form: {
      businessIdea:
        "An app where households book local snow-clearing crews after each storm, C$45 per visit, with the app taking 15%",
      industry: "Real Estate",
      businessType: "hybrid",
      targetMarket: "Households in Canadian cities with a driveway",
      geographicScope: "North America",
      competitorAnalysis: "Neighbourhood kids, seasonal contracts",
    },
    price: {
      amount: 45,
      currency: "CAD",
      per: "per visit",
      period: "transaction",
      text: "C$45 per visit",
    },
    tags: ["b2c", "marketplace"],
    expected: {
      buyer: { noun: "households", accept: ["household", "homeowner", "home"] },
      orientation: "b2c",
      model: ["Marketplace", "Local Services"],
      count: {
        value: 14_978_941,
        publisher: "Statistics Canada",
        title: "Census of Population 2021",
        year: 2021,
        note: "14,978,941 private households; city households with a driveway are a large part.",
      },
    },
  },
  {
    id: "ca-cannabis-reporting",
    country: "Canada",
    form: {
      businessIdea:
        "Inventory reconciliation and provincial sales-reporting software for licensed cannabis retail stores, C$249 a month per store",
      industry: "Retail",
      businessType: "digital",
      targetMarket: "Owners of licensed cannabis stores in Canada",
      geographicScope: "North America",
      competitorAnalysis: "Cova, Greenline",
    },
    price: {
      amount: 249,
      currency: "CAD",
      per: "per store",
      period: "month",
      text: "C$249 a month per store",
    },
    founder: { runwayMonths: 10, cash: 60_000 },
    tags: ["b2b", "regulated", "unfamiliar-buyer"],
    expected: {
      buyer: { noun: "cannabis stores", accept: ["cannabis", "dispensar"] },
      orientation: "b2b",
      model: ["SaaS"],
      count: {
        value: 3_600,
        publisher: "Provincial and territorial cannabis regulators (licence registers)",
        title: "Licensed cannabis retail stores, August 2023",
        year: 2023,
        note: "Over 3,600 licensed stores; Statistics Canada reports the count has stabilised.",
      },
    },
  },
  {
    id: "ca-newcomer-credit",
    country: "Canada",
    form: {
      businessIdea:
        "A secured credit-building card and app for newcomers to Canada with no credit history, C$10 a month",
      industry: "Finance",
      businessType: "digital",
      targetMarket: "New permanent residents in their first year in Canada",
      geographicScope: "Specific Country/Region",
      competitorAnalysis: "KOHO, Neo, bank newcomer packages",
    },
    price: {
      amount: 10,
      currency: "CAD",
      per: "per person",
      period: "month",
      text: "C$10 a month",
    },
    tags: ["b2c", "regulated"],
    expected: {
      buyer: { noun: "newcomers", accept: ["newcomer", "immigrant", "permanent resident"] },
      orientation: "b2c",
      model: ["Subscription", "Mobile App"],
      count: {
        value: 471_550,
        publisher: "Immigration, Refugees and Citizenship Canada",
        title: "Permanent residents admitted in 2023",
        year: 2023,
        note: "About 471,550 new permanent residents admitted in 2023.",
      },
    },
  },
  // -------------------------------------------------------------------------------------------
  // Australia
  // -------------------------------------------------------------------------------------------
  {
    id: "au-childcare-nqf",
    country: "Australia",
    form: {
      businessIdea:
        "Compliance software that keeps childcare centres ready for National Quality Framework assessment, with staff ratios, incident reports and policies, A$199 a month per centre",
      industry: "Education",
      businessType: "digital",
      targetMarket: "Directors of childcare centres in Australia",
      geographicScope: "Asia-Pacific",
      competitorAnalysis: "Storypark, Xplor, paper folders",
    },
    price: {
      amount: 199,
      currency: "AUD",
      per: "per centre",
      period: "month",
      text: "A$199 a month per centre",
    },
    founder: { runwayMonths: 12, cash: 90_000 },
    tags: ["b2b", "regulated"],
    expected: {
      buyer: { noun: "childcare centres", accept: ["child care", "childcare", "early learning"] },
      orientation: "b2b",
      model: ["SaaS"],
      count: {
        value: 15_900,
        publisher: "Australian Children's Education and Care Quality Authority",
        title: "NQF Annual Performance Report 2019",
        year: 2019,
        note: "More than 15,900 approved children's education and care services (7,744 long day care).",
      },
    },
  },
  {
    id: "au-trough-sensors",
    country: "Australia",
    form: {
      businessIdea:
        "Solar-powered water-trough level sensors with satellite alerts for cattle stations and farms, A$49 a month per farm",
      industry: "Agriculture",
      businessType: "hybrid",
      targetMarket: "Farms and cattle stations across Australia",
      geographicScope: "Asia-Pacific",
      competitorAnalysis: "Farmbot, driving the bores",
    },
    price: {
      amount: 49,
      currency: "AUD",
      per: "per farm",
      period: "month",
      text: "A$49 a month per farm",
    },
    tags: ["b2b", "hardware"],
    expected: {
      buyer: { noun: "farms", accept: ["farm", "station"] },
      orientation: "b2b",
      model: ["Hardware"],
      count: {
        value: 85_000,
        publisher: "Australian Bureau of Statistics",
        title: "Agricultural Census / Agricultural Commodities, Australia",
        year: 2021,
        note: "About 85,000–88,000 agricultural businesses with an estimated value of operations of A$40,000 or more.",
      },
    },
  },
  {
    id: "au-school-excursions",
    country: "Australia",
    form: {
      businessIdea:
        "Permission slips, payments and medical forms for school excursions in one app for Australian schools, A$1,500 a year per school",
      industry: "Education",
      businessType: "digital",
      targetMarket: "Business managers at primary and secondary schools in Australia",
      geographicScope: "Specific Country/Region",
      competitorAnalysis: "Compass, paper slips",
    },
    price: {
      amount: 1_500,
      currency: "AUD",
      per: "per school",
      period: "year",
      text: "A$1,500 a year per school",
    },
    tags: ["b2b"],
    expected: {
      buyer: { noun: "schools", accept: ["school"] },
      orientation: "b2b",
      model: ["SaaS"],
      count: {
        value: 9_629,
        publisher: "Australian Bureau of Statistics",
        title: "Schools, 2023",
        year: 2023,
        note: "9,629 schools.",
      },
    },
  },
  {
    id: "au-home-battery",
    country: "Australia",
    form: {
      businessIdea:
        "Home battery subscription: we install a battery next to existing rooftop solar and households pay A$79 a month with nothing upfront",
      industry: "Energy",
      businessType: "hybrid",
      targetMarket: "Australian households with rooftop solar",
      geographicScope: "Asia-Pacific",
      competitorAnalysis: "Tesla Powerwall, Sonnen, retailer VPP offers",
    },
    price: {
      amount: 79,
      currency: "AUD",
      per: "per household",
      period: "month",
      text: "A$79 a month",
    },
    tags: ["b2c", "hardware"],
    expected: {
      buyer: { noun: "households with rooftop solar", accept: ["household", "home"] },
      orientation: "b2c",
      model: ["Subscription", "Hardware"],
      count: {
        value: 3_700_000,
        publisher: "Clean Energy Regulator",
        title: "Small-scale installations (rooftop solar) to 2023",
        year: 2023,
        note: "Over 3.7 million small-scale rooftop solar systems, nearly all on homes.",
      },
    },
  },
  // -------------------------------------------------------------------------------------------
  // India
  // -------------------------------------------------------------------------------------------
  {
    id: "in-jee-tests",
    country: "India",
    form: {
      businessIdea:
        "Online mock-test series with video solutions for JEE Main aspirants, ₹499 a month",
      industry: "Education",
      businessType: "digital",
      targetMarket: "Class 11 and 12 students preparing for JEE Main",
      geographicScope: "Asia-Pacific",
      competitorAnalysis: "Allen, Physics Wallah, Unacademy",
    },
    price: {
      amount: 499,
      currency: "INR",
      per: "per student",
      period: "month",
      text: "₹499 a month",
    },
    founder: { runwayMonths: 12, cash: 1_500_000 },
    tags: ["b2c"],
    expected: {
      buyer: { noun: "JEE aspirants", accept: ["student", "aspirant", "candidate"] },
      orientation: "b2c",
      model: ["Subscription"],
      count: {
        value: 1_400_000,
        publisher: "National Testing Agency",
        title: "JEE (Main) 2024 registrations",
        year: 2024,
        note: "About 14 lakh (1.4 million) unique candidates registered for JEE Main 2024.",
      },
    },
  },
  {
    id: "in-gst-filing",
    country: "India",
    form: {
      businessIdea:
        "Monthly GST return filing and invoice reconciliation done for small shops and traders, ₹999 a month",
      industry: "Professional Services",
      businessType: "digital",
      targetMarket: "Small shopkeepers and traders registered for GST in India",
      geographicScope: "Specific Country/Region",
      competitorAnalysis: "Local CAs, ClearTax",
    },
    price: {
      amount: 999,
      currency: "INR",
      per: "per business",
      period: "month",
      text: "₹999 a month",
    },
    tags: ["b2b", "looks-consumer", "regulated"],
    expected: {
      buyer: { noun: "GST-registered businesses", accept: ["gst", "trader", "shop", "taxpayer"] },
      orientation: "b2b",
      model: ["Professional Services", "B2B Services"],
      count: {
        value: 14_000_000,
        publisher: "GST Council (GSTN)",
        title: "GST taxpayer base",
        year: 2023,
        note: "About 1.4 crore (14 million) active GST registrations.",
      },
    },
  },
  {
    id: "in-school-attendance",
    country: "India",
    form: {
      businessIdea:
        "Face-recognition attendance devices that text parents when a child is absent, for private schools in India, ₹2,500 a month per school",
      industry: "Education",
      businessType: "hybrid",
      targetMarket: "Private schools in India",
      geographicScope: "Specific Country/Region",
      competitorAnalysis: "Biometric punch machines, paper registers",
    },
    price: {
      amount: 2_500,
      currency: "INR",
      per: "per school",
      period: "month",
      text: "₹2,500 a month per school",
    },
    tags: ["b2b", "hardware"],
    expected: {
      buyer: { noun: "private schools", accept: ["school"] },
      orientation: "b2b",
      model: ["Hardware"],
      count: {
        value: 335_000,
        publisher: "Ministry of Education (UDISE+)",
        title: "UDISE+ 2021-22",
        year: 2022,
        note: "About 3.35 lakh private unaided schools of about 14.9 lakh schools in all.",
      },
    },
  },
  {
    id: "in-water-purifier",
    country: "India",
    form: {
      businessIdea:
        "RO water purifiers on rent: installed, serviced and filters changed for ₹399 a month, for urban households",
      industry: "Retail",
      businessType: "hybrid",
      targetMarket: "Urban households in Indian cities",
      geographicScope: "Asia-Pacific",
      competitorAnalysis: "Kent, Aquaguard, DrinkPrime",
    },
    price: {
      amount: 399,
      currency: "INR",
      per: "per household",
      period: "month",
      text: "₹399 a month",
    },
    tags: ["b2c", "hardware"],
    expected: {
      buyer: { noun: "urban households", accept: ["household", "home", "famil"] },
      orientation: "b2c",
      model: ["Subscription", "Hardware"],
      count: {
        value: 78_865_937,
        publisher: "Office of the Registrar General & Census Commissioner, India",
        title: "Census of India 2011: Houselisting and Housing Census",
        year: 2011,
        note: "78.9 million urban households (the latest census count).",
      },
    },
  },
];
