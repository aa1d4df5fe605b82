/**
 * superagent as the pages use it: its browser build (XMLHttpRequest), typed with what the request helper
 * (shared/api/request.ts) calls. @types/superagent types the Node build, and its references bring Node's
 * globals (`process`, `Buffer`) into every page's types; tsconfig.app.json maps `superagent` to this file
 * instead. The tests, the scripts and the server keep @types/superagent.
 */
interface SuperAgentResponse {
  status: number;
  body: unknown;
}

interface SuperAgentError extends Error {
  status?: number;
  response?: { body?: unknown };
}

interface SuperAgentRequest {
  query(values: Record<string, string>): this;
  set(field: string, value: string): this;
  timeout(ms: number | { deadline?: number; response?: number }): this;
  type(type: string): this;
  send(data: object | string): this;
  on(event: 'progress', handler: (event: { direction?: string; percent?: number }) => void): this;
  abort(): this;
  end(callback: (err: SuperAgentError | null, res?: SuperAgentResponse) => void): void;
}

declare const superagent: {
  get(url: string): SuperAgentRequest;
  post(url: string): SuperAgentRequest;
};

export = superagent;
