import type { Config } from '../../config';

/** What the receipt needs of the eTIMS configuration: the QR portal and whether invoices are simulated. */
export const etimsView = (c: Pick<Config, 'ETIMS_BASE_URL' | 'ETIMS_MODE'>) => ({
  baseUrl: c.ETIMS_BASE_URL,
  simulated: c.ETIMS_MODE === 'simulator',
});
