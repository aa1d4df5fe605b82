/**
 * A scripted XMLHttpRequest for unit tests of the request helper: records what superagent sends and
 * lets the test answer, fail or never answer each request.
 */
export class FakeXhr {
  static all: FakeXhr[] = [];
  static last(): FakeXhr {
    const xhr = FakeXhr.all.at(-1);
    if (!xhr) throw new Error('no request was sent');
    return xhr;
  }

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = undefined;
  readyState = 0;
  status = 0;
  responseText = '';
  responseType = '';
  aborted = false;
  private responseHeaders: Record<string, string> = {};
  private listeners: Record<string, ((e: unknown) => void)[]> = {};

  constructor() {
    FakeXhr.all.push(this);
  }

  addEventListener(type: string, fn: (e: unknown) => void) {
    (this.listeners[type] ??= []).push(fn);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
    this.readyState = 1;
  }
  setRequestHeader(name: string, value: string) {
    // As browsers do: a header value must be a ByteString (contract D19).
    // eslint-disable-next-line no-control-regex -- the Latin-1 range starts at \x00 on purpose
    if (/[^\x00-\xff]/.test(value))
      throw new TypeError(`Failed to execute 'setRequestHeader': String contains non ISO-8859-1 code point.`);
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
  }
  getAllResponseHeaders() {
    return Object.entries(this.responseHeaders)
      .map(([k, v]) => `${k}: ${v}`)
      .join('\r\n');
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }

  /** Answers with a JSON body. */
  respond(body: unknown, status = 200) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders = { 'content-type': 'application/json' };
    this.readyState = 4;
    for (const fn of this.listeners.readystatechange ?? []) fn({});
  }

  /** Answers with a non-JSON body, as a gateway does (`text/plain`, HTML). */
  respondText(text: string, status: number, contentType = 'text/plain') {
    this.status = status;
    this.responseText = text;
    this.responseHeaders = { 'content-type': contentType };
    this.readyState = 4;
    for (const fn of this.listeners.readystatechange ?? []) fn({});
  }

  /** A transport failure: status 0, as the browser reports a dropped connection. */
  fail() {
    this.status = 0;
    this.readyState = 4;
    for (const fn of this.listeners.readystatechange ?? []) fn({});
  }

  /** The query string of the request URL as a record. */
  query(): Record<string, string> {
    return Object.fromEntries(new URL(this.url, 'http://x').searchParams);
  }
}
