import { describe, expect, it, vi } from 'vitest';
import { forceLogout } from './session.ts';
import { syncStoredUser } from './stored-user.ts';

function fakeWindow(pathname: string, search = '') {
  const store = new Map([['userId', '1'], ['encryptUserId', 'e'], ['userEmail', 'a@b.c'], ['other', 'keep']]);
  return {
    store,
    win: {
      location: { pathname, search, assign: vi.fn() },
      localStorage: { removeItem: (k: string) => store.delete(k) },
    } as unknown as Pick<Window, 'location' | 'localStorage'>,
  };
}

describe('forceLogout (product §4)', () => {
  it('forgets the stored user and goes to /login with redirect = path + query', () => {
    const { win, store } = fakeWindow('/dashboard/my-favorite', '?page=2');
    expect(forceLogout(win)).toBe('/login?redirect=%2Fdashboard%2Fmy-favorite%3Fpage%3D2');
    expect(win.location.assign).toHaveBeenCalledWith('/login?redirect=%2Fdashboard%2Fmy-favorite%3Fpage%3D2');
    expect([...store.keys()]).toEqual(['other']);
  });
  it('keeps the locale of the page', () => {
    const { win } = fakeWindow('/de/dashboard/home');
    expect(forceLogout(win)).toBe('/de/login?redirect=%2Fde%2Fdashboard%2Fhome');
  });
  it.each(['/login', '/sign-up', '/fr/login'])('does not redirect from %s', (path) => {
    const { win, store } = fakeWindow(path, '?redirect=%2F');
    expect(forceLogout(win)).toBeNull();
    expect(win.location.assign).not.toHaveBeenCalled();
    expect(store.has('userId')).toBe(false);
  });
});

describe('syncStoredUser (product §3: userId, encryptUserId, userEmail stored locally)', () => {
  it('stores the signed-in user and forgets them once the session is gone', () => {
    const store = new Map<string, string>([['other', 'keep']]);
    const storage = { setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) };
    syncStoredUser({ userId: 7, encryptUserId: 'enc7', email: 'a@example.com', inviteCode: 'AB12CD34', isOperator: false }, storage);
    expect(Object.fromEntries(store)).toEqual({ other: 'keep', userId: '7', encryptUserId: 'enc7', userEmail: 'a@example.com' });
    syncStoredUser(null, storage);
    expect(Object.fromEntries(store)).toEqual({ other: 'keep' });
  });
});
