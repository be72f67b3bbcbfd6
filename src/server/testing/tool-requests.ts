/** A valid idea generator profile for tests that need a saved project of any kind. */
export const IDEA_REQUEST = {
  interests: "Fitness, coaching",
  skills: "Marketing, software",
  industry: "Technology",
  budget: "under-10k",
  timeCommitment: "evenings",
  businessModel: ["SaaS"],
  businessType: "online",
};

/** A full idea generator form, every field the page sends (tools and fuzz tests). */
export const IDEAS_FORM = {
  interests: "dogs, hiking",
  skills: "python, marketing",
  industry: "Technology",
  budget: "under-10k",
  timeCommitment: "evenings",
  businessModel: ["SaaS", "E-commerce"],
  businessType: "online",
  experience: "",
  targetMarket: "",
  challenges: "",
};

/** A full market analysis form, a saved idea included (tools and fuzz tests). */
export const MARKET_FORM = {
  businessIdea: "A booking app for independent yoga studios",
  industry: "Sports & Fitness",
  businessType: "digital",
  targetMarket: "Independent yoga studio owners",
  geographicScope: "United States",
  uniqueValueProposition: "Class booking and payments in one screen",
  researchGoals: ["Pricing Strategy", "Competitive Analysis"],
  competitorAnalysis: "Mindbody, Glofox",
  marketSize: "",
  currentStage: "idea-validation",
  previousData: JSON.stringify({ title: "Yoga studio booking", description: "Bookings" }),
};
