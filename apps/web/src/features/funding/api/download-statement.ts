import { downloadWithToken } from '../../../lib/download.ts';

/** `GET /api/funding/statement.csv`: every posting as CSV, fetched with the session header and saved. */
export function downloadStatement(): Promise<string> {
  return downloadWithToken('/api/funding/statement.csv', 'statement.csv');
}
