/**
 * Customer passwords, as Magento's Encryptor and AccountManagement treat them: a slow hash with a
 * salt of its own per password (scrypt here, where Magento uses Argon2id), checked in constant
 * time, and Magento's password rules with their texts (customer/password/minimum_password_length 8,
 * required_character_classes_number 3, as storeConfig tells the storefront).
 */
import crypto from 'node:crypto';
import { promisify } from 'node:util';

export const MINIMUM_PASSWORD_LENGTH = 8;
export const REQUIRED_CHARACTER_CLASSES = 3;
/** Magento's AccountManagement::MAX_PASSWORD_LENGTH. */
const MAXIMUM_PASSWORD_LENGTH = 256;

/** scrypt cost: N = 2^15 (32 MiB, tens of milliseconds a hash). Kept in each hash, so it can be raised later. */
const COST = { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  length: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/** "scrypt$N$r$p$salt$hash", salt and hash in base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password.normalize('NFC'), salt, KEY_LENGTH, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** A hash of nothing in particular, checked when there is no account so that a miss takes as long as a wrong password. */
let decoy: Promise<string> | undefined;
const decoyHash = () => (decoy ??= hashPassword(crypto.randomBytes(16).toString('hex')));

/** Whether `password` is the one `stored` was made from; false (after as much work) when there is no hash. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = (stored ?? (await decoyHash())).split('$');
  if (scheme !== 'scrypt' || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password.normalize('NFC'), Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: COST.maxmem,
  });
  return Boolean(stored) && crypto.timingSafeEqual(key, expected);
}

/** Magento's makeRequiredCharactersCheck: lower case, upper case, digits, anything else. */
function characterClasses(password: string): number {
  return [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((pattern) => pattern.test(password)).length;
}

/**
 * Magento's CredentialsValidator::checkPasswordDifferentFromEmail, then checkPasswordStrength: the
 * first rule a new password breaks, in Magento's words, or null when it is acceptable.
 */
export function passwordProblem(password: string, email: string): string | null {
  if (email && password.toLowerCase() === email.toLowerCase()) {
    return "The password can't be the same as the email address. Create a new password and try again.";
  }
  const length = [...password].length;
  if (length > MAXIMUM_PASSWORD_LENGTH) return `Please enter a password with at most ${MAXIMUM_PASSWORD_LENGTH} characters.`;
  if (length < MINIMUM_PASSWORD_LENGTH) {
    return `The password needs at least ${MINIMUM_PASSWORD_LENGTH} characters. Create a new password and try again.`;
  }
  if (password.trim() !== password) return "The password can't begin or end with a space. Verify the password and try again.";
  if (characterClasses(password) < REQUIRED_CHARACTER_CLASSES) {
    return (
      `Minimum of different classes of characters in password is ${REQUIRED_CHARACTER_CLASSES}.` +
      ' Classes of characters: Lower Case, Upper Case, Digits, Special Characters.'
    );
  }
  return null;
}
