import { Controller, Get } from '@nestjs/common';
import { siteConfigResponseSchema, type SiteConfigResponse } from '@gp/shared';
import { AppConfig } from '../../../config/app-config';
import { defineContract } from '../../../core/http/api-contract';

export const getSiteConfigContract = defineContract({
  method: 'GET',
  path: '/api/v1/site-config',
  summary: "Public site settings: support's WhatsApp number (null until one is configured)",
  access: 'public',
  response: siteConfigResponseSchema,
});

@Controller()
export class GetSiteConfigController {
  constructor(private readonly config: AppConfig) {}

  @Get(getSiteConfigContract.path)
  get(): SiteConfigResponse {
    return { whatsappNumber: this.config.values.WHATSAPP_NUMBER ?? null };
  }
}
