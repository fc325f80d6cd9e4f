/**
 * The error `promise` rejects with, which must be a `type`: a test reads its status and message.
 * Fails the test when the promise resolves or rejects with anything else.
 */
export async function rejectionOf<E extends Error>(
  promise: Promise<unknown>,
  type: abstract new (...args: never[]) => E,
): Promise<E> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof type) return err;
    throw new Error(`expected a ${type.name}, got ${String(err)}`, { cause: err });
  }
  throw new Error(`expected a ${type.name}, but it resolved`);
}
