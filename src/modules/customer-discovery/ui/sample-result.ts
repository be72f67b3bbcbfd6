import type { CustomerDiscoveryResult } from "../schema";

/**
 * A complete customer discovery result for tests (unit and end-to-end): every nested field of
 * spec §3, with provenance. Not imported by the page, so it never reaches the browser bundle.
 */
export const SAMPLE_IDEA =
  "ThreadLoop: a resale app where parents sell outgrown kids' clothes to other parents nearby";

export const SAMPLE_RESULT: CustomerDiscoveryResult = {
  executiveSummary:
    "ThreadLoop's customer is a suburban parent whose children outgrow clothes every season.",
  customerPersonas: {
    primaryPersona: "Busy parent of two young children who clears a wardrobe every season.",
    secondaryPersonas: ["Grandparent buying play clothes", "Parent expecting a second child"],
    demographics: "Parents aged 28 to 42 in US suburbs, two-income households.",
    psychographics: "Value-conscious, sustainability-minded, short on time.",
    painPoints: ["Haggling with strangers", "Bags of clothes nobody takes"],
    motivations: ["Clear space", "Get some money back"],
    buyingBehavior: "Finds apps through school parent groups.",
  },
  problemValidation: {
    problemSeverity: "Moderate: low money per item but a recurring chore.",
    currentSolutions: "Facebook Marketplace, ThredUp, donation bins.",
    customerJourney: "Child outgrows clothes, parent bags them, lists or donates.",
    unmetNeeds: ["Selling a whole size bundle at once", "Safe local pickup"],
    problemFrequency: "Every season, about 4 times a year.",
  },
  solutionFit: {
    solutionAlignment: "Bundles by size match how parents clear wardrobes.",
    featurePriority: ["Size bundles", "Verified-parent pickup", "Price suggestions"],
    valueProposition: "Clear a size in one listing and hand it to a verified parent nearby.",
    competitiveAdvantage: "Local and parent-only where ThredUp ships nationally.",
    adoptionBarriers: ["Trust in strangers", "Low money per bundle"],
  },
  marketInsights: {
    segmentAnalysis: "Suburban parents first; urban parents lack storage and pickup time.",
    marketTiming: "Resale is growing while fast fashion faces pressure.",
    customerAcquisition: "School parent groups and referral credits.",
    pricingSensitivity: "High: a listing fee kills it, a small cut on sales is accepted.",
    growthOpportunities: ["Maternity clothes", "Toys and gear"],
  },
  recommendations: {
    immediateActions: ["Interview 15 parents at school pickup", "List 20 bundles by hand"],
    researchGaps: ["Price parents accept per bundle"],
    validationSteps: ["Concierge test with one school", "Measure repeat listings"],
    nextMilestones: ["100 bundles sold", "Second school live"],
  },
  classification: {
    industry: "E-commerce",
    orientation: "B2C",
    businessModel: "Marketplace",
    signals: ["resale", "parents"],
  },
  builtOn: ["Market analysis: The US children's resale market is growing."],
  dataSource: "Ninefold offline strategy engine, knowledge base 2025-01",
  sources: [
    {
      id: "thredup-2024",
      publisher: "ThredUp",
      title: "Resale Report 2024",
      year: 2024,
      url: "https://www.thredup.com/resale",
    },
  ],
  assumptions: [
    {
      label: "US secondhand apparel market (2023)",
      value: "$43B",
      basis: { kind: "source", sourceId: "thredup-2024" },
    },
    { label: "Parents to interview", value: "15", basis: { kind: "input", field: "businessIdea" } },
    {
      label: "Seasons per year",
      value: "4",
      basis: { kind: "estimate", method: "One clear-out per season, four seasons a year." },
    },
  ],
};
