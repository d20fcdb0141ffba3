import { index, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * English is unprefixed, the other seven locales live under `/{lang}/…` (product §D5): one optional
 * segment, validated by the shell's loader (an unknown prefix is a 404).
 */
export default [
  route(':lang?', 'routes/shell.tsx', [
    index('routes/home.tsx'),
    route('brand', 'routes/brand.tsx'),
    route('faq', 'routes/faq.tsx'),
    route('protocol/:page', 'routes/protocol.tsx'),
    route('search-result', 'routes/search-result.tsx'),
    route('products/:channel/:offerId', 'routes/product.tsx'),
    route('store/:storeSpace', 'routes/store.tsx'),
    route('convert', 'routes/convert.tsx'),
    route('login', 'routes/login.tsx'),
    route('sign-up', 'routes/sign-up.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
    route('setNewPassword', 'routes/set-new-password.tsx'),
    route('logout', 'routes/logout.tsx'),
    route('activity/influencers', 'routes/activity-influencers.tsx'),
    route('activity/become-a-seller', 'routes/activity-become-a-seller.tsx'),
    route('activity/group-buy/:id', 'routes/activity-group-buy.tsx'),
    route('activity/flash-sale/:id', 'routes/activity-flash-sale.tsx'),
    route('dashboard', 'routes/dashboard.tsx', [
      index('routes/dashboard-index.tsx'),
      route('home', 'routes/dashboard-home.tsx'),
      route('my-store', 'routes/dashboard-my-store.tsx'),
      route('my-bots', 'routes/dashboard-my-bots.tsx'),
      route('activity', 'routes/dashboard-activity.tsx'),
      route('my-favorite', 'routes/dashboard-my-favorite.tsx'),
      route('affiliate-setting', 'routes/dashboard-affiliate-setting.tsx'),
      route('change-password', 'routes/dashboard-change-password.tsx'),
    ]),
    route('admin', 'routes/admin.tsx', [
      index('routes/admin-index.tsx'),
      route('activities', 'routes/admin-activities.tsx'),
      route('registrations', 'routes/admin-registrations.tsx'),
      route('applications', 'routes/admin-applications.tsx'),
      route('agents', 'routes/admin-agents.tsx'),
      route('rates', 'routes/admin-rates.tsx'),
      route('audit', 'routes/admin-audit.tsx'),
    ]),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
