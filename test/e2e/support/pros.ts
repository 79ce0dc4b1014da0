import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/** The password of every member the journeys create. */
export const PRO_PASSWORD = 'a-good-password';

/** What a test pro offers, set through the profile API before the profile goes public. */
export interface ProProfile {
  serviceIds?: string[];
  zoneIds?: string[];
  languageCodes?: string[];
  hours?: { open: string; close: string; isClosed: boolean }[];
}

export async function betaMember(
  request: APIRequestContext,
  admin: APIRequestContext,
  email: string,
  role?: 'contractor',
): Promise<string> {
  const { keyId } = (await (await admin.post('/api/v1/admin/beta-keys', { data: {} })).json()) as { keyId: string };
  const signUp = await request.post('/api/v1/auth/sign-up', {
    data: { email, password: PRO_PASSWORD, betaKey: keyId, ...(role ? { role } : {}) },
  });
  expect(signUp.ok()).toBe(true);
  expect((await request.post('/api/v1/account/terms', { data: { version: 1 } })).status()).toBe(200);
  return ((await signUp.json()) as { user: { id: string } }).user.id;
}

/** A contractor with a verified phone chosen for WhatsApp and call, and three approved reviews: public, reachable on every channel. */
export async function publicPro(
  newContext: () => Promise<APIRequestContext>,
  admin: APIRequestContext,
  tag: string,
  name: string,
  phoneNumber: string,
  profile?: ProProfile,
) {
  const pro = await newContext();
  const email = `pro-${tag}@example.com`;
  const proId = await betaMember(pro, admin, email, 'contractor');
  expect((await pro.put('/api/v1/account/display-name', { data: { displayName: name } })).status()).toBe(200);
  if (profile) expect((await pro.patch('/api/v1/account/profile', { data: profile })).status()).toBe(200);
  const started = (await (
    await pro.post('/api/v1/phone/challenges', { data: { phoneNumber, purpose: 'attach' } })
  ).json()) as { challengeId: string };
  let code = '';
  await expect
    .poll(async () => {
      const { messages } = (await (
        await admin.get(`/api/v1/testing/sms-outbox?to=${encodeURIComponent(phoneNumber)}`)
      ).json()) as { messages: { body: string }[] };
      code = /#(\d{6})$/.exec(messages.at(-1)?.body ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  expect(
    (await pro.post('/api/v1/phone/challenges/verify', { data: { challengeId: started.challengeId, code } })).status(),
  ).toBe(200);
  // A verified number is public only once the pro chooses it (the step after verifying): this pro does.
  expect(
    (
      await pro.put('/api/v1/account/profile/contact-preferences', {
        data: { whatsapp: true, call: true, message: true },
      })
    ).status(),
  ).toBe(200);
  for (const index of [1, 2, 3]) {
    const reviewer = await newContext();
    await betaMember(reviewer, admin, `reviewer-${index}-${tag}@example.com`);
    const review = await reviewer.post('/api/v1/reviews', {
      data: {
        contractorId: proId,
        rating: 5,
        email: `reviewer-${index}-${tag}@example.com`,
        title: 'Excelente',
        body: 'Arregló la bomba el mismo día.',
      },
    });
    const { reviewId } = (await review.json()) as { reviewId: string };
    const queue = (await (await admin.get('/api/v1/admin/reviews?status=pending&pageSize=100')).json()) as {
      items: { id: string; revision: number }[];
    };
    const pending = queue.items.find((item) => item.id === reviewId)!;
    expect(
      (
        await admin.post(`/api/v1/admin/reviews/${reviewId}/approve`, { data: { expectedRevision: pending.revision } })
      ).status(),
    ).toBe(200);
  }
  return { proId, email };
}
