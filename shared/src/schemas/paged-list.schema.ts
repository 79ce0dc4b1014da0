import { z } from 'zod';

/** One page of a list: every list endpoint answers this shape. */
export function pagedListSchema<Item extends z.ZodTypeAny>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

export type PagedList<Item> = { items: Item[]; total: number; page: number; pageSize: number };
