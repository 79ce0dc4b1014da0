import { Controller, Get, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { API, sessionResponseSchema, type SessionResponse } from '@gp/shared';
import { defineContract } from '../../../core/http/api-contract';
import { toSessionUser } from '../session-user';

export const getSessionContract = defineContract({
  ...API.getSession,
  summary: 'The signed-in user, or null',
  access: 'public',
  response: sessionResponseSchema,
});

@Controller()
export class GetSessionController {
  @Get(getSessionContract.path)
  get(@Req() request: FastifyRequest): SessionResponse {
    return { user: request.actor ? toSessionUser(request.actor) : null };
  }
}
