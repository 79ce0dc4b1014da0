import { Module } from '@nestjs/common';
import { ChoosePhotoController } from './choose-photo/choose-photo.controller';
import { ChoosePhotoHandler } from './choose-photo/choose-photo.handler';
import { PhotoIngest } from './ingest/photo-ingest.service';
import { RemovePhotoController } from './remove-photo/remove-photo.controller';
import { RemovePhotoHandler } from './remove-photo/remove-photo.handler';
import { ResumableUploadsController } from './resumable-upload/resumable-uploads.controller';
import { ResumableUploads } from './resumable-upload/resumable-uploads.service';
import { GetPhotoFileHandler } from './serve-photo/get-photo-file.handler';
import { ServePhotoController } from './serve-photo/serve-photo.controller';
import { UploadPhotoController } from './upload-photo/upload-photo.controller';
import { UploadPhotoHandler } from './upload-photo/upload-photo.handler';

/**
 * Photos: direct and resumable uploads, serving, removal and choosing the profile or cover photo.
 * The raw body parser (raw-body.ts) is registered on Fastify by createHttpApp; the background jobs
 * (jobs/photo-jobs.ts) by registerJobProcessors, in every process that runs jobs.
 */
@Module({
  controllers: [
    UploadPhotoController,
    ResumableUploadsController,
    ServePhotoController,
    RemovePhotoController,
    ChoosePhotoController,
  ],
  providers: [
    PhotoIngest,
    ResumableUploads,
    GetPhotoFileHandler,
    UploadPhotoHandler,
    RemovePhotoHandler,
    ChoosePhotoHandler,
  ],
})
export class PhotosModule {}
