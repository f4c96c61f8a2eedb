import { CONFETTI_MS } from '@diary/core';

/** The celebration on sign-in (seed 2 §2.3): two bursts of confetti, about 1.2 s and 1.6 s. Loaded only when it plays. */
export async function celebrate(): Promise<void> {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const { default: confetti } = await import('canvas-confetti');
  const [first, second] = CONFETTI_MS;
  void confetti({ particleCount: 120, spread: 70, origin: { y: 0.6 }, ticks: first / 10, disableForReducedMotion: true });
  setTimeout(() => void confetti({ particleCount: 80, spread: 100, origin: { y: 0.5 }, ticks: second / 10, disableForReducedMotion: true }), first);
}
