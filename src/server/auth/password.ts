import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Password hashing (issue 6, OWASP Password Storage Cheat Sheet): scrypt from node:crypto at
 * N = 2^17, r = 8, p = 1 with a 16-byte random salt and a 32-byte key. The stored string names
 * its own parameters, so they can be raised later and old hashes still verify:
 *
 *   scrypt$v=1$ln=17,r=8,p=1$<salt, base64url>$<key, base64url>
 *
 * Verification is timing-safe. Cost: about 128 MiB of memory and 100-500 ms of one core per hash
 * (bench/workspace.mjs prints it).
 */

export interface ScryptParams {
  /** log2 of N, the CPU/memory cost. */
  logN: number;
  /** Block size. */
  r: number;
  /** Parallelism. */
  p: number;
}

/** Production strength. Nothing in the product uses less. */
export const PRODUCTION_SCRYPT: ScryptParams = { logN: 17, r: 8, p: 1 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
const FORMAT = /^scrypt\$v=1\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([\w-]+)\$([\w-]+)$/;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const N = 2 ** params.logN;
  const options: ScryptOptions = {
    N,
    r: params.r,
    p: params.p,
    // scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is below N = 2^17.
    maxmem: 128 * N * params.r * params.p + 16 * 1024 * 1024,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export class PasswordHasher {
  /**
   * `params` defaults to production strength. Tests pass cheaper parameters explicitly
   * (src/server/testing/app-harness.ts); no configuration variable can lower them.
   */
  constructor(readonly params: ScryptParams = PRODUCTION_SCRYPT) {}

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, this.params);
    const { logN, r, p } = this.params;
    return `scrypt$v=1$ln=${logN},r=${r},p=${p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
  }

  /** False for a wrong password and for a stored value this hasher cannot read. */
  async verify(stored: string, password: string): Promise<boolean> {
    const match = FORMAT.exec(stored);
    if (!match) return false;
    const params = { logN: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
    // Refuse absurd parameters from a tampered row rather than allocate gigabytes.
    if (params.logN < 1 || params.logN > 20 || params.r < 1 || params.p < 1 || params.p > 4) {
      return false;
    }
    const salt = Buffer.from(match[4]!, "base64url");
    const expected = Buffer.from(match[5]!, "base64url");
    if (expected.length !== KEY_BYTES) return false;
    const actual = await derive(password, salt, params);
    return timingSafeEqual(actual, expected);
  }
}
