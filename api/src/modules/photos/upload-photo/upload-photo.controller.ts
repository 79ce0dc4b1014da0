import { Controller, HttpCode, Post, Query, Req, UseInterceptors } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  API,
  MAX_UPLOAD_BYTES,
  photoUploadResultSchema,
  uploadPhotoQuerySchema,
  type PhotoKind,
  type PhotoUploadResult,
} from '@gp/shared';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { RequireAccess } from '../../../core/auth/access.guard';
import { DomainError } from '../../../core/errors/domain-error';
import { defineContract } from '../../../core/http/api-contract';
import { commandContext } from '../../../core/http/command-context';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { PhotoIngest } from '../ingest/photo-ingest.service';
import { AcceptsRawBody, rawBodyStream } from '../raw-body/raw-body';

export const uploadPhotoContract = defineContract({
  ...API.uploadPhoto,
  summary:
    'Upload a photo: the raw PNG or JPEG file is the body (Content-Type image/png, image/jpeg or application/octet-stream; the bytes decide). ' +
    'Stored re-encoded as JPEG within 3000x3000 without metadata; thumbnail and large variants follow in the background',
  access: 'restricted',
  query: uploadPhotoQuerySchema,
  response: photoUploadResultSchema,
  status: 201,
  errors: [
    'AUTH.REQUIRED',
    'BETA_REQUIRED',
    'TERMS_REQUIRED',
    'REQUEST.INVALID',
    'PHOTO.TOO_LARGE',
    'PHOTO.UNSUPPORTED_TYPE',
    'PHOTO.UNREADABLE',
    'PHOTO.LIMIT_REACHED',
  ],
});

@Controller()
export class UploadPhotoController {
  constructor(private readonly ingest: PhotoIngest) {}

  @Post(uploadPhotoContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @HttpCode(201)
  @RequireAccess('restricted')
  @AcceptsRawBody(MAX_UPLOAD_BYTES)
  upload(
    @Query(new ZodValidationPipe(uploadPhotoQuerySchema)) { kind }: { kind: PhotoKind },
    @Req() request: FastifyRequest,
  ): Promise<PhotoUploadResult> {
    const body = rawBodyStream(request);
    if (!body) throw new DomainError('PHOTO.UNSUPPORTED_TYPE');
    return this.ingest.ingest(body, { userId: request.actor!.userId, kind, context: commandContext(request) });
  }
}
