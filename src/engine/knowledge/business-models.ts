/**
 * Unit-economics benchmarks for the eighteen business models of spec §9. Few of these numbers are
 * published for small companies, so most are `estimate`s built from typical price and cost
 * structures, with the arithmetic in the method; published benchmarks are cited where they exist
 * (SaaS surveys, app-store spending, franchising, restaurants).
 */
import type { BusinessModel } from "../../shared/options";
import { type BusinessModelEntry, estimate, fromSource, months, percent } from "./schema";

const YEAR = 2024;

export const BUSINESS_MODEL_ENTRIES: Record<BusinessModel, BusinessModelEntry> = {
  SaaS: {
    name: "SaaS",
    summary:
      "Software sold as a recurring subscription, usually per seat or per account, delivered " +
      "in the browser and improved continuously.",
    orientation: "b2b",
    deliveryMode: "online",
    grossMargin: percent(
      75,
      YEAR,
      estimate(
        "Private SaaS benchmarks such as the KBCM surveys commonly report subscription gross " +
          "margins of 70–80% after hosting and support; the 75% midpoint is used.",
      ),
    ),
    cacPaybackMonths: months(
      18,
      2019,
      estimate(
        "KBCM 2019: median blended CAC of $1.14 of sales and marketing per $1 of new ARR. " +
          "Payback = 1.14 × 12 months ÷ 0.75 gross margin ≈ 18 months.",
      ),
    ),
    retention: {
      metric: "annual-gross-revenue-retention",
      figure: percent(
        91,
        2023,
        fromSource(
          "saas-capital-retention-2023",
          "Median gross revenue retention of 90–93% across contract-value bands; 91% taken",
        ),
      ),
    },
    typicalPricePoints: [
      { label: "Per-seat plan", low: 10, high: 150, unit: "USD", per: "user", period: "month" },
      {
        label: "Annual contract",
        low: 5000,
        high: 100000,
        unit: "USD",
        per: "customer",
        period: "year",
      },
    ],
    channels: [
      "Content and SEO aimed at one job-to-be-done",
      "Free trial or product-led sign-up",
      "Founder-led outbound to a narrow customer profile",
      "Integration marketplaces (Salesforce AppExchange, Shopify App Store, AWS Marketplace)",
      "LinkedIn and community presence",
    ],
    requiredSkills: [
      "Software engineering",
      "Product management and UX",
      "B2B sales and discovery interviews",
      "Customer onboarding and success",
    ],
    capitalNeeds: {
      low: 5000,
      high: 150000,
      currency: "USD",
      basis: estimate(
        "Founder-built MVP on cloud credits: ~$5k for tools, hosting and incorporation. Three " +
          "contractors for a year: ~3 × $50k ≈ $150k. Founders' own salaries excluded.",
      ),
    },
    capitalIntensity: "low",
    timeToFirstRevenueMonths: { low: 3, high: 9 },
    minHoursPerWeek: 10,
    requiresFixedPremises: false,
    regulatoryIntensity: "low",
    keyRisks: [
      "Sales cycles outlast the runway when selling above small businesses.",
      "Churn hides behind new sales until growth slows.",
      "Incumbent suites bundle the same feature for free.",
    ],
    facts: [
      {
        text:
          "The median private SaaS company surveyed in 2019 had an annual contract value of " +
          "about $28K.",
        sourceId: "kbcm-private-saas-survey-2019",
      },
      {
        text: "Median blended CAC was $1.14 of sales and marketing spend for each $1 of new ARR.",
        sourceId: "kbcm-private-saas-survey-2019",
      },
      {
        text:
          "Median net revenue retention is about 102% across B2B SaaS and rises with contract " +
          "size.",
        sourceId: "saas-capital-retention-2023",
      },
    ],
  },

  "E-commerce": {
    name: "E-commerce",
    summary:
      "Selling physical products online from an own store, marketplaces or social shops, with " +
      "stock held, drop-shipped or printed on demand.",
    orientation: "b2c",
    deliveryMode: "online",
    grossMargin: percent(
      45,
      YEAR,
      estimate(
        "Online brands price at 2–3× landed cost (50–67% product margin); shipping, payment and " +
          "platform fees take about 10–15 points: ≈ 45%.",
      ),
    ),
    cacPaybackMonths: months(
      6,
      YEAR,
      estimate(
        "A $45 paid-social CAC against ~$25 gross profit per $55 order needs about two orders; " +
          "at one order every three months: ≈ 6 months.",
      ),
    ),
    retention: {
      metric: "annual-repeat-customer-rate",
      figure: percent(
        28,
        YEAR,
        estimate(
          "Repeat-purchase rates for online brands are commonly put at 20–35% of customers " +
            "buying again within a year; the midpoint, 28%, is used.",
        ),
      ),
    },
    typicalPricePoints: [
      {
        label: "Average order value",
        low: 30,
        high: 150,
        unit: "USD",
        per: "order",
        period: "transaction",
      },
      {
        label: "Marketplace referral fee",
        low: 8,
        high: 15,
        unit: "percent",
        per: "sale price",
        period: "transaction",
      },
    ],
    channels: [
      "Paid social (Meta, TikTok)",
      "Marketplaces (Amazon, Etsy) as a second storefront",
      "Email and SMS to an owned list",
      "Creator and influencer seeding",
      "Google Shopping and SEO",
    ],
    requiredSkills: [
      "Product sourcing and supplier management",
      "Performance marketing",
      "Brand, photography and copywriting",
      "Inventory and fulfilment operations",
    ],
    capitalNeeds: {
      low: 3000,
      high: 50000,
      currency: "USD",
      basis: estimate(
        "Print-on-demand or drop-shipping: ~$3k for store, samples and first ads. Own stock: a " +
          "first production run of $20k–$30k plus photography and ads up to ~$50k.",
      ),
    },
    capitalIntensity: "low",
    timeToFirstRevenueMonths: { low: 1, high: 4 },
    minHoursPerWeek: 10,
    requiresFixedPremises: false,
    regulatoryIntensity: "low",
    keyRisks: [
      "Ad costs rise faster than order values.",
      "Marketplace fee or ranking changes.",
      "Cash tied up in unsold stock.",
    ],
    facts: [
      {
        text:
          "E-commerce was 15.9% of US retail sales in Q1 2024, growing 8.6% a year against 1.5% " +
          "for all retail.",
        sourceId: "census-ecommerce-q1-2024",
      },
    ],
  },

  Marketplace: {
    name: "Marketplace",
    summary:
      "A platform matching buyers and sellers (goods, services or rentals) and taking a share of " +
      "each transaction.",
    orientation: "both",
    deliveryMode: "online",
    grossMargin: percent(
      70,
      YEAR,
      estimate(
        "Revenue is the take rate (10–20% of GMV); payment processing (~3% of GMV) and support " +
          "come out of it: e.g. (15 − 3 − 1.5) ÷ 15 ≈ 70% of net revenue.",
      ),
    ),
    cacPaybackMonths: months(
      12,
      YEAR,
      estimate(
        "Both sides must be acquired and early take rates are low; paybacks of 9–15 months on " +
          "net revenue are typical before liquidity; 12 used.",
      ),
    ),
    retention: {
      metric: "monthly-customer-churn",
      figure: percent(
        6,
        YEAR,
        estimate(
          "Buyers on young marketplaces commonly lapse at 4–8% a month until supply is deep " +
            "enough to satisfy every search; 6% used.",
        ),
      ),
    },
    typicalPricePoints: [
      {
        label: "Take rate",
        low: 10,
        high: 20,
        unit: "percent",
        per: "transaction value",
        period: "transaction",
      },
      {
        label: "Seller subscription",
        low: 10,
        high: 100,
        unit: "USD",
        per: "seller",
        period: "month",
      },
    ],
    channels: [
      "Hand-recruiting the first suppliers",
      "SEO landing pages per category and city",
      "Referral credits on both sides",
      "Partnerships with trade associations or communities",
    ],
    requiredSkills: [
      "Two-sided growth and operations",
      "Payments and product engineering",
      "Trust, safety and dispute handling",
      "Community management",
    ],
    capitalNeeds: {
      low: 15000,
      high: 250000,
      currency: "USD",
      basis: estimate(
        "A no-code marketplace launched in one city: ~$15k for software, payments setup and " +
          "supply incentives. A custom build with a small team and subsidised early supply: " +
          "~$250k.",
      ),
    },
    capitalIntensity: "medium",
    timeToFirstRevenueMonths: { low: 3, high: 12 },
    minHoursPerWeek: 20,
    requiresFixedPremises: false,
    regulatoryIntensity: "medium",
    keyRisks: [
      "The chicken-and-egg problem: neither side comes without the other.",
      "Buyers and sellers take the relationship off-platform.",
      "Payments, tax and worker-classification rules apply to the platform.",
    ],
    facts: [
      {
        text:
          "Big marketplaces set price expectations: Amazon, Walmart Marketplace and Temu " +
          "compete on catalogue and delivery speed.",
      },
    ],
  },

  Subscription: {
    name: "Subscription",
    summary:
      "Recurring consumer products or content (boxes, memberships, replenishment, paid content) " +
      "billed monthly or yearly.",
    orientation: "b2c",
    deliveryMode: "hybrid",
    grossMargin: percent(
      60,
      YEAR,
      estimate(
        "Physical boxes keep ~40–50% after product and shipping; digital content ~75–80%; a " +
          "blend of the two: ≈ 60%.",
      ),
    ),
    cacPaybackMonths: months(
      5,
      YEAR,
      estimate(
        "A $60 CAC against a $25/month plan at 60% margin ($15 gross profit a month): " +
          "60 ÷ 15 = 4 months, plus trial and first-month discounts: ≈ 5 months.",
      ),
    ),
    retention: {
      metric: "monthly-customer-churn",
      figure: percent(
        7,
        YEAR,
        estimate(
          "Consumer subscriptions commonly lose 5–10% of subscribers a month, more in the first " +
            "three months; 7% used.",
        ),
      ),
    },
    typicalPricePoints: [
      { label: "Monthly plan", low: 10, high: 60, unit: "USD", per: "subscriber", period: "month" },
      { label: "Annual plan", low: 60, high: 300, unit: "USD", per: "subscriber", period: "year" },
    ],
    channels: [
      "Paid social with a first-box or trial offer",
      "Referral credits",
      "Bundles and partnerships",
      "Content and community",
    ],
    requiredSkills: [
      "Lifecycle marketing and retention analytics",
      "Product curation or content creation",
      "Billing, payments and fulfilment operations",
    ],
    capitalNeeds: {
      low: 5000,
      high: 60000,
      currency: "USD",
      basis: estimate(
        "Digital memberships: ~$5k for platform, content tools and first ads. Physical boxes: " +
          "two to three months of inventory for a few hundred subscribers plus ads: ~$60k.",
      ),
    },
    capitalIntensity: "low",
    timeToFirstRevenueMonths: { low: 1, high: 4 },
    minHoursPerWeek: 10,
    requiresFixedPremises: false,
    regulatoryIntensity: "medium",
    keyRisks: [
      "Early churn cancels out acquisition.",
      "State automatic-renewal laws require clear consent and easy cancellation.",
      "Novelty fades after the first few boxes.",
    ],
    facts: [
      {
        text:
          "Streaming services are turning to cheaper ad-supported tiers, expected to be about " +
          "28% of streaming revenue by 2028.",
        sourceId: "pwc-global-em-outlook-2024",
      },
    ],
  },

  Freemium: {
    name: "Freemium",
    summary:
      "A free product that reaches many users, with a small share upgrading to paid plans for " +
      "more capacity, features or collaboration.",
    orientation: "both",
    deliveryMode: "online",
    grossMargin: percent(
      78,
      YEAR,
      estimate(
        "Software margin of ~80–85% on paid revenue, less hosting and support for free users " +
          "(~5 points): ≈ 78%.",
      ),
    ),
    cacPaybackMonths: months(
      10,
      YEAR,
      estimate(
        "Product-led sign-ups are cheap but only 2–5% convert: e.g. $3 per sign-up ÷ 3% = $100 " +
          "per payer; at $12/month and 80% margin ($9.60): 100 ÷ 9.6 ≈ 10 months.",
      ),
    ),
    retention: {
      metric: "monthly-customer-churn",
      figure: percent(
        4,
        YEAR,
        estimate("Self-serve prosumer plans commonly lose 3–5% of paying users a month; 4% used."),
      ),
    },
    typicalPricePoints: [
      { label: "Individual plan", low: 5, high: 30, unit: "USD", per: "user", period: "month" },
      { label: "Team plan", low: 10, high: 25, unit: "USD", per: "seat", period: "month" },
    ],
    channels: [
      "Built-in sharing and collaboration loops",
      "SEO through templates and free tools",
      "App stores",
      "Communities and creators",
      "In-product upgrade prompts",
    ],
    requiredSkills: [
      "Product design and onboarding",
      "Growth analytics and experimentation",
      "Engineering for many free users",
    ],
    capitalNeeds: {
      low: 20000,
      high: 300000,
      currency: "USD",
      basis: estimate(
        "Free users cost hosting and support before revenue: ~$20k for a lean launch; reaching " +
          "the ~50,000 users a 2–5% conversion needs can take ~$300k.",
      ),
    },
    capitalIntensity: "medium",
    timeToFirstRevenueMonths: { low: 6, high: 18 },
    minHoursPerWeek: 15,
    requiresFixedPremises: false,
    regulatoryIntensity: "low",
    keyRisks: [
      "The free tier is good enough and nobody upgrades.",
      "Hosting costs grow with free users.",
      "Needs a large audience before revenue is meaningful.",
    ],
    facts: [
      {
        text:
          "Median net revenue retention across B2B SaaS is about 102%; self-serve, low-price " +
          "plans sit at the bottom of the range.",
        sourceId: "saas-capital-retention-2023",
      },
    ],
  },

  "B2B Services": {
    name: "B2B Services",
    summary:
      "Done-for-you services sold to companies on retainer or by project: agencies, outsourced " +
      "operations, development shops, lead generation.",
    orientation: "b2b",
    deliveryMode: "hybrid",
    grossMargin: percent(
      50,
      YEAR,
      estimate(
        "Agencies and outsourced services pay delivery staff and contractors about 45–55% of " +
          "revenue: ≈ 50% gross margin.",
      ),
    ),
    cacPaybackMonths: months(
      4,
      YEAR,
      estimate(
        "An $8k CAC (outbound or referral fees) against a $4k/month retainer at 50% margin " +
          "($2k a month): 8 ÷ 2 = 4 months.",
      ),
    ),
    retention: {
      metric: "annual-client-retention",
      figure: percent(
        75,
        YEAR,
        estimate("Agencies commonly keep 70–80% of retainer clients year to year; 75% used."),
      ),
    },
    typicalPricePoints: [
      {
        label: "Monthly retainer",
        low: 2000,
        high: 15000,
        unit: "USD",
        per: "client",
        period: "month",
      },
      { label: "Project", low: 5000, high: 50000, unit: "USD", per: "project", period: "one-time" },
    ],
    channels: [
      "Referrals and past colleagues",
      "Outbound email and LinkedIn",
      "Partnerships with software vendors",
      "Case studies for one niche",
    ],
    requiredSkills: [
      "Expertise in the service delivered",
      "Sales and proposal writing",
      "Project management",
      "Hiring and managing contractors",
    ],
    capitalNeeds: {
      low: 2000,
      high: 25000,
      currency: "USD",
      basis: estimate(
        "Incorporation, insurance, website and tools: ~$2k. With a first hire or contractor " +
          "paid ahead of client payments: ~$25k of working capital.",
      ),
    },
    capitalIntensity: "low",
    timeToFirstRevenueMonths: { low: 1, high: 3 },
    minHoursPerWeek: 15,
    requiresFixedPremises: false,
    regulatoryIntensity: "low",
    keyRisks: [
      "Revenue grows only with headcount.",
      "A few clients make up most of revenue.",
      "Clients bring the work in-house or automate it.",
    ],
    facts: [
      {
        text: "Technology work makes up about a third of the consulting and advisory market.",
        sourceId: "source-global-research-2020-12",
      },
    ],
  },

  "Mobile App": {
    name: "Mobile App",
    summary:
      "An iOS or Android app earning from subscriptions, in-app purchases or ads, distributed " +
      "through the app stores.",
    orientation: "b2c",
    deliveryMode: "online",
    grossMargin: percent(
      70,
      YEAR,
      estimate(
        "App stores keep 15–30% of in-app revenue (15% in Apple's and Google's small-developer " +
          "programs); hosting and services ~5 points: ≈ 70%.",
      ),
    ),
    cacPaybackMonths: months(
      9,
      YEAR,
      estimate(
        "A $4 paid install converting 5% to a $10/month plan = $80 per payer; at 70% margin " +
          "($7 a month) less churn: ≈ 9 months.",
      ),
    ),
    retention: {
      metric: "monthly-customer-churn",
      figure: percent(
        10,
        YEAR,
        estimate(
          "Monthly-billed subscription apps commonly lose 8–12% of paying users a month (annual " +
            "plans less); 10% used.",
        ),
      ),
    },
    typicalPricePoints: [
      { label: "App subscription", low: 5, high: 15, unit: "USD", per: "user", period: "month" },
      {
        label: "In-app purchase",
        low: 0.99,
        high: 49.99,
        unit: "USD",
        per: "purchase",
        period: "transaction",
      },
    ],
    channels: [
      "App Store Optimisation",
      "Short-form video (TikTok, Instagram Reels)",
      "Paid user acquisition (Apple Search Ads, Meta)",
      "Referral and sharing",
    ],
    requiredSkills: [
      "iOS, Android or cross-platform development",
      "Product and interaction design",
      "Growth marketing and ASO",
    ],
    capitalNeeds: {
      low: 8000,
      high: 120000,
      currency: "USD",
      basis: estimate(
        "Cross-platform MVP by the founder plus design, store fees and first ads: ~$8k. An " +
          "outsourced build (~$60k–$80k) plus launch ads: ~$120k.",
      ),
    },
    capitalIntensity: "low",
    timeToFirstRevenueMonths: { low: 2, high: 8 },
    minHoursPerWeek: 10,
    requiresFixedPremises: false,
    regulatoryIntensity: "low",
    keyRisks: [
      "App-store policy and fee changes.",
      "Paid acquisition costs outrun lifetime value.",
      "Steep drop-off after the first week.",
    ],
    facts: [
      {
        text: "Consumers spent $171B in app stores in 2023 (+3%); non-game apps grew 11% to $64B.",
        sourceId: "dataai-state-of-mobile-2024",
      },
      {
        text: "Mobile ad spend reached $362B in 2023 as users spent about 5 hours a day in apps.",
        sourceId: "dataai-state-of-mobile-2024",
      },
    ],
  },

  Hardware: {
    name: "Hardware",
    summary:
      "Physical devices, often connected, designed by the company and built by contract " +
      "manufacturers, sold direct, through retail or to businesses.",
    orientation: "both",
    deliveryMode: "hybrid",
    grossMargin: percent(
      40,
      YEAR,
      estimate(
        "Hardware startups target 35–50% gross margin at volume so retail partners' margins and " +
          "returns still leave profit; 40% used.",
      ),
    ),
    cacPaybackMonths: months(
      3,
      YEAR,
      estimate(
        "Acquisition cost is recovered on the first unit sold when CAC is below gross profit " +
          "per unit; production and shipping lag adds 1–3 months: ≈ 3 months.",
      ),
    ),
    retention: {
      metric: "annual-repeat-customer-rate",
      figure: percent(
        15,
        YEAR,
        estimate(
          "Devices are bought rarely; accessories and consumables bring 10–20% of customers " +
            "back within a year; 15% used.",
        ),
      ),
    },
    typicalPricePoints: [
      { label: "Device", low: 50, high: 500, unit: "USD", per: "unit", period: "one-time" },
      {
        label: "Companion subscription",
        low: 5,
        high: 30,
        unit: "USD",
        per: "user",
        period: "month",
      },
    ],
    channels: [
      "Crowdfunding (Kickstarter, Indiegogo)",
      "Amazon",
      "Retail and distribution partners",
      "Reviewers on YouTube",
    ],
    requiredSkills: [
      "Electrical and mechanical engineering",
      "Manufacturing and supply-chain management",
      "Certification (FCC, UL, CE)",
      "Product marketing",
    ],
    capitalNeeds: {
      low: 75000,
      high: 1000000,
      currency: "USD",
      basis: estimate(
        "Prototypes (~$15k), injection-mold tooling ($10k–$100k+), certification ($10k–$50k) and " +
          "a first run of 1,000+ units: from ~$75k for a simple device to ~$1M for a " +
          "connected one.",
      ),
    },
    capitalIntensity: "high",
    timeToFirstRevenueMonths: { low: 9, high: 24 },
    minHoursPerWeek: 25,
    requiresFixedPremises: false,
    regulatoryIntensity: "medium",
    keyRisks: [
      "Manufacturing delays and defects after money is spent.",
      "Inventory must be paid for months before it sells.",
      "Tariffs and component shortages change unit costs.",
    ],
    facts: [
      {
        text:
          "On-demand manufacturing networks (Protolabs, Xometry, Fictiv) let hardware teams buy " +
          "parts without owning machines.",
      },
    ],
  },

  Consulting: {
    name: "Consulting",
    summary:
      "The founder's expertise sold as advice, diagnosis and plans, by the hour, the project or " +
      "on retainer.",
    orientation: "b2b",
    deliveryMode: "hybrid",
    grossMargin: percent(
      70,
      YEAR,
      estimate(
        "Direct costs of a solo practice (subcontractors, tools, insurance) are about 30% of " +
          "fees: ≈ 70% gross margin.",
      ),
    ),
    cacPaybackMonths: months(
      2,
      YEAR,
      estimate(
        "First clients come through the founder's network; a $5k first invoice repays roughly " +
          "$3k of business-development time within 1–3 months: ≈ 2 months.",
      ),
    ),
    retention: {
      metric: "annual-client-retention",
      figure: percent(
        60,
        YEAR,
        estimate(
          "Projects end; independent consultants commonly see 50–70% of clients extend or " +
            "return within a year; 60% used.",
        ),
      ),
    },
    typicalPricePoints: [
      { label: "Hourly", low: 100, high: 300, unit: "USD", per: "hour", period: "hour" },
      { label: "Project", low: 5000, high: 50000, unit: "USD", per: "project", period: "one-time" },
      { label: "Retainer", low: 2000, high: 15000, unit: "USD", per: "client", period: "month" },
    ],
    channels: [
      "Personal network and referrals",
      "LinkedIn writing and thought leadership",
      "Talks and workshops",
      "Expert networks (GLG, AlphaSights)",
    ],
    requiredSkills: [
      "Deep domain expertise",
      "Structured problem solving and writing",
      "Selling and scoping engagements",
    ],
    capitalNeeds: {
      low: 1000,
      high: 10000,
      currency: "USD",
      basis: estimate(
        "Entity, insurance, website and tools: ~$1k. With branding, travel to first clients and " +
          "three months of software: ~$10k.",
      ),
    },
    capitalIntensity: "low",
    timeToFirstRevenueMonths: { low: 0.5, high: 2 },
    minHoursPerWeek: 10,
    requiresFixedPremises: false,
    regulatoryIntensity: "low",
    keyRisks: [
      "Income stops when the founder stops working.",
      "Pipeline gaps between projects.",
      "Advisory budgets are cut in downturns.",
    ],
    facts: [
      {
        text:
          "Operations consulting is the largest segment (~30% of the market); strategy is under " +
          "15%.",
        sourceId: "consultancy-global-consulting-market",
      },
    ],
  },

  Franchise: {
    name: "Franchise",
    summary:
      "Buying the right to run a proven brand's system locally, paying an initial fee and " +
      "ongoing royalties in exchange for the playbook, brand and support.",
    orientation: "b2c",
    deliveryMode: "offline",
    grossMargin: percent(
      55,
      YEAR,
      estimate(
        "Typical food or service franchise: cost of goods ~30% and royalty plus ad fund ~8–12% " +
          "of sales: 100 − 30 − 10 ≈ 60; ~5 points more for supplies bought from the franchisor: " +
          "≈ 55%.",
      ),
    ),
    cacPaybackMonths: months(
      3,
      YEAR,
      estimate(
        "The brand brings demand; local marketing (~2% of sales) on repeat customers pays back " +
          "within 1–3 months: ≈ 3 months.",
      ),
    ),
    retention: {
      metric: "annual-repeat-customer-rate",
      figure: percent(
        45,
        YEAR,
        estimate(
          "Food and local-service franchises live on regulars; 40–50% of customers buying " +
            "again within a year is assumed; 45% used.",
        ),
      ),
    },
    typicalPricePoints: [
      {
        label: "Initial franchise fee",
        low: 20000,
        high: 50000,
        unit: "USD",
        per: "unit",
        period: "one-time",
      },
      { label: "Royalty", low: 4, high: 8, unit: "percent", per: "gross sales", period: "month" },
    ],
    channels: [
      "The brand's national marketing and app",
      "Local store marketing",
      "Community partnerships and events",
      "Loyalty programs run by the franchisor",
    ],
    requiredSkills: [
      "Operations management",
      "Hiring and leading hourly staff",
      "Local marketing",
      "Following a system",
    ],
    capitalNeeds: {
      low: 60000,
      high: 1500000,
      currency: "USD",
      basis: estimate(
        "Item 7 of franchise disclosure documents lists total initial investment: from ~$60k " +
          "for home-service concepts to $1.5M+ for sit-down restaurants.",
      ),
    },
    capitalIntensity: "high",
    timeToFirstRevenueMonths: { low: 3, high: 12 },
    minHoursPerWeek: 40,
    requiresFixedPremises: true,
    regulatoryIntensity: "medium",
    keyRisks: [
      "Royalties are owed on sales, not profit.",
      "Territory and renewal terms favour the franchisor.",
      "Brand problems elsewhere hurt the local unit.",
    ],
    facts: [
      {
        text:
          "US franchising grew 2.2% in 2023 to more than 806,000 establishments, with 1.9% " +
          "growth forecast for 2024.",
        sourceId: "ifa-franchising-outlook-2024",
      },
      {
        text:
          "The FTC Franchise Rule requires franchisors to give a Franchise Disclosure Document " +
          "at least 14 days before signing.",
      },
    ],
  },

  "Brick & Mortar Store": {
    name: "Brick & Mortar Store",
    summary:
      "A physical shop selling goods to walk-in customers, often with an online storefront and " +
      "local delivery alongside.",
    orientation: "b2c",
    deliveryMode: "offline",
    grossMargin: percent(
      45,
      YEAR,
      estimate(
        "Specialty retailers buy at 40–50% of shelf price (keystone pricing) and lose a few " +
          "points to markdowns and shrink: ≈ 45%.",
      ),
    ),
    cacPaybackMonths: months(
      2,
      YEAR,
      estimate(
        "Storefront traffic is paid for through rent; local ads at ~$15 per new customer against " +
          "a $40 basket at 45% margin ($18) pay back within the first or second visit: ≈ 2 months.",
      ),
    ),
    retention: {
      metric: "annual-repeat-customer-rate",
      figure: percent(
        40,
        YEAR,
        estimate(
          "Neighbourhood stores rely on regulars; about 40% of customers returning within a year " +
            "is assumed.",
        ),
      ),
    },
    typicalPricePoints: [
      {
        label: "Average basket",
        low: 25,
        high: 80,
        unit: "USD",
        per: "visit",
        period: "transaction",
      },
    ],
    channels: [
      "Storefront and foot traffic",
      "Google Business Profile and maps",
      "Instagram and local influencers",
      "Events and partnerships with neighbouring businesses",
      "Loyalty program",
    ],
    requiredSkills: [
      "Merchandising and buying",
      "Retail operations and staffing",
      "Inventory management",
      "Local marketing",
    ],
    capitalNeeds: {
      low: 60000,
      high: 300000,
      currency: "USD",
      basis: estimate(
        "Lease deposit and build-out ($20k–$150k), fixtures and POS ($10k–$50k) and opening " +
          "inventory ($20k–$100k): ~$60k for a small shop to ~$300k for a larger one.",
      ),
    },
    capitalIntensity: "high",
    timeToFirstRevenueMonths: { low: 3, high: 9 },
    minHoursPerWeek: 40,
    requiresFixedPremises: true,
    regulatoryIntensity: "low",
    keyRisks: [
      "A multi-year lease is owed whatever sales are.",
      "Slow-moving stock turns into markdowns.",
      "Online and big-box competitors undercut prices.",
    ],
    facts: [
      {
        text:
          "About 80% of retail spending still happens in stores: e-commerce is 20.1% of " +
          "worldwide retail in 2024.",
        sourceId: "emarketer-worldwide-ecommerce-2024",
      },
    ],
  },

  "Restaurant/Food Service": {
    name: "Restaurant/Food Service",
    summary:
      "Preparing and serving food and drinks: restaurants, cafés, food trucks, ghost kitchens " +
      "and catering.",
    orientation: "b2c",
    deliveryMode: "offline",
    grossMargin: percent(
      67,
      YEAR,
      estimate(
        "Food and beverage cost is typically 28–35% of sales: 100 − 33 ≈ 67% before labour, " +
          "which takes roughly another 30%.",
      ),
    ),
    cacPaybackMonths: months(
      2,
      YEAR,
      estimate(
        "Local promotion at ~$10 per new guest against a $25 check at 67% margin (~$17): " +
          "recovered on the first visit; launch promotions stretch it to ≈ 2 months.",
      ),
    ),
    retention: {
      metric: "annual-repeat-customer-rate",
      figure: percent(
        50,
        YEAR,
        estimate(
          "Neighbourhood restaurants depend on regulars; about half (50%) of guests returning " +
            "within a year is assumed.",
        ),
      ),
    },
    typicalPricePoints: [
      {
        label: "Average check",
        low: 15,
        high: 30,
        unit: "USD",
        per: "guest",
        period: "transaction",
      },
      { label: "Catering", low: 20, high: 75, unit: "USD", per: "guest", period: "transaction" },
    ],
    channels: [
      "Foot traffic and signage",
      "Google Maps and Yelp reviews",
      "Delivery apps (DoorDash, Uber Eats)",
      "Instagram and TikTok",
      "Catering and private events",
    ],
    requiredSkills: [
      "Menu development and food costing",
      "Kitchen and front-of-house operations",
      "Food safety",
      "Hiring and scheduling staff",
    ],
    capitalNeeds: {
      low: 75000,
      high: 750000,
      currency: "USD",
      basis: estimate(
        "An equipped food truck: ~$75k–$150k. A leased sit-down restaurant with kitchen " +
          "build-out, equipment and opening payroll: ~$250k–$750k.",
      ),
    },
    capitalIntensity: "high",
    timeToFirstRevenueMonths: { low: 3, high: 12 },
    minHoursPerWeek: 45,
    requiresFixedPremises: false,
    regulatoryIntensity: "high",
    keyRisks: [
      "Thin margins after food, labour and rent.",
      "Health inspections and food-safety incidents.",
      "Delivery-app commissions of 15–30% per order.",
    ],
    facts: [
      {
        text:
          "US restaurant sales were forecast to pass $1.1T in 2024, but only 27% of operators " +
          "expected to be more profitable.",
        sourceId: "nra-state-of-restaurant-industry-2024",
      },
    ],
  },

  "Local Services": {
    name: "Local Services",
    summary:
      "Services performed at the customer's home or business nearby: cleaning, lawn care, " +
      "repairs, moving, pet care, tutoring, mobile detailing.",
    orientation: "b2c",
    deliveryMode: "offline",
    grossMargin: percent(
      55,
      YEAR,
      estimate(
        "Labour and supplies take about 40–50% of revenue for crew-based services; owner-" +
          "operators keep more: ≈ 55%.",
      ),
    ),
    cacPaybackMonths: months(
      2,
      YEAR,
      estimate(
        "Google Local Services Ads and referrals cost ~$50 per booked customer against $150 jobs " +
          "at 55% margin (~$80): recovered on the first job; ≈ 2 months with slow starts.",
      ),
    ),
    retention: {
      metric: "annual-repeat-customer-rate",
      figure: percent(
        60,
        YEAR,
        estimate(
          "Recurring services (cleaning, lawn care, pest control) keep most customers; about 60% " +
            "buying again within a year is assumed.",
        ),
      ),
    },
    typicalPricePoints: [
      { label: "Hourly service", low: 40, high: 120, unit: "USD", per: "hour", period: "hour" },
      {
        label: "Recurring plan",
        low: 100,
        high: 400,
        unit: "USD",
        per: "household",
        period: "month",
      },
    ],
    channels: [
      "Google Business Profile and Local Services Ads",
      "Nextdoor and neighbourhood groups",
      "Referrals and reviews",
      "Lead marketplaces (Thumbtack, Angi)",
      "Yard signs and door hangers",
    ],
    requiredSkills: [
      "The trade itself",
      "Scheduling and customer service",
      "Pricing and quoting",
      "Hiring reliable crew",
    ],
    capitalNeeds: {
      low: 2000,
      high: 30000,
      currency: "USD",
      basis: estimate(
        "Tools, insurance, licence and first ads: ~$2k. With a used van or specialised " +
          "equipment: ~$30k.",
      ),
    },
    capitalIntensity: "low",
    timeToFirstRevenueMonths: { low: 0.5, high: 2 },
    minHoursPerWeek: 10,
    requiresFixedPremises: false,
    regulatoryIntensity: "medium",
    keyRisks: [
      "Trade licences and insurance are needed before the first job.",
      "Hiring and keeping reliable crew.",
      "Seasonal demand.",
    ],
    facts: [
      {
        text:
          "There are 33,185,550 small businesses in the US; most have no employees beyond the " +
          "owner.",
        sourceId: "sba-advocacy-faq-2023",
      },
    ],
  },

  Manufacturing: {
    name: "Manufacturing",
    summary:
      "Producing goods in an own facility (machining, fabrication, food or cosmetics " +
      "production, packaging) for brands, distributors or direct sale.",
    orientation: "b2b",
    deliveryMode: "offline",
    grossMargin: percent(
      30,
      YEAR,
      estimate(
        "Small manufacturers typically run 25–35% gross margins after materials, direct labour " +
          "and factory overhead; 30% used.",
      ),
    ),
    cacPaybackMonths: months(
      6,
      YEAR,
      estimate(
        "A trade-show or rep-sourced customer costing ~$6k, ordering $20k a year at 30% margin " +
          "($500 a month): 6,000 ÷ 500 = 12; repeat orders after approval halve it: ≈ 6 months.",
      ),
    ),
    retention: {
      metric: "annual-client-retention",
      figure: percent(
        80,
        YEAR,
        estimate(
          "Once a supplier is qualified, switching is costly; about 80% of customers re-ordering " +
            "each year is assumed.",
        ),
      ),
    },
    typicalPricePoints: [
      {
        label: "Production order",
        low: 5000,
        high: 100000,
        unit: "USD",
        per: "order",
        period: "one-time",
      },
      { label: "Machined part", low: 50, high: 1500, unit: "USD", per: "part", period: "one-time" },
    ],
    channels: [
      "Trade shows",
      "Manufacturers' reps and distributors",
      "Online sourcing platforms (Thomasnet, Xometry)",
      "Direct B2B sales",
    ],
    requiredSkills: [
      "Engineering and process design",
      "Quality systems (ISO 9001)",
      "Purchasing and supply-chain management",
      "B2B sales",
    ],
    capitalNeeds: {
      low: 150000,
      high: 2000000,
      currency: "USD",
      basis: estimate(
        "Used machines ($50k–$150k each), a leased facility with power upgrades, tooling and " +
          "three months of working capital: ~$150k for a small shop to ~$2M for a line.",
      ),
    },
    capitalIntensity: "very-high",
    timeToFirstRevenueMonths: { low: 6, high: 18 },
    minHoursPerWeek: 40,
    requiresFixedPremises: true,
    regulatoryIntensity: "high",
    keyRisks: [
      "Equipment is bought before customers commit.",
      "Customer concentration.",
      "Material price swings and tariffs.",
    ],
    facts: [
      {
        text:
          "Section 301 tariffs on Chinese inputs since 2018 make country of origin a cost line " +
          "to plan for.",
      },
    ],
  },

  "Retail Products": {
    name: "Retail Products",
    summary:
      "An own product line (food, cosmetics, home goods, accessories) sold wholesale to shops, " +
      "through marketplaces and direct.",
    orientation: "b2c",
    deliveryMode: "hybrid",
    grossMargin: percent(
      50,
      YEAR,
      estimate(
        "Brands sell wholesale at about 2× landed cost and retailers double again: brand margin " +
          "on wholesale ≈ 50%.",
      ),
    ),
    cacPaybackMonths: months(
      6,
      YEAR,
      estimate(
        "A wholesale account won at a $600 cost (samples, shows) reorders ~$400 a quarter at 50% " +
          "margin ($200): 600 ÷ 200 = 3 quarters; faster direct sales blend to ≈ 6 months.",
      ),
    ),
    retention: {
      metric: "annual-repeat-customer-rate",
      figure: percent(
        30,
        YEAR,
        estimate(
          "Consumables repeat well (30%+ a year), durable goods rarely; 30% is used for a " +
            "consumable-led line.",
        ),
      ),
    },
    typicalPricePoints: [
      { label: "Retail price", low: 10, high: 60, unit: "USD", per: "unit", period: "transaction" },
      {
        label: "Wholesale price",
        low: 45,
        high: 55,
        unit: "percent",
        per: "retail price",
        period: "transaction",
      },
    ],
    channels: [
      "Wholesale marketplaces (Faire) and independent shops",
      "Amazon and own online store",
      "Markets and craft fairs",
      "Regional distributors",
    ],
    requiredSkills: [
      "Product development",
      "Sourcing, packaging and labelling",
      "Wholesale selling",
      "Inventory planning",
    ],
    capitalNeeds: {
      low: 5000,
      high: 75000,
      currency: "USD",
      basis: estimate(
        "A small first batch, labels and a market stall: ~$5k. Minimum orders from a contract " +
          "manufacturer, packaging design and trade shows: ~$75k.",
      ),
    },
    capitalIntensity: "low",
    timeToFirstRevenueMonths: { low: 2, high: 6 },
    minHoursPerWeek: 10,
    requiresFixedPremises: false,
    regulatoryIntensity: "medium",
    keyRisks: [
      "Minimum order quantities tie up cash.",
      "Retailers pay on 30–60 day terms.",
      "Labelling and product-safety rules differ by category.",
    ],
    facts: [
      {
        text:
          "Forrester expects most retail ($21.9T of $28.7T in 2028) to stay in physical stores, " +
          "so shelf space still matters.",
        sourceId: "forrester-global-ecommerce-2024",
      },
    ],
  },

  "Professional Services": {
    name: "Professional Services",
    summary:
      "Licensed or credentialed services such as accounting, legal, architecture, design, " +
      "recruiting or HR, sold by the hour, fixed fee or monthly package.",
    orientation: "both",
    deliveryMode: "hybrid",
    grossMargin: percent(
      60,
      YEAR,
      estimate("Small practices pay professional staff about 35–45% of fees: ≈ 60% gross margin."),
    ),
    cacPaybackMonths: months(
      3,
      YEAR,
      estimate(
        "Referral and search-acquired clients cost ~$500 against a $400/month package at 60% " +
          "margin ($240): 500 ÷ 240 ≈ 2; onboarding time adds a month: ≈ 3 months.",
      ),
    ),
    retention: {
      metric: "annual-client-retention",
      figure: percent(
        80,
        YEAR,
        estimate(
          "Recurring engagements (tax, bookkeeping, retained counsel) keep about 80% of clients " +
            "year to year.",
        ),
      ),
    },
    typicalPricePoints: [
      { label: "Hourly", low: 75, high: 400, unit: "USD", per: "hour", period: "hour" },
      {
        label: "Monthly package",
        low: 300,
        high: 2500,
        unit: "USD",
        per: "client",
        period: "month",
      },
    ],
    channels: [
      "Referrals from adjacent professionals",
      "Google search and reviews",
      "Specialising in one niche",
      "LinkedIn",
      "Professional directories",
    ],
    requiredSkills: [
      "Licensed expertise",
      "Client communication",
      "Practice management",
      "Business development",
    ],
    capitalNeeds: {
      low: 3000,
      high: 40000,
      currency: "USD",
      basis: estimate(
        "Licence fees, malpractice insurance, practice software and website: ~$3k. With a small " +
          "office and a first hire paid ahead of receipts: ~$40k.",
      ),
    },
    capitalIntensity: "low",
    timeToFirstRevenueMonths: { low: 1, high: 4 },
    minHoursPerWeek: 15,
    requiresFixedPremises: false,
    regulatoryIntensity: "high",
    keyRisks: [
      "Licensing limits who can deliver the work.",
      "Capacity is capped by billable hours.",
      "Liability claims.",
    ],
    facts: [
      {
        text:
          "Big Four and large firms (Deloitte, PwC, EY, KPMG) dominate enterprise work; small " +
          "practices win on niche and access.",
      },
    ],
  },

  "Home-Based Business": {
    name: "Home-Based Business",
    summary:
      "A business run from home: crafts, baking under cottage-food laws, online services, " +
      "tutoring, virtual assistance, reselling.",
    orientation: "b2c",
    deliveryMode: "hybrid",
    grossMargin: percent(
      60,
      YEAR,
      estimate(
        "No rent: service-led home businesses keep 70–80%, product-led ones 40–60%; a blend: " +
          "≈ 60%.",
      ),
    ),
    cacPaybackMonths: months(
      2,
      YEAR,
      estimate(
        "Customers come from social posts, marketplaces and word of mouth at a few dollars each; " +
          "recovered on the first or second sale: ≈ 2 months.",
      ),
    ),
    retention: {
      metric: "annual-repeat-customer-rate",
      figure: percent(
        40,
        YEAR,
        estimate(
          "Local and online followers of a small maker or service return often; about 40% " +
            "buying again within a year is assumed.",
        ),
      ),
    },
    typicalPricePoints: [
      { label: "Service hour", low: 25, high: 100, unit: "USD", per: "hour", period: "hour" },
      {
        label: "Handmade item",
        low: 15,
        high: 150,
        unit: "USD",
        per: "item",
        period: "transaction",
      },
    ],
    channels: [
      "Etsy and other online marketplaces",
      "Instagram, TikTok and Facebook groups",
      "Word of mouth and Nextdoor",
      "Craft fairs and markets",
    ],
    requiredSkills: [
      "The craft or service itself",
      "Time management",
      "Basic bookkeeping",
      "Social selling",
    ],
    capitalNeeds: {
      low: 500,
      high: 10000,
      currency: "USD",
      basis: estimate(
        "Materials, a permit and an online shop: ~$500. With equipment (e.g. a commercial mixer, " +
          "embroidery machine or studio lighting): ~$10k.",
      ),
    },
    capitalIntensity: "low",
    timeToFirstRevenueMonths: { low: 0.5, high: 3 },
    minHoursPerWeek: 5,
    requiresFixedPremises: false,
    regulatoryIntensity: "low",
    keyRisks: [
      "Home-occupation permits and cottage-food caps limit size.",
      "Growth is capped by the founder's hours.",
      "Mixing home and business finances.",
    ],
    facts: [
      {
        text: "Small businesses employ 46.4% of US private-sector workers; many start at home.",
        sourceId: "sba-advocacy-faq-2023",
      },
    ],
  },

  "Event Services": {
    name: "Event Services",
    summary:
      "Planning and delivering events: planners, DJs, photographers, caterers, rentals, venues " +
      "and corporate event production.",
    orientation: "both",
    deliveryMode: "offline",
    grossMargin: percent(
      45,
      YEAR,
      estimate(
        "Vendors, staff and equipment take about 50–60% of event revenue: ≈ 45% gross margin.",
      ),
    ),
    cacPaybackMonths: months(
      2,
      YEAR,
      estimate(
        "Wedding-directory leads at ~$150 per booking against $2,500 events at 45% margin: " +
          "recovered on the first event, paid 1–3 months after booking: ≈ 2 months.",
      ),
    ),
    retention: {
      metric: "annual-repeat-customer-rate",
      figure: percent(
        25,
        YEAR,
        estimate(
          "Weddings happen once; corporate and recurring clients rebook. About 25% of clients " +
            "rebooking within a year is assumed.",
        ),
      ),
    },
    typicalPricePoints: [
      {
        label: "Event package",
        low: 1000,
        high: 10000,
        unit: "USD",
        per: "event",
        period: "one-time",
      },
      { label: "Hourly service", low: 75, high: 250, unit: "USD", per: "hour", period: "hour" },
    ],
    channels: [
      "Event marketplaces (The Knot, WeddingWire)",
      "Referrals from venues and planners",
      "Instagram portfolio",
      "Corporate outreach",
      "Google reviews",
    ],
    requiredSkills: [
      "Planning and logistics",
      "Vendor negotiation",
      "Client management",
      "The craft (photography, sound, food)",
    ],
    capitalNeeds: {
      low: 5000,
      high: 50000,
      currency: "USD",
      basis: estimate(
        "Camera, sound or décor kit, insurance and a portfolio site: ~$5k. Rental inventory or a " +
          "vehicle: up to ~$50k.",
      ),
    },
    capitalIntensity: "low",
    timeToFirstRevenueMonths: { low: 1, high: 3 },
    minHoursPerWeek: 10,
    requiresFixedPremises: false,
    regulatoryIntensity: "low",
    keyRisks: [
      "Strong seasonality and weekend concentration.",
      "Cancellations and deposits disputes.",
      "Liability at events.",
    ],
    facts: [
      {
        text:
          "Live music revenue jumped 26% in 2023 on the back of global tours, lifting demand " +
          "for event production.",
        sourceId: "pwc-global-em-outlook-2024",
      },
    ],
  },
};
