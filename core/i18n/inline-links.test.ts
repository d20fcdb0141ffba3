import { describe, expect, it } from 'vitest';
import { linkTargets, splitLinks } from './inline-links.ts';

describe('inline links in catalogue texts', () => {
  it('cuts a text into plain parts and [label](/path) links', () => {
    expect(splitLinks('See our [DMCA policy](/protocol/dmca) and [Privacy policy](/protocol/privacy-policy).')).toEqual([
      'See our ',
      { label: 'DMCA policy', to: '/protocol/dmca' },
      ' and ',
      { label: 'Privacy policy', to: '/protocol/privacy-policy' },
      '.',
    ]);
    expect(splitLinks('[Nutzungsbedingungen](/protocol/terms-of-use)')).toEqual([{ label: 'Nutzungsbedingungen', to: '/protocol/terms-of-use' }]);
    expect(splitLinks('No links here.')).toEqual(['No links here.']);
  });

  it('makes links of same-site paths only', () => {
    for (const text of ['[x](//evil.com)', '[x](/\\evil.com)', '[x](https://evil.com)', '[x](javascript:alert(1))', '[x]( /faq)']) {
      expect(linkTargets(text), text).toEqual([]);
      expect(splitLinks(text), text).toEqual([text]);
    }
  });
});
