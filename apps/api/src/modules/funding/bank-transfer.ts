import type { Config } from '../../platform/config.ts';
import { checkIban, formatIban } from './iban.ts';
import type { PaymentProvider } from './payment-provider.ts';

/**
 * Manual bank transfer: the user sends money to the house account with the deposit's
 * reference on the transfer; an operator who sees it arrive confirms the deposit. No callback.
 */
export function createBankTransferProvider(config: Pick<Config, 'HOUSE_BANK_NAME' | 'HOUSE_BANK_HOLDER' | 'HOUSE_BANK_IBAN'>): PaymentProvider {
  const iban = checkIban(config.HOUSE_BANK_IBAN);
  // A wrong house IBAN would send every user's money nowhere: refuse to start and name the setting.
  if (!iban.ok) throw new Error(`Invalid settings:\n  HOUSE_BANK_IBAN: not a valid IBAN (${iban.reason})`);
  return {
    name: 'bank_transfer',
    confirmation: 'operator',
    async createDeposit(input) {
      return {
        paymentId: null,
        instructions: { bank_name: config.HOUSE_BANK_NAME, holder: config.HOUSE_BANK_HOLDER, iban: formatIban(iban.iban), reference: input.reference },
      };
    },
  };
}
