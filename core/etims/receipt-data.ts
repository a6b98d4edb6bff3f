/**
 * What a printed eTIMS invoice carries (reference kra-etims-oscu.md §8): the CU invoice number
 * {sdcId}/{curRcptNo}, internal data and signature in dash-separated groups of four, and the QR that
 * points at KRA's verification page with Data = PIN + branch + signature (never the shop's own number).
 */
export const cuInvoiceNumber = (sdcId: string, curRcptNo: number | string) => `${sdcId}/${curRcptNo}`;

export const groupsOfFour = (s: string) => (s.match(/.{1,4}/g) ?? []).join('-');

const PORTAL = {
  production: 'https://etims.kra.go.ke',
  sandbox: 'https://etims-sbx.kra.go.ke',
} as const;

export function verificationUrl(tin: string, bhfId: string, rcptSign: string, portal: keyof typeof PORTAL) {
  return `${PORTAL[portal]}/common/link/etims/receipt/indexEtimsReceiptData?Data=${tin}${bhfId}${rcptSign}`;
}
