import { Controller, Get, Param, Req, Res, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API, photoVariantSchema, type PhotoVariant } from '@gp/shared';
import { defineContract } from '../../../core/http/api-contract';
import { idParamSchema } from '../../../core/http/id-param';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { GetPhotoFileQuery } from './get-photo-file.query';
import type { PhotoFile } from './get-photo-file.handler';

export const servePhotoContract = defineContract({
  ...API.servePhoto,
  summary:
    'A photo file (image/jpeg): variant original, large or thumbnail; a variant not made yet is served as the original. Cached for a year: ids never change',
  access: 'public',
  response: z.instanceof(Uint8Array),
  errors: ['PHOTO.NOT_FOUND', 'REQUEST.INVALID'],
});

/** Files of a photo never change (a new upload gets a new id), so caches may keep them for good. */
export const PUBLIC_PHOTO_CACHE = 'public, max-age=31536000, immutable';
/** A rejected photo, shown only to its owner and admins, must not sit in a shared cache. */
export const PRIVATE_PHOTO_CACHE = 'private, no-store';

@Controller()
export class ServePhotoController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(servePhotoContract.path)
  async serve(
    @Param('userId', new ZodValidationPipe(idParamSchema)) userId: string,
    @Param('photoId', new ZodValidationPipe(idParamSchema)) photoId: string,
    @Param('variant', new ZodValidationPipe(photoVariantSchema)) variant: PhotoVariant,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const file: PhotoFile = await this.queryBus.execute(
      new GetPhotoFileQuery(userId, photoId, variant, request.actor ?? null),
    );
    void reply
      .header('Cache-Control', file.isPublic ? PUBLIC_PHOTO_CACHE : PRIVATE_PHOTO_CACHE)
      .header('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(file.body, { type: 'image/jpeg', length: file.size });
  }
}
