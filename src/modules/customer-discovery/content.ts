import type { ServiceContent } from "../../shared/service-content";

/** Copy of /services/customer-discovery (spec §2 "Service pages"). */
export const serviceContent: ServiceContent = {
  toolType: "customer-discovery",
  seo: {
    title: "Customer Discovery: Personas and Problem Fit | Ninefold",
    description:
      "Turn your idea into personas, a validated problem and a ranked feature list, plus the interviews to run next. Built on your market analysis. Free to try.",
    keywords: [
      "customer discovery",
      "customer personas",
      "problem validation",
      "solution fit",
      "customer interviews",
      "startup validation",
    ],
  },
  hero: {
    eyebrow: "Phase 1 · Foundation and Discovery · Free tool",
    title: "Find out who has the problem, how often, and what they'd pay to stop it",
    subtitle:
      "Describe your idea in one paragraph. Ninefold drafts your personas, tests the problem behind the idea, checks how well your solution fits, and lists the interviews that would prove it or kill it.",
    primaryCta: { label: "Start Customer Discovery", href: "/tools/customer-discovery-tool" },
    secondaryCta: { label: "Start 7-Day Trial", href: "/api/login" },
  },
  whyItMatters: {
    title: "You can build exactly what you planned and still find no one who needs it",
    intro:
      "Founders who skip discovery learn about their customer after launch, from silence. Discovery moves that lesson to before you write code, when changing your mind costs a conversation instead of a quarter.",
    points: [
      {
        title: "A persona is a hypothesis",
        body: "Personas come with demographics, psychographics, pain points, motivations and buying behavior written as claims you can check in an interview, not a stock photo with a name.",
      },
      {
        title: "Severity and frequency, not just existence",
        body: "Problem validation rates how badly and how often the problem bites, and what people use today. A weekly annoyance with a free workaround is a different business from a monthly crisis.",
      },
      {
        title: "Grounded in your market",
        body: "When a market analysis is stored, the tool shows 'Market Analysis Data Detected' and uses its segments and pricing. Figures from Ninefold's knowledge base are tagged sourced; yours are tagged from your input; the rest are marked estimate.",
      },
      {
        title: "Hands off to strategy and product",
        body: "Signed in, the result feeds strategic planning and product development, so your positioning and MVP scope start from the pains you ranked here.",
      },
    ],
  },
  process: {
    title: "The five-step discovery process",
    intro: "From one paragraph about your idea to the next ten conversations worth having.",
    steps: [
      {
        title: "Describe the idea",
        body: "One paragraph: who it's for, what it does and why now. If you ran a market analysis, it's picked up automatically.",
      },
      {
        title: "Map your customers",
        body: "A primary persona and any secondary ones, each with demographics, psychographics, pain points, motivations and how they buy.",
      },
      {
        title: "Validate the problem",
        body: "Severity, frequency, the solutions people use today, the customer journey around the problem and the needs nothing meets yet.",
      },
      {
        title: "Test solution fit",
        body: "How well your solution matches those pains, a priority order for features, your value proposition and advantage, and the barriers to adoption.",
      },
      {
        title: "Plan the next interviews",
        body: "Immediate actions, research gaps, validation steps and milestones, numbered, so your next conversations test the riskiest assumption first.",
      },
    ],
  },
  framework: {
    title: "Your customer discovery report",
    intro:
      "Six sections and a sources footer, exported as customer-discovery-analysis-YYYY-MM-DD.md, with PDF and Word for signed-in founders.",
    deliverables: [
      "Executive summary",
      "Primary persona and numbered secondary personas",
      "Demographics, psychographics and buying behavior",
      "Pain points and motivations",
      "Problem validation: severity, frequency, current solutions, customer journey, unmet needs",
      "Solution fit: alignment, numbered feature priority, value proposition, advantage, adoption barriers",
      "Market insights: segments, timing, acquisition, pricing sensitivity, growth opportunities",
      "Recommendations: immediate actions, research gaps, validation steps, next milestones",
      "Data sources for every tagged figure",
    ],
  },
  stories: [
    {
      founder: "Grace Lindqvist",
      company: "Kinroster, shift swaps for care homes",
      challenge:
        "Grace planned to sell to care-home owners. Her prototype had a reporting dashboard for them and very little for the carers who would use it every day.",
      approach:
        "Customer discovery made the carer the primary persona and the owner a secondary one, and ranked the carers' pain, last-minute swaps arranged by text message, above the owner's reporting needs.",
      outcome:
        "She rebuilt the first screen around posting and accepting a swap. The two homes piloting it stopped arranging cover in their group chat during the first month.",
    },
    {
      founder: "Rahul Menon",
      company: "Quotient, rate setting for freelance translators",
      challenge: "Rahul was sure translators undercharged and would pay for a pricing calculator.",
      approach:
        "Problem validation rated the pain as real but infrequent, since translators set rates a few times a year. The research gaps pointed him at chasing late invoices, which his persona faced every week.",
      outcome:
        "After twelve interviews he switched to invoice follow-ups with rate suggestions as a side feature, and pre-sold it to four translation agencies.",
    },
    {
      founder: "Elena Kovač",
      company: "Pantry Loop, surplus food boxes from local grocers",
      challenge:
        "Elena had two customer types, shoppers and grocers, and no idea which side to build for first.",
      approach:
        "She ran discovery with her market analysis loaded. The adoption barriers showed grocers needed near-zero setup, and the feature priority put a one-tap 'list surplus' flow ahead of the shopper app.",
      outcome:
        "She launched with three grocers posting to a simple web page and a waiting list of shoppers, and held back the app until supply was steady.",
    },
  ],
  closingCta: {
    title: "Talk to the right ten people next week",
    body: "Customer discovery is free to run. Sign in to save it, export PDF and Word, and carry your personas into strategic planning and product development. The 7-day trial covers all nine modules, no credit card.",
    buttons: [
      { label: "Start Customer Discovery", href: "/tools/customer-discovery-tool" },
      { label: "Get Full Access", href: "/api/login" },
    ],
  },
};
