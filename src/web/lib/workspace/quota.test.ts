import { describe, expect, it } from "vitest";
import { HttpError } from "../api";
import { PlanRequestError } from "../plan/plan-client";
import { quotaTitle } from "./quota";

const refusal = (status: number, code: string) =>
  new HttpError(status, JSON.stringify({ error: "The server's own words.", code }), "");

describe("the toast title of a write the account's quotas refused (issue 25)", () => {
  it("names too many changes, and a full workspace", () => {
    expect(quotaTitle(refusal(429, "rate_limited"), "Not saved")).toBe("Too many changes");
    expect(quotaTitle(new PlanRequestError("Try again in 5 seconds.", 429), "Not saved")).toBe(
      "Too many changes",
    );
    expect(quotaTitle(refusal(413, "storage_limit_reached"), "Not saved")).toBe("Workspace full");
  });

  it("keeps the caller's title for anything else, a body too large included", () => {
    expect(quotaTitle(refusal(413, "payload_too_large"), "Not saved")).toBe("Not saved");
    expect(quotaTitle(refusal(400, "validation_failed"), "Not saved")).toBe("Not saved");
    expect(quotaTitle(new TypeError("Failed to fetch"), "Not saved")).toBe("Not saved");
  });
});
