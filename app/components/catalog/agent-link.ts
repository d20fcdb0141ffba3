/**
 * How every "Buy via <agent>" link opens its `AgentOffer.buyUrl` (the server builds it with the
 * agent's referral code): in a new tab, without handing the agent this page or a window handle.
 * Shared by the agent comparison rows and the product page's main button.
 */
export const AGENT_LINK_PROPS = { target: '_blank', rel: 'noopener noreferrer nofollow' } as const;
