import { describe, expect, it } from 'vitest';
import type { ListingFilterState } from '../../stores/marketplace';
import { filterProblems, toQuery } from './helpers';

const blank: ListingFilterState = {
  search: '',
  category: '',
  state: '',
  transactionType: '',
  minPrice: '',
  maxPrice: '',
  sort: 'newest',
  page: 1,
};

describe('filterProblems', () => {
  it('finds nothing wrong in blank or well-typed filters', () => {
    expect(filterProblems(blank)).toEqual({});
    expect(filterProblems({ ...blank, minPrice: '₦1,500', maxPrice: '20000' })).toEqual({});
  });

  it('says at the box that a price is not one, instead of filtering nothing', () => {
    expect(filterProblems({ ...blank, minPrice: 'abc' })).toEqual({ minPrice: 'notNumber' });
    expect(filterProblems({ ...blank, maxPrice: '1.2.3' })).toEqual({ maxPrice: 'notNumber' });
    // The query would have dropped it and listed everything.
    expect(toQuery({ ...blank, minPrice: 'abc' }).minPrice).toBeUndefined();
  });

  it('catches a lowest price above the highest and a search the server refuses', () => {
    expect(filterProblems({ ...blank, minPrice: '5000', maxPrice: '100' })).toEqual({
      maxPrice: 'clash',
    });
    expect(filterProblems({ ...blank, search: 'a'.repeat(101) })).toEqual({ search: 'tooLong' });
    expect(filterProblems({ ...blank, search: ` ${'a'.repeat(100)} ` })).toEqual({});
  });
});
