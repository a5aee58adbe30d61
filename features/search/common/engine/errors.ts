/** A request the engine cannot answer as asked; the protocol layer answers it with this status and message. */
export class SearchError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'SearchError';
  }
}

/** A part of the index could not be fetched: a network failure, not an answer (the client retries or reports it). */
export class IndexUnavailableError extends Error {
  constructor(part: string, cause: unknown) {
    super(`The search index part ${part} could not be fetched`, {cause});
    this.name = 'IndexUnavailableError';
  }
}

const UNICODE_ESCAPES: Record<string, string> = {'<': '\\u003c', '>': '\\u003e', '&': '\\u0026'};

/** Text echoed in an error message, made inert in case a page shows the message as HTML. */
export function inert(text: string): string {
  return text.replace(/[<>&]/g, (char) => UNICODE_ESCAPES[char]!);
}

/** Caller input quoted in an error message: as JSON, shortened, inert. */
export function quote(value: unknown): string {
  const json = JSON.stringify(value) ?? String(value);
  return inert(json.length > 80 ? `${json.slice(0, 79)}…` : json);
}
