/**
 * The root error boundary of every page (contract D13: "A render error anywhere shows the same error
 * box with a way back"). A render error shows the page header, whose back control keeps working, and
 * the `LoadError` box; 'Try again' mounts the page afresh (its data loads again). The error is reported
 * once through the bridge's `trackPoint`, with the entry and a scrubbed message: never a query, a token
 * or a number that could be an account or a phone.
 */
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { native } from '../bridge/native';
import { LOAD_FAILED_MESSAGE } from '../feedback/messages';
import { entryName } from '../platform/entry-name';
import { LoadError } from './load-view';
import { PageLayout } from './page-layout';
import type { CaughtError } from './render-errors';
import { scrubMessage } from './scrub-message';

export { entryName, scrubMessage };

const reported = new Set<string>();

function report(error: unknown, onCaught?: (error: CaughtError) => void): void {
  const message = scrubMessage(error instanceof Error ? error.message : String(error));
  const entry = entryName();
  // Once per distinct error on this page load: 'Try again' on the same fault is not a new event.
  const key = `${entry}\n${message}`;
  if (reported.has(key)) return;
  reported.add(key);
  native.trackPoint({ event: 'renderError', entry, message });
  // Its name is checked where it is kept (render-errors.ts), out of the start script.
  onCaught?.({ name: String((error as Error | null)?.name), message });
}

interface Props {
  children: ReactNode;
  /** Each distinct error once, as the field reports carry it (mount.tsx: `afterMount`, ADR 0021). */
  onCaught?: (error: CaughtError) => void;
}

interface State {
  error: boolean;
  title: string;
  attempt: number;
}

/** The header's title as the page last showed it (the prerendered one at worst), else the document's. */
function currentTitle(): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector('.page-header__title')?.textContent?.trim() || document.title;
}

export class RootBoundary extends Component<Props, State> {
  // Set in the constructor, not as class fields: the build's target (Safari 14) would lower fields to a
  // defineProperty helper in every start script (ADR 0017).
  constructor(props: Props) {
    super(props);
    this.state = { error: false, title: '', attempt: 0 };
    this.retry = this.retry.bind(this);
  }

  static getDerivedStateFromError(): Partial<State> {
    return { error: true, title: currentTitle() };
  }

  componentDidCatch(error: unknown, _info: ErrorInfo): void {
    report(error, this.props.onCaught);
  }

  private retry(): void {
    this.setState((s) => ({ error: false, attempt: s.attempt + 1 }));
  }

  render(): ReactNode {
    if (this.state.error) {
      return (
        <PageLayout title={this.state.title}>
          <LoadError message={LOAD_FAILED_MESSAGE} onRetry={this.retry} />
        </PageLayout>
      );
    }
    // A new key on retry mounts the page from scratch, so its loads run again.
    return <RootAttempt key={this.state.attempt}>{this.props.children}</RootAttempt>;
  }
}

function RootAttempt({ children }: { children: ReactNode }) {
  return children;
}

/** Test seam: forget what was reported (a new page load). */
export function resetReported(): void {
  reported.clear();
}
