import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  API,
  listAdminPhotosQuerySchema,
  listAdminPhotosResponseSchema,
  type ListAdminPhotosQuery as ListAdminPhotosParams,
  type ListAdminPhotosResponse,
} from '@gp/shared';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { ListAdminPhotosQuery } from './list-admin-photos.query';

export const listAdminPhotosContract = defineContract({
  ...API.listAdminPhotos,
  summary: 'Uploaded photos for moderation, pending first, with owner, date and thumbnail',
  access: 'audit',
  query: listAdminPhotosQuerySchema,
  response: listAdminPhotosResponseSchema,
  errors: ['AUTH.REQUIRED', 'AUDITOR_REQUIRED'],
});

@Controller()
export class ListAdminPhotosController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(listAdminPhotosContract.path)
  @RequireAccess('audit')
  list(
    @Query(new ZodValidationPipe(listAdminPhotosQuerySchema)) params: ListAdminPhotosParams,
  ): Promise<ListAdminPhotosResponse> {
    return this.queryBus.execute(new ListAdminPhotosQuery(params));
  }
}
