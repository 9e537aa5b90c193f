/**
 * A count with its noun in the right number: "1 row", "2 rows", "1,200 sales". `many` is given
 * where adding an s is wrong ("1 person", "3 people").
 */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}
