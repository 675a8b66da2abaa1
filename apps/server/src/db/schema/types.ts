import { customType } from 'drizzle-orm/pg-core';

/** Case-insensitive text (the citext extension), for e-mail addresses. */
export const citext = customType<{ data: string }>({ dataType: () => 'citext' });

/** Text compared byte by byte (the "C" collation), so that the words a prefix begins are a range. */
export const byteOrderedText = customType<{ data: string }>({
  dataType: () => 'text COLLATE "C"',
});
