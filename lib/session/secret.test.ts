import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIN_SECRET_LENGTH, SessionSecretError, resolveSessionSecret } from './secret';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'session-secret-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const strong = 'x'.repeat(MIN_SECRET_LENGTH);

describe('the session secret', () => {
  it('comes from SESSION_SECRET', () => {
    expect(resolveSessionSecret({ env: { SESSION_SECRET: strong, NODE_ENV: 'production' } })).toBe(strong);
  });

  it('refuses a secret shorter than 32 characters, in every mode', () => {
    expect(() => resolveSessionSecret({ env: { SESSION_SECRET: 'short', NODE_ENV: 'development' } })).toThrow(SessionSecretError);
    expect(() => resolveSessionSecret({ env: { SESSION_SECRET: 'x'.repeat(31), NODE_ENV: 'production' } })).toThrow(/at least 32/);
  });

  it('is a clear error in production without SESSION_SECRET, never a default', () => {
    const file = path.join(dir, 'session-secret');
    expect(() => resolveSessionSecret({ env: { NODE_ENV: 'production' }, devSecretFile: file })).toThrow(/SESSION_SECRET is not set/);
    expect(() => readFileSync(file)).toThrow();
  });

  it('is generated once in development and kept across restarts', () => {
    const file = path.join(dir, 'nested', 'session-secret');
    const first = resolveSessionSecret({ env: { NODE_ENV: 'development' }, devSecretFile: file });
    expect(first.length).toBeGreaterThanOrEqual(MIN_SECRET_LENGTH);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(resolveSessionSecret({ env: { NODE_ENV: 'development' }, devSecretFile: file })).toBe(first);
  });

  it('replaces a kept development secret that is too short', () => {
    const file = path.join(dir, 'session-secret');
    writeFileSync(file, 'short\n');
    expect(() => resolveSessionSecret({ env: { NODE_ENV: 'development' }, devSecretFile: file })).toThrow(/delete it/);
  });
});
