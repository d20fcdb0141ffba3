import { describe, expect, it } from 'vitest';
import { linkify, LINK_MAX_LENGTH, type TextPiece } from './linkify.ts';

const links = (text: string) => linkify(text).filter((piece): piece is Extract<TextPiece, { kind: 'link' }> => piece.kind === 'link');
const joined = (pieces: TextPiece[]) => pieces.map((piece) => piece.text).join('');

describe('linkify', () => {
  it('keeps plain text (line breaks included) as one text piece', () => {
    expect(linkify('Hello\nworld\n\n  indented')).toEqual([{ kind: 'text', text: 'Hello\nworld\n\n  indented' }]);
    expect(linkify('')).toEqual([]);
  });

  it('turns http and https links into link pieces between the text around them', () => {
    expect(linkify('Shop: https://example.com/a?b=1#c and http://shop.example.org.')).toEqual([
      { kind: 'text', text: 'Shop: ' },
      { kind: 'link', text: 'https://example.com/a?b=1#c', href: 'https://example.com/a?b=1#c' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://shop.example.org', href: 'http://shop.example.org/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('loses no character: the pieces put together are the text', () => {
    for (const text of ['a https://x.example/b) c', '(https://x.example/wiki/A_(b)) end', 'x https://a.example/…!?', '<b>https://a.example/</b>', 'javascript:alert(1) https://ok.example/']) {
      expect(joined(linkify(text))).toBe(text);
    }
  });

  it('leaves trailing punctuation and unopened closing brackets out of the link', () => {
    expect(links('See https://example.com/page.')[0]!.text).toBe('https://example.com/page');
    expect(links('(see https://example.com/page)')[0]!.text).toBe('https://example.com/page');
    expect(links('https://en.example.org/wiki/Foo_(bar), ok')[0]!.text).toBe('https://en.example.org/wiki/Foo_(bar)');
    expect(links('visit https://example.com/x?!')[0]!.text).toBe('https://example.com/x');
    expect(links('店铺：https://example.com/店。')[0]!.text).toBe('https://example.com/店');
  });

  it('never makes a link of other schemes, whatever their case or disguise', () => {
    for (const text of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.cookie)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'ftp://files.example.com/a',
      '//example.com/protocol-relative',
      'mailto:a@example.com',
      'xhttps://example.com/glued',
      'fakehttp://example.com',
    ]) {
      expect(links(text), text).toEqual([]);
    }
  });

  it('stops a link at quotes and angle brackets, so HTML in the text stays text', () => {
    const text = '<a href="https://evil.example/x" onclick="alert(1)">click</a><script>alert(1)</script>';
    const found = links(text);
    expect(found).toEqual([{ kind: 'link', text: 'https://evil.example/x', href: 'https://evil.example/x' }]);
    expect(joined(linkify(text))).toBe(text);
    expect(links("https://a.example/'onmouseover='alert(1)")[0]!.href).toBe('https://a.example/');
    expect(links('https://a.example/<img src=x onerror=alert(1)>')[0]!.href).toBe('https://a.example/');
  });

  it('escapes what a link keeps (the href is the parsed URL, never raw text)', () => {
    expect(links('https://a.example/a b')[0]!.href).toBe('https://a.example/a');
    expect(links('https://a.example/%22%3E%3Cscript%3E')[0]!.href).toBe('https://a.example/%22%3E%3Cscript%3E');
    expect(links('https://a.example/路径?q=中文')[0]!.href).toBe('https://a.example/%E8%B7%AF%E5%BE%84?q=%E4%B8%AD%E6%96%87');
    expect(links('https://例子.测试/x')[0]!.href).toBe('https://xn--fsqu00a.xn--0zwm56d/x');
    expect(links('HTTPS://EXAMPLE.COM/Path')[0]!.href).toBe('https://example.com/Path');
  });

  it('refuses odd URLs: no host, no dot in the host, credentials, bad ports, overlong', () => {
    for (const text of ['http://', 'https://', 'http://localhost/x', 'https://intranet', 'https://user:pass@example.com/', 'https://user@example.com', 'https://example.com:99999/', 'https://.example.com', 'http://exa mple.com']) {
      expect(links(text).map((l) => l.text), text).not.toContain(text);
    }
    expect(links(`https://example.com/${'a'.repeat(LINK_MAX_LENGTH)}`)).toEqual([]);
    expect(links('https://[::1]/x')[0]!.href).toBe('https://[::1]/x');
    expect(links('https://192.168.0.1:8080/a')[0]!.href).toBe('https://192.168.0.1:8080/a');
  });

  it('finds links next to line breaks and non-Latin text, and several in a row', () => {
    expect(links('Taobao：https://shop1.taobao.com\nWeidian:https://weidian.com/?userid=1\nhttps://a.example https://b.example').map((l) => l.href)).toEqual([
      'https://shop1.taobao.com/',
      'https://weidian.com/?userid=1',
      'https://a.example/',
      'https://b.example/',
    ]);
  });

  it('keeps control, invisible and bidi characters out of links', () => {
    expect(links('https://a.example/x\u0000y')[0]!.href).toBe('https://a.example/x');
    expect(links('https://a.example/x\u202Ey')[0]!.href).toBe('https://a.example/x');
    expect(links('https://a.example/x\u200By')[0]!.href).toBe('https://a.example/x');
  });
});
