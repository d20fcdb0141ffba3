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
  it('shows images of this site, data and the shopper’s own chosen file (blob:), and scripts from none of them', () => {
    const csp = htmlSecurityHeaders({ nonce: 'abc', https: false, analytics: false })['content-security-policy'];
    expect(csp).toContain("img-src 'self' data: blob: https:;");
    expect(csp).not.toMatch(/script-src[^;]*(blob:|data:)/);
  });
  it('allows a shared page’s inline scripts by their hashes only', () => {
    const csp = htmlSecurityHeaders({ hashes: ["'sha256-AAA='", "'sha256-BBB='"], https: false, analytics: false })['content-security-policy'];
    expect(csp).toContain("script-src 'self' 'sha256-AAA=' 'sha256-BBB=';");
    expect(csp).not.toContain('nonce-');
    expect(htmlSecurityHeaders({ hashes: [], https: false, analytics: false })['content-security-policy']).toContain("script-src 'self';");
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
  it('allows Google sign-in (script, frame, styles, calls) only when it is configured', () => {
    const off = htmlSecurityHeaders({ nonce: 'n', https: false, analytics: false })['content-security-policy'];
    expect(off).not.toContain('accounts.google.com');
    expect(off).not.toContain('frame-src');
    const on = htmlSecurityHeaders({ nonce: 'n', https: false, analytics: false, googleSignIn: true })['content-security-policy'];
    expect(on).toContain("script-src 'self' 'nonce-n' https://accounts.google.com/gsi/");
    expect(on).toContain('frame-src https://accounts.google.com/gsi/');
    expect(on).toContain("connect-src 'self' https://accounts.google.com/gsi/");
    expect(on).toContain("style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/");
  });
});
