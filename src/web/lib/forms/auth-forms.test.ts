import { describe, expect, it } from "vitest";
import { HttpError } from "../api";
import {
  attentionMessage,
  authFailure,
  collect,
  EMPTY_SIGN_UP,
  failureText,
  loginHref,
  parseView,
  readProviders,
  safeNextPath,
  signUpBody,
  TERMS_REQUIRED,
  validateSignIn,
  validateSignUp,
} from "./auth-forms";

describe("next", () => {
  it("keeps a path on this site, with its query and hash", () => {
    expect(safeNextPath("/tools/market-analysis-tool?project=1#x")).toBe(
      "/tools/market-analysis-tool?project=1#x",
    );
    expect(safeNextPath("/dashboard/settings")).toBe("/dashboard/settings");
  });

  it("falls back to /dashboard for anything else", () => {
    for (const bad of [
      null,
      "",
      "dashboard",
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "javascript:alert(1)",
      "/ok\nSet-Cookie: x",
      "/api/login?next=/x",
      "/api/logout",
    ]) {
      expect(safeNextPath(bad), String(bad)).toBe("/dashboard");
    }
  });

  it("builds the login page's links, keeping next", () => {
    expect(loginHref("signin", "/dashboard")).toBe("/api/login");
    expect(loginHref("signup", "/dashboard")).toBe("/api/login?view=signup");
    expect(loginHref("forgot", "/tools/x")).toBe("/api/login?view=forgot&next=%2Ftools%2Fx");
  });

  it("reads the view, signin by default", () => {
    expect(parseView("signup")).toBe("signup");
    expect(parseView("reset")).toBe("reset");
    expect(parseView("admin")).toBe("signin");
    expect(parseView(null)).toBe("signin");
  });
});

describe("the forms' checks", () => {
  it("asks for an email and a password to sign in", () => {
    expect(validateSignIn({ email: "", password: "" })).toEqual({
      email: "Please enter your email address.",
      password: "Please enter your password.",
    });
    expect(validateSignIn({ email: "ada@example.com", password: "x" })).toEqual({});
  });

  it("requires every sign-up field, 8+ characters and the 18+/terms checkbox", () => {
    const errors = validateSignUp(EMPTY_SIGN_UP);
    expect(Object.keys(errors)).toEqual([
      "firstName",
      "lastName",
      "email",
      "password",
      "acceptTerms",
    ]);
    expect(errors.acceptTerms).toBe(TERMS_REQUIRED);
    const filled = {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      password: "short",
      acceptTerms: true,
    };
    expect(validateSignUp(filled)).toEqual({ password: "Use at least 8 characters." });
    expect(validateSignUp({ ...filled, password: "x".repeat(129) })).toEqual({
      password: "Use at most 128 characters.",
    });
    expect(validateSignUp({ ...filled, password: "correct horse" })).toEqual({});
    expect(attentionMessage(errors)).toBe("5 fields need your attention.");
  });

  it("keeps only the fields with an error, in the form's order", () => {
    const found = collect(["first", "second", "third"] as const, {
      third: "Third is wrong.",
      second: undefined,
      first: "First is wrong.",
    });
    expect(found).toEqual({ first: "First is wrong.", third: "Third is wrong." });
    expect(Object.keys(found)).toEqual(["first", "third"]);
    expect(collect(["email"], { email: undefined })).toEqual({});
  });

  it("sends the contract's sign-up body, trimmed", () => {
    expect(
      signUpBody({
        firstName: " Ada ",
        lastName: "Lovelace",
        email: " ada@example.com ",
        password: " pass phrase ",
        acceptTerms: true,
      }),
    ).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      password: " pass phrase ",
      acceptTerms: true,
    });
  });
});

describe("failures", () => {
  it("shows the server's sentence, else one for the kind of failure", () => {
    const body = JSON.stringify({
      error: "That email is already registered.",
      code: "email_taken",
    });
    expect(authFailure(new HttpError(409, body, "Conflict"))).toBe(
      "That email is already registered.",
    );
    expect(authFailure(new HttpError(429, "", "Too Many Requests"))).toMatch(/Too many attempts/);
    expect(authFailure(new HttpError(500, "", "Internal Server Error"))).toMatch(/our side/);
    expect(authFailure(new TypeError("Failed to fetch"))).toMatch(/couldn't reach/);
  });

  it("shows only the social buttons the server turns on", () => {
    expect(readProviders({ google: true, github: false })).toEqual({ google: true, github: false });
    expect(readProviders(null)).toEqual({ google: false, github: false });
    expect(readProviders({ google: "yes" })).toEqual({ google: false, github: false });
  });
});

describe("failureText", () => {
  const body = JSON.stringify({
    error: "There is no project x in your workspace.",
    code: "not_found",
  });

  it("prefers the server's sentence, then the fallback, then the rate-limit sentence", () => {
    expect(failureText(new HttpError(404, body, "Not Found"), "Not renamed.")).toBe(
      "There is no project x in your workspace.",
    );
    expect(failureText(new HttpError(500, "", "Internal Server Error"), "Not renamed.")).toBe(
      "Not renamed.",
    );
    expect(failureText(new HttpError(429, "", "Too Many Requests"), "Not renamed.")).toMatch(
      /Too many attempts/,
    );
  });

  it("says when Ninefold could not be reached", () => {
    expect(failureText(new TypeError("Failed to fetch"), "Not renamed.")).toMatch(/couldn't reach/);
  });
});
