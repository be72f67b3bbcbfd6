/**
 * The units that buy (issue 16): bottom-up sizing counts households with a dog, community
 * hospitals or employer firms, not a country's whole population. Each count carries its
 * publisher and year; where no publication gives the exact count, the figure is an `estimate`
 * whose method shows the arithmetic from published totals. The engine picks a unit from the
 * target market's words (`keywords`); a market's own default unit answers when none is named.
 */
import { type BuyerUnitEntry, count, estimate, fromSource } from "./schema";

export const BUYER_UNITS = [
  // Households and people
  {
    id: "people",
    singular: "person",
    plural: "people",
    kind: "person",
    orientation: "b2c",
    keywords: [
      "everyone",
      "everybody",
      "anyone",
      "general public",
      "the public",
      "people everywhere",
      "all people",
      "all consumers",
    ],
    us: count(
      335e6,
      2023,
      estimate("US Census Bureau Vintage 2023 estimate for July 2023 ≈ 334.9M, rounded to 335M."),
    ),
    global: count(
      8.0e9,
      2023,
      estimate("UN: world population passed 8 billion in November 2022; 8.0B used."),
    ),
  },
  {
    id: "us-households",
    singular: "household",
    plural: "households",
    kind: "household",
    orientation: "b2c",
    keywords: [
      "household",
      "households",
      "families",
      "family",
      // The same in the founder's language, accents dropped (issue 23).
      "hogares",
      "familias",
      "familles",
      "menages",
      "famiglie",
      "haushalte",
      "familien",
      "huishoudens",
      "gezinnen",
      "hushall",
      "familjer",
      "husholdninger",
      "husstande",
      "rodziny",
    ],
    us: count(
      131.43e6,
      2023,
      fromSource("census-families-living-arrangements-2023", "131.43 million households"),
    ),
    global: count(
      2.3e9,
      2023,
      estimate(
        "World population 8.0B (UN, 2022) ÷ about 3.5 people per household (UN household-size " +
          "data range from 2.5 in Europe to 5 in parts of Africa and Asia) ≈ 2.3B households.",
      ),
    ),
  },
  {
    id: "us-adults",
    singular: "adult",
    plural: "adults",
    kind: "person",
    orientation: "b2c",
    keywords: ["adults", "adult", "grown-ups", "over 18", "18+"],
    us: count(
      261e6,
      2023,
      estimate(
        "About 78% of US residents are 18 or older (Census Vintage 2023): 0.78 × 335M ≈ 261M.",
      ),
    ),
    global: count(
      5.6e9,
      2023,
      estimate("About 70% of the world's 8.0B people are adults (UN WPP 2022): ≈ 5.6B."),
    ),
  },
  {
    id: "us-drinking-age-adults",
    singular: "adult of drinking age",
    plural: "adults of drinking age",
    kind: "person",
    orientation: "b2c",
    keywords: ["beer drinkers", "wine drinkers", "drinkers", "21+", "over 21"],
    partOf: "us-adults",
    us: count(
      247e6,
      2023,
      estimate(
        "About 74% of US residents are 21 or older (Census Vintage 2023 age detail): " +
          "0.74 × 335M ≈ 247M.",
      ),
    ),
  },
  {
    id: "homeowner-households",
    singular: "homeowner household",
    plural: "homeowner households",
    kind: "household",
    orientation: "b2c",
    keywords: ["homeowners", "homeowner", "house owners", "home owners"],
    partOf: "us-households",
    us: count(
      86e6,
      2023,
      estimate(
        "Census Housing Vacancy Survey homeownership rate about 65.7% (2023) × 131.4M " +
          "households ≈ 86M owner-occupied households.",
      ),
    ),
  },
  {
    id: "households-with-children",
    singular: "household with children",
    plural: "households with children",
    kind: "household",
    orientation: "b2c",
    keywords: ["parents", "parent", "moms", "dads", "families with kids", "families with children"],
    partOf: "us-households",
    us: count(
      33e6,
      2023,
      estimate(
        "About one US household in four has its own children under 18 (Census CPS 2023 " +
          "family tables): 0.25 × 131.4M households ≈ 33M.",
      ),
    ),
  },
  {
    id: "households-with-school-children",
    singular: "household with school-age children",
    plural: "households with school-age children",
    kind: "household",
    orientation: "b2c",
    keywords: ["k-12 families", "school parents", "parents of students", "back to school"],
    partOf: "households-with-children",
    us: count(
      30e6,
      2023,
      estimate(
        "About 54M K-12 students (NCES: about 49.6M in public and 4.7M in private schools) ÷ " +
          "about 1.8 school-age children per such household ≈ 30M households.",
      ),
    ),
  },
  {
    id: "pet-households",
    singular: "household with a pet",
    plural: "households with a pet",
    kind: "household",
    orientation: "b2c",
    keywords: ["pet owners", "pet parents", "pet owner", "pets", "pet lovers"],
    partOf: "us-households",
    us: count(
      86.9e6,
      2023,
      fromSource(
        "appa-national-pet-owners-survey-2023",
        "66% of US households, 86.9 million homes, own a pet",
      ),
    ),
  },
  {
    id: "dog-households",
    singular: "household with a dog",
    plural: "households with a dog",
    kind: "household",
    orientation: "b2c",
    keywords: ["dog owners", "dog owner", "dog parents", "dogs", "dog", "puppy", "puppies"],
    partOf: "pet-households",
    us: count(
      65.1e6,
      2023,
      fromSource("appa-national-pet-owners-survey-2023", "65.1 million US households own a dog"),
    ),
  },
  {
    id: "cat-households",
    singular: "household with a cat",
    plural: "households with a cat",
    kind: "household",
    orientation: "b2c",
    keywords: ["cat owners", "cat owner", "cats", "cat"],
    partOf: "pet-households",
    us: count(
      46.5e6,
      2023,
      fromSource("appa-national-pet-owners-survey-2023", "46.5 million US households own a cat"),
    ),
  },
  {
    id: "video-game-players",
    singular: "video game player",
    plural: "video game players",
    kind: "person",
    orientation: "b2c",
    keywords: ["gamers", "gamer", "video game players", "pc gamers", "console gamers"],
    us: count(
      200e6,
      2024,
      estimate(
        "About 60% of US residents play video games on some device, the order of magnitude " +
          "consumer surveys report: 0.6 × 335M ≈ 200M.",
      ),
    ),
    global: count(
      3.42e9,
      2024,
      fromSource("newzoo-global-games-market-2024", "About 3.42 billion players in 2024"),
    ),
  },
  {
    id: "mobile-game-players",
    singular: "mobile game player",
    plural: "mobile game players",
    kind: "person",
    orientation: "b2c",
    keywords: [
      "mobile gamers",
      "mobile players",
      "casual gamers",
      "casual players",
      "casual mobile gamers",
      "puzzle fans",
      "phone gamers",
    ],
    partOf: "video-game-players",
    us: count(
      170e6,
      2024,
      estimate(
        "About half of US residents play games on a phone, most of the ~60% who play at all: " +
          "0.5 × 335M ≈ 170M.",
      ),
    ),
    global: count(
      2.8e9,
      2024,
      estimate(
        "Newzoo counts about 3.42B players in 2024 (Global Games Market Report 2024); most " +
          "play on mobile. About five in six: 3.42B × 0.83 ≈ 2.8B mobile players.",
      ),
    ),
  },
  // Organisations
  {
    id: "employer-firms",
    buyerRole: "owner or operations manager",
    pricePosition: 0.25,
    singular: "employer firm",
    plural: "employer firms",
    kind: "organisation",
    orientation: "b2b",
    keywords: [
      "companies",
      "company",
      "businesses",
      "business",
      "firms",
      "employers",
      "employer",
      "business owners",
      "organizations",
      "organisations",
      "enterprises",
      "unternehmen",
      "firmen",
      "betriebe",
    ],
    headFirst: [
      "empresas",
      "empresa",
      "entreprises",
      "entreprise",
      "societes",
      "societe",
      "aziende",
      "azienda",
      "imprese",
      "impresa",
      "bedrijven",
      "bedrijf",
      "companias",
    ],
    us: count(
      6.1e6,
      2023,
      estimate(
        "SBA Office of Advocacy (2023): 33.2M small businesses, of which about 27.1M have no " +
          "employees; 33.2M − 27.1M ≈ 6.1M employer firms (large firms add about 20,000).",
      ),
    ),
    counts: {
      uk: count(
        1.4e6,
        2023,
        fromSource(
          "dbt-business-population-2023",
          "About 1.4 million of the UK's 5.6 million private-sector businesses have employees",
        ),
      ),
      ca: count(
        1.22e6,
        2022,
        estimate(
          "ISED's Key Small Business Statistics 2023 puts Canada's employer businesses at about " +
            "1.22 million in December 2022; the report was revised to say its counts are of " +
            "establishments, not enterprises, and the figure is not checked against the " +
            "publication: an estimate until it is.",
        ),
      ),
      au: count(
        0.95e6,
        2023,
        estimate(
          "ABS Counts of Australian Businesses (June 2023): about 2.6 million actively trading " +
            "businesses, of which roughly 37% employ staff: 0.37 × 2.6M ≈ 0.95 million.",
        ),
      ),
    },
  },
  {
    id: "small-employer-firms",
    buyerRole: "owner or office manager",
    buys: "Small firms where the owner decides, buying monthly plans they can cancel rather than contracts.",
    pricePosition: 0,
    singular: "small business with employees",
    plural: "small businesses with employees",
    kind: "organisation",
    orientation: "b2b",
    keywords: [
      "small businesses",
      "small business",
      "smbs",
      "smb",
      "smes",
      "small companies",
      "small firms",
      "small business owners",
      "local businesses",
      "under 20 employees",
      "fewer than 20 employees",
      "kmu",
      "mittelstand",
      "mittelstandler",
      "kleine unternehmen",
    ],
    headFirst: [
      "pymes",
      "pyme",
      "pme",
      "pmi",
      "pequenas empresas",
      "pequena empresa",
      "petites entreprises",
      "petite entreprise",
      "piccole imprese",
      "piccole aziende",
      "mkb",
      "micro-entreprises",
      "microempresas",
      "tpe",
    ],
    partOf: "employer-firms",
    us: count(
      5.4e6,
      2021,
      estimate(
        "Census Statistics of US Businesses: about 89% of employer firms have fewer than 20 " +
          "employees; 0.89 × 6.1M ≈ 5.4M.",
      ),
    ),
    counts: {
      uk: count(
        1.26e6,
        2023,
        estimate(
          "DBT business population estimates 2023: about 1.4 million UK businesses have employees; taking about nine in ten of them below 20 employees (as in the US, and consistent with DBT's size bands, where firms of 1–9 employees are most employers): 0.9 × 1.4M ≈ 1.26M.",
        ),
      ),
      ca: count(
        1.1e6,
        2022,
        estimate(
          "ISED's Key Small Business Statistics put Canada's employer businesses at about 1.22 million (December 2022), nearly all of them small; taking about nine in ten below 20 employees: 0.9 × 1.22M ≈ 1.1M.",
        ),
      ),
      au: count(
        0.85e6,
        2023,
        estimate(
          "ABS Counts of Australian Businesses (June 2023): about 0.95 million employing businesses, about nine in ten of them with 1–19 employees: 0.9 × 0.95M ≈ 0.85M.",
        ),
      ),
    },
  },
  {
    id: "nonprofits",
    buyerRole: "executive director or operations manager",
    buys: "Nonprofits buying on grant and donor budgets, with a board watching overheads.",
    pricePosition: 0.25,
    singular: "nonprofit",
    plural: "nonprofits",
    kind: "organisation",
    orientation: "b2b",
    keywords: ["nonprofits", "nonprofit", "non-profits", "non-profit", "charities", "charity"],
    headFirst: [
      "asociaciones",
      "asociacion",
      "associations",
      "association",
      "associazioni",
      "associazione",
      "ongs",
      "ong",
      "onlus",
      "associacoes",
      "associacao",
      "stichtingen",
      "verenigingen",
    ],
    us: count(
      1.54e6,
      2016,
      fromSource(
        "nccs-nonprofit-sector-brief-2019",
        "About 1.54 million nonprofits registered with the IRS in 2016",
      ),
    ),
    counts: {
      uk: count(
        170_056,
        2024,
        fromSource(
          "charity-commission-registrations-2024-q1",
          "There were 170,056 charities on the register at the end of March 2024 with a total annual income of £95.56 billion; England and Wales only, Scottish and Northern Irish charities are on their own registers",
        ),
      ),
      ca: count(
        85_315,
        2025,
        estimate(
          "Canada Revenue Agency, answer to a written question in the House of Commons (September 2025, via openparliament.ca): as of March 31, 2025, there were 85,315 registered charities in Canada, 38% of them under advancement of religion. Registered charities only; non-profits that are not charities are not counted.",
        ),
      ),
      au: count(
        60_000,
        2024,
        fromSource(
          "acnc-media-guide",
          "The ACNC Charity Register provides information on about 60,000 registered Australian charities",
        ),
      ),
      ie: count(
        11_426,
        2020,
        fromSource(
          "charities-regulator-annual-report-2020",
          "912 charities were added to the Register of Charities during 2020 bringing the total number of registered charities in Ireland to 11,426 by the end of the year",
        ),
      ),
    },
  },
  {
    id: "small-nonprofits",
    buyerRole: "executive director",
    buys: "Small nonprofits run by a few staff and volunteers, buying on tight grant and donor budgets.",
    pricePosition: 0,
    singular: "nonprofit with under 20 staff",
    plural: "nonprofits with under 20 staff",
    kind: "organisation",
    orientation: "b2b",
    keywords: [
      "small nonprofits",
      "small charities",
      "under 20 staff",
      "fewer than 20 staff",
      "community nonprofits",
      "grassroots nonprofits",
    ],
    partOf: "nonprofits",
    us: count(
      280e3,
      2019,
      estimate(
        "Only organisations filing a full or EZ Form 990 (about 330,000 public charities in " +
          "NCCS counts) usually have paid staff, and most of those employ fewer than 20: " +
          "about 85% × 330,000 ≈ 280,000.",
      ),
    ),
  },
  {
    id: "community-hospitals",
    buyerRole: "department director or manager",
    buys: "Hospitals buying through department heads, with IT, compliance and finance signing off on annual budgets.",
    pricePosition: 0.5,
    singular: "community hospital",
    plural: "community hospitals",
    kind: "organisation",
    orientation: "b2b",
    keywords: [
      "hospitals",
      "hospital",
      "community hospitals",
      "health systems",
      "health system",
      "krankenhauser",
      "krankenhaus",
      "kliniken",
      "klinik",
    ],
    headFirst: [
      "hospitales",
      "hospital",
      "hopitaux",
      "hopital",
      "ospedali",
      "ospedale",
      "hospitais",
      "cliniques",
      "clinique",
      "clinicas",
      "clinica",
      "cliniche",
      "ziekenhuizen",
      "ziekenhuis",
    ],
    us: count(
      5129,
      2022,
      fromSource("aha-fast-facts-2024", "5,129 US community hospitals of 6,120 hospitals"),
    ),
    counts: {
      de: count(
        1893,
        2022,
        fromSource(
          "bpb-sozialbericht-2024-stationaere-versorgung",
          "1,893 hospitals with about 480,400 beds in 2022 (Destatis hospital statistics); all hospitals, not only general ones",
        ),
      ),
      fr: count(
        2983,
        2020,
        fromSource(
          "drees-er-1208-capacites-hospitalieres-2020",
          "2,983 hospitals (établissements de santé) at the end of 2020: 1,342 public, 667 private non-profit and 974 private for-profit clinics",
        ),
      ),
      au: count(
        1.35e3,
        2022,
        estimate(
          "AIHW, Australia's hospitals at a glance: 697 public hospitals in 2021–22, and 657 private hospitals in the latest ABS count (2016–17); 697 + 657 ≈ 1,350, rounded. Private day hospitals included.",
        ),
      ),
      es: count(
        840,
        2023,
        fromSource(
          "redaccion-medica-catalogo-hospitales-2024",
          "840 active hospitals at 31 December 2023 (Catálogo Nacional de Hospitales 2024): 410 private, 332 run by the regions, the rest public bodies, mutual insurers and NGOs",
        ),
      ),
      it: count(
        996,
        2023,
        fromSource(
          "fedaiisf-annuario-ssn-2023",
          "996 public and accredited private hospitals (strutture dedicate ad assistenza ospedaliera) in 2023, Ministry of Health SSN statistical yearbook",
        ),
      ),
      jp: count(
        8172,
        2022,
        estimate(
          "Ministry of Health, Labour and Welfare, 医療施設動態調査 (end of April 2022), as reported by WIC Report: 8,172 hospitals, of which 1,056 psychiatric and 7,116 general hospitals; all hospitals counted, as for Germany.",
        ),
      ),
      br: count(
        6398,
        2023,
        estimate(
          "Ministry of Health's national register of health establishments (CNES), as summarised by HubSetorial's hospital report (December 2023): 6,398 hospitals (general and specialised), practically unchanged from 2022, with 528,532 inpatient and ICU beds.",
        ),
      ),
    },
  },
  {
    id: "small-community-hospitals",
    buyerRole: "department director or manager",
    buys: "Smaller hospitals with lean teams, buying through department heads and a small executive team on tight annual budgets.",
    pricePosition: 0.25,
    singular: "community hospital under 200 beds",
    plural: "community hospitals under 200 beds",
    kind: "organisation",
    orientation: "b2b",
    keywords: [
      "under 200 beds",
      "fewer than 200 beds",
      "small hospitals",
      "rural hospitals",
      "critical access hospitals",
      "critical access",
    ],
    partOf: "community-hospitals",
    us: count(
      4100,
      2022,
      estimate(
        "AHA's bed-size breakdown puts roughly four community hospitals in five below 200 " +
          "beds: 0.8 × 5,129 (AHA Fast Facts 2024) ≈ 4,100.",
      ),
    ),
  },
  {
    id: "dental-practices",
    buyerRole: "practice owner or office manager",
    buys: "Practices buying software and services to save staff time.",
    pricePosition: 0,
    singular: "dental practice",
    plural: "dental practices",
    kind: "organisation",
    scalesWithPopulation: true,
    orientation: "b2b",
    keywords: [
      "dental practices",
      "dental offices",
      "dentists",
      "dental clinics",
      "dentist",
      "zahnarztpraxen",
      "zahnarztpraxis",
      "zahnarzte",
      "zahnarzt",
      "tandartspraktijken",
      "tandartspraktijk",
    ],
    headFirst: [
      "clinicas dentales",
      "clinica dental",
      "clinicas dentarias",
      "clinicas odontologicas",
      "clinica odontologica",
      "consultorios odontologicos",
      "consultorios dentales",
      "cabinets dentaires",
      "cabinet dentaire",
      "studi dentistici",
      "studio dentistico",
      "dentistas",
      "dentista",
      "dentistes",
      "dentiste",
      "dentisti",
      "tandartsen",
    ],
    us: count(
      125e3,
      2022,
      estimate(
        "About 200,000 working dentists (ADA Health Policy Institute) at about 1.6 dentists " +
          "per practice ≈ 125,000 dental practices.",
      ),
    ),
    counts: {
      de: count(
        38e3,
        2022,
        estimate(
          "The KZBV's Jahrbuch 2021 (table 6.15) counts 39,325 dental practices of practising " +
            "dentists in Germany at the end of 2020 (40,244 in 2019), falling by about 900 a " +
            "year: about 38,000 in 2022, rounded.",
        ),
      ),
      uk: count(
        12e3,
        2023,
        estimate(
          "About 7,000 practices hold NHS dental contracts in England; private-only practices " +
            "and those of Scotland, Wales and Northern Ireland add about 5,000: ≈ 12,000, rounded.",
        ),
      ),
      fr: count(
        25e3,
        2014,
        estimate(
          "DREES (2014, as reported by Les Echos Publishing): of 41,495 active dentists, 16,715 practised alone, 12,438 in group practices and 7,207 in companies; at about 2.5 dentists per group or company practice, 16,700 + 12,400 ÷ 2.5 + 7,200 ÷ 2.5 ≈ 24,600 practices; about 25,000 used, rounded.",
        ),
      ),
      ca: count(
        9.3e3,
        2010,
        estimate(
          "Canadian Dental Association, Dental Health Services in Canada: Facts and Figures 2010: 19,563 licensed dentists, about 89% in general practice, and an average of 2.1 dentists per practice (2006); 19,563 ÷ 2.1 ≈ 9,300 practices, rounded. Dentist numbers have grown since.",
        ),
      ),
      au: count(
        8e3,
        2020,
        estimate(
          "Dental Marketing Australia, reading the Dental Board of Australia's registrant data, puts Australia's dental practices at about 8,000 (October 2020); order of magnitude consistent with about 18,200 registered dentists (June 2020) at two or so dentists per practice.",
        ),
      ),
      es: count(
        23e3,
        2022,
        fromSource(
          "odontoiatria33-dentistas-espana-2022",
          "97% of Spain's 40,417 registered dentists practise privately, in one of more than 23,000 registered dental clinics (Consejo General de Dentistas, 2022)",
        ),
      ),
      jp: count(
        68621,
        2018,
        fromSource(
          "dentwave-dental-clinics-2018",
          "68,621 dental clinics (歯科診療所) at the end of July 2018, MHLW survey of medical facility dynamics",
        ),
      ),
      nl: count(
        4300,
        2024,
        fromSource(
          "knmt-tandartspraktijken-2024",
          "the exact number is not known; from its dentist administration the KNMT estimates about 4,300 dental practices in 2024",
        ),
      ),
      br: count(
        87_000,
        2025,
        estimate(
          "Conselho Federal de Odontologia, as reported by Dental Press (June 2025): 87,000 dental clinics registered as Entidades Prestadoras de Assistência Odontológica (EPAOs), beside 441,686 registered dentists; dentists practising alone without a registered clinic are not counted.",
        ),
      ),
    },
  },
  {
    id: "restaurants",
    buyerRole: "owner-operator or general manager",
    buys: "Owner-run restaurants buying on thin margins, usually month to month.",
    pricePosition: 0,
    singular: "restaurant",
    plural: "restaurants",
    kind: "organisation",
    scalesWithPopulation: true,
    orientation: "b2b",
    keywords: [
      "restaurants",
      "restaurant owners",
      "cafes",
      "coffee shops",
      "bars",
      "eateries",
      "gaststatten",
      "gaststatte",
      "restaurants und cafes",
      "kneipen",
      "eetcafes",
    ],
    headFirst: [
      "restaurantes",
      "restaurante",
      "ristoranti",
      "ristorante",
      "trattorie",
      "trattoria",
      "osterie",
      "osteria",
      "bares",
      "bar",
      "caffetterie",
      "caffetteria",
      "cafeterias",
      "cafeteria",
      "cafes",
      "cafe",
      "bistrots",
      "bistrot",
      "lanchonetes",
      "lanchonete",
      "restaurants",
      "restaurant",
    ],
    us: count(
      700e3,
      2022,
      estimate(
        "Census County Business Patterns counts roughly 700,000 full-service and limited-" +
          "service restaurant, cafe and bar establishments (NAICS 7224–7225), rounded.",
      ),
    ),
    counts: {
      uk: count(
        123e3,
        2019,
        estimate(
          "ONS UK business counts (IDBR, VAT or PAYE-registered businesses), quoted in an ONS freedom-of-information answer: unlicensed restaurants and cafes 22,970, take-away food shops 37,465, public houses and bars 30,885, with licensed restaurants the four classes total 123,395; about 123,000 used, rounded. Businesses (enterprises), not sites.",
        ),
      ),
      de: count(
        146e3,
        2022,
        estimate(
          "Destatis turnover-tax statistics as summarised by Statista: about 158,000 taxable food-service businesses (Gastronomie: restaurants, snack bars, cafés, bars), of which about 11,800 are caterers; 158,000 − 11,800 ≈ 146,000 restaurants, cafés and bars, rounded. Businesses with taxable turnover above €22,000.",
        ),
      ),
      fr: count(
        159e3,
        2012,
        fromSource(
          "insee-focus-restauration-2015",
          "159,000 food-service businesses in 2012 (traditional restaurants 58%, fast food about a quarter, bars a fifth), micro-entrepreneurs excluded",
        ),
      ),
      it: count(
        327e3,
        2023,
        fromSource(
          "fipe-rapporto-ristorazione-2024",
          "331,888 active food-service businesses: 132,004 bars and 195,471 restaurants and take-aways (the rest caterers); 132,004 + 195,471 ≈ 327,000",
        ),
      ),
      es: count(
        251e3,
        2016,
        estimate(
          "INE's Central Business Directory (DIRCE) counted 251,390 bars and restaurants in Spain in 2016 (266,615 in 2008), as reported by Hostelería Madrid; about 251,000 used. Businesses, most of them without employees or with a few.",
        ),
      ),
      nl: count(
        53e3,
        2020,
        estimate(
          "CBS StatLine table 81589NED (Bedrijven; bedrijfstak), 2nd quarter 2020: 62,800 hospitality businesses (Horeca), of which 9,555 in accommodation; 62,800 − 9,555 ≈ 53,000 restaurants, cafés and bars, rounded. Businesses, one-person ones included.",
        ),
      ),
      ca: count(
        71343,
        2022,
        fromSource(
          "ised-canadian-industry-statistics-722",
          "NAICS 722 food services and drinking places: 71,343 employer establishments (26,226 more are non-employers or indeterminate)",
        ),
      ),
      br: count(
        1.2e6,
        2022,
        fromSource(
          "abrasel-perfil-2022",
          "about 1.2 million bar and restaurant businesses in 2022 (about 1 million before the pandemic), more than 85% of them micro-enterprises",
        ),
      ),
      au: count(
        15_423,
        2007,
        estimate(
          "Australian Bureau of Statistics, Cafes, Restaurants and Catering Services, Australia, 2006-07 (8655.0), media release of 28 April 2008: 15,423 cafe, restaurant and catering businesses (employing, and large non-employing ones); takeaway food businesses are not counted.",
        ),
      ),
      jp: count(
        670_468,
        2009,
        estimate(
          "Statistics Bureau of Japan, 2009 Economic Census (basic survey), as tabulated by Food Business Soken: 670,468 eating and drinking establishments (飲食店), about 540,000 without nightclubs and similar venues.",
        ),
      ),
      mx: count(
        635_788,
        2019,
        estimate(
          "INEGI, Censos Económicos 2019, as reported by La Jornada (July 2020): 635,788 economic units preparing food and drink for immediate consumption (the restaurant industry), 98% of them micro, small or medium-sized.",
        ),
      ),
      in: count(
        500_000,
        2019,
        estimate(
          "National Restaurant Association of India (NRAI), which describes itself as representing the interests of 500,000+ restaurants (site text around its India Food Services Report 2019); dhabas and street-side outlets of the unorganised sector, about two-thirds of the market by value, are largely outside that figure.",
        ),
      ),
    },
  },
  {
    id: "hotels",
    singular: "hotel",
    plural: "hotels",
    kind: "organisation",
    orientation: "b2b",
    keywords: [
      "hotels",
      "hotel",
      "motels",
      "motel",
      "resorts",
      "inns",
      "hospitality businesses",
      "lodging businesses",
      "hotel owners",
      "hotelbetriebe",
      "pensionen",
    ],
    headFirst: [
      "hoteles",
      "hotel",
      "hotels",
      "alberghi",
      "albergo",
      "hoteis",
      "pousadas",
      "pousada",
      "hostales",
      "hostal",
    ],
    // Hotels are counted as establishments, most of them employers: inside employer firms.
    partOf: "employer-firms",
    buyerRole: "general manager or HR and training manager",
    buys: "Hotels buying through the general manager and HR, with brand standards and staff turnover shaping what they spend on training and compliance.",
    pricePosition: 0.25,
    us: count(
      55e3,
      2022,
      estimate(
        "Order of magnitude from published counts: Census County Business Patterns lists about " +
          "50,000 hotel and motel establishments (NAICS 721110) and lodging-industry property " +
          "counts run to about 60,000; 55,000 used, rounded. Check the current tables before " +
          "quoting it.",
      ),
    ),
    counts: {
      it: count(
        32e3,
        2022,
        estimate(
          "ISTAT's accommodation statistics count about 32,000 hotel establishments (esercizi " +
            "alberghieri) in Italy (2022), rounded.",
        ),
      ),
      es: count(
        16e3,
        2023,
        estimate(
          "INE's hotel occupancy survey counts about 16,000 hotel establishments open in Spain in " +
            "the high season (2023), rounded.",
        ),
      ),
      fr: count(
        17e3,
        2023,
        estimate(
          "INSEE's hotel occupancy survey covers about 17,000 hotels in France (2023), rounded.",
        ),
      ),
      de: count(
        32e3,
        2017,
        estimate(
          "DEHOGA's counts of accommodation businesses (2017): 11,158 hotels, 3,699 hotels garnis, 12,635 inns (Gasthöfe) and 5,091 guest houses (Pensionen); 11,158 + 3,699 + 12,635 + 5,091 ≈ 32,600, about 32,000 used. The German travel association DRV, citing Destatis and the hotel association IHA, puts hotel businesses at over 30,000 (2018).",
        ),
      ),
      nl: count(
        5065,
        2020,
        fromSource(
          "cbs-bedrijven-bedrijfstak-81589ned",
          "SBI 551 hotels: 5,065 businesses in the 2nd quarter of 2020 (4,900 at the end of 2019)",
        ),
      ),
      uk: count(
        8815,
        2016,
        fromSource(
          "uk-parliament-wq-56559-business-population-2016",
          "8,815 private businesses in hotels and similar accommodation (SIC group 551), Business Population Estimates 2016; businesses, not hotels: chains count once",
        ),
      ),
      jp: count(
        50_523,
        2022,
        estimate(
          "Ministry of Health, Labour and Welfare, 令和3年度衛生行政報告例 (report on public health administration, fiscal 2021): 50,523 establishments licensed for hotel and ryokan business (旅館・ホテル営業) at the end of fiscal 2021 (March 2022), with 1.76 million rooms.",
        ),
      ),
      ie: count(
        798,
        2015,
        estimate(
          "Fáilte Ireland's annual survey of accommodation capacity, as reported by the Irish Examiner (2015): 798 approved hotels in Ireland, down from 856 in 2012.",
        ),
      ),
      au: count(
        3176,
        2004,
        fromSource(
          "abs-year-book-2006-tourist-accommodation",
          "at 31 December 2004, 786 licensed hotels and 2,390 motels and guest houses, each with facilities and 15 or more rooms (797 serviced apartments not counted); 786 + 2,390 = 3,176",
        ),
      ),
      mx: count(
        23_700,
        2019,
        estimate(
          "Centro de Investigación y Competitividad Turística (Cicotur, Universidad Anáhuac) with the Asociación Nacional de Cadenas Hoteleras, Las cadenas hoteleras (2020): lodging supply in 2019 of almost 23,700 establishments with 836,000 rooms; the tourism ministry counted 19,000 hotels in 2015.",
        ),
      ),
      br: count(
        31_299,
        2016,
        estimate(
          "IBGE, Pesquisa de Serviços de Hospedagem 2016 (with the Ministry of Tourism), as reported by Agência Brasil (July 2017): 31,299 tourist lodging establishments in Brazil, almost half of them hotels, 31% guesthouses (pousadas) and 14% motels.",
        ),
      ),
      ca: count(
        10_000,
        2018,
        estimate(
          "Horwath HTL, Canada: Hotels & Chains Trends market report (April 2018): its database covers more than 10,000 Canadian hotels, almost half of them with fewer than 30 rooms; HLT Advisory counts 1,904 branded hotels of 30 rooms or more.",
        ),
      ),
    },
  },
  {
    id: "veterinary-practices",
    buyerRole: "practice owner or practice manager",
    buys: "Veterinary practices, most of them small independent clinics, buying software and services through the owner or practice manager.",
    pricePosition: 0.25,
    singular: "veterinary practice",
    plural: "veterinary practices",
    kind: "organisation",
    scalesWithPopulation: true,
    orientation: "b2b",
    keywords: [
      "veterinary clinics",
      "veterinary clinic",
      "veterinary practices",
      "veterinary practice",
      "vet clinics",
      "vet practices",
      "veterinary hospitals",
      "animal hospitals",
      "veterinarians",
      "vets",
      "tierarztpraxen",
      "tierarztpraxis",
      "tierarzte",
      "tierarzt",
      "tierkliniken",
      "dierenartspraktijken",
      "dierenartspraktijk",
    ],
    headFirst: [
      "clinicas veterinarias",
      "clinica veterinaria",
      "cliniques veterinaires",
      "clinique veterinaire",
      "cabinets veterinaires",
      "cabinet veterinaire",
      "ambulatori veterinari",
      "ambulatorio veterinario",
      "cliniche veterinarie",
      "veterinarios",
      "veterinario",
      "veterinaires",
      "veterinaire",
      "veterinari",
      "dierenartsen",
    ],
    partOf: "employer-firms",
    us: count(
      35835,
      2024,
      fromSource(
        "bls-qcew-2024",
        "NAICS 541940 veterinary services: 35,835 private establishments",
      ),
    ),
    counts: {
      uk: count(
        5e3,
        2023,
        estimate(
          "The Royal College of Veterinary Surgeons' register lists about 5,000 veterinary " +
            "practice premises in the UK (2023), rounded.",
        ),
      ),
      de: count(
        10465,
        2022,
        fromSource(
          "wikipedia-de-tierarztpraxis",
          "10,465 veterinary practices in 2022, employing 11,743 veterinarians and 10,652 assistant vets (figures of the Bundestierärztekammer)",
        ),
      ),
      nl: count(
        800,
        2024,
        estimate(
          "CBS StatLine table 81588NED, 4th quarter 2024: 3,050 veterinary businesses (SBI 75), of which 2,275 are one-person businesses (locum and sole vets); 3,050 − 2,275 ≈ 775 businesses with two or more working people, about 800 used. Branch sites of chains are counted once.",
        ),
      ),
      ca: count(
        3240,
        2017,
        fromSource(
          "cvma-statistics-2017",
          "approximate number of veterinary practices in Canada: 3,240 (14,345 veterinarians)",
        ),
      ),
      es: count(
        6892,
        2022,
        estimate(
          "Veterinary Management Studies (VMS), Radiografía económica de los centros veterinarios españoles 2022, as reported by Animal's Health (April 2023): 6,892 veterinary centres in Spain at the end of 2022 (25% consulting rooms, 69% clinics, 6% hospitals), most with one to four vets.",
        ),
      ),
      au: count(
        3651,
        2024,
        fromSource(
          "ibisworld-au-veterinary-services-2024",
          "3,651 businesses in Veterinary Services (ANZSIC M6970) in 2024-25, a commercial estimate",
        ),
      ),
      it: count(
        6750,
        2012,
        fromSource(
          "anmvi-strutture-veterinarie-2012",
          "400 practice owners interviewed, about 6% of the 6,700 to 6,800 private companion-animal veterinary practices in Italy; 6,750 used, the midpoint",
        ),
      ),
      ie: count(
        752,
        2024,
        estimate(
          "Veterinary Council of Ireland register, as reported by the Irish Farmers Journal (2024): 752 registered veterinary premises (about 40% mixed, 30% companion-animal, 18% farm-animal, 9% equine practices); the register held 758 premises in 2021 and 765 in 2019.",
        ),
      ),
      fr: count(
        6586,
        2017,
        fromSource(
          "ordre-veterinaires-atlas-2018",
          "7,863 professional practice addresses at 31 December 2017, of which 6,586 veterinary care establishments receiving animals (83.9%); the rest are home-visit vets, experts and the like",
        ),
      ),
      jp: count(
        16_825,
        2023,
        estimate(
          "Ministry of Agriculture, Forestry and Fisheries, 令和5年飼育動物診療施設の開設届出状況 (animal clinics notified at 31 December 2023, published February 2024), as reported by Data-Pital: 16,825 veterinary clinics, of which 12,706 for small and other animals and the rest for farm animals.",
        ),
      ),
    },
  },
  {
    id: "law-firms",
    buyerRole: "managing partner or office manager",
    buys: "Law firms buying through a managing partner or office manager, most of them small practices billing by the hour.",
    pricePosition: 0.25,
    singular: "law firm",
    plural: "law firms",
    kind: "organisation",
    scalesWithPopulation: true,
    orientation: "b2b",
    keywords: [
      "law firms",
      "law firm",
      "law offices",
      "law practices",
      "legal practices",
      "lawyers",
      "attorneys",
      "solo attorneys",
      "anwaltskanzleien",
      "anwaltskanzlei",
      "kanzleien",
      "rechtsanwalte",
    ],
    headFirst: [
      "despachos de abogados",
      "despacho de abogados",
      "bufetes",
      "bufete",
      "cabinets d'avocats",
      "cabinet d'avocats",
      "studi legali",
      "studio legale",
      "escritorios de advocacia",
      "escritorio de advocacia",
      "advocatenkantoren",
      "advocatenkantoor",
      "abogados",
      "avocats",
      "avvocati",
      "advogados",
    ],
    partOf: "employer-firms",
    us: count(
      189717,
      2024,
      fromSource(
        "bls-qcew-2024",
        "NAICS 541110 offices of lawyers: 189,717 private establishments",
      ),
    ),
    counts: {
      uk: count(
        9.5e3,
        2023,
        estimate(
          "The Solicitors Regulation Authority regulates about 9,500 law firms in England and " +
            "Wales (2023), rounded; Scotland and Northern Ireland, regulated separately, add a " +
            "few thousand more, so the UK count is somewhat higher.",
        ),
      ),
      de: count(
        50683,
        2011,
        fromSource(
          "lto-anwaltsmarkt-2011",
          "50,683 law firms with turnover above €17,500 in 2011 (Destatis structural survey of services), 77.5% of them sole proprietorships; about 156,000 lawyers were admitted",
        ),
      ),
      au: count(
        12.5e3,
        2014,
        estimate(
          "Law Society of NSW, 2014 National Profile of Solicitors (as reported by RWS): 2,155 firms with 2–4 partners were 17.3% of all Australian law practices; 2,155 ÷ 0.173 ≈ 12,500 practices, sole practitioners included, rounded.",
        ),
      ),
      fr: count(
        34_600,
        2019,
        estimate(
          "Ministère de la Justice (Direction des affaires civiles et du Sceau), statistics on the legal profession at 1 January 2019: 68,464 avocats, 36.3% of them practising alone (about 24,850), and 9,799 law firms (groupements d'exercice: SELARL, SCP, associations); 24,850 + 9,799 ≈ 34,600 law practices.",
        ),
      ),
      ie: count(
        2176,
        2014,
        estimate(
          "Fitzpatrick Associates for the Law Society of Ireland, as reported by The Irish Times (2014): 2,176 law firms in the Republic, 92% of them with five solicitors or fewer.",
        ),
      ),
      es: count(
        90_000,
        2012,
        estimate(
          "Consejo General de la Abogacía Española, Impacto de la Abogacía en la economía (Instituto de Estudios Económicos, 2012), as reported by Legal Today: about 90,000 law firms (despachos) in Spain, 89% of them with one to three partners.",
        ),
      ),
      jp: count(
        19_270,
        2023,
        estimate(
          "Japan Federation of Bar Associations statistics for 2023, as summarised by Loioz: 44,916 lawyers working from 19,270 law offices (7,243 of them in Tokyo); the JFBA White Paper 2019 counted 17,252 offices at 31 March 2019.",
        ),
      ),
    },
  },
  {
    id: "accounting-firms",
    buyerRole: "managing partner or practice manager",
    buys: "Accounting and CPA firms buying through a partner, with a busy season that decides when they can adopt anything new.",
    pricePosition: 0.25,
    singular: "accounting firm",
    plural: "accounting firms",
    kind: "organisation",
    scalesWithPopulation: true,
    orientation: "b2b",
    keywords: [
      "accounting firms",
      "accounting firm",
      "accounting practices",
      "cpa firms",
      "cpa firm",
      "cpas",
      "accountants",
      "bookkeeping firms",
      "steuerkanzleien",
      "steuerberater",
      "steuerberatungskanzleien",
    ],
    headFirst: [
      "gestorias",
      "gestoria",
      "asesorias",
      "asesoria",
      "despachos contables",
      "cabinets comptables",
      "cabinet comptable",
      "experts-comptables",
      "studi commercialisti",
      "studio commercialista",
      "commercialisti",
      "escritorios de contabilidade",
      "escritorio de contabilidade",
      "contadores",
      "accountantskantoren",
      "administratiekantoren",
    ],
    partOf: "employer-firms",
    us: count(
      63589,
      2024,
      fromSource(
        "bls-qcew-2024",
        "NAICS 541211 offices of certified public accountants: 63,589 private establishments",
      ),
    ),
    counts: {
      ca: count(
        16186,
        2018,
        fromSource(
          "sba-canada-practitioners",
          "That means that 10 firms out of more than 16,186 earned 46% of the revenue (accounting, tax preparation, bookkeeping and payroll services industry, Statistics Canada 2018)",
        ),
      ),
      fr: count(
        18_139,
        2021,
        fromSource(
          "rfc-profession-comptable-en-chiffres-2022",
          "22,527 accounting firms (sociétés d'expertise comptable) in December 2021: 18,139 in principal registration and 4,388 secondary offices; 20,782 experts-comptables in principal registration",
        ),
      ),
      uk: count(
        43_245,
        2023,
        estimate(
          "ONS UK Business: activity, size and location (VAT/PAYE-registered enterprises in accounting, bookkeeping, auditing and tax consultancy), as summarised by NimbleFins: 43,245 accountancy enterprises in the UK (39,290 in England, 710 in Northern Ireland), about 80% with four or fewer employees.",
        ),
      ),
      au: count(
        9860,
        2002,
        fromSource(
          "abs-accounting-practices-2001-02",
          "Over two-thirds of the 9,860 accounting practices were sole proprietor/principal businesses (accounting practices at the end of June 2002)",
        ),
      ),
    },
  },
  {
    id: "fitness-centers",
    buyerRole: "owner or general manager",
    buys: "Gyms and fitness studios buying through the owner or general manager, on monthly budgets tied to membership numbers.",
    pricePosition: 0,
    singular: "gym or fitness center",
    plural: "gyms and fitness centers",
    kind: "organisation",
    scalesWithPopulation: true,
    orientation: "b2b",
    keywords: [
      "gyms",
      "gym",
      "gym owners",
      "fitness studios",
      "fitness studio",
      "fitness centers",
      "fitness centres",
      "health clubs",
      "boutique fitness studios",
      "fitnessstudios",
      "fitnessstudio",
      "sportscholen",
      "sportschool",
    ],
    headFirst: [
      "gimnasios",
      "gimnasio",
      "salles de sport",
      "salle de sport",
      "palestre",
      "palestra",
      "academias de ginastica",
      "academia de ginastica",
      "centros deportivos",
      "centro deportivo",
    ],
    partOf: "employer-firms",
    us: count(
      45116,
      2024,
      fromSource(
        "bls-qcew-2024",
        "NAICS 713940 fitness and recreational sports centers: 45,116 private establishments (the code also holds rinks and pools)",
      ),
    ),
    counts: {
      de: count(
        9.1e3,
        2023,
        estimate(
          "DSSV (the German fitness employers' association) counts about 9,100 commercial fitness " +
            "and health facilities at the end of 2023, rounded.",
        ),
      ),
      uk: count(
        6998,
        2023,
        fromSource(
          "leisure-db-uk-fitness-report-2023",
          "6,998 gyms, public and private, at the end of March 2023 (7,063 in 2022)",
        ),
      ),
      it: count(
        7.5e3,
        2009,
        estimate(
          "IHRSA's 2010 European Health Club Report (2009 data, as summarised by Health Club Management) counts about 7,500 health clubs in Italy, the most in Europe; an old figure, used as an order of magnitude.",
        ),
      ),
      es: count(
        5.8e3,
        2009,
        estimate(
          "IHRSA's 2010 European Health Club Report (2009 data, as summarised by Health Club Management) counts about 5,800 health clubs in Spain; an old figure, used as an order of magnitude.",
        ),
      ),
      fr: count(
        4370,
        2018,
        estimate(
          "Deloitte and EuropeActive, European Health & Fitness Market Report 2019, as reported by AFP (February 2020): 4,370 fitness clubs in France with six million members.",
        ),
      ),
      nl: count(
        1790,
        2018,
        estimate(
          "De Telegraaf (January 2019): 1,790 establishments of fitness businesses in the Netherlands in 2018, up 78% since 2007; the Kamer van Koophandel counted about 1,700 gyms in 2017.",
        ),
      ),
      br: count(
        33_157,
        2014,
        fromSource(
          "acad-brasil-mercado-2015",
          "33,157 gyms (academias) in Brazil with almost 8 million members, from the association's 2014 survey",
        ),
      ),
      ca: count(
        6000,
        2017,
        estimate(
          "IHRSA, 2018 Global Report, as summarised by IHRSA's research manager in Fitness Business Canada (summer 2018): the IHRSA Canadian Health Club Report finds operators serving nearly 6 million members at roughly 6,000 facilities in Canada.",
        ),
      ),
      mx: count(
        12_871,
        2023,
        estimate(
          "Gym counts by country compiled by the discount platform CupomValido from Statista and IHRSA data, as reported by Tribuna Ribeirão (2023): Mexico 12,871 gyms, third after the United States (41,190) and Brazil.",
        ),
      ),
      jp: count(
        4950,
        2023,
        estimate(
          "Gym counts by country compiled by the discount platform CupomValido from Statista and IHRSA data, as reported by Tribuna Ribeirão (2023): Japan 4,950 gyms, the lowest of the ten countries listed (Canada 6,587, United Kingdom 7,239).",
        ),
      ),
    },
  },
  {
    id: "salons",
    buyerRole: "salon owner or manager",
    buys: "Salons and barbershops where the owner decides, buying month to month and counting every chair's bookings.",
    pricePosition: 0,
    singular: "hair salon or barbershop",
    plural: "hair salons and barbershops",
    kind: "organisation",
    scalesWithPopulation: true,
    orientation: "b2b",
    keywords: [
      "hair salons",
      "hair salon",
      "salons",
      "salon",
      "salon owners",
      "beauty salons",
      "barbershops",
      "barber shops",
      "barbers",
      "hairdressers",
      "stylists",
      "friseursalons",
      "friseursalon",
      "friseure",
      "friseur",
      "friseurbetriebe",
      "kapsalons",
      "kapsalon",
      "kappers",
    ],
    headFirst: [
      "peluquerias",
      "peluqueria",
      "salons de coiffure",
      "salon de coiffure",
      "salones de belleza",
      "salon de belleza",
      "parrucchieri",
      "parrucchiere",
      "saloes de beleza",
      "salao de beleza",
      "barberias",
      "barberia",
      "barbearias",
      "barbearia",
      "coiffeurs",
      "coiffeur",
      "centri estetici",
      "centro estetico",
      "instituts de beaute",
      "institut de beaute",
    ],
    partOf: "employer-firms",
    us: count(
      86412,
      2024,
      fromSource(
        "bls-qcew-2024",
        "NAICS 812112 beauty salons, 78,196, and 812111 barber shops, 8,216 private establishments: 86,412. Salons without employees, several times as many, are not counted",
      ),
    ),
    counts: {
      uk: count(
        40e3,
        2023,
        estimate(
          "The National Hair & Beauty Federation's industry statistics, from ONS business " +
            "counts, put UK hairdressing and barbering businesses at about 40,000 (2023), rounded.",
        ),
      ),
      de: count(
        80e3,
        2023,
        estimate(
          "The Zentralverband des Deutschen Friseurhandwerks counts about 80,000 hairdressing " +
            "businesses in Germany (2023), rounded.",
        ),
      ),
      fr: count(
        85e3,
        2023,
        estimate(
          "The French hairdressing federation counts about 85,000 hair salons (entreprises de " +
            "coiffure) in France (2023), rounded.",
        ),
      ),
      it: count(
        105e3,
        2019,
        estimate(
          "Unioncamere's business register counts 104,849 hairdressers (parrucchieri, men's and women's), as reported by Key4biz; about 105,000 used. Registered businesses: about four in five are sole traders, so far fewer employ staff.",
        ),
      ),
      es: count(
        50e3,
        2021,
        fromSource(
          "dbk-peluqueria-estetica-2022",
          "72,300 hairdressing and beauty establishments in 2021, about 50,000 of them hair salons and 22,300 beauty centres",
        ),
      ),
      au: count(
        20e3,
        2016,
        estimate(
          "ABS Counts of Australian Businesses, as quoted by a research service, list 20,319 hairdressing and beauty businesses (ANZSIC 9511) in February 2016, and IBISWorld later about 21,900; about 20,000 used, rounded. Beauty salons and sole traders included.",
        ),
      ),
      jp: count(
        378_626,
        2022,
        estimate(
          "Ministry of Health, Labour and Welfare, 令和3年度衛生行政報告例 (report on public health administration, fiscal 2021): 264,223 licensed beauty salons (美容所) and 114,403 barbershops (理容所) at the end of fiscal 2021 (March 2022); 264,223 + 114,403 = 378,626.",
        ),
      ),
      nl: count(
        32_000,
        2022,
        estimate(
          "Kamer van Koophandel (KVK) trade register, as reported by nieuws.nl (June 2022): over 32,000 hair-care businesses (hairdressers and barbers), up from 27,000 in 2017; almost 80% are self-employed people without staff.",
        ),
      ),
      ca: count(
        40_300,
        2024,
        estimate(
          "TTC Nantel's sector page on personal care services (2024): the Canadian hair and nail care industry generates $5.69 billion, includes over 40,300 businesses and employs nearly 67,700 people; IBISWorld's Hair & Nail Salons in Canada shows 44,388 on its 2024 page.",
        ),
      ),
      mx: count(
        200_000,
        2022,
        estimate(
          "Cámara Mexicana de la Industria del Embellecimiento Físico (CAMIEF), as reported by Código Qro (October 2022): about 200,000 formal beauty establishments in Mexico (salons, barbershops, nail and brow bars, spas), with a similar number estimated to be informal; informal ones not counted.",
        ),
      ),
      br: count(
        57_176,
        2019,
        estimate(
          "IBGE's business register as read by HPPO (September 2019): 57,176 companies registered under CNAE 9602-5/01 (hairdressing), 41,393 of them with 0 to 4 employees; the 698,208 individual micro-entrepreneurs (MEI) in the trade, many working inside these salons, are not counted.",
        ),
      ),
    },
  },
  {
    id: "physician-practices",
    buyerRole: "practice manager or physician owner",
    buys: "Physician practices buying software and services through the practice manager, with the physician owners signing off.",
    pricePosition: 0.25,
    singular: "physician practice",
    plural: "physician practices",
    kind: "organisation",
    scalesWithPopulation: true,
    orientation: "b2b",
    keywords: [
      "medical practices",
      "medical practice",
      "physician practices",
      "physician practice",
      "physician offices",
      "doctors' offices",
      "doctors offices",
      "primary care practices",
      "medical clinics",
      "private practices",
      "arztpraxen",
      "arztpraxis",
      "hausarztpraxen",
      "hausarztpraxis",
      "hausarzte",
      "huisartspraktijken",
      "huisartspraktijk",
      "huisartsen",
    ],
    headFirst: [
      "cabinets medicaux",
      "cabinet medical",
      "consultorios medicos",
      "consultorio medico",
      "studi medici",
      "studio medico",
      "medecins generalistes",
      "medicos de familia",
      "medici di base",
      "medici di famiglia",
    ],
    partOf: "employer-firms",
    us: count(
      210334,
      2012,
      fromSource(
        "census-economic-census-2012-health",
        "NAICS 621111 offices of physicians (except mental health specialists): 210,334 establishments",
      ),
    ),
    counts: {
      uk: count(
        7.9e3,
        2024,
        estimate(
          "NHS England (NHS Digital) counts 6,277 GP practices in England in December 2024; Public Health Scotland, the Welsh Government and Northern Ireland's Business Services Organisation add roughly 900, 380 and 310: 6,277 + 900 + 380 + 310 ≈ 7,900, rounded. General practices only, not private specialist clinics.",
        ),
      ),
      de: count(
        76e3,
        2022,
        estimate(
          "KBV federal physician register, as tabulated by the Federal Health Reporting (GBE-Bund, ambulant medical facilities by type, 2022): 26,175 + 8,517 GP single and group practices, 28,233 + 7,756 + 322 + 613 specialist and mixed practices (71,616 practices) and 4,574 medical care centres (MVZ): ≈ 76,000, rounded. Psychotherapy practices excluded.",
        ),
      ),
      jp: count(
        100461,
        2014,
        fromSource(
          "hpcase-clinics-2014",
          "100,461 general clinics (一般診療所) in 2014, MHLW white paper 2016 (64,524 in 1965)",
        ),
      ),
      nl: count(
        5028,
        2016,
        fromSource(
          "rivm-vzinfo-aanbod-eerstelijnszorg",
          "5,028 general practices (huisartsenpraktijken) on 1 January 2016: 35% solo, 43% two-doctor and 22% group practices (Nivel registration)",
        ),
      ),
      au: count(
        8140,
        2019,
        estimate(
          "RACGP, General practice accreditation in Australia: data from 2010–2021 (from the Productivity Commission's Report on Government Services): 6,825 accredited general practices were 83.8% of all general practices in 2019, so 6,825 ÷ 0.838 ≈ 8,140 general practices.",
        ),
      ),
      mx: count(
        83_499,
        2025,
        fromSource(
          "datamexico-consultorios-medicos",
          "Según DENUE 2025, Consultorios Médicos registró 83,499 unidades económicas (industry branch 6211, offices of physicians), 78,734 of them with 0 to 10 employees",
        ),
      ),
    },
  },
  {
    id: "auto-repair-shops",
    buyerRole: "shop owner or service manager",
    buys: "Independent repair shops where the owner decides, buying tools and software that keep bays full and jobs billed.",
    pricePosition: 0,
    singular: "auto repair shop",
    plural: "auto repair shops",
    kind: "organisation",
    scalesWithPopulation: true,
    orientation: "b2b",
    keywords: [
      "auto repair shops",
      "auto repair shop",
      "auto shops",
      "car repair shops",
      "repair shops",
      "mechanics",
      "garages",
      "body shops",
      "collision repair shops",
      "kfz-werkstatten",
      "kfz-werkstatt",
      "autowerkstatten",
      "autowerkstatt",
      "werkstatten",
      "werkstatt",
      "autogarages",
      "autogarage",
    ],
    headFirst: [
      "talleres mecanicos",
      "taller mecanico",
      "talleres de reparacion",
      "officine meccaniche",
      "officina meccanica",
      "oficinas mecanicas",
      "oficina mecanica",
      "garages automobiles",
      "garage automobile",
      "carrosseries",
      "carrosserie",
      "autofficine",
      "autofficina",
    ],
    partOf: "employer-firms",
    us: count(
      129533,
      2024,
      fromSource(
        "bls-qcew-2024",
        "NAICS 811111 general auto repair, 86,232; 811121 body, paint and interior repair, 35,605; 811198 other automotive repair, 7,696 private establishments: 129,533",
      ),
    ),
    counts: {
      de: count(
        36.2e3,
        2023,
        fromSource(
          "allianz-direct-autowerkstaetten-2024",
          "36,200 vehicle repair businesses in 2023 (45,800 in 2001; 37,809 in September 2024), franchised dealers' workshops included",
        ),
      ),
      uk: count(
        34_399,
        2022,
        estimate(
          "GiPA's count of car maintenance workshops in the five largest European markets, made for the Equip Auto show and reported by Auto Infos (September 2022): 34,399 workshops in the United Kingdom (independents, franchised dealers' workshops, fast fitters and body shops).",
        ),
      ),
      fr: count(
        34_796,
        2022,
        estimate(
          "GiPA's count of car maintenance workshops in the five largest European markets, made for the Equip Auto show and reported by Auto Infos (September 2022): 34,796 workshops in France, of which about 14,000 independent repairers and 12,691 franchised sites; micro-enterprises registered under NAF 45.20A (52,986 in 2016 by the ANFA) are not all counted.",
        ),
      ),
      it: count(
        39_494,
        2022,
        estimate(
          "GiPA's count of car maintenance workshops in the five largest European markets, made for the Equip Auto show and reported by Auto Infos (September 2022): 39,494 workshops in Italy; Osservatorio Autopromotec counted 83,231 repair businesses in 2018 on a wider definition (body shops, tyre fitters and auto electricians included).",
        ),
      ),
      es: count(
        40_615,
        2022,
        estimate(
          "GiPA's count of car maintenance workshops in the five largest European markets, made for the Equip Auto show and reported by Auto Infos (September 2022): 40,615 workshops in Spain, of which 24,292 independent repairers; CONEPA counted 48,500 repair businesses in 2011.",
        ),
      ),
      ca: count(
        25_000,
        2022,
        estimate(
          "Automotive Industries Association of Canada, evidence to the House of Commons industry committee (2022, via openparliament.ca): nearly 25,000 independent repair facilities across Canada, against about 4,500 automaker-authorised dealerships; AIA's market research page gives about 29,000 traditional aftermarket repair facilities.",
        ),
      ),
      au: count(
        24_600,
        2022,
        estimate(
          "ACA Research for the Australian Automotive Aftermarket Association, from ABS Counts of Australian Businesses, as published in Australian Automotive Aftermarket Magazine: 24,600 aftermarket service and repair workshops, 1,700 more than five years earlier, employing almost 66,000 people.",
        ),
      ),
    },
  },
  {
    id: "retail-stores",
    buyerRole: "store owner or store manager",
    buys: "Retailers buying through the owner or, in chains, head office; independent stores decide quickly and spend little at a time.",
    pricePosition: 0,
    singular: "retail store",
    plural: "retail stores",
    kind: "organisation",
    scalesWithPopulation: true,
    orientation: "b2b",
    keywords: [
      "retail stores",
      "retail store",
      "retailers",
      "retailer",
      "stores",
      "store owners",
      "independent retailers",
      "boutiques",
      "retail businesses",
      "brick-and-mortar stores",
      "einzelhandler",
      "einzelhandelsgeschafte",
      "ladengeschafte",
      "geschafte",
    ],
    headFirst: [
      "tiendas",
      "tienda",
      "comercios",
      "comercio",
      "magasins",
      "magasin",
      "commerces",
      "commerce",
      "boutiques",
      "negozi",
      "negozio",
      "lojas",
      "loja",
      "winkels",
      "winkel",
    ],
    us: count(
      1040277,
      2022,
      fromSource(
        "census-economic-census-2022-geography",
        "Retail trade (NAICS 44-45): 1,040,277 establishments",
      ),
    ),
    counts: {
      de: count(
        335e3,
        2022,
        estimate(
          "Destatis turnover-tax statistics as summarised by Statista: 334,591 retail businesses (Einzelhandelsunternehmen) in 2022, about 335,000 rounded; businesses, not shops: the retail federation HDE counts about 450,000 retail locations.",
        ),
      ),
    },
  },
  {
    id: "construction-contractors",
    buyerRole: "owner or operations manager",
    buys: "Contractors buying through the owner or an office manager, project by project, with cash flow tied to jobs and payments.",
    pricePosition: 0,
    singular: "construction contractor",
    plural: "construction contractors",
    kind: "organisation",
    orientation: "b2b",
    keywords: [
      "construction companies",
      "construction company",
      "construction firms",
      "contractors",
      "contractor",
      "general contractors",
      "builders",
      "home builders",
      "subcontractors",
      "trades businesses",
    ],
    headFirst: [
      "constructoras",
      "constructora",
      "empresas de construccion",
      "entreprises du batiment",
      "entreprises de construction",
      "imprese edili",
      "impresa edile",
      "construtoras",
      "construtora",
      "bouwbedrijven",
      "bouwbedrijf",
    ],
    us: count(
      803120,
      2022,
      fromSource(
        "census-economic-census-2022-geography",
        "Construction (NAICS 23): 803,120 establishments",
      ),
    ),
    counts: {
      es: count(
        413000,
        2022,
        estimate(
          "Tinsa's reading of INE's Directorio Central de Empresas (tinsa.es, 'empresas del sector inmobiliario y construcción'): construcción de edificios 225,111 empresas + construcción especializada (site preparation, electrical and plumbing installation…) about 188,000 ≈ 413,000 firms in 2022; civil-engineering firms are not in the sum.",
        ),
      ),
      it: count(
        487000,
        2019,
        fromSource(
          "ance-osservatorio-istat-2019",
          "Sulla base dei dati forniti dall'Istat (e relativi al 2019) le imprese italiane di costruzioni sono 487mila; about 300,000 of them have a single worker",
        ),
      ),
      de: count(
        409211,
        2020,
        fromSource(
          "zdh-betriebsbestand-2020",
          "Bestand am 30.06.2020: Bauhauptgewerbe 85,835 + Ausbaugewerbe 323,376 = 409,211 craft businesses (Anlage A trades) in construction and the finishing trades; construction firms outside the craft register are not in it",
        ),
      ),
      au: count(
        452820,
        2024,
        fromSource(
          "abs-cabee-construction-2024-sourceable",
          "The number of construction businesses rose from 443,871 as at 1 July 2023 to 452,820 as at June 30 [2024]: actively trading businesses, about three in five of them without employees",
        ),
      ),
      uk: count(
        374332,
        2022,
        fromSource(
          "ons-construction-statistics-2022",
          "In Quarter 3 (July to Sept) 2022, 374,332 VAT and PAYE registered construction firms were operating in the construction industry across Great Britain (firms, Northern Ireland not included)",
        ),
      ),
    },
  },
  {
    id: "plumbing-hvac-contractors",
    buyerRole: "owner or office manager",
    buys: "Plumbing, heating and air-conditioning firms where the owner decides, buying what fills the schedule and gets invoices paid.",
    pricePosition: 0,
    singular: "plumbing or HVAC contractor",
    plural: "plumbing and HVAC contractors",
    kind: "organisation",
    scalesWithPopulation: true,
    orientation: "b2b",
    keywords: [
      "plumbers",
      "plumber",
      "plumbing companies",
      "plumbing contractors",
      "hvac contractors",
      "hvac companies",
      "hvac technicians",
      "heating and cooling companies",
    ],
    partOf: "construction-contractors",
    us: count(
      122643,
      2024,
      fromSource(
        "bls-qcew-2024",
        "NAICS 23822 plumbing, heating and air-conditioning contractors: 122,643 private establishments",
      ),
    ),
    counts: {
      au: count(
        27300,
        2019,
        estimate(
          "ABS Counts of Australian Businesses, as reported by Sourceable (sourceable.net/345966-2/): 394,575 construction businesses at 30 June 2019, of which plumbing 6.92%: 0.0692 × 394,575 ≈ 27,300 plumbing businesses (air-conditioning and heating services, a separate ANZSIC class, not included).",
        ),
      ),
      de: count(
        48_000,
        2023,
        estimate(
          "Zentralverband Sanitär Heizung Klima (ZVSHK), on its award site: the trade comprises about 48,000 plumbing, heating and air-conditioning businesses with over 394,000 employees and a turnover of about €62.8 billion in 2023 (49,000 in 2021 by the SHK-Journal).",
        ),
      ),
      uk: count(
        40_000,
        2024,
        estimate(
          "IBISWorld's UK plumbing, heating and air-conditioning installation figures as quoted by House Grail (2024): approximately 40,000 companies employing about 165,000 people, with revenue of £17 billion a year.",
        ),
      ),
    },
  },
  {
    id: "electrical-contractors",
    buyerRole: "owner or office manager",
    buys: "Electrical contractors where the owner decides, buying what fills the schedule and gets invoices paid.",
    pricePosition: 0,
    singular: "electrical contractor",
    plural: "electrical contractors",
    kind: "organisation",
    scalesWithPopulation: true,
    orientation: "b2b",
    keywords: ["electricians", "electrician", "electrical contractors", "electrical companies"],
    partOf: "construction-contractors",
    us: count(
      99685,
      2024,
      fromSource(
        "bls-qcew-2024",
        "NAICS 23821 electrical contractors: 99,685 private establishments",
      ),
    ),
    counts: {
      de: count(
        48_225,
        2023,
        fromSource(
          "zveh-wirtschaftliche-kennzahlen-2024",
          "48,225 businesses in the electrical, information-technology and electrical-machine trades with 524,224 employees in 2023",
        ),
      ),
      au: count(
        43_000,
        2025,
        estimate(
          "IBISWorld's Electrical Services in Australia figures as quoted by BusinessForSale.com.au (2025): more than 166,000 people across 43,000 electrical services enterprises; IBISWorld counted about 25,500 establishments, half of them non-employers, in 2012-13.",
        ),
      ),
    },
  },
  {
    id: "child-care-centers",
    buyerRole: "center director or owner",
    buys: "Child care centers buying through the director or owner, on thin margins and under the licensing rules of their state or country.",
    pricePosition: 0,
    singular: "child care center",
    plural: "child care centers",
    kind: "organisation",
    scalesWithPopulation: true,
    orientation: "b2b",
    keywords: [
      "daycares",
      "daycare",
      "daycare centers",
      "day care centers",
      "child care centers",
      "childcare centers",
      "child care centers",
      "childcare providers",
      "preschools",
      "childcare centres",
      "child care centres",
      "day care centres",
      "daycare centres",
      "early learning centres",
      "early learning centers",
      "kitas",
      "kita",
      "kindertagesstatten",
      "kindertagesstatte",
    ],
    headFirst: [
      "guarderias",
      "guarderia",
      "escuelas infantiles",
      "escuela infantil",
      "creches",
      "creche",
      "asili nido",
      "asilo nido",
      "micro-creches",
      "kinderdagverblijven",
      "kinderdagverblijf",
    ],
    partOf: "employer-firms",
    us: count(
      79233,
      2024,
      fromSource(
        "bls-qcew-2024",
        "NAICS 624410 child day care services: 79,233 private establishments",
      ),
    ),
    counts: {
      au: count(
        17e3,
        2023,
        estimate(
          "ACECQA's National Quality Framework snapshots count about 17,000 approved children's " +
            "education and care services (2023; about 15,900 in 2019), about half of them long " +
            "day care; rounded.",
        ),
      ),
      de: count(
        60045,
        2023,
        fromSource(
          "destatis-kindertagesbetreuung-2023",
          "60,045 day-care centres for children (Kindertageseinrichtungen) on 1 March 2023",
        ),
      ),
      fr: count(
        12.2e3,
        2012,
        estimate(
          "DREES counted 12,170 establishments caring for young children in metropolitan France at the end of 2012 (collective crèches, halte-garderies, multi-accueil, family crèches), with 387,110 places; about 12,200 used. Childminders (assistantes maternelles) are not counted.",
        ),
      ),
      uk: count(
        32_100,
        2017,
        estimate(
          "Ofsted, Childcare providers and inspections as at 31 August 2017: 27,023 providers of childcare on non-domestic premises (nurseries, pre-schools, out-of-school clubs) in England; scaled to the UK by population, 27,023 × 66.0M ÷ 55.6M ≈ 32,100.",
        ),
      ),
      ca: count(
        12_664,
        2022,
        fromSource(
          "statcan-child-care-centres-2022",
          "12,664 child care centres serving children aged 0 to 5 in April 2022 (Canadian Survey on the Provision of Child Care Services)",
        ),
      ),
      nl: count(
        9275,
        2024,
        estimate(
          "Landelijk Register Kinderopvang, as tallied by Kinderopvang-Wijzer: 9,275 day-care centre locations (kinderdagverblijven) with 316,884 places at the end of March 2024; after-school clubs and childminders are not counted.",
        ),
      ),
      ie: count(
        5043,
        2024,
        estimate(
          "Department of Children, Equality, Disability, Integration and Youth, release of 18 September 2024 (republished by Kilkenny County Childcare Committee): 5,043 early learning and care and standalone school-age childcare services registered with Tusla at the end of August 2024.",
        ),
      ),
      nz: count(
        4292,
        2013,
        fromSource(
          "nz-education-counts-ece-services-2014",
          "4,292 licensed early childhood education services at 31 December 2013, up 2.0% in a year",
        ),
      ),
      jp: count(
        37_652,
        2020,
        estimate(
          "Ministry of Health, Labour and Welfare, 保育所等関連状況取りまとめ (1 April 2020), as summarised on note.com: 37,652 nurseries and related facilities (licensed nurseries, integrated certified centres and small-scale childcare), 1,307 more than a year before.",
        ),
      ),
      br: count(
        70_900,
        2020,
        estimate(
          "Inep, Censo Escolar 2020, as reported by Estadão (January 2021): 70.9 thousand creches (day nurseries for children up to 3) in operation in Brazil, public and private, serving 3.65 million children.",
        ),
      ),
      es: count(
        7853,
        2016,
        estimate(
          "Ministry of Education, Estadística de las Enseñanzas no universitarias 2015-2016, table 4 (first-cycle infant education centres, 0-3, by weekly opening hours): 970 + 2,366 + 4,517 = 7,853 centres, public and private; the Canary Islands and the Valencian Community are not reported in that table, so the true total is higher.",
        ),
      ),
    },
  },
  {
    id: "independent-pharmacies",
    buyerRole: "pharmacist owner or pharmacy manager",
    buys: "Independent pharmacies where the pharmacist owner decides, on margins set by reimbursement rates.",
    pricePosition: 0.25,
    singular: "independent pharmacy",
    plural: "independent pharmacies",
    kind: "organisation",
    // Not scaled by population: the independent share of pharmacies differs by country (a third
    // in the US, most in Ireland), so a peer density misleads (decision 031).
    orientation: "b2b",
    keywords: [
      "independent pharmacies",
      "independent pharmacy",
      "community pharmacies",
      "pharmacy owners",
    ],
    headFirst: ["farmacias independientes", "pharmacies independantes", "farmacie indipendenti"],
    partOf: "employer-firms",
    us: count(
      18984,
      2024,
      fromSource("ncpa-digest-2024", "18,984 independent community pharmacies as of June 2024"),
    ),
    counts: {
      de: count(
        17571,
        2023,
        fromSource(
          "abda-pharmacy-facts-2024",
          "17,571 pharmacies at the end of 2023; German law lets a pharmacist own at most one main and three branch pharmacies, so all are owner-run (chains are not allowed)",
        ),
      ),
      es: count(
        22222,
        2023,
        fromSource(
          "cgcof-estadisticas-2023-cofb",
          "El nombre total de farmàcies comunitàries quan va finalitzar 2023 va ser de 22.222; Spanish law lets only pharmacists own a pharmacy, so all are owner-run",
        ),
      ),
      fr: count(
        20502,
        2024,
        fromSource(
          "cnop-demographie-2023-quotidien",
          "Au 1er janvier 2024, on comptait 19 887 officines en métropole (auxquelles s'ajoutent 615 officines en outre-mer): 19,887 + 615 = 20,502. Only pharmacists may own an officine in France, so all are pharmacist-owned (24,596 titulaires)",
        ),
      ),
      au: count(
        5800,
        2022,
        fromSource(
          "pharmacy-guild-facts-2022",
          "There are over 5,800 community pharmacies in Australia; the law lets only pharmacists own them, so every one is owner-run (bannered groups included)",
        ),
      ),
      uk: count(
        3560,
        2022,
        fromSource(
          "christie-pharmacy-2022",
          "As of March 2022, there were 14,370 registered pharmacy premises across UK – 5,653 of which were owned by corporates and supermarkets, and 3,560 of which were independents",
        ),
      ),
    },
  },
  {
    id: "congregations",
    buyerRole: "pastor or church administrator",
    buys: "Congregations buying through the pastor or an administrator, approved by a board and paid from members' giving.",
    pricePosition: 0,
    singular: "congregation",
    plural: "congregations",
    kind: "organisation",
    orientation: "b2b",
    keywords: [
      "churches",
      "church",
      "congregations",
      "congregation",
      "synagogues",
      "mosques",
      "temples",
      "parishes",
      "houses of worship",
      "faith communities",
    ],
    headFirst: [
      "iglesias",
      "iglesia",
      "parroquias",
      "parroquia",
      "eglises",
      "eglise",
      "paroisses",
      "paroisse",
      "parrocchie",
      "parrocchia",
      "chiese",
      "chiesa",
      "igrejas",
      "igreja",
      "parochies",
      "kerken",
      "kerk",
    ],
    us: count(
      356642,
      2020,
      fromSource("us-religion-census-2020", "372 religious groups reported 356,642 congregations"),
    ),
  },
  {
    id: "colleges",
    buyerRole: "department head or administrator",
    buys: "Colleges and universities buying through department heads and procurement, on annual budgets and long approval cycles.",
    pricePosition: 0.5,
    singular: "college or university",
    plural: "colleges and universities",
    kind: "organisation",
    orientation: "b2b",
    keywords: [
      "colleges",
      "universities",
      "university",
      "higher education institutions",
      "campuses",
    ],
    headFirst: [
      "universidades",
      "universidad",
      "universites",
      "universite",
      "universita",
      "universidade",
      "hogescholen",
      "hogeschool",
      "universiteiten",
      "universiteit",
    ],
    us: count(
      3542,
      2022,
      fromSource(
        "nces-condition-of-education-2023",
        "3,542 degree-granting postsecondary institutions with first-year undergraduates in 2021–22",
      ),
    ),
    counts: {
      uk: count(
        260,
        2023,
        fromSource(
          "uuk-higher-education-numbers-2025",
          "In 2022–23, there were 260 higher education providers in the UK that returned data to HESA (publicly funded providers; alternative providers not included)",
        ),
      ),
      in: count(
        40e3,
        2018,
        estimate(
          "The Ministry of Education's All India Survey on Higher Education 2017–18 lists 903 universities, 39,050 colleges and 10,011 stand-alone institutions; universities and colleges ≈ 903 + 39,050 ≈ 40,000 (AISHE 2021–22 lists 1,168 universities, so the total has grown since).",
        ),
      ),
      de: count(
        428,
        2023,
        estimate(
          "Statistisches Bundesamt, higher education statistics for the winter semester 2023/24, as summarised by CHE Hochschuldaten: 428 Hochschulen in Germany (215 universities of applied sciences, 109 universities, 52 art and music colleges, 30 public-administration colleges, 16 theological and 6 teacher-training colleges).",
        ),
      ),
    },
  },
  {
    id: "k12-schools",
    buyerRole: "school administrator or head of department",
    buys: "Schools and districts buying on annual budget cycles with procurement rules.",
    pricePosition: 0.25,
    singular: "K-12 school",
    plural: "K-12 schools",
    kind: "organisation",
    scalesWithPopulation: true,
    orientation: "b2b",
    keywords: [
      "schools",
      "school",
      "k-12 schools",
      "principals",
      "schulen",
      "grundschulen",
      "gymnasien",
    ],
    headFirst: [
      "colegios",
      "colegio",
      "escuelas",
      "escuela",
      "ecoles",
      "ecole",
      "scuole",
      "scuola",
      "escolas",
      "escola",
      "lycees",
      "lycee",
      "colleges",
      "liceos",
      "liceo",
      "licei",
      "institutos",
      "instituto",
      "scholen",
      "school",
    ],
    us: count(
      129e3,
      2021,
      estimate("NCES counts about 99,000 public and about 30,000 private K-12 schools ≈ 129,000."),
    ),
    counts: {
      au: count(
        9_629,
        2023,
        estimate("The ABS's Schools collection counts 9,629 schools in Australia (2023)."),
      ),
      uk: count(
        32e3,
        2023,
        estimate(
          "About 24,400 state and independent schools in England (DfE, Schools, pupils and their " +
            "characteristics 2023/24) plus about 5,000 in Scotland, 1,500 in Wales and 1,100 in " +
            "Northern Ireland ≈ 32,000, rounded.",
        ),
      ),
      ie: count(
        3_950,
        2023,
        estimate(
          "Department of Education (Ireland): about 3,100 mainstream primary, 730 post-primary " +
            "and 120 special schools ≈ 3,950 (2023), rounded.",
        ),
      ),
      in: count(
        1.49e6,
        2022,
        estimate(
          "Ministry of Education UDISE+ 2021–22: about 14.9 lakh (1.49 million) schools, government, aided and private, rounded.",
        ),
      ),
      de: count(
        34_400,
        2013,
        estimate(
          "Statistisches Bundesamt (Destatis), as reported by AFP in Die Zeit (April 2014): 34,400 general-education schools (allgemeinbildende Schulen) in school year 2012/13, 15% fewer than ten years before.",
        ),
      ),
      it: count(
        43_082,
        2012,
        estimate(
          "Fondazione IFEL, Le strutture scolastiche nei comuni italiani (scheda 42): 72,334 state and paritarie schools in 2012, of which 29,252 pre-schools (scuole dell'infanzia); 72,334 − 29,252 = 43,082 primary and secondary schools.",
        ),
      ),
      ca: count(
        15_500,
        2004,
        fromSource(
          "statcan-k12-schools-profile-2004",
          "approximately 15,500 kindergarten to grade 12 schools in 2003/04: 65% elementary, 22% secondary, 13% mixed; 88% publicly administered",
        ),
      ),
      br: count(
        178_476,
        2023,
        estimate(
          "INEP, Censo Escolar 2023, as reported by Rede 2D: 178,500 basic-education schools (106,707 municipal, 29,508 state, 706 federal, 41,555 private; 106,707 + 29,508 + 706 + 41,555 = 178,476), a count that includes schools offering only crèche and pre-school classes.",
        ),
      ),
      mx: count(
        154_800,
        2017,
        estimate(
          "INEE, La educación obligatoria en México, Informe 2018: 243,480 schools of compulsory education (pre-school, primary, lower and upper secondary) in 2016-2017; less about 88,700 pre-schools (SEP's 2019-2020 count, as tabulated by Educación con Rumbo), 243,480 − 88,700 ≈ 154,800 primary and secondary schools.",
        ),
      ),
      jp: count(
        34_700,
        2025,
        estimate(
          "Ministry of Education (MEXT) School Basic Survey, 2025 preliminary counts as tabulated by the school-directory publisher Junyusha: 18,607 elementary, 9,827 lower secondary, 261 compulsory-education, 4,761 upper secondary, 58 secondary and 1,195 special-needs schools; 18,607 + 9,827 + 261 + 4,761 + 58 + 1,195 = 34,709, about 34,700. Kindergartens are not counted.",
        ),
      ),
      fr: count(
        63_805,
        2016,
        estimate(
          "Data.gouv.fr reuse 'Ancrage des établissements scolaires dans les territoires' (from the Ministry of Education's school directory): in 2016 France had 63,805 primary and secondary schools, more than half of them elementary schools, with nearly as many nursery schools (écoles maternelles) as collèges and lycées.",
        ),
      ),
      nl: count(
        6582,
        2022,
        fromSource(
          "cbs-onderwijsinstellingen-03753",
          "Totaal primair onderwijs 2022/'23: 6,582 institutions with 1,474,521 pupils (6,057 of them regular primary schools); secondary schools are in a separate row not counted here",
        ),
      ),
    },
  },
  {
    id: "farms",
    buyerRole: "farm owner or manager",
    buys: "Farms buying around the season, often through dealers and co-ops they know.",
    pricePosition: 0,
    singular: "farm",
    plural: "farms",
    kind: "organisation",
    orientation: "b2b",
    keywords: [
      "farms",
      "farmers",
      "farm",
      "farmer",
      "growers",
      "ranchers",
      "ranches",
      "landwirte",
      "bauernhofe",
      "landwirtschaftliche betriebe",
      "boeren",
    ],
    headFirst: [
      "granjas",
      "granja",
      "explotaciones agrarias",
      "explotacion agraria",
      "exploitations agricoles",
      "exploitation agricole",
      "fermes",
      "ferme",
      "aziende agricole",
      "azienda agricola",
      "fazendas",
      "fazenda",
      "propriedades rurais",
      "boerderijen",
      "boerderij",
      "agricultores",
      "agriculteurs",
      "agricoltori",
    ],
    us: count(1_900_487, 2022, fromSource("usda-census-of-agriculture-2022", "1,900,487 farms")),
    counts: {
      ie: count(
        135_037,
        2020,
        fromSource("cso-census-of-agriculture-2020", "135,037 farms in June 2020"),
      ),
      it: count(
        1_133_023,
        2020,
        fromSource("istat-census-of-agriculture-2020", "1,133,023 farms (aziende agricole)"),
      ),
      es: count(
        914_871,
        2020,
        fromSource("ine-censo-agrario-2020", "914,871 agricultural holdings (explotaciones)"),
      ),
      fr: count(
        389_000,
        2020,
        fromSource(
          "agreste-recensement-agricole-2020",
          "About 389,000 farms in metropolitan France (about 416,000 with the overseas departments)",
        ),
      ),
      ca: count(
        189_874,
        2021,
        fromSource("statcan-census-of-agriculture-2021", "189,874 census farms"),
      ),
      in: count(
        146e6,
        2016,
        fromSource(
          "india-agriculture-census-2015-16",
          "About 146 million operational holdings, most of them under two hectares",
        ),
      ),
      de: count(
        255e3,
        2023,
        estimate(
          "Destatis' agricultural structure survey 2023 counts about 255,000 farms (holdings of " +
            "5 hectares or more and specialised smaller ones), rounded; check the current table " +
            "before quoting it.",
        ),
      ),
      uk: count(
        210e3,
        2023,
        estimate(
          "Defra's Agriculture in the United Kingdom puts UK farm holdings at about 200,000–" +
            "220,000 (June survey, commercial holdings); 210,000 used, rounded.",
        ),
      ),
      nl: count(
        50e3,
        2023,
        estimate(
          "CBS (Statistics Netherlands) counts about 50,000 agricultural holdings in 2023, " +
            "rounded; the number has fallen by about 1–2% a year.",
        ),
      ),
      au: count(
        87e3,
        2022,
        estimate(
          "ABS Agricultural Commodities 2021–22 counts about 87,000 agricultural businesses " +
            "(estimated value of operations above $40,000), rounded.",
        ),
      ),
    },
  },
  // Trades and establishments named by founders outside the first list (issue 23)
  {
    id: "pharmacies",
    buyerRole: "pharmacist owner or pharmacy manager",
    buys: "Community pharmacies buying through the pharmacist owner or, in chains, head office, on margins set by dispensing fees.",
    pricePosition: 0.25,
    singular: "community pharmacy",
    plural: "community pharmacies",
    kind: "organisation",
    scalesWithPopulation: true,
    orientation: "b2b",
    keywords: ["pharmacies", "pharmacy", "chemist shops", "drugstores", "apotheken"],
    headFirst: [
      "farmacias",
      "farmacia",
      "farmacie",
      "pharmacies",
      "pharmacie",
      "officines",
      "farmacias comunitarias",
      "apotheken",
      "apotheek",
    ],
    partOf: "retail-stores",
    us: count(
      60e3,
      2023,
      estimate(
        "About 19,000 independent pharmacies (NCPA Digest 2024) are roughly a third of US retail " +
          "community pharmacies, which industry counts put near 60,000 with the chain and " +
          "supermarket pharmacies: 60,000 used, rounded.",
      ),
    ),
    counts: {
      de: count(
        17_571,
        2023,
        fromSource("abda-pharmacy-facts-2024", "17,571 pharmacies at the end of 2023"),
      ),
      uk: count(
        13.5e3,
        2023,
        estimate(
          "About 10,500–11,000 community pharmacies in England (NHS Business Services Authority, " +
            "2022–23) plus about 1,250 in Scotland, 700 in Wales and 530 in Northern Ireland " +
            "≈ 13,500, rounded.",
        ),
      ),
      fr: count(
        20e3,
        2023,
        estimate(
          "The French Ordre des pharmaciens counts about 20,000 community pharmacies " +
            "(officines) in 2023, rounded; the number falls by a few hundred a year.",
        ),
      ),
      it: count(
        20e3,
        2023,
        estimate("Federfarma counts about 20,000 community pharmacies in Italy (2023), rounded."),
      ),
      es: count(
        22e3,
        2023,
        estimate(
          "The Spanish General Council of Pharmacists counts about 22,000 community pharmacies " +
            "(farmacias) in 2023, rounded.",
        ),
      ),
      nl: count(
        2e3,
        2023,
        estimate(
          "The Dutch pharmacy statistics foundation (SFK) counts about 2,000 community " +
            "pharmacies in the Netherlands (2023), rounded.",
        ),
      ),
      ie: count(
        1.9e3,
        2023,
        estimate(
          "The Pharmaceutical Society of Ireland registers about 1,900–2,000 retail pharmacy " +
            "businesses (2023); 1,900 used, rounded.",
        ),
      ),
      ca: count(
        11.8e3,
        2023,
        estimate(
          "The National Association of Pharmacy Regulatory Authorities counts about 11,800 " +
            "licensed community pharmacies in Canada (2023), rounded.",
        ),
      ),
      au: count(
        5.9e3,
        2023,
        estimate(
          "The Pharmacy Guild of Australia counts about 5,900 community pharmacies (2023), " +
            "rounded.",
        ),
      ),
      jp: count(
        62_828,
        2024,
        estimate(
          "Ministry of Health, Labour and Welfare, 令和5年度衛生行政報告例 (report on public health administration, fiscal 2023), as reported by Yakuzaishi Online: 62,828 pharmacies (薬局) at the end of fiscal 2023 (March 2024), 50.5 per 100,000 people.",
        ),
      ),
      in: count(
        1.2e6,
        2023,
        estimate(
          "The All India Organisation of Chemists and Druggists (AIOCD) says it represents 1.2 million chemists (Business Standard, June 2023); a membership count of chemist and druggist businesses that includes wholesalers, so it overstates retail pharmacies by their share.",
        ),
      ),
      mx: count(
        32_000,
        2017,
        estimate(
          "Asociación Nacional de Farmacias de México (Anafarmex), as reported by Saludiario (about 2017): a little over 32,000 pharmacies in Mexico, about 60 opening a month, many attached to private doctors' offices.",
        ),
      ),
      ch: count(
        1819,
        2020,
        fromSource(
          "pharmasuisse-fakten-zahlen-2021",
          "1819 Apotheken in der Schweiz sind mit ihrem qualifizierten Personal eine tragende Säule der medizinischen Grundversorgung",
        ),
      ),
      nz: count(
        1154,
        2020,
        estimate(
          "Community pharmacy density at national and subnational levels in New Zealand (Journal of the Royal Society of New Zealand, 2025; abstract on Monash University's research portal): from public aggregate 2020 data there were 1,154 community pharmacies, 2.27 per 10,000 people.",
        ),
      ),
    },
  },
  {
    id: "florists",
    buyerRole: "shop owner",
    buys: "Florists, most of them owner-run shops, buying month to month and watching every cost around Valentine's Day and Mother's Day peaks.",
    pricePosition: 0,
    singular: "florist",
    plural: "florists",
    kind: "organisation",
    scalesWithPopulation: true,
    orientation: "b2b",
    keywords: [
      "florists",
      "florist",
      "flower shops",
      "flower shop",
      "floral shops",
      "floral designers",
      "blumenladen",
      "blumengeschafte",
      "floristen",
    ],
    headFirst: [
      "floristerias",
      "floristeria",
      "fleuristes",
      "fleuriste",
      "fiorai",
      "fioraio",
      "fioristi",
      "fiorista",
      "floriculturas",
      "floricultura",
      "bloemisten",
      "bloemist",
      "bloemenwinkels",
    ],
    partOf: "retail-stores",
    us: count(
      12e3,
      2021,
      estimate(
        "Census County Business Patterns counts roughly 11,000–13,000 florist establishments " +
          "with employees (NAICS 453110, 2021); 12,000 used, rounded. Florists without " +
          "employees are not counted.",
      ),
    ),
    counts: {
      de: count(
        11_000,
        2018,
        estimate(
          "Fachverband Deutscher Floristen, as reported by dpa (February 2018): the number of florist shops in Germany fell in ten years from about 15,000 to 10,000–12,000; 11,000 used, the midpoint.",
        ),
      ),
      uk: count(
        7500,
        2018,
        fromSource(
          "bfa-supporting-florists",
          "approximately 7,500 florist businesses in the UK, from high-street shops to studio and event florists and wholesalers",
        ),
      ),
      it: count(
        13_455,
        2016,
        estimate(
          "Unioncamere and InfoCamere, from the Chambers of Commerce business register, as reported by Il Denaro: 13,455 florist businesses (fiorai) in Italy in 2016, down from 16,173 in 2011.",
        ),
      ),
      nl: count(
        3880,
        2025,
        estimate(
          "Kamer van Koophandel trade register, as analysed by ANP (February 2025): 3,880 flower and plant shops in the Netherlands at the start of 2025, down from just under 4,400 in 2019.",
        ),
      ),
      fr: count(
        7692,
        2023,
        fromSource(
          "valhor-chiffres-cles-fleuristes-2025",
          "Klesia counts 7,460 florist points of sale in 2022 and 7,692 in 2023 (new counting method since 2022, not comparable with earlier years)",
        ),
      ),
    },
  },
  {
    id: "funeral-homes",
    buyerRole: "funeral director or owner",
    buys: "Funeral homes, many of them family-owned, buying through the owner or funeral director, slow to change and careful with families' trust.",
    pricePosition: 0.25,
    singular: "funeral home",
    plural: "funeral homes",
    kind: "organisation",
    scalesWithPopulation: true,
    orientation: "b2b",
    keywords: [
      "funeral homes",
      "funeral home",
      "funeral directors",
      "funeral parlors",
      "funeral parlours",
      "undertakers",
      "mortuaries",
      "crematories",
      "bestattungsunternehmen",
      "bestatter",
      "bestattungsinstitute",
    ],
    headFirst: [
      "funerarias",
      "funeraria",
      "pompes funebres",
      "agenzie funebri",
      "agenzia funebre",
      "onoranze funebri",
      "uitvaartondernemingen",
      "uitvaartonderneming",
    ],
    partOf: "employer-firms",
    us: count(
      19e3,
      2023,
      estimate(
        "The National Funeral Directors Association's statistics put US funeral homes at about " +
          "19,000 (2023); County Business Patterns counts about 14,000 employer establishments " +
          "in NAICS 812210. 19,000 used, rounded.",
      ),
    ),
    counts: {
      uk: count(
        7e3,
        2020,
        estimate(
          "The Competition and Markets Authority's funerals market investigation (2020) found " +
            "about 7,000 funeral director branches in the UK, rounded.",
        ),
      ),
      de: count(
        4200,
        2022,
        estimate(
          "Statistisches Bundesamt, release of November 2024 as reported by AFP: 25,700 people worked in 4,200 funeral businesses (Bestattungshandwerk) in Germany in 2022; the trades register lists almost 5,500 funeral businesses, many of them joiners' shops.",
        ),
      ),
      fr: count(
        5000,
        2020,
        estimate(
          "A funeral-industry representative heard by the Assemblée nationale's Covid-19 inquiry (2020), as recorded by NosDéputés.fr: 5,000 funeral operators with 10,000 establishments in France, about 600,000 deaths a year; another industry summary gives more than 4,000 businesses.",
        ),
      ),
      it: count(
        6000,
        2024,
        estimate(
          "Federcofit (Federazione Comparto Funerario Italiano), as reported by Libero (May 2024): about 6,000 funeral businesses in Italy with 60,000 workers and 700 funeral homes (case funerarie); its president estimates some 10,000 agencies counting branches.",
        ),
      ),
      ca: count(
        2598,
        2025,
        fromSource(
          "ibisworld-ca-funeral-homes-2025",
          "2,598 businesses in Funeral Homes in Canada (NAICS 81221CA), 2025, a commercial estimate",
        ),
      ),
      es: count(
        1100,
        2020,
        estimate(
          "Asociación Nacional de Servicios Funerarios (PANASEF), Radiografía del sector funerario (2020 edition, 2019 data), as reported by El Funerario Digital: a sector of 1,100 public and private companies, 800 to 900 of them SMEs, running 2,525 funeral homes and wake facilities (the 2019 edition counted about 1,300 companies).",
        ),
      ),
      nl: count(
        1990,
        2017,
        estimate(
          "Centraal Bureau voor de Statistiek (CBS), as reported by NOS (September 2017): 1,990 funeral businesses in 2017, up from 1,110 in 2007; 90% provide funeral care (the rest are crematoria and mortuaries) and three-quarters are one-person businesses.",
        ),
      ),
    },
  },
  {
    id: "car-dealerships",
    buyerRole: "dealer principal or general manager",
    buys: "Car dealerships buying through the dealer principal or general manager, with the manufacturer's programmes shaping what they buy.",
    pricePosition: 0.5,
    singular: "franchised car dealership",
    plural: "franchised car dealerships",
    kind: "organisation",
    scalesWithPopulation: true,
    orientation: "b2b",
    keywords: [
      "car dealerships",
      "car dealership",
      "auto dealerships",
      "auto dealers",
      "car dealers",
      "dealerships",
      "dealership",
      "new car dealers",
      "autohauser",
      "autohaus",
      "autohandler",
    ],
    headFirst: [
      "concesionarios",
      "concesionario",
      "concessionnaires",
      "concessionnaire",
      "concessionarie",
      "concessionaria",
      "concessionarias",
      "autobedrijven",
      "autobedrijf",
    ],
    partOf: "retail-stores",
    us: count(
      16.8e3,
      2023,
      estimate(
        "The National Automobile Dealers Association counts about 16,800 franchised new-light-" +
          "vehicle dealerships (NADA Data 2023), rounded. Independent used-car dealers, several " +
          "times as many, are not counted.",
      ),
    ),
    counts: {
      de: count(
        14e3,
        2024,
        estimate(
          "ZDK counts, as summarised by Statista: in January 2024 Germany had 22,050 independent motor-trade businesses, almost 8,000 more than the brand-tied (fabrikatsgebundene) ones; 22,050 − 8,000 ≈ 14,000 franchised dealer businesses, rounded.",
        ),
      ),
      uk: count(
        4577,
        2023,
        estimate(
          "Car Dealer Magazine's count of franchised car dealerships by brand (April 2023): 4,577 franchised car dealerships in the UK at 31 January 2023; Sewells counted 5,077 outlets in 2009.",
        ),
      ),
      es: count(
        2255,
        2025,
        estimate(
          "Faconauto (the Spanish federation of car dealers' associations), presented at its 2026 congress and reported by OKDiario: 2,255 dealer sales points in 2025, the most in a decade; Faconauto counted 2,198 independent dealers in 2016 and 4,036 including subsidiaries and secondary networks.",
        ),
      ),
      au: count(
        3500,
        2016,
        estimate(
          "Federal Chamber of Automotive Industries statistics quoted in the AADA's Automotive Dealer magazine (2016): 66,400 people employed across 3,500 new-car dealerships in Australia.",
        ),
      ),
      ca: count(
        3458,
        2022,
        estimate(
          "Canadian Automobile Dealers Association, 2023 Economic Impact Report (prepared with MNP, 2022 data), as reported by Canadian Auto Dealer: 3,458 franchised new car and truck dealers; CADA's Data Report 2022 counts 3,430 new light-vehicle dealerships.",
        ),
      ),
      fr: count(
        6000,
        2023,
        estimate(
          "APRR interview with Xavier Ferrand (May 2023), drawing on Mobilians: France has 6,000 car dealers (concessionnaires) and 8,000 brand agents, 150,000 employees in passenger-car sales; agents are not counted. L'argus counted 13,536 brand sales points (dealers, branches and agents) on 1 January 2021.",
        ),
      ),
      mx: count(
        8178,
        2024,
        fromSource(
          "datamexico-comercio-automoviles",
          "Según DENUE 2024, Comercio al por Menor de Automóviles y Camionetas registró 8,178 unidades económicas (industry branch 4681, new and used car retailers)",
        ),
      ),
      nl: count(
        2250,
        2019,
        estimate(
          "BOVAG (Tom Huyskens, to BNR), as reported by Aftersales Magazine (about 2019): the Netherlands counts 2,250 car dealers, against more than 4,000 twenty-five years earlier; Aumacon counted about 400 dealer companies running several thousand branches in 2019, so the 2,250 are sites, not companies.",
        ),
      ),
      ie: count(
        450,
        2012,
        estimate(
          "Saleslynx, An Evaluation of the Size, Nature and Sustainability of the Irish Car Dealer Network, as reported by Motoring Life (2012): about 450 motor dealerships operate in the State (490 franchised dealers in the Irish Examiner's report of the same study), with consolidation expected.",
        ),
      ),
      br: count(
        4408,
        2014,
        estimate(
          "Fenabrave survey for Agência AutoData (2015), as reported by Frota&Cia: 7,943 vehicle dealerships of all segments in Brazil, of which 4,408 sell cars and light commercial vehicles; Fenabrave counted 8,225 dealerships of all segments in August 2025.",
        ),
      ),
    },
  },
  {
    id: "grocery-stores",
    buyerRole: "store owner or store manager",
    buys: "Grocers buying through the owner or, in chains, head office; independent grocers decide quickly on thin margins.",
    pricePosition: 0,
    singular: "grocery store",
    plural: "grocery stores",
    kind: "organisation",
    scalesWithPopulation: true,
    orientation: "b2b",
    keywords: [
      "grocery stores",
      "grocery store",
      "grocers",
      "grocer",
      "supermarkets",
      "supermarket",
      "convenience stores",
      "corner shops",
      "kirana stores",
      "kiranas",
      "lebensmittelgeschafte",
      "lebensmittelhandler",
      "supermarkte",
    ],
    headFirst: [
      "supermercados",
      "supermercado",
      "supermarches",
      "supermarche",
      "supermercati",
      "supermercato",
      "epiceries",
      "epicerie",
      "tiendas de abarrotes",
      "tienda de abarrotes",
      "abarrotes",
      "tienditas",
      "tiendita",
      "alimentari",
      "mercearias",
      "mercearia",
      "minimercados",
      "minimercado",
      "supermarkten",
      "supermarkt",
      "kruideniers",
    ],
    partOf: "retail-stores",
    us: count(
      63e3,
      2021,
      estimate(
        "Census County Business Patterns counts roughly 60,000–65,000 supermarket and grocery " +
          "store establishments (NAICS 445110, 2021); 63,000 used, rounded.",
      ),
    ),
    counts: {
      in: count(
        12e6,
        2023,
        estimate(
          "Industry and government estimates commonly put India's kirana (neighbourhood " +
            "grocery) stores at 10–13 million; 12 million used. An order of magnitude, not a " +
            "census count.",
        ),
      ),
      uk: count(
        50486,
        2025,
        fromSource(
          "acs-local-shop-report-2025",
          "50,486 convenience stores trading in the UK (Local Shop Report 2025); larger supermarkets are not in this count",
        ),
      ),
      de: count(
        36_858,
        2023,
        estimate(
          "EHI Retail Institute, as reported in news coverage of its 2023 food-retail figures: 36,858 food stores (Lebensmittelgeschäfte) in Germany in 2023, about 16,000 of them discounters and 12,200 supermarkets, 5% fewer than in 2013; bakeries and butchers are not counted.",
        ),
      ),
      mx: count(
        635_000,
        2019,
        estimate(
          "Asociación Nacional de Abarroteros Mayoristas (ANAM), as reported by La Jornada (February 2020): its member wholesalers supply 635,000 retail points of sale across Mexico, most of them corner shops (tienditas, misceláneas).",
        ),
      ),
      ca: count(
        8422,
        2024,
        fromSource(
          "ibisworld-ca-supermarkets-2024",
          "8,422 businesses in Supermarkets & Grocery Stores in Canada (NAICS 44511CA), 2024, a commercial estimate; convenience stores are not counted",
        ),
      ),
      fr: count(
        50_100,
        2019,
        estimate(
          "Spallian's count of general food shops, as reported by Pour l'Éco (2020): one grocery or supérette per 1,864 inhabitants and one supermarket or hypermarket per 4,742 inhabitants in 2019, with 67.06M inhabitants: 67.06M ÷ 1,864 ≈ 35,980 plus 67.06M ÷ 4,742 ≈ 14,140, about 50,100 stores.",
        ),
      ),
      au: count(
        4500,
        2013,
        estimate(
          "Department of Agriculture, Fisheries and Forestry, Australian Food Statistics 2012–13 (from ABS and other data), as summarised by the Australian Food Timeline: about 4,500 supermarket outlets run by Coles, Woolworths, Metcash-supplied independents and Aldi; small unaffiliated grocers are not included.",
        ),
      ),
      nl: count(
        6620,
        2023,
        estimate(
          "CBRE Netherlands, 'De online toekomst van boodschappen' (2023): the Netherlands counted 6,620 supermarkets in 2023, about 4,350 of them branches of the larger chains, up from almost 6,100 ten years earlier.",
        ),
      ),
    },
  },
  {
    id: "pubs-and-bars",
    buyerRole: "licensee or pub manager",
    buys: "Pubs and bars buying through the licensee or, in managed estates, the pub company, month to month on drink margins.",
    pricePosition: 0,
    singular: "pub or bar",
    plural: "pubs and bars",
    kind: "organisation",
    scalesWithPopulation: true,
    orientation: "b2b",
    keywords: [
      "pubs",
      "pub",
      "taverns",
      "public houses",
      "pub owners",
      "publicans",
      "gastropubs",
      "kneipen",
      "bars und kneipen",
    ],
    headFirst: [
      "pubs",
      "pub",
      "tabernas",
      "taberna",
      "cervecerias",
      "kroegen",
      "kroeg",
      "cafes bruns",
    ],
    partOf: "restaurants",
    us: count(
      40e3,
      2021,
      estimate(
        "Census County Business Patterns counts roughly 40,000 drinking places (NAICS 722410, " +
          "2021), rounded.",
      ),
    ),
    counts: {
      uk: count(
        45e3,
        2023,
        estimate(
          "The British Beer and Pub Association's counts put UK pubs at about 45,000 in 2023, " +
            "rounded; closures run at a few hundred a year.",
        ),
      ),
      ie: count(
        7e3,
        2023,
        estimate(
          "Irish licensed-trade counts (Drinks Industry Group of Ireland, 2023) put pubs at " +
            "about 7,000, rounded.",
        ),
      ),
      de: count(
        36_000,
        2010,
        estimate(
          "Statistisches Bundesamt figures with calculations by Welt am Sonntag, as reported by Merkur and others (April 2012): the number of pubs (Schankwirtschaften) fell from almost 48,000 in 2001 to about 36,000 in 2010.",
        ),
      ),
      au: count(
        4003,
        2001,
        fromSource(
          "abs-clubs-pubs-taverns-bars-2000-01",
          "at the end of June 2001, 4,003 employing businesses in pubs, taverns and bars (ANZSIC 5720) operating at 4,627 premises; licensed clubs not counted",
        ),
      ),
      fr: count(
        35_242,
        2014,
        estimate(
          "INSEE's business register (SIRENE), as reported by My Angers: 35,242 establishments whose main activity is serving drinks (débits de boissons, NAF 56.30Z) in France at 1 January 2014; the hospitality union UMIH gives under 35,000 cafés in 2014.",
        ),
      ),
      nl: count(
        8000,
        2024,
        estimate(
          "Centraal Bureau voor de Statistiek, as reported by ANP (2025): about 8,000 cafés (bars) in the Netherlands at 1 October 2024, almost a third fewer than in 2007; CBS counted 10,200 on 1 January 2020.",
        ),
      ),
      es: count(
        163_890,
        2024,
        estimate(
          "INE figures for drinking establishments (bars, taverns, cafés, pubs), as reported by Libertad Digital (October 2025) from Hostelería de España's yearbook: 163,890 bars in Spain in 2024, down from 202,720 in 2010.",
        ),
      ),
      it: count(
        149_154,
        2018,
        estimate(
          "Federazione Italiana Pubblici Esercizi (FIPE), bar sector figures presented in June 2018 (as reported by ANSA/Giornale di Sicilia): 149,154 bars registered with the Chambers of Commerce (ATECO 56.3, bars without kitchens), 54% of them sole proprietorships.",
        ),
      ),
    },
  },
  {
    id: "private-schools",
    buyerRole: "head teacher or school business manager",
    buys: "Private schools where the head and a bursar decide, paid for by fees and watching every cost a parent would notice.",
    pricePosition: 0.25,
    singular: "private school",
    plural: "private schools",
    kind: "organisation",
    orientation: "b2b",
    keywords: ["private schools", "private school", "private k-12 schools"],
    partOf: "k12-schools",
    us: count(
      29.7e3,
      2022,
      estimate(
        "NCES Private School Universe Survey counts about 29,700 private schools (2021–22), " +
          "rounded.",
      ),
    ),
    counts: {
      fr: count(
        7532,
        2022,
        fromSource(
          "depp-geo-education-2022-banque-territoires",
          "Selon les dernières données portant sur l'année 2022, la France compte 7.532 établissements privés sous contrat; the roughly 2,100 écoles hors contrat are not in it",
        ),
      ),
      de: count(
        3800,
        2024,
        fromSource(
          "destatis-privatschulen-2024",
          "Im Schuljahr 2023/24 waren rund 3 800 allgemeinbildende Schulen hierzulande in privater Trägerschaft (12 % of general-education schools); about 2,100 private vocational schools are not in it",
        ),
      ),
      au: count(
        2920,
        2023,
        estimate(
          "ACARA's National Report on Schooling in Australia (school numbers, key facts 2023, from ABS Schools, Australia; acara.edu.au): 9,629 schools in 2023, of which 18.3% Catholic and 12.0% independent; non-government schools ≈ (0.183 + 0.120) × 9,629 ≈ 2,920 (Catholic systemic schools included, as the US private-school count includes Catholic schools).",
        ),
      ),
      in: count(
        335e3,
        2022,
        estimate(
          "Ministry of Education UDISE+ 2021–22: about 3.35 lakh private unaided recognised " +
            "schools of about 14.9 lakh schools, rounded.",
        ),
      ),
    },
  },
  {
    id: "breweries",
    buyerRole: "owner or head brewer",
    buys: "Breweries, most of them small craft brewers where the owner or head brewer decides, paying excise duty on every batch.",
    pricePosition: 0.25,
    singular: "brewery",
    plural: "breweries",
    kind: "organisation",
    orientation: "b2b",
    keywords: [
      "breweries",
      "brewery",
      "craft breweries",
      "craft brewers",
      "brewpubs",
      "microbreweries",
      "brauereien",
      "brauerei",
    ],
    headFirst: [
      "cervecerias",
      "cerveceria",
      "brasseries artisanales",
      "microbrasseries",
      "birrifici",
      "birrificio",
      "cervejarias",
      "cervejaria",
      "brouwerijen",
      "brouwerij",
    ],
    partOf: "employer-firms",
    us: count(
      9.8e3,
      2023,
      estimate(
        "The Brewers Association counts about 9,800 operating US breweries in 2023, nearly all " +
          "of them craft brewers; rounded.",
      ),
    ),
    counts: {
      de: count(
        1.5e3,
        2023,
        estimate(
          "Destatis counts about 1,500 breweries paying beer tax in Germany (2023), rounded.",
        ),
      ),
      uk: count(
        1824,
        2023,
        estimate(
          "Society of Independent Brewers (SIBA) UK Brewery Tracker, as reported by the Yorkshire Post (April 2023): the UK total fell by 4 to 1,824 active breweries in the first quarter of 2023 (1,828 on 1 January 2023).",
        ),
      ),
      fr: count(
        2864,
        2024,
        estimate(
          "Fédération Nationale des Associations Brassicoles (FNABRA) quarterly census, as reported by Bière Délos (October 2024): 2,943 active brewing sites at 30 September 2024, of which 2,864 breweries in business plus teaching sites and workshops.",
        ),
      ),
      it: count(
        1000,
        2023,
        estimate(
          "AssoBirra Annual Report 2023, as reported by AgroNotizie (June 2024): the beer sector counts more than 100,000 workers in more than 1,000 companies; about 1,000 used.",
        ),
      ),
      es: count(
        521,
        2017,
        estimate(
          "Cerveceros de España, Informe Socioeconómico del sector de la cerveza 2017, as reported by elEconomista (April 2019): 521 breweries in Spain, led by Catalonia (103), Andalusia (83) and Castile and León (51).",
        ),
      ),
      nl: count(
        740,
        2025,
        estimate(
          "Centraal Bureau voor de Statistiek (CBS), as reported in February 2025: the Netherlands counts 740 breweries, 40 fewer than at the start of 2024, the first fall in fifteen years (75 in 2010).",
        ),
      ),
      ca: count(
        1123,
        2019,
        estimate(
          "Beer Canada, 2020 industry trends (as reported by What's Brewing): brewing facilities rose 12.9% from 995 in 2018 to 1,123 in 2019, 94% of them producing under 15,000 hectolitres.",
        ),
      ),
      au: count(
        567,
        2022,
        estimate(
          "Brews News brewery database, States of Brewing (January–August 2022): 567 physical breweries in Australia (Victoria 159, New South Wales 137, Queensland 98, …), brewery brands without their own plant excluded.",
        ),
      ),
    },
  },
  {
    id: "bakeries",
    buyerRole: "owner or master baker",
    buys: "Bakeries where the owner, often the master baker, decides, on thin margins and early hours.",
    pricePosition: 0,
    singular: "bakery",
    plural: "bakeries",
    kind: "organisation",
    scalesWithPopulation: true,
    orientation: "b2b",
    keywords: [
      "bakeries",
      "bakery",
      "craft bakeries",
      "boulangeries",
      "bakery owners",
      "backereien",
      "backerei",
    ],
    headFirst: [
      "panaderias",
      "panaderia",
      "boulangeries",
      "boulangerie",
      "panetterie",
      "panetteria",
      "panifici",
      "panificio",
      "padarias",
      "padaria",
      "bakkerijen",
      "bakkerij",
    ],
    partOf: "employer-firms",
    us: count(
      7e3,
      2022,
      estimate(
        "Order of magnitude: Census County Business Patterns counts several thousand retail " +
          "bakery establishments (NAICS 311811), about 7,000 used, rounded; check the current " +
          "tables before quoting it.",
      ),
    ),
    counts: {
      de: count(
        9_242,
        2023,
        estimate(
          "The Zentralverband des Deutschen Bäckerhandwerks counts 9,242 craft bakery businesses " +
            "at the end of 2023, running over 40,000 shops.",
        ),
      ),
      fr: count(
        33e3,
        2023,
        estimate(
          "The Confédération nationale de la boulangerie-pâtisserie française counts about " +
            "33,000 bakery businesses running about 39,000 shops (2023), rounded.",
        ),
      ),
      uk: count(
        4500,
        2015,
        fromSource(
          "craft-bakers-association-bakery-info",
          "There are about 4,500 small craft bakeries in the UK, besides about 350 medium-sized (25-100 people) and 150 large plant bakeries",
        ),
      ),
      it: count(
        24_000,
        2020,
        estimate(
          "Associazione Nazionale Panificatori (Enzo Mengoni), as reported by Habitante (2021) from a Cerved study presented at Sigep: 24,000 bakeries (panifici) in Italy; Format Research counted 46,818 firms making or selling bread, pizza and pastry in 2023.",
        ),
      ),
      es: count(
        12_000,
        2023,
        estimate(
          "Confederación Española de Panadería, Pastelería, Bollería y Afines (CEOPPAN), as reported by EFE/Telecinco (October 2023): traditional bread and pastry making in Spain counts 12,000 companies, mostly SMEs, selling through 45,000 points of sale.",
        ),
      ),
    },
  },
  {
    id: "credit-unions",
    buyerRole: "CEO or head of operations",
    buys: "Credit unions buying through a small executive team and a board, under their regulator's examination.",
    pricePosition: 0.5,
    singular: "credit union",
    plural: "credit unions",
    kind: "organisation",
    orientation: "b2b",
    keywords: ["credit unions", "credit union"],
    headFirst: ["cooperativas de credito", "caisses populaires", "casse rurali"],
    us: count(
      4.6e3,
      2023,
      estimate(
        "The National Credit Union Administration counts about 4,600 federally insured credit " +
          "unions at the end of 2023, rounded.",
      ),
    ),
    counts: {
      uk: count(
        249,
        2022,
        estimate(
          "Bank of England (PRA) quarterly credit union statistics for Q3 2022, as summarised by ABCUL: 249 credit unions in Great Britain submitted a return; Northern Ireland's credit unions, reported separately, are not included.",
        ),
      ),
      ie: count(
        212,
        2021,
        fromSource(
          "gov-ie-credit-unions-irish-economy",
          "As at 31 December 2021, there were 212 active credit unions with assets of approximately €20 billion and membership of around 3.5 million",
        ),
      ),
      ca: count(
        392,
        2024,
        estimate(
          "Credit unions in Canada (Wikipedia, from the Canadian Credit Union Association and Desjardins figures): 392 credit unions or caisses populaires operating in Canada at 20 September 2024, 188 of them outside Quebec.",
        ),
      ),
    },
  },
  {
    id: "nursing-homes",
    buyerRole: "administrator or director of nursing",
    buys: "Nursing homes buying through the administrator and director of nursing, on budgets set by Medicare and Medicaid rates and inspections.",
    pricePosition: 0.25,
    singular: "nursing home",
    plural: "nursing homes",
    kind: "organisation",
    scalesWithPopulation: true,
    orientation: "b2b",
    keywords: [
      "nursing homes",
      "nursing home",
      "skilled nursing facilities",
      "skilled nursing facility",
      "nursing facilities",
      "care homes",
      "care home",
      "long-term care facilities",
      "pflegeheime",
      "pflegeheim",
      "seniorenheime",
      "altenheime",
    ],
    headFirst: [
      "residencias de mayores",
      "residencia de mayores",
      "residencias de ancianos",
      "residencias geriatricas",
      "ehpad",
      "maisons de retraite",
      "maison de retraite",
      "rsa",
      "case di riposo",
      "casa di riposo",
      "casas de repouso",
      "casa de repouso",
      "lares de idosos",
      "verpleeghuizen",
      "verpleeghuis",
    ],
    us: count(
      15e3,
      2023,
      estimate(
        "The Centers for Medicare & Medicaid Services certify about 15,000 nursing homes " +
          "(2023), rounded.",
      ),
    ),
    counts: {
      de: count(
        11.68e3,
        2024,
        fromSource(
          "pflegemarkt-altenheime-2024",
          "about 11,680 full-time residential care homes for older people (vollstationäre Alten- und Pflegeheime) with about 918,000 places (May 2024)",
        ),
      ),
      fr: count(
        7.5e3,
        2022,
        estimate(
          "The Cour des comptes (2022 report on nursing-home staffing) counts about 7,500 EHPAD (établissements d'hébergement pour personnes âgées dépendantes); DREES counted 7,752 at the end of 2011 and a 2024 directory about 7,300. 7,500 used, rounded.",
        ),
      ),
      uk: count(
        17e3,
        2022,
        estimate(
          "Industry counts summarised by Statista put UK care homes at just over 17,000 in 2022, about seven in ten of them residential homes and three in ten nursing homes; 17,000 used, rounded.",
        ),
      ),
      au: count(
        2617,
        2024,
        fromSource(
          "gen-aged-care-providers-services-2024",
          "736 providers delivered residential aged care through 2,617 services at 30 June 2024",
        ),
      ),
      ca: count(
        2076,
        2021,
        estimate(
          "CIHI counts 2,076 long-term care homes in Canada (March–April 2021), homes with 24-hour nursing care funded wholly or partly by the provinces, as reported by Statista; retirement homes and assisted living are not included.",
        ),
      ),
      it: count(
        8e3,
        2023,
        estimate(
          "The Ministry of Health's SSN statistical yearbook 2023 counts 8,114 residential care facilities (strutture residenziali, RSA included, some for disability and mental health); ISTAT counts 12,987 residential care homes of every kind on 1 January 2024, 77% of their beds for dependent older people. About 8,000 used, rounded.",
        ),
      ),
      es: count(
        5188,
        2022,
        estimate(
          "Imserso, first Censo de Centros Residenciales de Servicios Sociales (2022 data, presented April 2024), as reported by El Español and Onda Cero: 5,188 residential centres for older people with 381,514 places, 73.7% privately owned and run; the CSIC's Envejecimiento en Red counted 5,573 in September 2022.",
        ),
      ),
      jp: count(
        8813,
        2005,
        fromSource(
          "mhlw-kaigo-service-2005",
          "at 1 October 2005, 5,535 welfare facilities for the elderly requiring long-term care (介護老人福祉施設) and 3,278 long-term care health facilities (介護老人保健施設); 5,535 + 3,278 = 8,813",
        ),
      ),
      ie: count(
        450,
        2020,
        estimate(
          "BDO and Nursing Homes Ireland, Private & Voluntary Nursing Home Survey 2019/2020: a questionnaire sent to every registered private and voluntary nursing home drew 126 responses, a 28% response rate, so 126 ÷ 0.28 ≈ 450 homes; public (HSE) homes are not counted.",
        ),
      ),
    },
  },
  {
    id: "public-libraries",
    buyerRole: "library director",
    buys: "Public library systems buying through the library director on municipal budgets and grants.",
    pricePosition: 0.25,
    singular: "public library system",
    plural: "public library systems",
    kind: "organisation",
    scalesWithPopulation: true,
    orientation: "b2b",
    keywords: ["public libraries", "public library", "public library systems", "library systems"],
    us: count(
      9.2e3,
      2022,
      estimate(
        "The Institute of Museum and Library Services' Public Libraries Survey counts about " +
          "9,200 public library systems with about 17,000 outlets (FY2022), rounded.",
      ),
    ),
    counts: {
      au: count(
        532,
        2004,
        fromSource(
          "abs-public-libraries-2003-04",
          "at the end of June 2004, 532 local government libraries operating from 1,716 locations (1,418 branches, 110 mobile services, 189 deposit stations), plus 8 national and state libraries",
        ),
      ),
    },
  },
  {
    id: "clinical-laboratories",
    buyerRole: "laboratory director or manager",
    buys: "Clinical laboratories buying through the laboratory director, with quality and compliance rules deciding what they need.",
    pricePosition: 0.25,
    singular: "CLIA-certified laboratory",
    plural: "CLIA-certified laboratories",
    kind: "organisation",
    orientation: "b2b",
    keywords: [
      "clinical laboratories",
      "clinical laboratory",
      "clinical labs",
      "medical laboratories",
      "diagnostic laboratories",
      "diagnostic labs",
    ],
    headFirst: [
      "laboratorios clinicos",
      "laboratorio clinico",
      "laboratoires d'analyses",
      "laboratoire d'analyses",
      "laboratori di analisi",
      "laboratorio di analisi",
      "laboratorios de analises",
    ],
    us: count(
      300e3,
      2023,
      estimate(
        "The Centers for Medicare & Medicaid Services' CLIA program covers roughly 260,000–" +
          "320,000 laboratory entities depending on the year, most holding a certificate of " +
          "waiver; about 300,000 used.",
      ),
    ),
  },
  // Consumer groups narrower than households or people (issue 23): each counted per country
  // where official statistics give the group; a country missing has no count and is asked for.
  {
    id: "new-parents",
    singular: "family with a newborn",
    plural: "families with a newborn",
    kind: "household",
    orientation: "b2c",
    keywords: [
      "new parents",
      "new parent",
      "new moms",
      "new mums",
      "new mothers",
      "new dads",
      "new fathers",
      // Not "expectant parents": a pregnancy is a status the unit (a family with a baby under
      // one) does not mean; they are read as a group narrowed from parents and asked for.
      "parents of newborns",
      "parents of babies",
      "newborn",
      "newborns",
      "babies",
      "infants",
    ],
    partOf: "households-with-children",
    us: count(
      3.6e6,
      2023,
      estimate(
        "CDC National Center for Health Statistics, births: final data for 2023: 3,596,017 " +
          "births, about as many families with a baby under one each year; 3.6M, rounded.",
      ),
    ),
    counts: {
      uk: count(
        658e3,
        2023,
        estimate(
          "Live births in 2023: England and Wales 591,072 (ONS), Scotland about 46,000 (National " +
            "Records of Scotland), Northern Ireland about 21,000 (NISRA): ≈ 658,000 families " +
            "with a baby under one.",
        ),
      ),
      de: count(
        693e3,
        2023,
        estimate("Destatis counts about 693,000 live births in Germany in 2023, rounded."),
      ),
      fr: count(
        678e3,
        2023,
        estimate("INSEE's demographic report counts about 678,000 births in France in 2023."),
      ),
      ie: count(
        55e3,
        2023,
        estimate("The CSO registered about 55,000 births in Ireland in 2023, rounded."),
      ),
      ca: count(
        350e3,
        2023,
        estimate("Statistics Canada counts about 350,000 live births a year (2022–2023), rounded."),
      ),
      au: count(
        287e3,
        2023,
        estimate("The ABS registered about 287,000 births in Australia in 2023, rounded."),
      ),
      in: count(
        23e6,
        2020,
        estimate(
          "India's Civil Registration System registered about 24 million births in 2020 and the " +
            "Sample Registration System's birth rate (about 19.5 per 1,000) × 1.2B+ gives a " +
            "similar figure: ≈ 23 million, rounded down.",
        ),
      ),
    },
  },
  {
    id: "tertiary-students",
    singular: "student in higher education",
    plural: "students in higher education",
    kind: "person",
    orientation: "b2c",
    keywords: [
      "university students",
      "university student",
      "college students",
      "college student",
      "undergraduates",
      "undergraduate students",
      "undergrads",
      "graduate students",
      "postgraduate students",
      "postgraduates",
      "grad students",
      "students at universities",
      "students at colleges",
      "higher education students",
      "tertiary students",
    ],
    partOf: "people",
    us: count(
      18.6e6,
      2022,
      estimate(
        "NCES (Condition of Education): about 15.4 million undergraduates and 3.2 million " +
          "postbaccalaureate students enrolled in fall 2022: ≈ 18.6 million.",
      ),
    ),
    counts: {
      uk: count(
        2.94e6,
        2023,
        estimate(
          "HESA counts about 2.94 million students at UK higher education providers (2022/23).",
        ),
      ),
      de: count(
        2.87e6,
        2023,
        estimate("Destatis counts about 2.87 million students in the 2023/24 winter semester."),
      ),
      fr: count(
        2.9e6,
        2023,
        estimate(
          "The French higher-education ministry (MESR) counts about 2.9 million enrolments in " +
            "higher education (2022–23), rounded.",
        ),
      ),
      ie: count(
        250e3,
        2023,
        estimate(
          "The Higher Education Authority counts about 250,000 students enrolled in Irish " +
            "higher education (2022/23), rounded.",
        ),
      ),
      ca: count(
        2.2e6,
        2022,
        estimate(
          "Statistics Canada's Postsecondary Student Information System counts about 2.2 million " +
            "enrolments at public colleges and universities (2021/22), rounded.",
        ),
      ),
      au: count(
        1.6e6,
        2022,
        estimate(
          "The Department of Education's higher-education statistics count about 1.6 million " +
            "students, international students included (2022), rounded.",
        ),
      ),
      in: count(
        43e6,
        2022,
        estimate(
          "The Ministry of Education's All India Survey on Higher Education 2021–22 counts about " +
            "4.3 crore (43 million) students, rounded.",
        ),
      ),
    },
  },
  {
    id: "new-immigrants",
    singular: "newcomer in their first year",
    plural: "newcomers arriving in a year",
    kind: "person",
    orientation: "b2c",
    keywords: [
      "newcomers",
      "newcomer",
      "new immigrants",
      "recent immigrants",
      "new permanent residents",
      "new arrivals",
      "recent arrivals",
    ],
    partOf: "people",
    us: count(
      1.0e6,
      2022,
      estimate(
        "DHS Office of Homeland Security Statistics: about 1.0 million people obtained lawful " +
          "permanent resident status in fiscal 2022, rounded.",
      ),
    ),
    counts: {
      ca: count(
        471_550,
        2023,
        estimate(
          "Immigration, Refugees and Citizenship Canada admitted about 471,550 new permanent " +
            "residents in 2023.",
        ),
      ),
      uk: count(
        1.2e6,
        2023,
        estimate(
          "ONS long-term international migration, year ending December 2023: about 1.2 million " +
            "people arrived to live in the UK, rounded.",
        ),
      ),
      au: count(
        740e3,
        2023,
        estimate(
          "ABS net overseas migration, 2022–23: about 740,000 overseas migrant arrivals, rounded.",
        ),
      ),
      ie: count(
        140e3,
        2023,
        estimate(
          "CSO population and migration estimates: about 140,000 immigrants in the year to " +
            "April 2023, rounded.",
        ),
      ),
    },
  },
  {
    id: "urban-households",
    singular: "urban household",
    plural: "urban households",
    kind: "household",
    orientation: "b2c",
    keywords: ["urban households", "city households", "urban families", "city dwellers"],
    partOf: "us-households",
    us: count(
      105e6,
      2020,
      estimate(
        "The 2020 Census classes about 80% of US residents as urban: 0.8 × 131.4M households " +
          "≈ 105M urban households, assuming urban households are as large as rural ones.",
      ),
    ),
    counts: {
      in: count(
        78.9e6,
        2011,
        estimate(
          "Census of India 2011 (Office of the Registrar General & Census Commissioner): about " +
            "78.9 million urban households, the latest census count; more today.",
        ),
      ),
    },
  },
  {
    id: "school-districts",
    buyerRole: "district administrator or department director",
    buys: "School districts buying through department directors and a school board, on annual budgets with procurement rules.",
    pricePosition: 0.5,
    singular: "school district",
    plural: "school districts",
    kind: "organisation",
    orientation: "b2b",
    keywords: ["school districts", "school district", "districts", "district administrators"],
    us: count(
      13.3e3,
      2022,
      estimate(
        "NCES Common Core of Data counts about 13,300 regular public school districts (2021–22), " +
          "rounded.",
      ),
    ),
  },
  // Professions (people who buy for their work)
  {
    id: "registered-nurses",
    singular: "registered nurse",
    plural: "registered nurses",
    kind: "person",
    orientation: "b2c",
    keywords: ["nurses", "nurse", "registered nurses", "icu nurses", "rns"],
    us: count(
      3.3e6,
      2024,
      estimate(
        "BLS Occupational Employment and Wage Statistics (May 2024) counts about 3.3 million " +
          "employed registered nurses (occupation 29-1141), rounded.",
      ),
    ),
  },
  {
    id: "real-estate-agents",
    singular: "real estate agent",
    plural: "real estate agents",
    kind: "person",
    orientation: "b2b",
    keywords: ["real estate agents", "realtors", "realtor", "property agents"],
    us: count(
      1.5e6,
      2023,
      estimate("The National Association of Realtors reports about 1.5 million members (2023)."),
    ),
  },
  {
    id: "software-developers",
    singular: "software developer",
    plural: "software developers",
    kind: "person",
    orientation: "b2b",
    keywords: ["developers", "software developers", "software engineers", "programmers"],
    us: count(
      1.7e6,
      2024,
      estimate(
        "BLS Occupational Employment and Wage Statistics (May 2024) counts about 1.7 million " +
          "software developers (occupation 15-1252), rounded.",
      ),
    ),
    global: count(
      27e6,
      2024,
      estimate(
        "Developer-population estimates (Evans Data, SlashData) run from about 25M to 30M " +
          "professional developers worldwide; 27M used.",
      ),
    ),
  },
  {
    id: "teachers",
    singular: "K-12 teacher",
    plural: "K-12 teachers",
    kind: "person",
    orientation: "b2c",
    keywords: ["teachers", "teacher", "educators", "k-12 teachers"],
    us: count(
      3.8e6,
      2021,
      estimate("NCES counts about 3.8 million public-school teachers (2020–21), rounded."),
    ),
  },
] as const satisfies readonly BuyerUnitEntry[];

export type BuyerUnitId = (typeof BUYER_UNITS)[number]["id"];
