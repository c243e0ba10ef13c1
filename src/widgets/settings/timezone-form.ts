import { TimezoneBody } from '../../shared/schemas/session';
import { z } from '../../shared/schemas/zod';

export interface TimezoneValues {
  timezone: string;
}

/** The shared TimezoneBody, with the screen's own text for no choice ('Selecione um fuso horário' in the prompt). */
export function timezoneForm(emptyMessage: string) {
  return z.object({ timezone: z.string().trim().min(1, emptyMessage).pipe(TimezoneBody.shape.timezone) });
}
