import type { Channel } from '../../../core/api.ts';
import type { Locale } from '../../../core/locale.ts';

/** Marketplace names: brand names, written in Latin letters everywhere except Chinese. */
const CHANNEL_NAMES: Record<Channel, { latin: string; zh: string }> = {
  taobao: { latin: 'Taobao', zh: '淘宝' },
  weidian: { latin: 'Weidian', zh: '微店' },
  '1688': { latin: '1688', zh: '1688' },
};

export function channelName(channel: Channel, locale: Locale): string {
  const names = CHANNEL_NAMES[channel];
  return locale === 'zh' ? names.zh : names.latin;
}
