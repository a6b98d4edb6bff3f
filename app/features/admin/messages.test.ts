import { describe, expect, it } from 'vitest';
import { ADMIN_MSG } from './messages';

describe('admin messages', () => {
  it('words the load errors as the spec does', () => {
    expect(ADMIN_MSG.loadError('products')).toEqual({
      title: 'Error loading products',
      description: 'Failed to load products from server',
    });
    expect(ADMIN_MSG.loadError('orders')).toEqual({
      title: 'Error loading orders',
      description: 'Failed to load orders from server',
    });
  });
});
