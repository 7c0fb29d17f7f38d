import { useTranslation } from 'react-i18next';
import { Field, NativeSelect } from '@pulp/shared/ui';
import { shortAddress, type AccountView } from './tokenWalletApi';

/** Which of the customer's accounts acts: the wallet or one of their contracts. */
export function AccountSelect({ id, label, accounts, value, onChange }: { id: string; label: string; accounts: AccountView[]; value: string; onChange: (address: string) => void }) {
  const { t } = useTranslation();
  return (
    <Field.Root id={id}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {accounts.map((account) => (
            <option key={account.address} value={account.address}>
              {account.kind === 'wallet' ? t('TOKEN_WALLET_YOUR_WALLET') : account.name} ({shortAddress(account.address)})
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
