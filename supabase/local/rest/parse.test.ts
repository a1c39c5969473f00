import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { parseList, parseQuery, splitTopLevel } from './parse.ts';
import type { Condition, Filter, LevelOptions } from './parse.ts';

function condition(
  column: string,
  operator: Condition['operator'],
  value: string,
  extra: Partial<Condition> = {},
): Condition {
  return { kind: 'condition', column, negated: false, operator, quantifier: null, config: null, value, ...extra };
}

function root(query: string): LevelOptions | undefined {
  return parseQuery(new URLSearchParams(query)).levels.get('');
}

describe('PostgREST filters as supabase-js writes them', () => {
  const cases: [string, Filter[]][] = [
    ['type=eq.car', [condition('type', 'eq', 'car')]],
    ['year=gte.2012&price=lte.20000', [condition('year', 'gte', '2012'), condition('price', 'lte', '20000')]],
    ['title=ilike.*octavia*', [condition('title', 'ilike', '*octavia*')]],
    ['fuel_type=in.(Diesel,Petrol)', [condition('fuel_type', 'in', '(Diesel,Petrol)')]],
    ['status=not.eq.sold', [condition('status', 'eq', 'sold', { negated: true })]],
    ['deleted_at=is.null', [condition('deleted_at', 'is', 'null')]],
    ['fts=wfts(simple).octavia diesel', [condition('fts', 'wfts', 'octavia diesel', { config: 'simple' })]],
    ['make=eq(any).{Skoda,VW}', [condition('make', 'eq', '{Skoda,VW}', { quantifier: 'any' })]],
    ['features=cs.{ABS}', [condition('features', 'cs', '{ABS}')]],
    [
      'or=(make.eq.Skoda,make.eq.VW)',
      [
        {
          kind: 'logic',
          operator: 'or',
          negated: false,
          children: [condition('make', 'eq', 'Skoda'), condition('make', 'eq', 'VW')],
        },
      ],
    ],
    [
      'or=(make.eq.Tesla,and(make.eq.Vespa,price.lt.3000))',
      [
        {
          kind: 'logic',
          operator: 'or',
          negated: false,
          children: [
            condition('make', 'eq', 'Tesla'),
            {
              kind: 'logic',
              operator: 'and',
              negated: false,
              children: [condition('make', 'eq', 'Vespa'), condition('price', 'lt', '3000')],
            },
          ],
        },
      ],
    ],
    [
      'not.or=(title.eq."a, b",year.is.null)',
      [
        {
          kind: 'logic',
          operator: 'or',
          negated: true,
          children: [condition('title', 'eq', 'a, b'), condition('year', 'is', 'null')],
        },
      ],
    ],
  ];
  it.each(cases)('%s', (query, filters) => {
    expect(root(query)?.filters).toEqual(filters);
  });
});

describe('select, order and paging', () => {
  it('reads columns, aliases, casts and embeds with hints and !inner', () => {
    expect(
      parseQuery(
        new URLSearchParams(
          'select=id,price::text,name:title,seller:profiles!vehicles_seller_id_fkey!inner(first_name)',
        ),
      ).select,
    ).toEqual([
      { kind: 'column', name: 'id', alias: null, cast: null },
      { kind: 'column', name: 'price', alias: null, cast: 'text' },
      { kind: 'column', name: 'title', alias: 'name', cast: null },
      {
        kind: 'embed',
        name: 'profiles',
        alias: 'seller',
        hint: 'vehicles_seller_id_fkey',
        inner: true,
        select: [{ kind: 'column', name: 'first_name', alias: null, cast: null }],
      },
    ]);
  });

  const paging: [string, Partial<LevelOptions>][] = [
    [
      'order=created_at.desc&offset=0&limit=24',
      { order: [{ column: 'created_at', direction: 'desc', nulls: null }], offset: 0, limit: 24 },
    ],
    [
      'order=price.asc.nullslast,id',
      {
        order: [
          { column: 'price', direction: 'asc', nulls: 'last' },
          { column: 'id', direction: 'asc', nulls: null },
        ],
      },
    ],
  ];
  it.each(paging)('%s', (query, expected) => {
    expect(root(query)).toMatchObject(expected);
  });

  it('addresses an embed’s order, limit and filters by its path', () => {
    const levels = parseQuery(
      new URLSearchParams(
        'select=*,seller:profiles(*)&seller.order=first_name&seller.limit=1&seller.is_dealer=is.true',
      ),
    ).levels;
    expect(levels.get('seller')).toEqual({
      filters: [condition('is_dealer', 'is', 'true')],
      order: [{ column: 'first_name', direction: 'asc', nulls: null }],
      limit: 1,
      offset: null,
    });
  });

  it('keeps columns and on_conflict apart from the filters, and RPC arguments out of them', () => {
    const parsed = parseQuery(
      new URLSearchParams('columns="make","model"&on_conflict=user_id,vehicle_id&vehicle_id=abc'),
      new Set(['vehicle_id']),
    );
    expect(parsed.columns).toEqual(['make', 'model']);
    expect(parsed.onConflict).toEqual(['user_id', 'vehicle_id']);
    expect(parsed.levels.get('')?.filters).toEqual([]);
  });
});

describe('lists and splitting', () => {
  const lists: [string, string[]][] = [
    ['(Diesel,Petrol)', ['Diesel', 'Petrol']],
    ['("a,b",c)', ['a,b', 'c']],
    ['{x,"y\\"z"}', ['x', 'y"z']],
    ['()', []],
  ];
  it.each(lists)('parseList(%s)', (input, values) => {
    expect(parseList(input)).toEqual(values);
  });

  it('splits on top-level commas only', () => {
    expect(splitTopLevel('a,b(c,d),"e,f",{g,h}')).toEqual(['a', 'b(c,d)', '"e,f"', '{g,h}']);
  });
});

describe('malformed queries answer 400 with PGRST100', () => {
  const malformed = [
    'type=car',
    'type=equals.car',
    'or=make.eq.Skoda',
    'or=(make.eq.Skoda',
    'or=()',
    'select=id,',
    'select=seller:profiles(first_name',
    'select=price->amount',
    'order=price.sideways',
    'limit=-1',
    'offset=ten',
    'a.b.c"=eq.1',
  ];
  it.each(malformed)('%s', (query) => {
    let thrown: unknown;
    try {
      parseQuery(new URLSearchParams(query));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ status: 400, body: { code: 'PGRST100', hint: null } });
  });
});
