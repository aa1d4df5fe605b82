import { config } from '../../config/config';
import { ZoomImage } from '../../ui/zoom-image';
import './pay-guide.css';
import { t } from '../../i18n/t';

export interface GuideStep {
  text: string;
  /** Illustration under `static/images/pay-guide/`; tap to enlarge. */
  image: string;
  alt: string;
}

/**
 * The size every illustration of the guides is drawn at (`static/images/pay-guide/`, a unit test checks
 * each file): given to the pictures so their space is kept before they load (Lighthouse measured a layout
 * shift of 0.36 on pay-guide without it).
 */
export const GUIDE_IMAGE_SIZE = { width: 300, height: 440 } as const;

export interface GuideSection {
  id: string;
  title: string;
  intro?: string;
  steps: GuideStep[];
}

/** The notice every payment guide shows first: official channels only, never share the reference. */
export function SafetyNotice() {
  return (
    <aside className="card pay-guide__notice" aria-labelledby="pay-guide-notice">
      <h2 id="pay-guide-notice">{t('Pay safely')}</h2>
      <p>
        {t('Pay only through the official channels shown on this page, to the biller {appName}.', {
          appName: config.appName,
        })}
      </p>
      <p>
        {t(
          'Never share your reference number with anyone else. Our staff will never ask you for it or ask you to pay into a personal account.',
        )}
      </p>
    </aside>
  );
}

/**
 * Static payment steps with pictures that enlarge on tap, after the safety notice.
 * @example <PayGuide intro="…" sections={SECTIONS} />
 */
export function PayGuide({ intro, sections }: { intro: string; sections: GuideSection[] }) {
  return (
    <>
      <p className="pay-guide__intro">{intro}</p>
      <SafetyNotice />
      {sections.map((section, s) => (
        <section key={section.id} className="card pay-guide__section" aria-labelledby={`guide-${section.id}`}>
          <h2 id={`guide-${section.id}`}>{section.title}</h2>
          {section.intro && <p>{section.intro}</p>}
          <ol className="pay-guide__steps">
            {section.steps.map((step, i) => (
              <li key={i} className="pay-guide__step">
                <p>{step.text}</p>
                {/* The first picture is in the first screen, the page's largest content: not lazy. */}
                <ZoomImage
                  src={step.image}
                  alt={step.alt}
                  className="pay-guide__image"
                  priority={s === 0 && i === 0}
                  {...GUIDE_IMAGE_SIZE}
                />
              </li>
            ))}
          </ol>
        </section>
      ))}
    </>
  );
}
