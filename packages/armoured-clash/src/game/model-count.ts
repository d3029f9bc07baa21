/**
 * Counts in the events' words: "1 card", "2 cards"; "1 model of X is", "3 models
 * of X are". The log reads as sentences, so the noun and the verb follow the count.
 */
export function counted(count: number, noun: string): string {
  return count === 1 ? `1 ${noun}` : `${count} ${noun}s`;
}

export function modelsOf(count: number, unitName: string): string {
  return `${counted(count, 'model')} of ${unitName} ${count === 1 ? 'is' : 'are'}`;
}
