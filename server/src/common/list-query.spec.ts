import { BadRequestException } from '@nestjs/common';
import { parseListQuery, type ListRules } from './list-query.js';

const RULES: ListRules = {
  sortable: ['id', 'createdAt'],
  filterable: ['q', 'targetId', 'id'],
  filterableAsList: ['id'],
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

  it('takes one value for a filter, and a list of them where the rules say so', () => {
    const filter = { q: 'ada', targetId: 7, id: [1, '2', null, true] };
    expect(parseListQuery({ filter: JSON.stringify(filter) }, RULES).filter).toEqual(filter);
    expect(parseListQuery({ filter: '{"q":null,"targetId":false}' }, RULES).filter).toEqual({
      q: null,
      targetId: false,
    });
  });

  it.each(['{"a":1}', '{}', '[1,2]', '["x"]', '[[1]]', '[{"a":1}]'])(
    'refuses %s where a filter takes one value',
    (value) => {
      expect(refusal({ filter: `{"targetId":${value}}` })).toBe(
        "The filter 'targetId' takes one value: text, a number, true, false or null",
      );
    },
  );

  it.each(['1', '"1"', '{"a":1}', '[[1]]', '[{"a":1}]', '[1,[2]]'])(
    'refuses %s where a filter takes a list of values',
    (value) => {
      expect(refusal({ filter: `{"id":${value}}` })).toBe("The filter 'id' takes a list of values such as [1, 2]");
    },
  );
});
