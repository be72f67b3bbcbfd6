import { it } from "vitest";
import { readFounderSkills, readFounderWords, readStatedPrice } from "./founder-words.server";

it("x", () => {
  console.log(
    JSON.stringify(
      readFounderWords(
        "ShelfWatch: a subscription computer-vision service that flags shoplifting on an independent grocer's existing CCTV, $249 a month per store. Founder: ex-retail loss-prevention manager, knows Python, little money.",
      ),
    ),
  );
  console.log(
    JSON.stringify(
      readFounderWords(
        "ShiftWise: ICU nurse scheduling software for community hospitals. Nurses swap shifts by text today and managers rebuild the rota by hand every week.",
      ),
    ),
  );
  for (const t of [
    "£30 per seat a month",
    "€12/month",
    "$1.5k per site per year",
    "costs 499 USD annually",
    "saves $2M a year in losses",
    "$5 per order",
    "raised $20,000",
    "at $249/store/mo",
  ])
    console.log(t, JSON.stringify(readStatedPrice(t)));
  for (const t of [
    "ex-retail loss-prevention manager, knows Python",
    "non-technical, sales",
    "I'm a React developer",
    "Bubble and Airtable",
    "data scientist, 8 years of ML",
  ])
    console.log(t, JSON.stringify(readFounderSkills([t])));
});
