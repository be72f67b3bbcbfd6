import { describe, expect, it } from "vitest";
import { HttpError } from "./api";
import { subscriptionFailure } from "./subscription";

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
