// The temperature logger's address parameters, validated by the route before the screen's chunk
// loads: valibot and constants only (the route file's non-component part reaches the /login
// bundle, see modules/analytics/ui/searchParams.ts).
import * as v from 'valibot';

/** `device`: the device shown; `month`: the month shown ('YYYY-MM'), the current one when absent. */
const TemperatureSearch = v.object({
  device: v.optional(v.pipe(v.string(), v.uuid())),
  month: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/))),
});
export type TemperatureSearch = v.InferOutput<typeof TemperatureSearch>;

export function parseTemperatureSearch(search: Record<string, unknown>): TemperatureSearch {
  const device = v.safeParse(TemperatureSearch.entries.device, search['device']);
  const month = v.safeParse(TemperatureSearch.entries.month, search['month']);
  return {
    ...(device.success && device.output ? { device: device.output } : {}),
    ...(month.success && month.output ? { month: month.output } : {}),
  };
}
