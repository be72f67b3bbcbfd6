import { describe, expect, it } from "vitest";
import {
  capitalise,
  containsPhrase,
  findPhrases,
  hasMeaning,
  knownTextStems,
  lowerFirst,
  PhraseMatcher,
  singular,
  stem,
  stemsOf,
  tokenise,
  wordsOf,
} from ".";

describe("stem", () => {
  it.each([
    ["clinics", "clinic"],
    ["bakeries", "bakery"],
    ["boxes", "box"],
    ["businesses", "business"],
    ["class", "class"],
    ["news", "news"],
    ["saas", "saas"],
    ["status", "status"],
    ["app", "app"],
  ])("%s → %s", (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it.each(["news", "business", "glass", "analysis", "series", "species", "analytics", "bus"])(
    "keeps the final s of %s, which is no plural",
    (word) => {
      expect(stem(word)).toBe(word);
    },
  );

  it.each([
    ["hospitals", "hospital"],
    ["nurses", "nurse"],
    ["clinics", "clinic"],
    ["companies", "company"],
    ["churches", "church"],
    ["niches", "niche"],
    ["movies", "movie"],
    ["glasses", "glass"],
    ["sports", "sport"],
  ])("folds the plural %s → %s", (word, expected) => {
    expect(stem(word)).toBe(expected);
  });
});

describe("singular", () => {
  it("keeps the word's case and the plurals that read better before a noun", () => {
    expect(singular("Puppies")).toBe("Puppy");
    expect(singular("Clinics")).toBe("Clinic");
    expect(singular("News")).toBe("News");
    expect(singular("sports")).toBe("sports");
    expect(singular("arts")).toBe("arts");
    expect(singular("glasses")).toBe("glasses");
  });
});

describe("tokenise", () => {
  it("lowercases, strips accents and keeps offsets into the original text", () => {
    const text = "Café for Dental-Clinics, 24/7";
    const tokens = tokenise(text);
    expect(tokens.map((token) => token.stem)).toEqual([
      "cafe",
      "for",
      "dental",
      "clinic",
      "24",
      "7",
    ]);
    expect(tokens.map((token) => text.slice(token.start, token.end))).toEqual([
      "Café",
      "for",
      "Dental",
      "Clinics",
      "24",
      "7",
    ]);
  });

  it("folds the stroked letters NFKD keeps: ł and ø", () => {
    expect(stemsOf("Wrocław Łódź København Tromsø")).toEqual([
      "wroclaw",
      "lodz",
      "kobenhavn",
      "tromso",
    ]);
  });
});

describe("stemsOf", () => {
  it("lowercases, splits on non-letters, strips accents and folds plurals", () => {
    expect(stemsOf("Small Businesses, cafés & 24/7 3D companies")).toEqual([
      "small",
      "business",
      "cafe",
      "24",
      "7",
      "3d",
      "company",
    ]);
  });

  it("reads news as news, not as new", () => {
    expect(stemsOf("Local news for hospitals")).toEqual(["local", "news", "for", "hospital"]);
    expect(knownTextStems("Local news for hospitals")).toEqual(stemsOf("Local news for hospitals"));
  });
});

describe("wordsOf", () => {
  it("keeps the joiners of e-commerce, c++ and node.js and drops edge punctuation", () => {
    expect(wordsOf("E-commerce in C++, Node.js and C#. 'Quoted'")).toEqual([
      "e-commerce",
      "in",
      "c++",
      "node.js",
      "and",
      "c#",
      "quoted",
    ]);
  });
});

describe("phrase matching", () => {
  it("finds the longest phrase at each position, left to right, without overlaps", () => {
    const known = new Map([
      ["coffee", "drink"],
      ["coffee shop", "place"],
      ["shop", "place"],
    ]);
    const hits = findPhrases(["a", "coffee", "shop", "shop"], (text) => known.get(text), 2);
    expect(hits.map((hit) => [hit.start, hit.length, hit.value])).toEqual([
      [1, 2, "place"],
      [3, 1, "place"],
    ]);
  });

  it("matches lexicon cues on stems, so plurals and accents match too", () => {
    const matcher = new PhraseMatcher([
      { phrase: "dental clinic", target: "health", weight: 2 },
      { phrase: "dental clinics", target: "health", weight: 2 },
      { phrase: "café", target: "food", weight: 1 },
    ]);
    const matches = matcher.match(tokenise("Booking for dental CLINICS and cafes"));
    expect(matches.map((match) => [match.first, match.last, match.votes.length])).toEqual([
      [2, 3, 1],
      [5, 5, 1],
    ]);
  });

  it("tells whether words contain a phrase in order", () => {
    expect(containsPhrase(["a", "subscription", "box"], ["subscription", "box"])).toBe(true);
    expect(containsPhrase(["box", "subscription"], ["subscription", "box"])).toBe(false);
    expect(containsPhrase(["box"], [])).toBe(false);
  });
});

describe("hasMeaning", () => {
  it.each([
    "asdfgh qwerty",
    "asdf",
    "test test",
    "lorem ipsum",
    "n/a",
    "12345",
    "sdfsdf sdfsdf",
    "jkjkjk",
    "zzzzzz",
    "I like things",
    "",
  ])("finds no meaning in %j", (text) => {
    expect(hasMeaning(text)).toBe(false);
  });

  it.each([
    "ICU nursing, SQL, Tableau dashboards",
    "pottery",
    "C++ and Python",
    "rhythm and dance",
    "strengths coaching",
    "dog walking in Berlin",
    "AI/ML",
    "café",
    "UX",
  ])("reads %j as meaningful", (text) => {
    expect(hasMeaning(text)).toBe(true);
  });
});

describe("capitalise", () => {
  it("capitalises a plain first word and leaves names in their own case", () => {
    expect(capitalise("practice managers")).toBe("Practice managers");
    expect(capitalise("ezyVet or Cornerstone")).toBe("ezyVet or Cornerstone");
    expect(capitalise("iOS developers")).toBe("iOS developers");
    expect(capitalise("ICU nurses")).toBe("ICU nurses");
    expect(capitalise("élan")).toBe("Élan");
    expect(capitalise("")).toBe("");
  });
});

describe("lowerFirst, the one rule for a phrase placed mid-sentence", () => {
  it.each([
    ["Small and medium businesses", "small and medium businesses"],
    ["Founder-led outbound", "founder-led outbound"],
    ["Nurses swap shifts by text", "nurses swap shifts by text"],
    ["A paid pilot", "a paid pilot"],
    ["Choose a niche", "choose a niche"],
    ["Target customers", "target customers"],
    // A capitalised word before an acronym or an opener before a place is no run of names.
    ["Health IT and EHR vendors", "health IT and EHR vendors"],
    ["What US hospitals spend a year", "what US hospitals spend a year"],
    [
      "Since South Dakota v. Wayfair (2018), states…",
      "since South Dakota v. Wayfair (2018), states…",
    ],
  ])("lowers an ordinary first word: %s", (text, expected) => {
    expect(lowerFirst(text)).toBe(expected);
  });

  it.each([
    "Google Ads",
    "App Store Optimisation",
    "Etsy, Faire",
    "Etsy sellers",
    "Shopify merchants",
    "LinkedIn outreach",
    "IT buyers",
    "AI-native tools",
    "SaaS",
    "iOS users",
    "ezyVet",
    "US clinics",
    "I run a bakery",
    "Veeva Systems",
    "Xometry",
    "Gen Z and millennial shoppers",
  ])("keeps a name, an acronym or a run of capitals: %s", (text) => {
    expect(lowerFirst(text)).toBe(text);
  });

  it("leaves empty text and text without a letter first alone", () => {
    expect(lowerFirst("")).toBe("");
    expect(lowerFirst("24/7 support")).toBe("24/7 support");
  });
});
