import { Body, Controller, Get, HttpCode, Param, Post, Put, Req, Res, UseInterceptors } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  API,
  createUploadRequestSchema,
  photoUploadResultSchema,
  UPLOAD_CHUNK_MAX_BYTES,
  uploadProgressSchema,
  type CreateUploadRequest,
  type PhotoUploadResult,
  type UploadProgress,
} from '@gp/shared';
import { IdempotencyInterceptor } from '../../../core/http/idempotency.interceptor';
import { RequireAccess } from '../../../core/auth/access.guard';
import { DomainError } from '../../../core/errors/domain-error';
import { defineContract } from '../../../core/http/api-contract';
import { commandContext } from '../../../core/http/command-context';
import { idParamSchema } from '../../../core/http/id-param';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { AcceptsRawBody, rawBodyStream } from '../raw-body/raw-body';
import { parseContentRange } from './content-range';
import { ResumableUploads } from './resumable-uploads.service';

const UPLOAD_ERRORS = ['AUTH.REQUIRED', 'BETA_REQUIRED', 'TERMS_REQUIRED', 'REQUEST.INVALID', 'ROUTE.NOT_FOUND'];

export const startUploadContract = defineContract({
  ...API.startUpload,
  summary:
    'Start a resumable photo upload of `size` bytes; the file then goes up in chunks (PUT). It may be continued for 24 hours',
  access: 'restricted',
  body: createUploadRequestSchema,
  response: uploadProgressSchema,
  status: 201,
  errors: [...UPLOAD_ERRORS, 'PHOTO.TOO_LARGE'],
});

export const uploadProgressContract = defineContract({
  ...API.uploadProgress,
  summary: 'Where my upload stands (also HEAD, with the Upload-Offset header): the next chunk starts at `offset`',
  access: 'restricted',
  response: uploadProgressSchema,
  errors: UPLOAD_ERRORS,
});

export const uploadChunkContract = defineContract({
  ...API.uploadChunk,
  summary:
    'Append a chunk: raw bytes with `Content-Range: bytes start-end/size`, starting at the current offset (else 409 with the offset), ' +
    'at most 32 MB, at least 256 KB unless it is the last. Answers the progress, or 201 with the photo once the last byte is in',
  access: 'restricted',
  response: z.union([uploadProgressSchema, photoUploadResultSchema]),
  errors: [
    ...UPLOAD_ERRORS,
    'CONCURRENCY.CONFLICT',
    'PHOTO.TOO_LARGE',
    'PHOTO.UNSUPPORTED_TYPE',
    'PHOTO.UNREADABLE',
    'PHOTO.LIMIT_REACHED',
  ],
});

@Controller()
export class ResumableUploadsController {
  constructor(private readonly uploads: ResumableUploads) {}

  @Post(startUploadContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @HttpCode(201)
  @RequireAccess('restricted')
  start(
    @Body(new ZodValidationPipe(createUploadRequestSchema)) { size, kind }: CreateUploadRequest,
    @Req() request: FastifyRequest,
  ): Promise<UploadProgress> {
    return this.uploads.start(request.actor!.userId, size, kind);
  }

  @Get(uploadProgressContract.path)
  @RequireAccess('restricted')
  async progress(
    @Param('uploadId', new ZodValidationPipe(idParamSchema)) uploadId: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UploadProgress> {
    const progress = await this.uploads.progress(request.actor!.userId, uploadId);
    void reply
      .header('Upload-Offset', String(progress.offset))
      .header('Upload-Length', String(progress.size))
      .header('Cache-Control', 'no-store');
    return progress;
  }

  @Put(uploadChunkContract.path)
  @UseInterceptors(IdempotencyInterceptor)
  @RequireAccess('restricted')
  @AcceptsRawBody(UPLOAD_CHUNK_MAX_BYTES)
  async chunk(
    @Param('uploadId', new ZodValidationPipe(idParamSchema)) uploadId: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<UploadProgress | PhotoUploadResult> {
    const range = parseContentRange(request.headers['content-range']);
    if (!range)
      throw new DomainError('REQUEST.INVALID', { header: 'Content-Range', reason: 'expected bytes start-end/size' });
    const body = rawBodyStream(request);
    if (!body) throw new DomainError('REQUEST.UNSUPPORTED_MEDIA_TYPE');
    const outcome = await this.uploads.append(request.actor!.userId, uploadId, range, body, commandContext(request));
    if (outcome.complete) {
      void reply.status(201);
      return outcome.photo;
    }
    void reply.header('Upload-Offset', String(outcome.progress.offset));
    return outcome.progress;
  }
}
