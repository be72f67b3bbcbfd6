/**
 * One entry per industry either tool can send (the union of the idea generator's fourteen and the
 * market tool's twenty). Market sizes are what the named publisher measured; where no trustworthy
 * figure exists the figure is an `estimate` whose method shows the arithmetic. Definitions differ
 * between industries (revenue, spending, value added), so each entry states its own.
 */
import type { Industry } from "../../shared/options";
import { estimate, formatUsd, fromSource, type IndustryEntry, percent, usd } from "./schema";

type NamedIndustry = Exclude<Industry, "Other">;

const NAMED_INDUSTRIES: Record<NamedIndustry, IndustryEntry> = {
  Technology: {
    name: "Technology",
    summary:
      "Software, IT services, devices, data-centre systems and communications services bought " +
      "by businesses and consumers; the home of SaaS, AI products and developer tools.",
    marketDefinition:
      "Worldwide IT spending across data-centre systems, devices, software, IT services and " +
      "communications services, as tracked by Gartner.",
    keywords: [
      "software",
      "saas",
      "app",
      "platform",
      "ai",
      "artificial intelligence",
      "machine learning",
      "llm",
      "chatbot",
      "cloud",
      "api",
      "developer",
      "devtools",
      "cybersecurity",
      "data analytics",
      "automation",
      "it services",
      "no-code",
    ],
    globalMarketSize: usd(
      5.267e12,
      2024,
      fromSource("gartner-it-spending-2024-07", "Forecast of $5,267,163M for 2024"),
    ),
    usMarketSize: usd(
      1.84e12,
      2024,
      estimate(
        "US share assumed at 35% of worldwide IT spending: above the US 25.6% share of world GDP " +
          "(IMF WEO Apr 2023: $26.9T of $105T) because US firms spend more on software per " +
          "worker. 0.35 × $5.267T (Gartner 2024) ≈ $1.84T.",
      ),
    ),
    growthRate: percent(7.5, 2024, fromSource("gartner-it-spending-2024-07"), "2023–2024"),
    trends: [
      {
        text:
          "Gartner expects data-centre systems spending to grow 24% in 2024 as companies build " +
          "for generative AI.",
        sourceId: "gartner-it-spending-2024-07",
      },
      {
        text:
          "Software is the fastest-growing large segment: about $1.10T in 2024, up 12.6% on " +
          "2023.",
        sourceId: "gartner-it-spending-2024-07",
      },
      {
        text:
          "IT services ($1.61T in 2024) has overtaken communications services as the largest IT " +
          "segment.",
        sourceId: "gartner-it-spending-2024-07",
      },
      {
        text:
          "Incumbent suites are bundling AI features into existing plans, so buyers expect AI " +
          "in the base price.",
      },
      {
        text:
          "Usage- and credit-based pricing is spreading next to per-seat pricing because AI " +
          "inference costs scale with use.",
      },
      {
        text:
          "Security reviews (SOC 2, ISO 27001) are now a routine gate in mid-market software " +
          "purchases.",
      },
    ],
    competitorArchetypes: [
      {
        name: "Horizontal platforms",
        vendor: true,
        description:
          "Suites that add the feature a startup sells as one more tab for existing customers.",
        examples: ["Microsoft", "Google", "Salesforce", "Atlassian"],
      },
      {
        name: "Vertical SaaS specialists",
        vendor: true,
        description:
          "Software built for one industry's workflow, sold with payments and integrations.",
        examples: ["Toast", "Procore", "Veeva Systems", "ServiceTitan"],
      },
      {
        name: "AI-native startups",
        vendor: true,
        description: "Products built around a language model, competing on speed of iteration.",
        examples: ["Perplexity", "Jasper", "Harvey", "Cursor (Anysphere)"],
      },
      {
        name: "IT services and consultancies",
        vendor: true,
        description: "Firms that build or integrate custom software by the project or the hour.",
        examples: ["Accenture", "Infosys", "EPAM Systems"],
      },
    ],
    pricingModels: [
      { label: "Per-seat SaaS", low: 10, high: 150, unit: "USD", per: "user", period: "month" },
      { label: "Self-serve plan", low: 0, high: 50, unit: "USD", per: "account", period: "month" },
      {
        label: "Annual B2B contract",
        low: 5000,
        high: 100000,
        unit: "USD",
        per: "customer",
        period: "year",
      },
    ],
    regulatoryNotes: [
      {
        where: "Europe",
        text:
          "Personal data brings the GDPR (the UK GDPR in Britain): a lawful basis for each use, " +
          "records of processing and prompt breach notice to the regulator.",
      },
      {
        where: "United States",
        text: "Personal data brings state privacy laws such as California's CCPA/CPRA.",
      },
      {
        where: "Europe",
        text:
          "The EU AI Act entered into force in August 2024; its obligations phase in from 2025 to " +
          "2027 by risk class.",
      },
      {
        where: "United States",
        text:
          "Selling into regulated buyers pulls in their rules: HIPAA for health data, GLBA and " +
          "SOC 2 expectations in finance.",
      },
    ],
    customerSegments: [
      {
        name: "Small and medium businesses",
        description: "Owners who buy by card, self-serve, and churn when value is unclear.",
        orientation: "b2b",
      },
      {
        name: "Mid-market and enterprise IT buyers",
        description: "Committees with security reviews, procurement and annual budgets.",
        orientation: "b2b",
      },
      {
        name: "Developers and technical teams",
        description: "Users who adopt bottom-up through free tiers and documentation.",
        orientation: "b2b",
      },
      {
        name: "Consumers and prosumers",
        description: "Individuals paying monthly for productivity, creativity or AI assistants.",
        orientation: "b2c",
      },
    ],
    keyRisks: [
      "An incumbent platform ships the same feature to its installed base.",
      "Dependence on one model provider, cloud or app store for cost and distribution.",
      "Enterprise sales cycles of 6–12 months outlast a small team's runway.",
      "A security breach ends trust with business customers.",
    ],
    competitionIntensity: "high",
    regulatoryIntensity: "medium",
    capitalIntensity: "low",
    typicalBusinessModels: ["SaaS", "Freemium", "Mobile App", "B2B Services", "Subscription"],
  },

  Healthcare: {
    name: "Healthcare",
    summary:
      "Care delivery, health insurance, drugs, devices and the software and services around " +
      "them, from clinics and telehealth to senior care and wellness.",
    marketDefinition:
      "Total health expenditure: WHO's global health spending and the CMS National Health " +
      "Expenditure accounts for the US (all payers and providers).",
    keywords: [
      "health",
      "healthcare",
      "medical",
      "clinic",
      "patient",
      "doctor",
      "hospital",
      "telehealth",
      "telemedicine",
      "mental health",
      "therapy",
      "pharmacy",
      "nurse",
      "caregiver",
      "senior care",
      "digital health",
      "medtech",
      "diagnostics",
    ],
    globalMarketSize: usd(
      9.8e12,
      2021,
      fromSource("who-global-health-expenditure-2023", "$9.8T in 2021, 10.3% of global GDP"),
    ),
    usMarketSize: usd(4.9e12, 2023, fromSource("cms-nhe-2023")),
    growthPlace: "United States",
    growthRate: percent(
      7.5,
      2023,
      fromSource("cms-nhe-2023", "US national health spending growth in 2023"),
      "2022–2023",
    ),
    trends: [
      {
        text: "US health spending reached $4.9T in 2023, 17.6% of GDP, growing 7.5%.",
        sourceId: "cms-nhe-2023",
      },
      {
        text: "US prescription-drug spending rose 11.4% in 2023, led by diabetes and obesity care.",
        sourceId: "cms-nhe-2023",
      },
      {
        text:
          "US hospital spending grew 10.4% in 2023 as patient volumes rebounded after the " +
          "pandemic.",
        sourceId: "cms-nhe-2023",
      },
      {
        text:
          "Global health spending hit $9.8T in 2021, yet low-income countries account for only " +
          "0.24% of it.",
        sourceId: "who-global-health-expenditure-2023",
      },
      {
        text:
          "Telehealth has settled into a lasting channel, strongest in behavioral health and " +
          "follow-up visits.",
      },
      {
        text:
          "Documentation automation such as ambient AI scribes is among the first AI tools " +
          "health systems buy at scale.",
      },
    ],
    competitorArchetypes: [
      {
        name: "Integrated payers and health systems",
        description: "Insurers and hospital networks that own patients, data and referral flows.",
        examples: ["UnitedHealth Group (Optum)", "HCA Healthcare", "Kaiser Permanente"],
      },
      {
        name: "Virtual-care companies",
        description: "Telehealth and direct-to-consumer care brands paid by cash or employers.",
        examples: ["Teladoc Health", "Hims & Hers", "Talkspace"],
      },
      {
        name: "Health IT and EHR vendors",
        vendor: true,
        description:
          "Records and practice-management systems every clinical tool must integrate with.",
        examples: ["Epic Systems", "Oracle Health (Cerner)", "athenahealth"],
      },
      {
        name: "Retail and membership primary care",
        description: "Convenient clinics and memberships backed by large retailers.",
        examples: ["CVS Health (MinuteClinic)", "One Medical (Amazon)"],
      },
    ],
    pricingModels: [
      {
        label: "Cash-pay virtual visit",
        low: 30,
        high: 100,
        unit: "USD",
        per: "visit",
        period: "transaction",
      },
      { label: "Care membership", low: 10, high: 200, unit: "USD", per: "member", period: "month" },
      {
        label: "Employer or payer contract",
        low: 2,
        high: 20,
        unit: "USD",
        per: "member (PMPM)",
        period: "month",
      },
      {
        label: "Clinic software",
        low: 100,
        high: 1000,
        unit: "USD",
        per: "provider",
        period: "month",
      },
    ],
    regulatoryNotes: [
      {
        where: "United States",
        text:
          "HIPAA's Privacy and Security Rules govern patient data handled by covered entities and " +
          "their business associates.",
      },
      {
        where: "United States",
        text:
          "Software that diagnoses or treats may be a medical device needing FDA clearance " +
          "(510(k) or De Novo).",
      },
      {
        where: "United States",
        text:
          "Clinicians must be licensed in the patient's state, which shapes how telehealth scales " +
          "across the US.",
      },
      {
        where: "United States",
        text: "Reimbursement codes (CPT) and payer coverage decide whether a service is paid at all.",
      },
    ],
    customerSegments: [
      {
        name: "Patients and consumers",
        description: "People paying cash or copays for convenient care.",
        orientation: "b2c",
      },
      {
        name: "Clinics and provider groups",
        description: "Practices buying software and services to save staff time.",
        orientation: "b2b",
      },
      {
        name: "Employers and health plans",
        description: "Payers buying programs that lower claims costs.",
        orientation: "b2b",
      },
      {
        name: "Family caregivers",
        description: "Adult children organizing care for aging parents.",
        orientation: "b2c",
      },
    ],
    keyRisks: [
      "Regulatory clearance or licensing takes longer than planned.",
      "Health-system sales cycles of 9–18 months.",
      "Reimbursement changes can erase a business model overnight.",
      "Clinical liability and data-breach exposure.",
    ],
    competitionIntensity: "medium",
    regulatoryIntensity: "high",
    capitalIntensity: "high",
    typicalBusinessModels: [
      "SaaS",
      "B2B Services",
      "Subscription",
      "Mobile App",
      "Professional Services",
    ],
  },

  Finance: {
    name: "Finance",
    summary:
      "Banking, payments, lending, insurance, investing and the software small businesses use to " +
      "run their money: the territory of fintech and insurtech.",
    marketDefinition:
      "Global banking and insurance revenue pools as sized by BCG and QED Investors.",
    keywords: [
      "fintech",
      "finance",
      "bank",
      "banking",
      "payments",
      "lending",
      "loan",
      "credit",
      "insurance",
      "insurtech",
      "invoice",
      "accounting",
      "bookkeeping",
      "budgeting",
      "investing",
      "wealth",
      "crypto",
      "payroll",
    ],
    globalMarketSize: usd(
      12.5e12,
      2022,
      fromSource(
        "bcg-qed-global-fintech-2023",
        "Described as the current $12.5T financial services industry in the 2023 report",
      ),
    ),
    usMarketSize: usd(
      3.75e12,
      2022,
      estimate(
        "US share assumed at 30%: above its 25.6% share of world GDP (IMF WEO Apr 2023) because " +
          "BCG notes revenue pools concentrate in North America and Asia-Pacific. " +
          "0.30 × $12.5T ≈ $3.75T.",
      ),
    ),
    growthRate: percent(
      6,
      2030,
      fromSource(
        "bcg-qed-global-fintech-2023",
        "Banking and insurance revenue pools expected to reach $21.9T by 2030, a 6% CAGR",
      ),
      "2022–2030",
    ),
    trends: [
      {
        text:
          "Payments revenue reached $2.4T in 2023 and is expected to grow about 5% a year to " +
          "$3.1T by 2028.",
        sourceId: "mckinsey-global-payments-2024",
      },
      {
        text:
          "Global cash use is at about 80% of 2019 levels and falling ~4% a year as instant " +
          "payments spread.",
        sourceId: "mckinsey-global-payments-2024",
      },
      {
        text: "Fintech revenues are forecast to grow about sixfold to $1.5T a year by 2030.",
        sourceId: "bcg-qed-global-fintech-2023",
      },
      {
        text:
          "Net interest income is now close to half of payments revenue after the 2022–2023 " +
          "rate rises.",
        sourceId: "mckinsey-global-payments-2024",
      },
      {
        text:
          "Embedded finance lets software platforms offer payments, cards and loans through " +
          "partner banks.",
      },
      {
        text:
          "The 2024 collapse of banking-as-a-service middleware Synapse froze end-user funds " +
          "and tightened partner-bank oversight.",
      },
    ],
    competitorArchetypes: [
      {
        name: "Incumbent banks and card networks",
        vendor: true,
        description: "Balance sheets, licences and distribution that fintechs often rent.",
        examples: ["JPMorgan Chase", "Visa", "Mastercard"],
      },
      {
        name: "Payments and embedded-finance platforms",
        vendor: true,
        description: "APIs that let any business accept and move money.",
        examples: ["Stripe", "Adyen", "Block (Square)"],
      },
      {
        name: "Neobanks and consumer fintech",
        description: "App-first accounts, cards and credit for consumers.",
        examples: ["Chime", "Revolut", "Nubank"],
      },
      {
        name: "SMB finance and spend management",
        vendor: true,
        description: "Cards, bill pay and bookkeeping bundled for small companies.",
        examples: ["Ramp", "Brex", "Intuit QuickBooks"],
      },
    ],
    pricingModels: [
      {
        label: "Card processing",
        low: 2.5,
        high: 3.5,
        unit: "percent",
        per: "transaction value",
        period: "transaction",
      },
      {
        label: "Finance software",
        low: 10,
        high: 500,
        unit: "USD",
        per: "business",
        period: "month",
      },
      {
        label: "Consumer lending APR",
        low: 8,
        high: 36,
        unit: "percent",
        per: "balance",
        period: "year",
      },
      {
        label: "Advisory fee",
        low: 0.25,
        high: 1,
        unit: "percent",
        per: "assets under management",
        period: "year",
      },
    ],
    regulatoryNotes: [
      {
        where: "United States",
        text:
          "Moving money needs state money-transmitter licences in the US or a sponsor-bank " +
          "partnership.",
      },
      {
        where: "United States",
        text: "KYC/AML duties under the Bank Secrecy Act and OFAC sanctions screening apply from day one.",
      },
      {
        where: "United States",
        text:
          "Consumer products face CFPB oversight; the CFPB's 2024 open-banking rule (Section " +
          "1033) covers data access.",
      },
      {
        where: "anywhere",
        text: "Card data requires PCI DSS compliance; Europe adds PSD2 and MiCA for crypto-assets.",
      },
    ],
    customerSegments: [
      {
        name: "Consumers and households",
        description: "People managing spending, saving, credit and insurance.",
        orientation: "b2c",
      },
      {
        name: "Small businesses",
        description: "Owners needing payments, cash flow and bookkeeping.",
        orientation: "b2b",
      },
      {
        name: "Finance teams",
        description: "CFOs and controllers buying spend, treasury and close tools.",
        orientation: "b2b",
      },
      {
        name: "Underbanked consumers",
        description: "People poorly served by banks who pay high fees today.",
        orientation: "b2c",
      },
    ],
    keyRisks: [
      "Licensing takes 12–24 months and significant legal spend.",
      "Fraud and chargebacks scale faster than revenue.",
      "Dependence on a partner bank that can exit the program.",
      "Credit losses when rates or unemployment rise.",
    ],
    competitionIntensity: "high",
    regulatoryIntensity: "high",
    capitalIntensity: "high",
    typicalBusinessModels: ["SaaS", "Marketplace", "Subscription", "Mobile App", "B2B Services"],
  },

  Education: {
    name: "Education",
    summary:
      "Schools, universities, tutoring, test prep, language learning, corporate training and the " +
      "EdTech that serves them.",
    marketDefinition:
      "Total education and training expenditure by governments, households and employers, as " +
      "sized by HolonIQ (all products and services, digital included).",
    keywords: [
      "education",
      "edtech",
      "learning",
      "course",
      "online course",
      "tutoring",
      "tutor",
      "school",
      "student",
      "teacher",
      "university",
      "bootcamp",
      "training",
      "upskilling",
      "language learning",
      "exam prep",
      "homeschool",
      "lms",
    ],
    globalMarketSize: usd(
      7.3e12,
      2025,
      fromSource("holoniq-education-market-2020", "Forecast total expenditure of $7.3T by 2025"),
    ),
    usMarketSize: usd(
      1.61e12,
      2023,
      estimate(
        "OECD's Education at a Glance puts US spending on educational institutions (primary to " +
          "tertiary) at roughly 6% of GDP: 0.06 × $26.9T (US GDP 2023, IMF WEO Apr 2023) ≈ " +
          "$1.61T. Excludes most corporate training.",
      ),
    ),
    growthRate: percent(
      6.5,
      2030,
      estimate(
        "HolonIQ expects $7.3T in 2025 and about $10T by 2030: (10 ÷ 7.3)^(1/5) − 1 ≈ 6.5% a year.",
      ),
      "2025–2030",
    ),
    trends: [
      {
        text:
          "EdTech spending was forecast to grow about 16% a year to $404B by 2025, still only " +
          "~5% of education spend.",
        sourceId: "holoniq-education-market-2020",
      },
      {
        text:
          "Less than 3% of education expenditure went to technology in 2019: one of the least " +
          "digitised sectors.",
        sourceId: "holoniq-education-outlook-2019",
      },
      {
        text:
          "Global education spending is expected to reach about $10T by 2030, driven by Asia " +
          "and Africa.",
        sourceId: "holoniq-education-outlook-2019",
      },
      {
        text:
          "AI tutors and grading assistants are entering classrooms, forcing new rules on " +
          "assessment integrity.",
      },
      {
        text:
          "Skills-based hiring lifts short credentials (certificates, bootcamps) as an " +
          "alternative to degrees.",
      },
    ],
    competitorArchetypes: [
      {
        name: "Course marketplaces",
        description: "Catalogues of courses from instructors or universities.",
        examples: ["Coursera", "Udemy", "edX"],
      },
      {
        name: "K-12 platforms",
        vendor: true,
        description: "Systems and content sold to schools and districts.",
        examples: ["PowerSchool", "Nearpod", "Khan Academy"],
      },
      {
        name: "Tutoring and test prep",
        description: "Live or on-demand help paid by families.",
        examples: ["Chegg", "Varsity Tutors (Nerdy)", "Kaplan"],
      },
      {
        name: "Consumer learning apps",
        description: "Gamified subscription apps for languages and skills.",
        examples: ["Duolingo", "Babbel", "Brilliant"],
      },
      {
        name: "Corporate learning platforms",
        vendor: true,
        description:
          "Learning systems and course libraries sold to employers for compliance and skills training.",
        examples: ["Cornerstone OnDemand", "Docebo", "SAP Litmos"],
      },
    ],
    pricingModels: [
      {
        label: "Consumer subscription",
        low: 10,
        high: 40,
        unit: "USD",
        per: "learner",
        period: "month",
      },
      {
        label: "Online course",
        low: 20,
        high: 2000,
        unit: "USD",
        per: "course",
        period: "one-time",
      },
      {
        label: "Private tutoring",
        low: 25,
        high: 100,
        unit: "USD",
        per: "session hour",
        period: "hour",
      },
      { label: "School licence", low: 3, high: 30, unit: "USD", per: "student", period: "year" },
    ],
    regulatoryNotes: [
      {
        where: "United States",
        text: "FERPA protects student education records held by schools and their vendors.",
      },
      {
        where: "United States",
        text: "COPPA requires verifiable parental consent before collecting data from children under 13.",
      },
      {
        where: "United States",
        text:
          "Many states add student-privacy laws (e.g., California's SOPIPA) that vendors must " +
          "sign up to.",
      },
      {
        where: "anywhere",
        text: "Degree-granting and many credit-bearing programs need accreditation.",
      },
      {
        where: "United States",
        text:
          "Many OSHA standards require employers to train workers on the hazards of their jobs, in " +
          "a language and vocabulary they understand.",
      },
    ],
    customerSegments: [
      {
        name: "Schools and districts",
        description: "Buyers on annual budget cycles with procurement rules.",
        orientation: "b2b",
      },
      {
        name: "Parents and students",
        description: "Families paying for tutoring, prep and enrichment.",
        orientation: "b2c",
      },
      {
        name: "Adult learners",
        description: "Career changers and upskillers paying out of pocket.",
        orientation: "b2c",
      },
      {
        name: "Employers",
        description: "L&D teams buying training for their workforce.",
        orientation: "b2b",
      },
    ],
    keyRisks: [
      "School procurement follows budget years, so a missed window costs twelve months.",
      "Consumers show low willingness to pay and high churn after goals are met.",
      "Free alternatives (YouTube, general AI chatbots) anchor prices near zero.",
    ],
    competitionIntensity: "high",
    regulatoryIntensity: "medium",
    capitalIntensity: "low",
    typicalBusinessModels: ["Subscription", "Freemium", "Marketplace", "SaaS", "Local Services"],
  },

  "E-commerce": {
    name: "E-commerce",
    summary:
      "Selling goods online: direct-to-consumer brands, marketplace sellers, subscription boxes " +
      "and the tools and services that support them.",
    marketDefinition:
      "Retail e-commerce sales of goods ordered online (travel and event tickets excluded).",
    keywords: [
      "e-commerce",
      "ecommerce",
      "online store",
      "shopify",
      "dtc",
      "direct to consumer",
      "sell online",
      "amazon seller",
      "dropshipping",
      "online shop",
      "subscription box",
      "etsy",
      "checkout",
      "fulfillment",
      "print on demand",
      "tiktok shop",
    ],
    globalMarketSize: usd(
      6.334e12,
      2024,
      fromSource("emarketer-worldwide-ecommerce-2024", "$6.334T forecast for 2024"),
    ),
    usMarketSize: usd(
      1.192e12,
      2024,
      fromSource("census-ecommerce-q4-2024", "2024 US retail e-commerce sales of about $1.19T"),
    ),
    growthRate: percent(
      9.1,
      2028,
      estimate(
        "Forrester: global online retail $4.4T in 2023 and $6.8T forecast for 2028: " +
          "(6.8 ÷ 4.4)^(1/5) − 1 ≈ 9.1% a year.",
      ),
      "2023–2028",
    ),
    trends: [
      {
        text:
          "E-commerce was 15.9% of US retail sales in Q1 2024 (seasonally adjusted), up 8.6% " +
          "year on year.",
        sourceId: "census-ecommerce-q1-2024",
      },
      {
        text:
          "Worldwide retail e-commerce is forecast at $6.33T in 2024, 20.1% of retail; China is " +
          "over half of it.",
        sourceId: "emarketer-worldwide-ecommerce-2024",
      },
      {
        text:
          "Latin America is the fastest-growing e-commerce region (15.8% in 2024); Western " +
          "Europe grows 6.4%.",
        sourceId: "emarketer-worldwide-ecommerce-2024",
      },
      {
        text:
          "Forrester expects online to reach 24% of global retail by 2028, led by marketplaces, " +
          "social and quick commerce.",
        sourceId: "forrester-global-ecommerce-2024",
      },
      {
        text:
          "Ultra-low-price cross-border marketplaces (Temu, Shein) push up ad costs for small " +
          "brands on Meta and Google.",
      },
      {
        text:
          "Social commerce and live selling (TikTok Shop) have become a real acquisition " +
          "channel for small brands.",
      },
    ],
    competitorArchetypes: [
      {
        name: "Everything marketplaces",
        description: "Giant catalogues with fast shipping that set price expectations.",
        examples: ["Amazon", "Walmart Marketplace", "Temu"],
      },
      {
        name: "Storefront platforms",
        vendor: true,
        description: "Tools that make launching a branded store cheap, so rivals appear quickly.",
        examples: ["Shopify", "WooCommerce", "BigCommerce"],
      },
      {
        name: "Direct-to-consumer brands",
        description: "Brands that built a category online before moving into stores.",
        examples: ["Warby Parker", "Allbirds", "Glossier"],
      },
      {
        name: "Niche marketplaces",
        description: "Communities for handmade, vintage or wholesale goods.",
        examples: ["Etsy", "eBay", "Faire"],
      },
    ],
    pricingModels: [
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
      {
        label: "Store platform plan",
        low: 29,
        high: 399,
        unit: "USD",
        per: "store",
        period: "month",
      },
      { label: "Subscription box", low: 15, high: 60, unit: "USD", per: "box", period: "month" },
    ],
    regulatoryNotes: [
      {
        where: "United States",
        text:
          "Since South Dakota v. Wayfair (2018), states can require sales-tax collection once a " +
          "seller passes economic-nexus thresholds.",
      },
      {
        where: "United States",
        text:
          "The FTC's 2024 rule bans fake reviews and testimonials; 'Made in USA' claims must be " +
          "all or virtually all true.",
      },
      {
        where: "United States",
        text:
          "The INFORM Consumers Act (2023) requires marketplaces to verify high-volume " +
          "third-party sellers.",
      },
      {
        where: "Europe",
        text:
          "Selling to the EU brings a 14-day withdrawal right and, since December 2024, the " +
          "General Product Safety Regulation.",
      },
    ],
    customerSegments: [
      {
        name: "Online shoppers",
        description: "Consumers comparing price, delivery speed and reviews.",
        orientation: "b2c",
      },
      {
        name: "Gift buyers",
        description: "Seasonal shoppers who value curation and fast delivery.",
        orientation: "b2c",
      },
      {
        name: "Subscribers",
        description: "Customers of replenishment or discovery subscriptions.",
        orientation: "b2c",
      },
      {
        name: "Independent retailers",
        description: "Shops buying wholesale online from emerging brands.",
        orientation: "b2b",
      },
    ],
    keyRisks: [
      "Paid-acquisition costs rise faster than order value.",
      "Marketplace fee or algorithm changes cut traffic overnight.",
      "Returns and chargebacks erode thin margins.",
      "Inventory ties up cash before it sells.",
    ],
    competitionIntensity: "high",
    regulatoryIntensity: "low",
    capitalIntensity: "low",
    typicalBusinessModels: ["E-commerce", "Subscription", "Marketplace", "Retail Products"],
  },

  Manufacturing: {
    name: "Manufacturing",
    summary:
      "Making physical goods: contract manufacturing, machining, 3D printing, packaging, food " +
      "and consumer-product production, and the software and services plants buy.",
    marketDefinition:
      "Manufacturing value added (output minus intermediate inputs), the national-accounts " +
      "measure.",
    keywords: [
      "manufacturing",
      "factory",
      "production",
      "fabrication",
      "cnc",
      "3d printing",
      "machining",
      "industrial",
      "supply chain",
      "contract manufacturer",
      "oem",
      "assembly",
      "injection molding",
      "packaging",
      "prototype",
      "welding",
    ],
    globalMarketSize: usd(
      16.8e12,
      2023,
      estimate(
        "World Bank World Development Indicators put manufacturing at about 16% of world GDP: " +
          "0.16 × $105T (IMF WEO Apr 2023) ≈ $16.8T of value added.",
      ),
    ),
    usMarketSize: usd(
      2.69e12,
      2023,
      estimate(
        "BEA GDP-by-industry data put US manufacturing at about 10% of GDP: 0.10 × $26.9T " +
          "(IMF WEO Apr 2023) ≈ $2.69T of value added.",
      ),
    ),
    growthRate: percent(
      3.8,
      2023,
      estimate(
        "World nominal GDP grew about 5.3% in 2023 (IMF WEO Apr 2023); manufacturing's share of " +
          "world GDP drifts down over time, so 1.5 points are taken off: 5.3 − 1.5 ≈ 3.8% a year.",
      ),
      "2023–2028",
    ),
    trends: [
      {
        text:
          "Reshoring and nearshoring to Mexico are reshaping North American supply chains after " +
          "pandemic disruptions.",
      },
      {
        text:
          "US incentives (CHIPS and Science Act, Inflation Reduction Act) set off a wave of " +
          "semiconductor and battery plant construction.",
      },
      {
        text:
          "Collaborative robots and low-cost automation are reaching small shops as skilled " +
          "labour stays scarce.",
      },
      {
        text:
          "On-demand manufacturing networks let startups buy machining and molding by the part " +
          "instead of building plants.",
      },
      {
        text:
          "Section 301 tariffs on Chinese goods since 2018 make country of origin a cost line " +
          "to plan for.",
      },
    ],
    competitorArchetypes: [
      {
        name: "Contract manufacturers",
        vendor: true,
        description: "Large electronics and product assemblers serving brands at scale.",
        examples: ["Foxconn", "Flex", "Jabil"],
      },
      {
        name: "On-demand manufacturing platforms",
        vendor: true,
        description: "Networks quoting parts online and routing work to shops.",
        examples: ["Protolabs", "Xometry", "Fictiv"],
      },
      {
        name: "Industrial incumbents",
        description: "Diversified manufacturers with brands, channels and service networks.",
        examples: ["Siemens", "3M", "Honeywell"],
      },
    ],
    pricingModels: [
      {
        label: "Prototype parts",
        low: 50,
        high: 1500,
        unit: "USD",
        per: "part",
        period: "one-time",
      },
      {
        label: "Small production run",
        low: 5000,
        high: 100000,
        unit: "USD",
        per: "order",
        period: "one-time",
      },
      { label: "Plant software", low: 500, high: 5000, unit: "USD", per: "site", period: "month" },
    ],
    regulatoryNotes: [
      {
        where: "United States",
        text: "OSHA standards govern machine guarding, chemical handling and injury reporting.",
      },
      {
        where: "United States",
        text: "EPA and state permits cover air emissions, wastewater and hazardous waste.",
      },
      {
        where: "anywhere",
        text:
          "Products need certification for their market: UL listing, FCC for electronics, CE " +
          "marking in the EU.",
      },
      {
        where: "United States",
        text: "Defence-related parts fall under ITAR or EAR export controls.",
      },
    ],
    customerSegments: [
      {
        name: "Brands and OEMs",
        description: "Companies outsourcing production capacity.",
        orientation: "b2b",
      },
      {
        name: "Hardware startups",
        description: "Teams needing prototypes and first production runs.",
        orientation: "b2b",
      },
      {
        name: "Plant operators",
        description: "Factories buying maintenance, automation and software.",
        orientation: "b2b",
      },
      {
        name: "Consumers of custom goods",
        description: "Buyers of made-to-order or personalised products.",
        orientation: "b2c",
      },
    ],
    keyRisks: [
      "Equipment and tooling costs are sunk before the first sale.",
      "One or two customers often make up most of revenue.",
      "Input prices (steel, resin, chips) swing with commodity cycles and tariffs.",
    ],
    competitionIntensity: "medium",
    regulatoryIntensity: "high",
    capitalIntensity: "very-high",
    typicalBusinessModels: ["Manufacturing", "Hardware", "B2B Services", "SaaS"],
  },

  "Real Estate": {
    name: "Real Estate",
    summary:
      "Buying, selling, renting, managing and improving property, with the brokerage, proptech " +
      "and short-term-rental businesses around it.",
    marketDefinition:
      "Annual value of residential resale transactions (US) scaled to the world; the stock of " +
      "real estate itself (Savills: $379.7T) is far larger but is an asset value, not a market.",
    keywords: [
      "real estate",
      "property",
      "proptech",
      "rent",
      "rental",
      "landlord",
      "tenant",
      "mortgage",
      "home buying",
      "realtor",
      "broker",
      "property management",
      "short-term rental",
      "airbnb host",
      "commercial real estate",
      "home improvement",
    ],
    globalMarketSize: usd(
      6.23e12,
      2023,
      estimate(
        "US resale value (4.09M homes × $389,800 median = $1.594T, NAR 2023) divided by the US " +
          "25.6% share of world GDP (IMF WEO Apr 2023): $1.594T ÷ 0.256 ≈ $6.23T. Assumes other " +
          "countries transact housing in proportion to GDP.",
      ),
    ),
    usMarketSize: usd(
      1.594e12,
      2023,
      estimate(
        "NAR: 4.09M existing-home sales in 2023 at a $389,800 median price: 4.09M × $389,800 ≈ " +
          "$1.59T. Using the median understates the total; new homes and commercial deals " +
          "excluded.",
      ),
    ),
    growthRate: percent(
      5.9,
      2022,
      estimate(
        "Savills: global real-estate value at end-2022 was 18.7% above 2019: 1.187^(1/3) − 1 ≈ " +
          "5.9% a year (a value trend, used as a proxy for market growth).",
      ),
      "2019–2022",
    ),
    trends: [
      {
        text:
          "Global real estate was worth $379.7T at end-2022, 76% of it residential; value fell " +
          "2.8% in 2022.",
        sourceId: "savills-global-real-estate-value-2023",
      },
      {
        text:
          "US existing-home sales fell to 4.09M in 2023, the fewest since 1995, while the " +
          "median price hit a record $389,800.",
        sourceId: "nar-existing-home-sales-2023",
      },
      {
        text:
          "The 2024 NAR commission settlement changed how US buyer-agent fees are agreed, " +
          "pressuring 5–6% commissions.",
      },
      {
        text:
          "Office vacancies stay high after the shift to hybrid work while industrial and " +
          "data-centre space stays in demand.",
      },
      {
        text:
          "Owners locked into low-rate mortgages are not selling, which keeps US housing " +
          "inventory tight.",
      },
    ],
    competitorArchetypes: [
      {
        name: "Listing portals",
        vendor: true,
        description: "Where buyers and renters start, monetised by agent advertising.",
        examples: ["Zillow", "Realtor.com", "Rightmove"],
      },
      {
        name: "Brokerages",
        description: "Agent networks taking a share of commissions.",
        examples: ["Compass", "eXp Realty", "Keller Williams"],
      },
      {
        name: "Property-management software",
        vendor: true,
        description: "Systems for rent collection, maintenance and accounting.",
        examples: ["AppFolio", "Buildium", "Yardi"],
      },
      {
        name: "Short-term rental platforms",
        description: "Marketplaces turning homes into lodging.",
        examples: ["Airbnb", "Vrbo"],
      },
    ],
    pricingModels: [
      {
        label: "Agent commission (one side)",
        low: 2,
        high: 3,
        unit: "percent",
        per: "sale price",
        period: "transaction",
      },
      {
        label: "Property management fee",
        low: 8,
        high: 12,
        unit: "percent",
        per: "monthly rent",
        period: "month",
      },
      {
        label: "Property-management software",
        low: 1,
        high: 3,
        unit: "USD",
        per: "unit",
        period: "month",
      },
      {
        label: "Short-term rental co-hosting",
        low: 15,
        high: 30,
        unit: "percent",
        per: "booking revenue",
        period: "transaction",
      },
    ],
    regulatoryNotes: [
      {
        where: "United States",
        text: "Brokering or managing property for others requires a state real-estate licence.",
      },
      {
        where: "United States",
        text: "The Fair Housing Act bars discrimination in advertising, screening and lending.",
      },
      {
        where: "United States",
        text: "RESPA prohibits kickbacks between settlement-service providers.",
      },
      {
        where: "anywhere",
        text:
          "Cities increasingly license, cap or tax short-term rentals; rent-control rules vary by " +
          "city.",
      },
    ],
    customerSegments: [
      {
        name: "Home buyers and sellers",
        description: "Households making a once-a-decade transaction.",
        orientation: "b2c",
      },
      {
        name: "Renters",
        description: "Tenants searching, applying and paying rent.",
        orientation: "b2c",
      },
      {
        name: "Small landlords and managers",
        description: "Owners of a few to a few hundred units.",
        orientation: "b2b",
      },
      {
        name: "Commercial owners and investors",
        description: "Buyers of offices, retail and industrial space.",
        orientation: "b2b",
      },
    ],
    keyRisks: [
      "Transaction volumes swing with mortgage rates.",
      "Licensing and local regulation differ city by city.",
      "Incumbent portals control buyer attention and agent budgets.",
    ],
    competitionIntensity: "high",
    regulatoryIntensity: "high",
    capitalIntensity: "high",
    typicalBusinessModels: ["Marketplace", "SaaS", "Professional Services", "Local Services"],
  },

  "Food & Beverage": {
    name: "Food & Beverage",
    summary:
      "Restaurants, cafés, catering, food trucks, packaged food and drinks, meal kits and the " +
      "delivery and grocery channels that sell them.",
    marketDefinition:
      "Total food spending (at home and away from home) by consumers, businesses and government.",
    keywords: [
      "food",
      "beverage",
      "restaurant",
      "cafe",
      "coffee",
      "bakery",
      "catering",
      "meal kit",
      "snack",
      "drinks",
      "brewery",
      "food truck",
      "grocery",
      "plant-based",
      "ghost kitchen",
      "food delivery",
      "recipe",
    ],
    globalMarketSize: usd(
      10.5e12,
      2023,
      estimate(
        "World food spending assumed at 10% of world GDP: the US spends 9.6% ($2.57T ÷ $26.9T) " +
          "and poorer countries spend a larger share of income on food. 0.10 × $105T (IMF WEO " +
          "Apr 2023) ≈ $10.5T.",
      ),
    ),
    usMarketSize: usd(2.57e12, 2023, fromSource("usda-ers-food-expenditure-2024")),
    growthPlace: "United States",
    growthRate: percent(
      4.7,
      2023,
      estimate(
        "USDA ERS: real US food spending rose 70% from 1997 to 2022: 1.70^(1/25) − 1 ≈ 2.1% a " +
          "year; with 2.5% assumed inflation: 1.021 × 1.025 − 1 ≈ 4.7% nominal.",
      ),
      "1997–2022 trend",
    ),
    trends: [
      {
        text:
          "US food spending reached a record $2.57T in 2023; food-away-from-home spending per " +
          "person rose 12% to $4,485.",
        sourceId: "usda-ers-food-expenditure-2024",
      },
      {
        text:
          "Real US food spending grew 70% between 1997 and 2022, with food away from home " +
          "growing fastest.",
        sourceId: "usda-ers-amber-waves-food-spending-2023",
      },
      {
        text: "US restaurant sales were forecast to pass $1.1T in 2024, with 15.7M employees.",
        sourceId: "nra-state-of-restaurant-industry-2024",
      },
      {
        text:
          "Only 27% of operators expected to be more profitable in 2024; food costs rose over " +
          "20% and wages over 30% since 2019.",
        sourceId: "nra-state-of-restaurant-industry-2024",
      },
      {
        text:
          "Takeout is essential for 67% of millennials and 63% of Gen Z adults, sustaining " +
          "delivery and drive-thru formats.",
        sourceId: "nra-state-of-restaurant-industry-2024",
      },
      {
        text:
          "Franchising kept growing in 2023 to more than 806,000 US establishments, many of " +
          "them restaurants.",
        sourceId: "ifa-franchising-outlook-2024",
      },
    ],
    competitorArchetypes: [
      {
        name: "Quick-service chains",
        description: "Scale, speed and marketing budgets that set price expectations.",
        examples: ["McDonald's", "Chipotle", "Starbucks"],
      },
      {
        name: "Packaged-food majors",
        description: "CPG companies controlling shelf space and distribution.",
        examples: ["PepsiCo", "Nestlé", "Kraft Heinz"],
      },
      {
        name: "Delivery and grocery platforms",
        description: "Aggregators owning demand and charging commissions.",
        examples: ["DoorDash", "Uber Eats", "Instacart"],
      },
      {
        name: "Emerging challenger brands",
        description: "Beverage and snack brands built online and through social media.",
        examples: ["Liquid Death", "Olipop", "Athletic Brewing"],
      },
      {
        name: "Hospitality software and systems",
        vendor: true,
        description:
          "Point-of-sale, ordering, stock and booking systems sold to restaurants, cafés, pubs and bars.",
        examples: ["Toast", "Lightspeed", "Square for Restaurants"],
      },
    ],
    pricingModels: [
      {
        label: "Casual-dining check",
        low: 15,
        high: 30,
        unit: "USD",
        per: "guest",
        period: "transaction",
      },
      {
        label: "Packaged product (retail shelf)",
        low: 3,
        high: 12,
        unit: "USD",
        per: "unit",
        period: "transaction",
      },
      { label: "Meal kit", low: 8, high: 13, unit: "USD", per: "serving", period: "transaction" },
      { label: "Catering", low: 20, high: 75, unit: "USD", per: "guest", period: "transaction" },
    ],
    regulatoryNotes: [
      {
        where: "United States",
        text:
          "FDA rules under the Food Safety Modernization Act cover preventive controls; labels " +
          "need nutrition facts and the nine major allergens.",
      },
      {
        where: "anywhere",
        text: "Local health departments issue food-service permits and inspect kitchens.",
      },
      {
        where: "United States",
        text:
          "Cottage-food laws let home kitchens sell low-risk foods, with sales caps that vary by " +
          "state.",
      },
      {
        where: "United States",
        text: "Alcohol needs federal TTB permits plus state licences under the three-tier system.",
      },
    ],
    customerSegments: [
      { name: "Diners", description: "Consumers eating out or ordering in.", orientation: "b2c" },
      {
        name: "Grocery shoppers",
        description: "Households buying packaged and fresh food.",
        orientation: "b2c",
      },
      {
        name: "Retailers and distributors",
        description: "Buyers deciding which brands get shelf space.",
        orientation: "b2b",
      },
      {
        name: "Corporate and event clients",
        description: "Offices and hosts ordering catering.",
        orientation: "b2b",
      },
    ],
    keyRisks: [
      "Food and labour together take about 60% of restaurant sales, leaving thin margins.",
      "Perishability and waste punish forecasting errors.",
      "A food-safety incident can close the business.",
      "Slotting fees and distributor access gate packaged brands.",
    ],
    competitionIntensity: "high",
    regulatoryIntensity: "medium",
    capitalIntensity: "medium",
    typicalBusinessModels: [
      "Restaurant/Food Service",
      "Retail Products",
      "E-commerce",
      "Franchise",
      "Home-Based Business",
    ],
  },

  Entertainment: {
    name: "Entertainment",
    summary:
      "Film, TV and streaming, music, live events, podcasts and the creator economy: everything " +
      "people pay for, or watch ads for, to be entertained.",
    marketDefinition:
      "Global entertainment and media revenue (consumer spending, advertising and connectivity) " +
      "as tracked by PwC across 53 countries.",
    keywords: [
      "entertainment",
      "streaming",
      "film",
      "movie",
      "music",
      "concert",
      "live events",
      "podcast",
      "creator",
      "youtube",
      "comedy",
      "theater",
      "festival",
      "tickets",
      "fan community",
      "content",
    ],
    globalMarketSize: usd(2.8e12, 2023, fromSource("pwc-global-em-outlook-2024")),
    usMarketSize: usd(
      0.812e12,
      2023,
      estimate(
        "US share assumed at 29%: the US is PwC's largest market; GroupM puts it at 35% of ad " +
          "revenue ($365.9B of ~$1.04T) and consumer spending is less US-concentrated. " +
          "0.29 × $2.8T ≈ $0.81T.",
      ),
    ),
    growthRate: percent(3.9, 2028, fromSource("pwc-global-em-outlook-2024"), "2023–2028"),
    trends: [
      {
        text:
          "Global entertainment and media revenue rose 5% to $2.8T in 2023; PwC projects $3.4T " +
          "by 2028.",
        sourceId: "pwc-global-em-outlook-2024",
      },
      {
        text: "Live music revenue jumped 26% in 2023 on the back of global stadium tours.",
        sourceId: "pwc-global-em-outlook-2024",
      },
      {
        text: "Ad-supported tiers are expected to make up about 28% of streaming revenue by 2028.",
        sourceId: "pwc-global-em-outlook-2024",
      },
      {
        text:
          "Streamers lean on password-sharing crackdowns, bundles and live sports to reduce " +
          "churn.",
        sourceId: "pwc-global-em-outlook-2024",
      },
      {
        text:
          "Creators earn from tips, memberships and ad shares, lowering the cost of launching " +
          "niche content businesses.",
      },
    ],
    competitorArchetypes: [
      {
        name: "Streaming platforms",
        description: "Subscription and ad-supported libraries competing for attention.",
        examples: ["Netflix", "Disney+", "Spotify"],
      },
      {
        name: "Live-entertainment companies",
        vendor: true,
        description: "Promoters and ticketing platforms controlling venues and inventory.",
        examples: ["Live Nation (Ticketmaster)", "AEG Presents", "Eventbrite"],
      },
      {
        name: "Studios and labels",
        description: "Rights owners with catalogues and marketing muscle.",
        examples: ["Universal Music Group", "Warner Bros. Discovery", "Sony Group"],
      },
      {
        name: "Creator platforms",
        vendor: true,
        description: "Services that let independents publish and get paid.",
        examples: ["YouTube", "Patreon", "Substack"],
      },
    ],
    pricingModels: [
      {
        label: "Streaming subscription",
        low: 6,
        high: 23,
        unit: "USD",
        per: "subscriber",
        period: "month",
      },
      {
        label: "Event ticket",
        low: 20,
        high: 250,
        unit: "USD",
        per: "ticket",
        period: "transaction",
      },
      { label: "Fan membership", low: 3, high: 20, unit: "USD", per: "member", period: "month" },
      {
        label: "Brand sponsorship",
        low: 500,
        high: 50000,
        unit: "USD",
        per: "campaign",
        period: "one-time",
      },
    ],
    regulatoryNotes: [
      {
        where: "anywhere",
        text: "Music and footage need licences: performing rights (ASCAP, BMI), sync and master rights.",
      },
      {
        where: "United States",
        text: "The FTC requires clear disclosure of paid endorsements and sponsored content.",
      },
      {
        where: "United States",
        text: "Ticket sellers face the BOTS Act and growing all-in price disclosure rules.",
      },
      {
        where: "anywhere",
        text: "Venues need occupancy permits, fire-safety compliance and insurance.",
      },
    ],
    customerSegments: [
      {
        name: "Audiences and fans",
        description: "People paying with money or attention.",
        orientation: "b2c",
      },
      {
        name: "Advertisers and sponsors",
        description: "Brands buying reach with a given audience.",
        orientation: "b2b",
      },
      {
        name: "Venues and promoters",
        description: "Operators filling seats and selling tickets.",
        orientation: "b2b",
      },
      {
        name: "Independent creators",
        description: "Artists and creators buying tools and services.",
        orientation: "b2b",
      },
    ],
    keyRisks: [
      "Revenue is hit-driven and hard to forecast.",
      "Rights and talent costs rise with success.",
      "Platform algorithm changes move audiences overnight.",
      "Discretionary spending falls first in a downturn.",
    ],
    competitionIntensity: "high",
    regulatoryIntensity: "medium",
    capitalIntensity: "medium",
    typicalBusinessModels: [
      "Subscription",
      "Event Services",
      "Marketplace",
      "Freemium",
      "Mobile App",
    ],
  },

  Transportation: {
    name: "Transportation",
    summary:
      "Moving goods and people: trucking, freight brokerage, last-mile delivery, moving " +
      "services, fleets, ride-hailing and micromobility, and the software behind them.",
    marketDefinition:
      "The US freight bill (what shippers pay carriers of all modes), scaled to the world.",
    keywords: [
      "transportation",
      "logistics",
      "shipping",
      "freight",
      "trucking",
      "delivery",
      "last mile",
      "fleet",
      "courier",
      "moving company",
      "rideshare",
      "mobility",
      "supply chain",
      "warehouse",
      "dispatch",
      "route optimization",
    ],
    globalMarketSize: usd(
      4.55e12,
      2022,
      estimate(
        "US freight bill ($1.166T, see US figure) divided by the US 25.6% share of world GDP " +
          "(IMF WEO Apr 2023): $1.166T ÷ 0.256 ≈ $4.55T. Assumes freight spend tracks GDP.",
      ),
    ),
    usMarketSize: usd(
      1.166e12,
      2022,
      estimate(
        "ATA: trucking earned $940.8B in 2022, 80.7% of the US freight bill: $940.8B ÷ 0.807 ≈ " +
          "$1.17T for all modes. Passenger transport excluded.",
      ),
    ),
    growthPlace: "United States",
    growthRate: percent(
      4.9,
      2023,
      estimate(
        "ATA: trucking revenue went from $940.8B (2022) to about $987B (2023, preliminary): " +
          "987 ÷ 940.8 − 1 ≈ 4.9%.",
      ),
      "2022–2023",
    ),
    trends: [
      {
        text:
          "Trucks earned 80.7% of the US freight bill in 2022: $940.8B in gross freight " +
          "revenue.",
        sourceId: "ata-american-trucking-trends-2023",
      },
      {
        text: "95.8% of US trucking fleets run 10 or fewer trucks: a long tail of small carriers.",
        sourceId: "ata-american-trucking-trends-2023",
      },
      {
        text: "Truck tonnage fell to 11.18B tons in 2023 even as revenue rose to about $987B.",
        sourceId: "ata-american-trucking-trends-2024",
      },
      {
        text:
          "Fleet electrification starts with depot-charged vans and short-haul routes where " +
          "charging is predictable.",
      },
      {
        text:
          "Freight matching is moving to apps and APIs that book loads in minutes rather than " +
          "by phone.",
      },
    ],
    competitorArchetypes: [
      {
        name: "Carriers and 3PLs",
        description: "Asset-heavy operators with networks and contracts.",
        examples: ["UPS", "FedEx", "J.B. Hunt"],
      },
      {
        name: "Freight brokers and forwarders",
        vendor: true,
        description: "Asset-light intermediaries matching shippers and carriers.",
        examples: ["C.H. Robinson", "Uber Freight", "Flexport"],
      },
      {
        name: "Fleet software",
        vendor: true,
        description: "Telematics, compliance and dispatch platforms.",
        examples: ["Samsara", "Motive", "Platform Science"],
      },
      {
        name: "Mobility platforms",
        description: "Apps for rides, scooters and bikes.",
        examples: ["Uber", "Lyft", "Lime"],
      },
    ],
    pricingModels: [
      {
        label: "Truckload rate",
        low: 2,
        high: 3,
        unit: "USD",
        per: "loaded mile",
        period: "transaction",
      },
      {
        label: "Brokerage margin",
        low: 10,
        high: 20,
        unit: "percent",
        per: "load value",
        period: "transaction",
      },
      { label: "Fleet software", low: 25, high: 50, unit: "USD", per: "vehicle", period: "month" },
      {
        label: "Last-mile delivery",
        low: 5,
        high: 15,
        unit: "USD",
        per: "parcel",
        period: "transaction",
      },
    ],
    regulatoryNotes: [
      {
        where: "United States",
        text:
          "Interstate carriers and brokers need FMCSA operating authority (USDOT and MC numbers) " +
          "and insurance minimums.",
      },
      {
        where: "United States",
        text: "Hours-of-service limits are enforced through the electronic logging device (ELD) mandate.",
      },
      {
        where: "United States",
        text:
          "Ride-hail and delivery platforms face state rules on driver classification (e.g., " +
          "California).",
      },
      {
        where: "anywhere",
        text: "Hazardous materials need special permits, training and placarding.",
      },
    ],
    customerSegments: [
      {
        name: "Shippers and manufacturers",
        description: "Companies moving goods between sites and customers.",
        orientation: "b2b",
      },
      {
        name: "E-commerce merchants",
        description: "Sellers needing affordable last-mile delivery.",
        orientation: "b2b",
      },
      {
        name: "Fleet operators",
        description: "Owners of trucks and vans buying software and services.",
        orientation: "b2b",
      },
      {
        name: "Riders and movers",
        description: "People paying for trips or household moves.",
        orientation: "b2c",
      },
    ],
    keyRisks: [
      "Freight rates swing with the economic cycle.",
      "Fuel and insurance costs can erase margins.",
      "Driver shortages and turnover.",
    ],
    competitionIntensity: "high",
    regulatoryIntensity: "high",
    capitalIntensity: "high",
    typicalBusinessModels: ["Marketplace", "SaaS", "Local Services", "B2B Services"],
  },

  Energy: {
    name: "Energy",
    summary:
      "Power generation, solar, storage, grids, EV charging, efficiency and fuels: the capital " +
      "flows of the energy transition and the services around them.",
    marketDefinition:
      "Annual energy investment (supply, grids, end-use), as tracked by the IEA; utility sales " +
      "revenue is larger but grows more slowly.",
    keywords: [
      "energy",
      "solar",
      "battery",
      "electric vehicle",
      "ev charging",
      "renewable",
      "clean energy",
      "climate",
      "carbon",
      "heat pump",
      "grid",
      "utility",
      "energy efficiency",
      "wind",
      "hydrogen",
      "oil and gas",
    ],
    globalMarketSize: usd(
      3.0e12,
      2024,
      fromSource("iea-world-energy-investment-2024", "Energy investment set to exceed $3T in 2024"),
    ),
    usMarketSize: usd(
      0.4725e12,
      2024,
      estimate(
        "IEA: US clean-energy investment ≈ $315B in 2024, and clean energy is $2T of the world's " +
          "$3T: $315B ÷ (2 ÷ 3) ≈ $472B, assuming the US mix matches the world's.",
      ),
    ),
    growthRate: percent(
      7.1,
      2024,
      estimate(
        "IEA: $2.8T invested in 2023 (WEI 2023) and over $3.0T in 2024 (WEI 2024): " +
          "3.0 ÷ 2.8 − 1 ≈ 7.1%.",
      ),
      "2023–2024",
    ),
    trends: [
      {
        text:
          "Energy investment passes $3T in 2024, $2T of it clean: almost $2 on clean energy per " +
          "$1 on fossil fuels.",
        sourceId: "iea-world-energy-investment-2024",
      },
      {
        text:
          "Solar PV investment (about $500B in 2024) now exceeds all other generation " +
          "technologies combined.",
        sourceId: "iea-world-energy-investment-2024",
      },
      {
        text:
          "China ($675B), Europe ($370B) and the US ($315B) make up over two-thirds of " +
          "clean-energy investment.",
        sourceId: "iea-world-energy-investment-2024",
      },
      {
        text: "In 2023, $2.8T went into energy, of which $1.7T into clean technologies.",
        sourceId: "iea-world-energy-investment-2023",
      },
      {
        text:
          "Solar panel costs fell about 30% in two years while higher interest rates hold back " +
          "capital-heavy projects.",
        sourceId: "iea-world-energy-investment-2024",
      },
    ],
    competitorArchetypes: [
      {
        name: "Utilities and independent power producers",
        vendor: true,
        description: "Regulated or contracted owners of generation and grids.",
        examples: ["NextEra Energy", "Duke Energy", "Iberdrola"],
      },
      {
        name: "Residential solar and storage",
        description: "Installers and equipment makers selling to homeowners.",
        examples: ["Sunrun", "Tesla Energy", "Enphase Energy"],
      },
      {
        name: "Energy software",
        vendor: true,
        description: "Billing, demand response and customer platforms.",
        examples: ["Octopus Energy (Kraken)", "Arcadia", "Uplight"],
      },
      {
        name: "EV charging networks",
        description: "Owners and operators of public chargers.",
        examples: ["ChargePoint", "EVgo", "Tesla Supercharger"],
      },
    ],
    pricingModels: [
      {
        label: "Residential solar installed",
        low: 2.5,
        high: 3.5,
        unit: "USD",
        per: "watt installed",
        period: "one-time",
      },
      {
        label: "Home energy audit",
        low: 200,
        high: 600,
        unit: "USD",
        per: "home",
        period: "one-time",
      },
      {
        label: "Public EV charging",
        low: 0.3,
        high: 0.6,
        unit: "USD",
        per: "kWh",
        period: "transaction",
      },
      {
        label: "Energy-management software",
        low: 500,
        high: 5000,
        unit: "USD",
        per: "site",
        period: "year",
      },
    ],
    regulatoryNotes: [
      {
        where: "United States",
        text:
          "Utility interconnection and net-metering rules set project economics; California's NEM " +
          "3.0 (2023) cut export credits.",
      },
      {
        where: "United States",
        text:
          "Federal tax credits from the Inflation Reduction Act carry eligibility and " +
          "domestic-content conditions that can change with policy.",
      },
      {
        where: "anywhere",
        text: "Projects need permits (local building and electrical, sometimes NEPA review).",
      },
      {
        where: "United States",
        text: "Electrical work requires licensed electricians; many states license solar contractors.",
      },
    ],
    customerSegments: [
      {
        name: "Homeowners",
        description: "Households cutting bills with solar, storage or heat pumps.",
        orientation: "b2c",
      },
      {
        name: "Commercial and industrial sites",
        description: "Businesses managing energy costs and targets.",
        orientation: "b2b",
      },
      {
        name: "Utilities and grid operators",
        description: "Buyers of software, flexibility and services.",
        orientation: "b2b",
      },
      {
        name: "Fleet operators",
        description: "Companies electrifying vehicles and needing charging.",
        orientation: "b2b",
      },
    ],
    keyRisks: [
      "Subsidy or tariff policy changes alter demand quickly.",
      "Projects are interest-rate sensitive.",
      "Interconnection queues delay revenue by years.",
      "Equipment supply depends on imports exposed to tariffs.",
    ],
    competitionIntensity: "medium",
    regulatoryIntensity: "high",
    capitalIntensity: "very-high",
    typicalBusinessModels: ["Hardware", "Local Services", "SaaS", "B2B Services", "Manufacturing"],
  },

  Agriculture: {
    name: "Agriculture",
    summary:
      "Farming, ranching, aquaculture and the inputs, equipment, software and sales channels " +
      "that serve growers, from row crops to greenhouses and farmers markets.",
    marketDefinition:
      "Global agricultural value added (World Bank/FAO national accounts) and US farm cash " +
      "receipts (gross sales of crops and livestock).",
    keywords: [
      "agriculture",
      "farm",
      "farming",
      "agtech",
      "crop",
      "livestock",
      "dairy",
      "greenhouse",
      "vertical farming",
      "irrigation",
      "soil",
      "seeds",
      "fertilizer",
      "harvest",
      "ranch",
      "aquaculture",
      "precision agriculture",
      "farmers market",
    ],
    globalMarketSize: usd(
      4.2e12,
      2023,
      estimate(
        "World Bank World Development Indicators put agriculture, forestry and fishing at about " +
          "4% of world GDP: 0.04 × $105T (IMF WEO Apr 2023) ≈ $4.2T of value added.",
      ),
    ),
    usMarketSize: usd(
      513.6e9,
      2023,
      fromSource("usda-ers-farm-income-2023-08", "Cash receipts forecast of $513.6B for 2023"),
    ),
    growthRate: percent(
      3,
      2020,
      estimate(
        "FAO: primary crop output grew 52% from 2000 to 2020: 1.52^(1/20) − 1 ≈ 2.1% a year in " +
          "volume; about 1 point added for price and mix: ≈ 3% a year.",
      ),
      "2000–2020 trend",
    ),
    trends: [
      {
        text: "World primary crop production rose 52% from 2000 to 2020, to 9.3B tonnes.",
        sourceId: "fao-statistical-yearbook-2022",
      },
      {
        text:
          "866M people, 27% of the world's workforce, work in agriculture, down from 40% in " +
          "2000.",
        sourceId: "fao-statistical-yearbook-2022",
      },
      {
        text: "Global food exports reached $1.42T, 3.7 times their 2000 level.",
        sourceId: "fao-statistical-yearbook-2022",
      },
      {
        text:
          "US farm cash receipts were forecast to fall 7.5% to $513.6B in 2023 after the 2022 " +
          "record, squeezing input budgets.",
        sourceId: "usda-ers-farm-income-2023-08",
      },
      {
        text:
          "Precision agriculture (auto-steer, variable-rate application, drones) is standard on " +
          "large farms; small farms lag.",
      },
    ],
    competitorArchetypes: [
      {
        name: "Equipment and input majors",
        vendor: true,
        description: "Machinery, seed, chemical and fertilizer companies with dealer networks.",
        examples: ["Deere & Company", "Bayer Crop Science", "Nutrien"],
      },
      {
        name: "Agtech software and data",
        vendor: true,
        description: "Farm-management, agronomy and purchasing platforms.",
        examples: ["Climate FieldView (Bayer)", "Farmers Business Network", "Trimble Agriculture"],
      },
      {
        name: "Controlled-environment growers",
        description: "Greenhouse producers selling branded produce to grocers.",
        examples: ["Gotham Greens", "Little Leaf Farms", "BrightFarms"],
      },
    ],
    pricingModels: [
      { label: "Farm software", low: 1, high: 10, unit: "USD", per: "acre", period: "year" },
      {
        label: "Drone spraying service",
        low: 10,
        high: 25,
        unit: "USD",
        per: "acre",
        period: "transaction",
      },
      { label: "CSA farm share", low: 400, high: 800, unit: "USD", per: "member", period: "year" },
    ],
    regulatoryNotes: [
      {
        where: "United States",
        text: "Organic claims require USDA National Organic Program certification.",
      },
      {
        where: "United States",
        text: "Pesticides are registered under FIFRA; spraying by drone needs an FAA Part 137 certificate.",
      },
      {
        where: "United States",
        text: "Fresh produce growers fall under the FSMA Produce Safety Rule.",
      },
      {
        where: "United States",
        text: "Seasonal labour often relies on H-2A visas with wage and housing obligations.",
      },
    ],
    customerSegments: [
      {
        name: "Row-crop farmers",
        description: "Large operations buying on yield and cost per acre.",
        orientation: "b2b",
      },
      {
        name: "Specialty and small farms",
        description: "Growers of produce, dairy or livestock selling locally.",
        orientation: "b2b",
      },
      {
        name: "Food processors and buyers",
        description: "Companies contracting supply and traceability.",
        orientation: "b2b",
      },
      {
        name: "Local-food consumers",
        description: "Households buying direct from farms.",
        orientation: "b2c",
      },
    ],
    keyRisks: [
      "Weather and climate shocks hit revenue and customers' budgets together.",
      "Commodity price cycles decide what farmers can spend.",
      "Adoption happens in seasonal windows, so a missed season costs a year.",
    ],
    competitionIntensity: "medium",
    regulatoryIntensity: "medium",
    capitalIntensity: "high",
    typicalBusinessModels: ["Hardware", "SaaS", "B2B Services", "Retail Products", "Manufacturing"],
  },

  Consulting: {
    name: "Consulting",
    summary:
      "Advice sold by the project or the month: strategy, operations, technology, HR, finance " +
      "and fractional executives for companies that lack the skill in-house.",
    marketDefinition:
      "Global management and technology consulting fees earned by consulting firms.",
    keywords: [
      "consulting",
      "consultant",
      "advisory",
      "strategy",
      "fractional",
      "freelance",
      "coaching",
      "business coach",
      "management consulting",
      "it consulting",
      "implementation",
      "change management",
      "operations",
      "workshop",
      "expert",
      "advisor",
    ],
    globalMarketSize: usd(
      332.5e9,
      2023,
      estimate(
        "Consultancy.org: $251B in 2016, growing 4.1% a year; carried forward 7 years: " +
          "$251B × 1.041^7 ≈ $332.5B.",
      ),
    ),
    usMarketSize: usd(
      133e9,
      2023,
      estimate(
        "Source Global Research: North America and Europe make up 77% of consulting demand; the " +
          "US is taken as 40% of the world market: 0.40 × $332.5B ≈ $133B.",
      ),
    ),
    growthRate: percent(
      4.1,
      2016,
      fromSource("consultancy-global-consulting-market", "$205B (2011) to $251B (2016)"),
      "2011–2016",
    ),
    trends: [
      {
        text: "The consulting market grew from $205B in 2011 to $251B in 2016, a 4.1% annual rate.",
        sourceId: "consultancy-global-consulting-market",
      },
      {
        text:
          "Operations consulting is the largest segment (~30%); strategy is under 15% of the " +
          "market.",
        sourceId: "consultancy-global-consulting-market",
      },
      {
        text:
          "North America and Europe generate 77% of consulting demand; technology work is about " +
          "a third of the market.",
        sourceId: "source-global-research-2020-12",
      },
      {
        text:
          "The consulting market shrank about 13% in 2020, showing how fast clients cut " +
          "advisory budgets in a shock.",
        sourceId: "source-global-research-2020-12",
      },
      {
        text:
          "Fractional executives (CFO, CMO, CTO) are a common way for startups to buy senior " +
          "expertise part-time.",
      },
    ],
    competitorArchetypes: [
      {
        name: "Strategy houses",
        vendor: true,
        description: "Premium firms selling to boards and executives.",
        examples: ["McKinsey & Company", "Boston Consulting Group", "Bain & Company"],
      },
      {
        name: "Big Four and IT consultancies",
        vendor: true,
        description: "Large firms bundling advice with implementation.",
        examples: ["Deloitte", "PwC", "Accenture"],
      },
      {
        name: "Expert networks and talent marketplaces",
        vendor: true,
        description: "Platforms renting independent experts by the hour or project.",
        examples: ["GLG", "AlphaSights", "Catalant"],
      },
    ],
    pricingModels: [
      {
        label: "Hourly rate",
        low: 100,
        high: 300,
        unit: "USD",
        per: "consultant hour",
        period: "hour",
      },
      {
        label: "Fixed-scope project",
        low: 5000,
        high: 50000,
        unit: "USD",
        per: "project",
        period: "one-time",
      },
      {
        label: "Monthly retainer",
        low: 2000,
        high: 15000,
        unit: "USD",
        per: "client",
        period: "month",
      },
    ],
    regulatoryNotes: [
      {
        where: "anywhere",
        text:
          "Few licences are needed, but contracts (MSA and SOW) and professional-liability (E&O) " +
          "insurance are expected.",
      },
      {
        where: "United States",
        text:
          "Using subcontractors brings worker-classification rules (IRS common-law test, " +
          "California AB5).",
      },
      {
        where: "United States",
        text: "Advising audit clients raises auditor-independence rules (SEC, PCAOB).",
      },
    ],
    customerSegments: [
      {
        name: "Small-business owners",
        description: "Owners buying help on growth, operations or systems.",
        orientation: "b2b",
      },
      {
        name: "Mid-market and enterprise executives",
        description: "Leaders buying capacity and expertise for projects.",
        orientation: "b2b",
      },
      {
        name: "Public sector",
        description: "Agencies buying through formal procurement.",
        orientation: "b2b",
      },
      {
        name: "VC-backed startups",
        description: "Founders buying fractional senior skills.",
        orientation: "b2b",
      },
    ],
    keyRisks: [
      "Revenue is capped by the founder's billable hours.",
      "A few clients often make up most of revenue.",
      "Advisory budgets are cut first in a downturn.",
      "AI tools commoditise research and analysis work.",
    ],
    competitionIntensity: "high",
    regulatoryIntensity: "low",
    capitalIntensity: "low",
    typicalBusinessModels: ["Consulting", "Professional Services", "B2B Services"],
  },

  Retail: {
    name: "Retail",
    summary:
      "Selling goods to consumers in stores and across channels: independent shops, chains, " +
      "pop-ups, resale and the systems retailers run on.",
    marketDefinition: "Total retail sales of goods, in stores and online.",
    keywords: [
      "retail",
      "store",
      "shop",
      "boutique",
      "retailer",
      "merchandise",
      "point of sale",
      "pos",
      "inventory",
      "pop-up",
      "convenience store",
      "resale",
      "thrift",
      "consumer goods",
      "brick and mortar",
      "omnichannel",
    ],
    globalMarketSize: usd(
      31.5e12,
      2024,
      estimate(
        "eMarketer: $6.334T of e-commerce is 20.1% of worldwide retail in 2024: " +
          "$6.334T ÷ 0.201 ≈ $31.5T of total retail sales.",
      ),
    ),
    usMarketSize: usd(
      7.28e12,
      2024,
      estimate(
        "Census: total US retail sales of $1,820.0B in Q1 2024 (seasonally adjusted, food " +
          "services excluded), annualised: $1,820.0B × 4 ≈ $7.28T.",
      ),
    ),
    growthRate: percent(
      5.5,
      2028,
      estimate(
        "Forrester: online $4.4T is 20% of 2023 retail, so total ≈ $22.0T; $28.7T forecast for " +
          "2028: (28.7 ÷ 22.0)^(1/5) − 1 ≈ 5.5% a year.",
      ),
      "2023–2028",
    ),
    trends: [
      {
        text:
          "US retail sales were $1,820.0B in Q1 2024 (seasonally adjusted), with e-commerce at " +
          "15.9%.",
        sourceId: "census-ecommerce-q1-2024",
      },
      {
        text:
          "Online is 20.1% of worldwide retail in 2024: four of every five retail dollars are " +
          "still spent in stores.",
        sourceId: "emarketer-worldwide-ecommerce-2024",
      },
      {
        text: "Forrester expects $21.9T of $28.7T in global retail to remain offline in 2028.",
        sourceId: "forrester-global-ecommerce-2024",
      },
      {
        text:
          "Retail media (ads sold on retailers' sites and apps) is forecast to overtake global " +
          "TV ad revenue in 2025 at $177.1B.",
        sourceId: "groupm-tyny-2024-end-of-year",
      },
      {
        text: "Resale and off-price formats are growing faster than full-price specialty stores.",
      },
    ],
    competitorArchetypes: [
      {
        name: "Mass merchants",
        description: "Low prices, wide assortments and national logistics.",
        examples: ["Walmart", "Target", "Costco"],
      },
      {
        name: "Specialty chains",
        description: "Category experts with loyalty programs.",
        examples: ["Best Buy", "Ulta Beauty", "Sephora"],
      },
      {
        name: "Retail point-of-sale and stock software",
        vendor: true,
        description: "Till, inventory and loyalty systems sold to independent shops and chains.",
        examples: ["Shopify POS", "Lightspeed Retail", "Square for Retail"],
      },
      {
        name: "Resale platforms",
        description: "Secondhand marketplaces competing on price and sustainability.",
        examples: ["ThredUp", "The RealReal", "Poshmark"],
      },
      {
        name: "Amazon and online-first retailers",
        description: "Online retailers that set convenience and delivery expectations.",
        examples: ["Amazon", "Chewy", "Wayfair"],
      },
    ],
    pricingModels: [
      {
        label: "Retail markup (share of shelf price)",
        low: 40,
        high: 60,
        unit: "percent",
        per: "retail price",
        period: "transaction",
      },
      {
        label: "Average basket",
        low: 25,
        high: 80,
        unit: "USD",
        per: "visit",
        period: "transaction",
      },
      {
        label: "Consignment split to the store",
        low: 40,
        high: 60,
        unit: "percent",
        per: "item sale price",
        period: "transaction",
      },
    ],
    regulatoryNotes: [
      {
        where: "United States",
        text: "A seller's permit and sales-tax collection are required in states with a sales tax.",
      },
      {
        where: "United States",
        text: "Stores must follow ADA accessibility rules and local zoning, signage and occupancy permits.",
      },
      {
        where: "United States",
        text: "The CPSC enforces product-safety standards and recalls, including on resold goods.",
      },
    ],
    customerSegments: [
      {
        name: "Local shoppers",
        description: "Neighbours valuing convenience and service.",
        orientation: "b2c",
      },
      {
        name: "Value-seeking families",
        description: "Price-sensitive households comparing across channels.",
        orientation: "b2c",
      },
      {
        name: "Gift and impulse buyers",
        description: "Shoppers drawn by curation and experience.",
        orientation: "b2c",
      },
      {
        name: "Brands seeking shelf space",
        description: "Makers paying for placement or consignment.",
        orientation: "b2b",
      },
    ],
    keyRisks: [
      "Leases lock in rent for years regardless of sales.",
      "Unsold inventory turns into markdowns.",
      "Mass merchants and Amazon undercut on price.",
      "Shrink (theft and damage) eats margin.",
    ],
    competitionIntensity: "high",
    regulatoryIntensity: "low",
    capitalIntensity: "medium",
    typicalBusinessModels: ["Brick & Mortar Store", "Retail Products", "E-commerce", "Franchise"],
  },

  Fashion: {
    name: "Fashion",
    summary:
      "Apparel, footwear and accessories: brands, boutiques, resale, rental and made-to-order, " +
      "from fast fashion to luxury.",
    marketDefinition:
      "Consumer spending on apparel (clothing), as sized by Statista Market Insights.",
    keywords: [
      "fashion",
      "apparel",
      "clothing",
      "clothes",
      "streetwear",
      "shoes",
      "sneakers",
      "jewelry",
      "accessories",
      "handbags",
      "designer",
      "boutique",
      "resale",
      "sustainable fashion",
      "textile",
      "tailoring",
    ],
    globalMarketSize: usd(1.74e12, 2023, fromSource("statista-apparel-market-2023")),
    usMarketSize: usd(343e9, 2023, fromSource("statista-apparel-market-2023")),
    growthRate: percent(
      3,
      2024,
      fromSource("mckinsey-state-of-fashion-2024", "Midpoint of the 2–4% revenue growth forecast"),
      "2023–2024",
    ),
    trends: [
      {
        text:
          "McKinsey forecasts 2–4% fashion revenue growth in 2024; luxury slows to 3–5% from " +
          "5–7% in 2023.",
        sourceId: "mckinsey-state-of-fashion-2024",
      },
      {
        text:
          "73% of fashion executives say generative AI will be a priority in 2024, yet few feel " +
          "ready to use it fully.",
        sourceId: "mckinsey-state-of-fashion-2024",
      },
      {
        text: "Secondhand apparel grows faster than firsthand as younger shoppers buy resale.",
      },
      {
        text: "Online return rates of 20–30% push brands to fit tools and paid returns.",
      },
      {
        text:
          "EU textile rules (extended producer responsibility, ecodesign) will raise compliance " +
          "costs for brands selling in Europe.",
      },
    ],
    competitorArchetypes: [
      {
        name: "Fast-fashion giants",
        description: "Very low prices and weekly drops.",
        examples: ["Shein", "Zara (Inditex)", "H&M"],
      },
      {
        name: "Sportswear and athleisure leaders",
        description: "Brands with athlete marketing and global distribution.",
        examples: ["Nike", "Adidas", "Lululemon"],
      },
      {
        name: "Luxury houses",
        description: "Heritage brands with pricing power.",
        examples: ["LVMH", "Kering", "Hermès"],
      },
      {
        name: "Resale marketplaces",
        description: "Peer-to-peer and managed secondhand platforms.",
        examples: ["Vinted", "Depop", "ThredUp"],
      },
      {
        name: "Wholesale and product-management platforms",
        vendor: true,
        description:
          "Wholesale ordering and product-lifecycle software sold to fashion brands and boutiques.",
        examples: ["Joor", "NuORDER", "Centric Software"],
      },
    ],
    pricingModels: [
      {
        label: "Fast-fashion item",
        low: 10,
        high: 50,
        unit: "USD",
        per: "item",
        period: "transaction",
      },
      {
        label: "Premium DTC item",
        low: 50,
        high: 250,
        unit: "USD",
        per: "item",
        period: "transaction",
      },
      { label: "Clothing rental", low: 50, high: 150, unit: "USD", per: "member", period: "month" },
      {
        label: "Resale take rate",
        low: 10,
        high: 50,
        unit: "percent",
        per: "item sale price",
        period: "transaction",
      },
    ],
    regulatoryNotes: [
      {
        where: "United States",
        text: "FTC Textile and Wool Acts require fibre content, country of origin and care labels.",
      },
      {
        where: "United States",
        text:
          "The Uyghur Forced Labor Prevention Act presumes Xinjiang-linked cotton inadmissible at " +
          "US customs.",
      },
      {
        where: "United States",
        text: "California Proposition 65 warnings apply to some dyes, leathers and metals.",
      },
    ],
    customerSegments: [
      {
        name: "Gen Z and millennial shoppers",
        description: "Trend-driven buyers discovering on social media.",
        orientation: "b2c",
      },
      {
        name: "Luxury buyers",
        description: "High-income customers paying for brand and craft.",
        orientation: "b2c",
      },
      { name: "Value shoppers", description: "Price-first buyers of basics.", orientation: "b2c" },
      {
        name: "Boutiques and wholesale buyers",
        description: "Stores buying seasonal collections.",
        orientation: "b2b",
      },
    ],
    keyRisks: [
      "Unsold seasonal inventory becomes markdowns.",
      "Trends move faster than production lead times.",
      "Return shipping and restocking eat margins.",
    ],
    competitionIntensity: "high",
    regulatoryIntensity: "low",
    capitalIntensity: "medium",
    typicalBusinessModels: [
      "E-commerce",
      "Retail Products",
      "Brick & Mortar Store",
      "Subscription",
      "Marketplace",
    ],
  },

  "Travel & Tourism": {
    name: "Travel & Tourism",
    summary:
      "Trips, stays, tours and experiences for leisure and business travellers, and the booking, " +
      "hosting and planning businesses around them.",
    marketDefinition:
      "Travel & tourism's total contribution to GDP (direct, indirect and induced), as estimated " +
      "by WTTC with Oxford Economics.",
    keywords: [
      "travel",
      "tourism",
      "hotel",
      "vacation",
      "trip",
      "booking",
      "tour",
      "tour guide",
      "hostel",
      "vacation rental",
      "itinerary",
      "flights",
      "cruise",
      "adventure travel",
      "hospitality",
      "travel agent",
    ],
    globalMarketSize: usd(
      9.9e12,
      2023,
      fromSource(
        "wttc-economic-impact-research-2024",
        "Just over $9.9T in 2023, 9.1% of world GDP",
      ),
    ),
    usMarketSize: usd(2.36e12, 2023, fromSource("wttc-economic-impact-trends-2024")),
    growthRate: percent(
      3.7,
      2034,
      estimate(
        "WTTC: $11.1T forecast for 2024 and $16T by 2034: (16 ÷ 11.1)^(1/10) − 1 ≈ 3.7% a year.",
      ),
      "2024–2034",
    ),
    trends: [
      {
        text:
          "Travel & tourism contributed $9.9T (9.1% of world GDP) in 2023; WTTC projected a " +
          "record $11.1T for 2024.",
        sourceId: "wttc-economic-impact-research-2024",
      },
      {
        text:
          "International visitor spending was forecast at $1.89T in 2024 and domestic spending " +
          "at a record $5.4T.",
        sourceId: "wttc-economic-impact-research-2024",
      },
      {
        text:
          "International tourism receipts reached about $1.4T in 2023 (93% of 2019) from 1.3B " +
          "arrivals.",
        sourceId: "unwto-barometer-2024-01",
      },
      {
        text: "The Middle East was the only region above 2019 arrivals in 2023, up 22%.",
        sourceId: "unwto-barometer-2024-01",
      },
      {
        text:
          "The US is the largest market ($2.36T in 2023), but its international visitor " +
          "spending still trails 2019.",
        sourceId: "wttc-economic-impact-trends-2024",
      },
    ],
    competitorArchetypes: [
      {
        name: "Online travel agencies",
        vendor: true,
        description: "Booking giants with large ad budgets and loyalty programs.",
        examples: ["Booking Holdings", "Expedia Group", "Trip.com"],
      },
      {
        name: "Alternative accommodation",
        description: "Platforms for homes and unique stays.",
        examples: ["Airbnb", "Vrbo"],
      },
      {
        name: "Tours and experiences marketplaces",
        description: "Catalogues of activities sold by local operators.",
        examples: ["GetYourGuide", "Viator (Tripadvisor)", "Klook"],
      },
      {
        name: "Hotel groups",
        description: "Brands with loyalty programs and direct-booking pushes.",
        examples: ["Marriott International", "Hilton", "Accor"],
      },
      {
        name: "Property-management and channel software",
        vendor: true,
        description:
          "Property-management, channel-management and booking systems sold to hotels, B&Bs and holiday lets.",
        examples: ["Cloudbeds", "Mews", "Oracle Hospitality (Opera)"],
      },
    ],
    pricingModels: [
      {
        label: "Booking commission",
        low: 15,
        high: 25,
        unit: "percent",
        per: "booking value",
        period: "transaction",
      },
      {
        label: "Tour or experience",
        low: 30,
        high: 200,
        unit: "USD",
        per: "person",
        period: "transaction",
      },
      {
        label: "Trip-planning fee",
        low: 100,
        high: 500,
        unit: "USD",
        per: "trip",
        period: "one-time",
      },
      {
        label: "Rental management",
        low: 20,
        high: 35,
        unit: "percent",
        per: "booking revenue",
        period: "transaction",
      },
    ],
    regulatoryNotes: [
      {
        where: "United States",
        text:
          "Selling travel requires seller-of-travel registration in states such as California, " +
          "Florida, Washington and Hawaii.",
      },
      {
        where: "anywhere",
        text:
          "Short-term rentals need local licences and collect occupancy taxes; several cities cap " +
          "them.",
      },
      {
        where: "Europe",
        text:
          "The EU Package Travel Directive makes organisers liable for the whole trip and " +
          "requires insolvency protection.",
      },
    ],
    customerSegments: [
      {
        name: "Leisure travellers",
        description: "Families, couples and solo travellers planning trips.",
        orientation: "b2c",
      },
      {
        name: "Corporate travel managers",
        description: "Companies booking and controlling business travel.",
        orientation: "b2b",
      },
      {
        name: "Hosts and small hotels",
        description: "Property owners buying distribution and management.",
        orientation: "b2b",
      },
      {
        name: "Tour operators",
        description: "Local businesses selling activities.",
        orientation: "b2b",
      },
    ],
    keyRisks: [
      "Demand collapses in shocks (pandemics, conflicts, disasters).",
      "Strong seasonality strains cash flow.",
      "Dependence on Google and OTAs for demand.",
    ],
    competitionIntensity: "high",
    regulatoryIntensity: "medium",
    capitalIntensity: "medium",
    typicalBusinessModels: [
      "Marketplace",
      "Local Services",
      "Event Services",
      "Mobile App",
      "Professional Services",
    ],
  },

  Gaming: {
    name: "Gaming",
    summary:
      "Video games on mobile, PC and console, plus esports, game tools and services for studios " +
      "and players.",
    marketDefinition:
      "Consumer spending on games (Newzoo), excluding advertising, hardware and gambling.",
    keywords: [
      "gaming",
      "game",
      "video game",
      "mobile game",
      "indie game",
      "esports",
      "gamer",
      "steam",
      "console",
      "pc game",
      "twitch",
      "roblox",
      "unity",
      "game studio",
      "multiplayer",
      "game dev",
    ],
    globalMarketSize: usd(
      187.7e9,
      2024,
      fromSource("newzoo-global-games-market-2024", "Forecast of $187.7B for 2024"),
    ),
    usMarketSize: usd(
      47e9,
      2024,
      fromSource("newzoo-global-games-market-2024", "North America $50.2B, of which US $47B"),
    ),
    growthRate: percent(3.1, 2027, fromSource("newzoo-global-games-market-2024"), "2022–2027"),
    trends: [
      {
        text: "Mobile ($92.6B) is 49% of 2024 games revenue; console brings $51.9B and PC $43.2B.",
        sourceId: "newzoo-global-games-market-2024",
      },
      {
        text: "About 3.42B people play in 2024; most new players come from emerging markets.",
        sourceId: "newzoo-global-games-market-2024",
      },
      {
        text: "Asia-Pacific makes up 46% of games revenue ($85.9B); North America 27% ($50.2B).",
        sourceId: "newzoo-global-games-market-2024",
      },
      {
        text:
          "Live-service titles and games-as-platforms (Roblox, Fortnite) take a growing share " +
          "of playtime.",
        sourceId: "newzoo-global-games-market-2024",
      },
      {
        text:
          "Apple's app-tracking changes keep mobile user acquisition expensive and harder to " +
          "measure.",
      },
    ],
    competitorArchetypes: [
      {
        name: "Major publishers",
        description: "Franchises, marketing budgets and platform relationships.",
        examples: ["Tencent", "Microsoft Gaming", "Sony Interactive Entertainment"],
      },
      {
        name: "Free-to-play mobile studios",
        description: "Data-driven live operations and paid user acquisition.",
        examples: ["Supercell", "Playtika", "Scopely"],
      },
      {
        name: "Platforms and user-generated worlds",
        vendor: true,
        description: "Stores and engines that take a share of every sale.",
        examples: ["Roblox", "Steam (Valve)", "Epic Games"],
      },
      {
        name: "Indie publishers",
        vendor: true,
        description: "Curated labels funding and marketing small studios.",
        examples: ["Devolver Digital", "Annapurna Interactive"],
      },
    ],
    pricingModels: [
      { label: "Premium game", low: 10, high: 70, unit: "USD", per: "copy", period: "one-time" },
      {
        label: "In-app purchase",
        low: 0.99,
        high: 99.99,
        unit: "USD",
        per: "purchase",
        period: "transaction",
      },
      { label: "Game subscription", low: 5, high: 20, unit: "USD", per: "player", period: "month" },
    ],
    regulatoryNotes: [
      {
        where: "anywhere",
        text: "Games carry age ratings (ESRB in North America, PEGI in Europe) that stores enforce.",
      },
      {
        where: "anywhere",
        text:
          "Loot boxes face restrictions (banned in Belgium) and odds-disclosure rules on major " +
          "platforms.",
      },
      {
        where: "United States",
        text: "Games for children must follow COPPA; the FTC's 2022 Epic Games settlement reached $520M.",
      },
    ],
    customerSegments: [
      {
        name: "Casual mobile players",
        description: "Short sessions, mostly free, a few big spenders.",
        orientation: "b2c",
      },
      {
        name: "Core PC and console players",
        description: "Players buying premium games and expansions.",
        orientation: "b2c",
      },
      {
        name: "Kids and families",
        description: "Parents approving purchases in family-friendly games.",
        orientation: "b2c",
      },
      {
        name: "Studios and brands",
        description: "Buyers of tools, services and in-game advertising.",
        orientation: "b2b",
      },
    ],
    keyRisks: [
      "Revenue is hit-driven; most games do not recoup their budgets.",
      "Store fees of up to 30% and rising user-acquisition costs.",
      "Long development cycles before any revenue.",
    ],
    competitionIntensity: "high",
    regulatoryIntensity: "medium",
    capitalIntensity: "medium",
    typicalBusinessModels: ["Mobile App", "Freemium", "Subscription", "Marketplace"],
  },

  Media: {
    name: "Media",
    summary:
      "Publishing, newsletters, podcasts, video channels, advertising and marketing agencies: " +
      "businesses that earn from audiences and the advertisers who want them.",
    marketDefinition:
      "Global advertising revenue across digital and traditional media, as tracked by GroupM.",
    keywords: [
      "media",
      "publishing",
      "newsletter",
      "podcast",
      "blog",
      "news",
      "magazine",
      "advertising",
      "marketing agency",
      "content marketing",
      "video production",
      "influencer",
      "social media",
      "journalism",
      "digital media",
      "seo",
    ],
    globalMarketSize: usd(
      1.04e12,
      2024,
      fromSource("groupm-tyny-2024-end-of-year", "$1.04T, excluding US political advertising"),
    ),
    usMarketSize: usd(365.9e9, 2024, fromSource("groupm-tyny-2024-midyear")),
    growthRate: percent(
      6.7,
      2028,
      fromSource("pwc-global-em-outlook-2024", "Advertising revenue CAGR"),
      "2023–2028",
    ),
    trends: [
      {
        text:
          "Global ad revenue passed $1T for the first time in 2024 (+9.5%) and is forecast at " +
          "$1.1T in 2025.",
        sourceId: "groupm-tyny-2024-end-of-year",
      },
      {
        text: "Pure-play digital is forecast at 72.9% of all ad revenue in 2025.",
        sourceId: "groupm-tyny-2024-end-of-year",
      },
      {
        text: "The US and China together take 57.1% of global ad revenue.",
        sourceId: "groupm-tyny-2024-midyear",
      },
      {
        text:
          "Five companies (Google, Meta, ByteDance, Amazon, Alibaba) are set to take over half " +
          "of global ad revenue.",
        sourceId: "groupm-tyny-2024-end-of-year",
      },
      {
        text:
          "Advertising is projected to pass $1T in 2026 and drive 55% of E&M revenue growth to " +
          "2028.",
        sourceId: "pwc-global-em-outlook-2024",
      },
      {
        text:
          "AI answers in search reduce referral traffic to publishers, pushing them toward " +
          "direct audiences (email, apps).",
      },
    ],
    competitorArchetypes: [
      {
        name: "Ad platforms",
        vendor: true,
        description: "Walled gardens selling targeted reach at scale.",
        examples: ["Google", "Meta", "TikTok (ByteDance)"],
      },
      {
        name: "Digital publishers",
        description: "Newsrooms and brands with subscriptions and ad sales.",
        examples: ["The New York Times", "Axios", "Vox Media"],
      },
      {
        name: "Newsletter and creator media",
        description: "Lean media businesses built on email and social audiences.",
        examples: ["Morning Brew", "Substack", "The Hustle (HubSpot)"],
      },
      {
        name: "Agency holding companies",
        vendor: true,
        description: "Networks buying media and producing campaigns for big brands.",
        examples: ["WPP", "Omnicom", "Publicis Groupe"],
      },
    ],
    pricingModels: [
      {
        label: "Newsletter or podcast sponsorship",
        low: 25,
        high: 100,
        unit: "USD",
        per: "1,000 impressions",
        period: "transaction",
      },
      {
        label: "Paid subscription",
        low: 5,
        high: 20,
        unit: "USD",
        per: "subscriber",
        period: "month",
      },
      {
        label: "Agency retainer",
        low: 2000,
        high: 20000,
        unit: "USD",
        per: "client",
        period: "month",
      },
      {
        label: "Sponsored video",
        low: 500,
        high: 20000,
        unit: "USD",
        per: "video",
        period: "one-time",
      },
    ],
    regulatoryNotes: [
      {
        where: "United States",
        text: "FTC endorsement guides require clear disclosure of sponsored content and affiliate links.",
      },
      {
        where: "anywhere",
        text: "Email marketing follows CAN-SPAM in the US and consent rules under GDPR/ePrivacy in Europe.",
      },
      {
        where: "anywhere",
        text: "Copyright law limits reuse of text, images and footage; fair use is narrow.",
      },
    ],
    customerSegments: [
      {
        name: "Readers, listeners and viewers",
        description: "Audiences choosing what to follow.",
        orientation: "b2c",
      },
      { name: "Advertisers", description: "Brands buying reach and leads.", orientation: "b2b" },
      {
        name: "Agencies",
        description: "Buyers placing media on behalf of brands.",
        orientation: "b2b",
      },
      {
        name: "Paying subscribers",
        description: "Fans paying for premium content.",
        orientation: "b2c",
      },
    ],
    keyRisks: [
      "Platform algorithm and search changes cut traffic.",
      "Ad budgets are cut first in downturns.",
      "A few platforms take most ad spend.",
    ],
    competitionIntensity: "high",
    regulatoryIntensity: "low",
    capitalIntensity: "low",
    typicalBusinessModels: ["Subscription", "Freemium", "B2B Services", "Professional Services"],
  },

  "Professional Services": {
    name: "Professional Services",
    summary:
      "Licensed and expert services sold to businesses and households: accounting, legal, " +
      "architecture and engineering, design, marketing, recruiting and HR.",
    marketDefinition:
      "Revenue of professional, scientific and technical services firms (NAICS 54 in the US).",
    keywords: [
      "professional services",
      "accounting",
      "bookkeeping",
      "legal",
      "lawyer",
      "law firm",
      "tax preparation",
      "architecture",
      "engineering services",
      "design agency",
      "recruiting",
      "staffing",
      "hr services",
      "payroll services",
      "translation",
      "notary",
    ],
    globalMarketSize: usd(
      8.0e12,
      2023,
      estimate(
        "US revenue ($2.8T, see US figure) divided by an assumed 35% US share of the world " +
          "market (North America is commonly put at about a third of professional services): " +
          "$2.8T ÷ 0.35 = $8.0T.",
      ),
    ),
    usMarketSize: usd(
      2.8e12,
      2023,
      estimate(
        "US professional, scientific and technical services (NAICS 54) revenue of about $2.8T a " +
          "year, as summarised from Census Service Annual Survey data by VerticalIQ; rounded and " +
          "not checked against the primary table.",
      ),
    ),
    growthPlace: "United States",
    growthRate: percent(
      6.9,
      2023,
      estimate(
        "Census QSS: $383.3B in Q3 2014, about $1.53T a year; about $2.8T now: " +
          "(2.8 ÷ 1.533)^(1/9) − 1 ≈ 6.9% a year.",
      ),
      "2014–2023",
    ),
    trends: [
      {
        text:
          "US professional, scientific and technical services earned $383.3B in Q3 2014 alone, " +
          "up 5.3% on a year earlier.",
        sourceId: "census-qss-2014-q3",
      },
      {
        text:
          "AI drafting and review tools for contracts, tax and audit push pricing from billable " +
          "hours toward fixed fees.",
      },
      {
        text: "Fewer new CPAs push accounting firms toward outsourcing and automation.",
      },
      {
        text:
          "Private equity is buying accounting, engineering and marketing firms, consolidating " +
          "a fragmented market.",
      },
      {
        text:
          "Small-business clients expect online booking, e-signatures and client portals even " +
          "from solo practices.",
      },
    ],
    competitorArchetypes: [
      {
        name: "Big Four and large firms",
        vendor: true,
        description: "Brand, breadth and enterprise relationships.",
        examples: ["Deloitte", "PwC", "EY", "KPMG"],
      },
      {
        name: "Tech-enabled service firms",
        vendor: true,
        description: "Software-backed services sold at fixed monthly prices.",
        examples: ["Pilot", "LegalZoom", "Gusto"],
      },
      {
        name: "Staffing and recruiting firms",
        vendor: true,
        description: "Agencies placing permanent and temporary talent.",
        examples: ["Robert Half", "Randstad", "Adecco"],
      },
    ],
    pricingModels: [
      {
        label: "Hourly rate",
        low: 75,
        high: 400,
        unit: "USD",
        per: "professional hour",
        period: "hour",
      },
      {
        label: "Flat-fee engagement",
        low: 500,
        high: 5000,
        unit: "USD",
        per: "engagement",
        period: "one-time",
      },
      {
        label: "Monthly bookkeeping",
        low: 300,
        high: 2500,
        unit: "USD",
        per: "client",
        period: "month",
      },
      {
        label: "Recruiting placement fee",
        low: 15,
        high: 25,
        unit: "percent",
        per: "first-year salary",
        period: "one-time",
      },
    ],
    regulatoryNotes: [
      {
        where: "anywhere",
        text:
          "Many services need a licence (CPA, bar admission, PE, architect); unlicensed practice " +
          "is prohibited.",
      },
      {
        where: "United States",
        text:
          "Tax preparers and financial firms must protect client data under the FTC's GLBA " +
          "Safeguards Rule.",
      },
      {
        where: "anywhere",
        text: "Professional-liability insurance is expected by clients and sometimes required by law.",
      },
    ],
    customerSegments: [
      {
        name: "Small businesses",
        description: "Owners outsourcing accounting, legal and HR.",
        orientation: "b2b",
      },
      {
        name: "Individuals and households",
        description: "People needing tax, legal or design help.",
        orientation: "b2c",
      },
      { name: "Startups", description: "Founders buying fixed-fee packages.", orientation: "b2b" },
      {
        name: "Enterprises",
        description: "Large companies buying specialist capacity.",
        orientation: "b2b",
      },
    ],
    keyRisks: [
      "Licensing requirements limit who can deliver the service.",
      "Capacity is bound to billable hours.",
      "AI automates routine work and pressures prices.",
      "Professional-liability claims.",
    ],
    competitionIntensity: "high",
    regulatoryIntensity: "high",
    capitalIntensity: "low",
    typicalBusinessModels: [
      "Professional Services",
      "Consulting",
      "B2B Services",
      "Home-Based Business",
      "Subscription",
    ],
  },

  "Sports & Fitness": {
    name: "Sports & Fitness",
    summary:
      "Gyms, studios, coaching, sports leagues and facilities, fitness apps and wearables, and " +
      "the equipment and apparel people move in.",
    marketDefinition:
      "The physical-activity economy (fitness, sports and recreation, mindful movement, plus " +
      "equipment, apparel and technology), as sized by the Global Wellness Institute.",
    keywords: [
      "fitness",
      "gym",
      "workout",
      "personal trainer",
      "yoga",
      "pilates",
      "sports",
      "running",
      "cycling",
      "athlete",
      "coaching",
      "wearable",
      "health club",
      "martial arts",
      "pickleball",
      "sports league",
    ],
    globalMarketSize: usd(828.2e9, 2018, fromSource("gwi-move-to-be-well-2019")),
    usMarketSize: usd(264.6e9, 2018, fromSource("gwi-move-to-be-well-2019")),
    growthRate: percent(
      6.6,
      2023,
      fromSource("gwi-move-to-be-well-2019", "Projected 6.6% a year to $1.1T by 2023"),
      "2018–2023",
    ),
    trends: [
      {
        text:
          "Physical activity was an $828B market in 2018: $109B fitness, $230B sports and " +
          "recreation, $29B mindful movement.",
        sourceId: "gwi-move-to-be-well-2019",
      },
      {
        text: "The US is about one-third of the market ($264.6B) but ranks 20th in participation.",
        sourceId: "gwi-move-to-be-well-2019",
      },
      {
        text:
          "Only about 35% of the world's population takes part in recreational physical " +
          "activity regularly.",
        sourceId: "gwi-move-to-be-well-2019",
      },
      {
        text:
          "Hybrid fitness (studio plus app) outlasted the home-workout boom, while " +
          "connected-equipment makers cut back.",
      },
      {
        text:
          "Pickleball and padel are among the fastest-growing participation sports, creating " +
          "demand for courts and coaching.",
      },
    ],
    competitorArchetypes: [
      {
        name: "Gym chains",
        description: "Low monthly prices and many locations.",
        examples: ["Planet Fitness", "Life Time", "Anytime Fitness"],
      },
      {
        name: "Boutique studio franchises",
        description: "Class-based formats with premium prices.",
        examples: ["Orangetheory Fitness", "F45 Training", "Club Pilates (Xponential)"],
      },
      {
        name: "Connected fitness and apps",
        description: "Digital coaching, tracking and community.",
        examples: ["Peloton", "Strava", "Whoop"],
      },
      {
        name: "Sporting-goods retailers",
        description: "Equipment and apparel at scale.",
        examples: ["Nike", "Decathlon", "Dick's Sporting Goods"],
      },
      {
        name: "Booking and membership software",
        vendor: true,
        description:
          "Booking, membership and payment systems sold to gyms, fitness studios and clubs.",
        examples: ["Mindbody", "Glofox", "Zen Planner"],
      },
    ],
    pricingModels: [
      {
        label: "Budget gym membership",
        low: 10,
        high: 30,
        unit: "USD",
        per: "member",
        period: "month",
      },
      {
        label: "Boutique class",
        low: 20,
        high: 40,
        unit: "USD",
        per: "class",
        period: "transaction",
      },
      {
        label: "Personal training",
        low: 40,
        high: 120,
        unit: "USD",
        per: "session hour",
        period: "hour",
      },
      { label: "Fitness app", low: 10, high: 30, unit: "USD", per: "user", period: "month" },
    ],
    regulatoryNotes: [
      {
        where: "United States",
        text:
          "State health-club laws set contract terms and cancellation rights; auto-renewal laws " +
          "require easy cancellation.",
      },
      {
        where: "anywhere",
        text: "Facilities need liability insurance, signed waivers and local occupancy permits.",
      },
      {
        where: "United States",
        text: "Apps handling health data fall under the FTC Health Breach Notification Rule.",
      },
    ],
    customerSegments: [
      {
        name: "Gym-goers",
        description: "Regular exercisers comparing price and convenience.",
        orientation: "b2c",
      },
      {
        name: "Beginners and older adults",
        description: "People needing guidance and a welcoming setting.",
        orientation: "b2c",
      },
      {
        name: "Amateur athletes and teams",
        description: "Players paying for coaching, leagues and courts.",
        orientation: "b2c",
      },
      { name: "Employers", description: "Companies buying wellness benefits.", orientation: "b2b" },
    ],
    keyRisks: [
      "High churn after New Year sign-ups.",
      "Discretionary spending falls in downturns.",
      "Facility leases and equipment are fixed costs.",
    ],
    competitionIntensity: "high",
    regulatoryIntensity: "low",
    capitalIntensity: "medium",
    typicalBusinessModels: [
      "Subscription",
      "Local Services",
      "Brick & Mortar Store",
      "Franchise",
      "Mobile App",
    ],
  },
};

// ---------------------------------------------------------------------------------------------
// "Other": ideas outside the named industries, sized from them
// ---------------------------------------------------------------------------------------------

/** Linear-interpolated quantile of a list of numbers, q in [0, 1]. */
function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const low = sorted[lower] ?? 0;
  const high = sorted[upper] ?? low;
  return low + (high - low) * (position - lower);
}

function buildOtherEntry(named: readonly IndustryEntry[]): IndustryEntry {
  const globals = named.map((entry) => entry.globalMarketSize.value);
  const uss = named.map((entry) => entry.usMarketSize.value);
  const growths = named.map((entry) => entry.growthRate.value);
  const global = quantile(globals, 0.25);
  const us = quantile(uss, 0.25);
  const growth = Math.round(quantile(growths, 0.5) * 10) / 10;
  const count = named.length;
  return {
    name: "Other",
    summary:
      "Ideas that fit none of the named industries: niche products and services, social " +
      "enterprises and cross-industry plays. Sized conservatively from the named industries.",
    marketDefinition:
      "No single market: sized at the lower quartile of the named industries' markets, because " +
      "ideas filed under Other are usually niches.",
    keywords: [
      "small business",
      "startup",
      "side hustle",
      "niche",
      "local business",
      "online business",
      "community",
      "social enterprise",
      "nonprofit",
      "marketplace idea",
      "service business",
      "product idea",
      "new category",
    ],
    globalMarketSize: usd(
      Math.round(global / 1e9) * 1e9,
      2024,
      estimate(
        `Lower quartile of the ${count} named industries' global markets ` +
          `(${formatUsd(Math.min(...globals))} to ${formatUsd(Math.max(...globals))}): ` +
          `${formatUsd(global)}.`,
      ),
    ),
    usMarketSize: usd(
      Math.round(us / 1e9) * 1e9,
      2024,
      estimate(
        `Lower quartile of the ${count} named industries' US markets ` +
          `(${formatUsd(Math.min(...uss))} to ${formatUsd(Math.max(...uss))}): ${formatUsd(us)}.`,
      ),
    ),
    growthRate: percent(
      growth,
      2024,
      estimate(
        `Median of the ${count} named industries' growth rates ` +
          `(${Math.min(...growths)}% to ${Math.max(...growths)}%): ${growth}% a year.`,
      ),
      "recent multi-year periods",
    ),
    trends: [
      {
        text:
          "There are 33,185,550 small businesses in the US, 99.9% of all firms, employing 46.4% " +
          "of private-sector workers.",
        sourceId: "sba-advocacy-faq-2023",
      },
      {
        text:
          "About 20% of new US business establishments close within two years and about 45% " +
          "within five.",
        sourceId: "bls-bed-entrepreneurship",
      },
      {
        text:
          "No-code tools, marketplaces and AI assistants let one founder launch what once " +
          "needed a team.",
      },
      {
        text:
          "Niche communities on Reddit, Discord and TikTok make underserved audiences easy to " +
          "find and test with.",
      },
      {
        text:
          "Buyers expect card and wallet payments, online booking and fast responses from even " +
          "the smallest business.",
      },
    ],
    competitorArchetypes: [
      {
        name: "Established local businesses",
        description: "Incumbents with reputation, relationships and reviews.",
        examples: [
          "Local service firms listed on Yelp",
          "Neighbourhood shops listed on Google Maps",
        ],
      },
      {
        name: "General marketplaces",
        description: "Platforms where customers already search for almost anything.",
        examples: ["Amazon", "Etsy", "Thumbtack"],
      },
      {
        name: "Do-it-yourself tools",
        vendor: true,
        description: "Software letting customers solve the problem themselves.",
        examples: ["Canva", "Wix", "Shopify"],
      },
    ],
    pricingModels: [
      { label: "Service hour", low: 30, high: 150, unit: "USD", per: "hour", period: "hour" },
      {
        label: "Product sale",
        low: 10,
        high: 200,
        unit: "USD",
        per: "item",
        period: "transaction",
      },
      { label: "Membership", low: 5, high: 50, unit: "USD", per: "member", period: "month" },
    ],
    regulatoryNotes: [
      {
        where: "United States",
        text:
          "Every business needs a legal entity or sole-proprietor registration, an EIN for " +
          "employees, and local business licences.",
      },
      {
        where: "anywhere",
        text: "Sales tax, income tax and, with employees, payroll taxes and workers' compensation apply.",
      },
      {
        where: "anywhere",
        text: "Check industry-specific licences early: they decide whether the idea can launch at all.",
      },
    ],
    customerSegments: [
      {
        name: "Niche consumers",
        description: "A specific community with an unmet need.",
        orientation: "b2c",
      },
      {
        name: "Local households",
        description: "Nearby customers buying convenience or service.",
        orientation: "b2c",
      },
      {
        name: "Small businesses",
        description: "Owners paying to save time or win customers.",
        orientation: "b2b",
      },
    ],
    keyRisks: [
      "The niche may be too small to sustain a business.",
      "Unclear category makes customers hard to reach with existing channels.",
      "No benchmarks exist, so plans rest on the founder's own validation.",
    ],
    competitionIntensity: "medium",
    regulatoryIntensity: "low",
    capitalIntensity: "low",
    typicalBusinessModels: ["Local Services", "E-commerce", "Home-Based Business", "Subscription"],
  };
}

export const INDUSTRIES: Record<Industry, IndustryEntry> = {
  ...NAMED_INDUSTRIES,
  Other: buildOtherEntry(Object.values(NAMED_INDUSTRIES)),
};
