import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { BriefHintsAnswer } from "../../../engine/reading/brief-hints";
import { ventureDetailSchema } from "../../../shared/ventures";
import { FakeOpenAIServer } from "../../ai/model/fake-openai-server";
import type { CompatibleModelConfig, Config } from "../../config";
import type { Database } from "../../db/client";
import { generationCache, rateLimitCounters } from "../../db/schema";
import { testApp } from "../../testing/app-harness";
import { signedUpBrowser } from "../../testing/browser";
import { testDatabases } from "../../testing/databases";

/**
 * Decision 042: with a language model configured, a venture's brief is read with the model's
 * reading of who pays, the price and the model, where its quotes are the founder's words. A
 * model that fails, or quotes what the founder never wrote, leaves the brief read from the words
 * alone, and the venture is started either way.
 */

const GENEROUS = {
  tools: {
    rateLimitPerMinute: 10_000,
    rateLimitPerDay: 100_000,
    accountRateLimitPerMinute: 10_000,
    accountRateLimitPerDay: 100_000,
  },
} as Partial<Config>;

const SPANISH =
  "Una app para que los administradores de fincas colegiados en España convoquen juntas de " +
  "propietarios online: 39 € al mes por despacho.";

const ANSWER: BriefHintsAnswer = {
  buyer: {
    who: "property administrators",
    kind: "organisations",
    orientation: "B2B",
    country: "Spain",
    quote: "administradores de fincas colegiados en España",
  },
  price: {
    amount: 39,
    currency: "EUR",
    per: "office",
    period: "month",
    quote: "39 € al mes por despacho",
  },
  model: { model: "b2b-saas", quote: "Una app para que los administradores de fincas" },
};

const [pglite] = testDatabases;

describe("the venture brief read with a language model", () => {
  let database: Database & { dispose(): Promise<void> };
  let model: FakeOpenAIServer;

  beforeAll(async () => {
    database = await pglite!.open();
    model = await FakeOpenAIServer.start();
  });
  afterAll(async () => {
    await model.stop();
    await database.dispose();
  });
  beforeEach(async () => {
    model.reset();
    await database.db.delete(generationCache);
    await database.db.delete(rateLimitCounters);
  });

  function modelApp(overrides: Partial<CompatibleModelConfig> = {}) {
    const ai = model.modelConfig({ maxOutputTokens: 2000, ...overrides });
    return testApp(database, { ...GENEROUS, ai }).app;
  }

  async function start(app: ReturnType<typeof modelApp>, ideaText = SPANISH) {
    const { browser } = await signedUpBrowser(app);
    const response = await browser.post("/api/ventures", { ideaText });
    expect(response.status, await response.clone().text()).toBe(201);
    return { browser, venture: ventureDetailSchema.parse(await response.json()) };
  }

  it("reads who pays, the price and the model from the model's answer, quoted from the founder", async () => {
    model.enqueue({ content: JSON.stringify(ANSWER) });
    const { venture } = await start(modelApp());
    const { lines } = venture.brief!;
    expect(lines.buyer.value).toMatchObject({
      kind: "organisations",
      who: "property administrators",
      place: "Spain",
    });
    expect(lines.buyer.read).toEqual({
      by: "reading",
      words: expect.arrayContaining(["administradores de fincas colegiados en España"]),
    });
    expect(lines.model.value).toEqual({ model: "b2b-saas", orientation: "B2B" });
    expect(lines.price.value).toMatchObject({ amount: 39, currency: "EUR", period: "month" });
    // One call, its prompt carrying the founder's words and the schema's parts.
    expect(model.requests).toHaveLength(1);
    const prompt = JSON.stringify(model.requests[0]?.body.messages);
    expect(prompt).toContain("administradores de fincas colegiados");
    expect(JSON.stringify(model.requests[0]?.body.response_format)).toContain("quote");
  });

  it("keeps the words' reading for a part quoted from words the founder never wrote", async () => {
    model.enqueue({
      content: JSON.stringify({
        ...ANSWER,
        buyer: { ...ANSWER.buyer, quote: "gestores de comunidades en Madrid" },
      }),
    });
    const { lines } = (await start(modelApp())).venture.brief!;
    expect(lines.buyer.value.who).not.toBe("property administrators");
    expect(JSON.stringify(lines.buyer.read)).not.toContain("gestores de comunidades");
    // The parts whose quotes hold are still taken: the price, and the model with its side.
    expect(lines.price.value).toMatchObject({ amount: 39, per: "office" });
    expect(lines.model.value).toEqual({ model: "b2b-saas", orientation: "B2B" });
  });

  it("starts the venture from the words alone when the model fails or answers nothing usable", async () => {
    model.enqueue(
      { status: 500, errorBody: { error: { message: "boom" } } },
      { content: "not json" },
      { content: "still not json" },
    );
    const app = modelApp();
    const failed = await start(app);
    const offline = (await start(testApp(database, GENEROUS).app)).venture.brief!;
    expect(failed.venture.brief!.lines).toEqual(offline.lines);
    const unusable = await start(app, `${SPANISH} `);
    expect(unusable.venture.brief!.lines.buyer.value.who).toBe(offline.lines.buyer.value.who);
    expect(model.requests).toHaveLength(3);
  });

  it("reads a new idea text given in a correction with the model too; the founder's lines stay", async () => {
    model.enqueue({ content: JSON.stringify({ buyer: null, price: null, model: null }) });
    const { browser, venture } = await start(modelApp());
    const corrected = await browser.patch(`/api/ventures/${venture.id}/brief`, {
      buyer: { who: "fincas administrators' offices" },
    });
    expect(corrected.status).toBe(200);
    model.enqueue({ content: JSON.stringify(ANSWER) });
    const reread = await browser.patch(`/api/ventures/${venture.id}/brief`, {
      text: `${SPANISH} Sin permanencia.`,
    });
    expect(reread.status).toBe(200);
    const { lines } = ventureDetailSchema.parse(await reread.json()).brief!;
    expect(lines.buyer.value.who).toBe("fincas administrators' offices");
    expect(lines.buyer.read).toEqual({ by: "founder" });
    expect(lines.price.value).toMatchObject({ amount: 39, currency: "EUR" });
  });
});
