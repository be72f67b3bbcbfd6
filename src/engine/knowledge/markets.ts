/**
 * The markets ideas are in (issue 16), narrower than the form's twenty industries: a dog-walking
 * app is in pet services, not in worldwide IT spending. Each names the unit that buys, the share
 * of those units that pay in a year and what a paying unit spends, so bottom-up sizing reads
 * "households with a dog × paying share × spend", and, where a publication measures it, the
 * market's own size for top-down sizing. Shares and spends are estimates built from prices and
 * habits, with the arithmetic in their method; none is taken from a published market total.
 */
import type { NicheMarketEntry } from "./schema";
import { estimate, fromSource, percent, usd } from "./schema";

const share = (value: number, method: string) => percent(value, 2024, estimate(method));
const spend = (value: number, method: string) => usd(value, 2024, estimate(method));

export const NICHE_MARKETS = [
  // Pets
  {
    id: "pet-services",
    name: "pet services",
    industry: "Other",
    definition:
      "US spending on pet services other than veterinary care: grooming, boarding, sitting, " +
      "walking, training and pet insurance (APPA's 'other services').",
    keywords: [
      "dog walking",
      "dog walker",
      "dog walks",
      "pet sitting",
      "pet sitter",
      "dog sitting",
      "dog sitter",
      "pet grooming",
      "dog grooming",
      "groomer",
      "doggy daycare",
      "dog daycare",
      "pet boarding",
      "dog boarding",
      "kennel",
      "dog training",
      "dog trainer",
      "pet care",
      "pet services",
      "pet taxi",
    ],
    sellers: [
      "groomer",
      "dog groomer",
      "pet groomer",
      "dog walker",
      "pet sitter",
      "dog sitter",
      "dog trainer",
      "kennel",
      "pet care business",
    ],
    buyer: "dog-households",
    us: {
      buyingShare: share(
        25,
        "Assumed: about one dog-owning household in four pays a walker, sitter, groomer, " +
          "boarder or trainer in a year; most owners do these themselves: 25%.",
      ),
      annualSpend: spend(
        700,
        "Grooming about four times a year at about $60 ($240), a week of boarding or sitting " +
          "at about $50 a night ($350) and a few paid walks at about $25 ($110) ≈ $700.",
      ),
    },
    usMarketSize: usd(
      12.3e9,
      2023,
      fromSource("appa-pet-industry-spending-2024", "Other services: $12.3B of $147.0B in 2023"),
    ),
  },
  {
    id: "pet-insurance",
    name: "pet insurance",
    industry: "Finance",
    definition: "Premiums US pet owners pay for accident-and-illness and wellness cover.",
    keywords: [
      "pet insurance",
      "dog insurance",
      "cat insurance",
      "insurance for pets",
      "vet bills",
    ],
    sellers: ["pet insurer", "insurer"],
    buyer: "pet-households",
    us: {
      buyingShare: share(
        5,
        "Assumed: about one pet-owning household in twenty insures a pet; cover is still rare " +
          "in the US compared with Sweden or the UK: 5%.",
      ),
      annualSpend: spend(
        650,
        "Accident-and-illness cover lists at about $50–$60 a month for a dog and about $30 for " +
          "a cat; a household mix ≈ $55 a month × 12 ≈ $650.",
      ),
    },
  },
  // Health
  {
    id: "clinical-software",
    name: "hospital clinical software",
    industry: "Healthcare",
    definition:
      "What US hospitals spend a year on clinical applications: electronic health records, " +
      "clinical decision support, quality and safety systems.",
    keywords: [
      "ehr",
      "emr",
      "electronic health record",
      "electronic health records",
      "clinical software",
      "hospital software",
      "clinical decision support",
      "clinical workflow",
      "health it",
      "nurse scheduling",
      "care coordination",
    ],
    sellers: ["ehr vendor"],
    buyer: "community-hospitals",
    us: {
      buyingShare: share(100, "Every community hospital runs clinical software; 100% assumed."),
      annualSpend: spend(
        1.5e6,
        "Clinical applications (EHR licence and hosting, modules, support) at roughly 1% of " +
          "operating expenses; a middling community hospital spends about $150M a year: " +
          "0.01 × $150M ≈ $1.5M.",
      ),
    },
    usMarketSize: usd(
      14e9,
      2022,
      estimate(
        "US hospitals' total expenses about $1.4T (AHA Fast Facts 2024) × IT at roughly 3% of " +
          "operating expenses × clinical applications about a third of IT ≈ $14B.",
      ),
    ),
  },
  {
    id: "patient-safety-software",
    name: "hospital quality and patient-safety software",
    industry: "Healthcare",
    definition:
      "Hospitals' clinical software, of which safety-event reporting, incident review and " +
      "quality analytics are one part (the market figure is all hospital clinical software).",
    keywords: [
      "patient safety",
      "incident reporting",
      "incident review",
      "incident-review",
      "adverse event",
      "adverse events",
      "safety event",
      "quality improvement",
      "quality management",
      "quality and patient safety",
      "clinical quality",
      "risk management",
    ],
    sellers: ["patient safety vendor"],
    buyer: "community-hospitals",
    us: {
      buyingShare: share(
        90,
        "Accredited hospitals are expected to report and review safety events; about nine in " +
          "ten run a dedicated system (the rest use spreadsheets): 90% assumed.",
      ),
      annualSpend: spend(
        40_000,
        "Safety-event reporting and quality analytics subscriptions for a community hospital " +
          "run from about $15,000 to $100,000 a year by bed count; $40,000 assumed.",
      ),
    },
    usMarketSize: usd(
      14e9,
      2022,
      estimate(
        "All US hospital clinical software, the market these tools sit in: total hospital " +
          "expenses about $1.4T (AHA Fast Facts 2024) × IT about 3% × clinical applications " +
          "about a third ≈ $14B.",
      ),
    ),
  },
  // Games
  {
    id: "mobile-games",
    name: "mobile games",
    industry: "Gaming",
    definition:
      "Consumer spending on games played on phones and tablets: in-app purchases and paid " +
      "downloads, excluding advertising.",
    keywords: [
      "mobile game",
      "mobile games",
      "puzzle game",
      "casual game",
      "match-3",
      "match 3",
      "hyper-casual",
      "hypercasual",
      "idle game",
      "word game",
      "phone game",
      "ios game",
      "android game",
      "free-to-play",
    ],
    sellers: ["game studio", "game developer", "mobile studio"],
    buyer: "mobile-game-players",
    us: {
      buyingShare: share(
        35,
        "Free-to-play: most players never pay. About a third of US mobile players buy " +
          "something in a year (an in-app purchase, a pass or a paid game): 35% assumed.",
      ),
      annualSpend: spend(
        300,
        "US payers: a long tail spending a few dollars and a few heavy spenders at hundreds a " +
          "month; about $25 a month on average ≈ $300 a year per paying player.",
      ),
    },
    global: {
      buyingShare: share(
        25,
        "Outside the richest markets fewer players pay; about one mobile player in four " +
          "worldwide: 25% assumed.",
      ),
      annualSpend: spend(
        100,
        "Prices are localised and incomes lower outside North America, Japan, Korea and " +
          "Western Europe: about $8 a month per paying player worldwide ≈ $100 a year.",
      ),
    },
    globalMarketSize: usd(
      92.6e9,
      2024,
      fromSource("newzoo-global-games-market-2024", "Mobile: $92.6B of $187.7B in 2024"),
    ),
  },
  {
    id: "video-games",
    name: "video games",
    industry: "Gaming",
    definition:
      "Consumer spending on video games on every platform: games, add-ons, subscriptions and " +
      "in-game purchases, excluding hardware and advertising.",
    keywords: [
      "video game",
      "video games",
      "pc game",
      "console game",
      "indie game",
      "game studio",
      "gaming studio",
      "steam game",
      "multiplayer game",
    ],
    sellers: ["game studio", "gaming studio", "game developer", "indie developer"],
    buyer: "video-game-players",
    us: {
      buyingShare: share(
        60,
        "About three US players in five pay for a game, an add-on, a subscription or an " +
          "in-game item in a year: 60% assumed.",
      ),
      annualSpend: spend(
        350,
        "Two full-price games at $70 ($140), a console or PC game subscription for part of the " +
          "year (about $100) and in-game purchases (about $110) ≈ $350.",
      ),
    },
    global: {
      buyingShare: share(40, "Fewer players pay outside the richest markets: 40% assumed."),
      annualSpend: spend(
        130,
        "Localised prices and more free-to-play mobile play: about $11 a month per paying " +
          "player worldwide ≈ $130.",
      ),
    },
  },
  {
    id: "sports-betting",
    name: "sports betting",
    industry: "Entertainment",
    definition: "What US sportsbooks keep from bettors a year (gross gaming revenue).",
    keywords: ["sports betting", "sportsbook", "betting app", "sports bets", "wagering", "parlays"],
    sellers: ["sportsbook", "bookmaker"],
    buyer: "us-adults",
    us: {
      buyingShare: share(
        13,
        "Legal sports betting reaches about two US adults in three (38 states and DC by " +
          "2024); about one in five of them bets in a year: 0.66 × 0.2 ≈ 13%.",
      ),
      annualSpend: spend(
        300,
        "Sportsbooks keep about 9% of stakes; a typical bettor stakes about $3,300 a year: " +
          "0.09 × $3,300 ≈ $300 lost (the operator's revenue).",
      ),
    },
  },
  {
    id: "online-casino",
    name: "online casino games",
    industry: "Entertainment",
    definition: "What licensed US online casinos keep from players a year (gross gaming revenue).",
    keywords: ["online casino", "igaming", "online slots", "online poker", "casino app"],
    sellers: ["casino operator", "online casino operator"],
    buyer: "us-adults",
    us: {
      buyingShare: share(
        1.2,
        "Online casino play is legal in about seven states holding about 12% of US adults; " +
          "about one in ten of them plays in a year: 0.12 × 0.1 ≈ 1.2%.",
      ),
      annualSpend: spend(
        2000,
        "Online casino players lose more than sports bettors: slots keep about 5% of a player's " +
          "stakes, and active players stake tens of thousands a year: ≈ $2,000.",
      ),
    },
  },
  // Media and entertainment
  {
    id: "music-streaming",
    name: "music streaming",
    industry: "Media",
    definition: "Subscription and ad-supported streaming revenue of recorded music.",
    keywords: [
      "music streaming",
      "streaming music",
      "music app",
      "music subscription",
      "playlists",
      "music platform",
      "music discovery",
    ],
    sellers: ["record label", "label"],
    buyer: "people",
    us: {
      buyingShare: share(
        30,
        "About three people in ten in the US pay for a music subscription, themselves or " +
          "through a family plan: 30% assumed.",
      ),
      annualSpend: spend(
        130,
        "Individual plans list at $10.99–$11.99 a month (Spotify, Apple Music, 2023); family " +
          "and student plans lower the average per person: ≈ $11 a month × 12 ≈ $130.",
      ),
    },
    global: {
      buyingShare: share(
        7,
        "Paid music streaming is concentrated in high-income countries: roughly one person in " +
          "fourteen worldwide pays: 7% assumed.",
      ),
      annualSpend: spend(
        60,
        "Prices are localised (India and Latin America far below US list prices): about $5 a " +
          "month per paying person worldwide ≈ $60.",
      ),
    },
  },
  {
    id: "audiobooks",
    name: "audiobooks",
    industry: "Media",
    definition: "Consumer spending on audiobooks: memberships and single titles.",
    keywords: ["audiobook", "audiobooks", "audio books", "narrated books", "audio book"],
    sellers: ["publisher", "narrator"],
    buyer: "us-adults",
    us: {
      buyingShare: share(
        7,
        "Listening is common but paying is not (libraries and bundled plans): about one adult " +
          "in fourteen pays for audiobooks in a year: 7% assumed.",
      ),
      annualSpend: spend(
        150,
        "A membership at $14.95 a month for part of the year, or a handful of titles at " +
          "$15–$30: ≈ $150.",
      ),
    },
  },
  {
    id: "vinyl-records",
    name: "vinyl records",
    industry: "Media",
    definition: "Retail spending on vinyl records.",
    keywords: ["vinyl", "vinyl records", "record store", "record shop", "lps", "turntable"],
    sellers: ["record store", "record shop", "record label"],
    buyer: "people",
    us: {
      buyingShare: share(
        5,
        "Vinyl buyers are a collector niche: about one person in twenty buys a record in a " +
          "year: 5% assumed.",
      ),
      annualSpend: spend(120, "About four records a year at about $30 each ≈ $120."),
    },
  },
  {
    id: "cinema",
    name: "cinema tickets",
    industry: "Entertainment",
    definition: "Box-office ticket sales of cinemas.",
    keywords: [
      "cinema",
      "movie theater",
      "movie theatre",
      "movie theaters",
      "film screenings",
      "box office",
      "drive-in",
    ],
    sellers: ["cinema", "movie theater", "movie theatre", "theater owner"],
    buyer: "people",
    us: {
      buyingShare: share(
        60,
        "About three people in five in the US see at least one film in a cinema in a year: " +
          "60% assumed.",
      ),
      annualSpend: spend(
        45,
        "About four visits a year per moviegoer at an average ticket near $11 ≈ $45.",
      ),
    },
    global: {
      buyingShare: share(
        20,
        "Cinema-going is concentrated in cities of richer countries and China: about one " +
          "person in five worldwide goes in a year: 20% assumed.",
      ),
      annualSpend: spend(20, "About three visits a year at an average ticket near $7 ≈ $20."),
    },
  },
  // Fitness
  {
    id: "health-clubs",
    name: "gyms and health clubs",
    industry: "Sports & Fitness",
    definition: "Membership dues and fees of gyms, health clubs and fitness studios.",
    keywords: [
      "gym",
      "gyms",
      "health club",
      "fitness club",
      "fitness studio",
      "boutique fitness",
      "crossfit",
      "fitness center",
      "gym membership",
    ],
    sellers: [
      "gym",
      "health club",
      "fitness club",
      "fitness studio",
      "fitness center",
      "gym owner",
      "personal trainer",
    ],
    buyer: "us-adults",
    us: {
      buyingShare: share(
        20,
        "About one US adult in five belongs to a gym or studio at some point in a year: 20% " +
          "assumed.",
      ),
      annualSpend: spend(
        600,
        "Budget gyms at $10–$25 a month and studios at $100+; about $50 a month on average × " +
          "12 ≈ $600.",
      ),
    },
    global: {
      buyingShare: share(
        3,
        "Gym membership is concentrated in high-income countries: about one adult in thirty " +
          "worldwide: 3% assumed.",
      ),
      annualSpend: spend(450, "About $38 a month on average worldwide × 12 ≈ $450."),
    },
  },
  {
    id: "yoga",
    name: "yoga classes and gear",
    industry: "Sports & Fitness",
    definition: "What yoga practitioners spend on classes, clothing and equipment.",
    keywords: ["yoga", "yoga studio", "yoga classes", "pilates", "hot yoga"],
    sellers: ["yoga studio", "yoga teacher", "yoga instructor"],
    buyer: "us-adults",
    us: {
      buyingShare: share(
        12,
        "CDC's National Health Interview Survey found about one US adult in seven practised " +
          "yoga in 2017 (14.3%); not all of them pay: 12% assumed.",
      ),
      annualSpend: spend(
        500,
        "Classes (drop-ins at about $20, some with memberships over $100 a month), a mat and " +
          "clothing: ≈ $500 a year on average.",
      ),
    },
  },
  // Food and drink
  {
    id: "restaurants",
    name: "restaurants",
    industry: "Food & Beverage",
    definition: "Sales of restaurants, cafes, bars and other food-service outlets.",
    keywords: [
      "restaurant",
      "bistro",
      "diner",
      "eatery",
      "cafe",
      "coffee shop",
      "food truck",
      "pizzeria",
      "fast casual",
      "taqueria",
    ],
    sellers: [
      "restaurant",
      "cafe",
      "coffee shop",
      "bistro",
      "diner",
      "eatery",
      "food truck",
      "pizzeria",
      "restaurant owner",
    ],
    buyer: "us-households",
    us: {
      buyingShare: share(100, "Nearly every household eats out or orders in: 100% assumed."),
      annualSpend: usd(
        3933,
        2023,
        fromSource(
          "bls-consumer-expenditures-2023",
          "Food away from home: $3,933 per consumer unit in 2023",
        ),
      ),
    },
  },
  {
    id: "craft-beer",
    name: "craft beer",
    industry: "Food & Beverage",
    definition: "Retail and on-premise sales of beer from small independent brewers.",
    keywords: [
      "craft beer",
      "brewery",
      "microbrewery",
      "brewpub",
      "taproom",
      "craft brewery",
      "ipa",
    ],
    sellers: ["brewery", "microbrewery", "brewpub", "taproom", "brewer"],
    buyer: "us-drinking-age-adults",
    us: {
      buyingShare: share(
        25,
        "About one US adult of drinking age in four buys a craft beer in a year: 25% assumed.",
      ),
      annualSpend: spend(
        400,
        "About a six-pack ($12) a fortnight ($310) plus a few taproom pints ($90) ≈ $400.",
      ),
    },
  },
  {
    id: "organic-food",
    name: "organic food",
    industry: "Food & Beverage",
    definition: "Retail sales of certified organic food.",
    keywords: [
      "organic food",
      "organic produce",
      "organic snacks",
      "organic groceries",
      "organic baby food",
      "organic",
    ],
    sellers: ["organic farm", "organic brand", "grocer"],
    buyer: "us-households",
    us: {
      buyingShare: share(
        80,
        "Most US households buy some organic items in a year (milk, produce, baby food): 80% " +
          "assumed.",
      ),
      annualSpend: spend(
        600,
        "About $12 a week of organic items in a roughly $120 weekly grocery basket ≈ $600.",
      ),
    },
  },
  {
    id: "plant-based-food",
    name: "plant-based food",
    industry: "Food & Beverage",
    definition: "Retail sales of plant-based alternatives to meat, dairy and eggs.",
    keywords: [
      "plant-based",
      "plant based",
      "vegan food",
      "meat alternative",
      "meat alternatives",
      "plant milk",
      "oat milk",
      "dairy-free",
    ],
    sellers: ["plant-based brand", "food brand"],
    buyer: "us-households",
    us: {
      buyingShare: share(
        50,
        "About half of US households buy a plant-based milk, meat or cheese in a year: 50% " +
          "assumed.",
      ),
      annualSpend: spend(
        120,
        "About a carton of plant milk ($4.50) a fortnight plus an occasional pack of " +
          "alternatives ≈ $120.",
      ),
    },
  },
  // Retail and occasions
  {
    id: "toys",
    name: "toys",
    industry: "Retail",
    definition: "Retail sales of toys and games for children.",
    keywords: ["toy", "toys", "toy store", "plush", "educational toys", "kids toys", "toy brand"],
    sellers: ["toy store", "toy maker", "toy brand"],
    buyer: "households-with-children",
    us: {
      buyingShare: share(100, "Households with children buy toys every year: 100% assumed."),
      annualSpend: spend(
        600,
        "Birthday and holiday gifts plus everyday toys: about $300 per child × about 2 " +
          "children ≈ $600 (gifts from other households count in theirs).",
      ),
    },
  },
  {
    id: "halloween",
    name: "Halloween spending",
    industry: "Retail",
    definition: "Consumer spending on Halloween costumes, candy, decorations and cards.",
    keywords: ["halloween", "costume", "costumes", "haunted house", "trick or treat"],
    sellers: ["costume shop", "party store"],
    buyer: "us-households",
    us: {
      buyingShare: share(
        70,
        "About seven US households in ten take part in Halloween: 70% assumed.",
      ),
      annualSpend: spend(
        100,
        "A costume ($35), candy ($30), decorations ($30) and a card ≈ $100 per household.",
      ),
    },
  },
  {
    id: "back-to-school",
    name: "back-to-school spending",
    industry: "Retail",
    definition: "What families spend on clothes, shoes, supplies and electronics for K-12 school.",
    keywords: [
      "back to school",
      "back-to-school",
      "school supplies",
      "school uniforms",
      "backpacks",
    ],
    sellers: ["school supply store"],
    buyer: "households-with-school-children",
    us: {
      buyingShare: share(100, "Every household with a school-age child buys something: 100%."),
      annualSpend: spend(
        600,
        "About $330 per student (clothes, shoes, supplies, a share of a laptop) × about 1.8 " +
          "students per household ≈ $600.",
      ),
    },
  },
  {
    id: "valentines",
    name: "Valentine's Day spending",
    industry: "Retail",
    definition: "Consumer spending on Valentine's Day gifts, dinners, flowers and cards.",
    keywords: ["valentine's", "valentine", "valentines", "valentines day"],
    sellers: ["florist", "chocolatier"],
    buyer: "us-adults",
    us: {
      buyingShare: share(50, "About half of US adults celebrate Valentine's Day: 50% assumed."),
      annualSpend: spend(
        120,
        "A dinner out or candy and flowers, a card and a small gift ≈ $120 per celebrant.",
      ),
    },
  },
  {
    id: "secondhand-apparel",
    name: "secondhand clothing",
    industry: "Fashion",
    definition: "Sales of used clothing through thrift stores, resale sites and consignment.",
    keywords: [
      "secondhand",
      "second-hand",
      "resale",
      "thrift",
      "thrift store",
      "pre-owned",
      "used clothing",
      "vintage clothing",
      "consignment",
    ],
    sellers: ["thrift store", "consignment shop", "resale shop", "reseller"],
    buyer: "us-adults",
    us: {
      buyingShare: share(
        45,
        "Thrift and online resale are mainstream: a little under half of US adults buy a " +
          "used garment in a year: 45% assumed.",
      ),
      annualSpend: spend(250, "About ten items a year at about $25 each ≈ $250."),
    },
  },
  {
    id: "home-renovation",
    name: "home improvement",
    industry: "Real Estate",
    definition: "Spending on improvements and repairs to owner-occupied homes.",
    keywords: [
      "home renovation",
      "remodeling",
      "remodelling",
      "home improvement",
      "kitchen remodel",
      "bathroom remodel",
      "renovation",
      "home repairs",
    ],
    sellers: ["contractor", "remodeler", "builder", "tradesperson", "handyman"],
    buyer: "homeowner-households",
    us: {
      buyingShare: share(
        30,
        "About three homeowners in ten pay for a renovation or a sizeable repair in a year: " +
          "30% assumed.",
      ),
      annualSpend: spend(
        15_000,
        "A mix of small repairs ($2,000–$5,000) and occasional kitchen, bath or roof projects " +
          "($20,000–$60,000): ≈ $15,000 per paying household.",
      ),
    },
  },
  // Giving and work
  {
    id: "charitable-giving",
    name: "individual charitable giving",
    industry: "Finance",
    definition: "Donations by individuals and households to charities.",
    keywords: ["donation", "donations", "giving platform", "charitable giving", "donate"],
    sellers: ["charity", "nonprofit", "non-profit", "fundraiser"],
    buyer: "us-households",
    us: {
      buyingShare: share(
        50,
        "About half of US households give to charity in a year (Indiana University's " +
          "Philanthropy Panel Study has found just under half since 2018): 50% assumed.",
      ),
      annualSpend: spend(
        2500,
        "Donor households give about 2% of an income near $125,000: ≈ $2,500 a year.",
      ),
    },
  },
  {
    id: "corporate-training",
    name: "corporate training",
    industry: "Education",
    definition: "What US employers spend on training their staff.",
    keywords: [
      "corporate training",
      "employee training",
      "workforce training",
      "compliance training",
      "leadership training",
      "learning and development",
      "upskilling",
      "onboarding training",
    ],
    sellers: ["training provider", "trainer"],
    buyer: "employer-firms",
    us: {
      buyingShare: share(
        60,
        "Most employers pay for some training (safety, compliance, software) in a year; the " +
          "smallest often do not: 60% assumed.",
      ),
      annualSpend: spend(
        25_000,
        "About 21 employees per employer firm (about 130M private employees ÷ 6.1M firms) × " +
          "about $1,200 of training per employee a year (ATD's State of the Industry order of " +
          "magnitude) ≈ $25,000.",
      ),
    },
  },
] as const satisfies readonly NicheMarketEntry[];

export type NicheMarketId = (typeof NICHE_MARKETS)[number]["id"];
