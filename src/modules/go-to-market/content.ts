import type { ServiceContent } from "../../shared/service-content";
import { servicePageDeliverables } from "../_kit/plan/sections";
import { GO_TO_MARKET_SECTIONS } from "./plan";

/** Copy of /services/go-to-market (spec §2 "Service pages"; hero link per GUIDE §2). */
export const serviceContent: ServiceContent = {
  toolType: "go-to-market",
  seo: {
    title: "Go-to-Market Strategy and Launch Plan | Ninefold",
    description:
      "Pick the channels, message and launch sequence that fit your customers and budget, with funnel targets you can track. Built on your earlier modules.",
    keywords: [
      "go-to-market strategy",
      "GTM plan",
      "startup launch plan",
      "marketing channels",
      "customer acquisition",
      "startup messaging",
      "sales funnel metrics",
    ],
  },
  hero: {
    eyebrow: "Phase 2 · Strategic Planning",
    title: "Launch to the people who already have the problem",
    subtitle:
      "Go-to-market picks the one or two channels that reach your persona, the message that names their pain, a week-by-week launch sequence, and the funnel numbers that tell you whether it's working.",
    primaryCta: { label: "Plan Your Launch", href: "/go-to-market" },
  },
  whyItMatters: {
    title: "Ten channels at a tenth of your attention each reach no one",
    intro:
      "Early founders rarely lack channel ideas. What they lack is the focus to run one channel properly and the numbers to know when to stop. This module picks, sequences and measures.",
    points: [
      {
        title: "Channels chosen for your customer",
        body: "Channels are ranked by where your personas already look for a solution, by your budget and by your hours, with the reasoning shown.",
      },
      {
        title: "Messages in your customers' words",
        body: "Headlines and pitches reuse the pains and phrases from customer discovery and the position from strategic planning.",
      },
      {
        title: "Funnel targets with a pedigree",
        body: "Conversion benchmarks from Ninefold's knowledge base are tagged sourced with publisher and year, or estimate with the arithmetic shown. Your own numbers, tagged from your input, replace them as they arrive.",
      },
      {
        title: "Hands off to iteration",
        body: "Your funnel and its targets become the baseline that iteration and scaling measures against.",
      },
    ],
  },
  process: {
    title: "The six-step go-to-market process",
    intro: "From your first buyers to the weekly numbers that decide what to do next.",
    steps: [
      {
        title: "Ideal Customer Profile",
        body: "Narrow your personas to your first buyers: who they are, where they gather and what triggers a purchase.",
      },
      {
        title: "Positioning & Messaging",
        body: "A core message, three supporting proofs and the objections to answer, checked against what your competitors already claim.",
      },
      {
        title: "Channel Selection",
        body: "Rank channels by reach to your ideal customer, cost and effort. Pick one primary and one secondary, and write down why the rest wait.",
      },
      {
        title: "Pricing & Offer",
        body: "Set launch pricing and the offer, whether a trial, a paid pilot or a founding-customer deal, using the pricing analysis from your market report.",
      },
      {
        title: "Launch Sequence",
        body: "A week-by-week plan for pre-launch, launch day and the first 30 days after, with an owner for every task.",
      },
      {
        title: "Funnel & Metrics",
        body: "Define each funnel stage, its conversion target and the weekly review that decides whether to double down or switch.",
      },
    ],
  },
  framework: {
    title: "Your go-to-market plan",
    intro:
      "One plan you can run from, exported to Markdown, PDF or Word, and read by iteration and scaling.",
    // The plan's sections, word for word and in order (plan.ts).
    deliverables: servicePageDeliverables(GO_TO_MARKET_SECTIONS),
  },
  stories: [
    {
      founder: "Chloé Dubois",
      company: "Threadbare, repair kits for outdoor gear",
      challenge:
        "Chloé posted daily on four social networks and ran paid ads, and could not tell which of them, if any, sold kits.",
      approach:
        "The channel scorecard ranked partnerships with outdoor shops that run repair days, and one hiking forum, above paid social for her persona. The funnel step gave each channel a target and a review date.",
      outcome:
        "She paused the ads and three of the four networks and spent the time on shop partnerships. At the four-week review she could see, for the first time, which channel each order came from.",
    },
    {
      founder: "Samuel Okafor",
      company: "Coverline, staff rotas for restaurant groups",
      challenge: "Samuel had a working product and no launch plan beyond posting on social media.",
      approach:
        "The ideal customer profile narrowed his audience to operations managers at groups of 3 to 10 sites, and the messaging reused a phrase from his interviews: 'Sunday-night rota panic'. The launch sequence booked demos through a regional hospitality association.",
      outcome:
        "His launch month produced 12 demos from one association newsletter and a webinar, and the funnel showed that demo-to-trial was the stage to fix next.",
    },
    {
      founder: "Ingrid Solberg",
      company: "Fjordpath, small-group guided hikes",
      challenge:
        "Ingrid priced her trips below local competitors, assuming a lower price would win customers.",
      approach:
        "The pricing and offer step used her market analysis and customer discovery, which showed her persona cared more about group size than price. The message became 'eight hikers, one guide'.",
      outcome:
        "She raised her prices to match competitors, launched with a founding-group offer, and filled her first season's early dates from the mailing list she had been building rather than through discounts.",
    },
  ],
  closingCta: {
    title: "Launch with a plan and the numbers to judge it",
    body: "Go-to-market is part of the 7-day trial of all nine modules, no credit card. It builds on your strategy and product work and sets the baseline that iteration and scaling measures against.",
    buttons: [
      { label: "Plan Your Launch", href: "/go-to-market" },
      { label: "Start 7-Day Trial", href: "/api/login" },
    ],
  },
};
