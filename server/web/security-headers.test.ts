import { describe, expect, it } from 'vitest';
import { htmlSecurityHeaders } from './security-headers.ts';

describe('htmlSecurityHeaders', () => {
  it('allows inline scripts only with the nonce and forbids plugins, base and framing', () => {
    const csp = htmlSecurityHeaders({ nonce: 'abc', https: false, analytics: false })['content-security-policy'];
    expect(csp).toContain("script-src 'self' 'nonce-abc'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('googletagmanager');
  });
  it('sends HSTS only over https', () => {
    expect(htmlSecurityHeaders({ nonce: 'n', https: false, analytics: false })['strict-transport-security']).toBeUndefined();
    expect(htmlSecurityHeaders({ nonce: 'n', https: true, analytics: false })['strict-transport-security']).toMatch(/^max-age=31536000/);
  });
  it('allows the analytics tag only when analytics is configured', () => {
    const csp = htmlSecurityHeaders({ nonce: 'n', https: false, analytics: true })['content-security-policy'];
    expect(csp).toContain("script-src 'self' 'nonce-n' https://www.googletagmanager.com");
    expect(csp).toMatch(/connect-src 'self' .*google-analytics\.com/);
  });
});
