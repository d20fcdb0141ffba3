import { describe, expect, it } from 'vitest';
import { analyticsLocation, analyticsPath, isAccountPagePath } from './analytics.ts';

describe('analytics addresses', () => {
  it('drops the query of account pages in every locale', () => {
    expect(analyticsLocation('https://hb.example/setNewPassword?token=abc')).toBe('https://hb.example/setNewPassword');
    expect(analyticsLocation('https://hb.example/de/setNewPassword?token=abc#x')).toBe('https://hb.example/de/setNewPassword');
    expect(analyticsLocation('https://hb.example/zh/login?redirect=%2Fdashboard')).toBe('https://hb.example/zh/login');
    for (const path of ['/sign-up', '/reset-password', '/logout', '/dashboard', '/dashboard/my-favorite', '/pl/dashboard/home', '/SETNEWPASSWORD']) {
      expect(isAccountPagePath(path), path).toBe(true);
      expect(analyticsPath(path, '?token=1')).toBe(path);
    }
  });

  it('keeps the query of catalog pages, never the fragment', () => {
    expect(analyticsLocation('https://hb.example/search-result?keyword=bag#top')).toBe('https://hb.example/search-result?keyword=bag');
    expect(analyticsPath('/de/search-result', '?keyword=bag')).toBe('/de/search-result?keyword=bag');
    for (const path of ['/', '/de', '/loginhelp', '/products/taobao/1', '/faq', '/de/dashboards']) expect(isAccountPagePath(path), path).toBe(false);
  });
});
