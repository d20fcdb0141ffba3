/** Where the affiliate page's messages carry the `api` catalogue's form messages (sent by its loader). */
export const AFFILIATE_FORM_MESSAGES = 'affiliateForm';
