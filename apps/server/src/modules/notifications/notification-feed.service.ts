import type { DomainEvent } from '@raahi/domain/events';
import type { FastifyBaseLogger } from 'fastify';
import { onEventsCommitted } from '../../core/events.js';
import type { Database, Transaction } from '../../db/client.js';
import { settle, type OutboxSnapshot } from './feed-position.js';
import type { NotificationFeedRepository } from './notification-feed.repository.js';
import type { NotificationRecipientsRepository } from './notification-recipients.repository.js';
import { planFor, recipientsOf, type NotificationPlan } from './notification-rules.js';
import type { NotificationDraft, NotificationsService } from './notifications.service.js';

const BATCH = 500;
/** A missing id is usually a transaction about to commit: look again soon, then less often. */
const GAP_RETRY_FIRST_MS = 10;
const GAP_RETRY_MAX_MS = 1_000;
const ERROR_RETRY_MS = 5_000;
/**
 * Catching up starts at least this far apart: under a stream of commits one turn takes what
 * several announced, instead of a locked, written transaction per commit.
 */
const RUN_SPACING_MS = 100;

/**
 * Turns the backbone's events into notifications, each event once: every process runs one,
 * woken by its own commits (and the minute's job), and they take turns on the locked feed row,
 * so what one has done the next starts after; the notifications' unique (recipient, source key)
 * makes even a repeated event tell nobody twice.
 */
export function createNotificationFeed(deps: {
  db: Database;
  feed: NotificationFeedRepository;
  recipients: NotificationRecipientsRepository;
  notifications: Pick<NotificationsService, 'createNotifications'>;
  /** The outbox after an id, in id order, with the snapshot's bounds, read in the feed's
   * transaction (events.repository). */
  readOutbox: (
    tx: Transaction,
    afterId: number,
    limit: number,
  ) => Promise<OutboxSnapshot<DomainEvent>>;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const { db, feed, recipients } = deps;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;
  let timer: NodeJS.Timeout | null = null;
  let gapDelay = GAP_RETRY_FIRST_MS;
  let failing = false;
  let stopHearing: (() => void) | null = null;
  let lastRun = 0;

  async function drafts(tx: Transaction, events: DomainEvent[]): Promise<NotificationDraft[]> {
    const plans = events.map(planFor).filter((plan): plan is NotificationPlan => plan !== null);
    if (plans.length === 0) return [];
    const reasonsOf = plans.flatMap((plan) => (plan.reasonOf ? [plan.reasonOf] : []));
    const namesOf = plans.flatMap((plan) => (plan.nameOf ? [plan.nameOf] : []));
    const directory = await recipients.directory(tx, plans);
    const reasons = await recipients.reasons(tx, reasonsOf);
    const names = await recipients.names(tx, namesOf);
    const occurredAt = new Map(events.map((event) => [event.id, new Date(event.occurredAt)]));
    return plans.flatMap((plan) => {
      const params = { ...plan.params };
      const reason = plan.reasonOf && reasons.get(plan.reasonOf.id);
      if (reason) params.reason = reason;
      const name = plan.nameOf && names.get(plan.nameOf);
      if (name) params.name = name;
      return recipientsOf(plan.to, directory).map((recipientId) => ({
        recipientId,
        kind: plan.kind,
        params,
        link: plan.link,
        sourceKey: `event:${plan.eventId}`,
        // Events read together keep their order: the transaction's now() is one instant.
        createdAt: occurredAt.get(plan.eventId),
      }));
    });
  }

  /** One batch: lock the position, read after it, notify, move on. Whether to read again. */
  async function step(): Promise<'more' | 'done' | 'blocked'> {
    return db.transaction(async (tx) => {
      const position = await feed.lock(tx);
      const read = await deps.readOutbox(tx, position.lastId, BATCH);
      const { ready, next, blocked } = settle(position, read);
      await deps.notifications.createNotifications(tx, await drafts(tx, ready));
      if (next.lastId !== position.lastId || next.gap?.id !== position.gap?.id)
        await feed.save(tx, next);
      if (blocked) return 'blocked';
      return read.events.length === BATCH ? 'more' : 'done';
    });
  }

  function later(ms: number) {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void poke();
    }, ms);
    timer.unref();
  }

  /** Reads until caught up (or at a gap, then again a little later). */
  async function catchUp(): Promise<void> {
    for (;;) {
      const outcome = await step();
      if (outcome === 'blocked') {
        later(gapDelay);
        gapDelay = Math.min(gapDelay * 2, GAP_RETRY_MAX_MS);
        return;
      }
      gapDelay = GAP_RETRY_FIRST_MS;
      if (outcome === 'done') return;
    }
  }

  /** Runs catchUp, once at a time in this process; a poke meanwhile runs it again after. */
  function poke(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          const wait = lastRun + RUN_SPACING_MS - Date.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          lastRun = Date.now();
          await catchUp();
        } while (again);
        failing = false;
      } catch (error) {
        if (!failing) deps.log.warn({ err: error }, 'could not turn events into notifications');
        failing = true;
        later(ERROR_RETRY_MS);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    /** Notifies what is new in the outbox now; resolves when this process has caught up. */
    run: poke,
    /** Listens to this process's commits of events. */
    start() {
      stopped = false;
      stopHearing = onEventsCommitted(() => void poke());
      void poke();
    },
    async stop() {
      stopped = true;
      stopHearing?.();
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

export type NotificationFeed = ReturnType<typeof createNotificationFeed>;
