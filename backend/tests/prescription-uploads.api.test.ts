/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { bearer, customerFixtures } from './customer-fixtures';
import { useTestBackend } from './test-support';
import { FILES, prescriptionFixtures } from './prescription-fixtures';

jest.setTimeout(60_000);

const shop = useTestBackend();
const STORE = 'uk';
const { signUp } = customerFixtures(() => shop, STORE);
const { db, uploadFile, download } = prescriptionFixtures(() => shop, STORE);

const TYPE_REFUSED = { message: 'The file type is not allowed. Upload a JPG, PNG or PDF file.' };

describe('POST /V1/prescriptions/uploads: JPG, PNG or PDF by content, up to 10 MB', () => {
  it.each([
    ['a PNG', FILES.png, 'image/png', 'image/png'],
    ['a JPG', FILES.jpg, 'image/jpeg', 'image/jpeg'],
    ['a PDF', FILES.pdf, 'application/pdf', 'application/pdf'],
    ['a PDF sent without a type', FILES.pdf, 'application/octet-stream', 'application/pdf'],
  ])('accepts %s and keeps it under a random uid', async (_, bytes, sent, stored) => {
    const { token } = await signUp();
    const { status, body } = await uploadFile(bytes, sent, bearer(token));
    expect(status).toBe(200);
    expect(body).toEqual({
      uid: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      content_type: stored,
      size: bytes.length,
      upload_token: null,
    });
    const dataDir = shop.backend.services.config.dataDir;
    expect(fs.readFileSync(path.join(dataDir, 'prescriptions', body.uid))).toEqual(bytes);
    expect(db().prepare('SELECT content_type FROM prescription_upload WHERE uid = ?').pluck().get(body.uid)).toBe(stored);
  });

  it.each([
    ['an ELF executable named as a PNG', FILES.elf, 'image/png'],
    ['a Windows executable named as a PDF', FILES.exe, 'application/pdf'],
    ['an executable without a type', FILES.exe, 'application/octet-stream'],
    ['an HTML page', FILES.html, 'text/html'],
    ['an HTML page sent as a JPG', FILES.html, 'image/jpeg'],
    ['a PNG that says it is HTML', FILES.png, 'text/html'],
    ['a PNG that says it is a PDF', FILES.png, 'application/pdf'],
  ])('refuses %s, by its content, and keeps nothing', async (_, bytes, type) => {
    const before = db().prepare('SELECT COUNT(*) FROM prescription_upload').pluck().get();
    expect(await uploadFile(bytes, type)).toEqual({ status: 400, body: expect.objectContaining(TYPE_REFUSED) });
    expect(db().prepare('SELECT COUNT(*) FROM prescription_upload').pluck().get()).toBe(before);
  });

  it('refuses an empty file, and a file over 10 MB with 413', async () => {
    expect(await uploadFile(Buffer.alloc(0), 'image/png')).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'The file is empty.' }),
    });
    const big = Buffer.concat([FILES.pdf, Buffer.alloc(10 * 1024 * 1024 + 1 - FILES.pdf.length, 0x20)]);
    expect(await uploadFile(big, 'application/pdf')).toEqual({
      status: 413,
      body: expect.objectContaining({ message: 'The file is larger than the %1 MB allowed.', parameters: ['10'] }),
    });
    const justFits = Buffer.concat([FILES.pdf, Buffer.alloc(10 * 1024 * 1024 - FILES.pdf.length, 0x20)]);
    expect((await uploadFile(justFits, 'application/pdf')).status).toBe(200);
  });

  it('refuses a bearer that is no valid token, as Magento does', async () => {
    expect(await uploadFile(FILES.png, 'image/png', bearer('not-a-token'))).toEqual({
      status: 401,
      body: expect.objectContaining({ message: "The consumer isn't authorized to access %resources." }),
    });
  });
});

describe('GET /V1/prescriptions/uploads/{uid}: the owner only, privately', () => {
  const notFound = (uid: string) => ({
    message: 'No such entity with %fieldName = %fieldValue',
    parameters: { fieldName: 'uid', fieldValue: uid },
  });

  it('serves a customer’s file to them only, never cached, never sniffed, a PDF as an attachment', async () => {
    const { token } = await signUp();
    const { token: other } = await signUp();
    const pdf = (await uploadFile(FILES.pdf, 'application/pdf', bearer(token))).body.uid as string;
    const own = await download(pdf, bearer(token));
    expect(own.status).toBe(200);
    expect(own.bytes).toEqual(FILES.pdf);
    expect(
      Object.fromEntries(
        ['content-type', 'content-disposition', 'cache-control', 'x-content-type-options'].map((h) => [h, own.headers.get(h)]),
      ),
    ).toEqual({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="prescription-${pdf}.pdf"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(own.headers.get('content-security-policy')).toContain('sandbox');

    const png = (await uploadFile(FILES.png, 'image/png', bearer(token))).body.uid as string;
    expect((await download(png, bearer(token))).headers.get('content-disposition')).toBe(`inline; filename="prescription-${png}.png"`);

    // Another customer and a guest: the same answer as for a uid that never existed.
    for (const headers of [bearer(other), {}]) {
      const refused = await download(pdf, headers);
      expect(refused.status).toBe(404);
      expect(JSON.parse(refused.bytes.toString())).toMatchObject(notFound(pdf));
    }
    const never = await download('AAAAAAAAAAAAAAAAAAAAAA', bearer(token));
    expect(never.status).toBe(404);
    expect(JSON.parse(never.bytes.toString())).toMatchObject(notFound('AAAAAAAAAAAAAAAAAAAAAA'));
    expect((await download('../../magento.db', bearer(token))).status).toBe(404);
  });

  it('serves a guest’s file to the holder of its upload token only', async () => {
    const { status, body } = await uploadFile(FILES.jpg, 'image/jpeg');
    expect(status).toBe(200);
    expect(body.upload_token).toEqual(expect.any(String));
    const mine = await download(body.uid, { 'X-Prescription-Upload-Token': body.upload_token });
    expect(mine.status).toBe(200);
    expect(mine.bytes).toEqual(FILES.jpg);

    const another = (await uploadFile(FILES.png, 'image/png')).body;
    expect((await download(body.uid, { 'X-Prescription-Upload-Token': another.upload_token })).status).toBe(404);
    expect((await download(body.uid, { 'X-Prescription-Upload-Token': `${body.upload_token}x` })).status).toBe(404);
    expect((await download(body.uid)).status).toBe(404);
    const { token } = await signUp();
    expect((await download(body.uid, bearer(token))).status).toBe(404);
  });
});
