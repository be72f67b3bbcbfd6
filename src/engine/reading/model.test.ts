import { describe, expect, it } from "vitest";
import { MARKET_INDUSTRIES } from "../../shared/options";
import { getIndustry } from "../knowledge";
import { readBusinessModel } from "./model";

describe("readBusinessModel (was the market analysis' inferBusinessModel)", () => {
  const technology = getIndustry("Technology");

  it("reads the model from the founder's words", () => {
    const choice = readBusinessModel("An AI assistant for bookkeeping", technology, {
      businessType: "digital",
    });
    expect(choice).toMatchObject({ reason: "words", model: { name: "SaaS" } });
    expect(
      readBusinessModel("a mobile app for runners", technology, { businessType: "digital" }).model
        .name,
    ).toBe("Mobile App");
    expect(
      readBusinessModel("24/7 3D printing of spare parts", getIndustry("Manufacturing"), {
        businessType: "offline",
      }).model.name,
    ).toBe("Manufacturing");
  });

  it("falls back to the industry's usual model that suits the business type", () => {
    const food = getIndustry("Food & Beverage");
    expect(readBusinessModel("something tasty", food, { businessType: "offline" })).toMatchObject({
      reason: "default",
      model: { name: "Restaurant/Food Service" },
    });
    const digital = readBusinessModel("something tasty", food, { businessType: "digital" }).model;
    expect(digital.deliveryMode).not.toBe("offline");
  });

  it("always returns a model for every industry and type", () => {
    for (const industry of MARKET_INDUSTRIES) {
      for (const type of ["digital", "offline", "hybrid", "all"] as const) {
        expect(
          readBusinessModel("", getIndustry(industry), { businessType: type }).model.name,
        ).toBeTruthy();
      }
    }
  });
});

/**
 * Issue 23: ideas of our own (none of them the venture bench's), one class each, so a regression
 * of the class shows: what is sold is read first, then who buys it and how it is paid for.
 */
describe("readBusinessModel: what is sold, to whom, and how it is paid (issue 23)", () => {
  const other = getIndustry("Other");
  const read = (idea: string, options: Parameters<typeof readBusinessModel>[2] = {}) =>
    readBusinessModel(idea, other, options).model.name;

  it("reads a physical product sold with an app, software or a plan as Hardware", () => {
    for (const idea of [
      "Smart soil-moisture probes with a phone app for allotment gardeners",
      "A GPS collar with a companion app that finds lost dogs",
      "Clip-on energy monitors with an app that show landlords which flats waste heat",
      "Rugged tablets with stock-taking software for warehouse teams",
      "Wireless freezer-temperature probes for pharmacies, with an alerting subscription of £30 a month per pharmacy",
      "Leak sensors leased to housing associations for their tenants",
    ]) {
      expect(read(idea), idea).toBe("Hardware");
    }
  });

  it("reads an app that works with a device as the app", () => {
    expect(read("an app that connects to your smart thermostat")).toBe("Mobile App");
    expect(
      read("Software that reads your smart meter and tells you when to run the dishwasher"),
    ).toBe("SaaS");
  });

  it("reads an app or a software plan bought by organisations as SaaS, and by people as an app", () => {
    for (const idea of [
      "An inventory app for independent bike shops, €29 a month per shop",
      "Rota and timesheet app for care homes",
      "A staff training app for hotel housekeeping teams",
      "A booking app for dog groomers",
      // The issue's own founder: a subscription to software, bought by a store.
      "A subscription computer-vision service that flags shoplifting on an independent grocer's existing CCTV, $249 a month per store",
    ]) {
      expect(read(idea), idea).toBe("SaaS");
    }
    expect(read("an app that helps travellers plan itineraries")).toBe("Mobile App");
    expect(read("A mobile app for gym members to book classes")).toBe("Mobile App");
    expect(read("A monthly coffee subscription for home baristas")).toBe("Subscription");
    // A revenue model's word is how the app earns, not a modifier of it.
    expect(read("a subscription app that books tennis courts for club players")).toBe(
      "Subscription",
    );
  });

  it("reads two sides and a take rate as a marketplace, and nothing else as one", () => {
    for (const idea of [
      "A platform that matches freelance translators with law firms, taking a 12% commission",
      "An app that connects retired teachers with families needing tutors",
      "A peer-to-peer app where neighbours lend each other power tools",
      "An app where tenants book vetted cleaners, keeping a 15% cut of each clean",
      "An app that matches dog owners with local sitters",
    ]) {
      expect(read(idea), idea).toBe("Marketplace");
    }
    expect(read("a cleaning company charging 20% less than agencies")).not.toBe("Marketplace");
    expect(read("a consulting firm that takes 10% off your energy bill")).not.toBe("Marketplace");
    // Things connected are an integration, not two sides.
    expect(read("A CRM that connects your inbox with your calendar")).toBe("SaaS");
  });

  it("reads software for a trade as software, and the trade's own service as a service", () => {
    for (const idea of [
      "Compliance logbook software that reminds dental practices when autoclaves need testing",
      "Job-tracking software that follows each boiler through survey, installation and repair, for heating engineers",
      "Demand forecasting for restaurants",
      "Restaurant software for table turns",
    ]) {
      expect(read(idea), idea).toBe("SaaS");
    }
    expect(read("solar panel installation for homeowners")).toBe("Local Services");
    expect(read("appliance repair for homeowners")).toBe("Local Services");
    expect(read("an electronics repair shop in Leeds")).toBe("Local Services");
  });

  it("reads a recurring service plan for households as a subscription", () => {
    expect(
      read("Purifier servicing plan for flats, ₹199 a month, filters changed every quarter"),
    ).toBe("Subscription");
    expect(read("Weekly lawn mowing for households, £25 a visit")).toBe("Local Services");
  });

  it("keeps to the business type the founder stated", () => {
    const food = getIndustry("Food & Beverage");
    expect(
      readBusinessModel("Bakery waste forecasting", food, { businessType: "digital" }),
    ).toEqual(expect.objectContaining({ model: expect.objectContaining({ name: "SaaS" }) }));
    // No model its words name can be delivered online: the usual one that can, said so.
    const choice = readBusinessModel("Cafe and bakery stock planning", food, {
      businessType: "digital",
    });
    expect(choice.reason).toBe("default");
    expect(choice.model.deliveryMode).not.toBe("offline");
    expect(
      readBusinessModel("Cafe and bakery stock planning", food, { businessType: "offline" }).model
        .name,
    ).toBe("Restaurant/Food Service");
  });

  it("takes the side it is given over the side the words read", () => {
    const idea = "A planning app with reminders for busy households";
    expect(read(idea)).toBe("Mobile App");
    expect(read(idea, { orientation: "B2B" })).toBe("SaaS");
  });
});
