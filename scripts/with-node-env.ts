/**
 * Runs `work` with NODE_ENV set to `value`, then puts back exactly what was there,
 * including nothing: assigning undefined to process.env stores the string "undefined".
 */
export async function withNodeEnv<T>(value: string, work: () => Promise<T>): Promise<T> {
  const had = Object.prototype.hasOwnProperty.call(process.env, 'NODE_ENV');
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = value;
  try {
    return await work();
  } finally {
    if (had && previous !== undefined) process.env.NODE_ENV = previous;
    else delete process.env.NODE_ENV;
  }
}
