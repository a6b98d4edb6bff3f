import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '#db/client';
import { etimsSimulator } from '#db/schema';
import { lineAmounts, etimsDateTime, type InvoiceLine } from '#core/etims/payloads';
import type { TaxType } from '#core/etims/codes';
import { isGoods, isStockIn } from '#core/etims/stock-payloads';
import { EtimsUnavailable, type Envelope } from './envelope';

/**
 * The shop's eTIMS simulator (the default, as the Daraja one is): answers OSCU's calls with KRA's
 * envelope and rules from the reference's checklist (§10) — one cmcKey per PIN/branch (902 after),
 * gap-free invcNo and item-code sequences advanced only on success with KRA's wording, VAT-inclusive
 * arithmetic to the cent, credit notes needing orgInvcNo, rfdDt and rfdRsnCd — and signs with an HMAC
 * over the invoice, so the same invoice always gets the same signature. State is in the database.
 */
interface Branch {
  dvcSrlNo: string;
  cmcKey: string;
  invcNo: number;
  rcptNo: number;
  itemSeq: number;
  items: string[];
  sales: number[];
  /** Last accepted stock IO number and each goods item's stock as reported (absent on older state). */
  sarNo?: number;
  stock?: Record<string, number>;
}

const OUTAGE_KEY = 'outage';
const SECRET = 'etims-simulator';
const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const base32 = (buf: Buffer, n: number) => Array.from(buf.subarray(0, n), (b) => B32[b & 31]).join('');

type Body = Record<string, unknown>;
const answer = (resultCd: string, resultMsg: string, data: Body | null = null): Envelope => ({
  resultCd,
  resultMsg,
  resultDt: etimsDateTime(new Date()),
  data,
});

/** Tests switch KRA off and on: while off, every call fails as a dropped connection would. */
export async function setSimulatorOutage(db: Db, on: boolean) {
  await db
    .insert(etimsSimulator)
    .values({ key: OUTAGE_KEY, value: { on } })
    .onConflictDoUpdate({ target: etimsSimulator.key, set: { value: { on } } });
}

/** The simulated device's fixed identity, derived from PIN and branch. */
export const simulatedIds = (tin: string, bhfId: string) => ({
  sdcId: `KRACU${tin.slice(1, 10)}${bhfId}`.slice(0, 16),
  mrcNo: `WIS${tin.slice(1, 9)}`,
  dvcId: `99999${tin.slice(1, 10)}${bhfId}`,
});

export function createEtimsSimulator(db: Db) {
  async function call(path: string, headers: Record<string, string>, input: object): Promise<Envelope> {
    const body = input as Body;
    const [outage] = await db.select().from(etimsSimulator).where(eq(etimsSimulator.key, OUTAGE_KEY));
    if (outage?.value.on) throw new EtimsUnavailable('eTIMS simulator: KRA unreachable (simulated outage)');
    // tin and bhfId may come as headers (after initialisation) or in the body (the spec's samples).
    const tin = String(headers.tin ?? body.tin ?? '');
    const bhfId = String(headers.bhfId ?? body.bhfId ?? '');
    if (!tin || !bhfId) return answer('900', 'There is no header information');
    const key = `branch:${tin}:${bhfId}`;
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(etimsSimulator).where(eq(etimsSimulator.key, key)).for('update');
      const branch = row?.value as unknown as Branch | undefined;
      const save = (b: Branch) =>
        tx
          .insert(etimsSimulator)
          .values({ key, value: b as unknown as Record<string, unknown> })
          .onConflictDoUpdate({ target: etimsSimulator.key, set: { value: b as unknown as Record<string, unknown> } });
      if (path === '/selectInitOsdcInfo') {
        const serial = String(body.dvcSrlNo ?? '');
        if (!serial || /^unknown/i.test(serial)) return answer('901', 'It is not valid device');
        if (branch) return answer('902', 'This device is installed');
        const fresh: Branch = {
          dvcSrlNo: serial,
          cmcKey: randomBytes(16).toString('hex'),
          invcNo: 0,
          rcptNo: 0,
          itemSeq: 0,
          items: [],
          sales: [],
        };
        await save(fresh);
        return answer('000', 'It is succeeded', {
          info: {
            tin,
            bhfId,
            taxprNm: 'Simulated taxpayer',
            hqYn: 'Y',
            cmcKey: fresh.cmcKey,
            ...simulatedIds(tin, bhfId),
          },
        });
      }
      if (!branch) return answer('901', 'It is not valid device');
      if (headers.cmcKey !== branch.cmcKey) return answer('900', 'There is no header information');
      if (path === '/selectCodeList' || path === '/selectItemClsList')
        return answer('001', 'There is no search result');
      if (path === '/saveItem') return saveItem(branch, body, save);
      if (path === '/saveTrnsSalesOsdc') return saveSale(tin, bhfId, branch, body, save);
      if (path === '/insertStockIO') return insertStockIo(branch, body, save);
      if (path === '/saveStockMaster') return saveStockMaster(branch, body);
      return answer('910', `Request parameter error: unknown path ${path}`);
    });
  }
  return { call };
}

async function saveItem(branch: Branch, body: Body, save: (b: Branch) => Promise<unknown>) {
  const itemCd = String(body.itemCd ?? '');
  if (branch.items.includes(itemCd)) return answer('994', 'Overlapped data');
  const expected = branch.itemSeq + 1;
  if (Number(itemCd.slice(-7)) !== expected)
    return answer(
      '910',
      `Invalid itemCd Sequence. Expected sequence ending with: ${String(expected).padStart(7, '0')}`,
    );
  await save({ ...branch, itemSeq: expected, items: [...branch.items, itemCd] });
  return answer('000', 'It is succeeded');
}

async function saveSale(tin: string, bhfId: string, branch: Branch, body: Body, save: (b: Branch) => Promise<unknown>) {
  const expected = branch.invcNo + 1;
  if (body.invcNo !== expected)
    return answer('910', `Invalid invcNo sequence, expected: ${expected} but found: ${String(body.invcNo)}`);
  if (body.rcptTyCd === 'R') {
    if (!branch.sales.includes(Number(body.orgInvcNo))) return answer('910', 'orgInvcNo does not exist');
    if (!body.rfdDt) return answer('910', 'Missing RfdDt Date');
    if (body.rfdRsnCd == null) return answer('910', 'Invalid RfdRsnCd');
  }
  const items = (body.itemList ?? []) as (InvoiceLine & { itemSeq: number; taxblAmt: number; pkg: number })[];
  if (!items.length) return answer('910', 'itemList is empty');
  for (const item of items) {
    if (!branch.items.includes(item.itemCd))
      return answer('910', 'Items provided under the itemList section do not exist in your stock');
    // Goods must have been brought into stock at KRA (§6); the quantity is not checked (unconfirmed).
    if (isGoods(item.itemCd) && branch.stock?.[item.itemCd] === undefined)
      return answer('910', 'Items provided under the itemList section do not exist in your stock');
    if (!(item.pkg >= 1))
      return answer('910', `Invalid pkg for ItemList ${item.itemSeq}. Expected: 1, Found: ${item.pkg}`);
    const want = lineAmounts({ ...item, taxTyCd: item.taxTyCd as TaxType }).taxblAmt;
    if (want !== item.taxblAmt)
      return answer(
        '910',
        `Invalid taxblAmt on item: ${item.itemSeq}. Expected: ${want.toFixed(2)}, But Found: ${item.taxblAmt}`,
      );
  }
  const rcptNo = branch.rcptNo + 1;
  const mac = createHmac('sha256', `${SECRET}:${branch.cmcKey}`)
    .update([tin, bhfId, body.invcNo, body.rcptTyCd, body.totAmt, body.custTin ?? '', rcptNo].join('|'))
    .digest();
  const sales = body.rcptTyCd === 'S' ? [...branch.sales, expected] : branch.sales;
  await save({ ...branch, invcNo: expected, rcptNo, sales });
  return answer('000', 'It is succeeded', {
    curRcptNo: String(rcptNo),
    totRcptNo: String(rcptNo),
    intrlData: base32(createHmac('sha256', mac).update('intrl').digest(), 26),
    rcptSign: base32(mac, 16),
    sdcDateTime: etimsDateTime(new Date()),
  });
}

/** insertStockIO (§9): gap-free sarNo, orgSarNo not null, known goods, non-zero amounts; stock tracked. */
async function insertStockIo(branch: Branch, body: Body, save: (b: Branch) => Promise<unknown>) {
  const expected = (branch.sarNo ?? 0) + 1;
  if (body.sarNo !== expected)
    return answer('910', `Invalid sarNo sequence, expected: ${expected} but found: ${String(body.sarNo)}`);
  if (body.orgSarNo == null) return answer('999', 'Unknown error: orgSarNo is null');
  const items = (body.itemList ?? []) as { itemCd: string; qty: number; totAmt: number; itemSeq: number }[];
  if (!items.length) return answer('910', 'itemList is empty');
  const stock = { ...(branch.stock ?? {}) };
  const sign = isStockIn(String(body.sarTyCd ?? '')) ? 1 : -1;
  for (const item of items) {
    if (!branch.items.includes(item.itemCd) || !isGoods(item.itemCd))
      return answer('910', `Invalid itemCd on item: ${item.itemSeq}`);
    if (!(item.totAmt > 0) || !(item.qty > 0)) return answer('910', `Invalid amount on item: ${item.itemSeq}`);
    stock[item.itemCd] = (stock[item.itemCd] ?? 0) + sign * item.qty;
  }
  await save({ ...branch, sarNo: expected, stock });
  return answer('000', 'It is succeeded');
}

/** saveStockMaster after an IO (§9: "Stock IO is empty" when called first). */
function saveStockMaster(branch: Branch, body: Body) {
  if (branch.stock?.[String(body.itemCd)] === undefined) return answer('910', 'Stock IO is empty');
  if (typeof body.rsdQty !== 'number' || body.rsdQty < 0) return answer('910', 'Invalid rsdQty');
  return answer('000', 'It is succeeded');
}

export type EtimsSimulator = ReturnType<typeof createEtimsSimulator>;
