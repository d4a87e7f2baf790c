import { changeTone, percent } from '../format.ts';

/** The change in percent on a coloured block: red up, green down, grey flat (Chinese convention). */
export function ChangePill({ value, testId }: { value: string; testId?: string }) {
  return (
    <span className={`change-pill pill-${changeTone(value)}`} data-testid={testId}>
      {percent(value)}
    </span>
  );
}
