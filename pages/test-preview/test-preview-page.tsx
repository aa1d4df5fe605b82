/**
 * Test preview (spec §2, internal; `/testPreview`): editable device fields, links opening the app's pages
 * with those fields as their query, the shell check for the iOS team (`shell-check-view.tsx`), a photo input
 * and a geolocation check, and every entry and seeded scenario of the reference backend (`/_entries.json`).
 */
import { useEffect, useState } from 'react';
import { LoadView } from '../../shared/app/load-view';
import type { LoadState } from '../../shared/app/load-view';
import { PageLayout } from '../../shared/app/page-layout';
import { LANG } from '../../shared/i18n/lang';
import { t } from '../../shared/i18n/t';
import { readQuery, toQueryString } from '../../shared/session/query';
import { ShellCheck } from './shell-check-view';
import { emptyFields, FIELDS, fieldsFromQuery, previewUrl, TARGETS } from './preview-links';
import type { Field, Fields } from './preview-links';
import './test-preview.css';

interface EntriesIndex {
  token: string;
  entries: { name: string; title: string; aliases: string[] }[];
  scenarios: { key: string; title: string; entry: string; query: Record<string, string> }[];
}

type IndexState = LoadState<EntriesIndex>;

/** An entry's file name: an id, shown as it is in every language. */
const fileOf = (entry: string) => `${entry}.html`;

export const INDEX_FAILED = t('The list of entries could not be loaded.');

function PhotoCheck() {
  const [photo, setPhoto] = useState('');
  useEffect(() => () => URL.revokeObjectURL(photo), [photo]);
  return (
    <div className="tp-check">
      <label htmlFor="tp-photo">{t('Take a photo')}</label>
      <input
        id="tp-photo"
        type="file"
        accept="image/*"
        capture="environment"
        onChange={(e) => {
          const file = e.target.files?.[0];
          setPhoto(file ? URL.createObjectURL(file) : '');
        }}
      />
      {photo && <img className="tp-photo" src={photo} alt={t('Photo preview')} />}
    </div>
  );
}

function LocationCheck() {
  const [result, setResult] = useState('');
  const locate = () => {
    if (!('geolocation' in navigator)) return setResult(t('Geolocation is not available on this device.'));
    setResult(t('Locating…'));
    navigator.geolocation.getCurrentPosition(
      (pos) =>
        setResult(
          t('Latitude {latitude}, longitude {longitude} (±{accuracy} m)', {
            latitude: pos.coords.latitude.toFixed(5),
            longitude: pos.coords.longitude.toFixed(5),
            accuracy: Math.round(pos.coords.accuracy),
          }),
        ),
      // The browser's own message is shown as it gives it.
      (err) => setResult(t('Location error: {reason}', { reason: err.message || t('unavailable') })),
      { timeout: 10_000 },
    );
  };
  return (
    <div className="tp-check">
      <button type="button" className="btn btn--secondary" onClick={locate}>
        {t('Get location')}
      </button>
      <p className="tp-result" role="status">
        {result}
      </p>
    </div>
  );
}

export function TestPreviewPage() {
  const [fields, setFields] = useState<Fields>(emptyFields);
  const [index, setIndex] = useState<IndexState>({ status: 'loading' });

  const loadIndex = () => {
    setIndex({ status: 'loading' });
    // In the page's language: the titles as the entries' own tabs show them (D27).
    fetch(`/_entries.json?lang=${LANG}`, { headers: { Accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<EntriesIndex>) : Promise.reject(new Error(String(res.status)))))
      .then((data) => {
        setIndex({ status: 'ready', data });
        // No session in the address: the demo borrower's, so the links open with data.
        setFields((f) => (f.token ? f : { ...f, token: data.token }));
      })
      .catch(() => setIndex({ status: 'error', message: INDEX_FAILED, retry: true }));
  };

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the location exists only after hydration
    setFields(fieldsFromQuery(readQuery()));
    loadIndex();
  }, []);

  const set = (field: Field, value: string) => setFields((f) => ({ ...f, [field]: value }));

  return (
    <PageLayout title={t('Test preview')}>
      <section className="card tp-card" aria-labelledby="tp-fields-title">
        <h2 id="tp-fields-title">{t('Device fields')}</h2>
        <div className="tp-fields">
          {FIELDS.map((f) => (
            <div key={f} className="tp-field">
              <label htmlFor={`tp-${f}`}>
                <code>{f}</code>
              </label>
              <input
                id={`tp-${f}`}
                type="text"
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                value={fields[f]}
                onChange={(e) => set(f, e.target.value)}
              />
            </div>
          ))}
        </div>
      </section>

      <section className="card tp-card" aria-labelledby="tp-open-title">
        <h2 id="tp-open-title">{t('Open a page')}</h2>
        <ul className="tp-buttons">
          {TARGETS.map((target) => (
            <li key={target.entry}>
              <a className="btn btn--secondary" href={previewUrl(target.entry, fields)}>
                {target.label}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section className="card tp-card" aria-labelledby="tp-shell-title">
        <h2 id="tp-shell-title">{t('Shell check')}</h2>
        <ShellCheck />
      </section>

      <section className="card tp-card" aria-labelledby="tp-device-title">
        <h2 id="tp-device-title">{t('Device checks')}</h2>
        <PhotoCheck />
        <LocationCheck />
      </section>

      <section aria-labelledby="tp-index-title">
        <h2 id="tp-index-title" className="tp-index-title">
          {t('Entries and scenarios')}
        </h2>
        <LoadView state={index} reload={loadIndex} lines={4}>
          {(data) => (
            <>
              <div className="card tp-card">
                <h3>{t('Entries')}</h3>
                <ul className="tp-list" aria-label={t('Entries')}>
                  {data.entries.map((e) => (
                    <li key={e.name}>
                      <a href={`/${fileOf(e.name)}?${toQueryString({ token: data.token })}`}>
                        <code>{fileOf(e.name)}</code>
                      </a>{' '}
                      <span className="tp-muted">{e.title}</span>
                    </li>
                  ))}
                </ul>
              </div>
              <div className="card tp-card">
                <h3>{t('Seeded scenarios')}</h3>
                <ul className="tp-list" aria-label={t('Seeded scenarios')}>
                  {data.scenarios.map((s) => (
                    <li key={s.key}>
                      {/* A scenario's title is the reference backend's note for developers, written in English. */}
                      <a lang="en" href={`/${s.entry}.html?${toQueryString({ token: data.token, ...s.query })}`}>
                        {s.title}
                      </a>{' '}
                      <span className="tp-muted">
                        <code>{fileOf(s.entry)}</code> · <code>{s.key}</code>
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            </>
          )}
        </LoadView>
      </section>
    </PageLayout>
  );
}
