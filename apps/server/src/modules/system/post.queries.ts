import { asc, eq } from 'drizzle-orm';
import { defineRepository, filters, type RepositoryOptions } from '../../platform/repository.js';
import { post } from './system.tables.js';

const postOptions = {
  name: 'post',
  table: post,
  filters: { postName: filters.like(post.postName), postCode: filters.like(post.postCode), category: filters.int(post.category) },
  sortable: { postSort: post.postSort, postCode: post.postCode, postName: post.postName, createTime: post.createTime },
  defaultOrder: [asc(post.postSort), asc(post.id)],
  unique: [{ fields: ['postCode'], message: 'postCode: a post with this code already exists' }],
} satisfies RepositoryOptions<typeof post>;

/** Posts and positions. */
export const posts = defineRepository(postOptions);

/** The trades (category 4, positions) worker forms offer: whatever category the caller asks for. */
export const trades = defineRepository({
  ...postOptions,
  filters: { ...postOptions.filters, category: { ...filters.int(post.category), where: () => eq(post.category, 4) } },
});
