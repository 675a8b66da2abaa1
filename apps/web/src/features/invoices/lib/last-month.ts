/** Last month, 'YYYY-MM', in India: the month an operator usually bills. */
export function lastMonth(): string {
  const now = new Date(Date.now() + 330 * 60_000);
  now.setUTCDate(1);
  now.setUTCMonth(now.getUTCMonth() - 1);
  return now.toISOString().slice(0, 7);
}
