/**
 * The option lists of spec §9, shared by forms, request schemas and the knowledge base.
 * Values are what the browser sends; labels are what a founder reads.
 */

export const IDEA_INDUSTRIES = [
  "Technology",
  "Healthcare",
  "Finance",
  "Education",
  "E-commerce",
  "Manufacturing",
  "Real Estate",
  "Food & Beverage",
  "Entertainment",
  "Transportation",
  "Energy",
  "Agriculture",
  "Consulting",
  "Other",
] as const;
export type IdeaIndustry = (typeof IDEA_INDUSTRIES)[number];

/** Spec §9 names some of the twenty; the rest complete the common ones (docs/decisions). */
export const MARKET_INDUSTRIES = [
  "Technology",
  "Healthcare",
  "Finance",
  "Education",
  "E-commerce",
  "Retail",
  "Fashion",
  "Food & Beverage",
  "Travel & Tourism",
  "Gaming",
  "Media",
  "Entertainment",
  "Real Estate",
  "Manufacturing",
  "Transportation",
  "Energy",
  "Agriculture",
  "Professional Services",
  "Sports & Fitness",
  "Other",
] as const;
export type MarketIndustry = (typeof MARKET_INDUSTRIES)[number];

/** Every industry either tool can send: the union of both lists. */
export const ALL_INDUSTRIES = [...new Set<string>([...IDEA_INDUSTRIES, ...MARKET_INDUSTRIES])] as (
  | IdeaIndustry
  | MarketIndustry
)[];
export type Industry = IdeaIndustry | MarketIndustry;

export const BUSINESS_MODELS = [
  "SaaS",
  "E-commerce",
  "Marketplace",
  "Subscription",
  "Freemium",
  "B2B Services",
  "Mobile App",
  "Hardware",
  "Consulting",
  "Franchise",
  "Brick & Mortar Store",
  "Restaurant/Food Service",
  "Local Services",
  "Manufacturing",
  "Retail Products",
  "Professional Services",
  "Home-Based Business",
  "Event Services",
] as const;
export type BusinessModel = (typeof BUSINESS_MODELS)[number];

export const BUDGETS = [
  { value: "under-10k", label: "Under $10,000", minUsd: 0, maxUsd: 10_000 },
  { value: "10k-50k", label: "$10,000 – $50,000", minUsd: 10_000, maxUsd: 50_000 },
  { value: "50k-100k", label: "$50,000 – $100,000", minUsd: 50_000, maxUsd: 100_000 },
  { value: "100k-500k", label: "$100,000 – $500,000", minUsd: 100_000, maxUsd: 500_000 },
  { value: "over-500k", label: "Over $500,000", minUsd: 500_000, maxUsd: null },
] as const;
export type Budget = (typeof BUDGETS)[number]["value"];

export const TIME_COMMITMENTS = [
  { value: "part-time", label: "Part-time (10-20 hours/week)", hoursPerWeek: 15 },
  { value: "full-time", label: "Full-time (40+ hours/week)", hoursPerWeek: 45 },
  { value: "evenings", label: "Evenings and weekends", hoursPerWeek: 10 },
  { value: "flexible", label: "Flexible", hoursPerWeek: 25 },
] as const;
export type TimeCommitment = (typeof TIME_COMMITMENTS)[number]["value"];

/** Business type as the idea generator sends it. */
export const IDEA_BUSINESS_TYPES = [
  { value: "online", label: "Online" },
  { value: "offline", label: "Offline" },
  { value: "hybrid", label: "Hybrid" },
  { value: "no-preference", label: "No preference" },
] as const;
export type IdeaBusinessType = (typeof IDEA_BUSINESS_TYPES)[number]["value"];

/** Business type as the market analysis tool sends it (spec §3). */
export const MARKET_BUSINESS_TYPES = [
  { value: "digital", label: "Digital/Online" },
  { value: "offline", label: "Physical/Offline" },
  { value: "hybrid", label: "Hybrid (Online + Offline)" },
  { value: "all", label: "All Types" },
] as const;
export type MarketBusinessType = (typeof MARKET_BUSINESS_TYPES)[number]["value"];

export const LOCATIONS = [
  { value: "urban", label: "Urban" },
  { value: "suburban", label: "Suburban" },
  { value: "rural", label: "Rural" },
  { value: "neighborhood", label: "Neighborhood" },
  { value: "mobile", label: "Mobile" },
  { value: "home-based", label: "Home-based" },
] as const;
export type Location = (typeof LOCATIONS)[number]["value"];

export const GEOGRAPHIC_SCOPES = [
  "United States",
  "North America",
  "Europe",
  "Asia-Pacific",
  "Global",
  "Latin America",
  "Middle East & Africa",
  "Specific Country/Region",
] as const;
export type GeographicScope = (typeof GEOGRAPHIC_SCOPES)[number];

export const RESEARCH_GOALS = [
  "Market Size Validation",
  "Competitive Analysis",
  "Customer Segmentation",
  "Pricing Strategy",
  "Market Entry Strategy",
  "Growth Opportunities",
  "Risk Assessment",
  "Technology Trends",
  "Regulatory Environment",
  "Investment Requirements",
] as const;
export type ResearchGoal = (typeof RESEARCH_GOALS)[number];

export const CONTACT_SUBJECTS = [
  { value: "general", label: "General inquiry" },
  { value: "support", label: "Technical support" },
  { value: "billing", label: "Billing" },
  { value: "partnership", label: "Partnership" },
  { value: "feedback", label: "Feedback" },
  { value: "press", label: "Press" },
  { value: "other", label: "Other" },
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]["value"];

export const DIFFICULTIES = ["Low", "Medium", "High"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
