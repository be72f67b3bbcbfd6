import type { BusinessModel } from "../../shared/options";

/**
 * How customer discovery differs by business model: how often the problem meets the customer,
 * what to build first, what stops adoption, the cheapest test of willingness to pay and the
 * evidence that counts. Hand-written advice, no figures (figures come from the knowledge base).
 * `customers` is the founder's customer in their words ("dental clinics", "busy parents").
 */
export interface ModelPlaybook {
  /** What the founder sells, as a noun phrase. */
  offer: string;
  /** How often the problem comes up, and what to ask about it. */
  frequency: string;
  /** What makes the customer act. */
  trigger: string;
  /** What to build, most important first. */
  features: (customers: string) => string[];
  /** What stops a customer from adopting it. */
  barriers: string[];
  /** The cheapest test of willingness to pay. */
  pilot: (customers: string) => string;
  /** The evidence that counts as commitment. */
  commitment: string;
  /** What to watch once customers pay. */
  metric: string;
}

export const MODEL_PLAYBOOKS: Record<BusinessModel, ModelPlaybook> = {
  SaaS: {
    offer: "software sold as a subscription",
    frequency:
      "Software earns a subscription when the job comes up every week or more: ask how often they " +
      "did it last week, who did it and how long it took.",
    trigger: "a missed deadline, a new hire to train, or a spreadsheet that broke",
    features: (customers) => [
      `The one workflow ${customers} repeat every week, done end to end in the product`,
      `Import from the spreadsheet or tool ${customers} use today, in minutes`,
      "Reminders and a shared view, so nobody has to chase anybody",
      "Roles and permissions for owners and staff",
      "A simple report that shows the time saved",
    ],
    barriers: [
      "The switching cost of moving their data and habits out of the current tool",
      "Staff time to learn a new system in a busy week",
      "A security or data-protection review before anyone signs",
    ],
    pilot: (customers) =>
      `Run the workflow for a handful of ${customers} by hand or with a no-code prototype for two ` +
      "weeks, then ask them to pay to continue",
    commitment: "a paid pilot or a signed letter of intent with a start date",
    metric: "weekly active accounts and revenue retention",
  },
  "E-commerce": {
    offer: "products sold through an online store",
    frequency:
      "Purchase frequency decides the economics: ask when they last bought something like this, " +
      "how often they buy it and where.",
    trigger: "running out, a gift occasion, or a post that shows the product in use",
    features: (customers) => [
      "A hero product page that answers fit, quality and delivery questions",
      "The delivery promise and returns policy stated above the fold",
      `Photos and reviews from ${customers} like the ones you want to reach`,
      "A bundle or starter set that lifts the order value",
      "Reorder reminders by email or SMS",
    ],
    barriers: [
      "Trust in an unknown brand against Amazon's delivery and returns",
      "Shipping cost and delivery time revealed at checkout",
      "The product looks like cheaper alternatives in a feed",
    ],
    pilot: (customers) =>
      `Sell a small first batch, or take pre-orders, from ${customers} through a simple store ` +
      "and a few posts before ordering stock",
    commitment: "paid pre-orders and repeat purchases, not likes",
    metric: "repeat-purchase rate and cost per first order",
  },
  Marketplace: {
    offer: "a marketplace that matches buyers with providers",
    frequency:
      "A marketplace lives on repeat transactions: ask how often each side buys or sells, and " +
      "how they find each other today.",
    trigger: "an urgent need they cannot fill through friends, groups or an existing directory",
    features: (customers) => [
      `Vetted supply for ${customers}, in one niche and one area first`,
      "Search and booking that gets to a match in minutes",
      "Reviews and guarantees that make a stranger safe to deal with",
      "Payments inside the platform, so the relationship stays on it",
      "Tools for providers (calendar, payouts) that make them prefer you",
    ],
    barriers: [
      "Empty shelves, which make buyers leave after a first search that finds nothing",
      "The work providers already get through word of mouth and other sites",
      "The temptation on both sides to go around the fee once they have met",
    ],
    pilot: (customers) =>
      `Match the first transactions for ${customers} by hand (a form, a spreadsheet and ` +
      "messages) in one area",
    commitment: "repeat transactions from the same buyers within a month",
    metric: "the share of searches that end in a transaction, and repeat use",
  },
  Subscription: {
    offer: "a subscription delivered on a schedule",
    frequency:
      "A subscription needs a need that recurs on its own, weekly or monthly: ask how often they " +
      "buy this today and whether they ever run out or forget.",
    trigger: "a busy week, running out, or wanting to stop deciding every time",
    features: () => [
      "The core plan or box, with skip and pause one tap away",
      "Choice or personalisation, so each delivery fits",
      "Delivery on a day they choose",
      "Cancellation as easy as sign-up (automatic-renewal laws expect it)",
      "A referral credit for friends",
    ],
    barriers: [
      "Fear of being locked into a recurring charge",
      "Novelty fading after the first few deliveries",
      "The price per delivery compared with buying only when needed",
    ],
    pilot: (customers) =>
      `Offer ${customers} a first delivery at full price, fulfilled by hand, and count how many ` +
      "order a second",
    commitment: "a second and a third paid delivery",
    metric: "monthly churn and the share of subscribers who skip",
  },
  Freemium: {
    offer: "a free product with a paid upgrade",
    frequency:
      "Freemium needs frequent use so the upgrade moment arrives: ask how often they hit the " +
      "limits of what they use today.",
    trigger: "hitting the limit of a free tool, or sharing work with someone else",
    features: () => [
      "A free tier that solves one job completely",
      "A clear limit that heavy users reach (seats, projects, exports)",
      "Sharing that brings new users in",
      "A paid tier for individuals and one for teams",
      "An upgrade prompt at the moment the limit bites",
    ],
    barriers: [
      "A free tier that is good enough",
      "Habits built on free incumbents",
      "Reluctance to pay for something that used to be free",
    ],
    pilot: (customers) =>
      `Release the free version to a small group of ${customers} and put a real upgrade button ` +
      "in front of the limit, counting clicks before you build the paid tier",
    commitment: "upgrades from active free users",
    metric: "free-to-paid conversion and weekly active users",
  },
  "B2B Services": {
    offer: "a done-for-you service",
    frequency:
      "Services are bought for work that recurs and is not core: ask how often the task comes up " +
      "and who does it now.",
    trigger: "a hire who left, a backlog, or a missed target",
    features: () => [
      "One tightly defined service with a fixed scope and price",
      "A turnaround promise",
      "Reporting that shows the outcome, not the hours",
      "A named point of contact",
      "Templates and tooling, so delivery does not need the founder every time",
    ],
    barriers: [
      "The risk of handing work to an outsider",
      "In-house work that looks cheaper on paper",
      "No case studies yet from firms like theirs",
    ],
    pilot: (customers) =>
      `Deliver the service for two or three ${customers} at a founding price, in exchange for a ` +
      "case study",
    commitment: "a retainer or a second paid project",
    metric: "client retention and gross margin per client",
  },
  "Mobile App": {
    offer: "a mobile app",
    frequency:
      "Apps survive on habit: ask how many times a week the moment happens, and what they open " +
      "on their phone today when it does.",
    trigger: "a moment on the go when they need it right away",
    features: () => [
      "The core action in under a minute from opening the app",
      "Onboarding that reaches the first useful result on day one",
      "Notifications that bring them back at the right moment, and no more",
      "Fast on older phones, usable offline",
      "Sharing or invites",
    ],
    barriers: [
      "One more app to download and remember",
      "Subscription fatigue",
      "Steep drop-off after the first week",
    ],
    pilot: (customers) =>
      `Give a clickable prototype or a test build to a few ${customers} and watch whether they ` +
      "open it again unprompted in the second week",
    commitment: "second-week retention and paid trial starts",
    metric: "first-week and first-month retention",
  },
  Hardware: {
    offer: "a physical device",
    frequency:
      "Hardware is bought rarely and used often: ask about the last time they bought something " +
      "similar, what it cost and what went wrong.",
    trigger: "a broken or outdated device, or a problem they see every day",
    features: () => [
      "The one measurement or action the device does better than a phone",
      "Set-up in minutes, without an installer",
      "A companion app only where it adds value",
      "Battery life and durability that survive daily use",
      "Certifications (FCC, UL, CE) planned before tooling",
    ],
    barriers: [
      "The up-front price and an unknown brand",
      "Waiting for delivery after a crowdfunding campaign",
      "Worry about support and returns",
    ],
    pilot: (customers) =>
      `Put a working prototype in the hands of a few ${customers}, then open a pre-order or ` +
      "crowdfunding page that takes deposits",
    commitment: "paid deposits or pre-orders",
    metric: "pre-order conversion and return rate",
  },
  Consulting: {
    offer: "expert advice sold by the project or on retainer",
    frequency:
      "Advice is bought at turning points: ask when they last paid for outside help and what " +
      "triggered it.",
    trigger: "a decision they cannot make alone, a new rule, or a project that failed",
    features: () => [
      "One named outcome per engagement",
      "A fixed-price diagnostic or audit as the first step",
      "A written deliverable they can hand to their team or board",
      "A retainer for the follow-through",
      "Frameworks and templates that make delivery repeatable",
    ],
    barriers: [
      "A habit of buying advice only from people they know or were referred to",
      "Budget approval for outside help",
      "Doubt that an outsider understands their business",
    ],
    pilot: (customers) => `Offer a fixed-price diagnostic to a few ${customers} from your network`,
    commitment: "a paid diagnostic that turns into a project",
    metric: "proposal win rate and repeat engagements",
  },
  Franchise: {
    offer: "a franchise location",
    frequency:
      "A franchise lives on routine visits: ask how often people nearby buy this category and " +
      "from whom.",
    trigger: "a routine purchase near home or work",
    features: () => [
      "The franchisor's proven offer, delivered consistently",
      "A site with the foot traffic the brand needs",
      "Local marketing on top of the national campaigns",
      "Active use of the brand's loyalty program",
      "A staffing and training plan before opening",
    ],
    barriers: [
      "Habits with nearby competitors",
      "Low brand awareness in a new area",
      "The opening timeline and build-out",
    ],
    pilot: (customers) =>
      `Test the site before signing: count foot traffic, visit competing locations and talk to ` +
      `${customers} nearby`,
    commitment: "franchisor approval and site-level evidence of demand",
    metric: "weekly sales against the franchisor's unit averages",
  },
  "Brick & Mortar Store": {
    offer: "a physical store",
    frequency:
      "A store depends on visit frequency: ask how often they shop for this category and where.",
    trigger: "passing by, a local recommendation, or a need they want to see and touch",
    features: () => [
      "A curated range that online giants do not show well",
      "A location on their daily route",
      "Staff who know the product",
      "Events and a loyalty program",
      "An online catalogue with click-and-collect",
    ],
    barriers: [
      "The convenience of ordering online",
      "Prices compared with big-box stores",
      "Parking and opening hours",
    ],
    pilot: (customers) =>
      `Run a market stall or pop-up in the target area before signing a lease, and record what ` +
      `${customers} buy`,
    commitment: "repeat visits and a healthy basket at the pop-up",
    metric: "sales per square foot and repeat visits",
  },
  "Restaurant/Food Service": {
    offer: "a food-service business",
    frequency:
      "Food is bought several times a week: ask where they ate or ordered the last few times, and " +
      "why there.",
    trigger: "hunger at a predictable time and place, or an occasion",
    features: () => [
      "A short menu built around one signature item",
      "Service fast enough for their lunch break or evening",
      "Takeout or delivery where the demand is",
      "Prices that fit the local average check",
      "A reason to come back (loyalty, rotating specials)",
    ],
    barriers: [
      "Habits with the places they already use",
      "Price against familiar chains",
      "Location and parking",
    ],
    pilot: (customers) =>
      `Run a pop-up, market stall or catering trial and sell to ${customers} at your planned prices`,
    commitment: "repeat purchases at full price",
    metric: "food cost, labour cost and covers per day",
  },
  "Local Services": {
    offer: "a local service",
    frequency:
      "Local services are bought on a cycle (weekly, seasonal) or in a hurry: ask when they last " +
      "paid for this and how they found the provider.",
    trigger: "a job at home or at work they cannot or will not do themselves",
    features: () => [
      "Fast booking and a clear quote",
      "Reliable arrival windows",
      "Vetted, insured staff",
      "Before-and-after proof of the work",
      "A recurring plan for regular jobs",
    ],
    barriers: [
      "Reluctance to let a stranger onto their premises",
      "A provider they already use",
      "The price against doing it themselves",
    ],
    pilot: (customers) =>
      `Take the first jobs from ${customers} in one area through neighbourhood groups and a ` +
      "simple booking form",
    commitment: "paid jobs and rebookings",
    metric: "rebooking rate and reviews",
  },
  Manufacturing: {
    offer: "a manufacturing service",
    frequency:
      "Production orders recur with product cycles: ask how often they reorder and how they " +
      "qualify a new supplier.",
    trigger: "a supplier that missed a deadline, a quality problem, or a new product",
    features: () => [
      "Quotes faster than their current suppliers",
      "Quality documentation (inspection reports, certificates)",
      "Small minimum order quantities",
      "Lead times stated and kept",
      "An online order and status page",
    ],
    barriers: [
      "The time and samples it takes to qualify a new supplier",
      "Existing supplier relationships and pricing",
      "The risk of quality problems in their own product",
    ],
    pilot: (customers) => `Produce a paid sample or a small first batch for a few ${customers}`,
    commitment: "a first production order after the sample",
    metric: "repeat orders and on-time delivery",
  },
  "Retail Products": {
    offer: "a consumer product line",
    frequency:
      "Products live on reorders: ask how quickly they use up what they buy today and where they " +
      "buy it.",
    trigger: "running out, a gift, or finding it on a shelf or in a feed",
    features: () => [
      "One hero product with a clear reason to choose it",
      "Packaging that explains it in seconds on a shelf",
      "Wholesale pricing that leaves retailers their margin",
      "A direct online channel for reorders",
      "Samples for retailers and events",
    ],
    barriers: [
      "Shelf space and the attention of retail buyers",
      "Price against established brands",
      "Trying an unknown brand",
    ],
    pilot: (customers) =>
      `Sell a small first batch at markets and through a few independent shops, and talk to the ` +
      `${customers} who buy`,
    commitment: "reorders from shops and repeat buyers",
    metric: "sell-through at retailers and reorder rate",
  },
  "Professional Services": {
    offer: "a professional service",
    frequency:
      "Professional services follow deadlines and life events: ask when they last needed this and " +
      "whom they used.",
    trigger: "a deadline, a legal or tax event, or a business that outgrew its set-up",
    features: () => [
      "A fixed-fee package for the most common job",
      "Clear turnaround times",
      "Secure document exchange",
      "Advice in plain language",
      "A monthly plan for ongoing needs",
    ],
    barriers: [
      "Loyalty to a professional they already trust",
      "Fear of mistakes in regulated work",
      "Cheaper self-service tools",
    ],
    pilot: (customers) => `Offer the fixed-fee package to a few ${customers} through referrals`,
    commitment: "paid engagements and referrals",
    metric: "client retention and billable utilisation",
  },
  "Home-Based Business": {
    offer: "a home-based business",
    frequency:
      "Ask how often they buy this kind of item or service, and where (markets, Etsy, Instagram, " +
      "neighbours).",
    trigger: "a gift occasion, a local recommendation or a post",
    features: () => [
      "A small range, made or delivered well",
      "Easy ordering through messages or a simple shop",
      "Pickup or local delivery",
      "Photos and reviews",
      "Seasonal specials",
    ],
    barriers: [
      "Trust in a small home-based seller",
      "Legal limits (cottage-food rules, home-occupation permits)",
      "Capacity: what one person can make or deliver in a week",
    ],
    pilot: (customers) =>
      `Sell a first batch to ${customers} through local groups or a market stall`,
    commitment: "paid orders from people who are not friends or family",
    metric: "orders per week and repeat buyers",
  },
  "Event Services": {
    offer: "an event service",
    frequency:
      "Events are rare for each client (a few a year for a company, once for a wedding), so reach " +
      "matters more than repeat business: ask how they found their last vendor.",
    trigger: "a date set for an event",
    features: () => [
      "Packages with clear prices",
      "A portfolio for their kind of event",
      "Fast, reliable answers to enquiries",
      "Contracts with clear deposit and cancellation terms",
      "Partnerships with venues and planners",
    ],
    barriers: [
      "Trusting a vendor with a one-off event",
      "A budget fixed before they look for vendors",
      "Availability on peak dates",
    ],
    pilot: (customers) =>
      `Deliver a few events for ${customers} at a founding price in exchange for photos and reviews`,
    commitment: "paid deposits",
    metric: "enquiry-to-booking rate and referrals",
  },
};
