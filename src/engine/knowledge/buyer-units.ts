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
    keywords: ["everyone", "anyone", "general public", "the public"],
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
    keywords: ["household", "households", "families", "family"],
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
    ],
    us: count(
      6.1e6,
      2023,
      estimate(
        "SBA Office of Advocacy (2023): 33.2M small businesses, of which about 27.1M have no " +
          "employees; 33.2M − 27.1M ≈ 6.1M employer firms (large firms add about 20,000).",
      ),
    ),
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
    us: count(
      1.54e6,
      2016,
      fromSource(
        "nccs-nonprofit-sector-brief-2019",
        "About 1.54 million nonprofits registered with the IRS in 2016",
      ),
    ),
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
    keywords: ["hospitals", "hospital", "community hospitals", "health systems", "health system"],
    us: count(
      5129,
      2022,
      fromSource("aha-fast-facts-2024", "5,129 US community hospitals of 6,120 hospitals"),
    ),
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
    orientation: "b2b",
    keywords: ["dental practices", "dental offices", "dentists", "dental clinics", "dentist"],
    us: count(
      125e3,
      2022,
      estimate(
        "About 200,000 working dentists (ADA Health Policy Institute) at about 1.6 dentists " +
          "per practice ≈ 125,000 dental practices.",
      ),
    ),
  },
  {
    id: "restaurants",
    buyerRole: "owner-operator or general manager",
    buys: "Owner-run restaurants buying on thin margins, usually month to month.",
    pricePosition: 0,
    singular: "restaurant",
    plural: "restaurants",
    kind: "organisation",
    orientation: "b2b",
    keywords: ["restaurants", "restaurant owners", "cafes", "coffee shops", "bars", "eateries"],
    us: count(
      700e3,
      2022,
      estimate(
        "Census County Business Patterns counts roughly 700,000 full-service and limited-" +
          "service restaurant, cafe and bar establishments (NAICS 7224–7225), rounded.",
      ),
    ),
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
  },
  {
    id: "k12-schools",
    buyerRole: "school administrator or head of department",
    buys: "Schools and districts buying on annual budget cycles with procurement rules.",
    pricePosition: 0.25,
    singular: "K-12 school",
    plural: "K-12 schools",
    kind: "organisation",
    orientation: "b2b",
    keywords: ["schools", "school", "k-12 schools", "districts", "school districts", "principals"],
    us: count(
      129e3,
      2021,
      estimate("NCES counts about 99,000 public and about 30,000 private K-12 schools ≈ 129,000."),
    ),
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
    keywords: ["farms", "farmers", "farm", "farmer", "growers", "ranchers", "ranches"],
    us: count(1_900_487, 2022, fromSource("usda-census-of-agriculture-2022", "1,900,487 farms")),
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
