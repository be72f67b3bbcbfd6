import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGE_MAX, contactRequestSchema } from "../../../shared/forms";
import { CONTACT_SUBJECTS } from "../../../shared/options";
import { HttpError } from "../../lib/api";
import { firstError } from "../../lib/forms/auth-forms";
import {
  CONTACT_FIELDS,
  type ContactErrors,
  type ContactField,
  type ContactValues,
  contactFailure,
  EMPTY_CONTACT,
  MESSAGE_MAX,
  validateContact,
} from "./validate";

const valid: ContactValues = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  subject: "billing",
  message: "How do I switch from monthly to annual?",
  updates: true,
  website: "",
};

describe("validateContact", () => {
  it("accepts a complete form", () => {
    expect(validateContact(valid)).toEqual({});
  });

  it("names every required field of spec §5 on an empty form, in the schema's words", () => {
    const errors = validateContact(EMPTY_CONTACT);
    expect(errors).toEqual({
      firstName: "Please enter your first name.",
      lastName: "Please enter your last name.",
      email: "Please enter your email address.",
      subject: "Please select a topic.",
      message: "Please enter your message.",
    });
    expect(firstError(CONTACT_FIELDS, errors)).toBe("firstName");
  });

  it("rejects a malformed email, an unknown topic, a short message and blank-only names", () => {
    const errors = validateContact({
      ...valid,
      firstName: "   ",
      email: "ada@",
      subject: "sales",
      message: "Hi",
    });
    expect(errors.firstName).toBe("Please enter your first name.");
    expect(errors.email).toBe("Please enter a valid email address, like name@example.com.");
    expect(errors.subject).toBe("Please select a topic.");
    expect(errors.message).toBe("Please write at least 10 characters so we can help.");
    expect(errors.lastName).toBeUndefined();
    expect(firstError(CONTACT_FIELDS, errors)).toBe("firstName");
  });

  it("reports the first field in the form's order", () => {
    expect(firstError(CONTACT_FIELDS, validateContact({ ...valid, message: "", email: "x" }))).toBe(
      "email",
    );
    expect(firstError(CONTACT_FIELDS, {})).toBeUndefined();
  });
});

describe("contactFailure", () => {
  const err = (status: number, body: string) => new HttpError(status, body, "Status");

  it("shows the server's message for 4xx and 429 answers", () => {
    expect(contactFailure(err(400, '{"error":"Bad email.","code":"bad_request"}'), "s@x")).toBe(
      "Bad email.",
    );
    expect(
      contactFailure(err(429, '{"error":"Try again in 5 minutes.","code":"rate_limited"}'), "s@x"),
    ).toBe("Try again in 5 minutes.");
  });

  it("falls back to a useful sentence when the server sent none", () => {
    expect(contactFailure(err(429, ""), "s@x")).toMatch(/Too many messages/);
    expect(contactFailure(err(413, "<html>"), "s@x")).toMatch(/wasn't accepted/);
    expect(contactFailure(err(502, ""), "support@ninefold.app")).toMatch(
      /our side.*support@ninefold\.app/,
    );
  });

  it("tells a network failure apart and says the message is kept", () => {
    expect(contactFailure(new TypeError("Failed to fetch"), "s@x")).toMatch(
      /couldn't reach Ninefold.*still in the form/,
    );
  });
});

/** What the server's schema says about values: the first message per field, as the form shows. */
function schemaErrors(values: ContactValues): ContactErrors {
  const result = contactRequestSchema.safeParse(values);
  const errors: ContactErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    if (CONTACT_FIELDS.includes(field)) errors[field] ??= issue.message;
  }
  return errors;
}

describe("the browser's checks mirror contactRequestSchema", () => {
  const cases: [string, Partial<ContactValues>][] = [
    ["valid", {}],
    ["empty", EMPTY_CONTACT],
    ["blank names", { firstName: " \t", lastName: "  " }],
    ["long names", { firstName: "a".repeat(101), lastName: "b".repeat(100) }],
    ["padded email", { email: "  Ada@Example.COM  " }],
    ["too long email", { email: `${"a".repeat(250)}@example.com` }],
    ["no domain", { email: "ada@" }],
    ["no tld", { email: "ada@example" }],
    ["spaces", { email: "ada lovelace@example.com" }],
    ["double dot", { email: "ada..l@example.com" }],
    ["leading dot", { email: ".ada@example.com" }],
    ["plus and apostrophe", { email: "o'brien+ninefold@mail.example.co.uk" }],
    ["one-letter tld", { email: "ada@example.c" }],
    ["every subject", { subject: "press" }],
    ["unknown subject", { subject: "sales" }],
    ["short message", { message: "  too short  " }],
    ["ten characters", { message: "0123456789" }],
    ["long message", { message: "m".repeat(5001) }],
    ["honeypot filled", { website: "https://spam.example" }],
  ];
  it.each(cases)("%s", (_name, change) => {
    const values = { ...valid, ...change };
    expect(validateContact(values)).toEqual(schemaErrors(values));
  });

  it("covers every subject of CONTACT_SUBJECTS", () => {
    for (const subject of CONTACT_SUBJECTS) {
      expect(validateContact({ ...valid, subject: subject.value })).toEqual({});
    }
  });

  it("uses the schema's message limit", () => {
    expect(MESSAGE_MAX).toBe(CONTACT_MESSAGE_MAX);
  });
});
