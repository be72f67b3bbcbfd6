/** The full stop after a quoted name, unless the name already ends a sentence ("for…", "Go!"). */
export function stopAfter(name: string): string {
  return /[.!?…]$/.test(name.trim()) ? "" : ".";
}
