import type { PagedList, PaginationQuery } from '@gp/shared';
import type { Doc, Filter, ReadCollection, SortSpec } from '@gp/shared/server';

/** One page of a read model and the total behind it: every paged list endpoint reads this way. */
export async function findPage<T extends Doc>(
  collection: ReadCollection<T>,
  filter: Filter,
  sort: SortSpec,
  { page, pageSize }: PaginationQuery,
): Promise<PagedList<T>> {
  const { items, total } = await collection.findWithTotal(filter, {
    sort: { ...sort, _id: 1 },
    skip: (page - 1) * pageSize,
    limit: pageSize,
  });
  return { items, total, page, pageSize };
}

/** The same page with each document turned into what the endpoint answers. */
export function mapPage<From, To>(found: PagedList<From>, view: (item: From) => To): PagedList<To> {
  return { ...found, items: found.items.map(view) };
}
