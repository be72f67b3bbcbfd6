/**
 * The price in the founder's words (issue 23): the one reader every part of the engine and every
 * module uses, for the venture brief, the plans, the market analysis and customer discovery.
 * "$249 a month per store", "£30 per seat a month", "€12/month", "A$79 a month", "₹999 a month",
 * "USD 49 monthly", "1,200 euros a year", "C$45 per visit", "€599 one-off". Amounts that are not
 * a price are not read as one: a raise ("we are raising $500k"), a saving ("saves shops $2,000 a
 * year"), a loss, a budget, a revenue or a discount ("10% off"). Pure and deterministic.
 */

import { currencySign, isCurrencyCode } from "../../shared/currencies";
import { stem, stemsOf } from "../text";

export type PricePeriod = "month" | "year" | "week" | "day" | "hour" | "one-time";

/** A price as the founder states it: the amount, its currency, its period and its unit. */
export interface StatedPrice {
  amount: number;
  /** ISO code: "USD", "GBP", "EUR", "INR", "AUD"… */
  currency: string;
  /** The period it recurs over ("one-time" for a one-off, "hour" for a rate), or null when not said. */
  period: PricePeriod | null;
  /** What one price buys ("store", "seat", "delivery", "worker-day"), or "" when not said. */
  per: string;
  /** The founder's words as typed: "$249 a month per store". */
  words: string;
  /**
   * A one-off price said beside a recurring one, in the same currency: the device of hardware
   * sold with a subscription ("€2,400 per pedestal plus €30 a month"), a setup fee. Absent when
   * none is said.
   */
  upfront?: UpfrontPrice;
}

/** A price paid once beside a recurring one: "€2,400 per pedestal". */
export interface UpfrontPrice {
  amount: number;
  /** What it buys ("pedestal", "device", "setup"), or "" when not said. */
  per: string;
  words: string;
}

export interface ReadPriceOptions {
  /**
   * Also read an amount said with neither a period nor a unit ("a €599 kit"): a price paid once
   * or per item. Off by default: a bare amount in a sentence is more often not a price.
   */
  bare?: boolean;
  /**
   * The currency of the founder's country (ISO code): a bare "$" or "dollars" in Canada,
   * Australia, New Zealand, Singapore or Mexico is that country's dollar or peso, and a bare
   * "kr" in Norway or Denmark their krone (else the Swedish krona, the most used).
   */
  local?: string;
  /**
   * The words naming who pays (the target market): of several recurring prices, one per that
   * buyer is the founder's ("R99 a month per stokvel" over the members' "R500 a month each").
   */
  buyer?: string;
}

/** The currencies a bare "$" means in their own country. */
const LOCAL_DOLLARS: ReadonlySet<string> = new Set(["CAD", "AUD", "NZD", "SGD", "MXN"]);
/** The currencies a bare "kr" means in their own country. */
const LOCAL_KRONER: ReadonlySet<string> = new Set(["SEK", "NOK", "DKK"]);

const MARKS: readonly [RegExp, string][] = [
  [/^(?:US\$|USD)$/iu, "USD"],
  [/^(?:C\$|CA\$|CAD)$/iu, "CAD"],
  [/^(?:A\$|AU\$|AUD)$/iu, "AUD"],
  [/^(?:NZ\$|NZD)$/iu, "NZD"],
  [/^(?:S\$|SGD)$/iu, "SGD"],
  [/^(?:£|GBP|pounds?(?: sterling)?)$/iu, "GBP"],
  [/^(?:€|EUR|euros?)$/iu, "EUR"],
  [/^(?:₹|INR|rupees?|Rs\.?)$/iu, "INR"],
  [/^(?:CHF|SFr\.?|Fr\.|francs?)$/iu, "CHF"],
  [/^(?:R\$|BRL|reais)$/iu, "BRL"],
  [/^(?:MX\$|MXN|pesos?(?: mexicanos?)?)$/iu, "MXN"],
  [/^(?:¥|JPY|yen|円)$/iu, "JPY"],
  [/^(?:ZAR|rand)$/iu, "ZAR"],
  [/^R$/u, "ZAR"],
  [/^(?:₦|NGN|naira)$/iu, "NGN"],
  [/^(?:zł|zl|PLN|złot(?:y|ych|e)|zlot(?:y|ys|ych))$/iu, "PLN"],
  [/^(?:SEK|kronor)$/iu, "SEK"],
  [/^NOK$/iu, "NOK"],
  [/^DKK$/iu, "DKK"],
  [/^(?:kr\.?|kroner|kronur)$/iu, "SEK"],
  [/^(?:K[Ss]h\.?|KES|(?:Kenyan |Kenya )?shillings?)$/iu, "KES"],
  [/^(?:₩|KRW|원|won)$/iu, "KRW"],
  [/^(?:Rp\.?|IDR|rupiah)$/iu, "IDR"],
  [/^(?:₱|PHP|(?:Philippine )?pesos? filipinos?)$/iu, "PHP"],
  [/^(?:\$|dollars?)$/iu, "USD"],
];

/**
 * An amount as founders write it: "1,200", "1,49,999", "4.50", and the continental "3.600",
 * "1.200,00", "4,50", "1'200" (see `amountOf` for which mark is the decimal one).
 */
const AMOUNT = String.raw`(?:\d{1,3}(?:[.'\u00a0\u202f]\d{3})+(?:,\d{1,2})?(?!\d)|\d[\d,]*(?:\.\d+)?)(?:,[-–](?!\d)|\/-)?`;
/** An amount with spaces between its thousands, as French and others write it: "2 400 €". */
const SPACED_AMOUNT = String.raw`\d{1,3}(?: \d{3})+(?:,\d{1,2})?(?![\d.,])`;
const SIGN = String.raw`US\$|C\$|CA\$|A\$|AU\$|NZ\$|S\$|(?<!\p{L})R\$|MX\$|\$|£|€|₹|¥|₦|(?<!\p{L})Rs\.?|(?<!\p{L})SFr\.?|₩|₱|(?<!\p{L})(?:USD|EUR|GBP|INR|CAD|AUD|NZD|SGD|CHF|BRL|MXN|JPY|ZAR|NGN|PLN|SEK|NOK|DKK|KES|KRW|IDR|PHP)(?=\s?\d)|(?<!\p{L})(?:zł|K[Ss]h\.?|kr\.?|Rp\.?)(?=\s?\d)|(?<![\p{L}\d])R(?=\d[\d,.]*\d)`;
/** A currency said after the amount ("39 €", "499 Rs", "20 CHF", "1,200 euros", "25 $" in Quebec). */
const WORD_AFTER = String.raw`USD|GBP|EUR|CAD|AUD|NZD|SGD|INR|CHF|BRL|MXN|JPY|ZAR|NGN|PLN|SEK|NOK|DKK|KES|zł|zl|złot(?:y|ych|e)|zlot(?:y|ys|ych)|kr\.?|kronor|kroner|KSh|Ksh|(?:Kenyan|Kenya) shillings?|shillings?|KRW|IDR|원|rupiah|dollars?|[Ee]uros?|EUROS?|pounds?|rupees?|francs?|reais|pesos|yen|円|rand|naira|€|£|₹|¥|₦|Rs\.?|SFr\.?|\$`;
const PRICE = new RegExp(
  String.raw`(?:(${SIGN})\s?((?<=\p{L}\.?\s?)${SPACED_AMOUNT}|${AMOUNT})(\s?[kK](?!\p{L}))?|(?<![\d.,$£€₹¥₦])(${SPACED_AMOUNT}|${AMOUNT})(\s?[kK])?\s?(${WORD_AFTER})(?![\p{L}])(?!\s?\d))`,
  "gu",
);

/**
 * The number an amount's digits mean. With both a comma and a dot, the last is the decimal mark
 * ("1.200,00", "1,200.00"); with one kind only, it separates thousands when it recurs or is
 * followed by exactly three digits ("3.600", "1,200", "1,49,999"), else it is the decimal mark
 * ("4,50", "4.5").
 */
export function amountOf(digits: string): number {
  // "49,-" and "499/-": whole amounts, as German and Indian prices write them.
  const text = digits.replace(/(?:,[-–]|\/-)$/u, "").replace(/['\u00a0\u202f\s]/gu, "");
  const dot = text.lastIndexOf(".");
  const comma = text.lastIndexOf(",");
  if (dot >= 0 && comma >= 0) {
    const decimal = dot > comma ? "." : ",";
    const thousands = decimal === "." ? "," : ".";
    return Number(text.split(thousands).join("").replace(decimal, "."));
  }
  const mark = dot >= 0 ? "." : comma >= 0 ? "," : null;
  if (mark === null) return Number(text);
  const parts = text.split(mark);
  if (parts.length > 2 || parts[parts.length - 1]?.length === 3) return Number(parts.join(""));
  return Number(parts.join("."));
}

const PERIOD_WORDS: Record<string, PricePeriod> = {
  month: "month",
  mo: "month",
  mth: "month",
  monthly: "month",
  year: "year",
  yr: "year",
  annum: "year",
  annually: "year",
  yearly: "year",
  annual: "year",
  week: "week",
  wk: "week",
  weekly: "week",
  day: "day",
  daily: "day",
  hour: "hour",
  hr: "hour",
  hourly: "hour",
  // German, French, Spanish, Italian, Dutch.
  monat: "month",
  monatlich: "month",
  mois: "month",
  mensuel: "month",
  mensuelle: "month",
  mes: "month",
  mensual: "month",
  mese: "month",
  mensile: "month",
  maand: "month",
  maandelijks: "month",
  jahr: "year",
  jährlich: "year",
  an: "year",
  année: "year",
  annuel: "year",
  annuelle: "year",
  año: "year",
  anual: "year",
  anno: "year",
  annuale: "year",
  annuo: "year",
  jaar: "year",
  jaarlijks: "year",
  woche: "week",
  wöchentlich: "week",
  semaine: "week",
  hebdomadaire: "week",
  semana: "week",
  semanal: "week",
  settimana: "week",
  settimanale: "week",
  wekelijks: "week",
  tag: "day",
  jour: "day",
  día: "day",
  dia: "day",
  giorno: "day",
  dag: "day",
  stunde: "hour",
  heure: "hour",
  hora: "hour",
  ora: "hour",
  uur: "hour",
  // Portuguese.
  mês: "month",
  mensal: "month",
  mensalmente: "month",
  ano: "year",
  anualmente: "year",
  // Polish, Swedish, Norwegian and Danish.
  miesiąc: "month",
  miesięcznie: "month",
  mies: "month",
  rok: "year",
  rocznie: "year",
  månad: "month",
  månaden: "month",
  mån: "month",
  månadsvis: "month",
  måned: "month",
  måneden: "month",
  md: "month",
  mnd: "month",
  månedlig: "month",
  år: "year",
  året: "year",
  årligen: "year",
  årlig: "year",
  "i månaden": "month",
  "i måneden": "month",
  "om måneden": "month",
  "om månaden": "month",
  "om året": "year",
  "na miesiąc": "month",
  "za miesiąc": "month",
  "w miesiącu": "month",
  "na rok": "year",
  "ao mês": "month",
  "por mês": "month",
  "ao ano": "year",
  "por ano": "year",
  miesiac: "month",
  tydzień: "week",
  vecka: "week",
  uke: "week",
  uge: "week",
  tygodniowo: "week",
  månedligt: "month",
  årligt: "year",
  // Indonesian and Filipino: "Rp 150.000 per bulan", "₱149 kada buwan".
  bulan: "month",
  perbulan: "month",
  sebulan: "month",
  tahun: "year",
  pertahun: "year",
  setahun: "year",
  buwan: "month",
  taon: "year",
  // Korean, said before the amount: "월 99,000원" (a month's amount).
  월: "month",
  매월: "month",
  월간: "month",
  연간: "year",
  // Japanese, said before the amount: "月額¥9,800" (a month's amount).
  月額: "month",
  月々: "month",
  毎月: "month",
  年額: "year",
  年間: "year",
  // Swahili, after the amount ("KSh 250 kwa wiki"); Turkish, before or after it ("ayda 14,90 €").
  mwezi: "month",
  mwaka: "year",
  wiki: "week",
  siku: "day",
  ayda: "month",
  aylık: "month",
  yılda: "year",
  yıllık: "year",
  haftada: "week",
  haftalık: "week",
  günlük: "day",
  // A season is paid once a year (a ski or a summer season).
  season: "year",
  saison: "year",
  temporada: "year",
  stagione: "year",
  seizoen: "year",
};

/** Words said on their own after an amount that give its period ("monthly", "monatlich"). */
const PERIOD_ALONE =
  /^(\s*(?:,\s*)?(monthly|annually|yearly|weekly|daily|hourly|monatlich|jährlich|wöchentlich|mensuel(?:le)?|annuel(?:le)?|hebdomadaire|mensual|anual|semanal|mensile|annuale|settimanale|maandelijks|jaarlijks|wekelijks|mensalmente|anualmente|miesięcznie|rocznie|tygodniowo|månadsvis|årligen|månedligt|månedlig|årligt|årlig|i månaden|i måneden|om måneden|om månaden|om året|na miesiąc|za miesiąc|w miesiącu|na rok|ao mês|por mês|ao ano|por ano|aylık|yıllık|haftalık|ayda|yılda))(?!\p{L})/iu;

/** Abbreviated periods: "p.m.", "pm", "p.a.", "pa", "p/m". */
const PERIOD_SHORT = /^(\s*(?:,\s*)?(p\.\s?m\.?|pm|p\/m|p\.\s?a\.?|pa|p\/a))(?![\p{L}\d])/iu;

/** Words that say the price buys one item, unit unnamed: "a pop", "apiece", "each.". */
const PER_ITEM =
  /^(\s*(?:a pop|apiece|the piece|la pièce|pro Stück|per stuk|cada uno|l['’]uno|each(?=\s*(?:[.,;:!?)]|$))))/iu;

/** A unit of use said right after the amount, with no "a" or "per": "a typical £120 session". */
const USE_NOUN =
  /^(\s+(sessions?|visits?|deliver(?:y|ies)|lessons?|class(?:es)?|treatments?|appointments?|consultations?|bookings?|nights?|rides?|trips?))(?!\p{L})/iu;

/**
 * A thing or a fee paid once, named right after the amount: "a ₹45,000 device", "$1,200
 * installation", "R900 setup", "79 € Gerät", "300 € d'installation" (the device of hardware sold
 * with a plan, or a setup fee).
 */
const ONE_OFF_NOUN =
  /^(\s*(?:d['’]\s*)?(devices?|kits?|sensors?|cameras?|trackers?|terminals?|readers?|gateways?|hubs?|chargers?|meters?|hardware|installation|install|set-?up|onboarding|activation|Gerät|Geräte|Einrichtung|appareil|boîtier|capteur|mise en service|dispositivo|instalación|instalação|installazione|apparaat|installatie|perangkat|alat|pemasangan|instalasi))(?!\p{L})/iu;

/**
 * A fee paid once named before the amount, a few words back: "a setup fee of $500", "installation
 * fee: $300", "初期費用 ¥49,800", "설치비 300,000원", "Einrichtungsgebühr 490 €", "frais
 * d'installation de 300 €".
 */
const ONE_OFF_BEFORE =
  /(?:(?<!\p{L})(?:set-?up|installation|install|onboarding|activation|one[- ]time|one[- ]off|joining|sign-?up|initial|hardware|device)\s+(?:fee|cost|charge|price)s?|(?<!\p{L})(?:Einrichtungsgebühr|Installationskosten|Installationsgebühr|Anschaffungskosten|Einmalgebühr|frais d['’](?:installation|mise en service|activation|adhésion)|frais de (?:mise en service|démarrage)|cuota de (?:alta|instalación)|coste de instalación|costo de instalación|costo di (?:installazione|attivazione)|installatiekosten|aansluitkosten|taxa de (?:instalação|adesão|ativação)|biaya (?:pemasangan|instalasi|awal))|(?:初期費用|導入費用?|設置費用?|설치비|가입비|초기\s?비용))(?!\p{L})[^.;!?\d$£€₹¥₩₱]{0,20}$/iu;

/** A currency code after a "$" amount: "$299 MXN al mes". */
const DOLLAR_CODE = /^(\s?(USD|CAD|AUD|NZD|SGD|MXN))(?![\p{L}])/iu;

/** Tax words between an amount and its period: "49 € HT par mois", "€49 netto im Monat". */
const TAX =
  /^(\s*(?:\(?\s*(?:HT|TTC|netto|brutto|net|zzgl\.?\s?MwSt\.?|inkl\.?\s?MwSt\.?|\+\s?IVA|IVA incluido|\+\s?VAT|ex\.?\s?VAT|excl\.?\s?VAT|inc(?:l)?\.?\s?VAT|\+\s?GST|ex\.?\s?GST|excl\.?\s?BTW|incl\.?\s?BTW|\+\s?BTW|IVA esclusa|\+\s?IVA)\s*\)?))(?![\p{L}])/iu;

/** A period joined to a unit by "and": "pro Filiale und Monat", "par site et par mois". */
const AND_PERIOD =
  /^(\s*(?:und|et|y|e|en|and)\s+(?:(?:im|per|pro|par|al|por|a|au|le)\s+)?(\p{L}+))/iu;

/** A period adjective said before the amount, a few words back: "a monthly fee of". */
const PERIOD_BEFORE =
  /(?:(?<!\p{L})|(?=月|年|毎))(monthly|annual|yearly|weekly|monatlich(?:e[nrs]?)?|jährlich(?:e[nrs]?)?|mensuel(?:le)?|annuel(?:le)?|mensual|anual|mensile|annuale|maandelijks(?:e)?|jaarlijks(?:e)?|月額|月々|毎月|年額|年間|월|매월|월간|연간|ayda|aylık|yılda|yıllık|haftada|haftalık)(?!\p{L})[^.;:!?\d$£€₹]{0,25}$/iu;

/** What a one-off noun buys, in English: "device", "installation", "setup". */
function oneOffPer(noun: string): string {
  const word = noun.toLowerCase();
  if (
    /^(?:installation|install|instalación|instalação|installazione|installatie|pemasangan|instalasi|mise en service)$/u.test(
      word,
    )
  )
    return "installation";
  if (/^(?:set-?up|onboarding|activation|einrichtung)$/u.test(word)) return "setup";
  if (/^(?:hardware)$/u.test(word)) return "device";
  if (/^(?:gerät|geräte|appareil|boîtier|dispositivo|apparaat|perangkat|alat)$/u.test(word))
    return "device";
  if (/^(?:capteur)$/u.test(word)) return "sensor";
  return singular(word);
}

/** A price paid once, in the founder's language. */
const ONCE =
  /^(\s*(?:,\s*)?(?:one[- ]off|one[- ]time|once[- ]off|once|upfront|up front|einmalig|une fois|paiement unique|una tantum|una vez|pago único|eenmalig))(?!\p{L})/iu;

/** The words that join an amount to its period or unit: "a", "per", "pro", "par", "al", "/", "l'". */
const JOIN = String.raw`(?:(?:a|an|per|each|every|for each|pro|im|je|par|al|por|el|la|le|il|au|cada|ogni|elke|chaque|jeden|jede|jeder|za|na|kada|kwa|kila|pr\.)\s*(?<=\s|\.)|\/\s*|(?:l|all|dell)['’]\s*)`;
const PERIOD_OR_UNIT = new RegExp(
  String.raw`^(\s*(?:,\s*)?(?:(?:and|und|et|y|e|en)\s+)?${JOIN}(?:single\s+)?(\p{L}+(?:-\p{L}+)?))`,
  "iu",
);

/** Units in the founder's language, named in English where the engine knows them. */
const UNIT_WORDS: Record<string, string> = {
  entrega: "delivery",
  lieferung: "delivery",
  livraison: "delivery",
  consegna: "delivery",
  levering: "delivery",
  sesión: "session",
  sesion: "session",
  séance: "session",
  sitzung: "session",
  sessione: "session",
  sessie: "session",
  visita: "visit",
  visite: "visit",
  besuch: "visit",
  bezoek: "visit",
  pièce: "item",
  stück: "item",
  stuk: "item",
  pop: "item",
  utente: "user",
  utilisateur: "user",
  usuario: "user",
  nutzer: "user",
  gebruiker: "user",
  usuário: "user",
  // Establishments and things a founder prices per, in their language.
  école: "school",
  escuela: "school",
  scuola: "school",
  escola: "school",
  schule: "school",
  praxis: "practice",
  consultorio: "practice",
  clinique: "clinic",
  clínica: "clinic",
  clinica: "clinic",
  klinik: "clinic",
  farmacia: "pharmacy",
  pharmacie: "pharmacy",
  apotheke: "pharmacy",
  tienda: "store",
  magasin: "store",
  negozio: "shop",
  loja: "store",
  geschäft: "shop",
  restaurante: "restaurant",
  ristorante: "restaurant",
  hôtel: "hotel",
  albergo: "hotel",
  filiale: "branch",
  sucursal: "branch",
  standort: "site",
  sede: "site",
  waage: "scale",
  ruche: "hive",
  colmena: "hive",
  bienenstock: "hive",
  véhicule: "vehicle",
  vehículo: "vehicle",
  veicolo: "vehicle",
  veículo: "vehicle",
  fahrzeug: "vehicle",
  camion: "truck",
  lkw: "truck",
  bateau: "boat",
  barco: "boat",
  barca: "boat",
  chambre: "room",
  habitación: "room",
  zimmer: "room",
  quarto: "room",
  cama: "bed",
  bett: "bed",
  letto: "bed",
  élève: "pupil",
  alumno: "student",
  aluno: "student",
  étudiant: "student",
  studente: "student",
  paciente: "patient",
  paziente: "patient",
  membre: "member",
  miembro: "member",
  mitglied: "member",
  socio: "member",
  licencia: "licence",
  lizenz: "licence",
  licença: "licence",
  commande: "order",
  pedido: "order",
  bestellung: "order",
  ordine: "order",
  // A cleaning, in the founder's language: priced per use.
  limpeza: "clean",
  limpieza: "clean",
  nettoyage: "clean",
  ménage: "clean",
  reinigung: "clean",
  pulizia: "clean",
  schoonmaak: "clean",
  reiniging: "clean",
  städning: "clean",
  pembersihan: "clean",
  cleaning: "clean",
  comune: "municipality",
  commune: "municipality",
  municipio: "municipality",
  município: "municipality",
  gemeinde: "municipality",
  placówkę: "site",
  placówka: "site",
  placówki: "site",
  przedszkole: "preschool",
  gemeente: "municipality",
};

/** Words that are no unit after "a" ("a lot of", "a few", "a bit") but are one after "per". */
const NOT_UNITS_AFTER_A = new Set(["lot", "few", "bit", "piece"]);

const NOT_UNITS = new Set([
  "the",
  "a",
  "an",
  "of",
  "for",
  "and",
  "or",
  "to",
  "in",
  "on",
  "with",
  "und",
  "et",
  "y",
  "e",
  "en",
  "der",
  "die",
  "das",
  "de",
  "des",
  "du",
  "del",
  "della",
  "het",
  "van",
]);

/**
 * Words just before an amount that make it something other than the price: a raise, funding, a
 * saving or loss, a budget, a revenue, a salary, a fine, what the buyer spends elsewhere (in
 * English, German, French, Spanish, Italian and Dutch).
 */
const NOT_PRICE_BEFORE =
  /(?<!\p{L})(?:rais(?:e|es|ed|ing)|put(?:ting)?|funding|fund(?:ed|s)?|invest(?:ed|ing|ment|ors?)?|sav(?:e|es|ed|ing|ings)|los(?:e|es|ing|t)|loss(?:es)?|wast(?:e|es|ed|ing)|budget|revenue|turnover|sales of|worth|salar(?:y|ies)|wages?|grants?|loans?|debt|fines?|penalt(?:y|ies)|spend(?:s|ing)?|spent|costs? (?:them|him|her|us|owners|shops|stores|the)|ARR|MRR|valuation|pre-seed|seed|(?<!one[- ])off|discount(?:ed)?|bootstrap(?:ping|ped)?(?: with)?|self[- ]fund(?:ed|ing)?(?: with)?|refund(?:ed)?|up to|market of|market is|worth of|Umsatz|Investition(?:en)?|Finanzierung|spar(?:t|en)|Ersparnis|Einsparung(?:en)?|Rabatt|Verlust(?:e)?|Gehalt|lev(?:er|ée|ons)|chiffre d['’]affaires|économis(?:e|er|ent)|économies?|remise|réduction|perte|salaire|financement|ingresos|facturación|ahorr(?:a|ar|o|an)|descuento|pérdidas?|inversión|financiación|fatturato|risparmi(?:a|o|are)?|sconto|perdit[ae]|investimento|finanziamento|omzet|bespa(?:ren|art|aring|ring)|korting|verlies|investering|financiering)(?!\p{L})((?:[^.,;:!?$£€₹\d]|(?<!\d)(?:19|20)\d\d:?(?!\d)){0,40})$/iu;

/** A word that introduces the price again after a non-price word: "saves time; pay $49 a month". */
const PRICE_WORD =
  /(?<!\p{L})(?:for|at|pay|pays|paid|charge|charges|charged|priced|price|costs?|only|just|kostet|kosten|Preis|für|zahlt|coûte|prix|pour|cuesta|precio|por|costa|prezzo|kost|prijs|voor)(?!\p{L})/iu;

/** Words just after an amount that make it something other than the price. */
const NOT_PRICE_AFTER =
  /^\s*(?:billion|million|trillion|bn\b|mn\b|[mb]\b|raise|round|seed|pre-seed|in\s+(?:savings|funding|revenue|sales|losses|fines)|(?:security\s+)?(?:bond|deposit)s?\b|lev(?:y|ies)\b|tax(?:es)?\b|of\s+(?:(?:our|my|his|her|their)\s+)?(?:own\s+)?(?:savings|funding|money|cash|capital|revenue|sales|losses|stock|stolen)|savings|saved|ARR|MRR|revenue|turnover|market|budget|off\b|discount|loss(?:es)?|lost|in\s+(?:stock|shrink|theft)|worth\s+of|%|Mio\b|Mrd\b|Milliarden?|Millionen|millions?\b|milliards?|millones|mil millones|milioni|miliardi|miljoen|miljard|Umsatz|Ersparnis|Rabatt|Verlust|de chiffre|d['’]économies|de remise|de perte|de facturación|de ahorro|de descuento|di fatturato|di risparmio|di sconto|omzet|besparing|korting)/iu;

/**
 * Words before an amount, in its clause, that make it someone else's price: an incumbent's or
 * a professional's the buyer pays today ("a manager won't take them or charges $3k/yr", "instead
 * of $300 a month", "competitors charge $99"). Only a price the founder states is their price.
 */
const THEIRS_BEFORE =
  /(?<!\p{L})(?:won['’]?t|will not|instead of|compared (?:to|with)|versus|vs\.?|(?:competitors?|incumbents?|rivals?|agencies|consultants|brokers|banks|others|alternatives|existing (?:tools|providers|systems)|legacy (?:systems|vendors|tools))(?:['’]s?)?\s+(?:\p{L}+\s+){0,2}(?:charge|charges|ask|asks|want|wants|bill|bills|cost|costs|sell|sells)|currently (?:pay|paying|spend|spending)|they (?:pay|charge)|they['’]re (?:paying|charged)|statt|anstatt|au lieu de|en lugar de|en vez de|invece di|in plaats van)(?!\p{L})[^.;:!?\d$£€₹¥₩₱]{0,60}$/iu;

/** Words after an amount and its period that make it a bound, not a price: "$3k/yr minimum". */
const BOUND_AFTER = /^\s*(?:minimum|min\.?|at (?:the )?least|mindestens|minimo|mínimo)(?!\p{L})/iu;

/** Words before a bare amount that make it a bound or a size ("under $1M", "about $50"). */
const BOUND_BEFORE =
  /(?<!\p{L})(?:under|over|above|below|than|least|most|about|around|nearly|almost|roughly|some|unter|über|etwa|rund|moins de|plus de|environ|menos de|más de|unos|meno di|più di|circa|minder dan|meer dan|ongeveer)\s*$/iu;

/** "for the sensor", "für die Kamera", "pour le boîtier", "die Kamera", "for boksen". */
const FOR_THING =
  /^\s*(?:(?:for|für|pour|voor|för|til|por|per)\s+(?:(?:the|a|an|one|each|your|die|der|das|den|dem|ein|eine|einen|le|la|les|un|une|el|il|lo|uno|una|de|het|een|o|a)\s+|l['’]\s*)?|(?:die|der|das|le|la|el|il|de|het)\s+)(?:\d+[-‑]\p{L}+\s+)?(\p{L}+)(?!\p{L})/iu;

/** A currency's name said after its sign and amount: "$4,500 pesos", "R$ 890 reais". */
const CURRENCY_NAME_AFTER =
  /^(\s+(?:pesos?(?: mexicanos?)?|dólares|dollars?|euros?|reais|rand|shillings?|rupees?|francs?))(?!\p{L})/iu;

/**
 * A thing named right before a verb of cost, at the end of what comes before the amount: "die
 * Box kostet", "the sensor costs", "le boîtier coûte", "la báscula cuesta".
 */
const THING_COSTS =
  /(?<!\p{L})(\p{L}{3,})\s+(?:costs?|kostet|kosten|coûte|coûtent|cuesta|cuestan|custa|custam|costa|costano|kost|kostar|koster)\s*(?:(?:only|just|nur|seulement|solo|apenas|alleen)\s+)?$/iu;

/** Words after "for the" that are not a thing bought: "for the first year", "for the team". */
const NOT_THINGS = new Set([
  // "$1,500 for this": a pronoun names no thing.
  "this",
  "that",
  "it",
  "them",
  "these",
  "those",
  "first",
  "second",
  "whole",
  "entire",
  "rest",
  "life",
  "lifetime",
  "team",
  "founder",
  "founders",
  "business",
  "company",
  "launch",
  "pilot",
  "trial",
  "next",
  "same",
  "erste",
  "ersten",
  "premier",
  "première",
  "primer",
  "primera",
  "primo",
  "prima",
]);

/** The first price the text states; null when it states none. */
export function readPrice(text: string, options: ReadPriceOptions = {}): StatedPrice | null {
  let bare: StatedPrice | null = null;
  let item: StatedPrice | null = null;
  // A device or a fee named by a noun beside its amount ("a €599 kit", "setup fee of $500"): paid
  // once, and weaker than a price said per something ("€2,400 per pedestal").
  let named: StatedPrice | null = null;
  let recurring: StatedPrice | null = null;
  // Where the first bare amount and the recurring price kept were said, and the sentence each
  // is in: a bare amount said before a plan, in its sentence, is the plan's one-off.
  let bareAt: { start: number; end: number; sentence: number } | undefined;
  let recurringAt: { start: number; sentence: number } | undefined;
  const buyerStems = new Set(options.buyer ? stemsOf(options.buyer) : []);
  const perBuyer = (price: StatedPrice) => price.per !== "" && buyerStems.has(stem(price.per));
  for (const match of text.matchAll(PRICE)) {
    const start = match.index ?? 0;
    const symbol = (match[1] ?? match[6] ?? "").trim();
    const digits = match[2] ?? match[4] ?? "";
    const amount = amountOf(digits) * (match[3] || match[5] ? 1000 : 1);
    if (!Number.isFinite(amount) || amount <= 0) continue;
    const sentenceStart = Math.max(
      ...[".", ";", "!", "?", "\n"].map((mark) => lastBefore(text, mark, start)),
    );
    const before = text.slice(sentenceStart + 1, start);
    let rest = text.slice(start + match[0].length);
    const notPrice = NOT_PRICE_BEFORE.exec(before);
    if ((notPrice && !PRICE_WORD.test(notPrice[1] ?? "")) || NOT_PRICE_AFTER.test(rest)) continue;
    let currency = MARKS.find(([pattern]) => pattern.test(symbol))?.[1] ?? "USD";
    // A bare "$" or "kr" is the founder's own country's dollar, peso or krone.
    const local = options.local;
    let localDollar = false;
    if (local !== undefined) {
      if (currency === "USD" && /^(?:\$|dollars?)$/iu.test(symbol) && LOCAL_DOLLARS.has(local)) {
        currency = local;
        localDollar = symbol === "$";
      } else if (/^kr\.?$/iu.test(symbol) && LOCAL_KRONER.has(local)) currency = local;
    }
    // A bare "kr" is three countries' money: read only where the founder's country says which.
    if (/^kr\.?$/iu.test(symbol) && (local === undefined || !LOCAL_KRONER.has(local))) continue;
    let period: PricePeriod | null = null;
    let per = "";
    let consumed = "";
    // A dollar sign whose code follows the amount: "$299 MXN", "$49 AUD" (pesos and dollars
    // other than the US's are written with "$" too).
    const code = symbol === "$" ? DOLLAR_CODE.exec(rest) : null;
    if (code?.[1] && code[2]) {
      currency = code[2].toUpperCase();
      consumed += code[1];
      rest = rest.slice(code[1].length);
    }
    // The currency's name after its sign: "$4,500 pesos la báscula".
    const named$ = CURRENCY_NAME_AFTER.exec(rest);
    if (named$?.[1]) {
      consumed += named$[1];
      rest = rest.slice(named$[1].length);
    }
    for (let step = 0; step < 3; step += 1) {
      const tax = TAX.exec(rest);
      if (tax?.[1]) {
        consumed += tax[1];
        rest = rest.slice(tax[1].length);
      }
      const joined: RegExpExecArray | null =
        period === null && per !== "" ? AND_PERIOD.exec(rest) : null;
      const joinedPeriod: PricePeriod | undefined = joined?.[2]
        ? PERIOD_WORDS[joined[2].toLowerCase()]
        : undefined;
      if (joined?.[1] && joinedPeriod) {
        period = joinedPeriod;
        consumed += joined[1];
        rest = rest.slice(joined[1].length);
        continue;
      }
      const once = ONCE.exec(rest);
      if (once?.[1] && period === null) {
        period = "one-time";
        consumed += once[1];
        rest = rest.slice(once[1].length);
        continue;
      }
      const short = PERIOD_SHORT.exec(rest);
      if (short?.[1] && short[2] && period === null) {
        period = /m/iu.test(short[2]) ? "month" : "year";
        consumed += short[1];
        rest = rest.slice(short[1].length);
        continue;
      }
      const item = PER_ITEM.exec(rest);
      if (item?.[1] && per === "") {
        per = "item";
        consumed += item[1];
        rest = rest.slice(item[1].length);
        continue;
      }
      const use = per === "" && consumed === "" ? USE_NOUN.exec(rest) : null;
      if (use?.[1] && use[2]) {
        per = singular(use[2].toLowerCase());
        consumed += use[1];
        rest = rest.slice(use[1].length);
        continue;
      }
      const word = PERIOD_OR_UNIT.exec(rest) ?? PERIOD_ALONE.exec(rest);
      if (!word?.[1] || !word[2]) break;
      const name = word[2].toLowerCase();
      const afterA = NOT_UNITS_AFTER_A.has(name) && /^\s*(?:,\s*)?an?\s/iu.test(word[1]);
      if (PERIOD_WORDS[name] && period === null) period = PERIOD_WORDS[name];
      else if (
        !PERIOD_WORDS[name] &&
        per === "" &&
        !NOT_UNITS.has(name) &&
        !afterA &&
        name.length > 1
      )
        per = UNIT_WORDS[name] ?? singular(name);
      else break;
      consumed += word[1];
      rest = rest.slice(word[1].length);
    }
    // A device or a setup named right after the amount ("a ₹45,000 device", "$1,200
    // installation"), or a setup fee named before it ("setup fee of $500", "初期費用 ¥49,800"):
    // paid once.
    const oneOff = period === null && per === "" ? ONE_OFF_NOUN.exec(rest) : null;
    let isNamed = false;
    if (oneOff?.[1] && oneOff[2]) {
      isNamed = true;
      period = "one-time";
      per = oneOffPer(oneOff[2]);
      consumed += oneOff[1];
      rest = rest.slice(oneOff[1].length);
    } else if (period === null && per === "") {
      const fee = ONE_OFF_BEFORE.exec(before);
      if (fee) {
        isNamed = true;
        period = "one-time";
        per = /hardware|device|Anschaffung/iu.test(fee[0]) ? "device" : "setup";
      }
    }
    // What a one-off amount buys, said with "for the" or an article: "$79 for the sensor",
    // "279 € die Kamera", "1.495 kr for boksen": a device's price beside a plan's.
    const bought = period === null && per === "" ? FOR_THING.exec(rest) : null;
    const thing = bought?.[1]?.toLowerCase();
    if (
      thing !== undefined &&
      !PERIOD_WORDS[thing] &&
      !NOT_UNITS.has(thing) &&
      !NOT_THINGS.has(thing)
    )
      per = UNIT_WORDS[thing] ?? singular(thing);
    // The thing a one-off amount buys, named before a verb of cost: "die Box kostet € 390", "the
    // sensor costs $79".
    const costed = period === null && per === "" ? THING_COSTS.exec(before) : null;
    const costedThing = costed?.[1]?.toLowerCase();
    if (
      costedThing !== undefined &&
      !PERIOD_WORDS[costedThing] &&
      !NOT_UNITS.has(costedThing) &&
      !NOT_THINGS.has(costedThing)
    )
      per = UNIT_WORDS[costedThing] ?? singular(costedThing);
    // A period said before the amount: "a monthly fee of €29", "monatlich 29 €".
    const said = period === null ? PERIOD_BEFORE.exec(before) : null;
    if (said?.[1]) {
      const name = said[1].toLowerCase();
      period = PERIOD_WORDS[name] ?? PERIOD_WORDS[name.replace(/e[nrs]?$/u, "")] ?? null;
    }
    // Someone else's price (an incumbent's, a bound the buyer pays today) is never the founder's.
    if (THEIRS_BEFORE.test(before) || BOUND_AFTER.test(rest)) continue;
    // A price a day is a day's use (a hire, a day pass, a day rate), not a subscription paid
    // every day of the year: "€19 pro Tag" is per day, "£6 per desk per day" per desk-day.
    if (period === "day") {
      per = per === "" ? "day" : `${per}-day`;
      period = null;
    }
    const found: StatedPrice = {
      amount,
      currency,
      period,
      per,
      // The founder's words with the period said before the amount: "月額¥4,980".
      // A bare "$" read as the country's dollar or peso is written with its sign ("C$6.99/month"),
      // so no later text shows the founder's price as US dollars.
      words: `${period !== null && said ? said[0] : ""}${
        localDollar ? match[0].replace("$", currencySign(currency)) : match[0]
      }${consumed}`
        .trim()
        .replace(/,$/u, ""),
    };
    // A recurring price wins over a price per item said with it ("€2,400 per pedestal plus €30
    // a month per campsite": the venture's price is the subscription, the pedestal its upfront).
    if (isRecurring(period)) {
      if (recurring === null || (!perBuyer(recurring) && perBuyer(found))) {
        recurring = found;
        recurringAt = { start, sentence: sentenceStart };
      }
      continue;
    }
    if (isNamed) {
      named ??= found;
      continue;
    }
    if (period !== null || per !== "") {
      item ??= found;
      continue;
    }
    // A bare amount after "under", "over", "about"… is a bound or a size, not a price.
    if (!BOUND_BEFORE.test(before) && bare === null) {
      bare = found;
      bareAt = { start, end: start + match[0].length, sentence: sentenceStart };
    }
  }
  if (recurring !== null) {
    // "Sensör seti 249 €, uygulama ayda 14,90 €", "The kit is £149, then £6 a month": a bare
    // amount said just before the plan, in the same sentence, is what is paid once beside it.
    const sameSentence =
      bareAt !== undefined &&
      recurringAt !== undefined &&
      bareAt.start < recurringAt.start &&
      bareAt.sentence === recurringAt.sentence &&
      recurringAt.start - bareAt.end <= MAX_BESIDE_CHARS &&
      !NOT_BESIDE.test(text.slice(bareAt.end, recurringAt.start));
    const upfront =
      upfrontOf(item, recurring) ??
      upfrontOf(named, recurring) ??
      (sameSentence ? upfrontOf(bare, recurring) : null);
    return upfront === null ? recurring : { ...recurring, upfront };
  }
  return item ?? named ?? (options.bare ? bare : null);
}

/** How far apart a one-off amount and the plan it goes with are said ("249 €, uygulama ayda"). */
const MAX_BESIDE_CHARS = 40;
/** Words between two amounts that make the first someone else's cost or a saving, not a price. */
const NOT_BESIDE =
  /(?:^|[^\p{L}])(?:for|instead|vs|versus|than|against|save|saves|saving|lose|loses|losing|spend|spends|pay|pays|paid|costs?)(?![\p{L}])/iu;

/** A price per item or paid once, as the upfront beside a recurring price in its currency. */
function upfrontOf(item: StatedPrice | null, recurring: StatedPrice): UpfrontPrice | null {
  if (item === null || item.currency !== recurring.currency) return null;
  if (item.period !== null && item.period !== "one-time") return null;
  return { amount: item.amount, per: item.per === "item" ? "" : item.per, words: item.words };
}

function lastBefore(text: string, mark: string, index: number): number {
  // A decimal point or a thousands mark inside a number is not the end of a sentence.
  let at = text.lastIndexOf(mark, index - 1);
  while (at > 0 && mark === "." && /\d/u.test(text[at - 1] ?? "") && /\d/u.test(text[at + 1] ?? ""))
    at = text.lastIndexOf(mark, at - 1);
  return at;
}

/** Things named in the plural only: "£399 for the glasses". */
const PLURAL_ONLY = new Set([
  "glasses",
  "headphones",
  "earbuds",
  "earphones",
  "goggles",
  "binoculars",
]);

function singular(word: string): string {
  if (/(?:ss|us)$/u.test(word) || PLURAL_ONLY.has(word)) return word;
  if (/(?:ss|sh|ch|x)es$/u.test(word)) return word.slice(0, -2);
  if (/ies$/u.test(word)) return `${word.slice(0, -3)}y`;
  return word.replace(/s$/u, "");
}

/** Periods that recur, with their length in months. */
const PERIOD_MONTHS: Partial<Record<PricePeriod, number>> = {
  month: 1,
  year: 12,
  week: 12 / 52,
  day: 1 / 30,
};

/** True when a price recurs every month, year, week or day. */
export function isRecurring(period: PricePeriod | null): boolean {
  return period !== null && PERIOD_MONTHS[period] !== undefined;
}

/**
 * A price's amount a year: a month's × 12, a week's × 52, a day's × 360; null for a price per
 * item, per use, per hour or paid once (how many a year is not in the words).
 */
export function yearlyOf(price: Pick<StatedPrice, "amount" | "period">): number | null {
  const months = price.period === null ? undefined : PERIOD_MONTHS[price.period];
  if (months === undefined) return null;
  return price.period === "week" ? price.amount * 52 : (price.amount * 12) / months;
}

/** The arithmetic of `yearlyOf`: "× 12 months", "× 52 weeks". */
export function yearlyWhy(period: PricePeriod | null): string {
  switch (period) {
    case "month":
      return "× 12 months";
    case "week":
      return "× 52 weeks";
    case "day":
      return "× 360 days";
    case "year":
      return "a year as stated";
    default:
      return "";
  }
}

/** The sign of a currency ("€"), or its code followed by a space: the one table's. */
export { currencySign };

/** An amount in its currency as a price shows it: "$249", "£4.50", "€1,200", "₹1.2M". */
export function moneyIn(amount: number, currency: string): string {
  const sign = isCurrencyCode(currency) ? currencySign(currency) : undefined;
  // As the plans' dollars show (src/shared/money.ts): millions and above compacted.
  const abs = Math.abs(amount);
  const digits =
    abs >= 1e12
      ? `${(amount / 1e12).toFixed(2)}T`
      : abs >= 1e9
        ? `${(amount / 1e9).toFixed(1)}B`
        : abs >= 1e6
          ? `${(amount / 1e6).toFixed(1)}M`
          : amount < 10 && !Number.isInteger(amount)
            ? amount.toFixed(2)
            : Math.round(amount).toLocaleString("en-US");
  return sign ? `${sign}${digits}` : `${digits} ${currency}`;
}

const PERIOD_PHRASE: Record<PricePeriod, string> = {
  month: " a month",
  year: " a year",
  week: " a week",
  day: " a day",
  hour: " an hour",
  "one-time": " once",
};

/** " per store a month", " a month", " per order". */
export function priceUnit(price: Pick<StatedPrice, "per" | "period">): string {
  const per = price.per
    ? ` per ${price.per}`
    : price.period !== null && isRecurring(price.period)
      ? " per customer"
      : "";
  return `${per}${price.period ? PERIOD_PHRASE[price.period] : ""}`;
}

/**
 * A price in words: "A$79 per store a month", and its upfront when one is said: "€30 per
 * campsite a month, plus €2,400 per pedestal once".
 */
export function priceWords(
  price: Pick<StatedPrice, "amount" | "currency" | "per" | "period"> & {
    upfront?: Pick<UpfrontPrice, "amount" | "per"> | undefined;
  },
) {
  const per = price.per ? ` per ${price.per}` : "";
  const words = `${moneyIn(price.amount, price.currency)}${per}${price.period ? PERIOD_PHRASE[price.period] : ""}`;
  return price.upfront ? `${words}, plus ${upfrontWords(price.upfront, price.currency)}` : words;
}

/** "€2,400 per pedestal once", "$500 once". */
export function upfrontWords(upfront: Pick<UpfrontPrice, "amount" | "per">, currency: string) {
  return `${moneyIn(upfront.amount, currency)}${upfront.per ? ` per ${upfront.per}` : ""} once`;
}

/** How often a customer pays a price in a year, and on what ground. */
export interface Payments {
  /** Payments a year (1 for a price paid once). */
  count: number;
  /** True for a price paid once (a device, a kit, a one-off fee): revenue per new customer. */
  once: boolean;
  /** True when the count is an assumption, not the founder's words or the period itself. */
  assumed: boolean;
  /** The count in words with its ground: "52 deliveries a year (assumed: about one a week)". */
  why: string;
}

/** Units bought again and again through the year, and how often when the founder does not say. */
const PER_USE: readonly [RegExp, number, string][] = [
  [
    // The same units in Spanish, French, German, Italian, Portuguese and Dutch.
    /^(?:delivery|meal|box|bag|load|order|drop|entrega|pedido|livraison|commande|repas|lieferung|bestellung|mahlzeit|consegna|ordine|pasto|encomenda|refeicao|refeição|levering|bestelling|maaltijd)$/u,
    52,
    "about one a week",
  ],
  [
    /^(?:session|lesson|class|visit|appointment|treatment|consultation|clean|wash|service|repair|check|inspection|job|call|shift|trip|ride|booking|night|ticket|test|stage|leg|sesion|sesión|clase|visita|cita|tratamiento|consulta|limpieza|lavado|servicio|reparacion|reparación|viaje|trayecto|etapa|reserva|noche|entrada|seance|séance|cours|visite|soin|nettoyage|reparation|réparation|voyage|trajet|etape|étape|reservation|réservation|nuit|billet|sitzung|stunde|kurs|besuch|termin|behandlung|beratung|reinigung|reparatur|fahrt|etappe|buchung|nacht|sessione|lezione|trattamento|pulizia|riparazione|viaggio|corsa|tappa|prenotazione|notte|biglietto|sessao|sessão|aula|consulta|viagem|corrida|noite|ingresso|sessie|les|bezoek|afspraak|behandeling|rit|boeking|overnachting)$/u,
    12,
    "about one a month",
  ],
  [
    /-day$|^(?:day|item|use|transaction|sale|hire|rental|dia|día|jour|journee|journée|tag|giorno|dag|alquiler|verleih|noleggio|aluguel)$/u,
    12,
    "about one a month",
  ],
];

/** "deliveries", "worker-days", "classes". */
function plural(unit: string): string {
  if (/(?:s|x|ch|sh)$/u.test(unit)) return `${unit}es`;
  if (/[^aeiou]y$/u.test(unit)) return `${unit.slice(0, -1)}ies`;
  return `${unit}s`;
}

/**
 * How often a frequency the founder states says a per-use price is paid: "once a week", "twice a
 * month", "3 times a year", "every two weeks", "weekly deliveries". Null when none is stated.
 */
export function statedFrequency(text: string): { count: number; words: string } | null {
  const times =
    /\b(once|twice|three times|four times|\d+\s*(?:x|times))\s+(?:a|per|each|every)\s+(week|month|year)\b/iu.exec(
      text,
    );
  if (times?.[1] && times[2]) {
    const n = /once/iu.test(times[1])
      ? 1
      : /twice/iu.test(times[1])
        ? 2
        : /three/iu.test(times[1])
          ? 3
          : /four/iu.test(times[1])
            ? 4
            : Number.parseInt(times[1], 10);
    const per = { week: 52, month: 12, year: 1 }[
      times[2].toLowerCase() as "week" | "month" | "year"
    ];
    if (n > 0) return { count: n * per, words: times[0] };
  }
  const every = /\bevery\s+(two weeks|other week|fortnight|week|month|quarter)\b/iu.exec(text);
  if (every?.[1]) {
    const counts: Record<string, number> = {
      "two weeks": 26,
      "other week": 26,
      fortnight: 26,
      week: 52,
      month: 12,
      quarter: 4,
    };
    return { count: counts[every[1].toLowerCase()] ?? 12, words: every[0] };
  }
  const adjective =
    /\b(weekly|fortnightly|quarterly)\s+(?!price|fee|subscription|plan)\p{L}+/iu.exec(text);
  if (adjective?.[1]) {
    const count = { weekly: 52, fortnightly: 26, quarterly: 4 }[
      adjective[1].toLowerCase() as "weekly" | "fortnightly" | "quarterly"
    ];
    return { count, words: adjective[0] };
  }
  return null;
}

/**
 * The one rule for how often a price is paid (issue 23), used by every module that turns a price
 * into a year's or a month's amount:
 * - a recurring price: its period (12 months, 52 weeks, 360 days, 1 year);
 * - a price per use (a session, a delivery, a visit, a worker-day): as often as the founder says
 *   ("once a week"), else an assumption said openly ("52 deliveries a year (assumed: about one a
 *   week)");
 * - a price per hour: 20 hours a year, assumed;
 * - any other price per item (a device, a kit, a pedestal), one-off or bare: paid once, so revenue
 *   from each new customer, never a monthly amount.
 */
export function paymentsOf(price: Pick<StatedPrice, "period" | "per">, text = ""): Payments {
  const months = price.period === null ? undefined : PERIOD_MONTHS[price.period];
  if (months !== undefined) {
    const count = price.period === "week" ? 52 : Math.round(12 / months);
    return { count, once: false, assumed: false, why: yearlyWhy(price.period).replace(/^× /u, "") };
  }
  if (price.period === "hour")
    return {
      count: 20,
      once: false,
      assumed: true,
      why: "20 hours a year (assumed: under two hours a month)",
    };
  const use =
    price.period === "one-time" ? undefined : PER_USE.find(([unit]) => unit.test(price.per));
  if (use) {
    const units = plural(price.per);
    const stated = statedFrequency(text);
    if (stated)
      return {
        count: stated.count,
        once: false,
        assumed: false,
        why: `${stated.count} ${units} a year (your words: “${stated.words}”)`,
      };
    return {
      count: use[1],
      once: false,
      assumed: true,
      why: `${use[1]} ${units} a year (assumed: ${use[2]}; replace it with how often your customers buy)`,
    };
  }
  return {
    count: 1,
    once: true,
    assumed: false,
    why: `paid once${price.per ? ` per ${price.per}` : ""} (revenue from each new customer, not a monthly amount)`,
  };
}
