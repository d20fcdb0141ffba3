// Column types shared by several tables.
import { customType } from 'drizzle-orm/pg-core';

/** Binary data: a Buffer whichever driver read it (node-postgres answers Buffers, PGlite Uint8Arrays). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
