/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { PENDING_LINK_KEY } from '@/lib/account/social';
import { MagentoGraphQlError } from '@/lib/magento/errors';
import { LinkSocialAccount } from './LinkSocialAccount';
import { NoticeArea } from './NoticeArea';
import { UnlinkSocialAccount } from './UnlinkSocialAccount';
import { accountClient, operationOf } from './test-support';

jest.mock('next-intl', () => require('@/components/layout/test-intl').nextIntlMock);
const refresh = jest.fn();
const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, replace, push: jest.fn() }) }));
jest.mock('@/lib/magento/client', () => require('./test-support').mockedClientModule());

const providers = [
  { code: 'GOOGLE', label: 'Google', authorize_url: 'http://backend.test/sandbox/social/google/authorize?state=s' },
  { code: 'APPLE', label: 'Apple', authorize_url: 'http://backend.test/sandbox/social/apple/authorize?state=s' },
];

beforeEach(() => {
  refresh.mockReset();
  replace.mockReset();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/uk/social-accounts');
  accountClient.query.mockReset().mockResolvedValue({ data: { socialLoginProviders: providers } });
  accountClient.mutate.mockReset();
});

function renderLink(linked: Array<'GOOGLE' | 'FACEBOOK' | 'APPLE'> = []) {
  return render(
    <NoticeArea>
      <LinkSocialAccount store="uk" linked={linked} />
    </NoticeArea>,
  );
}

describe('linking a social account', () => {
  it('offers the providers not linked yet, asking them to come back to this page', async () => {
    renderLink(['APPLE']);
    const google = await screen.findByRole('link', { name: 'Link Google' });
    expect(screen.queryByRole('link', { name: 'Link Apple' })).not.toBeInTheDocument();
    expect(accountClient.query.mock.calls[0][1]).toMatchObject({ redirectUri: 'http://localhost/uk/social-accounts' });
    const { state } = accountClient.query.mock.calls[0][1] as { state: string };
    // jsdom cannot navigate: the visit to the provider is stopped, the click is still handled.
    google.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(google, { button: 0 });
    expect(JSON.parse(sessionStorage.getItem(PENDING_LINK_KEY) ?? '{}')).toEqual({ state, provider: 'GOOGLE' });
  });

  it('links with the provider’s code when it comes back with this tab’s state', async () => {
    sessionStorage.setItem(PENDING_LINK_KEY, JSON.stringify({ state: 'kept', provider: 'GOOGLE' }));
    window.history.replaceState(null, '', '/uk/social-accounts?code=one-time&state=kept');
    accountClient.mutate.mockResolvedValueOnce({ data: { linkSocialAccount: { customer: { social_accounts: [] } } } });
    await act(async () => void renderLink());
    expect(replace).toHaveBeenCalledWith('/uk/social-accounts', { scroll: false });
    expect(operationOf(accountClient.mutate.mock.calls[0])).toBe('LinkSocialAccount');
    expect(accountClient.mutate.mock.calls[0][1]).toEqual({ provider: 'GOOGLE', code: 'one-time' });
    expect(refresh).toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Google is linked. You can now sign in with it.');
    expect(sessionStorage.getItem(PENDING_LINK_KEY)).toBeNull();
  });

  it('refuses a return whose state this tab did not make', async () => {
    sessionStorage.setItem(PENDING_LINK_KEY, JSON.stringify({ state: 'kept', provider: 'GOOGLE' }));
    window.history.replaceState(null, '', '/uk/social-accounts?code=one-time&state=forged');
    await act(async () => void renderLink());
    expect(accountClient.mutate).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Linking that account did not work.');
  });

  it('shows Magento’s refusal of the link', async () => {
    sessionStorage.setItem(PENDING_LINK_KEY, JSON.stringify({ state: 'kept', provider: 'GOOGLE' }));
    window.history.replaceState(null, '', '/uk/social-accounts?code=one-time&state=kept');
    accountClient.mutate.mockRejectedValueOnce(
      new MagentoGraphQlError([{ message: 'This Google account is already linked to another customer account.' }]),
    );
    await act(async () => void renderLink());
    expect(screen.getByRole('alert')).toHaveTextContent('already linked to another customer account');
  });

  it('shows nothing when the backend offers no social sign-in', async () => {
    accountClient.query.mockRejectedValue(new MagentoGraphQlError([{ message: 'Cannot query field "socialLoginProviders"' }]));
    const { container } = await act(async () => renderLink());
    expect(container).toBeEmptyDOMElement();
  });
});

describe('unlinking a social account', () => {
  it('asks first, then unlinks and reports', async () => {
    accountClient.mutate.mockResolvedValueOnce({ data: { unlinkSocialAccount: { customer: { social_accounts: [] } } } });
    render(
      <NoticeArea>
        <UnlinkSocialAccount store="uk" uid="MQ==" provider="Google" />
      </NoticeArea>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Unlink Google' }));
    expect(screen.getByRole('group', { name: 'Unlink Google? You will no longer be able to sign in with it.' })).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, unlink it' })));
    expect(operationOf(accountClient.mutate.mock.calls[0])).toBe('UnlinkSocialAccount');
    expect(accountClient.mutate.mock.calls[0][1]).toEqual({ uid: 'MQ==' });
    expect(screen.getByRole('status')).toHaveTextContent('Google is unlinked.');
  });

  it('shows Magento’s refusal when it is the only way in', async () => {
    accountClient.mutate.mockRejectedValueOnce(
      new MagentoGraphQlError([
        { message: 'This is the only way to sign in to your account. Set a password (Forgot password) before unlinking it.' },
      ]),
    );
    render(
      <NoticeArea>
        <UnlinkSocialAccount store="uk" uid="MQ==" provider="Google" />
      </NoticeArea>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Unlink Google' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, unlink it' })));
    expect(screen.getByRole('alert')).toHaveTextContent('This is the only way to sign in to your account.');
  });
});
