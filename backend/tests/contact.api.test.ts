/** @jest-environment node */
import { CONTACT_MESSAGES, DEFAULT_CONTACT_RECIPIENT } from '../modules/contact/resolvers';
import { useTestBackend } from './test-support';

jest.setTimeout(60_000);

const shop = useTestBackend();

const CONTACT_US = `mutation($input: ContactUsInput!) { contactUs(input: $input) { status } }`;
const mails = async () =>
  (await (await fetch(`${shop.url}/outbox?to=${encodeURIComponent(DEFAULT_CONTACT_RECIPIENT)}`)).json()) as Array<{
    subject: string;
    text: string;
    html: string;
    store: string;
  }>;

const VALID = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  telephone: '+44 20 7946 0000',
  comment: 'Do you have <b>round</b> frames\nin green?',
};

it('e-mails the message to the shop’s contact address', async () => {
  const answer = await shop.gql(CONTACT_US, { input: VALID }, { store: 'de' });
  expect(answer.body).toEqual({ data: { contactUs: { status: true } } });
  const [mail] = await mails();
  expect(mail).toMatchObject({ subject: 'Contact Form', store: 'de' });
  expect(mail.text).toContain(
    'Name: Ada Lovelace\nEmail: ada@example.com\nPhone Number: +44 20 7946 0000\nComment: Do you have <b>round</b> frames\nin green?',
  );
  expect(mail.html).toContain('Do you have &lt;b&gt;round&lt;/b&gt; frames<br>in green?');
});

it('refuses what Magento refuses, with its messages', async () => {
  const before = (await mails()).length;
  const cases: Array<[object, string]> = [
    [{ ...VALID, email: 'not an address' }, CONTACT_MESSAGES.invalidEmail],
    [{ ...VALID, email: '' }, CONTACT_MESSAGES.invalidEmail],
    [{ ...VALID, name: '  ' }, CONTACT_MESSAGES.nameRequired],
    [{ ...VALID, comment: '' }, CONTACT_MESSAGES.commentRequired],
    [{ ...VALID, comment: 'x'.repeat(5001) }, 'The "comment" value must be at most 5000 characters long.'],
  ];
  for (const [input, message] of cases) {
    const answer = await shop.gql(CONTACT_US, { input }, { store: 'uk' });
    expect(answer.body.errors).toEqual([expect.objectContaining({ message, extensions: { category: 'graphql-input' } })]);
  }
  // Telephone is optional.
  const { telephone: _telephone, ...withoutTelephone } = VALID;
  expect((await shop.gql(CONTACT_US, { input: withoutTelephone }, { store: 'uk' })).body.data.contactUs.status).toBe(true);
  expect(await mails()).toHaveLength(before + 1);
});
