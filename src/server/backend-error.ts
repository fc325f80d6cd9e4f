/** Why a backend call failed: no answer, too slow, an answer the app cannot read, a status. */
export type BackendFailure = 'unreachable' | 'timeout' | 'malformed' | 'status';

/** A failed backend call. A leaf, so that the reading helpers and the client share it. */
export class BackendError extends Error {
  constructor(
    readonly failure: BackendFailure,
    message: string,
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'BackendError';
  }
}
