/**
 * A short tone per putt (WebAudio, no sound file): high for a make, low for a miss. The audio
 * context is made on first use, which the browser allows after the golfer's tap on Start.
 */
let context: AudioContext | null = null;

export function beep(result: 'MAKE' | 'MISS'): void {
  try {
    context ??= new AudioContext();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = result === 'MAKE' ? 880 : 330;
    gain.gain.setValueAtTime(0.2, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.18);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start();
    oscillator.stop(context.currentTime + 0.2);
  } catch {
    // No audio on this device: the flash and the announcement still say it.
  }
}
