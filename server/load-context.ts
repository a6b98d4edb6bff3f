import type { Product, ProductSummary, Review } from '#core/catalog/product';
import type { PublicUser } from '#core/schemas/auth';
import type { CategoryId } from '#core/catalog/categories';
import type { PriceHistory } from '#core/catalog/price-history';
import type { ProductFacets, ProductQuery } from '#core/schemas/catalog';
import type { StoreSettings } from '#core/settings';
import type { MpesaMode } from '#core/payments/phone';
import type { SharedBuild } from '#core/schemas/builds';
import type { Receipt } from '#core/schemas/receipt';

/** The user a page is rendered for (from the session cookie), as the `/api` sends it. */
export type SessionUser = PublicUser;

export interface ProductList {
  products: ProductSummary[];
  page: number;
  pages: number;
  total: number;
  /** The keyword the results are for when misspelt words were corrected. */
  correctedKeyword?: string;
}

/**
 * What React Router loaders get from the server, in-process (no HTTP hop to ourselves).
 * app/ imports this file for its types only.
 */
export interface AppLoadContext {
  user: SessionUser | null;
  settings: StoreSettings;
  /** Nonce for inline scripts under the Content-Security-Policy (absent in development). */
  cspNonce?: string;
  /** The shop's public origin, for canonical URLs and Open Graph tags. */
  publicUrl: string;
  /** How M-Pesa is taken; `notice` is set when payments are not real, for every payment screen to show. */
  /** `paybill`: the Paybill number shown with the order number as a second way to pay ('' when none). */
  payments: { mode: MpesaMode; notice: string | null; paybill: string };
  catalog: {
    featured(limit?: number): Promise<ProductSummary[]>;
    /** Same rules as GET /api/products (parse the URL with productQuerySchema first). */
    list(query: ProductQuery): Promise<ProductList>;
    /** Undefined when the id is malformed or names no product. */
    product(id: string): Promise<(Product & { reviews: Review[] }) | undefined>;
    similar(id: number): Promise<ProductSummary[]>;
    /** The product's prices over the last 90 days (decision 070). */
    priceHistory(id: number): Promise<PriceHistory>;
    /** Counts per brand, stock level and price band for the listing's query (GET /api/products/facets). */
    facets(query: ProductQuery): Promise<ProductFacets>;
    /** Every brand, or the brands of one category's products (the brand filter). */
    brands(category?: CategoryId): Promise<string[]>;
    /** URL of the link-preview JPEG of a stored image (made if missing); undefined: use the image itself. */
    ogImage(image: string): Promise<string | undefined>;
    /** Every product id and last change, for sitemap.xml. */
    sitemap(): Promise<{ id: number; updatedAt: string }[]>;
  };
  builds: {
    /** A shared build against today's catalog; undefined when the code names none. */
    shared(code: string): Promise<SharedBuild | undefined>;
  };
  orders: {
    /** The receipt of a paid order for its buyer or an admin; null for anyone else, or before it is paid. */
    receipt(id: string, user: SessionUser): Promise<Receipt | null>;
  };
  auth: {
    /** Marks the address verified; throws an error with a message when the token is bad or used. */
    verifyEmail(token: string): Promise<{ message: string }>;
  };
}
