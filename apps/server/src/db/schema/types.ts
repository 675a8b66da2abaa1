import { customType } from 'drizzle-orm/pg-core';

/** Case-insensitive text (the citext extension), for e-mail addresses. */
export const citext = customType<{ data: string }>({ dataType: () => 'citext' });
