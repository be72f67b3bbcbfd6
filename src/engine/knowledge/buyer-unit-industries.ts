/**
 * The industry a buyer unit's own trade is in (issue 23): software for pubs is sold into food and
 * drink, a scheduling tool for dental practices into healthcare. The reading counts a named
 * buyer's industry as evidence beside the idea's words, so incidental words ("deliveries",
 * "tracking") do not put a pub's keg tracker in freight. Units that are not one trade (people,
 * households, employer firms, nonprofits) have none.
 */
import type { Industry } from "../../shared/options";
import type { BuyerUnitId } from "./buyer-units";
import type { MoreBuyerUnitId } from "./buyer-units-more";

export const BUYER_UNIT_INDUSTRIES: Readonly<
  Partial<Record<BuyerUnitId | MoreBuyerUnitId, Industry>>
> = {
  "video-game-players": "Gaming",
  "mobile-game-players": "Gaming",
  "community-hospitals": "Healthcare",
  "small-community-hospitals": "Healthcare",
  "dental-practices": "Healthcare",
  "physician-practices": "Healthcare",
  "registered-nurses": "Healthcare",
  "independent-pharmacies": "Healthcare",
  pharmacies: "Healthcare",
  restaurants: "Food & Beverage",
  "pubs-and-bars": "Food & Beverage",
  hotels: "Travel & Tourism",
  "law-firms": "Professional Services",
  "accounting-firms": "Professional Services",
  "fitness-centers": "Sports & Fitness",
  "retail-stores": "Retail",
  "grocery-stores": "Retail",
  florists: "Retail",
  "car-dealerships": "Retail",
  "child-care-centers": "Education",
  colleges: "Education",
  "k12-schools": "Education",
  teachers: "Education",
  farms: "Agriculture",
  "real-estate-agents": "Real Estate",
  "software-developers": "Technology",
  // Units of buyer-units-more.ts.
  "tutoring-centres": "Education",
  "music-and-dance-schools": "Education",
  "mental-health-practices": "Healthcare",
  "golf-courses": "Sports & Fitness",
  "butcher-shops": "Food & Beverage",
  "pet-shops": "Retail",
  banks: "Finance",
  "freight-forwarders": "Transportation",
  "taxi-companies": "Transportation",
  "car-rental-companies": "Transportation",
  "coworking-spaces": "Real Estate",
  "roofing-contractors": "Real Estate",
  "home-care-agencies": "Healthcare",
  midwives: "Healthcare",
  childminders: "Education",
  tobacconists: "Retail",
  "wine-and-liquor-shops": "Retail",
  distilleries: "Food & Beverage",
  "bike-shops": "Retail",
  "hearing-care-shops": "Healthcare",
  "food-trucks": "Food & Beverage",
  "jewellery-shops": "Retail",
  caterers: "Food & Beverage",
};

/** The industry of a buyer unit's trade, or undefined when it is not one trade. */
export function industryOfBuyer(unitId: string): Industry | undefined {
  return BUYER_UNIT_INDUSTRIES[unitId as BuyerUnitId];
}
