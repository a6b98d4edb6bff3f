/** What Daraja refused, with its error code (e.g. '404.001.03', '500.002.1001'). */
export class DarajaError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
