import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  API,
  myDataExportQuerySchema,
  myDataExportSchema,
  type MyDataExport,
  type MyDataExportQuery,
} from '@gp/shared';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { ExportMyDataQuery } from './export-my-data.query';

export const MY_DATA_FILE_NAME = 'guanacaste-pros-my-data.json';

export const exportMyDataContract = defineContract({
  ...API.exportMyData,
  summary:
    'A copy of everything the platform holds about the signed-in user: account, pro profile, reviews written, requests sent and received, and their account events (types and times); `?download=1` answers it as a file',
  access: 'signed-in',
  query: myDataExportQuerySchema,
  response: myDataExportSchema,
  errors: ['AUTH.REQUIRED', 'REQUEST.INVALID', 'USER.NOT_FOUND'],
});

@Controller()
export class ExportMyDataController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(exportMyDataContract.path)
  @RequireAccess('signed-in')
  async export(
    @Query(new ZodValidationPipe(myDataExportQuerySchema)) query: MyDataExportQuery,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MyDataExport> {
    if (query.download === '1') void reply.header('Content-Disposition', `attachment; filename="${MY_DATA_FILE_NAME}"`);
    return this.queryBus.execute(new ExportMyDataQuery(request.actor!.userId));
  }
}
