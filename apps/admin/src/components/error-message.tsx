import { isApiError } from '../lib/request';

type Props = { error: unknown; testId?: string };

/** The server's message for a failed request, with its per-field details when it sent some. */
export function ErrorMessage({ error, testId }: Props) {
  if (error === null || error === undefined) return null;
  const message = error instanceof Error ? error.message : 'Something went wrong.';
  const fields = isApiError(error) ? error.fields : [];
  return (
    <div className="alert alert-error" role="alert" data-testid={testId}>
      <p>{message}</p>
      {fields.length > 0 && (
        <ul>
          {fields.map((field) => (
            <li key={`${field.path}:${field.message}`}>
              {field.path ? <code>{field.path}</code> : null} {field.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
