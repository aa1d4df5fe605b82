import type { RecProduct } from '../../api/contract/loan';
import { ActionButton } from '../../ui/action-button';
import { openRecommended } from './open-product';
import { offered } from './offered';
import './recommended.css';
import { t } from '../../i18n/t';
import { Logo } from '../../ui/logo';

export interface RecommendedListProps {
  items: RecProduct[];
  /** Accessible name of the list. */
  label?: string;
}

/**
 * Recommended products (order details, joint login failure): logo, name, button text, range, range
 * description, rate and description; a tap proceeds only for an enabled item (contract D3), one at a time.
 * A product under review for the borrower (D39) is left out: its Apply would be refused.
 * An Apply is a money action (it leads to filing that product): its button's tap guard takes it, so the
 * list stays locked from the tap until the product's page has replaced this one, not only until `define`
 * answers, and the tapped Apply says it is working at once.
 * @example <RecommendedList items={data.recProducts} />
 */
export function RecommendedList({ items, label = t('Recommended products') }: RecommendedListProps) {
  function open(item: RecProduct, index: number) {
    if (Number(item.enabled) !== 1) return;
    return openRecommended(item, index);
  }

  return (
    <ul className="rec-list" aria-label={label}>
      {offered(items).map(({ item, index }) => {
        const enabled = Number(item.enabled) === 1;
        return (
          <li key={`${item.productCode}-${index}`} className="rec-item">
            <div className="rec-item__head">
              <Logo className="rec-item__logo" src={item.logo} width={40} height={40} />
              <span className="rec-item__name">{item.name}</span>
              <ActionButton
                className="rec-item__button"
                aria-disabled={enabled ? undefined : true}
                aria-label={`${item.buttonText}: ${item.name}`}
                action={() => open(item, index)}
              >
                {item.buttonText}
              </ActionButton>
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
