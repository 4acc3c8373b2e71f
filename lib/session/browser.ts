import { SESSION_STATUS_PATH, type SessionStatus } from './record';

/**
 * The browser's calls about its session (app/api/session/route.ts): what the server says about
 * it (whether signed in, since when, for how long) and ending it.
 */
export interface SessionEndpoint {
  status(): Promise<SessionStatus>;
  end(): Promise<void>;
}

export const sessionEndpoint: SessionEndpoint = {
  async status() {
    const response = await fetch(SESSION_STATUS_PATH, { credentials: 'same-origin', cache: 'no-store' });
    if (!response.ok) throw new Error(`GET ${SESSION_STATUS_PATH}: ${response.status}`);
    const status = (await response.json()) as SessionStatus;
    return status.signedIn && typeof status.timeStored === 'number' && typeof status.ttl === 'number' ? status : { signedIn: false };
  },
  async end() {
    await fetch(SESSION_STATUS_PATH, { method: 'DELETE', credentials: 'same-origin' });
  },
};
