import type { TCart, TEventDetail } from '@sankalp/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/app-state.ts';
import { formatRupees } from '../../../lib/format.ts';
import { useCartChange } from '../api/use-cart-change.ts';
import { setSelectedPackage } from '../lib/basket-store.ts';
import fieldStyles from '../../../components/ui/field.module.css';

/** The booking form's package-type dropdown (spec §2): another package replaces the chosen one. */
export function PackageSelect({ cart, event }: { cart: TCart; event: TEventDetail }) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const id = useId();
  const { change, isLocked } = useCartChange();
  const chosen = cart.itemList.find((l) => l.subType === 'PUJA_PACKAGE');
  if (cart.type !== 'PUJA' || !chosen || event.pujaPackageList.length < 2) return null;

  const pick = async (itemId: string) => {
    const pkg = event.pujaPackageList.find((p) => p.id === itemId);
    if (!pkg) return;
    if (await change({ parentId: cart.parentId, type: 'PUJA', itemId, subType: 'PUJA_PACKAGE', quantity: 1 })) setSelectedPackage(pkg.name);
  };

  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {t('cart.package')}
      </label>
      <div className={fieldStyles.control}>
        <select
          id={id}
          className={fieldStyles.input}
          value={chosen.itemId}
          disabled={event.pujaPackageList.some((p) => isLocked(p.id))}
          onChange={(e) => void pick(e.target.value)}
        >
          {event.pujaPackageList.map((pkg) => (
            <option key={pkg.id} value={pkg.id}>
              {pkg.name} – {formatRupees(pkg.amount, language)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
