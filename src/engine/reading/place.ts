/**
 * Where the founder sells, from their words when no scope was stated: "a tool for UK florists"
 * is Europe, "cafés in Lisbon" Europe, "clinics in Toronto" North America. A small hand-kept
 * list of places founders name; anything else is the knowledge base's default, the United States.
 */
import type { GeographicScope } from "../../shared/options";
import { KNOWLEDGE_BASE } from "../knowledge";
import type { CountryEntry, CountryId } from "../knowledge/schema";
import { PhraseMatcher, type Token, tokenise, wordSet } from "../text";

const PLACES: Readonly<Partial<Record<GeographicScope, readonly string[]>>> = {
  "United States": [
    "us",
    "u.s.",
    "usa",
    "united states",
    "america",
    "american",
    "new york",
    "california",
    "texas",
    "chicago",
    "austin",
    "midwest",
  ],
  "North America": ["north america", "canada", "canadian", "toronto", "vancouver", "montreal"],
  Europe: [
    "europe",
    "european",
    "eu",
    "uk",
    "united kingdom",
    "britain",
    "british",
    "england",
    "scotland",
    "ireland",
    "london",
    "manchester",
    "germany",
    "german",
    "berlin",
    "munich",
    "france",
    "french",
    "paris",
    "spain",
    "madrid",
    "barcelona",
    "portugal",
    "lisbon",
    "italy",
    "milan",
    "rome",
    "netherlands",
    "dutch",
    "amsterdam",
    "sweden",
    "stockholm",
    "denmark",
    "copenhagen",
    "poland",
    "warsaw",
  ],
  "Asia-Pacific": [
    "asia",
    "apac",
    "india",
    "indian",
    "japan",
    "tokyo",
    "china",
    "singapore",
    "australia",
    "australian",
    "sydney",
    "melbourne",
    "new zealand",
    "korea",
    "seoul",
    "indonesia",
    "philippines",
    "vietnam",
  ],
  "Latin America": [
    "latin america",
    "latam",
    "brazil",
    "sao paulo",
    "mexico",
    "mexico city",
    "argentina",
    "buenos aires",
    "chile",
    "colombia",
    "peru",
  ],
  "Middle East & Africa": [
    "middle east",
    "africa",
    "african",
    "nigeria",
    "lagos",
    "kenya",
    "nairobi",
    "south africa",
    "egypt",
    "dubai",
    "uae",
    "saudi",
    "israel",
  ],
  Global: ["global", "globally", "worldwide", "international", "anywhere in the world"],
};

const placeMatcher = new PhraseMatcher<GeographicScope>(
  Object.entries(PLACES).flatMap(([scope, phrases]) =>
    (phrases ?? []).map((phrase) => ({
      phrase,
      target: scope as GeographicScope,
      weight: 1,
    })),
  ),
);

export interface PlaceReading {
  scope: GeographicScope;
  /** The founder's words that placed it, as written; empty for the default. */
  phrases: string[];
}

/**
 * The first place the founder's words name ("us" counts only written in capitals: "US", so the
 * pronoun does not place anyone), or null when they name none.
 */
export function readPlace(text: string): PlaceReading | null {
  const tokens = tokenise(text);
  for (const match of placeMatcher.match(tokens)) {
    const written = text.slice(tokens[match.first]!.start, tokens[match.last]!.end);
    if (/^us$/iu.test(written) && written !== "US") continue;
    if (/^eu$/iu.test(written) && written !== "EU") continue;
    // "international students in Ireland": the group's name, not where the founder sells.
    if (/^international$/iu.test(written) && tokens[match.last + 1]?.stem === "student") continue;
    const vote = match.votes[0];
    if (vote !== undefined) return { scope: vote.target, phrases: [written] };
  }
  // A city or a country word only the country table knows ("Cork", "Bengaluru").
  const country = readCountry(text);
  if (country !== null) return { scope: country.country.scope, phrases: country.phrases };
  // A price in euros with no country the words or their language name: Europe, not the US (no
  // words named the place, so none are quoted for it).
  return EURO_AMOUNT.test(text) ? { scope: "Europe", phrases: [] } : null;
}

// ---------------------------------------------------------------------------------------------
// Countries (issue 23)
// ---------------------------------------------------------------------------------------------

const COUNTRIES_BY_ID: ReadonlyMap<string, CountryEntry> = new Map(
  KNOWLEDGE_BASE.countries.map((country) => [country.id, country]),
);

const countryMatcher = new PhraseMatcher<CountryId>(
  KNOWLEDGE_BASE.countries.flatMap((country) =>
    country.phrases.map((phrase) => ({ phrase, target: country.id, weight: 1 })),
  ),
);

/** Words that name a country's people or language rather than the country itself. */
const ADJECTIVES = new Set(
  (
    "american british scottish welsh irish german french italian spanish dutch canadian " +
    "australian indian italiani italiane italiano italiana swiss brazilian brasileiro " +
    "brasileira mexican mexicano mexicana japanese singaporean nigerian polish polski " +
    "polskie swedish svensk svenska norwegian norsk danish dansk kenyan austrian belgian " +
    "portuguese portugues portuguesa portugais"
  ).split(" "),
);

/**
 * Country words that are also ordinary ones, and the words around them that make them so: "nail
 * polish", "polish the deck", "Swedish massage", "danishes", "Brussels sprouts", the Italian
 * "porto" (a harbour) and "faro" (a lighthouse). The people's adjective "Polish" and the cities
 * Porto and Faro count only with their capital.
 */
function isOrdinaryWord(written: string, tokens: readonly Token[], last: number): boolean {
  const word = written.toLowerCase();
  const next = tokens[last + 1]?.stem;
  const before = tokens[last - 1]?.stem;
  switch (word) {
    case "polish":
      return written !== "Polish" || (before !== undefined && POLISHED.has(before));
    case "swedish":
      return next === "massage" || next === "fish" || next === "meatball";
    case "danish":
      return next === "pastry";
    case "danishes":
      return true;
    // Cities whose names are ordinary words elsewhere: Danish "lille" (small), a wine's
    // "cork", Dutch "bergen" (mountains). Only a capital names the city.
    case "lille":
    case "cork":
    case "bergen":
    case "porto":
    case "faro":
      return !written.startsWith(written.charAt(0).toUpperCase());
    case "brussels":
      return next === "sprout";
    default:
      return false;
  }
}

/** What one polishes: "nail polish", "shoe polish", "furniture polish". */
const POLISHED = new Set(["nail", "shoe", "boot", "floor", "furniture", "car", "silver", "metal"]);

export interface CountryReading {
  country: CountryEntry;
  /** The founder's words that named it, as written. */
  phrases: string[];
}

/**
 * The first country the text names, by its name, its people's adjective or a large city
 * ("florists in Ireland", "Dublin cafés", "UK pubs"); "US" counts only in capitals. Null when
 * it names none of the knowledge base's countries.
 */
export function readCountry(text: string): CountryReading | null {
  const tokens = tokenise(text);
  let adjective: CountryReading | null = null;
  for (const match of countryMatcher.match(tokens)) {
    const written = text.slice(tokens[match.first]!.start, tokens[match.last]!.end);
    const vote = match.votes[0];
    if (vote === undefined) continue;
    if (match.first === match.last && isOrdinaryWord(written, tokens, match.last)) continue;
    const reading = { country: COUNTRIES_BY_ID.get(vote.target)!, phrases: [written] };
    // "French lessons in Dublin": a name or a city outranks an adjective, which may be a language.
    if (!ADJECTIVES.has(written.toLowerCase())) return reading;
    adjective ??= reading;
  }
  if (adjective !== null) return adjective;
  const script = countryInScript(text);
  if (script !== null) return script;
  // "US" in capitals: the pronoun "us" never places anyone.
  if (/(?<![\p{L}\p{N}])US(?![\p{L}\p{N}])/u.test(text)) {
    return { country: COUNTRIES_BY_ID.get("us")!, phrases: ["US"] };
  }
  return countryOfMoney(text) ?? euroCountry(text);
}

/** An amount in euros: "39 €", "€39", "EUR 39", "39 euros". */
const EURO_AMOUNT =
  /\d(?:[\d.,]*\d)?\s?(?:€|EUR(?![\p{L}])|euros?(?![\p{L}]))|(?:€|(?<![\p{L}])EUR)\s?\d(?:[\d.,]*\d)?/iu;

/**
 * Words only one of the euro's large languages writes often (articles, prepositions,
 * conjunctions): the language a founder writes in, for a price in euros that names no country.
 */
const EURO_LANGUAGES: readonly { id: CountryId; words: ReadonlySet<string> }[] = [
  { id: "es", words: wordSet("el los las para con una por del y es muy sus al") },
  { id: "it", words: wordSet("il gli per che con una della delle degli di non sono nel alla") },
  { id: "pt", words: wordSet("os para com uma do da dos das em não são no na ao pelo") },
  { id: "fr", words: wordSet("le les pour avec une des du et est pas sur aux au ou qui") },
  { id: "de", words: wordSet("der die das und für mit ein eine nicht ist zu den im auf von") },
  { id: "nl", words: wordSet("het een voor met en van niet zijn op wij onze ook bij naar") },
];

/**
 * A founder who prices in euros and names no country sells where the euro is written in their
 * language: "39 € al mes por despacho" in Spanish is Spain. The euro alone names no country, and
 * neither does a language alone (Spanish is Mexico's too): together, the country where both are
 * spoken and paid. Needs three words of one language and one more than any other's.
 */
function euroCountry(text: string): CountryReading | null {
  const amount = EURO_AMOUNT.exec(text);
  if (amount === null) return null;
  const words = text.toLowerCase().split(/[^\p{L}]+/u);
  const scored = EURO_LANGUAGES.map(({ id, words: set }) => ({
    id,
    score: words.filter((word) => set.has(word)).length,
  })).sort((a, b) => b.score - a.score);
  const [first, second] = scored;
  if (first === undefined || first.score < 3 || first.score <= (second?.score ?? 0)) return null;
  return { country: COUNTRIES_BY_ID.get(first.id)!, phrases: [amount[0]] };
}

/**
 * The knowledge base's countries named in Japanese, Chinese or Korean script (issue 23): these
 * scripts write no spaces between words, so the country phrases' word matcher cannot find
 * "日本の保育所". The earliest name in the text wins; a large city ("東京", "都内") names its country.
 */
const SCRIPT_NAMES: readonly (readonly [CountryId, readonly string[]])[] = [
  ["jp", ["日本", "東京", "大阪", "都内", "일본"]],
  ["us", ["米国", "アメリカ", "美国", "미국"]],
  ["uk", ["英国", "イギリス", "영국"]],
  ["ie", ["アイルランド", "爱尔兰", "愛爾蘭"]],
  ["de", ["ドイツ", "德国", "德國", "독일"]],
  ["fr", ["フランス", "法国", "法國", "프랑스"]],
  ["it", ["イタリア", "意大利", "이탈리아"]],
  ["es", ["スペイン", "西班牙", "스페인"]],
  ["nl", ["オランダ", "荷兰", "荷蘭", "네덜란드"]],
  ["ca", ["カナダ", "加拿大", "캐나다"]],
  ["au", ["オーストラリア", "豪州", "澳大利亚", "澳洲", "호주"]],
  ["in", ["インド", "印度", "인도"]],
  ["ch", ["スイス", "瑞士", "스위스"]],
  ["br", ["ブラジル", "巴西", "브라질"]],
  ["mx", ["メキシコ", "墨西哥", "멕시코"]],
  ["nz", ["ニュージーランド", "新西兰", "紐西蘭", "뉴질랜드"]],
  ["sg", ["シンガポール", "新加坡", "싱가포르"]],
  ["za", ["南アフリカ", "南非", "남아프리카"]],
  ["ng", ["ナイジェリア", "尼日利亚", "나이지리아"]],
  ["pl", ["ポーランド", "波兰", "波蘭", "폴란드"]],
  ["se", ["スウェーデン", "瑞典", "스웨덴"]],
  ["no", ["ノルウェー", "挪威", "노르웨이"]],
  ["dk", ["デンマーク", "丹麦", "丹麥", "덴마크"]],
  ["ke", ["ケニア", "肯尼亚", "케냐"]],
  ["at", ["オーストリア", "奥地利", "오스트리아"]],
  ["be", ["ベルギー", "比利时", "比利時", "벨기에"]],
  ["pt", ["ポルトガル", "葡萄牙", "포르투갈"]],
];

function countryInScript(text: string): CountryReading | null {
  let first: { index: number; id: CountryId; name: string } | null = null;
  for (const [id, names] of SCRIPT_NAMES) {
    for (const name of names) {
      const index = text.indexOf(name);
      if (index !== -1 && (first === null || index < first.index)) first = { index, id, name };
    }
  }
  if (first === null) return null;
  const country = COUNTRIES_BY_ID.get(first.id);
  return country === undefined ? null : { country, phrases: [first.name] };
}

/**
 * The founder's country from their target market first, then their idea: "sake breweries in
 * Japan" places a founder whose idea names the countries they export to ("importers in the US,
 * Hong Kong and France") in Japan. Null when neither names one.
 */
export function readFounderCountry(idea: string, target: string): CountryReading | null {
  return (target.trim() === "" ? null : readCountry(target)) ?? readCountry(idea);
}

/** Where the founder sells from their words: the target market's place first, then the idea's. */
export function readFounderPlace(idea: string, target: string): PlaceReading | null {
  return (target.trim() === "" ? null : readPlace(target)) ?? readPlace(idea);
}

/**
 * Money only one country writes (issue 23): "₹499 a month", "C$249", "A$79", "£180", "5 lakh",
 * "R350".
 * The euro and the bare dollar name no single country.
 */
const CODE = (code: string) => new RegExp(`(?:\\d\\s?${code}|(?<![\\p{L}])${code}\\s?\\d)`, "u");

const COUNTRY_MONEY: readonly { pattern: RegExp; id: CountryId }[] = [
  { pattern: /₹|(?<![\p{L}])Rs\.?\s?\d|\b(?:lakh|crore)s?\b/iu, id: "in" },
  { pattern: CODE("INR"), id: "in" },
  // A currency code counts only beside an amount: "CAD software" is design software.
  { pattern: /(?<![\p{L}])(?:C|CA)\$/u, id: "ca" },
  { pattern: CODE("CAD"), id: "ca" },
  { pattern: /(?<![\p{L}])(?:A|AU)\$/u, id: "au" },
  { pattern: CODE("AUD"), id: "au" },
  { pattern: /£/u, id: "uk" },
  { pattern: CODE("GBP"), id: "uk" },
  { pattern: /(?<![\p{L}])R\$/u, id: "br" },
  { pattern: CODE("BRL"), id: "br" },
  { pattern: /(?<![\p{L}])MX\$/u, id: "mx" },
  { pattern: CODE("MXN"), id: "mx" },
  // "¥" is also the yuan's sign: only the yen's code or "円" places a founder in Japan.
  { pattern: /\d\s?円/u, id: "jp" },
  { pattern: CODE("JPY"), id: "jp" },
  { pattern: /₦/u, id: "ng" },
  { pattern: CODE("NGN"), id: "ng" },
  { pattern: CODE("ZAR"), id: "za" },
  // The rand's "R" right before an amount of two digits or more, after no letter or digit
  // ("R350 a month"; not "R2 storage", not "R&D"), as the price reader reads it.
  { pattern: /(?<![\p{L}\d])R\d[\d,.]*\d/u, id: "za" },
  { pattern: CODE("CHF"), id: "ch" },
  { pattern: /(?<![\p{L}])NZ\$/u, id: "nz" },
  { pattern: CODE("NZD"), id: "nz" },
  { pattern: /(?<![\p{L}])S\$/u, id: "sg" },
  { pattern: CODE("SGD"), id: "sg" },
  // "49 zł", "zł 49"; the kronor's "kr" is written in three countries and places no one.
  { pattern: /\d\s?zł(?!\p{L})|(?<![\p{L}])zł\s?\d/u, id: "pl" },
  { pattern: CODE("PLN"), id: "pl" },
  { pattern: CODE("SEK"), id: "se" },
  { pattern: CODE("NOK"), id: "no" },
  { pattern: CODE("DKK"), id: "dk" },
  { pattern: /(?<![\p{L}])K[Ss]h\.?\s?\d/u, id: "ke" },
  { pattern: CODE("KES"), id: "ke" },
  { pattern: /₩|\d\s?원/u, id: "kr" },
  { pattern: CODE("KRW"), id: "kr" },
  { pattern: /(?<![\p{L}])Rp\.?\s?\d/u, id: "id" },
  { pattern: CODE("IDR"), id: "id" },
  { pattern: /₱/u, id: "ph" },
];

function countryOfMoney(text: string): CountryReading | null {
  for (const { pattern, id } of COUNTRY_MONEY) {
    const found = pattern.exec(text);
    if (found !== null) return { country: COUNTRIES_BY_ID.get(id)!, phrases: [found[0]] };
  }
  return null;
}

/** Where the founder sells: a country when one is known, the scope, and the words behind it. */
export interface FounderPlace {
  /** The founder's country, when their words or their scope name one; null for a region. */
  country: CountryEntry | null;
  scope: GeographicScope;
  /** The founder's words (or statement) that placed them. */
  phrases: string[];
}

/**
 * The founder's country within their scope: the one their words name when it lies in that
 * scope (Ireland in Europe, Canada in North America, any country for "Specific
 * Country/Region"), else the United States for the US scope, else none (a region is sized as a
 * region). A country their words name outside the scope they chose does not override the choice.
 */
export function placeCountry(
  scope: GeographicScope,
  named: CountryReading | null,
): CountryEntry | null {
  const country = named?.country ?? null;
  if (country !== null) {
    const inScope =
      country.scope === scope ||
      scope === "Specific Country/Region" ||
      (scope === "North America" && country.id === "us");
    if (inScope) return country;
  }
  return scope === "United States" ? COUNTRIES_BY_ID.get("us")! : null;
}
