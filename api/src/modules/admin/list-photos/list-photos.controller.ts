import { Controller, Get, Inject, Query } from '@nestjs/common';
import type { z } from 'zod';
import { listAdminPhotosQuerySchema, listAdminPhotosResponseSchema, photoUrl, type ListAdminPhotosQuery } from '@gp/shared';
import { READ_STORE, type ReadStore } from '@gp/shared/server';
import { photosProjection, type PhotoDocument } from '@gp/projections';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { ContractorNames } from '../../reviews/contractor-names';

export const listAdminPhotosContract = defineContract({
  method: 'GET',
  path: '/api/v1/admin/photos',
  summary: 'Uploaded photos for moderation, pending first, with owner, date and thumbnail',
  access: 'audit',
  query: listAdminPhotosQuerySchema,
  response: listAdminPhotosResponseSchema,
  errors: ['AUTH.REQUIRED', 'AUDITOR_REQUIRED'],
});

/** Pending photos first: the statuses sort in this order when mapped to these ranks. */
const STATUS_ORDER = ['pending', 'rejected', 'approved'] as const;

@Controller()
export class ListAdminPhotosController {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly ownerNames: ContractorNames,
  ) {}

  @Get(listAdminPhotosContract.path)
  @RequireAccess('audit')
  async list(@Query(new ZodValidationPipe(listAdminPhotosQuerySchema)) { page, pageSize, status }: ListAdminPhotosQuery): Promise<z.infer<typeof listAdminPhotosResponseSchema>> {
    const photos = this.readStore.collection<PhotoDocument>(photosProjection.collection);
    const statuses = status ? [status] : STATUS_ORDER;
    // One page may span statuses: walk them in order, taking what the page still needs.
    const counts = await Promise.all(statuses.map((entry) => photos.countDocuments({ status: entry })));
    let skip = (page - 1) * pageSize;
    const items: PhotoDocument[] = [];
    for (const [index, entry] of statuses.entries()) {
      if (items.length >= pageSize) break;
      if (skip >= counts[index]!) {
        skip -= counts[index]!;
        continue;
      }
      items.push(...(await photos.find({ status: entry }, { sort: { uploadedAt: -1, _id: 1 }, skip, limit: pageSize - items.length })));
      skip = 0;
    }
    const names = await this.ownerNames.of(items.map((photo) => photo.userId));
    return {
      items: items.map((photo) => ({
        userId: photo.userId,
        photoId: photo._id,
        ownerName: names.get(photo.userId) ?? null,
        uploadedAt: photo.uploadedAt,
        status: photo.status,
        rejectionReason: photo.rejectionReason,
        thumbnailUrl: photoUrl(photo.userId, photo._id, 'thumbnail'),
      })),
      total: counts.reduce((sum, count) => sum + count, 0),
      page,
      pageSize,
    };
  }
}
