import { describe, expect, it } from "vitest";
import { PasswordHasher, PRODUCTION_SCRYPT } from "./password";
import { isCommonPassword } from "./password-policy";

const fast = new PasswordHasher({ logN: 10, r: 8, p: 1 });

describe("password hashing", () => {
  it("defaults to production strength: scrypt N = 2^17, r = 8, p = 1", () => {
    expect(new PasswordHasher().params).toEqual({ logN: 17, r: 8, p: 1 });
    expect(PRODUCTION_SCRYPT).toEqual({ logN: 17, r: 8, p: 1 });
  });

  it("hashes at production strength within Node's memory limit", async () => {
    const hash = await new PasswordHasher().hash("a long enough passphrase");
    expect(hash).toMatch(/^scrypt\$v=1\$ln=17,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
  });

  it("salts every hash and verifies only the right password", async () => {
    const a = await fast.hash("correct horse battery staple");
    const b = await fast.hash("correct horse battery staple");
    expect(a).not.toBe(b);
    expect(await fast.verify(a, "correct horse battery staple")).toBe(true);
    expect(await fast.verify(a, "correct horse battery stapl")).toBe(false);
    expect(await fast.verify(a, "Correct horse battery staple")).toBe(false);
  });

  it("verifies with the parameters stored in the hash, so they can change later", async () => {
    const old = await fast.hash("an older passphrase");
    const stronger = new PasswordHasher({ logN: 11, r: 8, p: 1 });
    expect(await stronger.verify(old, "an older passphrase")).toBe(true);
  });

  it("refuses malformed or tampered stored values", async () => {
    const hash = await fast.hash("a passphrase here");
    expect(await fast.verify("", "a passphrase here")).toBe(false);
    expect(await fast.verify("bcrypt$whatever", "a passphrase here")).toBe(false);
    expect(await fast.verify(hash.replace("ln=10", "ln=30"), "a passphrase here")).toBe(false);
    expect(await fast.verify(`${hash.slice(0, -4)}AAAA`, "a passphrase here")).toBe(false);
  });
});

describe("the common-password list", () => {
  it("holds the most common passwords of 8 characters or more, case-insensitively", () => {
    for (const password of ["password", "12345678", "Password1", "QWERTYUIOP", "iloveyou"]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it("lets an uncommon passphrase through", () => {
    expect(isCommonPassword("violet kettle under the bridge")).toBe(false);
  });
});
