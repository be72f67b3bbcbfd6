import { describe, expect, it } from "vitest";
import { moneyIn, paymentsOf, priceUnit, priceWords, readPrice, yearlyOf } from "./price";

describe("readPrice", () => {
  it("reads each currency's sign and code", () => {
    expect(readPrice("Rota software for cafés, £30 per seat a month")).toMatchObject({
      amount: 30,
      currency: "GBP",
      per: "seat",
      period: "month",
    });
    expect(readPrice("A tutoring app, A$79 a month")).toMatchObject({
      amount: 79,
      currency: "AUD",
      period: "month",
    });
    expect(readPrice("Billing for clinics at ₹1,499 a month per clinic")).toMatchObject({
      amount: 1499,
      currency: "INR",
      per: "clinic",
      period: "month",
    });
    expect(readPrice("Snow clearing, C$45 per visit")).toMatchObject({
      amount: 45,
      currency: "CAD",
      per: "visit",
      period: null,
    });
    expect(readPrice("Plans from USD 49 monthly")).toMatchObject({
      amount: 49,
      currency: "USD",
      period: "month",
    });
    expect(readPrice("It costs 1,200 euros a year")).toMatchObject({
      amount: 1200,
      currency: "EUR",
      period: "year",
    });
    expect(readPrice("Rs. 999 a month for shopkeepers")).toMatchObject({
      amount: 999,
      currency: "INR",
    });
  });

  it("reads periods, units and their order", () => {
    expect(readPrice("$249 a month per store")).toMatchObject({ per: "store", period: "month" });
    expect(readPrice("$249 per store a month")).toMatchObject({ per: "store", period: "month" });
    expect(readPrice("€12/month")).toMatchObject({ amount: 12, period: "month", per: "" });
    expect(readPrice("€12 per worker-day")).toMatchObject({ per: "worker-day", period: null });
    expect(readPrice("$89 a week")).toMatchObject({ period: "week" });
    expect(readPrice("$6,000 a year per district")).toMatchObject({
      amount: 6000,
      per: "district",
      period: "year",
    });
    expect(readPrice("$95 an hour")).toMatchObject({ period: "hour" });
    expect(readPrice("$1.2k annually")).toMatchObject({ amount: 1200, period: "year" });
    expect(readPrice("€599 one-off")).toMatchObject({ amount: 599, period: "one-time" });
    expect(readPrice("$249 a month per store")?.words).toBe("$249 a month per store");
  });

  it("does not read amounts that are not a price", () => {
    expect(readPrice("We are raising $500k to build it")).toBeNull();
    expect(readPrice("It saves shops $2,000 a year in shrink")).toBeNull();
    expect(readPrice("Grocers lose $3,000 a month to theft")).toBeNull();
    expect(readPrice("Take 10% off the first order")).toBeNull();
    expect(readPrice("A $40 billion market")).toBeNull();
    expect(readPrice("The founder has $20,000 in savings")).toBeNull();
  });

  it("skips a saving to find the price after it", () => {
    expect(
      readPrice("It saves grocers $2,000 a year in theft. Price: $249 a month per store."),
    ).toMatchObject({ amount: 249, per: "store", period: "month" });
    expect(readPrice("$49 a month, with 10% off for a year paid upfront")).toMatchObject({
      amount: 49,
      period: "month",
    });
  });

  it("reads a bare amount only when asked", () => {
    expect(readPrice("A balcony solar kit for €599")).toBeNull();
    expect(readPrice("A balcony solar kit for €599", { bare: true })).toMatchObject({
      amount: 599,
      currency: "EUR",
      period: null,
      per: "",
    });
  });
});

describe("price arithmetic and words", () => {
  it("annualises recurring prices only", () => {
    expect(yearlyOf({ amount: 79, period: "month" })).toBe(948);
    expect(yearlyOf({ amount: 89, period: "week" })).toBe(4628);
    expect(yearlyOf({ amount: 600, period: "year" })).toBe(600);
    expect(yearlyOf({ amount: 45, period: null })).toBeNull();
    expect(yearlyOf({ amount: 95, period: "hour" })).toBeNull();
  });

  it("shows an amount in its currency", () => {
    expect(moneyIn(999, "INR")).toBe("₹999");
    expect(moneyIn(4.5, "GBP")).toBe("£4.50");
    expect(moneyIn(1200, "EUR")).toBe("€1,200");
    expect(priceWords({ amount: 79, currency: "AUD", per: "store", period: "month" })).toBe(
      "A$79 per store a month",
    );
    expect(priceUnit({ per: "", period: "month" })).toBe(" per customer a month");
    expect(priceUnit({ per: "visit", period: null })).toBe(" per visit");
  });
});

describe("readPrice: sizes and bounds are not prices", () => {
  it("skips market sizes and bounds, even when bare amounts are read", () => {
    expect(readPrice("Shops lose the $50 billion a year to theft", { bare: true })).toBeNull();
    expect(readPrice("For firms with under $1M in sales", { bare: true })).toBeNull();
    expect(readPrice("A $40 billion market, €599 a kit", { bare: true })).toMatchObject({
      amount: 599,
      per: "kit",
    });
  });
});

describe("readPrice: a saving said far from its amount", () => {
  it("skips the saving, keeps a price said again after it", () => {
    expect(readPrice("Alerts that save independent hardware stores $2,000 a year")).toBeNull();
    expect(readPrice("Spend less time on rotas and pay $49 a month")).toMatchObject({
      amount: 49,
      period: "month",
    });
  });
});

describe("readPrice: prices as founders outside English-speaking countries write them", () => {
  it("reads decimal commas and thousands dots", () => {
    expect(readPrice("Frische Brötchen im Abo, 4,50 € pro Lieferung")).toMatchObject({
      amount: 4.5,
      currency: "EUR",
      per: "delivery",
      period: null,
    });
    expect(readPrice("Logiciel pour fermes, 3.600 € par an")).toMatchObject({
      amount: 3600,
      currency: "EUR",
      period: "year",
    });
    expect(readPrice("Wartungsvertrag: 1.200,00 € im Jahr")).toMatchObject({
      amount: 1200,
      period: "year",
    });
    expect(readPrice("Ein Zugang kostet 12,99 €/Monat")).toMatchObject({
      amount: 12.99,
      period: "month",
    });
    expect(readPrice("CHF 1'200 pro Jahr")).toMatchObject({ amount: 1200, currency: "CHF" });
    expect(readPrice("₹1,49,999 a year per school")).toMatchObject({
      amount: 149999,
      per: "school",
      period: "year",
    });
  });

  it("reads the currency after the amount, and rupees and francs", () => {
    expect(readPrice("Kassensoftware für Bäckereien, 39 € pro Monat")).toMatchObject({
      amount: 39,
      currency: "EUR",
      period: "month",
    });
    expect(readPrice("Tiffin delivery, 499 Rs a month")).toMatchObject({
      amount: 499,
      currency: "INR",
      period: "month",
    });
    expect(readPrice("Rs 2,500 per month per shop")).toMatchObject({
      amount: 2500,
      currency: "INR",
      per: "shop",
      period: "month",
    });
    expect(readPrice("INR 799/mo")).toMatchObject({ amount: 799, period: "month" });
    expect(readPrice("Ski lessons, CHF 20 a session")).toMatchObject({
      amount: 20,
      currency: "CHF",
      per: "session",
    });
    expect(readPrice("20 CHF pro Stunde")).toMatchObject({ currency: "CHF", period: "hour" });
  });

  it("reads periods and units in the founder's language", () => {
    const cases: [string, Partial<{ period: string | null; per: string; amount: number }>][] = [
      ["29 €/Monat", { period: "month" }],
      ["29 € im Monat", { period: "month" }],
      ["29 € monatlich", { period: "month" }],
      ["29 € par mois", { period: "month" }],
      ["29 €/mois", { period: "month" }],
      ["29 € al mes", { period: "month" }],
      ["29 €/mes", { period: "month" }],
      ["29 € al mese", { period: "month" }],
      ["290 € l'anno", { period: "year" }],
      ["290 € all'anno", { period: "year" }],
      ["€290 per jaar", { period: "year" }],
      ["€ 25 per maand per kantoor", { period: "month", per: "kantoor" }],
      ["6 € por entrega", { period: null, per: "delivery" }],
      ["45 € la séance", { per: "session" }],
      ["$40/mo", { period: "month" }],
      ["$400/yr", { period: "year" }],
      ["£30k pa", { amount: 30000, period: "year" }],
      ["£300 p.m.", { period: "month" }],
      ["£3,000 per annum", { period: "year" }],
      ["$5 a pop", { per: "item", period: null }],
      ["799 € einmalig", { period: "one-time" }],
      ["€1.490 una tantum", { amount: 1490, period: "one-time" }],
    ];
    for (const [text, expected] of cases) expect(readPrice(text), text).toMatchObject(expected);
  });

  it("never reads a count, a year, a percentage or a revenue as a price", () => {
    expect(readPrice("Für 3.600 Höfe in Bayern", { bare: true })).toBeNull();
    expect(readPrice("Gegründet 2024, 20 % Rabatt", { bare: true })).toBeNull();
    expect(readPrice("Wir sammeln 500.000 € ein", { bare: true })).toMatchObject({
      amount: 500000,
    });
    expect(readPrice("Wir sammeln 500.000 € ein")).toBeNull();
    expect(readPrice("Umsatz 2024: 1.200.000 € im Jahr")).toBeNull();
    expect(readPrice("Spart Bäckereien 2.000 € im Jahr")).toBeNull();
    expect(readPrice("Les fermes économisent 3.000 € par an")).toBeNull();
    expect(readPrice("Ahorra 150 € al mes a cada bar")).toBeNull();
    expect(readPrice("Un fatturato di 2 milioni € l'anno")).toBeNull();
    expect(readPrice("Bespaart 1.000 € per jaar")).toBeNull();
    expect(readPrice("Ein Markt von 4 Mrd € im Jahr")).toBeNull();
    expect(readPrice("10 € Rabatt im Monat")).toBeNull();
    expect(readPrice("Seit 2024 €49 im Monat")).toMatchObject({ amount: 49, period: "month" });
    expect(readPrice("3.600 farms pay 39 € a month")).toMatchObject({ amount: 39 });
  });
});

describe("readPrice: per-item prices and how often they are paid", () => {
  it("reads a unit of use said without 'a' or 'per', and prefers a subscription to a device", () => {
    expect(readPrice("taking 15% of a typical £120 session")).toMatchObject({
      amount: 120,
      per: "session",
    });
    expect(
      readPrice("Pedestals that bill by app, €2,400 per pedestal plus €30 a month per campsite"),
    ).toMatchObject({ amount: 30, period: "month", per: "campsite" });
    expect(readPrice("A €599 kit, €2,400 per pedestal")).toMatchObject({ amount: 2400 });
  });

  it("keeps a period said before the amount in the founder's words", () => {
    expect(readPrice("月額¥4,980（1店舗あたり）")).toMatchObject({
      amount: 4980,
      currency: "JPY",
      period: "month",
      words: expect.stringContaining("月額¥4,980"),
    });
  });

  it("keeps the device's one-off price beside the subscription of hardware sold with one", () => {
    const pedestal = readPrice(
      "Pedestals that bill by app, €2,400 per pedestal plus €30 a month per campsite",
    );
    expect(pedestal).toMatchObject({
      amount: 30,
      period: "month",
      upfront: { amount: 2400, per: "pedestal" },
    });
    expect(priceWords(pedestal!)).toBe("€30 per campsite a month, plus €2,400 per pedestal once");
    // Said after the subscription, and as a one-off fee.
    expect(
      readPrice("£19 a month per hive, and the scale itself is £149 one-off")?.upfront,
    ).toMatchObject({ amount: 149 });
    // Another currency, or a second subscription, is not an upfront.
    expect(readPrice("$49 a month, or €45 per device")?.upfront).toBeUndefined();
    expect(readPrice("$49 a month or $490 a year")?.upfront).toBeUndefined();
    // An hourly rate is not paid once.
    expect(readPrice("$99 a month plus $60 an hour for installs")?.upfront).toBeUndefined();
  });

  it("pays a device once and a use as often as stated or assumed", () => {
    expect(paymentsOf({ per: "starter", period: null })).toMatchObject({ once: true, count: 1 });
    expect(paymentsOf({ per: "", period: "one-time" })).toMatchObject({ once: true });
    expect(paymentsOf({ per: "", period: null })).toMatchObject({ once: true });
    const delivery = paymentsOf({ per: "delivery", period: null });
    expect(delivery).toMatchObject({ once: false, count: 52, assumed: true });
    expect(delivery.why).toMatch(/^52 deliveries a year \(assumed: about one a week/u);
    expect(paymentsOf({ per: "worker-day", period: null }).why).toMatch(/12 worker-days a year/u);
    expect(
      paymentsOf({ per: "visit", period: null }, "Crews visit each home twice a month"),
    ).toMatchObject({ count: 24, assumed: false });
    expect(paymentsOf({ per: "session", period: null }, "every two weeks")).toMatchObject({
      count: 26,
    });
    expect(paymentsOf({ per: "store", period: "month" })).toMatchObject({ count: 12, once: false });
  });
});

describe("readPrice: tax words, whole-amount marks and 'per unit and month'", () => {
  it("reads through them", () => {
    expect(readPrice("49 € HT par mois et par restaurant")).toMatchObject({
      amount: 49,
      period: "month",
      per: "restaurant",
    });
    expect(readPrice("€49 netto im Monat")).toMatchObject({ amount: 49, period: "month" });
    expect(readPrice("99 € + IVA al mes")).toMatchObject({ amount: 99, period: "month" });
    expect(readPrice("£30 + VAT per seat a month")).toMatchObject({ per: "seat", period: "month" });
    expect(readPrice("Nur 49,- € pro Filiale und Monat")).toMatchObject({
      amount: 49,
      per: "branch",
      period: "month",
    });
    expect(readPrice("Rs. 499/- per month")).toMatchObject({
      amount: 499,
      currency: "INR",
      period: "month",
    });
    expect(readPrice("$49 a month and support included")).toMatchObject({
      per: "",
      period: "month",
    });
  });
});

describe("readPrice: a period said before the amount", () => {
  it("reads 'a monthly fee of €29' and 'monatlich 29 €'", () => {
    expect(readPrice("for a monthly fee of €29 per shop")).toMatchObject({
      amount: 29,
      period: "month",
      per: "shop",
    });
    expect(readPrice("Kosten: monatlich 29 €")).toMatchObject({ amount: 29, period: "month" });
    expect(readPrice("une cotisation annuelle de 300 €")).toMatchObject({ period: "year" });
    expect(readPrice("annual savings of €2,000 for each bakery")).toBeNull();
    expect(readPrice("monthly revenue of $20k")).toBeNull();
  });
});

describe("readPrice: the price as the founder states it, in their order", () => {
  it("reads the amount, currency, period and unit in the founder's order", () => {
    expect(readPrice("$249 a month per store")).toMatchObject({
      amount: 249,
      currency: "USD",
      period: "month",
      per: "store",
    });
    expect(readPrice("only £30 per seat a month")).toMatchObject({
      amount: 30,
      currency: "GBP",
      period: "month",
      per: "seat",
    });
    expect(readPrice("€12/month")).toMatchObject({ currency: "EUR", period: "month" });
    expect(readPrice("$1.5k per site per year")).toMatchObject({
      amount: 1500,
      period: "year",
      per: "site",
    });
    expect(readPrice("at $249/store/mo")).toMatchObject({
      amount: 249,
      period: "month",
      per: "store",
    });
    expect(readPrice("A$1,800 a year per business")).toMatchObject({
      amount: 1800,
      currency: "AUD",
      period: "year",
      per: "business",
    });
    expect(readPrice("499 USD annually")).toMatchObject({ amount: 499, period: "year" });
    expect(readPrice("₹999 per student a month")).toMatchObject({ currency: "INR" });
    expect(readPrice("$15 per box")).toMatchObject({ period: null, per: "box" });
  });

  it("never takes a bare amount, a raise or a saving for a price", () => {
    expect(readPrice("we raised $20,000 from friends")).toBeNull();
    expect(readPrice("saves $2M in losses")).toBeNull();
    expect(readPrice("a $5,000 budget")).toBeNull();
  });

  it("shows a price in its currency and unit", () => {
    expect(moneyIn(249, "USD")).toBe("$249");
    expect(moneyIn(39, "GBP")).toBe("£39");
    expect(moneyIn(4.5, "EUR")).toBe("€4.50");
    expect(moneyIn(1800, "AUD")).toBe("A$1,800");
    expect(priceUnit({ per: "store", period: "month" })).toBe(" per store a month");
    expect(priceUnit({ per: "", period: "month" })).toBe(" per customer a month");
    expect(priceUnit({ per: "box", period: null })).toBe(" per box");
  });
});

describe("readPrice: more currencies, spaced thousands, seasons and units in the founder's language", () => {
  it("reads reais, pesos, yen, rand and naira", () => {
    expect(readPrice("Agenda para clínicas, R$ 149/mês por clínica")).toMatchObject({
      amount: 149,
      currency: "BRL",
      period: "month",
      per: "clinic",
    });
    expect(readPrice("Software para talleres, MX$ 899 al mes")).toMatchObject({
      amount: 899,
      currency: "MXN",
      period: "month",
    });
    expect(readPrice("Booking for ryokan, ¥9,800 per month")).toMatchObject({
      amount: 9800,
      currency: "JPY",
      period: "month",
    });
    expect(readPrice("A till for spaza shops at ZAR 199 a month")).toMatchObject({
      amount: 199,
      currency: "ZAR",
      period: "month",
    });
    expect(readPrice("Inventory for pharmacies, ₦15,000 a month")).toMatchObject({
      amount: 15000,
      currency: "NGN",
      period: "month",
    });
  });

  it("reads 'Euro' written out, thousands split by spaces, and a season as a year", () => {
    expect(readPrice("Recall-Software, 79 Euro pro Praxis und Monat")).toMatchObject({
      amount: 79,
      currency: "EUR",
      per: "practice",
      period: "month",
    });
    expect(readPrice("Planning des moniteurs, 2 400 € par école et par saison")).toMatchObject({
      amount: 2400,
      currency: "EUR",
      per: "school",
      period: "year",
    });
    // A space between two numbers that are not one amount stays a space.
    expect(readPrice("Für 3 Praxen: 400 € pro Monat")).toMatchObject({ amount: 400 });
  });

  it("names the unit in English where it knows the founder's word, and pays a device once", () => {
    const scale = readPrice("Stockwaage mit App, 149 € pro Waage");
    expect(scale).toMatchObject({ amount: 149, currency: "EUR", per: "scale", period: null });
    expect(paymentsOf(scale!).once).toBe(true);
    expect(readPrice("Gestión de reservas, 59 € al mes por restaurante")).toMatchObject({
      per: "restaurant",
      period: "month",
    });
  });
});

describe("readPrice: a period said before the amount in Japanese, and a dollar sign's code after it", () => {
  it("reads 月額 as a month and '$299 MXN' as pesos", () => {
    expect(readPrice("月額¥9,800（1医院あたり）")).toMatchObject({
      amount: 9800,
      currency: "JPY",
      period: "month",
    });
    expect(readPrice("$299 MXN al mes por tienda")).toMatchObject({
      amount: 299,
      currency: "MXN",
      period: "month",
      per: "store",
    });
    expect(readPrice("$49 AUD a month")).toMatchObject({ currency: "AUD", period: "month" });
    expect(readPrice("$49 a month")).toMatchObject({ currency: "USD" });
  });
});

describe("readPrice: any currency a founder types, and a bare '$' or 'kr' in its own country", () => {
  it.each([
    ["Aplikacja dla przedszkoli, zł 99 miesięcznie", 99, "PLN", "month"],
    ["Abonament 14,99 zł miesięcznie", 14.99, "PLN", "month"],
    ["199 PLN na miesiąc za placówkę", 199, "PLN", "month"],
    ["4 900 SEK om året", 4900, "SEK", "year"],
    ["KSh 1,500 a month per farmer", 1500, "KES", "month"],
    ["KES 180,000 per month per SACCO", 180000, "KES", "month"],
    ["R450 a month per creche", 450, "ZAR", "month"],
    ["R6,500 once-off per fridge", 6500, "ZAR", "one-time"],
    ["R$ 49 por mês", 49, "BRL", "month"],
  ])("reads %s", (text, amount, currency, period) => {
    expect(readPrice(text, { bare: true })).toMatchObject({ amount, currency, period });
  });

  it("does not read a capital R before a single digit, or a word ending in 'off', as money", () => {
    expect(readPrice("We are R2 compliant and ship in 3 weeks", { bare: true })).toBeNull();
    // "one-off" is not "20% off": the price after it is read, with the one-off as its upfront.
    expect(readPrice("$1,200 one-off plus $30/month")).toMatchObject({
      amount: 30,
      period: "month",
      upfront: { amount: 1200 },
    });
  });

  it("reads a bare '$' as the country's dollar or peso, and writes its sign in the words", () => {
    expect(readPrice("$6.99/month per family", { local: "CAD" })).toMatchObject({
      currency: "CAD",
      words: "C$6.99/month per family",
    });
    expect(readPrice("$299 al mes por salón", { local: "MXN" })).toMatchObject({
      currency: "MXN",
    });
    expect(readPrice("A$79 a month", { local: "CAD" })).toMatchObject({ currency: "AUD" });
    expect(readPrice("US$49 a month", { local: "CAD" })).toMatchObject({ currency: "USD" });
    expect(readPrice("$49 a month", { local: "EUR" })).toMatchObject({ currency: "USD" });
    expect(readPrice("490 kr i månaden per krog", { local: "SEK" })).toMatchObject({
      amount: 490,
      currency: "SEK",
      period: "month",
    });
    expect(readPrice("39 kr/mån", { local: "SEK" })).toMatchObject({ amount: 39, period: "month" });
    expect(readPrice("99 kr pr. måned", { local: "DKK" })).toMatchObject({
      amount: 99,
      currency: "DKK",
      period: "month",
    });
    expect(readPrice("99 kr om måneden", { local: "NOK" })).toMatchObject({ currency: "NOK" });
    expect(readPrice("99 kr om måneden", { local: "DKK" })).toMatchObject({ currency: "DKK" });
  });

  it("reads 月額 said right after another word in Japanese", () => {
    expect(readPrice("1園あたり月額¥15,000。")).toMatchObject({ amount: 15000, period: "month" });
  });
});

describe("readPrice: złoty, kronor and Kenyan shillings (issue 23)", () => {
  it("reads zł and PLN, with a period in Polish", () => {
    expect(readPrice("Grafik dla salonów, 149 zł/mies.")).toMatchObject({
      amount: 149,
      currency: "PLN",
      period: "month",
    });
    expect(readPrice("Kiosk software, 49 zł za miesiąc")).toMatchObject({
      amount: 49,
      currency: "PLN",
      period: "month",
    });
    expect(readPrice("249 złotych miesięcznie")).toMatchObject({
      amount: 249,
      currency: "PLN",
      period: "month",
    });
    expect(readPrice("199 PLN per month per salon")).toMatchObject({
      amount: 199,
      currency: "PLN",
      period: "month",
      per: "salon",
    });
  });

  it("reads the kronor by their codes, never a bare kr", () => {
    expect(readPrice("Bokning för frisörer, 299 SEK per månad")).toMatchObject({
      amount: 299,
      currency: "SEK",
      period: "month",
    });
    expect(readPrice("NOK 349 per måned")).toMatchObject({
      amount: 349,
      currency: "NOK",
      period: "month",
    });
    expect(readPrice("DKK 99 a month per clinic")).toMatchObject({
      amount: 99,
      currency: "DKK",
      period: "month",
      per: "clinic",
    });
    expect(readPrice("99 kr a month")).toBeNull();
  });

  it("reads KSh, KES and Kenyan shillings", () => {
    expect(readPrice("Fleet tracking, KSh 2,500 a month")).toMatchObject({
      amount: 2500,
      currency: "KES",
      period: "month",
    });
    expect(readPrice("KES 1,500 per month")).toMatchObject({ amount: 1500, currency: "KES" });
    expect(readPrice("1,500 Kenyan shillings a month")).toMatchObject({
      amount: 1500,
      currency: "KES",
    });
  });
});

describe("readPrice: a device's price said with 'for the', and amounts in a code's spacing", () => {
  it("reads the thing a one-off amount buys as the upfront beside a plan", () => {
    expect(
      readPrice("A bike lock that texts you. $59 for the lock, then $3.99 a month for alerts."),
    ).toMatchObject({ amount: 3.99, period: "month", upfront: { amount: 59, per: "lock" } });
    expect(readPrice("189 € das Gerät, danach 4,99 € im Monat")).toMatchObject({
      amount: 4.99,
      currency: "EUR",
      upfront: { amount: 189, per: "gerät" },
    });
    expect(readPrice("£249 for the headphones and £8 a month for the service")).toMatchObject({
      upfront: { amount: 249, per: "headphones" },
    });
    expect(readPrice("890 kr for måleren og 19 kr om måneden", { local: "DKK" })).toMatchObject({
      amount: 19,
      currency: "DKK",
      upfront: { amount: 890, per: "måleren" },
    });
    // A first month's price is not a device.
    expect(readPrice("€19 for the first month, then €39 a month")).not.toHaveProperty("upfront");
  });

  it("reads thousands split by spaces after a currency code, never after a bare sign", () => {
    expect(readPrice("SEK 12 500 per år per gård")).toMatchObject({
      amount: 12_500,
      currency: "SEK",
      period: "year",
    });
    expect(readPrice("CHF 1 200 pro Jahr")).toMatchObject({ amount: 1200, currency: "CHF" });
    expect(readPrice("$49 100 stores use it", { bare: true })).toMatchObject({ amount: 49 });
  });

  it("does not read the founder's own money put into the company as a price", () => {
    expect(readPrice("I sold my bakery, putting €80k of that in.", { bare: true })).toBeNull();
    expect(readPrice("We put $25,000 in; the app is $9 a month.")).toMatchObject({ amount: 9 });
  });
});

describe("readPrice: won, rupiah and Philippine pesos (issue 23)", () => {
  it("reads each by its sign, code or word, with periods in Korean, Indonesian and Filipino", () => {
    expect(readPrice("예약 관리 앱, 월 59,000원 매장당")).toMatchObject({
      amount: 59_000,
      currency: "KRW",
      period: "month",
    });
    expect(readPrice("₩45,000 a month per academy")).toMatchObject({
      amount: 45_000,
      currency: "KRW",
      per: "academy",
    });
    expect(readPrice("Rp 250.000 per bulan per toko")).toMatchObject({
      amount: 250_000,
      currency: "IDR",
      period: "month",
      per: "toko",
    });
    expect(readPrice("IDR 2,000,000 per tahun")).toMatchObject({ currency: "IDR", period: "year" });
    expect(readPrice("₱299 kada buwan")).toMatchObject({
      amount: 299,
      currency: "PHP",
      period: "month",
    });
    // The programming language is not the peso.
    expect(readPrice("A PHP 8 linter for agencies, $15 a month")).toMatchObject({
      amount: 15,
      currency: "USD",
    });
  });
});

describe("readPrice: a day's use, a unit after 'per' that is no unit after 'a', and one-off fees", () => {
  it("reads a price a day as a day's use, never as a subscription paid every day", () => {
    expect(readPrice("kayak hire at €35 per day")).toMatchObject({ per: "day", period: null });
    expect(readPrice("Tagesmiete 24 € pro Tag")).toMatchObject({ per: "day", period: null });
    expect(readPrice("£6 per desk per day")).toMatchObject({ per: "desk-day", period: null });
    expect(readPrice("40 € par jour")).toMatchObject({ per: "day", period: null });
    expect(paymentsOf({ per: "day", period: null })).toMatchObject({ count: 12, assumed: true });
  });

  it("reads 'per lot', 'per bit' and 'per piece' as units, and 'a lot' still not", () => {
    expect(readPrice("$3 per lot per month")).toMatchObject({ per: "lot", period: "month" });
    expect(readPrice("A$12 per lot a month", { local: "AUD" })).toMatchObject({
      currency: "AUD",
      per: "lot",
    });
    expect(readPrice("saves a lot: $20 a month")).toMatchObject({ per: "", period: "month" });
  });

  it("reads a cleaning in the founder's language as a use, paid again and again", () => {
    expect(readPrice("18 € por limpieza")).toMatchObject({ per: "clean" });
    expect(readPrice("25 € pro Reinigung")).toMatchObject({ per: "clean" });
    expect(paymentsOf({ per: "clean", period: null }).once).toBe(false);
  });

  it("reads a device or a setup named right after its amount as paid once beside the plan", () => {
    expect(readPrice("₹2,999 a month with a ₹30,000 device")).toMatchObject({
      amount: 2999,
      period: "month",
      upfront: { amount: 30000, per: "device" },
    });
    expect(readPrice("$900 installation, then $45 per month")).toMatchObject({
      amount: 45,
      upfront: { amount: 900, per: "installation" },
    });
    expect(readPrice("149 € Gerät und 9 € im Monat")).toMatchObject({
      amount: 9,
      upfront: { amount: 149, per: "device" },
    });
  });

  it("reads a fee named before its amount as paid once, in several languages", () => {
    expect(readPrice("an onboarding fee of $250 plus $60 a month")).toMatchObject({
      amount: 60,
      upfront: { amount: 250, per: "setup" },
    });
    expect(readPrice("Einrichtungsgebühr 390 €, danach 49 € pro Monat")).toMatchObject({
      amount: 49,
      upfront: { amount: 390, per: "setup" },
    });
    expect(readPrice("導入費用 ¥30,000、月額¥5,500")).toMatchObject({
      amount: 5500,
      upfront: { amount: 30000 },
    });
    expect(readPrice("frais d'installation de 200 € puis 19 € par mois")).toMatchObject({
      amount: 19,
      upfront: { amount: 200 },
    });
    // A fee alone is a price paid once.
    expect(readPrice("a setup fee of £400")).toMatchObject({ period: "one-time", per: "setup" });
  });
});

describe("readPrice: someone else's price is never the founder's", () => {
  it("skips an incumbent's charge, a bound the buyer pays today and a bond or levy", () => {
    expect(
      readPrice(
        "Agencies won't touch small blocks or want $2.5k/yr minimum. Ours: $6 per unit per month.",
      ),
    ).toMatchObject({ amount: 6, per: "unit", period: "month" });
    expect(
      readPrice("Instead of $400 a month for a bookkeeper, owners pay us $39 a month."),
    ).toMatchObject({ amount: 39 });
    expect(
      readPrice("Employers lodge a $5k security bond and pay the levy; we charge $12 a month."),
    ).toMatchObject({ amount: 12, period: "month" });
    expect(readPrice("Competitors charge €99 a month; we are at €29 a month.")).toMatchObject({
      amount: 29,
    });
    expect(readPrice("The $300 levy to the council is due each month.")).toBeNull();
  });
});

describe("readPrice: prices as more founders write them (issue 23)", () => {
  it("reads a dollar sign after the amount, as Quebec writes it, in the founder's dollars", () => {
    expect(
      readPrice("Abonnement 25 $ par mois par érablière, capteurs à 349 $ par capteur.", {
        bare: true,
        local: "CAD",
      }),
    ).toMatchObject({
      amount: 25,
      currency: "CAD",
      period: "month",
      per: "érablière",
      upfront: { amount: 349, per: "capteur" },
    });
  });

  it("reads Swahili and Turkish periods, after or before the amount", () => {
    expect(readPrice("KSh 250 kwa wiki", { local: "KES" })).toMatchObject({
      amount: 250,
      period: "week",
    });
    expect(readPrice("Bei ni KSh 900 kwa mwezi.")).toMatchObject({ period: "month" });
    expect(readPrice("ayda 14,90 € abonelik")).toMatchObject({ amount: 14.9, period: "month" });
    expect(readPrice("99 TL değil, 14,90 € aylık")).toMatchObject({ period: "month" });
  });

  it("reads the currency's name after its sign, and the thing a one-off amount buys", () => {
    expect(
      readPrice("$4,500 pesos la báscula y $299 al mes", { bare: true, local: "MXN" }),
    ).toMatchObject({ amount: 299, period: "month", upfront: { amount: 4500, per: "báscula" } });
    expect(readPrice("Die Box kostet € 390, danach € 19 im Monat.", { bare: true })).toMatchObject({
      amount: 19,
      period: "month",
      upfront: { amount: 390, per: "box" },
    });
    expect(readPrice("The sensor costs $79 and the plan is $9 a month.")).toMatchObject({
      amount: 9,
      upfront: { amount: 79, per: "sensor" },
    });
  });

  it("never reads the founder's own savings as a price", () => {
    expect(
      readPrice("We keep 10% of the winning bid. $60k of our own savings, about 14 months.", {
        bare: true,
      }),
    ).toBeNull();
    expect(readPrice("€15.000 of my own money, €29 a month per salon.")).toMatchObject({
      amount: 29,
    });
  });
});

describe("readPrice: of several recurring prices, the one per the buyer", () => {
  const STOKVEL =
    "Twelve women from church, R500 a month each, and the book was the only record. R99 a month per stokvel, members don't pay extra.";

  it("is the founder's price per their buyer, not a member's contribution said first", () => {
    expect(readPrice(STOKVEL, { buyer: "Stokvels in South Africa" })).toMatchObject({
      amount: 99,
      per: "stokvel",
    });
    // Without the buyer's words, the first recurring price, as before.
    expect(readPrice(STOKVEL)).toMatchObject({ amount: 500 });
  });

  it("keeps the first price when none is per the buyer", () => {
    expect(
      readPrice("€30 a month, or €5 per user a month for larger teams.", {
        buyer: "independent bakeries",
      }),
    ).toMatchObject({ amount: 30 });
  });
});

describe("a bare amount said just before a plan is its one-off", () => {
  it("reads the thing's amount beside the plan in the same sentence as the upfront", () => {
    expect(readPrice("Kit de sensores 189 €, la app 9,90 € al mes.", { bare: true })).toMatchObject(
      {
        amount: 9.9,
        period: "month",
        upfront: { amount: 189 },
      },
    );
    expect(readPrice("The hub is £99, then £4 a month.")).toMatchObject({
      amount: 4,
      upfront: { amount: 99 },
    });
  });

  it("never takes a loss, a saving or an amount from another sentence as the upfront", () => {
    for (const text of [
      "Clinics lose $3,000 a year to no-shows, we charge $59 a month.",
      "We raised $20,000. The app is $9 a month.",
      "Agencies charge $1,500 for this, we charge $49 a month.",
    ]) {
      expect(readPrice(text)?.upfront, text).toBeUndefined();
    }
  });
});
