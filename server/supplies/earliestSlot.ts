const HOUR_MS = 3_600_000;

/**
 * The earliest of Ozon's free slots that the task may take: within its days, and at least its reserve of
 * hours ahead by Ozon's own clock (its slots are in its time; the server's clock when Ozon gives none).
 */
export function earliestSlot<Slot extends { from_in_timezone: string }>(
  answer: { current_time_in_timezone: string; days: { timeslots: Slot[] }[] },
  window: { minDate: string; maxDate: string; reserveHours: number },
  now: Date,
): Slot | undefined {
  const ozonNow = Date.parse(answer.current_time_in_timezone);
  const earliest = (Number.isFinite(ozonNow) ? ozonNow : now.getTime()) + window.reserveHours * HOUR_MS;
  return answer.days
    .flatMap((day) => day.timeslots)
    .filter((candidate) => {
      const day = candidate.from_in_timezone.slice(0, 10);
      return Date.parse(candidate.from_in_timezone) >= earliest && day >= window.minDate && day <= window.maxDate;
    })
    .sort((a, b) => Date.parse(a.from_in_timezone) - Date.parse(b.from_in_timezone))[0];
}
