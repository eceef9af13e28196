import { BadRequestException } from '@nestjs/common';
import { parseListQuery, type ListRules } from './list-query.js';

const RULES: ListRules = {
  sortable: ['id', 'createdAt'],
  filterable: ['q', 'targetId', 'id'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
};

function refusal(query: Record<string, unknown>): string {
  try {
    parseListQuery(query, RULES);
  } catch (error) {
    if (error instanceof BadRequestException) return error.message;
    throw error;
  }
  throw new Error(`${JSON.stringify(query)} was accepted`);
}

describe('parseListQuery', () => {
  it('reads react-admin’s sort, range and filter', () => {
    expect(parseListQuery({ sort: '["id","ASC"]', range: '[25,49]', filter: '{"q":"ada"}' }, RULES)).toEqual({
      sort: { field: 'id', order: 'ASC' },
      range: { skip: 25, take: 25 },
      filter: { q: 'ada' },
    });
  });

  it('takes a range up to the largest whole number a JSON number holds exactly', () => {
    const last = Number.MAX_SAFE_INTEGER;
    expect(parseListQuery({ range: `[${last - 1},${last}]` }, RULES).range).toEqual({ skip: last - 1, take: 2 });
  });

  it.each([
    '[1e20,1e20]',
    '[1e300,1e300]',
    '[0,1e20]',
    '[9007199254740993,9007199254740993]',
    '[9007199254740992,9007199254740992]',
    '[1.5,2]',
    '[-1,0]',
    '[5,4]',
    '["0","1"]',
  ])('refuses the range %s with a sentence', (range) => {
    expect(refusal({ range })).toBe(
      'range must be [first, last] with whole numbers from 0 to 9007199254740991, first ≤ last',
    );
  });
});
