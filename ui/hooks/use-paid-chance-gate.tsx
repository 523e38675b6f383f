import { useCallback, useRef, useState, type ReactNode } from 'react';
import { BIRTH_YEAR_REQUIRED, PAID_CHANCE_UNDER_18 } from '@src/contract/account-limits';
import { BirthYearDialog } from '@ui/components/birth-year-dialog';
import { PaidChanceClosedDialog } from '@ui/components/paid-chance-closed-dialog';

type Step = 'idle' | 'asking' | 'closed';

export interface PaidChanceGate {
  /**
   * Handles a refusal of a roll or a VPoints purchase when it is the age gate's: asks for the year of birth and then
   * runs `retry`, or explains that paid chance is closed. False for any other refusal, which the screen shows itself.
   */
  refused(code: string, retry: () => void): boolean;
  /** The question or the explanation, when one is open. */
  dialog: ReactNode;
}

/** The client's half of "Minors and paid chance" (docs/economy.md): the server decides, this asks and explains. */
export function usePaidChanceGate(): PaidChanceGate {
  const [step, setStep] = useState<Step>('idle');
  const retry = useRef<() => void>(() => undefined);

  const refused = useCallback((code: string, again: () => void) => {
    if (code === BIRTH_YEAR_REQUIRED) {
      retry.current = again;
      setStep('asking');
      return true;
    }
    if (code === PAID_CHANCE_UNDER_18) {
      setStep('closed');
      return true;
    }
    return false;
  }, []);

  const close = () => setStep('idle');
  let dialog: ReactNode = null;
  if (step === 'asking')
    dialog = (
      <BirthYearDialog
        onClose={close}
        onStated={({ paidChance }) => {
          setStep(paidChance ? 'idle' : 'closed');
          // The player asked for a roll or a purchase: once the year opens it, it goes ahead without a second click.
          if (paidChance) retry.current();
        }}
      />
    );
  if (step === 'closed') dialog = <PaidChanceClosedDialog onClose={close} />;
  return { refused, dialog };
}
