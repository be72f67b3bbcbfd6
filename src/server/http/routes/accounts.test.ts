import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { type AddressInfo, createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, count, desc, eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { authUserSchema } from "../../../shared/user";
import { projectSchema, projectSummarySchema } from "../../../shared/workspace";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { account, mailOutbox, projects, rateLimitCounters, session, user } from "../../db/schema";
import { testApp, testConfig } from "../../testing/app-harness";
import {
  confirmationPath,
  TEST_ORIGIN as ORIGIN,
  signedUpBrowser,
  signUpBody,
  TEST_PASSWORD,
  Browser as TestBrowser,
} from "../../testing/browser";
import { testDatabases } from "../../testing/databases";
import { IDEA_REQUEST } from "../../testing/tool-requests";
import { loadSite } from "../site";

const projectList = z.array(projectSummarySchema);

const OPEN: Partial<Config> = {};

const PASSWORD = TEST_PASSWORD;

describe.each(testDatabases)("accounts and the workspace on $kind", ({ open }) => {
  let database: Database & { dispose(): Promise<void> };
  let app: ReturnType<typeof testApp>["app"];
  let settled: () => Promise<void>;

  beforeAll(async () => {
    database = await open();
    ({ app, settled } = testApp(database, OPEN));
  });
  afterAll(async () => {
    await database.dispose();
  });
  beforeEach(async () => {
    await database.db.delete(rateLimitCounters);
  });

  /** A founder signed up and signed in through the confirmation link. */
  function signedUp(overrides: Record<string, unknown> = {}) {
    return signedUpBrowser(app, overrides);
  }

  /** The newest mail to `address` whose text matches `pattern`, once it is in the outbox. */
  async function mailTo(address: string, pattern: RegExp) {
    await settled();
    const mails = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, address))
      .orderBy(desc(mailOutbox.id));
    const mail = mails.find((m) => pattern.test(m.textBody));
    expect(mail, `a mail to ${address} matching ${pattern}`).toBeDefined();
    return mail!;
  }

  it("signs up through the mailed link, answers the user with a 7-day trial, signs out", async () => {
    const browser = new TestBrowser(app);
    const body = signUpBody({ email: "  Grace@Example.com " });
    const response = await browser.post("/api/auth/sign-up/email", body);
    expect(response.status).toBe(200);
    // Sign-up signs no one in: the link mailed to the address does (decision 028).
    const answer = (await response.json()) as { message: string };
    expect(Object.keys(answer)).toEqual(["message"]);
    expect(answer.message).toMatch(/Check your email/);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await browser.get("/api/auth/user")).status).toBe(401);

    const mail = await mailTo("grace@example.com", /verify-email/);
    expect(mail.subject).toMatch(/Confirm your email address/);
    const link = /http:\/\/localhost:3000(\/api\/auth\/verify-email\?token=[^\s]+)/.exec(
      mail.textBody,
    );
    expect(link, mail.textBody).not.toBeNull();
    const confirmed = await browser.get(link![1]!);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/dashboard");
    const cookie = confirmed.headers.getSetCookie().join("\n");
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const me = await browser.get("/api/auth/user");
    expect(me.status).toBe(200);
    const created = authUserSchema.parse(await me.json());
    expect(created).toMatchObject({
      email: "grace@example.com",
      firstName: "Ada",
      lastName: "Lovelace",
      plan: "trial",
    });
    expect(created.trial.daysLeft).toBe(7);

    // The link works once: used again, it signs no one in and says to sign in.
    const again = await new TestBrowser(app).get(link![1]!);
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toBe("/api/login?link=used");
    expect(again.headers.getSetCookie()).toEqual([]);

    // The stored hash names its own parameters, never the password.
    const [stored] = await database.db
      .select({ password: account.password })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(eq(user.email, "grace@example.com"));
    expect(stored?.password).toMatch(/^scrypt\$v=1\$ln=\d+,r=8,p=1\$/);
    expect(stored?.password).not.toContain(PASSWORD);

    const logout = await browser.post("/api/logout");
    expect(logout.status).toBe(303);
    expect(logout.headers.get("location")).toBe("/");
    expect(browser.cookies.size).toBe(0);
    const after = await browser.get("/api/auth/user");
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ code: "unauthenticated" });
  });

  it("signs in again with the password, and says the providers", async () => {
    const { email } = await signedUp();
    const browser = new TestBrowser(app);
    const response = await browser.post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(response.status).toBe(200);
    expect(authUserSchema.parse(((await response.json()) as { user: unknown }).user).email).toBe(
      email,
    );
    expect((await browser.get("/api/auth/user")).status).toBe(200);
    const providers = await browser.get("/api/auth/providers");
    expect(await providers.json()).toEqual({ google: false, github: false });
  });

  it("refuses a common password, whatever its case", async () => {
    for (const password of ["password123", "PassWord123", "qwertyuiop"]) {
      const response = await new TestBrowser(app).post(
        "/api/auth/sign-up/email",
        signUpBody({ password }),
      );
      expect(response.status).toBe(400);
      const body = (await response.json()) as { code: string; error: string };
      expect(body.code).toBe("password_too_common");
      expect(body.error).toMatch(/common/);
    }
    expect((await database.db.select({ n: count() }).from(user))[0]?.n).toBeGreaterThanOrEqual(0);
  });

  it("answers bad sign-up input with a clear 4xx", async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ acceptTerms: false }, 400, "terms_not_accepted"],
      [{ acceptTerms: undefined }, 400, "terms_not_accepted"],
      [{ password: "short" }, 400, "validation_failed"],
      [{ password: "x".repeat(129) }, 400, "validation_failed"],
      [{ email: "not-an-email" }, 400, "validation_failed"],
      [{ firstName: "   " }, 400, "validation_failed"],
      [{ lastName: "x".repeat(101) }, 400, "validation_failed"],
    ];
    for (const [overrides, status, code] of cases) {
      const response = await new TestBrowser(app).post(
        "/api/auth/sign-up/email",
        signUpBody(overrides),
      );
      expect(response.status, JSON.stringify(overrides)).toBe(status);
      expect(await response.json()).toMatchObject({ code });
    }
    const malformed = await app.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
      body: "{",
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: "invalid_json" });
  });

  it("answers a taken address like a new one, and mails its owner instead", async () => {
    const { email } = await signedUp();
    const fresh = await new TestBrowser(app).post("/api/auth/sign-up/email", signUpBody());
    const taken = await new TestBrowser(app).post(
      "/api/auth/sign-up/email",
      signUpBody({ email: email.toUpperCase(), password: "a stranger's passphrase" }),
    );
    expect(taken.status).toBe(200);
    expect(taken.status).toBe(fresh.status);
    const [freshBody, takenBody] = [
      (await fresh.json()) as { message: string },
      (await taken.json()) as { message: string },
    ];
    const anyAddress = /\S+@example\.com/;
    expect(takenBody.message.replace(anyAddress, "X")).toBe(
      freshBody.message.replace(anyAddress, "X"),
    );
    expect(taken.headers.getSetCookie()).toEqual([]);
    const notice = await mailTo(email, /tried to create/);
    expect(notice.subject).toMatch(/Someone tried to create a Ninefold account/);
    expect(notice.textBody).toContain("http://localhost:3000/api/login?view=forgot");
    // Nothing changed in the account: its password is still the owner's.
    const owner = await new TestBrowser(app).post("/api/auth/sign-in/email", {
      email,
      password: PASSWORD,
    });
    expect(owner.status).toBe(200);
    const stranger = await new TestBrowser(app).post("/api/auth/sign-in/email", {
      email,
      password: "a stranger's passphrase",
    });
    expect(stranger.status).toBe(401);
  });

  it("refuses an unconfirmed account's right password with a new link, not a session", async () => {
    const body = signUpBody();
    const email = body.email as string;
    expect((await new TestBrowser(app).post("/api/auth/sign-up/email", body)).status).toBe(200);
    await mailTo(email, /verify-email/);
    const visitor = new TestBrowser(app);
    const early = await visitor.post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(early.status).toBe(403);
    expect(await early.json()).toMatchObject({ code: "email_not_verified" });
    expect(visitor.cookies.size).toBe(0);
    await settled();
    const links = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(links.filter((m) => m.textBody.includes("verify-email"))).toHaveLength(2);
  });

  it("sends a bad or expired confirmation link to sign in, signed out", async () => {
    const response = await new TestBrowser(app).get(
      "/api/auth/verify-email?token=not-a-token&next=/tools/market-analysis-tool",
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      "/api/login?link=invalid&next=%2Ftools%2Fmarket-analysis-tool",
    );
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("says wrong credentials as one message, then rate-limits repeated wrong passwords", async () => {
    const { email } = await signedUp();
    const browser = new TestBrowser(app);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await browser.post("/api/auth/sign-in/email", {
        email,
        password: "wrong password here",
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: "invalid_credentials" });
    }
    const limited = await browser.post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = (await limited.json()) as { code: string; error: string };
    expect(body.code).toBe("rate_limited");
    expect(body.error).toMatch(/Too many sign-in attempts for this account\. Please try again in/);
  });

  it("locks a stranger's client out of an account, not its owner on their own client", async () => {
    // Behind a proxy (TRUST_PROXY), so X-Forwarded-For tells the two clients apart.
    const proxied = testApp(database, { trustProxy: true }).app;
    const owner = new TestBrowser(proxied, ORIGIN, { "X-Forwarded-For": "198.51.100.7" });
    const body = signUpBody();
    expect((await owner.post("/api/auth/sign-up/email", body)).status).toBe(200);
    const email = body.email as string;
    expect((await owner.get(await confirmationPath(email))).status).toBe(302);
    const stranger = new TestBrowser(proxied, ORIGIN, { "X-Forwarded-For": "203.0.113.66" });
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await stranger.post("/api/auth/sign-in/email", { email, password: "guess" });
      expect(wrong.status).toBe(401);
    }
    // The owner's right password from their own connection still signs in (after a short delay).
    const mine = await new TestBrowser(proxied, ORIGIN, {
      "X-Forwarded-For": "198.51.100.7",
    }).post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(mine.status, await mine.clone().text()).toBe(200);
    // The stranger's connection stays locked out of the account, even with the right password.
    const locked = await stranger.post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await locked.json()).toMatchObject({ code: "rate_limited" });
  });

  it("marks the founder's own data as never to be stored by a browser or a proxy", async () => {
    const { browser } = await signedUp();
    const generated = await browser.post("/api/generate-ideas", IDEA_REQUEST);
    const { projectId } = (await generated.json()) as { projectId: string };
    const responses = [
      await browser.get("/api/workspace"),
      await browser.get(`/api/workspace/${projectId}`),
      await browser.patch("/api/account", { firstName: "Ada", lastName: "King" }),
      await browser.get("/api/account/sessions"),
    ];
    for (const response of responses) {
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("counts wrong current passwords in settings against the account's sign-in limit", async () => {
    const { browser, email } = await signedUp();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await browser.post("/api/account/password", {
        currentPassword: "not my password at all",
        newPassword: "another long passphrase",
      });
      expect(wrong.status).toBeGreaterThanOrEqual(400);
      expect(wrong.status).toBeLessThan(429);
    }
    const signIn = await new TestBrowser(app).post("/api/auth/sign-in/email", {
      email,
      password: PASSWORD,
    });
    expect(signIn.status).toBe(429);
    expect(await signIn.json()).toMatchObject({ code: "rate_limited" });
  });

  it("does not count successful sign-ins against the limit", async () => {
    const { email } = await signedUp();
    for (let attempt = 1; attempt <= 8; attempt++) {
      const response = await new TestBrowser(app).post("/api/auth/sign-in/email", {
        email,
        password: PASSWORD,
      });
      expect(response.status).toBe(200);
    }
  });

  it("logs out only on a POST: a GET shows the one-button page and keeps the session", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "ninefold-logout-"));
    try {
      mkdirSync(path.join(dir, "pages"));
      mkdirSync(path.join(dir, "client"));
      writeFileSync(
        path.join(dir, "pages", "logout.html"),
        '<html><body><form method="post" action="/api/logout"><button>Log Out</button></form></body></html>',
      );
      writeFileSync(
        path.join(dir, "pages", "manifest.json"),
        JSON.stringify({
          pages: [{ path: "/api/logout", file: "logout.html" }],
          notFound: "logout.html",
        }),
      );
      const site = loadSite(dir, { publicUrl: ORIGIN, gaMeasurementId: undefined });
      const withSite = testApp(database, OPEN, site).app;
      const { browser } = await signedUpBrowser(withSite);

      const page = await browser.get("/api/logout");
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toMatch(/text\/html/);
      expect(await page.text()).toContain('action="/api/logout"');
      expect(page.headers.getSetCookie()).toEqual([]);
      expect((await browser.get("/api/auth/user")).status).toBe(200);

      // Another site's form post is refused and changes nothing.
      const evil = new TestBrowser(withSite, "https://evil.example");
      evil.cookies = new Map(browser.cookies);
      const forged = await evil.post("/api/logout");
      expect(forged.status).toBe(403);
      expect(await forged.json()).toMatchObject({ code: "bad_origin" });
      expect((await browser.get("/api/auth/user")).status).toBe(200);

      const out = await browser.post("/api/logout");
      expect(out.status).toBe(303);
      expect(out.headers.get("location")).toBe("/");
      expect((await browser.get("/api/auth/user")).status).toBe(401);
      // Signed out, the page has nothing to confirm.
      const after = await browser.get("/api/logout");
      expect(after.status).toBe(302);
      expect(after.headers.get("location")).toBe("/");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses a cross-origin POST", async () => {
    const { browser } = await signedUp();
    const evil = new TestBrowser(app, "https://evil.example");
    evil.cookies = browser.cookies;
    for (const [method, path] of [
      ["POST", "/api/auth/sign-up/email"],
      ["POST", "/api/account/delete"],
      ["PATCH", "/api/account"],
    ] as const) {
      const response = await evil.request(method, path, signUpBody());
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: "bad_origin" });
    }
    expect((await browser.get("/api/auth/user")).status).toBe(200);
  });

  it("answers 401 to an ended session's cookie", async () => {
    const { browser, email } = await signedUp();
    const other = new TestBrowser(app);
    expect(
      (await other.post("/api/auth/sign-in/email", { email, password: PASSWORD })).status,
    ).toBe(200);
    const list = await browser.get("/api/account/sessions");
    const sessions = (await list.json()) as { id: string; current: boolean; userAgent: string }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const otherSession = sessions.find((s) => !s.current)!;
    expect((await browser.delete(`/api/account/sessions/${otherSession.id}`)).status).toBe(204);
    const ended = await other.get("/api/auth/user");
    expect(ended.status).toBe(401);
    expect((await other.get("/api/workspace")).status).toBe(401);
    expect((await browser.get("/api/auth/user")).status).toBe(200);
    // Ending the current session signs this browser out.
    const current = sessions.find((s) => s.current)!;
    expect((await browser.delete(`/api/account/sessions/${current.id}`)).status).toBe(204);
    expect((await browser.get("/api/auth/user")).status).toBe(401);
  });

  it("keeps each founder's projects to themselves", async () => {
    const alice = await signedUp();
    const bob = await signedUp();
    const generated = await alice.browser.post("/api/generate-ideas", IDEA_REQUEST);
    expect(generated.status).toBe(200);
    const body = (await generated.json()) as { projectId: string; ideas: unknown[] };
    expect(body.ideas.length).toBeGreaterThan(0);
    const id = body.projectId;

    const list = await alice.browser.get("/api/workspace");
    const projectsOfAlice = projectList.parse(await list.json());
    expect(projectsOfAlice.map((p) => p.id)).toEqual([id]);
    expect(projectsOfAlice[0]).toMatchObject({
      title: "Startup ideas: Fitness",
      toolType: "idea-generation",
    });

    expect(await (await bob.browser.get("/api/workspace")).json()).toEqual([]);
    for (const response of [
      await bob.browser.get(`/api/workspace/${id}`),
      await bob.browser.patch(`/api/workspace/${id}`, { title: "Mine now" }),
      await bob.browser.delete(`/api/workspace/${id}`),
      await bob.browser.post(`/api/generate-ideas?project=${id}`, IDEA_REQUEST),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: "not_found" });
    }
    const still = projectSchema.parse(
      await (await alice.browser.get(`/api/workspace/${id}`)).json(),
    );
    expect(still.title).toBe("Startup ideas: Fitness");
    expect(still.inputData).toMatchObject({ interests: "Fitness, coaching" });
  });

  it("answers 401 to the workspace signed out, and saves nothing for a visitor", async () => {
    const visitor = new TestBrowser(app);
    expect((await visitor.get("/api/workspace")).status).toBe(401);
    expect((await visitor.get("/api/workspace/x")).status).toBe(401);
    expect((await visitor.get("/api/account/sessions")).status).toBe(401);
    const before = (await database.db.select({ n: count() }).from(projects))[0]?.n;
    const response = await visitor.post("/api/generate-ideas", IDEA_REQUEST);
    expect(response.status).toBe(200);
    expect(await response.json()).not.toHaveProperty("projectId");
    expect((await database.db.select({ n: count() }).from(projects))[0]?.n).toBe(before);
  });

  it("regenerates into a project with ?project=, renames and deletes it", async () => {
    const { browser } = await signedUp();
    const first = (await (
      await browser.post("/api/market-analysis", {
        businessIdea: "Booking software for yoga studios",
        industry: "Sports & Fitness",
        targetMarket: "Independent studio owners",
      })
    ).json()) as { projectId: string; analysis: unknown };
    const created = projectSchema.parse(
      await (await browser.get(`/api/workspace/${first.projectId}`)).json(),
    );
    expect(created.title).toBe("Market analysis: Booking software for yoga studios");

    const again = await browser.post(`/api/market-analysis?project=${first.projectId}`, {
      businessIdea: "Booking software for pilates studios",
      industry: "Sports & Fitness",
      targetMarket: "Independent studio owners",
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { projectId: string }).projectId).toBe(first.projectId);
    const updated = projectSchema.parse(
      await (await browser.get(`/api/workspace/${first.projectId}`)).json(),
    );
    expect(updated.inputData).toMatchObject({
      businessIdea: "Booking software for pilates studios",
    });
    expect(updated.updatedAt >= created.updatedAt).toBe(true);
    const list = projectList.parse(await (await browser.get("/api/workspace")).json());
    expect(list).toHaveLength(1);

    // Another tool's project cannot be regenerated by this tool.
    const wrongTool = await browser.post(`/api/customer-discovery?project=${first.projectId}`, {
      businessIdea: "Booking software",
    });
    expect(wrongTool.status).toBe(404);

    const renamed = await browser.patch(`/api/workspace/${first.projectId}`, { title: "  Yoga  " });
    expect(renamed.status).toBe(200);
    expect(projectSchema.parse(await renamed.json()).title).toBe("Yoga");
    const empty = await browser.patch(`/api/workspace/${first.projectId}`, {});
    expect(empty.status).toBe(400);
    const blank = await browser.patch(`/api/workspace/${first.projectId}`, { title: "" });
    expect(blank.status).toBe(400);

    expect((await browser.delete(`/api/workspace/${first.projectId}`)).status).toBe(204);
    expect((await browser.get(`/api/workspace/${first.projectId}`)).status).toBe(404);
    expect(await (await browser.get("/api/workspace")).json()).toEqual([]);
  });

  it("lists projects newest first", async () => {
    const { browser } = await signedUp();
    const ids: string[] = [];
    for (const idea of ["A bakery subscription box", "A tutoring marketplace for retirees"]) {
      const response = await browser.post("/api/customer-discovery", { businessIdea: idea });
      ids.push(((await response.json()) as { projectId: string }).projectId);
    }
    const list = projectList.parse(await (await browser.get("/api/workspace")).json());
    expect(list.map((p) => p.id)).toEqual([ids[1], ids[0]]);
    expect(list[0]!.title).toBe("Customer discovery: A tutoring marketplace for retirees");
  });

  it("changes the name, and the password ending other sessions", async () => {
    const { browser, email } = await signedUp();
    const other = new TestBrowser(app);
    await other.post("/api/auth/sign-in/email", { email, password: PASSWORD });

    const renamed = await browser.patch("/api/account", {
      firstName: " Augusta ",
      lastName: "King",
    });
    expect(renamed.status).toBe(200);
    expect(authUserSchema.parse(await renamed.json())).toMatchObject({
      firstName: "Augusta",
      lastName: "King",
    });

    const wrong = await browser.post("/api/account/password", {
      currentPassword: "not my password",
      newPassword: "a brand new passphrase",
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: "invalid_password" });
    const common = await browser.post("/api/account/password", {
      currentPassword: PASSWORD,
      newPassword: "iloveyou123",
    });
    expect(await common.json()).toMatchObject({ code: "password_too_common" });

    const changed = await browser.post("/api/account/password", {
      currentPassword: PASSWORD,
      newPassword: "a brand new passphrase",
    });
    expect(changed.status).toBe(200);
    expect((await browser.get("/api/auth/user")).status).toBe(200);
    expect((await other.get("/api/auth/user")).status).toBe(401);
    const old = await new TestBrowser(app).post("/api/auth/sign-in/email", {
      email,
      password: PASSWORD,
    });
    expect(old.status).toBe(401);
    const fresh = await new TestBrowser(app).post("/api/auth/sign-in/email", {
      email,
      password: "a brand new passphrase",
    });
    expect(fresh.status).toBe(200);
  });

  it("mails a reset link that sets a new password once", async () => {
    const { email } = await signedUp();
    const visitor = new TestBrowser(app);
    const unknown = await visitor.post("/api/auth/request-password-reset", {
      email: "nobody@example.com",
      redirectTo: "/api/login?view=reset",
    });
    const known = await visitor.post("/api/auth/request-password-reset", {
      email,
      redirectTo: "/api/login?view=reset",
    });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(Object.keys(await unknown.json())).toEqual(Object.keys(await known.json()));
    await settled();
    // The newest mail: the confirmation link came first.
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    const link = /http:\/\/localhost:3000\/api\/login\?view=reset&token=([\w-]+)/.exec(
      mail?.textBody ?? "",
    );
    expect(link, mail?.textBody).not.toBeNull();
    const token = link![1]!;

    const weak = await visitor.post("/api/auth/reset-password", {
      newPassword: "password1",
      token,
    });
    expect(await weak.json()).toMatchObject({ code: "password_too_common" });
    const reset = await visitor.post("/api/auth/reset-password", {
      newPassword: "a reset passphrase",
      token,
    });
    expect(reset.status).toBe(200);
    const reused = await visitor.post("/api/auth/reset-password", {
      newPassword: "another reset passphrase",
      token,
    });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ code: "invalid_token" });
    const signIn = await visitor.post("/api/auth/sign-in/email", {
      email,
      password: "a reset passphrase",
    });
    expect(signIn.status).toBe(200);
  });

  /** The reset links mailed to `email` so far, oldest first (mail is written after the response). */
  async function resetTokens(email: string, atLeast: number): Promise<string[]> {
    return vi.waitFor(async () => {
      const mails = await database.db
        .select({ text: mailOutbox.textBody })
        .from(mailOutbox)
        .where(eq(mailOutbox.to, email))
        .orderBy(asc(mailOutbox.id));
      const tokens = mails.flatMap((mail) => {
        const link = /\/api\/login\?view=reset&token=([\w-]+)/.exec(mail.text);
        return link ? [link[1]!] : [];
      });
      expect(tokens.length).toBeGreaterThanOrEqual(atLeast);
      return tokens;
    });
  }

  it("refuses an older reset link once a newer one has reset the password", async () => {
    const { email } = await signedUp();
    const visitor = new TestBrowser(app);
    for (let i = 0; i < 2; i++) {
      const asked = await visitor.post("/api/auth/request-password-reset", { email });
      expect(asked.status).toBe(200);
    }
    const [older, newer] = await resetTokens(email, 2);
    const reset = await visitor.post("/api/auth/reset-password", {
      newPassword: "the newer link's passphrase",
      token: newer,
    });
    expect(reset.status).toBe(200);
    const stale = await visitor.post("/api/auth/reset-password", {
      newPassword: "the older link's passphrase",
      token: older,
    });
    expect(stale.status).toBe(400);
    expect(await stale.json()).toMatchObject({ code: "invalid_token" });
    const signIn = await visitor.post("/api/auth/sign-in/email", {
      email,
      password: "the newer link's passphrase",
    });
    expect(signIn.status).toBe(200);
  });

  it("refuses a reset link mailed before a password change in settings", async () => {
    const { browser, email } = await signedUp();
    const visitor = new TestBrowser(app);
    expect((await visitor.post("/api/auth/request-password-reset", { email })).status).toBe(200);
    const [token] = await resetTokens(email, 1);
    const changed = await browser.post("/api/account/password", {
      currentPassword: PASSWORD,
      newPassword: "changed in settings",
    });
    expect(changed.status).toBe(200);
    const stale = await visitor.post("/api/auth/reset-password", {
      newPassword: "set through the old link",
      token,
    });
    expect(stale.status).toBe(400);
    expect(await stale.json()).toMatchObject({ code: "invalid_token" });
  });

  it("answers a reset request before its mail is sent, so timing tells nothing", async () => {
    // An SMTP server that accepts connections and never says a word.
    const sockets = new Set<Socket>();
    const blackHole = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => blackHole.listen(0, "127.0.0.1", resolve));
    const { port } = blackHole.address() as AddressInfo;
    const slow = testApp(database, {
      mail: { ...testConfig().mail, smtpUrl: `smtp://127.0.0.1:${port}` },
    });
    try {
      const { email } = await signedUpBrowser(slow.app);
      const answer = await new TestBrowser(slow.app).post("/api/auth/request-password-reset", {
        email,
      });
      expect(answer.status).toBe(200);
      // Answered while the mail server is still silent: no mail was sent, or failed, first.
      const rows = await database.db
        .select({ status: mailOutbox.status })
        .from(mailOutbox)
        .where(eq(mailOutbox.to, email));
      expect(rows.map((row) => row.status).filter((status) => status !== "pending")).toEqual([]);
    } finally {
      for (const socket of sockets) socket.destroy();
      blackHole.close();
      await slow.settled();
    }
  });

  it("exports the account as a zip of JSON and Markdown", async () => {
    const { browser, email } = await signedUp();
    await browser.post("/api/generate-ideas", IDEA_REQUEST);
    await browser.post("/api/customer-discovery", { businessIdea: "A bakery subscription box" });
    const response = await browser.get("/api/account/export");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toMatch(
      /attachment; filename="ninefold-export-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const names = Object.keys(files).sort();
    expect(names).toEqual([
      "account.json",
      "projects.json",
      "projects/1-customer-discovery-a-bakery-subscription-box.md",
      "projects/2-startup-ideas-fitness.md",
      "ventures.json",
    ]);
    expect(JSON.parse(strFromU8(files["account.json"]!))).toMatchObject({ email });
    // The customer discovery started a venture of its own (ideas do not).
    expect(JSON.parse(strFromU8(files["ventures.json"]!))).toEqual([
      expect.objectContaining({ name: "A bakery subscription box" }),
    ]);
    expect(JSON.parse(strFromU8(files["projects.json"]!))).toHaveLength(2);
    const markdown = strFromU8(files["projects/2-startup-ideas-fitness.md"]!);
    expect(markdown).toMatch(/^# /);
    expect(markdown.length).toBeGreaterThan(200);
  });

  it("deletes the account with its sessions and projects", async () => {
    const { browser, email } = await signedUp();
    const other = new TestBrowser(app);
    await other.post("/api/auth/sign-in/email", { email, password: PASSWORD });
    await browser.post("/api/generate-ideas", IDEA_REQUEST);
    const [owner] = await database.db.select().from(user).where(eq(user.email, email));

    const wrong = await browser.post("/api/account/delete", { confirm: "someone@example.com" });
    expect(wrong.status).toBe(400);
    expect((await browser.get("/api/auth/user")).status).toBe(200);

    const deleted = await browser.post("/api/account/delete", { confirm: email.toUpperCase() });
    expect(deleted.status).toBe(204);
    expect(browser.cookies.size).toBe(0);
    expect((await other.get("/api/auth/user")).status).toBe(401);
    const left = async (table: typeof session | typeof projects | typeof account) =>
      (await database.db.select({ n: count() }).from(table).where(eq(table.userId, owner!.id)))[0]
        ?.n;
    expect(await left(session)).toBe(0);
    expect(await left(projects)).toBe(0);
    expect(await left(account)).toBe(0);
    expect(await database.db.select().from(user).where(eq(user.id, owner!.id))).toEqual([]);
    const signIn = await new TestBrowser(app).post("/api/auth/sign-in/email", {
      email,
      password: PASSWORD,
    });
    expect(signIn.status).toBe(401);
  });

  it("exposes none of Better Auth's other endpoints", async () => {
    const { browser } = await signedUp();
    for (const path of [
      "/api/auth/update-user",
      "/api/auth/delete-user",
      "/api/auth/list-sessions",
    ]) {
      const response = await browser.post(path, { plan: "annual" });
      expect(response.status).toBe(404);
    }
  });
});
