import { useRef, useState } from 'react';
import type { RecProduct } from '../../api/contract/loan';
import { openRecommended } from './open-product';
import './recommended.css';

export interface RecommendedListProps {
  items: RecProduct[];
  /** Accessible name of the list. */
  label?: string;
}

/**
 * Recommended products (order details, joint login failure): logo, name, button text, range, range
 * description, rate and description; a tap proceeds only for an enabled item (contract D3), one at a time.
 * @example <RecommendedList items={data.recProducts} />
 */
export function RecommendedList({ items, label = 'Recommended products' }: RecommendedListProps) {
  const busy = useRef(false);
  const [pending, setPending] = useState(-1);

  async function open(item: RecProduct, index: number) {
    if (busy.current || Number(item.enabled) !== 1) return;
    busy.current = true;
    setPending(index);
    try {
      await openRecommended(item, index);
    } finally {
      busy.current = false;
      setPending(-1);
    }
  }

  return (
    <ul className="rec-list" aria-label={label}>
      {items.map((item, index) => {
        const enabled = Number(item.enabled) === 1;
        return (
          <li key={`${item.productCode}-${index}`} className={enabled ? 'rec-item' : 'rec-item rec-item--disabled'}>
            <div className="rec-item__head">
              <img className="rec-item__logo" src={item.logo} alt="" width={40} height={40} />
              <span className="rec-item__name">{item.name}</span>
              <button
                type="button"
                className="rec-item__button"
                aria-disabled={!enabled || pending === index ? true : undefined}
                aria-label={`${item.buttonText}: ${item.name}`}
                onClick={() => void open(item, index)}
              >
                {item.buttonText}
              </button>
            </div>
            <div className="rec-item__body">
              <div>
                <span className="rec-item__range">{item.range}</span>
                <span className="rec-item__muted">{item.rangeDesc}</span>
              </div>
              <div>
                <span className="rec-item__rate">{item.rate}</span>
                <span className="rec-item__muted">{item.desc}</span>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
