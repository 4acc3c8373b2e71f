import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMPILE_HINT, addCompileHintsIn, withCompileHint } from './compile-hints.mjs';

const chunk =
  '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,1,e=>{e.v(2)}]);';

describe('compile hints on the browser chunks (issue 16)', () => {
  it('puts the magic comment V8 reads on the first line, once', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    const hinted = withCompileHint(chunk);
    expect(hinted.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(hinted.slice(COMPILE_HINT.length)).toBe(chunk);
    expect(withCompileHint(hinted)).toBe(hinted);
  });

  it('leaves the chunk a script that runs as before', () => {
    const pushed: unknown[] = [];
    new Function('globalThis', 'document', withCompileHint(chunk))({ TURBOPACK: { push: (c: unknown[]) => pushed.push(...c) } }, undefined);
    expect(pushed[1]).toBe(1);
    expect(typeof pushed[2]).toBe('function');
  });

  it('hints every JavaScript chunk of a build, and nothing else, once', async () => {
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hints-'));
    const chunks = path.join(distDir, 'static', 'chunks');
    fs.mkdirSync(chunks, { recursive: true });
    fs.writeFileSync(path.join(chunks, 'a.js'), chunk);
    fs.writeFileSync(path.join(chunks, 'b.js'), withCompileHint(chunk));
    fs.writeFileSync(path.join(chunks, 'c.css'), '.a{color:red}');
    expect(await addCompileHintsIn(distDir)).toEqual({ chunks: 2, changed: 1 });
    expect(fs.readFileSync(path.join(chunks, 'a.js'), 'utf8')).toBe(COMPILE_HINT + chunk);
    expect(fs.readFileSync(path.join(chunks, 'b.js'), 'utf8')).toBe(COMPILE_HINT + chunk);
    expect(fs.readFileSync(path.join(chunks, 'c.css'), 'utf8')).toBe('.a{color:red}');
    expect(await addCompileHintsIn(distDir)).toEqual({ chunks: 2, changed: 0 });
    // A build without browser chunks (or none yet) is no error.
    expect(await addCompileHintsIn(path.join(distDir, 'missing'))).toEqual({ chunks: 0, changed: 0 });
  });
});
