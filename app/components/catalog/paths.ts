/** `/products/{channel}/{offerId}` of product §2 (unprefixed; LocalizedLink adds the locale). */
export function productPath(ref: { channel: string; offerId: string }): string {
  return `/products/${encodeURIComponent(ref.channel)}/${encodeURIComponent(ref.offerId)}`;
}
