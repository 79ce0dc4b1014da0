import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { API, directoryPageSchema, directoryQuerySchema, type DirectoryPage, type DirectoryQuery } from '@gp/shared';
import { defineContract } from '../../../core/http/api-contract';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { ListProsQuery } from './list-pros.query';

export const listProsContract = defineContract({
  ...API.listPros,
  summary:
    'The directory: public pros, filtered by service, zone (canton ↔ town), language, open now (Costa Rica time), minimum rating and free text; sorted best (Bayesian average), by review count or newest. A zone search lists after the pros serving the zone those serving a place within 40 km, nearest first, each with `nearby: { zoneId, km }`',
  access: 'public',
  cacheable: true,
  query: directoryQuerySchema,
  response: directoryPageSchema,
  errors: ['REQUEST.INVALID', 'DIRECTORY.UNKNOWN_SERVICE', 'DIRECTORY.UNKNOWN_ZONE', 'DIRECTORY.UNKNOWN_LANGUAGE'],
});

@Controller()
export class ListProsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(listProsContract.path)
  list(@Query(new ZodValidationPipe(directoryQuerySchema)) search: DirectoryQuery): Promise<DirectoryPage> {
    return this.queryBus.execute(new ListProsQuery(search));
  }
}
