import { Module } from '@nestjs/common';
import { GetSiteConfigController } from './get-site-config/get-site-config.controller';

/** Public, per-deployment settings of the web site (the contact page's WhatsApp number). */
@Module({ controllers: [GetSiteConfigController] })
export class SiteModule {}
