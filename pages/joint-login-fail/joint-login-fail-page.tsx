/**
 * Joint login failure (spec §2): 'Failed', the server's error message and notice, and the recommended
 * products (the same item and click behaviour as the order page, contract D3).
 */
import { unionCall } from './first-calls';
import { PageLayout } from '../../shared/app/page-layout';
import { LoadView } from '../../shared/app/load-view';
import { useLoad } from '../../shared/app/use-load';
import { RecommendedList } from '../../shared/features/recommended';
import './joint-login-fail.css';
import { t } from '../../shared/i18n/t';

export function JointLoginFailPage() {
  const { state: s, reload } = useLoad(unionCall, { loading: true });

  return (
    <PageLayout title={t('Joint login')}>
      <section className="card jl-failed" aria-labelledby="jl-failed-title">
        <svg
          className="jl-failed__icon"
          viewBox="0 0 48 48"
          width="48"
          height="48"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="24" cy="24" r="22" fill="#B3261E" />
          <path d="M17 17l14 14M31 17L17 31" fill="none" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" />
        </svg>
        <h2 id="jl-failed-title">{t('Failed')}</h2>
        {s.status === 'ready' && <p className="jl-failed__error">{s.data.errMessage}</p>}
      </section>
      <LoadView state={s} reload={reload} lines={3}>
        {(d) => (
          <>
            {d.noticeMessage && <p className="jl-notice">{d.noticeMessage}</p>}
            <RecommendedList items={d.family} />
          </>
        )}
      </LoadView>
    </PageLayout>
  );
}
