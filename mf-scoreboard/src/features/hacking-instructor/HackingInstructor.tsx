import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@pulp/shared/router';
import { errorMessage, useConfig } from '@pulp/shared';
import { chooseTutorial, fetchTutorials, type Tutorial } from './tutorials';
import { TutorialOverlay } from './TutorialOverlay';

/** The route that starts a tutorial; ?challenge=<name or key> picks which one. */
export const INSTRUCTOR_ROUTE = '/hacking-instructor';

/**
 * The hacking instructor, mounted once by the shell over every page: visiting
 * #/hacking-instructor (the side nav's beginner-tutorial entry, a score-board card, the
 * welcome banner) starts a tutorial, which then follows the trainee across screens.
 */
export default function HackingInstructor() {
  const location = useLocation();
  const enabled = useConfig((state) => state.config.hackingInstructor.isEnabled);
  const [tutorial, setTutorial] = useState<Tutorial | null>(null);
  const running = useRef<string | null>(null);

  useEffect(() => {
    if (!enabled || location.pathname !== INSTRUCTOR_ROUTE) return;
    const wanted = new URLSearchParams(location.search).get('challenge');
    let active = true;
    fetchTutorials()
      .then((tutorials) => {
        const chosen = chooseTutorial(tutorials, wanted);
        if (!active || !chosen) return;
        // Coming back to the start route while that very tutorial runs does not restart it.
        if (running.current === chosen.challenge.key) return;
        running.current = chosen.challenge.key;
        setTutorial(chosen);
      })
      .catch((error: unknown) => console.error('The tutorials could not be loaded', errorMessage(error)));
    return () => {
      active = false;
    };
  }, [enabled, location.pathname, location.search, location.key]);

  if (!tutorial) return null;
  return (
    <TutorialOverlay
      key={tutorial.challenge.key}
      tutorial={tutorial}
      onClose={() => {
        running.current = null;
        setTutorial(null);
      }}
    />
  );
}
