/**
 * The countries a founder can name (issue 23): which spec §9 scope each belongs to, its people,
 * its share of world GDP, its currency with a dated US-dollar rate, and its businesses with
 * employees where a count is published. Bottom-up sizing counts buyers in the founder's country;
 * money in the sizing text is shown in its currency at the rate stated here.
 *
 * Exchange rates are 2023 annual averages (Federal Reserve G.5A), rounded to the precision the
 * text shows; GDP shares divide IMF WEO April 2023 projections for 2023 by world GDP ≈ $105T.
 */
import { type CountryEntry, type CountryId, count, estimate, fromSource, percent } from "./schema";

const WORLD_GDP_T = 105;

/** A GDP share from the IMF's 2023 projection, in trillions of dollars. */
function gdpShare(name: string, trillions: number) {
  const value = Math.round((trillions / WORLD_GDP_T) * 1000) / 10;
  return percent(
    value,
    2023,
    fromSource(
      "imf-weo-2023-04",
      `${name} GDP ≈ $${trillions}T of world GDP ≈ $${WORLD_GDP_T}T (2023 projection): ${value}%`,
    ),
  );
}

const FX = (perUsd: number, note: string) => ({
  perUsd,
  date: "2023 annual average",
  basis: fromSource("fed-g5a-2023", note),
});

const EURO = { code: "EUR", symbol: "€", name: "euros" } as const;
const EURO_RATE = FX(
  0.92,
  "US dollars per euro, 2023 average ≈ 1.08, so ≈ 0.92 euros per dollar (the ECB's reference " +
    "rate averages the same)",
);

export const COUNTRIES = [
  {
    id: "us",
    name: "United States",
    prose: "the United States",
    scope: "United States",
    phrases: ["united states", "usa", "u.s.", "america", "american"],
    population: count(
      335e6,
      2023,
      estimate("US Census Bureau Vintage 2023 estimate for July 2023 ≈ 334.9M, rounded to 335M."),
    ),
    gdpShare: percent(
      25.6,
      2023,
      fromSource("imf-weo-2023-04", "US GDP $26.9T of world GDP $105T (2023 projection)"),
    ),
    currency: { code: "USD", symbol: "$", name: "US dollars" },
    usdRate: {
      perUsd: 1,
      date: "2023 annual average",
      basis: estimate("The US dollar is the unit: 1 dollar per dollar."),
    },
    employerBusinesses: count(
      6.1e6,
      2023,
      estimate(
        "SBA Office of Advocacy (2023): 33.2M small businesses, of which about 27.1M have no " +
          "employees; 33.2M − 27.1M ≈ 6.1M employer firms (large firms add about 20,000).",
      ),
    ),
  },
  {
    id: "uk",
    name: "United Kingdom",
    prose: "the United Kingdom",
    scope: "Europe",
    phrases: [
      "united kingdom",
      "uk",
      "u.k.",
      "britain",
      "great britain",
      "british",
      "england",
      "scotland",
      "scottish",
      "wales",
      "welsh",
      "northern ireland",
      "london",
      "manchester",
      "birmingham",
      "glasgow",
      "edinburgh",
      "leeds",
      "bristol",
    ],
    population: count(
      68.3e6,
      2023,
      fromSource("ons-population-mid-2023", "UK population mid-2023 ≈ 68.3 million"),
    ),
    gdpShare: gdpShare("UK", 3.16),
    currency: { code: "GBP", symbol: "£", name: "pounds sterling" },
    usdRate: FX(0.8, "US dollars per pound, 2023 average ≈ 1.24, so ≈ 0.80 pounds per dollar"),
    employerBusinesses: count(
      1.4e6,
      2023,
      fromSource(
        "dbt-business-population-2023",
        "About 5.6 million private-sector businesses at the start of 2023, of which about 1.4 million have employees",
      ),
    ),
  },
  {
    id: "ie",
    name: "Ireland",
    prose: "Ireland",
    scope: "Europe",
    phrases: ["ireland", "irish", "republic of ireland", "dublin", "cork", "galway", "limerick"],
    population: count(
      5.3e6,
      2023,
      fromSource("eurostat-population-2023", "Ireland, 1 January 2023 ≈ 5.27 million"),
    ),
    gdpShare: gdpShare("Ireland", 0.59),
    currency: EURO,
    usdRate: EURO_RATE,
  },
  {
    id: "de",
    name: "Germany",
    prose: "Germany",
    scope: "Europe",
    phrases: [
      "germany",
      "german",
      "deutschland",
      "berlin",
      "munich",
      "hamburg",
      "frankfurt",
      "cologne",
    ],
    population: count(
      84.4e6,
      2023,
      fromSource("eurostat-population-2023", "Germany, 1 January 2023 ≈ 84.4 million"),
    ),
    gdpShare: gdpShare("Germany", 4.31),
    currency: EURO,
    usdRate: EURO_RATE,
  },
  {
    id: "fr",
    name: "France",
    prose: "France",
    scope: "Europe",
    phrases: ["france", "french", "paris", "lyon", "marseille", "toulouse", "bordeaux"],
    population: count(
      68.2e6,
      2023,
      fromSource("eurostat-population-2023", "France, 1 January 2023 ≈ 68.2 million"),
    ),
    gdpShare: gdpShare("France", 2.92),
    currency: EURO,
    usdRate: EURO_RATE,
  },
  {
    id: "it",
    name: "Italy",
    prose: "Italy",
    scope: "Europe",
    phrases: [
      "italy",
      "italian",
      "italia",
      "italiani",
      "italiane",
      "italiano",
      "italiana",
      "rome",
      "milan",
      "naples",
      "turin",
      "florence",
    ],
    population: count(
      59e6,
      2023,
      fromSource("eurostat-population-2023", "Italy, 1 January 2023 ≈ 59.0 million"),
    ),
    gdpShare: gdpShare("Italy", 2.17),
    currency: EURO,
    usdRate: EURO_RATE,
  },
  {
    id: "es",
    name: "Spain",
    prose: "Spain",
    scope: "Europe",
    phrases: ["spain", "spanish", "espana", "madrid", "barcelona", "valencia", "seville"],
    population: count(
      48.1e6,
      2023,
      fromSource("eurostat-population-2023", "Spain, 1 January 2023 ≈ 48.1 million"),
    ),
    gdpShare: gdpShare("Spain", 1.49),
    currency: EURO,
    usdRate: EURO_RATE,
  },
  {
    id: "nl",
    name: "Netherlands",
    prose: "the Netherlands",
    scope: "Europe",
    phrases: [
      "netherlands",
      "the netherlands",
      "nederland",
      "holland",
      "dutch",
      "amsterdam",
      "rotterdam",
      "utrecht",
    ],
    population: count(
      17.8e6,
      2023,
      fromSource("eurostat-population-2023", "Netherlands, 1 January 2023 ≈ 17.8 million"),
    ),
    gdpShare: gdpShare("Netherlands", 1.08),
    currency: EURO,
    usdRate: EURO_RATE,
  },
  {
    id: "ca",
    name: "Canada",
    prose: "Canada",
    scope: "North America",
    phrases: ["canada", "canadian", "toronto", "vancouver", "montreal", "calgary", "ottawa"],
    population: count(
      40.1e6,
      2023,
      fromSource("statcan-population-2023", "Canada, 1 July 2023 ≈ 40.1 million"),
    ),
    gdpShare: gdpShare("Canada", 2.09),
    currency: { code: "CAD", symbol: "C$", name: "Canadian dollars" },
    usdRate: FX(1.35, "Canadian dollars per US dollar, 2023 average ≈ 1.35"),
    employerBusinesses: count(
      1.22e6,
      2022,
      estimate(
        "ISED's Key Small Business Statistics 2023 puts Canada's employer businesses at about " +
          "1.22 million in December 2022; the report was revised to say its counts are of " +
          "establishments, not enterprises, and the figure is not checked against the " +
          "publication: an estimate until it is.",
      ),
    ),
  },
  {
    id: "au",
    name: "Australia",
    prose: "Australia",
    scope: "Asia-Pacific",
    phrases: ["australia", "australian", "sydney", "melbourne", "brisbane", "perth", "adelaide"],
    population: count(
      26.6e6,
      2023,
      fromSource("abs-population-2023", "Australia, 30 June 2023 ≈ 26.6 million"),
    ),
    gdpShare: gdpShare("Australia", 1.71),
    currency: { code: "AUD", symbol: "A$", name: "Australian dollars" },
    usdRate: FX(
      1.51,
      "US dollars per Australian dollar, 2023 average ≈ 0.66, so ≈ 1.51 per dollar",
    ),
  },
  {
    id: "in",
    name: "India",
    prose: "India",
    scope: "Asia-Pacific",
    phrases: [
      "india",
      "indian",
      "mumbai",
      "delhi",
      "new delhi",
      "bangalore",
      "bengaluru",
      "chennai",
      "hyderabad",
      "pune",
      "kolkata",
    ],
    population: count(
      1.43e9,
      2023,
      fromSource("un-wpp-2022", "India, 2023 ≈ 1.43 billion (medium variant)"),
    ),
    gdpShare: gdpShare("India", 3.74),
    currency: { code: "INR", symbol: "₹", name: "rupees" },
    usdRate: FX(82.6, "Indian rupees per US dollar, 2023 average ≈ 82.6"),
  },
] as const satisfies readonly CountryEntry[];

const COUNTRIES_BY_ID: ReadonlyMap<CountryId, CountryEntry> = new Map(
  (COUNTRIES as readonly CountryEntry[]).map((country) => [country.id, country]),
);

/** A country by id; every id of `COUNTRY_IDS` has an entry (the knowledge-base test checks). */
export function getCountry(id: CountryId): CountryEntry {
  const country = COUNTRIES_BY_ID.get(id);
  if (country === undefined) throw new Error(`Unknown country: ${id}`);
  return country;
}
