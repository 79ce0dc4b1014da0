import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CURRENT_TERMS_VERSION, streamIds, type IssueBetaKeyResponse, type Lang } from '@gp/shared';
import { CLOCK, type Clock } from '@gp/shared/server';
import { hashPassword } from '../core/auth/passwords';
import { CommandPipeline } from '../core/commands/command-pipeline';
import { newId } from '../core/ids/ids';
import { IssueBetaKeyCommand } from '../modules/beta-keys/public';
import { AttachPhoneNumberCommand } from '../modules/phone/public';
import { PhotoIngest } from '../modules/photos/public';
import { reviewDecider } from '../modules/reviews/public';
import {
  AccountRegistrar,
  EnsureAdminService,
  userAccessDecider,
  userPhotosDecider,
  userProfileDecider,
  type UserAccessCommand,
  type UserPhotosCommand,
  type UserProfileCommand,
} from '../modules/users/public';
import { DEMO_CLIENTS, DEMO_CONTRACTORS, DEMO_REVIEWS, demoReviewDates } from './demo-data';
import { uploadDemoPhotos } from './demo-photos';

/** Demo credentials, printed at every start while demo data is on. Embedded mode only. */
export const DEMO_ADMIN = { email: 'admin@demo.guanacastepros.cr', password: 'pura-vida-admin' } as const;
/** Every sample account (contractors and clients) signs in with this password. */
export const DEMO_PASSWORD = 'pura-vida-demo';

/**
 * Seeds an empty log through the real commands: the demo admin, one beta key, sample contractors
 * with complete profiles, drawn photos and (most of them) a verified placeholder number, and
 * sample clients whose approved reviews make those profiles public.
 */
export async function seedDemo(app: INestApplicationContext): Promise<{ betaKey: IssueBetaKeyResponse }> {
  const context = () => ({ commandId: newId(), metadata: { actorId: null } });
  const pipeline = app.get(CommandPipeline);
  const commandBus = app.get(CommandBus);
  const registrar = app.get(AccountRegistrar);
  const runAccess = (command: UserAccessCommand) =>
    pipeline.run(userAccessDecider, { ...context(), streamId: streamIds.user(command.userId), command });
  const runProfile = (command: UserProfileCommand) =>
    pipeline.run(userProfileDecider, { ...context(), streamId: streamIds.user(command.userId), command });
  const runPhotos = (command: UserPhotosCommand) =>
    pipeline.run(userPhotosDecider, { ...context(), streamId: streamIds.user(command.userId), command });
  const clock = app.get<Clock>(CLOCK);
  const now = () => clock.now().toISOString();
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await app.get(EnsureAdminService).ensure(DEMO_ADMIN.email, DEMO_ADMIN.password);
  const betaKey = await commandBus.execute<IssueBetaKeyCommand, IssueBetaKeyResponse>(
    new IssueBetaKeyCommand(context()),
  );

  const member = async (account: { email: string; displayName: string; preferredLang: Lang }, role?: 'contractor') => {
    const registered = await registrar.register(
      null,
      { email: account.email, passwordHash, preferredLang: account.preferredLang, role },
      context(),
    );
    const userId = registered!.userId;
    await runAccess({ type: 'GrantBetaAccess', userId, betaKeyId: null, now: now() });
    await runAccess({
      type: 'AcceptTerms',
      userId,
      version: CURRENT_TERMS_VERSION,
      currentVersion: CURRENT_TERMS_VERSION,
      now: now(),
    });
    await runProfile({ type: 'ChangeDisplayName', userId, displayName: account.displayName, now: now() });
    return userId;
  };

  const contractorIds: string[] = [];
  for (const contractor of DEMO_CONTRACTORS) {
    const userId = await member(contractor, 'contractor');
    const { description, ...profile } = contractor.profile;
    const changes = {
      ...profile,
      description: typeof description === 'string' ? { [contractor.preferredLang]: description } : description,
    };
    await runProfile({ type: 'UpdateProfile', userId, changes, now: now() });
    await uploadDemoPhotos(app.get(PhotoIngest), { ...contractor, userId }, (photoId) =>
      runPhotos({ type: 'ApprovePhoto', userId, photoId, now: now() }),
    );
    // As if its code had been entered, and then the pro chose on the next step to be reached by
    // WhatsApp and call: a verified number is published only by its owner's choice.
    if (contractor.phoneNumber) {
      await commandBus.execute(new AttachPhoneNumberCommand(userId, contractor.phoneNumber, context()));
      await runProfile({
        type: 'SetContactPreferences',
        userId,
        preferences: { whatsapp: true, call: true, message: true },
        now: now(),
      });
    }
    contractorIds.push(userId);
  }
  const clientIds: string[] = [];
  for (const client of DEMO_CLIENTS) clientIds.push(await member(client));

  // Written and approved over past months, counted back from the Clock's time now.
  const dates = demoReviewDates(DEMO_REVIEWS, clock.now());
  for (const [index, review] of DEMO_REVIEWS.entries()) {
    const reviewId = newId();
    const client = DEMO_CLIENTS[review.author]!;
    const streamId = streamIds.review(reviewId);
    await pipeline.run(reviewDecider, {
      ...context(),
      streamId,
      command: {
        type: 'SubmitReview',
        reviewId,
        contractorId: contractorIds[review.contractor]!,
        authorId: clientIds[review.author]!,
        authorIsAnonymous: false,
        authorName: client.displayName,
        statedEmail: client.email,
        rating: review.rating,
        title: review.title,
        body: review.body,
        now: dates[index]!.submittedAt,
      },
    });
    await pipeline.run(reviewDecider, {
      ...context(),
      streamId,
      command: { type: 'ApproveReview', reviewId, now: dates[index]!.approvedAt },
    });
  }
  return { betaKey };
}
