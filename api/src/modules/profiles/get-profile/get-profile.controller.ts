import { Controller, Get, Param, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { API, viewAsQuerySchema, profileViewSchema, type ViewAsQuery, type ProfileView } from '@gp/shared';
import { defineContract } from '../../../core/http/api-contract';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { idParamSchema } from '../../../core/http/id-param';
import { GetProfileQuery } from './get-profile.query';

export const getProfileContract = defineContract({
  ...API.getProfile,
  summary:
    'A contractor profile: public at three live reviews, always visible to its owner and admins (owner: phone, every photo with its status and rejection reason; admin: debug fields); ?as=visitor answers as to a signed-out visitor',
  access: 'public',
  query: viewAsQuerySchema,
  cacheable: true,
  response: profileViewSchema,
  errors: ['PROFILE.NOT_FOUND'],
});

@Controller()
export class GetProfileController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(getProfileContract.path)
  get(
    @Param('userId', new ZodValidationPipe(idParamSchema)) userId: string,
    @Query(new ZodValidationPipe(viewAsQuerySchema)) query: ViewAsQuery,
    @Req() request: FastifyRequest,
  ): Promise<ProfileView> {
    return this.queryBus.execute(new GetProfileQuery(userId, request.actor ?? null, query.as === 'visitor'));
  }
}
