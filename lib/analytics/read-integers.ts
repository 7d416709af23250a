// Where the last integerAt stopped.
export const reading = { end: 0 };

// The integer written at `at` (an optional minus, then digits), read without slicing the text: a long report reads
// hundreds of thousands of them.
export function integerAt(text: string, at: number): number {
  const negative = text.charCodeAt(at) === 45;
  let i = negative ? at + 1 : at;
  let value = 0;
  for (let code = text.charCodeAt(i); code >= 48 && code <= 57; code = text.charCodeAt(++i))
    value = value * 10 + code - 48;
  reading.end = i;
  return negative ? -value : value;
}

// Each integer of "n,n,…" in turn with its index (none for an empty text).
export function eachInteger(text: string, each: (value: number, index: number) => void): void {
  for (let at = 0, index = 0; at < text.length; at = reading.end + 1) each(integerAt(text, at), index++);
}
