import { eq, sql } from 'drizzle-orm';
import type { Db } from '#db/client';
import { darajaSimulatorC2b, darajaSimulatorPushes, darajaSimulatorTokens } from '#db/schema';

export interface SimulatedPush {
  merchantRequestId: string;
  checkoutRequestId: string;
  amount: number;
  phone: string;
  callbackUrl: string;
  result?: { code: number; desc: string };
}

/** Where the simulator keeps its tokens and pushes: memory for one process, the database for several. */
export interface SimulatorState {
  addToken(token: string): Promise<void>;
  hasToken(token: string): Promise<boolean>;
  clearTokens(): Promise<void>;
  addPush(push: SimulatedPush): Promise<void>;
  /** Counts a status query too (the job tests count them). */
  queryPush(checkoutRequestId: string): Promise<SimulatedPush | undefined>;
  setResult(checkoutRequestId: string, result: { code: number; desc: string }): Promise<void>;
  /** Paybill payments made, by receipt: what the Transaction Status query answers about. */
  addC2b(payment: SimulatedC2b): Promise<void>;
  findC2b(transId: string): Promise<SimulatedC2b | undefined>;
}

export interface SimulatedC2b {
  transId: string;
  amount: number;
  account: string;
  phone: string;
}

export function memoryState(): SimulatorState {
  const tokens = new Set<string>();
  const pushes = new Map<string, SimulatedPush>();
  const c2b = new Map<string, SimulatedC2b>();
  return {
    addC2b: async (p) => void c2b.set(p.transId, { ...p }),
    findC2b: async (id) => c2b.get(id),
    addToken: async (t) => void tokens.add(t),
    hasToken: async (t) => tokens.has(t),
    clearTokens: async () => tokens.clear(),
    addPush: async (p) => void pushes.set(p.checkoutRequestId, { ...p }),
    queryPush: async (id) => pushes.get(id),
    setResult: async (id, result) => {
      const p = pushes.get(id);
      if (p) p.result = result;
    },
  };
}

/** Shared by every process on one database: a push started through one is queried through any other. */
export function databaseState(db: Db): SimulatorState {
  const t = darajaSimulatorPushes;
  const c = darajaSimulatorC2b;
  return {
    addC2b: async (p) => void (await db.insert(c).values(p).onConflictDoNothing()),
    findC2b: async (id) => {
      const [row] = await db.select().from(c).where(eq(c.transId, id)).limit(1);
      return row && { transId: row.transId, amount: row.amount, account: row.account, phone: row.phone };
    },
    addToken: async (token) => void (await db.insert(darajaSimulatorTokens).values({ token })),
    hasToken: async (token) =>
      (
        await db
          .select({ token: darajaSimulatorTokens.token })
          .from(darajaSimulatorTokens)
          .where(eq(darajaSimulatorTokens.token, token))
          .limit(1)
      ).length > 0,
    clearTokens: async () => void (await db.delete(darajaSimulatorTokens)),
    addPush: async (p) => void (await db.insert(t).values({ ...p, resultCode: null, resultDesc: null })),
    queryPush: async (id) => {
      const [row] = await db
        .update(t)
        .set({ queries: sql`${t.queries} + 1` })
        .where(eq(t.checkoutRequestId, id))
        .returning();
      if (!row) return undefined;
      const { resultCode, resultDesc, ...push } = row;
      return { ...push, result: resultCode == null ? undefined : { code: resultCode, desc: resultDesc ?? '' } };
    },
    setResult: async (id, result) =>
      void (await db
        .update(t)
        .set({ resultCode: result.code, resultDesc: result.desc })
        .where(eq(t.checkoutRequestId, id))),
  };
}
