import type { ServiceContent } from "../../../shared/service-content";

/**
 * The tenth module's service page (/services/pitch-practice): real copy, so the module that
 * `npm run check:module-unit` adds is prerendered, answers 200 and passes the accessibility check.
 */
export const serviceContent: ServiceContent = {
  toolType: "pitch-practice",
  seo: {
    title: "Pitch Practice: a one-minute pitch | Ninefold",
    description:
      "Rehearse a one-minute pitch written from your own venture: your market analysis, your customers' words and the plans you have already made.",
    keywords: ["pitch practice", "startup pitch", "elevator pitch", "founders", "investor pitch"],
  },
  hero: {
    eyebrow: "Module 10 · Preparation, Launch and Scale",
    title: "Pitch Practice",
    subtitle:
      "A one-minute pitch rewritten from the results you already have, so every claim you make out loud is one you can back up.",
    primaryCta: { label: "Practice Your Pitch", href: "/pitch-practice" },
    secondaryCta: { label: "Sign Up", href: "/api/login" },
  },
  whyItMatters: {
    title: "Why a rehearsed pitch matters",
    intro:
      "Investors, partners and first customers hear your pitch once. It should say what your work says.",
    points: [
      {
        title: "One story everywhere",
        body: "The same problem, customer and numbers in your deck, your emails and your meetings.",
      },
      {
        title: "Claims you can defend",
        body: "Each figure comes from your market analysis or from your input, and is marked as an estimate when it is one.",
      },
    ],
  },
  process: {
    title: "How it works",
    intro: "Three short steps, built on what your venture already holds.",
    steps: [
      {
        title: "Gather",
        body: "We read your market analysis and customer discovery results.",
      },
      {
        title: "Draft",
        body: "A one-minute pitch names the customer, the problem and the change you bring.",
      },
      {
        title: "Rehearse",
        body: "Read it aloud, edit the words that are not yours, and run it again.",
      },
    ],
  },
  framework: {
    title: "What you get",
    intro: "A pitch you can say, and the sources behind it.",
    deliverables: [
      "A one-minute pitch",
      "The figures it quotes, each sourced from the knowledge base or from your input",
      "A Markdown export",
    ],
  },
  stories: [
    {
      founder: "Imogen Vale",
      company: "Shiftswap",
      challenge: "Her pitch changed with every meeting and lost the customer halfway through.",
      approach: "She rebuilt it from her customer discovery interviews.",
      outcome: "One pitch, said the same way in every meeting.",
    },
    {
      founder: "Tobias Achterberg",
      company: "Kelpworks",
      challenge: "He quoted a market size he could not explain when asked.",
      approach: "His pitch now quotes the sourced figure from his market analysis.",
      outcome: "He answers the follow-up question with the source.",
    },
    {
      founder: "Ranjani Iyer",
      company: "Lendloop",
      challenge: "Her pitch described the product, not the buyer.",
      approach: "The draft started from the buyer her discovery named.",
      outcome: "Listeners could say back who it was for.",
    },
  ],
  closingCta: {
    title: "Say it in a minute",
    body: "Start from the work you have already done.",
    buttons: [
      { label: "Practice Your Pitch", href: "/pitch-practice" },
      { label: "Get Full Access", href: "/api/login" },
    ],
  },
};
