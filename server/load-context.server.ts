import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { etimsView } from './modules/orders/receipt-etims-view';
import type { AppLoadContext, ProductList } from './load-context';
import { join } from 'node:path';
import { categoryBrands } from './modules/catalog/brands';
import { indexedFacets, indexedListProducts } from './modules/catalog/indexed-search';
import { listingKey } from './search';
import { understood } from './modules/catalog/search-intent';
import { priceHistoryOf } from './modules/catalog/price-history';
import * as catalog from './modules/catalog/service';
import { sharedBuild } from './modules/builds/service';
import { ensureOgJpeg } from './modules/uploads/og-image';
import { scriptNonceOf } from './plugins/security-headers';
import { testPaymentsNotice } from '#core/payments/phone';
import { HttpError } from './errors';
import { SIMULATOR_CREDENTIALS } from './modules/payments/daraja-simulator';
import { receiptFor } from './modules/orders/receipt';

/** Builds the load context of one page request from the app's services. */
export function loadContextFactory(app: FastifyInstance) {
  const catalogApi: AppLoadContext['catalog'] = {
    featured: (limit) => catalog.featuredProducts(app.db, limit),
    list: async (typed) => {
      const query = await understood(app.settings, typed);
      const page = await app.searchIndex.answer(listingKey(query, 'page'), (holder) =>
        indexedListProducts(holder, app.searchIndex.store, app.db, query),
      );
      return page.value as ProductList;
    },
    product: (id) => catalog.productWithReviews(app.db, id),
    similar: async (id) => {
      const product = await catalog.visibleProductById(app.db, id);
      return product ? catalog.similarProducts(app.db, product) : [];
    },
    facets: async (typed) => {
      const query = await understood(app.settings, typed);
      return (
        await app.searchIndex.answer(listingKey(query, 'facets'), (holder) => indexedFacets(holder, app.db, query))
      ).value;
    },
    brands: (category) => app.catalogCache.get(`brands:${category ?? 'all'}`, () => categoryBrands(app.db, category)),
    ogImage: (image) => ensureOgJpeg(join(app.config.DATA_DIR, 'uploads'), image),
    sitemap: () => catalog.sitemapEntries(app.db),
    priceHistory: (id) => priceHistoryOf(app.db, id),
  };
  const builds: AppLoadContext['builds'] = { shared: (code) => sharedBuild(app.db, code, app.config.publicUrl) };
  const auth: AppLoadContext['auth'] = { verifyEmail: app.authService.verifyEmail };
  const orders: AppLoadContext['orders'] = {
    async receipt(id, user) {
      if (!/^\d{1,9}$/.test(id)) return null;
      try {
        return await receiptFor(
          app.db,
          Number(id),
          user,
          await app.settings.get(),
          etimsView(app.config, (await app.etims.current()).mode),
        );
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 404) return null;
        throw err;
      }
    },
  };
  const payments = { mode: app.config.MPESA_ENV, notice: testPaymentsNotice(app.config.MPESA_ENV) };
  // The Paybill shown with the order number (issue 21): the setting, else the shortcode M-Pesa is taken on.
  const shortcode =
    app.config.MPESA_ENV === 'simulator' ? SIMULATOR_CREDENTIALS.shortcode : (app.config.MPESA_SHORTCODE ?? '');

  return async (request: FastifyRequest, reply: FastifyReply): Promise<AppLoadContext> => {
    const settings = await app.settings.get();
    return {
      user: request.user,
      settings,
      cspNonce: scriptNonceOf(reply.raw),
      publicUrl: app.config.publicUrl,
      payments: { ...payments, paybill: settings.paybillNumber || shortcode },
      catalog: catalogApi,
      builds,
      orders,
      auth,
    };
  };
}
