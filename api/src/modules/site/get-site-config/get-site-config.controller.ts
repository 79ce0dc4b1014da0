import { Controller, Get } from '@nestjs/common';
import { API, siteConfigResponseSchema, type SiteConfigResponse } from '@gp/shared';
import { AppConfig } from '../../../config/app-config';
import { defineContract } from '../../../core/http/api-contract';

export const getSiteConfigContract = defineContract({
  ...API.getSiteConfig,
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
