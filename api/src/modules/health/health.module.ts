import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { OpenApiController } from './openapi.controller';

/** The process's own endpoints: health of each adapter and the OpenAPI document. */
@Module({ controllers: [HealthController, OpenApiController] })
export class HealthModule {}
