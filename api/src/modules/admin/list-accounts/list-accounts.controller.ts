import { Controller, Get, Inject, Query } from '@nestjs/common';
import { listAccountsQuerySchema, listAccountsResponseSchema, type ListAccountsQuery, type ListAccountsResponse } from '@gp/shared';
import { READ_STORE, type ReadStore } from '@gp/shared/server';
import { accountsProjection, type AccountDocument } from '@gp/projections';
import { RequireAccess } from '../../../core/auth/access.guard';
import { defineContract } from '../../../core/http/api-contract';
import { findPage } from '../../../core/queries/find-page';
import { ZodValidationPipe } from '../../../core/http/zod-validation.pipe';

export const listAccountsContract = defineContract({
  method: 'GET',
  path: '/api/v1/admin/accounts',
  summary: 'Accounts, newest first; search by name, email or phone; anonymous accounts only when asked',
  access: 'audit',
  query: listAccountsQuerySchema,
  response: listAccountsResponseSchema,
  errors: ['AUTH.REQUIRED', 'AUDITOR_REQUIRED'],
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

@Controller()
export class ListAccountsController {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  @Get(listAccountsContract.path)
  @RequireAccess('audit')
  async list(@Query(new ZodValidationPipe(listAccountsQuerySchema)) { search, includeAnonymous, page, pageSize }: ListAccountsQuery): Promise<ListAccountsResponse> {
    const accounts = this.readStore.collection<AccountDocument>(accountsProjection.collection);
    const matching = search ? { $regex: escapeRegExp(search), $options: 'i' } : undefined;
    const filter = {
      ...(includeAnonymous === 'true' ? {} : { isAnonymous: false }),
      ...(matching ? { $or: [{ displayName: matching }, { email: matching }, { phoneNumber: matching }] } : {}),
    };
    const { documents, total } = await findPage(accounts, filter, { createdAt: -1 }, { page, pageSize });
    return {
      items: documents.map((account) => ({
        id: account._id,
        email: account.email,
        displayName: account.displayName,
        phoneNumber: account.phoneNumber,
        hasBetaAccess: account.hasBetaAccess,
        isAdmin: account.isAdmin,
        isAuditor: account.isAuditor,
        isContractor: account.isContractor,
        isAnonymous: account.isAnonymous,
        createdAt: account.createdAt,
      })),
      total,
      page,
      pageSize,
    };
  }
}
