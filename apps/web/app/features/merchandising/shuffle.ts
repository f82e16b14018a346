/** A shuffled copy (Fisher-Yates); `random` is Math.random unless a test gives its own. */
export function shuffled<Item>(items: readonly Item[], random: () => number = Math.random): Item[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as Item, copy[index] as Item];
  }
  return copy;
}
