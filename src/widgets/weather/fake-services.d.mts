import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const FAKE_WEATHER_PREFIX: string;
export declare const SLOW_MS: number;
export interface FakePlace {
  latitude: number;
  longitude: number;
  city: string;
  temperature: number;
  code: number;
}
export declare const FAKE_PLACES: { browser: FakePlace; ip: FakePlace };
export declare const FAKE_IP_CITY: string;
export interface FakeAnswer {
  status: number;
  body: unknown;
  delayMs?: number;
  reset?: boolean;
}
export declare function fakeWeatherAnswer(url: URL, prefix?: string): FakeAnswer | null;
export declare function fakeWeatherMiddleware(prefix?: string): (ctx: unknown, next: () => Promise<unknown>) => Promise<unknown>;
export declare function handleFakeWeather(req: IncomingMessage, res: ServerResponse, prefix?: string): boolean;
