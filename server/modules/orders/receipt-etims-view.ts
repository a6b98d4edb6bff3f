import type { Config } from '../../config';

/**
 * What the receipt needs of the eTIMS configuration: the QR portal and whether invoices are simulated
 * (the mode in force: the environment's, else the one saved in Settings — app.etims.current()).
 */
export const etimsView = (c: Pick<Config, 'ETIMS_BASE_URL'>, mode: 'simulator' | 'oscu') => ({
  baseUrl: c.ETIMS_BASE_URL,
  simulated: mode === 'simulator',
});
