import { formField, prescriptionInput, refusalOf, ruleCode, uploadPrescriptionFile } from './prescription';
import { MagentoRestError } from '../rest';

describe('prescription operations', () => {
  it('turn the backend’s user errors into the rules’ errors per field, and keep the others’ messages', () => {
    expect(
      refusalOf([
        { code: 'AXIS_REQUIRED_WITH_CYL', field: 'right_eye.axis', message: 'Enter the AXIS.' },
        { code: 'PRISM_BASE_REQUIRED', field: 'left_eye.prism_base', message: 'Choose the base.' },
        { code: 'PD_NOT_FOR_MODE', field: 'pd', message: 'Leave it empty.' },
        { code: 'UPLOAD_NOT_FOUND', field: 'upload_uid', message: 'The uploaded file was not found.' },
        { code: 'SOMETHING_NEW', field: 'date', message: 'A rule of a newer backend.' },
      ]),
    ).toEqual({
      errors: [
        { field: 'od.axis', code: 'axisRequiredWithCyl' },
        { field: 'os.prismBase', code: 'prismBaseRequired' },
        { field: 'pd', code: 'pdNotForMode' },
      ],
      messages: ['The uploaded file was not found.', 'A rule of a newer backend.'],
    });
    expect(formField('pd_mode')).toBe('pdMode');
    expect(formField('middle_eye.sph')).toBeNull();
    expect(ruleCode('DATE_IN_FUTURE')).toBe('dateInFuture');
  });

  it('send a prescription as PrescriptionInput', () => {
    const eye = { sph: -1, cyl: null, axis: null, add: null, prism: 1, prismBase: 'up' as const, pd: 31.5 };
    expect(
      prescriptionInput({ name: 'Mine', date: '2025-11-03', pdMode: 'dual', pd: null, od: eye, os: { ...eye, prismBase: null } }),
    ).toEqual({
      name: 'Mine',
      date: '2025-11-03',
      pd_mode: 'DUAL',
      pd: null,
      right_eye: { sph: -1, cyl: null, axis: null, add: null, prism: 1, prism_base: 'UP', pd: 31.5 },
      left_eye: { sph: -1, cyl: null, axis: null, add: null, prism: 1, prism_base: null, pd: 31.5 },
    });
  });

  it('upload a file as the raw body, and report a refusal with its status and Magento’s words', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init: init! });
      return calls.length === 1
        ? Response.json({ uid: 'u'.repeat(22), content_type: 'image/png', size: 8, upload_token: 'signed' })
        : Response.json({ message: 'The file is larger than the %1 MB allowed.', parameters: ['10'] }, { status: 413 });
    }) as typeof fetch;
    const file = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])]);
    expect(await uploadPrescriptionFile('uk', file, 'image/png')).toMatchObject({ uid: 'u'.repeat(22) });
    expect(calls[0].url).toMatch(/\/rest\/uk\/V1\/prescriptions\/uploads$/);
    expect(calls[0].init).toMatchObject({
      method: 'POST',
      body: file,
      headers: { 'Content-Type': 'image/png', Accept: 'application/json' },
    });
    const refusal = await uploadPrescriptionFile('uk', file, 'image/png').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(MagentoRestError);
    expect(refusal).toMatchObject({ status: 413, serverMessage: 'The file is larger than the 10 MB allowed.' });
  });
});
