import { Controller, Get, Inject, Query } from '@nestjs/common';
import { adminReviewSchema, listAdminReviewsQuerySchema, reviewListSchema, type AdminReview, type ListAdminReviewsQuery } from '@gp/shared';
import { READ_STORE, type ReadStore } from '@gp/shared/server';
import { reviewsProjection, type ReviewDocument } from '@gp/projections';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { findPage } from '../../../core/queries/find-page';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';
import { ContractorNames } from '../contractor-names';
import { adminReview } from '../review-views';

const listSchema = reviewListSchema(adminReviewSchema);
export const listAdminReviewsContract = defineContract({
  method: 'GET',
  path: '/api/v1/admin/reviews',
  summary: 'Reviews for moderation: pending first, newest first within a status',
  access: 'audit',
  query: listAdminReviewsQuerySchema,
  response: listSchema,
  errors: ['AUTH.REQUIRED', 'AUDITOR_REQUIRED'],
});

@Controller()
export class ListAdminReviewsController {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly contractorNames: ContractorNames,
  ) {}

  @Get(listAdminReviewsContract.path)
  @RequireAccess('audit')
  async list(@Query(new ZodValidationPipe(listAdminReviewsQuerySchema)) { page, pageSize, status }: ListAdminReviewsQuery): Promise<{ items: AdminReview[]; total: number; page: number; pageSize: number }> {
    const reviews = this.readStore.collection<ReviewDocument>(reviewsProjection.collection);
    const filter = status ? { status } : {};
    // 'pending' sorts after 'approved', so descending puts the queue first.
    const { documents, total } = await findPage(reviews, filter, { status: -1, createdAt: -1 }, { page, pageSize });
    const names = await this.contractorNames.of(documents.map((review) => review.contractorId));
    return { items: documents.map((review) => adminReview(review, names.get(review.contractorId) ?? null)), total, page, pageSize };
  }
}
