/** The answer given on a page in this visit (session storage), by path: a reload shows the thanks. */
const storageKey = (path: string) => `flowloom.feedback:${path}`;

export function wasAnswered(path: string): boolean {
  try {
    return sessionStorage.getItem(storageKey(path)) !== null;
  } catch {
    return false;
  }
}

export function keepAnswer(path: string, answer: {helpful: boolean; reason: string}): void {
  try {
    sessionStorage.setItem(storageKey(path), JSON.stringify(answer));
  } catch {
    // Blocked storage: a reload asks again.
  }
}
