/**
 * The browser's email check, shared by every form that asks for one (sign-in, sign-up, forgot
 * password, contact, newsletter, status updates). It mirrors `emailSchema` in src/shared/forms.ts
 * message for message, without shipping zod to the public pages; email.test.ts checks that both
 * give the same answer.
 */

export const EMAIL_MAX = 254;

/** zod 4's email pattern (z.email()'s default), so the browser accepts what the server does. */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** What is wrong with the address as typed (spaces around it are ignored), or undefined. */
export function emailError(value: string): string | undefined {
  const email = value.trim();
  if (email === "") return "Please enter your email address.";
  if (email.length > EMAIL_MAX) return "That email address is too long.";
  if (!EMAIL_PATTERN.test(email)) {
    return "Please enter a valid email address, like name@example.com.";
  }
  return undefined;
}
