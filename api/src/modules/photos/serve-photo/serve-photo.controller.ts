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
    'A photo file: the original, large and thumbnail JPEGs, or a sized variant (square-160.avif … full-1920.jpg, typed by its extension). Cached for a year: ids never change. A variant not made yet is served as the JPEG it stands for, not cached for good. A photo not approved yet (or rejected) is 404 but to its owner and admins, who get it uncached',
  access: 'public',
  response: z.instanceof(Uint8Array),
  errors: ['PHOTO.NOT_FOUND', 'REQUEST.INVALID'],
});

/** Files of a photo never change (a new upload gets a new id), so caches may keep them for good. */
export const PUBLIC_PHOTO_CACHE = 'public, max-age=31536000, immutable';
/** A photo not approved (awaiting review or rejected), shown only to its owner and admins, must not sit in a shared cache. */
export const PRIVATE_PHOTO_CACHE = 'private, no-store';
/** A stand-in for a variant not made yet: kept, but asked again each time, so the variant replaces it once made. */
export const STAND_IN_PHOTO_CACHE = 'public, no-cache';

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
    const cache = !file.isPublic ? PRIVATE_PHOTO_CACHE : file.isFinal ? PUBLIC_PHOTO_CACHE : STAND_IN_PHOTO_CACHE;
    void reply.header('Cache-Control', cache).header('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(file.body, { type: file.contentType, length: file.size });
  }
}
