import { fetchNotifications } from './api';

let audio: AudioContext | null = null;

/** A short two-tone chime made with Web Audio (no sound file to ship). */
function playChime(): void {
  const Context = window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return;
  audio ??= new Context();
  const ctx = audio;
  // Browsers keep audio suspended until the user has interacted with the page; then it stays silent.
  void ctx.resume().catch(() => undefined);
  const now = ctx.currentTime;
  const tone = ctx.createOscillator();
  const volume = ctx.createGain();
  tone.type = 'sine';
  tone.frequency.setValueAtTime(880, now);
  tone.frequency.setValueAtTime(1320, now + 0.12);
  volume.gain.setValueAtTime(0.0001, now);
  volume.gain.exponentialRampToValueAtTime(0.15, now + 0.02);
  volume.gain.exponentialRampToValueAtTime(0.0001, now + 0.35);
  tone.connect(volume).connect(ctx.destination);
  tone.start(now);
  tone.stop(now + 0.36);
}

/** The browser notification shows the newest item (GET /api/notifications?limit=1). */
async function showBrowserNotification(): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const [newest] = await fetchNotifications(1);
  new Notification(newest?.title ?? 'Nova notificação', { body: newest?.body ?? undefined, tag: 'sacra-notifications' });
}

/** Tells the user the unread count rose. Every failure is silent: the bell is a convenience, never an error to read. */
export function announceNewNotifications(): void {
  try {
    playChime();
  } catch {
    // No audio device or API: nothing to do.
  }
  showBrowserNotification().catch(() => undefined);
}

/** Asked from a click on the bell (browsers only allow the prompt after a user gesture), once. */
export function askNotificationPermission(): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  Notification.requestPermission().catch(() => undefined);
}
