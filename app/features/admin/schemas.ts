// The admin's one door to the API's zod schemas (the storefront imports only their types): zod is
// set up for the browser first.
import './zod-jitless';

export { PRODUCT_LIMITS, PRODUCT_MESSAGES, productInputSchema } from '#core/schemas/product';
