/** @jest-environment node */
import { sendNewsletter } from '../modules/newsletter-unsubscribe/newsletter-email';
import { INVALID_CODE } from '../modules/newsletter-unsubscribe/unsubscribe-links';
import { customerFixtures, uniqueEmail } from './customer-fixtures';
import { useTestBackend } from './test-support';

jest.setTimeout(60_000);

const shop = useTestBackend();
const STORE = 'uk';
const { signUp, asCustomer } = customerFixtures(() => shop, STORE);
const services = () => shop.backend.services;

const UNSUBSCRIBE = `mutation($input: UnsubscribeEmailFromNewsletterInput!) { unsubscribeEmailFromNewsletter(input: $input) { status } }`;
const mails = async (email: string) =>
  (await (await fetch(`${shop.url}/outbox?to=${encodeURIComponent(email)}`)).json()) as Array<{
    subject: string;
    text: string;
    store: string;
  }>;

async function subscribeGuest(email: string, store = STORE) {
  const answer = await shop.gql(`mutation($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }`, { email }, { store });
  expect(answer.body.data.subscribeEmailToNewsletter.status).toBe('SUBSCRIBED');
}

/** The unsubscribe link of the newsletter sent to `email`. */
async function unsubscribeLink(email: string) {
  const [mail] = await mails(email);
  const match = /\/(\w+)\/unsubscribe\/(\d+)\/([A-Za-z0-9]+)\n?/.exec(mail.text);
  if (!match) throw new Error(`no unsubscribe link in ${mail.text}`);
  return { store: match[1], id: match[2], code: match[3] };
}

const unsubscribe = ({ id, code }: { id: string; code: string }) => shop.gql(UNSUBSCRIBE, { input: { id, code } }, { store: STORE });

it('sends a newsletter to every subscriber with a link that unsubscribes at once', async () => {
  const email = uniqueEmail('news');
  await subscribeGuest(email);
  const sent = sendNewsletter(services(), { subject: 'Autumn frames', message: 'First paragraph.\n\nSecond paragraph.' });
  expect(sent).toBeGreaterThanOrEqual(1);
  const [mail] = await mails(email);
  expect(mail).toMatchObject({ subject: 'Autumn frames', store: STORE });
  const link = await unsubscribeLink(email);
  expect(link.store).toBe(STORE);
  expect(link.code).toMatch(/^[A-Za-z0-9]{32}$/);
  expect(mail.text).toContain(`http://localhost:3000/${STORE}/unsubscribe/${link.id}/${link.code}`);

  const answer = await unsubscribe(link);
  expect(answer.body).toEqual({ data: { unsubscribeEmailFromNewsletter: { status: 'UNSUBSCRIBED' } } });
  // The same link again: still unsubscribed, no error.
  expect((await unsubscribe(link)).body.data.unsubscribeEmailFromNewsletter.status).toBe('UNSUBSCRIBED');
  // Unsubscribed addresses get no more newsletters; the code stays the same for the next one.
  sendNewsletter(services());
  expect(await mails(email)).toHaveLength(1);
});

it('refuses a wrong or missing code, and an unknown subscriber, with Magento’s message', async () => {
  const email = uniqueEmail('news');
  await subscribeGuest(email);
  sendNewsletter(services(), { subject: 'News', message: 'Hello', store: STORE });
  const link = await unsubscribeLink(email);
  const flip = (c: string) => (c === 'a' ? 'b' : 'a');
  for (const input of [
    { ...link, code: flip(link.code[0]) + link.code.slice(1) },
    { ...link, code: '' },
    { ...link, code: link.code.slice(1) },
    { ...link, id: String(Number(link.id) + 1000) },
    { ...link, id: 'x' },
  ]) {
    const answer = await unsubscribe(input);
    expect(answer.body.errors).toEqual([expect.objectContaining({ message: INVALID_CODE, extensions: { category: 'graphql-input' } })]);
  }
  // Still subscribed.
  const status = services()
    .db.prepare('SELECT subscriber_status FROM newsletter_subscriber WHERE subscriber_id = ?')
    .pluck()
    .get(Number(link.id));
  expect(status).toBe(1);
});

it('unsubscribes a customer, who then reads is_subscribed false', async () => {
  const { email, token } = await signUp();
  await asCustomer(token, `mutation($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }`, { email });
  sendNewsletter(services(), { subject: 'News', message: 'Hello', store: STORE });
  const link = await unsubscribeLink(email);
  expect((await unsubscribe(link)).body.errors).toBeUndefined();
  expect((await asCustomer(token, '{ customer { is_subscribed } }')).body.data.customer.is_subscribed).toBe(false);
});
