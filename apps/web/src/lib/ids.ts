/** A record's id from a route or query parameter: a positive whole number, or undefined for anything else ("abc", "-1", "1.5", missing). */
export function positiveId(raw: string | null | undefined): number | undefined {
  const id = Number(raw);
  return raw && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
