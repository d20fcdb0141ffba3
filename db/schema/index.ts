/**
 * The database schema, one file per area. Code imports tables from here (`db/schema/index.ts`);
 * drizzle-kit reads the same entry (drizzle.config.ts).
 */
export * from './reference.ts';
export * from './catalog.ts';
export * from './accounts.ts';
export * from './favorites.ts';
export * from './uploads.ts';
export * from './shops.ts';
export * from './admin.ts';
export * from './activities.ts';
export * from './activity-registrations.ts';
export * from './activity-buyers.ts';
export * from './image-search.ts';
export * from './programme-applications.ts';
export * from './assistant.ts';
export * from './creators.ts';
export * from './bots.ts';
