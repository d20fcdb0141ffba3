import { describe, expect, it } from 'vitest';
import { COOKIE } from './constants.ts';
import { appListingUrlWithMarker, planPromotions, promotionCookie, type PromotionContext } from './promotions.ts';

const base: PromotionContext = { isMobile: false, hideFloating: false, path: '/', dismissed: new Set(), appStore: true, communityInvite: true };
const plan = (over: Partial<PromotionContext>) => planPromotions({ ...base, ...over });

describe('promotion cookies (product §9)', () => {
  it('expire at 23:59:59 local time of the day they are set', () => {
    for (const now of [new Date(2026, 10, 24, 0, 0, 1), new Date(2026, 10, 24, 13, 45), new Date(2026, 10, 24, 23, 59, 58)]) {
      const { value, expires } = promotionCookie(now);
      expect(value).toBe('false');
      expect([expires.getFullYear(), expires.getMonth(), expires.getDate()]).toEqual([2026, 10, 24]);
      expect([expires.getHours(), expires.getMinutes(), expires.getSeconds(), expires.getMilliseconds()]).toEqual([23, 59, 59, 0]);
    }
  });

  it('set on the last day of a month end that day, not the next', () => {
    const { expires } = promotionCookie(new Date(2026, 11, 31, 22, 0));
    expect([expires.getMonth(), expires.getDate(), expires.getHours()]).toEqual([11, 31, 23]);
  });
});

describe('planPromotions (product §2 "Global shell", §4)', () => {
  it('on a desktop: no floating area; the community dialog first, then the design-bot image', () => {
    expect(plan({})).toEqual({ floating: null, queue: ['community', 'designBot'] });
  });

  it('on a phone: the floating area with both buttons and only the design-bot dialog (the community dialog is desktop only)', () => {
    expect(plan({ isMobile: true })).toEqual({ floating: { appDownload: true, community: true }, queue: ['designBot'] });
  });

  it('hides the floating area and opens no promotion on routes whose meta says isHideFloating (login, sign-up)', () => {
    expect(plan({ isMobile: true, hideFloating: true, path: '/login' })).toEqual({ floating: null, queue: [] });
    expect(plan({ hideFloating: true, path: '/sign-up' })).toEqual({ floating: null, queue: [] });
  });

  it('leaves out what was closed today', () => {
    expect(plan({ dismissed: new Set([COOKIE.isShowDiscordDialog]) }).queue).toEqual(['designBot']);
    expect(plan({ dismissed: new Set([COOKIE.isShowDesignBot]) }).queue).toEqual(['community']);
    expect(plan({ dismissed: new Set([COOKIE.isShowDesignBot, COOKIE.isShowDiscordDialog]) }).queue).toEqual([]);
    // The floating area is not a promotion: it stays.
    expect(plan({ isMobile: true, dismissed: new Set([COOKIE.isShowDesignBot, COOKIE.isShowDiscordDialog]) }).floating).not.toBeNull();
  });

  it('offers only what the deployment configured', () => {
    expect(plan({ isMobile: true, appStore: false })).toEqual({ floating: { appDownload: false, community: true }, queue: ['designBot'] });
    expect(plan({ isMobile: true, appStore: false, communityInvite: false })).toEqual({ floating: null, queue: ['designBot'] });
    expect(plan({ communityInvite: false }).queue).toEqual(['designBot']);
  });

  it('opens nothing over the console, and no design-bot promotion on the bots page it leads to', () => {
    expect(plan({ path: '/admin/activities' }).queue).toEqual([]);
    expect(plan({ path: '/dashboard/my-bots' }).queue).toEqual(['community']);
    expect(plan({ path: '/administrators' }).queue).toEqual(['community', 'designBot']);
  });
});

describe('appListingUrlWithMarker (product §9)', () => {
  it('adds the utm source marker, keeping the listing’s own query', () => {
    expect(appListingUrlWithMarker('https://apps.apple.com/app/id1')).toBe('https://apps.apple.com/app/id1?utm_source=haulbridge_web_qr');
    expect(appListingUrlWithMarker('https://play.google.com/store/apps/details?id=a.b')).toBe('https://play.google.com/store/apps/details?id=a.b&utm_source=haulbridge_web_qr');
  });
});
