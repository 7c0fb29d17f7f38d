import { createStore, useStore } from 'zustand';
import { COOKIE_DAYS, COOKIE_KEYS, LOCAL_KEYS, SESSION_KEYS } from '../storage/keys';
import { cookies, local, session } from '../storage/browser';
import { decodeSessionToken, type DecodedSession } from './token';
import { registerInstance } from '../instances';

export interface SessionState extends DecodedSession {
  token: string | null;
  bid: number | null;
  isLoggedIn: boolean;
  /** Basket item count shown on the badge. */
  basketCount: number;
  /** Stores a new session (login, two-factor, deluxe upgrade, OAuth). */
  login: (token: string, bid?: number | null) => void;
  /** Replaces the token only (the deluxe upgrade issues a new one). */
  replaceToken: (token: string) => void;
  /** Removes token, cookie and basket id (logout, erasure, failed login). */
  logout: () => void;
  setBasketCount: (count: number) => void;
}

function readBid(): number | null {
  const raw = session.get(SESSION_KEYS.bid);
  const bid = raw ? Number(raw) : NaN;
  return Number.isFinite(bid) ? bid : null;
}

function snapshot(token: string | null) {
  return { token, isLoggedIn: Boolean(token), ...decodeSessionToken(token) };
}

/** The one session store of the page (the shared package is a federation singleton). */
export const sessionStore = createStore<SessionState>()((set) => ({
  ...snapshot(local.get(LOCAL_KEYS.token)),
  bid: readBid(),
  basketCount: 0,
  login: (token, bid) => {
    local.set(LOCAL_KEYS.token, token);
    cookies.set(COOKIE_KEYS.token, token, COOKIE_DAYS.token);
    if (bid !== undefined && bid !== null) session.set(SESSION_KEYS.bid, String(bid));
    set({ ...snapshot(token), bid: bid ?? readBid() });
  },
  replaceToken: (token) => {
    local.set(LOCAL_KEYS.token, token);
    cookies.set(COOKIE_KEYS.token, token, COOKIE_DAYS.token);
    set(snapshot(token));
  },
  logout: () => {
    local.remove(LOCAL_KEYS.token);
    cookies.remove(COOKIE_KEYS.token);
    session.remove(SESSION_KEYS.bid);
    set({ ...snapshot(null), bid: null, basketCount: 0 });
  },
  setBasketCount: (basketCount) => set({ basketCount }),
}));

/** React hook onto the session store. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

/** Other tabs logging in or out change this tab's session too. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== LOCAL_KEYS.token) return;
    sessionStore.setState({ ...snapshot(event.newValue), bid: event.newValue ? readBid() : null });
  });
}

registerInstance('sessionStore', sessionStore);
