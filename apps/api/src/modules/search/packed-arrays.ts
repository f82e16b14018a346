/**
 * Small typed arrays cut from shared 1 MB buffers. The index holds five small arrays a product;
 * each with a buffer of its own costs a separate allocation outside the heap, which measured
 * about 3 KB of resident memory a product at 30 000 products (docs/performance.md, "API memory").
 * A buffer lives while any array cut from it does: what a change replaces stays allocated until
 * the rest of its buffer is replaced too, as it is on each full build.
 */
const BUFFER_BYTES = 1 << 20;
let buffer = new ArrayBuffer(BUFFER_BYTES);
let used = 0;

/** Where `bytes` bytes aligned to `align` start, in the current buffer or a fresh one. */
function take(bytes: number, align: number): number {
  used = Math.ceil(used / align) * align;
  if (used + bytes > buffer.byteLength) {
    buffer = new ArrayBuffer(Math.max(BUFFER_BYTES, bytes));
    used = 0;
  }
  const at = used;
  used += bytes;
  return at;
}

export function packedUint16(values: ArrayLike<number>): Uint16Array {
  const array = new Uint16Array(buffer, take(values.length * 2, 2), values.length);
  array.set(values);
  return array;
}

export function packedInt32(values: ArrayLike<number>): Int32Array {
  const array = new Int32Array(buffer, take(values.length * 4, 4), values.length);
  array.set(values);
  return array;
}

export function packedUint8(values: ArrayLike<number>): Uint8Array {
  const array = new Uint8Array(buffer, take(values.length, 1), values.length);
  array.set(values);
  return array;
}
