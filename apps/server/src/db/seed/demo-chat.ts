import { and, asc, inArray, isNotNull, sql } from 'drizzle-orm';
import { messageId } from '../../modules/chat/message-ids.js';
import type { Transaction } from '../client.js';
import {
  chatAwayNotices,
  chatMessages,
  chatReadMarkers,
  conversationMembers,
  conversations,
  drivers,
  duties,
  notifications,
  users,
  vendors,
} from '../schema/index.js';

const MINUTE = 60_000;

type Line = { by: 'operator' | 'vendor' | 'driver' | null; text: string; kind?: string };

const DUTY_TALK: Line[] = [
  { by: 'operator', text: 'Guest’s flight is 30 minutes late; please hold at Arrivals gate 4.' },
  { by: 'vendor', text: 'Noted. Driver informed.' },
  { by: 'driver', text: 'Reached pickup', kind: 'quick-reply' },
  { by: 'driver', text: 'Guest on board', kind: 'quick-reply' },
];
const VENDOR_TALK: Line[] = [
  { by: 'operator', text: 'Please send the updated insurance copies for your Innovas this week.' },
  { by: 'vendor', text: 'Will upload them by Friday.' },
  { by: 'operator', text: 'Thanks. Tomorrow’s airport runs are confirmed for 6 AM.' },
];
const DRIVER_TALK: Line[] = [
  { by: 'vendor', text: 'Please get the car washed before tomorrow’s first duty.' },
  { by: 'driver', text: 'Done, parked at the depot.' },
];

/**
 * Conversations in use on a first start: a few of today's duties with their people talking
 * (system line, the operator's note, the driver's quick replies), the operator with each approved
 * vendor, and each vendor with its drivers. The operator has read them all but the last line;
 * where someone else wrote it, the operators were away and were told (`chat-message`).
 */
export async function insertDemoChat(tx: Transaction) {
  const people = await tx
    .select({ id: users.id, name: users.name, role: users.role, vendorId: users.vendorId })
    .from(users);
  const operators = people.filter((p) => p.role === 'admin' || p.role === 'ADMIN_USER');
  const vendorPeople = (vendorId: string | null) =>
    people.filter(
      (p) => p.vendorId === vendorId && (p.role === 'vendor' || p.role === 'VENDOR_USER'),
    );
  const driverRows = await tx
    .select({
      id: drivers.id,
      userId: drivers.userId,
      name: drivers.name,
      vendorIds: drivers.associatedVendors,
    })
    .from(drivers);
  const vendorRows = await tx
    .select({ id: vendors.id, name: vendors.name })
    .from(vendors)
    .where(sql`${vendors.approvalStatus} = 'Approved'`);
  const names = new Map(vendorRows.map((v) => [v.id, v.name]));
  let start = Date.now() - 3 * 60 * MINUTE;

  async function conversation(
    values: typeof conversations.$inferInsert,
    members: { operators?: boolean; vendorId?: string | null; driverUserId?: string | null },
    lines: Line[],
  ) {
    const memberIds = [
      ...(members.operators ? operators.map((p) => p.id) : []),
      ...vendorPeople(members.vendorId ?? null).map((p) => p.id),
      ...(members.driverUserId ? [members.driverUserId] : []),
    ];
    const author = (by: Line['by']) =>
      by === 'operator'
        ? operators[0]?.id
        : by === 'vendor'
          ? vendorPeople(members.vendorId ?? null)[0]?.id
          : by === 'driver'
            ? (members.driverUserId ?? undefined)
            : undefined;
    const written = lines
      .map((line, i) => ({ line, authorId: author(line.by), at: new Date(start + i * 7 * MINUTE) }))
      .filter((m) => m.line.by === null || m.authorId);
    start += 11 * MINUTE;
    const last = written.at(-1)?.at ?? new Date(start);
    const [row] = await tx
      .insert(conversations)
      .values({ ...values, createdAt: new Date(last.getTime() - 60 * MINUTE), lastMessageAt: last })
      .returning({ id: conversations.id });
    const id = row!.id;
    await tx.insert(conversationMembers).values(
      [...new Set(memberIds)].map((userId) => ({
        conversationId: id,
        userId,
        joinedAt: new Date(last.getTime() - 60 * MINUTE),
      })),
    );
    const messages = written.map((m) => ({
      id: messageId(m.at),
      conversationId: id,
      authorId: m.authorId ?? null,
      kind: m.line.kind ?? (m.line.by === null ? 'system' : 'text'),
      body: m.line.text,
      createdAt: m.at,
    }));
    if (messages.length === 0) return;
    await tx.insert(chatMessages).values(messages);
    // The operators have read all but the last line; everyone else everything they wrote.
    const readUpTo = messages.at(-2)?.id;
    if (readUpTo && members.operators)
      await tx
        .insert(chatReadMarkers)
        .values(
          operators.map((p) => ({ conversationId: id, userId: p.id, lastReadMessageId: readUpTo })),
        );
    const lastLine = messages.at(-1)!;
    const writer = people.find((p) => p.id === lastLine.authorId);
    if (members.operators && writer && !operators.includes(writer))
      await toldWhileAway(id, lastLine, writer.name);
  }

  /** The operators were away when the last line came: one notice each, as the server makes. */
  async function toldWhileAway(
    conversationId: string,
    message: { id: string; createdAt: Date },
    authorName: string,
  ) {
    await tx.insert(notifications).values(
      operators.map((p) => ({
        recipientId: p.id,
        kind: 'chat-message',
        params: { name: authorName },
        link: `/chat/${conversationId}`,
        sourceKey: `chat:${conversationId}:${message.id}`,
        createdAt: message.createdAt,
      })),
    );
    await tx.insert(chatAwayNotices).values(
      operators.map((p) => ({
        conversationId,
        userId: p.id,
        messageId: message.id,
        notifiedAt: message.createdAt,
      })),
    );
  }

  const dutyRows = await tx
    .select({ id: duties.id, vendorId: duties.vendorId, driverId: duties.driverId })
    .from(duties)
    .where(
      and(
        isNotNull(duties.vendorId),
        isNotNull(duties.driverId),
        inArray(duties.status, ['Assigned', 'Accepted', 'Started']),
      ),
    )
    .orderBy(asc(duties.scheduledStart))
    .limit(3);
  for (const duty of dutyRows) {
    const driver = driverRows.find((d) => d.id === duty.driverId);
    const system: Line = {
      by: null,
      text: `Assigned to ${driver?.name ?? 'the driver'} (${names.get(duty.vendorId!) ?? 'vendor'})`,
    };
    await conversation(
      { kind: 'duty', dutyId: duty.id },
      { operators: true, vendorId: duty.vendorId, driverUserId: driver?.userId },
      [system, ...DUTY_TALK],
    );
  }
  for (const vendor of vendorRows) {
    await conversation(
      { kind: 'operator-vendor', vendorId: vendor.id },
      { operators: true, vendorId: vendor.id },
      VENDOR_TALK,
    );
    for (const driver of driverRows.filter((d) => d.vendorIds.includes(vendor.id)).slice(0, 3))
      await conversation(
        { kind: 'vendor-driver', vendorId: vendor.id, driverId: driver.id },
        { vendorId: vendor.id, driverUserId: driver.userId },
        DRIVER_TALK,
      );
  }
}
