import { addDays, todayInIndia } from '@raahi/domain/compliance';
import { inArray } from 'drizzle-orm';
import { recordAudit } from '../../core/audit.js';
import { SYSTEM_ACTOR } from '../../core/auth-context.js';
import type { Transaction } from '../client.js';
import { tasks, users } from '../schema/index.js';

/*
 * A few manual tasks, so the demo's Tasks screen shows people's own to-dos beside the derived
 * ones (the pending and rejected records, the papers running out, the duties of the fixtures).
 * Due moments are relative to the day the demo is loaded, in India time.
 */

interface DemoTask {
  title: string;
  /** Whose organisation, by a person in it; the task is written by them. */
  by: string;
  assignee: string | null;
  /** Days from today and the India time of day. */
  due: { days: number; time: string };
}

const DEMO_TASKS: DemoTask[] = [
  {
    title: 'Call Malabar Fleet about their GST certificate before approving',
    by: 'admin@demo.raahi.in',
    assignee: 'ops@demo.raahi.in',
    due: { days: 0, time: '17:00' },
  },
  {
    title: 'Plan the weekend airport duties with the vendors',
    by: 'admin@demo.raahi.in',
    assignee: 'admin@demo.raahi.in',
    due: { days: 1, time: '10:00' },
  },
  {
    title: 'Collect the renewed insurance papers from the garage',
    by: 'kavya@shreetravels.demo',
    assignee: 'naveen@shreetravels.demo',
    due: { days: 0, time: '18:00' },
  },
  {
    title: 'Book the quarterly service for the Innova',
    by: 'kavya@shreetravels.demo',
    assignee: 'kavya@shreetravels.demo',
    due: { days: -1, time: '11:00' },
  },
];

/** Writes the demo's manual tasks (after its people), each audited as created by the system. */
export async function insertDemoTasks(tx: Transaction): Promise<void> {
  const emails = [...new Set(DEMO_TASKS.flatMap((task) => [task.by, task.assignee ?? task.by]))];
  const people = new Map(
    (
      await tx
        .select({ id: users.id, email: users.email, vendorId: users.vendorId })
        .from(users)
        .where(inArray(users.email, emails))
    ).map((person) => [person.email, person]),
  );
  const today = todayInIndia();
  for (const task of DEMO_TASKS) {
    const writer = people.get(task.by);
    if (!writer) continue;
    const assignee = task.assignee ? people.get(task.assignee) : undefined;
    const [row] = await tx
      .insert(tasks)
      .values({
        vendorId: writer.vendorId,
        title: task.title,
        dueAt: new Date(`${addDays(today, task.due.days)}T${task.due.time}:00+05:30`),
        assigneeId: assignee?.id ?? null,
        createdBy: writer.id,
      })
      .returning({ id: tasks.id });
    await recordAudit(tx, SYSTEM_ACTOR, {
      action: 'created',
      entity: 'task',
      entityId: row!.id,
      after: { title: task.title },
    });
  }
}
