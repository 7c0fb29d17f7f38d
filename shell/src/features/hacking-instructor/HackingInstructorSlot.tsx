import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from '@pulp/shared/router';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { session, SESSION_KEYS, useConfig } from '@pulp/shared';

/** The route that starts a tutorial (the side nav's beginner entry, score-board cards, the banner). */
export const INSTRUCTOR_ROUTE = '/hacking-instructor';

interface InstructorModule {
  default: ComponentType;
}

/** A failing instructor must not take the page with it: it just goes away (and says so in the console). */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.error('The hacking instructor failed', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Mounts mf-scoreboard's hacking instructor over every page once a tutorial is asked for, or
 * when this tab had one running before a reload (only then is the remote loaded); it stays
 * mounted so a tutorial can follow the trainee.
 */
export function HackingInstructorSlot() {
  const enabled = useConfig((state) => state.config.hackingInstructor.isEnabled);
  const { pathname } = useLocation();
  const [Instructor, setInstructor] = useState<ComponentType | null>(null);
  const wanted = enabled && (pathname === INSTRUCTOR_ROUTE || session.get(SESSION_KEYS.runningTutorial) !== null);

  useEffect(() => {
    if (!wanted || Instructor) return;
    let active = true;
    loadRemote<InstructorModule>('scoreboard/HackingInstructor')
      .then((module) => {
        if (active && module && typeof module.default === 'function') setInstructor(() => module.default);
      })
      .catch((error: unknown) => console.error('The hacking instructor could not be loaded', error));
    return () => {
      active = false;
    };
  }, [wanted, Instructor]);

  if (!Instructor || !enabled) return null;
  return (
    <QuietBoundary>
      <Instructor />
    </QuietBoundary>
  );
}
