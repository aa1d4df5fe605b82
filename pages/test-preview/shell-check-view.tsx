/**
 * The shell check's view (contract §3): the iOS team opens the test preview inside their web view and
 * reads, line by line, what it gives the pages (`shell-check.ts`); they send each command by hand, try
 * their back gesture, and copy the report into a ticket. Outside the shell it says so and shows what each
 * command does instead.
 */
import { useEffect, useMemo, useState } from 'react';
import type { NativeCommand } from '../../shared/bridge/native';
import { inNativeShell, onNativeBack } from '../../shared/bridge/native';
import { NATIVE_COMMANDS } from '../../shared/bridge/fallbacks';
import { t, tNodes } from '../../shared/i18n/t';
import {
  bridgeLines,
  hasHandler,
  readWebViewFacts,
  reportText,
  samplePayload,
  sessionLines,
  VERDICT_WORDS,
  webViewLines,
} from './shell-check';
import type { CheckGroup, CheckLine } from './shell-check';

/** The query of the URL that opened the page, before the session keys left the address bar (ADR 0014). */
function openedQuery(): URLSearchParams {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return new URL(nav?.name || location.href).searchParams;
}

function Lines({ lines }: { lines: CheckLine[] }) {
  return (
    <ul className="tp-lines">
      {lines.map((l) => (
        <li key={l.name} className={`tp-line tp-line--${l.verdict.replace(' ', '-')}`}>
          <span className="tp-verdict">{VERDICT_WORDS[l.verdict]}</span> <code>{l.name}</code>{' '}
          <span className="tp-detail">{l.detail}</span>
        </li>
      ))}
    </ul>
  );
}

type BackState = { state: 'idle' } | { state: 'waiting' } | { state: 'arrived'; at: Date };

export function ShellCheck() {
  // Read once mounted: the prerender has no window (ADR 0004).
  const [facts, setFacts] = useState<{ shell: boolean; groups: CheckGroup[] } | null>(null);
  const [sent, setSent] = useState<NativeCommand[]>([]);
  const [back, setBack] = useState<BackState>({ state: 'idle' });
  const [copied, setCopied] = useState('');

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the web view exists only after hydration
    setFacts({
      shell: inNativeShell(),
      groups: [
        { title: t('Bridge commands'), lines: bridgeLines(window.webkit?.messageHandlers) },
        { title: t('Session keys on the URL'), lines: sessionLines(openedQuery()) },
        { title: t('Web view'), lines: webViewLines(readWebViewFacts()) },
      ],
    });
  }, []);

  // While the tester tries the back gesture, back lands here instead of leaving the page (contract D16).
  useEffect(() => {
    if (back.state !== 'waiting') return;
    return onNativeBack(() => setBack({ state: 'arrived', at: new Date() }));
  }, [back.state]);

  const backLine: CheckLine = useMemo(
    () =>
      back.state === 'arrived'
        ? {
            name: 'window.onNativeBack()',
            verdict: 'ok',
            detail: t('Arrived at {time}', { time: back.at.toLocaleTimeString() }),
          }
        : {
            name: 'window.onNativeBack()',
            verdict: 'not checked',
            detail:
              back.state === 'waiting'
                ? t('Waiting: use the shell’s back gesture or back button now')
                : t('Tap Check back, then use the shell’s back gesture'),
          },
    [back],
  );

  if (!facts) return null;
  const groups: CheckGroup[] = [
    facts.groups[0]!,
    { title: t('Back gesture'), lines: [backLine] },
    ...facts.groups.slice(1),
  ];
  const report = reportText(groups, new Date(), facts.shell);
  const handlers = window.webkit?.messageHandlers;

  const send = (command: NativeCommand) => {
    handlers?.[command]?.postMessage(samplePayload(command));
    setSent((s) => (s.includes(command) ? s : [...s, command]));
  };

  const copy = () => {
    const done = () => setCopied(t('Report copied.'));
    const failed = () => setCopied(t('Could not copy: select the report below and copy it.'));
    if (!navigator.clipboard) return failed();
    navigator.clipboard.writeText(report).then(done, failed);
  };

  return (
    <>
      <p className="tp-shell" role="status">
        {facts.shell
          ? t('Inside the app shell: the bridge answers.')
          : t(
              'Not inside the app shell: this page is open in a plain browser. Each command below says what the pages do instead.',
            )}
      </p>
      <h3>{t('Bridge commands')}</h3>
      <Lines lines={groups[0]!.lines} />
      <ul className="tp-buttons" aria-label={t('Send a command')}>
        {NATIVE_COMMANDS.map((command) => (
          <li key={command}>
            <button
              type="button"
              className="btn btn--secondary"
              disabled={!hasHandler(handlers, command)}
              onClick={() => send(command)}
            >
              {tNodes('Send {command}', { command: <code>{command}</code> })}
            </button>
          </li>
        ))}
      </ul>
      {sent.length > 0 && (
        <p className="tp-result" role="status">
          {t('Sent: {commands}', { commands: sent.join(', ') })}
        </p>
      )}
      <h3>{t('Back gesture')}</h3>
      <Lines lines={[backLine]} />
      <button type="button" className="btn btn--secondary" onClick={() => setBack({ state: 'waiting' })}>
        {t('Check back')}
      </button>
      {groups.slice(2).map((g) => (
        <div key={g.title}>
          <h3>{g.title}</h3>
          <Lines lines={g.lines} />
        </div>
      ))}
      <h3>{t('Report')}</h3>
      <button type="button" className="btn" onClick={copy}>
        {t('Copy report')}
      </button>
      <p className="tp-result" role="status">
        {copied}
      </p>
      <label className="tp-report-label" htmlFor="tp-report">
        {t('The report, as copied')}
      </label>
      <textarea id="tp-report" className="tp-report" readOnly rows={8} value={report} />
    </>
  );
}
