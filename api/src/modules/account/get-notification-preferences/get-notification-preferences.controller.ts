import { Controller, Get, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { API, notificationPreferencesResponseSchema, type NotificationPreferencesResponse } from '@gp/shared';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { GetNotificationPreferencesQuery } from './get-notification-preferences.query';

export const getNotificationPreferencesContract = defineContract({
  ...API.getNotificationPreferences,
  summary: "The signed-in account's channel per notification kind (a kind left out is automatic)",
  access: 'signed-in',
  response: notificationPreferencesResponseSchema,
  errors: ['AUTH.REQUIRED'],
});

@Controller()
export class GetNotificationPreferencesController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(getNotificationPreferencesContract.path)
  @RequireAccess('signed-in')
  get(@Req() request: FastifyRequest): Promise<NotificationPreferencesResponse> {
    return this.queryBus.execute(new GetNotificationPreferencesQuery(request.actor!.userId));
  }
}
