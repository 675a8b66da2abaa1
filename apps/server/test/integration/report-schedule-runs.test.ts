import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reportSchedules, users } from '../../src/db/schema/index.js';
import { vendorWithToken } from '../helpers/duties.js';
import { insertUser, signIn } from '../helpers/factories.js';
import { mailAttachments, mailSubject } from '../helpers/mail-attachments.js';
import { startSmtpServer } from '../helpers/provider-servers.js';
import { reportWorld } from '../helpers/report-fixtures.js';
import { reportScheduleProcess } from '../helpers/report-schedule-runner.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** exceljs wants an ArrayBuffer, not node's Buffer. */
async function workbookOf(content: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Uint8Array.from(content).buffer);
  return workbook;
}

type World = Awaited<ReturnType<typeof reportWorld>>;
type Process = ReturnType<typeof reportScheduleProcess>;

/** 08:30 IST on 1 November 2026: a monthly run then covers October, the world's month. */
const FIRST_NOVEMBER = new Date('2026-11-01T03:00:00Z');
const MINUTE = 60_000;
const monthly = { frequency: 'monthly', dayOfMonth: 1, timeOfDay: '08:30' };

/** A CSV attachment's lines as cells (the world's names hold no commas or quotes). */
const csvRows = (content: Buffer) =>
  content
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .map((line) => line.match(/("[^"]*"|[^,]+|(?<=,)(?=,|$))/g)!.map((c) => c.replace(/"/g, '')));

/** Issue 30: scheduled reports built in their owner's scope and e-mailed through real SMTP. */
describe('scheduled report runs', () => {
  let t: TestApp;
  let w: World;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let dataDir: string;
  const clock = { now: FIRST_NOVEMBER };
  const processes: Process[] = [];

  const process = () => {
    const made = reportScheduleProcess({
      databaseUrl: t.databaseUrl,
      dataDir,
      smtpUrl: smtp.url,
      clock,
    });
    processes.push(made);
    return made;
  };
  const schedule = async (token: string, json: object) => {
    const answer = await t.request('/api/report-schedules', { method: 'POST', token, json });
    expect(answer.status).toBe(201);
    return answer.body.id as string;
  };
  /** Their run is now by the test's clock (instead of waiting for 1 December). */
  const makeDue = (...ids: string[]) =>
    t.db
      .update(reportSchedules)
      .set({ dueAt: clock.now, nextTryAt: clock.now })
      .where(inArray(reportSchedules.id, ids));
  const shown = async (token: string, id: string) =>
    ((await t.request('/api/report-schedules', { token })).body.items as { id: string }[]).find(
      (s) => s.id === id,
    ) as Record<string, unknown>;
  const mailTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));
  const vendorOwnerEmail = async (vendorId: string) =>
    (
      await t.db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.vendorId, vendorId), eq(users.role, 'vendor')))
    )[0]!.email!;

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'warn' });
    w = await reportWorld(t);
    smtp = await startSmtpServer();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'raahi-schedules-'));
  });
  afterEach(async () => {
    await Promise.all(processes.splice(0).map((p) => p.close()));
    smtp.state.down = false;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('e-mails a vendor only its own rows, whatever vendor it saved, as CSV and XLSX', async () => {
    const csv = await schedule(w.A.token, {
      kind: 'duties',
      filters: { groupBy: 'vendor', vendorId: w.B.id },
      format: 'csv',
      ...monthly,
    });
    const xlsx = await schedule(w.A.token, {
      kind: 'duties',
      filters: { groupBy: 'duty' },
      format: 'xlsx',
      name: 'Every duty',
      ...monthly,
    });
    const all = await schedule(w.admin, {
      kind: 'duties',
      filters: { groupBy: 'vendor' },
      format: 'csv',
      ...monthly,
    });
    await makeDue(csv, xlsx, all);
    expect(await process().runDue()).toEqual({ sent: 3, retrying: 0, failed: 0 });

    const mails = mailTo(await vendorOwnerEmail(w.A.id));
    expect(mails).toHaveLength(2);
    const files = mails.flatMap((m) => mailAttachments(m.raw));
    const csvFile = files.find((f) => f.filename.endsWith('.csv'))!;
    expect(csvFile.filename).toBe('raahi-duties-2026-10-01-to-2026-10-31.csv');
    expect(mails.map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1]).sort()).toEqual([
      'Duties: 01/10/2026 to 31/10/2026',
      'Every duty: 01/10/2026 to 31/10/2026',
    ]);
    const rows = csvRows(csvFile.content);
    // The header, vendor A's one row (its three October duties), and the total: B never.
    expect(rows.map((r) => r[0])).toEqual(['Vendor', w.A.name, 'Total']);
    expect(rows[1]!.slice(1, 3)).toEqual(['3', '2']);
    expect(csvFile.content.toString()).not.toContain(w.B.name);

    const workbook = await workbookOf(files.find((f) => f.filename.endsWith('.xlsx'))!.content);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(2).values as unknown[]).slice(1);
    const vendorColumn = header.indexOf('Vendor') + 1;
    const vendors = new Set<unknown>();
    for (let n = 3; n < sheet.rowCount; n++)
      vendors.add(sheet.getRow(n).getCell(vendorColumn).value);
    expect([...vendors]).toEqual([w.A.name]);
    expect(sheet.rowCount - 3).toBe(3);

    // The operator's copy of the same report has both vendors: the data was there to leak.
    const operator = mailAttachments(smtp.received.find((m) => !mails.includes(m))!.raw)[0]!;
    const operatorRows = csvRows(operator.content).map((r) => r[0]);
    expect(operatorRows).toEqual(expect.arrayContaining([w.A.name, w.B.name]));

    // Sent, shown, and the next run is the next 1st of the month at 08:30 IST.
    expect(await shown(w.A.token, csv)).toMatchObject({
      lastState: 'sent',
      lastError: null,
      attempts: 0,
      lastSentAt: FIRST_NOVEMBER.toISOString(),
      nextRunAt: '2026-12-01T03:00:00.000Z',
    });
  });

  it('records a failed SMTP delivery, retries it with back-off, and sends it later', async () => {
    const id = await schedule(w.admin, { kind: 'duties', format: 'csv', ...monthly });
    await makeDue(id);
    const sweep = process();
    const before = smtp.received.length;
    smtp.state.down = true;
    expect(await sweep.runDue()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const waiting = await shown(w.admin, id);
    expect(waiting).toMatchObject({ lastState: 'retrying', attempts: 1, lastSentAt: null });
    expect(waiting.lastError).toMatch(/^SMTP: .*Service not available/);
    expect(waiting.nextRunAt).toBe(new Date(clock.now.getTime() + MINUTE).toISOString());

    // Not before its retry time; then the server is back.
    expect(await sweep.runDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    smtp.state.down = false;
    clock.now = new Date(clock.now.getTime() + MINUTE);
    expect(await sweep.runDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.received.length).toBe(before + 1);
    expect(await shown(w.admin, id)).toMatchObject({
      lastState: 'sent',
      lastError: null,
      attempts: 0,
      nextRunAt: '2026-12-01T03:00:00.000Z',
    });
  });

  it('gives up after four tries, shows the failure, and waits for the next run', async () => {
    const id = await schedule(w.admin, { kind: 'duties', format: 'pdf', ...monthly });
    await makeDue(id);
    const sweep = process();
    const before = smtp.received.length;
    smtp.state.down = true;
    const outcomes = [];
    // Tries 1, 2 and 3 are followed by waits of 1, 2 and 4 minutes.
    for (const wait of [1, 2, 4, 0]) {
      outcomes.push(await sweep.runDue());
      clock.now = new Date(clock.now.getTime() + wait * MINUTE);
    }
    expect(outcomes.map((o) => (o.failed ? 'failed' : o.retrying ? 'retrying' : 'none'))).toEqual([
      'retrying',
      'retrying',
      'retrying',
      'failed',
    ]);
    expect(smtp.received.length).toBe(before);
    const failed = await shown(w.admin, id);
    expect(failed).toMatchObject({ lastState: 'failed', attempts: 0, lastSentAt: null });
    expect(failed.lastError).toMatch(/^SMTP: /);
    expect(failed.nextRunAt).toBe('2026-12-01T03:00:00.000Z');
  });

  it('fails, sending nothing, the schedule of an owner no longer active', async () => {
    const C = await vendorWithToken(t);
    const id = await schedule(C.token, { kind: 'duties', format: 'csv', ...monthly });
    await t.db.update(users).set({ accountStatus: 'Inactive' }).where(eq(users.vendorId, C.id));
    await makeDue(id);
    expect(await process().runDue()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(mailTo(await vendorOwnerEmail(C.id))).toEqual([]);
    const [row] = await t.db.select().from(reportSchedules).where(eq(reportSchedules.id, id));
    expect(row).toMatchObject({
      lastState: 'failed',
      lastError: 'the owner’s account is not active',
    });
  });

  it('sends a due schedule once when two processes sweep at the same moment', async () => {
    const owners = await Promise.all(
      [1, 2, 3].map(async () => {
        const user = await insertUser(t.db, { role: 'ADMIN_USER' });
        const token = (await signIn(t, user)).accessToken;
        return {
          email: user.email!,
          id: await schedule(token, { kind: 'duties', format: 'csv', ...monthly }),
        };
      }),
    );
    await makeDue(...owners.map((o) => o.id));
    const [a, b] = [process(), process()];
    const [first, second] = await Promise.all([a.runDue(), b.runDue()]);
    expect(first.sent + second.sent).toBe(3);
    for (const owner of owners) expect(mailTo(owner.email)).toHaveLength(1);
    // Once sent, a later sweep finds nothing due.
    expect(await a.runDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  // Issue 32: the e-mail and its file are in the owner's saved language.
  it('e-mails an owner who reads Kannada a Kannada subject, body and file', async () => {
    const owner = await insertUser(t.db, { role: 'admin', language: 'Kannada' });
    const token = (await signIn(t, owner)).accessToken;
    const id = await schedule(token, {
      kind: 'duties',
      filters: { groupBy: 'status' },
      format: 'csv',
      ...monthly,
    });
    await makeDue(id);
    expect(await process().runDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const [mail] = mailTo(owner.email!);
    expect(mailSubject(mail!.raw)).toBe('ಡ್ಯೂಟಿಗಳು: 01/10/2026 ಇಂದ 31/10/2026 ವರೆಗೆ');
    const body = Buffer.from(
      /Content-Type: text\/plain[^]*?\r?\n\r?\n([^]*?)\r?\n--/
        .exec(mail!.raw)![1]!
        .replace(/\s+/g, ''),
      'base64',
    ).toString('utf8');
    expect(body).toContain('ನಿಮ್ಮ ನಿಗದಿತ ವರದಿ (ಪ್ರತಿ ತಿಂಗಳು)');
    expect(body).toContain('raahi-duties-2026-10-01-to-2026-10-31.csv');
    const [file] = mailAttachments(mail!.raw);
    expect(file!.content.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = csvRows(file!.content);
    expect(rows[0]!.slice(0, 3)).toEqual(['ಸ್ಥಿತಿ', 'ಡ್ಯೂಟಿಗಳು', 'ಪೂರ್ಣಗೊಂಡವು']);
    expect(rows.map((r) => r[0])).toContain('ಪೂರ್ಣಗೊಂಡಿದೆ');
    expect(rows.at(-1)![0]).toBe('ಒಟ್ಟು');
  });
});

/** The whole path in one server: "send now" over HTTP, the in-process job, real SMTP. */
describe('send now', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      LOG_LEVEL: 'warn',
      JOBS_IN_PROCESS: 'true',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Raahi <reports@raahi.example.in>',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('e-mails the report within moments and shows it sent', async () => {
    const admin = await insertUser(t.db, { role: 'admin' });
    const token = (await signIn(t, admin)).accessToken;
    const created = await t.request('/api/report-schedules', {
      method: 'POST',
      token,
      json: { kind: 'compliance', format: 'xlsx', frequency: 'daily', timeOfDay: '07:00' },
    });
    const sent = await t.request(`/api/report-schedules/${created.body.id}/send-now`, {
      method: 'POST',
      token,
    });
    expect(sent.status).toBe(202);
    await expect
      .poll(
        async () => (await t.request('/api/report-schedules', { token })).body.items[0].lastState,
        {
          timeout: 20_000,
          interval: 250,
        },
      )
      .toBe('sent');
    const mail = smtp.received.find((m) => m.to.includes(admin.email!))!;
    expect(mail.from).toBe('reports@raahi.example.in');
    const [file] = mailAttachments(mail.raw);
    expect(file!.filename).toMatch(/^raahi-compliance-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = await workbookOf(file!.content);
    expect((workbook.worksheets[0]!.getRow(2).values as unknown[]).slice(1)[0]).toBe('Vendor');
  });
});
