import type { ServiceContent } from "../../shared/service-content";

/** Copy of /services/startup-idea-generator (spec §2 "Service pages"). */
export const serviceContent: ServiceContent = {
  toolType: "idea-generation",
  seo: {
    title: "Startup Idea Generator: Ideas That Fit You | Ninefold",
    description:
      "Startup ideas scored out of 10 against your skills, budget and hours, with the rubric shown. Free, no login. Take the best one straight into market analysis.",
    keywords: [
      "startup idea generator",
      "business ideas for founders",
      "AI startup ideas",
      "validate a startup idea",
      "side business ideas",
      "free idea generator",
    ],
  },
  hero: {
    eyebrow: "Phase 1 · Foundation and Discovery · Free tool",
    title: "Startup ideas that fit your skills, your budget and your week",
    subtitle:
      "Tell the generator what you know, what you can spend and how many hours you have. It returns ideas scored out of 10 against those limits, shows how each score was reached, and hands the one you pick to market analysis.",
    primaryCta: { label: "Try Generator Now", href: "/tools/idea-generation-tool" },
    secondaryCta: { label: "Get Full Access", href: "/api/login" },
  },
  whyItMatters: {
    title: "Most idea lists ignore the person who has to build the idea",
    intro:
      "A good idea for someone else can be a bad idea for you. A lab-equipment marketplace needs a sales background and a long runway; a weekend meal-prep service needs a kitchen licence and 15 free hours a week. The generator starts from your constraints, not from a trend list.",
    points: [
      {
        title: "Fit beats novelty",
        body: "An idea you can start next month with the skills you have teaches you more than a better idea you can't fund. Every idea is checked against your budget range and time commitment before it is scored.",
      },
      {
        title: "Scores you can argue with",
        body: "Each idea carries a score out of 10 and a Low, Medium or High difficulty. The rubric behind both is shown, so you can disagree with a weighting instead of trusting a black box.",
      },
      {
        title: "Numbers with a pedigree",
        body: "Market size and time-to-market figures come from Ninefold's sourced knowledge base and are tagged: sourced (publisher, title, year), from your input, or estimate with the arithmetic shown. Nothing is invented silently.",
      },
    ],
  },
  process: {
    title: "How it works",
    intro: "Four steps, about five minutes, no account needed.",
    steps: [
      {
        title: "Tell us about you",
        body: "Write your interests and skills in your own words: 'eight years in hospital procurement', 'I cook for 40 people every Sunday'. Specific beats modest.",
      },
      {
        title: "Set your constraints",
        body: "Pick one of 14 industries, a budget from under $10k to over $500k, your time commitment, any of 18 business models, and online, offline or hybrid. Offline and hybrid ideas also ask where you would operate.",
      },
      {
        title: "Review your scored ideas",
        body: "Each idea comes with a description, difficulty, score out of 10, market size, time to market, the skills it needs, key benefits and ordered next steps. Regenerate for a fresh set from the same profile.",
      },
      {
        title: "Develop the best one",
        body: "'Develop This Idea Further' saves the idea and opens the market analysis tool prefilled with it, so the next module starts from your idea instead of a blank form.",
      },
    ],
  },
  highlights: {
    title: "Benefits",
    intro: "What you get that a brainstorm or a generic list of ideas doesn't give you.",
    items: [
      {
        title: "Built around your limits",
        body: "Budget, hours per week and business type shape the ideas before they are scored, so a part-time founder with $10k doesn't get a hardware moonshot.",
      },
      {
        title: "Transparent scoring",
        body: "The n/10 score and the difficulty badge come with the rubric that produced them: how your skills, budget, time and the market each weigh in.",
      },
      {
        title: "First steps you can do this week",
        body: "Every idea ends in ordered next steps such as 'interview five clinic managers' rather than 'research the market'.",
      },
      {
        title: "One thread into the next module",
        body: "The idea you pick carries its title, description, category, market size and target market into market analysis, and from there into customer discovery.",
      },
      {
        title: "Free, and saved when you sign in",
        body: "Use it without an account. Signed in, every result is saved to your workspace automatically and exports to Markdown, PDF and Word.",
      },
    ],
  },
  framework: {
    title: "What every idea includes",
    intro: "Each idea is a one-page brief you can check in an afternoon.",
    deliverables: [
      "Title, category and a plain-language description",
      "Difficulty badge: Low, Medium or High",
      "Score out of 10, with the rubric shown",
      "Market size, tagged sourced, from your input or estimate",
      "Time to market for your budget and hours",
      "Required skills, to compare with the ones you entered",
      "Key benefits of the idea",
      "Ordered next steps for your first weeks",
      "One-click hand-off to market analysis",
    ],
  },
  testimonials: [
    {
      quote:
        "I'd been sitting on a list of 30 ideas for a year. The generator set aside the ones that needed more than my $10k and 15 hours a week, and the rubric showed me why the one I loved scored 6, not 9. I started on the 8.",
      name: "Priya Raman",
      role: "Founder, Shelfwise (stock tracking for independent bookshops)",
    },
    {
      quote:
        "What sold me was the market size line tagged 'estimate' with the arithmetic right under it. I checked it in ten minutes instead of wondering where it came from.",
      name: "Marcus Oyelaran",
      role: "Co-founder, Tidepool Tutoring",
    },
  ],
  stories: [
    {
      founder: "Dana Whitfield",
      company: "Ledgerlight, bookkeeping for solo tradespeople",
      challenge:
        "A former accountant with $25k saved and only her evenings free, Dana kept circling a full accounting platform she could not build part time.",
      approach:
        "She entered her accounting background, evenings as her time commitment and the $10k-$50k budget. The generator ranked a narrow service-plus-software idea above the platform, rated it Low difficulty and built its next steps around clients she already knew.",
      outcome:
        "She signed her first three paying clients from her old network before any code was written, then took the idea into market analysis to size the tradesperson segment before hiring a developer.",
    },
    {
      founder: "Tomás Herrera",
      company: "Verde Routes, EV charging for delivery fleets",
      challenge:
        "An electrical engineer with savings to draw on, Tomás had four EV ideas and no way to choose between them.",
      approach:
        "He ran the generator once for Energy and once for Transportation and compared the two sets. The same fleet-depot charging idea scored highest in both, and its required skills matched his almost exactly.",
      outcome:
        "He dropped the consumer charging app he had been prototyping and spent his first month interviewing fleet managers, following the next steps the idea listed.",
    },
    {
      founder: "Aisha Bello",
      company: "Crumb & Co, a home-based baking subscription",
      challenge:
        "A nurse on rotating shifts, Aisha wanted a home-based business under $10k with flexible hours, and every idea list she found assumed a shop front.",
      approach:
        "She chose Food & Beverage, Subscription and Home-Based Business with a home-based location. The top idea put checking local food-business registration first in its next steps and flagged a wholesale variant as High difficulty.",
      outcome:
        "She launched a 20-box monthly pilot for her neighbours while keeping her job, and used market analysis to see whether the subscription could grow beyond her street.",
    },
  ],
  closingCta: {
    title: "Find the idea that fits your next twelve months",
    body: "The generator is free, needs no login and takes about five minutes. Start the 7-day trial of all nine modules, no credit card, when you want your ideas saved, exported and carried into market, customer and strategy work.",
    buttons: [
      { label: "Generate Ideas Now", href: "/tools/idea-generation-tool" },
      { label: "Start 7-Day Trial", href: "/api/login" },
    ],
  },
};
