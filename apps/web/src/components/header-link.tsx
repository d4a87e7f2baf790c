import { useNavigate } from 'react-router';

/** A text link for the header's right-hand slot, e.g. to a screen's records. */
export function HeaderLink({ to, label, testId }: { to: string; label: string; testId: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" className="link" data-testid={testId} onClick={() => void navigate(to)}>
      {label}
    </button>
  );
}
