import { useEffect, useState, type ReactNode } from 'react';

/**
 * Start-up draws the first screen in pieces. The part wrapped in `AfterFirstFrame` (what lies
 * below the fold) is left out of the first render and added after the browser has drawn a frame,
 * one piece per frame, in the order they were mounted. On a slow phone the first render and its
 * layout are then two or three shorter tasks instead of one long one, so a tap made meanwhile
 * is answered sooner; what the user sees first is drawn as early as before.
 *
 * Once start-up's pieces are all drawn, a piece mounted later (the user opening another screen)
 * renders at once, with the rest of its screen.
 */
let startingUp = true;
const waiting: Array<() => void> = [];
let draining = false;

/**
 * A hidden tab draws no frames; past this a piece is added without waiting for one, so a screen
 * loaded in the background is whole when it is first shown.
 */
export const FRAME_WAIT_MS = 100;

/** Runs `then` in a task after the next frame has been drawn (or after FRAME_WAIT_MS). */
function afterNextFrame(then: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    then();
  };
  const fallback = setTimeout(run, FRAME_WAIT_MS);
  // requestAnimationFrame's callback comes just before the frame is drawn; the task it queues
  // runs after.
  requestAnimationFrame(() => setTimeout(run, 0));
}

function drawNext(): void {
  const reveal = waiting.shift();
  if (!reveal) {
    draining = false;
    startingUp = false;
    return;
  }
  reveal();
  afterNextFrame(drawNext);
}

function queue(reveal: () => void): () => void {
  waiting.push(reveal);
  if (!draining) {
    draining = true;
    afterNextFrame(drawNext);
  }
  return () => {
    const at = waiting.indexOf(reveal);
    if (at >= 0) waiting.splice(at, 1);
  };
}

export function AfterFirstFrame({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(!startingUp);
  useEffect(() => (shown ? undefined : queue(() => setShown(true))), [shown]);
  return shown ? children : null;
}

/** Tests: start over as if the app had just started. */
export function resetStartUp(): void {
  startingUp = true;
  waiting.length = 0;
  draining = false;
}
