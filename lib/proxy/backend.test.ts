import { readBodyBytes, readBodyText } from './backend';

const CHUNK = 64 * 1024;

/** A chunked upload without Content-Length that would go on for `total` bytes; counts what was pulled from it. */
function endlessUpload(total: number) {
  const pulled = { bytes: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close();
      pulled.bytes += CHUNK;
      controller.enqueue(new Uint8Array(CHUNK).fill(0x61));
    },
    cancel() {
      pulled.cancelled = true;
    },
  });
  const request = new Request('http://localhost:3000/graphql', { method: 'POST', body, duplex: 'half' } as RequestInit);
  return { request, pulled };
}

describe('reading a request body within a limit', () => {
  it('stops a chunked body as soon as it passes the limit, without reading the rest', async () => {
    const limit = 512 * 1024;
    const { request, pulled } = endlessUpload(64 * 1024 * 1024);
    expect(request.headers.get('content-length')).toBeNull();
    await expect(readBodyBytes(request, limit)).resolves.toBeNull();
    expect(pulled.bytes).toBeLessThanOrEqual(limit + 2 * CHUNK);
    expect(pulled.cancelled).toBe(true);
  });

  it('refuses at once a body whose Content-Length is over the limit', async () => {
    const { request, pulled } = endlessUpload(1024 * 1024);
    const declared = new Request(request, { headers: { 'content-length': String(1024 * 1024) } });
    await expect(readBodyText(declared, 1000)).resolves.toBeNull();
    expect(pulled.bytes).toBeLessThanOrEqual(2 * CHUNK); // what the stream buffers by itself
  });

  it('counts bytes, not characters, and reads a body within the limit whole', async () => {
    const text = 'é'.repeat(10); // 20 bytes
    const make = () => new Request('http://localhost:3000/x', { method: 'POST', body: text });
    await expect(readBodyText(make(), 20)).resolves.toBe(text);
    await expect(readBodyText(make(), 19)).resolves.toBeNull();
    const { request } = endlessUpload(3 * CHUNK);
    expect((await readBodyBytes(request, 3 * CHUNK))?.byteLength).toBe(3 * CHUNK);
    await expect(readBodyText(new Request('http://localhost:3000/x', { method: 'POST' }), 10)).resolves.toBe('');
  });
});
