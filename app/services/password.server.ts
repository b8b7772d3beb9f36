import crypto from "node:crypto";
import { promisify } from "node:util";

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

// OWASP Password Storage Cheat Sheet lists scrypt N=2^14, r=8, p=5 as equivalent to its
// N=2^17/p=1 baseline; it needs 16 MiB instead of 128 MiB per hash, which matters with a
// busy 2-core machine hashing several passwords at once.
const PARAMS = { N: 2 ** 14, r: 8, p: 5 } as const;
const KEY_LENGTH = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...PARAMS, maxmem: MAX_MEMORY });
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split("$");
  if (scheme !== "scrypt" || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, "base64");
  const key = await scrypt(password, Buffer.from(saltText, "base64"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return crypto.timingSafeEqual(key, expected);
}

// A real hash of a random password: checking against it costs the same time as a real check,
// so an unknown email and a wrong password take as long as each other.
let decoy: Promise<string> | undefined;
export async function spendEquivalentHashTime(password: string) {
  decoy ??= hashPassword(crypto.randomBytes(16).toString("hex"));
  await verifyPassword(password, await decoy);
}

/** A readable random password for admin-created accounts. */
export function temporaryPassword(): string {
  return crypto.randomBytes(12).toString("base64url");
}
