import type { BankAccount } from '@shop/contract';
import { useTranslation } from '~/lib/use-translation';

/** Where to transfer a bank deposit, with the order code as the payment reference. */
export function BankAccounts({ banks, code }: { banks: BankAccount[]; code: string }) {
  const { t } = useTranslation('orders');
  if (banks.length === 0) return null;
  return (
    <div className="space-y-2" data-testid="bank-accounts">
      <p>{t('details.bank_reference', { code })}</p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {banks.map((bank) => (
          <li key={bank.iban} className="rounded-md border border-line p-3 text-sm">
            <span className="block font-semibold">{bank.bank}</span>
            <span className="block font-mono">{bank.iban}</span>
            <span className="block text-muted">{bank.beneficiary}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
