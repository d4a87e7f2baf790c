type Option<T extends string> = { value: T; label: string };

type Props<T extends string> = {
  label: string;
  options: readonly Option<T>[];
  value: T;
  onChange: (value: T) => void;
  /** `identity-state` gives `identity-state-pending`, `identity-state-approved`, … */
  testIdPrefix: string;
};

/** A row of mutually exclusive filters (a queue and its history, say). */
export function StateTabs<T extends string>({ label, options, value, onChange, testIdPrefix }: Props<T>) {
  return (
    <div className="tabs" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={option.value === value ? 'tab active' : 'tab'}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          data-testid={`${testIdPrefix}-${option.value}`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** A query-string value when it is one of the allowed ones, else the default. */
export function pickOption<T extends string>(options: readonly Option<T>[], raw: string | null, fallback: T): T {
  return options.find((option) => option.value === raw)?.value ?? fallback;
}
