import type { PagedList, PaginationQuery } from '@gp/shared';
import type { Doc, Filter, ReadCollection, SortSpec } from '@gp/shared/server';

/**
 * One page of a read model and the total behind it: every paged list endpoint reads this way. With
 * `fields`, only those fields (and `_id`) are read: a list that shows a few fields of large
 * documents does not copy the rest.
 */
export async function findPage<T extends Doc, Field extends keyof T & string = keyof T & string>(
  collection: ReadCollection<T>,
  filter: Filter,
  sort: SortSpec,
  { page, pageSize }: PaginationQuery,
  fields?: Readonly<Record<Field, 1>>,
): Promise<PagedList<Pick<T, '_id' | Field>>> {
  const { items, total } = await collection.findWithTotal(filter, {
    sort: { ...sort, _id: 1 },
    skip: (page - 1) * pageSize,
    limit: pageSize,
    ...(fields && { projection: fields }),
  });
  return { items, total, page, pageSize };
}

/** The same page with each document turned into what the endpoint answers. */
export function mapPage<From, To>(found: PagedList<From>, view: (item: From) => To): PagedList<To> {
  return { ...found, items: found.items.map(view) };
}
