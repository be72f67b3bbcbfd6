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
