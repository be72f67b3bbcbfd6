import { describe, expect, it } from "vitest";
import { HttpError } from "./api";
import { emailProblem, subscriptionFailure } from "./subscription";

describe("emailProblem", () => {
  it.each(["name@example.com", " a.b+tag@sub.example.co.uk ", "x@y.io"])("accepts %s", (email) => {
    expect(emailProblem(email)).toBeUndefined();
  });

  it.each([
    ["", "Please enter your email address."],
    ["   ", "Please enter your email address."],
    ["name", "Please enter a valid email address, like name@example.com."],
    ["name@example", "Please enter a valid email address, like name@example.com."],
    ["a b@example.com", "Please enter a valid email address, like name@example.com."],
    ["a@@example.com", "Please enter a valid email address, like name@example.com."],
    [`${"a".repeat(250)}@x.io`, "That email address is too long."],
  ])("refuses %j", (email, message) => {
    expect(emailProblem(email)).toBe(message);
  });
});

describe("subscriptionFailure", () => {
  const body = (error: string) => JSON.stringify({ error, code: "X" });

  it("shows the server's message for a 4xx and a 429", () => {
    expect(subscriptionFailure(new HttpError(400, body("email: bad"), "Bad Request"))).toEqual({
      title: "Subscription failed",
      description: "email: bad",
    });
    expect(subscriptionFailure(new HttpError(429, body("Try again in 10 minutes."), ""))).toEqual({
      title: "Too many attempts",
      description: "Try again in 10 minutes.",
    });
  });

  it("has its own words when the server gave none, and for a network failure", () => {
    expect(subscriptionFailure(new HttpError(502, "<html>", "Bad Gateway")).description).toMatch(
      /could not save your subscription/,
    );
    expect(subscriptionFailure(new TypeError("Failed to fetch"))).toEqual({
      title: "Couldn't reach Ninefold",
      description: "Check your internet connection and try again.",
    });
  });
});
