import { Controller, Get, Param, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { API, contactLinksQuerySchema, contactLinksSchema, preferredLanguage, type ContactLinks } from '@gp/shared';
import type { z } from 'zod';
import { RateLimiter } from '../../../core/auth/rate-limiter';
import { defineContract } from '../../../core/http/api-contract';
import { idParamSchema } from '../../../core/http/id-param';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { CONTACT_LIMITS, hitLimit } from '../contact-rate-limits';
import { GetContactLinksQuery } from './get-contact-links.query';
import { clientAddress } from '../../../core/http/client-address';

export const getContactLinksContract = defineContract({
  ...API.getContactLinks,
  summary:
    "A public pro's WhatsApp and call links (null when off or without a verified phone), the WhatsApp text in ?lang= or Accept-Language, naming the ?service= and ?zone= searched for (catalog names); rate limited per visitor",
  access: 'public',
  query: contactLinksQuerySchema,
  response: contactLinksSchema,
  errors: ['PROFILE.NOT_FOUND', 'REQUEST.INVALID', 'REQUEST.RATE_LIMITED'],
});

@Controller()
export class GetContactLinksController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly rateLimiter: RateLimiter,
  ) {}

  @Get(getContactLinksContract.path)
  async get(
    @Param('proId', new ZodValidationPipe(idParamSchema)) proId: string,
    @Query(new ZodValidationPipe(contactLinksQuerySchema)) query: z.output<typeof contactLinksQuerySchema>,
    @Req() request: FastifyRequest,
  ): Promise<ContactLinks> {
    await hitLimit(this.rateLimiter, CONTACT_LIMITS.linksPerVisitor, clientAddress(request));
    return this.queryBus.execute(
      new GetContactLinksQuery(proId, query.lang ?? preferredLanguage(request.headers['accept-language']), {
        serviceId: query.service,
        zoneId: query.zone,
      }),
    );
  }
}
