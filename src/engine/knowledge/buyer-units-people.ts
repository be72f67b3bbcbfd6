/**
 * Consumer groups founders sell to directly, and the public bodies they sell to (issue 23):
 * unpaid carers, international students, NDIS participants, gig workers, first-time home buyers,
 * people with diabetes, retirees and municipalities. Each is counted per country where an official statistic (or the
 * body that runs the scheme) gives the group; a country missing has no count and is asked for.
 * A count read on its publication's page cites it (`fromSource`); any other is an `estimate`
 * naming the publication and its arithmetic. Joined into the knowledge base beside BUYER_UNITS.
 */
import { type BuyerUnitEntry, count, estimate, fromSource } from "./schema";

export const PEOPLE_BUYER_UNITS = [
  {
    id: "unpaid-carers",
    singular: "unpaid carer",
    plural: "unpaid carers",
    kind: "person",
    orientation: "b2c",
    keywords: [
      "carers",
      "carer",
      "unpaid carers",
      "family carers",
      "informal carers",
      "caregivers",
      "caregiver",
      "family caregivers",
      "unpaid caregivers",
      "informal caregivers",
      "caregiving families",
      "families caring for",
      "elderly parents",
      "elderly parent",
      "ageing parents",
      "aging parents",
      "pflegende angehorige",
      "aidants",
      "aidants familiaux",
      "proches aidants",
      "caregiver familiari",
      "cuidadores",
      "cuidadores familiares",
      "mantelzorgers",
    ],
    partOf: "people",
    us: count(
      63e6,
      2025,
      fromSource(
        "aarp-nac-caregiving-in-the-us-2025",
        "63 million Americans provided ongoing care for an adult or a child with a complex medical condition or a disability in the past year",
      ),
    ),
    counts: {
      uk: count(
        5.0e6,
        2021,
        fromSource(
          "ons-census-2021-unpaid-care",
          "5.0 million usual residents aged 5 and over provided unpaid care in England and Wales in 2021; Scotland and Northern Ireland, not included, add roughly 0.8 million more",
        ),
      ),
      au: count(
        3.0e6,
        2022,
        fromSource(
          "abs-disability-ageing-carers-2022",
          "There were 3.0 million carers, 11.9% of all Australians living in households",
        ),
      ),
      ie: count(
        299_128,
        2022,
        fromSource(
          "cso-census-2022-carers",
          "299,128 people provided regular unpaid care in 2022, 6% of the population",
        ),
      ),
      fr: count(
        9.3e6,
        2021,
        fromSource(
          "drees-proches-aidants-2021",
          "9.3 million people (8.8 million adults and 0.5 million minors aged 5 or over) regularly help a relative with a disability or loss of autonomy",
        ),
      ),
      nl: count(
        1.9e6,
        2022,
        estimate(
          "CBS Gezondheidsenquête (via RIVM's vzinfo.nl): 13.0% of people aged 16 and over gave " +
            "mantelzorg in 2022 (at least 3 months or 8 hours a week); 0.13 × about 14.7 million " +
            "people aged 16+ ≈ 1.9 million. SCP's wider definition gives about a third of adults.",
        ),
      ),
      de: count(
        4.2e6,
        2021,
        estimate(
          "Destatis Pflegestatistik 2021: about 5.0 million people in need of care, 84% (about " +
            "4.2 million) cared for at home, mostly by relatives; at least one family carer " +
            "each: ≈ 4.2 million pflegende Angehörige, a floor (many have more than one).",
        ),
      ),
      ca: count(
        7.8e6,
        2018,
        estimate(
          "Statistics Canada, General Social Survey 2018 (caregiving and care receiving): about " +
            "7.8 million people aged 15 and over (one in four) gave care to a family member or " +
            "friend with a long-term condition, a disability or ageing needs.",
        ),
      ),
    },
  },
  {
    id: "international-students",
    singular: "international student",
    plural: "international students",
    kind: "person",
    orientation: "b2c",
    keywords: [
      "international students",
      "international student",
      "overseas students",
      "foreign students",
      "students from abroad",
      "study permit holders",
      "international degree students",
      "studenti internazionali",
      "studenti stranieri",
      "internationale studierende",
      "auslandische studierende",
      "etudiants internationaux",
      "etudiants etrangers",
      "estudiantes internacionales",
      "estudiantes extranjeros",
      "internationale studenten",
    ],
    partOf: "tertiary-students",
    us: count(
      1_126_690,
      2024,
      fromSource(
        "iie-open-doors-2024",
        "1,126,690 international students at US higher education institutions or on OPT in 2023-24",
      ),
    ),
    counts: {
      uk: count(
        758_855,
        2023,
        fromSource(
          "hesa-student-statistics-2022-23",
          "758,855 international students in the 2022/23 academic year",
        ),
      ),
      ca: count(
        1_028_850,
        2023,
        fromSource(
          "ircc-study-permit-holders-2023",
          "1,028,850 study permit holders in Canada at the end of December 2023, school and college levels included",
        ),
      ),
      nl: count(
        128_004,
        2024,
        fromSource(
          "nuffic-incoming-degree-mobility-2024",
          "128,004 international degree students enrolled in 2023-24",
        ),
      ),
      de: count(
        368e3,
        2023,
        fromSource(
          "daad-dzhw-wissenschaft-weltoffen-2024",
          "knapp 368.000 Bildungsausländer*innen studied at German universities in 2023",
        ),
      ),
      fr: count(
        412_087,
        2023,
        fromSource(
          "campus-france-chiffres-cles-2024",
          "412,087 foreign students enrolled in French higher education in 2022-23",
        ),
      ),
      ie: count(
        35_140,
        2023,
        fromSource(
          "hea-international-students-2022-23",
          "35,140 international students enrolled in Irish higher education in 2022/23, 14% of all",
        ),
      ),
      au: count(
        787e3,
        2023,
        estimate(
          "Department of Education international student data: about 787,000 international " +
            "students in Australia in 2023 across higher education, vocational training, English " +
            "courses and schools, rounded.",
        ),
      ),
      in: count(
        47e3,
        2022,
        estimate(
          "Ministry of Education, All India Survey on Higher Education 2021-22: about 47,000 " +
            "foreign students enrolled in Indian higher education, rounded.",
        ),
      ),
    },
  },
  {
    id: "ndis-participants",
    singular: "NDIS participant",
    plural: "NDIS participants",
    kind: "person",
    orientation: "b2c",
    keywords: [
      "ndis participants",
      "ndis participant",
      "ndis clients",
      "people on the ndis",
      "ndis families",
      "ndis plan holders",
    ],
    partOf: "people",
    us: count(
      0,
      2023,
      estimate(
        "The NDIS is Australia's National Disability Insurance Scheme: 0 participants live in " +
          "the United States; an American founder's buyers are another group.",
      ),
    ),
    global: count(
      610e3,
      2023,
      fromSource(
        "ndia-ndis-quarterly-report-2023-q4",
        "More than 610,000 Australians receiving supports through the NDIS at the end of June 2023; the scheme is Australia's only",
      ),
    ),
    counts: {
      au: count(
        610e3,
        2023,
        fromSource(
          "ndia-ndis-quarterly-report-2023-q4",
          "More than 610,000 Australians receiving supports through the NDIS at the end of June 2023",
        ),
      ),
    },
  },
  {
    id: "gig-workers",
    singular: "gig or platform worker",
    plural: "gig and platform workers",
    kind: "person",
    orientation: "b2c",
    keywords: [
      "gig workers",
      "gig worker",
      "platform workers",
      "gig and platform workers",
      "gig economy workers",
      "app-based workers",
      "lavoratori delle piattaforme",
    ],
    partOf: "people",
    us: count(
      23e6,
      2021,
      estimate(
        "Pew Research Center, The State of Gig Work in 2021: 9% of US adults earned money from " +
          "an online gig platform in the past year; 0.09 × about 258 million adults ≈ 23 million.",
      ),
    ),
    counts: {
      in: count(
        7.7e6,
        2021,
        fromSource(
          "niti-aayog-gig-platform-economy-2022",
          "77 lakh (7.7 million) workers engaged in the gig economy in 2020-21",
        ),
      ),
      uk: count(
        2.8e6,
        2017,
        estimate(
          "Department for Business, Energy and Industrial Strategy, The characteristics of those " +
            "in the gig economy (2018): 4.4% of adults in Great Britain worked in the gig economy " +
            "in the past 12 months; 0.044 × about 64 million ≈ 2.8 million.",
        ),
      ),
    },
  },
  {
    id: "first-time-home-buyers",
    singular: "first-time home buyer",
    plural: "first-time home buyers a year",
    kind: "person",
    orientation: "b2c",
    keywords: [
      "first-time home buyers",
      "first-time homebuyers",
      "first time home buyers",
      "first time homebuyers",
      "first-time buyers",
      "first time buyers",
      "first home buyers",
      "first-home buyers",
      "primo acquirenti",
      "primi acquirenti",
      "primo-accedants",
      "erstkaufer",
    ],
    partOf: "people",
    us: count(
      1.3e6,
      2023,
      estimate(
        "National Association of Realtors: first-time buyers were 32% of buyers in the 2023 " +
          "Profile of Home Buyers and Sellers, and about 4.09 million existing homes sold in " +
          "2023: 0.32 × 4.09M ≈ 1.3 million first-time buyers a year.",
      ),
    ),
    counts: {
      uk: count(
        282e3,
        2023,
        fromSource(
          "ons-first-time-buyer-mortgages-2023",
          "282,000 new first-time buyer mortgages in the UK in 2023 (cash buyers not included)",
        ),
      ),
    },
  },
  {
    id: "people-with-diabetes",
    singular: "person with diabetes",
    plural: "people with diabetes",
    kind: "person",
    orientation: "b2c",
    keywords: [
      "people with diabetes",
      "people living with diabetes",
      "adults with diabetes",
      "diabetics",
      "diabetic patients",
      "diabetes patients",
      "type 2 diabetics",
      "people with type 2 diabetes",
      "people living with type 2 diabetes",
      "diabetiker",
      "diabetiques",
      "diabetici",
      "diabeticos",
      "mensen met diabetes",
      "menschen mit diabetes",
      "personnes diabetiques",
      "personnes atteintes de diabete",
      "persone con diabete",
      "persone diabetiche",
      "personas con diabetes",
      "personas diabeticas",
      "pessoas com diabetes",
      "pessoas diabeticas",
    ],
    partOf: "people",
    us: count(
      34.2e6,
      2018,
      fromSource(
        "cdc-national-diabetes-statistics-2020",
        "34.2 million people in the United States have diabetes, 26.8 million of them diagnosed",
      ),
    ),
    counts: {
      uk: count(
        4.3e6,
        2023,
        fromSource(
          "diabetes-uk-prevalence-2023",
          "4.3 million people diagnosed with diabetes, and about 850,000 more undiagnosed",
        ),
      ),
      in: count(
        101e6,
        2023,
        fromSource(
          "icmr-indiab-2023",
          "101 million people living with diabetes in India (ICMR-INDIAB), up from 70 million in 2019",
        ),
      ),
      au: count(
        1.5e6,
        2023,
        estimate(
          "Diabetes Australia: almost 1.5 million Australians (about 5.5%) registered with the " +
            "National Diabetes Services Scheme, plus up to 500,000 undiagnosed: 1.5 million used.",
        ),
      ),
    },
  },
  {
    id: "retirees",
    singular: "retiree",
    plural: "retirees",
    kind: "person",
    orientation: "b2c",
    keywords: [
      "retirees",
      "retiree",
      "retired people",
      "retired persons",
      "pensioners",
      "pensioner",
      "state pensioners",
      "rentner",
      "rentnerinnen",
      "retraites",
      "pensionati",
      "jubilados",
      "gepensioneerden",
    ],
    partOf: "people",
    us: count(
      50e6,
      2023,
      estimate(
        "Social Security Administration, Fast Facts & Figures 2023: about 50 million retired " +
          "workers receive Social Security retirement benefits, rounded.",
      ),
    ),
    counts: {
      uk: count(
        12.6e6,
        2022,
        fromSource(
          "dwp-benefits-statistics-2023-02",
          "12,579,000 people receiving the State Pension at August 2022 (Great Britain)",
        ),
      ),
      ca: count(
        7.0e6,
        2023,
        estimate(
          "Employment and Social Development Canada: about 7 million people receive the Old Age " +
            "Security pension (2023), nearly everyone aged 65 and over, rounded.",
        ),
      ),
      de: count(
        21e6,
        2023,
        estimate(
          "Deutsche Rentenversicherung, Rentenversicherung in Zahlen: about 21 million people " +
            "draw a statutory pension (Rentnerinnen und Rentner), rounded.",
        ),
      ),
      fr: count(
        17e6,
        2022,
        estimate(
          "DREES, Les retraités et les retraites 2024: about 17 million people receive a " +
            "retirement pension (retraités de droit direct) at the end of 2022, rounded.",
        ),
      ),
      it: count(
        16e6,
        2022,
        estimate(
          "ISTAT and INPS, Condizioni di vita dei pensionati 2022: about 16 million pensioners " +
            "(pensionati) in Italy, rounded.",
        ),
      ),
      es: count(
        6.4e6,
        2024,
        estimate(
          "Seguridad Social monthly pension statistics: about 6.4 million retirement pensions " +
            "(pensiones de jubilación) paid in 2024, one a retiree, rounded.",
        ),
      ),
      nl: count(
        3.6e6,
        2023,
        estimate(
          "Sociale Verzekeringsbank: about 3.6 million people receive the state pension (AOW) " +
            "in 2023, rounded.",
        ),
      ),
      au: count(
        2.6e6,
        2023,
        estimate(
          "Department of Social Services payment data: about 2.6 million people receive the Age " +
            "Pension (2023), rounded.",
        ),
      ),
    },
  },
  // Public buyers
  {
    id: "municipalities",
    buyerRole: "municipal department head or town clerk",
    buys: "Municipalities buying through department heads and the council, on annual budgets with public procurement rules and tenders above set thresholds.",
    pricePosition: 0.5,
    singular: "municipality",
    plural: "municipalities",
    kind: "organisation",
    orientation: "b2b",
    keywords: [
      "municipalities",
      "municipality",
      "municipal governments",
      "city governments",
      "local governments",
      "local councils",
      "city councils",
      "town councils",
      "local authorities",
      "towns and cities",
      "cities and towns",
      "comuni",
      "comuni italiani",
      "communes",
      "mairies",
      "municipios",
      "ayuntamientos",
      "gemeinden",
      "kommunen",
      "gemeenten",
    ],
    us: count(
      19_522,
      2012,
      fromSource(
        "census-of-governments-2012",
        "19,522 municipalities in 2012, besides 3,031 counties and 16,364 townships",
      ),
    ),
    counts: {
      it: count(7_896, 2024, fromSource("istat-comuni-2024", "7,896 comuni from 22 January 2024")),
      nl: count(342, 2023, fromSource("cbs-gemeenten-2023", "342 gemeenten on 1 January 2023")),
      fr: count(
        34_900,
        2024,
        estimate(
          "INSEE, Code officiel géographique au 1er janvier 2024: about 34,900 communes (34,935 " +
            "with the overseas departments), rounded.",
        ),
      ),
      de: count(
        10_800,
        2021,
        estimate(
          "Destatis Gemeindeverzeichnis: 10,789 Gemeinden at the end of 2021 (as reported), " +
            "falling slowly with mergers: about 10,800, rounded.",
        ),
      ),
      es: count(
        8_100,
        2024,
        estimate(
          "INE, Relación de municipios: about 8,130 municipios in Spain (2024), rounded to 8,100.",
        ),
      ),
      uk: count(
        382,
        2023,
        estimate(
          "Principal local authorities in April 2023: 317 councils in England (Ministry of " +
            "Housing, Communities and Local Government), 32 in Scotland, 22 in Wales and 11 in " +
            "Northern Ireland: 317 + 32 + 22 + 11 = 382. Parish and town councils are not counted.",
        ),
      ),
      ie: count(
        31,
        2024,
        estimate(
          "Local Government Reform Act 2014: Ireland has 31 local authorities (26 county, 3 city " +
            "and 2 city and county councils).",
        ),
      ),
      au: count(
        537,
        2023,
        estimate(
          "Australian Local Government Association: 537 local councils in Australia (2023).",
        ),
      ),
      br: count(
        5569,
        2025,
        estimate(
          "IBGE, Divisão Territorial Brasileira 2024 update, as reported by Jornal da Região: the creation of Boa Esperança do Norte (Mato Grosso, installed 1 January 2025) brings Brazil to 5,569 municipalities (IBGE's population estimates used 5,568 before), besides the Federal District and Fernando de Noronha.",
        ),
      ),
      mx: count(
        2476,
        2024,
        estimate(
          "Municipios de México (Spanish Wikipedia, July 2024, from INEGI's geostatistical framework): 2,476 second-level units, 2,460 municipalities in the states and the 16 territorial demarcations (alcaldías) of Mexico City.",
        ),
      ),
      jp: count(
        1741,
        2021,
        estimate(
          "Ministry of Internal Affairs and Communications municipal counts, as tabulated from the government statistics portal (April 2021): 1,718 cities, towns and villages (792 cities including 20 designated cities, 743 towns, 183 villages) plus Tokyo's 23 special wards: 1,718 + 23 = 1,741.",
        ),
      ),
    },
  },
  {
    id: "police-forces",
    buyerRole: "head of procurement or IT at the force",
    buys: "Police forces buying through procurement teams and national frameworks, with security vetting and long tenders.",
    pricePosition: 0.75,
    singular: "police force",
    plural: "police forces",
    kind: "organisation",
    orientation: "b2b",
    keywords: [
      "police forces",
      "police force",
      "police departments",
      "police services",
      "police agencies",
      "law enforcement agencies",
      "sheriffs offices",
      "sheriff's offices",
    ],
    us: count(
      17_541,
      2018,
      fromSource(
        "bjs-csllea-2018",
        "In June 2018, 17,541 state and local agencies performed law enforcement functions; local police departments were 67% of them",
      ),
    ),
    counts: {
      uk: count(
        45,
        2024,
        estimate(
          "Home Office: 43 territorial police forces in England and Wales, plus Police Scotland " +
            "and the Police Service of Northern Ireland: 43 + 1 + 1 = 45 (special forces such as " +
            "British Transport Police not counted).",
        ),
      ),
      ie: count(1, 2024, estimate("Ireland has 1 national police service, An Garda Síochána.")),
      nl: count(
        1,
        2024,
        estimate("The Netherlands has 1 national police force (Nationale Politie) since 2013."),
      ),
      de: count(
        18,
        2024,
        estimate(
          "16 Länder police forces (Landespolizei), the Bundespolizei and the Bundeskriminalamt: " +
            "16 + 2 = 18.",
        ),
      ),
      au: count(
        8,
        2024,
        estimate(
          "7 state and territory police forces and the Australian Federal Police (which also " +
            "polices the ACT): 7 + 1 = 8.",
        ),
      ),
    },
  },
] as const satisfies readonly BuyerUnitEntry[];

export type PeopleBuyerUnitId = (typeof PEOPLE_BUYER_UNITS)[number]["id"];
