import { BadRequestException } from '@nestjs/common';
import { isWholeNumber, MAX_WHOLE_NUMBER } from './paging.js';
import { assertWellFormedText } from './well-formed-text.js';

/** react-admin's simple REST list parameters: sort=["field","ASC"], range=[0,24], filter={...}. */
export interface ListQuery {
  sort: { field: string; order: 'ASC' | 'DESC' };
  range: { skip: number; take: number };
  filter: Record<string, unknown>;
}

export interface ListRules {
  sortable: readonly string[];
  /** Each takes one value: text, a number, true, false or null. */
  filterable: readonly string[];
  /** Of those, the ones that take a list of such values instead (react-admin's getMany sends {"id":[1,2]}). */
  filterableAsList?: readonly string[];
  defaultSort: ListQuery['sort'];
}

/** A filter value a query can compare a column with; an array or object would reach the database as a value it cannot bind. */
function isScalar(value: unknown): boolean {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

export const MAX_PAGE_SIZE = 100;

function parseJson(name: string, raw: unknown): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw new BadRequestException(`${name} must be given once`);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new BadRequestException(`${name} must be JSON`);
  }
  // JSON's \u escapes can spell in a query what its bytes could not.
  assertWellFormedText(name, value);
  return value;
}

/** Validates the list parameters against allow-lists; anything else is a 400 with a sentence. */
export function parseListQuery(query: Record<string, unknown>, rules: ListRules): ListQuery {
  const sortValue = parseJson('sort', query.sort);
  let sort = rules.defaultSort;
  if (sortValue !== undefined) {
    const [field, order = 'ASC'] = Array.isArray(sortValue) ? sortValue : [];
    if (typeof field !== 'string' || !rules.sortable.includes(field)) {
      throw new BadRequestException(`Cannot sort by '${String(field)}'. Sortable fields: ${rules.sortable.join(', ')}`);
    }
    if (order !== 'ASC' && order !== 'DESC') throw new BadRequestException("Sort order must be 'ASC' or 'DESC'");
    sort = { field, order };
  }

  const rangeValue = parseJson('range', query.range);
  let range = { skip: 0, take: 25 };
  if (rangeValue !== undefined) {
    const [start, end] = Array.isArray(rangeValue) ? rangeValue : [];
    if (!isWholeNumber(start, 0) || !isWholeNumber(end, start)) {
      throw new BadRequestException(
        `range must be [first, last] with whole numbers from 0 to ${MAX_WHOLE_NUMBER}, first ≤ last`,
      );
    }
    if (end - start + 1 > MAX_PAGE_SIZE) throw new BadRequestException(`A page holds at most ${MAX_PAGE_SIZE} records`);
    range = { skip: start, take: end - start + 1 };
  }

  const filterValue = parseJson('filter', query.filter) ?? {};
  if (typeof filterValue !== 'object' || filterValue === null || Array.isArray(filterValue)) {
    throw new BadRequestException('filter must be a JSON object');
  }
  for (const [key, value] of Object.entries(filterValue)) {
    if (!rules.filterable.includes(key)) {
      throw new BadRequestException(
        `Cannot filter by '${key}'. Filterable fields: ${rules.filterable.join(', ') || 'none'}`,
      );
    }
    if (rules.filterableAsList?.includes(key)) {
      if (!Array.isArray(value) || !value.every(isScalar))
        throw new BadRequestException(`The filter '${key}' takes a list of values such as [1, 2]`);
    } else if (!isScalar(value)) {
      throw new BadRequestException(`The filter '${key}' takes one value: text, a number, true, false or null`);
    }
  }
  return { sort, range, filter: filterValue as Record<string, unknown> };
}

/** The Content-Range header react-admin reads the total from. */
export function contentRange(resource: string, range: ListQuery['range'], count: number, total: number): string {
  const last = count === 0 ? range.skip : range.skip + count - 1;
  return `${resource} ${range.skip}-${last}/${total}`;
}
