// The limit and offset a request asks for, read as every list reads them (PAGINATE_COUNT by
// default, at most MAX_PAGE_SIZE), and the page of a list an action holds in memory (a rack's
// units, a choice set's choices) with its count and links.
import type { Request } from 'express';
import type { Config } from '../config.ts';
import { pageBounds, pageLinks, type Page, type PageSettings } from '../engine/read/read.ts';
import { apiBase, queryOf } from './request.ts';

type Limits = Pick<Config, 'paginateCount' | 'maxPageSize'>;

export function pageSettings(config: Limits): PageSettings {
  return { paginateCount: config.paginateCount, maxPageSize: config.maxPageSize ?? 0 };
}

/** The request's limit (null: no limit) and offset. */
export function requestBounds(req: Request, config: Limits): { limit: number | null; offset: number } {
  return pageBounds(queryOf(req), pageSettings(config));
}

/** The items of `items` on the page the request asks for, with the page's count and links. */
export function listPage<T>(req: Request, config: Limits, items: T[]): Omit<Page, 'results'> & { items: T[] } {
  const { limit, offset } = requestBounds(req, config);
  return {
    count: items.length,
    ...pageLinks(new URL(req.originalUrl, apiBase(req)), limit, offset, items.length),
    items: limit === null ? items.slice(offset) : items.slice(offset, offset + limit),
  };
}
