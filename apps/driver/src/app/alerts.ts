/**
 * An offer's alert: two short beeps through Web Audio (no sound file to fetch) and a
 * vibration, so a driver with the phone in its holder notices without looking.
 */
let context: AudioContext | null = null;

/** Browsers start audio only after a gesture: the sign-in or shift button unlocks it. */
export function unlockAudio(): void {
  try {
    context ??= new AudioContext();
    void context.resume();
  } catch {
    context = null;
  }
}

export function alertOffer(): void {
  navigator.vibrate?.([250, 120, 250]);
  if (!context) return;
  const start = context.currentTime;
  for (const at of [0, 0.3]) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.0001, start + at);
    gain.gain.exponentialRampToValueAtTime(0.4, start + at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + at + 0.22);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + at);
    oscillator.stop(start + at + 0.25);
  }
}
