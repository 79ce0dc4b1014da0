import type { PaginationQuery } from '@gp/shared';
import type { Doc, Filter, ReadCollection, SortSpec } from '@gp/shared/server';

/** One page of a read model and the total behind it: every paged list endpoint reads this way. */
export async function findPage<T extends Doc>(collection: ReadCollection<T>, filter: Filter, sort: SortSpec, { page, pageSize }: PaginationQuery): Promise<{ documents: T[]; total: number }> {
  const [documents, total] = await Promise.all([
    collection.find(filter, { sort: { ...sort, _id: 1 }, skip: (page - 1) * pageSize, limit: pageSize }),
    collection.countDocuments(filter),
  ]);
  return { documents, total };
}
