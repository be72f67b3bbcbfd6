import { describe, expect, it } from "vitest";
import { emailSchema } from "../../../shared/forms";
import { EMAIL_MAX, emailError } from "./email";

/** The schema's first message for an address, or undefined when it passes. */
function schemaError(email: string): string | undefined {
  const result = emailSchema.safeParse(email);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe("emailError mirrors the server's emailSchema", () => {
  it.each([
    "name@example.com",
    " a.b+tag@sub.example.co.uk ",
    "x@y.io",
    "  Ada@Example.COM  ",
    "o'brien+ninefold@mail.example.co.uk",
    "",
    "   ",
    "name",
    "name@example",
    "ada@",
    "a b@example.com",
    "a@@example.com",
    "ada..l@example.com",
    ".ada@example.com",
    "ada@example.c",
    `${"a".repeat(250)}@x.io`,
    `${"a".repeat(242)}@example.com`,
  ])("%j", (email) => {
    expect(emailError(email)).toBe(schemaError(email));
  });

  it("accepts the usual addresses and explains the rest", () => {
    expect(emailError("name@example.com")).toBeUndefined();
    expect(emailError("")).toBe("Please enter your email address.");
    expect(emailError("name@example")).toBe(
      "Please enter a valid email address, like name@example.com.",
    );
    expect(emailError(`${"a".repeat(EMAIL_MAX)}@x.io`)).toBe("That email address is too long.");
  });
});
