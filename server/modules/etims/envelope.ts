/** OSCU's answer envelope (reference §2): resultCd '000' success, '001' an empty result, others failures. */
export interface Envelope<D = Record<string, unknown>> {
  resultCd: string;
  resultMsg: string;
  resultDt: string;
  data: D | null;
}

/** A transport failure (no answer, a 5xx, a timeout): retried with the same invcNo. */
export class EtimsUnavailable extends Error {}

/** KRA answered and refused: retried too (a sandbox 999 may last minutes), with its message kept for the admin. */
export class EtimsRejected extends Error {
  constructor(
    readonly resultCd: string,
    message: string,
  ) {
    super(`${resultCd} ${message}`);
  }
}

export const isSuccess = (code: string) => code === '000' || code === '00' || code === '0000';

export interface SignedAnswer {
  curRcptNo: number;
  totRcptNo: number;
  intrlData: string;
  rcptSign: string;
  sdcDateTime: string;
}
