/**
 * The eight geographic scopes of spec §9, with each scope's share of every industry's global
 * market. Regional splits are published for few industries (games, energy, advertising,
 * e-commerce), so most shares are estimates: the US share comes from the industry's own US and
 * global figures; North America scales it by Canada's GDP; the remaining regions divide what is
 * left in proportion to their share of world GDP (IMF WEO April 2023). Each figure says which.
 */
import { ALL_INDUSTRIES, type GeographicScope, type Industry } from "../../shared/options";
import { INDUSTRIES } from "./industries";
import {
  type Basis,
  count,
  estimate,
  type Figure,
  formatUsd,
  fromSource,
  type GeographyEntry,
  percent,
} from "./schema";

// ---------------------------------------------------------------------------------------------
// GDP weights (IMF WEO April 2023 projections for 2023, in trillions of US dollars)
// ---------------------------------------------------------------------------------------------

const US_GDP_T = 26.9;
const CANADA_GDP_T = 2.1;
const NORTH_AMERICA_FACTOR = (US_GDP_T + CANADA_GDP_T) / US_GDP_T;

type Region = "Europe" | "Asia-Pacific" | "Latin America" | "Middle East & Africa";
const REGIONS: readonly Region[] = [
  "Europe",
  "Asia-Pacific",
  "Latin America",
  "Middle East & Africa",
];

/** Percent of world GDP; "rest" is what no scope covers (Russia, Central Asia, …). */
const GDP_WEIGHTS: Record<Region | "rest", number> = {
  Europe: 24,
  "Asia-Pacific": 35,
  "Latin America": 6,
  "Middle East & Africa": 5.6,
  rest: 1.8,
};

const round1 = (value: number): number => Math.round(value * 10) / 10;

// ---------------------------------------------------------------------------------------------
// Published (or specifically derived) regional shares that replace the GDP split
// ---------------------------------------------------------------------------------------------

type Override = { value: number; basis: Basis };

const NORTH_AMERICA_OVERRIDES: Partial<Record<Industry, Override>> = {
  Gaming: {
    value: 27,
    basis: fromSource("newzoo-global-games-market-2024", "North America $50.2B of $187.7B"),
  },
};

const REGION_OVERRIDES: Partial<Record<Industry, Partial<Record<Region, Override>>>> = {
  Gaming: {
    Europe: {
      value: 18,
      basis: fromSource("newzoo-global-games-market-2024", "Europe $34.8B of $187.7B"),
    },
    "Asia-Pacific": {
      value: 46,
      basis: fromSource("newzoo-global-games-market-2024", "Asia-Pacific $85.9B of $187.7B"),
    },
    "Latin America": {
      value: 5,
      basis: estimate(
        "Newzoo: Latin America and Middle East & Africa together are 9% ($16.8B) of 2024 games " +
          "revenue; split 5 and 4 points by assumption.",
      ),
    },
    "Middle East & Africa": {
      value: 4,
      basis: estimate(
        "Newzoo: Latin America and Middle East & Africa together are 9% ($16.8B) of 2024 games " +
          "revenue; split 5 and 4 points by assumption.",
      ),
    },
  },
  "E-commerce": {
    "Asia-Pacific": {
      value: 59,
      basis: estimate(
        "eMarketer 2024: China alone is $3.235T of $6.334T (51.1%); Japan, South Korea, India, " +
          "Southeast Asia and Australia are assumed to add about 8 points: ≈ 59%.",
      ),
    },
  },
  Media: {
    "Asia-Pacific": {
      value: 32,
      basis: estimate(
        "GroupM 2024: the US and China are 57.1% of ad revenue and the US is 35.2% ($365.9B of " +
          "$1.04T), so China ≈ 21.9%; Japan, India, Korea, Australia and Southeast Asia assumed " +
          "to add ≈ 10 points: ≈ 32%.",
      ),
    },
  },
  Energy: {
    Europe: {
      value: 18.5,
      basis: estimate(
        "IEA 2024: Europe invests $370B of the world's $2T in clean energy = 18.5%, applied to " +
          "all energy investment.",
      ),
    },
    "Asia-Pacific": {
      value: 45,
      basis: estimate(
        "IEA 2024: China alone invests $675B of $2T in clean energy (33.8%); India, Japan, " +
          "Korea, Australia and Southeast Asia are assumed to add about 11 points: ≈ 45%.",
      ),
    },
  },
};

// ---------------------------------------------------------------------------------------------
// Share computation
// ---------------------------------------------------------------------------------------------

function usShare(industry: Industry): Figure {
  const entry = INDUSTRIES[industry];
  const us = entry.usMarketSize;
  const global = entry.globalMarketSize;
  const value = round1(Math.min(100, (us.value / global.value) * 100));
  const years =
    us.year === global.year ? "" : ` (US figure for ${us.year}, global for ${global.year})`;
  return percent(
    value,
    global.year,
    estimate(
      `US market ${formatUsd(us.value)} ÷ global market ${formatUsd(global.value)} = ` +
        `${value}%${years}; both from this industry's entry.`,
    ),
  );
}

function northAmericaShare(industry: Industry): Figure {
  const year = INDUSTRIES[industry].globalMarketSize.year;
  const override = NORTH_AMERICA_OVERRIDES[industry];
  if (override) return percent(override.value, year, override.basis);
  const us = usShare(industry).value;
  const value = round1(Math.min(100, us * NORTH_AMERICA_FACTOR));
  return percent(
    value,
    year,
    estimate(
      `US share ${us}% × (US + Canada GDP $${US_GDP_T + CANADA_GDP_T}T ÷ US GDP $${US_GDP_T}T, ` +
        `IMF WEO Apr 2023) = ${value}%; Canada assumed to spend like the US relative to GDP.`,
    ),
  );
}

function regionShare(industry: Industry, region: Region): Figure {
  const year = INDUSTRIES[industry].globalMarketSize.year;
  const overrides = REGION_OVERRIDES[industry] ?? {};
  const own = overrides[region];
  if (own) return percent(own.value, year, own.basis);

  const northAmerica = northAmericaShare(industry).value;
  const fixed = REGIONS.reduce((sum, other) => sum + (overrides[other]?.value ?? 0), 0);
  const remaining = Math.max(0, 100 - northAmerica - fixed);
  const open = REGIONS.filter((other) => overrides[other] === undefined);
  const openWeight = open.reduce((sum, other) => sum + GDP_WEIGHTS[other], GDP_WEIGHTS.rest);
  const value = round1((remaining * GDP_WEIGHTS[region]) / openWeight);
  const fixedNote = fixed > 0 ? ` and ${round1(fixed)}% fixed for other regions` : "";
  return percent(
    value,
    year,
    estimate(
      `What North America (${northAmerica}%)${fixedNote} leaves, ${round1(remaining)}%, split ` +
        `by share of world GDP (IMF WEO Apr 2023): ${round1(remaining)} × ` +
        `${GDP_WEIGHTS[region]} ÷ ${round1(openWeight)} = ${value}%.`,
    ),
  );
}

function sharesFor(compute: (industry: Industry) => Figure): Record<Industry, Figure> {
  return Object.fromEntries(
    ALL_INDUSTRIES.map((industry) => [industry, compute(industry)]),
  ) as Record<Industry, Figure>;
}

const constantShare = (value: number, method: string) => (industry: Industry) =>
  percent(value, INDUSTRIES[industry].globalMarketSize.year, estimate(method));

// ---------------------------------------------------------------------------------------------
// The scopes
// ---------------------------------------------------------------------------------------------

export const GEOGRAPHIES: Record<GeographicScope, GeographyEntry> = {
  "United States": {
    scope: "United States",
    description: "The fifty states and DC: the largest single market for most industries.",
    gdpShare: percent(
      25.6,
      2023,
      fromSource("imf-weo-2023-04", "US GDP $26.9T of world GDP $105T (2023 projection)"),
    ),
    population: count(
      335e6,
      2023,
      estimate("US Census Bureau Vintage 2023 estimate for July 2023 ≈ 334.9M, rounded to 335M."),
    ),
    businesses: count(
      33185550,
      2023,
      fromSource("sba-advocacy-faq-2023", "33,185,550 small businesses, 99.9% of all firms"),
    ),
    currencyNotes:
      "US dollar. No VAT: sales tax is set by states and localities (none in Delaware, Montana, " +
      "New Hampshire, Oregon; Alaska has local taxes only) and online sellers collect it once " +
      "they pass each state's economic-nexus threshold.",
    marketNotes: [
      "Privacy rules are state by state (California's CCPA/CPRA and a growing list of others).",
      "Card payments dominate; instant payments (FedNow, RTP) are still early.",
      "Many trades and professions are licensed by the state, not federally.",
    ],
    industryShares: sharesFor(usShare),
  },
  "North America": {
    scope: "North America",
    description:
      "The United States and Canada (Mexico is counted in Latin America, as in Newzoo's and " +
      "most regional splits).",
    gdpShare: percent(
      27.6,
      2023,
      estimate("IMF WEO Apr 2023: (US $26.9T + Canada $2.1T) ÷ world $105T ≈ 27.6%."),
    ),
    population: count(
      375e6,
      2023,
      estimate("US ≈ 335M (Census 2023) + Canada ≈ 40M (Statistics Canada, 2023) = 375M."),
    ),
    currencyNotes:
      "US and Canadian dollars. Canada charges GST/HST (5–15% depending on the province) and " +
      "needs bilingual (English/French) labelling for consumer products.",
    marketNotes: [
      "Canada's PIPEDA and Quebec's Law 25 govern personal data.",
      "US–Canada trade runs under USMCA; most goods cross duty-free with proof of origin.",
    ],
    industryShares: sharesFor(northAmericaShare),
  },
  Europe: {
    scope: "Europe",
    description:
      "The EU27, the UK, EFTA countries, Türkiye, the Western Balkans and Ukraine (Russia " +
      "excluded).",
    gdpShare: percent(
      24,
      2023,
      estimate(
        "IMF WEO Apr 2023: EU27 ≈ $18.4T + UK ≈ $3.2T + Switzerland, Norway, Türkiye and the " +
          "rest ≈ $3.6T ≈ $25T ÷ $105T ≈ 24%.",
      ),
    ),
    population: count(
      650e6,
      2023,
      estimate(
        "EU27 ≈ 449M (Eurostat 2023) + UK ≈ 68M + Türkiye ≈ 85M + Switzerland, Norway, the " +
          "Western Balkans, Ukraine and others ≈ 48M ≈ 650M.",
      ),
    ),
    currencyNotes:
      "Euro in 21 eurozone countries (Bulgaria joined in January 2026); pound sterling, Swiss " +
      "franc, Nordic crowns, złoty, koruna, forint and lira elsewhere. VAT of 17–27% is " +
      "included in consumer prices; the EU One-Stop Shop handles cross-border VAT for online " +
      "sales.",
    marketNotes: [
      "GDPR applies to anyone processing Europeans' personal data; the AI Act and DSA add duties.",
      "Consumers have a 14-day withdrawal right on online purchases.",
      "Languages and payment habits differ by country (iDEAL, Bancontact, SEPA debit).",
    ],
    industryShares: sharesFor((industry) => regionShare(industry, "Europe")),
  },
  "Asia-Pacific": {
    scope: "Asia-Pacific",
    description:
      "East, South and Southeast Asia with Australia and New Zealand: China, Japan, India, South " +
      "Korea, ASEAN and Oceania.",
    gdpShare: percent(
      35,
      2023,
      estimate(
        "IMF WEO Apr 2023: China ≈ $19.4T + Japan ≈ $4.4T + India ≈ $3.7T + Korea, Australia, " +
          "Indonesia and the rest ≈ $9T ≈ $36.5T ÷ $105T ≈ 35%.",
      ),
    ),
    population: count(
      4.3e9,
      2023,
      estimate(
        "China ≈ 1.41B + India ≈ 1.43B + Indonesia ≈ 0.28B + Pakistan, Bangladesh, Japan, the " +
          "Philippines, Vietnam and others ≈ 1.2B ≈ 4.3B (UN World Population Prospects 2022).",
      ),
    ),
    currencyNotes:
      "Many currencies (yuan, yen, rupee, won, Australian dollar, rupiah, Singapore dollar). " +
      "GST/VAT ranges from 5% to 18%; China restricts cross-border payments and data.",
    marketNotes: [
      "Mobile wallets and QR payments dominate (Alipay, WeChat Pay, UPI in India).",
      "Data-localisation and privacy laws (China's PIPL, India's DPDP Act 2023) shape " +
        "architecture.",
      "Super-apps and local platforms often replace Western channels (WeChat, LINE, Kakao).",
    ],
    industryShares: sharesFor((industry) => regionShare(industry, "Asia-Pacific")),
  },
  Global: {
    scope: "Global",
    description: "The whole world: every country, priced and served from one offering.",
    gdpShare: percent(100, 2023, estimate("The whole world by definition: 100% of world GDP.")),
    population: count(
      8.0e9,
      2023,
      estimate("UN: world population passed 8 billion in November 2022; 8.0B used."),
    ),
    currencyNotes:
      "Price in US dollars for reach; localise prices and taxes (VAT/GST) market by market as " +
      "sales grow. Card acceptance and currency conversion cost 1–3% per transaction.",
    marketNotes: [
      "Selling everywhere means complying with the strictest privacy rules (usually GDPR).",
      "Start with the markets whose language, payments and channels you already master.",
    ],
    industryShares: sharesFor(
      constantShare(100, "A global scope covers the whole market by definition: 100%."),
    ),
  },
  "Latin America": {
    scope: "Latin America",
    description: "Mexico, Central America, the Caribbean and South America.",
    gdpShare: percent(
      6,
      2023,
      estimate(
        "IMF WEO Apr 2023: Brazil ≈ $2.1T + Mexico ≈ $1.7T + Argentina ≈ $0.6T + Colombia, " +
          "Chile, Peru and the rest ≈ $1.9T ≈ $6.3T ÷ $105T ≈ 6%.",
      ),
    ),
    population: count(
      660e6,
      2023,
      estimate("UN World Population Prospects 2022: Latin America and the Caribbean ≈ 660M."),
    ),
    currencyNotes:
      "Real, peso (Mexican, Argentine, Colombian, Chilean) and sol; Argentina's high inflation " +
      "makes local prices unstable. Brazil's instant-payment system Pix is the default way to pay.",
    marketNotes: [
      "eMarketer puts Latin America as the fastest-growing e-commerce region in 2024 (15.8%).",
      "Brazil's LGPD mirrors GDPR; tax regimes (Brazil's ICMS, Mexico's CFDI e-invoicing) are " +
        "complex.",
      "Instalment payments (cuotas, parcelado) are expected at checkout.",
    ],
    industryShares: sharesFor((industry) => regionShare(industry, "Latin America")),
  },
  "Middle East & Africa": {
    scope: "Middle East & Africa",
    description: "The Gulf states, the Levant, Iran and Iraq, North Africa and sub-Saharan Africa.",
    gdpShare: percent(
      5.6,
      2023,
      estimate(
        "IMF WEO Apr 2023: Saudi Arabia ≈ $1.1T + UAE ≈ $0.5T + Israel ≈ $0.5T + Egypt, Nigeria, " +
          "South Africa and the rest ≈ $3.8T ≈ $5.9T ÷ $105T ≈ 5.6%.",
      ),
    ),
    population: count(
      1.75e9,
      2023,
      estimate(
        "Africa ≈ 1.45B + Middle East (excluding Türkiye and Egypt) ≈ 0.3B ≈ 1.75B (UN World " +
          "Population Prospects 2022).",
      ),
    ),
    currencyNotes:
      "Gulf currencies (dirham, riyal) are pegged to the US dollar; the naira, Egyptian pound " +
      "and rand have swung sharply. VAT is 5% in the UAE and 15% in Saudi Arabia and South Africa.",
    marketNotes: [
      "Mobile money (M-Pesa and others) is the main payment rail in much of sub-Saharan Africa.",
      "The Middle East was the only region above 2019 tourist arrivals in 2023 (UNWTO).",
      "Several Gulf states require a local partner or free-zone licence to trade.",
    ],
    industryShares: sharesFor((industry) => regionShare(industry, "Middle East & Africa")),
  },
  "Specific Country/Region": {
    scope: "Specific Country/Region",
    description:
      "One country or sub-national region chosen by the founder; sized as a typical mid-sized " +
      "national market until the founder's own figures replace it.",
    gdpShare: percent(
      2,
      2023,
      estimate(
        "Canada, Brazil, Italy and Australia each have about 1.7–2.1% of world GDP (IMF WEO Apr " +
          "2023); 2% is used for a typical mid-sized country.",
      ),
    ),
    population: count(
      40e6,
      2023,
      estimate("A typical mid-sized country: Canada ≈ 40M (Statistics Canada, 2023) used."),
    ),
    currencyNotes:
      "Use the country's currency and tax rules; convert at a recent average exchange rate and " +
      "say which.",
    marketNotes: [
      "Replace this share with the country's own share of the industry when a figure exists.",
      "Local language, payments and regulation decide entry cost more than market size does.",
    ],
    industryShares: sharesFor(
      constantShare(
        2,
        "One mid-sized country ≈ 2% of world GDP (IMF WEO Apr 2023), applied to every industry.",
      ),
    ),
  },
};
