import { type CanActivate, type ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { CURRENT_TERMS_VERSION } from '@gp/shared';
import { DomainError } from '../errors/domain-error';
import type { Access } from '../http/api-contract';
import { actorOf, type Actor } from './actor';
import { SessionService } from './session.service';
import { readSessionCookie } from './session-cookie';
import { USER_ACCESS, type UserAccessReader } from './user-access';
import { UserAccessCache } from './user-access-cache';

const ACCESS = 'gp:access';
/** The least a caller needs for an endpoint; the guard enforces it on the server for every request. */
export const RequireAccess = (access: Access) => SetMetadata(ACCESS, access);

/**
 * Resolves the actor from the session cookie and enforces the endpoint's access level. The user's
 * access facts come from UserAccessCache, which forgets a user whenever their stream is appended
 * to, so a revoked role or a deleted account takes effect at once without a stream read per request.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
    @Inject(USER_ACCESS) private readonly users: UserAccessReader,
    private readonly accessCache: UserAccessCache,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    request.actor = await this.resolveActor(request);
    const access =
      this.reflector.getAllAndOverride<Access | undefined>(ACCESS, [context.getHandler(), context.getClass()]) ??
      'public';
    assertAccess(request.actor, access);
    return true;
  }

  private async resolveActor(request: FastifyRequest): Promise<Actor | null> {
    const sessionId = readSessionCookie(request);
    if (!sessionId) return null;
    const session = await this.sessions.get(sessionId);
    if (!session) return null;
    const user = await this.accessCache.get(session.userId, (userId) => this.users.user(userId));
    if (!user.exists || user.deleted) {
      await this.sessions.destroy(session.id);
      return null;
    }
    return actorOf(session, user);
  }
}

/**
 * Throws the refusal when the actor lacks the access level. The guard applies it to every
 * endpoint; an endpoint whose need depends on its input (a phone challenge's purpose) calls it too.
 */
export function assertAccess(actor: Actor | null | undefined, access: Access): void {
  if (access === 'public') return;
  if (access === 'session' && actor) return;
  if (!actor || actor.isAnonymous) throw new DomainError('AUTH.REQUIRED');
  if (access === 'admin' && !actor.isAdmin) throw new DomainError('ADMIN_REQUIRED');
  if (access === 'audit' && !actor.isAdmin && !actor.isAuditor) throw new DomainError('AUDITOR_REQUIRED');
  if (access === 'restricted' && !actor.isAdmin) {
    if (!actor.hasBetaAccess) throw new DomainError('BETA_REQUIRED');
    if (actor.acceptedTermsVersion !== CURRENT_TERMS_VERSION) throw new DomainError('TERMS_REQUIRED');
  }
}
