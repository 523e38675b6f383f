import { useRef, type KeyboardEvent } from 'react';

interface TabListProps<T extends string> {
  label: string;
  values: readonly T[];
  value: T;
  /** The text of each tab. */
  text: (value: T) => string;
  onChange: (value: T) => void;
  /** The id of the panel the tabs control. */
  panelId: string;
  className?: string;
  tabClassName?: string;
}

/**
 * A row of tabs as WAI-ARIA's tabs pattern has them: one tab in the page's tab order, the arrows, Home and End move and
 * choose (automatic activation: a board is cheap to show).
 */
export function TabList<T extends string>({
  label,
  values,
  value,
  text,
  onChange,
  panelId,
  className,
  tabClassName,
}: TabListProps<T>) {
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const last = values.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const wrapped = next > last ? 0 : next < 0 ? last : next;
    onChange(values[wrapped]!);
    tabs.current[wrapped]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={className}>
      {values.map((tab, index) => (
        <button
          key={tab}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          type="button"
          role="tab"
          className={tabClassName}
          aria-selected={tab === value}
          aria-controls={panelId}
          tabIndex={tab === value ? 0 : -1}
          onClick={() => onChange(tab)}
          onKeyDown={(event) => move(event, index)}
        >
          {text(tab)}
        </button>
      ))}
    </div>
  );
}
