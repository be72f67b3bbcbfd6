/**
 * What a founder's budget, weekly time and location allow, as data the engines can score with.
 * Exclusions are derived from the business-model table (launch capital, minimum weekly hours,
 * fixed premises) and a test keeps the two consistent.
 */
import type { Budget, Location, TimeCommitment } from "../../shared/options";
import {
  type BudgetEntry,
  estimate,
  type LocationEntry,
  months,
  ratio,
  type TimeCommitmentEntry,
} from "./schema";

const YEAR = 2024;

const runway = (budgetUsd: number, monthlyBurnUsd: number, what: string) => {
  const value = Math.floor(budgetUsd / monthlyBurnUsd);
  return months(
    value,
    YEAR,
    estimate(
      `$${budgetUsd.toLocaleString("en-US")} ÷ an assumed $${monthlyBurnUsd.toLocaleString(
        "en-US",
      )} a month (${what}; founders' salaries excluded) ≈ ${value} months.`,
    ),
  );
};

export const BUDGET_ENTRIES: Record<Budget, BudgetEntry> = {
  "under-10k": {
    value: "under-10k",
    label: "Under $10,000",
    minUsd: 0,
    maxUsd: 10000,
    excludedBusinessModels: [
      "Marketplace",
      "Freemium",
      "Hardware",
      "Franchise",
      "Brick & Mortar Store",
      "Restaurant/Food Service",
      "Manufacturing",
    ],
    capitalFit: { low: 1, medium: 0.4, high: 0.05, "very-high": 0 },
    leanRunwayMonths: runway(10000, 1500, "software, hosting, small ad tests"),
    guidance: [
      "Choose models that earn before they spend: services, consulting, pre-sales, " +
        "print-on-demand.",
      "Validate with a landing page and ten customer conversations before buying inventory or " +
        "code.",
      "Keep fixed costs near zero: no lease, no hires, monthly tools only.",
    ],
  },
  "10k-50k": {
    value: "10k-50k",
    label: "$10,000 – $50,000",
    minUsd: 10000,
    maxUsd: 50000,
    excludedBusinessModels: [
      "Hardware",
      "Franchise",
      "Brick & Mortar Store",
      "Restaurant/Food Service",
      "Manufacturing",
    ],
    capitalFit: { low: 1, medium: 0.85, high: 0.3, "very-high": 0.05 },
    leanRunwayMonths: runway(50000, 4000, "tools, contractors and steady ad spend"),
    guidance: [
      "Enough for an MVP built with contractors, a first inventory run or a used vehicle.",
      "Spend in stages: unlock each tranche only after a validation milestone is met.",
      "Still too little for a lease with build-out or a production line.",
    ],
  },
  "50k-100k": {
    value: "50k-100k",
    label: "$50,000 – $100,000",
    minUsd: 50000,
    maxUsd: 100000,
    excludedBusinessModels: ["Manufacturing"],
    capitalFit: { low: 1, medium: 1, high: 0.6, "very-high": 0.25 },
    leanRunwayMonths: runway(100000, 8000, "a part-time hire, contractors and marketing"),
    guidance: [
      "Opens lower-cost franchises, food trucks, small shops and first hardware runs.",
      "Keep six months of operating costs in reserve before signing a lease.",
      "A first hire becomes affordable; hire for the bottleneck, not for comfort.",
    ],
  },
  "100k-500k": {
    value: "100k-500k",
    label: "$100,000 – $500,000",
    minUsd: 100000,
    maxUsd: 500000,
    excludedBusinessModels: [],
    capitalFit: { low: 1, medium: 1, high: 0.95, "very-high": 0.6 },
    leanRunwayMonths: runway(500000, 25000, "a small team, rent and marketing"),
    guidance: [
      "Funds a small team, a restaurant or store build-out, or a hardware production run.",
      "Capital-heavy plans still need financing (SBA loans, equipment leases) on top.",
      "The risk shifts from running out of cash to spending before demand is proven.",
    ],
  },
  "over-500k": {
    value: "over-500k",
    label: "Over $500,000",
    minUsd: 500000,
    maxUsd: null,
    excludedBusinessModels: [],
    capitalFit: { low: 1, medium: 1, high: 1, "very-high": 0.9 },
    leanRunwayMonths: runway(500000, 40000, "a team of four to six and marketing"),
    guidance: [
      "Every model is open, including manufacturing and multi-unit franchises.",
      "Tie spending to milestones and keep a board or advisors who question it.",
      "Use the budget to buy speed, not to skip validation.",
    ],
  },
};

export const TIME_COMMITMENT_ENTRIES: Record<TimeCommitment, TimeCommitmentEntry> = {
  "part-time": {
    value: "part-time",
    label: "Part-time (10-20 hours/week)",
    hoursPerWeek: 15,
    launchPaceMultiplier: ratio(
      2,
      YEAR,
      estimate(
        "15 hours is a third of a 45-hour week, but part-timers focus on fewer tasks; launch " +
          "timelines are assumed to stretch 2× rather than 3×.",
      ),
    ),
    unsuitableBusinessModels: [
      "Marketplace",
      "Hardware",
      "Franchise",
      "Brick & Mortar Store",
      "Restaurant/Food Service",
      "Manufacturing",
    ],
    guidance: [
      "Pick models that run asynchronously: software, e-commerce, consulting by appointment.",
      "Block the same hours every week; momentum matters more than total hours.",
      "Avoid anything with opening hours or staff to supervise.",
    ],
  },
  "full-time": {
    value: "full-time",
    label: "Full-time (40+ hours/week)",
    hoursPerWeek: 45,
    launchPaceMultiplier: ratio(
      1,
      YEAR,
      estimate(
        "The reference pace (1.0×): the business models' months to first revenue assume a " +
          "45-hour week.",
      ),
    ),
    unsuitableBusinessModels: [],
    guidance: [
      "Every model is open, including premises with opening hours and staff.",
      "Plan personal runway: months of living costs covered before revenue.",
    ],
  },
  evenings: {
    value: "evenings",
    label: "Evenings and weekends",
    hoursPerWeek: 10,
    launchPaceMultiplier: ratio(
      2.5,
      YEAR,
      estimate(
        "10 hours is under a quarter of a 45-hour week; with focused scope, timelines are " +
          "assumed to stretch 2.5×.",
      ),
    ),
    unsuitableBusinessModels: [
      "Marketplace",
      "Freemium",
      "B2B Services",
      "Hardware",
      "Franchise",
      "Brick & Mortar Store",
      "Restaurant/Food Service",
      "Manufacturing",
      "Professional Services",
    ],
    guidance: [
      "Weekend-shaped models fit: events, markets and fairs, local jobs on Saturdays.",
      "Avoid customers who expect answers during business hours.",
      "Automate payments, booking and delivery so the business runs while you work elsewhere.",
    ],
  },
  flexible: {
    value: "flexible",
    label: "Flexible",
    hoursPerWeek: 25,
    launchPaceMultiplier: ratio(
      1.5,
      YEAR,
      estimate(
        "About 25 hours is just over half of a 45-hour week; timelines are assumed to stretch " +
          "1.5×.",
      ),
    ),
    unsuitableBusinessModels: [
      "Franchise",
      "Brick & Mortar Store",
      "Restaurant/Food Service",
      "Manufacturing",
    ],
    guidance: [
      "Most online and service models work; premises with fixed opening hours do not.",
      "Protect a predictable core of hours for customers.",
    ],
  },
};

export const LOCATION_ENTRIES: Record<Location, LocationEntry> = {
  urban: {
    value: "urban",
    label: "Urban",
    rentIndex: ratio(
      1.6,
      YEAR,
      estimate(
        "Downtown retail and office rents assumed at about 1.6× a suburban site of the same size.",
      ),
    ),
    footTraffic: "high",
    suitableBusinessModels: [
      "Brick & Mortar Store",
      "Restaurant/Food Service",
      "Event Services",
      "Local Services",
      "Professional Services",
      "Consulting",
      "Franchise",
    ],
    unsuitableBusinessModels: ["Manufacturing"],
    guidance: [
      "Dense foot traffic and many businesses nearby, but the highest rents and competition.",
      "Delivery radius and transit access widen the reachable market.",
      "Industrial zoning and rent make production space impractical downtown.",
    ],
  },
  suburban: {
    value: "suburban",
    label: "Suburban",
    rentIndex: ratio(
      1,
      YEAR,
      estimate("The reference: suburban strip or centre rent is 1.0 by definition."),
    ),
    footTraffic: "medium",
    suitableBusinessModels: [
      "Franchise",
      "Restaurant/Food Service",
      "Brick & Mortar Store",
      "Local Services",
      "Home-Based Business",
      "Professional Services",
    ],
    unsuitableBusinessModels: [],
    guidance: [
      "Families with cars: parking, drive-thrus and home services do well.",
      "Most franchisors' site models are built for suburban trade areas.",
    ],
  },
  rural: {
    value: "rural",
    label: "Rural",
    rentIndex: ratio(
      0.6,
      YEAR,
      estimate("Rural commercial space assumed at about 0.6× suburban rent."),
    ),
    footTraffic: "low",
    suitableBusinessModels: [
      "Manufacturing",
      "Local Services",
      "E-commerce",
      "Home-Based Business",
      "Retail Products",
    ],
    unsuitableBusinessModels: [],
    guidance: [
      "Cheap space and less competition, but a small local market: sell online or regionally.",
      "Trades and services are often under-supplied; customers travel far for them.",
      "Check broadband and shipping access before planning an online business.",
    ],
  },
  neighborhood: {
    value: "neighborhood",
    label: "Neighborhood",
    rentIndex: ratio(
      1.2,
      YEAR,
      estimate("Main-street units in dense residential areas assumed at about 1.2× suburban rent."),
    ),
    footTraffic: "medium",
    suitableBusinessModels: [
      "Restaurant/Food Service",
      "Brick & Mortar Store",
      "Local Services",
      "Home-Based Business",
      "Franchise",
    ],
    unsuitableBusinessModels: ["Manufacturing"],
    guidance: [
      "Regulars within walking distance: cafés, services and convenience win on loyalty.",
      "Word of mouth and neighbourhood groups are the cheapest channels.",
    ],
  },
  mobile: {
    value: "mobile",
    label: "Mobile",
    rentIndex: ratio(
      0.3,
      YEAR,
      estimate(
        "A vehicle loan or lease of ~$800 a month against ~$3,000 rent for a small " +
          "suburban unit: 800 ÷ 3,000 ≈ 0.3.",
      ),
    ),
    footTraffic: "medium",
    suitableBusinessModels: [
      "Local Services",
      "Event Services",
      "Restaurant/Food Service",
      "Consulting",
    ],
    unsuitableBusinessModels: ["Brick & Mortar Store", "Franchise", "Manufacturing"],
    guidance: [
      "Go where customers are: food trucks, mobile detailing, grooming, on-site repairs.",
      "Permits vary by city for vending locations; food trucks also need a commissary kitchen.",
      "Vehicle, fuel and insurance replace rent as the main fixed cost.",
    ],
  },
  "home-based": {
    value: "home-based",
    label: "Home-based",
    rentIndex: ratio(
      0.1,
      YEAR,
      estimate(
        "No rent; home-office costs assumed at about a tenth (0.1×) of a small suburban " +
          "unit's rent.",
      ),
    ),
    footTraffic: "low",
    suitableBusinessModels: [
      "Home-Based Business",
      "Consulting",
      "SaaS",
      "E-commerce",
      "Professional Services",
      "Mobile App",
    ],
    unsuitableBusinessModels: [
      "Brick & Mortar Store",
      "Franchise",
      "Manufacturing",
      "Restaurant/Food Service",
    ],
    guidance: [
      "Lowest fixed costs; check the home-occupation permit and any HOA rules.",
      "Cottage-food laws allow some food sales from home kitchens, with caps on revenue.",
      "Meet clients online or at their site; keep inventory small.",
    ],
  },
};
