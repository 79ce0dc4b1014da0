import { Body, Controller, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  API,
  displayNameOrFallback,
  NAME_REQUIRED,
  submitReviewRequestSchema,
  submitReviewResponseSchema,
  type Lang,
  type SubmitReviewResponse,
} from '@gp/shared';
import type { z } from 'zod';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { RateLimiter, type RateLimit } from '../../../core/auth/rate-limiter';
import { DomainError } from '../../../core/errors/domain-error';
import { defineContract } from '../../../core/http/api-contract';
import { commandContext, stepContext } from '../../../core/http/command-context';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { AuthService } from '../../auth/public';
import { UserLookup } from '../../users/public';
import { SubmitReviewCommand } from './submit-review.command';
import { clientAddress } from '../../../core/http/client-address';

export const submitReviewContract = defineContract({
  ...API.submitReview,
  summary:
    'Write a review (pending until an admin approves it). A visitor gets an anonymous session; the review goes live once they sign in.',
  access: 'public',
  body: submitReviewRequestSchema,
  response: submitReviewResponseSchema,
  status: 201,
  errors: [
    'REQUEST.INVALID',
    'REVIEW.OWN_PROFILE',
    'PROFILE.NOT_FOUND',
    'REQUEST.RATE_LIMITED',
    'REVIEW.PRO_QUEUE_FULL',
  ],
});

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/**
 * Anonymous reviews wait for an admin, so they are also capped per day: per sender, and per pro
 * (counted only once the sender is within its own), so that a crowd of sessions cannot bury one
 * pro's queue. A signed-in author is known and counted by the hourly limits only.
 */
export const REVIEW_LIMITS = {
  perIp: { name: 'review-ip', max: 20, windowMs: HOUR },
  perSession: { name: 'review-session', max: 8, windowMs: HOUR },
  anonymousPerSender: { name: 'review-anonymous-sender', max: 5, windowMs: DAY },
  anonymousPerPro: { name: 'review-anonymous-pro', max: 10, windowMs: DAY },
} as const satisfies Record<string, RateLimit>;

@Controller()
export class SubmitReviewController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly auth: AuthService,
    private readonly users: UserLookup,
    private readonly rateLimiter: RateLimiter,
  ) {}

  /** Every check runs before anything is written, so a refused review leaves no anonymous account behind. */
  @Post(submitReviewContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  async submit(
    @Body(new ZodValidationPipe(submitReviewRequestSchema)) body: z.output<typeof submitReviewRequestSchema>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SubmitReviewResponse> {
    const actor = request.actor ?? null;
    await this.rateLimiter.hit([
      { limit: REVIEW_LIMITS.perIp, subject: clientAddress(request) },
      ...(actor ? [{ limit: REVIEW_LIMITS.perSession, subject: actor.sessionId }] : []),
    ]);
    const authorIsAnonymous = !actor || actor.isAnonymous;
    const authorName = authorIsAnonymous
      ? body.name
      : actor.displayName?.trim() ||
        body.name ||
        displayNameOrFallback({ id: actor.userId, displayName: null }, body.preferredLang);
    if (!authorName) throw new DomainError('REQUEST.INVALID', { issues: [{ path: 'name', message: NAME_REQUIRED }] });
    if (actor?.userId === body.contractorId) throw new DomainError('REVIEW.OWN_PROFILE');
    const contractor = await this.users.user(body.contractorId);
    if (!contractor.exists || contractor.deleted || !contractor.isContractor)
      throw new DomainError('PROFILE.NOT_FOUND');
    if (authorIsAnonymous)
      await this.rateLimiter.hit([
        { limit: REVIEW_LIMITS.anonymousPerSender, subject: clientAddress(request) },
        ...(actor ? [{ limit: REVIEW_LIMITS.anonymousPerSender, subject: `session:${actor.sessionId}` }] : []),
        { limit: REVIEW_LIMITS.anonymousPerPro, subject: body.contractorId, code: 'REVIEW.PRO_QUEUE_FULL' as const },
      ]);

    const context = commandContext(request);
    const authorId =
      actor?.userId ??
      (
        await this.auth.startAnonymous(body.preferredLang as Lang, {
          request,
          reply,
          context: stepContext(context, 'anonymous-session'),
        })
      ).user.id;
    const { contractorId, email, rating, title, body: text } = body;
    const result: SubmitReviewResponse = await this.commandBus.execute(
      new SubmitReviewCommand(
        { contractorId, authorId, authorIsAnonymous, authorName, statedEmail: email, rating, title, body: text },
        { ...context, metadata: { ...context.metadata, actorId: authorId } },
      ),
    );
    void reply.status(201);
    return result;
  }
}
