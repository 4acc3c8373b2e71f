/**
 * Gift card codes: 12 characters drawn at random (crypto) from an alphabet without the characters
 * people confuse (0/O, 1/I/L), shown and stored as XXXX-XXXX-XXXX. 31^12 ≈ 2^59 codes: guessing
 * one is hopeless. A shopper may type a code in lower case, with spaces or without the dashes.
 */
import crypto from 'node:crypto';

export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const GROUPS = 3;
const GROUP_LENGTH = 4;

const format = (characters: string) => (characters.match(new RegExp(`.{${GROUP_LENGTH}}`, 'g')) ?? []).join('-');

export function randomCode(): string {
  let characters = '';
  for (let i = 0; i < GROUPS * GROUP_LENGTH; i++) characters += CODE_ALPHABET[crypto.randomInt(CODE_ALPHABET.length)];
  return format(characters);
}

/** The stored form of a typed code, or null when it cannot be one. */
export function normalizeCode(typed: string): string | null {
  const characters = typed.toUpperCase().replace(/[\s-]+/g, '');
  if (characters.length !== GROUPS * GROUP_LENGTH || [...characters].some((c) => !CODE_ALPHABET.includes(c))) return null;
  return format(characters);
}
