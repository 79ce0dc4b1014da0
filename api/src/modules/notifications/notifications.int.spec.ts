import { join } from 'node:path';
import { QUIET_HOURS, streamIds } from '@gp/shared';
import { openSqlite } from '../../infrastructure/sqlite/open-sqlite';
import type { ConsoleMessageSender } from '../../infrastructure/messages/console-message-sender';
import { setClock } from '../../infrastructure/clock/set-clock';
import { deterministicUuid } from '../../core/ids/ids';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { phoneClient } from '../phone/public';
import { notificationJobId, notificationReactor } from './jobs/notification.reactor';
import { SEND_NOTIFICATION, sendNotification } from './jobs/send-notification';

const ORIGIN = 'http://localhost:3000';
const STATUS_CALLBACK = `${ORIGIN}/api/v1/webhooks/twilio/status`;
const HOSTILE = 'Pague en evil.cr/pago </script>';

/**
 * Each kind of notification on the real app (event log, notification reactor, queue, console
 * transport): who gets it, in which language, with which link, and never the words anybody typed.
 */
describe('notifications to pros and clients', () => {
  // 09:00 in Costa Rica: outside the quiet hours.
  const clock = setClock('2026-11-23T15:00:00.000Z');
  let t: TestApp;
  let admin: string;
  let pro: { cookie: string; userId: string };
  const PRO_PHONE = '+50688880001';
  const reviewers: { cookie: string; userId: string; phone: string }[] = [];
  const reviewIds: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_ORIGIN: ORIGIN }, { clock });
    admin = await t.signInAsAdmin();
    pro = await t.contractor('notified-pro@example.com', HOSTILE);
    await t
      .http()
      .put('/api/v1/account/preferred-language')
      .set('Cookie', pro.cookie)
      .send({ preferredLang: 'es' })
      .expect(200);
    await phoneClient(t).attach(pro.cookie, PRO_PHONE);
    for (let index = 0; index < 3; index++) {
      const member = await t.member(`notified-reviewer-${index}@example.com`);
      const phone = `+5068888100${index}`;
      await phoneClient(t).attach(member.cookie, phone);
      reviewers.push({ ...member, phone });
    }
  });
  afterAll(() => t.close());

  const outbox = () => t.runtime.adapters.sms as ConsoleMessageSender;
  const bodiesTo = (phone: string) =>
    outbox()
      .outbox()
      .filter((message) => message.to === phone)
      .map((message) => message.body);
  const settled = async (position: number, ...jobIds: string[]) => {
    await t.runtime.reactors!.waitForPosition(position, 10_000);
    for (const jobId of jobIds) await t.jobSettled(SEND_NOTIFICATION, jobId);
  };
  const review = async (reviewer: (typeof reviewers)[number]) => {
    const submitted = await t
      .http()
      .post('/api/v1/reviews')
      .set('Cookie', reviewer.cookie)
      .send({ contractorId: pro.userId, rating: 5, email: 'r@example.com', title: HOSTILE, body: HOSTILE })
      .expect(201);
    const reviewId = submitted.body.reviewId as string;
    reviewIds.push(reviewId);
    const approved = await t
      .http()
      .post(`/api/v1/admin/reviews/${reviewId}/approve`)
      .set('Cookie', admin)
      .send({ expectedRevision: 0 })
      .expect(200);
    return { reviewId, position: approved.body.position as number, at: `${streamIds.review(reviewId)}:1` };
  };

  it('tells the pro (in Spanish) and the author (in English) that a review was published, and the pro once the profile goes public', async () => {
    const first = await review(reviewers[0]!);
    await settled(
      first.position,
      notificationJobId('review-published', first.at),
      notificationJobId('own-review-published', first.at),
    );
    const profile = `${ORIGIN}/es/profile/${pro.userId}`;
    expect(bodiesTo(PRO_PHONE)).toEqual([
      expect.stringMatching(/^Your Guanacaste Pros code is \d{6}/),
      `Se publicó una reseña nueva en tu perfil de Guanacaste Pros. Mírala en ${profile}`,
    ]);
    expect(bodiesTo(reviewers[0]!.phone).at(-1)).toBe(
      `Your review was published on Guanacaste Pros. See it at ${ORIGIN}/en/profile/${pro.userId}`,
    );
    // The status callback goes with every notification.
    expect(outbox().lastMessageTo(PRO_PHONE)).toMatchObject({ statusCallback: STATUS_CALLBACK });

    await review(reviewers[1]!);
    const third = await review(reviewers[2]!);
    await settled(third.position, notificationJobId('profile-public', third.at));
    expect(bodiesTo(PRO_PHONE).slice(-2)).toEqual([
      `Se publicó una reseña nueva en tu perfil de Guanacaste Pros. Mírala en ${profile}`,
      `¡Tu perfil de Guanacaste Pros ya es público! Los clientes ya pueden encontrarte: ${profile}`,
    ]);
    for (const body of [...bodiesTo(PRO_PHONE), ...bodiesTo(reviewers[0]!.phone)]) expect(body).not.toMatch(/evil/);
  });

  it('sends nothing twice for a redelivered event, nor for a job run again', async () => {
    const events = await t.runtime.adapters.eventStore.readStream(streamIds.review(reviewIds[2]!));
    const approved = events.find((event) => event.type === 'ReviewApproved')!;
    const before = outbox().outbox().length;
    const { jobQueue, keyValue, eventStore, sms } = t.runtime.adapters;
    // The reactor met the event again (a restart before its checkpoint): its jobs are the same ids, kept once…
    await notificationReactor({ jobs: jobQueue, keyValue, eventStore, clock }).react(approved as never);
    // …and the jobs run again (the queue forgot their ids) find they were sent.
    const job = sendNotification({
      sms,
      eventStore,
      keyValue,
      clock,
      jobs: jobQueue,
      publicOrigin: ORIGIN,
      whatsappTemplates: new Map(),
      quietHours: QUIET_HOURS,
    });
    const at = `${approved.streamId}:${approved.revision}`;
    await job(
      { notification: { kind: 'profile-public', pro: pro.userId }, recipient: { userId: pro.userId } },
      { jobId: notificationJobId('profile-public', at), attempt: 1 },
    );
    await job(
      { notification: { kind: 'review-published', pro: pro.userId }, recipient: { userId: pro.userId } },
      { jobId: notificationJobId('review-published', at), attempt: 1 },
    );
    expect(outbox().outbox()).toHaveLength(before);
  });

  it('tells a visitor the pro marked their request answered, once, at the number they left', async () => {
    const sent = await t
      .http()
      .post(`/api/v1/pros/${pro.userId}/leads`)
      .send({ name: HOSTILE, phoneNumber: '7000-5555', message: HOSTILE, lang: 'es' })
      .expect(201);
    const leadId = sent.body.leadId as string;
    const answer = () =>
      t
        .http()
        .post(`/api/v1/account/leads/${leadId}/answered`)
        .set('Cookie', pro.cookie)
        .set('X-Min-Position', String(sent.body.position));
    const answered = await answer().expect(200);
    await settled(answered.body.position, notificationJobId('request-answered', leadId));
    const expected = `El profesional marcó tu solicitud como respondida en Guanacaste Pros: ${ORIGIN}/es/profile/${pro.userId}`;
    expect(bodiesTo('+50670005555').filter((body) => body === expected)).toHaveLength(1);

    await t.http().delete(`/api/v1/account/leads/${leadId}/answered`).set('Cookie', pro.cookie).expect(200);
    const again = await answer().expect(200);
    await t.runtime.reactors!.waitForPosition(again.body.position, 10_000);
    await t.jobSettled(SEND_NOTIFICATION, notificationJobId('request-answered', leadId));
    expect(bodiesTo('+50670005555').filter((body) => body === expected)).toHaveLength(1);
  });

  it("tells the pro an admin hid their reply, without the admin's reason", async () => {
    const reviewId = reviewIds[0]!;
    const replied = await t
      .http()
      .put(`/api/v1/account/reviews/${reviewId}/reply`)
      .set('Cookie', pro.cookie)
      .send({ text: 'Gracias' })
      .expect(200);
    const hidden = await t
      .http()
      .post(`/api/v1/admin/reviews/${reviewId}/reply/hide`)
      .set('Cookie', admin)
      .set('X-Min-Position', String(replied.body.position))
      .send({ expectedRevision: 2, reason: HOSTILE })
      .expect(200);
    await settled(hidden.body.position, notificationJobId('reply-hidden', `${streamIds.review(reviewId)}:3`));
    expect(bodiesTo(PRO_PHONE).at(-1)).toBe(
      `Un administrador ocultó tu respuesta a una reseña en Guanacaste Pros. Mírala en ${ORIGIN}/es/profile/${pro.userId}`,
    );
  });

  it("tells the author their review was removed, with the reason from the list and not the admin's note", async () => {
    const reviewId = reviewIds[1]!;
    const removed = await t
      .http()
      .post(`/api/v1/admin/reviews/${reviewId}/remove`)
      .set('Cookie', admin)
      .send({ reasonCode: 'offensive', note: HOSTILE, expectedRevision: 1 })
      .expect(200);
    await settled(removed.body.position, notificationJobId('own-review-removed', `${streamIds.review(reviewId)}:2`));
    expect(bodiesTo(reviewers[1]!.phone).at(-1)).toBe(
      `Your review was removed from Guanacaste Pros. Reason: It is offensive or abusive. Details at ${ORIGIN}/en/account?tab=reviews`,
    );
  });

  it('tells the photo owner a photo was refused, with the reason in their language', async () => {
    // The event as the admin's refusal appends it (uploading a real image is the photos module's tests' work).
    const photoId = deterministicUuid('photo', 'refused');
    const { position } = await t.runtime.adapters.eventStore.appendToStream(
      streamIds.user(pro.userId),
      [
        {
          id: deterministicUuid('photo-rejected', photoId),
          type: 'PhotoRejected',
          data: {
            userId: pro.userId,
            photoId,
            reason: HOSTILE,
            reasonCode: 'people',
            rejectedAt: clock.now().toISOString(),
          },
          metadata: { actorId: null },
        },
      ],
      { expectedRevision: 'any' },
    );
    const stream = await t.runtime.adapters.eventStore.readStream(streamIds.user(pro.userId));
    await settled(position, notificationJobId('photo-refused', `${streamIds.user(pro.userId)}:${stream.length - 1}`));
    expect(bodiesTo(PRO_PHONE).at(-1)).toBe(
      `Una de tus fotos no se aprobó en Guanacaste Pros. Motivo: Muestra a personas que quizá no aceptaron aparecer. Revisa tus fotos en ${ORIGIN}/es/edit-contractor-profile?tab=photos`,
    );
  });

  it('tells nobody of an event met long after it happened (a reactor rebuilt from the start of the log)', async () => {
    const answered = (await t.runtime.adapters.eventStore.readAll()) as AsyncIterable<{
      type: string;
      position: number;
    }>;
    let event: unknown;
    for await (const candidate of answered) if (candidate.type === 'LeadAnswered') event = candidate;
    const replayed = (at: Date) => ({
      ...(event as object),
      recordedAt: at.toISOString(),
      data: { ...(event as { data: object }).data, leadId: 'replayed-lead' },
    });
    const { jobQueue, keyValue, eventStore } = t.runtime.adapters;
    const reactorAt = (now: string) =>
      notificationReactor({ jobs: jobQueue, keyValue, eventStore, clock: setClock(now) });

    await reactorAt('2026-11-26T15:00:01.000Z').react(replayed(new Date('2026-11-23T15:00:00.000Z')) as never);
    expect(queued(t)).not.toContain(notificationJobId('request-answered', 'replayed-lead'));
    await reactorAt('2026-11-23T16:00:00.000Z').react(replayed(new Date('2026-11-23T15:00:00.000Z')) as never);
    expect(queued(t)).toContain(notificationJobId('request-answered', 'replayed-lead'));
  });
});

/** The ids of the send-notification jobs the queue holds. */
function queued(t: TestApp): string[] {
  const db = openSqlite(join(t.runtime.config.DATA_DIR, 'guanacaste.sqlite'));
  try {
    return (
      db.prepare('SELECT job_id AS jobId FROM job_queue WHERE name = ?').all(SEND_NOTIFICATION) as { jobId: string }[]
    ).map((row) => row.jobId);
  } finally {
    db.close();
  }
}
