import { useNavigate } from '../lib/router.tsx';

/** A text link to another screen: in the header's right-hand slot (a screen's records) or a section's heading ("all", "more"). */
export function HeaderLink({ to, label, testId }: { to: string; label: string; testId: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" className="link" data-testid={testId} onClick={() => void navigate(to)}>
      {label}
    </button>
  );
}
