/**
 * The home banner carousel (spec §2, §9: two banners, autoplay every 3 s): swipeable, with a dot per
 * banner and a pause control (WCAG 2.2.2); it does not move on its own for people who ask for reduced
 * motion, and it holds still while focus is inside it.
 */
import { useEffect, useRef, useState } from 'react';
import { t } from '../../shared/i18n/t';

export interface Banner {
  src: string;
  alt: string;
}

export const AUTOPLAY_MS = 3000;
const SWIPE_PX = 40;

/** The slide after a swipe of `dx` px from `index` (wrapping), or `index` for a tap. */
export function afterSwipe(index: number, dx: number, count: number): number {
  if (Math.abs(dx) < SWIPE_PX) return index;
  return (index + (dx < 0 ? 1 : -1) + count) % count;
}

export function Carousel({ banners }: { banners: Banner[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [reduced, setReduced] = useState(false);
  const [focused, setFocused] = useState(false);
  const startX = useRef<number | null>(null);
  const count = banners.length;

  useEffect(() => {
    const mq = matchMedia('(prefers-reduced-motion: reduce)');
    const sync = () => {
      setReduced(mq.matches);
      if (mq.matches) setPaused(true);
    };
    sync();
    mq.addEventListener('change', sync);
    return () => mq.removeEventListener('change', sync);
  }, []);

  const playing = !paused && !focused && count > 1;
  // Restarted on every change, so a swipe or a dot gets its full 3 s too.
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [playing, index, count]);

  return (
    <section
      className="mk-carousel"
      aria-roledescription={t('carousel')}
      aria-label={t('Highlights')}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        className="mk-carousel__viewport"
        onPointerDown={(e) => {
          startX.current = e.clientX;
        }}
        onPointerUp={(e) => {
          if (startX.current !== null) setIndex((i) => afterSwipe(i, e.clientX - startX.current!, count));
          startX.current = null;
        }}
        onPointerCancel={() => {
          startX.current = null;
        }}
      >
        <div
          className={reduced ? 'mk-carousel__track' : 'mk-carousel__track mk-carousel__track--animated'}
          style={{ transform: `translateX(${-index * 100}%)` }}
          aria-live={playing ? 'off' : 'polite'}
        >
          {banners.map((b, i) => (
            <div
              key={b.src}
              className="mk-carousel__slide"
              role="group"
              aria-roledescription={t('slide')}
              aria-label={t('{number} of {count}', { number: i + 1, count })}
              aria-hidden={i !== index}
            >
              <img
                src={b.src}
                alt={b.alt}
                width={343}
                height={150}
                draggable={false}
                fetchPriority={i === 0 ? 'high' : 'low'}
              />
            </div>
          ))}
        </div>
      </div>
      <div className="mk-carousel__controls">
        <button type="button" className="mk-carousel__pause" onClick={() => setPaused((p) => !p)}>
          {paused ? t('Play slideshow') : t('Pause slideshow')}
        </button>
        <div className="mk-carousel__dots">
          {banners.map((b, i) => (
            <button
              key={b.src}
              type="button"
              className="icon-button mk-carousel__dot"
              aria-label={t('Show banner {number}', { number: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
            >
              <span aria-hidden="true" />
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
