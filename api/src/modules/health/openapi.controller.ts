import { Controller, Get, Header } from '@nestjs/common';
import { buildOpenApiDocument } from '../../core/http/openapi';

/** The OpenAPI document at /api/docs (JSON), generated from the shared zod contracts. */
@Controller()
export class OpenApiController {
  private document: Record<string, unknown> | undefined;

  @Get('/api/docs')
  @Header('Cache-Control', 'no-cache')
  docs(): Record<string, unknown> {
    this.document ??= buildOpenApiDocument();
    return this.document;
  }
}
