import type { ServiceContent } from "../../shared/service-content";

/** Copy of /services/market-analysis (spec §2 "Service pages"). */
export const serviceContent: ServiceContent = {
  toolType: "market-analysis",
  seo: {
    title: "Market Analysis: TAM, SAM, SOM and Competitors | Ninefold",
    description:
      "Size your market top-down and bottom-up, map competitors, trends and pricing. Every figure tagged sourced, from your input or estimate. Free to try.",
    keywords: [
      "market analysis tool",
      "TAM SAM SOM",
      "market sizing",
      "competitive analysis",
      "startup market research",
      "industry trends",
      "pricing analysis",
    ],
  },
  hero: {
    eyebrow: "Phase 1 · Foundation and Discovery · Free tool",
    title: "Know your market before you spend a dollar on it",
    subtitle:
      "Describe your idea, pick a region and what you need to learn. You get a 12-part report: market size worked out two ways, competitors, trends, pricing and an entry plan, with the source of every number on the page.",
    primaryCta: { label: "Analyze Your Market Free", href: "/tools/market-analysis-tool" },
    secondaryCta: { label: "Sign Up", href: "/api/login" },
  },
  whyItMatters: {
    title: "A market size you can't trace is a guess with a decimal point",
    intro:
      "Investors, co-founders and your own bank balance all ask the same two questions: how big is this, and who else is in it? Many founders answer with one top-down figure copied from a press release. Ninefold gives you figures you can defend line by line.",
    points: [
      {
        title: "Sized two ways",
        body: "TAM, SAM and SOM are worked out top-down from industry figures and bottom-up from reachable customers times your price. When the two disagree, the gap is shown, because the gap is what to investigate.",
      },
      {
        title: "Every number has a pedigree",
        body: "The analysis draws on Ninefold's sourced knowledge base. Each figure is tagged sourced (publisher, title, year), from your input, or estimate with the arithmetic shown. Nothing is made up quietly.",
      },
      {
        title: "Competitors by name",
        body: "List the competitors you know; the analysis adds adjacent players and the workarounds customers use today, so 'we have no competitors' stops appearing on your slides.",
      },
      {
        title: "Feeds the next module",
        body: "Customer discovery reads your stored analysis and shows 'Market Analysis Data Detected', so your personas start from the segments you sized here.",
      },
    ],
  },
  process: {
    title: "How the analysis works",
    intro: "Four steps from a paragraph about your idea to a report you can export.",
    steps: [
      {
        title: "Describe your idea",
        body: "Write the idea, your target market and your value proposition in a few sentences, or bring an idea from the generator: the form prefills and shows a 'Cross-Referenced Data' banner with its title.",
      },
      {
        title: "Set scope and goals",
        body: "Choose one of 20 industries, digital, offline or hybrid, one of 8 geographic scopes from United States to Global, and any of 10 research goals such as Pricing Strategy or Regulatory Environment.",
      },
      {
        title: "Read the report",
        body: "Twelve cards in order: overview, market size, target audience, competitive landscape, trends, opportunities and threats side by side, strategy, pricing, entry strategy, key metrics, next steps and the data source.",
      },
      {
        title: "Export and carry it forward",
        body: "Export as Markdown, or PDF and Word when signed in, then open customer discovery, which picks up the analysis automatically.",
      },
    ],
  },
  highlights: {
    title: "What the report covers",
    intro: "The four questions every market slide has to answer, with the working shown.",
    items: [
      {
        title: "Market sizing (TAM, SAM, SOM)",
        body: "Total, serviceable and obtainable market drawn as bars, each with its source or formula. The bottom-up SOM uses your price and a reachable customer count you can change.",
      },
      {
        title: "Competitive analysis",
        body: "Direct competitors, substitutes and the status quo, compared on price, audience and positioning, with the gap your value proposition claims to fill.",
      },
      {
        title: "Market trends",
        body: "The shifts in technology, regulation and buying habits that help or hurt your timing, cited where a dated source exists and marked estimate where it doesn't.",
      },
      {
        title: "Customer behavior",
        body: "Who buys, how they decide, what they pay today and what would make them switch, ready to test in customer discovery.",
      },
    ],
  },
  framework: {
    title: "Your market intelligence report",
    intro:
      "Twelve sections, numbered where order matters, exported as market-analysis-{industry}-{timestamp}.md, with PDF and Word for signed-in founders.",
    deliverables: [
      "Market overview in plain language",
      "TAM, SAM and SOM, top-down and bottom-up",
      "Target audience profile",
      "Competitive landscape with named competitors and substitutes",
      "Market trends that affect your timing",
      "Opportunities and threats, side by side",
      "Recommended strategy and pricing analysis",
      "Numbered market entry steps",
      "Numbered key metrics to track",
      "Numbered next steps",
      "The data source behind every tagged figure",
    ],
  },
  stories: [
    {
      founder: "Lena Fischer",
      company: "Cartwheel, returns software for small fashion shops",
      challenge:
        "Lena's deck sized her market with a global e-commerce figure. An angel asked how many shops could actually buy her product, and she had no answer.",
      approach:
        "She ran the analysis for Fashion in Europe with Market Size Validation and Pricing Strategy as goals. The bottom-up SOM counted independent shops with online stores times her planned monthly price and put the top-down figure beside it.",
      outcome:
        "Her new sizing slide showed both numbers with their sources. It was far smaller than the old one, and the angel told her it was the first market slide in her deck he believed.",
    },
    {
      founder: "Kwame Asante",
      company: "Fieldnote, crop scouting for farming co-operatives",
      challenge: "Kwame assumed he had no competitors, because no app did exactly what his did.",
      approach:
        "He set the scope to Middle East & Africa with Competitive Analysis as the goal. The landscape card listed two agronomy platforms moving into co-operatives and the paper-and-messaging routine most co-operatives already used.",
      outcome:
        "He repositioned against the messaging routine rather than the platforms, and changed his pitch from 'the first crop app' to 'scouting reports your members already know how to send'.",
    },
    {
      founder: "Sofia Marino",
      company: "Nido Coffee, a neighbourhood café and roastery",
      challenge:
        "Sofia had a lease offer on a corner unit and a week to decide. Every report she found covered coffee nationally, not the six blocks around her.",
      approach:
        "She ran an offline analysis scoped to her city, named the two cafés she already knew as competitors, and added foot-traffic counts she had taken herself, which the report tagged as from your input.",
      outcome:
        "The pricing card showed her planned prices sat above both neighbours with nothing to justify them. She negotiated a shorter lease and opened with a roast-to-order counter that gave customers a reason to pay more.",
    },
  ],
  closingCta: {
    title: "Put numbers you can defend on your next slide",
    body: "The analysis is free to run. Sign in to save every report, export PDF and Word, and carry it into customer discovery and strategic planning. The 7-day trial covers all nine modules, no credit card.",
    buttons: [
      { label: "Analyze Your Market Free", href: "/tools/market-analysis-tool" },
      { label: "Get Full Access", href: "/api/login" },
    ],
  },
};
