/** @jest-environment node */
import { bearer, customerFixtures } from './customer-fixtures';
import { useTestBackend } from './test-support';
import { FILES, USER_ERRORS, daysAgo, prescriptionFixtures, validPrescription } from './prescription-fixtures';

jest.setTimeout(60_000);

const shop = useTestBackend();
const STORE = 'uk';
const { signUp } = customerFixtures(() => shop, STORE);
const { db, orderFrame, outbox, fixLink, uploadFile, download } = prescriptionFixtures(() => shop, STORE);

const LATER = 'Prescription to follow: the customer will send it later.';
const FIX_ORDER = `query($number: String!, $key: String) {
  prescriptionFixOrder(order_number: $number, key: $key) { order_number prescription_pending items { uid product_name usage prescription_status } } }`;
const SUBMIT = `mutation($input: SubmitOrderPrescriptionInput!) {
  submitOrderPrescription(input: $input) { order { order_number prescription_pending items { usage prescription_status } } ${USER_ERRORS} } }`;
const REFUSED = {
  message: 'This prescription link is not valid. Open the link from your order e-mail, or sign in to see your orders.',
  extensions: { category: 'graphql-authorization' },
};

const fixOrder = (number: string, key?: string | null, headers: Record<string, string> = {}) =>
  shop.gql(FIX_ORDER, { number, key }, { store: STORE, headers });
const submit = (input: object, headers: Record<string, string> = {}) => shop.gql(SUBMIT, { input }, { store: STORE, headers });

/** A guest's order of a frame whose prescription is to follow, and its link. */
async function laterOrder(usage = 'usage-single-vision', options: { token?: string } = {}) {
  const order = await orderFrame({ usage, text: LATER, ...options });
  const link = await fixLink(order.customer_email);
  if (!link) throw new Error('no prescription link in the confirmation');
  return { order, link };
}

const storedLines = (orderId: number) =>
  db()
    .prepare('SELECT usage, status, prescription, upload_uid FROM sales_order_item_prescription WHERE order_id = ?')
    .all(orderId) as Array<Record<string, any>>;

describe('orders with frames whose prescription is to follow', () => {
  it('flag the order and mail a link with a 192-bit key, of which only the hash is kept', async () => {
    const { order, link } = await laterOrder();
    expect(link.url).toBe(`http://localhost:3000/uk/prescriptionfix/${order.increment_id}/${link.key}`);
    expect(link.key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const [confirmation] = await outbox(order.customer_email);
    expect(confirmation.text).toContain('we make your lenses once you send it');
    expect(confirmation.html).toContain(`<a href="${link.url}">Send your prescription</a>`);
    const record = db().prepare('SELECT * FROM sales_order_prescription WHERE order_id = ?').get(order.entity_id) as Record<string, string>;
    expect(record).toMatchObject({ status: 'pending', fix_key_hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(JSON.stringify(record)).not.toContain(link.key);
    expect(storedLines(order.entity_id)).toEqual([{ usage: 'single-vision', status: 'pending', prescription: null, upload_uid: null }]);
  });

  it('flag it too when the prescription is missing, unreadable or no longer valid; not for typed or uploaded ones, nor plain lenses', async () => {
    const flagged = [
      await orderFrame({ usage: 'usage-progressive' }),
      await orderFrame({ usage: 'usage-reading', text: 'OD -1.25 / OS -1.00, PD 63' }),
      await orderFrame({ text: `OD SPH -1.25 · OS SPH -1.00 · PD 63 · DATE ${daysAgo(800)}` }),
      await orderFrame({ text: `Prescription uploaded: scan.pdf · FILE AAAAAAAAAAAAAAAAAAAAAA` }),
    ];
    for (const order of flagged) expect(await fixLink(order.customer_email)).not.toBeNull();

    const typed = await orderFrame({ text: `OD SPH -1.25 CYL -0.50 AXIS 90 · OS SPH -1.00 · PD 63 · DATE ${daysAgo(30)}` });
    const upload = (await uploadFile(FILES.pdf, 'application/pdf')).body;
    const uploaded = await orderFrame({ text: `Prescription uploaded: scan.pdf · FILE ${upload.uid}` });
    const plain = await orderFrame({ usage: 'usage-non-prescription' });
    for (const order of [typed, uploaded, plain]) {
      expect(await fixLink(order.customer_email)).toBeNull();
      expect((await outbox(order.customer_email))[0].text).not.toContain('prescriptionfix');
    }
    expect(storedLines(typed.entity_id)).toEqual([
      {
        usage: 'single-vision',
        status: 'given',
        prescription: expect.stringContaining('"sph":-1.25'),
        upload_uid: null,
      },
    ]);
    expect(storedLines(uploaded.entity_id)).toEqual([
      { usage: 'single-vision', status: 'given', prescription: null, upload_uid: upload.uid },
    ]);
    expect(db().prepare('SELECT order_id FROM prescription_upload WHERE uid = ?').pluck().get(upload.uid)).toBe(uploaded.entity_id);
    expect(storedLines(plain.entity_id)).toEqual([]);
    expect(db().prepare('SELECT COUNT(*) FROM sales_order_prescription WHERE order_id = ?').pluck().get(plain.entity_id)).toBe(0);
  });
});

describe('prescriptionFixOrder: the key, and nothing about the order without it', () => {
  it('shows the order number and its frames with the right key — nothing else exists to ask for', async () => {
    const { order, link } = await laterOrder('usage-progressive');
    const { body } = await fixOrder(link.orderNumber, link.key);
    expect(body).toEqual({
      data: {
        prescriptionFixOrder: {
          order_number: order.increment_id,
          prescription_pending: true,
          items: [{ uid: expect.any(String), product_name: expect.any(String), usage: 'PROGRESSIVE', prescription_status: 'PENDING' }],
        },
      },
    });
    const nosy = await shop.gql(
      `query($number: String!, $key: String) { prescriptionFixOrder(order_number: $number, key: $key) { email grand_total } }`,
      { number: link.orderNumber, key: link.key },
      { store: STORE },
    );
    expect(nosy.body.errors?.map((error: { extensions?: { category?: string } }) => error.extensions?.category)).toEqual([
      'graphql',
      'graphql',
    ]);
    // Never kept by a shared cache.
    expect((await fixOrder(link.orderNumber, link.key)).headers.get('cache-control')).toBe('no-store');
  });

  it('answers a wrong key, a missing key, another order’s key and an unknown order alike', async () => {
    const { order, link } = await laterOrder();
    const { link: otherLink } = await laterOrder();
    const attempts: Array<[string, string | null]> = [
      [link.orderNumber, `${link.key.slice(0, -1)}${link.key.endsWith('A') ? 'B' : 'A'}`],
      [link.orderNumber, null],
      [link.orderNumber, ''],
      [link.orderNumber, otherLink.key],
      ['999999999', link.key],
      ['999999999', null],
      ['x'.repeat(500), 'y'.repeat(5000)],
    ];
    for (const [number, key] of attempts) {
      const { body } = await fixOrder(number, key);
      expect(body).toEqual({ data: { prescriptionFixOrder: null }, errors: [expect.objectContaining(REFUSED)] });
      expect(JSON.stringify(body)).not.toContain(order.increment_id === number ? 'items' : order.increment_id);
    }
    const refusedSubmit = await submit({ order_number: link.orderNumber, key: otherLink.key, prescription: validPrescription() });
    expect(refusedSubmit.body.errors).toEqual([expect.objectContaining(REFUSED)]);
    expect(storedLines(order.entity_id)[0].status).toBe('pending');
  });

  it('opens for the order’s signed-in customer without the key, and for no other customer', async () => {
    const { token } = await signUp();
    const { token: other } = await signUp();
    const { order } = await laterOrder('usage-single-vision', { token });
    const own = await fixOrder(order.increment_id, null, bearer(token));
    expect(own.body.data.prescriptionFixOrder).toMatchObject({ order_number: order.increment_id, prescription_pending: true });
    expect((await fixOrder(order.increment_id, null, bearer(other))).body.errors).toEqual([expect.objectContaining(REFUSED)]);
  });
});

describe('submitOrderPrescription', () => {
  it('checks the values against the rules of the order’s lenses, stores them, clears the flag and confirms by e-mail — once', async () => {
    const { order, link } = await laterOrder('usage-progressive');
    const input = (prescription: object) => ({ order_number: link.orderNumber, key: link.key, prescription });

    // Progressive lenses need an ADD: refused per field, nothing stored.
    const refused = (await submit(input(validPrescription({ name: null })))).body.data.submitOrderPrescription;
    expect(refused).toEqual({
      order: null,
      user_errors: [
        { code: 'ADD_REQUIRED', field: 'right_eye.add', message: 'Enter the ADD: progressive and reading lenses need it.' },
        { code: 'ADD_REQUIRED', field: 'left_eye.add', message: 'Enter the ADD: progressive and reading lenses need it.' },
      ],
    });
    expect(storedLines(order.entity_id)[0].status).toBe('pending');

    const values = validPrescription({ name: null, right_eye: { sph: -1.25, cyl: -0.5, axis: 90, add: 2 }, left_eye: { sph: -1, add: 2 } });
    const accepted = (await submit(input(values))).body.data.submitOrderPrescription;
    expect(accepted).toEqual({
      order: {
        order_number: order.increment_id,
        prescription_pending: false,
        items: [{ usage: 'PROGRESSIVE', prescription_status: 'SUBMITTED' }],
      },
      user_errors: [],
    });
    expect(JSON.parse(storedLines(order.entity_id)[0].prescription)).toMatchObject({ od: { sph: -1.25, add: 2 }, os: { sph: -1, add: 2 } });
    const received = (await outbox(order.customer_email)).filter(
      (mail) => mail.subject === `We have your prescription for order #${order.increment_id}`,
    );
    expect(received).toHaveLength(1);

    // The same again: nothing changes, no second e-mail. A correction: stored and confirmed.
    expect((await submit(input(values))).body.data.submitOrderPrescription.user_errors).toEqual([]);
    expect((await outbox(order.customer_email)).filter((mail) => mail.subject.startsWith('We have your prescription'))).toHaveLength(1);
    const corrected = { ...values, pd: 64 };
    expect((await submit(input(corrected))).body.data.submitOrderPrescription.user_errors).toEqual([]);
    expect(JSON.parse(storedLines(order.entity_id)[0].prescription).pd).toBe(64);
    expect((await outbox(order.customer_email)).filter((mail) => mail.subject.startsWith('We have your prescription'))).toHaveLength(2);
    // The link still opens the order, for later corrections.
    expect((await fixOrder(link.orderNumber, link.key)).body.data.prescriptionFixOrder.prescription_pending).toBe(false);
  });

  it('refuses an ADD for single-vision lenses', async () => {
    const { link } = await laterOrder('usage-single-vision');
    const { body } = await submit({
      order_number: link.orderNumber,
      key: link.key,
      prescription: validPrescription({ right_eye: { sph: 1, add: 1 } }),
    });
    expect(body.data.submitOrderPrescription.user_errors).toEqual([
      expect.objectContaining({ code: 'ADD_NOT_FOR_USAGE', field: 'right_eye.add' }),
    ]);
  });

  it('takes an uploaded file of the shopper, which the key holder may then read; not someone else’s file', async () => {
    const { order, link } = await laterOrder();
    const { order: otherOrder } = await laterOrder();
    const { token } = await signUp();
    const customersFile = (await uploadFile(FILES.png, 'image/png', bearer(token))).body.uid;
    const usedFile = (await uploadFile(FILES.pdf, 'application/pdf')).body.uid;
    await orderFrame({ text: `Prescription uploaded: a.pdf · FILE ${usedFile}` });
    const base = { order_number: link.orderNumber, key: link.key };

    for (const uid of [customersFile, usedFile, 'AAAAAAAAAAAAAAAAAAAAAA', 'nonsense']) {
      expect((await submit({ ...base, upload_uid: uid })).body.data.submitOrderPrescription).toEqual({
        order: null,
        user_errors: [{ code: 'UPLOAD_NOT_FOUND', field: 'upload_uid', message: 'The uploaded file was not found. Upload it again.' }],
      });
    }
    for (const both of [{ ...base }, { ...base, upload_uid: usedFile, prescription: validPrescription() }]) {
      expect((await submit(both)).body.errors).toEqual([
        expect.objectContaining({
          message: 'Send either the prescription or an uploaded file of it.',
          extensions: { category: 'graphql-input' },
        }),
      ]);
    }

    const file = (await uploadFile(FILES.jpg, 'image/jpeg')).body.uid;
    const accepted = (await submit({ ...base, upload_uid: file })).body.data.submitOrderPrescription;
    expect(accepted.order.items).toEqual([{ usage: 'SINGLE_VISION', prescription_status: 'SUBMITTED' }]);
    expect(storedLines(order.entity_id)[0]).toMatchObject({ status: 'submitted', upload_uid: file, prescription: null });

    // The key holder reads the file given for the order; another order's key does not.
    const withKey = await download(file, { 'X-Prescription-Order': link.orderNumber, 'X-Prescription-Key': link.key });
    expect(withKey.status).toBe(200);
    expect(withKey.bytes).toEqual(FILES.jpg);
    const otherLink = (await fixLink(otherOrder.customer_email))!;
    expect((await download(file, { 'X-Prescription-Order': otherLink.orderNumber, 'X-Prescription-Key': otherLink.key })).status).toBe(404);
    expect((await download(file, { 'X-Prescription-Order': link.orderNumber, 'X-Prescription-Key': 'wrong' })).status).toBe(404);
    // ...and the file cannot be given for another order.
    expect(
      (await submit({ order_number: otherLink.orderNumber, key: otherLink.key, upload_uid: file })).body.data.submitOrderPrescription
        .user_errors,
    ).toEqual([expect.objectContaining({ code: 'UPLOAD_NOT_FOUND' })]);
  });

  it('lets the signed-in customer send it without the key, with a file of their own, and read it back', async () => {
    const { token } = await signUp();
    const { order } = await laterOrder('usage-single-vision', { token });
    const file = (await uploadFile(FILES.pdf, 'application/pdf', bearer(token))).body.uid;
    const { body } = await submit({ order_number: order.increment_id, upload_uid: file }, bearer(token));
    expect(body.data.submitOrderPrescription.order.prescription_pending).toBe(false);
    expect((await download(file, bearer(token))).status).toBe(200);
  });

  it('stores one prescription on every frame of the order that waits for it', async () => {
    const { order, link } = await (async () => {
      const placed = await orderFrame({ text: LATER, lines: 2 });
      return { order: placed, link: (await fixLink(placed.customer_email))! };
    })();
    expect((await fixOrder(link.orderNumber, link.key)).body.data.prescriptionFixOrder.items).toHaveLength(2);
    const { body } = await submit({ order_number: link.orderNumber, key: link.key, prescription: validPrescription() });
    expect(body.data.submitOrderPrescription.order.items.map((item: { prescription_status: string }) => item.prescription_status)).toEqual([
      'SUBMITTED',
      'SUBMITTED',
    ]);
    expect(storedLines(order.entity_id).every((line) => line.prescription !== null)).toBe(true);
  });
});
