import { describe, expect, it } from 'vitest';
import { EMAIL_CODE_PURPOSES } from '../../../core/account-schemas.ts';
import { LOCALES, LOCALE_TAGS } from '../../../core/locale.ts';
import { escapeHtml, passwordResetMail, verificationCodeMail } from './templates.ts';

const LINK = 'https://haulbridge.example/setNewPassword?token=Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA&lang=de';
/** A catalogue key that was not found is printed as the key itself: no text may look like one. */
const LEFTOVER_KEY = /\b(verificationCode|passwordReset)\.\w+|\bgreeting\b|\bfooter\b|\{\{/;

describe('verificationCodeMail', () => {
  for (const locale of LOCALES) {
    for (const purpose of EMAIL_CODE_PURPOSES) {
      it(`${locale}/${purpose}: carries the code in text and HTML, fully translated`, () => {
        const mail = verificationCodeMail(locale, { code: '048213', purpose, minutes: 10 });
        expect(mail.subject.length).toBeGreaterThan(5);
        expect(mail.text).toContain('048213');
        expect(mail.html).toContain('>048213<');
        expect(mail.text).toContain('10');
        for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(LEFTOVER_KEY);
        expect(mail.html).toContain(`<html lang="${LOCALE_TAGS[locale]}"`);
        expect(mail.html).toContain(`<title>${escapeHtml(mail.subject)}</title>`);
        expect(mail.html).toContain('Haulbridge');
      });
    }
    it(`${locale}: each purpose has its own subject`, () => {
      const subjects = EMAIL_CODE_PURPOSES.map((purpose) => verificationCodeMail(locale, { code: '111111', purpose, minutes: 10 }).subject);
      expect(new Set(subjects).size).toBe(EMAIL_CODE_PURPOSES.length);
    });
  }

  it('writes the minutes with the plural form of the language', () => {
    const expiry = (locale: 'pl' | 'ru' | 'en', minutes: number) => verificationCodeMail(locale, { code: '123456', purpose: 'register', minutes }).text;
    expect(expiry('en', 1)).toContain('1 minute and');
    expect(expiry('en', 10)).toContain('10 minutes');
    expect(expiry('pl', 1)).toContain('1 minutę');
    expect(expiry('pl', 3)).toContain('3 minuty');
    expect(expiry('pl', 10)).toContain('10 minut ');
    expect(expiry('ru', 1)).toContain('1 минуту');
    expect(expiry('ru', 2)).toContain('2 минуты');
    expect(expiry('ru', 10)).toContain('10 минут,');
  });

  it('escapes what it puts into the HTML', () => {
    const mail = verificationCodeMail('en', { code: '<b>&"\'', purpose: 'register', minutes: 10 });
    expect(mail.html).toContain('&lt;b&gt;&amp;&quot;&#39;');
    expect(mail.html).not.toContain('<b>&');
    expect(mail.text).toContain('<b>&"\'');
  });
});

describe('passwordResetMail', () => {
  for (const locale of LOCALES) {
    it(`${locale}: carries the link in text and HTML (escaped in the HTML), fully translated`, () => {
      const mail = passwordResetMail(locale, { link: LINK, minutes: 30 });
      expect(mail.text).toContain(LINK);
      expect(mail.html).toContain(`href="${LINK.replace('&', '&amp;')}"`);
      expect(mail.html).not.toContain(LINK);
      expect(mail.text).toContain('30');
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(LEFTOVER_KEY);
      expect(mail.html).toContain(`<html lang="${LOCALE_TAGS[locale]}"`);
    });
  }

  it('cannot be given a quote that breaks out of the href', () => {
    const mail = passwordResetMail('en', { link: 'https://haulbridge.example/setNewPassword?token=a"onmouseover="alert(1)', minutes: 30 });
    expect(mail.html).not.toContain('"onmouseover');
    expect(mail.html).toContain('&quot;onmouseover=&quot;');
  });

  it('refuses a link that is not an absolute http(s) URL', () => {
    expect(() => passwordResetMail('en', { link: 'javascript:alert(1)', minutes: 30 })).toThrow(TypeError);
    expect(() => passwordResetMail('en', { link: '/setNewPassword?token=x', minutes: 30 })).toThrow(TypeError);
  });
});
