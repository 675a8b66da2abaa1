/** Two tones, on and off, repeated: the pattern of an alarm, not of a notification. */
const TONES_HZ = [880, 660];
const TONE_S = 0.35;
const PERIOD_MS = 1_400;

export interface AlarmSound {
  /** Whether the browser let it play (it needs a click on the page first). */
  readonly audible: boolean;
  stop(): void;
}

/**
 * Sounds until stopped, with the Web Audio API (no file to fetch). A browser that has not been
 * clicked since the page opened keeps the context suspended: the alarm starts on the next click.
 */
export function startAlarmSound(onAudible: (audible: boolean) => void): AlarmSound {
  const Context =
    window.AudioContext ??
    (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) {
    onAudible(false);
    return { audible: false, stop() {} };
  }
  const context = new Context();
  const beep = () => {
    if (context.state !== 'running') return;
    TONES_HZ.forEach((hz, index) => {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      const at = context.currentTime + index * TONE_S;
      oscillator.frequency.value = hz;
      gain.gain.setValueAtTime(0.2, at);
      gain.gain.exponentialRampToValueAtTime(0.001, at + TONE_S);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + TONE_S);
    });
  };
  const resume = () => {
    void context.resume().then(() => onAudible(context.state === 'running'));
  };
  context.onstatechange = () => onAudible(context.state === 'running');
  resume();
  window.addEventListener('pointerdown', resume);
  window.addEventListener('keydown', resume);
  const timer = window.setInterval(beep, PERIOD_MS);
  beep();
  return {
    get audible() {
      return context.state === 'running';
    },
    stop() {
      window.clearInterval(timer);
      window.removeEventListener('pointerdown', resume);
      window.removeEventListener('keydown', resume);
      void context.close();
    },
  };
}
