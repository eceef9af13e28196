import { applyDecorators, type Type } from '@nestjs/common';
import { ApiOkResponse, ApiQuery } from '@nestjs/swagger';
import { MAX_PAGE_SIZE, type ListRules } from '../common/list-query.js';

/**
 * A list in react-admin's simple REST convention (what ra-data-simple-rest sends and reads):
 * `sort`, `range` and `filter` as JSON in the query, the total in `Content-Range`.
 */
export function ApiList(resource: string, item: Type<unknown>, rules: ListRules) {
  const sortable = rules.sortable.join(', ');
  const filterable = rules.filterable.join(', ') || 'none';
  const lists = rules.filterableAsList?.length
    ? `, except these, which take a list of them: ${rules.filterableAsList.join(', ')}`
    : '';
  return applyDecorators(
    ApiQuery({
      name: 'sort',
      required: false,
      type: String,
      description: `JSON ["field","ASC"|"DESC"]; fields: ${sortable}. Default ["${rules.defaultSort.field}","${rules.defaultSort.order}"].`,
      example: `["${rules.defaultSort.field}","${rules.defaultSort.order}"]`,
    }),
    ApiQuery({
      name: 'range',
      required: false,
      type: String,
      description: `JSON [first, last], zero-based and inclusive; at most ${MAX_PAGE_SIZE} records. Default [0,24].`,
      example: '[0,24]',
    }),
    ApiQuery({
      name: 'filter',
      required: false,
      type: String,
      description: `JSON object; keys: ${filterable}. Each takes one value (text, a number, true, false or null)${lists}.`,
      example: '{}',
    }),
    ApiOkResponse({
      type: item,
      isArray: true,
      description: 'One page of records, in the order asked for.',
      headers: {
        'Content-Range': {
          description: `\`${resource} first-last/total\`, e.g. \`${resource} 0-24/318\`; exposed to other origins by CORS.`,
          schema: { type: 'string' },
        },
      },
    }),
  );
}
