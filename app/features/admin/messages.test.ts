import { describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '#core/schemas/product';
import { USER_MESSAGES } from '#server/modules/users/service';
import { ADMIN_MSG } from './messages';

// The admin mirrors a few server messages (importing them would ship zod to the browser).
describe('admin messages', () => {
  it('match the server messages they mirror', () => {
    expect(ADMIN_MSG.mainImage).toEqual({ title: PRODUCT_MESSAGES.mainImageTitle, description: PRODUCT_MESSAGES.mainImage });
    expect(ADMIN_MSG.productIdRequired).toBe(PRODUCT_MESSAGES.idRequired);
    expect(ADMIN_MSG.productNotFound).toBe(PRODUCT_MESSAGES.notFound);
    expect(ADMIN_MSG.cannotDeleteSelf).toBe(USER_MESSAGES.cannotDeleteSelf);
    expect(ADMIN_MSG.cannotDemoteSelf).toBe(USER_MESSAGES.cannotDemoteSelf);
  });

  it('words the load errors as the spec does', () => {
    expect(ADMIN_MSG.loadError('products')).toEqual({ title: 'Error loading products', description: 'Failed to load products from server' });
    expect(ADMIN_MSG.loadError('orders')).toEqual({ title: 'Error loading orders', description: 'Failed to load orders from server' });
  });
});
