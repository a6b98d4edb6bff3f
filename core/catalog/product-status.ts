/**
 * Issue 20: a product is active (in the shop), draft (being prepared) or archived (no longer sold).
 * Only active products are shown to shoppers; the others keep their orders and reviews.
 */
export const PRODUCT_STATUSES = ['active', 'draft', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** What the audit log records changes of (issue 20). */
// 'upload': images stored by staff (issue 33), before any product uses them.
export const AUDIT_ENTITIES = ['product', 'order', 'settings', 'user', 'upload'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** Account roles: staff manage orders and products; only admins manage users, settings and staff. */
export const ROLES = ['customer', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Staff and admins manage orders and products: they see every order, as the shop. */
export const managesShop = (user: { isAdmin: boolean; role?: Role }) => user.isAdmin || user.role === 'staff';
