import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const MINUTE = 60_000;

/** Milliseconds until `until` (ISO), counted again every minute; never below zero. */
function useMillisecondsUntil(until: string): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, new Date(until).getTime() - now);
}

/** "Quedan 5 h 12 min" until a moment (the daily island's next day), kept current while on screen. */
export function TimeLeft({ until, className }: { until: string; className?: string }) {
  const { t } = useTranslation('common');
  const minutes = Math.ceil(useMillisecondsUntil(until) / MINUTE);
  return <span className={className}>{t('timeLeft', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })}</span>;
}
