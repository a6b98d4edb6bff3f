import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, facetCount, filtersToSearch, resultCountText, searchWithPage } from './filters';
import { parseListing } from './listing-query.server';
import { pageWindow } from './pagination';

describe('filtersToSearch', () => {
  it('leaves defaults and blanks out of the URL', () => {
    expect(filtersToSearch(DEFAULT_FILTERS)).toBe('');
    expect(filtersToSearch({ ...DEFAULT_FILTERS, minPrice: '  ' })).toBe('');
  });

  it('writes the chosen filters', () => {
    expect(
      filtersToSearch({ stock: 'in-stock', sort: 'price-low', brand: 'MSI', minPrice: '1000', maxPrice: '' }),
    ).toBe('?stock=in-stock&sort=price-low&brand=MSI&minPrice=1000');
  });

  it('moves between pages keeping the filters', () => {
    expect(searchWithPage('?stock=in-stock', 3)).toBe('?stock=in-stock&page=3');
    expect(searchWithPage('?stock=in-stock&page=3', 1)).toBe('?stock=in-stock');
  });
});

describe('resultCountText', () => {
  it("uses the spec's template '{n} products found' for every count, one included", () => {
    expect(resultCountText(0)).toBe('0 products found');
    expect(resultCountText(1)).toBe('1 product found');
    expect(resultCountText(1234)).toBe('1234 products found');
  });
});

describe('facetCount', () => {
  it('shows a count, or a lower bound when only the first matches were counted (decision 027)', () => {
    expect(facetCount(1240, {})).toBe('1,240');
    expect(facetCount(120, { countedUpTo: 1001 })).toBe('120+');
  });
});

describe('pageWindow', () => {
  it('shows the ends and the neighbours of the current page, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 6)).toEqual([1, 2, 0, 6]);
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 0, 10]);
    expect(pageWindow(6, 6)).toEqual([1, 0, 5, 6]);
  });
});

describe('parseListing', () => {
  const parse = (search: string, base = {}) =>
    parseListing(new URLSearchParams(search), { category: 'monitors', ...base });

  it('reads the URL with the API schema, 24 a page', () => {
    const { query, filters, ignored } = parse(
      'stock=in-stock&sort=price-low&brand=MSI&minPrice=100&maxPrice=5000&page=2',
    );
    expect(query).toMatchObject({
      category: 'monitors',
      stock: 'in-stock',
      sort: 'price-low',
      brand: 'MSI',
      minPrice: 100,
      maxPrice: 5000,
      pageNumber: 2,
      pageSize: 24,
    });
    expect(filters).toEqual({ stock: 'in-stock', sort: 'price-low', brand: 'MSI', minPrice: '100', maxPrice: '5000' });
    expect(ignored).toEqual([]);
  });

  it('treats blanks and brand=all (a form sent without JavaScript) as no filter', () => {
    const { query, ignored } = parse('stock=all&sort=&brand=all&minPrice=&maxPrice=');
    expect(query.stock).toBe('all');
    expect([query.sort, query.brand, query.minPrice, query.maxPrice]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(ignored).toEqual([]);
  });

  it('drops invalid parameters and keeps the valid ones', () => {
    const { query, ignored } = parse('stock=bogus&sort=price-high&minPrice=abc&page=0&utm_source=whatsapp&fbclid=x');
    expect(query).toMatchObject({ stock: 'all', sort: 'price-high', pageNumber: 1 });
    expect(query.minPrice).toBeUndefined();
    expect(ignored.sort()).toEqual(['minPrice', 'page', 'stock']);
  });

  it('falls back to page 1 for a page beyond the first 10,000 results, keeping the filters', () => {
    const { query, ignored } = parse('stock=in-stock&page=418');
    expect(query).toMatchObject({ stock: 'in-stock', pageNumber: 1 });
    expect(ignored).toEqual(['page']);
    expect(parse('page=417').query.pageNumber).toBe(417);
  });

  it('drops a minimum above the maximum', () => {
    const { query, ignored } = parse('minPrice=500&maxPrice=100');
    expect(query.minPrice).toBeUndefined();
    expect(query.maxPrice).toBe(100);
    expect(ignored).toEqual(['minPrice']);
  });

  it('allows only the search sorts on the search page, and only sort and page', () => {
    const { query } = parseListing(new URLSearchParams('sort=rating&stock=in-stock'), {
      keyword: 'rtx',
      searchSortsOnly: true,
      keys: ['sort', 'page'],
    });
    expect(query).toMatchObject({ keyword: 'rtx', stock: 'all' });
    expect(query.sort).toBeUndefined();
  });
});
