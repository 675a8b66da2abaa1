import type { RatingTag } from '@raahi/domain/rating-constants';
import { desc, eq } from 'drizzle-orm';
import type { Transaction } from '../client.js';
import { duties, ratings, users } from '../schema/index.js';
import { VENDORS } from './demo-fixtures-vendors.js';

const MINUTE = 60_000;

/** What demo passengers said, by score: tags and, now and then, a comment. */
const SAID: Record<number, { tags: RatingTag[]; comment: string | null }[]> = {
  5: [
    { tags: ['punctual', 'polite'], comment: 'On time and very courteous. Thank you!' },
    { tags: ['clean-car', 'safe-driving'], comment: null },
    { tags: ['punctual'], comment: 'Reached the airport with time to spare.' },
  ],
  4: [
    { tags: ['safe-driving'], comment: null },
    { tags: ['clean-car'], comment: 'Good ride, the AC could have been cooler.' },
  ],
  3: [{ tags: ['late'], comment: 'Driver came 10 minutes late but drove well.' }],
};

/**
 * Ratings of the completed demo duties, as passengers gave them from their links: most rated,
 * some with a comment; the first demo vendor's latest duty rated 2 with a comment (a low-rating task for its vendor
 * and the operator); and the vendor's owner's own rating of a few duties.
 */
export async function insertDemoRatings(tx: Transaction) {
  const completed = await tx
    .select({
      id: duties.id,
      vendorId: duties.vendorId,
      driverId: duties.driverId,
      vehicleId: duties.vehicleId,
      completedAt: duties.completedAt,
    })
    .from(duties)
    .where(eq(duties.status, 'Completed'))
    .orderBy(desc(duties.completedAt));
  if (completed.length === 0) return;
  const owners = await tx
    .select({ id: users.id, vendorId: users.vendorId, email: users.email })
    .from(users)
    .where(eq(users.role, 'vendor'));
  const now = Date.now();
  // The low one is the first demo vendor's latest duty: the vendor one signs in as first.
  const first = owners.find((o) => o.email === VENDORS[0]!.owner.email)?.vendorId;
  const lowId = (completed.find((duty) => duty.vendorId === first) ?? completed[0]!).id;
  const scores = [5, 4, 5, 5, 3, 4, 5];
  const rows = completed.flatMap((duty, i) => {
    // Every fifth passenger did not rate.
    if (i % 5 === 4 && duty.id !== lowId) return [];
    const at = new Date(
      Math.min(duty.completedAt!.getTime() + (40 + i * 7) * MINUTE, now - MINUTE),
    );
    const crew = { driverId: duty.driverId, vehicleId: duty.vehicleId, vendorId: duty.vendorId };
    const passenger =
      duty.id === lowId
        ? {
            score: 2,
            tags: ['rash-driving', 'late'] as RatingTag[],
            comment: 'Driver was on the phone and braked hard many times.',
          }
        : (() => {
            const score = scores[i % scores.length]!;
            const said = SAID[score]![i % SAID[score]!.length]!;
            return { score, ...said };
          })();
    const rows: (typeof ratings.$inferInsert)[] = [
      {
        dutyId: duty.id,
        raterKind: 'passenger',
        raterId: null,
        ...passenger,
        ...crew,
        createdAt: at,
        updatedAt: at,
      },
    ];
    const owner = owners.find((o) => o.vendorId === duty.vendorId);
    if (owner && i % 4 === 1)
      rows.push({
        dutyId: duty.id,
        raterKind: 'vendor',
        raterId: owner.id,
        score: 4,
        tags: ['punctual'],
        comment: null,
        ...crew,
        createdAt: at,
        updatedAt: at,
      });
    return rows;
  });
  if (rows.length > 0) await tx.insert(ratings).values(rows);
}
