import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@pulp/shared/router';
import { errorMessage, useConfig } from '@pulp/shared';
import { chooseTutorial, fetchTutorials, type Tutorial } from './tutorials';
import { TutorialOverlay } from './TutorialOverlay';
import { clearRunningTutorial, readRunningTutorial } from './running';

/** The route that starts a tutorial; ?challenge=<name or key> picks which one. */
export const INSTRUCTOR_ROUTE = '/hacking-instructor';

/**
 * The hacking instructor, mounted once by the shell over every page: visiting
 * #/hacking-instructor (the side nav's beginner-tutorial entry, a score-board card, the
 * welcome banner) starts a tutorial, which then follows the trainee across screens, and
 * carries on after a reload of the tab (the shell mounts the instructor then, too).
 */
export default function HackingInstructor() {
  const location = useLocation();
  const enabled = useConfig((state) => state.config.hackingInstructor.isEnabled);
  const [current, setCurrent] = useState<{ tutorial: Tutorial; startAt: number } | null>(null);
  const running = useRef<string | null>(null);

  useEffect(() => {
    if (!enabled) return undefined;
    const stored = readRunningTutorial();
    const onStartRoute = location.pathname === INSTRUCTOR_ROUTE;
    // Away from the start route, only a tutorial left running in this tab (before a reload) starts.
    if (!onStartRoute && (!stored || running.current)) return undefined;
    const wanted = (onStartRoute && new URLSearchParams(location.search).get('challenge')) || stored?.challengeKey || null;
    let active = true;
    fetchTutorials()
      .then((tutorials) => {
        const chosen = chooseTutorial(tutorials, wanted);
        if (!active) return;
        if (!chosen) {
          // A tutorial left running that the shop no longer has: forget it.
          if (!onStartRoute) clearRunningTutorial();
          return;
        }
        // Coming back to the start route while that very tutorial runs does not restart it.
        if (running.current === chosen.challenge.key) return;
        running.current = chosen.challenge.key;
        setCurrent({ tutorial: chosen, startAt: stored?.challengeKey === chosen.challenge.key ? stored.step : 0 });
      })
      .catch((error: unknown) => console.error('The tutorials could not be loaded', errorMessage(error)));
    return () => {
      active = false;
    };
  }, [enabled, location.pathname, location.search, location.key]);

  if (!current) return null;
  return (
    <TutorialOverlay
      key={current.tutorial.challenge.key}
      tutorial={current.tutorial}
      startAt={current.startAt}
      onClose={() => {
        running.current = null;
        clearRunningTutorial();
        setCurrent(null);
      }}
    />
  );
}
