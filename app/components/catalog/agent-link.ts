/**
 * How every "Buy via <agent>" link opens: `AgentOffer.clickUrl` (our /go redirect to the `buyUrl` the server builds
 * with the agent's referral code, shown as the link's title and host) in a new tab, without handing the agent this
 * page or a window handle.
 * Shared by the agent comparison rows and the product page's main button.
 */
export const AGENT_LINK_PROPS = { target: '_blank', rel: 'noopener noreferrer nofollow' } as const;
