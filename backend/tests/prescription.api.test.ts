/** @jest-environment node */
import { customerFixtures } from './customer-fixtures';
import { useTestBackend } from './test-support';
import { PRESCRIPTION_FIELDS, USER_ERRORS, daysAgo, validPrescription } from './prescription-fixtures';

jest.setTimeout(60_000);

const shop = useTestBackend();
const STORE = 'uk';
const { signUp, asCustomer } = customerFixtures(() => shop, STORE);

const CREATE = `mutation($input: PrescriptionInput!) {
  createCustomerPrescription(input: $input) { prescription { ${PRESCRIPTION_FIELDS} } ${USER_ERRORS} } }`;
const UPDATE = `mutation($uid: ID!, $input: PrescriptionInput!) {
  updateCustomerPrescription(uid: $uid, input: $input) { prescription { ${PRESCRIPTION_FIELDS} } ${USER_ERRORS} } }`;
const DELETE = `mutation($uid: ID!) { deleteCustomerPrescription(uid: $uid) }`;
const LIST = `{ customer { prescriptions { ${PRESCRIPTION_FIELDS} } } }`;

let token = '';
beforeAll(async () => {
  token = (await signUp()).token;
});

const create = (input: object, as = token) => asCustomer(as, CREATE, { input });
const list = async (as = token) => (await asCustomer(as, LIST)).body.data.customer.prescriptions as Array<Record<string, any>>;

/** The user errors of saving `input` (nothing is saved then). */
async function refusal(input: object): Promise<Array<{ code: string; field: string }>> {
  const { body } = await create(input);
  expect(body.errors).toBeUndefined();
  expect(body.data.createCustomerPrescription.prescription).toBeNull();
  return body.data.createCustomerPrescription.user_errors.map(({ code, field, message }: Record<string, string>) => {
    expect(message).toMatch(/\S/);
    return { code, field };
  });
}

const eye = (changes: object) => ({ sph: -1, ...changes });

describe('customer prescriptions: every rule, checked again by the backend', () => {
  // [why, input changes, the one error expected]
  const broken: Array<[string, Record<string, unknown>, { code: string; field: string }]> = [
    ['no name', { name: '  ' }, { code: 'NAME_REQUIRED', field: 'name' }],
    ['a name of 61 characters', { name: 'x'.repeat(61) }, { code: 'NAME_TOO_LONG', field: 'name' }],
    ['no date', { date: null }, { code: 'DATE_REQUIRED', field: 'date' }],
    ['a date that is no day', { date: '2025-02-30' }, { code: 'DATE_INVALID', field: 'date' }],
    ['a date written otherwise', { date: '03/11/2025' }, { code: 'DATE_INVALID', field: 'date' }],
    ['a date in the future', { date: daysAgo(-3) }, { code: 'DATE_IN_FUTURE', field: 'date' }],
    ['an expired prescription', { date: daysAgo(800) }, { code: 'DATE_EXPIRED', field: 'date' }],
    ['no SPH', { right_eye: { sph: null } }, { code: 'SPH_REQUIRED', field: 'right_eye.sph' }],
    ['SPH below -20', { right_eye: eye({ sph: -20.25 }) }, { code: 'SPH_RANGE', field: 'right_eye.sph' }],
    ['SPH above +20', { left_eye: eye({ sph: 20.25 }) }, { code: 'SPH_RANGE', field: 'left_eye.sph' }],
    ['SPH off the 0.25 steps', { left_eye: eye({ sph: -1.3 }) }, { code: 'SPH_STEP', field: 'left_eye.sph' }],
    ['CYL beyond 6', { left_eye: eye({ cyl: -6.25, axis: 10 }) }, { code: 'CYL_RANGE', field: 'left_eye.cyl' }],
    ['CYL off the steps', { left_eye: eye({ cyl: 0.3, axis: 10 }) }, { code: 'CYL_STEP', field: 'left_eye.cyl' }],
    ['CYL without AXIS', { right_eye: eye({ cyl: -0.5 }) }, { code: 'AXIS_REQUIRED_WITH_CYL', field: 'right_eye.axis' }],
    ['AXIS without CYL', { right_eye: eye({ axis: 90 }) }, { code: 'AXIS_WITHOUT_CYL', field: 'right_eye.axis' }],
    ['AXIS 0', { right_eye: eye({ cyl: -1, axis: 0 }) }, { code: 'AXIS_RANGE', field: 'right_eye.axis' }],
    ['AXIS 181', { right_eye: eye({ cyl: -1, axis: 181 }) }, { code: 'AXIS_RANGE', field: 'right_eye.axis' }],
    ['AXIS not whole', { right_eye: eye({ cyl: -1, axis: 90.5 }) }, { code: 'AXIS_RANGE', field: 'right_eye.axis' }],
    ['ADD below 0.75', { right_eye: eye({ add: 0.5 }) }, { code: 'ADD_RANGE', field: 'right_eye.add' }],
    ['ADD above 3.50', { right_eye: eye({ add: 3.75 }) }, { code: 'ADD_RANGE', field: 'right_eye.add' }],
    ['ADD off the steps', { right_eye: eye({ add: 1.1 }) }, { code: 'ADD_STEP', field: 'right_eye.add' }],
    ['a prism of 0', { right_eye: eye({ prism: 0, prism_base: 'IN' }) }, { code: 'PRISM_RANGE', field: 'right_eye.prism' }],
    ['a prism above 10', { right_eye: eye({ prism: 10.25, prism_base: 'IN' }) }, { code: 'PRISM_RANGE', field: 'right_eye.prism' }],
    ['a prism off the steps', { right_eye: eye({ prism: 1.1, prism_base: 'UP' }) }, { code: 'PRISM_STEP', field: 'right_eye.prism' }],
    ['a prism without base', { left_eye: eye({ prism: 1 }) }, { code: 'PRISM_BASE_REQUIRED', field: 'left_eye.prism_base' }],
    ['a base without prism', { left_eye: eye({ prism_base: 'OUT' }) }, { code: 'PRISM_REQUIRED_WITH_BASE', field: 'left_eye.prism' }],
    ['no PD', { pd: null }, { code: 'PD_REQUIRED', field: 'pd' }],
    ['a PD below 40', { pd: 39.5 }, { code: 'PD_SINGLE_RANGE', field: 'pd' }],
    ['a PD above 80', { pd: 80.5 }, { code: 'PD_SINGLE_RANGE', field: 'pd' }],
    ['a PD off the half millimetres', { pd: 63.2 }, { code: 'PD_STEP', field: 'pd' }],
    ['an eye PD with one PD', { right_eye: eye({ pd: 31 }) }, { code: 'PD_NOT_FOR_MODE', field: 'right_eye.pd' }],
    [
      'a dual PD without the left eye',
      { pd_mode: 'DUAL', pd: null, right_eye: eye({ pd: 31 }), left_eye: eye({}) },
      { code: 'PD_REQUIRED', field: 'left_eye.pd' },
    ],
    [
      'a dual PD out of range',
      { pd_mode: 'DUAL', pd: null, right_eye: eye({ pd: 40.5 }), left_eye: eye({ pd: 31 }) },
      { code: 'PD_DUAL_RANGE', field: 'right_eye.pd' },
    ],
    [
      'one PD with a dual PD',
      { pd_mode: 'DUAL', pd: 63, right_eye: eye({ pd: 31 }), left_eye: eye({ pd: 32 }) },
      { code: 'PD_NOT_FOR_MODE', field: 'pd' },
    ],
  ];

  it.each(broken)('refuses %s, saying which field', async (_, changes, expected) => {
    expect(await refusal(validPrescription(changes))).toEqual([expected]);
  });

  it('reports every broken rule at once, one per field in the form’s order, and saves nothing', async () => {
    const errors = await refusal({
      name: '',
      date: daysAgo(-1),
      pd_mode: 'SINGLE',
      pd: 90,
      right_eye: { sph: -25, cyl: -1 },
      left_eye: {},
    });
    expect(errors).toEqual([
      { code: 'SPH_RANGE', field: 'right_eye.sph' },
      { code: 'AXIS_REQUIRED_WITH_CYL', field: 'right_eye.axis' },
      { code: 'SPH_REQUIRED', field: 'left_eye.sph' },
      { code: 'PD_SINGLE_RANGE', field: 'pd' },
      { code: 'DATE_IN_FUTURE', field: 'date' },
      { code: 'NAME_REQUIRED', field: 'name' },
    ]);
    const { body } = await create({ ...validPrescription(), right_eye: { sph: -1, cyl: -1 } });
    expect(body.data.createCustomerPrescription.user_errors[0]).toEqual({
      code: 'AXIS_REQUIRED_WITH_CYL',
      field: 'right_eye.axis',
      message: 'Enter the AXIS: it is needed when CYL is not 0.',
    });
    expect(await list()).toEqual([]);
  });

  it('accepts every limit: ±20 SPH, ±6 CYL, AXIS 1 and 180, ADD 0.75 and 3.50, prism 0.25 and 10, PD 40, 80, 20 and 40, today', async () => {
    const accepted = [
      validPrescription({ right_eye: { sph: -20, cyl: -6, axis: 1, add: 0.75, prism: 0.25, prism_base: 'IN' }, pd: 40 }),
      validPrescription({ left_eye: { sph: 20, cyl: 6, axis: 180, add: 3.5, prism: 10, prism_base: 'DOWN' }, pd: 80, date: daysAgo(0) }),
      validPrescription({ pd_mode: 'DUAL', pd: null, right_eye: { sph: 0, pd: 20 }, left_eye: { sph: 0.25, pd: 40 } }),
    ];
    const { token: other } = await signUp();
    for (const input of accepted) {
      const { body } = await create(input, other);
      expect(body.data.createCustomerPrescription.user_errors).toEqual([]);
    }
    expect(await list(other)).toHaveLength(3);
  });
});

describe('customer prescriptions: save, list, edit, delete', () => {
  it('saves a prescription with its summary and validity, lists the newest first, edits and deletes it', async () => {
    const { token: mine } = await signUp();
    const first = (await create(validPrescription({ name: 'Reading 2025', date: daysAgo(300) }), mine)).body.data
      .createCustomerPrescription;
    expect(first.user_errors).toEqual([]);
    expect(first.prescription).toMatchObject({
      uid: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      name: 'Reading 2025',
      date: daysAgo(300),
      is_expired: false,
      pd_mode: 'SINGLE',
      pd: 63,
      right_eye: { sph: -1.25, cyl: -0.5, axis: 90, add: null, prism: null, prism_base: null, pd: null },
      left_eye: { sph: -1, cyl: null, axis: null },
      summary: `OD SPH -1.25 CYL -0.50 AXIS 90 · OS SPH -1.00 · PD 63 · DATE ${daysAgo(300)}`,
    });
    const [year, month, day] = daysAgo(300).split('-').map(Number);
    expect(first.prescription.expires_on).toBe(new Date(Date.UTC(year + 2, month - 1, day)).toISOString().slice(0, 10));

    const second = (
      await create(
        validPrescription({
          name: 'Progressive',
          pd_mode: 'DUAL',
          pd: null,
          right_eye: { sph: 1.5, add: 2, prism: 1, prism_base: 'UP', pd: 31.5 },
          left_eye: { sph: 1.75, add: 2, pd: 32 },
        }),
        mine,
      )
    ).body.data.createCustomerPrescription.prescription;
    expect(second.summary).toBe(`OD SPH +1.50 ADD +2.00 PRISM 1.00 BU · OS SPH +1.75 ADD +2.00 · PD 31.5/32 · DATE ${daysAgo(30)}`);
    expect((await list(mine)).map((p) => p.name)).toEqual(['Progressive', 'Reading 2025']);

    const edited = (
      await asCustomer(mine, UPDATE, { uid: first.prescription.uid, input: validPrescription({ name: 'Reading glasses', pd: 64 }) })
    ).body.data.updateCustomerPrescription;
    expect(edited.user_errors).toEqual([]);
    expect(edited.prescription).toMatchObject({ uid: first.prescription.uid, name: 'Reading glasses', pd: 64, date: daysAgo(30) });

    // A refused edit changes nothing.
    const refused = (await asCustomer(mine, UPDATE, { uid: first.prescription.uid, input: validPrescription({ pd: 100 }) })).body.data
      .updateCustomerPrescription;
    expect(refused).toEqual({ prescription: null, user_errors: [expect.objectContaining({ code: 'PD_SINGLE_RANGE', field: 'pd' })] });
    expect((await list(mine)).find((p) => p.uid === first.prescription.uid)?.pd).toBe(64);

    expect((await asCustomer(mine, DELETE, { uid: first.prescription.uid })).body.data.deleteCustomerPrescription).toBe(true);
    expect((await list(mine)).map((p) => p.uid)).toEqual([second.uid]);
  });

  it('is the customer’s own: another customer’s uid is as unknown as one that never existed, and a guest is refused', async () => {
    const { token: owner } = await signUp();
    const { token: other } = await signUp();
    const uid = (await create(validPrescription(), owner)).body.data.createCustomerPrescription.prescription.uid as string;
    const answers = async (as: string, id: string) => [
      (await asCustomer(as, UPDATE, { uid: id, input: validPrescription() })).body.errors,
      (await asCustomer(as, DELETE, { uid: id })).body.errors,
    ];
    const unknown = 'AAAAAAAAAAAAAAAAAAAAAA';
    const [theirs, never] = [await answers(other, uid), await answers(other, unknown)];
    for (const [errors, id] of [
      [theirs, uid],
      [never, unknown],
    ] as const) {
      for (const error of errors) {
        expect(error).toEqual([
          expect.objectContaining({
            message: `Could not find a prescription with uid "${id}".`,
            extensions: { category: 'graphql-no-such-entity' },
          }),
        ]);
      }
    }
    expect(await list(other)).toEqual([]);
    expect((await list(owner)).map((p) => p.name)).toEqual(['Everyday glasses']);

    const guest = await shop.gql(CREATE, { input: validPrescription() }, { store: STORE });
    expect(guest.body.errors).toEqual([
      expect.objectContaining({ message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } }),
    ]);
    const guestList = await shop.gql(LIST, {}, { store: STORE });
    expect(guestList.body.errors?.[0].extensions?.category).toBe('graphql-authorization');
  });

  it('keeps at most 20 prescriptions per customer', async () => {
    const { token: many } = await signUp();
    for (let i = 0; i < 20; i++)
      expect((await create(validPrescription({ name: `P${i}` }), many)).body.data.createCustomerPrescription.user_errors).toEqual([]);
    const { body } = await create(validPrescription({ name: 'One too many' }), many);
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: 'You can keep at most 20 prescriptions. Delete one to add another.',
        extensions: { category: 'graphql-input' },
      }),
    ]);
  });

  it('takes the schema’s shape only: a PD mode or base that is not one, or a text for a number, is refused before any rule', async () => {
    for (const input of [validPrescription({ pd_mode: 'BOTH' }), validPrescription({ right_eye: { sph: 'minus one' } })]) {
      const { body } = await create(input);
      expect(body.errors?.[0].extensions?.category).toBe('graphql');
    }
  });
});
