import type { DutyListQuery } from '@raahi/domain/duties';
import { and, asc, desc, gt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { createListPages, SEARCH_COUNT_AHEAD } from '../../db/list-page.js';
import { createStatementCache, writtenOut } from '../../db/prepared.js';
import { duties, dutySearchWords } from '../../db/schema/index.js';
import {
  filterConditions,
  inline,
  MAX_DUTY_MS,
  otherConditions,
  placeholders,
  type Bind,
} from './duty-conditions.repository.js';
import { listDuty, lookedUpNames, names, withParties } from './duty-selections.repository.js';
import type { DutyScope } from './duty-scope.js';
import { searchWords, wordStartPattern } from './search-words.js';

const SORTS = {
  scheduledStart: [asc(duties.scheduledStart), asc(duties.id)],
  '-scheduledStart': [desc(duties.scheduledStart), desc(duties.id)],
  createdAt: [asc(duties.createdAt), asc(duties.id)],
  '-createdAt': [desc(duties.createdAt), desc(duties.id)],
} satisfies Record<DutyListQuery['sort'], SQL[]>;

/**
 * How many words of the search index each search word may begin for the list to read their
 * duties from the index. A beginning shared by more ("k", "1") is common enough that testing
 * each duty's text in start order finds a page quickly.
 */
const MAX_BEGUN_WORDS = 64;
/**
 * A search word as a condition on the duty: its text contains the word (which the trigram index
 * can narrow) where a word begins (see search-words.ts). Search words hold no LIKE wildcards.
 */
function beginsAWord(word: string, bind: Bind, name: string): SQL {
  return sql`${duties.searchText} like ${bind(`${name}Like`, `%${word}%`)} and ${duties.searchText} ~ ${bind(`${name}Pattern`, wordStartPattern(word))}`;
}

/** The duty list: its pages, filtered, sorted and searched (the search index, search-words.ts). */
export function createDutySearchRepository(db: Database) {
  const listPage = createListPages(db);
  const statement = createStatementCache();
  /** A list page's rows, with its bounded count (see listPage). */
  const paged = (total: SQL<number>) =>
    withParties(
      db
        .select({ duty: listDuty, ...names, total })
        .from(duties)
        .$dynamic(),
    );
  const searched = (total: SQL<number>) =>
    db
      .select({ duty: listDuty, ...lookedUpNames, total })
      .from(duties)
      .$dynamic();

  /**
   * For each search word, the words of the search index it begins, in order, up to one more
   * than MAX_BEGUN_WORDS: each the next key after the last, one step through the index apiece.
   * A placeholder per search word, so the statement is planned once per number of words.
   */
  const begunWords = (count: number) => {
    const searched = Array.from(
      { length: count },
      (_, i) => sql`(${sql.placeholder(`w${i}`)}::text, ${writtenOut(i)})`,
    );
    return db
      .select({ words: sql<string[]>`begun.words` })
      .from(sql`(values ${sql.join(searched, sql`, `)}) as searched(prefix, i)`)
      .crossJoinLateral(
        sql`(with recursive begun(word) as (
            (select word from ${dutySearchWords}
              where word >= searched.prefix and word < searched.prefix || chr(1114111)
              order by word limit 1)
            union all
            select (select w.word from ${dutySearchWords} w
                where w.word > begun.word and w.word < searched.prefix || chr(1114111)
                order by w.word limit 1)
              from begun where begun.word is not null)
          select array(select word from begun where word is not null
            limit ${MAX_BEGUN_WORDS + 1}) as words) as begun`,
      )
      .orderBy(sql`searched.i`);
  };
  const wordsBeginning = async (words: string[]) => {
    const values = Object.fromEntries(words.map((word, i) => [`w${i}`, word]));
    const rows = await statement(
      `begun words|${words.length}`,
      () => begunWords(words.length),
      values,
    );
    return rows.map((row) => row.words);
  };

  /**
   * A searched page from the search index. Each search word stands for the words of the index
   * it begins (`begun`), whose entries, each word's in the page's order (a range of the key),
   * PostgreSQL merges into one stream; the search words' streams are joined by merging them
   * (the duties on all of them), and the filters are tested on each duty the walk meets. The
   * walk stops once it has as many duties as the page counts (SEARCH_COUNT_AHEAD past its
   * first row): Kavya Reddy walks ~2,000 entries of each name in 0.7 ms, where fetching and
   * testing each of Kavya's duties took 8. The page's rows and names are then read for those
   * duties, joined: the statement is planned once, and the joins cost less to run than
   * looking each name up (0.6–0.9 against 1.1–1.8 ms a page).
   */
  async function byWords(begun: string[][], query: DutyListQuery) {
    const { bind, values } = placeholders();
    const direction = query.sort.startsWith('-') ? sql.raw('desc') : sql.raw('asc');
    const offset = (query.page - 1) * query.pageSize;
    const cap = offset + SEARCH_COUNT_AHEAD;
    const first = offset === 0;
    const number = (name: string, value: number) => (first ? writtenOut(value) : bind(name, value));
    const streams = begun.map((words, i) => {
      const entries = words.map(
        (word, j) =>
          sql`select ${dutySearchWords.scheduledStart}, ${dutySearchWords.dutyId} from ${dutySearchWords} where ${dutySearchWords.word} = ${bind(`w${i}_${j}`, word)}`,
      );
      const stream = sql.identifier(`s${i}`);
      const entriesOf = sql`(${sql.join(entries, sql` union all `)}) as ${stream}`;
      return i === 0
        ? entriesOf
        : sql`join ${entriesOf} on ${stream}.scheduled_start = s0.scheduled_start and ${stream}.duty_id = s0.duty_id`;
    });
    const joined = sql.join(streams, sql` `);
    // The index holds each duty's start, so a window's start is a range of its key; its end
    // and the filters are the duty's, tested on each duty the walk meets (a lateral subquery
    // with an offset, which PostgreSQL cannot turn into a join that gathers every duty first).
    const inWindow: SQL[] = [];
    const ofDuty: (SQL | undefined)[] = otherConditions({ kind: 'all' }, query, bind);
    if (query.from) {
      const from = new Date(query.from);
      const earliest = new Date(from.getTime() - MAX_DUTY_MS);
      inWindow.push(sql`s0.scheduled_start > ${bind('earliest', earliest)}`);
      ofDuty.push(gt(duties.scheduledEnd, bind('from', from)));
    }
    if (query.to) inWindow.push(sql`s0.scheduled_start < ${bind('to', new Date(query.to))}`);
    const dutyCondition = and(...ofDuty);
    const found = sql`select distinct s0.scheduled_start, s0.duty_id from ${joined}
      ${dutyCondition ? sql`cross join lateral (select 1 from ${duties} where ${duties.id} = s0.duty_id and ${dutyCondition} offset 0) as met` : sql``}
      ${inWindow.length ? sql`where ${and(...inWindow)}` : sql``}
      order by 1 ${direction}, 2 ${direction}
      limit ${number('cap', cap + 1)}`;
    const pageOfFound = sql`(select * from found order by 1 ${direction}, 2 ${direction}
      limit ${number('limit', query.pageSize)} offset ${number('offset', offset)}) as page`;
    const withFound = () => db.with(db.$with('found', {}).as(found));
    const shape = [
      'duty words',
      query.sort,
      first ? `first ${query.pageSize}` : 'later',
      query.status ?? 'any status',
      ...Object.keys(values),
    ].join(',');
    const rows = await statement(
      `page|${shape}`,
      () =>
        withParties(
          withFound()
            .select({
              duty: listDuty,
              ...names,
              total: sql<number>`(select count(*)::int from found)`,
            })
            .from(pageOfFound)
            .innerJoin(duties, sql`${duties.id} = page.duty_id`)
            .$dynamic(),
        ).orderBy(sql`page.scheduled_start ${direction}`, sql`page.duty_id ${direction}`),
      values,
    );
    // Past the last page there is no row to carry the count.
    const n =
      rows[0]?.total ??
      (first
        ? 0
        : (
            await statement<{ n: number }[]>(
              `count|${shape}`,
              () =>
                withFound()
                  .select({ n: sql<number>`count(*)::int` })
                  .from(sql`found`),
              values,
            )
          )[0]!.n);
    return {
      rows: rows.map(({ total: _total, ...row }) => row),
      total: Math.min(n, cap),
      totalExact: n <= cap,
    };
  }

  return {
    /**
     * A page of the list. A search by the operator's people, in start order and not narrowed
     * to one vendor, driver, vehicle or company, reads its words' duties from the search index
     * (byWords). Any other search tests each duty's text: a party's own index
     * narrows those to a few thousand duties, and PostgreSQL plans each search for its words.
     */
    async listDuties(scope: DutyScope, query: DutyListQuery) {
      const words = query.q ? searchWords(query.q) : [];
      const narrowed = query.vendorId ?? query.driverId ?? query.vehicleId ?? query.companyId;
      if (
        words.length &&
        scope.kind === 'all' &&
        !narrowed &&
        query.sort.endsWith('scheduledStart')
      ) {
        const begun = await wordsBeginning(words);
        if (begun.some((each) => each.length === 0))
          return { rows: [], total: 0, totalExact: true };
        if (begun.every((each) => each.length <= MAX_BEGUN_WORDS)) return byWords(begun, query);
      }
      const searching = words.length > 0;
      const where = filterConditions(scope, query);
      words.forEach((word, i) => where.push(beginsAWord(word, inline, `word${i}`)));
      return listPage({
        // Two selections, so two names: a list's name keys the statements built for it.
        name: searching ? 'duties_searched' : 'duties',
        // The same row either way: names as text, null where the duty names no one.
        select: searching ? (searched as unknown as typeof paged) : paged,
        table: duties,
        where: and(...where),
        orderBy: SORTS[query.sort],
        page: query.page,
        pageSize: query.pageSize,
        search: searching,
      });
    },
  };
}

export type DutySearchRepository = ReturnType<typeof createDutySearchRepository>;
export type DutyListRow = Awaited<ReturnType<DutySearchRepository['listDuties']>>['rows'][number];
