import { z } from './zod';

/** What the header widget shows. */
export const WeatherData = z.object({ temperature: z.number(), weatherCode: z.number(), city: z.string() });
export type WeatherData = z.infer<typeof WeatherData>;

/** The forecast service's answer: current.* or the older current_weather.* (services differ). */
export const ForecastResponse = z.object({
  timezone: z.string().optional(),
  current: z.object({ weather_code: z.number(), temperature_2m: z.number() }).optional(),
  current_weather: z.object({ weathercode: z.number(), temperature: z.number() }).optional(),
});
